"""heldout26: labels, form and OCR-damage plan of the 40 instruments (clean texts in ../src).

Written blind for this set; every name, company and recording reference is invented. Each DOCS entry:
id, form ("ordinary" or "trap"), file_name, state, county, labels (realdocs format) and noise (None, or
level, protect, replace, header for heldout3's noise.py).
"""

LAND_WORDS = ["Section", "Township", "Range", "Town", "North", "South", "East", "West", "Quarter", "Half",
              "Northeast", "Northwest", "Southeast", "Southwest", "Lots", "Lot", "Block", "Meridian",
              "Principal", "acres", "containing", "County", "One", "Two", "Three", "Four", "Five", "Six",
              "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen",
              "Sixteen", "Eighteen", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Hundred", "eighty",
              "forty", "sixty", "hundred", "one-eighth", "one-fourth", "one-half", "one-third"]


def plss(county, state, sec, twp, rng, mer, aliq=None, lots=(), acres=None):
    phrase = " ".join(x for x in (aliq or "", ("LOTS " + ",".join(lots)) if lots else "") if x)
    phrase = f"{phrase + ' ' if phrase else ''}SEC {sec} T{twp} R{rng} {mer}, {county.upper()} COUNTY, {state}"
    t = {"identity_phrase": phrase, "system": "plss", "section": str(sec), "township": twp, "range": rng,
         "meridian": mer, "aliquots": aliq, "lots": list(lots), "county": county, "state": state}
    if acres is not None:
        t["acres"] = acres
    return t


def tx(county, phrase, acres=None, **parts):
    t = {"identity_phrase": phrase, "system": "texas_survey", "county": county, "state": "TX"}
    t.update(parts)
    if acres is not None:
        t["acres"] = acres
    return t


def noise(level, *words, header=None):
    return {"level": level, "protect": LAND_WORDS + list(words), "replace": [], "header": header}


def doc(i, form, state, county, cat, grantors, grantees, date, tracts, fee, reservations, notes, damage=None):
    return {"id": f"d26{i:02d}", "form": form, "file_name": f"d26{i:02d}.txt", "state": state, "county": county,
            "labels": {"doc_category": cat, "grantors": grantors, "grantees": grantees, "governing_date": date,
                       "tracts": tracts, "conveys_fee": fee, "reservations": reservations, "notes": notes},
            "noise": damage}


DOCS = [
    doc(1, "ordinary", "OK", "Grady", "oil_gas_lease", ["LOYD T. HAMBRECHT", "ESSIE MAE HAMBRECHT"],
        ["CIMARRON VALE PETROLEUM COMPANY"], "1952-10-14",
        [plss("Grady", "OK", 22, "6N", "7W", "IM", "SW/4", acres=160)], False, None,
        "Oklahoma Producers 88 form with numbered clauses. Husband and wife are both lessors. The governing date "
        "is the date in the opening clause (October 14, 1952); the acknowledgment two days later and the notary's "
        "commission expiry of 1955 are not it. The rental bank and the 200-foot house/barn setback name no party.",
        noise(1, "Grady", "Chickasha", "Minco", "Indian")),
    doc(2, "trap", "TX", "Howard", "warranty_deed", ["WINFRED H. CALLOWAY"], ["TOBIAS R. HALVERSEN"], "1937-09-27",
        [tx("Howard", "SEC 31 BLK 33 T-1-N T&P RY CO SURVEY A-1187, HOWARD COUNTY, TX", 640, section="31", block="33",
            survey="T&P RY CO", abstract="1187")], True, None,
        "Traps: the grantor cannot write and signs by mark; the name written by the witnesses beside his mark is "
        "spelled CALAWAY, and the recited source deed calls him W. H. Callaway, but the premises and the "
        "acknowledgment name him Winfred H. Calloway, one man (label as in the premises). The two witnesses to the "
        "mark are no parties. The premises carry no date; the first complete date is the recited source deed (March "
        "9, 1921). The deed says it was signed on the date written under the mark, September 27, 1937, the execution "
        "date; the acknowledgment (September 30) and the filing stamp (October 4 and 6) come later. Martin County is "
        "the grantee's residence, not the land's county."),
    doc(3, "ordinary", "KS", "Barber", "mineral_deed", ["GERHARD F. OSTRANDER", "LENA OSTRANDER"],
        ["PRAIRIE FORK ROYALTY COMPANY"], "1929-06-11",
        [plss("Barber", "KS", 9, "32S", "12W", "6th PM", "N/2 NE/4, SE/4 NE/4", acres=120)], False,
        "grantors keep 3/4 of the minerals; grantee takes 1/4 of royalties and rentals under an existing lease, no bonus",
        "Kansas mineral deed of an undivided 1/4 of the minerals, subject-to-lease clause. Two aliquot parts of one "
        "section make one tract. The wife is named among the grantors and signs, so she is labelled. Execution and "
        "acknowledgment fall on the same day; the notary's commission date (1931) is no date of the deed.",
        noise(2, "Barber", "Medicine", "Lodge", "Wichita")),
    doc(4, "ordinary", "ND", "Mountrail", "lease_assignment", ["LOSTWOOD PRAIRIE LEASING, LLC"],
        ["SKYLINE BUTTE ENERGY PARTNERS, LP"], "2011-11-01",
        [plss("Mountrail", "ND", 17, "156N", "91W", "5th PM", "E/2 SE/4", acres=80)], False,
        "assignor reserves an override of 20% less existing lease burdens, proportionately reduced",
        "North Dakota assignment with the recited lease in a schedule at the head: the lessors Brekke and the lease "
        "date (March 2, 2009) are recital only. The instrument states an effective time (November 1, 2011, 7:00 a.m.), "
        "which governs over the acknowledgment date of November 18, 2011. The managing member signs for the company "
        "and is no party; the notary sits in Burleigh County, the land lies in Mountrail."),
    doc(5, "trap", "WY", "Sweetwater", "lease_release", ["ORVILLE D. KASPRZAK", "NADINE KASPRZAK"],
        ["ROSALIE M. BRANNOCK"], "1983-04-01",
        [plss("Sweetwater", "WY", 28, "19N", "104W", "6th PM", "NW/4 NE/4, NE/4 NW/4", acres=80)], False, None,
        "Traps: the releasing holder is the widow and sole devisee of the dead assignee of the original lessee; "
        "neither the original lessee (Granite Rim Exploration) nor the dead assignee (Lyle G. Brannock) releases, so "
        "only the widow is on the grantee side, with the lessors on the grantor side. The execution line is blank; "
        "the release states an effective date (April 1, 1983), which governs over the acknowledgment (June 23, 1983, "
        "in Denver) and the recording stamp (June 30). The recited lease date is May 5, 1976 and the death January 9, "
        "1982.",
        noise(1, "Sweetwater", "Granite", "Brannock", "Lyle", "Rock", "Springs", "Denver")),
    doc(6, "ordinary", "NE", "Cheyenne", "deed_of_trust", ["AUGUST W. TESSENDORF", "BERTHA TESSENDORF"],
        ["SIDNEY FARMERS SAVINGS BANK"], "1916-04-03",
        [plss("Cheyenne", "NE", 14, "15N", "49W", "6th PM", "W/2", acres=320)], False, None,
        "Nebraska statutory real estate mortgage (category deed_of_trust). Both spouses are named mortgagors and "
        "covenant; the wife's relinquishment of dower and homestead does not take her out of the mortgagors, since "
        "she is named among them from the start. The note is of even date; its five-year maturity is no date. The "
        "witness and notary are no parties. Signed and acknowledged April 3, 1916.",
        noise(2, "Cheyenne", "Sidney")),
    doc(7, "trap", "NM", "Chaves", "affidavit_of_heirship", ["TEODORO A. MONTOYA"], ["EULALIA R. MONTOYA"],
        "1968-08-02",
        [plss("Chaves", "NM", 5, "11S", "25E", "NMPM", "NW/4", acres=160)], False, None,
        "Traps: the widow is both the affiant and the only heir: the affidavit says the decedent's community half "
        "passed to her alone, so she is labelled as heir; the two children are named only because the examiner asked "
        "for every living child and take nothing here, and the wife's daughter by an earlier marriage was never "
        "adopted. Dated August 2, 1968 (execution); the jurat (August 5) and the filing (August 9) are later; the "
        "death (1961) and the marriage (1938) are no dates of the instrument. The title company is no party."),
    doc(8, "ordinary", "TX", "Crane", "royalty_deed", ["ELMER J. PRITCHETT", "DOVIE PRITCHETT"],
        ["BRAZOS HILL ROYALTY COMPANY"], "1944-01-20",
        [tx("Crane", "SEC 18 BLK 31 H&TC RY CO SURVEY A-672, CRANE COUNTY, TX", 640, section="18", block="31",
            survey="H&TC RY CO", abstract="672")], False,
        "non-participating: grantors keep the leasing power and all bonus and rentals",
        "Texas non-participating royalty deed of an undivided 1/4 of the royalty. Husband and wife are both "
        "grantors (the wife's privy examination is part of her acknowledgment, not a limitation of her joinder). "
        "The testimonium date (January 20, 1944) governs; the acknowledgment is January 24. The railroad survey "
        "section carries block and abstract."),
    doc(9, "ordinary", "MN", "Lyon", "warranty_deed", ["HALVOR T. RINGDAHL", "BERGIT RINGDAHL"],
        ["OSCAR J. WESTPHAL"], "1893-05-09",
        [plss("Lyon", "MN", 26, "111N", "41W", "5th PM", "NE/4", acres=160)], True, None,
        "Minnesota indenture of 1893 with the date in words in the premises (ninth day of May, one thousand eight "
        "hundred and ninety-three), repeated in figures in the acknowledgment on the same day. The grantee's residence "
        "(Yellow Medicine County) is not the land's county. The taxes for 1893 assumed by the grantee are no "
        "reservation. A witness is also the notary; neither is a party.",
        noise(2, "Lyon", "Yellow", "Medicine", "Fifth", "Aaberg", "Quale")),
    doc(10, "trap", "MT", "Fallon", "oil_gas_lease", ["THE BOARD OF COUNTY COMMISSIONERS OF FALLON COUNTY, MONTANA"],
         ["MEDICINE ROCK RESOURCES, INC."], "1979-04-17",
         [plss("Fallon", "MT", 33, "7N", "60E", "PMM", "SW/4 SE/4", lots=("3", "4"), acres=117.4)], False,
         "county reserves the surface except reasonable use",
         "Traps: a county lessor acting by its Board under a resolution; the chairman, the clerk and the lessee's "
         "president sign for their bodies and are no parties. Three dates come before the governing one: the "
         "resolution (March 6, 1979) and the bid opening (April 2), both expressly not the lease date, and the "
         "lessee's signature (April 11). The lease defines its Effective Date as the chairman's signing date written "
         "below his signature, April 17, 1979; the acknowledgment (April 19) is later. Lots and a quarter-quarter of "
         "one section make one tract."),
    doc(11, "ordinary", "ID", "Canyon", "quitclaim_deed", ["CLARENCE W. BOSWORTH"],
         ["THADDEUS E. MCCREADY", "GRETA MCCREADY"], "1922-02-25",
         [plss("Canyon", "ID", 35, "4N", "3W", "BM", "S/2 SW/4", acres=80)], True, None,
         "Idaho statutory quitclaim clearing a forfeited contract of sale: Emil Strand, the buyer under the cancelled "
         "contract, is named only in a recital and is no party. A widower grantor, a couple as grantees. Dated "
         "February 25, 1922; the acknowledgment (February 27) and the recording (March 1) come later. Ditch-company "
         "shares pass with the land and are no separate tract.",
         noise(1, "Canyon", "Nampa", "Caldwell", "Boise", "Deer", "Flat")),
    doc(12, "trap", "CO", "Adams", "mineral_deed", ["GRANITE HOLLOW WATER AND SANITATION DISTRICT"], ["TAMARACK RIDGE ROYALTIES, LLC"],
         "2003-10-21",
         [plss("Adams", "CO", 19, "1S", "64W", "6th PM", "E/2 W/2", lots=("1", "2", "3", "4"), acres=312.56)], False,
         None,
         "Traps: the grantor is a Colorado water and sanitation district, a special district acting by its Board "
         "under a resolution (August 12, 2003) that authorizes the deed and is not its date; the board president and "
         "secretary sign for it and are no parties. The deed takes effect 'upon delivery', which the parties tie to recording, and the "
         "text gives no recording date (only a reception number), so no effective date can be read; the recited "
         "Purchase and Sale Agreement of September 2, 2003 is expressly not the deed's date. It is executed on the "
         "date of the acknowledgment, October 21, 2003. The 1/8 interest is 'believed'; the deed conveys all of "
         "grantor's interest."),
    doc(13, "ordinary", "IL", "Clay", "lease_release", ["SILAS P. HORNBECK", "MINERVA HORNBECK"],
         ["WILBUR G. FENSTERMAKER"], "1947-09-22",
         [plss("Clay", "IL", 7, "3N", "7E", "3rd PM", "NW/4 SE/4", acres=40)], False, None,
         "Illinois release by the individual lessee after a dry hole. The lessors of the released lease are on the "
         "grantor side and the releasing lessee on the grantee side, by the label convention. The recited lease date "
         "(March 6, 1945) is a recital; the release is signed and acknowledged September 22, 1947 and filed on "
         "September 26. The notary and recorder are no parties.",
         noise(1, "Clay", "Flora", "Salem", "Third")),
    doc(14, "ordinary", "TX", "Andrews", "special_warranty_deed", ["MESQUITE FLATS HOMEBUILDERS, LTD."],
         ["REYNALDO C. ESPARZA", "LETICIA ESPARZA"], "2014-06-08",
         [{"identity_phrase": "LOT 9 BLK 4 PRAIRIE LARK ADDITION UNIT 2, CITY OF ANDREWS, ANDREWS COUNTY, TX",
           "system": "lot_block", "lot": "9", "block": "4", "subdivision": "PRAIRIE LARK ADDITION, UNIT TWO",
           "county": "Andrews", "state": "TX"}], True, None,
         "Texas special warranty deed with vendor's lien in the Date/Grantor/Grantee layout; the Date field (June 8, "
         "2014) is the execution date, the acknowledgment is June 9. The lender (a credit union) and the deed-of-trust "
         "trustee are named only in the consideration and are no parties. The general partner's president signs for "
         "the partnership. A platted lot; Midland is the grantor's address, not the land's county."),
    doc(15, "trap", "CA", "Ventura", "deed_of_trust", ["J. ELWOOD PARSONS"], ["VENTURA COAST TITLE AND TRUST COMPANY"],
         "1931-11-10",
         [plss("Ventura", "CA", 11, "3N", "21W", "SBM", "NE/4 NW/4", acres=40)], False, None,
         "Traps: the same company is named as trustee and, 'in its separate capacity', as beneficiary; a deed-of-trust "
         "trustee is never labelled, but the beneficiary is, so the company is on the grantee side once. The trustor "
         "acquired title under another form of his name (John E. Parsons), which is no second party. Made November "
         "10, 1931; the first installment date (November 10, 1932) is a maturity date and the acknowledgment (the "
         "year in words) is November 12."),
    doc(16, "ordinary", "OK", "Okfuskee", "affidavit_of_heirship", ["DELPHINE ROWE"],
         ["HOWARD T. ROWE", "BEATRICE ROWE LANTZ", "CLYDE A. ROWE"], "1939-03-13",
         [plss("Okfuskee", "OK", 30, "11N", "10E", "IM", "E/2 NW/4", acres=80)], False, None,
         "Oklahoma heirship affidavit by a disinterested neighbour, who is no party. The decedent and her three "
         "children, each taking 1/3, are labelled; the husband died before her and takes nothing. Dated and sworn "
         "March 13, 1939; the death (about December 4, 1936) and the husband's death (1929) are no dates of the "
         "instrument; filed March 16.",
         noise(1, "Okfuskee", "Okemah", "Indian", "Elias")),
    doc(17, "trap", "LA", "Lafourche", "probate", ["OCTAVE JOSEPH THERIOT"], ["LUCIEN PAUL THERIOT"], "1955-05-31",
         [plss("Lafourche", "LA", 14, "15S", "19E", "LM", "NW/4", acres=160)], False,
         "surviving spouse recognized as owner of her community half in her own right",
         "Traps: a Louisiana judgment of possession under an olographic testament. The widow is a petitioner and is "
         "recognized as owner of her own community half, but takes nothing from the succession, so she is not an heir "
         "or devisee here; the nephew is the particular legatee sent into possession. Dates: hearing May 24, 1955, "
         "testament February 3, 1949, probate order May 2, 1955, death January 18, 1955, all not governing; the "
         "judgment is signed May 31, 1955, and recorded June 2. The judge's line is blank. Southeastern Land District "
         "west of the Mississippi (Louisiana Meridian)."),
    doc(18, "ordinary", "IN", "Posey", "mortgage_release", ["CONRAD H. WEINZAPFEL", "KATHARINA WEINZAPFEL"],
         ["THE PEOPLES BANK OF MOUNT VERNON, INDIANA"], "1909-07-19",
         [plss("Posey", "IN", 20, "6S", "13W", "2nd PM", "SE/4 SW/4", acres=40)], False, None,
         "Indiana corporate satisfaction of mortgage: the mortgagors on the grantor side and the releasing bank on the "
         "grantee side. The mortgage date (January 2, 1906) is a recital; the satisfaction is signed and acknowledged "
         "July 19, 1909 and recorded July 21. The cashier signs for the bank and is no party; the bank's name includes "
         "its town and state.",
         noise(1, "Posey", "Mount", "Vernon", "Indiana", "Second")),
    doc(19, "ordinary", "KS", "Stafford", "right_of_way", ["RUDOLPH F. KLEINSASSER", "EDNA KLEINSASSER"],
         ["SUNFLOWER TRUNK PIPE LINE COMPANY"], "1934-08-08",
         [plss("Stafford", "KS", 12, "24S", "14W", "6th PM", "NW/4")], False, None,
         "Kansas pipe line right of way with a damage clause settled by three disinterested persons, none of them "
         "named. The line crosses one quarter section; the text gives no acreage. Signed August 8, 1934 and "
         "acknowledged August 10. Husband and wife are both grantors. The right of way conveys no fee.",
         noise(1, "Stafford", "John", "Sixth")),
    doc(20, "trap", "ND", "Burke", "lease_ratification", ["ARNE P. SKOGLUND", "INGRID SKOGLUND TOFTELAND"],
         ["COTEAU HILLS OPERATING COMPANY"], "1986-03-26",
         [plss("Burke", "ND", 24, "162N", "91W", "5th PM", "SE/4", acres=160)], False, None,
         "Traps: later purchasers of the minerals ratify a lease their seller (Hilda M. Skoglund) made; she is named "
         "only in the recitals and is no party, nor is the original lessee; their mineral deed (October 14, 1984) and "
         "the lease (June 9, 1980) are recitals. The present lessee by "
         "assignment is the grantee side. The ratification defines its date as the last signing date shown beside "
         "the signatures, March 26, 1986 (numeric); the second acknowledgment, in Minnesota, is later (April 2) "
         "and does not govern."),
    doc(21, "ordinary", "KY", "Henderson", "partition_deed",
         ["ROSCOE T. ABERNATHY", "HIRAM K. ABERNATHY", "NANCY ABERNATHY PRUETT"],
         ["NANCY ABERNATHY PRUETT", "ROSCOE T. ABERNATHY", "HIRAM K. ABERNATHY"], "1899-11-14",
         [{"identity_phrase": "71 ACRES ON CANOE CREEK, HENDERSON COUNTY, KY", "system": "metes_bounds",
           "county": "Henderson", "state": "KY", "acres": 71},
          {"identity_phrase": "143 ACRES RESIDUE OF 214-ACRE FARM ON CANOE CREEK, HENDERSON COUNTY, KY",
           "system": "metes_bounds", "county": "Henderson", "state": "KY", "acres": 143}], True, None,
         "Kentucky partition deed of 1899 among three heirs: the cotenants are on both sides. The wives of the two "
         "brothers and the sister's husband join to release dower or the like only and are not labelled. Two tracts: "
         "the 71 acres allotted to the sister, by metes and bounds, and the 143-acre residue released to the brothers. "
         "The father's death (1897) is no date; the deed is dated November 14, 1899 and acknowledged before the "
         "county clerk November 16."),
    doc(22, "trap", "FL", "Jackson", "quitclaim_deed", ["LAMAR J. HOLLINGSWORTH", "VERA L. HOLLINGSWORTH"],
         ["LAMAR J. HOLLINGSWORTH", "VERA L. HOLLINGSWORTH", "DUANE L. HOLLINGSWORTH"], "1974-03-19",
         [plss("Jackson", "FL", 27, "5N", "10W", "TM", "W/2 NE/4", acres=80)], True, None,
         "Traps: the grantors quitclaim to themselves and their son as joint tenants, so the same two names stand on "
         "both sides, and the son is the only new party. The deed says the grantors name themselves on purpose. "
         "Executed March 19, 1974 in the opening line; the acknowledgment is March 21. The witness who is also the "
         "notary is no party; the recited source deed gives only a book and page."),
    doc(23, "ordinary", "MI", "Otsego", "oil_gas_lease", ["ELDON V. KRAUSKOPF", "MILDRED A. KRAUSKOPF"],
         ["NORTHWOODS BASIN EXPLORATION COMPANY"], "1971-07-06",
         [plss("Otsego", "MI", 15, "30N", "1W", "MM", "S/2 SE/4", acres=80)], False, None,
         "Michigan paid-up lease with captioned numbered paragraphs, written 'Town Thirty North' and fractions as "
         "'One-half' and 'One-quarter'. Made July 6, 1971; the acknowledgment is July 8. The Supervisor of Wells is an "
         "office, not a party. Charlton Township is the civil township, not the survey township."),
    doc(24, "ordinary", "WI", "Dunn", "warranty_deed", ["JOHANN G. SCHEIBLE", "CHRISTINA SCHEIBLE"],
         ["FRIEDRICH A. MUELLERLEILE"], "1889-10-12",
         [plss("Dunn", "WI", 4, "28N", "13W", "4th PM", "SW/4 NW/4, NW/4 SW/4", acres=80)], True, None,
         "Wisconsin warranty indenture of 1889 dated in words in the premises (twelfth day of October, eighteen "
         "hundred and eighty-nine) and in figures in the testimonium; the meridian is not named (the Fourth Principal "
         "governs Wisconsin). Two quarter-quarters of one section are one tract. Menomonie is a town, not the survey "
         "township. Damaged with a deed-record page header.",
         noise(2, "Dunn", "Menomonie", "Brekken", "Dahms", header=("DEED RECORD 27 -- DUNN COUNTY, WIS. -- PAGE {page}", 311))),
    doc(25, "trap", "SD", "Lawrence", "patent", ["UNITED STATES OF AMERICA"], ["HEIRS OF LARS ENGSTROM, DECEASED"],
         "1886-03-19",
         [plss("Lawrence", "SD", 22, "5N", "3E", "BHM", "S/2 NE/4", acres=80)], True,
         "subject to vested and accrued water rights",
         "Traps: a homestead patent of Dakota Territory (Deadwood land office), recorded in a South Dakota county, "
         "issued to the heirs of the entryman, who died before final proof leaving no widow: the grantee is the heirs "
         "of Lars Engstrom as a class, named no further, and the guardian who made final proof (Patrick O'Dowd) takes "
         "nothing and is no party. The entry (September 4, 1879), the death (1883) and the Act of 1862 are not the "
         "patent's date; it is given in words on the nineteenth day of March, 1886 (one thousand eight hundred and "
         "eighty-six); the county recording is June 14, 1886. The President, Secretary and Recorder are blank.",
         noise(2, "Lawrence", "Deadwood", "Black", "Hills", "Dakota", "Territory", "Engstrom", "heirs")),
    doc(26, "ordinary", "AL", "Choctaw", "mineral_deed", ["OTIS B. MCWHORTER", "ROXANNE MCWHORTER"],
         ["WARRIOR BEND MINERALS, INC."], "1958-09-15",
         [plss("Choctaw", "AL", 9, "11N", "2W", "St. Stephens", "N/2 SW/4", acres=80)], False,
         "grantors keep the surface and 1/2 of the minerals",
         "Alabama mineral deed of 1/2 of the minerals, surface kept, no lease outstanding. Husband and wife are both "
         "grantors ('we, ... and wife'). Signed and acknowledged September 15, 1958. St. Stephens Meridian.",
         noise(1, "Choctaw", "Butler", "Stephens")),
    doc(27, "trap", "TX", "Glasscock", "lease_assignment", ["BERNARD K. WOODRUFF", "LOMA ALTA PRODUCTION COMPANY"],
         ["CAPROCK DEEP RIGHTS, L.L.C."], "1998-06-01",
         [tx("Glasscock", "S/2 SEC 40 BLK 34 T-4-S T&P RY CO SURVEY A-310, GLASSCOCK COUNTY, TX", 320, section="40",
             block="34", survey="T&P RY CO", abstract="310", aliquots="S/2")], False,
         "assignors keep all rights above 8,500 feet and a 1/16 override on the assigned depths",
         "Traps: the assignee is named nowhere in the granting clause, which points to whoever signs the acceptance at "
         "the foot ('ACCEPTED AND AGREED, ASSIGNEE'); the company there is the assignee and its manager no party. Two "
         "assignors, an individual and a corporation; the original lessor (Gladys Rae Hensley) is "
         "a recital. A depth-limited assignment (below 8,500 feet) of the whole tract. Executed July 16, 1998 but "
         "effective June 1, 1998, which governs; the second acknowledgment (July 20) and the lease date (April 4, "
         "1994) do not. The first acknowledgment is taken in Howard County, the land is in Glasscock."),
    doc(28, "ordinary", "OR", "Malheur", "probate", ["AMOS J. PETTIGREW"],
         ["RUTH E. PETTIGREW", "NORMAN A. PETTIGREW", "EVELYN PETTIGREW"], "1925-09-11",
         [plss("Malheur", "OR", 8, "18S", "46E", "WM", "NW/4 SE/4, NE/4 SW/4", acres=80)], False, None,
         "Oregon decree of final distribution of an intestate estate: the widow (also the administratrix) and two "
         "children each take 1/3 and are all distributees; her office as administratrix does not take her out of the "
         "heirs. The death (July 2, 1923) is no date; the decree is done in open court September 11, 1925. The judge's "
         "line is blank."),
    doc(29, "ordinary", "WA", "Adams", "deed", ["ESTATE OF HAZEL D. VANDERMEER, DECEASED"],
         ["KENNETH R. STOLTZFUS", "CAROL ANN STOLTZFUS"], "1976-04-27",
         [plss("Adams", "WA", 32, "16N", "35E", "WM", "N/2", acres=320)], True, None,
         "Washington executor's deed under nonintervention powers, without warranty beyond the executor's own acts "
         "(category deed). The estate is named as the grantor, acting by its executor, so the estate is labelled and "
         "the executor is not. Dated April 27, 1976; the nonintervention order (March 18, 1974), the acknowledgment "
         "(April 29) and the filing (May 3) do not govern. The county road exception is no tract."),
    doc(30, "trap", "NM", "San Juan", "royalty_deed", ["ANIMAS MESA HOLDINGS, LLC"], ["DOROTHEA J. KINCAID"],
         "2006-06-09",
         [plss("San Juan", "NM", 6, "30N", "12W", "NMPM", "SE/4 NW/4", lots=("5", "6", "7"), acres=156.83)], False,
         "non-participating royalty; the executive right belongs to a consenting third party",
         "Traps: a third company, the holder of the executive right, is named in the caption block as Consenting "
         "Party and signs, but joins only to consent and conveys and receives nothing, so it is no party. The "
         "grantor's former name is the same company, no second party. The 'Dated' line is numeric (06/09/2006) and "
         "governs; the consenting party's signature (06/20/2006), the acknowledgment (June 14, 2006) and the "
         "commission expiry do not. Lots and a quarter-quarter of one section, one tract."),
    doc(31, "ordinary", "AR", "Ouachita", "lease_release", ["FLOYD E. HARKRIDER", "JOYCE HARKRIDER"],
         ["SMACKOVER HILLS ENERGY CORPORATION"], "1988-04-12",
         [plss("Ouachita", "AR", 21, "14S", "17W", "5th PM", "SE/4 NW/4, NE/4 SW/4", acres=80)], False, None,
         "Arkansas corporate release of an expired lease held by the original lessee. The lease date (February 17, "
         "1983) is a recital; executed and acknowledged April 12, 1988. The meridian is not written (the Fifth "
         "Principal governs Arkansas). The vice president and secretary sign for the company; the acknowledgment is "
         "taken in Union County.",
         noise(2, "Ouachita", "Smackover", "Union")),
    doc(32, "trap", "OH", "Washington", "correction_deed",
         ["DWAYNE M. SCHAFFHAUSER", "KRISTEN L. SCHAFFHAUSER"], ["RUSSELL T. OKONKWO-BAIRD"], "2009-02-09",
         [plss("Washington", "OH", 23, "3", "9", "OCP", "NW/4", acres=160)], True, None,
         "Traps: a corrective deed that runs not to the grantee of the corrected deed (Marlon E. Trickett, who has "
         "since sold and takes nothing) but directly to his grantee, the present owner; the corrected deed's grantee is "
         "a recital. The wife releases dower but is also an owner of record and conveys, so she is labelled. Town and "
         "range of the Ohio Company's Purchase are undirected. Dated February 9, 2009; the acknowledgment (February "
         "10) and the corrected deed's date (May 4, 2007) do not govern. The preparer is no party."),
    doc(33, "ordinary", "OK", "Beckham", "lease_assignment", ["HOMER D. WAGGONER"], ["RED RIVER FORKS OIL COMPANY"],
         "1964-01-23",
         [plss("Beckham", "OK", 34, "10N", "21W", "IM", "NE/4", acres=160)], False, None,
         "Oklahoma printed assignment of the whole lease by the original lessee; the lessors (Moberly) are named only "
         "in the recital of the lease (November 5, 1962) and are no parties. Executed and acknowledged January 23, "
         "1964. Elk City and Oklahoma City are residences.",
         noise(1, "Beckham", "Elk", "Indian")),
    doc(34, "ordinary", "UT", "Duchesne", "deed_of_trust", ["WYATT S. BARLOCKER", "CHERYL ANN BARLOCKER"],
         ["STRAWBERRY VALLEY FARM CREDIT, ACA"], "1996-05-22",
         [plss("Duchesne", "UT", 10, "2S", "4W", "USM", "S/2 NE/4", acres=80)], False, None,
         "Utah trust deed with assignment of rents: the trustors (a couple) on the grantor side and the beneficiary on "
         "the grantee side; the trustee title agency is no party. Irrigation shares and a water right pass as "
         "appurtenances. Made and acknowledged May 22, 1996. Uintah Special Meridian."),
    doc(35, "trap", "PA", "Greene", "mortgage_release", ["JACOB R. STRAWN", "SARAH STRAWN"],
         ["ESTATE OF CYRUS M. HOSTETLER, DECEASED"], "1912-04-20",
         [{"identity_phrase": "93 ACRES 40 PERCHES ON WHITELEY CREEK, WHITELEY TOWNSHIP, GREENE COUNTY, PA",
           "system": "metes_bounds", "county": "Greene", "state": "PA", "acres": 93.25}], False, None,
         "Traps: the holder releasing is the estate of the deceased individual mortgagee, acting by its executrix, who "
         "is no party; the estate is labelled on the grantee side, the mortgagors (a couple) on the grantor side. "
         "Dates before the governing one: letters testamentary (January 9, 1911), the mortgage (April 1, 1905) and the "
         "payment (April 1, 1912); the release is witnessed in words on the twentieth day of April, 1912, and "
         "acknowledged April 22. A Pennsylvania metes-and-bounds tract of 93 acres 40 perches (93.25 acres)."),
    doc(36, "ordinary", "CO", "Morgan", "affidavit_of_heirship", ["LORRAINE K. ZIMBELMAN"],
         ["DARRELL W. ZIMBELMAN", "SHARON ZIMBELMAN OCHSNER", "KEITH A. ZIMBELMAN"], "2020-02-04",
         [plss("Morgan", "CO", 16, "3N", "57W", "6th PM", "SW/4", acres=160)], False, None,
         "Colorado heirship affidavit by a disinterested neighbour in numbered paragraphs; the affiant is no party. "
         "The predeceased husband takes nothing. Three children each take 1/3. Dated and sworn February 4, 2020; the "
         "deaths (2018, 2009) and the notary's commission expiry do not govern."),
    doc(37, "trap", "WY", "Niobrara", "other", ["LANCE CREEK OPERATING, LLC"], [], "2017-11-13",
         [plss("Niobrara", "WY", 3, "38N", "62W", "6th PM"), plss("Niobrara", "WY", 10, "38N", "62W", "6th PM")], None,
         None,
         "Traps: a declaration of a pooled unit by the operator, which says it conveys nothing (category other); the "
         "declaring operator is the only party (grantor side, no grantee). The lessors of the three pooled leases "
         "and their lease dates (2012, 2013, 2014) are recitals, and the Commission docket is no date. The unit's "
         "effective date is the first production of a well not yet completed, which is no date, so the execution "
         "date (November 13, 2017) governs; the acknowledgment is November 15. Two whole sections, two tracts."),
    doc(38, "ordinary", "WV", "Ritchie", "oil_gas_lease", ["ELIJAH W. COTTRILL", "SUSANNAH COTTRILL"],
         ["CAIRO RIDGE NATURAL GAS COMPANY"], "1904-06-21",
         [{"identity_phrase": "112 ACRES ON SOUTH FORK OF HUGHES RIVER, UNION DISTRICT, RITCHIE COUNTY, WV",
           "system": "metes_bounds", "county": "Ritchie", "state": "WV", "acres": 112}], False, None,
         "West Virginia lease of 1904 on 112 acres bounded by adjoiners (Mossor, Wilt, Ireland) on a named run in "
         "Union District; the adjoiners are no parties. Ten-year term, gas-well flat rate and free house gas. Made "
         "June 21, 1904; the acknowledgment (June 23) recites the date of the writing.",
         noise(1, "Ritchie", "Union", "District", "Hughes", "River", "Fork", "Mossor", "Wilt", "Ireland", "twelve")),
    doc(39, "ordinary", "MS", "Jones", "warranty_deed", ["CLAYTON R. BUSBY", "MARGARET H. BUSBY"],
         ["TRAVIS E. MCSWAIN", "DEBORAH L. MCSWAIN"], "1993-08-30",
         [plss("Jones", "MS", 19, "9N", "12W", "Choctaw", "E/2 SW/4", acres=80)], True,
         "grantors reserve 1/2 of the minerals they own",
         "Mississippi warranty deed with preparer and address block, indexing instructions and a tax proration "
         "clause; the preparer is no party. Joint-tenant grantees. Grantors reserve half of the minerals they own. "
         "Signed and acknowledged August 30, 1993. Choctaw Meridian; the Second Judicial District is a court "
         "district, not the land."),
    doc(40, "trap", "MT", "Toole", "lease_ratification", ["BEATRIX VANHOOSE LOCKRIDGE"], ["KEVIN RIDGE PETROLEUM, LLC"],
         "2015-03-03",
         [plss("Toole", "MT", 12, "34N", "2W", "PMM", "NE/4, N/2 SE/4", acres=240)], False, None,
         "Traps: the deceased original lessor (Cornelius J. Vanhoose) and the original lessee (Sweetgrass Arch Energy) "
         "are recitals only; the ratifying daughter and the present lessee by assignment are the parties. Her husband "
         "signs only to waive marital and homestead claims and owns nothing, so he is not labelled. The form revision "
         "date (02/2011), the lease date (September 3, 2012) and the death (January 22, 2014) come first; the "
         "instrument is signed March 3, 2015 and acknowledged March 9."),
]
