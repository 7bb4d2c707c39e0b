"""heldout10's 60 PLSS land descriptions as landmen write them, with the tracts an examiner reads.

CASES holds (state, county, text, tracts); plss/build_plss.py (heldout4's, run through
tools/h3tool.py) writes plss/cases.jsonl and plss/input/ (packages h10p-plss10-NNN) from it.
Each tract is {"section", "township", "range", "meridian", "aliquots", "lots"}: one per section,
aliquots in the canonical form (parts joined with ", ", null for the whole section), lots a list of
numbers as strings; an exception inside a section leaves the tract as described before it.
Written by hand for this set; every name in it is invented.
"""


def T(sec, twp, rng, mer, aliquots=None, lots=()):
    return {"section": str(sec), "township": twp, "range": rng, "meridian": mer,
            "aliquots": aliquots, "lots": [str(x) for x in lots]}


CASES = [
    # 1 a CSV row from a lease schedule, header line included
    ("KS", "Ness", "SEC,TWP,RGE,ALIQ,GROSS AC\n14,17S,24W,NESW,40.00",
     [T(14, "17S", "24W", "6th PM", "NE/4 SW/4")]),
    # 2 hyphenated quarter-quarters
    ("OK", "Logan", "Lessor's interest in the NE-NW, NW-NE and SE-SE of Section 9, and the SW-SW of Section 10, Township 16 North, Range 2 West, I.M., Logan County, Oklahoma.",
     [T(9, "16N", "2W", "Indian", "NE/4 NW/4, NW/4 NE/4, SE/4 SE/4"), T(10, "16N", "2W", "Indian", "SW/4 SW/4")]),
    # 3 "Town" for township, old Illinois wording
    ("IL", "Clay", "The West half of the Southeast quarter of Section Twenty-three, Town Three North, Range Seven East of the Third Principal Meridian, in Clay County, Illinois.",
     [T(23, "3N", "7E", "Third Principal", "W/2 SE/4")]),
    # 4 a run-together section-township-range token
    ("ND", "Williams", "Runsheet No. 44 - S14T156NR101W: SW4 & S2SE4 (240 ac.)",
     [T(14, "156N", "101W", "5th PM", "SW/4, S/2 SE/4")]),
    # 5 "North of the Base Line"
    ("MN", "Polk", "The Northwest Quarter (NW 1/4) of Section Eight (8), in Township One Hundred Fifty (150) North of the Base Line, Range Forty-five (45) West of the Fifth Principal Meridian.",
     [T(8, "150N", "45W", "Fifth Principal", "NW/4")]),
    # 6 range written before township and section
    ("WY", "Campbell", "Range 72 West, Township 45 North, 6th P.M., Section 30: Lots 1, 2, E1/2NW1/4 (fractional NW1/4)",
     [T(30, "45N", "72W", "6th PM", "E/2 NW/4", [1, 2])]),
    # 7 a run of sections "through ... inclusive"
    ("CO", "Kit Carson", "T. 9 S., R. 47 W., 6th P.M.\nSections 13 through 15, inclusive: All",
     [T(13, "9S", "47W", "6th PM"), T(14, "9S", "47W", "6th PM"), T(15, "9S", "47W", "6th PM")]),
    # 8 leading zeros
    ("NM", "Chaves", "T05S-R26E NMPM Sec 09: NE4; Sec 10: W2NW4",
     [T(9, "5S", "26E", "NMPM", "NE/4"), T(10, "5S", "26E", "NMPM", "W/2 NW/4")]),
    # 9 semicolon key/value layout
    ("SD", "Harding", "Sec. 22; T. 20 N.; R. 4 E.; Mer. B.H.M.; Aliq.: N\u00bdSE\u00bc, SE\u00bcSE\u00bc",
     [T(22, "20N", "4E", "Black Hills", "N/2 SE/4, SE/4 SE/4")]),
    # 10 quarter-quarters without fractions, joined by "of"
    ("AR", "Conway", "NE of NW and NW of NE, Sec. 3, Twp. 7 N., Rge. 16 W.; also SE of SW, Sec. 34, Twp. 8 N., Rge. 16 W.; Conway County, Arkansas, 120 acres.",
     [T(3, "7N", "16W", "5th PM", "NE/4 NW/4, NW/4 NE/4"), T(34, "8N", "16W", "5th PM", "SE/4 SW/4")]),
    # 11 "one-fourth" and "one-half" in words
    ("NE", "Hitchcock", "The Northeast one-fourth of the Southwest one-fourth and the South one-half of the Southwest one-fourth of Section 31, Township 2 North, Range 33 West of the 6th P.M.",
     [T(31, "2N", "33W", "6th PM", "NE/4 SW/4, S/2 SW/4")]),
    # 12 acreage in parentheses after each aliquot
    ("MT", "Fallon", "T. 6 N., R. 60 E., P.M.M.\nSec. 4: SE/4 (160.00)\nSec. 5: E/2 NE/4 (80.00), NE/4 SE/4 (40.00)",
     [T(4, "6N", "60E", "Montana", "SE/4"), T(5, "6N", "60E", "Montana", "E/2 NE/4, NE/4 SE/4")]),
    # 13 Federal Register style, lower-case sec.
    ("UT", "Uintah", "T. 8 S., R. 22 E., Salt Lake Meridian, Utah,\n sec. 12, lots 1 to 4, inclusive, E\u00bdW\u00bd;\n sec. 13, all.",
     [T(12, "8S", "22E", "Salt Lake", "E/2 W/2", [1, 2, 3, 4]), T(13, "8S", "22E", "Salt Lake")]),
    # 14 a title opinion's tract number that is not a section
    ("OK", "Major", "TRACT 3: The S/2 of the NW/4 of Section 27, Township 21 North, Range 14 West, Major County, Oklahoma (Tract 3 of this opinion covers 80.00 acres).",
     [T(27, "21N", "14W", "Indian", "S/2 NW/4")]),
    # 15 section number in words only, with a corner exception
    ("KS", "Stafford", "All of Section Thirty-Four, Township Twenty-four South, Range Thirteen West of the Sixth P.M., Stafford County, Kansas, save and except a cemetery tract of 2 acres in the Northwest corner thereof.",
     [T(34, "24S", "13W", "6th PM")]),
    # 16 "Section No." and "Twn./Rng."
    ("NE", "Kimball", "Section No. 17, Twn. 14 N., Rng. 56 W., 6th P.M.: the North Half (N/2)",
     [T(17, "14N", "56W", "6th PM", "N/2")]),
    # 17 ampersand between parts, Cimarron Meridian written after the range
    ("OK", "Texas", "NW4NW4 & S2NW4 of Sec. 19, T. 2 N., R. 13 E.C.M., Texas County, Okla.",
     [T(19, "2N", "13E", "Cimarron", "NW/4 NW/4, S/2 NW/4")]),
    # 18 "#" before the section number, parts in parentheses
    ("ID", "Gooding", "Sec. #6, T. 5 S., R. 14 E., B.M.: (Lots 1 and 2) and (S/2 of NE/4)",
     [T(6, "5S", "14E", "Boise", "S/2 NE/4", [1, 2])]),
    # 19 a Wisconsin civil town named beside the survey town
    ("WI", "Shawano", "NE 1/4 of SE 1/4, Section 20, T 27 N, R 14 E, in the Town of Belle Plaine, Shawano County, Wisconsin.",
     [T(20, "27N", "14E", "4th PM", "NE/4 SE/4")]),
    # 20 a government lot in words
    ("MI", "Roscommon", "Government Lot Three (3) of Section Fifteen (15), Town Twenty-four (24) North, Range Three (3) West, Michigan Meridian, lying on Higgins Lake.",
     [T(15, "24N", "3W", "Michigan", None, [3])]),
    # 21 spaced hyphen chain, Tallahassee Meridian
    ("FL", "Santa Rosa", "SW 1/4 of NE 1/4, Sec. 36 - 6N - 29W, Tallahassee Meridian, Santa Rosa County, Florida",
     [T(36, "6N", "29W", "Tallahassee", "SW/4 NE/4")]),
    # 22 St. Stephens Meridian, abbreviated
    ("AL", "Mobile", "S\u00bd of NW\u00bc, Section 10, T. 2 S., R. 2 W., St. Stephens Mer., Mobile County, Alabama",
     [T(10, "2S", "2W", "St. Stephens", "S/2 NW/4")]),
    # 23 Chickasaw Meridian, two sections in one sentence
    ("MS", "Lee", "The E\u00bd of SE\u00bc of Section 4 and the W\u00bd of SW\u00bc of Section 3, all in Twp. 10 S., Rge. 6 E., Chickasaw Meridian, Lee County, Mississippi.",
     [T(4, "10S", "6E", "Chickasaw", "E/2 SE/4"), T(3, "10S", "6E", "Chickasaw", "W/2 SW/4")]),
    # 24 Louisiana Meridian with an acreage exception
    ("LA", "Bienville", "W/2 of SE/4 of Section 7, T. 16 N., R. 6 W., L.M., Bienville Parish, Louisiana, LESS AND EXCEPT 5 acres in the SW corner thereof sold to Mt. Olive Baptist Church.",
     [T(7, "16N", "6W", "Louisiana", "W/2 SE/4")]),
    # 25 "the East 60 acres of" a half-quarter
    ("IN", "Gibson", "The East 60 acres of the North half of the Northwest Quarter of Section 4, Township 2 South, Range 11 West, 2nd P.M., Gibson County, Indiana.",
     [T(4, "2S", "11W", "Second Principal", "N/2 NW/4")]),
    # 26 township first, then the section with "in"
    ("IA", "Calhoun", "In Township 89 North, Range 32 West of the 5th P.M.: the NE\u00bc SE\u00bc and the SE\u00bc NE\u00bc in Section 29.",
     [T(29, "89N", "32W", "5th PM", "NE/4 SE/4, SE/4 NE/4")]),
    # 27 "of Range" linking township and range
    ("MO", "Webster", "The Southeast Quarter of the Northeast Quarter of Section 12, in Township 30 North of Range 16 West of the Fifth Principal Meridian.",
     [T(12, "30N", "16W", "Fifth Principal", "SE/4 NE/4")]),
    # 28 Gila and Salt River in words, township first
    ("AZ", "Yavapai", "Township 14 North, Range 2 West, Gila and Salt River Base and Meridian, Section 26: NW1/4 NE1/4 and NE1/4 NW1/4",
     [T(26, "14N", "2W", "Gila and Salt River", "NW/4 NE/4, NE/4 NW/4")]),
    # 29 San Bernardino, part lying south of a railroad
    ("CA", "Kern", "That portion of the SW1/4 of Section 18, T.11N., R.21W., S.B.M., lying southerly of the right of way of the Southern Pacific Railroad.",
     [T(18, "11N", "21W", "San Bernardino", "SW/4")]),
    # 30 Humboldt Meridian, plain
    ("CA", "Humboldt", "The NE 1/4 of Section 2 and the NW 1/4 of Section 1, T. 1 N., R. 1 E., H.M., containing 320 acres.",
     [T(2, "1N", "1E", "Humboldt", "NE/4"), T(1, "1N", "1E", "Humboldt", "NW/4")]),
    # 31 no punctuation at all
    ("NV", "Eureka", "N 1/2 Sec 16 and S 1/2 Sec 21 T 20 N R 53 E MDB&M",
     [T(16, "20N", "53E", "Mount Diablo", "N/2"), T(21, "20N", "53E", "Mount Diablo", "S/2")]),
    # 32 a county tax lot number inside a quarter-quarter
    ("OR", "Clackamas", "Tax Lot 100 in the SW1/4 NW1/4 of Section 5, T. 2 S., R. 1 E., W.M., Clackamas County, Oregon.",
     [T(5, "2S", "1E", "Willamette", "SW/4 NW/4")]),
    # 33 Govt. Lots and half-quarter
    ("WA", "Lincoln", "Govt. Lots 3 and 4, and the E1/2 SW1/4, Sec. 7, Twp. 25 N., R. 38 E., W.M., Lincoln County, Washington.",
     [T(7, "25N", "38E", "Willamette", "E/2 SW/4", [3, 4])]),
    # 34 no commas, Boise Meridian
    ("ID", "Bingham", "Township 1 South Range 36 East of the Boise Meridian Section 12 the SE\u00bc",
     [T(12, "1S", "36E", "Boise", "SE/4")]),
    # 35 Ute Meridian
    ("CO", "Mesa", "Sec. 2, T. 1 N., R. 1 W., Ute P.M.: the W\u00bd SW\u00bc, being 80 acres.",
     [T(2, "1N", "1W", "Ute", "W/2 SW/4")]),
    # 36 NMPM in Colorado, lots only
    ("CO", "Archuleta", "T. 33 N., R. 6 W., N.M.P.M., Sec. 35: Lots 1, 2, 3, 4",
     [T(35, "33N", "6W", "NMPM", None, [1, 2, 3, 4])]),
    # 37 Wind River Meridian, compact
    ("WY", "Fremont", "NENE Sec 27 & NWNW Sec 26 T1S R3E WRM",
     [T(27, "1S", "3E", "Wind River", "NE/4 NE/4"), T(26, "1S", "3E", "Wind River", "NW/4 NW/4")]),
    # 38 section and aliquot separated by commas, semicolons between sections
    ("MT", "Sheridan", "T. 33 N., R. 48 E., M.P.M.: Sec. 3, N2; Sec. 10, all; Sec. 11, W2W2",
     [T(3, "33N", "48E", "Montana", "N/2"), T(10, "33N", "48E", "Montana"), T(11, "33N", "48E", "Montana", "W/2 W/2")]),
    # 39 a long list of lots with the remaining aliquots
    ("ND", "Divide", "Section 6, Township 163 North, Range 99 West, 5th P.M.: Lots 1, 2, 3, 4, 5, 6 and 7, SE4NW4, E2SW4, S2NE4 and SE4 (all of the section)",
     [T(6, "163N", "99W", "5th PM", "SE/4 NW/4, E/2 SW/4, S/2 NE/4, SE/4", [1, 2, 3, 4, 5, 6, 7])]),
    # 40 Fairbanks Meridian
    ("AK", "Fairbanks North Star Borough", "T. 2 S., R. 2 W., F.M., Sec. 8, SW1/4, Fairbanks Recording District",
     [T(8, "2S", "2W", "Fairbanks", "SW/4")]),
    # 41 Umiat Meridian, two sections
    ("AK", "North Slope Borough", "Umiat Meridian, T. 11 N., R. 14 E.: Secs. 21 and 22, all",
     [T(21, "11N", "14E", "Umiat"), T(22, "11N", "14E", "Umiat")]),
    # 42 "quarter" written without fractions or capitals
    ("SD", "Perkins", "the se quarter of the nw quarter and the ne quarter of the sw quarter of section 15 in township 18 north range 13 east of the black hills meridian",
     [T(15, "18N", "13E", "Black Hills", "SE/4 NW/4, NE/4 SW/4")]),
    # 43 two townships, one line each
    ("KS", "Finney", "Sec. 36, T. 22 S., R. 33 W.: NE/4\nSec. 1, T. 23 S., R. 33 W.: Lots 1 and 2, S/2 NE/4",
     [T(36, "22S", "33W", "6th PM", "NE/4"), T(1, "23S", "33W", "6th PM", "S/2 NE/4", [1, 2])]),
    # 44 "of the" between halves and quarters, less a strip
    ("NE", "Red Willow", "The East Half of the West Half (E/2 of the W/2) of Section 9, Township 3 North, Range 29 West, 6th P.M., less a strip 50 feet wide along the south line for county road.",
     [T(9, "3N", "29W", "6th PM", "E/2 W/2")]),
    # 45 a federal serial listing with "L1-4"
    ("WY", "Converse", "WYW-184422  T35N R71W 6PM  Sec 4: L1-4, S2N2; Sec 5: L1, SENE",
     [T(4, "35N", "71W", "6th PM", "S/2 N/2", [1, 2, 3, 4]), T(5, "35N", "71W", "6th PM", "SE/4 NE/4", [1])]),
    # 46 "LTS" and mixed fraction styles
    ("NM", "Rio Arriba", "T. 26 N., R. 3 W., N.M.P.M., Sec. 19: LTS 3, 4, E1/2SW4",
     [T(19, "26N", "3W", "NMPM", "E/2 SW/4", [3, 4])]),
    # 47 an aliquot "less the E/2 thereof"
    ("OK", "Garvin", "The NE/4, less and except the E/2 thereof, of Section 21, Township 3 North, Range 1 West, I.M., Garvin County, Oklahoma",
     [T(21, "3N", "1W", "Indian", "NE/4")]),
    # 48 "Twp." with "Range" written out, three sections in a column
    ("ND", "Mountrail", "Twp. 155 N., Range 92 W.\n   Section 1:   All\n   Section 2:   S1/2\n   Section 12:  N1/2",
     [T(1, "155N", "92W", "5th PM"), T(2, "155N", "92W", "5th PM", "S/2"), T(12, "155N", "92W", "5th PM", "N/2")]),
    # 49 a quarter named in words with "Qtr."
    ("MN", "Kittson", "Southwest Qtr. of Sec. 5, Twp. 162 N., Rge. 48 W., 5th P.M.",
     [T(5, "162N", "48W", "5th PM", "SW/4")]),
    # 50 Huntsville Meridian, fractional section with lots
    ("AL", "Tuscaloosa", "Fractional Section 1, Township 22 South, Range 10 West, Huntsville Meridian: Lots 2 and 3 and the SE 1/4 of the NW 1/4",
     [T(1, "22S", "10W", "Huntsville", "SE/4 NW/4", [2, 3])]),
    # 51 Washington Meridian in Mississippi
    ("MS", "Adams", "NW 1/4 of SE 1/4, Sec. 14, T. 6 N., R. 2 W., Washington Meridian, Adams County, Mississippi",
     [T(14, "6N", "2W", "Washington", "NW/4 SE/4")]),
    # 52 Fourth Principal in Illinois, "the" before each part
    ("IL", "Fulton", "the S\u00bd of the NE\u00bc and the North Half of the SE\u00bc of Section 33, Township 5 North, Range 1 East of the Fourth Principal Meridian",
     [T(33, "5N", "1E", "Fourth Principal", "S/2 NE/4, N/2 SE/4")]),
    # 53 Kateel River Meridian
    ("AK", "Nome Census Area", "Sec. 10, T. 5 N., R. 20 W., Kateel River Meridian, Alaska: NW1/4, NE1/4 SW1/4",
     [T(10, "5N", "20W", "Kateel River", "NW/4, NE/4 SW/4")]),
    # 54 a fraction written "1/4th"
    ("OK", "Pawnee", "The NE 1/4th of the SW 1/4th of Sec. 17, Twp. 22 N., Rge. 6 E., I.M., Pawnee County.",
     [T(17, "22N", "6E", "Indian", "NE/4 SW/4")]),
    # 55 a runsheet line with dots as separators
    ("ND", "Dunn", "Legal ... Sec. 31 ... 147N ... 95W ... NE4, N2SE4 ... 5th PM ... Dunn Co.",
     [T(31, "147N", "95W", "5th PM", "NE/4, N/2 SE/4")]),
    # 56 an aliquot described "being the" its acreage, plus a second section
    ("KS", "Rooks", "The NW/4 of Section 22, being 160 acres, and the SW/4 of Section 15, being 160 acres, all in T. 9 S., R. 17 W. of the 6th P.M.",
     [T(22, "9S", "17W", "6th PM", "NW/4"), T(15, "9S", "17W", "6th PM", "SW/4")]),
    # 57 Seward Meridian with the meridian in the heading
    ("AK", "Kenai Peninsula Borough", "SEWARD MERIDIAN, ALASKA\nT. 7 N., R. 11 W.\nSec. 33: SE1/4, S1/2NE1/4",
     [T(33, "7N", "11W", "Seward", "SE/4, S/2 NE/4")]),
    # 58 a half section written "W1/2" with "of" and the section spelled "Sect."
    ("UT", "Duchesne", "W1/2 of Sect. 20 and E1/2 of Sect. 19, T. 3 S., R. 5 W., U.S.M.",
     [T(20, "3S", "5W", "Uintah", "W/2"), T(19, "3S", "5W", "Uintah", "E/2")]),
    # 59 school section "(school land)"
    ("NM", "Lea", "Section 16 (State school section), T. 19 S., R. 36 E., N.M.P.M.: All, less the 10-acre tank battery site in the NE/4 NE/4",
     [T(16, "19S", "36E", "NMPM")]),
    # 60 Second Principal in Illinois with a "with" lot list
    ("IL", "Wabash", "Section 19, Town 1 South, Range 13 West of the 2nd P.M., being Fractional Section 19 with Lots 1 and 2 and the E1/2 NW1/4",
     [T(19, "1S", "13W", "Second Principal", "E/2 NW/4", [1, 2])]),
]
