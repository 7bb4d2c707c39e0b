"""heldout8's instruments: file, recording, labels and OCR damage plan per document (read by the
wrappers in this folder through heldout5's runner of heldout3's tools). Kept-aside material."""


def P(sec, twp, rng, mer, aliquots=None, lots=(), phrase="", county="", state="", acres=None):
    t = {"identity_phrase": phrase, "system": "plss", "county": county, "state": state,
         "section": str(sec), "township": twp, "range": rng, "meridian": mer, "aliquots": aliquots,
         "lots": list(lots)}
    if acres is not None:
        t["acres"] = acres
    return t


def T(county, state, phrase, system, acres=None, **kw):
    t = {"identity_phrase": phrase, "system": system, "county": county, "state": state}
    t.update(kw)
    if acres is not None:
        t["acres"] = acres
    return t


def N(level, protect=(), replace=(), header=None):
    return {"level": level, "protect": list(protect), "replace": list(replace), "header": header}


def D(did, state, county, cat, grantors, grantees, date, tracts, fee, reservations, notes, noise=None):
    for t in tracts:
        t.setdefault("county", county)
        t.setdefault("state", state)
        if not t["county"]:
            t["county"] = county
        if not t["state"]:
            t["state"] = state
    return {"id": did, "file_name": did + ".txt", "state": state, "county": county,
            "labels": {"doc_category": cat, "grantors": grantors, "grantees": grantees,
                       "governing_date": date, "tracts": tracts, "conveys_fee": fee,
                       "reservations": reservations, "notes": notes},
            "noise": noise}


DOCS = [
D("d801", "ID", "Canyon", "patent", ["STATE OF IDAHO"], ["EPHRAIM T. VOSKUIL"], "1912-08-14",
  [P(16, "5N", "2W", "Boise", "SE/4 NW/4, NE/4 SW/4", phrase="SE1/4NW1/4 and NE1/4SW1/4 of Section Sixteen, T5N R2W B.M.", acres=80),
   P(36, "6N", "2W", "Boise", None, ["4"], phrase="Lot Four of Section Thirty-six, T6N, same range", acres=38.14)],
  True, "water rights and ditch right of way reserved to the State",
  "A state school-land patent, not a federal one: the State of Idaho is the grantor. The governing date is the "
  "'Done at the City of Boise' line written in words (fourteenth day of August 1912); the auction of 2 March 1908, "
  "the certificate of sale and the last payment of 19 June 1912 are recitals and the recording on 3 October 1912 is a "
  "stamp. The Governor, the Secretary of State, the Register, the Recorder and his deputy are officials, never parties. "
  "The second tract gives only the township and says 'the same Range and Meridian'.",
  N(2, protect=["Sixteen", "Thirty-six", "Township", "Range", "Meridian", "Lot"])),
D("d802", "IA", "Sioux", "warranty_deed", ["CORNELIUS VAN STAVOREN"], ["JANTJE WIERSEMA HOEKSTRA", "REINT HOEKSTRA"], "1896-04-11",
  [P(22, "95N", "45W", "5th PM", "W/2 NE/4, E/2 NW/4", phrase="west half of the northeast quarter and east half of the northwest quarter of section twenty-two, 95 N, 45 W", acres=160)],
  True, None,
  "Indenture with the date in words in the premises (eleventh day of April 1896); the acknowledgment is two days later "
  "and must not win. The grantee wife is named first with her husband as tenants in common: both are grantees. The "
  "recited source deed from Hendrik Boersma and wife (1887), the railway whose right of way is excepted, the witnesses "
  "and the notary are not parties. Section, township and range are written in lower-case words with numerals.",
  N(1)),
D("d803", "AZ", "Pinal", "warranty_deed", ["MESQUITE HOLLOW LAND COMPANY, L.L.C."], ["MARISELA QUINTANILLA-BROOKE", "DESMOND A. BROOKE"], "2019-10-22",
  [T("Pinal", "AZ", "Lot 217, Block C, Saddleback Trails Unit Three", "lot_block", lot="217", block="C")],
  True, None,
  "E-recorded Arizona warranty deed with a cover block (fee number, escrow number, mail-to a trust that is not a party). "
  "The LLC grants through a corporate manager whose president signs: the corporation and the president are signers, "
  "not grantors. Dated by 'This instrument is signed this 22nd day of October, 2019'; the acknowledgment is a day "
  "later, the acceptance two days later, the operating agreement of 2014 and the declaration are recitals. The plat "
  "lies in a section of the Gila and Salt River meridian but the tract is the platted lot.",
  None),
D("d804", "TX", "Garza", "special_warranty_deed", ["CAPROCK ESCARPMENT RANCH PARTNERS, LTD."], ["WENDELL RAY PETTIBONE", "LORENA OCHOA PETTIBONE"], "2008-07-01",
  [T("Garza", "TX", "612.4 acres out of Section 1104, Block 2, H. & G.N. Ry. Co. Survey, Abstract 377", "texas_survey", acres=612.4,
     section="1104", block="2", abstract="377", survey="H. & G.N. RY. CO.")],
  True, "undivided one-half of the oil, gas and other minerals reserved, non-participating in bonus and rentals",
  "Texas labelled-field form whose Date field is an effective date ('To be effective the 1st day of July, 2008 ... "
  "although signed later'): the effective date governs, not the acknowledgment of 9 July. The lender in whose favour the "
  "vendor's lien is retained, the deed-of-trust trustee, the recited 1991 grantor, the 1952 lessee, the general "
  "partner LLC and its managing member, and the notary are not parties. Save-and-except of a homestead tract is no tract.",
  N(2, protect=["Section", "Block", "Abstract", "Survey"], header=("Garza County Deed Records  Vol. 611  Pg. {page}", 230))),
D("d805", "MO", "Boone", "quitclaim_deed", ["OPAL FENSTERMACHER RUDD", "VERNON L. RUDD", "GLENNA RUDD", "LORETTA RUDD ASHBAUGH"], ["THADDEUS B. KINKEAD"], "1947-03-17",
  [T("Boone", "MO", "metes and bounds tract in the SW/4 of Section 31, T49N, R12W", "metes_bounds", acres=10.5,
     section="31", township="49N", range="12W")],
  True, None,
  "Heirs of an intestate quitclaim to a contract purchaser. The decedent Lloyd H. Rudd is named only as the source of "
  "the heirs' claim, not as a party of this deed. Glenna Rudd is named among the parties of the first part as a "
  "wife with no limitation, so she is a grantor. The testimonium date (17 March 1947) governs over three later "
  "acknowledgments in two states; the death in 1946 and the 1929 purchase from Ignatius Pfeiffer are recitals. "
  "The metes-and-bounds parcel lies in a numbered section and keeps section, township and range.",
  None),
D("d806", "VA", "Halifax", "deed", ["PEYTON ASHBY CARRINGTON, TRUSTEE"], ["GRAYSON TOBACCO WAREHOUSE CORPORATION"], "1931-11-06",
  [T("Halifax", "VA", "92 acres on Polecat Creek, Meadsville Magisterial District, bounded by adjoiners", "metes_bounds", acres=92)],
  True, None,
  "Substitute trustee's foreclosure deed, category deed (special warranty only as to the trustee's own acts, in his "
  "office). The substitute trustee is the grantor in his office; the borrowers Ransom T. Bollinger and wife, the "
  "original trustee (dead), the bank holding the note, the prior grantor Lucinda Faulconer, adjoiners and the notary are "
  "only in recitals or certificates. Dated in the premises (6 November 1931); the deed of trust of 1927, the "
  "appointment of 29 August 1931, the auction of 31 October 1931 and the acknowledgment of 9 November are not it. "
  "The land is described only by adjoiners and acreage.",
  N(2, header=("Deed Book 161   Halifax County   Page {page}", 318))),
D("d807", "WA", "Chelan", "correction_deed", ["HALVORSEN ORCHARD COMPANY"], ["SIGURD P. MAGNUSSON", "INGEBORG L. MAGNUSSON"], "1978-06-12",
  [P(5, "22N", "19E", "Willamette", None, ["3"], phrase="That portion of Government Lot 3 of Section 5, T22N, R19E, W.M.", acres=14.6)],
  True, None,
  "Correction statutory warranty deed with a labelled caption block. The wrong lot and section of the 1977 deed "
  "(Lot 2, Section 6) are quoted only to be corrected and are no tract. Governing date is the 'Dated:' line (12 June "
  "1978); the prior deed of 24 February 1977, its recording on 2 March 1977, the contract of 1974 and the acknowledgment "
  "of 15 June are not it. The president and attesting secretary sign for the corporation. The portion of a government "
  "lot between a railway and a river, less the south 200 feet, is labelled as the lot.",
  N(1)),
D("d808", "NC", "Alamance", "partition_deed", ["SAMPSON L. FAUCETTE", "DELPHINE FAUCETTE ISLEY", "CALVIN R. FAUCETTE"],
  ["SAMPSON L. FAUCETTE", "DELPHINE FAUCETTE ISLEY", "CALVIN R. FAUCETTE"], "1915-09-23",
  [T("Alamance", "NC", "Lot No. 1 of the division of the Absalom Faucette lands, 47 acres", "metes_bounds", acres=47),
   T("Alamance", "NC", "Lot No. 2 of the division, 41 acres", "metes_bounds", acres=41),
   T("Alamance", "NC", "Lot No. 3, residue east of the Snow Camp-Liberty road, 53 acres", "metes_bounds", acres=53)],
  True, "family graveyard on Lot No. 2 reserved to all the heirs",
  "Voluntary partition among three heirs who are both grantors and grantees. Minerva J. Faucette joins 'to release her "
  "inchoate right of dower only' and has a privy examination: not a party. The decedent Absalom Faucette (died 1913), "
  "the county surveyor, adjoiners Boggs and Sharpe and the justice of the peace are not parties. Dated 'this the 23rd "
  "day of September, 1915'; the survey days in August 1915 and the acknowledgment of 25 September are not it. Signatures "
  "use initials (S. L., C. R.). Three allotted lots in poles and bearings, the third only by a road and acreage.",
  N(2, protect=["Lot", "Faucette"])),
D("d809", "OK", "Garvin", "mineral_deed", ["ORVAL G. TIDWELL", "BEULAH MAE TIDWELL"], ["DELMAR W. COYLE", "JUANITA COYLE"], "1952-04-14",
  [P(27, "3N", "1W", "Indian", "SE/4", phrase="SE/4 of Section 27, T3N, R1W, I.M."),
   P(34, "3N", "1W", "Indian", "E/2 NW/4", ["1", "2"], phrase="Lots 1 and 2 and the E/2 NW/4 of Section 34, T3N, R1W")],
  False, None,
  "Oklahoma mineral deed form with the 'not subject to lease rentals' language. Husband and wife grant together: both "
  "are grantors; the grantees take as joint tenants. The 1951 lessee Sinclair Pryor Exploration Co. is named only as "
  "holder of an existing lease. 'Signed and delivered this 14th day of April, 1952' governs over the acknowledgment "
  "(16 April), the commission expiry written 11-3-1954 and the filing stamp of 19 April. Second tract repeats "
  "township and range without the meridian; only a total acreage is given.",
  N(1)),
D("d810", "ND", "McKenzie", "mineral_deed", ["GUNNAR E. LUNDGREN, TRUSTEE", "PHOEBE LUNDGREN STRAND, TRUSTEE"], ["BADLANDS ROYALTY PARTNERS II, L.P."], "1981-09-01",
  [P(19, "152N", "99W", "5th PM", "E/2 SW/4", ["3", "4"], phrase="Section 19: Lots 3, 4, E1/2SW1/4, T152N R99W"),
   P(30, "152N", "99W", "5th PM", "E/2 NW/4", ["1", "2"], phrase="Section 30: Lots 1, 2, E1/2NW1/4, T152N R99W")],
  False, None,
  "Mineral deed by a family trust acting through two co-trustees, labelled as trustees. The effective date has to be "
  "worked out: 7 a.m. on the first day of the month in which the last co-trustee signs, and the signing dates are the "
  "acknowledgments (28 August and 3 September 1981), so the deed is effective 1 September 1981. The trust agreement of "
  "1973, the settlor's death in 1979 and the 1968 lease to Amerada are recitals; the settlor and the lessee are not "
  "parties. Township and range head a small section table in which the sections carry lots and aliquots.",
  None),
D("d811", "NM", "Lea", "royalty_deed", ["HOLLIS D. YARBRO", "ERNESTINE YARBRO"], ["ESTACADO ROYALTY COMPANY"], "1962-01-01",
  [P(11, "16S", "36E", "NMPM", "N/2 SE/4, SE/4 SE/4", phrase="Section Eleven: N/2 SE/4 & SE/4 SE/4, T-16-S, R-36-E"),
   P(14, "16S", "36E", "NMPM", None, phrase="Section Fourteen: All")],
  False, None,
  "Non-participating royalty deed; the husband and wife both grant their community property. Executed on the "
  "acknowledgment date (19 February 1962) but 'effective for all purposes as of the first day of January, 1962', which "
  "governs. The Humble lease of 2 March 1959 is a recital; the grantee's president and secretary sign only an "
  "acceptance; the notary's commission expiry is no date of the deed. Township and range are written once as "
  "'T-16-S' and 'R-36-E' above the sections; Section Fourteen is 'All' (aliquots null).",
  N(1)),
D("d812", "OK", "Caddo", "oil_gas_lease", ["WOLF TAHDOOAHNIPPAH", "WAHKINNEY TAHDOOAHNIPPAH"], ["RED RIVER TRIANGLE OIL SYNDICATE"], "1919-05-21",
  [P(4, "5N", "11W", "Indian", "NW/4", phrase="NW1/4 of Section Four, T5N, R11W, Indian Base and Meridian", acres=160)],
  False, None,
  "Producers 88 form on restricted allotted Indian land. The lessors sign by mark; the husband is introduced as 'Chief' "
  "(an honorific, dropped). The lessee is a common-law trust acting by unnamed trustees: the syndicate is labelled. "
  "Date in words in the preamble (twenty-first day of May, 1919); the acknowledgment of 24 May, the rental deadline of "
  "21 May 1920 and the agency approval of 9 October 1919 are not the governing date. Witnesses to the marks, the "
  "interpreter, the notary, the bank and the acting superintendent are not parties. Hand-placed damage turns the jurat "
  "month into 'Mav' (the jurat is not the governing date).",
  N(3, protect=["Section", "Township", "Range", "Four", "Five", "Eleven", "North", "West", "Northwest", "Quarter", "Meridian"], replace=[("24th day of May, 1919", "24th day of Mav, 1919")])),
D("d813", "WY", "Sublette", "oil_gas_lease", ["UNITED STATES OF AMERICA"], ["SWEETWATER BASIN ENERGY, INC."], "1989-10-01",
  [P(8, "24N", "112W", "6th PM", "SW/4 NE/4, SE/4", phrase="sec. 8, SW1/4NE1/4, SE1/4, T. 24 N., R. 112 W."),
   P(17, "24N", "112W", "6th PM", "N/2 NE/4", ["1", "2", "3", "4"], phrase="sec. 17, lots 1-4, N1/2NE1/4")],
  False, None,
  "Federal BLM offer-and-lease form: the United States is the lessor (signing officer not a party), the offeror the "
  "lessee; the offeror's vice president signs. Four dates compete: the sale date 08/01/89, the offer executed 7 August "
  "1989, the signing officer's date 18 September 1989 and the printed 'EFFECTIVE DATE OF LEASE: OCTOBER 1, 1989', which "
  "governs. The land appears twice (Item 2 as applied for, Item 3 as leased): one tract per section. Lots written as a "
  "range '1-4'; the stipulation's Nov 15 - Apr 30 window and the form revision date are noise.",
  None),
D("d814", "PA", "Susquehanna", "oil_gas_lease", ["LAVERN J. STROUP", "EDNA MAE STROUP", "ANNABETH STROUP KOWALCZYK", "DARIUSZ KOWALCZYK"],
  ["ENDLESS MOUNTAINS GAS PARTNERS, LLC"], "2010-07-02",
  [T("Susquehanna", "PA", "Tax Parcel 106.00-1,044.00,000, Bridgewater Township, 87.31 acres bounded by adjoiners", "other", acres=87.31)],
  False, None,
  "Marcellus paid-up lease 'made as of the date on which it is signed by the last of the Lessors to sign, as shown by "
  "the acknowledgments': the last lessors acknowledge on 2 July 2010, which governs; the first acknowledgment (14 June), "
  "the lessee's signature date (19 July, the lessee is not a lessor), the power of attorney of 2005, the 1961 deed and "
  "the husband's death in 1998 are not it. Edna Mae Stroup is a lessor acting through her son as attorney in fact; the "
  "son is also a lessor in his own right (one party each). The husband is named among the lessors without limitation. "
  "The lessee's attorney in fact, the adjoiners and the notaries are not parties. Land is a tax parcel bounded by adjoiners.",
  N(2, header=("Susquehanna County Recorder of Deeds  Instr 201006612  Page {page} of 3", 1))),
D("d815", "MS", "Jefferson Davis", "oil_gas_lease", ["BURNELL O. MAGEE", "RUBY DEAN MAGEE", "CLIFTON RAY MAGEE", "ESTELLE MAGEE RAWLS"],
  ["OKATOMA DRILLING & EXPLORATION COMPANY, INC."], "1957-10-03",
  [P(22, "7N", "18W", "St. Stephens", "E/2 SW/4, SW/4 SE/4", phrase="E1/2 SW1/4 and SW1/4 SE1/4 of Section 22, T7N R18W St. Stephens Meridian"),
   P(27, "7N", "18W", "St. Stephens", "NW/4 NE/4", phrase="North 20 acres of the NW1/4 NE1/4 of Section 27", acres=20)],
  False, None,
  "Lease by 'the heirs of Mrs. Ozella P. Magee, deceased': the decedent is not a lessor. The wife of one heir is named "
  "among the lessors without any limitation and signs: labelled. One lessor named as rental agent stays a lessor. "
  "Preamble date (3 October 1957) governs; the chancery clerk's acknowledgment of 7 October, the one-year rental "
  "anniversary and the ten-year term are not it. The witness, the clerk and his deputy and the depository bank are not "
  "parties. 'The North 20 acres of' a quarter-quarter is labelled as that quarter-quarter with its 20 acres.",
  N(2, protect=["Section", "Township", "Range", "Quarter", "Half", "North", "West", "East"])),
D("d816", "CO", "Weld", "oil_gas_lease", ["STATE OF COLORADO"], ["FRONT RANGE CRETACEOUS RESOURCES, L.L.C."], "2001-01-01",
  [P(16, "7N", "63W", "6th PM", None, phrase="Section 16: ALL (School Section), T7N R63W 6th P.M."),
   P(36, "7N", "63W", "6th PM", "NW/4, N/2 SW/4", phrase="Section 36: NW/4, N/2 SW/4")],
  False, None,
  "State Land Board lease: the State of Colorado, acting by and through its Board, is the lessor; the Director, the "
  "recording secretary and the lessee's manager sign for their bodies. The 'made this ____ day of ________' line is "
  "blank and the governing date is the effective date in the same sentence (1 January 2001); the auction of 16 November "
  "2000, the signatures of 4 December 2000 and 22 January 2001, the acknowledgment and the commission expiry are not "
  "it. The surface lessee is named only in a covenant. A section table under one township line; Section 16 is ALL.",
  None),
D("d817", "ND", "Mountrail", "lease_assignment", ["LITTLE KNIFE LEASEHOLD FUND III, LLC"], ["PRAIRIE POTHOLE OPERATING, INC."], "2013-10-01",
  [P(4, "155N", "91W", "5th PM", "S/2 N/2", ["1", "2", "3", "4"], phrase="Sec. 4: Lots 1-4, S/2N/2, T155N-R91W"),
   P(9, "155N", "91W", "5th PM", "N/2, S/2", phrase="Sec. 9: N/2 (lease 2) and S/2 (lease 3)"),
   P(10, "155N", "91W", "5th PM", "W/2 SW/4", phrase="Sec. 10: W/2SW/4")],
  False, "overriding royalty reserved; 25% of assignor's interest retained",
  "Partial depth-limited assignment with labelled Assignor/Assignee/Effective Time fields and a markdown Exhibit A. The "
  "lessors and original lessees in the exhibit table (Bakken, a revocable trust, Sorbo, Dakota Landmen Group) are "
  "recited, not parties; the assignor is also an original lessee in row 1. The Effective Time (12:01 a.m., 1 October "
  "2013) governs over the acknowledgments of 6 and 8 November, the purchase agreement of 12 August 2013 and the lease "
  "dates in MM/DD/YYYY. Township and range stand once in the table's column head; Section 9 comes from two rows.",
  N(1, header=("Mountrail County Recorder  Doc. No. 402281  Page {page}", 1))),
D("d818", "OH", "Muskingum", "lease_release", ["GARNET E. SWINGLE", "IVA LUCILLE SWINGLE"], ["BUCKEYE CLINTON SANDSTONE COMPANY"], "1987-04-30",
  [T("Muskingum", "OH", "30 acres in the NE quarter of Section 14, Township 3, Range 8, United States Military Lands", "metes_bounds",
     acres=30, section="14", township="3", range="8")],
  False, None,
  "Release by the holder of a lease by assignment. By convention the lessors (named only in the lease summary block) "
  "are on the grantor side and the releasing holder on the grantee side; the original lessee and assignor Muskingum "
  "Valley Drilling is not a party. Testimonium date (30 April 1987) governs; the lease date of 1979, the assignment of "
  "1981, the acknowledgment of 4 May 1987 and the commission expiry are not it. Vice president, witnesses, notary and "
  "preparer are not parties. United States Military Lands number township and range without directions.",
  N(2, protect=["Section", "Township", "Range", "Quarter", "Military"])),
D("d819", "AL", "Tuscaloosa", "lease_release", ["LUTHER Q. BANKHEAD-PRUITT", "DOVIE ANN PRUITT"], ["BLACK WARRIOR COALBED METHANE PARTNERS"], "1984-01-09",
  [P(15, "20S", "9W", "Huntsville", "SW/4 SE/4, S/2 NW/4 SE/4", phrase="Section 15: SW1/4 of the SE1/4 and S1/2 of the NW1/4 of the SE1/4, T20S R9W Huntsville Meridian"),
   P(22, "20S", "9W", "Huntsville", "NW/4 NE/4", phrase="Section 22: part of the NW1/4 NE1/4 lying north of the Gainesville Road")],
  False, None,
  "Partial release by a general partnership acting through its managing-partner corporation and that corporation's "
  "executive vice president: the partnership is the releasing lessee; its two partners are named only in the recital. "
  "The lessors (husband and wife) are named in the recital and stand on the grantor side by convention. The release is "
  "'effective from and after the anniversary date ... to wit, January 9, 1984', which governs over the execution "
  "(28 December 1983), the acknowledgment (3 January 1984), the lease date (9 January 1981) and 7/22/86. A part of a "
  "quarter-quarter 'lying north of' a road is labelled as that quarter-quarter; the thrice-divided part joins its section.",
  N(3, protect=["Section", "Township", "Range", "Huntsville", "Meridian", "South", "West"])),
D("d820", "TX", "Karnes", "lease_ratification", ["CELESTINE PAWELEK MOCZYGEMBA"], ["ESCONDIDO SHALE OPERATING COMPANY"], "1981-04-14",
  [T("Karnes", "TX", "197.5 acres out of the Jose Antonio Navarro Survey No. 14, Abstract No. 218", "texas_survey", acres=197.5,
     survey="JOSE ANTONIO NAVARRO", abstract="218")],
  False, None,
  "Ratification by a non-participating royalty owner who is not a lessor: she is the ratifying owner, and the present "
  "lessee (a successor by merger, named in a recital) is the other side; the original lessors Jaskinia and wife and the "
  "original lessee Cibolo Creek Petroleum are recited, as are Stanislaus Pawelek (whose will passed the royalty) and the "
  "1951 deed. 'EXECUTED this 2nd day of June, 1981, but effective ... as of the date of first production ... April 14, "
  "1981': the effective date governs. The acknowledgment (8 June, in another county) and the lease date (1980) are not it.",
  None),
D("d821", "MT", "Dawson", "lease_ratification", ["AUGUSTUS H. BRINKERHOFF", "CLEMENTINE BRINKERHOFF"], ["THE CABIN CREEK OIL COMPANY"], "1955-07-20",
  [P(10, "16N", "55E", "Montana PM", "N/2 NE/4, SE/4 NE/4", phrase="Section Ten, N1/2 NE1/4 and SE1/4 NE1/4, T16N R55E M.P.M."),
   P(11, "16N", "55E", "Montana PM", "W/2 NW/4", phrase="Section Eleven, W1/2 NW1/4")],
  False, None,
  "Extension and ratification before the primary term runs out. The wife signs 'both as an owner and to release' dower "
  "and homestead: she is an owner, so she is labelled (unlike a spouse who joins only to release). The present lessee "
  "by mesne assignments is the other side; the original lessee copartnership is recited. Date in words in the preamble "
  "(twentieth day of July, nineteen hundred fifty-five); the lease date (5 August 1950), the old and new expiries "
  "(1955, 1958), the rental date, the acknowledgment (22 July) and the commission expiry are not it. Land entirely in words.",
  None),
D("d822", "TX", "Reeves", "affidavit_of_heirship", ["TOMAS ALVARADO VILLEGAS, DECEASED"],
  ["ROSALINDA VILLEGAS OCHOA", "ARTURO S. VILLEGAS", "MARCO ANTONIO VILLEGAS", "LUZ ELENA VILLEGAS PEREA"], "1999-02-17",
  [T("Reeves", "TX", "All of Section 28, Block 56, Township 3, T. & P. RR. Co. Survey, Abstract 4409", "texas_survey", acres=640,
     section="28", block="56", abstract="4409", survey="T. & P. RR. CO."),
   T("Reeves", "TX", "N/2 of Section 9, Block 4, H. & G. N. RR. Co. Survey, Abstract 1187", "texas_survey", acres=320,
     section="9", block="4", abstract="1187", survey="H. & G. N. RR. CO.", aliquots="N/2")],
  False, None,
  "Disinterested-neighbour affidavit: the affiant is never a party. The decedent (with two also-known-as names, one "
  "party) is the grantor side; heirs are the two living children and the two grandchildren who take by representation "
  "of a son who died in 1994; the predeceased wife and the dead son are not heirs. Only the jurat dates the instrument "
  "(17 February 1999); the death (23 November 1997), the wife's death, the 1946 deed and the commission expiry are "
  "not it. Texas railway sections with block, township and abstract; the second tract is the North One-half. "
  "Hand-placed damage turns the first abstract number into '44O9'; the label keeps 4409, as an examiner reads it.",
  N(3, protect=["Section", "Block", "Abstract", "Survey", "Township"], replace=[("Abstract No. 4409", "Abstract No. 44O9")])),
D("d823", "SD", "Harding", "affidavit_of_heirship", ["KNUT O. TVEIT, DECEASED"], ["ANSGAR P. TVEIT", "HULDA TVEIT RASMUSSEN", "TORVALD K. TVEIT"], "1948-04-05",
  [P(33, "21N", "6E", "Black Hills", "NE/4, N/2 SE/4", phrase="NE1/4 and N1/2SE1/4 of Section Thirty-three, T21N R6E B.H.M."),
   P(34, "21N", "6E", "Black Hills", "SW/4", phrase="SW1/4 of Section Thirty-four")],
  False, None,
  "The affiants are themselves two of the heirs (interested affiants, labelled as heirs, not as affiants); the third "
  "heir is a minor grandson by representation of a son who died in 1937. The predeceased wife, the dead son, the "
  "minor's mother and guardian, the mortgagee bank, the notary and the register of deeds are not parties. Only the "
  "jurat dates it (5 April 1948); the death in January 1944, 1939, 1937, the filing stamp of 7 April and the "
  "commission expiry are not it. Black Hills Meridian, sections and township in words with numerals.",
  N(2, protect=["Section", "Township", "Range", "Meridian", "Quarter", "Half"])),
D("d824", "CA", "Kern", "probate", ["BARTHOLOMEW J. QUIGGLE, DECEASED"], ["HONORA QUIGGLE LASSITER", "LEANDER P. QUIGGLE"], "1921-03-14",
  [P(6, "30S", "28E", "Mount Diablo", "S/2 NW/4", ["3", "4"], phrase="S1/2 NW1/4 and Lots three and four of Section Six, T30S R28E M.D.B.&M.", acres=153.72),
   P(20, "29S", "28E", "Mount Diablo", "W/2", phrase="undivided 1/4 of the oil and mineral rights under the W1/2 of Section Twenty, T29S R28E")],
  False, None,
  "Decree of distribution in a testate estate. The executrix is also a devisee: one party, labelled by name as an heir. "
  "The residuary legatee church takes money and personal property only and is not an heir of land. Court's signing "
  "date 'Done in open court this 14th day of March, 1921' governs; the death (1919), the admission of the will (1920), "
  "the filing the same day and the recording of 22 March are not it. Judge, clerk, deputy, recorder and the syndicate "
  "named as a source are not parties. The second tract is a mineral interest under a half section.",
  None),
D("d825", "IL", "Champaign", "probate", ["LEMUEL F. DRAKEFORD, DECEASED"],
  ["CYNTHIA A. DRAKEFORD", "SILAS M. DRAKEFORD", "ORPHA DRAKEFORD GULICK", "ELLERY DRAKEFORD", "MABEL DRAKEFORD"], "1904-06-08",
  [P(12, "17N", "10E", "3rd PM", "NE/4", phrase="North East quarter of Section Twelve, T17N R10E 3rd P.M."),
   P(1, "17N", "10E", "3rd PM", "E/2 SW/4", phrase="East half of the South West quarter of Section One, same Township and Range"),
   T("Champaign", "IL", "Lot Nine in Block Four of Tolono Station Addition", "lot_block", lot="9", block="4")],
  False, None,
  "County-court order declaring heirship. The administrator is also a son and heir: one party, labelled by name. Heirs "
  "are the widow, a son, a daughter (her husband is named only to identify her) and two minor grandchildren per stirpes "
  "through a son who died in 1899 (not an heir). Witnesses, the judge and the clerk are not parties. The order's date in "
  "words (eighth day of June, nineteen hundred and four) governs; the death (29 October 1903), the clerk's certificate "
  "(14 June) and the recording (20 June) are not it. 'The same Township and Range' carries T17N R10E to Section One.",
  N(2, protect=["Section", "Township", "Range", "Lot", "Block", "Twelve", "One", "Seventeen", "Ten"])),
D("d826", "TN", "Cumberland", "deed_of_trust", ["RAYBURN E. SHOCKLEY", "NADINE C. SHOCKLEY"], ["CUMBERLAND PLATEAU BANK"], "1999-09-17",
  [T("Cumberland", "TN", "Lot No. 41 in Block D of Lake Tansi Highlands, Section Two", "lot_block", lot="41", block="D")],
  False, None,
  "Bank deed of trust with a prepared-by and return-to block naming the lender twice before the parties. Borrowers are "
  "husband and wife; the trustee (an attorney) is never labelled; the beneficiary bank is the grantee side. 'This Deed of "
  "Trust is made on September 17, 1999' governs; the note of the same date, the maturity (1 October 2029), the source "
  "deed of 1986 from Odell Hixson and wife, the acknowledgment of 20 September and the commission expiry are not it. "
  "The notary's hyphenated surname repeats a recited grantor's. Lot and block in a numbered section of a subdivision.",
  N(1)),
D("d827", "WI", "Dodge", "deed_of_trust", ["FRIEDRICH W. SCHOENKNECHT", "WILHELMINA SCHOENKNECHT"], ["JUNEAU SAVINGS AND LOAN SOCIETY"], "1889-10-01",
  [P(9, "11N", "17E", "4th PM", "SE/4 NW/4, SW/4 NE/4", phrase="SE quarter of the NW quarter and North twenty acres of the SW quarter of the NE quarter of Section nine, Town 11 N, Range 17 E", acres=60)],
  False, None,
  "Nineteenth-century Wisconsin mortgage written as a fee conveyance with a defeasance proviso: category deed_of_trust. "
  "Husband and wife are both mortgagors; the savings society is the mortgagee. Date in words in the premises (first day "
  "of October, 1889); the maturity (1 October 1894), the acknowledgment (4 October) and the register's receipt "
  "(5 October) are not it. A witness is also the notary; neither is a party. 'Town number eleven' for township, no "
  "meridian written (Fourth Principal by the state); 'North twenty acres of' a quarter-quarter is that quarter-quarter. "
  "Hand-placed damage makes the township 'Town nurnber eleven (1l) North'; the label keeps 11N.",
  N(3, protect=["Section", "Town", "Range", "quarter", "North-West", "North-East", "South-East", "South-West", "nine", "eleven", "seventeen"], replace=[("Town number eleven (11) North", "Town nurnber eleven (1l) North")])),
D("d828", "MN", "Marshall", "mortgage_release", ["OLAF H. BJERKETVEDT", "SIGRID BJERKETVEDT"], ["FARMERS AND MERCHANTS STATE BANK OF WARREN"], "1933-01-11",
  [P(18, "155N", "46W", "5th PM", "NW/4", phrase="NW1/4 of Section Eighteen, T155N R46W 5th P.M.")],
  False, None,
  "Satisfaction on a Minnesota uniform blank. The mortgagors (named only in the description of the mortgage) are the "
  "grantor side, the satisfying bank the grantee side. The son who assumed and paid the debt and to whom the "
  "satisfaction is delivered is not a party; his purchase deed of 1 December 1932 is a recital. Testimonium date "
  "(11 January 1933, also the acknowledgment) governs; the mortgage date and its filing in March 1927 and the register's "
  "filing of 16 January 1933 are not it. President, cashier, witnesses (one is also the notary) and register are not parties.",
  N(2, header=("Marshall County  Book 9 Satisfactions  Page {page}", 51))),
D("d829", "CO", "Boulder", "mortgage_release", ["EVANDER T. QUACKENBUSH", "PHILIPPA ROWE-QUACKENBUSH"], ["ARAPAHOE MORTGAGE SERVICING CORPORATION"], "1996-08-22",
  [T("Boulder", "CO", "Lot 9, Block 3, Table Mesa Subdivision Filing No. 2", "lot_block", lot="9", block="3")],
  False, None,
  "Colorado two-part statutory form: the current holder's request and the public trustee's release. The borrowers are "
  "the grantor side; the releasing lender is the current holder by assignment (the original lender is recited). The "
  "public trustee and his deputy execute the release in their office and are never labelled (they are the deed-of-trust "
  "trustee). The release itself is 'Dated: August 22, 1996' and governs; the request's 'Date: August 5, 1996' (its "
  "acknowledgment the same day) is the request, and the deed of trust dates of 1988 and the reception stamp of 26 August "
  "are not it. An examiner could take the request date; the label follows the operative release.",
  None),
D("d830", "LA", "Acadia", "right_of_way", ["ALCIDE JOSEPH THIBODEAUX"], ["BAYOU NEZPIQUE GAS TRANSMISSION CORPORATION"], "1949-03-09",
  [T("Acadia", "LA", "82 arpents in Section 37, T9S, R1E, Louisiana Meridian, bounded by adjoiners and Bayou Nezpique", "metes_bounds",
     section="37", township="9S", range="1E")],
  False, None,
  "Louisiana pipeline servitude in authentic form. The wife is named beside her husband as one of the 'Grantors' in the "
  "opening, but a later paragraph says the land is his separate property and she signs only to consent and renounce: "
  "by convention she is not labelled. 'THUS DONE AND SIGNED ... on the 9th day of March, 1949' governs; the 1938 act of "
  "sale, its notary, the succession sellers and adjoiners, the witnesses, the notary and the deputy clerk's filing of "
  "14 March are not parties or dates. Area in arpents (not acres, so no acres); an irregular section 37 of a "
  "French-grant township.",
  None),
D("d831", "SC", "Hampton", "right_of_way", ["LUCIUS MARION BOWERS", "CASSIUS LAMAR BOWERS"], ["PALMETTO ELECTRIC COOPERATIVE, INC."], "2004-04-19",
  [T("Hampton", "SC", "Tract B, 46.20 acres, Varnville Township, Tax Map 157-00-00-044", "other", acres=46.2)],
  False, None,
  "Cooperative electric easement whose grantors are introduced only as 'the undersigned owner or owners' and appear in a "
  "signature table with printed names (labelled by the printed full names; the signatures abbreviate the middle name). "
  "The spouse signs 'only to release any dower or marital interest': not labelled; the remainderman signs as an owner "
  "and is labelled. No dated line: the signature-date fields (4/12/2004 twice, 4/19/2004) make the instrument complete "
  "on the last signature, 19 April 2004; the witness's probate sworn on 20 April, the 1999 plat and the commission expiry "
  "are not it. Witnesses, the notary and the surveyor are not parties.",
  N(1)),
D("d832", "KS", "Trego", "other", ["REINHOLD F. DIETZ", "ELFRIEDA M. DIETZ"], ["HIGH PLAINS GEOPHYSICAL SERVICES, INC."], "1997-03-05",
  [P(14, "13S", "23W", "6th PM", "NE/4, N/2 SE/4", phrase="Section 14, T13S, R23W: NE/4 and N/2 SE/4"),
   P(13, "13S", "23W", "6th PM", "NW/4", phrase="Section 13: part of the NW/4 lying west of Big Creek")],
  None, None,
  "A seismic permit that says it conveys nothing: category other, conveys_fee null; its two sides are the landowners "
  "(labelled-field block) and the permittee. It is complete on the last signature, the permittee's party chief on "
  "5 March 1997 (the permit period also runs from the last signature); the landowners' signatures and acknowledgment "
  "of 3 March, the end of the permit period (30 June 1997), the 1994 lease to Saline River Oil Corporation (not a "
  "party), the 1996 damage schedule and the appointment expiry are not it. A part 'lying west of Big Creek' is "
  "labelled as the quarter.",
  None),
D("d833", "KS", "Barton", "royalty_deed", ["GOTTLIEB A. REIFSCHNEIDER"], ["WICHITA ROYALTY HOLDING COMPANY"], "1974-10-01",
  [P(26, "19S", "13W", "6th PM", "E/2", phrase="East Half (E2) of Section Twenty-six, T19S R13W 6th P.M., except 5 acres"),
   P(2, "20S", "13W", "6th PM", "S/2 NE/4", ["1", "2"], phrase="Government Lots One and Two and S2 NE4 of Section Two, T20S R13W")],
  False, None,
  "Term royalty deed by one man individually (first tract) and as trustee of a farm trust (second tract): one party, "
  "labelled by name. Three dates: 'dated for identification the sixteenth of September, 1974', the acknowledgment on "
  "which it was signed (23 September) and 'October 1, 1974, which date the parties fix as the effective date': the "
  "effective date governs. The trust agreement (1969), the 1971 lease to Pawnee Rock Petroleum, the fifteen-year term and "
  "the appointment expiry are not it. Fractions written 'E2', 'S2 NE4'; the school-district exception is no tract.",
  N(2, protect=["Section", "Township", "Range", "Lots", "Half", "Quarter"])),
D("d834", "TX", "Rusk", "mineral_deed", ["OBADIAH Q. STRICKLAND"], ["RANSOM D. WHITEHURST, TRUSTEE", "ALPHEUS B. CARROLLTON, TRUSTEE"], "1938-03-11",
  [T("Rusk", "TX", "48 acres of the Isaac Van Zandt Headright Survey, Abstract No. 782", "texas_survey", acres=48,
     survey="ISAAC VAN ZANDT", abstract="782"),
   T("Rusk", "TX", "21.5 acres out of the Thomas J. Rusk Survey, Abstract No. 687", "texas_survey", acres=21.5,
     survey="THOMAS J. RUSK", abstract="687")],
  False, None,
  "East Texas mineral deed to an express trust acting by two trustees, who are the grantees (labelled as trustees). The "
  "wife joins 'pro forma ... for the sole purpose of releasing any homestead claim' and signs and is privily examined: "
  "not a party. The testimonium date 'this the eleventh day of March, A. D. 1938' governs over the acknowledgment "
  "(14 March), the source deeds of 1921 and 1925 (W. P. Tutt and wife, Minerva Oliphant) and the 1937 lease to "
  "Gladewater Crude Oil Company. A survey is named for a historic person (Thomas J. Rusk) in the county of that name.",
  None),
D("d835", "MI", "Midland", "oil_gas_lease", ["JOZEF WISNIEWSKI", "APOLONIA WISNIEWSKI"], ["SAGINAW BAY OIL DEVELOPMENT COMPANY"], "1939-06-12",
  [P(31, "14N", "1W", "Michigan", "E/2 SW/4", ["1", "2"], phrase="Southwest fractional quarter of Section Thirty-one (Lots One and Two and E1/2 SW1/4), T14N R1W Michigan Meridian", acres=153.4),
   P(32, "14N", "1W", "Michigan", "SE/4 SW/4", phrase="West twenty acres of the SE1/4 SW1/4 of Section Thirty-two of said Town and Range", acres=20)],
  False, None,
  "Michigan printed lease by husband and wife as tenants by the entireties, both lessors. Preamble date (12 June 1939) "
  "governs; the acknowledgment (15 June), the rental deadline (12 June 1940), the ten-year term and the commission "
  "expiry are not it. A witness is also the notary. The 'Southwest fractional quarter' is spelled out as two lots and a "
  "half-quarter (lots as a list plus E/2 SW/4); 'Town' for township; the second section borrows 'said Town and Range'; "
  "'the West twenty acres of' a quarter-quarter is that quarter-quarter.",
  None),
D("d836", "NE", "Hitchcock", "lease_assignment", ["FRENCHMAN CREEK PETROLEUM CORPORATION"], ["CORNHUSKER DEEP TESTS, INC."], "1965-03-08",
  [P(27, "3N", "33W", "6th PM", "S/2", phrase="Section 27: S1/2, T3N R33W 6th P.M."),
   P(34, "3N", "33W", "6th PM", "N/2 N/2", phrase="Section 34: N1/2 N1/2")],
  False, "assignor retains rights above the base of the Lansing-Kansas City formation and the well",
  "Depth-severance partial assignment. Its effective clause points to a board approval date that the instrument never "
  "states, so no effective date can be read and the testimonium date (8 March 1965, also the acknowledgment) governs; "
  "the lease date (22 April 1963) and the prior assignment (1 December 1964) are recitals. The original lessors "
  "Kraushaar and the original lessee Republican Valley Oil Company are recited, not parties. The NE/4 SW/4 of Section 27 "
  "only locates a well inside the assigned S/2 and adds no tract. President, secretary and notary are not parties.",
  None),
D("d837", "NV", "Elko", "quitclaim_deed", ["BEAUREGARD T. ELLSWORTH-NAVARRO"], ["ROSALIND J. ELLSWORTH"], "2011-03-02",
  [T("Elko", "NV", "Lot Twelve in Block Seven of Ruby View Estates Unit No. 4", "lot_block", lot="12", block="7")],
  True, None,
  "Interspousal quitclaim after a divorce. The grantee's former hyphenated name ('formerly known as') is not a second "
  "party. The DATED line is blank ('this ______ day of __________, 2011'), so the acknowledgment (2 March 2011) "
  "governs; the divorce decree (27 January 2011), the settlement agreement (14 December 2010), the 1979 map filing and "
  "the appointment expiry are not it. The credit union holding a deed of trust, the title company, the court and the "
  "notary are not parties. The subdivision lies in a half section of the Mount Diablo meridian but the tract is the "
  "lot and block.",
  N(1)),
D("d838", "SD", "Brookings", "deed", ["EMIL J. HAUSCHILD", "LORRAINE V. HAUSCHILD"], ["KURT EMIL HAUSCHILD", "MARLYS ANN HAUSCHILD"], "1970-12-30",
  [P(19, "111N", "50W", "5th PM", "W/2 NW/4, NW/4 SW/4", phrase="W1/2NW1/4 and NW1/4SW1/4 of Section Nineteen, T111N R50W 5th P.M.")],
  True, "life estate in rents and profits reserved to the grantors and the survivor; five-acre farmstead excepted",
  "Gift deed without warranty (category deed) from grandparents to a grandson and his wife, all four named in the "
  "granting clause. The reserved life estate and the excepted farmstead do not change conveys_fee and the excepted "
  "site is no tract. Testimonium and acknowledgment both 30 December 1970, which governs; 'before the first day of "
  "January, 1971' is an intention, and the filing of 4 January 1971, the 1946 source deed from Ferdinand Gutschmidt, the "
  "1951 Federal Land Bank mortgage and its 1969 satisfaction are not the date; the bank is not a party.",
  N(2, protect=["Section", "Township", "Range", "Nineteen", "Quarter", "One-half"])),
D("d839", "AR", "Ouachita", "warranty_deed", ["EBENEZER R. TOLLIVER"], ["HEZEKIAH B. PETTIGREW", "AMBROSE L. PETTIGREW"], "1905-02-04",
  [P(24, "13S", "17W", "5th PM", "NE/4 NE/4, S/2 NE/4", phrase="NE 1-4 of NE 1-4 and S 1-2 of NE 1-4 of Section Twenty-four, T13S R17W"),
   P(19, "13S", "16W", "5th PM", "NW/4 NW/4", phrase="NW 1-4 of NW 1-4 of Section Nineteen, T13S, Range Sixteen West")],
  True, None,
  "Deed executed entirely by an attorney in fact for an absent grantor and for his wife, who by the same attorney only "
  "releases dower and homestead: the principal is the grantor, the wife and the attorney are not labelled. The grantees "
  "are brothers as tenants in common. 'On this the fourth day of February, 1905' governs over the power of attorney "
  "(1904), the justice's acknowledgment (6 February) and the filing (9 February). The two sections share a township "
  "but the range changes per section ('Range Seventeen ... in the first named section and Range Sixteen ... in the "
  "last'); fractions written 'NE. 1-4' and 'S. 1-2'. Hand-placed damage garbles the justice's name (not a party).",
  N(3, protect=["Section", "Township", "Range", "Twenty-four", "Nineteen", "Thirteen", "Seventeen", "Sixteen", "quarter", "half", "South", "West"],
    replace=[("Lycurgus T. Haltom, J. P.", "Lycur9us T. Haltorn, J. P.")])),
D("d840", "FL", "Collier", "deed", ["LEOPOLDINE M. ACHTERBERG, TRUSTEE", "CORNELIS J. ACHTERBERG, TRUSTEE"], ["WILLEMIJN ACHTERBERG-FOUST"], "2024-02-27",
  [T("Collier", "FL", "Lot 18, Block 202, Naples Park Unit 14", "lot_block", lot="18", block="202")],
  True, None,
  "E-recorded trustees' distribution deed with a clerk's stamp block (recorded 03/11/2024). Successor co-trustees of a "
  "revocable trust convey in their representative capacity with limited covenants only: category deed, grantors "
  "labelled as trustees; the dead settlor, the law firm, the two witnesses with addresses and the online notary are not "
  "parties. The deed says it 'is executed on the date stated in the notarial certificate': 27 February 2024 governs; "
  "the trust date (2 October 2003), the settlor's death (19 November 2023), the recording stamp, the tax year and the "
  "commission expiry are not it.",
  None),
]
