"""Labels, form and OCR-damage plan of heldout14 (kept aside: never read while tuning).

DOCS: one dict per instrument, {id, file_name, state, county, form, labels, noise}; the clean text is
src/<id>.txt. `noise` is None or {level, protect, replace, header} for heldout3's noise.damage().
"""

FEE = {
    "patent": True, "warranty_deed": True, "special_warranty_deed": True, "quitclaim_deed": True, "deed": True,
    "correction_deed": True, "partition_deed": True, "mineral_deed": False, "royalty_deed": False,
    "oil_gas_lease": False, "lease_assignment": False, "lease_release": False, "lease_ratification": False,
    "affidavit_of_heirship": False, "probate": False, "deed_of_trust": False, "mortgage_release": False,
    "right_of_way": False, "other": None,
}
LAND_WORDS = ["Section", "Township", "Range", "North", "South", "East", "West", "Northeast", "Northwest",
              "Southeast", "Southwest", "Quarter", "Half", "Meridian", "Principal", "Lots", "Lot", "Block",
              "Survey", "Abstract", "acres", "one", "two", "three", "four", "five", "six", "seven", "eight",
              "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
              "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "hundred", "thousand"]

DOCS = []
SUFFIX = {"LA": "PARISH", "AK": "BOROUGH"}


def plss(county, state, sec, twp, rng, mer, aliquots=None, lots=(), acres=None):
    where = f"{aliquots} " if aliquots else ""
    if lots:
        where = f"LOTS {', '.join(lots)}" + (f", {aliquots} " if aliquots else " ")
    t = {"identity_phrase": f"{where}SEC {sec} T{twp} R{rng}, {county.upper()} {SUFFIX.get(state, 'COUNTY')}, {state}".replace("  ", " "),
         "system": "plss", "county": county, "state": state, "section": str(sec), "township": twp, "range": rng,
         "meridian": mer, "aliquots": aliquots, "lots": list(lots)}
    if acres:
        t["acres"] = acres
    return t


def other(system, county, state, phrase, **parts):
    t = {"identity_phrase": phrase, "system": system, "county": county, "state": state}
    t.update(parts)
    return t


def doc(id, state, county, form, cat, grantors, grantees, date, tracts, reservations, notes, noise=None,
        file_name=None):
    if noise:
        level, extra = noise[0], list(noise[1]) if len(noise) > 1 else []
        header = noise[2] if len(noise) > 2 else None
        noise = {"level": level, "protect": LAND_WORDS + extra, "replace": [], "header": header}
    DOCS.append({"id": id, "file_name": file_name or f"{id}.txt", "state": state, "county": county, "form": form,
                 "labels": {"doc_category": cat, "grantors": grantors, "grantees": grantees, "governing_date": date,
                            "tracts": tracts, "conveys_fee": FEE[cat], "reservations": reservations, "notes": notes},
                 "noise": noise})

doc("d1401", "CO", "Weld", "ordinary", "oil_gas_lease",
    ["HOLLIS R. BRANDVOLD", "LORETTA J. BRANDVOLD"], ["PRAIRIE FRONT EXPLORATION, INC."], "1974-05-14",
    [plss("Weld", "CO", 22, "5N", "64W", "SIXTH PRINCIPAL", "SW/4", acres=160)],
    None,
    "Colorado Producers 88 form (7-69 revision), ordinary wording. The premises date 'made and entered into this "
    "14th day of May, 1974' governs; the acknowledgment of May 20, 1974, the rental date 14th day of May, 1975 (a year "
    "later), the commission expiry and the recording time of June 3, 1974 are decoys. The wife is named among the "
    "Lessors without any limitation, so both spouses are labelled. The section is in words and figures, township and range in figures with '6th P.M.'.",
    noise=(1, ["Twenty-two", "Sixty-four", "Five"]))

doc("d1402", "MT", "Richland", "ordinary", "oil_gas_lease",
    ["ARVID T. SKOGEN", "INGRID SKOGEN"], ["JAMES L. PURCELL"], "1951-04-02",
    [plss("Richland", "MT", 8, "24N", "57E", "PRINCIPAL MERIDIAN MONTANA", "NE/4"),
     plss("Richland", "MT", 17, "24N", "57E", "PRINCIPAL MERIDIAN MONTANA", "N/2 NW/4")],
    None,
    "Montana Producers 88 ten-year form with a pooling clause, written in plain modern sentences. The caption line "
    "'Dated April 2, 1951' is the execution date ('Signed by Lessor on the date first written'); the acknowledgment of "
    "April 9, 1951, the rental date April 2, 1952, the commission expiry and the filing of April 16, 1951 are decoys. "
    "An individual lessee (a lease broker). Two sections in a township-header block, one tract each; the 240 acres is a "
    "total, so no acres per tract.")

doc("d1403", "NE", "Kimball", "ordinary", "oil_gas_lease",
    ["EDNA M. KOEHLMOOS", "DALE F. KOEHLMOOS", "JOYCE A. KOEHLMOOS"], ["SANDHILL PETROLEUM COMPANY"], "1963-10-08",
    [plss("Kimball", "NE", 30, "14N", "56W", "SIXTH PRINCIPAL", "NW/4", acres=160)],
    None,
    "Nebraska Producers 88 revised form with numbered headed paragraphs. 'THIS LEASE is made October 8, 1963' is the "
    "execution date; the acknowledgment 'on October 11, 1963', the rental date October 8, 1964, the commission expiry "
    "and the filing of October 15, 1963 are decoys. Three lessors: a widow and a married couple (the wife named "
    "among the lessors without limitation). The description gives the quarter, section, township and range in words "
    "with the abbreviations in parentheses.",
    noise=(2, ["Thirty", "Fourteen", "Fifty-six"]))

doc("d1404", "TX", "Ward", "ordinary", "oil_gas_lease",
    ["RUSTON W. KEMPLE", "DEBRA L. KEMPLE"], ["RED DRAW MINERALS, LLC"], "2011-03-21",
    [other("texas_survey", "Ward", "TX", "SEC 9 BLK 1 G&MMB&A SURVEY A-713, WARD COUNTY, TX", section="9", block="1",
           survey="G&MMB&A", abstract="713", acres=640.0)],
    None,
    "Texas paid-up lease, three-year term, one-fourth royalty, ordinary wording. The premises 'made this 21st day of "
    "March, 2011' govern, and the execution line says so expressly; the two acknowledgments of different days "
    "(March 25 and March 28, 2011, the second taken in another county), the commission expiry 11-04-2014 and the "
    "filing of April 6, 2011 are decoys. A railway-company survey section with block and abstract.")

doc("d1405", "KS", "Barton", "ordinary", "warranty_deed",
    ["WILHELM A. OSTERHAUS", "KATHARINA OSTERHAUS"], ["FRIEDRICH J. WEBER"], "1921-02-12",
    [plss("Barton", "KS", 11, "17S", "13W", "SIXTH PRINCIPAL", "E/2 SE/4", acres=80)],
    None,
    "Kansas statutory warranty deed on a stationer's form, indenture style with parties of the first and second "
    "part. The premises 'Made this 12th day of February, A. D. 1921' govern (the testimonium refers back to it); the "
    "acknowledgment of February 14, 1921, the tax year 1921 excepted from the covenant, the notary's term expiry and "
    "the filing on 17th day of Feb., A. D. 1921 are decoys. A witness (H. C. Brungardt), the notary and the register "
    "are not parties. The wife is a grantor (named among the parties of the first part without limitation).",
    noise=(1, ["Eleven", "Seventeen", "Thirteen"]))

doc("d1406", "WA", "Adams", "ordinary", "warranty_deed",
    ["DONALD P. VESTERBY", "CAROL ANN VESTERBY"], ["KESSLER-HALE FARMS, INC."], "1996-09-10",
    [plss("Adams", "WA", 4, "16N", "35E", "WILLAMETTE", "NW/4")],
    None,
    "Washington statutory warranty deed (RCW 64.04.030 form) from a title company escrow. 'Dated: September 10, 1996' "
    "above the signatures is the execution date; the notary's own 'Dated: September 12, 1996', the excise tax and "
    "recording stamps of September 13, 1996, the appointment expiry 5-19-99 and the recited railway deed of March 1, "
    "1911 (a mineral reservation of record, not made by this deed) are decoys. The road strip excepted off the west "
    "side is no tract; the abbreviated legal 'NW 1/4 4-16-35' repeats the same land. No reservation by these grantors.")

doc("d1407", "OK", "Canadian", "ordinary", "mineral_deed",
    ["BERTHA L. HOSTETLER"], ["CLEMENT A. RAINWATER"], "1936-06-23",
    [plss("Canadian", "OK", 27, "12N", "7W", "INDIAN", "SE/4", acres=160)],
    None,
    "Oklahoma printed mineral deed of an undivided 1/4 of the minerals. 'Signed and delivered this 23rd day of June, "
    "1936' is the execution date; the acknowledgment of June 24, 1936, the filing of June 27, 1936, the commission "
    "expiry and the recited lease of April 9, 1934 are decoys. The grantor's late husband Amos J. Hostetler and the "
    "recited lessee Cimarron Valley Oil Corporation are named only in the recital and are not parties.",
    noise=(2, ["Twenty-seven", "Twelve", "Seven"]))

doc("d1408", "WY", "Converse", "ordinary", "mineral_deed",
    ["CHESTER L. BIDWELL", "RUTH E. BIDWELL"], ["BUFFALO CREEK ROYALTY PARTNERS, LTD."], "1982-08-03",
    [plss("Converse", "WY", 18, "33N", "72W", "SIXTH PRINCIPAL", "E/2 SW/4", lots=["3", "4"], acres=155.76)],
    None,
    "Wyoming short-form mineral deed of one-half of the grantors' interest (a fraction of what they hold, not of the "
    "whole). 'Executed this 3rd day of August, 1982' governs; the acknowledgment of the 5th day of August, 1982, the "
    "recited lease of November 14, 1979 (its lessee Thunder Basin Resources Corp. is no party), the commission expiry "
    "and the filing of August 9, 1982 are decoys. Lots 3 and 4 with the E/2 SW/4 of an irregular section 18 are one "
    "tract; the homestead waiver is by the grantors themselves, who are both labelled.")

doc("d1409", "ND", "McKenzie", "ordinary", "lease_assignment",
    ["BADLANDS LEASEHOLD ACQUISITIONS, LLC"], ["KEENE BENCH OPERATING COMPANY"], "2013-07-01",
    [plss("McKenzie", "ND", 26, "151N", "97W", "FIFTH PRINCIPAL", "SE/4", acres=160.00)],
    None,
    "North Dakota assignment form with a field block for the recited lease. The stated Effective Date, the 1st day "
    "of July, 2013, governs over the execution on the acknowledgment date (19th day of July, 2013); the recited lease "
    "date May 6, 2011, the commission expiry and the recording 07/29/2013 are decoys. The recited lessors (the "
    "Hauglands) are not parties; the managing member who signs for the assignor is not labelled. The assignor reserves "
    "an overriding royalty (noted only).",
    noise=(1, []))

doc("d1410", "AL", "Escambia", "ordinary", "lease_assignment",
    ["CONECUH RIVER OIL & GAS, INC."], ["POLLARD CREEK ENERGY, LTD."], "1988-03-09",
    [plss("Escambia", "AL", 31, "2N", "8E", "ST. STEPHENS", "NE/4 NW/4, NW/4 NE/4", acres=80)],
    None,
    "Alabama assignment of an undivided 50% of the assignor's leasehold, with the Alabama officer's acknowledgment. "
    "The testimonium 'on this the 9th day of March, 1988' governs; the acknowledgment of the 14th day of March, 1988, "
    "the recited lease of June 2, 1986, the rental anniversary June 2, 1988, the commission expiry 9/30/90 and the "
    "probate judge's filing of March 18, 1988 are decoys. The recited lessor Ida Mae Faulkner, the president and the "
    "attesting secretary are not parties. Two quarter-quarters of one section: one tract.",
    noise=(2, []))

doc("d1411", "IL", "White", "ordinary", "lease_release",
    ["ELMER J. CUPPY", "HAZEL CUPPY"], ["WABASH BASIN OIL COMPANY"], "1942-11-17",
    [plss("White", "IL", 15, "5S", "9E", "THIRD PRINCIPAL", "W/2 NE/4", acres=80)],
    None,
    "Illinois release by the holder of a lease by assignment, with an Illinois-style corporate acknowledgment taken "
    "in Oklahoma. 'Dated this 17th day of November, 1942' governs; the acknowledgment of the 23rd day of November, "
    "1942, the recited lease of September 28, 1938, the commission expiry and the filing of Dec. 1, 1942 are decoys. "
    "Label convention: the lessors (the Cuppys) on the grantor side, the releasing holder on the grantee side; the "
    "original lessee Lyman P. Groves is named only in the recital and is not a party.",
    noise=(1, ["Fifteen", "Five", "Nine", "Third"]))

doc("d1412", "UT", "Uintah", "ordinary", "lease_release",
    ["LAVAR B. JENKINS", "VERNA R. JENKINS"], ["ASHLEY VALLEY ENERGY, L.L.C."], "2004-04-12",
    [plss("Uintah", "UT", 35, "9S", "22E", "SALT LAKE", "SW/4 SE/4, SE/4 SW/4", acres=80.00)],
    None,
    "Utah release in a field layout with a return-address header. 'DATED this 12 day of April, 2004' (a day without "
    "ordinal) is the execution date; the jurat-style acknowledgment of the 15th day of April, 2004, the recited lease "
    "of March 3, 1999, the commission expiry and the recording of April 21, 2004 are decoys. Lessors on the grantor "
    "side (named both in the release clause and the lease block), the releasing lessee on the grantee side; the "
    "manager who signs is not a party. Two quarter-quarters of section 35: one tract.")

doc("d1413", "AZ", "Maricopa", "ordinary", "deed_of_trust",
    ["MIGUEL A. ARELLANO", "ROSALINDA ARELLANO"], ["DESERT BLOOM FEDERAL CREDIT UNION"], "2019-06-14",
    [other("lot_block", "Maricopa", "AZ", "LOT 14 BLK 3 SAGUARO VISTA ESTATES UNIT TWO, MARICOPA COUNTY, AZ",
           lot="14", block="3", subdivision="SAGUARO VISTA ESTATES UNIT TWO")],
    None,
    "Arizona deed of trust with assignment of rents in numbered paragraphs, e-recorded. 'This Deed of Trust is dated "
    "June 14, 2019' governs; the acknowledgment 'On June 17, 2019', the e-recording stamp 06/19/2019, the final "
    "installment date July 1, 2049, the note of even date and the commission expiry are decoys. Borrowers (Trustor) on "
    "the grantor side and the Beneficiary on the grantee side; the trustee (an escrow company) is never labelled. The "
    "street address and APN repeat the same lot.")

doc("d1414", "MI", "Isabella", "ordinary", "deed_of_trust",
    ["GEORGE W. FLEGEL", "MINNIE FLEGEL"], ["THE ISABELLA COUNTY STATE BANK"], "1914-10-05",
    [plss("Isabella", "MI", 21, "14N", "4W", "MICHIGAN", "S/2 NE/4", acres=80)],
    None,
    "Michigan statutory real estate mortgage (category deed_of_trust by convention), indenture style, a 'mortgage and "
    "warrant' granting verb. The premises 'Made this 5th day of October, A. D. 1914' govern; the acknowledgment of the "
    "6th day of October, A. D. 1914, the note maturity five years after date, the annual interest day, the commission "
    "expiry and the register's receipt of the 9th day of October are decoys. Witnesses (one of them also the notary) "
    "are not parties. 'Town Fourteen (14) North' for the township. A repeated page header from the mortgage book.",
    noise=(2, ["Twenty-one", "Fourteen", "Four", "Town"], ("LIBER 87 OF MORTGAGES              PAGE {page}", 412)))

doc("d1415", "ID", "Canyon", "ordinary", "mortgage_release",
    ["BRANDON J. LACKEY", "TAMARA S. LACKEY"], ["OWYHEE MOUNTAIN SAVINGS BANK"], "2008-05-22",
    [other("lot_block", "Canyon", "ID", "LOT 7 BLK 5 CHERRY LANE RANCHETTES SUBDIVISION NO. 2, CANYON COUNTY, ID",
           lot="7", block="5", subdivision="CHERRY LANE RANCHETTES SUBDIVISION NO. 2")],
    None,
    "Idaho deed of reconveyance by the trustee on the beneficiary's request, with the recorder's stamp at the top. "
    "'Dated: May 22, 2008' governs; the recorder's stamp 5-28-2008, the acknowledgment 'On this 23rd day of May, in "
    "the year 2008', the recited deed of trust (dated August 11, 2003, recorded August 15, 2003) and the commission "
    "expiry are decoys. Label convention for releases of security: the trustors (borrowers) on the grantor side, the "
    "releasing holder (the beneficiary bank) on the grantee side; the reconveying trustee and its officer are not "
    "labelled.",
    noise=(1, []))

doc("d1416", "SD", "Brown", "ordinary", "mortgage_release",
    ["LEONARD P. SCHAUNAMAN", "ARLENE M. SCHAUNAMAN"], ["THE FARMERS AND MERCHANTS BANK OF GROTON"], "1967-12-08",
    [plss("Brown", "SD", 9, "124N", "63W", "FIFTH PRINCIPAL", "SW/4", acres=160)],
    None,
    "South Dakota legal-blank satisfaction of mortgage by the original mortgagee. 'Dated at Groton, South Dakota, this "
    "8th day of December, 1967' governs; the recited mortgage date (2nd day of March, 1961) and its recording (6th day "
    "of March, 1961), the acknowledgment of the 11th day of December, 1967, the commission expiry and the filing of "
    "the 13th day of December, 1967 are decoys. Mortgagors on the grantor side, the releasing bank on the grantee side; "
    "the cashier who signs is not labelled. Township and range in words with figures.",
    noise=(2, ["Nine", "Twenty-four", "Sixty-three", "Fifth"]))

doc("d1417", "NM", "Eddy", "ordinary", "affidavit_of_heirship",
    ["RAYMOND C. ESPINOSA, DECEASED"], ["LUCILLE T. ESPINOSA", "DANIEL R. ESPINOSA", "TERESA E. MONTOYA"], "1992-02-04",
    [plss("Eddy", "NM", 12, "22S", "27E", "NEW MEXICO PRINCIPAL", "NE/4", acres=160)],
    None,
    "New Mexico affidavit of heirship in numbered paragraphs by a disinterested affiant (not labelled). 'Dated this "
    "4th day of February, 1992' is the execution date (the jurat 'on February 4, 1992' is the same day); the date of "
    "death October 17, 1989, the commission expiry 6-14-1995 and the filing 'FEB 10 1992' are decoys. The decedent's "
    "father Celestino Espinosa is named only as the source of title. Heirs: the widow (1/4) and two children (3/8 "
    "each), the married daughter with her former name given only as 'formerly'. An undivided 1/2 mineral interest.")

doc("d1418", "AR", "Union", "ordinary", "affidavit_of_heirship",
    ["WILLIE MAE STROTHER, DECEASED"], ["OTIS L. STROTHER", "CLEOPHUS STROTHER", "IRMA JEAN FAIRLEY"], "1977-08-19",
    [plss("Union", "AR", 14, "17S", "15W", "FIFTH PRINCIPAL", "NW/4 SW/4", acres=40)],
    None,
    "Arkansas affidavit of death and heirship by two disinterested affiants (a neighbour and a pastor, not labelled). "
    "'WITNESS our hands on this 19th day of August, 1977' is the execution date; the two jurats (19th and 22nd day of "
    "August, 1977, the later one a decoy), the date of death 3rd day of May, 1975, the husband's earlier death on "
    "January 9, 1968, the commission expiry and the filing of Aug. 24, 1977 are decoys. The predeceased husband Amos "
    "Strother and the daughter's husband Nathaniel Fairley take nothing and are not parties. Three children, 1/3 each. "
    "No meridian is written (Arkansas land is under the Fifth Principal Meridian).")

doc("d1419", "NV", "Elko", "ordinary", "quitclaim_deed",
    ["FRANK J. ECHEVERRIA"], ["DOMINGO URIARTE", "MARIA URIARTE"], "1948-07-30",
    [plss("Elko", "NV", 17, "34N", "55E", "MOUNT DIABLO", "E/2 NE/4", acres=80)],
    None,
    "Nevada quitclaim deed, indenture form, to a married couple as joint tenants, with decreed water rights. The "
    "premises 'made the 30th day of July, 1948' govern; the acknowledgment of the 2nd day of August, A. D. 1948, the "
    "recited contract of sale of April 12, 1941, the commission expiry and the filing of Aug. 3, 1948 are decoys. "
    "The grantor is 'an unmarried man' (descriptor dropped). M.D.B.&M. after the range.")

doc("d1420", "IN", "Posey", "ordinary", "right_of_way",
    ["HOMER E. KUEBLER", "ALMA KUEBLER"], ["OHIO VALLEY GAS TRANSMISSION CORPORATION"], "1958-05-21",
    [plss("Posey", "IN", 22, "5S", "13W", "SECOND PRINCIPAL", "SW/4 NE/4", acres=40)],
    None,
    "Indiana pipeline right of way agreement with a tract number in a header line. 'Executed this 21st day of May, "
    "1958' governs; the acknowledgment of the 26th day of May, 1958, the commission expiry, and the recorder's receipt "
    "of the 2nd day of June, 1958 are decoys. The attorney who prepared it and the notary are not parties. An easement "
    "across a forty: the tract is the forty it crosses.")

doc("d1421", "TX", "Rusk", "ordinary", "royalty_deed",
    ["LUTHER C. BRASHEAR", "OPAL BRASHEAR"], ["REDLAND ROYALTY COMPANY"], "1946-01-11",
    [other("texas_survey", "Rusk", "TX", "177 AC JOSIAH M. PETTIBONE SURVEY A-412, RUSK COUNTY, TX",
           survey="JOSIAH M. PETTIBONE", abstract="412", acres=177)],
    None,
    "Texas non-participating royalty deed of a fixed 1/32 royalty, 'LUTHER C. BRASHEAR and wife, OPAL BRASHEAR' "
    "(the wife is a grantor). 'Witness our hands this 11th day of January, 1946' governs; the acknowledgment 'this the "
    "14th day of January, A. D. 1946', the filing Jan. 19 and recording Jan. 22, 1946, the recited source deed of March "
    "16, 1931 (from Wiley T. Brashear, no party) and the recited lease of August 2, 1944 (its lessee no party) are "
    "decoys. A named survey with abstract and acreage.",
    noise=(1, []))

doc("d1422", "MS", "Scott", "ordinary", "lease_ratification",
    ["J. T. MCCRANEY", "ELLA RUTH MCCRANEY"], ["SUNBELT OIL PRODUCERS, INC."], "1970-03-04",
    [plss("Scott", "MS", 18, "6N", "7E", "CHOCTAW", "E/2 SW/4", acres=80)],
    None,
    "Mississippi ratification in WHEREAS form by owners who bought minerals after the lease, confirming it and "
    "re-granting to the present holder by mesne assignments. 'EXECUTED this the 4th day of March, 1970' governs; the "
    "acknowledgment of the 9th day of March, 1970, the recited lease of June 20, 1968, the recited mineral deed of "
    "November 3, 1969, the commission expiry and the filing of March 12, 1970 are decoys. Parties: the ratifying owners "
    "(lessor side) and the present lessee; the original lessor Thomas W. Gatlin and the original lessee Pearl River "
    "Exploration Company are named only in recitals.",
    noise=(2, []))

doc("d1423", "PA", "Greene", "ordinary", "deed",
    ["JOHN W. HEADLEE, EXECUTOR"], ["ISAAC M. RINEHART"], "1903-04-14",
    [other("metes_bounds", "Greene", "PA", "96 AC FRANKLIN TOWNSHIP ON SMITH CREEK, GREENE COUNTY, PA", acres=96)],
    "Pittsburgh or River vein of coal excepted (sold earlier by the testator to Monongahela Coal Land Company)",
    "Pennsylvania executor's deed under a will's power of sale after a public sale (category deed: no general "
    "warranty). The premises 'made the 14th day of April, 1903' govern; the will date (2nd day of June, 1899), the public sale of the 21st day of March, 1903, the "
    "acknowledgment before a justice of the peace on the 16th day of April, A. D. 1903 and the recording of May 2, "
    "1903 are decoys. The executor is the grantor (capacity kept for the reader); the testator Samuel Headlee, the "
    "adjoiners and the coal company are not parties. Courses and distances in perches with natural monuments; 96 acres.")

doc("d1424", "OH", "Belmont", "ordinary", "special_warranty_deed",
    ["APPALACHIAN SURFACE HOLDINGS, LLC"], ["DALTON R. VARGO", "KAYLA M. VARGO"], "2015-08-24",
    [plss("Belmont", "OH", 14, "6", "4", "OHIO RIVER SURVEY (SEVEN RANGES)", "SE/4", acres=160)],
    "all oil, gas and related hydrocarbons reserved to Grantor, without surface use",
    "Ohio statutory limited warranty deed (R.C. 5302.07), a special warranty deed by category, with survivorship "
    "tenancy and an oil and gas reservation. 'Executed this 24th day of August, 2015' governs; the acknowledgment of "
    "the 27th day of August, 2015, the recorder's and auditor's stamps of 09/02/2015, the commission expiry and the "
    "second-half 2015 taxes are decoys. The member who signs and the attorney who prepared it are not parties, nor is "
    "the recited lessee. Seven Ranges township and range are numbers without directions (labelled '6' and '4').")

doc("d1425", "SD", "Harding", "trap", "oil_gas_lease",
    ["ELMER RASMUSSEN", "DELIA R. FOSHEIM", "WALTER RASMUSSEN"], ["CAVE HILLS OIL COMPANY"], "1957-06-03",
    [plss("Harding", "SD", 10, "21N", "5E", "BLACK HILLS", "S/2", acres=320)],
    None,
    "TRAP: a lease executed in three counterparts, one owner per signature page, whose opening 'dated as of ____, "
    "195__' is blank. Paragraph 5 makes the Effective Date the date written by the first owner to sign; the pages are "
    "printed in order 1, 2, 3 but dated June 11, June 3 and June 19, 1957, so the effective date is the earliest, June "
    "3, 1957 (page 2), not the first printed or the last. The acknowledgments (June 5, 11 and 20, 1957), the lessee's "
    "acceptance on the 24th day of June, 1957 and the filing of July 1, 1957 are decoys. The lessors appear by name "
    "in the preamble and again only on the signature pages; the company president and three notaries are not parties.")

doc("d1426", "AR", "Columbia", "trap", "oil_gas_lease",
    ["VERNON E. MCWILLIAMS", "PATSY MCWILLIAMS"], ["MAGNOLIA RIDGE EXPLORATION, INC."], "1983-01-14",
    [plss("Columbia", "AR", 27, "18S", "21W", "FIFTH PRINCIPAL", "N/2 NE/4", acres=80)],
    None,
    "TRAP: a top lease that does not vest until a recited prior lease expires. Its term runs from a 'Vesting Date' "
    "defined only as the day after the prior lease ends or is released, which the instrument never fixes, so it is no "
    "stated effective date: the premises 'made this 14th day of January, 1983' govern (the testimonium adopts them). "
    "Decoys: the prior lease date March 1, 1980 and its end March 1, 1983 (the day after is the likely vesting day but "
    "is not stated as a date), the acknowledgment of the 18th day of January, 1983, the commission expiry and the "
    "filing JAN 21 1983. The prior lessee Smackover Basin Oil Company is named only in the recital and is no party. "
    "No meridian is written.",
    noise=(1, []))

doc("d1427", "TX", "Tom Green", "trap", "warranty_deed",
    ["HARLAN D. KOCUREK", "JOLENE KOCUREK"], ["BENNIE J. SCHWARTZ", "DARLA SCHWARTZ"], "1979-07-27",
    [other("texas_survey", "Tom Green", "TX", "212.4 AC SEC 42 BLK 8 H&TC RR CO SURVEY A-1377, TOM GREEN COUNTY, TX",
           section="42", block="8", survey="H.&T.C. RR. Co.", abstract="1377", acres=212.4)],
    None,
    "TRAP: a Texas warranty deed with vendor's lien in which a third-party lender paid the price; the vendor's lien "
    "and superior title are transferred and assigned to First Concho National Bank. The bank takes a lien, not the "
    "land, and is no grantee; the deed-of-trust trustee Lowell G. Pruett is no party. 'EXECUTED this 27th day of July, "
    "1979' governs; the note of even date, the last installment August 1, 1999, the 1979 taxes, the acknowledgment of "
    "the 31st day of July, 1979, the commission expiry and the filing of Aug 2, 1979 are decoys. The land is 'all of' a "
    "section save a 427.6-acre exception: one tract of 212.4 acres (the excepted school district parcel is no tract).")

doc("d1428", "FL", "Santa Rosa", "trap", "mineral_deed",
    ["ROYCE H. LAMBERT"], ["GULF COAST MINERAL HOLDINGS, LLC"], "2021-03-08",
    [plss("Santa Rosa", "FL", 12, "5N", "29W", "TALLAHASSEE", "NW/4 SE/4", acres=40)],
    None,
    "TRAP: captioned 'ROYALTY DEED' but conveys an undivided 1/2 of the oil, gas and other minerals with the executive "
    "right, bonus, rentals and ingress; the deed itself says the caption does not limit the grant and the interest is "
    "a mineral interest, so the category is mineral_deed. 'THIS INDENTURE is made on March 8, 2021' governs (the "
    "testimonium adopts it); the acknowledgment of the 10th day of March, 2021, the commission expiry, and the "
    "recording 03/15/2021 are decoys. The grantor is 'a married man' whose spouse does not join (non-homestead): she "
    "is named nowhere. Two subscribing witnesses, the preparer and the recited lessee are not parties. The parcel ID "
    "repeats the section, township and range.")

doc("d1429", "OK", "Grady", "trap", "lease_assignment",
    ["R. C. KINCANNON"], ["RUSH SPRINGS PETROLEUM COMPANY"], "1929-10-16",
    [plss("Grady", "OK", 15, "6N", "7W", "INDIAN", "NE/4", acres=160)],
    None,
    "TRAP: an assignment printed on the reverse of a Form 88 lease, recorded with the lease's face first: the face "
    "names the lessors Silas P. and Nora Dunagan, a lease date 4th day of February, 1927, a lessor acknowledgment of "
    "February 7, 1927 and land of 240 acres (the NE 1/4 and the N 1/2 SE 1/4). The instrument is the assignment on the "
    "back: R. C. Kincannon (the lessee on the face) assigns to Rush Springs Petroleum Company only as to the NE 1/4; he "
    "keeps the N 1/2 SE 1/4, which is no tract of this instrument. 'WITNESS my hand this 16th day of October, 1929' "
    "governs; the acknowledgment of the 19th day of October, 1929, the rental date February 4, 1930, the commission "
    "expiry and the filing Oct. 24, 1929 are decoys. The lessors are not parties. No meridian is written (Indian "
    "Meridian). A repeated page header from the miscellaneous record.",
    noise=(2, ["Fifteen", "Six", "Seven", "Quarter", "Half"], ("MISC. RECORD 63            GRADY COUNTY            PAGE {page}", 207)))

doc("d1430", "CA", "Kern", "trap", "lease_release",
    ["ERNEST L. VASQUEZ", "GLORIA M. VASQUEZ"], ["SAN JOAQUIN CREST PETROLEUM, INC."], "1999-10-01",
    [plss("Kern", "CA", 22, "29S", "22E", "MOUNT DIABLO", "SW/4", acres=160)],
    None,
    "TRAP: a partial release by depth only: the holder releases all depths below 6,500 feet and expressly keeps the "
    "lease in force from the surface to 6,500 feet over the whole quarter. Category lease_release all the same; the "
    "land is the same quarter section (a depth severance, not a different tract). The stated effective date 'October "
    "1, 1999' in a late paragraph governs over the execution 'on November 30, 1999', the acknowledgment of December "
    "2, 1999 and the recording 12/08/1999; the recited lease of May 14, 1993 (recorded June 2, 1993) is a decoy. The "
    "original lessee Tejon Foothill Oil Company is named only in the recital; the lessors (Vasquez) are on the grantor "
    "side, the releasing holder on the grantee side.")

doc("d1431", "KS", "Stafford", "trap", "affidavit_of_heirship",
    ["DWAYNE A. HERRMANN, DECEASED"], ["SHERRY L. PAULSEN", "KYLE D. HERRMANN"], "2002-03-15",
    [plss("Stafford", "KS", 33, "23S", "13W", "SIXTH PRINCIPAL", "NW/4", acres=160)],
    None,
    "TRAP: the surviving spouse is a common-law wife who never took the decedent's surname (Sherry L. Paulsen); she "
    "is an heir (1/2) beside the son of an earlier marriage (1/2). The divorced first wife Janet K. Herrmann takes "
    "nothing and is no party; the affiant is the decedent's brother, who says he takes nothing (not labelled). 'Signed "
    "this 15th day of March, 2002' governs (the jurat is the same day); the death on August 29, 2000, the marriage "
    "year 1979, the divorce year 1985, the spring of 1988, the appointment expiry and the recording 03/21/2002 are "
    "decoys. An undivided 1/4 mineral interest.")

doc("d1432", "KY", "Magoffin", "trap", "royalty_deed",
    ["JASPER L. PATRICK", "ROSA E. PATRICK"], ["BURNING FORK UNION CHURCH"], "1919-06-07",
    [other("other", "Magoffin", "KY", "64 AC ISOM SALYER PLACE ON BURNING FORK, MAGOFFIN COUNTY, KY", acres=64)],
    "grantors keep the land, all other minerals, bonuses, rentals and the leasing power; the royalty reverts if the church stops regular preaching for five years",
    "TRAP: a deed of gift of one-half of the landowner's royalty to an incorporated church, on a condition subsequent "
    "that sends it back to the grantors or their heirs (the reversion names no one who takes now). Category "
    "royalty_deed (royalty only, no leasing power). Parties: the husband and wife (she signs by mark) and the church; "
    "the adjoiners, the source grantor Isom Salyer, the witness to the mark and the clerk are not parties. The "
    "premises 'this the 7th day of June, 1919' govern; the Kentucky county clerk's certificate of acknowledgment and "
    "recording of the 11th day of June, 1919 and the recited deed of October 1, 1902 are decoys. The land is a farm "
    "known by name, adjoiners, a ridge and a road, with acreage in words and figures: system other.")

doc("d1433", "WV", "Doddridge", "trap", "lease_ratification",
    ["MARTHA J. COTTRILL"], ["HOPE VALLEY GAS COMPANY"], "1911-10-09",
    [other("metes_bounds", "Doddridge", "WV", "87 AC ON BUCKEYE FORK OF MIDDLE ISLAND CREEK, SOUTHWEST DISTRICT, DODDRIDGE COUNTY, WV",
           acres=87)],
    None,
    "TRAP: captioned 'JOINDER IN OIL AND GAS LEASE': a cotenant who did not sign her brother's lease joins in, adopts "
    "and confirms it as to her undivided half, to the same company that still holds it; category lease_ratification. "
    "Her husband joins 'in right of his wife only' and 'solely to release' curtesy, claiming no title: not labelled. "
    "The recited lessor Albert C. Nutter, the dead father Lemuel Nutter and the adjoiner are not parties. The opening "
    "'made this 9th day of October, 1911' governs; the acknowledgment of the 12th day of October, 1911 (whose 'bearing "
    "date' repeats the execution date), the recited lease of the 15th day of March, 1909, the commission expiry and "
    "the clerk's admission to record on October 14, 1911 are decoys. Courses in poles with natural monuments, 87 acres.")

doc("d1434", "ND", "Williams", "trap", "probate",
    ["SIGVALD J. VANGSNES, DECEASED"], ["ARNE H. VANGSNES"], "1954-05-24",
    [plss("Williams", "ND", 21, "155N", "97W", "FIFTH PRINCIPAL", "SW/4", acres=160)],
    None,
    "TRAP: an ancillary decree allowing a foreign (Minnesota) will and assigning the North Dakota land to the nephew "
    "as sole devisee; the petitioner is the same nephew. The sisters, residuary legatees who 'take no interest in North "
    "Dakota land', are not labelled. The judge's 'Dated at Williston ... this 24th day of May, 1954' governs; the "
    "hearing of the 10th day of May, 1954, the death (2nd day of December, 1951), the will (19th day of August, 1946), "
    "the Minnesota order (4th day of March, 1952), the recited lease of June 8, 1951, the clerk's certificate of entry "
    "on the 25th day of May, 1954 and the filing of June 1, 1954 are decoys.")

doc("d1435", "LA", "Caddo", "trap", "probate",
    ["CLAUDE M. THIBODEAUX, DECEASED"], ["LUCIEN J. THIBODEAUX", "ANNETTE T. GUIDRY"], "1962-04-13",
    [plss("Caddo", "LA", 5, "17N", "15W", "LOUISIANA", "S/2 NE/4", lots=["1", "2"], acres=161.38)],
    None,
    "TRAP: a Louisiana judgment of possession in which the widow is named first and petitions, but is recognised as "
    "owner of her half of the community 'in her own right ... and not as his heir' and as usufructuary of the "
    "decedent's half; the heirs sent into possession (in naked ownership) are the two children, who are labelled. An "
    "examiner could also list the widow as a usufructuary sent into possession (CONTENTS). The daughter's husband "
    "Raymond P. Guidry and the judge are not parties. 'READ, RENDERED AND SIGNED ... on this 13th day of April, 1962' "
    "governs; the petition filed April 10, 1962, the death on the 22nd day of November, 1961, the clerk's true-copy "
    "attestation April 16, 1962 and the recording April 17, 1962 are decoys. Lots 1 and 2 and the S/2 NE/4: one tract.")

doc("d1436", "MO", "Gasconade", "trap", "deed",
    ["WILLIE E. HAUPTMANN"], ["JOHN H. MEYERHOFF"], "1897-09-20",
    [plss("Gasconade", "MO", 8, "44N", "6W", "FIFTH PRINCIPAL", "N/2 NW/4", acres=80)],
    None,
    "TRAP: a Missouri curator's deed: the curator (Missouri's guardian of a minor's estate) sells the ward's land under "
    "a probate court order and signs alone, conveying 'all the right, title and interest of the said minor'. Per the "
    "label conventions a guardian acting for a ward is never labelled: the ward Willie E. Hauptmann is the grantor "
    "side; an examiner might list the curator instead (CONTENTS). Category deed (no warranty). The premises 'this 20th "
    "day of September, A. D. 1897' govern; the order of sale (11th day of May, 1897), the sale (4th day of September, "
    "1897), the approval (18th day of September, 1897), the clerk's acknowledgment the same day as the deed and the "
    "filing of the 25th day of September, 1897 are decoys. The dead mother is no party. Heavy OCR damage.",
    noise=(3, ["Eight", "Forty-four", "Six", "Curator", "curator", "Gasconade"]))

doc("d1437", "IA", "Kossuth", "trap", "correction_deed",
    ["JOSEPH P. SCHILTZ", "FRANK M. SCHILTZ", "GERTRUDE SCHILTZ WAGNER"], ["NICHOLAS REDING"], "1931-02-02",
    [plss("Kossuth", "IA", 28, "96N", "29W", "FIFTH PRINCIPAL", "SW/4", acres=160)],
    None,
    "TRAP: a correction deed made not by the original grantor, who is dead, but by his three heirs, to the grantee of "
    "his 1926 deed; the wrong section (Twenty-three) is quoted in the recital. The heirs are the grantors; their "
    "spouses Rose Schiltz and Henry A. Wagner join 'only to relinquish' dower, homestead and distributive share and "
    "are not labelled; the dead father Peter J. Schiltz is named only in recitals. 'Dated this 2nd day of February, "
    "1931' governs; the acknowledgments of the 2nd and 5th day of February, A. D. 1931, the original deed of the 3rd "
    "day of March, 1926, the death on the 14th day of July, 1929 and the filing of Feb. 9, 1931 are decoys (the deed "
    "takes the place of the old one 'as to the description only', with no effective date). Only the right section "
    "is a tract.")

doc("d1438", "MN", "Renville", "trap", "partition_deed",
    ["GARY L. NORDQUIST", "DENNIS R. NORDQUIST"], ["GARY L. NORDQUIST", "DENNIS R. NORDQUIST"], "1985-10-18",
    [plss("Renville", "MN", 3, "114N", "38W", "FIFTH PRINCIPAL", "NE/4", acres=158.42),
     plss("Renville", "MN", 10, "114N", "38W", "FIFTH PRINCIPAL", "NW/4", acres=160)],
    "owelty lien on Tract One (NE/4 Sec 3) securing $24,000 owelty payable to Dennis R. Nordquist",
    "TRAP: a partition between two brothers with owelty: the one who takes the better tract pays the other $24,000 "
    "in installments and grants an owelty lien on his own allotment (a lien, not a conveyance to anyone else). The "
    "cotenants are on both sides; the wives sign only to release marital and homestead rights and take nothing (not "
    "labelled); the dead mother Elvira Nordquist is named only as the source. 'Date: see signature lines below': the "
    "signature lines carry October 11 and October 18, 1985; the last signature (October 18, 1985) completes the "
    "execution and governs. Decoys: the installment dates from December 1, 1986, the 1985 crops, the commission "
    "expiry 3-14-1990 and the auditor's and recorder's October 24, 1985. Two quarter sections of one township: two tracts.")

doc("d1439", "TX", "Coleman", "trap", "patent",
    ["THE STATE OF TEXAS"], ["HIRAM B. OVERSTREET"], "1881-07-14",
    [other("texas_survey", "Coleman", "TX", "320 AC ELIJAH T. COLQUITT SURVEY NO. 3 A-866, COLEMAN COUNTY, TX",
           survey="ELIJAH T. COLQUITT", abstract="866", acres=320)],
    None,
    "TRAP: a Texas patent issued to the assignee of the certificate holder: the grant runs to 'HIRAM B. OVERSTREET, "
    "assignee of ELIJAH T. COLQUITT', and the survey keeps the original grantee's name. Colquitt is named as the "
    "original holder of the headright certificate who transferred it, and is no party. The State of Texas is the "
    "grantor; the unnamed Governor and Commissioner are not parties. The testimonium 'on the 14th day of July, A. D. "
    "1881' governs; the certificate of the 3rd day of April, 1839, the survey of the 18th day of October, 1876, and "
    "the county clerk's filing and certificate of March 6 and 8, 1882 are decoys. Varas with a bearing tree; the "
    "abstract number is in the header.")

doc("d1440", "AK", "North Slope", "trap", "other",
    ["TUNDRA RIDGE RESOURCES, LLC"], ["NANUK BASIN ENERGY, INC."], "2024-01-15",
    [plss("North Slope", "AK", 22, "11N", "10E", "UMIAT", None, acres=640.00)],
    None,
    "TRAP: a memorandum of an unrecorded farmout agreement that says it 'does not itself convey, assign or transfer "
    "any interest'; the farmee may earn an assignment later by drilling. Category other (conveys nothing, "
    "conveys_fee null): parties are the farmor (grantor side) and the farmee (grantee side); the State of Alaska as "
    "lessor of the recited lease is no party. The memorandum is expressly effective as of the Farmout Agreement's "
    "date, January 15, 2024, which governs over the two signature dates (February 6 and February 13, 2024), their "
    "acknowledgments and the recording 2/26/2024; the lease's own effective date October 1, 2016 and the spud "
    "deadline August 1, 2024 are decoys. A whole protracted section under the Umiat Meridian (aliquots null). The "
    "recording district (Barrow) stands for the borough.")
