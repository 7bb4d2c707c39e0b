#!/usr/bin/env python3
"""Writes the labels of one kind of instrument form from a labelled set, for scoring apart.

From heldout12 on, a blind writer marks each instrument `source.form`: "ordinary" (a printed or
common form in ordinary wording, the instruments a land department meets every day) or "trap"
(wording or a layout chosen to be hard). The two halves answer different questions: the ordinary
half says whether the readers of the common parts work on wording nobody tuned on; the trap half
says how far they reach beyond it. Prints nothing (and writes an empty file) for sets without the
mark, so the caller scores the halves only where they exist.

    python3 bench/forms.py --labels L --form ordinary --write OUT.jsonl
"""
import argparse
import json


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--labels", required=True)
    ap.add_argument("--form", required=True, choices=["ordinary", "trap"])
    ap.add_argument("--write", required=True)
    a = ap.parse_args()
    kept = 0
    with open(a.labels, encoding="utf-8") as src, open(a.write, "w", encoding="utf-8") as out:
        for line in src:
            if not line.strip():
                continue
            row = json.loads(line)
            if (row.get("source") or {}).get("form") == a.form:
                out.write(line if line.endswith("\n") else line + "\n")
                kept += 1
    print(kept)


if __name__ == "__main__":
    main()
