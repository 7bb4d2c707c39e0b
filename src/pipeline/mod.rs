//! The pipeline stages before extraction: `markdown` turns OCR or markdown text into one clean,
//! normalised text; `segmentation` finds the sections of the instrument in it. Every L0
//! extractor reads an [`Instrument`], so offsets in debug output all refer to the same text.

pub mod lowered;
pub mod markdown;
pub mod segmentation;

pub use segmentation::{Segment, SegmentKind};

/// An instrument's normalised text and its sections.
#[derive(Debug, Clone)]
pub struct Instrument {
    pub text: String,
    pub segments: Vec<Segment>,
}

impl Instrument {
    /// Runs the markdown and segmentation stages over raw document text.
    pub fn from_raw(raw: &str) -> Instrument {
        let text = markdown::normalize(raw);
        let segments = segmentation::segment(&text);
        Instrument { text, segments }
    }

    /// The segments of one kind, in text order, with their text.
    pub fn sections(&self, kind: SegmentKind) -> impl Iterator<Item = (&Segment, &str)> {
        self.segments.iter().filter(move |s| s.kind == kind).map(|s| (s, &self.text[s.start..s.end]))
    }

    /// The segment that contains a byte offset.
    pub fn segment_at(&self, offset: usize) -> Option<&Segment> {
        self.segments.iter().find(|s| s.start <= offset && offset < s.end)
    }

    /// The kind of the segment that contains a byte offset (`Body` when none does).
    pub fn kind_at(&self, offset: usize) -> SegmentKind {
        self.segment_at(offset).map_or(SegmentKind::Body, |s| s.kind)
    }
}
