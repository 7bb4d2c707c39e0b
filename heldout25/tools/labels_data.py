"""Labels, form and OCR-damage plan of heldout25's 40 instruments (clean texts in ../src/<id>.txt).

Written blind, as a careful title examiner reads each clean page. `form` is "ordinary" or "trap";
`noise` is None or {level, protect, replace, header} for heldout3's tools/noise.py (imported unchanged).
"""

LAND = ("Section Sections Sec Township Town Range North South East West Northeast Northwest Southeast "
        "Southwest Quarter Half Lot Lots Block Abstract Survey Meridian Principal Base acres more less "
        "containing one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety "
        "hundred first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
        "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth thirtieth "
        "twenty-first twenty-second twenty-third twenty-fourth twenty-eight twenty-six twenty-five "
        "thirty-one thirty-three thirty-five thirty-seven sixty-two sixty-nine one-half one-fourth "
        "one-eighth undivided quarter half").split()


def plss(county, state, sec, twp, rng, mer, aliquots=None, lots=(), acres=None, phrase_mer=None):
    t = {"identity_phrase": " ".join(x for x in [aliquots or ("ALL" if not lots else ""),
                                                 ("LOTS " + ",".join(lots)) if lots else "",
                                                 f"SEC {sec} T{twp} R{rng}", phrase_mer or mer] if x)
         + f", {county.upper()} COUNTY, {state}",
         "system": "plss", "county": county, "state": state, "section": sec, "township": twp,
         "range": rng, "meridian": mer, "aliquots": aliquots, "lots": list(lots)}
    if acres is not None:
        t["acres"] = acres
    return t


def noise(level, *words, header=None):
    return {"level": level, "protect": list(LAND) + list(words), "replace": [], "header": header}


def doc(i, form, state, county, cat, grantors, grantees, date, tracts, fee, reservations, notes, nz=None):
    did = f"d25{i:02d}"
    return {"id": did, "file_name": f"{did}.txt", "state": state, "county": county, "form": form, "noise": nz,
            "labels": {"doc_category": cat, "grantors": grantors, "grantees": grantees, "governing_date": date,
                       "tracts": tracts, "conveys_fee": fee, "reservations": reservations, "notes": notes}}


O, T = "ordinary", "trap"

DOCS = [
    doc(1, O, "OK", "Garvin", "oil_gas_lease", ["HOMER T. VANDERSLICE", "OPAL VANDERSLICE"],
        ["CRESTLINE DRILLING CORPORATION"], "1953-02-09",
        [plss("Garvin", "OK", "19", "3N", "2W", "INDIAN", "SW/4", acres=160)], False, None,
        "Oklahoma Form 88 paid-up lease, numbered clauses. Premises date 'Made and entered into the 9th day of "
        "February, 1953' governs; the testimonium points back to it. Decoys: acknowledgment of February 11, filing "
        "stamp of February 16, commission expiry 1955, five-year term. Husband and wife both lessors; the notary "
        "and county clerk are not parties. House and barn setback clause only.",
        noise(1, "Garvin", "Indian", "Lindsay", "Oklahoma")),
    doc(2, T, "KS", "Rush", "warranty_deed", ["WILHELMINE KORNMESSER"], ["WENDELL F. ASHGROVE"], "1909-04-22",
        [plss("Rush", "KS", "28", "17S", "18W", "SIXTH PRINCIPAL", "NW/4", acres=160)], True, None,
        "Trap: a warranty deed by a German-speaking widow with a Certificate of Interpreter set between the covenants "
        "and her signature: the interpreter Julius Hartig, named in capitals and signing first, dated his certificate "
        "April 21, 1909; he is no party and his date is not the deed's. The deed is dated only in 'Witness my hand this "
        "22nd day of April, 1909' below the certificate; decoys: source deed from Gustave Pelling (no party) of March "
        "12, 1898, acknowledgment April 26 (interpreted), filing May 3, taxes for 1909, term expiry 1911."),
    doc(3, O, "TX", "Ward", "mineral_deed", ["CLAUDE B. MERRIWETHER"], ["HARWELL ROYALTY COMPANY"], "1948-08-17",
        [{"identity_phrase": "SEC 12 BLK 34 T1S T&P RR CO SURVEY A-2417, WARD COUNTY, TX", "system": "texas_survey",
          "county": "Ward", "state": "TX", "section": "12", "block": "34", "survey": "T. & P. RR. Co.",
          "abstract": "2417", "acres": 640}], False, None,
        "Ordinary Texas mineral deed of an undivided 1/4 of the minerals under a railroad section in a block and "
        "township, with the subject-to-lease clause (the lessee Panhandle Crude Purchasers, Inc. is named only in "
        "that clause and is no party) and future-rental clause. 'WITNESS my hand this 17th day of August, 1948' "
        "governs; the acknowledgment is August 18.",
        noise(1, "Ward", "Monahans", "Texas", "Survey", "Abstract")),
    doc(4, O, "ND", "McKenzie", "lease_assignment", ["BRIARWOOD ENERGY PARTNERS, LLC"], ["KETTLEBROOK RESOURCES, INC."],
        "2012-09-24", [plss("McKenzie", "ND", "7", "150N", "98W", "FIFTH PRINCIPAL", "E/2 SW/4", ["3", "4"], 158.62)],
        False, "Overriding royalty of 2% of 8/8 reserved to the assignor, proportionately reduced.",
        "Ordinary partial (80%) assignment with the recited lease in a caption block: the lessors Eldon R. and Marit "
        "Gustafsrud are named only in that recital and are no parties; the assignor was the original lessee. "
        "'Executed this 24th day of September, 2012' governs (acknowledged the same day); decoys: lease date March 1, "
        "2010, commission expiry 2015. Lots 3 and 4 with E/2 SW/4 'a/d/a SW/4' are one tract of Section 7. The "
        "manager who signs is no party."),
    doc(5, T, "WY", "Campbell", "lease_release", ["AUGUSTUS P. TILLINGHURST", "VERA TILLINGHURST"],
        ["SABLE RIDGE PETROLEUM COMPANY"], "1981-03-03",
        [plss("Campbell", "WY", "14", "48N", "72W", "SIXTH PRINCIPAL", "E/2 NE/4, NE/4 SE/4", acres=120)], False, None,
        "Trap: a release whose only dates before its body are header fields (Date of Lease May 15, 1974, Primary Term "
        "Expired May 15, 1979, form revision 6/78); the body and signature carry no date, so the corporate "
        "acknowledgment of March 3, 1981 governs, not the recording of March 19. The releasor is the assignee holder, "
        "not the original lessee Thunder Basin Leasing Corp. (no party); the lessors named in the header are the "
        "grantor side. Officers and the notary are no parties.",
        noise(1, "Campbell", "Natrona", "Wyoming", "Tillinghurst")),
    doc(6, O, "AR", "Lonoke", "deed_of_trust", ["ROSCOE L. PEVEHOUSE", "NETTIE PEVEHOUSE"],
        ["THE FARMERS AND MERCHANTS BANK OF CARLISLE"], "1924-03-08",
        [plss("Lonoke", "AR", "33", "2N", "8W", "FIFTH PRINCIPAL", "E/2 SE/4", acres=80)], False, None,
        "Ordinary Arkansas statutory real estate mortgage with the wife's relinquishment of dower and homestead; she "
        "is named among the mortgagors in the premises and signs as one, so both are labelled. 'WITNESS our hands "
        "and seals on this 8th day of March, 1924' governs; decoys: note maturity November 15, 1926, commission "
        "expiry 1927. A mortgage is a deed_of_trust in DOMAIN's vocabulary.",
        noise(2, "Lonoke", "Carlisle", "Arkansas")),
    doc(7, T, "NM", "Lea", "affidavit_of_heirship", ["WILBUR DEAN CASTELLAW, DECEASED"],
        ["RUBY ANN CASTELLAW", "LAVERNE CASTELLAW BROOKINS", "DONALD RAY CASTELLAW"], "1966-05-02",
        [plss("Lea", "NM", "22", "19S", "36E", "NEW MEXICO PRINCIPAL", "NE/4", acres=160)], False, None,
        "Trap: affidavit of heirship and identity. The decedent was born Wilbur Dean Cassellow and renamed by court "
        "order of 1931: one party under both names. His first wife Imogene Sperry, divorced in 1929, is named and "
        "expressly takes nothing. The affiant is herself an heir (the daughter) and is labelled as heir. Heirs: widow "
        "and two children, shares not stated (unknown). 'Dated this 2nd day of May, 1966' is execution; the jurat of "
        "May 9 and the witnesses' statement are later; death January 14, 1965 and commission expiry 1969 are decoys."),
    doc(8, O, "TX", "Reagan", "royalty_deed", ["J. B. ORMSBY", "LILLIE ORMSBY"], ["SILAS T. KINCANNON"], "1927-06-11",
        [{"identity_phrase": "SEC 21 BLK 2 GC&SF RY CO SURVEY A-1203, REAGAN COUNTY, TX", "system": "texas_survey",
          "county": "Reagan", "state": "TX", "section": "21", "block": "2", "survey": "G. C. & S. F. Ry. Co.",
          "abstract": "1203", "acres": 640}], False, None,
        "Ordinary Texas non-participating royalty deed of 1/2 of the royalty (1/16 of production), executive rights, "
        "bonus and rentals retained; the wife's privy examination. The lessee Big Lake Development Company is named "
        "only as holder of the present lease and is no party. 'EXECUTED this 11th day of June, 1927' governs; the "
        "acknowledgment is June 13.",
        None),
    doc(9, O, "NE", "Perkins", "warranty_deed", ["FRIEDRICH A. HOLZAPFEL", "KATHARINA HOLZAPFEL"], ["NELS P. BRANDVOLD"],
        "1898-10-05",
        [plss("Perkins", "NE", "10", "11N", "37W", "SIXTH PRINCIPAL", "S/2 NE/4, N/2 SE/4", acres=160)], True, None,
        "Ordinary Nebraska indenture of 1898, premises date with the year in words ('Made this 5th day of October, in "
        "the year eighteen hundred and ninety-eight'), the same day as the acknowledgment "
        "(1898 in figures there). The wife is a grantor and covenants; her dower release is added, so "
        "she is labelled. Decoys: filing October 12, taxes for 1898, commission expiry 1902; the witness Adolph "
        "Rheinberger is no party.",
        noise(2, "Perkins", "Lincoln", "Nebraska", "Grant")),
    doc(10, T, "MT", "Richland", "oil_gas_lease", ["DUNMORE CATTLE COMPANY"], ["TAMARACK EXPLORATION, INC."],
        "1975-06-01", [plss("Richland", "MT", "30", "24N", "58E", "PRINCIPAL MONTANA", "E/2 NW/4", ["1", "2"], 155.40)],
        False, None,
        "Trap: the printed premises date is blank ('this ______ day of __________, 1975') and the testimonium says "
        "'as of the Effective Date', which only Exhibit A paragraph 20 fixes: June 1, 1975. That stated effective "
        "date governs, not the acknowledgment of June 9. The lessor is the partnership; its managing partner Arlo V. "
        "Dunmore signs for it and the partners Vernon and Clement Dunmore sign the exhibit only to approve: none of "
        "them is a party. Decoys: commission expiry 1977, rental of $155.40."),
    doc(11, O, "ID", "Payette", "quitclaim_deed", ["CORNELIUS J. HATHERLY", "ANNABEL HATHERLY"], ["OSWALD K. BRIMHALL"],
        "1936-07-20", [plss("Payette", "ID", "35", "8N", "5W", "BOISE", "NW/4 SW/4, SW/4 NW/4", acres=80)], True, None,
        "Ordinary Idaho statutory quitclaim clearing the record of a cancelled contract for sale under which the "
        "grantors were purchasers (contract of 1929 is a recital), with irrigation shares. 'Dated: July 20, 1936' "
        "governs; the acknowledgment (July 21) and the recorder's certificate (August 3) are later. The recorder "
        "and deputy are no parties.",
        noise(1, "Payette", "Fruitland", "Plymouth", "Idaho", "Boise", "Willow")),
    doc(12, T, "CO", "Weld", "mineral_deed",
        ["GRETCHEN WALDECKER ALVORD, TRUSTEE", "THEODORE H. WALDECKER, TRUSTEE"], ["PRONGHORN MINERAL HOLDINGS, LLC"],
        "2005-10-19", [plss("Weld", "CO", "27", "5N", "64W", "SIXTH PRINCIPAL", "NW/4", acres=160)], False,
        "Surface estate and water rights reserved to the grantor trust.",
        "Trap: a trust's mineral deed signed by two co-trustees on different days (October 7 and 19, 2005), one by "
        "her attorney in fact, Preston Alvord (no party). There is no premises date and no effective date, so the "
        "later signature (October 19) is the execution date; the acknowledgments (October 7 and 21, the second after "
        "the last signing) and the recording stamp (November 2) do not govern. The settlors Henry L. and Marjorie "
        "Waldecker, named prominently, are deceased and no parties; the trust agreement (1991) and prior deed (June 2, "
        "1991) are recitals. The acting co-trustees are labelled with TRUSTEE."),
    doc(13, O, "IL", "Wayne", "lease_release", ["ELMER J. TREVATHAN", "HESTER TREVATHAN"], ["FENWICK D. ARBOGAST"],
        "1941-04-14", [plss("Wayne", "IL", "16", "1S", "7E", "THIRD PRINCIPAL", "SE/4 NW/4", acres=40)], False, None,
        "Ordinary Illinois release by an individual lessee after a dry hole, to the lessors named in the lease he holds. "
        "'My hand and seal this 14th day of April, 1941' governs; decoys: lease date December 6, 1938, "
        "acknowledgment April 15, filing April 18, commission expiry 1943.",
        None),
    doc(14, O, "TX", "Ector", "special_warranty_deed", ["QUAILRIDGE HOMEBUILDERS, LTD."],
        ["MARCOS A. VILLASEÑOR", "DELFINA R. VILLASEÑOR"], "2016-03-30",
        [{"identity_phrase": "LOT 7 BLK 12 COTTONWOOD TERRACE ADDITION UNIT 3, CITY OF ODESSA, ECTOR COUNTY, TX",
          "system": "lot_block", "county": "Ector", "state": "TX", "lot": "7", "block": "12",
          "subdivision": "Cottonwood Terrace Addition, Unit 3"}], True, None,
        "Ordinary Texas special warranty deed in the statutory-style 'Date / Grantor / Grantee / Consideration / "
        "Property' layout, by a limited partnership acting through its general partner's president (no party), with "
        "a third-party vendor's lien lender named only in the consideration (no party). 'Date: March 30, 2016' "
        "governs; the acknowledgment is March 31. Reservations: none; exceptions only."),
    doc(15, T, "CA", "Kern", "deed_of_trust", ["EMIL JOHANN STRAUBE", "FLORA STRAUBE"],
        ["OILDALE BUILDING AND LOAN ASSOCIATION", "MATTHIAS DRECKMANN"], "1934-09-12",
        [plss("Kern", "CA", "24", "28S", "25E", "MOUNT DIABLO", "SW/4 SE/4", acres=40)], False, None,
        "Trap: a California short-form deed of trust with two beneficiaries holding unequal undivided interests ($3,000 to "
        "the building and loan, $800 to the seller of well equipment), both on the grantee side; husband and wife are "
        "trustors. The trustee (a title company) is no party; Tejon Basin Lands Company is named only in the recited "
        "hydrocarbon exception (deed of May 2, 1921). 'THIS DEED OF TRUST, made September 12, 1934' governs; decoys: "
        "acknowledgment September 14, instalments from November 1, 1934 to October 1, 1944, second note due September "
        "12, 1937."),
    doc(16, O, "OK", "Kay", "affidavit_of_heirship", ["ARCHIBALD N. FENNIMORE, DECEASED"],
        ["LEONA FENNIMORE PAXSON", "RALPH E. FENNIMORE", "CARL B. FENNIMORE"], "1945-09-26",
        [plss("Kay", "OK", "8", "27N", "1W", "INDIAN", "NE/4", acres=160)], False, None,
        "Ordinary Oklahoma heirship affidavit by a disinterested neighbour (no party). The predeceased wife Sadie "
        "takes nothing; three children take 1/3 each. 'Dated this 26th day of September, 1945' and the jurat of the "
        "same day govern; decoys: death March 3, 1944, wife's death 1939, residence since 1910, filing October 1, "
        "commission expiry 1948.",
        noise(1, "Kay", "Blackwell", "Ponca", "Tonkawa", "Indian", "Oklahoma")),
    doc(17, T, "LA", "Caddo", "probate", ["OCTAVE BRASSEAUX BOUDREAU, DECEASED"],
        ["LUCIEN BOUDREAU", "ODILE BOUDREAU GUIDRY"], "1959-04-14",
        [plss("Caddo", "LA", "22", "17N", "15W", "LOUISIANA", "NW/4 SW/4, SW/4 NW/4", acres=80)], False, None,
        "Trap: a Louisiana amended judgment of possession that restates the original judgment of March 3, 1959 to "
        "correct the township (18 North written in error; 17 North is right, and the label follows the correction). The "
        "two children are the heirs, 1/2 each; the predeceased wife Marie-Claire Thibodeaux Boudreau (died June 9, "
        "1955), named at length, takes nothing, and Felix Guidry and the judge are no parties. 'AMENDED JUDGMENT READ, "
        "RENDERED AND SIGNED ... this 14th day of April, 1959' governs; decoys: the original judgment's date, the tax "
        "certificate of February 20, 1959, filing April 16."),
    doc(18, O, "IN", "Gibson", "mortgage_release", ["LEANDER C. WOOLERY", "ROSETTA WOOLERY"],
        ["THE PEOPLES SAVINGS AND TRUST COMPANY OF PRINCETON"], "1917-02-10",
        [plss("Gibson", "IN", "11", "2S", "10W", "SECOND PRINCIPAL", "W/2 NE/4", acres=80)], False, None,
        "Ordinary Indiana corporate satisfaction of mortgage: mortgagors on the grantor side, the releasing bank on the "
        "grantee side; president and secretary are no parties. Company testimonium 'this 10th day of February, 1917' "
        "governs; decoys: mortgage date January 2, 1912, acknowledgment February 12, recording February 13, commission "
        "expiry 1920.",
        noise(1, "Gibson", "Princeton", "Indiana")),
    doc(19, O, "KS", "Harper", "right_of_way", ["JASPER L. HOOGEVEEN", "GERTRUDE HOOGEVEEN"],
        ["PRAIRIE TRUNK PIPE LINE COMPANY"], "1931-05-04",
        [plss("Harper", "KS", "5", "32S", "7W", "SIXTH PRINCIPAL", "SE/4")], False, None,
        "Ordinary Kansas pipe line right of way paid by the rod, with three disinterested appraisers of damages and a "
        "pre-staked route. 'Signed and sealed this 4th day of May, 1931' governs; the acknowledgment is May 6; "
        "commission expiry 1933. Husband and wife both grant.",
        noise(1, "Harper", "Anthony", "Kansas")),
    doc(20, T, "ND", "Divide", "lease_ratification",
        ["ARNOLD B. SKJERVEN", "IRENE SKJERVEN", "DIVIDE COUNTY FARMERS UNION ELEVATOR ASSOCIATION"],
        ["NORTHERN TIER OPERATING COMPANY"], "1988-03-19",
        [plss("Divide", "ND", "18", "162N", "99W", "FIFTH PRINCIPAL", "SE/4", acres=160)], False, None,
        "Trap: a ratification with no date of its own anywhere but in the acknowledgments, which differ (the couple "
        "March 3, the cooperative March 19, 1988): the latest acknowledgment governs. The original lessor Gunnar T. "
        "Halvorsrud and original lessee Badlands Lease Service, Inc. are named first and in capitals in the recital "
        "and are no parties; the present lessee is the grantee side. Decoys: lease date June 16, 1986, commission "
        "expiries 1992 and 1990. The cooperative's president is no party."),
    doc(21, O, "MO", "Barton", "partition_deed", ["ERASMUS T. GLIDEWELL", "BARNABAS GLIDEWELL", "HOSEA GLIDEWELL"],
        ["ERASMUS T. GLIDEWELL", "BARNABAS GLIDEWELL", "HOSEA GLIDEWELL"], "1902-11-17",
        [plss("Barton", "MO", "14", "33N", "31W", "FIFTH PRINCIPAL", "NW/4, SW/4, S/2 SE/4"),
         plss("Barton", "MO", "23", "33N", "31W", "FIFTH PRINCIPAL", "N/2 NE/4")], True, None,
        "Ordinary Missouri partition deed among three brothers, cotenants on both sides; the wives join only to "
        "relinquish dower and are not labelled; the father Josiah Glidewell (died 1899) is a recital. Premises 'made "
        "and entered into this 17th day of November, 1902' governs; acknowledgment November 19, term expiry 1905. "
        "Three allotments in Section 14 make one tract; Section 23 is the second."),
    doc(22, T, "FL", "Santa Rosa", "quitclaim_deed", ["MARGUERITE VOSSLER LANTRY"], ["EVERETT G. LANTRY, JR."],
        "1972-01-04", [plss("Santa Rosa", "FL", "7", "2N", "27W", "TALLAHASSEE", "E/2 NE/4", acres=80)], True, None,
        "Trap: the printed premises date is blank ('Executed this ____ day of ______, 19___'); the signing date stands "
        "only under the signature ('Signed January 4, 1972'), and the testimonium says so. The grantee is JR, son of "
        "the deceased Everett G. Lantry (no party; died June 30, 1969); JR and SR are different people. Decoys: "
        "preparation date 11/28/1971 in the header, tenancy-by-entirety deed October 8, 1946, acknowledgment January "
        "6, commission expiry 1974. The grantor acts individually and as surviving spouse: one party."),
    doc(23, O, "MI", "Kalkaska", "oil_gas_lease", ["LEOPOLD R. WIENKE", "BERNICE A. WIENKE"],
        ["GRAND TRAVERSE BASIN OIL COMPANY"], "1969-07-22",
        [plss("Kalkaska", "MI", "33", "27N", "7W", "MICHIGAN", "N/2 SW/4", acres=80)], False, None,
        "Ordinary Michigan paid-up lease with numbered captioned paragraphs, pooling under the "
        "Supervisor of Wells. 'THIS LEASE, made this 22nd day of July, 1969' governs; acknowledgment July 24, "
        "commission expiry 1972."),
    doc(24, O, "MN", "Renville", "warranty_deed", ["HALVOR O. STENSGAARD", "BERGIT STENSGAARD"], ["PETER J. OVERBY"],
        "1887-05-21", [plss("Renville", "MN", "26", "115N", "35W", "FIFTH PRINCIPAL", "SE/4", acres=160)], True, None,
        "Ordinary Minnesota statutory warranty deed of 1887, premises date wholly in words ('this twenty-first day of "
        "May, A. D. eighteen hundred and eighty-seven'); the acknowledgment before a "
        "justice of the peace on May 23, 1887 is later. An assumed mortgage to the Renville County Loan Company is "
        "an encumbrance (no party). Witnesses and justice are no parties. Deed-book page header in the damaged text.",
        noise(2, "Renville", "Kandiyohi", "Minnesota", header=("RENVILLE COUNTY DEED RECORD  BOOK 19  PAGE {page}", 412))),
    doc(25, T, "SD", "Brown", "patent", ["UNITED STATES OF AMERICA"], ["CORNELIUS VAN DER HOEK"], "1884-05-12",
        [plss("Brown", "SD", "30", "123N", "62W", "FIFTH PRINCIPAL", "S/2 NW/4, N/2 SW/4", acres=160)], True, None,
        "Trap: homestead patent of Dakota Territory, the patent date only in words in the testimonium ('the twelfth "
        "day of May, A. D. eighteen hundred and eighty-four'). Decoys in figures: the "
        "final certificate of October 6, 1883, the delivery note of June 21, 1884 (same year, not the date), the "
        "Act of 1862 and the filing of September 2, 1890. The patentee's variant spelling Cornelis Vanderhoek is one "
        "person; Bertus Kloosterman, grantee of his later deed, is no party. Officials are blank.",
        noise(2, "Brown", "Aberdeen", "Dakota", "Territory", "Cornelis", "Vanderhoek")),
    doc(26, O, "AL", "Escambia", "mineral_deed", ["LAFAYETTE W. PURIFOY", "ELVIRA PURIFOY"], ["DELMAS R. FAIRCLOTH"],
        "1956-08-27", [plss("Escambia", "AL", "19", "1N", "7E", "ST. STEPHENS", "S/2 NW/4", acres=80)], False,
        "Grantors retain the surface and the other 1/2 of the minerals.",
        "Ordinary Alabama mineral deed of an undivided 1/2 of the minerals, surface kept, subject-to-lease clause, with "
        "Alabama's acknowledgment ('on the day the same bears date'). 'this the 27th day of August, 1956' governs; "
        "acknowledgment August 29, commission expiry 1959.",
        noise(1, "Escambia", "Brewton", "Atmore", "Alabama", "Stephens")),
    doc(27, T, "TX", "Upton", "lease_assignment", ["CALDERWOOD OIL & GAS, INC."], ["FLATROCK PETROLEUM, L.P."],
        "1997-07-01",
        [{"identity_phrase": "N/2 SEC 18 BLK Y CCSD&RGNG RR CO SURVEY A-1177, UPTON COUNTY, TX", "system": "texas_survey",
          "county": "Upton", "state": "TX", "section": "18", "block": "Y", "survey": "C. C. S. D. & R. G. N. G. RR. Co.",
          "abstract": "1177", "aliquots": "N/2", "acres": 320}], False,
        "25% of the assigned working interest reverts to the assignor at Payout.",
        "Trap: an assignment with a 25% working-interest reversion to the assignor at Payout (a reservation, not a "
        "second assignment), executed July 21, 1997 but taking effect 'as of 7:00 a.m. local time on July 1, 1997': the "
        "stated effective date governs. The original lessors Orrin C. and Luella McWhirter, the president who signs, "
        "and the operator Mesquite Draw Operating Co., which signs only a notice receipt (July 28) and takes nothing, "
        "are no parties. Decoys: lease April 3, 1993, drilling deadline October 15, 1997, acknowledgment July 22."),
    doc(28, O, "WI", "Marathon", "probate", ["HERMANN J. KLINGBEIL, DECEASED"],
        ["OTTO F. KLINGBEIL", "WILHELMINA KLINGBEIL SCHROEDER"], "1920-05-18",
        [plss("Marathon", "WI", "20", "30N", "6E", "FOURTH PRINCIPAL", "NE/4 NW/4, NW/4 NE/4", acres=80)], False, None,
        "Ordinary Wisconsin county court final judgment assigning the residue under a will: the land goes to a son and "
        "a daughter; the widow (also the executrix) takes furniture and money only and is not a devisee of land, so she "
        "is not labelled. The court's date of May 18, 1920 (term and 'Dated') governs; the register's certificate of "
        "May 24 and the recording of May 26 are later. The judge is blank.",
        noise(2, "Marathon", "Wausau", "Berlin", "Wisconsin")),
    doc(29, O, "NV", "Elko", "deed", ["ARLEIGH D. MCCLATCHEY", "FAYE L. MCCLATCHEY"], ["DUSTIN A. MCCLATCHEY"],
        "1978-09-15", [plss("Elko", "NV", "18", "37N", "62E", "MOUNT DIABLO", "SE/4 SW/4", ["4"], 79.86)], True,
        "Life right of occupancy of the dwelling reserved to the grantors.",
        "Ordinary Nevada grant, bargain and sale deed, a gift from parents to their son without warranty beyond the "
        "statutory covenants, so `deed`. APN and escrow header; water right proof and grazing allotment. 'Witness our "
        "hands this 15th day of September, 1978' governs (acknowledged the same day); appointment expiry 1982."),
    doc(30, T, "NM", "Eddy", "royalty_deed", ["CARLSBAD FIRST MISSIONARY BAPTIST CHURCH"], ["ESPERANZA GALINDO QUINTERO"],
        "2001-02-23", [plss("Eddy", "NM", "9", "22S", "27E", "NEW MEXICO PRINCIPAL", "S/2 SE/4", acres=80)], False, None,
        "Trap: a royalty deed given in substitution for a lost unrecorded deed of about March 15, 1963 to the grantee's "
        "late husband Tomas Quintero (no party; died December 2, 1999), which declares that it speaks from its own "
        "date. 'Signed this 23rd day of February, 2001' governs; decoys: the deacons' resolution January 7, 2001, "
        "probate cause number PB-2000-17, acknowledgment February 26, commission expiry 2003. The deacons sign for "
        "the church and are no parties."),
    doc(31, O, "AR", "Columbia", "lease_release", ["HOLLIS B. MCGAUGHY", "VERNA MCGAUGHY"],
        ["SMACKOVER TREND RESOURCES, INC."], "1985-11-12",
        [plss("Columbia", "AR", "3", "18S", "21W", "FIFTH PRINCIPAL", "NW/4 NE/4, NE/4 NW/4", acres=80)], False, None,
        "Ordinary Arkansas corporate release of an expired lease, the lease recited in a whereas clause (lessors on the "
        "grantor side, the lessee-releasor on the grantee side). 'EXECUTED this 12th day of November, 1985' governs; "
        "decoys: lease date October 10, 1980, filing November 20, commission expiry 1989. The land manager is no party.",
        noise(2, "Columbia", "Union", "Arkansas", "Smackover")),
    doc(32, T, "AZ", "Navajo", "correction_deed", ["WHITE MOUNTAIN HIGHLANDS LAND COMPANY"],
        ["ANSELMO T. BACA", "ROSALINDA M. BACA"], "2008-06-02",
        [plss("Navajo", "AZ", "11", "10N", "22E", "GILA AND SALT RIVER", "NE/4 SE/4", acres=40)], True, None,
        "Trap: a correction warranty deed whose only correction is to add the wife as grantee, omitted from the "
        "corrected deed of April 18, 2008; both spouses are grantees. 'Dated: this 2nd day of June, 2008' governs; "
        "decoys: the purchase contract of February 29, 2008 (a leap day), the acknowledgment of June 3 and the "
        "grantees' acceptance sworn June 9. The president signing for the company is no party."),
    doc(33, O, "OK", "Stephens", "lease_assignment", ["CLYDE E. WADDINGTON"], ["MARLOW PRODUCING COMPANY"], "1962-04-02",
        [plss("Stephens", "OK", "25", "1N", "6W", "INDIAN", "SW/4", acres=160)], False, None,
        "Ordinary Oklahoma printed assignment of the whole of a lease by its original lessee, with warranty. The "
        "lessors Ferrell T. and Nadine Scoggins are named only in the recital and are no parties. 'Executed this 2nd "
        "day of April, 1962' governs; decoys: lease date August 19, 1961, acknowledgment April 4, commission expiry "
        "1965.",
        noise(1, "Stephens", "Duncan", "Marlow", "Indian", "Oklahoma")),
    doc(34, O, "UT", "Uintah", "deed_of_trust", ["RULON D. HACKWORTH", "LAREE HACKWORTH"],
        ["ASHLEY VALLEY FEDERAL CREDIT UNION"], "1994-08-11",
        [plss("Uintah", "UT", "29", "4S", "22E", "SALT LAKE", "W/2 NE/4", acres=80)], False, None,
        "Ordinary Utah trust deed with irrigation company shares and a water right: trustors on the grantor side, the "
        "credit union as beneficiary on the grantee side; the title agency trustee is no party. 'THIS TRUST DEED is "
        "made this 11th day of August, 1994' governs; decoys: final payment September 1, 2009, commission expiry "
        "1997."),
    doc(35, T, "IA", "Page", "mortgage_release", ["GROVER W. PENNINGTON", "EDITH PENNINGTON"],
        ["CENTRAL PRAIRIE LIFE INSURANCE COMPANY"], "1939-10-28",
        [plss("Page", "IA", "31", "69N", "37W", "FIFTH PRINCIPAL", "NE/4 SE/4", acres=40)], False, None,
        "Trap: a release of a combined real estate and chattel mortgage whose longest paragraph lists cattle, a tractor, "
        "a plow and three crop years (1935-1937), with a chattel filing of March 2, 1935 renewed February 25, 1938; only "
        "the 40 acres are land. Mortgagors on the grantor side, the insurance company on the grantee side. Company "
        "testimonium 'this 28th day of October, 1939' governs; decoys: mortgage March 1, 1935, last instalment October "
        "2, 1939, acknowledgment October 30, filing November 3. Officers are no parties."),
    doc(36, O, "CO", "Logan", "affidavit_of_heirship", ["OSWIN P. TREADWELL, DECEASED"],
        ["NATHAN J. TREADWELL", "CASSANDRA TREADWELL OYELARAN"], "2021-03-08",
        [plss("Logan", "CO", "16", "8N", "52W", "SIXTH PRINCIPAL", "S/2", acres=320)], False, None,
        "Ordinary Colorado heirship affidavit by a disinterested neighbour (no party) in numbered paragraphs; the wife "
        "Beverly predeceased (April 2, 2014) and takes nothing; two children take 1/2 each. 'Signed this 8th day of "
        "March, 2021' governs; decoys: death August 30, 2020, acquaintance since 1975, jurat March 10, commission "
        "expiry 2024."),
    doc(37, T, "WY", "Converse", "other", ["HOLLISTER RANCH MINERALS, LLC"], ["OVERLAND TRAIL ROYALTY PARTNERS, LP"],
        "2019-06-04", [plss("Converse", "WY", "20", "34N", "71W", "SIXTH PRINCIPAL", None, acres=640)], None, None,
        "Trap: a grazing lease of the surface that reads like a lease ('Lessor leases to Lessee', term, rent, "
        "assignment clause) and is made by a company with Minerals in its name to one with Royalty in its name, but "
        "expressly leases no mineral: `other`, conveys_fee null; lessor on the grantor side, lessee on the grantee "
        "side. 'Dated June 4, 2019' governs; decoys: grazing seasons from May 1 (2019), rent due October 31, the "
        "lessee's acknowledgment June 6, commission expiries. Section 20 'All' is a whole section (aliquots null)."),
    doc(38, O, "WV", "Doddridge", "oil_gas_lease", ["WASHINGTON L. HARDESTY", "MAHALA J. HARDESTY"],
        ["FINK RUN OIL AND GAS COMPANY"], "1906-03-14",
        [{"identity_phrase": "87 ACRES ON BUCKEYE RUN, SOUTHWEST DISTRICT, DODDRIDGE COUNTY, WV", "system": "metes_bounds",
          "county": "Doddridge", "state": "WV", "acres": 87}], False, None,
        "Ordinary West Virginia lease of 1906 with the gas-well flat rate, free house gas, quarterly rental at a bank and "
        "a tract bounded by adjoiners on a named run (metes and bounds by adjoiners, 87 acres, district named). "
        "Premises 'made and entered into this 14th day of March, 1906' governs; the acknowledgment of March 16 "
        "repeats the bearing date; commission expiry 1910. Adjoiners are no parties.",
        noise(1, "Doddridge", "Buckeye", "Union", "Virginia", "Hardesty", "Rexroad", "Swiger", "Cottrill")),
    doc(39, O, "MS", "Lamar", "warranty_deed", ["ELDRIDGE T. RAWLINGS", "JOYCE ANN RAWLINGS"],
        ["CLAYTON M. STROUD", "PAMELA D. STROUD"], "1991-07-19",
        [plss("Lamar", "MS", "12", "3N", "15W", "ST. STEPHENS", "NW/4 NE/4", acres=40)], True, None,
        "Ordinary Mississippi warranty deed with preparer, indexing instructions, tax proration and the addresses of "
        "the parties required at its foot; joint tenants with survivorship. 'WITNESS OUR SIGNATURES, this the 19th day "
        "of July, 1991' governs (acknowledged the same day); commission expiry 1994."),
    doc(40, T, "OH", "Noble", "lease_ratification", ["JOLENE PARMITER WHITCOMB", "DARIUS M. PARMITER"],
        ["SENECA LAKE APPALACHIAN OPERATING, LLC"], "2013-05-20",
        [{"identity_phrase": "SW/4 SEC 14 T6 R8, NOBLE COUNTY, OH (112.5 ACRES)", "system": "plss", "county": "Noble",
          "state": "OH", "section": "14", "township": "6", "range": "8", "meridian": "OHIO RIVER SURVEY",
          "aliquots": "SW/4", "lots": [], "acres": 112.5}], False, None,
        "Trap: ratification by the owners of an outstanding half of the oil and gas that the lessor's lease claimed, "
        "under recitals naming the lessor Alfred E. Kesterson first and in capitals (no party) and his sister's will "
        "(1998); the present lessee is the grantee side, the original lessee no party. The instrument is 'dated and "
        "made effective as of May 20, 2013, regardless of the dates of the acknowledgments' (May 28 and June 3): the "
        "stated effective date governs. Ohio's undirected township and range stay numbers; 'part of' the SW/4 is "
        "labelled as that aliquot."),
]
