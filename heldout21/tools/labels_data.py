"""Held-out set 21: labels, form and damage plan of the 40 instruments in ../src/<id>.txt.

Written blind, from the clean text, as a careful title examiner reads the page. Each entry: id,
file_name, state, county (as in the package's recording), form ("ordinary" or "trap"), noise (None or
{level, protect, replace, header}) and labels in the realdocs format. Standard library only.
"""

_UNITS = "one two three four five six seven eight nine".split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_TEENS = ("ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen").split()
_ORD_UNITS = "first second third fourth fifth sixth seventh eighth ninth".split()
_ORD_TENS = "twentieth thirtieth".split()
NUMBER_WORDS = (_UNITS + _TENS + _TEENS + _ORD_UNITS + _ORD_TENS
                + ["tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
                   "seventeenth", "eighteenth", "nineteenth", "hundred", "thousand", "and"]
                + [f"{t}-{u}" for t in _TENS for u in _UNITS]
                + [f"{t}-{u}" for t in ("twenty", "thirty") for u in _ORD_UNITS])
LAND_WORDS = ("Section Sections Township Range North South East West Northeast Northwest Southeast Southwest "
              "Quarter Half Principal Meridian Government survey Lots Lot Block acres more less thereof "
              "said containing Survey Abstract Parish County Base N.M.P.M. P.M. Louisiana Indian").split()
DATE_WORDS = "day year Lord A. D. this of in the Witness Dated Signed Executed Made".split()


def protect(*extra):
    """What the random OCR pass must leave readable besides the party names."""
    return LAND_WORDS + NUMBER_WORDS + DATE_WORDS + list(extra)


def light(*extra, header=None):
    return {"level": 1, "protect": protect(*extra), "replace": [], "header": header}


def medium(*extra, header=None):
    return {"level": 2, "protect": protect(*extra), "replace": [], "header": header}


def plss(sec, twp, rng, aliquots, county, state, lots=(), acres=None, meridian=None):
    al = aliquots or "ALL"
    lot_text = ("LOTS " + ",".join(lots) + " ") if lots else ""
    t = {"identity_phrase": f"{lot_text}{al} SEC {sec} T{twp} R{rng}, {county.upper()} "
                            f"{'PARISH' if state == 'LA' else 'COUNTY'}, {state}",
         "system": "plss", "section": str(sec), "township": twp, "range": rng, "aliquots": aliquots,
         "lots": list(lots), "county": county, "state": state}
    if meridian:
        t["meridian"] = meridian
    if acres is not None:
        t["acres"] = acres
    return t


def doc(n, form, state, county, file_name, labels, noise=None):
    return {"id": f"d21{n:02d}", "file_name": file_name, "state": state, "county": county, "form": form,
            "noise": noise, "labels": labels}


def lab(cat, grantors, grantees, date, tracts, fee, reservations, notes):
    return {"doc_category": cat, "grantors": grantors, "grantees": grantees, "governing_date": date,
            "tracts": tracts, "conveys_fee": fee, "reservations": reservations, "notes": notes}


DOCS = [
    doc(1, "ordinary", "CO", "Weld", "weld_state_lease_og88_4127.txt", lab(
        "oil_gas_lease", ["STATE OF COLORADO"], ["BRANTLEY CREEK PETROLEUM CORPORATION"], "1988-09-01",
        [plss(16, "7N", "62W", None, "Weld", "CO", acres=640.0, meridian="6th PM")], False, None,
        "Colorado State Board of Land Commissioners lease of a school section. The State of Colorado, acting by "
        "its Board, is the lessor; the Board's President and Secretary and the lessee's vice president sign for "
        "them and are no parties. Governing date: paragraph 7 says the lease is dated and takes effect on the "
        "first day of September, 1988, whatever the signature dates; decoys are the sale of August 17, 1988, the "
        "signature dates of September 9 and 14, the acknowledgment and the commission expiry. Section 16: All is "
        "one tract with aliquots null.")),
    doc(2, "trap", "OK", "Kingfisher", "memo_lease_halversen_skirvin.txt", lab(
        "oil_gas_lease", ["DARIUS P. HALVERSEN", "RUTH ANNE HALVERSEN"], ["SKIRVIN FLATS ENERGY, L.L.C."],
        "2013-06-01", [plss(22, "16N", "7W", "SE/4", "Kingfisher", "OK", acres=160.0, meridian="Indian")],
        False, None,
        "Trap: a Memorandum of Oil and Gas Lease recorded in place of an unrecorded lease. The memorandum is the "
        "recorded evidence of the lease, so it is read as the lease itself (oil_gas_lease) between the lessors "
        "and lessee of its field layout. Governing date: the Lease Date field makes the lease effective as of "
        "June 1, 2013, and the memorandum is signed 'to be effective as of the Effective Date'; the only "
        "signing date is the acknowledgment of June 24, 2013, which must not win. The form revision year, the "
        "commission expiry and the extension option are decoys.")),
    doc(3, "ordinary", "NM", "Roosevelt", "roosevelt_wd_penasco_stroud.txt", lab(
        "warranty_deed", ["ORVILLE T. PEÑASCO", "CONSUELO R. PEÑASCO"], ["WENDELL A. STROUD", "LOIS M. STROUD"],
        "1962-02-05", [plss(23, "5S", "32E", "NW/4, N/2 SW/4", "Roosevelt", "NM", acres=240.0, meridian="NMPM")],
        True, "Grantors except and reserve an undivided 1/4 of the oil, gas and other minerals (non-participating in leasing).",
        "New Mexico statutory warranty deed ('for consideration paid, grant ... with warranty covenants'). Husband "
        "and wife are both grantors; the grantees take as joint tenants. Governing date is the testimonium 'WITNESS "
        "our hands and seals this 5th day of February, 1962'; decoys are the contract of sale of March 10, 1961, "
        "the 1962 taxes, the acknowledgment of February 7, the commission expiry and the filing stamp of February "
        "12. The quarter and the half-quarter of Section 23 are one tract. The 1/4 mineral reservation is kept.")),
    doc(4, "ordinary", "UT", "Uintah", "uintah_mineral_deed_dunford.txt", lab(
        "mineral_deed", ["REX LAVELLE DUNFORD"], ["JUNIPER RIDGE ROYALTY COMPANY"], "1981-04-22",
        [plss(11, "6S", "21E", "E/2 NE/4, NE/4 SE/4", "Uintah", "UT", acres=120.0, meridian="SLM")], False, None,
        "Utah mineral deed laid out in Date / Grantor / Grantee / Consideration fields. The grantor is a married man "
        "dealing with his separate property; his wife is not named and nothing limits him. Governing date is the "
        "'Date: April 22, 1981' field (the acknowledgment is the same day); decoys are the commission expiry "
        "8-15-84 and the recording line of May 1, 1981. Land under a township header, one tract in Section 11 with "
        "two parts. An undivided 1/2 of the minerals passes; conveys_fee false.")),
    doc(5, "trap", "IA", "Cherokee", "cherokee_wd_brinkerhoff_interlined.txt", lab(
        "warranty_deed", ["AUGUST F. BRINKERHOFF", "THEODORA BRINKERHOFF"], ["NELS P. GJERTSEN"], "1915-03-03",
        [plss(9, "92N", "40W", "S/2 NE/4", "Cherokee", "IA", acres=80.0, meridian="5th PM")], True, None,
        "Trap: the premises name three grantors, but a notary's note (and his certificate) says the words 'and "
        "CLEMENT A. BRINKERHOFF, single,' were stricken before signing, initialed by the parties, and Clement did "
        "not sign: he is no party. Theodora is named among the grantors without limitation and also relinquishes "
        "dower, so she is labelled. Governing date 'Signed this 3rd day of March, A. D. 1915'; decoys: the "
        "assumed mortgage of March 1, 1912, the acknowledgment of March 4, the filing of March 6.")),
    doc(6, "ordinary", "NE", "Kimball", "kimball_assignment_weatherbee.txt", lab(
        "lease_assignment", ["HOLLIS K. WEATHERBEE"], ["MARQUETTE DRILLING & EXPLORATION CO."], "1956-07-18",
        [plss(31, "14N", "56W", "N/2", "Kimball", "NE", acres=320.0, meridian="6th PM")], False,
        "Assignor reserves an overriding royalty of 1/16 of 8/8.",
        "Nebraska printed assignment of an oil and gas lease (blank-book form). Assignor is the original lessee; "
        "the lessors Emil J. and Pearl Sandoval are named only in the recital of the lease of November 2, 1955 "
        "and are no parties. Governing date 'Executed this 18th day of July, 1956'; decoys are the recited lease "
        "date, the delay rental due November 2, 1956, the acknowledgment (same day, taken in Cheyenne County) and "
        "the filing stamp of July 23. The 1/16 override is the reservation.")),
    doc(7, "trap", "TX", "Martin", "martin_mineral_deed_summary_box.txt", lab(
        "mineral_deed", ["CALLISTER RANCH HOLDINGS, LTD."], ["PELHAM MINERAL PARTNERS, LP"], "2011-03-01",
        [{"identity_phrase": "SEC 12 BLK 37 T-2-N T&P RR CO SURVEY A-1188, MARTIN COUNTY, TX",
          "system": "texas_survey", "section": "12", "block": "37", "survey": "T&P RR CO", "abstract": "1188",
          "acres": 640.0, "county": "Martin", "state": "TX"}], False, None,
        "Trap: an indexing 'Deed Summary Box' at the head names the grantee 'Pelham Minerals LLC' and the date "
        "03/14/2011; paragraph 9 says the box is no part of the deed and the body governs. The body's grantee is "
        "PELHAM MINERAL PARTNERS, LP, and the deed is effective as of March 1, 2011 at 7:00 a.m. (paragraph 4); "
        "the acknowledgment of March 14 is the execution only. The general partner LLC and its manager sign for "
        "the grantor and are no parties. Texas survey: section 12, block 37, township 2 north, T&P, abstract "
        "1188.")),
    doc(8, "ordinary", "AL", "Tuscaloosa", "tuscaloosa_release_faircloth.txt", lab(
        "lease_release", ["LEROY T. FAIRCLOTH", "ODESSA B. FAIRCLOTH"], ["TOMBIGBEE BASIN OPERATING COMPANY"],
        "1985-01-09", [plss(8, "21S", "9W", "SW/4 NW/4, W/2 SW/4", "Tuscaloosa", "AL", acres=120.0,
                            meridian="Huntsville")], False, None,
        "Alabama corporate release of an expired lease. The lessors named in the lease are the grantor side; the "
        "releasing holder of the lessee's interest (by later assignment) is the grantee side. The original lessee "
        "Warrior Land Services, Inc. is named only in the recital and is no party. Governing date 'on this the 9th "
        "day of January, 1985'; decoys: the lease of May 14, 1981, the end of the primary term May 14, 1984, the "
        "acknowledgment of January 10, 1985 and the commission expiry 7/21/87.")),
    doc(9, "ordinary", "ID", "Canyon", "canyon_dot_ostrander.txt", lab(
        "deed_of_trust", ["DELBERT R. OSTRANDER", "JOLENE M. OSTRANDER"], ["OWYHEE VALLEY FEDERAL CREDIT UNION"],
        "1996-10-11",
        [{"identity_phrase": "LOT 7 BLK 3 SAGEBRUSH MEADOWS SUBDIVISION NO. 2, CANYON COUNTY, ID",
          "system": "lot_block", "lot": "7", "block": "3", "subdivision": "Sagebrush Meadows Subdivision No. 2",
          "county": "Canyon", "state": "ID"}], False, None,
        "Idaho short-form deed of trust: Grantor (the borrowers), Trustee (a title company, never labelled) and "
        "Beneficiary (a federal credit union). Governing date is the premises 'made this 11th day of October, "
        "1996'; decoys are the last installment due November 1, 2011, the acknowledgment (same day), the "
        "commission expiry 03/01/2000 and the recording of October 15, 1996. One lot-and-block tract in a "
        "numbered subdivision.")),
    doc(10, "trap", "ND", "McKenzie", "mckenzie_assignment_badlands_trust.txt", lab(
        "lease_assignment", ["FIRST MISSOURI SLOPE TRUST COMPANY, TRUSTEE"], ["LITTLE KNIFE RESOURCES II, LLC"],
        "2021-09-21", [plss(27, "150N", "98W", "S/2 NW/4, SW/4", "McKenzie", "ND", acres=240.0, meridian="5th PM")],
        False, None,
        "Trap: the Effective Time is 7:00 a.m. on the day after the Assignor receives the Purchase Price, and the "
        "Assignor confirms receipt on September 20, 2021, so the assignment is effective September 21, 2021; no "
        "such date is written anywhere. Decoys: the Letter Agreement of August 30, 2021, the recited lease of "
        "April 4, 2017, signatures on September 28 and October 1, acknowledgments and commission expiries. The "
        "assignor is a trust acting by its sole trustee, labelled as the trustee; the lessors are named only to "
        "identify the lease (paragraph 5).")),
    doc(11, "ordinary", "WI", "Richland", "richland_satisfaction_oberholtzer.txt", lab(
        "mortgage_release", ["FERDINAND OBERHOLTZER", "MAGDALENA OBERHOLTZER"],
        ["THE FARMERS AND DROVERS BANK OF LONE ROCK"], "1909-06-16",
        [{"identity_phrase": "11 AC IN NW/4 SE/4 SEC 14 T9N R1E, RICHLAND COUNTY, WI", "system": "metes_bounds",
          "section": "14", "township": "9N", "range": "1E", "aliquots": "NW/4 SE/4", "acres": 11.0,
          "county": "Richland", "state": "WI"}], False, None,
        "Wisconsin bank satisfaction of a farm mortgage: the mortgagors (husband and wife) are the grantor side, "
        "the bank that owns the mortgage the grantee side; President, Cashier, witnesses and notary are no "
        "parties. Governing date 'this 16th day of June, A. D. 1909' in the testimonium; decoys: the mortgage of "
        "May 2, 1904 and its recording of May 5, the note due five years after date, the commission expiry and "
        "the record stamp of June 19. The land is 11 acres by rods from the corner of a forty: metes and bounds "
        "inside the NW/4 SE/4 of Section 14.")),
    doc(12, "trap", "MT", "Richland", "richland_mt_notice_of_expiration.txt", lab(
        "lease_release", ["VERNON L. SKOGLUND", "EDNA MAE SKOGLUND"], ["YELLOWSTONE BENCH OIL CORPORATION"],
        "1974-04-22",
        [plss(18, "24N", "57E", "E/2 SW/4", "Richland", "MT", lots=("3", "4"), meridian="PMM"),
         plss(19, "24N", "57E", "NE/4", "Richland", "MT", meridian="PMM")], False, None,
        "Trap: a 'Notice of Expiration' that also releases (paragraph 4), so it is a lease release; the lessors "
        "are the grantor side and the lessee-releasor the grantee side. The capitalised Expiration Date (the "
        "fifth day of March, 1974) is when the lease ended, and the notice says it is not the instrument's date; "
        "the governing date is 'DATED this 22nd day of April, 1974'. Other decoys: the lease of March 5, 1969 and "
        "its recording, the acknowledgment, the commission expiry and the filing of May 2, 1974. Two sections, two "
        "tracts (lots and a half-quarter in 18, a quarter in 19).")),
    doc(13, "ordinary", "TX", "Lavaca", "lavaca_heirship_stasny.txt", lab(
        "affidavit_of_heirship", ["BOHUMIL J. STASNY, DECEASED"],
        ["JOSEF A. STASNY", "LIBUSE STASNY HAJEK", "FRANK W. STASNY"], "1946-07-08",
        [{"identity_phrase": "140 AC ZACHARIAH WHITCOMB SURVEY A-611, LAVACA COUNTY, TX", "system": "texas_survey",
          "survey": "Zachariah Whitcomb Survey", "abstract": "611", "acres": 140.0, "county": "Lavaca",
          "state": "TX"}], False, None,
        "Texas heirship affidavit by a disinterested neighbour (not labelled). Decedent married once; his wife "
        "died before him, so the three children are the heirs; the daughter's husband Karel Hajek is named only "
        "as her husband. The heirs sign a joinder confirming the facts; they are heirs anyway. Governing date "
        "'Dated this 8th day of July, 1946'; decoys: death dates of 1944 and 1939, the recited deed of January 9, "
        "1921 from Emanuel Fojtik (no party), the jurat of July 9 and the filing stamp of July 15.")),
    doc(14, "ordinary", "ND", "Williams", "williams_royalty_deed_tveit.txt", lab(
        "royalty_deed", ["HJALMAR O. TVEIT", "BERGIT TVEIT"], ["ARNE KVAMME"], "1952-02-27",
        [plss(6, "156N", "100W", "NE/4", "Williams", "ND", acres=160.54, meridian="5th PM")], False,
        "Grantors keep the executive right to lease; the grantee takes royalty only, no bonus or rental.",
        "North Dakota royalty deed of an undivided 1/4 of the royalty 'but not of the minerals'. Husband and wife "
        "are both grantors (no limitation on the wife). Governing date 'Witness our hands this 27th day of "
        "February, 1952'; the acknowledgment is the same day; decoys are the commission expiry January 20, 1957 "
        "and the filing of March 3, 1952. The witness Peder Lunde and the notary are no parties. Acreage 160.54 as "
        "stated for the quarter.")),
    doc(15, "trap", "KS", "Clark", "clark_mortgage_agent_lenders.txt", lab(
        "deed_of_trust", ["CIMARRON BREAKS FARMS, INC."], ["COMANCHE COUNTY STATE BANK", "HIGH PLAINS FARM CREDIT, ACA"],
        "2008-05-19",
        [plss(33, "33S", "23W", "NE/4, SE/4", "Clark", "KS", meridian="6th PM"),
         plss(4, "34S", "23W", None, "Clark", "KS", meridian="6th PM")], False, None,
        "Trap: a Kansas farm mortgage whose mortgagees are only in 'Schedule 1 - Lenders' after the body (two "
        "lenders, 60% and 40%), while an Administrative Agent bank is named in the header, acts for the Lenders, "
        "signs 'as Agent only' and says it makes no loan and takes no interest: the agent is no party, like a "
        "servicer or attorney in fact. Governing date is the 'Date of this Mortgage: May 19, 2008' field; decoys: "
        "final maturity June 1, 2028, interest dates, the acknowledgment, appointment expiry and the filing of "
        "May 21. Two sections in two townships, two tracts.")),
    doc(16, "ordinary", "CO", "Larimer", "larimer_quitclaim_penrose_1893.txt", lab(
        "quitclaim_deed", ["SILAS B. PENROSE"], ["MATILDA J. ARKWRIGHT"], "1893-09-12",
        [plss(29, "7N", "68W", "SW/4 NW/4, NW/4 SW/4", "Larimer", "CO", acres=80.0, meridian="6th PM")], True, None,
        "Colorado printed quit claim deed of 1893, parties of the first and second part. The premises date is in "
        "words ('this twelfth day of September, A. D. eighteen hundred ninety-three')"
        " and the testimonium refers back to it; decoys: the recited tax deed of December 3, 1889 "
        "by the County Treasurer (no party), the acknowledgment of September 13, the commission expiry and the "
        "filing of September 18, 1893. Ditch stock goes with the land. One tract of two forties in Section 29.")),
    doc(17, "trap", "MN", "Kandiyohi", "kandiyohi_satisfaction_solheim.txt", lab(
        "mortgage_release", ["EINAR M. SOLHEIM", "GUNHILD SOLHEIM"], ["THE KANDIYOHI COUNTY SAVINGS BANK"],
        "1938-02-28", [plss(10, "120N", "34W", "E/2 NW/4, NE/4 SW/4", "Kandiyohi", "MN", meridian="5th PM")],
        False, None,
        "Trap: the release is made at the request and for the benefit of the present owners, Anton R. and Sigrid "
        "Lundquist, who bought under a contract for deed and paid the debt; the release says they are not the "
        "mortgagors and not parties, and no assignment passes to them. Grantor side: the mortgagors Solheim; "
        "grantee side: the releasing bank. Governing date is the testimonium 'this 28th day of February, 1938'; "
        "decoys: the mortgage of April 4, 1931, its due date April 4, 1936, the contract of October 1, 1936, the "
        "acknowledgment of March 1, 1938 and the filing of March 4.")),
    doc(18, "ordinary", "KS", "Barber", "barber_ratification_hammerlund.txt", lab(
        "lease_ratification", ["WILBUR E. HAMMERLUND", "NOREEN HAMMERLUND"], ["GYP HILLS EXPLORATION, INC."],
        "1977-06-14", [plss(15, "32S", "13W", "SW/4", "Barber", "KS", acres=160.0, meridian="6th PM")], False, None,
        "Kansas ratification by later purchasers of a mineral interest, with WHEREAS recitals and lease-let words. "
        "The ratifying owners (husband and wife) and the lessee are the parties; the original lessor Delmer G. "
        "Ruttledge is named only in recitals of the lease and of the mineral deed. Governing date 'Executed this "
        "14th day of June, 1977'; decoys: the lease of January 6, 1975, the mineral deed of August 2, 1976, the "
        "acknowledgment, appointment expiry and the filing of June 20, 1977.")),
    doc(19, "ordinary", "OK", "McClain", "mcclain_swd_redbud_okonkwo.txt", lab(
        "special_warranty_deed", ["REDBUD VALLEY PROPERTIES, INC."], ["TRAVIS M. OKONKWO", "KIMBERLY D. OKONKWO"],
        "2015-10-30", [plss(19, "9N", "4W", "W/2 NE/4", "McClain", "OK", acres=80.0, meridian="Indian")], True, None,
        "Oklahoma corporate special warranty deed (warranty only against those claiming by, through or under the "
        "grantor) to husband and wife as joint tenants. The president signs for the corporation and is no party. "
        "Governing date 'Signed and delivered this 30th day of October, 2015'; decoys: 2015 taxes, the "
        "acknowledgment (same day, taken in Cleveland County), commission expiry 02/17/2019 and the commission "
        "number. Minerals previously reserved by others are excepted, but the grantor reserves nothing itself.")),
    doc(20, "trap", "AR", "Columbia", "columbia_heirship_taliaferro.txt", lab(
        "affidavit_of_heirship", ["CORNELIA MAE TALIAFERRO, DECEASED"],
        ["ROSCOE E. TALIAFERRO", "WINNIFRED TALIAFERRO DUPREE"], "1968-03-15",
        [plss(20, "17S", "20W", "NW/4", "Columbia", "AR", meridian="5th PM")], False, None,
        "Trap: the decedent never married and left no descendants or parents, so her brother and sister are her "
        "heirs. The sister survived her and then died testate, leaving everything to her husband Bennett L. "
        "Dupree, who takes only as the sister's devisee and, as paragraph 5 says, is not an heir of the decedent: "
        "he is no party here, and the sister stays an heir. The disinterested affiant and the brother's "
        "confirmation line are no parties beyond the brother's heirship. Governing date 'Dated this 15th day of "
        "March, 1968' (the jurat is the same day); decoys: deaths of 1966 and 1967 and the filing of March 19.")),
    doc(21, "ordinary", "MI", "Grand Traverse", "grand_traverse_trustees_deed.txt", lab(
        "deed", ["GRETCHEN A. VANDERHOOF, TRUSTEE", "PAUL J. VANDERHOOF, TRUSTEE"],
        ["LUCIAN D. ABERNATHY", "SOPHIA ABERNATHY"], "1999-08-06",
        [{"identity_phrase": "LOT 14 BLK 2 HERON POINT SHORES, GRAND TRAVERSE COUNTY, MI", "system": "lot_block",
          "lot": "14", "block": "2", "subdivision": "Heron Point Shores", "county": "Grand Traverse",
          "state": "MI"}], True, None,
        "Michigan trustees' deed: co-trustees of a revocable trust convey under the trust's power of sale and give "
        "no general warranty (category deed). The trust acts by both trustees, labelled with TRUSTEE. Grantees "
        "take as tenants by the entirety. Governing date 'Dated: August 6, 1999'; decoys: the trust agreement "
        "dated June 4, 1991 inside the trust's name, the 1967 land division act, the commission expiry, transfer "
        "tax and the recording of August 10, 1999. The drafting attorney is no party.")),
    doc(22, "trap", "NV", "Elko", "elko_quitclaim_blue_jay_lode.txt", lab(
        "quitclaim_deed", ["JOSIAH T. MCCREEDY"], ["ROYAL ARCH CONSOLIDATED MINES COMPANY"], "1907-05-21",
        [{"identity_phrase": "BLUE JAY LODE MINING CLAIM (UNPATENTED), TUSCARORA MINING DISTRICT, ELKO COUNTY, NV",
          "system": "other", "acres": 20.66, "county": "Elko", "state": "NV"}], True, None,
        "Trap: a quitclaim of an unpatented lode mining claim, known only by its name, district and the "
        "location notice; no section, township or range is given, so the tract is 'other' with its 20.66 acres. "
        "The claim's name 'Blue Jay' is no party (the deed says so). Governing date: premises in words ('the "
        "twenty-first day of May, in the year one thousand nine hundred and seven'); decoys: the location posted "
        "June 9, 1903 and recorded July 2, 1903, the acknowledgment of May 22, 1907 and the filing of May 27, "
        "1907. Treated as a fee instrument as DOMAIN's table puts quitclaims.")),
    doc(23, "ordinary", "SD", "Harding", "harding_pipeline_easement_hofstad.txt", lab(
        "right_of_way", ["ELDON C. HOFSTAD", "MARILYN J. HOFSTAD"], ["SHORT PINE GATHERING, LLC"], "2014-04-14",
        [plss(26, "19N", "4E", "S/2 N/2, N/2 SW/4", "Harding", "SD", meridian="Black Hills")], False, None,
        "South Dakota pipeline right-of-way easement with depth, damages, gates and abandonment clauses. Husband and "
        "wife grant; the gathering company is grantee. Governing date 'EXECUTED this 14th day of April, 2014'; "
        "decoys: the plat Exhibit A dated March 3, 2014, the five-year abandonment period, the acknowledgment and "
        "the commission expiry 12/09/2019. The land is under a township header naming the Black Hills Meridian; "
        "one tract with two parts in Section 26.")),
    doc(24, "ordinary", "MS", "Jasper", "jasper_lease_bynum.txt", lab(
        "oil_gas_lease", ["LUTHER C. BYNUM", "MATTIE LEE BYNUM"], ["PASCAGOULA BASIN OIL COMPANY"], "1971-08-19",
        [plss(25, "1N", "12E", "S/2 SE/4, SE/4 SW/4", "Jasper", "MS", acres=120.0)], False, None,
        "Mississippi paid-up oil, gas and mineral lease with numbered clauses. Governing date is the premises "
        "'made and entered into this 19th day of August, 1971' (the testimonium refers back to it); decoys: the "
        "ten-year primary term, the acknowledgment of August 20, 1971, the commission expiry June 6, 1974 and the "
        "filing of August 24. No meridian is written; township and range carry their directions. Husband and wife "
        "are both lessors.")),
    doc(25, "trap", "NM", "Lea", "lea_royalty_deed_velarde.txt", lab(
        "royalty_deed", ["RAMONA QUINTANA VELARDE"], ["ALAMOSA ROYALTY FUND, LTD."], "1987-11-17",
        [plss(9, "17S", "32E", "SE/4", "Lea", "NM", acres=160.0, meridian="NMPM")], False, None,
        "Trap: the grantor is introduced with an also-known-as name, a former name and a d/b/a ranch name; the "
        "deed says they are one owner, so there is one grantor (the ranch is no second party). The deed takes "
        "effect only on delivery, 'and the date of delivery shall be its effective date'; the Delivery Receipt "
        "signed by the grantee gives November 17, 1987, which governs over the signing and acknowledgment of "
        "November 2, 1987 and the filing of November 23. The general partner and its president sign the receipt "
        "for the grantee and are no parties.")),
    doc(26, "ordinary", "LA", "Acadia", "acadia_lease_thibodeaux.txt", lab(
        "oil_gas_lease", ["ALCIDE J. LANDENEAU", "ODILE GUIDRY LANDENEAU"], ["BAYOU PLAQUEMINE PRODUCTION COMPANY"],
        "1951-10-26", [plss(17, "9S", "1W", "NE/4 NW/4, N/2 NE/4", "Acadia", "LA", acres=120.0, meridian="Louisiana")],
        False, None,
        "Louisiana lease passed before a notary and two witnesses. The husband appears 'whose only marriage is "
        "to Odile Guidry' and the wife appears as a co-lessor (both labelled; the first mention of her maiden "
        "name is a marital description, not a party). Governing date is the opening 'on this 26th day of "
        "October, 1951', adopted by 'THUS DONE AND SIGNED ... on the day, month and year first written'; "
        "decoys: the one-year rental date, the five-year term and the filing of November 1, 1951. Acadia Parish.")),
    doc(27, "trap", "WY", "Campbell", "campbell_ratification_trimble.txt", lab(
        "lease_ratification", ["HOWARD B. TRIMBLE", "ESTELLE M. TRIMBLE"],
        ["ANTELOPE DRAW OIL COMPANY", "PUMPKIN BUTTES PARTNERS"], "1979-02-10",
        [plss(14, "50N", "71W", "N/2 NE/4, SE/4 NE/4", "Campbell", "WY", meridian="6th PM")], False, None,
        "Trap: the ratification runs to the present lessees by assignment (75% and 25%); the original lessee "
        "Powder River Lease Brokers, Inc. 'retains no interest' and is named only to identify the lease, and the "
        "lessor Ivan R. Delacroix is named only in recitals. Governing date: the ratification is expressly "
        "'effective as of the date of the Lease, February 10, 1979', which governs over its execution of January "
        "18, 1983; other decoys are the mineral deed of July 7, 1981, the commission expiry and the receipt for "
        "record of January 25, 1983.")),
    doc(28, "ordinary", "ND", "Stutsman", "stutsman_wd_myrdal.txt", lab(
        "warranty_deed", ["OLE J. MYRDAL", "INGEBORG MYRDAL"], ["HENRY W. FENSTERMACHER"], "1912-04-08",
        [plss(34, "141N", "65W", "SE/4", "Stutsman", "ND", acres=160.0, meridian="5th PM")], True, None,
        "North Dakota indenture-form warranty deed of 1912 with a deed-record page header added by the scan. "
        "Husband and wife are both grantors. Governing date is the premises 'Made the "
        "8th day of April, A. D. 1912', adopted by the "
        "testimonium; decoys: taxes for the year 1912, the acknowledgment of April 9, the commission expiry and "
        "the filing of April 11, 1912. The notary also signs as a witness and is no party.")),
    doc(29, "ordinary", "WY", "Natrona", "natrona_wd_ashworth.txt", lab(
        "warranty_deed", ["CLYDE R. ASHWORTH", "BEULAH N. ASHWORTH"], ["HOMER F. DILLINGHAM"], "1948-05-17",
        [plss(6, "34N", "82W", "S/2 N/2", "Natrona", "WY", lots=("1", "2", "3", "4"), meridian="6th PM"),
         plss(7, "34N", "82W", "N/2 NE/4", "Natrona", "WY", meridian="6th PM")], True,
        "Grantors reserve an undivided 1/2 of the oil, gas and other minerals, with ingress and egress.",
        "Wyoming statutory 'CONVEY AND WARRANT' deed with the homestead waiver and the wife's separate examination "
        "in the acknowledgment. Both spouses are grantors. Governing date 'Dated this 17th day of May, 1948'; "
        "decoys: 1948 taxes, a grazing lease expiring November 1, 1949 (its lessee is no party), the "
        "acknowledgment of May 18, commission expiry and the filing of May 21, 1948. Two sections under one "
        "township header, two tracts; 400.12 acres is only a total, so no acres per tract.")),
    doc(30, "trap", "OK", "Blaine", "blaine_correction_deed_county.txt", lab(
        "correction_deed", ["MYRTLE V. HOLLINGSHEAD"], ["ARLO D. PENNYBACKER", "CLARA PENNYBACKER"], "1930-02-21",
        [plss(28, "15N", "11W", "NW/4", "Blaine", "OK", acres=160.0, meridian="Indian")], True, None,
        "Trap: a correction deed whose only correction is the county: the former deed of December 6, 1929 put "
        "the land 'by mistake' in Kingfisher County; the land lies in Blaine County, where this deed is recorded. "
        "Kingfisher County is named only as the error and is no tract. Governing date 'Signed and delivered this "
        "21st day of February, 1930'; decoys: the corrected deed's date and recording, the acknowledgment (same "
        "day), the commission expiry and the filing of February 24, 1930. A widow, sole grantor.")),
    doc(31, "ordinary", "LA", "Claiborne", "claiborne_mineral_sale_mcwhorter.txt", lab(
        "mineral_deed", ["ELIAS T. MCWHORTER"], ["DUBACH ROYALTY SYNDICATE, INC."], "1936-12-11",
        [plss(32, "22N", "6W", "SW/4 NE/4, SE/4 NW/4", "Claiborne", "LA", acres=80.0, meridian="Louisiana")],
        False, None,
        "Louisiana notarial sale of an undivided 1/2 of the minerals (a mineral servitude), so mineral_deed. The "
        "wife intervenes only to declare that the land is her husband's separate property and claims nothing: not "
        "labelled. The purchaser's president signs for it. Governing date is the opening in words 'on this 11th "
        "day of December, in the year of our Lord nineteen hundred and thirty-six', adopted by 'THUS DONE AND "
        "PASSED'; the filing of December 14, 1936 is a decoy. Claiborne Parish.")),
    doc(32, "trap", "IN", "Dubois", "dubois_partition_stegemoller.txt", lab(
        "partition_deed", ["ARTHUR L. STEGEMOLLER", "WALTER J. STEGEMOLLER", "GERALDINE STEGEMOLLER KRAUS"],
        ["ARTHUR L. STEGEMOLLER", "WALTER J. STEGEMOLLER", "GERALDINE STEGEMOLLER KRAUS"], "1958-04-02",
        [plss(20, "1S", "4W", "NE/4 SW/4, NW/4 SW/4, S/2 SW/4", "Dubois", "IN", meridian="2nd PM")], True, None,
        "Trap: a partition among two brothers and the widow of a third, who holds his third as sole devisee "
        "(the dead brother and the father are named only in recitals). Her second husband joins only to release "
        "his inchoate interest: no party. The premises date is a blank form line ('this ____ day of ______, "
        "1958'); the parties sign on March 14 and April 2, 1958, so the last signature date governs; the "
        "acknowledgments of March 14 and April 3 and the 1954 probate are decoys. All three allotments lie in "
        "Section 20, one tract.")),
    doc(33, "ordinary", "NM", "Eddy", "eddy_assignment_caprock_pecos.txt", lab(
        "lease_assignment", ["CAPROCK ESCARPMENT OIL & GAS, INC."], ["PECOS DRAW OPERATING, LLC"], "2003-07-01",
        [plss(35, "19S", "26E", "N/2 SE/4, SE/4 SE/4", "Eddy", "NM", acres=120.0, meridian="NMPM")], False,
        "Assignor reserves an overriding royalty equal to 20% less existing lease burdens.",
        "New Mexico assignment with a field block identifying the lease (Lessor, Lessee, Lease Date, Recorded, "
        "Lands). The lessors Arreguin are named only in the field block and are no parties. Governing date: the "
        "assignment is effective as of the 1st day of July, 2003 at 7:00 a.m.; decoys: the lease date September "
        "3, 2001, execution July 24, 2003, the acknowledgment, commission expiry and the recording of August 1, "
        "2003. The override is the reservation.")),
    doc(34, "ordinary", "IL", "Clay", "clay_release_hagedorn.txt", lab(
        "lease_release", ["FLOYD E. SCHNARR", "IDA MAE SCHNARR"], ["VIRGIL O. HAGEDORN"], "1941-01-21",
        [plss(11, "4N", "6E", "W/2 NW/4, NW/4 SW/4", "Clay", "IL", acres=120.0, meridian="3rd PM")], False, None,
        "Illinois release by an individual lessee who 'remise, release, surrender and forever quitclaim' to the "
        "lessors, with a request to the recorder to cancel the lease on the margin. Lessors are the grantor "
        "side, the releasing lessee the grantee side. Governing date 'this 21st day of January, A. D. 1941'; "
        "decoys: the lease of April 2, 1938, rentals paid to April 2, 1940, the acknowledgment of January 22 taken "
        "in Richland County, the commission expiry and the filing of January 27, 1941.")),
    doc(35, "trap", "CA", "El Dorado", "el_dorado_placer_patent.txt", lab(
        "patent", ["UNITED STATES OF AMERICA"], ["PHINEAS W. LATOURETTE", "GIDEON R. ASHBY"], "1886-07-19",
        [plss(10, "11N", "9E", "NE/4 NW/4", "El Dorado", "CA", acres=40.0, meridian="Mount Diablo")], True,
        "Excepts every vein or lode of quartz or other rock in place known to exist at the date of the patent; subject to vested water rights.",
        "Trap: a placer mining patent on a mineral certificate, the claim conforming to a legal subdivision, so "
        "the tract is PLSS (the NE/4 NW/4 of Section 10). The 'Silver Bell Placer Mining Claim' is the claim's "
        "name, not a company (the patent says so). The United States is the grantor; the President, Secretary and "
        "Recorder lines are blank officials. Governing date is the testimonium in words ('the nineteenth day of "
        "July, A. D. one thousand eight hundred and eighty-six'); decoys: the Act of May 10, "
        "1872 and the county filing of September 4, 1886.")),
    doc(36, "ordinary", "SD", "Hutchinson", "hutchinson_mortgage_reimer.txt", lab(
        "deed_of_trust", ["JOHANN P. REIMER", "KATHARINA REIMER"], ["THE MENNO STATE BANK"], "1924-03-01",
        [plss(8, "99N", "57W", "SW/4", "Hutchinson", "SD", acres=160.0, meridian="5th PM")], False, None,
        "South Dakota real estate mortgage of 1924 (a mortgage is deed_of_trust in DOMAIN's vocabulary) with a "
        "power of sale and homestead waiver. Mortgagors husband and wife; mortgagee a state bank. Governing date "
        "is the premises 'Made this 1st day of March, A. D. 1924'; decoys: the note payable March 1, 1929, the "
        "annual interest dates, the acknowledgment (same day), the commission expiry and the filing of March 3, "
        "1924. The notary also witnesses and is no party.")),
    doc(37, "trap", "WA", "Adams", "adams_decree_terminating_joint_tenancy.txt", lab(
        "probate", ["CORNELIUS A. VAN DER WAAL, DECEASED"], ["CHRISTINA VAN DER WAAL"], "1964-10-16",
        [plss(35, "16N", "33E", "N/2", "Adams", "WA", acres=320.0, meridian="Willamette")], False, None,
        "Trap: a superior court decree terminating a joint tenancy on the death of one joint tenant: the decedent "
        "is the grantor side and the surviving joint tenant the grantee side (probate category; she takes as "
        "survivor, not as heir). The grantors of the recited 1951 deed, the attorney, judge and clerk are no "
        "parties. Governing date: 'DONE IN OPEN COURT and signed this 16th day of October, 1964'; decoys: death "
        "June 27, petition filed September 14, hearing October 9, entry October 19, the clerk's certificate of "
        "October 22 and the recording of October 23, 1964.")),
    doc(38, "ordinary", "MO", "Saline", "saline_deed_of_release_greenleaf.txt", lab(
        "mortgage_release", ["HORACE J. GREENLEAF", "VERONA GREENLEAF"], ["THE CITIZENS SAVINGS BANK OF MARSHALL"],
        "1953-09-09", [plss(26, "51N", "21W", "E/2 SE/4", "Saline", "MO", acres=80.0, meridian="5th PM")], False, None,
        "Missouri deed of release of a deed of trust, signed by the noteholder bank and by the trustee. The "
        "grantors of the deed of trust are the grantor side, the releasing holder of the note the grantee side; "
        "the deed-of-trust trustee Elmer T. Bosworth joins as releasor but is never labelled, nor is the cashier. "
        "Governing date 'this 9th day of September, 1953' in the testimonium; decoys: the deed of trust of "
        "January 2, 1946, the note due five years after date, the term expiry and the filing of September 11.")),
    doc(39, "ordinary", "NE", "Hitchcock", "hitchcock_heirship_pflughaupt.txt", lab(
        "affidavit_of_heirship", ["DALE R. PFLUGHAUPT, DECEASED"],
        ["SHARON K. PFLUGHAUPT", "KEVIN D. PFLUGHAUPT", "JANELLE PFLUGHAUPT ARMENDARIZ"], "2005-03-15",
        [plss(24, "2N", "33W", "NE/4", "Hitchcock", "NE", meridian="6th PM")], False, None,
        "Nebraska heirship affidavit by the decedent's former pastor, a disinterested affiant (not labelled). The "
        "heirs are the surviving wife and the two children (numbered paragraphs). Governing date 'Dated: March "
        "15, 2005'; decoys: death January 4, 2004, the jurat of March 16, 2005, the commission expiry 10-12-2008 "
        "and the recording of March 21, 2005. Death in Red Willow County while resident of Hitchcock County; the "
        "land is in Hitchcock County.")),
    doc(40, "trap", "FL", "Suwannee", "suwannee_affidavit_of_identity.txt", lab(
        "other", ["WILLARD EUGENE TOOMBS"], [], "2022-02-07",
        [plss(13, "3S", "14E", "SE/4 NW/4", "Suwannee", "FL", meridian="Tallahassee")], None, None,
        "Trap: an 'Affidavit of Identity (One and the Same Person)' that conveys, releases and encumbers nothing "
        "(paragraph 4), so `other`. Its one party is the owner who swears to his identity; 'W. E. Toombs', 'Gene "
        "Toombs' and the tax roll's 'Willard E. Toombs, Jr.' are his other names, not further parties, and he "
        "denies ever being a JR. The grantor of the recited 1977 deed and the father are no parties. Governing "
        "date 'Dated this 7th day of February, 2022'; decoys: the recited deed and lease dates, the jurat of "
        "February 8, the commission expiry and the recording of 2/14/2022.")),
]

_NOISE = {
    3: light("Roosevelt", "Elida"), 6: light("Kimball", "Cheyenne", "Sidney"), 11: light("Richland", "Lone", "Rock"),
    14: light("Williams", "Minot"), 18: light("Barber"), 24: light("Jasper", "Heidelberg"),
    28: light("Stutsman", "Barnes", header=("DEED RECORD 64   STUTSMAN COUNTY, N. D.   PAGE {page}", 219)),
    36: light("Hutchinson", "Menno"),
    8: medium("Tuscaloosa", "Huntsville"), 16: medium("Larimer", "Boulder"), 26: medium("Acadia", "Crowley"),
    31: medium("Claiborne", "Homer", "Lincoln"), 38: medium("Saline", "Marshall"),
    12: light("Richland", "Yellowstone"), 22: light("Elko", "Tuscarora", "Blue", "Jay", "Lode"),
    5: medium("Cherokee", "Buena", "Vista", "Clement", "Brinkerhoff"),
}
for _d in DOCS:
    _d["noise"] = _NOISE.get(int(_d["id"][3:]))
