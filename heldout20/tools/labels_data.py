"""Labels, form and OCR-damage plan of heldout20's 40 instruments (src/<id>.txt holds the clean texts).

Written blind for this set. Each entry: id, file_name, state, county (the recording), form
("ordinary" or "trap"), labels (realdocs format) and noise (None or {level, protect, replace, header}).
"""

NUMBER_WORDS = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
                "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand "
                "first second third fourth fifth sixth seventh eighth ninth tenth twenty-one twenty-two twenty-three "
                "twenty-five twenty-six thirty-one thirty-three thirty-five fifty-five fifty-nine sixty-three sixty-four").split()
LAND_WORDS = ("Section Sections Sec Township Town Range Meridian Principal P.M. North South East West Northeast Northwest "
              "Southeast Southwest Quarter Half quarter half Lot Lots Block Survey Abstract acres acre more less "
              "County Parish State day year A. D. of the in and").split()


def protect(*extra):
    return list(NUMBER_WORDS) + list(LAND_WORDS) + list(extra)


def plss(county, state, sec, twp, rng, aliquots, acres=None, lots=(), meridian=None):
    phrase = " ".join(x for x in ((aliquots or "ALL") + (" LOTS " + ",".join(lots) if lots else ""),
                                  f"SEC {sec} T{twp} R{rng}") if x) + f", {county.upper()} {'PARISH' if state == 'LA' else 'COUNTY'}, {state}"
    t = {"identity_phrase": phrase, "system": "plss", "county": county, "state": state, "section": str(sec),
         "township": twp, "range": rng, "aliquots": aliquots, "lots": list(lots)}
    if meridian:
        t["meridian"] = meridian
    if acres is not None:
        t["acres"] = acres
    return t


def doc(n, form, cat, state, county, grantors, grantees, date, tracts, fee, reservations, notes, noise=None):
    return {"id": f"d20{n:02d}", "file_name": f"d20{n:02d}.txt", "state": state, "county": county, "form": form,
            "labels": {"doc_category": cat, "grantors": grantors, "grantees": grantees, "governing_date": date,
                       "tracts": tracts, "conveys_fee": fee, "reservations": reservations, "notes": notes},
            "noise": noise}


def light(*extra, header=None):
    return {"level": 1, "protect": protect(*extra), "replace": [], "header": header}


def medium(*extra, header=None):
    return {"level": 2, "protect": protect(*extra), "replace": [], "header": header}


DOCS = [
    doc(1, "ordinary", "oil_gas_lease", "WV", "Doddridge",
        ["ELIAS T. PURCELL", "ROSANNA PURCELL"], ["KESTREL RUN OIL COMPANY"], "1903-04-14",
        [{"identity_phrase": "64 ACRES ON BUCKEYE FORK OF MIDDLE ISLAND CREEK, WEST UNION DISTRICT, DODDRIDGE COUNTY, WV",
          "system": "metes_bounds", "county": "Doddridge", "state": "WV", "acres": 64}],
        False, None,
        "A West Virginia lease of 1903 on a printed form of the period: husband and wife styled the lessors in the "
        "premises (both sign, both labelled), a company lessee signing by its president (not a party). Date: the "
        "premises date, 14 April 1903; the justice's certificate repeats it ('which bears date') and was given on 16 "
        "April (acknowledgment, not governing). Land is a metes-and-bounds tract in poles from marked trees, "
        "identified by district, county and 64 acres. Decoys: five-year term, one-year commencement, rental bank.",
        light("Doddridge", "Union", "Buckeye", "Middle", "Island", "Creek", "District", "poles", "Beginning")),
    doc(2, "trap", "oil_gas_lease", "WY", "Campbell",
        ["HARLAN DEWEY COTTRELL", "VERNA COTTRELL BAPTISTE"], ["SAGEBRUSH BASIN RESOURCES, INC."], "1981-07-09",
        [plss("Campbell", "WY", 8, "47N", "71W", "SE/4 NE/4, E/2 SE/4", 120.0, meridian="6th P.M.")],
        False, None,
        "Trap: the 'LEASE DATE' field says 'see Effective Date below', and the Effective Date is defined as the date "
        "in the certificate of acknowledgment of whichever lessor acknowledges last. The two certificates are 22 June "
        "1981 (Cottrell, Campbell County) and 9 July 1981 (Baptiste, Converse County), so the governing date is 9 July "
        "1981, an acknowledgment date that the lease itself makes its effective date. Decoys: 'Prepared ... June 18, "
        "1981' footer, commission expiries (1984, 1982). Two lessors are brother and sister, not spouses; the married "
        "brother deals in separate property and his wife does not appear. One tract with two aliquot parts.",
        None),
    doc(3, "ordinary", "warranty_deed", "FL", "Polk",
        ["OSCAR M. TILLINGHAST", "LAVINIA R. TILLINGHAST"], ["WENDELL A. CROSSLEY"], "1926-02-02",
        [plss("Polk", "FL", 22, "29S", "26E", "W/2 NW/4", 80.0, meridian="Tallahassee")],
        True, None,
        "A Florida indenture-form warranty deed of 1926 with the wife's separate examination to relinquish dower in "
        "the acknowledgment. The wife is named with her husband as a party of the first part in the premises and in "
        "the granting clause without any limitation, so both are labelled (the relinquishment is in the notary's "
        "certificate only). Date: the indenture date, 2 February 1926; acknowledgment 4 February, filing 11 February, "
        "commission expiry 1928 are decoys. Witnesses (one is also the notary) and the clerk are not parties.",
        medium("Polk", "Tallahassee", "Florida", "Bartow")),
    doc(4, "ordinary", "mineral_deed", "OK", "Garvin",
        ["JESSE LEE WHITACRE", "CORA BELLE WHITACRE"], ["NORVELL P. SANDIFER"], "1937-08-19",
        [plss("Garvin", "OK", 11, "3N", "2W", "SE/4", 160.0, meridian="Indian")],
        False, None,
        "An Oklahoma mineral deed of the common 1930s printed kind: husband and wife grantors 'hereinafter called "
        "Grantors', a grantee named in the consideration clause and called Grantee. An undivided 1/4 of the minerals "
        "in a quarter section under the Indian Meridian, subject to the existing lease with the grantee taking 1/4 of "
        "royalty and of future bonus and rental. Date: 'Witness our hands this 19th day of August, 1937'; the "
        "acknowledgment (21 August), filing stamp (3 September) and commission expiry are decoys.",
        light("Garvin", "Indian")),
    doc(5, "trap", "warranty_deed", "ID", "Canyon",
        ["THADDEUS GRAYBILL", "LORENA GRAYBILL"], ["RAYMOND E. HOLLINGBERY", "PEARL MENDENHALL HOLLINGBERY"],
        "1958-10-06",
        [plss("Canyon", "ID", 27, "4N", "3W", "NE/4 SW/4, SE/4 SW/4", 80.0, meridian="Boise")],
        True, None,
        "Trap: the deed opens with the name of the man who paid the price, August F. Mendenhall, before the grantors; "
        "he buys the farm as a gift to his daughter and son-in-law, the conveyance is made to them at his direction, "
        "and he signs a receipt line 'on behalf of the grantees'. He acquires nothing and conveys nothing: not a "
        "party. The grantors are the Graybills, the grantees the Hollingberys (the wife's maiden name Mendenhall kept "
        "as a middle name). Date: 'Dated: October 6, 1958'; acknowledgment 8 October; the 1958 assessment year and a "
        "commission expiry 6-1-1961 are decoys. Water stock passes with the land; one tract, two aliquot parts.",
        None),
    doc(6, "ordinary", "lease_assignment", "TX", "Upton",
        ["CORDOVA FLATS PETROLEUM CORPORATION"], ["MESQUITE DRAW OPERATING COMPANY"], "1964-11-11",
        [{"identity_phrase": "SECTION 18, BLOCK 40, T&P RR CO SURVEY, ABSTRACT 577, UPTON COUNTY, TX",
          "system": "texas_survey", "county": "Upton", "state": "TX", "section": "18", "block": "40",
          "survey": "T&P RR CO", "abstract": "577", "acres": 640}],
        False, None,
        "A Texas assignment of a lease with a reserved override of 1/32 of 8/8 and an assumption of covenants. "
        "Assignor and assignee are defined; the widow who was lessor of the recited 1961 lease is named only in the "
        "recital (not a party). Date: 'EXECUTED this 11th day of November, 1964'; the lease date (2 March 1961), the "
        "rental date (2 March 1965) and the acknowledgment (12 November) are decoys. Land: a railway-company section "
        "in a numbered block with a township line and an abstract; the block's township (T-4-S) is not PLSS.",
        light("Upton", "Midland", "T&P", "RR", "Co.")),
    doc(7, "trap", "mineral_deed", "MT", "Richland",
        ["JOSEPH WHITE ELK", "AGNES WHITE ELK", "HENRY STANDS BETWEEN"], ["LYMAN C. ORCUTT"], "1942-05-27",
        [plss("Richland", "MT", 4, "23N", "59E", "S/2 NW/4", 158.62, lots=("3", "4"), meridian="Principal Meridian Montana")],
        False, None,
        "Trap: three grantors who sign by mark, so their names in the signature block are broken across three lines "
        "by 'his'/'her', '(X)' and 'mark' ('JOSEPH WHITE (X) ELK'); read from the premises they are Joseph White Elk "
        "and Agnes White Elk, husband and wife, and Henry Stands Between, a single man (two-word surnames that look "
        "like descriptions). The witnesses to the marks and the interpreter (Rudd) are not parties. Date: 'Dated this "
        "27th day of May, 1942'; the acknowledgment states the year in words; commission expiry 1944. Lots 3 and 4 "
        "with the S/2 NW/4 of one section are one tract.",
        light("Richland", "Montana", "Elk", "Stands", "Between", "White")),
    doc(8, "ordinary", "lease_release", "ND", "McKenzie",
        ["GUNNAR T. OSTLIE", "MARIT J. OSTLIE"], ["PRAIRIE COTEAU ENERGY LLC"], "2013-03-04",
        [plss("McKenzie", "ND", 21, "150N", "98W", "N/2 NE/4, SW/4 NE/4", 120.0, meridian="5th P.M.")],
        False, None,
        "A North Dakota release on an operator's form with a field block (Lessor, Lessee, Lease Date, Recorded). The "
        "releasing holder is the original lessee, an LLC signing by its land vice president (not a party); the lessors "
        "named in the field block are the grantor side. Date: 'Dated this 4th day of March, 2013' (the acknowledgment "
        "is the same day). Decoys: lease date 15 July 2008, the term end 15 July 2013 in the footer, commission expiry "
        "09/22/2016, a Denver return address.",
        None),
    doc(9, "ordinary", "deed_of_trust", "AZ", "Maricopa",
        ["GILBERT R. SAENZ", "DOLORES M. SAENZ"], ["VALLEY PIONEERS SAVINGS AND LOAN ASSOCIATION"], "1969-09-18",
        [{"identity_phrase": "LOT 12, BLOCK 4, PALO VERDE HEIGHTS UNIT TWO, MARICOPA COUNTY, AZ", "system": "lot_block",
          "county": "Maricopa", "state": "AZ", "lot": "12", "block": "4", "subdivision": "PALO VERDE HEIGHTS UNIT TWO"}],
        False, None,
        "An Arizona deed of trust and assignment of rents in the usual three-party form: trustors (husband and wife), "
        "a title company trustee (never labelled) and a savings and loan beneficiary. Date: 'made this 18th day of "
        "September, 1969'; acknowledgment 19 September, the note's final installment 1 October 1994 and the "
        "commission expiry are decoys. Land is a lot and block of a recorded subdivision plat (Book 88 of Maps).",
        light("Maricopa", "Palo", "Verde", "Heights", "Unit", "Two")),
    doc(10, "trap", "lease_assignment", "NM", "Lea",
         ["CAPROCK LLANO EXPLORATION, INC."], ["KIMBERLEY J. ASHFORD"], "1988-01-01",
         [plss("Lea", "NM", 26, "17S", "35E", "W/2 NW/4", 80.0, meridian="N.M.P.M.")],
         False, None,
         "Trap: the assignee is a nominee for undisclosed persons on an unrecorded Schedule 1; those persons are not "
         "parties and the nominee is the assignee of record (labelled by name; the capacity 'as nominee' is not part "
         "of it). Date: an Effective Time at the head, 7:00 a.m. on 1 January 1988, against an execution date of 24 "
         "March 1988 'but effective for all purposes as of the Effective Time' and acknowledgments of 24 and 29 March: "
         "the effective date governs. The lessors of the recited 1983 lease are not parties.",
         None),
    doc(11, "ordinary", "mortgage_release", "AL", "Tuscaloosa",
         ["ARLIS D. HOLCOMBE", "MINNIE LOU HOLCOMBE"], ["MERCHANTS AND PLANTERS BANK OF NORTHPORT"], "1951-07-16",
         [plss("Tuscaloosa", "AL", 9, "21S", "10W", "SW/4 NE/4", 40.0, meridian="Huntsville")],
         False, None,
         "An Alabama bank satisfaction of mortgage: the mortgagors (husband and wife, named in the recital of the "
         "satisfied mortgage, as a satisfaction always names them) on the grantor side, the bank that holds and "
         "releases on the grantee side; its cashier and assistant cashier sign for it. Date: the testimonium 'on this "
         "the 16th day of July, 1951' (the acknowledgment is the same day). Decoys: mortgage date 10 January 1947, the "
         "Judge of Probate's filing certificate of 19 July 1951, commission expiry 1953.",
         medium("Tuscaloosa", "Huntsville", "Northport", "Alabama")),
    doc(12, "trap", "lease_release", "AR", "Columbia",
         ["CLYDE AUBREY NUTT", "LORENE NUTT"], ["SOUTHARK ENERGY PARTNERS, L.P."], "1996-02-07",
         [plss("Columbia", "AR", 14, "17S", "20W", "E/2 SE/4", 80.0)],
         False, None,
         "Trap: the releasor is the successor by merger of the original lessee; the merged company (Bodcaw Creek Gas "
         "Company) is named as lessee in the recital and expressly does not join, so it is no party. The partnership "
         "signs through its corporate general partner and that partner's officer (neither a party). Date: the printed "
         "'Dated ____, 19__' line is blank and a note says so; the only date of the releasor's act is the Louisiana "
         "acknowledgment, 7 February 1996, which governs. Decoys: merger effective 31 December 1993, lease date 3 June "
         "1986, recording stamp 1 March 1996.",
         None),
    doc(13, "ordinary", "affidavit_of_heirship", "TX", "Karnes",
         ["TEODORO RAMIREZ GARZA, DECEASED"], ["SIMONA GARZA TREVIÑO", "ELISEO GARZA", "JUAN ANTONIO GARZA"], "1933-03-22",
         [{"identity_phrase": "50 ACRES OUT OF THE YSIDRO BENAVIDES SURVEY, ABSTRACT 31, KARNES COUNTY, TX",
           "system": "texas_survey", "county": "Karnes", "state": "TX", "survey": "YSIDRO BENAVIDES SURVEY",
           "abstract": "31", "acres": 50}],
         False, None,
         "A Texas affidavit of heirship by a disinterested neighbour (the affiant is not labelled). The decedent died "
         "intestate in 1930, his wife before him in 1926; three children are the heirs, a third each. A daughter's "
         "husband is named in passing and is no heir. The only date of the instrument is the jurat, 22 March 1933, "
         "which governs; decoys: 1889 (residence since), the deaths, the recorded source deed, the filing stamp of 27 "
         "March 1933. Land: 50 acres out of a named survey with abstract.",
         light("Karnes", "Ysidro", "Benavides", "Runge")),
    doc(14, "ordinary", "royalty_deed", "KS", "Barton",
         ["FLOYD E. BRANDSTETTER", "HILDA M. BRANDSTETTER"], ["CLARENCE W. FAIRCHILD"], "1948-04-05",
         [plss("Barton", "KS", 31, "17S", "12W", "NW/4", 160.0, meridian="Sixth Principal")],
         False, None,
         "A Kansas royalty deed of the late 1940s: an undivided 1/16 of the oil and gas royalty, non-participating in "
         "leasing, bonus and rentals, the executive right kept by the grantors. Husband and wife are the parties of "
         "the first part, the buyer the party of the second part. Date: the testimonium 'this 5th day of April, 1948' "
         "(acknowledgment the same day); the register's entry of 9 April 1948 and a commission expiry are decoys. The "
         "minimum one-eighth lease royalty is a term, not a date.",
         None),
    doc(15, "trap", "deed_of_trust", "NV", "Elko",
         ["CALVIN R. STIDHAM", "ELEANOR STIDHAM"], ["MARCUS J. ELIZONDO"], "1977-06-30",
         [plss("Elko", "NV", 17, "38N", "61E", "S/2", 320.0, meridian="M.D.B.&M.")],
         False, None,
         "Trap: a purchase-money short-form deed of trust in which the beneficiary is the seller who has just conveyed "
         "the same land to the trustors by a concurrent deed (recited, not in the package). The seller appears as "
         "beneficiary and in the 'mail to' block; he is the secured party (grantee side), not a grantor, and the "
         "trustee title company is not labelled. Date: 'made this 30th day of June, 1977'; acknowledgment 1 July, note "
         "maturity 1 July 1987, commission expiry 1980 are decoys. The fictitious deed of trust is recited by "
         "reference only.",
         None),
    doc(16, "ordinary", "quitclaim_deed", "WA", "Adams",
         ["GUSTAV W. LINDQUIST"], ["BERTHA A. LINDQUIST SKOGLUND", "ERIK SKOGLUND"], "1911-09-13",
         [plss("Adams", "WA", 33, "17N", "35E", "NE/4", 160.0, meridian="Willamette")],
         True, None,
         "A Washington statutory quit claim deed of 1911 by a bachelor to his sister and her husband, both named as "
         "grantees (both labelled). The father from whom the claim comes, dead and named in a recital with his 1894 "
         "final certificate, is no party. Date: 'Dated this 13th day of September, 1911'; acknowledgment 14 September, "
         "auditor's filing 20 September, the tax year 1911 are decoys. The deed conveys the land itself "
         "(conveys_fee true) though without warranty.",
         medium("Adams", "Willamette", "Ritzville", "Lind")),
    doc(17, "trap", "mortgage_release", "SD", "Brown",
         ["PETER J. VANDERWAAL", "GEERTJE VANDERWAAL"], ["DAKOTA LOAN AND TRUST COMPANY OF ABERDEEN"], "1897-10-11",
         [plss("Brown", "SD", 35, "123N", "63W", "SW/4", 160.0, meridian="Fifth Principal")],
         False, None,
         "Trap: a partial release. The recital describes the whole mortgage, which covers all of Section 26 and the "
         "SW/4 of Section 35; only the SW/4 of Section 35 is released, and Section 26 is said to remain under the "
         "lien. The released land is the one tract of this instrument; Section 26, named only in the recital of the "
         "mortgage and expressly not released, is not labelled. Mortgagors on the grantor side, the releasing "
         "company on the grantee side; its secretary and the witnesses are not parties. Date: the testimonium 11 "
         "October 1897 (acknowledgment the same day); the mortgage of 1 May 1894 and the filing of 14 October are "
         "decoys.",
         light("Brown", "Aberdeen", "Dakota")),
    doc(18, "ordinary", "lease_ratification", "UT", "Duchesne",
         ["LARUE N. HATHAWAY", "DARRELL K. HATHAWAY"], ["UINTA CREST OIL COMPANY"], "1985-04-02",
         [plss("Duchesne", "UT", 29, "3S", "4W", "NW/4, N/2 SW/4", 240.0, meridian="U.S.M.")],
         False, None,
         "A Utah ratification by owners of an inherited mineral interest the lease did not bind, in WHEREAS form, with "
         "the ratify-adopt-confirm and lease-let-demise words. The lessor of the recited 1984 lease (Nielson) is named "
         "only in the recital and is not a party; the ratifiers (wife and husband, both named as the undersigned "
         "owners) and the lessee, which is still the present owner of the lease, are. Date: 'EXECUTED this 2nd day of "
         "April, 1985' (acknowledgment the same day); the lease date and commission expiry 10-12-87 are decoys.",
         None),
    doc(19, "ordinary", "special_warranty_deed", "WY", "Natrona",
         ["HEADGATE RANCH HOLDINGS, LLC"], ["THORNAPPLE FLATS CATTLE COMPANY"], "2019-10-17",
         [plss("Natrona", "WY", 12, "34N", "82W", "S/2 NE/4, SE/4", 240.0, meridian="6th P.M.")],
         True, "Grantor excepts and reserves all oil, gas and other minerals it owns in the land, with access.",
         "A Wyoming statutory special warranty deed ('CONVEYS AND WARRANTS, but only against those who claim by, "
         "through or under the Grantor') by an LLC signing by its managing member (not a party) to a corporation, with a "
         "reservation of the grantor's minerals and a homestead waiver. Date: 'WITNESS the hand of the Grantor this "
         "17th day of October, 2019'; acknowledgment 18 October, tax year 2019, the grazing lease's expiry 31 December "
         "2020 and commission expiry 4/19/2023 are decoys. The neighbouring rancher is unnamed.",
         None),
    doc(20, "trap", "affidavit_of_heirship", "KS", "Stafford",
         ["WALTER E. HOCHSTETLER, DECEASED"], ["MAXINE R. HOCHSTETLER", "DONALD W. HOCHSTETLER", "MARILYN HOCHSTETLER PRIBBLE"],
         "1974-05-08",
         [plss("Stafford", "KS", 19, "24S", "13W", "SE/4", 160.0, meridian="Sixth Principal")],
         False, None,
         "Trap: a decedent married twice. The heirs are the second wife (who survived him) and the two children of the "
         "first marriage; the second wife's son by her former marriage (Gary L. Doerksen) grew up in the home but was "
         "never adopted and is expressly not an heir; the first wife (dead 1958) and the second wife's former surname "
         "are no parties. The affiant is a pastor (not labelled). Date: 'Dated at St. John, Kansas, this 8th day of "
         "May, 1974' (execution); the jurat of 10 May is later and does not govern. Decoys: death 19 February 1973, "
         "marriage 5 March 1961, commission expiry 1977.",
         None),
    doc(21, "ordinary", "oil_gas_lease", "MI", "Otsego",
         ["CHESTER L. MROZINSKI", "IRENE T. MROZINSKI"], ["NORTHWOODS ANTRIM EXPLORATION COMPANY"], "1967-08-21",
         [plss("Otsego", "MI", 15, "30N", "3W", "W/2 SW/4", 80.0, meridian="Michigan")],
         False, None,
         "A Michigan printed lease of the 1960s with numbered paragraphs: husband and wife lessors 'whether one or "
         "more', a corporate lessee. Land in a named civil township, 'Town 30 North'. Date: 'made this 21st day of "
         "August, 1967' (the signatures are 'as of' that day); acknowledgment 23 August, a ten-year term, one-year "
         "deferral and commission expiry 1970 are decoys. A witness is also the notary; neither is a party.",
         light("Otsego", "Michigan", "Hayes", "Town", "Gaylord")),
    doc(22, "trap", "royalty_deed", "LA", "Caddo",
         ["ALPHONSE J. BROUSSARD"], ["ESTELLE B. CORMIER"], "1944-12-06",
         [plss("Caddo", "LA", 10, "17N", "15W", "N/2 NE/4", 80.0, meridian="Louisiana")],
         False, None,
         "Trap: an authentic act headed with the printed title 'MINERAL DEED' that sells a royalty only (1/64, no "
         "leasing, bonus, rental or entry rights, executive right retained; a ten-year term 'and as long thereafter "
         "as minerals are produced'): royalty_deed. The vendor's wife appears and signs only to declare that the "
         "interest is his separate property: not a party. The purchaser signs as accepting party (grantee). Date: the "
         "act's date, 6 December 1944, 'THUS DONE AND SIGNED ... on the date written at the beginning of this act'. "
         "Witnesses and the notary are not parties.",
         None),
    doc(23, "ordinary", "warranty_deed", "IN", "Gibson",
         ["SILAS W. DEPRIEST", "NANCY J. DEPRIEST"], ["AMBROSE T. KIGHTLINGER"], "1889-03-26",
         [plss("Gibson", "IN", 8, "3S", "11W", "E/2 NE/4", 80.0, meridian="Second Principal")],
         True, None,
         "An Indiana statutory 'Convey and Warrant' deed of 1889 by husband and wife, with a one-acre school-house "
         "lot excepted (the excepted parcel is no tract; the tract is the E/2 NE/4 as described). Date: the "
         "testimonium 26 March 1889; acknowledgment 27 March, recording 2 April 1889, the tax year 1889 and commission "
         "expiry 1892 are decoys. The notary also drew the deed; the recorder and deputy are not parties. A "
         "deed-record page header at the top is part of the OCR damage.",
         light("Gibson", "Posey", "Princeton", "Hickory", "Ridge",
               header=["DEED RECORD No. 61 . . . . GIBSON COUNTY, INDIANA . . . . PAGE {page}", 448])),
    doc(24, "ordinary", "mineral_deed", "NE", "Kimball",
         ["HERMAN A. OSTERLOH", "META OSTERLOH"], ["PANHANDLE ROYALTY PARTNERS"], "1955-01-14",
         [plss("Kimball", "NE", 23, "14N", "55W", None, 640.0, meridian="6th P.M.")],
         False, None,
         "A Nebraska mineral deed of 1955 by husband and wife to a general partnership (the partnership is the "
         "grantee; no partner is named). An undivided 1/4 in all of a section, subject to a recited lease to another "
         "company (not a party). Date: 'Signed this 14th day of January, 1955'; acknowledgment 15 January and the "
         "register's filing 18 January 1955 are decoys. 'All of Section Twenty-three' is one tract whose aliquots are "
         "null (ALL).",
         None),
    doc(25, "trap", "quitclaim_deed", "WI", "Marathon",
         ["MARGARETHE E. LUEBKE-HARTWIG"], ["WALDEMAR F. LUEBKE"], "1962-04-13",
         [plss("Marathon", "WI", 16, "29N", "7E", "SE/4 NW/4", 40.0, meridian="Fourth Principal")],
         True, None,
         "Trap: a quit claim by a widow living in Germany, dated in the European day.month.year form, 'Dated at "
         "Hamburg this 13.04.1962' (13 April 1962; read as month 13 it is no date), acknowledged the same day before a "
         "United States vice consul (not a party), whose certificate spells the date out. Her former name is not a "
         "second party; the mother named as the source of the claim (died 1951) is no party. Decoys: the register's "
         "receipt 7 May 1962, the tax year 1962, consular fee and service numbers. Land in a named civil town.",
         None),
    doc(26, "ordinary", "lease_assignment", "OK", "Kingfisher",
         ["REDBUD PRAIRIE LAND SERVICES, L.L.C."], ["CIMARRON SHELF RESOURCES, L.P."], "2011-06-29",
         [plss("Kingfisher", "OK", 22, "17N", "6W", "NE/4", 160.0, meridian="I.M.")],
         False, None,
         "An Oklahoma assignment of a lease taken by a lease broker and assigned on to an operator: the lease is "
         "described in a field block (Lessor, Lessee, Date, Recorded, Description) whose lessor is no party here. "
         "Assignor and Assignee are defined; the manager signs for the LLC (not a party). Date: 'Executed this 29th day "
         "of June, 2011' (acknowledgment the same day); the lease date 18 May 2011 and the notary's commission expiry "
         "are decoys. No override is reserved.",
         None),
    doc(27, "trap", "lease_ratification", "CO", "Weld",
         ["JUDITH AULTMAN RENFROW", "PLATTE VALLEY NATIONAL BANK, TRUSTEE", "LYLE D. AULTMAN"],
         ["PAWNEE BUTTES OPERATING, INC."], "1999-04-05",
         [plss("Weld", "CO", 33, "6N", "64W", "SW/4", 160.0, meridian="6th P.M.")],
         False, None,
         "Trap: the ratifying owners are rows of a table with an interest column and a signature-and-date column. One "
         "listed owner (Cecil B. Aultman) 'NOT SIGNED - returned unsigned' has ratified nothing and is not a party; a "
         "bank signs as trustee of a testamentary trust by its trust officer (the bank is labelled as trustee; the "
         "officer and the testator named in the trust's name are not). The lessee is the present owner of the lease, "
         "not the original lessee or the recited lessor. Date: the counterparts say the last signature completes the "
         "instrument: 04/05/1999 (against 03/08 and 03/22); the lease date 1997 and its term end 2002 are decoys.",
         None),
    doc(28, "ordinary", "lease_release", "PA", "Washington",
         ["DALE R. YABLONSKI", "SHARON A. YABLONSKI"], ["ALLEGHENY RIDGE GAS COMPANY"], "2010-11-08",
         [{"identity_phrase": "92.5 ACRES, TAX PARCEL 540-007-00-00-0012-00, MORRIS TOWNSHIP, WASHINGTON COUNTY, PA",
           "system": "other", "county": "Washington", "state": "PA", "acres": 92.5}],
         False, None,
         "A Pennsylvania release of a whole Marcellus-era lease on an operator's form, with a field block naming the "
         "lessors (grantor side) and the releasor as the lessee (grantee side); the officer and attesting secretary "
         "sign for the company. Date: the testimonium 'executed ... on the 8th day of November, 2010' (acknowledgment "
         "the same day); the lease date 12 September 2005 and the commission expiry are decoys. Land is a tax parcel "
         "of 92.5 acres in a township bounded by adjoiners (no calls), system other.",
         None),
    doc(29, "ordinary", "deed_of_trust", "MS", "Lincoln",
         ["THEODORE L. APPLEWHITE", "LUCINDA APPLEWHITE"], ["THE PEOPLES BANK OF BROOKHAVEN"], "1929-02-18",
         [plss("Lincoln", "MS", 12, "7N", "8E", "S/2 SE/4", 80.0)],
         False, None,
         "A Mississippi farm deed of trust of 1929: husband and wife convey and warrant to a named individual trustee "
         "(not labelled) in trust to secure a bank (the beneficiary, grantee side), with the year's crops. Date: "
         "'Witness our signatures, this the 18th day of February, 1929' (acknowledgment the same day); the note's "
         "maturity 15 November 1929, the crop year and the commission expiry are decoys. No meridian is named, as is "
         "usual in the county.",
         medium("Lincoln", "Brookhaven", "Mississippi")),
    doc(30, "trap", "correction_deed", "MN", "Polk",
         ["ARVID N. SOLHEIM", "JUNE E. SOLHEIM"], ["RED LAKE RIVER FARMS, INC."], "2002-05-20",
         [plss("Polk", "MN", 13, "150N", "45W", "NW/4", meridian="Fifth Principal")],
         True, None,
         "Trap: a correction warranty deed on the Minnesota uniform blank correcting the section number of an earlier "
         "deed between the same parties (typed Section 31 for Section 13). Section 31 is named only as the error of "
         "the recited deed, with the statement that nothing there is conveyed: it is no tract. Date: the form's "
         "'Date: May 20, 2002' field; the recited deed's date and recording (March 2002), the acknowledgment of 22 May "
         "and the recorder's certificate of 29 May are decoys. No acreage is stated.",
         None),
    doc(31, "ordinary", "mortgage_release", "OH", "Noble",
         ["RUSSELL D. STOTTLEMYER", "JANICE L. STOTTLEMYER"], ["MUSKINGUM VALLEY COMMUNITY BANK"], "2021-03-15",
         [{"identity_phrase": "47.3 ACRES IN SEC 21 T6 R9, OLIVE TOWNSHIP, NOBLE COUNTY, OH", "system": "metes_bounds",
           "county": "Noble", "state": "OH", "section": "21", "township": "6", "range": "9", "acres": 47.3}],
         False, None,
         "An Ohio bank satisfaction of mortgage with a field block (Mortgagors, Mortgagee, Mortgage dated, Recorded): "
         "mortgagors on the grantor side, the bank on the grantee side; its assistant vice president signs. Date: "
         "'Signed this 15th day of March, 2021'; acknowledgment 16 March, the mortgage date 9 April 2014, the "
         "recorder's receipt 03/22/2021 and commission expiry are decoys. Land: 47.3 acres, part of a section of an "
         "Ohio survey whose township and range carry no direction (kept as numbers).",
         None),
    doc(32, "trap", "partition_deed", "TX", "Ward",
         ["DELMA RAE TOWNSEND", "LUTHER CALVIN PRUETT"], ["DELMA RAE TOWNSEND", "LUTHER CALVIN PRUETT"], "1984-12-03",
         [{"identity_phrase": "SECTION 6, BLOCK 17, G&MMB&A RR CO SURVEY, ABSTRACT 2211, WARD COUNTY, TX",
           "system": "texas_survey", "county": "Ward", "state": "TX", "section": "6", "block": "17",
           "survey": "G&MMB&A RR CO", "abstract": "2211", "acres": 640},
          {"identity_phrase": "SECTION 5, BLOCK 17, G&MMB&A RR CO SURVEY, ABSTRACT 2210, WARD COUNTY, TX",
           "system": "texas_survey", "county": "Ward", "state": "TX", "section": "5", "block": "17",
           "survey": "G&MMB&A RR CO", "abstract": "2210", "acres": 640}],
         True, None,
         "Trap: a partition between a sister and brother with owelty: the one who takes the better section pays the "
         "other by a note, and an owelty of partition lien is retained on her section, which reads like an "
         "encumbrance but is expressly no deed of trust; the instrument is a partition deed, the cotenants on both "
         "sides. The brother's wife signs 'consenting only' and is not a party. Date: 'made on the 3rd day of "
         "December, 1984'; acknowledgments of 5 and 10 December and the first installment 3 December 1985 are decoys. "
         "Two tracts: two sections of one railway block, each with its own abstract.",
         None),
    doc(33, "ordinary", "affidavit_of_heirship", "NM", "Eddy",
         ["FIDEL R. SANDOVAL, DECEASED"], ["RUBEN A. SANDOVAL", "CONSUELO SANDOVAL ARCHULETA"], "1966-10-11",
         [plss("Eddy", "NM", 34, "19S", "27E", "S/2 NW/4, NW/4 SW/4", meridian="N.M.P.M.")],
         False, None,
         "A New Mexico heirship affidavit by a disinterested neighbour (not labelled), in numbered paragraphs. The "
         "decedent's 'also known as' initials are no second party; his wife died before him; of three children one "
         "died before him leaving no issue, so two heirs take one-half each. Date: 'Dated this 11th day of October, "
         "1966' (the jurat is the same day); deaths in 1961, 1963 and 1965 and the commission expiry 1969 are decoys. "
         "No acreage is stated for the tract.",
         light("Eddy", "Carlsbad", "Artesia", "Roswell")),
    doc(34, "ordinary", "right_of_way", "IL", "Wayne",
         ["OTIS R. KNAPPENBERGER", "ZELMA KNAPPENBERGER"], ["LITTLE WABASH PIPE LINE COMPANY"], "1931-06-24",
         [plss("Wayne", "IL", 17, "1S", "7E", "NW/4 SE/4", 40.0, meridian="Third Principal")],
         False, None,
         "An Illinois pipe line right of way of 1931 paid by the rod (forty-two rods at a dollar), with burial, "
         "damages-by-three-appraisers and additional-line clauses; husband and wife grantors (the wife waives "
         "homestead in the acknowledgment but is named as a grantor throughout, so she is labelled), a pipe line "
         "company grantee. Date: 'Witness our hands and seals this 24th day of June, 1931'; acknowledgment 25 June. "
         "An encumbrance: conveys_fee false.",
         None),
    doc(35, "trap", "patent", "TX", "Pecos",
         ["THE STATE OF TEXAS"], ["WILEY HARKRIDER"], "1886-08-19",
         [{"identity_phrase": "160 ACRES, ISOM T. GATLING PREEMPTION SURVEY NO. 8, PECOS COUNTY, TX",
           "system": "texas_survey", "county": "Pecos", "state": "TX",
           "survey": "ISOM T. GATLING PREEMPTION SURVEY NO. 8", "acres": 160}],
         True, None,
         "Trap: a Texas preemption patent issued to the assignee of the settler: the preemption certificate was issued "
         "to Isom T. Gatling, who proved occupancy and then assigned it; the State grants 'unto the said Wiley "
         "Harkrider, assignee of Isom T. Gatling', and says no title is granted to Gatling. The grantee is the "
         "assignee; the settler, whose name the survey keeps, is named only in recitals. The governor and commissioner "
         "(signature lines blank) are not parties. Date: the testimonium in words, 'the nineteenth day of August, A. D. "
         "one thousand eight hundred and eighty-six'; decoys: certificate 1880, survey 1879, "
         "occupancy proof 1883, transfer 1885, delivery 8 September and recording 2 November 1886.",
         medium("Pecos", "Toyah", "Gatling", "Preemption", "Stockton", "varas", "mound", "stone")),
    doc(36, "ordinary", "deed", "CA", "Kern",
         ["MARTHA L. QUINTERO, EXECUTOR"], ["ORRIN T. VALDIVIA", "LETICIA R. VALDIVIA"], "1993-08-19",
         [plss("Kern", "CA", 14, "29S", "27E", "N/2 SW/4", 80.0, meridian="Mount Diablo")],
         True, "Excepts one-half of the oil, gas and minerals reserved in an earlier deed to the decedent.",
         "A California executor's deed after a court-confirmed private sale, 'without warranty' (category deed). The "
         "executor is the grantor, labelled by name with her capacity; the decedent, the court and the judge are not "
         "parties. Grantees are husband and wife as community property. Date: 'Dated: August 19, 1993'; the order "
         "confirming sale (2 August 1993), the acknowledgment (20 August) and commission expiry are decoys. The "
         "exception of half the minerals is a prior reservation, not a new one.",
         None),
    doc(37, "trap", "probate", "FL", "Hendry",
         ["HOWARD LEE PENNYPACKER, DECEASED"],
         ["DOROTHY ANN PENNYPACKER", "TRAVIS L. PENNYPACKER", "KAYLEE M. PENNYPACKER"], "2016-03-14",
         [plss("Hendry", "FL", 9, "44S", "31E", "NW/4 SE/4", 40.0, meridian="Tallahassee")],
         False, None,
         "Trap: a Florida order of summary administration whose distribution is a two-column table: a hospital "
         "creditor paid in cash (no party, no land) is the first row; the widow, a son and a minor daughter take the "
         "land in stated shares. The minor's guardian of the property appears in her row and in the copy list and is "
         "not a party; the petitioner is labelled only as the widow-beneficiary she is; the judge (unnamed) and the "
         "attorney are not parties. Date: 'ORDERED in Chambers ... on March 14, 2016'; decoys: death 12 September "
         "2015, petition 1 December 2015, the will of 3 May 2009, the file number's 2015.",
         None),
    doc(38, "ordinary", "warranty_deed", "MO", "Vernon",
         ["JOHN WESLEY MCCLUNG", "SARAH E. MCCLUNG"], ["EZRA B. HOLTZCLAW"], "1906-10-09",
         [plss("Vernon", "MO", 25, "36N", "31W", "SE/4 SW/4, SW/4 SE/4", 80.0, meridian="Fifth Principal")],
         True, None,
         "A Missouri general warranty deed of 1906 with the 'Grant, Bargain and Sell, Convey and Confirm' words and "
         "the full covenants of seisin, right to convey, freedom from encumbrance and warranty. The deed's own date "
         "has the year in words ('one thousand nine hundred and six'): 9 October 1906; the acknowledgment (10 October "
         "1906) and the notary's term are decoys. Two quarter-quarters of one section, one tract ('lying south of the "
         "public road' is labelled as the aliquots).",
         medium("Vernon", "Barton", "Nevada", "Missouri")),
    doc(39, "ordinary", "oil_gas_lease", "TX", "Karnes",
         ["HENRIETTA VOGT SCHNEIDER"], ["EAGLEFORD TRAILS ENERGY, LLC"], "2024-02-06",
         [{"identity_phrase": "105.73 ACRES OUT OF THE LEANDRO CARDENAS SURVEY, ABSTRACT 64, KARNES COUNTY, TX",
           "system": "texas_survey", "county": "Karnes", "state": "TX", "survey": "LEANDRO CARDENAS SURVEY",
           "abstract": "64", "acres": 105.73}],
         False, None,
         "A Texas paid-up lease of the horizontal-well era, 'made and entered into as of' a defined Effective Date "
         "(6 February 2024), 'Signed on the date shown in the acknowledgment below, but effective as of the Effective "
         "Date': the effective date governs over the acknowledgment of 21 February 2024. The grantor of the recited "
         "1979 source deed is no party. Decoys: three-year term, commission expiry 10/06/2027. Land: acreage out of a "
         "named survey with abstract.",
         None),
    doc(40, "trap", "other", "OK", "Woods",
         ["MERLE JEAN KAUFFELD"], [], "2023-09-18",
         [plss("Woods", "OK", 15, "27N", "16W", "SW/4", 160.0, meridian="Indian")],
         None, None,
         "Trap: an owner's affidavit of non-production and notice that she claims her lease has terminated, recorded "
         "after a demand for a release went unanswered. It looks like a lease release, but the lessee does not join "
         "and the affidavit says it releases, conveys and transfers nothing: category other, conveys_fee null. The "
         "owner (affiant) is labelled on the grantor side; the lessee, named only in the recital of the lease and the "
         "certificate of mailing, is not a party. Date: 'Dated this 18th day of September, 2023'; jurat 19 September, "
         "lease date 2017, term end 2020, demand 1 August 2023 are decoys.",
         None),
]
