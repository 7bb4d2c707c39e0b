"""heldout10's 40 instruments: the labels a careful title examiner reads in each, and the OCR damage plan.

DOCS holds one entry per instrument: id, file_name, state, county (the package's recording fields),
labels (the realdocs label format: doc_category, grantors, grantees, governing_date, tracts,
conveys_fee, reservations, notes) and noise (None, or {level 1-3, protect, replace, header}) for
heldout3's tools/noise.py, imported unchanged by build.py. Labels were written from the clean texts in
src/; where a hand-placed replacement damages a value the label follows what an examiner still reads
and the note says so. Every name of a person, company, subdivision, survey and official is invented.
"""

LAND = ["Section", "Township", "Range", "North", "South", "East", "West", "Meridian", "Quarter", "Half",
        "Northeast", "Northwest", "Southeast", "Southwest", "Lot", "Lots", "Block", "Survey", "Abstract"]


def plss(county, state, sec, twp, rng, mer, aliquots=None, lots=(), acres=None):
    t = {"identity_phrase": f"{aliquots + ' ' if aliquots else ''}{'LOTS ' + ','.join(map(str, lots)) + ' ' if lots else ''}"
                            f"SEC {sec} T{twp} R{rng}, {county.upper()}, {state}",
         "system": "plss", "section": str(sec), "township": twp, "range": rng, "meridian": mer,
         "aliquots": aliquots, "lots": [str(x) for x in lots], "county": county, "state": state}
    if acres:
        t["acres"] = acres
    return t


def texas(county, phrase, acres=None, **parts):
    t = {"identity_phrase": phrase.upper() + f", {county.upper()}, TX", "system": "texas_survey"}
    t.update(parts)
    t.update({"county": county, "state": "TX"})
    if acres:
        t["acres"] = acres
    return t


def lot_block(county, state, lot, block, subdivision):
    return {"identity_phrase": f"LOT {lot} BLOCK {block} {subdivision.upper()}, {county.upper()}, {state}",
            "system": "lot_block", "lot": str(lot), "block": str(block), "subdivision": subdivision,
            "county": county, "state": state}


def doc(i, file_name, state, county, category, grantors, grantees, date, tracts, fee, reservations, notes, noise=None):
    return {"id": i, "file_name": file_name, "state": state, "county": county,
            "labels": {"doc_category": category, "grantors": grantors, "grantees": grantees,
                       "governing_date": date, "tracts": tracts, "conveys_fee": fee,
                       "reservations": reservations, "notes": notes},
            "noise": noise}


def noisy(level, protect=(), replace=(), header=None):
    return {"level": level, "protect": list(protect), "replace": list(replace), "header": header}


DOCS = [
    doc("d1001", "OK-Grady-LeaseBk-1981-Brinker.pdf", "OK", "Grady", "oil_gas_lease",
        ["HAROLD W. BRINKER", "LUCILLE M. BRINKER"], ["RED FORK EXPLORATION COMPANY"], "1981-07-14",
        [plss("Grady", "OK", 22, "6N", "7W", "Indian", "NE/4", acres=160)], False, None,
        "An ordinary Oklahoma printed lease in the common 'THIS AGREEMENT, entered into this ... between ... "
        "hereinafter called lessor (whether one or more)' layout. The lessors are a couple (two parties); the "
        "lessee is a corporation. The governing date is the premises date, July 14, 1981; the acknowledgment of "
        "July 16, 1981 is later, and July 14, 1982 is the rental date (never governing); the bank named for "
        "rentals and the notary are not parties. One tract, NE/4 of 22-6N-7W, 160 acres. Light OCR damage.",
        noisy(1, LAND + ["Twenty-two", "Six", "Seven", "Indian"])),
    doc("d1002", "TX-Reeves-OPR-2013-Vance-Tascosa.pdf", "TX", "Reeves", "oil_gas_lease",
        ["CORDELIA PRUETT VANCE"], ["TASCOSA BASIN OPERATING, LLC"], "2014-01-01",
        [texas("Reeves", "S/2 Section 33, Block 57, T&P Ry. Co. Survey, A-2291", 320, section="33", block="57",
               survey="T&P RY CO", abstract="2291", aliquots="S/2")], False, None,
        "A modern Texas paid-up lease whose lessor acts 'in her own right and also as Independent Executrix of "
        "the Estate of Lamar Vance, Deceased': one person acting individually and as a fiduciary is one party, "
        "labelled by name (the estate is not named as the party; Lamar Vance is deceased and only recited). The "
        "lessee signs by its vice president (not a party). The governing date is the stated Effective Date, "
        "January 1, 2014, in the following year from the two acknowledgments (December 19 and December 30, "
        "2013); letters testamentary of June 6, 2011 are a recital. The tract is a Texas railway survey section "
        "whose block designation carries a 'Township 4' (T&P blocks are numbered by township): it is NOT a PLSS "
        "township, the text says so, and the tract is labelled texas_survey (section 33, block 57, abstract "
        "2291, S/2, 320 acres). Medium OCR damage.",
        noisy(2, LAND + ["Texas", "Pacific", "Railway"])),
    doc("d1003", "WY-Sublette-Bk61-1956-HarlanRanch.pdf", "WY", "Sublette", "oil_gas_lease",
        ["W. T. HARLAN RANCH COMPANY"], ["ERNEST G. TOLLIVER"], "1956-03-22",
        [plss("Sublette", "WY", 4, "30N", "110W", "6th PM", "S/2 NE/4", [1, 2]),
         plss("Sublette", "WY", 9, "30N", "110W", "6th PM", "NE/4")], False, None,
        "An old 'Indenture of Lease' with 'party of the first part, called the Lessor' and 'party of the second "
        "part, called the Lessee'. The lessor is a ranch corporation signing by its president and attested by a "
        "secretary who shares the family name (Walter T. Harlan and Inez Harlan Gorecki sign for the company and "
        "are not parties). Governing date: the premises and testimonium date, March 22, 1956 (the acknowledgment "
        "is the same day; June 9, 1958 is a commission expiry). Two tracts under one township heading: Section 4 "
        "with Lots 1 and 2 and the S/2 NE/4 in one tract, and the NE/4 of Section 9. Heavy OCR damage and a "
        "repeated page header.",
        noisy(3, LAND + ["Sixth", "Principal", "One", "Two"], header=("LEASE RECORD 61 - PAGE {page}", 288))),
    doc("d1004", "ND-McKenzie-Doc-2008-Kjelstad-TwoButtes.pdf", "ND", "McKenzie", "oil_gas_lease",
        ["THE KJELSTAD FAMILY LIMITED PARTNERSHIP"], ["TWO BUTTES LAND SERVICES, INC."], "2008-09-15",
        [plss("McKenzie", "ND", 17, "150N", "98W", "5th PM", "NW/4, W/2 NE/4", acres=240)], False, None,
        "Parties in a two-line field layout at the top ('Lessor:' / 'Lessee:' with addresses). The lessor is a "
        "family limited partnership signing through a chain of capacities: by its general partner, an LLC, by "
        "that LLC's manager; only the partnership is a party (Kjelstad Management, LLC and Arne Kjelstad sign "
        "for it). The lessee is a land-services broker that takes the lease in its own name and says it intends "
        "to assign (it is the lessee of record). The governing date is the effective date written with dots at "
        "the top, 'Dated effective 09.15.2008' (September 15, 2008), against 'Date signed' fields of 9/22/2008 "
        "and 9/24/2008 and acknowledgments of the same days. One tract: NW/4 and W/2 NE/4 of Section 17, "
        "150N-98W, one tract of 240 acres. Medium OCR damage.",
        noisy(2, LAND)),
    doc("d1005", "AR-VanBuren-Bk-2006-Crisp-OzarkShale.pdf", "AR", "Van Buren", "oil_gas_lease",
        ["DELBERT CRISP", "WANDA JO CRISP"], ["OZARK SHALE PARTNERS, L.P."], "2006-04-03",
        [plss("Van Buren", "AR", 14, "10N", "13W", "5th PM", "SE/4 SW/4, SW/4 SE/4", acres=80)], False, None,
        "The premises name the lessors only as 'Mr. and Mrs. Delbert Crisp'; the wife's own given name appears "
        "only in the signature line and the acknowledgment ('Wanda Jo Crisp'). An examiner labels both spouses "
        "by their own names (the text says both sign as owners and lessors, tenants by the entirety), never "
        "'MRS. DELBERT CRISP'. Governing date: 'made and executed this 3rd day of April 2006' (no comma before "
        "the year); the notary's date is April 5, 2006. The lessee is a Texas limited partnership. One tract, "
        "two quarter-quarters of Section 14, 10N-13W, 80 acres (no meridian stated; Arkansas is the Fifth "
        "Principal). Light OCR damage.",
        noisy(1, LAND + ["Fourteen", "Ten", "Thirteen"])),
    doc("d1006", "CA-Kern-OR-1923-Ybarra-TejonSyndicate.pdf", "CA", "Kern", "oil_gas_lease",
        ["ESTELLA MARQUEZ DE YBARRA"], ["HORACE P. WHITCOMB, TRUSTEE", "SAMUEL J. OAKES, TRUSTEE"], "1923-05-22",
        [plss("Kern", "CA", 27, "29S", "26E", "Mount Diablo", "SW/4", acres=160)], False, None,
        "A 1923 California oil lease dated with the old ordinal '22d day of May, 1923' (governing; the "
        "acknowledgment is May 24, 1923, its year written in words). The lessor has a compound Spanish name "
        "with 'de' (one person, a widow). The lessee is introduced as two named persons 'as Trustees of TEJON "
        "CRUDE OIL SYNDICATE, a Massachusetts trust': where a trust is a party the trustees who act are "
        "labelled, with ', TRUSTEE', and the syndicate's name is not a third party; the declaration of trust "
        "of January 10, 1921 is a recital date. The notary and the State Oil and Gas Supervisor are not parties. "
        "One tract, SW/4 of Section 27, 29S-26E, Mount Diablo, 160 acres. No OCR damage.")
    ,
    doc("d1007", "KS-Barton-MinBk-1938-Kessler-GreatBend.pdf", "KS", "Barton", "mineral_deed",
        ["OTTO F. KESSLER", "MINNA KESSLER"], ["GREAT BEND ROYALTY COMPANY"], "1938-02-11",
        [plss("Barton", "KS", 12, "17S", "12W", "6th PM", "NW/4", acres=160)], False,
        "Conveys an undivided 1/4 of the oil, gas and minerals; subject to an existing lease.",
        "An ordinary Kansas mineral deed ('parties of the first part' / 'party of the second part'). Husband "
        "and wife are both grantors; the grantee is a royalty corporation. The lessee of the existing lease "
        "(Stanolind Oil and Gas Company) is named only in a recital and is not a party. Governing date: 'Signed "
        "and delivered this 11th day of February, 1938'; the acknowledgment (February 14) and the filing stamp "
        "(February 19, 1938) are later, and October 2, 1941 is a commission expiry. The register of deeds and "
        "notary are not parties. One tract, NW/4 12-17S-12W. Medium OCR damage.",
        noisy(2, LAND + ["Twelve", "Seventeen", "Sixth", "Principal"])),
    doc("d1008", "MT-Richland-Bk-1979-Stenberg-Haugen.pdf", "MT", "Richland", "mineral_deed",
        ["LYLE STENBERG"], ["VERNON L. HAUGEN, TRUSTEE"], "1979-10-05",
        [plss("Richland", "MT", 8, "24N", "58E", "Montana", "SE/4"),
         plss("Richland", "MT", 17, "24N", "58E", "Montana", "N/2 NE/4")], False,
        "Conveys 1/2 of grantor's minerals; grantor retains the executive leasing right.",
        "The grantor is 'LYLE STENBERG, a married man, doing business as STENBERG CATTLE COMPANY': a d/b/a "
        "trade name is not a second party (the text says it is an assumed name of a sole proprietor), so the "
        "grantor is the man alone. His wife joins 'for the sole and only purpose of releasing any homestead or "
        "other marital right' and signs 'for homestead release only': not labelled. The grantee is a trustee of "
        "a family trust 'under agreement dated June 3, 1975' (that date is part of the trust's name, not the "
        "governing date); the trustee is labelled with ', TRUSTEE'. Gunnar Stenberg is named only in a source-"
        "deed recital. Governing date: 'Dated this 5th day of October, 1979'. Two tracts (Sections 8 and 17, "
        "24N-58E, P.M.M.), the 240 acres given only in total. No OCR damage.")
    ,
    doc("d1009", "MS-Jasper-Bk-1944-TateHeirs-GulfCoast.pdf", "MS", "Jasper", "mineral_deed",
        ["EULA TATE MOFFETT", "RANSOM TATE, JR.", "LORENE TATE BEASLEY"], ["GULF COAST LEASE & ROYALTY CO."],
        "1944-04-18",
        [plss("Jasper", "MS", 26, "1N", "12E", None, "NW/4 SE/4, S/2 SE/4", acres=120)], False,
        "Conveys an undivided 1/2 of the oil, gas and minerals, subject to existing leases.",
        "A Mississippi 'Mineral Right and Royalty Transfer' from three heirs, 'being all of the heirs at law of "
        "Ransom Tate, Sr.': the decedent is named only in a recital (his death on December 9, 1940 and his 1929 "
        "source deed from the Federal Land Bank of New Orleans are recital dates) and is not a party, and his "
        "son RANSOM TATE, JR. is a different person from him (keep the suffix). The husbands of the two married "
        "grantors (J. C. Moffett and Orbie Beasley) sign and acknowledge only 'to show their assent', claiming "
        "no interest: not labelled. The acknowledgment is taken by a chancery clerk through a deputy (not "
        "parties). Governing date: 'WITNESS our signatures on this the 18th day of April, 1944' (the "
        "acknowledgment is the same day). One tract, Section 26, 1N-12E, 120 acres; the deed states no meridian. "
        "No OCR damage.")
    ,
    doc("d1010", "WV-Ritchie-DB-1952-Maddox-Fisk.pdf", "WV", "Ritchie", "royalty_deed",
        ["SIDNEY L. MADDOX", "OPAL MADDOX"], ["ALDEN R. FISK"], "1952-06-09",
        [{"identity_phrase": "74 ACRES ON BONE CREEK, UNION DISTRICT, RITCHIE, WV", "system": "other",
          "district": "Union", "acres": 74, "county": "Ritchie", "state": "WV"}], False,
        "Conveys 1/2 of the landowner's 1/8 royalty; grantors keep bonus, rentals and the leasing right.",
        "A West Virginia royalty deed in the 'THIS DEED, made this ... by and between ... parties of the first "
        "part, and ... party of the second part' form. The land is described only by adjoiners (Cyrus Ashcraft, "
        "the former Bee Lick Coal Company lands, the county road, the heirs of Noah Starcher), a district and an "
        "acreage: none of those named owners is a party, nor is Ezra Maddox (grantor of the 1931 source deed, a "
        "recital) or the lessee Hope Natural Gas Company. The tract has no survey or section: system other with "
        "county and 74 acres. Governing date: the premises date, June 9, 1952 (repeated in the certificate's "
        "'bearing date'); the certificate was given June 12, 1952; 1931 and 1958 are a recital and a commission "
        "expiry. No OCR damage.")
    ,
    doc("d1011", "TX-Zapata-OPR-1996-RanchoLasTinajas-Valdez.pdf", "TX", "Zapata", "royalty_deed",
        ["RANCHO LAS TINAJAS"], ["ROSA VALDEZ TREVINO, TRUSTEE"], "1996-07-30",
        [texas("Zapata", "412.5 acres out of Porcion 14, Abstract 39", 412.5, survey="PORCION 14", abstract="39")],
        False, "Conveys a perpetual 1/16 royalty; grantor reserves the executive right, bonus and rentals.",
        "A Texas royalty deed with the date only in a letter-style place-and-date line at the very top "
        "('Laredo, Texas, July 30, 1996'), which is the instrument's date of execution; the single "
        "acknowledgment is August 2, 1996 (in Webb County, not Zapata). The grantor is a Texas general "
        "partnership 'composed of' two named general partners who sign for it and say they own nothing "
        "individually: the partnership alone is labelled. The grantee is 'ROSA VALDEZ TREVINO, as Trustee of the "
        "Guadalupe Valdez 1988 Trust' (the trustee is labelled; 1988 is part of the trust's name). A 1962 "
        "partition deed is recited. The land is a Spanish-grant porcion ('Porcion 14, Abstract No. 39, Ancient "
        "Jurisdiction of Guerrero'), labelled texas_survey with abstract 39 and 412.5 acres. Medium OCR damage.",
        noisy(2, ["Porcion", "Ancient", "Jurisdiction", "Guerrero", "Abstract"])),
    doc("d1012", "NE-Custer-DeedBk38-1911-Petersen-Ainsley.pdf", "NE", "Custer", "warranty_deed",
        ["JOHAN PETERSEN", "KIRSTEN PETERSEN"], ["WALTER B. AINSLEY"], "1911-03-04",
        [plss("Custer", "NE", 18, "16N", "20W", "6th PM", "SE/4", acres=160)], True, None,
        "An ordinary Nebraska warranty deed, 'we, JOHAN PETERSEN and KIRSTEN PETERSEN, husband and wife ... do "
        "hereby grant'. The wife is named among the grantors AND relinquishes dower and homestead, and the text "
        "says she owns half by inheritance: she is a grantor and is labelled. The mortgagee bank (a 1909 mortgage "
        "the grantee assumes), the subscribing witness who is also the notary, the register of deeds and Anders "
        "Nygaard (the wife's father, a recital) are not parties. Governing date: 'Signed this 4th day of March, "
        "A. D. 1911'; the acknowledgment is March 6 and the filing stamp March 9, 1911; January 20, 1915 is a "
        "commission expiry. One tract, SE/4 18-16N-20W. Medium OCR damage.",
        noisy(2, LAND + ["Eighteen", "Sixteen", "Twenty", "Sixth", "Principal"])),
    doc("d1013", "FL-Polk-ORBk806-1964-Hooper-LakeAlfred.pdf", "FL", "Polk", "warranty_deed",
        ["CLEMENT R. HOOPER", "THELMA S. HOOPER"], ["LAKE ALFRED CITRUS GROVES, INC."], "1964-02-17",
        [lot_block("Polk", "FL", 14, "C", "Crystal Lake Heights")], True, None,
        "A Florida statutory-form warranty deed with 'grantor*' and 'grantee*' starred and a footnote saying "
        "singular includes plural and that the wife joins as a grantor and owner (estate by the entirety): both "
        "spouses are labelled. The wife's separate examination in the acknowledgment is an old Florida formality, "
        "not a dower-only joinder. The attorney who prepared it, the two witnesses (one also the notary) are not "
        "parties. Governing date: 'made the 17th day of February, A.D. 1964'; the acknowledgment is February 18 "
        "and the recording February 21, 1964. The lot is in a lettered block (Lot 14, Block C, Crystal Lake "
        "Heights). Light OCR damage.",
        noisy(1, ["Lot", "Block", "Fourteen", "CRYSTAL", "LAKE", "HEIGHTS"])),
    doc("d1014", "AL-Tuscaloosa-DeedVol19-1889-Dorsey-Keel.pdf", "AL", "Tuscaloosa", "warranty_deed",
        ["PLEASANT H. DORSEY", "MARTHA A. DORSEY"], ["JOSIAH KEEL"], "1889-11-05",
        [plss("Tuscaloosa", "AL", 20, "21S", "9W", "Huntsville", "E/2 NE/4", acres=80)], True, None,
        "An 1889 Alabama warranty deed. The wife is named among the grantors ('we, PLEASANT H. DORSEY and MARTHA "
        "A. DORSEY, his wife, do grant') and the text says she joins 'as one of the grantors' as a joint owner, "
        "besides relinquishing dower: labelled. The husband signs 'P. H. Dorsey'; the label keeps the name of the "
        "premises. The justice of the peace, the attesting witness and the probate judge are not parties; the "
        "Chancery Court cause is a recital. Governing date: the testimonium wholly in words, 'this fifth day of "
        "November, eighteen hundred and eighty-nine' (November 5, 1889), which the husband's acknowledgment of "
        "the same day confirms; the wife's separate acknowledgment (November 7) and the filing (November 12) "
        "are later. The township is written without a direction ('Township Twenty-one (21), Range Nine (9) "
        "West'); Tuscaloosa County lies south of the Huntsville base line, so it is 21S. A hand-placed scan flaw "
        "turns 'West' into 'Wcst'; an examiner still reads 9W. Heavy OCR damage.",
        noisy(3, LAND + ["Twenty", "Twenty-one", "Nine", "fifth", "eighteen", "hundred", "eighty-nine", "Tuscaloosa"],
              replace=[("Range Nine (9) West", "Range Nine (9) Wcst")])),
    doc("d1015", "CO-Weld-Rec4287316-2017-FrontRangeDST-Alvarado.pdf", "CO", "Weld", "special_warranty_deed",
        ["FRONT RANGE FARMLAND DST"], ["ALVARADO DAIRY, LLC"], "2017-03-08",
        [plss("Weld", "CO", 23, "5N", "65W", "6th PM", "E/2 SE/4")], True,
        "No mineral reservation (minerals severed before grantor acquired); excepts a county parcel and a ditch right-of-way.",
        "A Colorado statutory special warranty deed from a Delaware statutory trust 'acting by and through its "
        "signatory trustee', an LLC, whose trust officer signs: the DST is a juridical entity holding title in "
        "its own name and is labelled as the party (as an estate acting by and through its executrix is), while "
        "the signatory trustee and its officer sign for it and are not labelled. The governing date must be "
        "worked out: the deed says it takes effect 'only upon its recording' and that the date of recording is "
        "its effective date, so the effective date is the recording stamp at the bottom, 03/08/2017 (March 8, "
        "2017), not 'Signed as of February 27, 2017' nor the acknowledgment of the same day; the recorder's name "
        "in the stamp is not a party. Reception numbers of earlier deeds are recitals. One tract, E/2 SE/4 of "
        "Section 23, 5N-65W, with exceptions inside it (still the E/2 SE/4). No OCR damage.")
    ,
    doc("d1016", "IL-DuPage-DocR74-1974-LisleTrust-Sobczak.pdf", "IL", "DuPage", "deed",
        ["LISLE TRUST & SAVINGS BANK, TRUSTEE"], ["RAYMOND J. SOBCZAK", "DOLORES A. SOBCZAK"], "1974-01-11",
        [lot_block("DuPage", "IL", 9, 4, "Maple Hollow Unit Two")], True, None,
        "An Illinois land-trust trustee's deed: the grantor is a bank 'as Trustee under ... a trust agreement "
        "dated the 2nd day of May, 1968, and known as Trust Number 2207' (labelled with ', TRUSTEE'; the trust "
        "date is a recital). The beneficiaries who directed the conveyance (Walter F. and Bernice Kuchar) are "
        "named and 'are not parties'; the vice president/trust officer and assistant secretary sign for the bank. "
        "Grantees are a couple taking as joint tenants (two parties). It conveys without general warranty, "
        "under the trust powers: deed. Governing date: 'made this 11th day of January, 1974'; the acknowledgment "
        "is January 14, 1974; July 16, 1966 is the plat's recording. One lot-and-block tract (Lot 9, Block 4, "
        "Maple Hollow Unit Two); the subdivision's location 'part of the Southwest Quarter of Section 7, "
        "Township 38 North, Range 10 East' is not a second tract. Light OCR damage.",
        noisy(1, ["Lot", "Block", "Maple", "Hollow", "Unit", "Two"])),
    doc("d1017", "LA-Caddo-COB1722-1958-Brasseaux-Donation.pdf", "LA", "Caddo", "deed",
        ["ODILE FONTENOT BRASSEAUX"], ["LUCIEN A. BRASSEAUX"], "1958-08-12",
        [plss("Caddo", "LA", 15, "16N", "15W", "Louisiana", "NE/4 SW/4", acres=30)], True,
        "Donor reserves the usufruct for life and all oil, gas and minerals.",
        "A Louisiana act of donation inter vivos before a notary and two witnesses, with the role nouns 'Donor' "
        "and 'Donee' and the parties introduced as appearers ('personally came and appeared: MRS. ODILE ...'); "
        "the honorific is dropped. A gift deed without general warranty of the conveyance form: deed. The "
        "donee's wife 'appears herein only to acknowledge that she claims no interest' and signs: not labelled. "
        "The late husband Aristide Brasseaux and the 1953 succession judgment are recitals; the witnesses and "
        "notary are not parties. The opening has no date; the only execution date is in the closing passing "
        "clause 'THUS DONE AND PASSED at Shreveport ... on this 12th day of August, 1958'. The land is 'the West "
        "Thirty (30) acres of' a quarter-quarter: labelled as NE/4 SW/4 of 15-16N-15W with 30 acres. Medium OCR "
        "damage and a repeated page header.",
        noisy(2, LAND + ["Thirty", "Fifteen", "Sixteen", "Louisiana"], header=("CONVEYANCE BOOK 1722  PAGE {page}", 414))),
    doc("d1018", "AZ-Maricopa-Doc2011-Pell-Trustee-Caprock.pdf", "AZ", "Maricopa", "deed",
        ["MARCUS D. PELL, TRUSTEE"], ["CAPROCK MESA HOLDINGS, INC."], "2011-11-14",
        [lot_block("Maricopa", "AZ", 6, 22, "Westridge Park")], True, None,
        "A bankruptcy trustee's deed: the grantor is 'MARCUS D. PELL, not individually but solely in his "
        "capacity as Chapter 7 Trustee of the bankruptcy estate of Hollis Ray Dunagan, Debtor': like a receiver, "
        "the officer conveys in his office and is labelled with his capacity; the debtor 'has not joined in "
        "this deed' and is named only in recitals, so he is not labelled. The grantee is called 'Buyer' (a role "
        "noun new to a deed) and its president signs an acceptance (not a party). 'AS IS' without warranty: "
        "deed. Governing date: 'EXECUTED this 14th day of November, 2011'; the acknowledgment is November 15, "
        "the sale order October 28, 2011 and the petition April 19, 2010 (recitals). One lot-and-block tract, "
        "Lot 6, Block 22, Westridge Park (the APN and the book of maps are not tracts). No OCR damage.")
    ,
    doc("d1019", "MI-Otsego-Liber612-1993-Moutrie-Conservancy.pdf", "MI", "Otsego", "quitclaim_deed",
        ["GERALD F. MOUTRIE", "JANICE MOUTRIE"], ["NORTHERN LAKES LAND CONSERVANCY"], "1993-06-14",
        [plss("Otsego", "MI", 11, "30N", "1W", "Michigan", "NE/4 NW/4", acres=40)], True,
        "Grantors reserve a personal firewood right for life; the road strip is excepted.",
        "An ordinary Michigan quit claim deed ('KNOW ALL PERSONS BY THESE PRESENTS: That ... Quit Claim to ...'), "
        "a couple to a nonprofit land conservancy. The drafter, notary and register are not parties; the civil "
        "'Township of Charlton' is a municipality, not the survey township, which is written 'Town 30 North'. "
        "Governing date: 'Dated this 14th day of June, 1993' (acknowledged the same day); the recording stamp "
        "of June 21, 1993, the Public Acts of 1967 and a 1995 commission expiry are not governing. One tract, "
        "NE/4 NW/4 of Section 11, 30N-1W, with the north 33 feet excepted (still that quarter-quarter). Light "
        "OCR damage.",
        noisy(1, LAND + ["Town", "Charlton"])),
    doc("d1020", "NV-Elko-OR-2021-JuniperFlat-Goicoechea.pdf", "NV", "Elko", "quitclaim_deed",
        ["JUNIPER FLAT GRAZING ASSOCIATION"], ["ELEANOR MENDIVE GOICOECHEA", "PABLO GOICOECHEA"], "2021-04-06",
        [plss("Elko", "NV", 19, "34N", "55E", "Mount Diablo", "SE/4 SW/4", [4], acres=78.62)], True, None,
        "A Nevada quitclaim deed in a field layout (Date / Grantor / Grantee / Consideration) after a recording "
        "header that names the grantees first in 'MAIL TO' as 'Pablo and Eleanor Goicoechea'. The grantor is an "
        "unincorporated nonprofit association acting by its president and secretary (they are not parties). "
        "The grantees are 'wife and husband, as community property with right of survivorship' (two parties). "
        "Governing date: the 'Date: 04-06-2021' field (April 6, 2021, numeric with hyphens); the acknowledgment "
        "is April 8 and the grantees' acceptance April 12, 2021; the 1968 source deed from the heirs of Domingo "
        "Aldazabal is a recital and those heirs are not parties. One tract, Lot 4 and SE/4 SW/4 of Section 19, "
        "34N-55E, M.D.M., 78.62 acres. Medium OCR damage.",
        noisy(2, LAND)),
    doc("d1021", "SD-Meade-Bk151-1966-Wessel-Bierschbach-Correction.pdf", "SD", "Meade", "correction_deed",
        ["LOREN E. WESSEL", "ARDIS WESSEL"], ["HAROLD BIERSCHBACH", "JOYCE BIERSCHBACH"], "1966-01-19",
        [plss("Meade", "SD", 31, "5N", "6E", "Black Hills", "SW/4", acres=158.46)], True,
        "Grantors reserve an undivided 1/2 of the oil, gas and minerals, as in the prior deed.",
        "A correction warranty deed that says it corrects a deed 'dated April 2, 1965, and recorded April 9, "
        "1965' which described the NW/4 by mistake: the wrongly described NW/4 is not a tract of this deed, only "
        "the SW/4 of Section 31, 5N-6E, Black Hills Meridian (158.46 acres). The correction claims no 'as of' "
        "effective date, so the governing date is its own execution, 'made this 19th day of January, 1966' "
        "(acknowledged the same day), not the corrected deed's dates. Both couples are two parties each; the "
        "railway company holding a right-of-way is not a party. 1970 is a commission expiry.")
    ,
    doc("d1022", "IA-Ida-Bk71-1917-Lindquist-Partition.pdf", "IA", "Ida", "partition_deed",
        ["AGNES LINDQUIST", "CARL LINDQUIST", "HULDA LINDQUIST BERG"],
        ["AGNES LINDQUIST", "CARL LINDQUIST", "HULDA LINDQUIST BERG"], "1917-03-01",
        [plss("Ida", "IA", 14, "87N", "40W", "5th PM", "NE/4, NW/4"),
         plss("Ida", "IA", 23, "87N", "40W", "5th PM", "N/2")], True, None,
        "A voluntary partition among three siblings who are tenants in common by inheritance, made by mutual "
        "conveyances in numbered paragraphs (FIRST, SECOND, THIRD), each pair conveying to the third: the "
        "cotenants are on both sides. The sister's husband, Nils Berg, joins 'only to relinquish his "
        "distributive share' (Iowa's marital right, a new wording for a dower-type joinder) and takes nothing: "
        "not labelled. The father Sven Lindquist is a recital. Governing date: 'Dated this 1st day of March, "
        "1917' (acknowledged the same day; filed March 3). Two tracts: Section 14 holds two allotments (NE/4 to "
        "one sibling, NW/4 to another) and is one tract with both parts; the N/2 of Section 23 is the second. "
        "The township heading is in words with figures. Medium OCR damage and a repeated page header.",
        noisy(2, LAND + ["Eighty-seven", "Forty", "Fourteen", "Twenty-three"], header=("Ida County Deed Record 71  p. {page}", 14))),
    doc("d1023", "OR-Lake-PatentBkB-1883-Pettigrew.pdf", "OR", "Lake", "patent",
        ["UNITED STATES OF AMERICA"], ["SILAS M. PETTIGREW"], "1883-06-12",
        [plss("Lake", "OR", 29, "38S", "20E", "Willamette", "S/2 NE/4, E/2 SE/4", acres=160)], True,
        "Subject to vested water rights and to the right of a lode proprietor to extract ore.",
        "A homestead patent whose land description is wholly in lower-case words ('the south half of the "
        "northeast quarter and the east half of the southeast quarter of section twenty-nine in township "
        "thirty-eight south of range twenty east of the Willamette Meridian'); a hand-placed scan flaw turns "
        "'twenty-nine' into 'twenty-nlne', which an examiner still reads as 29. The grantor is the United States; "
        "the President is unnamed and the secretary and recorder of the General Land Office are not parties. "
        "Governing date: the testimonium in words, 'the twelfth day of June, A.D. one thousand eight "
        "hundred and eighty-three' (June 12, 1883); the Register's certificate of 'the 2d day of "
        "October, 1882', the 1862 Act and the county recording of September 3, 1885 are not governing. One "
        "tract (two parts of one section). Medium OCR damage.",
        noisy(2, ["section", "township", "range", "south", "east", "twenty-nine", "thirty-eight", "twenty",
                  "Willamette", "Meridian", "half", "quarter", "northeast", "southeast", "twelfth", "thousand",
                  "eight", "hundred", "eighty-three"],
              replace=[("section twenty-nine", "section twenty-nlne")])),
    doc("d1024", "TX-JimWells-OPR-1987-Saenz-Declaration.pdf", "TX", "Jim Wells", "affidavit_of_heirship",
        ["EVARISTO SAENZ, DECEASED"], ["TOMAS SAENZ", "ANITA SAENZ OLIVARES", "RUBEN SAENZ"], "1987-10-02",
        [texas("Jim Wells", "150 acres out of the Hilario Reyes Survey, Abstract 421", 150,
               survey="HILARIO REYES", abstract="421")], False, None,
        "A 'Declaration of Heirship' in a field layout (Declarant / Decedent / Date of death) with a table of "
        "the surviving family (Name / Relationship / Address). The declarant shares the family's surname but "
        "swears she is not related and takes nothing: a disinterested affiant, not labelled. The surviving "
        "wife is in the family table and signs at the end, but paragraph 7 says she keeps her own community "
        "half and 'inherits nothing from the Decedent': she is not an heir. A son who died in 1979 without issue "
        "is not an heir. The heirs are the three children. Governing date: the body's execution line is blank "
        "('Executed on ____________, 1987', incomplete), so the jurat of October 2, 1987 governs; the death "
        "(March 17, 1985) and the 1958 source deed are not governing. A hand-placed scan flaw turns the "
        "abstract into '42l'; an examiner still reads Abstract 421. Medium OCR damage.",
        noisy(2, ["Hilario", "Reyes", "Survey", "Abstract", "Declarant", "Decedent"],
              replace=[("Abstract No. 421", "Abstract No. 42l")])),
    doc("d1025", "MN-Kittson-Doc-2003-Harms-Descent.pdf", "MN", "Kittson", "affidavit_of_heirship",
        ["FRIEDA M. HARMS, DECEASED"], ["EDWIN HARMS", "DALE HARMS", "KAREN HARMS OCHS"], "2003-02-10",
        [plss("Kittson", "MN", 5, "162N", "48W", "Fifth Principal", "SW/4")], False, None,
        "A Minnesota 'Affidavit of Descent' (the state's form of heirship affidavit) by a disinterested "
        "neighbour, who is not labelled. The decedent has an 'also known as' name (one party). Heirs are the "
        "surviving husband and two children, whose shares the affidavit leaves to the statute. Governing date: "
        "'Dated this 10th day of February, 2003' with the jurat the same day; the death (August 14, 1999) and "
        "marriage (June 20, 1953) are never governing, nor the 2005 commission expiry. The law firm that drafted "
        "it is not a party. One tract, SW/4 of Section 5, 162N-48W, written in words with figures. Light OCR "
        "damage.",
        noisy(1, LAND + ["Five", "One", "Hundred", "Sixty-two", "Forty-eight", "Fifth", "Principal"])),
    doc("d1026", "KS-Ellis-Probate-1972-Dreiling.pdf", "KS", "Ellis", "probate",
        ["AUGUST P. DREILING, DECEASED"], ["VERONICA DREILING SCHMIDT", "LEO J. DREILING", "ALOIS DREILING"],
        "1972-12-06",
        [plss("Ellis", "KS", 3, "13S", "18W", "6th PM", "NE/4, N/2 SE/4")], False, None,
        "A Kansas journal entry of final settlement assigning real estate to three devisees in unequal shares "
        "(1/2, 1/4, 1/4). The executor, Leo J. Dreiling, is also a devisee and is labelled by name. The widow "
        "'receives a cash bequest only' and takes no land: not labelled. The judge, the attorney and the clerk "
        "are not parties. Governing date: 'IT IS SO ORDERED this 6th day of December, 1972'; the hearing "
        "(November 20, 1972), the death (January 4, 1971), the will (August 19, 1966), its admission (March 1, "
        "1971) and the clerk's certificate (December 8, 1972) are not governing. One tract holding the NE/4 and "
        "the N/2 SE/4 of Section 3, 13S-18W. Medium OCR damage.",
        noisy(2, LAND + ["Three", "Thirteen", "Eighteen", "Sixth", "Principal"])),
    doc("d1027", "ID-Owyhee-DeedBk12-1931-Echevarria-Distribution.pdf", "ID", "Owyhee", "probate",
        ["IGNACIO ECHEVARRIA, DECEASED"], ["JUANA ECHEVARRIA", "BOISE VALLEY TRUST COMPANY, TRUSTEE"], "1931-08-17",
        [plss("Owyhee", "ID", 32, "5S", "4W", "Boise", "SE/4"),
         plss("Owyhee", "ID", 31, "5S", "4W", "Boise", None, [3, 4])], False, None,
        "An Idaho decree of distribution: the residue, including land, goes half to the widow (who is also the "
        "executrix, labelled by name) and half to a trust company 'as trustee for' a minor granddaughter under "
        "the will (the testamentary trustee is the distributee, labelled with ', TRUSTEE'; the minor "
        "beneficiary and her guardian, named with his 1930 appointment, are not labelled). The judge (whose name "
        "a hand-placed scan flaw damages once; he is no party either way) and the clerk and recorder are not "
        "parties. Governing date: 'Done in open court this 17th day of August, 1931'; the hearing (August 10), "
        "the filing stamp (August 18), the certified copy (August 19) and the recording (August 24, 1931), the "
        "death (1929) and the will's probate are not governing. Two tracts: SE/4 of Section 32 and Lots 3 and 4 "
        "of Section 31, 5S-4W, Boise Meridian. Heavy OCR damage and a repeated page header.",
        noisy(3, LAND + ["Thirty-two", "Thirty-one", "Five", "Four", "Three", "Boise", "Parcel"],
              replace=[("Rufus T. Garnett, Probate Judge.", "Rufus T. Gamett, Probate Judge.")],
              header=("Owyhee Co. Deeds Bk 12 Pg {page}", 402))),
    doc("d1028", "CA-Fresno-OR-1962-Villalobos-SangerPCA.pdf", "CA", "Fresno", "deed_of_trust",
        ["ARTURO N. VILLALOBOS", "CONSUELO VILLALOBOS"], ["SANGER PRODUCTION CREDIT ASSOCIATION"], "1962-12-03",
        [plss("Fresno", "CA", 17, "15S", "22E", "Mount Diablo", "NE/4", acres=40)], False, None,
        "A California short-form deed of trust naming its parties with the role nouns TRUSTOR, TRUSTEE and "
        "BENEFICIARY in one sentence: the trustors (a couple) are the grantor side, the beneficiary the grantee "
        "side, and the title company named TRUSTEE (also the company requesting recording) is never labelled. "
        "Governing date: 'made December 3, 1962'; the acknowledgment is December 5, the note's last installment "
        "(November 1, 1972) is a maturity and the fictitious deed of trust of October 23, 1961 is a recital. The "
        "Fresno Land and Canal Company is named only in an exception. The land is 'The West 40 acres of the "
        "Northeast quarter' of Section 17, 15S-22E: labelled as that quarter with 40 acres. No OCR damage.")
    ,
    doc("d1029", "VA-Washington-DB-1908-Stuckey-AbingdonBL.pdf", "VA", "Washington", "deed_of_trust",
        ["JACOB H. STUCKEY", "LENA STUCKEY"], ["ABINGDON BUILDING AND LOAN ASSOCIATION"], "1908-11-02",
        [lot_block("Washington", "VA", 7, 3, "Hood's Second Addition")], False, None,
        "A Virginia deed of trust with three parties by part: the borrowers are 'parties of the first part', "
        "the trustee ELMER W. HALE is the 'party of the second part' to whom the granting clause runs, and the "
        "lender is the 'party of the third part'. The grantee side is the lender (the third part), never the "
        "trustee to whom the land is granted. The wife says she holds legal title jointly and joins 'as a "
        "grantor and not merely to release her contingent right of dower': labelled. Roland Hood (1904 source "
        "deed) is a recital. Governing date: the premises' old ordinal 'this 2d day of November, A.D. 1908' "
        "(repeated as 'bearing date on the 2d day of November, 1908'); the certificate is November 4 and the "
        "clerk's admission to record November 5, 1908. The land is 'the West half of Lot Seven (7) in Block "
        "Three (3)': one lot-and-block tract, Lot 7, Block 3. No OCR damage.")
    ,
    doc("d1030", "IN-Posey-MiscRec22-1948-FarmersStateBank-Schmitt.pdf", "IN", "Posey", "mortgage_release",
        ["WENDELL O. SCHMITT", "IRMA SCHMITT"], ["THE FARMERS STATE BANK OF MOUNT VERNON, INDIANA"], "1948-01-05",
        [plss("Posey", "IN", 28, "6S", "13W", "Second Principal", "SE/4 NW/4", acres=40)], False, None,
        "An ordinary Indiana release of mortgage by the bank that holds note and mortgage. Per the label "
        "conventions the mortgagors, named only in the recital of the mortgage, are the grantor side and the "
        "releasing bank the grantee side; the bank's name contains a comma and a state name ('THE FARMERS STATE "
        "BANK OF MOUNT VERNON, INDIANA'), which is one party. The cashier, notary and recorder are not parties. "
        "Governing date: the testimonium 'this 5th day of January, 1948' (acknowledged the same day; recorded "
        "January 7, 1948); the mortgage date (March 1, 1944) is a recital and 1951 a commission expiry. One "
        "tract, SE/4 NW/4 of 28-6S-13W, 40 acres. Light OCR damage.",
        noisy(1, LAND + ["Twenty-eight", "Six", "Thirteen"])),
    doc("d1031", "WA-Whitman-AFN202205563-2022-Kessel-Reconveyance.pdf", "WA", "Whitman", "mortgage_release",
        ["DEAN A. KESSEL", "LORETTA KESSEL"], ["INLAND NORTHWEST FARM CREDIT, ACA"], "2022-08-09",
        [plss("Whitman", "WA", 2, "15N", "45E", "Willamette", "S/2 NE/4", [1, 2], acres=160.34)], False, None,
        "A Washington full reconveyance by a successor trustee. The recording cover sheet lists the trustee as "
        "'Grantor(s)' and the borrowers as 'Grantee(s)' (surname first), the opposite of the label's sides. Per "
        "the conventions a reconveyance is labelled as a satisfaction: the borrowers (grantors of the deed of "
        "trust) on the grantor side and the beneficiary that holds the debt on the grantee side; the successor "
        "and original trustees, the signing vice president and the notary are not labelled. Governing date: "
        "'Dated: August 9th, 2022'; the acknowledgment (August 10), the recording (08/15/2022), the "
        "beneficiary's request (July 28, 2022) and the deed of trust's dates (2015) are not governing. One "
        "tract, Lots 1 and 2 and the S/2 NE/4 of Section 2, 15N-45E. No OCR damage.")
    ,
    doc("d1032", "MO-Bates-Bk301-1949-Lusk-OsageValleyREC.pdf", "MO", "Bates", "right_of_way",
        ["HOMER F. LUSK", "BERNICE LUSK"], ["OSAGE VALLEY ELECTRIC COOPERATIVE"], "1949-09-17",
        [plss("Bates", "MO", 10, "40N", "30W", "Fifth Principal", "SW/4", acres=160)], False, None,
        "A rural electric cooperative easement with the role nouns 'Owner' and 'Cooperative' instead of grantor "
        "and grantee; the owners are a couple (two parties). A mortgagee bank is named in the covenant as 'not a "
        "party hereto'; the witness, notary and recorder are not parties. Governing date: 'this 17 day of "
        "Sept., 1949', with a bare numeral day and an abbreviated month 'Sept.'; the acknowledgment is September "
        "19 and the filing October 3, 1949. The township and range are written without directions ('Township "
        "Forty (40), Range Thirty (30)'); Bates County lies north of the base line and west of the Fifth "
        "Principal Meridian, so 40N and 30W. No OCR damage.")
    ,
    doc("d1033", "UT-Duchesne-Ent-2015-TabbyMountain-UintaGathering.pdf", "UT", "Duchesne", "right_of_way",
        ["TABBY MOUNTAIN CATTLE CO."], ["UINTA BASIN GATHERING SYSTEM, LLC"], "2015-03-04",
        [plss("Duchesne", "UT", 21, "3S", "4W", "Uintah Special", "SW/4 NE/4, NW/4 SE/4")], False, None,
        "A pipeline easement with parties in labelled GRANTOR: / GRANTEE: blocks. The date clause defines the "
        "Effective Date as 'the date first written above', which is the agreement's own date, March 4, 2015; "
        "the parties sign on their acknowledgments (March 16 and April 2, 2015), 'effective as of the Effective "
        "Date'. The grantee signs by an attorney-in-fact and the grantor by its president (not parties). A "
        "project tract number (UT-DU-0147) and an easement length in feet and rods are not tracts. One tract, "
        "two quarter-quarters of Section 21, 3S-4W, Uintah Special Meridian. Medium OCR damage.",
        noisy(2, LAND + ["Uintah", "Special"])),
    doc("d1034", "TX-Upton-OPR-2019-BigLake-Centrist.pdf", "TX", "Upton", "lease_assignment",
        ["BIG LAKE PERMIAN PARTNERS, LP"], ["CENTRIST ENERGY III, LLC"], "2019-06-01",
        [texas("Upton", "All of Section 18, Block 1, MK&T RR Co. Survey, A-1347", 640, section="18", block="1",
               survey="MK&T RR CO", abstract="1347")], False, None,
        "A modern assignment and bill of sale whose parties are first called 'Seller' and 'Buyer' and only "
        "then also 'Assignor' and 'Assignee'. The seller signs by its general partner LLC's chief executive "
        "(not parties). The lessors and original lessee of the two leases in Exhibit A are named only there "
        "(not parties). Governing date: the Effective Time, 7:00 a.m. Central Time on June 1, 2019; execution "
        "is August 12 (acknowledgments August 12 and 14), the PSA is dated April 22, 2019 and the leases 2011. "
        "Both leases cover one section: one tract, Section 18, Block 1, MK&T RR Co. Survey, Abstract 1347, "
        "640 acres. No OCR damage.")
    ,
    doc("d1035", "AK-Kenai-Bk-1961-Kasilof-Tyonek.pdf", "AK", "Kenai Recording District", "lease_assignment",
        ["KASILOF DEVELOPMENT CORPORATION"], ["TYONEK PETROLEUM COMPANY"], "1961-06-30",
        [plss("Kenai Recording District", "AK", 14, "8N", "9W", "Seward", None, acres=640)], False,
        "Assignor reserves a 2 1/2% overriding royalty; lands not described are retained.",
        "A partial assignment of record title in a federal oil and gas lease. The United States (lessor) and "
        "the BLM are not parties; the president and secretary sign for the assignor. Several dates compete: "
        "the lease's effective date (November 1, 1958) is a recital, the assignment 'shall take effect, as "
        "between the parties, upon its execution' and is 'Dated at Anchorage, Alaska, this 30th day of June, "
        "1961' (acknowledged the same day), while the BLM approval (July 19, 1961, 'effective August 1, 1961') "
        "is an approval date, never governing; the Mineral Leasing Act of 1920 is a statute. One tract: all of "
        "Section 14, 8N-9W, Seward Meridian, 640 acres. Heavy OCR damage.",
        noisy(3, LAND + ["Seward", "All"])),
    doc("d1036", "OK-Caddo-Bk523-1977-Pence-Ratification.pdf", "OK", "Caddo", "lease_ratification",
        ["CLAUDE PENCE", "EDNA PENCE"], ["WASHITA ENERGY CORPORATION"], "1977-03-08",
        [plss("Caddo", "OK", 10, "7N", "10W", "Indian", "NW/4", acres=160)], False, None,
        "An ordinary Oklahoma ratification in WHEREAS recitals: the lessors of the recited lease (Orville and "
        "Alma Pence, the same surname as the ratifiers) and its original lessee (Anadarko Basin Petroleum, Inc.) "
        "are recital parties and are not labelled; the ratifying owners are the couple Claude and Edna Pence, "
        "and the present lessee is the assignee Washita Energy Corporation, to whom they also 'lease, let and "
        "demise'. Governing date: 'Executed this 8th day of March, 1977' (acknowledged the same day, filed "
        "March 14); the lease (June 1, 1976) and the 1974 mineral deed are recitals. One tract, NW/4 10-7N-10W. "
        "Light OCR damage.",
        noisy(1, LAND + ["Ten", "Seven", "Indian"])),
    doc("d1037", "LA-Acadia-Entry-1984-Guidry-Ratification.pdf", "LA", "Acadia", "lease_ratification",
        ["ODESSA THIBODEAUX GUIDRY", "PAUL GUIDRY", "YVONNE GUIDRY LEJEUNE"], ["BAYOU NEZPIQUE EXPLORATION CO."],
        "1984-05-21",
        [plss("Acadia", "LA", 22, "8S", "1E", "Louisiana", "SW/4 NE/4", acres=40)], False, None,
        "A Louisiana act of ratification by a usufructuary and two naked owners (civil-law capacities, new to "
        "these sets): all three appearers ratify and are labelled, the usufructuary being also the original "
        "lessor; the present lessee is a partnership in commendam. The naked owners' spouses are named ('married "
        "to', 'wife of') and 'do not appear': not labelled; the late husband Alcide Guidry is a recital. "
        "Governing date: 'Executed in the presence of the undersigned competent witnesses on May 21, 1984'; the "
        "subscribing witness's sworn proof (May 24, 1984) is later and the lease of September 14, 1983 is a "
        "recital; the witnesses and notary are not parties. One tract, SW/4 NE/4 of Section 22, 8S-1E, "
        "Louisiana Meridian, 40 acres. No OCR damage.")
    ,
    doc("d1038", "ND-Billings-Doc71144-1999-Badlands-Release.pdf", "ND", "Billings", "lease_release",
        ["ORRIN T. HAUGLAND", "SIGNE HAUGLAND"], ["BADLANDS EXPLORATION INC."], "1999-05-03",
        [plss("Billings", "ND", 26, "140N", "101W", "5th PM", "S/2", acres=320)], False, None,
        "A release in which the holder is called 'Releasor' and is 'successor by merger to' the original "
        "lessee: the releasing holder is the grantee side and the merged predecessor (Little Missouri Oil "
        "Corp., named three times) is not labelled. The lessors appear only in the recital of the lease and "
        "are labelled on the grantor side per the release convention. The officer, notary and recorder are not "
        "parties. Governing date: 'Dated this 3rd day of May, 1999' (acknowledged the same day); the lease "
        "(October 3, 1990), the merger (December 31, 1993) and the recording (May 11, 1999) are not governing. "
        "One tract, S/2 of Section 26, 140N-101W. No OCR damage.")
    ,
    doc("d1039", "TX-Wise-OGL93-1934-DecaturGas-Coltharp-PartialRelease.pdf", "TX", "Wise", "lease_release",
        ["J. B. COLTHARP", "MATTIE COLTHARP"], ["DECATUR GAS COMPANY"], "1934-02-09",
        [{"identity_phrase": "40 ACRES OUT OF THE SILAS CRUMP SURVEY, A-188, WISE, TX", "system": "metes_bounds",
          "survey": "SILAS CRUMP", "abstract": "188", "acres": 40, "county": "Wise", "state": "TX"}], False, None,
        "A partial release of a Texas lease whose date is only in a letter-style place-and-date line at the "
        "top ('Fort Worth, Texas, February 9, 1934'), which the testimonium adopts ('on the date first above "
        "written'): February 9, 1934 governs; the acknowledgment (February 12, in Tarrant County), the filing "
        "(February 16) and the lease (March 2, 1931) are not. The lessors are recited and labelled per the "
        "release convention; the releasing lessee is the grantee side. The released land is 40 acres out of "
        "the 97-acre lease tract, described by metes and bounds in varas inside the Silas Crump Survey: one "
        "metes-and-bounds tract with survey, abstract and 40 acres (the 97 acres and the 57 acres kept are not "
        "tracts of this release). A hand-placed scan flaw damages the first abstract number ('l88'); the "
        "description repeats it intact. Heavy OCR damage.",
        noisy(3, ["Silas", "Crump", "Survey", "Abstract", "varas"],
              replace=[("Abstract No. 188, in Wise", "Abstract No. l88, in Wise")])),
    doc("d1040", "NM-Eddy-DO-2026-BrackeenFedCom21-2H.pdf", "NM", "Eddy", "other",
        ["JOHN W. BRACKEEN, TRUSTEE", "SUE BRACKEEN LEWIS, TRUSTEE", "ESTANCIA ROYALTY PARTNERS, L.P."],
        ["PECOS SLOPE MIDSTREAM PURCHASING, LLC"], "2026-02-01",
        [plss("Eddy", "NM", 21, "19S", "29E", "NMPM", "E/2"),
         plss("Eddy", "NM", 28, "19S", "29E", "NMPM", "E/2")], None, None,
        "A division order (conveys nothing: other). The certifying owners are in an owner table: a trust "
        "whose two co-trustees are named on the line below it (where a trust is a party the trustees who act "
        "are labelled, with ', TRUSTEE') and a limited partnership signing by its general partner's manager. "
        "The payor is addressed in a 'To:' line; the operator named in the header (Rattlesnake Draw Operating, "
        "LLC) and Wendell Brackeen (a deceased predecessor in a special clause) are not parties. Governing "
        "date: the 'Effective Date: 7:00 a.m., February 1, 2026' field, against signature dates 01/14/2026, "
        "01/16/2026 and 01/20/2026 and a 2012 recital. Two tracts: the E/2 of Sections 21 and 28, 19S-29E, "
        "N.M.P.M. (the spacing unit). No OCR damage.")
    ,
]
