//! Lines that head or interrupt a party list and are no party: a caption's title words, a
//! venue line ("STATE OF TEXAS §"), and the heading a name follows on its own line.

use super::*;

/// A venue line of a caption or an acknowledgment: "STATE OF TEXAS §", "COUNTY OF REEVES ) ss.",
/// "COUNTY OF LEE }" (a brace drawn for the bracket), "STATEOF OHIO" as a scan glues it.
static VENUE_LINE: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(
        r"(?i)^[\s§)(|{}]*(?:the\s+)?(?:state|county|parish|commonwealth|city)\s*[o0]f\s+[a-z][a-z .]*?[\s§)(|{}:;,.]*(?:ss\.?)?[\s§)(|{}]*$",
    )
    .expect("venue line pattern compiles")
});

/// Words of an instrument's title ("OIL & GAS LEASE", "MINERAL DEED", "PAID-UP LEASE", "DEED OF
/// TRUST", "RIGHT OF WAY EASEMENT"), sorted for a binary search.
const CAPTION_WORDS: &[&str] = &[
    "&",
    "ACT",
    "AFFIDAVIT",
    "AGREEMENT",
    "AND",
    "ASSIGNMENT",
    "BARGAIN",
    "CASH",
    "CLAIM",
    "CONVEYANCE",
    "CORRECTION",
    "CORRECTIVE",
    "DEED",
    "EASEMENT",
    "FORM",
    "GAS",
    "GENERAL",
    "GRANT",
    "HEIRSHIP",
    "LEASE",
    "LIMITED",
    "MEMORANDUM",
    "MINERAL",
    "MINERALS",
    "MORTGAGE",
    "OF",
    "OIL",
    "OTHER",
    "PAID",
    "PARTIAL",
    "PATENT",
    "QUIT",
    "QUITCLAIM",
    "RATIFICATION",
    "RELEASE",
    "RIGHT",
    "ROYALTY",
    "SALE",
    "SPECIAL",
    "STATUTORY",
    "SURFACE",
    "TRUST",
    "UP",
    "WARRANTY",
    "WAY",
];

/// Whether a line is an instrument's title alone: every word a title word, and one of them the
/// name of an instrument (a "TRUST" or an "OIL & GAS" company keeps its name).
fn is_caption_line(line: &str) -> bool {
    const INSTRUMENTS: &[&str] = &[
        "AFFIDAVIT",
        "AGREEMENT",
        "ASSIGNMENT",
        "CONVEYANCE",
        "DEED",
        "EASEMENT",
        "LEASE",
        "MORTGAGE",
        "PATENT",
        "QUITCLAIM",
        "RATIFICATION",
        "RELEASE",
    ];
    let mut instrument = false;
    for word in
        line.split(|c: char| c.is_whitespace() || c == '-' || c == '/').filter(|w| w.chars().any(|c| c.is_alphanumeric() || c == '&'))
    {
        let upper = word.trim_matches(|c: char| !c.is_alphanumeric() && c != '&').to_ascii_uppercase();
        if upper.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        if CAPTION_WORDS.binary_search(&upper.as_str()).is_err() {
            return false;
        }
        instrument |= INSTRUMENTS.contains(&upper.as_str());
    }
    instrument
}

/// A piece that runs across a line break ("GENERAL WARRANTY DEED\nRALPH T. OGDEN") is a heading
/// or stamp line followed by the name: when the whole is not a name, the last line is tried.
/// Gives where the name starts and the cleaned name read from there, so that the caller does
/// not clean the same span a second time (cleaning is most of the cost of reading a list).
pub(super) fn name_after_heading(text: &str, start: usize, end: usize) -> (usize, Option<String>) {
    // "COUNTY OF LUBBOCK §\nGeorge Hardberger": a venue line is no part of the name below it,
    // though a county's name would read as a government's.
    let first_start = end - text[start..end].trim_start().len();
    // "OIL & GAS LEASE\nLEWIS T. GRAY": nor is the title of the form above it.
    if let Some(first_end) = text[first_start..end].find('\n').map(|at| first_start + at)
        && (VENUE_LINE.is_match(&text[first_start..first_end]) || is_caption_line(&text[first_start..first_end]))
    {
        return name_after_heading(text, first_end + 1, end);
    }
    // "Xo PAUL R\n- OSS\nAMARY ANN LUND": a name is written on one line or broken once;
    // over three lines or more the earlier ones are the scan's debris, and a whole name on the
    // last line is the name.
    let last_line = text[start..end].trim_end().rfind('\n').map(|at| start + at + 1);
    if let Some(line_start) = last_line.filter(|_| text[start..end].trim().lines().filter(|l| !l.trim().is_empty()).count() >= 3)
        && let Some(name) = clean_name(&text[line_start..end]).filter(|name| name.split_whitespace().count() >= 2)
    {
        return (line_start, Some(name));
    }
    if let Some(name) = clean_name(&text[start..end]) {
        return (start, Some(name));
    }
    match text[start..end].trim_end().rfind('\n') {
        Some(at) => match clean_name(&text[start + at + 1..end]) {
            Some(name) => (start + at + 1, Some(name)),
            None => (start, None),
        },
        None => (start, None),
    }
}
