"""heldout16's labels, forms and OCR-damage plan (read by the tools; see README.md)."""

NUMBER_WORDS = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
                "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety "
                "hundred thousand first second third fourth fifth sixth").split()
LAND_WORDS = ("Section Township Range North South East West Quarter Half Northeast Northwest Southeast "
              "Southwest Meridian Principal Base Lot Lots Block Survey Abstract Public School Land acres "
              "containing Town").split()


def plss(county, state, section, township, range_, meridian, aliquots, lots=(), acres=None):
    parts = (aliquots + " " if aliquots else "") + (("LOTS " + ",".join(lots) + " ") if lots else "")
    t = {"identity_phrase": f"{parts}SEC {section} T{township} R{range_}, {county.upper()} COUNTY, {state}",
         "system": "plss", "section": str(section), "township": township, "range": range_,
         "meridian": meridian, "aliquots": aliquots, "lots": list(lots), "county": county, "state": state}
    if acres:
        t["acres"] = acres
    return t


def noise(level, extra=(), header=None):
    return {"level": level, "protect": NUMBER_WORDS + LAND_WORDS + list(extra), "replace": [], "header": header}


def doc(i, state, county, form, labels, damage=None):
    return {"id": f"d16{i:02d}", "file_name": f"d16{i:02d}.txt", "state": state, "county": county,
            "form": form, "noise": damage, "labels": labels}


def lab(cat, grantors, grantees, date, tracts, fee, reservations, notes):
    return {"doc_category": cat, "grantors": grantors, "grantees": grantees, "governing_date": date,
            "tracts": tracts, "conveys_fee": fee, "reservations": reservations, "notes": notes}


DOCS = [
    doc(1, "AR", "Columbia", "ordinary", lab(
        "oil_gas_lease", ["ORVILLE T. BRASWELL", "NADINE P. BRASWELL"], ["OUACHITA BASIN RESOURCES, INC."], "1981-08-17",
        [plss("Columbia", "AR", 14, "17S", "21W", "Fifth Principal", "SW/4 NE/4, SE/4 NW/4", acres=80),
         plss("Columbia", "AR", 23, "17S", "21W", "Fifth Principal", "N/2 NW/4", acres=80)],
        False, None,
        "Ordinary Arkansas Producers 88-style lease with a delay rental. Governing date is the premises date "
        "(17th day of August, 1981); decoys: the acknowledgment (24th day of August, 1981), the first rental "
        "date (August 17, 1982) and the commission expiry. Husband and wife are both lessors. Two tracts, two "
        "sections of the same township, each with its own acreage; the 160-acre total is not a tract."),
        noise(1)),
    doc(2, "UT", "Uintah", "ordinary", lab(
        "oil_gas_lease", ["STATE OF UTAH"], ["CANYONLANDS ENERGY PARTNERS, LLC"], "2013-05-01",
        [plss("Uintah", "UT", 36, "9S", "20E", "Salt Lake", "W/2 E/2, W/2", lots=("1", "2", "3", "4"), acres=640)],
        False, None,
        "Ordinary Utah trust-lands (SITLA) lease form. The lease is entered into 'as of the first day of May, "
        "2013 (the Effective Date)', which governs; decoys: the signature dates (May 14 and May 9, 2013), the "
        "acknowledgment, the sale and bid-acceptance dates, the commission expiry. The State acting by the "
        "administration is the lessor; its assistant director and the lessee's manager sign only as officers. "
        "Section 36 is described as lots 1-4, W/2 E/2, W/2 (All)."),
        None),
    doc(3, "TX", "Martin", "ordinary", lab(
        "warranty_deed", ["WENDELL RAY PRUITT", "CHARLENE ODOM PRUITT"], ["CASEY LYNN HOLLOWAY"], "1997-10-06",
        [{"identity_phrase": "SEC 22 BLK 39 T2S T&P RR CO SURVEY A-1187, MARTIN COUNTY, TX", "system": "texas_survey",
          "section": "22", "block": "39", "survey": "T&P RR CO", "abstract": "1187", "aliquots": None, "acres": 640,
          "county": "Martin", "state": "TX"}],
        True, "Grantor reserves an undivided 1/4 of the oil, gas and other minerals; minerals previously reserved or conveyed of record are excepted.",
        "Ordinary Texas State Bar form warranty deed with field layout (Date / Grantor / Grantee / Property). "
        "Governing date is the Date: field, October 6, 1997; decoys: the acknowledgment (9th day of October, "
        "1997), the 1997 taxes, the commission expiry and the filing stamp. Both spouses are grantors. The "
        "tract is a T&P railway-company section in Block 39, Township 2 South, with abstract; the township of "
        "the block is kept in the identity phrase only."),
        noise(2, ["Property", "Grantor", "Grantee"])),
    doc(4, "MN", "Otter Tail", "ordinary", lab(
        "warranty_deed", ["ARNOLD E. LINDQVIST", "INGRID M. LINDQVIST"], ["HAROLD J. REINERTSEN", "DOLORES A. REINERTSEN"], "1968-03-11",
        [plss("Otter Tail", "MN", 8, "131N", "44W", "Fifth Principal", "SE/4", acres=160)],
        True, None,
        "Ordinary Minnesota uniform conveyancing blank (individuals to joint tenants). Governing date is the "
        "'Dated this 11th day of March, 1968' line above the granting clause; decoys: the auditor's transfer "
        "entry (March 14, 1968), the acknowledgment (12th day of March, 1968), the 1968 taxes, the commission "
        "expiry and the register's certificate (15th day of March, 1968). Both spouses grant; both grantees "
        "take as joint tenants. Ditch easement and road are exceptions, not tracts."),
        noise(1)),
    doc(5, "CO", "Weld", "ordinary", lab(
        "mineral_deed", ["LEONARD F. KASPAREK"], ["PLATTE VALLEY ROYALTY COMPANY"], "1956-07-02",
        [plss("Weld", "CO", 30, "8N", "58W", "Sixth Principal", "NW/4", acres=160)],
        False, None,
        "Ordinary Colorado mineral deed of an undivided 1/2 of the minerals, subject to a recited lease. "
        "Governing date is 'Signed and delivered this 2nd day of July, 1956'; decoys: the recited lease "
        "(October 20, 1954), the next rental date (October 20, 1956), the acknowledgment (5th day of July, "
        "1956), the commission expiry and the reception stamp. The grantor keeps the executive right; the "
        "corporate grantee is named in the consideration clause."),
        None),
    doc(6, "TX", "Winkler", "ordinary", lab(
        "mineral_deed", ["J. D. HARGROVE", "LUCINDA HARGROVE"], ["E. P. McCLENDON".upper()], "1929-04-12",
        [{"identity_phrase": "N/2 SEC 7 BLK B-4 PSL SURVEY A-1533, WINKLER COUNTY, TX", "system": "texas_survey",
          "section": "7", "block": "B-4", "survey": "PUBLIC SCHOOL LAND", "abstract": "1533", "aliquots": "N/2",
          "acres": 320, "county": "Winkler", "state": "TX"}],
        False, None,
        "Ordinary old Texas mineral deed (1/16 of the minerals) subject to a recited lease, with a privy "
        "examination of the wife. Governing date is the testimonium 'this the 12th day of April, A. D. 1929'; "
        "decoys: the recited lease (3rd day of February, 1927), the acknowledgment (15th day of April, 1929) "
        "taken in Ward County, and the filing and recording dates. Grantors reside in Ward County but the land "
        "and the recording are Winkler County."),
        noise(2, ["Grantors", "Grantee"])),
    doc(7, "NM", "Lea", "ordinary", lab(
        "lease_assignment", ["LLANO ESTACADO OIL & GAS, L.P."], ["CAPROCK PERMIAN HOLDINGS, LLC"], "2006-06-01",
        [plss("Lea", "NM", 11, "18S", "35E", "New Mexico Principal", "E/2 SW/4, SW/4 SW/4", acres=120)],
        False, "Assignor reserves an overriding royalty equal to the excess of 22% over the burdens of record, proportionately reduced.",
        "Ordinary assignment and bill of sale with a lease table. Effective Date June 1, 2006, 7:00 a.m., "
        "governs over the execution (14th day of June, 2006) and both acknowledgments (June 14 and June 19, "
        "2006). The recited lease (March 3, 2004) and its lessors, the Bacas, are not parties. The general "
        "partner and its officer sign for the assignor and are not parties; the assignee signs to assume."),
        None),
    doc(8, "KS", "Barber", "ordinary", lab(
        "lease_assignment", ["GLEN W. OSTRANDER"], ["KIOWA CREEK OIL CO."], "1973-01-23",
        [plss("Barber", "KS", 9, "32S", "13W", "Sixth Principal", "NW/4", acres=160)],
        False, None,
        "Ordinary Kansas printed assignment of an oil and gas lease. Governing date is 'Dated this 23rd day of "
        "January, 1973' (the acknowledgment is the same day); decoys: the recited lease (4th day of May, 1972), "
        "the next delay rental (May 4, 1973), the commission expiry and the register's filing stamp (29th day "
        "of January, 1973). The Schrags are recited lessors, not parties."),
        noise(1)),
    doc(9, "OK", "Garvin", "ordinary", lab(
        "lease_release", ["CLAUDE W. TIBBETTS", "RUBY JEAN TIBBETTS"], ["WASHITA RIVER PETROLEUM CORPORATION"], "1988-10-11",
        [plss("Garvin", "OK", 27, "3N", "1W", "Indian", "S/2 SE/4, NE/4 SE/4", acres=120)],
        False, None,
        "Ordinary Oklahoma corporate release of an expired lease. The lessors named (as releasees and in the "
        "recited lease) are the grantor side, the releasing lessee the grantee side. Governing date is the "
        "testimonium '11th day of October, 1988'; decoys: the recited lease (September 9, 1983), the corporate "
        "acknowledgment (13th day of October, 1988) taken in Pontotoc County, the commission expiry and the "
        "filing stamp. Officers sign for the corporation."),
        noise(2, ["Lessors", "Lessee"])),
    doc(10, "WY", "Converse", "ordinary", lab(
        "lease_release", ["DOUGLAS F. ARNTZEN", "LORI B. ARNTZEN"], ["BIGHORN PASS ENERGY, LLC"], "2019-02-20",
        [plss("Converse", "WY", 17, "33N", "70W", "Sixth Principal", "N/2", acres=320)],
        False, None,
        "Ordinary release with a field table (Lessors / Lessee / Lease Date / Recorded). Governing date is the "
        "'Dated: February 20, 2019' line adopted by the testimonium; decoys: the lease date (April 2, 2014), a "
        "rental tender (April 1, 2018), the acknowledgment (21st day of February, 2019) in Denver, the "
        "commission expiry and the reception stamp (03/04/2019). The company's officer is not a party."),
        None),
    doc(11, "MO", "Dallas", "ordinary", lab(
        "deed_of_trust", ["TRAVIS L. BOATRIGHT", "KELLI A. BOATRIGHT"], ["NIANGUA VALLEY BANK"], "2001-09-07",
        [plss("Dallas", "MO", 19, "33N", "21W", "Fifth Principal", "NE/4 SW/4", acres=40)],
        False, None,
        "Ordinary Missouri three-party deed of trust: borrowers (first parties) on the grantor side, "
        "the bank beneficiary (third party) on the grantee side; the trustee, Jerome P. Haskins, to "
        "whom the land is granted, is never labelled. Governing date is the premises date (7th day of "
        "September, 2001); decoys: the final installment (September 7, 2021), the acknowledgment, the notary's "
        "term and the filing stamp."),
        None),
    doc(12, "ND", "Stutsman", "ordinary", lab(
        "deed_of_trust", ["OLE K. SKARPHOL", "GUNHILD SKARPHOL"], ["JAMESTOWN LAND CREDIT COMPANY"], "1916-11-03",
        [plss("Stutsman", "ND", 26, "142N", "65W", "Fifth Principal", "NW/4", acres=160)],
        False, None,
        "Ordinary North Dakota real estate mortgage (a mortgage is deed_of_trust in DOMAIN's vocabulary). "
        "Governing date is the premises 'this 3rd day of November, in the year of our Lord one thousand nine "
        "hundred and sixteen'; decoys: the note maturity (first day of November, 1921), the first interest date "
        "(1917), the acknowledgment (4th day of November, 1916), the commission expiry and the filing stamp. "
        "The witness is also the notary; neither is a party."),
        noise(1, ["mortgagors", "mortgagee", "Lord"])),
    doc(13, "WA", "Lincoln", "ordinary", lab(
        "mortgage_release", ["GERALD M. TOLLEFSEN", "PATRICIA A. TOLLEFSEN"], ["PALOUSE COUNTRY CREDIT UNION"], "2010-08-18",
        [plss("Lincoln", "WA", 4, "19N", "37E", "Willamette", "SW/4 NW/4")],
        False, None,
        "Ordinary Washington deed of full reconveyance with a recording cover sheet that lists the trustee as "
        "Grantor and the borrowers as Grantee (the form's roles, not the label's). Label: borrowers on the "
        "grantor side, the beneficiary credit union (the releasing lender) on the grantee side; the trustee "
        "and its officer are not labelled. Governing date 'Dated: August 18, 2010'; decoys: the recited deed of "
        "trust (June 12 and 17, 2003), the request for reconveyance (August 5, 2010), the recording stamp."),
        None),
    doc(14, "FL", "Polk", "ordinary", lab(
        "mortgage_release", ["EUGENE R. PELLETIER", "MAXINE D. PELLETIER"], ["SUNSHINE COAST FEDERAL SAVINGS AND LOAN ASSOCIATION OF LAKELAND"], "1964-03-09",
        [{"identity_phrase": "LOT 14 BLK C CRESCENT PALMS ADDITION, POLK COUNTY, FL", "system": "lot_block",
          "lot": "14", "block": "C", "subdivision": "CRESCENT PALMS ADDITION", "county": "Polk", "state": "FL"}],
        False, None,
        "Ordinary Florida corporate satisfaction of mortgage with two subscribing witnesses. The mortgagors are "
        "the grantor side, the association that holds and satisfies the mortgage the grantee side; officers, "
        "witnesses and the notary are not parties. Governing date is the testimonium 'this 9th day of March, "
        "1964'; decoys: the mortgage date (15th day of May, A.D. 1958), the acknowledgment (10th day of March), "
        "the commission expiry and the O.R. recording stamp. Lot and block in a platted addition."),
        noise(2, ["mortgage", "Addition", "Crescent", "Palms"])),
    doc(15, "ID", "Twin Falls", "ordinary", lab(
        "affidavit_of_heirship", ["WALTER E. DUNKLEBERGER, DECEASED"],
        ["MARGARET L. DUNKLEBERGER", "DALE W. DUNKLEBERGER", "JOYCE A. DUNKLEBERGER PRITCHETT"], "1993-06-16",
        [plss("Twin Falls", "ID", 22, "9S", "17E", "Boise", "SE/4 NE/4", acres=40)],
        False, None,
        "Ordinary Idaho affidavit of heirship by a disinterested neighbour, who is not labelled. Decedent and "
        "heirs: the widow (1/2 of his separate land) and two children (1/4 each). Governing date is 'DATED this "
        "16th day of June, 1993' (the jurat is the same day); decoys: the death (November 2, 1991), the "
        "marriage (June 4, 1949), the commission expiry and the recording line (June 21, 1993)."),
        None),
    doc(16, "MT", "Richland", "ordinary", lab(
        "affidavit_of_heirship", ["AUGUST F. ZIMMERLE, DECEASED"],
        ["EMMA ZIMMERLE", "KARL A. ZIMMERLE", "ROSE ZIMMERLE KRAUSE", "FRIEDA ZIMMERLE"], "1947-03-20",
        [plss("Richland", "MT", 14, "24N", "56E", "Principal Meridian Montana", "NW/4", acres=160)],
        False, None,
        "Ordinary Montana heirship affidavit by the widow, who is herself an heir (1/3) with three children "
        "(2/9 each). Rose's husband Reuben Krause is named only as her husband and is not an heir. Governing "
        "date 'Dated this 20th day of March, 1947' (jurat the same day); decoys: the death (11th day of "
        "October, 1945), the marriage (2nd day of February, 1910), the commission expiry and the clerk's filing "
        "certificate (24th day of March, A.D. 1947)."),
        noise(2, ["widow", "heirs", "decedent"])),
    doc(17, "NE", "Dundy", "ordinary", lab(
        "quitclaim_deed", ["MATTIE L. OSWALT"], ["GROVER C. SHELLHAMMER"], "1921-12-05",
        [plss("Dundy", "NE", 11, "3N", "38W", "Sixth Principal", "SW/4", acres=160)],
        True, None,
        "Ordinary Nebraska quit claim deed by a widow releasing her marital claim. Governing date 'Dated this "
        "5th day of December, 1921' (the acknowledgment is the same day); decoys: the recited warranty deed of "
        "her late husband Arthur B. Oswalt (14th day of February, 1918), who is named only in the recital, his "
        "death (29th day of June, 1920), the commission expiry and the register's filing stamp (8th day of "
        "December, A.D. 1921)."),
        noise(1)),
    doc(18, "LA", "Vermilion", "ordinary", lab(
        "right_of_way", ["ALCEE J. DUPLECHIN", "OLIVIA BROUSSARD DUPLECHIN"], ["BAYOU TECHE GATHERING COMPANY"], "1959-08-14",
        [plss("Vermilion", "LA", 31, "10S", "3E", "Louisiana", "NE/4 SE/4", acres=40)],
        False, "Grantor reserves the oil, gas and other minerals and the use of the land not inconsistent with the servitude.",
        "Ordinary Louisiana pipeline right of way (servitude) in a parish. Both spouses grant. Governing date "
        "'Executed this 14th day of August, 1959'; decoys: the witness's proof before the notary (17th day of "
        "August, 1959), which replaces an acknowledgment, and the clerk's filing (August 21, 1959). The two "
        "subscribing witnesses and the notary are not parties."),
        None),
    doc(19, "CA", "Kern", "ordinary", lab(
        "royalty_deed", ["HENRIETTA M. PAXSON"], ["TEHACHAPI LAND AND ROYALTY COMPANY"], "1937-05-19",
        [plss("Kern", "CA", 12, "29S", "25E", "Mount Diablo", "NE/4", acres=160)],
        False, None,
        "Ordinary California royalty deed of 1/4 of the lessor's royalty (1/32 of production), the grantor "
        "keeping the executive right and all bonus and rentals. Governing date 'Dated this 19th day of May, "
        "1937'; decoys: the recited lease (10th day of January, 1935), the royalty start (first day of June, "
        "1937), the acknowledgment written in words (20th day of May, 1937), the commission expiry and the "
        "recorder's stamp (May 26, 1937)."),
        noise(1, ["royalty"])),
    doc(20, "MI", "Kalkaska", "ordinary", lab(
        "lease_ratification", ["MARVIN J. DEKKER", "ARLENE R. DEKKER"], ["GRAND TRAVERSE PETROLEUM, INC."], "1985-07-08",
        [plss("Kalkaska", "MI", 16, "27N", "5W", "Michigan", "NE/4 SW/4", acres=40)],
        False, None,
        "Ordinary Michigan ratification by owners who bought after the lease; the ratifying owners and the "
        "lessee are the parties. The original lessor, Lowell T. Vandermolen, appears only in the recitals. "
        "Governing date 'Executed on July 8, 1985'; decoys: the recited lease (3rd day of March, 1982), the "
        "acknowledgment (10th day of July, 1985) in another county, the commission expiry and the register's "
        "stamp. The witness who is also the notary is not a party. 'Town 27 North' is the township."),
        None),
    doc(21, "PA", "Bradford", "ordinary", lab(
        "oil_gas_lease", ["RONALD P. KISELICA", "DENISE M. KISELICA"], ["ENDLESS MOUNTAIN EXPLORATION, LLC"], "2009-04-22",
        [{"identity_phrase": "86.91 AC ORWELL TOWNSHIP TAX PARCEL 28-071.00-042, BRADFORD COUNTY, PA",
          "system": "metes_bounds", "acres": 86.91, "county": "Bradford", "state": "PA"}],
        False, None,
        "Ordinary Pennsylvania paid-up lease of the Marcellus era with a metes-and-bounds description in feet "
        "(86.91 acres, tax parcel named). Governing date: made 'as of the 22nd day of April, 2009'; decoys: the "
        "source deed (June 3, 1996), the acknowledgment (28th day of April, 2009), the commission expiry and the "
        "instrument stamp (05/06/2009). Adjoiners (Gerould, Stolarczyk, a hunting club) are not parties."),
        None),
    doc(22, "WI", "Shawano", "ordinary", lab(
        "warranty_deed", ["FRIEDRICH W. KUEHL", "AUGUSTA KUEHL"], ["JOSEPH V. NOWICKI"], "1903-04-07",
        [plss("Shawano", "WI", 20, "27N", "15E", "Fourth Principal", "SE/4 NE/4", acres=40)],
        True, None,
        "Ordinary Wisconsin printed warranty deed between grantors and grantee (THIS DEED, Made between). Both "
        "spouses are grantors (the husband alone gives the covenants, which does not make the wife a "
        "non-party). Governing date is the testimonium 'this 7th day of April, A. D. 1903'; decoys: the "
        "acknowledgment (9th day of April), the commission expiry and the register's entry (13th day of April). "
        "The assumed bank mortgage is not a reservation. No meridian is named (Wisconsin's is the Fourth)."),
        noise(1, ["parties", "party", "first", "second"])),
    doc(23, "AL", "Choctaw", "ordinary", lab(
        "mineral_deed", ["W. H. PETTAWAY", "ESSIE L. PETTAWAY"], ["TOMBIGBEE MINERALS CORPORATION"], "1944-09-21",
        [plss("Choctaw", "AL", 24, "11N", "2W", "St. Stephens", "W/2 NW/4", acres=80)],
        False, None,
        "Ordinary Alabama mineral deed of an undivided 1/2 of the minerals in unleased land, the grantors "
        "keeping the leasing power. Governing date is the testimonium 'this the 21st day of September, 1944'; "
        "decoys: the acknowledgment (23rd day of September, A. D. 1944) with the Alabama informed-of-contents "
        "formula, the commission expiry and the Judge of Probate's filing (Sept. 27, 1944). The "
        "witness and notary are not parties."),
        noise(2, ["Grantors", "Grantee", "Stephens"])),
    doc(24, "AZ", "Maricopa", "ordinary", lab(
        "special_warranty_deed", ["KURT A. HALVORSEN, TRUSTEE", "JANINE L. HALVORSEN, TRUSTEE"],
        ["MIGUEL A. ESPARZA", "LETICIA R. ESPARZA"], "2022-01-27",
        [{"identity_phrase": "LOT 18 BLK 4 SADDLEBACK RIDGE UNIT TWO, MARICOPA COUNTY, AZ", "system": "lot_block",
          "lot": "18", "block": "4", "subdivision": "SADDLEBACK RIDGE UNIT TWO", "county": "Maricopa", "state": "AZ"}],
        True, None,
        "Ordinary Arizona title-company special warranty deed by the two trustees of a family trust (labelled "
        "with TRUSTEE) to a couple as community property with right of survivorship. Governing date 'Dated: "
        "January 27, 2022'; decoys: the trust date (March 3, 2004), the acknowledgment (28th day of January), "
        "the grantees' acceptance (February 1, 2022), the commission expiry and the e-recording stamp "
        "(02/03/2022). The escrow and affidavit numbers are not land."),
        None),
    doc(25, "NM", "Sandoval", "trap", lab(
        "oil_gas_lease", ["JOSE ISIDRO MONDRAGON", "CLEOFAS GALLEGOS MONDRAGON"], ["RIO PUERCO EXPLORATION COMPANY"], "1978-03-15",
        [plss("Sandoval", "NM", 28, "19N", "3W", "New Mexico Principal", "SE/4", acres=160)],
        False, None,
        "Trap: a two-language lease, each Spanish paragraph followed by its English text. The Spanish premises "
        "say 'a los dieciseis dias del mes de marzo' (the 16th) while the English says 'this 15th day of March, "
        "1978'; the lease says the English text governs in a conflict, so 1978-03-15. The wife is 'CLEOFAS "
        "GALLEGOS DE MONDRAGON' in Spanish and 'CLEOFAS GALLEGOS MONDRAGON' in English (one party, labelled as "
        "the governing English text names her). Land in both languages ('Municipio 19 Norte, Rango 3 Oeste'). "
        "Decoys: rental date (March 15, 1979), acknowledgment (March 20, 1978), commission expiry, filing stamp."),
        None),
    doc(26, "IA", "Sioux", "trap", lab(
        "warranty_deed", ["CORNELIUS VAN DYKE", "HENDRIKA VAN DYKE"],
        ["PIETER J. VAN DYKE", "WILLEMINA VAN DYKE BOSMA", "GERRIT H. VAN DYKE"], "1940-02-29",
        [plss("Sioux", "IA", 15, "95N", "45W", "Fifth Principal", "NE/4", acres=160)],
        True, None,
        "Trap: the grantees are named only in a 'Schedule of Grantees' table after the signatures (premises "
        "say 'the persons named in the Schedule'), with unequal shares; a son named in the schedule's footnote "
        "is expressly not a grantee. The only execution date is 'Signed this last day of February, 1940': 1940 "
        "is a leap year, so 1940-02-29. Decoys: acknowledgment (1st day of March, A. D. 1940), the 1940 crop "
        "lease and taxes, a deed of 1936, the commission expiry and the recorder's filing (4th day of March)."),
        None),
    doc(27, "CO", "Weld", "trap", lab(
        "lease_assignment", ["SHORTGRASS OPERATING, LLC"], ["CACHE LA POUDRE ENERGY, INC."], "2015-11-09",
        [plss("Weld", "CO", 21, "9N", "56W", "Sixth Principal", "SE/4", acres=160)],
        False, None,
        "Trap: the assignment is 'effective as of the Effective Time defined in' an unrecorded purchase and sale "
        "agreement, which the page never states, so no effective date can be read and the execution date "
        "governs: 'EXECUTED this 9th day of November, 2015'. Decoys: the PSA date (September 30, 2015), the "
        "closing (October 28, 2015), the name change (February 2, 2015), two acknowledgments (November 10 and "
        "16, 2015), the recited lease (May 20, 2011). The assignor's former name, Pawnee Buttes Resources, LLC, "
        "is not a second party; the Sorensens are recited lessors."),
        None),
    doc(28, "ND", "McKenzie", "trap", lab(
        "lease_release", ["OWEN T. HALVERSON", "CONSTANCE R. HALVERSON"], ["RED BUTTE OPERATING, LLC"], "2017-06-06",
        [plss("McKenzie", "ND", 33, "150N", "98W", "Fifth Principal", "NE/4", acres=160)],
        False, None,
        "Trap: a release by a liquidating Chapter 11 debtor acting by its plan administrator, who signs 'not "
        "individually but solely' in that capacity and is not labelled; the releasor (lessee of record) is the "
        "debtor company, the lessors the grantor side. A capitalised 'Plan Effective Date' (March 15, 2017) is "
        "the plan's, not the release's, and the page says so; governing date is 'Executed on June 6, 2017'. "
        "Decoys: the confirmation order (February 9, 2017), the lease (July 1, 2011), the end of the primary "
        "term (July 1, 2016), the Minnesota acknowledgment (8th day of June, 2017), the recording stamp."),
        None),
    doc(29, "SD", "Harding", "trap", lab(
        "deed_of_trust", ["CAVE HILLS PETROLEUM, INC."], ["BLACK HILLS PLAINS NATIONAL BANK"], "1983-11-30",
        [plss("Harding", "SD", 9, "21N", "4E", "Black Hills", "S/2", acres=320)],
        False, None,
        "Trap: an oil and gas leasehold mortgage, assignment of production, security agreement and financing "
        "statement (deed_of_trust in DOMAIN's vocabulary) whose parties are given as 'Debtor / Mortgagor' and "
        "'Secured Party / Mortgagee' in a header block; the lessors of the mortgaged lease are named 'for "
        "identification only' and are not parties. Governing date 'Executed as of November 30, 1983'; decoys: "
        "note maturity (December 1, 1988), the production cut-off (7:00 a.m. on December 1, 1983), the recited "
        "lease (April 14, 1981), the acknowledgment (2nd day of December, 1983), the filing stamp. Repeated "
        "page header."),
        noise(2, ["Debtor", "Secured", "Party", "Mortgagor", "Mortgagee", "Black", "Hills"],
              header=("Cave Hills Petroleum, Inc. - Leasehold Mortgage - Page {page}", 1))),
    doc(30, "TX", "Gaines", "trap", lab(
        "mortgage_release", ["BILLY JOE TANKERSLEY", "WANDA FAYE TANKERSLEY"], ["GAINES COUNTY STATE BANK"], "1962-07-02",
        [{"identity_phrase": "S 177 AC SEC 14 BLK A-11 PSL SURVEY A-322, GAINES COUNTY, TX", "system": "texas_survey",
          "section": "14", "block": "A-11", "survey": "PUBLIC SCHOOL LAND", "abstract": "322", "aliquots": None,
          "acres": 177, "county": "Gaines", "state": "TX"}],
        False, None,
        "Trap: a Texas release of vendor's lien (mortgage_release) by the transferee bank, the legal owner and "
        "holder of the note, not by the original payee and vendor A. W. Doggett, who is named throughout the "
        "recitals and says he does not join. Makers of the note (the purchasers) are the grantor side, the "
        "releasing holder the grantee side. Governing date 'this 2 day of July, 1962' (no ordinal); decoys: "
        "the deed and note (June 1, 1955), maturity (June 1, 1965), the transfer (March 12, 1957), the last "
        "payment (May 31, 1962), the acknowledgment (5th day of July), the filing. Land: South 177 acres of a "
        "PSL section with abstract."),
        noise(1, ["Doggett", "vendor's", "lien"])),
    doc(31, "KS", "Marion", "trap", lab(
        "affidavit_of_heirship", ["HEINRICH J. WEDEL, DECEASED"], ["SUSANNA WEDEL", "PETER WEDEL", "HELENA WEDEL"], "1926-05-08",
        [plss("Marion", "KS", 3, "20S", "2E", "Sixth Principal", "NW/4", acres=160)],
        False, None,
        "Trap: the heirs are the widow (1/2), an adopted son (1/4) and a posthumous daughter born five months "
        "after the death (1/4), while the widow's daughter by her first marriage, who lived in the household "
        "but was never adopted, takes nothing and is not labelled; the decedent is also known as Henry J. Wedel "
        "(one party). The affiant is a disinterested neighbour. The 'Dated' line is blank, so the jurat governs: "
        "8th day of May, 1926. Decoys: death (17th day of August, 1925), marriage (1914), adoption decree "
        "(1919), birth (28th day of January, 1926), commission expiry, filing (11th day of May)."),
        noise(1, ["widow", "adopted", "posthumous", "decedent", "Friesen"])),
    doc(32, "TX", "Callahan", "trap", lab(
        "royalty_deed", ["MAUDE ELLEN KIRKPATRICK"], ["LESTER KIRKPATRICK", "OPAL KIRKPATRICK HUMPHRIES", "VERNON KIRKPATRICK"], "1952-12-25",
        [{"identity_phrase": "200 AC ABSALOM B. HOLLIS SURVEY A-473, CALLAHAN COUNTY, TX", "system": "texas_survey",
          "survey": "ABSALOM B. HOLLIS", "abstract": "473", "aliquots": None, "acres": 200,
          "county": "Callahan", "state": "TX"}],
        False, "Grantor reserves to herself for life all of the royalty conveyed (a reserved life estate); the children take the remainder.",
        "Trap: the only execution date is 'Signed on Christmas Day, 1952', so 1952-12-25 by the rule the page "
        "lets one apply; the acknowledgment (29th day of December, A. D. 1952) and the filing and recording "
        "stamps (January 5 and 7, 1953) are later. A royalty deed of gift to three children with a reserved "
        "life estate in the royalty conveyed. Her late husband R. L. Kirkpatrick and the source deed (14th day "
        "of November, 1919) are recitals only."),
        None),
    doc(33, "VA", "Buchanan", "trap", lab(
        "quitclaim_deed", ["ROSCOE T. HARMAN"], ["ELSIE MAE CARDWELL"], "1934-01-02",
        [{"identity_phrase": "47 AC ON DISMAL CREEK, GARDEN DISTRICT, BUCHANAN COUNTY, VA", "system": "metes_bounds",
          "acres": 47, "county": "Buchanan", "state": "VA"}],
        True, None,
        "Trap: the consideration is paid by Carl W. Cardwell, the grantee's father, 'who pays the same at his "
        "own request and for her benefit and takes nothing by this deed': he is not a party. The premises date "
        "is abbreviated 'the 2nd of Jan. '34' with a two-digit year; the acknowledgment restates it as the 2nd "
        "day of January, 1934 and was taken on the 5th; the clerk's admission to record is January 9, 1934. "
        "Abner Harman (died 1918) and the siblings are recitals only. Metes and bounds in poles on the waters "
        "of a creek, 47 acres."),
        None),
    doc(34, "MS", "Jasper", "trap", lab(
        "lease_ratification", ["THOMAS W. PICKERING", "NELL PICKERING ASHBY"], ["PEARL RIVER OIL CORPORATION"], "1954-01-19",
        [plss("Jasper", "MS", 10, "2N", "12E", "Choctaw", "SE/4", acres=160)],
        False, None,
        "Trap: a ratification executed in counterparts whose owners are listed in a Schedule of Owners with "
        "signature and date columns. Owner No. 3, Luther G. Pickering, 'DID NOT SIGN' and is not bound, so he "
        "is not labelled; Roy D. Ashby signs only to show his assent and claims nothing (not labelled). The "
        "original lessor Ada Belle Pickering and the late father are recitals. Governing date is the last "
        "signature, Jan. 19, 1954; decoys: Jan. 12, 1954, the acknowledgments (12th and 21st day of January, "
        "1954), the recited lease (6th day of October, 1953), commission expiries and the filing."),
        None),
    doc(35, "OR", "Yamhill", "trap", lab(
        "deed", ["WILLAMINA CREEK TIMBER PARTNERS"], ["CHARLES E. VOLLMER", "LINDA S. VOLLMER"], "1976-07-04",
        [plss("Yamhill", "OR", 5, "4S", "6W", "Willamette", "NW/4 SW/4", acres=40)],
        True, None,
        "Trap: an Oregon bargain and sale deed (no covenant of title, so category deed) by a limited partnership "
        "acting by its corporate general partner, which the deed says owns nothing and is not a grantor; the "
        "partner's president signs. Governing date 'DATED: 7-4-76' (numeric, two-digit year); decoys: the "
        "acknowledgment (July 6, 1976), the 1975 timber contract, the commission expiry (3/9/79) and the "
        "clerk's record stamp (12th day of July, 1976). The road exception is no tract. Heavy OCR damage."),
        noise(3, ["Willamina", "Creek", "Timber", "Partners", "Tualatin", "DATED"])),
    doc(36, "NV", "Humboldt", "trap", lab(
        "correction_deed", ["SILVER STATE LAND HOLDINGS, INC."], ["BASQUE CREEK RANCH, LLC"], "1999-03-03",
        [plss("Humboldt", "NV", 2, "33N", "37E", "Mount Diablo", "S/2 NE/4", lots=("2",), acres=120.36)],
        True, None,
        "Trap: a correction deed adding an omitted government lot, made not by the original grantor but by its "
        "successor by merger; Humboldt Range Properties, Inc. (merged out) is named as original grantor and in "
        "the successor's style, and is not a second party. Governing date 'on the 3rd day of March, 1999'; "
        "decoys: the original deed (May 22, 1997) and its recording (June 2, 1997), the merger (January 4, "
        "1999), the acknowledgment (March 5, 1999), the appointment expiry and the recording stamp. Tract: Lot 2 "
        "and S 1/2 NE 1/4 of Section 2 (one tract)."),
        None),
    doc(37, "IN", "Hamilton", "trap", lab(
        "partition_deed", ["JOHN W. STOUT", "MARY E. HARKINS", "ALBERT L. STOUT"], ["JOHN W. STOUT", "MARY E. HARKINS", "ALBERT L. STOUT"], "1895-10-18",
        [plss("Hamilton", "IN", 8, "19N", "4E", "Second Principal", "E/2 SW/4, W/2 SW/4"),
         plss("Hamilton", "IN", 17, "19N", "4E", "Second Principal", "NW/4 NE/4", acres=40)],
        True, None,
        "Trap: an 1895 partition among three heirs as parties of the first, second and third part: a minor "
        "acting by his court-appointed guardian (the ward is labelled, the guardian Silas M. Overdorf is not) "
        "and a married sister whose husband joins solely to release marital rights (not labelled); she is "
        "'formerly Mary E. Stout' (one party). Governing date is the premises date in words, 'this 18th day of "
        "October, in the year eighteen hundred and ninety-five'; decoys: the father's death (9th day of "
        "February, 1893), the court's September term, 1895, the acknowledgment (21st day of October) and the "
        "recorder's entry. Two tracts: both halves of the SW/4 of Section 8 (two allotments, one section) and "
        "the NW/4 NE/4 of Section 17."),
        None),
    doc(38, "NE", "Franklin", "trap", lab(
        "patent", ["THE UNITED STATES OF AMERICA"], ["LEMUEL T. PARKHURST"], "1884-05-20",
        [plss("Franklin", "NE", 12, "4N", "15W", "Sixth Principal", "SE/4", acres=160)],
        True, None,
        "Trap: a military bounty-land warrant patent issued to the assignee who located the warrant; the soldier "
        "to whom it was issued, Ezra B. Whitcomb, is named in the WHEREAS and the grant but takes nothing (the "
        "patent says so) and is not labelled. Land only in words inside the WHEREAS. Governing date is the "
        "testimonium in words, 'the twentieth day of May, A.D. one thousand eight hundred and eighty-four', "
        "with the Independence year; decoys: the 1855 Act, the War of 1812, the docket line '1884', and the county filing "
        "(3rd day of June, 1886). Patent officials left unnamed."),
        None),
    doc(39, "MN", "Kandiyohi", "trap", lab(
        "probate", ["ANDREW P. LUNDGREN, DECEASED"], ["ELMER LUNDGREN", "ESTHER LUNDGREN"], "1911-08-21",
        [plss("Kandiyohi", "MN", 22, "120N", "35W", "Fifth Principal", "SW/4", acres=160)],
        False, None,
        "Trap: a final decree of distribution in which the devisee named in the will, Oscar B. Lundgren, "
        "renounced the devise, so the land goes under the will's gift over to his two minor children; the "
        "renouncing son, the widow and the daughter (who took only personal property) take no land and are not "
        "labelled, nor are the executor, the attorney, the guardian ad litem or the judge. Governing date is the "
        "court's 'Dated August 21, 1911'; decoys: the hearing (14th day of August, 1911), death (3rd day of "
        "February, 1910), will (April 9, 1907), probate (18th day of April, 1910), the renunciation (1st day of "
        "June, 1911), the certified-copy line (22nd) and the register's filing."),
        None),
    doc(40, "SC", "Orangeburg", "trap", lab(
        "other", ["LATTIMORE FARMS, LLC"], ["CEDAR BRANCH SOLAR, LLC"], "2025-02-03",
        [{"identity_phrase": "PINE HOLLOW TRACT 212.6 AC TMS 0198-00-01-007, ORANGEBURG COUNTY, SC", "system": "other",
          "acres": 212.6, "county": "Orangeburg", "state": "SC"}],
        None, None,
        "Trap: a memorandum of an option to purchase or to ground-lease for a solar facility, which says it "
        "conveys no estate or leasehold (category other, conveys_fee null); 'Lessor' and 'Lessee' appear only "
        "for a lease that may follow. Optionor on the grantor side, Optionee on the grantee side; members, "
        "signatories, witnesses and notaries are not parties. The memorandum is 'dated as of February 3, 2025' "
        "and signed 'effective as of the date first written above', so 2025-02-03 governs over the signature "
        "dates (February 10 and 14, 2025), the option term end (February 2, 2028 or 2030) and the recording. "
        "Land: a named tract by adjoiners, a road, a creek and acreage."),
        None),
]
