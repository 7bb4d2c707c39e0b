"""heldout11: labels and OCR-damage plan for the 40 instruments in ../src/<id>.txt.

Each DOCS entry: id, file_name, state, county (the recording fields of the package), labels (the
realdocs label format, written from the clean text as a careful examiner reads it) and noise (None,
or {level 1-3, protect: extra words the random pass must leave alone, replace: hand-placed
(old, new) damage, header: (format, first page) or None}), read by build.py (heldout3's, renamed).
"""


def plss(county, state, sec, twp, rng, mer, aliq, lots=(), acres=None):
    parts = []
    if lots:
        parts.append("LOTS " + ",".join(lots))
    if aliq:
        parts.append(aliq)
    head = " ".join(parts) or "ALL"
    t = {"identity_phrase": f"{head} SEC {sec} T{twp} R{rng}, {county.upper()} COUNTY, {state}",
         "system": "plss", "county": county, "state": state, "section": str(sec), "township": twp,
         "range": rng, "meridian": mer, "aliquots": aliq, "lots": list(lots)}
    if acres:
        t["acres"] = acres
    return t


def doc(i, state, county, cat, fee, grantors, grantees, date, tracts, reservations, notes, noise=None,
        kind="txt"):
    return {"id": i, "file_name": f"{i}.{kind}", "state": state, "county": county,
            "labels": {"doc_category": cat, "grantors": grantors, "grantees": grantees,
                       "governing_date": date, "tracts": tracts, "conveys_fee": fee,
                       "reservations": reservations, "notes": notes},
            "noise": noise}


def nz(level, protect=(), replace=(), header=None):
    return {"level": level, "protect": list(protect), "replace": list(replace), "header": header}


DOCS = [
    doc("d1101", "OK", "Grady", "oil_gas_lease", False,
        ["ORVILLE DEAN HACKBARTH", "BERNICE L. HACKBARTH"], ["CIMARRON BEND EXPLORATION, INC."],
        "1981-06-09", [plss("Grady", "OK", 14, "6N", "7W", "IM", "NE/4", acres=160)], None,
        "Ordinary printed Oklahoma lease form ('Ten and more Dollars', 3/16 royalty). The premises date "
        "9 June 1981 governs; traps are only the usual ones: the rental date 9 June 1982 (a year later), "
        "an acknowledgment on 11 June, a commission expiry 4-22-84 and a filing stamp of 18 June. A couple "
        "is two lessors; the notary and the county clerk are not parties.",
        nz(1, ["Fourteen", "Township", "Six", "North", "Range", "Seven", "West"])),
    doc("d1102", "TX", "Reagan", "oil_gas_lease", False,
        ["LUCIUS M. FENWRIGHT", "OPAL FENWRIGHT"], ["PECOS SHELF OIL CORPORATION"],
        "1953-02-02",
        [{"identity_phrase": "SEC 9 BLK C GC&SF RY CO SURVEY, A-771, REAGAN COUNTY, TX", "system": "texas_survey",
          "county": "Reagan", "state": "TX", "section": "9", "block": "C", "survey": "G. C. & S. F. RY. CO.",
          "abstract": "771", "acres": 640}], None,
        "Ordinary Producers 88 (Revised) lease, Texas, 'his wife' named as a lessor (two lessors). Date of "
        "the premises and of the testimonium (2 February 1953) governs, not the acknowledgment of the 4th "
        "with its privy examination. Tract: a railway section in a lettered block with abstract 771 and a "
        "certificate number '2/318' that is not a fraction of interest; 640 acres.",
        nz(2, ["Section", "Nine", "Block", "Survey", "Abstract"], header=("REAGAN COUNTY DEED RECORDS  VOL. 98  PAGE {page}", 512))),
    doc("d1103", "WY", "Converse", "oil_gas_lease", False,
        ["PRONGHORN FLATS GRAZING ASSOCIATION"], ["TALLGRASS LAND SERVICES, LLC"],
        "2012-09-24", [plss("Converse", "WY", 21, "34N", "72W", "6th PM", "S/2", acres=320)], None,
        "Paid-up lease in a two-column box layout: LESSOR (Name and Address) and LESSEE (Name and Address) "
        "side by side, so each line of the two columns holds a piece of both parties. The lessee takes 'as "
        "nominee for an undisclosed principal' and is the lessee of record (paragraph 4): labelled by its own "
        "name, the principal is no party. The lessor is a nonprofit association signing by its President "
        "(officer and attesting secretary not parties). 'Date of Lease: September 24, 2012' field governs "
        "over the acknowledgment of 1 October; PLSS in a township-header layout ('Section 21: S/2').",
        None),
    doc("d1104", "LA", "De Soto", "oil_gas_lease", False,
        ["ODILE FONTENOT BATISTE", "REMY PAUL BATISTE", "CELESTE ANNE BATISTE"],
        ["RED RIVER UPLIFT PRODUCING COMPANY"], "1964-03-16",
        [plss("De Soto", "LA", 18, "12N", "13W", "LM", "E/2 SW/4, SW/4 SE/4", acres=120)], None,
        "Louisiana notarial lease. The widow appears 'individually and as natural tutrix of her minor "
        "children', who own half the land by inheritance: she is a lessor in her own right and the two minors "
        "are lessors acting through their tutrix (a tutrix, like a guardian, is not labelled in that "
        "capacity; she is labelled once, by name). The deceased husband Aurelien J. Batiste is named only as "
        "the source of title. Date: the opening 'on this 16th day of March, 1964' adopted by the THUS DONE "
        "AND PASSED clause; the court order of 27 February 1964 and the filing on 20 March are traps. 'Mrs.' "
        "and 'widow of' dropped.",
        nz(2, ["Eighteen", "Twelve", "Thirteen", "Township", "Range", "North", "West", "Southwest",
               "Southeast", "Half", "Quarter", "East"])),
    doc("d1105", "ND", "McKenzie", "oil_gas_lease", False,
        ["GERALD T. OVERBYE", "MARCIA J. OVERBYE"], ["LITTLE MISSOURI RESOURCES, LLC"], "2026-01-06",
        [plss("McKenzie", "ND", 4, "150N", "98W", "5th PM", "S/2 NE/4", lots=("1", "2"), acres=159.62)], None,
        "Ordinary modern paid-up lease in plain language. The 'Effective Date: January 6, 2026' line at the top "
        "governs; the lessors sign 'on the dates of the acknowledgments' (12 January 2026) 'to be effective on "
        "the Effective Date'. Commission expiry 08/30/2029 and a statute chapter number are traps. Lots 1 and 2 "
        "with S/2NE/4 written without a space in a township-header layout.",
        None),
    doc("d1106", "KS", "Barber", "oil_gas_lease", False,
        ["CONRAD F. RIESLING", "HULDA RIESLING"], ["GYPSUM HILLS OIL SYNDICATE"], "1927-05-14",
        [plss("Barber", "KS", 27, "33S", "12W", "6th PM", "SE/4", acres=160)], None,
        "Old printed Kansas lease 'Made and entered into the 14th day of May, 1927', party of the first and "
        "second part. The lessee is a common law trust 'acting by its trustees' whose trustees are never "
        "named, so the trust itself is labelled. Traps: the rental date 14 May 1928, the acknowledgment of "
        "the 16th, a commission expiry and the filing stamp of 21 May; acreage in words.",
        nz(3, ["Twenty-seven", "Thirty-three", "Twelve", "Township", "Range", "South", "West", "Southeast",
               "Quarter", "Section", "Sixth", "Principal"])),
    doc("d1107", "NE", "Custer", "warranty_deed", True,
        ["EPHRAIM T. VOLLMER", "SOPHRONIA VOLLMER"], ["LEMUEL ASHCRAFT"], "1889-04-23",
        [plss("Custer", "NE", 8, "16N", "19W", "6th PM", "N/2 SW/4", acres=80)], None,
        "Ordinary 1889 Nebraska warranty deed. The wife is named among the grantors ('we, Ephraim T. Vollmer "
        "and Sophronia Vollmer ... do hereby grant') and also 'gives up her dower and homestead rights': named as a "
        "grantor without limitation, so she is labelled. 'Signed this 23d day of April, A. D. 1889' governs "
        "(old ordinal '23d'); the assumed mortgage of 1 April 1887 and the final proof of 19 October 1885 are "
        "recitals; filing 25 April.",
        nz(3, ["Eight", "Sixteen", "Nineteen", "Township", "Range", "North", "West", "Southwest", "half",
               "quarter", "Sixth", "Principal"])),
    doc("d1108", "AR", "Columbia", "warranty_deed", True,
        ["ALVIS R. PENNYWELL"], ["THURMAN K. DUBOSE", "NADINE DUBOSE"], "1948-09-02",
        [plss("Columbia", "AR", 21, "17S", "20W", "5th PM", "SW/4 NE/4", acres=40)],
        "Excepts an undivided 1/2 of oil, gas and minerals previously reserved by Elmira Pennywell Sturgis (not conveyed); vendor's lien retained for purchase-money notes.",
        "Role nouns Vendor / Vendees ('hereinafter styled'); a warranty deed with vendor's lien retained and "
        "purchase-money notes payable on 1 December 1949-1951 (maturity traps). The grantees hold as tenants "
        "by the entirety (two parties). The date is in a testimonium with the day spelled as a word, 'this the "
        "Second day of September, A.D. 1948'; the acknowledgment of the 3rd, the source deed of 10 August 1931 "
        "(a recital whose grantor is no party) and the filing of 8 September are traps.",
        None),
    doc("d1109", "WI", "Marathon", "warranty_deed", True,
        ["LEROY A. KOWALCZYK", "DARLENE M. KOWALCZYK"], ["TIMOTHY J. BRZEZINSKI", "ANGELA R. BRZEZINSKI"],
        "2003-07-18", [plss("Marathon", "WI", 31, "29N", "7E", "4th PM", "NW/4 SE/4")], None,
        "Ordinary Wisconsin State Bar Form 1-2003 warranty deed with its printed boxes (Document Number, "
        "Recording Area, return address, PIN, blank authentication block). 'Dated July 18, 2003.' governs over "
        "the acknowledgment of 21 July and the receipt of 24 July. The civil 'Town of Hewitt' is not a survey "
        "township; the excepted 33-foot highway strip is no tract. The drafting attorney and notary are not "
        "parties; 'survivorship marital property' is a tenancy, not a party.",
        None),
    doc("d1110", "TX", "Karnes", "mineral_deed", False,
        ["WALTER H. KOSUB", "EDNA KOSUB"], ["BRUSHY CREEK ROYALTY COMPANY"], "1972-06-19",
        [{"identity_phrase": "118.5 AC HENRIETTA VOSS SURVEY, A-402, KARNES COUNTY, TX", "system": "texas_survey",
          "county": "Karnes", "state": "TX", "survey": "HENRIETTA VOSS", "abstract": "402", "acres": 118.5}],
        None,
        "Ordinary Texas mineral deed of an undivided 1/4 with the usual lease-subject and future-rentals "
        "clauses. 'Signed by us on this 19th day of June, 1972' governs over the acknowledgment 'this the "
        "21st'. Anton Kosub, grantor of the 1946 source deed, is only in a recital, as is the lessee Escondido "
        "Petroleum Company. Acreage out of a named survey with abstract.",
        nz(1, ["Survey", "Abstract", "Henrietta", "Voss"])),
    doc("d1111", "MT", "Richland", "mineral_deed", False,
        ["SIDNEY FLATS LAND & CATTLE CO."], ["JOLENE MARIE VANDERHOEK"], "1998-04-30",
        [plss("Richland", "MT", 19, "24N", "57E", "MPM", "E/2 SW/4", lots=("3", "4"), acres=158.76)],
        "Transferor reserves the surface estate and all rights not expressly transferred.",
        "Role nouns Transferor / Transferee in a 'Recitals of the parties' block above the granting words. "
        "The transferee is 'a married woman dealing with her sole and separate property'; her husband is "
        "named only to say he is no party and takes nothing. A close corporation signs by its President "
        "(officer and secretary not parties). 'Dated this 30th day of April, 1998' governs over the "
        "acknowledgment of 4 May and the filing of 11 May. 'T24N-R57E, Principal Meridian, Montana' header with 'Sec. 19: Lots 3, 4, E1/2SW1/4'.",
        nz(2, ["Township", "North", "Range", "East", "Section", "Lots"], header=("RICHLAND COUNTY MT  DOC 377120  PAGE {page}", 1))),
    doc("d1112", "CO", "Weld", "mineral_deed", False,
        ["AUGUST HEINRICH ZIMBELMANN", "KATHARINA ZIMBELMANN"], ["NORBERT F. GALLAGHER"], "1936-10-12",
        [plss("Weld", "CO", 33, "5N", "64W", "6th PM", "W/2", acres=320)], None,
        "An indenture mineral deed whose only execution date is in words: 'the twelfth day of October, in the "
        "year nineteen hundred and thirty-six', adopted by the testimonium ('on the day and in the year named at its "
        "beginning'). The acknowledgment is also in words for the day ('this fourteenth day of October, 1936'); "
        "filing 17 October. Section, township and range in words only ('Section Thirty-three, in Township Five "
        "North, of Range Sixty-four West'). A ditch right-of-way recital is no tract.",
        nz(2, ["twelfth", "October", "year", "Lord", "one", "thousand", "nine", "hundred", "thirty-six",
               "Thirty-three", "Township", "Five", "North", "Range", "Sixty-four", "West", "Half", "Section",
               "fourteenth", "Sixth", "Principal"])),
    doc("d1113", "NM", "Lea", "royalty_deed", False,
        ["ROSCOE B. TANKERSLEY", "DELLA TANKERSLEY"], ["HOMER J. STALLCUP"], "1944-03-07",
        [plss("Lea", "NM", 17, "19S", "37E", "NMPM", "NE/4", acres=160)],
        "Grantors reserve the executive right to lease and all bonus and delay rentals.",
        "Ordinary New Mexico royalty deed of a 1/64th royalty, non-participating in bonus and rentals. The "
        "testimonium 'this 7th day of March, 1944' governs over the acknowledgment of the 8th and the filing "
        "of 13 March; the existing lessee Monument Draw Petroleum Company is named only as lessee of the "
        "existing lease and is no party.",
        nz(1, ["Seventeen", "Nineteen", "Thirty-seven", "Township", "South", "Range", "East", "Northeast",
               "Quarter", "Section"])),
    doc("d1114", "MS", "Lamar", "royalty_deed", False,
        ["WILBURN EZRA HOLLOMAN"], ["LONGLEAF ROYALTY PARTNERS, LP"], "2009-11-17",
        [plss("Lamar", "MS", 5, "2N", "15W", "St. Stephens", "SE/4", acres=160)],
        "Term royalty of 15 years from March 1, 2010 and as long thereafter as production; grantor retains the executive right, bonuses and rentals.",
        "Mississippi term royalty deed with the statutory indexing header (Prepared by, Return to, Grantor, "
        "Grantee with addresses and telephone numbers, Indexing line). The term 'commencing on March 1, 2010' "
        "is not the governing date; 'WITNESS MY SIGNATURE on this the 17th day of November, 2009' governs "
        "over the acknowledgment of the 18th and the filing of 2 December. The existing lessee Bogue Homa "
        "Exploration, Inc. is no party. 'an unmarried adult' dropped.",
        None),
    doc("d1115", "ND", "Dunn", "lease_assignment", False,
        ["KILLDEER MOUNTAIN ENERGY, INC."], ["BADLANDS CROSSING OIL COMPANY, LLC"], "2014-04-22",
        [plss("Dunn", "ND", 26, "146N", "95W", "5th PM", "NW/4, N/2 SW/4", acres=240)],
        "Assignor reserves an overriding royalty of 2% of 8/8, proportionately reduced.",
        "Ordinary partial assignment (50% of assignor's interest) with the assigned lease in a field table "
        "(Lease Date, Lessor, Lessee, Recorded): the lessors Arvid N. and Lorraine Sorteberg are in the table "
        "only and are no parties; the lease date 2 August 2011 is a recital. 'EXECUTED this 22nd day of "
        "April, 2014' governs over an acknowledgment of the 24th taken in another county (Stark). The vice "
        "president and notary are not parties.",
        nz(1, ["Township", "North", "Range", "West", "Section"])),
    doc("d1116", "OK", "Major", "lease_assignment", False,
        ["MELVIN R. STROUD, TRUSTEE"], ["HUMPHREY DRILLING & PRODUCTION CO."], "1976-02-06",
        [plss("Major", "OK", 10, "21N", "13W", "IM", "SW/4", acres=160)], None,
        "Assignment by the sole 'Liquidating Trustee' of a liquidating trust that received a dissolved "
        "corporation's assets: the trust is the assignor and acts only through its trustee, who is labelled "
        "with the trustee capacity (he acts 'solely in his representative capacity'). The dissolved "
        "Carrow Petroleum Corporation (original lessee) and the recited lessors Clement and Louella Ostrander "
        "are no parties. Traps: the plan of liquidation of 30 December 1975, the lease date 14 May 1973, the "
        "acknowledgment of 9 February 1976 in Garfield County and a commission expiry 10/1/78; 'this "
        "Assignment is executed this 6th day of February, 1976' governs.",
        nz(2, ["Ten", "Twenty-one", "Thirteen", "Township", "North", "Range", "West", "Southwest",
               "Quarter", "Section", "Indian", "Meridian"])),
    doc("d1117", "UT", "Uintah", "lease_assignment", False,
        ["ASHLEY VALLEY PETROLEUM PARTNERS"], ["DUCHESNE BASIN OPERATING CORPORATION"], "1990-09-01",
        [plss("Uintah", "UT", 2, "9S", "20E", "SLM", "S/2 N/2", lots=("1", "2", "3", "4"), acres=319.36)],
        "Assignor reserves an overriding royalty of 3%, reduced so total burdens do not exceed 17.5%.",
        "Field layout FROM: / TO: / LEASE: / LANDS: / INTEREST ASSIGNED:, the granting clause naming the "
        "parties only as 'the party named in the FROM line'. The assignor is a general partnership 'composed "
        "of' an individual and a company, whose partners sign and join 'only to evidence the authority' and "
        "claim nothing: not parties. The State of Utah (lessor of the recited state lease) and its trust lands "
        "agency are no parties. Date worked out: 'effective between the parties as of the first day of the "
        "month following its execution' with execution 'on 14 August 1990' (day-month-year) gives 1 September "
        "1990; the lease's effective date 1 March 1984, the acknowledgment of 15 August and the approval of "
        "2 October 1990 are traps.",
        None),
    doc("d1118", "KS", "Stafford", "lease_release", False,
        ["REINHOLD J. SCHEUFLER", "FRIEDA SCHEUFLER"], ["PRAIRIE DOME OIL COMPANY"], "1958-02-11",
        [plss("Stafford", "KS", 3, "21S", "14W", "6th PM", "SW/4", acres=160)], None,
        "Ordinary release by the original lessee, who still holds the lease. Lessors on the grantor side, the "
        "releasing holder on the grantee side. Traps: the lease date 8 July 1954, the missed rental date 8 July "
        "1957, the plugging date 2 December 1955, the acknowledgment of 13 February in Barton County and the "
        "filing of 17 February; the corporate testimonium 'this 11th day of February, 1958' governs.",
        nz(2, ["Three", "Twenty-one", "Fourteen", "Township", "South", "Range", "West", "Southwest",
               "Quarter", "Section"])),
    doc("d1119", "OH", "Washington", "lease_release", False,
        ["JACOB MERCER ULLOM", "SARAH ELLEN ULLOM"], ["WOLF CREEK VALLEY GAS AND OIL COMPANY"], "1912-09-27",
        [{"identity_phrase": "PT SEC 14 TOWN 3 RANGE 8 OHIO CO PURCHASE, 62 AC, WASHINGTON COUNTY, OH",
          "system": "plss", "county": "Washington", "state": "OH", "section": "14", "township": "3",
          "range": "8", "meridian": "Ohio Company's Purchase", "aliquots": None, "lots": [], "acres": 62}],
        None,
        "A 'Surrender' in which the holder is 'hereinafter styled the Surrenderer' and the landowners 'the "
        "Owners' (new role nouns); the holder is an assignee of the original lessee Hiram P. Tuttlebee, who is "
        "named only in a recital. Ohio Company's Purchase survey: 'Section Fourteen (14), Town Three (3), "
        "Range Eight (8)' without directions (kept as numbers); 'Township of Fearing' is the civil township; "
        "a 62-acre part of the section bounded by adjoiners and a road, labelled as that section. Date: "
        "testimonium 'this 27th day of September, 1912'; lease of 4 March 1907 (recital), acknowledgment of "
        "30 September and receipt for record on 3 October are traps. Hand-placed damage: 'Town Three (3)' "
        "reads 'Town Tbree (3)' (the numeral still gives 3).",
        nz(3, ["Fourteen", "Town", "Three", "Range", "Eight", "Section", "Fearing", "Washington"],
           replace=[("Town Three (3)", "Town Tbree (3)")])),
    doc("d1120", "TX", "Gaines", "affidavit_of_heirship", False,
        ["ROYCE ELDON PURCIFULL, DECEASED"],
        ["NORA BETH PURCIFULL", "DEWAYNE ELDON PURCIFULL", "CHARLA PURCIFULL ESTES"], "1985-06-03",
        [{"identity_phrase": "LABOR 12 LEAGUE 275 OLDHAM CSL, A-89, GAINES COUNTY, TX", "system": "texas_survey",
          "county": "Gaines", "state": "TX", "survey": "OLDHAM COUNTY SCHOOL LAND", "abstract": "89",
          "acres": 177.1}], None,
        "Texas affidavit as to heirship and family history by a disinterested affiant (not labelled). "
        "Heirs: the widow (a life estate in one-third of separate realty) and two children; all three take "
        "in the land and are labelled. New land layout: a labor of a county school land league ('Labor "
        "Twelve (12), League Two Hundred Seventy-five (275), Oldham County School Land, Abstract No. 89') "
        "lying in another county. Date: 'SIGNED this 3rd day of June, 1985' governs over the jurat of the "
        "5th; the death on 11 January 1984 and the filing of 10 June are traps. Hand-placed damage: the "
        "league numeral reads '(27S)'; the abstract still identifies the tract.",
        nz(2, ["Labor", "Twelve", "League", "Two", "Hundred", "Seventy-five", "Oldham", "School", "Land",
               "Abstract"], replace=[("Seventy-five (275)", "Seventy-five (27S)")])),
    doc("d1121", "IL", "Macoupin", "affidavit_of_heirship", False,
        ["GLENDON RAY WIEGAND, DECEASED"], ["PAULETTE ANN GRIESEMER", "KENNETH GLEN WIEGAND"], "2019-07-09",
        [plss("Macoupin", "IL", 30, "12N", "6W", "3rd PM", "W/2 NW/4", acres=78.4)], None,
        "Affidavit by an interested affiant who is herself an heir (an adopted daughter, labelled as heir, "
        "'formerly Paulette Ann Wiegand' is not a second party). Traps: a stepson 'raised but never adopted' "
        "who is expressly not an heir; two predeceased wives who take nothing; a son born before either "
        "marriage who is an heir. 'Dated: July 9, 2019.' and the jurat agree; the deaths (1996, 2015, 2018), "
        "the 1971 adoption, the statute and the recording stamp 07/15/2019 are traps. The excepted half-acre "
        "cemetery tract is no tract.",
        None),
    doc("d1122", "SD", "Harding", "affidavit_of_heirship", False,
        ["EMIL AUGUST GRUENHAGEN, DECEASED"], ["OTTO W. GRUENHAGEN", "HERMAN F. LUTZ"], "1967-03-20",
        [plss("Harding", "SD", 11, "21N", "5E", "BHM", "N/2, SE/4", acres=480)], None,
        "Affidavit of death and heirship by two disinterested affiants (a married couple, not labelled). The "
        "decedent never married; both parents died before him; heirs are a full brother and a half-brother "
        "with a different surname (kindred of the half blood), set out in a NAME / RELATIONSHIP / SHARE table. "
        "A predeceased brother's widow takes nothing and is not labelled. 'Dated at Buffalo, South Dakota, "
        "this 20th day of March, 1967' and the jurat agree; deaths (1905, 1931, 1944, 1958, 2 February "
        "1966), the tax year and the filing of 27 March are traps.",
        nz(1, ["Eleven", "Twenty-one", "Five", "Township", "North", "Range", "East", "Half", "Southeast",
               "Quarter", "Section", "Black", "Hills"])),
    doc("d1123", "CA", "Kern", "probate", False,
        ["BARNABAS QUINCY HOLLISTER, DECEASED"], ["ROSALIND HOLLISTER MEEKER", "KERN RIVER PIONEER ORPHANS' HOME"],
        "1931-12-21", [plss("Kern", "CA", 26, "29S", "27E", "MDM", "SE/4", acres=160)], None,
        "California decree of final distribution. Distributees of the land: the executrix, who is also a "
        "residuary devisee (labelled by name as distributee), and a charitable corporation. The brother "
        "given nothing, the judge, the attorneys and the clerk are not parties; the lessee Kernville Slope Oil "
        "Company is named only in a recital. Date: 'Done in open court this 21st day of December, 1931'; the "
        "hearing of 14 December, death of 3 March 1930, probate of 28 April 1930, the certified-copy "
        "attestation of 6 January 1932 and the recording of 8 January 1932 are traps.",
        nz(2, ["twenty-six", "twenty-nine", "twenty-seven", "Township", "South", "Range", "East",
               "Southeast", "quarter", "Section", "Diablo"], header=("KERN COUNTY OFFICIAL RECORDS BOOK 431 PAGE {page}", 190))),
    doc("d1124", "FL", "Polk", "probate", False,
        ["LUTHER AMBROSE DEVAUGHN, DECEASED"],
        ["MARJORIE ELLEN DEVAUGHN", "GRADY LUTHER DEVAUGHN", "SHARLA DEVAUGHN PINKSTON"], "2016-11-10",
        [{"identity_phrase": "LOT 7 BLK 14 PALMETTO RIDGE UNIT TWO, POLK COUNTY, FL", "system": "lot_block",
          "county": "Polk", "state": "FL", "lot": "7", "block": "14", "subdivision": "PALMETTO RIDGE UNIT TWO"}],
        None,
        "Florida order determining homestead status: the devise of the homestead fails and title descends "
        "by statute, a life estate to the surviving spouse (who is also the personal representative; "
        "labelled by name as an heir) and a vested remainder to two descendants. The friend named as devisee "
        "takes nothing and is not labelled, though he is in the copies list. Date: 'DONE AND ORDERED ... on "
        "November 10, 2016'; the death of 22 April, admission of the will on 3 June and the recording stamp "
        "11/17/2016 are traps. The file number begins with the year; the parcel number is not a lot.",
        None),
    doc("d1125", "MO", "Bates", "deed_of_trust", False,
        ["DELBERT RAY HUFFSTUTLER", "JOANN M. HUFFSTUTLER"], ["MARAIS DES CYGNES VALLEY BANK"], "1994-10-25",
        [plss("Bates", "MO", 15, "39N", "31W", "5th PM", "NE/4 SW/4, N/2 SE/4", acres=120)], None,
        "Ordinary Missouri three-party deed of trust: grantors of the first part, the trustee of the second "
        "part (not labelled: a deed-of-trust trustee), the lending bank of the third part as beneficiary. "
        "Execution and acknowledgment are both 25 October 1994; the final maturity of 1 November 2009, the "
        "notary's term and the filing of 27 October are traps.",
        nz(1, ["Fifteen", "Thirty-nine", "Thirty-one", "Township", "North", "Range", "West", "Northeast",
               "Southwest", "Southeast", "Half", "Quarter", "Section", "Fifth", "Principal"])),
    doc("d1126", "SD", "Brown", "deed_of_trust", False,
        ["GUSTAV E. LINDQVIST", "HILMA LINDQVIST"], ["DAKOTA FARM MORTGAGE AND DEBENTURE COMPANY"], "1911-11-01",
        [plss("Brown", "SD", 4, "123N", "62W", "5th PM", "SE/4", acres=160)], None,
        "Ordinary 1911 real estate mortgage (a mortgage is deed_of_trust in DOMAIN's vocabulary). 'Made this "
        "1st day of November, A. D. 1911' governs; the note's maturity 'the first day of November, 1916' "
        "(same day and month five years on), the acknowledgment 'On this 3rd day of November, in the year "
        "1911', a commission expiry and the filing of 6 November are traps. The notary is also a subscribing "
        "witness. Hand-placed damage: the acknowledgment's '3rd' reads '3rcl'.",
        nz(3, ["Four", "Township", "One", "Hundred", "Twenty-three", "North", "Range", "Sixty-two", "West",
               "Southeast", "Quarter", "Section", "Fifth", "Principal"],
           replace=[("On this 3rd day of November", "On this 3rcl day of November")])),
    doc("d1127", "WA", "Adams", "mortgage_release", False,
        ["KASIMIR OSTROWSKI HAUPTFLEISCH", "RENATA HAUPTFLEISCH"], ["SNAKE RIVER AGRICULTURAL CREDIT, ACA"],
        "2021-02-03", [plss("Adams", "WA", 22, "18N", "33E", "WM", "N/2, SE/4")], None,
        "Washington satisfaction of mortgage by the holder, a farm credit association 'successor in interest "
        "to' the original mortgagee (the predecessor is no party). The recording cover sheet lists the lender "
        "as 'Grantor(s)' and the borrowers as 'Grantee(s)'; the label follows DOMAIN's sides (mortgagors on the "
        "grantor side, releasing holder on the grantee side). Date 'DATED: 3 February 2021' in day-month-year "
        "order governs over the notary's 'Dated: February 8, 2021', the mortgage of 9 March 2004 and its "
        "recording of 15 March 2004, and the recording 02/16/2021. The excepted State Route strip is no tract.",
        None),
    doc("d1128", "AL", "Monroe", "mortgage_release", False,
        ["CASWELL J. THREADGILL", "MARTHA LOU THREADGILL"], ["BASCOM PETTAWAY TUNSTALL"], "1939-11-09",
        [plss("Monroe", "AL", 28, "7N", "7E", "St. Stephens", "E/2 NW/4", acres=80)], None,
        "A copy of an Alabama mortgage with its marginal satisfaction: the instrument labelled is the "
        "satisfaction (mortgage_release), whose only date is 'This the 9th day of Nov. 1939' with an "
        "abbreviated month and no comma. The mortgage's own dates (12 January 1936, acknowledgment of the "
        "13th, filing 20 January 1936), the maturity of 15 November 1937 and the crop year 1938 are traps. "
        "The individual mortgagee releases; the probate judge and his clerk who attest are not parties.",
        nz(2, ["Twenty-eight", "Seven", "Township", "North", "Range", "East", "Half", "Northwest",
               "Quarter", "Section", "Stephens"])),
    doc("d1129", "KY", "Johnson", "deed", True,
        ["J. PLEASANT CASTLE, ADMINISTRATOR"], ["ASA BURCHETT MEADE"], "1907-03-16",
        [{"identity_phrase": "64.5 AC ON BIG PAINT CREEK (METES AND BOUNDS), JOHNSON COUNTY, KY",
          "system": "metes_bounds", "county": "Johnson", "state": "KY", "acres": 64.5}], None,
        "Kentucky administrator's deed under a circuit court judgment for sale to pay debts, with no general "
        "warranty (so `deed`). The administrator conveys in his office and is labelled with that capacity; "
        "the decedent Harlan Spurlock, the heirs and creditors (a case caption), the master commissioner who "
        "sold and the adjoiner Cynthia Preece are not parties. Metes and bounds in poles with natural "
        "monuments on the waters of Big Paint Creek, 'sixty-four and one-half acres' in words. Date: 'this "
        "the 16th day of March, 1907'; the death in 1905, the October term 1906 and the clerk's certificate "
        "of 19 March are traps; there is no notary, the county clerk takes the acknowledgment.",
        None),
    doc("d1130", "AZ", "Pinal", "deed", True,
        ["RAMON ESTEBAN QUINTANILLA", "LORENA QUINTANILLA"], ["SUPERSTITION MOUNTAIN SAVINGS BANK"], "2007-06-29",
        [{"identity_phrase": "LOT 42 BLK 3 SAGUARO VISTA ESTATES UNIT ONE, PINAL COUNTY, AZ", "system": "lot_block",
          "county": "Pinal", "state": "AZ", "lot": "42", "block": "3", "subdivision": "SAGUARO VISTA ESTATES UNIT ONE"}],
        None,
        "Arizona deed in lieu of foreclosure: fee conveyed by the borrowers to the lender without warranty "
        "beyond their own acts (category deed; a fee instrument). Role nouns Borrowers / Lender. The recited "
        "deed of trust of 14 November 2005 and its trustee Gila Escrow and Title Agency are no parties; the "
        "lender's acceptance on 6 July is not an execution. Date: 'Dated: this the twenty-ninth of June, 2007' "
        "(ordinal in words, no 'day of') governs over the acknowledgment of 2 July and the recording of "
        "07/10/2007.",
        None),
    doc("d1131", "ID", "Gooding", "quitclaim_deed", True,
        ["FLOYD VERNON MUNSINGER", "IRMA JEAN MUNSINGER"], ["WARREN L. HASKETT", "BEVERLY HASKETT"], "1962-08-14",
        [plss("Gooding", "ID", 9, "6S", "15E", "BM", "SW/4 NE/4, NW/4 SE/4")], None,
        "Ordinary Idaho quitclaim given to clear a cloud from an unreleased contract of sale of 3 April 1953 "
        "(a recital). 'Dated: August 14, 1962.' and the acknowledgment of the same day govern; the tax year "
        "1962 and the recording of 20 August are traps. Canal stock and water rights are appurtenances, not "
        "tracts.",
        nz(1, ["Southwest", "Northeast", "Northwest", "Southeast", "Quarter", "Section", "Township", "South",
               "Range", "East", "Boise"])),
    doc("d1132", "NV", "Elko", "quitclaim_deed", True,
        ["EZEKIEL PARDEE GOODSPEED"], ["INDEPENDENCE VALLEY LAND AND LIVE STOCK COMPANY"], "1903-07-07",
        [plss("Elko", "NV", 20, "34N", "55E", "MDM", "E/2 NE/4, NE/4 SE/4", acres=120)], None,
        "1903 Nevada indenture quitclaim whose premises date is in words: 'the seventh day of July, nineteen "
        "hundred and three'. The grantor signs with initials 'E. P. Goodspeed' (same person). Traps: the "
        "appropriation 'since the year 1884', the acknowledgment of 9 July and the recording of 13 July; the "
        "possessory claim to unsurveyed public land is no tract.",
        nz(2, ["seventh", "July", "nineteen", "hundred", "three", "Twenty", "Thirty-four", "Fifty-five",
               "Township", "North", "Range", "East", "half", "Northeast", "Southeast", "quarter", "Section",
               "Diablo"])),
    doc("d1133", "TX", "Midland", "special_warranty_deed", True,
        ["MUSTANG DRAW SURFACE HOLDINGS, LLC"], ["CALLAWAY-NOVAK RANCH PARTNERS, LTD."], "2023-12-01",
        [{"identity_phrase": "SEC 27 BLK 36 H&TC RY CO SURVEY, A-1560, MIDLAND COUNTY, TX", "system": "texas_survey",
          "county": "Midland", "state": "TX", "section": "27", "block": "36", "survey": "H. & T. C. RY. CO.",
          "abstract": "1560", "acres": 640}],
        "Grantor reserves all oil, gas and other minerals with reasonable surface use.",
        "Texas State Bar-style special warranty deed in field layout (Grantor / Grantor's Address / Grantee / "
        "Consideration / Property / Reservations / Exceptions). Date worked out: 'Effective Time: 7:00 a.m. "
        "... on the First Business Day of December, 2023', with 'First Business Day' defined later as the "
        "first day of the month not a weekend or Texas holiday: Friday 1 December 2023. Executed 20 November, "
        "acknowledged 21 November, recorded 12/04/2023. The grantor LLC signs through its manager "
        "corporation's president (neither is a party); an instrument number of 2019 is a recital.",
        None),
    doc("d1134", "OR", "Malheur", "correction_deed", True,
        ["LYLE ANSEL VOGELSANG", "GERALDINE VOGELSANG"], ["OWYHEE BENCH ORCHARDS, INC."], "1979-08-17",
        [plss("Malheur", "OR", 16, "22S", "45E", "WM", "SE/4 SW/4", lots=("4",))],
        "Grantors reserve for their lives the right to take household water from the well on Lot 4.",
        "Oregon correction bargain and sale deed correcting the range of a deed of 2 May 1979 (recorded 9 May "
        "1979) from 44 East to 45 East: the tract is the corrected land only (Range 44 East appears only as "
        "the error). 'this 17th day of August, 1979' governs over the short-form acknowledgment dated "
        "'August 20, 1979.' and the receipt for record on the 23rd. Government Lot 4 with a quarter-quarter; "
        "the statutory land-use warning is boilerplate.",
        nz(2, ["Southeast", "Southwest", "Quarter", "Government", "Lot", "Section", "Township", "South",
               "Range", "East", "Willamette"])),
    doc("d1135", "IN", "Tippecanoe", "partition_deed", True,
        ["ORVAL J. STEINMETZ", "MERLE A. STEINMETZ", "VIOLA STEINMETZ KRIEBEL"],
        ["ORVAL J. STEINMETZ", "MERLE A. STEINMETZ", "VIOLA STEINMETZ KRIEBEL"], "1956-09-28",
        [plss("Tippecanoe", "IN", 12, "23N", "5W", "2nd PM", "E/2 SE/4", acres=80),
         plss("Tippecanoe", "IN", 13, "23N", "5W", "2nd PM", "W/2 SW/4", acres=80),
         plss("Tippecanoe", "IN", 14, "23N", "5W", "2nd PM", "N/2 NE/4", acres=80)], None,
        "Ordinary voluntary partition among three children and heirs of an intestate father (who is only "
        "recited and is no party): the three cotenants are on both sides. The husband of one sister and the "
        "wife of one brother 'join herein only for the purpose of releasing any inchoate interest' and claim "
        "no title: not labelled. Three allotments in three sections with no meridian named. Date: 'this 28th "
        "day of September, 1956'; death of 5 January 1955, the acknowledgment of 1 October, the auditor's "
        "entry and the recording of 3 October are traps.",
        nz(1, ["Twelve", "Thirteen", "Fourteen", "Twenty-three", "Five", "Township", "North", "Range",
               "West", "Half", "Southeast", "Southwest", "Northeast", "Quarter", "Section"])),
    doc("d1136", "MN", "Otter Tail", "patent", True,
        ["UNITED STATES OF AMERICA"], ["TORVALD ENGEBRETSEN SKJERVHEIM"], "1886-03-05",
        [plss("Otter Tail", "MN", 34, "133N", "42W", "5th PM", "SW/4", acres=160)], None,
        "Cash-entry patent under the Act of 24 April 1820 (a statute date). Testimonium wholly in words: 'the "
        "fifth day of March, in the year of our Lord eighteen hundred and eighty-six, ... "
        "being the one hundred and tenth year of American Independence'. Dates without 'day' ('the 10th of May, 1879' "
        "settlement, 'the 2nd of June, 1879' declaratory statement, 'the 15th of October, 1881' payment) are "
        "recited for identification; the county filing of 18 August 1886 is a trap. Land in words only "
        "('South West quarter of Section thirty-four in Township one hundred and thirty-three North, of Range "
        "forty-two West'). Officials who sign are not parties. Hand-placed damage: 'thirty-three' reads "
        "'tbirty-three' in the township.",
        nz(3, ["South", "West", "quarter", "Section", "thirty-four", "Township", "one", "hundred", "and",
               "thirty-three", "North", "Range", "forty-two", "Fifth", "Principal", "fifth", "March", "year",
               "Lord", "thousand", "eight", "eighty-six", "sixty", "acres"],
           replace=[("hundred and thirty-three North", "hundred and tbirty-three North")])),
    doc("d1137", "NM", "Eddy", "lease_ratification", False,
        ["INEZ WILBANKS ORTEGA", "BENITO ORTEGA"], ["GUADALUPE BASIN OIL COMPANY"], "1960-07-14",
        [plss("Eddy", "NM", 5, "22S", "27E", "NMPM", "NW/4", acres=161.2)], None,
        "Ordinary ratification by mineral owners who bought after the lease from its lessor. The husband is "
        "named as a co-owner ('INEZ WILBANKS ORTEGA and her husband, BENITO ORTEGA, own') with no limited "
        "joinder, so both are ratifying owners; the lessee and present holder is the grantee. The recited "
        "lessor Claude H. Wilbanks is no party. Traps: lease of 2 September 1958, mineral deed of 19 May 1957, "
        "acknowledgment of 15 July and filing of 22 July; 'EXECUTED this 14th day of July, 1960' governs.",
        nz(2, ["Five", "Twenty-two", "Twenty-seven", "Township", "South", "Range", "East", "Northwest",
               "Quarter", "Section"])),
    doc("d1138", "MI", "Kalkaska", "lease_ratification", False,
        ["NORMAN EUGENE FAIRCHILD-HOLM"], ["SABLE ANTRIM OPERATING COMPANY"], "1988-10-19",
        [plss("Kalkaska", "MI", 30, "27N", "6W", "MM", "NE/4 SW/4", acres=40)], None,
        "Michigan ratification and joinder of a pooled unit in a header layout (Unit Name / Operator / "
        "Ratifying Party). Role noun 'Ratifying Party'; the present lessee is the operator. The late father "
        "who granted the lease (1 June 1986) is in a recital; the sister who signs 'only as a witness' is not "
        "a party. Date: 'Signed on: 10-19-1988' (dashed numeric) governs over the acknowledgment of 21 "
        "October; the commission expiry is a trap. Hyphenated surname; 'Kalkaska Township' is civil.",
        None),
    doc("d1139", "PA", "Westmoreland", "right_of_way", False,
        ["JONAS WERTZBERGER", "AMANDA C. WERTZBERGER"], ["LAUREL RIDGE NATURAL GAS TRANSMISSION COMPANY"],
        "1918-05-22",
        [{"identity_phrase": "87 AC FARM IN DONEGAL TWP, WESTMORELAND COUNTY, PA", "system": "other",
          "county": "Westmoreland", "state": "PA", "acres": 87}], None,
        "Pennsylvania pipeline right of way over a farm known only by its township, adjoiners (Hoburg, the "
        "Kintigh heirs, a road, Indian Creek) and 'eighty-seven acres' in words. The source deed from "
        "Catherine Wertzberger, widow, dated 'the 30th of March, 1894' is a recital. 'WITNESS our hands and "
        "seals this 22nd day of May, 1918' governs over the justice of the peace's acknowledgment of the "
        "25th (with the wife's separate examination) and the recording of 4 June. Witnesses, arbitrators and "
        "the justice are no parties.",
        None),
    doc("d1140", "CO", "Weld", "other", None,
        ["LAVERNE P. DUERKSEN, TRUSTEE", "OPAL R. DUERKSEN, TRUSTEE"], ["BIG BEND PLATTE OPERATING, LLC"],
        "2017-04-11", [plss("Weld", "CO", 14, "7N", "60W", "6th PM", "E/2", acres=320)], None,
        "Memorandum of a surface use and damage agreement, which conveys nothing (category other, "
        "conveys_fee null): the surface owner (a revocable trust acting by two co-trustees, labelled as "
        "trustees) on the grantor side and the operator on the grantee side. The trust's agreement date "
        "'U/A/D April 4, 2002' is inside its name. Date worked out: 'Effective Date: the date of the last "
        "signature below' with signature-date lines 3/28/2017 and 04/11/2017, so 11 April 2017, not the "
        "operator's acknowledgment of 12 April or the recording of 04/19/2017. The pad 'in the NE/4' is "
        "inside the described E/2 and is no second tract.",
        None),
]
