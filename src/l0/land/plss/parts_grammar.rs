//! The grammar of the parts of a section, measured as a cross product: how one part is written
//! (slashed, spaced, glyph, glued, words, restated, dotted, hyphened, abbreviated, lower case),
//! how a chain's parts link ("S/2 NE/4", "S/2 of NE/4", "the S/2 of the NE/4", "S2NE4"), which
//! parts a section has, how its parts are joined, the article before them, its government lots
//! (their form and place), where the parts stand against the section's heading, and what follows
//! the description. Each combination is built in our own words with invented places, and its
//! expected tract is computed from the dimensions, not written by hand.

use super::variants::{Listed, missed_variants};

/// One generated description of section 12, T5N, R63W: its text, the dimensions it was built
/// from, and the parts and lots an examiner lists.
struct Case {
    text: String,
    dimensions: String,
    aliquots: String,
    lots: Vec<String>,
}

/// The cases of a product the reader does not read as listed, each with what it read.
fn missed_cases(cases: &[Case]) -> Vec<String> {
    let lots: Vec<Vec<&str>> = cases.iter().map(|case| case.lots.iter().map(String::as_str).collect()).collect();
    let listed: Vec<[Listed<'_>; 1]> =
        cases.iter().zip(&lots).map(|(case, lots)| [("12", "5N", "63W", case.aliquots.as_str(), lots.as_slice())]).collect();
    let view: Vec<(&str, &[Listed<'_>])> =
        cases.iter().zip(&listed).map(|(case, listed)| (case.text.as_str(), listed.as_slice())).collect();
    missed_variants(&view)
}

/// Fails with every case of a product that is not read, and how many were; with
/// `PARTS_GRAMMAR_REPORT` set, prints each case's dimensions and whether it was read, to count
/// the misses by dimension.
fn assert_product_read(cases: &[Case]) {
    let missed = missed_cases(cases);
    if std::env::var_os("PARTS_GRAMMAR_REPORT").is_some() {
        for case in cases {
            let miss = missed.iter().any(|m| m.starts_with(&format!("{:?}", case.text)));
            println!("{}\t{}", if miss { "MISS" } else { "read" }, case.dimensions);
        }
    }
    assert!(missed.is_empty(), "{} of {} read; missed:\n{}", cases.len() - missed.len(), cases.len(), missed.join("\n"));
}

/// How one part is written. A half and a quarter take the same notation.
const NOTATIONS: &[&str] = &["slashed", "spaced", "glyph", "glued", "words", "restated", "dotted", "hyphened", "abbreviated", "lower"];

/// One part (a direction of one letter for a half, two for a quarter) in a notation.
fn part(direction: &str, notation: &str) -> String {
    let half = direction.len() == 1;
    let word = |d: char| match d {
        'N' => "North",
        'S' => "South",
        'E' => "East",
        _ => "West",
    };
    let words = || {
        let mut letters = direction.chars();
        let first = word(letters.next().unwrap_or('N'));
        match letters.next() {
            Some(second) => format!("{first}{}", word(second).to_ascii_lowercase()),
            None => first.to_string(),
        }
    };
    let dotted = || direction.chars().map(|d| format!("{d}.")).collect::<String>();
    match (notation, half) {
        ("slashed", true) => format!("{direction}/2"),
        ("slashed", false) => format!("{direction}/4"),
        ("spaced", true) => format!("{direction} 1/2"),
        ("spaced", false) => format!("{direction} 1/4"),
        ("glyph", true) => format!("{direction}\u{bd}"),
        ("glyph", false) => format!("{direction}\u{bc}"),
        ("glued", true) => format!("{direction}2"),
        ("glued", false) => format!("{direction}4"),
        ("words" | "restated", true) => format!("{} Half", words()),
        ("words" | "restated", false) => format!("{} Quarter", words()),
        ("dotted", true) => format!("{} 1/2", dotted()),
        ("dotted", false) => format!("{} 1/4", dotted()),
        ("hyphened", true) => format!("{direction}-1/2"),
        ("hyphened", false) => format!("{direction}-1/4"),
        ("abbreviated", true) => format!("{direction} Half"),
        ("abbreviated", false) => format!("{direction} Quarter"),
        (_, true) => format!("{} one-half", words().to_ascii_lowercase()),
        (_, false) => format!("{} quarter", words().to_ascii_lowercase()),
    }
}

/// How the parts of one chain link, smallest first: side by side, "of", "of the", or glued
/// with nothing between (only where the notation ends each part in its figure).
const LINKS: &[&str] = &[" ", " of ", " of the ", ""];

/// The parts of one chain as written, and its canonical form ("N/2 NE/4").
fn chain(directions: &[&str], notation: &str, link: &str) -> (String, String) {
    let link = if link.is_empty() && !matches!(notation, "glued" | "slashed" | "glyph") { " " } else { link };
    let written: Vec<String> = directions.iter().map(|d| part(d, notation)).collect();
    let canonical: Vec<String> = directions.iter().map(|d| part(d, "slashed")).collect();
    let mut text = written.join(link);
    if notation == "restated" {
        text = format!("{text} ({})", canonical.join(" "));
    }
    (text, canonical.join(" "))
}

/// The parts a section is given: each a chain of directions, smallest part first.
const SHAPES: &[&[&[&str]]] = &[
    &[&["NE"]],
    &[&["S"]],
    &[&["SW", "NE"]],
    &[&["E", "SW"]],
    &[&["NE"], &["N", "SE"]],
    &[&["NW", "SE"], &["SW", "SE"]],
    &[&["N", "NE"], &["SE", "NE"], &["NE", "NW"]],
    &[&["W"], &["E", "NE"]],
    &[&["N", "S", "SE"]],
    &[&["SE"], &["NW", "NW"]],
];

/// What joins two parts of one section.
const JOINERS: &[&str] = &[", ", " and ", ", and ", "; ", " & ", ", also ", " together with ", " with ", " and also "];

/// What stands before the parts: nothing, "the" before each, or "all of the" before the first.
const ARTICLES: &[&str] = &["", "the ", "all of the "];

/// Government lots as they are written, and their numbers.
const LOTS: &[(&str, &[&str])] = &[
    ("Lots 1 and 2", &["1", "2"]),
    ("Lots 3, 4", &["3", "4"]),
    ("Lots 1-4", &["1", "2", "3", "4"]),
    ("Lots 1 through 3", &["1", "2", "3"]),
    ("Lots Three (3) and Four (4)", &["3", "4"]),
    ("Government Lots 5 and 6", &["5", "6"]),
    ("Govt. Lots 1, 2 and 3", &["1", "2", "3"]),
    ("Lot 2", &["2"]),
    ("Lots 1 to 4, inclusive", &["1", "2", "3", "4"]),
];

/// Where the lots stand: none, before the parts, after them.
const LOT_PLACES: &[&str] = &["none", "before", "after"];

/// Where the parts stand against the section's heading; `{}` is the parts.
const PLACEMENTS: &[&str] = &[
    "{} of Section 12, Township 5 North, Range 63 West, 6th P.M.",
    "{} of Sec. 12, T. 5 N., R. 63 W.",
    "Township 5 North, Range 63 West, 6th P.M.\nSection 12: {}",
    "Section 12, Township 5 North, Range 63 West, 6th P.M., {}",
    "T5N-R63W, Sec. 12: {}",
    "Sec. 12, T5N, R63W: {}",
];

/// What follows the description.
const TAILS: &[&str] =
    &["", ", containing 160.00 acres, more or less", " (160 acres)", ", Weld County, Colorado", ", from the surface to 5,000 feet"];

/// A fixed, seeded sample of the product: the product is some 10 million combinations.
fn sample(count: usize) -> Vec<Case> {
    let mut state: u64 = 0x5eed_1600_b0b0_cafe;
    let mut pick = |n: usize| {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((state >> 33) as usize) % n
    };
    (0..count)
        .map(|_| {
            let notation = NOTATIONS[pick(NOTATIONS.len())];
            let link = LINKS[pick(LINKS.len())];
            let shape = SHAPES[pick(SHAPES.len())];
            let joiner = JOINERS[pick(JOINERS.len())];
            let article = ARTICLES[pick(ARTICLES.len())];
            let (lots_written, lot_numbers) = LOTS[pick(LOTS.len())];
            let lot_place = LOT_PLACES[pick(LOT_PLACES.len())];
            let placement = PLACEMENTS[pick(PLACEMENTS.len())];
            let tail = TAILS[pick(TAILS.len())];
            let upper = pick(4) == 0;
            let mut written: Vec<String> = Vec::new();
            let mut canonical: Vec<String> = Vec::new();
            for (index, directions) in shape.iter().enumerate() {
                let (text, form) = chain(directions, notation, link);
                let article = match (article, index) {
                    ("all of the ", 0) => "all of the ",
                    ("", _) => "",
                    _ => "the ",
                };
                written.push(format!("{article}{text}"));
                canonical.push(form);
            }
            let lots: Vec<String> = if lot_place == "none" { Vec::new() } else { lot_numbers.iter().map(|l| l.to_string()).collect() };
            match lot_place {
                "before" => written.insert(0, lots_written.to_string()),
                "after" => written.push(lots_written.to_string()),
                _ => {}
            }
            let parts = written.join(joiner);
            let mut text = format!("{}{tail}", placement.replace("{}", &parts));
            if upper {
                text = text.to_uppercase();
            }
            let dimensions = format!(
                "notation={notation} link={link:?} shape={shape:?} joiner={joiner:?} article={article:?} lots={lot_place}:{lots_written:?} placement={placement:?} tail={tail:?} upper={upper}"
            );
            Case { text, dimensions, aliquots: canonical.join(", "), lots }
        })
        .collect()
}

#[test]
fn parts_of_a_section_cross_product() {
    assert_product_read(&sample(800));
}

/// Where the parts stand in the second product: before the section, after a schedule's colon,
/// and after a heading's comma.
const PLACES: &[&str] = &[
    "{} of Section 12, Township 5 North, Range 63 West, 6th P.M.",
    "T5N-R63W, Sec. 12: {}",
    "Section 12, Township 5 North, Range 63 West, 6th P.M., {}",
];

/// Parts that point at other parts, each written in the notations that carry it, with the parts
/// and lots an examiner lists: a shared "of" after a list whose first part would otherwise hold
/// the rest ("the N/2 and SE/4 of the NE/4": the N/2 of the section would hold the SE/4 of the
/// NE/4, so both are of the NE/4), a part of "the same quarter" or of "said" quarter, the
/// "whole" of a part, a half or quarter "section" in words, and a part of a lot (the lot is the
/// land). A list whose first part does not hold the last ("the NE/4 and the N/2 of the SE/4")
/// is read as written; one that partly holds it ("the E/2 and the S/2 of the N/2") is ambiguous
/// and left out.
fn pointing_parts() -> Vec<Case> {
    let mut cases = Vec::new();
    let notations = ["slashed", "spaced", "words", "glued"];
    let mut add = |written: String, aliquots: &str, lots: &[&str]| {
        for place in PLACES {
            let text = place.replace("{}", &written);
            let lots = lots.iter().map(|l| l.to_string()).collect();
            cases.push(Case { text, dimensions: written.clone(), aliquots: aliquots.to_string(), lots });
        }
    };
    for notation in notations {
        let p = |d: &str| part(d, notation);
        // A shared "of" after a first part that holds the last.
        for (a, b, c) in [("N", "SE", "NE"), ("E", "NW", "SE"), ("S", "NE", "SW"), ("W", "SE", "NW")] {
            for joiner in [" and ", " and the ", " & ", ", and "] {
                let canonical = format!("{} {}, {} {}", part(a, "slashed"), part(c, "slashed"), part(b, "slashed"), part(c, "slashed"));
                add(format!("the {}{joiner}{} of the {}", p(a), p(b), p(c)), &canonical, &[]);
            }
        }
        // A first part that does not hold the last: read as written.
        add(format!("the {} and the {} of the {}", p("NE"), p("N"), p("SE")), "NE/4, N/2 SE/4", &[]);
        // "the same quarter", "said quarter", "said NE/4": the quarter of the part before.
        for reference in ["the same quarter", "said quarter", "the said quarter", "that quarter", "said quarter section"] {
            for joiner in [" and the ", ", and the ", ", also the "] {
                add(format!("the {} {}{joiner}{} of {reference}", p("NE"), p("NE"), p("S")), "NE/4 NE/4, S/2 NE/4", &[]);
            }
        }
        add(format!("the {} of the {} and the {} of said {}", p("N"), p("SE"), p("SW"), p("SE")), "N/2 SE/4, SW/4 SE/4", &[]);
        // The whole of a part.
        for whole in ["the whole ", "the whole of the ", "all the "] {
            add(format!("{whole}{} and the {} {}", p("SE"), p("E"), p("NE")), "SE/4, E/2 NE/4", &[]);
            add(format!("the {} {} and {whole}{}", p("E"), p("NE"), p("SE")), "E/2 NE/4, SE/4", &[]);
        }
        // A part of a lot, or a lot placed in a part: the lot is the land.
        add(format!("the {} of Lot 3 and all of Lot 4", p("N")), "", &["3", "4"]);
        add(format!("Lot 5 lying in the {}", p("NE")), "", &["5"]);
        add(format!("Lot 2 ({} {}) and the {} {}", p("NW"), p("NW"), p("S"), p("NE")), "S/2 NE/4", &["2"]);
    }
    // A half or a quarter "section" in words.
    for written in ["the north half-section", "the north half section", "the North Half Section", "the N/2 section"] {
        add(written.to_string(), "N/2", &[]);
    }
    for written in ["the northeast quarter section", "the Northeast Quarter-Section", "the NE quarter section", "the NE 1/4 section"] {
        add(written.to_string(), "NE/4", &[]);
    }
    cases
}

#[test]
fn parts_that_point_at_other_parts() {
    assert_product_read(&pointing_parts());
}

/// Parts set in a frame of their own: each item in its own parentheses after a colon, before a
/// dash that heads the section, a quarter named by its corner ("the quarter section in the
/// northeast corner"), and a whole section restated by its lots and parts after "being".
/// Measured over the four notations. Not read yet, and left out: parts in parentheses after a
/// label of several words ("Unit Letter K (NE/4 SW/4) and Unit Letter N (SE/4 SW/4)": the
/// label's words do not join the parts), and more parts of "said Section 12" after a semicolon
/// ("; also Lot 4 of said Section 12": the land reader splits the block there, and the two
/// readings of the section are not merged across blocks).
fn framed_parts() -> Vec<Case> {
    let mut cases = Vec::new();
    let heading = "Section 12, Township 5 North, Range 63 West, 6th P.M.";
    for notation in ["slashed", "spaced", "words", "glued"] {
        let p = |d: &str| part(d, notation);
        let mut add = |text: String, aliquots: &str, lots: &[&str]| {
            let lots = lots.iter().map(|l| l.to_string()).collect();
            cases.push(Case { dimensions: text.clone(), text, aliquots: aliquots.to_string(), lots });
        };
        add(format!("{heading}: (Lots 1 and 2) and ({} of {})", p("S"), p("NE")), "S/2 NE/4", &["1", "2"]);
        add(format!("{} and {} of {} - Sec. 12, T5N, R63W", p("NE"), p("W"), p("SE")), "NE/4, W/2 SE/4", &[]);
        add(format!("{heading}, being Lots 1, 2, 3 and 4 and the {} {}", p("S"), p("N")), "S/2 N/2", &["1", "2", "3", "4"]);
    }
    for (text, aliquots) in [
        (format!("the quarter section in the northeast corner of {heading}"), "NE/4"),
        (format!("the east one-half of the quarter section lying in the northeast corner of {heading}"), "E/2 NE/4"),
        (format!("{heading}: the quarter section in the southwest corner thereof"), "SW/4"),
    ] {
        cases.push(Case { dimensions: text.clone(), text, aliquots: aliquots.to_string(), lots: Vec::new() });
    }
    cases
}

#[test]
fn parts_in_a_frame_of_their_own() {
    assert_product_read(&framed_parts());
}
