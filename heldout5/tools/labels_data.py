"""heldout5: the examiner's labels for every instrument and the OCR damage plan (kept aside).

DOCS is read by tools/build.py (heldout3's build run on this set): each entry gives the document id,
the file name, the recording state and county, the labels in the realdocs format and, for the
instruments that get seeded OCR damage, noise = {level, protect, replace, header}. The helpers below
only spare repetition: every tract gets the recording county and state, conveys_fee follows DOMAIN's
table for the category.
"""

FEE = {
    "patent": True, "warranty_deed": True, "special_warranty_deed": True, "quitclaim_deed": True, "deed": True,
    "correction_deed": True, "partition_deed": True, "mineral_deed": False, "royalty_deed": False,
    "oil_gas_lease": False, "lease_assignment": False, "lease_release": False, "lease_ratification": False,
    "affidavit_of_heirship": False, "probate": False, "deed_of_trust": False, "mortgage_release": False,
    "right_of_way": False, "other": None,
}

DOCS = []


def P(phrase, sec, twp, rng, mer, al=None, lots=(), acres=None):
    """A PLSS tract."""
    t = {"identity_phrase": phrase, "system": "plss", "section": str(sec), "township": twp, "range": rng,
         "meridian": mer, "aliquots": al, "lots": [str(x) for x in lots]}
    if acres is not None:
        t["acres"] = acres
    return t


def T(phrase, **kw):
    """Any other tract: system plus its identifying fields (survey, abstract, section, block, lot, acres...)."""
    t = {"identity_phrase": phrase}
    t.update(kw)
    return t


def N(level, protect=(), replace=(), header=None):
    return {"level": level, "protect": list(protect), "replace": list(replace), "header": header}


def doc(did, state, county, category, grantors, grantees, date, tracts, reservations, notes, noise=None, file_name=None):
    for t in tracts:
        t["county"], t["state"] = county, state
    entry = {"id": did, "file_name": file_name or did + ".pdf", "state": state, "county": county,
             "labels": {"doc_category": category, "grantors": list(grantors), "grantees": list(grantees),
                        "governing_date": date, "tracts": tracts, "conveys_fee": FEE[category],
                        "reservations": reservations, "notes": notes}}
    if noise:
        entry["noise"] = noise
    DOCS.append(entry)


# ---------------------------------------------------------------- batch 1

doc("nd-mineral-deed-mckenzie-1956", "ND", "McKenzie", "mineral_deed",
    ["ARVID T LINDQVIST", "SOLVEIG M LINDQVIST"], ["BADLANDS ROYALTY COMPANY"], "1956-06-14",
    [P("T150N R98W 5th PM Sec. 7: Lots 3, 4, E1/2 SW1/4", 7, "150N", "98W", "5TH PM", "E/2 SW/4", [3, 4]),
     P("T150N R98W Sec. 18: NE1/4", 18, "150N", "98W", "5TH PM", "NE/4")],
    None,
    "Printed North Dakota mineral deed form, 'This indenture, made this 14th day of June, 1956' in the premises: "
    "that is the execution date. Traps: the acknowledgment (June 16), the filing stamp (June 19), the recited 1953 "
    "lease to Arrowhead Petroleum Corporation (a recital party, not a grantee) and the commission expiry 1961. "
    "'An undivided one-half (1/2) interest' in the minerals: a mineral deed, conveys_fee false. A couple 'hereinafter "
    "together called the Grantors' is two grantors; the witness, notary and register of deeds are not parties. "
    "The township and range are written out once for both sections: two tracts, Section 7 with lots 3 and 4 and "
    "the E/2 SW/4 in one tract; only a total acreage is given, so no acres per tract. Hand-placed damage turns "
    "'Section 18' into 'Sectlon l8' (the image reads 18; the label keeps Section 18).",
    noise=N(2, replace=[("Section 18: NE1/4", "Sectlon l8: NE1/4")], header=("McKENZIE COUNTY DEED RECORD  BOOK 70  PAGE {page}", 233)))

doc("sd-state-lease-harding-1962", "SD", "Harding", "oil_gas_lease",
    ["STATE OF SOUTH DAKOTA"], ["SLIM BUTTES EXPLORATION INC"], "1962-10-03",
    [P("T. 21 N., R. 4 E., B.H.M. Sec. 16: All", 16, "21N", "4E", "BLACK HILLS", None, acres=640.0),
     P("T. 21 N., R. 3 E., B.H.M. Sec. 36: N1/2", 36, "21N", "3E", "BLACK HILLS", "N/2", acres=320.0)],
    None,
    "State school-land oil and gas lease: the State of South Dakota, 'acting by and through its Commissioner', is "
    "the lessor; the Commissioner (Lawrence J. Brekke), the lessee's president and its attesting secretary sign "
    "for the parties and are not parties. Lessee given on its own lines between 'and' and 'hereinafter designated "
    "the Lessee'. Date traps: the public lease sale on September 18, 1962, the primary term starting November 1, "
    "1962, and the filing on October 22; the execution date is the testimonium's '3rd day of October, 1962'. "
    "Two tracts in two different ranges, Section 16 all (aliquots null) with 640 acres and the N/2 of Section 36 "
    "with 320 acres, Black Hills Meridian.")

doc("tx-vendors-lien-lubbock-1949", "TX", "Lubbock", "warranty_deed",
    ["R L DUNAGAN", "OPAL DUNAGAN"], ["HOMER C PRUITT"], "1949-08-22",
    [T("Lot Eleven (11), in Block Four (4), of CAPROCK HEIGHTS ADDITION", system="lot_block", lot="11", block="4",
       subdivision="CAPROCK HEIGHTS ADDITION")],
    "vendor's lien retained (and transferred to the lender) until the purchase-money note is paid",
    "Texas warranty deed with vendor's lien. 'R. L. DUNAGAN and wife, OPAL DUNAGAN' are both grantors: the wife "
    "is named among the conveying parties and signs, her privy examination is not a dower-only joinder. The "
    "grantee is introduced first in the consideration clause ('paid to us in cash by HOMER C. PRUITT') and again "
    "in the granting clause. Plains Federal Savings and Loan Association takes the vendor's lien and superior "
    "title by transfer but is not a grantee of the land. Date traps: the note's first and last installments "
    "(1949, 1964), the acknowledgment of August 23 and the filing of August 25; the testimonium 'this 22nd day of "
    "August, A. D. 1949' governs. One lot and block; the plat's volume and page are not a tract.",
    noise=N(1))

doc("ia-deed-no-caption-plymouth-1927", "IA", "Plymouth", "warranty_deed",
    ["CORNELIUS VANDER PLOEG"], ["HENDRIK OOLBEKKINK"], "1927-03-07",
    [P("S 1/2 of the NW 1/4 of Section Twenty-two (22), T93N, R45W of the 5th P. M.", 22, "93N", "45W", "5TH PM",
       "S/2 NW/4", acres=80.0)],
    None,
    "An Iowa warranty deed with no caption at all: it opens with the recorder's filing stamp (March 9, 1927) and "
    "'Know All Men by These Presents'; the category comes from the covenants of seisin and warranty. The wife "
    "Gertje Vander Ploeg signs and is acknowledged but joins 'for the sole purpose of relinquishing' dower, "
    "homestead and distributive share and 'conveys no other interest': not a grantor. Recital traps: the 1921 "
    "mortgage to the Le Mars Mutual Loan Society (not a party), taxes for 1926, the auditor's transfer entry. "
    "Hand-placed damage destroys the day of the execution line ('Signed this ___ day of March, 1927'; the image "
    "shows the 5th), so the label falls to the acknowledgment, March 7, 1927, not the filing stamp at the top. "
    "Eighty acres stated for the one tract.",
    noise=N(3, replace=[("Signed this 5th day of March, 1927.", "Signed this ,___ day of March, 1927.")]))

doc("or-quitclaim-malheur-1974", "OR", "Malheur", "quitclaim_deed",
    ["ELDON R FAIRCLOTH"], ["MARGARET FAIRCLOTH PELLING"], "1974-02-11",
    [P("T18S R46E W.M. Section 13: W1/2 SW1/4", 13, "18S", "46E", "WILLAMETTE", "W/2 SW/4"),
     P("Section 14: SE1/4 NE1/4 and E1/2 SE1/4", 14, "18S", "46E", "WILLAMETTE", "SE/4 NE/4, E/2 SE/4")],
    None,
    "Oregon statutory short-form quitclaim ('X, Grantor, releases and quitclaims to Y, Grantee') with no "
    "consideration words at all, a return-to block naming the grantee at the top and the land-use warning. The "
    "parents Lyle and Beatrice Faircloth appear only in a recital (deaths 1971 and 1968, a probate number): not "
    "parties. Dated 'this 11th day of February, 1974'; the acknowledgment of the 12th, the receipt for record on "
    "the 14th and the commission expiry '8-30-77' are traps. Two sections, one tract each; the ditch-company "
    "parcel in the SE/4 SE/4 of Section 14 and the county road are exceptions inside tracts, not tracts, and the "
    "water-right certificate number is not land.")

doc("ca-trustees-deed-kern-1993", "CA", "Kern", "deed",
    ["SIERRA FORECLOSURE SERVICES INC, TRUSTEE"], ["TEHACHAPI VALLEY SAVINGS BANK"], "1993-09-21",
    [T("That portion of the Northeast quarter of Section 26, T32S, R33E, M.D.B.&M. ... Containing 4.87 acres",
       system="metes_bounds", section="26", township="32S", range="33E", meridian="MOUNT DIABLO", acres=4.87)],
    None,
    "California trustee's deed upon sale, without warranty: category deed. The grantor is the foreclosure trustee "
    "(capacity kept for the reader); the grantee is the foreclosing beneficiary, named also in the 'recording "
    "requested by' block. The trustors Dale M. and Carolyn J. Arbuckle appear only in the recital of the deed of "
    "trust and are not parties; the assistant secretary and the notary are not parties. Date traps everywhere: "
    "the recorder's stamp at the top (09/29/1993), the 1988 deed of trust and its recording, the notice of "
    "default (March 3, 1993), the sale at auction (September 14, 1993), the acknowledgment (September 22) and the "
    "commission expiry; the execution line 'Date: September 21, 1993' governs. One metes-and-bounds parcel in the "
    "NE/4 of a numbered section, keeping section, township and range, 4.87 acres. APN is not a tract.")

# ---------------------------------------------------------------- batch 2

doc("tx-royalty-deed-reagan-1958", "TX", "Reagan", "royalty_deed",
    ["MATTIE LOU COWDEN", "J W COWDEN", "RUBY NELL SPRAGUE"], ["CLAUDE E HASKINS, TRUSTEE"], "1958-04-02",
    [T("All of Section Fourteen (14), Block A, G. C. & S. F. Ry. Co. Survey, Abstract No. 1127", system="texas_survey",
       section="14", block="A", survey="G. C. & S. F. RY. CO.", abstract="1127", acres=640.0),
     T("The West 160 acres of Section Fifteen (15), Block One (1), H. & T. C. Ry. Co. Survey, Abstract No. 884",
       system="texas_survey", section="15", block="1", survey="H. & T. C. RY. CO.", abstract="884", acres=160.0)],
    None,
    "Royalty deed by 'the undersigned, hereinafter called Grantors (whether one or more)': the three grantors are "
    "named only at the signatures (a couple and a feme sole), never in the premises. The grantee is a trustee of a "
    "named trust, introduced in the consideration clause ('paid by CLAUDE E. HASKINS, Trustee of ...'); the "
    "trust-instrument date (1951) is a trap. Non-participating 1/32 royalty: royalty_deed, conveys_fee false. "
    "Date traps: the recited 1955 lease to Big Lake Operating Company (not a party), two acknowledgments on "
    "different days (April 4 and 11) in two counties, filing and recording stamps; 'EXECUTED this the 2nd day of "
    "April, 1958' governs. Two Texas survey tracts with section, block and abstract; the second is 'the West 160 "
    "acres' of a section (acres 160).",
    noise=N(2))

doc("la-pipeline-row-caddo-1964", "LA", "Caddo", "right_of_way",
    ["WILBUR T GRIGSBY"], ["RED RIVER GAS TRANSMISSION COMPANY"], "1964-07-09",
    [P("NE/4 of SW/4 of Section 22, T19N, R15W, Louisiana Meridian", 22, "19N", "15W", "LOUISIANA", "NE/4 SW/4",
       acres=40.0)],
    "oil, gas and other minerals remain in Grantor; merchantable timber in the servitude remains Grantor's",
    "Louisiana pipeline right of way and servitude, an act 'THUS DONE AND SIGNED' before two witnesses: the "
    "witnesses, the notary and the witness who makes the proof affidavit (Durwood Eason) are not parties. The "
    "wife, Ida Mae Prothro, appears only in the civil-law marital description ('married but once and then to') "
    "and does not sign: not a party. The Succession of Hattie Belle Grigsby and its 1947 judgment of possession "
    "are a source-of-title recital. Date: the act's own date, July 9, 1964; the proof affidavit (July 14) and the "
    "recording (July 20) are later. Parish, not county, is the recording unit (Caddo). One PLSS forty under the "
    "Louisiana Meridian; the 30-foot strip is the servitude, not a separate tract.",
    noise=N(3, header=("CONVEYANCE BOOK 1288   CADDO PARISH   PAGE {page}", 640)))

doc("ks-partial-release-barber-1981", "KS", "Barber", "lease_release",
    ["ELVIN J STUCKEY", "VERNA STUCKEY"], ["MEDICINE LODGE ENERGY CORPORATION"], "1981-11-30",
    [P("The Northwest Quarter (NW/4) of Section Nine (9), T33S, R12W of the Sixth P.M.", 9, "33S", "12W", "6TH PM",
       "NW/4", acres=160.0)],
    None,
    "Partial release of an oil and gas lease by the present holder, who acquired by a recited assignment: the "
    "lessors (the couple named in the first recital) go on the grantor side, the releasing holder on the grantee "
    "side; the original lessee Kiowa Drilling Partners, the corporation's vice president and attesting secretary "
    "and the notary are not labelled. Only the NW/4 is released; the N/2 in the lease recital and the NE/4 kept "
    "in force by the producing well are not the released land, so one tract (a reader might list the whole lease "
    "land). Date traps: lease May 16, 1977, assignment 1979, well completion October 22, 1979, acknowledgment "
    "December 2 and filing December 7, appointment expiry; 'Executed this 30th day of November, 1981' governs.")

doc("co-public-trustee-release-adams-1988", "CO", "Adams", "mortgage_release",
    ["GILBERT A MONTOYA", "LUCINDA R MONTOYA"], ["FRONT RANGE FEDERAL SAVINGS BANK"], "1988-10-04",
    [T("Lot Fourteen (14), Block Six (6), THORNBURY MEADOWS FILING NO. 3", system="lot_block", lot="14", block="6",
       subdivision="THORNBURY MEADOWS FILING NO. 3")],
    None,
    "Colorado release of a deed of trust executed by the Public Trustee, with the holder's request for release "
    "printed below it. Following the convention for releases, the borrowers who gave the deed of trust are the "
    "grantor side and the lender (the owner and holder of the note, under its present name; 'formerly known as' "
    "is not a second party) the grantee side; the Public Trustee, the deputy, the notary and the loan officer are "
    "not labelled. Dates: the reception stamp at the top (Oct 11 1988), the deed of trust of June 2, 1979 and its "
    "recording, the maturity 2009, the acknowledgment (Oct 5), the commission expiry and the request dated "
    "September 26, 1988 are all traps; the release itself is signed 'this 4th day of October, 1988'. One lot and "
    "block; the street address is not a tract.",
    noise=N(1))

doc("wi-tax-deed-oneida-1936", "WI", "Oneida", "deed",
    ["COUNTY OF ONEIDA"], ["ARTHUR W KLINGBEIL"], "1936-09-18",
    [P("NE 1/4 NW 1/4 and Government Lot Three (3) of Section Seventeen (17), T37N, R7E", 17, "37N", "7E", "4TH PM",
       "NE/4 NW/4", [3])],
    None,
    "Wisconsin county tax deed: the county, which bid the land in at the tax sale and took the county's tax "
    "deed, sells it to a purchaser; category deed (a tax deed is in no other class), conveys fee. The grantor is "
    "the County of Oneida acting by its county clerk (the clerk, witnesses, notary and register of deeds are not "
    "parties); the Pelican Lake Lumber Company is named only as the former assessed owner in a recital and is not a "
    "party. Date traps: tax year 1931, the first Monday of May 1932, the sale of June 14, 1932, taxes for 1936, the "
    "commission expiry and the recording on September 21; the testimonium 'this 18th day of September, A. D. 1936' "
    "(same day as the acknowledgment) governs. One tract: a quarter-quarter and a government lot of one section; "
    "no meridian is written (Wisconsin's Fourth Principal Meridian). Hand-placed damage splits the range's "
    "direction ('Eas t'; the image reads East).",
    noise=N(2, replace=[("of Range Seven (7) East", "of Range Seven (7) Eas t")]))

doc("mn-life-estate-kittson-1952", "MN", "Kittson", "warranty_deed",
    ["OLAF B SUNDQUIST", "HILDA E SUNDQUIST"], ["CARL OLAF SUNDQUIST", "RUTH A SUNDQUIST"], "1952-12-01",
    [P("The Southeast Quarter (SE 1/4) of Section Four (4), T160N, R48W", 4, "160N", "48W", "5TH PM", "SE/4"),
     P("Lots One (1) and Two (2) of Section Five (5), T160N, R48W", 5, "160N", "48W", "5TH PM", None, [1, 2])],
    "life estate reserved to the grantors and the survivor of them",
    "Minnesota uniform-blank warranty deed to joint tenants, 'parties of the first part' and 'parties of the "
    "second part' in the premises; both couples are two parties each, and the grantees share the father's given "
    "name (CARL OLAF SUNDQUIST is not OLAF B SUNDQUIST). Reserves a life estate to the grantors: still a fee "
    "conveyance (conveys_fee true, the remainder passes). The notary also signs as a witness and is not a party; "
    "the Federal Land Bank of Saint Paul is an excepted mortgagee. 'This Indenture, Made this 1st day of December, "
    "1952' governs; the acknowledgment (Dec 3), the auditor's transfer and filing (Dec 5) and the commission "
    "expiry are traps. Two sections, two tracts: a quarter in Section 4 and two lots in Section 5.")

# ---------------------------------------------------------------- batch 3

doc("nv-federal-lease-eureka-1984", "NV", "Eureka", "oil_gas_lease",
    ["UNITED STATES OF AMERICA"], ["GREAT BASIN HYDROCARBONS INC", "LORENZO P QUAGLIATA"], "1984-03-01",
    [P("T. 21 N., R. 53 E., MDM sec. 4, lots 1-4, S2N2", 4, "21N", "53E", "MOUNT DIABLO", "S/2 N/2", [1, 2, 3, 4]),
     P("sec. 9, all", 9, "21N", "53E", "MOUNT DIABLO", None)],
    None,
    "Federal noncompetitive offer to lease and lease (BLM form). The lessor is the United States (the signing "
    "officer, a branch chief, is not a party); the lessees are the two offerors in the form's Item 1 'Name' field, "
    "with their percentages, one a company and one a person; the company's vice president signs for it. Dates: "
    "the offer was 'Duly executed this 9th day of September, 1983', the BLM signed on FEB 14 1984 and the lease "
    "states 'EFFECTIVE DATE OF LEASE: MAR 01 1984', which governs (effective date first). The 1920 Act, the form "
    "revision date, the stipulation's March 1 to June 30 window and the recording (April 2, 1984) are traps. Land "
    "in the compact federal notation: 'lots 1-4, S2N2' (a lot range and a slashless aliquot) and 'sec. 9, all' "
    "(aliquots null); two tracts, one township.")

doc("tx-lease-wichita-1918", "TX", "Wichita", "oil_gas_lease",
    ["S B FINCANNON", "MOLLIE FINCANNON"], ["THE BURK NORTHWESTERN OIL SYNDICATE"], "1918-03-11",
    [T("Eighty (80) acres of land out of the J. A. CISNEROS SURVEY No. 7, Abstract No. 341", system="texas_survey",
       survey="J. A. CISNEROS SURVEY NO. 7", abstract="341", acres=80.0)],
    None,
    "A 1918 lease in the old style: 'made and entered into this the eleventh day of March, A. D. nineteen hundred "
    "and eighteen' (day and year written out) between 'parties of the first part, hereinafter called lessor' and a "
    "joint stock association 'party of the second part, hereinafter called lessee'. The wife is named with her "
    "husband as a party of the first part and signs by mark: both are lessors. The notary is also the witness "
    "and is not a party; the Red River National Bank is only the rental depository. Date traps: the well or "
    "rental deadline (June 11, 1918), the five-year term, the acknowledgment (March 13, 1918, the only numeric "
    "year in the body) and the filing (March 16). One tract: 80 acres by metes and bounds in varas out of a named "
    "survey with abstract number.",
    noise=N(2, header=("OIL AND GAS LEASE RECORDS, WICHITA CO., VOL. 33, P. {page}", 281)))

doc("wa-pr-deed-adams-1997", "WA", "Adams", "deed",
    ["VERNON L KIESZ, PERSONAL REPRESENTATIVE"], ["DALE M SCHOESSLER", "KAREN J SCHOESSLER"], "1997-04-17",
    [P("T19N R35E W.M. Section 22: The South Half (S1/2)", 22, "19N", "35E", "WILLAMETTE", "S/2"),
     P("Section 27: The North Half of the Northeast Quarter (N1/2NE1/4)", 27, "19N", "35E", "WILLAMETTE", "N/2 NE/4")],
    None,
    "Washington personal representative's deed with a recording cover block (return-to, auditor's file stamp "
    "APR 24 1997, a 'Grantor:' / 'Grantee:' index block with surnames first, abbreviated legal, parcel numbers). "
    "Category deed: a fiduciary's deed with only limited covenants. Grantor side: the personal representative in "
    "his capacity (an examiner could also write the estate of the decedent, who is named 'Deceased'); grantees a "
    "couple. Traps: the decedent's death (December 29, 1995), letters issued February 6, 1996, the cause number, "
    "the farm lease to Lind Creek Farms and the grain growers' association (recital parties), the acknowledgment "
    "'Dated: April 18, 1997', the appointment expiry, the excise-tax and recording stamps; 'DATED: April 17, 1997' "
    "governs. Two tracts; the highway and the East 30 acres are exceptions, not tracts.",
    noise=N(1))

doc("id-patent-lincoln-1911", "ID", "Lincoln", "patent",
    ["UNITED STATES OF AMERICA"], ["THORVALD AMUNDSEN BERGELAND"], "1911-05-22",
    [P("the west half of the southwest quarter and the southeast quarter of the southwest quarter of Section twelve, "
       "T5S R18E Boise Meridian", 12, "5S", "18E", "BOISE", "W/2 SW/4, SE/4 SW/4"),
     P("the northeast quarter of the northwest quarter of Section thirteen", 13, "5S", "18E", "BOISE", "NE/4 NW/4")],
    None,
    "Federal homestead patent: the United States grants to the claimant, named once in the recital of the "
    "register's certificate ('the claim of THORVALD AMUNDSEN BERGELAND') and then only as 'the said claimant'. "
    "President Taft (historic), the GLO secretary and recorder (invented), the county recorder and deputy are not "
    "parties. The date is the 'GIVEN under my hand' line, written out: 'the TWENTY-SECOND day of MAY, in the year "
    "of our Lord one thousand nine hundred and ELEVEN' (1911 appears in digits only in the county filing stamp, "
    "August 9, 1911, a trap, as are the Act of 20th May, 1862 and the Independence year). Land entirely in words, "
    "township and range once for two sections: two tracts, Section 12 with two aliquot parts joined in one tract.",
    noise=N(2, header=("BOOK 4 OF PATENTS  LINCOLN COUNTY  PAGE {page}", 67)))

doc("ut-special-warranty-duchesne-2006", "UT", "Duchesne", "special_warranty_deed",
    ["STRAWBERRY BENCH HOLDINGS L.L.C."], ["GERALD K NIELSON, TRUSTEE", "SHARON M NIELSON, TRUSTEE"], "2006-07-14",
    [P("T3S R4W U.S.B.&M. Section 19: SE1/4NE1/4; NE1/4SE1/4", 19, "3S", "4W", "UINTAH SPECIAL",
       "SE/4 NE/4, NE/4 SE/4", acres=80.0)],
    "oil, gas, hydrocarbons and other minerals excepted and reserved to the grantor",
    "Utah statutory special warranty deed ('grantor ... hereby CONVEYS AND WARRANTS against all who claim by, "
    "through or under the grantor, to ... grantee'). Grantor an LLC acting by a corporate manager whose president "
    "signs (the manager and its president are not parties); grantees two trustees of a family trust (two parties, "
    "capacity kept for the reader; the trust date March 3, 1999 is a trap). The recorder's entry stamp at the top "
    "(20-JUL-2006), the acknowledgment (July 17), the commission expiry and the taxes for 2006 are traps; 'WITNESS "
    "the hand of said grantor this 14th day of July, 2006' governs. The Uintah Special Meridian; one section with "
    "two forties, 80 acres; irrigation shares are not land. Mineral reservation: fee still conveyed.")

doc("mt-lease-ratification-richland-1979", "MT", "Richland", "lease_ratification",
    ["MARLENE FETTIG ROSSOW"], ["YELLOWSTONE PETROLEUM CORPORATION"], "1976-11-02",
    [P("T24N R57E M.P.M. Section 28: S1/2", 28, "24N", "57E", "MONTANA PRINCIPAL", "S/2"),
     P("Section 33: NE1/4", 33, "24N", "57E", "MONTANA PRINCIPAL", "NE/4")],
    None,
    "Ratification (and lease) by an heir who did not join the original lease, written as a chain of WHEREAS "
    "recitals. Ratifying party 'hereinafter called the Ratifying Party' (a defined term, not a form field); the "
    "present lessee by mesne assignments is the grantee side. Not parties: the original lessor Harold J. Fettig "
    "(deceased, recital only), the original lessee Sidney Basin Oil Company, and the husband Roy A. Rossow, who "
    "signs 'solely to waive any marital or homestead right ... and not as a lessor'. Date: the instrument states it "
    "'shall be effective as of the 2nd day of November, 1976, the date of the lease'; by the effective-date-first "
    "rule that governs over 'EXECUTED this 19th day of March, 1979' (debatable, see CONTENTS). The death (August "
    "14, 1977), the acknowledgment in North Dakota (March 21) and the filing are traps. Two tracts.",
    noise=N(1))

# ---------------------------------------------------------------- batch 4

doc("nd-assignment-form-williams-2012", "ND", "Williams", "lease_assignment",
    ["TIOGA MINERALS PARTNERS LP"], ["LITTLE MUDDY RESOURCES LLC"], "2012-10-01",
    [P("T156N R95W 5th P.M. Section 31: Lots 1, 2, 3 and 4, E1/2W1/2 (a/d/a W1/2)", 31, "156N", "95W", "5TH PM",
       "E/2 W/2", [1, 2, 3, 4]),
     P("Section 32: All", 32, "156N", "95W", "5TH PM", None)],
    "overriding royalty reserved to the assignor (20% less existing burdens); depths limited to the base of the Three Forks",
    "Modern partial assignment laid out as form fields: 'ASSIGNOR:' and 'ASSIGNEE:' at the top give the parties; "
    "the lessor couple and the original lessee appear in the 'LEASE:' block and are not parties to this "
    "instrument, nor are the general partner, the signing managing director and member, or the notaries. "
    "Date: 'EFFECTIVE TIME: 7:00 a.m. Central Time on October 1, 2012', and the instrument says it is 'effective "
    "for all purposes as of the Effective Time'; traps are the lease date (May 19, 2008), the participation "
    "agreement (August 30, 2012), the two acknowledgments on different days (November 15 and 20) with "
    "commission expiries and the recorder's stamp at the top (12/04/2012). Land: 'Lots 1, 2, 3 and 4, E1/2W1/2 "
    "(a/d/a W1/2)' is one tract (lots plus the E/2 W/2; the 'also described as' W/2 is the same land), and "
    "'Section 32: All' (aliquots null).")

doc("ok-order-admitting-will-kingfisher-1966", "OK", "Kingfisher", "probate",
    ["AUGUSTA WILHELMINA PFEIFFER, DECEASED"], ["REINHOLD E PFEIFFER", "LYDIA PFEIFFER HOEHN"], "1966-08-05",
    [P("The Southwest Quarter (SW/4) of Section Fourteen (14), T17N, R7W of the Indian Meridian", 14, "17N", "7W",
       "INDIAN", "SW/4"),
     P("an undivided one-half (1/2) of the minerals under the N/2 NW/4 of Section Twenty-three (23) in the same "
       "Township and Range", 23, "17N", "7W", "INDIAN", "N/2 NW/4")],
    None,
    "County court order admitting a will to probate and directing letters testamentary. Decedent (with an "
    "'also known as' name, one party) on the grantor side; the two devisees, who are also the only heirs, on the "
    "grantee side; the son is also the petitioner and executor (one party). Not parties: the attorney, the "
    "attesting witnesses to the will (one testified), the judge, the court clerk, and the predeceased husband "
    "Emil Pfeiffer. Date traps: the death (April 30, 1966), the will (January 21, 1959), the husband's death "
    "(1951), the hearing (August 2, 1966) and the recording (August 9); the court's signing date 'Done in open "
    "court this 5th day of August, 1966' governs. Two tracts: a surface-and-minerals quarter and a mineral "
    "interest described 'in the same Township and Range'.",
    noise=N(2))

doc("tx-heirship-table-karnes-1983", "TX", "Karnes", "affidavit_of_heirship",
    ["FELIX JOSEPH KOWALIK SR, DECEASED"],
    ["FELIX JOSEPH KOWALIK JR", "ROSALIE KOWALIK JENDRUSCH", "MARK A KOWALIK", "THERESA KOWALIK MOY"], "1983-02-17",
    [T("112.5 acres of land, more or less, out of the JOSE MARIA FLORES SURVEY, Abstract No. 98", system="texas_survey",
       survey="JOSE MARIA FLORES SURVEY", abstract="98", acres=112.5)],
    None,
    "Texas 'Affidavit of Facts Concerning Identity of Heirs' sworn by a disinterested friend (the affiant is not "
    "a party). The heirs are in a table with relationship, address and share; the son who died before the "
    "decedent (Anton Kowalik) is not an heir, his two children are; the wife predeceased (1974) and is not an "
    "heir. SR and JR are different people: the decedent is the SR, the son the JR. Recital parties: Valentin "
    "Dziuk (grantor of the 1938 source deed) and the school district (an excepted 2-acre parcel). Dates: deaths "
    "(1981, 1979, 1974), the 1938 deed, the 1952 exception, the commission expiry and the filing (FEB 22 1983) are "
    "traps; the jurat 'this 17th day of February, 1983' is the only execution date. One survey tract with its "
    "stated 112.5 acres (the exception is not a tract). Hand-placed damage misreads the month of the jurat "
    "('Febrnary'; the image shows February), which is still the governing date.",
    noise=N(2, protect=["Febrnary", "day", "of"], replace=[("17th day of February, 1983", "17th day of Febrnary, 1983")], header=("DEED RECORDS KARNES COUNTY TEXAS  VOL 611  PAGE {page}", 245)))

doc("az-survivorship-yavapai-1968", "AZ", "Yavapai", "warranty_deed",
    ["HAZEL M DORRANCE"], ["LOWELL F PRENTICE", "BERNICE J PRENTICE"], "1968-04-03",
    [T("Lot Seven (7), Block Three (3), PINE CREST ESTATES UNIT TWO", system="lot_block", lot="7", block="3",
       subdivision="PINE CREST ESTATES UNIT TWO")],
    None,
    "Arizona warranty deed to joint tenants with right of survivorship, in the first person ('I, HAZEL M. "
    "DORRANCE, a widow, do hereby convey to ...'), followed by the grantees' sworn acceptance of joint tenancy: "
    "the grantees sign that acceptance, which does not make them grantors. The late husband (death October 2, "
    "1966, a probate number) is a recital, not a party; the title company and the water district are not parties. "
    "Date: 'Dated this 3rd day of April, 1968'; the acknowledgment (April 4), the acceptance and its jurat (April "
    "5), the recording (Apr 10 1968) and the commission expiry are traps. One lot and block; the map book and page "
    "are not a tract.",
    noise=N(1))

doc("mo-deed-of-trust-vernon-1958", "MO", "Vernon", "deed_of_trust",
    ["LESTER G BYBEE", "NOLA BYBEE"], ["CITIZENS BANK OF NEVADA"], "1958-05-10",
    [P("The West Half (W 1/2) of the Southeast Quarter (SE 1/4) of Section Nine (9), Township 35, Range 31",
       9, "35N", "31W", "5TH PM", "W/2 SE/4"),
     P("the Northeast Quarter of the Northeast Quarter (NE 1/4 NE 1/4) of Section Sixteen (16)", 16, "35N", "31W",
       "5TH PM", "NE/4 NE/4")],
    None,
    "Missouri three-party deed of trust: 'parties of the first part' (a couple, both borrowers), the trustee as "
    "'party of the second part' (not labelled: a deed-of-trust trustee) and the bank as 'party of the third part' "
    "(the beneficiary, grantee side). 'Nevada' here is the Missouri city in the bank's name, not a state. Date: "
    "'Made and entered into this 10th day of May, 1958'; the installments (May 10, 1959 to May 10, 1968), the "
    "acknowledgment (May 12), the notary's term and the filing (May 13) are traps. Land: two sections, one tract "
    "each; the text gives 'Township Thirty-five (35), Range Thirty-one (31)' with no directions, as Missouri deeds "
    "often do; the label writes 35N and 31W (Vernon County lies north of the base line and west of the Fifth "
    "Principal Meridian); the scorer compares numbers when one side has no direction. Only a total acreage.",
    noise=N(3))

doc("ok-correction-mineral-beaver-1961", "OK", "Beaver", "mineral_deed",
    ["GUSTAV H RATZLAFF", "ELSIE RATZLAFF"], ["NO MAN'S LAND ROYALTY CORPORATION"], "1960-06-04",
    [P("The Southeast Quarter (SE/4) of Section Twenty-eight (28), T5N, R24E of the Cimarron Meridian", 28, "5N", "24E",
       "CIMARRON", "SE/4")],
    None,
    "Correction mineral deed: it conveys a 1/4 mineral interest and corrects the land of an earlier mineral deed "
    "between the same parties. Category mineral_deed, conveys_fee false: it is a mineral conveyance, and DOMAIN's "
    "correction_deed is a fee class (debatable, see CONTENTS). The earlier deed's wrong land (the SE/4 of Section "
    "21) is a recital, not a tract; the only tract is Section 28 in the Oklahoma Panhandle's Cimarron Meridian. "
    "Date: the deed 'shall be effective as of June 4, 1960, the date of the original deed', which by the "
    "effective-date-first rule governs over 'Signed and delivered this 2nd day of March, 1961'; the acknowledgment "
    "(March 6), the commission expiry and the filing (March 8) are traps. A couple, both grantors.")

# ---------------------------------------------------------------- batch 5

doc("wy-erecorded-lease-converse-2021", "WY", "Converse", "oil_gas_lease",
    ["JEANETTE L HALVORSEN, TRUSTEE"], ["THUNDER BASIN ENERGY PARTNERS LLC"], "2021-02-01",
    [P("T34N R71W 6th P.M. Section 3: Lots 1, 2, 3, 4, S1/2N1/2, S1/2 (All)", 3, "34N", "71W", "6TH PM",
       "S/2 N/2, S/2", [1, 2, 3, 4]),
     P("Section 10: NE1/4", 10, "34N", "71W", "6TH PM", "NE/4")],
    None,
    "Modern paid-up lease, e-recorded, with an electronic recording cover sheet as its first page (submitter, "
    "submission ID, reception number and the recording time 02/24/2021: traps). Parties in form fields: "
    "'Lessor:' is a revocable trust 'u/a/d June 6, 2003' followed by its trustee, 'Lessee:' an LLC. Labelled as "
    "the trustee with her capacity, as DOMAIN writes a trust party ('X, Trustee of the Y Trust'); an examiner "
    "could write the trust's name instead (debatable, see CONTENTS); the trust date is a trap. Date: 'Effective "
    "Date: February 1, 2021', and 'executed on the date of the acknowledgment below, but ... effective as of the "
    "Effective Date'; the acknowledgment (February 9, 2021), the commission expiry and the term are traps. Land: "
    "Section 3 'Lots 1, 2, 3, 4, S1/2N1/2, S1/2 (All)' is one tract with four lots and two aliquot parts (the "
    "'(All)' says it is the whole irregular section), Section 10 a quarter.")

doc("va-deed-of-gift-dickenson-1994", "VA", "Dickenson", "deed",
    ["ARLIE C MULLINS", "VADA R MULLINS"], ["DUSTIN RAY MULLINS"], "1994-09-23",
    [T("tract on the waters of Lick Fork of Cranes Nest River, Ervinton Magisterial District, containing 14.62 acres",
       system="metes_bounds", acres=14.62)],
    "coal, oil, gas and minerals previously severed (1904) are excepted; a 20-foot right of way is reserved to the grantors",
    "Virginia deed of gift, 'without warranty of title', between 'parties of the first part' (a couple, both "
    "grantors) and their grandson 'party of the second part'. A gift deed that grants without warranty is "
    "category deed (not a quitclaim: it gives, grants and conveys the land itself). Traps: the preparer's header "
    "(attorneys), the tax map number and the recordation-tax code section; the 1951 source deed from Noah and "
    "Ethel Mullins, the adjoiner Dewey Sutherland, the surveyor and the 1904 coal severance to the Pound River "
    "Coal Corporation are recitals and calls, not parties; the plat date (August 30, 1994), the acknowledgment "
    "(September 26), the commission expiry and the clerk's admission to record (September 28) are date traps; "
    "'made and entered into this the 23rd day of September, 1994' governs. One metes-and-bounds tract of 14.62 "
    "acres in a magisterial district, no survey or section.",
    noise=N(2))

doc("ks-partition-rush-1957", "KS", "Rush", "partition_deed",
    ["WENDELL A OCHS", "MARVIN E OCHS"], ["WENDELL A OCHS", "MARVIN E OCHS"], "1957-04-08",
    [P("The Northwest Quarter (NW/4) of Section Twelve (12), T16S, R18W of the Sixth P.M.", 12, "16S", "18W", "6TH PM",
       "NW/4", acres=160.0),
     P("The Southeast Quarter (SE/4) of Section Eleven (11), T16S, R18W", 11, "16S", "18W", "6TH PM", "SE/4",
       acres=160.0)],
    "oil, gas and other minerals excepted from the partition and kept in equal undivided shares",
    "Voluntary partition deed between two brothers who inherited as tenants in common: each conveys his "
    "undivided half in one quarter to the other, so each brother is on both sides (grantor of one tract, grantee "
    "of the other; debatable, see CONTENTS). The wives sign and acknowledge but 'join in this deed only to consent "
    "to the conveyances and to release their homestead and marital rights': not parties. The father Jakob Ochs "
    "(died December 15, 1955), the probate decree (January 28, 1957) and the 1956 lease to Smoky Hill Petroleum "
    "Company are recitals. 'made this 8th day of April, 1957' governs; the acknowledgment (April 9) and the filing "
    "(April 10) are traps. Two tracts in two sections, 160 acres each.")

doc("wi-satisfaction-dunn-1971", "WI", "Dunn", "mortgage_release",
    ["LYLE R THOMPSON", "ARLENE M THOMPSON"], ["FARMERS AND MERCHANTS STATE BANK OF COLFAX"], "1971-06-14",
    [P("NW 1/4 SE 1/4 and SW 1/4 NE 1/4 of Section Twenty-six (26), T30N, R11W, and the East twenty (20) acres of "
       "the SE 1/4 NW 1/4 of said Section", 26, "30N", "11W", "4TH PM", "NW/4 SE/4, SW/4 NE/4, SE/4 NW/4")],
    None,
    "Satisfaction of mortgage by the bank, 'the owner and holder' of the mortgage: the mortgagors (a couple, "
    "named only in the recital of the mortgage) are the grantor side and the releasing bank the grantee side, by "
    "the release convention. The cashier and president who sign, the witnesses (one also the notary) and the "
    "Federal Land Bank of Saint Paul (a prior, already satisfied mortgagee) are not parties. Date traps: the "
    "mortgage (first day of April, 1962) and its recording (April 3, 1962), the prior satisfaction (April 9, 1962), "
    "the acknowledgment (June 15, 1971), the commission expiry and the receipt for record (June 17); the "
    "testimonium 'this 14th day of June, 1971' governs. Land: all in Section 26, so one tract with three "
    "quarter-quarters, one of them only 'the East twenty (20) acres' (labelled as that quarter-quarter).",
    noise=N(1))

doc("sd-mortgage-brown-1923", "SD", "Brown", "deed_of_trust",
    ["EMIL F BREITKREUTZ", "MARTHA BREITKREUTZ"], ["ABERDEEN LOAN AND TRUST COMPANY"], "1923-03-01",
    [P("The Southeast Quarter (SE 1/4) of Section Five (5), T123N, R62W of the Fifth Principal Meridian", 5, "123N",
       "62W", "5TH PM", "SE/4", acres=160.0)],
    None,
    "1920s farm real estate mortgage (category deed_of_trust, the DOMAIN class for mortgages): mortgagors a "
    "couple, both named and both granting (the homestead waiver is for the mortgage's purposes, and the wife is a "
    "mortgagor, not a dower-only spouse); mortgagee a loan and trust company ('Trust' is part of its name, not a "
    "capacity). The date is written out in the premises: 'Made this first day of March, in the year of our Lord "
    "one thousand nine hundred twenty-three'; 1923 appears in digits only in the acknowledgment (March 2) and the "
    "filing (March 5). Traps: the principal note due March 1, 1928, the first interest coupon due March 1, 1924 "
    "(same day and month), the commission expiry. The notary is also a witness. One quarter, 160 acres. "
    "Hand-placed damage turns 'Section Five (5)' into 'Secti0n Five (S)': the word still gives Section 5.",
    noise=N(3, replace=[("Section Five (5)", "Secti0n Five (S)")], header=("BOOK 102 OF MORTGAGES -- BROWN COUNTY, S. D. -- PAGE {page}", 77)))

doc("ne-quitclaim-backer-kimball-1949", "NE", "Kimball", "quitclaim_deed",
    ["OTTO J WEIERSHAUSER"], ["HARRIET WEIERSHAUSER LUNDGREN"], "1949-01-14",
    [P("N 1/2 NE 1/4 and SE 1/4 NE 1/4 of Section Thirty-four (34), T15N, R56W of the Sixth P. M.", 34, "15N", "56W",
       "6TH PM", "N/2 NE/4, SE/4 NE/4"),
     T("Lot Two (2) in Block Nine (9) of the Original Town of Kimball", system="lot_block", lot="2", block="9",
       subdivision="ORIGINAL TOWN OF KIMBALL")],
    None,
    "Nebraska quitclaim whose caption is only on the back of the form (the 'backer' printed at the end: 'QUIT "
    "CLAIM DEED / From ... / To ...' with the register's filing certificate); the face opens with 'KNOW ALL MEN' "
    "and says 'remise, release and quitclaim'. The grantor is 'hereinafter called the grantor', the grantee "
    "'hereinafter called the grantee' (she lives in Wyoming: not a tract state). The father Karl Weiershauser "
    "(deceased, estate closed December 20, 1948) is a recital. 'Dated January 14, 1949' governs; the "
    "acknowledgment (January 15), the filing (January 18) and the commission expiry are traps. Two tracts of two "
    "systems: part of Section 34 (two aliquot parts in one tract; Section 35 is named only for the windmill) and a "
    "town lot and block.",
    noise=N(2))

# ---------------------------------------------------------------- batch 6

doc("tx-mineral-deed-upton-1951", "TX", "Upton", "mineral_deed",
    ["LESSIE MAE WORKMAN"], ["RANKIN MINERAL COMPANY"], "1951-11-12",
    [T("TRACT ONE: All of Section Twenty-two (22), in Block D, P. & W. T. Ry. Co. Survey, Abstract No. 1612",
       system="texas_survey", section="22", block="D", survey="P. & W. T. RY. CO.", abstract="1612", acres=640.0),
     T("TRACT TWO: The North one-half (N/2) of Section Twenty-three (23), in Block D, P. & W. T. Ry. Co. Survey, "
       "Abstract No. 1613", system="texas_survey", section="23", block="D", survey="P. & W. T. RY. CO.",
       abstract="1613", aliquots="N/2", acres=320.0),
     T("TRACT THREE: Forty (40) acres, more or less, out of the YSIDRO BENAVIDES SURVEY No. 5, Abstract No. 702",
       system="texas_survey", survey="YSIDRO BENAVIDES SURVEY NO. 5", abstract="702", acres=40.0)],
    None,
    "Mineral deed (1/2 of the minerals) by a widow 'acting herein individually and as Independent Executrix of "
    "the Estate of CLAUDE H. WORKMAN, Deceased': one grantor in two capacities, labelled once by her name (the "
    "estate is not a second party; the decedent is not a party). Hand-placed damage garbles the caption ('MlN "
    "ERAL DEE D'), so the category must come from the body. Recital traps: the will's probate (March 6, 1950), "
    "the 1929 source deed from Anselmo Garza, the water district's excepted ten acres (an exception, not a "
    "tract), the acknowledgment (November 13), filing and recording stamps; 'Executed this 12th day of November, "
    "1951' governs. Three Texas tracts: two sections of one block with abstracts, one acreage out of a named "
    "survey with abstract.",
    noise=N(2, replace=[("MINERAL DEED", "MlN ERAL DEE D")]))

doc("or-road-easement-douglas-1961", "OR", "Douglas", "right_of_way",
    ["UMPQUA VALLEY TIMBER COMPANY"], ["UNITED STATES OF AMERICA"], "1961-07-27",
    [P("T28S R4W W.M. Section 17: NE1/4SW1/4, SE1/4NW1/4", 17, "28S", "4W", "WILLAMETTE", "NE/4 SW/4, SE/4 NW/4"),
     P("Section 18: E1/2NE1/4", 18, "28S", "4W", "WILLAMETTE", "E/2 NE/4")],
    "grantor reserves use of the road for hauling its own timber",
    "Timber-access road easement to the United States on a BLM form, the agency heading at the top (the Bureau "
    "of Land Management is not the party: the grantee is the United States of America 'hereinafter called the "
    "Government'). The corporation's president and secretary, the notary, the district manager who accepts, and "
    "the consenting mortgagee (Pacific Northwest Timber Loan Company) are not parties. Date: the testimonium "
    "'this 27th day of July, 1961'; the reciprocal agreement of February 10, 1958, the acknowledgment (July 28), "
    "the acceptance (August 15), the commission expiry and the recording (August 22) are traps. Two tracts in "
    "slashless compact aliquots; the right-of-way acreage (10.33) is the strip's area, not a tract's, so no acres.")

doc("nm-surface-damage-eddy-2009", "NM", "Eddy", "other",
    ["COTTONWOOD DRAW CATTLE CO L.L.C."], ["PECOS SLOPE OPERATING LLC"], "2009-06-03",
    [P("T19S R27E N.M.P.M. Section 14: SW/4", 14, "19S", "27E", "NEW MEXICO PRINCIPAL", "SW/4"),
     P("Section 15: SE/4 SE/4", 15, "19S", "27E", "NEW MEXICO PRINCIPAL", "SE/4 SE/4")],
    None,
    "Surface use and damage settlement agreement between a surface owner ('Owner') and an operator "
    "('Operator'): it 'conveys no interest in the Land or in the minerals', so it is none of DOMAIN's classes "
    "(not a lease, right of way or deed): category other, conveys_fee null; the owner is put on the grantor side "
    "and the operator on the grantee side, as the parties the page names. The managing member, the "
    "attorney-in-fact and the notaries are not parties. 'is dated June 3, 2009' governs; the staking (May 21, "
    "2009), the second acknowledgment (June 8), the end date (June 3, 2039), commission expiries and the "
    "recording stamp at the bottom are traps. Two tracts; the well names are not land.")

doc("co-lease-logan-1953", "CO", "Logan", "oil_gas_lease",
    ["E W SCHLACHTER", "IDA SCHLACHTER"], ["SAND HILLS OIL CORPORATION"], "1953-08-17",
    [P("T10N R52W 6th P.M. Section 21: W/2", 21, "10N", "52W", "6TH PM", "W/2"),
     P("Section 28: NW/4", 28, "10N", "52W", "6TH PM", "NW/4")],
    None,
    "Printed Colorado lease form whose date line was never filled in ('Entered into this ____ day of "
    "______________, 1953'): no complete execution date, so the governing date is the acknowledgment, August 17, "
    "1953 (the filing stamp, Sept. 2, 1953, is later and a trap). Lessors 'hereinafter called Lessor (whether one "
    "or more)': a husband with initials and an 'also known as' full name (one party, not two) and his wife. The "
    "bank is only the rental depository; the notary is not a party. Two tracts in one township.",
    noise=N(2, header=("LOGAN COUNTY RECORDS  BOOK 241  PAGE {page}", 9)))

doc("tx-release-lien-gonzales-1965", "TX", "Gonzales", "mortgage_release",
    ["HERMAN A SCHUENEMANN", "ELFRIEDA SCHUENEMANN"], ["GUADALUPE VALLEY NATIONAL BANK"], "1965-05-03",
    [T("126.3 acres of land, more or less, out of the MANUEL ESPARZA SURVEY, Abstract No. 207", system="texas_survey",
       survey="MANUEL ESPARZA SURVEY", abstract="207", acres=126.3)],
    None,
    "Texas release of a deed-of-trust lien by the bank that owns and holds the note: the makers (a couple, named "
    "'HERMAN A. SCHUENEMANN and wife, ELFRIEDA SCHUENEMANN' in the first recital) are the grantor side, the "
    "releasing bank the grantee side. The deed-of-trust trustee (Alvin R. Kubala), the grantor in the 1941 source "
    "deed (Otto Schuenemann), the signing vice president and cashier, the attesting assistant cashier, the notary, "
    "the clerk and deputy are not parties. Date traps: the note (October 15, 1958) and its last installment "
    "(October 15, 1965, after the release), the 1941 deed, the unreleased crop mortgage (February 2, 1965), the "
    "acknowledgment (May 4), filing (May 7) and recording (May 10); 'EXECUTED at Gonzales, Texas, this 3rd day of "
    "May, 1965' governs. One survey tract with acres.")

doc("tx-assignment-crane-1956", "TX", "Crane", "lease_assignment",
    ["PYOTE BASIN OIL COMPANY"], ["HORACE L WHITFIELD JR"], "1956-01-01",
    [T("All of Section Eight (8), Block Thirty-one (31), H. & G. N. Ry. Co. Survey, Abstract No. 509",
       system="texas_survey", section="8", block="31", survey="H. & G. N. RY. CO.", abstract="509", acres=640.0),
     T("The South Half (S/2) of Section Nine (9), Block Thirty-one (31), H. & G. N. Ry. Co. Survey, Abstract No. 510",
       system="texas_survey", section="9", block="31", survey="H. & G. N. RY. CO.", abstract="510",
       aliquots="S/2", acres=320.0)],
    "overriding royalty of 1/16 of 8/8 reserved to the assignor",
    "Assignment of two leases with the land only in Exhibit A, after the signatures and acknowledgment. Assignor "
    "a corporation, assignee an individual with a suffix (JR kept). In the exhibit, the lessor Ruby Pearl Tubb "
    "and the original lessee Permian Crossing Oil Company are recital parties, not parties to this assignment; "
    "the vice president, secretary and notary are not parties. Date: 'This assignment shall be effective as of "
    "January 1, 1956, at seven o'clock A.M.' governs over 'EXECUTED this 20th day of January, 1956'; the lease "
    "dates (1948, 1951), the calendar year 1956 plugging deadline, the acknowledgment (January 23) and the filing "
    "(Jan. 27) are traps. Two section-and-block tracts with abstracts, 640 and 320 acres.")

doc("tx-warranty-deed-gaines-1947", "TX", "Gaines", "warranty_deed",
    ["J B MCILROY", "MINNIE LEE MCILROY"], ["SEMINOLE COTTON GIN COMPANY"], "1947-01-07",
    [T("All of Labor Twelve (12), League Two Hundred Forty-five (245), Hockley County School Land, Abstract No. 30",
       system="texas_survey", survey="HOCKLEY COUNTY SCHOOL LAND", league="245", labor="12", abstract="30",
       acres=177.1)],
    "undivided 1/2 of the oil, gas and other minerals reserved to the grantors (grantee holds the executive right)",
    "Texas general warranty deed from a couple ('J. B. McILROY and wife, MINNIE LEE McILROY', both grantors, "
    "mixed-case 'Mc' surname) to a corporation. The land is in the league-and-labor system of Texas county school "
    "lands: a labor of a league of one county's school land lying in another county (Hockley County School Land in "
    "Gaines County), with an abstract number; the league and labor numbers are not a section and block. Reserves "
    "half the minerals with the executive right passing to the grantee: still a fee conveyance. The agricultural "
    "tenant Wilburn O. Teague and the electric cooperative are not parties. 'WITNESS OUR HANDS, this 7th day of "
    "January, A. D. 1947' governs; the crop year 1947, the acknowledgment (January 8) and the filing (Jan. 10) are "
    "traps.")

doc("nm-royalty-trustee-lea-1977", "NM", "Lea", "royalty_deed",
    ["FIRST NATIONAL BANK OF ROSWELL, TRUSTEE"], ["JIMMIE DON BECKHAM", "CARLA BECKHAM PETTY"], "1977-10-14",
    [P("T17S R36E N.M.P.M. Section 12: S/2 SE/4", 12, "17S", "36E", "NEW MEXICO PRINCIPAL", "S/2 SE/4"),
     P("Section 13: N/2 NE/4", 13, "17S", "36E", "NEW MEXICO PRINCIPAL", "N/2 NE/4")],
    None,
    "Non-participating royalty deed in form fields: 'DATED: 10/14/1977' (a numeric date in a heading: the "
    "execution date), 'GRANTOR:' a bank as trustee of a testamentary trust (capacity kept for the reader), "
    "'GRANTEES:' two individuals, each 'a married ... dealing with ... sole and separate property' (the spouses "
    "are not named and not parties). Not parties: the testator Alvin T. Crittenden (deceased), the widow Opal "
    "Crittenden, the signing trust officer, the notary, the clerk and deputy. Date traps: the court order "
    "(September 26, 1977), the acknowledgment (October 17), the commission expiry and the filing (October 24). "
    "Two tracts in one township.")

# ---------------------------------------------------------------- batch 7

doc("al-corrective-deed-tuscaloosa-1984", "AL", "Tuscaloosa", "correction_deed",
    ["ODELL J HARGROVE", "LOUVENIA HARGROVE"], ["CLEVELAND T ROBERSON"], "1984-07-09",
    [P("SE 1/4 of NE 1/4 of Section 14, Township 20 South, Range 9 West, Huntsville Meridian", 14, "20S", "9W",
       "HUNTSVILLE", "SE/4 NE/4", acres=40.0)],
    None,
    "Alabama corrective warranty deed in the statutory form ('to the undersigned grantors in hand paid by ...'): "
    "the grantee is named first in the consideration clause, the grantors after it ('we, ODELL J. HARGROVE and "
    "wife, LOUVENIA HARGROVE, herein referred to as grantors', both grantors). It re-conveys the same land to the "
    "same grantee to correct a township: correction_deed, conveys_fee true. Traps: the preparer block at the "
    "top, the original deed of March 2, 1979 with its wrong Township 21 South (a recital, not a tract), the coal "
    "company's prior reservation (not a party), the commission expiry and the filing '7-16-84'. The testimonium "
    "'this the 9th day of July, 1984' and the acknowledgment fall on the same day. One forty, 40 acres; the road "
    "is an exception.")

doc("mi-lease-extension-otsego-1985", "MI", "Otsego", "lease_ratification",
    ["STANLEY J WISNIEWSKI", "IRENE T WISNIEWSKI"], ["PIGEON RIVER EXPLORATION COMPANY"], "1985-04-22",
    [P("Town 31 North, Range 2 West, Michigan Meridian, Section 21: S 1/2 of SE 1/4", 21, "31N", "2W", "MICHIGAN",
       "S/2 SE/4"),
     P("Section 28: N 1/2 of NE 1/4", 28, "31N", "2W", "MICHIGAN", "N/2 NE/4")],
    None,
    "Extension of an oil and gas lease by the lessors for the present lessee: it extends the primary term and "
    "'does hereby ratify and confirm said lease, as hereby extended' (and re-demises the land on the lease's "
    "terms). DOMAIN has no extension class; lease_ratification is the nearest (it confirms an existing leasehold "
    "and creates none), conveys_fee false; an examiner could file it as an oil_gas_lease (debatable, see "
    "CONTENTS). The original lessee Sturgeon Valley Land Services is a recital party; the land manager signing "
    "for the lessee, the witnesses (one also the notary) are not parties. Date: 'made and entered into on the "
    "22nd day of April, 1985'; traps are the lease date (June 1, 1980), its recording (July 14, 1980), the old "
    "and new expiry dates (June 1, 1985 and 1987), rental dates, the acknowledgment (April 24) and the "
    "recording (May 1). 'Town 31 North' is the township; Corwith is the civil township. Two tracts.",
    noise=N(1))
