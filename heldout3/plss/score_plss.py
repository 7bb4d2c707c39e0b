#!/usr/bin/env python3
"""Scores titlegraph's PLSS land reading on heldout3/plss against the expected tracts.

    python3 score_plss.py --cases cases.jsonl --out OUT_DIR [--detail] [--json]

OUT_DIR is the --out of `titlegraph run heldout3/plss/input`. For each case the predicted tracts
are OUT/api/documents/<id>/land.json `resolved.canonical_tracts[]`; a missing or unreadable file
predicts nothing. A predicted tract is exactly right when section, township, range, the set of
aliquot parts and the set of lots all agree with an expected tract (one-to-one, greedy):
- section: the number without leading zeros; township and range: number and direction ("154N",
  "97W"), spaces and leading zeros ignored, "T"/"R" prefixes dropped;
- aliquots: split on ", ", each part compared after removing spaces and upper-casing; null, "" and
  "ALL" are the empty set (a whole section);
- lots: compared as a set of numbers written without leading zeros.
A case is exact when every expected tract is matched and nothing else is predicted.
Printed: exact-tract precision, recall and F1, the share of exact cases, and (to see where misses
come from) the same F1 counting only section, township and range. --detail lists every case that
is not exact with its missing and extra tracts. Standard library only.
Last line: 'plss: key=value ...'.
"""
import argparse
import json
import os
import re


def section(v):
    m = re.search(r"\d+", str(v if v is not None else ""))
    return (m.group(0).lstrip("0") or "0") if m else ""


def twp_rng(v):
    s = re.sub(r"[^0-9A-Z]", "", str(v or "").upper())
    m = re.search(r"(\d+)([NSEW]?)", s)
    return (m.group(1).lstrip("0") or "0") + m.group(2) if m else ""


def aliquot_set(v):
    if v is None:
        return frozenset()
    parts = {re.sub(r"\s+", "", p).upper() for p in str(v).split(", ")}
    parts.discard("")
    parts.discard("ALL")
    return frozenset(parts)


def lot_set(v):
    if v is None:
        return frozenset()
    if isinstance(v, (str, int)):
        v = [v]
    out = set()
    for x in v:
        m = re.search(r"\d+", str(x))
        if m:
            out.add(m.group(0).lstrip("0") or "0")
    return frozenset(out)


def key(t):
    """Everything an exact match compares."""
    return (section(t.get("section")), twp_rng(t.get("township")), twp_rng(t.get("range")),
            aliquot_set(t.get("aliquots")), lot_set(t.get("lots")))


def match(pred, gold, same):
    """Greedy one-to-one matching; returns (matched pairs, unmatched predicted, unmatched expected)."""
    left, extra, pairs = list(gold), [], []
    for p in pred:
        for i, g in enumerate(left):
            if same(p, g):
                pairs.append((p, g))
                del left[i]
                break
        else:
            extra.append(p)
    return pairs, extra, left


def load_tracts(out, doc_id):
    path = os.path.join(out, "api", "documents", doc_id, "land.json")
    try:
        with open(path, encoding="utf-8") as f:
            resolved = json.load(f).get("resolved") or {}
        tracts = resolved.get("canonical_tracts") or []
        return [t for t in tracts if isinstance(t, dict)], True
    except (OSError, ValueError, AttributeError):
        return [], False


def show(t):
    k = key(t)
    al = ", ".join(sorted(k[3])) or "ALL/none"
    lots = (" lots " + ",".join(sorted(k[4], key=int))) if k[4] else ""
    return f"{k[1]}-{k[2]} sec {k[0]}: {al}{lots}"


def prf(tp, npred, ngold):
    p = tp / npred if npred else (1.0 if not ngold else 0.0)
    r = tp / ngold if ngold else 1.0
    return p, r, (2 * p * r / (p + r) if p + r else 0.0)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--detail", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    with open(a.cases, encoding="utf-8") as f:
        cases = [json.loads(line) for line in f if line.strip()]
    tp = npred = ngold = loc_tp = exact_cases = missing = 0
    details = []
    for case in cases:
        pred, found = load_tracts(a.out, case["id"])
        missing += not found
        gold = case["tracts"]
        pairs, extra, left = match(pred, gold, lambda p, g: key(p) == key(g))
        loc_pairs, _, _ = match(pred, gold, lambda p, g: key(p)[:3] == key(g)[:3])
        tp, npred, ngold, loc_tp = tp + len(pairs), npred + len(pred), ngold + len(gold), loc_tp + len(loc_pairs)
        if not extra and not left:
            exact_cases += 1
            continue
        lines = [f"{case['id']}: {case['text'][:90]!r}" + ("" if found else " (output missing or unreadable)")]
        lines += [f"    missed   {show(g)}" for g in left]
        lines += [f"    extra    {show(p)}" for p in extra]
        details.append("\n".join(lines))
    p, r, f1 = prf(tp, npred, ngold)
    _, _, loc_f1 = prf(loc_tp, npred, ngold)
    res = {"cases": len(cases), "missing_or_unreadable": missing, "expected_tracts": ngold, "predicted_tracts": npred,
           "tract_p": p, "tract_r": r, "tract_f1": f1, "cases_exact": exact_cases / len(cases) if cases else 0.0,
           "location_f1": loc_f1}
    if a.json:
        print(json.dumps(res, indent=2))
        return
    if a.detail:
        print("\n".join(details))
    print("plss: " + " ".join(f"{k}={v:.3f}" if isinstance(v, float) else f"{k}={v}" for k, v in res.items()))


if __name__ == "__main__":
    main()
