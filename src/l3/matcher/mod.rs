//! Matchers link an instrument's grantor to the node it draws on (DOMAIN.md, "The three
//! matchers"). All see only candidates on the same tract and estate type; they differ in how
//! they decide that the grantor is the candidate's owner: 2.0 by L2 cluster alone, 1.0 through
//! five gates, 1.1 by a weighted score with a comparison of winner and runner-up.

pub mod v1_0;
pub mod v1_1;
pub mod v2_0;

use crate::api::estate_graph::MatcherTrace;
use crate::calendar::Date;
use crate::l1::interest::Fraction;
use crate::l1::names::name_key;
use crate::l2::person::PersonName;
use crate::vocab::EstateType;
use std::fmt;
use thiserror::Error;

/// A name in the forms the matchers compare, computed once per owner rather than once per
/// candidate: name matching is the hot path of 1.0 and 1.1.
#[derive(Debug, Clone, PartialEq)]
pub struct NameForms {
    pub canonical: String,
    pub key: String,
    pub person: Option<PersonName>,
}

impl NameForms {
    pub fn of(canonical: &str) -> NameForms {
        let key = name_key(canonical);
        NameForms { canonical: canonical.to_string(), person: PersonName::parse(&key), key }
    }
}

/// The grantor-side party being linked, with what the package says about it.
#[derive(Debug, Clone)]
pub struct Grantor<'a> {
    pub cluster_id: &'a str,
    pub name: &'a NameForms,
    /// The instrument's governing date.
    pub date: Option<Date>,
    /// The instrument's own share conveyed, when stated.
    pub interest: Option<&'a str>,
    /// Documents the instrument cites by recording (runtime linking).
    pub cited: &'a [&'a str],
    /// Owners this grantor succeeds by an heirship instrument of the package.
    pub succeeds: &'a [String],
    /// The estate type the instrument draws on first (mineral for a mineral deed).
    pub draws_on: EstateType,
}

/// A node the grantor might draw on.
#[derive(Debug, Clone)]
pub struct Candidate<'a> {
    /// Position in the list handed to the matcher.
    pub index: usize,
    pub node_id: &'a str,
    pub owner: &'a str,
    pub owner_name: &'a NameForms,
    /// When the owner acquired it; `None` for a root acquired outside the package.
    pub acquired: Option<Date>,
    /// The instrument that created it; `None` for a root.
    pub document_id: Option<&'a str>,
    pub interest: Option<&'a str>,
    pub estate_type: EstateType,
}

/// Matcher 1.1's weighing of one candidate.
#[derive(Debug, Clone, PartialEq)]
pub struct Assessment {
    /// Index into the candidate list.
    pub candidate: usize,
    pub score: f64,
    pub signals: Vec<Signal>,
    /// What forbids linking this candidate whatever its score.
    pub contradictions: Vec<Contradiction>,
}

/// One signal of the edge score: its value in 0–1, its weight, and what it saw.
#[derive(Debug, Clone, PartialEq)]
pub struct Signal {
    pub name: &'static str,
    pub value: f64,
    pub weight: f64,
    pub reading: Reading,
}

/// What a signal saw, kept as data: 1.1 weighs every candidate, but only the winner's and the
/// runner-up's readings are ever written, so they are put into words only then.
#[derive(Debug, Clone, PartialEq)]
pub enum Reading {
    Cluster { same: bool },
    Similarity(f64),
    DateOrder { in_time: bool },
    Proximity(f64),
    Shares { held: Fraction, conveyed: Fraction },
    SharesNotStated,
    Node(EstateType),
    CrossReference { cited: bool },
    Succession { successor: bool },
}

impl fmt::Display for Reading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reading::Cluster { same: true } => f.write_str("same L2 cluster"),
            Reading::Cluster { same: false } => f.write_str("other L2 cluster"),
            Reading::Similarity(value) | Reading::Proximity(value) => write!(f, "{value:.2}"),
            Reading::DateOrder { in_time: true } => f.write_str("acquired before"),
            Reading::DateOrder { in_time: false } => f.write_str("acquired after"),
            Reading::Shares { held, conveyed } => write!(f, "holds {held}, conveys {conveyed}"),
            Reading::SharesNotStated => f.write_str("share not stated"),
            Reading::Node(estate_type) => write!(f, "{} node", estate_type.as_str()),
            Reading::CrossReference { cited: true } => f.write_str("cited by volume and page"),
            Reading::CrossReference { cited: false } => f.write_str("not cited"),
            Reading::Succession { successor: true } => f.write_str("heir or estate of owner"),
            Reading::Succession { successor: false } => f.write_str("no succession"),
        }
    }
}

/// What forbids linking a candidate whatever its score; put into words, with the grantor's and
/// the owner's names, only for a comparison that is written.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Contradiction {
    AcquiredAfter { acquired: Option<Date>, instrument: Option<Date> },
    SuffixesDiffer,
    GivenNamesDiffer,
    NothingTies { similarity: f64 },
}

impl Contradiction {
    pub fn describe(&self, grantor: &str, owner: &str) -> String {
        let iso = |date: &Option<Date>| date.map_or_else(String::new, |d| d.iso());
        match self {
            Contradiction::AcquiredAfter { acquired, instrument } => {
                format!("{owner} acquired {} after the instrument dated {}", iso(acquired), iso(instrument))
            }
            Contradiction::SuffixesDiffer => format!("{grantor} and {owner} differ in suffix"),
            Contradiction::GivenNamesDiffer => format!("{grantor} and {owner} share a surname but their given names differ"),
            Contradiction::NothingTies { similarity } => format!("nothing ties {grantor} to {owner} (name similarity {similarity:.2})"),
        }
    }
}

/// What the matcher decided for one grantor.
#[derive(Debug, Clone, PartialEq)]
pub enum MatchDecision {
    /// Draws on these candidates (indices into the candidate list).
    Linked { candidates: Vec<usize>, trace: MatcherTrace, assessments: Vec<Assessment> },
    /// The grantor's only matching candidates were acquired after the instrument.
    DateInversion { candidates: Vec<usize>, assessments: Vec<Assessment> },
    /// No candidate is the grantor's (for 1.1, possibly a winner that is not eligible).
    Unlinked { assessments: Vec<Assessment> },
}

impl MatchDecision {
    pub fn assessments(&self) -> &[Assessment] {
        match self {
            MatchDecision::Linked { assessments, .. }
            | MatchDecision::DateInversion { assessments, .. }
            | MatchDecision::Unlinked { assessments } => assessments,
        }
    }

    /// Moves the assessments out, for a caller that keeps them after acting on the decision.
    pub fn take_assessments(&mut self) -> Vec<Assessment> {
        match self {
            MatchDecision::Linked { assessments, .. }
            | MatchDecision::DateInversion { assessments, .. }
            | MatchDecision::Unlinked { assessments } => std::mem::take(assessments),
        }
    }
}

pub trait Matcher: Sync {
    fn version(&self) -> &'static str;
    fn link(&self, grantor: &Grantor<'_>, candidates: &[Candidate<'_>]) -> MatchDecision;
}

#[derive(Debug, Error, PartialEq)]
pub enum MatcherError {
    #[error("unknown matcher version {0:?}; the versions are 1.0, 1.1 and 2.0")]
    Unknown(String),
}

/// The matcher of a `--version`; never falls back to another version.
pub fn for_version(version: &str) -> Result<&'static dyn Matcher, MatcherError> {
    match version {
        "2.0" => Ok(&v2_0::Exact),
        "1.0" => Ok(&v1_0::Gates),
        "1.1" => Ok(&v1_1::EdgeScore),
        other => Err(MatcherError::Unknown(other.to_string())),
    }
}

/// Whether a candidate was acquired no later than the instrument; unknown dates do not block.
pub fn acquired_in_time(candidate: &Candidate<'_>, grantor: &Grantor<'_>) -> bool {
    match (candidate.acquired, grantor.date) {
        (Some(acquired), Some(date)) => acquired <= date,
        _ => true,
    }
}

pub fn trace(version: &str, gate: Option<&str>) -> MatcherTrace {
    MatcherTrace { version: version.to_string(), gate: gate.map(str::to_string) }
}

#[cfg(test)]
pub mod testing {
    //! Grantors and candidates for the matchers' tests.
    use super::*;

    /// Leaked so that tests can hand out references as the graph does.
    pub fn forms(name: &str) -> &'static NameForms {
        Box::leak(Box::new(NameForms::of(name)))
    }

    pub fn candidate<'a>(index: usize, owner: &'a str, owner_name: &str, acquired: Option<&str>) -> Candidate<'a> {
        Candidate {
            index,
            node_id: owner,
            owner,
            owner_name: forms(owner_name),
            acquired: acquired.and_then(Date::parse_iso),
            document_id: None,
            interest: None,
            estate_type: EstateType::Fee,
        }
    }

    pub fn grantor<'a>(cluster_id: &'a str, canonical_name: &str, date: &str) -> Grantor<'a> {
        Grantor {
            cluster_id,
            name: forms(canonical_name),
            date: Date::parse_iso(date),
            interest: None,
            cited: &[],
            succeeds: &[],
            draws_on: EstateType::Fee,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_version_has_its_own_matcher() {
        assert_eq!(for_version("2.0").map(|m| m.version()), Ok("2.0"));
        assert_eq!(for_version("1.0").map(|m| m.version()), Ok("1.0"));
        assert_eq!(for_version("1.1").map(|m| m.version()), Ok("1.1"));
        assert_eq!(for_version("3").err(), Some(MatcherError::Unknown("3".into())));
    }
}
