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

/// The bytes of a file without the UTF-8 byte-order mark that Windows tools write at its start:
/// JSON forbids it, and in a text it is no character of the instrument.
pub fn without_bom(bytes: &[u8]) -> &[u8] {
    bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes)
}

/// A document's text with CRLF line ends read as LF, so that the same instrument saved on
/// Windows and elsewhere is one text (one L0 cache entry, one package digest).
pub fn unix_lines(text: String) -> String {
    if text.contains("\r\n") { text.replace("\r\n", "\n") } else { text }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_files_read_as_the_same_text() {
        assert_eq!(without_bom(b"\xEF\xBB\xBF{\"package_id\": \"p\"}"), b"{\"package_id\": \"p\"}");
        assert_eq!(without_bom(b"{}"), b"{}");
        assert_eq!(unix_lines("WARRANTY DEED\r\nGrantor: Ada Moss\r\n".to_string()), "WARRANTY DEED\nGrantor: Ada Moss\n");
        assert_eq!(unix_lines("a lone\rcarriage return".to_string()), "a lone\rcarriage return");
    }
}
