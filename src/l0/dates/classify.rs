//! A date's kind: from the cue words nearest to it, the words right after it, and the part of
//! the instrument it stands in (execution, acknowledgment, recording stamp, tables of recited
//! instruments).

use super::cues::{CueReading, EFFECTIVE_BY_REFERENCE, EFFECTIVE_OF_THIS, MADE_UNDER_ANOTHER, Strength, TITLE_WORD, cue_regex, read_cues};
use super::forms::FoundDate;
use crate::pipeline::{Instrument, SegmentKind};
use crate::vocab::DateKind;
use regex::Regex;
use regex::bytes::Regex as BytesRegex;
use std::sync::LazyLock;

/// Right after a date: "…, 1920, recorded in Volume 12" makes it a recital; "…, before me"
/// an acknowledgment ("On March 3, 1952, before me, …"), but not across a sentence's end: the
/// certificate that opens "Before me" after "Witness our hands this 3rd day of May, 1949." is
/// another clause.
/// The words of a form field's label that name this instrument ("Date of this Lease", "Deed
/// date"): with "date" they make the field the instrument's own dating, here and in the rule that
/// sets signers' dates aside.
pub(super) const THIS_INSTRUMENT: &[&str] =
    &["this", "lease", "deed", "instrument", "assignment", "agreement", "conveyance", "mortgage", "release", "grant", "contract"];

static RECITAL_AFTER: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)^[\s,.;]{0,4}(?:and\s+)?(?:(?:duly\s+)?recorded|of\s+record|filed\s+for\s+record\s+in)(?-u:\b)|^[^.;\n]{0,30}(?-u:\b)(?:volume|vol\.|book|page)\s+\d",
    )
});
/// "who bought the land by a contract for deed of the", "subject to a lease dated", "under that
/// certain mortgage bearing date the": the words right before a date name another instrument by
/// an article that is not this one's, so the date is that instrument's, whatever dating words of
/// this one stand further back in the sentence ("This release is made and delivered at the
/// request of ...").
static ANOTHER_INSTRUMENT_OF_DATE: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)(?-u:\b)(?:a|an|that\s+certain|the\s+said|said|such)\s+(?:[a-z'-]+\s+){0,3}?(?:deed|contract|mortgage|lease|note|bond|agreement|assignment|conveyance|instrument|option)(?:\s+for\s+deed|\s+of\s+trust)?\s*,?\s+(?:of|dated|bearing\s+date(?:\s+of)?)(?:\s+(?:the|this))?\s*$",
    )
});
/// "the owner of that certain mortgage executed by Al Roe and wife to the bank on the", "a deed
/// executed by the heirs on": an instrument named by an article that is not this one's, right
/// before "executed", is the one the verb dates.
static ANOTHER_INSTRUMENT_EXECUTED: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)(?:(?-u:\b)that\s+certain\s+(?:[a-z'-]+\s*){1,4}|(?-u:\b)(?:a|an|said|that)\s+(?:[a-z'-]+\s+){0,2}(?:deed|mortgage|lease|note|bond|contract|assignment|instrument))\s*$",
    )
});
static ACKNOWLEDGMENT_AFTER: LazyLock<BytesRegex> =
    LazyLock::new(|| cue_regex(r"(?i)^[\s,_]{0,6}(?:personally\s+)?(?:before\s+me|appeared\s+before)(?-u:\b)"));
/// A label in brackets right after a date names it: "June 2, 2008 (effective date)", "as of May
/// 1, 2019 (the "Effective Date")". The label is that date's, never the next one's cue.
static LABEL_AFTER: LazyLock<BytesRegex> = LazyLock::new(|| cue_regex(r"^[ \t]*\([^()\n]{1,40}\)"));
static EFFECTIVE_LABEL: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(r#"(?i)^[ \t]*\(\s*(?:the\s+|this\s+)?(?:["']|\xE2\x80[\x9C\x9D])?effective\s+date(?:["']|\xE2\x80[\x9C\x9D])?\s*\)"#)
});

/// "effective", "to take effect" in a form field's value before its date.
static EFFECTIVE_IN_VALUE: LazyLock<BytesRegex> =
    LazyLock::new(|| cue_regex(r"(?i)(?-u:\b)effective(?-u:\b)|(?-u:\b)(?:take|takes)\s+effect(?-u:\b)"));

/// Words right after a date that name it this instrument's effective date: "from October 1,
/// 1974, which date the parties fix as the effective date of this deed", "March 1, 1980, which
/// shall be the effective date hereof", "June 1, 1965, being the effective date of this
/// assignment", "May 1, 1977 (which is the effective date of this conveyance)". A term's start
/// or a date in running text so named is the effective date; "the effective date of said lease"
/// names another instrument's.
static EFFECTIVE_NAMED_AFTER: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)^[\s,]{0,3}\(?\s*(?:which\s+(?:date\s+)?|being\s+|that\s+being\s+|said\s+date\s+being\s+)[^.;()]{0,50}?(?-u:\b)effective\s+date\s+(?:of\s+(?:this|the\s+within|these\s+presents)|hereof|herein|hereunder)(?-u:\b)",
    )
});

/// A clock time right after a date: "at 2:22 PM", "08:17 AM", "at 3-20 P. M.", "2.02pm".
static STAMP_TIME_AFTER: LazyLock<BytesRegex> =
    LazyLock::new(|| cue_regex(r"(?i)^[\s,]{0,3}(?:at\s*)?\d{1,2}\s?[:.-]\s?\d\d\s*(?:[ap]\.?\s?m(?-u:\b)|o'?clock)"));
/// What a stamp's date follows on its line: nothing but numbers and marks ("202100003405
/// 11/04/2021"), a recording word ("RECEIVED", "Recorded in GUERNSEY COUNTY, OH"), or the
/// recorder's numbers ("Doc# 0907714 Book 812 Page 330", "Reception #: 3399018", "Instrument No.
/// 88123"): the stamp of the recorder's office, in whatever county's layout.
static STAMP_LINE_BEFORE: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)(?:^[^A-Za-z]*|(?-u:\b)(?:received|filed|recorded|registration|recording|doc(?:ument)?\s*(?:#|no\.?)|reception\s*(?:#|no\.?)|instrument\s*(?:#|no\.?)|book\s+\d+[^\n]{0,20}?page\s+\d+)[^\n]{0,60})\z",
    )
});
/// "On this 12th day of May, 1937, <the signers> … known to me … appeared before me": a
/// certificate that opens on its date and names the officer's words only after it; also as the
/// Pennsylvania form writes it, "On this, the 5th day of", and through OCR ("on thie, 'the").
/// The stop before "On" ends a word of two letters or figures: the stops of an abbreviation
/// ("effective as of 7:00 o'clock A.M. on the first day of April") end no sentence.
static OPENS_ON_DATE: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)(?:^|[\n:;]|[a-z0-9]{2}\.)[^a-zA-Z0-9\n]{0,8}on(?:(?:[\s,'`]|\xE2\x80[\x98\x99])+(?:this|thie|the))*(?:[\s,'`]|\xE2\x80[\x98\x99])*\z",
    )
});
static CERTIFICATE_WORDS_AFTER: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)(?-u:\b)(?:before\s+me|personally\s+(?:came|appeared)|known\s+to\s+me|acknowledged|appeared\s+(?:in\s+person|personally))(?-u:\b)",
    )
});
/// How far after a date opening a certificate its officer's words may stand.
const CERTIFICATE_REACH: usize = 300;
/// Words that show a "witness my hand" belongs to a notary's certificate.
static ACKNOWLEDGMENT_CONTEXT: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)(?-u:\b)acknowledged\s+(?:to\s+me|before\s+me|that|the\s+(?:same|signing|execution))(?-u:\b)|(?-u:\b)before\s+me(?-u:\b)|(?-u:\b)personally\s+(?:came|appeared)(?-u:\b)|(?-u:\b)notary(?-u:\b)|(?-u:\b)sworn\s+(?:to|and)(?-u:\b)|(?-u:\b)subscribed\s+and\s+sworn(?-u:\b)",
    )
});
/// A seal only an officer has: "seal of office", "official seal", "notarial seal".
static OFFICIAL_SEAL: LazyLock<BytesRegex> =
    LazyLock::new(|| cue_regex(r"(?i)(?-u:\b)(?:seal\s+of\s+office|(?:official|notarial)\s+seal)(?-u:\b)"));
/// Words that show a "witness my hand" belongs to the recorder's certificate.
static RECORDING_CONTEXT: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)(?-u:\b)(?:clerk|recorder|register)(?-u:\b)[^.;]{0,80}?(?:do\s+)?hereby\s+certify(?-u:\b)|(?-u:\b)certify\s+that\s+(?:the\s+)?(?:foregoing|within|this|annexed)\s+(?:instrument|deed|lease|conveyance)[^.;]{0,60}?(?:filed|recorded)(?-u:\b)|(?-u:\b)(?:filed|received|left)\s+(?:[a-z]+\s+){0,3}?for\s+record\s+(?:on|this|at|the|and\s+recorded)(?-u:\b)",
    )
});
/// What the words right after a date may say, as one set: every pattern of it opens at the
/// date's end (`^`), so one anchored pass over the tail tells which of them match, where five
/// searches, each with an automaton of its own (cold by the time the next date is read), asked
/// the same. Indexed by [`After`].
static AFTER_DATE: LazyLock<regex::bytes::RegexSet> = LazyLock::new(|| {
    regex::bytes::RegexSet::new(
        [&*EFFECTIVE_LABEL, &*EFFECTIVE_NAMED_AFTER, &*ACKNOWLEDGMENT_AFTER, &*RECITAL_AFTER, &*STAMP_TIME_AFTER]
            .map(|pattern| pattern.as_str()),
    )
    .expect("patterns after a date compile as a set")
});

/// The patterns of [`AFTER_DATE`], in its order.
#[derive(Clone, Copy)]
enum After {
    EffectiveLabel,
    EffectiveNamed,
    Acknowledgment,
    Recital,
    StampTime,
}

/// A date standing alone on its line near the top: the date line of a letter or an opinion.
static DATE_LINE: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^\W*$").expect("date line pattern compiles"));

/// How far before a date its cue may stand.
const CUE_REACH: usize = 200;
/// How far after a date a recital or acknowledgment tail may stand.
const TAIL_REACH: usize = 80;
/// How far back a notary's certificate words make a "witness my hand" the notary's.
const HAND_CONTEXT_REACH: usize = 400;

/// The kind of a date and the rule that decided it. A date inside a recital of an earlier
/// instrument or event (a being clause, "that certain lease dated …", a WHEREAS clause) is that
/// instrument's, whatever words date it there ("by deed dated the 3rd day of May"); a death, a
/// statute or a commission expiry named inside one keeps its own kind.
pub(super) fn classify(
    instrument: &Instrument,
    date: &FoundDate,
    previous: Option<Previous>,
    next_start: usize,
) -> (DateKind, &'static str) {
    let previous_end = previous.map_or(0, |previous| label_end(&instrument.text, previous.end));
    let (kind, rule) = classify_by_words(instrument, date, previous_end, next_start);
    let own_date = matches!(kind, DateKind::Execution | DateKind::Effective | DateKind::Recording);
    // "This Lease is dated ...", "the effective date of this Assignment shall be ...": words
    // about this instrument are never a recital's, whatever recital the sentence runs beside.
    let speaks_of_this = matches!(rule, "own_dating" | "effective_of_this" | "opening_dating_clause");
    if own_date && !speaks_of_this && in_recital(instrument, date.start) {
        return (DateKind::Recital, "in_recital");
    }
    if kind == DateKind::Recording && previous.is_some_and(|previous| records_recited_instrument(&instrument.text, previous, date)) {
        return (DateKind::Recital, "recording_of_recited");
    }
    if matches!(kind, DateKind::Execution | DateKind::Acknowledgment) && in_residence_certificate(instrument, date.start) {
        return (DateKind::Other, "residence_certificate");
    }
    (kind, rule)
}

/// "NOW on this 3rd day of May, 1970, this cause comes on for hearing", "the matter was heard on
/// May 3, 1970", "at the trial held on": the sentence around a date tells of the hearing. The
/// sentence runs from the last full stop or blank line before the date to the next after it,
/// within [`HEARING_REACH`] either side. A date there dates a court's order only when the order
/// has no signing date of its own (`super::own_date_beats_term`). A signing verb between the
/// hearing and the date makes the date the signing's: "the decree was made on the day of the
/// hearing but was signed and entered on the 16th day of April", "heard on May 3 and signed on
/// May 10".
pub(super) fn in_hearing_sentence(text: &str, date: std::ops::Range<usize>) -> bool {
    static HEARING_WORDS: LazyLock<BytesRegex> = LazyLock::new(|| cue_regex(r"(?i)(?-u:\b)(?:hearing|heard|trial)(?-u:\b)"));
    static SIGNING_WORDS: LazyLock<BytesRegex> =
        LazyLock::new(|| cue_regex(r"(?i)(?-u:\b)(?:signed|entered|rendered|filed|executed)(?-u:\b)"));
    static SENTENCE_END: LazyLock<BytesRegex> = LazyLock::new(|| cue_regex(r"\.(?:\s|$)|\n[ \t]*\n"));
    let bytes = text.as_bytes();
    let from = text.floor_char_boundary(date.start.saturating_sub(HEARING_REACH));
    let sentence_start = SENTENCE_END.find_iter(&bytes[from..date.start]).last().map_or(from, |found| from + found.end());
    let to = text.floor_char_boundary((date.end + HEARING_REACH).min(text.len()));
    let sentence_end = SENTENCE_END.find(&bytes[date.end..to]).map_or(to, |found| date.end + found.start());
    let before = &bytes[sentence_start..date.start];
    let heard_before = HEARING_WORDS.find_iter(before).last().is_some_and(|hearing| !SIGNING_WORDS.is_match(&before[hearing.end()..]));
    heard_before || HEARING_WORDS.is_match(&bytes[date.end..sentence_end])
}

/// How far either side of a date its sentence is searched for a hearing.
const HEARING_REACH: usize = 200;

/// Where the text that may name the next date's kind begins after a date that ends at `end`: past
/// the bracketed label that names this one ("June 2, 2008 (effective date) to June 1, 2013").
fn label_end(text: &str, end: usize) -> usize {
    LABEL_AFTER.find(&text.as_bytes()[end..]).map_or(end, |label| end + label.end())
}

/// Where the tail of the instrument recorded before this one ends, when the page opens on it: a
/// deed book's page often begins with the last lines of the previous instrument (its testimonium,
/// its acknowledgment, its filing stamp) before this instrument's caption and premises. Its dates
/// are that instrument's. Read from the sections: before the first premises stand only a caption,
/// running text and the closing sections (execution, acknowledgment, recording), at least one of
/// them an officer's certificate or a signing clause, and this instrument's granting or land
/// follows.
pub(super) fn preceding_instrument_end(instrument: &Instrument) -> Option<usize> {
    use SegmentKind::*;
    let premises = instrument.segments.iter().position(|segment| segment.kind == Premises)?;
    let before = &instrument.segments[..premises];
    // A signing clause or an officer's certificate: a "Date:" field of a cover sheet also opens an
    // execution section, but signs nothing.
    static SIGNED: LazyLock<BytesRegex> = LazyLock::new(|| cue_regex(r"(?i)(?-u:\b)(?:witness|whereof|hands?\s+and\s+seals?)(?-u:\b)"));
    let closes = before.iter().any(|segment| match segment.kind {
        Acknowledgment => true,
        Execution => SIGNED.is_match(&instrument.text.as_bytes()[segment.start..segment.end]),
        _ => false,
    });
    let only_closing = before.iter().all(|segment| matches!(segment.kind, Caption | Body | Execution | Acknowledgment | Recording));
    let body_follows = instrument.segments[premises..].iter().any(|segment| matches!(segment.kind, Granting | Land));
    (closes && only_closing && body_follows).then(|| instrument.segments[premises].start)
}

/// The date before the one being classified: where it ends, and what it was found to be.
#[derive(Clone, Copy)]
pub(super) struct Previous {
    pub(super) end: usize,
    pub(super) kind: DateKind,
    pub(super) rule: &'static str,
}

/// Whether a date stands in a recital of an earlier instrument. A recital never holds this
/// instrument's testimonium ("IN WITNESS WHEREOF", "IN TESTIMONY WHEREOF", "Given under my
/// hand"): a WHEREAS clause that the segmentation ran on past one (a patent's "Whereas ...
/// has paid" with no "NOW KNOW YE" before its testimonium) ended before it.
///
/// Nor does it hold a line that opens, with a capital, on this instrument's dating or signing
/// ("Dated September 2, 1982", "Executed this", "Signed, sealed and delivered", "Witness my
/// hand"; a recital's "by deed\ndated the" that a line break put first is lower case): a WHEREAS clause
/// with no "NOW, THEREFORE" runs to a blank line, and a being clause whose full stop OCR lost
/// runs on, over the dating line of a release or a deed; the recital ended before it.
fn in_recital(instrument: &Instrument, at: usize) -> bool {
    static TESTIMONIUM: LazyLock<BytesRegex> = LazyLock::new(|| {
        cue_regex(
            r"(?i)(?-u:\b)in\s+(?:witness|testimony)\s+whereof(?-u:\b)|(?-u:\b)given\s+[un]nder\s+(?:my|rny|our)\s+hands?(?-u:\b)|(?m)^[^A-Za-z0-9\n]*(?-i:D(?:ated|ATED)|E(?:xecuted|XECUTED)|S(?:igned|IGNED|ealed|EALED)|D(?:one|ONE)|E(?:ntered|NTERED)|W(?:itness|ITNESS)\s+(?:my|our|his|her|their|the|MY|OUR|HIS|HER|THEIR|THE))(?-u:\b)",
        )
    });
    instrument.recital_at(at).is_some_and(|recital| !TESTIMONIUM.is_match(&instrument.text.as_bytes()[recital.start..at]))
}

/// "an easement to the telephone company, dated July 3, 1973, filed for record July 5, 1973 in
/// Vol. 17, Page 42": a recording date that closes the "dated ..., recorded ..." pair of an
/// instrument whose date was already found to be another's (a recital, or "dated" in running
/// text) is that instrument's recording, as the subject-to lists of eastern deeds and the being
/// clauses cite earlier instruments (the Ohio and Pennsylvania deeds of the development set and
/// the common "subject to easements of record" schedule). Only the recording words may stand
/// between the two dates.
fn records_recited_instrument(text: &str, previous: Previous, date: &FoundDate) -> bool {
    static PAIR_LINK: LazyLock<BytesRegex> = LazyLock::new(|| {
        cue_regex(
            r"(?i)^[^A-Za-z0-9]{0,8}(?:and\s+)?(?:(?:was|duly)\s+)?(?:(?:filed|received|left|entered)(?:\s+(?:in\s+(?:the|my|this)\s+office\s+)?for\s+record)?(?:\s+and\s+recorded)?|recorded)(?:[^A-Za-z0-9]{0,6}(?:on|this|the))*[^A-Za-z0-9]{0,6}\z",
        )
    });
    let another_instruments = previous.kind == DateKind::Recital || previous.rule == "dated_in_running_text";
    another_instruments
        && previous.end <= date.start
        && date.start - previous.end <= RECORDING_PAIR_GAP
        && PAIR_LINK.is_match(&text.as_bytes()[previous.end..date.start])
}

/// The most text between a recited instrument's date and its recording date: the recording
/// words with some OCR noise.
const RECORDING_PAIR_GAP: usize = 60;

/// "CERTIFICATE OF RESIDENCE\nI do hereby certify that the precise residence of the grantee is
/// ... WITNESS my hand this 7th day of August 1951": the certificate a Pennsylvania deed carries
/// after its acknowledgment, signed by the grantee's attorney. Its date, and a recorder's line
/// OCR left without its words, are neither the execution nor the acknowledgment. The
/// certificate runs from its heading to the next section, its own "WITNESS my hand" (which
/// opens an execution section) aside.
fn in_residence_certificate(instrument: &Instrument, at: usize) -> bool {
    static HEADING: LazyLock<BytesRegex> = LazyLock::new(|| cue_regex(r"(?i)(?-u:\b)certifi\s?cate\s+of\s+residence(?-u:\b)"));
    let Some(index) = instrument.segments.iter().position(|segment| segment.start <= at && at < segment.end) else { return false };
    let mut from = instrument.segments[index].start;
    if instrument.segments[index].kind == SegmentKind::Execution && index > 0 {
        from = instrument.segments[index - 1].start;
    }
    let from = instrument.text.floor_char_boundary(from.max(at.saturating_sub(RESIDENCE_CERTIFICATE_REACH)));
    HEADING.is_match(&instrument.text.as_bytes()[from.min(at)..at])
}

/// How far before one of its dates a certificate of residence's heading may stand: the
/// certificate is a few lines long.
const RESIDENCE_CERTIFICATE_REACH: usize = 600;

/// The kind of a date from the words around it and the section it stands in. The cue window
/// runs back from the date to the end of the previous date, so one date's words never classify
/// the next. A previous date's bracketed label may hold this date ("May 3, 1950 (5/3/1950)"):
/// its window is then empty.
fn classify_by_words(instrument: &Instrument, date: &FoundDate, previous_end: usize, next_start: usize) -> (DateKind, &'static str) {
    let text = instrument.text.as_str();
    let window_start = text.floor_char_boundary(date.start.saturating_sub(CUE_REACH).max(previous_end).min(date.start));
    // "effectivethe 1st day of", "onthe 3rd day of": the word OCR ran into a day-of phrase's
    // article is read as the cue it is, with the space put back.
    let spaced;
    let before = if glued_to_the_word_before(text, date, window_start) {
        spaced = format!("{} {}", &text[window_start..date.start], &text[date.start..date.cue_end]);
        spaced.as_str()
    } else {
        &text[window_start..date.cue_end]
    };
    let tail_end = text.floor_char_boundary((date.end + TAIL_REACH).min(next_start.max(date.end)));
    let after = &text[date.end..tail_end];

    if in_table_cell(text, date) {
        return (DateKind::Recital, "table_cell");
    }
    if in_recited_instrument_box(text, date) {
        return (DateKind::Recital, "recited_instrument_box");
    }
    if let Some((field, kind)) = instrument.field_at(date.start).and_then(|field| Some((field, field_date_kind(&field.key)?))) {
        // "Date: To be effective the 1st day of July, 2008, although signed later", "Dated:
        // effective as of May 1, 1996": words in the field's value before its date that make it
        // the effective date say more than the plain "Date" label.
        let value_before = before.get(field.value.start.saturating_sub(window_start)..).unwrap_or("");
        let effective_in_value = kind.0 == DateKind::Execution && EFFECTIVE_IN_VALUE.is_match(value_before.as_bytes());
        if kind.0 == DateKind::Execution && field_names_another_instrument(instrument, &field.key) {
            return (DateKind::Recital, "recited_instrument_field");
        }
        // A notary's own "Dated:" line dates the certificate it closes.
        return match (kind.0, instrument.kind_at(date.start)) {
            (DateKind::Execution, SegmentKind::Acknowledgment) => (DateKind::Acknowledgment, "certificate_date_field"),
            _ if effective_in_value => (DateKind::Effective, "form_field_effective"),
            _ => kind,
        };
    }
    if let Some(kind) = label_on_the_line(text, date) {
        return kind;
    }
    let section = instrument.kind_at(date.start);
    if let Some((kind, _)) = label_below(text, date, next_start).and_then(|label| field_date_kind(&label)) {
        // A certificate's own "Date" line under the officer's signature dates the certificate.
        let certificate = matches!(section, SegmentKind::Acknowledgment | SegmentKind::Recording);
        if !(certificate && kind == DateKind::Execution) {
            return (kind, "label_below");
        }
    }
    let after_says = AFTER_DATE.matches(after.as_bytes());
    let says = |pattern: After| after_says.matched(pattern as usize);
    if says(After::EffectiveLabel) {
        return (DateKind::Effective, "effective_label_after");
    }
    if says(After::EffectiveNamed) {
        return (DateKind::Effective, "effective_named_after");
    }
    if says(After::Acknowledgment) {
        return (DateKind::Acknowledgment, "before_me_after");
    }
    if opens_certificate(text, date, before, next_start) {
        return (DateKind::Acknowledgment, "certificate_opening");
    }
    if previous_end == 0 && opening_dating_clause(instrument, date, section) {
        return (DateKind::Execution, "opening_dating_clause");
    }
    let CueReading { nearest, recital_before, own_dating } = read_cues(before.as_bytes());
    let nearest =
        nearest.filter(|nearest| nearest.cue.kind != DateKind::Effective || !effective_by_reference(&before.as_bytes()[nearest.end..]));
    let recital_after = says(After::Recital);

    // "RECEIVED 2/21/2013 at 2:22 PM", "09/02/2019 10:41 AM Fee Paid": a clock time after a
    // date that opens its line or follows a recording word there is the recorder's stamp, unless
    // words before it say what else the date is ("as of February 1, 2022 at 7:00 a.m.").
    if says(After::StampTime)
        && STAMP_LINE_BEFORE.is_match(&text.as_bytes()[line_start(text, date.start)..date.start])
        && nearest.as_ref().is_none_or(|nearest| nearest.cue.kind == DateKind::Recording)
    {
        return (DateKind::Recording, "stamp_time");
    }
    if let Some(nearest) = nearest {
        let cue = nearest.cue;
        if cue.rule == "not_of_this_instrument" && effective_not_before(before.as_bytes(), nearest.end) {
            return (DateKind::Effective, "not_effective_until");
        }
        if matches!(cue.kind, DateKind::Execution | DateKind::Effective) {
            let cue_start = nearest.start(before.as_bytes());
            let executed_verb = before.as_bytes()[cue_start..].get(..8).is_some_and(|words| words.eq_ignore_ascii_case(b"executed"));
            if ANOTHER_INSTRUMENT_OF_DATE.is_match(before.as_bytes())
                || (executed_verb && ANOTHER_INSTRUMENT_EXECUTED.is_match(&before.as_bytes()[..cue_start]))
            {
                return (DateKind::Recital, "another_instrument_named");
            }
        }
        if cue.strength == Strength::Weak && MADE_UNDER_ANOTHER.is_match(&before.as_bytes()[nearest.end..]) {
            return (DateKind::Recital, "made_under_another_paper");
        }
        if matches!(cue.kind, DateKind::Execution | DateKind::Effective) && own_dating.iter().any(|own| own.contains(&nearest.end)) {
            return (cue.kind, "own_dating");
        }
        if cue.kind == DateKind::Effective && EFFECTIVE_OF_THIS.is_match(before.as_bytes()) {
            return (cue.kind, "effective_of_this");
        }
        if cue.kind == DateKind::Effective && told_as_past(&before.as_bytes()[..nearest.end], nearest.start(before.as_bytes())) {
            return (DateKind::Other, "took_effect_before");
        }
        // "subject to an oil and gas lease heretofore executed by the grantor to the Ajax Oil
        // Company, dated the 3rd day of May, 1909": a bare "dated the" inside the body of the
        // grant (its granting clause, land, reservations, habendum) dates an instrument the body
        // names, as a weak "dated" does; this instrument's own dating there ("this deed, dated
        // the") was read above.
        let in_body = matches!(section, SegmentKind::Granting | SegmentKind::Land | SegmentKind::Reservations | SegmentKind::Habendum);
        if in_body && cue.rule == "execution_words" {
            let words_start = nearest.start(before.as_bytes());
            let words = &before.as_bytes()[words_start..nearest.end];
            if words.len() >= 5 && words[..5].eq_ignore_ascii_case(b"dated") && !opens_its_line_capitalised(before, words_start) {
                return if recital_before || recital_after {
                    (DateKind::Recital, "recital")
                } else {
                    (DateKind::Other, "dated_in_running_text")
                };
            }
        }
        let yields_to_recital = cue.strength == Strength::Weak || matches!(cue.kind, DateKind::Effective | DateKind::Other);
        // A "Dated" that opens its line or sentence opens the dating clause: a recital before it
        // is the previous sentence's ("... recorded in Volume 210, Page 55.\nDated July 18, 1980."),
        // and only words after the date can make it a recited instrument's.
        let recital_before = recital_before && cue.rule != "dated_line";
        if yields_to_recital && (recital_before || recital_after) {
            return (DateKind::Recital, "recital");
        }
        if cue.strength == Strength::Hand || cue.rule == "officer_certificate" {
            let acknowledged_below =
                instrument.segments.iter().any(|segment| segment.kind == SegmentKind::Acknowledgment && segment.start >= date.end);
            return match officer_of_hand(text, window_start + nearest.start(before.as_bytes()), date.cue_end, acknowledged_below) {
                Some(Officer::Notary) => (DateKind::Acknowledgment, "notary_hand"),
                Some(Officer::Recorder) => (DateKind::Recording, "recorder_hand"),
                None if cue.rule == "officer_certificate" && section == SegmentKind::Recording => {
                    (DateKind::Recording, "recording_section")
                }
                None => (cue.kind, cue.rule),
            };
        }
        if cue.strength == Strength::Weak
            && let Some(kind) = clerks_certificate(&text.as_bytes()[window_start..date.cue_end])
        {
            return kind;
        }
        return match cue.strength {
            Strength::Weak if cue.rule != "dated_line" && section != SegmentKind::Execution && section != SegmentKind::Premises => {
                (DateKind::Other, "dated_in_running_text")
            }
            _ if cue.kind == DateKind::Recital && section == SegmentKind::Recording => (DateKind::Recording, "recording_section"),
            _ => (cue.kind, cue.rule),
        };
    }
    if recital_after {
        return (DateKind::Recital, "recital_after");
    }
    if !matches!(section, SegmentKind::Acknowledgment | SegmentKind::Recording) && in_signers_date_column(text, date) {
        return (DateKind::Execution, "signature_line_label");
    }
    match section {
        SegmentKind::Execution => (DateKind::Execution, "execution_section"),
        SegmentKind::Acknowledgment => (DateKind::Acknowledgment, "acknowledgment_section"),
        SegmentKind::Recording => (DateKind::Recording, "recording_section"),
        SegmentKind::Caption if stands_alone(text, date) => (DateKind::Execution, "date_line"),
        SegmentKind::Exhibit => (DateKind::Other, "no_cue"),
        _ if place_and_date_heading(instrument, date) => (DateKind::Execution, "place_and_date_line"),
        _ if stands_alone(text, date) && certificate_follows(instrument, date) => (DateKind::Execution, "date_line_above_certificate"),
        _ if CERTIFIES_A_COPY.is_match(before.as_bytes()) => (DateKind::Other, "certified_copy"),
        _ if opens_on_this(text, date) => (DateKind::Execution, "this_day"),
        _ => (DateKind::Other, "no_cue"),
    }
}

/// "I, Ira Voss, Judge of the Probate Court, certify this to be a true copy of the decree ...
/// Under my hand and the court's seal this 23rd day of November": an officer who certifies a
/// copy (a probate judge, a clerk of court; decrees and orders are recorded as certified copies)
/// dates the certificate, never the instrument copied, even where no cue word names his hand.
static CERTIFIES_A_COPY: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)(?-u:\b)certify\s+(?:that\s+)?[^.;]{0,60}?(?:true|correct|exact|complete|full)\s+(?:and\s+(?:correct|complete|exact|true)\s+)?cop(?:y|ies)(?-u:\b)",
    )
});

/// "AGREEMENT dated the 3rd day of May, 1957, between Abe Kurz … and Delta Oil Co.", "MINERAL
/// LEASE No. 9 — dated the 2nd day of March, 1964, at Pratt": the instrument's first date, in
/// a line of its caption or premises that opens on its own caption noun (capitalised, no article
/// or preposition before it, a form number allowed) followed by "dated", and that goes on to
/// the premises' "between" or to the place of signing. That is this instrument's dating clause,
/// its execution date; the recital cue's "agreement … dated" would take it for an earlier
/// instrument. A recited instrument's line ("Lease dated May 1, 1950, from Ada Roe to …",
/// "said lease dated …, between") names its parties by "from … to", or stands after an article
/// or in the body of the grant.
fn opening_dating_clause(instrument: &Instrument, date: &FoundDate, section: SegmentKind) -> bool {
    static CAPTION_NOUN_DATED: LazyLock<BytesRegex> = LazyLock::new(|| {
        cue_regex(&format!(
            r"^[^A-Za-z0-9\n]*(?:[A-Z][A-Za-z'&-]*[ \t]+){{0,5}}?(?i:{TITLE_WORD})(?:[ \t]+(?i:no)\.?[ \t]*[0-9][0-9A-Za-z-]*)?[ \t,_\x2D]*(?:\xE2\x80[\x93\x94][ \t\x2D]*)*(?i:dated)(?:[ \t]+(?i:the|this|as[ \t]+of))?[ \t]*$"
        ))
    });
    static ARTICLE_FIRST: LazyLock<BytesRegex> = LazyLock::new(|| {
        cue_regex(
            r"(?i)^[^A-Za-z0-9\n]*(?:the|that|this|a|an|said|such|certain|same|by|under|in|of|from|to|and|or|any|each|all|one)(?-u:\b)",
        )
    });
    static PREMISES_OR_PLACE_AFTER: LazyLock<BytesRegex> =
        LazyLock::new(|| cue_regex(r"(?i)^[\s,]*(?:(?:by[ \t]+and[ \t]+)?between(?-u:\b)|at[ \t]+(?-i:[A-Z]))"));
    if !matches!(section, SegmentKind::Caption | SegmentKind::Premises) {
        return false;
    }
    let body_before = instrument.segments.iter().any(|segment| {
        segment.start < date.start && matches!(segment.kind, SegmentKind::Granting | SegmentKind::Land | SegmentKind::Habendum)
    });
    let text = instrument.text.as_bytes();
    let line = &text[line_start(&instrument.text, date.start)..date.start];
    !body_before
        && CAPTION_NOUN_DATED.is_match(line)
        && !ARTICLE_FIRST.is_match(line)
        && PREMISES_OR_PLACE_AFTER.is_match(&text[date.end..])
}

/// "it shall not take effect until the closing, planned for May 16, 2011", "This lease
/// shall not become effective until March 1, 1981": an instrument signed ahead of its day (a deed
/// placed in escrow until closing, a lease or assignment held for a later start) names the day
/// it speaks from after "until", whose date is otherwise a deadline's. The words between "until"
/// and the date stay in the sentence and name no event instead of the day ("until the date of
/// its recording", "until approved"): then the date is some other's.
fn effective_not_before(window: &[u8], until_end: usize) -> bool {
    static NOT_EFFECTIVE_UNTIL: LazyLock<BytesRegex> = LazyLock::new(|| {
        cue_regex(
            r"(?i)(?-u:\b)(?:not|never)\s+(?:take\s+effect|become\s+effective|be\s+effective|be\s+(?:operative|delivered))\s*,?\s+(?:unless\s+and\s+)?until\z",
        )
    });
    let between = &window[until_end..];
    NOT_EFFECTIVE_UNTIL.is_match(&window[..until_end])
        && !between.iter().any(|b| matches!(b, b'.' | b';'))
        && !EFFECTIVE_BY_REFERENCE.is_match(between)
}

/// "The merger of Delta Oil Corp. into Releasor was effective December 31, 1993", "the lease
/// became effective", "which took effect on": an effect told in the past tense is an event the
/// instrument recites (a merger, a name change, the lease it releases), never the day it
/// speaks from itself: an instrument says it "is" or "shall be" effective.
fn told_as_past(window: &[u8], cue_start: usize) -> bool {
    static PAST_BEFORE: LazyLock<BytesRegex> =
        LazyLock::new(|| cue_regex(r"(?i)(?-u:\b)(?:was|were|became|(?:had|has|have)\s+(?:been|become))\s+\z"));
    let cue = &window[cue_start..];
    cue.len() >= 4 && cue[..4].eq_ignore_ascii_case(b"took") || PAST_BEFORE.is_match(&window[..cue_start])
}

/// "Dated at Pierre, South Dakota, this 12th day of May, 1947.", "BY THE COURT: Dated the 9th
/// day of May, 1957.": a "Dated" that opens its line with its capital, alone or after a closing
/// label in capitals and its colon (a court's order or decree signs off so), is the instrument's
/// dating line, even where no execution section was cut and the body's section runs on over it;
/// a recital's "dated" runs on inside its sentence.
fn opens_its_line_capitalised(window: &str, at: usize) -> bool {
    let before = window[line_start(window, at)..at].trim_end();
    let closing_label = before.strip_suffix(':').is_some_and(|label| {
        label.bytes().any(|b| b.is_ascii_alphabetic()) && label.bytes().all(|b| b.is_ascii_uppercase() || b == b' ' || b == b'.')
    });
    window.as_bytes().get(at) == Some(&b'D') && (closing_label || before.bytes().all(|b| !b.is_ascii_alphanumeric()))
}

/// Whether a day-of phrase's article follows a letter with no space between ("onthe", "madethis").
fn glued_to_the_word_before(text: &str, date: &FoundDate, window_start: usize) -> bool {
    date.form == "day_of" && date.start > window_start && text.as_bytes()[date.start - 1].is_ascii_alphabetic()
}

/// Whether the words between an effective phrase and the next date name the effective date by
/// reference ([`EFFECTIVE_BY_REFERENCE`]) and then go on to other words: "effective as of the
/// date of the last signature below.\nOwner: ... Date:" leaves the signer's date its own, while
/// "effective as of the date of March 1, 1990" runs straight into the date it names.
fn effective_by_reference(stretch: &[u8]) -> bool {
    EFFECTIVE_BY_REFERENCE.find_iter(stretch).any(|reference| stretch[reference.end()..].iter().any(u8::is_ascii_alphabetic))
}

/// A date that opens its sentence ("On this …", "On May 3, 1950,") and is followed, before a
/// blank line or the next date, by an officer's words ("known to me", "before me").
fn opens_certificate(text: &str, date: &FoundDate, before: &str, next_start: usize) -> bool {
    if !OPENS_ON_DATE.is_match(before.as_bytes()) {
        return false;
    }
    let reach_end = text.floor_char_boundary((date.end + CERTIFICATE_REACH).min(next_start.max(date.end)));
    let after = &text[date.end..reach_end];
    let sentence = after.find("\n\n").map_or(after, |blank| &after[..blank]);
    CERTIFICATE_WORDS_AFTER.is_match(sentence.as_bytes())
}

/// "Granted this 5th day of May, 1960", "Conveyed this ...": a day-of phrase that opens on
/// "this" names the day the instrument speaks, its own date, whatever verb leads to it (a recital
/// says "the", also as OCR misreads it, "thc", "tbe": "That on thc 28th day of January ... was
/// born", and dates inside recitals are recitals before this is asked).
/// A recorder's line ("Filed in office for record this 9 day of ...") is no party's dating,
/// even when OCR took its cue words apart.
fn opens_on_this(text: &str, date: &FoundDate) -> bool {
    date.form == "day_of"
        && !text.as_bytes()[date.start..].get(..3).is_some_and(|head| {
            matches!(head[0], b't' | b'T') && matches!(head[1], b'h' | b'H' | b'b') && matches!(head[2], b'e' | b'E' | b'c')
        })
        && !RECORDER_LINE_BEFORE.is_match(&text.as_bytes()[line_start(text, date.start)..date.start])
}

/// A recording word earlier on a date's line.
static RECORDER_LINE_BEFORE: LazyLock<BytesRegex> =
    LazyLock::new(|| cue_regex(r"(?i)(?-u:\b)(?:received|filed|recorded|registration|recording|record)(?-u:\b)[^\n]{0,60}\z"));

/// Who signs a "witness my hand" that is not a party's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Officer {
    Notary,
    /// The clerk or recorder certifying the recording.
    Recorder,
}

/// A "witness my hand" or "certified under my hand" is an officer's when a certificate's words
/// precede it closely: the notary's, or the clerk's that records the instrument. When both
/// stand within reach (an acknowledgment and then the recorder's certificate), the nearer one
/// is the certificate the hand closes. A "seal of office" or "notarial seal" between the hand
/// and the date is an officer's even when the certificate is too long for its words to be in
/// reach (an old acknowledgment with the wife's separate examination), but not when an
/// acknowledgment follows (`acknowledged_below`): a public officer who is the instrument's own
/// signer (a public trustee's release, a sheriff's or tax collector's deed, a county's easement)
/// signs "Witness my hand and official seal" in the testimonium of what he executes, and the
/// certificate of that signing comes after it.
fn officer_of_hand(text: &str, cue_start: usize, date_cue_end: usize, acknowledged_below: bool) -> Option<Officer> {
    let from = text.floor_char_boundary(cue_start.saturating_sub(HAND_CONTEXT_REACH));
    let context = &text.as_bytes()[from..cue_start];
    let last_end = |pattern: &BytesRegex| pattern.find_iter(context).last().map(|found| found.end());
    match (last_end(&ACKNOWLEDGMENT_CONTEXT), last_end(&RECORDING_CONTEXT)) {
        (Some(notary), Some(recorder)) if recorder > notary => Some(Officer::Recorder),
        (Some(_), _) => Some(Officer::Notary),
        (None, Some(_)) => Some(Officer::Recorder),
        (None, None) if !acknowledged_below && OFFICIAL_SEAL.is_match(&text.as_bytes()[cue_start..date_cue_end.max(cue_start)]) => {
            Some(Officer::Notary)
        }
        (None, None) => None,
    }
}

/// Dates in a table (schedules of leases, an opinion's list of instruments) are the dates of
/// the listed instruments, never of this one.
fn in_table_cell(text: &str, date: &FoundDate) -> bool {
    let line_start = line_start(text, date.start);
    let line_end = text[date.end..].find('\n').map_or(text.len(), |at| date.end + at);
    let line = &text[line_start..line_end];
    line.contains("<td") || line.contains("</td>")
}

/// What a form field's label says its date is, the label being worth more than any wording near
/// it: "Date:", "Lease Date:", "Date of this Deed:", "Execution Date:" date this instrument;
/// "Effective Date:" is its effective date; "Filed for Registration:", "Recording Date:" the
/// recorder's stamp; "My commission expires:", "Date of Death:", "Prior Instrument Reference:"
/// and a federal lease's "Lease Effective Date (Anniversary Date):" (the BLM transfer forms
/// 3000-3 and 3000-3a, which name the lease they transfer) name dates of other things. Other labels ("Survey Date:", "Tract 1:") leave the date to the
/// words around it.
fn field_date_kind(key: &str) -> Option<(DateKind, &'static str)> {
    let has = |words: &[&str]| key.split(' ').any(|word| words.contains(&word));
    let kind = if has(&["commission", "expires", "expiration"]) {
        DateKind::Commission
    } else if has(&["death", "died", "birth", "born", "marriage"]) {
        DateKind::Event
    } else if has(&["prior", "previous", "original", "source", "anniversary"]) {
        DateKind::Recital
    } else if has(&["recorded", "recording", "record", "filed", "filing", "registration", "received"]) {
        DateKind::Recording
    } else if has(&["effective"]) {
        DateKind::Effective
    } else if key == "date"
        || key == "dated"
        || has(&["date"]) && (has(&["execution", "executed", "signed", "signing", "signature", "document"]) || has(THIS_INSTRUMENT))
    {
        DateKind::Execution
    } else {
        return None;
    };
    Some((kind, "form_field"))
}

/// "ASSIGNMENT OF OIL AND GAS LEASE ... Lease Date: May 4, 2011 / Lessor: ... / Recorded: ...",
/// "RELEASE OF MORTGAGE ... Mortgage Date: 06/02/1998": a field whose label names an instrument
/// ("Lease Date:", "Date of Mortgage:") dates this instrument only when this instrument is one:
/// when its title (the first caption line that names an instrument, a recorder's line aside) is
/// another (an assignment, a release, a ratification, a memorandum of the lease the field
/// dates), the field describes the instrument acted on, as the field tables of assignment,
/// release and satisfaction forms do. A title of a general name ("AGREEMENT", "CONVEYANCE"), or
/// none, leaves the label's word to date this instrument.
fn field_names_another_instrument(instrument: &Instrument, key: &str) -> bool {
    if key.split(' ').any(|word| word == "this") {
        return false;
    }
    let Some(named) = key.split(' ').find(|word| INSTRUMENT_NAMES.contains(word)) else { return false };
    let title = instrument.sections(SegmentKind::Caption).flat_map(|(_, words)| words.lines()).find_map(|line| {
        let line = line.to_ascii_lowercase();
        if line.contains("record") {
            return None;
        }
        line.split(|c: char| !c.is_ascii_alphabetic())
            .find(|word| INSTRUMENT_NAMES.contains(word) || GENERAL_TITLES.contains(word))
            .map(str::to_string)
    });
    title.is_some_and(|title| INSTRUMENT_NAMES.contains(&title.as_str()) && title != named)
}

/// The names an instrument's title or a field's label gives a particular instrument.
const INSTRUMENT_NAMES: [&str; 15] = [
    "lease",
    "deed",
    "mortgage",
    "assignment",
    "release",
    "ratification",
    "memorandum",
    "amendment",
    "extension",
    "satisfaction",
    "affidavit",
    "easement",
    "patent",
    "order",
    "decree",
];

/// Titles of a general name, which say nothing of what a field's instrument word dates.
const GENERAL_TITLES: [&str; 5] = ["agreement", "conveyance", "instrument", "contract", "document"];

/// "Ann Lee ______ Date: 3/14/2016", "By: Sam Ray, President   Date signed: June 5, 2008",
/// "________ Date Executed: 11/20/2003": the date column of a signature line, a label in the
/// middle of its line that the form fields (which open a line or a cell) do not hold. Read as a
/// field's label is ([`field_date_kind`]): "Date" alone, or after a name, is the signer's date;
/// a word before it that names another date ("Recording Date:", "Expiration Date:") keeps its
/// meaning.
fn label_on_the_line(text: &str, date: &FoundDate) -> Option<(DateKind, &'static str)> {
    static INLINE_LABEL: LazyLock<Regex> = LazyLock::new(|| {
        crate::l0::ascii_pattern(r"\S[\s_]+(?:([a-z]+)\s+)?(date(?:\s+(?:signed|executed|of\s+(?:signature|execution)))?|dated)\s*:\s*$")
    });
    let line_before = &text[line_start(text, date.start)..date.start];
    if !line_before.contains(':') {
        return None;
    }
    let caps = INLINE_LABEL.captures(line_before)?;
    let word = caps.get(1).map(|word| word.as_str().to_ascii_lowercase());
    // "Loan No. 448812   Dated: 06/22/2009": a "Dated" label after a reference number dates
    // the instrument the heading line opens; after a word ("Deed of Trust Dated:") it dates the
    // instrument that word names, which the words around it tell.
    if let Some(label) = caps.get(2).filter(|label| label.as_str().eq_ignore_ascii_case("dated")) {
        let after_a_word = line_before[..label.start()].trim_end().ends_with(|c: char| c.is_ascii_alphabetic());
        return (!after_a_word).then_some((DateKind::Execution, "dated_label_on_the_line"));
    }
    if let Some((kind, _)) = word.as_ref().and_then(|word| field_date_kind(&format!("{word} date"))) {
        return Some((kind, "signature_line_label"));
    }
    // "Date", "Date signed", "Date of Signature" after a signature's blank or a signer's name is
    // the signer's date; after a word that names another date ("Drawing Date:", "Closing Date:")
    // it is that date.
    // Normalisation keeps one "_" of a blank's run.
    let signed = line_before.contains('_') || line_before.contains("/s/");
    if word.is_some_and(|word| OTHER_DATE_WORDS.contains(&word.as_str())) || !(signed || caps.get(1).is_some()) {
        return None;
    }
    let (kind, _) = field_date_kind("date")?;
    Some((kind, "signature_line_label"))
}

/// Words before "Date:" that name a date other than a signer's: a plat's or a survey's, a
/// payment's, a sale's, a closing's; and the county officer whose transfer or recording stamp
/// carries the field ("Noble County Auditor   Date: 05/07/2009", "County Treasurer   Date:"):
/// the stamp's date is the office's, never a signer's.
const OTHER_DATE_WORDS: [&str; 23] = [
    "auditor",
    "treasurer",
    "recorder",
    "clerk",
    "register",
    "registrar",
    "assessor",
    "drawing",
    "survey",
    "plat",
    "map",
    "print",
    "revision",
    "revised",
    "issue",
    "maturity",
    "due",
    "payment",
    "closing",
    "sale",
    "approval",
    "completion",
    "inspection",
];

/// "... the following Oil and Gas Lease:\nLessor: A\nLessee: B\nDated: June 14, 1971\nRecorded:
/// June 30, 1971": the "Dated" and "Recorded" lines of a box that describes a recited lease or
/// mortgage date that instrument, also when a field's value runs over to a line of its own or the
/// introduction defines a term before its colon ("described below (the \"Lease\"):").
fn in_recited_instrument_box(text: &str, date: &FoundDate) -> bool {
    static DATE_LABEL: LazyLock<Regex> = LazyLock::new(|| {
        crate::l0::ascii_pattern(
            r"^\W*(?:dated|date(?:\s+of\s+(?:lease|mortgage))?|recorded|filed(?:\s+for\s+record)?|recording\s+date)\s*:?\s*$",
        )
    });
    static BOX_LINE: LazyLock<Regex> = LazyLock::new(|| {
        crate::l0::ascii_pattern(
            r"^\s*(?:lessors?|lessees?|mortgagors?|mortgagees?|dated|date|recorded|recording|book|reception(?:\s+no\.?)?|instrument(?:\s+no\.?)?)\b[^:\n]{0,20}:",
        )
    });
    static RECITAL_INTRODUCTION: LazyLock<Regex> = LazyLock::new(|| {
        crate::l0::ascii_pattern(
            r"\b(?:lease|mortgage|deed\s+of\s+trust|instrument)s?\s*(?:described\s+(?:below|as\s+follows))?\s*(?:\([^()\n]{1,40}\))?\s*:\s*$",
        )
    });
    let line_start = line_start(text, date.start);
    if !DATE_LABEL.is_match(&text[line_start..date.start]) {
        return false;
    }
    if box_records_a_recited_instrument(text, line_start) {
        return true;
    }
    let mut lines = text[..line_start].lines().rev().filter(|line| !line.trim().is_empty());
    let mut box_lines = 0;
    let mut run_over = 0;
    for line in lines.by_ref() {
        if BOX_LINE.is_match(line) {
            // A field whose value ends its sentence runs over to no line: the lines after it
            // are the body's.
            if run_over > 0 && line.trim_end().ends_with(['.', ';']) {
                return false;
            }
            box_lines += 1;
            run_over = 0;
            continue;
        }
        // A field's value that runs over to a line or two of its own ("Lessor: Ada Roe,\nher
        // son") is still the box: the introduction ends in a colon, a run-over line holds none,
        // and a line that ends its sentence is the body's.
        if run_over < MAX_RUN_OVER_LINES && !line.contains(':') && !line.trim_end().ends_with(['.', ';']) {
            run_over += 1;
            continue;
        }
        return box_lines > 0 && run_over == 0 && RECITAL_INTRODUCTION.is_match(line);
    }
    false
}

/// The most lines one field of a recited instrument's box runs over to.
const MAX_RUN_OVER_LINES: usize = 2;

/// "...hereinafter \"Assignee\", its entire interest in this oil and gas lease ... insofar as it
/// covers the lands described:\nLessor: Ada Roe\nLessee: Mesa Oil Co.\nDate: May 18, 2011\nRecorded:
/// Book 40, Page 2": a box of fields that names the parties of a lease or mortgage and where it
/// is recorded describes an instrument already of record, so its "Date" line dates that
/// instrument, whatever the sentence before the box ends with. This instrument's own fields never
/// give its recording: the recorder adds it after signing. The box is the run of field lines
/// around the date's line, unbroken by a line of another kind.
fn box_records_a_recited_instrument(text: &str, date_line_start: usize) -> bool {
    static FIELD_LINE: LazyLock<Regex> = LazyLock::new(|| crate::l0::ascii_pattern(r"^\s*[a-z][a-z .'()/#]{0,30}:"));
    static RECITED_PARTY: LazyLock<Regex> =
        LazyLock::new(|| crate::l0::ascii_pattern(r"^\s*(?:lessors?|lessees?|mortgagors?|mortgagees?)\s*:"));
    static RECORDING: LazyLock<Regex> = LazyLock::new(|| crate::l0::ascii_pattern(r"^\s*(?:recorded|recording)\b[^:\n]{0,20}:"));
    let date_line_end = text[date_line_start..].find('\n').map_or(text.len(), |end| date_line_start + end);
    let before = text[..date_line_start].lines().rev().take_while(|line| FIELD_LINE.is_match(line));
    let after = text[date_line_end..].lines().skip(1).take_while(|line| FIELD_LINE.is_match(line));
    let (mut names_parties, mut gives_recording) = (false, false);
    for line in before.chain(after) {
        names_parties |= RECITED_PARTY.is_match(line);
        gives_recording |= RECORDING.is_match(line);
    }
    names_parties && gives_recording
}

/// "I, Vada Steen, Court Clerk, hereby certify that the foregoing is a true and correct copy of
/// the original Decree now on file in my office.\nDated Nov 18, 1955": a "Dated" that closes a
/// clerk's or recorder's certificate dates the certificate, never the instrument: the copy's
/// certification (probate decrees, orders and wills are recorded as certified copies), else the
/// recording the certificate tells of.
fn clerks_certificate(window: &[u8]) -> Option<(DateKind, &'static str)> {
    static COPY: LazyLock<BytesRegex> = LazyLock::new(|| {
        cue_regex(r"(?i)(?-u:\b)(?:true|correct|exact|complete|full)\s+(?:and\s+(?:correct|complete|exact|true)\s+)?cop(?:y|ies)(?-u:\b)")
    });
    if !RECORDING_CONTEXT.is_match(window) {
        return None;
    }
    Some(if COPY.is_match(window) { (DateKind::Other, "certified_copy") } else { (DateKind::Recording, "recorder_certificate") })
}

/// Where the line holding `at` begins.
fn line_start(text: &str, at: usize) -> usize {
    text[..at].rfind('\n').map_or(0, |newline| newline + 1)
}

/// "Signed: Ann Lee   May 3, 1958", "/s/ Ann Lee   5/3/1958", "By: Ann Lee, President   May 3,
/// 1958", and the rows under a "Name ... Date signed" heading: the date column of the signers'
/// lines, with no label of its own on the line (the column's label, when there is one, heads the
/// block). Each signer wrote the day he signed, and the last of them executes the instrument
/// ([`super::signatures::last_signature_executes`]), as a "Date signed:" on each line does. The
/// date ends its line after a signer's name; the line opens with a signing mark ("Signed:",
/// "By:", "/s/") or carries one, or stands in the block under a heading that names the signers'
/// dates. A certificate's or a recorder's lines are left to their sections.
fn in_signers_date_column(text: &str, date: &FoundDate) -> bool {
    static SIGNING_MARK: LazyLock<Regex> = LazyLock::new(|| crate::l0::ascii_pattern(r"^\W{0,4}(?:signed\s*:|by\s*:|/?s/)|\s/s/"));
    static COLUMN_HEADING: LazyLock<Regex> =
        LazyLock::new(|| crate::l0::ascii_pattern(r"\b(?:date\s+signed|signature\s+date|date\s+of\s+signature)\W*$"));
    let line_start = line_start(text, date.start);
    let line_end = text[date.end..].find('\n').map_or(text.len(), |at| date.end + at);
    let line_before = &text[line_start..date.start];
    if !DATE_LINE.is_match(&text[date.end..line_end]) || !line_before.bytes().any(|b| b.is_ascii_alphabetic()) {
        return false;
    }
    if SIGNING_MARK.is_match(line_before) {
        return true;
    }
    // The heading over a block of signers' rows: the lines above, up to a blank line.
    text[..line_start]
        .lines()
        .rev()
        .take(SIGNERS_COLUMN_ROWS)
        .take_while(|line| !line.trim().is_empty())
        .any(|line| COLUMN_HEADING.is_match(line.trim_end()))
}

/// How many signers' rows above a date its column's heading may stand.
const SIGNERS_COLUMN_ROWS: usize = 8;

/// "Tulsa, Oklahoma, May 3, 1951", "MINERAL DEED -- Kiowa County, Colorado -- June 2, 1960": the
/// place-and-date line a letter-style instrument opens with (releases and royalty deeds drawn
/// by an oil company's land office, instruments whose premises or testimonium adopt "the date
/// first above written" or "the date written in its caption"). It is the instrument's own date:
/// a date written by month name that ends its line, after a place (words and commas, no
/// figures: a recorder's stamp carries its numbers) and a separator, in the heading before
/// the premises, the grant or any closing part begins. A line with a cue word was read above.
fn place_and_date_heading(instrument: &Instrument, date: &FoundDate) -> bool {
    static PLACE_BEFORE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"^[^\d\n]*\p{L}[^\d\n]*(?:,|--|\x{2014}|\x{2013})\s*$").expect("place pattern compiles"));
    let text = instrument.text.as_str();
    if matches!(date.form, "numeric" | "iso") {
        return false;
    }
    let line_end = text[date.end..].find('\n').map_or(text.len(), |at| date.end + at);
    let in_heading = instrument
        .segments
        .iter()
        .filter(|segment| segment.start <= date.start)
        .all(|segment| matches!(segment.kind, SegmentKind::Caption | SegmentKind::Body));
    in_heading && DATE_LINE.is_match(&text[date.end..line_end]) && PLACE_BEFORE.is_match(&text[line_start(text, date.start)..date.start])
}

/// "Carl Brandt\nJune 14, 1961\n\nSTATE OF KANSAS ) ss.\nBefore me, ...": a date alone on its
/// line under the signatures, with the officer's certificate opening right after it, is the
/// signers' date line: the certificate that follows is the acknowledgment of what they signed.
fn certificate_follows(instrument: &Instrument, date: &FoundDate) -> bool {
    instrument
        .segments
        .iter()
        .find(|segment| segment.start >= date.end)
        .is_some_and(|segment| segment.kind == SegmentKind::Acknowledgment && segment.start - date.end <= CERTIFICATE_GAP)
}

/// The most text between a signers' date line and the certificate under it: a venue of a few
/// lines ("STATE OF KANSAS )\nCOUNTY OF ELLIS ) ss.").
const CERTIFICATE_GAP: usize = 160;

/// "8/14/2009 8/21/2009\n(Date) (Effective Date of Grant)", "June 14, 1961\nCarl Brandt Date":
/// the label a form prints under the blank its date fills (federal grant and transfer forms,
/// signature blocks with a date column). The text's spaces are collapsed, so columns are read by
/// order: a line of bracketed labels gives the date its label by its place among the line's
/// dates (the last label to a date that ends its line, when they do not pair off); a line under
/// a date that ends its line gives its last word when that is "Date". Returned lower case, as
/// [`field_date_kind`] reads keys.
fn label_below(text: &str, date: &FoundDate, next_start: usize) -> Option<String> {
    let line_end = date.end + text[date.end..].find('\n')?;
    let below_start = line_end + 1;
    let below_end = text[below_start..].find('\n').map_or(text.len(), |at| below_start + at);
    let below = text[below_start..below_end].trim();
    let ends_line = next_start >= line_end && text[date.end..line_end].bytes().all(|b| !b.is_ascii_alphanumeric());
    let label = if let Some(labels) = bracketed_labels(below) {
        let line_start = line_start(text, date.start);
        let before = super::forms::find_dates(&text[line_start..date.start]).len();
        let after = super::forms::find_dates(&text[date.end..line_end]).len();
        if before + 1 + after == labels.len() {
            labels[before]
        } else if ends_line {
            *labels.last()?
        } else {
            return None;
        }
    } else if ends_line {
        let last = below.rsplit(' ').next()?;
        if !last.trim_end_matches(':').eq_ignore_ascii_case("date") {
            return None;
        }
        "date"
    } else {
        return None;
    };
    let key = label.to_ascii_lowercase();
    let is_label = key.len() <= MAX_LABEL_BYTES && key.bytes().all(|b| b.is_ascii_alphabetic() || b == b' ');
    (is_label && key.split(' ').any(|word| word == "date")).then_some(key)
}

/// The longest label under a date: "Effective Date of Grant", "Date of Execution".
const MAX_LABEL_BYTES: usize = 40;

/// The labels of a line made only of bracketed labels ("(Date) (Effective Date of Grant)"),
/// their brackets and outer spaces trimmed; `None` for any other line.
fn bracketed_labels(line: &str) -> Option<Vec<&str>> {
    let mut labels = Vec::new();
    let mut rest = line;
    while !rest.is_empty() {
        let inner = rest.strip_prefix('(')?;
        let close = inner.find(')')?;
        labels.push(inner[..close].trim());
        rest = inner[close + 1..].trim_start();
    }
    (!labels.is_empty()).then_some(labels)
}

/// A date that fills its line (a letter's or an opinion's date line).
fn stands_alone(text: &str, date: &FoundDate) -> bool {
    let line_start = line_start(text, date.start);
    let line_end = text[date.end..].find('\n').map_or(text.len(), |at| date.end + at);
    DATE_LINE.is_match(&text[line_start..date.start]) && DATE_LINE.is_match(&text[date.end..line_end])
}

#[cfg(test)]
mod tests {
    use super::super::extract;
    use super::super::test_support::{dates, governing, one};
    use crate::pipeline::Instrument;
    use crate::vocab::DateKind;

    /// A date restated in brackets right after another ("the 4th day of March, 1931 (4.3.1931)",
    /// "May 3, 1950 (5/3/1950)") stands inside the first date's label: the second date's cue window
    /// is empty, never a slice that ends before it begins.
    #[test]
    fn a_date_restated_in_brackets_after_a_date_is_read_without_a_window_before_it() {
        for restated in ["(5/3/1950)", "(3.5.1950)", "(May 3, 1950)"] {
            let text = format!(
                "QUIT CLAIM DEED\nTHIS DEED, made the 3rd day of May, 1950 {restated}, between ANNA K. VOSS, Grantor, and \
PETER L. VOSS, Grantee, witnesseth that the Grantor does hereby quit claim unto the Grantee the land below.\n"
            );
            let found = dates(&text);
            assert!(found.iter().any(|(date, _)| date.as_deref() == Some("1950-05-03")), "{restated}: {found:?}");
        }
    }

    #[test]
    fn the_dated_line_of_a_recited_lease_box_is_a_recital() {
        let release = "RELEASE OF OIL AND GAS LEASE\nKNOW ALL MEN BY THESE PRESENTS that BIG HORN OIL COMPANY, being the owner of the \
lessee's interest in and under the following Oil and Gas Lease:\nLessor: Amos J. Larkin\nLessee: Trinidad Exploration Corp.\n\
Dated: March 2, 1969\nRecorded: March 9, 1969, Book 600, Page 41\ndoes hereby release and surrender said lease.\n\
IN WITNESS WHEREOF, this release is executed this 10th day of September, 1981.\n";
        assert_eq!(
            dates(release),
            vec![
                (Some("1969-03-02".to_string()), DateKind::Recital),
                (Some("1969-03-09".to_string()), DateKind::Recital),
                (Some("1981-09-10".to_string()), DateKind::Execution)
            ]
        );
        let mortgage = "SATISFACTION OF MORTGAGE\nThe undersigned holder of the mortgage described below:\nMortgagor: Lena Ruiz\n\
Date of Mortgage: May 1, 1975\nhereby acknowledges full payment.\nDated: June 3, 1980\n";
        assert_eq!(
            dates(mortgage),
            vec![(Some("1975-05-01".to_string()), DateKind::Recital), (Some("1980-06-03".to_string()), DateKind::Execution)]
        );
        let own_box = "MEMORANDUM OF OIL AND GAS LEASE\nLessor: Amos J. Larkin\nLessee: Trinidad Exploration Corp.\nDated: March 2, 1969\n";
        assert_eq!(dates(own_box), one("1969-03-02", DateKind::Execution));
    }

    #[test]
    fn a_recited_box_whose_fields_run_over_lines_or_whose_introduction_defines_a_term() {
        use super::super::test_support::governing;
        for recited in [
            "the Oil and Gas Lease described below (the \"Lease\"):\n   Lessor:   Ada Roe, a widow, and Carl Roe,\n             her son\n   \
Lessee:   Mesa Oil Co.\n   Dated:    June 3, 1971\n   Recorded: Book 40, Page 2",
            "the mortgage described as follows (herein the Mortgage):\n  Mortgagor: Ada Roe\n  Mortgagee: First State Bank of Ness City,\n             a banking corporation\n  Dated: 6/3/1971",
            "the following lease:\n    Lessor:  The Board of Education of\n             School District No. 9\n    Lessee:  Ace Oil Co.\n    \
Date of Lease:  June 3, 1971",
        ] {
            let text = format!(
                "RELEASE\nThe undersigned, owner and holder of {recited}\nreleases the same.\nExecuted this 4th day of March, 1988.\n"
            );
            assert_eq!(governing(&text).as_deref(), Some("1988-03-04"), "{recited:?}");
        }
        // The release's own "Dated:" line after the box and a sentence of the body is its own.
        let own = "RELEASE\nThe undersigned owns the following lease:\nLessor: Ada Roe\nLessee: Mesa Oil Co.\nDated: June 3, 1971\n\
Recorded: Book 40, Page 2.\nThe undersigned releases the said lease\nand all rights under it\nDated: March 4, 1988\n";
        assert_eq!(governing(own).as_deref(), Some("1988-03-04"));
    }

    #[test]
    fn a_box_naming_a_recorded_leases_parties_dates_that_lease_whatever_introduces_it() {
        use super::super::test_support::governing;
        let box_lines =
            "Lessor:    Ada Roe, a widow\nLessee:    Mesa Oil Co.\nDate:      May 18, 2011\nRecorded:  Book 40, Page 2, Logan County\n";
        for (signing, expected) in [
            ("Executed this 29th day of June, 2011.\n", Some("2011-06-29")),
            // The testimonium's date left blank: the notary's certificate still dates the assignment.
            (
                "Executed this ____ day of __________, 20__.\nBy: Carl Roe, Manager\nSTATE OF KANSAS\nCOUNTY OF LOGAN\n\
On this 30th day of June, 2011, before me appeared Carl Roe, who acknowledged that he signed this assignment.\n",
                Some("2011-06-30"),
            ),
        ] {
            for introduction in ["in the oil and gas lease covering the lands described:\n", "in the lease, which has ended.\n\n"] {
                let text = format!(
                    "ASSIGNMENT OF OIL AND GAS LEASE\nMesa Oil Co. assigns to Ute Gas Co. its whole interest {introduction}{box_lines}\n{signing}"
                );
                assert_eq!(governing(&text).as_deref(), expected, "{introduction:?} {signing:?}");
            }
        }
        // Without a recording line the fields may be this instrument's own heading.
        let own = "MEMORANDUM OF OIL AND GAS LEASE\nLessor: Ada Roe\nLessee: Mesa Oil Co.\nDate: May 18, 2011\nTerm: five years\n";
        assert_eq!(governing(own).as_deref(), Some("2011-05-18"));
    }

    #[test]
    fn a_certificate_opening_after_the_signing_sentence_leaves_its_date_alone() {
        let text = "do hereby grant unto TEXAS EASTERN TRANSMISSION CORP. a right of way.\nWitness our hands this 3rd day of May, 1949.\n\
Before me, J. T. Moss, a Justice of the Peace, personally appeared Homer J. Riggs on the 5th day of May, 1949.\n";
        assert_eq!(
            dates(text),
            vec![(Some("1949-05-03".to_string()), DateKind::Execution), (Some("1949-05-05".to_string()), DateKind::Acknowledgment)]
        );
        assert_eq!(
            dates("STATE OF TEXAS\nOn March 3, 1952,\nbefore me, the undersigned, personally appeared JOHN DOE.\n"),
            one("1952-03-03", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn form_date_lines_and_louisiana_acts_are_execution_dates() {
        assert_eq!(dates("SPECIAL WARRANTY DEED\nDate: August 30, 2019\nGrantor: ROY KEEL\n"), one("2019-08-30", DateKind::Execution));
        assert_eq!(dates("ASSIGNMENT\nExecution Date: March 2, 2015\nAssignor: PECOS CREEK LP\n"), one("2015-03-02", DateKind::Execution));
        assert_eq!(
            dates(
                "unto the said vendee the land above described.\nTHUS DONE AND PASSED in my office at Mansfield, on this 2nd day of June, 1952.\n"
            ),
            one("1952-06-02", DateKind::Execution)
        );
        assert_eq!(
            dates(
                "and are sent into possession of the land.\nJUDGMENT READ, RENDERED AND SIGNED at Crowley, this 18th day of August, 1961.\n"
            ),
            one("1961-08-18", DateKind::Execution)
        );
        assert_eq!(
            dates(
                "IN THE MATTER OF THE ESTATE OF OTTO KRUSE, DECEASED\nNow on this 5th day of May, 1949, the final account came on for hearing.\n"
            ),
            one("1949-05-05", DateKind::Execution)
        );
    }

    #[test]
    fn the_opening_execution_date_governs_over_a_later_acknowledgment() {
        let text = "WARRANTY DEED\nTHIS DEED, made and entered into this 12th day of November, 1937, by and between HARVEY COLE and \
EDITH KNOX, WITNESSETH: that the grantor does hereby grant and convey unto the grantee the NE/4 of Section 12.\n\
STATE OF OKLAHOMA, COUNTY OF CADDO: Before me, a Notary Public, on this 19th day of November, 1937, personally appeared Harvey Cole.\n";
        let found = extract(&Instrument::from_raw(text));
        let kinds: Vec<_> = found.dates.iter().map(|d| (d.date.clone(), d.kind)).collect();
        assert_eq!(
            kinds,
            vec![(Some("1937-11-12".to_string()), DateKind::Execution), (Some("1937-11-19".to_string()), DateKind::Acknowledgment)]
        );
    }

    #[test]
    fn effective_date_phrases() {
        assert_eq!(
            dates("This Assignment shall be effective as of 7:00 a.m. Central Time on January 1, 2004.\n"),
            one("2004-01-01", DateKind::Effective)
        );
        assert_eq!(
            dates("entered into as of May 5, 2019 but effective 12:01 a.m. on February 1, 2019\n"),
            vec![(Some("2019-05-05".to_string()), DateKind::Execution), (Some("2019-02-01".to_string()), DateKind::Effective)]
        );
    }

    #[test]
    fn effective_dates_in_a_paragraph_of_their_own() {
        use super::super::test_support::governing;
        let late = "ASSIGNMENT\nAssignor does hereby assign to Assignee one-half of its interest in the leases.\n\
Assignee assumes the obligations of the lessee under said leases from and after the effective date of this Assignment, which \
effective date shall be 7:00 A.M. on October 1, 1979.\nEXECUTED this 24th day of October, 1979.\n";
        assert_eq!(governing(late).as_deref(), Some("1979-10-01"));
        let takes = "PARTIAL ASSIGNMENT\nFor value received, Assignor assigns to Assignee the lease described below.\n\
This assignment takes effect as of January 1, 1988, regardless of the date it is signed.\nDated this 9th day of March, 1988.\n";
        assert_eq!(governing(takes).as_deref(), Some("1988-01-01"));
        let with_effect = "ASSIGNMENT OF OVERRIDING ROYALTY\nAssignor assigns to Assignee an overriding royalty of 1/32, with effect \
from July 1, 2010.\nDated August 2, 2010.\n";
        assert_eq!(governing(with_effect).as_deref(), Some("2010-07-01"));
        let field = "ASSIGNMENT AND BILL OF SALE\nEffective Date: January 1, 2012\nAssignor: Gamma Resources LLC\n\
Assignee: Omega Partners LP\nAssignor assigns to Assignee the Leases.\nDated: February 14, 2012\n";
        assert_eq!(governing(field).as_deref(), Some("2012-01-01"));
        // An effective phrase that names its date by an event leaves the next date to its own words.
        let upon = "EASEMENT\nThis easement shall take effect upon its recording. Grantor does hereby grant unto Grantee an easement.\n\
Signed this 2nd day of May, 2001.\n";
        assert_eq!(governing(upon).as_deref(), Some("2001-05-02"));
    }

    #[test]
    fn a_date_named_the_effective_date_by_the_words_after_it() {
        use super::super::test_support::governing;
        let term = "ROYALTY DEED\nGrantor does hereby grant and convey unto Grantee one-half of the royalty in the land below. The \
interest conveyed shall continue for a term of fifteen (15) years from October 1, 1974, which date the parties fix as the effective \
date of this deed, and as long thereafter as oil or gas is produced.\nAcknowledged before me this 23rd day of September, 1974.\n";
        assert_eq!(governing(term).as_deref(), Some("1974-10-01"));
        let lease = "SURFACE LEASE\nLessor does hereby lease to Lessee the land below for a term commencing on March 1, 1980, which \
shall be the effective date hereof.\nDated February 10, 1980.\n";
        assert_eq!(governing(lease).as_deref(), Some("1980-03-01"));
        let being = "ASSIGNMENT\nAssignor does hereby assign to Assignee the leases below from and after June 1, 1965, being the \
effective date of this assignment.\nEXECUTED this 20th day of June, 1965.\n";
        assert_eq!(governing(being).as_deref(), Some("1965-06-01"));
        let bracketed = "MINERAL DEED\nGrantor does hereby grant unto Grantee the minerals below as of May 1, 1977 (which is the \
effective date of this conveyance).\nSigned this 9th day of May, 1977.\n";
        assert_eq!(governing(bracketed).as_deref(), Some("1977-05-01"));
        // A date the words after it name another instrument's effective date keeps its kind.
        let other = "ASSIGNMENT\nAssignor assigns the lease dated June 1, 1965, being the effective date of said lease.\n\
EXECUTED this 20th day of June, 1975.\n";
        assert_eq!(governing(other).as_deref(), Some("1975-06-20"));
    }

    #[test]
    fn an_effective_hour_before_the_date_is_no_event() {
        use super::super::test_support::governing;
        // Assignments and mineral deeds give the hour the conveyance takes effect before its day:
        // the clock time names no event, the date after it is the effective date.
        let assignment = "ASSIGNMENT OF OIL AND GAS LEASE\nAssignor does hereby assign to Assignee all of its interest in the lease \
below, effective as of 7:00 o'clock A.M. on the first day of April, 1981.\nSTATE OF TEXAS, COUNTY OF WARD\n\
This instrument was acknowledged before me on the 20th day of April, 1981, by Ann Lee.\n";
        assert_eq!(governing(assignment).as_deref(), Some("1981-04-01"));
        let mineral = "MINERAL DEED\nGrantor does hereby grant and convey unto Grantee an undivided one-half interest in the oil, gas \
and other minerals, this conveyance to be effective at seven o'clock a.m., local time, June 1, 1995.\n\
Acknowledged before me June 12, 1995.\n";
        assert_eq!(governing(mineral).as_deref(), Some("1995-06-01"));
        let hour = "ASSIGNMENT\nAssignor assigns to Assignee the leases described in Exhibit A, effective 7:00 a.m. Central Time, \
March 1, 2004.\nEXECUTED this 22nd day of March, 2004.\n";
        assert_eq!(governing(hour).as_deref(), Some("2004-03-01"));
        let noon = "CONVEYANCE OF OVERRIDING ROYALTY\nThis conveyance shall be effective as of 12:01 A. M., the 1st day of \
October, 1966.\nWITNESS our hands this 14th day of October, 1966.\n";
        assert_eq!(governing(noon).as_deref(), Some("1966-10-01"));
    }

    #[test]
    fn a_correction_taking_effect_as_of_the_former_deed_takes_its_date() {
        use super::super::test_support::governing;
        let correction = "CORRECTION WARRANTY DEED\nWHEREAS, on June 3, 1961, the grantors executed a deed to the grantee, recorded in \
Book 40 at Page 12, which described the land in error;\nNOW THEREFORE the grantors do hereby grant and warrant to the grantee the \
land correctly described below. This deed is intended to take effect as of the date of said former deed.\n\
Dated this 7th day of November, 1963.\n";
        assert_eq!(governing(correction).as_deref(), Some("1961-06-03"));
    }

    #[test]
    fn a_notarys_dated_line_dates_the_certificate() {
        let text = "STATE OF WASHINGTON\nI certify that Ann Lee appeared before me and acknowledged that she signed this instrument.\n\
Dated: April 18, 1997\n";
        let kinds: Vec<DateKind> = dates(text).into_iter().map(|(_, kind)| kind).collect();
        assert_ne!(kinds, vec![DateKind::Execution]);
    }

    #[test]
    fn lease_made_and_entered_into() {
        assert_eq!(
            dates("This lease made and entered into this 8th day of January, 1957, by and between\n"),
            one("1957-01-08", DateKind::Execution)
        );
        // "and" run into "entered" by OCR, under a printed form's sub-caption.
        let lease = "OIL AND GAS LEASE\n(Producers 88 Revised Form)\n\nAGREEMENT made andentered into on the 17th day of August, 1981, by \
and between Ada Roe, Lessor, and Delta Oil Co., Lessee.\nBefore me on this 24th day of August, 1981, appeared Ada Roe.\n";
        assert_eq!(governing(lease).as_deref(), Some("1981-08-17"));
    }

    #[test]
    fn patent_given_under_my_hand_and_statute() {
        assert_eq!(
            dates(
                "under the Act of Congress approved May 20, 1862.\nGiven under my hand at the City of Washington the fourth day of May, in the year of our Lord one thousand nine hundred and eight.\n"
            ),
            vec![(Some("1862-05-20".to_string()), DateKind::Other), (Some("1908-05-04".to_string()), DateKind::Execution)]
        );
    }

    #[test]
    fn jurat_and_commission() {
        assert_eq!(
            dates("Subscribed and sworn to before me this 11th day of July, 1966.\nMy commission expires June 1, 1967.\n"),
            vec![(Some("1966-07-11".to_string()), DateKind::Acknowledgment), (Some("1967-06-01".to_string()), DateKind::Commission)]
        );
    }

    #[test]
    fn notary_witness_hand_is_acknowledgment() {
        assert_eq!(
            dates("personally appeared Amos Whitlock, known to me.\nWITNESS my hand and notarial seal this 5th day of May, 1947.\n"),
            one("1947-05-05", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn date_before_before_me_is_acknowledgment() {
        assert_eq!(dates("On April 21, 2011, before me, the undersigned, a Notary Public\n"), one("2011-04-21", DateKind::Acknowledgment));
    }

    #[test]
    fn recitals_of_earlier_instruments() {
        assert_eq!(
            dates("being the same land described in deed dated May 1, 1920, recorded in Volume 12, Page 3 of the Deed Records\n"),
            one("1920-05-01", DateKind::Recital)
        );
        assert_eq!(
            dates("that certain oil and gas lease dated effective as of June 2, 1981 from Hollis Pratt\n"),
            one("1981-06-02", DateKind::Recital)
        );
        assert_eq!(
            dates("conveyed to grantors by Deed dated 03/15/1990 and recorded 03/16/1990 in Book 88\n"),
            vec![(Some("1990-03-15".to_string()), DateKind::Recital), (Some("1990-03-16".to_string()), DateKind::Recital)]
        );
    }

    #[test]
    fn life_events() {
        assert_eq!(
            dates("Clara Voss departed this life on the 2nd day of February, 1944, and Ed Voss and Clara were married on June 9, 1901.\n"),
            vec![(Some("1944-02-02".to_string()), DateKind::Event), (Some("1901-06-09".to_string()), DateKind::Event)]
        );
        assert_eq!(dates("Herman Kolb died intestate on March 23rd, 1938, leaving\n"), one("1938-03-23", DateKind::Event));
    }

    #[test]
    fn recording_stamp_forms() {
        assert_eq!(
            dates("Filed for record the 10th day of March, 1952 at 2 o'clock P.M.\nRecorded March 12, 1952\n"),
            vec![(Some("1952-03-10".to_string()), DateKind::Recording), (Some("1952-03-12".to_string()), DateKind::Recording)]
        );
        assert_eq!(dates("Received for record on July 9, 1931 at 3 P.M.\n"), one("1931-07-09", DateKind::Recording));
        // A stamp's wide-set day that the scan split in two: the only reading before a year.
        assert_eq!(dates("RECEIVED FOR RECORD\nMAR 2 6 1984\n"), one("1984-03-26", DateKind::Recording));
        assert_eq!(dates("Filed for record Nov 1 9 1962 at 9:40 AM\n"), one("1962-11-19", DateKind::Recording));
        assert_eq!(dates("Filed for record Nov 9 1962\n"), one("1962-11-09", DateKind::Recording));
    }

    #[test]
    fn section_decides_when_no_words_do() {
        assert_eq!(
            dates(
                "THE STATE OF TEXAS\nBefore me, the undersigned authority, on this day personally appeared Joe Hart.\nThe county clerk wrote 4/2/1950 here.\n"
            ),
            one("1950-04-02", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn date_line_of_an_opinion() {
        assert_eq!(dates("SUPPLEMENTAL TITLE OPINION\nJune 3, 2021\nRe: Tract 4\n"), one("2021-06-03", DateKind::Execution));
    }

    #[test]
    fn lease_term_dates_are_other() {
        assert_eq!(
            dates("this lease shall remain in force until May 1, 1960 and as long thereafter\n"),
            one("1960-05-01", DateKind::Other)
        );
    }

    #[test]
    fn dated_at_line_start_is_execution_unless_recorded_after() {
        assert_eq!(dates("Dated March 4, 1961\n"), one("1961-03-04", DateKind::Execution));
        assert_eq!(
            dates("out conveyance from Lyle Brand to Ada Fenn,\ndated July 2, 1999, and recorded in Book 201, at page 77.\n"),
            one("1999-07-02", DateKind::Recital)
        );
    }

    #[test]
    fn dates_in_a_table_are_recitals() {
        assert_eq!(
            dates("<tr><td>Deed</td><td>May 3, 1999, but effective January 1, 1999</td></tr>\n"),
            vec![(Some("1999-05-03".to_string()), DateKind::Recital), (Some("1999-01-01".to_string()), DateKind::Recital)]
        );
    }

    #[test]
    fn indenture_made_the() {
        assert_eq!(dates("THIS INDENTURE MADE the 2nd day of April, 2009, BETWEEN\n"), one("2009-04-02", DateKind::Execution));
    }

    #[test]
    fn witness_the_hand_of_a_named_signer_is_execution() {
        assert_eq!(
            dates("TO HAVE AND TO HOLD unto Grantee forever.\nWITNESS the hand of Grantor this 7/14/1988.\n"),
            one("1988-07-14", DateKind::Execution)
        );
        assert_eq!(
            dates("all rights under said mortgage are released.\nWITNESS its hand this the 2nd day of March, 1971.\n"),
            one("1971-03-02", DateKind::Execution)
        );
        assert_eq!(
            dates("WITNESS the hands and seals of the said parties of the first part this 9th day of May, 1930.\n"),
            one("1930-05-09", DateKind::Execution)
        );
    }

    #[test]
    fn receipt_hereby_acknowledged_does_not_make_a_notary() {
        assert_eq!(
            dates(
                "paid by Ned Orr, the receipt of which is hereby acknowledged, do GRANT unto Grantee.\nWITNESS our hands this June 8, 1979.\n"
            ),
            one("1979-06-08", DateKind::Execution)
        );
    }

    #[test]
    fn recital_of_earlier_instrument_in_day_of_form() {
        assert_eq!(
            dates("Being the same land described in patent dated the 2nd day of June, 1911 from the State to Abel Rusk.\n"),
            one("1911-06-02", DateKind::Recital)
        );
        assert_eq!(
            dates("acquired by Grantor under a mineral deed dated the 4th day of May, 1950, and\n"),
            one("1950-05-04", DateKind::Recital)
        );
        assert_eq!(dates("THIS DEED dated the 3rd day of October, 1961, by Hugh Tate, Grantor.\n"), one("1961-10-03", DateKind::Execution));
    }

    #[test]
    fn trust_date_is_not_the_instrument_date() {
        assert_eq!(
            dates("That NORA PIKE, Trustee of the Pike Family Trust dated April 2, 1990, herein called Grantor, does convey\n"),
            one("1990-04-02", DateKind::Recital)
        );
    }

    #[test]
    fn signed_line_of_a_court_order_is_execution() {
        assert_eq!(
            dates("Lyle Ames is appointed Independent Executor and shall serve without bond.\n\nSIGNED May 9, 1961.\n"),
            one("1961-05-09", DateKind::Execution)
        );
        assert_eq!(dates("SIGNED AND ENTERED this 3rd day of July, 1999.\n"), one("1999-07-03", DateKind::Execution));
    }

    #[test]
    fn ocr_broken_and_confused_cue_words() {
        assert_eq!(dates("WIT NESS our han ds this 5/17/1966.\n"), one("1966-05-17", DateKind::Execution));
        assert_eq!(dates("WlTNESS the hand of Grantor this June 2, 1984.\n"), one("1984-06-02", DateKind::Execution));
        assert_eq!(
            dates("THIS AGREEMENT, eff ective as of April 9, 2003, is made by and between\n"),
            one("2003-04-09", DateKind::Effective)
        );
        assert_eq!(dates("SlGNED the 4th day of March, 1990.\n"), one("1990-03-04", DateKind::Execution));
    }

    #[test]
    fn signed_by_the_signers_is_execution() {
        assert_eq!(dates("Signed by us on the 4th day of June, A. D. 1928.\n"), one("1928-06-04", DateKind::Execution));
        assert_eq!(dates("Signed by me this 2nd day of May, 1940.\n"), one("1940-05-02", DateKind::Execution));
        assert_eq!(dates("Signed by the grantors on March 3, 1961, at Tyler.\n"), one("1961-03-03", DateKind::Execution));
    }

    #[test]
    fn a_signing_line_for_a_party_by_its_capacity_is_execution() {
        // A decoy cue earlier in the stretch (an agency whose name holds "Commission") does not
        // take the date from the signing line nearest it.
        let release = "The Corporation Commission may note this release.\n\nSigned for the corporation this 9th day of May, 1986.\n";
        assert_eq!(dates(release), one("1986-05-09", DateKind::Execution));
        assert_eq!(dates("Executed on behalf of the Lessors on June 3, 1974.\n"), one("1974-06-03", DateKind::Execution));
        assert_eq!(
            dates("Signed for and on behalf of Pell Creek Oil Co., by its President, on the 2nd day of July, 1958.\n"),
            one("1958-07-02", DateKind::Execution)
        );
        // A certificate's "signed for the purposes" names no party: the date stays the officer's.
        assert_eq!(
            dates("Before me appeared Ida Moss, who said that she signed for the purposes therein stated, on this 4th day of May, 1950.\n"),
            one("1950-05-04", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn the_writings_an_agent_signs_under_are_recitals() {
        let release = "RELEASE\nRiver Oil Co., for itself and under written authority from each of them dated March 2, 1976, does hereby \
release the lease below.\nSigned this 30 day of June, 1976.\n";
        assert_eq!(governing(release).as_deref(), Some("1976-06-30"));
        let deed = "MINERAL DEED\nAda Roe, by Ed Poe, her attorney in fact under a power of attorney dated May 6, 2005, does grant to \
Bo Lind the minerals below.\nExecuted on July 9, 2010.\n";
        assert_eq!(governing(deed).as_deref(), Some("2010-07-09"));
    }

    #[test]
    fn the_article_of_a_day_of_phrase_through_ocr_slips_is_no_this() {
        // "thc" is the recital's "the", not "this": a birth told after its date dates nothing.
        let affidavit = "AFFIDAVIT OF HEIRSHIP\nThat on thc 28th day of January, 1926, a daughter was born to the widow.\n\
Subscribed and sworn to before me this 8th day of May, 1926.\n";
        assert_eq!(governing(affidavit).as_deref(), Some("1926-05-08"));
    }

    #[test]
    fn done_and_signed_at_a_place_is_execution() {
        assert_eq!(
            dates(
                "subject to the mineral lease recorded in Book 90, page 7.\nTHUS DONE AND PASSED at Ruston, Louisiana, on this 3rd day of May, 1955, in the presence of the undersigned witnesses.\n"
            ),
            one("1955-05-03", DateKind::Execution)
        );
        assert_eq!(
            dates("Thus done and signed in the Parish of Caddo on the 2nd day of July, 1949.\n"),
            one("1949-07-02", DateKind::Execution)
        );
        assert_eq!(
            dates(
                "acquired by act of sale recorded in Book 40, Entry 1,234.\nJUDGMENT READ, RENDERED AND SIGNED in Chambers at Opelousas, Louisiana, this 8th day of June, 1977.\n"
            ),
            one("1977-06-08", DateKind::Execution)
        );
        assert_eq!(
            dates("described in deed recorded in Volume 12, Page 9.\nExecuted at Marshall, Texas, this 5th day of April, 1946.\n"),
            one("1946-04-05", DateKind::Execution)
        );
    }

    #[test]
    fn court_order_lines_are_execution() {
        assert_eq!(dates("IT IS SO ORDERED this 14th day of August, 1984.\n"), one("1984-08-14", DateKind::Execution));
        assert_eq!(dates("ORDERED, ADJUDGED AND DECREED on this the 2nd day of May, 1979.\n"), one("1979-05-02", DateKind::Execution));
        // The signing line of a court with its place before "on" and the date.
        for line in [
            "DONE AND ORDERED in Chambers at Sebring, Highlands County, Florida, on June 8, 2012.\n",
            "DONE AND ORDERED at Sebring, Florida, on June 8, 2012.\n",
            "ORDERED AND ADJUDGED in Naples, Florida, on June 8, 2012.\n",
            "IT IS SO ORDERED on June 8, 2012.\n",
            "ORDERED in Chambers at Naples, Collier County, Florida, on June 8, 2012.\n",
            "ORDERED at Ocala, Florida, this 8th day of June, 2012.\n",
            "ENTERED on June 8, 2012.\n",
        ] {
            assert_eq!(dates(line), one("2012-06-08", DateKind::Execution), "{line}");
        }
    }

    #[test]
    fn date_label_of_a_modern_form_is_execution() {
        assert_eq!(
            dates("SPECIAL WARRANTY DEED\n\nDate:       June 12, 2018\n\nGrantor:    Mesa Verde Holdings, LLC\n"),
            one("2018-06-12", DateKind::Execution)
        );
        assert_eq!(dates("Date of this Deed: May 2, 2017\n"), one("2017-05-02", DateKind::Execution));
        assert_eq!(dates("DATE: 04/11/2016\n"), one("2016-04-11", DateKind::Execution));
        assert_eq!(dates("Date of Death: June 1, 2001\n"), one("2001-06-01", DateKind::Event));
        // An instrument's word in the label dates this one only when this one is such.
        let assignment = "PARTIAL ASSIGNMENT OF OIL AND GAS LEASE\nOla Finch assigns to Vern Hale half of her interest in this lease:\n\
Lease Date: May 4, 2011\nLessor: Ida Lunde\nRecorded: Book 40, Page 2\nSIGNED this 2nd day of June, 2015.\n";
        assert_eq!(super::super::test_support::governing(assignment).as_deref(), Some("2015-06-02"));
        assert_eq!(dates("RELEASE OF MORTGAGE\nDate of Mortgage: 06/02/1998\n"), one("1998-06-02", DateKind::Recital));
        assert_eq!(dates("MORTGAGE\nMortgage Date: 06/02/1998\n"), one("1998-06-02", DateKind::Execution));
    }

    #[test]
    fn the_parties_hands_are_never_the_notarys() {
        assert_eq!(
            dates(
                "Grantors, being duly sworn, say that the land is not their homestead.\nWITNESS our hands this 9th day of April, 1962.\n"
            ),
            one("1962-04-09", DateKind::Execution)
        );
        assert_eq!(
            dates(
                "the receipt of which is acknowledged before the signing.\nThe grantors have set their hands this 3rd day of March, 1955.\n"
            ),
            one("1955-03-03", DateKind::Execution)
        );
    }

    #[test]
    fn in_testimony_whereof_belongs_to_its_signer() {
        assert_eq!(
            dates("IN TESTIMONY WHEREOF, witness the signatures of the parties hereto, this 4th day of May, 1941.\n"),
            one("1941-05-04", DateKind::Execution)
        );
        assert_eq!(
            dates(
                "Personally appeared before me Ada Lusk, known to me.\nIN TESTIMONY WHEREOF I have subscribed my name and affixed my official seal this 6th day of May, 1941.\n"
            ),
            one("1941-05-06", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn patent_given_at_a_place() {
        assert_eq!(
            dates(
                "Given at the City of Washington, the fifth day of March, in the year of our Lord one thousand eight hundred and sixty-one, and of the Independence of the United States the eighty-fifth.\n"
            ),
            one("1861-03-05", DateKind::Execution)
        );
        assert_eq!(dates("GIVEN at the General Land Office this 2nd day of June, 1902.\n"), one("1902-06-02", DateKind::Execution));
    }

    #[test]
    fn officer_certificate_under_hand_is_acknowledgment() {
        assert_eq!(
            dates(
                "and she declared that she did not wish to retract it.\nCertified under my hand and seal, this 9th day of Oct., A.D. 1928.\n"
            ),
            one("1928-10-09", DateKind::Acknowledgment)
        );
        assert_eq!(
            dates("Certified under my hand and seal of office this 24th day of Sept., A. D. 1931.\n"),
            one("1931-09-24", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn recording_stamps_that_do_not_open_a_line() {
        assert_eq!(
            dates("Filed in office for record this 9 day of Jan. 1903 at 10 o'clock A.M.\n"),
            one("1903-01-09", DateKind::Recording)
        );
        assert_eq!(dates("Certified copy. Filed and recorded Jun 3 1985, Book 512, Page 40.\n"), one("1985-06-03", DateKind::Recording));
    }

    #[test]
    fn certificate_that_opens_on_its_date() {
        assert_eq!(
            dates(
                "STATE OF KANSAS } ss.\n  On this 3rd day of June, A. D. 1936, Carl Voss and Hilda Voss, his wife,\nto me known to be the persons named in the foregoing lease, appeared before me and owned it.\n"
            ),
            one("1936-06-03", DateKind::Acknowledgment)
        );
        assert_eq!(
            dates("COUNTY OF ELK\nOn the 9th day of May, 1951, there personally came Mary Hale, to me well known.\n"),
            one("1951-05-09", DateKind::Acknowledgment)
        );
        assert_ne!(
            dates("Lessee drilled the well.\nOn this 5th day of May, 1950, the parties agree that the lease shall go on.\n"),
            one("1950-05-05", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn this_instruments_own_dating_is_not_a_recital() {
        assert_eq!(
            dates(
                "THIS ROYALTY CONVEYANCE (this \"Conveyance\"), dated as of the date of the last signature below but effective as of 7:00 a.m. on March 1, 2018, is made by\n"
            ),
            one("2018-03-01", DateKind::Effective)
        );
        assert_eq!(
            dates("THIS ASSIGNMENT (this \u{201c}Assignment\u{201d}), dated as of May 2, 2016, is from Hollow Creek LLC\n"),
            one("2016-05-02", DateKind::Execution)
        );
        assert_eq!(dates("This Lease, dated June 4, 1999, is made between\n"), one("1999-06-04", DateKind::Execution));
        assert_eq!(dates("subject to that certain lease dated June 4, 1999, from Ida Ross\n"), one("1999-06-04", DateKind::Recital));
        assert_eq!(
            dates(
                "The bank certifies that a certain mortgage executed by Jonas P. Vick and Ada R. Vick, husband and wife, to the said \
bank, dated the 2nd day of May, 1939, is paid.\n"
            ),
            one("1939-05-02", DateKind::Recital)
        );
    }

    #[test]
    fn an_instrument_that_takes_effect_only_from_a_later_day() {
        use super::super::test_support::governing;
        let escrow = "Dated: April 2, 2011\nThe grantor hands this deed to an escrow holder; it shall not take effect until the \
closing, planned by the parties for May 16, 2011. Should the closing fail to happen by June 1, 2011, the holder returns it.\n";
        assert_eq!(governing(escrow).as_deref(), Some("2011-05-16"));
        let lease = "This lease is made this 3rd day of January, 1981. It shall not become effective until March 1, 1981.\n";
        assert_eq!(governing(lease).as_deref(), Some("1981-03-01"));
        // A deadline, or an event the words name instead of a day, is not the effective date.
        let approval = "Dated May 4, 1975. This assignment shall not take effect until approved by the Secretary, whose \
approval shall be given on or before July 1, 1975.\n";
        assert_eq!(governing(approval).as_deref(), Some("1975-05-04"));
        let recorded = "Dated May 4, 1975. This deed shall not take effect until the date of its recording, May 9, 1975.\n";
        assert_eq!(governing(recorded).as_deref(), Some("1975-05-04"));
    }

    #[test]
    fn the_day_a_leases_term_ends_dates_nothing_signed() {
        use super::super::test_support::governing;
        assert_eq!(
            dates("so that the primary term shall end on the 4th day of May, 1990, and as long after\n"),
            one("1990-05-04", DateKind::Other)
        );
        // A ratification signed in counterparts whose closing words restate the lease's terms
        // after the notaries' certificates: the term's end is no certificate's date.
        let ratification = "RATIFICATION OF OIL AND GAS LEASE\nThe undersigned ratifies the lease dated May 2, 1988, from Ada Roe to \
Mesa Oil Co.\n/s/ Ida Roe\nSTATE OF KANSAS, COUNTY OF LOGAN\nAcknowledged before me June 9, 1989 by Ida Roe. Ola Hart, \
Notary Public.\nThe undersigned acknowledge that the lease has a primary term that ends May 2, 1993.\n";
        assert_eq!(governing(ratification).as_deref(), Some("1989-06-09"));
    }

    #[test]
    fn the_paper_an_instrument_is_made_under_dates_only_itself() {
        use super::super::test_support::governing;
        let court = "EXECUTOR'S DEED\nThis deed is made pursuant to the order of the County Court entered on March 2, 1970, authorizing \
the sale.\nThe executor grants the land below to Ida Bell.\nSigned this 9th day of April, 1970.\n";
        assert_eq!(governing(court).as_deref(), Some("1970-04-09"));
        let settlement = "This deed is given under the family agreement set out in the grantors' letter of May 3, 2019.\n\
DATED at Nome, Alaska, the tenth day of June, 2019.\n";
        assert_eq!(governing(settlement).as_deref(), Some("2019-06-10"));
        // Dated before the paper is named, the instrument keeps its own date.
        let dated = "This deed is made on May 4, 1951, pursuant to the order of the court entered on April 2, 1951.\n";
        assert_eq!(governing(dated).as_deref(), Some("1951-05-04"));
    }

    #[test]
    fn a_date_inside_a_recital_is_the_recited_instruments() {
        // "by deed dated the" would read as a dating clause; the being clause says whose it is.
        assert_eq!(
            dates(
                "Being the same land conveyed to Otto Lind by Ada Roe, by deed\ndated the 9th day of March, 1928, of record in Deed Book 70.\n"
            ),
            one("1928-03-09", DateKind::Recital)
        );
        // A death told inside one keeps its own kind.
        assert_eq!(
            dates("Being the same land which Ole Hagen, who died May 2, 1961, devised to the grantor.\n"),
            one("1961-05-02", DateKind::Event)
        );
    }

    #[test]
    fn the_court_order_a_deed_acts_under_is_recited() {
        assert_eq!(
            dates(
                "by virtue of the authority vested in them by Order of the Circuit Court of Tyler County, made on the 4th day of June, 1990, and entered on the 9th day of June, 1990\n"
            ),
            vec![(Some("1990-06-04".to_string()), DateKind::Recital), (Some("1990-06-09".to_string()), DateKind::Other)]
        );
        // A court's own order never calls itself "Order of the … Court".
        assert_ne!(
            dates("heirs are sent into possession.\nThis Order made and entered this 5th day of May, 1980.\n"),
            one("1980-05-05", DateKind::Recital)
        );
    }

    #[test]
    fn a_form_fields_label_says_what_its_date_is() {
        assert_eq!(dates("OIL AND GAS LEASE\nLease Date: March 3, 2014\nLessor: Ann Cole\n"), one("2014-03-03", DateKind::Execution));
        assert_eq!(dates("ASSIGNMENT\nEffective Date: 07/01/2019\n"), one("2019-07-01", DateKind::Effective));
        assert_eq!(dates("Filed For Registration: 05/11/2009 10:02 AM\n"), one("2009-05-11", DateKind::Recording));
        assert_eq!(dates("Prior Instrument Reference: Volume 12, Page 40, dated 02/03/2001\n"), one("2001-02-03", DateKind::Recital));
        assert_eq!(dates("Date of Death: June 1, 2001\n"), one("2001-06-01", DateKind::Event));
        // An instrument's word in the label dates this one only when this one is such.
        let assignment = "PARTIAL ASSIGNMENT OF OIL AND GAS LEASE\nOla Finch assigns to Vern Hale half of her interest in this lease:\n\
Lease Date: May 4, 2011\nLessor: Ida Lunde\nRecorded: Book 40, Page 2\nSIGNED this 2nd day of June, 2015.\n";
        assert_eq!(super::super::test_support::governing(assignment).as_deref(), Some("2015-06-02"));
        assert_eq!(dates("RELEASE OF MORTGAGE\nDate of Mortgage: 06/02/1998\n"), one("1998-06-02", DateKind::Recital));
        assert_eq!(dates("MORTGAGE\nMortgage Date: 06/02/1998\n"), one("1998-06-02", DateKind::Execution));
        // A label that names no date leaves it to the words.
        assert_eq!(dates("Tract 1: conveyed by deed dated May 2, 1950, recorded in Book 9\n"), one("1950-05-02", DateKind::Recital));
    }

    #[test]
    fn a_stamps_slashes_read_as_bangs() {
        assert_eq!(dates("Filed For Registration: 10!24!2008 12:15 PM\n"), one("2008-10-24", DateKind::Recording));
    }

    #[test]
    fn a_pennsylvania_certificate_that_opens_on_this_the() {
        assert_eq!(
            dates("COUNTY OF ELK )\nOn this, the 9th day of May, 2012, the undersigned officer, personally appeared Ann Roe\n"),
            one("2012-05-09", DateKind::Acknowledgment)
        );
        assert_eq!(
            dates("County of Blair\non thie, 'the 9th day of May, 1944, vefore me, the undersigned officer, personally appeared Ann Roe\n"),
            one("1944-05-09", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn the_certificate_of_residence_dates_neither_execution_nor_acknowledgment() {
        let deed = "WITNESS our hands and seals the day and year first above written.\nIda Roe (SEAL)\n\
On this, the 3rd day of May, 1950, before me, a Notary Public, personally appeared Ida Roe.\nNotary Public\n\
CERTIFICATE OF RESIDENCE\nI do hereby certify that the precise residence of the grantee is Indiana, Pa.\n\
WITNESS my hand this 5th day of May, 1950.\nAmos Hart, Attorney for Grantee\nRecorded and compared May 9, 1950.\n";
        assert_eq!(
            dates(deed),
            vec![
                (Some("1950-05-03".to_string()), DateKind::Acknowledgment),
                (Some("1950-05-05".to_string()), DateKind::Other),
                (Some("1950-05-09".to_string()), DateKind::Recording),
            ]
        );
    }

    #[test]
    fn a_clock_time_after_a_date_is_the_recorders_stamp() {
        assert_eq!(
            dates("FORM 2800-14 RECEIVED 3/14/2011 at 1:05 PM RECEIVING 555012 BOOK: 701\n"),
            one("2011-03-14", DateKind::Recording)
        );
        assert_eq!(dates("Instrument 2015000123\n06/02/2015 09:41 AM Recording Fees: $28.00\n"), one("2015-06-02", DateKind::Recording));
        assert_eq!(dates("Received for Record on May 3, 1940 at 3-20 P. M.\n"), one("1940-05-03", DateKind::Recording));
        // Words before the date still say what it is.
        assert_eq!(dates("This Assignment is effective May 1, 2019 at 7:00 a.m. Central Time.\n"), one("2019-05-01", DateKind::Effective));
        assert_eq!(
            dates("based on the records examined as of February 1, 2022 at 7:00 a.m. (the \"Effective Date\")\n"),
            one("2022-02-01", DateKind::Other)
        );
        assert_eq!(
            dates("conveyed by deed dated May 1, 1990 and recorded on May 3, 1990 at 10:00 AM in Book 88, Page 4.\n")[0],
            (Some("1990-05-01".to_string()), DateKind::Recital)
        );
    }

    #[test]
    fn a_commission_expiry_read_through_ocr_slips() {
        assert_eq!(dates("NOTARY PUBLIC\nSTATE OF OHIO\nRUTH K. DALE\nSxpres March 9, 2026\n"), one("2026-03-09", DateKind::Commission));
        assert_eq!(dates("My Comm. Exeires Oct 2, 2027\n"), one("2027-10-02", DateKind::Commission));
        assert_eq!(dates("executed on behalf of the Grantor.\nExecuted March 9, 2016\n"), one("2016-03-09", DateKind::Execution));
    }

    #[test]
    fn the_certified_writing_bearing_date_is_this_instruments() {
        assert_eq!(
            dates(
                "I, Amos Hart, a Notary Public, do certify that Ida Bell, whose name is signed to the writing above, bearing date the 3rd day of May, 1921, has this day acknowledged the same before me.\n"
            ),
            one("1921-05-03", DateKind::Execution)
        );
        assert_eq!(
            dates("the foregoing instrument of writing, bearing.date on the 9 day of March, 1930, was presented to me in my office\n"),
            one("1930-03-09", DateKind::Execution)
        );
        assert_eq!(
            dates("being the land conveyed to Ida Bell by deed bearing date the 2nd day of April, 1901, of record in Deed Book 40\n"),
            one("1901-04-02", DateKind::Recital)
        );
    }

    #[test]
    fn this_instruments_own_title_before_dated() {
        assert_eq!(
            dates("This DEED OF TRUST, SECURITY AGREEMENT AND FINANCING STATEMENT dated as of June 3, 2015 is made by\n"),
            one("2015-06-03", DateKind::Execution)
        );
        assert_eq!(dates("This Oil, Gas and Mineral Lease dated March 1, 1982 is made between\n"), one("1982-03-01", DateKind::Execution));
        // Title words joined by hyphens ("Right-of-Way", "Quit-Claim") are still the title.
        assert_eq!(
            dates("This Pipeline Right-of-Way Agreement is dated August 14, 2003, and is made by and between\n"),
            one("2003-08-14", DateKind::Execution)
        );
        assert_eq!(dates("This Quit-Claim Deed is dated July 7, 1971, and is made by\n"), one("1971-07-07", DateKind::Execution));
        assert_eq!(
            dates("THIS CONVEYANCE IS MADE OUT OF THE INTEREST ACQUIRED UNDER INSTRUMENT DATED MAY 4, 1977, RECORDED IN BOOK 9\n"),
            one("1977-05-04", DateKind::Recital)
        );
    }

    #[test]
    fn an_affiant_duly_sworn_still_signs_the_affidavit() {
        assert_eq!(
            dates(
                "ROSA LENZ, being first duly sworn, deposes and says that she knew Otto Kruse.\nWITNESS my hand this 3rd day of May, 1960.\n"
            ),
            one("1960-05-03", DateKind::Execution)
        );
        assert_eq!(
            dates("Subscribed and sworn to before me by Rosa Lenz.\nWITNESS my hand and seal this 3rd day of May, 1960.\n"),
            one("1960-05-03", DateKind::Acknowledgment)
        );
    }

    #[test]
    fn chains_of_signing_verbs_are_execution() {
        assert_eq!(
            dates("TO HAVE AND TO HOLD unto Grantee.\n\nSigned, sealed and delivered this 3rd day of May, 1950.\n"),
            one("1950-05-03", DateKind::Execution)
        );
        assert_eq!(
            dates("TO HAVE AND TO HOLD unto Grantee.\n\nSIGNED AND DELIVERED on the 8th day of May, 1950.\n"),
            one("1950-05-08", DateKind::Execution)
        );
        assert_eq!(
            dates("the note has been paid in full.\n\nSatisfied and released this 5th day of May, 1980.\n"),
            one("1980-05-05", DateKind::Execution)
        );
        assert_eq!(
            dates("Lessee's obligations are set out above.\nAGREED TO AND ACCEPTED this 6th day of May, 1980.\n"),
            one("1980-05-06", DateKind::Execution)
        );
        assert_eq!(
            dates("heirs are sent into possession.\n\nAPPROVED AND ENTERED this 7th day of May, 1980.\n"),
            one("1980-05-07", DateKind::Execution)
        );
        assert_eq!(
            dates("DONE AND ORDERED in Chambers, at Tulsa, Oklahoma, this 9th day of May, 1980.\n"),
            one("1980-05-09", DateKind::Execution)
        );
        assert_eq!(
            dates("the tract is not the homestead of the Grantor. Dated at Denver, Colorado, this 3rd day of May, 1950.\n"),
            one("1950-05-03", DateKind::Execution)
        );
    }

    #[test]
    fn a_place_and_date_line_heading_the_instrument_dates_it() {
        use super::super::test_support::governing;
        let release = "Abilene, Texas, April 12, 1947.\n\nRELEASE OF OIL AND GAS LEASE\n\nKNOW ALL MEN BY THESE PRESENTS:\n\
That Mesa Oil Company, owner of the lease, does hereby release the land below to the lessors.\n\
Before me on the 15th day of April, 1947, personally appeared Carl Dunn, known to me.\n";
        assert_eq!(governing(release).as_deref(), Some("1947-04-12"));
        let titled = "    MINERAL DEED -- Baca County, Colorado -- June 2, 1960\n\nTHIS DEED, bearing the date of its caption, \
witnesseth that Ann Lee, grantor, does hereby grant unto Bob Moe the minerals under the land below.\n\
Acknowledged before me this 8th day of June, 1960.\n";
        assert_eq!(governing(titled).as_deref(), Some("1960-06-02"));
        // A numbered stamp heading the page is no place: its date keeps to the certificate's.
        let stamped = "Book 40, Page 12, June 9, 1960\n\nMINERAL DEED\nAnn Lee, grantor, does hereby grant unto Bob Moe the \
minerals.\nAcknowledged before me this 8th day of June, 1960.\n";
        assert_eq!(governing(stamped).as_deref(), Some("1960-06-08"));
        // A date that runs on in words is no heading line.
        let running = "Abilene, Texas, April 12, 1947 the parties met.\nMESA OIL COMPANY does hereby release the land.\n\
Acknowledged before me this 15th day of April, 1947.\n";
        assert_eq!(governing(running).as_deref(), Some("1947-04-15"));
    }

    #[test]
    fn a_dating_line_after_the_grant_is_the_instruments() {
        use super::super::test_support::governing;
        let assignment = "ASSIGNMENT OF OIL AND GAS LEASE\nKNOW ALL MEN BY THESE PRESENTS: That Alder Corp. does hereby assign \
unto Birch Inc. the lease below.\n\nDated at Juneau, Alaska, this 4th day of August, 1966.\n\nALDER CORP.\n";
        assert_eq!(governing(assignment).as_deref(), Some("1966-08-04"));
        // In running text "dated the" still names another instrument.
        let recited = "MINERAL DEED\nAnn Lee does hereby grant unto Bob Moe the minerals, subject to an oil and gas lease heretofore \
given, dated the 3rd day of May, 1940.\nAcknowledged before me this 9th day of June, 1950.\n";
        assert_eq!(governing(recited).as_deref(), Some("1950-06-09"));
    }

    #[test]
    fn an_effect_told_in_the_past_is_recited() {
        use super::super::test_support::governing;
        let release = "RELEASE OF LEASE\nRiver Oil Co. does hereby release the lease below. The merger of Cedar Oil Co. into River \
Oil Co. was effective June 30, 1981, as its certificate shows.\nDated this 2nd day of March, 1985.\n";
        assert_eq!(governing(release).as_deref(), Some("1985-03-02"));
        let took = "RELEASE OF LEASE\nRiver Oil Co., whose change of name took effect on June 30, 1981, does hereby release the lease.\n\
Dated this 2nd day of March, 1985.\n";
        assert_eq!(governing(took).as_deref(), Some("1985-03-02"));
        // An instrument's own effect stands.
        let own = "ASSIGNMENT\nAlder Corp. does hereby assign unto Birch Inc. the lease below, effective as of May 1, 1984.\n\
Dated this 2nd day of June, 1984.\n";
        assert_eq!(governing(own).as_deref(), Some("1984-05-01"));
    }

    #[test]
    fn court_lines_opening_on_their_verb() {
        assert_eq!(
            dates("heirs are sent into possession.\n\nENTERED this 5th day of May, 1980.\n"),
            one("1980-05-05", DateKind::Execution)
        );
        assert_eq!(dates("the estate is closed.\nJudgment rendered and signed January 5, 1990.\n"), one("1990-01-05", DateKind::Execution));
    }

    #[test]
    fn witness_my_signature() {
        assert_eq!(
            dates("TO HAVE AND TO HOLD unto Grantee.\n\nWitness my signature this 3rd day of May, 1950.\n"),
            one("1950-05-03", DateKind::Execution)
        );
        assert_eq!(
            dates("TO HAVE AND TO HOLD unto Grantees.\n\nWitness our signatures this 4th day of May, 1950.\n"),
            one("1950-05-04", DateKind::Execution)
        );
    }

    #[test]
    fn a_blank_dating_clause_gives_way_to_a_complete_date() {
        let extraction = extract(&Instrument::from_raw(
            "THIS LEASE, entered into this ____ day of __________, 2011, by and between Ana Ruiz, Lessor,\nand Dos Rios LLC, Lessee.\n\nSigned, sealed and delivered on the 14th day of June, 2011.\n",
        ));
        let dates: Vec<_> = extraction.dates.iter().map(|d| (d.date.clone(), d.kind)).collect();
        assert_eq!(dates, vec![(None, DateKind::Execution), (Some("2011-06-14".to_string()), DateKind::Execution)]);
    }

    #[test]
    fn the_recorders_hand_dates_the_recording() {
        assert_eq!(
            dates(
                "TO HAVE AND TO HOLD unto Grantee.\nWITNESS our hands this ___ day of March, 1952.\nTHE STATE OF TEXAS\nCOUNTY OF REEVES\nI, Ola Dean, Clerk of the County Court of said County, do hereby certify that the foregoing instrument was filed for record in my office and duly recorded in Volume 123, Page 45 of the Deed Records.\nGiven under my hand and seal of office this 12th day of March, 1952.\n"
            ),
            vec![(None, DateKind::Execution), (Some("1952-03-12".to_string()), DateKind::Recording)]
        );
        assert_eq!(
            dates(
                "STATE OF OHIO, County of Harrison. Received for record and recorded in Deed Book 80, page 4.\nWitness my hand this 12th day of March, 1952.\nAmos Reed, Recorder\n"
            ),
            one("1952-03-12", DateKind::Recording)
        );
        assert_eq!(
            dates(
                "acknowledged before me by Ida Cole.\nNotary Public\nI, Ben Alt, Register of Deeds, hereby certify that the within deed was filed for record.\nCertified under my hand this 9th day of Oct., A.D. 1928.\n"
            ),
            one("1928-10-09", DateKind::Recording)
        );
    }

    #[test]
    fn a_seal_of_office_makes_the_hand_an_officers() {
        let examination = "and she, the said Ada Lusk, having been examined by me privily and apart from her husband, and having the same fully explained to her, declared that she had willingly signed the same, and that she did not wish to retract it. ".repeat(3);
        assert_eq!(
            dates(&format!(
                "Before me, the undersigned, on this day personally appeared Ada Lusk, {examination}\nGiven under my hand and seal of office this 8th day of May, 1911.\n"
            )),
            one("1911-05-08", DateKind::Acknowledgment)
        );
        assert_eq!(
            dates("Given under my hand and official seal, this 2nd day of June, 1922.\n"),
            one("1922-06-02", DateKind::Acknowledgment)
        );
        assert_eq!(
            dates("Given under my hand at the City of Washington, the 4th day of May, 1908.\n"),
            one("1908-05-04", DateKind::Execution)
        );
    }

    #[test]
    fn a_recited_recording_office_does_not_make_a_recorder() {
        assert_eq!(
            dates(
                "being the land conveyed to Grantor by deed recorded in the Office of the Recorder of Deeds in Deed Book 12, page 40.\nWITNESS my hand this 2nd day of April, 1966.\n"
            ),
            one("1966-04-02", DateKind::Execution)
        );
    }
    #[test]
    fn the_recording_of_an_instrument_a_subject_to_list_cites_is_a_recital() {
        let deed = "WARRANTY DEED\nKNOW ALL MEN BY THESE PRESENTS that Ruth Abel does hereby grant and convey unto Ike Shaw\n\
the land below. This conveyance is subject to the following easements:\na pipeline easement to Keystone Gas Company, dated \
June 2, 1958,\nfiled for record June 9, 1958, in Deed Book 310, Page 77; and\na line easement to Valley Power Co. dated March \
5, 1960 and recorded\nMarch 30, 1960 in Vol. 41, page 8.\n";
        let found = dates(deed);
        assert_eq!(found.len(), 4, "{found:?}");
        assert!(found.iter().all(|(_, kind)| *kind != DateKind::Recording), "{found:?}");
        assert_eq!(found[1], (Some("1958-06-09".to_string()), DateKind::Recital));
        assert_eq!(found[3], (Some("1960-03-30".to_string()), DateKind::Recital));
        // The instrument's own date and its recorder's stamp stay what they are.
        assert_eq!(
            dates("Dated May 1, 1950.\nFiled for record May 3, 1950 at 10 o'clock A.M.\n"),
            vec![(Some("1950-05-01".to_string()), DateKind::Execution), (Some("1950-05-03".to_string()), DateKind::Recording)]
        );
    }

    #[test]
    fn a_testimonium_is_never_inside_a_recital() {
        let patent = "WHEREAS Abel Grant has deposited in the land office a certificate showing full payment for the land below.\n\
IN TESTIMONY WHEREOF, I have caused these letters to be made patent. Given under my hand at the City of Washington, the tenth \
day of March, in the year of our Lord one thousand eight hundred and ninety.\n";
        assert_eq!(dates(patent), one("1890-03-10", DateKind::Execution));
        // A date the WHEREAS clause itself holds is still the recited event's.
        assert_eq!(
            dates("WHEREAS, by deed dated May 2, 1931, Ora Voss conveyed the land to Lee Voss; NOW, THEREFORE, Lee Voss releases it.\n"),
            one("1931-05-02", DateKind::Recital)
        );
    }

    #[test]
    fn signed_at_a_place_on_a_date() {
        assert_eq!(dates("Signed at Casper, Wyoming, on May 3, 1951.\nGus Lamb\n"), one("1951-05-03", DateKind::Execution));
        assert_eq!(dates("Executed in Tulsa, Oklahoma on 3 May 1951.\n"), one("1951-05-03", DateKind::Execution));
    }

    #[test]
    fn the_date_a_lease_term_runs_from() {
        let lease = "Lessor leases to Barr Oil Co. the land below for a term of five years from March 1, 1975, and as long thereafter \
as oil or gas is produced.\nIN WITNESS WHEREOF this lease is signed the day and year first above written.\n";
        assert_eq!(dates(lease), one("1975-03-01", DateKind::Execution));
        let commencing = "for a primary term of three (3) years commencing on the 1st day of July, 1985.\n";
        assert_eq!(dates(commencing), one("1985-07-01", DateKind::Execution));
    }

    #[test]
    fn a_day_of_phrase_on_this_is_the_instruments_own_date() {
        let grant = "RIGHT OF WAY EASEMENT\nFor ten dollars, Opal Finch grants to Prairie Pipe Line Company a right of way across the land \
below.\nGranted this 5th day of May 1960.\n";
        assert_eq!(dates(grant), one("1960-05-05", DateKind::Execution));
        // "the" names no day of its own, and a recorder's line is the recorder's.
        assert_eq!(
            dates("The State of Alabama, Mobile County. Filed in office for record this 9 day of Jan. 1903 at 10 o'clock A.M.\n"),
            one("1903-01-09", DateKind::Recording)
        );
        assert_eq!(dates("The well was spudded on the 5th day of May 1960 by the operator.\n"), one("1960-05-05", DateKind::Other));
    }

    #[test]
    fn a_recited_instrument_dated_on_the_day_of_phrase_is_a_recital() {
        let release = "the holder of the lessee's interest under that certain oi1 and gas lcase dated the 4th day of March, 1981, \
made by Cora Nye to Sand Hills Oil Co., and under the assignment dated the 9th day of June, 1982, does hereby release the \
lease.\nIN WITNESS WHEREOF this release is signed this 2nd day of May, 1990.\n";
        assert_eq!(
            dates(release),
            vec![
                (Some("1981-03-04".to_string()), DateKind::Recital),
                (Some("1982-06-09".to_string()), DateKind::Recital),
                (Some("1990-05-02".to_string()), DateKind::Execution)
            ]
        );
        let quoted = "conveyed to the Tug River Coal Company by a 'severance' deed dated the 2nd day of April, 1907.\n";
        assert_eq!(dates(quoted), one("1907-04-02", DateKind::Recital));
        let own = "THIS DEED dated the 6th day of May, 1960, between Rhea Moss and Ada Lowe.\n";
        assert_eq!(dates(own), one("1960-05-06", DateKind::Execution));
    }

    #[test]
    fn a_lease_told_by_who_executed_it_is_a_recital() {
        let thereof = "Grantee shares in royalty under the lease thereof now in force, which was executed by the Grantor to Mesa \
Leasing Co. on the 3rd day of August, 1950, and not in its bonus.\nDated this 9th day of May, 1952.\n";
        assert_eq!(
            dates(thereof),
            vec![(Some("1950-08-03".to_string()), DateKind::Recital), (Some("1952-05-09".to_string()), DateKind::Execution)]
        );
        let which_lease = "no part of the rentals under the lease of record, which lease was executed by the grantors to Vega Land Co. \
under date of October 2, 1953.\n";
        assert_eq!(dates(which_lease), one("1953-10-02", DateKind::Recital));
        let glued = "the land being under an oil and gas lease executedin favor of Ross Petroleum\nCorporation, dated the 1st day \
of June, 1949, and recorded in Volume 12, Page 40.\n";
        assert_eq!(dates(glued), one("1949-06-01", DateKind::Recital));
        let own = "IN WITNESS WHEREOF, this instrument is executed this 4th day of October, A. D. 1962.\n";
        assert_eq!(dates(own), one("1962-10-04", DateKind::Execution));
    }

    #[test]
    fn the_premises_naming_the_instrument_date_it_through_a_damaged_made() {
        let indenture = "THIS INDENTURE, rnade the fifth day of June, in the year of our Lord one thousand nine hundred and forty,\n\
between Carl Ames and Ida Ames, his wife, of the first part.\nBefore me on the 8th day of June, 1940, personally appeared Carl Ames.\n";
        assert_eq!(
            dates(indenture),
            vec![(Some("1940-06-05".to_string()), DateKind::Execution), (Some("1940-06-08".to_string()), DateKind::Acknowledgment)]
        );
        let florida = "SPECIAL WARRANTY DEED\nTHIS SPECIAL WARRANTY DEED Madc the 2nd day of March, A. D. 1961, by Lou Pratt.\n";
        assert_eq!(dates(florida), one("1961-03-02", DateKind::Execution));
    }

    #[test]
    fn the_clerks_admission_to_record_is_the_recording() {
        let virginia = "My commission expires May 1, 1953.\nVIRGINIA: In the Clerk's Office of the Circuit Court of Scott County, the \
3rd day of April, 1950, this deed was presented and admitted to record.\n";
        assert_eq!(
            dates(virginia),
            vec![(Some("1953-05-01".to_string()), DateKind::Commission), (Some("1950-04-03".to_string()), DateKind::Recording)]
        );
        let west_virginia = "I, Lyle Dent, a Notary Public, certify that Amos Dent acknowledged the writing before me.\nGiven under my \
hand this 2nd day of May, 1921. Lyle Dent, Notary Public.\nSTATE OF WEST VIRGINIA, \
TYLER COUNTY, SCT:\nIn the Clerk's Office of the County Court of said County, May 9th, 1921.\nThis deed was this day presented.\n";
        assert_eq!(
            dates(west_virginia),
            vec![(Some("1921-05-02".to_string()), DateKind::Acknowledgment), (Some("1921-05-09".to_string()), DateKind::Recording)]
        );
    }

    #[test]
    fn a_label_in_brackets_names_the_date_before_it() {
        let term = "for a primary term of three years from 12:01 A.M. May 4, 2011 (effective date) to 11:59 P.M. May 3, 2014 (end of \
the primary term).\n";
        assert_eq!(
            dates(term),
            vec![(Some("2011-05-04".to_string()), DateKind::Effective), (Some("2014-05-03".to_string()), DateKind::Other)]
        );
        let defined = "This Assignment is entered into on March 9, 2015 but is made as of February 1, 2015 (the \"Effective Date\").\n";
        assert_eq!(
            dates(defined),
            vec![(Some("2015-03-09".to_string()), DateKind::Execution), (Some("2015-02-01".to_string()), DateKind::Effective)]
        );
    }

    #[test]
    fn the_tail_of_the_instrument_recorded_before_dates_nothing_of_this_one() {
        let page = "Deed Record 88, page 12\n...and the Lessee shall pay for all damage to growing crops. Witness our hands this 4th day \
of May, 1951.\nFiled for record May 6, 1951 at 9:00 A.M.\n\nMINERAL DEED\nKNOW ALL MEN BY THESE PRESENTS: That Hal Ruiz, for \
ten dollars, does hereby grant, sell and convey unto Ada Lane an undivided one-half interest in the following described \
land, to-wit: the NE/4 of Section 3.\nWITNESS my hand this 9th day of May, 1951.\n";
        assert_eq!(
            dates(page),
            vec![
                (Some("1951-05-04".to_string()), DateKind::Other),
                (Some("1951-05-06".to_string()), DateKind::Other),
                (Some("1951-05-09".to_string()), DateKind::Execution)
            ]
        );
        // A cover sheet's date field signs nothing: its date stays what its label says.
        let cover = "RECORDED ELECTRONICALLY\nDate: Nov 3, 2010 Time: 08:51 AM\nKNOW ALL MEN BY THESE PRESENTS: That Hal Ruiz, for \
ten dollars, does hereby grant, sell and convey unto Ada Lane the following described land, to-wit: the NE/4 of Section 3.\n";
        assert_ne!(dates(cover)[0].1, DateKind::Other);
    }

    #[test]
    fn a_federal_transfer_forms_lease_dates_are_the_leases() {
        let form = "ASSIGNMENT OF RECORD TITLE INTEREST IN A LEASE FOR OIL AND GAS\nLease Serial No.: NMNM-04421\nLease Effective \
Date\n(Anniversary Date): March 1, 1985\nThe undersigned, as owner of record title in the above lease issued effective (date) \
March 1, 1985, hereby assigns to the assignee the interest below.\nAssignment approved effective: May 1, 1999\n";
        assert_eq!(
            dates(form),
            vec![
                (Some("1985-03-01".to_string()), DateKind::Recital),
                (Some("1985-03-01".to_string()), DateKind::Recital),
                (Some("1999-05-01".to_string()), DateKind::Effective)
            ]
        );
    }
}

/// The instrument's own date against the later dates of its certificates and the earlier dates
/// of the instruments it names, each class in several drafters' wordings.
#[cfg(test)]
mod own_date_tests {
    use super::super::test_support::governing;

    /// A conveyance whose own dating clause the tests append, then a notary's certificate dated
    /// later and the recorder's stamp.
    fn deed_with_dating(dating: &str) -> String {
        format!(
            "KNOW ALL MEN BY THESE PRESENTS: That Nils Ekdahl, a single man, for ten dollars, does hereby grant and convey unto \
Rosa Imhof the NE/4 of Section 14, Township 9 South, Range 21 West.\nTO HAVE AND TO HOLD unto the grantee forever.\n{dating}\n\
STATE OF KANSAS )\nCOUNTY OF TREGO ) ss.\nBefore me, a Notary Public, on this 26th day of August, 1958, personally appeared \
Nils Ekdahl, to me known.\nNotary Public\nFiled for record September 2, 1958 at 10:15 A.M.\n"
        )
    }

    #[test]
    fn a_signing_line_without_witness_words_dates_the_instrument() {
        for dating in [
            "Signed, sealed and delivered August 19, 1958.\nNils Ekdahl",
            "SEALED AND DELIVERED: 8/19/1958\nNils Ekdahl",
            "Executed and delivered August 19, 1958.\nNils Ekdahl",
            "_______________\nNils Ekdahl\nAugust 19, 1958",
            "In testimony whereof the grantor has hereunto subscribed his name on August 19, 1958.\nNils Ekdahl",
            "Witness the following signature and seal this 19th day of August, 1958.\nNils Ekdahl (SEAL)",
            "WITNESS my hand this l9th dav of August, l958.\nNils Ekdahl",
        ] {
            assert_eq!(governing(&deed_with_dating(dating)).as_deref(), Some("1958-08-19"), "{dating:?}");
        }
    }

    #[test]
    fn a_date_column_under_the_signatures_is_read_by_its_label() {
        assert_eq!(governing(&deed_with_dating("Nils Ekdahl August 19, 1958\nGrantor Date")).as_deref(), Some("1958-08-19"));
        let grant = "RIGHT-OF-WAY GRANT\nThe United States grants to Sage Flat Gathering LLC a right-of-way for a pipeline.\n\
IN WITNESS WHEREOF, the holder accepts this grant.\nNed Lusk Ora Pike\n(Signature of Holder) (Signature of Authorized Officer)\n\
6/2/2011 6/9/2011\n(Date) (Effective Date of Grant)\nRecorded 6/20/2011 at 3:05 PM\n";
        assert_eq!(governing(grant).as_deref(), Some("2011-06-09"));
        let two_signers = "IN WITNESS WHEREOF the parties sign below.\n4/1/1999 4/3/1999\n(Date) (Date)\n";
        assert_eq!(governing(two_signers).as_deref(), Some("1999-04-01"));
    }

    /// A court's order whose hearing is dated in its opening and whose signing line follows.
    fn order_with_signing(signing: &str) -> String {
        format!(
            "IN THE DISTRICT COURT OF TREGO COUNTY, KANSAS\nIn the Matter of the Estate of Hilda Ekdahl, Deceased.\nDECREE OF \
FINAL SETTLEMENT\nNOW on this 2nd day of March, 1971, the petition of the executor comes on for hearing, and the court, having \
heard the evidence, finds that Hilda Ekdahl died testate on May 9, 1969, and assigns the NE/4 of Section 14 to Nils Ekdahl.\n\
{signing}\nJudge of the District Court\nFiled March 15, 1971.\n"
        )
    }

    #[test]
    fn a_decree_is_dated_by_the_court_not_by_the_copy_certified_later() {
        let decree = "IN THE PROBATE COURT OF RENO COUNTY, KANSAS\nIn the Matter of the Estate of Ode Lark, Deceased.\nDECREE OF FINAL \
SETTLEMENT\nThe court assigns the NW/4 of Section 9 to Ivy Lark, and orders that a certified copy of this decree be filed in the office \
of the Register of Deeds of Reno County.\nDecreed at Hutchinson, Kansas, this 4th day of May, 1931.\nProbate Judge\nSTATE OF KANSAS, \
RENO COUNTY, ss. I, Amos Pell, Judge of the Probate Court, certify this to be a true copy of the decree as it stands on my records. \
Under my hand and the court's seal this 11th day of May, 1931.\nFiled for record May 14, 1931.\n";
        assert_eq!(governing(decree).as_deref(), Some("1931-05-04"));
        // Through OCR's damage to the certificate's words.
        let damaged = decree.replace("certify this to be a true copy", "certify tbis to be a true copy");
        assert_eq!(governing(&damaged).as_deref(), Some("1931-05-04"));
    }

    #[test]
    fn an_order_entered_nunc_pro_tunc_speaks_from_the_earlier_day() {
        let order = "IN THE COUNTY JUDGE'S COURT\nThe petition was heard on the 3rd day of March, 1958, and no order was then signed.\n\
ORDERED AND ADJUDGED, NUNC PRO TUNC AS OF THE 3RD DAY OF MARCH, 1958, that the land descends to Ada Voss.\nThis order shall have \
effect as of the 3rd day of March, 1958.\nDONE AND ORDERED in Chambers at Milton, this 9th day of October, 1961.\nJudge\n";
        assert_eq!(governing(order).as_deref(), Some("1958-03-03"));
    }

    #[test]
    fn a_courts_signing_line_beats_the_day_of_its_hearing() {
        for signing in [
            "DONE IN OPEN COURT this 9th day of March, 1971.",
            "Signed and entered March 9, 1971.",
            "SIGNED AND ENTERED: March 9, 1971",
            "IT IS SO ORDERED this 9th day of March, 1971.",
            "Entered in open court on March 9, 1971.",
        ] {
            assert_eq!(governing(&order_with_signing(signing)).as_deref(), Some("1971-03-09"), "{signing:?}");
        }
        // An order signed on the day of its hearing, with no other date of its own, is dated by it.
        let heard_and_decreed = "IN THE COUNTY COURT OF LOGAN COUNTY, OKLAHOMA\nNow on this 4th day of June, 1948, this cause came on to be \
heard, and the court decrees that the land descends to Ada Voss.\nJudge\n";
        assert_eq!(governing(heard_and_decreed).as_deref(), Some("1948-06-04"));
        // A clerk's certificate of the copy is dated later and dates only the copy.
        let certified = format!(
            "{}STATE OF KANSAS, TREGO COUNTY, ss. I, Mae Orr, Clerk of the District Court, hereby certify that the foregoing \
is a true and correct copy of the original decree.\nDated March 12, 1971.\n",
            "IN THE DISTRICT COURT OF TREGO COUNTY, KANSAS\nNOW on this 2nd day of March, 1971, this cause comes on for hearing, \
and the court assigns the NE/4 of Section 14 to Nils Ekdahl.\nJudge\n"
        );
        assert_eq!(governing(&certified).as_deref(), Some("1971-03-02"));
    }

    /// A release, ratification or amendment naming an earlier instrument, signed later and
    /// acknowledged later still.
    fn acting_on_earlier(body: &str) -> String {
        format!(
            "{body}\nSTATE OF TEXAS\nCOUNTY OF WARD\nThis instrument was acknowledged before me on October 8, 1984, by Lyle Park.\nNotary Public\n"
        )
    }

    #[test]
    fn an_earlier_instrument_told_by_who_made_it_is_a_recital() {
        for body in [
            "RELEASE OF LIEN\nPecos Valley Bank releases the Deed of Trust executed by Lyle Park to Ira Dunn, Trustee, on June 5, 1977, \
and recorded in Volume 88, Page 12.",
            "RELEASE\nThe bank releases the lien of the instrument executed by Lyle Park on June 5, 1977.",
            "SATISFACTION\nThe mortgage given by Lyle Park to Pecos Valley Bank on the 5th day of June, 1977 is paid and satisfied.",
            "RATIFICATION\nLyle Park ratifies that oil and gas lease made under date of June 5, 1977 by Ida Park to Ward Oil Co.",
            "AMENDMENT OF EASEMENT\nThe pipeline easement heretofore granted by Lyle Park to Ward Gas Co. on June 5, 1977 is amended.",
        ] {
            assert_eq!(governing(&acting_on_earlier(body)).as_deref(), Some("1984-10-08"), "{body:?}");
        }
        // The instrument's own dating clause after such a recital still dates it.
        let ratified = acting_on_earlier(
            "RATIFICATION\nLyle Park ratifies the lease made by Ida Park to Ward Oil Co. on June 5, 1977.\nExecuted this 2nd day of \
October, 1984.",
        );
        assert_eq!(governing(&ratified).as_deref(), Some("1984-10-02"));
        // "This Lease made" is this instrument's own dating, not a told one.
        let own = "OIL AND GAS LEASE\nTHIS LEASE made this 5th day of June, 1977, between Ida Park, lessor, and Ward Oil Co., lessee.\n";
        assert_eq!(governing(own).as_deref(), Some("1977-06-05"));
    }
    #[test]
    fn a_signature_date_field_dates_the_instrument() {
        for dating in [
            "Signature date: August 19, 1958\nNils Ekdahl",
            "SIGNATURE DATE: 8/19/1958\nNils Ekdahl",
            "Date of Signature: August 19, 1958\nNils Ekdahl",
            "Grantor's signature date: 08-19-1958\nNils Ekdahl",
        ] {
            assert_eq!(governing(&deed_with_dating(dating)).as_deref(), Some("1958-08-19"), "{dating:?}");
        }
    }

    #[test]
    fn a_dated_label_beside_a_reference_number_dates_the_instrument() {
        // Reconveyances, releases and title forms print the instrument's date at the right of a
        // heading line that opens on a loan, escrow or parcel number.
        for line in [
            "Loan No. 448812093                 Dated: 08/19/1958",
            "Escrow No. 77-1043     DATED: August 19, 1958",
            "APN 012-334-11   Dated:  8-19-1958",
        ] {
            let text = format!(
                "FULL RECONVEYANCE\n{line}\nThe undersigned trustee reconveys to the persons entitled the land below.\n\
State of Oregon, County of Lane\nThis instrument was acknowledged before me on August 26, 1958 by Ann Lowe.\n"
            );
            assert_eq!(governing(&text).as_deref(), Some("1958-08-19"), "{line:?}");
        }
        // A recited instrument's name before the label keeps the date that instrument's.
        for recited in ["The lien of the Deed of Trust   Dated: 3/9/1950 is released.", "     Lease dated:      March 9, 1950"] {
            let text = format!("RELEASE\n{recited}\nDated this 19th day of August, 1958.\n");
            assert_eq!(governing(&text).as_deref(), Some("1958-08-19"), "{recited:?}");
        }
    }

    #[test]
    fn an_effective_clause_whose_words_ocr_ran_together() {
        for clause in [
            "This deed shall beeffective as of 7:00 o'clock A.M. on the first day of August, 1958.",
            "EFFECTIVE DATE. This conveyance iseffective as of the 1st day of August, 1958.",
            "This assignment is to beeffective August 1, 1958, at seven o'clock a.m.",
        ] {
            let text = format!(
                "MINERAL DEED\nGrantor conveys to Grantee one-half of the minerals under the NE/4 of Section 14.\n\
{clause}\nAcknowledged before me this 19th day of August, 1958.\n"
            );
            assert_eq!(governing(&text).as_deref(), Some("1958-08-01"), "{clause:?}");
        }
    }
}

/// The dating clause of an instrument that recites another just before it, and dates written in
/// more drafters' ways.
#[cfg(test)]
mod dating_after_recital_tests {
    use super::super::test_support::{dates, governing, one};
    use crate::vocab::DateKind;

    /// A release or ratification whose body the tests give, then a later acknowledgment.
    fn with_certificate(body: &str) -> String {
        format!("{body}\nSTATE OF TEXAS\nCOUNTY OF WARD\nBefore me on October 8, 1984 personally appeared Lyle Park.\nNotary Public\n")
    }

    #[test]
    fn a_dating_line_after_a_recital_is_the_instruments_own() {
        for body in [
            "RELEASE OF DEED OF TRUST\nPecos Valley Bank releases the deed of trust dated June 5, 1977, from Lyle Park to Ira Dunn, \
Trustee, recorded in Volume 88, Page 12 of the Deed of Trust Records.\nDated October 2, 1984.",
            "RELEASE\nThe bank releases the lien of the deed of trust recorded in Volume 88, Page 12. Dated October 2, 1984.",
            "RATIFICATION\nIda Park ratifies the oil and gas lease from Lyle Park to Ward Oil Co., recorded in Book 40, Page 9, as if \
she had signed it.\nDated October 2, 1984",
            // A WHEREAS clause with no "NOW, THEREFORE" runs to the blank line, over the dating line.
            "RELEASE OF OIL AND GAS LEASE\nWHEREAS, by oil and gas lease dated June 5, 1977, Lyle Park leased the land to Ward Oil \
Co., and the lease has expired, Ward Oil Co. releases the lease to the lessor.\nExecuted October 2, 1984\nWARD OIL CO.",
            // A being clause whose full stop OCR lost runs on to the dating line.
            "WARRANTY DEED\nLyle Park grants and conveys to Ida Park the NE/4 of Section 3, being the same land conveyed to him by \
deed recorded in Book 40, Page 9\nSigned this 2nd day of October, 1984",
            "WARRANTY DEED\nLyle Park grants and conveys to Ida Park the NE/4 of Section 3. The grantor warrants the title. Dated \
at Monahans, Texas, October 2, 1984.",
            "OIL AND GAS LEASE\nTHIS AGREEMENT made this second (2nd) day of October, 1984, between Lyle Park, lessor, and Ward \
Oil Co., lessee.",
        ] {
            assert_eq!(governing(&with_certificate(body)).as_deref(), Some("1984-10-02"), "{body:?}");
        }
    }

    #[test]
    fn an_earlier_instrument_dated_inside_the_premises_is_recited() {
        for premises in [
            "KNOW ALL MEN BY THESE PRESENTS: That Ward Gas Co., owner of the pipeline easement dated June 5, 1977 from Lyle Park, \
does hereby release the part of it in the NE/4 of Section 3.",
            "KNOW ALL MEN BY THESE PRESENTS: That Lyle Park, grantor in a right of way dated June 5, 1977 to Ward Gas Co., does \
hereby correct its description.",
            "KNOW ALL MEN BY THESE PRESENTS: That Lyle Park, acting under the court's order dated June 5, 1977 in Cause No. 81, \
does hereby convey the NE/4 of Section 3 to Ida Park.",
        ] {
            assert_eq!(governing(&with_certificate(premises)).as_deref(), Some("1984-10-08"), "{premises:?}");
        }
    }

    #[test]
    fn a_terms_start_yields_to_the_certificate_of_signing() {
        for body in [
            "EXTENSION OF OIL AND GAS LEASE\nLyle Park extends the oil and gas lease held by Ward Oil Co. for a period of two years \
from June 5, 1982.\nLyle Park",
            "OIL AND GAS LEASE\nLyle Park leases to Ward Oil Co. the NE/4 of Section 3 for a term of five years from June 5, 1982, \
and as long thereafter as oil or gas is produced.\nLyle Park",
        ] {
            assert_eq!(governing(&with_certificate(body)).as_deref(), Some("1984-10-08"), "{body:?}");
        }
        // With neither a dating clause nor a certificate, the term's start is all the lease says.
        let bare = "OIL AND GAS LEASE\nLyle Park leases to Ward Oil Co. the NE/4 of Section 3 for a term of five years from June 5, \
1982.\n";
        assert_eq!(governing(bare).as_deref(), Some("1982-06-05"));
    }

    #[test]
    fn a_page_break_inside_the_dating_clause_is_read_over() {
        for dating in [
            "have hereunto set their hands, this 4th day\n\nDEED RECORD, VOL. 210\n\n417\n\nof May in the year of our Lord one \
thousand nine hundred and thirty (1930)",
            "IN WITNESS WHEREOF I have set my hand this fourth day\n- 88 -\nof May, 1930.",
            "Witness our hands the 4th day\n\n:: ~ ' . ,\n\nOf May, A.D. 1930.",
        ] {
            let deed = format!(
                "KNOW ALL MEN BY THESE PRESENTS that Ada Voss and Lee Voss convey to Ira Dunn the land below.\n{dating}\n\
The State of Ohio, County of Noble, ss. Be it remembered that on the 6th day of May, 1930, before me personally came Ada Voss.\n"
            );
            assert_eq!(governing(&deed).as_deref(), Some("1930-05-04"), "{dating:?}");
        }
        // A "day" that ends a line of running text, with no "of" opening a line after it, is no date.
        assert_eq!(governing("rent of ten dollars a day\npayable monthly\nfrom May 4, 1930 to the end.\n"), None);
    }

    #[test]
    fn ocr_slips_in_a_patents_closing_and_a_stamps_stops() {
        let patent = "IN TESTIMONY WHEREOF, I have caused these letters to be made Patent.\nGIVEN nnder my hand, at the City of \
Washington, the tenth day of March, in the year of our Lord one thousand eight hundred and ninety.\nRecorded April 2, 1891.\n";
        assert_eq!(governing(patent).as_deref(), Some("1890-03-10"));
        let stamp = "Transferred to the auditor's roll.\nReceived October 9,.1961 at 2:45 P.M.\nRecorded October 10, 1961\n";
        assert_eq!(governing(stamp).as_deref(), Some("1961-10-09"));
    }

    #[test]
    fn a_recited_date_stays_recited_when_a_line_break_puts_it_first() {
        let being = "Lyle Park grants to Ida Park the NE/4 of Section 3, being the same land conveyed to him by Ada Park by deed\n\
dated the 28th day of May, 1951, and of record in Deed Book 40, Page 9.\n";
        assert_eq!(governing(being), None);
        let extension = "EXTENSION\nLyle Park and Ward Oil Co. extend the oil and gas lease having an effective date of June 5, 1977 \
for two years.\nSigned this 2nd day of October, 1984.\n";
        assert_eq!(governing(extension).as_deref(), Some("1984-10-02"));
    }

    #[test]
    fn dating_words_read_through_a_faint_e_and_words_run_together() {
        // A faint scan reads every "e" as "c"; OCR runs short words into the next one.
        assert_eq!(
            governing("conveys the NE/4 of Section 9.\nDatcd June 4, 1987.\nSTATE OF IOWA, ss. Before me on June 9, 1987 came Ed Roe.\n")
                .as_deref(),
            Some("1987-06-04")
        );
        assert_eq!(
            governing("This Assignmcnt shall be effectivc as of the 1st day of March, 1981.\nEXECUTED this 20th day of May, 1981.\n")
                .as_deref(),
            Some("1981-03-01")
        );
        assert_eq!(
            governing("This ratification isdated the 9th day of July, 1966, and binds the heirs of the parties.\nBefore me this 14th day of July, 1966 personally appeared Vera Holt.\n").as_deref(),
            Some("1966-07-09")
        );
        assert_eq!(
            dates("Filedfor record at 2:15 o'clock P.M., Oct. 3, 1949. Book 80, Page 12.\n"),
            one("1949-10-03", DateKind::Recording)
        );
        assert_eq!(
            dates("WHEREAS, underdate of May 2, 1961, Roy Dunn executed a lease to Basin Oil Co.;\n"),
            one("1961-05-02", DateKind::Recital)
        );
    }

    #[test]
    fn an_instrument_named_by_its_defined_term_is_dated_by_its_own_clause() {
        for text in [
            "This Surface Use and Crop Damage Agreement (the \"Agreement\") is dated May 4, 2011, between Lone Mesa Ranch and Tall Pine Operating LLC.\n",
            "This Unit Designation (\"Designation\") is made and entered into this 4th day of May, 2011, by the Operator.\n",
            "This Water Well Access and Use Covenant (herein the \"Covenant\") dated May 4, 2011 is between the parties.\n",
        ] {
            assert_eq!(governing(text).as_deref(), Some("2011-05-04"), "{text}");
        }
        let uniform = "(A) \"Security Instrument\" means this document, which is dated March 15, 2004, together with all Riders.\n\
(E) \"Note\" means the promissory note signed by Borrower and dated March 15, 2004.\n\
Acknowledged before me on March 16, 2004 by Lee Vance.\n";
        assert_eq!(dates(uniform)[0], (Some("2004-03-15".to_string()), DateKind::Execution));
        assert_eq!(governing(uniform).as_deref(), Some("2004-03-15"));
        // A recited agreement keeps its date, its number's stop notwithstanding.
        assert_eq!(
            dates("in consideration of the crossing granted under Road Use Agreement No. 14-B dated June 1, 1950, does grant\n"),
            one("1950-06-01", DateKind::Recital)
        );
    }

    #[test]
    fn a_recorders_stamp_is_known_by_its_numbers_and_clock() {
        for line in [
            "CARBON COUNTY, WY   Doc# 2011-04417   Book 90 Page 12   08/15/2011 10:02 AM\n",
            "Reception #: 884120  03/02/1999 09:14 AM\n",
            "Instrument No. 2004-55120 filed 7/9/2004 at 3:40 PM\n",
            "Book 412 Page 77  11/30/1978 at 1:05 PM\n",
        ] {
            assert_eq!(dates(line)[0].1, DateKind::Recording, "{line}");
        }
    }

    #[test]
    fn a_public_officers_own_hand_and_seal_dates_what_he_executes() {
        // A trustee, sheriff or treasurer signs under his official seal, and a notary's
        // certificate of that signing follows.
        let release = "RELEASE OF DEED OF TRUST\nthe said Public Trustee does hereby release the lands.\n\
Witness my hand and official seal this 2nd day of March, 1990.\n  Ann Lowe, Public Trustee\n\n\
STATE OF COLORADO, County of Weld, ss. The foregoing instrument was acknowledged before me this 5th day of March, 1990, by Ann Lowe.\n";
        assert_eq!(governing(release).as_deref(), Some("1990-03-02"));
        let sheriff = "SHERIFF'S DEED\nI do grant and convey to the purchaser the land sold.\n\
Given under my hand and seal of office this 11th day of June, 1935.\n  Carl Ames, Sheriff\n\n\
STATE OF KANSAS, ss. Before me on this 12th day of June, 1935 personally appeared Carl Ames, known to me.\n";
        assert_eq!(governing(sheriff).as_deref(), Some("1935-06-11"));
    }

    #[test]
    fn a_signing_after_the_hearing_dates_the_order() {
        for (text, signed) in [
            (
                "ORDER\nNow on this 2nd day of May, 1966, this matter came on for hearing.\nThe foregoing order was made on the day of the hearing but was signed and entered on the 9th day of May, 1966.\n",
                "1966-05-09",
            ),
            ("DECREE\nThe petition was heard on June 1, 1950, and this decree was signed on June 8, 1950.\n", "1950-06-08"),
            (
                "ORDER\nThis cause came on for trial on October 3, 1977.\nIt is so ordered. Signed and entered this 17th day of October, 1977.\n",
                "1977-10-17",
            ),
        ] {
            assert_eq!(governing(text).as_deref(), Some(signed), "{text}");
        }
    }

    #[test]
    fn a_county_auditors_transfer_entry_is_no_date_of_the_deed() {
        for stamp in ["Transfer entered March 10, 1927.   Ed Moe, County Auditor\n", "Entered for taxation this 4th day of May, 1951.\n"] {
            let text = format!(
                "Signed this ___ day of March, 1927.\nOn this 7th day of March, 1927, before me came Lars Dahl, known to me, and acknowledged the same.\n{stamp}"
            );
            assert_eq!(governing(&text).as_deref(), Some("1927-03-07"), "{stamp}");
        }
    }

    #[test]
    fn ordinal_days_in_words_read_through_ocr_digits() {
        assert_eq!(dates("this the e1eventh day of March, 1918"), one("1918-03-11", DateKind::Execution));
        assert_eq!(dates("Given under my hand the N1NTH day of MAY, 1912."), one("1912-05-09", DateKind::Execution));
        assert_eq!(dates("Made this twenty-f0urth day of June, 1948"), one("1948-06-24", DateKind::Execution));
        assert_eq!(dates("GIVEN under rny hand the TENTH day of APRIL, 1909."), one("1909-04-10", DateKind::Execution));
    }
}

/// The one pass of [`AFTER_DATE`] against the five searches it stands for.
#[cfg(test)]
mod after_date_tests {
    use super::*;

    /// Pieces of the words after a date, damaged ones included, for the proptest.
    const AFTER_PIECES: [&str; 30] = [
        ",",
        ".",
        ";",
        "and",
        "duly",
        "recorded",
        "rccorded",
        "of record",
        "filed for record in",
        "Volume",
        "Vol.",
        "Book",
        "page",
        "12",
        "before me",
        "personally",
        "appeared before",
        "(effective date)",
        "(the \"Effective Date\")",
        "(",
        ")",
        "which date",
        "being",
        "is the effective date of this deed",
        "effective date hereof",
        "at",
        "2:22",
        "PM",
        "o'clock",
        "_",
    ];
    const AFTER_SEPARATORS: [&str; 5] = [" ", "", "\n", ", ", "\t"];

    fn one_by_one(after: &[u8]) -> Vec<bool> {
        [&*EFFECTIVE_LABEL, &*EFFECTIVE_NAMED_AFTER, &*ACKNOWLEDGMENT_AFTER, &*RECITAL_AFTER, &*STAMP_TIME_AFTER]
            .map(|pattern| pattern.is_match(after))
            .to_vec()
    }

    fn as_set(after: &[u8]) -> Vec<bool> {
        let says = AFTER_DATE.matches(after);
        [After::EffectiveLabel, After::EffectiveNamed, After::Acknowledgment, After::Recital, After::StampTime]
            .map(|pattern| says.matched(pattern as usize))
            .to_vec()
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(3000))]
        #[test]
        fn the_set_after_a_date_reads_what_each_pattern_reads(
            pieces in proptest::collection::vec((0..AFTER_PIECES.len(), 0..AFTER_SEPARATORS.len()), 0..12)
        ) {
            let after: String =
                pieces.iter().flat_map(|&(piece, separator)| [AFTER_PIECES[piece], AFTER_SEPARATORS[separator]]).collect();
            proptest::prop_assert_eq!(as_set(after.as_bytes()), one_by_one(after.as_bytes()), "{:?}", after);
        }
    }

    #[test]
    fn the_set_after_a_date_reads_each_tail() {
        for after in
            [", recorded in Book 4, Page 9", " (effective date)", ", before me", " at 2:22 PM", ", which date is the effective date hereof"]
        {
            let read = as_set(after.as_bytes());
            assert_eq!(read, one_by_one(after.as_bytes()), "{after:?}");
            assert!(read.contains(&true), "{after:?}");
        }
    }
}
