//! Output: where each response goes (`paths`), how every file is written (`atomic`, and
//! `recycle` for the package files a rerun replaces), and the
//! tables beside the JSON responses (`summary`, `runsheet`, `errors`), and the lists built from
//! the package details (`lists`), and the examiner's report pages (`report`).

pub mod atomic;
pub mod errors;
pub mod lists;
pub mod paths;
pub mod recycle;
pub mod report;
pub mod runsheet;
pub mod state;
pub mod summary;
pub mod tree;

pub use atomic::{OutputError, json_bytes, write_bytes, write_json};
pub use paths::OutputLayout;
