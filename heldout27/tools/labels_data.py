"""heldout27: labels, form and damage plan of each instrument (kept-aside material).

DOCS: one dict per instrument, in id order: id, file_name, state, county, form ("ordinary" or "trap"),
noise (None, or {level, protect, replace, header}) and labels (the realdocs label format).
"""

LAND_WORDS = ["Section", "Sections", "Township", "Range", "North", "South", "East", "West", "Quarter",
              "Half", "Northeast", "Northwest", "Southeast", "Southwest", "Meridian", "Principal", "Lot", "Lots",
              "acres", "Town"]


def P(county, state, sec, twp, rng, mer, aliquots, lots=(), acres=None):
    t = {"identity_phrase": "", "system": "plss", "county": county, "state": state, "section": str(sec),
         "township": twp, "range": rng, "meridian": mer, "aliquots": aliquots, "lots": [str(x) for x in lots]}
    head = (aliquots + " " if aliquots else "") + (("LOTS " + ",".join(t["lots"]) + " ") if lots else "")
    t["identity_phrase"] = f"{head}SEC {sec} T{twp} R{rng}, {county.upper()} COUNTY, {state}".strip()
    if acres:
        t["acres"] = acres
    return t


def noise(level, *words, header=None):
    return {"level": level, "protect": LAND_WORDS + list(words), "replace": [], "header": header}


def doc(i, form, state, county, cat, grantors, grantees, date, tracts, fee, reservations, notes, damage=None):
    return {"id": f"d27{i:02d}", "file_name": f"d27{i:02d}.txt", "state": state, "county": county, "form": form,
            "noise": damage,
            "labels": {"doc_category": cat, "grantors": grantors, "grantees": grantees, "governing_date": date,
                       "tracts": tracts, "conveys_fee": fee, "reservations": reservations, "notes": notes}}


DOCS = [
    doc(1, "ordinary", "CO", "Weld", "oil_gas_lease",
        ["WENDELL ARLO KRISTOFFERSEN", "LORNA MAE KRISTOFFERSEN"], ["TALLGRASS DIVIDE ENERGY PARTNERS, LLC"],
        "2012-10-09", [P("Weld", "CO", 14, "5N", "64W", "6th PM", "NW/4", acres=160.0)], False, None,
        "Colorado paid-up lease with numbered clauses. The premises date ('entered into on the 9th day of October, "
        "2012') is the execution date; the acknowledgment of October 15 and the commission expiry are decoys. "
        "Husband and wife both lessors. Township-header layout 'Section 14: NW/4'. The 350-foot setback and the "
        "three-year term are not dates.", noise(1, "Weld", "Keenesburg", "Denver")),
    doc(2, "trap", "TX", "Wharton", "warranty_deed",
        ["ELBERT CASTLEBERRY"], ["BAYOU PRAIRIE RICE COMPANY"], "1958-02-27",
        [{"identity_phrase": "100 AC ISAAC PEMBERTHY SURVEY A-412, WHARTON COUNTY, TX", "system": "texas_survey",
          "county": "Wharton", "state": "TX", "survey": "Isaac Pemberthy Survey", "abstract": "412", "acres": 100.0}],
        True, None,
        "Trap: deed to the nominee of the contract purchaser. The contract purchaser, Lucius P. Armentrout, is "
        "named prominently in the recitals and signs 'joining only to direct the conveyance'; he takes nothing and "
        "is not a grantor (he held no title). The grantee is the assignee of the contract, Bayou Prairie Rice "
        "Company. Dates: contract (January 2) and assignment (February 20) are recitals; the source deed of 1931 is "
        "a recital; execution 'WITNESS my hand ... this 27th day of February, 1958' governs, not the acknowledgment "
        "of the 28th or the filing of March 6."),
    doc(3, "ordinary", "WY", "Converse", "mineral_deed",
        ["THADDEUS V. OSTRANDER", "RUBY ELLEN OSTRANDER"], ["HALVERSON PLATTE MINERALS, INC."], "1951-06-11",
        [P("Converse", "WY", 22, "33N", "72W", "6th PM", "S/2 NE/4", acres=80.0)], False, None,
        "Wyoming printed mineral deed of an undivided 1/2 of the minerals, with ingress and subject-to-lease clauses "
        "(half of royalties and rentals). Husband and wife both grantors (the wife is named as a grantor, not only "
        "releasing). Execution 'WITNESS our hands this 11th day of June, 1951', the same day as the acknowledgment; "
        "commission expiry 1954 is a decoy.", noise(1, "Converse", "Douglas", "Casper")),
    doc(4, "ordinary", "OK", "Grady", "lease_assignment",
        ["CIMARRON BREAKS PETROLEUM CORPORATION"], ["REDLANDS WASHITA OPERATING COMPANY"], "1979-04-18",
        [P("Grady", "OK", 9, "6N", "7W", "Indian", "SE/4", acres=160.0)], False,
        "Assignor reserves an overriding royalty of 1/32 of 8/8.",
        "Oklahoma printed assignment of a whole lease reserving a 1/32 override. The recited lease (May 2, 1977, "
        "Teague lessors) is a recital: its lessors are not parties. Officers signing for the assignor are not "
        "labelled. 'EXECUTED this 18th day of April, 1979' governs; the acknowledgment of April 19 and the "
        "commission expiry 8-30-1981 are decoys."),
    doc(5, "trap", "NM", "Eddy", "lease_release",
        ["CALVIN RUSSELL ESPARZA"], ["PECOS SHELF RESOURCES, L.L.C."], "1997-03-14",
        [P("Eddy", "NM", 31, "19S", "28E", "NMPM", "E/2 SW/4", lots=(3, 4), acres=160.24)], False,
        "The releasing party retains the lease from the surface to 100 feet below the base of the Bone Spring.",
        "Trap: a partial release by depth only: the lease is released below 100 feet under the base of the Bone "
        "Spring and kept above it, in capitals ('THE RELEASING PARTY RETAINS'), so the same land stays under lease "
        "above; the tract is still the whole description. The original lessee (Loving Draw Exploration, Inc.) is "
        "named in the recited lease and as assignor of a recited assignment; it is no party. The lessor is the "
        "grantor side, the present holder the grantee side. Dates: the stated effective date (March 14, 1997) "
        "governs over the execution (September 22, 1997); the lease date 1992 and the assignment of August 1, "
        "1995 are recitals."),
    doc(6, "ordinary", "KS", "Barton", "deed_of_trust",
        ["AUGUST REINHOLD MEISSNER", "KATHARINA MEISSNER"], ["THE GREAT BEND FARMERS SAVINGS BANK"], "1928-12-03",
        [P("Barton", "KS", 5, "17S", "12W", "6th PM", "NE/4", acres=160.0)], False, None,
        "Kansas statutory real estate mortgage (a mortgage is deed_of_trust in DOMAIN's vocabulary). Husband and "
        "wife both mortgagors; the savings bank is the mortgagee. 'THIS INDENTURE, made this 3rd day of December, "
        "1928' governs; acknowledgment December 4, note maturity December 1, 1933 and commission expiry are decoys.",
        noise(2, "Barton", "Great", "Bend")),
    doc(7, "trap", "MT", "Richland", "affidavit_of_heirship",
        ["ROLAND PIKE TESSMER"], ["MAVIS JEAN TESSMER", "ROLAND PIKE TESSMER JR.", "CORINNE ADELE TESSMER"],
        "1988-08-19", [P("Richland", "MT", 12, "23N", "58E", "PMM", "W/2", acres=320.0)], False, None,
        "Trap: three generations carry one name. The decedent (ROLAND PIKE TESSMER) is the grantor side; his son "
        "ROLAND PIKE TESSMER JR. is an heir; the grandson Roland Pike Tessmer III is named in the same paragraph "
        "and is expressly not an heir (his father is living). Heirs: the widow and the two children. The affiant, "
        "the decedent's bookkeeper, is not labelled. Dates: the marriage (1951), births and death (January 12, "
        "1987) are recitals; 'Dated this 19th day of August, 1988' governs over the jurat of August 22."),
    doc(8, "ordinary", "ND", "Mountrail", "royalty_deed",
        ["OSKAR T. BJORNSTAD", "INGA BJORNSTAD"], ["LITTLE MISSOURI ROYALTY COMPANY"], "1953-03-02",
        [P("Mountrail", "ND", 27, "156N", "92W", "5th PM", "SW/4", acres=160.0)], False, None,
        "North Dakota royalty deed of 1/4 of the royalty (1/32 of production), non-participating in bonus, "
        "rentals and leasing. Husband and wife both grantors. 'Signed this 2nd day of March, 1953', the same day "
        "as the acknowledgment. The fractions 1/8 and 1/32 are not parts of the land; commission expiry is a decoy."),
    doc(9, "ordinary", "IA", "Page", "warranty_deed",
        ["CYRENIUS B. ALDRIDGE", "PHOEBE ANN ALDRIDGE"], ["HIRAM WESTCOTT PENNYPACKER"], "1883-04-14",
        [P("Page", "IA", 18, "68N", "37W", "5th PM", "NE/4 SE/4", acres=40.0)], True, None,
        "Iowa warranty deed of 1883 with the year in words in the execution line ('Signed the Fourteenth day of "
        "April, eighteen hundred eighty-three'); the figures 1883 appear only "
        "in the acknowledgment (April 16) and the filing (April 21), which are decoys. The wife is named as a "
        "grantor and also relinquishes dower: she is labelled. An assumed mortgage to a loan company and a highway "
        "strip excepted (not a tract).", noise(1, "Page", "Taylor", "Clarinda")),
    doc(10, "trap", "LA", "Caddo", "oil_gas_lease",
        ["SUCCESSION OF ARMAND JOSEPH THIBODAUX"], ["BRUSHY BAYOU HAYNESVILLE COMPANY, L.L.C."], "2009-06-02",
        [P("Caddo", "LA", 4, "17N", "15W", "Louisiana", "SE/4 NE/4", acres=40.0)], False, None,
        "Trap: the lessor is a succession (the estate) acting through its independent executrix, whose own name "
        "(Yvette Marie Thibodaux Guidry) carries the decedent's surname; she is not labelled, the succession is. "
        "The widow and children are said to be named only in the annexed judgment and do not appear. Dates: the "
        "court order of May 11, 2009 is a recital; the act's 'THUS DONE AND PASSED ... on the 2nd day of June, "
        "2009' governs; the opening says 'on the dates set forth below'."),
    doc(11, "ordinary", "WA", "Adams", "quitclaim_deed",
        ["LYLE EVERETT DOBROWSKI", "BERNADINE ROSE DOBROWSKI"], ["PALOUSE RIM WHEAT GROWERS, INC."], "1974-04-26",
        [P("Adams", "WA", 8, "16N", "33E", "Willamette", "E/2", acres=320.0)], True, None,
        "Washington statutory quitclaim by defaulted contract purchasers to the seller after forfeiture, with the "
        "excise tax receipt line. 'Dated this 26th day of April, 1974' governs; the contract of February 1, 1966 is "
        "a recital; acknowledgment April 29 and filing May 2 are decoys.", noise(1, "Adams", "Ritzville", "Columbia")),
    doc(12, "trap", "KS", "Stafford", "mineral_deed",
        ["DORRANCE WAYNE KILLINGSWORTH"], ["NINNESCAH BASIN ROYALTIES"], "1983-03-04",
        [P("Stafford", "KS", 20, "22S", "13W", "6th PM", "SW/4", acres=160.0)], False, None,
        "Trap: the acknowledgment year is transposed ('this 8th day of March, 1938', forty-five years before the "
        "deed and before a lease of 1980 that the deed recites); the execution 'Signed this 4th day of March, 1983' "
        "governs in any case, and the filing stamp of March 10, 1983 confirms it. The grantee partnership carries an "
        "'also known as' name, which is not a second party. The recited lease (July 7, 1980) is a recital.",
        noise(1, "Stafford", "St", "John", "Pratt", "Zenda")),
    doc(13, "ordinary", "OH", "Harrison", "lease_release",
        ["AMBROSE T. YODERMANN"], ["CONOTTON CREEK MIDSTREAM & UPSTREAM COMPANY"], "2015-02-17",
        [{"identity_phrase": "SEC 22 TWP 11 RNG 5, HARRISON COUNTY, OH", "system": "plss", "county": "Harrison",
          "state": "OH", "section": "22", "township": "11", "range": "5", "meridian": "Seven Ranges (Ohio River Base)",
          "aliquots": None, "lots": [], "acres": 82.0}], False, None,
        "Ohio corporate release and surrender of an expired Utica-era lease held by assignment; the original lessee "
        "(Stillwater Ridge Land Services) is a recital. The land is in the Seven Ranges survey: Section 22, "
        "Township 11, Range 5 with no direction (Ohio's undirected town and range stay numbers), 82 acres in Archer "
        "Township. Execution 'on this 17th day of February, 2015'; the lease date, the primary-term end and the "
        "acknowledgment of February 18 are decoys."),
    doc(14, "trap", "AR", "Columbia", "probate",
        ["PERCIVAL LAMONT STRICKLIN, DECEASED"],
        ["OPHELIA STRICKLIN VANCE", "MERIDETH ANNE STRICKLIN", "CALLOWAY STRICKLIN"], "1941-03-17",
        [P("Columbia", "AR", 30, "17S", "20W", "5th PM", "N/2 SE/4", acres=80.0)], False, None,
        "Trap: a class gift 'to the children of my brother', the class closing at the testator's death: the two "
        "children then living take and are labelled; a third child born after the testator's death (Baxter Ransom "
        "Stricklin) is named and excluded, and the living brother himself and his wife take nothing. The executor "
        "bank and the judge are not parties. Dates: death 1939, will 1934, probate December 1, 1939, the after-born "
        "child's birth (1940) and the hearing date March 10, 1941 are recitals; 'Done and ordered this 17th day of "
        "March, 1941' governs. No meridian is written (Fifth Principal in Arkansas)."),
    doc(15, "ordinary", "TX", "Karnes", "lease_ratification",
        ["HERMINIA SAENZ OLIVARES"], ["ESCONDIDO MOTT OPERATING, LP"], "2004-01-23",
        [{"identity_phrase": "181.5 AC ANSELMO TREVINO SURVEY A-288, KARNES COUNTY, TX", "system": "texas_survey",
          "county": "Karnes", "state": "TX", "survey": "Anselmo Trevino Survey", "abstract": "288", "acres": 181.5}],
        False, None,
        "Texas ratification by a later buyer of a 1/3 mineral interest to the present lessee holding by assignment. "
        "The original lessor (Ignacio Villarreal Saenz) and original lessee (Cibolo Trend Exploration) are "
        "recitals and not parties; the ratifier shares a surname with the recited lessor but acquired by deed. "
        "'EXECUTED this 23rd day of January, 2004'; the lease date July 1, 2001 and the acknowledgment of January "
        "26 are decoys."),
    doc(16, "ordinary", "ID", "Canyon", "deed_of_trust",
        ["CHRISTOPHER NEAL BRANNIGAN", "SHAUNA LYNNE BRANNIGAN"], ["OWYHEE BENCH CREDIT UNION"], "2006-07-14",
        [P("Canyon", "ID", 10, "3N", "3W", "Boise", "SW/4 NE/4", acres=5.0)], False, None,
        "Idaho short-form deed of trust with assignment of rents and ditch company shares. Borrowers (called "
        "Grantor) and the beneficiary credit union are labelled; the trustee title company is not. The parcel is "
        "'the West five (5) acres of' the SW/4 NE/4, labelled as that aliquot with 5 acres. 'made this 14th day of "
        "July, 2006'; the acknowledgment of July 17 and the maturity August 1, 2036 are decoys."),
    doc(17, "trap", "TX", "Upton", "lease_assignment",
        ["CASTLE GAP WOLFCAMP PARTNERS, LTD."], ["MILDRED OPAL HENDRICKSON"], "1986-11-01",
        [{"identity_phrase": "SEC 14 BLK 40 T-5-S T&P RR CO SURVEY A-611, UPTON COUNTY, TX", "system": "texas_survey",
          "county": "Upton", "state": "TX", "section": "14", "block": "40", "survey": "T&P RR Co. Survey",
          "abstract": "611", "acres": 640.0}], False, None,
        "Trap: a lease assigned back to its own lessor, who is also named as lessor in the recited lease; she is the "
        "assignee here (leasehold merging with her minerals), not a grantor. The general partner signing for the "
        "assignor partnership (Rankin Escarpment Management, Inc.) and its president are not labelled. Dates: a "
        "stated Effective Date at the head (November 1, 1986, 7:00 a.m.) governs over the execution of December "
        "19, 1986; the lease date of 1981 is a recital."),
    doc(18, "ordinary", "NE", "Kimball", "affidavit_of_heirship",
        ["EMIL FRIEDRICH HAUSCHILDT"], ["HERMAN CARL HAUSCHILDT", "LOUISE HAUSCHILDT PFANNENSTIEL", "OTTO WILHELM HAUSCHILDT"],
        "1962-05-14", [P("Kimball", "NE", 6, "14N", "56W", "6th PM", "N/2", acres=317.42)], False, None,
        "Nebraska heirship affidavit by a disinterested neighbour (not labelled). Decedent and his three children; "
        "the predeceased wife takes nothing and is not labelled. 'Dated this 14th day of May, 1962' (same day as "
        "the jurat); the death of 1960 and the wife's death of 1955 are recitals.",
        noise(1, "Kimball", "Sidney", "Torrington", "Wilhelmina")),
    doc(19, "ordinary", "MO", "Vernon", "mortgage_release",
        ["LEMUEL HARKINS COFFELT", "ARABELLA COFFELT"], ["THE NEVADA CITY BUILDING AND LOAN ASSOCIATION"],
        "1912-10-09", [P("Vernon", "MO", 25, "35N", "32W", "5th PM", "NW/4", acres=160.0)], False, None,
        "Missouri deed of release of a deed of trust by the building and loan association holding the note, the "
        "trustee joining at its request (trustee not labelled; officers not labelled). Mortgagors on the grantor "
        "side. The land is written 'Township Thirty-five, Range Thirty-two' without directions or meridian: "
        "labelled 35N 32W as the Fifth Principal Meridian gives them in Vernon County. 'has had its President sign ... "
        "this 9th day of October, 1912'; the deed of trust of April 2, 1907 is a recital; acknowledgment October 10.",
        noise(2, "Vernon", "Nevada", "Thirty-five", "Thirty-two", "twenty-five")),
    doc(20, "trap", "WY", "Sweetwater", "right_of_way",
        ["BLACK BUTTE SHEEP COMPANY"], ["BITTER CREEK GATHERING SYSTEM, INC."], "1972-05-08",
        [P("Sweetwater", "WY", 17, "19N", "104W", "6th PM", None, acres=640.0)], False, None,
        "Trap: the grazing tenant signs a consent block prominently ('Consented: ... Tenant') and is said to convey "
        "nothing: not labelled; the engineering company whose plat is attached is no party. Dates: the plat date "
        "April 2, 1971 is declared not the grant's date; 'Signed for the Grantor on the 8th day of May, 1972' is "
        "the execution, the same day as the acknowledgment; the recording of May 30 is later. Section 17 'All' "
        "has null aliquots. The rate per rod is no land."),
    doc(21, "ordinary", "IL", "Wayne", "partition_deed",
        ["AMOS GIDEON BURCHFIELD", "LEVI WINFIELD BURCHFIELD", "NANCY JANE BURCHFIELD TOLLIVER"],
        ["AMOS GIDEON BURCHFIELD", "LEVI WINFIELD BURCHFIELD", "NANCY JANE BURCHFIELD TOLLIVER"], "1907-09-21",
        [P("Wayne", "IL", 3, "1S", "7E", "3rd PM", "NE/4, SE/4"), P("Wayne", "IL", 10, "1S", "7E", "3rd PM", "NW/4", acres=160.0)],
        True, None,
        "Illinois partition deed of 1907 among three heirs as tenants in common, the spouses joining only to release "
        "dower and homestead (not labelled). Cotenants on both sides. Two allotments lie in Section 3 (one tract, "
        "NE/4 and SE/4; acres left out since each part states its own) and one in Section 10. The premises date has "
        "the year in words ('made this 21st day of September, in the year one thousand nine hundred and seven'); "
        "the acknowledgment of September 23, 1907 is a decoy.", noise(1, "Wayne", "Jeremiah")),
    doc(22, "trap", "MS", "Jones", "quitclaim_deed",
        ["ODESSA PITTMAN YARBOROUGH", "TALMADGE HUEY PITTMAN", "VERBENA PITTMAN"], ["ELDRIDGE POLK PITTMAN"],
        "1931-11-07", [P("Jones", "MS", 21, "7N", "12W", "St. Stephens", "NW/4 NE/4, NE/4 NW/4", acres=80.0)], True, None,
        "Trap: five heirs are named; the minor brother Rufus Delano Pittman is named among them but does not join "
        "and conveys nothing (not labelled); the grantee brother is also an heir but only receives. A husband signs "
        "'only to release any marital claim' (not labelled). The deceased father is a recital. 'WITNESS our "
        "signatures, this the 7th day of November, 1931'; acknowledgment November 9 and filing November 12 are "
        "decoys; 'taxes for the year 1931' is not a date.", noise(2, "Jones", "Jasper", "Lucius", "Rufus", "Delano",
                                                              "Cleon", "Stephens")),
    doc(23, "ordinary", "AR", "Union", "oil_gas_lease",
        ["THOMAS JEFFERSON WIMBERLEY", "CORA BELLE WIMBERLEY"], ["SMACKOVER BRINEFIELD OIL COMPANY"], "1921-02-16",
        [P("Union", "AR", 34, "17S", "15W", "5th PM", "NE/4 NW/4", acres=40.0)], False, None,
        "Arkansas printed lease of 1921 (five-year term, depository bank, free gas, 200-foot setback). Husband and "
        "wife both lessors. 'AGREEMENT, Made and entered into the 16th day of February, 1921'; the rental date "
        "February 16, 1922, the acknowledgment of February 17 and the commission expiry are decoys.",
        noise(2, "Union", "El", "Dorado", "Smackover")),
    doc(24, "ordinary", "SD", "Harding", "warranty_deed",
        ["GUSTAV ADOLPH LINDSTROM", "HILDUR LINDSTROM"], ["CAVE HILLS LAND AND LIVESTOCK COMPANY"], "1910-08-05",
        [P("Harding", "SD", 2, "21N", "4E", "Black Hills", "SE/4", acres=160.0)], True, None,
        "South Dakota indenture-form warranty deed to a livestock company with the homestead right conveyed. "
        "Husband and wife both grantors. 'This Indenture, Made this 5th day of August, A. D. 1910', the same day "
        "as the acknowledgment; the witness is also the notary (not labelled). Taxes for 1910 are not a date.",
        noise(1, "Harding", "Cave", "Hills")),
    doc(25, "trap", "MN", "Becker", "patent",
        ["UNITED STATES OF AMERICA"], ["STATE OF MINNESOTA"], "1916-10-11",
        [P("Becker", "MN", 19, "142N", "41W", "5th PM", "E/2 SW/4", lots=(3, 4), acres=154.8)], True, None,
        "Trap: a swamp land patent whose grantee is a State, not a person; the Governor who selected the lands, the "
        "land office officers and protected settlers are recitals only. The Acts of 1850 and 1860 are statutes and "
        "the Governor's list of April 14, 1913 a recital. The testimonium gives the date in words only ('the "
        "eleventh day of October, in the year nineteen hundred and sixteen'); the filing of November 20, 1916 is a "
        "recording stamp, later. President, Secretary and Recorder are blanks and not parties. 154.80 acres."),
    doc(26, "ordinary", "UT", "Uintah", "mineral_deed",
        ["DUCHESNE BENCH LIVESTOCK COMPANY"], ["ASHLEY VALLEY HYDROCARBON TRUST COMPANY"], "1966-08-25",
        [P("Uintah", "UT", 15, "8S", "22E", "Salt Lake", "SE/4 NW/4, NE/4 SW/4", acres=80.0)], False,
        "Grantor retains the surface and 1/4 of the minerals and its canal company shares.",
        "Utah statutory 'conveys and warrants' mineral deed of 3/4 of the minerals by a corporation, surface and "
        "the rest kept. The grantee's name contains 'Trust Company' but it is a corporation, not a trustee. "
        "Officers signing are not labelled. 'WITNESS the hand of said Grantor ... this 25th day of August, A.D. "
        "1966', the same day as the acknowledgment; commission expiry is a decoy."),
    doc(27, "trap", "CA", "Kern", "lease_assignment",
        ["KETTLEMAN DOME DRILLING SYNDICATE"], ["WASCO PLAINS PETROLEUM COMPANY", "ELWOOD TRUXTUN BARLOW", "CALLIE MAE BARLOW"],
        "1948-02-27", [P("Kern", "CA", 33, "28S", "27E", "Mount Diablo", "NW/4", acres=160.0)], False, None,
        "Trap: the assignees stand only in a schedule of numbered lines with their shares; line 3 (Clementine "
        "Oakhurst Fairbairn) is marked struck out before signing and she takes nothing; the assignees are lines 1, "
        "2 and 4 (a brother and sister each in their own right). The recited lease's lessor and the dead original "
        "lessee (and his estate) are no parties; the president signing is not labelled. Execution 'this 27th day "
        "of February, 1948'; the lease of 1945, the death of 1947 and the acknowledgment of February 28 (year in "
        "words) are decoys."),
    doc(28, "ordinary", "CO", "Logan", "probate",
        ["LAVERNE HOLLIS STEINBRECHER, DECEASED"], ["ROSALIND STEINBRECHER KOEPPLIN", "ANNETTE STEINBRECHER"],
        "1978-06-09", [P("Logan", "CO", 8, "9N", "53W", "6th PM", "SW/4", acres=160.0)], False, None,
        "Colorado decree of final distribution to two daughters under the will. The decedent's 'also known as' "
        "name is not a second party; the personal representative (Eldon Frye Steinbrecher) and the judge are not "
        "labelled. 'DONE AND SIGNED this 9th day of June, 1978'; the death (March 3, 1977) and the will (June 20, "
        "1969) are recitals.", noise(1, "Logan", "Sterling", "Lowline")),
    doc(29, "ordinary", "IN", "Gibson", "deed",
        ["ELISHA DRAPER MCCUTCHAN, ADMINISTRATOR"], ["ZEBULON ARCHER TREMAINE"], "1896-10-24",
        [P("Gibson", "IN", 12, "2S", "11W", "2nd PM", "W/2 NE/4", acres=80.0)], True, None,
        "Indiana administrator's deed after a court-ordered private sale, without warranty (category deed). The "
        "administrator is the grantor, labelled with his capacity; the decedent Benoni Waltermire and his widow and "
        "heirs are recitals. 'this 24th day of October, 1896'; the September term of court, the acknowledgment "
        "of October 26 and the recording of November 2 are decoys. No meridian is written (Second Principal). "
        "Damaged with a deed-record page header.",
        noise(2, "Gibson", "Waltermire", "Benoni", header=("DEED RECORD No. 71, GIBSON COUNTY, INDIANA  Page {page}", 240))),
    doc(30, "trap", "NM", "Lea", "royalty_deed",
        ["AUGUSTUS MONROE CRUTCHFIELD"],
        ["WINIFRED JOY CRUTCHFIELD STALNAKER", "GARLAND MONROE CRUTCHFIELD", "DRUCILLA MAE CRUTCHFIELD"], "1960-12-12",
        [P("Lea", "NM", 9, "21S", "36E", "NMPM", "N/2 NW/4", acres=80.0)], False, None,
        "Trap: the grantees stand in a lettered list after 'unto each of his three children'; the first is given "
        "with her former name (not a second party) and her husband is named 'only to identify her' (not labelled). "
        "A recited earlier royalty gift to Clovis Plains Royalty Company (July 9, 1941) is a recital. Execution 'has "
        "signed this deed on the 12th day of December, 1960'; acknowledgment December 14 is a decoy."),
    doc(31, "ordinary", "MT", "Fallon", "lease_release",
        ["ARVID HELMER TVEDTEN", "JOYCE TVEDTEN"], ["CEDAR CREEK ANTICLINE PRODUCTION COMPANY"], "2001-05-10",
        [P("Fallon", "MT", 4, "6N", "60E", "PMM", "S/2 N/2", lots=(1, 2, 3, 4), acres=321.66)], False, None,
        "Montana corporate release of an expired lease, by the original lessee. The lessors named in the released "
        "lease are the grantor side; the releasing company the grantee side. Lots 1-4 and S/2 N/2 of Section 4 "
        "(the parenthesis 'being all of the N1/2' adds no land). 'Dated this 10th day of May, 2001'; the lease date "
        "April 1, 1996 is a recital."),
    doc(32, "trap", "FL", "Santa Rosa", "correction_deed",
        ["RUFUS ALTON HOBBYWALD", "GENEVIEVE HOBBYWALD"], ["BLACKWATER RIVER TIMBERLANDS, INC.", "COLDWATER CREEK PULPWOOD COMPANY"],
        "1999-03-08", [P("Santa Rosa", "FL", 28, "5N", "28W", "Tallahassee", "NE/4 NW/4", acres=40.0)], True, None,
        "Trap: a corrective deed that adds a co-grantee omitted from the earlier deed; the original grantee is "
        "'named again only so that the two companies may hold together'. Both companies are grantees (tenants in "
        "common); the earlier deed's date (June 30, 1998) and its record reference are recitals. Execution 'made "
        "and executed the 8th day of March, 1999', the same day as the acknowledgment. The preparer, witnesses "
        "and the parcel number are no parties or land; taxes for 1999 are not a date."),
    doc(33, "ordinary", "OK", "Kay", "deed_of_trust",
        ["HOMER ELLSWORTH VANDIVER", "NADINE VANDIVER"], ["THE PONCA CITY FIRST STATE BANK"], "1937-10-02",
        [P("Kay", "OK", 11, "27N", "1W", "Indian", "SW/4", acres=160.0)], False, None,
        "Oklahoma printed real estate mortgage (deed_of_trust in DOMAIN's vocabulary) with the assignment of oil and "
        "gas rentals. Husband and wife mortgagors; the bank mortgagee. 'Dated this 2nd day of October, 1937'; the "
        "maturity October 1, 1940, the acknowledgment of October 4 and the commission expiry are decoys."),
    doc(34, "trap", "ND", "McKenzie", "lease_ratification",
        ["SOLVEIG ENGEBRETSON MARKUSSEN, TRUSTEE", "PEDER NILS HALVORSON, TRUSTEE"],
        ["KILLDEER MOUNTAIN ENERGY OPERATING, LLC"], "2017-04-06",
        [P("McKenzie", "ND", 23, "150N", "99W", "5th PM", "E/2", acres=320.0)], False, None,
        "Trap: ratification by the acting co-trustees of a family mineral trust; a resigned co-trustee is named "
        "prominently 'only so that the record shows she no longer acts' (not labelled). The original lessor "
        "(Ingvald Engebretson) and lessee (Sheyenne Bluffs Land Company) are recitals; the present lessee holding "
        "by assignment is the grantee side. Dates: trust agreement 1994, resignation 2015 and lease 2011 are "
        "recitals; 'signed this Ratification on the 6th day of April, 2017' governs over the later out-of-state "
        "acknowledgment of April 11."),
    doc(35, "ordinary", "MI", "Shiawassee", "mortgage_release",
        ["LEONARD WAYNE FROEHLICH", "ALMA RUTH FROEHLICH"], ["THE OWOSSO COUNTY SAVINGS BANK"], "1955-07-18",
        [P("Shiawassee", "MI", 16, "5N", "2E", "Michigan", "SE/4 NE/4", acres=40.0)], False, None,
        "Michigan bank discharge of mortgage signed by the vice president and cashier (not labelled). Mortgagors on "
        "the grantor side, the discharging bank on the grantee side. 'Town Five (5) North' is a township. 'has had "
        "its Vice President and Cashier sign this discharge ... this 18th day of July, A.D. 1955'; the mortgage date May 1, 1948 and its recording May "
        "6, 1948 are recitals.", noise(1, "Shiawassee", "Owosso", "Bennington")),
    doc(36, "ordinary", "TX", "Reeves", "affidavit_of_heirship",
        ["FAUSTINO REYNALDO CANTU"], ["ARMANDO RIOS CANTU", "EULALIA CANTU BARRAZA", "DIONISIO RIOS CANTU"],
        "1993-03-15",
        [{"identity_phrase": "SEC 44 BLK 4 H&GN RR CO SURVEY A-2231, REEVES COUNTY, TX", "system": "texas_survey",
          "county": "Reeves", "state": "TX", "section": "44", "block": "4", "survey": "H&GN RR Co. Survey",
          "abstract": "2231", "acres": 640.0}], False, None,
        "Texas affidavit of facts concerning identity of heirs by a disinterested neighbour, in quoted statement "
        "form. Decedent and his three children; the predeceased wife is not labelled. 'Dated the 15th day of March, "
        "1993' governs over the jurat of March 17; the death (July 3, 1991) and the wife's death (1984) are recitals."),
    doc(37, "trap", "OK", "Canadian", "other",
        ["BRENNAN LEWIS ACHTERBERG", "JOLEEN ACHTERBERG SPURLOCK", "PRAIRIE DOG CREEK MINERALS, LLC"],
        ["KINGFISHER DIVIDE OPERATING, LLC"], "2021-07-09",
        [P("Canadian", "OK", 12, "13N", "8W", "Indian", "NE/4", acres=160.0)], None, None,
        "Trap: a letter in lieu of transfer order by the devisees of a dead royalty owner, using 'transfer', "
        "'credit' and 'set over' but declaring that nothing is conveyed (`other`, conveys_fee null). Labelled as "
        "DOMAIN labels a division order: the certifying owners on the grantor side and the payor on the grantee "
        "side; the dead owner (Walter Emil Achterberg) is a recital and not a decedent-party here; the LLC's "
        "manager is not labelled. Dates: the letter's date is defined as the last signing date beside the "
        "signatures (July 9, 2021); the other signings (July 2 and 6), the decree (March 30, 2021) and the "
        "division order (January 14, 2021) are not it. The land stands in a 'Re:' line."),
    doc(38, "ordinary", "PA", "Warren", "oil_gas_lease",
        ["JOHN WESLEY HOOPENGARDNER", "ELIZA JANE HOOPENGARDNER"], ["ALLEGHENY FORKS PETROLEUM ASSOCIATION"],
        "1889-08-12",
        [{"identity_phrase": "56 AC CHERRY GROVE TWP ON TIONESTA CREEK, WARREN COUNTY, PA", "system": "metes_bounds",
          "county": "Warren", "state": "PA", "acres": 56.0}], False, None,
        "Pennsylvania 'Article of Agreement' lease of 1889 with the day in words ('Made and concluded this twelfth "
        "day of August, A. D. 1889'), quarterly rental, gas-well flat rate and free house gas, on a tract of 56 "
        "acres by metes and bounds in perches on Tionesta Creek. Husband and wife both lessors (the wife's separate "
        "examination is her acknowledgment). Adjoiners, witness and the association's agent are not parties; the "
        "acknowledgment of August 14 is a decoy.", noise(2, "Warren", "Cherry", "Grove", "Tionesta", "Lundergan",
                                                         "Ostrom", "Wintermute", "perches")),
    doc(39, "ordinary", "AL", "Tuscaloosa", "warranty_deed",
        ["MARCUS DELANE PRUETT", "TIFFANI RENEE PRUETT"], ["CORBIN ELLIS HOLLINGSHEAD", "DANIELLE KAYE HOLLINGSHEAD"],
        "2020-08-28", [P("Tuscaloosa", "AL", 24, "21S", "10W", "Huntsville", "SW/4 SE/4", acres=40.0)], True, None,
        "Alabama joint-survivorship warranty deed with preparer block, subject-to clauses and the mortgage-proceeds "
        "line. Couples on both sides. 'this 28th day of August, 2020', the same day as the acknowledgment; the "
        "recited deed book and the commission expiry are decoys; a road right of way is excepted (no tract)."),
    doc(40, "trap", "NV", "Elko", "special_warranty_deed",
        ["RUBY VALLEY HOLDINGS, LLC - SERIES RANCH FOUR"], ["HUMBOLDT SUMMIT GRAZING ASSOCIATES, LLC"], "2023-10-24",
        [P("Elko", "NV", 13, "31N", "58E", "Mount Diablo", "S/2 NW/4, NW/4 SW/4", acres=120.0)], True,
        "Grantor reserves 1/2 of the oil, gas and other hydrocarbons and geothermal resources.",
        "Trap: the grantor is one designated series of a series LLC; the master company and its other three series "
        "are named and declared to own and convey nothing; the master company signs as the series' manager by its "
        "managing member (not labelled). One grantor: the series, labelled with the master company's name and the "
        "series designation as the deed writes them. 'Dated: October 24, 2023' governs; acknowledgment (October "
        "26), recording (November 1) and the fiscal-year taxes are decoys."),
]
