//! Township and range: the words and their OCR slips, the long, short and compact forms
//! ("Township 5 North, Range 3 West", "T5N-R3W", "12-9N-11W") and the readers that find them in a
//! block, carry them over ("same Twp & Rge") and hand each section its township.

use super::*;
use crate::l0::dates::ordinal_words_value;

/// "Township", and the same word one OCR slip away ("townehip", "tornship", "Towns hip", "Townsh ip",
/// "To wnship", a b for the h: "Townsbip", "li" for the h: "Townsliip", and a u for the n:
/// "Towuship", as OCR reads "Rauge" for "Range").
pub(in crate::l0::land) const TOWNSHIP_WORD: &str = r"t[o0]\s?[wr][nu]\s?[a-z]{0,2}\s?(?:[hsb]|li)\s?[il1]p";

/// "Township" cut short as abstracts, schedules and old mortgages write it: "Twp.", "Twn.", "Tsp.",
/// "Twsp.", "Tshp.", "Twshp.", "Tp.", and OCR's doubled v for the w ("Tvvp.").
const TOWNSHIP_SHORT: &str = r"t(?:w|vv)p\.?|twn\.?|tw?s?h?p\.?|tp\.?";

/// A township's direction, with OCR's zero for the o ("N0rth") and its b for the h ("Nortb",
/// "Soutb"), and cut to two letters and a stop as old deeds and plats write it ("13 So.", "27 No.");
/// "So" goes without its stop too ("Twp 3 So Rge 5 West"), where "No" would be a number's.
const NORTH_SOUTH: &str = r"n[o0]rt[hb]|s[o0]ut[hb]|s[o0]\.|n[o0]\.|s[o0](?-u:\b)|n|s";
/// A township's direction written out after a comma, as old deeds set it apart from the number
/// ("Township 157, North of Range 47, West"): the word alone says it is the direction, as a
/// letter would not.
const NORTH_SOUTH_WORD: &str = r",\s*(?:n[o0]rt[hb]|s[o0]ut[hb])(?-u:\b)";
/// "North of the Base Line", as old patents and deeds of the public domain place a township
/// against the meridian's base line before they name the range.
const BASE_LINE: &str = r"(?:,?\s+(?:of|from)\s+the\s+base\s*line)?";
/// A range's direction, with OCR's zero for the o, "VV" for the W ("97VV") and a c for the e of
/// "West" ("Wcst"), and cut as old deeds write it ("Rge. 4 Wt."). A written direction may be
/// glued to the "of" of the meridian that follows ("Westof the Fifth Principal Meridian"), as OCR
/// joins short words to the word before.
const EAST_WEST: &str = r"(?:ea[s5]t|w[ec][s5]t)(?:of)?|vv|wt|e|w";
/// A township's or range's figures restated in parentheses after its words: "Township Twelve North
/// (T12N)", "Range Ten East (10 E.)", "(R-6-W)".
const RESTATED: &str = r"(?:\s*\(\s*[tr]?[\s.-]*\d{1,3}[\s.-]*[nsew]?\.?\s*\))?";
/// The ordinal ending of a township's or range's figures, as old deeds and patents count the tiers
/// and ranges from the meridian: "Township 5th South, Range 3rd West".
const ORDINAL: &str = r"(?:st|nd|rd|th)?";
/// A remark in parentheses after a township that only places it, in words without figures: "Township
/// 123 North (the first tier north of the Fifth Standard Parallel), Range 62 West". It is read
/// past, as the range follows it.
const REMARK: &str = r"(?:\s*\([a-z][a-z\s,.'-]{0,80}\))?";
/// A range's direction written out, which a comma may part from the range's number ("Range Five
/// (5), East of the 6th P.M."): the word alone says it is the direction, as a letter would not.
const EAST_WEST_WORD: &str = r"(?:ea[s5]t|w[ec][s5]t)(?-u:\b)";
/// "Range", with OCR's c for the e ("Rangc") and u for the n ("Rauge").
const RANGE_WORD: &str = r"ra[nu]g[ec]";
/// The meridian glued to a range's direction, as Oklahoma abstracts write it: "22ECM" (Cimarron),
/// "9WIM" (Indian), and Washington's and Oregon's "35 EWM" (Willamette).
const MERIDIAN_CODE: &str = r"cm|im|wm";

/// A township's or range's figures as a bureau's serial register writes them, four with a leading
/// zero ("0340N", "0155N"): read by [`register_figure`].
const REGISTER_FIGURE: &str = r"0\d{3}";

/// The value of a township's or range's figures. Four figures are a register's: padded with the
/// township's tenth last ("0340" is 34, the 0 a whole township) or with zeros before ("0155" is
/// 155, no tenth being 5); others are read by [`number_slot`].
pub(super) fn register_figure(slot: &str) -> Option<String> {
    match slot.as_bytes() {
        [b'0', .., last] if slot.len() == 4 && slot.bytes().all(|b| b.is_ascii_digit()) => {
            let figures = if *last == b'0' { &slot[..3] } else { slot };
            figures.parse::<u32>().ok().filter(|n| *n > 0).map(|n| n.to_string())
        }
        _ => number_slot(slot),
    }
}

/// "35N 16W", "017N 009W", "12S.29E.", "0340N 0720W": township and range as abstracts, runsheets
/// and serial registers key them, each figure with its direction glued, only a space or a stop
/// between them. The glued letters tell them from a grid city's address ("1200 N 500 W") and a
/// call's bearing ("N 45 E"). Searched only where no other form is written (it has no hyphen or
/// slash for `Joints` to tell).
pub(in crate::l0::land) static SPACED_TOWNSHIP_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?:^|[^A-Za-z0-9/.\-])(?P<township>{REGISTER_FIGURE}|\d{{1,3}})(?P<north_south>[ns])(?:\.\s*|[^\S\n]+)(?P<range>{REGISTER_FIGURE}|\d{{1,3}})(?P<east_west>[ew])(?P<code>{MERIDIAN_CODE})?(?-u:\b)\.?"
    ))
    .expect("spaced township-range pattern compiles")
});

/// A township number alone: enough to tell that a tract's township is not the one before.
pub(in crate::l0::land) static TOWNSHIP_ONLY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)(?-u:\b)(?:{TOWNSHIP_WORD}|{TOWNSHIP_SHORT})\s*(?:no\.?\s*)?(?P<township>{NUMBER_SLOT})"))
        .expect("township pattern compiles")
});

/// Township and range: "Township 5 North, Range 3 West", "T. 21 N., R. 110 W.", "Tp. 4 S., Rg. 9 W.", "Tp. 123, R. 62",
/// the "township number ninety-five north, of range number forty-five west" of old deeds and the
/// "Township numbered Fifteen North of the Range numbered Eleven West" of patents
/// (the "Tp." and "Twsp." of old mortgages and tax deeds, the "Twn." of typed schedules), the
/// "Township 150 North of the Base Line" of patents, "T5N-R3W", with
/// hyphens around the number ("T-34-S, R-23-W", "T-154-N-R-97-W"), with "#" for "No." ("Township
/// #12"), and with OCR's rules and crosses between them ("Township 12, -+,|| Range 4"). The range's word may go
/// ("T154N-97W", "T1N, 60W") when both directions are written: `range_word` tells. A colon may
/// part them in a heading ("T49N:R72W"). A bureau's serial register pads the figures to four
/// (`REGISTER_FIGURE`: "T0340N R0720W"). The figures
/// may be restated in parentheses after the words ("Township Twelve North (T12N)"), and OCR may
/// glue the township's word to the "in" before it ("inTownship"). A marginal note may set each
/// of them in parentheses of its own ("(T 23S) (R 1W)").
pub(in crate::l0::land) static TOWNSHIP_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)(?:(?:in)?{TOWNSHIP_WORD}|town|{TOWNSHIP_SHORT}|t\.?)[\s-]*(?:no\.?\s*|number(?:ed)?\s+|#\s*)?(?P<township>{REGISTER_FIGURE}|{NUMBER_SLOT}){ORDINAL}[\s-]*(?P<north_south>{NORTH_SOUTH_WORD}|{NORTH_SOUTH})?\.?{RESTATED}{REMARK}{BASE_LINE}[\s,;:|+()-]*(?:(?:and|of)\s+(?:the\s+)?)?(?P<range_word>{RANGE_WORD}|rge\.?|rng\.?|rg\.?|r\.?)?[\s-]*(?:no\.?\s*|number(?:ed)?\s+|#\s*)?(?P<range>{REGISTER_FIGURE}|{NUMBER_SLOT}){ORDINAL}[\s-]*(?P<east_west>{EAST_WEST}|,\s*{EAST_WEST_WORD})?(?P<code>{MERIDIAN_CODE})?(?-u:\b)\.?{RESTATED}"
    ))
    .expect("township-range pattern compiles")
});

/// An ordinal in words up to the hundreds, as patents and old deeds count the tiers of townships
/// from the base line and the ranges from the meridian: "first", "ninety-ninth", "one hundred
/// and forty-second". OCR's 1 for an i ("f1rst", "n1nth") and b for the final h ("fiftb") are
/// allowed, and a compound's hyphen may carry a line break or be lost ("thirty-\nsecond",
/// "thirtysecond"). Read by [`ordinal_words_value`].
const ORDINAL_WORDS: &str = r"(?:(?:one|two|three|four|five|six|seven|eight|nine)\s+hundred\s+(?:and\s+)?)?(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-\s*|\s)?)?(?:f[il1]rst|sec[o0]nd|th[il1]rd|f[o0]urt[hb]|f[il1]ft[hb]|s[il1]xt[hb]|sevent[hb]|e[il1]ght[hb]|n[il1]nt[hb]|tent[hb]|e[l1]event[hb]|twe[l1]ft[hb]|(?:th[il1]r|f[o0]ur|f[il1]f|s[il1]x|seven|e[il1]gh|n[il1]ne)teent[hb]|(?:twent|th[il1]rt|f[o0]rt|f[il1]ft|s[il1]xt|sevent|e[il1]ght|n[il1]net)[il1]et[hb])";

/// Township and range counted in ordinal words, as patents and old deeds of the public domain
/// place them: "in the ninety-ninth township north of the base line, in the thirty-second range
/// west of the fifth principal meridian", "the first township south, and the second range west".
/// The directions are written out: a "Fourth Range of Townships" without one is a private
/// survey's (New York's Holland Land Company), no public land's.
static ORDINAL_TOWNSHIP_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)(?P<township>{ORDINAL_WORDS})\s+{TOWNSHIP_WORD}\s+(?P<north_south>n[o0]rt[hb]|s[o0]ut[hb])(?-u:\b){BASE_LINE}[\s,;]*(?:and\s+)?(?:(?:in|of)\s+)?(?:the\s+)?(?P<range>{ORDINAL_WORDS})\s+{RANGE_WORD}\s+(?P<east_west>(?:ea[s5]t|w[ec][s5]t))(?:of)?(?-u:\b)"
    ))
    .expect("ordinal township-range pattern compiles")
});

/// The townships and ranges counted in ordinal words ([`ORDINAL_TOWNSHIP_RANGE`]), each with the
/// meridian written after it.
pub(super) fn ordinal_townships(block: &str, usable: &dyn Fn(usize) -> bool) -> Vec<TownshipRange> {
    counted_townships(&ORDINAL_TOWNSHIP_RANGE, ordinal_words_value, block, usable)
}

/// The townships and ranges written in Roman figures ([`ROMAN_TOWNSHIP_RANGE`]), each with the
/// meridian written after it.
pub(super) fn roman_townships(block: &str, usable: &dyn Fn(usize) -> bool) -> Vec<TownshipRange> {
    counted_townships(&ROMAN_TOWNSHIP_RANGE, roman_value, block, usable)
}

/// The townships and ranges of a pattern whose "township" and "range" groups are counted in some
/// other way than figures (ordinal words, Roman figures), each with its written directions and the
/// meridian written after it. A count that does not read leaves its match unread.
fn counted_townships(pattern: &Regex, count: fn(&str) -> Option<u32>, block: &str, usable: &dyn Fn(usize) -> bool) -> Vec<TownshipRange> {
    pattern
        .captures_iter(block)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            usable(whole.start()).then_some(())?;
            let direction = |name: &str| caps.name(name).and_then(|d| d.as_str().chars().next()).map(|c| c.to_ascii_uppercase());
            Some(TownshipRange {
                start: whole.start(),
                end: whole.end(),
                township: format!("{}{}", count(caps.name("township")?.as_str())?, direction("north_south")?),
                range: format!("{}{}", count(caps.name("range")?.as_str())?, direction("east_west")?),
                meridian: meridian(&block[whole.end()..]),
                section: None,
            })
        })
        .collect()
}

/// Township and range in Roman figures, as some old plats, patents and deeds of the public domain
/// number them: "Township IX North, Range XII West", "T. XIII N., R. IV W.". "I", "V" and "X" alone
/// are words and marks elsewhere, so both words (or their letters) and both directions must be
/// written, and the figures must be well formed ([`roman_value`]).
static ROMAN_TOWNSHIP_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)(?:{TOWNSHIP_WORD}|{TOWNSHIP_SHORT}|t\.?)[^\S\n]*(?P<township>[ivxl]{{1,7}})\.?[^\S\n]*(?P<north_south>n[o0]rt[hb]|s[o0]ut[hb]|n|s)(?-u:\b)\.?{BASE_LINE}[\s,;]*(?:(?:and|of)\s+(?:the\s+)?)?(?:{RANGE_WORD}|rge\.?|rng\.?|r\.?)[^\S\n]*(?P<range>[ivxl]{{1,7}})\.?[^\S\n]*(?P<east_west>ea[s5]t|w[ec][s5]t|e|w)(?-u:\b)\.?"
    ))
    .expect("Roman township-range pattern compiles")
});

/// The value of Roman figures up to 89 ("IX" 9, "XLIV" 44), when they are written as Roman
/// figures are ("IIII", "VX" and "IL" are not): the value whose Roman writing they are.
fn roman_value(figures: &str) -> Option<u32> {
    const TENS: [&str; 9] = ["", "X", "XX", "XXX", "XL", "L", "LX", "LXX", "LXXX"];
    const ONES: [&str; 10] = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"];
    (1..90).find(|&value: &u32| format!("{}{}", TENS[(value / 10) as usize], ONES[(value % 10) as usize]).eq_ignore_ascii_case(figures))
}

/// Range before township, as Ohio's Seven Ranges and Congress lands often write them: "Section 36,
/// Range 4 West, Township 9 North", "Range 6, Township 15". The range's word is written out.
pub(in crate::l0::land) static RANGE_TOWNSHIP: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)(?:{RANGE_WORD}|rge\.?)\s*(?:no\.?\s*)?(?P<range>{NUMBER_SLOT})\s*(?P<east_west>{EAST_WEST})?(?-u:\b)\.?[\s,;-]*(?:and\s+|in\s+|of\s+)?(?:{TOWNSHIP_WORD}|town|{TOWNSHIP_SHORT})\s*(?:no\.?\s*)?(?P<township>{NUMBER_SLOT})\s*(?P<north_south>{NORTH_SOUTH})?(?-u:\b)\.?"
    ))
    .expect("range-township pattern compiles")
});

/// "154N-97W": township and range with neither word, as abstracters head a list of sections,
/// or a runsheet's "5N/14E" (a slash only glued: "10 N/2 E/2" is two aliquots, `slashed_apart`).
/// Both directions must be there; a figure or hyphen before it makes it the tail of a compact
/// section chain ("34-1N-60W").
pub(in crate::l0::land) static BARE_TOWNSHIP_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        &format!(r"(?i)(?:^|[^A-Za-z0-9/.\-])(?P<township>\d{{1,3}})\s*(?P<north_south>[ns])\s*[-/]\s*(?P<range>\d{{1,3}})\s*(?P<east_west>[ew]|vv)(?P<code>{MERIDIAN_CODE})?(?-u:\b)"),
    )
    .expect("bare township-range pattern compiles")
});

/// "4-S-65-W", "12-N-3-E": township and range with neither word, each figure hyphened to its
/// direction as well as to the other, as Colorado and Kansas schedules and runsheets write them.
/// Both directions must be there; read where [`BARE_TOWNSHIP_RANGE`] is (`Joints`'s
/// `bare_township_range` allows both).
pub(in crate::l0::land) static DASHED_TOWNSHIP_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:^|[^A-Za-z0-9/.\-])(?P<township>\d{1,3})\s*-\s*(?P<north_south>[ns])\s*-\s*(?P<range>\d{1,3})\s*-\s*(?P<east_west>[ew])(?-u:\b)")
        .expect("dashed township-range pattern compiles")
});

/// The ASCII twins ([`twin_of`]) of the patterns that scan a whole block for its townships and
/// its sections with their townships: on a block that is ASCII throughout (most are) they give
/// the same matches and captures, with automata a fraction of the size (`\d`, `\s` and the
/// negated classes of these patterns are Unicode classes), which the capture engine's work on
/// each match grows with.
pub(in crate::l0::land) static TOWNSHIP_RANGE_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&TOWNSHIP_RANGE));
pub(in crate::l0::land) static RANGE_TOWNSHIP_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&RANGE_TOWNSHIP));
pub(in crate::l0::land) static BARE_TOWNSHIP_RANGE_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&BARE_TOWNSHIP_RANGE));
pub(in crate::l0::land) static DASHED_TOWNSHIP_RANGE_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&DASHED_TOWNSHIP_RANGE));
pub(in crate::l0::land) static COMPACT_TOWNSHIP_RANGE_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&COMPACT_TOWNSHIP_RANGE));
pub(in crate::l0::land) static BARE_COMPACT_SECTION_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&BARE_COMPACT_SECTION));
pub(super) static LETTERED_SECTION_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&LETTERED_SECTION));
pub(super) static IN_TOWNSHIP_RANGE_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&IN_TOWNSHIP_RANGE));
pub(in crate::l0::land) static SPACED_TOWNSHIP_RANGE_ASCII: LazyLock<Regex> = LazyLock::new(|| twin_of(&SPACED_TOWNSHIP_RANGE));

/// Whether a township and range read with a slash between them stand apart by spaces: "10 N/2
/// E/2" is a section's number and two aliquots, where "5N/14E" is glued.
pub(super) fn slashed_apart(block: &str, township: &TownshipRange) -> bool {
    let written = &block[township.start..township.end];
    written.contains('/') && written.contains(char::is_whitespace)
}

/// The section a township and range with neither word carries after them, as runsheets,
/// schedules and serial registers write township, range and section in that order: "16N-7W-22,
/// N2NE4" (the hyphen or slash, then the section's bare number), "017N 009W 22 SW NE" and
/// "0340N 0720W 014 NENE" (a space, the register padding the number to three figures). A section
/// word ("5N/14E/Sec 10") is `SECTION`'s; a unit after the number ("12 acres") makes it no
/// section's. Gives the section's number and where it ends.
pub(super) fn section_after_township(block: &str, township: &TownshipRange) -> Option<(String, usize)> {
    let after = &block[township.end..];
    let rest = after.strip_prefix(['-', '/']).unwrap_or_else(|| after.trim_start_matches([' ', '\t']));
    if rest.len() == after.len() {
        return None;
    }
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let number: u32 = rest[..digits].parse().ok().filter(|n| (1..=36).contains(n))?;
    let end = block.len() - rest.len() + digits;
    let padded = digits == 3 && rest.starts_with('0');
    ((digits <= 2 || padded)
        && !block[end..].starts_with(|c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '/' | '.'))
        && !DISTANCE_AFTER.is_match(&block[end..block.floor_char_boundary((end + 16).min(block.len()))]))
    .then(|| (number.to_string(), end))
}
/// "both in 28-33W", "Sections 4 and 9 in 146-96", "all in 15N-49W": a township and range
/// written as a bare number pair after the sections it holds, which "in" introduces. Without the
/// "in" two hyphened figures are a date or a recording number; with it and a section before, a
/// landman's shorthand, whose missing directions the land's state may settle (L1).
pub(super) static IN_TOWNSHIP_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)in\s+(?P<township>\d{1,3})\s*(?P<north_south>[ns])?\s*-\s*(?P<range>\d{1,3})\s*(?P<east_west>[ew])?(?-u:\b)")
        .expect("in township-range pattern compiles")
});

/// A township whose range is the one written before it: "in Township Six North of the same Range
/// and Meridian", "T6N, same range", "Township 7 North, Range aforesaid", "Township 8 South of
/// said Range".
static SAME_RANGE_TOWNSHIP: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)(?:{TOWNSHIP_WORD}|twp\.?|t\.?)\s*(?:no\.?\s*|number(?:ed)?\s+)?(?P<township>{NUMBER_SLOT})\s*(?P<north_south>{NORTH_SOUTH})?\.?,?\s+(?:(?:of|in)\s+)?(?:the\s+)?(?:(?:same|said)\s+range|range\s+aforesaid)(?-u:\b)"
    ))
    .expect("same range township pattern compiles")
});

/// The section of the tract before, named again: "said Section, Township and Range", "said
/// Township, Section and Range", "the same section", "Section, Township and Range aforesaid".
pub(super) static SAME_SECTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:said|same)\s+(?:township\W{1,3})?section(?:\W{1,3}township)?(?:\W{1,3}and\s+range)?(?-u:\b)|(?-u:\b)section\W{1,3}township\W{1,3}and\s+range\s+aforesaid(?-u:\b)")
        .expect("same section pattern compiles")
});

/// A unit of length or area right after a number: the number was a distance ("Quarter Section
/// 10 chains"), not a section's.
pub(super) static DISTANCE_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^[^a-z0-9]{0,4}(?:chains?|rods?|perches|poles?|feet|ft\.|links?|varas?|acres?|miles?)(?-u:\b)")
        .expect("distance pattern compiles")
});

/// "No. 10, Range No. 5": a township number whose word OCR lost or moved to another line, kept
/// for a block that gives no whole township and range.
pub(in crate::l0::land) static TOWNSHIP_WORD_LOST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:no\.?\s*)?(?P<township>\d{1,3})\s*(?P<north_south>north|south|n|s)?\.?,?\s+(?:and\s+)?range\s+(?:no\.?\s*)?(?P<range>\d{1,3})\s*(?P<east_west>east|west|e|w)?(?-u:\b)")
        .expect("lost township word pattern compiles")
});

/// "Sec. 12-9N-11W", "Sec. 18-33-71": township and range written as bare numbers after the
/// section's; a runsheet's slashes ("Sec. 6/152N/92W") only with both directions.
pub(in crate::l0::land) static COMPACT_TOWNSHIP_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)(?-u:\b)s[ec]c(?:tion|t?s?)?\.?\s*\d{{1,3}}\s*(?P<hyphen>[-/])\s*(?P<township>\d{{1,3}})\s*(?P<north_south>[ns])?\s*[-/]\s*(?P<range>\d{{1,3}})\s*(?P<east_west>[ew]|vv)?(?P<code>{MERIDIAN_CODE})?(?-u:\b)"))
        .expect("compact township-range pattern compiles")
});

/// "S/2 of 15-12N-13W", "NE/4 22-5S-3E", "S/2 SW/4 of 3-T6S-R93W", "NE4 of 28-147-98": section,
/// township and range written as one number chain with no "Section" word, the township's and
/// range's letters (T, R) kept or not. Without both directions it is a date or a recording
/// reference unless an aliquot stands right before it (`after_aliquot`), as abstracts of the
/// northern plains write it. A takeoff may glue the aliquot to the chain with the same dash
/// ("NW/4NE/4-3-T28S-R32W", typeset with long dashes that the text's normalising makes hyphens):
/// a half's or quarter's fraction before the hyphen opens the chain as a space does.
pub(in crate::l0::land) static BARE_COMPACT_SECTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)(?:^|[^A-Za-z0-9/.\-]|/[24]-)(?P<section>\d{{1,2}})\s*(?P<hyphen>-)\s*(?:t\.?\s*)?(?P<township>\d{{1,3}})\s*(?P<north_south>[ns])?\s*-\s*(?:r\.?\s*)?(?P<range>\d{{1,3}})\s*(?P<east_west>[ew]|vv)?(?P<code>{MERIDIAN_CODE})?(?-u:\b)"))
        .expect("bare compact section pattern compiles")
});

/// "S14 T2N R32W", "S.3-T12S-R40E", a runsheet's glued "S14T156NR101W", a mapping layer's
/// "S7.T154N.R97W": an abstracter's shorthand with the section's S before its number. Both
/// directions must be there, and the township's T and the range's R. The section starts at its
/// `letter`, so that the parts written before it ("NE S7.T154N.R97W") are its own.
pub(super) static LETTERED_SECTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)(?:^|[^A-Za-z0-9/.\-])(?P<letter>s)\.?\s?(?P<section>\d{{1,2}})[\s,.-]*(?P<hyphen>t)\.?\s?(?P<township>\d{{1,3}})\s?(?P<north_south>[ns])[\s,.-]*r\.?\s?(?P<range>\d{{1,3}})\s?(?P<east_west>[ew])(?P<code>{MERIDIAN_CODE})?(?-u:\b)"))
        .expect("lettered section pattern compiles")
});

/// "T6S R2W, S 24: NE4SE4", "T22S-R27E: S22-NE/4; S23-NW/4", "T47N-R82W-S12: W2SW", "T-5-N
/// R-9-W S-14: NE/4" (the S hyphened to its number as the T and R are): under a township and
/// range written first, a section's S before its number, then a colon or a dash before its
/// parts. The township and range must stand before it (`headed_sections`).
pub(super) static HEADED_LETTERED_SECTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:^|[^A-Za-z0-9/.])(?P<section>s(?:\.?\s?|-)(?P<number>\d{1,2}))\s*(?::|-{1,2}|\u{2013}|\u{2014})")
        .expect("headed lettered section pattern compiles")
});

/// Which compact forms a block can hold, told by one pass over its hyphens and slashes before
/// any compact pattern searches it. Each compact pattern joins two figures by a hyphen or a
/// slash, with only white space (and the letters named below) between the joint and the figures:
///
/// - `compact`: [`COMPACT_TOWNSHIP_RANGE`] holds `\d{1,3}\s*[-/]\s*\d` (the section's number,
///   its joint, the township's), so a figure before the joint and one after it;
/// - `bare_compact`: [`BARE_COMPACT_SECTION`] holds `\d{1,2}\s*-\s*(?:t\.?\s*)?\d`, so a figure
///   before a hyphen and one after it, a township's "T" or "T." may stand between;
/// - `bare_township_range`: [`BARE_TOWNSHIP_RANGE`] holds `\d{1,3}\s*[ns]\s*[-/]\s*\d`, so a
///   figure and a township's direction before the joint and a figure after it;
/// - `in_township_range`: [`IN_TOWNSHIP_RANGE`] holds `\d{1,3}\s*[ns]?\s*-\s*\d`, so a figure
///   (a direction may follow it) before a hyphen and one after it.
///
/// Most blocks join words ("one-half", "Block C-2", "to-wit") or write aliquots ("N/2"), never
/// figures, and skip those searches. The pass reads ASCII only: in a text that is not ASCII
/// throughout the patterns' `\d`, `\s` and case folding reach other characters, and every form
/// is searched as before.
pub(in crate::l0::land) struct Joints {
    pub(in crate::l0::land) compact: bool,
    pub(in crate::l0::land) bare_compact: bool,
    pub(in crate::l0::land) bare_township_range: bool,
    pub(in crate::l0::land) in_township_range: bool,
}

impl Joints {
    pub(in crate::l0::land) fn of(block: &str) -> Joints {
        if !block.is_ascii() {
            return Joints { compact: true, bare_compact: true, bare_township_range: true, in_township_range: true };
        }
        let bytes = block.as_bytes();
        // The ASCII twins' `\s`: tab, line feed, vertical tab, form feed, carriage return, space.
        let space = |b: u8| matches!(b, b'\t' | b'\n' | 0x0B | 0x0C | b'\r' | b' ');
        let skip_back = |mut at: usize| {
            while at > 0 && space(bytes[at - 1]) {
                at -= 1;
            }
            at
        };
        let skip_on = |mut at: usize| {
            while at < bytes.len() && space(bytes[at]) {
                at += 1;
            }
            at
        };
        let digit_at = |at: usize| bytes.get(at).is_some_and(u8::is_ascii_digit);
        let mut joints = Joints { compact: false, bare_compact: false, bare_township_range: false, in_township_range: false };
        for at in memchr::memchr2_iter(b'-', b'/', bytes) {
            let hyphen = bytes[at] == b'-';
            let before = skip_back(at);
            let figure_before = before > 0 && bytes[before - 1].is_ascii_digit();
            // A hyphen may part the figure from its direction ("4-S-65-W").
            let figure_end = |at: usize| {
                let at = skip_back(at);
                if at > 0 && bytes[at - 1] == b'-' { skip_back(at - 1) } else { at }
            };
            let direction_before = before > 0
                && matches!(bytes[before - 1], b'n' | b'N' | b's' | b'S')
                && figure_end(before - 1) > 0
                && bytes[figure_end(before - 1) - 1].is_ascii_digit();
            let after = skip_on(at + 1);
            let figure_after = digit_at(after);
            // "T" or "T." before the township's figure (`bare_compact` only).
            let lettered_after = matches!(bytes.get(after), Some(b't' | b'T')) && {
                let letter_end = if bytes.get(after + 1) == Some(&b'.') { after + 2 } else { after + 1 };
                digit_at(skip_on(letter_end))
            };
            joints.compact |= figure_before && figure_after;
            joints.bare_compact |= hyphen && figure_before && (figure_after || lettered_after);
            joints.bare_township_range |= direction_before && figure_after;
            joints.in_township_range |= hyphen && (figure_before || direction_before) && figure_after;
        }
        joints
    }
}

/// Township and range as found, with where they stand.
#[derive(Clone)]
pub(in crate::l0::land) struct TownshipRange {
    pub(in crate::l0::land) start: usize,
    pub(in crate::l0::land) end: usize,
    pub(in crate::l0::land) township: String,
    pub(in crate::l0::land) range: String,
    pub(in crate::l0::land) meridian: Option<String>,
    /// The section of the tract before, for a tract "of said Section, Township and Range".
    pub(in crate::l0::land) section: Option<String>,
}

/// The townships and ranges a pattern with `township`, `north_south`, `range` and `east_west`
/// groups finds, each from where its first number or word starts (not the character before it
/// that a pattern may need).
pub(super) fn townships_of(pattern: &Regex, block: &str, usable: &dyn Fn(usize) -> bool) -> Vec<TownshipRange> {
    pattern
        .captures_iter(block)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            let start = whole.start() + whole.as_str().find(|c: char| c.is_ascii_alphanumeric())?;
            usable(start).then(|| township_range_of(block, &caps, start)).flatten()
        })
        .collect()
}

/// The township and range of a match with `township`, `north_south`, `range` and `east_west`
/// groups (and `code`, a meridian glued to the range), from `start` to the match's end, with the
/// meridian written after it.
pub(super) fn township_range_of(block: &str, caps: &regex::Captures<'_>, start: usize) -> Option<TownshipRange> {
    let whole = caps.get(0)?;
    // The first letter tells the direction (after the comma of "Range 5, East"); OCR's "VV" is a W.
    let direction = |name: &str| {
        caps.name(name)
            .and_then(|d| d.as_str().chars().find(char::is_ascii_alphabetic))
            .map(|c| match c.to_ascii_uppercase() {
                'V' => 'W',
                other => other,
            })
            .map(String::from)
            .unwrap_or_default()
    };
    let meridian = match caps.name("code").map(|code| code.as_str().to_ascii_uppercase()) {
        Some(code) if code == "CM" || code == "WM" => Some(code),
        Some(_) => Some("IM".to_string()),
        None => meridian(&block[whole.end()..]),
    };
    Some(TownshipRange {
        start,
        end: whole.end(),
        township: format!("{}{}", register_figure(caps.name("township")?.as_str())?, direction("north_south")),
        range: format!("{}{}", register_figure(caps.name("range")?.as_str())?, direction("east_west")),
        meridian,
        section: None,
    })
}

/// A township in parentheses right after a section's number: "Sec. 31 (in Twp. 23 S.): SE/4",
/// "Section 6 (T. 162 N.)". A schedule headed by one township and range writes so a section
/// that lies across the township line, in the township next to the heading's: the range and
/// meridian stay the heading's.
pub(super) static TOWNSHIP_IN_PARENTHESES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)^[ ,]*\(\s*(?:in\s+)?(?:{TOWNSHIP_WORD}|{TOWNSHIP_SHORT}|t\.?)\s*(?P<township>\d{{1,3}})\s*\.?\s*(?P<north_south>n[o0]rt[hb]|s[o0]ut[hb]|n|s)(?-u:\b)\.?\s*\)"
    ))
    .expect("township in parentheses pattern compiles")
});

/// The township that parentheses right after a section's number give it ([`TOWNSHIP_IN_PARENTHESES`]),
/// with the range and meridian of the heading it is read under.
pub(super) fn township_in_parentheses(after: &str, heading: &TownshipRange) -> Option<TownshipRange> {
    let caps = TOWNSHIP_IN_PARENTHESES.captures(after)?;
    let direction = caps.name("north_south")?.as_str()[..1].to_ascii_uppercase();
    let township = format!("{}{direction}", number_slot(caps.name("township")?.as_str())?);
    Some(TownshipRange { township, ..heading.clone() })
}

/// A township or range named by where it lies from the heading's, after a section's number:
/// "Section 34 in the township next north", "Section 12 in the range next west", "Section 6 in
/// the next range east (R46E)". The figures may be restated in parentheses after the words.
static NEXT_TOWNSHIP_OR_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?i)^[ ,]*(?:in|of|within)\s+the\s+(?:(?P<what>township|range)\s+next\s+(?P<direction>north|south|east|west)|next\s+(?P<what_first>township|range)\s+(?P<direction_after>north|south|east|west))(?:\s+of\s+it)?(?:\s*\((?P<restated>[^)\n]{1,20})\))?",
    )
    .expect("next township or range pattern compiles")
});

/// One step from a township or range ("18N", "1S", "40E") toward a direction: "18N" next north is
/// "19N", "1S" next north is "1N" (across the base line), "1E" next west is "1W" (across the
/// meridian). None when the direction does not run that way (a township has no next east).
fn next_over(figure: &str, toward: char) -> Option<String> {
    let (number, own) = figure.split_at(figure.len().checked_sub(1)?);
    let number: u32 = number.parse().ok()?;
    let own = own.chars().next()?;
    let (away, back) = match own {
        'N' => ('N', 'S'),
        'S' => ('S', 'N'),
        'E' => ('E', 'W'),
        'W' => ('W', 'E'),
        _ => return None,
    };
    if toward == away {
        Some(format!("{}{away}", number + 1))
    } else if toward == back {
        Some(if number == 1 { format!("1{back}") } else { format!("{}{away}", number - 1) })
    } else {
        None
    }
}

/// The township and range a section takes when the words after its number place it one
/// township or range over from the heading's ([`NEXT_TOWNSHIP_OR_RANGE`]). Gives Err with what
/// was read when the words do not settle it: a direction the township or range does not run,
/// or figures restated in parentheses that another step would give.
pub(super) fn next_township_or_range(after: &str, heading: &TownshipRange) -> Option<Result<TownshipRange, String>> {
    let caps = NEXT_TOWNSHIP_OR_RANGE.captures(after)?;
    let what = caps.name("what").or(caps.name("what_first"))?.as_str().to_ascii_lowercase();
    let toward = caps.name("direction").or(caps.name("direction_after"))?.as_str()[..1].to_ascii_uppercase().chars().next()?;
    let moved = if what == "township" {
        next_over(&heading.township, toward).map(|township| TownshipRange { township, ..heading.clone() })
    } else {
        next_over(&heading.range, toward).map(|range| TownshipRange { range, ..heading.clone() })
    };
    let words = caps.get(0)?.as_str().trim_start_matches([' ', ',']);
    let Some(moved) = moved else {
        return Some(Err(format!("\"{words}\" from township {} and range {}: no such township or range", heading.township, heading.range)));
    };
    // "(R46E)": the figures restated must be the step's.
    let restated: String =
        caps.name("restated").map_or(String::new(), |r| r.as_str().chars().filter(char::is_ascii_alphanumeric).collect());
    let figure = if what == "township" { &moved.township } else { &moved.range };
    if !restated.is_empty() && !restated.to_ascii_uppercase().ends_with(figure.as_str()) {
        return Some(Err(format!("\"{words}\" gives {figure}, its parentheses another")));
    }
    Some(Ok(moved))
}

/// Whether a block that names no township and range may take the tract before's: a township
/// number it does give must be that one.
pub(in crate::l0::land) fn agrees_with_block(block: &str, known: &TownshipRange) -> bool {
    let known_number = known.township.trim_end_matches(['N', 'S']);
    TOWNSHIP_ONLY
        .captures_iter(block)
        .filter_map(|caps| caps.name("township").and_then(|t| number_slot(t.as_str())))
        .all(|number| number == known_number)
}

pub(in crate::l0::land) fn townships_without_word(block: &str, usable: &dyn Fn(usize) -> bool) -> Vec<TownshipRange> {
    TOWNSHIP_WORD_LOST
        .captures_iter(block)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            if !usable(whole.start()) {
                return None;
            }
            township_range_of(block, &caps, whole.start())
        })
        .collect()
}

/// "Sec. 12-9N-11W": the township and range stand from the hyphen after the section's number.
pub(in crate::l0::land) fn compact_townships(block: &str, usable: &dyn Fn(usize) -> bool) -> Vec<TownshipRange> {
    for_text(&COMPACT_TOWNSHIP_RANGE, &COMPACT_TOWNSHIP_RANGE_ASCII, block)
        .captures_iter(block)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            let slashed = whole.as_str().contains('/');
            if !usable(whole.start()) || slashed && (caps.name("north_south").is_none() || caps.name("east_west").is_none()) {
                return None;
            }
            township_range_of(block, &caps, caps.name("hyphen")?.start())
        })
        .collect()
}

/// The township and range a section lies in: the one written right after it ("Section 12,
/// Township 5 North"), else the heading before it ("T5N R3W / Section 12: NE/4"), else the next.
/// Where townships follow their sections (`trailing`), the next one within reach comes first.
pub(in crate::l0::land) fn township_for<'a>(
    block: &str,
    start: usize,
    end: usize,
    townships: &'a [TownshipRange],
    trailing: bool,
) -> Option<&'a TownshipRange> {
    let next = townships.iter().find(|t| t.start >= end);
    let previous = townships.iter().rev().find(|t| t.end <= start);
    if let Some(next) = next {
        let gap = &block[end..next.start];
        if gap.len() <= 12 && !gap.contains(':') || trailing && gap.len() <= 300 {
            return Some(next);
        }
    }
    previous.or(next.filter(|n| n.start - end <= 300))
}

/// The township and range of a land table's row: its own cells, else the heading written above
/// the table (or the tract before's).
pub(super) fn table_township(
    block: &str,
    row: &TableRow,
    townships: &[TownshipRange],
    inherited: Option<&TownshipRange>,
) -> Option<TownshipRange> {
    if let (Some(township), Some(range)) = (&row.township, &row.range) {
        return Some(TownshipRange {
            start: township.start.min(range.start),
            end: township.end.max(range.end),
            township: township_cell(&block[township.clone()], ['N', 'S'])?,
            range: township_cell(&block[range.clone()], ['E', 'W'])?,
            meridian: None,
            section: None,
        });
    }
    townships.iter().rev().find(|t| t.end <= row.start).or(inherited).cloned()
}

/// Adds the townships written with "the same range" ("Lot 4 of Section 36, in Township 6 North of
/// the same Range and Meridian"): each takes the range and meridian of the township written
/// before it in the block, or of the tract before.
pub(super) fn same_range_townships(
    block: &str,
    usable: &dyn Fn(usize) -> bool,
    inherited: Option<&TownshipRange>,
    townships: &mut Vec<TownshipRange>,
    warnings: &mut Vec<String>,
) {
    let mut added = false;
    for caps in SAME_RANGE_TOWNSHIP.captures_iter(block) {
        let Some(whole) = caps.get(0) else { continue };
        if !usable(whole.start()) || townships.iter().any(|t| t.start <= whole.start() && whole.start() < t.end) {
            continue;
        }
        let Some(before) = townships.iter().rev().find(|t| t.end <= whole.start()).or(inherited) else { continue };
        let Some(number) = caps.name("township").and_then(|t| number_slot(t.as_str())) else { continue };
        let direction = caps
            .name("north_south")
            .and_then(|d| d.as_str().chars().next())
            .map(|c| c.to_ascii_uppercase().to_string())
            .unwrap_or_default();
        let township = format!("{number}{direction}");
        warnings.push(format!("township {township} takes range {} from \"{}\"", before.range, whole.as_str()));
        let found = TownshipRange {
            start: whole.start(),
            end: whole.end(),
            township,
            range: before.range.clone(),
            meridian: before.meridian.clone(),
            section: None,
        };
        townships.push(found);
        added = true;
    }
    if added {
        townships.sort_by_key(|t| t.start);
    }
}

/// A township with its direction and no range after it, as descriptions write each of several
/// townships that one range said after them serves ("Section 4 in Township 3 South and Section 33
/// in Township 2 South, both in Range 65 West", "Sections 31 (T. 163 N.) and 6 (T. 162 N.), R. 97
/// W."), and a plural's list ("Townships 2 North and 3 North"): `more` holds the list's other
/// townships.
static TOWNSHIP_WITHOUT_RANGE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)(?:{TOWNSHIP_WORD}s?|twps?\.?|t\.?)\s*(?P<township>\d{{1,3}}|{words})\s*(?P<north_south>north|south|n|s)(?-u:\b)\.?(?P<more>(?:\s*(?:,|and|&)\s*\d{{1,3}}\s*(?:north|south|n|s)(?-u:\b)\.?)*)",
        words = number_words!()
    ))
    .expect("township without range pattern compiles")
});

/// One township of [`TOWNSHIP_WITHOUT_RANGE`]'s list: its figures and direction.
static LISTED_TOWNSHIP: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?P<township>\d{1,3})\s*(?P<north_south>north|south|n|s)(?-u:\b)").expect("listed township pattern compiles")
});

/// A range with its direction, alone or at the end of a township and range.
static RANGE_ALONE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)(?:{RANGE_WORD}|rge\.?|rng\.?|r\.?)\s*(?P<range>\d{{1,3}}|{words})\s*(?P<east_west>east|west|e|w)(?-u:\b)\.?",
        words = number_words!()
    ))
    .expect("range alone pattern compiles")
});

/// How far after a township without its range the range that serves it may stand.
const SHARED_RANGE_REACH: usize = 250;

/// Adds the townships written without their range (`TOWNSHIP_WITHOUT_RANGE`), each with the
/// range written next after it within reach (alone, or ending the township and range of the last
/// of them), and that range's meridian. A township already read with its range is left as read.
/// Gives where the added townships start.
pub(super) fn shared_range_townships(
    block: &str,
    usable: &dyn Fn(usize) -> bool,
    townships: &mut Vec<TownshipRange>,
    warnings: &mut Vec<String>,
) -> Vec<usize> {
    let alone: Vec<regex::Captures<'_>> = TOWNSHIP_WITHOUT_RANGE
        .captures_iter(block)
        .filter(|caps| {
            caps.get(0)
                .is_some_and(|whole| usable(whole.start()) && !townships.iter().any(|t| t.start < whole.end() && whole.start() < t.end))
        })
        .collect();
    if alone.is_empty() {
        return Vec::new();
    }
    let ranges: Vec<regex::Captures<'_>> =
        RANGE_ALONE.captures_iter(block).filter(|caps| caps.get(0).is_some_and(|m| usable(m.start()))).collect();
    let mut added = Vec::new();
    for caps in alone {
        let Some(whole) = caps.get(0) else { continue };
        let Some(range) =
            ranges.iter().find(|r| r.get(0).is_some_and(|m| m.start() >= whole.end() && m.start() - whole.end() <= SHARED_RANGE_REACH))
        else {
            continue;
        };
        let (Some(range_number), Some(east_west)) = (range.name("range").and_then(|r| number_slot(r.as_str())), range.name("east_west"))
        else {
            continue;
        };
        let range_end = range.get(0).map_or(whole.end(), |m| m.end());
        let range_written = format!("{range_number}{}", east_west.as_str()[..1].to_ascii_uppercase());
        let meridian = meridian(&block[range_end..]);
        let first_end = caps.name("more").map_or(whole.end(), |more| more.start());
        let mut listed = vec![(whole.start(), first_end, caps.name("township"), caps.name("north_south"))];
        if let Some(more) = caps.name("more") {
            listed.extend(LISTED_TOWNSHIP.captures_iter(more.as_str()).filter_map(|item| {
                let at = item.get(0)?;
                Some((more.start() + at.start(), more.start() + at.end(), item.name("township"), item.name("north_south")))
            }));
        }
        for (start, end, number, direction) in listed {
            let (Some(number), Some(direction)) = (number.and_then(|n| number_slot(n.as_str())), direction) else { continue };
            let township = format!("{number}{}", direction.as_str()[..1].to_ascii_uppercase());
            warnings.push(format!("township {township} takes range {range_written} written after it"));
            added.push(TownshipRange { start, end, township, range: range_written.clone(), meridian: meridian.clone(), section: None });
        }
    }
    let starts = added.iter().map(|t| t.start).collect();
    if !added.is_empty() {
        townships.extend(added);
        townships.sort_by_key(|t| t.start);
    }
    starts
}

/// Whether a township and range with both directions stand right after a section's number, with
/// at most a comma or "in" between ("Section 40, T6S, R4E", "Section 37 in Township 9 South,
/// Range 1 East"): the southern surveys that number irregular sections past 36 write them so.
/// A remark in words may stand between ("Sec. 43 (irregular), T12N, R10W"), and so may the rest
/// of a list of sections in that township, in one sentence ("Section 40 and the SW/4 of Section
/// 41, Township 6 North"): a statute's section is never listed with a township's.
pub(super) fn township_follows(block: &str, section_end: usize, townships: &[TownshipRange]) -> bool {
    townships.iter().find(|t| t.start >= section_end).filter(|t| directed(t)).is_some_and(|t| {
        let mut gap = block[section_end..t.start].trim_matches([' ', ',', '\n']);
        if let Some(remark) = gap
            .strip_prefix('(')
            .and_then(|rest| rest.split_once(')'))
            .filter(|(words, _)| words.len() <= 40 && words.chars().all(|c| c.is_ascii_alphabetic() || c == ' ' || c == '-'))
        {
            gap = remark.1.trim_matches([' ', ',', '\n']);
        }
        let listed = || {
            let lowered = gap.to_ascii_lowercase();
            (lowered.starts_with("and ") || lowered.starts_with("& "))
                && gap.len() <= 80
                && !gap.contains([';', '\n'])
                && lowered.contains("sec")
                && gap.ends_with(|c: char| c.is_ascii_digit())
        };
        gap.is_empty() || gap.eq_ignore_ascii_case("in") || listed()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Figures, directions, joints, spaces and the words around compact forms, for the proptest.
    const PIECES: [&str; 24] = [
        "12", "9", "147", "N", "s", "W", "e", "T", "t.", "R", "-", "/", " ", "\n", "\t", "\x0B", "Sec. ", "in ", "C-2", "one-half", "N/2",
        "of ", "\u{00A0}", "\u{017F}",
    ];

    /// Whether each compact pattern finds a match in the block.
    fn found(block: &str) -> [bool; 4] {
        let search = |pattern: &Regex, twin: &Regex| for_text(pattern, twin, block).is_match(block);
        [
            search(&COMPACT_TOWNSHIP_RANGE, &COMPACT_TOWNSHIP_RANGE_ASCII),
            search(&BARE_COMPACT_SECTION, &BARE_COMPACT_SECTION_ASCII),
            search(&BARE_TOWNSHIP_RANGE, &BARE_TOWNSHIP_RANGE_ASCII) || search(&DASHED_TOWNSHIP_RANGE, &DASHED_TOWNSHIP_RANGE_ASCII),
            search(&IN_TOWNSHIP_RANGE, &IN_TOWNSHIP_RANGE_ASCII),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]

        /// A form the joints rule out is one its pattern never finds.
        #[test]
        fn joints_never_rule_out_a_form_the_pattern_finds(pieces in proptest::collection::vec(0..PIECES.len(), 0..14)) {
            let block: String = pieces.iter().map(|&piece| PIECES[piece]).collect();
            let joints = Joints::of(&block);
            let allowed = [joints.compact, joints.bare_compact, joints.bare_township_range, joints.in_township_range];
            for (pattern, (allowed, found)) in allowed.iter().zip(found(&block)).enumerate() {
                prop_assert!(*allowed || !found, "pattern {pattern} found in {block:?}");
            }
        }
    }

    #[test]
    fn joints_of_words_and_aliquots_rule_out_every_compact_form() {
        let joints = Joints::of("Section 40, Block C-2, PSL Survey, an undivided one-half, the N/2 of the NE/4, to-wit:");
        assert!(!joints.compact && !joints.bare_compact && !joints.bare_township_range && !joints.in_township_range);
        let joints = Joints::of("the NE4 of 28-147-98 and Sec. 6/152N/92W, all in 15N-49W, S/2 of 3-T6S-R93W");
        assert!(joints.compact && joints.bare_compact && joints.bare_township_range && joints.in_township_range);
        for block in ["Sec. 12-9N-11W", "S/2 of 15-12N-13W", "16N-7W-22", "both in 28-33W", "5N/14E", "3 - t. 6"] {
            let joints = Joints::of(block);
            let allowed = [joints.compact, joints.bare_compact, joints.bare_township_range, joints.in_township_range];
            for (allowed, found) in allowed.iter().zip(found(block)) {
                assert!(*allowed || !found, "{block}");
            }
        }
    }

    /// Ordinals in words as patents count tiers and ranges, with OCR's slips and a compound's
    /// hyphen broken or lost, and words that count nothing.
    #[test]
    fn roman_figures_count_only_when_well_formed() {
        for (figures, value) in [("i", 1), ("IV", 4), ("ix", 9), ("XIII", 13), ("xliv", 44), ("LXXXIX", 89)] {
            assert_eq!(roman_value(figures), Some(value), "{figures}");
        }
        for figures in ["IIII", "VX", "IL", "XXXX", "VV", "lxi1"] {
            assert_eq!(roman_value(figures), None, "{figures}");
        }
    }

    #[test]
    fn ordinal_words_count_to_their_numbers() {
        let counted = [
            ("first", "1"),
            ("Second", "2"),
            ("third", "3"),
            ("ninth", "9"),
            ("twelfth", "12"),
            ("seventeenth", "17"),
            ("twentieth", "20"),
            ("forty-fifth", "45"),
            ("Ninety-Eighth", "98"),
            ("seventy- third", "73"),
            ("sixty-\neighth", "68"),
            ("fiftysecond", "52"),
            ("one hundred and forty-first", "141"),
            ("One Hundred Twelfth", "112"),
            ("f1rst", "1"),
            ("eleventb", "11"),
            ("thirty-n1nth", "39"),
        ];
        for (written, number) in counted {
            assert_eq!(ordinal_words_value(written).map(|value| value.to_string()).as_deref(), Some(number), "{written}");
        }
        for written in ["tenths", "month", "sixty", "north"] {
            assert_eq!(ordinal_words_value(written), None, "{written}");
        }
    }

    /// The meridian written after a township and range counted in words is theirs; a private
    /// survey's "range of townships" without directions is none.
    #[test]
    fn ordinal_townships_carry_their_meridian_and_need_their_directions() {
        let found = ordinal_townships("in the eighty-first township north, in the fortieth range west of the 5th P.M.", &|_| true);
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].township.as_str(), found[0].range.as_str()), ("81N", "40W"));
        assert!(found[0].meridian.is_some());
        assert!(ordinal_townships("Great Lot Twelve in the Second Range of Townships of the Company's Survey", &|_| true).is_empty());
    }

    #[test]
    fn township_and_range_each_in_parentheses() {
        let found = crate::l0::land::tests::tracts("(Sec 21) SW4NW4 (T 17N) (R 8W) per the plat's margin\n");
        let keys: Vec<_> = found.iter().map(crate::l0::land::tests::plss_key).collect();
        assert_eq!(keys, vec![(Some("21"), Some("17N"), Some("8W"), Some("SW/4 NW/4"))]);
    }
}
