#!/usr/bin/env python3
"""Writes heldout4/plss/cases.jsonl and one package per case in plss/input/ from plss_data.py.

    python3 heldout4/plss/build_plss.py [--check]

cases.jsonl holds {"id", "text", "tracts"} per line, the format heldout3/plss/score_plss.py reads.
Each package is `h4p-<id>` with one document `<id>` (CONTRACT.md §2) whose `recording` gives the
state and county only. With --check nothing is written: the command fails if a file differs from
what plss_data.py gives. Standard library only.
"""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import plss_data  # noqa: E402


def case_id(n):
    return f"plss4-{n:03d}"


def outputs():
    files, lines = {}, []
    for n, (state, county, text, tracts) in enumerate(plss_data.CASES, 1):
        cid = case_id(n)
        lines.append(json.dumps({"id": cid, "text": text, "tracts": tracts}, ensure_ascii=False) + "\n")
        package = {"package_id": "h4p-" + cid, "name": cid,
                   "documents": [{"document_id": cid, "file_name": cid + ".txt",
                                  "recording": {"state": state, "county": county}, "text": text}]}
        files[os.path.join(HERE, "input", cid + ".json")] = json.dumps(package, ensure_ascii=False, indent=1) + "\n"
    files[os.path.join(HERE, "cases.jsonl")] = "".join(lines)
    return files


def on_disk(path):
    """The file's text, or None when it cannot be read."""
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="compare with the files on disk instead of writing")
    a = ap.parse_args()
    files = outputs()
    if a.check:
        stale = [path for path, content in files.items() if on_disk(path) != content]
        stale += sorted(set(os.path.join(HERE, "input", n) for n in os.listdir(os.path.join(HERE, "input"))) - set(files))
        if stale:
            print("out of date: " + ", ".join(os.path.relpath(p, HERE) for p in stale))
            sys.exit(1)
        print(f"build_plss --check: {len(plss_data.CASES)} cases match plss_data.py")
        return
    os.makedirs(os.path.join(HERE, "input"), exist_ok=True)
    for path, content in files.items():
        with open(path, "w", encoding="utf-8") as f:
            f.write(content)
    tracts = sum(len(c[3]) for c in plss_data.CASES)
    print(f"wrote {len(plss_data.CASES)} PLSS cases ({tracts} expected tracts) and their packages")


if __name__ == "__main__":
    main()
