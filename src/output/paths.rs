//! CONTRACT §4: every GET endpoint maps to one file, the path with `{base_url}` replaced by the
//! output folder plus `.json`; the two paths the interface writes without `/api` stay without
//! it. Ids reach paths only as [`SafeId`], so no id can name a place outside the folder.

use crate::api::documents::ExtractionKind;
use crate::input::SafeId;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone)]
pub struct OutputLayout {
    root: PathBuf,
}

impl OutputLayout {
    pub fn new(root: &Path) -> OutputLayout {
        OutputLayout { root: root.to_path_buf() }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// GET /api/documents
    pub fn document_list(&self) -> PathBuf {
        self.root.join("api").join("documents.json")
    }

    /// GET /api/documents/<document_id>/<kind>
    pub fn extraction(&self, document_id: &SafeId, kind: ExtractionKind) -> PathBuf {
        self.root.join("api").join("documents").join(document_id.as_str()).join(format!("{}.json", kind.as_str()))
    }

    /// GET /api/packages
    pub fn package_list(&self) -> PathBuf {
        self.root.join("api").join("packages.json")
    }

    /// GET /api/packages/<package_id>
    pub fn package_detail(&self, package_id: &SafeId) -> PathBuf {
        self.root.join("api").join("packages").join(format!("{package_id}.json"))
    }

    /// GET /api/packages/<package_id>/estate-graph
    pub fn estate_graph(&self, package_id: &SafeId) -> PathBuf {
        self.root.join("api").join("packages").join(package_id.as_str()).join("estate-graph.json")
    }

    /// POST /packages/<package_id>/l2/parties (no /api)
    pub fn l2_parties(&self, package_id: &SafeId) -> PathBuf {
        self.root.join("packages").join(package_id.as_str()).join("l2").join("parties.json")
    }

    /// GET /packages/<package_id>/chain-analysis (no /api)
    pub fn chain_analysis(&self, package_id: &SafeId) -> PathBuf {
        self.root.join("packages").join(package_id.as_str()).join("chain-analysis.json")
    }

    /// GET /api/jobs/<job_id>
    pub fn job(&self, job_id: &SafeId) -> PathBuf {
        self.root.join("api").join("jobs").join(format!("{job_id}.json"))
    }

    pub fn runsheet(&self, package_id: &SafeId) -> PathBuf {
        self.root.join("runsheets").join(format!("{package_id}.csv"))
    }

    /// The examiner's report page of a package.
    pub fn report_page(&self, package_id: &SafeId) -> PathBuf {
        self.root.join("report").join(format!("{package_id}.html"))
    }

    /// The package's estate graph in Graphviz's DOT language, beside its report page.
    pub fn report_dot(&self, package_id: &SafeId) -> PathBuf {
        self.root.join("report").join(format!("{package_id}.dot"))
    }

    /// The index of the examiner's reports.
    pub fn report_index(&self) -> PathBuf {
        self.root.join("report").join("index.html")
    }

    pub fn summary(&self) -> PathBuf {
        self.root.join("summary.csv")
    }

    pub fn errors(&self) -> PathBuf {
        self.root.join("errors.jsonl")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_follow_the_endpoints() {
        let layout = OutputLayout::new(Path::new("out"));
        let id = SafeId::parse("reeves-sec12").expect("id");
        let doc = SafeId::parse("reeves-sec12-0001").expect("id");
        assert_eq!(layout.extraction(&doc, ExtractionKind::DocType), Path::new("out/api/documents/reeves-sec12-0001/doc_type.json"));
        assert_eq!(layout.package_detail(&id), Path::new("out/api/packages/reeves-sec12.json"));
        assert_eq!(layout.estate_graph(&id), Path::new("out/api/packages/reeves-sec12/estate-graph.json"));
        assert_eq!(layout.l2_parties(&id), Path::new("out/packages/reeves-sec12/l2/parties.json"));
        assert_eq!(layout.chain_analysis(&id), Path::new("out/packages/reeves-sec12/chain-analysis.json"));
        assert_eq!(layout.runsheet(&id), Path::new("out/runsheets/reeves-sec12.csv"));
        assert_eq!(layout.report_page(&id), Path::new("out/report/reeves-sec12.html"));
        assert_eq!(layout.report_index(), Path::new("out/report/index.html"));
    }
}
