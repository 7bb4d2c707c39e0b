//! Parts given to the sections of a list one by one, in the list's order: "Sections 9, 16 and 21,
//! Township 24 South, …: the SE/4, the NW/4 and all of them, respectively", "the NE/4 and the SW/4
//! of Sections 20 and 21, respectively", "Sections 21 and 28, …: the N/2 of the former and the
//! S/2 of the latter". Each section takes its own item, never every part of the description.
//! When the items do not pair with the sections one for one (a count that differs, an item that
//! is neither parts nor the whole section, lots inside the list that "and" would split), which
//! part is whose is not settled: the list is not read, with a warning naming the text.

use super::*;

/// The parts one section of the list takes: its aliquots (none: the whole section) and where
/// each of their chains starts, so no other section takes them.
pub(super) struct RespectiveItem {
    pub(super) aliquots: Vec<String>,
    pub(super) chain_starts: Vec<usize>,
}

/// Whether a block may give parts respectively: it holds one of the words that pair them.
pub(super) fn may_pair(words: &LoweredText) -> bool {
    words.holds_any(&["respectively", "former", "latter", "of the second"])
}

/// The parts of each of a list's `count` sections, when the text pairs them in order. `list`
/// runs from the list's first word to its last number; `taken` are the chains the list took as
/// its parts (before it or after its heading). None when nothing pairs them ("Sections 8 and 9:
/// the N/2" gives the N/2 of each); Err with the text when the pairing is not settled.
pub(super) fn respective_parts(
    block: &str,
    list: Range<usize>,
    count: usize,
    taken: &[usize],
    chains: &[Chain],
    lots: &[(usize, usize, Vec<String>)],
) -> Option<Result<Vec<RespectiveItem>, String>> {
    let first = *taken.iter().min()?;
    let (start, end, marked) = if first < list.start {
        // "the NE/4 and the SW/4 of Sections 20 and 21, respectively": the items stand before
        // the list, "respectively" right after it.
        let marked = block[list.end..].trim_start_matches([' ', ',']).get(..12).is_some_and(|w| w.eq_ignore_ascii_case("respectively"));
        let before = block[..list.start].trim_end_matches(' ');
        let words = before.rsplit_once(' ').map_or(before, |(_, last)| last);
        let end = if words.eq_ignore_ascii_case("of") { before.len() - words.len() } else { before.len() };
        (first, end, marked)
    } else {
        // "…: the SE/4, the NW/4 and all of them, respectively." The items run to the end of
        // the clause, or to "respectively".
        let clause = clause_end(block, first);
        let respectively = block[first..clause].to_ascii_lowercase().find("respectively").map(|at| first + at);
        (first, respectively.unwrap_or(clause), respectively.is_some())
    };
    if end <= start {
        return None;
    }
    let region = &block[start..end];
    let items = split_items(region, start);
    let pointers: Vec<Option<usize>> = items.iter().map(|&(from, to)| pointer(&block[from..to], count)).collect();
    let pointed = items.len() > 1 && pointers.iter().all(Option::is_some);
    if !marked && !pointed {
        return None;
    }
    let text = || region.trim_end_matches([' ', ',']).to_string();
    if lots.iter().any(|l| start <= l.0 && l.0 < end) {
        return Some(Err(text()));
    }
    if items.len() != count {
        return Some(Err(text()));
    }
    let mut read: Vec<Option<RespectiveItem>> = (0..count).map(|_| None).collect();
    for (index, &(from, to)) in items.iter().enumerate() {
        let own: Vec<&Chain> = chains.iter().filter(|c| from <= c.start && c.start < to).collect();
        let item = if own.is_empty() {
            if !whole_words(&block[from..to]) {
                return Some(Err(text()));
            }
            RespectiveItem { aliquots: Vec::new(), chain_starts: Vec::new() }
        } else {
            RespectiveItem {
                aliquots: own.iter().map(|c| c.canonical.clone()).collect(),
                chain_starts: own.iter().map(|c| c.start).collect(),
            }
        };
        let slot = if pointed { pointers[index]? } else { index };
        if read[slot].replace(item).is_some() {
            return Some(Err(text()));
        }
    }
    read.into_iter().collect::<Option<Vec<_>>>().map(Ok)
}

/// Where the clause that holds `from` ends: a semicolon, a line break, or a full stop before
/// white space or the end, unless a figure or a lower-case word goes on after it (the stops of
/// "Sec. 9", "R. 5 W.", "ac. in").
fn clause_end(block: &str, from: usize) -> usize {
    let bytes = block.as_bytes();
    (from..bytes.len())
        .find(|&at| match bytes[at] {
            b';' | b'\n' => true,
            b'.' => {
                bytes.get(at + 1).is_none_or(u8::is_ascii_whitespace)
                    && bytes.get(at + 2).is_none_or(|b| !b.is_ascii_lowercase() && !b.is_ascii_digit())
            }
            _ => false,
        })
        .unwrap_or(bytes.len())
}

/// The items of a list of parts, split at its commas and its "and"s: their spans in the block.
fn split_items(region: &str, offset: usize) -> Vec<(usize, usize)> {
    let lower = region.to_ascii_lowercase();
    let mut items = Vec::new();
    let mut from = 0;
    let mut at = 0;
    while at < lower.len() {
        let separator = if lower[at..].starts_with(',') || lower[at..].starts_with('&') {
            1
        } else if lower[at..].starts_with(" and ") {
            4
        } else {
            0
        };
        if separator > 0 {
            if !lower[from..at].trim().is_empty() {
                items.push((offset + from, offset + at));
            }
            at += separator;
            from = at;
        } else {
            at += lower[at..].chars().next().map_or(1, char::len_utf8);
        }
    }
    if !lower[from..].trim().is_empty() {
        items.push((offset + from, offset + lower.len()));
    }
    items
}

/// The section of the list an item points at by its words: "of the former" (the first of two),
/// "of the latter" (the last of two), "of the first", "of the second", "of the third".
fn pointer(item: &str, count: usize) -> Option<usize> {
    let lower = item.trim_end_matches([' ', '.', ',']).to_ascii_lowercase();
    let last = lower.rsplit(' ').next()?;
    if !lower.contains("of the ") {
        return None;
    }
    match last {
        "former" if count == 2 => Some(0),
        "latter" if count == 2 => Some(1),
        "first" => Some(0),
        "second" => Some(1),
        "third" => Some(2),
        _ => None,
    }
    .filter(|slot| *slot < count)
}

/// Whether an item without parts says its section is taken whole: "all", "the whole", "all of
/// it", "the whole of them".
fn whole_words(item: &str) -> bool {
    let words: Vec<String> = item.split_whitespace().map(str::to_ascii_lowercase).collect();
    let words: Vec<&str> = words.iter().map(String::as_str).filter(|w| !matches!(*w, "the" | "of" | "it" | "them" | "thereof")).collect();
    matches!(words.as_slice(), ["all"] | ["whole"])
}

#[cfg(test)]
mod tests {
    use crate::l0::land::TractMatch;
    use crate::l0::land::tests::tracts;

    fn parts(found: &[TractMatch]) -> Vec<(String, String)> {
        found.iter().map(|t| (t.section.clone().unwrap_or_default(), t.aliquots.clone().unwrap_or_default())).collect()
    }

    #[test]
    fn parts_listed_after_the_heading_go_to_the_sections_in_order() {
        let found = tracts(
            "Sections 4, 10 and 15, Township 12 South, Range 40 West of the 6th P.M.: the NE/4, the S/2 and all of them, respectively.\n",
        );
        assert_eq!(parts(&found), [("4".into(), "NE/4".into()), ("10".into(), "S/2".into()), ("15".into(), String::new())]);
    }

    #[test]
    fn parts_listed_before_the_sections_go_to_them_in_order() {
        let found = tracts("the SW/4 and the N/2 NE/4 of Sections 7 and 8, respectively, T. 9 N., R. 3 W., Sixth P.M.\n");
        assert_eq!(parts(&found), [("7".into(), "SW/4".into()), ("8".into(), "N/2 NE/4".into())]);
    }

    #[test]
    fn former_and_latter_point_at_their_sections() {
        let found =
            tracts("Sections 30 and 31, Township 50 North, Range 70 West, 6th P.M.: the S/2 of the latter and the E/2 of the former.\n");
        assert_eq!(parts(&found), [("30".into(), "E/2".into()), ("31".into(), "S/2".into())]);
    }

    #[test]
    fn damaged_words_between_the_items_still_pair_them() {
        let found = tracts("Secs. 2 and 11, Townsbip 8 North, Rauge 5 East: the NW/4, and the SE/4, respectively.\n");
        assert_eq!(parts(&found), [("2".into(), "NW/4".into()), ("11".into(), "SE/4".into())]);
    }

    #[test]
    fn items_that_do_not_pair_one_for_one_are_not_read() {
        let found = tracts("Sections 5, 6 and 7, Township 3 South, Range 9 East: the N/2 and the SW/4, respectively.\n");
        assert!(found.is_empty(), "{:?}", parts(&found));
    }

    #[test]
    fn without_a_pairing_word_every_section_takes_the_parts() {
        let found = tracts("Sections 5 and 6, Township 3 South, Range 9 East: the N/2.\n");
        assert_eq!(parts(&found), [("5".into(), "N/2".into()), ("6".into(), "N/2".into())]);
    }
}
