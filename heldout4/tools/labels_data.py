"""What an examiner reads in each heldout4 instrument, and how its OCR damage is made.

One entry per instrument: id, state, county (the `recording` of the input), file_name, noise (None,
or a level 1-3 with hand-placed replacements, extra protected words and a page header, as
heldout3/tools/noise.py takes them) and labels in the realdocs label format. Labels are written from
the clean text in src/ (what the page image shows); where a hand-placed replacement destroys a value,
the label follows what remains and the note says so. build.py turns this into input/ and labels.jsonl.
The tract and noise helpers are heldout3's (loaded from its file, not copied).
"""
import importlib.util
import os

_H3 = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                   "heldout3", "tools", "labels_data.py")
_spec = importlib.util.spec_from_file_location("heldout3_labels_helpers", _H3)
_h3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_h3)
plss, texas, lot_block, metes, noise = _h3.plss, _h3.texas, _h3.lot_block, _h3.metes, _h3.noise


def labels(category, grantors, grantees, date, tracts, fee, reservations, notes):
    return {"doc_category": category, "grantors": grantors, "grantees": grantees, "governing_date": date,
            "tracts": tracts, "conveys_fee": fee, "reservations": reservations, "notes": notes}


DOCS = []

DOCS += [
    dict(id="tx-mineral-deed-reagan-1929", state="TX", county="Reagan", file_name="DR18-Pg442.pdf",
         noise=noise(2, replace=[("WITNESS our hands this the 14th day of March, A. D. 1929.",
                                  "WITNESS our hands this the l,:h dav of M~r..  A. D. l9.9.")],
                     header=("DEED RECORDS REAGAN COUNTY VOL 18                    PAGE {page}", 442)),
         labels=labels(
             "mineral_deed", ["HOMER T PETTIBONE", "LETTIE PETTIBONE"], ["R L VANDERGRIFF"], "1929-03-16",
             [texas("SEC 31 BLK 2 GC&SF RY CO SURVEY A-1147, REAGAN COUNTY, TX", "Reagan", section="31", block="2",
                    survey="G. C. & S. F. Ry. Co.", abstract="1147", acres=640),
              texas("N/2 SEC 32 BLK 2 GC&SF RY CO SURVEY A-2390, REAGAN COUNTY, TX", "Reagan", section="32", block="2",
                    survey="G. C. & S. F. Ry. Co.", abstract="2390", aliquots="N/2", acres=320)],
             False, None,
             "Undivided 1/8 mineral interest from a husband and wife (both grantors: 'we, Homer T. Pettibone and his "
             "wife, Lettie Pettibone ... Grantors'). The execution line is destroyed by the OCR (the image shows 14 "
             "March 1929); the label follows what remains: the acknowledgment of 16 March 1929. Traps: the recited "
             "lease to Big Lake Producing Company dated June 4, 1927 (neither its date nor its lessee counts), the "
             "filing and recording dates (23 and 26 March) and the privy examination of the wife. Two tracts, "
             "sections 31 and 32 of Block 2, each with its own abstract; the second is only the N/2.")),
    dict(id="tx-lease-loving-2008", state="TX", county="Loving", file_name="OPR-2008-01733.pdf", noise=None,
         labels=labels(
             "oil_gas_lease", ["PECOS VALLEY RANCH COMPANY", "IRMA JEAN STALLCUP"], ["RED BLUFF LEASE HOLDINGS, L.P."],
             "2008-09-01",
             [texas("SEC 62 BLK 1 W&NW RY CO SURVEY A-1089, LOVING COUNTY, TX", "Loving", section="62", block="1",
                    survey="W. & N. W. Ry. Co.", abstract="1089", acres=640),
              texas("S/2 SEC 19 BLK 29 PSL SURVEY A-3711, LOVING COUNTY, TX", "Loving", section="19", block="29",
                    survey="Public School Land", abstract="3711", aliquots="S/2", acres=320)],
             False, None,
             "Paid-up lease with a stated Effective Date (1 September 2008), which governs; the lessors sign on the "
             "dates of their acknowledgments (18 and 22 September 2008), which are the traps, as is the exhibit's "
             "heading repeating the effective date. Lessor side: a general partnership (signing through its "
             "managing partner, Wendell C. Gaitan, who is not a party) and a widow. The land is only in Exhibit A: "
             "two Texas tracts in different blocks and surveys, the second the S/2 with a wellbore excepted "
             "(the wellbore is no tract). The 960 acres is a total for both tracts.")),
    dict(id="ok-lease-grady-1979", state="OK", county="Grady", file_name="Bk1402-Pg118.pdf",
         noise=noise(2, replace=[("situated in the County of Grady, State of Oklahoma",
                                  "situated in the County of Gra dy, State of 0klahorna")],
                     header=("BOOK 1402                                              PAGE {page}", 118)),
         labels=labels(
             "oil_gas_lease", ["WILBURN O TACKETT", "LAVONNE TACKETT"], ["CHICKASHA BASIN OIL CORPORATION"],
             "1979-07-09",
             [plss("LOTS 3, 4, E/2 SW/4 SEC 31 T7N R7W IM, GRADY COUNTY, OK", "Grady", "OK", "31", "7N", "7W",
                   "Indian", aliquots="E/2 SW/4", lots=["3", "4"], acres=154.32)],
             False, None,
             "Annual-rental (delay rental) lease 'made and entered into the 9th day of July, 1979, by and between' a "
             "husband and wife (both lessors) and a corporation. Execution date in the premises governs (1979-07-09). "
             "Traps: the rental date 'on or before the 9th day of July, 1980', the acknowledgment of 11 July 1979, "
             "the commission expiry 2-14-1982 and the filing stamp of 16 July 1979. One tract: lots 3 and 4 and the "
             "E/2 SW/4 of section 31; the county name in the granting clause is damaged by the OCR.")),
    dict(id="al-wd-tuscaloosa-1948", state="AL", county="Tuscaloosa", file_name="DB388-Pg512.pdf",
         noise=noise(2, header=("DEED BOOK 388                 TUSCALOOSA COUNTY              PAGE {page}", 512)),
         labels=labels(
             "warranty_deed", ["ELIJAH M PRUITT", "BEULAH PRUITT CANTRELL", "JASPER CANTRELL"],
             ["THADDEUS R OVERSTREET"], "1948-04-03",
             [plss("SW/4 NE/4, N/2 SE/4 SEC 14 T21S R9W HUNTSVILLE MERIDIAN, TUSCALOOSA COUNTY, AL", "Tuscaloosa",
                   "AL", "14", "21S", "9W", "Huntsville", aliquots="SW/4 NE/4, N/2 SE/4", acres=120)],
             True, "Coal, iron ore and other minerals excepted (conveyed by a 1907 deed); an undivided 1/2 of the oil "
                   "and gas reserved to the grantors.",
             "Alabama statutory warranty deed ('do grant, bargain, sell and convey' with the four covenants). Three "
             "grantors: a widower, his daughter and her husband; the husband is named among the grantors with no "
             "limitation to a marital right, so he is labelled. Execution date 3 April 1948 governs; traps: the "
             "excepted 1907 coal deed date, the acknowledgment of 5 April, the tax year and the probate judge's "
             "filing certificate of 9 April. Aliquots in words, two parts of one section in one tract; the "
             "minerals excepted by the earlier deed are no tract.")),
    dict(id="nd-probate-decree-divide-1958", state="ND", county="Divide", file_name="Bk64-Pg310.pdf",
         noise=noise(1, protect=["Brekke", "Lunde"]),
         labels=labels(
             "probate", ["HALVOR T BREKKE, DECEASED"],
             ["RAGNA BREKKE", "KNUT H BREKKE", "SOLVEIG B LUNDE", "ARNE BREKKE"], "1958-08-19",
             [plss("NE/4 SEC 22 T161N R97W 5TH PM, DIVIDE COUNTY, ND", "Divide", "ND", "22", "161N", "97W", "5th",
                   aliquots="NE/4"),
              plss("LOTS 1, 2, S/2 NE/4 SEC 2 T161N R97W 5TH PM, DIVIDE COUNTY, ND", "Divide", "ND", "2", "161N",
                   "97W", "5th", aliquots="S/2 NE/4", lots=["1", "2"])],
             False, None,
             "County court final decree of distribution: the decedent on the grantor side, the four heirs listed "
             "with relationship, residence and share on the grantee side. The administrator (Knut H. Brekke) is "
             "also an heir and is labelled as an heir only; the county judge and the register of deeds are not "
             "parties. The decree's date (19 August 1958) governs; traps: the hearing (12 August), the order "
             "fixing it (July 21), the death (4 November 1956), the certified-copy date (August 20) and the "
             "filing stamp (Aug. 25). Two tracts in one township; 319.62 acres is a total, so no acres per tract.")),
]
