//! api/packages.json, api/documents.json and summary.csv, built from the package details of an
//! output tree. One definition for `run` and `merge`, so that a merged tree's lists are the bytes
//! a single run writes.
//!
//! Each detail is read and parsed once: the three files are written at the same time, each by
//! its own thread fed through a short channel, so memory stays flat however many packages the
//! lists hold.

use super::atomic::{OutputError, write_with};
use super::paths::OutputLayout;
use super::summary::{SummaryRow, write_summary};
use crate::api::documents::{DocumentItem, DocumentList};
use crate::api::packages::{PackageDetail, PackageItem, PackageList};
use crate::input::SafeId;
use crate::output::report::page::{IndexLine, index_head, index_row, index_tail};
use rayon::prelude::*;
use serde::ser::{Error as _, SerializeSeq};
use serde::{Serialize, Serializer};
use std::io::Write;
use std::sync::mpsc::{Receiver, SyncSender, sync_channel};

/// Details read ahead of the slowest of the three writers.
const READ_AHEAD: usize = 64;

/// Details read and parsed at once, on the threads of the rayon pool the lists are written
/// from: the lists are the one part of a run's end that has work for every core.
const READ_TOGETHER: usize = 64;

/// A package detail written earlier, read back for the lists.
pub fn read_detail(layout: &OutputLayout, id: &SafeId) -> Result<PackageDetail, OutputError> {
    let path = layout.package_detail(id);
    let bytes = std::fs::read(&path).map_err(|e| OutputError::Read { path: path.clone(), reason: e.to_string() })?;
    serde_json::from_slice(&bytes).map_err(|e| OutputError::Read { path, reason: e.to_string() })
}

/// api/packages.json, api/documents.json and summary.csv, streamed from the package details of
/// `listed` (sorted by package id), and with `report_index` the examiner's report index;
/// `total` is the number of documents in those details and `run_version` the matcher version
/// every summary row shows. When a detail cannot be read, none of the files is replaced.
pub fn write_lists(layout: &OutputLayout, listed: &[SafeId], total: u64, run_version: &str, report_index: bool) -> Result<(), OutputError> {
    let (package_items, package_items_in) = sync_channel::<Option<PackageItem>>(READ_AHEAD);
    let (document_items, document_items_in) = sync_channel::<Option<Vec<DocumentItem>>>(READ_AHEAD);
    let (summary_rows, summary_rows_in) = sync_channel::<Option<SummaryRow>>(READ_AHEAD);
    let (index_rows, index_rows_in) = sync_channel::<Option<IndexLine>>(READ_AHEAD);
    let index_rows = report_index.then_some(index_rows);
    std::thread::scope(|scope| {
        let packages = scope.spawn(|| {
            write_with(&layout.package_list(), |writer| {
                serde_json::to_writer_pretty(&mut *writer, &PackageList { packages: Received(package_items_in, |item| vec![item]) })?;
                writer.write_all(b"\n")
            })
        });
        let documents = scope.spawn(|| {
            let list = DocumentList { items: Received(document_items_in, |items| items), total, page: 1, page_size: total };
            write_with(&layout.document_list(), |writer| {
                serde_json::to_writer_pretty(&mut *writer, &list)?;
                writer.write_all(b"\n")
            })
        });
        let summary = scope.spawn(|| {
            let rows = summary_rows_in.into_iter().map(|row| row.ok_or_else(|| OutputError::write(&layout.summary(), STOPPED)));
            write_summary(&layout.summary(), rows)
        });
        let index = index_rows.is_some().then(|| scope.spawn(|| write_index(layout, index_rows_in)));
        let read = feed(layout, listed, run_version, &package_items, &document_items, &summary_rows, index_rows.as_ref());
        drop((package_items, document_items, summary_rows, index_rows));
        let joined = |writer: std::thread::ScopedJoinHandle<'_, Result<(), OutputError>>| {
            writer.join().unwrap_or_else(|_| Err(OutputError::write(layout.root(), "a list writer stopped unexpectedly")))
        };
        let mut written = vec![joined(packages), joined(documents), joined(summary)];
        written.extend(index.map(joined));
        read?;
        written.into_iter().collect()
    })
}

/// report/index.html, row by row as the details are read.
fn write_index(layout: &OutputLayout, rows: Receiver<Option<IndexLine>>) -> Result<(), OutputError> {
    let path = layout.report_index();
    write_with(&path, |writer| {
        writer.write_all(index_head().as_bytes())?;
        let (mut packages, mut failed) = (0, 0);
        for row in rows.iter() {
            let line = row.ok_or_else(|| std::io::Error::other(STOPPED))?;
            packages += 1;
            failed += usize::from(line.row.status != "completed");
            writer.write_all(index_row(&line).as_bytes())?;
        }
        writer.write_all(index_tail(packages, failed).as_bytes())
    })
}

/// What a writer is told when the reading stopped at a detail that cannot be read.
const STOPPED: &str = "the lists were not written: a package detail could not be read";

/// Reads each detail once and hands its parts to the three writers; a `None` tells them the
/// reading failed, so that they do not write the lists as if they were complete.
fn feed(
    layout: &OutputLayout,
    listed: &[SafeId],
    run_version: &str,
    package_items: &SyncSender<Option<PackageItem>>,
    document_items: &SyncSender<Option<Vec<DocumentItem>>>,
    summary_rows: &SyncSender<Option<SummaryRow>>,
    index_rows: Option<&SyncSender<Option<IndexLine>>>,
) -> Result<(), OutputError> {
    for ids in listed.chunks(READ_TOGETHER) {
        let with_index = index_rows.is_some();
        let details: Vec<(Result<PackageDetail, OutputError>, Option<u64>)> =
            ids.par_iter().map(|id| (read_detail(layout, id), with_index.then(|| incomplete_estates(layout, id)).flatten())).collect();
        for (detail, incomplete_estates) in details {
            let detail = match detail {
                Ok(detail) => detail,
                Err(error) => {
                    // A writer that already stopped has dropped its end: nothing to tell it.
                    let _ = (package_items.send(None), document_items.send(None), summary_rows.send(None));
                    if let Some(rows) = index_rows {
                        let _ = rows.send(None);
                    }
                    return Err(error);
                }
            };
            let row = SummaryRow::of(&detail, run_version);
            if let Some(index_rows) = index_rows {
                let line = IndexLine { row: row.clone(), name: detail.item.name.clone(), review: detail.review.len(), incomplete_estates };
                let _ = index_rows.send(Some(line));
            }
            let PackageDetail { item, documents, .. } = detail;
            // A writer that failed has stopped reading; its error is reported when it is joined.
            let _ = (package_items.send(Some(item)), document_items.send(Some(documents)), summary_rows.send(Some(row)));
        }
    }
    Ok(())
}

/// The incomplete estates a package's ownership.json counts, for the report index; `None` when
/// it has none (a failed package) or it cannot be read, which leaves the index cell blank.
fn incomplete_estates(layout: &OutputLayout, id: &SafeId) -> Option<u64> {
    #[derive(serde::Deserialize)]
    struct Counted {
        incomplete_estates: u64,
    }
    let bytes = std::fs::read(layout.ownership(id)).ok()?;
    serde_json::from_slice::<Counted>(&bytes).ok().map(|counted| counted.incomplete_estates)
}

/// A list whose items arrive through a channel while it is serialised; `None` ends it with an
/// error.
struct Received<T, F>(Receiver<Option<T>>, F);

impl<T, I: Serialize, F: Fn(T) -> Vec<I>> Serialize for Received<T, F> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut sequence = serializer.serialize_seq(None)?;
        for part in self.0.iter() {
            let part = part.ok_or_else(|| S::Error::custom(STOPPED))?;
            for item in (self.1)(part) {
                sequence.serialize_element(&item)?;
            }
        }
        sequence.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::write_json;

    fn failed_detail(package_id: &str) -> PackageDetail {
        let item = PackageItem {
            package_id: package_id.to_string(),
            name: Some("Section 12, Block 4, Reeves County".to_string()),
            document_count: 0,
            status: "failed".to_string(),
            error: Some("reeves.json: documents is missing".to_string()),
        };
        PackageDetail { item, documents: Vec::new(), meta: serde_json::Map::new(), review: Vec::new(), summary: None }
    }

    #[test]
    fn the_lists_follow_the_details_and_stay_whole_when_one_cannot_be_read() {
        let folder = tempfile::tempdir().expect("temp dir");
        let layout = OutputLayout::new(folder.path());
        let ids: Vec<SafeId> = ["reeves-sec12", "ward-sec9"].iter().map(|id| SafeId::parse(id).expect("id")).collect();
        for id in &ids {
            write_json(&layout.package_detail(id), &failed_detail(id.as_str())).expect("detail");
        }
        write_lists(&layout, &ids, 0, "2.0", true).expect("lists");
        let packages = std::fs::read_to_string(layout.package_list()).expect("packages.json");
        assert!(packages.find("reeves-sec12").expect("first") < packages.find("ward-sec9").expect("second"));
        let summary = std::fs::read_to_string(layout.summary()).expect("summary.csv");
        assert_eq!(summary.lines().count(), 3);
        assert!(summary.lines().nth(2).expect("row").starts_with("ward-sec9,failed,"), "{summary}");

        let before = [layout.package_list(), layout.document_list(), layout.summary()].map(|p| std::fs::read(p).expect("read"));
        let missing = SafeId::parse("loving-sec3").expect("id");
        let result = write_lists(&layout, &[ids[0].clone(), missing, ids[1].clone()], 0, "2.0", true);
        assert!(matches!(result, Err(OutputError::Read { .. })), "{result:?}");
        let after = [layout.package_list(), layout.document_list(), layout.summary()].map(|p| std::fs::read(p).expect("read"));
        assert_eq!(before, after, "no list is replaced by a partial one");
        let leftovers = walkdir::WalkDir::new(folder.path())
            .into_iter()
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .count();
        assert_eq!(leftovers, 0);
    }
}
