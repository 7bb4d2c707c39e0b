//! An examiner's owner assertions inside L2 (`--corrections`): "not the same owner" keeps
//! names apart whatever a rule says (every rule that would join them asks [`Apart`] first),
//! and "same owner" joins the owners the names ended up in once the rules are done. A name is
//! a canonical name as the output shows it, or a member written `document_id/party_id`.

use std::collections::{BTreeSet, HashMap};

/// One assertion, as the corrections file gives it.
#[derive(Debug, Clone, PartialEq)]
pub struct OwnerAssertion {
    pub correction_id: String,
    pub author: String,
    pub reason: String,
    pub same: bool,
    pub names: Vec<String>,
}

impl OwnerAssertion {
    /// How the evidence names the correction.
    pub fn cited(&self) -> String {
        format!("correction {} by {}: {}", self.correction_id, self.author, self.reason)
    }
}

/// An assertion L2 could not apply, and why (a name no party of the package has, a
/// contradiction); its index in the list given to L2.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unapplied {
    pub index: usize,
    pub why: String,
}

/// Pairs of name groups that "not the same owner" keeps apart, with the assertion that does.
#[derive(Debug, Default)]
pub(super) struct Apart {
    pairs: HashMap<(usize, usize), usize>,
}

impl Apart {
    pub(super) fn keep_apart(&mut self, a: usize, b: usize, assertion: usize) {
        self.pairs.entry((a.min(b), a.max(b))).or_insert(assertion);
    }

    /// The assertion that keeps any group of `a` apart from any group of `b`.
    pub(super) fn between(&self, a: &[usize], b: &[usize]) -> Option<usize> {
        if self.pairs.is_empty() {
            return None;
        }
        a.iter().flat_map(|&x| b.iter().map(move |&y| (x.min(y), x.max(y)))).find_map(|pair| self.pairs.get(&pair).copied())
    }
}

/// The name groups each name of an assertion stands for; `Err` names what is not in the package.
pub(super) fn groups_named(
    names: &[String],
    group_of_key: &dyn Fn(&str) -> Option<usize>,
    group_of_member: &dyn Fn(&str, &str) -> Option<usize>,
) -> Result<Vec<usize>, String> {
    names
        .iter()
        .map(|name| {
            let found = match name.split_once('/') {
                Some((document_id, party_id)) => group_of_member(document_id, party_id),
                None => group_of_key(name),
            };
            found.ok_or_else(|| match name.split_once('/') {
                Some(_) => format!("no party {name} (document_id/party_id) is in the package any more"),
                None => format!("no party of the package is named {name:?} any more"),
            })
        })
        .collect()
}

/// The "not the same owner" pairs of the assertions, and those that cannot hold because two
/// of their names are written alike (L2 keeps a name's parties together).
pub(super) fn apart_of(assertions: &[OwnerAssertion], resolved: &[Result<Vec<usize>, String>]) -> (Apart, Vec<Unapplied>) {
    let mut apart = Apart::default();
    let mut unapplied = Vec::new();
    for (index, (assertion, groups)) in assertions.iter().zip(resolved).enumerate() {
        let Ok(groups) = groups else { continue };
        if assertion.same {
            continue;
        }
        let distinct: BTreeSet<usize> = groups.iter().copied().collect();
        if distinct.len() < groups.len() {
            unapplied.push(Unapplied {
                index,
                why: "two of its names are written alike, and L2 keeps the parties of one written name together; name the members (document_id/party_id) of differently written names".to_string(),
            });
            continue;
        }
        for (i, &a) in groups.iter().enumerate() {
            for &b in &groups[i + 1..] {
                apart.keep_apart(a, b, index);
            }
        }
    }
    (apart, unapplied)
}
