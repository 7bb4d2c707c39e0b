//! extract_land_description: the tracts an instrument covers, parsed into the parts that
//! identify the land in its survey system (DOMAIN.md "Land descriptions").
//!
//! The land text is split into tract blocks ("Tract 1:", "Second Tract", "ALSO"); in each
//! block the identifying anchors are found (PLSS section + township + range, Texas section /
//! block / survey / abstract, platted lot and block) and "less and except" parts are set aside
//! so that excepted land never becomes a tract. Adjoiners ("bounded on the north by …") and
//! schedules of recorded leases (tables) are not this instrument's land. Same land written twice
//! (the caption and the calls both name "Section 25") is one tract.

use super::dates::number_words_value;
use super::{Evidence, LandExtraction, TractMatch};
use crate::pipeline::lowered::{LoweredText, folds_to_ascii};
use crate::pipeline::{Instrument, SegmentKind};
use crate::vocab::LandSystem;
use regex::Regex;
use std::cell::OnceCell;
use std::ops::Range;
use std::sync::LazyLock;

/// A number in words, up to the hundreds ("twelve", "Sixty-four", "One Hundred Fifty"); a macro
/// so that the slots below can be built with `concat!`. A compound may lose its hyphen when OCR
/// broke it at a line end and the line was rejoined ("Twenty-\neight" reads "Twentyeight").
macro_rules! number_words {
    () => {
        r"(?:(?:one|two|three|four|five|six|seven|eight|nine)\s+hundred(?:\s+(?:and\s+)?(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]?(?:one|two|three|four|five|six|seven|eight|nine)(?-u:\b))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|one|two|three|four|five|six|seven|eight|nine))?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]?(?:one|two|three|four|five|six|seven|eight|nine)(?-u:\b))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|one|two|three|four|five|six|seven|eight|nine)(?-u:\b)"
    };
}

/// Section, township and range numbers as digits or words ("Section Twelve (12)", "township
/// two", "Township One Hundred Fifty (150) North"). OCR reads l as 1 and o as 0 both ways: the
/// figures in brackets may carry such letters ("Seventeen (l7)"), and a number word that OCR
/// gave a digit ("E1even (11)", "F0ur (4)") still counts when its figures follow.
const NUMBER_SLOT: &str =
    concat!(r"(?:\d{1,3}|", number_words!(), r"(?:\s*\(\s*[0-9lio]{1,3}\s*\))?|[a-z]{1,10}[01][a-z01]{0,10}\s*\(\s*[0-9lio]{1,3}\s*\))");

/// A lot or block number: "Four (4)", "4", "12A", "C-26", "Seven", "A". The words-and-figures
/// form is tried first, since a bare word would stop before its figures; other words ("in",
/// "of") are not numbers.
const LOT_SLOT: &str = concat!(
    r"(?:",
    number_words!(),
    r"\s*\(\s*[0-9A-Z-]{1,6}\s*\)|[A-Z]{0,2}-?\d{1,4}[A-Z]?(?-u:\b)|",
    number_words!(),
    r"|[A-Z](?-u:\b))"
);

static SECTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)sec(?:t(?:\s?[il1][o0]n|[a-z]{{0,3}}))?s?(?-u:\b)\.?\s*(?:no\.?,?\s*)?(?P<number>{NUMBER_SLOT})(?P<more>(?:\s*(?:,|and|&)\s*\d{{1,3}}(?-u:\b))*)(?P<statute>[^.;\n]{{0,30}}(?-u:\b)(?:act|code|u\.\s?s\.\s?c)(?-u:\b))?"
    ))
    .expect("section pattern compiles")
});

/// "Township", and the same word one OCR slip away ("townehip", "tornship", "Towns hip").
const TOWNSHIP_WORD: &str = r"t[o0][wr]n\s?[a-z]{0,2}\s?[hs][il1]p";

/// A township number alone: enough to tell that a tract's township is not the one before.
static TOWNSHIP_ONLY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)(?-u:\b)(?:{TOWNSHIP_WORD}|twp\.?)\s*(?:no\.?\s*)?(?P<township>{NUMBER_SLOT})"))
        .expect("township pattern compiles")
});

static TOWNSHIP_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)(?:{TOWNSHIP_WORD}|twp\.?|t\.?)\s*(?:no\.?\s*)?(?P<township>{NUMBER_SLOT})\s*(?P<north_south>north|south|n|s)?\.?[\s,;-]*(?:and\s+|of\s+)?(?:range|rge\.?|rng\.?|r\.?)\s*(?:no\.?\s*)?(?P<range>{NUMBER_SLOT})\s*(?P<east_west>east|west|e|w)?(?-u:\b)\.?"
    ))
    .expect("township-range pattern compiles")
});

/// "No. 10, Range No. 5": a township number whose word OCR lost or moved to another line, kept
/// for a block that gives no whole township and range.
static TOWNSHIP_WORD_LOST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:no\.?\s*)?(?P<township>\d{1,3})\s*(?P<north_south>north|south|n|s)?\.?,?\s+(?:and\s+)?range\s+(?:no\.?\s*)?(?P<range>\d{1,3})\s*(?P<east_west>east|west|e|w)?(?-u:\b)")
        .expect("lost township word pattern compiles")
});

/// "Sec. 12-9N-11W", "Sec. 18-33-71": township and range written as bare numbers after the
/// section's.
static COMPACT_TOWNSHIP_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)sec(?:tion|t?s?)?\.?\s*\d{1,3}\s*(?P<hyphen>-)\s*(?P<township>\d{1,3})\s*(?P<north_south>[ns])?\s*-\s*(?P<range>\d{1,3})\s*(?P<east_west>[ew])?(?-u:\b)")
        .expect("compact township-range pattern compiles")
});

/// "S/2 of 15-12N-13W", "NE/4 22-5S-3E": section, township and range written as one number
/// chain with no "Section" word. The directions must be there: without them it is a date or a
/// recording reference.
static BARE_COMPACT_SECTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:^|[^A-Za-z0-9/.\-])(?P<section>\d{1,2})\s*(?P<hyphen>-)\s*(?P<township>\d{1,3})\s*(?P<north_south>[ns])\s*-\s*(?P<range>\d{1,3})\s*(?P<east_west>[ew])(?-u:\b)")
        .expect("bare compact section pattern compiles")
});

static MERIDIAN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^[\s,.;-]{0,4}(?:of\s+the\s+)?(?:(?P<number>\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth)\s*(?:p\.\s?m\.?|principal\s+meridian|principle\s+meridian)|(?P<indian>i\.\s?m\.|indian\s+meridian)|(?P<new_mexico>n\.\s?m\.\s?p\.\s?m\.?|nmpm|new\s+mexico\s+principal\s+meridian)|(?P<boise>b\.\s?m\.|boise\s+meridian)|(?P<ute>u\.\s?m\.|ute\s+meridian)|(?P<black_hills>b\.\s?h\.\s?m\.?|black\s+hills\s+meridian)|(?P<salt_lake>s\.\s?l\.\s?m\.?|salt\s+lake\s+meridian)|(?P<willamette>w\.\s?m\.|willamette\s+meridian))")
        .expect("meridian pattern compiles")
});

/// One aliquot part: "NE/4", "NE1/4", "N.E. 1/4", "N/2", OCR "NEY4", "NE%", "the Northeast
/// Quarter (NE1/4)", "West Half".
const ALIQUOT_PART: &str = r"(?:(?:north\s*-?\s*east|north\s*-?\s*west|south\s*-?\s*east|south\s*-?\s*west|north|south|east|west)\s+(?:one[\s-])?(?:quarter|half|fourth)(?:\s*\([^)\n]{1,12}\))?|(?:[ns]\.?\s?[ew]|[nsew])\.?'?\s?(?:1\s?/\s?[24]|/\s?[24]|y4|%))";

/// A chain of parts, smallest first as written: "N/2 N/2 SE/4", "the NE/4 of the SE/4". The
/// leading character keeps a chain from starting inside a word ("LANE 1/2").
static ALIQUOT_CHAIN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)(?:^|[^a-z])(?P<chain>(?:the\s+)?{ALIQUOT_PART}(?:\s*(?:of\s+)?(?:the\s+)?{ALIQUOT_PART})*)"))
        .expect("aliquot chain pattern compiles")
});
static ALIQUOT_PART_ONLY: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"(?i){ALIQUOT_PART}")).expect("aliquot part pattern compiles"));

/// Government lots of a section: "Lots 1 and 2", "Lots 3, 4", "lots three and four", "Lots One
/// (1) and Two (2)".
static GOVERNMENT_LOTS: LazyLock<Regex> = LazyLock::new(|| {
    let lot = concat!(r"(?:\d{1,2}(?-u:\b)|", number_words!(), r"(?:\s*\(\s*\d{1,2}\s*\))?)");
    Regex::new(&format!(r"(?i)(?-u:\b)lots?\s+(?P<lots>{lot}(?:\s*(?:,|and|&)\s*(?:and\s+)?{lot})*)")).expect("lots pattern compiles")
});

/// What separates the numbers of a list ("3, 4 and 5", "One (1) & Two (2)").
static LIST_SEPARATOR: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\s*(?:,|&|(?-u:\b)and(?-u:\b))\s*").expect("list separator pattern compiles"));

/// "Lot 4, Block 2, Smith Addition to the City of Midland", "Lot Four (4), in Block Two (2), of
/// PARK HILL ADDITION", "Lot 4, Blk 2, Park Hts. Addn.".
static LOT_BLOCK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)lots?\s+(?P<lots>{LOT_SLOT}(?:\s*(?:,|and|&)\s*(?:and\s+)?{LOT_SLOT})*)\s*,?\s*(?:in\s+|of\s+)?(?:block|blk)(?-u:\b)\.?\s*(?:no\.?\s*)?(?P<block>{LOT_SLOT})\s*,?\s*(?:of\s+|in\s+)?(?:the\s+)?(?P<subdivision>(?-i:(?:[A-Z][\w'&.-]*\s+){{1,5}}?)(?:{SUBDIVISION_WORD})(?:\s+(?:addition|addn|add|subdivision|subdiv|subd)(?-u:\b)\.?)?)?"
    ))
    .expect("lot-block pattern compiles")
});
/// The words that end a subdivision's name, with their usual abbreviations.
const SUBDIVISION_WORD: &str = r"(?:addition|addn|add|subdivision|subdiv|subd|estates|heights|hts|park|place|acres|townsite)(?-u:\b)\.?";

static ABSTRACT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:abstract|abst\.?|abs\.)\s*(?:no\.?\s*|number\s*)?(?P<number>\d{1,5})(?-u:\b)|(?-u:\b)A\s?-\s?(?P<short>\d{1,5})(?-u:\b)")
        .expect("abstract pattern compiles")
});

/// A survey name: capitalised words before "Survey" ("H&GN RR Co. Survey", "John Smith Survey").
static SURVEY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?P<name>(?:(?:[A-Z][A-Za-z&.'-]*|&|\d{1,4})\s+){1,6})(?:Survey|SURVEY|Svy\.)(?-u:\b)").expect("survey pattern compiles")
});

/// A Spanish or Mexican land grant, which names the land as a survey does: "out of the Tierra
/// Blanca Grant", "the Sangre de Cristo Grant". Title case only: "RIGHT-OF-WAY GRANT" and "does
/// hereby Grant" are not land.
static LAND_GRANT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?-u:\b)(?:[Tt]he|[Ss]aid)\s+(?P<name>(?:[A-Z][a-z'-]+\s+(?:(?:de|del|la|las|los|y)\s+)?){1,4}(?:Land\s+)?Grant)(?-u:\b)")
        .expect("land grant pattern compiles")
});
/// Words of a grant of rights, not of land.
const NOT_LAND_GRANT: [&str; 10] = ["right", "right-of-way", "way", "lease", "easement", "permit", "federal", "mineral", "royalty", "this"];

static TEXAS_BLOCK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)(?-u:\b)(?:block|blk)(?-u:\b)\.?\s*(?:no\.?\s*)?(?P<block>{LOT_SLOT})")).expect("block pattern compiles")
});

/// An area: "160 acres", "49,50 acres" (an OCR or European decimal comma), "twenty and 88/100
/// acres", "sixteen (16) acres", "(.383) of an acre", and the old mixed units that follow the
/// acres ("175 acres 92 perches", "10 acres, 2 roods and 7 perches", "eighty acres and one
/// hundred and four perches").
static ACRES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(concat!(
        r"(?i)(?:(?-u:\b)(?P<words>",
        number_words!(),
        r")(?:\s+and\s+(?P<hundredths>\d{1,2})\s*/\s*100)?(?:\s*\(\s*(?P<restated>\d+(?:\.\d+)?)\s*\))?|\(?(?P<number>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+,\d{1,2}(?-u:\b)|\d*\.\d+|\d+)(?:\s+and\s+(?P<figure_hundredths>\d{1,2})\s*/\s*100)?\s*\)?)",
        r"\s*(?:gross\s+|net\s+|surface\s+)?(?:of\s+an\s+)?(?P<unit>acre[sea]?)(?-u:\b)",
        r"(?:[\s,]*(?:and\s+)?(?P<roods>\d|one|two|three)\s+roods?(?-u:\b))?(?:[\s,]*(?:and\s+)?(?P<perches>\d{1,3}(?:\.\d+)?|",
        number_words!(),
        r")\s+(?:square\s+)?(?:perch(?:es)?|poles?)(?-u:\b))?"
    ))
    .expect("acres pattern compiles")
});
/// Words before an acreage that make it the tract's own ("containing 160 acres").
static OWN_ACREAGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:containing|contains|comprising|being)(?-u:\b)[^.;]{0,30}$").expect("own acreage pattern compiles")
});
/// Words before an acreage that make it a parent tract's ("part of a 38.88 acre tract").
static PARENT_ACREAGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:of|from)\s+(?:a|an|that|the|said)(?:\s+certain)?\s*$").expect("parent acreage pattern compiles")
});
/// The words that open and close the calls of a metes-and-bounds description.
static CALL_WORD: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)(?-u:\b)(?:thence|beginning)(?-u:\b)").expect("call word pattern compiles"));

/// An acreage in a recital of another conveyance ("deed … conveying 10.5 acres", "the tract
/// conveyed by the grantors to John P. Doe containing 1.04 acres"); initials do not end it.
static RECITED_ACREAGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:conveying|conveyed|deed)(?-u:\b)(?:[^.;]|(?-u:\b)[a-z]\.){0,100}$")
        .expect("recited acreage pattern compiles")
});
/// A land description that follows these words describes what is excepted or reserved.
static EXCEPTED_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)except|(?-u:\b)reserv|(?-u:\b)less\s+and(?-u:\b)").expect("excepted-before pattern compiles")
});

const STATES: &str = r"texas|oklahoma|new\s+mexico|colorado|wyoming|north\s+dakota|south\s+dakota|montana|ohio|pennsylvania|west\s+virginia|virginia|louisiana|kansas|nebraska|utah|arkansas|mississippi|alabama|michigan|illinois|kentucky|new\s+york|california|idaho|nevada|arizona|oregon|washington|indiana|tennessee|florida";

/// "Reeves County, Texas", "Weld County, State of Colorado", "Midland Co., Texas".
static COUNTY_NAME_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?P<county>(?:[A-Z][A-Za-z.'-]+ ){{0,2}}[A-Z][A-Za-z.'-]{{2,}}) (?:(?i:county|parish)(?-u:\b)(?:[\s,]+(?i:(?:in\s+the\s+)?(?:state|commonwealth)\s+of\s+)?(?P<state>(?i:{STATES}))(?-u:\b))?|Co\.,?\s+(?P<abbreviated_state>(?i:{STATES}))(?-u:\b))"
    ))
    .expect("county pattern compiles")
});
/// "County of Weld, State of Colorado", "in the County of Caddo and State of Oklahoma",
/// "COUNTY OF REEVES §".
static COUNTY_OF: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)(?:county|parish)\s+of\s+(?P<county>[a-z][a-z.' ]{{1,25}}?)\s*(?:[,§:)\n-]|\s(?:and|in|ss)(?-u:\b))(?:[\s,-]*(?:and|in)?[\s-]*(?:the\s+)?(?:state|commonwealth)\s+of\s+(?P<state>{STATES})(?-u:\b))?"
    ))
    .expect("county-of pattern compiles")
});
/// A county named as where a party lives ("JOHN DOE, of Comanche County", "residing in Tulsa
/// County") or died ("died … in Abilene, Taylor County") is not where the land lies.
static RESIDENCE_OF: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i),\s*(?:all\s+|both\s+|each\s+)?(?:of|from)\s+(?:the\s+)?$").expect("residence pattern compiles"));
static RESIDENCE_WORD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:residents?|residing|resides?|living|lives|domiciled|died)(?-u:\b)")
        .expect("residence word pattern compiles")
});

static STATE_ONLY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)(?-u:\b)(?:state|commonwealth)\s+of\s+(?P<state>{STATES})(?-u:\b)")).expect("state pattern compiles")
});

static TRACT_HEADER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?im)(?P<numbered>^\W*(?:tract|parcel)\s+(?:no\.?\s*)?(?:\d{1,3}[a-z]?|[A-Z]|one|two|three|four|five|six)(?-u:\b)|(?-u:\b)(?:tract|parcel)\s+(?:no\.?\s*)?(?:\d{1,3}|one|two|three|four|five|six)\s*:|(?-u:\b)(?:first|second|third|fourth|fifth|sixth)\s+(?:tract|parcel)(?-u:\b))|(?:^\W*|[.;]\W{0,3})(?P<also>al[se]o)[\s,:]+(?P<next>[a-z]*)")
        .expect("tract header pattern compiles")
});
/// "Also" that goes on with the same tract ("also known as", "also excepting") rather than
/// opening another.
const ALSO_CONTINUES: [&str; 11] =
    ["known", "called", "described", "designated", "referred", "being", "excepting", "except", "reserving", "saving", "subject"];

/// Where a tract block opens, and whether by a numbered heading ("Tract 2", "Second Tract") or
/// by "Also". A heading with a colon opens a block wherever it stands: a patent runs its first
/// tract into the sentence ("… for the Tract 1: N/2 of Section 19 …").
fn tract_headers(land: &str) -> Vec<(usize, bool)> {
    // Every heading holds "tract", "parcel" or "also" ("aleo" as OCR reads it).
    if !LoweredText::new(land).holds_any(&["tract", "parcel", "also", "aleo"]) {
        return Vec::new();
    }
    TRACT_HEADER
        .captures_iter(land)
        .filter_map(|caps| {
            if let Some(numbered) = caps.name("numbered") {
                let skip = numbered.as_str().find(|c: char| c.is_alphanumeric()).unwrap_or(0);
                return Some((numbered.start() + skip, true));
            }
            let next = caps.name("next")?.as_str().to_ascii_lowercase();
            (!ALSO_CONTINUES.contains(&next.as_str())).then(|| caps.name("also").map(|also| (also.start(), false)))?
        })
        .collect()
}

static EXCEPTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)less\s+and\s+except(?-u:\b)|(?-u:\b)(?:save|saving)\s+and\s+except(?:ing)?(?-u:\b)|(?-u:\b)except(?:ing)?\s+(?:therefrom|therefrom|out\s+of|from)(?-u:\b)|(?-u:\b)excepting(?-u:\b)|(?-u:\b)less\s+(?:the\s+following|that\s+(?:certain|part|portion))(?-u:\b)")
        .expect("exception pattern compiles")
});
/// An exception is about land (not a mineral reservation) when it names land.
static LAND_WORDS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)acres?(?-u:\b)|(?-u:\b)tract(?-u:\b)|(?-u:\b)lot(?-u:\b)|(?-u:\b)section(?-u:\b)|(?-u:\b)feet(?-u:\b)|(?-u:\b)quarter(?-u:\b)|/\s?[24](?-u:\b)|(?-u:\b)survey(?-u:\b)|(?-u:\b)parcel(?-u:\b)|(?-u:\b)corner(?-u:\b)")
        .expect("land words pattern compiles")
});

/// Anchors after these words belong to a neighbour's land.
static ADJOINER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)bounded\s+(?:on\s+the\s+\w+\s+)?by(?-u:\b)[^.;]{0,60}$|(?-u:\b)adjoin(?:ing|s)?(?-u:\b)[^.;]{0,40}$|(?-u:\b)abutting(?-u:\b)[^.;]{0,40}$")
        .expect("adjoiner pattern compiles")
});

/// A section named by a call ("the N.E. corner of Section 13") is a neighbour the survey line
/// touches.
static CALL_REFERENCE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:corner|line|side|boundary)\s+(?:of|between)\s+(?:the\s+|said\s+)?$")
        .expect("call reference pattern compiles")
});

static METES_AND_BOUNDS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)beginning\s+at(?-u:\b)|(?-u:\b)place\s+of\s+beginning(?-u:\b)|(?-u:\b)point\s+of\s+beginning(?-u:\b)|(?-u:\b)thence(?-u:\b)").expect("metes and bounds pattern compiles")
});

static EXHIBIT_REFERENCE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"(?i)(?-u:\b)(?:described|set\s+(?:forth|out)|listed)\s+(?:in|on)\s+(?:the\s+)?(?:attached\s+)?exhibit\s*["']?(?P<name>[A-Z0-9])(?-u:\b)|(?-u:\b)exhibit\s*["']?(?P<attached>[A-Z0-9])["']?\s*(?:,\s*)?attached\s+hereto"#)
        .expect("exhibit reference pattern compiles")
});

/// How far an acreage or county may stand from a tract's anchors to be the tract's.
const BLOCK_LIMIT: usize = 4000;
/// How much of the granting clause before a land section may belong to the description.
const LEAD_IN_LIMIT: usize = 1200;

pub fn extract(instrument: &Instrument) -> LandExtraction {
    let text = instrument.text.as_str();
    let mut extraction = LandExtraction::default();
    let preferred: Vec<(usize, usize, usize)> = instrument
        .segments
        .iter()
        .enumerate()
        .filter(|(_, s)| matches!(s.kind, SegmentKind::Land | SegmentKind::Exhibit))
        .map(|(index, s)| (land_start(instrument, index), s.start, s.end))
        .collect();
    let mut tracts = tracts_in_ranges(text, &preferred, &mut extraction.warnings);
    if tracts.is_empty() {
        tracts = tracts_in_ranges(text, &[(0, 0, text.len())], &mut extraction.warnings);
    }
    if tracts.is_empty() {
        warn_missing_exhibit(instrument, &mut extraction.warnings);
    }
    // The caption venue is read only when a tract lacks its county or state.
    let venue = tracts.iter().any(|t| t.state.is_none() || t.county.is_none()).then(|| caption_venue(instrument)).flatten();
    for tract in &mut tracts {
        if (tract.state.is_none() || tract.county.is_none())
            && let Some((county, state)) = &venue
            && tract.county.is_none()
            && tract.state.as_deref().is_none_or(|s| s == state)
        {
            tract.county = Some(county.clone());
            tract.state = Some(state.clone());
            extraction.warnings.push(format!(
                "county and state of tract {:?} taken from the caption venue",
                tract.evidence.text.chars().take(60).collect::<String>()
            ));
        }
    }
    if tracts.iter().any(|t| t.county.is_none())
        && let Some(county) = most_named_county(text)
    {
        for tract in tracts.iter_mut().filter(|t| t.county.is_none()) {
            extraction.warnings.push(format!(
                "county of tract {:?} is the county the instrument names most, {county}",
                tract.evidence.text.chars().take(60).collect::<String>()
            ));
            tract.county = Some(county.clone());
        }
    }
    extraction.tracts = tracts;
    extraction
}

/// The county an instrument names most often (its parties', its recorder's, its notary's): where
/// OCR spoiled the county of the land itself, the deed is nearly always of land in the county
/// where it was made and recorded.
fn most_named_county(text: &str) -> Option<String> {
    let mut counts: Vec<(String, usize)> = Vec::new();
    for candidate in place_candidates(text) {
        match counts.iter_mut().find(|(county, _)| *county == candidate.county) {
            Some((_, count)) => *count += 1,
            None => counts.push((candidate.county, 1)),
        }
    }
    let best = counts.iter().map(|(_, count)| *count).max()?;
    counts.into_iter().find(|(_, count)| *count == best).map(|(county, _)| county)
}

/// A land section opens at "described as follows", but the words that place the land ("Being a
/// part of the SE/4 of Section 25 …") often come just before, in the granting clause.
fn land_start(instrument: &Instrument, index: usize) -> usize {
    let segment = &instrument.segments[index];
    match index.checked_sub(1).map(|i| &instrument.segments[i]) {
        Some(previous)
            if segment.kind == SegmentKind::Land
                && !matches!(previous.kind, SegmentKind::Execution | SegmentKind::Acknowledgment | SegmentKind::Recording) =>
        {
            instrument.text.floor_char_boundary(previous.start.max(segment.start.saturating_sub(LEAD_IN_LIMIT)))
        }
        _ => segment.start,
    }
}

/// Ranges are (start, opening, end): the opening is where the land section's own words stand.
fn tracts_in_ranges(text: &str, ranges: &[(usize, usize, usize)], warnings: &mut Vec<String>) -> Vec<TractMatch> {
    let mut tracts: Vec<TractMatch> = Vec::new();
    for &(start, opening, end) in ranges {
        let headers = tract_headers(&text[start..end]);
        let mut block_starts: Vec<usize> = vec![start];
        block_starts.extend(headers.iter().map(|(at, _)| start + at).filter(|at| *at > start));
        block_starts.push(end);
        let numbered_first = headers.first().is_some_and(|(_, numbered)| *numbered);
        // A county or state said once for all tracts ("all in Reeves County, Texas") serves
        // every block.
        let range_stretch = place_stretch(text, start, end);
        let range_places = place_candidates(range_stretch);
        let range_place = chosen_place(range_stretch, &range_places);
        let excepted = opening > 0 && excepted_before(&text[text.floor_char_boundary(opening.saturating_sub(300))..opening]);
        let mut range_tracts: Vec<TractMatch> = Vec::new();
        let mut intro_count = 0;
        let mut inherited: Option<TownshipRange> = None;
        for (index, pair) in block_starts.windows(2).enumerate() {
            // A block that is the whole range reads the places already read for the range.
            let known_places = (pair[0] == start && pair[1] == end).then_some(range_places.as_slice());
            for mut tract in tracts_in_block(text, pair[0], pair[1], inherited.as_ref(), known_places, warnings) {
                // A parcel described after "excepting …" or "reserving …" is what is kept back.
                if excepted && matches!(tract.system, Some(LandSystem::MetesBounds | LandSystem::Other)) && tract.section.is_none() {
                    warnings.push(format!(
                        "excepted or reserved parcel not taken as a tract: {:?}",
                        tract.evidence.text.chars().take(80).collect::<String>()
                    ));
                    continue;
                }
                if tract.county.is_none() && tract.state.is_none() {
                    (tract.county, tract.state) = range_place.clone();
                } else if tract.state.is_none() {
                    tract.state = range_place.1.clone();
                }
                if index == 0 {
                    intro_count += 1;
                }
                if let (Some(township), Some(range)) = (&tract.township, &tract.range) {
                    inherited = Some(TownshipRange {
                        start: usize::MAX,
                        end: 0,
                        township: township.clone(),
                        range: range.clone(),
                        meridian: tract.meridian.clone(),
                    });
                }
                range_tracts.push(tract);
            }
        }
        // With "Tract 1: … Tract 2: …", the text before the first heading only introduces them
        // ("… described in the following three tracts").
        if numbered_first && range_tracts.len() > intro_count && intro_count > 0 {
            let intro: Vec<TractMatch> = range_tracts.drain(..intro_count).collect();
            for tract in intro {
                warnings.push(format!(
                    "introduction to tracts not taken as a tract: {:?}",
                    tract.evidence.text.chars().take(80).collect::<String>()
                ));
            }
        }
        for tract in range_tracts {
            if !tracts.iter().any(|known| same_land(known, &tract)) {
                tracts.push(tract);
            }
        }
    }
    tracts
}

/// Whether one of the last three lines before a land section says it is excepted or reserved.
fn excepted_before(before: &str) -> bool {
    // Every form of `EXCEPTED_BEFORE` holds "except", "reserv" or "less".
    LoweredText::new(before).holds_any(&["except", "reserv", "less"])
        && before.rsplit('\n').take(3).any(|line| EXCEPTED_BEFORE.is_match(line))
}

/// A span of text set aside as a "less and except" part.
struct Exception {
    start: usize,
    end: usize,
}

/// `inherited` is the township and range of the tract before, for a tract that says "township
/// and range aforesaid" or whose own were lost to OCR.
/// `known_places` are the place candidates of the block's stretch when the caller has them.
fn tracts_in_block(
    text: &str,
    start: usize,
    end: usize,
    inherited: Option<&TownshipRange>,
    known_places: Option<&[PlaceCandidate]>,
    warnings: &mut Vec<String>,
) -> Vec<TractMatch> {
    let block = &text[start..end];
    let words = LoweredText::new(block);
    let adjoiner_words = names_adjoiner_words(&words);
    let exceptions = exceptions_in(block, &words);
    let quotations = quotations_in(block);
    let usable = |at: usize| -> bool {
        !exceptions.iter().any(|e| e.start <= at && at < e.end) && !in_table_row(block, at) && (!adjoiner_words || !is_adjoiner(block, at))
    };
    let unquoted = |at: usize| -> bool { usable(at) && !quotations.iter().any(|(from, to)| *from <= at && at < *to) };
    let exception_texts: Vec<String> =
        exceptions.iter().map(|e| block[e.start..e.end].trim().to_string()).filter(|t| LAND_WORDS.is_match(t)).collect();

    // Every form of `METES_AND_BOUNDS` holds "beginning" or "thence".
    let metes_and_bounds =
        words.holds_any(&["beginning", "thence"]) && METES_AND_BOUNDS.find_iter(block).filter(|m| usable(m.start())).count() >= 2;
    let (acres, own_acres) = block_acres(block, &words, &usable).map_or((None, false), |(value, own)| (Some(value), own));
    let stretch = place_stretch(text, start, end);
    let read_places;
    let places = match known_places {
        Some(places) => places,
        None => {
            read_places = place_candidates(stretch);
            read_places.as_slice()
        }
    };
    let (county, state) = chosen_place(stretch, places);

    // A description in quotation marks is cited, not granted ("described in said deed as "Lot
    // 4, Block 3""): it is a tract only when nothing else in the block is.
    let mut anchored_warnings: Vec<String> = Vec::new();
    let sections = BlockSections { block, words: &words, found: OnceCell::new() };
    let mut tracts = anchored_tracts(&sections, &unquoted, inherited, &mut anchored_warnings);
    if tracts.is_empty() && !quotations.is_empty() {
        anchored_warnings.clear();
        tracts = anchored_tracts(&sections, &usable, inherited, &mut anchored_warnings);
    } else {
        for (from, to) in &quotations {
            let quoted = &block[*from..*to];
            if LAND_WORDS.is_match(quoted) && quoted.bytes().any(|b| b.is_ascii_digit()) {
                anchored_warnings
                    .push(format!("quoted description not taken as a tract: {:?}", quoted.chars().take(80).collect::<String>()));
            }
        }
    }
    warnings.append(&mut anchored_warnings);
    // An acreage alone is land when the block places it, by a county or by a stated acreage
    // ("being 17.4 acres") in a named state.
    let placed = county.is_some() || (own_acres && state.is_some());
    if tracts.is_empty() && (metes_and_bounds || (acres.is_some() && placed)) {
        let span_end = block.trim_end().len();
        let (system, rule) = if metes_and_bounds {
            (LandSystem::MetesBounds, "land.metes_bounds_block")
        } else {
            (LandSystem::Other, "land.acreage_in_county")
        };
        tracts.push(TractMatch { system: Some(system), evidence: Evidence::new(rule, block, 0, span_end), ..TractMatch::default() });
    }
    let single = tracts.len() == 1;
    for tract in &mut tracts {
        if metes_and_bounds && tract.system == Some(LandSystem::Plss) {
            tract.system = Some(LandSystem::MetesBounds);
        }
        if single {
            tract.acres = acres;
        }
        match place_near(places, tract.evidence.start, tract.evidence.end) {
            Some(place) => {
                tract.county = Some(place.county.clone());
                tract.state = place.state.clone().or_else(|| state.clone());
            }
            None => {
                tract.county = county.clone();
                tract.state = state.clone();
            }
        }
        tract.exceptions = exception_texts.clone();
        tract.evidence.start += start;
        tract.evidence.end += start;
    }
    tracts
}

/// The tracts named by their anchors: PLSS first, then platted lots, then Texas surveys.
fn anchored_tracts(
    sections: &BlockSections<'_>,
    usable: &dyn Fn(usize) -> bool,
    inherited: Option<&TownshipRange>,
    warnings: &mut Vec<String>,
) -> Vec<TractMatch> {
    let (block, words) = (sections.block, sections.words);
    let mut tracts = plss_tracts(sections, usable, inherited, warnings);
    if tracts.is_empty() {
        tracts = lot_block_tracts(block, words, usable);
    }
    if tracts.is_empty() {
        tracts = texas_tracts(sections, usable);
    }
    if tracts.is_empty() {
        tracts = land_grant_tracts(block, usable);
    }
    tracts
}

/// One tract per land grant named; the grant's name is the survey the land lies in.
fn land_grant_tracts(block: &str, usable: &dyn Fn(usize) -> bool) -> Vec<TractMatch> {
    let mut tracts: Vec<TractMatch> = Vec::new();
    for caps in LAND_GRANT.captures_iter(block) {
        let Some(name) = caps.name("name") else { continue };
        let words: Vec<String> = name.as_str().split_whitespace().map(str::to_ascii_lowercase).collect();
        if !usable(name.start()) || words.iter().any(|w| NOT_LAND_GRANT.contains(&w.as_str())) {
            continue;
        }
        let survey = words_joined(name.as_str());
        if tracts.iter().any(|t| t.survey.as_deref() == Some(survey.as_str())) {
            continue;
        }
        tracts.push(TractMatch {
            system: Some(LandSystem::Other),
            survey: Some(survey),
            evidence: Evidence::new("land.land_grant", block, name.start(), name.end()),
            ..TractMatch::default()
        });
    }
    tracts
}

/// A name with its line breaks and doubled spaces made single spaces.
fn words_joined(name: &str) -> String {
    name.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Spans between double quotation marks on one line (straight or curly).
fn quotations_in(block: &str) -> Vec<(usize, usize)> {
    let mut quotations = Vec::new();
    if !block.contains('"') && !block.contains('\u{201C}') {
        return quotations;
    }
    let mut open: Option<usize> = None;
    for (at, character) in block.char_indices() {
        match (character, open) {
            ('\n', _) => open = None,
            ('"', None) | ('\u{201C}', None) => open = Some(at + character.len_utf8()),
            ('"', Some(from)) | ('\u{201D}', Some(from)) => {
                quotations.push((from, at));
                open = None;
            }
            _ => {}
        }
    }
    quotations
}

/// Each "less and except" part runs to the end of its sentence.
fn exceptions_in(block: &str, words: &LoweredText) -> Vec<Exception> {
    let mut exceptions: Vec<Exception> = Vec::new();
    // Every form of `EXCEPTION` holds "except" or "less".
    if !words.holds("except") && !words.holds("less") {
        return exceptions;
    }
    // Every form begins with "less", "sav" or "except".
    for found in words.find_iter_from(&EXCEPTION, block, &["less", "sav", "except"]) {
        if exceptions.last().is_some_and(|last| found.start() < last.end) {
            continue;
        }
        let rest = &block[found.end()..];
        let sentence_end = sentence_end(rest).map_or(block.len(), |at| found.end() + at);
        exceptions.push(Exception { start: found.start(), end: sentence_end });
    }
    exceptions
}

/// The end of a sentence: a period or semicolon followed by a line break or a capital, or a
/// blank line.
fn sentence_end(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    for (index, byte) in bytes.iter().enumerate() {
        let next = bytes.get(index + 1).copied();
        let after = bytes.get(index + 2).copied();
        match byte {
            b'.' | b';' if next.is_none_or(|n| n == b'\n') => return Some(index + 1),
            b'.' | b';' if next == Some(b' ') && after.is_some_and(|a| a.is_ascii_uppercase()) => return Some(index + 1),
            b'\n' if next == Some(b'\n') => return Some(index),
            _ => {}
        }
    }
    None
}

fn in_table_row(block: &str, at: usize) -> bool {
    let line_start = block[..at].rfind('\n').map_or(0, |i| i + 1);
    let line_end = block[at..].find('\n').map_or(block.len(), |i| at + i);
    block[line_start..line_end].contains("<td")
}

/// Whether a block holds a word that an adjoiner call needs ("bounded", "adjoin", "abutting"):
/// a block without one has no adjoiner, and its candidates, which are many, skip the search.
/// `ADJOINER` folds case only on these letters, none of which has a non-ASCII case form.
fn names_adjoiner_words(words: &LoweredText) -> bool {
    words.holds_any(&["bounded", "adjoin", "abutting"])
}

fn is_adjoiner(block: &str, at: usize) -> bool {
    let from = block.floor_char_boundary(at.saturating_sub(100));
    ADJOINER.is_match(&block[from..at])
}

/// A chain of aliquot parts found in a block, in canonical form.
struct Chain {
    start: usize,
    end: usize,
    canonical: String,
}

fn aliquot_chains(block: &str, words: &LoweredText) -> Vec<Chain> {
    // Every aliquot part ends in a fraction ("/4", "1/2", "/ 2", OCR "y4" or "%") or names a
    // quarter, half or fourth in words.
    if !words.holds_any(&["y4", "%", "quarter", "half", "fourth"]) && !names_half_or_quarter(block) {
        return Vec::new();
    }
    ALIQUOT_CHAIN
        .captures_iter(block)
        .filter_map(|caps| {
            let chain = caps.name("chain")?;
            let parts: Vec<String> = ALIQUOT_PART_ONLY.find_iter(chain.as_str()).filter_map(|p| aliquot_part(p.as_str())).collect();
            (!parts.is_empty()).then(|| Chain { start: chain.start(), end: chain.end(), canonical: parts.join(" ") })
        })
        .collect()
}

/// Whether a block holds "/2" or "/4", with at most one white space character after the slash.
fn names_half_or_quarter(block: &str) -> bool {
    block.match_indices('/').any(|(at, _)| {
        let mut after = block[at + 1..].chars();
        let figure = match after.next() {
            Some(space) if space.is_whitespace() => after.next(),
            other => other,
        };
        matches!(figure, Some('2' | '4'))
    })
}

/// "Northeast Quarter (NE1/4)" and "NEY4" as "NE/4": the direction tells the fraction (two
/// letters a quarter, one letter a half), which survives OCR better than the glyph.
fn aliquot_part(part: &str) -> Option<String> {
    let lower = part.to_ascii_lowercase();
    let words = lower.split('(').next().unwrap_or_default();
    let direction: String = if words.contains("north") || words.contains("south") || words.contains("east") || words.contains("west") {
        let mut direction = String::new();
        for (word, letter) in [("north", 'N'), ("south", 'S')] {
            if words.contains(word) {
                direction.push(letter);
            }
        }
        for (word, letter) in [("east", 'E'), ("west", 'W')] {
            if words.contains(word) {
                direction.push(letter);
            }
        }
        direction
    } else {
        lower
            .chars()
            .take_while(|c| !c.is_ascii_digit() && *c != '/' && *c != '%')
            .filter(|c| "nsew".contains(*c))
            .map(|c| c.to_ascii_uppercase())
            .collect()
    };
    match direction.len() {
        1 => Some(format!("{direction}/2")),
        2 => Some(format!("{direction}/4")),
        _ => None,
    }
}

/// What stands between two items of one description: "of the", a comma, "and".
/// A parenthesised restatement ("(being the SW/4)") stands between them too.
fn joins(gap: &str) -> bool {
    let mut depth = 0usize;
    let gap: String = gap
        .chars()
        .filter(|c| {
            match c {
                '(' => depth += 1,
                ')' => depth = depth.saturating_sub(1),
                _ => return depth == 0,
            }
            false
        })
        .collect();
    let words: Vec<&str> = gap.split(|c: char| c.is_whitespace() || c == ',' || c == ';').filter(|w| !w.is_empty()).collect();
    words.len() <= 3 && words.iter().all(|w| matches!(w.to_ascii_lowercase().as_str(), "of" | "the" | "and" | "said" | "&" | "in" | "all"))
}

/// A piece of a section's description at its span: an aliquot chain or a list of lots.
type SectionItem<'a> = (usize, usize, Option<&'a str>, Option<&'a Vec<String>>);

/// The aliquots and government lots that describe one section: written before it ("the N/2
/// SE/4 and Lots 1 and 2 of Section 4") or after its colon ("Section 12: NE/4, SE/4").
fn section_parts(
    block: &str,
    section_start: usize,
    section_end: usize,
    chains: &[Chain],
    lots: &[(usize, usize, Vec<String>)],
) -> (Vec<String>, Vec<String>) {
    let mut items: Vec<SectionItem<'_>> = Vec::new();
    // What stands inside parentheses restates the description ("Lots 3, 4, E/2 SW/4 (being the
    // SW/4)"); it is not more land.
    items.extend(chains.iter().filter(|c| !inside_parentheses(block, c.start)).map(|c| (c.start, c.end, Some(c.canonical.as_str()), None)));
    items.extend(lots.iter().filter(|(s, _, _)| !inside_parentheses(block, *s)).map(|(s, e, l)| (*s, *e, None, Some(l))));
    items.sort_by_key(|item| item.0);
    let mut aliquots: Vec<String> = Vec::new();
    let mut lot_numbers: Vec<String> = Vec::new();
    let mut take = |item: &(usize, usize, Option<&str>, Option<&Vec<String>>)| {
        if let Some(canonical) = item.2 {
            aliquots.push(canonical.to_string());
        }
        if let Some(found) = item.3 {
            lot_numbers.extend(found.iter().cloned());
        }
    };
    let after = &block[section_end..];
    let colon = after.len() - after.trim_start_matches([' ', ':', '-', ',']).len();
    // "Section 12: NE/4" lists its parts after the colon; what stands before belongs to the
    // previous line of a columnar description.
    let parts_follow = after[..colon].contains(':');
    let mut cursor = section_start;
    let mut before: Vec<&SectionItem<'_>> = Vec::new();
    for item in items.iter().rev().filter(|item| item.1 <= section_start && !parts_follow) {
        if !joins(&block[item.1..cursor]) {
            break;
        }
        before.push(item);
        cursor = item.0;
    }
    for item in before.into_iter().rev() {
        take(item);
    }
    if parts_follow || after[..colon].contains(',') {
        let first = section_end + colon;
        let mut cursor = first;
        for item in items.iter().filter(|item| item.0 >= first) {
            if !joins(&block[cursor..item.0]) {
                break;
            }
            take(item);
            cursor = item.1;
        }
    }
    (aliquots, lot_numbers)
}

fn inside_parentheses(block: &str, at: usize) -> bool {
    let line = &block[block[..at].rfind('\n').map_or(0, |i| i + 1)..at];
    match (line.rfind('('), line.rfind(')')) {
        (Some(open), Some(close)) => open > close,
        (Some(_), None) => true,
        _ => false,
    }
}

/// Township and range as found, with where they stand.
#[derive(Clone)]
struct TownshipRange {
    start: usize,
    end: usize,
    township: String,
    range: String,
    meridian: Option<String>,
}

/// One section's tract: the anchored and the bare compact forms ("15-12N-13W") build it alike.
fn plss_tract(section: String, township: &TownshipRange, aliquots: &[String], lots: Vec<String>, evidence: Evidence) -> TractMatch {
    TractMatch {
        system: Some(LandSystem::Plss),
        section: Some(section),
        township: Some(township.township.clone()),
        range: Some(township.range.clone()),
        meridian: township.meridian.clone(),
        aliquots: (!aliquots.is_empty()).then(|| aliquots.join(", ")),
        lots,
        evidence,
        ..TractMatch::default()
    }
}

fn plss_tracts(
    sections: &BlockSections<'_>,
    usable: &dyn Fn(usize) -> bool,
    inherited: Option<&TownshipRange>,
    warnings: &mut Vec<String>,
) -> Vec<TractMatch> {
    let (block, words) = (sections.block, sections.words);
    let names_section = words.holds("sec");
    let has_hyphen = block.contains('-');
    let mut townships: Vec<TownshipRange> = TOWNSHIP_RANGE
        .captures_iter(block)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            if !usable(whole.start()) {
                return None;
            }
            let township = number_slot(caps.name("township")?.as_str())?;
            let range = number_slot(caps.name("range")?.as_str())?;
            let direction = |name: &str| {
                caps.name(name).and_then(|d| d.as_str().chars().next()).map(|c| c.to_ascii_uppercase().to_string()).unwrap_or_default()
            };
            Some(TownshipRange {
                start: whole.start(),
                end: whole.end(),
                township: format!("{township}{}", direction("north_south")),
                range: format!("{range}{}", direction("east_west")),
                meridian: meridian(&block[whole.end()..]),
            })
        })
        .collect();
    // The compact forms are written with hyphens, the compact one after a "Sec." word.
    if names_section && has_hyphen {
        townships.extend(compact_townships(block, usable));
    }
    let bare_sections = if has_hyphen { bare_compact_sections(block, usable) } else { Vec::new() };
    townships.extend(bare_sections.iter().map(|(_, _, township)| township.clone()));
    if townships.is_empty() && words.holds("range") {
        townships = townships_without_word(block, usable);
        for found in &townships {
            warnings.push(format!("\"{}\" read as township {} and range {}", &block[found.start..found.end], found.township, found.range));
        }
    }
    townships.sort_by_key(|t| t.start);
    let inherited = inherited.filter(|known| townships.is_empty() && agrees_with_block(block, known));
    if townships.is_empty() && inherited.is_none() {
        return Vec::new();
    }
    let chains = aliquot_chains(block, words);
    // Every match begins with "lot".
    let lots: Vec<(usize, usize, Vec<String>)> = words
        .captures_iter_from(&GOVERNMENT_LOTS, block, &["lot"])
        .into_iter()
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            let numbers = list_values(caps.name("lots")?.as_str());
            Some((whole.start(), whole.end(), numbers))
        })
        .collect();
    let mut tracts: Vec<TractMatch> = Vec::new();
    let found: &[SectionMatch] = if names_section { sections.get() } else { &[] };
    let own_section = names_section && has_own_section(block, found, usable);
    for section in found {
        if !usable(section.start) || section.statute || (own_section && section_in_call(block, section.start)) {
            continue;
        }
        let number = &block[section.number.clone()];
        let Some(first) = number_slot(number) else { continue };
        // "Section 319.202 of the Revised Code" is a statute's; a PLSS township has 36 sections.
        if block[section.number.end..].starts_with('.') && block[section.number.end + 1..].starts_with(|c: char| c.is_ascii_digit())
            || first.parse::<u32>().is_ok_and(|n| n > 36)
        {
            warnings.push(format!("section {first} is not a section of a township"));
            continue;
        }
        let mut numbers = vec![first];
        if let Some(more) = &section.more {
            numbers.extend(block[more.clone()].split(|c: char| !c.is_ascii_digit()).filter(|n| !n.is_empty()).map(str::to_string));
        }
        let own = township_for(block, section.start, section.end, &townships);
        if own.is_none()
            && let Some(known) = inherited
        {
            warnings.push(format!(
                "section {} takes township {} and range {} from the tract before",
                numbers.join(", "),
                known.township,
                known.range
            ));
        }
        let Some(township) = own.or(inherited) else {
            warnings.push(format!("section {} without township and range", numbers.join(", ")));
            continue;
        };
        let (aliquots, lot_numbers) = section_parts(block, section.start, section.end, &chains, &lots);
        let span_start = section.start.min(township.start);
        let span_end = section.end.max(township.end);
        for number in numbers {
            tracts.push(plss_tract(
                number,
                township,
                &aliquots,
                lot_numbers.clone(),
                Evidence::new("land.plss", block, span_start, span_end),
            ));
        }
    }
    let anchored = tracts.len();
    for (start, section, township) in bare_sections {
        if tracts.iter().any(|t| t.evidence.start <= start && start < t.evidence.end) {
            continue;
        }
        let (aliquots, lot_numbers) = section_parts(block, start, township.start, &chains, &lots);
        tracts.push(plss_tract(section, &township, &aliquots, lot_numbers, Evidence::new("land.plss", block, start, township.end)));
    }
    if tracts.len() > anchored {
        tracts.sort_by_key(|t| t.evidence.start);
    }
    merge_same_sections(tracts)
}

/// "S/2 of 15-12N-13W": each such chain's section number, where it starts, and its township and
/// range (which start at the hyphen, as a compact "Sec. 15-12N-13W" one does).
fn bare_compact_sections(block: &str, usable: &dyn Fn(usize) -> bool) -> Vec<(usize, String, TownshipRange)> {
    BARE_COMPACT_SECTION
        .captures_iter(block)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            let section = caps.name("section")?;
            let number: u32 = section.as_str().parse().ok()?;
            if !usable(section.start()) || !(1..=36).contains(&number) {
                return None;
            }
            let direction = |name: &str| caps.name(name).map(|d| d.as_str().to_ascii_uppercase()).unwrap_or_default();
            let township = TownshipRange {
                start: caps.name("hyphen")?.start(),
                end: whole.end(),
                township: format!("{}{}", caps.name("township")?.as_str(), direction("north_south")),
                range: format!("{}{}", caps.name("range")?.as_str(), direction("east_west")),
                meridian: meridian(&block[whole.end()..]),
            };
            Some((section.start(), number.to_string(), township))
        })
        .collect()
}

/// Whether a block that names no township and range may take the tract before's: a township
/// number it does give must be that one.
fn agrees_with_block(block: &str, known: &TownshipRange) -> bool {
    let known_number = known.township.trim_end_matches(['N', 'S']);
    TOWNSHIP_ONLY
        .captures_iter(block)
        .filter_map(|caps| caps.name("township").and_then(|t| number_slot(t.as_str())))
        .all(|number| number == known_number)
}

fn townships_without_word(block: &str, usable: &dyn Fn(usize) -> bool) -> Vec<TownshipRange> {
    TOWNSHIP_WORD_LOST
        .captures_iter(block)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            if !usable(whole.start()) {
                return None;
            }
            let direction = |name: &str| {
                caps.name(name).and_then(|d| d.as_str().chars().next()).map(|c| c.to_ascii_uppercase().to_string()).unwrap_or_default()
            };
            Some(TownshipRange {
                start: whole.start(),
                end: whole.end(),
                township: format!("{}{}", number_slot(caps.name("township")?.as_str())?, direction("north_south")),
                range: format!("{}{}", number_slot(caps.name("range")?.as_str())?, direction("east_west")),
                meridian: meridian(&block[whole.end()..]),
            })
        })
        .collect()
}

/// "Sec. 12-9N-11W": the township and range stand from the hyphen after the section's number.
fn compact_townships(block: &str, usable: &dyn Fn(usize) -> bool) -> Vec<TownshipRange> {
    COMPACT_TOWNSHIP_RANGE
        .captures_iter(block)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            if !usable(whole.start()) {
                return None;
            }
            let direction = |name: &str| caps.name(name).map(|d| d.as_str().to_ascii_uppercase()).unwrap_or_default();
            Some(TownshipRange {
                start: caps.name("hyphen")?.start(),
                end: whole.end(),
                township: format!("{}{}", number_slot(caps.name("township")?.as_str())?, direction("north_south")),
                range: format!("{}{}", number_slot(caps.name("range")?.as_str())?, direction("east_west")),
                meridian: meridian(&block[whole.end()..]),
            })
        })
        .collect()
}

fn section_in_call(block: &str, at: usize) -> bool {
    CALL_REFERENCE.is_match(&block[block.floor_char_boundary(at.saturating_sub(40))..at])
}

/// Whether the block names a section other than in a call; when it does not, the section of
/// the calls is the best anchor there is.
fn has_own_section(block: &str, sections: &[SectionMatch], usable: &dyn Fn(usize) -> bool) -> bool {
    sections.iter().any(|m| usable(m.start) && !section_in_call(block, m.start))
}

/// One `SECTION` match, as spans of its block.
struct SectionMatch {
    start: usize,
    end: usize,
    number: Range<usize>,
    more: Option<Range<usize>>,
    /// The words after the number cite a statute ("Section 5 of the Act").
    statute: bool,
}

/// A block with its `SECTION` matches, searched when first asked for: the PLSS reader needs
/// them twice (whether the block names a section outside the calls, then each section) and the
/// Texas reader again.
struct BlockSections<'b> {
    block: &'b str,
    words: &'b LoweredText,
    found: OnceCell<Vec<SectionMatch>>,
}

impl BlockSections<'_> {
    /// `SECTION.captures_iter(block)`, searched from each "sec" on (every match begins with it).
    fn get(&self) -> &[SectionMatch] {
        self.found.get_or_init(|| {
            self.words
                .captures_iter_from(&SECTION, self.block, &["sec"])
                .into_iter()
                .filter_map(|caps| {
                    let whole = caps.get(0)?;
                    Some(SectionMatch {
                        start: whole.start(),
                        end: whole.end(),
                        number: caps.name("number")?.range(),
                        more: caps.name("more").map(|more| more.range()),
                        statute: caps.name("statute").is_some(),
                    })
                })
                .collect()
        })
    }
}

/// The township and range a section lies in: the one written right after it ("Section 12,
/// Township 5 North"), else the heading before it ("T5N R3W / Section 12: NE/4"), else the next.
fn township_for<'a>(block: &str, start: usize, end: usize, townships: &'a [TownshipRange]) -> Option<&'a TownshipRange> {
    let next = townships.iter().find(|t| t.start >= end);
    let previous = townships.iter().rev().find(|t| t.end <= start);
    if let Some(next) = next {
        let gap = &block[end..next.start];
        if gap.len() <= 12 && !gap.contains(':') {
            return Some(next);
        }
    }
    previous.or(next.filter(|n| n.start - end <= 300))
}

/// The same section named twice in one block (its description and its calls) is one tract.
fn merge_same_sections(tracts: Vec<TractMatch>) -> Vec<TractMatch> {
    let mut merged: Vec<TractMatch> = Vec::new();
    for tract in tracts {
        match merged.iter_mut().find(|m| m.section == tract.section && m.township == tract.township && m.range == tract.range) {
            Some(known) => {
                if known.aliquots.is_none() {
                    known.aliquots = tract.aliquots;
                }
                if known.lots.is_empty() {
                    known.lots = tract.lots;
                }
            }
            None => merged.push(tract),
        }
    }
    merged
}

fn meridian(after: &str) -> Option<String> {
    let caps = MERIDIAN.captures(&after[..after.floor_char_boundary(60.min(after.len()))])?;
    if let Some(number) = caps.name("number") {
        let ordinal = match number.as_str().to_ascii_lowercase().as_str() {
            "first" => "1ST".to_string(),
            "second" => "2ND".to_string(),
            "third" => "3RD".to_string(),
            "fourth" => "4TH".to_string(),
            "fifth" => "5TH".to_string(),
            "sixth" => "6TH".to_string(),
            other => other.to_ascii_uppercase(),
        };
        return Some(format!("{ordinal} PM"));
    }
    let named = [
        ("indian", "IM"),
        ("new_mexico", "NMPM"),
        ("boise", "BM"),
        ("ute", "UM"),
        ("black_hills", "BHM"),
        ("salt_lake", "SLM"),
        ("willamette", "WM"),
    ];
    named.iter().find(|(group, _)| caps.name(group).is_some()).map(|(_, short)| short.to_string())
}

/// "12", "Twelve (12)", "twenty-five" as digits.
fn number_slot(slot: &str) -> Option<String> {
    if let Some(open) = slot.find('(') {
        let inner: String = slot[open..]
            .chars()
            .map(|c| match c.to_ascii_lowercase() {
                'l' | 'i' => '1',
                'o' => '0',
                other => other,
            })
            .filter(char::is_ascii_digit)
            .collect();
        if !inner.is_empty() {
            return inner.trim_start_matches('0').parse::<u32>().ok().map(|n| n.to_string());
        }
    }
    if slot.chars().next().is_some_and(|c| c.is_ascii_digit()) {
        return slot.trim().parse::<u32>().ok().map(|n| n.to_string());
    }
    let lower = slot.to_ascii_lowercase();
    let words: Vec<&str> = lower.split(|c: char| !c.is_ascii_alphabetic()).filter(|w| !w.is_empty()).collect();
    let value = match words.iter().position(|w| *w == "hundred") {
        Some(at) => {
            let rest: Vec<&str> = words[at + 1..].iter().copied().filter(|w| *w != "and").collect();
            number_words_value(&words[..at])? * 100 + number_words_value(&rest)?
        }
        None => number_words_value(&words)?,
    };
    (value > 0).then(|| value.to_string())
}

/// The numbers of a list of lots or blocks ("3, 4 and 5", "One (1) and Two (2)", "12A") as
/// written in figures.
fn list_values(list: &str) -> Vec<String> {
    LIST_SEPARATOR
        .split(list)
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| number_slot(item).unwrap_or_else(|| item.to_ascii_uppercase()))
        .collect()
}

/// "Park Hts. Addn." as "PARK HEIGHTS ADDITION": the abbreviations of a plat's name vary from
/// one instrument to the next, the name does not.
fn subdivision_name(raw: &str) -> String {
    raw.split_whitespace()
        .map(|word| {
            let bare = word.trim_end_matches('.').to_ascii_uppercase();
            match bare.as_str() {
                "HTS" => "HEIGHTS".to_string(),
                "ADDN" | "ADD" => "ADDITION".to_string(),
                "SUBD" | "SUBDIV" => "SUBDIVISION".to_string(),
                _ => bare,
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn lot_block_tracts(block: &str, words: &LoweredText, usable: &dyn Fn(usize) -> bool) -> Vec<TractMatch> {
    let mut tracts = Vec::new();
    // "lot" and "block" or "blk".
    if !words.holds("lot") || !words.holds("bl") {
        return tracts;
    }
    // Every match begins with "lot".
    for caps in words.captures_iter_from(&LOT_BLOCK, block, &["lot"]) {
        let (Some(whole), Some(lots), Some(block_number)) = (caps.get(0), caps.name("lots"), caps.name("block")) else { continue };
        if !usable(whole.start()) {
            continue;
        }
        let subdivision = caps.name("subdivision").map(|s| subdivision_name(s.as_str()));
        let block_number = list_values(block_number.as_str()).into_iter().next();
        for lot in list_values(lots.as_str()) {
            tracts.push(TractMatch {
                system: Some(LandSystem::LotBlock),
                lot: Some(lot),
                block: block_number.clone(),
                subdivision: subdivision.clone(),
                evidence: Evidence::new("land.lot_block", block, whole.start(), whole.end()),
                ..TractMatch::default()
            });
        }
    }
    tracts
}

/// Texas land: one tract per section (with its block) when sections are given, else one per
/// abstract, else one per survey; survey, abstract and block are shared within the block.
fn texas_tracts(sections: &BlockSections<'_>, usable: &dyn Fn(usize) -> bool) -> Vec<TractMatch> {
    let (block, words) = (sections.block, sections.words);
    // Each pattern is searched only where its words can stand: "abstract", "abst", "abs." or
    // "A-" with its hyphen before a figure; "Survey" or "Svy." (case as written); a block's
    // match begins with "block" or "blk".
    let abstract_haystack = if words.holds("abs") || names_short_abstract(block) { block } else { "" };
    let survey_haystack = if ["Survey", "SURVEY", "Svy."].iter().any(|word| block.contains(word)) { block } else { "" };
    let abstracts: Vec<(usize, String)> = ABSTRACT
        .captures_iter(abstract_haystack)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            let number = caps.name("number").or(caps.name("short"))?;
            usable(whole.start()).then(|| (whole.start(), number.as_str().trim_start_matches('0').to_string()))
        })
        .collect();
    let surveys: Vec<(usize, usize, String)> = SURVEY
        .captures_iter(survey_haystack)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            let name = survey_name(caps.name("name")?.as_str())?;
            usable(whole.start()).then_some((whole.start(), whole.end(), name))
        })
        .collect();
    let blocks: Vec<(usize, String)> = words
        .captures_iter_from(&TEXAS_BLOCK, block, &["block", "blk"])
        .into_iter()
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            let number = list_values(caps.name("block")?.as_str()).into_iter().next()?;
            usable(whole.start()).then_some((whole.start(), number))
        })
        .collect();
    if abstracts.is_empty() && surveys.is_empty() && blocks.is_empty() {
        return Vec::new();
    }
    let nearest_after = |list: &[(usize, String)], at: usize| {
        list.iter().find(|(start, _)| *start >= at && *start - at < 200).or_else(|| list.first()).map(|(_, v)| v.clone())
    };
    let survey = surveys.first().map(|(_, _, name)| name.clone());
    let mut tracts = Vec::new();
    let span = |from: usize| {
        let to = block[from..].find('\n').map_or(block.len(), |i| from + i);
        Evidence::new("land.texas_survey", block, from, to)
    };
    // A section is a Texas tract only with a block.
    let found: &[SectionMatch] = if !blocks.is_empty() && words.holds("sec") { sections.get() } else { &[] };
    let own_section = !found.is_empty() && has_own_section(block, found, usable);
    for found_section in found {
        if !usable(found_section.start) || found_section.statute || (own_section && section_in_call(block, found_section.start)) {
            continue;
        }
        let Some(section) = number_slot(&block[found_section.number.clone()]) else { continue };
        if tracts.iter().any(|t: &TractMatch| t.section.as_deref() == Some(section.as_str())) {
            continue;
        }
        tracts.push(TractMatch {
            system: Some(LandSystem::TexasSurvey),
            section: Some(section),
            block: nearest_after(&blocks, found_section.end),
            survey: surveys.iter().find(|(start, _, _)| *start >= found_section.end).or(surveys.first()).map(|(_, _, n)| n.clone()),
            abstract_number: nearest_after(&abstracts, found_section.end),
            evidence: span(found_section.start),
            ..TractMatch::default()
        });
    }
    if tracts.is_empty() {
        let mut seen: Vec<String> = Vec::new();
        for (start, number) in &abstracts {
            if seen.contains(number) {
                continue;
            }
            seen.push(number.clone());
            let survey = surveys.iter().rev().find(|(s, _, _)| s <= start).or(surveys.first()).map(|(_, _, n)| n.clone());
            tracts.push(TractMatch {
                system: Some(LandSystem::TexasSurvey),
                abstract_number: Some(number.clone()),
                survey,
                block: blocks.first().map(|(_, b)| b.clone()),
                evidence: span(*start),
                ..TractMatch::default()
            });
        }
    }
    if tracts.is_empty()
        && let Some((start, _, _)) = surveys.first()
    {
        tracts.push(TractMatch {
            system: Some(LandSystem::TexasSurvey),
            survey: survey.clone(),
            block: blocks.first().map(|(_, b)| b.clone()),
            evidence: span(*start),
            ..TractMatch::default()
        });
    }
    tracts
}

/// Whether a block may hold the short abstract form "A-880" or "A - 880": an "A" before a
/// hyphen and a digit after it, at most one white space character on either side.
fn names_short_abstract(block: &str) -> bool {
    block.match_indices('-').any(|(at, _)| {
        let mut before = block[..at].chars().rev();
        let letter = match before.next() {
            Some(space) if space.is_whitespace() => before.next(),
            other => other,
        };
        let mut after = block[at + 1..].chars();
        let figure = match after.next() {
            Some(space) if space.is_whitespace() => after.next(),
            other => other,
        };
        // `\d` there is any decimal digit; `is_numeric` takes in more.
        letter.is_some_and(|c| c.eq_ignore_ascii_case(&'a')) && figure.is_some_and(char::is_numeric)
    })
}

/// "the John Smith" as "John Smith": leading articles and connectives are not the name.
fn survey_name(raw: &str) -> Option<String> {
    let words: Vec<&str> = raw.split_whitespace().collect();
    let skip =
        words.iter().take_while(|w| matches!(w.to_ascii_lowercase().as_str(), "the" | "of" | "in" | "said" | "out" | "original")).count();
    let name = words[skip..].join(" ");
    // "according to the United States Government Survey" is the PLSS, not a Texas survey.
    let government =
        words.last().is_some_and(|w| w.eq_ignore_ascii_case("government")) || name.to_ascii_lowercase().contains("united states");
    (!name.is_empty() && !government).then_some(name)
}

/// The tract's own acreage: "containing 160 acres" first, else the first acreage that is not a
/// parent tract's ("part of a 38.88 acre tract"), a recited conveyance's or a neighbour's named
/// in the calls.
/// The flag tells an acreage the words call the tract's own.
fn block_acres(block: &str, words: &LoweredText, usable: &dyn Fn(usize) -> bool) -> Option<(f64, bool)> {
    if !words.holds("acre") {
        return None;
    }
    let call_words: Vec<(usize, bool)> =
        CALL_WORD.find_iter(block).map(|m| (m.start(), m.as_str().eq_ignore_ascii_case("thence"))).collect();
    let mut first: Option<f64> = None;
    for caps in ACRES.captures_iter(block) {
        let Some(whole) = caps.get(0) else { continue };
        if !usable(whole.start()) || in_calls(&call_words, whole.start()) {
            continue;
        }
        let Some(value) = acreage_value(&caps) else { continue };
        let recital = &block[block.floor_char_boundary(whole.start().saturating_sub(120))..whole.start()];
        let before = &block[block.floor_char_boundary(whole.start().saturating_sub(60))..whole.start()];
        let before = before.trim_end_matches(['(', ' ', '\n']);
        if RECITED_ACREAGE.is_match(recital) || PARENT_ACREAGE.is_match(before) {
            continue;
        }
        if OWN_ACREAGE.is_match(before) {
            return Some((value, true));
        }
        if first.is_none() && value > 0.0 {
            first = Some(value);
        }
    }
    first.map(|value| (value, false))
}

/// An acreage between two calls ("thence along the Birch tract (containing 16.2 acres), thence
/// …") belongs to a neighbour: the tract's own stands before the calls or after "to the place of
/// beginning".
fn in_calls(call_words: &[(usize, bool)], at: usize) -> bool {
    let split = call_words.partition_point(|(start, _)| *start < at);
    let previous_is_call = split.checked_sub(1).and_then(|i| call_words.get(i)).is_some_and(|(_, thence)| *thence);
    let next_is_call = call_words.get(split).is_some_and(|(_, thence)| *thence);
    previous_is_call && next_is_call
}

/// The acres of one match, with roods (a quarter acre) and perches (1/160 acre) added; figures
/// restated in parentheses win over the words.
fn acreage_value(caps: &regex::Captures<'_>) -> Option<f64> {
    let figure = |name: &str| caps.name(name).and_then(|m| m.as_str().parse::<f64>().ok());
    let acres = if let Some(restated) = figure("restated") {
        restated
    } else if let Some(words) = caps.name("words") {
        number_slot(words.as_str())?.parse::<f64>().ok()? + figure("hundredths").unwrap_or(0.0) / 100.0
    } else {
        let number = caps.name("number")?.as_str();
        let decimal = match number.split_once(',') {
            // "49,50": a comma before one or two digits is a decimal point.
            Some((whole, fraction)) if fraction.len() < 3 => format!("{whole}.{fraction}"),
            _ => number.replace(',', ""),
        };
        decimal.parse::<f64>().ok()? + figure("figure_hundredths").unwrap_or(0.0) / 100.0
    };
    // Roods and perches come in figures or in words, like the acres.
    let part = |name: &str| figure(name).or_else(|| number_slot(caps.name(name)?.as_str())?.parse::<f64>().ok()).unwrap_or(0.0);
    Some(acres + part("roods") / 4.0 + part("perches") / 160.0)
}

/// A county named in a block, with where it stands.
struct PlaceCandidate {
    at: usize,
    county: String,
    state: Option<String>,
    /// "COUNTY OF REEVES §" opening a line: the venue of a caption or certificate.
    venue: bool,
}

/// How far after a tract's anchors a county is still "right after" the description.
const NEAR_AFTER: usize = 300;

/// The counties named in a stretch, in order, leaving out where parties live or died.
fn place_candidates(stretch: &str) -> Vec<PlaceCandidate> {
    // Each candidate: where its match starts, where to look back from for a residence (after
    // any connective the name took: "OF COMANCHE COUNTY"), the name, the state.
    let name_first = county_name_first(stretch).into_iter().map(|found| {
        let raw = &stretch[found.county.clone()];
        let prefix = raw.len() - strip_leading_connectives(raw).len() - (raw.len() - raw.trim_end().len());
        (found.start, found.start + prefix, raw, found.state.map(|state| &stretch[state]))
    });
    let county_of = COUNTY_OF.captures_iter(stretch).filter_map(|caps| {
        let at = caps.get(0)?.start();
        Some((at, at, caps.name("county")?.as_str(), caps.name("state").map(|s| s.as_str())))
    });
    let mut candidates: Vec<PlaceCandidate> = name_first
        .chain(county_of)
        .filter(|(_, _, county, _)| is_county_name(county))
        .filter_map(|(at, lookback, raw, state)| {
            let before = &stretch[stretch.floor_char_boundary(lookback.saturating_sub(80))..stretch.floor_char_boundary(lookback)];
            if is_residence(before) {
                return None;
            }
            let name = strip_leading_connectives(raw);
            let line_start = stretch[..at].rfind('\n').map_or(0, |i| i + 1);
            Some(PlaceCandidate {
                at,
                county: title_case(name),
                state: state.and_then(state_code),
                venue: stretch[line_start..at].trim().is_empty()
                    && stretch[at..].get(..6).is_some_and(|w| w.eq_ignore_ascii_case("county")),
            })
        })
        .collect();
    candidates.sort_by_key(|c| c.at);
    candidates
}

/// One `COUNTY_NAME_FIRST` match, as spans of the stretch searched.
#[derive(Debug, PartialEq)]
struct CountyNameFirst {
    start: usize,
    county: Range<usize>,
    /// The `state` or `abbreviated_state` group, whichever matched.
    state: Option<Range<usize>>,
}

/// The matches `COUNTY_NAME_FIRST.captures_iter(stretch)` gives, read by hand from the
/// "county", "parish" and "Co." words: the pattern has no literal prefix, and its search, the
/// reverse search for each match's start and the capture engine over each match were the
/// costliest part of the land extractor. A text holding LONG S or KELVIN SIGN (which `(?i)`
/// reads as `s` and `k`; normalised text never does) is searched with the pattern itself.
fn county_name_first(stretch: &str) -> Vec<CountyNameFirst> {
    if folds_to_ascii(stretch) {
        return COUNTY_NAME_FIRST
            .captures_iter(stretch)
            .filter_map(|caps| {
                Some(CountyNameFirst {
                    start: caps.get(0)?.start(),
                    county: caps.name("county")?.range(),
                    state: caps.name("state").or(caps.name("abbreviated_state")).map(|m| m.range()),
                })
            })
            .collect();
    }
    let mut found: Vec<CountyNameFirst> = Vec::new();
    // As the iterator does, a search resumes where the previous match ended.
    let mut resume = 0;
    for (from, to) in county_name_windows(stretch) {
        for (start, byte) in stretch.bytes().enumerate().take(to).skip(from) {
            if start < resume || !byte.is_ascii_uppercase() {
                continue;
            }
            if let Some((end, county_match)) = county_name_first_at(stretch, start) {
                resume = end;
                found.push(county_match);
            }
        }
    }
    found
}

/// A byte of a county's name word: `[A-Za-z.'-]`.
fn is_name_byte(byte: u8) -> bool {
    byte.is_ascii_alphabetic() || matches!(byte, b'.' | b'\'' | b'-')
}

/// `COUNTY_NAME_FIRST` anchored at `start` (a capital letter), with its end. The name is one to
/// three words `[A-Z][A-Za-z.'-]+` each followed by one space, the last of at least three
/// letters; a word is always all the name bytes up to the space, so the only choice the pattern
/// has is how many words to take, and it takes the most that a county word follows.
fn county_name_first_at(text: &str, start: usize) -> Option<(usize, CountyNameFirst)> {
    let bytes = text.as_bytes();
    let mut word_ends: Vec<usize> = Vec::with_capacity(3);
    let mut at = start;
    while word_ends.len() < 3 && bytes.get(at).is_some_and(u8::is_ascii_uppercase) {
        let end = (at + 1..bytes.len()).find(|&i| !is_name_byte(bytes[i])).unwrap_or(bytes.len());
        if end - at < 2 || bytes.get(end) != Some(&b' ') {
            break;
        }
        word_ends.push(end);
        at = end + 1;
    }
    word_ends.iter().enumerate().rev().find_map(|(index, &name_end)| {
        let word_start = if index == 0 { start } else { word_ends[index - 1] + 1 };
        if name_end - word_start < 3 {
            return None;
        }
        let (end, state) = county_word_at(text, name_end + 1)?;
        Some((end, CountyNameFirst { start, county: start..name_end, state }))
    })
}

/// The part of `COUNTY_NAME_FIRST` after the name's space: "County" or "Parish" with the state
/// that may follow, or "Co." with the state that must. Gives where the match ends and the state.
fn county_word_at(text: &str, at: usize) -> Option<(usize, Option<Range<usize>>)> {
    let bytes = text.as_bytes();
    let rest = &bytes[at..];
    let is_word_byte = |i: usize| bytes.get(i).is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_');
    if ["county", "parish"].iter().any(|word| rest.len() >= 6 && rest[..6].eq_ignore_ascii_case(word.as_bytes())) && !is_word_byte(at + 6) {
        let word_end = at + 6;
        let after_separators =
            word_end + text[word_end..].chars().take_while(|c| c.is_whitespace() || *c == ',').map(char::len_utf8).sum::<usize>();
        if after_separators == word_end {
            return Some((word_end, None));
        }
        let state =
            [state_prefix_end(text, after_separators, true), state_prefix_end(text, after_separators, false), Some(after_separators)]
                .into_iter()
                .flatten()
                .find_map(|from| state_at(text, from));
        return Some(state.map_or((word_end, None), |state| (state.end, Some(state))));
    }
    if rest.starts_with(b"Co.") {
        let mut from = at + 3;
        if bytes.get(from) == Some(&b',') && text[from + 1..].starts_with(char::is_whitespace) {
            from += 1;
        }
        let spaces = text[from..].chars().take_while(|c| c.is_whitespace()).map(char::len_utf8).sum::<usize>();
        if spaces == 0 {
            return None;
        }
        let state = state_at(text, from + spaces)?;
        return Some((state.end, Some(state)));
    }
    None
}

/// Where a state's name may start after "State of", "in the State of", "Commonwealth of" at
/// `at` (case as written), with or without the "in the".
fn state_prefix_end(text: &str, at: usize, in_the: bool) -> Option<usize> {
    let words: &[&[&str]] =
        if in_the { &[&["in"], &["the"], &["state", "commonwealth"], &["of"]] } else { &[&["state", "commonwealth"], &["of"]] };
    let mut at = at;
    for choices in words {
        let word =
            choices.iter().find(|word| text.as_bytes()[at..].get(..word.len()).is_some_and(|w| w.eq_ignore_ascii_case(word.as_bytes())))?;
        at += word.len();
        let spaces = text[at..].chars().take_while(|c| c.is_whitespace()).map(char::len_utf8).sum::<usize>();
        if spaces == 0 {
            return None;
        }
        at += spaces;
    }
    Some(at)
}

/// The state names of `STATES`, each as its words.
static STATE_WORDS: LazyLock<Vec<Vec<&'static str>>> =
    LazyLock::new(|| STATES.split('|').map(|state| state.split(r"\s+").collect()).collect());

/// A name of `STATES` at `at` (any case, white space between its words) ending at an ASCII
/// word boundary. No state's name begins another's, so their order does not matter.
fn state_at(text: &str, at: usize) -> Option<Range<usize>> {
    let bytes = text.as_bytes();
    STATE_WORDS.iter().find_map(|words| {
        let mut end = at;
        for (index, word) in words.iter().enumerate() {
            if index > 0 {
                let spaces = text[end..].chars().take_while(|c| c.is_whitespace()).map(char::len_utf8).sum::<usize>();
                if spaces == 0 {
                    return None;
                }
                end += spaces;
            }
            if !bytes[end..].get(..word.len()).is_some_and(|w| w.eq_ignore_ascii_case(word.as_bytes())) {
                return None;
            }
            end += word.len();
        }
        (!bytes.get(end).is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')).then_some(at..end)
    })
}

/// The stretches of text that can hold a `COUNTY_NAME_FIRST` match, as disjoint ranges in text
/// order: every match starts in one. Every match is at most three words of `[A-Za-z.'-]`,
/// single spaces between them, a space, then "county", "parish" or "Co.", so a range runs from
/// three words before such a word to the first character after the seventh word after it.
/// For text without LONG S or KELVIN SIGN, which `(?i)` reads as `s` and `k`.
fn county_name_windows(stretch: &str) -> Vec<(usize, usize)> {
    let bytes = stretch.as_bytes();
    let mut windows: Vec<(usize, usize)> = Vec::new();
    for word in 2..bytes.len() {
        // Each word stands after a space after a name byte.
        if bytes[word - 1] != b' ' || !matches!(bytes[word] | 0x20, b'c' | b'p') || !is_name_byte(bytes[word - 2]) {
            continue;
        }
        let rest = &bytes[word..];
        let six = rest.get(..6);
        if !(six.is_some_and(|w| w.eq_ignore_ascii_case(b"county") || w.eq_ignore_ascii_case(b"parish")) || rest.starts_with(b"Co.")) {
            continue;
        }
        let mut from = word - 1;
        for _ in 0..3 {
            while from > 0 && is_name_byte(bytes[from - 1]) {
                from -= 1;
            }
            if from < 2 || bytes[from - 1] != b' ' || !is_name_byte(bytes[from - 2]) {
                break;
            }
            from -= 1;
        }
        let mut to = word;
        for _ in 0..7 {
            while to < bytes.len() && bytes[to].is_ascii_alphabetic() {
                to += 1;
            }
            while to < bytes.len() && !bytes[to].is_ascii_alphabetic() {
                to += 1;
            }
        }
        let to = stretch.ceil_char_boundary((to + 1).min(bytes.len()));
        match windows.last_mut() {
            Some(last) if from <= last.1 => last.1 = last.1.max(to),
            _ => windows.push((from, to)),
        }
    }
    windows
}

/// Whether the words before a county make it a party's residence; a residence word counts only
/// when no other county stands between it and this one.
fn is_residence(before: &str) -> bool {
    RESIDENCE_OF.is_match(before)
        || names_residence_word(before)
            && RESIDENCE_WORD.find_iter(before).last().is_some_and(|word| {
                let between = before[word.end()..].to_ascii_lowercase();
                between.len() <= 50 && !between.contains("county") && !between.contains("parish") && !between.contains(['\n', ';'])
            })
}

/// Whether `RESIDENCE_WORD` may match: each of its words holds "resid", "living", "lives",
/// "domiciled" or "died".
fn names_residence_word(before: &str) -> bool {
    LoweredText::new(before).holds_any(&["resid", "living", "lives", "domiciled", "died"])
}

/// The county of one tract: the first named in or right after its anchors ("NE/4 Sec. 12 …,
/// Caddo County"), else the nearest before them ("situated in Caddo County, to-wit:"). Venue
/// lines are left to the block's fallback.
fn place_near(candidates: &[PlaceCandidate], anchor_start: usize, anchor_end: usize) -> Option<&PlaceCandidate> {
    let mut own = candidates.iter().filter(|c| !c.venue);
    own.clone().find(|c| c.at >= anchor_start && c.at <= anchor_end + NEAR_AFTER).or_else(|| own.rfind(|c| c.at < anchor_start))
}

/// The part of `start..end` that places are read from: its first `BLOCK_LIMIT` bytes.
fn place_stretch(text: &str, start: usize, end: usize) -> &str {
    &text[start..text.floor_char_boundary(end.min(start + BLOCK_LIMIT))]
}

/// The county and state named in a stretch of text, from its place candidates: the first full
/// "X County, State" wins, then any county, then any state. The caller reads the candidates
/// once: a block that is a whole range would otherwise read the same stretch for the range and
/// again for the block, and the county patterns are the costliest of the land extractor.
fn chosen_place(stretch: &str, candidates: &[PlaceCandidate]) -> (Option<String>, Option<String>) {
    let chosen = candidates.iter().find(|c| c.state.is_some()).or(candidates.first());
    let county = chosen.map(|c| c.county.clone());
    let mut state = chosen.and_then(|c| c.state.clone());
    if state.is_none() {
        state = STATE_ONLY.captures(stretch).and_then(|caps| caps.name("state")).and_then(|s| state_code(s.as_str()));
    }
    (county, state)
}

/// "Of Caddo" as "Caddo": the regex may take a connective before the name.
/// Connectives and the names of courts and offices that stand before a county's name in a
/// caption ("IN THE COUNTY COURT OF BARBER COUNTY", "Clerk of Ward County").
fn strip_leading_connectives(name: &str) -> &str {
    let mut rest = name.trim();
    while let Some((first, tail)) = rest.split_once(' ') {
        if !matches!(
            first.to_ascii_lowercase().as_str(),
            "of" | "in" | "the" | "said" | "and" | "deputy" | "clerk" | "court" | "district" | "probate" | "county" | "records"
        ) {
            break;
        }
        rest = tail.trim();
    }
    rest
}

/// Words that precede "County" without being a county's name ("said County", "the County").
fn is_county_name(name: &str) -> bool {
    // "Xxxxxxxx County": a published copy with the names masked says nothing of the county.
    if name.split_whitespace().any(|word| word.len() >= 3 && word.chars().all(|c| c.eq_ignore_ascii_case(&'x'))) {
        return false;
    }
    let last = name.split_whitespace().last().unwrap_or_default().to_ascii_lowercase();
    !matches!(
        last.as_str(),
        "said"
            | "the"
            | "this"
            | "same"
            | "such"
            | "and"
            | "any"
            | "of"
            | "in"
            | "adjoining"
            | "recorder"
            | "in and for"
            | "state"
            | "clerk"
            | "deputy"
    ) && !name.eq_ignore_ascii_case("county")
}

fn title_case(name: &str) -> String {
    name.split_whitespace()
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or(String::new(), |first| first.to_uppercase().chain(chars.flat_map(char::to_lowercase)).collect())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn state_code(name: &str) -> Option<String> {
    let key: String = name.split_whitespace().collect::<Vec<_>>().join(" ").to_ascii_lowercase();
    let code = match key.as_str() {
        "texas" => "TX",
        "oklahoma" => "OK",
        "new mexico" => "NM",
        "colorado" => "CO",
        "wyoming" => "WY",
        "north dakota" => "ND",
        "south dakota" => "SD",
        "montana" => "MT",
        "ohio" => "OH",
        "pennsylvania" => "PA",
        "west virginia" => "WV",
        "virginia" => "VA",
        "louisiana" => "LA",
        "kansas" => "KS",
        "nebraska" => "NE",
        "utah" => "UT",
        "arkansas" => "AR",
        "mississippi" => "MS",
        "alabama" => "AL",
        "michigan" => "MI",
        "illinois" => "IL",
        "kentucky" => "KY",
        "new york" => "NY",
        "california" => "CA",
        "idaho" => "ID",
        "nevada" => "NV",
        "arizona" => "AZ",
        "oregon" => "OR",
        "washington" => "WA",
        "indiana" => "IN",
        "tennessee" => "TN",
        "florida" => "FL",
        _ => return None,
    };
    Some(code.to_string())
}

/// "THE STATE OF TEXAS § COUNTY OF REEVES §": the venue of the caption or the first certificate.
fn caption_venue(instrument: &Instrument) -> Option<(String, String)> {
    let text = instrument.text.as_str();
    let head = &text[..text.floor_char_boundary(text.len().min(1500))];
    let state = STATE_ONLY.captures(head)?;
    let state_match = state.get(0)?;
    let after = &head[state_match.end()..head.floor_char_boundary((state_match.end() + 80).min(head.len()))];
    let county = COUNTY_OF.captures(after)?.name("county")?.as_str().to_string();
    Some((title_case(county.trim()), state_code(state.name("state")?.as_str())?))
}

/// Two tracts are the same land when every identifying part agrees (whatever system the
/// words around them suggested).
fn same_land(a: &TractMatch, b: &TractMatch) -> bool {
    a.section == b.section
        && a.township == b.township
        && a.range == b.range
        && a.aliquots == b.aliquots
        && a.lots == b.lots
        && a.survey == b.survey
        && a.abstract_number == b.abstract_number
        && a.block == b.block
        && a.lot == b.lot
        && a.acres == b.acres
        && a.county == b.county
}

fn warn_missing_exhibit(instrument: &Instrument, warnings: &mut Vec<String>) {
    let has_exhibit = instrument.sections(SegmentKind::Exhibit).next().is_some();
    if let Some(caps) = EXHIBIT_REFERENCE.captures(&instrument.text) {
        let name = caps.name("name").or(caps.name("attached")).map_or("", |n| n.as_str());
        if has_exhibit {
            warnings.push(format!("land is described in Exhibit {name}, but no tract could be read from it"));
        } else {
            warnings.push(format!("land is described only in Exhibit {name}, which is not in the text"));
        }
    } else {
        warnings.push("no land description found".to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tracts(raw: &str) -> Vec<TractMatch> {
        extract(&Instrument::from_raw(raw)).tracts
    }

    fn plss_key(tract: &TractMatch) -> (Option<&str>, Option<&str>, Option<&str>, Option<&str>) {
        (tract.section.as_deref(), tract.township.as_deref(), tract.range.as_deref(), tract.aliquots.as_deref())
    }

    #[test]
    fn plss_long_form_with_meridian_and_county() {
        let found = tracts(
            "the following described land, to-wit: the NE/4 of Section 12, Township 5 North, Range 3 West, I.M., Caddo County, Oklahoma, containing 160 acres, more or less.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(plss_key(&found[0]), (Some("12"), Some("5N"), Some("3W"), Some("NE/4")));
        assert_eq!(found[0].meridian.as_deref(), Some("IM"));
        assert_eq!((found[0].county.as_deref(), found[0].state.as_deref()), (Some("Caddo"), Some("OK")));
        assert_eq!(found[0].acres, Some(160.0));
        assert_eq!(found[0].system, Some(LandSystem::Plss));
    }

    #[test]
    fn plss_compact_notation_with_nfkc_fraction() {
        let found = tracts("described as follows: NE¼ SE¼ Sec. 9-T14N-R62W, 6th P.M., Weld County, Colorado.\n");
        assert_eq!(plss_key(&found[0]), (Some("9"), Some("14N"), Some("62W"), Some("NE/4 SE/4")));
        assert_eq!(found[0].meridian.as_deref(), Some("6TH PM"));
    }

    #[test]
    fn plss_words_and_parenthesised_numbers() {
        let found = tracts("to-wit: the Northeast Quarter of Section Twelve (12), Township Seven (7) South, Range Nine (9) East.\n");
        assert_eq!(plss_key(&found[0]), (Some("12"), Some("7S"), Some("9E"), Some("NE/4")));
    }

    #[test]
    fn plss_section_and_township_words_and_figures_read_through_ocr_slips() {
        let found = tracts(
            "in the County of Barton, State of Kansas, namely: The Northwest Quarter (NWY4) of Sect1on E1even (11), Township Nineteen (l9) South, Range Fourteen (14) West of the 6th P. M., 160 acres more or 1ess.\n",
        );
        assert_eq!(plss_key(&found[0]), (Some("11"), Some("19S"), Some("14W"), Some("NW/4")));
        let found = tracts(
            "the tract in Grady County, Oklahoma, known as: the S/2 of the NEY4 of Sect ion F0ur (4), Towns hip Eight (8) North, Range Seven (7) West of the Indian Meridian, containing 80 acres.\n",
        );
        assert_eq!(plss_key(&found[0]), (Some("4"), Some("8N"), Some("7W"), Some("S/2 NE/4")));
        let found = tracts("the W/2 of the SE/4 of Secti0n Twenty (2O), Township Ten (1O) North, Range Three (3) East.\n");
        assert_eq!(plss_key(&found[0]), (Some("20"), Some("10N"), Some("3E"), Some("W/2 SE/4")));
    }

    #[test]
    fn a_compound_number_rejoined_across_a_line_end_keeps_its_value() {
        let found = tracts(
            "these lands in the County of Valley, State of Montana: the South Half of the North Half of Section Four (4), Township Twenty-\n  nine (29) North, Range Forty-\n  two East, M.P.M.\n",
        );
        assert_eq!(plss_key(&found[0]), (Some("4"), Some("29N"), Some("42E"), Some("S/2 N/2")));
    }

    #[test]
    fn a_word_with_a_digit_is_no_number_without_its_figures() {
        assert!(
            tracts("that T1he lessee shall pay the royalty as stated in Secti0n 1 hereof, rent due.\n")
                .iter()
                .all(|t| t.township.is_none())
        );
        assert_eq!(number_slot("E1even (11)").as_deref(), Some("11"));
        assert_eq!(number_slot("Seventeen (l7)").as_deref(), Some("17"));
    }

    #[test]
    fn plss_aliquot_chains_and_ocr_glyphs() {
        let found = tracts("to-wit: N/2 N/2 SE/4 and SEY4NW% of Section 3, T. 21 N., R. 110 W.\n");
        assert_eq!(found[0].aliquots.as_deref(), Some("N/2 N/2 SE/4, SE/4 NW/4"));
        let found = tracts("to-wit: the West Half and the E 1/2 of Section 30, Township 2 South, Range 4 East.\n");
        assert_eq!(found[0].aliquots.as_deref(), Some("W/2, E/2"));
    }

    #[test]
    fn plss_government_lots() {
        let found = tracts(
            "to-wit: Lots 1 and 2, and the S/2 NE/4 of Section 4, Township 152 North, Range 97 West, McKenzie County, North Dakota.\n",
        );
        assert_eq!(found[0].lots, vec!["1".to_string(), "2".to_string()]);
        assert_eq!(found[0].aliquots.as_deref(), Some("S/2 NE/4"));
        assert_eq!(found[0].state.as_deref(), Some("ND"));
    }

    #[test]
    fn several_sections_under_one_township_heading() {
        let found = tracts("described as follows:\nTownship 6 North, Range 61 West\nSection 12: NE/4\nSection 13: All\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("12"), Some("6N"), Some("61W"), Some("NE/4")), (Some("13"), Some("6N"), Some("61W"), None)]);
    }

    #[test]
    fn township_and_range_without_directions() {
        let found = tracts("to-wit: Being part of the SE/4 of Section 8, Township 14, Range 7, Tuscarawas County, Ohio.\n");
        assert_eq!(plss_key(&found[0]), (Some("8"), Some("14"), Some("7"), Some("SE/4")));
    }

    #[test]
    fn texas_section_block_survey_abstract() {
        let found = tracts("to-wit: Section 14, Block 7, H&GN RR Co. Survey, Abstract 1234, Reeves County, Texas.\n");
        assert_eq!(found.len(), 1);
        let tract = &found[0];
        assert_eq!(tract.system, Some(LandSystem::TexasSurvey));
        assert_eq!((tract.section.as_deref(), tract.block.as_deref()), (Some("14"), Some("7")));
        assert_eq!(tract.survey.as_deref(), Some("H&GN RR Co."));
        assert_eq!(tract.abstract_number.as_deref(), Some("1234"));
        assert_eq!((tract.county.as_deref(), tract.state.as_deref()), (Some("Reeves"), Some("TX")));
    }

    #[test]
    fn texas_acreage_out_of_a_survey() {
        let found = tracts("to-wit: 320 acres out of the Jacob Lowe Survey, A-348, Panola County, Texas.\n");
        assert_eq!(found[0].survey.as_deref(), Some("Jacob Lowe"));
        assert_eq!(found[0].abstract_number.as_deref(), Some("348"));
        assert_eq!(found[0].acres, Some(320.0));
    }

    #[test]
    fn platted_subdivision_lot() {
        let found = tracts("to-wit: Lot 4, Block 2, Parkview Addition to the City of Midland, Midland County, Texas.\n");
        assert_eq!(found[0].system, Some(LandSystem::LotBlock));
        assert_eq!((found[0].lot.as_deref(), found[0].block.as_deref()), (Some("4"), Some("2")));
        assert_eq!(found[0].subdivision.as_deref(), Some("PARKVIEW ADDITION"));
    }

    #[test]
    fn metes_and_bounds_in_a_section() {
        let found = tracts(
            "described as follows: Being part of the NW/4 of Section 20, Township 3, Range 6, Noble County, Ohio. BEGINNING at an iron pin; thence N 45 E 200 feet; thence S 10 W 310 feet to the place of beginning, containing 9.48 acres, more or less.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].system, Some(LandSystem::MetesBounds));
        assert_eq!(plss_key(&found[0]), (Some("20"), Some("3"), Some("6"), Some("NW/4")));
        assert_eq!(found[0].acres, Some(9.48));
    }

    #[test]
    fn metes_and_bounds_by_county_and_acres() {
        let found = tracts(
            "described as follows: All that tract in Marion District, Wetzel County, West Virginia: BEGINNING at a stone; thence N 52 E 514 feet; thence S 39 E 80 feet to the beginning, containing 12.75 acres.\n",
        );
        assert_eq!(found[0].system, Some(LandSystem::MetesBounds));
        assert_eq!((found[0].county.as_deref(), found[0].state.as_deref(), found[0].acres), (Some("Wetzel"), Some("WV"), Some(12.75)));
    }

    #[test]
    fn a_first_tract_run_into_the_granting_sentence_is_kept() {
        let found = tracts(
            "the claim of the said settler has been established for the Tract 1: the N/2 of Section 19, Township 129 North, Range 4 West, 5th P.M.;\n\nTract 2: the SE/4 of Section 20, Township 129 North, Range 4 West, 5th P.M.\n",
        );
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("19"), Some("129N"), Some("4W"), Some("N/2")), (Some("20"), Some("129N"), Some("4W"), Some("SE/4"))]);
    }

    #[test]
    fn several_numbered_tracts() {
        let found = tracts(
            "described as follows:\nTract 1: the SW/4 of Section 2, Township 9 North, Range 4 West.\nTract 2: the NW/4 of Section 11, Township 9 North, Range 4 West.\n",
        );
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("2"), Some("9N"), Some("4W"), Some("SW/4")), (Some("11"), Some("9N"), Some("4W"), Some("NW/4"))]);
    }

    #[test]
    fn less_and_except_is_not_a_tract() {
        let found = tracts(
            "to-wit: the SE/4 of Section 6, Township 2 North, Range 8 East, LESS AND EXCEPT the NE/4 SE/4 of Section 6 conveyed for a school site.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].aliquots.as_deref(), Some("SE/4"));
        assert_eq!(found[0].exceptions, vec!["LESS AND EXCEPT the NE/4 SE/4 of Section 6 conveyed for a school site.".to_string()]);
    }

    #[test]
    fn adjoiner_is_not_a_tract() {
        let found = tracts(
            "to-wit: the NE/4 of Section 5, Township 1 South, Range 2 West, bounded on the south by the Dunn tract in Section 8, Township 1 South, Range 2 West.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].section.as_deref(), Some("5"));
    }

    #[test]
    fn land_only_in_a_missing_exhibit() {
        let extraction = extract(&Instrument::from_raw(
            "do hereby assign all of the leases described in Exhibit \"A\" attached hereto and made a part hereof.\n",
        ));
        assert!(extraction.tracts.is_empty());
        assert_eq!(extraction.warnings, vec!["land is described only in Exhibit A, which is not in the text".to_string()]);
    }

    #[test]
    fn present_exhibit_land_counts() {
        let found = tracts(
            "the lands described in Exhibit A attached hereto.\nEXHIBIT A\nThe S/2 of Section 21, Township 12 South, Range 33 East, N.M.P.M., Lea County, New Mexico.\n",
        );
        assert_eq!(plss_key(&found[0]), (Some("21"), Some("12S"), Some("33E"), Some("S/2")));
        assert_eq!(found[0].meridian.as_deref(), Some("NMPM"));
        assert_eq!(found[0].state.as_deref(), Some("NM"));
    }

    #[test]
    fn caption_venue_is_the_fallback_county() {
        let extraction = extract(&Instrument::from_raw(
            "THE STATE OF TEXAS §\nCOUNTY OF WARD §\nKNOW ALL MEN BY THESE PRESENTS: the following described land, to-wit: Section 8, Block 33, T&P RR Co. Survey.\n",
        ));
        assert_eq!(extraction.tracts[0].county.as_deref(), Some("Ward"));
        assert_eq!(extraction.tracts[0].state.as_deref(), Some("TX"));
        assert!(extraction.warnings.iter().any(|w| w.contains("caption venue")));
    }

    #[test]
    fn statute_sections_and_lease_tables_are_not_land() {
        assert!(tracts("granted pursuant to Section 28 of the Mineral Leasing Act of 1920.\n").is_empty());
        assert!(tracts("<tr><td>Abstract 77</td><td>Section 3, Block 9</td></tr>\n").is_empty());
    }

    #[test]
    fn residence_county_of_a_party_is_not_the_land_county() {
        let found = tracts(
            "That ROY D. KEMP and wife, ALMA KEMP, of Stephens County, Oklahoma, do hereby convey unto LOUIS PRATT the following described land situated in Grady County, State of Oklahoma, to-wit:\n\nSW/4 Sec. 3-T6N-R7W, I.M., Grady County, Oklahoma.\n",
        );
        assert_eq!((found[0].county.as_deref(), found[0].state.as_deref()), (Some("Grady"), Some("OK")));
        let found = tracts(
            "That HOMER LUCE, of the County of Nolan, State of Texas, conveys all that tract described as follows, to-wit: Section 9, Block 40, T&P RR Co. Survey, Martin County, Texas.\n",
        );
        assert_eq!(found[0].county.as_deref(), Some("Martin"));
        let text =
            "ROY D. KEMP, of Stephens County, Oklahoma, residing in Comanche County, conveys the land lying in Grady County, Oklahoma.";
        assert_eq!(chosen_place(text, &place_candidates(text)), (Some("Grady".to_string()), Some("OK".to_string())));
    }

    #[test]
    fn adjoiner_words_in_any_case_and_only_then_an_adjoiner() {
        let names = |block: &str| names_adjoiner_words(&LoweredText::new(block));
        assert!(names("thence along the line ADJOINING the Smith tract"));
        assert!(names("Bounded on the north by the Pecos River"));
        assert!(names("a strip abutting the county road"));
        let block = "the NE/4 of Section 12, Township 5 North, Range 3 West";
        assert!(!names(block));
        assert!((0..=block.len()).all(|at| !is_adjoiner(block, at)));
    }

    #[test]
    fn place_stretch_is_at_most_a_block_limit_long_and_ends_on_a_character() {
        let text = format!("Land in Kiowa County, Oklahoma. {}", "é".repeat(BLOCK_LIMIT));
        let stretch = place_stretch(&text, 8, text.len());
        assert!(stretch.starts_with("Kiowa County") && stretch.len() <= BLOCK_LIMIT && stretch.len() >= BLOCK_LIMIT - 1);
        assert_eq!(place_stretch(&text, 8, 20), "Kiowa County");
    }

    #[test]
    fn chosen_place_prefers_a_county_with_its_state_and_falls_back_to_a_lone_state() {
        let stretch = "lying in Roger Mills County, and in Beckham County, State of Oklahoma";
        let places = place_candidates(stretch);
        assert_eq!(chosen_place(stretch, &places), (Some("Beckham".to_string()), Some("OK".to_string())));
        let stretch = "the NE/4 of Section 12, Township 5 North, in the State of Kansas";
        assert_eq!(chosen_place(stretch, &place_candidates(stretch)), (None, Some("KS".to_string())));
    }

    #[test]
    fn county_right_after_the_anchors_beats_a_place_of_death() {
        let found = tracts(
            "2. Decedent died on May 3, 2016 in Big Spring, Howard County, Texas.\n3. Her heirs took her one-half mineral interest in Section 9, Block 40, T&P RR Co. Survey, Abstract 512, Martin County, Texas.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(
            (found[0].section.as_deref(), found[0].block.as_deref(), found[0].abstract_number.as_deref()),
            (Some("9"), Some("40"), Some("512"))
        );
        assert_eq!(found[0].county.as_deref(), Some("Martin"));
    }

    #[test]
    fn abbreviated_county() {
        let found = tracts("to-wit: Lot 2, Blk 9, Oak Park Addition, City of Odessa, Ector Co., Texas, containing 0.21 acres.\n");
        assert_eq!((found[0].county.as_deref(), found[0].state.as_deref()), (Some("Ector"), Some("TX")));
    }

    #[test]
    fn plss_compact_hyphenated_township_and_range() {
        let found = tracts("described as follows, to-wit:\nNW/4 Sec. 22-14N-9W\nKingfisher County, Oklahoma, containing 160 acres.\n");
        assert_eq!(plss_key(&found[0]), (Some("22"), Some("14N"), Some("9W"), Some("NW/4")));
        assert_eq!(found[0].system, Some(LandSystem::Plss));
        let found = tracts("to-wit: SE/4 Sec. 7-21-68, Platte County, Wyoming.\n");
        assert_eq!(plss_key(&found[0]), (Some("7"), Some("21"), Some("68"), Some("SE/4")));
    }

    #[test]
    fn plss_section_township_range_chain_without_the_section_word() {
        let found = tracts("all of the oil, gas and other minerals in and under the S/2 of 15-12N-13W, Caddo County, Oklahoma.\n");
        assert_eq!(found.len(), 1);
        assert_eq!(plss_key(&found[0]), (Some("15"), Some("12N"), Some("13W"), Some("S/2")));
        let found = tracts("to-wit: NE/4 NW/4 of 3-21S-36E and the SW/4 of 10-21S-36E, Lea County, New Mexico.\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![(Some("3"), Some("21S"), Some("36E"), Some("NE/4 NW/4")), (Some("10"), Some("21S"), Some("36E"), Some("SW/4"))]
        );
        let mixed = tracts("the following lands: Section 11-13S-18W and the N/2 of 2-14S-18W, Ellis County, Kansas.\n");
        let keys: Vec<_> = mixed.iter().map(|t| (t.section.as_deref(), t.township.as_deref(), t.range.as_deref())).collect();
        assert_eq!(keys, vec![(Some("11"), Some("13S"), Some("18W")), (Some("2"), Some("14S"), Some("18W"))]);
    }

    #[test]
    fn number_chains_without_directions_are_not_sections() {
        for text in [
            "the following land: Lot 4, Block 2, Smith Addition, recorded in Book 12-104-88, Midland County, Texas.\n",
            "to-wit: the tract described in the plat filed 3-12-1952, Reeves County, Texas.\n",
            "to-wit: the S/2 of 40-12N-13W, Caddo County, Oklahoma.\n",
        ] {
            assert!(tracts(text).iter().all(|t| t.system != Some(LandSystem::Plss)), "{text}");
        }
    }

    #[test]
    fn plss_short_forms_of_examiners_and_abstracters() {
        let cases = [
            ("to-wit: the SE/4 of Sec. 4-T17N-R9W, Logan County, Oklahoma.\n", ("4", "17N", "9W")),
            ("to-wit: the NW/4 Sec. 17, Twp. 17 S., Rge. 21 W., Ness County, Kansas.\n", ("17", "17S", "21W")),
            ("to-wit: Section 11-13S-18W, Ellis County, Kansas.\n", ("11", "13S", "18W")),
        ];
        for (text, (section, township, range)) in cases {
            let found = tracts(text);
            assert_eq!(found.len(), 1, "{text}");
            assert_eq!(
                (found[0].section.as_deref(), found[0].township.as_deref(), found[0].range.as_deref()),
                (Some(section), Some(township), Some(range)),
                "{text}"
            );
        }
        let two = tracts("all of Sections 6 and 7, Township 28 North, Range 51 East, Richland County, Montana.\n");
        let sections: Vec<_> = two.iter().map(|t| (t.section.as_deref(), t.township.as_deref(), t.range.as_deref())).collect();
        assert_eq!(sections, vec![(Some("6"), Some("28N"), Some("51E")), (Some("7"), Some("28N"), Some("51E"))]);
    }

    #[test]
    fn patent_wording_with_lots_and_hundreds_in_words() {
        let found = tracts(
            "the claim of ELMER J. RUUD has been established for the lots one and two and the south half of the northwest quarter of Section seven in Township one hundred forty-two north of Range ninety-eight west of the Fifth Principal Meridian, North Dakota, containing one hundred fifty-nine acres.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(plss_key(&found[0]), (Some("7"), Some("142N"), Some("98W"), Some("S/2 NW/4")));
        assert_eq!(found[0].lots, vec!["1".to_string(), "2".to_string()]);
        assert_eq!(found[0].meridian.as_deref(), Some("5TH PM"));
    }

    #[test]
    fn lots_in_words_and_figures_and_of_range() {
        let found = tracts(
            "to-wit: Lots Three (3) and Four (4) and the East Half of the Northwest Quarter (E1/2NW1/4) of Section Six (6), in Township Twenty (20) North, of Range Sixty (60) West of the 6th P.M.\n",
        );
        assert_eq!(plss_key(&found[0]), (Some("6"), Some("20N"), Some("60W"), Some("E/2 NW/4")));
        assert_eq!(found[0].lots, vec!["3".to_string(), "4".to_string()]);
    }

    #[test]
    fn parenthesised_restatement_is_not_more_land() {
        let found = tracts("to-wit: Lots 1, 2, E/2 NW/4 (being the NW/4) Sec. 6-20N-60W, Laramie County, Wyoming.\n");
        assert_eq!(found[0].aliquots.as_deref(), Some("E/2 NW/4"));
        assert_eq!(found[0].lots, vec!["1".to_string(), "2".to_string()]);
    }

    #[test]
    fn texas_block_in_words_or_abbreviated() {
        let found = tracts(
            "to-wit: A tract of 12.5 acres out of Section Nine (9), Block Thirty-two (32), T. & P. Ry. Co. Survey, Howard County, Texas, described as follows: BEGINNING at an iron pipe; THENCE North 400 feet; THENCE East 300 feet to the place of beginning.\n",
        );
        assert_eq!((found[0].section.as_deref(), found[0].block.as_deref()), (Some("9"), Some("32")));
        let found = tracts("to-wit: All of Sec. 5, Blk. C-21, PSL, A-880, Winkler County, Texas.\n");
        assert_eq!(
            (found[0].section.as_deref(), found[0].block.as_deref(), found[0].abstract_number.as_deref()),
            (Some("5"), Some("C-21"), Some("880"))
        );
        let found = tracts("to-wit: Section No. Twenty (20), in Block No. Five (5), T&P RR Co. Survey, Abstract No. 77.\n");
        assert_eq!(
            (found[0].section.as_deref(), found[0].block.as_deref(), found[0].abstract_number.as_deref()),
            (Some("20"), Some("5"), Some("77"))
        );
    }

    #[test]
    fn section_named_in_a_call_is_not_a_tract() {
        let found = tracts(
            "to-wit: Section No. Twenty (20), Block No. Five (5), T&P RR Co. Survey, beginning at a rock for the S.E. corner of this section and the S.W. corner of Section No. 21; Thence North 1900 varas; Thence West 1900 varas to the place of beginning.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].section.as_deref(), Some("20"));
    }

    #[test]
    fn platted_lot_in_words_with_abbreviated_addition() {
        let found = tracts(
            "to-wit: Lot Seven (7), in Block Three (3), of SUNSET HTS. ADDN., an addition to the City of Lubbock, Lubbock County, Texas.\n",
        );
        assert_eq!((found[0].lot.as_deref(), found[0].block.as_deref()), (Some("7"), Some("3")));
        assert_eq!(found[0].subdivision.as_deref(), Some("SUNSET HEIGHTS ADDITION"));
        let found = tracts("to-wit: Lot 7, Blk 3, Sunset Heights Addition, City of Lubbock, Lubbock County, Texas.\n");
        assert_eq!(found[0].subdivision.as_deref(), Some("SUNSET HEIGHTS ADDITION"));
    }

    #[test]
    fn quoted_description_is_cited_not_granted() {
        let extraction = extract(&Instrument::from_raw(
            "WHEREAS, said lot was described in the prior deed as \"Lot 7, Block 8\" by mistake;\nNOW THEREFORE we convey the following, to-wit: Lot 7, Block 3, Sunset Heights Addition, Lubbock County, Texas.\n",
        ));
        let blocks: Vec<_> = extraction.tracts.iter().map(|t| t.block.as_deref()).collect();
        assert_eq!(blocks, vec![Some("3")]);
        assert!(extraction.warnings.iter().any(|w| w.starts_with("quoted description not taken")));
        let found = tracts("the lot described as \"Lot 7, Block 8, Sunset Heights Addition\" is released.\n");
        assert_eq!(found[0].block.as_deref(), Some("8"));
    }

    #[test]
    fn government_survey_is_not_a_texas_survey_name() {
        assert_eq!(survey_name("the United States Government "), None);
        assert_eq!(survey_name("the Jacob Lowe "), Some("Jacob Lowe".to_string()));
    }

    fn acres_of(description: &str) -> Option<f64> {
        block_acres(description, &LoweredText::new(description), &|_| true).map(|(value, _)| value)
    }

    #[test]
    fn acreage_in_words_fractions_and_old_units() {
        assert_eq!(acres_of("to the place of beginning, containing twenty and 45/100 acres, more or less."), Some(20.45));
        assert_eq!(acres_of("containing sixteen (16) acres, more or less."), Some(16.0));
        assert_eq!(acres_of("to the beginning. CONTAINING 112 acres 40 perches, more or less."), Some(112.25));
        assert_eq!(acres_of("containing 8 acres, 1 rood and 16 perches of land."), Some(8.35));
        assert_eq!(
            acres_of("to the place of beginning; containing sixty-two acres and one hundred and twenty perches, strict measure."),
            Some(62.75)
        );
        assert_eq!(acres_of("containing ten acres, two roods and forty perches, more or less."), Some(10.75));
        assert_eq!(acres_of("to the point of beginning, containing\n23,75 acres more or less."), Some(23.75));
        assert_eq!(acres_of("containing two hundred fifty-thousandths (.250) of an acre."), Some(0.25));
    }

    #[test]
    fn parent_recited_and_neighbour_acreage_is_not_the_tract() {
        assert_eq!(
            acres_of(
                "Being a part of a 41.20 acre tract as conveyed to John Moss; beginning at a stone; thence North 20 rods to the place of beginning, containing 6.5 acres."
            ),
            Some(6.5)
        );
        let calls = "beginning at a pin, being the corner of the tract conveyed by the grantors to Ann T. Rudd containing 2.1 acres; thence North 30 feet; thence along the Kohl tract (containing 14.7 acres), East 90 feet; thence South 30 feet to the place of beginning.";
        assert_eq!(acres_of(calls), None);
    }

    #[test]
    fn also_in_mid_line_opens_another_tract() {
        let found = tracts(
            "Situated in Guernsey County, Ohio, to wit: ten acres in the northeast quarter of section four, township three, range two, beginning at a stone; thence north forty rods to the beginning. Also the southwest quarter of section nine, township three, range two. Also known as the Miller farm.\n",
        );
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("4"), Some("3"), Some("2"), Some("NE/4")), (Some("9"), Some("3"), Some("2"), Some("SW/4"))]);
        assert_eq!(found[0].acres, Some(10.0));
    }

    #[test]
    fn township_and_range_of_the_tract_before() {
        let extraction = extract(&Instrument::from_raw(
            "described as follows:\nFIRST TRACT: Part of the NE/4 of Section 5, Township 10, Range 5, Harrison County, Ohio. Beginning at a post; thence North 20 perches to the place of beginning.\nSECOND TRACT: Part of the SE/4 of Section 8, Township 10, Range &. Beginning at a stake; thence East 12 perches to the place of beginning.\n",
        ));
        let keys: Vec<_> = extraction.tracts.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("5"), Some("10"), Some("5"), Some("NE/4")), (Some("8"), Some("10"), Some("5"), Some("SE/4"))]);
        assert!(extraction.warnings.iter().any(|w| w == "section 8 takes township 10 and range 5 from the tract before"));
        let found = tracts(
            "described as follows:\nFIRST TRACT: the NE/4 of Section 5, Township 10, Range 5.\nSECOND TRACT: the SE/4 of Section 8, Township 11, Range &.\n",
        );
        assert_eq!(found.len(), 1);
    }

    #[test]
    fn township_word_spoiled_by_ocr() {
        let found = tracts("to wit: the northwest quarter of section twenty, townehip two, range six, Noble County, Ohio.\n");
        assert_eq!(plss_key(&found[0]), (Some("20"), Some("2"), Some("6"), Some("NW/4")));
    }

    #[test]
    fn township_number_without_its_word() {
        let extraction = extract(&Instrument::from_raw(
            "Situated in the County of Harrison in the State of Ohio:\nNo. 12, Range No. 3, in the Village of Cadiz,\nBeing part of the West Half of Section No. 7, Township\nBeginning at an iron pin; thence North 40 feet; thence East 60 feet to the place of beginning, containing .412 acres.\n",
        ));
        assert_eq!(plss_key(&extraction.tracts[0]), (Some("7"), Some("12"), Some("3"), Some("W/2")));
        assert!(extraction.warnings.iter().any(|w| w.contains("read as township 12 and range 3")));
    }

    #[test]
    fn statute_and_out_of_range_sections_are_not_plss() {
        let found =
            tracts("Section 5711.32 of the Revised Code. Section 40, Township 3, Range 2. The SE/4 of Section 6, Township 3, Range 2.\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("6"), Some("3"), Some("2"), Some("SE/4"))]);
    }

    #[test]
    fn spanish_land_grant_names_the_land() {
        let found = tracts(
            "the following described land in Taos County, New Mexico, to wit:\n5,120.5 acres, more or less, out of the Los Ojitos Grant, Taos County, New Mexico.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].survey.as_deref(), Some("Los Ojitos Grant"));
        assert_eq!((found[0].county.as_deref(), found[0].acres), (Some("Taos"), Some(5120.5)));
        assert_eq!(found[0].system, Some(LandSystem::Other));
        assert!(tracts("This RIGHT-OF-WAY GRANT is issued to the holder. The Right-of-way Grant terminates in 2040.\n").is_empty());
    }

    #[test]
    fn masked_county_is_no_county() {
        let found = tracts(
            "the following lands situated in Xxxxxxx County, State of Texas, to-wit: Being 21.5 acres, more or less, out of a 60 acre tract.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].county.as_deref(), found[0].state.as_deref(), found[0].acres), (None, Some("TX"), Some(21.5)));
        assert!(!is_county_name("Clerk"));
    }

    #[test]
    fn a_court_in_the_caption_is_not_part_of_the_county() {
        let found = tracts(
            "IN THE DISTRICT COURT OF HALE COUNTY, TEXAS\nthe following described land: Section 9, Block 33, Abstract 1187, Hale County, Texas\n",
        );
        assert_eq!(found[0].county.as_deref(), Some("Hale"));
        let captioned = tracts(
            "IN THE COUNTY COURT OF PAWNEE COUNTY, KANSAS\nall of Decedent's interest in the SW/4 of Section 3, Township 21 South, Range 17 West\n",
        );
        assert_eq!(captioned[0].county.as_deref(), Some("Pawnee"));
    }

    #[test]
    fn county_spoiled_in_the_description_is_the_one_named_most() {
        let extraction = extract(&Instrument::from_raw(
            "THIS DEED between JOHN ROSS, of the County of Greene and State of Pennsylvania, and MARY LONG.\nJOHN ROSS does hereby grant and convey to MARY LONG the land described as follows:\nALL that tract situate in Center Township, County of Gr~ :\nBeginning at a post; thence North 20 perches; thence East 10 perches to the beginning. Containing 45 acres 80 perches.\nIN WITNESS WHEREOF the grantor has set his hand.\nCOMMONWEALTH OF PENNSYLVANIA :\nCOUNTY OF GREENE :\nBefore me, a notary public, personally appeared JOHN ROSS.\n",
        ));
        assert_eq!(extraction.tracts[0].county.as_deref(), Some("Greene"));
        assert_eq!(extraction.tracts[0].acres, Some(45.5));
        assert!(extraction.warnings.iter().any(|w| w.contains("the county the instrument names most, Greene")));
    }

    #[test]
    fn unicode_text_does_not_panic() {
        let text = "ÀÉ ¼ § Section ½ Township é Range ß; thence ü ".repeat(30);
        let _ = extract(&Instrument::from_raw(&text));
    }

    /// The county matches read by hand must be exactly the pattern's whole-text matches.
    fn county_name_first_both_ways(text: &str) -> (Vec<CountyNameFirst>, Vec<CountyNameFirst>) {
        let whole = COUNTY_NAME_FIRST
            .captures_iter(text)
            .map(|caps| CountyNameFirst {
                start: caps.get(0).map_or(0, |m| m.start()),
                county: caps.name("county").map_or(0..0, |m| m.range()),
                state: caps.name("state").or(caps.name("abbreviated_state")).map(|m| m.range()),
            })
            .collect();
        (whole, county_name_first(text))
    }

    #[test]
    fn county_names_read_by_hand_are_the_whole_text_matches() {
        for text in [
            "JOHN DOE, of Comanche County, Oklahoma, conveys land in Grady County, Oklahoma.",
            "situated in Midland Co., Texas; and in Ward County, State of Texas\nCOUNTY OF REEVES",
            "in Caddo Parish, Louisiana, and Tulsa County,\n\nOklahoma1 and Said County",
            "Reeves County\u{2028}Texas and Ector County\u{17F}",
            "the County Court of Ward County County, in the State of West Virginia; Logan Co.,\tKansas and Dewey Countywide",
            "lands of McKinley Parish, STATE OF ARKANSAS2 and aBc Ab Reeves County, Commonwealth of  Kentucky_ Co.,Texas",
        ] {
            let (whole, by_hand) = county_name_first_both_ways(text);
            assert_eq!(by_hand, whole, "{text}");
        }
    }

    const COUNTY_PIECES: &[&str] = &[
        "Reeves",
        "REEVES",
        "Mc",
        "St.",
        "O'Neil",
        "Van",
        "said",
        "the",
        " ",
        "  ",
        "\n",
        "\n\n",
        ",",
        ", ",
        ".",
        ";",
        ":",
        "-",
        "1",
        "(",
        "County",
        "county",
        "COUNTY",
        "Parish",
        "Co.",
        "Co",
        "Texas",
        "TEXAS",
        "New Mexico",
        "State of",
        "in the State of",
        "Commonwealth of",
        "and",
        "\u{2028}",
        "\u{3000}",
        "é",
        "\u{17F}",
        "\u{212A}",
        "§",
        "x",
        "Co.,",
        "Countywide",
        "PARISH",
        "West Virginia",
        "West",
        "Virginia",
        "Indiana",
        "in the",
        "STATE OF",
        "Commonwealth",
        "of",
        "A",
        "aB",
        "Ab",
        "Kansas",
        "Arkansas",
        "_",
        "\t",
        "McKinley",
        "NEW  YORK",
        "state",
        "in",
    ];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(6000))]
        #[test]
        fn county_names_read_by_hand_agree_with_the_whole_text_search(pieces in proptest::collection::vec(0..COUNTY_PIECES.len(), 0..30)) {
            let text: String = pieces.iter().map(|&index| COUNTY_PIECES[index]).collect();
            let (whole, by_hand) = county_name_first_both_ways(&text);
            proptest::prop_assert_eq!(by_hand, whole);
        }
    }
}
