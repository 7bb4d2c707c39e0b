//! Several rules as the alternatives of one regex, so that a text is read once for all of them.

use crate::l0::{LAZY_DFA_CACHE, ascii_pattern as compile, ascii_source};
use crate::pipeline::pattern_set::leftmost_first_set;
use regex::{Match, Regex};
use regex_automata::{Anchored, Input, meta};

/// Several rules as the alternatives of one regex: at each position the leftmost match wins,
/// and among rules matching there the one listed first.
pub(super) struct Alternatives {
    regex: Regex,
    /// The rules as the patterns of one regex, searched anchored at a match's start: at one
    /// start, leftmost-first takes the first pattern that matches there, which is the rule of the
    /// match of `regex` (an alternation takes the first alternative that matches, whatever its
    /// end). One anchored search reads as far as the rules that can still match there; a set of
    /// the rules, asked which of them match, read on until every rule had failed, and its
    /// automaton outgrew the set's lazy DFA cache, so that the PikeVM read it (most of the doc
    /// type reader's instructions).
    rules: meta::Regex,
}

impl Alternatives {
    pub(super) fn new(patterns: impl Iterator<Item = String>) -> Alternatives {
        let patterns: Vec<String> = patterns.collect();
        let joined: Vec<String> = patterns.iter().enumerate().map(|(index, pattern)| format!("(?P<r{index}>{pattern})")).collect();
        // Each rule's source as the joined regex reads it, so that each reads its rule alike.
        let sources: Vec<String> = patterns.iter().map(|pattern| ascii_source(pattern)).collect();
        let rules = leftmost_first_set(&sources, LAZY_DFA_CACHE);
        Alternatives { regex: compile(&joined.join("|")), rules }
    }

    /// The matches in text order, each with the index of the rule that matched; after each
    /// match the search resumes one character further, so a rejected match hides nothing.
    pub(super) fn matches<'t>(&'t self, text: &'t str) -> impl Iterator<Item = (usize, Match<'t>)> + 't {
        let mut at = 0;
        std::iter::from_fn(move || {
            if at > text.len() {
                return None;
            }
            let found = self.regex.find_at(text, at)?;
            at = found.start() + text[found.start()..].chars().next().map_or(1, char::len_utf8);
            Some((self.rule_at(text, found.start())?, found))
        })
    }

    /// The rule of the match of `regex` starting at `start` (the text before it is the context
    /// of a `\b` there).
    fn rule_at(&self, text: &str, start: usize) -> Option<usize> {
        let input = Input::new(text).range(start..).anchored(Anchored::Yes);
        self.rules.search(&input).map(|found| found.pattern().as_usize())
    }
}

#[cfg(test)]
mod tests {
    use super::super::caption::TITLES;
    use super::super::operative::{DAMAGED_OPERATIVES, OPERATIVES};
    use super::*;

    /// The matches as `Alternatives::matches` read them before the anchored rule sets: the rule
    /// from the first named group that took part in the captures. The proptest's reference.
    fn matches_by_captures(alternatives: &Alternatives, text: &str) -> Vec<(usize, usize, usize)> {
        let mut found = Vec::new();
        let mut at = 0;
        let mut locations = alternatives.regex.capture_locations();
        while at <= text.len() {
            let Some(whole) = alternatives.regex.captures_read_at(&mut locations, text, at) else { break };
            at = whole.start() + text[whole.start()..].chars().next().map_or(1, char::len_utf8);
            let group = (1..locations.len()).find(|group| locations.get(*group).is_some()).unwrap_or(0);
            let rule = alternatives
                .regex
                .capture_names()
                .nth(group)
                .flatten()
                .and_then(|name| name.strip_prefix('r'))
                .and_then(|index| index.parse().ok())
                .unwrap_or(usize::MAX);
            found.push((rule, whole.start(), whole.end()));
        }
        found
    }

    fn rule_matches(alternatives: &Alternatives, text: &str) -> Vec<(usize, usize, usize)> {
        alternatives.matches(text).map(|(rule, found)| (rule, found.start(), found.end())).collect()
    }

    /// Title and granting words, damaged ones and neighbours that decide a `\b`, for the proptest.
    const RULE_PIECES: [&str; 30] = [
        "WARRANTY DEED",
        "SPEClAL",
        "Special",
        "QUIT CLAlM",
        "DEED",
        "Deed of Trust",
        "OIL AND GAS LEASE",
        "Lease",
        "ASSIGNMENT",
        "MINERAL",
        "ROYALTY",
        "ORD ER ADMITTING WILL",
        "AFFIDAVIT OF HEIRSHIP",
        "RELEASE",
        "grant",
        "bargain, sell and convey",
        "remise, release and quitclaim",
        "unto",
        "hereby assigns",
        "and",
        "that certain",
        "in trust",
        "to secure",
        "x",
        "_",
        "§",
        "é",
        "1",
        ".",
        "Records",
    ];
    const RULE_SEPARATORS: [&str; 5] = [" ", "", "\n", ", ", "é"];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(1500))]
        #[test]
        fn anchored_rule_sets_name_the_rule_the_captures_name(
            pieces in proptest::collection::vec((0..RULE_PIECES.len(), 0..RULE_SEPARATORS.len()), 0..24)
        ) {
            let text: String =
                pieces.iter().flat_map(|&(piece, separator)| [RULE_PIECES[piece], RULE_SEPARATORS[separator]]).collect();
            proptest::prop_assert_eq!(rule_matches(&TITLES, &text), matches_by_captures(&TITLES, &text));
            proptest::prop_assert_eq!(rule_matches(&OPERATIVES, &text), matches_by_captures(&OPERATIVES, &text));
            proptest::prop_assert_eq!(rule_matches(&DAMAGED_OPERATIVES, &text), matches_by_captures(&DAMAGED_OPERATIVES, &text));
        }
    }
}
