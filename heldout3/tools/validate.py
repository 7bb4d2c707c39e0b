#!/usr/bin/env python3
"""Checks heldout3: every input package against CONTRACT.md §2, every label against the realdocs
label format and DOMAIN.md's vocabularies, the sources against the labels, and the PLSS cases.

    python3 heldout3/tools/validate.py

Exits 1 and lists every problem when something is wrong; prints a summary otherwise.
Standard library only.
"""
import datetime
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import build  # noqa: E402
import labels_data  # noqa: E402

ID_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$")
CATEGORIES = {
    "patent": True, "warranty_deed": True, "special_warranty_deed": True, "quitclaim_deed": True, "deed": True,
    "correction_deed": True, "partition_deed": True, "mineral_deed": False, "royalty_deed": False,
    "oil_gas_lease": False, "lease_assignment": False, "lease_release": False, "lease_ratification": False,
    "affidavit_of_heirship": False, "probate": False, "deed_of_trust": False, "mortgage_release": False,
    "right_of_way": False, "other": None,
}
SYSTEMS = {"plss", "texas_survey", "lot_block", "metes_bounds", "other"}
LABEL_KEYS = {"doc_category", "grantors", "grantees", "governing_date", "tracts", "conveys_fee", "reservations", "notes"}
PART = r"(?:NE|NW|SE|SW|N|S|E|W)/[24]"
ALIQUOTS_RE = re.compile(rf"^{PART}(?: {PART})*(?:, {PART}(?: {PART})*)*$")
CAPACITY = re.compile(r",\s*(DECEASED|TRUSTEE|EXECUTRIX|EXECUTOR|SHERIFF|SPECIAL COMMISSIONER)\b.*$")
UNDIRECTED_STATES = {"OH"}  # Ohio surveys number townships and ranges without N/S/E/W

problems = []


def bad(where, what):
    problems.append(f"{where}: {what}")


def valid_date(s):
    try:
        return datetime.date.fromisoformat(s).isoformat() == s
    except (TypeError, ValueError):
        return False


def check_plss_parts(where, t, undirected=False):
    if not re.fullmatch(r"\d+", str(t.get("section") or "")):
        bad(where, f"section {t.get('section')!r} is not a number")
    twp_re, rng_re = (r"\d+", r"\d+") if undirected else (r"\d+[NS]", r"\d+[EW]")
    if not re.fullmatch(twp_re, str(t.get("township") or "")):
        bad(where, f"township {t.get('township')!r} is not like '154N'")
    if not re.fullmatch(rng_re, str(t.get("range") or "")):
        bad(where, f"range {t.get('range')!r} is not like '97W'")
    al = t.get("aliquots")
    if al is not None and not ALIQUOTS_RE.fullmatch(al):
        bad(where, f"aliquots {al!r} are not canonical (CONTRACT §5)")
    lots = t.get("lots", [])
    if not isinstance(lots, list) or not all(isinstance(x, str) and x.isdigit() for x in lots):
        bad(where, f"lots {lots!r} must be a list of numbers written as strings")


def check_inputs():
    ids = {}
    folder = os.path.join(ROOT, "input")
    for name in sorted(os.listdir(folder)):
        where = f"input/{name}"
        if not name.endswith(".json"):
            bad(where, "not a .json package")
            continue
        try:
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                pkg = json.load(f)
        except (OSError, ValueError) as e:
            bad(where, f"unreadable: {e}")
            continue
        if not isinstance(pkg, dict):
            bad(where, "a package is a JSON object")
            continue
        pid = pkg.get("package_id")
        if not isinstance(pid, str) or not ID_RE.fullmatch(pid):
            bad(where, f"package_id {pid!r} does not match {ID_RE.pattern}")
        docs = pkg.get("documents")
        if not isinstance(docs, list) or len(docs) != 1:
            bad(where, "documents must be a list holding exactly one document")
            continue
        doc = docs[0]
        did = doc.get("document_id")
        if not isinstance(did, str) or not ID_RE.fullmatch(did):
            bad(where, f"document_id {did!r} does not match {ID_RE.pattern}")
            continue
        if name != did + ".json":
            bad(where, f"file name does not follow document_id {did!r}")
        if pid != "h3-" + did:
            bad(where, f"package_id {pid!r} is not 'h3-{did}'")
        if did in ids:
            bad(where, f"document_id {did!r} repeated")
        if not isinstance(doc.get("file_name"), str) or not doc["file_name"]:
            bad(where, "file_name missing")
        rec = doc.get("recording")
        if not isinstance(rec, dict) or not re.fullmatch(r"[A-Z]{2}", str(rec.get("state"))) or not rec.get("county"):
            bad(where, "recording must give state (two capitals) and county")
        elif "recorded_date" in rec:
            bad(where, "recording must not give recorded_date (the text alone settles the date)")
        if "path" in doc or not isinstance(doc.get("text"), str) or not doc["text"].strip():
            bad(where, "text must be given inline and be non-empty")
        if doc.get("extraction") is not None:
            bad(where, "extraction must be absent (L0 has to run)")
        ids[did] = doc
    return ids


def check_labels(inputs):
    rows = {}
    with open(os.path.join(ROOT, "labels.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            where = f"labels.jsonl:{n}"
            try:
                row = json.loads(line)
            except ValueError as e:
                bad(where, f"not JSON: {e}")
                continue
            if set(row) != {"id", "source", "labels"} or row.get("source") != {"written_for": "heldout3"}:
                bad(where, "a row is {id, source: {written_for: heldout3}, labels}")
            if row.get("id") in rows:
                bad(where, f"id {row.get('id')!r} repeated")
            rows[row.get("id")] = row
    if set(rows) != set(inputs):
        bad("labels.jsonl", f"ids differ from input/: only labels {sorted(set(rows) - set(inputs))}, "
                            f"only inputs {sorted(set(inputs) - set(rows))}")
    for did, row in rows.items():
        where = f"labels {did}"
        lab = row.get("labels") or {}
        if set(lab) != LABEL_KEYS:
            bad(where, f"label keys {sorted(lab)} are not {sorted(LABEL_KEYS)}")
            continue
        cat = lab["doc_category"]
        if cat not in CATEGORIES:
            bad(where, f"doc_category {cat!r} is not in DOMAIN's vocabulary")
        elif lab["conveys_fee"] is not CATEGORIES[cat]:
            bad(where, f"conveys_fee {lab['conveys_fee']!r} disagrees with DOMAIN's table for {cat} ({CATEGORIES[cat]!r})")
        for side in ("grantors", "grantees"):
            names = lab[side]
            if not isinstance(names, list) or not all(isinstance(x, str) and x.strip() for x in names):
                bad(where, f"{side} must be a list of names")
            elif any(x != x.upper() or "  " in x for x in names):
                bad(where, f"{side} are written upper case with single spaces, as on a runsheet: {names}")
            elif len(set(names)) != len(names):
                bad(where, f"{side} repeat a name")
        gd = lab["governing_date"]
        if gd is not None and not valid_date(gd):
            bad(where, f"governing_date {gd!r} is not YYYY-MM-DD")
        if lab["reservations"] is not None and not isinstance(lab["reservations"], str):
            bad(where, "reservations is a string or null")
        if not isinstance(lab["notes"], str) or len(lab["notes"]) < 200:
            bad(where, "notes must say what the traps are and why the label is what it is")
        rec = (inputs.get(did) or {}).get("recording") or {}
        for i, t in enumerate(lab["tracts"]):
            tw = f"{where} tract {i + 1}"
            if not isinstance(t, dict):
                bad(tw, "a tract is an object")
                continue
            for key in ("identity_phrase", "system", "county", "state"):
                if not t.get(key):
                    bad(tw, f"{key} missing")
            if t.get("system") not in SYSTEMS:
                bad(tw, f"system {t.get('system')!r} not in {sorted(SYSTEMS)}")
            if rec and (t.get("state") != rec.get("state") or t.get("county") != rec.get("county")):
                bad(tw, f"county/state {t.get('county')}/{t.get('state')} differ from the recording {rec.get('county')}/{rec.get('state')}")
            if t.get("system") == "plss":
                check_plss_parts(tw, t, undirected=t.get("state") in UNDIRECTED_STATES)
            elif t.get("system") == "metes_bounds" and t.get("township"):
                if not re.fullmatch(r"\d+[NS]?", str(t["township"])) or not re.fullmatch(r"\d+[EW]?", str(t.get("range"))):
                    bad(tw, "township/range of a metes-and-bounds parcel are numbers (direction optional)")
            elif t.get("system") == "texas_survey":
                if t.get("state") != "TX":
                    bad(tw, "texas_survey outside Texas")
                if not (t.get("abstract") or t.get("survey") or (t.get("section") and t.get("block"))):
                    bad(tw, "a Texas tract needs an abstract, a survey or a section and block")
                if t.get("aliquots") is not None and not ALIQUOTS_RE.fullmatch(t["aliquots"]):
                    bad(tw, f"aliquots {t['aliquots']!r} are not canonical")
            elif t.get("system") == "lot_block" and not (t.get("lot") and t.get("block")):
                bad(tw, "a lot/block tract needs lot and block")
            if "acres" in t and not (isinstance(t["acres"], (int, float)) and t["acres"] > 0):
                bad(tw, f"acres {t['acres']!r} must be a positive number")
    return rows


def words(s):
    return [w for w in re.findall(r"[a-z0-9]+", s.lower()) if len(w) > 1 or w.isdigit()]


def check_sources(rows):
    for doc in labels_data.DOCS:
        did = doc["id"]
        where = f"src/{did}.txt"
        try:
            with open(os.path.join(ROOT, "src", did + ".txt"), encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            bad(where, f"unreadable: {e}")
            continue
        n = len(text.split())
        if not 300 <= n <= 900:
            bad(where, f"{n} words; an instrument here has 300-900")
        vocab = set(words(text))
        lab = doc["labels"]
        for name in lab["grantors"] + lab["grantees"]:
            missing = [w for w in words(CAPACITY.sub("", name)) if w not in vocab]
            if missing:
                bad(where, f"label name {name!r}: {missing} not in the clean text")
        if lab["governing_date"] and lab["governing_date"][:4] not in text:
            bad(where, f"the governing year {lab['governing_date'][:4]} never appears in the clean text")
        spec = doc.get("noise")
        if spec:
            for old, _ in spec["replace"]:
                if old not in text:
                    bad(where, f"hand replacement {old!r} not in the clean text")
    extra = set(f[:-4] for f in os.listdir(os.path.join(ROOT, "src"))) - {d["id"] for d in labels_data.DOCS}
    if extra:
        bad("src", f"sources without labels: {sorted(extra)}")


def check_built():
    """input/ and labels.jsonl must be what build.py makes of src/ and labels_data.py today."""
    for doc in labels_data.DOCS:
        try:
            with open(os.path.join(ROOT, "input", doc["id"] + ".json"), encoding="utf-8") as f:
                if f.read() != build.render(doc):
                    bad(f"input/{doc['id']}.json", "differs from what build.py makes of its source (rebuild)")
        except OSError:
            pass  # already reported by check_labels
    with open(os.path.join(ROOT, "labels.jsonl"), encoding="utf-8") as f:
        if f.read() != "".join(build.label_line(d) for d in labels_data.DOCS):
            bad("labels.jsonl", "differs from labels_data.py (rebuild)")


def check_plss():
    cases = {}
    path = os.path.join(ROOT, "plss", "cases.jsonl")
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            where = f"plss/cases.jsonl:{n}"
            try:
                case = json.loads(line)
            except ValueError as e:
                bad(where, f"not JSON: {e}")
                continue
            if set(case) != {"id", "text", "tracts"}:
                bad(where, f"keys {sorted(case)} are not id, text, tracts")
                continue
            cid = case["id"]
            if not isinstance(cid, str) or not ID_RE.fullmatch(cid) or cid in cases:
                bad(where, f"id {cid!r} invalid or repeated")
            if not isinstance(case["text"], str) or not case["text"].strip():
                bad(where, "text missing")
            if not isinstance(case["tracts"], list) or not case["tracts"]:
                bad(where, "tracts must be a non-empty list")
                continue
            seen = set()
            for i, t in enumerate(case["tracts"]):
                tw = f"{where} tract {i + 1}"
                if set(t) != {"section", "township", "range", "meridian", "aliquots", "lots"}:
                    bad(tw, f"keys {sorted(t)} are not section, township, range, meridian, aliquots, lots")
                    continue
                check_plss_parts(tw, t)
                key = (t["section"], t["township"], t["range"])
                if key in seen:
                    bad(tw, f"section {key} appears twice: one tract per section")
                seen.add(key)
            cases[cid] = case
    folder = os.path.join(ROOT, "plss", "input")
    for cid, case in cases.items():
        try:
            with open(os.path.join(folder, cid + ".json"), encoding="utf-8") as f:
                pkg = json.load(f)
            doc = pkg["documents"][0]
            if pkg["package_id"] != "h3p-" + cid or doc["document_id"] != cid or doc["text"] != case["text"]:
                bad(f"plss/input/{cid}.json", "does not match its case (run plss/build_plss.py)")
        except (OSError, ValueError, KeyError, IndexError) as e:
            bad(f"plss/input/{cid}.json", f"missing or unreadable: {e}")
    extra = {f[:-5] for f in os.listdir(folder)} - set(cases)
    if extra:
        bad("plss/input", f"packages without a case: {sorted(extra)}")
    return cases


def main():
    inputs = check_inputs()
    rows = check_labels(inputs)
    check_sources(rows)
    check_built()
    cases = check_plss()
    if problems:
        print("\n".join(problems))
        print(f"validate: {len(problems)} problem(s)")
        sys.exit(1)
    cats, states = {}, {}
    for row in rows.values():
        cats[row["labels"]["doc_category"]] = cats.get(row["labels"]["doc_category"], 0) + 1
    for doc in inputs.values():
        states[doc["recording"]["state"]] = states.get(doc["recording"]["state"], 0) + 1
    noisy = sum(1 for d in labels_data.DOCS if d.get("noise"))
    tracts = sum(len(c["tracts"]) for c in cases.values())
    print(f"validate: {len(inputs)} instruments ({noisy} with OCR damage), {len(cases)} PLSS cases ({tracts} tracts): OK")
    print("categories: " + ", ".join(f"{k} {v}" for k, v in sorted(cats.items())))
    print("states: " + ", ".join(f"{k} {v}" for k, v in sorted(states.items())))


if __name__ == "__main__":
    main()
