//! Input: finding packages under the input root, reading them, and validating what becomes a
//! path of the output. CONTRACT §2 is the format.

pub mod package;
pub mod scan;
pub mod shard;
pub mod validate;
pub mod walk;

pub use package::{DocumentSource, LoadedDocument, LoadedPackage, PackageError, Recording};
pub use validate::SafeId;
pub use walk::{Source, SourceKind, Walk};
