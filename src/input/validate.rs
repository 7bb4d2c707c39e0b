//! Ids become path segments of the output, so they are checked once, here, and carried as
//! [`SafeId`] afterwards: the output layer accepts nothing else, so no unchecked id can reach a
//! path. Nothing is sanitised: an id that does not match is rejected with its reason.

use serde::Serialize;
use std::fmt;

/// An id that matches `^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$` (CONTRACT §2).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
pub struct SafeId(String);

impl SafeId {
    /// Checks an id; the error says what is wrong with it in words a person can act on.
    pub fn parse(id: &str) -> Result<SafeId, String> {
        let mut chars = id.chars();
        match chars.next() {
            None => return Err("is empty".to_string()),
            Some(first) if !first.is_ascii_alphanumeric() => {
                return Err(format!("{id:?} must start with a letter or digit"));
            }
            Some(_) => {}
        }
        if id.len() > 128 {
            return Err(format!("{:?}… is {} characters long; at most 128 are allowed", truncate(id, 40), id.len()));
        }
        if let Some(bad) = id.chars().find(|c| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))) {
            return Err(format!("{id:?} contains {bad:?}; only letters, digits, '.', '_' and '-' are allowed"));
        }
        Ok(SafeId(id.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for SafeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn truncate(text: &str, max_chars: usize) -> String {
    text.chars().take(max_chars).collect()
}

/// Checks the `path` of a directory package's document: a plain relative file name inside the
/// package's folder, `.txt` or `.md`. Returns the reason when it is not.
pub fn check_document_path(path: &str) -> Result<(), String> {
    if path.is_empty() {
        return Err("path is empty".to_string());
    }
    let has_bad_component = path.split(['/', '\\']).any(|part| part.is_empty() || part == "." || part == "..");
    if path.starts_with(['/', '\\']) || path.contains(':') || has_bad_component {
        return Err(format!("path {path:?} must be a relative path inside the package folder, without '..'"));
    }
    let lower = path.to_ascii_lowercase();
    if !(lower.ends_with(".txt") || lower.ends_with(".md")) {
        return Err(format!("path {path:?} must name a .txt or .md file"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_contract_ids() {
        for id in ["reeves-sec12", "reeves-sec12-0001", "A", "9.v2_final", &"x".repeat(128)] {
            assert!(SafeId::parse(id).is_ok(), "{id}");
        }
    }

    #[test]
    fn rejects_ids_that_could_leave_the_output_folder() {
        for id in ["", "..", "../etc", "a/b", "a\\b", ".hidden", "-x", "a b", "tract\n", "ü", &"x".repeat(129)] {
            assert!(SafeId::parse(id).is_err(), "{id:?}");
        }
    }

    #[test]
    fn document_paths_stay_inside_the_package() {
        assert!(check_document_path("deed-1952.txt").is_ok());
        assert!(check_document_path("leases/lease-1.md").is_ok());
        for path in ["../x.txt", "/etc/passwd.txt", "a/../../b.txt", "C:/x.txt", "x.pdf", "", "./x.txt", "a//b.txt"] {
            assert!(check_document_path(path).is_err(), "{path}");
        }
    }
}
