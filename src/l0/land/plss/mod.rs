//! The Public Land Survey System: township and range in their long, short and compact forms
//! ("Township 5 North, Range 3 West", "T5N-R3W", "12-9N-11W"), the meridian, and the tract of each
//! section with the aliquots and government lots that describe it.

use super::*;

mod distributive;
#[cfg(test)]
mod headings;
mod meridians;
#[cfg(test)]
mod parts_grammar;
mod reference;
mod respective;
mod scope;
#[cfg(test)]
mod structure;
mod townships;
#[cfg(test)]
mod variants;

use distributive::{distributed_items, items_after_heading};
pub use meridians::implied_directions;
pub(in crate::l0::land) use meridians::*;
use reference::{reference_back, referenced_parts};
use respective::{may_pair, respective_parts};
use scope::{ScopeParts, parts_in_scope};
pub(in crate::l0::land) use townships::*;

/// Acres that measure a part or take a share of it: "the East 20 acres of the SW/4", "the
/// west 12.5 acres", "5 acres in the southeast corner of the", "containing 160 acres", "Ten (10)
/// acres". The part they stand with is the tract's land.
const ACRES_OF_PART_WORDS: &str = concat!(
    r"(?:containing\s+)?(?:(?:north|south|ea[s5a]t|west)(?:\s?(?:east|west))?\s+)?(?:\d{1,4}(?:\.\d{1,3})?|",
    number_words!(),
    r"(?:\s*\(\s*\d{1,4}(?:\.\d{1,3})?\s*\))?)\s+(?:acres?|ac\.?)(?:\s+more\s+or\s+less)?(?:\s+(?:in|of)\s+the\s+(?:north|south)\s?(?:east|west)\s+corner)?(?-u:\b)\.?"
);
static ACRES_OF_PART: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"(?i)(?-u:\b){ACRES_OF_PART_WORDS}")).expect("acres-of-part pattern compiles"));
/// The acres of a part that open a section's parts ("the West 30 acres of "), up to the part.
static ACRES_LEAD: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&format!(r"(?i)^(?:the\s+)?{ACRES_OF_PART_WORDS}\s+(?:of|in)\s+")).expect("acres lead pattern compiles"));

/// What stands between two items of one description: "of the", a comma, "and", the
/// "inclusive" of a lot range and the "fractional" of a section with lots.
/// A parenthesised restatement ("(being the SW/4)") stands between them too, and so do the acres
/// of a part ([`ACRES_OF_PART`]).
pub(super) fn joins(gap: &str) -> bool {
    let mut depth = 0usize;
    let gap: String = gap
        .chars()
        .filter(|c| {
            match c {
                '(' => depth += 1,
                ')' => depth = depth.saturating_sub(1),
                _ => return depth == 0,
            }
            false
        })
        .collect();
    let gap = if gap.contains(['a', 'A']) { ACRES_OF_PART.replace_all(&gap, " ") } else { std::borrow::Cow::Borrowed(gap.as_str()) };
    let words: Vec<&str> = gap.split(|c: char| c.is_whitespace() || c == ',' || c == ';').filter(|w| !w.is_empty()).collect();
    // "Section 14: That portion of the NE/4" describes part of the aliquot, in the aliquot.
    words.len() <= 6
        && words.iter().all(|w| {
            matches!(
                w.trim_end_matches('.').to_ascii_lowercase().as_str(),
                "of" | "the"
                    | "and"
                    | "said"
                    | "&"
                    | "in"
                    | "all"
                    | "that"
                    | "portion"
                    | "part"
                    | "a"
                    // "Lots 1-4 inc., Sec. 31", "Lot 2 and the SW/4 NE/4 of fractional Section 2".
                    | "inc"
                    | "incl"
                    | "inclusive"
                    | "fractional"
                    | "irregular"
                    | "frac"
                    | "frl"
                    // "the N/2 of each of Sections 3 and 4", "and Government Lot 1".
                    | "each"
                    | "government"
                    | "govt"
                    // "the South Half thereof and the Northeast Quarter".
                    | "thereof"
                    // "the NE/4, also the N/2 SE/4", "Lots 1 and 2 together with the S/2 NE/4",
                    // "S Half NW Quarter with Lots 3 and 4": the joiners of lease forms,
                    // patents and deeds that add a part.
                    | "also"
                    | "together"
                    | "with"
                    // "and the whole SE quarter".
                    | "whole"
                    // "Lots 1 and 2 lying in the NE/4".
                    | "lying"
                    | "situated"
                    | "situate"
                    | "located"
                    // "NE/4 + N/2 SE/4": a schedule's plus adds a part as "and" does.
                    | "+"
                    | "plus"
            )
        })
}

/// A piece of a section's description at its span: an aliquot chain or a list of lots, and
/// whether lots restate it in the parentheses that follow it (then its own words are not read).
pub(super) type SectionItem<'a> = (usize, usize, Option<&'a str>, Option<&'a Vec<String>>, bool);

/// The aliquots and government lots that describe one section: written before it ("the N/2
/// SE/4 and Lots 1 and 2 of Section 4") or after its colon ("Section 12: NE/4, SE/4").
/// `claimed` holds where the parts that an earlier section took after it start: a part one
/// section lists after its number ("Sec. 3, lots 5-8, S/2 NW/4; Sec. 10, NE/4") is not the next
/// section's too. The parts this section takes after it are added to it.
pub(super) fn section_parts(
    block: &str,
    section_start: usize,
    section_end: usize,
    chains: &[Chain],
    lots: &[(usize, usize, Vec<String>)],
    claimed: &mut Vec<usize>,
) -> (Vec<String>, Vec<String>) {
    let restatements = lot_restatements(block, chains, lots);
    let in_restatement = |at: usize| restatements.iter().any(|(_, open, close)| *open < at && at < *close);
    let restated = |at: usize| restatements.iter().any(|(chain, _, _)| *chain == at);
    let mut items: Vec<SectionItem<'_>> = Vec::new();
    // What stands inside parentheses restates the description ("Lots 3, 4, E/2 SW/4 (being the
    // SW/4)"); it is not more land. Lots that restate a fractional quarter are the exception:
    // they, not the quarter, say which land it is.
    // Parentheses restate the part or lot right before them, or give the parts of the section
    // whose number they follow ("Sec. 8 (S/2)", read by `parts_in_parentheses`); after a colon
    // or a joining word ("Section 6: (Lots 1 and 2) and (S/2 of NE/4)") they hold the land itself.
    let restates_before = |at: usize| {
        let open = block[..at].rfind('(').unwrap_or(at);
        let before = block[..open].trim_end_matches(' ');
        before.ends_with(|c: char| c.is_ascii_digit())
            || chains.iter().any(|c| c.end == before.len())
            || lots.iter().any(|l| l.1 == before.len())
    };
    let kept = |at: usize| !inside_parentheses(block, at) || in_restatement(at) || !restates_before(at);
    items.extend(chains.iter().filter(|c| kept(c.start)).map(|c| (c.start, c.end, Some(c.canonical.as_str()), None, restated(c.start))));
    items.extend(lots.iter().filter(|(s, _, _)| kept(*s)).map(|(s, e, l)| (*s, *e, None, Some(l), false)));
    items.sort_by_key(|item| item.0);
    let mut aliquots: Vec<String> = Vec::new();
    let mut lot_numbers: Vec<String> = Vec::new();
    // "…: the fractional NW/4, being Lots 1 and 2 and the E/2 NW/4": a quarter that lots restate
    // after "being" is that restatement's land, as in parentheses.
    let being: Vec<(usize, usize, Vec<String>, Vec<String>)> = chains
        .iter()
        .filter_map(|c| {
            restatement(block, c.end, chains, lots, Some(&c.canonical)).map(|(end, parts, numbers)| (c.start, end, parts, numbers))
        })
        .collect();
    // Takes an item's parts and gives where the description goes on after it.
    let mut take = |item: &SectionItem<'_>| {
        if let Some((_, end, parts, numbers)) = being.iter().find(|restated| restated.0 == item.0) {
            aliquots.extend(parts.iter().cloned());
            lot_numbers.extend(numbers.iter().cloned());
            return *end;
        }
        if item.4 {
            return item.1;
        }
        if let Some(canonical) = item.2 {
            aliquots.push(canonical.to_string());
        }
        if let Some(found) = item.3 {
            lot_numbers.extend(found.iter().cloned());
        }
        item.1
    };
    let after = &block[section_end..];
    let colon = heading_tail_len(after);
    // "Section 12: NE/4" (or "Section 12 - NE/4", "Sec. 2 -- Lots 1-4", "S22-NE/4") lists its
    // parts after the colon or the dash; what stands before belongs to the previous line of a
    // columnar description. A hyphen glued to the number heads parts only when one starts right
    // after it ("Sec. 12-9N-11W" is the compact township).
    // A figure after the dash is the township of a compact form written with spaces ("Sec. 36 -
    // 6N - 29W"), not a part.
    let dashed = after[..colon].contains(DASHES)
        && (after[..colon].contains(' ') || items.iter().any(|item| item.0 == section_end + colon))
        && !after[colon..].starts_with(|c: char| c.is_ascii_digit());
    let labelled = aliquot_label_len(after[..colon].trim_start_matches([' ', ',', ';'])) > 0;
    let parts_follow = after[..colon].contains(':') || dashed || labelled;
    let mut cursor = section_start;
    let mut before: Vec<&SectionItem<'_>> = Vec::new();
    for item in items.iter().rev().filter(|item| item.1 <= section_start && !parts_follow) {
        if claimed.contains(&item.0) || !joins_before_section(&block[item.1..cursor]) {
            break;
        }
        before.push(item);
        cursor = item.0;
    }
    // "All of Section 17, and the W/2 of Section 16": the whole section takes nothing after it.
    let whole = before.is_empty() && whole_section_before(&block[..section_start]);
    // "Sec 14 NE/4": the parts follow on the line with nothing between, when none stand before.
    let spaced = before.is_empty()
        && !parts_follow
        && after[..colon].chars().all(|c| c == ' ')
        && items.iter().any(|item| item.0 == section_end + colon);
    // "NE/4 Sec. 2, SE/4 Sec. 11": a section whose parts stand before it takes none after its
    // comma.
    let listed_after = before.is_empty() && !whole && after[..colon].contains(',');
    let nothing_before = before.is_empty();
    // A part is one section's: "Lots 1-4, S2N2 (Sec. 4); all of Sec. 9" gives section 9 none.
    for item in before.into_iter().rev() {
        take(item);
        claimed.push(item.0);
    }
    if parts_follow || spaced || listed_after {
        let first = section_end + colon;
        let mut cursor = first;
        for item in items.iter().filter(|item| item.0 >= first) {
            // The lots and parts of a restatement just taken.
            if item.0 < cursor {
                continue;
            }
            if !joins(&block[cursor..item.0]) {
                break;
            }
            cursor = take(item);
            claimed.push(item.0);
        }
    }
    match parts_in_parentheses(block, section_end, chains, lots, nothing_before) {
        Some(restated) => restated,
        None => (aliquots, lot_numbers),
    }
}

/// The words a schedule, a title opinion or an export writes in place of a section's parts when
/// nothing in that section is conveyed: "none", "nothing", "N/A", "nil", "excepted", "excluded",
/// in parentheses or not ("Section 13: (none)"), OCR's figure for a letter o ("n0ne"), or a dash
/// alone after the separator ("Section 3: -", "15 | -- |"). `after` runs from the section's number
/// (or its parts heading): a separator (colon, comma, dash, a cell's pipe) must come first, and
/// the word must be the whole value, up to the clause's end. Gives the value as written.
pub(super) fn nothing_conveyed(after: &str) -> Option<&str> {
    let line = &after[..after.find(['\n', ';']).unwrap_or(after.len())];
    let value = line.trim_start_matches([' ', '\t', ':', ',', '|', '-', '\u{2013}', '\u{2014}', '_']);
    let separator = &line[..line.len() - value.len()];
    if !separator.contains([':', ',', '|', '-', '\u{2013}', '\u{2014}', '_']) {
        return None;
    }
    let clause_end = value.find(',').unwrap_or(value.len());
    let written = value[..clause_end].trim_end_matches([' ', '\t', '.', '|']);
    if written.is_empty() {
        // A dash alone is the schedule's blank; a colon before a line break heads the parts on
        // the next line.
        return (separator.contains(DASHES) || separator.contains('_')).then_some(separator.trim());
    }
    let word = written.trim_start_matches(['(', '[']).trim_end_matches([')', ']']).trim();
    let word: String = word.chars().map(|c| if c == '0' { 'o' } else { c.to_ascii_lowercase() }).collect();
    ["none", "nothing", "n/a", "nil", "excepted", "excluded", "not included", "not conveyed"].contains(&word.as_str()).then_some(written)
}

/// Whether the words just before a section say the whole of it is meant ("All of Section 17",
/// "all of Sec. 9", "ALL Section 14").
fn whole_section_before(before: &str) -> bool {
    let words: Vec<&str> = before.rsplit(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()).take(2).collect();
    match words.as_slice() {
        [last, ..] if last.eq_ignore_ascii_case("all") => true,
        [last, word, ..] => last.eq_ignore_ascii_case("of") && word.eq_ignore_ascii_case("all"),
        _ => false,
    }
}

/// The quarters that lots restate in the parentheses right after them, as a fractional quarter
/// of a section with lots is written: "Section 18: SW/4 (Lots 3, 4, E/2 SW/4)", "the fractional
/// NW/4 (being Lots 1 and 2 and the E/2 NW/4)". Each is where the quarter's chain starts and
/// where the parentheses open and close: the plat's lots and the parts beside them are the land.
fn lot_restatements(block: &str, chains: &[Chain], lots: &[(usize, usize, Vec<String>)]) -> Vec<(usize, usize, usize)> {
    if lots.is_empty() || !block.contains('(') {
        return Vec::new();
    }
    chains
        .iter()
        .filter_map(|chain| {
            let rest = &block[chain.end..];
            let open = chain.end + (rest.len() - rest.trim_start_matches(' ').len());
            let close = open + block[open..].find(')').filter(|_| block[open..].starts_with('('))?;
            (!block[open..close].contains('\n') && lots.iter().any(|l| open < l.0 && l.1 <= close)).then_some((chain.start, open, close))
        })
        .collect()
}

/// The parts in parentheses right after a section's number: a fractional quarter or section
/// restated by the lots and parts it is made of ("the fractional NW/4 of Section 4 (being Lots 3
/// and 4 and the S/2 NW/4)"), whose lots say which land it is, and, when no part stands before
/// the section, the section's own parts ("Sec. 2 (all) and Sec. 11 (N/2)").
fn parts_in_parentheses(
    block: &str,
    section_end: usize,
    chains: &[Chain],
    lots: &[(usize, usize, Vec<String>)],
    nothing_before: bool,
) -> Option<(Vec<String>, Vec<String>)> {
    let rest = &block[section_end..];
    let open = section_end + (rest.len() - rest.trim_start_matches([' ', ',']).len());
    let close = open + block[open..].find(')').filter(|_| block[open..].starts_with('('))?;
    let has_lots = lots.iter().any(|l| open < l.0 && l.1 <= close);
    let has_chain = chains.iter().any(|c| open < c.start && c.end <= close);
    if block[open..close].contains('\n') || !(has_lots || nothing_before && has_chain) {
        return None;
    }
    let aliquots = chains.iter().filter(|c| open < c.start && c.end <= close).map(|c| c.canonical.clone()).collect();
    let numbers = lots.iter().filter(|l| open < l.0 && l.1 <= close).flat_map(|l| l.2.iter().cloned()).collect();
    Some((aliquots, numbers))
}

/// The lots and parts that restate a fractional quarter after the section's township and range:
/// "the Northeast fractional quarter of Section 1, Township 18 North, Range 1 West, being Lots
/// 1 and 2 and the S/2 NE/4", "…, R. 5 W., being lots 3 and 4, and the E/2 SW/4 thereof",
/// "Section 19, …, being Fractional Section 19 with Lots 1 and 2 and the E/2 NW/4". The quarter
/// is the chain written just before the section, when one is.
pub(super) fn restated_after(
    block: &str,
    section_start: usize,
    from: usize,
    chains: &[Chain],
    lots: &[(usize, usize, Vec<String>)],
) -> Option<(Vec<String>, Vec<String>)> {
    let quarter = chains.iter().rev().find(|c| c.end <= section_start && joins(&block[c.end..section_start]));
    restatement(block, from, chains, lots, quarter.map(|c| c.canonical.as_str())).map(|(_, aliquots, numbers)| (aliquots, numbers))
}

/// "Fractional Section 19 with" after "being": the section restated whole before the lots and
/// parts it is made of.
static FRACTIONAL_SECTION_RESTATED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:all\s+of\s+)?(?:the\s+)?(?:fractional|frac\.?|frl\.?)\s+section\s+\d{1,2}\s*,?\s*(?:with|comprising|containing|consisting\s+of)?\s*")
        .expect("fractional section restatement pattern compiles")
});

/// The lots and parts after "being" at `from` that restate a fractional quarter or section as
/// the plat's lots and the parts beside them: "…, being Lots 1 and 2 and the E/2 of the NW/4".
/// Only a restatement with lots counts: the plat's lots say which land the quarter is. A part
/// "thereof" is of the quarter restated ("being Lots 1 and 2 and the East half thereof" is the
/// E/2 NW/4 of the fractional NW/4). Gives where the restatement ends, its aliquots and its lots.
fn restatement(
    block: &str,
    from: usize,
    chains: &[Chain],
    lots: &[(usize, usize, Vec<String>)],
    quarter: Option<&str>,
) -> Option<(usize, Vec<String>, Vec<String>)> {
    let rest = &block[from..];
    let trimmed = rest.trim_start_matches([' ', ',', '\n']);
    let word = trimmed.get(..6).filter(|w| w.eq_ignore_ascii_case("being "))?;
    let mut cursor = from + (rest.len() - trimmed.len()) + word.len();
    cursor += FRACTIONAL_SECTION_RESTATED.find(&block[cursor..]).map_or(0, |m| m.end());
    let mut items: Vec<SectionItem<'_>> = Vec::new();
    items.extend(chains.iter().filter(|c| c.start >= cursor).map(|c| (c.start, c.end, Some(c.canonical.as_str()), None, false)));
    items.extend(lots.iter().filter(|l| l.0 >= cursor).map(|(s, e, l)| (*s, *e, None, Some(l), false)));
    items.sort_by_key(|item| item.0);
    let (mut aliquots, mut numbers) = (Vec::new(), Vec::new());
    for (start, end, chain, found, _) in items {
        if !joins(&block[cursor..start]) {
            break;
        }
        let thereof = block[end..].trim_start().get(..7).is_some_and(|w| w.eq_ignore_ascii_case("thereof"));
        let of_quarter = quarter.filter(|quarter| thereof && chain.is_some_and(|chain| !chain.contains(' ') && chain != *quarter));
        aliquots.extend(chain.map(|chain| of_quarter.map_or_else(|| chain.to_string(), |quarter| format!("{chain} {quarter}"))));
        numbers.extend(found.into_iter().flatten().cloned());
        cursor = end;
    }
    (!numbers.is_empty()).then_some((cursor, aliquots, numbers))
}

/// The dashes that head a section's parts as a colon does: a hyphen, a doubled one, an en or an
/// em dash.
const DASHES: [char; 3] = ['-', '\u{2013}', '\u{2014}'];

/// How far the words between a section's number and its parts run: the colon, hyphen, comma and
/// spaces, a word in parentheses that qualifies the section ("Section 30 (fractional):") or a
/// meridian in parentheses that places it ("Sec. 9 (Indian Meridian): SW/4"), the
/// "being" that opens the parts after a comma ("…, R12W, being the W/2 SW/4"), and the field
/// label of a register or schedule (`aliquot_label_len`: "SEC 024 ALIQ NENE").
fn heading_tail_len(after: &str) -> usize {
    let separators = [' ', ':', '-', ',', '\u{2013}', '\u{2014}'];
    let rest = after.trim_start_matches(separators);
    let rest = rest[aliquot_label_len(rest)..].trim_start_matches(separators);
    let rest = match rest.get(..6) {
        Some(word) if word.eq_ignore_ascii_case("being ") && after.len() > rest.len() => rest[6..].trim_start_matches(' '),
        _ => rest,
    };
    if rest.starts_with('(')
        && let Some(close) = rest.find(')')
        && (close <= 16 && !rest[..close].contains(|c: char| c.is_ascii_digit() || c == '/' || c == '\n')
            || TOWNSHIP_IN_PARENTHESES.is_match(rest)
            || meridian_in_parentheses_len(rest) > 0)
    {
        let rest = rest[close + 1..].trim_start_matches(separators);
        return after.len() - rest.len();
    }
    after.len() - rest.len()
}

/// The length of the field label that heads the parts of a section in a serial register, a
/// runsheet or a schedule ("ALIQ NENE", "Aliq.: N/2 SE/4", "Aliquots: SW/4"), 0 without one.
fn aliquot_label_len(rest: &str) -> usize {
    if !rest.get(..4).is_some_and(|word| word.eq_ignore_ascii_case("aliq")) {
        return 0;
    }
    let word = rest.bytes().take_while(u8::is_ascii_alphabetic).count();
    let label = ["aliq", "aliquot", "aliquots"].iter().any(|known| rest[..word].eq_ignore_ascii_case(known));
    if label { word + usize::from(rest[word..].starts_with('.')) } else { 0 }
}

/// Whether what stands between a part and the section after it joins them: words of
/// [`joins`], with an exception of part of the aliquot set between them, or with the township and
/// range of the section written before its number ("the W/2 of the NW/4, Township 6 South, Range
/// 20 East, Section 30", as old deeds run the description from the part out to its place).
fn joins_before_section(gap: &str) -> bool {
    let gap = without_exception_clause(gap);
    // "NE/4 and W/2 of SE/4 - Sec. 3": a runsheet's dash heads the section after its parts.
    let gap = if gap.contains(DASHES) { gap.replace(DASHES, " ").into() } else { gap };
    joins(&gap)
        || TOWNSHIP_RANGE.find(&gap).is_some_and(|township| joins(&format!("{} {}", &gap[..township.start()], &gap[township.end()..])))
}

/// A gap between an aliquot and its section with an exception of part of that aliquot in it
/// ("SE/4, except 10 acres in the NE corner thereof, Section 21", "W/2 SW/4, less 5 acres in
/// the NW corner, of Section 9"), or the line that bounds the part of it conveyed ("the SW/4
/// lying east of the county road, Section 12"): the words around that clause, which are what
/// join the two.
fn without_exception_clause(gap: &str) -> std::borrow::Cow<'_, str> {
    let lower = gap.to_ascii_lowercase();
    let less = lower.match_indices("less ").map(|(at, _)| at).find(|&at| !lower[..at].ends_with(|c: char| c.is_ascii_alphabetic()));
    // "the NE/4 lying north of the railroad right of way, Section 15": a part of the aliquot
    // bounded by a road, a stream or a line, which an examiner records as in that aliquot.
    let bounded = ["lying ", "situated ", "situate ", "located "]
        .iter()
        .filter_map(|word| lower.find(word))
        .min()
        .filter(|&at| !lower[at..].contains(|c: char| c.is_ascii_digit() || c == '/'));
    let opening_word = [lower.find("except"), less, bounded].into_iter().flatten().min();
    // The clause ends at its last comma, or at the "in" that names the section when a bound
    // runs straight on to it ("the NE/4 lying north of the river in Section 10").
    let ends_in = bounded.filter(|_| lower.trim_end().ends_with(" in")).map(|_| lower.trim_end().len() - " in".len());
    let Some(except) = opening_word else { return gap.into() };
    let Some(last_comma) = gap.rfind(',').filter(|&comma| comma > except).or(ends_in) else { return gap.into() };
    let opening = ["less and ", "save and ", "saving and "]
        .iter()
        .find_map(|words| lower[..except].strip_suffix(words).map(str::len))
        .unwrap_or(except);
    format!("{}{}", &gap[..opening], &gap[last_comma + 1..]).into()
}

pub(super) fn inside_parentheses(block: &str, at: usize) -> bool {
    let line = &block[block[..at].rfind('\n').map_or(0, |i| i + 1)..at];
    match (line.rfind('('), line.rfind(')')) {
        (Some(open), Some(close)) => open > close,
        (Some(_), None) => true,
        _ => false,
    }
}

/// One section's tract: the anchored and the bare compact forms ("15-12N-13W") build it alike.
pub(super) fn plss_tract(
    section: String,
    township: &TownshipRange,
    aliquots: &[String],
    lots: Vec<String>,
    evidence: Evidence,
) -> TractMatch {
    TractMatch {
        system: Some(LandSystem::Plss),
        section: Some(section),
        township: Some(township.township.clone()),
        range: Some(township.range.clone()),
        meridian: township.meridian.clone(),
        aliquots: joined_parts(aliquots),
        lots,
        evidence,
        ..TractMatch::default()
    }
}

/// The parts of a section as a tract's one aliquot string. A part that only divides or places a
/// lot has no land of its own (`of_a_lot`): it is left out, and parts that are all such give none.
fn joined_parts(aliquots: &[String]) -> Option<String> {
    aliquots
        .iter()
        .any(|a| !a.is_empty())
        .then(|| aliquots.iter().filter(|a| !a.is_empty()).map(String::as_str).collect::<Vec<_>>().join(", "))
}

/// Parts read apart from the section they belong to, as a tract holding only them, for
/// [`add_parts`] to add to that section's tracts.
fn parts_only(aliquots: &[String], lots: Vec<String>) -> TractMatch {
    TractMatch { aliquots: joined_parts(aliquots), lots, ..TractMatch::default() }
}

/// A section read with no parts, kept until every section has taken its own parts so that its
/// stretch of text gives it only parts no other section took.
struct SectionWithoutParts {
    /// Its tracts: one per section number and township it was read in.
    tracts: std::ops::Range<usize>,
    /// Where the section's word starts and where its number ends.
    start: usize,
    number_end: usize,
    /// Where its township starts: that township stands inside its stretch without closing it.
    township_start: usize,
    /// Whether it is one of several (a list, or one section in several townships).
    several: bool,
}

pub(super) fn plss_tracts(
    sections: &BlockSections<'_>,
    usable: &dyn Fn(usize) -> bool,
    inherited: Option<&TownshipRange>,
    warnings: &mut Vec<String>,
) -> Vec<TractMatch> {
    let (block, words) = (sections.block, sections.words);
    let names_section = words.holds_any(SECTION_WORDS);
    let joints = Joints::of(block);
    let mut townships: Vec<TownshipRange> = words
        .pick(&TOWNSHIP_RANGE, &TOWNSHIP_RANGE_ASCII)
        .captures_iter(block)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            if !usable(whole.start()) {
                return None;
            }
            // Without "R" or "Range" only both directions make the figures a township and range.
            if caps.name("range_word").is_none() && (caps.name("north_south").is_none() || caps.name("east_west").is_none()) {
                return None;
            }
            township_range_of(block, &caps, whole.start())
        })
        .collect();
    // The other orders are read where the usual one is not: a description keeps to one form.
    if townships.is_empty() && words.holds_any(&["range", "rge"]) {
        townships = townships_of(words.pick(&RANGE_TOWNSHIP, &RANGE_TOWNSHIP_ASCII), block, usable);
    }
    // "in the ninety-ninth township north of the base line, in the thirty-second range west":
    // counted in ordinal words, which no form with figures or numbers reads.
    if townships.is_empty() && words.holds("township") && words.holds("range") {
        townships = ordinal_townships(block, usable);
    }
    // "Township IX North, Range XII West", "T. XIII N., R. IV W.": Roman figures, which no form
    // with figures or number words reads.
    if townships.is_empty() && names_section {
        townships = roman_townships(block, usable);
    }
    let mut trailing_sections = Vec::new();
    if townships.is_empty() && joints.bare_township_range {
        townships = townships_of(words.pick(&BARE_TOWNSHIP_RANGE, &BARE_TOWNSHIP_RANGE_ASCII), block, usable);
        townships.retain(|found| !slashed_apart(block, found));
        if townships.is_empty() {
            townships = townships_of(words.pick(&DASHED_TOWNSHIP_RANGE, &DASHED_TOWNSHIP_RANGE_ASCII), block, usable);
        }
        // "16N-7W-22, N2NE4": township, range and section in that order.
        trailing_sections = townships
            .iter()
            .filter_map(|found| section_after_township(block, found).map(|(number, end)| (found.start, end, number, found.clone())))
            .collect();
    }
    // "NMPM 35N 16W Sec 12", "017N 009W 22 SW NE": keyed with a space or a stop between, where
    // no other form is written.
    if townships.is_empty() {
        townships = townships_of(words.pick(&SPACED_TOWNSHIP_RANGE, &SPACED_TOWNSHIP_RANGE_ASCII), block, usable);
        trailing_sections = townships
            .iter()
            .filter_map(|found| section_after_township(block, found).map(|(number, end)| (found.start, end, number, found.clone())))
            .collect();
    }
    // The compact forms are written with hyphens (or a runsheet's slashes), the compact one
    // after a "Sec." word.
    if names_section && joints.compact {
        townships.extend(compact_townships(block, usable));
    }
    let mut bare_sections = if joints.bare_compact { bare_compact_sections(block, usable) } else { Vec::new() };
    // "NE4 of 28-147-98": a chain without directions is a section's only after the aliquot it
    // divides (alone it may be a book and page, or a date), or when the description writes its
    // township and range with their directions elsewhere ("Township 21 North, Range 13 West:
    // 22-21-13: W/2 SW/4"), which `directions_written_elsewhere` gives it.
    let mut chains: Option<Vec<Chain>> = None;
    if bare_sections.iter().any(|(_, _, township)| !directed(township)) {
        let found = chains.insert(aliquot_chains(block, words));
        bare_sections.retain(|(start, _, township)| {
            directed(township)
                || after_aliquot(block, *start, found)
                || directed_same(&township.township, &township.range, &townships).is_some()
        });
    }
    // "S14 T2N R32W" names no section word; its township and range are read above, unless the
    // three are glued ("S14T156NR101W"), where no word boundary opens the township.
    let mut headed = Vec::new();
    if !names_section && (!townships.is_empty() || glues_township_to_section(block)) {
        bare_sections.extend(sections_with_township(words.pick(&LETTERED_SECTION, &LETTERED_SECTION_ASCII), block, usable));
        headed = headed_sections(block, &townships, usable);
        if headed.is_empty() && bare_sections.is_empty() && trailing_sections.is_empty() {
            let found = chains.get_or_insert_with(|| aliquot_chains(block, words));
            headed = numbers_after_parts(block, found, &townships, usable);
        }
    }
    // "SE/4 Sec. 21 & NE/4 Sec. 28, both in 28-33W": the pair after "in", which no chain goes on.
    if townships.is_empty() && names_section && joints.in_township_range {
        townships = townships_of(words.pick(&IN_TOWNSHIP_RANGE, &IN_TOWNSHIP_RANGE_ASCII), block, usable)
            .into_iter()
            .filter(|found| !block[found.end..].starts_with(['-', '/']) && found.township.len() + found.range.len() > 2)
            .collect();
    }
    townships.extend(bare_sections.iter().map(|(_, _, township)| township.clone()));
    // "Section 4 in Township 3 South and Section 33 in Township 2 South, both in Range 65 West".
    let shared_ranges = if names_section { shared_range_townships(block, usable, &mut townships, warnings) } else { Vec::new() };
    if townships.is_empty() && words.holds("range") {
        townships = townships_without_word(block, usable);
        for found in &townships {
            warnings.push(format!("\"{}\" read as township {} and range {}", &block[found.start..found.end], found.township, found.range));
        }
    }
    townships.sort_by_key(|t| t.start);
    if words.holds("same range") || words.holds("said range") || words.holds("range aforesaid") {
        same_range_townships(block, usable, inherited, &mut townships, warnings);
    }
    let inherited = inherited.filter(|known| townships.is_empty() && agrees_with_block(block, known));
    // Every land table's header names its section column.
    let table_rows = if names_section {
        let mut rows = land_table_rows(block);
        rows.extend(land_record_rows(block));
        rows
    } else {
        Vec::new()
    };
    if townships.is_empty() && inherited.is_none() && table_rows.is_empty() {
        return Vec::new();
    }
    let mut chains = chains.unwrap_or_else(|| aliquot_chains(block, words));
    // A part inside a "less and except" clause ("the NE/4, less and except the E/2 thereof, of
    // Section 21") is the land kept back, never the tract's; so is a part right after a bare
    // "except" or "less" ("the NE/4, less the W/2 thereof").
    // A labelled record's value may stand in quotes ("parts = [\"SE4\"]"): a value, not a
    // quotation.
    let in_row_parts = |at: usize| table_rows.iter().any(|row| row.parts.as_ref().is_some_and(|cell| cell.contains(&at)));
    chains.retain(|c| (usable(c.start) || in_row_parts(c.start)) && !excepted(block, c.start));
    // A part of a lot ("the N/2 of Lot 3") or that places one ("Lot 5 lying in the NE/4") is the
    // lot's: the lot is the land. The part stays a piece of the description, with no land of
    // its own.
    for chain in chains.iter_mut().filter(|c| of_a_lot(block, c)) {
        chain.canonical.clear();
    }
    // Every match begins with "lot" or "lts".
    let mut lots: Vec<(usize, usize, Vec<String>)> = words
        .captures_iter_from(words.pick(&GOVERNMENT_LOTS, &GOVERNMENT_LOTS_ASCII), block, &["lot", "lts"])
        .into_iter()
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            let numbers = list_values_with_ranges(&LOT_ACREAGE.replace_all(caps.name("lots")?.as_str(), ""));
            Some((whole.start(), whole.end(), numbers))
        })
        .collect();
    // "EXCEPT Lot 4 thereof": the lot is kept back.
    lots.retain(|l| !excepted(block, l.0));
    let glued_lots = words.pick(&GLUED_LOTS, &GLUED_LOTS_ASCII).captures_iter(block).filter_map(|caps| {
        let whole = caps.get(0)?;
        let numbers = list_values_with_ranges(&caps.name("lots")?.as_str().replace(['l', 'L'], ""));
        Some((whole.start(), whole.end(), numbers))
    });
    let before = lots.len();
    lots.extend(glued_lots.filter(|glued| !lots[..before].iter().any(|l| l.0 < glued.1 && glued.0 < l.1)).collect::<Vec<_>>());
    if lots.len() > before {
        lots.sort_by_key(|l| l.0);
    }
    let mut tracts: Vec<TractMatch> = Vec::new();
    let mut claimed: Vec<usize> = Vec::new();
    let item_at = |at: usize| chains.iter().find(|c| c.start == at).map(|c| c.end).or_else(|| lots.iter().find(|l| l.0 == at).map(|l| l.1));
    let found: &[SectionMatch] = if names_section { sections.get() } else { &[] };
    let own_section = names_section && has_own_section(block, found, usable);
    // "Sec. 33: SW/4, T. 33 N., R. 2 E., and Sec. 4: NE/4, T. 32 N., R. 2 E.": when the first
    // section comes before the first township, each township follows its sections.
    let trailing = found.iter().find(|s| usable(s.start)).zip(townships.first()).is_some_and(|(s, t)| s.start < t.start);
    let mut columns = column_sections(block, found, &item_at);
    // "Sec. 6: NE/4; 7: NW/4", "T2S R8E: 13 - SE/4; 24 - NE/4": the sections a list names by
    // their numbers alone.
    let after_sections = found.iter().filter(|s| usable(s.start) && s.more.is_none()).map(|s| (s.end, true));
    let after_headings = townships.iter().filter_map(|t| township_list_head(block, t)).map(|head| (head, false));
    let heads: Vec<(usize, bool)> = after_sections.chain(after_headings).collect();
    for listed in heads.into_iter().flat_map(|(head, after_section)| sections_listed_after(block, head, after_section, &item_at)) {
        if !found.iter().chain(columns.iter()).any(|known| known.number.start == listed.number.start) {
            columns.push(listed);
        }
    }
    let mut listed: Vec<&SectionMatch> = found.iter().chain(columns.iter()).collect();
    if !columns.is_empty() {
        listed.sort_by_key(|s| s.start);
    }
    let respective = respective_townships(block, &listed, &townships);
    let mut placed: Vec<(String, &TownshipRange)> = Vec::new();
    let mut shared_without_parts: Vec<(usize, usize)> = Vec::new();
    let mut without_parts: Vec<SectionWithoutParts> = Vec::new();
    for section in listed.iter().copied() {
        if !usable(section.start) || section.statute || (own_section && section_in_call(block, section.start)) {
            continue;
        }
        let number = &block[section.number.clone()];
        let Some(first) = section.first_number(block) else { continue };
        // "Section twenty-ninc": a compound whose second word OCR spoiled reads as its first word
        // alone, a wrong section; without its figures it is no number.
        if spoiled_compound(number, &block[section.number.end..]) {
            warnings.push(format!(
                "section number {:?} spoiled by OCR: not read",
                &block[section.number.start..block.floor_char_boundary((section.number.end + 8).min(block.len()))]
            ));
            continue;
        }
        // "Sec. 1. Rentals: …", "Section 4. Assignment.": a clause of the instrument's terms.
        if clause_heading(&block[section.number.end..]) {
            continue;
        }
        // "along said Quarter Section 10 chains": a distance follows the words, not a section's number.
        if DISTANCE_AFTER.is_match(&block[section.number.end..block.floor_char_boundary((section.number.end + 16).min(block.len()))]) {
            continue;
        }
        // "Section 319.202 of the Revised Code" is a statute's; a regular PLSS township has 36
        // sections, numbered from 1 (OCR's "sec0nd" reads as a "Sec" and a 0). Louisiana, Mississippi, Alabama and Florida number the irregular sections
        // that old grants and claims make from 37 on ("Irregular Section 42, T21N-R7W", "Section
        // Thirty-seven (37), Township Nine South"): such a number is a section's when its own
        // township and range follow it, as a statute's never do.
        if block[section.number.end..].starts_with('.') && block[section.number.end + 1..].starts_with(|c: char| c.is_ascii_digit())
            || first.parse::<u32>().is_ok_and(|n| n == 0 || n > 36 && (n > 199 || !township_follows(block, section.end, &townships)))
        {
            warnings.push(format!("section {first} is not a section of a township"));
            continue;
        }
        let numbers: Vec<String> = match &section.more {
            Some(more) => list_values_with_ranges(&format!("{first}{}", &block[more.clone()]))
                .into_iter()
                .filter(|n| n.parse::<u32>().is_ok_and(|n| (1..=36).contains(&n)))
                .collect(),
            None => vec![first.clone()],
        };
        // "Sections 4 and 9 in 146-96: Lots 1-4, S2N2 (Sec. 4); all of Sec. 9": a list that each
        // of its sections takes up again with its own parts only introduces them.
        if numbers.len() > 1
            && numbers.iter().all(|n| {
                listed.iter().any(|later| {
                    later.start >= section.end && later.more.is_none() && number_slot(&block[later.number.clone()]).as_ref() == Some(n)
                })
            })
        {
            continue;
        }
        let written_after = township_written_after(block, section.end, &townships);
        // "Section 4 in Township 3 South and Section 33 in Township 2 South, both in Range 65 West:
        // the whole of Section 4": a section named again without a township of its own lies in
        // the one written after it when it was first named.
        let named_before =
            || placed.iter().rev().find(|(number, _)| *number == first).map(|(_, township)| *township).filter(|_| written_after.is_none());
        let settled = respective.iter().find(|(start, _)| *start == section.start).map(|(_, township)| *township).or_else(named_before);
        let own = settled.or_else(|| township_for(block, section.start, section.end, &townships, trailing));
        // "NE/4 Sec. 3 and SE/4 Sec. 34, the former in T139N and the latter in T140N, both in
        // R96W": of several townships that share a range, the one nearest a section is not
        // its own unless written right after it.
        if settled.is_none()
            && written_after.is_none()
            && shared_ranges.len() > 1
            && let Some(nearest) = own.filter(|t| shared_ranges.contains(&t.start))
        {
            warnings.push(format!(
                "section {first}: which of the townships sharing range {} it lies in is not settled, not read",
                nearest.range
            ));
            continue;
        }
        if let Some(township) = written_after {
            placed.push((first.clone(), township));
        }
        if own.is_none()
            && let Some(known) = inherited
        {
            warnings.push(format!(
                "section {} takes township {} and range {} from the tract before",
                numbers.join(", "),
                known.township,
                known.range
            ));
        }
        let Some(township) = own.or(inherited) else {
            warnings.push(format!("section {} without township and range", numbers.join(", ")));
            continue;
        };
        // "Sec. 31 (in Twp. 23 S.)": the heading changes for this section, to the township its
        // parentheses name.
        let across_the_line = township_in_parentheses(&block[section.end..], township);
        if let Some(moved) = &across_the_line {
            warnings.push(format!(
                "section {first} read in township {} (in parentheses after it), not the heading's {}",
                moved.township, township.township
            ));
        }
        let township = across_the_line.as_ref().unwrap_or(township);
        // "the S/2 of Section 34 in the township next north": one township or range over from
        // the heading's.
        let next_over = match next_township_or_range(&block[section.end..], township) {
            Some(Ok(moved)) => {
                warnings.push(format!(
                    "section {first} read in township {} and range {}, next over from {} {}",
                    moved.township, moved.range, township.township, township.range
                ));
                Some(moved)
            }
            Some(Err(why)) => {
                warnings.push(format!("section {first}: {why}, not read"));
                continue;
            }
            None => None,
        };
        let township = next_over.as_ref().unwrap_or(township);
        let heading_end = parts_heading_end(block, section.end, township, &item_at);
        let span_start = section.start.min(township.start);
        let span_end = section.end.max(township.end);
        // "Sections 14, 15, and the W/2 of 16, Township 12 North": the listed numbers are whole
        // sections and each later item is the part of its own number, unless the list itself is
        // what a part is "of" ("the S/2 of Sections 25 and 36"; "All of Sections 8, 9" is whole).
        let before_list = block[..section.start].trim_end_matches(' ');
        let ends_with =
            |words: &str| before_list.get(before_list.len().saturating_sub(words.len())..).is_some_and(|w| w.eq_ignore_ascii_case(words));
        let list_is_parts_object = ends_with(" of") && !ends_with("all of");
        let distributed =
            section.more.as_ref().filter(|_| !list_is_parts_object).and_then(|more| distributed_items(block, more.end, &chains, township));
        // "Sections 3 and 4, T2N R60W: the N/2 of 3 and all of 4": each listed section takes the
        // item after the heading that names it, and no other part.
        if distributed.is_none()
            && numbers.len() > 1
            && let Some(items) = items_after_heading(block, heading_end, &chains, &numbers)
        {
            for item in items {
                claimed.extend(item.chain_starts.iter().copied());
                let Some(number) = item.number else { continue };
                tracts.push(plss_tract(
                    number,
                    township,
                    &item.aliquots,
                    Vec::new(),
                    Evidence::new("land.plss", block, span_start, span_end),
                ));
            }
            continue;
        }
        let claimed_before = claimed.len();
        let (aliquots, lot_numbers) = if distributed.is_some() {
            (Vec::new(), Vec::new())
        } else {
            match restated_after(block, section.start, span_end + meridian_len(&block[span_end..]), &chains, &lots) {
                Some(restated) => restated,
                None => section_parts(block, section.start, heading_end, &chains, &lots, &mut claimed),
            }
        };
        // "Sections 9, 16 and 21, …: the SE/4, the NW/4 and all of them, respectively": one
        // item of the parts for each section, in order.
        let respective = match (numbers.len() > 1 && may_pair(words)).then(|| {
            let list_end = section.more.as_ref().map_or(section.end, |more| more.end);
            respective_parts(block, section.start..list_end, numbers.len(), &claimed[claimed_before..], &chains, &lots)
        }) {
            Some(Some(Ok(items))) => Some(items),
            Some(Some(Err(text))) => {
                warnings.push(format!(
                    "sections {} with parts given respectively ({text:?}): the items do not pair one for one with the sections, not read",
                    numbers.join(", ")
                ));
                continue;
            }
            _ => None,
        };
        // "Sec. 29, nothing", "Section 13: (none)", "S.16-none": a section a schedule lists with
        // nothing conveyed in it is no tract (read whole, it would be wider than the land).
        if distributed.is_none()
            && respective.is_none()
            && aliquots.is_empty()
            && lot_numbers.is_empty()
            && let Some(value) = nothing_conveyed(&block[heading_end..])
        {
            warnings.push(format!("section {} listed with {value:?}: nothing conveyed in it, no tract", numbers.join(", ")));
            continue;
        }
        let pushed_from = tracts.len();
        let parts_distributed = distributed.is_some();
        if let Some(items) = respective {
            for (number, item) in numbers.into_iter().zip(items) {
                claimed.extend(item.chain_starts.iter().copied());
                tracts.push(plss_tract(
                    number,
                    township,
                    &item.aliquots,
                    Vec::new(),
                    Evidence::new("land.plss", block, span_start, span_end),
                ));
            }
            continue;
        }
        for number in numbers {
            for township in std::iter::once(township).chain(each_of_townships(block, section.end, township, &townships)) {
                tracts.push(plss_tract(
                    number.clone(),
                    township,
                    &aliquots,
                    lot_numbers.clone(),
                    Evidence::new("land.plss", block, span_start, span_end),
                ));
            }
        }
        for item in distributed.into_iter().flatten() {
            claimed.extend(item.chain_starts.iter().copied());
            match item.number {
                Some(number) => tracts.push(plss_tract(
                    number,
                    township,
                    &item.aliquots,
                    Vec::new(),
                    Evidence::new("land.plss", block, item.text.start, township.end),
                )),
                None => warnings.push(format!("section list item {:?} names no section number: not read", &block[item.text.clone()])),
            }
        }
        if shared_ranges.contains(&township.start) && aliquots.is_empty() && lot_numbers.is_empty() {
            shared_without_parts.push((pushed_from, tracts.len()));
        } else if !parts_distributed && aliquots.is_empty() && lot_numbers.is_empty() && !whole_section_before(&block[..section.start]) {
            without_parts.push(SectionWithoutParts {
                tracts: pushed_from..tracts.len(),
                start: section.start,
                number_end: section.end,
                township_start: township.start,
                several: tracts.len() - pushed_from > 1,
            });
        }
    }
    // "Sec. 36, T. 11 N., R. 3 W., Choctaw Meridian; N 1/2 of SW 1/4": a section read with no
    // parts takes those that stand in its own stretch of text and that no section took.
    for SectionWithoutParts { tracts: own, start, number_end, township_start, several } in without_parts {
        let (from, to) = (own.start, own.end);
        // "…of Sec. 12; and the same lands in Sec. 13": the parts of the section named before.
        if let Some(reference) = (words.holds("same") || words.holds("corresponding")).then(|| reference_back(block, start)).flatten() {
            let section = tracts[from].section.clone().unwrap_or_default();
            match referenced_parts(&tracts[..from]) {
                Ok(found) => {
                    warnings.push(format!(
                        "section {section} takes the parts of section {} (\"{reference}\")",
                        tracts[from - 1].section.as_deref().unwrap_or_default()
                    ));
                    for tract in &mut tracts[from..to] {
                        add_parts(tract, &found);
                    }
                }
                Err(why) => warnings.push(format!(
                    "section {section}: parts given by reference back (\"{reference}\") not settled, {why}: read without parts"
                )),
            }
            continue;
        }
        let next_starts = listed
            .iter()
            .filter(|s| usable(s.start))
            .map(|s| s.start)
            .chain(townships.iter().filter(|t| t.start != township_start).map(|t| t.start));
        match parts_in_scope(block, number_end, next_starts, &chains, &lots, &claimed, usable, several) {
            Ok(ScopeParts { aliquots, lots: lot_numbers, taken }) if !aliquots.is_empty() || !lot_numbers.is_empty() => {
                claimed.extend(taken);
                let found = parts_only(&aliquots, lot_numbers);
                for tract in &mut tracts[from..to] {
                    add_parts(tract, &found);
                }
            }
            Ok(_) => {}
            Err(unsettled) => warnings.push(format!(
                "parts {unsettled:?} after section {} not settled (spoiled, or running on into the next section): not read as its own",
                tracts[from].section.as_deref().unwrap_or_default()
            )),
        }
    }
    // "Sections 31 (T. 163 N.) and 6 (T. 162 N.), R. 97 W.: in each, the E/2 W/2": a section
    // whose township shares a range written after it, read with no parts while parts of the
    // description went to no section, is not read as the whole section: its parts are not
    // settled.
    let unclaimed = |at: usize| usable(at) && !inside_parentheses(block, at) && !claimed.contains(&at);
    if !shared_without_parts.is_empty() && (chains.iter().any(|c| unclaimed(c.start)) || lots.iter().any(|l| unclaimed(l.0))) {
        for (first, end) in shared_without_parts.into_iter().rev() {
            for dropped in tracts.drain(first..end) {
                warnings.push(format!(
                    "section {} of township {} and range {}: parts written apart from it not settled, not read",
                    dropped.section.as_deref().unwrap_or_default(),
                    dropped.township.as_deref().unwrap_or_default(),
                    dropped.range.as_deref().unwrap_or_default()
                ));
            }
        }
    }
    let anchored = tracts.len();
    for (start, section, township) in bare_sections {
        if tracts.iter().any(|t| t.evidence.start <= start && start < t.evidence.end) {
            continue;
        }
        let heading_end = parts_heading_end(block, township.start, &township, &item_at);
        let (aliquots, lot_numbers) = section_parts(block, start, heading_end, &chains, &lots, &mut claimed);
        tracts.push(plss_tract(section, &township, &aliquots, lot_numbers, Evidence::new("land.plss", block, start, township.end)));
    }
    for (start, number_end, section, township) in headed.into_iter().chain(trailing_sections) {
        let (aliquots, lot_numbers) = section_parts(block, start, number_end, &chains, &lots, &mut claimed);
        if aliquots.is_empty()
            && lot_numbers.is_empty()
            && let Some(value) = nothing_conveyed(&block[number_end..])
        {
            warnings.push(format!("section {section} listed with {value:?}: nothing conveyed in it, no tract"));
            continue;
        }
        tracts.push(plss_tract(section, &township, &aliquots, lot_numbers, Evidence::new("land.plss", block, start, number_end)));
    }
    for row in table_rows.iter().filter(|row| usable(row.start)) {
        if let Some(value) = row.parts.as_ref().and_then(|cell| nothing_conveyed(&format!("|{}", &block[cell.clone()])).map(str::to_string))
        {
            warnings.push(format!("section {} of a land table listed with {value:?}: nothing conveyed in it, no tract", row.section));
            continue;
        }
        let Some(township) = table_township(block, row, &townships, inherited) else {
            warnings.push(format!("section {} of a land table without township and range", row.section));
            continue;
        };
        let in_parts = |at: usize| row.parts.as_ref().is_some_and(|cell| cell.start <= at && at < cell.end);
        let aliquots: Vec<String> = chains.iter().filter(|c| in_parts(c.start)).map(|c| c.canonical.clone()).collect();
        let mut lot_numbers: Vec<String> = lots.iter().filter(|l| in_parts(l.0)).flat_map(|l| l.2.iter().cloned()).collect();
        if let Some(cell) = &row.lots {
            lot_numbers.extend(list_values_with_ranges(&block[cell.clone()].replace(';', ",")));
        }
        tracts.push(plss_tract(
            row.section.clone(),
            &township,
            &aliquots,
            lot_numbers,
            Evidence::new("land.plss_table", block, row.start, row.end),
        ));
    }
    if tracts.len() > anchored {
        tracts.sort_by_key(|t| t.evidence.start);
    }
    // "part of the E/2 of the SW/4 of said Section, Township and Range": the section of the tract
    // before, when the block names no section of its own.
    if tracts.is_empty()
        && let Some(known) = inherited
        && let Some(section) = &known.section
        && let Some(same) = SAME_SECTION.find_iter(block).find(|m| usable(m.start()))
    {
        let (aliquots, lot_numbers) = section_parts(block, same.start(), same.end(), &chains, &lots, &mut claimed);
        warnings.push(format!("\"{}\" read as section {section} of the tract before", same.as_str()));
        tracts.push(plss_tract(
            section.clone(),
            known,
            &aliquots,
            lot_numbers,
            Evidence::new("land.plss", block, same.start(), same.end()),
        ));
    }
    // "the SE/4 of Section 8, T2S, R3E, and the N/2 NE/4 of said section": more parts of the
    // section just read.
    if !tracts.is_empty() && (words.holds("said") || words.holds("same")) {
        for same in SAME_SECTION.find_iter(block).filter(|m| usable(m.start())) {
            if tracts.iter().any(|t| t.evidence.start <= same.start() && same.start() < t.evidence.end) {
                continue;
            }
            let (aliquots, lot_numbers) = section_parts(block, same.start(), same.end(), &chains, &lots, &mut claimed);
            if let Some(known) = tracts.iter_mut().rev().find(|t| t.evidence.end <= same.start())
                && (!aliquots.is_empty() || !lot_numbers.is_empty())
            {
                warnings.push(format!("\"{}\" read as more of section {}", same.as_str(), known.section.as_deref().unwrap_or_default()));
                add_parts(known, &parts_only(&aliquots, lot_numbers));
            }
        }
    }
    directions_written_elsewhere(&mut tracts, &townships, warnings);
    if tracts.is_empty() {
        for found in townships.iter().filter(|t| t.start < t.end) {
            warnings.push(format!(
                "township {} and range {} named without a section: {:?}",
                found.township,
                found.range,
                &block[found.start..found.end]
            ));
        }
    }
    merge_same_sections(tracts)
}

/// The township and range written right after a section's number, with no more than a comma,
/// "in" or "in each of", a parenthesis or a few such characters between ("Section 4 in Township
/// 3 South", "Section 31 (T. 163 N.)", "Sec. 9, T2N R66W", "Section 1 in each of Townships 2
/// North and 3 North").
fn township_written_after<'t>(block: &str, section_end: usize, townships: &'t [TownshipRange]) -> Option<&'t TownshipRange> {
    townships.iter().find(|t| t.start >= section_end).filter(|t| {
        let gap = &block[section_end..t.start];
        gap.len() <= 12
            && !gap.contains(':')
            && gap
                .split(|c: char| !c.is_ascii_alphabetic())
                .all(|w| ["", "in", "each", "of"].iter().any(|word| w.eq_ignore_ascii_case(word)))
    })
}

/// "the NE/4 of Section 1 in each of Townships 2 North and 3 North, Range 4 West": the townships
/// after the first that a section "in each of" lies in, each joined to the one before by no more
/// than a comma or "and".
fn each_of_townships<'t>(block: &str, section_end: usize, first: &TownshipRange, townships: &'t [TownshipRange]) -> Vec<&'t TownshipRange> {
    let lead = block.get(section_end..first.start).unwrap_or_default().trim_matches(|c: char| c.is_whitespace() || c == ',');
    if !lead.eq_ignore_ascii_case("in each of") {
        return Vec::new();
    }
    let listed_with = |gap: &str| gap.split([' ', ',', '\n']).filter(|w| !w.is_empty()).all(|w| w == "&" || w.eq_ignore_ascii_case("and"));
    let mut each = Vec::new();
    let mut end = first.end;
    for next in townships.iter().filter(|t| t.start >= first.end) {
        if !listed_with(&block[end..next.start]) {
            break;
        }
        each.push(next);
        end = next.end;
    }
    each
}

/// The bare words that keep back the part or lot right after them: "except", "excepting",
/// "less", "excluding", "save" (with "and except", an article, "all of" and a lot's
/// "Government" between).
static EXCEPTED_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:except(?:ing)?|less|excluding|save)\s+(?:and\s+except(?:ing)?\s+)?(?:all\s+of\s+)?(?:the\s+)?(?:government\s+|govt\.?\s+)?$")
        .expect("excepted-before pattern compiles")
});

/// Whether the words just before `at` keep back what starts there ([`EXCEPTED_BEFORE`]).
fn excepted(block: &str, at: usize) -> bool {
    EXCEPTED_BEFORE.is_match(&block[block.floor_char_boundary(at.saturating_sub(40))..at])
}

/// "of Lot 3", "in Government Lot 2" after a part, and "Lot 5 lying in" or "Lots 1 and 2,
/// situated in" before one.
static LOT_AFTER_PART: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:of|in)\s+(?:the\s+)?(?:said\s+)?(?:government\s+|govt\.?\s+)?lot\s*(?:no\.?\s*)?\d")
        .expect("lot after part pattern compiles")
});
static LOT_BEFORE_PART: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)lots?\s+\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})*\s*,?\s+(?:lying|situated|situate|located)\s+(?:wholly\s+)?(?:with)?in\s+(?:the\s+)?$")
        .expect("lot before part pattern compiles")
});

/// Whether a chain is a part of a lot or the part a lot lies in: the lot is the land.
fn of_a_lot(block: &str, chain: &Chain) -> bool {
    LOT_AFTER_PART.is_match(&block[chain.end..block.floor_char_boundary((chain.end + 40).min(block.len()))])
        || LOT_BEFORE_PART.is_match(&block[block.floor_char_boundary(chain.start.saturating_sub(60))..chain.start])
}

/// A number in words followed by a hyphen and more letters ("twenty-ninc"): the pattern read
/// only the compound's first word.
fn spoiled_compound(number: &str, after: &str) -> bool {
    number.ends_with(|c: char| c.is_ascii_alphabetic())
        && after.strip_prefix('-').is_some_and(|rest| rest.trim_start_matches('\n').starts_with(|c: char| c.is_ascii_alphabetic()))
}

/// "1. Rentals:", "4. Assignment.", "8. Shut-in Royalty.", "12. Force Majeure." after a section's
/// number: the number heads a clause of a lease's or a contract's terms ("Sec. 1. Rentals:
/// rentals shall be paid …"). The heading is up to four capitalised words (a hyphen may join
/// two, "and" or "of" may stand between) closed by a stop or a colon.
fn clause_heading(after: &str) -> bool {
    let Some(rest) = after.strip_prefix(". ") else { return false };
    let heading_len = rest.find(['.', ':', '\n']).unwrap_or(rest.len());
    if !rest[heading_len..].starts_with(['.', ':']) {
        return false;
    }
    let words: Vec<&str> = rest[..heading_len].split(' ').filter(|w| !w.is_empty()).collect();
    let first = words.first().copied().unwrap_or_default();
    let lower = first.to_ascii_lowercase();
    (1..=4).contains(&words.len())
        && first.len() >= 4
        && !["township", "town", "twp", "range", "lots", "block"].contains(&lower.as_str())
        && words.iter().all(|word| {
            matches!(*word, "and" | "of" | "&")
                || word.starts_with(|c: char| c.is_ascii_uppercase())
                    && word.chars().all(|c| c.is_ascii_alphabetic() || c == '-' || c == '\'')
        })
}

/// "E/2 Sec 24 & W/2 Sec 19, T22S-R27E & T22S-R28E respectively": townships and ranges listed
/// together and followed by "respectively" pair, in order, with the sections listed just before
/// them, when there are as many of each. Each pair is a section's start and its township.
fn respective_townships<'t>(block: &str, sections: &[&SectionMatch], townships: &'t [TownshipRange]) -> Vec<(usize, &'t TownshipRange)> {
    let mut pairs = Vec::new();
    if townships.len() < 2 || !block.to_ascii_lowercase().contains("respectively") {
        return pairs;
    }
    let listed_with = |gap: &str| gap.split([' ', ',', '\n']).filter(|w| !w.is_empty()).all(|w| w == "&" || w.eq_ignore_ascii_case("and"));
    let mut first = 0;
    while first < townships.len() {
        let mut last = first;
        while last + 1 < townships.len()
            && townships[last].end <= townships[last + 1].start
            && listed_with(&block[townships[last].end..townships[last + 1].start])
        {
            last += 1;
        }
        let tail = townships[last].end + meridian_len(&block[townships[last].end..]);
        let says_respectively =
            block[tail..].trim_start_matches([' ', ',', '\n']).get(..12).is_some_and(|word| word.eq_ignore_ascii_case("respectively"));
        if last > first && says_respectively {
            let since = first.checked_sub(1).map_or(0, |before| townships[before].end);
            let own: Vec<&&SectionMatch> = sections.iter().filter(|s| s.start >= since && s.end <= townships[first].start).collect();
            if own.len() == last - first + 1 {
                pairs.extend(own.iter().zip(&townships[first..=last]).map(|(section, township)| (section.start, township)));
            }
        }
        first = last + 1;
    }
    pairs
}

/// Sections listed in a column under a first "Section" word, each line with its number, a colon
/// and its parts: "Sec. 2: Lot 1, SE/4 NE/4" then "    3: NE/4" then "    4: All". A line counts
/// when the line before it names a section or is such a line.
fn column_sections(block: &str, found: &[SectionMatch], item_at: &dyn Fn(usize) -> Option<usize>) -> Vec<SectionMatch> {
    let mut columns: Vec<SectionMatch> = Vec::new();
    if found.is_empty() {
        return columns;
    }
    let mut previous: Option<(usize, usize)> = None;
    let mut line_start = 0;
    for line in block.split_inclusive('\n') {
        let line_end = line_start + line.len();
        if line.trim().is_empty() {
            line_start = line_end;
            continue;
        }
        let heads_parts = previous.is_some_and(|(from, to)| {
            found.iter().any(|s| from <= s.start && s.start < to) || columns.last().is_some_and(|c| from <= c.start && c.start < to)
        });
        let indent = line.len() - line.trim_start().len();
        let digits = line[indent..].bytes().take_while(u8::is_ascii_digit).count();
        let after_number = &line[indent + digits..];
        let rest = after_number.trim_start_matches(' ');
        if heads_parts && (1..=2).contains(&digits) && rest.starts_with(':') {
            let parts = rest[1..].trim_start_matches(' ');
            let parts_at = line_end - parts.len();
            if item_at(parts_at).is_some() || parts.get(..3).is_some_and(|word| word.eq_ignore_ascii_case("all")) {
                let number = line_start + indent..line_start + indent + digits;
                columns.push(SectionMatch { start: number.start, end: number.end, number, more: None, statute: false, ordinal: None });
            }
        }
        previous = Some((line_start, line_end));
        line_start = line_end;
    }
    columns
}

/// Where a list of sections by their bare numbers starts after a township and range (with its
/// meridian): its colon ("T2S R8E 3rd PM: 13 - SE/4 SE/4; 24 - NE/4 NE/4") or a "Sections:"
/// heading ("Township 146 North Range 96 West, 5 PM, Sections: 3 (N/2), 4 (NE/4), 10 (all)").
fn township_list_head(block: &str, township: &TownshipRange) -> Option<usize> {
    if township.end <= township.start {
        return None;
    }
    // "22-7N-13W (2nd P.M.) NE NE": a meridian in parentheses places the township as one
    // written after a comma does.
    let tail = township.end
        + match meridian_in_parentheses_len(&block[township.end..]) {
            0 => meridian_len(&block[township.end..]),
            parenthesised => parenthesised,
        };
    let rest = &block[tail..];
    let trimmed = rest.trim_start_matches([' ', ',']);
    let word = ["sections", "secs.", "secs", "sec."]
        .iter()
        .find(|w| trimmed.get(..w.len()).is_some_and(|head| head.eq_ignore_ascii_case(w)))
        .map_or(0, |w| w.len());
    trimmed[word..].trim_start_matches(' ').starts_with(':').then(|| block.len() - trimmed[word..].trim_start_matches(' ').len())
}

/// The sections a list names by their numbers alone after its first section or heading, each
/// number with its own parts after a colon, a spaced dash or in parentheses: "Sec. 6: NE/4; 7:
/// NW/4", "T2S R8E 3rd PM: 13 - SE/4 SE/4; 24 - NE/4 NE/4", "Sections: 3 (N/2), 4 (NE/4), 10
/// (all)". The list runs from `head`, a list heading's colon or (`after_section`) the end of
/// the first section's number, while each number follows the parts before it after a
/// semicolon, a comma or a line break; a number a part does not follow ("; 40 acres") ends it.
fn sections_listed_after(block: &str, head: usize, after_section: bool, item_at: &dyn Fn(usize) -> Option<usize>) -> Vec<SectionMatch> {
    let mut listed = Vec::new();
    let mut at = head;
    if after_section {
        match listed_parts_end(block, head, item_at) {
            Some(end) => at = end,
            None => return listed,
        }
    }
    let mut first = !after_section;
    loop {
        let rest = &block[at..];
        let trimmed = rest.trim_start_matches([' ', '\n', '\t']);
        // The first number follows the heading's colon; each later one a separator after the
        // parts before it.
        let number_text = if first {
            trimmed.strip_prefix(':').map(|after| after.trim_start_matches([' ', '\n']))
        } else if let Some(after) = trimmed.strip_prefix([';', ',']) {
            Some(after.trim_start_matches([' ', '\n', '\t']))
        } else {
            rest[..rest.len() - trimmed.len()].contains('\n').then_some(trimmed)
        };
        let Some(number_text) = number_text else { break };
        let number_start = block.len() - number_text.len();
        let digits = number_text.bytes().take_while(u8::is_ascii_digit).count();
        if !(1..=2).contains(&digits) || !number_text[..digits].parse::<u32>().is_ok_and(|n| (1..=36).contains(&n)) {
            break;
        }
        let Some(end) = listed_parts_end(block, number_start + digits, item_at) else { break };
        let number = number_start..number_start + digits;
        listed.push(SectionMatch { start: number.start, end: number.end, number, more: None, statute: false, ordinal: None });
        at = end;
        first = false;
    }
    listed
}

/// Where the parts of one listed section end, from the end of its number: after a colon or a
/// spaced dash ("13 - SE/4 SE/4"), or in parentheses ("3 (N/2)", "10 (all)"), as long as they
/// join ("SE/4 SE/4 and Lot 2"). None when no part follows the number so.
fn listed_parts_end(block: &str, number_end: usize, item_at: &dyn Fn(usize) -> Option<usize>) -> Option<usize> {
    let rest = &block[number_end..];
    let after = rest.trim_start_matches(' ');
    let spaced = after.len() < rest.len();
    let (parts, close) = if let Some(parts) = after.strip_prefix(':') {
        (parts, None)
    } else if let Some(parts) = after.strip_prefix(DASHES).filter(|_| spaced) {
        (parts.trim_start_matches(DASHES), None)
    } else {
        let inside = after.strip_prefix('(')?;
        (
            inside,
            Some(
                number_end
                    + (rest.len() - after.len())
                    + 1
                    + inside.find([')', '\n']).filter(|&close| inside[close..].starts_with(')'))?
                    + 1,
            ),
        )
    };
    let parts = parts.trim_start_matches(' ');
    let parts_at = block.len() - parts.len();
    let whole = parts.get(..3).is_some_and(|word| word.eq_ignore_ascii_case("all"));
    let mut end = item_at(parts_at).or_else(|| whole.then_some(parts_at + 3))?;
    loop {
        let gap = block[end..].len() - block[end..].trim_start_matches([' ', ',', '&']).len();
        let next = end + gap;
        let next = if block[next..].starts_with("and ") { next + 4 } else { next };
        match item_at(next).filter(|_| next > end && joins(&block[end..next])) {
            Some(item_end) => end = item_end,
            None => break,
        }
    }
    Some(close.map_or(end, |close| close.max(end)))
}

/// Where the words that head a section's parts end: at the section's number, or at the township
/// and range (with its meridian) written right after it when the parts follow them: after a
/// colon ("Sec 12, T5N, R3W: NE/4", "Section 10, Township 16 North, Range 9 West of the Indian
/// Meridian: the SE/4"), or after a space or a comma when the township and range follow the
/// section directly ("14-154N-97W NE4", "Sec. 22-14N-9W NW/4", "Sec. 14, T-154-N, R-97-W,
/// NE/4"), unless the part is another section's ("…, R3W, NE/4 of Section 4"). `item_at` tells
/// where a part that starts at an offset ends.
fn parts_heading_end(block: &str, section_end: usize, township: &TownshipRange, item_at: &dyn Fn(usize) -> Option<usize>) -> usize {
    // A township taken from the tract before stands nowhere in the block (its span is empty).
    // Words that only place the section may stand between its number and the colon that heads
    // its parts ("Section 10 in the same township and range: the S/2").
    if township.start < section_end || township.end <= township.start {
        let rest = &block[section_end..];
        // "Section 10, same Township and Range, the NE/4": the words that carry the township
        // over head the parts as a colon does.
        if let Some(same) = SAME_TOWNSHIP_AND_RANGE_AFTER.find(rest) {
            let parts_at = section_end + same.end() + (rest[same.end()..].len() - rest[same.end()..].trim_start_matches([' ', ',']).len());
            if parts_start(block, parts_at, item_at) {
                return section_end + same.end();
            }
        }
        return match place_before_colon(rest) {
            Some((colon, parts)) if rest[..colon].trim().len() > 1 && parts_start(block, section_end + parts, item_at) => {
                section_end + colon
            }
            _ => section_end,
        };
    }
    // "22-7N-13W (2nd P.M.) NE NE": a meridian in parentheses places the township as one
    // written after a comma does.
    let tail = township.end
        + match meridian_in_parentheses_len(&block[township.end..]) {
            0 => meridian_len(&block[township.end..]),
            parenthesised => parenthesised,
        };
    let rest = &block[tail..];
    if rest.trim_start().starts_with(':') {
        return tail;
    }
    // "S14, T17S, R15W -- S1/2": a dash before the parts heads them as a colon does, when a part
    // starts right after it (a hyphen before another section or a date does not).
    if rest.trim_start().starts_with(DASHES) {
        let parts = rest.trim_start().trim_start_matches(DASHES).trim_start();
        // "… - the West 30 acres of the N 1/2 of the NE quarter": the part after the acres.
        let parts = ACRES_LEAD.find(parts).map_or(parts, |lead| &parts[lead.end()..]);
        let first_part = block.len() - parts.len();
        if item_at(first_part).is_some() || parts.get(..3).is_some_and(|word| word.eq_ignore_ascii_case("all")) {
            return tail;
        }
    }
    // The parts must follow the colon: "…, Eddy County, New Mexico: (a) Oil and Gas Lease …"
    // lists what covers the land before it.
    if let Some((colon, parts)) = place_before_colon(rest)
        && parts_start(block, tail + parts, item_at)
    {
        return tail + colon;
    }
    // "Section 34, in Township 20 South": an "in" may join them.
    let between = block[section_end..township.start].trim_start_matches([' ', ',', '\n']);
    let between = between.strip_prefix("in ").unwrap_or(between);
    let glued = between.chars().all(|c| c.is_whitespace() || c == ',' || c == '-');
    // "…, R9W, Lane County, Oregon, the SE/4": the words that place the township go before the
    // comma that heads the parts.
    let placed = place_words_len(rest);
    let spaces = placed + (rest[placed..].len() - rest[placed..].trim_start_matches([' ', ',']).len());
    // "…, R12W, being the W/2 SW/4": "being" opens the parts as a colon does.
    let being = rest[spaces..].get(..6).filter(|word| word.eq_ignore_ascii_case("being ")).map_or(0, str::len);
    // "S14 T3N R14 ECM, the N2", "…, 6th P.M., all of the NE/4", "…, Govt. Lots 1 and 2": the
    // words that may open the parts (a written chain holds an article, a glued one does not).
    let parts_at = tail + spaces + being;
    let Some(item_end) = item_at(parts_at)
        .or_else(|| opened_item(&rest[spaces + being..], parts_at, item_at))
        .filter(|_| glued && spaces > 0 && rest[placed..spaces].matches(',').count() <= 1)
    else {
        return section_end;
    };
    let after_item = block[item_end..block.floor_char_boundary((item_end + 40).min(block.len()))].to_ascii_lowercase();
    // "…, R3W, NE/4 of Section 4": the part is the next section's; one after a semicolon or on the
    // next line ("6PM, S/2 SE/4; Sec 10 …") is not.
    let clause = after_item.split([';', '\n']).next().unwrap_or_default();
    // "of said quarter section" names a part, not a section; "the N/2 of Lot 3" a lot.
    let of_a_part = |at: usize| ["quarter ", "quarter-", "half ", "half-"].iter().any(|word| clause[..at].ends_with(word));
    let another_sections = after_item.trim_start().starts_with("of ") && !LOT_AFTER_PART.is_match(&after_item)
        || clause.match_indices("sec").any(|(at, _)| !of_a_part(at));
    if another_sections { section_end } else { tail + placed }
}

/// The words that open a section's parts before the first part or lot: an article, the "all of"
/// or "the whole of" that stresses a part is taken whole ("all of the NE/4"), and the
/// "Government" of a lot.
static PARTS_OPENING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:(?:all|the\s+whole)\s+(?:of\s+)?)?(?P<article>the\s+)?(?:government\s+|gov't\.?\s+|govt\.?\s+)?")
        .expect("parts opening pattern compiles")
});

/// Where the colon stands when only the words that place a township come between it and the
/// township: a meridian the reader has no name for, the county, the state ("…, R17W, Choctaw
/// Meridian, Yazoo County, Mississippi: the S/2"), and where the parts after it start. A dash
/// set apart by spaces heads the parts as the colon does ("…, Mesa County, Colorado - SW/4
/// NE/4"), as schedules and runsheets write a heading and its land on one line. Figures,
/// fractions and another section's word are land, not a place: the parts before the colon are
/// then that land's.
fn place_before_colon(rest: &str) -> Option<(usize, usize)> {
    let line = &rest[..rest.floor_char_boundary(90.min(rest.len()))];
    let colon = line.find([':', '\n', ';', '-', '\u{2013}', '\u{2014}'])?;
    let separator = line[colon..].chars().next()?;
    let spaced_dash =
        DASHES.contains(&separator) && line[..colon].ends_with(' ') && line[colon..].trim_start_matches(DASHES).starts_with(' ');
    let place = &line[..colon];
    let lower = place.to_ascii_lowercase();
    ((separator == ':' || spaced_dash)
        && place.split_whitespace().count() <= 8
        && !place.contains(|c: char| c.is_ascii_digit() || matches!(c, '/' | '¼' | '½' | '('))
        && !["sec", "lot", "half", "quarter", "tract", "block"].iter().any(|word| lower.contains(word)))
    .then(|| (colon, line.len() - line[colon..].trim_start_matches(DASHES).trim_start_matches(':').len()))
}

/// "same Township and Range", ", in the same township and range", "same Twp & Rge", "said Twp.
/// and Rge.": the words right after a section's number that give it the township and range of the
/// section before, as abstracts and old deeds list the next section of one township.
static SAME_TOWNSHIP_AND_RANGE_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)^[\s,]*(?:in\s+)?(?:the\s+)?(?:same|said)\s+(?:township|twp\.?|town)\s*(?:and|&)\s*(?:range|rge\.?|rng\.?)(?:\s+aforesaid)?",
    )
    .expect("same township and range pattern compiles")
});

/// Whether the parts of a section start at `at`, past spaces: a part, or "All".
fn parts_start(block: &str, at: usize, item_at: &dyn Fn(usize) -> Option<usize>) -> bool {
    let after = block[at..].trim_start();
    // "…: the West 40 acres of the NW/4": the part after the acres.
    let after = ACRES_LEAD.find(after).map_or(after, |lead| &after[lead.end()..]);
    let at = block.len() - after.len();
    item_at(at).is_some()
        || after.get(..3).is_some_and(|word| word.eq_ignore_ascii_case("all"))
        || opened_item(after, at, item_at).is_some()
}

/// Where the first part or lot ends when the words of [`PARTS_OPENING`] open the parts at `at`
/// ("all of the NE/4", "the whole SE/4", "Govt. Lots 1 and 2"); a written chain holds its
/// article, so the part may start at "the" or after it.
fn opened_item(rest: &str, at: usize, item_at: &dyn Fn(usize) -> Option<usize>) -> Option<usize> {
    let opening = PARTS_OPENING.captures(rest)?;
    let words = opening.get(0).map_or(0, |words| words.end());
    let the = opening.name("article").map_or(words, |the| the.start());
    item_at(at + the).or_else(|| item_at(at + words))
}

/// How far the words that only place a township run at the start of `rest`, each run closed by
/// a comma: a meridian without a short form, the county, the state ("…, R9W, Lane County,
/// Oregon, the SE/4"). A run with a figure, a fraction or a word of land or of the description's
/// grammar is no place.
fn place_words_len(rest: &str) -> usize {
    let mut len = 0;
    for _ in 0..3 {
        let start = len + (rest[len..].len() - rest[len..].trim_start_matches([' ', ',']).len());
        let Some(end) = rest[start..].find([',', ':', ';', '\n']).map(|at| start + at) else { break };
        let run = &rest[start..end];
        let lower = run.to_ascii_lowercase();
        let words = run.split_whitespace().count();
        let place = rest[end..].starts_with(',')
            && (1..=4).contains(&words)
            && !run.contains(|c: char| c.is_ascii_digit() || matches!(c, '/' | '¼' | '½' | '(' | '&'))
            && !lower.split_whitespace().any(|word| {
                matches!(
                    word.trim_end_matches('.'),
                    "the"
                        | "all"
                        | "being"
                        | "and"
                        | "of"
                        | "less"
                        | "except"
                        | "save"
                        | "said"
                        | "same"
                        | "lots"
                        | "lot"
                        | "half"
                        | "quarter"
                )
            })
            && !["sec", "twp", "township", "range", "rge", "tract", "block"].iter().any(|word| lower.contains(word));
        if !place {
            break;
        }
        len = end;
    }
    len
}

/// Whether a figure, a T and a figure stand glued somewhere in the block ("S14T156N"): the one
/// way a lettered section can stand without a township the township patterns read.
fn glues_township_to_section(block: &str) -> bool {
    block.as_bytes().windows(3).any(|w| w[0].is_ascii_digit() && matches!(w[1], b'T' | b't') && w[2].is_ascii_digit())
}

/// Whether a township and range were written with both their directions.
fn directed(township: &TownshipRange) -> bool {
    township.township.ends_with(['N', 'S']) && township.range.ends_with(['E', 'W'])
}

/// "NE/4 of 2-9-4 … all in T9N-R4W", "5-17-15 (T17N-R15W, La. Mer.)", "Township 21 North, Range
/// 13 West: 22-21-13 …": a compact triple without directions names the township and range the
/// description writes with their directions elsewhere, when their figures are the same (and one
/// directed township has them). Its tract takes those directions, and the meridian written there.
fn directions_written_elsewhere(tracts: &mut [TractMatch], townships: &[TownshipRange], warnings: &mut Vec<String>) {
    for tract in tracts.iter_mut() {
        let (Some(township), Some(range)) = (&tract.township, &tract.range) else { continue };
        if township.ends_with(['N', 'S']) && range.ends_with(['E', 'W']) {
            continue;
        }
        let Some(written) = directed_same(township, range, townships) else { continue };
        warnings.push(format!(
            "section {} in {township}-{range} read in township {} and range {}, written with their directions in the description",
            tract.section.as_deref().unwrap_or_default(),
            written.township,
            written.range
        ));
        tract.township = Some(written.township.clone());
        tract.range = Some(written.range.clone());
        if tract.meridian.is_none() {
            tract.meridian = written.meridian.clone();
        }
    }
}

/// The one township and range with directions among `townships` whose figures are those of a
/// `township` and `range` written without them, or without one of them ("9-4", "5N-29" and
/// "T9N-R4W", "T5N R29W"); None when none is, or two with other directions are. A direction
/// written must be the same.
fn directed_same<'t>(township: &str, range: &str, townships: &'t [TownshipRange]) -> Option<&'t TownshipRange> {
    fn figures(value: &str) -> &str {
        value.trim_end_matches(['N', 'S', 'E', 'W']).trim_start_matches('0')
    }
    // "9" is 9N or 9S; "9N" is 9N only.
    let agrees = |directed: &str, written: &str| {
        figures(directed) == figures(written)
            && (!written.ends_with(['N', 'S', 'E', 'W']) || directed.ends_with(&written[written.len() - 1..]))
    };
    let mut same = townships.iter().filter(|t| directed(t) && agrees(&t.township, township) && agrees(&t.range, range));
    let written = same.next()?;
    (!same.any(|other| other.township != written.township || other.range != written.range)).then_some(written)
}

/// Whether an aliquot chain ends right before `at`, with at most "of" or "of the" between.
fn after_aliquot(block: &str, at: usize, chains: &[Chain]) -> bool {
    chains.iter().any(|c| {
        c.end <= at && {
            let gap = block[c.end..at].trim().to_ascii_lowercase();
            matches!(gap.as_str(), "" | "of" | "of the")
        }
    })
}

/// "T6S R2W, S 24: NE4SE4": the sections lettered S under the township and range written before
/// them, each with where it starts, where its number ends, its number and that township. A
/// lettered section that a township follows ("S.3-T12S-R40E") is `LETTERED_SECTION`'s.
fn headed_sections(block: &str, townships: &[TownshipRange], usable: &dyn Fn(usize) -> bool) -> Vec<(usize, usize, String, TownshipRange)> {
    HEADED_LETTERED_SECTION
        .captures_iter(block)
        .filter_map(|caps| {
            let section = caps.name("section")?;
            let number = caps.name("number")?;
            let value: u32 = number.as_str().parse().ok()?;
            let rest = block[caps.get(0)?.end()..].trim_start();
            let township_follows =
                rest.strip_prefix(['T', 't']).is_some_and(|r| r.trim_start_matches(['.', ' ']).starts_with(|c: char| c.is_ascii_digit()));
            if !usable(section.start()) || !(1..=36).contains(&value) || township_follows {
                return None;
            }
            let township = townships.iter().rev().find(|t| t.end <= section.start() && directed(t))?;
            Some((section.start(), number.end(), value.to_string(), township.clone()))
        })
        .collect()
}

/// "SE SE 27 and NE NE 34, T5N R65W", "S2SW 8; N2NW 17, all T1S R66W", "In Township 6 North, Range
/// 62 West, the NW4 of 15 and the NE4 of 22": a list whose items are each a part and the bare
/// number of its section (after a space or "of"), the list closed by the township and range it
/// lies in or opened right after them, where the block has no section word. Each number is a
/// section of that township (1 to 36) when the words between the items are only the list's
/// ("and", a comma, a semicolon, "all in"). Gives where each number starts and ends, the number
/// and the township, for `section_parts` to give it the part right before it.
fn numbers_after_parts(
    block: &str,
    chains: &[Chain],
    townships: &[TownshipRange],
    usable: &dyn Fn(usize) -> bool,
) -> Vec<(usize, usize, String, TownshipRange)> {
    // Each item: where its part starts, where its number starts and ends, and the number.
    let mut items: Vec<(usize, usize, usize, String)> = Vec::new();
    for chain in chains.iter().filter(|c| usable(c.start) && !c.canonical.is_empty()) {
        let rest = &block[chain.end..];
        let Some(after) = rest.strip_prefix(' ') else { continue };
        let after = after.strip_prefix("of ").unwrap_or(after);
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        let number_start = block.len() - after.len();
        let next = &block[number_start + digits..];
        let closed = !next.starts_with(|c: char| c.is_ascii_alphanumeric() || matches!(c, '/' | '-' | '('))
            && !next.strip_prefix('.').is_some_and(|after| after.starts_with(|c: char| c.is_ascii_digit()));
        if let Some(number) = after[..digits].parse::<u32>().ok().filter(|n| (1..=36).contains(n) && digits <= 2 && closed) {
            items.push((chain.start, number_start, number_start + digits, number.to_string()));
        }
    }
    let list_words = |gap: &str| {
        gap.split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | ':' | '.'))
            .filter(|w| !w.is_empty())
            .all(|w| ["and", "&", "all", "in", "both", "the", "of", "lying"].iter().any(|word| w.eq_ignore_ascii_case(word)))
    };
    let mut found = Vec::new();
    let mut first = 0;
    while first < items.len() {
        // The items that follow one another with only the list's words between them.
        let mut last = first;
        while last + 1 < items.len() && list_words(&block[items[last].2..items[last + 1].0]) {
            last += 1;
        }
        let (list_start, list_end) = (items[first].0, items[last].2);
        let closing = townships.iter().find(|t| t.start >= list_end && directed(t) && list_words(&block[list_end..t.start]));
        let opening = || {
            townships
                .iter()
                .rev()
                .find(|t| t.end <= list_start && directed(t) && list_words(&block[t.end + meridian_len(&block[t.end..])..list_start]))
        };
        if let Some(township) = closing.or_else(opening) {
            found.extend(items[first..=last].iter().map(|(_, start, end, number)| (*start, *end, number.clone(), township.clone())));
        }
        first = last + 1;
    }
    found
}

/// "S/2 of 15-12N-13W": each such chain's section number, where it starts, and its township and
/// range (which start at the hyphen, as a compact "Sec. 15-12N-13W" one does).
pub(super) fn bare_compact_sections(block: &str, usable: &dyn Fn(usize) -> bool) -> Vec<(usize, String, TownshipRange)> {
    sections_with_township(for_text(&BARE_COMPACT_SECTION, &BARE_COMPACT_SECTION_ASCII, block), block, usable)
}

/// The sections a pattern with `section`, `hyphen` (where the township starts) and the township
/// and range groups finds: where each starts (at its `letter`, where the pattern has one), its
/// number and its township and range.
fn sections_with_township(pattern: &Regex, block: &str, usable: &dyn Fn(usize) -> bool) -> Vec<(usize, String, TownshipRange)> {
    pattern
        .captures_iter(block)
        .filter_map(|caps| {
            let section = caps.name("section")?;
            let number: u32 = section.as_str().parse().ok()?;
            if !usable(section.start()) || !(1..=36).contains(&number) {
                return None;
            }
            let township = township_range_of(block, &caps, caps.name("hyphen")?.start())?;
            Some((caps.name("letter").map_or(section.start(), |letter| letter.start()), number.to_string(), township))
        })
        .collect()
}

/// The same section named twice in one block (its description and its calls) is one tract.
pub(super) fn merge_same_sections(tracts: Vec<TractMatch>) -> Vec<TractMatch> {
    let mut merged: Vec<TractMatch> = Vec::new();
    for tract in tracts {
        match merged.iter_mut().find(|m| m.section == tract.section && m.township == tract.township && m.range == tract.range) {
            Some(known) => add_parts(known, &tract),
            None => merged.push(tract),
        }
    }
    merged
}

/// Adds to a section's tract the parts another reading of the same section gives: "the NW/4 of
/// Section 12 …" and, in the next paragraph, "the S/2 SE/4 of said Section 12 …" describe one
/// section, whose tract holds both parts (as an examiner writes "NW/4, S/2 SE/4 Sec. 12"). A part
/// that covers ground the tract already holds is the same land read again (a recital, an
/// exhibit heading, "insofar as it covers the NE/4"), not more land; lots are added to the list.
pub(super) fn add_parts(known: &mut TractMatch, other: &TractMatch) {
    match (&known.aliquots, &other.aliquots) {
        (None, Some(_)) => known.aliquots = other.aliquots.clone(),
        (Some(held), Some(more)) => {
            let mut parts: Vec<&str> = held.split(", ").collect();
            for part in more.split(", ") {
                if !parts.iter().any(|held| aliquots_overlap(held, part)) {
                    parts.push(part);
                }
            }
            known.aliquots = Some(parts.join(", "));
        }
        _ => {}
    }
    for lot in &other.lots {
        if !known.lots.contains(lot) {
            known.lots.push(lot.clone());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l0::land::tests::{plss_key, tracts};

    /// Pieces of PLSS descriptions in their long, short and compact forms, with OCR's slips and
    /// the marks around them, to join into ASCII blocks.
    const PLSS_PIECES: &[&str] = &[
        "Township",
        "Twp.",
        "T",
        "T-",
        "tornship",
        "5",
        "12",
        "154",
        "N",
        "North",
        "So.",
        "Range",
        "Rge.",
        "R",
        "R-",
        "3",
        "97",
        "W",
        "West",
        "E",
        "VV",
        "WM",
        "-",
        "/",
        " ",
        "\n",
        ", ",
        ".",
        ":",
        "(",
        ")",
        "Sec.",
        "Section",
        "S",
        "Lots",
        "lot",
        "L1",
        "1",
        "2",
        "and",
        "through",
        "four",
        "Thirty-six",
        "No.",
        "#",
        "NE/4",
        "N/2",
        "of",
        "the",
        "in",
        "inclusive",
        "40.05",
        "acres",
        "said",
        "same Range",
        "base line",
        "x",
        "containing",
        "38.88",
        "one-half",
        "1/2",
        "roods",
        "perches",
        "160",
    ];

    /// Each block scan of the PLSS reader (and the acreage's) beside the ASCII twin it searches an
    /// ASCII block with.
    fn block_scans() -> Vec<(&'static Regex, &'static Regex)> {
        vec![
            (&TOWNSHIP_RANGE, &TOWNSHIP_RANGE_ASCII),
            (&RANGE_TOWNSHIP, &RANGE_TOWNSHIP_ASCII),
            (&BARE_TOWNSHIP_RANGE, &BARE_TOWNSHIP_RANGE_ASCII),
            (&DASHED_TOWNSHIP_RANGE, &DASHED_TOWNSHIP_RANGE_ASCII),
            (&COMPACT_TOWNSHIP_RANGE, &COMPACT_TOWNSHIP_RANGE_ASCII),
            (&BARE_COMPACT_SECTION, &BARE_COMPACT_SECTION_ASCII),
            (&LETTERED_SECTION, &LETTERED_SECTION_ASCII),
            (&IN_TOWNSHIP_RANGE, &IN_TOWNSHIP_RANGE_ASCII),
            (&GOVERNMENT_LOTS, &GOVERNMENT_LOTS_ASCII),
            (&GLUED_LOTS, &GLUED_LOTS_ASCII),
            (&ACRES, &ACRES_ASCII),
        ]
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(3000))]
        /// On an ASCII block every scan's twin gives the pattern's matches and every group's span.
        #[test]
        fn ascii_twins_of_the_block_scans_capture_what_the_patterns_capture(pieces in proptest::collection::vec(0..PLSS_PIECES.len(), 0..30)) {
            let block: String = pieces.iter().map(|&index| PLSS_PIECES[index]).collect();
            let spans = |pattern: &Regex| -> Vec<Vec<Option<std::ops::Range<usize>>>> {
                pattern.captures_iter(&block).map(|caps| caps.iter().map(|group| group.map(|g| g.range())).collect()).collect()
            };
            for (pattern, twin) in block_scans() {
                proptest::prop_assert_eq!(spans(twin), spans(pattern), "{}", pattern.as_str());
            }
        }
    }

    /// A text and the section, township, range and aliquots of the one tract it describes.
    type OneTract<'a> = (&'a str, (&'a str, &'a str, &'a str, &'a str));

    /// Each text reads as one tract with these section, township, range and aliquots.
    fn one_tract_each(cases: &[OneTract<'_>]) {
        for (text, (section, township, range, aliquots)) in cases {
            let found = tracts(text);
            assert_eq!(found.len(), 1, "{text}");
            assert_eq!(plss_key(&found[0]), (Some(*section), Some(*township), Some(*range), Some(*aliquots)), "{text}");
        }
    }

    /// Each text is one tract in the section, township and range given (its parts not checked).
    fn one_place_each(cases: &[(&str, (&str, &str, &str))]) {
        for (text, (section, township, range)) in cases {
            let found = tracts(text);
            assert_eq!(found.len(), 1, "{text}");
            assert_eq!(
                (found[0].section.as_deref(), found[0].township.as_deref(), found[0].range.as_deref()),
                (Some(*section), Some(*township), Some(*range)),
                "{text}"
            );
        }
    }

    #[test]
    fn compact_sections_with_a_dash_or_stop_between_their_pieces() {
        // A landman's takeoff typeset with long dashes (the quarter-quarter glued to the section
        // by one) and a mapping layer's labels parted by stops.
        let found = tracts(
            "Takeoff: SW\u{bc}NE\u{bc}\u{2014}9\u{2014}T31S\u{2014}R29W; NE\u{bc}NW\u{bc}\u{2014}16\u{2014}T31S\u{2014}R29W, Meade County, Kansas\n",
        );
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![(Some("9"), Some("31S"), Some("29W"), Some("SW/4 NE/4")), (Some("16"), Some("31S"), Some("29W"), Some("NE/4 NW/4"))]
        );
        one_tract_each(&[
            ("Layer label S21.T148N.R96W: SE4 (McKenzie County)\n", ("21", "148N", "96W", "SE/4")),
            ("N/2-14-T6S-R23W, Graham County\n", ("14", "6S", "23W", "N/2")),
        ]);
        // A bare quarter before a lettered section is its part.
        let found = tracts("Layer labels: NW S21.T148N.R96W ; SE S22.T148N.R96W\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![(Some("21"), Some("148N"), Some("96W"), Some("NW/4")), (Some("22"), Some("148N"), Some("96W"), Some("SE/4"))]
        );
        // A hyphened figure after a fraction that no township follows stays unread as a section.
        assert!(tracts("Paid 1/4-12 of the assessment for 2009\n").is_empty());
    }

    #[test]
    fn sections_lettered_s_under_a_township_heading() {
        // A federal lease's parcel, a landman's runsheet, a title opinion's takeoff and an
        // abstracter's index line.
        one_tract_each(&[
            ("Parcel 2: T8S R4E BM, S 12: NW4SW4, Elmore County, Idaho", ("12", "8S", "4E", "NW/4 SW/4")),
            ("Line 7 -- T29N-R64W-S30: S2SE (Converse County, 6th P.M.)", ("30", "29N", "64W", "S/2 SE/4")),
            ("T12S R30E NMPM -- S. 9: SE/4", ("9", "12S", "30E", "SE/4")),
        ]);
        let found = tracts("T18S-R31E, NMPM: S5-SW/4; S8-N/2NE/4 (Chaves County, New Mexico)");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![(Some("5"), Some("18S"), Some("31E"), Some("SW/4")), (Some("8"), Some("18S"), Some("31E"), Some("N/2 NE/4"))]
        );
        // The section-first shorthand stays the other reader's, and a bare S without a colon or
        // dash after its number is no section.
        one_tract_each(&[("S.3-T12S-R40E: NE/4", ("3", "12S", "40E", "NE/4"))]);
        assert!(tracts("T5N R3W, the S 1/2 of the tract described above").iter().all(|t| t.section.is_none()));
    }

    #[test]
    fn a_dash_heads_a_sections_parts_as_a_colon_does() {
        // An exhibit's lines, a runsheet's doubled hyphen and a typed em dash.
        let found = tracts("T151N R96W 5th PM:\nSec. 4 -- Lots 1, 2, S/2 NE/4\nSec. 9 -- NW/4\nMcKenzie County, North Dakota");
        let keys: Vec<_> = found.iter().map(|t| (t.section.as_deref(), t.aliquots.as_deref(), t.lots.clone())).collect();
        assert_eq!(keys, vec![(Some("4"), Some("S/2 NE/4"), vec!["1".to_string(), "2".to_string()]), (Some("9"), Some("NW/4"), vec![])]);
        one_tract_each(&[
            ("Ouachita County: S21, T14S, R17W -- N1/2 SE1/4", ("21", "14S", "17W", "N/2 SE/4")),
            ("Section 8, T3N, R2E \u{2014} the SW/4", ("8", "3N", "2E", "SW/4")),
        ]);
        // A hyphen glued to the number is the compact township's.
        one_tract_each(&[("the NE/4 of Sec. 12-9N-11W", ("12", "9N", "11W", "NE/4"))]);
    }

    #[test]
    fn a_colon_between_township_and_range_in_a_heading() {
        let found = tracts("Sections 5 and 6, T50N:R71W, 6th P.M.: Section 5: E/2; Section 6: Lots 1-3, SE/4 (Campbell County)");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("5"), Some("50N"), Some("71W"), Some("E/2")), (Some("6"), Some("50N"), Some("71W"), Some("SE/4"))]);
        assert_eq!(found[1].lots, vec!["1", "2", "3"]);
    }

    #[test]
    fn lots_given_as_a_range_in_words() {
        // A patent, an old deed and a title opinion.
        let found = tracts("Lots Five through Eight and the S/2 S/2 of Section 2, Township 9 North, Range 21 East");
        assert_eq!(found[0].lots, vec!["5", "6", "7", "8"]);
        let found = tracts("Lots one to three, inclusive, of Section 31, T. 4 S., R. 6 W.");
        assert_eq!(found[0].lots, vec!["1", "2", "3"]);
        let found = tracts("Lots Two (2) thru Four (4) of Section 19, Township 12 North, Range 5 West");
        assert_eq!(found[0].lots, vec!["2", "3", "4"]);
    }

    #[test]
    fn plss_long_form_with_meridian_and_county() {
        let found = tracts(
            "the following described land, to-wit: the NE/4 of Section 12, Township 5 North, Range 3 West, I.M., Caddo County, Oklahoma, containing 160 acres, more or less.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(plss_key(&found[0]), (Some("12"), Some("5N"), Some("3W"), Some("NE/4")));
        assert_eq!(found[0].meridian.as_deref(), Some("IM"));
        assert_eq!((found[0].county.as_deref(), found[0].state.as_deref()), (Some("Caddo"), Some("OK")));
        assert_eq!(found[0].acres, Some(160.0));
        assert_eq!(found[0].system, Some(LandSystem::Plss));
    }

    #[test]
    fn plss_compact_notation_with_nfkc_fraction() {
        let found = tracts("described as follows: NE¼ SE¼ Sec. 9-T14N-R62W, 6th P.M., Weld County, Colorado.\n");
        assert_eq!(plss_key(&found[0]), (Some("9"), Some("14N"), Some("62W"), Some("NE/4 SE/4")));
        assert_eq!(found[0].meridian.as_deref(), Some("6TH PM"));
    }

    #[test]
    fn plss_words_and_parenthesised_numbers() {
        let found = tracts("to-wit: the Northeast Quarter of Section Twelve (12), Township Seven (7) South, Range Nine (9) East.\n");
        assert_eq!(plss_key(&found[0]), (Some("12"), Some("7S"), Some("9E"), Some("NE/4")));
    }

    #[test]
    fn plss_section_and_township_words_and_figures_read_through_ocr_slips() {
        let found = tracts(
            "in the County of Barton, State of Kansas, namely: The Northwest Quarter (NWY4) of Sect1on E1even (11), Township Nineteen (l9) South, Range Fourteen (14) West of the 6th P. M., 160 acres more or 1ess.\n",
        );
        assert_eq!(plss_key(&found[0]), (Some("11"), Some("19S"), Some("14W"), Some("NW/4")));
        let found = tracts(
            "the tract in Grady County, Oklahoma, known as: the S/2 of the NEY4 of Sect ion F0ur (4), Towns hip Eight (8) North, Range Seven (7) West of the Indian Meridian, containing 80 acres.\n",
        );
        assert_eq!(plss_key(&found[0]), (Some("4"), Some("8N"), Some("7W"), Some("S/2 NE/4")));
        let found = tracts("the W/2 of the SE/4 of Secti0n Twenty (2O), Township Ten (1O) North, Range Three (3) East.\n");
        assert_eq!(plss_key(&found[0]), (Some("20"), Some("10N"), Some("3E"), Some("W/2 SE/4")));
    }

    #[test]
    fn a_compound_number_rejoined_across_a_line_end_keeps_its_value() {
        let found = tracts(
            "these lands in the County of Valley, State of Montana: the South Half of the North Half of Section Four (4), Township Twenty-\n  nine (29) North, Range Forty-\n  two East, M.P.M.\n",
        );
        assert_eq!(plss_key(&found[0]), (Some("4"), Some("29N"), Some("42E"), Some("S/2 N/2")));
    }

    #[test]
    fn glued_and_spaced_compact_forms_of_runsheets_and_federal_listings() {
        // A runsheet's glued section, township and range; a Florida schedule's spaced compact
        // form; a federal lease listing's lots glued to their L and a "LTS" abbreviation.
        let found = tracts("Runsheet line 7 - S22T150NR95W: NE4 & S2NW4 (240 ac.)\n");
        assert_eq!(plss_key(&found[0]), (Some("22"), Some("150N"), Some("95W"), Some("NE/4, S/2 NW/4")));
        let found = tracts("NE 1/4 of SW 1/4, Sec. 12 - 3N - 30W, Tallahassee Meridian\n");
        assert_eq!(plss_key(&found[0]), (Some("12"), Some("3N"), Some("30W"), Some("NE/4 SW/4")));
        let found = tracts("WYW-000001  T40N R80W 6PM  Sec 6: L1-3, S2NE; Sec 7: L2, NENW\n");
        assert_eq!(plss_key(&found[0]), (Some("6"), Some("40N"), Some("80W"), Some("S/2 NE/4")));
        assert_eq!(found[0].lots, vec!["1", "2", "3"]);
        assert_eq!(found[1].lots, vec!["2"]);
        let found = tracts("T. 20 N., R. 5 W., N.M.P.M., Sec. 31: LTS 1, 2, E1/2NW4\n");
        assert_eq!(plss_key(&found[0]), (Some("31"), Some("20N"), Some("5W"), Some("E/2 NW/4")));
        assert_eq!(found[0].lots, vec!["1", "2"]);
    }

    #[test]
    fn township_range_and_section_in_that_order_and_with_slashes() {
        // A lease schedule's township, range and section, then the parts after a comma.
        let found = tracts("Schedule item 2: 12N-9W-14, S2NW4 and NE4SW4, Blaine County\n");
        assert_eq!(plss_key(&found[0]), (Some("14"), Some("12N"), Some("9W"), Some("S/2 NW/4, NE/4 SW/4")));
        // A runsheet's slashes, in either order, with the section word.
        let found = tracts("Line 3: 7S/22E/Sec 30 -- W/2 NE/4\n");
        assert_eq!(plss_key(&found[0]), (Some("30"), Some("7S"), Some("22E"), Some("W/2 NE/4")));
        let found = tracts("Sec. 4/150N/97W -- Lots 1-4, S2N2, SW (the whole of fractional Section 4)\n");
        assert_eq!(plss_key(&found[0]), (Some("4"), Some("150N"), Some("97W"), Some("S/2 N/2, SW/4")));
        assert_eq!(found[0].lots, vec!["1", "2", "3", "4"]);
        // Spaced apart, a slash is an aliquot's: "14 N/2 E/2" is a section and its parts.
        let found = tracts("Sec 14 N/2 E/2, T5N R3W\n");
        assert_eq!(plss_key(&found[0]), (Some("14"), Some("5N"), Some("3W"), Some("N/2 E/2")));
        // A figure that is no section's (a date's) ends the township.
        assert!(tracts("Recorded 16N-7W-1985 in Book 4\n").is_empty());
    }

    #[test]
    fn an_exception_of_part_of_the_aliquot_set_before_its_section() {
        // A title opinion's tract and a lease schedule's line.
        let found = tracts("The SW/4, less and except the N/2 thereof, of Section 14, Township 4 North, Range 2 West, I.M.\n");
        assert_eq!(plss_key(&found[0]), (Some("14"), Some("4N"), Some("2W"), Some("SW/4")));
        let found = tracts(
            "the Southeast Quarter (SE/4), less and except the East 200 feet thereof, of Section Nine (9), Township Eight (8) North, Range Three (3) West\n",
        );
        assert_eq!(plss_key(&found[0]), (Some("9"), Some("8N"), Some("3W"), Some("SE/4")));
    }

    #[test]
    fn township_abbreviated_twn_and_placed_north_of_the_base_line() {
        // A typed lease schedule and an old patent's description.
        let found = tracts("Section No. 9, Twn. 12 N., Rng. 60 W., 6th P.M.: the South Half (S/2)\n");
        assert_eq!(plss_key(&found[0]), (Some("9"), Some("12N"), Some("60W"), Some("S/2")));
        let found = tracts(
            "The Southeast Quarter of Section Four (4), in Township One Hundred Forty (140) North of the Base Line, Range Fifty (50) West of the Fifth Principal Meridian.\n",
        );
        assert_eq!(plss_key(&found[0]), (Some("4"), Some("140N"), Some("50W"), Some("SE/4")));
    }

    #[test]
    fn a_word_with_a_digit_is_no_number_without_its_figures() {
        assert!(
            tracts("that T1he lessee shall pay the royalty as stated in Secti0n 1 hereof, rent due.\n")
                .iter()
                .all(|t| t.township.is_none())
        );
        assert_eq!(number_slot("E1even (11)").as_deref(), Some("11"));
        assert_eq!(number_slot("Seventeen (l7)").as_deref(), Some("17"));
    }

    #[test]
    fn plss_aliquot_chains_and_ocr_glyphs() {
        let found = tracts("to-wit: N/2 N/2 SE/4 and SEY4NW% of Section 3, T. 21 N., R. 110 W.\n");
        assert_eq!(found[0].aliquots.as_deref(), Some("N/2 N/2 SE/4, SE/4 NW/4"));
        let found = tracts("to-wit: the West Half and the E 1/2 of Section 30, Township 2 South, Range 4 East.\n");
        assert_eq!(found[0].aliquots.as_deref(), Some("W/2, E/2"));
    }

    #[test]
    fn plss_government_lots() {
        let found = tracts(
            "to-wit: Lots 1 and 2, and the S/2 NE/4 of Section 4, Township 152 North, Range 97 West, McKenzie County, North Dakota.\n",
        );
        assert_eq!(found[0].lots, vec!["1".to_string(), "2".to_string()]);
        assert_eq!(found[0].aliquots.as_deref(), Some("S/2 NE/4"));
        assert_eq!(found[0].state.as_deref(), Some("ND"));
    }

    #[test]
    fn several_sections_under_one_township_heading() {
        let found = tracts("described as follows:\nTownship 6 North, Range 61 West\nSection 12: NE/4\nSection 13: All\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("12"), Some("6N"), Some("61W"), Some("NE/4")), (Some("13"), Some("6N"), Some("61W"), None)]);
    }

    #[test]
    fn township_and_range_without_directions() {
        let found = tracts("to-wit: Being part of the SE/4 of Section 8, Township 14, Range 7, Tuscarawas County, Ohio.\n");
        assert_eq!(plss_key(&found[0]), (Some("8"), Some("14"), Some("7"), Some("SE/4")));
    }

    #[test]
    fn metes_and_bounds_in_a_section() {
        let found = tracts(
            "described as follows: Being part of the NW/4 of Section 20, Township 3, Range 6, Noble County, Ohio. BEGINNING at an iron pin; thence N 45 E 200 feet; thence S 10 W 310 feet to the place of beginning, containing 9.48 acres, more or less.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].system, Some(LandSystem::MetesBounds));
        assert_eq!(plss_key(&found[0]), (Some("20"), Some("3"), Some("6"), Some("NW/4")));
        assert_eq!(found[0].acres, Some(9.48));
    }

    #[test]
    fn plss_compact_hyphenated_township_and_range() {
        let found = tracts("described as follows, to-wit:\nNW/4 Sec. 22-14N-9W\nKingfisher County, Oklahoma, containing 160 acres.\n");
        assert_eq!(plss_key(&found[0]), (Some("22"), Some("14N"), Some("9W"), Some("NW/4")));
        assert_eq!(found[0].system, Some(LandSystem::Plss));
        let found = tracts("to-wit: SE/4 Sec. 7-21-68, Platte County, Wyoming.\n");
        assert_eq!(plss_key(&found[0]), (Some("7"), Some("21"), Some("68"), Some("SE/4")));
    }

    #[test]
    fn plss_section_township_range_chain_without_the_section_word() {
        let found = tracts("all of the oil, gas and other minerals in and under the S/2 of 15-12N-13W, Caddo County, Oklahoma.\n");
        assert_eq!(found.len(), 1);
        assert_eq!(plss_key(&found[0]), (Some("15"), Some("12N"), Some("13W"), Some("S/2")));
        let found = tracts("to-wit: NE/4 NW/4 of 3-21S-36E and the SW/4 of 10-21S-36E, Lea County, New Mexico.\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![(Some("3"), Some("21S"), Some("36E"), Some("NE/4 NW/4")), (Some("10"), Some("21S"), Some("36E"), Some("SW/4"))]
        );
        let mixed = tracts("the following lands: Section 11-13S-18W and the N/2 of 2-14S-18W, Ellis County, Kansas.\n");
        let keys: Vec<_> = mixed.iter().map(|t| (t.section.as_deref(), t.township.as_deref(), t.range.as_deref())).collect();
        assert_eq!(keys, vec![(Some("11"), Some("13S"), Some("18W")), (Some("2"), Some("14S"), Some("18W"))]);
    }

    #[test]
    fn number_chains_without_directions_are_not_sections() {
        for text in [
            "the following land: Lot 4, Block 2, Smith Addition, recorded in Book 12-104-88, Midland County, Texas.\n",
            "to-wit: the tract described in the plat filed 3-12-1952, Reeves County, Texas.\n",
            "to-wit: the S/2 of 40-12N-13W, Caddo County, Oklahoma.\n",
        ] {
            assert!(tracts(text).iter().all(|t| t.system != Some(LandSystem::Plss)), "{text}");
        }
    }

    #[test]
    fn plss_short_forms_of_examiners_and_abstracters() {
        let cases = [
            ("to-wit: the SE/4 of Sec. 4-T17N-R9W, Logan County, Oklahoma.\n", ("4", "17N", "9W")),
            ("to-wit: the NW/4 Sec. 17, Twp. 17 S., Rge. 21 W., Ness County, Kansas.\n", ("17", "17S", "21W")),
            ("to-wit: Section 11-13S-18W, Ellis County, Kansas.\n", ("11", "13S", "18W")),
        ];
        one_place_each(&cases);
        let two = tracts("all of Sections 6 and 7, Township 28 North, Range 51 East, Richland County, Montana.\n");
        let sections: Vec<_> = two.iter().map(|t| (t.section.as_deref(), t.township.as_deref(), t.range.as_deref())).collect();
        assert_eq!(sections, vec![(Some("6"), Some("28N"), Some("51E")), (Some("7"), Some("28N"), Some("51E"))]);
    }

    #[test]
    fn patent_wording_with_lots_and_hundreds_in_words() {
        let found = tracts(
            "the claim of ELMER J. RUUD has been established for the lots one and two and the south half of the northwest quarter of Section seven in Township one hundred forty-two north of Range ninety-eight west of the Fifth Principal Meridian, North Dakota, containing one hundred fifty-nine acres.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(plss_key(&found[0]), (Some("7"), Some("142N"), Some("98W"), Some("S/2 NW/4")));
        assert_eq!(found[0].lots, vec!["1".to_string(), "2".to_string()]);
        assert_eq!(found[0].meridian.as_deref(), Some("5TH PM"));
    }

    #[test]
    fn lots_in_words_and_figures_and_of_range() {
        let found = tracts(
            "to-wit: Lots Three (3) and Four (4) and the East Half of the Northwest Quarter (E1/2NW1/4) of Section Six (6), in Township Twenty (20) North, of Range Sixty (60) West of the 6th P.M.\n",
        );
        assert_eq!(plss_key(&found[0]), (Some("6"), Some("20N"), Some("60W"), Some("E/2 NW/4")));
        assert_eq!(found[0].lots, vec!["3".to_string(), "4".to_string()]);
    }

    #[test]
    fn parenthesised_restatement_is_not_more_land() {
        let found = tracts("to-wit: Lots 1, 2, E/2 NW/4 (being the NW/4) Sec. 6-20N-60W, Laramie County, Wyoming.\n");
        assert_eq!(found[0].aliquots.as_deref(), Some("E/2 NW/4"));
        assert_eq!(found[0].lots, vec!["1".to_string(), "2".to_string()]);
    }

    #[test]
    fn township_and_range_of_the_tract_before() {
        let extraction = extract(&Instrument::from_raw(
            "described as follows:\nFIRST TRACT: Part of the NE/4 of Section 5, Township 10, Range 5, Harrison County, Ohio. Beginning at a post; thence North 20 perches to the place of beginning.\nSECOND TRACT: Part of the SE/4 of Section 8, Township 10, Range &. Beginning at a stake; thence East 12 perches to the place of beginning.\n",
        ));
        let keys: Vec<_> = extraction.tracts.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("5"), Some("10"), Some("5"), Some("NE/4")), (Some("8"), Some("10"), Some("5"), Some("SE/4"))]);
        assert!(extraction.warnings.iter().any(|w| w == "section 8 takes township 10 and range 5 from the tract before"));
        let found = tracts(
            "described as follows:\nFIRST TRACT: the NE/4 of Section 5, Township 10, Range 5.\nSECOND TRACT: the SE/4 of Section 8, Township 11, Range &.\n",
        );
        assert_eq!(found.len(), 1);
    }

    #[test]
    fn township_word_spoiled_by_ocr() {
        let found = tracts("to wit: the northwest quarter of section twenty, townehip two, range six, Noble County, Ohio.\n");
        assert_eq!(plss_key(&found[0]), (Some("20"), Some("2"), Some("6"), Some("NW/4")));
        // A u for the n and "li" for the h, as OCR reads a worn "n" and "h".
        let cases = [
            ("the SW/4 of Section 7, Towuship 14 Soutb, Range 9 West of the 6th P.M.\n", ("7", "14S", "9W", "SW/4")),
            ("the NE/4 of Section 30, Townsliip 28 North, Rauge 3 East\n", ("30", "28N", "3E", "NE/4")),
            // OCR's b for the h in the part's direction too.
            ("the Soutbwest Quarter of Section 4, Townsbip 9 Nortb, Range 2 Wcst\n", ("4", "9N", "2W", "SW/4")),
        ];
        one_tract_each(&cases);
    }

    #[test]
    fn township_number_without_its_word() {
        let extraction = extract(&Instrument::from_raw(
            "Situated in the County of Harrison in the State of Ohio:\nNo. 12, Range No. 3, in the Village of Cadiz,\nBeing part of the West Half of Section No. 7, Township\nBeginning at an iron pin; thence North 40 feet; thence East 60 feet to the place of beginning, containing .412 acres.\n",
        ));
        assert_eq!(plss_key(&extraction.tracts[0]), (Some("7"), Some("12"), Some("3"), Some("W/2")));
        assert!(extraction.warnings.iter().any(|w| w.contains("read as township 12 and range 3")));
    }

    #[test]
    fn statute_and_out_of_range_sections_are_not_plss() {
        let found =
            tracts("Section 5711.32 of the Revised Code. Section 40, Township 3, Range 2. The SE/4 of Section 6, Township 3, Range 2.\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("6"), Some("3"), Some("2"), Some("SE/4"))]);
    }

    #[test]
    fn township_and_range_with_hyphens_and_without_their_words() {
        let cases = [
            ("T-12-S, R-31-E, Sec. 9: SW4NE4", ("9", "12S", "31E", "SW/4 NE/4")),
            ("T-148-N-R-102-W Sec 22: S2", ("22", "148N", "102W", "S/2")),
            ("T148N-102W, Section 22: N2SE", ("22", "148N", "102W", "N/2 SE/4")),
            ("148N-102W Sec 22: W2", ("22", "148N", "102W", "W/2")),
        ];
        for (written, (section, township, range, aliquots)) in cases {
            let found = tracts(written);
            assert_eq!(plss_key(&found[0]), (Some(section), Some(township), Some(range), Some(aliquots)), "{written}");
        }
        // Without R and without both directions two numbers are no township and range.
        assert!(tracts("Section 4, Township 12, 35 acres of pasture\n").is_empty());
    }

    #[test]
    fn several_townships_each_heading_its_sections() {
        let found = tracts("T151N-R101W Sec 7: NW4, Sec 8: ALL; T152N-R101W Sec 31: Lots 1-2, E2SW4\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![
                (Some("7"), Some("151N"), Some("101W"), Some("NW/4")),
                (Some("8"), Some("151N"), Some("101W"), None),
                (Some("31"), Some("152N"), Some("101W"), Some("E/2 SW/4")),
            ]
        );
        assert_eq!(found[2].lots, vec!["1", "2"]);
    }

    #[test]
    fn section_ranges_and_the_section_sign() {
        let sections = |text: &str| tracts(text).iter().map(|t| t.section.clone().unwrap_or_default()).collect::<Vec<_>>();
        assert_eq!(sections("T9S-R60W Secs 21 - 24: ALL\n"), vec!["21", "22", "23", "24"]);
        assert_eq!(sections("Sections 5 thru 7 and 11, Township 9 South, Range 60 West\n"), vec!["5", "6", "7", "11"]);
        assert_eq!(sections("§§ 30 and 31, T9S, R60W\n"), vec!["30", "31"]);
        // A compact chain is one section with its township and range, not a range of sections.
        assert_eq!(plss_key(&tracts("Sec. 18-33-71, Converse County\n")[0]), (Some("18"), Some("33"), Some("71"), None));
    }

    #[test]
    fn parts_after_the_township_of_a_section_heading() {
        let found = tracts("§ 26, T9S, R60W: the North Half of the Southeast Quarter\n");
        assert_eq!(plss_key(&found[0]), (Some("26"), Some("9S"), Some("60W"), Some("N/2 SE/4")));
    }

    #[test]
    fn figures_with_ocr_letters() {
        let found = tracts("T2lN-Rl08W Section 14: SEl/4NWl/4\n");
        assert_eq!(plss_key(&found[0]), (Some("14"), Some("21N"), Some("108W"), Some("SE/4 NW/4")));
        assert_eq!(number_slot("6O").as_deref(), Some("60"));
    }

    #[test]
    fn a_tract_of_said_section_township_and_range() {
        let extraction = extract(&Instrument::from_raw(
            "TRACT ONE: part of the W/2 of the NE/4 of Section 14, Township 12, Range 3, beginning at a stone; thence East 10 chains; thence South 8 chains to the beginning, containing 8 acres.\n\
             TRACT TWO: part of the E/2 of the NW/4 of said Section, Township and Range, beginning at a post; thence along said Quarter Section 6 chains to a stake; thence North 4 chains to the beginning, containing 2.4 acres.\n",
        ));
        let keys: Vec<_> = extraction.tracts.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![(Some("14"), Some("12"), Some("3"), Some("W/2 NE/4")), (Some("14"), Some("12"), Some("3"), Some("E/2 NW/4"))]
        );
        assert!(extraction.warnings.iter().any(|w| w.contains("read as section 14 of the tract before")));
    }

    #[test]
    fn parts_after_a_section_without_a_colon_and_parts_of_an_aliquot() {
        assert_eq!(plss_key(&tracts("T3S R66W Sec 27 SW/4\n")[0]), (Some("27"), Some("3S"), Some("66W"), Some("SW/4")));
        let found = tracts("T3S-R66W Section 27: That part of the SE/4 lying east of the ditch\n");
        assert_eq!(found[0].aliquots.as_deref(), Some("SE/4"));
    }

    #[test]
    fn government_lots_with_their_acreage() {
        let found = tracts("T3S-R66W Sec 6: Lots 3(38.62), 4(38.70 ac.), SE4NW4\n");
        assert_eq!(found[0].lots, vec!["3", "4"]);
        assert_eq!(found[0].aliquots.as_deref(), Some("SE/4 NW/4"));
    }

    #[test]
    fn range_written_before_township() {
        let found = tracts(
            "being in the northeast quarter of Section 12, Range 5 West, Township 8 North, of the Old Seven Ranges, Belmont County, Ohio\n",
        );
        assert_eq!(plss_key(&found[0]), (Some("12"), Some("8N"), Some("5W"), Some("NE/4")));
        let found = tracts("the SW/4 of Section 30, Range 7, Township 11, Tuscarawas County, Ohio\n");
        assert_eq!(plss_key(&found[0]), (Some("30"), Some("11"), Some("7"), Some("SW/4")));
    }

    #[test]
    fn number_signs_and_ocr_rules_between_township_and_range() {
        let found = tracts("Being a part of Section #9, Township #11, Range #3, Monroe County, Ohio\n");
        assert_eq!(plss_key(&found[0]), (Some("9"), Some("11"), Some("3"), None));
        let found = tracts("the SE/4 of Section 9, Township 11,\n-+,|| Range 3, Monroe County, Ohio\n");
        assert_eq!(plss_key(&found[0]), (Some("9"), Some("11"), Some("3"), Some("SE/4")));
    }

    #[test]
    fn directions_and_meridians_through_ocr_and_abstracters_codes() {
        assert_eq!(plss_key(&tracts("T8N-R12VV Sec 3: SW/4\n")[0]), (Some("3"), Some("8N"), Some("12W"), Some("SW/4")));
        let found = tracts("Township 4 N0rth, Range 17 West, 6th P.M., Section 9: NE/4\n");
        assert_eq!(plss_key(&found[0]), (Some("9"), Some("4N"), Some("17W"), Some("NE/4")));
        let found = tracts("the SE/4 of Section 5-7N-19ECM, Texas County, Oklahoma\n");
        assert_eq!(plss_key(&found[0]), (Some("5"), Some("7N"), Some("19E"), Some("SE/4")));
        assert_eq!(found[0].meridian.as_deref(), Some("CM"));
        let found = tracts("Sec. 12: S/2, T. 2 S., R. 5 E., G.&S.R.M., Maricopa County, Arizona\n");
        assert_eq!(found[0].meridian.as_deref(), Some("GSRM"));
    }

    #[test]
    fn number_words_spoiled_by_ocr_read_by_their_figures() {
        let found = tracts(
            "to-wit: the NE/4 of Scction Sevcnteen (17), Township Twcnty-one (21) South, Range Thirty-\n   threc (33) East, N.M.P.M.\n",
        );
        assert_eq!(plss_key(&found[0]), (Some("17"), Some("21S"), Some("33E"), Some("NE/4")));
        let found = tracts("to-wit: the W/2 of Section Twenty-six (26), Town Thirty-one (31) North, Range Four (4) East.\n");
        assert_eq!(plss_key(&found[0]), (Some("26"), Some("31N"), Some("4E"), Some("W/2")));
    }

    #[test]
    fn parts_before_a_section_are_its_own_and_parts_after_one_are_not_the_next() {
        let keys = |text: &str| tracts(text).iter().map(|t| (t.section.clone(), t.aliquots.clone(), t.lots.clone())).collect::<Vec<_>>();
        let owned = |section: &str, aliquots: &str, lots: &[&str]| {
            (Some(section.to_string()), Some(aliquots.to_string()), lots.iter().map(|l| l.to_string()).collect::<Vec<_>>())
        };
        assert_eq!(keys("SW/4 Sec. 9, NW/4 Sec. 16, T3N R7W\n"), vec![owned("9", "SW/4", &[]), owned("16", "NW/4", &[])]);
        assert_eq!(
            keys("T. 4 S., R. 2 E.,\nSec. 5, Lot 2, SW/4 NE/4;\nSec. 6, NW/4 NW/4.\n"),
            vec![owned("5", "SW/4 NE/4", &["2"]), owned("6", "NW/4 NW/4", &[])]
        );
    }

    #[test]
    fn parts_after_a_township_with_its_meridian_or_glued_to_the_section() {
        let found = tracts("Section 4, Township 2 South, Range 6 West of the 5th P.M.: the N/2 NE/4 and the SW/4 NE/4\n");
        assert_eq!(plss_key(&found[0]), (Some("4"), Some("2S"), Some("6W"), Some("N/2 NE/4, SW/4 NE/4")));
        assert_eq!(plss_key(&tracts("9-21N-4W SE4\n")[0]), (Some("9"), Some("21N"), Some("4W"), Some("SE/4")));
        let found = tracts("Sec. 31, T-12-S, R-29-E, SW/4 NW/4\n");
        assert_eq!(plss_key(&found[0]), (Some("31"), Some("12S"), Some("29E"), Some("SW/4 NW/4")));
        let found = tracts("Section 27 - NE4NE4, T8S R95W\n");
        assert_eq!(plss_key(&found[0]), (Some("27"), Some("8S"), Some("95W"), Some("NE/4 NE/4")));
        let found = tracts("Section 3, T5N, R3W, and the NE/4 of Section 4, T5N, R3W\n");
        assert_eq!(
            found.iter().map(plss_key).collect::<Vec<_>>(),
            vec![(Some("3"), Some("5N"), Some("3W"), None), (Some("4"), Some("5N"), Some("3W"), Some("NE/4"))]
        );
        // A part after a township that ends another section's description is not that section's.
        let found = tracts("NE/4 of Section 5, T3N R4W NW/4 of Section 6, T3N R4W\n");
        assert_eq!(found[0].aliquots.as_deref(), Some("NE/4"));
    }

    /// The abbreviations and wording of old mortgages, tax deeds and federal patents.
    #[test]
    fn township_abbreviations_and_lots_of_patents_and_tax_deeds() {
        let found = tracts("the N.E. 1/4 of Sec. 5, Tp. 123, R. 62, Spink County, South Dakota, containing 160 acres\n");
        assert_eq!(plss_key(&found[0]), (Some("5"), Some("123"), Some("62"), Some("NE/4")));
        let found = tracts("Southwest Quarter of Section 30, Twsp. 14 North, Range 9 West\n");
        assert_eq!(plss_key(&found[0]), (Some("30"), Some("14N"), Some("9W"), Some("SW/4")));
        let patent = tracts(
            "granted unto the said Edna Hull the Lots numbered three and four, and the south half of the north-west quarter of \
Section six, in Township nine north, of Range sixty-eight west of the Sixth Principal Meridian, containing one hundred fifty acres\n",
        );
        assert_eq!(plss_key(&patent[0]), (Some("6"), Some("9N"), Some("68W"), Some("S/2 NW/4")));
        assert_eq!(patent[0].lots, vec!["3", "4"]);
        let found = tracts("Lots Nos. 1 and 2, Sec. 4, T. 20 N., R. 7 E.\n");
        assert_eq!(found[0].lots, vec!["1", "2"]);
    }

    #[test]
    fn lots_inclusive_and_fractional_sections() {
        let found = tracts("Lots 1-4 inc., Sec. 31, T5N, R3W\n");
        assert_eq!(found[0].lots, vec!["1", "2", "3", "4"]);
        let found = tracts("Lot 2 and the SW/4 NE/4 of fractional Section 2, Township 11 North, Range 4 West\n");
        assert_eq!((found[0].lots.clone(), found[0].aliquots.as_deref()), (vec!["2".to_string()], Some("SW/4 NE/4")));
        let found = tracts("W/2 SW/4, less 5 acres in the NW corner, of Section 9, Township 5 North, Range 3 West\n");
        assert_eq!(plss_key(&found[0]), (Some("9"), Some("5N"), Some("3W"), Some("W/2 SW/4")));
    }

    #[test]
    fn lots_said_to_be_inclusive() {
        let found = tracts("Sec. 2: Lots 1 to 3, inclusive, and S/2 NE/4, T. 9 N., R. 14 E.\n");
        assert_eq!(found[0].lots, vec!["1", "2", "3"]);
        assert_eq!(found[0].aliquots.as_deref(), Some("S/2 NE/4"));
    }

    #[test]
    fn an_exception_between_a_part_and_its_section_or_township() {
        let found = tracts("NW/4, except 2 acres in the SW corner thereof deeded to the church, Section 8, T. 3 N., R. 1 W.\n");
        assert_eq!(plss_key(&found[0]), (Some("8"), Some("3N"), Some("1W"), Some("NW/4")));
        let found = tracts("Section 21: SE/4, LESS AND EXCEPT the S/2 SE/4 thereof, T7N-R59W\n");
        assert_eq!(plss_key(&found[0]), (Some("21"), Some("7N"), Some("59W"), Some("SE/4")));
        let found = tracts("Section 3: All, save and except the N/2 NW/4 heretofore deeded, T. 14 S., R. 30 E.\n");
        assert_eq!(plss_key(&found[0]), (Some("3"), Some("14S"), Some("30E"), None));
        // An exception that names its own section keeps its township to itself.
        let found = tracts("the SE/4 of Section 6, T2N, R8E, LESS AND EXCEPT the NE/4 SE/4 of Section 6, T2N, R8E.\n");
        assert_eq!(found.len(), 1);
    }

    #[test]
    fn sections_listed_in_a_column_under_one_section_word() {
        let found = tracts("T12N R60W\nSec. 8: Lot 2, SW/4 NE/4\n     9: NW/4\n    10: All\nWeld County, Colorado\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![
                (Some("8"), Some("12N"), Some("60W"), Some("SW/4 NE/4")),
                (Some("9"), Some("12N"), Some("60W"), Some("NW/4")),
                (Some("10"), Some("12N"), Some("60W"), None),
            ]
        );
        // A numbered paragraph after a section's line is no section.
        assert_eq!(tracts("T12N R60W Sec. 8: NW/4\n2: The lessee shall pay the rentals.\n").len(), 1);
    }

    #[test]
    fn sections_listed_by_their_numbers_after_a_heading_or_a_semicolon() {
        let keys = |text: &str| -> Vec<(String, String)> {
            tracts(text).iter().map(|t| (t.section.clone().unwrap_or_default(), t.aliquots.clone().unwrap_or_default())).collect()
        };
        let pair = |section: &str, aliquots: &str| (section.to_string(), aliquots.to_string());
        // After the township's colon, each number with a spaced dash.
        assert_eq!(
            keys("T4N R9E 4th PM: 21 - NW/4 SW/4; 28 - S/2 NE/4, Adams County\n"),
            vec![pair("21", "NW/4 SW/4"), pair("28", "S/2 NE/4")]
        );
        // After a "Sections:" heading, each number with its parts in parentheses.
        assert_eq!(
            keys("Township 150 North, Range 99 West, Sections: 7 (S/2), 8 (SW/4), 17 (all)\n"),
            vec![pair("7", "S/2"), pair("8", "SW/4"), pair("17", "")]
        );
        // After a first section, on one line.
        assert_eq!(keys("T. 18 S., R. 30 E., Sec. 2: NE/4 SE/4; 11: Lot 3\n"), vec![pair("2", "NE/4 SE/4"), pair("11", "")]);
        // A figure no part follows ends the list.
        assert_eq!(keys("T. 18 S., R. 30 E., Sec. 2: NE/4; 40 (forty) acres, more or less\n"), vec![pair("2", "NE/4")]);
    }

    #[test]
    fn each_township_after_its_own_sections() {
        let found = tracts("Sec. 10: NE/4, T. 11 N., R. 4 E., and Sec. 2: SW/4, T. 12 N., R. 4 E.\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("10"), Some("11N"), Some("4E"), Some("NE/4")), (Some("2"), Some("12N"), Some("4E"), Some("SW/4"))]);
    }

    #[test]
    fn township_range_and_section_words_read_through_letter_slips() {
        let found = tracts("the SE/4 of Sectiori 9, Townsbip 21 Nortb, Rangc 6 Wcst of the Sixth P.M.\n");
        assert_eq!(plss_key(&found[0]), (Some("9"), Some("21N"), Some("6W"), Some("SE/4")));
        assert_eq!(found[0].meridian.as_deref(), Some("6TH PM"));
        let found =
            tracts("the W/2 of Section Four (4), Township Thirty (30) Soutb, Range Seven (7) Eastof the New Mexico Principal Meridian.\n");
        assert_eq!(plss_key(&found[0]), (Some("4"), Some("30S"), Some("7E"), Some("W/2")));
        assert_eq!(found[0].meridian.as_deref(), Some("NMPM"));
        let found = tracts("Lots 3 and 4 of Section 18, Towns bip 140 North, Rauge 88 West.\n");
        assert_eq!(plss_key(&found[0]), (Some("18"), Some("140N"), Some("88W"), None));
        assert_eq!(found[0].lots, vec!["3", "4"]);
    }

    #[test]
    fn salt_lake_base_and_meridian_in_its_written_and_short_forms() {
        for written in ["Salt Lake Base and Meridian", "S.L.B.&M.", "S.L.B. & M.", "SLM", "SLB&M"] {
            let found = tracts(&format!("the NW/4 of Section 22, Township 3 South, Range 2 West, {written}, Utah County, Utah.\n"));
            assert_eq!(found[0].meridian.as_deref(), Some("SLM"), "{written}");
        }
        let found = tracts("the S/2 of Section 8, Township 5 North, Range 1 East, Boise Base and Meridian.\n");
        assert_eq!(found[0].meridian.as_deref(), Some("BM"));
    }

    #[test]
    fn section_township_and_range_chained_with_their_letters() {
        let found = tracts("to-wit: the N/2 NE/4 of 5-T12N-R8W, Kingfisher County, Oklahoma.\n");
        assert_eq!(plss_key(&found[0]), (Some("5"), Some("12N"), Some("8W"), Some("N/2 NE/4")));
        let found = tracts("NW/4 17-T3S-R60W and the SE/4 of 20-T. 3S-R. 60W, 6th P.M.\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("17"), Some("3S"), Some("60W"), Some("NW/4")), (Some("20"), Some("3S"), Some("60W"), Some("SE/4"))]);
    }

    #[test]
    fn sections_lettered_with_a_hyphen_under_a_hyphened_township() {
        let found = tracts("T-12-S R-8-E S-3: NE/4 NW/4; S-10: S/2 SE/4 (6th Mer.)\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![(Some("3"), Some("12S"), Some("8E"), Some("NE/4 NW/4")), (Some("10"), Some("12S"), Some("8E"), Some("S/2 SE/4"))]
        );
    }

    #[test]
    fn sections_paired_with_townships_listed_respectively() {
        let found = tracts("the SW/4 Sec 3 and the NE/4 Sec 10, T4N-R2W and T5N-R2W respectively, Logan County.\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("3"), Some("4N"), Some("2W"), Some("SW/4")), (Some("10"), Some("5N"), Some("2W"), Some("NE/4"))]);
        let found = tracts(
            "N/2 of Section 1, S/2 of Section 12 and all of Section 36, in Township 7 South, Range 9 East, Township 8 South, Range 9 East and Township 9 South, Range 10 East, respectively.\n",
        );
        let keys: Vec<_> = found.iter().map(|t| (t.section.as_deref(), t.township.as_deref(), t.range.as_deref())).collect();
        assert_eq!(
            keys,
            vec![(Some("1"), Some("7S"), Some("9E")), (Some("12"), Some("8S"), Some("9E")), (Some("36"), Some("9S"), Some("10E"))]
        );
        // Without "respectively" each section keeps the township written after it.
        let found = tracts("the SW/4 Sec 3, T4N-R2W and the NE/4 Sec 10, T5N-R2W.\n");
        let keys: Vec<_> = found.iter().map(|t| (t.section.as_deref(), t.township.as_deref())).collect();
        assert_eq!(keys, vec![(Some("3"), Some("4N")), (Some("10"), Some("5N"))]);
    }

    #[test]
    fn parts_after_a_heading_that_names_its_meridian_county_and_state() {
        let cases = [
            ("Section 9, Township 3 North, Range 12 West, Huntsville Meridian: the N/2 of the SW/4.\n", ("9", "3N", "12W", "N/2 SW/4")),
            ("Sec. 14, T. 9 S., R. 21 E., S.B.B.&M., Kern County, California: the SW/4 NE/4.\n", ("14", "9S", "21E", "SW/4 NE/4")),
            (
                "Section 6, Township 11 North, Range 4 East of the Chickasaw Meridian, Pontotoc County, Mississippi: The West Half and the Southeast Quarter.\n",
                ("6", "11N", "4E", "W/2, SE/4"),
            ),
            ("Sec. 30, T. 2 N., R. 8 W., Tallahassee Meridian: NE 1/4 of NW 1/4.\n", ("30", "2N", "8W", "NE/4 NW/4")),
        ];
        one_tract_each(&cases);
        // Words that are not a place (another section's parts) keep the parts before the colon.
        let found = tracts("the NE/4 of Section 3, T. 4 N., R. 5 W., and Section 10: the SW/4.\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("3"), Some("4N"), Some("5W"), Some("NE/4")), (Some("10"), Some("4N"), Some("5W"), Some("SW/4"))]);
    }

    #[test]
    fn parts_named_after_the_heading_as_thereof() {
        let cases = [
            ("Section 5, T. 8 N., R. 3 E., the East Half thereof.\n", ("5", "8N", "3E", "E/2")),
            ("Sec. 19, Twp. 27 S., Rge. 14 W., the NW/4 thereof, Pratt County, Kansas.\n", ("19", "27S", "14W", "NW/4")),
            ("S22 T15N R9W IM, the NE quarter thereof\n", ("22", "15N", "9W", "NE/4")),
            ("S3 T12S R40E, the S/2 thereof\n", ("3", "12S", "40E", "S/2")),
        ];
        one_tract_each(&cases);
    }

    #[test]
    fn township_and_range_restated_in_parentheses_and_range_as_rg() {
        let cases = [
            ("the SE/4 of Section 4, Township Twelve North (T12N), Range Forty West (R40W), 6th P.M.\n", ("4", "12N", "40W")),
            ("the N/2 of Section Nine (9), Township Seven South (7 S.), Range Ten East (10 E.), Boise Meridian\n", ("9", "7S", "10E")),
            ("the W/2 of Section 21, Tp. 4 S., Rg. 9 W., Beaverhead County\n", ("21", "4S", "9W")),
            ("Township Eighty North (T-80-N), Range Six West (R-6-W)\nSec. 2: SE/4\n", ("2", "80N", "6W")),
        ];
        one_place_each(&cases);
    }

    #[test]
    fn part_of_an_aliquot_bounded_by_a_road_or_stream_is_in_that_aliquot() {
        let cases = [
            ("That part of the SW/4 lying east of the county road, Section 12, T5N, R3W.\n", ("12", "5N", "3W", "SW/4")),
            (
                "All that portion of the N/2 NE/4 situated south of Sand Creek, in Section 3, Township 7 South, Range 60 West.\n",
                ("3", "7S", "60W", "N/2 NE/4"),
            ),
            ("Part of the Southeast fractional quarter of Section 6, Town 4 North, Range 2 East.\n", ("6", "4N", "2E", "SE/4")),
            (
                "the part of the West Half lying north and west of the highway as now located, Section 17, Township 20 North, Range 9 East\n",
                ("17", "20N", "9E", "W/2"),
            ),
        ];
        one_tract_each(&cases);
    }

    #[test]
    fn one_part_for_each_of_several_sections() {
        let found = tracts("the North Half of each of Sections 10 and 11, Township 6 South, Range 33 West.\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("10"), Some("6S"), Some("33W"), Some("N/2")), (Some("11"), Some("6S"), Some("33W"), Some("N/2"))]);
        let found = tracts("the SE/4 of each of Sections Four (4) and Nine (9), T. 1 N., R. 70 W.\n");
        assert_eq!(found.iter().map(|t| t.aliquots.as_deref()).collect::<Vec<_>>(), vec![Some("SE/4"), Some("SE/4")]);
    }

    #[test]
    fn more_parts_of_said_section_after_its_heading() {
        let cases = [
            ("the SE/4 of Section 8, T2S, R3E, and the N/2 NE/4 of said section.\n", ("8", "2S", "3E", "SE/4, N/2 NE/4")),
            (
                "NW/4 SW/4, Sec. 22, T. 11 N., R. 7 W., B.M., together with the SW/4 SW/4 of said Section 22.\n",
                ("22", "11N", "7W", "NW/4 SW/4, SW/4 SW/4"),
            ),
            (
                "The E/2 of Section 30, Township 9 North, Range 52 West, and the SW/4 of the same section\n",
                ("30", "9N", "52W", "E/2, SW/4"),
            ),
        ];
        one_tract_each(&cases);
    }

    #[test]
    fn township_word_glued_to_the_word_before_by_ocr() {
        let found = tracts("the NE/4 of Section Four (4), inTownship Ten (10) North, of Range Six (6) West of the 5th P.M.\n");
        assert_eq!(plss_key(&found[0]), (Some("4"), Some("10N"), Some("6W"), Some("NE/4")));
        let found = tracts("the S/2 of Section 12, in To wnship 40 North, Range 3 East.\n");
        assert_eq!(plss_key(&found[0]), (Some("12"), Some("40N"), Some("3E"), Some("S/2")));
        let found = tracts("the W/2 of SectionTwelve (12), Township 5 South, Range 2 West.\n");
        assert_eq!(plss_key(&found[0]), (Some("12"), Some("5S"), Some("2W"), Some("W/2")));
    }

    #[test]
    fn a_fractional_quarter_restated_by_its_lots() {
        let cases = [
            (
                "The fractional Southwest Quarter of Section 7 (being Lots 3 and 4 and the E/2 SW/4), Township 11 North, Range 20 West.\n",
                ("7", "11N", "20W", "E/2 SW/4"),
                vec!["3", "4"],
            ),
            (
                "all of fractional Section 19 (Lots 1 - 4 and E/2 W/2), Township 5 South, Range 14 East\n",
                ("19", "5S", "14E", "E/2 W/2"),
                vec!["1", "2", "3", "4"],
            ),
            (
                "the N/2 of Section 2 (being Lots 1, 2, 3 and 4 and S/2 N/2), T. 3 S., R. 9 E., containing 318.40 acres\n",
                ("2", "3S", "9E", "S/2 N/2"),
                vec!["1", "2", "3", "4"],
            ),
            ("Section 6 (fractional): Lots 5 and 6, SE/4 NW/4, T. 29 N., R. 4 E.\n", ("6", "29N", "4E", "SE/4 NW/4"), vec!["5", "6"]),
        ];
        for (written, (section, township, range, aliquots), lots) in cases {
            let found = tracts(written);
            assert_eq!(found.len(), 1, "{written}");
            assert_eq!(plss_key(&found[0]), (Some(section), Some(township), Some(range), Some(aliquots)), "{written}");
            assert_eq!(found[0].lots, lots, "{written}");
        }
        // A restatement without lots restates nothing new: the part outside stays.
        let found = tracts("to-wit: Lots 1, 2, E/2 NW/4 (being the NW/4) Sec. 6-20N-60W.\n");
        assert_eq!(found[0].aliquots.as_deref(), Some("E/2 NW/4"));
    }

    #[test]
    fn parts_after_a_section_joined_to_its_township_by_in() {
        let found = tracts(
            "Section Twelve (12), in Township Nine (9) North of Range Three (3) East of the Boise Meridian, the North Half thereof and the Southwest Quarter\n",
        );
        assert_eq!(plss_key(&found[0]), (Some("12"), Some("9N"), Some("3E"), Some("N/2, SW/4")));
        let found = tracts("Sec. 8, in T. 14 S., R. 31 W., the SE/4 thereof, Logan County\n");
        assert_eq!(plss_key(&found[0]), (Some("8"), Some("14S"), Some("31W"), Some("SE/4")));
    }

    #[test]
    fn a_township_in_four_spoiled_words_reads_by_its_figures() {
        let found = tracts("the SE/4 of Section Five (5), Township One Hundred Twenty-thrce (123) North, Range Sixty-two (62) West\n");
        assert_eq!(plss_key(&found[0]), (Some("5"), Some("123N"), Some("62W"), Some("SE/4")));
        let found = tracts("the N/2 of Section 9, Township One Hundred Forty-scven (147) North, Range Ninety-cight (98) West\n");
        assert_eq!(plss_key(&found[0]), (Some("9"), Some("147N"), Some("98W"), Some("N/2")));
    }

    #[test]
    fn a_section_number_spoiled_by_ocr_is_not_read_as_its_first_word() {
        let extraction = extract(&Instrument::from_raw(
            "for the south half of Section twenty-ninc in Township eight north of Range twenty-six east of the Black Hills Meridian\n",
        ));
        assert!(extraction.tracts.iter().all(|t| t.section.as_deref() != Some("20")));
        assert!(extraction.warnings.iter().any(|w| w.contains("spoiled by OCR")));
        let found = tracts("the north half of Section twenty-nine in Township eight north of Range twenty-six east\n");
        assert_eq!(found[0].section.as_deref(), Some("29"));
    }

    #[test]
    fn numbered_clauses_of_a_lease_form_are_not_sections() {
        let found = tracts(
            "T. 21 N., R. 53 E., Nevada\n   sec. 4, lots 1-4, S2N2;\n   sec. 9, all.\nLEASE TERMS\nSec. 1. Rentals: rentals shall be paid in advance. Sec. 2. Royalties: at the rate of one-eighth.\nSection 3. Bonds. The lessee shall file a bond.\n",
        );
        let sections: Vec<_> = found.iter().map(|t| t.section.as_deref()).collect();
        assert_eq!(sections, vec![Some("4"), Some("9")]);
        let found = tracts("the NE/4 of Section 12. Township 5 North, Range 3 West.\n");
        assert_eq!(found[0].section.as_deref(), Some("12"));
    }

    #[test]
    fn clause_headings_of_two_words_or_a_hyphen_are_not_sections() {
        // A paid-up lease form, a surface use agreement and an older producers' form.
        let found = tracts(
            "Township 152 North, Range 97 West, 5th P.M.\nSection 21: NE/4\n\nSection 5. Shut-in Royalty. While a well is shut in, Lessee may pay.\nSection 6. Force Majeure: no breach by Lessee.\nSection 7. Pugh Clause. At the end of the term.\nSec. 8. Notice and Payment. All notices in writing.\n",
        );
        let sections: Vec<_> = found.iter().map(|t| t.section.as_deref()).collect();
        assert_eq!(sections, vec![Some("21")]);
    }

    #[test]
    fn a_section_numbered_zero_is_ocr_not_land() {
        // OCR's zero for the o of "second" reads as "Sec" and a 0.
        let found = tracts("parties of the sec0nd part, the SW/4 of Section 11, T. 6 N., R. 7 W., I. M.\n");
        let sections: Vec<_> = found.iter().map(|t| t.section.as_deref()).collect();
        assert_eq!(sections, vec![Some("11")]);
    }

    #[test]
    fn section_township_and_range_each_numbered_as_patents_write_them() {
        let cases = [
            (
                "all of the Southwest Quarter of the Section numbered Nine in the Township numbered Twelve North of the Range numbered Four West of the Indian Meridian\n",
                ("9", "12N", "4W", "SW/4"),
            ),
            (
                "the north half of section numbered thirty, in the township numbered six south of the base line, and the range numbered two east of the Third Principal Meridian\n",
                ("30", "6S", "2E", "N/2"),
            ),
            // OCR's u for the n of "Range" and a lost capital.
            ("the SE/4 of section numbered 17, township numbered 3 North, rauge numbered 9 West, 6th P.M.\n", ("17", "3N", "9W", "SE/4")),
        ];
        one_tract_each(&cases);
    }

    #[test]
    fn a_meridian_in_parentheses_between_a_section_and_its_parts() {
        let cases = [
            ("Schedule line: 9-4N-8W (Indian Meridian) SW SE\n", ("9", "4N", "8W", "SW/4 SE/4")),
            ("Sec. 30, T. 12 N., R. 3 E. (6th P.M.), the N/2 NW/4\n", ("30", "12N", "3E", "N/2 NW/4")),
            // OCR's stops lost in the meridian's initials.
            ("Sec 5, T2S, R61W (6th PM): E2SE4\n", ("5", "2S", "61W", "E/2 SE/4")),
        ];
        one_tract_each(&cases);
        // Parentheses that hold more than a meridian leave the parts after them unread here.
        let found = tracts("Sec. 30, T. 12 N., R. 3 E. (6th P.M., see plat 4) and the N/2 NW/4 of Section 31\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("30"), Some("12N"), Some("3E"), None), (Some("31"), Some("12N"), Some("3E"), Some("N/2 NW/4"))]);
    }

    #[test]
    fn quarters_named_by_a_direction_in_ly_or_ern() {
        let cases = [
            (
                "the southwesterly quarter of the northwesterly quarter of Section 8, Township 4 North, Range 2 West, I.M.\n",
                ("8", "4N", "2W", "SW/4 NW/4"),
            ),
            ("the Southern Half of Section 14, T. 10 N., R. 5 E., 6th P.M.\n", ("14", "10N", "5E", "S/2")),
            ("the Easterly one-half of the North-Easterly quarter of Sec. 3, T. 2 S., R. 7 W.\n", ("3", "2S", "7W", "E/2 NE/4")),
        ];
        one_tract_each(&cases);
    }

    #[test]
    fn a_township_direction_cut_to_two_letters_and_a_stop() {
        let cases = [
            ("Twp. 9 So., Rge. 4 E., S.L.M.: Sec. 3, the South half of the Southeast quarter.\n", ("3", "9S", "4E", "S/2 SE/4")),
            ("T. 27 No., R. 6 W., the NW/4 of Sec. 14.\n", ("14", "27N", "6W", "NW/4")),
            ("the NE/4 of Section 8, Township 4 So., Range 21 East of the Boise Meridian\n", ("8", "4S", "21E", "NE/4")),
            ("Town 31 No., Range 2 W.: Sec. 5, the Southwest quarter\n", ("5", "31N", "2W", "SW/4")),
            // "So" without its stop, and a range's "Wt.".
            ("Twp 6 So Rge 2 East sec 21: NE/4\n", ("21", "6S", "2E", "NE/4")),
            ("the N 1/2 of the NE 1/4 of Sec. 9, Twp. 12 No., Rge. 7 Wt., M.D.B.&M.\n", ("9", "12N", "7W", "N/2 NE/4")),
        ];
        one_tract_each(&cases);
    }

    #[test]
    fn the_willamette_meridian_glued_to_the_range_direction() {
        let found = tracts("SE 1/4 Sec 22 Twp 14 N Rge 41 EWM\n");
        assert_eq!(plss_key(&found[0]), (Some("22"), Some("14N"), Some("41E"), Some("SE/4")));
        assert_eq!(found[0].meridian.as_deref(), Some("WM"));
    }

    #[test]
    fn a_township_word_split_by_ocr_and_a_comma_before_the_range_direction() {
        let cases = [
            ("All of Section Nine (9), in Townsh ip Thirty (30) North, Range Seven (7), West of the 6th P.M.\n", ("9", "30N", "7W")),
            ("the SW/4 of Section 22, Town ship 12 North, Range 3, East of the Black Hills Meridian\n", ("22", "12N", "3E")),
            ("the E/2 of Section 6, Townsh ip 40 South, Range 11, West, Willamette Meridian\n", ("6", "40S", "11W")),
        ];
        one_place_each(&cases);
        // A bare letter after the comma may open an aliquot: the range keeps no direction then.
        let found = tracts("Township 5, Range 3, E/2 of Section 4, Noble County, Ohio.\n");
        assert_eq!(found[0].range.as_deref(), Some("3"));
    }

    #[test]
    fn quarters_abbreviated_qr_and_qtr() {
        let found = tracts("Section 20-T16N-R7W, I.M.: NE Qr and the S/2 of the NW Qr\n");
        assert_eq!(found[0].aliquots.as_deref(), Some("NE/4, S/2 NW/4"));
        let found = tracts("the SE Qtr. of Sec. 11, T. 3 S., R. 9 E.\n");
        assert_eq!(found[0].aliquots.as_deref(), Some("SE/4"));
        let found = tracts("Sec. 4, T12N, R5W: S.W. Qr. of the N.E. Qr.\n");
        assert_eq!(found[0].aliquots.as_deref(), Some("SW/4 NE/4"));
    }

    #[test]
    fn a_section_with_its_parts_in_parentheses_or_after_an_article() {
        let found = tracts("Sec. 5 (all) and Sec. 8 (S/2), 24S-31E, Lea Co., N.M.\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("5"), Some("24S"), Some("31E"), None), (Some("8"), Some("24S"), Some("31E"), Some("S/2"))]);
        let found = tracts("Section 30 (NE/4) and Section 31 (N/2 NW/4), Township 7 North, Range 59 West\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![(Some("30"), Some("7N"), Some("59W"), Some("NE/4")), (Some("31"), Some("7N"), Some("59W"), Some("N/2 NW/4"))]
        );
        let found = tracts("S22 T4N R10 ECM, the S2\n");
        assert_eq!(plss_key(&found[0]), (Some("22"), Some("4N"), Some("10E"), Some("S/2")));
        let found = tracts("S.9-T1S-R3E, the NE4\n");
        assert_eq!(plss_key(&found[0]), (Some("9"), Some("1S"), Some("3E"), Some("NE/4")));
    }

    #[test]
    fn all_of_a_section_takes_no_part_listed_after_it() {
        let found = tracts("All of Section 3, and the E/2 of Section 10, in Township 21 North, Range 62 East, M.D.B.&M.\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("3"), Some("21N"), Some("62E"), None), (Some("10"), Some("21N"), Some("62E"), Some("E/2"))]);
        let found = tracts("to-wit: all of Sec. 9, the SW/4 of Sec. 10, T. 5 S., R. 2 W.\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(keys, vec![(Some("9"), Some("5S"), Some("2W"), None), (Some("10"), Some("5S"), Some("2W"), Some("SW/4"))]);
        let found = tracts("ALL Section 14, and the N/2 of Section 15, Township 2 North, Range 8 West\n");
        assert_eq!(found[0].aliquots, None);
        assert_eq!(found[1].aliquots.as_deref(), Some("N/2"));
    }

    #[test]
    fn a_part_or_lot_after_a_bare_except_or_less_is_kept_back() {
        let found = tracts("the NW/4 of Section 5, T. 9 N., R. 2 E., except Lot 2 thereof; together with Lots 3 and 4 of said Section 5\n");
        assert_eq!((found[0].aliquots.as_deref(), found[0].lots.clone()), (Some("NW/4"), vec!["3".to_string(), "4".to_string()]));
        let found = tracts("Sec. 8, T2S, R4W: the SE/4, less the N/2 thereof\n");
        assert_eq!(found[0].aliquots.as_deref(), Some("SE/4"));
    }

    #[test]
    fn a_part_that_divides_or_places_a_lot_is_the_lot() {
        let found = tracts("the S/2 of Lot 2 and all of Lot 3 of Section 6, T. 14 N., R. 3 W.\n");
        assert_eq!((found[0].aliquots.as_deref(), found[0].lots.clone()), (None, vec!["2".to_string(), "3".to_string()]));
        let found = tracts("Lot 7 situated in the SW/4 of Section 19, T. 14 N., R. 3 W.\n");
        assert_eq!((found[0].aliquots.as_deref(), found[0].lots.clone()), (None, vec!["7".to_string()]));
    }

    #[test]
    fn a_fractional_quarter_restated_by_its_lots_is_the_lots() {
        let cases = [
            ("Sec. 6-T10N-R13W: fractional NE/4 (Lots 1 and 2 and the S/2 NE/4)\n", "6", "S/2 NE/4", vec!["1", "2"]),
            ("Section 18: SW/4 (Lots 3, 4, E/2SW/4), Township 33 North, Range 71 West\n", "18", "E/2 SW/4", vec!["3", "4"]),
            ("the fractional NW/4 (being Lots 1 and 2 and the E/2 NW/4) of Section 7, T. 2 N., R. 4 W.\n", "7", "E/2 NW/4", vec!["1", "2"]),
            (
                "The Southwest fractional quarter of Section 31, Township 9 North, Range 2 East, being Lots 3 and 4 and the E/2 of the SW/4.\n",
                "31",
                "E/2 SW/4",
                vec!["3", "4"],
            ),
            ("the NW/4 of Section 19, T. 40 N., R. 5 W., being lots 1 and 2, and the E/2 NW/4 thereof\n", "19", "E/2 NW/4", vec!["1", "2"]),
            // "thereof" after a bare half is of the fractional quarter the restatement restates.
            (
                "The Southeast fractional quarter of Section 30, Township 4 South, Range 9 West, being Lots 3 and 4 and the West half thereof\n",
                "30",
                "W/2 SE/4",
                vec!["3", "4"],
            ),
            // After the parts' colon, with the word before the direction.
            (
                "Section 7, Township 22 North, Range 6 West, Pine County: the fractional Southwest Quarter, being Lots 3 and 4 and the E/2 of the SW/4.\n",
                "7",
                "E/2 SW/4",
                vec!["3", "4"],
            ),
            // The section restated whole as fractional, with its lots and parts.
            (
                "Section 31, Town 2 North, Range 8 East of the 4th P.M., being Fractional Section 31 with Lots 1 and 2 and the E1/2 NW1/4\n",
                "31",
                "E/2 NW/4",
                vec!["1", "2"],
            ),
        ];
        for (text, section, aliquots, lots) in cases {
            let found = tracts(text);
            assert_eq!(found.len(), 1, "{text}");
            assert_eq!(found[0].section.as_deref(), Some(section), "{text}");
            assert_eq!(found[0].aliquots.as_deref(), Some(aliquots), "{text}");
            assert_eq!(found[0].lots, lots, "{text}");
        }
        // A quarter restated by another quarter keeps the lots written outside.
        let found = tracts("Section 18: Lots 3, 4, E/2 SW/4 (being the SW/4), Township 33 North, Range 71 West\n");
        assert_eq!(found[0].aliquots.as_deref(), Some("E/2 SW/4"));
        assert_eq!(found[0].lots, vec!["3", "4"]);
    }

    #[test]
    fn meridians_without_a_short_form_keep_their_name() {
        for (text, meridian) in [
            ("the SE/4 of Section 3, Township 4 North, Range 2 West, Choctaw Meridian\n", "CHOCTAW"),
            ("the W/2 of Section 30, Township 2 North, Range 5 East, St. Stephens Meridian\n", "ST STEPHENS"),
            ("the NE/4 of section Nine, township Six, range Two East, Huntsville Meridian\n", "HUNTSVILLE"),
        ] {
            assert_eq!(tracts(text)[0].meridian.as_deref(), Some(meridian), "{text}");
        }
    }

    #[test]
    fn a_number_chain_without_directions_after_its_aliquot() {
        let cases = [
            ("to-wit: NE4 of 28-147-98, McKenzie County, North Dakota\n", ("28", "147", "98", "NE/4")),
            ("the SW/4 12-152-97, Williams County\n", ("12", "152", "97", "SW/4")),
            ("the N/2 of the SE/4 of 5-139-81, Burleigh County\n", ("5", "139", "81", "N/2 SE/4")),
        ];
        one_tract_each(&cases);
        for text in ["recorded in Book 12-104-88, Midland County, Texas.\n", "filed 3-12-52 in the office of the clerk of Ward County\n"] {
            assert!(tracts(text).iter().all(|t| t.system != Some(LandSystem::Plss)), "{text}");
        }
    }

    #[test]
    fn an_irregular_section_numbered_past_36_with_its_township() {
        let cases = [
            ("the NE/4 of Irregular Section 47, Township 5 South, Range 2 East, St. Helena Meridian\n", ("47", "5S", "2E", "NE/4")),
            ("the S/2 of Section Thirty-nine (39), T3N-R1W, Louisiana Meridian, Ouachita Parish\n", ("39", "3N", "1W", "S/2")),
            ("the W/2 of Sec. 38 in Township 1 North, Range 3 West, Washington Meridian\n", ("38", "1N", "3W", "W/2")),
        ];
        one_tract_each(&cases);
        // A statute's section number stands without a township after it.
        let found = tracts("the NE/4 of Section 12, Township 4 North, Range 3 West, leased under Section 40 of the Act\n");
        let sections: Vec<_> = found.iter().map(|t| t.section.as_deref()).collect();
        assert_eq!(sections, vec![Some("12")]);
    }

    #[test]
    fn an_irregular_section_with_a_remark_or_listed_before_its_township() {
        let cases = [
            ("Sec. 44 (irregular), T4S, R3E, Louisiana Meridian: the part of said section south of the bayou\n", ("44", "4S", "3E")),
            ("Sec. 38 (fractional), T1N-R3W, Washington Meridian\n", ("38", "1N", "3W")),
        ];
        one_place_each(&cases);
        let found =
            tracts("the S/2 NE/4 of Section 39 and the N/2 NW/4 of Section 42, Township 7 South, Range 1 West, St. Helena Meridian\n");
        let keys: Vec<_> = found.iter().map(plss_key).collect();
        assert_eq!(
            keys,
            vec![(Some("39"), Some("7S"), Some("1W"), Some("S/2 NE/4")), (Some("42"), Some("7S"), Some("1W"), Some("N/2 NW/4"))]
        );
        // A statute's section stays one when a sentence ends before the township.
        let found = tracts("the NE/4 of Section 12, Township 4 North, Range 3 West; leased under Section 40 and Section 41 of the Act.\n");
        let sections: Vec<_> = found.iter().map(|t| t.section.as_deref()).collect();
        assert_eq!(sections, vec![Some("12")]);
    }

    #[test]
    fn glued_quarter_quarters_a_space_parts_are_two_tracts_of_the_section() {
        let cases = [
            ("T12N R60W 6th PM Sec 8 SE4NW4 NE4SW4 Weld Co CO\n", ("8", "12N", "60W", "SE/4 NW/4, NE/4 SW/4")),
            ("Sec 21-3N-64W: SWSE NWSE\n", ("21", "3N", "64W", "SW/4 SE/4, NW/4 SE/4")),
            // One part before a glued one still divides it; a tract of 2.5 acres is glued whole.
            ("Sec 21-3N-64W: N2 SE4NW4\n", ("21", "3N", "64W", "N/2 SE/4 NW/4")),
            ("Sec 21-3N-64W: NW4SE4SW4NE4\n", ("21", "3N", "64W", "NW/4 SE/4 SW/4 NE/4")),
        ];
        one_tract_each(&cases);
    }

    #[test]
    fn a_plus_adds_a_part_as_and_does() {
        let cases = [(
            "The S 1/2 NW 1/4 plus the NE 1/4 NW 1/4 of Section 14, T. 9 S., R. 3 E., Mount Diablo Meridian\n",
            ("14", "9S", "3E", "S/2 NW/4, NE/4 NW/4"),
        )];
        one_tract_each(&cases);
    }

    #[test]
    fn a_township_and_range_in_roman_figures() {
        let cases = [
            (
                "Township VII North, Range XIV West of the Fourth Principal Meridian, Section 22, the Northwest quarter\n",
                ("22", "7N", "14W", "NW/4"),
            ),
            (
                "The SE 1/4 of the SW 1/4 of Section 8, in T. XXIV N., R. IX E. of the Fourth Principal Meridian\n",
                ("8", "24N", "9E", "SE/4 SW/4"),
            ),
            // OCR's slips in the words do not hide the figures.
            ("Section 3, Townsbip XI South, Rangc II East: the N/2\n", ("3", "11S", "2E", "N/2")),
        ];
        one_tract_each(&cases);
        // Figures that are not Roman numbering, or a direction left out, are no township.
        for text in ["Section 5, T. IIII N., R. VX W.: the NE/4\n", "Section 5, Township IX, Range XII: the NE/4\n"] {
            assert!(tracts(text).iter().all(|t| t.township.is_none()), "{text}");
        }
    }

    #[test]
    fn a_township_and_range_after_the_sections_it_holds() {
        /// A section, township, range and aliquots.
        type Place<'a> = (&'a str, &'a str, &'a str, Option<&'a str>);
        let cases: [(&str, Vec<Place<'_>>); 4] = [
            (
                "the SE/4 of Sec. 21 and the NE/4 of Sec. 28, both in 28S-33W, Haskell County\n",
                vec![("21", "28S", "33W", Some("SE/4")), ("28", "28S", "33W", Some("NE/4"))],
            ),
            // The directions the writer left out stay out (the land's state may give them in L1).
            ("NW/4 Section 5 & S/2 Section 8, all in 12-4W\n", vec![("5", "12", "4W", Some("NW/4")), ("8", "12", "4W", Some("S/2"))]),
            // A list of sections that each takes up again with its own parts only introduces them.
            (
                "Sections 4 and 9 in 146-96: Lots 1-4, S2N2 (Sec. 4); all of Sec. 9.\n",
                vec![("4", "146", "96", Some("S/2 N/2")), ("9", "146", "96", None)],
            ),
            (
                "Township 146 North, Range 96 West, Sections 4, 9 and 10:\nSection 4: Lots 1-4, S/2 N/2\nSection 9: All\nSection 10: N/2\n",
                vec![("4", "146N", "96W", Some("S/2 N/2")), ("9", "146N", "96W", None), ("10", "146N", "96W", Some("N/2"))],
            ),
        ];
        for (text, expected) in cases {
            let found = tracts(text);
            let keys: Vec<_> = found.iter().map(plss_key).collect();
            let expected: Vec<_> = expected.into_iter().map(|(s, t, r, a)| (Some(s), Some(t), Some(r), a)).collect();
            assert_eq!(keys, expected, "{text}");
        }
        // A date or a recording number after "in" goes on with another hyphen.
        assert!(tracts("the NW/4 of Section 3, as recorded in 12-104-88\n").is_empty());
    }

    #[test]
    fn a_township_of_the_same_range() {
        let cases = [
            "the SE/4 NW/4 of Section 16, in Township 5 North of Range 2 West of the Boise Meridian; and Lot 4 of Section 36, in Township 6 North of the same Range and Meridian\n",
            "the SW/4 of Section 16, T5N, R2W, and the NE/4 of Section 36, T6N, same range\n",
            "the N/2 of Section 16, Township 5 North, Range 2 West, and the S/2 of Section 36, Township 6 North, Range aforesaid\n",
        ];
        for text in cases {
            let found = tracts(text);
            let places: Vec<_> = found.iter().map(|t| (t.section.as_deref(), t.township.as_deref(), t.range.as_deref())).collect();
            assert_eq!(places, vec![(Some("16"), Some("5N"), Some("2W")), (Some("36"), Some("6N"), Some("2W"))], "{text}");
        }
    }

    #[test]
    fn old_deeds_write_number_before_each_figure() {
        let cases = [(
            "the west half of the northeast quarter of section number twenty-two, in township number ninety-five north, of range number forty-five west of the fifth principal meridian\n",
            ("22", "95N", "45W", "W/2 NE/4"),
        )];
        one_tract_each(&cases);
    }

    /// The sections of a block's tracts with their townships, ranges and aliquots.
    fn keys_of(text: &str) -> Vec<(String, String, String, Option<String>)> {
        tracts(text)
            .iter()
            .map(|t| {
                let (section, township, range, aliquots) = plss_key(t);
                (
                    section.unwrap_or_default().into(),
                    township.unwrap_or_default().into(),
                    range.unwrap_or_default().into(),
                    aliquots.map(Into::into),
                )
            })
            .collect()
    }

    fn key(section: &str, township: &str, range: &str, aliquots: Option<&str>) -> (String, String, String, Option<String>) {
        (section.into(), township.into(), range.into(), aliquots.map(Into::into))
    }

    #[test]
    fn a_section_listed_with_nothing_conveyed_is_no_tract() {
        let cases = [
            "Township 147 North, Range 92 West\nSec. 8: SW/4\nSec. 9: none\nSec. 17: N/2 NE/4\n",
            "T.147N.-R.92W.: Sec. 8, SW/4; Sec. 9, nothing; Sec. 17, N/2 NE/4\n",
            "Township 147 North, Range 92 West\nSection 8: SW/4\nSection 9: (excepted)\nSection 17: N/2 NE/4\n",
            "Township 147 North, Range 92 West\nSection 8: SW/4\nSection 9: --\nSection 17: N/2 NE/4\n",
            // A scan's figure for the o.
            "Township 147 North, Range 92 West\nSec. 8: SW/4\nSec. 9 : N0NE\nSec. 17: N/2 NE/4\n",
            "T147N R92W: S.8-SW/4, S.9-N/A, S.17-N/2NE/4\n",
        ];
        for text in cases {
            let extraction = crate::l0::land::extract(&crate::pipeline::Instrument::from_raw(text));
            let sections: Vec<_> = extraction.tracts.iter().map(|t| t.section.as_deref()).collect();
            assert_eq!(sections, vec![Some("8"), Some("17")], "{text}");
            assert!(extraction.warnings.iter().any(|w| w.contains("nothing conveyed")), "{text}: {:?}", extraction.warnings);
        }
        // A colon before a line break heads the parts on the next line: the section is conveyed.
        assert_eq!(keys_of("Township 147 North, Range 92 West, Section 9:\nthe SE/4\n"), vec![key("9", "147N", "92W", Some("SE/4"))]);
    }

    #[test]
    fn a_land_table_row_with_a_blank_description_is_no_tract() {
        let text = "Township 33 North, Range 68 West\nSec | Description | Net Acres\n5 | NE/4 | 160.00\n6 | -- | 0.00\n8 | W/2 | 320.00\n";
        let sections: Vec<_> = tracts(text).iter().map(|t| t.section.clone()).collect();
        assert_eq!(sections, vec![Some("5".to_string()), Some("8".to_string())]);
    }

    #[test]
    fn an_undirected_triple_takes_the_directions_the_description_writes() {
        assert_eq!(
            keys_of("the SW/4 of 14-12-6 and the N/2 of 15-12-6, all in T12N-R6W of the Indian Meridian\n"),
            vec![key("14", "12N", "6W", Some("SW/4")), key("15", "12N", "6W", Some("N/2"))]
        );
        assert_eq!(
            keys_of("Township 19 North, Range 11 West\n3-19-11: E/2 NE/4\n10-19-11: SW/4 SW/4\n"),
            vec![key("3", "19N", "11W", Some("E/2 NE/4")), key("10", "19N", "11W", Some("SW/4 SW/4"))]
        );
        // A parcel number that writes the township's direction and not the range's is the same land.
        assert_eq!(
            keys_of("Parcel 14-12N-6-000\n\nthe SW/4 of Section 14, Township 12 North, Range 6 West\n"),
            vec![key("14", "12N", "6W", Some("SW/4"))]
        );
        // Figures that no directed township has stay as written.
        assert_eq!(
            keys_of("the SW/4 of 14-12-6, T13N-R6W of the Indian Meridian\n").first().map(|k| (k.1.clone(), k.2.clone())),
            Some(("12".to_string(), "6".to_string()))
        );
    }

    #[test]
    fn parts_each_before_the_bare_number_of_its_section() {
        assert_eq!(
            keys_of("NE NW 3 and SW SE 10, T8S R59W\n"),
            vec![key("3", "8S", "59W", Some("NE/4 NW/4")), key("10", "8S", "59W", Some("SW/4 SE/4"))]
        );
        assert_eq!(
            keys_of("E2SE 21; W2SW 22, all in T8S R59W, 6th P.M.\n"),
            vec![key("21", "8S", "59W", Some("E/2 SE/4")), key("22", "8S", "59W", Some("W/2 SW/4"))]
        );
        assert_eq!(
            keys_of("Township 8 South, Range 59 West: the SW4 of 30 and the NW4 of 31.\n"),
            vec![key("30", "8S", "59W", Some("SW/4")), key("31", "8S", "59W", Some("NW/4"))]
        );
        // A number that a word or a unit follows is no section.
        assert!(keys_of("NE NW 3 miles north of town, T8S R59W\n").iter().all(|k| k.0 != "3"));
    }

    #[test]
    fn a_section_list_whose_items_after_the_heading_name_their_numbers() {
        assert_eq!(
            keys_of("Sections 7 and 8, T31N R5E: the S/2 of 7 and all of 8\n"),
            vec![key("7", "31N", "5E", Some("S/2")), key("8", "31N", "5E", None)]
        );
        assert_eq!(
            keys_of("Sections 7 & 8 of T-31-N, R-5-E: the NE4 of 8 and the SE4 of 7\n"),
            vec![key("8", "31N", "5E", Some("NE/4")), key("7", "31N", "5E", Some("SE/4"))]
        );
    }
}
