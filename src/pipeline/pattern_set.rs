//! Several patterns searched as one regex whose match says which pattern matched: the regex
//! crate's alternation with a named group per alternative tells it only through captures (the
//! bounded backtracker over the match, after the lazy DFA found it), and its `RegexSet` tells
//! which patterns match anywhere, not which one an alternation takes.

use regex_automata::meta;
use regex_automata::util::syntax;

/// The patterns as one leftmost-first regex, configured as the regex crate configures a `Regex`
/// (Unicode, matches on character boundaries), with a lazy DFA cache of `lazy_dfa_cache` bytes
/// (the regex crate's default is 2 MB). Its match at a position is the match of the patterns
/// joined as alternatives in their order, and `Match::pattern` is the index of the alternative
/// that an alternation takes there (at the leftmost start, the first that matches, whatever its
/// end). Each source carries its own flags (`(?i)`).
pub fn leftmost_first_set(sources: &[String], lazy_dfa_cache: usize) -> meta::Regex {
    meta::Builder::new()
        .configure(
            meta::Config::new()
                .match_kind(regex_automata::MatchKind::LeftmostFirst)
                .utf8_empty(true)
                .nfa_size_limit(Some(10 << 20))
                .hybrid_cache_capacity(lazy_dfa_cache),
        )
        .syntax(syntax::Config::new().utf8(true))
        .build_many(sources)
        .expect("pattern set compiles")
}

/// The regex crate's default lazy DFA cache.
pub const DEFAULT_LAZY_DFA_CACHE: usize = 2 << 20;

#[cfg(test)]
mod tests {
    use super::*;
    use regex_automata::Input;

    #[test]
    fn the_set_finds_the_alternations_match_and_names_its_alternative() {
        let sources = ["(?i)the", "(?i)there(?-u:\\b)", "(?i)here", "(?i)th[ae]\\s+lan\\w+"].map(String::from);
        let set = leftmost_first_set(&sources, DEFAULT_LAZY_DFA_CACHE);
        let joined = regex::Regex::new(&sources.iter().map(|s| format!("(?:{s})")).collect::<Vec<_>>().join("|")).expect("compiles");
        for text in ["over there, the land", "HERE and thé LANDS", "no match", "thx", "there"] {
            let mut at = 0;
            while let Some(found) = set.search(&Input::new(text).range(at..)) {
                let expected = joined.find_at(text, at).expect("the alternation matches too");
                assert_eq!(found.range(), expected.range(), "{text}");
                let first = sources
                    .iter()
                    .position(|s| regex::Regex::new(&format!("^(?:{s})")).expect("compiles").is_match(&text[found.start()..]));
                assert_eq!(Some(found.pattern().as_usize()), first, "{text}");
                at = found.end();
            }
            assert!(joined.find_at(text, at).is_none(), "{text}");
        }
    }
}
