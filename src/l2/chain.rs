//! The chain as evidence for L2 (DOMAIN.md, Parties: the same person across instruments). A
//! name alone does not tell a bare JOHN SMITH from JOHN SMITH JR, nor MARY SMITH from MARY
//! SMITH JONES; the package does: the grantee who later conveys the same tract, having
//! acquired it by no other instrument, is the one who took it.

use crate::calendar::Date;
use crate::vocab::DocCategory;
use std::collections::HashMap;

/// What L2 reads of an instrument besides its parties: the chain context.
#[derive(Debug, Clone, PartialEq)]
pub struct ChainContext<'a> {
    pub category: DocCategory,
    pub date: Option<Date>,
    /// Tract ids, after the package's tract identities.
    pub tracts: Vec<&'a str>,
}

/// One instrument's acting on one tract.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Act<'a> {
    tract: &'a str,
    date: Option<Date>,
    document: &'a str,
}

/// What an owner (or a name group) acquires and conveys in the package.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Holdings<'a> {
    acquired: Vec<Act<'a>>,
    conveyed: Vec<Act<'a>>,
}

impl<'a> Holdings<'a> {
    /// Adds a party's part in an instrument: acquiring when its role takes in this category,
    /// conveying when it gives.
    pub fn add(&mut self, document: &'a str, role: crate::vocab::Role, context: &ChainContext<'a>) {
        let (givers, takers) = context.category.sides();
        if context.category.moves_no_estate() {
            return;
        }
        for tract in &context.tracts {
            let act = Act { tract, date: context.date, document };
            if takers.contains(&role) {
                self.acquired.push(act);
            }
            if givers.contains(&role) {
                self.conveyed.push(act);
            }
        }
    }

    pub fn extend(&mut self, other: &Holdings<'a>) {
        self.acquired.extend(other.acquired.iter().copied());
        self.conveyed.extend(other.conveyed.iter().copied());
    }

    /// How the chain shows `self` (as `name`) taking a tract that `later` (as `later_name`)
    /// then conveys without having acquired it by any instrument up to then; `None` when it
    /// does not.
    pub fn passes_to(&self, name: &str, later: &Holdings<'a>, later_name: &str) -> Option<String> {
        for conveyed in &later.conveyed {
            let acquired_before = |act: &Act<'_>| act.tract == conveyed.tract && not_after(act.date, conveyed.date);
            if later.acquired.iter().any(&acquired_before) {
                continue;
            }
            if let Some(taken) = self.acquired.iter().find(|a| acquired_before(a) && a.document != conveyed.document) {
                return Some(format!(
                    "{name} takes tract {} by {}, and {later_name}, who acquires it by no instrument of the package, conveys it by {}",
                    conveyed.tract, taken.document, conveyed.document
                ));
            }
        }
        None
    }
}

/// Whether `a` is no later than `b`; an unknown date contradicts nothing.
fn not_after(a: Option<Date>, b: Option<Date>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a <= b,
        _ => true,
    }
}

/// Holdings of each (document, party), to be summed per name group and owner.
pub type PartyHoldings<'a> = HashMap<(&'a str, &'a str), Holdings<'a>>;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::Role;

    fn context(category: DocCategory, date: &str, tract: &'static str) -> ChainContext<'static> {
        ChainContext { category, date: Date::parse_iso(date), tracts: vec![tract] }
    }

    #[test]
    fn the_grantee_who_later_conveys_is_the_one_who_took() {
        let mut bare = Holdings::default();
        bare.add("d1", Role::Grantee, &context(DocCategory::WarrantyDeed, "1950-01-01", "t1"));
        let mut junior = Holdings::default();
        junior.add("d2", Role::Grantor, &context(DocCategory::WarrantyDeed, "1960-01-01", "t1"));
        let detail = bare.passes_to("JOHN SMITH", &junior, "JOHN SMITH JR").expect("the chain agrees");
        assert!(detail.contains("by d1") && detail.contains("by d2"), "{detail}");
    }

    #[test]
    fn a_conveyor_who_acquired_otherwise_or_another_tract_or_earlier_is_not_shown() {
        let mut bare = Holdings::default();
        bare.add("d1", Role::Grantee, &context(DocCategory::WarrantyDeed, "1950-01-01", "t1"));
        let mut heir = Holdings::default();
        heir.add("d2", Role::Heir, &context(DocCategory::AffidavitOfHeirship, "1955-01-01", "t1"));
        heir.add("d3", Role::Grantor, &context(DocCategory::WarrantyDeed, "1960-01-01", "t1"));
        assert_eq!(bare.passes_to("JOHN SMITH", &heir, "JOHN SMITH JR"), None, "the JR acquired as heir");
        let mut elsewhere = Holdings::default();
        elsewhere.add("d4", Role::Grantor, &context(DocCategory::WarrantyDeed, "1960-01-01", "t2"));
        assert_eq!(bare.passes_to("JOHN SMITH", &elsewhere, "JOHN SMITH JR"), None);
        let mut earlier = Holdings::default();
        earlier.add("d5", Role::Grantor, &context(DocCategory::WarrantyDeed, "1940-01-01", "t1"));
        assert_eq!(bare.passes_to("JOHN SMITH", &earlier, "JOHN SMITH JR"), None);
    }
}
