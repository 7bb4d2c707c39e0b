#!/usr/bin/env python3
"""Where a labelled set's party recall is lost, side by side, in aggregate counts only.

Uses the realdocs scorer's own name matching, so the figures agree with its party recall. For each
side (grantor, grantee) it prints the recall and how many sides came out empty although the labels
name someone there, with the labelled names those empty sides hold. A whole side lost on a form no
reader knows is a different failure from one name missed in a list, and the held-out sets showed
the first to be the larger: this line lets a validation set say which one a change mends without
anyone reading its texts. Heirship and probate instruments are counted apart (their sides are the
decedent and the heirs).

    python3 bench/party_sides.py --scorer ../shared/realdocs/score.py --labels L --out OUT
"""
import argparse
import importlib.util
import json
from collections import Counter

HEIRSHIP = {"affidavit_of_heirship", "probate"}


def load_scorer(path):
    spec = importlib.util.spec_from_file_location("realdocs_score", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--scorer", required=True)
    ap.add_argument("--labels", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    score = load_scorer(a.scorer)
    counts = Counter()
    for line in open(a.labels, encoding="utf-8"):
        if not line.strip():
            continue
        row = json.loads(line)
        labels = row["labels"]
        group = "heirship" if labels["doc_category"] in HEIRSHIP else "other"
        parties = (score.load(a.out, row["id"], "parties") or {}).get("canonical_parties") or []
        for side, key, roles in (("grantor", "grantors", score.GRANTOR_SIDE), ("grantee", "grantees", score.GRANTEE_SIDE)):
            gold = [score.norm_name(n) for n in labels[key]]
            if not gold:
                continue
            found = [score.norm_name(p.get("canonical_name")) for p in parties if p.get("role") in roles]
            counts[group, side, "sides"] += 1
            counts[group, side, "names"] += len(gold)
            counts[group, side, "read"] += sum(any(score.names_match(f, g) for f in found) for g in gold)
            if not found:
                counts[group, side, "empty"] += 1
                counts[group, side, "lost"] += len(gold)
    parts = []
    for group in ("other", "heirship"):
        for side in ("grantor", "grantee"):
            c = lambda what: counts[group, side, what]
            if c("sides"):
                parts.append(f"{group} {side} recall {c('read') / c('names'):.3f}, empty {c('empty')}/{c('sides')} ({c('lost')} names)")
    print("; ".join(parts))


if __name__ == "__main__":
    main()
