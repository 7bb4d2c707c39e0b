#!/usr/bin/env python3
"""Builds input/<id>.json and labels.jsonl from src/<id>.txt and tools/labels_data.py.

    python3 tools/build.py        (run from heldout2/)

Deterministic: the OCR damage in tools/noise.py is seeded by the document id."""
import json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from labels_data import LABELS
from noise import damage

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# id -> (noise level, page header inserted mid-text or None)
NOISE = {
    "mi-wd-kalkaska-1961": (1.0, "LIBER 212          PAGE 389"),
    "il-wd-wabash-1908": (1.0, None),
    "ky-deed-muhlenberg-1924": (2.0, "DEED BOOK 118                                                    PAGE 234"),
    "ms-mineral-deed-jasper-1952": (2.0, None),
    "la-lease-caddo-1936": (1.0, "CONV. 312                        59"),
    "ar-royalty-deed-columbia-1948": (2.0, None),
    "ok-lease-caddo-1979": (1.0, None),
    "ne-sheriffs-deed-kimball-1933": (1.0, "Book 22                   141"),
    "nd-mineral-deed-williams-1951": (2.0, "Book 146 of Deeds                                        page 508"),
    "sd-patent-brown-1891": (1.0, None),
    "tx-lease-reeves-1973": (1.0, "VOL. 311 PAGE 503"),
    "tx-patent-mitchell-1879": (1.0, None),
    "va-executors-deed-wise-1946": (1.0, "DEED BOOK 204 PAGE 312"),
    "ny-deed-allegany-1883": (1.0, "142                                                        59"),
    "wv-lease-ritchie-1903": (2.0, "Lease Book 14, page 212."),
    "al-tax-deed-tuscaloosa-1941": (1.0, None),
    "il-release-mortgage-champaign-1931": (2.0, None),
    "ok-decree-distribution-kingfisher-1955": (1.0, None),
}

# Hand-placed damage: handwritten fill-ins lost to OCR, names broken by the scan.
REPLACE = {
    "ky-deed-muhlenberg-1924": [("this the ____ day of October, 1924", "this the .' ,\\ day of October, 1924")],
    "ok-lease-caddo-1979": [("the ____ day of ______________, 1979", "the ; / day of _'..__ ~~ __, 1979")],
    "mt-row-richland-1974": [("this ____ day of ____________, 19___.", "this _ /  day of _ ~~ ' _, 19_7_."),
                             ("On this ____ day of ____________, 1974", "On this _ ( day of ___ ~ , 1974")],
    "il-release-mortgage-champaign-1931": [("this      day of October, A.D. 1931.", "this ' .~ day of October, A.D. 1931."),
                                           ("seal this      day of October", "seal this ;  day of October")],
    "nd-mineral-deed-williams-1951": [("In presence of:                                 Halvor J. Engebretson",
                                       "In presence of:                                 Halvor J. Engebret son"),
                                      ("Nels P. Kvamme                                  Clara Engebretson",
                                       "Nels P. Kvamme                                  C1ara Engebretsen")],
    "va-executors-deed-wise-1946": [("Martha Louise Collier   (SEAL)", "Martha Louise Col1ier   (SEAL)")],
    "ar-royalty-deed-columbia-1948": [("J. B. Holloway\n                                   Jessie D. Holloway\n\nACK",
                                       "J. B. Ho1loway\n                                   Jessie D. Hollo way\n\nACK")],
}

STATE = {"mi": "MI", "il": "IL", "in": "IN", "ky": "KY", "tn": "TN", "ms": "MS", "la": "LA", "ar": "AR", "ok": "OK",
         "ks": "KS", "ne": "NE", "nd": "ND", "sd": "SD", "mt": "MT", "wy": "WY", "co": "CO", "nm": "NM", "ut": "UT",
         "ca": "CA", "tx": "TX", "va": "VA", "oh": "OH", "ny": "NY", "wv": "WV", "al": "AL", "pa": "PA"}


def protect_words(lab):
    words = set()
    for n in lab["grantors"] + lab["grantees"]:
        words |= set(re.sub(r"[^A-Za-z ]", " ", n).upper().split())
    return words


def main():
    os.makedirs(os.path.join(ROOT, "input"), exist_ok=True)
    ids = sorted(f[:-4] for f in os.listdir(os.path.join(ROOT, "src")) if f.endswith(".txt"))
    assert sorted(LABELS) == ids, set(ids) ^ set(LABELS)
    out = []
    for doc_id in ids:
        assert re.fullmatch(r"[a-z0-9-]+", doc_id), doc_id
        text = open(os.path.join(ROOT, "src", doc_id + ".txt"), encoding="utf-8").read()
        for old, new in REPLACE.get(doc_id, []):
            assert old in text, (doc_id, old)
            text = text.replace(old, new, 1)
        lab = LABELS[doc_id]
        if doc_id in NOISE:
            level, header = NOISE[doc_id]
            text = damage(text, doc_id, protect_words(lab), level, header)
        tr = lab["tracts"]
        county = tr[0]["county"] if tr else ("Loving" if "loving" in doc_id else None)
        rec = {"state": STATE[doc_id[:2]]}
        if county:
            rec["county"] = county
        pkg = {"package_id": doc_id, "name": doc_id,
               "meta": {"set": "heldout2", "synthetic": True, "ocr_noise": doc_id in NOISE},
               "documents": [{"document_id": doc_id, "file_name": doc_id + ".txt", "recording": rec, "text": text}]}
        with open(os.path.join(ROOT, "input", doc_id + ".json"), "w", encoding="utf-8") as f:
            json.dump(pkg, f, indent=2, ensure_ascii=False)
            f.write("\n")
        out.append({"id": doc_id, "source": {"set": "heldout2", "synthetic": True, "ocr_noise": doc_id in NOISE},
                    "labels": lab})
    with open(os.path.join(ROOT, "labels.jsonl"), "w", encoding="utf-8") as f:
        for row in out:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"built {len(out)} packages, {sum(d in NOISE for d in ids)} with OCR noise")


if __name__ == "__main__":
    main()
