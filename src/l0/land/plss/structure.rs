//! The structure of a description measured kind by kind: where the parts of a section stand
//! against its heading, how a township's and range's figures are written, what a heading may
//! hold between its township and its range, how the parts of one section are added to one
//! another, the words for a half and a quarter, and a heading that changes for one section.
//! Each kind is a product of its dimensions, built in our own words with invented places; the
//! expected tracts are computed from the dimensions, not written by hand.

use super::variants::{Listed, missed_variants};

/// Fails with every case of a kind that is not read, and says how many were.
fn assert_kind_read(kind: &str, cases: &[(String, Vec<Listed<'_>>)]) {
    let view: Vec<(&str, &[Listed<'_>])> = cases.iter().map(|(text, listed)| (text.as_str(), listed.as_slice())).collect();
    let missed = missed_variants(&view);
    if std::env::var_os("STRUCTURE_REPORT").is_some() {
        for (text, listed) in cases {
            let miss = missed.iter().any(|m| m.starts_with(&format!("{text:?}")));
            println!("{kind}\t{}\t{text:?}\t{listed:?}", if miss { "MISS" } else { "read" });
        }
    }
    assert!(missed.is_empty(), "{kind}: {} of {} read; missed:\n{}", cases.len() - missed.len(), cases.len(), missed.join("\n"));
}

/// The parts of one section as written and as listed: (written, aliquots, lots).
const PARTS: &[(&str, &str, &[&str])] = &[
    ("SW/4 NE/4 and NW/4 SE/4", "SW/4 NE/4, NW/4 SE/4", &[]),
    ("the N/2", "N/2", &[]),
    ("Lots 1 and 2 and the S/2 NE/4", "S/2 NE/4", &["1", "2"]),
];

/// Parts written after the whole heading (section, township, range, and the words that place
/// them), headed by a colon or by a dash set apart by spaces, as schedules and title opinions
/// put a section's land after its place.
#[test]
fn parts_after_the_heading_and_its_place() {
    let headings = ["Section 15, T. 3 S., R. 2 E.", "Section 15, Township 3 South, Range 2 East"];
    let places = ["", ", Boise Meridian", ", Owyhee County, Idaho", ", Boise Meridian, Owyhee County, Idaho"];
    let separators = [": ", " - ", " \u{2013} ", " \u{2014} "];
    let mut cases = Vec::new();
    for heading in headings {
        for place in places {
            for separator in separators {
                for (written, aliquots, lots) in PARTS {
                    cases.push((format!("{heading}{place}{separator}{written}"), vec![("15", "3S", "2E", *aliquots, *lots)]));
                }
            }
        }
    }
    assert_kind_read("parts after the heading", &cases);
}

/// A township's and range's figures with their ordinal endings, as old deeds count the tiers
/// and ranges from the meridian ("Township 5th South, Range 3rd West").
#[test]
fn township_and_range_figures_with_ordinal_endings() {
    let numbers = [("1st", "1"), ("2nd", "2"), ("3rd", "3"), ("5th", "5"), ("21st", "21"), ("22nd", "22"), ("13th", "13")];
    let written: Vec<(String, String, String)> = numbers
        .iter()
        .flat_map(|(township_written, township)| {
            numbers.iter().map(move |(range_written, range)| {
                (
                    format!("The NE/4 of Section 30, Township {township_written} South, Range {range_written} West, Boise Meridian"),
                    format!("{township}S"),
                    format!("{range}W"),
                )
            })
        })
        .collect();
    let cases: Vec<(String, Vec<Listed<'_>>)> = written
        .iter()
        .map(|(text, township, range)| (text.clone(), vec![("30", township.as_str(), range.as_str(), "NE/4", &[][..])]))
        .collect();
    assert_kind_read("ordinal figures", &cases);
}

/// A remark in words in parentheses between a township and its range, which only places the
/// township; the range follows it.
#[test]
fn a_remark_between_township_and_range() {
    let remarks = ["(the first tier north of the Second Standard Parallel)", "(fractional)", "(as resurveyed)", "(north of the river)"];
    let forms = [
        ("Section 8 of Township 41 North {remark}, Range 12 West: the S/2", "S/2"),
        ("The NW/4 of Section 8, Township 41 North {remark}, Range 12 West", "NW/4"),
        ("Section 8, Township 41 North {remark}, Range 12 West of the Fifth Principal Meridian: the S/2", "S/2"),
    ];
    let mut cases = Vec::new();
    for remark in remarks {
        for (form, aliquots) in forms {
            cases.push((form.replace("{remark}", remark), vec![("8", "41N", "12W", aliquots, &[][..])]));
        }
    }
    assert_kind_read("remark in the heading", &cases);
}

/// "Also" that adds parts or lots to the section before it, after a semicolon or a comma, and a
/// schedule's plus between two parts: one section's tract.
#[test]
fn parts_added_with_also_or_a_plus() {
    let heads = ["In Section 22, Township 150 North, Range 47 West: ", "Sec. 22, T. 150 N., R. 47 W. - "];
    let joiners = ["; also ", ", also ", "; and also ", " + "];
    let mut cases = Vec::new();
    for head in heads {
        for joiner in joiners {
            cases.push((format!("{head}the NE/4{joiner}the N/2 NW/4"), vec![("22", "150N", "47W", "NE/4, N/2 NW/4", &[][..])]));
            cases.push((format!("{head}NE/4{joiner}Government Lot 1"), vec![("22", "150N", "47W", "NE/4", &["1"][..])]));
        }
    }
    // Another section after "also" is its own tract.
    cases.push((
        "Section 22, Township 150 North, Range 47 West: the NE/4; also Section 23 in the same township: the NW/4".to_string(),
        vec![("22", "150N", "47W", "NE/4", &[][..]), ("23", "150N", "47W", "NW/4", &[][..])],
    ));
    assert_kind_read("also and plus", &cases);
}

/// A quarter called a quadrant and a half called a moiety: the direction's letters say which
/// part, as for "quarter" and "half".
#[test]
fn quadrant_and_moiety_are_a_quarter_and_a_half() {
    let parts = [
        ("the northeast quadrant", "NE/4"),
        ("the Southwest Quadrant", "SW/4"),
        ("the north moiety of the southwest quarter", "N/2 SW/4"),
        ("the West Moiety", "W/2"),
        ("the east moiety of the northwest quadrant", "E/2 NW/4"),
    ];
    let places = ["{part} of Section 5, Township 2 North, Range 32 West", "Section 5, T. 2 N., R. 32 W.: {part}"];
    let mut cases = Vec::new();
    for (written, aliquots) in parts {
        for place in places {
            cases.push((place.replace("{part}", written), vec![("5", "2N", "32W", aliquots, &[][..])]));
        }
    }
    assert_kind_read("quadrant and moiety", &cases);
}

/// A section whose parentheses name another township of the heading's range: the heading
/// changes for that section only.
#[test]
fn a_section_in_the_township_its_parentheses_name() {
    let heads = ["Twp. 24 S. | Rge. 36 W. | 6th P.M.\n", "Township 24 South, Range 36 West, 6th P.M.:\n"];
    let townships = ["(in Twp. 23 S.)", "(T. 23 S.)", "(in Township 23 South)", "(Twp. 23 S)"];
    let separators = [": ", " - "];
    let mut cases = Vec::new();
    for head in heads {
        for township in townships {
            for separator in separators {
                cases.push((
                    format!("{head}Sec. 6{separator}NW/4\nSec. 31 {township}{separator}SE/4\nSec. 7{separator}NE/4"),
                    vec![("6", "24S", "36W", "NW/4", &[][..]), ("31", "23S", "36W", "SE/4", &[][..]), ("7", "24S", "36W", "NE/4", &[][..])],
                ));
            }
        }
    }
    assert_kind_read("township in parentheses", &cases);
}

/// A section named by its ordinal before the word, in figures or in words, before the township
/// it lies in, with parts before it or none.
#[test]
fn a_section_named_by_its_ordinal() {
    let ordinals =
        [("12th", "12"), ("1st", "1"), ("22nd", "22"), ("Sixteenth", "16"), ("twenty-first", "21"), ("Thirtieth", "30"), ("third", "3")];
    let forms = [
        ("The {ordinal} Section of Township 4 North, Range 6 East, 3rd P.M.", ""),
        ("the E/2 of the NW/4 in the {ordinal} section of Township 4 North, Range 6 East", "E/2 NW/4"),
        ("The SW/4 of the {ordinal} Section in T. 4 N., R. 6 E.", "SW/4"),
    ];
    let mut cases = Vec::new();
    for (written, number) in ordinals {
        for (form, aliquots) in forms {
            cases.push((form.replace("{ordinal}", written), vec![(number, "4N", "6E", aliquots, &[][..])]));
        }
    }
    // An ordinal section of anything else is no land.
    cases.push((
        "The second section of this lease governs rentals on the NE/4 of Section 9, Township 4 North, Range 6 East".to_string(),
        vec![("9", "4N", "6E", "NE/4", &[][..])],
    ));
    assert_kind_read("ordinal section", &cases);
}

/// A section placed one township or range over from the heading's ("in the township next
/// north", "in the next range east (R46E)"): the step runs away from or back toward the base
/// line and the meridian, across them from 1; figures restated in parentheses must agree, or the
/// section is not read.
#[test]
fn a_section_in_the_township_or_range_next_over() {
    // (heading township, heading range, what, direction, the township and range it gives)
    let steps = [
        ("18N", "94W", "township", "north", "19N", "94W"),
        ("18N", "94W", "township", "south", "17N", "94W"),
        ("1N", "94W", "township", "south", "1S", "94W"),
        ("2S", "94W", "township", "north", "1S", "94W"),
        ("2S", "94W", "township", "south", "3S", "94W"),
        ("18N", "40E", "range", "west", "18N", "39E"),
        ("18N", "40E", "range", "east", "18N", "41E"),
        ("18N", "1E", "range", "west", "18N", "1W"),
        ("18N", "3W", "range", "west", "18N", "4W"),
    ];
    let wordings = ["in the {what} next {direction}", "in the next {what} {direction}"];
    let heading = |township: &str, range: &str| {
        let (t, ns) = township.split_at(township.len() - 1);
        let (r, ew) = range.split_at(range.len() - 1);
        format!("T. {t} {ns}., R. {r} {ew}.")
    };
    let written: Vec<(String, String, String, String, String, bool)> = steps
        .iter()
        .flat_map(|(township, range, what, direction, to_township, to_range)| {
            wordings.iter().flat_map(move |wording| {
                let words = wording.replace("{what}", what).replace("{direction}", direction);
                let restated = if *what == "township" { format!("T{to_township}") } else { format!("R{to_range}") };
                let wrong = if *what == "township" { "T99N".to_string() } else { "R99W".to_string() };
                [(String::new(), true), (format!(" ({restated})"), true), (format!(" ({wrong})"), false)].into_iter().map(
                    move |(parentheses, settled)| {
                        (
                            format!(
                                "The N/2 of Section 3, {}, 6th P.M., and the S/2 of Section 34 {words}{parentheses}, Laramie County",
                                heading(township, range)
                            ),
                            township.to_string(),
                            range.to_string(),
                            to_township.to_string(),
                            to_range.to_string(),
                            settled,
                        )
                    },
                )
            })
        })
        .collect();
    let cases: Vec<(String, Vec<Listed<'_>>)> = written
        .iter()
        .map(|(text, township, range, to_township, to_range, settled)| {
            let mut listed: Vec<Listed<'_>> = vec![("3", township.as_str(), range.as_str(), "N/2", &[][..])];
            if *settled {
                listed.push(("34", to_township.as_str(), to_range.as_str(), "S/2", &[][..]));
            }
            (text.clone(), listed)
        })
        .collect();
    assert_kind_read("next township or range", &cases);
}

/// Township and range counted in ordinal words, as patents and old deeds of the public domain
/// place a tract: the tiers from the base line, the ranges from the meridian, before or after
/// the section, and a second section "in the same township and range".
#[test]
fn township_and_range_counted_in_ordinal_words() {
    let places = [
        ("the eighty-fourth township north of the base line, in the twenty-seventh range west", "84N", "27W"),
        ("the Third Township South, and the Fourteenth Range East", "3S", "14E"),
        ("the one hundred and twelfth township north of the base line and the fifty-first range west", "112N", "51W"),
        ("the fourtb township south, of the e1eventh range east", "4S", "11E"),
        ("the seventy-\nsecond township north, in the thirtieth range west", "72N", "30W"),
    ];
    let mut cases = Vec::new();
    for (place, township, range) in places {
        cases.push((
            format!("The northwest quarter of section twenty-two, in {place} of the fifth principal meridian, in Pocahontas County"),
            vec![("22", township, range, "NW/4", &[][..])],
        ));
        cases.push((
            format!("Lying in {place} of the Sixth Principal Meridian, Section 9, the east half"),
            vec![("9", township, range, "E/2", &[][..])],
        ));
        cases.push((
            format!(
                "The south half of section four, in {place} of the fifth principal meridian, and the north half of section nine in the same township and range"
            ),
            vec![("4", township, range, "S/2", &[][..]), ("9", township, range, "N/2", &[][..])],
        ));
    }
    assert_kind_read("ordinal words", &cases);
}
