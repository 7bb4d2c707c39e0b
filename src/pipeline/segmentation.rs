//! The `segmentation` stage: finds the conventional sections of a recorded instrument.
//!
//! Deeds, leases and assignments follow one order (caption, premises, granting clause, land,
//! reservations, habendum, execution, acknowledgment, recording stamp), but OCR and odd forms
//! break it often. Segmentation therefore only marks where each section's opening words stand;
//! a section runs to the next opening. Extractors use sections to prefer evidence (a date in the
//! acknowledgment is an acknowledgment date) and never to hide text from themselves.

use regex::Regex;
use serde::Serialize;
use std::sync::LazyLock;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SegmentKind {
    /// Title and venue lines before the premises.
    Caption,
    /// "KNOW ALL MEN BY THESE PRESENTS: That …", "This lease made …": who acts.
    Premises,
    /// "… GRANT, SELL AND CONVEY unto …", "… grant, demise, lease and let unto …".
    Granting,
    /// "the following described land, to-wit: …".
    Land,
    /// "SAVE AND EXCEPT …", "Grantors reserve unto themselves …".
    Reservations,
    /// "TO HAVE AND TO HOLD …".
    Habendum,
    /// "WITNESS our hands this …", "EXECUTED this …", "Dated this …".
    Execution,
    /// "Before me, the undersigned …", "Subscribed and sworn …".
    Acknowledgment,
    /// "Filed for record …": the clerk's stamp.
    Recording,
    /// "EXHIBIT A": schedules attached to the instrument.
    Exhibit,
    /// Text no opening claims.
    Body,
}

impl SegmentKind {
    pub fn as_str(self) -> &'static str {
        match self {
            SegmentKind::Caption => "caption",
            SegmentKind::Premises => "premises",
            SegmentKind::Granting => "granting",
            SegmentKind::Land => "land",
            SegmentKind::Reservations => "reservations",
            SegmentKind::Habendum => "habendum",
            SegmentKind::Execution => "execution",
            SegmentKind::Acknowledgment => "acknowledgment",
            SegmentKind::Recording => "recording",
            SegmentKind::Exhibit => "exhibit",
            SegmentKind::Body => "body",
        }
    }
}

/// A section: byte offsets into the normalised text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Segment {
    pub kind: SegmentKind,
    pub start: usize,
    pub end: usize,
}

/// The opening words of each section. `at_line_start` sections begin at the start of the line
/// that holds their opening words, because their first words ("THE STATE OF TEXAS §") come
/// before the phrase that identifies them.
struct Opening {
    kind: SegmentKind,
    pattern: Regex,
    at_line_start: bool,
}

static OPENINGS: LazyLock<Vec<Opening>> = LazyLock::new(|| {
    let opening = |kind, pattern: &str, at_line_start| Opening {
        kind,
        pattern: Regex::new(&pattern.replace(r"\b", r"(?-u:\b)")).expect("segmentation pattern compiles"),
        at_line_start,
    };
    vec![
        opening(
            SegmentKind::Premises,
            r"(?i)\bknow\s+all\s+(men|persons|people)\b|\bthis\s+(deed|indenture|lease|agreement|assignment|conveyance|instrument|release|contract)\b[^.\n]{0,40}\b(made|entered|executed)\b|\bagreement,?\s+made\s+and\s+entered\b|\bthe\s+undersigned\b[^.\n]{0,60}\b(affiant|being\s+(first\s+)?duly\s+sworn)\b",
            false,
        ),
        opening(
            SegmentKind::Granting,
            r"(?i)\b(ha(s|ve)|do(es)?|hereby)\s+(bargained|granted|sold|conveyed|remised|released|quitclaimed|assigned|transferred|demised|leased|grant|sell|convey|bargain|assign|transfer|remise|release|quitclaim|demise|lease)\b",
            false,
        ),
        opening(
            SegmentKind::Land,
            r"(?i)\b(following|hereinafter)\s+described\b|\bdescribed\s+as\s+follows\b|\bto[\s-]*wit\s*:",
            false,
        ),
        opening(
            SegmentKind::Reservations,
            r"(?i)\bsav(e|ing)\s+and\s+except(ing)?\b|\bexcepting\s+and\s+reserving\b|\b(grantors?|lessors?|assignors?)\s+(hereby\s+)?(reserves?|retains?|excepts?)\b|\bthere\s+is\s+(hereby\s+)?(excepted|reserved)\b|\breserv(ing|es?)\s+unto\s+(the\s+)?(said\s+)?grantors?\b",
            false,
        ),
        opening(SegmentKind::Habendum, r"(?i)\bto\s+have\s+and\s+to\s+hold\b", true),
        opening(
            SegmentKind::Execution,
            r"(?i)\bin\s+witness\s+whereof\b|\bwitness\s+(my|our|his|her|their)\s+hands?\b|\bexecuted\s+(this|on|the|as\s+of)\b|\bdated\s+this\b|\bsigned\s+(this|on)\s+the\b|\bgiven\s+under\s+(my|our)\s+hands?\b",
            true,
        ),
        opening(
            SegmentKind::Acknowledgment,
            r"(?i)\bbefore\s+me\b|\backnowledged\s+before\b|\bsubscribed\s+and\s+sworn\b|\bsworn\s+to\s+and\s+subscribed\b|\bpersonally\s+(came|appeared)\b",
            true,
        ),
        opening(
            SegmentKind::Recording,
            r"(?i)\bfiled\s+for\s+record\b|\bfiled\s+and\s+recorded\b|\brecorded\s+(this|on)\s+the\b|\breceived\s+for\s+record\b",
            true,
        ),
        opening(SegmentKind::Exhibit, r#"(?m)^\s*(?i:exhibit|schedule)\s+["']?[A-Z0-9]\b"#, true),
    ]
});

/// Marks the sections of normalised instrument text. The segments are ordered, do not overlap
/// and together cover the whole text.
pub fn segment(text: &str) -> Vec<Segment> {
    let mut openings: Vec<(usize, SegmentKind)> = Vec::new();
    for opening in OPENINGS.iter() {
        for found in opening.pattern.find_iter(text) {
            let start = if opening.at_line_start {
                line_start(text, found.start())
            } else {
                found.start()
            };
            openings.push((start, opening.kind));
        }
    }
    openings.sort();
    openings.dedup_by_key(|(start, _)| *start);

    let mut segments: Vec<Segment> = Vec::new();
    let first = openings.first().map_or(text.len(), |(start, _)| *start);
    if first > 0 {
        segments.push(Segment { kind: SegmentKind::Caption, start: 0, end: first });
    }
    for (index, (start, kind)) in openings.iter().enumerate() {
        let end = openings.get(index + 1).map_or(text.len(), |(next, _)| *next);
        match segments.last_mut() {
            // Repeated openings of the same section ("before me" twice) extend it.
            Some(last) if last.kind == *kind => last.end = end,
            _ => segments.push(Segment { kind: *kind, start: *start, end }),
        }
    }
    segments.retain(|s| s.end > s.start);
    segments
}

fn line_start(text: &str, offset: usize) -> usize {
    text[..offset].rfind('\n').map_or(0, |at| at + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEED: &str = "WARRANTY DEED\nTHE STATE OF TEXAS §\nCOUNTY OF REEVES §\n\
KNOW ALL MEN BY THESE PRESENTS: That JOHN A. SMITH and wife, MARY B. SMITH, hereinafter called Grantors, \
for and in consideration of Ten Dollars, have GRANTED, SOLD and CONVEYED unto ROBERT JONES the following \
described land, to-wit: the NE/4 of Section 12, Block 7, H&GN RR Co. Survey, Reeves County, Texas.\n\
SAVE AND EXCEPT an undivided one-half (1/2) of all oil, gas and other minerals.\n\
TO HAVE AND TO HOLD the above described premises.\n\
WITNESS our hands this 3rd day of March, 1952.\n\
THE STATE OF TEXAS §\nBEFORE ME, the undersigned Notary Public, on this day personally appeared JOHN A. SMITH.\n\
Filed for record the 10th day of March, 1952 at 2 o'clock P.M.\n";

    fn kinds(text: &str) -> Vec<SegmentKind> {
        segment(text).iter().map(|s| s.kind).collect()
    }

    #[test]
    fn finds_the_sections_of_a_warranty_deed_in_order() {
        use SegmentKind::*;
        assert_eq!(
            kinds(DEED),
            vec![Caption, Premises, Granting, Land, Reservations, Habendum, Execution, Acknowledgment, Recording]
        );
    }

    #[test]
    fn segments_cover_the_text_without_overlap() {
        let segments = segment(DEED);
        assert_eq!(segments[0].start, 0);
        assert_eq!(segments.last().map(|s| s.end), Some(DEED.len()));
        for pair in segments.windows(2) {
            assert_eq!(pair[0].end, pair[1].start);
        }
    }

    #[test]
    fn acknowledgment_starts_at_its_venue_line() {
        let segments = segment(DEED);
        let ack = segments.iter().find(|s| s.kind == SegmentKind::Acknowledgment).map(|s| &DEED[s.start..s.end]);
        assert!(ack.is_some_and(|t| t.starts_with("BEFORE ME")));
    }

    #[test]
    fn text_without_openings_is_one_caption() {
        assert_eq!(kinds("an unreadable scan\n"), vec![SegmentKind::Caption]);
    }

    #[test]
    fn empty_text_has_no_segments() {
        assert!(segment("").is_empty());
    }
}
