"""heldout12: labels, form and OCR-damage plan for the 40 instruments in ../src (see README.md).

Each DOCS entry: id, file_name, state, county (the recording), form ("ordinary" or "trap", written to
the label's source), labels (the realdocs label format) and noise (None, or the level, the extra
words protected from the random pass, hand replacements and a page header for heldout3's noise.py).
"""


def plss(county, state, sec, twp, rng, mer, aliquots, lots=(), acres=None):
    parts = [aliquots] if aliquots else []
    if lots:
        parts.insert(0, "LOTS " + ",".join(lots))
    head = " ".join(parts) if parts else "ALL"
    t = {"identity_phrase": f"{head} SEC {sec} T{twp} R{rng}, {county.upper()} COUNTY, {state}",
         "system": "plss", "county": county, "state": state, "section": sec, "township": twp, "range": rng,
         "meridian": mer, "aliquots": aliquots, "lots": list(lots)}
    if acres:
        t["acres"] = acres
    return t


def noise(level, protect=(), replace=(), header=None):
    """header: (format string with {page}, first page number), as heldout3's noise.damage takes it."""
    return {"level": level, "protect": list(protect), "replace": [list(r) for r in replace], "header": list(header) if header else None}


def doc(n, form, state, county, category, grantors, grantees, date, tracts, fee, reservations, notes, damage=None):
    did = f"d12{n:02d}"
    return {"id": did, "file_name": did + ".txt", "state": state, "county": county, "form": form,
            "labels": {"doc_category": category, "grantors": grantors, "grantees": grantees,
                       "governing_date": date, "tracts": tracts, "conveys_fee": fee,
                       "reservations": reservations, "notes": notes},
            "noise": damage}


DOCS = [
    doc(1, "ordinary", "OK", "Garvin", "oil_gas_lease", ["HOMER L. PRUITT", "VELMA JO PRUITT"], ["WASHITA CROSSTIMBERS PETROLEUM CORPORATION"],
        "1957-02-11", [plss("Garvin", "OK", "14", "3N", "2W", "INDIAN", "SW/4", acres=160)], False, None,
        "Ordinary Producers 88 Oklahoma lease form. The date is the premises ('entered into this 11th day of February, 1957'); "
        "decoys are the first rental date one year later (February 11, 1958), the acknowledgment of February 13, the commission "
        "expiry and the filing stamp of February 19. A couple are both lessors; the depository bank is no party. Medium OCR damage.",
        noise(2, ["Fourteen", "Three", "Two", "Southwest", "Quarter", "Section", "Township", "North", "Range", "West", "Indian", "Meridian"])),
    doc(2, "ordinary", "KS", "Barton", "oil_gas_lease", ["AUGUST F. KRAMER", "MINNA KRAMER"], ["SOLOMON VALLEY OIL COMPANY"],
        "1938-10-03", [plss("Barton", "KS", "22", "17S", "13W", "SIXTH PRINCIPAL", "E/2 NW/4, N/2 SW/4", acres=160)], False, None,
        "Ordinary Kansas 88-style lease. 'THIS LEASE, made October 3, 1938' governs; the acknowledgment ('Be it remembered that on "
        "this 5th day of October, 1938'), the commission expiry and the register's entry of October 14 are decoys. Two aliquot parts "
        "of Section 22 make one tract. Husband and wife are both lessors. Light OCR damage.",
        noise(1, ["Twenty-two", "Seventeen", "Thirteen", "Sixth", "Principal"])),
    doc(3, "ordinary", "TX", "Ector", "oil_gas_lease", ["RUBEN C. ESCOBEDO", "DELFINA ESCOBEDO"], ["MESQUITE FLATS OPERATING, INC."],
        "1979-05-21", [{"identity_phrase": "SEC 4 BLK C-23 G C & S F RY CO SURVEY A-1712, ECTOR COUNTY, TX", "system": "texas_survey",
                        "county": "Ector", "state": "TX", "section": "4", "block": "C-23", "survey": "G C & S F RY CO",
                        "abstract": "1712", "acres": 640}], False, None,
        "Ordinary Texas paid-up Producers 88 lease. The date is the premises 'made this 21st day of May, 1979' and the testimonium refers "
        "back to it; the acknowledgment of May 24, the commission expiry 6-30-1981 and the filing stamp of June 4 are decoys. Texas "
        "railway section in a lettered block with abstract. 'Lessor (whether one or more)' is the wife and husband together.",
        None),
    doc(4, "ordinary", "ND", "McKenzie", "oil_gas_lease", ["STATE OF NORTH DAKOTA"], ["PRAIRIE BUTTE RESOURCES LLC"],
        "2011-06-01", [plss("McKenzie", "ND", "16", "150N", "98W", "FIFTH PRINCIPAL", None, acres=640),
                       plss("McKenzie", "ND", "36", "151N", "98W", "FIFTH PRINCIPAL", "NE/4, N/2 SE/4", acres=240)], False, None,
        "Ordinary state trust-lands lease form. 'This lease is dated June 1, 2011' governs; the auction of May 3, 2011, the lessee's "
        "acknowledgment of June 14, the commission expiry, the administrative code and the recording line are decoys. The State acting "
        "by its Board is the lessor; the Commissioner and the lessee's vice president only sign. Section 16 'All' has null aliquots.",
        None),
    doc(5, "trap", "LA", "Caddo", "oil_gas_lease", ["JULES T. MARCHAND", "CLARICE BOYD MARCHAND"], ["CROSS LAKE PETROLEUM COMPANY"],
        "1921-04-01", [plss("Caddo", "LA", "8", "20N", "15W", "LOUISIANA", "NE/4 SE/4", acres=40)], False, None,
        "Trap. Louisiana notarial lease passed 'on the fourteenth day of March, 1921' (THUS DONE AND SIGNED) but which 'shall bear date "
        "and take effect from the first day of April, nineteen hundred and twenty-one' notwithstanding its passage: the stated effective "
        "date governs and is written in words. The wife is separate in property and leases her own half, so she is a lessor; the lessee "
        "is a partnership in commendam acting through its managing partner (not a party). The superseded 1919 lease to T. K. Vance is a "
        "recital and Vance is no party; witnesses, notary and deputy clerk are not parties. Medium OCR damage.",
        noise(2, ["Northeast", "Southeast", "Quarter", "Eight", "Twenty", "Fifteen", "fourteenth", "first", "nineteen", "hundred", "twenty-one"])),
    doc(6, "trap", "AZ", "Apache", "oil_gas_lease", ["WARREN D. TSOSIE", "LORETTA BEGAY TSOSIE"], ["HOLBROOK BASIN HELIUM PARTNERS, L.P."],
        "1996-06-03", [plss("Apache", "AZ", "23", "19N", "27E", "GILA AND SALT RIVER", "S/2 NW/4, SW/4", acres=240)], False, None,
        "Trap. The body names no party and no date: Lessor, Lessee and Lease Date are defined by reference to Schedule 1 at the very end "
        "('Lease Date' means the date in Item 1 'and no other date'), and the land is in Schedule 2 after the signatures. The signature-date "
        "fields (6/11/96, 6/12/96, 6/20/96), the acknowledgment of June 12, the grazing lease number and the recorder's stamp are decoys. "
        "The grazing lessee Concho Wash Cattle Company and the lessee's general partner and its president are not parties.",
        None),
    doc(7, "ordinary", "MI", "Kalkaska", "royalty_deed", ["LEONARD P. WISNIEWSKI", "HELEN M. WISNIEWSKI"], ["ARNOLD K. VANDERHOEF"],
        "1973-08-16", [plss("Kalkaska", "MI", "12", "27N", "7W", "MICHIGAN", "NW/4 SE/4", acres=40)], False,
        "Grantors keep the executive right and all bonus and rentals; grantee takes 1/2 of the royalty only.",
        "Ordinary non-participating royalty deed. 'Dated this 16th day of August, A.D. 1973' governs; the recited lease of May 1, 1971 to "
        "Mancelona Exploration Company (no party), the acknowledgment of August 20, the commission expiry and the register's stamp of "
        "August 27 are decoys. 'Town 27 North' is the township. The notary also drafted the deed and witnessed it.",
        None),
    doc(8, "ordinary", "CO", "Weld", "warranty_deed", ["CLARENCE W. HOLTZ", "ELSIE M. HOLTZ"], ["MARVIN E. SCHAEFER", "LOIS ANN SCHAEFER"],
        "1964-07-09", [plss("Weld", "CO", "30", "5N", "64W", "SIXTH PRINCIPAL", "W/2 SW/4", acres=80)], True,
        "Grantors except and reserve an undivided 1/2 of the oil, gas and other minerals.",
        "Ordinary Colorado warranty deed form. 'THIS DEED, Made this 9th day of July, one thousand nine hundred "
        "sixty-four' gives the date in words; the acknowledgment is the same day; the recording line at the top (July 14, 1964) and the "
        "documentary fee date are decoys. Grantees in joint tenancy. Mineral half reserved; fee passes. Light OCR damage.",
        noise(1, ["Thirty", "Five", "Sixty-four", "Sixth", "Principal", "nine", "hundred", "sixty-four"])),
    doc(9, "ordinary", "NE", "Cheyenne", "warranty_deed", ["OSCAR T. LUNDQUIST", "ESTHER LUNDQUIST"], ["HERMAN G. BAUMGARDNER"],
        "1929-03-02", [plss("Cheyenne", "NE", "17", "14N", "49W", "SIXTH PRINCIPAL", "SE/4", acres=160)], True, None,
        "Ordinary Nebraska warranty deed. 'Signed this 2nd day of March, A.D. 1929' governs; the acknowledgment of March 4, the assumed "
        "Federal Land Bank mortgage of October 1, 1924 (a recital), the 1929 taxes, the commission expiry and the clerk's entry of March 9 "
        "are decoys. The wife joins as a grantor and also releases dower, so she is labelled. Medium OCR damage.",
        noise(2, ["Seventeen", "Fourteen", "Forty-nine", "Southeast", "Quarter"])),
    doc(10, "trap", "MN", "Hennepin", "warranty_deed", ["EASTWOOD HOMES, INC."], ["GUNNAR E. HALVORSEN, SR.", "GUNNAR E. HALVORSEN, JR."],
        "2003-06-02", [{"identity_phrase": "LOT 7 BLK 3 TAMARACK RIDGE SECOND ADDITION, HENNEPIN COUNTY, MN", "system": "lot_block",
                        "county": "Hennepin", "state": "MN", "lot": "7", "block": "3", "subdivision": "TAMARACK RIDGE SECOND ADDITION"}],
        True, None,
        "Trap. The form's 'DATE: May 9th, A.D. 2003' is only the signing; the deed says it does not take effect until the Closing Date "
        "'fixed as June 2, 2003', effective as of that day, so June 2 governs. Decoys: the acknowledgment of May 12, the June 30 escrow "
        "deadline, the commission expiry and the recorder's June 4 stamp. The former name Eastwood Builders, Inc. is not a second grantor; "
        "the grantees are father and son, SR and JR, two persons; the corporate officers and the escrow agent are no parties.",
        None),
    doc(11, "ordinary", "NM", "Lea", "mineral_deed", ["CLAUDE R. PENNINGTON"], ["FRANK J. MORLEY"],
        "1948-01-15", [plss("Lea", "NM", "21", "18S", "36E", "NEW MEXICO PRINCIPAL", "SE/4", acres=160)], False, None,
        "Ordinary mineral deed form conveying an undivided 1/4 of the minerals. 'Dated the 15th day of January, 1948' governs; the "
        "acknowledgment of January 17, the commission expiry and the clerk's filing certificate of January 22 are decoys. The lease "
        "the deed is made subject to is unnamed and undated. A single man is the only grantor.",
        None),
    doc(12, "ordinary", "MT", "Richland", "mineral_deed", ["EDWIN J. HAUGEN", "GUDRUN HAUGEN"], ["WILLISTON BASIN MINERALS, INC."],
        "1955-06-07", [plss("Richland", "MT", "10", "23N", "57E", "PRINCIPAL MERIDIAN MONTANA", "S/2"),
                       plss("Richland", "MT", "15", "23N", "57E", "PRINCIPAL MERIDIAN MONTANA", "N/2 NW/4")], False, None,
        "Ordinary Montana mineral deed (indenture form), an undivided 1/2 of the minerals. 'THIS INDENTURE, made this 7th day of June, "
        "1955' governs; the recited lease to Plentywood Drilling Company dated March 10, 1952, the acknowledgment of June 9, the commission "
        "expiry and the filing of June 13 are decoys. Two sections under one township heading; 400 acres is a total only. Light OCR damage.",
        noise(1, ["Twenty-three", "Fifty-seven", "Ten", "Fifteen", "South", "Half", "North", "Northwest", "Quarter"])),
    doc(13, "trap", "TX", "Reeves", "mineral_deed", ["JUAN HOLGUIN", "PETRA HOLGUIN DE ORTEGA"], ["L. B. STOCKARD, TRUSTEE"],
        "1926-04-09", [{"identity_phrase": "BENITO SALCIDO SURVEY A-4418, REEVES COUNTY, TX", "system": "texas_survey", "county": "Reeves",
                        "state": "TX", "survey": "BENITO SALCIDO", "abstract": "4418", "acres": 160}], False, None,
        "Trap. The testimonium's month was corrected on the page: 'this 9th day of [typed: March, struck through ...; written above in "
        "ink: April], 1926', so the date is April 9, 1926 (the April acknowledgment of the 12th confirms the month). Decoys: the 1911 "
        "patent, the recited 1925 lease to Toyah Basin Oil Company, filing April 15 and recording April 17. Vendors sign by mark; the "
        "husband of the married vendor signs only as a witness to the marks and is no party; the deceased father is only a recital. "
        "The vendee is called Trustee with no trust named: labelled with the capacity word.",
        None),
    doc(14, "ordinary", "OK", "Kingfisher", "lease_assignment", ["CIMARRON FLATS ENERGY, INC."], ["DOVER CREEK OIL COMPANY"],
        "1983-09-01", [plss("Kingfisher", "OK", "27", "16N", "7W", "INDIAN", "NE/4", acres=160)], False,
        "Assignor reserves an overriding royalty of 1/32 of 8/8.",
        "Ordinary Oklahoma assignment form. 'This assignment is effective as of 7:00 o'clock A.M. on the 1st day of September, 1983' "
        "governs over 'Executed this 14th day of September, 1983' and the same-day acknowledgment; the recited lease of August 2, 1980 "
        "(its lessors Schoonover are no parties), the commission expiry and the clerk's stamp of 09-26-1983 are decoys.",
        None),
    doc(15, "ordinary", "UT", "Uintah", "lease_assignment", ["ASHLEY VALLEY OPERATING COMPANY"], ["GILSONITE RIDGE PETROLEUM, LLC"],
        "2014-10-01", [plss("Uintah", "UT", "14", "5S", "21E", "SALT LAKE", "N/2 SE/4, SE/4 SE/4", acres=120)], False, None,
        "Ordinary assignment and bill of sale of 75% of the assignor's interest. The Effective Time, 7:00 a.m. October 1, 2014, governs "
        "over the execution and acknowledgment of November 18, 2014; the recited lease of April 9, 2012 from Ute Flats Ranch, LLC (no "
        "party), the commission expiry and the recorder's stamp 25-NOV-2014 in day-month-year are decoys. Light OCR damage.",
        noise(1, ["Township", "Range", "Section"])),
    doc(16, "ordinary", "AR", "Columbia", "lease_assignment", ["WALTER B. HANKINS"], ["DORCHEAT OIL & GAS CORPORATION"],
        "1944-04-03", [plss("Columbia", "AR", "9", "18S", "20W", "FIFTH PRINCIPAL", "S/2 NE/4", acres=80)], False, None,
        "Ordinary Arkansas assignment of the whole lease as to the land. 'Witness my hand this 3rd day of April, 1944' governs; the "
        "recited lease of June 17, 1942 (lessors Crumpler are no parties), the delay rental due June 17, 1944, the acknowledgment of "
        "April 4, the commission expiry and the filing of April 6 are decoys. Arkansas land is on the Fifth Principal Meridian, unnamed "
        "on the page. Light OCR damage.",
        noise(1, ["Nine", "Eighteen", "Twenty", "South", "Half", "Northeast", "Quarter"])),
    doc(17, "ordinary", "KS", "Stafford", "lease_release", ["RAYMOND L. ECKHARDT", "MILDRED ECKHARDT"], ["PAWNEE ROCK PETROLEUM COMPANY"],
        "1962-01-18", [plss("Stafford", "KS", "33", "21S", "14W", "SIXTH PRINCIPAL", "NW/4", acres=160)], False, None,
        "Ordinary corporate release of lease by the present holder by assignment. Lessors named in the release are on the grantor side, the "
        "releasing holder on the grantee side; the original lessee Seward County Drilling, Inc. is a recital only. 'this 18th day of "
        "January, 1962' governs; the lease date of November 9, 1959, the acknowledgment of January 19 (taken in Barton County), the "
        "appointment expiry and the filing of January 24 are decoys. Medium OCR damage with a repeated page header.",
        noise(2, ["Thirty-three", "Twenty-one", "Fourteen", "Northwest", "Quarter"], header=("Misc. Record Book 97 - Stafford County - page {page}", 211))),
    doc(18, "trap", "PA", "Greene", "lease_release", ["JACOB RINEHART", "MARGARET RINEHART"], ["HOGE & YEAGER"],
        "1897-04-20", [{"identity_phrase": "RINEHART FARM 112 ACRES MORRIS TOWNSHIP, GREENE COUNTY, PA", "system": "other",
                        "county": "Greene", "state": "PA", "acres": 112}], False, None,
        "Trap. The release is signed 'this twentieth day of the Fourth Month, in the year one thousand eight hundred and ninety-seven': "
        "Quaker month numbering, Fourth Month being April, so April 20, 1897; the affirmation 'the 22d of Fourth Month, 1897', the lease "
        "of June 3, 1891 and the recording of May 1st are decoys. The releasing holder is the firm Hoge & Yeager acting by its surviving "
        "partner: the firm is the party, Josiah Hoge signs for it and the deceased partner is a recital. The farm is known by adjoiners, a "
        "creek and acreage only. Medium OCR damage.",
        noise(2, ["Fourth", "Month", "twentieth", "eight", "hundred", "ninety-seven", "One", "Hundred", "Twelve", "acres"])),
    doc(19, "ordinary", "ND", "Dunn", "lease_ratification", ["DARREL J. SCHETTLER", "CONNIE L. SCHETTLER"], ["KNIFE RIVER BENCH OPERATING, INC."],
        "2019-02-22", [plss("Dunn", "ND", "6", "146N", "94W", "FIFTH PRINCIPAL", "S/2 NE/4", lots=("1", "2")),
                       plss("Dunn", "ND", "7", "146N", "94W", "FIFTH PRINCIPAL", "E/2 NW/4", lots=("1", "2"))], False, None,
        "Ordinary ratification form. The ratifying owners and the present lessee by assignment are the parties; the original lessor "
        "Lorraine K. Schettler and lessee Killdeer Mountain Energy, LLC are recitals. 'Dated this 22nd day of February, 2019' governs; the "
        "lease date April 15, 2016, the acknowledgment of February 25 (Stark County), the commission expiry and the recording of "
        "03/07/2019 are decoys. Lots with quarter-quarters in two sections: two tracts.",
        None),
    doc(20, "trap", "AL", "Escambia", "lease_ratification", ["ANNIE RUTH PETTWAY"], ["BREWTON OIL VENTURES, INC."],
        "1987-08-11", [plss("Escambia", "AL", "19", "1N", "8E", "ST. STEPHENS", "SW/4 NW/4", acres=40)], False, None,
        "Trap. A former minor ratifies, on reaching majority, the lease her guardian made for her: she is the ratifying lessor and the "
        "guardian (named at length, and said to make no grant) is not a party; the present holder by assignment is the lessee, not the "
        "original lessee Flomaton Land Services. Dates: 'on this the 11th day of August, 1987' governs; decoys are the lease of September "
        "6, 1983, the court order of August 29, 1983, her birth date, her majority on March 2, 1987, the acknowledgment of August 13, the "
        "commission expiry and the probate judge's filing of Aug. 20.",
        None),
    doc(21, "ordinary", "TX", "Midland", "affidavit_of_heirship", ["DWAYNE L. FORTENBERRY, DECEASED"],
        ["KEITH D. FORTENBERRY", "SHERYL ANN MABRY", "GARY W. FORTENBERRY"],
        "2008-03-12", [{"identity_phrase": "SEC 26 BLK 38 T-2-S T&P RY CO SURVEY A-318, MIDLAND COUNTY, TX", "system": "texas_survey",
                        "county": "Midland", "state": "TX", "section": "26", "block": "38", "survey": "T & P RY CO",
                        "abstract": "318", "acres": 640}], False, None,
        "Ordinary Texas affidavit of heirship by a disinterested neighbor (not labelled). 'Dated this 12th day of March, 2008' and the jurat "
        "of the same day; decoys are the death of January 4, 2007, the wife's death in 2001, birth years, the commission expiry and the "
        "recording of 03/19/2008. The predeceased wife takes nothing; three children take 1/3 each, one under a married surname.",
        None),
    doc(22, "ordinary", "SD", "Harding", "affidavit_of_heirship", ["ARNE O. SKJERVEN, DECEASED"],
        ["SIGRID SKJERVEN", "HAROLD A. SKJERVEN", "ELLEN SKJERVEN BROST", "OSCAR M. SKJERVEN"],
        "1971-04-06", [plss("Harding", "SD", "34", "21N", "5E", "BLACK HILLS", "N/2", acres=320)], False, None,
        "Ordinary South Dakota heirship affidavit by the decedent's brother-in-law (affiant, not labelled). 'Dated at Buffalo ... this 6th "
        "day of April, 1971' governs over the jurat of April 8; the death of November 23, 1968, the commission expiry and the filing of "
        "April 14 are decoys. Heirs: the widow (1/3; called Sigrid Rolfsrud Skjerven earlier, labelled as the heir clause names her) and "
        "three children (2/9 each). Light OCR damage.",
        noise(1, ["Thirty-four", "Twenty-one", "Five", "Black", "Hills", "North", "Half"])),
    doc(23, "trap", "IL", "Wayne", "affidavit_of_heirship", ["ERNEST W. PHIPPS, DECEASED"],
        ["LOUELLA M. PHIPPS", "ROBERT E. PHIPPS", "CAROL JEAN PHIPPS"],
        "1953-06-19", [plss("Wayne", "IL", "11", "2S", "7E", "THIRD PRINCIPAL", "E/2 SE/4", acres=80)], False, None,
        "Trap. No 'Dated' line: the jurat 'this 19th day of June, 1953' is the only date of execution. The affiant is the interested widow "
        "(an heir). A daughter of the first marriage adopted by strangers in 1930 (now Wilma Gullett Asbury) is named in capitals but "
        "takes nothing; a son who died in infancy takes nothing; a posthumous daughter born March 11, 1950 is an heir. The uncle-guardian "
        "is named only as guardian. Decoys: deaths (1927, 1937, October 27, 1949), the adoption decree, marriage year, birth date, "
        "commission expiry and the filing of June 26.",
        None),
    doc(24, "trap", "CA", "Kern", "probate", ["HIRAM B. COLTRANE, DECEASED"], ["ELVIRA COLTRANE", "JESSE COLTRANE", "MAUD COLTRANE"],
        "1904-11-14", [plss("Kern", "CA", "22", "29S", "27E", "MOUNT DIABLO", "NW/4", acres=160)], False, None,
        "Trap. A decree determining heirship and distributing the decedent's undivided half of a quarter section: 'Dated November 14, 1904' "
        "(the judge's signing) governs; the petition of October 3 ('3d'), the hearing of November 7, the death of February 18, 1903, the "
        "entry in the judgment book of Nov. 16, the clerk's certified-copy attestation of November 21 and the recording of Nov. 22 are "
        "decoys. The co-tenant Amos Tilghman (not a party), the administratrix in her office (she is also an heir, labelled by name), the "
        "guardian ad litem and the judge are not labelled separately. Light OCR damage.",
        noise(1, ["Northwest", "quarter", "twenty-two", "twenty-nine", "twenty-seven", "Mount", "Diablo"])),
    doc(25, "trap", "MS", "Madison", "probate", ["CORNELIUS T. BYNUM, DECEASED"],
        ["ODESSA BYNUM", "MARCUS T. BYNUM", "DERRICK L. HOLLOWAY", "TAMIKA R. CROWDER", "JALEN M. CROWDER"],
        "1999-09-09", [plss("Madison", "MS", "31", "8N", "2E", "CHOCTAW", "SE/4 NE/4", acres=40)], False, None,
        "Trap. Chancery judgment determining heirs, 'SO ORDERED, ADJUDGED AND DECREED, this the 9th day of September, 1999'. A daughter "
        "who filed a renunciation and disclaimer takes nothing and her two children take her share by the disclaimer statute; a son born "
        "out of wedlock with paternity established is an heir under another surname; the widow takes a child's part. Decoys: the death of "
        "March 14, 1998, the disclaimer of June 2, 1999, the hearing of August 30, the Code sections, the filing Sep 10 and recording "
        "Sep 13. The excepted cemetery acre is no tract.",
        None),
    doc(26, "ordinary", "MO", "Vernon", "deed_of_trust", ["LYLE R. DUNWOODY", "BEVERLY J. DUNWOODY"], ["OSAGE PRAIRIE BANK"],
        "1990-03-16", [plss("Vernon", "MO", "8", "36N", "32W", "FIFTH PRINCIPAL", "NE/4 SW/4, N/2 SE/4", acres=120)], False, None,
        "Ordinary Missouri three-party deed of trust: grantors and the beneficiary bank are the parties, the trustee is not labelled. "
        "'made and entered into this 16th day of March, 1990' governs; the final maturity March 16, 2005, the acknowledgment the same day, "
        "the term expiry and the recording of March 19 are decoys. Township and range are written without directions, as Missouri deeds "
        "do; the Fifth Principal Meridian gives 36N and 32W. Medium OCR damage with a page header.",
        noise(2, ["Northeast", "Southwest", "North", "Half", "Southeast", "Quarter", "Eight", "Thirty-six", "Thirty-two"],
              header=("VERNON COUNTY RECORDER  BK 612  PG {page}", 77))),
    doc(27, "ordinary", "IA", "Buena Vista", "deed_of_trust", ["HANS P. THOMSEN", "KAREN THOMSEN"], ["THE LAKESIDE COMMERCIAL SAVINGS BANK"],
        "1912-03-01", [plss("Buena Vista", "IA", "14", "91N", "37W", "FIFTH PRINCIPAL", "S/2 NW/4", acres=80)], False, None,
        "Ordinary Iowa real estate mortgage (labelled deed_of_trust, as DOMAIN puts mortgages). 'Signed this 1st day of March, A.D. 1912' "
        "governs; the maturity of March 1, 1917, the acknowledgment of March 2 and the filing of March 4th are decoys. The wife is a "
        "mortgagor who also relinquishes dower, so she is labelled.",
        None),
    doc(28, "ordinary", "NV", "Elko", "mortgage_release", ["TOBIN R. ALDECOA", "MAITE J. ALDECOA"], ["HUMBOLDT RIVER FEDERAL CREDIT UNION"],
        "2021-02-03", [plss("Elko", "NV", "19", "33N", "58E", "MOUNT DIABLO", "SE/4 SW/4", lots=("4",), acres=78.41)], False, None,
        "Ordinary Nevada full reconveyance by the deed-of-trust trustee (a title company, not labelled): the trustors are the grantor side "
        "and the beneficiary credit union, the holder whose request is recited, the grantee side. 'Dated: February 3, 2021' governs; the "
        "deed of trust of May 22, 2015, its recording May 29, the request of January 28, 2021, the acknowledgment of February 4, the "
        "appointment expiry and the recorder's stamp are decoys.",
        None),
    doc(29, "ordinary", "IN", "Dubois", "mortgage_release", ["CLETUS A. HOFFMEIER", "ROSE M. HOFFMEIER"], ["THE FEDERAL LAND BANK OF LOUISVILLE"],
        "1935-07-24", [plss("Dubois", "IN", "20", "2S", "4W", "SECOND PRINCIPAL", "W/2 NE/4", acres=80)], False, None,
        "Ordinary Indiana satisfaction by the holder. The testimonium 'this 24th day of July, 1935' governs; the mortgage of April 1, 1922, "
        "the acknowledgment of July 26 in Kentucky, the commission expiry and the record entry of August 1 are decoys. The national farm "
        "loan association joins only to consent and is not labelled; the signing officers are not parties. Light OCR damage.",
        noise(1, ["Twenty", "Two", "Four", "West", "Half", "Northeast", "Quarter"])),
    doc(30, "trap", "WA", "Adams", "deed", ["ADAMS COUNTY"], ["OTTO F. KIESZ"],
        "1930-12-12", [plss("Adams", "WA", "24", "17N", "35E", "WILLAMETTE", "SW/4", acres=160)], True, None,
        "Trap. A county's deed of tax-title land without warranty (category deed): the County, acting by its Treasurer, is the grantor; the "
        "treasurer only signs, and the former assessed owner Peter Scheibner is named only to say he conveys nothing. The testimonium 'this "
        "12th day of December, A.D. one thousand nine hundred and thirty, being the one hundred and fifty-fifth year of American "
        "Independence' governs. Decoys: the foreclosure of April 11, 1929, the tax years, the resolution of November 3, "
        "the auction of December 6, the acknowledgment and the filing of Dec. 15.",
        None),
    doc(31, "ordinary", "OR", "Klamath", "deed", ["WILFRED E. BARNHOUSE", "DORIS M. BARNHOUSE"], ["KENNETH L. ACHESON"],
        "1968-09-27", [plss("Klamath", "OR", "3", "39S", "10E", "WILLAMETTE", "NE/4 NW/4", acres=40)], True, None,
        "Ordinary Oregon statutory bargain and sale deed with no covenant of title (category deed). 'WITNESS the grantors' hands this 27th "
        "day of September, 1968' governs; the acknowledgment dated September 30, 1968 on its own line, the commission expiry and the "
        "clerk's certificate of October 2 are decoys. The excepted county road is no tract. Medium OCR damage.",
        noise(2, ["Northeast", "Northwest", "Quarter", "Section", "Township", "South", "Range", "East", "Willamette", "Meridian"])),
    doc(32, "ordinary", "OH", "Ross", "quitclaim_deed", ["DELBERT R. FRAYNE"], ["PAMELA FRAYNE HUSTON"],
        "1977-07-08", [{"identity_phrase": "6.418 ACRES VIRGINIA MILITARY SURVEY NO. 4312, TWIN TWP, ROSS COUNTY, OH",
                        "system": "metes_bounds", "county": "Ross", "state": "OH", "survey": "VIRGINIA MILITARY SURVEY NO. 4312",
                        "acres": 6.418}], True, None,
        "Ordinary Ohio statutory quit-claim deed. 'Executed this 8th day of July, 1977' governs; the source deed of March 3, 1952, the death "
        "of the co-owner wife on June 14, 1976 (not a party), the acknowledgment of July 11, the commission expiry, the auditor's 7-15-77 "
        "and the recording of July 15 are decoys. Metes and bounds in feet within a Virginia Military survey, not PLSS.",
        None),
    doc(33, "trap", "AK", "Fairbanks Recording District", "quitclaim_deed", ["HALVARD J. NESHEIM", "PRISCILLA A. NESHEIM"],
        ["HALVARD J. NESHEIM", "PRISCILLA A. NESHEIM", "SOLVEIG NESHEIM-KUHN"],
        "2024-03-18", [plss("Fairbanks Recording District", "AK", "13", "2S", "2E", "FAIRBANKS", "SW/4 SE/4", acres=40)], True, None,
        "Trap. The grantors are also grantees: a couple quitclaim to themselves and their daughter as joint tenants, so both names appear "
        "on both sides; the daughter's former name is not another party. The date is in words, 'the eighteenth day of March, two thousand "
        "twenty-four'. Decoys: the unrecorded letter of January 9, 2024, the acknowledgment of March 20, the grantee's acceptance dated "
        "3/25/2024, the patent number and the recording stamp of 3/28/2024. Alaska records by recording district, not county.",
        None),
    doc(34, "ordinary", "FL", "Lee", "special_warranty_deed", ["MANGROVE BEND DEVELOPMENT CORP."], ["DESMOND P. OKAFOR", "ADAEZE OKAFOR"],
        "2005-10-14", [{"identity_phrase": "LOT 9 BLK 4 EGRET SHORE UNIT TWO, LEE COUNTY, FL", "system": "lot_block", "county": "Lee",
                        "state": "FL", "lot": "9", "block": "4", "subdivision": "EGRET SHORE, UNIT TWO"}], True, None,
        "Ordinary Florida special warranty deed from a developer. 'made this 14th day of October, 2005' governs (the acknowledgment is the "
        "same day); the 2005 taxes, the plat book, the declaration's record reference, the commission expiry and the recording stamp of "
        "10/19/2005 are decoys. The corporate president and the witnesses are not parties; the couple are two grantees.",
        None),
    doc(35, "trap", "WV", "Doddridge", "correction_deed", ["OLLIE G. ASHCRAFT", "BESSIE M. ASHCRAFT", "HAROLD D. SWIGER"], ["HOWARD D. SWIGER"],
        "1958-10-21", [{"identity_phrase": "47.25 ACRES ON BUCKEYE RUN, CENTRAL DISTRICT, DODDRIDGE COUNTY, WV", "system": "metes_bounds",
                        "county": "Doddridge", "state": "WV", "acres": 47.25}], True,
        "Oil and gas excepted, as in the former deed.",
        "Trap. A correction deed where the wrongly named grantee of the 1956 deed (Harold, the purchaser's brother) joins as a grantor to "
        "pass any title the mistake gave him, beside the original grantors; the grantee is Howard. 'made this 21st day of October, 1958' "
        "governs; the deed 'speaks from its own date', so the corrected deed of September 4, 1956 is a recital; the acknowledgment of October "
        "24 and the clerk's admission of Oct. 29 are decoys. Metes and bounds in poles with natural monuments; acreage in words and figures.",
        None),
    doc(36, "trap", "WI", "Grant", "partition_deed", ["ADOLPH KRUEGER", "EMMA KRUEGER SCHMITT", "WALTER KRUEGER", "BERTHA KRUEGER"],
        ["ADOLPH KRUEGER", "EMMA KRUEGER SCHMITT", "WALTER KRUEGER"],
        "1941-03-15", [plss("Grant", "WI", "14", "4N", "1W", "FOURTH PRINCIPAL", "SE/4 NE/4, NE/4 SE/4", acres=80),
                       plss("Grant", "WI", "13", "4N", "1W", "FOURTH PRINCIPAL", "W/2 NW/4, E/2 NW/4")], True, None,
        "Trap. Partition among three remaindermen in which the widowed life tenant joins to give up her life estate and conveys in each "
        "allotment, so she is on the grantor side though she takes nothing; the two spouses join 'only to release their homestead rights' "
        "and are not labelled. 'made this 15th day of March, A.D. 1941' governs; the death of February 9, 1938, the County Court judgment "
        "of December 2d, 1939, the acknowledgment of March 17 and the recording of March 20 are decoys. 'in the same Town and Range' carries "
        "T4N R1W; the two allotments in Section 13 make one tract.",
        None),
    doc(37, "trap", "NE", "Custer", "patent", ["UNITED STATES OF AMERICA"], ["KARIN NYQUIST"],
        "1889-04-02", [plss("Custer", "NE", "26", "18N", "20W", "SIXTH PRINCIPAL", "N/2 SE/4, S/2 NE/4", acres=160)], True, None,
        "Trap. A homestead patent issued to the widow who completed her late husband's entry: she is the grantee, and the entryman (named "
        "first and in capitals) and his heirs take nothing. The testimonium 'this second day of April, A.D. one thousand "
        "eight hundred and eighty-nine, the one hundred and thirteenth year of American Independence' governs; the Act of "
        "20th May, 1862, the entry of June 12, 1882 and the county filing of May 18, 1889 are decoys. The President's line is unsigned and "
        "the officials are no parties. Heavy OCR damage; land and date words protected.",
        noise(3, ["North", "half", "Southeast", "quarter", "South", "Northeast", "Section", "twenty-six", "Township", "eighteen", "Range",
                  "twenty", "West", "Sixth", "Principal", "Meridian", "second", "thousand", "eight", "hundred", "eighty-nine"])),
    doc(38, "ordinary", "ID", "Canyon", "right_of_way", ["EARL V. JUDD", "MAXINE JUDD"], ["OWYHEE NATURAL GAS COMPANY"],
        "1960-05-19", [plss("Canyon", "ID", "9", "4N", "3W", "BOISE", "NE/4 SE/4")], False, None,
        "Ordinary pipeline right-of-way agreement form. 'this 19th day of May, 1960' governs; the acknowledgment of May 23, the commission "
        "expiry 1-1-1963 and the recorder's filing of June 6 are decoys. The couple are the grantors; the witness is also the notary. "
        "A strip across a quarter-quarter is labelled as that quarter-quarter. Medium OCR damage.",
        noise(2, ["Northeast", "Southeast", "Quarter", "Nine", "Four", "Three", "Boise"])),
    doc(39, "trap", "WY", "Converse", "royalty_deed", ["LANCE CREEK MINERALS, LLC - SERIES 4 (ZEBRA DRAW)"], ["BOXELDER ROYALTY PARTNERS II, LP"],
        "2026-02-01", [plss("Converse", "WY", "28", "35N", "70W", "SIXTH PRINCIPAL", "W/2 SE/4, SE/4 SW/4", acres=120)], False,
        "Term royalty of 15 years from the Effective Date and as long as production; reverts to the Series; non-participating.",
        "Trap. The grantor is a protected series of a Wyoming LLC, which the deed says 'alone is the Grantor': labelled as the company with "
        "its series, not as the company at large, its manager or the manager's managing member. The Effective Date, 7:00 a.m. February 1, "
        "2026, headed at the top, governs over the signing and acknowledgment of March 3, 2026; the term's end February 1, 2041, the lease "
        "of August 14, 2019 to Antelope Divide Operating, LLC (no party), the statute, the commission expiry and the stamp of 03/16/2026 are "
        "decoys.",
        None),
    doc(40, "trap", "TX", "Howard", "other", ["VIRGIL O. TATUM", "LAVERNE TATUM"], ["CORDELIA TATUM REEVES"],
        "2002-08-22", [{"identity_phrase": "SEC 40 BLK 33 T-1-N T&P RY CO SURVEY A-1406, HOWARD COUNTY, TX", "system": "texas_survey",
                        "county": "Howard", "state": "TX", "section": "40", "block": "33", "survey": "T & P RY CO",
                        "abstract": "1406", "acres": 640}], None, None,
        "Trap. A stipulation of interest that says it is not a grant and conveys nothing (category other, conveys_fee null): the "
        "stipulating owners are the grantor side and the royalty owner whose interest they recognise, who signs only to accept, the grantee "
        "side. 'Signed as of this the 22nd day of August, 2002' governs; the 1947 deed and its grantor, the death in 1961, the lease of "
        "June 6, 1998 to Signal Hill Resources Company, two acknowledgments (August 26 and September 4), commission expiries and the filing "
        "stamp of Sep 12 2002 are decoys.",
        None),
]
