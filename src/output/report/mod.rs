//! The examiner's report: one self-contained HTML page per package (the chain of title of each
//! tract and estate drawn as a picture, the runsheet, the gaps, the review list and the current
//! ownership) and an index of the run's packages.

pub mod dot;
pub mod escape;
pub mod layout;
pub mod page;
pub mod svg;
pub mod tree;

pub use tree::{ReportError, write_package_pages};

use crate::api::documents::CanonicalTract;
use std::collections::BTreeMap;

/// Each tract id's identity phrase, for the page's tract headings: the first phrase the
/// package's land extractions give it, in document order.
pub fn tract_phrases<'a>(tracts: impl Iterator<Item = &'a CanonicalTract>) -> BTreeMap<String, String> {
    let mut phrases = BTreeMap::new();
    for tract in tracts {
        phrases.entry(tract.tract_id.clone()).or_insert_with(|| tract.tract_identity_phrase.clone());
    }
    phrases
}
