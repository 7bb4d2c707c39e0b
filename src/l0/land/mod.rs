//! extract_land_description: the tracts an instrument covers, parsed into the parts that
//! identify the land in its survey system (DOMAIN.md "Land descriptions").
//!
//! The land text is split into tract blocks ("Tract 1:", "Second Tract", "ALSO"); in each
//! block the identifying anchors are found (PLSS section + township + range, Texas section /
//! block / survey / abstract, platted lot and block) and "less and except" parts are set aside
//! so that excepted land never becomes a tract. Adjoiners ("bounded on the north by …") and
//! schedules of recorded leases (tables) are not this instrument's land. Same land written twice
//! (the caption and the calls both name "Section 25") is one tract.

use super::dates::{number_words_value, ordinal_word_value};
use super::{Evidence, LandExtraction, TractMatch};
use crate::pipeline::ascii_twin::{for_text, twin_of};
use crate::pipeline::lowered::{LoweredText, folds_to_ascii};
use crate::pipeline::{Instrument, Segment, SegmentKind};
use crate::vocab::LandSystem;
use regex::Regex;
use std::cell::OnceCell;
use std::ops::Range;
use std::sync::LazyLock;

#[macro_use]
mod numbers;
mod aliquots;
mod counties;
mod metes_bounds;
mod places;
mod plss;
mod records;
mod sections;
mod subdivision;
mod tables;
mod texas;

use aliquots::*;
use counties::*;
use metes_bounds::*;
use numbers::*;
use places::*;
pub use plss::implied_directions;
use plss::*;
use records::*;
use sections::*;
use subdivision::*;
use tables::*;
use texas::*;

/// A land description that follows these words describes what is excepted or reserved.
static EXCEPTED_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)except|(?-u:\b)reserv|(?-u:\b)less\s+and(?-u:\b)").expect("excepted-before pattern compiles")
});

/// A land section that follows these words lists parcels taken out of land described before
/// ("EXCEPTING therefrom the following tracts", "SAVE AND EXCEPT"): none of them is granted,
/// whatever survey system describes it.
static EXCEPTED_THEREFROM: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)except(?:ing|ed)?\s+there\s?from|(?-u:\b)(?:less|save|saving)\s+and\s+except|(?-u:\b)except(?:ing)?\s+(?:the\s+)?following")
        .expect("excepted-therefrom pattern compiles")
});

static TRACT_HEADER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?im)(?P<numbered>^\W*(?:tract|parcel)\s+(?:no[.,]?\s*)?(?:\d{1,3}[a-z]?|[A-Z]|one|two|three|four|five|six)(?-u:\b)|(?-u:\b)(?:tract|parcel)\s+(?:no[.,]?\s*)?(?:\d{1,3}|one|two|three|four|five|six)\s*:|(?-u:\b)(?:f[il1]rst|second|third|fourth|fifth|sixth)\s+(?:tract|parcel)(?-u:\b))|(?P<ordinal>^[^\w\n]*(?:f[il1]rst|second|third|fourth|fifth|sixth)\s*:)|(?:^\W*|[.;]\W{0,3})(?P<also>al[se]o)[\s,:]+(?P<next>[a-z]*)")
        .expect("tract header pattern compiles")
});
/// "Also" that goes on with the same tract ("also known as", "also excepting") rather than
/// opening another.
const ALSO_CONTINUES: [&str; 11] =
    ["known", "called", "described", "designated", "referred", "being", "excepting", "except", "reserving", "saving", "subject"];

/// Where a tract block opens, and whether by a numbered heading ("Tract 2", "Second Tract") or
/// by "Also". A heading with a colon opens a block wherever it stands: a patent runs its first
/// tract into the sentence ("… for the Tract 1: N/2 of Section 19 …"). An ordinal alone with its
/// colon at a line's start ("FIRST: …", "Second: …") heads a tract when the ordinals run as a
/// list (a first and a second at least); a lone "First:" is a covenant's number.
fn tract_headers(land: &str) -> Vec<(usize, bool)> {
    // Every heading holds "tract", "parcel", "also" ("aleo" as OCR reads it) or an ordinal.
    let words = LoweredText::new(land);
    let ordinals = words.holds("second");
    if !words.holds_any(&["tract", "parcel", "also", "aleo"]) && !ordinals {
        return Vec::new();
    }
    // One search gives the headings and the count of ordinals they hold.
    let found: Vec<regex::Captures<'_>> = TRACT_HEADER.captures_iter(land).collect();
    let ordinal_count = if ordinals { found.iter().filter(|caps| caps.name("ordinal").is_some()).count() } else { 0 };
    found
        .iter()
        .filter_map(|caps| {
            if let Some(ordinal) = caps.name("ordinal") {
                let skip = ordinal.as_str().find(|c: char| c.is_alphanumeric()).unwrap_or(0);
                return (ordinal_count >= 2).then_some((ordinal.start() + skip, true));
            }
            if let Some(numbered) = caps.name("numbered") {
                let skip = numbered.as_str().find(|c: char| c.is_alphanumeric()).unwrap_or(0);
                let at = numbered.start() + skip;
                // "EXCEPTING FROM TRACT Three:", "as described in Tract 2:" cite a tract, and so do
                // "the second tract" and "the First Tract" without a colon ("the deed described
                // the second tract as …", "on the west by the First Tract"): an ordinal heading
                // opens its line or has its colon.
                let word_before = land[..at].trim_end().rsplit(|c: char| !c.is_ascii_alphabetic()).next().unwrap_or_default();
                let ordinal_cited = word_before.eq_ignore_ascii_case("the")
                    && !["tract", "parcel"]
                        .iter()
                        .any(|w| numbered.as_str()[skip..].get(..w.len()).is_some_and(|s| s.eq_ignore_ascii_case(w)))
                    && !land[numbered.end()..].trim_start().starts_with(':');
                let cited = ordinal_cited
                    || ["from", "of", "in", "to", "said", "excepting", "except"].iter().any(|w| word_before.eq_ignore_ascii_case(w));
                return (!cited).then_some((at, true));
            }
            let next = caps.name("next")?.as_str().to_ascii_lowercase();
            let also = caps.name("also")?;
            (!ALSO_CONTINUES.contains(&next.as_str()) && !adds_parts_to_section(&land[also.end()..])).then_some((also.start(), false))
        })
        .collect()
}

/// Whether the clause after an "Also" only adds parts or lots to the section before it ("…,
/// Section 22, T150N, R47W: the NE/4; also the N/2 NW/4; also Government Lot 1"): it holds an
/// aliquot or a lot and names no section, township, survey or other place of its own. Such a
/// clause goes on with that section's tract, as a lease form or deed lists one section's parts;
/// it opens no tract.
fn adds_parts_to_section(rest: &str) -> bool {
    let clause = &rest[..rest.find([';', '\n']).unwrap_or(rest.len())];
    let lower = clause.to_ascii_lowercase();
    let notation = clause.contains(['/', '\u{bc}', '\u{bd}']) || ["lot", "quarter", "half"].iter().any(|word| lower.contains(word));
    // "T150N", "R47W" (a section's "Sec22" is a "sec" word below).
    let place = ["t", "r"].iter().any(|short| {
        lower.split(|c: char| !c.is_ascii_alphanumeric()).any(|word| {
            word.len() > short.len() && word.starts_with(short) && word[short.len()..].starts_with(|c: char| c.is_ascii_digit())
        })
    }) || [
        "sec",
        "township",
        "twp",
        "range",
        "tract",
        "parcel",
        "survey",
        "block",
        "abstract",
        "county",
        "addition",
        "beginning",
        "acre",
    ]
    .iter()
    .any(|word| lower.contains(word));
    clause.len() <= 80 && notation && !place
}

/// The words that open a "less and except" part: "LESS AND EXCEPT", "save and except",
/// "excepting therefrom", a verb that takes land out of the instrument in any tense ("Assignor
/// excepts from this assignment …", "there is excepted from this conveyance …"), and the land a
/// partial release keeps under the lease ("The Lease remains in full force and effect as to all
/// other lands, including …", "shall remain in full force, as to the NE/4").
static EXCEPTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)less\s+and\s+except(?-u:\b)|(?-u:\b)remains?\s+in\s+full\s+force(?:\s+and\s+effect)?,?\s+as\s+to(?-u:\b)|(?-u:\b)(?:save|saving)\s+and\s+except(?:ing)?(?-u:\b)|(?-u:\b)except(?:ing|s|ed)?\s+(?:therefrom|out\s+of|from)(?-u:\b)|(?-u:\b)excepting(?-u:\b)|(?-u:\b)less\s+(?:the\s+following|that\s+(?:certain|part|portion))(?-u:\b)")
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

/// The words of a partial assignment or release that limit it to the land described next ("all
/// of its interest in the Lease insofar, and only insofar, as the Lease covers the following
/// described land:"); the lease's whole land, recited before, is not what the instrument moves.
static LIMITED_TO_LAND: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)(?-u:\b)insofar,?\s+(?:and\s+only\s+insofar,?\s+)?as\s+(?:the\s+|said\s+)?(?:lease|it)\s+covers\s+the\s+f[o0]llowing(?-u:\b)",
    )
    .expect("limited-to-land pattern compiles")
});

static EXHIBIT_REFERENCE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"(?i)(?-u:\b)(?:described|set\s+(?:forth|out)|listed)\s+(?:in|on)\s+(?:the\s+)?(?:attached\s+)?exhibit\s*["']?(?P<name>[A-Z0-9])(?-u:\b)|(?-u:\b)exhibit\s*["']?(?P<attached>[A-Z0-9])["']?\s*(?:,\s*)?attached\s+hereto"#)
        .expect("exhibit reference pattern compiles")
});

/// How much of the granting clause before a land section may belong to the description.
const LEAD_IN_LIMIT: usize = 1200;

pub fn extract(instrument: &Instrument) -> LandExtraction {
    let text = instrument.text.as_str();
    let mut extraction = LandExtraction::default();
    let preferred: Vec<LandRange> = instrument
        .segments
        .iter()
        .enumerate()
        .filter(|(_, s)| matches!(s.kind, SegmentKind::Land | SegmentKind::Exhibit))
        .map(|(index, s)| LandRange {
            start: land_start(instrument, index),
            opening: s.start,
            end: land_end(instrument, index),
            exception_list: lists_exceptions(instrument, index),
        })
        .collect();
    let preferred = with_parcels_after_reservations(instrument, preferred);
    let text_state = TextState::new(text);
    let mut tracts = tracts_in_ranges(text, &preferred, &text_state, &mut extraction.warnings);
    if tracts.is_empty() {
        let whole = LandRange { start: 0, opening: 0, end: text.len(), exception_list: false };
        tracts = tracts_in_ranges(text, &[whole], &text_state, &mut extraction.warnings);
    }
    if tracts.is_empty() {
        warn_missing_exhibit(instrument, &mut extraction.warnings);
    }
    keep_land_after_limitation(text, &mut tracts, &mut extraction.warnings);
    // The caption venue is read only when a tract lacks its county or state.
    let venue = tracts
        .iter()
        .any(|t| t.state.is_none() || t.county.is_none())
        .then(|| caption_venue(instrument, &mut extraction.warnings))
        .flatten();
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
    // A stretch read for a whole range and again for its block reports the same county twice.
    let mut seen = std::collections::HashSet::new();
    extraction.warnings.retain(|warning| seen.insert(warning.clone()));
    extraction
}

/// A land section opens at "described as follows", but the words that place the land ("Being a
/// part of the SE/4 of Section 25 …") often come just before, in the granting clause.
fn land_start(instrument: &Instrument, index: usize) -> usize {
    let segment = &instrument.segments[index];
    match index.checked_sub(1).map(|i| &instrument.segments[i]) {
        Some(previous)
            if segment.kind == SegmentKind::Land
                && !matches!(previous.kind, SegmentKind::Execution | SegmentKind::Acknowledgment)
                && (previous.kind != SegmentKind::Recording || opens_mid_sentence(&instrument.text, segment.start)) =>
        {
            instrument.text.floor_char_boundary(previous.start.max(segment.start.saturating_sub(LEAD_IN_LIMIT)))
        }
        _ => segment.start,
    }
}

/// Whether a section opens in the middle of a sentence of the text before it ("… being bounded
/// and | described as follows"): what comes before is then the same sentence, whatever section
/// the segmentation gave it to (a recording stamp at the head of the page takes the premises that
/// follow it).
fn opens_mid_sentence(text: &str, at: usize) -> bool {
    text[..at].trim_end().ends_with(|c: char| c.is_alphanumeric() || c == ',')
}

/// Where a land section's description ends. A call that says "the tract hereby conveyed" or "the
/// land hereby granted" makes the segmentation open a granting clause in the middle of the
/// calls: a granting section that begins in the middle of a sentence of the land section goes
/// on with the description.
fn land_end(instrument: &Instrument, index: usize) -> usize {
    let segments = &instrument.segments;
    let mut end = segments[index].end;
    if segments[index].kind != SegmentKind::Land {
        return end;
    }
    for next in &segments[index + 1..] {
        if next.kind != SegmentKind::Granting || next.start != end || !opens_mid_sentence(&instrument.text, next.start) {
            break;
        }
        end = next.end;
    }
    end
}

/// Eastern deeds that convey several parcels follow each with its own exceptions and
/// reservations ("There is excepted and reserved, however, from the said Third Parcel …"), and
/// the segmentation takes the next parcel's heading ("FOURTH PARCEL: Beginning at …") into that
/// reservation. When a land section has numbered parcels, a numbered heading that opens a line
/// of a later reservation opens another land range, to the reservation's end.
fn with_parcels_after_reservations(instrument: &Instrument, mut ranges: Vec<LandRange>) -> Vec<LandRange> {
    let text = instrument.text.as_str();
    let Some(first_land) = ranges.first().map(|r| r.start) else { return ranges };
    // Only a reservation with a line that opens as a heading can hold one ("PARCEL NO. 4",
    // "FOURTH TRACT"): the others are left before any pattern runs.
    let opens_heading = |line: &str| {
        let line = line.trim_start().as_bytes();
        ["parcel", "tract", "first", "second", "third", "fourth", "fifth", "sixth"]
            .iter()
            .any(|word| line.get(..word.len()).is_some_and(|start| start.eq_ignore_ascii_case(word.as_bytes())))
    };
    let reservations: Vec<&Segment> = instrument
        .segments
        .iter()
        .filter(|s| s.kind == SegmentKind::Reservations && s.start > first_land && text[s.start..s.end].lines().any(opens_heading))
        .collect();
    if reservations.is_empty() || !ranges.iter().any(|r| tract_headers(&text[r.start..r.end]).iter().any(|(_, numbered)| *numbered)) {
        return ranges;
    }
    let mut added = false;
    for segment in reservations {
        let body = &text[segment.start..segment.end];
        let heading = tract_headers(body)
            .into_iter()
            .find(|(at, numbered)| *numbered && (*at == 0 || body[..*at].ends_with('\n')))
            .map(|(at, _)| segment.start + at);
        if let Some(at) = heading
            && !ranges.iter().any(|r| r.start <= at && at < r.end)
        {
            ranges.push(LandRange { start: at, opening: at, end: segment.end, exception_list: false });
            added = true;
        }
    }
    if added {
        ranges.sort_by_key(|r| r.start);
    }
    ranges
}

/// A stretch of text read for tracts.
struct LandRange {
    /// Where reading starts: the land section's opening, or the lead-in before it.
    start: usize,
    /// Where the land section's own words stand.
    opening: usize,
    end: usize,
    /// The section goes on with a reservation that takes parcels out of land described before.
    exception_list: bool,
}

/// Whether a land section goes on with the reservation before it, when that reservation opens
/// by taking parcels out of the land ("SAVING AND EXCEPTING therefrom the following tracts"): the
/// section then describes the parcels excepted.
fn lists_exceptions(instrument: &Instrument, index: usize) -> bool {
    let Some(previous) = index.checked_sub(1).map(|i| &instrument.segments[i]) else { return false };
    let opening = &instrument.text[previous.start..instrument.text.floor_char_boundary((previous.start + 200).min(previous.end))];
    instrument.segments[index].kind == SegmentKind::Land
        && previous.kind == SegmentKind::Reservations
        && EXCEPTED_THEREFROM.find(opening).is_some_and(|found| found.start() < 40)
}

/// Reads the tracts of each range, in order, each land once.
fn tracts_in_ranges(text: &str, ranges: &[LandRange], text_state: &TextState<'_>, warnings: &mut Vec<String>) -> Vec<TractMatch> {
    let mut tracts: Vec<TractMatch> = Vec::new();
    for &LandRange { start, opening, end, exception_list } in ranges {
        let headers = tract_headers(&text[start..end]);
        let mut block_starts: Vec<usize> = vec![start];
        block_starts.extend(headers.iter().map(|(at, _)| start + at).filter(|at| *at > start));
        block_starts.push(end);
        // Text before a first numbered heading introduces the tracts; a range that opens with
        // the heading has no introduction.
        let numbered_first =
            headers.first().is_some_and(|(at, numbered)| *numbered && text[start..start + at].contains(|c: char| c.is_alphanumeric()));
        // A county or state said once for all tracts ("all in Reeves County, Texas") serves
        // every block.
        let range_stretch = place_stretch(text, start, end);
        let range_places = place_candidates(range_stretch, text_state, warnings);
        let range_place = chosen_place(range_stretch, &range_places);
        // A land section that opens with its own numbered heading ("PARCEL NO. 2") is the
        // instrument's next parcel, whatever the sentence before it kept back.
        let before = &text[text.floor_char_boundary(opening.saturating_sub(300))..opening];
        let excepted = opening > 0
            && !tract_headers(&text[opening..text.floor_char_boundary((opening + 40).min(end))])
                .first()
                .is_some_and(|(at, numbered)| *numbered && *at < 5)
            && excepted_before(before);
        let excepted_therefrom = exception_list || excepted && before.rsplit('\n').take(3).any(|line| EXCEPTED_THEREFROM.is_match(line));
        let mut range_tracts: Vec<TractMatch> = Vec::new();
        let mut intro_count = 0;
        let mut inherited: Option<TownshipRange> = None;
        for (index, pair) in block_starts.windows(2).enumerate() {
            // A block that is the whole range reads the places already read for the range.
            let known_places = (pair[0] == start && pair[1] == end).then_some(range_places.as_slice());
            let range_county = range_place.0.is_some() && known_places.is_none();
            for mut tract in tracts_in_block(text, pair[0], pair[1], inherited.as_ref(), known_places, range_county, text_state, warnings) {
                // A parcel described after "excepting …" or "reserving …" is what is kept back.
                if excepted_therefrom
                    || excepted && matches!(tract.system, Some(LandSystem::MetesBounds | LandSystem::Other)) && tract.section.is_none()
                {
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
                        section: tract.section.clone(),
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
        if range_tracts.is_empty() && opening > 0 {
            let words: String = text[opening..end].split_whitespace().take(12).collect::<Vec<_>>().join(" ");
            warnings.push(format!("land section at offset {opening} yielded no tract: {words:?}"));
        }
        for tract in range_tracts {
            // Ranges whose lead-ins overlap read the same words twice: a tract read at the same
            // span is the same tract, and the reading whose block also held its acreage (the
            // calls that follow the lot) completes the other.
            let read_twice = |known: &TractMatch| {
                known.evidence.start == tract.evidence.start
                    && known.evidence.end == tract.evidence.end
                    && same_land(known, &TractMatch { acres: known.acres, ..tract.clone() })
            };
            if let Some(known) = tracts.iter_mut().find(|known| read_twice(known)) {
                if known.acres.is_none() {
                    known.acres = tract.acres;
                }
                continue;
            }
            // The same parts of the same land read again (a recital, an exhibit's heading, an
            // "insofar as it covers" clause) with or without its acreage or county are one tract,
            // which the later reading completes.
            match tracts.iter_mut().find(|known| same_land(known, &tract)) {
                Some(known) => {
                    known.acres = known.acres.or(tract.acres);
                    if known.county.is_none() {
                        (known.county, known.state) = (tract.county, tract.state);
                    }
                }
                None => tracts.push(tract),
            }
        }
    }
    tracts
}

/// Where a partial assignment or release limits itself to the land described next ("insofar as
/// the lease covers the following land"), and land is read after those words: the land read
/// before them (the lease's land in a recital or a form field) is not what it moves.
fn keep_land_after_limitation(text: &str, tracts: &mut Vec<TractMatch>, warnings: &mut Vec<String>) {
    if tracts.len() < 2 {
        return;
    }
    let Some(limited) = LIMITED_TO_LAND.find(text) else { return };
    if !tracts.iter().any(|t| t.evidence.start >= limited.end()) {
        return;
    }
    tracts.retain(|tract| {
        let recited = tract.evidence.start < limited.start();
        if recited {
            warnings.push(format!(
                "land recited before the words limiting the instrument to the land that follows not taken as a tract: {:?}",
                tract.evidence.text.chars().take(80).collect::<String>()
            ));
        }
        !recited
    });
}

/// The limiting words of a partial assignment or release inside a block, when land is read after
/// them: the anchors before them are the lease's land, and only those after are read.
fn limited_from(block: &str, words: &LoweredText) -> Option<usize> {
    if !words.holds("insofar") {
        return None;
    }
    LIMITED_TO_LAND.find(block).map(|found| found.end())
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
/// `range_county` tells that the land section the block belongs to names a county for all its
/// tracts ("the following tracts in Knox County: FIRST TRACT: … SECOND TRACT: …").
#[allow(clippy::too_many_arguments)]
fn tracts_in_block(
    text: &str,
    start: usize,
    end: usize,
    inherited: Option<&TownshipRange>,
    known_places: Option<&[PlaceCandidate]>,
    range_county: bool,
    text_state: &TextState<'_>,
    warnings: &mut Vec<String>,
) -> Vec<TractMatch> {
    let block = &text[start..end];
    let words = LoweredText::new(block);
    let adjoiner_words = names_adjoiner_words(&words);
    let exceptions = exceptions_in(block, &words);
    let mut quotations = quotations_in(block);
    let misdescribed = misdescriptions_in(block, &words);
    quotations.extend(misdescribed.iter().copied());
    // A block without a table cell has no table row: its candidates, which are many, skip the
    // search for their line's ends.
    let table_cells = block.contains("<td");
    let excluded = |at: usize| -> bool {
        exceptions.iter().any(|e| e.start <= at && at < e.end)
            || (table_cells && in_table_row(block, at))
            || (adjoiner_words && is_adjoiner(block, at))
    };
    let usable = |at: usize| -> bool { !excluded(at) };
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
            read_places = place_candidates(stretch, text_state, warnings);
            read_places.as_slice()
        }
    };
    let (county, state) = chosen_place(stretch, places);

    // A description in quotation marks is cited, not granted ("described in said deed as "Lot
    // 4, Block 3""): it is a tract only when nothing else in the block is.
    let mut anchored_warnings: Vec<String> = Vec::new();
    let sections = BlockSections { block, words: &words, found: OnceCell::new() };
    // The land after "insofar as the lease covers the following land", when any is read there.
    let after_limitation = limited_from(block, &words).map(|from| {
        let after = |at: usize| at >= from && unquoted(at);
        anchored_tracts(&sections, &after, inherited, &mut anchored_warnings)
    });
    let mut tracts = match after_limitation {
        Some(found) if !found.is_empty() => found,
        _ => {
            anchored_warnings.clear();
            anchored_tracts(&sections, &unquoted, inherited, &mut anchored_warnings)
        }
    };
    if tracts.is_empty() && !quotations.is_empty() {
        anchored_warnings.clear();
        tracts = anchored_tracts(&sections, &usable, inherited, &mut anchored_warnings);
    } else {
        for (from, to) in &misdescribed {
            anchored_warnings.push(format!(
                "description that the instrument corrects not taken as a tract: {:?}",
                block[*from..*to].trim().chars().take(80).collect::<String>()
            ));
        }
        for (from, to) in quotations.iter().filter(|span| !misdescribed.contains(span)) {
            let quoted = &block[*from..*to];
            if LAND_WORDS.is_match(quoted) && quoted.bytes().any(|b| b.is_ascii_digit()) {
                anchored_warnings
                    .push(format!("quoted description not taken as a tract: {:?}", quoted.chars().take(80).collect::<String>()));
            }
        }
    }
    warnings.append(&mut anchored_warnings);
    // Land written as a record (an export's rows, labelled fields) where no sentence gave any.
    if tracts.is_empty() {
        tracts = record_tracts(block, &words, warnings);
    }
    // An acreage alone is land when the block places it, by a county or by a stated acreage
    // ("being 17.4 acres") in a named state or in the county the land section names for all its
    // tracts.
    let placed = county.is_some() || (own_acres && (state.is_some() || range_county));
    // "the lands described in Exhibit A attached hereto, containing 0.38 acres": the acreage is
    // the exhibit's land, which the exhibit identifies; alone it is no tract.
    let in_exhibit =
        !metes_and_bounds && tracts.is_empty() && acres.is_some() && words.holds("exhibit") && EXHIBIT_REFERENCE.is_match(block);
    if in_exhibit {
        warnings.push(format!("acreage {} of land described in an exhibit not taken as a tract by itself", acres.unwrap_or_default()));
    }
    // A schedule of parcels by acreage alone, each placed in its own county ("Lands: 40 acres in
    // Wysox Township, X County; … Lands: 12 acres in Y Township, X County"): one tract each.
    if tracts.is_empty() && !metes_and_bounds {
        tracts = placed_acreages(block, &usable);
    }
    if tracts.is_empty() && !in_exhibit && (metes_and_bounds || (acres.is_some() && placed)) {
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

/// Acreages that each name their county in the same sentence ("97 acres, more or less, in Elk
/// Township, Tioga County"), as schedules of leases and parcels list land that has no survey
/// anchor: a tract each when there are two or more (one is the block's acreage, read as such).
fn placed_acreages(block: &str, usable: &dyn Fn(usize) -> bool) -> Vec<TractMatch> {
    if !block.contains("County") && !block.contains("COUNTY") {
        return Vec::new();
    }
    let found: Vec<TractMatch> = for_text(&ACRES, &ACRES_ASCII, block)
        .captures_iter(block)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            if !usable(whole.start()) {
                return None;
            }
            let rest = &block[whole.end()..block.floor_char_boundary((whole.end() + 100).min(block.len()))];
            let sentence = &rest[..rest.find(['.', ';']).unwrap_or(rest.len())];
            let county = sentence.find("County").or_else(|| sentence.find("COUNTY"))?;
            let acres = acreage_value(&caps)?;
            Some(TractMatch {
                system: Some(LandSystem::Other),
                acres: Some(acres),
                evidence: Evidence::new("land.acreage_in_county", block, whole.start(), whole.end() + county + "County".len()),
                ..TractMatch::default()
            })
        })
        .collect();
    if found.len() >= 2 { found } else { Vec::new() }
}

/// The tracts named by their anchors: PLSS first, then platted lots, then Texas surveys. A
/// description may grant a town lot beside the sections of a farm ("the SE/4 of Section 12, T5N,
/// R66W; and Lot 7, Block 3, Prairie View Addition"): a lot with its block is a plat's, never a
/// government lot of a section, so it is read beside the PLSS tracts too.
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
    } else if words.holds("lot") && words.holds("bl") {
        let platted: Vec<TractMatch> = lot_block_tracts(block, words, usable)
            .into_iter()
            .filter(|lot| lot.block.is_some() && town_lot_beside(block, lot, &tracts))
            .collect();
        if !platted.is_empty() {
            tracts.extend(platted);
            tracts.sort_by_key(|t| t.evidence.start);
        }
    }
    if tracts.is_empty() {
        tracts = texas_tracts(sections, usable);
    }
    if tracts.is_empty() {
        tracts = land_grant_tracts(block, usable);
    }
    tracts
}

/// Whether a platted lot read in a block with PLSS tracts is land of its own: not inside a
/// section's words and not an exception ("All of Section 36, … EXCEPT Lots 1 through 12, Block
/// 2"). A lot that the section after it places ("Lot 12 in Block 7 of Ruby View, lying within the
/// S/2 of Section 10, …") is kept too: the plat's lot is the unit conveyed, and the section read
/// beside it says where it lies.
fn town_lot_beside(block: &str, lot: &TractMatch, sections: &[TractMatch]) -> bool {
    let (start, end) = (lot.evidence.start, lot.evidence.end);
    let clause_start = block[..start].rfind([';', ':']).max(block[..start].rfind("\n\n")).map_or(0, |at| at + 1);
    let before = block[clause_start..start].to_ascii_lowercase();
    let excepted = ["except", "less ", "excluding", "save and"].iter().any(|word| before.contains(word));
    !excepted && !sections.iter().any(|section| section.evidence.start < end && start < section.evidence.end)
}

/// The sentences of a correction instrument that recite the description it corrects: "in which
/// the land was by mistake described as the SE/4 of Section 21", "The Prior Deed described the
/// second tract as lying in the X Survey, Abstract 301. … to correct that error only", "which
/// erroneously described the land as Lot 7". A sentence counts when it says "described" and it
/// or the next sentence names the mistake; like a quotation it is cited, not granted.
fn misdescriptions_in(block: &str, words: &LoweredText) -> Vec<(usize, usize)> {
    const MISTAKE: [&str; 5] = ["mistake", "erroneous", "error", "incorrect", "misdescri"];
    let mut spans = Vec::new();
    if !words.holds_any(&MISTAKE) || !words.holds("described") {
        return spans;
    }
    // Sentences end at a stop before a capital or a line end, at a semicolon or a blank line
    // ("Sec. 21" and "N. 45 E." do not end one).
    let mut sentences: Vec<(usize, usize)> = Vec::new();
    let mut from = 0;
    let bytes = block.as_bytes();
    for (at, byte) in bytes.iter().enumerate() {
        let ends = match byte {
            b';' => true,
            b'.' => {
                let next = &block[at + 1..];
                let rest = next.trim_start_matches(' ');
                next.starts_with([' ', '\n']) && (rest.starts_with('\n') || rest.starts_with(|c: char| c.is_ascii_uppercase()))
            }
            b'\n' => block[at + 1..].trim_start_matches(' ').starts_with('\n'),
            _ => false,
        };
        if ends {
            sentences.push((from, at + 1));
            from = at + 1;
        }
    }
    sentences.push((from, block.len()));
    let lowered: Vec<String> = sentences.iter().map(|&(from, to)| block[from..to].to_ascii_lowercase()).collect();
    let names_mistake = |lower: &String| MISTAKE.iter().any(|word| lower.contains(word));
    for (index, lower) in lowered.iter().enumerate() {
        if lower.contains("described")
            && !lower.contains("correctly")
            && (names_mistake(lower) || lowered.get(index + 1).is_some_and(names_mistake))
        {
            spans.push(sentences[index]);
        }
    }
    spans
}

/// Spans between double quotation marks on one line (straight or curly).
fn quotations_in(block: &str) -> Vec<(usize, usize)> {
    let mut quotations = Vec::new();
    if !block.contains('"') && !block.contains('\u{201C}') {
        return quotations;
    }
    let mut open: Option<usize> = None;
    // Only a line end and the quotation marks change what is open; the curly ones are the
    // characters whose UTF-8 opens with byte E2 (a lead byte, so a character's start).
    for at in memchr::memchr3_iter(b'\n', b'"', 0xE2, block.as_bytes()) {
        let Some(character) = block[at..].chars().next() else { continue };
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

/// After an exception that names no section or township of its own, a comma and a township and
/// range go back to the land it is excepted from ("Section 14: NE/4, LESS AND EXCEPT the NE/4
/// NE/4 thereof, T150N-R100W").
static EXCEPTION_RESUMES: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"(?i),\s*(?:{TOWNSHIP_WORD}|twp\.?|t\.?)[\s-]*\d")).expect("exception resumes pattern compiles"));

/// ", of Section 21", ", in Sec. 4": the section of the aliquot a "less and except" part was
/// taken from, after the part ("The NE/4, less and except the E/2 thereof, of Section 21"): the
/// exception was set between the aliquot and its section, and the description resumes there.
static EXCEPTION_RESUMES_AT_SECTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i),\s*(?:of|in)\s+(?:said\s+|the\s+)?(?:section|sec)(?-u:\b)").expect("exception resumes at section pattern compiles")
});

/// A line that heads a section's parts ("Section 10: W/2", "Sec. 4 -- NE/4"): in a description
/// written a section a line, the next item of the description, not more of the line before.
static SECTION_HEADING_LINE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?im)\n[^\S\n]*s[ec]c(?:tions?|s)?\.?[^\S\n]*\d{1,3}(?:[^\S\n]*(?:,|and|&|-|through|to)[^\S\n]*\d{1,3})*[^\S\n]*(?::|-|\u{2013}|\u{2014})")
        .expect("section heading line pattern compiles")
});

/// Each "less and except" part runs to the end of its sentence, or to the township and range of
/// the land it is taken from when it is described within that land ("the NE/4 thereof"), or to
/// the next line that heads a section of a description written a section a line ("Section 9:
/// All, less and except the NE/4 NE/4 thereof\nSection 10: W/2"), unless its own line ends in a
/// colon that lists what is excepted on the lines after it.
fn exceptions_in(block: &str, words: &LoweredText) -> Vec<Exception> {
    let mut exceptions: Vec<Exception> = Vec::new();
    // Every form of `EXCEPTION` holds "except", "less" or "remain".
    if !words.holds_any(&["except", "less", "remain"]) {
        return exceptions;
    }
    // Every form begins with "less", "sav", "except" or "remain".
    for found in words.find_iter_from(&EXCEPTION, block, &["less", "sav", "except", "remain"]) {
        if exceptions.last().is_some_and(|last| found.start() < last.end) {
            continue;
        }
        let rest = &block[found.end()..];
        let mut end = sentence_end(rest).map_or(block.len(), |at| found.end() + at);
        if let Some(heading) = SECTION_HEADING_LINE.find(&block[found.end()..end])
            && !block[found.end()..found.end() + heading.start()].trim_end().ends_with(':')
        {
            end = found.end() + heading.start();
        }
        // Only a part of the aliquot just written ("the E/2 thereof") can stand before its section.
        if let Some(resumes) = EXCEPTION_RESUMES_AT_SECTION.find(&block[found.end()..end])
            && block[found.end()..found.end() + resumes.start()].to_ascii_lowercase().trim_end().ends_with("thereof")
        {
            end = found.end() + resumes.start();
        }
        if let Some(resumes) = EXCEPTION_RESUMES.find(&block[found.end()..end]) {
            let own_words = block[found.end()..found.end() + resumes.start()].to_ascii_lowercase();
            if !["sec", "§", "township", "twp"].iter().any(|word| own_words.contains(word)) {
                end = found.end() + resumes.start();
            }
        }
        exceptions.push(Exception { start: found.start(), end });
    }
    exceptions
}

/// The end of a sentence: a period or semicolon followed by a line break or a capital, or a
/// blank line. The stop after a person's initial ("the B. Ruiz Survey", "conveyed to J. Smith")
/// ends none; a compass letter's may end a call ("R. 3 W. Being …"), so N, S, E and W are no
/// initials here.
fn sentence_end(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let initial = |index: usize| {
        index >= 1
            && bytes[index - 1].is_ascii_uppercase()
            && !matches!(bytes[index - 1], b'N' | b'S' | b'E' | b'W')
            && (index == 1 || !bytes[index - 2].is_ascii_alphanumeric())
    };
    for (index, byte) in bytes.iter().enumerate() {
        let next = bytes.get(index + 1).copied();
        let after = bytes.get(index + 2).copied();
        match byte {
            b'.' | b';' if next.is_none_or(|n| n == b'\n') => return Some(index + 1),
            b'.' if next == Some(b' ') && after.is_some_and(|a| a.is_ascii_uppercase()) && !initial(index) => return Some(index + 1),
            b';' if next == Some(b' ') && after.is_some_and(|a| a.is_ascii_uppercase()) => return Some(index + 1),
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

/// Two tracts are the same land when every identifying part agrees (whatever system the
/// words around them suggested), and the acreage and county agree where both readings give
/// them: a recital of "the NE/4 of Section 9" names the land "the NE/4 of Section 9, containing
/// 160 acres, Grady County" names. Land known only by its county and acres must agree in both.
fn same_land(a: &TractMatch, b: &TractMatch) -> bool {
    let agree = |x: &Option<String>, y: &Option<String>| x.is_none() || y.is_none() || x == y;
    // Land known only by its county and acreage is told apart by nothing else.
    let identified = a.section.is_some() || a.lot.is_some() || a.survey.is_some() || a.abstract_number.is_some() || a.block.is_some();
    a.section == b.section
        && a.township == b.township
        && a.range == b.range
        && a.aliquots == b.aliquots
        && a.lots == b.lots
        && a.survey == b.survey
        && a.abstract_number == b.abstract_number
        && a.block == b.block
        && a.lot == b.lot
        && (a.acres == b.acres || identified && (a.acres.is_none() || b.acres.is_none()))
        && (a.county == b.county || identified && agree(&a.county, &b.county))
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

    pub(super) fn tracts(raw: &str) -> Vec<TractMatch> {
        extract(&Instrument::from_raw(raw)).tracts
    }

    pub(super) fn plss_key(tract: &TractMatch) -> (Option<&str>, Option<&str>, Option<&str>, Option<&str>) {
        (tract.section.as_deref(), tract.township.as_deref(), tract.range.as_deref(), tract.aliquots.as_deref())
    }

    #[test]
    fn an_ordinal_tract_after_the_is_cited_not_opened() {
        let found = tracts(
            "Reason for Correction: The earlier deed described the second tract as lying in the John Smith Survey, Abstract 412. The second tract lies in the Mary Jones Survey, Abstract 77, and this deed corrects that error only.\n\nTract One: 20.5 acres out of the Adam Brown Survey, Abstract 15, Lee County, Texas.\n\nTract Two: 9.1 acres out of the Mary Jones Survey, Abstract 77, Lee County, Texas.\n",
        );
        let abstracts: Vec<_> = found.iter().map(|t| t.abstract_number.as_deref()).collect();
        assert_eq!(abstracts, vec![Some("15"), Some("77")]);
        let found = tracts(
            "to-wit:\n\nFIRST TRACT: the NW/4 of Section 3, Township 2 North, Range 9 West.\n\nSECOND TRACT: the SE/4 of Section 10, Township 2 North, Range 9 West, and not the strip bounded on the east by the First Tract.\n",
        );
        let sections: Vec<_> = found.iter().map(|t| t.section.as_deref()).collect();
        assert_eq!(sections, vec![Some("3"), Some("10")]);
        let found = tracts(
            "to-wit: the First Tract: the N/2 of Section 4, T. 6 S., R. 2 E.; and the Second Tract: the S/2 of Section 9, T. 6 S., R. 2 E.\n",
        );
        assert_eq!(found.len(), 2);
    }

    #[test]
    fn land_a_partial_release_keeps_under_the_lease_is_no_tract() {
        let found = tracts(
            "insofar as the Lease covers these lands:\n\nTRACT 1: 80.00 acres of land out of the A. Lopez Survey, Abstract No. 12, Karnes County, Texas.\n\nThis is a partial release. The Lease remains in full force and effect as to all other lands covered thereby, including the 120.00 acres in the B. Ruiz Survey, Abstract No. 44.\n",
        );
        let abstracts: Vec<_> = found.iter().map(|t| t.abstract_number.as_deref()).collect();
        assert_eq!(abstracts, vec![Some("12")]);
        let found = tracts(
            "does hereby release the NW/4 of Section 9, Township 3 South, Range 12 West; the lease shall remain in full force, as to the SE/4 of Section 16, Township 3 South, Range 12 West.\n",
        );
        let sections: Vec<_> = found.iter().map(|t| t.section.as_deref()).collect();
        assert_eq!(sections, vec![Some("9")]);
        let found = tracts(
            "releases the lease as to the E/2 of Section 22, Township 14 North, Range 8 West. The lease remains in full force and effect as to the W/2 of Section 22, Township 14 North, Range 8 West.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].aliquots.as_deref(), Some("E/2"));
    }

    #[test]
    fn a_first_tract_run_into_the_granting_sentence_is_kept() {
        let found = tracts(
            "the claim of the said settler has been established for the Tract 1: the N/2 of Section 19, Township 129 North, Range 4 West, 5th P.M.;\n\nTract 2: the SE/4 of Section 20, Township 129 North, Range 4 West, 5th P.M.\n",
        );
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("19"), Some("129N"), Some("4W"), Some("N/2")), (Some("20"), Some("129N"), Some("4W"), Some("SE/4"))]);
    }

    /// Parts of one section described in two sentences of one block make the section's one
    /// tract; a part read again (a recital, "insofar as it covers") adds nothing.
    #[test]
    fn parts_of_one_section_in_two_paragraphs_are_one_tract() {
        let said = tracts(
            "the following land in Woods County, Oklahoma:\nThe NW/4 of Section 12, Township 27 North, Range 15 West.\nThe S/2 SE/4 of \
said Section 12, Township 27 North, Range 15 West.\n",
        );
        assert_eq!(said.iter().map(plss_key).collect::<Vec<_>>(), vec![(Some("12"), Some("27N"), Some("15W"), Some("NW/4, S/2 SE/4"))]);
        // Parts set apart by "Also" or a tract heading stay apart: a partition allots them to
        // different owners.
        let also = tracts(
            "described as follows, to-wit:\n\nLots 1 and 2 of Section 6, Township 3 South, Range 61 West, containing 80 acres.\n\nAlso, the \
E/2 NW/4 of Section 6, Township 3 South, Range 61 West, containing 80 acres.\n",
        );
        assert_eq!(also.len(), 2);
        let again = tracts(
            "assigns the lease covering the E/2 of Section 9, Township 5 North, Range 3 West, insofar as it covers the NE/4 of Section 9, \
Township 5 North, Range 3 West.\n",
        );
        assert_eq!(again.iter().map(plss_key).collect::<Vec<_>>(), vec![(Some("9"), Some("5N"), Some("3W"), Some("E/2"))]);
        // Read again in a later paragraph without its acreage and county: the same tract.
        let recited = tracts(
            "the following described land, to-wit:\nThe NE/4 of Section 9, Township 5 North, Range 3 West, Grady County, Oklahoma, \
containing 160 acres.\n\nALSO the NE/4 of Section 9, Township 5 North, Range 3 West, being the land described in the lease below.\n",
        );
        assert_eq!((recited.len(), recited[0].acres, recited[0].county.as_deref()), (1, Some(160.0), Some("Grady")));
    }

    #[test]
    fn a_partial_release_moves_only_the_land_after_its_limiting_words() {
        // A release form and an assignment laid out in form fields, in our own words.
        let found = tracts(
            "WHEREAS, by lease dated June 1, 1970, the lessors leased the following land in Pratt County, Kansas:\n\nThe South Half (S/2) of Section Four (4), Township Twenty-eight (28) South, Range Thirteen (13) West, containing 320 acres;\n\nNOW, THEREFORE, the holder releases all its rights in the lease insofar, and only insofar, as the lease covers the following described land:\n\nThe Southeast Quarter (SE/4) of Section Four (4), Township Twenty-eight (28) South, Range Thirteen (13) West, Pratt County, Kansas.\n",
        );
        assert_eq!(found.iter().map(plss_key).collect::<Vec<_>>(), vec![(Some("4"), Some("28S"), Some("13W"), Some("SE/4"))]);
        let found = tracts(
            "Lease: Oil and Gas Lease recorded in Volume 90, Page 12, covering all of Sections 20 and 21, Block 6, T&P RR Co. Survey, Upton County, Texas.\nAssigned Interest: all of Assignor's interest insofar and only insofar as the Lease covers the following land: the North Half of Section 20, Block 6, T&P RR Co. Survey, Abstract No. 310, Upton County, Texas.\n",
        );
        let parts: Vec<_> = found.iter().map(|t| (t.section.as_deref(), t.abstract_number.as_deref())).collect();
        assert_eq!(parts, vec![(Some("20"), Some("310"))]);
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
    fn land_a_grantor_excepts_from_the_instrument_is_not_a_tract() {
        let found = tracts(
            "insofar as the lease covers the W/2 of Section 14, Block 33, T&P RR Co. Survey, Midland County, Texas.\nAssignor excepts from this assignment all of its rights as to the E/2 of Section 14 and all of Section 15.\n",
        );
        let keys: Vec<_> = found.iter().map(|t| (t.section.as_deref(), t.aliquots.as_deref())).collect();
        assert_eq!(keys, vec![(Some("14"), Some("W/2"))]);
        let found = tracts(
            "to-wit: the NW/4 of Section 3, Township 9 North, Range 7 West. There is excepted from this conveyance the SE/4 of Section 10, Township 9 North, Range 7 West, sold before.\n",
        );
        assert_eq!(found.iter().map(plss_key).collect::<Vec<_>>(), vec![(Some("3"), Some("9N"), Some("7W"), Some("NW/4"))]);
    }

    #[test]
    fn a_schedule_of_parcels_by_acreage_and_county_is_a_tract_each() {
        let found = tracts(
            "EXHIBIT A\nLease 1. Lessor: Ann Roe. Lands: 40.5 acres, more or less, in Elk Township, Tioga County, Pennsylvania, Tax Parcel 12-3.\nLease 2. Lessor: Carl Poe. Lands: 112 acres, more or less, in Union Township, Potter County, Pennsylvania.\n",
        );
        let places: Vec<_> = found.iter().map(|t| (t.acres, t.county.as_deref())).collect();
        assert_eq!(places, vec![(Some(40.5), Some("Tioga")), (Some(112.0), Some("Potter"))]);
        // One acreage in a county is the block's acreage, as before.
        let found = tracts("the lands, being 40.5 acres, more or less, in Elk Township, Tioga County, Pennsylvania.\n");
        assert_eq!(found.len(), 1);
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
    fn statute_sections_and_lease_tables_are_not_land() {
        assert!(tracts("granted pursuant to Section 28 of the Mineral Leasing Act of 1920.\n").is_empty());
        assert!(tracts("<tr><td>Abstract 77</td><td>Section 3, Block 9</td></tr>\n").is_empty());
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
    fn the_description_a_correction_corrects_is_cited_not_granted() {
        let cases = [
            "WHEREAS the deed recorded in Book 90, page 12 by mistake described the land as the NW/4 of Section 14, Township 3 North, Range 20 West; NOW THEREFORE the grantors convey the SW/4 of Section 14, Township 3 North, Range 20 West.\n",
            "This deed corrects the deed of May 2, 1958, which erroneously described the land as the E/2 of Section 6, Township 9 South, Range 31 West. The land conveyed is the W/2 of Section 6, Township 9 South, Range 31 West.\n",
            "Reason for correction: The prior deed described the tract as the NE/4 of Section 3, Township 12 North, Range 8 West. It is given to cure that error.\nProperty: the SE/4 of Section 3, Township 12 North, Range 8 West.\n",
        ];
        for text in cases {
            let extraction = extract(&Instrument::from_raw(text));
            let aliquots: Vec<_> = extraction.tracts.iter().map(|t| t.aliquots.as_deref()).collect();
            assert_eq!(aliquots.len(), 1, "{text}");
            assert!(!matches!(aliquots[0], Some("NW/4" | "E/2" | "NE/4")), "{text}");
            assert!(extraction.warnings.iter().any(|w| w.starts_with("description that the instrument corrects")), "{text}");
        }
        // A description correctly given is granted.
        let found =
            tracts("the land is correctly described as the NE/4 of Section 3, Township 12 North, Range 8 West, to cure an error.\n");
        assert_eq!(found.len(), 1);
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
    fn also_in_mid_line_opens_another_tract() {
        let found = tracts(
            "Situated in Guernsey County, Ohio, to wit: ten acres in the northeast quarter of section four, township three, range two, beginning at a stone; thence north forty rods to the beginning. Also the southwest quarter of section nine, township three, range two. Also known as the Miller farm.\n",
        );
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("4"), Some("3"), Some("2"), Some("NE/4")), (Some("9"), Some("3"), Some("2"), Some("SW/4"))]);
        assert_eq!(found[0].acres, Some(10.0));
    }

    #[test]
    fn unicode_text_does_not_panic() {
        let text = "ÀÉ ¼ § Section ½ Township é Range ß; thence ü ".repeat(30);
        let _ = extract(&Instrument::from_raw(&text));
    }

    #[test]
    fn each_numbered_parcel_of_an_eastern_deed_is_a_tract() {
        let extraction = extract(&Instrument::from_raw(
            "do grant and convey unto the grantee, subject to the exceptions and reservations hereinafter contained, the three parcels situate in Harmony District, Doddridge County, West Virginia, bounded and described as follows, to-wit:\n\
             PARCEL NO, 1, Beginning at a white oak; thence N. 10 E. 40 poles to a stone; thence S. 80 E. 12 poles to the beginning, containing forty acres, more or less.\n\
             Excepting the roadway heretofore excepted and reserved,\n\
             PARCEL NO. 2, Beginning at a beech; thence S. 4 W. 30 poles to a stake; thence N. 86 W. 9 poles to the beginning, containing twelve acres, more or less.\n",
        ));
        let acres: Vec<_> = extraction.tracts.iter().map(|t| t.acres).collect();
        assert_eq!(acres, vec![Some(40.0), Some(12.0)]);
        assert!(extraction.tracts.iter().all(|t| t.county.as_deref() == Some("Doddridge")));
    }

    #[test]
    fn a_parcel_heading_after_a_parcels_own_reservation_opens_another_tract() {
        let found = tracts(
            "do hereby grant and convey unto the grantees the following described property:\n\
             FIRST PARCEL: That certain tract situate in Union District, Tyler County, West Virginia, beginning at a maple; thence North 30 poles; thence East 14 poles to the beginning, containing 18.2 acres.\n\
             There is excepted and reserved, however, from the operation of this deed all the coal heretofore conveyed.\n\
             SECOND PARCEL: Beginning at a stone; thence South 22 poles; thence West 6 poles to the beginning, containing 4.75 acres.\n\
             TO HAVE AND TO HOLD unto the grantees.\n",
        );
        let acres: Vec<_> = found.iter().map(|t| t.acres).collect();
        assert_eq!(acres, vec![Some(18.2), Some(4.75)]);
    }

    #[test]
    fn premises_that_a_recording_stamp_heads_lead_into_the_land_section() {
        let found = tracts(
            "Filed for Record in NOBLE County, OH\nJane Doe, Recorder\nAnn Roe, unmarried, for valuable consideration paid, grants with general warranty covenants to Carl Poe the following real property: Situated in the County of Noble, being in the northwest quarter of Section 14, Range 9 West, Township 7 North, and being bounded and\ndescribed as follows:\nBeginning at an iron pin; thence North 200 feet; thence East 150 feet to the beginning, containing 0.69 acres.\n",
        );
        assert_eq!(plss_key(&found[0]), (Some("14"), Some("7N"), Some("9W"), Some("NW/4")));
    }

    #[test]
    fn ordinals_with_their_colons_head_the_tracts_of_a_list() {
        let found = tracts(
            "conveys the following real estate in Vigo County, Indiana:\nFIRST: the W/2 NE/4 of Section Thirt y-one (31), Township 12 North, Range 9 West, containing 80 acres.\nSECOND: Lot Number Three (3) in Block Tw0 (2) of Lakeside Addition to the City of Terre Haute.\n",
        );
        let keys: Vec<_> = found.iter().map(|t| (t.section.as_deref(), t.lot.as_deref(), t.block.as_deref())).collect();
        assert_eq!(keys, vec![(Some("31"), None, None), (None, Some("3"), Some("2"))]);
        let found = tracts(
            "the grantor grants to the grantee:\n  First: Beginning at a stone; thence North 40 rods; thence East 20 rods to the beginning, containing 5 acres, in Ross County, Ohio.\n  Second: Beginning at a post; thence South 12 rods; thence West 8 rods to the beginning, containing 0.6 acres, in Ross County, Ohio.\n",
        );
        let acres: Vec<_> = found.iter().map(|t| t.acres).collect();
        assert_eq!(acres, vec![Some(5.0), Some(0.6)]);
        // A lone "First:" numbers a covenant: the land before it is the tract.
        assert_eq!(tract_headers("the NE/4 of Section 3.\nFirst: the lessee shall pay the royalty.\n"), vec![]);
    }

    #[test]
    fn a_tract_by_adjoiners_takes_the_county_its_land_section_names() {
        let found = tracts(
            "the following described tracts in Putnam County, State of Tennessee:\nFIRST TRACT: in the Ninth Civil District, beginning at a white oak; thence East 30 poles to a stone; thence North 40 poles to the beginning, containing twelve (12) acres.\nSECOND TRACT: in the Tenth Civil District, bounded on the north by the Ellis land and on the south by the Cane Creek road, containing thirty (30) acres, more or less.\n",
        );
        let places: Vec<_> = found.iter().map(|t| (t.acres, t.county.as_deref())).collect();
        assert_eq!(places, vec![(Some(12.0), Some("Putnam")), (Some(30.0), Some("Putnam"))]);
    }

    #[test]
    fn a_lot_named_in_the_grant_takes_the_acreage_of_the_calls_that_follow() {
        let found = tracts(
            "THIS DEED, made this 2nd day of May, 1994, between Ann Roe, grantor, and Carl Poe, grantee.\n\nWHEREAS, by an earlier deed the grantor conveyed to the grantee the parcel of land hereinafter described, and the second call of that deed was stated wrongly;\n\nNOW, THEREFORE, the grantor does hereby GRANT and CONVEY unto the grantee all that certain lot situate in Union District, Wood County, West Virginia, being Lot No. 5 of the MAPLE RIDGE SUBDIVISION, as shown on the plat thereof, and more particularly bounded and described as follows:\n\nBEGINNING at an iron pin in the line of Lot No. 4; thence North 10 East 120 feet to a pin; thence South 80 East 90 feet to a pin; thence South 10 West 120 feet to the beginning, containing 0.248 acre, more or less.\n\nWITNESS the following signature:\n",
        );
        let lots: Vec<_> = found.iter().map(|t| (t.lot.as_deref(), t.acres)).collect();
        assert_eq!(lots, vec![(Some("5"), Some(0.248))]);
    }

    #[test]
    fn a_tract_cited_by_its_heading_opens_no_block() {
        assert_eq!(tract_headers("TRACT TWO: the SW/4\nAlso EXCEPTING FROM TRACT Three: a lot"), vec![(0, true)]);
    }

    #[test]
    fn parcels_listed_after_excepting_therefrom_are_not_granted() {
        let found = tracts(
            "TRACT ONE: the SE/4 of Section 8, Township 11, Range 5, Tuscarawas County, Ohio.\n\
             SAVING AND EXCEPTING therefrom the following tracts:\n\
             Being part of the SE/4 of Section 8, Township 11, Range 5, beginning at a pin; thence North 200 feet; thence East 90 feet to the beginning, containing 0.41 acres.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(plss_key(&found[0]), (Some("8"), Some("11"), Some("5"), Some("SE/4")));
    }

    #[test]
    fn a_call_that_says_hereby_conveyed_does_not_end_the_description() {
        let found = tracts(
            "the grantors do hereby grant and convey to the grantees:\n\
             PARCEL NO. 1: ALL that tract situate in Elk Lick Township, Somerset County, Pennsylvania, beginning at a post; thence North 40 perches; thence East 20 perches to the beginning. CONTAINING 5 acres.\n\
             PARCEL NO. 2: ALL that tract situate in Elk Lick Township, Somerset County, Pennsylvania, beginning at a spike at a corner of the tract\n\
             hereby conveyed; thence South 12 perches; thence West 8 perches to the beginning. CONTAINING 0.6 acres.\n",
        );
        let acres: Vec<_> = found.iter().map(|t| t.acres).collect();
        assert_eq!(acres, vec![Some(5.0), Some(0.6)]);
    }

    #[test]
    fn acreage_of_land_in_an_exhibit_is_no_tract_by_itself() {
        let extraction = extract(&Instrument::from_raw(
            "OIL AND GAS LEASE\nTHE STATE OF TEXAS § COUNTY OF DALLAS §\nLessor leases to Lessee the lands described in Exhibit \"A\" attached hereto, which are deemed to contain 2.75 acres, in Dallas County, Texas.\n",
        ));
        assert!(extraction.tracts.is_empty());
        assert!(extraction.warnings.iter().any(|w| w == "land is described only in Exhibit A, which is not in the text"));
    }

    #[test]
    fn what_is_not_read_says_what_was_looked_for_and_where() {
        let extraction = extract(&Instrument::from_raw(
            "does hereby grant and convey unto the grantee the following described land, to-wit: the land of the old Harlan homestead, Township 6 North, Range 14 West.\n",
        ));
        assert!(extraction.tracts.is_empty());
        assert!(
            extraction.warnings.iter().any(|w| w.starts_with("township 6N and range 14W named without a section")),
            "{:?}",
            extraction.warnings
        );
        let extraction = extract(&Instrument::from_raw(
            "does hereby grant and convey unto the grantee the following described land, to-wit: the home place of the late owner, as fenced.\nIN WITNESS WHEREOF the grantor signs.\n",
        ));
        assert!(
            extraction.warnings.iter().any(|w| w.contains("yielded no tract: \"following described land, to-wit: the home place")),
            "{:?}",
            extraction.warnings
        );
    }
}
