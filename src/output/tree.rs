//! Reading an output tree that a run wrote, for `merge` and `diff`. Only the places that
//! [`OutputLayout`] names are read, every id on the way is a [`SafeId`], and no symbolic link is
//! followed: titlegraph never writes one, so a link in an output tree is foreign and could lead
//! outside it.

use super::errors::ErrorLine;
use super::paths::OutputLayout;
use crate::api::documents::DocumentItem;
use crate::api::jobs::Job;
use crate::api::packages::{PackageItem, PackageList};
use crate::input::SafeId;
use serde::de::DeserializeOwned;
use std::io::ErrorKind;
use std::path::{Component, Path, PathBuf};
use thiserror::Error;

#[derive(Debug, Error)]
pub enum TreeError {
    /// The folder is not what a run writes (exit 2: a usage error).
    #[error("{root} is not a titlegraph output folder: {reason}")]
    NotAnOutput { root: PathBuf, reason: String },
    /// A file exists but cannot be read (exit 3: a retry may help).
    #[error("cannot read {path}: {reason}")]
    Unreadable { path: PathBuf, reason: String },
}

impl TreeError {
    pub fn exit_code(&self) -> u8 {
        match self {
            TreeError::NotAnOutput { .. } => 2,
            TreeError::Unreadable { .. } => 3,
        }
    }
}

/// One output tree, addressed through the layout's relative paths.
#[derive(Debug, Clone)]
pub struct OutputTree {
    root: PathBuf,
    /// The layout with an empty root: every path it gives is relative to the tree.
    relative: OutputLayout,
}

impl OutputTree {
    /// A folder that holds the two lists every run writes.
    pub fn open(root: &Path) -> Result<OutputTree, TreeError> {
        if !root.is_dir() {
            return Err(TreeError::NotAnOutput { root: root.to_path_buf(), reason: "it does not exist or is not a folder".to_string() });
        }
        let tree = OutputTree { root: root.to_path_buf(), relative: OutputLayout::new(Path::new("")) };
        // Only looked for: reading the document list would hold a file as large as the run.
        for list in [tree.relative.package_list(), tree.relative.document_list()] {
            if tree.file_path(&list)?.is_none() {
                return Err(tree.not_an_output(format!("it has no {}", list.display())));
            }
        }
        Ok(tree)
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Relative paths of the responses, to read with [`OutputTree::bytes`] or [`OutputTree::read`].
    pub fn layout(&self) -> &OutputLayout {
        &self.relative
    }

    pub fn not_an_output(&self, reason: String) -> TreeError {
        TreeError::NotAnOutput { root: self.root.clone(), reason }
    }

    /// The bytes of the file at `relative`, `None` when there is none; a symbolic link anywhere
    /// on the way is refused.
    pub fn bytes(&self, relative: &Path) -> Result<Option<Vec<u8>>, TreeError> {
        let Some(path) = self.file_path(relative)? else { return Ok(None) };
        std::fs::read(&path).map(Some).map_err(|e| TreeError::Unreadable { path, reason: e.to_string() })
    }

    /// The file at `relative` opened for reading (to stream a file as large as the run),
    /// `None` when there is none; checked as [`OutputTree::bytes`] checks it.
    pub fn open_file(&self, relative: &Path) -> Result<Option<std::fs::File>, TreeError> {
        let Some(path) = self.file_path(relative)? else { return Ok(None) };
        std::fs::File::open(&path).map(Some).map_err(|e| TreeError::Unreadable { path, reason: e.to_string() })
    }

    /// The path of the regular file at `relative`, `None` when there is none; a symbolic link
    /// anywhere on the way is refused.
    fn file_path(&self, relative: &Path) -> Result<Option<PathBuf>, TreeError> {
        let mut path = self.root.clone();
        for component in relative.components() {
            let Component::Normal(part) = component else {
                return Err(self.not_an_output(format!("{} is not a plain path inside it", relative.display())));
            };
            path.push(part);
            match path.symlink_metadata() {
                Ok(metadata) if metadata.file_type().is_symlink() => {
                    return Err(self.not_an_output(format!("{} is a symbolic link; titlegraph never writes one", path.display())));
                }
                Ok(_) => {}
                Err(error) if error.kind() == ErrorKind::NotFound => return Ok(None),
                Err(error) => return Err(TreeError::Unreadable { path, reason: error.to_string() }),
            }
        }
        if !path.is_file() {
            return Err(self.not_an_output(format!("{} is not a file", path.display())));
        }
        Ok(Some(path))
    }

    /// The JSON file at `relative` through its serde type, `None` when there is none.
    pub fn read<T: DeserializeOwned>(&self, relative: &Path) -> Result<Option<T>, TreeError> {
        let Some(bytes) = self.bytes(relative)? else { return Ok(None) };
        serde_json::from_slice(&bytes).map(Some).map_err(|e| self.not_an_output(format!("{} does not parse: {e}", relative.display())))
    }

    /// api/packages.json, in its (package id) order.
    pub fn packages(&self) -> Result<Vec<PackageItem>, TreeError> {
        let list: Option<PackageList<Vec<PackageItem>>> = self.read(&self.relative.package_list())?;
        list.map(|l| l.packages).ok_or_else(|| self.not_an_output("api/packages.json vanished".to_string()))
    }

    /// The documents of api/documents.json.
    pub fn documents(&self) -> Result<Vec<DocumentItem>, TreeError> {
        let list: Option<crate::api::documents::DocumentList<Vec<DocumentItem>>> = self.read(&self.relative.document_list())?;
        list.map(|l| l.items).ok_or_else(|| self.not_an_output("api/documents.json vanished".to_string()))
    }

    /// The lines of errors.jsonl; none when the file is absent.
    pub fn errors(&self) -> Result<Vec<ErrorLine>, TreeError> {
        let relative = self.relative.errors();
        let Some(bytes) = self.bytes(&relative)? else { return Ok(Vec::new()) };
        let text = String::from_utf8(bytes).map_err(|_| self.not_an_output("errors.jsonl is not UTF-8".to_string()))?;
        text.lines()
            .filter(|line| !line.trim().is_empty())
            .map(|line| serde_json::from_str(line).map_err(|e| self.not_an_output(format!("a line of errors.jsonl does not parse: {e}"))))
            .collect()
    }

    /// The job records under api/jobs, sorted by file name.
    pub fn jobs(&self) -> Result<Vec<Job>, TreeError> {
        let mut jobs = Vec::new();
        for id in self.job_ids()? {
            if let Some(job) = self.read(&self.relative.job(&id))? {
                jobs.push(job);
            }
        }
        Ok(jobs)
    }

    /// The ids of the job records under api/jobs, sorted.
    pub fn job_ids(&self) -> Result<Vec<SafeId>, TreeError> {
        let folder = self.root.join("api").join("jobs");
        let entries = match std::fs::read_dir(&folder) {
            Ok(entries) => entries,
            Err(error) if error.kind() == ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => return Err(TreeError::Unreadable { path: folder, reason: error.to_string() }),
        };
        let mut names = Vec::new();
        for entry in entries {
            let entry = entry.map_err(|e| TreeError::Unreadable { path: folder.clone(), reason: e.to_string() })?;
            let name = entry.file_name().to_string_lossy().into_owned();
            if let Some(stem) = name.strip_suffix(".json")
                && let Ok(id) = SafeId::parse(stem)
            {
                names.push(id);
            }
        }
        names.sort();
        Ok(names)
    }

    /// A package id of a list, as the path segment it is in the tree.
    pub fn package_id(&self, id: &str) -> Result<SafeId, TreeError> {
        SafeId::parse(id).map_err(|reason| self.not_an_output(format!("package id {id:?} in its lists {reason}")))
    }

    /// A document id of a list, as the path segment it is in the tree.
    pub fn document_id(&self, id: &str) -> Result<SafeId, TreeError> {
        SafeId::parse(id).map_err(|reason| self.not_an_output(format!("document id {id:?} in its lists {reason}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    fn minimal_tree() -> tempfile::TempDir {
        let folder = tempfile::tempdir().expect("temp dir");
        fs::create_dir_all(folder.path().join("api")).expect("mkdir");
        fs::write(folder.path().join("api/packages.json"), "{\"packages\": []}\n").expect("write");
        fs::write(folder.path().join("api/documents.json"), "{\"items\": [], \"total\": 0, \"page\": 1, \"page_size\": 0}\n")
            .expect("write");
        folder
    }

    #[test]
    fn a_folder_without_the_lists_is_not_an_output() {
        let folder = tempfile::tempdir().expect("temp dir");
        assert!(matches!(OutputTree::open(folder.path()), Err(TreeError::NotAnOutput { .. })));
        let tree = minimal_tree();
        assert!(OutputTree::open(tree.path()).is_ok_and(|t| t.packages().is_ok_and(|p| p.is_empty())));
    }

    #[cfg(unix)]
    #[test]
    fn refuses_a_symbolic_link_that_leads_outside() {
        let tree = minimal_tree();
        let outside = tempfile::tempdir().expect("temp dir");
        fs::write(outside.path().join("secret.csv"), "x").expect("write");
        std::os::unix::fs::symlink(outside.path(), tree.path().join("runsheets")).expect("link");
        let opened = OutputTree::open(tree.path()).expect("open");
        let read = opened.bytes(Path::new("runsheets/secret.csv"));
        assert!(matches!(read, Err(TreeError::NotAnOutput { .. })), "{read:?}");
    }

    #[test]
    fn a_missing_file_is_none_and_a_parent_path_is_refused() {
        let folder = minimal_tree();
        let tree = OutputTree::open(folder.path()).expect("open");
        assert!(matches!(tree.bytes(Path::new("runsheets/x.csv")), Ok(None)));
        assert!(matches!(tree.bytes(Path::new("../x.csv")), Err(TreeError::NotAnOutput { .. })));
    }
}
