"""heldout19: labels, form and OCR damage plan of the 40 instruments (src/<id>.txt holds the clean texts).

Read by build.py, validate.py, check_overlap.py and selfcheck.py (heldout3's and heldout4's scripts run by
h3tool.py). Each entry of DOCS: id, file_name, recording state and county, form ("ordinary" or "trap"),
labels in the realdocs format, and, for a damaged instrument, noise {level, protect, replace, header}.
Labels were written from the clean text as a title examiner reads it; notes name every trap.
"""

NUMBER_WORDS = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
                "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety "
                "hundred thousand first second third fourth fifth sixth seventh eighth ninth tenth "
                "eleventh twelfth twentieth thirtieth day year lord").split()
LAND_WORDS = ("section sections township range north south east west northeast northwest southeast southwest "
              "quarter half meridian principal base lot lots block addition survey abstract acres town "
              "county state").split()
PROTECT = NUMBER_WORDS + LAND_WORDS


def noise(level, extra=(), header=None):
    return {"level": level, "protect": PROTECT + list(extra), "replace": [], "header": header}


def plss(county, state, sec, twp, rng, mer, aliquots, lots=(), acres=None):
    """A PLSS tract; the identity phrase in DOMAIN's canonical form."""
    head = aliquots if aliquots else "ALL"
    if lots:
        head = "LOTS " + ",".join(lots) + (" " + aliquots if aliquots else "")
    where = county.upper() if "DISTRICT" in county.upper() else county.upper() + (" PARISH" if state == "LA" else " COUNTY")
    t = {"identity_phrase": f"{head} SEC {sec} T{twp} R{rng}, {where}, {state}",
         "system": "plss", "county": county, "state": state, "section": sec, "township": twp, "range": rng,
         "meridian": mer, "aliquots": aliquots, "lots": list(lots)}
    if acres is not None:
        t["acres"] = acres
    return t


def tract(system, county, state, phrase, **kw):
    t = {"identity_phrase": phrase, "system": system, "county": county, "state": state}
    t.update(kw)
    return t


def lab(cat, grantors, grantees, date, tracts, fee, reservations, notes):
    return {"doc_category": cat, "grantors": grantors, "grantees": grantees, "governing_date": date,
            "tracts": tracts, "conveys_fee": fee, "reservations": reservations, "notes": notes}


DOCS = []


def doc(did, state, county, form, labels, damage=None):
    d = {"id": did, "file_name": did + ".txt", "state": state, "county": county, "form": form, "labels": labels}
    if damage:
        d["noise"] = damage
    DOCS.append(d)


doc("d1901", "KS", "Barber", "ordinary", lab(
    "oil_gas_lease", ["HAROLD E. WINTERMUTE", "LOUELLA J. WINTERMUTE"], ["CIMARRON BEND OIL COMPANY"], "1958-10-14",
    [plss("Barber", "KS", "22", "33S", "12W", "Sixth Principal", "SW/4", acres=160)], False, None,
    "Kansas Producers 88 (revised) lease on a printed form. Lessors are husband and wife, both named among the "
    "lessors, so both are labelled. The premises date (14th day of October, 1958) governs; decoys: the rental "
    "date a year later, the acknowledgment of October 20, the commission expiry of 1961 and the register's stamp "
    "of November 3. The depository bank is no party."), noise(1))

doc("d1902", "ND", "McKenzie", "ordinary", lab(
    "oil_gas_lease", ["STATE OF NORTH DAKOTA"], ["RED SHALE HOLDINGS, LLC"], "2012-05-15",
    [plss("McKenzie", "ND", "16", "150N", "99W", "Fifth Principal", None, acres=640),
     plss("McKenzie", "ND", "36", "150N", "99W", "Fifth Principal", "E/2 W/2", lots=("1", "2", "3", "4"), acres=315.86)],
    False, None,
    "North Dakota Board of University and School Lands lease after a public auction. The lessor is the State, acting "
    "through the Board; the Commissioner who signs is an officer, not a party. The lease is 'made and entered into "
    "this 15th day of May, 2012' and the testimonium points back to it; decoys: the auction of May 1, the lessee's "
    "'Date signed: May 22', the two acknowledgments (May 22 and 29) and the recording line. Two sections under one "
    "township header: 16 All and 36 Lots 1-4, E1/2W1/2."))

doc("d1903", "CA", "Kern", "trap", lab(
    "oil_gas_lease", ["ORVAL T. HASKINS"], ["KERN VALLEY PETROLEUM SYNDICATE"], "1921-03-19",
    [plss("Kern", "CA", "26", "31S", "22E", "Mount Diablo", "NE/4", acres=160)], False, None,
    "A lease written as a letter offer from the syndicate to the landowner, which becomes the lease when he signs the "
    "acceptance at its foot. The addressee ('Mr. Orval T. Haskins', honorific dropped) is the lessor; the letter "
    "writer the lessee; the managing trustee who signs is an officer. The letter states that the agreement 'shall "
    "take effect on the day on which you sign your acceptance', and the acceptance gives that day: March 19, 1921, "
    "the effective date. Decoys: the letterhead date of March 2 (an offer only), the acknowledgment of March 21, "
    "the recited lease from Mrs. Hulda Brenneman of January 10, 1921 (no party) and the recording of April 4."))

doc("d1904", "NE", "Cheyenne", "ordinary", lab(
    "warranty_deed", ["ELMER J. STROHKIRCH", "ROSALIE M. STROHKIRCH"], ["WALTER H. DINKELACKER", "IRMA L. DINKELACKER"],
    "1947-03-07", [plss("Cheyenne", "NE", "8", "14N", "49W", "Sixth Principal", "NW/4", acres=160)], True, None,
    "Nebraska statutory warranty deed to joint tenants. Both spouses are named as grantors without limitation (the "
    "later release of homestead and marital rights does not make either a mere joinder), and both grantees are "
    "labelled. 'Dated this 7th day of March, 1947' governs; decoys: the acknowledgment of March 10, the recited "
    "Federal Land Bank mortgage of 1936, the 1947 taxes, the commission expiry and the register's filing of March 14."),
    noise(2))

doc("d1905", "MS", "Rankin", "trap", lab(
    "oil_gas_lease", ["TOWN OF PELAHATCHIE CROSSING"], ["DELTA SHOALS EXPLORATION, INC."], "1953-02-17",
    [plss("Rankin", "MS", "29", "5N", "4E", "Choctaw", "W/2 SE/4", acres=80)], False, None,
    "A municipal lease made on the minutes: WHEREAS recitals of a board resolution (January 6, 1953), three "
    "publication dates and the meeting that accepted the bid (February 3, 1953), with aldermen named voting. None is "
    "a party or the date. The lessor is the Town, acting by its Mayor and attested by its Clerk (officers, not "
    "parties); the lessee accepts by its President. The lease has no premises date and its term runs 'from this "
    "date'; the execution is the WITNESS clause 'on this the 17th day of February, 1953'. Decoys besides: the "
    "acknowledgment of February 19, the commission expiry and the chancery clerk's filing of February 24."))

doc("d1906", "IL", "White", "ordinary", lab(
    "warranty_deed", ["JACOB H. PFLEIDERER"], ["SILAS B. ORNDORFF"], "1899-11-18",
    [plss("White", "IL", "10", "6S", "9E", "Third Principal", "E/2 NW/4", acres=80)], True, None,
    "Illinois statutory short-form warranty deed ('CONVEYS AND WARRANTS'). The wife 'signs this deed only so as to "
    "release her dower and her homestead' and 'joins for no other purpose', so she is not labelled. 'Dated "
    "this 18th day of November, A.D. 1899' governs; decoys: the justice's acknowledgment with her separate "
    "examination (November 20), the recited mortgage to Amos Trigg of 1893 (no party), the 1899 taxes and the "
    "recorder's filing of December 2. The road strip excepted is no tract."), noise(1))

doc("d1907", "ND", "Williams", "ordinary", lab(
    "mineral_deed", ["OSCAR N. BRENDEMUHL", "SIGRID BRENDEMUHL"], ["LEROY F. PAXTON"], "1951-04-26",
    [plss("Williams", "ND", "19", "155N", "96W", "Fifth Principal", "SE/4", acres=160)], False, None,
    "North Dakota printed mineral deed of an undivided one-half of the minerals, subject to a recited lease to Bison "
    "Gulf Leasing Corporation dated June 2, 1950 (a recital: neither its lessee nor its date counts). Both spouses "
    "grant. 'Dated this 26th day of April, 1951' governs; decoys: the acknowledgment of April 28, the commission "
    "expiry of 1956 and the register's filing of May 3."), noise(1))

doc("d1908", "AL", "Fayette", "trap", lab(
    "warranty_deed", ["CARL WAYNE HOLLINGSHEAD", "PEGGY SUE HOLLINGSHEAD"], ["JIMMY DALE PRUITT", "BRENDA K. PRUITT"],
    "1974-07-08", [plss("Fayette", "AL", "17", "15S", "12W", "Huntsville", "NE/4 SW/4", acres=40)], True, None,
    "A survivorship warranty deed by husband and wife in which only the wife signs: for herself and, as his attorney "
    "in fact under a recorded power, for her absent husband. An attorney in fact is never labelled as such, but here "
    "the attorney is herself a grantor and the principal is a grantor who signs by her hand; both are labelled, the "
    "husband though his own hand appears nowhere. The acknowledgment names only the wife, 'in both capacities'. "
    "The testimonium 'this 8th day of July, 1974' governs; decoys: the power of attorney of February 11, 1973, the "
    "acknowledgment of July 9, the commission expiry '3-30-77' and the probate filing of July 15."))

doc("d1909", "OK", "Garfield", "ordinary", lab(
    "warranty_deed", ["DONALD R. KESSELRING", "JUNE A. KESSELRING"], ["MARVIN E. TOLLIVER"], "1966-08-22",
    [tract("lot_block", "Garfield", "OK", "LOT 11 BLK 4 CHISHOLM HEIGHTS ADDITION, ENID, GARFIELD COUNTY, OK",
           lot="11", block="4", subdivision="Chisholm Heights Addition")], True, None,
    "Oklahoma statutory general warranty deed on a city lot. Husband and wife grant; the grantee is a single "
    "person. 'Signed and delivered this 22nd day of August, 1966' governs; decoys: the acknowledgment of August 23, "
    "the 1966 taxes, the commission expiry, the recited source deed from Chisholm Heights Development Company dated "
    "October 1, 1958 (no party) and the county clerk's filing of August 25."))

doc("d1910", "SD", "Harding", "trap", lab(
    "mineral_deed", ["VERNON A. LUNDGAARD", "ARLETTE J. LUNDGAARD"], ["TERRITORIAL MINERALS PARTNERSHIP"], "1981-09-30",
    [plss("Harding", "SD", "11", "20N", "3E", "Black Hills", "SE/4", acres=160)], False, None,
    "A two-column form: grantor data in the left column, grantee data in the right, so that every line read across "
    "the page joins a grantor word to a grantee word ('VERNON A. LUNDGAARD and TERRITORIAL MINERALS', 'husband and "
    "wife, general partnership,'). The grant names no one in the body, only 'the Grantor named in the left-hand "
    "column' and 'the Grantee named in the right-hand column'. The deed's date is a field in the left column "
    "(September 30, 1981), set beside the grantee's offer letter date in the right column (September 2, 1981), "
    "which is merged and is no date of this deed. Decoys besides: the acknowledgment of October 2, the commission "
    "expiry of 1985, the 1981 taxes and the register's filing of October 9. The managing partner and the landman "
    "who prepared it are no parties."))

doc("d1911", "NM", "Lea", "ordinary", lab(
    "mineral_deed", ["ANSEL W. FURGERSON", "CORA BELLE FURGERSON"], ["J. HOMER STALLCUP"], "1927-07-05",
    [plss("Lea", "NM", "24", "18S", "36E", "New Mexico Principal", "S/2", acres=320)], False, None,
    "New Mexico indenture-form mineral deed of an undivided one-sixteenth of the minerals in unleased land. Husband "
    "and wife are parties of the first part. The premises date ('made this 5th day of July, 1927') governs, the "
    "testimonium pointing back to it; decoys: the acknowledgment of July 9, the commission expiry of 1930 and the "
    "county clerk's filing of July 21."), noise(1))

doc("d1912", "OK", "Kingfisher", "ordinary", lab(
    "lease_assignment", ["SOONER PLAINS ENERGY, INC."], ["WOLF CREEK RESOURCES PARTNERS, LTD."], "1984-05-03",
    [plss("Kingfisher", "OK", "14", "16N", "7W", "Indian", "NE/4", acres=160)], False,
    "Assignor reserves an overriding royalty of 1/32 of 8/8.",
    "Oklahoma printed assignment of oil and gas lease with a reserved override. The recited lease (February 9, "
    "1981, Elwood and Velma Fenstermacher to Cottonwood Land Services, Inc.) supplies neither parties nor date. "
    "'Executed this 3rd day of May, 1984' governs; decoys: the corporate acknowledgment of May 7, the commission "
    "expiry '10-30-86' and the filing of May 14. The vice president and secretary are officers."), noise(2))

doc("d1913", "AK", "Kenai Recording District", "trap", lab(
    "lease_assignment", ["TURNAGAIN PETROLEUM CORPORATION"], ["KENAI BASIN OIL COMPANY"], "1968-11-12",
    [plss("Kenai Recording District", "AK", "33", "8N", "11W", "Seward", None, acres=640)], False, None,
    "A reassignment whose defined terms carry the roles of the earlier assignment: the 'Original Assignor' (Kenai "
    "Basin Oil Company) is the one who receives the lease now, and the 'Original Assignee' (Turnagain Petroleum "
    "Corporation) is the one who reassigns. A reader keyed on the words Assignor and Assignee gets the sides "
    "backwards. The State of Alaska (lessor) and Cyrus T. Wendlandt (original lessee) are named only in the "
    "definition of the Lease. 'Dated this 12th day of November, 1968' governs; decoys: the Assignment of March 4, "
    "1965, the lease's effective date of October 1, 1962, the notice of September 9 and acceptance letter of "
    "October 2, 1968, the acknowledgment of November 14 and the recording of November 25. Section 33 All under a "
    "township header of the Seward Meridian; the county is the recording district."))

doc("d1914", "UT", "Uintah", "ordinary", lab(
    "lease_assignment", ["BOOKCLIFF OPERATING LLC"], ["GREEN RIVER BASIN PARTNERS, L.P."], "2004-09-20",
    [plss("Uintah", "UT", "9", "4S", "1E", "Uintah Special", "NW/4", acres=160),
     plss("Uintah", "UT", "10", "4S", "1E", "Uintah Special", "W/2 SW/4", acres=80)], False, None,
    "Utah partial assignment (fifty percent) laid out in fields: Assignor, Assignee, Dated, County, Lease, Lands, "
    "Depths. The 'Dated: September 20, 2004' field governs; decoys: the recited lease of June 6, 2001 and its "
    "recording of June 28, 2001 (the Whitmers and Duchesne Trails Land Co. are no parties), the override recorded "
    "for Mesa Verde Royalty Trust (no party), the acknowledgments of September 24 and 27 and the recorder's stamp "
    "of 10/04/2004. Two sections under one Uintah Special Meridian township header."))

doc("d1915", "KY", "Magoffin", "trap", lab(
    "lease_release", ["HIRAM P. GOSNELL"], ["LICKING VALLEY GAS COMPANY"], "1930-06-16",
    [tract("metes_bounds", "Magoffin", "KY", "87 ACRES ON BIG LICK FORK OF MIDDLE CREEK, MAGOFFIN COUNTY, KY", acres=87)],
    False, None,
    "A lease ended by the lessor's acknowledgment and acceptance of the lessee's surrender, written in the lessor's "
    "voice ('I, HIRAM P. GOSNELL ... do hereby acknowledge'), with the lessee's surrender endorsed at the foot and "
    "undated. As for any release, the lessor is on the grantor side and the holder of the lease that gives it up on "
    "the grantee side, though here the lessor is the one who speaks and signs first. 'Witness my hand this 16th day "
    "of June, 1930' governs; decoys: the lease of August 27, 1924, the source deed from Nelson Gosnell of March 1, "
    "1911 (no party), and the county clerk's certificate of June 17 with its signing date of June 19. The land is a "
    "metes-and-bounds tract in chains on a creek, 87 acres."), noise(1))

doc("d1916", "KS", "Ellis", "ordinary", lab(
    "lease_release", ["ALOIS T. DREILING", "ROSE M. DREILING"], ["HAYS PETROLEUM ASSOCIATES"], "1963-03-11",
    [plss("Ellis", "KS", "5", "13S", "18W", "Sixth Principal", "N/2", acres=320)], False, None,
    "Kansas printed release by the present owner of the lease by mesne assignments, a partnership signing by two "
    "general partners (partners signing for their firm are not labelled). The lessors named in it are on the "
    "grantor side; the original lessee Smoky Hill Drilling Co. is only recited. 'Dated this 11th day of March, "
    "1963' governs; decoys: the lease of January 30, 1957, the plugging of December 4, 1962, the acknowledgment "
    "of March 14, the commission expiry and the register's filing of March 18."), noise(1))

doc("d1917", "TX", "Ward", "ordinary", lab(
    "lease_release", ["LUCIUS M. ORNELAS", "CARMEN R. ORNELAS"], ["PERMIAN TRAVERSE OIL CORPORATION"], "1991-02-14",
    [tract("texas_survey", "Ward", "TX", "SEC 18 BLK 34 PECOS VALLEY & EASTERN RY CO SVY A-1187, WARD COUNTY, TX",
           section="18", block="34", survey="Pecos Valley & Eastern Ry. Co.", abstract="1187", acres=640)],
    False, None,
    "Texas WHEREAS-form release by the holder of the lease by assignment. Lessors (husband and wife) on the grantor "
    "side, the releasing corporation on the grantee side; the original lessee Cholla Basin Exploration, Inc. is "
    "only recited. 'EXECUTED this 14th day of February, 1991' governs; decoys: the lease of April 2, 1986, the "
    "assignment of November 14, 1987, the acknowledgment of February 19, the commission expiry and the clerk's "
    "filing of February 26. A railway-company section in a numbered block with abstract."))

doc("d1918", "MO", "Vernon", "trap", lab(
    "deed_of_trust", ["WILLIAM T. CROWDER", "ELIZA J. CROWDER"], ["AUGUSTUS M. PELLINGER"], "1886-09-23",
    [plss("Vernon", "MO", "21", "35N", "31W", "Fifth Principal", "SW/4 NW/4", acres=40)], False, None,
    "Printed 'WARRANTY DEED' blank that is a mortgage: the grant to the lender is defeated if the husband pays his "
    "note ('then this deed shall be void'), with a power of sale on default. An examiner treats it as a mortgage "
    "(deed_of_trust in DOMAIN's vocabulary), conveys_fee false, with the grantors as mortgagors and the grantee as "
    "mortgagee. The wife is named among the grantors without limitation. Premises date in words with the year "
    "'one thousand eight hundred and eighty-six' (23d day of September) governs; decoys: the note's maturity three "
    "years after date, the acknowledgment of September 24, the notary's term and the filing of Sept. 27. Township "
    "and range are written without direction; Missouri's Fifth Principal Meridian makes them 35N and 31W."),
    noise(2))

doc("d1919", "OR", "Klamath", "ordinary", lab(
    "deed_of_trust", ["DARRELL W. KOSKELA", "TERESA A. KOSKELA"], ["UPPER KLAMATH SAVINGS BANK"], "1999-09-17",
    [tract("lot_block", "Klamath", "OR", "LOT 7 BLK 12 TRACT 1043 PELICAN BUTTE HIGHLANDS, KLAMATH COUNTY, OR",
           lot="7", block="12", subdivision="Tract 1043, Pelican Butte Highlands")], False, None,
    "Oregon short-form trust deed: Grantor (the borrowers), Trustee (a title company, never labelled) and "
    "Beneficiary (the bank). 'made on September 17, 1999' governs; decoys: the maturity of October 1, 2029, the "
    "acknowledgment of September 20, the commission expiry and the recording of 09/23/1999. A lot in a numbered "
    "tract subdivision."))

doc("d1920", "MN", "Otter Tail", "trap", lab(
    "mortgage_release", ["NILS P. RUDNINGEN", "KAREN RUDNINGEN"], ["ELIAS T. BOOMHOWER"], "1894-10-10",
    [plss("Otter Tail", "MN", "26", "133N", "41W", "Fifth Principal", "NW/4", acres=160)], False, None,
    "A satisfaction written in the margin of the mortgage record, known here only from a register's certified copy "
    "made for an abstracter: the index line of the mortgage (May 3, 1887, filed May 5), the marginal entry, the "
    "register's attestation and the copy certificate. The mortgagors are on the grantor side and the mortgagee who "
    "satisfies on the grantee side; the register and deputy who witness are no parties. 'Witness my hand this 10th "
    "day of October, 1894' governs; decoys: the mortgage's date and filing, its five-year term, the register's entry "
    "the same day, and the copy certificate and abstract continuation of July 8, 1919. The index line gives 'Town "
    "133, Range 41' without directions; the body gives them in words."))

doc("d1921", "MT", "Fergus", "ordinary", lab(
    "deed_of_trust", ["GUSTAV A. HEGGEM", "BERTHA HEGGEM"], ["BANK OF THE JUDITH"], "1912-04-12",
    [plss("Fergus", "MT", "14", "16N", "18E", "Principal Meridian Montana", "SE/4", acres=160)], False, None,
    "Montana printed real estate mortgage (deed_of_trust in DOMAIN's vocabulary). Husband and wife are the "
    "mortgagors, the bank the mortgagee. The premises date 'Made the 12th day of April, one thousand nine "
    "hundred twelve' governs (year in words); decoys: the note's maturity of November 1, 1914, "
    "the acknowledgment of April 13 (year in words again), the commission expiry and the filing of April 15. The "
    "notary is also a subscribing witness. A repeated record-book page header is seeded into the damaged text."),
    noise(2, header=("FERGUS COUNTY MORTGAGE RECORD  BOOK 22  PAGE {page}", 601)))

doc("d1922", "CO", "Weld", "ordinary", lab(
    "mortgage_release", ["LORENZO A. ARCHULETA", "DOLORES M. ARCHULETA"], ["POUDRE VALLEY BUILDING AND LOAN ASSOCIATION"],
    "1975-12-08", [plss("Weld", "CO", "22", "5N", "66W", "Sixth Principal", "E/2 NE/4", acres=80)], False, None,
    "Colorado public trustee's release of a deed of trust. The borrowers are on the grantor side and the holder of "
    "the note (the building and loan association, which requested the release) on the grantee side; the Public "
    "Trustee and deputy are like a deed-of-trust trustee and are never labelled. 'WITNESS my hand and seal this "
    "8th day of December, 1975' governs; decoys: the deed of trust of June 1, 1968 and its recording of June 5, the "
    "request for release of December 2, the acknowledgment of December 9 and the recording of December 12."))

doc("d1923", "NV", "Elko", "trap", lab(
    "affidavit_of_heirship", ["ARLEN R. VOSBURGH, DECEASED"],
    ["WINONA J. VOSBURGH", "MELANIE VOSBURGH TREADWAY", "CODY A. VOSBURGH"], "2025-03-14",
    [plss("Elko", "NV", "3", "34N", "55E", "Mount Diablo", "S/2 NE/4", acres=80)], False, None,
    "Heirship affidavit of a man whose living twin brother has nearly the same name (Arlen and Arden R. Vosburgh) "
    "and the same initials; both signed 'A. R. Vosburgh', and the vesting deed of 1979 names only 'A. R. "
    "Vosburgh'. The affidavit says the decedent was Arlen; Arden is no heir, takes nothing, and appears only as a "
    "witness to the facts. The affiant is herself an heir and is labelled as one. Heirs: the widow and two "
    "children, one-third each. 'Dated: March 14, 2025' governs; decoys: the death of November 29, 2022, the "
    "vesting deed of June 2, 1979, the jurat of March 17, the notary's appointment expiry and the recording of "
    "03/21/2025."))

doc("d1924", "IA", "Plymouth", "ordinary", lab(
    "mortgage_release", ["HENRY J. LANGENFELD", "ANNA M. LANGENFELD"], ["FLOYD RIVER SAVINGS BANK"], "1938-10-04",
    [plss("Plymouth", "IA", "33", "92N", "45W", "Fifth Principal", "SW/4", acres=160)], False, None,
    "Iowa bank satisfaction of mortgage signed by the president and attested by the cashier (officers, not "
    "parties). Mortgagors on the grantor side, the bank on the grantee side. 'Dated at Le Mars, Iowa, this 4th day "
    "of October, 1938' governs; decoys: the mortgage of March 1, 1929 and its filing of March 4, the extension "
    "agreement of 1934 to 1939, the corporate acknowledgment of October 5 and the filing of October 7."), noise(1))

doc("d1925", "ME", "Aroostook", "trap", lab(
    "quitclaim_deed", ["PHOEBE A. LAJOIE"], ["CLAUDINE LAJOIE OUELLETTE"], "1931-05-14",
    [tract("other", "Aroostook", "ME", "LOT 9 RANGE 4 TOWNSHIP LETTER D RANGE 2 WELS, AROOSTOOK COUNTY, ME",
           acres=100)], True, None,
    "Quitclaim between sisters whose dates are written in Roman numerals: the testimonium 'this XIV day of May, in "
    "the year of our Lord MCMXXXI' (May 14, 1931) governs, the acknowledgment heading 'May XVI, MCMXXXI' (May 16) "
    "is later, and the registry's receipt of May 20, 1931 is the only date in figures. The land is a lot in a "
    "range of lots of a Maine unorganized township ('Township Letter D, Range Two (2), West of the East Line of "
    "the State', 'Lot numbered Nine (9) in the Fourth (4th) Range'), which looks like a PLSS township and range "
    "but is not: system other, 100 acres. The father, from whom both sisters inherited, is named only in a recital."))

doc("d1926", "TX", "Karnes", "ordinary", lab(
    "affidavit_of_heirship", ["FELIX J. KOTZUR, DECEASED"],
    ["BERNARD F. KOTZUR", "ROSALIE KOTZUR MOCZYGEMBA", "LEONARD A. KOTZUR"], "1997-05-22",
    [tract("texas_survey", "Karnes", "TX", "112.5 AC YSIDRO BENAVIDES SVY A-27, KARNES COUNTY, TX",
           survey="Ysidro Benavides", abstract="27", acres=112.5)], False, None,
    "Texas affidavit of heirship by a disinterested neighbour (not labelled), with a child's joinder confirming "
    "the facts. The wife died before the decedent and is no heir; the three children take one-third each. 'SIGNED "
    "this 22nd day of May, 1997' governs (the jurat is the same day); decoys: the death of March 8, 1994, the "
    "wife's death of October 17, 1989, the source deed of January 12, 1951 (Matthias Jendrusch, no party), the "
    "commission expiry and the filing of June 3. Acreage out of a named survey with abstract."))

doc("d1927", "TN", "Fentress", "ordinary", lab(
    "affidavit_of_heirship", ["ORVILLE T. STANIFER, DECEASED"], ["TAMMY STANIFER REAGAN", "GARY L. STANIFER"],
    "2019-08-09",
    [tract("metes_bounds", "Fentress", "TN", "23.4 ACRES THIRD CIVIL DISTRICT, FENTRESS COUNTY, TN", acres=23.4)],
    False, None,
    "Tennessee affidavit of heirship by a first cousin who claims no interest (not labelled). The wife died in "
    "2008, before the decedent; the two children take one-half each. 'This the 9th day of August, 2019' governs "
    "(the jurat is the same day); decoys: the death of January 4, 2017, the wife's death, the survey of March 2, "
    "1985, the commission expiry and the register's receipt of 08/12/2019. Bearings and feet in a civil district, "
    "23.4 acres; the adjoiner Orman Beaty and the surveyor are no parties."))

doc("d1928", "LA", "Beauregard", "trap", lab(
    "lease_ratification", ["JULES P. FONTENOT", "MARIE-CLAIRE FONTENOT BROUSSARD"], ["BAYOU NEZPIQUE ENERGY, L.L.C."],
    "2001-04-11", [plss("Beauregard", "LA", "14", "4S", "9W", "Louisiana", "NE/4", acres=160)], False, None,
    "Louisiana notarial act by which the naked owners ratify a lease granted by their mother, who holds the "
    "usufruct of their father's half and owns the other half: she is the lessor of the recited lease and is named "
    "prominently, but she does not appear in this act and is not labelled. The appearers' spouses are named only in "
    "their civil-status descriptions. The ratifiers and the present lessee are the parties. 'THUS DONE AND PASSED "
    "at Lake Charles, Louisiana, on the 11th day of April, 2001' governs; decoys: the father's death of June 19, "
    "1996, the judgment of possession of February 3, 1997, the lease of March 6, 2000 and the recording of April "
    "23, 2001. The notary is commissioned in Calcasieu Parish while the land lies in Beauregard Parish."))

doc("d1929", "MI", "Kalkaska", "ordinary", lab(
    "quitclaim_deed", ["HOWARD L. BRINKMAN", "LORNA E. BRINKMAN"], ["RAYMOND J. SZYMANSKI", "HELEN T. SZYMANSKI"],
    "1955-06-14", [plss("Kalkaska", "MI", "28", "27N", "7W", "Michigan", "NW/4 SE/4", acres=40)], True, None,
    "Michigan statutory quit claim deed by husband and wife to husband and wife as tenants by the entirety, given to "
    "clear an unrecorded land contract with Alton Kibby (no party) of April 3, 1947. 'Dated this 14th day of June, "
    "A.D. 1955' governs; decoys: the acknowledgment of June 16, the commission expiry of 1958 and the register's "
    "receipt of June 20. 'Town Twenty-seven (27) North' is the township."), noise(1))

doc("d1930", "WI", "Oneida", "trap", lab(
    "correction_deed", ["EMIL F. ZASTROW", "LYDIA ZASTROW"], ["KENNETH A. MARQUARDT", "JOAN L. MARQUARDT"], "1957-06-03",
    [plss("Oneida", "WI", "30", "39N", "8E", "Fourth Principal", "NE/4 NW/4", acres=40)], True, None,
    "Correction deed on a warranty-deed blank, correcting the meridian ('Fifth' typed for Fourth) and the range "
    "direction ('West' for East) of a 1957 deed between the same parties. The deed states that it 'shall take "
    "effect as of June 3, 1957, the date of the deed it corrects', an effective date stated in the instrument "
    "itself, so 1957-06-03 governs over the execution 'this 21st day of September, 1959'. Decoys besides: the "
    "acknowledgment of September 23, the commission expiry and the recording of September 28, 1959. The recital's "
    "erroneous 'Range Eight (8) West' is no tract; the corrected description is the only one."))

doc("d1931", "WY", "Converse", "ordinary", lab(
    "right_of_way", ["CLAYTON R. DUNWOODY", "MAE B. DUNWOODY"], ["BRIDGER TRAIL PIPE LINE COMPANY"], "1964-07-28",
    [plss("Converse", "WY", "12", "34N", "72W", "Sixth Principal", "SW/4")], False, None,
    "Wyoming pipeline right of way paid by the rod, with depth, crop-damage and gate clauses. Husband and wife "
    "grant. The execution 'this 28th day of July, 1964' governs; decoys: the acknowledgment of July 30, the "
    "commission expiry of 1968 and the clerk's receipt of August 6. The right of way agent is no party. No acreage "
    "is stated for the quarter."), noise(2))

doc("d1932", "TX", "Reagan", "ordinary", lab(
    "royalty_deed", ["LOYD M. HUCKABAY"], ["CLAUDE W. PENNYBACKER"], "1942-08-17",
    [tract("texas_survey", "Reagan", "TX", "SEC 21 BLK 2 CONCHO & RIO GRANDE RY CO SVY, REAGAN COUNTY, TX",
           section="21", block="2", survey="Concho & Rio Grande Ry. Co.", acres=640)], False, None,
    "Texas royalty deed of an undivided 1/32 royalty, without bonus or rentals and without the executive right, "
    "subject to a recited lease to Stockton Plateau Oil Company of November 3, 1939 (no party). The grantor is a "
    "widower. 'WITNESS my hand this the 17th day of August, 1942' governs; decoys: the acknowledgment of August "
    "18, the filing of August 24 and recording of August 26. A railway-company section in a numbered block, no "
    "abstract given."))

doc("d1933", "TX", "Gonzales", "trap", lab(
    "partition_deed", ["HEINRICH W. BOLLMANN", "WILHELMINA BOLLMANN KNIPPA", "FRIEDRICH A. BOLLMANN"],
    ["HEINRICH W. BOLLMANN", "WILHELMINA BOLLMANN KNIPPA", "FRIEDRICH A. BOLLMANN"], "1902-01-06",
    [tract("texas_survey", "Gonzales", "TX", "360 AC MANUEL ZEPEDA LEAGUE A-78, GONZALES COUNTY, TX",
           survey="Manuel Zepeda League", abstract="78", acres=360)], True, None,
    "Partition by lot: the allotments were decided by slips drawn from a hat on December 26, 1901, recited with "
    "the result; the deed makes the drawing effectual. The three siblings are the cotenants on both sides. The "
    "married sister's husband joins 'pro forma only' and is not labelled; the county surveyor, the neighbour who "
    "watched the drawing and the grandchild who drew are no parties. 'Witness our hands at Gonzales, this 6th day "
    "of January, 1902' governs; decoys: the father's death of June 14, 1899, the source deed of March 2, 1871, the "
    "drawing of December 26, 1901, the acknowledgment of January 7 and the filing of January 10. The three lots "
    "lie in one league with one abstract: one tract of 360 acres."))

doc("d1934", "AR", "Columbia", "ordinary", lab(
    "royalty_deed", ["ROSCOE T. MCGUIRK"], ["BODCAW ROYALTY COMPANY"], "1936-05-09",
    [plss("Columbia", "AR", "10", "17S", "20W", "Fifth Principal", "SE/4 NE/4", acres=40)], False, None,
    "Arkansas royalty deed of one-half of the royalty, subject to a recited lease to Dorcheat Oil & Gas Company of "
    "February 11, 1935 (no party). The wife joins only to relinquish dower and homestead 'for that purpose only' "
    "and is not labelled. 'WITNESS our hands on this 9th day of May, 1936' governs; decoys: the acknowledgment with "
    "her separate relinquishment (May 11), the commission expiry and the filing of May 13."), noise(1))

doc("d1935", "OK", "Stephens", "trap", lab(
    "patent", ["CHOCTAW NATION", "CHICKASAW NATION"], ["ELIZA TOWASHKA"], "1905-03-14",
    [plss("Stephens", "OK", "11", "2S", "5W", "Indian", "W/2 SE/4", acres=80)], True, None,
    "An allotment patent from the Choctaw and Chickasaw Nations (the grantors, acting by their Principal Chief and "
    "Governor, who are officials and not labelled) to an allottee named with her roll number. The sovereign is not "
    "the United States: the Secretary of the Interior only approves (the approval of April 27, 1905 is never the "
    "date), and his name is left blank. The testimonium 'this 14th day of March, 1905' governs; decoys: the Act of "
    "July 1, 1902, the certificate of allotment of May 9, 1903, the Commission's recording of May 6, 1905 and the "
    "county filing of October 2, 1908. The homestead under a separate patent is no tract here."), noise(1))

doc("d1936", "OK", "Grady", "ordinary", lab(
    "lease_ratification", ["MILDRED HAMBRIGHT TOLBERT", "VERNON D. TOLBERT"], ["WASHITA BEND PETROLEUM, INC."],
    "1977-04-05", [plss("Grady", "OK", "27", "6N", "7W", "Indian", "SW/4", acres=160)], False, None,
    "Oklahoma ratification by co-owners of one-fourth of the minerals who did not sign the lease; husband and wife "
    "are both named as owners and both ratify. The lessor of the recited lease (Ora Lee Hambright) is no party. "
    "'Dated this 5th day of April, 1977' governs; decoys: the lease of June 14, 1976, the mineral deed of March 2, "
    "1974, the acknowledgment of April 8, the commission expiry and the filing of April 13."), noise(2))

doc("d1937", "CO", "Garfield", "ordinary", lab(
    "special_warranty_deed", ["ROAN CLIFFS LAND & CATTLE, LLC"], ["TOBIAS J. HALVERSEN", "KRISTA M. HALVERSEN"],
    "2009-05-08", [plss("Garfield", "CO", "19", "6S", "94W", "Sixth Principal", "SE/4", acres=160)], True,
    "Grantor excepts and reserves all oil, gas and other minerals, without surface use.",
    "Colorado statutory special warranty deed ('THIS DEED, dated May 8, 2009') by an LLC acting by its manager "
    "(an officer, not labelled) to joint tenants, with a full mineral reservation. The deed's date governs; decoys: "
    "the acknowledgment the same day, the 2009 taxes, the statement of authority, the commission expiry and the "
    "reception stamp of 05/13/2009."))

doc("d1938", "ID", "Canyon", "trap", lab(
    "probate", ["CORNELIUS A. VANDERHOEF, DECEASED"],
    ["GERTRUDA VANDERHOEF", "PIETER J. VANDERHOEF", "ANNA MARIE VANDERHOEF"], "1948-10-22",
    [plss("Canyon", "ID", "15", "4N", "3W", "Boise", "SW/4", acres=160)], False, None,
    "Idaho decree of distribution in which a daughter born after the will, and not mentioned in it, takes as a "
    "pretermitted heir: the land is distributed one-third to her and one-third each to the widow and son, the will's "
    "devisees. The church's cash legacy gives it no land and no label; the executor (a trust company), the minor's "
    "guardian and the judge are no parties. 'Done in open court this 22nd day of October, 1948' governs; decoys: the "
    "petition of September 2, the hearing of October 5, the death of January 17, 1947, the will of August 11, 1931, "
    "its probate of March 3, 1947, the daughter's birth in 1934, the certified copy of October 25 and the "
    "recording of November 1."))

doc("d1939", "NM", "Eddy", "ordinary", lab(
    "deed", ["ELVIRA S. MONTOYA, PERSONAL REPRESENTATIVE"], ["RICHARD A. HOLLOMAN", "SUSAN E. HOLLOMAN"], "1988-11-30",
    [plss("Eddy", "NM", "9", "19S", "26E", "New Mexico Principal", "NE/4", acres=160)], True,
    "Excepts and reserves to the estate an undivided one-half of the oil, gas and other minerals.",
    "New Mexico personal representative's deed without warranty (category deed). The personal representative "
    "grants in her capacity and is labelled by name with the capacity word; the decedent is named only in her "
    "title. 'WITNESS my hand and seal this 30th day of November, 1988' governs; decoys: the letters of October 19, "
    "1987, the 1988 taxes, the acknowledgment of December 1, the commission expiry and the clerk's filing of "
    "December 5."))

doc("d1940", "IN", "Posey", "trap", lab(
    "other", ["LAVERNE H. OBERHAUSEN", "DIANA K. OBERHAUSEN"], ["WABASH SEISMIC SURVEYS, LLC"], "2016-07-18",
    [plss("Posey", "IN", "22", "6S", "13W", "Second Principal", "E/2 NW/4", acres=80)], None, None,
    "A geophysical permit recorded for notice: it 'grants ... permission to enter', pays by the acre, and calls the "
    "parties Grantor and Grantee in the payment-system notes, yet says it is a license only and conveys no interest, "
    "no lease and no easement (other, conveys_fee null). The owners and the permittee are the parties; the "
    "permittee's unnamed client, the lessee of the recited lease (Harmony Ridge Oil Company, February 4, 2014) and "
    "the permit manager are not. The Effective Date is defined as the later of the two signature dates: the owners "
    "signed July 11, 2016 and the permittee July 18, 2016, so July 18 governs. Decoys: the owners' acknowledgment "
    "of July 11, the one-year expiry, the commission expiry and the recording of 07/25/2016."))
