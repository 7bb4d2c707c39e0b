"""Labels, form and OCR-damage plan of heldout17 (kept aside: see ../README.md). Written blind, by hand,
from the clean texts in ../src; read by build.py, validate.py, check_overlap.py and selfcheck.py."""

_NUM = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand "
        "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth "
        "fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth").split()
_LAND = ("Section Sections Sec Township Town Twp Range Rge Meridian Principal Base Quarter Half Northeast "
         "Northwest Southeast Southwest North South East West Lots Lot acres acre Block Survey Abstract "
         "League Labor Indian Choctaw Huntsville Seward Michigan Boise Gila Salt River Diablo Tallahassee "
         "Dated dated day Executed executed Signed Witness hands").split()
PROTECT = _NUM + _LAND


def noise(level, *extra, header=None):
    return {"level": level, "protect": PROTECT + list(extra), "replace": [], "header": header}


def plss(sec, twp, rng, mer, aliq, county, state, lots=(), acres=None):
    parts = []
    if lots:
        parts.append("LOTS " + ", ".join(lots))
    if aliq:
        parts.append(aliq)
    if not parts:
        parts.append("ALL")
    t = {"identity_phrase": f"{', '.join(parts)} SEC {sec} T{twp} R{rng}, {county.upper()} COUNTY, {state}",
         "system": "plss", "section": str(sec), "township": twp, "range": rng, "meridian": mer,
         "aliquots": aliq, "lots": list(lots), "county": county, "state": state}
    if acres:
        t["acres"] = acres
    return t


def doc(i, form, state, county, category, grantors, grantees, date, tracts, fee, notes, reservations=None,
        damage=None):
    return {"id": f"d17{i:02d}", "file_name": f"d17{i:02d}.txt", "state": state, "county": county, "form": form,
            "noise": damage,
            "labels": {"doc_category": category, "grantors": grantors, "grantees": grantees,
                       "governing_date": date, "tracts": tracts, "conveys_fee": fee,
                       "reservations": reservations, "notes": notes}}


DOCS = [
    doc(1, "ordinary", "IL", "Wayne", "oil_gas_lease", ["ORVILLE T. BRANDAU", "LEOTA M. BRANDAU"],
        ["PRAIRIE BASIN PETROLEUM COMPANY"], "1957-06-11",
        [plss(17, "2S", "7E", "3RD PM", "S/2 NE/4", "Wayne", "IL", acres=80)], False,
        "Illinois Producers 88-style lease with a delay rental through a named depository bank. Lessors are the "
        "husband and wife named in the premises (the wife a lessor, not a joinder); the lessee is the corporation. "
        "The governing date is the premises date, 11 June 1957; the acknowledgment (14 June), the first rental date "
        "(11 June 1958), the commission expiry and the recording stamp are decoys. Light OCR damage.",
        damage=noise(1, "Wayne", "Fairfield")),
    doc(2, "ordinary", "MT", "Roosevelt", "oil_gas_lease", ["THE STATE OF MONTANA"], ["KESTREL BUTTE OIL COMPANY"],
        "1998-12-01", [plss(16, "28N", "52E", "PMM", None, "Roosevelt", "MT", acres=640)], False,
        "Montana state trust-land lease (DNRC form) 'dated and takes effect' on 1 December 1998, which governs "
        "over the sale date (3 November 1998), the two signature dates (9 and 15 December), the acknowledgment and "
        "the recording stamp of 1999. The Board and the bureau chief act for the State, which is the lessor; the "
        "president signs for the lessee. Section 16 All (aliquots null), 640 acres."),
    doc(3, "ordinary", "IA", "Cherokee", "warranty_deed", ["DELBERT F. HUISMAN", "ARLENE J. HUISMAN"],
        ["WENDELL R. KOPECKY", "JOAN E. KOPECKY"], "1968-03-08",
        [plss(22, "95N", "38W", "5TH PM", "W/2 SE/4", "Cherokee", "IA", acres=80)], True,
        "Iowa State Bar style warranty deed in the form's own layout: 'Dated March 8, 1968' governs, the same day as "
        "the acknowledgment. Decoys: the contract of sale of 12 January 1968 that the deed performs, possession on 1 "
        "March, the 1967 taxes, the commission expiry, the recording and the auditor's transfer entry of 11 March. "
        "Both spouses are grantors and both grantees take as joint tenants. Medium OCR damage.",
        damage=noise(2, "Cherokee")),
    doc(4, "ordinary", "GA", "Crisp", "warranty_deed", ["JOSIAH M. PURDOM"], ["ELLA VICKERY TARLETON"], "1923-10-03",
        [{"identity_phrase": "LAND LOT 142, 7TH LAND DISTRICT, CRISP COUNTY, GA", "system": "other",
          "land_lot": "142", "district": "7", "acres": 202.5, "county": "Crisp", "state": "GA"}], True,
        "Georgia indenture of warranty with the premises date wholly in words ('the third day of October, in the year "
        "of our Lord one thousand nine hundred and twenty-three'); the year in figures only appears in the clerk's "
        "filing of 9 and 10 October 1923, which does not govern. The grantee is written 'MRS. ELLA VICKERY TARLETON' "
        "(honorific dropped). The land is a Georgia land lot in a land district (system other), with adjoiners. The "
        "loan deed of 1919 that the grantee assumes is a recital. Signed before an unofficial witness and a notary; no "
        "separate acknowledgment date."),
    doc(5, "ordinary", "OK", "Grady", "mineral_deed", ["LUTHER B. HASKINS", "OPAL HASKINS"], ["CARL W. RIDENOUR"],
        "1949-08-22", [plss(9, "6N", "7W", "IM", "NW/4", "Grady", "OK", acres=160)], False,
        "Oklahoma undivided-interest mineral deed conveying 1/4 of the minerals with the usual lease-benefit and "
        "forfeited-lease clauses. 'Signed and delivered this 22nd day of August, 1949' governs; the acknowledgment (23 "
        "August), the recited lease of 30 March 1948, the commission expiry in figures and the recording are decoys. "
        "Light OCR damage.", damage=noise(1, "Grady", "Chickasha")),
    doc(6, "ordinary", "WY", "Campbell", "mineral_deed", ["THUNDER BASIN RANCH COMPANY"],
        ["GREYBULL MINERAL PARTNERS, LLC"], "2006-05-17",
        [plss(4, "44N", "71W", "6TH PM", "S/2 NE/4", "Campbell", "WY", lots=("1", "2"), acres=159.62)], False,
        "Wyoming mineral deed with Grantor / Grantee fields at the top. 'Executed this 17th day of May, 2006' governs "
        "over the corporate acknowledgment of 19 May, the recited lease of 9 June 2003, the 2006 tax year and the "
        "reception stamp of 24 May. The president and secretary sign for the grantor and are not parties. Coal, "
        "uranium and surface-mined substances and the surface stay with the grantor. Lots 1, 2 and the S/2 NE/4 of "
        "Section 4 are one tract.",
        reservations="Coal, uranium, gravel, scoria and other surface-mined substances, and the surface, remain with the Grantor"),
    doc(7, "ordinary", "CO", "Washington", "lease_assignment", ["HIGH PLAINS EXPLORATION, INC."],
        ["ARIKAREE RESOURCES CORPORATION"], "1984-09-20",
        [plss(10, "3S", "52W", "6TH PM", "NE/4", "Washington", "CO"),
         plss(11, "3S", "52W", "6TH PM", "W/2 NW/4", "Washington", "CO")], False,
        "Colorado assignment of lease with an overriding royalty reserved. Two sections in one township block, two "
        "tracts (the 240 acres is a total only). 'Executed this 20th day of September, 1984' governs over the "
        "acknowledgment (21 September), the recited lease of 2 April 1983 and its lessors (not parties), the rental "
        "date of 2 April 1985, the commission expiry and the reception stamp. Light OCR damage.",
        reservations="Overriding royalty of 1/16 of 8/8 reserved to Assignor, proportionately reduced",
        damage=noise(1, "Washington")),
    doc(8, "ordinary", "MS", "Scott", "lease_assignment", ["ELDRIDGE T. MCNEESE"], ["DELTA-GULF DRILLING COMPANY"],
        "1962-02-14", [plss(27, "6N", "7E", "CHOCTAW", "SE/4 SW/4", "Scott", "MS", acres=40)], False,
        "Mississippi assignment of an oil, gas and mineral lease, 'insofar and only insofar' as it covers one forty. "
        "'WITNESS my signature, this the 14th day of February, 1962' governs; the acknowledgment of 16 February, "
        "the recited lease of 5 March 1961 and its lessors (Vernon A. Lusk and wife, not parties), the rental date of "
        "5 March 1962, the commission expiry and the filing and recording days are decoys. Medium OCR damage.",
        damage=noise(2, "Scott", "Hinds", "Choctaw")),
    doc(9, "ordinary", "NE", "Cheyenne", "lease_release", ["ELMER J. RASMUSSEN", "EDNA L. RASMUSSEN"],
        ["PLATTE VALLEY OIL CORPORATION"], "1971-07-09",
        [plss(30, "13N", "50W", "6TH PM", "NE/4", "Cheyenne", "NE", acres=160)], False,
        "Nebraska corporate release by the present holder by assignment. Lessors on the grantor side, the releasing "
        "holder on the grantee side; the original lessee (Sidney Oil Ventures, Inc.) is named only in the recital. "
        "'Dated this 9th day of July, 1971' governs (the acknowledgment is the same day); the recited lease of 12 "
        "October 1966, the commission expiry and the filing of 13 July are decoys. Light OCR damage.",
        damage=noise(1, "Cheyenne", "Scotts", "Bluff")),
    doc(10, "ordinary", "TX", "Cochran", "lease_release", ["DWAYNE H. FITE", "CAROLYN FITE"],
        ["LLANO ESTACADO OPERATING, L.P."], "1993-04-30",
        [{"identity_phrase": "LABOR 14 LEAGUE 96 HOCKLEY COUNTY SCHOOL LAND, A-517, COCHRAN COUNTY, TX",
          "system": "texas_survey", "survey": "HOCKLEY COUNTY SCHOOL LAND", "abstract": "517", "league": "96",
          "labor": "14", "acres": 177.1, "county": "Cochran", "state": "TX"}], False,
        "Texas release with WHEREAS recitals: the lessors (husband and wife) are on the grantor side, the present "
        "holder by mesne assignments on the grantee side; the original lessee and the general partner that signs for "
        "the partnership are not parties. 'EXECUTED this 30th day of April, 1993' governs over the acknowledgment of "
        "3 May, the recited lease of 16 March 1988, the commission expiry and the filing and recording stamps. The land "
        "is a labor of a county school land league (Texas survey system, abstract 517)."),
    doc(11, "ordinary", "CO", "Morgan", "deed_of_trust", ["LELAND G. OSTROM", "VERNA MAE OSTROM"],
        ["THE FIRST NATIONAL BANK OF FORT MORGAN"], "1977-04-05",
        [plss(14, "4N", "58W", "6TH PM", "SW/4", "Morgan", "CO", acres=160)], False,
        "Colorado public-trustee deed of trust on a farm. The grantors (borrowers) and the beneficiary bank are the "
        "parties; the Public Trustee is the deed-of-trust trustee and is not labelled. 'made this 5th day of April, "
        "1977' governs; the acknowledgment (6 April), the installment and maturity dates (1978 to 1987), the "
        "commission expiry and the recording of 8 April are decoys. Ditch stock passes with the land."),
    doc(12, "ordinary", "KS", "Barton", "deed_of_trust", ["AUGUST KESSLER", "KATHARINA KESSLER"],
        ["THE ARKANSAS VALLEY FARM LOAN COMPANY"], "1912-01-02",
        [plss(20, "19S", "13W", "6TH PM", "NE/4", "Barton", "KS", acres=160)], False,
        "Kansas printed real estate mortgage (category deed_of_trust). 'THIS INDENTURE, Made this 2nd day of January, "
        "A. D. 1912' governs; the acknowledgment written with the old ordinal '3d day of January', the note's "
        "maturity on 1 January 1917, the commission expiry and the filing of 5 January are decoys. Aliquot written "
        "'N.E. 1/4'. Medium OCR damage with a repeated mortgage-record page header.",
        damage=noise(2, "Barton", "Kansas", header=("MORTGAGE RECORD 47 - BARTON COUNTY - PAGE {page}", 302))),
    doc(13, "ordinary", "AK", "Kenai Recording District", "mortgage_release",
        ["JEFFREY A. TOLLEFSON", "MARCY L. TOLLEFSON"], ["KACHEMAK COMMUNITY CREDIT UNION"], "2003-08-14",
        [plss(30, "5N", "11W", "SEWARD", "SE/4 SW/4", "Kenai Recording District", "AK", acres=40)], False,
        "Alaska deed of full reconveyance by the deed-of-trust trustee at the beneficiary's request. By the set's "
        "convention the trustors are on the grantor side and the releasing lender (the beneficiary, which joins) on "
        "the grantee side; the trustee and the signing officers are not labelled. 'Dated: August 14, 2003' governs; "
        "the second acknowledgment (15 August), the recited deed of trust of 2 May 1997 and its recording, and the "
        "recording stamp of 20 August are decoys. The highway exception is no tract."),
    doc(14, "ordinary", "MI", "Isabella", "mortgage_release", ["CLARENCE J. FRISBIE", "RUTH ANN FRISBIE"],
        ["CHIPPEWA VALLEY SAVINGS BANK"], "1958-10-23",
        [plss(8, "14N", "4W", "MICHIGAN", "W/2 NE/4", "Isabella", "MI", acres=80)], False,
        "Michigan discharge of mortgage by a bank: mortgagors on the grantor side, the bank on the grantee side. "
        "'Dated this 23rd day of October, 1958' governs; the mortgage's own date (19 February 1951) and recording (21 "
        "February 1951) are recitals; the corporate acknowledgment is the same day; the commission expiry and "
        "the receipt for record of 27 October are decoys. 'Town Fourteen North'. Witnesses, officers and the "
        "drafter are not parties."),
    doc(15, "ordinary", "KS", "Ellis", "affidavit_of_heirship", ["WALTER E. BRUNGARDT, DECEASED"],
        ["IRENE M. BRUNGARDT", "DENNIS W. BRUNGARDT", "CAROL J. STOECKLEIN"], "1988-02-11",
        [plss(3, "12S", "18W", "6TH PM", "E/2 NW/4", "Ellis", "KS", acres=80)], False,
        "Kansas affidavit of death and heirship in numbered paragraphs by a son who is himself an heir (labelled as "
        "heir). The decedent's 'also known as W. E. Brungardt' is not a second party; the daughter appears under her "
        "married name with her birth name in parentheses, and her husband takes nothing. 'Dated this 11th day of "
        "February, 1988' governs (jurat the same day); the death (27 September 1985), the marriage (4 June 1949), the "
        "appointment expiry and the filing of 16 February are decoys."),
    doc(16, "ordinary", "AL", "Tuscaloosa", "affidavit_of_heirship", ["PLES HOLLINGSWORTH, DECEASED"],
        ["MATTIE LOU HOLLINGSWORTH", "JAMES PLES HOLLINGSWORTH", "ROBERT LEE HOLLINGSWORTH", "IDA HOLLINGSWORTH PATE"],
        "1946-07-18", [plss(12, "21S", "9W", "HUNTSVILLE", "NW/4 SE/4", "Tuscaloosa", "AL", acres=40)], False,
        "Alabama affidavit as to heirship by a disinterested neighbour (not labelled). Heirs: the widow and three "
        "children; the married daughter's husband (Clyde Pate) takes nothing. 'Witness my hand this the 18th day of "
        "July, 1946' governs and the jurat is the same day; the death 'on or about' 2 March 1944, the commission "
        "expiry and the probate judge's filing certificate of 22 July are decoys."),
    doc(17, "ordinary", "AZ", "Pinal", "quitclaim_deed", ["RAYMOND Q. VILLALOBOS", "TERESA M. VILLALOBOS"],
        ["ESTEBAN R. VILLALOBOS"], "2001-06-29",
        [plss(22, "6S", "8E", "G&SRM", "S/2 SW/4 NE/4", "Pinal", "AZ", acres=20)], True,
        "Arizona quit claim deed from parents to their son, with the recording-request block and an affidavit-of-value "
        "exemption at the top. 'Dated: June 29, 2001' governs over the acknowledgment of 2 July and the recorder's "
        "line of 5 July. The minerals excepted are those already reserved in the United States patent (a prior "
        "reservation, not one made here). Three-level aliquot. Light OCR damage.",
        reservations="Excepts the oil, gas, coal and other minerals reserved in the patent from the United States",
        damage=noise(1, "Pinal")),
    doc(18, "ordinary", "AR", "Union", "right_of_way", ["THOMAS J. PRUITT", "LESSIE PRUITT"],
        ["OUACHITA GAS TRANSMISSION COMPANY"], "1931-05-06",
        [plss(19, "17S", "15W", "5TH PM", "S/2 NW/4", "Union", "AR", acres=80)], False,
        "Arkansas pipeline right of way paid by the rod. The wife is a grantor named in the premises and signs; her "
        "separate relinquishment in the acknowledgment does not make her a joinder-only spouse. 'Witness our hands on "
        "this 6th day of May, 1931' governs; the acknowledgment of 8 May, the commission expiry and the filing of 14 "
        "May are decoys. The meridian is not written (Fifth Principal). Medium OCR damage.",
        damage=noise(2, "Union")),
    doc(19, "ordinary", "TX", "Ward", "royalty_deed", ["W. R. LEDBETTER", "ANNIE LEDBETTER"], ["FRANK M. COLQUITT"],
        "1938-11-12",
        [{"identity_phrase": "SURVEY 23, BLOCK 34, CERT 2/1471, I&GN RR CO, A-1186, WARD COUNTY, TX",
          "system": "texas_survey", "section": "23", "block": "34", "survey": "I&GN RR CO", "abstract": "1186",
          "acres": 640, "county": "Ward", "state": "TX"}], False,
        "Texas non-participating royalty deed of 1/16. 'WITNESS our hands this the 12th day of November, A. D. 1938' "
        "governs; the acknowledgment with the wife's privy examination (14 November), the recited lease of 1 June "
        "1936 and its lessee, and the filing of 19 November are decoys. The survey is a railway-company survey "
        "numbered 23 in block 34 with its certificate and abstract. Light OCR damage.",
        damage=noise(1, "Ward", "Twenty-three", "Thirty-four")),
    doc(20, "ordinary", "NM", "Lea", "lease_ratification", ["MINNIE B. ASHCRAFT"], ["TRES LAGUNAS OIL CORPORATION"],
        "1966-08-03", [plss(21, "17S", "36E", "NMPM", "SW/4", "Lea", "NM", acres=160)], False,
        "New Mexico ratification by a mineral owner whose interest the lease did not cover, with a lease-and-let "
        "clause. The ratifying owner (a widow) and the lessee are the parties; the recited lessor, John W. Stallings, "
        "is not. 'Executed this 3rd day of August, 1966' governs (acknowledgment the same day); the lease of 10 "
        "January 1965, the commission expiry and the filing of 9 August are decoys."),
    doc(21, "ordinary", "NV", "Washoe", "special_warranty_deed", ["PINYON FEDERAL SAVINGS BANK"],
        ["CURTIS A. WENDORF", "LYDIA WENDORF"], "2014-03-21",
        [{"identity_phrase": "LOT 18, BLOCK 4, SAGEBRUSH RIDGE UNIT 2, WASHOE COUNTY, NV", "system": "lot_block",
          "lot": "18", "block": "4", "subdivision": "SAGEBRUSH RIDGE UNIT 2", "county": "Washoe", "state": "NV"}], True,
        "Nevada bank-owned (REO) special warranty deed after a trustee's sale. The bank is the grantor (its officer "
        "signs); the grantees take as community property with right of survivorship. 'Dated: March 21, 2014' "
        "governs over the acknowledgment of 24 March, the map filing of 11 July 2005, the trustee's deed of 2 October "
        "2013, the 2013-2014 tax year and the recording stamp of 27 March. The former borrowers are not named and are "
        "not parties."),
    doc(22, "ordinary", "WV", "Doddridge", "oil_gas_lease", ["GARNET L. SOMMERVILLE", "PATRICIA A. SOMMERVILLE"],
        ["TYGART HOLLOW ENERGY, LLC"], "2012-09-17",
        [{"identity_phrase": "62.40 AC ON BUCKEYE RUN, GREENBRIER DISTRICT, TAX MAP 14 PARCEL 22, DODDRIDGE COUNTY, WV",
          "system": "metes_bounds", "acres": 62.4, "district": "Greenbrier", "tax_map": "14", "parcel": "22",
          "county": "Doddridge", "state": "WV"}], False,
        "West Virginia paid-up lease with a no-surface-operations rider: metes and bounds by bearings and feet from "
        "a pin in a county route, in a magisterial district, with tax map and parcel. 'This Lease is made this 17th "
        "day of September, 2012' governs; the acknowledgment (19 September, repeating the lease date), the source "
        "deed of 3 April 1979, the commission expiry and the recording of 2 October are decoys. Medium OCR damage.",
        damage=noise(2, "Doddridge", "Buckeye", "Greenbrier")),
    doc(23, "ordinary", "NC", "Harnett", "warranty_deed", ["RUFFIN D. MATTHEWS, JR.", "CORDELIA S. MATTHEWS"],
        ["LONNIE EARL FAIRCLOTH", "PAMELA G. FAIRCLOTH"], "1997-11-14",
        [{"identity_phrase": "12.37 AC, UPPER LITTLE RIVER TOWNSHIP, HARNETT COUNTY, NC", "system": "metes_bounds",
          "acres": 12.37, "civil_township": "Upper Little River", "county": "Harnett", "state": "NC"}], True,
        "North Carolina general warranty deed in the bar-form layout (excise tax, parcel identifier, GRANTOR: / "
        "GRANTEE: fields). 'THIS DEED made this 14th day of November, 1997' governs; the survey map of 20 October "
        "1997, the acknowledgment of 17 November, the commission expiry in figures and the register's stamp of "
        "11/18/97 are decoys. JR is kept; both wives are named grantors or grantees. Metes and bounds by bearings "
        "and feet in a civil township, closing on a creek chord."),
    doc(24, "ordinary", "ND", "McKenzie", "lease_ratification", ["ARVID T. HAUGLAND", "SONJA R. HAUGLAND"],
        ["LITTLE MISSOURI OPERATING, LLC"], "2021-03-08",
        [plss(7, "150N", "98W", "5TH PM", "E/2 SW/4", "McKenzie", "ND", lots=("3", "4"), acres=159.9)], False,
        "North Dakota ratification and joinder by later purchasers of a mineral interest, with Owners / Lessee "
        "fields and lettered recitals. The recited lessor (Ingrid M. Sorbo) is not a party. 'Dated this 8th day of "
        "March, 2021' governs (acknowledgment the same day); the lease of 22 June 2017, the commission expiry and "
        "the recording of 17 March are decoys. Lots 3, 4 and E1/2SW1/4 written without spaces. Light OCR damage.",
        damage=noise(1, "McKenzie", "Burleigh")),
    # ---- traps ----
    doc(25, "trap", "NE", "Red Willow", "patent", ["THE UNITED STATES OF AMERICA"], ["ANNA BREKKE"], "1889-11-14",
        [plss(26, "3N", "30W", "6TH PM", "NE/4", "Red Willow", "NE", acres=160)], True,
        "Timber-culture patent whose testimonium gives no date of its own: it is 'Given ... on the day and year "
        "written in the margin at the head of this patent', and the margin line reads 'Dated Nov. 14, 1889', which "
        "governs (the Independence year, the one hundred and fourteenth, agrees). The entrywoman entered single and "
        "married before proof: 'ANNA SORENSEN, now by her marriage ANNA BREKKE'; one party, labelled by the name the "
        "habendum uses; her husband Nils Brekke is no party. Decoys: the Act of 1873, the entry of 2 April 1878 and "
        "the proof of 6 September 1888 (in words and figures), the county clerk's filing of 1890. The land is in "
        "words. Light OCR damage.", damage=noise(1, "Sorensen", "Nils", "Brekke", "Willow")),
    doc(26, "trap", "WA", "Lincoln", "probate", ["ANTON F. KUZNIAR, DECEASED"],
        ["STANLEY A. KUZNIAR", "AGNES KUZNIAR", "HELEN DOBROWSKI"], "1952-03-21",
        [plss(14, "25N", "36E", "WM", "NW/4", "Lincoln", "WA", acres=160)], False,
        "Washington decree of distribution. Distributees: the administrator, who is also an heir (labelled as heir, "
        "not as executor); a daughter who is a professed religious known in religion as 'Sister Mary Gerard' and "
        "appears by her legal name (one party, labelled by the legal name); and a married daughter 'born Helen "
        "Kuzniar'. A son absent since 1938 is presumed dead without issue and takes nothing; the wife died before the "
        "decedent. 'Signed this 21st day of March, 1952' governs over the hearing (14 March), the death (30 October "
        "1950), the clerk's filing (24 March), the certified-copy date (26 March) and the recording (27 March)."),
    doc(27, "trap", "OK", "Blaine", "other", ["ROYCE D. BIXLER", "GLENDA K. BIXLER"],
        ["CANADIAN RIVER EXPLORATION COMPANY"], "2004-04-19",
        [plss(35, "15N", "10W", "IM", "SE/4", "Blaine", "OK", acres=160)], None,
        "Lessors' affidavit of forfeiture after a demand for release: the landowners swear that the lease expired and "
        "that the lessee ignored their demand, and the affidavit says it is not a release by the lessee, conveys "
        "nothing and is no new lease: category other, conveys_fee null (a release must come from the holder). "
        "Parties as for other: the affiant owners and the lessee of record whose lease they declare forfeited; the "
        "original lessee (Redbed Land Services) is only recited. 'Dated this 19th day of April, 2004' governs over "
        "the lease of 20 April 1998, the end of the term (20 April 2003), the demand (6 January 2004), the receipt "
        "(9 January), the mailing (20 April) and the filing (21 April)."),
    doc(28, "trap", "ID", "Twin Falls", "correction_deed", ["WENDELL P. GARRARD", "LUELLA GARRARD"],
        ["VERNON K. ALVEY"], "1974-04-02",
        [plss(12, "10S", "18E", "BOISE", "NE/4 SW/4", "Twin Falls", "ID", acres=40)], True,
        "Correction warranty deed laid out as a three-column table 'AS WRITTEN IN THE 1973 DEED' / 'AS CORRECTED BY "
        "THIS DEED'. Only the corrected column is land conveyed (Section 12); Section 21 in the middle column is "
        "expressly not conveyed and is no tract. The grantee is 'a married man dealing with his sole and separate "
        "property' (his wife is no party). 'Dated this 2nd day of April, 1974' governs; the corrected deed's date (3 "
        "June 1973) and recording (8 June 1973), the 1974 assessments, the commission expiry and the filing of 5 April "
        "are decoys."),
    doc(29, "trap", "SD", "Moody", "partition_deed", ["HALVOR T. OSTBY", "KNUT T. OSTBY"],
        ["HALVOR T. OSTBY", "KNUT T. OSTBY"], "1908-11-03",
        [plss(10, "106N", "49W", "5TH PM", "NE/4", "Moody", "SD", acres=160),
         plss(15, "106N", "49W", "5TH PM", "SE/4", "Moody", "SD", acres=160)], True,
        "Partition between two brothers of two inherited quarters, each releasing his half of the quarter the other "
        "takes. The premises date is given only as 'the Tuesday next after the first Monday in November, in the year "
        "1908, being the day of the general election', which the page lets one work out: 3 November 1908 (1 November "
        "1908 was a Sunday). Decoys: the father's death (17 February 1905), the final decree (5 June 1906), the "
        "acknowledgment of 9 November, the commission expiry and the filing of 12 November. The second section is in "
        "'the same Township and Range'."),
    doc(30, "trap", "OH", "Crawford", "deed", ["THE CITY OF BUCYRUS"], ["LESTER H. KELLER", "MABEL R. KELLER"],
        "1936-06-29",
        [{"identity_phrase": "N/2 VACATED ALLEY ADJ LOT 6, BLOCK 14, QUINBY'S SECOND ADDITION, BUCYRUS, CRAWFORD COUNTY, OH",
          "system": "lot_block", "lot": "6", "block": "14", "subdivision": "QUINBY'S SECOND ADDITION",
          "county": "Crawford", "state": "OH"}], True,
        "A city's deed of half a vacated alley to the abutting owners, under an ordinance, without covenant of "
        "warranty (category deed). The city is the grantor; the mayor and auditor sign in office and are not parties; "
        "the owner of Lot 7, who takes the other half by a separate deed, is named and is not a party. The ordinance "
        "dates (passed 4 May, approved 6 May 1936) are decoys; 'this 29th day of June, 1936' in the testimonium "
        "governs over the acknowledgment of 30 June and the recording of 2 July. The land is labelled by the lot and "
        "block it adjoins and becomes part of; the city keeps a sewer easement.",
        reservations="City retains a perpetual sanitary sewer easement in the whole vacated alley"),
    doc(31, "trap", "IN", "Grant", "oil_gas_lease", ["SAMUEL R. BALLINGER", "RACHEL BALLINGER"],
        ["THE MISSISSINEWA GAS AND OIL COMPANY"], "1892-04-09",
        [plss(14, "23N", "8E", "2ND PM", "W/2 SE/4", "Grant", "IN", acres=80)], False,
        "An 1892 Indiana gas-belt 'GAS AND OIL GRANT' in which the landowners are 'Grantors' and the company the "
        "'Grantee', and which 'grants and conveys' the gas and oil: it is nonetheless an oil and gas lease (a term of "
        "five years and as long as gas or oil is found, a royalty of 1/8, a rental until a well is drilled, "
        "surrender), so the Grantors are lessors and the Grantee the lessee, and no fee passes. 'this 9th day of April, "
        "A. D. 1892' governs over the justice of the peace's acknowledgment of 11 April and the recording of 16 April. "
        "The meridian is not written (Second Principal). Light OCR damage.",
        damage=noise(1, "Grant", "Mississinewa", "Marion")),
    doc(32, "trap", "MO", "Dallas", "warranty_deed",
        ["AMOS E. BOGGESS", "LUTHER BOGGESS", "OLA BOGGESS", "NETTIE CRAIN", "WM. H. CRAIN", "SADIE HULETT"],
        ["HIRAM J. STUBBLEFIELD"], "1919-03-15",
        [plss(8, "33N", "21W", "5TH PM", "SE/4", "Dallas", "MO", acres=160)], True,
        "Heirs' warranty deed whose grantors are named only in a table of NAME / AGE / RESIDENCE / AS TO THIS DEED "
        "placed between the premises and the granting clause. The spouses in the table are listed as grantors (no "
        "joinder-only limitation), so they are labelled; the minor grandson in the last row is marked 'NOT A PARTY' "
        "and his undivided 1/5 is excepted from the grant. 'Wm.' is kept as written. The premises date has its year in "
        "words ('this 15th day of March, A. D. one thousand nine hundred and nineteen'); the acknowledgment of 18 "
        "March 1919, the deaths of 1915 and 1917, the term expiry and the filing are decoys.",
        reservations="Excepts the undivided 1/5 interest of the minor Floyd Boggess (not conveyed)"),
    doc(33, "trap", "TX", "Karnes", "mineral_deed", ["DELTA MINERAL PARTNERS, LTD."],
        ["DELTA MINERALS PARTNERS II, LTD."], "2013-07-01",
        [{"identity_phrase": "326.4 AC, MANUEL YBARRA SURVEY NO. 4, A-722, KARNES COUNTY, TX", "system": "texas_survey",
          "survey": "MANUEL YBARRA SURVEY NO. 4", "abstract": "722", "acres": 326.4, "county": "Karnes",
          "state": "TX"}], False,
        "Mineral deed between two partnerships with nearly the same name, both acting by the same general partner, "
        "which the deed says is not a party; the Grantee is 'not a successor to or continuation of the Grantor'. The "
        "Effective Time is '12:01 a.m. ... on the first day of the calendar quarter in which the Grantor signs it'; "
        "signed on 14 August 2013, so 1 July 2013 governs (worked out from the page). Decoys: the signing date, the "
        "acknowledgment of 15 August, the source deed, the commission expiry and the filing of 26 August."),
    doc(34, "trap", "ND", "Williams", "lease_assignment", ["GUSTAV E. LINDAHL"], ["NORTHERN PLAINS PETROLEUM COMPANY"],
        "1951-03-12", [plss(18, "155N", "96W", "5TH PM", "SW/4", "Williams", "ND", acres=160)], False,
        "Assignment executed with the assignee left blank and completed later by the assignor's agent, whose typed "
        "note 'Name of assignee inserted April 30, 1951, by H. L. Brandvold, Assignor's agent' sits in the blank. The "
        "inserted company is the assignee; the agent is not a party, nor are the recited lessors (Olaf M. Rindal and "
        "wife). 'Executed this 12th day of March, 1951' governs (acknowledgment the same day); the insertion date, "
        "the lease of 21 August 1950, the rental date of 21 August 1951, the May 1 deadline, the letter of authority "
        "and the filing of 3 May are decoys."),
    doc(35, "trap", "CA", "Kern", "lease_release", ["RODRIGO M. ANAYA", "LUZ ANAYA"], ["MARJORIE E. JESSUP"],
        "1999-10-05", [plss(33, "28S", "27E", "MDM", "NW/4", "Kern", "CA", acres=160)], False,
        "California 'QUITCLAIM AND RELEASE OF OIL AND GAS LEASE' (category lease_release, not quitclaim_deed) by the "
        "surviving joint tenant of two individual lessees, the other lessee (her husband) having died; his name stays "
        "in the recital and in her capacity, and he is not a party (nor is his unprobated estate). Lessors on the "
        "grantor side, the releasing survivor on the grantee side. 'Dated: October 5, 1999' governs over the "
        "acknowledgment of 7 October, the lease of 11 February 1991, its memorandum of 4 March 1991, the death (19 "
        "August 1997), the affidavit recorded 2 December 1997 and the recording of 14 October 1999."),
    doc(36, "trap", "UT", "Wasatch", "deed_of_trust", ["LEAH R. CHRISTIANSEN"], ["BONNEVILLE MOUNTAIN BANK"],
        "2018-05-07", [plss(5, "3S", "5E", "SLM", "NE/4 SE/4", "Wasatch", "UT", acres=40)], False,
        "Third-party pledge deed of trust: the landowner is the trustor who grants, while the borrower, an LLC that "
        "'does not sign this Deed of Trust and grants nothing under it', is named only as the debtor of the note and "
        "is not a party; nor are the trustee (a title agency) or the separate guarantor. Parties: the trustor and the "
        "beneficiary bank. 'made on May 7, 2018' governs over the note and guaranty of the same day, the maturity of "
        "15 May 2025, the acknowledgment of 9 May, the commission expiry and the recording of 11 May."),
    doc(37, "trap", "IA", "Ida", "mortgage_release", ["PETER J. AHRENDSEN", "META AHRENDSEN"],
        ["THE MAPLE VALLEY SAVINGS BANK"], "1929-07-02",
        [plss(30, "89N", "43W", "5TH PM", "W/2 NW/4", "Ida", "IA", acres=80)], False,
        "Partial release of a mortgage on two tracts, releasing only the W/2 NW/4 of Section 30; the E/2 NE/4 of "
        "Section 25 in the next range stays mortgaged and is no tract of this instrument. The testimonium is dated "
        "'this 31st day of June, 1929', a day that does not exist, so it is no date; the acknowledgment of 2 July "
        "1929 governs. Decoys: the mortgage of 1 March 1926, the interest date of 1 March 1929, the commission expiry "
        "and the filing of 5 July. Mortgagors on the grantor side, the releasing bank on the grantee side. Medium "
        "OCR damage.", damage=noise(2, "Ida", "Grove", "Maple")),
    doc(38, "trap", "TX", "Gaines", "affidavit_of_heirship", ["HOMER C. TIDWELL, DECEASED"],
        ["WANDA TIDWELL GENTRY", "DALE E. TIDWELL", "KEVIN RAY TIDWELL", "SHERRY TIDWELL MONCRIEF"], "1981-02-20",
        [{"identity_phrase": "SECTION 14, BLOCK G, W. T. RR CO SURVEY, A-211, GAINES COUNTY, TX",
          "system": "texas_survey", "section": "14", "block": "G", "survey": "W. T. RR CO", "abstract": "211",
          "acres": 640, "county": "Gaines", "state": "TX"}], False,
        "Heirship affidavit whose family is drawn as a text tree with '+--' branches, '(d.)' markers and '=' lines "
        "for spouses: the predeceased son and the predeceased wife are decedents' kin who take nothing, the son's "
        "widow and the affiant's husband are spouses who take nothing, and the son's two children inherit by "
        "representation. The affiant is an heir (labelled as heir). 'Signed February 20, 1981' governs (the jurat and "
        "the witnesses' jurat the same day); deaths in the chart (1-11-1976, 5-2-1969, 8-30-1974), the commission "
        "expiry and the filing of 24 February are decoys."),
    doc(39, "trap", "MT", "Toole", "royalty_deed", ["GUSTAF R. NYHUS"], ["CLARA B. NYHUS"], "1927-05-05",
        [plss(22, "35N", "2W", "PMM", "N/2", "Toole", "MT", acres=320)], False,
        "Royalty deed of gift from a husband to his wife as her separate property; she signs beneath him 'to show her "
        "acceptance' ('Accepted: CLARA B. NYHUS, Grantee'), which does not make her a grantor. 'THIS DEED, made the "
        "fifth day of May, 1927' governs (day in words); the acknowledgment of 7 May with its year in words, the "
        "recited lease of 3 October 1925, the royalty start on 1 June 1927, the commission expiry and the filing of 9 "
        "May are decoys."),
    doc(40, "trap", "FL", "Marion", "quitclaim_deed", ["SAW PALMETTO HOLDINGS, LLC"],
        ["NATHAN Q. PELL, TRUSTEE", "IRENE M. PELL, TRUSTEE"], "2026-01-09",
        [plss(19, "15S", "21E", "TALLAHASSEE", "E/2 NE/4", "Marion", "FL", acres=80)], True,
        "Florida quitclaim by a single-member LLC acting through its sole member, another LLC, acting through its "
        "manager; the deed says neither the member nor the manager is a grantor. The grantees are the two trustees of "
        "a land trust 'under agreement dated March 3, 2019' (labelled with TRUSTEE; the trust date is part of the name, "
        "not a date of this deed). 'executed on January 9, 2026' governs over the remote online notarization of 12 "
        "January, the session time stamp, the abandoned contract recorded 12 June 2017, the commission expiry and "
        "the recording of 14 January. The county road strip is an exception, no tract."),
]
