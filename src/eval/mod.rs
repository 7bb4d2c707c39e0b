//! `titlegraph eval`: scores a run's output tree against the truth of a synthetic corpus, layer
//! by layer, so that a change to any layer shows as a number: L0 accuracy and F1 per document,
//! L2 clustering (pairwise and B-cubed), the estate graph's links, its gaps and its summary
//! counts. Whatever the run did not write, or wrote unreadably, counts as wrong, never skipped.
//!
//! One truth scores all three matchers (`--version` 1.0, 1.1, 2.0): the generator never writes a
//! shortened name that also fits another person of its package (synth::names,
//! `Person::written_fits`), so every link the truth demands is one an exact matcher can make, and
//! a gap or a differing summary is a real miss, not a correct refusal by 2.0.

pub mod matching;
pub mod read;
pub mod report;

use crate::input::SafeId;
use crate::synth::truth::PackageTruth;
use matching::{Counts, TractParts, greedy, multiset, names_match, normalise_name, tracts_match};
use report::{Accuracy, Clustering, EvalReport, Scores};
use std::collections::{BTreeMap, HashMap};
use std::io::BufRead;
use std::path::{Path, PathBuf};
use thiserror::Error;

#[derive(Debug, Error)]
pub enum EvalError {
    #[error("cannot read the truth file {path}: {source}")]
    TruthUnreadable { path: PathBuf, source: std::io::Error },
    #[error("{path}, line {line}: not a package truth: {source}")]
    TruthLine { path: PathBuf, line: usize, source: serde_json::Error },
    #[error("{path}, line {line}: id {id:?} is not a valid package or document id")]
    BadId { path: PathBuf, line: usize, id: String },
    #[error("the output folder {0} does not exist")]
    NoOutput(PathBuf),
}

/// Running totals over the corpus; packages are read one at a time.
#[derive(Default)]
struct Totals {
    packages: u64,
    documents: u64,
    missing_documents: u64,
    category: Accuracy,
    conveys_fee: Accuracy,
    governing_date: Accuracy,
    parties: Counts,
    tracts: Counts,
    pairs: Counts,
    bcubed_precision: (f64, u64),
    bcubed_recall: (f64, u64),
    links: Counts,
    gaps: Counts,
    summaries: Accuracy,
    ownership_exact: Accuracy,
    holders: Counts,
    net_mineral_acres: Accuracy,
}

/// Scores the output tree `out` against every package of the truth file.
pub fn evaluate(truth: &Path, out: &Path) -> Result<EvalReport, EvalError> {
    if !out.is_dir() {
        return Err(EvalError::NoOutput(out.to_path_buf()));
    }
    let file = std::fs::File::open(truth).map_err(|source| EvalError::TruthUnreadable { path: truth.to_path_buf(), source })?;
    let mut totals = Totals::default();
    for (number, line) in std::io::BufReader::new(file).lines().enumerate() {
        let line = line.map_err(|source| EvalError::TruthUnreadable { path: truth.to_path_buf(), source })?;
        if line.trim().is_empty() {
            continue;
        }
        let package: PackageTruth =
            serde_json::from_str(&line).map_err(|source| EvalError::TruthLine { path: truth.to_path_buf(), line: number + 1, source })?;
        let ids = std::iter::once(&package.package_id).chain(package.documents.iter().map(|d| &d.document_id));
        if let Some(bad) = ids.into_iter().find(|id| SafeId::parse(id).is_err()) {
            return Err(EvalError::BadId { path: truth.to_path_buf(), line: number + 1, id: bad.clone() });
        }
        score_package(&package, out, &mut totals);
    }
    Ok(report(&totals))
}

fn side_of(role: &str) -> Option<bool> {
    match role {
        "grantor" | "lessor" | "assignor" | "decedent" | "mortgagor" => Some(true),
        "grantee" | "lessee" | "assignee" | "heir" | "mortgagee" => Some(false),
        _ => None,
    }
}

fn score_package(package: &PackageTruth, out: &Path, totals: &mut Totals) {
    totals.packages += 1;
    for truth in &package.documents {
        totals.documents += 1;
        let gold_parties: Vec<(bool, String)> = truth
            .grantors
            .iter()
            .map(|n| (true, normalise_name(n)))
            .chain(truth.grantees.iter().map(|n| (false, normalise_name(n))))
            .collect();
        let gold_tracts: Vec<TractParts> = truth.tracts.iter().map(tract_parts).collect();
        let scored_fee = truth.conveys_fee.is_some();
        let Some(output) = read::document(out, &truth.document_id) else {
            totals.missing_documents += 1;
            totals.category.record(false);
            totals.governing_date.record(false);
            if scored_fee {
                totals.conveys_fee.record(false);
            }
            totals.parties.add(Counts { matched: 0, predicted: 0, gold: gold_parties.len() as u64 });
            totals.tracts.add(Counts { matched: 0, predicted: 0, gold: gold_tracts.len() as u64 });
            continue;
        };
        totals.category.record(output.doc_type.doc_category.as_deref() == Some(truth.doc_category.as_str()));
        totals.governing_date.record(output.dates.governing_date.as_deref() == Some(truth.governing_date.as_str()));
        if scored_fee {
            totals.conveys_fee.record(output.conveyance.conveys_fee == truth.conveys_fee);
        }
        let predicted: Vec<(bool, String)> = output
            .parties
            .canonical_parties
            .iter()
            .filter_map(|p| side_of(&p.role).map(|side| (side, normalise_name(&p.canonical_name))))
            .collect();
        totals.parties.add(greedy(&predicted, &gold_parties, |p, g| p.0 == g.0 && names_match(&p.1, &g.1)));
        totals.tracts.add(greedy(&output.land.canonical_tracts, &gold_tracts, tracts_match));
    }
    score_clusters(package, out, totals);
    score_graph(package, out, totals);
    if package.removed.is_empty() {
        score_ownership(package, out, totals);
    }
}

/// Ownership against the true final holdings, on a package whose record is whole (a removed
/// instrument leaves a record that cannot show the truth). Every tract holds alike in the
/// generator; the run's tracts are taken in tract_id order against the true ones. A tract and
/// estate is exact when its holders and their interests are all right; holders are matched by
/// estate and name. A true mineral holder's net mineral acres (DOMAIN.md: interest × the gross
/// acres an instrument states, null when either is unknown) are right when the run gives that
/// holder the same value within a hundredth of an acre, or null where the truth is null; a
/// holder the run does not have is wrong.
fn score_ownership(package: &PackageTruth, out: &Path, totals: &mut Totals) {
    let true_tracts: Vec<&crate::synth::land::Tract> = package.documents.first().map(|d| d.tracts.iter().collect()).unwrap_or_default();
    // A holder is an L2 cluster: it is the true person most of its members are.
    let mentions: Vec<(&str, String, &str)> =
        package.parties.iter().map(|p| (p.document_id.as_str(), normalise_name(&p.name), p.person.as_str())).collect();
    let clusters = read::l2_parties(out, &package.package_id).map(|l2| l2.clusters).unwrap_or_default();
    let person_of: HashMap<&str, &str> = clusters
        .iter()
        .zip(assign_members(&mentions, &clusters))
        .filter_map(|(cluster, persons)| {
            let mut count: BTreeMap<&str, usize> = BTreeMap::new();
            for person in persons {
                *count.entry(person).or_default() += 1;
            }
            let person = count.into_iter().max_by_key(|(person, n)| (*n, std::cmp::Reverse(*person)))?.0;
            Some((cluster.cluster_id.as_str(), person))
        })
        .collect();
    let same = |p: &crate::api::ownership::Holder, t: &crate::synth::truth::HoldingTruth| {
        person_of.get(p.owner.as_str()).is_some_and(|person| *person == t.person)
    };
    let ownership = read::ownership(out, &package.package_id);
    let output_tracts = ownership.as_ref().map(|o| o.tracts.as_slice()).unwrap_or_default();
    let estates: Vec<crate::vocab::EstateType> = package.ownership.iter().map(|h| h.estate_type).fold(Vec::new(), |mut all, e| {
        if !all.contains(&e) {
            all.push(e);
        }
        all
    });
    for index in 0..true_tracts.len() {
        let output = output_tracts.get(index);
        for estate in &estates {
            let truth: Vec<_> = package.ownership.iter().filter(|h| h.estate_type == *estate).collect();
            let holders = output
                .and_then(|t| t.estates.iter().find(|e| e.estate_type.as_str() == estate.as_str()))
                .map(|e| e.holders.as_slice())
                .unwrap_or_default();
            let matched = greedy(holders, &truth, |p, t| same(p, t));
            let exact =
                holders.len() == truth.len() && truth.iter().all(|t| holders.iter().any(|p| same(p, t) && p.interest == t.interest));
            totals.ownership_exact.record(exact);
            totals.holders.add(matched);
            if *estate == crate::vocab::EstateType::Mineral {
                let gross_acres = package.gross_acres.get(index).copied().flatten();
                for t in &truth {
                    let share = t.interest.as_deref().and_then(crate::l1::interest::Fraction::parse);
                    let expected = share.zip(gross_acres).map(|(share, acres)| share.to_f64() * acres);
                    let found = holders.iter().find(|p| same(p, t)).map(|p| p.net_mineral_acres);
                    totals.net_mineral_acres.record(net_mineral_acres_right(expected, found));
                }
            }
        }
        // Holders of estates the truth does not have are false positives.
        if let Some(output) = output {
            for estate in output.estates.iter().filter(|e| !estates.iter().any(|t| t.as_str() == e.estate_type.as_str())) {
                totals.holders.add(Counts { matched: 0, predicted: estate.holders.len() as u64, gold: 0 });
            }
        }
    }
    // Tracts the run has beyond the true ones hold false positives only.
    for extra in output_tracts.iter().skip(true_tracts.len()) {
        let predicted: u64 = extra.estates.iter().map(|e| e.holders.len() as u64).sum();
        totals.holders.add(Counts { matched: 0, predicted, gold: 0 });
    }
}

/// Whether a holder's net mineral acres (`found`: None when the run has no such holder) are
/// the true ones: the same within a hundredth of an acre, or null where the truth is null.
fn net_mineral_acres_right(expected: Option<f64>, found: Option<Option<f64>>) -> bool {
    match (expected, found) {
        (_, None) => false,
        (Some(expected), Some(Some(found))) => (found - expected).abs() <= 0.01,
        (None, Some(found)) => found.is_none(),
        (Some(_), Some(None)) => false,
    }
}

fn tract_parts(tract: &crate::synth::land::Tract) -> TractParts {
    TractParts {
        county: Some(tract.county.clone()),
        state: Some(tract.state.clone()),
        section: tract.section.clone(),
        township: tract.township.clone(),
        range: tract.range.clone(),
        survey: tract.survey.clone(),
        abstract_number: tract.abstract_number.clone(),
        block: tract.block.clone(),
        lot: tract.lot.clone(),
        acres: tract.acres,
    }
}

/// L2: each predicted member is mapped to a true mention of its document by name (one to one,
/// exact names first), and through it to a true person.
fn score_clusters(package: &PackageTruth, out: &Path, totals: &mut Totals) {
    let mentions: Vec<(&str, String, &str)> =
        package.parties.iter().map(|p| (p.document_id.as_str(), normalise_name(&p.name), p.person.as_str())).collect();
    let mut mentions_of: HashMap<&str, u64> = HashMap::new();
    for (_, _, person) in &mentions {
        *mentions_of.entry(person).or_default() += 1;
    }
    let true_pairs: u64 = mentions_of.values().map(|n| n * n.saturating_sub(1) / 2).sum();
    let clusters = read::l2_parties(out, &package.package_id).map(|l2| l2.clusters).unwrap_or_default();
    let assigned = assign_members(&mentions, &clusters);
    let mut predicted_pairs = 0;
    let mut right_pairs = 0;
    for members in &assigned {
        let mut per_person: BTreeMap<&str, u64> = BTreeMap::new();
        for person in members {
            *per_person.entry(person).or_default() += 1;
        }
        let size = members.len() as u64;
        predicted_pairs += size * size.saturating_sub(1) / 2;
        right_pairs += per_person.values().map(|n| n * n.saturating_sub(1) / 2).sum::<u64>();
        for (person, together) in &per_person {
            let share_precision = *together as f64 / size as f64;
            let share_recall = *together as f64 / mentions_of.get(person).copied().unwrap_or(1) as f64;
            totals.bcubed_precision.0 += share_precision * *together as f64;
            totals.bcubed_recall.0 += share_recall * *together as f64;
            totals.bcubed_precision.1 += together;
        }
    }
    totals.bcubed_recall.1 += mentions.len() as u64;
    totals.pairs.add(Counts { matched: right_pairs, predicted: predicted_pairs, gold: true_pairs });
}

/// Each cluster's members, as the true persons of the mentions they are (by document and name,
/// exact names first).
fn assign_members<'t>(mentions: &[(&str, String, &'t str)], clusters: &[read::Cluster]) -> Vec<Vec<&'t str>> {
    let mut taken = vec![false; mentions.len()];
    let mut assigned: Vec<Vec<&'t str>> = Vec::new();
    for exact in [true, false] {
        for (c, cluster) in clusters.iter().enumerate() {
            if assigned.len() <= c {
                assigned.push(Vec::new());
            }
            for member in &cluster.members {
                let name = normalise_name(&member.name);
                let found = mentions.iter().enumerate().position(|(i, (document, truth_name, _))| {
                    !taken[i] && *document == member.document_id && if exact { *truth_name == name } else { names_match(&name, truth_name) }
                });
                if let Some(i) = found {
                    taken[i] = true;
                    assigned[c].push(mentions[i].2);
                }
            }
        }
    }
    assigned
}

/// Estate graph: edges as (predecessor's document or root, successor's document, estate
/// type), gaps as (document, kind), the summary as a whole.
fn score_graph(package: &PackageTruth, out: &Path, totals: &mut Totals) {
    let gold_links: Vec<(Option<String>, String, String)> =
        package.links.iter().map(|l| (l.from_document.clone(), l.to_document.clone(), l.estate_type.as_str().to_string())).collect();
    let gold_gaps: Vec<(String, String)> = package
        .gaps
        .iter()
        .map(|g| {
            (g.document_id.clone(), serde_json::to_value(g.kind).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default())
        })
        .collect();
    let Some(graph) = read::estate_graph(out, &package.package_id) else {
        totals.links.add(multiset::<(Option<String>, String, String)>(&[], &gold_links));
        totals.gaps.add(multiset::<(String, String)>(&[], &gold_gaps));
        totals.summaries.record(false);
        return;
    };
    let document_of: HashMap<&str, Option<&str>> = graph.dag.nodes.iter().map(|n| (n.id.as_str(), n.document_id.as_deref())).collect();
    let predicted_links: Vec<(Option<String>, String, String)> = graph
        .dag
        .edges
        .iter()
        .map(|e| {
            let from = document_of.get(e.from.as_str()).copied().flatten().map(str::to_string);
            let to = document_of.get(e.to.as_str()).copied().flatten().unwrap_or("").to_string();
            (from, to, e.estate_type.clone())
        })
        .collect();
    let predicted_gaps: Vec<(String, String)> =
        graph.dag.gaps.iter().map(|g| (g.document_id.clone().unwrap_or_default(), g.kind.clone())).collect();
    totals.links.add(multiset(&predicted_links, &gold_links));
    totals.gaps.add(multiset(&predicted_gaps, &gold_gaps));
    totals.summaries.record(graph.summary == package.summary);
}

fn report(totals: &Totals) -> EvalReport {
    let mean = |(sum, n): (f64, u64), empty: f64| if n == 0 { empty } else { sum / n as f64 };
    let bcubed_recall = mean(totals.bcubed_recall, 1.0);
    let bcubed_precision = mean(totals.bcubed_precision, if totals.bcubed_recall.1 == 0 { 1.0 } else { 0.0 });
    EvalReport {
        packages: totals.packages,
        documents: totals.documents,
        documents_missing_or_unreadable: totals.missing_documents,
        doc_category: totals.category,
        conveys_fee: totals.conveys_fee,
        governing_date: totals.governing_date,
        parties: Scores::from(totals.parties),
        tracts: Scores::from(totals.tracts),
        l2_pairwise: Scores::from(totals.pairs),
        l2_bcubed: Clustering::new(bcubed_precision, bcubed_recall),
        links: Scores::from(totals.links),
        gaps: Scores::from(totals.gaps),
        summary_exact: totals.summaries,
        ownership_exact: totals.ownership_exact,
        holders: Scores::from(totals.holders),
        net_mineral_acres: totals.net_mineral_acres,
    }
}

#[cfg(test)]
mod tests {
    use super::net_mineral_acres_right;

    #[test]
    fn net_mineral_acres_are_scored_as_domain_defines_them() {
        // Stated acres: the value must agree within a hundredth of an acre.
        assert!(net_mineral_acres_right(Some(160.0), Some(Some(160.004))));
        assert!(!net_mineral_acres_right(Some(160.0), Some(Some(80.0))));
        assert!(!net_mineral_acres_right(Some(160.0), Some(None)));
        // No acreage stated (or an unknown interest): only a null is right.
        assert!(net_mineral_acres_right(None, Some(None)));
        assert!(!net_mineral_acres_right(None, Some(Some(160.0))));
        // A true holder the run does not have is a miss, whatever its acres.
        assert!(!net_mineral_acres_right(None, None));
        assert!(!net_mineral_acres_right(Some(40.0), None));
    }
}
