"""Labels, form and OCR-damage plan of heldout15's 40 instruments (sources in ../src/<id>.txt).

Written blind for heldout15 from the clean texts, as a careful title examiner reads the page, under
heldout14's README "Label conventions" (unchanged). `form` is "ordinary" or "trap"; `noise` is the
damage plan heldout3's tools/noise.py applies (level 1 light, 2 medium, 3 heavy), with the land words
and number words of each damaged description protected. Standard library only.
"""

LAND = ["Section", "Sec", "Township", "Town", "Range", "North", "South", "East", "West", "Northeast",
        "Northwest", "Southeast", "Southwest", "Quarter", "quarter", "Half", "half", "Meridian", "Principal",
        "Lot", "Lots", "Block", "Survey", "Abstract", "Government", "acres", "poles", "degrees"]
NUMBER_WORDS = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven",
                "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen",
                "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety", "Hundred",
                "twenty-three", "Twenty-three", "Twenty-six", "Twenty-seven", "Thirty-one", "Eighty-nine",
                "Twenty-two", "Twenty-four", "Fifty-nine", "Twenty-eight", "sixty-four", "eighty", "forty",
                "Thirty-three", "Thirty-two", "Twenty-nine"]


def noise(level, extra=(), header=None):
    return {"level": level, "protect": LAND + NUMBER_WORDS + list(extra), "replace": [], "header": header}


def _suffix(county, state):
    if "District" in county:
        return ""
    return " PARISH" if state == "LA" else " COUNTY"


def plss(county, state, section, township, rng, meridian, aliquots, lots=(), acres=None):
    phrase = " ".join(x for x in [
        aliquots or ("ALL" if not lots else ""),
        ("LOTS " + ",".join(lots)) if lots else "",
        f"SEC {section} T{township} R{rng}"] if x) + f", {county.upper()}{_suffix(county, state)}, {state}"
    t = {"identity_phrase": phrase, "system": "plss", "county": county, "state": state,
         "section": str(section), "township": township, "range": rng, "meridian": meridian,
         "aliquots": aliquots, "lots": list(lots)}
    if acres:
        t["acres"] = acres
    return t


def texas(county, phrase, acres=None, **parts):
    t = {"identity_phrase": phrase, "system": "texas_survey", "county": county, "state": "TX"}
    t.update(parts)
    if acres:
        t["acres"] = acres
    return t


def other(system, county, state, phrase, acres=None, **parts):
    t = {"identity_phrase": phrase, "system": system, "county": county, "state": state}
    t.update(parts)
    if acres:
        t["acres"] = acres
    return t


def doc(id, state, county, form, cat, grantors, grantees, date, tracts, fee, reservations, notes, damage=None):
    d = {"id": id, "file_name": id + ".txt", "state": state, "county": county, "form": form,
         "labels": {"doc_category": cat, "grantors": grantors, "grantees": grantees, "governing_date": date,
                    "tracts": tracts, "conveys_fee": fee, "reservations": reservations, "notes": notes}}
    if damage:
        d["noise"] = damage
    return d


DOCS = [
    doc("d1501", "ND", "McKenzie", "ordinary", "oil_gas_lease",
    ["ARNOLD T. HEGGEN", "LORRAINE M. HEGGEN"], ["PRAIRIE BUTTE PETROLEUM, INC."], "1981-03-16",
    [plss("McKenzie", "ND", 7, "151N", "98W", "5th PM", "E/2 NW/4", ["1", "2"]),
     plss("McKenzie", "ND", 8, "151N", "98W", "5th PM", "W/2 SW/4")],
    False, None,
    "North Dakota Producers 88 paid-up form. Governing date is the premises date 'entered into as of the 16th day of March, "
    "1981' (the testimonium refers back to it); decoys are the acknowledgment of March 20, the commission expiry and the "
    "recorder's filing of April 2. A township header block covers two sections, the first with lots before the quarter "
    "(two tracts; the 232.40 acres are a total and are left off). Husband and wife are both lessors.",
    noise(1)),
    doc("d1502", "NM", "Eddy", "ordinary", "oil_gas_lease",
    ["STATE OF NEW MEXICO"], ["TUMBLEWEED DRILLING COMPANY"], "1964-12-01",
    [plss("Eddy", "NM", 32, "18S", "29E", "New Mexico Principal", None, acres=640)],
    False, None,
    "New Mexico State Land Office lease form: the State, acting by its Commissioner of Public Lands (an official, unlabelled, "
    "and unnamed on the page), is lessor. The testimonium says the lease is 'dated and effective this 1st day of December, "
    "1964'; decoys are the public sale of November 17, 1964, the acknowledgment of December 9 and the commission expiry. "
    "The whole section is leased (aliquots null, 640 acres); the corporation's president and secretary are not parties."),
    doc("d1503", "TX", "Reagan", "ordinary", "oil_gas_lease",
    ["WILLIS H. CARNEY", "MAUDE CARNEY PRICE"], ["J. D. BRANNIGAN"], "1952-07-08",
    [texas("Reagan", "W/2 ELIAS THORNBURY SURVEY, A-1187, REAGAN COUNTY, TX", 320,
           survey="ELIAS THORNBURY SURVEY", abstract="1187", aliquots="W/2")],
    False, None,
    "Texas Producers 88 (7-41) form with a ten-year term. Governing date is the premises 'made this 8th day of July, 1952'; "
    "decoys are the delay-rental deadline of July 8, 1953 (a year later, same day), the acknowledgment of July 14, 1952 and "
    "the recited source deed. Two lessors, a widower and a feme sole (marital words dropped); the depository bank is no "
    "party. The land is the west half of a named survey with its abstract, 320 acres.",
    noise(2, ["Thornbury", "Elias"])),
    doc("d1504", "CO", "Weld", "trap", "oil_gas_lease",
    ["GRANT W. OVERHOLT", "MERIDETH A. OVERHOLT"], ["SUMMIT RIDGE OPERATING, LLC"], "2019-05-14",
    [plss("Weld", "CO", 22, "5N", "64W", "6th PM", "E/2 SE/4", acres=80)],
    False, None,
    "Trap: the printed face of the lease names SUMMIT RIDGE ENERGY PARTNERS, LLC as Lessee and that company signs the face, "
    "but a Rider printed after the signatures (which paragraph 5 says governs) strikes the printed name and makes SUMMIT "
    "RIDGE OPERATING, LLC the sole Lessee; the Partners company 'acquires no interest' and signs only to confirm. The lessee "
    "is therefore the Operating company alone. Date is the premises 'made and dated this 14th day of May, 2019' (the rider "
    "is headed with the same date); decoys are the acknowledgment of May 21, the commission expiry and the recording of "
    "June 4, 2019."),
    doc("d1505", "OR", "Deschutes", "ordinary", "warranty_deed",
    ["DALE E. WICKSTROM", "JOYCE L. WICKSTROM"], ["BRIAN K. OTTESEN", "NATALIE R. OTTESEN"], "1997-08-12",
    [other("lot_block", "Deschutes", "OR", "LOT 7 BLOCK 3 JUNIPER HEIGHTS PHASE II, DESCHUTES COUNTY, OR",
           lot="7", block="3", subdivision="JUNIPER HEIGHTS, PHASE II")],
    True, None,
    "Oregon statutory warranty deed ('conveys and warrants') from a title-company escrow. Governing date is 'Dated this 12th "
    "day of August, 1997'; decoys are the acknowledgment of August 13, the recording of August 15, the commission expiry and "
    "the 1997-1998 tax year. Husband and wife on each side; the tenancy words are dropped. The land is a lot and block of a "
    "recorded plat; the exceptions are encumbrances, not reservations of an estate."),
    doc("d1506", "MO", "Dade", "ordinary", "warranty_deed",
    ["JASPER L. HOLLINGWORTH", "NETTIE B. HOLLINGWORTH"], ["OTTO F. KRAMBECK"], "1923-02-26",
    [plss("Dade", "MO", 23, "31N", "27W", "5th PM", "SE/4 NE/4, E/2 SE/4", acres=120)],
    True, None,
    "Missouri printed indenture. The premises date is written wholly in words ('the twenty-sixth day of February, A. D. One "
    "Thousand Nine Hundred and Twenty-three'), and the testimonium refers back to it; decoys are the acknowledgment of "
    "February 28, 1923, the filing of March 3, the notary's term and the 1923 taxes. The wife is a party of the first part "
    "with her husband and covenants with him, so both are grantors.",
    noise(1)),
    doc("d1507", "AZ", "Pima", "trap", "warranty_deed",
    ["EDNA FAYE MARCHBANKS"], ["LELAND V. BRISCO, TRUSTEE"], "1961-03-04",
    [plss("Pima", "AZ", 9, "15S", "16E", "Gila and Salt River", "N/2 SW/4")],
    True, None,
    "Trap: a deed by a surviving joint tenant. The dead husband WALTER C. MARCHBANKS is named in the caption of her capacity, "
    "in the acquisition recital and in the death recital, and his estate 'does not join'; he is no party. The grantee is a "
    "trustee of a trust 'under declaration dated September 30, 1958' (a decoy), labelled with TRUSTEE. The only execution "
    "date is 'Signed and delivered on 3/4/61' (numeric, two-digit year, American order: March 4, 1961); decoys are the death "
    "of January 4, 1960, the acknowledgment of March 17, the grantee's acceptance of March 20 and the recording of March 24, "
    "1961."),
    doc("d1508", "KS", "Barton", "ordinary", "mineral_deed",
    ["HARLAN J. VOGELSANG", "EDITH M. VOGELSANG"], ["CLAYTON R. ESPELUND"], "1948-04-19",
    [plss("Barton", "KS", 11, "19S", "13W", "6th PM", "NW/4", acres=160)],
    False, None,
    "Kansas mineral deed form conveying an undivided 1/4 of the minerals, subject to an existing lease whose benefits follow "
    "the interest. Governing date is the testimonium 'WITNESS our hands this 19th day of April, 1948'; decoys are the "
    "acknowledgment of April 22, the transfer-record entry of April 26 and the commission expiry. Husband and wife are both "
    "grantors.",
    noise(1)),
    doc("d1509", "MT", "Richland", "ordinary", "mineral_deed",
    ["ESTHER L. SKAVLAND"], ["NORTHERN TIER ROYALTY COMPANY"], "1956-10-02",
    [plss("Richland", "MT", 30, "24N", "59E", "Principal Meridian Montana", "E/2 SW/4, SE/4", ["3", "4"], acres=316.84)],
    False, None,
    "Montana mineral deed with labelled form fields: the 'DATED: October 2, 1956' field governs; decoys are the acknowledgment "
    "of October 5, the filing of October 9, 1956 and the commission expiry. Conveys one-half of the grantor's interest; the "
    "lessee of the recited lease (Williston Frontier Oil Company) is no party. Lots 3 and 4 come before the quarter parts of "
    "the section in a township header.",
    noise(2, ["Skavland"])),
    doc("d1510", "UT", "Duchesne", "trap", "mineral_deed",
    ["CHINOOK BASIN RESOURCES LTD."], ["HOBART E. LINDQVIST"], "1982-05-04",
    [plss("Duchesne", "UT", 16, "3S", "5W", "Uintah Special", "S/2 NE/4, SE/4", acres=240)],
    False, None,
    "Trap: an Alberta corporation's mineral quitclaim whose header says every date in it is written day/month/year. 'Dated "
    "04/05/1982' is therefore the 4th of May 1982, and the instrument says it takes effect on the date written above; read "
    "the American way it would be April 5. The acknowledgment 'On this 11th day of May, 1982' is consistent with the Canadian "
    "reading. Decoys: the recited source deed 12/03/1979 (12 March 1979), the recited lease 01/11/1980 and the recording "
    "of May 24, 1982. The officers who sign 'Per:' are not parties."),
    doc("d1511", "OK", "Seminole", "ordinary", "royalty_deed",
    ["WILEY T. OSTRANDER", "ROSA B. OSTRANDER"], ["FRANKLIN H. DUBOSE"], "1931-08-11",
    [plss("Seminole", "OK", 26, "9N", "5E", "Indian", "W/2 NE/4", acres=80)],
    False, None,
    "Oklahoma perpetual royalty deed form: an undivided 1/32 of production (a quarter of the usual eighth), non-participating "
    "in bonus, rental and leasing. Governing date is 'Signed and delivered this 11th day of August, 1931'; decoys are the "
    "acknowledgment of August 13, the filing of August 15, 1931 and the commission expiry. The lessee of the recited lease is "
    "no party.",
    noise(2, ["Ostrander", "Dubose"])),
    doc("d1512", "TX", "Martin", "ordinary", "royalty_deed",
    ["ROSCOE D. TILLERY", "PEARL ANN TILLERY"], ["GERALDINE W. KOENIG"], "1974-01-22",
    [texas("Martin", "SEC 18 BLK 34 T-2-N T&P RY CO SURVEY, A-1441, MARTIN COUNTY, TX", 640,
           section="18", block="34", abstract="1441", survey="T. & P. RY. CO. SURVEY")],
    False, None,
    "Texas term royalty deed (twenty years and as long thereafter as there is production) of an undivided 1/16 royalty, "
    "with the executive right and bonus kept by the grantors. Governing date is 'EXECUTED this the 22nd day of January, 1974'; "
    "decoys are the acknowledgment of January 25, the filing of January 30, 1974 and the twenty-year term. The land is a "
    "railway-company section in a numbered block and township with its abstract."),
    doc("d1513", "WY", "Converse", "ordinary", "lease_assignment",
    ["POWDER RIVER LEASEHOLD, INC."], ["BIGHORN FLATS EXPLORATION COMPANY"], "1989-06-09",
    [plss("Converse", "WY", 12, "35N", "72W", "6th PM", "N/2 NE/4, NE/4 NW/4", acres=120)],
    False, "Assignor reserves an overriding royalty of 2% of 8/8, proportionately reduced.",
    "Wyoming assignment form, 'insofar and only insofar' as the recited lease covers one section's tract, reserving a 2% "
    "override. Governing date is 'This Assignment is executed this 9th day of June, 1989'; decoys are the recited lease of "
    "August 3, 1987 (whose lessors, the Quinlans, are no parties), the acknowledgment of June 12 taken in another county, "
    "the commission expiry and the recording of June 16, 1989."),
    doc("d1514", "MI", "Otsego", "ordinary", "lease_assignment",
    ["AU SABLE GAS VENTURES, L.L.C."], ["GRAND TRAVERSE ENERGY PARTNERS, LP"], "2008-04-01",
    [plss("Otsego", "MI", 5, "30N", "3W", "Michigan", "SW/4 SE/4, S/2 SW/4", acres=120)],
    False, None,
    "Michigan assignment and bill of sale of 75% of the assignor's interest, with the lease particulars in an Exhibit A field "
    "list. Governing date is the stated Effective Time, 7:00 a.m. April 1, 2008; the only signing date is the acknowledgment "
    "of April 22, 2008, and the recited lease date (October 14, 2004) and commission expiry are decoys. The lessors named in "
    "the exhibit are recital only; the assignee's general partner and the signing officers are not parties. 'Town 30 North' "
    "with quarters written 'SW 1/4 of the SE 1/4'.",
    noise(1)),
    doc("d1515", "WV", "Barbour", "trap", "lease_assignment",
    ["ALLEGHENY HOLLOW GAS COMPANY"], ["TYGART VALLEY RESOURCES, LLC"], "2011-12-01",
    [other("metes_bounds", "Barbour", "WV", "87 AC ON LAUREL RUN, UNION DISTRICT, BARBOUR COUNTY, WV", 87)],
    False, None,
    "Trap: the effective date is never written; it is defined as 12:01 a.m. on the first day of the calendar month next "
    "following the day Assignor signs, whatever the Assignee's date. Assignor signed November 18, 2011 (its signature line and "
    "the acknowledgment), so the Effective Date is December 1, 2011; the Assignee's December 2 and the operator's December 5 "
    "are decoys. The operator, MONONGAH FIELD SERVICES, INC., joins 'solely to acknowledge' notice and conveys nothing: no "
    "party. The recited lessors (the Shingletons) are no parties. One metes-and-bounds tract in poles on a run, 87 acres."),
    doc("d1516", "SD", "Harding", "ordinary", "lease_release",
    ["ELMER G. BAUMGARTNER", "RUTH A. BAUMGARTNER"], ["DAKOTA SAGE OIL CORPORATION"], "1995-02-03",
    [plss("Harding", "SD", 27, "21N", "3E", "Black Hills", "NW/4, N/2 SW/4", acres=240)],
    False, None,
    "South Dakota release of an expired lease, with the lease particulars in a field table (Date of Lease, Lessors, Lessee, "
    "Recorded, Land covered). Lessors on the grantor side, the releasing holder on the grantee side. Governing date is "
    "'Dated this 3rd day of February, 1995'; decoys are the recited lease date of May 2, 1989, the acknowledgment of "
    "February 7 taken in Pennington County, the filing of February 13, 1995 and the commission expiry.",
    noise(1)),
    doc("d1517", "LA", "Bienville", "ordinary", "lease_release",
    ["CLEMENT J. FONTENOT", "ODILE BREAUX FONTENOT"], ["RED CHUTE EXPLORATION, L.L.C."], "2003-06-19",
    [plss("Bienville", "LA", 21, "16N", "6W", "Louisiana", "SW/4 NW/4, NW/4 SW/4", acres=80)],
    False, None,
    "Louisiana notarial act of release of a mineral lease, passed before a notary and two witnesses in another parish. "
    "Governing date is 'THUS DONE AND PASSED at Shreveport ... on this 19th day of June, 2003'; decoys are the recited lease "
    "of March 8, 2000 and the filing of June 26, 2003. The manager who represents the company, the witnesses and the notary "
    "are not parties; the recited lessors are on the grantor side as the lessors of the released lease."),
    doc("d1518", "NE", "Custer", "ordinary", "deed_of_trust",
    ["KYLE J. BRANDHORST", "AMBER L. BRANDHORST"], ["SANDHILLS STATE BANK"], "2016-09-08",
    [plss("Custer", "NE", 14, "16N", "19W", "6th PM", "SE/4")],
    False, None,
    "Nebraska agricultural deed of trust with labelled TRUSTOR / TRUSTEE / BENEFICIARY fields. Borrowers and beneficiary are "
    "the parties; the trustee (an attorney) is not. Governing date is the 'DATED: September 8, 2016' field (the acknowledgment "
    "is the same day); decoys are the first installment of December 1, 2017, the maturity of December 1, 2036, the filing of "
    "September 9, 2016 and the commission expiry."),
    doc("d1519", "IA", "Grundy", "ordinary", "deed_of_trust",
    ["AUGUST F. DREESSEN", "MATHILDA DREESSEN"], ["FARMERS LOAN AND TRUST COMPANY OF ACKLEY, IOWA"], "1908-03-16",
    [plss("Grundy", "IA", 8, "89N", "17W", "5th PM", "S/2 NW/4", acres=80)],
    False, None,
    "Iowa printed real estate mortgage (category deed_of_trust). The wife is named among the Mortgagors and covenants with "
    "her husband; her added relinquishment of dower does not make her a dower-only joinder, so both are labelled. Governing "
    "date is 'Signed this 16th day of March, A. D. 1908'; decoys are the maturity of March 1, 1913, the annual interest "
    "dates, the acknowledgment of March 17 and the filing of March 18, 1908.",
    noise(2, ["Dreessen", "Ackley"])),
    doc("d1520", "IL", "Champaign", "ordinary", "mortgage_release",
    ["HOMER C. GOSNELL", "LUCILLE GOSNELL"], ["CHAMPAIGN COUNTY BUILDING AND LOAN ASSOCIATION"], "1938-10-05",
    [plss("Champaign", "IL", 22, "19N", "8E", "3rd PM", "NE/4 NE/4", acres=40)],
    False, None,
    "Illinois satisfaction of mortgage by a building and loan association, the holder. Mortgagors (named in the recital of "
    "the mortgage) on the grantor side, the releasing holder on the grantee side. Governing date is the testimonium 'this 5th "
    "day of October, A. D. 1938'; decoys are the mortgage date of April 1, 1931, the acknowledgment of October 6, the filing "
    "of October 8, 1938 and the commission expiry. Signing officers are not parties.",
    noise(1)),
    doc("d1521", "CA", "Tuolumne", "ordinary", "mortgage_release",
    ["PAUL R. NAKAGAWA", "LINDA S. NAKAGAWA"], ["VALLEY OAK SAVINGS AND LOAN ASSOCIATION"], "1985-11-14",
    [plss("Tuolumne", "CA", 34, "1N", "15E", "Mount Diablo", "SE/4 NE/4")],
    False, None,
    "California full reconveyance executed by the trustee on the beneficiary's request. Trustors on the grantor side, the "
    "beneficiary (the releasing lender) on the grantee side; the trustee corporation and its assistant secretary are not "
    "labelled. Governing date is 'Dated: November 14, 1985'; decoys are the deed of trust of June 11, 1979 and its "
    "recording of June 19, 1979, the acknowledgment of November 15 in another county, the commission expiry and the "
    "recording of November 22, 1985. The patent mineral exception is no reservation by these parties."),
    doc("d1522", "OK", "Kingfisher", "ordinary", "affidavit_of_heirship",
    ["CECIL R. PENNYBACKER, DECEASED"], ["VERNA PENNYBACKER", "DONALD R. PENNYBACKER", "JUDITH PENNYBACKER ROWE"],
    "1968-04-09",
    [plss("Kingfisher", "OK", 17, "16N", "7W", "Indian", "SW/4")],
    False, None,
    "Oklahoma heirship affidavit form by a disinterested neighbour (the affiant is not labelled). Decedent on the grantor side, "
    "the widow and two children on the grantee side. Governing date is 'Dated this 9th day of April, 1968' (the jurat is the "
    "same day); decoys are the death on or about November 27, 1961, the filing of April 15, 1968 and the commission expiry."),
    doc("d1523", "TX", "Crockett", "ordinary", "affidavit_of_heirship",
    ["ERNESTINE HALVERSON OAKES, DECEASED"], ["MARK T. OAKES", "CAROL OAKES BRUNETTI"], "2012-05-03",
    [texas("Crockett", "SEC 9 BLK 7 H&TC RY CO SURVEY, A-2233, CROCKETT COUNTY, TX", 640,
           section="9", block="7", abstract="2233", survey="H. & T. C. RY. CO. SURVEY")],
    False, None,
    "Texas statutory-style affidavit of facts concerning identity of heirs by two disinterested affiants (not labelled). "
    "Decedent on the grantor side; the two children, one-half each, on the grantee side; the husband who died in 1997 takes "
    "nothing. Governing date is 'SIGNED this 3rd day of May, 2012' (jurat the same day); decoys are the deaths of July 30, "
    "2009 and February 2, 1997 and the recording of May 14, 2012."),
    doc("d1524", "AL", "Lawrence", "trap", "affidavit_of_heirship",
    ["THADDEUS L. ORRELL, DECEASED"], ["NORA B. ORRELL", "CLAUDE ORRELL", "WENDELL HAYS"], "1946-06-21",
    [plss("Lawrence", "AL", 33, "6S", "7W", "Huntsville", "NW/4 SE/4, S/2 NE/4", acres=120)],
    False, None,
    "Trap: the heirship is a numbered question-and-answer transcript; the parties are only in the answers. The first wife "
    "(Lula, died 1919) and the predeceased daughter Minnie take nothing; Minnie's son WENDELL HAYS takes by representation; "
    "her widower Roy Hays takes nothing; the second wife is called by her maiden name Nora Bell Gantt and then 'now called "
    "Nora B. Orrell' (one party, labelled by her present name). The only date is the jurat 'this the 21st day of June, 1946'; "
    "decoys are the death of January 4, 1944, the marriages of 1922 and the filing of June 24, 1946. The land is given in "
    "words in an answer."),
    doc("d1525", "WI", "Taylor", "ordinary", "quitclaim_deed",
    ["FREDERICK W. ZIEGENHAGEN", "BERTHA ZIEGENHAGEN"], ["ANTON HRUSKA"], "1894-05-12",
    [plss("Taylor", "WI", 19, "31N", "1E", "4th PM", "NE/4 SW/4, SE/4 NW/4", acres=80)],
    True, None,
    "Wisconsin printed quit claim indenture ('remised, released and quit-claimed'), a fee conveyance of whatever the grantors "
    "hold. Governing date is the premises 'Made this 12th day of May, A. D. 1894'; decoys are the acknowledgment of May 14, "
    "the register's receipt of May 19, 1894 and the commission expiry. The subscribing witnesses (one also the notary) are "
    "not parties; husband and wife are both parties of the first part.",
    noise(2, ["Ziegenhagen", "Hruska"])),
    doc("d1526", "MS", "Scott", "ordinary", "right_of_way",
    ["HOLLIS B. DEARMAN", "ESTELLE DEARMAN"], ["PEARL RIVER GAS TRANSMISSION CORPORATION"], "1949-09-02",
    [plss("Scott", "MS", 12, "6N", "7E", "Choctaw", "W/2 NW/4", acres=80)],
    False, None,
    "Pipeline company's printed right-of-way agreement over an eighty-acre tract, the route by survey stakes. Governing date "
    "is 'WITNESS our signatures, this the 2nd day of September, 1949'; decoys are the acknowledgment of September 6, the "
    "filing of September 10, 1949 and the commission expiry. Husband and wife are both grantors.",
    noise(1)),
    doc("d1527", "AR", "Columbia", "ordinary", "lease_ratification",
    ["GLENDA F. PURIFOY"], ["CAMDEN BAYOU OPERATING COMPANY"], "1984-12-06",
    [plss("Columbia", "AR", 4, "18S", "21W", "5th PM", "NE/4 NW/4", acres=40)],
    False, None,
    "Arkansas ratification by a mineral owner who acquired after the lease, to the lessee named in it. The original lessor "
    "OTIS J. PURIFOY is named only in the WHEREAS recital of the lease (no party). Governing date is 'Executed this 6th day of "
    "December, 1984'; decoys are the recited lease of February 14, 1983, the acknowledgment of December 10 in another county, "
    "the filing of December 17, 1984 and the commission expiry."),
    doc("d1528", "NV", "Washoe", "ordinary", "special_warranty_deed",
    ["DESERT WILLOW HOMES, LLC"], ["RAFAEL M. ECHEVERRIA", "TERESA L. ECHEVERRIA"], "2021-03-19",
    [other("lot_block", "Washoe", "NV", "LOT 14 BLOCK 6 SAGE MEADOWS UNIT 2, WASHOE COUNTY, NV",
           lot="14", block="6", subdivision="SAGE MEADOWS UNIT 2")],
    True, None,
    "Builder's special warranty deed (warranty against those claiming by, through or under the grantor only). Governing date "
    "is 'Dated: March 19, 2021'; decoys are the plat filing of October 2, 2019, the acknowledgment of March 22, the recording "
    "stamp of 03/26/2021, the notary's appointment expiry and the 2020-2021 tax year. The manager corporation and its vice "
    "president sign for the LLC and are not parties."),
    doc("d1529", "IN", "Wabash", "trap", "deed",
    ["HORACE B. TILLMAN"], ["JOHN A. DUNKELBERGER"], "1887-10-10",
    [plss("Wabash", "IN", 15, "27N", "7E", "2nd PM", "SW/4 NE/4", acres=40)],
    True, None,
    "Trap: an assignee's deed under a voluntary general assignment for the benefit of creditors (category deed: no warranty). "
    "The assignee conveys in his office and is the grantor; the insolvent owners JACOB MAUCK and SARAH MAUCK are named first "
    "and repeatedly but 'do not join' and convey nothing here, so they are no parties. Governing date is the testimonium 'this "
    "10th day of October, 1887'; decoys are the assignment of May 2, the appraisal of August 15, the sale of September 12, "
    "the court's confirmation of October 3, the acknowledgment of October 11 and the recording of October 14, 1887.",
    noise(2, ["Tillman", "Mauck", "Dunkelberger"])),
    doc("d1530", "MN", "Otter Tail", "trap", "correction_deed",
    ["OSCAR H. NYGAARD", "HELGA NYGAARD"], ["CATHERINE M. LUNDQUIST"], "1957-08-27",
    [plss("Otter Tail", "MN", 8, "133N", "40W", "5th PM", "SE/4 NW/4", ["2"], acres=71.3)],
    True, None,
    "Trap: a correction deed that corrects the grantee's name. The erroneous name 'Kathryn M. Lindquist' of the 1956 deed is "
    "quoted and said to be a person who does not exist: not a party. The grantee is CATHERINE M. LUNDQUIST only. The deed "
    "expressly does not relate back ('speaks from its own date'), so the governing date is 'Dated this 27th day of August, "
    "1957', not the earlier deed's June 4, 1956; other decoys are the earlier recording of June 11, 1956, the auditor's "
    "transfer entry of August 30, the acknowledgment of August 28 and the filing of September 3, 1957. A government lot "
    "and a quarter-quarter of one section: one tract."),
    doc("d1531", "ID", "Jerome", "trap", "partition_deed",
    ["HAROLD G. BRUNEEL", "ILSE BRUNEEL FARNSWORTH", "ROBERTA K. BRUNEEL, TRUSTEE"],
    ["HAROLD G. BRUNEEL", "ILSE BRUNEEL FARNSWORTH", "ROBERTA K. BRUNEEL, TRUSTEE"], "1977-01-01",
    [plss("Jerome", "ID", 10, "9S", "17E", "Boise", "N/2, SE/4"),
     plss("Jerome", "ID", 15, "9S", "17E", "Boise", "NE/4", acres=160)],
    True, None,
    "Trap: a partition among three cotenants whose allotments are only in an ALLOTTEE / LAND ALLOTTED / ACRES table, the "
    "township and range given once in the prose before it. One cotenant is a trust acting by its trustee (labelled ROBERTA K. "
    "BRUNEEL, TRUSTEE); the spouses Dale R. Farnsworth and Marjorie L. Bruneel sign 'only to disclaim' community interest and "
    "are not labelled. Two tracts: Section 10 (N/2 to one, SE/4 to another: one tract) and Section 15 NE/4. The deed is "
    "'effective as of January 1, 1977'; decoys are the trust agreement of April 9, 1971, the decree of November 22, 1974, the "
    "signature dates of February 14 and 16 and the filing of February 23, 1977. A repeated recorder's page header.",
    noise(1, ["Bruneel", "Farnsworth", "Allottee", "ALLOTTED"], header=("Jerome County Recorder  Instr. No. 142207  Page {page}", 1))),
    doc("d1532", "FL", "Levy", "trap", "patent",
    ["UNITED STATES OF AMERICA"], ["SUSANNAH P. WYNNS"], "1904-03-15",
    [plss("Levy", "FL", 31, "13S", "17E", "Tallahassee", "E/2 SW/4", ["3", "4"], acres=158.6)],
    True, None,
    "Trap: a homestead patent issued to the widow of the entryman, who made the entry and died before final proof. JETHRO "
    "WYNNS, the entryman, is named in the claim and in the history of the entry but is no party; the patent says title passes "
    "to the widow and not to his heirs. The land is given in words inside the WHEREAS (lots three and four and the east half "
    "of the southwest quarter). Governing date is the testimonium in words, 'the fifteenth day of March, in the year of our "
    "Lord one thousand nine hundred and four'; decoys are the Act of 20th May, 1862, the entry of February 9, 1897, the death "
    "of October 30, 1899, the final proof of August 4, 1903, the Independence year and the county filing of May 2, 1904. "
    "The signing officials are blank and unlabelled."),
    doc("d1533", "TX", "Fayette", "trap", "probate",
    ["HAROLD WENDELL PETROSKY, DECEASED"], ["ALMA JEAN PETROSKY"], "1999-04-14",
    [texas("Fayette", "112.5 AC SILAS WINGATE LEAGUE, A-318, FAYETTE COUNTY, TX", 112.5,
           survey="SILAS WINGATE LEAGUE", abstract="318")],
    False, None,
    "Trap: an order admitting a will to probate as a muniment of title. The applicant SHARON PETROSKY KUEHN is the named "
    "executrix and contingent devisee, but the order finds she takes nothing because the wife survived, and no letters issue: "
    "she is no party. Decedent on the grantor side; the widow ALMA JEAN PETROSKY, sole devisee, on the grantee side. "
    "Governing date is the court's 'SIGNED this 14th day of April, 1999'; decoys are the death of January 17, 1999, the will "
    "of September 3, 1987, the hearing of April 12 and the clerk's minutes entry of April 16, 1999."),
    doc("d1534", "TN", "Maury", "ordinary", "warranty_deed",
    ["W. T. BIGHAM", "SALLIE BIGHAM"], ["JOHN C. RAINEY"], "1907-11-18",
    [other("metes_bounds", "Maury", "TN", "64 AC 7TH CIVIL DISTRICT ON BIG BIGBY CREEK, MAURY COUNTY, TN", 64)],
    True, None,
    "Tennessee general warranty deed with a metes-and-bounds tract in poles in a civil district, 64 acres. Governing date is "
    "'Witness our hands, this 18th day of November, 1907'; decoys are the county court clerk's acknowledgment (with the "
    "wife's privy examination) of November 20, the registration of November 25, 1907, the source deed and the 1907 taxes. "
    "The wife is named with her husband as bargainor and is labelled; the adjoiners are no parties.",
    noise(2, ["Bigham", "Rainey", "Bigby", "Fitzgerald"])),
    doc("d1535", "KY", "Lee", "trap", "other",
    ["LARRY D. CUNDIFF", "DONNA S. CUNDIFF"], ["BIG SINKING HUNT CLUB, LLC"], "2025-08-01",
    [other("other", "Lee", "KY", "OLD MULLINS PLACE, 212 AC ON BIG SINKING CREEK, LEE COUNTY, KY", 212)],
    None, None,
    "Trap: an instrument titled LEASE with Lessor, Lessee, term and rent, in a county and on a page that look like an oil and "
    "gas lease, but it is a hunting and recreational lease of the surface that in capitals conveys no mineral right and "
    "reserves all oil, gas and coal leasing to the lessor: category other (conveys nothing in the estate graph), conveys_fee "
    "null. Parties: the landowners and the club. Governing date is 'dated August 1, 2025'; decoys are the term start of "
    "September 1, 2025, its end in 2028, the annual rent dates and the acknowledgment of August 4. The land is a farm known "
    "by name with adjoiners and acreage."),
    doc("d1536", "OH", "Monroe", "trap", "lease_release",
    ["DALE A. HUPP", "MAXINE HUPP"], ["OHIO VALLEY HYDROCARBONS, INC.", "MARIETTA DRILLING PARTNERS", "CLYDE W. SPRAGUE"],
    "1976-06-30",
    [plss("Monroe", "OH", 14, "5", "7", "Seven Ranges", "NW/4", acres=160)],
    False, None,
    "Trap: a release signed by one company for itself and 'as agent and attorney in fact' for the two other owners of the "
    "lessee's interest, each named with its share; the release is made in the name of each of them, so all three holders of "
    "the lease are on the grantee side (the agent capacity does not make the principals non-parties). The lessors of the "
    "recited lease are on the grantor side. Governing date is 'Signed this 30 day of June, 1976' (no ordinal); decoys are "
    "the written authority of March 2, 1976, the lease of June 14, 1971 and the acknowledgment of July 1, 1976. Ohio "
    "'Town Five, Range Seven' without directions."),
    doc("d1537", "AK", "Homer Recording District", "trap", "deed_of_trust",
    ["KACHEMAK TIMBER HOLDINGS, LLC"], ["COOK INLET COMMUNITY BANK"], "2006-06-01",
    [plss("Homer Recording District", "AK", 22, "5S", "13W", "Seward", "S/2 NE/4", ["1", "2"], acres=152.36)],
    False, None,
    "Trap: a deed of trust 'dated as of June 1, 2006 (the Dated Date)', expressly effective on that date although signed "
    "June 9, 2006. The members TREVOR J. HAAKENSON and INGRID M. HAAKENSON sign a Guarantors' Joinder only to consent, 'grant "
    "nothing' and 'are not trustors': no parties; Trevor also signs for the LLC as managing member. The trustee (a title "
    "agency) is not labelled. Decoys: signature and acknowledgment of June 9, the note's maturity of June 1, 2016 and the "
    "recording of 06/13/2006. An Alaska recording district stands for the county."),
    doc("d1538", "ND", "Dunn", "trap", "lease_ratification",
    ["ESTATE OF GUNHILD M. ROSTAD"], ["BADLANDS RESOURCE PARTNERS, LLC"], "2000-10-24",
    [plss("Dunn", "ND", 3, "145N", "95W", "5th PM", "S/2 NW/4", ["3", "4"], acres=160.84)],
    False, None,
    "Trap: the ratifying owner is an estate named as the party, acting by its personal representative (labelled as the "
    "estate; the personal representative is not). The lease ratified was taken by KNIFE RIVER LEASING, INC. from two other "
    "owners (Arvid O. Rostad and Sonja Rostad Lien, recital only), and the ratification runs to the present lessee by "
    "assignment, BADLANDS RESOURCE PARTNERS, LLC; Knife River 'is not a party'. Governing date is 'Executed on this 24th day "
    "of October, 2000'; decoys are the death of August 19, 1999, the letters of December 6, 1999, the lease of May 11, 1998, "
    "the acknowledgment of October 26 and the recording of 11/3/2000."),
    doc("d1539", "KS", "Sedgwick", "trap", "quitclaim_deed",
    ["MILDRED I. FAIRCHILD"], ["LEROY J. BAUMAN"], "1936-02-11",
    [plss("Sedgwick", "KS", 5, "28S", "2W", "6th PM", "E/2 NW/4", acres=80)],
    True, None,
    "Trap: a printed blank whose year is split between the printed '193' and a typed '6' ('this 11 day of February , 193 6 ,') "
    "with no ordinal, and whose acknowledgment is left blank ('____ day of ______ A. D. 193__'). Read together the premises "
    "date is February 11, 1936, confirmed by the filing of February 17, 1936. The grantor is the divorced wife under her "
    "restored name, 'formerly Mildred I. Bauman' (one party, labelled by her present name); the divorce decree of September "
    "24, 1935 is a decoy. Heavy OCR damage.",
    noise(3, ["Fairchild", "Bauman", "Mildred"])),
    doc("d1540", "NE", "Cuming", "trap", "mortgage_release",
    ["PETER J. KLUVER", "ANNA KLUVER"], ["ESTATE OF JACOB WENDT"], "1913-07-07",
    [plss("Cuming", "NE", 20, "23N", "5E", "6th PM", "NE/4", acres=160)],
    False, None,
    "Trap: a release of mortgage by the estate of the dead mortgagee, 'by' its administratrix under a county court order; "
    "the estate is named as the releasing party and is labelled as the estate (the administratrix is not). The mortgagors are "
    "named only in the recital of the mortgage and are on the grantor side. Governing date is 'Dated at West Point, "
    "Nebraska, this 7th day of July, 1913'; decoys are the court order of June 30, 1913, the mortgage of March 1, 1907, the "
    "death of January 8, 1913, the acknowledgment of July 8 and the filing of July 9, 1913.",
    noise(1, ["Kluver", "Wendt"])),
]
