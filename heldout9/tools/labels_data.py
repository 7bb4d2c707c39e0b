"""Labels and the OCR-damage plan of heldout9 (kept aside: see ../README.md).

DOCS holds one entry per instrument: id, file_name, state, county, labels (the realdocs label format,
written from the clean text src/<id>.txt as a careful title examiner reads it) and noise (None, or
{level 1-3, protect: extra words the random pass must leave readable, replace: hand-placed (old, new)
damage, header: (format, first page) or None}) for heldout3's noise.py. Standard library only.
"""

FEE = {
    "patent": True, "warranty_deed": True, "special_warranty_deed": True, "quitclaim_deed": True, "deed": True,
    "correction_deed": True, "partition_deed": True, "mineral_deed": False, "royalty_deed": False,
    "oil_gas_lease": False, "lease_assignment": False, "lease_release": False, "lease_ratification": False,
    "affidavit_of_heirship": False, "probate": False, "deed_of_trust": False, "mortgage_release": False,
    "right_of_way": False, "other": None,
}

LAND_WORDS = ["Section", "Sections", "Township", "Range", "North", "South", "East", "West", "Quarter",
              "Abstract", "Survey", "Block", "Lot", "Lots", "Meridian", "Principal"]


def P(phrase, sec, twp, rng, aliq=None, lots=(), mer=None, acres=None):
    t = {"identity_phrase": phrase, "system": "plss", "section": str(sec), "township": twp, "range": rng,
         "meridian": mer, "aliquots": aliq, "lots": [str(x) for x in lots]}
    if acres is not None:
        t["acres"] = acres
    return t


def TX(phrase, survey=None, abstract=None, section=None, block=None, aliq=None, acres=None):
    t = {"identity_phrase": phrase, "system": "texas_survey", "survey": survey, "abstract": abstract,
         "section": section, "block": block, "aliquots": aliq}
    if acres is not None:
        t["acres"] = acres
    return t


def LB(phrase, lot, block, subdivision, acres=None):
    t = {"identity_phrase": phrase, "system": "lot_block", "lot": str(lot), "block": str(block),
         "subdivision": subdivision}
    if acres is not None:
        t["acres"] = acres
    return t


def MB(phrase, acres=None, sec=None, twp=None, rng=None, system="metes_bounds", **extra):
    t = {"identity_phrase": phrase, "system": system}
    if sec is not None:
        t.update(section=str(sec), township=twp, range=rng)
    if acres is not None:
        t["acres"] = acres
    t.update(extra)
    return t


def noise(level, protect=(), replace=(), header=None, land=False):
    return {"level": level, "protect": list(protect) + (LAND_WORDS if land else []),
            "replace": [list(p) for p in replace], "header": list(header) if header else None}


DOCS = []


def doc(did, state, county, cat, grantors, grantees, date, tracts, reservations, notes, nz=None, file_name=None):
    for t in tracts:
        t["county"], t["state"] = county, state
    DOCS.append({
        "id": did, "file_name": file_name or f"{did}.pdf", "state": state, "county": county,
        "labels": {"doc_category": cat, "grantors": grantors, "grantees": grantees, "governing_date": date,
                   "tracts": tracts, "conveys_fee": FEE[cat], "reservations": reservations, "notes": notes},
        "noise": nz,
    })

doc("d901", "TX", "Reeves", "oil_gas_lease",
    ["OTTILIE MARGUERITE FENSTERWALD", "LAMAR QUINCY HATCHELL", "VADA JO HATCHELL"],
    ["ARDMOOR PETROLEUM ASSOCIATES"], "1953-07-14",
    [TX("All of Section Fourteen (14), Block Fifty-seven (57), Township Five (5), T. & P. Ry. Co. Survey, Abstract No. 4471",
        survey="T. & P. Ry. Co.", abstract="4471", section="14", block="57", acres=640),
     TX("The North One-half (N/2) of Section 23, Block C-19, Public School Land, Abstract No. 5120",
        survey="Public School Land", abstract="5120", section="23", block="C-19", aliq="N/2", acres=320)],
    None,
    "Printed blue form whose parties appear only in numbered ITEM fields (two lessor items, one a husband and wife "
    "who are both named as lessor, so both are labelled; the lessee a joint venture). The body calls them only 'the "
    "persons named in Items 1 and 2'. Dates: a recital of an expired 1946 lease (dated March 2, 1946, expired March "
    "2, 1951) to another lessee, the execution line 'Dated: the 14th of July, 1953' near the end and a later "
    "acknowledgment of July 22, 1953; the Dated line governs. Two Texas tracts: a T&P railway section with block, "
    "township and abstract, and a public school land half-section with an alphanumeric block. Medium OCR damage "
    "with a repeated page header.",
    nz=noise(2, header=("REEVES COUNTY OIL & GAS RECORDS  VOL. 112  PAGE {page}", 318)))

doc("d902", "OK", "Woods", "oil_gas_lease",
    ["KENDRA LYNN OSTERHOUT", "MARVELLA OSTERHOUT PRINCE"],
    ["SANDHILL CRANE OIL PRODUCERS, INC."], "1981-11-03",
    [P("The SE¼ of Sec. 22-27N-16W", 22, "27N", "16W", "SE/4", mer="Indian"),
     P("Lots Three (3) and Four (4) and the E/2 SW/4 of Section 19, Township 27 North, Range 15 West of the Indian Meridian",
       19, "27N", "15W", "E/2 SW/4", lots=[3, 4], mer="Indian")],
    None,
    "A guardian's lease: the lessor is the minor ward (the guardian Delbert Ray Osterhout acts for her and, like an "
    "attorney in fact, is not labelled) together with an adult co-owner dealing in separate property (no spouse is "
    "named). Dates: the court order authorizing the lease (October 20, 1981) is a recital; the rental deadline "
    "November 3, 1982 is a trap; the only execution date is the bare 'Dated: 11/03/1981' line in numeric form; the "
    "acknowledgment is November 9, 1981 and the commission expiry 6-1-1984. Land in two notations: a hyphen chain "
    "'Sec. 22-27N-16W' and a long form with lots; the ranges differ (16W and 15W). Light OCR damage.",
    nz=noise(1))

doc("d903", "ND", "McKenzie", "oil_gas_lease",
    ["RUTH ANNIKA HALVORSEN", "GUNNAR ELLING TVEIT", "SOLVEIG MARIE TVEIT"],
    ["STONEGATE BAKKEN PARTNERS, LLP"], "2013-05-01",
    [P("Section 7: Lots 1, 2, E½NW¼", 7, "150N", "98W", "E/2 NW/4", lots=[1, 2], mer="5th P.M."),
     P("Section 18: NE¼", 18, "150N", "98W", "NE/4", mer="5th P.M.")],
    None,
    "E-recorded modern lease. The cover sheet indexes the parties in 'SURNAME, GIVEN' order and carries a submission "
    "stamp with a clock time (05/28/2013 10:42:17 AM); the labels use natural order. The lessors are tenants in "
    "common (a widow and a husband and wife, both spouses named as lessors); the lessee is an LLP. Dates: an "
    "Effective Date paragraph (May 1, 2013) earlier than both signature-date fields (05/14/2013, 05/20/2013) and "
    "the acknowledgments; the effective date governs. Township and range written once above a section table with "
    "two sections. Medium OCR damage.",
    nz=noise(2, land=True))

doc("d904", "KS", "Barber", "oil_gas_lease",
    ["UNIFIED SCHOOL DISTRICT NO. 487, BARBER COUNTY, KANSAS"],
    ["GYP HILLS DRILLING PARTNERS"], "1964-03-02",
    [P("All of the NW/4 and the N/2 of the SW/4 of Section 16, Township 33 South, Range 12 West of the Sixth Principal Meridian",
       16, "33S", "12W", "NW/4, N/2 SW/4", mer="6th P.M.", acres=240),
     P("The SE quarter of the SE quarter of Section 9 in said Township and Range", 9, "33S", "12W", "SE/4 SE/4",
       mer="6th P.M.", acres=38)],
    None,
    "The lessor is a school district, 'a body corporate and politic', acting by its Board of Education; the board "
    "president and clerk who sign are officers and are not labelled. The lessee is a partnership whose two partners "
    "are named in the granting clause: the partnership alone is the party. Dates: the governing date is only in the "
    "caption ('dated the 2nd day of March, 1964'); the board resolution of February 10, 1964 is a recital, the "
    "acknowledgment is March 5, 1964 and the notary's appointment expiry 1966. The second tract says 'in said "
    "Township and Range' and excepts two acres inside the quarter-quarter (no tract). Heavy OCR damage; land words "
    "protected, but the first tract's township is hand-damaged to 'Towuship 33 Soutb', which an examiner still reads "
    "as Township 33 South.",
    nz=noise(3, replace=[("Township 33 South", "Towuship 33 Soutb")], land=True))

doc("d905", "CO", "Weld", "oil_gas_lease",
    ["HARRIET MAE QUAYLE", "NORBERT AMES QUAYLE"],
    ["FRONT RANGE MINERAL PARTNERS, L.C."], "1998-04-23",
    [P("The West Half of the Northeast Quarter (W1/2 NE1/4) of Section 19, Township 5 North, Range 66 West of the 6th P.M.",
       19, "5N", "66W", "W/2 NE/4", mer="6th P.M."),
     LB("Lot 3, Block 2, Kestrel Ridge Subdivision, First Filing", 3, 2, "Kestrel Ridge Subdivision, First Filing"),
     LB("Lot 4, Block 2, Kestrel Ridge Subdivision, First Filing", 4, 2, "Kestrel Ridge Subdivision, First Filing")],
    None,
    "A protected person leasing by her conservator, who also leases his own one-fourth: the protected person is "
    "labelled (the conservator acting for her is not a party in that capacity) and the conservator is labelled once "
    "by name for his own interest. The lessee is a Utah 'L.C.'. Dates: the execution date is written wholly in words "
    "('twenty-third day of April, in the year Nineteen Hundred Ninety-Eight'); the court order of March 16, 1998 is a "
    "recital, the acknowledgment is April 30, 1998 and the commission expiry 10/04/2001. Land: an aliquot of a "
    "section with a platted subdivision excepted, plus two lots of that subdivision (one lot and block tract each). "
    "Clean text.")
doc("d906", "AL", "Choctaw", "oil_gas_lease",
    ["THE TOMBIGBEE VALLEY & GULF RAILROAD COMPANY"], ["PINE BARREN PETROLEUM CORPORATION"], "1951-10-09",
    [P("the South Half of the Northwest Quarter and the Northeast Quarter of the Southwest Quarter of Section Twenty-six (26), Township Eleven (11) North, Range Two (2) West, St. Stephens Meridian",
       26, "11N", "2W", "S/2 NW/4, NE/4 SW/4", mer="St. Stephens"),
     P("all that part of the fractional Northeast Quarter of Section Thirty-five (35) in said Township and Range lying east of Okatuppa Creek",
       35, "11N", "2W", "NE/4", mer="St. Stephens")],
    None,
    "The land comes first, under its own heading, and the parties only afterwards ('The lands above described are "
    "leased by ... unto ...'); the lessor is a railroad company called 'the Railroad' and the lessee 'the Operator', "
    "not lessor and lessee. Officers who sign (president, secretary, vice president) are not parties. Dates: the "
    "testimonium 'Executed in duplicate this 9th day of October, 1951' governs; the corporate acknowledgment is "
    "October 15, 1951. Land: St. Stephens Meridian; the second tract is the part of a fractional quarter lying east "
    "of a creek, labelled as that quarter in 'said Township and Range'. Light OCR damage.",
    nz=noise(1))

doc("d907", "NY", "Allegany", "deed",
    ["ALONZO PETTIBONE, EXECUTOR", "LUCRETIA WHITCOMB, EXECUTRIX"], ["EZEKIEL HORNBLOWER DUNSMORE"], "1902-03-14",
    [MB("part of Great Lot Number Forty-one (41) in the Fourth Range of Townships of the Holland Land Company's Survey ... containing forty-seven and one-half acres",
        acres=47.5)],
    None,
    "An executors' deed from a deed book: the estate of the decedent conveys through its executor and executrix "
    "(the widow), who are the grantors in their office (labelled with the capacity word; the decedent and the "
    "earlier grantor Horatio G. Spaulding are recital names). The deed covenants only against the grantors' own "
    "acts, so it is a plain deed. Dates: execution written in words in the premises ('the fourteenth day of March, "
    "in the year of our Lord one thousand nine hundred and two'); probate of the will 1900 and the 1881 source deed "
    "are recitals; the acknowledgment March 17, 1902 and the recording line with a clock time (March 20th, 1902, 2 "
    "o'clock P.M.) are later. Land: New York metes and bounds in chains and links inside a Holland Land Company great "
    "lot, no PLSS; acreage in words. Medium OCR damage with a repeated deed-book header.",
    nz=noise(2, header=("ALLEGANY COUNTY  --  LIBER 212 OF DEEDS  --  {page}", 338)))

doc("d908", "IN", "Gibson", "deed",
    ["VIRGIL AMOS STOTTLEMYER, RECEIVER"], ["CLETUS HARGROVE AMBLER", "WILBUR DEAN AMBLER"], "1933-06-06",
    [LB("Lot Numbered Seven (7) ... in Block Numbered Three (3), in Harmony Heights Addition to the City of Oakland City", 7, 3, "Harmony Heights Addition"),
     LB("the West Half of Lot Numbered Eight (8), in Block Numbered Three (3), in Harmony Heights Addition", 8, 3, "Harmony Heights Addition"),
     LB("Lot Numbered Twelve (12) in Block Numbered Nine (9) in the Original Plat of the Town (now City) of Oakland City", 12, 9, "Original Plat of Oakland City")],
    None,
    "A receiver's deed: the receiver of a failed bank conveys in his office under court orders, like a sheriff or "
    "special commissioner, and is the grantor (the bank whose title he sells, the judge who approves the form, the "
    "notary and the drafting attorney are not labelled). Grantees are two brothers as tenants in common. Dates: "
    "order of sale April 18, 1933, confirmation May 27, 1933, appointment January 9, 1932 and taxes 1932/1933 are "
    "recitals; the 'Dated: June 6, 1933' line governs; the judge's approval (same day) and acknowledgment June 7, "
    "1933 and commission expiry are not the governing date. No-warranty receiver's deed, so category deed. Three "
    "lot and block tracts, one a half lot.")

doc("d909", "MN", "Otter Tail", "deed",
    ["LORRAINE EMBLA SKOGSTAD", "DALE ARNFINN SKOGSTAD", "BRITT SKOGSTAD OYLOE", "PETER OYLOE"],
    ["TOBIAS ARNFINN SKOGSTAD"], "2006-08-21",
    [P("Government Lot Two (2) and the Southeast Quarter of the Northwest Quarter (SE 1/4 of NW 1/4) of Section Five (5), Township One Hundred Thirty-four (134) North, Range Forty-one (41) West; AND the South 300 feet of the East 200 feet of the Northeast Quarter of the Southwest Quarter of said Section Five",
       5, "134N", "41W", "SE/4 NW/4, NE/4 SW/4", lots=[2], mer="5th P.M.")],
    None,
    "A gift deed without warranty on a Minnesota conveyancing blank. Four grantors with different capacities and "
    "residences in one long sentence (a widow as surviving joint tenant, a single heir in North Dakota, and a wife "
    "and husband who convey whatever they took under an abandoned contract for deed: the husband is named among the "
    "Grantors without limitation, so he is labelled). The grantee is a UTMA custodianship: the custodial property "
    "vests in the minor, who is labelled; the custodian Maren Johanna Skogstad is a fiduciary and is not. Dates: "
    "the form's 'Date: 08/21/2006' field governs; the 1994 contract for deed is a recital, acknowledgments August "
    "24 and September 2, 2006 and the commission expiry are later. Land: a government lot and quarter-quarter plus a "
    "300 by 200 foot piece of another quarter-quarter of the same section, labelled as one tract with both "
    "aliquots (the stated 71.3 acres covers only the first part, so no acres). Clean text.")

doc("d910", "TX", "Karnes", "mineral_deed",
    ["EUFEMIA BENAVIDES SALCIDO", "ARNULFO SALCIDO", "GRACIELA SALCIDO VILLARREAL", "TOMAS SALCIDO"],
    ["LA PARRITA ROYALTY COMPANY"], "1979-10-01",
    [TX("212.5 acres of land, more or less, out of the Ysidro Benavides Survey, Abstract No. 47", survey="Ysidro Benavides",
        abstract="47", acres=212.5),
     TX("40 acres of land, more or less, out of the Matthias Dreyer Survey, Abstract No. 213", survey="Matthias Dreyer",
        abstract="213", acres=40)],
    "An undivided one-half of the minerals only; subject to existing leases.",
    "Four grantors in one long sentence with different capacities and residences (a widow individually and as "
    "independent executrix, one party labelled by name; a married man with separate property; a married woman "
    "joined 'pro forma' by a husband who claims no interest and is not labelled; a single man). The grantee is a "
    "general partnership. Dates: deeds of 1938 and 1951 in the tract descriptions are recitals; an EFFECTIVE DATE "
    "paragraph with a clock hour (7:00 A.M., first day of October, 1979) governs over 'executed on the dates of the "
    "acknowledgments' (October 16 and 22, 1979). Two named Texas surveys with abstracts and acreage. Medium OCR "
    "damage; the second abstract number is hand-damaged to '2l3', which an examiner still reads as 213.",
    nz=noise(2, replace=[("Abstract No. 213", "Abstract No. 2l3")], land=True))
doc("d911", "OK", "Grady", "mineral_deed",
    ["JEREMIAH TOLBERT QUISENBERRY", "ALMEDA QUISENBERRY"], ["ORVILLE P. SWEARINGEN", "HOLLIS BLEDSOE YANCEY"],
    "1926-02-27",
    [P("NW¼ of NE¼ and N½ of NW¼ of Section 11, T. 6 N., R. 7 W., I. M.", 11, "6N", "7W", "NW/4 NE/4, N/2 NW/4", mer="Indian"),
     P("SW/4 Sec. 2, same Township and Range", 2, "6N", "7W", "SW/4", mer="Indian")],
    "An undivided one-fourth of the minerals only, subject to the 1924 lease.",
    "A 1920s mineral deed form with no execution date anywhere: the premises and the 'Witness our hands' line are "
    "undated, so the acknowledgment (27th day of February, 1926) governs; the 1924 lease date is a recital, the "
    "commission expiry 1928 and the filing stamp with a clock time (Mar. 1, 1926 at 9:15 A.M.) are traps. The wife is "
    "a named grantor who signs by mark (labelled; the witness to the mark, the notary, the clerk and the deputy are "
    "not). Grantees are two men of different towns as tenants in common. The second tract is 'same Township and "
    "Range'. Heavy OCR damage; land words protected; the range of the first tract is hand-damaged to 'R. 7 VV.', "
    "still read as 7 West.",
    nz=noise(3, replace=[("R. 7 W.,", "R. 7 VV.,")], land=True))

doc("d912", "MT", "Richland", "mineral_deed",
    ["LOWER YELLOWSTONE BEET GROWERS COOPERATIVE ASSOCIATION"], ["RALPH GOTTLIEB EGGEBRECHT", "MYRTLE IONE EGGEBRECHT"],
    "1958-11-03",
    [P("Section 4: Lots 3, 4, S½NW¼", 4, "22N", "58E", "S/2 NW/4", lots=[3, 4], mer="Montana Principal"),
     P("Section 9: N½NE¼, SE¼NE¼", 9, "22N", "58E", "N/2 NE/4, SE/4 NE/4", mer="Montana Principal"),
     P("Township 23 North, Range 58 East ... Section 33: SW¼SW¼", 33, "23N", "58E", "SW/4 SW/4", mer="Montana Principal")],
    "Grantor reserves the surface and improvements and a water right; minerals conveyed.",
    "The grantor is a cooperative marketing association acting under a board resolution (October 14, 1958, a "
    "recital); its president and secretary are officers, not parties. Grantees are a husband and wife 'as joint "
    "tenants with right of survivorship' (both labelled). Dates: the execution line is written in words ('DATED at "
    "Sidney, Montana, November Third, Nineteen Fifty-eight'); the acknowledgment is November 5, 1958 and the "
    "commission expiry 1961. Land: a table over two townships with three sections. Light OCR damage.",
    nz=noise(1))

doc("d913", "IA", "Story", "warranty_deed",
    ["ANSEL WILLARD RUTHERFORD", "CLEORA BELLE RUTHERFORD"], ["LLOYD HARMEN TJADEN", "VERNA GEERTJE TJADEN"],
    "1948-12-18",
    [P("The Southwest Quarter (SW¼) of Section Nine (9) ... Township Eighty-four (84) North, Range Twenty-four (24) West of the 5th P.M.",
       9, "84N", "24W", "SW/4", mer="5th P.M."),
     P("the West Half of the Northwest Quarter (W½ NW¼) of Section Sixteen (16)", 16, "84N", "24W", "W/2 NW/4", mer="5th P.M.")],
    None,
    "The grantors are named only in the signature block and the acknowledgment; the body says only 'the undersigned "
    "grantors, husband and wife, whose names are subscribed below' (both spouses are grantors, both labelled; the "
    "dower relinquishment is in addition). Grantees are joint tenants with full rights of survivorship. Dates: the "
    "'Dated: December 18, 1948' line governs; the possession date March 1, 1949, the 1948 crops and taxes, the "
    "acknowledgment December 20, A.D. 1948, the filing stamp with a clock time and the form's 1946 revision year "
    "are traps. The excepted school site and drainage ditch are no tracts. Medium OCR damage.",
    nz=noise(2))

doc("d914", "UT", "Utah", "warranty_deed",
    ["HEBER ASHWORTH PRATT", "SARIAH CRANDALL PRATT", "ELIZA PRATT OPENSHAW"], ["MORONI BIRTWHISTLE FAIRBANKS"],
    "1895-05-02",
    [P("The South half of the Southeast quarter of Section Twenty-seven (27), in Township Six (6) South of Range Two (2) East of the Salt Lake Meridian",
       27, "6S", "2E", "S/2 SE/4", mer="Salt Lake", acres=80),
     LB("Lot Four (4) in Block Sixty-two (62), Plat \"A\", Provo City Survey of Building Lots", 4, 62, "Plat A, Provo City Survey")],
    None,
    "A territorial (pre-statehood) warranty deed copied into a deed book. Three grantors: a husband and wife both "
    "named as parties of the first part and a widowed sister; the grantee is one man. Dates: 'made the 2d day of "
    "May, A.D. 1895' (abbreviated ordinal) governs; the acknowledgment of May 4 and the recording line of May 6th, "
    "A.D. 1895 at 10 o'clock A.M. are later. Land: a half quarter-section in the Salt Lake Meridian with irrigation "
    "stock (no tract) and a city lot in a lettered plat. Medium OCR damage with a repeated deed-book header.",
    nz=noise(2, header=("UTAH COUNTY RECORDS -- BOOK \"T\" OF DEEDS -- PAGE {page}", 119)))

doc("d915", "FL", "Alachua", "warranty_deed",
    ["INVERSIONES PALMAR DEL NORTE, S.A."], ["DESMOND AKINLEYE HOLLOWAY", "PRISCILLA ANNE FAIRCLOTH"], "1987-11-03",
    [LB("Lots 14 and 15, Block C, TUMBLIN CREEK ESTATES, UNIT 2 (Lot 14)", 14, "C", "Tumblin Creek Estates, Unit 2"),
     LB("Lots 14 and 15, Block C, TUMBLIN CREEK ESTATES, UNIT 2 (Lot 15)", 15, "C", "Tumblin Creek Estates, Unit 2")],
    None,
    "The grantor is a Panamanian 'S.A.' signing by its apoderado general (attorney in fact, not labelled); the "
    "grantees are two unmarried people as joint tenants with right of survivorship. The same date is written three "
    "ways: a form field 'Date of instrument: 11/03/1987', the premises 'made the 3rd of November 1987' (both "
    "governing), and an acknowledgment in words two days later ('November Fifth, Nineteen Eighty-Seven'); the "
    "top recording stamp '87 NOV 10 AM 11:02', the taxes for 1988 and the commission expiry "
    "8/19/1990 are traps. Two lots of one block (a lettered block). Light OCR damage.",
    nz=noise(1))
doc("d916", "TX", "Gonzales", "affidavit_of_heirship",
    ["AUGUSTA KLEBERG RUDLOFF, DECEASED"], ["HEDWIG RUDLOFF SCHRAMM", "KAREN RUDLOFF MCADAMS", "MICHAEL WAYNE RUDLOFF"],
    "1999-06-11",
    [TX("93.7 acres of land, more or less, out of the Esteban Navarro Survey, Abstract No. 61", survey="Esteban Navarro",
        abstract="61", acres=93.7),
     LB("Lot 6, Block 14, of the Crockett Heights Addition to the City of Gonzales", 6, 14, "Crockett Heights Addition")],
    None,
    "Heirs are told in prose paragraphs per branch of the family: a son who died before the decedent (his widow "
    "takes nothing; his two children take by representation and are labelled), a living daughter (her husband has "
    "no interest) and a son who died young without issue. The affiants say they are disinterested and are not "
    "labelled; the husband Emil Rudloff died earlier and is a recital name. Dates: deaths (1987, 1979, 1984, 1962 "
    "written '4th of July 1962'), the 1946 deed and the commission expiry are traps; the jurat (11th day of June, "
    "1999) is the only execution date. Land: a named survey with abstract and a city lot. Medium OCR damage.",
    nz=noise(2, land=True))

doc("d917", "WY", "Fremont", "affidavit_of_heirship",
    ["REINHOLD AUGUST KOHRMANN, DECEASED"],
    ["THURZA ANNABELLE KOHRMANN", "CLIFFORD REINHOLD KOHRMANN", "LORETTA KOHRMANN BAINBRIDGE"], "1968-12-03",
    [P("Section 12: W½SW¼", 12, "33N", "100W", "W/2 SW/4", mer="6th P.M."),
     P("Section 13: NW¼NW¼, and that part of the NE¼NW¼ lying west of the county road", 13, "33N", "100W",
       "NW/4 NW/4, NE/4 NW/4", mer="6th P.M.")],
    None,
    "An interested affiant: the widow swears to her own heirship and is an heir (labelled); the children's spouses "
    "(Jolene Marie Kohrmann, Merle Bainbridge) are named but take nothing; the corroborating neighbours, the notary "
    "and the title company are not parties. Dates: death January 19, 1966 and marriage June 11, 1931 are recitals; "
    "the statute year 1957 is a citation; there are two jurats, the widow's of December 2, 1968 and the "
    "corroborating witnesses' of December 3, 1968 (the latest jurat governs, no execution date being given); the "
    "commission expiry 1971 is a trap. Land: a section table with a part of a quarter-quarter lying west of a road "
    "(labelled as that aliquot). Heavy OCR damage; land words protected; the month of the governing (second) jurat "
    "is hand-damaged to 'Dcccmber', which an examiner still reads as December.",
    nz=noise(3, replace=[("3rd day of December, 1968", "3rd day of Dcccmber, 1968")], land=True))

doc("d918", "WV", "Ritchie", "deed_of_trust",
    ["DUANE ELWOOD HADDOX", "RHONDA KAY HADDOX"], ["NORTH BEND VALLEY FEDERAL CREDIT UNION"], "1993-10-29",
    [MB("PARCEL ONE: All that certain tract or parcel of land lying on the waters of Bone Creek ... containing 12.37 acres",
        acres=12.37),
     LB("PARCEL TWO: Lot No. Nine (9), Block No. Two (2), of the Haddox Addition to the Town of Smithville", 9, 2,
        "Haddox Addition")],
    None,
    "Parties in a labelled table (BORROWERS / TRUSTEES / LENDER): the two deed-of-trust trustees are never labelled; "
    "the beneficiary is a federal credit union (a cooperative). The subdivision shares the borrowers' surname (not a "
    "party); the drafting PLLC and the Cowger grantors of 1977 are not parties. Dates: 'dated October 29, 1993' in "
    "the premises governs; the acknowledgment certificate repeats it ('bearing date the 29th day of October, 1993') "
    "but is given November 1, 1993; the 1977 source deed, the final maturity November 1, 2008 and the commission "
    "expiry 1998 are traps. Land: West Virginia metes and bounds in poles with acreage, and a lot and block. Light "
    "OCR damage.",
    nz=noise(1))

doc("d919", "NE", "Custer", "deed_of_trust",
    ["GUSTAVUS OBERHAUSER", "FRANZISKA OBERHAUSER"], ["PLATTE VALLEY JOINT STOCK LAND BANK OF OMAHA"], "1931-04-14",
    [P("The Southeast Quarter (SE¼) and the East Half of the Southwest Quarter (E½SW¼) of Section Twenty-eight (28)",
       28, "17N", "20W", "SE/4, E/2 SW/4", mer="6th P.M."),
     P("the Northeast Quarter (NE¼) of Section Thirty-three (33), all in Township Seventeen (17) North, Range Twenty (20) West of the Sixth Principal Meridian",
       33, "17N", "20W", "NE/4", mer="6th P.M.")],
    None,
    "A farm mortgage to a joint stock land bank (category deed_of_trust per the conventions). A tenant son signs "
    "only to subordinate his lease and is not a party. Dates: 'made the 14th day of April, 1931' governs; the first "
    "and last installments (November 1931, April 1, 1964), the lease expiry March 1, 1932, the acknowledgment April "
    "16, A.D. 1931, the commission expiry and the filing stamp with a clock time are traps. Land: two sections of "
    "one township, the township and range given once at the end. Medium OCR damage.",
    nz=noise(2))

doc("d920", "NM", "Eddy", "lease_assignment",
    ["GUADALUPE RIM ENERGY, L.L.C."], ["DARK CANYON PETROLEUM PARTNERS, LLLP"], "2004-01-01",
    [P("Section 14: N2N2", 14, "22S", "27E", "N/2 N/2", mer="N.M.P.M."),
     P("Section 15: E2NE4", 15, "22S", "27E", "E/2 NE/4", mer="N.M.P.M.")],
    None,
    "An assignee of an assignee of an assignee: three lettered recitals name the lessors, the original lessee and "
    "two earlier assignors (none labelled); only the present Assignor and Assignee are parties. The assignee is an "
    "LLLP signing through a general partner LLC and an officer (neither labelled). Dates: the lease (June 6, 1997) "
    "and the two earlier assignments (2001, 2002) are recitals; the Effective Time paragraph (7:00 a.m., January 1, "
    "2004) governs over the execution line February 12, 2004 and the acknowledgment; the commission expiry is a "
    "trap. Land: an exhibit with compact aliquots 'N2N2' and 'E2NE4'. Medium OCR damage.",
    nz=noise(2, land=True))
doc("d921", "CO", "Logan", "lease_assignment",
    ["HOMER VANCE PETTIJOHN", "DORIS ELAINE PETTIJOHN"], ["REPUBLIC PLAINS OIL COMPANY"], "1957-09-03",
    [P("Twp. 10 N., Rge. 52 W., 6th P.M. Section 8: All", 8, "10N", "52W", None, mer="6th P.M."),
     P("Twp. 10 N., Rge. 52 W., 6th P.M. Section 17: N/2", 17, "10N", "52W", "N/2", mer="6th P.M."),
     P("Twp. 10 N., Rge. 52 W., 6th P.M. Section 20: SW/4", 20, "10N", "52W", "SW/4", mer="6th P.M.")],
    "Assignors reserve a 1/16 overriding royalty.",
    "Assignors are a lease broker and his wife, both named as Assignors without limitation (both labelled), doing "
    "business under a trade name (not a separate party). A schedule table names the lessors of three leases, among "
    "them a cemetery association: they are not parties to an assignment. Dates: lease dates in the table (1956, "
    "January 14, 1957), the next rental date May 2, 1958, the acknowledgment September 9, 1957 and the commission "
    "expiry are traps; the 'Dated this 3rd day of September, 1957' line governs. Land: the township and range only "
    "in the table's column header; 'Section 8: All' has no aliquot. Clean text.")

doc("d922", "ND", "Dunn", "lease_ratification",
    ["ARLO MAGNUS KJELSTAD", "GRETA KJELSTAD ROMFO", "NILS PEDER KJELSTAD", "LINNEA KJELSTAD-BAUER"],
    ["KILLDEER MOUNTAIN OPERATING, LLC"], "2016-03-08",
    [P("Section 30: Lots 1-4, E½W½ (all of the W½)", 30, "146N", "95W", "E/2 W/2", lots=[1, 2, 3, 4], mer="5th P.M."),
     P("Section 31: Lots 1-4, E½W½ (all of the W½)", 31, "146N", "95W", "E/2 W/2", lots=[1, 2, 3, 4], mer="5th P.M.")],
    None,
    "A ratification by a life tenant (who was also the original lessor) and three remaindermen under a decree of "
    "distribution, listed in a 'Ratifying parties' field and again in a signature table with a capacity column; all "
    "four are labelled. The present lessee holds by assignment; the original lessee (a land services company) and "
    "the decedent of the decree are not parties. Dates: an ISO 'Dated: 2016-03-08' line at the very top governs; the "
    "2011 lease, the first production date November 19, 2013 and three acknowledgments in numeric form (03/10, "
    "03/14, 03/21/2016) are traps. Land: 'Lots 1-4' with a range hyphen and 'E½W½ (all of the W½)'. Clean text.")

doc("d923", "WY", "Campbell", "lease_ratification",
    ["ELLERY SUTPHIN WARDWELL, TRUSTEE"], ["ANTELOPE DRAW RESOURCES COMPANY"], "1983-08-22",
    [P("Sec. 21: S½", 21, "50N", "72W", "S/2", mer="6th P.M."),
     P("Sec. 28: N½N½", 28, "50N", "72W", "N/2 N/2", mer="6th P.M.")],
    None,
    "A successor trustee ratifies a lease signed by his dead predecessor; the trust acts by him and he is labelled "
    "with the capacity word. The former trustee Cordelia Wardwell (original lessor, now dead) and the original "
    "lessee are recital names; the present lessee, holding by mesne assignments, is the grantee. Dates: three "
    "WHEREAS dates (lease 1979, trust agreement 1974, death 1982) and the docket number 214-83 are traps; the "
    "'EXECUTED this 22nd day of August, 1983' line governs over the acknowledgment August 25, 1983 and the "
    "commission expiry. Heavy OCR damage; land words protected.",
    nz=noise(3, land=True))

doc("d924", "OK", "Kingfisher", "lease_release",
    ["WILHELMINA OBERLANDER VOTH", "JACOB P. VOTH"], ["CHISHOLM TRAIL PETROLEUM CORPORATION"], "1971-02-17",
    [P("Lots 1 and 2 and the S/2 of the NE/4 of Section 1 ... Twp. 16 N., Rge. 7 W. of the I.M.", 1, "16N", "7W",
       "S/2 NE/4", lots=[1, 2], mer="Indian"),
     P("the NE/4 of Sec. 12, all in Twp. 16 N., Rge. 7 W. of the I.M.", 12, "16N", "7W", "NE/4", mer="Indian")],
    None,
    "A release by the assignee holder of an expired lease: the lessors (a wife and her husband, both named as "
    "lessors) appear only in the recital of the lease and are labelled on the grantor side; the original lessee "
    "and assignor Skeleton Creek Drilling Company is not a party; officers and the clerk are not. Dates: the "
    "testimonium date is a blank ('this ______ day of ____, 19____'), the lease date January 30, 1968 is a recital, "
    "so the acknowledgment (17th day of February, 1971) governs; the commission expiry 11-4-1973 and the filing "
    "stamp Feb. 24, 1971 with a clock time are traps. Medium OCR damage.",
    nz=noise(2, land=True))

doc("d925", "MS", "Jefferson Davis", "lease_release",
    ["WHITESAND CREEK DRAINAGE DISTRICT OF JEFFERSON DAVIS COUNTY, MISSISSIPPI"], ["MAGNOLIA SALT DOME ENERGY, INC."],
    "1988-02-01",
    [P("The W 1/2 of the SW 1/4 of Section 22, T7N-R18W", 22, "7N", "18W", "W/2 SW/4"),
     P("all that part of the SE 1/4 of the SE 1/4 of Section 21, T7N-R18W, lying East of the drainage canal", 21, "7N",
       "18W", "SE/4 SE/4")],
    None,
    "A partial release whose lessor is a drainage district ('a body politic and corporate ... acting by its Board "
    "of Commissioners'), named only in a field table of the lease; the original lessee, a predecessor of the "
    "releasor, is not a party; the president, notary and the drafting LLP are not. Dates: an 'Effective Date of "
    "Release: 2/1/88' field with a two-digit year governs over the execution line March 4, 1988 and the "
    "acknowledgment March 7; the lease date August 16, 1984, the Code of 1972, the docket number and the commission "
    "expiry are traps. Only the released lands are tracts (the retained unit lands are not described). Light OCR "
    "damage.",
    nz=noise(1))
doc("d926", "OR", "Marion", "mortgage_release",
    ["TOMASZ WIECZOREK", "ALICIA WIECZOREK-DUNN"], ["COLUMBIA FIDUCIARY BANK, NATIONAL ASSOCIATION, TRUSTEE"],
    "2009-06-22",
    [LB("Lot 11, Block 4, FAIRMOUNT HILL TERRACE, in the City of Salem", 11, 4, "Fairmount Hill Terrace")],
    None,
    "A full reconveyance signed by a loan servicer 'as attorney in fact for' the holder, which is a bank acting as "
    "trustee of a securitization trust: the holder (the trustee bank, with the capacity word) is labelled on the "
    "grantee side, not the servicer; the deed-of-trust trustee that reconveys, MERS as nominee, and the original "
    "lender are not labelled. The cover sheet lists the bank and the servicer as 'grantor' and the borrowers in "
    "'SURNAME, GIVEN' order as 'grantee' (form cover sheet roles, not the label's sides). Dates: the 'Dated: "
    "06/22/2009' field governs; the e-recording stamp 2009-07-01 09:14:33, the trust deed of March 9, 2006 and its "
    "recording, the acknowledgments (June 22 and June 24, 2009) and the commission expiry are traps. Light OCR "
    "damage.",
    nz=noise(1))

doc("d927", "MO", "Saline", "mortgage_release",
    ["ULYSSES GRANT PEMBERTON", "OPHELIA DORCAS PEMBERTON"], ["THE MISSOURI VALLEY MUTUAL LIFE ASSURANCE SOCIETY"],
    "1938-11-10",
    [P("The Northwest Quarter of Section Fourteen (14)", 14, "50N", "20W", "NW/4", mer="5th P.M."),
     P("the North Half of the Northeast Quarter of Section Fifteen (15), all in Township Fifty (50) North, of Range Twenty (20) West of the Fifth Principal Meridian",
       15, "50N", "20W", "N/2 NE/4", mer="5th P.M.")],
    None,
    "A satisfaction by the assignee of an assignee of the note: the original payee (a trust and savings company) "
    "and the intermediate assignee (a farm mortgage company) are recital names; the releasing holder is a mutual "
    "life insurance society (labelled on the grantee side); the deed-of-trust trustee is never labelled. Dates: "
    "the deed of trust (first day of March, 1929), the extended maturity March 1, 1939 and the notary's term are "
    "traps; the testimonium is written in words ('this tenth day of November, A.D. Nineteen Hundred and "
    "Thirty-eight') and governs over the acknowledgment 'this 12th day of November, in the year 1938'. Medium OCR "
    "damage; the random pass leaves the day word as 'tentb', still read as tenth.",
    nz=noise(2))

doc("d928", "NV", "Elko", "probate",
    ["AUGUSTIN ETCHEVERRY ARRIAGA, DECEASED"], ["BERNARDO ARRIAGA", "FERMIN ARRIAGA"], "1921-03-07",
    [P("The East half of the Northeast quarter and the Northeast quarter of the Southeast quarter of Section Ten (10)",
       10, "34N", "55E", "E/2 NE/4, NE/4 SE/4", mer="Mount Diablo"),
     P("Lots Three (3) and Four (4) and the South half of the Northwest quarter of Section Two (2); all in Township Thirty-four (34) North, Range Fifty-five (55) East, Mount Diablo Base and Meridian",
       2, "34N", "55E", "S/2 NW/4", lots=[3, 4], mer="Mount Diablo")],
    None,
    "A decree of final distribution under a will. The land goes only to two sons as tenants in common (one of them "
    "also the executor, labelled once by name); the widow takes personal property 'in lieu of any interest in the "
    "real property' and a daughter takes one dollar, so neither is labelled as a devisee of land. The judge, clerk "
    "and deputy are not parties. Dates: petition February 3, 1921, hearing February 28, 1921, the 1908 water decree, "
    "the filing line, the clerk's certificate of March 9 and the recording line of March 10, 1921 at 3 P.M. are "
    "traps; the court's signing ('Done in open court this 7th day of March, 1921') governs. Heavy OCR damage; land "
    "words protected; the judge's name is hand-damaged ('ELDR1DGE T. HOLL1NGSHEAD'), which touches no label.",
    nz=noise(3, replace=[("ELDRIDGE T. HOLLINGSHEAD", "ELDR1DGE T. HOLL1NGSHEAD")], land=True))

doc("d929", "ID", "Latah", "probate",
    ["CORNELIUS AMBROSE VANDERWERF, DECEASED"],
    ["MARTINA VANDERWERF ELLINGSON", "DIRK HENDRIK VANDERWERF", "SASKIA JANE VANDERWERF"], "2001-08-14",
    [P("Parcel 1: The Southwest Quarter of the Northeast Quarter, and the Northwest Quarter of the Southeast Quarter, of Section 20, Township 39 North, Range 5 West, Boise Meridian",
       20, "39N", "5W", "SW/4 NE/4, NW/4 SE/4", mer="Boise"),
     LB("Parcel 2: Lot 7 in Block 3 of Paradise Ridge Addition to the City of Moscow", 7, 3, "Paradise Ridge Addition"),
     P("Parcel 3: The North 25 acres of the Southeast Quarter of the Southeast Quarter of Section 17, in said Township 39 North, Range 5 West",
       17, "39N", "5W", "SE/4 SE/4", mer="Boise", acres=25)],
    None,
    "The estate is the petitioner 'acting through its Personal Representative', who is also a daughter and heir "
    "(labelled once by name). A grandson line takes by representation: the minor granddaughter is the heir "
    "(labelled) and her conservator is not; the predeceased wife and son are recital names; the grange cooperative "
    "is a recital name. Dates: the top FILED stamp 2001 AUG 15 AM 10:22, the petition June 29, 2001, the hearing "
    "August 13, 2001, deaths (2000, 1999, 1994), the 1968 deed and the clerk's mailing certificate are traps; "
    "'DATED this 14th day of August, 2001' over the magistrate's signature governs. Land: three parcels, one 'the "
    "North 25 acres of' a quarter-quarter (labelled as that aliquot with its acres). Clean text.")

doc("d930", "WI", "Dane", "quitclaim_deed",
    ["THE NORWEGIAN EVANGELICAL LUTHERAN CONGREGATION OF MOUNT HOREB PRAIRIE"],
    ["KNUT OLSEN TVETEN", "INGEBORG HALVORSDATTER TVETEN"], "1899-09-12",
    [P("The East half of the Northwest quarter of the Southeast quarter (E ½ of NW ¼ of SE ¼) of Section number Eighteen (18), in Township number Five (5) North, of Range number Seven (7) East of the Fourth Principal Meridian",
       18, "5N", "7E", "E/2 NW/4 SE/4", mer="4th P.M.", acres=20),
     P("the Southwest quarter of the Southwest quarter of Section Seventeen (17) in said Town and Range", 17, "5N", "7E",
       "SW/4 SW/4", mer="4th P.M.", acres=40)],
    "The congregation reserves the half-acre burying ground and a right of way to it.",
    "The grantor is an incorporated religious society acting by three trustees who are its officers (not trustees "
    "of an express trust), so only the congregation is labelled; the witnesses, notary and register are not. "
    "Grantees are a husband and wife as joint tenants. Dates: execution written in words in the premises ('this "
    "twelfth day of September, in the year of our Lord one thousand eight hundred and ninety-nine') governs; the "
    "acknowledgment September 16, A.D. 1899 and the 'Received for record' line with a clock hour are traps. Land: a "
    "thrice-divided aliquot written 'E ½ of NW ¼ of SE ¼' with acres, and 'said Town and Range'. Medium OCR damage "
    "with a repeated page header.",
    nz=noise(2, header=("DANE COUNTY REGISTER OF DEEDS -- VOL. 164 OF DEEDS -- P. {page}", 71), land=True))
doc("d931", "CA", "Kern", "quitclaim_deed",
    ["KERNWOOD AGRICULTURAL PARTNERS, LLP"], ["DELFINA MARIA ARREOLA, TRUSTEE", "TEODULO ARREOLA, TRUSTEE"],
    "2021-03-15",
    [P("PARCEL 1: The South half of the Northeast quarter of Section 23, Township 29 South, Range 26 East, Mount Diablo Base and Meridian",
       23, "29S", "26E", "S/2 NE/4", mer="Mount Diablo"),
     P("PARCEL 2: The North half of the Northwest quarter of Section 24, Township 29 South, Range 26 East, M.D.B.&M.",
       24, "29S", "26E", "N/2 NW/4", mer="Mount Diablo")],
    "Oil, gas and minerals below 500 feet excepted under a 1951 reservation of record.",
    "An LLP quitclaims to the trustees of its partners' revocable trust: the same two people sign for the grantor "
    "as partners 'and not in their individual capacities' (not labelled on the grantor side) and are the grantees "
    "as trustees (labelled with the capacity word). Dates: the e-recording stamp 03/22/2021 08:03 AM, the trust date "
    "May 2, 2014, the 1951 reservation, the acknowledgment March 17, 2021 and the commission expiry are traps; "
    "'Dated: March 15, 2021' governs. Land: two parcels by APN with PLSS descriptions in two spellings of the Mount "
    "Diablo meridian; a road strip and deep minerals excepted. Light OCR damage.",
    nz=noise(1))

doc("d932", "LA", "Caddo", "right_of_way",
    ["AMOS LAFITTE BROUSSARD", "EULA MAE THIBODEAUX BROUSSARD"], ["RED RIVER INTERSTATE GAS TRANSMISSION CORPORATION"],
    "1962-02-19",
    [P("The East Half of the Southwest Quarter (E/2 of SW/4) and the Southwest Quarter of the Southeast Quarter (SW/4 of SE/4) of Section 33, Township 16 North, Range 14 West, Louisiana Meridian",
       33, "16N", "14W", "E/2 SW/4, SW/4 SE/4", mer="Louisiana", acres=120),
     P("a strip of land 165 feet wide off the south side of the Northwest Quarter of the Southwest Quarter (NW/4 of SW/4) of Section 34 of the same Township and Range",
       34, "16N", "14W", "NW/4 SW/4", mer="Louisiana", acres=5)],
    "Grantors reserve the minerals and the use of the land outside the servitude.",
    "A Louisiana pipeline servitude: a husband and his wife are both named as Grantors without limitation (both "
    "labelled); witnesses and the notary are not. Dates: the map date '1-9-62' in the header is a trap; 'THUS DONE "
    "AND SIGNED ... on the 19th day of February, 1962' governs; the only certificate is a subscribing witness's "
    "affidavit of February 26, 1962 (proof by witness, not an acknowledgment), also a trap. Land: quarter and "
    "quarter-quarter in one section with acres, and a strip 165 feet wide off a quarter-quarter of the next section "
    "'of the same Township and Range' (labelled as that aliquot). Clean text.")

doc("d933", "TX", "Upton", "right_of_way",
    ["ESTATE OF WILBURN OTIS KINCHELOE, DECEASED"], ["RANKIN CROSSING MIDSTREAM, L.P."], "2008-10-03",
    [TX("Section 12, Block 40, Township 4 South, T. & P. RR. Co. Survey, Abstract No. 1209", survey="T. & P. RR. Co.",
        abstract="1209", section="12", block="40"),
     TX("Section 13, Block 40, Township 4 South, T. & P. RR. Co. Survey, Abstract No. 873", survey="T. & P. RR. Co.",
        abstract="873", section="13", block="40")],
    None,
    "The grantor is an estate as such ('The Estate of Wilburn Otis Kincheloe, Deceased, acting by and through' its "
    "independent executrix), in a labelled field table: the estate is labelled (DOMAIN's estate form); the "
    "executrix who signs for it is not a separate party. The grantee is a limited partnership. Dates: a prior "
    "easement dated February 17, 1998 in its own paragraph, the three-year in-service deadline, the acknowledgment "
    "October 9, 2008, the commission expiry 05-18-2011 and the filing stamp 10/20/2008 02:41:16 PM are traps; "
    "'Dated: October 3, 2008' governs. Land: two railway sections of one block and township with abstracts, the "
    "second section number carried across a line break. Clean text.")

doc("d934", "SD", "Harding", "royalty_deed",
    ["LEIF ARNE HOVLAND", "BERGLJOT HOVLAND", "ASTRID HOVLAND MOEN"],
    ["HAROLD QUENTIN INGEBRETSEN, TRUSTEE", "MERVIN TOLLEFSRUD, TRUSTEE"], "1951-11-14",
    [P("Sec. 5: Lots 1, 2, 3, 4, S½N½, S½ (All)", 5, "20N", "4E", "S/2 N/2, S/2", lots=[1, 2, 3, 4], mer="Black Hills"),
     P("Sec. 8: N½", 8, "20N", "4E", "N/2", mer="Black Hills")],
    "Non-participating: grantors keep the executive right, bonuses and rentals.",
    "A non-participating royalty deed to the trustees of a common-law royalty pool (labelled with the capacity "
    "word; the pool's declaration of trust June 1, 1951 is a recital). Grantors are a husband and wife and a widow. "
    "Dates: the only execution date is in the caption ('... -- November 14, 1951'), which the premises adopt ('bearing "
    "the date written in its caption'); the acknowledgment November 20, 1951, the commission expiry and the filing "
    "line of November 23 with a clock time are traps. Land: Black Hills Meridian; a whole section written as lots and "
    "parts with '(All)'. Clean text.")

doc("d935", "MI", "Kalkaska", "royalty_deed",
    ["WOJCIECH NOWICKI"], ["FERRIS QUINCY DUNCKEL", "BEULAH ROSE DUNCKEL", "RALPH EMERSON DUNCKEL"], "1942-11-16",
    [P("The S 1/2 of the NW 1/4 and the NW 1/4 of the SW 1/4 of Section 22", 22, "27N", "7W", "S/2 NW/4, NW/4 SW/4",
       mer="Michigan"),
     P("the E 1/2 of the NE 1/4 of Section 21, all in T. 27 N., R. 7 W., Michigan Meridian", 21, "27N", "7W", "E/2 NE/4",
       mer="Michigan")],
    "Grantor reserves the executive right, bonuses and rentals; no surface rights pass.",
    "One grantor with an 'also known as' name (one party, labelled by his first name); grantees are a husband and "
    "wife as tenants by the entireties for one half and a single man for the other half, the halves held in common "
    "(three parties). The lessee of the recited lease and the grantor's late wife are recital names. Dates: the lease "
    "(April 6, 1940), the wife's death (January 30, 1941), the acknowledgment 18th day of November, A.D. 1942, the "
    "commission expiry and the record line with a clock time are traps; 'Signed and sealed at Kalkaska, Michigan, "
    "November Sixteenth, 1942' (day in words, year in figures) governs. Clean text.")
doc("d936", "PA", "Warren", "correction_deed",
    ["KINZUA HEADWATERS TIMBER COMPANY"], ["LEROY AUGUSTUS NORDQUIST", "MILDRED FAY NORDQUIST"], "1965-07-29",
    [MB("ALL THAT CERTAIN piece or parcel of land situate in the Township of Sheffield ... being part of Warrant No. 3108 ... CONTAINING 62.4 acres",
        acres=62.4)],
    "Grantor excepts and reserves all oil, gas and other minerals, as in the prior deed.",
    "A corrective deed that fixes a transposed warrant number (3018 for 3108) and a call of a 1963 deed: the "
    "description to label is the corrected one (Warrant No. 3108). Grantees are a husband and wife as tenants by "
    "the entireties. Officers who sign and attest are not parties. Dates: the premises give the date in words with "
    "the year in figures in parentheses ('the twenty-ninth day of July, in the year nineteen hundred sixty-five "
    "(1965)'), which governs; the recited deed (April 12, 1963), the survey (June 2, 1965), the acknowledgment "
    "August 2, 1965 and the commission expiry are traps. Land: Pennsylvania metes and bounds in a warrant with "
    "acreage (no PLSS). Clean text.")

doc("d937", "AR", "Union", "other",
    ["CORNELIA LAVERNE BETHUNE", "THEOPHILUS J. GADDIS JR.", "OPAL HENDERSON GADDIS",
     "MOUNT ZION MISSIONARY BAPTIST CHURCH OF CALION, ARKANSAS"],
    ["OUACHITA BAYOU CRUDE PURCHASING COMPANY"], "1997-06-01",
    [P("S/2 of Section 14, Township 17 South, Range 15 West, Union County, Arkansas", 14, "17S", "15W", "S/2",
       mer="5th P.M.", acres=320)],
    None,
    "A division order, which 'conveys no interest in the land or minerals' (category other, conveys_fee null). Its "
    "two sides: the certifying interest owners (grantor side) and the Payor it is addressed to (grantee side); the "
    "operator and the lessee of the recited 1995 leases are not parties, nor the church's chairman of trustees who "
    "signs for it. The owners appear only in an index table in 'SURNAME, GIVEN' order (one with a JR) and again in "
    "natural order in the signature list; the church's name wraps across two table rows. Dates: an 'Effective "
    "Date: 7:00 a.m., June 1, 1997' field governs over the form 'Date: September 1, 1997', the owners' signature "
    "dates (9/12/97 to 9/21/97, two-digit years), the Commission order number 118-97 and the filing line. Clean "
    "text.")

doc("d938", "OH", "Monroe", "partition_deed",
    ["JASPER NEWTON OKEY", "LEMUEL WESLEY OKEY", "DELILAH OKEY BIEDENBACH"],
    ["JASPER NEWTON OKEY", "LEMUEL WESLEY OKEY", "DELILAH OKEY BIEDENBACH"], "1911-11-03",
    [P("the southwest quarter of Section Twelve (12), Township Four (4), Range Five (5), of the Seven Ranges of the Ohio River Survey",
       12, "4", "5", "SW/4", mer="Seven Ranges", acres=160),
     P("the northeast quarter of Section Eighteen (18), in the same Township and Range", 18, "4", "5", "NE/4",
       mer="Seven Ranges", acres=160),
     MB("a tract of forty-eight acres in the northwest quarter of Section Twenty-four (24), in the same Township and Range",
        acres=48, sec=24, twp="4", rng="5")],
    "A quarter-acre family graveyard is excepted and held in common; lease royalties stay shared equally.",
    "A voluntary partition among three sibling heirs as tenants in common: the same three people are on both "
    "sides. Two spouses (a sister's husband and a brother's wife) sign and acknowledge but join 'solely to release "
    "their rights of dower' and are not labelled; the father (decedent) and the 1903 lessee are recital names. "
    "Dates: the testimonium 'this third day of November, 1911' governs; the 1903 lease, the acknowledgment 8th day "
    "of November, A.D. 1911 and the record lines (Nov. 13 and 14, 1911) are traps. Land: Ohio's Seven Ranges with "
    "undirected township and range numbers (kept as numbers), two quarters and a 48-acre metes-and-bounds tract in "
    "rods inside a third section. Clean text.")

doc("d939", "WA", "Whitman", "patent",
    ["UNITED STATES OF AMERICA"], ["ZEBULON MARQUAND HAYHURST"], "1885-06-15",
    [P("the South half of the Northeast quarter and the North half of the Southeast quarter of Section twenty-two, in Township sixteen North, of Range forty-three East of the Willamette Meridian",
       22, "16N", "43E", "S/2 NE/4, N/2 SE/4", mer="Willamette", acres=160)],
    None,
    "A homestead patent in Washington Territory: the United States grants to the entryman; the President (unnamed), "
    "the secretary, the Recorder of the General Land Office and the county auditor are officials, not parties. "
    "Dates: the Act of May 20, 1862, the entry (eleventh day of April, eighteen hundred and seventy-eight) and the "
    "final proof (second day of October, eighteen hundred and eighty-three), all in words, are recitals; the "
    "testimonium, also wholly in words ('the fifteenth day of June, in the year of our Lord one thousand eight "
    "hundred and eighty-five'), governs; the county filing line of August 24, 1885 at 4 o'clock P.M. is a trap. "
    "Land: township and range written in words. Clean text.")

doc("d940", "AK", "Kenai", "special_warranty_deed",
    ["TUSTUMENA BLUFF VILLAGE CORPORATION"], ["RAYMOND JIRO OXLEY-TANAKA", "SUNNIVA OXLEY-TANAKA"], "2025-01-17",
    [LB("PARCEL A: Lot Two (2), Block One (1), MOOSE POINT SHORES SUBDIVISION, according to Plat No. 2019-41", 2, 1,
        "Moose Point Shores Subdivision"),
     P("PARCEL B: Government Lot 3 and the SE1/4 SW1/4 of Section 14, Township 5 North, Range 11 West, Seward Meridian",
       14, "5N", "11W", "SE/4 SW/4", lots=[3], mer="Seward", acres=61.08)],
    "Subsurface estate excepted (owned by the regional corporation); public access easements reserved.",
    "An Alaska Native village corporation conveys with special warranty (officers who sign and attest are not "
    "parties; the regional corporation is named only in a recital). Grantees are a husband and wife as tenants by "
    "the entirety with a hyphenated surname. Dates: the e-recording line at the top (1/24/2025 10:11 AM), the 1983 "
    "interim conveyance, the board resolution of December 12, 2024 (number 2024-17), the subdivision plat and "
    "covenant serial numbers, and the acknowledgment 21st day of January, 2025 are traps; 'Signature date: January "
    "17, 2025' governs. Land: a subdivision lot, and a government lot with a quarter-quarter in the Seward Meridian "
    "less the platted part. Clean text.")
