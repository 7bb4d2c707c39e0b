//! A partition deed's allotments: co-owners who held land in common divide it, and the deed
//! sets apart each part to one of them in severalty. What matters to the chain of title is which
//! co-owner takes which part, and the deed says it in a few recurring ways:
//!
//! - mutual conveyances, one per co-owner: "A does hereby grant and quitclaim unto B all of his
//!   undivided interest in the following described land: …";
//! - an allotment clause before the land: "there is hereby set apart and allotted to A, as his
//!   share, the following: …", "awarded to B the following described tract: …";
//! - the land first: "the N/2 of said section is hereby allotted to A";
//! - a list: "To A: the N/2 …".
//!
//! Each mention of an allottee opens an allotment; the land of an allotment is what the text
//! describes after its opening up to the next allottee's (or, when the opening names no land
//! after it, what it describes before, back to the previous allotment). The land described in a
//! recital (the whole tract "the parties own as tenants in common") is the land partitioned,
//! which no one takes. Here only the stretches of text are read; L1 places the land extraction's
//! tracts in them.

use super::{floor_char_boundary, tolerant};
use crate::l0::{Allotment, Evidence};
use crate::pipeline::{Instrument, SegmentKind};
use regex::Regex;
use std::sync::LazyLock;

/// Words that give a part to a co-owner, up to the name: "set apart and allotted to",
/// "is awarded unto", "partitioned to", and "unto" after a granting verb (the mutual
/// conveyances).
static ALLOTTED_TO: LazyLock<Regex> = LazyLock::new(|| {
    tolerant(
        r"\b(?:(?:set\s+(?:apart|aside|over)|allotted|assigned|awarded|partitioned|vested)(?:\s+and\s+(?:set\s+(?:apart|aside)|allotted|assigned|confirmed))?\s+(?:un)?to|(?:grants?|conveys?|quit\W?claims?|releases?|relinquish(?:es)?|remises?)\s+unto)\s+(?:the\s+said\s+|said\s+)?",
    )
});

/// The list form: a line that opens "To A:" (after a number or letter of the list).
static LISTED_TO: LazyLock<Regex> = LazyLock::new(|| tolerant(r"(?m)^[ \t]*(?:\(?[0-9a-z]{1,3}[.)][ \t]*)?to[ \t]+"));

/// What shows that the land of an allotment follows its opening: a colon or "the following"
/// before the sentence ends.
static LAND_FOLLOWS: LazyLock<Regex> = LazyLock::new(|| tolerant(r":|\bfollowing\b|\bdescribed\s+as\b|\bto[\s-]*wit\b"));
static SENTENCE_END: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"[.;]\s+[A-Z(0-9]|\n\s*\n").expect("sentence end compiles"));
/// How far after a name the words that bring in its land are looked for.
const LAND_FOLLOWS_BYTES: usize = 200;

/// Words that end a name written in capitals as the allotment writes it: "PEDER T. ENGEBRETSON
/// AS HIS SOLE PROPERTY", "HALVOR ENGEBRETSON HIS HEIRS AND ASSIGNS".
const AFTER_NAME: &[&str] = &[
    "as",
    "his",
    "her",
    "their",
    "its",
    "in",
    "for",
    "the",
    "and",
    "of",
    "who",
    "which",
    "being",
    "said",
    "hereinafter",
    "a",
    "an",
    "all",
    "to",
    "heirs",
    "party",
    "one",
];
/// The most words a name is read to.
const NAME_WORDS: usize = 6;

/// The allotments of a partition deed, in text order, or a warning saying what was looked for.
pub(super) fn allotments(instrument: &Instrument) -> (Vec<Allotment>, Option<String>) {
    let text = instrument.text.as_str();
    let end_of_operative = |from: usize| {
        instrument
            .segments
            .iter()
            .find(|s| s.start > from && matches!(s.kind, SegmentKind::Execution | SegmentKind::Acknowledgment | SegmentKind::Recording))
            .map_or(text.len(), |s| s.start)
    };
    let mut openings: Vec<(usize, usize, String)> = ALLOTTED_TO
        .find_iter(text)
        .chain(LISTED_TO.find_iter(text))
        .filter(|m| instrument.recital_at(m.start()).is_none() && !matches!(instrument.kind_at(m.start()), SegmentKind::Recording))
        .filter_map(|m| name_at(text, m.end()).map(|(name, end)| (m.start(), end, name)))
        .collect();
    openings.sort_by_key(|(start, ..)| *start);
    // Mentions of one allottee in a row (the conveyance "unto A" and "allotted to A" of one
    // clause) open one allotment.
    openings.dedup_by(|next, previous| same_name(&next.2, &previous.2));
    if openings.len() < 2 {
        return (
            Vec::new(),
            Some(
                "partition deed: no allotment to two co-owners read (looked for \"set apart and allotted to\", \"awarded to\", \"unto\" after a granting verb and \"To A:\" lists): which co-owner takes which part stays unknown"
                    .to_string(),
            ),
        );
    }
    let mut found = Vec::new();
    for (index, (start, name_end, name)) in openings.iter().enumerate() {
        let next = openings.get(index + 1).map_or_else(|| end_of_operative(*name_end), |(next, ..)| *next);
        let look_end = floor_char_boundary(text, (name_end + LAND_FOLLOWS_BYTES).min(next));
        let window = &text[*name_end..look_end];
        let window = SENTENCE_END.find(window).map_or(window, |m| &window[..m.start()]);
        let span = if LAND_FOLLOWS.is_match(window) {
            *start..next
        } else {
            let previous = if index == 0 { 0 } else { openings[index - 1].1 };
            previous..*start
        };
        found.push(Allotment { allottee: name.clone(), evidence: Evidence::new("partition_allotment", text, span.start, span.end) });
    }
    (found, None)
}

/// The name that starts at `at`: words that open with a capital (initials and suffixes
/// included), up to a comma, a word in lower case or a word that follows names
/// ([`AFTER_NAME`]). `None` when no such word starts there.
fn name_at(text: &str, at: usize) -> Option<(String, usize)> {
    let mut words: Vec<&str> = Vec::new();
    let mut end = at;
    let mut offset = at;
    for word in text[at..].split_inclusive(char::is_whitespace) {
        let token = word.trim_end();
        let bare = token.trim_end_matches([',', ':', ';']);
        let starts_capital = bare.chars().next().is_some_and(|c| c.is_ascii_uppercase());
        if token.is_empty() || !starts_capital || AFTER_NAME.contains(&bare.to_ascii_lowercase().as_str()) || words.len() == NAME_WORDS {
            break;
        }
        words.push(bare);
        end = offset + bare.len();
        offset += word.len();
        if token.len() != bare.len() || word.contains('\n') {
            break;
        }
    }
    // A sentence's period after the last word is not the name's (an initial's is).
    if let Some(last) = words.last_mut()
        && last.len() > 2
        && let Some(bare) = last.strip_suffix('.')
    {
        *last = bare;
        end -= 1;
    }
    // One capitalised word is a name only with another ("unto Grantee" is not an allotment).
    (words.len() >= 2).then(|| (words.join(" "), end))
}

/// Whether two names as written are one allottee: the same words, case and periods aside.
fn same_name(a: &str, b: &str) -> bool {
    let key = |name: &str| -> String { name.chars().filter(|c| c.is_alphanumeric()).flat_map(char::to_lowercase).collect() };
    key(a) == key(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Vec<(String, String)> {
        let instrument = Instrument::from_raw(text);
        allotments(&instrument).0.into_iter().map(|a| (a.allottee, a.evidence.text)).collect()
    }

    #[test]
    fn mutual_quitclaims_allot_what_follows_each() {
        let text = "PARTITION DEED\n\nThis deed is made by ANNA ROSE KLINE and MARTIN J. KLINE, who own as tenants in common the \
SW/4 of Section 9, Township 12 North, Range 4 West.\n\nANNA ROSE KLINE does hereby quitclaim unto MARTIN J. KLINE, his heirs and assigns, all \
her undivided interest in the following land, which is set apart to him in severalty: the W/2 SW/4 of Section 9, Township 12 North, \
Range 4 West.\n\nMARTIN J. KLINE does hereby quitclaim unto ANNA ROSE KLINE, her heirs and assigns, all his undivided interest \
in the following land: the E/2 SW/4 of Section 9, Township 12 North, Range 4 West.\n\nWITNESS our hands this 3rd day of June, 1949.\n";
        let found = read(text);
        assert_eq!(found.len(), 2, "{found:?}");
        assert_eq!(found[0].0, "MARTIN J. KLINE");
        assert!(found[0].1.contains("W/2 SW/4") && !found[0].1.contains("E/2 SW/4"));
        assert_eq!(found[1].0, "ANNA ROSE KLINE");
        assert!(found[1].1.contains("E/2 SW/4") && !found[1].1.contains("WITNESS"));
    }

    #[test]
    fn allotment_clauses_in_capitals_and_with_the_land_first() {
        let capitals = "DEED OF PARTITION\n\nTHERE IS HEREBY SET APART AND ALLOTTED TO JOSEPH P. WEBB AS HIS SHARE THE FOLLOWING: LOT 3, \
BLOCK 2, ORCHARD ADDITION.\n\nTHERE IS HEREBY SET APART AND ALLOTTED TO CORA WEBB DIXON AS HER SHARE THE FOLLOWING: LOT 4, BLOCK 2, \
ORCHARD ADDITION.\n";
        let found = read(capitals);
        assert_eq!(found.iter().map(|f| f.0.as_str()).collect::<Vec<_>>(), ["JOSEPH P. WEBB", "CORA WEBB DIXON"]);
        assert!(found[0].1.contains("LOT 3") && found[1].1.contains("LOT 4"));
        let land_first = "PARTITION DEED\n\nThe parties agree to divide their land. The N/2 of Section 4 is hereby allotted to Ruth \
Ann Sayer. The S/2 of Section 4 is hereby allotted to Oscar Lee Sayer.\n";
        let found = read(land_first);
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(found[0].1.contains("N/2") && !found[0].1.contains("S/2"));
        assert!(found[1].1.contains("S/2") && !found[1].1.contains("N/2"));
    }

    #[test]
    fn a_list_of_allotments() {
        let text = "PARTITION AGREEMENT\n\nThe land is partitioned as follows:\n1. To Edna Mae Fuller: the N/2 NE/4 of Section 30.\n\
2. To Walter Fuller: the S/2 NE/4 of Section 30.\n";
        let found = read(text);
        assert_eq!(found.iter().map(|f| f.0.as_str()).collect::<Vec<_>>(), ["Edna Mae Fuller", "Walter Fuller"]);
        assert!(found[0].1.contains("N/2 NE/4") && found[1].1.contains("S/2 NE/4"));
    }

    #[test]
    fn no_allotment_read_is_said() {
        let (found, warning) =
            allotments(&Instrument::from_raw("PARTITION DEED\n\nThe parties hereby partition the N/2 of Section 8 between them.\n"));
        assert!(found.is_empty());
        assert!(warning.is_some_and(|w| w.contains("stays unknown")));
        // One allottee alone is no division.
        let one = "PARTITION DEED\n\nThere is set apart to Ida Mae Holt the N/2 of Section 8.\n";
        assert!(read(one).is_empty());
    }

    #[test]
    fn names_end_where_the_clause_goes_on() {
        assert_eq!(name_at("PEDER T. ENGEBRETSON, his heirs", 0), Some(("PEDER T. ENGEBRETSON".to_string(), 20)));
        assert_eq!(name_at("PEDER T. ENGEBRETSON AS HIS SOLE PROPERTY", 0).map(|n| n.0), Some("PEDER T. ENGEBRETSON".to_string()));
        assert_eq!(name_at("Grantee the land", 0), None);
        assert_eq!(name_at("the said land", 0), None);
        assert!(same_name("Peder T. Engebretson", "PEDER T ENGEBRETSON"));
    }
}
