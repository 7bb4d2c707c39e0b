//! extract_dates: every date of the instrument, in text order, with what it is the date of.
//!
//! Dates are found by their form first (day-of phrase, month-day-year, numeric) and then given a
//! kind from the words nearest to them: the governing date is picked later from these kinds
//! (DOMAIN.md "Dates"), so a recital or a death date taken for an execution date would corrupt
//! the chain. OCR damage is expected: months misspelt by one letter, `l`/`I` for `1` and `O` for
//! `0` in years, blank or unreadable handwritten days (reported as incomplete dates).
//!
//! - [`forms`]: the written forms of a date and how each slot of one is read;
//! - [`words`]: number words, written years, ordinals and month names;
//! - [`search`]: how the forms are found quickly (literal and year prefilters);
//! - [`cues`]: the words that say what a date is the date of;
//! - [`classify`]: a date's kind from its cues and the part of the instrument it stands in;
//! - [`signatures`]: the signers' dates, the last of which executes the instrument;
//! - [`misses`]: what was looked for and where, when the instrument's own date was not read;
//! - `grammar` (tests): the governing date over the cross product of written forms, placements
//!   and decoys.

mod classify;
#[cfg(test)]
mod closing_lines;
mod cues;
mod day_of_reader;
mod forms;
#[cfg(test)]
mod grammar;
#[cfg(test)]
mod lost_article;
mod misses;
#[cfg(test)]
mod other_acts;
#[cfg(test)]
mod own_dating;
mod search;
mod signatures;
#[cfg(test)]
mod signer_rules;
#[cfg(test)]
mod signers_column;
#[cfg(test)]
mod variants;
mod words;

/// Land reads written acreage ("eighty-seven acres") with the same number words.
pub(crate) use words::{number_words_value, ordinal_word_value, ordinal_words_value};

use super::{DateMatch, DatesExtraction, Evidence, ocr_key};
use crate::pipeline::Instrument;
use crate::vocab::DateKind;
use classify::{Previous, classify, preceding_instrument_end};
use forms::find_dates;
use regex::bytes::Regex as BytesRegex;
use std::sync::LazyLock;

pub fn extract(instrument: &Instrument) -> DatesExtraction {
    let text = instrument.text.as_str();
    let mut extraction = DatesExtraction::default();
    let found = find_dates(text);
    let mut previous: Option<Previous> = None;
    let preceding_end = preceding_instrument_end(instrument);
    for (index, date) in found.iter().enumerate() {
        let next_start = found.get(index + 1).map_or(text.len(), |next| next.start);
        let (kind, cue_rule) = if preceding_end.is_some_and(|end| date.start < end) {
            (DateKind::Other, "preceding_instrument")
        } else {
            classify(instrument, date, previous, next_start)
        };
        previous = Some(Previous { end: date.end, kind, rule: cue_rule });
        let value = match &date.value {
            Ok((year, month, day)) => Some(iso_date(*year, *month, *day)),
            Err(reason) => {
                extraction.warnings.push(format!("incomplete or unreadable date ({reason}): {:?}", &text[date.start..date.end]));
                None
            }
        };
        let rule = [date.form, "+", cue_rule].concat();
        extraction.dates.push(DateMatch { date: value, kind, evidence: Evidence::new(&rule, text, date.start, date.end) });
    }
    endorsement_dates_itself(text, &mut extraction.dates);
    own_date_beats_term(text, &mut extraction.dates);
    another_acts_date_yields_to_this_day(text, &mut extraction.dates);
    effective_as_of_recited_instrument(instrument, &mut extraction.dates);
    memorandum_takes_its_instruments_date(instrument, &mut extraction.dates);
    signatures::named_date_field_leaves_signers_their_dates(instrument, &mut extraction.dates);
    signatures::last_signature_executes(instrument, &mut extraction.dates);
    signatures::effective_by_signature(instrument, &mut extraction.dates, &mut extraction.warnings);
    signatures::effective_first_of_month_after_execution(instrument, &mut extraction.dates, &mut extraction.warnings);
    signatures::effective_by_one_signer(instrument, &mut extraction.dates, &mut extraction.warnings);
    let explanations = misses::explain(instrument, &extraction.dates);
    extraction.warnings.extend(explanations);
    extraction
}

/// "1952-03-07": a read date as the labels write it. Written digit by digit for the years of
/// four figures, as `format!("{year:04}-{month:02}-{day:02}")` writes them (every read date
/// has a month of 1-12 and a day of 1-31), without the formatting machinery, which cost 3 % of
/// the dates' reading.
fn iso_date(year: i32, month: u32, day: u32) -> String {
    let (Ok(figures @ 0..=9999), true, true) = (u32::try_from(year), month < 100, day < 100) else {
        return format!("{year:04}-{month:02}-{day:02}");
    };
    let digit = |value: u32| char::from(b'0' + (value % 10) as u8);
    let year = [figures / 1000, figures / 100, figures / 10, figures].map(digit);
    let [month, day] = [[month / 10, month], [day / 10, day]].map(|figures| figures.map(digit));
    year.into_iter().chain(['-']).chain(month).chain(['-']).chain(day).collect()
}

/// "ASSIGNMENT\nThe undersigned, the lessee named in the within lease, assigns ...", "I hereby
/// acknowledge full payment of the debt secured by the within mortgage and satisfy the same", "the
/// mortgagee named in the mortgage recorded on this page ... acknowledges satisfaction": an
/// assignment written on the back of the lease it assigns, a satisfaction entered on the margin of
/// the mortgage it discharges. The page records both, and the endorsement is the instrument: the
/// lease's or the mortgage's own dating, signing, acknowledgment and recording, which stand before
/// it, are that instrument's, never the endorsement's. The endorsement opens on the line that names
/// the instrument it is written on ("within", "above", "foregoing", "recorded on this page") with
/// the act it does (assigns, transfers, releases, satisfies, discharges, cancels), and counts only
/// when the endorsed instrument was dated before it and the endorsement is dated after: the
/// defeasance clause of a mortgage ("the within mortgage shall be released") stands before the
/// mortgage's own dating.
fn endorsement_dates_itself(text: &str, dates: &mut [DateMatch]) {
    static ENDORSED: LazyLock<BytesRegex> = LazyLock::new(|| {
        cues::cue_regex(
            r"(?i)(?:within|above|foregoing)\s+(?:described\s+|named\s+)?(?:oil\s+and\s+gas\s+)?(?:[l1I]ease|m[o0]rtgage|deed\s+of\s+trust)(?-u:\b)|(?:[l1I]ease|m[o0]rtgage)\s+recorded\s+on\s+this\s+page(?-u:\b)",
        )
    });
    static ENDORSING_ACT: LazyLock<BytesRegex> =
        LazyLock::new(|| cues::cue_regex(r"(?i)(?-u:\b)(?:assign|transfer|satisf|relea|discharg|cancel)"));
    let signs =
        |date: &DateMatch| matches!(date.kind, DateKind::Execution | DateKind::Acknowledgment | DateKind::Effective) && date.date.is_some();
    let Some(first_own) = dates.iter().find(|date| signs(date)).map(|date| date.evidence.start) else { return };
    let bytes = text.as_bytes();
    let opening = ENDORSED.find_iter(&bytes[first_own..]).find_map(|named| {
        let at = first_own + named.start();
        let line_start = text[..at].rfind('\n').map_or(0, |newline| newline + 1);
        let paragraph_end = text[at..].find("\n\n").map_or(text.len(), |blank| at + blank);
        let acts = ENDORSING_ACT.is_match(&bytes[line_start..paragraph_end.min(line_start + ENDORSEMENT_ACT_REACH)]);
        let dated_after = dates.iter().any(|date| date.evidence.start >= line_start && signs(date));
        (acts && line_start > first_own && dated_after).then_some(line_start)
    });
    let Some(opening) = opening else { return };
    for date in dates.iter_mut().filter(|date| date.evidence.start < opening) {
        let endorsed_kind = match date.kind {
            DateKind::Execution | DateKind::Acknowledgment | DateKind::Effective => DateKind::Recital,
            DateKind::Recording => DateKind::Other,
            _ => continue,
        };
        date.kind = endorsed_kind;
        date.evidence.rule.push_str("+endorsed_instrument");
    }
}

/// How far from the start of its line an endorsement's act may be named: its opening sentence.
const ENDORSEMENT_ACT_REACH: usize = 400;

/// Dates that name the day something began rather than the day the instrument speaks: a
/// term's start ("for a term of fifteen years from June 1, 1953", "extended for two years from
/// March 4, 1982") and the day a court heard a matter ("NOW on this 3rd day of May, 1970, this
/// matter comes on for hearing"). They yield to an execution or effective date read elsewhere
/// ("EXECUTED this 29th day of May, 1953", "DONE IN OPEN COURT this 8th day of May, 1970"), and a
/// term's start also to an acknowledgment (the labels' rule: never a term start; a lease or an
/// extension with no dating clause is dated by the certificate of its signing). The day of the
/// hearing still dates an order that names no other day of its own (a decree that opens "Now on
/// this ..." and is signed that day). What yields becomes what it is, the date the term runs from
/// or the hearing's.
///
/// Whether a date tells of a hearing is asked only when the instrument has two own dates or more,
/// the only case where one can yield to another.
fn own_date_beats_term(text: &str, dates: &mut [DateMatch]) {
    let is_term = |date: &DateMatch| date.evidence.rule.strip_suffix(cues::TERM_FROM).is_some_and(|rest| rest.ends_with('+'));
    let is_own = |date: &DateMatch| matches!(date.kind, DateKind::Execution | DateKind::Effective) && date.date.is_some() && !is_term(date);
    let own_dates = dates.iter().filter(|date| is_own(date)).count();
    let hearing: Vec<bool> = dates
        .iter()
        .map(|date| {
            own_dates > 1
                && date.kind == DateKind::Execution
                && is_own(date)
                && classify::in_hearing_sentence(text, date.evidence.start..date.evidence.end)
        })
        .collect();
    let signed = dates.iter().zip(&hearing).any(|(date, hearing)| is_own(date) && !hearing);
    let acknowledged = dates.iter().any(|date| date.kind == DateKind::Acknowledgment && date.date.is_some());
    for (date, hearing) in dates.iter_mut().zip(hearing) {
        let yields = if hearing { signed } else { date.kind == DateKind::Execution && is_term(date) && (own_dates > 0 || acknowledged) };
        if yields {
            date.kind = DateKind::Other;
            date.evidence.rule.push_str(if hearing { "+hearing+yields_to_own_date" } else { "+yields_to_own_date" });
        }
    }
}

/// "all it has under the lease for oil and gas which is dated the 2nd day of June, 1961", "the
/// mortgage given to it by Al Roe and wife, dated the", "a certain real estate mortgage made by
/// them to said bank on the", "the testament, which was ordered executed by order of this Court on
/// the", "The receipt was signed on": the body of a release, a satisfaction, a court's order or an
/// affidavit tells of the instrument or the act it deals with, and the verb that dates that one
/// ("dated", "made", "executed", "signed") reads as a dating clause when OCR spoils the words the
/// recital cues look for ("1ease", "rnortgage", "isdated") or when the parties stand between the
/// instrument's name and its date. The instrument dates itself in its own words, "this 27th day
/// of June, 1966" (the day it is written), in its testimonium or signing line. So an execution
/// date read from those verbs (not "this ... day", not a dating clause of this instrument's own:
/// "THIS INDENTURE, made the") whose sentence names another instrument by an article that is not
/// this one's ("the lease", "a certain mortgage", "said deed"), and that is earlier than an
/// execution date told as "this ... day" further on, is that instrument's: a recital.
fn another_acts_date_yields_to_this_day(text: &str, dates: &mut [DateMatch]) {
    static ANOTHER_INSTRUMENT: LazyLock<BytesRegex> = LazyLock::new(|| {
        cues::cue_regex(
            r"(?i)(?-u:\b)(?:the|a|an|said|such|that\s+certain|certain)\s+(?:[a-z'-]+\s+){0,4}?(?:[l1I]ease|(?:m|rn)ortgag[ec]|deed|note|will|testament|receipt|contract|assignment|conveyance|order|decree)s?(?-u:\b)",
        )
    });
    // A full stop after a word (not after a name's initial: "Leander C. Woolery"), a semicolon or
    // a blank line ends a sentence.
    static SENTENCE_END: LazyLock<BytesRegex> = LazyLock::new(|| cues::cue_regex(r"(?:[A-Za-z]{3}|[0-9])\.(?:\s|$)|;\s|\n[ \t]*\n"));
    let this_day = |date: &DateMatch| {
        let first_word = date.evidence.text.trim_start().get(..4).map(ocr_key);
        date.kind == DateKind::Execution && date.date.is_some() && first_word.is_some_and(|word| word == "thls" || word == "tbls")
    };
    let told_by_verb = |date: &DateMatch| {
        let cue = date.evidence.rule.split('+').nth(1).unwrap_or("");
        date.kind == DateKind::Execution && date.date.is_some() && matches!(cue, "execution_words" | "dated") && !this_day(date)
    };
    let bytes = text.as_bytes();
    for index in 0..dates.len() {
        if !told_by_verb(&dates[index]) {
            continue;
        }
        let start = dates[index].evidence.start;
        let later_own = dates[index + 1..].iter().any(|own| this_day(own) && own.date > dates[index].date);
        if !later_own {
            continue;
        }
        let from = text.floor_char_boundary(start.saturating_sub(ANOTHER_INSTRUMENT_REACH));
        let sentence = SENTENCE_END.find_iter(&bytes[from..start]).last().map_or(from, |end| from + end.end());
        if ANOTHER_INSTRUMENT.is_match(&bytes[sentence..start]) {
            dates[index].kind = DateKind::Recital;
            dates[index].evidence.rule.push_str("+another_instruments_date");
        }
    }
}

/// How far before a date its sentence is searched for the instrument it dates: the recital's
/// parties may stand between ("the mortgage given to it by Leander and Rosetta Woolery, his
/// wife, dated the").
const ANOTHER_INSTRUMENT_REACH: usize = 200;

/// "Executed this 15th day of March, 1974, but effective as of the date of the said lease",
/// "shall be effective as of the date of the original deed", "is intended to take effect as of
/// the date of said former deed": a
/// ratification, an extension or a correction deed that takes the date of the instrument it acts
/// on as its effective date, by reference instead of by the date's words. The date is that
/// instrument's as its recital gives it ("that certain deed dated", or a date inside a WHEREAS
/// clause that tells of its making: "WHEREAS, on May 1, 1990, the grantors made a deed"): the
/// first recited date, before the phrase, with the instrument's name within
/// [`RECITED_NAME_REACH`] of it. It becomes the effective date unless the instrument states one
/// in words of its own.
fn effective_as_of_recited_instrument(instrument: &Instrument, dates: &mut [DateMatch]) {
    let text = instrument.text.as_str();
    static AS_OF_RECITED: LazyLock<BytesRegex> = LazyLock::new(|| {
        cues::cue_regex(
            r"(?i)(?-u:\b)(?:effective|take\s+effect|takes\s+effect)\s+as\s+of\s+the\s+date\s+of\s+(?:(?:the|said|above|recited|original|prior|same|described|former|earlier|corrected|erroneous)\s+)*(lease|deed|mortgage|assignment|instrument|agreement|grant|conveyance)(?-u:\b)",
        )
    });
    const NAMES: [&str; 8] = ["lease", "deed", "mortgage", "assignment", "instrument", "agreement", "grant", "conveyance"];
    // One literal search keeps the pattern off every text that holds no such reference.
    if !text.contains("as of the") || dates.iter().any(|date| date.kind == DateKind::Effective && date.date.is_some()) {
        return;
    }
    let Some(reference) = AS_OF_RECITED.captures(text.as_bytes()) else { return };
    let (Some(phrase), Some(named)) = (reference.get(0), reference.get(1)) else { return };
    let named = String::from_utf8_lossy(named.as_bytes());
    let Some(name) = NAMES.iter().find(|name| ocr_key(name) == ocr_key(&named)) else { return };
    let names_it = |date: &DateMatch| {
        let from = text.floor_char_boundary(date.evidence.start.saturating_sub(RECITED_NAME_REACH));
        let to = text.floor_char_boundary((date.evidence.end + RECITED_NAME_REACH).min(text.len()));
        ocr_key(&text[from..to]).contains(&ocr_key(name))
    };
    if let Some(recited) = dates.iter_mut().find(|date| {
        let recited =
            date.kind == DateKind::Recital || (date.kind == DateKind::Other && instrument.recital_at(date.evidence.start).is_some());
        recited && date.date.is_some() && date.evidence.end <= phrase.start() && names_it(date)
    }) {
        recited.kind = DateKind::Effective;
        recited.evidence.rule.push_str("+effective_as_of_it");
    }
}

/// "MEMORANDUM OF OIL AND GAS LEASE ... an Oil and Gas Lease has been made and entered into on
/// the 10th day of April, 2010", "MEMORANDUM OF SURFACE USE AGREEMENT ... an unrecorded Agreement
/// dated effective February 1, 2023": a memorandum stands in the records for the instrument it
/// gives notice of and is dated by it (the labels' convention for the memoranda of leases and
/// agreements of realdocs and heldout7). When the memorandum states no date of its own, the first
/// recited date in its opening, before its body, is that instrument's, and so the memorandum's:
/// its effective date when "effective" dates it, else its execution date.
fn memorandum_takes_its_instruments_date(instrument: &Instrument, dates: &mut [DateMatch]) {
    let text = instrument.text.as_str();
    let own = |date: &DateMatch| matches!(date.kind, DateKind::Execution | DateKind::Effective) && date.date.is_some();
    if dates.iter().any(own) {
        return;
    }
    let memorandum = ocr_key("memorandum");
    let Some((caption, _)) =
        instrument.sections(crate::pipeline::SegmentKind::Caption).find(|(_, words)| ocr_key(words).contains(&memorandum))
    else {
        return;
    };
    let opening_end = (caption.end + MEMORANDUM_OPENING_BYTES).min(text.len());
    // The recorder's stamp may stand in the caption's lines: the first recited date is the one.
    let Some(recited) = dates.iter_mut().find(|date| {
        date.kind == DateKind::Recital && date.evidence.start >= caption.start && date.evidence.start < opening_end && date.date.is_some()
    }) else {
        return;
    };
    let from = text.floor_char_boundary(recited.evidence.start.saturating_sub(EFFECTIVE_WORD_REACH));
    recited.kind = if ocr_key(&text[from..recited.evidence.start]).contains(&ocr_key("effective")) {
        DateKind::Effective
    } else {
        DateKind::Execution
    };
    recited.evidence.rule.push_str("+memorialized_instrument");
}

/// How far after a memorandum's caption the date of the instrument it gives notice of may stand:
/// the opening sentence, with a venue and a notice line before it.
const MEMORANDUM_OPENING_BYTES: usize = 600;

/// How far before a date "effective" makes it an effective date.
const EFFECTIVE_WORD_REACH: usize = 40;

/// How far from a recited date the name of the instrument it dates may stand: the recital's
/// parties lie between ("under date of June 6, 1969, Wendell Fair, as lessor, executed and
/// delivered to the Lusk Oil Company an oil and gas lease").
const RECITED_NAME_REACH: usize = 160;

#[cfg(test)]
mod test_support {
    use super::extract;
    use crate::pipeline::Instrument;
    use crate::vocab::DateKind;

    /// The dates of a text, as (value, kind).
    pub(super) fn dates(raw: &str) -> Vec<(Option<String>, DateKind)> {
        extract(&Instrument::from_raw(raw)).dates.into_iter().map(|d| (d.date, d.kind)).collect()
    }

    pub(super) fn one(date: &str, kind: DateKind) -> Vec<(Option<String>, DateKind)> {
        vec![(Some(date.to_string()), kind)]
    }

    /// The date that would govern by the kinds read (DOMAIN.md "Dates"): the first effective date,
    /// else the first execution date, else the latest acknowledgment, else the first recording.
    pub(super) fn governing(raw: &str) -> Option<String> {
        let found = dates(raw);
        let first = |kind: DateKind| found.iter().find(|(date, k)| *k == kind && date.is_some()).and_then(|(date, _)| date.clone());
        first(DateKind::Effective)
            .or_else(|| first(DateKind::Execution))
            .or_else(|| {
                found.iter().filter(|(date, k)| *k == DateKind::Acknowledgment && date.is_some()).filter_map(|(date, _)| date.clone()).max()
            })
            .or_else(|| first(DateKind::Recording))
    }

    /// Variants of a dating part, as (what the case is, the text, the governing date an examiner
    /// reads): every case whose governing date is not the expected one, with what was read.
    pub(super) fn misread_variants(variants: &[(&str, &str, Option<&str>)]) -> Vec<String> {
        variants
            .iter()
            .filter_map(|(case, text, expected)| {
                let read = governing(text);
                (read.as_deref() != *expected).then(|| format!("{case}: read {read:?}, expected {expected:?}"))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iso_dates_are_written_as_format_writes_them() {
        for (year, month, day) in
            [(1952, 3, 7), (2024, 12, 31), (1, 1, 1), (0, 10, 9), (999, 2, 28), (9999, 11, 30), (10000, 1, 2), (-4, 5, 6)]
        {
            assert_eq!(iso_date(year, month, day), format!("{year:04}-{month:02}-{day:02}"));
        }
    }

    #[test]
    fn dates_keep_text_order_and_evidence() {
        let extraction =
            extract(&Instrument::from_raw("Dated this 1st day of May, 1950.\nBefore me on May 2, 1950 personally appeared Alma Reyes.\n"));
        let starts: Vec<usize> = extraction.dates.iter().map(|d| d.evidence.start).collect();
        assert_eq!(starts, vec![6, 46]);
        assert_eq!(extraction.dates[0].evidence.text, "this 1st day of May, 1950");
        assert!(extraction.dates[0].evidence.rule.starts_with("day_of+"));
    }

    #[test]
    fn an_endorsement_is_dated_by_itself_not_by_the_instrument_it_is_written_on() {
        use super::test_support::governing;
        let assignment = "OIL AND GAS LEASE\nAGREEMENT, made and entered into the 2nd day of March, 1926, by and between Ada Finch, \
lessor, and Otis Pruett, lessee.\nThe lessor leases to the lessee the NW/4 of Section 8 for five years.\n\nASSIGNMENT\nThe undersigned, \
the lessee named in the within lease, assigns all his right in the within lease to Mesa Oil Co.\nWITNESS my hand this 9th day of \
May, 1928.\nBefore me on the 11th day of May, 1928, personally appeared Otis Pruett.\n";
        assert_eq!(governing(assignment).as_deref(), Some("1928-05-09"));
        // A satisfaction on the margin, through OCR's damage ("rnortgage" stays unread; "m0rtgage" reads).
        let satisfaction = "MORTGAGE\nWe, Ed and Ivy Lark, mortgage to Ira Dunn the SE/4 of Section 3 to secure our note.\nSigned and sealed \
by us this the 3rd day of April, 1930.\nFiled in office April 9, 1930.\n\nMARGINAL ENTRY:\nI acknowledge full payment of the debt \
secured by the within m0rtgage and satisfy and discharge the same. This the 6th day of June, 1934.\nIra Dunn, Mortgagee.\n";
        assert_eq!(governing(satisfaction).as_deref(), Some("1934-06-06"));
        // A mortgage's defeasance clause stands before its own dating: nothing is endorsed.
        let mortgage = "MORTGAGE\nWe mortgage to Ira Dunn the SE/4 of Section 3. Upon payment of the note the within mortgage shall \
be released.\nSigned and sealed by us this the 3rd day of April, 1930.\nBefore me on April 4, 1930 personally appeared Ed Lark.\n";
        assert_eq!(governing(mortgage).as_deref(), Some("1930-04-03"));
        // A notary's certificate that names the mortgage it acknowledges does no act on it.
        let acknowledged = "MORTGAGE\nWe mortgage to Ira Dunn the SE/4 of Section 3.\nSigned and sealed by us this the 3rd day of April, \
1930.\nI certify that Ed Lark, signer of the above mortgage, came before me on the 5th day of April, 1930.\n";
        assert_eq!(governing(acknowledged).as_deref(), Some("1930-04-03"));
    }

    #[test]
    fn a_date_the_body_tells_of_another_instrument_yields_to_the_day_this_one_is_dated() {
        use super::test_support::governing;
        // OCR spoilt the words that name the lease ("1ease", "isdated"): its date is still its own.
        let release = "RELEASE OF OIL AND GAS LEASE\nPRAIRIE CREST OIL CO. gives up to Ada Finch all it holds under the 1ease f0r oil \
and gas which isdated the 4th day of May, 1950, from Ada Finch to Otis Pruett, recorded in Book 7, Page 3.\nSigned for the company \
by its president this 9th day of June, 1957.\n";
        assert_eq!(governing(release).as_deref(), Some("1957-06-09"));
        // The mortgagors, with their initials, stand between the mortgage and its date.
        let satisfaction = "SATISFACTION OF MORTGAGE\nTHE FARMERS BANK certifies that the rnortgage given to it by Ed R. Lark and Ivy \
M. Lark, his wife, dated the 3rd day of April, 1930, for Two Thousand Dollars, is paid in full.\nAttested under its seal this 6th \
day of June, 1934.\n";
        assert_eq!(governing(satisfaction).as_deref(), Some("1934-06-06"));
        for text in [release, satisfaction] {
            let extraction = extract(&Instrument::from_raw(text));
            assert!(extraction.dates[0].evidence.rule.ends_with("+another_instruments_date"), "{:?}", extraction.dates[0]);
        }
        let made_on = "RELEASE OF MORTGAGE\nThe undersigned bank, holder of a certain real estate mortgage made by Al T. Roe to said \
bank on the 2nd day of March, 1948, releases the same.\nWitness our hand this 20th day of June, 1956.\n";
        assert_eq!(governing(made_on).as_deref(), Some("1956-06-20"));
        // An affidavit tells of a receipt signed before it.
        let affidavit = "AFFIDAVIT OF NON-RELEASE\nWe mailed the lessee a demand for a release of the lease. The receipt was signed on \
March 2, 2011, and no release followed.\nSworn and signed by us this 14th day of June, 2011.\n";
        assert_eq!(governing(affidavit).as_deref(), Some("2011-06-14"));
        // The instrument's own dating clause stays, and so does a date no later own date follows.
        let indenture = "SURRENDER OF LEASE\n\nThis Surrender, made the 21st day of November, 1908, by the Elk Fork Oil Company, surrenders \
the lease below.\nGiven under my hand this 23rd day of November, 1908.\n";
        assert_eq!(governing(indenture).as_deref(), Some("1908-11-21"));
        let alone = "RELEASE\nThe bank releases the mortgage given to it by Al Roe, dated the 2nd day of March, 1948.\n";
        assert_ne!(governing(alone).as_deref(), Some("1956-06-20"));
    }

    #[test]
    fn a_memorandum_is_dated_by_the_instrument_it_gives_notice_of() {
        use super::test_support::governing;
        let agreement = "Reception No. 5512, 04/02/2021 at 9:10 AM\nMEMORANDUM OF PIPELINE AGREEMENT\nNotice is given of an unrecorded \
Pipeline Agreement (the \"Agreement\") dated effective March 1, 2021, between the owner and the company named below.\n\
STATE OF OHIO, COUNTY OF NOBLE\nThe foregoing instrument was acknowledged before me on March 20, 2021 by Ann Lee.\n";
        assert_eq!(governing(agreement).as_deref(), Some("2021-03-01"));
        let lease = "MEMORANDUM OF LEASE\nNotice is given that by a lease dated June 4, 2008, Ann Lee leased the land below to Delta \
Energy.\nAcknowledged before me on June 20, 2008.\n";
        assert_eq!(governing(lease).as_deref(), Some("2008-06-04"));
        // A memorandum that states its own date keeps it.
        let dated = "MEMORANDUM OF LEASE\nNotice is given that by a lease dated June 4, 2008, Ann Lee leased the land below.\n\
Dated this 9th day of July, 2008.\n";
        assert_eq!(governing(dated).as_deref(), Some("2008-07-09"));
    }

    #[test]
    fn an_instrument_effective_as_of_the_instrument_it_acts_on_takes_that_ones_date() {
        use super::test_support::governing;
        let ratification = "RATIFICATION OF LEASE\nWHEREAS, by an oil and gas lease dated the 2nd day of April, 1970, Ada Finch, as lessor, \
leased the land below to Mesa Oil Co.; and WHEREAS the undersigned owns an interest in the land;\nNOW, THEREFORE, the undersigned \
ratifies the said lease.\nExecuted this 5th day of June, 1980, but effective as of the date of the said lease.\n";
        assert_eq!(governing(ratification).as_deref(), Some("1970-04-02"));
        let correction = "CORRECTION DEED\nWHEREAS, under date of May 1, 1990, Grantor made a deed to Grantee, recorded in Book 40, Page 2, \
which misdescribed the land;\nThis deed corrects that deed and shall be effective as of the date of the prior deed.\n\
Dated July 9, 1990.\n";
        assert_eq!(governing(correction).as_deref(), Some("1990-05-01"));
        // A stated effective date stands; with no recital naming the instrument, nothing is taken.
        let stated = "WHEREAS, by lease dated June 3, 1961, the land was leased;\nNOW, THEREFORE, the parties amend the said lease.\n\n\
This amendment is effective as of March 1, 1975, and not as of the date of the said lease.\n";
        assert_eq!(governing(stated).as_deref(), Some("1975-03-01"));
        let unnamed = "EXTENSION\nSigned this 4th day of May, 1984, and effective as of the date of the said lease.\n";
        assert_eq!(governing(unnamed).as_deref(), Some("1984-05-04"));
    }
}
