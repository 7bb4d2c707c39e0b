"""heldout7: labels and OCR damage plan for the 40 instruments in src/.

Each entry of DOCS: id (src/<id>.txt), file_name, state, county (the recording), labels (the realdocs
label format) and noise (None, or {level 1-3, protect: extra words the random pass leaves alone,
replace: hand-placed (old, new) damage, header: (format with {page}, first page) or None}).
Labels were written from the clean text, as a title examiner reads the page. Standard library only.
"""


def plss(county, state, section, township, rng, meridian, aliquots=None, lots=(), acres=None, phrase=None,
         system="plss"):
    t = {"identity_phrase": phrase or f"{aliquots or 'ALL'}{' LOTS ' + ','.join(lots) if lots else ''} SEC {section} "
                                      f"T{township} R{rng}, {county.upper()} COUNTY, {state}",
         "system": system, "county": county, "state": state, "section": str(section), "township": township,
         "range": rng, "meridian": meridian, "aliquots": aliquots, "lots": list(lots)}
    if acres is not None:
        t["acres"] = acres
    return t


def texas(county, phrase, abstract=None, survey=None, section=None, block=None, aliquots=None, acres=None):
    t = {"identity_phrase": phrase, "system": "texas_survey", "county": county, "state": "TX"}
    for k, v in (("abstract", abstract), ("survey", survey), ("section", section), ("block", block),
                 ("aliquots", aliquots), ("acres", acres)):
        if v is not None:
            t[k] = v
    return t


def lot_block(county, state, lot, block, subdivision):
    return {"identity_phrase": f"LOT {lot} BLOCK {block} {subdivision.upper()}", "system": "lot_block",
            "county": county, "state": state, "lot": lot, "block": block, "subdivision": subdivision}


def other(county, state, phrase, acres, system="other"):
    return {"identity_phrase": phrase, "system": system, "county": county, "state": state, "acres": acres}


def noise(level, protect=(), replace=(), header=None):
    return {"level": level, "protect": list(protect), "replace": [list(p) for p in replace], "header": header}


def doc(id_, state, county, category, grantors, grantees, date, tracts, fee, reservations, notes, nz=None):
    return {"id": id_, "file_name": id_ + ".txt", "state": state, "county": county,
            "labels": {"doc_category": category, "grantors": grantors, "grantees": grantees,
                       "governing_date": date, "tracts": tracts, "conveys_fee": fee,
                       "reservations": reservations, "notes": notes},
            "noise": nz}


DOCS = [
    doc("ak-patent-1927", "AK", "Fairbanks", "patent", ["UNITED STATES OF AMERICA"], ["HALVARD JONSRUD EIDE"],
        "1927-06-14",
        [plss("Fairbanks", "AK", 7, "1S", "1W", "Fairbanks", "E/2 SW/4", ["3", "4"], 158.72)],
        True, "coal reserved to the United States under the Act of June 22, 1910; ditch and canal right of way",
        "Homestead patent in the Fairbanks Meridian with the lots, the quarter-quarters and the acreage written "
        "out in words. The governing date is the 'GIVEN under my hand' date in words (June 14, 1927), which the "
        "recorder's heading repeats in figures. Traps: the 1862, 1903 and 1910 Acts, the plat approval of "
        "October 9, 1919, the recording of August 2, 1927. The President, the secretary and the GLO recorder are "
        "patent officials, not parties; the grantee is called only 'the said claimant' after the recital.",
        noise(2, protect=["fourteenth", "thousand", "nine", "hundred", "twenty-seven", "three", "four", "seven",
                          "east", "half", "southwest", "quarter", "south", "west", "one", "Township", "Range",
                          "Section", "Lots"])),
    doc("fl-wd-1958", "FL", "Polk", "warranty_deed",
        ["ESTELLE MARCHBANKS PRUITT", "DONALD C. PRUITT", "MAVIS ODOM PRUITT"], ["CYPRESS HAMMOCK GROVES INC"],
        "1958-04-22",
        [lot_block("Polk", "FL", "9, 10, 11", "D", "Lake Pierce Heights"),
         plss("Polk", "FL", 26, "29S", "28E", "Tallahassee", "SE/4 NE/4", acres=29),
         plss("Polk", "FL", 35, "29S", "28E", "Tallahassee", None, ["2"], 6.25,
              phrase="METES AND BOUNDS IN GOV LOT 2 SEC 35 T29S R28E, POLK COUNTY, FL", system="metes_bounds")],
        True, None,
        "Florida statutory warranty deed (F.S. 689.02) with three parcels: lots in a platted block lettered "
        "'D', the West three-quarters of a quarter-quarter (labelled as that quarter-quarter, 29 acres, the road "
        "strip excepted), and a metes-and-bounds parcel starting at the corner of Government Lot 2, which keeps "
        "section, township and range. The wife Mavis joins as a grantor without any limitation, so she is "
        "labelled. Traps: the 1958 tax year, the acknowledgment of April 24, the commission expiry, the filing "
        "date May 1, the preparer's address.",
        noise(1)),
    doc("ga-security-deed-1984", "GA", "Sumter", "deed_of_trust",
        ["WENDELL HOYT BASKINS", "LURLINE TATE BASKINS"], ["FEDERAL LAND BANK OF COLUMBIA"], "1984-03-09",
        [other("Sumter", "GA", "LAND LOT 142, 27TH LAND DISTRICT, SUMTER COUNTY, GA, 118.4 ACRES", 118.4)],
        False, None,
        "A Georgia deed to secure debt: it uses 'bargain, sell and convey ... in fee simple' and a power of "
        "sale, but it secures a note, so it is an encumbrance (deed_of_trust), not a fee conveyance. Georgia "
        "land lots and districts are not PLSS; the tract is system other, keyed by county and acreage. Grantee "
        "is the Land Bank, acting through its association (not a second party). Traps: the plat date February "
        "2, 1984, the final installment in 2004, the filing stamp 3/14/1984, the notary's expiry, the Farm "
        "Credit Act of 1971.", None),
    doc("ky-mineral-deed-1911", "KY", "Pike", "mineral_deed",
        ["ASA BLANKENSHIP", "LOTTIE BLANKENSHIP", "GREENVILLE BLANKENSHIP"], ["TUG FORK MINERAL AND TIMBER COMPANY"],
        "1911-10-17",
        [other("Pike", "KY", "47 ACRES ON PETER CREEK, PIKE COUNTY, KY (METES AND BOUNDS)", 47, "metes_bounds")],
        False, "surface reserved to the grantors",
        "An eastern Kentucky 'broad form' severance: coal, oil, gas and all minerals with sweeping surface "
        "rights, the surface kept by the first parties, so a mineral_deed. Metes and bounds in poles from a "
        "white oak, 47 acres. Lottie is named among the parties of the first part without any limitation and "
        "is labelled. Traps: the county clerk's certificate of October 20, 1911 (execution governs), the "
        "adjoiner Isom Hatfield, the witness to the marks, the deputy clerk.",
        noise(2)),
    doc("tn-qcd-1947", "TN", "Morgan", "quitclaim_deed", ["CLARENCE E. WOMBLE"],
        ["ODELL FRAKER", "IDA BELLE FRAKER"], "1947-02-11",
        [other("Morgan", "TN", "0.68 ACRE STRIP, 4TH CIVIL DISTRICT, MORGAN COUNTY, TN (METES AND BOUNDS)", 0.68,
               "metes_bounds")],
        True, None,
        "First-person quitclaim ('I, CLARENCE E. WOMBLE') of a boundary strip in a Tennessee civil district, "
        "metes and bounds in degrees, minutes and feet. The grantees are a couple taking by the entirety: two "
        "parties. Traps: the fence standing since about 1921, the father J. W. Womble and his will probated in "
        "1939 (recital), the acknowledgment of February 13, the oath of consideration signed by a grantee, the "
        "Register's receipt of February 19.", noise(1)),
    doc("wv-lease-1903", "WV", "Doddridge", "oil_gas_lease",
        ["JACOB M. SWISHER", "SARAH ELLEN SWISHER", "MOSES P. SWISHER"], ["THE MEATHOUSE FORK GAS COMPANY"],
        "1903-05-05",
        [other("Doddridge", "WV", "112 ACRES, COVE DISTRICT, MEATHOUSE FORK, DODDRIDGE COUNTY, WV", 112)],
        False, None,
        "1903 West Virginia lease; the date is written 'fifth day of May, A. D. 1903'. The land is a farm "
        "described only by adjoiners and acreage (112 acres, the figure written out in words), labelled system "
        "other. The wife is named among the parties of the first part. Traps: the source deed of March 4, 1884 "
        "from Nathan Gain (recital), the five-year term, six months to commence a well, the justice's "
        "certificate of May 8, 1903, the company's vice president; a repeated page header.",
        noise(2, protect=["fifth", "Hundred", "Twelve"], header=("DODDRIDGE COUNTY LEASE BOOK 9  -  PAGE {page}", 114))),
    doc("oh-lease-1986", "OH", "Washington", "oil_gas_lease",
        ["HAROLD L. KEPLINGER, TRUSTEE", "JOANNE KEPLINGER REES, TRUSTEE"], ["MUSKINGUM VALLEY RESOURCES INC"],
        "1986-09-02",
        [plss("Washington", "OH", 18, "4", "9", "Ohio Company's Purchase", None, acres=96.5,
              phrase="PART SEC 18 TOWN 4 RANGE 9, OHIO COMPANY'S PURCHASE, WASHINGTON COUNTY, OH"),
         plss("Washington", "OH", 24, "4", "10", "Ohio Company's Purchase", None, acres=41.2,
              phrase="FRACTIONAL SEC 24 TOWN 4 RANGE 10, OHIO COMPANY'S PURCHASE, WASHINGTON COUNTY, OH")],
        False, None,
        "Numbered-item Ohio lease form: the date in Item 1, the lessor a farm trust acting by two co-trustees "
        "(labelled with TRUSTEE), the lessee in Item 3. Land in the Ohio Company's Purchase, whose towns and "
        "ranges carry no direction; part of one section and a fractional section, each with its acreage. Traps: "
        "the trust agreement of June 30, 1979, the recorder's stamp 09/22/86 at the top, the acknowledgment of "
        "September 4, the commission expiry 3/1/1990, the total acreage, the source deed's volume and page.",
        None),
    doc("il-release-1934", "IL", "Shelby", "mortgage_release",
        ["WILHELM F. OBERMEYER", "MATHILDA OBERMEYER"], ["THE FARMERS STATE BANK OF SHELBYVILLE"], "1934-01-16",
        [plss("Shelby", "IL", 22, "11N", "4E", "3rd PM", "S/2 NW/4, NW/4 SW/4", acres=120),
         plss("Shelby", "IL", 21, "11N", "4E", "3rd PM", "NE/4 NE/4", acres=20)],
        False, None,
        "Illinois statutory release: the bank 'does remise, convey, release and quitclaim unto' the mortgagors, "
        "so the quitclaim words must not make it a deed; mortgagors on the grantor side, the releasing bank on "
        "the grantee side. 'The East Twenty acres of' the NE/4 NE/4 is labelled as that quarter-quarter with 20 "
        "acres; the second section follows 'in said Township and Range'. Traps: mortgage of March 1, 1927, "
        "maturity 1932 extended to 1933, acknowledgment January 18, filing January 22, officers.",
        noise(2)),
    doc("in-row-1951", "IN", "Posey", "right_of_way",
        ["LOWELL D. GRIMSLEY", "BEULAH M. GRIMSLEY", "CHESTER A. GRIMSLEY"], ["WABASH VALLEY PIPE LINE CORPORATION"],
        "1951-06-27",
        [plss("Posey", "IN", 34, "6S", "13W", "2nd PM", "SE/4", acres=160),
         plss("Posey", "IN", 3, "7S", "13W", "2nd PM", "N/2 NE/4", acres=80)],
        False, None,
        "Pipe line easement in the Second Principal Meridian with three grantors, a couple and a brother, as "
        "tenants in common; 'we, the undersigned' with the names right after. Two townships. Traps: line and "
        "tract numbers at the top, the acknowledgment of June 30, the commission expiry, the preparer, the "
        "recorder's receipt of July 9, 1951.", noise(2)),
    doc("mi-assign-1979", "MI", "Otsego", "lease_assignment", ["NORTHERN REEF EXPLORATION COMPANY"],
        ["GRAYLING BASIN PETROLEUM PARTNERS"], "1979-10-01",
        [plss("Otsego", "MI", 11, "30N", "3W", "Michigan", "NE/4 SW/4, S/2 SW/4", acres=120),
         plss("Otsego", "MI", 14, "30N", "3W", "Michigan", "W/2 NE/4", ["1", "2"], 152.6)],
        False, "overriding royalty of 1/16 of 8/8 on Lease 1",
        "Partial assignment of two leases listed in an exhibit table: the lessors there (the Wnuks, the State "
        "of Michigan) are recited, not parties. The assignee is a general partnership; its two partners are "
        "named only to describe it and are not labelled separately. The effective date (7:00 A.M. October 1, "
        "1979) is stated in a late paragraph and governs over the execution of October 24. Traps: lease dates "
        "1976 and 1977, the state lease number, the commission expiry, 'Town 30 North' and 'T30N-R3W'.",
        noise(1)),
    doc("or-probate-1922", "OR", "Umatilla", "probate", ["AUGUST RENNEKAMP, DECEASED"],
        ["FRIEDA RENNEKAMP HOLT", "THEODOR RENNEKAMP", "GERTRUD RENNEKAMP ZIMMER", "KARL A. RENNEKAMP"],
        "1922-03-11",
        [plss("Umatilla", "OR", 26, "3N", "33E", "Willamette", "NE/4"),
         plss("Umatilla", "OR", 25, "3N", "33E", "Willamette", "NW/4, S/2")],
        False, None,
        "County court decree of final distribution: the executor Theodor is also a devisee of land and is "
        "labelled as a devisee; the church takes only a money legacy already paid and is not labelled. "
        "Section 25 is split between devisees but is one tract (NW/4 and S/2). The decree was done in open "
        "court March 11, 1922; the hearing of March 6, the death of November 19, 1920, the will of 1916, the "
        "admission of December 13, 1920 and the recording of March 20, 1922 are traps. The judge and clerk "
        "are officials.", noise(2)),
    doc("wa-heir-1968", "WA", "Lincoln", "affidavit_of_heirship", ["ELMER VIKTOR LUND, DECEASED"],
        ["ROY ELMER LUND", "ALVINA LUND PETTIBONE", "DARREL H. LUND", "KAREN LUND MCCASLIN"], "1968-02-14",
        [plss("Lincoln", "WA", 9, "26N", "37E", "Willamette", "SW/4"),
         plss("Lincoln", "WA", 16, "26N", "37E", "Willamette", "N/2 NW/4")],
        False, None,
        "Affidavit by a disinterested neighbour (not labelled). Heirs in a lettered list: two living children "
        "and the two children of a son who died in 1961, taking by representation; the predeceased son, his "
        "widow (who takes nothing) and the decedent's wife who died in 1958 are not heirs. 'Sometimes known as "
        "E. V. Lund' is not a second party. Acreage is given only in total. Dated February 14, 1968; the jurat "
        "of February 15 and the filing of February 23 are traps, as are the deaths.", None),
    doc("la-lease-1936", "LA", "Caddo", "oil_gas_lease", ["ALCIDE J. THIBODEAUX", "LEONCE P. THIBODEAUX"],
        ["RED RIVER CRUDE SYNDICATE"], "1936-09-30",
        [plss("Caddo", "LA", 4, "21N", "16W", "Louisiana", "S/2 NE/4", ["3"], 118.6),
         plss("Caddo", "LA", 33, "22N", "16W", "Louisiana", "E/2 SE/4", acres=80)],
        False, None,
        "Louisiana parish lease with civil-law marital descriptions: Alcide's wife, Marie Odile Broussard, "
        "joins only to acknowledge that the land is his separate property and is not labelled although she "
        "signs; Leonce is a widower. Two townships. Executed on its date (September 30, 1936); the witness's "
        "proof of October 2 and the filing of October 5 are traps, as are the ten-year term and the one-year "
        "rental deadline.", None),
    doc("la-ratif-2009", "LA", "Bossier", "lease_ratification", ["CYPRESS BAYOU HOLDINGS LLC"],
        ["RED CHUTE OPERATING COMPANY, L.P."], "2008-05-01",
        [plss("Bossier", "LA", 9, "18N", "12W", "Louisiana", "SW/4 NW/4", acres=22.4)],
        False, None,
        "Louisiana 'ratification and adoption' by a mineral owner who bought after the lease; the recited "
        "lessors (the Pickerings) and the original lessee are not parties, the present lessee named in a "
        "recital is. The act is effective 'as of May 1, 2008', the lease's own date, and that governs over the "
        "passing on July 14, 2009 and the clerk's stamp of July 28, 2009 at the top; the cash sale of February "
        "11, 2009 is a recital. The manager, witnesses and notary are not parties.", noise(1)),
    doc("tx-royalty-1927", "TX", "Winkler", "royalty_deed",
        ["J. T. BRANNAN", "MINNIE LEE BRANNAN", "W. O. BRANNAN", "ETTA BRANNAN COKER"],
        ["SOUTH PLAINS ROYALTY COMPANY"], "1927-08-03",
        [texas("Winkler", "SEC 20 BLK 74 PSL, A-1182, WINKLER COUNTY, TX", "1182", "Public School Land", "20", "74",
               acres=640),
         texas("Winkler", "N/2 SEC 31 BLK B-5 PSL, A-1219, WINKLER COUNTY, TX", "1219", "Public School Land", "31",
               "B-5", "N/2", 320)],
        False, None,
        "Texas 1/64 royalty and mineral interest deed titled ROYALTY DEED; four grantors, a couple, a brother "
        "and a feme sole sister. Public school land sections with block and abstract. Executed August 3, 1927; "
        "the wife's separate acknowledgment of August 5 is later but the execution governs. Traps: the lease of "
        "December 8, 1925 to Penwell Oil Corporation (recital), the filing of August 9. One abstract number is "
        "damaged by hand ('l182'); the examiner still reads 1182.",
        noise(2, replace=[("Abstract 1182", "Abstract l182")])),
    doc("tx-release-2019", "TX", "Karnes", "lease_release",
        ["LEOPOLD A. KUBALA, TRUSTEE", "ROSALIE M. KUBALA, TRUSTEE"], ["ESCONDIDO CREEK RESOURCES LLC"],
        "2018-03-12",
        [texas("Karnes", "104.37 AC GERTRUDIS ARRIOLA SURVEY, A-9, KARNES COUNTY, TX", "9", "Gertrudis Arriola Survey",
               acres=104.37),
         texas("Karnes", "61.00 AC B. S. & F. SURVEY NO. 7, A-571, KARNES COUNTY, TX", "571", "B. S. & F. Survey No. 7",
               acres=61.0)],
        False, None,
        "E-recorded partial release behind a cover sheet (recorded 11/18/2019). The lessors are trustees of a "
        "living trust named in the recital of the lease (labelled with TRUSTEE on the grantor side); the "
        "releasor is the present holder; the original lessee Panna Maria Minerals is not a party. Executed "
        "November 6, 2019 'but EFFECTIVE as of March 12, 2018', the end of the primary term: the effective date "
        "governs. The Francisco Ruiz Survey is retained and is no tract. Traps: lease 2013, trust 2004, deed "
        "1969, commission 2022, the attorney-in-fact.", None),
    doc("tx-partition-1974", "TX", "Frio", "partition_deed",
        ["CLAUDE R. HEINRICH", "ELVERA HEINRICH DRESCHER", "OTTO F. HEINRICH JR"],
        ["CLAUDE R. HEINRICH", "ELVERA HEINRICH DRESCHER", "OTTO F. HEINRICH JR"], "1974-06-19",
        [texas("Frio", "LABOR 12 LEAGUE 3 DIMMIT CSL, A-618, FRIO COUNTY, TX", "618", "Dimmit County School Land",
               acres=177.1),
         texas("Frio", "SURVEY 44 GH&SA RY CO, A-1040, FRIO COUNTY, TX", "1040",
               "Galveston, Harrisburg & San Antonio Railway Company Survey 44", acres=640)],
        True, "minerals remain undivided in equal thirds",
        "Partition of the surface among three siblings: the same three people on both sides. Otto F. Heinrich, "
        "Jr. is the party; his father Otto F. Heinrich, Sr. is dead and named only in the recital, a SR/JR pair. "
        "Harold Drescher joins pro forma only to consent and is not labelled although he signs and "
        "acknowledges. Land: a labor of county school land and a railway survey, allotted in acreage parts "
        "(two tracts). Traps: the deaths in 1965 and 1971, owelty, the acknowledgment of June 21.", None),
    doc("tx-spwd-2014", "TX", "Midland", "special_warranty_deed", ["PERMIAN YARDS DEVELOPMENT INC"],
        ["TALL CITY FABRICATION & SUPPLY LLC", "LUPE ARMENDARIZ", "DELFINA ARMENDARIZ"], "2014-08-29",
        [lot_block("Midland", "TX", "7, 8", "4", "Windmill Industrial Park Unit Two"),
         lot_block("Midland", "TX", "1", "6", "Windmill Industrial Park Unit Two")],
        True, "all oil, gas and other minerals reserved by the grantor, without surface use",
        "Texas bar-style form with labelled fields (Date, Grantor, Grantee, Consideration, Property, "
        "Reservations): a corporation acting by its president; three grantees, a company and a couple, as "
        "tenants in common. The 'Date' field governs (August 29, 2014). Traps: the lender and the deed-of-trust "
        "trustee named in the consideration, the 2014 taxes, the acknowledgment of September 2, the recording "
        "of September 4, the confidentiality notice. Two lot-and-block units.", noise(1)),
    doc("ok-mineral-1949", "OK", "Stephens", "mineral_deed", ["CORDELIA MAE HASKINS"],
        ["TOBIAS R. WEATHERFORD, TRUSTEE", "MILDRED E. CANTRELL, TRUSTEE"], "1949-03-11",
        [plss("Stephens", "OK", 6, "1S", "5W", "Indian", "NE/4 SE/4", ["3", "4"], 119.9),
         plss("Stephens", "OK", 5, "1S", "5W", "Indian", "W/2 NW/4", acres=80)],
        False, None,
        "First-person mineral deed ('That I, ... a widow') with a 'formerly' name that is not a second party. "
        "The grantee is a royalty trust acting by two trustees, labelled with TRUSTEE. The execution line is "
        "left blank ('this ____ day of March, 1949'), so the acknowledgment of March 11, 1949 governs; the "
        "filing of March 16 and the commission expiry are traps, as is the recited lease to Velma Field "
        "Drilling Company. A range direction is damaged by hand ('Wcst'); an examiner still reads West.",
        noise(2, replace=[("Range 5 West, containing", "Range 5 Wcst, containing")])),
    doc("ok-correction-1963", "OK", "Garfield", "correction_deed", ["MELVIN G. YATES", "RUBY L. YATES", "GORDON E. YATES"],
        ["THE BOARD OF EDUCATION OF INDEPENDENT SCHOOL DISTRICT NO. 27 OF GARFIELD COUNTY, OKLAHOMA"], "1961-06-03",
        [plss("Garfield", "OK", 16, "23N", "4W", "Indian", "SW/4", acres=10.0,
              phrase="10 AC METES AND BOUNDS IN SW/4 SEC 16 T23N R4W, GARFIELD COUNTY, OK", system="metes_bounds")],
        True, "oil, gas and other minerals excepted and reserved by the grantors, as in the former deed",
        "Correction warranty deed to a school board. It says it 'is intended to take effect as of the date of "
        "said former deed' (June 3, 1961), so that effective date governs over the signing of November 7, 1963 "
        "(an examiner could instead take the execution date; see CONTENTS). The erroneous SE/4 description is "
        "disclaimed and is no tract; the tract is a metes-and-bounds 10 acres inside the SW/4, keeping section, "
        "township and range. Traps: the school built in 1962, the recording references, the filing of "
        "November 12.", None),
    doc("nd-lease-2011", "ND", "McKenzie", "oil_gas_lease", ["ARNOLD T. BJORNSTAD", "DOROTHY J. BJORNSTAD"],
        ["LITTLE MISSOURI BAKKEN PARTNERS LLC"], "2011-06-01",
        [plss("McKenzie", "ND", 3, "151N", "96W", "5th PM", "S/2 N/2", ["1", "2", "3", "4"]),
         plss("McKenzie", "ND", 10, "151N", "96W", "5th PM", "N/2, SE/4")],
        False, None,
        "Paid-up no-surface-use lease with lettered fields (A) to (E). Arnold signs individually and as trustee "
        "of a testamentary trust: one party, labelled by name. 'Entered into as of the first day of June, 2011 "
        "(the \"Effective Date\")' governs; the acknowledgment of June 7, the recorder's stamp 6/13/2011 at the "
        "top, the 2009 form revision and the commission expiry are traps. Township and range stated once above "
        "a section table; acreage only in total.", noise(1)),
    doc("mt-dot-1997", "MT", "Richland", "deed_of_trust", ["RANDALL P. DEGROAT", "TRACY L. DEGROAT"],
        ["YELLOWSTONE VALLEY FARM CREDIT ACA"], "1997-10-01",
        [plss("Richland", "MT", 19, "23N", "58E", "Principal Meridian Montana", "E/2 SW/4, SE/4", ["3", "4"]),
         plss("Richland", "MT", 30, "23N", "58E", "Principal Meridian Montana", "E/2 NW/4", ["1", "2"])],
        False, None,
        "Montana trust indenture with labelled GRANTORS / TRUSTEE / BENEFICIARY blocks: the trustee (a title "
        "company) is never labelled. Randall acts individually and as personal representative of an estate: "
        "one party, by name; the decedent Frances DeGroat is not a party. Compact aliquots 'E1/2SW1/4'. Traps: "
        "the recording stamp 10/06/1997 at the top, the acknowledgment of October 3, the maturity 2017, the "
        "sugar lease expiring 1999. A township word is damaged by hand ('Nortb'); the examiner reads North.",
        noise(2, replace=[("Township 23 North", "Township 23 Nortb")])),
    doc("wy-extension-1981", "WY", "Campbell", "lease_ratification", ["THACKERAY RANCH COMPANY"],
        ["POWDER RIVER BASIN OIL COMPANY"], "1981-10-21",
        [plss("Campbell", "WY", 12, "47N", "71W", "6th PM", "SW/4 NE/4, W/2 SE/4, S/2 SW/4"),
         plss("Campbell", "WY", 13, "47N", "71W", "6th PM", "N/2 NW/4")],
        False, None,
        "Extension and ratification by the present mineral owner, a corporation acting by its president and "
        "secretary (officers, not parties); the original lessor Lyle W. Thackeray is dead and named only in "
        "the recital with the original lessee. Dated October 21, 1981. Traps: lease of November 10, 1976, death "
        "of February 2, 1979, deed of May 5, 1980, the old and new expiry dates (1981, 1983), the acknowledgment "
        "of October 26, the receipt for record of October 29. A section word is damaged by hand.",
        noise(2, replace=[("Section 13: N1/2NW1/4", "Sect1on 13: N1/2NW1/4")])),
    doc("nm-row-1964", "NM", "Chaves", "right_of_way",
        ["ELISEO C. BACA", "PORFIRIA M. BACA", "LA PLACITA LIVESTOCK COMPANY"],
        ["CENTRAL VALLEY ELECTRIC COOPERATIVE INC"], "1964-05-08",
        [plss("Chaves", "NM", 22, "11S", "26E", "New Mexico Principal", "S/2 SE/4"),
         plss("Chaves", "NM", 27, "11S", "26E", "New Mexico Principal", "N/2 NE/4, NE/4 NW/4")],
        False, None,
        "Electric cooperative easement from a couple and a ranch corporation (acting by its president, not "
        "labelled), each owning one section; the wife is named among 'we, the undersigned' and is labelled. "
        "Land in 'Sec. 22 - T. 11 S. - R. 26 E.' rows with the half and quarter glyphs. Traps: the staking "
        "sheet and work order numbers, the acknowledgment of May 11, the commission expiry, the filing of May "
        "20, the Federal Land Bank lien.", None),
    doc("co-other-2023", "CO", "Weld", "other",
        ["HANNEMAN FAMILY FARMS LLLP", "ERWIN K. HANNEMAN", "GRETCHEN A. HANNEMAN"],
        ["FRONT RANGE HORIZONTAL OPERATING INC"], "2023-02-01",
        [plss("Weld", "CO", 4, "6N", "62W", "6th PM", "S/2 NW/4", ["3", "4"]),
         plss("Weld", "CO", 5, "6N", "62W", "6th PM", "E/2 NE/4")],
        None, None,
        "Memorandum of a surface use and damage agreement: it says it conveys nothing (other, conveys_fee "
        "null). Parties in a table: two surface-owner rows (a family LLLP, and a couple as to the residence "
        "parcel only) and the operator. The agreement is 'dated effective February 1, 2023', which governs over "
        "the acknowledgments of March 2 and March 8 and the reception stamp of 03/14/2023. Gretchen also signs "
        "as officer of the general partner. Traps: pad acreages, the Commission's name, the commission expiry.",
        noise(1)),
    doc("ks-heir-1938", "KS", "Barton", "affidavit_of_heirship", ["JOHANN HEINRICH MEDDERS, DECEASED"],
        ["KATHARINA MEDDERS", "WILHELMINA MEDDERS KOHLMEIER", "FRED J. MEDDERS", "LOUISE MEDDERS ACKERLEY"],
        "1938-04-04",
        [plss("Barton", "KS", 11, "19S", "13W", "6th PM", "NW/4"),
         plss("Barton", "KS", 2, "19S", "13W", "6th PM", "W/2 SW/4")],
        False, None,
        "Joint affidavit of two disinterested affiants (not labelled). Heirs: the second wife and three "
        "children of two marriages; the first wife (died 1901) is no heir. No 'Dated' line, so the jurat of "
        "April 4, 1938 governs; the month of the jurat is damaged by hand ('Apri1'), still read as April. Traps: "
        "acquainted since 1895, death December 22, 1936, the filing of April 6, the commission expiry, the "
        "abstract company.",
        noise(3, protect=["Northwest", "Quarter", "Section", "Township", "Range", "West", "Half", "Southwest",
                          "Sixth", "Principal", "Meridian", "Eleven", "Nineteen", "Thirteen", "Two"],
              replace=[("4th day of April, 1938", "4th day of Apri1, 1938")])),
    doc("ks-assign-1957", "KS", "Ellis", "lease_assignment", ["NORBERT J. SCHREMMER", "LEONA R. SCHREMMER"],
        ["SMOKY HILL DRILLING COMPANY", "DUANE A. PFANNENSTIEL"], "1957-05-14",
        [plss("Ellis", "KS", 33, "13S", "18W", "6th PM", "E/2", acres=320),
         plss("Ellis", "KS", 4, "14S", "18W", "6th PM", "NW/4", acres=160)],
        False, None,
        "Kansas form assignment by the original lessee and his wife (named among 'the undersigned ... owners' "
        "and labelled) to a company and an individual, share and share alike. The recited lessor Ottilia "
        "Brungardt and the lease of February 3, 1955 are not parties or dates. Depth-limited. Traps: rentals "
        "due February 3, 1957, the acknowledgment of May 15, the filing of May 20, the commission expiry. Two "
        "townships.", None),
    doc("pa-lease-2010", "PA", "Bradford", "oil_gas_lease",
        ["GERALD W. STRAWBRIDGE", "NANCY K. STRAWBRIDGE", "WESLEY R. STRAWBRIDGE", "CORINNE M. STRAWBRIDGE"],
        ["ENDLESS MOUNTAINS GAS VENTURES, L.P."], "2010-04-10",
        [other("Bradford", "PA", "148.62 ACRES, WYSOX TOWNSHIP, TAX PARCEL 49-087.00-112, BRADFORD COUNTY, PA",
               148.62)],
        False, None,
        "Memorandum of a Marcellus lease: two couples as lessors, the lessee a limited partnership signing "
        "through its general partner's agent. The lease was made April 10, 2010; the acknowledgment of April 16 "
        "and the recorder's stamp of 5/27/2010 at the top are traps, as are the source deed of 1988 from Orrin "
        "B. Strawbridge, the statute and the commission expiry. The land is bounded by adjoiners, a road and the "
        "river, with a tax parcel number and acreage: system other.", None),
    doc("al-wd-1899", "AL", "Morgan", "warranty_deed", ["PLEASANT H. BURLESON"],
        ["AMBROSE KITTRELL", "THADDEUS M. KITTRELL"], "1899-11-14",
        [plss("Morgan", "AL", 9, "6S", "4W", "Huntsville", "E/2 NE/4, NE/4 SE/4", acres=120),
         plss("Morgan", "AL", 10, "6S", "4W", "Huntsville", "SW/4 NW/4", acres=26)],
        True, "family burying ground of one-half acre excepted; use of the dwelling reserved until January 1, 1900",
        "First-person Alabama warranty deed of 1899, every number in words. 'Township Six, Range Four West, of "
        "the Huntsville Meridian' gives no township direction: Morgan County lies south of the Huntsville base "
        "line, so 6S. The part of the SW/4 NW/4 west of a road (estimated 26 acres) is labelled as that "
        "quarter-quarter. The burying ground is an exception, no tract. Dated in words the fourteenth of "
        "November; the justice's certificate of November 16, the possession date of 1900 and the filing of "
        "December 2 are traps.",
        noise(3, protect=["fourteenth", "Nine", "Six", "Four", "Ten", "West", "Huntsville", "half", "North",
                          "East", "quarter", "South", "Section", "Township", "Range"])),
    doc("ms-royalty-1942", "MS", "Adams", "royalty_deed",
        ["HORACE B. MCCRORY", "ESSIE LOU MCCRORY", "SECOND CREEK PLANTING COMPANY"], ["NATCHEZ TRACE ROYALTIES INC"],
        "1942-01-06",
        [plss("Adams", "MS", 19, "6N", "2W", "Washington", "NW/4", acres=94),
         plss("Adams", "MS", 30, "6N", "2W", "Washington", "SE/4 NE/4, E/2 SE/4", acres=120)],
        False, None,
        "Mississippi royalty transfer (non-participating, no bonus or rentals) from a couple and a planting "
        "company acting by its president (officers not labelled), each owning one section. Washington "
        "Meridian named after the list. The part of the NW/4 north of the creek (94 acres) is labelled as the "
        "NW/4. Traps: the lease of July 17, 1940, the acknowledgment of January 9, the filing of January 12.",
        noise(2)),
    doc("ne-satisfaction-1952", "NE", "Cuming", "mortgage_release",
        ["REINHOLD A. BUSSKOHL", "FLORENCE E. BUSSKOHL", "ALBERT BUSSKOHL"],
        ["THE CONTINENTAL PRAIRIE LIFE INSURANCE COMPANY"], "1952-04-29",
        [plss("Cuming", "NE", 14, "22N", "5E", "6th PM", None, acres=634.1),
         plss("Cuming", "NE", 11, "22N", "5E", "6th PM", "SW/4")],
        False, None,
        "Satisfaction by an insurance company: the mortgagors appear only in the description of the mortgage "
        "but are the grantor side by convention. 'All of Section Fourteen' is a whole section (aliquots null) "
        "less a railway right of way. Executed at Lincoln April 29, 1952; the mortgage of October 1, 1944, the "
        "maturity 1954, the acknowledgment of May 2 and the filing of May 7 are traps. A repeated page header.",
        noise(2, header=("CUMING COUNTY MORTGAGE RECORD 74  PAGE {page}", 19))),
    doc("sd-probate-1931", "SD", "Lawrence", "probate", ["MICHAEL J. TREGONNING, DECEASED"],
        ["ELSIE TREGONNING CARDEW", "WILLIAM T. CARDEW"], "1931-08-24",
        [plss("Lawrence", "SD", 22, "5N", "3E", "Black Hills", "SE/4", acres=17.61,
              phrase="GOLDEN REWARD NO. 2 AND CORNISH BOY LODES, MS 1788, IN SE/4 SEC 22 T5N R3E BHM"),
         plss("Lawrence", "SD", 27, "5N", "3E", "Black Hills", "NE/4 NE/4"),
         plss("Lawrence", "SD", 26, "5N", "3E", "Black Hills", None, ["3", "4"])],
        False, None,
        "Final decree of distribution in the Black Hills: the administratrix with the will annexed is also a "
        "devisee and is labelled; the sister takes household goods only and the dead executor named in the "
        "will is not a party. 'Also known as Mike' is one party. Patented lode claims (Survey No. 1788) 'being "
        "a part of the SE/4' are labelled in that quarter with their acreage. Signed August 24, 1931; the "
        "hearing of August 17, the death 1929, the will 1927, the admission and the recording are traps.",
        noise(3)),
    doc("mn-qcd-1993", "MN", "Kittson", "quitclaim_deed", ["RED RIVER VALLEY SUGARBEET GROWERS COOPERATIVE"],
        ["ARLEN D. SOLHEIM", "KAREN M. SOLHEIM"], "1993-12-20",
        [plss("Kittson", "MN", 6, "161N", "49W", "5th PM", "SW/4 NW/4", ["4"], 11.34),
         plss("Kittson", "MN", 7, "161N", "49W", "5th PM", None, ["2"], 38.8)],
        True, None,
        "Minnesota uniform conveyancing blank 31-M, cooperative to a couple, with the auditor's block left "
        "blank ('___________ , 19__') and a 'Date:' field that governs. Government lots along a river with a "
        "quarter-quarter, the part between the river and a rail spur. Traps: the 1978 form date, the plat of "
        "October 1993, the acknowledgment of December 22, the commission expiry, the recorder's filing of "
        "January 4, 1994; the officers are not parties.", None),
    doc("ut-sheriff-1935", "UT", "Sanpete", "deed", ["ELMER G. STUCKI, SHERIFF"],
        ["MANTI FIRST SECURITY LOAN ASSOCIATION"], "1935-07-19",
        [plss("Sanpete", "UT", 30, "18S", "2E", "Salt Lake", "N/2 SW/4, SW/4 NW/4", acres=120),
         lot_block("Sanpete", "UT", "5", "41", "Manti City Survey Plat B")],
        True, None,
        "Sheriff's deed after foreclosure: the sheriff is the grantor in his office (labelled with SHERIFF); "
        "the judgment debtors, the Madsens, are named only in the recital of the decree and are not labelled "
        "(see CONTENTS). The indenture date is in words ('one thousand nine hundred and thirty-five'). Traps: "
        "the decree of November 2, 1934, the sale of January 16, 1935, the six months' redemption, the deputy, "
        "the acknowledgment (same day) and the recording of July 22. Water stock is not land.", None),
    doc("wi-prdeed-2003", "WI", "Douglas", "deed", ["DONNA R. KOSKINEN, PERSONAL REPRESENTATIVE"],
        ["VERNON L. HALVORSEN", "JUDITH A. HALVORSEN"], "2003-07-08",
        [plss("Douglas", "WI", 28, "47N", "13W", "4th PM", "NW/4 SE/4", ["3"], 71.25),
         lot_block("Douglas", "WI", "9", "2", "Pine Barrens Shores")],
        True, None,
        "Wisconsin State Bar form personal representative's deed, without warranty, so category deed. The "
        "grantor is the personal representative (capacity kept for the reader); the decedent Toivo A. Koskinen "
        "is not a party to the deed. 'Dated: July 8, 2003' governs; the letters of April 9, 2002, the order of "
        "June 2, 2003, the acknowledgment of July 10, the recording stamp 07/15/2003 and the death in 2001 at "
        "the foot are traps.", noise(1)),
    doc("ca-grant-1948", "CA", "Kern", "deed", ["MARGARET DUNSMUIR ASHWORTH"], ["TEHACHAPI ORCHARDS CORPORATION"],
        "1948-02-24",
        [plss("Kern", "CA", 35, "31S", "30E", "Mount Diablo", "SW/4"),
         plss("Kern", "CA", 2, "32S", "30E", "Mount Diablo", "N/2 NW/4, SE/4 NW/4")],
        True, "water rights of the SE/4 NW/4 of Section 2 reserved; one-half of hydrocarbons excepted under a prior reservation",
        "California grant deed: 'hereby GRANT' with no express warranty, labelled deed (its statutory implied "
        "covenants could make an examiner call it a special warranty deed; see CONTENTS). First-person wife as "
        "sole grantor of her separate property; the husband joins solely to relinquish community interest and "
        "is not labelled. 'Dated February 24, 1948'; the recorder's stamp of March 1 at the top, the "
        "acknowledgment of February 26, the 1948-49 taxes and the prior deed are traps.", None),
    doc("il-mineral-1941", "IL", "Richland", "mineral_deed",
        ["HOMER L. FRIEDERICH", "ANNA BELLE FRIEDERICH", "EUGENE H. FRIEDERICH", "WILMA J. FRIEDERICH"],
        ["LITTLE WABASH OIL AND MINERAL COMPANY"], "1941-07-01",
        [plss("Richland", "IL", 13, "3N", "10E", "3rd PM", "W/2 SE/4, NE/4 SW/4", acres=90),
         plss("Richland", "IL", 24, "3N", "10E", "3rd PM", "NE/4 NE/4", acres=40)],
        False, None,
        "3/8 mineral deed from two brothers and their wives, all named as grantors (the homestead waiver does "
        "not make the wives mere joiners). 'The South Ten acres of the NE/4 SW/4' is labelled as that "
        "quarter-quarter. An effective date (7 A.M. July 1, 1941) stated after the lease recital governs over "
        "'Dated this 18th day of July'; the lease of August 30, 1937, the acknowledgment of July 21 and the "
        "filing of July 25 are traps.", None),
    doc("ky-release-1989", "KY", "Allen", "lease_release", ["ROY DEAN PEDIGO", "DORIS FAYE PEDIGO"],
        ["BARREN RIVER PETROLEUM INC"], "1989-02-03",
        [other("Allen", "KY", "86 ACRES ON TRAMMEL CREEK, ALLEN COUNTY, KY", 86)],
        False, None,
        "Surrender of a whole lease by the holder of the lessee's interest: the lessors named in the lease "
        "recital are the grantor side; the original lessee Trammel Creek Exploration Company and the grantor "
        "of the 1962 deed are not parties. Executed February 3, 1989 (the acknowledgment is the same day). "
        "Traps: the lease of April 9, 1984, the plugging on September 30, 1988, the clerk's lodging of "
        "February 8, the commission expiry. Land bounded by adjoiners and a highway, 86 acres: system other.",
        None),
    doc("wv-commissioner-1890", "WV", "Ritchie", "deed", ["ULYSSES G. PENNYBACKER, SPECIAL COMMISSIONER"],
        ["JONAS W. HADDIX", "REBECCA J. HADDIX"], "1890-04-26",
        [other("Ritchie", "WV", "65 ACRES, NORTH FORK OF HUGHES RIVER, UNION DISTRICT, RITCHIE COUNTY, WV", 65,
               "metes_bounds")],
        True, None,
        "Special commissioner's deed in a partition suit: the commissioner is the grantor in his office "
        "(signs 'U. G. Pennybacker'), with a special warranty against his own acts only, so category deed. "
        "The plaintiffs, Abner Cunningham's unknown heirs and the adjoiner are recital names. The date is in "
        "words ('26th day of April, in the year eighteen hundred and ninety'). Traps: the September term 1889, "
        "the sale of January 6, 1890, the January term, the clerk's certificate of April 28.",
        noise(3, protect=["eighteen", "hundred", "ninety", "sixty-five", "Special", "Commissioner"])),
    doc("ar-lease-1921", "AR", "Union", "oil_gas_lease", ["ISAIAH T. MOORE", "CALLIE V. MOORE", "HOSEA MOORE"],
        ["SMACKOVER PIONEER OIL COMPANY"], "1921-02-23",
        [plss("Union", "AR", 11, "17S", "15W", "5th PM", "SW/4 NE/4, NW/4 SE/4"),
         plss("Union", "AR", 12, "17S", "15W", "5th PM", "N/2 SW/4")],
        False, None,
        "Producers 88 lease from the Smackover boom with no meridian named (the Fifth Principal Meridian). "
        "The wife is named among the lessors in the premises; the acknowledgment adds her relinquishment of "
        "dower, but she is not limited to that in the body, so she is labelled (see CONTENTS). The rental "
        "deadline of February 23, 1922 and the acknowledgment of February 25 are traps; the acreage is given "
        "only in total.", noise(3)),
]
