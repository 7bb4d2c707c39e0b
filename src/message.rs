//! Everything titlegraph says on standard error goes through here, so that every message looks
//! the same: `titlegraph: error: …`, `titlegraph: warning: …`, and `titlegraph: …` for the rest.
//! An error about input names the package, the document and the cause. A warning that would
//! repeat for every document (a cache entry that cannot be stored because the disk is full) is
//! counted instead and shown once, with its count, when the run ends ([`flush_repeated`]).
//! `--quiet` leaves the errors only. While a progress bar is drawn, lines go above it.
//!
//! The state is global because standard error is: one process, one run, one bar.

use indicatif::ProgressBar;
use std::collections::BTreeMap;
use std::fmt::Display;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

static QUIET: AtomicBool = AtomicBool::new(false);
static BAR: Mutex<Option<ProgressBar>> = Mutex::new(None);
static REPEATED: Mutex<BTreeMap<String, Repeated>> = Mutex::new(BTreeMap::new());

/// A warning counted until the end of the run: how often, and the first occurrence.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Repeated {
    count: u64,
    first: String,
}

/// `--quiet`: from now on nothing but errors.
pub fn set_quiet(quiet: bool) {
    QUIET.store(quiet, Ordering::Relaxed);
}

pub fn quiet() -> bool {
    QUIET.load(Ordering::Relaxed)
}

/// Lines go above this bar while it is drawn; `None` when it is gone.
pub fn draw_above(bar: Option<ProgressBar>) {
    *BAR.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = bar;
}

/// Something failed: always shown.
pub fn error(text: impl Display) {
    emit(format!("titlegraph: error: {text}"));
}

/// Something the user should know that did not stop the work; not with `--quiet`.
pub fn warning(text: impl Display) {
    if !quiet() {
        emit(format!("titlegraph: warning: {text}"));
    }
}

/// What was done (progress, the end of a run, a report); not with `--quiet`.
pub fn note(text: impl Display) {
    if !quiet() {
        emit(format!("titlegraph: {text}"));
    }
}

/// The failure of a package or document (an errors.jsonl line), shown as it happens.
pub fn input_error(package_id: Option<&str>, document_id: Option<&str>, cause: &str) {
    error(failure_text(package_id, document_id, cause));
}

/// `package P, document D: cause`; the parts that are unknown are left out (an input error of
/// a file with no usable package id names the file in its cause).
pub fn failure_text(package_id: Option<&str>, document_id: Option<&str>, cause: &str) -> String {
    match (package_id, document_id) {
        (Some(package), Some(document)) => format!("package {package}, document {document}: {cause}"),
        (Some(package), None) => format!("package {package}: {cause}"),
        (None, Some(document)) => format!("document {document}: {cause}"),
        (None, None) => cause.to_string(),
    }
}

/// A warning that may come once per document: `what` says what happened and why (the same
/// text each time), `instance` which file or document it was. Shown once per `what` by
/// [`flush_repeated`], with the count and the first instance.
pub fn repeated_warning(what: impl Into<String>, instance: impl Into<String>) {
    let mut repeated = REPEATED.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let entry = repeated.entry(what.into()).or_insert_with(|| Repeated { count: 0, first: String::new() });
    if entry.count == 0 {
        entry.first = instance.into();
    }
    entry.count += 1;
}

/// Shows each repeated warning once, in a stable order, and forgets them.
pub fn flush_repeated() {
    let repeated = std::mem::take(&mut *REPEATED.lock().unwrap_or_else(std::sync::PoisonError::into_inner));
    for (what, seen) in repeated {
        warning(repeated_text(&what, &seen));
    }
}

fn repeated_text(what: &str, seen: &Repeated) -> String {
    match seen.count {
        1 => format!("{what} ({})", seen.first),
        count => format!("{what} ({count} times; the first: {})", seen.first),
    }
}

fn emit(line: String) {
    match BAR.lock().unwrap_or_else(std::sync::PoisonError::into_inner).as_ref() {
        Some(bar) => bar.println(line),
        None => eprintln!("{line}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_names_what_is_known_of_package_and_document() {
        assert_eq!(failure_text(Some("p1"), Some("d1"), "text is empty"), "package p1, document d1: text is empty");
        assert_eq!(failure_text(Some("p1"), None, "no graph"), "package p1: no graph");
        assert_eq!(failure_text(None, None, "x.json: is not valid JSON"), "x.json: is not valid JSON");
    }

    #[test]
    fn a_repeated_warning_says_how_often_and_the_first_place() {
        let once = Repeated { count: 1, first: "a.l0".to_string() };
        assert_eq!(repeated_text("cannot store an L0 cache entry: disk full", &once), "cannot store an L0 cache entry: disk full (a.l0)");
        let often = Repeated { count: 412, first: "a.l0".to_string() };
        assert_eq!(repeated_text("cannot store", &often), "cannot store (412 times; the first: a.l0)");
    }
}
