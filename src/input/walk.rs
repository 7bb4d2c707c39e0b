//! Walks the input root as CONTRACT §2 says: recursively, hidden entries skipped, symlinks not
//! followed; a folder holding `package.json` is one directory package and is not walked further;
//! every other `*.json` file is a package file; anything else is skipped and counted.

use std::path::{Path, PathBuf};
use walkdir::WalkDir;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SourceKind {
    /// A `*.json` package file.
    File,
    /// A folder with a `package.json` manifest; documents may point at files inside it.
    Directory,
}

/// One package source: where its manifest is and how to name it in messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    pub kind: SourceKind,
    /// The JSON to read: the package file, or the folder's `package.json`.
    pub manifest: PathBuf,
    /// Path relative to the input root, with `/`, for messages and ordering.
    pub relative: String,
}

impl Source {
    /// The folder that a directory package's document paths are relative to.
    pub fn package_folder(&self) -> Option<&Path> {
        match self.kind {
            SourceKind::Directory => self.manifest.parent(),
            SourceKind::File => None,
        }
    }
}

/// What the walk found, sources sorted by relative path so that nothing depends on the order in
/// which the file system lists entries.
#[derive(Debug, Default)]
pub struct Walk {
    pub sources: Vec<Source>,
    pub files_skipped: u64,
    /// Entries that could not be read while walking (permissions, vanished files).
    pub unreadable: Vec<(String, String)>,
}

pub fn walk(root: &Path) -> Walk {
    let mut found = Walk::default();
    let mut entries = WalkDir::new(root)
        .follow_links(false)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|entry| entry.depth() == 0 || !is_hidden(entry.file_name()));
    while let Some(entry) = entries.next() {
        let entry = match entry {
            Ok(entry) => entry,
            Err(error) => {
                let place = error.path().map_or_else(|| root.display().to_string(), |p| relative(root, p));
                found.unreadable.push((place, error.to_string()));
                continue;
            }
        };
        let file_type = entry.file_type();
        if file_type.is_dir() {
            let manifest = entry.path().join("package.json");
            if manifest.symlink_metadata().is_ok_and(|m| m.is_file()) {
                found.sources.push(Source { kind: SourceKind::Directory, relative: relative(root, &manifest), manifest });
                entries.skip_current_dir();
            }
        } else if file_type.is_file() {
            if entry.path().extension().is_some_and(|ext| ext == "json") {
                found.sources.push(Source {
                    kind: SourceKind::File,
                    manifest: entry.path().to_path_buf(),
                    relative: relative(root, entry.path()),
                });
            } else {
                found.files_skipped += 1;
            }
        }
    }
    found.sources.sort_by(|a, b| a.relative.cmp(&b.relative));
    found
}

fn is_hidden(name: &std::ffi::OsStr) -> bool {
    name.to_string_lossy().starts_with('.')
}

fn relative(root: &Path, path: &Path) -> String {
    let shown = path.strip_prefix(root).unwrap_or(path);
    let text = shown.to_string_lossy().replace('\\', "/");
    if text.is_empty() { ".".to_string() } else { text }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    #[test]
    fn finds_package_files_and_directory_packages_and_counts_the_rest() {
        let root = tempfile::tempdir().expect("temp dir");
        let r = root.path();
        fs::write(r.join("b.json"), "{}").expect("write");
        fs::write(r.join("notes.txt"), "x").expect("write");
        fs::create_dir_all(r.join("nested/dirpkg")).expect("mkdir");
        fs::write(r.join("nested/a.json"), "{}").expect("write");
        fs::write(r.join("nested/dirpkg/package.json"), "{}").expect("write");
        fs::write(r.join("nested/dirpkg/deed.txt"), "x").expect("write");
        fs::write(r.join("nested/dirpkg/inner.json"), "{}").expect("write");
        fs::create_dir_all(r.join(".git")).expect("mkdir");
        fs::write(r.join(".git/x.json"), "{}").expect("write");
        fs::write(r.join(".hidden.json"), "{}").expect("write");

        let found = walk(r);
        let names: Vec<&str> = found.sources.iter().map(|s| s.relative.as_str()).collect();
        assert_eq!(names, vec!["b.json", "nested/a.json", "nested/dirpkg/package.json"]);
        assert_eq!(found.sources[2].kind, SourceKind::Directory);
        assert_eq!(found.files_skipped, 1);
    }
}
