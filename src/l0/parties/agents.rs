//! One who signs for a party is no party (DOMAIN's label conventions): an attorney in fact for
//! his principal, a guardian or conservator for the ward, an executor or administrator for the
//! estate the instrument names as grantor, an officer or general partner for the firm. The name
//! grammar drops such an agent where the words it knows sit inside the party list; whichever
//! reader still took one (a role label after the agent's office, a granting clause that runs on
//! through "by ... her attorney in fact"), this check reads the place the name was read from: a
//! name that stands in the agent's place, right after its principal on the same side, is the
//! principal's hand, not a second party.
//!
//! A trustee is no such agent: the trustees who act are a trust's parties. Neither is a receiver,
//! who holds the property he conveys.

use super::patterns::keyword_pattern;
use super::same_side;
use super::spans::floor_boundary;
use crate::l0::PartyMatch;
use regex::Regex;
use std::sync::LazyLock;

/// The offices of one who signs for another: attorney in fact and agent, guardian, conservator
/// and curator of a ward, executor, administrator and personal representative of an estate,
/// officers and the general partner of a firm.
const AGENT_OFFICE: &str = r"(?:attorney[\s-]+in[\s-]+fact|agent|guardian|conservator|curat(?:or|rix)|executor|executrix|administrat(?:or|rix)|personal\s+representative|(?:vice[\s-]+)?president|secretary|treasurer|cashier|(?:managing\s+)?member|manager|(?:general\s+)?partner)";

/// The words just before a name that put it in an agent's place with the office first: "acting
/// by and through its duly appointed Executor,", "by and through her guardian,", "acting by its
/// sole general partner,", and the second officer of a chain, "and its Secretary,".
static OFFICE_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(&format!(
        r"(?i)(?:\b(?:by|through)\s+(?:and\s+through\s+)?|\band\s+)(?:its|his|her|their|the|said)\s+(?:[\w-]+\s+){{0,3}}?{AGENT_OFFICE}\s*[,:]?\s*$"
    ))
    .expect("office-before pattern compiles")
});

/// "by" (or "By:", "By /s/") just before a name.
static BY_BEFORE: LazyLock<Regex> = LazyLock::new(|| keyword_pattern(r"(?i)\bby\s*:?\s*(?:/s/\s*)?$").expect("by-before pattern compiles"));

/// The agent's office just after the name: ", her attorney in fact", ", Executrix", ", as Guardian".
static OFFICE_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(&format!(
        r"(?i)^\s*,?\s*(?:as\s+)?(?:(?:his|her|its|their|the)\s+)?(?:duly\s+appointed\s+)?(?:[\w-]+\s+){{0,2}}?{AGENT_OFFICE}\b"
    ))
    .expect("office-after pattern compiles")
});

/// How far before the agent its principal may be named: the principal's descriptors ("a
/// corporation organized under the laws of the State of Kansas") stand between.
const PRINCIPAL_REACH: usize = 300;

/// How many bytes before a name the words that make it an agent are looked for.
const LEAD_REACH: usize = 80;

/// Whether the name read at `start..end` of `text` stands in an agent's place: the office before
/// it ([`OFFICE_BEFORE`]), or "by" before it and the office after ([`BY_BEFORE`], [`OFFICE_AFTER`]).
/// The evidence of a name may itself open with "by".
fn in_agents_place(text: &str, evidence_text: &str, start: usize, end: usize) -> bool {
    let before = &text[floor_boundary(text, start.saturating_sub(LEAD_REACH))..start];
    let before = before.rsplit("\n\n").next().unwrap_or(before);
    if OFFICE_BEFORE.is_match(before) {
        return true;
    }
    let opens_with_by = evidence_text.get(..3).is_some_and(|word| word.eq_ignore_ascii_case("by "));
    (opens_with_by || BY_BEFORE.is_match(before)) && text.get(end..).is_some_and(|after| OFFICE_AFTER.is_match(after))
}

/// Drops every party read from an agent's place whose principal is a party of the same side
/// named just before it, in the same paragraph.
pub(super) fn drop_agents_signing_for_a_party(text: &str, parties: &mut Vec<PartyMatch>, warnings: &mut Vec<String>) {
    if parties.len() < 2 {
        return;
    }
    let agents: Vec<bool> = parties
        .iter()
        .map(|agent| {
            let (start, end) = (agent.evidence.start, agent.evidence.end);
            let principal_before = parties.iter().any(|principal| {
                !std::ptr::eq(principal, agent)
                    && same_side(principal.role, agent.role)
                    && principal.evidence.end <= start
                    && start - principal.evidence.end <= PRINCIPAL_REACH
                    && text.get(principal.evidence.end..start).is_some_and(|between| !between.contains("\n\n"))
            });
            principal_before && end <= text.len() && text.is_char_boundary(start) && in_agents_place(text, &agent.evidence.text, start, end)
        })
        .collect();
    let mut flags = agents.into_iter();
    parties.retain(|party| {
        let agent = flags.next().unwrap_or(false);
        if agent {
            warnings.push(format!("{} signs for the party named before and is not one", party.name));
        }
        !agent
    });
}

#[cfg(test)]
mod tests {
    use crate::l0::parties::test_support::named;
    use crate::vocab::{DocCategory, Role};

    fn grantors(text: &str, category: DocCategory) -> Vec<String> {
        named(text, category).into_iter().filter(|(_, role)| *role == Role::Grantor).map(|(name, _)| name).collect()
    }

    #[test]
    fn an_attorney_in_fact_after_his_principal_is_no_grantor() {
        let text = "WARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That MABEL J. THORNQUIST, a widow, by WENDELL A. THORNQUIST, her \
attorney in fact under a power recorded in Book 41, Page 7, hereinafter called grantor, for Ten Dollars does hereby grant, bargain, \
sell and convey unto OTIS P. VANCE, hereinafter called grantee, the land below.\n";
        assert_eq!(grantors(text, DocCategory::WarrantyDeed), vec!["MABEL J. THORNQUIST"]);
    }

    #[test]
    fn a_guardian_named_after_his_office_is_no_grantor() {
        let text = "GUARDIAN'S DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That DORIS MAE KELLOGG, a minor, by and through her duly \
appointed guard ian, EARL T. KELLOGG, hereinafter called grantor, in consideration of $900.00 does hereby grant, sell and convey \
unto OTIS P. VANCE, grantee, the land below.\n";
        assert_eq!(grantors(text, DocCategory::Deed), vec!["DORIS MAE KELLOGG"]);
    }

    #[test]
    fn the_second_officer_of_a_company_is_no_grantor() {
        let text = "WARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That BAXTER & SONS FEED COMPANY, a corporation of the State of \
Nebraska, acting by and through its President, LYLE R. BAXTER, and its Secretary, IRMA G. FOLK, hereinafter called grantor, for Ten \
Dollars does hereby grant, bargain, sell and convey unto OTIS P. VANCE, hereinafter called grantee, the land below.\n";
        assert_eq!(grantors(text, DocCategory::WarrantyDeed), vec!["BAXTER & SONS FEED COMPANY"]);
    }

    #[test]
    fn an_executrix_signing_for_the_estate_is_no_grantor() {
        let text = "EXECUTRIX DEED\n\nKNOW ALL MEN BY THESE PRESENTS, That the Estate of ROLAND F. DIETZ, deceased, by NORA E. DIETZ, \
Executr1x, grantor, in consideration of $3,000.00 paid by OTIS P. VANCE, grantee, does hereby grant, sell and convey unto said \
grantee the land below.\n";
        assert_eq!(grantors(text, DocCategory::Deed), vec!["Estate of ROLAND F. DIETZ"]);
    }

    #[test]
    fn trustees_and_a_couple_stay_parties() {
        let trust = "WARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That the DIETZ FAMILY TRUST, acting by and through its Trustees, \
NORA E. DIETZ and CARL DIETZ, hereinafter called grantors, for Ten Dollars do hereby grant, bargain, sell and convey unto OTIS P. \
VANCE, hereinafter called grantee, the land below.\n";
        assert_eq!(grantors(trust, DocCategory::WarrantyDeed), vec!["NORA E. DIETZ", "CARL DIETZ"]);
        let couple = "WARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That CARL DIETZ and NORA E. DIETZ, his wife, hereinafter \
called grantors, for Ten Dollars do hereby grant, bargain, sell and convey unto OTIS P. VANCE, hereinafter called grantee, the land \
below.\n";
        assert_eq!(grantors(couple, DocCategory::WarrantyDeed), vec!["CARL DIETZ", "NORA E. DIETZ"]);
    }
}
