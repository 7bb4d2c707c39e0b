"""heldout13: labels, form and OCR-damage plan for the 40 instruments in src/ (read by build.py,
validate.py, check_overlap.py and selfcheck.py through h3tool.py). Written blind, by hand."""

LAND = ["Section", "Sections", "Township", "Town", "Range", "North", "South", "East", "West", "Meridian",
        "Principal", "Quarter", "quarter", "Half", "half", "Northeast", "Northwest", "Southeast", "Southwest",
        "Lot", "Lots", "Block", "Survey", "Abstract", "acres", "Fourth", "Fifth", "Sixth", "Third", "Second"]
NUMBERS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
           "thirteen", "fourteen", "fifteen", "sixteen", "twenty", "thirty", "forty", "fifty", "sixty",
           "seventy", "eighty", "ninety", "hundred", "thousand", "first", "eighteenth", "nineteenth",
           "Twenty", "Thirty", "Thirty-one", "Thirty-three", "Thirty-five", "Twenty-three", "Eleven",
           "Fourteen", "Nineteen", "Twelve", "Eighty-eight", "Forty-five", "Fifty-six", "Sixteen"]


def noise(level, header=None):
    return {"level": level, "protect": LAND + NUMBERS, "replace": [], "header": header}


def plss(county, state, sec, twp, rng, mer, aliquots=None, lots=(), acres=None):
    al = aliquots or "ALL"
    lot_txt = ((" LOTS " if len(lots) > 1 else " LOT ") + ",".join(lots)) if lots else ""
    t = {"identity_phrase": f"{al}{lot_txt} SEC {sec} T{twp} R{rng} {mer}, {county.upper()} COUNTY, {state}".replace("ALL LOT", "LOT"),
         "system": "plss", "county": county, "state": state, "section": str(sec), "township": twp,
         "range": rng, "meridian": mer, "aliquots": aliquots, "lots": list(lots)}
    if acres:
        t["acres"] = acres
    return t


def doc(i, cat, form, state, county, grantors, grantees, date, tracts, fee, res, notes, nz=None, fname=None):
    return {"id": f"d13{i:02d}", "file_name": fname or f"d13{i:02d}.txt", "state": state, "county": county,
            "form": form, "noise": nz,
            "labels": {"doc_category": cat, "grantors": grantors, "grantees": grantees, "governing_date": date,
                       "tracts": tracts, "conveys_fee": fee, "reservations": res, "notes": notes}}


DOCS = [
    doc(1, "oil_gas_lease", "ordinary", "OK", "Grady",
        ["WENDELL RAY OAKHURST", "LORETTA JUNE OAKHURST"], ["CIMARRON LEDGE EXPLORATION INC"], "1981-02-09",
        [plss("Grady", "OK", 14, "6N", "7W", "IM", "SW/4", acres=160)], False, None,
        "Oklahoma Form 88 paid-up lease in new wording. Premises date 9th day of February, 1981 governs; the "
        "acknowledgment (February 17, 1981), commission expiry (8-22-1983) and the clerk's filing stamp (Feb. 24, "
        "1981) are decoys. Husband and wife both lessors. Section, township and range written in words and figures."),
    doc(2, "oil_gas_lease", "ordinary", "KS", "Barber",
        ["GERHARD F LINDQVIST"], ["PLAINSMARK DRILLING COMPANY"], "1956-07-03",
        [plss("Barber", "KS", 27, "32S", "13W", "6PM", "E/2 NE/4", acres=80)], False, None,
        "Kansas Form 88 style lease. Premises 3rd day of July, 1956 governs; decoys: the rental date (3rd day of July, "
        "1957), the acknowledgment of July 5, 1956, the notary's term expiry and the Register's filing line of July 9. "
        "Lessee is a partnership named as one party; the bank named for rentals is no party."),
    doc(3, "oil_gas_lease", "ordinary", "TX", "Reeves",
        ["MARISOL QUINTANAR BEDDOE"], ["SALTGRASS BASIN OPERATING LLC"], "2011-04-26",
        [{"identity_phrase": "SEC 18 BLK C-7 PECOS MESA LAND & CANAL CO SVY A-5521, REEVES COUNTY, TX", "system": "texas_survey",
          "county": "Reeves", "state": "TX", "section": "18", "block": "C-7", "survey": "Pecos Mesa Land & Canal Company Survey",
          "abstract": "5521", "acres": 640},
         {"identity_phrase": "SEC 19 BLK C-7 PECOS MESA LAND & CANAL CO SVY A-5522, REEVES COUNTY, TX", "system": "texas_survey",
          "county": "Reeves", "state": "TX", "section": "19", "block": "C-7", "survey": "Pecos Mesa Land & Canal Company Survey",
          "abstract": "5522", "acres": 641.3}], False, None,
        "Texas paid-up lease in numbered paragraphs. 'made and entered into on April 26, 2011' governs; the acknowledgment "
        "(2nd day of May, 2011), commission expiry and the clerk's 05/09/2011 filing stamp are decoys. Two sections of one "
        "block, each with its own abstract: two tracts. A widow is the sole lessor."),
    doc(4, "oil_gas_lease", "ordinary", "WY", "Converse",
        ["STATE OF WYOMING"], ["GREYBULL ARCH RESOURCES LLC"], "2019-10-01",
        [plss("Converse", "WY", 36, "34N", "71W", "6PM", "N/2 NE/4, SE/4 NE/4", acres=120)], False, None,
        "Wyoming state trust-land lease form. The printed 'EFFECTIVE DATE OF LEASE: October 1, 2019' governs over the Director's "
        "signature date (November 4, 2019), the lessee's signature and acknowledgment (October 21, 2019) and the clerk's "
        "11/18/2019 stamp. The State acts by its Board of Land Commissioners; the Director and the manager are signers only."),
    doc(5, "warranty_deed", "ordinary", "CO", "Weld",
        ["THEODORA PELL VANTASSEL", "RONALD AMOS VANTASSEL"], ["LUCIUS FERRANTE", "BETTINA FERRANTE"], "1998-06-12",
        [{"identity_phrase": "LOT 7 BLK 3 MEADOWLARK RIDGE SUBDIVISION SECOND FILING, TOWN OF WINDSOR, WELD COUNTY, CO",
          "system": "lot_block", "county": "Weld", "state": "CO", "lot": "7", "block": "3",
          "subdivision": "Meadowlark Ridge Subdivision, Second Filing"}], True, None,
        "Colorado statutory-form warranty deed to joint tenants. 'THIS DEED, dated June 12, 1998' governs; the acknowledgment "
        "(15th day of June, 1998), the plat recording date (March 30, 1994), the tax years 1998/1999 and the commission expiry are "
        "decoys. Grantor and Grantee are each a couple; the street address is not a second tract."),
    doc(6, "warranty_deed", "ordinary", "AL", "Tuscaloosa",
        ["IDA MAE STURDIVANT", "HORACE GAYLON STURDIVANT"], ["CLETUS ROYALL ABERNETHY"], "1934-11-21",
        [plss("Tuscaloosa", "AL", 23, "20S", "9W", "HUNTM", "NW/4 SE/4, S/2 NE/4 SE/4", acres=60)], True, None,
        "Alabama statutory warranty deed. Testimonium 21st day of November, 1934 governs; the acknowledgment (23rd day of "
        "November, 1934) and the Judge of Probate's filing certificate (4th day of December, 1934) are decoys. A widow and an "
        "unmarried man convey; the notary is also a witness and no party. The excepted county road right of way is no tract."),
    doc(7, "mineral_deed", "ordinary", "ND", "McKenzie",
        ["HALVOR J BREKKE", "INGRID S BREKKE"], ["DUNMORE ROYALTY PARTNERS"], "1952-08-14",
        [plss("McKenzie", "ND", 9, "150N", "98W", "5PM", "W/2 SW/4, SE/4 SW/4", acres=120)], False, None,
        "Common mineral deed form (ingress and egress, subject-to-lease clause, further assurances). 'WITNESS our hands this 14th "
        "day of August, 1952' governs; the acknowledgment (16th day of August, 1952), commission expiry and the Register's "
        "August 22 filing are decoys. Township-header layout with 'Section 9:'."),
    doc(8, "mineral_deed", "ordinary", "NM", "Lea",
        ["EZRA PITCOCK GAMMAGE", "CLARINDA GAMMAGE"], ["AMARILLO BASIN MINERAL COMPANY"], "1928-03-06",
        [plss("Lea", "NM", 31, "16S", "37E", "NMPM", "SE/4", acres=160)], False, None,
        "Title-company mineral deed form. 'Signed and delivered this 6th day of March, A.D. 1928' governs (same day as the "
        "acknowledgment). The recited lease to Rollo P. Hinkley dated January 9, 1926 is a decoy and its lessee is no party; "
        "the filing of March 12, 1928 and the commission expiry are decoys too."),
    doc(9, "lease_assignment", "ordinary", "MT", "Richland",
        ["BITTERROOT LAKES ENERGY CORP"], ["KESTREL RIDGE OIL & GAS LLC"], "2008-09-01",
        [plss("Richland", "MT", 17, "24N", "58E", "MPM", "S/2 NW/4, NE/4 NW/4", ["2"], acres=159.38)], False,
        "Assignor reserves a 2% overriding royalty.",
        "Assignment of lease form with the recited lease in a field table (Lessor Adeline Fenstermacher Wold is named only in the "
        "recital and is no party; the lease date March 2, 2006 is a decoy). The stated Effective Time, 7:00 a.m. on the first "
        "day of September, 2008, governs over the execution (19th day of September, 2008) and the acknowledgments of "
        "September 19 and 24. Signing officers are no parties."),
    doc(10, "lease_assignment", "ordinary", "AR", "Columbia",
        ["THURLOW MEEKINS"], ["CANEY BAYOU PETROLEUM COMPANY"], "1946-01-30",
        [plss("Columbia", "AR", 4, "17S", "20W", "5PM", "NE/4 SW/4", acres=40)], False, None,
        "Arkansas assignment form with WHEREAS recitals. 'Executed this the 30th day of January, 1946' governs; the recited lease "
        "of the 11th day of May, 1944 and its lessors (the Pettigrews) and original lessee (Smackover Pine Oil Corporation) are "
        "recital only; the acknowledgment (31st day of January, 1946) and the clerk's Feb. 2 filing are decoys. The meridian is "
        "not written; the Fifth Principal Meridian governs Arkansas."),
    doc(11, "lease_release", "ordinary", "MI", "Kalkaska",
        ["VIRGIL O LASKOWSKI", "ARDITH M LASKOWSKI"], ["AU SABLE PLAINS PETROLEUM COMPANY"], "1987-11-10",
        [plss("Kalkaska", "MI", 22, "27N", "7W", "MM", "S/2 NW/4", acres=80)], False, None,
        "Corporate release of an expired lease. 'Dated: November 10, 1987' governs; the recited lease date (September 14, 1981), "
        "the acknowledgment (12th day of November, 1987), the commission expiry and the '87 NOV 23' recording stamp are decoys. "
        "Lessors named in the recital field table are the grantor side by convention; the original lessee Grand Traverse "
        "Hydrocarbon Associates is no party. 'Town 27 North' for township."),
    doc(12, "lease_release", "ordinary", "MS", "Wayne",
        ["LELAND ASHCRAFT BUIE", "VERNA ODOM BUIE"], ["CHICKASAWHAY MINERALS INC"], "1964-07-27",
        [plss("Wayne", "MS", 8, "9N", "7W", "SSM", "W/2 SW/4, SE/4 SW/4", acres=120)], False, None,
        "Mississippi release by the assignee holder. 'WITNESS the signature ... on this the 27th day of July, 1964' governs; the "
        "recited lease date (2nd day of June, 1959), the acknowledgment (29th day of July, 1964), the commission expiry and the "
        "Chancery Clerk's August 3 filing are decoys. The original lessee Pascagoula Delta Exploration Company is no party; "
        "the President and Secretary sign for the company."),
    doc(13, "deed_of_trust", "ordinary", "TN", "Knox",
        ["CARROLL DEAN WHITSETT", "JANELLE SUE WHITSETT"], ["HOLSTON VALLEY FEDERAL SAVINGS AND LOAN ASSOCIATION"], "1972-09-08",
        [{"identity_phrase": "LOT 12 BLK B HOLLIS CREEK SUBDIVISION UNIT TWO, KNOX COUNTY, TN", "system": "lot_block",
          "county": "Knox", "state": "TN", "lot": "12", "block": "B", "subdivision": "Hollis Creek Subdivision, Unit Two"}], False, None,
        "Tennessee three-party deed of trust. Premises 8th day of September, 1972 governs (acknowledged the same day); the "
        "source deed of August 30, 1972 from Oakmont Builders, Inc. (recital, no party), the installment and maturity dates "
        "(November 1, 1972; October 1, 1997), commission expiry and the Register's stamp are decoys. The trustee Marshall E. "
        "Vance is never labelled; the beneficiary lender is the grantee side. Block is a letter."),
    doc(14, "deed_of_trust", "ordinary", "WI", "Dane",
        ["ANTON WIERZBICKI", "FRANCISZKA WIERZBICKI"], ["KOSHKONONG SAVINGS BANK"], "1911-03-25",
        [plss("Dane", "WI", 11, "7N", "11E", "4PM", "E/2 SW/4", acres=80)], False, None,
        "Wisconsin statutory-form mortgage (category deed_of_trust by convention). Premises date written wholly in words, "
        "'the twenty-fifth day of March, nineteen hundred and eleven', governs; the acknowledgment "
        "(27th day of March, A. D. 1911), the note's due date (first day of April, 1916), the commission expiry and the "
        "Register's receipt of March 29 are decoys. Witnesses (one also the notary) are no parties."),
    doc(15, "mortgage_release", "ordinary", "OR", "Malheur",
        ["DELLWOOD ARRINGTON", "SUZETTE ARRINGTON"], ["OWYHEE IRRIGATORS FEDERAL CREDIT UNION"], "2003-02-18",
        [plss("Malheur", "OR", 34, "18S", "47E", "WM", "SW/4 NW/4")], False, None,
        "Oregon deed of reconveyance by the trustee, with the beneficiary's request for full reconveyance below it. By convention "
        "the trust deed's grantors are the grantor side and the releasing holder (the credit union beneficiary) the grantee side; "
        "the trustee title company is never labelled. 'Dated: February 18, 2003' governs; the request's own 'Dated: January "
        "30, 2003', the acknowledgment (February 20), the recited trust deed date and recording (April 4 and 11, 1996) and the "
        "02/25/2003 recording stamp are decoys. The excepted road strip is no tract."),
    doc(16, "mortgage_release", "ordinary", "MN", "Polk",
        ["OLAF T HAUGERUD", "KAREN HAUGERUD"], ["RED RIVER VALLEY LOAN AND TRUST COMPANY"], "1924-01-14",
        [plss("Polk", "MN", 33, "150N", "45W", "5PM", "NE/4", acres=160)], False, None,
        "Minnesota uniform-blank satisfaction. Testimonium 'this 14th day of January, 1924' governs; the recited mortgage "
        "date (first day of October, 1919) and filing (6th day of October, 1919), the acknowledgment (15th day of January, "
        "1924), commission expiry and the Register's filing of Jan. 21 are decoys. Mortgagors (named only in the recital, as "
        "is usual) are the grantor side; the mortgagee-holder company the grantee side; its officers and witnesses are no parties."),
    doc(17, "affidavit_of_heirship", "ordinary", "TX", "Karnes",
        ["AMBROSIO LEAL VILLARREAL, DECEASED"], ["TOMASA VILLARREAL OCHOA", "NICANOR GARZA VILLARREAL", "LUCILA VILLARREAL BENAVIDES"],
        "1993-04-12",
        [{"identity_phrase": "53.6 AC POLICARPIO MENCHACA SVY A-207, KARNES COUNTY, TX", "system": "texas_survey", "county": "Karnes",
          "state": "TX", "survey": "Policarpio Menchaca Survey", "abstract": "207", "acres": 53.6}], False, None,
        "Texas heirship affidavit by a disinterested neighbor (affiant no party). 'Dated this 12th day of April, 1993' governs "
        "(jurat the same day); the death (October 3, 1990), the predeceased wife's death (May 19, 1984), the recited source deed "
        "(March 11, 1952, from Teodoro Salinas, no party), commission expiry and the filing stamp of April 20 are decoys. The "
        "wife predeceased and is no heir; the daughter's husband Gilberto Ochoa is named only as her spouse."),
    doc(18, "affidavit_of_heirship", "ordinary", "UT", "Uintah",
        ["VERNELL ARVIDSON, DECEASED"], ["TAMSIN ARVIDSON QUAYLE", "WADE NOLAN ARVIDSON"], "2016-03-09",
        [plss("Uintah", "UT", 14, "7S", "22E", "SLM", "SE/4 NE/4, NE/4 SE/4", acres=80)], False, None,
        "Utah heirship affidavit by a neighbor. 'Dated this 9th day of March, 2016' governs; the jurat (11th day of March, 2016), "
        "the decedent's death (7th day of February, 2014), her husband's earlier death (August 26, 2001), the commission expiry "
        "and the recorder's 03/16/2016 stamp are decoys. The 'also known as' name is not a second decedent; the predeceased "
        "husband is no party; the return-to address names an heir but adds nothing."),
    doc(19, "quitclaim_deed", "ordinary", "SD", "Lawrence",
        ["JASPER TOLLIVER MACKEY"], ["CORNELIUS AMBROSE FITCH"], "1890-06-18",
        [plss("Lawrence", "SD", 29, "6N", "2E", "BHM", "S/2 NE/4, NE/4 SE/4", acres=120)], True, None,
        "Quit claim deed of 1890 with grantor and grantee. The premises date is written in words ('made the eighteenth day of "
        "June, eighteen hundred and ninety') and governs; the acknowledgment of the same day, the tax sale of 1887 (recited), "
        "the tax year 1890 and the filing of June 20 are decoys. The notary is also a witness. Both quarters lie in one section: "
        "one tract."),
    doc(20, "right_of_way", "ordinary", "IL", "Fayette",
        ["OLLIE MARVIN STROEBEL", "HENRIETTA STROEBEL"], ["PRAIRIE CROSSING PIPE LINE COMPANY"], "1940-04-16",
        [plss("Fayette", "IL", 5, "6N", "2E", "3PM", "NW/4 NE/4", acres=40)], False, None,
        "Pipeline right of way form with a line and tract number header (not land identity). 'WITNESS our hands and seals this "
        "16th day of April, 1940' governs; the acknowledgment (18th day of April, A. D. 1940) and commission expiry are decoys. "
        "Husband and wife are both named grantors (the wife is not limited to homestead, although the certificate mentions "
        "homestead waiver). The damage arbitrators are nobody."),
    doc(21, "royalty_deed", "ordinary", "NE", "Kimball",
        ["EMIL R KUEHNHOLD", "DOROTHEA A KUEHNHOLD"], ["LODGEPOLE CREEK ROYALTY COMPANY"], "1962-10-02",
        [plss("Kimball", "NE", 12, "14N", "56W", "6PM", "N/2", acres=320)], False, None,
        "Non-participating royalty deed form. 'Dated this 2nd day of October, 1962' governs; the acknowledgment (October 4, 1962), "
        "the commission expiry and the county filing (8th day of October, 1962) are decoys. The present lessee Sandhills "
        "Petroleum Corporation is named only in a recital and is no party. A couple conveys."),
    doc(22, "lease_ratification", "ordinary", "OH", "Noble",
        ["MARJORIE STOTTLEMYER RENFROW", "DWIGHT A RENFROW"], ["MUSKINGUM SHALE GAS COMPANY"], "1977-08-05",
        [{"identity_phrase": "PT SW/4 SEC 12 T7 R9, NOBLE TOWNSHIP, NOBLE COUNTY, OH", "system": "plss", "county": "Noble",
          "state": "OH", "section": "12", "township": "7", "range": "9", "meridian": None,
          "aliquots": "SW/4", "lots": [], "acres": 64}], False, None,
        "Ohio ratification of a lease by non-joining owners of a one-third interest. Testimonium 5th day of August, 1977 governs; "
        "the recited lease date (22nd day of March, 1976), the recited deed (June 9, 1970), the acknowledgment (8th day of "
        "August, 1977), commission expiry and the recorder's August 15 receipt are decoys. The original lessor Loyal Kinsey "
        "Stottlemyer is recital only. The husband is named as a ratifying party without limitation and is labelled. Ohio "
        "township and range stay undirected numbers; 64 acres out of the quarter, labelled as the quarter."),
    doc(23, "special_warranty_deed", "ordinary", "FL", "Santa Rosa",
        ["YELLOW RIVER TIMBERLANDS LLC"], ["AMBROSE KETTERING DUNLEAVY", "CELESTINE MARIE DUNLEAVY"], "2025-02-11",
        [plss("Santa Rosa", "FL", 21, "2N", "29W", "TM", "SE/4 NW/4", acres=38.7)], True, None,
        "Florida special warranty deed form by an LLC. 'made this 11th day of February, 2025' governs (acknowledged the same "
        "day); the tax year 2025, the commission expiry (10/02/2027) and the file and parcel numbers are decoys (the parcel "
        "number 21-2N-29 repeats the section, township and range but is not a second tract). Witnesses and the managing "
        "member are no parties."),
    doc(24, "deed", "ordinary", "IA", "Woodbury",
        ["MATTHIAS OBERHOLTZER, EXECUTOR"], ["JENS PEDER THORSGAARD"], "1899-05-20",
        [plss("Woodbury", "IA", 20, "88N", "45W", "5PM", "SE/4", acres=160)], True, None,
        "Executor's deed under a power of sale, limited warranty only: category deed. 'Signed this 20th day of May, A. D. 1899' "
        "governs; the probate of the will (2nd day of January, 1899), the court's approval (11th day of May, 1899), the "
        "acknowledgment (22nd day of May) and the filing (May 25) are decoys. The executor conveys only in his office; he is "
        "labelled by name with EXECUTOR (an examiner could instead write the decedent's estate, Reinhold Schaake)."),
    doc(25, "patent", "trap", "MT", "Big Horn",
        ["UNITED STATES OF AMERICA"], ["WALKS FAR WOMAN"], "1917-04-19",
        [plss("Big Horn", "MT", 18, "3S", "34E", "MPM", "SE/4 NW/4", ["2"], acres=77.4)], True, None,
        "TRAP: a fee patent that supersedes an Indian allotment trust patent. The testimonium is wholly in words ('on the nineteenth "
        "day of April, nineteen hundred and seventeen', with the year of American Independence) and "
        "governs; the trust patent of 'the twenty-eighth day of June, eighteen hundred and ninety-nine' (in words, in a WHEREAS), "
        "the Act of May 8, 1906 and the county filing of July 9, 1917 are decoys. The allottee's English name ('also called Nellie "
        "Stands-In-Timber') is not a second party; the land is given only inside the recital, in words ('the lot numbered two of "
        "Section eighteen'); the signing officials are never labelled."),
    doc(26, "correction_deed", "trap", "ID", "Canyon",
        ["ARLO VERNON PIERSALL", "LUELLA PIERSALL"], ["DESMOND O HATHERLY", "RUTH ANN HATHERLY"], "1961-06-30",
        [plss("Canyon", "ID", 26, "4N", "3W", "BM", "N/2 SE/4", acres=80)], True, None,
        "TRAP: a correction deed that quotes the erroneous description of the earlier deed in full ('Township 4 South') after the "
        "corrected one; only Township 4 North is a tract. 'Dated this 30th day of June, 1961' governs; the corrected deed's date "
        "and recording (April 2 and 8, 1960), the acknowledgment (6th day of July, 1961), the commission expiry and the July 10 "
        "recording are decoys. Same parties as the corrected deed, upper-case in the premises."),
    doc(27, "partition_deed", "trap", "IN", "Gibson",
        ["SILAS WHITCOMB EBERLE", "HARRIET EBERLE DUNNING", "LEMUEL P EBERLE"],
        ["SILAS WHITCOMB EBERLE", "HARRIET EBERLE DUNNING", "LEMUEL P EBERLE"], "1885-10-14",
        [plss("Gibson", "IN", 8, "3S", "10W", "2PM", "W/2 NW/4, E/2 NW/4"),
         plss("Gibson", "IN", 9, "3S", "10W", "2PM", "SW/4 SW/4, NW/4 SW/4")], True, None,
        "TRAP: a partition by lot among three heirs in which a mortgagee bank joins and signs 'only to consent to this partition "
        "and to release the lien of its mortgage' from two allotments; it conveys and takes no land and is not labelled. The "
        "cotenants are on both sides. Three allotments in two sections: two tracts (Section 8 holds allotments 1 and 2; the "
        "'twenty acres off the north side' of a quarter-quarter is labelled as that aliquot). Premises 14th day of October, 1885 "
        "governs; the acknowledgment (16th) and receipt for record (October 24) are decoys. The meridian is not written (Second "
        "Principal Meridian in Gibson County)."),
    doc(28, "probate", "trap", "CA", "Kern",
        ["CORDELIA FAYE ROSSITER, DECEASED"], ["LOWELL EVERARD ROSSITER", "VENTURA PACKING LAND COMPANY"], "1953-08-04",
        [plss("Kern", "CA", 15, "28S", "27E", "MDM", "W/2 NE/4", acres=80)], False, None,
        "TRAP: a decree of final distribution in which a devisee assigned her share before distribution and the court distributes "
        "it to her assignee, a corporation; the niece Philippa Rossiter Kinkade 'takes nothing by this decree' and is not "
        "labelled. The judge's 'Dated: August 4, 1953' governs; the hearing (July 21, 1953), the death (November 2, 1951), the "
        "will's probate (January 8, 1952), the assignment (March 3, 1953), the judgment-book entry (August 6), the clerk's "
        "attestation (August 10) and the recording (August 12) are decoys. The executor is never labelled."),
    doc(29, "probate", "trap", "KS", "Stafford",
        ["AUGUST FREDERICK HOLTMEIER, DECEASED"], ["CONRAD HOLTMEIER", "RUDOLF GRABER", "ELSA GRABER TOEWS"], "1938-11-21",
        [plss("Stafford", "KS", 35, "22S", "13W", "6PM", "NW/4")], False, None,
        "TRAP: a Kansas journal entry of final settlement in which a named devisee, the testator's sister Wilhelmina Holtmeier "
        "Graber, died before him and her share passes under the anti-lapse statute to her two children, who are labelled; she is "
        "not. The journal entry's 'NOW on this 21st day of November, 1938' is the court's date and governs (the judge's "
        "signature line is undated); the sister's death (June 30, 1936), the testator's death (14th day of February, 1937), the "
        "will's admission (8th day of March, 1937), the certified-copy line and the Dec. 1 filing are decoys. The executor and "
        "attorney are never labelled."),
    doc(30, "other", "trap", "ND", "Dunn",
        ["TORVALD E HJELMSTAD", "ANNIKA R HJELMSTAD"], ["LITTLE MISSOURI BREAKS OPERATING COMPANY"], "2013-05-13",
        [plss("Dunn", "ND", 30, "146N", "95W", "5PM", "E/2 SW/4", ["3", "4"], acres=154.6)], None, None,
        "TRAP: a surface use and damage agreement that says it is not a conveyance and not a lease: category other, conveys_fee "
        "null; surface owners on the grantor side, the operator on the grantee side (as a division order's owners and payor). "
        "The Effective Date is defined as the day of first entry and filled in after the signatures, 'May 13, 2013', and governs "
        "over the signature dates (4/22/2013, 4/30/2013), the acknowledgments and the 06/03/2013 recording. The mineral owners "
        "are unnamed."),
    doc(31, "deed", "trap", "WA", "Yakima",
        ["PRESIDING ELDER OF THE NACHES VALLEY DISTRICT OF THE FREE GOSPEL METHODIST CONNECTION"], ["GUSTAVE LAMBRECHT PRIOLEAU"],
        "1908-03-03",
        [plss("Yakima", "WA", 7, "13N", "19E", "WM", "SE/4 SE/4", acres=40)], True, None,
        "TRAP: a corporation sole conveys; the grantor is the office ('THE PRESIDING ELDER OF ... , a corporation sole'), not the "
        "Reverend Amos Tilford Blankenship who holds it and signs as incumbent, nor the former incumbent Josiah Wade Pettengill "
        "or the source grantor Harlow Sprague (recital). No covenant of warranty: category deed. Premises 3rd day of March, 1908 "
        "governs; the recited deed (September 12, 1896), the camp-meeting years 1908 and 1909, the acknowledgment (5th day of "
        "March) and the March 9 filing are decoys."),
    doc(32, "oil_gas_lease", "trap", "LA", "Bienville",
        ["BIENVILLE PARISH SCHOOL BOARD"], ["DORCHEAT PINE OIL COMPANY INC"], "1949-05-16",
        [plss("Bienville", "LA", 16, "16N", "6W", "LM", None, acres=640)], False, None,
        "TRAP: a sixteenth-section school-land lease let at public auction, with four dates before execution: the board's "
        "resolution (March 7, 1949), the auction (April 18, 1949), the resolution accepting the bid (May 2, 1949) and a primary "
        "term that 'shall begin on the first day of June, 1949, notwithstanding the date of its execution' (a term start, not an "
        "effective date). 'entered into on this 16th day of May, 1949' governs; the witness's oath (20th day of May) and the "
        "recording (May 24) are decoys. The President and Vice-President sign for the parties; 'All of Section' is ALL "
        "(aliquots null)."),
    doc(33, "oil_gas_lease", "trap", "PA", "Bradford",
        ["CLEMENT ALDOUS WYCKOFF", "ROSALIND HART WYCKOFF"], ["TOWANDA RIDGE NATURAL GAS LLC"], "2020-01-01",
        [{"identity_phrase": "97.42 AC TUSCARORA TWP, BRADFORD COUNTY, PA (METES AND BOUNDS)", "system": "metes_bounds",
          "county": "Bradford", "state": "PA", "acres": 97.42}], False, None,
        "TRAP: an amended and restated lease that replaces an earlier lease and is 'effective as of January 1, 2020 (the "
        "Restatement Date), and not as of the date of the Original Lease or of the signatures below'. The Restatement Date "
        "governs over the original lease date (June 20, 2014), the signature dates (2/11/2020, 2/26/2020), the acknowledgment "
        "(February 11, 2020), the end of the primary term (December 31, 2024) and the 03/09/2020 recording. The original lessee "
        "Endless Mountains Land Services, Inc. is recital only; the present holder is the lessee. Adjoiners are no parties."),
    doc(34, "warranty_deed", "trap", "MO", "Pemiscot",
        ["THADDEUS LAMAR GOOCH", "VELMA RUTH GOOCH"], ["ALVIS DOYLE HUSKEY", "PERNIE HUSKEY"], "1957-02-04",
        [plss("Pemiscot", "MO", 14, "19N", "12E", "5PM", "N/2 SE/4", acres=80)], True, None,
        "TRAP: the form's premises date is left blank ('this ______ day of ____________, 19___') and the testimonium points back "
        "to it, so no execution date is stated; the revenue stamps are 'CANCELLED T.L.G. 1-28-57' (a stamp cancellation, not an "
        "execution or acknowledgment date), the taxes for 1957 are a decoy, and the only governing candidate is the "
        "acknowledgment, 4th day of February, A.D. 1957. The recorder's certificate (6th day of February, 1957) is later and "
        "ranks below. Both couples are parties (tenants by the entirety)."),
    doc(35, "mineral_deed", "trap", "NM", "Eddy",
        ["RUTHERFORD KYLE DANSBY", "OTTOLINE BRISCO HANRATTY"], ["OTTOLINE BRISCO HANRATTY", "RUTHERFORD KYLE DANSBY"], "1966-01-17",
        [plss("Eddy", "NM", 3, "18S", "27E", "NMPM", "NW/4", acres=160),
         plss("Eddy", "NM", 10, "18S", "27E", "NMPM", "SE/4", acres=160)], False, None,
        "TRAP: a mineral exchange deed in which each party conveys a half mineral interest in one quarter section to the other, "
        "'each party signing both as grantor of the interest conveyed and as grantee of the interest received': both names on "
        "both sides, two tracts (each conveyed in a different direction). Defined short names ('Dansby', 'Hanratty') replace "
        "the parties in the operative paragraphs. 'Executed this 17th day of January, 1966' governs; the two acknowledgments "
        "(19th and 24th), the commission expiry and the Jan. 31 filing are decoys."),
    doc(36, "lease_assignment", "trap", "WY", "Campbell",
        ["POWDER RIVER STRATIGRAPHIC COMPANY"], ["THUNDER BASIN LEASEHOLD PARTNERS"], "1975-10-22",
        [plss("Campbell", "WY", 21, "50N", "72W", "6PM", "SW/4 NE/4, W/2 SE/4", acres=120)], False,
        "Assignor keeps 25% of its interest; subject to a 1/16 override reserved to Kiowa Flats Oil Corporation in an earlier assignment.",
        "TRAP: a two-column printed form whose OCR reads across both columns, so every line of the granting clause alternates "
        "with a line of the second column; the recited lease date ('April 3, / 1972') and the execution date ('on the / 22nd day "
        "of October, 1975') are split across lines and interleaved with other text. The execution date governs; the recited "
        "lease, the acknowledgment (27th day of October, 1975), the commission expiry and the Nov. 3 receipt are decoys. The "
        "recited lessors (the Moorcrofts) and the original lessee Kiowa Flats Oil Corporation are no parties; an undivided 75% "
        "is assigned."),
    doc(37, "affidavit_of_heirship", "trap", "KY", "Magoffin",
        ["DELMER RAY PRATER, DECEASED"], ["ARVEL LEE PRATER", "WANDA PRATER HOWARD", "FERRELL DEAN PRATER"], "1999-06-14",
        [{"identity_phrase": "74 AC ON THE WATERS OF BURNING FORK (METES AND BOUNDS), MAGOFFIN COUNTY, KY", "system": "metes_bounds",
          "county": "Magoffin", "state": "KY", "acres": 74}], False, None,
        "TRAP: a wife who died in the same collision takes nothing under the simultaneous death act (the estate passes as though "
        "the decedent survived her); a son who survived the decedent and then died is still an heir (labelled), while his widow "
        "Loretta Dials Prater, his own devisee, is not an heir of the decedent. The affiant is a cousin who inherits nothing. The "
        "only execution date is the jurat, 14th day of June, 1999, which governs; the deaths (December 4, 1996; July 18, 1998), "
        "the source deed (May 2, 1961), commission expiry and the June 21 lodging are decoys. Poles and natural monuments, "
        "acreage in words."),
    doc(38, "royalty_deed", "trap", "TX", "Gaines",
        ["ELBERT CRAWFORD SHELNUTT", "MINNIE LOU SHELNUTT"], ["HOLLIS B GRISHAM"], "1937-09-27",
        [{"identity_phrase": "SEC 9 BLK H BRAZOS AND WESTERN RY CO SVY A-2140, GAINES COUNTY, TX", "system": "texas_survey",
          "county": "Gaines", "state": "TX", "section": "9", "block": "H", "survey": "Brazos and Western Railway Company Survey",
          "abstract": "2140", "acres": 640}], False, None,
        "TRAP: a royalty conveyance written as a personal letter that says it 'will serve as our deed'; the only execution date "
        "is the letter's dateline ('Seminole, Texas, September 27, 1937') at the top, which governs. Decoys: 'Your letter of the "
        "20th', the recited lease to Seminole Draw Oil Company of March 1, 1936 (no party), the acknowledgment (29th day of "
        "September, A.D. 1937) and the October 6 filing. The grantee is the addressee ('unto you, Hollis B. Grisham'); his "
        "firm name on the address block and the bank are no parties. The wife's privy examination does not limit her joinder."),
    doc(39, "lease_release", "trap", "WV", "Ritchie",
        ["LAFE ELLSWORTH CUNNINGHAM", "DRUSILLA CUNNINGHAM"], ["HUGHES RIVER GAS AND OIL COMPANY"], "1925-05-09",
        [{"identity_phrase": "UPPER TRACT 62 AC ON THE WATERS OF BUCKEYE RUN, GRANT DISTRICT, RITCHIE COUNTY, WV", "system": "other",
          "county": "Ritchie", "state": "WV", "acres": 62}], False, None,
        "TRAP: a partial release that describes both leased tracts in full in its recital but releases only the FIRST TRACT (Upper "
        "Tract, 62 acres); the Lower Tract of 48 acres stays under lease and is not a tract of this instrument. The lessors are "
        "addressed as 'parties of the second part' of the release (grantor side by convention) and the releasing holder as party "
        "of the first part. Premises 9th day of May, 1925 governs; the recited lease (2nd day of March, 1921), the notary's "
        "restatement of the date, her acknowledgment (12th day of May, 1925) and commission expiry are decoys. Adjoiners and the "
        "original lessee are no parties."),
    doc(40, "lease_ratification", "trap", "IL", "Lawrence",
        ["BARTON JOSIAH GILMORE"], ["EMBARRAS RIVER OIL COMPANY"], "1913-06-02",
        [plss("Lawrence", "IL", 22, "3N", "12W", "2PM", "W/2 SE/4", acres=80)], False, None,
        "TRAP: a remainderman ratifies and adopts a lease made by the life tenant, his mother, who is now dead; she is recital "
        "only and not labelled (nor is his father Josiah Gilmore). His wife 'joins herein only to release and waive her right of "
        "dower and homestead' and is not labelled. 'WITNESS our hands and seals this 2nd day of June, 1913' governs; the lease "
        "date (5th day of August, 1910), the life tenant's death and royalty cut-off (22nd day of February, 1913, twice) and the "
        "acknowledgment (4th day of June, A. D. 1913) are decoys."),
]

NOISE = {"d1302": noise(1), "d1306": noise(1), "d1310": noise(1), "d1316": noise(1), "d1320": noise(1), "d1324": noise(1),
         "d1307": noise(2), "d1308": noise(2), "d1311": noise(2), "d1312": noise(2),
         "d1313": noise(2, ("Deed of Trust Book 1431 - Page {page}", 612)), "d1321": noise(2),
         "d1327": noise(1), "d1339": noise(2, ("RITCHIE COUNTY LEASE BOOK 73  PAGE {page}", 440)), "d1329": noise(3)}
for _d in DOCS:
    _d["noise"] = NOISE.get(_d["id"])
