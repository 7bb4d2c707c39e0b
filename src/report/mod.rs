//! The examiner's report: one self-contained HTML page per package (the chain of title of each
//! tract and estate drawn as a picture, the runsheet, the gaps, the review list and the current
//! ownership) and an index of the run's packages.

pub mod dot;
pub mod escape;
pub mod layout;
pub mod page;
pub mod svg;
pub mod tree;

pub use tree::{ReportError, write_reports};
