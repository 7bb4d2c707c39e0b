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

DOCS += [
    dict(id="tx-partial-assignment-crane-1997", state="TX", county="Crane", file_name="Inst-97-3318.pdf",
         noise=noise(1, protect=["Juno", "Tolliver", "Baskin"]),
         labels=labels(
             "lease_assignment", ["SAND HILLS EXPLORATION, INC."],
             ["JUNO PETROLEUM PARTNERS, LTD.", "TOLLIVER W BASKIN"], "1997-08-01",
             [texas("W/2 SEC 8 BLK 31 H&TC RY CO SURVEY A-544, CRANE COUNTY, TX", "Crane", section="8", block="31",
                    survey="H. & T. C. Ry. Co.", abstract="544", aliquots="W/2", acres=320)],
             False, None,
             "Partial, depth-limited assignment laid out in form fields (Date, Effective Date, Assignor, Assignees, "
             "Lease, Assigned Interest). The stated effective date (August 1, 1997) governs; traps: the field "
             "'Date: October 14, 1997' (execution), the acknowledgment of 20 October, the recited lease of April 3, "
             "1991 with its own lessors and lessee (Whitsett, Kirkwood Drilling Company: not parties), the "
             "commission expiry and the filing date. Two assignees with percentage shares; the officers signing "
             "for the companies are not parties. The lease covers sections 8 and 9, but only the W/2 of section 8 "
             "is assigned: the one tract; the retained E/2 and section 9 are no tracts.")),
    dict(id="tx-release-lien-midland-1976", state="TX", county="Midland", file_name="Vol611-Pg274.pdf", noise=None,
         labels=labels(
             "mortgage_release", ["GILBERT D OCHOA", "CELIA M OCHOA"],
             ["PERMIAN HOMESTEAD SAVINGS AND LOAN ASSOCIATION"], "1976-02-02",
             [lot_block("LOT 11 BLK 4 MESQUITE KNOLL ADDITION SEC 2, MIDLAND, MIDLAND COUNTY, TX", "Midland", "TX",
                        "11", "4", "Mesquite Knoll Addition, Section 2")],
             False, None,
             "Release of a vendor's lien and deed of trust lien by the note holder. Following the set's convention "
             "for mortgage releases, the makers of the note (the mortgagors, a husband and wife named only in the "
             "recital of the note) are on the grantor side and the releasing association on the grantee side; the "
             "deed-of-trust trustee (Arlo V. Spence), the signing officer and the attesting secretary are not "
             "parties. Execution 2 February 1976 governs; traps: the note and deed of trust date (June 12, 1968), "
             "the acknowledgment (4 February) and the filing stamp (FEB 9 1976). Lot and block with a section of "
             "the addition and a plat reference.")),
    dict(id="tx-term-royalty-pecos-1953", state="TX", county="Pecos", file_name="DR88-Pg516.pdf",
         noise=noise(3, protect=["McElroy", "McELROY", "Fairbanks"],
                     replace=[("THE STATE OF TEXAS    )\nCOUNTY OF PECOS       )\n\nBEFORE ME",
                               "THE STATE 0F TEXAS    )\nC0UNTY 0F PEC0S       )\n\nBEFORE ME")],
                     header=("Vol. 88           DEED RECORDS, PECOS COUNTY            Page {page}", 516)),
         labels=labels(
             "royalty_deed", ["W D MCELROY, JR."], ["AGNES FAIRBANKS LOWRY"], "1953-05-29",
             [texas("SEC 112 BLK 10 H&GN RY CO SURVEY A-4417, PECOS COUNTY, TX", "Pecos", section="112", block="10",
                    survey="H. & G. N. Ry. Co.", abstract="4417", acres=640),
              texas("E 160 AC SEC 113 BLK 10 H&GN RY CO SURVEY A-4418, PECOS COUNTY, TX", "Pecos", section="113",
                    block="10", survey="H. & G. N. Ry. Co.", abstract="4418", acres=160)],
             False, None,
             "Non-participating term royalty (1/2 of the royalty for fifteen years and as long thereafter as there "
             "is production). Grantor with a JR suffix written 'McELROY, JR.' in the premises and 'McElroy, Jr.' at "
             "the signature; grantee 'a feme sole'. Execution 29 May 1953 governs; traps: the term start 'June 1, "
             "1953', which is the acknowledgment date as well, and the filing and recording dates (8 and 10 June). "
             "Heavy OCR; the acknowledgment's county caption is damaged. Two tracts: all of section 112 and the "
             "East 160 acres of section 113 (acres, not an aliquot part).")),
    dict(id="tx-executors-deed-fayette-1971", state="TX", county="Fayette", file_name="Vol377-Pg148.pdf",
         noise=None,
         labels=labels(
             "deed", ["MARGARETHE KUBENA HRNCIR, EXECUTRIX"], ["LEROY F SUSTR", "DOLORES ANN SUSTR"], "1971-01-18",
             [texas("48.6 AC JESSE BURNAM LEAGUE A-18, FAYETTE COUNTY, TX", "Fayette", survey="Jesse Burnam League",
                    abstract="18", acres=48.6)],
             True, "An undivided 1/2 of the oil, gas and other minerals excepted (reserved by an earlier owner in "
                   "1931).",
             "Letters testamentary certificate followed by the independent executrix's deed. The executrix is the "
             "grantor with her capacity (the estate of Anton J. Hrncir is the other reading); the decedent and the "
             "county clerk are not labelled. Grantees a husband and wife ('LeRoy' in mixed case in the granting "
             "clause). Execution 18 January 1971 governs; traps: the appointment (9 March 1970) and the clerk's "
             "certificate (11 January 1971) in the letters, the 1931 reserving deed, the acknowledgment (19 "
             "January) and the recording (22 January). Metes and bounds out of a league with an abstract and "
             "acres. Category deed (executor's deed with warranty limited to claims under the estate).")),
    dict(id="tx-ratification-reeves-2014", state="TX", county="Reeves", file_name="Inst-2014-06120.pdf", noise=None,
         labels=labels(
             "lease_ratification", ["DOROTHY LEE KINCANNON WEBB"], ["SALT DRAW OPERATING, LLC"], "2014-06-03",
             [texas("SEC 40 BLK 56 T-7 T&P RY CO SURVEY A-2250, REEVES COUNTY, TX", "Reeves", section="40",
                    block="56", survey="T. & P. Ry. Co.", abstract="2250", acres=652.8)],
             False, None,
             "Ratification with form fields (Date, Ratifying Party, Lessee, Lease, Lands). The ratifying owner is the "
             "grantor side and the present lessee the grantee side; the recited lessors (James Ray and Barbara "
             "Kincannon) and the original lessee (Toyah Creek Resources, LLC) are not parties, and the husband who "
             "joins 'solely to evidence his consent' and claims no interest is not labelled. 'Date: June 3, 2014' "
             "governs; traps: the recited lease date (August 15, 2012), the acknowledgment (June 9), the commission "
             "expiry and the e-recording stamp. Texas land with a T&P block township ('Township 7'), which is not a "
             "PLSS township.")),
]

DOCS += [
    dict(id="tx-divorce-decree-tarrant-1989", state="TX", county="Tarrant", file_name="Vol9731-Pg2045.pdf",
         noise=None,
         labels=labels(
             "other", ["RUSSELL DEAN HOLLOWAY"], ["TAMMY LYNN HOLLOWAY"], "1989-09-28",
             [lot_block("LOT 9 BLK 23 SYCAMORE BEND ADDITION 2ND FILING, FORT WORTH, TARRANT COUNTY, TX", "Tarrant",
                        "TX", "9", "23", "Sycamore Bend Addition, Second Filing")],
             None, None,
             "Final decree of divorce awarding the homestead lot to the wife and divesting the husband: DOMAIN's "
             "vocabulary has no divorce decree, so the category is other and conveys_fee is null (not scored); an "
             "examiner runs it as a conveyance from the divested husband (grantor side) to the wife (grantee side), "
             "and `deed` is a defensible category. Judge, attorneys and the lender of the noted lien are not "
             "parties. The date the decree is SIGNED (September 28, 1989) governs; traps: the hearing date "
             "(September 14, 1989), the marriage and separation dates, the vehicles' model years and the "
             "recording (October 11). Lot and block with a 'Second Filing' of the addition.")),
    dict(id="tx-stipulation-live-oak-1999", state="TX", county="Live Oak", file_name="Vol688-Pg95.pdf", noise=None,
         labels=labels(
             "royalty_deed", ["BERNADETTE FENTRESS KOLB"], ["MARCUS ASHBY TREVINO", "ELENA ASHBY GARZA"], "1999-04-21",
             [texas("200 AC JUAN MONTALVO SURVEY A-311, LIVE OAK COUNTY, TX", "Live Oak", survey="Juan Montalvo",
                    abstract="311", acres=200),
              texas("75.5 AC SURVEY 14 I&GN RR CO A-940, LIVE OAK COUNTY, TX", "Live Oak", section="14",
                    survey="I. & G. N. R.R. Co.", abstract="940", acres=75.5)],
             False, None,
             "Stipulation of interest that also releases, quitclaims and conveys whatever term royalty the heir of "
             "the term grantee may still own to the present mineral owners: run as a royalty conveyance "
             "(royalty_deed; `other` is defensible). Grantor side the stipulating heir; grantee side the two "
             "mineral owners. Everyone else is named only in recitals (the 1966 term royalty deed's parties, the "
             "deceased term grantee). Execution 21 April 1999 governs; traps: the recited deed (March 3, 1966), "
             "the death (November 19, 1990), the end of the fixed term (March 3, 1986), the acknowledgment (23 "
             "April), the commission expiry and the filing (May 3). Two tracts, each by survey and abstract with "
             "acres; the second names a numbered railroad survey ('Survey No. 14').")),
    dict(id="ok-mineral-deed-kingfisher-1944", state="OK", county="Kingfisher", file_name="Bk97-Pg583.pdf",
         noise=noise(2, replace=[("Dated this 2nd day of October, 1944.", "Dated this 2nd day of 0ctobcr, 1944.")],
                     protect=["Fairweather"],
                     header=("BOOK 97 OF DEEDS          KINGFISHER COUNTY          PAGE {page}", 583)),
         labels=labels(
             "mineral_deed", ["ANNA M SCHWEIKHARD", "CARL F SCHWEIKHARD"], ["H L FAIRWEATHER, TRUSTEE"],
             "1944-10-02",
             [plss("SE/4 SEC 21 T16N R7W IM, KINGFISHER COUNTY, OK", "Kingfisher", "OK", "21", "16N", "7W", "Indian",
                   aliquots="SE/4", acres=160),
              plss("N/2 SW/4 SEC 22 T16N R7W IM, KINGFISHER COUNTY, OK", "Kingfisher", "OK", "22", "16N", "7W",
                   "Indian", aliquots="N/2 SW/4", acres=80)],
             False, None,
             "Printed Oklahoma mineral deed with 'parties of the first part' (a widow and a married man) and a "
             "trustee as 'party of the second part' (no trust named). The married man's wife signs and is "
             "acknowledged but joins 'for the sole purpose of relinquishing her homestead and dower rights': not a "
             "grantor (DOMAIN). The OCR damaged the month of the 'Dated this' line ('0ctobcr'); an examiner reads "
             "2 October 1944, which governs; traps: the acknowledgment (4 October), the commission expiry and the "
             "filing (Oct 10). Two tracts in two sections with one township and range written once at the end.")),
    dict(id="ok-orri-assignment-woods-1985", state="OK", county="Woods", file_name="Bk640-Pg377.pdf", noise=None,
         labels=labels(
             "royalty_deed", ["ALVA PLAINS ENERGY, INC."], ["GERALDINE S HOUCK", "MARVIN P HOUCK"], "1985-01-01",
             [plss("NW/4 SEC 8 T27N R17W IM, WOODS COUNTY, OK", "Woods", "OK", "8", "27N", "17W", "Indian",
                   aliquots="NW/4", acres=160),
              plss("LOTS 1-4, S/2 N/2 SEC 3 T27N R17W IM, WOODS COUNTY, OK", "Woods", "OK", "3", "27N", "17W", "Indian",
                   aliquots="S/2 N/2", lots=["1", "2", "3", "4"], acres=321.06)],
             False, None,
             "Assignment of a 1.5% overriding royalty carved from two leases the assignor holds: royalty_deed as "
             "realdocs labels ORRI conveyances (lease_assignment is defensible). Grantees a wife and husband as "
             "joint tenants. The stated effective date (January 1, 1985) governs; execution and acknowledgment are "
             "both 19 February 1985; traps: the two recited leases' dates (May 2 and June 11, 1983) and their "
             "lessors (Dobbs, Strobel: not parties), the commission expiry and the filing. The land is only in "
             "Exhibit A, in compact section-township-range ('Section 8-T27N-R17W', 'Section 3-27N-17W').")),
    dict(id="ok-heirship-garvin-1991", state="OK", county="Garvin", file_name="Bk1205-Pg66.pdf",
         noise=noise(1, protect=["Moberly", "Tidwell"]),
         labels=labels(
             "affidavit_of_heirship", ["CLARENCE EUGENE MOBERLY, DECEASED"],
             ["DWIGHT LEE MOBERLY", "SHARON MOBERLY TIDWELL", "KRISTY DAWN MOBERLY", "JASON RAY MOBERLY"],
             "1991-03-12",
             [plss("E/2 NE/4, NE/4 SE/4 SEC 17 T3N R1W IM, GARVIN COUNTY, OK", "Garvin", "OK", "17", "3N", "1W",
                   "Indian", aliquots="E/2 NE/4, NE/4 SE/4", acres=120)],
             False, None,
             "Affidavit of death and heirship by a disinterested neighbour (not labelled). Decedent on the grantor "
             "side; the heirs are the two living children and the two grandchildren who take their predeceased "
             "father's share by representation. The predeceased wife (Vera Mae) and son (Ronald Gene) are not "
             "heirs. 'Dated this 12th day of March, 1991' is the execution and governs; the jurat (14 March) is "
             "the acknowledgment; traps: the death dates (2 February 1989, August 30, 1984, March 1, 1987), the "
             "commission expiry and the filing. Two aliquot parts of one section in one tract.")),
]

DOCS += [
    dict(id="nm-assignment-eddy-1994", state="NM", county="Eddy", file_name="Bk311-Pg88.pdf", noise=None,
         labels=labels(
             "lease_assignment", ["CAPROCK FRONTIER OIL COMPANY"], ["DARK CANYON PETROLEUM CORPORATION"],
             "1994-11-07",
             [plss("N/2 SEC 16 T19S R29E NMPM, EDDY COUNTY, NM", "Eddy", "NM", "16", "19S", "29E", "New Mexico",
                   aliquots="N/2"),
              plss("SE/4 SW/4 SEC 32 T19S R29E NMPM, EDDY COUNTY, NM", "Eddy", "NM", "32", "19S", "29E", "New Mexico",
                   aliquots="SE/4 SW/4")],
             False, None,
             "Assignment of a whole state lease between two companies introduced as 'party of the first part' and "
             "'party of the second part' and then called assignor and assignee. The premises' execution date "
             "('made this 7th day of November, 1994') governs; traps: the recited lease date (May 1, 1989), the "
             "acknowledgment (9 November), the commission expiry, the State Land Office approval (December 2, "
             "1994, which is not stated to be an effective date) and the county recording (December 14). Signing "
             "officers and the State Land Office director are not parties. Land in a township heading with "
             "'Section 16: N/2' lines; 360 acres is a total.")),
    dict(id="nm-patent-union-1919", state="NM", county="Union", file_name="Patents-Bk14-Pg96.pdf",
         noise=noise(2, protect=["Eusebio", "Valdez", "Martinez", "eleventh", "September", "nineteen", "thousand",
                                  "hundred"],
                     header=("BOOK 14 OF PATENTS               UNION COUNTY             PAGE {page}", 96)),
         labels=labels(
             "patent", ["UNITED STATES OF AMERICA"], ["EUSEBIO VALDEZ MARTINEZ"], "1919-09-11",
             [plss("S/2 NE/4, N/2 SE/4 SEC 27 T24N R33E NMPM, UNION COUNTY, NM", "Union", "NM", "27", "24N", "33E",
                   "New Mexico", aliquots="S/2 NE/4, N/2 SE/4", acres=160)],
             True, "All coal and other minerals reserved to the United States (stock-raising homestead act).",
             "Stock-raising homestead patent: the United States grants to the claimant, named once in the recital "
             "of the register's certificate ('the claim of ... has been established') and then called 'the said "
             "claimant'. President, secretary and recorder of the General Land Office and the county clerk are not "
             "parties. 'GIVEN under my hand ... the eleventh day of September, in the year of our Lord one "
             "thousand nine hundred and nineteen' (written out) is the execution date and governs; traps: the two "
             "statutes (May 20, 1862; December 29, 1916) and the county filing (30 October 1919). Land entirely in "
             "words ('Township twenty-four north of Range thirty-three east'); conveys the fee though the minerals "
             "are reserved.")),
    dict(id="co-row-weld-1982", state="CO", county="Weld", file_name="Rec-1898742.pdf", noise=None,
         labels=labels(
             "right_of_way", ["EMIL R SCHLAGEL", "HILDA M SCHLAGEL"], ["PLATTE VALLEY GATHERING COMPANY"],
             "1982-08-06",
             [plss("E/2 SE/4 SEC 21 T5N R64W 6TH PM, WELD COUNTY, CO", "Weld", "CO", "21", "5N", "64W", "6th",
                   aliquots="E/2 SE/4"),
              plss("W/2 SW/4 SEC 22 T5N R64W 6TH PM, WELD COUNTY, CO", "Weld", "CO", "22", "5N", "64W", "6th",
                   aliquots="W/2 SW/4")],
             False, None,
             "Pipeline right of way whose grantors are only 'the undersigned': their names appear at the signature "
             "lines and in the acknowledgment, nowhere in the granting clause. The execution line is blank ('this "
             "______ day of August, 1982'), so the acknowledgment (6 August 1982) governs; traps: the commission "
             "expiry and the recording stamp (AUG 19 1982). Compact aliquots without spaces (E1/2SE1/4) under a "
             "township heading, two sections.")),
    dict(id="co-dot-larimer-2003", state="CO", county="Larimer", file_name="Rec-20030137725.pdf", noise=None,
         labels=labels(
             "deed_of_trust", ["KRISTIN A OYLER-MANSFIELD", "DEREK J MANSFIELD"], ["FRONT RANGE HOME LENDING, LLC"],
             "2003-10-17",
             [lot_block("LOT 14 BLK 3 COTTONWOOD SHORES SUBDIVISION 3RD FILING, LOVELAND, LARIMER COUNTY, CO", "Larimer",
                        "CO", "14", "3", "Cottonwood Shores Subdivision, Third Filing")],
             False, None,
             "Colorado deed of trust to the Public Trustee. Borrowers on the grantor side (a hyphenated surname), the "
             "lender on the grantee side; the Public Trustee is the trustee, not labelled (as heldout3 labels "
             "deeds of trust). The instrument's date (October 17, 2003, also the acknowledgment) governs; traps: "
             "the recording stamp at the top (10/22/2003), the note's maturity (November 1, 2033) and the "
             "commission expiry. Lot and block of a subdivision filing.")),
    dict(id="wy-release-converse-1999", state="WY", county="Converse", file_name="Bk1022-Pg301.pdf",
         noise=noise(1, protect=["Devereaux", "DEVEREAUX", "Sage"]),
         labels=labels(
             "lease_release", ["LEROY T DEVEREAUX", "ARLENE M DEVEREAUX"], ["SAGE FLAT RESOURCES CORPORATION"],
             "1999-06-30",
             [plss("LOTS 1, 2, S/2 NE/4, SE/4 SEC 4 T35N R71W 6TH PM, CONVERSE COUNTY, WY", "Converse", "WY", "4",
                   "35N", "71W", "6th", aliquots="S/2 NE/4, SE/4", lots=["1", "2"]),
              plss("NE/4 SEC 9 T35N R71W 6TH PM, CONVERSE COUNTY, WY", "Converse", "WY", "9", "35N", "71W", "6th",
                   aliquots="NE/4")],
             False, None,
             "Release by the successor lessee. Following DOMAIN, the lessors it names (husband and wife, 'LeROY' in "
             "mixed case) are on the grantor side and the releasing successor on the grantee side; the original "
             "lessee (Dry Fork Oil Company) appears only in the recital and is not a party. 'Dated this 30th day of "
             "June, 1999' governs; traps: the recited lease date (March 12, 1992), the primary-term expiry (March "
             "12, 1997), the acknowledgment (7 July), the commission expiry and the filing (14 July). Township "
             "heading with two section lines; 480.11 acres is a total.")),
]

DOCS += [
    dict(id="wy-state-patent-campbell-1937", state="WY", county="Campbell", file_name="Bk31-Pg207.pdf",
         noise=noise(2, protect=["Biddlecombe", "twenty-third"],
                     replace=[("County of Campbell, ss.", "County of Carnpbe11, ss.")],
                     header=("BOOK 31 OF DEEDS                                    PAGE {page}", 207)),
         labels=labels(
             "patent", ["STATE OF WYOMING"], ["ORVAL T BIDDLECOMBE"], "1937-03-23",
             [plss("E/2 SEC 36 T50N R72W 6TH PM, CAMPBELL COUNTY, WY", "Campbell", "WY", "36", "50N", "72W", "6th",
                   aliquots="E/2", acres=320)],
             True, "All oil, gas, coal and other minerals reserved to the State of Wyoming.",
             "State school-land patent after a sale at auction: the State of Wyoming grants to the purchaser. "
             "Governor, Secretary of State and Commissioner of Public Lands sign and are not parties (two historic "
             "officeholders' names appear). The governor's execution 'this twenty-third day of March, A.D. 1937' "
             "(day written out, year in digits) governs; traps: the auction date (5th day of May, 1931) and the "
             "county filing (14th day of April, 1937). The county name in the clerk's certificate is damaged by "
             "the OCR. Fee conveyed with all minerals reserved.")),
    dict(id="nd-royalty-deed-burke-1951", state="ND", county="Burke", file_name="Misc49-Pg620.pdf", noise=None,
         labels=labels(
             "royalty_deed", ["GUNNAR M ROSTAD", "INGEBORG ROSTAD"], ["DAKOTA PRAIRIE ROYALTIES"], "1951-08-14",
             [plss("SW/4 SEC 10 T159N R92W 5TH PM, BURKE COUNTY, ND", "Burke", "ND", "10", "159N", "92W", "5th",
                   aliquots="SW/4"),
              plss("W/2 NW/4 SEC 15 T159N R92W 5TH PM, BURKE COUNTY, ND", "Burke", "ND", "15", "159N", "92W", "5th",
                   aliquots="W/2 NW/4")],
             False, None,
             "Indenture royalty deed: husband and wife as 'parties of the first part' (both grantors, the wife "
             "with no limitation), a co-partnership with no company designator as 'party of the second part'. The "
             "date is written out in the premises ('this fourteenth day of August, in the year of our Lord one "
             "thousand nine hundred fifty-one') and governs; the testimonium refers back to it. Traps: the "
             "acknowledgment (20th day of August, 1951), the commission expiry and the filing (Aug. 27). The "
             "notary is also the witness. Aliquots with spaced fractions ('W 1/2 NW 1/4'), one of them broken "
             "across a line; 240 acres is a total.")),
    dict(id="mt-mineral-deed-roosevelt-1967", state="MT", county="Roosevelt", file_name="Doc-148822.pdf",
         noise=None,
         labels=labels(
             "mineral_deed", ["LUCILLE ANN HAUGEN"], ["PAUL H VOGELSANG", "DORIS E VOGELSANG"], "1967-04-03",
             [plss("LOTS 6, 7, E/2 SW/4 SEC 6 T28N R51E MPM, ROOSEVELT COUNTY, MT", "Roosevelt", "MT", "6", "28N",
                   "51E", "Montana", aliquots="E/2 SW/4", lots=["6", "7"]),
              plss("LOT 1, NE/4 NW/4 SEC 7 T28N R51E MPM, ROOSEVELT COUNTY, MT", "Roosevelt", "MT", "7", "28N",
                   "51E", "Montana", aliquots="NE/4 NW/4", lots=["1"])],
             False, None,
             "Statutory-style mineral deed ('FOR VALUE RECEIVED, X, Grantor, does hereby grant ... unto Y'). The "
             "grantor is a married woman with a former name (Brandvold), which is not a second party; her husband "
             "signs 'only to release any marital or homestead interest' and is not labelled. Grantees a couple as "
             "joint tenants. 'Dated this 3rd day of April, 1967' governs; traps: the acknowledgment (5 April), the "
             "commission expiry and the filing (April 11); the recited decree of distribution is undated. Glyph "
             "aliquots (E½SW¼) with lots under a township heading, two sections; 238.40 acres is a total.")),
    dict(id="mt-lease-toole-1983", state="MT", county="Toole", file_name="Doc-201447.pdf",
         noise=noise(2, protect=["Ostby", "Krause", "Teton"],
                     header=("TOOLE COUNTY MONTANA                     DOC 201447  PAGE {page}", 1)),
         labels=labels(
             "oil_gas_lease", ["FIRST TRUST COMPANY OF MONTANA, TRUSTEE", "HELGA OSTBY KRAUSE"],
             ["TETON PLAINS PETROLEUM, INC."], "1983-02-21",
             [plss("LOTS 1, 2, E/2 NW/4, NE/4 SEC 18 T35N R2W MPM, TOOLE COUNTY, MT", "Toole", "MT", "18", "35N", "2W",
                   "Montana", aliquots="E/2 NW/4, NE/4", lots=["1", "2"]),
              plss("N/2 N/2 SEC 20 T35N R2W MPM, TOOLE COUNTY, MT", "Toole", "MT", "20", "35N", "2W", "Montana",
                   aliquots="N/2 N/2")],
             False, None,
             "Annual-rental lease 'made and entered into this 21st day of February, 1983, by and between' a bank as "
             "trustee of a testamentary trust and a widow (lessor side) and a corporation (lessee). The bank is "
             "labelled with its capacity (the trust is the other reading); its signing officer and the notaries "
             "are not parties. The premises' date governs; traps: two acknowledgments in different counties (25 "
             "February and 2 March 1983), the rental date 'one year from this date' and the filing (March 8). "
             "Compact aliquots without spaces (E/2NW/4, N/2N/2) under a township heading; 475.84 acres is a "
             "total.")),
    dict(id="ks-lease-barber-1958", state="KS", county="Barber", file_name="OGL62-Pg331.pdf",
         noise=noise(3, protect=["Kramer", "KRAMER", "Harper", "HARPER"],
                     header=("BOOK 62 OIL AND GAS LEASES          BARBER COUNTY, KANSAS          PAGE {page}", 331)),
         labels=labels(
             "oil_gas_lease", ["WM F KRAMER", "MABEL KRAMER"], ["HARPER-BARBER DRILLING CO."], "1958-01-06",
             [plss("NW/4 SEC 12 T32S R13W 6TH PM, BARBER COUNTY, KS", "Barber", "KS", "12", "32S", "13W", "6th",
                   aliquots="NW/4"),
              plss("S/2 SE/4 SEC 1 T32S R13W 6TH PM, BARBER COUNTY, KS", "Barber", "KS", "1", "32S", "13W", "6th",
                   aliquots="S/2 SE/4")],
             False, None,
             "Kansas printed lease ('THIS AGREEMENT, Entered into this 6th day of January, 1958, between ... "
             "hereinafter called lessor, and ... hereinafter called lessee'). Lessor a husband ('WM.', an "
             "abbreviated given name, kept as written) and his wife, both named as lessors; lessee a company with "
             "a hyphenated name. The premises' date governs; traps: the rental date (6th day of January, 1959, the "
             "same day and month a year on), the acknowledgment ('BE IT REMEMBERED, That on this 8th day of "
             "January'), the commission expiry and the filing (13th day of January). Heavy OCR. No meridian is "
             "written (6th P.M. is implied); 240 acres is a total for the two tracts.")),
]

DOCS += [
    dict(id="ks-qcd-ellis-1996", state="KS", county="Ellis", file_name="Bk612-Pg44.pdf", noise=None,
         labels=labels(
             "quitclaim_deed", ["ELDON J DINKEL", "VERNA L DINKEL"], ["DINKEL FAMILY FARMS, L.L.C."], "1996-03-08",
             [plss("NE/4 SEC 26 T13S R18W 6TH PM, ELLIS COUNTY, KS", "Ellis", "KS", "26", "13S", "18W", "6th",
                   aliquots="NE/4"),
              lot_block("LOT 11 BLK 3 DINKEL'S ADDITION, HAYS, ELLIS COUNTY, KS", "Ellis", "KS", "11", "3",
                        "Dinkel's Addition")],
             True, "Life estate in Tract 1 reserved to the grantors and the survivor; a 2.5-acre school site "
                   "excepted from the NE/4.",
             "Kansas statutory quitclaim ('X, Grantors, ... quitclaim to Y, Grantee') from a husband and wife to "
             "their family LLC, with a 'Dated:' heading (March 8, 1996), which governs (the acknowledgment is the "
             "same day). Traps: the register's stamp at the top (03/12/1996), the tax year, the appointment "
             "expiry and the statute citation. Two tracts of different systems: the NE/4 of a section (the "
             "excepted school site inside it is no tract) and a lot and block. The reserved life estate does not "
             "stop the deed conveying the fee (the remainder).")),
    dict(id="ne-trustees-deed-kimball-2006", state="NE", county="Kimball", file_name="Inst-2006-01482.pdf",
         noise=None,
         labels=labels(
             "deed", ["KATHLEEN R ESCH, TRUSTEE"], ["LARAMIE FORK CATTLE CO."], "2006-11-03",
             [plss("NW/4, N/2 SW/4 SEC 8 T15N R56W 6TH PM, KIMBALL COUNTY, NE", "Kimball", "NE", "8", "15N", "56W",
                   "6th", aliquots="NW/4, N/2 SW/4"),
              plss("ALL SEC 17 T15N R56W 6TH PM, KIMBALL COUNTY, NE", "Kimball", "NE", "17", "15N", "56W", "6th")],
             True, "Oil, gas and other minerals reserved by earlier instruments of record excepted.",
             "Nebraska trustee's deed in the statutory short form ('X, GRANTOR, in consideration of ... received "
             "from GRANTEE, Y, conveys to GRANTEE'). The successor trustee is labelled with her capacity (the "
             "trust is the other reading); the original trustees are named only as deceased in a covenant and "
             "are not parties. 'Executed: November 3, 2006' governs; traps: the trust date (June 9, 1994, three "
             "times), two death dates, the acknowledgment (November 6), the commission expiry and the recording "
             "header at the top (11/09/2006). Category deed (trustee's deed, warranty limited to the trustee's "
             "acts). Two tracts; 880 acres is a total.")),
    dict(id="ut-qcd-uintah-1961", state="UT", county="Uintah", file_name="Bk96-Pg412.pdf",
         noise=noise(2, protect=["Merkley", "MERKLEY", "LeGrande", "LeGRANDE", "Uintah", "UINTAH"]),
         labels=labels(
             "quitclaim_deed", ["LEGRANDE B MERKLEY", "ARVILLA MERKLEY"], ["UINTAH COUNTY"], "1961-07-17",
             [metes("1.00 AC IN SW COR SEC 14 T4S R21E SLM, UINTAH COUNTY, UT", "Uintah", "UT", acres=1.0,
                    section="14", township="4S", range_="21E")],
             True, "Oil, gas and other minerals reserved to the grantors (without surface use); reverter if the road "
                   "use ceases.",
             "Utah statutory quitclaim ('X and Y, his wife, grantors, ... hereby QUIT-CLAIM to Z, grantee') to a "
             "county for a road: a government grantee. Given name in mixed case ('LeGRANDE', 'LeGrande'). The "
             "recorder's stamp is at the top and carries no date. 'WITNESS the hands of said grantors, this 17th "
             "day of July, A. D. 1961' governs; traps: the acknowledgment (22nd day of July), the commission "
             "expiry and the county's acceptance (August 7, 1961). The witness, the notary, the recorder and the "
             "chairman are not parties. One metes-and-bounds strip inside section 14, Salt Lake Base and "
             "Meridian, with its acres.")),
    dict(id="ar-mineral-deed-columbia-1938", state="AR", county="Columbia", file_name="MB12-Pg77.pdf",
         noise=noise(2, protect=["Huckabee", "HUCKABEE", "Lightfoot", "LIGHTFOOT"],
                     replace=[("COUNTY OF COLUMBIA. )", "COUNTY 0F C0LUM8IA. )")]),
         labels=labels(
             "mineral_deed", ["J T HUCKABEE"], ["E B LIGHTFOOT"], "1938-11-22",
             [plss("SE/4 NW/4, E/2 SW/4 SEC 33 T17S R20W 5TH PM, COLUMBIA COUNTY, AR", "Columbia", "AR", "33", "17S",
                   "20W", "5th", aliquots="SE/4 NW/4, E/2 SW/4", acres=120)],
             False, None,
             "Arkansas mineral right deed of an undivided 1/2 by a married man; his wife signs and is separately "
             "acknowledged only to relinquish dower and homestead (Arkansas form), so she is not a grantor "
             "(DOMAIN). Initials-only names. 'WITNESS our hands and seals on this 22nd day of November, 1938' "
             "governs; traps: the acknowledgment (23rd day of November), the commission expiry and the filing (1st "
             "day of December). The county in the acknowledgment caption is damaged. No meridian written (5th "
             "P.M.); aliquots in words with glyph abbreviations, one of them broken across a line.")),
    dict(id="ms-royalty-deed-jasper-1952", state="MS", county="Jasper", file_name="DB61-Pg488.pdf", noise=None,
         labels=labels(
             "royalty_deed", ["BERTIE MAE CLANTON"], ["R C WHITEHEAD, JR."], "1952-10-15",
             [plss("W/2 NE/4, NE/4 NE/4 SEC 19 T1N R12E, JASPER COUNTY, MS", "Jasper", "MS", "19", "1N", "12E", None,
                   aliquots="W/2 NE/4, NE/4 NE/4"),
              plss("N 20 AC NW/4 SE/4 SEC 20 T1N R12E, JASPER COUNTY, MS", "Jasper", "MS", "20", "1N", "12E", None,
                   aliquots="NW/4 SE/4", acres=20)],
             False, None,
             "Mississippi non-participating royalty deed ('I, MRS. BERTIE MAE CLANTON, a widow, do hereby sell, "
             "convey and warrant unto'): the honorific is not part of the name; grantee with a JR suffix. "
             "Execution and acknowledgment are both 15 October 1952, which governs; traps: the late husband's death "
             "(9th day of March, 1947), the recited lease (June 30, 1951, its lessee not a party) and the filing "
             "(October 20). Aliquots written 'W½ of NE¼'; the second tract is '20 acres off the North side of' a "
             "quarter-quarter (labelled as that quarter-quarter with 20 acres). No meridian written.")),
]

DOCS += [
    dict(id="mi-lease-kalkaska-1974", state="MI", county="Kalkaska", file_name="L214-P560.pdf", noise=None,
         labels=labels(
             "oil_gas_lease", ["ALBERT J NOWAK", "STELLA NOWAK", "ALBERT J NOWAK, JR."],
             ["GRAND TRAVERSE ENERGY CORPORATION"], "1974-09-30",
             [plss("S/2 NE/4, SE/4 SEC 20 T27N R7W MM, KALKASKA COUNTY, MI", "Kalkaska", "MI", "20", "27N", "7W",
                   "Michigan", aliquots="S/2 NE/4, SE/4"),
              plss("NW/4 NW/4 SEC 29 T27N R7W MM, KALKASKA COUNTY, MI", "Kalkaska", "MI", "29", "27N", "7W",
                   "Michigan", aliquots="NW/4 NW/4")],
             False, None,
             "Paid-up lease from three lessors: a father and mother who hold a life estate and their son who holds "
             "the remainder. Father and son share a name and differ only by JR: two parties (DOMAIN: JR and SR are "
             "different people). The premises' date ('made and entered into the 30th day of September, 1974') "
             "governs; traps: the acknowledgment (2nd day of October), the commission expiry, the recording (Oct. "
             "8) and the recited source deed. Witnesses and notary are not parties. Michigan 'Town 27 North' "
             "notation with spaced fractions ('S 1/2 of NE 1/4'); 280 acres is a total.")),
    dict(id="il-mortgage-wayne-1939", state="IL", county="Wayne", file_name="Mtg71-Pg205.pdf",
         noise=noise(2, protect=["Brissenden", "BRISSENDEN", "Goldie", "GOLDIE"],
                     header=("BOOK 71 MORTGAGES            WAYNE COUNTY, ILL.            PAGE {page}", 205)),
         labels=labels(
             "deed_of_trust", ["ORVILLE C BRISSENDEN", "GOLDIE M BRISSENDEN"], ["WAYNE COUNTY FARMERS STATE BANK"],
             "1939-03-15",
             [plss("W/2 NW/4 SEC 9 T2S R7E 3RD PM, WAYNE COUNTY, IL", "Wayne", "IL", "9", "2S", "7E", "3rd",
                   aliquots="W/2 NW/4", acres=80),
              plss("S 20 AC SW/4 SW/4 SEC 4 T2S R7E 3RD PM, WAYNE COUNTY, IL", "Wayne", "IL", "4", "2S", "7E", "3rd",
                   aliquots="SW/4 SW/4", acres=20)],
             False, None,
             "Illinois statutory mortgage ('the Mortgagors, X and Y, his wife, ... MORTGAGE AND WARRANT to Z, "
             "Mortgagee'): both spouses are mortgagors (the wife is named as one, not only for homestead, although "
             "the homestead is waived); the bank is the mortgagee. deed_of_trust, as DOMAIN has no mortgage "
             "category. 'Dated this 15th day of March, A.D. 1939' governs; traps: the note 'bearing even date', "
             "its maturity five years after date (not written as a date), the acknowledgment (17th day of March), "
             "the commission expiry and the filing (March 20). Two tracts; the second is the South 20 acres of a "
             "quarter-quarter (labelled as that quarter-quarter with 20 acres).")),
    dict(id="in-sheriffs-deed-gibson-1932", state="IN", county="Gibson", file_name="DR118-Pg41.pdf",
         noise=noise(2, protect=["Stuckey", "STUCKEY", "Patoka", "PATOKA"],
                     replace=[("Kirk's Second Addition to the City of Princeton, Gibson\nCounty, Indiana.",
                               "Kirk's Second Addition to the City of Princeton, Gib son\nCounty, lndiana.")]),
         labels=labels(
             "deed", ["CLARENCE O STUCKEY, SHERIFF"], ["PATOKA VALLEY BUILDING AND LOAN ASSOCIATION"], "1932-12-28",
             [metes("40 AC IN SE/4 SEC 22 T2S R11W 2ND PM, GIBSON COUNTY, IN", "Gibson", "IN", acres=40,
                    section="22", township="2S", range_="11W"),
              lot_block("LOT 7 BLK 4 KIRK'S SECOND ADDITION, PRINCETON, GIBSON COUNTY, IN", "Gibson", "IN", "7", "4",
                        "Kirk's Second Addition")],
             True, None,
             "Sheriff's deed after a mortgage foreclosure, written as an indenture with the sheriff as 'party of the "
             "first part' and the purchasing association as 'party of the second part'. The foreclosed owners "
             "(Loudermilk) are named only in the recital of the suit and are not parties. 'THIS INDENTURE, made this "
             "28th day of December, 1932' governs (the acknowledgment is the same day); traps: the court term, the "
             "decree (10th day of October, 1932), the writ (October 24), the sale (3rd day of December) and the "
             "recording (January 5, 1933, the next year). Category deed. A metes-and-bounds 40 acres inside a "
             "quarter section, and a lot and block.")),
    dict(id="ky-deed-pike-1921", state="KY", county="Pike", file_name="DB122-Pg517.pdf",
         noise=noise(3, protect=["Casebolt", "CASEBOLT", "Alafair", "ALAFAIR", "Slone", "SLONE", "Greenville",
                                  "GREENVILLE", "Hiram", "HIRAM"],
                     header=("DEED BOOK No. 122                  PIKE COUNTY                  PAGE {page}", 517)),
         labels=labels(
             "deed", ["GREENVILLE T CASEBOLT", "ALAFAIR CASEBOLT"], ["HIRAM D SLONE"], "1921-06-09",
             [metes("62 AC ON MARROWBONE CREEK, PIKE COUNTY, KY", "Pike", "KY", acres=62)],
             True, "All coal, oil, gas and other minerals excepted (conveyed to a mineral company by a 1903 deed).",
             "Kentucky deed of bargain and sale made expressly 'without any covenant of warranty': category deed. "
             "Husband and wife are both 'parties of the first part' with no limitation (the wife signs by mark), so "
             "both are labelled; the witness to the mark, the notary and the deputy clerk are not parties. The "
             "premises' date ('this the 9th day of June, 1921') governs; traps: the 1903 mineral deed's date, the "
             "acknowledgment (11th day of June), the commission expiry and the clerk's lodging date (20th day of "
             "June). Heavy OCR. One tract by metes and bounds in poles, identified by county and acres.")),
    dict(id="tn-wd-overton-1926", state="TN", county="Overton", file_name="DB58-Pg233.pdf", noise=None,
         labels=labels(
             "warranty_deed", ["J WILEY COPELAND", "MINNIE B COPELAND"], ["ARCHIE L SPEAR", "LUCY SPEAR"],
             "1926-10-26",
             [metes("84 AC 7TH CIVIL DISTRICT SPRING CREEK, OVERTON COUNTY, TN", "Overton", "TN", acres=84),
              metes("15 AC 8TH CIVIL DISTRICT HANGING LIMB RIDGE, OVERTON COUNTY, TN", "Overton", "TN", acres=15)],
             True, "All oil and gas in both tracts reserved to the grantors; vendor's lien retained for two notes.",
             "Tennessee warranty deed opening with the consideration ('FOR AND IN CONSIDERATION ... we, X and wife, "
             "Y, have this day bargained and sold ... unto A and wife, B'): both couples are parties. 'Witness our "
             "hands this 26th day of October, 1926' governs; traps: the two note maturities (first day of November, "
             "1927 and 1928), the acknowledgment (27th day of October) and the register's entry (November 2). "
             "Adjoining owners named in the calls (Allred, Bilbrey, Qualls) are not parties. Two tracts in civil "
             "districts, by metes and bounds and by adjoiners, each with acres.")),
]


def parcel(phrase, county, state, acres):
    """Land named only by a civil township, a tax parcel and acres (Pennsylvania lease exhibits)."""
    return {"identity_phrase": phrase, "system": "other", "county": county, "state": state, "acres": acres}


DOCS += [
    dict(id="wv-lease-ritchie-1903", state="WV", county="Ritchie", file_name="LB14-Pg203.pdf",
         noise=noise(3, protect=["Haught", "HAUGHT", "Ellsworth", "ELLSWORTH", "Hughes", "HUGHES"],
                     replace=[("Made and entered into this 14th day of April, 1903,",
                               "Made and entered into this l4th dav of Apr11, l9O3,")],
                     header=("LEASE BOOK 14                     RITCHIE COUNTY                    PAGE {page}", 203)),
         labels=labels(
             "oil_gas_lease", ["ELLSWORTH P HAUGHT", "MARTHA J HAUGHT"], ["HUGHES RIVER OIL AND GAS COMPANY"],
             "1903-04-14",
             [metes("112 AC UNION DISTRICT BONE CREEK, RITCHIE COUNTY, WV", "Ritchie", "WV", acres=112)],
             False, None,
             "Early West Virginia lease ('parties of the first part' husband and wife, a company with no "
             "designator beyond 'Company' as 'party of the second part'). The OCR mangled the premises' date "
             "('l4th dav of Apr11, l9O3'), but the acknowledgment restates the instrument's own date ('whose names "
             "are signed to the writing above, bearing date the 14th day of April, 1903'), so the execution date "
             "stays readable and governs; traps: the acknowledgment itself (16th day of April), the commission "
             "expiry (March 8, 1908) and the clerk's admission to record (May 2, 1903). Heavy OCR. The land is "
             "described only by adjoiners and acres in a magisterial district; adjoining owners are not parties.")),
    dict(id="wv-correction-deed-marion-1988", state="WV", county="Marion", file_name="DB1066-Pg72.pdf", noise=None,
         labels=labels(
             "correction_deed", ["DWAYNE E HOLBERT", "SHARON K HOLBERT"], ["RANDALL J PRUNTY", "TERESA A PRUNTY"],
             "1988-08-11",
             [metes("LOT 17 HIGH GATE MEADOWS SUBDIVISION 0.682 AC, MANNINGTON DISTRICT, MARION COUNTY, WV", "Marion",
                    "WV", acres=0.682)],
             True, "Coal, oil, gas and other minerals excepted by predecessors in title remain excepted.",
             "Corrective deed with general warranty between two married couples ('parties of the first part ... "
             "Grantors', 'parties of the second part ... Grantees'). 'made this 11th day of August, 1988' governs; "
             "traps: the corrected deed's date (March 22, 1988), recited twice and said to be the date the "
             "correction relates back to (a recital, not this deed's effective date), the acknowledgment (15th "
             "day of August), the commission expiry and the recording (August 19). The preparing attorney and the "
             "notary are not parties. One lot of a subdivision without a block, described by metes and bounds "
             "with acres.")),
    dict(id="pa-partial-assignment-bradford-2011", state="PA", county="Bradford", file_name="Inst-201114822.pdf",
         noise=None,
         labels=labels(
             "lease_assignment", ["ENDLESS MOUNTAIN LEASEHOLD, LLC"], ["NORTH BRANCH GAS VENTURES LP"], "2011-07-01",
             [parcel("97.3 AC WYSOX TWP TAX PARCEL 40-071.00-014, BRADFORD COUNTY, PA", "Bradford", "PA", 97.3),
              parcel("151.6 AC STANDING STONE TWP TAX PARCEL 35-088.00-031, BRADFORD COUNTY, PA", "Bradford", "PA",
                     151.6)],
             False, None,
             "Partial (undivided 50%) assignment of two leases with a stated Effective Time ('7:00 a.m. Eastern "
             "Time on the 1st day of July, 2011'), which governs; traps: the recorder's header at the top "
             "(8/30/2011), the two acknowledgments (17th and 22nd day of August), the commission expiry and, in "
             "Exhibit A, the two leases' dates (April 12 and September 3, 2008) with their lessors (Kipp; the "
             "Northrup estate by its executrix), who are not parties. Officers and the assignee's general partner "
             "sign for the companies and are not parties. The land is only in the exhibit, by civil township, tax "
             "parcel and acres.")),
    dict(id="pa-qcd-washington-1974", state="PA", county="Washington", file_name="DB1390-Pg256.pdf",
         noise=noise(2, protect=["Sobotka", "SOBOTKA", "Dudash", "DUDASH", "seventy-four", "thousand", "nine",
                                  "hundred"],
                     header=("DEED BOOK VOL. 1390                  WASHINGTON COUNTY              PAGE {page}", 256)),
         labels=labels(
             "quitclaim_deed", ["MARY ANN SOBOTKA"], ["JOSEPH A DUDASH", "HELEN R DUDASH"], "1974-02-05",
             [metes("21.76 AC CECIL TWP, WASHINGTON COUNTY, PA", "Washington", "PA", acres=21.76)],
             True, "The Pittsburgh (River) vein of coal excepted, with mining rights and support waived, as in prior "
                   "deeds.",
             "Pennsylvania indenture quitclaim ('remise, release and quitclaim') of an undivided 1/3 by a widow "
             "with a former name (Dudash), which is not a second party, to her brother-in-law's household as "
             "tenants by the entireties (a couple: two grantees). The premises' date with the year written out "
             "('the 5th day of February, in the year of our Lord one thousand nine hundred and seventy-four') "
             "governs; traps: the will (May 9, 1958) and its probate (October 17, 1961) in the BEING clause, the "
             "acknowledgment (7th day of February, 1974), the commission expiry and the recorder's certificate "
             "(13th day of February). Recital parties (Andrew and Paul Dudash) are not parties. One metes-and-bounds "
             "tract in a civil township.")),
    dict(id="oh-limited-warranty-deed-noble-1999", state="OH", county="Noble", file_name="OR141-Pg655.pdf",
         noise=noise(1, protect=["Okey", "OKEY", "Buckeye", "BUCKEYE"]),
         labels=labels(
             "special_warranty_deed", ["BUCKEYE HILLS TIMBER COMPANY"], ["TERRENCE M OKEY", "JOLENE K OKEY"],
             "1999-09-10",
             [metes("64.217 AC PART SEC 18 T6 R9 OHIO RIVER SURVEY, NOBLE COUNTY, OH", "Noble", "OH", acres=64.217,
                    section="18", township="6", range_="9")],
             True, "All oil, gas and other minerals, including the coal, reserved to the grantor (no surface "
                   "disturbance).",
             "Ohio statutory limited warranty deed ('grants, with limited warranty covenants, to X and Y, husband "
             "and wife, for their joint lives, remainder to the survivor'): special_warranty_deed. Corporate grantor "
             "signing by its president (not a party). 'Executed this 10th day of September, 1999' governs (the "
             "acknowledgment is the same day); traps: the recorder's stamp at the top (09/14/1999), the survey date "
             "(August 3, 1999) and the commission expiry. The preparing attorney and the surveyor are not parties. "
             "One tract: part of a section of the Ohio River Survey (township and range without directions), "
             "metes and bounds in Exhibit A with acres.")),
    dict(id="fl-satisfaction-lee-1972", state="FL", county="Lee", file_name="OR815-Pg209.pdf", noise=None,
         labels=labels(
             "mortgage_release", ["HAROLD V BRUBAKER", "ELOISE T BRUBAKER"],
             ["GULF SHORES FEDERAL SAVINGS AND LOAN ASSOCIATION OF FORT MYERS"], "1972-07-24",
             [lot_block("LOT 22 BLK 6 PALMETTO POINT SUBDIVISION UNIT 3, LEE COUNTY, FL", "Lee", "FL", "22", "6",
                        "Palmetto Point Subdivision, Unit 3")],
             False, None,
             "Florida satisfaction of mortgage by the lender. As for the set's other mortgage releases, the "
             "mortgagors (husband and wife, named only as the makers of the mortgage deed) are on the grantor side "
             "and the satisfying association on the grantee side. The execution date ('this 24th day of July, A.D. "
             "1972') governs; traps: the mortgage's date (19th day of May, A.D. 1965), the recording stamp at the "
             "top (1972 JUL 28), the acknowledgment (25th day of July) and the commission expiry. Witnesses, "
             "officers, the notary and the preparing attorney are not parties. Lot and block of a subdivision "
             "unit.")),
]
