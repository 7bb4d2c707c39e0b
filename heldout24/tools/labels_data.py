"""Labels, form and OCR-damage plan for heldout24 (40 instruments), written from the clean texts in src/.

Read by build.py, validate.py, check_overlap.py and selfcheck.py (heldout3's and heldout4's scripts run
through h3tool.py). Each entry: id, form ("ordinary" or "trap"), file_name, state, county, labels (the
realdocs label format) and, for a damaged instrument, noise {level, protect, replace, header}.
"""


def plss(county, state, sec, twp, rng, mer, aliquots=None, lots=(), acres=None, mer_short=None):
    al = aliquots if aliquots else "ALL"
    phrase = f"{al} SEC {sec} T{twp} R{rng}" + (f" {mer_short}" if mer_short else "") + f", {county.upper()}, {state}"
    t = {"identity_phrase": phrase, "system": "plss", "county": county, "state": state,
         "section": str(sec), "township": str(twp), "range": str(rng), "meridian": mer,
         "aliquots": aliquots, "lots": list(lots)}
    if acres is not None:
        t["acres"] = acres
    return t


def noise(level, protect, header=None):
    return {"level": level, "protect": protect, "replace": [], "header": header}


def doc(n, form, state, county, category, grantors, grantees, date, tracts, conveys_fee, reservations, notes,
        damage=None):
    d = {"id": f"d24{n:02d}", "form": form, "file_name": f"d24{n:02d}.txt", "state": state, "county": county,
         "labels": {"doc_category": category, "grantors": grantors, "grantees": grantees, "governing_date": date,
                    "tracts": tracts, "conveys_fee": conveys_fee, "reservations": reservations, "notes": notes}}
    if damage:
        d["noise"] = damage
    return d


LAND = ["Section", "Township", "Range", "North", "South", "East", "West", "Quarter", "Half", "Northeast",
        "Northwest", "Southeast", "Southwest", "Meridian", "Principal", "Sixth", "Fifth", "Fourth", "Third", "Second",
        "County", "acres", "Lots", "Lot"]
NUMWORDS = ["One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve",
            "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen", "Twenty", "Thirty",
            "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety", "Hundred", "first", "second", "third",
            "Twenty-one", "Twenty-three", "Twenty-five", "Twenty-seven", "Twenty-nine", "Thirty-one", "Thirty-two",
            "Thirty-four", "Thirty-five", "Twenty-two", "Twenty-four", "Twenty-six", "Twenty-eight",
            "Ninety-one", "Forty-four", "Forty-nine", "Sixty-five", "One Hundred Forty-nine", "thousand",
            "nineteen", "sixty-six", "twelfth", "eighteen"]


def prot(*extra):
    return LAND + NUMWORDS + list(extra)


DOCS = [
    doc(1, "ordinary", "MT", "Richland", "oil_gas_lease", ["OSKAR T. HALVORSRUD", "INGEBORG HALVORSRUD"],
        ["BIGHORN BASIN EXPLORATION COMPANY"], "1951-08-16",
        [plss("Richland", "MT", 14, "23N", "58E", "Principal Meridian Montana", "SW/4", acres=160, mer_short="MPM")],
        False, None,
        "Producers 88 paid-up Montana lease with numbered clauses and a township header block above the section line. "
        "Husband and wife are both named lessors and both sign: two parties. The agreement is dated in its opening line "
        "(August 16, 1951); the acknowledgment (August 20), the commission expiry and the filing stamp (September 4) are "
        "decoys. Ten-year primary term; 200-foot building setback.",
        noise(1, prot("Richland", "Sidney", "Montana", "Fairview"))),
    doc(2, "trap", "KS", "Ellis", "warranty_deed", ["MATILDA KRETSCHMAR GRUNEWALD", "AUGUST W. GRUNEWALD"],
        ["ANTON F. DREILING"], "1909-04-12",
        [plss("Ellis", "KS", 23, "13S", "18W", "Sixth Principal", "NW/4", acres=160, mer_short="6PM")],
        True, None,
        "Trap: the premises say the indenture is made 'on the day of the date written at its foot', and that date is "
        "a 'Dated at Hays, Kansas, the 12th day of April, 1909' line placed below the notary's certificate, after the "
        "acknowledgment of April 14, 1909, which is the first complete date a reader meets. The execution date (April 12) "
        "governs. The filing stamp (April 19), the 1887 railroad deed of the source recital and the 1908 and 1909 tax "
        "years are decoys. The grantor is written with her former name ('formerly Matilda Kretschmar'), which is not a "
        "second party; her husband is a first party with her and covenants, so he is labelled.",
        noise(2, prot("Ellis", "Kansas", "Kretschmar", "Union", "Pacific", "Hays"))),
    doc(3, "ordinary", "NE", "Custer", "warranty_deed", ["ELIAS W. THORNBURY", "HARRIET A. THORNBURY"],
        ["JONAS P. WEDDERBURN"], "1897-10-11",
        [plss("Custer", "NE", 9, "17N", "21W", "Sixth Principal", "NE/4", acres=160, mer_short="6PM")],
        True, None,
        "Nebraska warranty deed from a couple: both are named grantors in the premises ('we, ... husband and wife') and "
        "both covenant; the wife's further dower and homestead release does not make her a dower-only spouse. 'Signed "
        "this 11th day of October, A. D. 1897' is the execution date, the same day as the acknowledgment. The assumed "
        "1893 mortgage, the commission expiry (1901) and the filing stamp are decoys. The road strip exception is no tract.",
        noise(2, prot("Custer", "Nebraska", "Broken", "Bow"))),
    doc(4, "trap", "OK", "Garvin", "mineral_deed", ["RUFUS H. TOLLIVER", "OPAL TOLLIVER"], ["LUCIAN P. BARKHIMER"],
        "1937-07-01",
        [plss("Garvin", "OK", 31, "3N", "1W", "Indian", "E/2 SE/4, SW/4 SE/4", acres=120, mer_short="IM")],
        False, None,
        "Trap: the deed is signed, delivered and acknowledged on June 22, 1937, but a separate paragraph makes it take effect "
        "'as of the first day of July, nineteen hundred thirty-seven', a date written only in words; the stated effective "
        "date governs (1937-07-01). The filing stamp (July 6) and the commission expiry are decoys. An undivided 1/4 of the "
        "minerals subject to the existing lease; both spouses grant."),
    doc(5, "ordinary", "NM", "Lea", "lease_assignment", ["CAPROCK DRILLING VENTURES, INC."],
        ["HONDO RIVER PETROLEUM PARTNERS, LTD."], "1974-02-27",
        [plss("Lea", "NM", 16, "18S", "34E", "New Mexico Principal", "N/2 NE/4, SE/4 NE/4", acres=120, mer_short="NMPM")],
        False, "Assignor reserves a 1/32 overriding royalty.",
        "New Mexico state lease assignment form: the Commissioner of Public Lands issued the lease (1969) and approves the "
        "assignment (March 19, 1974), but is no party. The original lessee in the heading is only recited. Execution: 'This "
        "assignment is executed this 27th day of February, 1974'; approval is not the effective date of the instrument "
        "as written. The corporate officer and the attesting secretary are not labelled. Overriding royalty of 1/32 reserved."),
    doc(6, "ordinary", "KS", "Barton", "lease_release", ["GOTTLIEB ROTHENBERGER", "FRIEDA ROTHENBERGER"],
        ["SMOKY HILL OIL & GAS COMPANY"], "1963-07-08",
        [plss("Barton", "KS", 7, "17S", "12W", "Sixth Principal", "S/2 NW/4, NW/4 NW/4", acres=120, mer_short="6PM")],
        False, None,
        "Kansas corporate release of an expired lease: the lessors of the recited 1958 lease are the grantor side, the "
        "releasing present owner the grantee side; the original lessee (a leasing service) is only recited. The testimonium "
        "date (July 8, 1963) governs; the 1958 lease date, the notary's appointment expiry and the filing stamp (July 12) "
        "are decoys. President and secretary sign for the company and are not labelled.",
        noise(1, prot("Barton", "Kansas", "Great", "Bend", "Arkalon"))),
    doc(7, "trap", "ND", "McKenzie", "lease_assignment", ["PRAIRIE SPIRE LAND SERVICES, INC."],
        ["KILLDEER BUTTE ENERGY PARTNERS"], "1982-03-09",
        [plss("McKenzie", "ND", 21, "150N", "98W", "Fifth Principal", "E/2 SW/4", lots=["3", "4"], mer_short="5PM")],
        False, None,
        "Trap: the head carries a form revision date (Rev. 1-81) and a 'Prepared: February 2, 1982' line, and the "
        "recitals a letter agreement of January 15, 1982 that fixed the price; none is the instrument's date. The "
        "assignee is a general partnership whose two partners are named in the premises and sign for it, declared to "
        "take nothing in their own names: only the partnership is labelled. 'Executed on March 9, 1982' governs; the "
        "1980 lease, the lessors (the Ostrems, no parties), the commission expiry and the recording (March 30) are "
        "decoys. Lots 3 and 4 with the E/2 SW/4 of one section: one tract."),
    doc(8, "ordinary", "TX", "Lubbock", "deed_of_trust", ["RAMIRO A. ZAPATERO", "DOLORES M. ZAPATERO"],
        ["LLANO ESTACADO SAVINGS ASSOCIATION"], "1988-11-18",
        [{"identity_phrase": "LOT 11 BLOCK 4 MESQUITE HOLLOW ADDITION, LUBBOCK, TX", "system": "lot_block",
          "county": "Lubbock", "state": "TX", "lot": "11", "block": "4", "subdivision": "Mesquite Hollow Addition"}],
        False, None,
        "Texas short-form deed of trust laid out as captioned fields: Grantor, Trustee, Beneficiary, Note. Borrowers "
        "(husband and wife, both grantors) and the beneficiary are labelled; the trustee is not. 'Date: November 18, 1988' "
        "is the execution date; the note's final maturity (December 1, 2018), the commission expiry and the filing stamp "
        "(November 21) are decoys. Platted lot and block."),
    doc(9, "trap", "WY", "Campbell", "lease_release", ["CORNELIUS D. ASHBRIDGE", "MINERVA ASHBRIDGE"],
        ["THUNDER BASIN HYDROCARBONS, INC.", "BELLE FOURCHE RESOURCES CORPORATION", "PUMPKIN BUTTES OIL PARTNERS, LTD."],
        "1993-05-19",
        [plss("Campbell", "WY", 26, "46N", "72W", "Sixth Principal", "W/2 NE/4, NW/4 SE/4", acres=120, mer_short="6PM")],
        False, None,
        "Trap: a release signed in counterparts by the three owners of the lessee's interest (50, 30 and 20 percent), "
        "each on its own date beside its signature (May 4, May 11 and May 19, 1993), the release taking effect 'when the "
        "last of the undersigned has signed it': the last signature date governs (1993-05-19). The caption names only the "
        "original lessee; all three releasing owners are the grantee side, the lessors the grantor side. Officers, an "
        "attorney-in-fact and a general partner's president sign and are not labelled. The lease date (1984), the "
        "recorded assignments, three acknowledgments and the recording (May 24) are decoys."),
    doc(10, "ordinary", "CO", "Weld", "affidavit_of_heirship", ["GUSTAVUS LINNEMEIER, DECEASED"],
        ["CONRAD A. LINNEMEIER", "ELSBETH LINNEMEIER QUACKENBUSH", "REINHOLD LINNEMEIER"], "1969-02-24",
        [plss("Weld", "CO", 32, "7N", "65W", "Sixth Principal", "SE/4", mer_short="6PM")],
        False, None,
        "Colorado heirship affidavit by a disinterested neighbour in numbered paragraphs. Decedent and his three children are "
        "labelled; the affiant and the predeceased wife are not. 'Dated this 24th day of February, 1969' governs; the jurat "
        "(February 26), the death (January 19, 1968), the wife's death (1961), the residence year 1921 and the reception "
        "stamp are decoys. No acreage is stated for the quarter."),
    doc(11, "ordinary", "SD", "Harding", "mineral_deed", ["LYMAN J. STUBBLEFIELD", "BEATRICE N. STUBBLEFIELD"],
        ["MAGNUS E. HJELMSTAD"], "1958-09-02",
        [plss("Harding", "SD", 11, "21N", "5E", "Black Hills", "N/2 SW/4, SW/4 SW/4", acres=120, mer_short="BHM")],
        False, None,
        "South Dakota mineral deed of an undivided 1/2 of the minerals under a township header; surface kept by the grantors "
        "(not a reservation of minerals, so none is labelled). Both spouses grant. 'In witness whereof ... this 2nd day of "
        "September, 1958' governs; the recited lease of April 17, 1956, the commission expiry and the filing stamp are decoys.",
        noise(1, prot("Harding", "Buffalo", "Belle", "Fourche", "Black", "Hills", "Dakota"))),
    doc(12, "trap", "CO", "Adams", "deed_of_trust", ["ALOYSIUS P. FEATHERINGILL", "CLOTILDE R. FEATHERINGILL"],
        ["FRONT RANGE FARM CREDIT COOPERATIVE"], "1978-09-21",
        [plss("Adams", "CO", 18, "1S", "63W", "Sixth Principal", "NW/4", mer_short="6PM")],
        False, None,
        "Trap: a Colorado deed of trust conveys to the Public Trustee of the county, which is named as the one to whom the "
        "land is granted, but a trustee is never labelled; the beneficiary is the grantee side. The date sits only in a "
        "form grid ('Date: September 21, 1978') to which the premises and the execution line refer ('as of the date shown "
        "in the box', 'on the date set forth above'); the maturity date in the same grid (October 1, 1998), the "
        "acknowledgment (September 25), the 1978 tax year and the recording are decoys. Road right of way excepted."),
    doc(13, "ordinary", "LA", "Caddo", "oil_gas_lease", ["BAPTISTE T. ROUGEAU"], ["TWELVEMILE BAYOU PETROLEUM COMPANY, INC."],
        "1947-03-05",
        [plss("Caddo", "LA", 20, "22N", "16W", "Louisiana", "SE/4 NE/4, E/2 SE/4", acres=120, mer_short="LM")],
        False, None,
        "Louisiana Bath-style lease made 'on the 5th day of March, 1947' and closed 'THUS DONE AND SIGNED on the date first "
        "above written'. The lessor is a married man leasing his separate property; his wife is named only to identify "
        "his marital status, does not sign and is no party. The witness's proof of signature (March 7), the depository bank, "
        "the one-year rental date and the recording (March 11) are decoys.",
        noise(1, prot("Caddo", "Parish", "Vivian", "Louisiana", "Shreveport", "Fontenette"))),
    doc(14, "trap", "NM", "Eddy", "affidavit_of_heirship", ["FLORENTINO GARRIGUES, DECEASED"],
        ["ROSALIND GARRIGUES ALBRIGHTON", "ESTEBAN GARRIGUES", "MARISOL GARRIGUES WINTERBOTTOM"], "2001-06-15",
        [plss("Eddy", "NM", 35, "17S", "28E", "New Mexico Principal", "S/2 NW/4, NW/4 NW/4", mer_short="NMPM")],
        False, None,
        "Trap: the affiant is the decedent's son-in-law (not an heir, though his surname is an heir's married name); "
        "one of the three heirs is an adopted daughter (an heir), while a foster son raised in the home and never "
        "adopted (Tobias Quintana) is named at length and is no heir. The affidavit is quoted in the first person under "
        "a 'BEFORE ME' opening. 'Signed this 15th day of June, 2001' governs; the jurat (June 18), the deaths (1993, "
        "2000), the adoption decree (1962), the commission expiry and the filing are decoys. A supporting witness is "
        "not labelled."),
    doc(15, "ordinary", "OK", "Stephens", "royalty_deed", ["EZEKIEL M. PETTIBONE"], ["WILHELMINA C. SCARBROUGH"],
        "1929-01-14",
        [plss("Stephens", "OK", 15, "1S", "7W", "Indian", "W/2 NE/4, NE/4 NW/4", acres=120, mer_short="IM")],
        False, None,
        "Oklahoma non-participating royalty deed: 1/16 of production, no bonus, rental or executive right. Single grantor. "
        "'WITNESS my hand this 14th day of January, 1929' governs; the acknowledgment (same day), the commission expiry and "
        "the filing stamp (January 17) are decoys. The deputy county clerk is not labelled.",
        noise(1, prot("Stephens", "Duncan", "Marlow", "Oklahoma", "Indian"))),
    doc(16, "ordinary", "MI", "Crawford", "quitclaim_deed", ["ARCHIBALD F. CUDWORTH"],
        ["TOBIAS R. LINDQUIST", "HULDA M. LINDQUIST"], "1913-05-17",
        [plss("Crawford", "MI", 12, "26N", "4W", "Michigan", "SW/4 NW/4, N/2 NW/4", acres=120, mer_short="MM")],
        True, None,
        "Michigan statutory-form quitclaim, dated with the year in words ('the seventeenth day of May, in the year one thousand "
        "nine hundred thirteen of our Lord'); the acknowledgment gives the same day in figures. It clears a defaulted land "
        "contract: the contract purchaser (Walhout) and the contract date (1910) are only recited. Grantees are a couple by "
        "the entireties. Witnesses and the notary are not labelled; the commission expiry and the recording are decoys.",
        noise(2, prot("Crawford", "Grayling", "Michigan", "Town", "Walhout"))),
    doc(17, "trap", "TX", "Glasscock", "royalty_deed", ["THURSTON O. MCILHENNEY", "ROBERTA MCILHENNEY"],
        ["CLAYBORNE H. ESTERBROOK, TRUSTEE"], "1956-10-10",
        [{"identity_phrase": "SEC 28 BLK 34 T-3-S T&P RR CO SURVEY A-1187, GLASSCOCK, TX", "system": "texas_survey",
          "county": "Glasscock", "state": "TX", "section": "28", "block": "34", "survey": "T. & P. RR. Co.",
          "abstract": "1187", "acres": 640}],
        False, None,
        "Trap: a term royalty deed (1/32 for fifteen years and as long thereafter as production) to a grantee named as "
        "trustee for an unincorporated royalty pool whose members are deliberately kept off the record; only the trustee is "
        "labelled. The wife joins as grantor ('we, ... and wife') and is labelled; her privy examination is an acknowledgment "
        "form, not a dower-only joinder. 'WITNESS our hands, at Garden City, Texas, this 10th day of October, 1956' governs; "
        "the acknowledgment (October 12), the fifteen-year term and the filing are decoys. Railroad section in a block with "
        "a township and abstract."),
    doc(18, "ordinary", "AL", "Tuscaloosa", "lease_ratification", ["CORNELIA BRAXTON DUNWOODY"],
        ["BLACK WARRIOR GAS VENTURES, INC."], "1986-12-03",
        [plss("Tuscaloosa", "AL", 14, "20S", "9W", "Huntsville", "NE/4 SW/4, N/2 SE/4", acres=120, mer_short="HM")],
        False, None,
        "Alabama ratification of a coalbed methane lease by a widow owning an undivided interest; the recited lease's lessors "
        "(Phineas O. Dunwoody, Jr. and others) and its original lessee are not parties. The ratifier and the present owner of "
        "the lease are labelled. 'On this the 3rd day of December, 1986' governs; the 1984 lease date, the commission expiry "
        "and the filing (12-8-1986) are decoys; the attorney who prepared it is not labelled."),
    doc(19, "trap", "AR", "Columbia", "quitclaim_deed", ["LEONIDAS B. HARGROVE"], ["EUDORA P. HARGROVE"], "1966-06-12",
        [plss("Columbia", "AR", 34, "17S", "21W", "Fifth Principal", "NW/4 SW/4, S/2 SW/4", acres=120, mer_short="5PM")],
        True, None,
        "Trap: an interspousal quitclaim in which the wife-grantee also signs and is acknowledged, expressly 'for the sole "
        "purpose of evidencing her acceptance hereof, and not as a grantor'; she is the grantee only. The husband releases "
        "curtesy and homestead as grantor. The execution date is written only in words ('the twelfth of June, A.D. nineteen "
        "hundred and sixty-six'), so the first figures met (June 16, 1966) are the acknowledgment, not the governing date. "
        "The 1949 entirety deed and the filing stamp are decoys. The meridian is not written (Fifth Principal in Arkansas).",
    ),
    doc(20, "ordinary", "UT", "Uintah", "special_warranty_deed", ["DUCHESNE BENCH INVESTMENTS, LLC"],
        ["OURAY FLATS HOLDINGS, LLC"], "2012-08-28",
        [plss("Uintah", "UT", 9, "5S", "21E", "Salt Lake", "SW/4 NE/4, N/2 SE/4", acres=120, mer_short="SLM")],
        True, "Grantor excepts and reserves all oil, gas and other hydrocarbons, without surface use.",
        "Utah special warranty deed by an LLC with water company shares and a tax serial number in the head; the grantee's "
        "mailing address heads the page. 'WITNESS the hand of said Grantor, by its Managing Member, this 28th day of August, "
        "2012' governs (acknowledged the same day, in Duchesne County); the 2012 tax year, commission expiry and the recording "
        "stamp (04-SEP-2012) are decoys. The managing member and the title agency are not labelled. Hydrocarbons reserved."),
    doc(21, "ordinary", "KY", "Johnson", "deed", ["THEOPHILUS G. BURCHETT, EXECUTOR"], ["NEWTON C. SPRADLING"],
        "1921-03-29",
        [{"identity_phrase": "49 ACRES ON JENNYS CREEK, JOHNSON, KY", "system": "metes_bounds", "county": "Johnson",
          "state": "KY", "acres": 49}],
        True, "Coal, oil, gas and other minerals excepted as previously conveyed by the testator (1903).",
        "Kentucky executor's deed under a power of sale in a will, without general warranty (category deed). The executor is "
        "the grantor, labelled with his capacity; the testator is recited, as is the public sale of March 1, 1921, the death "
        "(1920) and the probate (1920). 'made and entered into this 29th day of March, 1921' governs (acknowledged before the "
        "county clerk the same day). Metes and bounds in poles on a named creek, 49 acres; minerals previously severed.",
        noise(2, prot("Johnson", "Jennys", "Creek", "Paintsville", "Kentucky", "Rickenbaugh", "Mayhorn", "Cornett",
                      "Sandy", "poles"), header=("JOHNSON COUNTY DEED BOOK 61   PAGE {page}", 340))),
    doc(22, "trap", "OK", "Grady", "lease_ratification", ["BARNABY R. STILLWAGON", "PENELOPE STILLWAGON"],
        ["CHICKASHA PLAINS OPERATING, LLC"], "2008-04-11",
        [plss("Grady", "OK", 19, "6N", "7W", "Indian", "NE/4", acres=160, mer_short="IM")],
        False, None,
        "Trap: four recitals open the page: the original lessor (Hortense V. Delacroix) signs nothing and is named first and "
        "in capitals, the original lessee assigned out, a mineral deed from her to the ratifiers, and a spacing order. The "
        "ratifiers are the later mineral buyers (a couple, joint tenants, both labelled); the grantee side is the present "
        "lessee. 'Signed the 11th day of April, 2008' governs; the lease (2004), assignment (2005), deed (2007), order "
        "(2006), acknowledgment (April 14) and filing stamp are decoys."),
    doc(23, "ordinary", "MS", "Lamar", "right_of_way", ["HOLLIS W. PURVIANCE", "ZELMA PURVIANCE"],
        ["LEAF RIVER GATHERING CORPORATION"], "1962-07-17",
        [plss("Lamar", "MS", 26, "3N", "15W", "St. Stephens", "S/2 NW/4, NE/4 SW/4", mer_short="SSM")],
        False, None,
        "Mississippi pipeline right of way with a second-line option and three-arbiter damages clause. Husband and wife both "
        "grant (named 'Grantors'). 'WITNESS OUR SIGNATURES, this the 17th day of July, 1962' governs; the acknowledgment "
        "(same day), commission expiry and filing (July 24) are decoys. No acreage is stated."),
    doc(24, "trap", "IL", "Wayne", "oil_gas_lease",
        ["PRUDENCE ELLSWORTH CRABTREE", "GIDEON L. CRABTREE", "ROSALIE CRABTREE", "MAURINE CRABTREE"],
        ["SALINE VALLEY OIL CORPORATION"], "1940-09-09",
        [plss("Wayne", "IL", 10, "2S", "7E", "Third Principal", "NE/4", acres=160, mer_short="3PM")],
        False, None,
        "Trap: a lease by a life tenant and remaindermen in a numbered lessor block, one remainderman a minor acting by her "
        "guardian under a county court order (the guardian is not labelled; the ward is). The remainderman's wife is listed "
        "among the lessors without limitation and signs: labelled. The lease is 'made as of the 9th day of September, 1940', "
        "while each signature carries its own later date (September 12 and 16) and the joint acknowledgment is September 16; "
        "the 'as of' date is the stated effective date. The guardianship order (August 29), the testator husband, the rental "
        "date (September 9, 1941) and the filing are decoys."),
    doc(25, "ordinary", "WA", "Adams", "warranty_deed", ["HIRAM T. ESSELSTYN", "CORDELIA A. ESSELSTYN"],
        ["ANSGAR P. HOLMQUIST"], "1904-11-19",
        [plss("Adams", "WA", 27, "17N", "35E", "Willamette", "SE/4", acres=160, mer_short="WM")],
        True, None,
        "Washington statutory warranty deed ('convey and warrant') from husband and wife, both grantors, with a growing "
        "crop passing and an assumed 1902 farm loan mortgage; the railroad's reserved rights are recited from its earlier "
        "deed, not reserved by these grantors. 'Dated this 19th day of November, 1904' governs; the acknowledgment with the "
        "wife's separate examination (same day) and the filing are decoys.",
        noise(1, prot("Adams", "Ritzville", "Lind", "Washington", "Willamette", "Northern", "Pacific"))),
    doc(26, "ordinary", "MN", "Polk", "mortgage_release", ["HALVARD O. BJORNSTAD", "GUNHILD BJORNSTAD"],
        ["FIRST STATE BANK OF FOSSTON"], "1916-06-06",
        [plss("Polk", "MN", 5, "149N", "39W", "Fifth Principal", "SW/4 NE/4, W/2 SE/4", acres=120, mer_short="5PM")],
        False, None,
        "Minnesota bank satisfaction of its own mortgage: the mortgagors of the recited 1912 mortgage on the grantor side, "
        "the bank (owner and holder) on the grantee side. President and cashier sign and are not labelled, nor are the "
        "witnesses. 'IN TESTIMONY WHEREOF ... this 6th day of June, 1916' governs; the mortgage date and its filing (1912), "
        "the commission expiry and the register's certificate (June 10) are decoys.",
        noise(2, prot("Polk", "Fosston", "Minnesota"))),
    doc(27, "trap", "MO", "Barton", "correction_deed", ["MALACHI E. TWITCHELL", "NOREEN K. TWITCHELL"],
        ["DALTON R. VANDERPLOOG"], "2016-09-22",
        [plss("Barton", "MO", 16, "32N", "31W", "Fifth Principal", "NW/4 SE/4, S/2 SE/4", acres=120, mer_short="5PM")],
        True, None,
        "Trap: the correcting paragraph at the head prints the grantee's name twice, first as misspelled in the original deed "
        "('Dalton R. Vanderploeg', in quotation marks, dated June 3, 2016) and then as the true name, which is the grantee "
        "labelled. The correction deed's own premises date (September 22, 2016) governs; the original deed's date and "
        "document number, the 2016 tax year, commission expiry and recording stamp are decoys."),
    doc(28, "ordinary", "CA", "Kern", "probate", ["ZEBULON H. FAIRCLOTH, DECEASED"],
        ["CORNELIUS W. FAIRCLOTH", "LAVINIA FAIRCLOTH ORMSBEE", "JEREMIAH T. FAIRCLOTH"], "1931-04-27",
        [plss("Kern", "CA", 22, "29S", "27E", "Mount Diablo", "NE/4", mer_short="MDM")],
        False, None,
        "California decree settling final account and of distribution. The executor is also one of the three devisees and is "
        "labelled as a devisee by name. 'Done in open court this 27th day of April, 1931' (entered the same day) governs; "
        "the petition (April 2), death (1929), probate of the will (1929), the clerk's certificate and the recording (May 4) "
        "are decoys. The judge's name is left blank; the clerk and deputy are not labelled.",
        noise(1, prot("Kern", "Mount", "Diablo", "California", "Superior"))),
    doc(29, "trap", "IA", "Plymouth", "partition_deed",
        ["WENDELIN J. RUPPELT", "FLORIAN A. RUPPELT", "KUNIGUNDE RUPPELT HAVERKAMP"],
        ["WENDELIN J. RUPPELT", "FLORIAN A. RUPPELT", "KUNIGUNDE RUPPELT HAVERKAMP"], "1889-03-06",
        [plss("Plymouth", "IA", 4, "91N", "44W", "Fifth Principal", "NW/4, SW/4", mer_short="5PM"),
         plss("Plymouth", "IA", 9, "91N", "44W", "Fifth Principal", "NE/4", mer_short="5PM")],
        True, None,
        "Trap: a voluntary partition among three heirs who are cotenants, each allotted a quarter; two quarters in Section 4 "
        "and one in Section 9 (the third allotment says only 'in said Township ... Range' with no meridian). The spouses of "
        "two heirs sign, but join 'solely to relinquish their rights of dower and distributive share ... and they take "
        "nothing hereby': not labelled. The intestate father and his death (1887) are recited. 'made and concluded this 6th "
        "day of March, A. D. 1889' governs; the acknowledgment (March 8) and filing are decoys.",
        noise(1, prot("Plymouth", "Iowa", "Ruppelt", "Xaver", "Haverkamp"))),
    doc(30, "ordinary", "PA", "Washington", "lease_assignment", ["MONONGAHELA RIDGE ACQUISITIONS, LLC"],
        ["TENMILE CREEK MIDSTREAM & PRODUCTION, L.P."], "2014-10-01",
        [{"identity_phrase": "88.41 ACRES AMWELL TOWNSHIP TAX PARCEL 290-004-00-00-0031-00, WASHINGTON, PA",
          "system": "other", "county": "Washington", "state": "PA", "acres": 88.41}],
        False, None,
        "Pennsylvania partial assignment (75% of the assignor's interest) of a paid-up lease, 'made and effective this 1st day "
        "of October, 2014 (the \"Effective Date\")'; the acknowledgment (October 14), the lease date (2011) and the recording "
        "are decoys. Lessors of the recited lease are no parties; the officers who sign for both companies are not labelled. "
        "The land is a tax parcel with acreage in a named township, no metes and bounds on the page."),
    doc(31, "ordinary", "OH", "Noble", "oil_gas_lease", ["JACOB W. SCHLABACH", "CATHARINA SCHLABACH"],
        ["THE DUCK CREEK OIL COMPANY"], "1903-02-19",
        [plss("Noble", "OH", 14, "7", "8", "Ohio River Survey (Seven Ranges)", "NW/4", acres=160)],
        False, None,
        "Ohio lease of 1903 in the Seven Ranges, township and range without directions (labelled as bare numbers), bounded "
        "also by adjoiners and a road. Husband and wife are both lessors. 'Made and entered into the 19th day of February, "
        "1903' governs (acknowledged the same day); the quarterly rental, the six-month drilling date and the recording "
        "(February 24) are decoys. Gas-well rental and free house gas.",
        noise(2, prot("Noble", "Marietta", "Ohio", "Ranges", "Caldwell", "Sharon", "Wickersham", "Deerwester",
                      "Kindelberger"))),
    doc(32, "trap", "KS", "Pratt", "probate", ["BARTHOLOMEW Q. ENSMINGER, DECEASED"],
        ["LUCRETIA ENSMINGER", "AMBROSE T. ENSMINGER", "FREDERICK ENSMINGER"], "1925-11-18",
        [plss("Pratt", "KS", 33, "27S", "14W", "Sixth Principal", "SW/4", mer_short="6PM")],
        False, None,
        "Trap: a Kansas decree of final settlement and assignment of estate that assigns a life estate to the widow and the "
        "remainder to two sons; the widow is a devisee of land and is labelled with the sons. One son is also the executor "
        "who petitions and is discharged: labelled once, as devisee. The hearing is undated in the body; the decree is "
        "dated only above the judge's signature, 'Decreed at Pratt, Kansas, this 18th day of November, 1925', which "
        "governs; the order setting the hearing (October 12), death (1924), probate (1924), the judge's certificate of the "
        "copy (November 23) and the filing (November 30) are decoys. Judge and attorney are not labelled."),
    doc(33, "ordinary", "FL", "Santa Rosa", "affidavit_of_heirship", ["OTHNIEL B. CRUMPLER, DECEASED"],
        ["VERLIN J. CRUMPLER", "ARDELLA CRUMPLER TEAGARDEN"], "1972-04-03",
        [plss("Santa Rosa", "FL", 23, "5N", "29W", "Tallahassee", "SE/4 NW/4, N/2 SW/4", acres=120, mer_short="TM")],
        False, None,
        "Florida affidavit of death, heirship and non-administration by a disinterested cousin: decedent (also known by "
        "initials, not a second party) and his two children are labelled; the affiant, the predeceased wife and the attorney "
        "are not. 'Dated this 3rd day of April, 1972' governs (sworn the same day); the deaths (1966, 1970), commission "
        "expiry and filing stamp are decoys. Half of the minerals only.",
        noise(1, prot("Santa", "Rosa", "Jay", "Pensacola", "Munson", "Brewton", "Florida", "Tallahassee"))),
    doc(34, "trap", "TX", "Upton", "other",
        ["HESTER WAINSCOTT KIMBROUGH", "ARLISS D. WAINSCOTT", "DUNSTAN E. PEABODY, TRUSTEE"],
        ["RANKIN DRAW OPERATING, LLC"], "2019-02-26",
        [{"identity_phrase": "SEC 12 BLK 40 T-4-S T&P RR CO SURVEY A-2206, UPTON, TX", "system": "texas_survey",
          "county": "Upton", "state": "TX", "section": "12", "block": "40", "survey": "T. & P. RR. Co.",
          "abstract": "2206", "acres": 640}],
        None, None,
        "Trap: a right of first refusal on royalty that uses the words of a grant ('the Owners give the Holder this right', 'Grant of Refusal Right') but declares that it grants, sells and conveys no interest and is not a deed, an option at a "
        "fixed price or a division order: category other, conveys_fee null. Parties labelled as for other instruments "
        "that convey nothing: the owners who give the right (a trust acting by its trustee, labelled as trustee) and the "
        "holder. The 1951 deed and its reserving grantor are only recited; the ten-year period, thirty and ninety days "
        "are no dates. 'SIGNED this 26th day of February, 2019' governs; the holder's later acknowledgment (March 1) and "
        "the recording (03/08/2019) are decoys."),
    doc(35, "ordinary", "NV", "Elko", "deed_of_trust", ["ESTEBAN J. ARRIZABALAGA", "MAITE ARRIZABALAGA"],
        ["RUBY MOUNTAIN LIVESTOCK CREDIT ASSOCIATION"], "1949-07-11",
        [plss("Elko", "NV", 30, "34N", "56E", "Mount Diablo", "S/2 NE/4, NE/4 SE/4", mer_short="MDM")],
        False, None,
        "Nevada three-party ranch deed of trust with water rights and grazing preferences: grantors (husband and wife) and "
        "beneficiary labelled, the title company trustee not. 'THIS DEED OF TRUST, Made this 11th day of July, 1949' governs; "
        "the final installment (November 1, 1959), the acknowledgment (same day), the commission expiry and the filing "
        "(July 14) are decoys.",
        noise(1, prot("Elko", "Nevada", "Humboldt", "Ruby", "Mountain", "Diablo"))),
    doc(36, "ordinary", "IN", "Posey", "mineral_deed", ["LEMUEL F. WICKLIFFE", "ARABELLA WICKLIFFE"],
        ["IGNATIUS R. HOLLENBECK"], "1944-10-31",
        [plss("Posey", "IN", 25, "6S", "13W", "Second Principal", "NW/4 NE/4, E/2 NE/4", acres=120, mer_short="2PM")],
        False, None,
        "Indiana statutory 'convey and warrant' mineral deed of an undivided 1/4 of the minerals, subject to a recited 1942 "
        "lease, surface kept by the grantors. Both spouses grant. 'IN WITNESS WHEREOF ... this 31st day of October, 1944' "
        "governs; the lease date, commission expiry and recording (November 3) are decoys; the attorney is not labelled."),
    doc(37, "trap", "WI", "Oconto", "mortgage_release", ["ANSELM J. KOWALCZYK"],
        ["WOLF RIVER MUTUAL SAVINGS SOCIETY"], "1939-10-23",
        [plss("Oconto", "WI", 8, "28N", "19E", "Fourth Principal", "NE/4 NW/4, S/2 NW/4", acres=120, mer_short="4PM")],
        False, None,
        "Trap: the caption lists both present owners of the land, husband and wife, in capitals above the mortgagor "
        "line, but the mortgage was given by the husband alone while single; the wife, who came into the title later "
        "and never signed the mortgage, is no mortgagor and is not labelled. The releasing society is the original "
        "mortgagee and holder. 'Dated at Shawano, Wisconsin, the 23rd day of October, 1939' governs; the mortgage "
        "(1931), its recording, the marriage (1933), the board's vote (September 12, 1939), the commission expiry and "
        "the recording stamp are decoys. Officers and witnesses are not labelled."),
    doc(38, "ordinary", "AK", "Kenai", "lease_release", ["STATE OF ALASKA"], ["COOK INLET UPLANDS EXPLORATION, INC."],
        "2003-08-14",
        [plss("Kenai", "AK", 17, "3N", "11W", "Seward", None, acres=640, mer_short="SM")],
        False, None,
        "Alaska relinquishment of a state lease (ADL) recorded in the Kenai Recording District. The caption labels the "
        "releasor 'Grantor' and the State 'Grantee/Lessor'; by the label convention the lessor (the State) is the grantor "
        "side and the releasing holder of the lease the grantee side. The original lessee (Kasilof Ridge) is only recited. "
        "'DATED at Anchorage, Alaska, this 14th day of August, 2003' governs; the lease effective date (1996), assignment "
        "approval (1999), commission expiry and recording stamp are decoys. Whole section, 640 acres."),
    doc(39, "trap", "WY", "Laramie", "patent", ["UNITED STATES OF AMERICA"], ["TRUMAN G. BALLINGALL"], "1891-02-16",
        [plss("Laramie", "WY", 22, "14N", "68W", "Sixth Principal", "SE/4", acres=160, mer_short="6PM")],
        True, "Vested water rights, ditches and reservoirs; right of way for ditches or canals of the United States.",
        "Trap: a desert land patent issued to the assignee of the entryman; the entryman (Shufeldt) made the entry in 1884 "
        "and is named first and repeatedly but is not the grantee. The testimonium is in words only ('the sixteenth day of "
        "February, in the year one thousand eight hundred and ninety-one of our Lord'); the Act of 1877, the entry (1884), "
        "the assignment (1888) and the county filing (April 2, 1891) are decoys. President, secretary and recorder blank."),
    doc(40, "ordinary", "AZ", "Cochise", "warranty_deed", ["DARIUS K. HOLLINGWORTH", "PERPETUA J. HOLLINGWORTH"],
        ["SAGUARO HOLLOW RANCH, LLC"], "2023-05-09",
        [plss("Cochise", "AZ", 29, "17S", "24E", "Gila and Salt River", "SW/4 NW/4, N/2 SW/4", acres=120, mer_short="GSRM")],
        True, "Grantors reserve one-half of oil, gas and other hydrocarbons without surface entry above 500 feet.",
        "Arizona statutory warranty deed ('I or we ... do hereby convey') with an escrow number, a well registration and a "
        "grantee acceptance signed by a member (not labelled). 'Dated this 9th day of May, 2023' governs; the acknowledgment "
        "(same day), commission expiry and recording (05/15/2023) are decoys. Patent mineral reservation recited; half the "
        "hydrocarbons reserved by the grantors."),
]
