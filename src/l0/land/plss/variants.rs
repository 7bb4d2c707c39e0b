//! PLSS descriptions as lease schedules, runsheets, title opinions, patents and old deeds write
//! them, each with the tracts an examiner would list. Written in our own words, with invented
//! places, to hold the reader to the grammar of a description rather than to one form's phrasing.

use crate::l0::land::tests::tracts;

/// One tract an examiner lists: section, township, range, aliquot parts (", "-joined, "" for
/// the whole section) and government lots.
pub(super) type Listed<'a> = (&'a str, &'a str, &'a str, &'a str, &'a [&'a str]);

/// The parts of a tract as they are compared: each aliquot part without spaces, "ALL" and empty
/// dropped (a whole section), and the lots as a set, as the PLSS cases are scored.
fn compared(section: &str, township: &str, range: &str, aliquots: &str, lots: &[String]) -> String {
    let mut parts: Vec<String> =
        aliquots.split(", ").map(|p| p.replace(' ', "").to_ascii_uppercase()).filter(|p| !p.is_empty() && p != "ALL").collect();
    parts.sort();
    let mut lots: Vec<&str> = lots.iter().map(|l| l.trim_start_matches('0')).collect();
    lots.sort();
    format!("{section} {township} {range} [{}] lots [{}]", parts.join(","), lots.join(","))
}

const VARIANTS: &[(&str, &[Listed<'_>])] = &[
    // A lease schedule: several sections under one township after them.
    (
        "Sections 3, 4 and 9, all in T. 12 N., R. 5 W., Boise Meridian, Ada County, Idaho",
        &[("3", "12N", "5W", "", &[]), ("4", "12N", "5W", "", &[]), ("9", "12N", "5W", "", &[])],
    ),
    // A title opinion: the township heads, each section lists its parts after a colon.
    (
        "In Township 7 South, Range 3 East, S.B.M.: Section 2: N/2 NE/4; Section 11: Lots 1 and 2, and the E/2 NW/4",
        &[("2", "7S", "3E", "N/2 NE/4", &[]), ("11", "7S", "3E", "E/2 NW/4", &["1", "2"])],
    ),
    // An exhibit with two townships, one after the other.
    (
        "Township 153 North, Range 95 West, 5th P.M.\nSection 7: SE/4\nSection 18: NE/4, N/2 SE/4\n\
         Township 154 North, Range 95 West, 5th P.M.\nSection 31: Lots 3, 4, E/2 SW/4\n\
         containing 640 acres, more or less, Dunn County, North Dakota",
        &[("7", "153N", "95W", "SE/4", &[]), ("18", "153N", "95W", "NE/4, N/2 SE/4", &[]), ("31", "154N", "95W", "E/2 SW/4", &["3", "4"])],
    ),
    // A patent in words, lower case, the meridian named.
    (
        "the south half of the northeast quarter and lots one and two of section four in township thirty north \
         of range sixty-two west of the sixth principal meridian, Nebraska, containing one hundred fifty-nine acres",
        &[("4", "30N", "62W", "S/2 NE/4", &["1", "2"])],
    ),
    // An old deed: words with figures after them.
    (
        "The North Half of the Southwest Quarter (N/2 SW/4) of Section Twenty-two (22), Township Twenty-one (21) North, \
         Range Nine (9) West of the Indian Meridian, Kingfisher County, Oklahoma",
        &[("22", "21N", "9W", "N/2 SW/4", &[])],
    ),
    // A lot restated in parentheses is the lot's land.
    ("Lot 3 (NW/4 NW/4) of Section 6, T. 10 N., R. 4 E., Pottawatomie County", &[("6", "10N", "4E", "", &["3"])]),
    // Government lots and an aliquot before the section.
    (
        "Government Lots 1 and 2 and the S/2 NE/4 of Section 2, Township 140 North, Range 80 West, Burleigh County",
        &[("2", "140N", "80W", "S/2 NE/4", &["1", "2"])],
    ),
    // Acres excepted from the part do not change the part.
    (
        "T4S R2W, Section 20: E/2, LESS 10 acres in the northeast corner heretofore conveyed to the school district",
        &[("20", "4S", "2W", "E/2", &[])],
    ),
    // A runsheet's compact township with no T and R.
    ("NW4 of 16-22N-14W, Woods County, Oklahoma", &[("16", "22N", "14W", "NW/4", &[])]),
    // Hyphens inside the township and range.
    ("T-9-S, R-12-E, Sec. 5: SW/4, Lea County, New Mexico", &[("5", "9S", "12E", "SW/4", &[])]),
    // The township in words after the section.
    (
        "Section 10: NE1/4, Township Three South, Range Sixty-eight West of the Sixth Principal Meridian, Adams County, Colorado",
        &[("10", "3S", "68W", "NE/4", &[])],
    ),
    // Two sections each after its parts, both under one township.
    (
        "the S/2 of Section 14 and the NE/4 of Section 23, both in Township 5 North, Range 8 East, M.D.M.",
        &[("14", "5N", "8E", "S/2", &[]), ("23", "5N", "8E", "NE/4", &[])],
    ),
    // LESS AND EXCEPT takes land out of a tract; it makes none.
    (
        "Township 2 North, Range 3 East\nSection 9: All, LESS AND EXCEPT the NE/4 NE/4 thereof\nSection 10: W/2",
        &[("9", "2N", "3E", "", &[]), ("10", "2N", "3E", "W/2", &[])],
    ),
    // Abbreviations an abstract office types: Sec, Twp, Rge.
    ("Sec. 25, Twp. 14 S., Rge. 33 E., N.M.P.M.: the NW/4", &[("25", "14S", "33E", "NW/4", &[])]),
    // A description broken mid-word and mid-phrase across lines.
    (
        "the Southeast Quarter of Sec-\ntion 18, Township 4 North, Range\n67 West of the 6th P.M., Weld County, Colorado",
        &[("18", "4N", "67W", "SE/4", &[])],
    ),
    // One section in each of two townships, the meridian once at the end.
    (
        "Section 36, Township 1 North, Range 1 West, and Section 1, Township 1 South, Range 1 West, Salt Lake Base and Meridian",
        &[("36", "1N", "1W", "", &[]), ("1", "1S", "1W", "", &[])],
    ),
    // Compact aliquots with no slashes on a lease's land line.
    ("T160N R90W Sec 22: NE4, N2SE4, Mountrail County", &[("22", "160N", "90W", "NE/4, N/2 SE/4", &[])]),
    // A quarter whose 1/4 the scanner read as "%".
    ("the NE% of Section 12, Township 8 North, Range 3 West", &[("12", "8N", "3W", "NE/4", &[])]),
    // A title opinion's takeoff: two sections under one heading, one with two parts.
    (
        "Township 19 North, Range 12 West, I.M.\nSection 8: SE/4 SE/4\nSection 17: N/2 NE/4, NE/4 NW/4\nBlaine County, Oklahoma",
        &[("8", "19N", "12W", "SE/4 SE/4", &[]), ("17", "19N", "12W", "N/2 NE/4, NE/4 NW/4", &[])],
    ),
    // A range of sections, each whole.
    (
        "T148N-R96W, 5th P.M., Sections 20 through 22: All",
        &[("20", "148N", "96W", "", &[]), ("21", "148N", "96W", "", &[]), ("22", "148N", "96W", "", &[])],
    ),
    // The section last, after the township, in a deed's running sentence.
    (
        "all of the West Half (W/2) of the Northwest Quarter (NW/4), Township 6 South, Range 20 East, Section 30",
        &[("30", "6S", "20E", "W/2 NW/4", &[])],
    ),
    // A table of tracts with one row each.
    (
        "Tract  Sec  Twp  Rge  Description\n1  14  21N  9W  NE/4\n2  15  21N  9W  W/2 SE/4\n",
        &[("14", "21N", "9W", "NE/4", &[]), ("15", "21N", "9W", "W/2 SE/4", &[])],
    ),
    // Each lot of a range of lots, with a quarter section.
    (
        "Section 6: Lots 1 through 4, inclusive, and the SE/4, Township 27 North, Range 58 East, M.P.M.",
        &[("6", "27N", "58E", "SE/4", &["1", "2", "3", "4"])],
    ),
    // OCR damage: "See." for "Sec.", a doubled v for w, the 1/4 read as "114".
    ("the N 1/2 of the SW 114 of See. 8, Tvvp. 2 S., Rge. 5 W.", &[("8", "2S", "5W", "N/2 SW/4", &[])]),
    // An l for the 1 of a section number, and spaces squeezed out.
    ("Section l6: NW/4, T 3 N, R 60 W", &[("16", "3N", "60W", "NW/4", &[])]),
    ("Section14:NE/4,T5N,R3W,Logan County", &[("14", "5N", "3W", "NE/4", &[])]),
    // A page break inside a description.
    (
        "T. 15 N., R. 10 W.\nSection 21: W/2\n\n- Page 2 of 3 -\n\nSection 22: E/2\ncontaining 640 acres, more or less",
        &[("21", "15N", "10W", "W/2", &[]), ("22", "15N", "10W", "E/2", &[])],
    ),
    // Sections listed before the township with "of", none of them with parts.
    (
        "Sections 1, 2, 11 and 12 of Township 3 North, Range 4 West",
        &[("1", "3N", "4W", "", &[]), ("2", "3N", "4W", "", &[]), ("11", "3N", "4W", "", &[]), ("12", "3N", "4W", "", &[])],
    ),
    // One part of each of two sections.
    ("the N/2 of Sections 5 and 6, T. 2 N., R. 9 E.", &[("5", "2N", "9E", "N/2", &[]), ("6", "2N", "9E", "N/2", &[])]),
    // Two townships on one line, each heading its sections.
    (
        "Township 10 North, Range 2 West: Section 4: All; Section 5: SE/4; Township 11 North, Range 2 West: Section 32: S/2; Section 33: SW/4",
        &[("4", "10N", "2W", "", &[]), ("5", "10N", "2W", "SE/4", &[]), ("32", "11N", "2W", "S/2", &[]), ("33", "11N", "2W", "SW/4", &[])],
    ),
    // Parts before each section, the township after them all.
    ("SE/4 Sec. 2, NE/4 Sec. 11, T5N R6W", &[("2", "5N", "6W", "SE/4", &[]), ("11", "5N", "6W", "NE/4", &[])]),
    // A compact township and range after sections that list their parts.
    (
        "Sec. 3: Lots 1, 2, S/2 NE/4; Sec. 10: NE/4; all in 12N-5W, Canadian County",
        &[("3", "12N", "5W", "S/2 NE/4", &["1", "2"]), ("10", "12N", "5W", "NE/4", &[])],
    ),
    // A part of one section and the whole of the next.
    ("E/2 of Section 20 and all of Section 21, T4S R2W", &[("20", "4S", "2W", "E/2", &[]), ("21", "4S", "2W", "", &[])]),
    // A runsheet: one compact section a line, the parts after it.
    ("12-3N-4W  NE/4\n13-3N-4W  NW/4, S/2 SW/4\n", &[("12", "3N", "4W", "NE/4", &[]), ("13", "3N", "4W", "NW/4, S/2 SW/4", &[])]),
    // Printed fractions.
    (
        "the S\u{bd} of Section 14 and the SW\u{bc}NE\u{bc} of Section 15, Township 9 South, Range 4 East",
        &[("14", "9S", "4E", "S/2", &[]), ("15", "9S", "4E", "SW/4 NE/4", &[])],
    ),
    // "Rng" and "Tshp" as abstracts abbreviate them.
    ("NE1/4SE1/4, Sec. 19, Tshp. 21 N., Rng. 9 W., Kay County", &[("19", "21N", "9W", "NE/4 SE/4", &[])]),
    // Two townships each in its compact heading on one line.
    ("T5N-R3W: Sec 2: NE/4; T6N-R3W: Sec 35: SE/4", &[("2", "5N", "3W", "NE/4", &[]), ("35", "6N", "3W", "SE/4", &[])]),
    // A whole section restated in parentheses after its lots and parts.
    ("Lots 1, 2, 3 and 4 and the S/2 N/2 (All) of Section 2, T. 1 N., R. 68 W.", &[("2", "1N", "68W", "S/2 N/2", &["1", "2", "3", "4"])]),
    // An O for the zero of a section number.
    ("Section 2O: SW/4, T 7 N, R 11 E", &[("20", "7N", "11E", "SW/4", &[])]),
    // The township's direction after a comma, the range's too, the parts after the colon.
    (
        "Section 14 in Township 31,\nSouth of Range 9, East of the Willamette Meridian: the Southwest Quarter",
        &[("14", "31S", "9E", "SW/4", &[])],
    ),
    // A section placed by words that name no figures, its parts after the colon.
    (
        "Section 3, T4N, R7E: the NE/4; and Section 10 in the same township and range: the S/2 SE/4",
        &[("3", "4N", "7E", "NE/4", &[]), ("10", "4N", "7E", "S/2 SE/4", &[])],
    ),
    // The parts after the comma that follows the meridian, the county and the state.
    ("Sec. 17, T. 3 S., R. 9 W., Willamette Mer., the SE/4 NE/4 and Lot 1", &[("17", "3S", "9W", "SE/4 NE/4", &["1"])]),
    ("Section 21, Township 6 North, Range 12 West, Caddo County, Oklahoma, being the W/2 SW/4", &[("21", "6N", "12W", "W/2 SW/4", &[])]),
    ("21-6N-12W, being the W/2 SW/4, Caddo County", &[("21", "6N", "12W", "W/2 SW/4", &[])]),
    // Each runsheet line's parts after its meridian, the next line's section after a semicolon.
    (
        "Sec 9 T12N R4W 6PM, S/2 SE/4; Sec 11 T12N R4W 6PM, N/2 NW/4",
        &[("9", "12N", "4W", "S/2 SE/4", &[]), ("11", "12N", "4W", "N/2 NW/4", &[])],
    ),
    // A part after the county that names the next section is that section's.
    ("Sec. 8, T2S, R3E, Lincoln County, NE/4 of Sec. 9", &[("8", "2S", "3E", "", &[]), ("9", "2S", "3E", "NE/4", &[])]),
    // Figures with their words restated after them, as printed lease forms and typed deeds write them.
    (
        "The Southwest Quarter (SW/4), Section 9 (Nine), in Township 5 (Five) North and Range 8 (Eight) West, Indian Meridian, containing 160 acres",
        &[("9", "5N", "8W", "SW/4", &[])],
    ),
    (
        "NE/4, Section 22 (Twenty-two), Township 17 (Seventeen) South, Range 33 (Thirty-three) East, N.M.P.M.; 160 acres",
        &[("22", "17S", "33E", "NE/4", &[])],
    ),
    // A statute's section and an adjoiner's section are not land.
    ("pursuant to Section 12 of the Act, the lands described herein", &[]),
];

/// Fails with every variant of `table` that is not read as listed, and how many were.
fn assert_every_variant_read(table: &[(&str, &[Listed<'_>])]) {
    let missed = missed_variants(table);
    assert!(missed.is_empty(), "{} of {} read; missed:\n{}", table.len() - missed.len(), table.len(), missed.join("\n"));
}

/// The variants of a table the reader misses, each with what it read.
pub(super) fn missed_variants(table: &[(&str, &[Listed<'_>])]) -> Vec<String> {
    let mut missed = Vec::new();
    for (text, listed) in table {
        let mut expected: Vec<String> =
            listed.iter().map(|(s, t, r, a, l)| compared(s, t, r, a, &l.iter().map(|l| l.to_string()).collect::<Vec<_>>())).collect();
        let mut read: Vec<String> = tracts(text)
            .iter()
            .filter(|t| t.section.is_some() || t.township.is_some())
            .map(|t| {
                compared(
                    t.section.as_deref().unwrap_or("-"),
                    t.township.as_deref().unwrap_or("-"),
                    t.range.as_deref().unwrap_or("-"),
                    t.aliquots.as_deref().unwrap_or(""),
                    &t.lots,
                )
            })
            .collect();
        expected.sort();
        read.sort();
        if expected != read {
            missed.push(format!("{text:?}\n    expected {expected:?}\n    read     {read:?}"));
        }
    }
    missed
}

#[test]
fn plss_description_variants() {
    assert_every_variant_read(VARIANTS);
}

/// Bureau serial registers, runsheets and abstracts write a township and range as two figures with
/// their directions glued and nothing but a space or a stop between ("35N 16W", "12S.29E."),
/// the register's figures padded to four with the township's tenth last ("0340N" is 34 North,
/// "0720W" 72 West) or padded with zeros before ("0155N", "017N"), and the section's bare figure
/// after them ("014"). Written in our own words for several states and meridians.
const REGISTER_LINES: &[(&str, &[Listed<'_>])] = &[
    // A serial register page: meridian code, township, range, section, aliquots glued.
    ("Serial COC-0048812 case lands:\n06 0080S 0920W 017 SWSE,SESW", &[("17", "8S", "92W", "SW/4 SE/4, SE/4 SW/4", &[])]),
    // The same register with its labels.
    ("MER 20 T 0310N R 0250E SEC 009 ALIQ NWNE", &[("9", "31N", "25E", "NW/4 NE/4", &[])]),
    // Figures padded with zeros before, lots glued to their L.
    ("T0142N R0087W Sec 026 L1,2,S2NE", &[("26", "142N", "87W", "S/2 NE/4", &["1", "2"])]),
    // A landman's legal line: padded figures, the section bare, spaced quarters.
    ("Legal description: 012S 031E 15 NW SE, Eddy County", &[("15", "12S", "31E", "NW/4 SE/4", &[])]),
    // The meridian first, the township and range spaced, the section with its word.
    ("NMPM 19S 33E Sec 4: Lots 1-4, S/2 N/2", &[("4", "19S", "33E", "S/2 N/2", &["1", "2", "3", "4"])]),
    // A runsheet's stops between township and range, sections listed after.
    ("Runsheet lands, 6S.93W.: sec. 11, NE4; sec. 14, N2NW4", &[("11", "6S", "93W", "NE/4", &[]), ("14", "6S", "93W", "N/2 NW/4", &[])]),
    // Lower case, as a clerk keys it.
    ("legal 103n 64w sec 7 se4, Brown County", &[("7", "103N", "64W", "SE/4", &[])]),
    // Register figures for a township south of the base line.
    ("T 0040S R 0660W SEC 033 ALIQ SENW", &[("33", "4S", "66W", "SE/4 NW/4", &[])]),
    // A street address in a grid city is no township and range.
    ("the house at 1200 N 500 W, and the lot in Sec. 4 of the plat", &[]),
    // A bearing between figures is a call, not a township.
    ("thence 200 feet N 45 E to a stake in Section 12", &[]),
];

#[test]
fn register_line_variants() {
    assert_every_variant_read(REGISTER_LINES);
}

/// Acres of a part, set before the part they lie in ("the East 20 acres of the SW/4", "5 acres in
/// the southeast corner of the SW 1/4") or after it as its measure ("the NE/4, containing 160
/// acres, and"): the part is the tract's, whatever share of it the acres take; after a section's
/// heading as before its number. Written in our own words for several states and meridians.
const ACRES_OF_A_PART: &[(&str, &[Listed<'_>])] = &[
    // After a heading's colon, a strip of a quarter.
    ("Section 14, Township 3 North, Range 2 West, Tallahassee Meridian: the East 20 acres of the SW/4", &[("14", "3N", "2W", "SW/4", &[])]),
    // Before the section, acres in words, a quarter-quarter.
    (
        "the north fifteen acres of the SE 1/4 of the SW 1/4 of Section 22, T. 4 N., R. 6 E., 3rd P.M.",
        &[("22", "4N", "6E", "SE/4 SW/4", &[])],
    ),
    // A corner's acres after a whole quarter and its restated acreage.
    (
        "Sec. 9, T. 7 S., R. 3 W., 5th P.M.: the NW 1/4 (160 ac.) and 5 acres in the southeast corner of the SW 1/4",
        &[("9", "7S", "3W", "NW/4, SW/4", &[])],
    ),
    // Dashes part the heading; a strip of a half of a quarter, then a whole quarter-quarter.
    (
        "Section 5 - T 10 N - R 8 E of 4th P.M. - the West 30 acres of the N 1/2 of the NE quarter and all of the SE quarter of the NE quarter",
        &[("5", "10N", "8E", "N/2 NE/4, SE/4 NE/4", &[])],
    ),
    // The acreage that measures a part stands between two parts.
    (
        "Section 12, Township 5 North, Range 3 East: the NE/4, containing 160 acres, and all of the SE/4",
        &[("12", "5N", "3E", "NE/4, SE/4", &[])],
    ),
    // Decimal acres, a section past 36 in a southern survey.
    (
        "Section 38, Township 4 South, Range 2 West, Huntsville Meridian: the south 12.5 acres of the NE/4 NE/4",
        &[("38", "4S", "2W", "NE/4 NE/4", &[])],
    ),
    // The county between the heading and the colon of its parts.
    (
        "Section 7, Township 11 North, Range 6 East, Gila and Salt River Meridian, Maricopa County: the North 5 acres of the SE/4 SE/4",
        &[("7", "11N", "6E", "SE/4 SE/4", &[])],
    ),
    // OCR's slip in the direction word, the acres before the section.
    ("the Eaat 40 acres of the NW4 of Sec. 17, T21N, R10W", &[("17", "21N", "10W", "NW/4", &[])]),
    // Old deed with the township in words.
    (
        "Section Eight (8), Township Nine (9) North, Range Two (2) East: the West Ten (10) acres of the Southeast Quarter of the Northwest Quarter",
        &[("8", "9N", "2E", "SE/4 NW/4", &[])],
    ),
];

#[test]
fn acres_of_a_part_variants() {
    assert_every_variant_read(ACRES_OF_A_PART);
}

/// The next section of one township written with words that carry the township and range over
/// ("Section 10, same Township and Range, the NE/4"), its parts after them and a comma, as
/// abstracts and old deeds list it. Written in our own words for several states and meridians.
const SAME_TOWNSHIP_AND_RANGE: &[(&str, &[Listed<'_>])] = &[
    (
        "Section 9, Township 14 South, Range 20 East, the S/2; and Section 10, same Township and Range, the NE/4",
        &[("9", "14S", "20E", "S/2", &[]), ("10", "14S", "20E", "NE/4", &[])],
    ),
    // A runsheet's abbreviations and an ampersand.
    (
        "Sec 4 T12N R7W 6PM, SE/4 SE/4; Sec 9 same Twp & Rge, NE/4 NE/4",
        &[("4", "12N", "7W", "SE/4 SE/4", &[]), ("9", "12N", "7W", "NE/4 NE/4", &[])],
    ),
    (
        "Section 3, T. 6 N., R. 4 W., the NW/4; Section 4, in the same township and range, the N/2 NE/4",
        &[("3", "6N", "4W", "NW/4", &[]), ("4", "6N", "4W", "N/2 NE/4", &[])],
    ),
    // Stops after the abbreviations, the Willamette Meridian.
    (
        "Sec. 20, Twp. 30 N., Rge. 12 E., W.M., the E/2; Sec. 21, same Twp. and Rge., the W/2 SW/4",
        &[("20", "30N", "12E", "E/2", &[]), ("21", "30N", "12E", "W/2 SW/4", &[])],
    ),
    // Words with figures, lots before the aliquot.
    (
        "Section Five (5), Township Two (2) South, Range One (1) West, Lots 1 and 2; Section Six (6), same township and range, Lot 7 and the SE/4 SW/4",
        &[("5", "2S", "1W", "", &["1", "2"]), ("6", "2S", "1W", "SE/4 SW/4", &["7"])],
    ),
    // "said" and a colon: read before this change too.
    (
        "Section 14, Township 3 North, Range 9 East: the SW/4. Section 15, said Township and Range: the NW/4",
        &[("14", "3N", "9E", "SW/4", &[]), ("15", "3N", "9E", "NW/4", &[])],
    ),
];

#[test]
fn same_township_and_range_variants() {
    assert_every_variant_read(SAME_TOWNSHIP_AND_RANGE);
}
