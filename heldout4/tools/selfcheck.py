#!/usr/bin/env python3
"""Checks that both scorers read heldout4's labels as intended: writes a fake output tree whose every
value is the label itself, scores it with realdocs' score.py and heldout3's score_plss.py, and fails
unless every figure is 1.000 (a label the scorer cannot key, such as a tract with nothing that
identifies it, would show here). No titlegraph run is involved.

    python3 heldout4/tools/selfcheck.py

Standard library only; the fake tree lives in a temporary folder that is removed afterwards.
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SET = os.path.dirname(HERE)
REPO = os.path.dirname(SET)
SCORE = os.path.join(os.path.dirname(REPO), "shared", "realdocs", "score.py")
if not os.path.exists(SCORE):
    SCORE = "/work/shared/realdocs/score.py"
SCORE_PLSS = os.path.join(REPO, "heldout3", "plss", "score_plss.py")


def write(out, doc_id, kind, resolved):
    folder = os.path.join(out, "api", "documents", doc_id)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, kind + ".json"), "w", encoding="utf-8") as f:
        json.dump({"resolved": resolved}, f)


def perfect(cmd):
    last = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1]
    figures = [kv.split("=") for kv in last.split()[1:]]
    bad = [k for k, v in figures if "." in v and v != "1.000"]
    print(last)
    return not bad


def main():
    with tempfile.TemporaryDirectory() as tmp:
        docs, plss = os.path.join(tmp, "docs"), os.path.join(tmp, "plss")
        with open(os.path.join(SET, "labels.jsonl"), encoding="utf-8") as f:
            for row in map(json.loads, f):
                lab = row["labels"]
                parties = [{"role": "grantor", "canonical_name": n} for n in lab["grantors"]]
                parties += [{"role": "grantee", "canonical_name": n} for n in lab["grantees"]]
                write(docs, row["id"], "parties", {"canonical_parties": parties})
                write(docs, row["id"], "dates", {"governing_date": lab["governing_date"]})
                write(docs, row["id"], "land", {"canonical_tracts": lab["tracts"]})
                write(docs, row["id"], "doc_type", {"doc_category": lab["doc_category"]})
                write(docs, row["id"], "conveyance", {"conveys_fee": lab["conveys_fee"]})
        with open(os.path.join(SET, "plss", "cases.jsonl"), encoding="utf-8") as f:
            for case in map(json.loads, f):
                write(plss, case["id"], "land", {"canonical_tracts": case["tracts"]})
        ok = perfect([sys.executable, SCORE, "--labels", os.path.join(SET, "labels.jsonl"), "--out", docs])
        ok &= perfect([sys.executable, SCORE_PLSS, "--cases", os.path.join(SET, "plss", "cases.jsonl"), "--out", plss])
    if not ok:
        sys.exit("selfcheck: a scorer does not read the labels as written")
    print("selfcheck: both scorers give 1.000 on the labels themselves")


if __name__ == "__main__":
    main()
