"""Labels and OCR damage plan for heldout6 (kept-aside material: never read while tuning).

DOCS: one dict per instrument: id, file_name, state, county, labels (realdocs label format) and
noise (None, or {level 1-3, protect [extra words], replace [(old, new) hand-placed damage], header
(format with {page}, first page) or None}). Read by tools/build.py and tools/validate.py.
"""


def plss(phrase, state, county, sec, twp, rng, mer, aliq=None, lots=(), acres=None):
    t = {"identity_phrase": phrase, "system": "plss", "county": county, "state": state, "section": sec,
         "township": twp, "range": rng, "meridian": mer, "aliquots": aliq, "lots": list(lots)}
    if acres is not None:
        t["acres"] = acres
    return t


def tx(phrase, county, section=None, block=None, survey=None, abstract=None, aliq=None, acres=None):
    t = {"identity_phrase": phrase, "system": "texas_survey", "county": county, "state": "TX"}
    for k, v in (("section", section), ("block", block), ("survey", survey), ("abstract", abstract)):
        if v is not None:
            t[k] = v
    t["aliquots"] = aliq
    if acres is not None:
        t["acres"] = acres
    return t


def lotblock(phrase, state, county, lot, block, subdivision):
    return {"identity_phrase": phrase, "system": "lot_block", "county": county, "state": state,
            "lot": lot, "block": block, "subdivision": subdivision}


def mb(phrase, state, county, acres, **extra):
    t = {"identity_phrase": phrase, "system": "metes_bounds", "county": county, "state": state, "acres": acres}
    t.update(extra)
    return t


def doc(did, state, county, cat, grantors, grantees, date, tracts, fee, reservations, notes, noise=None):
    return {"id": did, "file_name": did + ".txt", "state": state, "county": county,
            "labels": {"doc_category": cat, "grantors": grantors, "grantees": grantees, "governing_date": date,
                       "tracts": tracts, "conveys_fee": fee, "reservations": reservations, "notes": notes},
            "noise": noise}


def nz(level, protect=(), replace=(), header=None):
    return {"level": level, "protect": list(protect), "replace": list(replace), "header": header}


DOCS = [
    doc("ks-mindeed-1938", "KS", "Barber", "mineral_deed",
        ["ELLSWORTH K. PRUITT", "MYRTLE A. PRUITT"], ["THADDEUS P. ORLICK"], "1938-08-26",
        [plss("SE 1/4 of Section 19, T32S R13W 6th PM", "KS", "Barber", "19", "32S", "13W", "6th PM", "SE/4"),
         plss("W 1/2 NE 1/4 of Section 30, T32S R13W 6th PM", "KS", "Barber", "30", "32S", "13W", "6th PM", "W/2 NE/4")],
        False, None,
        "Grantors are introduced only as 'the undersigned, being husband and wife' and named at the signatures "
        "and in the acknowledgment; both sign as Sellers, so both are labelled. The buyer is named in the "
        "consideration clause. Date: execution line written wholly in words (twenty-sixth day of August, "
        "nineteen hundred thirty-eight); traps are the filing stamp at the top (Sept. 2, 1938), the recited lease "
        "of March 14, 1936 with its five-year term, the acknowledgment of August 29 and the commission expiry. "
        "The 240 acres are a total for both tracts, so no acres per tract. The lessee of the recited lease is no "
        "party. Subject-to-lease clause is not a reservation.",
        nz(2)),
    doc("tx-ogl-1981", "TX", "Reeves", "oil_gas_lease",
        ["ROSALIND VANCE HOLLOWAY, EXECUTRIX"], ["TRANS-PECOS BASIN EXPLORATION, INC."], "1981-02-03",
        [tx("All of Section 14, Block 56, Township 3, T&P RR Co. Survey, Abstract 2893", "Reeves", section="14",
            block="56", survey="T&P RR CO", abstract="2893", acres=640),
         tx("E/2 of Section 27, Block C-7, PSL Survey, Abstract 6120", "Reeves", section="27", block="C-7",
            survey="PSL", abstract="6120", aliq="E/2", acres=320)],
        False, None,
        "Lessor is an independent executrix acting for an estate; the decedent (her late husband) is named only "
        "in the capacity and in a recital and is not a party. Date: the lease is 'entered into as of' February 3, "
        "1981 and the testimonium says it is effective as of the date first written, though signed at the "
        "acknowledgment (February 17, 1981): the effective date governs. Traps: death September 19, 1979, probate "
        "November 5, 1979, three-year primary term, commission expiry 8-31-1983, filing stamp 2-24-1981, form "
        "revision date 5-60 in the heading. Two Texas tracts with section, block, survey and abstract; the "
        "960-acre figure is a total.",
        None),
    doc("ok-mtgrel-1957", "OK", "Garvin", "mortgage_release",
        ["HOMER JESSUP WAKELY", "INEZ FAY WAKELY"], ["THE FARMERS & DROVERS NATIONAL BANK OF PAULS VALLEY"],
        "1957-07-02",
        [plss("Lots 3 and 4 and E/2 SW/4 of Section 7, T3N R1E Indian Meridian", "OK", "Garvin", "7", "3N", "1E",
              "Indian", "E/2 SW/4", ["3", "4"], 154.6)],
        False, None,
        "Satisfaction by the bank with the mortgagors named only in the recital of the mortgage: per the "
        "convention the mortgagors are the grantor side and the releasing bank the grantee side. The cashier, "
        "assistant cashier, notary and county clerk are not parties. Date: testimonium 'this 2nd day of July, "
        "1957'; traps are the mortgage date April 12, 1951, the maturity April 12, 1956, the board resolution "
        "of January 8, 1957, the acknowledgment of July 3, the commission expiry and the filing line of July 5. "
        "Lots and an aliquot of one section make one tract.",
        nz(1)),
    doc("nd-assign-2012", "ND", "McKenzie", "lease_assignment",
        ["BADLANDS RIDGE ENERGY PARTNERS, L.P."], ["KILLDEER PLATEAU RESOURCES INC."], "2012-03-01",
        [plss("Section 21: NE1/4, E1/2NW1/4, T150N R98W 5th PM", "ND", "McKenzie", "21", "150N", "98W", "5th PM",
              "NE/4, E/2 NW/4"),
         plss("Section 22: Lots 1, 2, W1/2NE1/4, T150N R98W 5th PM", "ND", "McKenzie", "22", "150N", "98W", "5th PM",
              "W/2 NE/4", ["1", "2"])],
        False, "Assignor reserves an overriding royalty equal to the difference between existing lease burdens and 20%, proportionately reduced.",
        "Assignment of 75% of the lessee's interest. The general partner (Badlands Ridge GP, LLC), the signing "
        "officer and the assignee's attorney-in-fact are not parties; the original lessors Arvid T. and Marit L. "
        "Sundquist appear only in the lease recital and are not labelled. Date: effective 'as of 7:00 a.m. ... 1st "
        "day of March, 2012' governs over the acknowledgments (May 14 and May 21, 2012). Traps: e-recording cover "
        "page with recorded date 06/04/2012 at the top, lease date August 9, 2010, drilling deadline August 9, "
        "2015, commission expiries. The township and range sit on a header line above the section lines.",
        None),
    doc("mt-wd-1924", "MT", "Fergus", "warranty_deed",
        ["LARS OSKAR BRANDVOLD", "INGRID BRANDVOLD TEAGUE", "J. WENDELL TEAGUE"],
        ["THE JUDITH BASIN STOCKMEN'S ASSOCIATION"], "1924-10-11",
        [lotblock("Lot 6 in Block 12 of the Kendrick Heights Addition to the City of Lewistown", "MT", "Fergus", "6",
                  "12", "Kendrick Heights Addition"),
         plss("N/2 NW/4 and SW/4 NW/4 of Section 8, T15N R18E Montana Meridian", "MT", "Fergus", "8", "15N", "18E",
              "Montana", "N/2 NW/4, SW/4 NW/4", acres=120)],
        True, "Grantors reserve for their natural lives the ditch right for water from Big Spring Creek used on the Second Tract.",
        "Indenture 'between' three parties of the first part: a widower and a married daughter with her husband, "
        "who is named among the grantors without any dower or consent limitation and signs, so he is labelled. "
        "Grantee is a corporation. Date: premises 'the 11th day of October, A. D. nineteen hundred twenty-four', "
        "the year in words; traps are the plat filing date May 2, 1911, taxes for 1924, the "
        "acknowledgment of October 14 and the commission expiry. The road strip excepted from the Second Tract "
        "is no tract; the section is written in words (Section Eight, Township Fifteen North of Range Eighteen "
        "East). The witness and notary are not parties.",
        nz(2, replace=[("Township Fifteen North", "Township Fifteen Nortb")])),
    doc("nm-heirship-1999", "NM", "Eddy", "affidavit_of_heirship",
        ["RAMON ELISEO CANDELARIA, DECEASED"],
        ["TOMAS RAY CANDELARIA", "GRACIELA C. BUSTAMANTE", "ALMA ROSA CANDELARIA TREVINO"], "1999-07-08",
        [plss("Section 4: Lots 3, 4, S/2NW/4, T19S R28E NMPM", "NM", "Eddy", "4", "19S", "28E", "NMPM", "S/2 NW/4",
              ["3", "4"]),
         plss("Section 9: N/2NE/4, T19S R28E NMPM", "NM", "Eddy", "9", "19S", "28E", "NMPM", "N/2 NE/4")],
        False, None,
        "Heirship by a disinterested neighbour, who is not labelled. The decedent's 'sometimes known as R. E. "
        "Candelaria' is the same person, not a second party. Heirs come from a table: the predeceased wife and the "
        "son who died unmarried without children are not heirs and are not labelled; the three living children "
        "are. Date: the only execution date is the jurat (8th day of July, 1999); traps are the death dates "
        "January 22, 1994, March 9, 1988 and May 30, 1990 and the commission expiry. Township and range are "
        "written once before both sections.",
        nz(3, protect=["Candelaria"])),
    doc("co-dot-2006", "CO", "Weld", "deed_of_trust",
        ["TREVOR J. ASHGROVE", "KIMBERLY ASHGROVE-NUNEZ"], ["FRONT RANGE HOME LENDING CORP."], "2006-11-27",
        [lotblock("LOT 14, BLOCK 3, MEADOWLARK CROSSING SUBDIVISION, FIRST FILING", "CO", "Weld", "14", "3",
                  "Meadowlark Crossing Subdivision, First Filing")],
        False, None,
        "Uniform-style deed of trust whose parties sit in a lettered definitions list ('Borrower' is ..., "
        "'Lender' is ...), with the borrowers again only under signature lines. The Public Trustee is the "
        "deed-of-trust trustee and is not labelled. Date: definition (A) 'dated November 27, 2006'; traps are the "
        "reception stamp 12/01/2006 at the top, the note date (same day), the maturity December 1, 2036, the plat "
        "recording date June 19, 2003, the acknowledgment of November 28, 2006 in another county and the "
        "commission expiry. A street address follows the legal description and is no second tract.",
        None),
    doc("wy-ratif-1974", "WY", "Campbell", "lease_ratification",
        ["CLARABELLE FAIRBAIRN OSTERHOUT"], ["POWDER RIVER PETROLEUM CORPORATION"], "1969-06-06",
        [plss("Sec. 3: Lots 1 thru 4, inclusive, S1/2N1/2, T51N R73W 6th PM", "WY", "Campbell", "3", "51N", "73W",
              "6th PM", "S/2 N/2", ["1", "2", "3", "4"]),
         plss("Sec. 10: N1/2, N1/2S1/2, T51N R73W 6th PM", "WY", "Campbell", "10", "51N", "73W", "6th PM",
              "N/2, N/2 S/2")],
        False, None,
        "Ratification by an owner of an unrecorded mineral deed in favour of the present holder of the lease "
        "(by mesne assignments): the original lessor Wendell G. Fairbairn and the original lessee Lusk Valley Oil "
        "Company appear only in recitals and are not labelled. Debatable date: the instrument is 'Executed this "
        "the 15th day of March, 1974, but effective as of the date of the said lease', and the lease is dated "
        "June 6, 1969 in the first recital; the convention puts an effective date first, so 1969-06-06, an examiner "
        "could also keep the execution date. Traps: mineral deed of February 11, 1968, well completion August 29, "
        "1973, acknowledgment March 18, 1974, commission expiry. 'Lots 1 thru 4' is a lot range; fractions use "
        "the one-half glyph.",
        nz(2, header=("Book 61 Misc.  Campbell County  Page {page}", 208))),
    doc("ar-qcd-1948", "AR", "Columbia", "quitclaim_deed",
        ["BENTLEY R. CASWELL"], ["LAVERNE OTIS DUCKWORTH", "MAYBELLE S. DUCKWORTH"], "1948-06-09",
        [mb("Part of the NW1/4 SE1/4 of Section 22, Township 17 South, Range 20 West, 5.0 acres", "AR", "Columbia",
            5.0, section="22", township="17S", range="20W", aliquots="NW/4 SE/4")],
        True, None,
        "First-person grantor ('THAT I, BENTLEY R. CASWELL'); the grantees are a couple named in the "
        "consideration clause, both labelled. The grantor's wife signs only to release dower and homestead, "
        "says so, and has her own separate acknowledgment: not labelled. Recited people (the deceased father, the "
        "county surveyor) are not parties. Date: 'WITNESS our hands and seals on this 9th day of June, 1948'; "
        "traps are the fence built about 1931, the 1947 survey, the acknowledgment of June 11 and the commission "
        "expiry. The metes-and-bounds strip lies inside a numbered section and keeps section, township and range.",
        nz(1)),
    doc("tx-royalty-1929", "TX", "Gregg", "royalty_deed",
        ["AUGUSTUS PEMBROOK", "LOTTIE PEMBROOK", "JNO. W. PEMBROOK"], ["SABINE UPLIFT ROYALTY SYNDICATE"], "1929-03-04",
        [tx("62 1/2 acres, part of the Isaiah Whitcomb Survey, Abstract No. 219", "Gregg", survey="ISAIAH WHITCOMB",
            abstract="219", acres=62.5),
         tx("18.3 acres out of the Mercedes Alcantar Survey, A-8", "Gregg", survey="MERCEDES ALCANTAR", abstract="8",
            acres=18.3)],
        False, "Grantors retain all bonus, rentals and the right to execute leases; the grantee takes only one-half of the royalty.",
        "Royalty deed (one-half of the usual one-eighth royalty). Grantors are 'Augustus Pembrook and wife, Lottie "
        "Pembrook, and Jno. W. Pembrook, a single man': the wife is named among the grantors without limitation and "
        "signs, so she is labelled even though her acknowledgment is the old privy examination. 'Jno.' is kept as "
        "written. Grantee is a joint stock association. Date: 'this 4th day of March, A. D. 1929'; traps are the "
        "recited deed of December 1, 1911 (Calvin Rusk is only in the recital), the existing lease of May 20, 1928 "
        "with its ten-year term, and the acknowledgment of March 6. The second tract is a varas metes-and-bounds "
        "description inside a named survey with an abstract written 'A-8'.",
        nz(3, protect=["Pembrook", "Whitcomb", "Alcantar"])),
    doc("ne-probate-1962", "NE", "Kimball", "probate",
        ["HAROLD FINNEGAN STRAUB, DECEASED"], ["CONRAD LYLE STRAUB", "ERNESTINE STRAUB KESSEL"], "1962-04-16",
        [plss("NE1/4 and N1/2SE1/4 of Section 26, T14N R56W 6th PM", "NE", "Kimball", "26", "14N", "56W", "6th PM",
              "NE/4, N/2 SE/4"),
         plss("All of Section 35, T14N R56W 6th PM", "NE", "Kimball", "35", "14N", "56W", "6th PM"),
         plss("E1/2 of Section 2, T13N R56W 6th PM", "NE", "Kimball", "2", "13N", "56W", "6th PM", "E/2")],
        False, None,
        "Final decree of distribution: the decedent on the grantor side and the two devisees of the real estate "
        "on the grantee side; the executrix is also a devisee and is labelled once, by name, as a devisee. The widow "
        "takes no interest in the real estate and is not labelled; the attorney, judge and clerk are not parties. "
        "Date: the decree 'was signed by the Court and entered on the 16th day of April, 1962'; traps are the "
        "hearing date April 10, 1962 in the first line, the first publication March 15, 1962, the death August 3, "
        "1960, the will June 14, 1955, its admission October 4, 1960 and the 1948 easement. Three tracts in two "
        "townships; 'all of Section Thirty-five' has no aliquot.",
        nz(2)),
    doc("ut-row-2018", "UT", "Uintah", "right_of_way",
        ["LELAND DOWDLE, TRUSTEE", "CAROLYN DOWDLE MADSEN, TRUSTEE"], ["BASIN MIDSTREAM GATHERING LLC"], "2018-07-01",
        [plss("Section 14: SW1/4NE1/4, SE1/4NW1/4, T8S R22E SLB&M", "UT", "Uintah", "14", "8S", "22E", "Salt Lake",
              "SW/4 NE/4, SE/4 NW/4"),
         plss("Section 15: E1/2NE1/4, T8S R22E SLB&M", "UT", "Uintah", "15", "8S", "22E", "Salt Lake", "E/2 NE/4")],
        False, "Grantor reserves use of the Easement Area for purposes that do not unreasonably interfere, without structures or trees.",
        "Form-box parties: the grantor box names a living trust and its two successor co-trustees; as on a "
        "runsheet the trustees who execute are the grantors, each with the capacity word (debatable: an examiner "
        "could index the trust itself). The deceased settlor Irene P. Dowdle appears in the trust name and a "
        "recital only. The grantee's signing manager and the notary are not parties. Date: 'Effective Date: July "
        "1, 2018' in the cover box governs; traps are the recorder's entry line 21-AUG-2018 at the top, the trust "
        "date May 2, 2003, the plat date April 9, 2018, the death November 30, 2016, the signing dates 7/24 and "
        "7/26/2018, the acknowledgment and the commission expiry.",
        None),
    doc("ms-exdeed-1909", "MS", "Lamar", "deed",
        ["CORNELIUS B. BOONE, EXECUTOR", "WAVERLY T. BOONE, EXECUTOR"], ["PEARL RIVER LONGLEAF LUMBER COMPANY"],
        "1909-01-26",
        [plss("S1/2 of SW1/4 and NW1/4 of SW1/4 of Section 11, T2N R15W", "MS", "Lamar", "11", "2N", "15W",
              "St. Stephens", "S/2 SW/4, NW/4 SW/4"),
         plss("W1/2 of NW1/4 of Section 14, T2N R15W", "MS", "Lamar", "14", "2N", "15W", "St. Stephens", "W/2 NW/4"),
         plss("E1/2 of NE1/4 of Section 20, T3N R14W", "MS", "Lamar", "20", "3N", "14W", "St. Stephens", "E/2 NE/4",
              acres=80)],
        True, None,
        "Executors' deed under a power of sale in the will, confirmed by the chancery court, conveying without "
        "warranty: category deed. The two executors are the grantors, each with the capacity word; the testator "
        "(also written 'J. L. Boone, dec'd' at the signatures) appears only in recitals, and the children who share "
        "the proceeds are not named parties. Date: 'this the 26th day of January, A. D. 1909'; traps are the death "
        "about January 7, 1908, probate February 3, 1908, the court's confirmation decree November 16, 1908, the "
        "acknowledgment of January 28, the filing of Feb. 1, 1909 and the ten-year timber removal period. The "
        "200 acres are a total for the first two tracts.",
        nz(2, protect=["Boone"], replace=[("Section Fourteen (14)", "Section Fourteen (l4)")])),
    doc("ca-lsrel-1990", "CA", "Kern", "lease_release",
        ["ESPERANZA VILLALOBOS DUARTE"], ["SAN JOAQUIN FOOTHILL OIL CO."], "1990-03-19",
        [plss("NW 1/4 of Section 3, T27S R28E MDB&M", "CA", "Kern", "3", "27S", "28E", "Mount Diablo", "NW/4")],
        False, "Releasor keeps the lease in force as to the SW 1/4 of Section 3 (held by production).",
        "Partial release: per the convention the lessor (named only in the lease recital) is the grantor side and "
        "the releasing holder the grantee side; the original lessee Kernville Hydrocarbons Ltd. and the two signing "
        "officers are not labelled. Date: 'Dated: March 19, 1990'; traps are the lease date written in words "
        "(twelfth day of October, 1984), its recording November 2, 1984, the rental anniversary October 12, 1989, "
        "the acknowledgment March 22, 1990 and the commission expiry. The SW 1/4 of the same section is named only "
        "to be kept out of the release and is no tract.",
        nz(1)),
    doc("sd-patent-1915", "SD", "Stanley", "patent",
        ["UNITED STATES OF AMERICA"], ["GUNHILD MARIE AASHEIM"], "1915-12-09",
        [plss("S1/2 N1/2 and N1/2 S1/2 of Section 29, T8N R26E Black Hills Meridian", "SD", "Stanley", "29", "8N",
              "26E", "Black Hills", "S/2 N/2, N/2 S/2", acres=320)],
        True, "Right of way for ditches or canals constructed by the authority of the United States reserved; subject to vested water rights.",
        "Homestead patent. The claimant's former name ('formerly Gunhild Marie Tollefsrud') is the same person, not "
        "a second grantee; her husband Nels Aasheim is named only in the marginal note. President, secretary, "
        "recorder of the General Land Office and the register of deeds are not parties. Date: 'GIVEN under my hand "
        "... the NINTH day of DECEMBER ... one thousand nine hundred and FIFTEEN', in words and capitals; traps are "
        "the Act of May 20, 1862, the county filing March 3, 1916, the entry June 4, 1910 and final proof August "
        "11, 1915 after the signatures. Section, township and range are all in words, and the heavy OCR pass leaves "
        "them as 'Section twenty-ninc' and 'thesouthbalf': the label follows what an examiner reads through the damage.",
        nz(3, protect=["Aasheim"], replace=[("NINTH day of DECEMBER", "N1NTH day of DECEMBER")])),
    doc("wi-swd-2021", "WI", "Oconto", "special_warranty_deed",
        ["NORTHWOODS TIMBERLAND HOLDINGS II, LLC"], ["RUEBEN A. VANDERHOEF JR.", "KATHLEEN BRZEZINSKI-VANDERHOEF"],
        "2021-09-09",
        [plss("NE1/4-SW1/4 and SE1/4-SW1/4 of Section 34, T33N R17E", "WI", "Oconto", "34", "33N", "17E", "4th PM",
              "NE/4 SW/4, SE/4 SW/4"),
         plss("Government Lot 3 of Section 3, T32N R17E", "WI", "Oconto", "3", "32N", "17E", "4th PM", None, ["3"])],
        True, "Grantor reserves the merchantable timber standing on Parcel 1 with the right to cut and remove it until June 30, 2023.",
        "Wisconsin state-form deed whose parties sit in one premises sentence ('This Deed, made between ... "
        "('Grantor'), and ... ('Grantee')') beside a recording-area box. Grantees are a couple holding as "
        "survivorship marital property, both labelled, JR kept. The manager company, the signing officer, the "
        "notary and the drafting attorney are not parties. Special warranty (by, through or under Grantor). Date: "
        "'Dated September 9, 2021'; traps are the recording stamp 09/17/2021 in the box, the acknowledgment "
        "September 13, 2021, the managed forest order December 14, 2011 and its expiry December 31, 2036, the "
        "timber removal deadline and the commission expiry. The excepted 200 feet of Lot 3 is no tract; 'NE1/4-SW1/4' "
        "uses hyphens between parts.",
        nz(2, header=("DOC# 741506  Page {page} of 2", 1))),
    doc("ok-partition-1966", "OK", "Stephens", "partition_deed",
        ["CLEATUS RENFRO", "WILMA JEAN RENFRO PETTUS", "ORVAL D. RENFRO"],
        ["CLEATUS RENFRO", "WILMA JEAN RENFRO PETTUS", "ORVAL D. RENFRO"], "1966-09-21",
        [plss("N/2 NW/4, S/2 NW/4 and W/2 NE/4 of Section 12, T1S R5W Indian Meridian", "OK", "Stephens", "12", "1S",
              "5W", "Indian", "N/2 NW/4, S/2 NW/4, W/2 NE/4")],
        True, "Oil, gas and other minerals under all the lands are excepted from the partition and held in common in equal shares.",
        "Voluntary partition among three cotenants: each conveys to the others and takes a share, so the same three "
        "people are on both sides. Opal Renfro is listed with her husband among the parties but a later clause says "
        "she 'joins herein only for the purpose of releasing her homestead interest': not labelled (debatable, "
        "since she is in the numbered list of owners). The mother is only recited. Date: 'made and entered into "
        "this 21st day of September, 1966'; traps are the mother's death in 1959, the acknowledgment of September "
        "23, 1966 and the commission expiry. The three allotments all lie in Section 12 and make one tract; each "
        "is 80 acres and no total is stated, so no acres.",
        None),
    doc("tx-correction-1997", "TX", "Fayette", "correction_deed",
        ["DUSTIN WAYNE KOCUREK", "MELANIE KOCUREK"], ["HILLTOP PECAN ORCHARDS, L.C."], "1997-04-14",
        [tx("41.36 acres out of the Josiah Pettibone League, Abstract 84", "Fayette", survey="JOSIAH PETTIBONE LEAGUE",
            abstract="84", acres=41.36),
         tx("9.02 acres out of the Tadeas Mikeska Survey, Abstract 519", "Fayette", survey="TADEAS MIKESKA",
            abstract="519", acres=9.02)],
        True, None,
        "Texas bar-form deed laid out as labelled fields (Date:, Grantor:, Grantee:, Prior Deed Being Corrected:). "
        "Grantor is 'DUSTIN WAYNE KOCUREK and wife, MELANIE KOCUREK': she is named as a grantor without limitation "
        "and signs, so both are labelled. Debatable date: the 'Date:' field says June 30, 1997, but the body says "
        "the correction deed is effective as of April 14, 1997, the date of the prior deed; the convention puts the "
        "stated effective date first. Traps: acknowledgment July 2, 1997, easement of March 3, 1948, taxes for 1997, "
        "commission expiry. The Wenzel Hruska Survey, Abstract 301 is the erroneous description being corrected and "
        "is no tract. 'Reservations from Conveyance: None.'",
        nz(2, protect=["Kocurek", "Mikeska", "Pettibone"], replace=[("Abstract 519, and this deed", "Abstract 5l9, and this deed")])),
    doc("ks-other-2003", "KS", "Meade", "other",
        ["GERALD F. UNRUH", "NAOMI R. UNRUH"], ["CIMARRON BREAKS OPERATING, L.L.C."], "2003-02-11",
        [plss("South Half (S/2) of Section 17, T32S R29W 6th PM", "KS", "Meade", "17", "32S", "29W", "6th PM", "S/2")],
        None, None,
        "Surface damage settlement that says it conveys, leases and releases nothing: category other, conveys_fee "
        "null. The surface owners (a couple) are labelled on the grantor side and the operator on the grantee side, "
        "as the two parties to the agreement; the 'prior owners of the minerals' who gave the lease are unnamed, the "
        "land manager and notaries are not parties. Date: 'It is signed this 11th day of February, 2003' in the "
        "premises; traps are the lease date October 2, 2000, the acknowledgments of February 13 and 18, 2003, the "
        "anniversary payments, the one-year restoration period and the commission expiries. The well footage calls "
        "locate a spot in Section 17 and are no second tract.",
        nz(1)),
    doc("va-wd-1952", "VA", "Buchanan", "warranty_deed",
        ["HOBART CLAY RATLIFF", "PEARLIE MAE RATLIFF"], ["ESTILL DEAN STILTNER"], "1952-05-17",
        [mb("12 1/2 acres on the waters of Dismal Creek, Garden Magisterial District", "VA", "Buchanan", 12.5)],
        True, "Coal, oil, gas and other minerals previously severed (1903) are excepted and reserved; surface only passes; vendor's lien retained.",
        "Virginia general warranty deed: husband and wife are both 'parties of the first part, hereinafter called the "
        "Grantors' and both sign, so both are labelled. Date: 'made and entered into on this the 17th day of May, "
        "1952', repeated in the certificate; traps are the purchase-money note due May 17, 1955, the source deed of "
        "September 8, 1937 (Ulysses G. Keen only recited), the 1903 severance, the certificate of May 20, 1952, the "
        "notary's term ending April 1, 1954 and the clerk's admission to record May 22, 1952. Adjoiner Virgil Hurley "
        "is no party. One metes-and-bounds tract in poles, acres written in words and figures.",
        nz(2, protect=["Ratliff", "Stiltner"])),
    doc("pa-ogl-1911", "PA", "Warren", "oil_gas_lease",
        ["AMASA J. WETMORE", "DELIA WETMORE"], ["BROKENSTRAW VALLEY OIL AND GAS COMPANY"], "1911-10-23",
        [{"identity_phrase": "tract in Spring Creek Township bounded by Lindquist, the public road, Pattison and Brokenstraw Creek, eighty-six acres (the Wetmore farm)",
          "system": "other", "county": "Warren", "state": "PA", "acres": 86}],
        False, None,
        "Early Pennsylvania 'Article of Agreement' lease: lessors are a couple, both parties of the first part and "
        "both signing; the lessee company's secretary, the witness and the justice of the peace are not parties, nor "
        "are the adjoiners (Horace Lindquist, the Widow Pattison). Date: 'concluded this twenty-third day of "
        "October, nineteen hundred and eleven', all in words; traps are the five-year term, the six-month drilling "
        "period, the acknowledgment of October 25, 1911 and the recording note of Nov. 6, 1911. The land is a farm "
        "described only by adjoiners and acreage in a township (system other, 86 acres).",
        nz(3, protect=["Wetmore", "Brokenstraw"])),
    doc("tx-mindeed-1953", "TX", "Ector", "mineral_deed",
        ["RUBY NELL GATTIS"], ["LAMAR HOSTETLER, TRUSTEE", "BEVERLY S. QUINTANILLA, TRUSTEE"], "1953-01-14",
        [tx("NW/4 of Section 9, Block 44, Township 2 South, T. & P. Ry. Co. Survey", "Ector", section="9", block="44",
            survey="T&P RY CO", aliq="NW/4", acres=160),
         tx("S/2 of Section 16, Block 44, Township 2 South, T. & P. Ry. Co. Survey", "Ector", section="16", block="44",
            survey="T&P RY CO", aliq="S/2", acres=320),
         tx("Labor 7, League 283, Ward County School Land, Abstract 1101", "Ector", survey="WARD COUNTY SCHOOL LAND",
            abstract="1101", acres=177.1)],
        False, None,
        "Grantor acts 'individually and as Independent Executrix of the Estate of Wilbur F. Gattis, Deceased': one "
        "person, labelled once by name (the decedent is not a grantor in his own right). Grantee is a royalty trust "
        "named with its two trustees; the trustees are labelled with the capacity word, as in ut-row-2018 "
        "(debatable: the trust name could be indexed instead). Date: the execution line is a blank form "
        "('this the _____ day of ______________, 19___'), so the acknowledgment (14th day of January, A. D. 1953) "
        "governs; trap is the recited lease of August 30, 1948 to Odessa Basin Leasing Corporation (not a party). "
        "The Texas Township 2 South is a T&P block township, not PLSS. No bonus or executive right passes; that is "
        "a limitation on the grant, not a reservation out of a fee.",
        None),
    doc("la-ogl-1972", "LA", "Lincoln", "oil_gas_lease",
        ["ALCIDE JOSEPH THIBODEAUX"], ["DUGDEMONA RIVER EXPLORATION COMPANY"], "1972-08-01",
        [plss("SE/4 NE/4 and E/2 SE/4 of Section 23, T18N R3W", "LA", "Lincoln", "23", "18N", "3W", "Louisiana",
              "SE/4 NE/4, E/2 SE/4"),
         plss("Lot 4 of Section 24, same Township and Range", "LA", "Lincoln", "24", "18N", "3W", "Louisiana", None, ["4"])],
        False, None,
        "Louisiana notarial-style lease ('BE IT KNOWN ... personally came and appeared'). The lessor's wife is named in "
        "the civil-law marital description and signs only to acknowledge that the land is his separate property: not "
        "labelled. The lessee is a partnership; its two partners are only recited and are not labelled. Witnesses "
        "and notary are not parties. Date: 'effective the first day of August, 1972' in the opening governs over "
        "'THUS DONE AND SIGNED ... on the 7th day of September, 1972' and the witness's jurat of September 8; traps "
        "are the father's death in 1964, the rental date August 1, 1973 and the five-year term. Lot 4 lies in the "
        "next section, 'same Township and Range'; the 152 acres are an aggregate.",
        nz(2, protect=["Thibodeaux", "Dugdemona"])),
    doc("ok-ogl-2008", "OK", "Canadian", "oil_gas_lease",
        ["MARVIN E. KLINKHAMMER, TRUSTEE", "SHARON KLINKHAMMER, TRUSTEE", "DALE R. KLINKHAMMER"],
        ["REDBUD PRAIRIE RESOURCES, LLC"], "2008-01-15",
        [plss("E/2 NW/4 and the NW/4 NW/4, Section 26-12N-8W", "OK", "Canadian", "26", "12N", "8W", "Indian",
              "E/2 NW/4, NW/4 NW/4", acres=120),
         plss("Lots 5 and 6, Section 35-12N-8W", "OK", "Canadian", "35", "12N", "8W", "Indian", None, ["5", "6"], acres=59.88)],
        False, None,
        "Lessor box with two trustees of a family trust (labelled with the capacity word) and a third owner in his own "
        "right. Tamara Klinkhammer joins 'solely to waive and release her homestead and marital rights' and signs "
        "'(homestead only)': not labelled. Date: 'made effective the 15th day of January, 2008' governs; traps are the "
        "trust date October 3, 1996, the option deadline January 15, 2011, the three-year term, the acknowledgment "
        "of February 4, 2008 and the commission expiry. The land sits in a two-column table with net acres per "
        "section in a separate column; the section-township-range is hyphenated ('26-12N-8W').",
        None),
    doc("nd-mtgrel-1994", "ND", "Ward", "mortgage_release",
        ["BRODERICK L. HALVORSON", "JOLENE K. HALVORSON"], ["SOURIS RIVER FEDERAL SAVINGS AND LOAN ASSOCIATION"],
        "1994-10-24",
        [lotblock("Lot 9, Block 4, Eastwood Terrace Second Addition to the City of Minot", "ND", "Ward", "9", "4",
                  "Eastwood Terrace Second Addition"),
         lotblock("Lot 10, Block 4, Eastwood Terrace Second Addition", "ND", "Ward", "10", "4",
                  "Eastwood Terrace Second Addition")],
        False, None,
        "Release and satisfaction with the parties only in a form box at the top (Mortgagor(s): / Mortgagee:) and the "
        "body referring to 'the mortgagee identified above'. Mortgagors on the grantor side, releasing association on "
        "the grantee side; the loan officer, secretary, notary and the return-to address are not parties (the "
        "return-to line names a mortgagor again). Date: 'Dated this 24th day of October, 1994' (the acknowledgment "
        "is the same day); traps are the recorder's stamp 10-31-1994 at the top, the mortgage date March 9, 1987 and "
        "its recording March 11, 1987, the final payment date April 1, 2002, the plat filing August 22, 1979, the "
        "payoff October 14, 1994 and the commission expiry. Two lots of one block written as two separate units.",
        nz(2, protect=["Halvorson", "Souris"])),
    doc("wy-assign-1959", "WY", "Natrona", "lease_assignment",
        ["HOLLIS BARTHOLOMEW VANTREES"], ["SAGE FLATS OIL COMPANY"], "1959-11-06",
        [plss("sec. 12: SW1/4, W1/2SE1/4, T37N R81W 6th PM", "WY", "Natrona", "12", "37N", "81W", "6th PM", "SW/4, W/2 SE/4"),
         plss("sec. 13: N1/2NW1/4, T37N R81W 6th PM", "WY", "Natrona", "13", "37N", "81W", "6th PM", "N/2 NW/4")],
        False, "Assignor reserves a 5% overriding royalty on production from the assigned lands.",
        "Federal assignment form with numbered items. The assignor's wife appears in item 1 and at the signatures "
        "'as to dower only': not labelled. The assignee's president, the land office manager and the notary are not "
        "parties; the United States appears only as lessor-approver and royalty owner. Date: 'Executed this 6th day "
        "of November, 1959'; traps are the form date (June 1953), the lease effective April 1, 1955 with its ten-year "
        "term, the Mineral Leasing Act of February 25, 1920, the land office approval of December 1, 1959 and the "
        "acknowledgment of November 9, 1959. The 320 acres are a total.",
        None),
    doc("tx-heirship-2015", "TX", "Karnes", "affidavit_of_heirship",
        ["EUFEMIA SALINAS GARZA, DECEASED"],
        ["ROGELIO ANSELMO GARZA", "MARIA TERESA GARZA VILLARREAL", "ADRIAN BENITO GARZA", "YESENIA GARZA OCHOA"],
        "2015-05-19",
        [tx("57.3 acres out of the Jose Maria Cantu Survey, Abstract No. 94", "Karnes", survey="JOSE MARIA CANTU",
            abstract="94", acres=57.3),
         tx("40.0 acres out of the H. & G. N. R.R. Co. Survey No. 7, Abstract No. 311", "Karnes",
            survey="H & G N RR CO", abstract="311", acres=40.0)],
        False, None,
        "Texas heirship affidavit with a header of labelled fields (Decedent:, Date of death:, Affiant:). The "
        "decedent's 'also known as Effie S. Garza' is one person. Heirs: two living children and the two children of "
        "a predeceased son, listed in a share table; the predeceased husband and the predeceased son Benito Garza are "
        "not heirs; the affiant (disinterested) and notary are not parties. Date: the jurat 'on the 19th day of May, "
        "2015' is the only execution date; traps are the death dates December 2, 2013, July 17, 2009 and February 14, "
        "2011 in the header and body, the partition deed of October 11, 1971, the filing line 06/02/2015 at the "
        "bottom and the commission expiry.",
        nz(1, protect=["Garza", "Villarreal", "Ochoa"])),
    doc("mn-qcd-1937", "MN", "St. Louis", "quitclaim_deed",
        ["HENRIETTA M. SOLHEIM", "BJARNE T. SOLHEIM", "SIGRID SOLHEIM", "MARGIT SOLHEIM LUND", "EDVARD LUND"],
        ["MESABA RANGE LAND AND TIMBER COMPANY"], "1937-06-02",
        [plss("Government Lots 2 and 3 and SE1/4 NW1/4 of Section 18, T61 R15 W4PM", "MN", "St. Louis", "18", "61N",
              "15W", "4th PM", "SE/4 NW/4", ["2", "3"]),
         plss("NE1/4 SW1/4 of Section 13, T61 R16 W4PM", "MN", "St. Louis", "13", "61N", "16W", "4th PM", "NE/4 SW/4")],
        True, None,
        "Five parties of the first part: a widow, and two couples (a son with his wife, a daughter with her husband), "
        "all named in the premises without any dower or consent limitation and all signing: all five labelled. "
        "Grantee is a corporation. Date: 'Made this second day of June, 1937', the day in words; traps are the form "
        "number 4112, the recited death of Olaf Solheim in 1931 (not a party), the tax sale of 1935, the "
        "acknowledgment of June 5, 1937 and the commission expiry. Township and range are written without N/W; "
        "'all west of the Fourth Principal Meridian' closes both sections, and the second section is in the next "
        "range.",
        None),
    doc("ia-wd-1905", "IA", "Pocahontas", "warranty_deed",
        ["JACOB H. OSTENDORF", "WILHELMINA OSTENDORF"], ["CYRUS TOLLERUD"], "1905-11-24",
        [plss("NW 1/4 of Section 21, T92N R32W 5th PM", "IA", "Pocahontas", "21", "92N", "32W", "5th PM", "NW/4",
              acres=160)],
        True, "Grantors reserve the standing corn crop and the use of the dwelling and barn until March 1, 1906.",
        "Iowa warranty deed with 'we, Jacob H. Ostendorf and Wilhelmina Ostendorf, husband and wife' in the granting "
        "clause; she also relinquishes dower in a later sentence, but since she is named as a grantor in the granting "
        "clause itself she is labelled (debatable: an examiner reading the dower clause alone might treat her as a "
        "dower spouse). Date: 'Signed this 24th day of November, A. D. 1905'; traps are the filing stamp at the top "
        "(2d day of December, 1905), the assumed mortgage dated March 1, 1902 and due March 1, 1907, possession "
        "March 1, 1906, the acknowledgment of November 25 and the auditor's transfer of Dec. 4, 1905. The mortgagee "
        "company, notary, recorder and auditor are not parties.",
        nz(2, replace=[("Twenty-one (21), in Township", "Twenty-one (2l), in Townsbip")])),
    doc("tx-dot-1984", "TX", "Tom Green", "deed_of_trust",
        ["GILBERTO R. ECHEVARRIA, JR.", "CONSUELO P. ECHEVARRIA"], ["CONCHO VALLEY STATE BANK"], "1984-08-03",
        [lotblock("Lot 22, Block 11, Rio Concho Estates, Section Three", "TX", "Tom Green", "22", "11",
                  "Rio Concho Estates, Section Three")],
        False, None,
        "Texas bar-form deed of trust in labelled fields: Grantor:, Trustee:, Beneficiary:, and a nested Note: block. "
        "The borrowers (husband and wife, JR kept) are the grantor side and the beneficiary bank the grantee side; "
        "the deed-of-trust trustee Harlan B. Stroud is never labelled, nor the notary. Date: the 'Date: August 3, "
        "1984' field (the nested note has the same date); traps are the final maturity August 1, 2004, the "
        "acknowledgment of August 6, 1984, the commission expiry 6-30-86 and 'first Tuesday of a month'. 'SECTION "
        "THREE' is part of the subdivision name, not a survey section; the plat volume and page are no tract.",
        None),
    doc("nm-royalty-1948", "NM", "Lea", "royalty_deed",
        ["WINIFRED A. CHISUM"], ["HUGO J. DREISBACH", "ANTOINETTE DREISBACH"], "1948-04-03",
        [plss("W/2 SE/4 and SE/4 SE/4 of Section 10, T17S R36E NMPM", "NM", "Lea", "10", "17S", "36E", "NMPM",
              "W/2 SE/4, SE/4 SE/4"),
         plss("NE/4 NE/4 of Section 15, T17S R36E NMPM", "NM", "Lea", "15", "17S", "36E", "NMPM", "NE/4 NE/4")],
        False, "Grantor retains the minerals in place, bonuses, delay rentals and the right to lease.",
        "First-person royalty conveyance by a widow ('Be it known that I, ...') to a couple as joint tenants, both "
        "labelled. The late husband and the lessee of the recited lease are not parties. Date: 'made and delivered "
        "upon the execution hereof, on the third day of April, 1948', the same day as the acknowledgment; traps are "
        "the recited lease of February 5, 1944, the runs of March, 1948 and the commission expiry. The township and "
        "range are written once before the two sections, all in words with figures.",
        None),
    doc("ok-probate-1977", "OK", "Woods", "probate",
        ["LEVI ARCHIBALD DUNKERLY, DECEASED"], ["VERNA DUNKERLY STALLWORTH", "HOMER LEVI DUNKERLY", "ROSCOE E. DUNKERLY"],
        "1977-03-07",
        [plss("NE/4 of Section 5, T27N R16W Indian Meridian", "OK", "Woods", "5", "27N", "16W", "Indian", "NE/4"),
         plss("S/2 SW/4 of Section 32, T28N R16W Indian Meridian (1/2 minerals)", "OK", "Woods", "32", "28N", "16W",
              "Indian", "S/2 SW/4")],
        False, None,
        "Decree determining heirs and distributing an intestate estate: the decedent ('also known as L. A. "
        "Dunkerly', one person) on the grantor side and the three children on the grantee side; the administratrix is "
        "also an heir and is labelled once, as an heir. The predeceased wife, the attorney, the judge and the clerk "
        "are not parties. Date: 'Dated this 7th day of March, 1977' above the judge's signature; traps are the hearing "
        "of February 28, 1977 in the first line, the order of January 24, 1977, the death June 11, 1976, the wife's "
        "death March 30, 1970, the case number P-76-41 and the clerk's certificate of March 9, 1977. The second "
        "tract is a half mineral interest in the next township; bank money and chattels are no tract.",
        None),
    doc("co-mindeed-1981", "CO", "Weld", "mineral_deed",
        ["KENNETH L. HOCHSTETLER", "BEVERLY J. HOCHSTETLER"], ["LAWRENCE E. MAYFIELD, TRUSTEE"], "1981-03-12",
        [plss("Section 34: E/2 SW/4 and SW/4 SW/4, T5N R66W 6th PM, 118 acres", "CO", "Weld", "34", "5N", "66W",
              "6th PM", "E/2 SW/4, SW/4 SW/4", acres=118)],
        False, "Grantors reserve for their lives and the survivor's life all bonus, rental and royalty from leases on the land.",
        "No caption word 'grantor' or 'grantee' introduces the parties: the grantors open the first line in capitals "
        "and the grantee is a revocable trust named after a couple, with one trustee; labelled as the trustee with the "
        "capacity word (Carol D. Mayfield appears only in the trust's name and is not labelled). Date: 'Signed this "
        "12th day of March, 1981'; traps are the recording stamp MAR 18 1981 at the top, the recited lease of June 17, "
        "1979 expiring June 17, 1984, the acknowledgment of March 13 and the commission expiry. The irrigation company "
        "parcel excepted from Section 34 is no tract; 118 acres are stated for the single tract.",
        nz(1, protect=["Hochstetler", "Mayfield"])),
    doc("id-row-1963", "ID", "Bonneville", "right_of_way",
        ["GLEN A. HUMPHERYS", "RUTH L. HUMPHERYS", "LAVAR HUMPHERYS"], ["SNAKE RIVER RURAL ELECTRIC COOPERATIVE, INC."],
        "1963-05-16",
        [plss("W1/2NW1/4 and NW1/4SW1/4 of Section 30, T2N R39E Boise Meridian", "ID", "Bonneville", "30", "2N", "39E",
              "Boise", "W/2 NW/4, NW/4 SW/4")],
        False, "Grantors keep the right to cultivate, irrigate and graze within the strip, without buildings, haystacks or wells.",
        "Transmission-line easement: the consideration comes first and the grantors (a couple and a single man, "
        "'LaVAR' in mixed case) follow in the middle of the sentence; all three sign and all are labelled. The Federal "
        "Land Bank of Spokane is a recited mortgagee, not a party. Date: 'set their hands this 16th day of May, "
        "1963'; traps are the mortgage of November 8, 1955, the acknowledgment written 'On this 20th day of May, in "
        "the year 1963' and the commission expiry 1-1-1967. The centre-line calls lie inside the described "
        "aliquots of Section 30 and are no separate tract.",
        None),
    doc("ne-extension-1986", "NE", "Hitchcock", "lease_ratification",
        ["ORVILLE KUGLER", "NADINE KUGLER EBERSOLE"], ["HIGH PLAINS ENERGY COMPANY"], "1986-02-27",
        [plss("Section 17: SE/4, T2N R33W 6th PM", "NE", "Hitchcock", "17", "2N", "33W", "6th PM", "SE/4"),
         plss("Section 20: NE/4, N/2SE/4, T2N R33W 6th PM", "NE", "Hitchcock", "20", "2N", "33W", "6th PM",
              "NE/4, N/2 SE/4")],
        False, None,
        "Extension and amendment of a lease, which ratifies and regrants it: category lease_ratification, the present "
        "mineral owners on the grantor side and the present lessee (by assignment) on the grantee side. The deceased "
        "original co-lessor Thelma R. Kugler and the original lessee Republican Valley Petroleum, Inc. are only "
        "recited; Gerhardt Ebersole signs 'to release his homestead rights only'; the vice president and notary are "
        "not parties. Date: 'This extension is dated the 27th day of February, 1986'; traps are the lease date March "
        "14, 1983, its expiry March 14, 1986, the death September 2, 1984, the extended term to March 14, 1988, the "
        "acknowledgment of March 3, 1986 and the commission expiry. The 400 acres are a total.",
        nz(2, protect=["Kugler", "Ebersole"])),
    doc("ks-ogl-1915", "KS", "Butler", "oil_gas_lease",
        ["EPHRAIM STOLTZFUS", "LYDIA STOLTZFUS"], ["WALNUT RIVER OIL & GAS SYNDICATE"], "1915-07-08",
        [plss("Southeast Quarter of Section 9, T25S R5E 6th PM", "KS", "Butler", "9", "25S", "5E", "6th PM", "SE/4"),
         plss("NE/4 NE/4 of Section 16, T25S R5E 6th PM", "KS", "Butler", "16", "25S", "5E", "6th PM", "NE/4 NE/4")],
        False, None,
        "Early Kansas lease: 'between Ephraim Stoltzfus and Lydia Stoltzfus, his wife, ... parties of the first part, "
        "hereinafter called lessor' (singular role noun for two people); both are lessors and both sign. Date: "
        "'entered into this 8th day of July, 1915'; traps are the drilling date October 8, 1915, the two-year term, "
        "the three-month deferral, the acknowledgment of July 10, 1915 and the commission expiry Nov. 2, 1918. The "
        "200 acres are a total for two sections; a range East of the 6th P.M. in Kansas.",
        nz(3, protect=["Stoltzfus", "Walnut"], replace=[("on this 10th\nday of July, 1915", "on this l0th\nday of July, 1915")])),
    doc("az-giftdeed-1999", "AZ", "Cochise", "deed",
        ["ARMANDO QUIROGA", "BEATRIZ MONTAÑO QUIROGA"], ["BEATRIZ ISABEL QUIROGA"], "1999-04-01",
        [lotblock("Lot 7, Block 2, San Pedro Mesa Estates Unit 3", "AZ", "Cochise", "7", "2", "San Pedro Mesa Estates Unit 3"),
         mb("South 330 feet of the East 660 feet of the NE1/4 SE1/4 of Section 12, T22S R20E G&SRB&M, five acres",
            "AZ", "Cochise", 5, section="12", township="22S", range="20E", aliquots="NE/4 SE/4")],
        True, "Grantors reserve the right to occupy the residence on Parcel A for their joint lives and the survivor's life.",
        "Gift deed without warranty: category deed. Grantors are a couple whose wife's name carries an eñe; the "
        "grantee is their daughter, who shares a given name with her mother and also signs an acceptance below, "
        "which does not make her a grantor. The return-to block at the top names the mother. Date: 'Dated this 1st "
        "day of April, 1999'; traps are the recorder's fee stamp 04/07/1999 at the top, the statute citation, "
        "January 1, 2000, the acknowledgment of April 2, 1999, the acceptance of April 5, 1999 and the commission "
        "expiry. Parcel B is a part of a quarter-quarter by distances, inside a numbered section, and keeps section, "
        "township and range.",
        None),
    doc("tx-ogl-2019", "TX", "Midland", "oil_gas_lease",
        ["JOLENE MARIE VASQUEZ-PRUETT", "OSCAR D. PRUETT III", "LAVONNE PRUETT SANDOVAL"],
        ["SPRABERRY TREND HOLDINGS, L.P."], "2019-11-01",
        [tx("Tract 1: N/2 and SE/4 of Section 8, Block 40, T-2-S, T&P RR Co. Survey, A-1286", "Midland", section="8",
            block="40", survey="T&P RR CO", abstract="1286", aliq="N/2, SE/4", acres=480.0),
         tx("Tract 2: Section 17, Block 40, T-2-S, T&P RR Co. Survey, A-1290, save and except the West 40 acres",
            "Midland", section="17", block="40", survey="T&P RR CO", abstract="1290", acres=600.0)],
        False, None,
        "Modern lease whose party blocks say '(whether one or more, and whether called \"Lessor\", \"Owner\" or "
        "\"Mineral Owner\" herein)' and '(whether called \"Lessee\", \"Operator\" or \"Grantee\" herein)': three "
        "lessors, one acting 'individually and as Trustee' (one person, labelled once by name), one with suffix III "
        "kept, one with an a/k/a name (not a second party). Date: the Effective Date is defined only in Paragraph 20, "
        "after an ellipsis of omitted paragraphs: November 1, 2019; traps are the three signing dates 11/12, 11/15 "
        "and 11/20/2019, the matching acknowledgments, the commission expiries and the clerk's memorandum 12/03/2019 "
        "at the foot. T-2-S is a T&P block township, not PLSS; the excepted West 40 acres are no tract.",
        nz(1, protect=["Pruett", "Sandoval", "Vasquez"])),
    doc("al-mindeed-1927", "AL", "Tuscaloosa", "mineral_deed",
        ["THADDEUS MAXWELL PETTAWAY SR", "THADDEUS MAXWELL PETTAWAY JR"], ["WARRIOR BASIN COAL & MINERAL COMPANY"],
        "1927-04-04",
        [plss("SW 1/4 of NE 1/4 and NW 1/4 of SE 1/4 of Section 4, Township 20, Range 10 West, Huntsville Meridian",
              "AL", "Tuscaloosa", "4", "20S", "10W", "Huntsville", "SW/4 NE/4, NW/4 SE/4"),
         plss("S 1/2 of NW 1/4 of Section 3, same Township and Range", "AL", "Tuscaloosa", "3", "20S", "10W",
              "Huntsville", "S/2 NW/4")],
        False, "Grantors reserve the surface and the timber, with the right to farm and pasture.",
        "Coal and mineral deed from a father and son of the same name, told apart only by Sr. and Jr.: both labelled "
        "with the suffix. The father's wife 'joins in this deed for the sole purpose of relinquishing her dower, and "
        "conveys nothing else' and signs: not labelled. Witness and notary are not parties. Date: 'this the fourth "
        "day of April, 1927', the day in words; traps are the taxes for 1927 and the certificate of April 6, 1927. "
        "The township is written without its direction ('Township 20'); south of the Huntsville base line it is "
        "20S. The 160 acres are an aggregate; the second section is 'in the same Township and Range'.",
        nz(2, protect=["Pettaway", "Warrior"])),
    doc("mi-lsrel-1968", "MI", "Grand Traverse", "lease_release",
        ["WALTER C. EPPINGA", "GERTRUDE EPPINGA"], ["BOARDMAN RIVER EXPLORATION COMPANY"], "1968-08-12",
        [plss("SE 1/4 of Section 26, T26N R10W Michigan Meridian", "MI", "Grand Traverse", "26", "26N", "10W",
              "Michigan", "SE/4"),
         plss("E 1/2 NE 1/4 of Section 35, T26N R10W Michigan Meridian", "MI", "Grand Traverse", "35", "26N", "10W",
              "Michigan", "E/2 NE/4")],
        False, None,
        "Surrender of an expired lease by the original lessee: per the convention the lessors (a couple, named only in "
        "the 'Whereas' recital) are the grantor side and the releasing lessee the grantee side. President, secretary, "
        "witnesses, notary and the register of deeds are not parties. Date: 'on the twelfth day of August, A.D. 1968', "
        "the day in words; traps are the register's stamp Aug 19 1968 at the top, the lease date May 2, 1963, its "
        "recording June 3, 1963, the expiry May 2, 1968, the acknowledgment (same day, in figures) and the "
        "commission expiry. 'Town 26 North' for township; the 240 acres are a total.",
        None),
]
