#!/usr/bin/env python3
"""Writes one titlegraph input package per PLSS case: plss/input/<id>.json from plss/cases.jsonl.

    python3 heldout3/plss/build_plss.py

Each package is `h3p-<id>` holding one document `<id>` whose text is the case text and nothing
else (no recording block: the description alone has to say where the land is). Standard library only.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    folder = os.path.join(HERE, "input")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(HERE, "cases.jsonl"), encoding="utf-8") as f:
        cases = [json.loads(line) for line in f if line.strip()]
    wanted = set()
    for case in cases:
        package = {"package_id": "h3p-" + case["id"], "name": case["id"],
                   "documents": [{"document_id": case["id"], "file_name": case["id"] + ".txt", "text": case["text"]}]}
        name = case["id"] + ".json"
        wanted.add(name)
        with open(os.path.join(folder, name), "w", encoding="utf-8") as out:
            out.write(json.dumps(package, ensure_ascii=False, indent=1) + "\n")
    for stale in sorted(set(os.listdir(folder)) - wanted):
        os.remove(os.path.join(folder, stale))
    print(f"wrote {len(cases)} packages to {os.path.relpath(folder)}")


if __name__ == "__main__":
    main()
