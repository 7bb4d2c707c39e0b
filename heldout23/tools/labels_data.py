"""heldout23: the labels, form and OCR-damage plan of each instrument (texts in ../src/<id>.txt).

Written blind for this set. Each entry: id, file_name, state, county (the recording), form ("ordinary"
or "trap"), labels (realdocs label format) and noise (None, or level, protect, replace, header for
heldout3's noise.py). Standard library only.
"""

NUMBER_WORDS = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
                "sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety "
                "hundred thousand first second third fourth fifth sixth seventh eighth ninth tenth eleventh "
                "twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth "
                "twenty-first twenty-second twenty-third twenty-fourth twenty-fifth twenty-sixth twenty-seventh "
                "twenty-eighth twenty-ninth thirtieth thirty-first half quarter fourth")
LAND_WORDS = ("Section Sec Township Town Twp Range Rge Meridian Principal Base North South East West "
              "Northeast Northwest Southeast Southwest Lot Lots Block Abstract Survey acres County Parish "
              "Quarter Half tract land described")


def protect(*extra):
    """Words the random OCR pass leaves alone: land and number words and the names given."""
    return [NUMBER_WORDS, LAND_WORDS] + list(extra)


def plss(county, state, sec, twp, rng, mer, aliquots=None, lots=(), acres=None):
    where = f"{county.upper()} COUNTY, {state}" if state not in ("LA", "AK") else (
        f"{county.upper()} PARISH, LA" if state == "LA" else f"{county.upper()} RECORDING DISTRICT, AK")
    land = (aliquots or "ALL") if not lots else ("LOTS " + ", ".join(lots) + (", " + aliquots if aliquots else ""))
    t = {"identity_phrase": f"{land} SEC {sec} T{twp} R{rng}, {where}", "system": "plss", "state": state,
         "county": county, "section": str(sec), "township": str(twp), "range": str(rng), "meridian": mer,
         "aliquots": aliquots, "lots": list(lots)}
    if acres:
        t["acres"] = acres
    return t


def doc(i, form, state, county, category, grantors, grantees, date, tracts, fee, reservations, notes,
        noise=None):
    return {"id": f"d23{i:02d}", "file_name": f"d23{i:02d}.txt", "state": state, "county": county, "form": form,
            "labels": {"doc_category": category, "grantors": grantors, "grantees": grantees,
                       "governing_date": date, "tracts": tracts, "conveys_fee": fee,
                       "reservations": reservations, "notes": notes},
            "noise": noise}


def light(*extra, header=None):
    return {"level": 1, "protect": protect(*extra), "replace": [], "header": header}


def medium(*extra, header=None):
    return {"level": 2, "protect": protect(*extra), "replace": [], "header": header}


DOCS = [
    doc(1, "ordinary", "ND", "McKenzie", "oil_gas_lease",
        ["HALVOR J. BRENDEMUEHL", "JOSEPHINE A. BRENDEMUEHL"], ["KILLDEER BASIN OPERATING COMPANY"], "1981-08-17",
        [plss("McKenzie", "ND", 23, "151N", "99W", "Fifth Principal Meridian", "E/2 SW/4, SE/4", ["3", "4"], 318.42)],
        False, None,
        "North Dakota paid-up lease form with numbered clauses and a township header. Dated by the premises "
        "('entered into on the 17th day of August, 1981'); the acknowledgment of August 21, the commission expiry "
        "and the filing stamp of September 2 are decoys. Lots 3 and 4 with E/2 SW/4 and SE/4 of one section are "
        "one tract. The couple are both lessors.",
        light("McKenzie", "Brendemuehl", "Killdeer", "Skogmo")),
    doc(2, "trap", "NV", "Elko", "warranty_deed",
        ["ELSWORTH P. MANDEVILLE"], ["WINNEMUCCA DRAW CATTLE COMPANY"], "1996-06-14",
        [plss("Elko", "NV", 19, "34N", "55E", "Mount Diablo Meridian")],
        True, "Excepts the petroleum, oil and gas reserved by the United States in the patent (an earlier reservation, not the grantor's).",
        "TRAP: a Nevada grant, bargain and sale deed carrying an express general warranty (so warranty_deed) whose "
        "grantee is named only in a Schedule A at the foot, after the acknowledgment, while the head of the page "
        "names a bank as the addressee for tax statements and a title company as the requester; the deed says the "
        "bank takes nothing. Grantee: the cattle company in the schedule. Date: 'Witness my hand this 14th day of "
        "June, 1996'; acknowledgment June 18 and filing June 27 are decoys, as is the fiscal year 1996-97. "
        "All of Section 19: aliquots null.",
        None),
    doc(3, "ordinary", "OH", "Washington", "warranty_deed",
        ["LEMUEL T. GORSUCH"], ["ABIATHAR QUINBY MORSE"], "1893-05-09",
        [plss("Washington", "OH", 14, "3", "8", "Ohio Company's Purchase", "NE/4", (), 160)],
        True, None,
        "Ohio deed of 1893 with the year in words in the premises ('made the ninth day of May, in the year one "
        "thousand eight hundred ninety-three'); the acknowledgment of May 10 and the record stamp of May "
        "15 are later. Harriet Gorsuch only releases her dower by a separate clause, so she is not labelled. The "
        "land is in the Ohio Company's Purchase: Town 3, Range 8 without directions, kept as numbers. The quarter-"
        "acre burying ground is an exception, no tract.",
        medium("Washington", "Ohio", "Gorsuch", "Morse", "Aurelius", "Ludlow", "Ferry", "Company's", "Purchase")),
    doc(4, "trap", "OK", "Grady", "oil_gas_lease",
        ["WINONA FAYE CHUPIK", "LORENZO D. PETTIBONE"], ["RUSH SPRINGS ENERGY PARTNERS, L.P."], "2009-05-04",
        [plss("Grady", "OK", 8, "6N", "7W", "Indian Meridian", "SW/4", (), 160)],
        False, None,
        "TRAP: the lease defines its own date as the day the last lessor signs ('Lease Date'), shown beside each "
        "signature: April 9, 2009 for the sister and May 4, 2009 for the brother, so the governing (effective) "
        "date is May 4, 2009. Decoys: the bonus draft of April 2, the first acknowledgment of April 9, the brother's "
        "Louisiana acknowledgment of May 6 (later than his signature), the commission expiry and the filing of May "
        "19. Both siblings are lessors; the notaries are not parties.",
        None),
    doc(5, "ordinary", "TX", "Reagan", "mineral_deed",
        ["CORNELIUS B. YANCEWORTH"], ["THADDEUS LOCKRIDGE HOLLOMAN"], "1952-10-03",
        [{"identity_phrase": "SECTION 26, BLOCK 49, T-2-S, T&P RR CO SURVEY, A-1627, REAGAN COUNTY, TX",
          "system": "texas_survey", "state": "TX", "county": "Reagan", "section": "26", "block": "49",
          "survey": "T&P RR CO", "abstract": "1627", "acres": 640}],
        False, None,
        "Texas printed mineral deed with the subject-to-lease clause giving the grantee a quarter of the rentals. "
        "Dated by 'WITNESS my hand this 3rd day of October, 1952'; the recited lease of February 11, 1950, the "
        "acknowledgment of October 4 and the filing of October 20 are decoys. The lessee of the recited lease "
        "is no party. A section in a block and township of the T&P survey with an abstract.",
        light("Reagan", "Yanceworth", "Holloman", "Lockridge")),
    doc(6, "ordinary", "WY", "Campbell", "lease_assignment",
        ["PUMPKIN BUTTES PETROLEUM, INC."], ["TEAPOT CREEK RESOURCES CORPORATION"], "1976-07-22",
        [plss("Campbell", "WY", 11, "47N", "72W", "Sixth Principal Meridian", "NW/4, N/2 SW/4", (), 240)],
        False, "Assignor reserves an overriding royalty of 1.5% of 8/8.",
        "Wyoming blank-book assignment with a township header and an override. Dated 'Executed this 22nd day of "
        "July, 1976'; the recited lease of March 3, 1971, the acknowledgment of July 23 (taken in another county) "
        "and the filing of August 4 are decoys. The recited lessors (the Farrands) are not parties; the president "
        "and secretary sign for the company only.",
        None),
    doc(7, "trap", "CO", "Weld", "mineral_deed",
        ["SUGAR BEET VALLEY MINERALS, INC."], ["PLATTEVILLE ROYALTY HOLDINGS LLC"], "2004-01-01",
        [plss("Weld", "CO", 30, "4N", "66W", "Sixth Principal Meridian", "E/2 NE/4, NE/4 SE/4", (), 120)],
        False, None,
        "TRAP: the deed's Effective Time is '12:01 a.m. on the first day of January of the calendar year in which "
        "it is signed by the Grantor', and it is signed on June 3, 2004: the effective date the page lets one fix "
        "is January 1, 2004, which governs. Decoys: the letter of intent of November 17, 2003, the acknowledgment "
        "of June 8, the commission expiry 10/19/2007 and the reception stamp of 06/21/2004. The grantor is the "
        "dissolving corporation acting by its liquidating trustee, who is not a party.",
        None),
    doc(8, "ordinary", "KS", "Barber", "lease_release",
        ["AUGUSTUS M. WEINGARTNER", "LOUISA WEINGARTNER"], ["MEDICINE LODGE DRILLING COMPANY"], "1966-06-16",
        [plss("Barber", "KS", 32, "33S", "13W", "Sixth Principal Meridian", "NW/4", (), 160)],
        False, None,
        "Kansas corporate release of an expired lease. The recited lessors are on the grantor side, the releasing "
        "lessee on the grantee side. Dated by the testimonium 'this 16th day of June, 1966'; the lease date of May "
        "14, 1962, the rental date May 14, 1966, the acknowledgment of June 17, the appointment expiry and the "
        "filing of June 21 are decoys. Officers sign for the company only.",
        light("Barber", "Weingartner", "Medicine", "Lodge", "Sedgwick")),
    doc(9, "trap", "NM", "Lea", "lease_assignment",
        ["MESCALERO SANDS OIL COMPANY"], ["QUATTLEBAUM EXPLORATION COMPANY"], "1958-03-24",
        [plss("Lea", "NM", 16, "17S", "34E", "New Mexico Principal Meridian", "S/2 NW/4, SW/4", (), 240)],
        False, "Assignor reserves an overriding royalty of 1/16 of 7/8.",
        "TRAP: an assignment made by an offer letter dated March 10, 1958 that becomes the assignment only when "
        "accepted, 'effective on the date of acceptance written below': accepted March 24, 1958, which governs. "
        "Decoys: the letter date, the assignor's acknowledgment of March 11 (before acceptance), the acceptance "
        "acknowledgment of March 25, the lease's effective date October 1, 1951, the spud and rental date October "
        "1, 1958 and the filing of April 2. The addressee signs for his company, which is the assignee.",
        None),
    doc(10, "ordinary", "ID", "Canyon", "deed_of_trust",
         ["OSWALD R. FENNIMORE", "CLEMENTINE FENNIMORE"], ["THE BOISE VALLEY LOAN AND TRUST COMPANY"], "1912-04-06",
         [plss("Canyon", "ID", 22, "3N", "2W", "Boise Meridian", "W/2 SE/4", (), 80)],
         False, None,
         "Idaho statutory real estate mortgage (deed_of_trust in DOMAIN's vocabulary) with ditch shares and water "
         "rights. Dated by the premises 'made the 6th day of April, 1912'; the acknowledgment of April 8, the "
         "filing of April 10 and the five-year maturity are decoys. Both spouses mortgage. The railroad right of "
         "way is an exception, not a party.",
         light("Canyon", "Idaho", "Fennimore", "Boise", "Valley", "Lowell", "Deer", "Flat")),
    doc(11, "ordinary", "NE", "Custer", "mortgage_release",
         ["EBENEZER T. WALDRIP", "SOPHRONIA WALDRIP"], ["THE CUSTER COUNTY BANK OF MIDDLE LOUP"], "1899-03-14",
         [plss("Custer", "NE", 28, "17N", "21W", "Sixth Principal Meridian", "NW/4", (), 160)],
         False, None,
         "Nebraska bank satisfaction signed by the cashier. Mortgagors on the grantor side, the bank on the grantee "
         "side. Dated by the testimonium 'this 14th day of March, A. D. 1899'; the mortgage of March 2, 1894, the "
         "payment on the note's maturity, March 1, 1899, the acknowledgment of March 15 and the filing of March 16 "
         "are decoys. Lower-case land description with numbers in words and figures.",
         medium("Custer", "Nebraska", "Waldrip", "Custer", "Middle", "Loup")),
    doc(12, "trap", "MT", "Richland", "lease_release",
         ["KNUTE A. HALVERSTADT", "GUNHILD HALVERSTADT"], ["LONETREE BENCH OPERATING CORPORATION"], "1987-11-30",
         [plss("Richland", "MT", 5, "24N", "58E", "Principal Meridian Montana", "S/2 N/2, S/2", ["1", "2", "3", "4"], 641.12)],
         False, None,
         "TRAP: a partial release laid out as a caption box naming the lease's whole land (Sections 5 and 8) and "
         "then releasing Section 5 only, with a longer SAVE AND EXCEPT paragraph retaining Section 8 for a producing "
         "well: only the Released Land is a tract. The box's 'Lessor of record' are the grantor side even though "
         "the text says they do not sign; the holder is the grantee side; its attorney in fact is not a party. "
         "Dated 'Dated and signed this 30th day of November, 1987'; the lease of June 1, 1982, the spacing order of "
         "January 9, 1985, the surface agreement of September 12, 1984, the acknowledgment of December 2 and the "
         "recording of December 8 are decoys.",
         None),
    doc(13, "ordinary", "SD", "Harding", "affidavit_of_heirship",
         ["FERDINAND OSWALD TRUAX, DECEASED"], ["WILHELMINA TRUAX PFLUEGER", "CASSIUS H. TRUAX", "LEANDER TRUAX"],
         "1938-04-12",
         [plss("Harding", "SD", 4, "20N", "4E", "Black Hills Meridian", "SE/4", (), 160)],
         False, None,
         "South Dakota heirship affidavit by a disinterested neighbour (not labelled) in numbered paragraphs. "
         "Decedent and his three children (shares one-third each); the predeceased wife and the daughter's "
         "husband are not heirs. Dated 'Dated this 12th day of April, 1938', the jurat the same day; the death "
         "dates of 1936 and 1929, the tax year 1937, the commission expiry and the filing of April 14 are decoys.",
         light("Harding", "Truax", "Ockenden", "Slim", "Buttes", "Siding", "Missouri", "Crossing", "Redwater",
               "Forks", "Gascoyne", "Black", "Hills")),
    doc(14, "trap", "AZ", "Maricopa", "deed_of_trust",
         ["MARISOL ECHEVERRIA-DUNAWAY"], ["SONORAN COMMUNITY CREDIT UNION"], "2016-09-27",
         [{"identity_phrase": "LOT 118, BLOCK 7, SONORAN PALISADES UNIT THREE, MARICOPA COUNTY, AZ",
           "system": "lot_block", "state": "AZ", "county": "Maricopa", "lot": "118", "block": "7",
           "subdivision": "SONORAN PALISADES UNIT THREE"}],
         False, None,
         "TRAP: a third-party deed of trust. The trustor who grants is the owner of the lot, not the borrower: the "
         "borrower LLC is named in the caption ('not a party to this Deed of Trust') and makes the note; the "
         "trustor only guarantees and pledges her separate property. Grantor side: the trustor; grantee side: the "
         "credit union as beneficiary. The title agency trustee and the husband, who signs only a consent and "
         "conveys nothing, are not labelled. Dated by the 'Date:' field, September 27, 2016 (also beside her "
         "signature); the note maturity October 1, 2023, the acknowledgment of September 29, the commission expiry "
         "and the recording of 10/03/2016 are decoys.",
         None),
    doc(15, "ordinary", "OK", "Kingfisher", "royalty_deed",
         ["CLETUS V. AMBERCROMBIE", "NELLIE MAE AMBERCROMBIE"], ["LOYAL E. SCHATTENKIRK"], "1944-02-05",
         [plss("Kingfisher", "OK", 35, "17N", "6W", "Indian Meridian", "N/2 NE/4", (), 80)],
         False, None,
         "Oklahoma printed royalty deed of 1/32 royalty, non-participating, the grantors keeping the leasing "
         "rights. Dated 'Signed and delivered this 5th day of February, 1944'; the acknowledgment of February 7, "
         "the commission expiry and the filing of February 11 are decoys. The present lessee is no party.",
         None),
    doc(16, "ordinary", "MI", "Kalkaska", "quitclaim_deed",
         ["HORACE B. VANDERKOLK", "ROSEMARY VANDERKOLK"], ["THEODORIC PALMQUIST", "MILDRED J. PALMQUIST"], "1971-03-09",
         [plss("Kalkaska", "MI", 15, "28N", "8W", "Michigan Meridian", "SW/4 NE/4", (), 40)],
         True, None,
         "Michigan statutory quitclaim given to clear a forfeited land contract. The vendee of the abandoned "
         "contract is named twice and is not a party. Dated 'Dated this 9th day of March, 1971'; the contract date "
         "of September 1, 1965, the acknowledgment of March 11, the commission expiry and the receipt of March 17 "
         "are decoys. The drafter is a grantor, not a separate party.",
         light("Kalkaska", "Michigan", "Vanderkolk", "Palmquist", "Clearwater", "Boardman", "Forks", "Torch",
               "Hollow", "Sand", "Lake")),
    doc(17, "trap", "AL", "Tuscaloosa", "mortgage_release",
         ["JEPTHA L. BOZEMAN", "SARAH ANN BOZEMAN"], ["THE WARRIOR RIVER MERCANTILE COMPANY"], "1921-02-04",
         [plss("Tuscaloosa", "AL", 10, "21S", "11W", "Huntsville Meridian", "SE/4 NW/4, NE/4 SW/4", (), 80)],
         False, None,
         "TRAP: a certified transcript of a mortgage with the mortgagee's marginal satisfaction. The instrument "
         "that acts is the satisfaction (mortgage_release): mortgagors on the grantor side, the mortgagee company "
         "on the grantee side. Governing date: the satisfaction's 'This the 4th day of February, 1921'. Decoys: "
         "the mortgage's own date December 20, 1918 and its maturity, the omitted acknowledgment of December 21, "
         "1918, the probate judge's attestation of March 7, 1921 and the transcript certificate of June 2, 1948. "
         "The judge, clerk and witness are not parties; the wife signs by mark.",
         light("Tuscaloosa", "Alabama", "Bozeman", "Warrior", "River", "Huntsville")),
    doc(18, "ordinary", "LA", "Caddo", "lease_ratification",
         ["ALCIDE J. FONTENOT-RAINWATER"], ["CROSS LAKE PRODUCING COMPANY"], "1934-07-16",
         [plss("Caddo", "LA", 20, "18N", "15W", "Louisiana Meridian", "E/2 SW/4", (), 80)],
         False, None,
         "Louisiana notarial ratification by a later buyer of the minerals, with lease-let-grant words. The "
         "ratifier and the lessee are the parties; the original lessor (his vendor) is named only in recitals. "
         "His wife appears only to acknowledge his separate estate and does not ratify: not labelled. Dated 'THUS "
         "DONE AND SIGNED ... on this 16th day of July, 1934'; the lease of September 20, 1931 and the filing of "
         "July 20 are decoys.",
         None),
    doc(19, "trap", "KS", "Stafford", "affidavit_of_heirship",
         ["HERMAN SIEVERS, DECEASED"], ["MARGARETHA HOLLENBECK-SIEVERS", "LUDWIG A. SIEVERS", "ROSALIE H. SIEVERS"],
         "1947-01-15",
         [plss("Stafford", "KS", 17, "25S", "12W", "Sixth Principal Meridian", "SW/4", (), 160)],
         False, None,
         "TRAP: the widow's own heirship affidavit naming a posthumous child, born April 11, 1946 after the "
         "father's death of October 28, 1945, who inherits as if born in his lifetime: heirs are the widow (1/2) "
         "and both children (1/4 each). The predeceased parents are not heirs. The affiant is here an heir and "
         "labelled as such. Dated 'Dated this 15th day of January, 1947'; the jurat of January 16, the marriage "
         "date, the births, the death and the filing of January 22 are decoys.",
         None),
    doc(20, "ordinary", "UT", "Uintah", "special_warranty_deed",
         ["ASHLEY CREEK LAND HOLDINGS, L.L.C."], ["DESERET BASIN HYDROCARBONS, INC."], "2001-08-30",
         [plss("Uintah", "UT", 9, "6S", "21E", "Salt Lake Meridian", "SW/4 NE/4", ["2"], 79.61)],
         True, None,
         "Utah statutory special warranty deed by an LLC acting by its manager, with a water right and a tax "
         "serial number. Dated 'WITNESS the hand of said Grantor ... this 30th day of August, 2001'; the purchase "
         "agreement of July 2, the acknowledgment of August 31, the commission expiry and the entry of 09/05/2001 "
         "are decoys. Lot 2 and SW/4 NE/4 of one section are one tract.",
         None),
    doc(21, "ordinary", "IL", "Wayne", "deed",
         ["ORPHA LAVINIA KETTERMAN"], ["THE ELM RIVER FARMERS' ELEVATOR COMPANY"], "1905-09-25",
         [plss("Wayne", "IL", 33, "1S", "7E", "Third Principal Meridian", "N/2 NW/4", (), 80)],
         True, None,
         "Illinois guardian's deed after a licensed private sale, without warranty: category deed. The ward's "
         "title is what passes; the guardian acting for the ward is not labelled (label conventions). Dated by the "
         "premises with the year in words ('made this twenty-fifth day of September, A. D. nineteen hundred and "
         "five'); the court term of August 1905, the sale of September 9, the confirmation of September 22, the "
         "acknowledgment of September 26 and the filing of October 2 are decoys.",
         light("Wayne", "Illinois", "Ketterman", "Hatchcock", "Elm", "River", "Prairie", "Fairfield")),
    doc(22, "trap", "AR", "Columbia", "royalty_deed",
         ["BENTON HARLAN MAYWEATHER"], ["PEARLIE DEAN STROTHERS", "OCTAVIUS STROTHERS"], "1964-02-29",
         [plss("Columbia", "AR", 27, "17S", "21W", "Fifth Principal Meridian", "NW/4 SE/4, S/2 NE/4 SE/4", (), 60)],
         False, None,
         "TRAP: the deed is dated only in words, 'the twenty-ninth day of February, in the year nineteen hundred "
         "sixty-four' (a leap day, a valid date), and says no other date shall be given to it; the only figures are "
         "the acknowledgment of March 2, 1964 and the filing of March 9, which are decoys, as is the recited lease "
         "dated in words in 1961. The wife and her husband are both grantees ('and her husband'). A quarter-"
         "quarter and a half of a quarter-quarter-quarter in one section: one tract.",
         None),
    doc(23, "ordinary", "MS", "Wayne", "oil_gas_lease",
         ["ISHAM D. PURVIANCE", "ODESSA M. PURVIANCE"], ["CHICKASAWHAY OIL AND GAS COMPANY"], "1956-04-19",
         [plss("Wayne", "MS", 6, "8N", "6W", "St. Stephens Meridian", "W/2 NE/4", (), 80)],
         False, None,
         "Mississippi printed ten-year lease with a depository bank and a rental clause. Dated 'made and entered "
         "into this the 19th day of April, 1956'; the acknowledgment of April 21 (which says they signed on the day "
         "mentioned), the commission expiry and the filing of April 27 are decoys. 'ISHAM D. PURVIANCE and wife, "
         "ODESSA M. PURVIANCE' are two lessors.",
         None),
    doc(24, "trap", "CA", "Kern", "quitclaim_deed",
         ["DARNELL W. BASCOMBE"], ["LORINDA SUE BASCOMBE"], "1983-05-11",
         [plss("Kern", "CA", 14, "29S", "26E", "Mount Diablo Meridian", "NW/4 NE/4", (), 40)],
         True, None,
         "TRAP: a quitclaim between former spouses under a judgment of dissolution; the court caption names both "
         "(the grantee first) in the matter of the marriage. Grantor is the former husband, grantee the former "
         "wife; the attorney requesting recording is not a party. Dated 'Dated: May 11, 1983'; the judgment of "
         "March 28, 1983, the date of separation August 14, 1981, the acknowledgment of May 13 and the recording "
         "of May 25 are decoys.",
         None),
    doc(25, "ordinary", "IA", "Palo Alto", "warranty_deed",
         ["ABSALOM K. TREADWELL"], ["GUSTAVUS E. LINDQVIST"], "1886-11-02",
         [plss("Palo Alto", "IA", 9, "95N", "33W", "Fifth Principal Meridian", "NE/4", (), 160)],
         True, None,
         "Iowa warranty deed of 1886 with an assumed mortgage, under a deed-record page header added by the scan. "
         "The wife only relinquishes dower in a separate sentence: not labelled, though the premises say 'we'. "
         "Dated 'Signed the 2nd day of November, A. D. 1886' (the acknowledgment is the same day); the filing of "
         "November 6 is a decoy. The railroad's strip and the mortgagee are not parties.",
         medium("Palo Alto", "Iowa", "Treadwell", "Lindqvist", "Vesterhavn",
                header=("DEED RECORD No. 27          PALO ALTO COUNTY, IOWA          PAGE {page}", 513))),
    doc(26, "ordinary", "IN", "Posey", "mineral_deed",
         ["ALVIN PRUETT BOSSENBERGER", "IDELLA BOSSENBERGER"], ["WABASH BOTTOMS ROYALTY COMPANY"], "1940-05-18",
         [plss("Posey", "IN", 24, "6S", "14W", "Second Principal Meridian", "SW/4 SE/4", (), 40)],
         False, None,
         "Indiana 'convey and warrant' mineral deed of 3/8 of the minerals, subject to a recited lease. Dated by the "
         "testimonium 'this 18th day of May, 1940' (the acknowledgment is the same day); the lease of August 1, "
         "1938, the tax year 1941, the auditor's entry and the receipt of May 21 are decoys. The preparer and the "
         "lessee are not parties.",
         None),
    doc(27, "trap", "TX", "Gaines", "lease_ratification",
         ["THE FIRST STATE BANK OF CEDARVALE, TRUSTEE"], ["SEMINOLE DRAW PETROLEUM CORPORATION"], "1969-08-07",
         [{"identity_phrase": "SECTION 12, BLOCK A-23, PUBLIC SCHOOL LAND, A-2291, GAINES COUNTY, TX",
           "system": "texas_survey", "state": "TX", "county": "Gaines", "section": "12", "block": "A-23",
           "survey": "PUBLIC SCHOOL LAND", "abstract": "2291", "acres": 640}],
         False, None,
         "TRAP: a ratification by a bank as testamentary trustee of the deceased lessor's minerals. The recited "
         "lessor (now deceased) and the two grandchildren beneficiaries are named prominently; the text says the "
         "beneficiaries are not owners of record and not parties. Ratifier: the bank, as trustee; lessee: the "
         "corporation. Dated 'EXECUTED this 7th day of August, 1969'; the lease of January 14, 1966, the death of "
         "December 2, 1967, the acknowledgment of August 11 and the filing of August 15 are decoys. A school-land "
         "section in a lettered block with its abstract.",
         None),
    doc(28, "ordinary", "AK", "Kenai", "lease_assignment",
         ["KASILOF SHORE PETROLEUM COMPANY"], ["CHUGACH LANDING ENERGY, LLC"], "1992-10-14",
         [plss("Kenai", "AK", 21, "4N", "11W", "Seward Meridian", None, (), 640)],
         False, None,
         "Alaska assignment and bill of sale of half of a state lease, subject to the Commissioner's approval, "
         "both parties signing. Dated 'Dated this 14th day of October, 1992'; the acknowledgments of October 15 "
         "and 16, the commission expiry and the recording of October 22 are decoys. The recording district stands "
         "for the county; all of Section 21 (aliquots null).",
         None),
    doc(29, "trap", "WI", "Dunn", "correction_deed",
         ["MATTHIAS J. KRONENWETTER", "ELISABETH KRONENWETTER"], ["TORGER O. LIEN-HALVORSEN"], "1916-07-11",
         [plss("Dunn", "WI", 17, "29N", "12W", "Fourth Principal Meridian", "SE/4 NE/4", (), 40)],
         True, None,
         "TRAP: a correction deed whose body prints both the erroneous range of the former deed (Range 11 West) and "
         "the true one (Range 12 West); only the land conveyed, in Range 12 West, is a tract, the Range 11 land "
         "being disclaimed. Both spouses are parties of the first part and grant. Dated 'made this 11th day of "
         "July, A. D. 1916' and the testimonium of the same day; the former deed of March 3, 1914, the "
         "acknowledgment of July 12, the commission expiry and the record of July 14 are decoys.",
         light("Dunn", "Wisconsin", "Kronenwetter", "Lien-Halvorsen", "Menomonie", "Colfax")),
    doc(30, "ordinary", "WV", "Doddridge", "lease_release",
         ["HIRAM J. STACKPOLE", "MAHALA STACKPOLE"], ["THE MCELROY CREEK NATURAL GAS COMPANY"], "1908-11-21",
         [{"identity_phrase": "67 ACRES ON BUCKEYE FORK OF MCELROY CREEK, WEST UNION DISTRICT, DODDRIDGE COUNTY, WV",
           "system": "metes_bounds", "state": "WV", "county": "Doddridge", "acres": 67}],
         False, None,
         "West Virginia surrender of an undrilled lease by the gas company to the lessors (couple) on a tract "
         "bounded by adjoiners in a magisterial district. Dated 'This Surrender, made the 21st day of November, "
         "1908'; the lease of February 4, 1903, the rental date of November 4, 1908, the acknowledgment of "
         "November 23 and the admission to record of November 30 are decoys. Adjoiners are not parties.",
         medium("Doddridge", "Stackpole", "McElroy", "Creek", "Buckeye", "Fork", "West", "Union", "District",
                "Ankrom", "Fittro", "Stutler")),
    doc(31, "ordinary", "MO", "Vernon", "deed_of_trust",
         ["CALVIN J. HOSTETLER", "GERTRUDE HOSTETLER"], ["THE OSAGE PRAIRIE SAVINGS BANK"], "1927-09-14",
         [plss("Vernon", "MO", 20, "36N", "31W", "Fifth Principal Meridian", "E/2 SW/4", (), 80)],
         False, None,
         "Missouri three-party farm deed of trust. Borrowers (a couple) and the bank as beneficiary; the trustee "
         "is not labelled. Dated 'made and entered into this 14th day of September, 1927'; the acknowledgment of "
         "September 15, the note's five-year maturity, the term expiry and the filing of September 19 are decoys. "
         "Township and range are written without directions; the Fifth Principal Meridian makes them 36N and 31W.",
         light("Vernon", "Missouri", "Hostetler", "Osage", "Prairie", "Dunmoreville")),
    doc(32, "trap", "FL", "Hendry", "partition_deed",
         ["PRENTISS L. OKEECHOBEE-HARMON", "CLAUDE ALVAREZ DUPREE"],
         ["PRENTISS L. OKEECHOBEE-HARMON", "CLAUDE ALVAREZ DUPREE"], "1955-08-09",
         [plss("Hendry", "FL", 14, "44S", "31E", "Tallahassee Meridian", "E/2", (), 320),
          plss("Hendry", "FL", 13, "44S", "31E", "Tallahassee Meridian", "W/2", (), 320)],
         True, None,
         "TRAP: a partition of two adjoining half-sections between two cotenants, each allotted a tract in a "
         "different section, with owelty paid and no lien retained. A grantor's surname carries a lake's name, "
         "and his wife joins only to release dower and homestead: not labelled. The cotenants are on both sides. "
         "The source deed's grantor is a recital only. Dated 'made this 9th day of August, 1955'; the "
         "acknowledgment of August 10, the tax year, the commission expiry and the recording of August 16 are decoys.",
         None),
    doc(33, "ordinary", "OR", "Malheur", "mortgage_release",
         ["BARTHOLOMEW S. ENDICOTT", "LAVINA R. ENDICOTT"], ["THE OWYHEE IRRIGATED LANDS MORTGAGE COMPANY"],
         "1910-01-24",
         [plss("Malheur", "OR", 26, "18S", "46E", "Willamette Meridian", "NE/4 NW/4, NW/4 NE/4", (), 80)],
         False, None,
         "Oregon corporate release of mortgage signed by president and secretary. Mortgagors on the grantor side, "
         "the company on the grantee side. Dated by the testimonium 'this 24th day of January, 1910'; the mortgage "
         "of October 1, 1906, the acknowledgment of January 25, the commission expiry and the filing of January 29 "
         "are decoys. The settlers' association named as the vendor is not a party.",
         medium("Malheur", "Oregon", "Endicott", "Owyhee", "Irrigated", "Harlow", "Springs", "Willamette")),
    doc(34, "trap", "NE", "Holt", "patent",
         ["UNITED STATES OF AMERICA"], ["THOMASINA RUMBAUGH"], "1891-10-17",
         [plss("Holt", "NE", 23, "30N", "14W", "Sixth Principal Meridian", "NW/4", (), 160)],
         True, None,
         "TRAP: a timber culture patent issued to the widow of the deceased entryman, who is named first and "
         "prominently ('the claim of Eliphalet J. Rumbaugh, deceased'); the grantee is the widow alone, and a "
         "marginal note names his two brothers, who are not parties. Dated by the testimonium with the year in "
         "words ('the seventeenth day of October, ... one thousand eight hundred and ninety-one'); the act of June "
         "14, 1878, the entry of 1880 and the death of 1884 (in words), the proof series 1891 and the county filing "
         "of February 3, 1892 are decoys. The officials' names are blank.",
         medium("Holt", "Nebraska", "Rumbaugh", "Thomasina", "O'Neill", "Shadwell", "Grove")),
    doc(35, "ordinary", "TX", "Karnes", "affidavit_of_heirship",
         ["ROSALBA PIETRZAK OKONSKI, DECEASED"], ["BERNADETTE OKONSKI FALKENBERG", "CASIMIR J. OKONSKI"], "2013-06-20",
         [{"identity_phrase": "112.5 ACRES, SEVERO CARDENAS SURVEY, A-83, KARNES COUNTY, TX", "system": "texas_survey",
           "state": "TX", "county": "Karnes", "survey": "SEVERO CARDENAS", "abstract": "83", "acres": 112.5}],
         False, None,
         "Texas heirship affidavit by a disinterested neighbour (not labelled) in quoted numbered paragraphs. The "
         "decedent's predeceased husband is not an heir; her two children take one-half each. Dated 'SIGNED this "
         "20th day of June, 2013', the jurat the same day; the deaths of 2011 and 2004, the source deed of May 5, "
         "1958, the commission expiry and the filing of 07/01/2013 are decoys. Acreage out of a named survey "
         "with abstract; the grantor of the source deed is a recital.",
         None),
    doc(36, "ordinary", "PA", "Greene", "oil_gas_lease",
         ["CHESTER L. WOOLHEATER", "MAXINE D. WOOLHEATER"], ["MONONGAHELA BENCH GAS, LLC"], "2011-04-26",
         [{"identity_phrase": "94.37 ACRES, TAX PARCEL 19-08-114, MORGAN TOWNSHIP, GREENE COUNTY, PA",
           "system": "metes_bounds", "state": "PA", "county": "Greene", "acres": 94.37}],
         False, None,
         "Pennsylvania paid-up Marcellus lease with an 18% royalty and a setback clause, the land bounded by "
         "adjoiners with a tax parcel. Dated 'made this 26th day of April, 2011'; the form number 2009-G, the "
         "acknowledgment of April 28, the commission expiry and the recording of May 9 are decoys. The lessee's "
         "land manager signs for it only.",
         None),
    doc(37, "trap", "MN", "Kittson", "probate",
         ["ARNFINN T. SKJELBRED, DECEASED"], ["GUDRUN SKJELBRED HAUGLAND", "HALLSTEIN P. SKJELBRED"], "1962-10-02",
         [plss("Kittson", "MN", 11, "161N", "47W", "Fifth Principal Meridian", "SW/4", (), 160)],
         False, None,
         "TRAP: a decree of distribution in which one of three heirs has disclaimed: he is named among the heirs in "
         "a finding but takes nothing, so only the two distributees are labelled. The administratrix is also a "
         "distributee and labelled as such (by name). Governing date: the court's 'Dated the 2nd day of October, "
         "1962'; the hearing of September 14, the death of February 3, 1961, the appointment of April 20, 1961, the "
         "disclaimer of November 2 and its filing of November 6, 1961, the certification of October 5 and the "
         "recording of October 12 are decoys. The judge's name is blank.",
         None),
    doc(38, "ordinary", "WA", "Adams", "right_of_way",
         ["FREDERICKA M. LOVEGROVE", "HOLLIS G. LOVEGROVE"], ["COLUMBIA PLATEAU RURAL ELECTRIC COOPERATIVE"],
         "1974-03-05",
         [plss("Adams", "WA", 34, "17N", "33E", "Willamette Meridian", "NE/4", (), None)],
         False, None,
         "Washington electric transmission line easement, a 100-foot strip across a quarter section, with "
         "three-arbiter damages. 'wife and husband' are two grantors. Dated 'this 5th day of March, 1974'; the "
         "acknowledgment of March 7 and the filing of March 14 are decoys. The land bank mortgagee is no party. "
         "No acreage is stated for the quarter (the 2,640 feet is a length).",
         None),
    doc(39, "trap", "CO", "Rio Blanco", "other",
         ["EVANGELINE R. TOOMBSWORTH", "LEOPOLD A. TOOMBSWORTH"], [], "2019-05-22",
         [plss("Rio Blanco", "CO", 26, "2N", "97W", "Sixth Principal Meridian", "W/2 NW/4, NW/4 SW/4", (), 120)],
         None, None,
         "TRAP: an affidavit of non-production by the mineral owners that reads like a lease release but is not "
         "one: the lessee of record neither signs nor joins and the affidavit conveys and releases nothing, so "
         "category other (conveys_fee null). The affiant owners are labelled on the grantor side; the lessee and "
         "the deceased predecessor are not parties. Dated 'SIGNED this 22nd day of May, 2019'; the lease of "
         "September 3, 2008, the end of the primary term September 3, 2013, the demand of April 1, 2019, the jurat "
         "of May 24, the commission expiry and the reception of 06/03/2019 are decoys.",
         None),
    doc(40, "ordinary", "NM", "Chaves", "warranty_deed",
         ["DALTON R. VILLASENOR", "ARACELI M. VILLASENOR"], ["EZEKIEL J. HORNSBY-TAPIA", "ROSAMUND HORNSBY-TAPIA"],
         "2022-09-09",
         [plss("Chaves", "NM", 7, "11S", "25E", "New Mexico Principal Meridian", "SE/4 SW/4, SW/4 SE/4", (), 80)],
         True, "Grantors reserve an undivided 1/2 of the oil, gas and other minerals they own.",
         "New Mexico statutory warranty deed ('with warranty covenants') to joint tenants in performance of a real "
         "estate contract, with a half-mineral reservation. Dated 'WITNESS our hands and seals this 9th day of "
         "September, 2022'; the contract of January 19, 2018, the final payment of August 31, 2022, the "
         "acknowledgment of September 12, the tax year and the recording of 09/19/2022 are decoys.",
         None),
]
