//! Matchers link an instrument's grantor to the node it draws on (DOMAIN.md, "The three
//! matchers"). All see only candidates on the same tract and estate type; they differ in how
//! they decide that the grantor is the candidate's owner: 2.0 by L2 cluster alone, 1.0 through
//! five gates, 1.1 by a weighted score with a comparison of winner and runner-up.

pub mod v1_0;
pub mod v1_1;
pub mod v2_0;

use crate::api::estate_graph::MatcherTrace;
use crate::calendar::Date;
use crate::l1::names::name_key;
use crate::l2::person::PersonName;
use crate::vocab::EstateType;
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
    pub contradictions: Vec<String>,
}

/// One signal of the edge score: its value in 0–1, its weight, and how it reads.
#[derive(Debug, Clone, PartialEq)]
pub struct Signal {
    pub name: &'static str,
    pub value: f64,
    pub weight: f64,
    pub state: String,
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
