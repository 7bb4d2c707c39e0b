//! Output: where each response goes (`paths`), how every file is written (`atomic`), and the
//! tables beside the JSON responses (`summary`, `runsheet`, `errors`).

pub mod atomic;
pub mod errors;
pub mod paths;
pub mod runsheet;
pub mod state;
pub mod summary;

pub use atomic::{OutputError, write_json, write_bytes};
pub use paths::OutputLayout;
