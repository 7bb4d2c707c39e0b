#!/usr/bin/env python3
"""Checks the set: every input parses and has the contract's shape, ids match labels, lengths are realistic."""
import json, os, re, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
rows = [json.loads(l) for l in open(os.path.join(ROOT, "labels.jsonl"), encoding="utf-8") if l.strip()]
files = sorted(f[:-5] for f in os.listdir(os.path.join(ROOT, "input")) if f.endswith(".json"))
ok = True
ids = [r["id"] for r in rows]
if sorted(ids) != files or len(set(ids)) != len(ids):
    print("ids and input files differ:", set(ids) ^ set(files)); ok = False
KEYS = {"doc_category", "grantors", "grantees", "governing_date", "tracts", "conveys_fee", "reservations", "notes"}
CATS = {"patent", "warranty_deed", "special_warranty_deed", "quitclaim_deed", "deed", "correction_deed", "partition_deed",
        "mineral_deed", "royalty_deed", "oil_gas_lease", "lease_assignment", "lease_release", "lease_ratification",
        "affidavit_of_heirship", "probate", "deed_of_trust", "mortgage_release", "right_of_way", "other"}
for r in rows:
    lab = r["labels"]
    pkg = json.load(open(os.path.join(ROOT, "input", r["id"] + ".json"), encoding="utf-8"))
    doc = pkg["documents"][0]
    words = len(doc["text"].split())
    problems = []
    if set(lab) != KEYS: problems.append(f"label keys {set(lab) ^ KEYS}")
    if lab["doc_category"] not in CATS: problems.append("category " + lab["doc_category"])
    if not re.fullmatch(r"[a-z0-9-]+", r["id"]): problems.append("id form")
    if pkg["package_id"] != r["id"] or doc["document_id"] != r["id"]: problems.append("package/document id")
    if not 300 <= words <= 1500: problems.append(f"{words} words")
    if lab["governing_date"] is not None and not re.fullmatch(r"\d{4}-\d\d-\d\d", lab["governing_date"]): problems.append("date form")
    for t in lab["tracts"]:
        if t["system"] not in {"plss", "texas_survey", "lot_block", "metes_bounds", "other"}: problems.append("system")
    if problems:
        ok = False
        print(r["id"], problems)
print(f"{len(rows)} labels, {len(files)} inputs, {len({i[:2] for i in ids})} states:", "OK" if ok else "PROBLEMS")
sys.exit(0 if ok else 1)
