//! The examiner's page of one package and the index of a run: self-contained HTML (the style is
//! inline; no script, font or image is fetched from anywhere), written from the same values as
//! the JSON and CSV files beside it, every value escaped.

use super::escape::{anchor, escape, path_segment};
use super::svg::{Chain, draw_chain, spoken, wire_name};
use crate::api::documents::ExtractionKind;
use crate::api::estate_graph::{EstateGraph, EstateNode};
use crate::api::ownership::Ownership;
use crate::api::packages::PackageDetail;
use crate::output::runsheet::RunsheetRow;
use crate::output::summary::SummaryRow;
use crate::vocab::EstateType;
use std::collections::BTreeMap;
use std::fmt::Write;

/// Everything one package's page shows.
pub struct PackageReport<'a> {
    pub detail: &'a PackageDetail,
    pub graph: &'a EstateGraph,
    pub runsheet: &'a [RunsheetRow],
    /// Each tract id's identity phrase, as the land extraction resolved it.
    pub tract_phrases: &'a BTreeMap<String, String>,
    /// Who holds what at the end of the record (ownership.json).
    pub ownership: &'a Ownership,
}

const STYLE: &str = "body{font:14px/1.4 system-ui,sans-serif;margin:0 24px 48px;color:#1d2125}\
h1{font-size:22px;margin:20px 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid #ccd}\
h3{font-size:15px;margin:18px 0 6px}h4{font-size:13px;margin:10px 0 4px;text-transform:uppercase;color:#445}\
nav a{margin-right:14px}table{border-collapse:collapse;margin:6px 0}th,td{border:1px solid #ccd;padding:3px 7px;text-align:left;vertical-align:top}\
th{background:#eef0f4}tr:target,li:target{background:#fff4c2}.picture{overflow-x:auto;border:1px solid #e2e4ea;margin-bottom:8px;content-visibility:auto;contain-intrinsic-size:auto 320px}section{content-visibility:auto;contain-intrinsic-size:auto 800px}\
.counts span{margin-right:16px}.failed{color:#a01c1c}.muted{color:#667}\
svg.chain text{font:11px system-ui,sans-serif;fill:#1d2125}svg.chain text.owner{font-weight:600;font-size:12px}\
svg.chain rect.node{fill:#f4f6fa;stroke:#6b7486;stroke-width:1.2}svg.chain rect.source{fill:#fff;stroke:#9aa3b5;stroke-dasharray:3 3}svg.chain .source-estate text{fill:#667}svg.chain .root rect.node{stroke-width:2.6;stroke:#2b3a55}\
svg.chain .status-current rect.node{fill:#e3f5e1;stroke:#2f7a32}svg.chain .status-released rect.node,svg.chain .status-expired rect.node{fill:#ececec;stroke:#9a9a9a;stroke-dasharray:5 3}\
svg.chain .status-released text,svg.chain .status-expired text{fill:#777}svg.chain .edge path{fill:none;stroke:#58627a;stroke-width:1.4}\
svg.chain .arrowhead{fill:#58627a}svg.chain .edge-label{fill:#3b4a6b;font-size:10px}svg.chain .gap-break path{stroke:#c62828;stroke-width:2;stroke-dasharray:6 4;fill:none}\
svg.chain .breakhead{fill:#c62828}svg.chain .gap-label{fill:#c62828;font-weight:600}svg.chain rect.gap{fill:#fdecea;stroke:#c62828;stroke-dasharray:6 4}";

/// The page of one package.
pub fn package_page(report: &PackageReport<'_>) -> String {
    let detail = report.detail;
    let id = detail.item.package_id.as_str();
    let mut page = String::with_capacity(16_384 + report.runsheet.len() * 600 + report.graph.dag.nodes.len() * 900);
    let title = format!("{} \u{2014} chain of title", detail.item.name.as_deref().unwrap_or(id));
    open_page(&mut page, &title);
    let _ = write!(page, "<header><p class=\"muted\"><a href=\"index.html\">All packages</a></p><h1>{}</h1>", escape(&title));
    let _ = write!(
        page,
        "<p class=\"counts\"><span>Package <code>{}</code></span><span>Status: {}</span>",
        escape(id),
        escape(&detail.item.status)
    );
    if let Some(summary) = &detail.summary {
        let graph = &summary.graph;
        let _ = write!(
            page,
            "<span>{}</span><span>{}</span><span>{}</span><span>{}</span>",
            counted(detail.item.document_count, "instrument"),
            counted(graph.tracts, "tract"),
            counted(graph.gaps, "gap"),
            counted(summary.party_clusters, "owner")
        );
    }
    if !detail.review.is_empty() {
        let _ = write!(page, "<span>{} for review</span>", detail.review.len());
    }
    page.push_str("</p><nav><a href=\"#chains\">Chains</a><a href=\"#gaps\">Gaps</a><a href=\"#review\">For review</a><a href=\"#holders\">Current holders</a><a href=\"#runsheet\">Runsheet</a></nav></header>");
    if let Some(error) = &detail.item.error {
        let _ = write!(page, "<p class=\"failed\">{}</p>", escape(error));
    }
    chains_section(&mut page, report);
    gaps_section(&mut page, report.graph);
    review_section(&mut page, detail);
    holders_section(&mut page, report.ownership);
    runsheet_section(&mut page, report.runsheet);
    page.push_str("</body></html>\n");
    page
}

/// The index of a run, written as its rows arrive: [`index_head`], one [`index_row`] per
/// package in package order, then [`index_tail`].
pub fn index_head() -> String {
    let mut page = String::with_capacity(4096);
    open_page(&mut page, "titlegraph report");
    page.push_str("<header><h1>titlegraph report</h1></header><table><thead><tr><th>Package</th><th>Name</th><th>Status</th><th>Instruments</th><th>Tracts</th><th>Gaps</th><th>For review</th><th>Incomplete estates</th><th>Owners</th><th>Error</th></tr></thead><tbody>");
    page
}

/// What the index says of one package.
pub struct IndexLine {
    /// The counts summary.csv shows.
    pub row: SummaryRow,
    pub name: Option<String>,
    /// Entries of the package detail's review list.
    pub review: usize,
    /// ownership.json's incomplete estates; `None` for a package without one (a failed package).
    pub incomplete_estates: Option<u64>,
}

/// A package's line of the index; a completed package links to its page, a failed one shows its
/// error.
pub fn index_row(line: &IndexLine) -> String {
    let row = &line.row;
    let completed = row.status == "completed";
    let cell = |value: Option<u64>| value.map_or(String::new(), |v| v.to_string());
    let link = if completed {
        format!("<a href=\"{}.html\">{}</a>", path_segment(&row.package_id), escape(&row.package_id))
    } else {
        escape(&row.package_id)
    };
    format!(
        "<tr{class}><td>{link}</td><td>{name}</td><td>{status}</td><td>{documents}</td><td>{tracts}</td><td>{gaps}</td><td>{review}</td><td>{incomplete}</td><td>{owners}</td><td>{error}</td></tr>",
        class = if completed { "" } else { " class=\"failed\"" },
        name = escape(line.name.as_deref().unwrap_or("")),
        status = escape(&row.status),
        documents = cell(row.documents),
        tracts = cell(row.tracts),
        gaps = cell(row.gaps),
        review = if completed { line.review.to_string() } else { String::new() },
        incomplete = cell(line.incomplete_estates),
        owners = cell(row.party_clusters),
        error = escape(&row.error),
    )
}

/// The end of the index, with the run's counts.
pub fn index_tail(packages: usize, failed: usize) -> String {
    format!("</tbody></table><p class=\"counts\"><span>{packages} packages</span><span>{failed} failed</span></p></body></html>\n")
}

fn open_page(page: &mut String, title: &str) {
    let _ = write!(
        page,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\"><title>{}</title><style>{STYLE}</style></head><body>",
        escape(title)
    );
}

/// One picture per tract and estate type that has nodes, tracts in id order, fee before mineral
/// before leasehold.
fn chains_section(page: &mut String, report: &PackageReport<'_>) {
    let dag = &report.graph.dag;
    page.push_str("<section id=\"chains\"><h2>Chains of title</h2>");
    let by_id: std::collections::HashMap<&str, &EstateNode> = dag.nodes.iter().map(|n| (n.id.as_str(), n)).collect();
    let mut tracts: BTreeMap<&str, BTreeMap<EstateType, Vec<&EstateNode>>> = BTreeMap::new();
    for node in &dag.nodes {
        tracts.entry(node.tract_id.as_str()).or_default().entry(node.estate_type).or_default().push(node);
    }
    if tracts.is_empty() {
        page.push_str(
            "<p class=\"muted\">No estate was traced: no instrument of this package moved an estate on land that could be read.</p>",
        );
    }
    for (tract, estates) in &tracts {
        let _ = write!(page, "<h3 id=\"{}\">Tract {}", anchor("tract", tract), escape(tract));
        if let Some(phrase) = report.tract_phrases.get(*tract) {
            let _ = write!(page, " \u{2014} {}", escape(phrase));
        }
        page.push_str("</h3>");
        for (estate, nodes) in estates {
            let in_chain = |node_id: &str| nodes.iter().any(|n| n.id == node_id);
            let edges: Vec<_> = dag.edges.iter().filter(|e| in_chain(&e.to)).collect();
            let mut sources: Vec<&EstateNode> =
                edges.iter().filter(|e| !in_chain(&e.from)).filter_map(|e| by_id.get(e.from.as_str()).copied()).collect();
            sources.sort_by(|a, b| a.id.cmp(&b.id));
            sources.dedup_by(|a, b| a.id == b.id);
            let gaps: Vec<_> =
                dag.gaps.iter().filter(|g| g.tract_id.as_deref() == Some(*tract) && g.estate_type == Some(*estate)).collect();
            let name = estate.as_str();
            let node_count = nodes.len();
            let counts =
                [counted(node_count as u64, "estate"), counted(edges.len() as u64, "link"), counted(gaps.len() as u64, "gap")].join(", ");
            let picture = draw_chain(&anchor(tract, name), &Chain { nodes: nodes.clone(), edges, sources, gaps });
            let _ = write!(
                page,
                "<h4>{name} estate: {counts}</h4><div class=\"picture\" data-tract=\"{}\" data-estate=\"{name}\" data-nodes=\"{node_count}\">{}</div>",
                escape(tract),
                picture.svg
            );
        }
    }
    page.push_str("</section>");
}

fn gaps_section(page: &mut String, graph: &EstateGraph) {
    page.push_str("<section id=\"gaps\"><h2>Gaps</h2>");
    if graph.dag.gaps.is_empty() {
        page.push_str("<p class=\"muted\">No break in the record was found.</p>");
    } else {
        page.push_str("<ul>");
        for gap in &graph.dag.gaps {
            let _ = write!(page, "<li id=\"{}\"><strong>{}</strong>", anchor("gap", &gap.id), escape(&spoken(&gap.kind)));
            if let Some(estate) = gap.estate_type {
                let _ = write!(page, " in the {} estate", estate.as_str());
            }
            if let Some(tract) = &gap.tract_id {
                let _ = write!(page, " of <a href=\"#{}\">tract {}</a>", anchor("tract", tract), escape(tract));
            }
            if let Some(document) = &gap.document_id {
                let _ = write!(page, ", instrument <a href=\"#{}\">{}</a>", anchor("doc", document), escape(document));
            }
            let _ = write!(page, ": {}</li>", escape(&gap.detail));
        }
        page.push_str("</ul>");
    }
    page.push_str("</section>");
}

/// "1 gap", "3 gaps": a count as a sentence says it.
fn counted(count: u64, noun: &str) -> String {
    format!("{count} {noun}{}", if count == 1 { "" } else { "s" })
}

/// What the extractors could not read, instrument by instrument: what an examiner reads by hand.
fn review_section(page: &mut String, detail: &PackageDetail) {
    page.push_str("<section id=\"review\"><h2>For review</h2>");
    if detail.review.is_empty() {
        page.push_str("<p class=\"muted\">The extractors read the parties, land, date and category of every instrument.</p>");
    } else {
        page.push_str(
            "<p class=\"muted\">Values the extractors could not read: not defects of the record, but places to read by hand.</p><ul>",
        );
        for item in &detail.review {
            let _ = write!(
                page,
                "<li><a href=\"#{}\">{}</a>, {}: {}</li>",
                anchor("doc", &item.document_id),
                escape(&item.document_id),
                escape(&wire_name(&item.field)),
                escape(&item.detail)
            );
        }
        page.push_str("</ul>");
    }
    page.push_str("</section>");
}

/// Who holds each estate of each tract at the end of the record, with the fraction of the whole
/// and the net mineral acres the ownership arithmetic settled; an estate the record leaves
/// undetermined says why, and its unknown shares stay blank.
fn holders_section(page: &mut String, ownership: &Ownership) {
    page.push_str("<section id=\"holders\"><h2>Current holders</h2>");
    if ownership.tracts.iter().all(|tract| tract.estates.is_empty()) {
        page.push_str("<p class=\"muted\">The record shows no current holder.</p></section>");
        return;
    }
    if ownership.incomplete_estates > 0 {
        let _ = write!(
            page,
            "<p class=\"failed\">{} the record does not settle: their shares are left blank, never guessed.</p>",
            counted(ownership.incomplete_estates, "estate")
        );
    }
    page.push_str("<table><thead><tr><th>Tract</th><th>Estate</th><th>Holder</th><th>Interest</th><th>Decimal</th><th>Net mineral acres</th><th>Since</th></tr></thead><tbody>");
    for tract in &ownership.tracts {
        for estate in &tract.estates {
            if let Some(why) = estate.incomplete_detail.as_deref().filter(|_| !estate.complete) {
                let _ = write!(
                    page,
                    "<tr class=\"incomplete\"><td>{tract}</td><td>{estate}</td><td colspan=\"5\">incomplete: {why}</td></tr>",
                    tract = escape(&tract.tract_id),
                    estate = spoken(&estate.estate_type),
                    why = escape(why)
                );
            }
            for holder in &estate.holders {
                let since = match &holder.since_document_id {
                    Some(document) => format!(
                        "<a href=\"#{}\">{}</a> {}",
                        anchor("doc", document),
                        escape(document),
                        escape(holder.since_date.as_deref().unwrap_or(""))
                    ),
                    None => "before the package".to_string(),
                };
                let _ = write!(
                    page,
                    "<tr><td title=\"{phrase}\">{tract}</td><td>{estate}</td><td>{holder}</td><td>{interest}</td><td>{decimal}</td><td>{acres}</td><td>{since}</td></tr>",
                    phrase = escape(tract.tract_identity_phrase.as_deref().unwrap_or("")),
                    tract = escape(&tract.tract_id),
                    estate = spoken(&estate.estate_type),
                    holder = escape(&holder.owner_name),
                    interest = escape(holder.interest.as_deref().unwrap_or("not settled")),
                    decimal = escape(holder.decimal.as_deref().unwrap_or("")),
                    acres = holder.net_mineral_acres.map_or(String::new(), |acres| format!("{acres:.4}")),
                );
            }
        }
    }
    page.push_str("</tbody></table></section>");
}

/// The runsheet in date order, each instrument with links to its five extraction files.
fn runsheet_section(page: &mut String, rows: &[RunsheetRow]) {
    page.push_str("<section id=\"runsheet\"><h2>Runsheet</h2><table><thead><tr><th>Date</th><th>Recording</th><th>Instrument</th><th>Category</th><th>Grantors</th><th>Grantees</th><th>Tracts</th><th>Effect</th><th>Extractions</th></tr></thead><tbody>");
    for row in rows {
        let document = path_segment(&row.document_id);
        let links: Vec<String> = ExtractionKind::ALL
            .iter()
            .map(|kind| format!("<a href=\"../api/documents/{document}/{kind}.json\">{kind}</a>", kind = kind.as_str()))
            .collect();
        let _ = write!(
            page,
            "<tr id=\"{anchor}\"><td>{date}</td><td>{recording}</td><td>{id}</td><td>{category}</td><td>{grantors}</td><td>{grantees}</td><td>{tracts}</td><td>{effect}</td><td>{links}</td></tr>",
            anchor = anchor("doc", &row.document_id),
            date = escape(&row.date),
            recording = escape(&row.recording),
            id = escape(&row.document_id),
            category = escape(&row.doc_category),
            grantors = escape(&row.grantors),
            grantees = escape(&row.grantees),
            tracts = escape(&row.tracts),
            effect = escape(&row.effect),
            links = links.join(" "),
        );
    }
    page.push_str("</tbody></table></section>");
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOSTILE: &str = "<script>alert(1)</script><img src=x onerror=alert(2)>";

    fn graph_with(name: &str) -> EstateGraph {
        serde_json::from_value(serde_json::json!({
            "package_id": "p1", "version": "2.0",
            "dag": {
                "nodes": [{"id": "n1", "estate_type": "fee", "tract_id": "t1", "owner": "c1", "owner_name": name, "interest": null,
                           "document_id": null, "date": null, "status": "current"}],
                "edges": [],
                "gaps": [{"id": "d1:g1", "kind": "unlinked_grantor", "estate_type": "fee", "tract_id": "t1", "document_id": "d1", "detail": name}]
            },
            "summary": {"mineral_estates": 0, "fee_chains": 1, "mineral_chains": 0, "leasehold_chains": 0, "fee_estates": 1,
                        "leasehold_estates": 0, "edges": 0, "gaps": 1, "tracts": 1, "documents": 1}
        }))
        .expect("a graph")
    }

    fn detail_with(name: &str) -> PackageDetail {
        serde_json::from_value(serde_json::json!({
            "package_id": "p1", "name": name, "document_count": 1, "status": "completed", "error": null,
            "documents": [], "meta": {}, "review": [{"document_id": "d1", "field": "land", "detail": name}], "summary": null
        }))
        .expect("a detail")
    }

    fn ownership_with(name: &str) -> Ownership {
        serde_json::from_value(serde_json::json!({
            "package_id": "p1", "incomplete_estates": 1, "history": [],
            "tracts": [{"tract_id": "t1", "tract_identity_phrase": name, "gross_acres": 160.0, "estates": [
                {"estate_type": "mineral", "complete": true, "incomplete_detail": null, "holders": [
                    {"owner": "c1", "owner_name": name, "interest": "1/4", "decimal": "0.25000000", "net_mineral_acres": 40.0,
                     "since_document_id": "d1", "since_date": "1950-01-01"}]},
                {"estate_type": "leasehold", "complete": false, "incomplete_detail": name, "holders": [
                    {"owner": "c2", "owner_name": "ACME OIL CO", "interest": null, "decimal": null, "net_mineral_acres": null,
                     "since_document_id": null, "since_date": null}]}]}]
        }))
        .expect("an ownership")
    }

    fn row(name: &str) -> RunsheetRow {
        RunsheetRow {
            date: "1950-01-01".to_string(),
            date_source: "execution".to_string(),
            recording: name.to_string(),
            recorded_date: String::new(),
            document_id: "d1".to_string(),
            doc_category: "warranty_deed".to_string(),
            grantors: name.to_string(),
            grantees: name.to_string(),
            tracts: name.to_string(),
            effect: name.to_string(),
        }
    }

    /// The page of a one-instrument package with harmless names and the given ownership.
    fn plain_page(ownership: &Ownership) -> String {
        let (detail, graph, rows) = (detail_with("a"), graph_with("OWNER"), [row("x")]);
        package_page(&PackageReport { detail: &detail, graph: &graph, runsheet: &rows, tract_phrases: &BTreeMap::new(), ownership })
    }

    #[test]
    fn names_and_text_from_instruments_are_data_never_markup() {
        let (detail, graph, rows) = (detail_with(HOSTILE), graph_with(HOSTILE), [row(HOSTILE)]);
        let phrases = BTreeMap::from([("t1".to_string(), HOSTILE.to_string())]);
        let ownership = ownership_with(HOSTILE);
        let page = package_page(&PackageReport {
            detail: &detail,
            graph: &graph,
            runsheet: &rows,
            tract_phrases: &phrases,
            ownership: &ownership,
        });
        assert!(!page.contains("<script") && !page.contains("<img"), "markup from the input reached the page");
        assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        let index = [
            index_head(),
            index_row(&IndexLine {
                row: SummaryRow::of(&detail, "2.0"),
                name: Some(HOSTILE.to_string()),
                review: 1,
                incomplete_estates: Some(2),
            }),
            index_tail(1, 0),
        ]
        .concat();
        assert!(!index.contains("<script") && !index.contains("<img"));
        assert!(index.contains("href=\"p1.html\""));
        assert!(index.contains("<td>1</td><td>2</td>"), "the review items and incomplete estates");
    }

    #[test]
    fn a_page_fetches_nothing_from_elsewhere() {
        let page = plain_page(&ownership_with("OWNER"));
        for outside in ["http:", "https:", "<script", "<link", "@import", "url(http", "<img"] {
            assert!(!page.contains(outside), "the page holds {outside}");
        }
    }

    #[test]
    fn every_instrument_links_to_its_five_extraction_files_and_gaps_to_their_anchor() {
        let page = plain_page(&ownership_with("OWNER"));
        for kind in ["parties", "dates", "land", "doc_type", "conveyance"] {
            assert!(page.contains(&format!("href=\"../api/documents/d1/{kind}.json\"")), "{kind}");
        }
        assert!(page.contains("id=\"gap-d1_3ag1\"") && page.contains("href=\"#gap-d1_3ag1\""));
        assert!(page.contains("<li><a href=\"#doc-d1\">d1</a>, land: a</li>"), "the review list names the instrument and the field");
    }

    #[test]
    fn current_holders_are_the_ownership_files_with_unsettled_shares_left_blank() {
        let page = plain_page(&ownership_with("the lease's term is not read"));
        assert!(page.contains("<td>1/4</td><td>0.25000000</td><td>40.0000</td>"), "the fraction, its decimal and the net mineral acres");
        assert!(page.contains("1 estate the record does not settle"));
        assert!(
            page.contains("incomplete: the lease&#39;s term is not read") || page.contains("incomplete: the lease&#x27;s term is not read")
        );
        assert!(page.contains("<td>ACME OIL CO</td><td>not settled</td><td></td><td></td><td>before the package</td>"));
    }
}
