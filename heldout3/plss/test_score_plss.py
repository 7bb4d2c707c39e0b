#!/usr/bin/env python3
"""Tests score_plss.py on a hand-made fake output folder (no titlegraph run involved).

    python3 heldout3/plss/test_score_plss.py

Four cases: one exactly right, one with a wrong aliquot and an extra tract, one exactly right only
after normalisation (leading zeros, T/R prefixes, aliquots without spaces, lots as numbers), and one
whose output is missing. Expected: 4 of 6 tracts right both ways, half the cases exact, 5 of 6 right
on section/township/range alone.
"""
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))


def tract(section, township, range_, aliquots=None, lots=()):
    return {"section": section, "township": township, "range": range_, "meridian": None, "aliquots": aliquots,
            "lots": list(lots)}


CASES = [
    {"id": "t-exact", "text": "T154N-R97W Sec 14: NE/4", "tracts": [tract("14", "154N", "97W", "NE/4")]},
    {"id": "t-wrong", "text": "T154N R97W: Sec 13: W/2; Sec 24: NW/4; Sec 25: ALL",
     "tracts": [tract("13", "154N", "97W", "W/2"), tract("24", "154N", "97W", "NW/4"), tract("25", "154N", "97W")]},
    {"id": "t-normal", "text": "T153N-R94W Sec 2: Lots 1-4, S/2 N/2",
     "tracts": [tract("2", "153N", "94W", "S/2 N/2", ["1", "2", "3", "4"])]},
    {"id": "t-missing", "text": "14-154N-97W NE4", "tracts": [tract("14", "154N", "97W", "NE/4")]},
]

PREDICTED = {
    "t-exact": [{"tract_id": "a", "system": "plss", "section": "14", "township": "154N", "range": "97W",
                 "aliquots": "NE/4", "lots": []}],
    "t-wrong": [{"section": "13", "township": "154N", "range": "97W", "aliquots": "W/2"},
                {"section": "24", "township": "154N", "range": "97W", "aliquots": "NE/4"},
                {"section": "25", "township": "154N", "range": "97W", "aliquots": None},
                {"section": "26", "township": "154N", "range": "97W", "aliquots": "S/2"}],
    "t-normal": [{"section": "02", "township": "T153 N", "range": "R094W", "aliquots": "s/2n/2", "lots": [1, 2, 3, 4]}],
}


class ScorePlssTest(unittest.TestCase):
    def run_scorer(self, *extra):
        with tempfile.TemporaryDirectory() as tmp:
            cases = os.path.join(tmp, "cases.jsonl")
            with open(cases, "w", encoding="utf-8") as f:
                f.write("".join(json.dumps(c) + "\n" for c in CASES))
            for doc_id, tracts in PREDICTED.items():
                folder = os.path.join(tmp, "out", "api", "documents", doc_id)
                os.makedirs(folder)
                with open(os.path.join(folder, "land.json"), "w", encoding="utf-8") as f:
                    json.dump({"document_id": doc_id, "extraction_type": "land",
                               "resolved": {"canonical_tracts": tracts}}, f)
            cmd = [sys.executable, os.path.join(HERE, "score_plss.py"), "--cases", cases, "--out",
                   os.path.join(tmp, "out"), *extra]
            return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout

    def test_figures(self):
        res = json.loads(self.run_scorer("--json"))
        self.assertEqual(res["cases"], 4)
        self.assertEqual(res["missing_or_unreadable"], 1)
        self.assertEqual((res["expected_tracts"], res["predicted_tracts"]), (6, 6))
        self.assertAlmostEqual(res["tract_p"], 4 / 6)
        self.assertAlmostEqual(res["tract_r"], 4 / 6)
        self.assertAlmostEqual(res["tract_f1"], 4 / 6)
        self.assertAlmostEqual(res["cases_exact"], 0.5)
        self.assertAlmostEqual(res["location_f1"], 5 / 6)

    def test_detail_lists_only_the_misses(self):
        out = self.run_scorer("--detail")
        self.assertIn("t-wrong", out)
        self.assertIn("missed   154N-97W sec 24: NW/4", out)
        self.assertIn("extra    154N-97W sec 24: NE/4", out)
        self.assertIn("extra    154N-97W sec 26: S/2", out)
        self.assertIn("t-missing", out)
        self.assertIn("output missing or unreadable", out)
        self.assertNotIn("t-exact", out)
        self.assertNotIn("t-normal", out)
        self.assertTrue(out.strip().splitlines()[-1].startswith("plss: cases=4 "))


if __name__ == "__main__":
    unittest.main()
