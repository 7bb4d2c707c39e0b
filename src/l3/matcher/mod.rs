//! Matchers link an instrument's grantor to the node it draws on (DOMAIN.md, "The three
//! matchers"). All see only candidates on the same tract and estate type; they differ in how
//! they decide that the grantor is the candidate's owner.

pub mod v2_0;

use crate::api::estate_graph::MatcherTrace;
use crate::calendar::Date;
use thiserror::Error;

/// The grantor-side party being linked.
#[derive(Debug, Clone)]
pub struct Grantor<'a> {
    pub cluster_id: &'a str,
    pub canonical_name: &'a str,
    /// The instrument's governing date.
    pub date: Option<Date>,
}

/// A node the grantor might draw on.
#[derive(Debug, Clone)]
pub struct Candidate<'a> {
    /// Position in the list handed to the matcher.
    pub index: usize,
    pub node_id: &'a str,
    pub owner: &'a str,
    pub owner_name: &'a str,
    /// When the owner acquired it; `None` for a root acquired outside the package.
    pub acquired: Option<Date>,
}

/// What the matcher decided for one grantor.
#[derive(Debug, Clone, PartialEq)]
pub enum MatchDecision {
    /// Draws on these candidates (indices into the candidate list), every one that fits.
    Linked { candidates: Vec<usize>, trace: MatcherTrace },
    /// The grantor's only matching candidates were acquired after the instrument.
    DateInversion { candidates: Vec<usize> },
    /// No candidate is the grantor's.
    Unlinked,
}

pub trait Matcher: Sync {
    fn version(&self) -> &'static str;
    fn link(&self, grantor: &Grantor<'_>, candidates: &[Candidate<'_>]) -> MatchDecision;
}

#[derive(Debug, Error, PartialEq)]
pub enum MatcherError {
    #[error("matcher version {0} is not built yet; use --version 2.0, the operative deterministic matcher")]
    NotBuilt(String),
    #[error("unknown matcher version {0:?}; the versions are 1.0, 1.1 and 2.0")]
    Unknown(String),
}

/// The matcher of a `--version`; never falls back to another version.
pub fn for_version(version: &str) -> Result<&'static dyn Matcher, MatcherError> {
    match version {
        "2.0" => Ok(&v2_0::Exact),
        "1.0" | "1.1" => Err(MatcherError::NotBuilt(version.to_string())),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_operative_matcher_is_built() {
        assert!(for_version("2.0").is_ok());
        assert_eq!(for_version("1.0").err(), Some(MatcherError::NotBuilt("1.0".into())));
        assert_eq!(for_version("1.1").err(), Some(MatcherError::NotBuilt("1.1".into())));
        assert_eq!(for_version("3").err(), Some(MatcherError::Unknown("3".into())));
    }
}
