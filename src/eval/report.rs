//! The figures `titlegraph eval` prints, as text for a person and as JSON for a script.

use super::matching::Counts;
use serde::Serialize;
use std::fmt;

/// Right out of scored.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct Accuracy {
    pub right: u64,
    pub scored: u64,
    pub accuracy: f64,
}

impl Accuracy {
    pub fn record(&mut self, right: bool) {
        self.right += u64::from(right);
        self.scored += 1;
        self.accuracy = self.right as f64 / self.scored as f64;
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Scores {
    pub matched: u64,
    pub predicted: u64,
    pub gold: u64,
    pub precision: f64,
    pub recall: f64,
    pub f1: f64,
}

impl From<Counts> for Scores {
    fn from(counts: Counts) -> Scores {
        Scores {
            matched: counts.matched,
            predicted: counts.predicted,
            gold: counts.gold,
            precision: counts.precision(),
            recall: counts.recall(),
            f1: counts.f1(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Clustering {
    pub precision: f64,
    pub recall: f64,
    pub f1: f64,
}

impl Clustering {
    pub fn new(precision: f64, recall: f64) -> Clustering {
        let f1 = if precision + recall == 0.0 { 0.0 } else { 2.0 * precision * recall / (precision + recall) };
        Clustering { precision, recall, f1 }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EvalReport {
    pub packages: u64,
    pub documents: u64,
    pub documents_missing_or_unreadable: u64,
    pub doc_category: Accuracy,
    pub conveys_fee: Accuracy,
    pub governing_date: Accuracy,
    pub parties: Scores,
    pub tracts: Scores,
    pub l2_pairwise: Scores,
    pub l2_bcubed: Clustering,
    pub links: Scores,
    pub gaps: Scores,
    pub summary_exact: Accuracy,
    /// Tracts and estates whose holders and interests are all right (packages with a whole record).
    pub ownership_exact: Accuracy,
    pub holders: Scores,
    /// Mineral holders whose net mineral acres are right within 0.01 acre.
    pub net_mineral_acres: Accuracy,
}

impl fmt::Display for EvalReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prf = |s: &Scores| {
            format!(
                "P={:.3} R={:.3} F1={:.3} ({} matched, {} predicted, {} true)",
                s.precision, s.recall, s.f1, s.matched, s.predicted, s.gold
            )
        };
        let acc = |a: &Accuracy| format!("{:.3} ({}/{})", a.accuracy, a.right, a.scored);
        writeln!(
            f,
            "packages {}  documents {}  missing or unreadable {}",
            self.packages, self.documents, self.documents_missing_or_unreadable
        )?;
        writeln!(f, "doc_category accuracy    {}", acc(&self.doc_category))?;
        writeln!(f, "conveys_fee accuracy     {}", acc(&self.conveys_fee))?;
        writeln!(f, "governing_date accuracy  {}", acc(&self.governing_date))?;
        writeln!(f, "parties                  {}", prf(&self.parties))?;
        writeln!(f, "tracts                   {}", prf(&self.tracts))?;
        writeln!(f, "L2 pairwise              {}", prf(&self.l2_pairwise))?;
        writeln!(
            f,
            "L2 B-cubed               P={:.3} R={:.3} F1={:.3}",
            self.l2_bcubed.precision, self.l2_bcubed.recall, self.l2_bcubed.f1
        )?;
        writeln!(f, "estate-graph links       {}", prf(&self.links))?;
        writeln!(f, "gaps                     {}", prf(&self.gaps))?;
        writeln!(f, "summary counts exact     {}", acc(&self.summary_exact))?;
        writeln!(f, "ownership exact          {}", acc(&self.ownership_exact))?;
        writeln!(f, "ownership holders        {}", prf(&self.holders))?;
        write!(f, "net mineral acres        {}", acc(&self.net_mineral_acres))
    }
}
