//! Lots and blocks of a platted subdivision: "Lot 4, Block 2, Park Heights Addition".

use super::*;
use crate::pipeline::ascii_twin::{ascii_twin, for_text};

/// "Lot 4, Block 2, Smith Addition to the City of Midland", "Lot Four (4), in Block Two (2), of
/// PARK HILL ADDITION", "Lot 4, Blk 2, Park Hts. Addn.", "Lot Number Nine (9) in Block Six (6)",
/// a lettered block in quotes ("Lot 3, Block \"B\""), "Lot Numbered Seven (7) in Block Numbered
/// Three (3)" as Midwestern deeds write them, and a lot OCR glued to its number ("LotNine (9)",
/// "Lot12"; a glued lot must begin with a capital or a figure, which "Lots in Block 4" does not).
pub(super) static LOT_BLOCK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)(?:lots?\s+(?:no\.?\s*|number(?:ed)?\s+)?|lot(?-u:\B))(?P<lots>{LOT_SLOT}(?:\s*(?:,|and|&|-|(?-u:\b)through|(?-u:\b)thru)\s*(?:and\s+)?{LOT_SLOT})*)\s*,?\s*(?:in\s+|of\s+)?(?:block|blk)(?-u:\b)\.?\s*(?:no\.?\s*|number(?:ed)?\s+)?[\x22'\x{{201C}}\x{{201D}}]?(?P<block>{LOT_SLOT})[\x22'\x{{201C}}\x{{201D}}]?\s*,?\s*(?:of\s+|in\s+)?(?:the\s+)?(?P<subdivision>(?-i:(?:[A-Z][\w'&.-]*\s+){{1,5}}?)(?:{SUBDIVISION_WORD})(?:\s+(?:addition|addn|add|subdivision|subdiv|subd)(?-u:\b)\.?)?)?"
    ))
    .expect("lot-block pattern compiles")
});
/// The block written first, as plat indexes and some abstracts write it: "Block 12, Lot 7,
/// Sunset Heights Addition", "Block Twenty-one (21), Lot Five (5), Original Town of Kimball".
pub(super) static BLOCK_LOT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)(?:block|blk)(?-u:\b)\.?\s*(?:no\.?\s*|number(?:ed)?\s+)?(?P<block>{LOT_SLOT})\s*,?\s*lots?\s+(?:no\.?\s*|number(?:ed)?\s+)?(?P<lots>{LOT_SLOT}(?:\s*(?:,|and|&|-|(?-u:\b)through|(?-u:\b)thru)\s*(?:and\s+)?{LOT_SLOT})*)\s*,?\s*(?:of\s+|in\s+)?(?:the\s+)?(?P<subdivision>(?-i:(?:[A-Z][\w'&.-]*\s+){{1,5}}?)(?:{SUBDIVISION_WORD})(?:\s+(?:addition|addn|add|subdivision|subdiv|subd)(?-u:\b)\.?)?)?"
    ))
    .expect("block-lot pattern compiles")
});

/// The words that end a subdivision's name, with their usual abbreviations.
pub(super) const SUBDIVISION_WORD: &str =
    r"(?:addition|addn|add|subdivision|subdiv|subd|estates|heights|hts|park|place|acres|townsite)(?-u:\b)\.?";

/// "Park Hts. Addn." as "PARK HEIGHTS ADDITION": the abbreviations of a plat's name vary from
/// one instrument to the next, the name does not.
pub(super) fn subdivision_name(raw: &str) -> String {
    raw.split_whitespace()
        .map(|word| {
            let bare = word.trim_end_matches('.').to_ascii_uppercase();
            match bare.as_str() {
                "HTS" => "HEIGHTS".to_string(),
                "ADDN" | "ADD" => "ADDITION".to_string(),
                "SUBD" | "SUBDIV" => "SUBDIVISION".to_string(),
                _ => bare,
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A platted lot without a block: "Lot 101 of the Plat of WESTHAVEN AT OVATION", "Lot No. 1 in the
/// Ridgeview Plan", "Lot 7 of Maple Grove Subdivision". The plat's name follows "Plat of" or
/// stands before the word that ends it.
pub(super) static PLATTED_LOT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)lots?\s+(?:no\.?\s*|number\s+)?(?P<lots>{LOT_SLOT}(?:\s*(?:,|and|&|-)\s*(?:and\s+)?{LOT_SLOT})*)\s*,?\s*(?:of|in|on)\s+(?:the\s+)?(?:(?:(?:final|recorded|amended|revised)\s+)?(?:plat|map|plan)\s+of\s+(?P<after>(?-i:[A-Z][A-Za-z0-9'&.-]*(?:\s+(?:[A-Z][A-Za-z0-9'&.-]*|at|of|on|the|in)){{0,6}}))|(?P<before>(?-i:(?:[A-Z][A-Za-z'&.-]*\s+){{1,6}}?))(?P<word>plan|plat|subdivision|addition|estates)(?-u:\b))"
    ))
    .expect("platted lot pattern compiles")
});

/// The lot patterns for a block of ASCII text: the same matches, with automata a fraction of the
/// size (the plat's name and the lot numbers hold Unicode classes), which the captures of every
/// lot read go through.
static LOT_BLOCK_ASCII: LazyLock<Regex> = LazyLock::new(|| ascii_twin_of(&LOT_BLOCK));
static BLOCK_LOT_ASCII: LazyLock<Regex> = LazyLock::new(|| ascii_twin_of(&BLOCK_LOT));
static PLATTED_LOT_ASCII: LazyLock<Regex> = LazyLock::new(|| ascii_twin_of(&PLATTED_LOT));

fn ascii_twin_of(pattern: &Regex) -> Regex {
    Regex::new(&ascii_twin(pattern.as_str())).expect("lot pattern's ASCII twin compiles")
}

/// Lots of a plat named without a block, each a tract with its lot and the plat's name.
fn platted_lots(block: &str, words: &LoweredText, usable: &dyn Fn(usize) -> bool) -> Vec<TractMatch> {
    let mut tracts = Vec::new();
    if !words.holds_any(&["plat", "plan", "map", "subdivision", "addition", "estates"]) {
        return tracts;
    }
    // Every match begins with "lot".
    for caps in words.captures_iter_from(for_text(&PLATTED_LOT, &PLATTED_LOT_ASCII, block), block, &["lot"]) {
        let (Some(whole), Some(lots)) = (caps.get(0), caps.name("lots")) else { continue };
        if !usable(whole.start()) {
            continue;
        }
        let name = match (caps.name("after"), caps.name("before"), caps.name("word")) {
            (Some(after), _, _) => {
                let words: Vec<&str> = after.as_str().split_whitespace().collect();
                let keep = words.len() - words.iter().rev().take_while(|w| w.chars().all(|c| c.is_ascii_lowercase())).count();
                words[..keep].join(" ")
            }
            (None, Some(before), Some(word)) => format!("{} {}", before.as_str().trim(), word.as_str()),
            _ => continue,
        };
        for lot in list_values_with_ranges(lots.as_str()) {
            tracts.push(TractMatch {
                system: Some(LandSystem::LotBlock),
                lot: Some(lot),
                subdivision: Some(subdivision_name(&name)),
                evidence: Evidence::new("land.platted_lot", block, whole.start(), whole.end()),
                ..TractMatch::default()
            });
        }
    }
    tracts
}

pub(super) fn lot_block_tracts(block: &str, words: &LoweredText, usable: &dyn Fn(usize) -> bool) -> Vec<TractMatch> {
    let mut tracts = Vec::new();
    // "lot" and "block" or "blk"; a lot without a block is read from its plat.
    if !words.holds("lot") {
        return tracts;
    }
    if !words.holds("bl") {
        return platted_lots(block, words, usable);
    }
    // Every match begins with "lot", or with "block" for the block written first.
    let lot_first = words.captures_iter_from(for_text(&LOT_BLOCK, &LOT_BLOCK_ASCII, block), block, &["lot"]);
    let block_first = || words.captures_iter_from(for_text(&BLOCK_LOT, &BLOCK_LOT_ASCII, block), block, &["block", "blk"]);
    let found = if lot_first.is_empty() { block_first() } else { lot_first };
    for caps in found {
        let (Some(whole), Some(lots), Some(block_number)) = (caps.get(0), caps.name("lots"), caps.name("block")) else { continue };
        let glued = lots.start() > 0 && !block[..lots.start()].ends_with(|c: char| c.is_whitespace() || c == '.');
        if !usable(whole.start()) || glued && !lots.as_str().starts_with(|c: char| c.is_ascii_uppercase() || c.is_ascii_digit()) {
            continue;
        }
        let subdivision = caps.name("subdivision").map(|s| subdivision_name(s.as_str()));
        let block_number = list_values(block_number.as_str()).into_iter().next();
        for lot in list_values_with_ranges(lots.as_str()) {
            tracts.push(TractMatch {
                system: Some(LandSystem::LotBlock),
                lot: Some(lot),
                block: block_number.clone(),
                subdivision: subdivision.clone(),
                evidence: Evidence::new("land.lot_block", block, whole.start(), whole.end()),
                ..TractMatch::default()
            });
        }
    }
    if tracts.is_empty() {
        tracts = platted_lots(block, words, usable);
    }
    tracts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l0::land::tests::tracts;

    #[test]
    fn a_town_lot_granted_beside_the_sections_of_a_farm() {
        // A landman's lease exhibit, an old warranty deed, a title opinion and a mortgage.
        let cases = [
            "Tract 1: SE/4 of Section 12, T5N, R66W, 6th P.M.; Tract 2: Lot 7, Block 3, Prairie View Addition to the Town of Keota",
            "the West Half of the Southeast Quarter of Section Ten, Township Four North, Range Nine West; also Lot Five (5) in Block Two (2) of the Original Town of Dunmore",
            "(a) NE/4 of Section 3, Township 2 South, Range 4 East; and\n(b) Lot 8, Block 14, Cottonwood Heights Subdivision, according to the recorded plat thereof, being within said Section 3",
            "Lot 2, Blk. 6, Miller's Addition to Harlan, and the N/2 NW/4 Sec. 14, T2N, R3E",
        ];
        for text in cases {
            let found = tracts(text);
            let systems: Vec<_> = found.iter().map(|t| t.system).collect();
            assert!(systems.contains(&Some(LandSystem::Plss)), "{text}");
            let lots: Vec<_> =
                found.iter().filter(|t| t.system == Some(LandSystem::LotBlock)).map(|t| (t.lot.clone(), t.block.clone())).collect();
            assert_eq!(lots.len(), 1, "{text}");
        }
        // Government lots of a section have no block: they stay the section's.
        let found = tracts("Lots 1 and 2 and the S/2 NE/4 of Section 4, Township 150 North, Range 97 West");
        assert!(found.iter().all(|t| t.system == Some(LandSystem::Plss)));
    }

    #[test]
    fn a_town_lot_excepted_from_a_section_is_no_tract() {
        let cases = [
            "All of Section 16, T2S, R67W, 6th P.M., EXCEPT Lots 1 through 6, Block 4, Meadowlark Filing No. 2.",
            "the NE/4 of Section 8, Township 3 North, Range 2 East, less and except Lot 3, Block 1, Sunrise Acres",
        ];
        for text in cases {
            let found = tracts(text);
            assert!(found.iter().all(|t| t.system == Some(LandSystem::Plss)), "{text}");
        }
    }

    #[test]
    fn a_town_lot_placed_in_a_section_is_read_with_it() {
        let cases = [
            "Lot 14, Block 9, CEDAR BLUFF UNIT TWO, according to the plat thereof, Section 21, Township 44 South, Range 26 East",
            "Lot Six (6) in Block Two (2) of Hillcrest Addition, lying within the North Half of Section 3, Township 12 North, Range 4 West",
        ];
        for text in cases {
            let lots: Vec<_> = tracts(text).into_iter().filter(|t| t.system == Some(LandSystem::LotBlock)).collect();
            assert_eq!(lots.len(), 1, "{text}");
        }
    }

    #[test]
    fn platted_subdivision_lot() {
        let found = tracts("to-wit: Lot 4, Block 2, Parkview Addition to the City of Midland, Midland County, Texas.\n");
        assert_eq!(found[0].system, Some(LandSystem::LotBlock));
        assert_eq!((found[0].lot.as_deref(), found[0].block.as_deref()), (Some("4"), Some("2")));
        assert_eq!(found[0].subdivision.as_deref(), Some("PARKVIEW ADDITION"));
    }

    #[test]
    fn platted_lot_in_words_with_abbreviated_addition() {
        let found = tracts(
            "to-wit: Lot Seven (7), in Block Three (3), of SUNSET HTS. ADDN., an addition to the City of Lubbock, Lubbock County, Texas.\n",
        );
        assert_eq!((found[0].lot.as_deref(), found[0].block.as_deref()), (Some("7"), Some("3")));
        assert_eq!(found[0].subdivision.as_deref(), Some("SUNSET HEIGHTS ADDITION"));
        let found = tracts("to-wit: Lot 7, Blk 3, Sunset Heights Addition, City of Lubbock, Lubbock County, Texas.\n");
        assert_eq!(found[0].subdivision.as_deref(), Some("SUNSET HEIGHTS ADDITION"));
    }

    #[test]
    fn a_range_of_platted_lots_is_one_tract_each() {
        let found = tracts("Lots 7 - 9, Block 3, Cedar Bluff Subdivision, and Lot No. 2 in Block No. 11 of Orchard Addition\n");
        let lots: Vec<_> = found.iter().map(|t| (t.lot.as_deref(), t.block.as_deref())).collect();
        assert_eq!(lots, vec![(Some("7"), Some("3")), (Some("8"), Some("3")), (Some("9"), Some("3")), (Some("2"), Some("11"))]);
        assert_eq!(found[3].subdivision.as_deref(), Some("ORCHARD ADDITION"));
    }

    #[test]
    fn a_platted_lot_without_a_block() {
        let found = tracts(
            "the following described land, to wit: Lot 212 of the Plat of CEDAR KNOLL AT RIVERBEND, recorded in Plat Book 40, Page 7, Public Records of Lake County, Florida.\n",
        );
        assert_eq!((found[0].lot.as_deref(), found[0].block.as_deref()), (Some("212"), None));
        assert_eq!(found[0].subdivision.as_deref(), Some("CEDAR KNOLL AT RIVERBEND"));
        assert_eq!((found[0].county.as_deref(), found[0].state.as_deref()), (Some("Lake"), Some("FL")));
        let found = tracts(
            "ALL that certain lot situate in Plum Township, Indiana County, Pennsylvania, being Lot No. 3 in the Walter B. Hess Plan of lots.\n",
        );
        assert_eq!(found[0].lot.as_deref(), Some("3"));
        assert_eq!(found[0].subdivision.as_deref(), Some("WALTER B HESS PLAN"));
    }

    #[test]
    fn lots_numbered_and_a_lot_glued_to_its_number() {
        let found = tracts(
            "the following real estate in Posey County, Indiana, to wit: Lot Numbered Four (4) in Block Numbered Two (2) in Maple Grove Addition to the Town of Elton.\n",
        );
        assert_eq!((found[0].lot.as_deref(), found[0].block.as_deref()), (Some("4"), Some("2")));
        let found = tracts(
            "described as: LotSix (6), Block Two (2), Prairie Rose Addition to the City of Dunmore; and also LotSeven (7), Block Two (2), of said Addition.\n",
        );
        let lots: Vec<_> = found.iter().map(|t| (t.lot.as_deref(), t.block.as_deref())).collect();
        assert_eq!(lots, vec![(Some("6"), Some("2")), (Some("7"), Some("2"))]);
        assert!(tracts("all the lots in Block 4 of the Original Town of Elton\n").iter().all(|t| t.lot.as_deref() != Some("S")));
    }

    #[test]
    fn a_lettered_block_in_quotes_and_the_block_written_first() {
        let found = tracts("Lot 3, Block \"B\", Highland Park Addition to the City of Amarillo, Potter County, Texas\n");
        assert_eq!((found[0].lot.as_deref(), found[0].block.as_deref()), (Some("3"), Some("B")));
        let found = tracts("Block Twenty-one (21), Lot Five (5), Original Town of Kimball, Kimball County, Nebraska\n");
        assert_eq!((found[0].lot.as_deref(), found[0].block.as_deref()), (Some("5"), Some("21")));
        let found = tracts("Block 12, Lots 7 and 8, Sunset Heights Addition, Odessa, Ector County, Texas\n");
        let lots: Vec<_> = found.iter().map(|t| (t.lot.as_deref(), t.block.as_deref())).collect();
        assert_eq!(lots, vec![(Some("7"), Some("12")), (Some("8"), Some("12"))]);
        assert_eq!(found[0].subdivision.as_deref(), Some("SUNSET HEIGHTS ADDITION"));
    }
}
