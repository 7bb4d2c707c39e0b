//! The pipeline stages before extraction: `markdown` turns OCR or markdown text into one clean,
//! normalised text; `segmentation` finds the parts of the instrument in it (sections, form
//! fields, recitals). Every L0 extractor reads an [`Instrument`], so offsets in debug output all
//! refer to the same text.

pub mod ascii_twin;
pub mod lowered;
pub mod markdown;
pub mod pattern_set;
pub mod segmentation;

pub use segmentation::fields::FormField;
pub use segmentation::recitals::{Recital, RecitalKind};
pub use segmentation::{Segment, SegmentKind};

/// An instrument's normalised text and its parts, found once by the segmentation stage.
#[derive(Debug, Clone)]
pub struct Instrument {
    pub text: String,
    /// The conventional sections, in order, covering the text.
    pub segments: Vec<Segment>,
    /// "Label: value" entries of forms, in text order.
    pub fields: Vec<FormField>,
    /// Recitals of earlier instruments and events, in text order, without overlaps.
    pub recitals: Vec<Recital>,
}

impl Instrument {
    /// Runs the markdown and segmentation stages over raw document text.
    pub fn from_raw(raw: &str) -> Instrument {
        let text = markdown::normalize(raw);
        let segments = segmentation::segment(&text);
        let fields = segmentation::fields::find_fields(&text);
        let recitals = segmentation::recitals::find_recitals(&text);
        Instrument { text, segments, fields, recitals }
    }

    /// The recital that holds a byte offset, if any: a name or date there belongs to an earlier
    /// instrument.
    pub fn recital_at(&self, offset: usize) -> Option<&Recital> {
        let index = self.recitals.partition_point(|r| r.end <= offset);
        self.recitals.get(index).filter(|r| r.start <= offset)
    }

    /// The form fields whose label's noun is `noun` ("lessee" finds "Lessee:" and "Name of
    /// Lessee:"), in text order.
    pub fn fields_with_noun<'a>(&'a self, noun: &'a str) -> impl Iterator<Item = &'a FormField> + 'a {
        self.fields.iter().filter(move |field| field.has_noun(noun))
    }

    /// The form field that holds a byte offset in its value, if any.
    pub fn field_at(&self, offset: usize) -> Option<&FormField> {
        self.fields.iter().find(|field| field.value.start <= offset && offset < field.value.end)
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
