"""heldout18: labels, form and OCR-damage plan of the 40 instruments (clean texts in ../src/<id>.txt).

Written blind for heldout18; label conventions are heldout17's README "Label conventions", unchanged.
Each entry: id, file_name, state, county, form ("ordinary" or "trap"), noise (None or {level, protect,
replace, header}) and labels in the realdocs format. Standard library only.
"""

# Words the seeded OCR pass leaves readable in every damaged instrument: land words, number and
# ordinal words and date words of descriptions and testimonia.
PROTECT = ("North South East West Northeast Northwest Southeast Southwest Quarter Half Section Sections "
           "Township Range Meridian Principal Lot Lots Block Abstract Survey acres "
           "One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve Thirteen Fourteen Fifteen "
           "Sixteen Seventeen Eighteen Nineteen Twenty Thirty Forty Fifty Sixty Seventy Eighty Ninety "
           "Hundred Thousand first second third fourth fifth sixth seventh eighth ninth tenth eleventh "
           "twelfth fourteenth twentieth thirtieth day year Dated Executed Witness WITNESSETH").split()


def plss(county, state, sec, twp, rng, mer, aliquots=None, lots=(), acres=None):
    lot_txt = ("LOTS " + ", ".join(lots) + " ") if lots else ""
    al_txt = (aliquots + " ") if aliquots else ("" if lots else "ALL ")
    t = {"identity_phrase": f"{lot_txt}{al_txt}SEC {sec} T{twp} R{rng} {mer}, {county.upper()} COUNTY, {state}".replace("  ", " "),
         "system": "plss", "county": county, "state": state, "section": str(sec), "township": twp, "range": rng,
         "meridian": mer, "aliquots": aliquots, "lots": list(lots)}
    if acres:
        t["acres"] = acres
    return t


def noise(level, header=None):
    return {"level": level, "protect": PROTECT, "replace": [], "header": header}


def doc(did, state, county, form, cat, grantors, grantees, date, tracts, fee, reservations, notes, dmg=None):
    return {"id": did, "file_name": did + ".txt", "state": state, "county": county, "form": form, "noise": dmg,
            "labels": {"doc_category": cat, "grantors": grantors, "grantees": grantees, "governing_date": date,
                       "tracts": tracts, "conveys_fee": fee, "reservations": reservations, "notes": notes}}


DOCS = [
    doc("d1812", "WY", "Converse", "ordinary", "oil_gas_lease",
        ["HARLAN D. WICKSTROM", "LORETTA M. WICKSTROM"], ["BITTERBRUSH EXPLORATION COMPANY"], "1979-08-14",
        [plss("Converse", "WY", 9, "34N", "72W", "6TH PM", "E/2 SE/4"),
         plss("Converse", "WY", 10, "34N", "72W", "6TH PM", "W/2 SW/4")],
        False, None,
        "Producers 88 form of the Wyoming kind with a depository bank and a pooling clause. The premises date "
        "(14 August 1979) governs; the acknowledgment of 20 August, the rental date of 14 August 1980, the "
        "commission expiry and the filing stamp are decoys. The wife is named among the lessors without "
        "limitation and is a lessor. Two sections under one township header: two tracts; the 160 acres is a "
        "total for both, so no acres per tract.", noise(1)),
    doc("d1821", "OK", "Grady", "ordinary", "oil_gas_lease",
        ["COMMISSIONERS OF THE LAND OFFICE OF THE STATE OF OKLAHOMA"], ["RED FORK DRILLING VENTURES, INC."],
        "1968-02-26",
        [plss("Grady", "OK", 36, "6N", "7W", "IM", "NW/4", acres=160)],
        False, None,
        "Oklahoma school-land lease of the Commissioners of the Land Office, signed by their Secretary (not a "
        "party). The public sale of 7 February 1968 is a decoy; the testimonium 'this 26th day of February, "
        "1968' is the execution date and the term runs from it; the acknowledgment of 29 February 1968 (a real "
        "leap day), the commission expiry and the filing stamp are decoys. The lessee's officers sign for it "
        "and are not parties."),
    doc("d1811", "TX", "Ward", "ordinary", "oil_gas_lease",
        ["MARISOL YBARRA TREVINO"], ["CAPROCK MINERALS OPERATING, LLC"], "2011-03-09",
        [{"identity_phrase": "SEC 12 BLK 34 B&SW RY CO SURVEY A-2287, WARD COUNTY, TX", "system": "texas_survey",
          "county": "Ward", "state": "TX", "section": "12", "block": "34", "survey": "B.&S.W. Ry. Co.",
          "abstract": "2287", "acres": 640.0}],
        False, None,
        "Texas paid-up lease with field layout (Lease Date / Lessor / Lessee) and the confidentiality notice. "
        "The lease is 'effective for all purposes as of the Lease Date' (9 March 2011), which governs against "
        "the signature-date field and the acknowledgment of 14 March 2011, the commission expiry and the "
        "clerk's filing stamp. 'A widow' is dropped from the name. Railway-company section in a numbered block "
        "with abstract.", noise(1)),
    doc("d1802", "UT", "Uintah", "ordinary", "warranty_deed",
        ["DALLIN K. SORENSEN", "VERLA J. SORENSEN"], ["LAMONT E. HATCH", "AUDREY M. HATCH"], "1958-10-17",
        [plss("Uintah", "UT", 22, "4S", "21E", "SLM", "SW/4 NE/4, NW/4 SE/4", acres=80)],
        True, "Grantors except and reserve one-half of the oil, gas and other minerals, with ingress and egress.",
        "Utah statutory 'convey and warrant' deed with a mineral reservation of one half to the grantors. The "
        "testimonium 'this 17th day of October, A. D. 1958' governs; the acknowledgment of 18 October, the "
        "tax year 1958, the commission expiry and the recording stamp are decoys. Joint tenancy words are not "
        "part of the names. The subscribing witness is no party. Two quarter-quarters of one section: one tract.",
        None),
    doc("d1816", "ID", "Canyon", "ordinary", "warranty_deed",
        ["ROSCOE T. ABERNETHY", "DARLENE ABERNETHY"], ["KYLE J. MARCHETTI", "SHAYLA N. MARCHETTI"], "1997-06-23",
        [{"identity_phrase": "LOT 7 BLK 3 WILLOW BEND SUBDIVISION NO 2, CANYON COUNTY, ID", "system": "lot_block",
          "county": "Canyon", "state": "ID", "lot": "7", "block": "3", "subdivision": "Willow Bend Subdivision No. 2"}],
        True, None,
        "Idaho title-company warranty deed with names set on their own lines. 'Dated: June 23, 1997' governs; "
        "the acknowledgment of 24 June, the recorder's certificate of 26 June, the commission expiry and the "
        "recorded declaration and earlier instrument numbers are decoys. Lot and block in a numbered "
        "subdivision; the plat book and page are not the lot or block.", None),
    doc("d1810", "AR", "Columbia", "ordinary", "warranty_deed",
        ["OTIS L. BRANNIGAN", "MAUDE BRANNIGAN"], ["CLAYTON W. FAIRCLOTH"], "1941-03-08",
        [plss("Columbia", "AR", 14, "17S", "20W", "5TH PM", "W/2 SE/4", acres=80)],
        True, "The 1/4 mineral interest earlier conveyed to Dorcheat Royalty Pool is excepted from the warranty (an outstanding interest, not a new reservation).",
        "Arkansas warranty deed with a separate relinquishment of dower and homestead and the wife's separate "
        "acknowledgment. The wife is named among the grantors ('THAT WE ... do hereby grant') and also "
        "relinquishes dower: labelled, as heldout7 labelled such wives. The testimonium of 8 March 1941 "
        "governs; the recited mineral deed of 2 April 1938, the acknowledgment of 10 March, the commission "
        "expiry and the filing stamp are decoys. The royalty pool is named only in a recital.", noise(2)),
    doc("d1832", "SD", "Harding", "ordinary", "mineral_deed",
        ["ARVID N. HOLMQUIST"], ["GRAND RIVER ROYALTY COMPANY"], "1953-05-06",
        [plss("Harding", "SD", 30, "21N", "5E", "BHM", "E/2 SW/4, SE/4", lots=("3", "4"), acres=312.4)],
        False, None,
        "Printed mineral deed of the common kind with the subject-to-lease and future-lease paragraphs: an "
        "undivided 1/2 of the minerals. The testimonium 'this 6th day of May, 1953' governs (the acknowledgment "
        "is the same day); the recited lease of 11 July 1951, the commission expiry and the filing stamp are "
        "decoys. The lessee of the recited lease and the witness are no parties. Lots 3 and 4 with quarters of "
        "one section, Black Hills Meridian.", noise(2)),
    doc("d1801", "AL", "Tuscaloosa", "ordinary", "mineral_deed",
        ["ELBERT T. MCCRORY", "ARLENE H. MCCRORY"], ["WILLARD P. DOZIER"], "1947-11-21",
        [plss("Tuscaloosa", "AL", 8, "21S", "9W", "HUNTSVILLE", "S/2 NW/4", acres=80)],
        False, None,
        "Alabama mineral deed of an undivided 1/4 with the Alabama acknowledgment (the deed 'read over to them'). The testimonium 'this the 21st day of November, 1947' governs; the acknowledgment of 22 "
        "November, the commission expiry, the probate office filing and the deed tax are decoys. Both spouses "
        "are named grantors. Huntsville Meridian.", noise(1)),
    doc("d1814", "MI", "Otsego", "ordinary", "mineral_deed",
        ["NORBERT F. KOWALCZYK"], ["HURON SHALE MINERALS, L.L.C."], "1994-04-11",
        [plss("Otsego", "MI", 3, "32N", "4W", "MICHIGAN", "N/2 SW/4", acres=80)],
        False, None,
        "Michigan statutory-style 'conveys and warrants' mineral rights deed with the right-to-farm notice, "
        "the drafter's block and transfer-tax lines. The wife is named only to say she has no interest and does "
        "not join: not a party. 'Dated this 11th day of April, 1994' governs; the acknowledgment of 12 April, "
        "the recited lease, the commission expiry and the register's stamp are decoys. 'Town 32 North' is the "
        "township; the civil Township of Elmira is not.", None),
    doc("d1835", "TX", "Karnes", "ordinary", "lease_assignment",
        ["BRUSHY CREEK PETROLEUM, INC."], ["SAN ANTONIO RIVER ENERGY PARTNERS, LTD."], "1984-09-19",
        [{"identity_phrase": "198.5 AC TOMAS DE LA GARZA SURVEY A-133, KARNES COUNTY, TX", "system": "texas_survey",
          "county": "Karnes", "state": "TX", "survey": "Tomas de la Garza", "abstract": "133", "acres": 198.5}],
        False, "Assignor reserves an overriding royalty of 1/32 of 8/8.",
        "Texas assignment form with WHEREAS recitals of the lease (lessors Kolodziej, lessee the assignor) and "
        "of the lessors' source deed, neither of whose parties is a party here. 'EXECUTED this 19th day of "
        "September, 1984' governs; the lease date 2 June 1981, the source deed of 1959, the acknowledgment of "
        "24 September, the commission expiry and the filing and recording dates are decoys. Acreage out of a "
        "named survey with abstract; the officer signs for the assignor."),
    doc("d1840", "ND", "McKenzie", "ordinary", "lease_assignment",
        ["LITTLE MISSOURI LAND SERVICES, INC."], ["KILLDEER BASIN RESOURCES, LLC"], "2014-04-28",
        [plss("McKenzie", "ND", 17, "150N", "98W", "5TH PM", "NE/4", acres=160),
         plss("McKenzie", "ND", 20, "150N", "98W", "5TH PM", "E/2 NW/4", lots=("1", "2"), acres=151.44)],
        False, None,
        "North Dakota assignment by a lease broker of two leases listed in Lessor / Lessee / Dated / Recorded "
        "fields. The lessors of the two leases (the Hauglands and their LLLP) are named only in the lease "
        "descriptions and are no parties. The testimonium 'this 28th day of April, 2014' governs; the lease "
        "dates of 3 and 5 March 2014, the commission expiry and the recording line are decoys. Two sections: "
        "two tracts, acres per section as stated."),
    doc("d1830", "MT", "Richland", "ordinary", "lease_release",
        ["CLARENCE V. RASMUSSEN", "HILDA J. RASMUSSEN"], ["SAGEBRUSH PETROLEUM CORPORATION"], "1962-02-05",
        [plss("Richland", "MT", 26, "24N", "57E", "PMM", "S/2 NE/4, N/2 SE/4", acres=160)],
        False, None,
        "Montana corporate release by the assignee of the lease. By the conventions the lessors named in the "
        "release (the Rasmussens) stand on the grantor side and the releasing holder on the grantee side; "
        "the original lessee Thor Elvestad is named only in a recital and is no party. The testimonium of 5 "
        "February 1962 governs; the lease date of 1957, the acknowledgment of 7 February, the commission "
        "expiry and the filing stamp are decoys.", noise(1)),
    doc("d1836", "CO", "Weld", "ordinary", "lease_release",
        ["DUANE A. KUENZLI", "SHIRLEY R. KUENZLI"], ["FRONT RANGE MIDSTREAM HOLDINGS, LLC"], "2021-08-16",
        [plss("Weld", "CO", 4, "5N", "64W", "6TH PM", "SW/4", acres=160)],
        False, None,
        "Colorado release with a field header (Lessor / Original Lessee / Lease Date / Recording / Lands). The "
        "lessors on the grantor side, the releasing present owner on the grantee side; the original lessee, "
        "named as assignor of a recited assignment, is no party. 'Dated: August 16, 2021' governs; the lease "
        "date of 1 May 2015, the assignment effective 1 January 2017, the acknowledgment of 18 August, the "
        "commission expiry and the reception stamp are decoys."),
    doc("d1824", "TX", "Midland", "ordinary", "deed_of_trust",
        ["RANDALL E. PETTIGREW", "CHARLOTTE A. PETTIGREW"], ["LLANO ESTACADO SAVINGS AND LOAN ASSOCIATION"], "1976-06-18",
        [{"identity_phrase": "LOT 9 BLK 14 CLOVERDALE TERRACE ADDITION, MIDLAND COUNTY, TX", "system": "lot_block",
          "county": "Midland", "state": "TX", "lot": "9", "block": "14", "subdivision": "Cloverdale Terrace Addition"}],
        False, None,
        "Texas deed of trust on the printed form: the land is conveyed to the Trustee (never labelled) to "
        "secure a note payable to the savings and loan, the beneficiary, which is the grantee side. 'EXECUTED "
        "this 18th day of June, 1976' governs; the installment dates (1 August 1976), the final maturity of "
        "2006, the acknowledgment of 21 June, the commission expiry and the filing stamp are decoys. Lot and "
        "block written in words and figures."),
    doc("d1834", "MN", "Polk", "ordinary", "deed_of_trust",
        ["HALVOR J. STENERSON", "MARTHA STENERSON"], ["THE SAND HILL RIVER STATE BANK OF FERTILE"], "1931-11-03",
        [plss("Polk", "MN", 11, "149N", "44W", "5TH PM", "NE/4", acres=160)],
        False, None,
        "Minnesota statutory mortgage on a uniform conveyancing blank ('THIS INDENTURE, Made this 3rd day of "
        "November, 1931'): a mortgage is labelled deed_of_trust. The premises date governs; the note maturity "
        "of 1 November 1936, the annual interest dates, the acknowledgment of 4 November, the commission expiry, "
        "the registration tax and the register's filing are decoys. The subscribing witnesses (one of them the "
        "notary) are no parties. Numbers in words and figures.", noise(2)),
    doc("d1826", "OK", "Garfield", "ordinary", "mortgage_release",
        ["LEROY M. STUCKEY", "IONE B. STUCKEY"], ["THE CHISHOLM TRAIL NATIONAL BANK OF ENID"], "1955-07-28",
        [plss("Garfield", "OK", 23, "22N", "6W", "IM", "SW/4", acres=160)],
        False, None,
        "Oklahoma bank release of mortgage with a marginal-entry direction to the county clerk. The mortgagors, "
        "named only as makers of the released mortgage, are on the grantor side by the conventions, the "
        "releasing bank on the grantee side. The testimonium of 28 July 1955 governs; the mortgage date of 9 "
        "April 1951, the acknowledgment of 29 July, the commission expiry and the filing stamp are decoys. The "
        "officers sign for the bank.", noise(1)),
    doc("d1820", "AZ", "Mohave", "ordinary", "mortgage_release",
        ["DUSTIN R. HALLOWAY", "MARNIE K. HALLOWAY"], ["CERBAT MESA CREDIT UNION"], "2003-05-06",
        [plss("Mohave", "AZ", 33, "22N", "16W", "G&SRM", "W/2 NE/4 SW/4", acres=20)],
        False, None,
        "Arizona deed of full reconveyance by the trustee, with the beneficiary's request for reconveyance "
        "printed on it. By the conventions the trustors are the grantor side and the releasing lender (the "
        "credit union, holder of the note) the grantee side; the trustee is never labelled. 'Dated: May 6, "
        "2003' governs; the deed of trust of 9 September 1998, its recording, the request of 22 April 2003, "
        "the acknowledgment of 7 May, the commission expiry and the recorder's stamp are decoys."),
    doc("d1806", "WY", "Campbell", "ordinary", "affidavit_of_heirship",
        ["ELWOOD J. BRANDVOLD"], ["KEITH E. BRANDVOLD", "JUDITH A. BRANDVOLD PRUITT", "WAYNE L. BRANDVOLD"],
        "1988-05-09",
        [plss("Campbell", "WY", 14, "49N", "72W", "6TH PM", "N/2 NW/4, SW/4 NW/4", acres=120)],
        False, None,
        "Wyoming heirship affidavit by a disinterested neighbour (never labelled) in numbered paragraphs. "
        "Decedent and three children; the wife died first and takes nothing; the daughter's husband is named "
        "only as such. 'Dated this 9th day of May, 1988' is the execution date and governs; the jurat of 10 "
        "May, the deaths of 1979 and 1986, the birth years, the commission expiry and the recording stamp are "
        "decoys.", noise(1)),
    doc("d1815", "LA", "De Soto", "ordinary", "affidavit_of_heirship",
        ["EMILE P. GUIDRY, SR."], ["EMILE P. GUIDRY, JR.", "CELESTE GUIDRY BROUSSARD"], "1999-03-17",
        [plss("De Soto", "LA", 27, "12N", "13W", "LA MER", "NE/4 NW/4, NW/4 NE/4", acres=80)],
        False, None,
        "Louisiana affidavit of death, domicile and heirship sworn by two unrelated appearers (never labelled) "
        "before a notary and two witnesses. The decedent is the SR; his son the JR is an heir and a different "
        "person. The surviving wife has no community interest in the separate property and takes nothing as "
        "heir: not labelled. The 'THUS SWORN TO AND SUBSCRIBED ... on this 17th day of March, 1999' clause "
        "governs; the death of 2 February 1998 and the recording are decoys."),
    doc("d1817", "KS", "Barton", "ordinary", "quitclaim_deed",
        ["LEONA F. ZIEGENHIRT"], ["RUDOLPH A. ZIEGENHIRT"], "1936-09-16",
        [plss("Barton", "KS", 9, "18S", "13W", "6TH PM", "SE/4", acres=160)],
        True, None,
        "Kansas quit-claim indenture of the printed kind ('remises, releases and quit-claims'), from a widow to a "
        "son for love and affection, including her homestead and widow's interest. The premises date 'Made "
        "this 16th day of September, A. D. 1936' governs; the recited lease of 3 June 1935, the acknowledgment "
        "of 18 September, the commission expiry and the filing stamp are decoys; the dead husband is named only "
        "in her capacity. A repeated page header from the deed book runs through the scan.",
        noise(2, ("BARTON COUNTY DEED RECORD  BOOK 141  PAGE {page}", 207))),
    doc("d1819", "IA", "Clay", "ordinary", "right_of_way",
        ["GERHARD W. EICKHOLT", "META L. EICKHOLT"], ["NORTHERN PRAIRIE GAS TRANSMISSION COMPANY"], "1966-04-25",
        [plss("Clay", "IA", 5, "96N", "36W", "5TH PM", "NW/4")],
        False, None,
        "Iowa pipeline right of way form with a tract number and line name, drainage-tile and burial-depth "
        "clauses. Both spouses grant. 'Signed this 25th day of April, 1966' governs; the acknowledgment of 27 "
        "April, the commission expiry and the recorder's filing are decoys. The tract number IA-CL-117 and the "
        "10-inch line size are not land numbers. No acreage is stated for the quarter.", noise(1)),
    doc("d1839", "NM", "Lea", "ordinary", "royalty_deed",
        ["GORDON E. TATUM", "BERNICE TATUM"], ["LYMAN R. GADDY, TRUSTEE"], "1950-01-30",
        [plss("Lea", "NM", 21, "16S", "36E", "NMPM", "N/2 SE/4, SE/4 SE/4", acres=120)],
        False, None,
        "New Mexico perpetual non-participating royalty deed of 1/16 (half of the usual 1/8). The grantee is "
        "the royalty trust acting by its sole trustee, who is labelled with ', TRUSTEE' as the conventions "
        "have it for a trust. The testimonium 'this 30th day of January, 1950' governs (acknowledged the same "
        "day); the commission expiry and the filing stamp are decoys."),
    doc("d1813", "AL", "Fayette", "ordinary", "lease_ratification",
        ["ESTELLE LINDSEY MORRISON", "HOMER T. MORRISON"], ["WARRIOR BASIN RESOURCES, INC."], "1986-07-03",
        [plss("Fayette", "AL", 30, "15S", "12W", "HUNTSVILLE", "E/2 NE/4", acres=80)],
        False, None,
        "Alabama ratification by owners of an inherited interest that the lease did not bind. Both spouses "
        "are named as claiming the interest and ratify without limitation: both labelled. The lessor of the "
        "recited lease (Otha B. Lindsey) and the ancestor Pearlie Mae Lindsey are no parties. The testimonium "
        "'this the 3rd day of July, 1986' governs; the lease of 12 March 1985, the commission expiry and the "
        "probate filing (7-9-1986) are decoys.", noise(2)),
    doc("d1808", "WA", "Whitman", "ordinary", "special_warranty_deed",
        ["SNAKE RIVER AGRICULTURAL HOLDINGS CORPORATION"], ["PALOUSE RIDGE GRAIN GROWERS, INC."], "2008-10-02",
        [plss("Whitman", "WA", 16, "16N", "44E", "WM", "SE/4", acres=160)],
        True, None,
        "Washington corporate special warranty deed with the first-page index block (Grantor / Grantee / "
        "Abbreviated Legal / Parcel) and a covenant limited to claims by, through or under the grantor. "
        "'Dated: October 2, 2008' governs; the acknowledgment 'Dated: October 6, 2008' in Idaho, the excise "
        "receipt and the auditor's recording of 9 October, the tax year and the commission expiry are decoys. "
        "The highway exception is no tract; the president signs for the grantor."),
    doc("d1822", "KY", "Cumberland", "trap", "oil_gas_lease",
        ["JOSIAH H. CRABTREE", "NANCY E. CRABTREE"], ["BEAR WALLOW OIL AND GAS COMPANY"], "1896-06-11",
        [{"identity_phrase": "112 AC ON MARROWBONE CREEK, CUMBERLAND COUNTY, KY", "system": "metes_bounds",
          "county": "Cumberland", "state": "KY", "acres": 112}],
        False, None,
        "TRAP: an 1896 Kentucky lease whose premises put the company in the place of 'party of the first part, "
        "Lessor' and the landowners as 'Lessees'; the granting clause has the landowners grant to the company, "
        "and a marginal note initialed by all parties says the names were set in each other's places and that "
        "lessor is to be read as lessee and the reverse. The label follows the corrected roles and the grant: "
        "the Crabtrees (the wife signs by mark and grants with her husband) are the lessors, the company the "
        "lessee. The premises date governs; the county clerk's certificate of 16 June 1896 is the "
        "acknowledgment. Metes and bounds in poles with 112 acres.", noise(2)),
    doc("d1828", "MO", "Vernon", "trap", "warranty_deed",
        ["HOLLISTER AND VOSS"], ["AMOS J. BECKWITH", "ESTHER R. BECKWITH"], "1949-01-14",
        [plss("Vernon", "MO", 7, "36N", "32W", "5TH PM", "S/2 NE/4", acres=80)],
        True, None,
        "TRAP: the grantor is a copartnership whose firm name 'HOLLISTER AND VOSS' reads like two people; the "
        "deed says the firm, and not either partner in his own right, is the grantor and that the partners "
        "sign only to bind the firm. One party, labelled by the firm name (the scorer reads AND as &). The "
        "partners' wives sign only to relinquish marital rights and are not labelled. The premises date 'this "
        "14th day of January, 1949' governs; the firm's source deed of 1 October 1946, the tax year 1949, "
        "the acknowledgment of 15 January and the term expiry are decoys."),
    doc("d1803", "KS", "Butler", "trap", "lease_assignment",
        ["AUGUSTUS P. TREGO"], ["CHELSEA PETROLEUM COMPANY"], "1927-10-14",
        [plss("Butler", "KS", 12, "25S", "5E", "6TH PM", "SW/4", acres=160)],
        False, None,
        "TRAP: an assignment on a land office's letterhead dated only 'EL DORADO, KANSAS, OCTOBER, 1927', "
        "signed 'this 14th inst.' (the 14th of the current month, so 14 October 1927), reciting a lease "
        "'bearing date the 3rd ult.' (of the month before: a recital, a decoy). The acknowledgment leaves day "
        "and month blank, so it gives no date; a reader who cannot resolve 'inst.' falls back to the filing "
        "stamp of 2 November 1927, which is wrong. The rental date of 3 September 1928, the index entry of 3 "
        "November and the commission expiry are decoys. The lessors Brockhoff are named only in the recital.",
        noise(1)),
    doc("d1831", "AK", "Kenai", "trap", "lease_release",
        ["SVEN T. NORDBY", "KARIN L. NORDBY"], ["COOK INLET TIDELAND ENERGY, LLC"], "2026-02-11",
        [plss("Kenai", "AK", 22, "5N", "11W", "SEWARD", "SE/4", acres=160)],
        False, None,
        "TRAP: an electronically signed release whose only execution date is the signing service's stamp "
        "beside the signature ('Signed: 2/11/2026 | 9:42 AM AKST'), which the release itself adopts as the date "
        "of signing; the certificate of completion adds envelope created and sent (3 February), viewed (10 "
        "February), signed and completed (11 February). The remote online acknowledgment of 12 February 2026 "
        "is later and does not govern; the lease of 1 September 2019, its memorandum and the recording of 2 "
        "March are decoys. The index block calls the releasor 'Grantor' and the lessors 'Grantees', opposite to "
        "the label sides; the original lessee Kachemak Land Services is named only in a recital."),
    doc("d1805", "CA", "Kern", "trap", "deed_of_trust",
        ["RAFAEL C. OCHOA", "LUCINDA M. OCHOA"],
        ["SIERRA MERIDIAN HOME LOANS, INC.", "MORTGAGE ELECTRONIC REGISTRATION SYSTEMS, INC."], "2009-07-17",
        [plss("Kern", "CA", 14, "29S", "26E", "MDM", "N/2 SW/4 NE/4", acres=20)],
        False, None,
        "TRAP: a California deed of trust of the uniform kind in which the parties are given only in lettered "
        "definitions: the Borrower (trustors, a couple with a long tenancy phrase dropped from the names), the "
        "Lender, the Trustee (never labelled) and MERS, 'a separate corporation acting only as a nominee for "
        "Lender' which 'is the beneficiary under this Security Instrument'. Both the lender and MERS are "
        "labelled on the grantee side (an examiner could keep only one of them; CONTENTS says so). The "
        "definition '(A) \"Security Instrument\": this deed of trust, dated July 17, 2009' is the execution date; the note date, the maturity "
        "of 2039, the 1968 mineral exception, the acknowledgment of 20 July and the recording stamp are decoys. "
        "The MIN and loan numbers are no land."),
    doc("d1807", "VA", "Buchanan", "trap", "mortgage_release",
        ["ROSCOE D. STANLEY", "ELVA MAE STANLEY"], ["LEVISA RIVER BANK AND TRUST COMPANY"], "1964-10-09",
        [{"identity_phrase": "14.6 AC ON SLATE CREEK, GARDEN DISTRICT, BUCHANAN COUNTY, VA", "system": "metes_bounds",
          "county": "Buchanan", "state": "VA", "acres": 14.6}],
        False, None,
        "TRAP: a Virginia deed of release in three parts: the deed-of-trust trustees are 'parties of the first "
        "part' and the releasors in form; the borrowers are 'parties of the second part' and receive the "
        "release, so in the instrument's own form they are its grantees; the noteholder bank is 'party of the "
        "third part' and joins to show payment. By the conventions a mortgage release puts the mortgagors on "
        "the grantor side and the releasing holder on the grantee side, and trustees are never labelled. The "
        "premises date 9 October 1964 governs (the acknowledgment repeats it as 'bearing date'); the deed of "
        "trust of 1959, the acknowledgment of 13 October, the commission expiry and the clerk's admission to "
        "record are decoys. Bearings and feet, 14.6 acres.", None),
    doc("d1804", "NE", "Kimball", "trap", "affidavit_of_heirship",
        ["AUGUST F. REINKE", "WILHELMINA REINKE"],
        ["HAROLD A. REINKE", "ELSIE M. OSTERHOUT", "ERNEST W. REINKE"], "1972-03-15",
        [plss("Kimball", "NE", 28, "14N", "55W", "6TH PM", "S/2", acres=320)],
        False, None,
        "TRAP: one affidavit sets out two successive estates: the husband died in 1964 leaving his widow a "
        "third and the children two thirds; the widow died in 1970 and her third passed to the same children. "
        "Both spouses are decedents (grantor side); the widow is also an heir of the first estate but is "
        "labelled once, as a decedent, since she holds nothing now. The three children are the heirs; the "
        "daughter is labelled by her married name (born Reinke, a former name is no second party). The "
        "affiant is an heir and is labelled as one. 'Dated at Kimball ... this 15th day of March, 1972' "
        "governs; the deaths, the jurat of the same day, the commission expiry and the filing are decoys."),
    doc("d1818", "NV", "Nye", "trap", "royalty_deed",
        ["CLAYTON R. VOGEL"], ["CLAYTON R. VOGEL, TRUSTEE"], "1981-01-02",
        [plss("Nye", "NV", 29, "7N", "56E", "MDM", "E/2", acres=320)],
        False, None,
        "TRAP: the grantor and the grantee are the same man, individually and as trustee of his own revocable "
        "royalty trust; the deed says so. He is labelled on both sides (the trustee with ', TRUSTEE'), and a "
        "reader that merges the two because the names are equal, or drops one as a duplicate, misses a side. "
        "The trust declaration date of 30 December 1980 and the source royalty deed of 1976 are decoys; "
        "'Executed at Tonopah ... this 2nd day of January, 1981' governs against the acknowledgment of 5 "
        "January and the filing of 9 January."),
    doc("d1838", "OR", "Malheur", "trap", "quitclaim_deed",
        ["TRAVIS J. PELLETIER"], ["DARCY ANN PELLETIER"], "2017-03-08",
        [plss("Malheur", "OR", 6, "18S", "47E", "WM", "SE/4 NW/4", lots=("2",), acres=79.42)],
        True, None,
        "TRAP: a quitclaim made to carry out a divorce judgment, set under the court's caption. The body names "
        "the parties only as 'RESPONDENT, as grantor' and 'PETITIONER, as grantee'; their names are only in the "
        "caption (and the husband's in the signature and acknowledgment). The tax-statement line names only "
        "'Petitioner'. The farm credit lender is named only in a recital. 'DATED: March 8, 2017' governs; the "
        "judgment entered 27 January 2017, the acknowledgment of 9 March, the commission expiry and the "
        "recording are decoys. A lot with a quarter-quarter of one section."),
    doc("d1823", "MS", "Wayne", "trap", "lease_ratification",
        ["LAURINE HATCHER BULLARD"], ["CHICKASAWHAY EXPLORATION COMPANY"], "1957-10-23",
        [plss("Wayne", "MS", 17, "9N", "6W", "ST STEPHENS", "W/2 SW/4", acres=80)],
        False, None,
        "TRAP: a ratification by a lessor whose name was misspelled throughout the lease as 'Lorene Hatchett "
        "Bullock'; the instrument says there is no such person and that the ratifier is the lessor under the "
        "wrong name. One party, labelled by her true name; the misspelled name is no second party. 'WITNESS MY "
        "SIGNATURE this the 23rd day of October, 1957' governs; the lease of 4 May 1956, the acknowledgment of "
        "25 October, the commission expiry and the filing stamp are decoys."),
    doc("d1837", "HI", "Hawaii", "trap", "deed",
        ["JOHN K. PALEKA, TRUSTEE", "ARTHUR W. FERNANDES, TRUSTEE", "HENRY L. BAXTER, TRUSTEE"],
        ["MANUEL S. DE FREITAS"], "1914-03-03",
        [{"identity_phrase": "0.82 AC PTN RP 4475 LCA 8559-B, PIIHONUA, SOUTH HILO, HAWAII COUNTY, HI",
          "system": "other", "county": "Hawaii", "state": "HI", "acres": 0.82}],
        True, None,
        "TRAP: a trustees' deed without warranty (category deed) by three trustees who hold title for an "
        "unincorporated Masonic lodge; the lodge acts only through its vote and its trustees are the grantors, "
        "labelled with ', TRUSTEE'. The testimonium is dated only 'this third day of March, Anno Lucis 5914' "
        "(the Masonic year of light, 4000 years ahead of the common era): 3 March 1914; the acknowledgment of 5 "
        "March, A. D. 1914, the lodge's vote of 4 February 1914, the 1897 source deed, 'Grant 1880' in a "
        "boundary call and the registrar's entry are decoys. Hawaiian land by royal patent and land commission "
        "award with azimuth calls: system other, 0.82 acre."),
    doc("d1829", "IL", "White", "trap", "correction_deed",
        ["MERLE D. HOOTS", "VIOLA J. HOOTS"], ["DELBERT A. KINCAID"], "1971-04-19",
        [plss("White", "IL", 24, "5S", "9E", "3RD PM", "NW/4 SE/4", acres=40)],
        True, None,
        "TRAP: a correction deed whose subject is a date: the earlier deed was typed as signed 'the 2nd day of "
        "February, 1907' when it was signed on 2 February 1970, and its acreage was typed as 400 for 40. Three "
        "dates of the corrected deed (the wrong one, the right one and its recording on 9 February 1970) stand "
        "beside this deed's own 'DATED this 19th day of April, 1971', which governs; the deed states no "
        "effective date as of the earlier deed. The acknowledgment of 20 April, the commission expiry and the "
        "filing stamp are decoys. The acreage is the corrected 40."),
    doc("d1833", "TX", "Starr", "trap", "partition_deed",
        ["JOSE MARIA VILLARREAL, JR.", "FRANCISCA VILLARREAL DE PENA", "ANTONIO VILLARREAL"],
        ["JOSE MARIA VILLARREAL, JR.", "FRANCISCA VILLARREAL DE PENA", "ANTONIO VILLARREAL"], "1905-07-25",
        [{"identity_phrase": "1326 AC PORCION 68 ANCIENT JURISDICTION OF MIER A-188, STARR COUNTY, TX",
          "system": "texas_survey", "county": "Starr", "state": "TX", "survey": "Porcion No. 68, Ancient Jurisdiction of Mier",
          "abstract": "188", "acres": 1326}],
        True, None,
        "TRAP: a partition of part of a Spanish porcion among three cotenants, on both sides. Their father "
        "Jose Maria Villarreal, Sr. is named only as the donor of a recited deed and signs as a witness: no "
        "party, and the JR among the cotenants is a different person. Tomas Pena joins pro forma only and is "
        "not labelled. 'WITNESS our hands ... this 25th day of July, A. D. 1905' governs; the gift deed of 1899, "
        "the survey field notes of 10 July 1905, the county judge's acknowledgment of 27 July with privy "
        "examination and the filing are decoys. One Texas tract: the porcion with its abstract."),
    doc("d1809", "NE", "Cheyenne", "trap", "patent",
        ["THE UNITED STATES OF AMERICA"], ["ABNER K. STILES, TRUSTEE"], "1884-09-10",
        [plss("Cheyenne", "NE", 20, "13N", "50W", "6TH PM", "SE/4", acres=160)],
        True, None,
        "TRAP: a town-site patent to a probate judge 'and to his successors in office, in trust for the several "
        "use and benefit of the occupants' of a town. The patentee is the judge as trustee, labelled by name "
        "with ', TRUSTEE'; the occupants are unnamed and no party, and a judge is labelled here only because "
        "he is the grantee, not as an official. The testimonium in words (10 September 1884, with the "
        "Independence year) governs; the entry of 2 June 1883, the certificate and application numbers and the "
        "county filing of 8 November 1884 are decoys. The officers who sign the patent are blank and never "
        "labelled. Section, township and range in words.", noise(1)),
    doc("d1827", "FL", "Santa Rosa", "trap", "probate",
        ["CORNELIUS B. YARBOROUGH, DECEASED"],
        ["GRACE E. YARBOROUGH", "DONALD R. YARBOROUGH", "PATRICIA YARBOROUGH MCNEILL"], "1960-06-14",
        [plss("Santa Rosa", "FL", 10, "5N", "29W", "TALLAHASSEE", "E/2 NW/4", acres=80)],
        False, None,
        "TRAP: an order determining heirs signed on 2 August 1963 but entered 'NUNC PRO TUNC AS OF THE 14TH DAY "
        "OF JUNE, 1960' and declared to 'have effect as of' that day, when the court announced its "
        "determination: the effective date governs (an examiner could take the signing date; CONTENTS says "
        "so). The petition of 11 April 1960, the hearing of 26 May 1960, the death of 3 November 1959, the "
        "motion of 9 July 1963, the clerk's certificate of 6 August and the recording are decoys. The widow "
        "takes a child's part and is an heir with the two children; the judge is no party."),
    doc("d1825", "TX", "Crane", "trap", "other",
        ["TRIPLE DRAW OPERATING COMPANY"], ["PECOS RIVER WELL SERVICE, INC."], "1998-11-20",
        [{"identity_phrase": "SEC 41 BLK C-7 PSL SURVEY A-3107, CRANE COUNTY, TX", "system": "texas_survey",
          "county": "Crane", "state": "TX", "section": "41", "block": "C-7", "survey": "Public School Land",
          "abstract": "3107", "acres": 640}],
        None, None,
        "TRAP: a mineral property lien affidavit by a well-service contractor. It looks like an encumbrance but "
        "is no deed of trust or mortgage and says it grants nothing: category other. Labelled as a lien is "
        "read, the owner of the leasehold against which the lien is claimed on the grantor side and the "
        "claimant on the grantee side (an examiner could leave both sides empty; CONTENTS says so); the "
        "claimant's president is the affiant and signs for it, and the lessors (heirs of Ratliff) are named "
        "only in a recital. The only date of the instrument is the jurat of 20 November 1998; the work dates, "
        "invoice dates, demand, recited lease, mailing and filing are decoys."),
]

DOCS.sort(key=lambda d: d["id"])
