#!/usr/bin/env python3
"""Writes heldout3/input/<id>.json and heldout3/labels.jsonl from src/<id>.txt and labels_data.py.

    python3 heldout3/tools/build.py [--check]

Each package is `h3-<id>` with one document `<id>` (CONTRACT.md §2); `recording` holds the state
and county only (no recorded_date, so the text alone settles the governing date). Instruments
with a `noise` entry get noise.damage() with a seed derived from their id, so a rebuild gives the
same bytes. With --check nothing is written: the command fails if input/ or labels.jsonl differ
from what the sources give. Standard library only.
"""
import argparse
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import labels_data  # noqa: E402
import noise  # noqa: E402

CAPACITY = re.compile(r",\s*(DECEASED|TRUSTEE|EXECUTRIX|EXECUTOR|SHERIFF|SPECIAL COMMISSIONER)\b.*$", re.I)


def seed_for(doc_id):
    return int(hashlib.sha256(doc_id.encode("utf-8")).hexdigest()[:12], 16)


def party_words(labels):
    """Party names without capacity words: what the random OCR pass must leave readable."""
    return [CAPACITY.sub("", n) for n in labels["grantors"] + labels["grantees"]]


def render(doc):
    with open(os.path.join(ROOT, "src", doc["id"] + ".txt"), encoding="utf-8") as f:
        text = f.read()
    spec = doc.get("noise")
    if spec:
        text = noise.damage(text, seed_for(doc["id"]), spec["level"],
                            protect=party_words(doc["labels"]) + spec["protect"],
                            replace=spec["replace"], header=spec["header"])
    package = {
        "package_id": "h3-" + doc["id"],
        "name": doc["id"],
        "documents": [{
            "document_id": doc["id"],
            "file_name": doc["file_name"],
            "recording": {"state": doc["state"], "county": doc["county"]},
            "text": text,
        }],
    }
    return json.dumps(package, ensure_ascii=False, indent=1) + "\n"


def label_line(doc):
    return json.dumps({"id": doc["id"], "source": {"written_for": "heldout3"}, "labels": doc["labels"]},
                      ensure_ascii=False) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true", help="compare with the files on disk instead of writing")
    a = ap.parse_args()
    outputs = {os.path.join(ROOT, "input", d["id"] + ".json"): render(d) for d in labels_data.DOCS}
    outputs[os.path.join(ROOT, "labels.jsonl")] = "".join(label_line(d) for d in labels_data.DOCS)
    stale = []
    for path, content in outputs.items():
        if a.check:
            try:
                with open(path, encoding="utf-8") as f:
                    if f.read() != content:
                        stale.append(path)
            except OSError:
                stale.append(path)
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(content)
    if a.check:
        extra = set(os.listdir(os.path.join(ROOT, "input"))) - {d["id"] + ".json" for d in labels_data.DOCS}
        stale += sorted(extra)
        if stale:
            print("out of date: " + ", ".join(os.path.relpath(p, ROOT) for p in stale))
            sys.exit(1)
        print(f"build --check: {len(labels_data.DOCS)} packages and labels.jsonl match the sources")
        return
    noisy = sum(1 for d in labels_data.DOCS if d.get("noise"))
    print(f"wrote {len(labels_data.DOCS)} packages ({noisy} with OCR damage) and labels.jsonl")


if __name__ == "__main__":
    main()
