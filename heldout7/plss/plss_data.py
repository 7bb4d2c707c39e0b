"""heldout7: 60 bare PLSS descriptions, as a landman writes them, with the tracts they describe.

CASES: (recording state, county, text, expected tracts). A tract is {section, township, range,
meridian, aliquots (canonical, None for a whole section or lots only), lots (list of numbers as
strings)}. A township written without its direction takes the one its meridian and county give it;
land excepted inside a section leaves the tract as described before the exception. Standard library only.
"""


def T(section, township, rng, meridian, aliquots=None, lots=()):
    return {"section": str(section), "township": township, "range": rng, "meridian": meridian,
            "aliquots": aliquots, "lots": list(lots)}


CASES = [
    ("AK", "North Slope", "Township 11 North, Range 15 East, Umiat Meridian, Alaska\n  Section 12: All\n  Section 13: All, "
     "containing 1,280.00 acres, more or less.",
     [T(12, "11N", "15E", "Umiat"), T(13, "11N", "15E", "Umiat")]),
    ("AK", "Chitina", "Government Lots 3 and 4, Section 19, T. 4 S., R. 1 E., Copper River Meridian, containing "
     "71.40 acres.", [T(19, "4S", "1E", "Copper River", None, ["3", "4"])]),
    ("AK", "Kotzebue", "NE1/4, Sec. 5, T8S, R3W, Kateel River Meridian, Alaska (160 ac.)",
     [T(5, "8S", "3W", "Kateel River", "NE/4")]),
    ("ND", "McKenzie", "NE4 of 28-147-98, McKenzie County, ND", [T(28, "147N", "98W", "5th PM", "NE/4")]),
    ("ND", "Dunn", "Sections 4 and 9 in 146-96: Lots 1-4, S2N2 (Sec. 4); all of Sec. 9.",
     [T(4, "146N", "96W", "5th PM", "S/2 N/2", ["1", "2", "3", "4"]), T(9, "146N", "96W", "5th PM")]),
    ("MT", "Richland", "Gov't Lots 5, 6 and 7 of Section 16, Township 24 North, Range 59 East, M.P.M., lying north "
     "of the Yellowstone River, 88.3 acres.", [T(16, "24N", "59E", "Principal Meridian Montana", None, ["5", "6", "7"])]),
    ("MT", "Roosevelt", "T.28N., R.51E., P.M.M.\nSec. 7 (irregular): Lots 1-4 incl., E/2 W/2\nSec. 18: Lots 1 & 2, "
     "E/2 NW/4, NE/4",
     [T(7, "28N", "51E", "Principal Meridian Montana", "E/2 W/2", ["1", "2", "3", "4"]),
      T(18, "28N", "51E", "Principal Meridian Montana", "E/2 NW/4, NE/4", ["1", "2"])]),
    ("WY", "Fremont", "T1N-R2E, Wind River Meridian, Section 22: NE¼SW¼, W½SE¼ (120 acres)",
     [T(22, "1N", "2E", "Wind River", "NE/4 SW/4, W/2 SE/4")]),
    ("WY", "Converse", "Township Thirty-five (35) North, Range Seventy-three (73) West of the Sixth P.M.: Section "
     "Twenty-nine (29), the South Half of the South Half; Section Thirty-two (32), the North Half of the North "
     "Half.",
     [T(29, "35N", "73W", "6th PM", "S/2 S/2"), T(32, "35N", "73W", "6th PM", "N/2 N/2")]),
    ("CO", "Las Animas", "The E/2 of Section 10, T. 33 S., R. 64 W., 6th P.M., LESS AND EXCEPT the North 10 acres of "
     "the NE/4 NE/4 conveyed for a school site.", [T(10, "33S", "64W", "6th PM", "E/2")]),
    ("CO", "Conejos", "Sec. 14, T. 34 N., R. 9 E., N.M.P.M.: NW/4 SE/4, S/2 SE/4",
     [T(14, "34N", "9E", "New Mexico Principal", "NW/4 SE/4, S/2 SE/4")]),
    ("NM", "San Juan", "Township 29 North, Range 13 West, N.M.P.M.\n| Section | Description | Acres |\n|---|---|---|"
     "\n| 3 | Lots 1, 2, S/2 NE/4 | 159.80 |\n| 10 | N/2 NE/4 | 80.00 |",
     [T(3, "29N", "13W", "New Mexico Principal", "S/2 NE/4", ["1", "2"]),
      T(10, "29N", "13W", "New Mexico Principal", "N/2 NE/4")]),
    ("NM", "Lea", "Section 36, Township 21 South, Range 33 East, NMPM: All (State Trust Land)",
     [T(36, "21S", "33E", "New Mexico Principal")]),
    ("AZ", "Apache", "The SE quarter of Sec. 27, T. 11 N., R. 28 E., G.&S.R.B.&M., Apache County, Arizona.",
     [T(27, "11N", "28E", "Gila and Salt River", "SE/4")]),
    ("AZ", "Navajo", "NW¼NW¼ of Section 2 and the NE¼NE¼ of Section 3, both in Township 17 North, Range 20 East, "
     "Gila and Salt River Base and Meridian",
     [T(2, "17N", "20E", "Gila and Salt River", "NW/4 NW/4"), T(3, "17N", "20E", "Gila and Salt River", "NE/4 NE/4")]),
    ("UT", "Uintah", "T. 4 S., R. 1 E., U.S.M., Sec. 30: Lots 3, 4, E½SW¼, SE¼ (containing 319.20 acres)",
     [T(30, "4S", "1E", "Uintah", "E/2 SW/4, SE/4", ["3", "4"])]),
    ("UT", "Carbon", "Twp 13 So., Rge 10 E., S.L.B.&M.: Sec. 21, the North half of the Northwest quarter; Sec. 20, "
     "the Northeast quarter of the Northeast quarter.",
     [T(21, "13S", "10E", "Salt Lake", "N/2 NW/4"), T(20, "13S", "10E", "Salt Lake", "NE/4 NE/4")]),
    ("ID", "Owyhee", "In T. 2 S., R. 2 W., B.M., Idaho: Section 33, Lots 1 and 2 and the N½NE¼.",
     [T(33, "2S", "2W", "Boise", "N/2 NE/4", ["1", "2"])]),
    ("NV", "Elko", "All of Section 17, and the W/2 of Section 16, in Township 39 North, Range 55 East, M.D.B.&M.",
     [T(17, "39N", "55E", "Mount Diablo"), T(16, "39N", "55E", "Mount Diablo", "W/2")]),
    ("CA", "Humboldt", "Southwest Quarter of the Southeast Quarter of Section 8 in Township 1 South, Range 3 East, "
     "Humboldt Base and Meridian, County of Humboldt.", [T(8, "1S", "3E", "Humboldt", "SW/4 SE/4")]),
    ("CA", "Kern", "Sec. 25, T. 28 S., R. 27 E., M.D.B.&M.: S/2 of the NW/4 and the N/2 of the SW/4, excepting "
     "therefrom the West 330 feet.", [T(25, "28S", "27E", "Mount Diablo", "S/2 NW/4, N/2 SW/4")]),
    ("OR", "Harney", "T. 26 S., R. 31 E., W.M.\n    Sec. 5: Lots 1, 2, 3 and 4, S½N½, S½\n    containing 640.44 "
     "acres", [T(5, "26S", "31E", "Willamette", "S/2 N/2, S/2", ["1", "2", "3", "4"])]),
    ("WA", "Adams", "The E½ of Section 32, Township 17 North, Range 34 East, W.M., and the W½ of Section 33 of said "
     "Township and Range.", [T(32, "17N", "34E", "Willamette", "E/2"), T(33, "17N", "34E", "Willamette", "W/2")]),
    ("WA", "Whitman", "Government Lots 1 and 2 and the SE¼NE¼ of Section 1, Township Fourteen North, Range "
     "Forty-five East of the Willamette Meridian", [T(1, "14N", "45E", "Willamette", "SE/4 NE/4", ["1", "2"])]),
    ("SD", "Harding", "Sec. 11, T.21N., R.5E., B.H.M.: NE/4 NW/4, N/2 NE/4; Sec. 12: NW/4 NW/4 (same twp. & rge.)",
     [T(11, "21N", "5E", "Black Hills", "NE/4 NW/4, N/2 NE/4"), T(12, "21N", "5E", "Black Hills", "NW/4 NW/4")]),
    ("SD", "Brown", "Northwest quarter of section 22 in township 123 north of range 63 west of the fifth principal "
     "meridian", [T(22, "123N", "63W", "5th PM", "NW/4")]),
    ("NE", "Kimball", "S½NW¼ and Lots 3 and 4 (being the N½SW¼ irregular) of Section 31, T14N, R57W of the 6th "
     "P.M.", [T(31, "14N", "57W", "6th PM", "S/2 NW/4", ["3", "4"])]),
    ("NE", "Hitchcock", "SE/4 SE/4 of Sec. 3 and the NE/4 NE/4 of Sec. 10, T. 2 N., R. 33 W.",
     [T(3, "2N", "33W", "6th PM", "SE/4 SE/4"), T(10, "2N", "33W", "6th PM", "NE/4 NE/4")]),
    ("KS", "Stafford", "Tract 3: T22S-R13W, Sec. 18: Lots 3, 4, E/2SW/4 (159.32 ac)",
     [T(18, "22S", "13W", "6th PM", "E/2 SW/4", ["3", "4"])]),
    ("KS", "Finney", "W/2 of Sec. 14 and all of Sec. 15, Twp. 24 S., Rge. 32 W., Finney County, Kansas",
     [T(14, "24S", "32W", "6th PM", "W/2"), T(15, "24S", "32W", "6th PM")]),
    ("OK", "Kingfisher", "Section 20-T16N-R7W, I.M.: NW Qr and the N½ of the SW Qr",
     [T(20, "16N", "7W", "Indian", "NW/4, N/2 SW/4")]),
    ("OK", "Texas", "The Northeast Quarter (NE/4) of Section Eleven (11), Township Four (4) North, Range Sixteen (16) "
     "East of the Cimarron Meridian, LESS a tract of 2.07 acres in the Southeast corner for a compressor site.",
     [T(11, "4N", "16E", "Cimarron", "NE/4")]),
    ("OK", "Pittsburg", "T5N R14E: Sec 2 - SW/4; Sec 3 - SE/4 & E/2 SW/4; T6N R14E: Sec 34 - S/2 SE/4",
     [T(2, "5N", "14E", "Indian", "SW/4"), T(3, "5N", "14E", "Indian", "SE/4, E/2 SW/4"),
      T(34, "6N", "14E", "Indian", "S/2 SE/4")]),
    ("AR", "Columbia", "The NE 1/4 of the NW 1/4 and the N 1/2 of the NE 1/4 of Section 15, Township 18 South, Range "
     "20 West, Columbia County, Arkansas, containing 120 acres, more or less.",
     [T(15, "18S", "20W", "5th PM", "NE/4 NW/4, N/2 NE/4")]),
    ("AR", "Van Buren", "Sec. 6-T10N-R13W: fractional NW¼ (Lots 1 and 2 and the E½NW¼)",
     [T(6, "10N", "13W", "5th PM", "E/2 NW/4", ["1", "2"])]),
    ("LA", "De Soto", "Section 14, T-12-N, R-13-W, De Soto Parish, Louisiana: the SW/4 of NE/4 and the SE/4 of NW/4",
     [T(14, "12N", "13W", "Louisiana", "SW/4 NE/4, SE/4 NW/4")]),
    ("LA", "Claiborne", "Irregular Section 42, T21N-R7W, La. Mer., Claiborne Parish, 96.2 acres",
     [T(42, "21N", "7W", "Louisiana")]),
    ("MS", "Lee", "S 1/2 of NW 1/4, Sec 33, T 9 S, R 6 E, Chickasaw Meridian, Lee County, Mississippi",
     [T(33, "9S", "6E", "Chickasaw", "S/2 NW/4")]),
    ("MS", "Jefferson Davis", "All that part of the W½ of the SE¼ of Section 7, Township 7 North, Range 17 West, "
     "St. Stephens Meridian, lying east of Whitesand Creek.", [T(7, "7N", "17W", "St. Stephens", "W/2 SE/4")]),
    ("AL", "Tuscaloosa", "The East half of the Southwest quarter of section Four, township Twenty-one, range Ten "
     "West, Huntsville Meridian.", [T(4, "21S", "10W", "Huntsville", "E/2 SW/4")]),
    ("AL", "Escambia", "NW1/4 of SE1/4, Sec. 29, T. 1 N., R. 9 E., St. Stephens Mer., and SW1/4 of NE1/4 of same "
     "section.", [T(29, "1N", "9E", "St. Stephens", "NW/4 SE/4, SW/4 NE/4")]),
    ("FL", "Collier", "Sec. 12, Twp. 48 S., Rge. 29 E., Tallahassee Mer.: N½ of NE¼ of NE¼ and the SE¼ of NE¼",
     [T(12, "48S", "29E", "Tallahassee", "N/2 NE/4 NE/4, SE/4 NE/4")]),
    ("FL", "Santa Rosa", "Government Lots 2 and 3 of Section 18, Township 1 North, Range 28 West, lying south of "
     "the Blackwater River.", [T(18, "1N", "28W", "Tallahassee", None, ["2", "3"])]),
    ("MI", "Kalkaska", "T27N R6W, Sec 23: E1/2 NE1/4, NE1/4 SE1/4, Michigan Meridian",
     [T(23, "27N", "6W", "Michigan", "E/2 NE/4, NE/4 SE/4")]),
    ("MI", "Gladwin", "The Northeast fractional quarter of Section 1, Town 18 North, Range 1 West, being Lots 1 "
     "and 2 and the S½ of the NE¼.", [T(1, "18N", "1W", "Michigan", "S/2 NE/4", ["1", "2"])]),
    ("IL", "Wayne", "S 20 ac. of the NW 1/4 SW 1/4 of Section 27, T. 1 S., R. 7 E., 3rd P.M.",
     [T(27, "1S", "7E", "3rd PM", "NW/4 SW/4")]),
    ("IL", "Jo Daviess", "The NW¼ of Section 2, Township 27 North, Range 1 East of the Fourth Principal Meridian",
     [T(2, "27N", "1E", "4th PM", "NW/4")]),
    ("IN", "Gibson", "Section 16, Township 2 South, Range 11 West, 2nd P.M.: NE/4 SE/4 and the SE/4 NE/4",
     [T(16, "2S", "11W", "2nd PM", "NE/4 SE/4, SE/4 NE/4")]),
    ("IN", "Jay", "The E½ of the NW¼ of Section 30, Township 24 North, Range 14 East of the First Principal "
     "Meridian, Jay County, Indiana", [T(30, "24N", "14E", "1st PM", "E/2 NW/4")]),
    ("MN", "Pennington", "Sec. 31, T. 154 N., R. 43 W., 5th P.M.: Lots 1, 2, 3 and 4, and the E½ of the W½",
     [T(31, "154N", "43W", "5th PM", "E/2 W/2", ["1", "2", "3", "4"])]),
    ("WI", "Vilas", "Government Lot 4 (39.87 acres) and the SW1/4 SW1/4 of Section 9, T41N, R7E, 4th P.M.",
     [T(9, "41N", "7E", "4th PM", "SW/4 SW/4", ["4"])]),
    ("IA", "Lyon", "The N½ of the SE¼ and the S½ of the NE¼ of Section Thirty-Six (36), Township Ninety-Nine (99) "
     "North, Range Forty-Six (46) West of the 5th P.M.", [T(36, "99N", "46W", "5th PM", "N/2 SE/4, S/2 NE/4")]),
    ("MO", "Barton", "SW4 SW4 and W2 SE4 SW4 of Sec 21-T31N-R30W", [T(21, "31N", "30W", "5th PM", "SW/4 SW/4, W/2 SE/4 SW/4")]),
    ("NM", "Eddy", "Sec. 2 (all) and Sec. 11 (N/2), 26S-29E, Eddy Co., N.M.",
     [T(2, "26S", "29E", "New Mexico Principal"), T(11, "26S", "29E", "New Mexico Principal", "N/2")]),
    ("CO", "Weld", "Exhibit A\nTownship 4 North, Range 65 West, 6th P.M.\n    Section 19: Lots 1, 2, E/2 NW/4\n    "
     "Section 20: NW/4\nTownship 5 North, Range 65 West, 6th P.M.\n    Section 31: SE/4 SW/4",
     [T(19, "4N", "65W", "6th PM", "E/2 NW/4", ["1", "2"]), T(20, "4N", "65W", "6th PM", "NW/4"),
      T(31, "5N", "65W", "6th PM", "SE/4 SW/4")]),
    ("ND", "Williams", "Lot 4 (39.12 ac.), SW¼NW¼ (40 ac.), NW¼SW¼ (40 ac.) in Sec. 6, Twp. 155 N., Rge. 100 W.",
     [T(6, "155N", "100W", "5th PM", "SW/4 NW/4, NW/4 SW/4", ["4"])]),
    ("MT", "Fallon", "Township Six North, Range Sixty East, Montana Principal Meridian, Section Nine: the West Half "
     "of the East Half and the East Half of the West Half", [T(9, "6N", "60E", "Principal Meridian Montana", "W/2 E/2, E/2 W/2")]),
    ("WY", "Sweetwater", "Secs. 1, 3 & 5, T. 18 N., R. 104 W., 6th P.M.: All", [
        T(1, "18N", "104W", "6th PM"), T(3, "18N", "104W", "6th PM"), T(5, "18N", "104W", "6th PM")]),
    ("OK", "Beaver", "N/2 S/2, SE/4 SE/4 of Sec. 8, in Twp. 5 N., Rge. 24 E.C.M., less and except the 4.5-acre "
     "cemetery.", [T(8, "5N", "24E", "Cimarron", "N/2 S/2, SE/4 SE/4")]),
    ("KS", "Barber", "S 1/2 of the N 1/2 and the N 1/2 of the S 1/2 of Section 8, Township 33 South, Range 12 West "
     "of the Sixth Principal Meridian", [T(8, "33S", "12W", "6th PM", "S/2 N/2, N/2 S/2")]),
]
