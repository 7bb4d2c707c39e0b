//! A section list whose later items carry their own parts: "Sections 14, 15, and the W/2 of 16,
//! Township 12 North, Range 3 West" gives sections 14 and 15 whole and the W/2 of 16, all in the
//! township after the list. The part belongs to the number it is "of", not to the sections listed
//! before it.

use super::*;

/// One item a section list goes on with after its bare numbers: the part and the section it is
/// "of" ("the W/2 of 16", "all of 20"), or `None` for a number the text does not give.
pub(super) struct DistributedItem {
    pub(super) number: Option<String>,
    pub(super) aliquots: Vec<String>,
    /// Where each of its chains starts, so no other section takes them.
    pub(super) chain_starts: Vec<usize>,
    pub(super) text: Range<usize>,
}

/// The items that follow a section list's numbers (`list_end`) up to the township written right
/// after them: each "[and] [the] <parts> of <number>" or "[and] all of <number>". None when no
/// such item follows, or when the items do not run on to `township`: the township after the
/// list is what makes it one description.
pub(super) fn distributed_items(block: &str, list_end: usize, chains: &[Chain], township: &TownshipRange) -> Option<Vec<DistributedItem>> {
    items_of_numbers(block, list_end, chains, township.start)
}

/// "Sections 3 and 4, T2N R60W: the N/2 of 3 and all of 4": the items after the colon that heads
/// a section list's parts (`heading_end`), to the line's end, when each names one of the listed
/// `numbers` and every listed number is named once: each section takes the parts of its own item,
/// as the same items standing before the township give them. None otherwise.
pub(super) fn items_after_heading(block: &str, heading_end: usize, chains: &[Chain], numbers: &[String]) -> Option<Vec<DistributedItem>> {
    let rest = &block[heading_end..];
    let after_colon = rest.trim_start_matches(' ').strip_prefix(':')?;
    let from = block.len() - after_colon.len();
    let line_end = from + after_colon.find('\n').unwrap_or(after_colon.len());
    let items = items_of_numbers(block, from, chains, block[..line_end].trim_end_matches([' ', '.', ';']).len())?;
    let named: Vec<&str> = items.iter().filter_map(|item| item.number.as_deref()).collect();
    (named.len() == items.len() && named.len() == numbers.len() && numbers.iter().all(|n| named.iter().filter(|m| **m == n).count() == 1))
        .then_some(items)
}

/// The items "[and] [the] <parts> of <number>" or "[and] all of <number>" from `from` that run on
/// to `end`, with no more than "in" or "all in" after the last.
fn items_of_numbers(block: &str, from: usize, chains: &[Chain], end: usize) -> Option<Vec<DistributedItem>> {
    if end <= from {
        return None;
    }
    // The walk below reads up to `end` as it read up to a township's start.
    let township = TownshipRange { start: end, end, township: String::new(), range: String::new(), meridian: None, section: None };
    let mut items = Vec::new();
    let mut cursor = from;
    loop {
        let rest = &block[cursor..township.start];
        let joined = rest.trim_start_matches([' ', ',', ';']);
        let joined = ["and ", "& "].iter().find_map(|word| joined.strip_prefix(word)).unwrap_or(joined);
        if joined.len() == rest.len() {
            break;
        }
        let joined = joined.trim_start_matches(' ');
        let item_start = township.start - joined.len();
        let body = joined.strip_prefix("the ").unwrap_or(joined);
        let body_start = township.start - body.len();
        let (aliquots, chain_starts, of_at) = if let Some(after) = strip_prefix_ignore_case(body, "all of ") {
            (Vec::new(), Vec::new(), township.start - after.len())
        } else {
            let mut parts = Vec::new();
            let mut starts = Vec::new();
            // A chain's span takes in the "the" before it.
            let chain_at = |from: usize, to: usize| chains.iter().find(|c| from <= c.start && c.start <= to);
            let mut at = body_start;
            let mut next_chain = chain_at(item_start, body_start);
            while let Some(chain) = next_chain {
                parts.push(chain.canonical.clone());
                starts.push(chain.start);
                at = chain.end;
                let between = &block[chain.end..township.start];
                let next = between.trim_start_matches([' ', ',']);
                let next = ["and ", "& "].iter().find_map(|word| next.strip_prefix(word)).unwrap_or(next);
                let next_start = township.start - next.len();
                let body = next.strip_prefix("the ").unwrap_or(next);
                next_chain = chain_at(next_start, township.start - body.len()).filter(|_| next.len() < between.len());
            }
            if parts.is_empty() {
                break;
            }
            let Some(after) = strip_prefix_ignore_case(block[at..township.start].trim_start_matches(' '), "of ") else { break };
            (parts, starts, township.start - after.len())
        };
        let after = &block[of_at..township.start];
        let token_len = after.find([',', ';', ' ']).unwrap_or(after.len());
        let token = &after[..token_len];
        let number = (token.len() <= 2 && token.bytes().all(|b| b.is_ascii_digit()))
            .then(|| token.trim_start_matches('0').to_string())
            .filter(|n| n.parse::<u32>().is_ok_and(|n| (1..=36).contains(&n)));
        items.push(DistributedItem { number, aliquots, chain_starts, text: item_start..of_at + token_len });
        cursor = of_at + token_len;
    }
    let gap = block[cursor..township.start].trim_matches([' ', ',']);
    (!items.is_empty() && (gap.is_empty() || gap.eq_ignore_ascii_case("in") || gap.eq_ignore_ascii_case("all in"))).then_some(items)
}

fn strip_prefix_ignore_case<'t>(text: &'t str, prefix: &str) -> Option<&'t str> {
    (text.len() >= prefix.len() && text.is_char_boundary(prefix.len()) && text[..prefix.len()].eq_ignore_ascii_case(prefix))
        .then(|| &text[prefix.len()..])
}

#[cfg(test)]
mod tests {
    use crate::l0::land::extract;
    use crate::l0::land::tests::{plss_key, tracts};
    use crate::pipeline::Instrument;

    #[test]
    fn a_later_item_of_a_section_list_keeps_its_own_part() {
        let found = tracts("All of Sections 8, 9, and the E/2 of 10, Township 4 North, Range 61 West of the 6th P.M.\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![
                (Some("8"), Some("4N"), Some("61W"), None),
                (Some("9"), Some("4N"), Some("61W"), None),
                (Some("10"), Some("4N"), Some("61W"), Some("E/2")),
            ]
        );
        let found = tracts("Sections 2 and 3, and the N/2 and the SW/4 of 11, in Township 7 South, Range 40 East, Willamette Meridian\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![
                (Some("2"), Some("7S"), Some("40E"), None),
                (Some("3"), Some("7S"), Some("40E"), None),
                (Some("11"), Some("7S"), Some("40E"), Some("N/2, SW/4")),
            ]
        );
        let found = tracts("Sections 20 and 21, and all of 28, Township 9 North, Range 2 East, Black Hills Meridian\n");
        assert_eq!(found.iter().map(|t| t.section.as_deref()).collect::<Vec<_>>(), vec![Some("20"), Some("21"), Some("28")]);
        assert!(found.iter().all(|t| t.aliquots.is_none()));
    }

    #[test]
    fn a_part_of_the_whole_list_is_every_sections() {
        let found = tracts("the N/2 of Sections 5 and 6, Township 3 South, Range 12 West of the Sixth Principal Meridian\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("5"), Some("3S"), Some("12W"), Some("N/2")), (Some("6"), Some("3S"), Some("12W"), Some("N/2"))]);
    }

    #[test]
    fn an_item_whose_number_ocr_spoiled_gives_a_warning_and_no_tract() {
        let extraction =
            extract(&Instrument::from_raw("Sections 8, 9, and the E/2 of l0, Township 4 North, Range 61 West of the 6th P.M.\n"));
        let sections: Vec<_> = extraction.tracts.iter().map(|t| (t.section.as_deref(), t.aliquots.as_deref())).collect();
        assert_eq!(sections, vec![(Some("8"), None), (Some("9"), None)]);
        assert!(extraction.warnings.iter().any(|w| w.contains("names no section number")), "{:?}", extraction.warnings);
    }
}
