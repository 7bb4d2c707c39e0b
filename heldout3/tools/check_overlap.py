#!/usr/bin/env python3
"""Shows what heldout3 shares with another set of instruments (the realdocs development set), so
that nothing here is copied from it.

    python3 heldout3/tools/check_overlap.py --against /work/shared/realdocs/input [--n 8]

Reports (1) every maximal run of at least n words (case, punctuation and line breaks ignored) that a
heldout3 source or PLSS case shares with a document of the other set, and (2) every labelled party name of
heldout3 that occurs in the other set. Short legal formulas every deed of an era shares ("to have
and to hold the same") are expected at small n; the question is whether any sentence of ours
follows one of theirs. Standard library only; reads the other set, writes nothing.
"""
import argparse
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import labels_data  # noqa: E402


def tokens(text):
    return re.findall(r"[a-z0-9]+", text.lower())


def grams(toks, n):
    return {" ".join(toks[i:i + n]) for i in range(len(toks) - n + 1)}


def other_texts(folder):
    for dirpath, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".json"):
                continue
            with open(os.path.join(dirpath, name), encoding="utf-8") as f:
                pkg = json.load(f)
            for doc in pkg.get("documents", []):
                yield doc.get("document_id", name), doc.get("text") or ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--against", required=True)
    ap.add_argument("--n", type=int, default=8)
    a = ap.parse_args()
    theirs = {}
    joined = []
    for doc_id, text in other_texts(a.against):
        joined.append(" ".join(tokens(text)))
        for g in grams(tokens(text), a.n):
            theirs.setdefault(g, doc_id)
    ours = []
    for doc in labels_data.DOCS:
        with open(os.path.join(ROOT, "src", doc["id"] + ".txt"), encoding="utf-8") as f:
            ours.append((doc["id"], f.read()))
    with open(os.path.join(ROOT, "plss", "cases.jsonl"), encoding="utf-8") as f:
        ours += [(c["id"], c["text"]) for c in map(json.loads, f)]
    shared = 0
    for doc_id, text in ours:
        toks = tokens(text)
        covered = [False] * len(toks)
        source = {}
        for i in range(len(toks) - a.n + 1):
            g = " ".join(toks[i:i + a.n])
            if g in theirs:
                source.setdefault(i, theirs[g])
                for j in range(i, i + a.n):
                    covered[j] = True
        i = 0
        while i < len(toks):
            if not covered[i]:
                i += 1
                continue
            j = i
            while j < len(toks) and covered[j]:
                j += 1
            shared += 1
            print(f"{j - i:3d} words  {doc_id}  ~  {source.get(i, '?')}: {' '.join(toks[i:j])}")
            i = j
    big = " | ".join(joined)
    names = 0
    for doc in labels_data.DOCS:
        for name in doc["labels"]["grantors"] + doc["labels"]["grantees"]:
            plain = " ".join(tokens(re.sub(r",.*$", "", name)))
            if len(plain) > 6 and f" {plain} " in f" {big} ":
                names += 1
                print(f"name    {doc['id']}: {name!r} occurs in the other set")
    print(f"overlap: {shared} shared runs of {a.n} words or more, {names} shared party names "
          f"({len(ours)} texts of ours against {len(joined)} of theirs)")


if __name__ == "__main__":
    main()
