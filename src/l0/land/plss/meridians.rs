//! The meridian written after a township and range (by number, name or initials) and the
//! directions a meridian or a state implies where the text leaves them out.

use super::*;

/// The meridian written right after a township and range: the principal meridians by number
/// ("6th P.M.", "Fifth Principal Meridian", an abstracter's "6PM"), by name ("Choctaw Meridian",
/// "Mount Diablo Base and Meridian") and by initials, with or without their stops ("B.H.M.",
/// "M.D.B.&M.", "G&SRB&M", "P.M.M.", an Oklahoma abstract's "IM"), the word cut to "Mer." as
/// abstracts write it ("Seward Mer.").
pub(in crate::l0::land) static MERIDIAN: LazyLock<Regex> = LazyLock::new(|| {
    // A meridian's name takes the word or its abbreviation: "Boise Meridian", "Seward Mer.".
    let pattern = concat!(
        r"(?i)^[\s,.;-]{0,4}(?:of\s+)?(?:the\s+)?(?:",
        r"(?P<number>\d{1,2}(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth)\s*(?:p\.\s?m\.?|pm(?-u:\b)|principal\s+meridian|principle\s+meridian)",
        r"|(?P<indian>i\.\s?m\.|im(?-u:\b)|indian\s+meridian)",
        r"|(?P<new_mexico>n\.\s?m\.\s?p\.\s?m\.?|nmpm|new\s+mexico\s+principal\s+meridian)",
        r"|(?P<boise>b\.\s?m\.|boise\s+(?:base\s+(?:&|and)\s+)?meridian)",
        r"|(?P<ute>u\.\s?m\.|ute\s+meridian)",
        r"|(?P<black_hills>b\.\s?h\.\s?m\.?|bhm(?-u:\b)|black\s+hills\s+meridian)",
        r"|(?P<salt_lake>s\.\s?l\.\s?(?:b\.\s?(?:&|and)\s?)?m\.?|slb?&?m(?-u:\b)|salt\s+lake\s+(?:base\s+(?:&|and)\s+)?meridian)",
        r"|(?P<willamette>w\.\s?m\.|willamette\s+meridian)",
        r"|(?P<cimarron>c\.\s?m\.|cimarron\s+meridian)",
        r"|(?P<gila>g\.?\s?(?:&|and)\s?s\.?\s?r\.?\s?(?:b\.?\s?(?:&|and)\s?)?m(?-u:\b)\.?|gila\s+and\s+salt\s+river\s+(?:base\s+and\s+)?meridian)",
        r"|(?P<montana>m\.\s?p\.\s?m\.?|p\.\s?m\.\s?m\.?|montana\s+principal\s+meridian)",
        r"|(?P<mount_diablo>m\.\s?d\.\s?(?:b\.\s?(?:&|and)\s?)?m\.?|mdb&m(?-u:\b)|mount\s+diablo\s+(?:base\s+(?:&|and)\s+)?meridian)",
        r"|(?P<san_bernardino>s\.\s?b\.\s?(?:b\.\s?(?:&|and)\s?)?m\.?|sbb&m(?-u:\b)|san\s+bernardino\s+(?:base\s+(?:&|and)\s+)?meridian)",
        r"|(?P<humboldt>h\.\s?b\.\s?(?:&|and)\s?m\.?|humboldt\s+(?:base\s+(?:&|and)\s+)?meridian)",
        r"|(?P<named>choctaw|chickasaw|huntsville|tallahassee|st\.?\s+stephens?|st\.?\s+helena|louisiana|michigan|washington|seward|fairbanks|copper\s+river|kateel\s+river|umiat|wind\s+river|navajo)\s+meridian",
        r")"
    );
    Regex::new(&pattern.replace(r"\s+meridian", r"\s+(?:meridian|mer(?-u:\b)\.?)")).expect("meridian pattern compiles")
});

/// How long the meridian written at the start of `after` is (0 when none is).
pub(super) fn meridian_len(after: &str) -> usize {
    MERIDIAN.find(&after[..after.floor_char_boundary(60.min(after.len()))]).map_or(0, |m| m.end())
}

/// How far a meridian in parentheses at the start of `after` runs, through its closing
/// parenthesis ("(2nd P.M.)", " (Indian Meridian)"): 0 when the parentheses hold anything else.
/// It places a section or township, and the parts after it are theirs.
pub(super) fn meridian_in_parentheses_len(after: &str) -> usize {
    let open = after.len() - after.trim_start_matches([' ', ',']).len();
    let Some(close) = after[open..].strip_prefix('(').and_then(|inside| inside.find(')')) else {
        return 0;
    };
    let inside = after[open + 1..open + 1 + close].trim();
    if !inside.is_empty() && meridian_len(inside) == inside.len() { open + close + 2 } else { 0 }
}

pub(in crate::l0::land) fn meridian(after: &str) -> Option<String> {
    let caps = MERIDIAN.captures(&after[..after.floor_char_boundary(60.min(after.len()))])?;
    if let Some(number) = caps.name("number") {
        let ordinal = match number.as_str().to_ascii_lowercase().as_str() {
            "first" => "1ST".to_string(),
            "second" => "2ND".to_string(),
            "third" => "3RD".to_string(),
            "fourth" => "4TH".to_string(),
            "fifth" => "5TH".to_string(),
            "sixth" => "6TH".to_string(),
            other => other.to_ascii_uppercase(),
        };
        return Some(format!("{ordinal} PM"));
    }
    let named = [
        ("indian", "IM"),
        ("new_mexico", "NMPM"),
        ("boise", "BM"),
        ("ute", "UM"),
        ("black_hills", "BHM"),
        ("salt_lake", "SLM"),
        ("willamette", "WM"),
        ("cimarron", "CM"),
        ("gila", "GSRM"),
        ("montana", "MPM"),
        ("mount_diablo", "MDM"),
        ("san_bernardino", "SBM"),
        ("humboldt", "HM"),
    ];
    if let Some(name) = caps.name("named") {
        // The meridians without a usual short form keep their name: "CHOCTAW", "ST STEPHENS".
        let words: Vec<String> =
            name.as_str().split(|c: char| !c.is_ascii_alphabetic()).filter(|w| !w.is_empty()).map(str::to_ascii_uppercase).collect();
        return Some(words.join(" "));
    }
    named.iter().find(|(group, _)| caps.name(group).is_some()).map(|(_, short)| short.to_string())
}

/// The directions that a township and a range written without them ("28-147-98", "Township
/// Twenty-one, Range Ten West, Huntsville Meridian") take from where the land lies, where the
/// survey leaves only one: every township of North Dakota, Nebraska, Wyoming, Minnesota, Iowa,
/// Missouri and Wisconsin lies north of its meridian's base line and every one of Kansas south
/// of it (the Sixth Principal Meridian's base line is their common border); the Huntsville,
/// Chickasaw and St. Helena base lines run along the north of the land they govern, the
/// Cimarron's along its south and its meridian along its west; and every range of North Dakota,
/// of Minnesota (whose land the Fourth and Fifth Principal Meridians both survey from their
/// east) and of Wyoming's Sixth Principal Meridian lies west. The Wind River Meridian's land, inside
/// Wyoming, lies on both sides of its lines. Iowa's ranges east of the Fifth Principal Meridian
/// end at the Mississippi in Range 7 East, so an Iowa range numbered above 7 ("Sec. 9-97-29")
/// lies west. `meridian` is as `meridian` reads it, `state` a postal code, `range` the range's
/// number. Each direction is None where the place leaves both.
pub fn implied_directions(meridian: Option<&str>, state: Option<&str>, range: Option<u32>) -> (Option<char>, Option<char>) {
    let by_meridian = match meridian {
        Some("HUNTSVILLE" | "CHICKASAW" | "ST HELENA") => Some(('S', None)),
        Some("CM") => Some(('N', Some('E'))),
        Some("WIND RIVER") => return (None, None),
        _ => None,
    };
    if let Some((north_south, east_west)) = by_meridian {
        return (Some(north_south), east_west);
    }
    match state {
        Some("ND" | "MN") => (Some('N'), Some('W')),
        Some("WY") => (Some('N'), Some('W')),
        Some("IA") if range.is_some_and(|number| number > 7) => (Some('N'), Some('W')),
        Some("NE" | "IA" | "MO" | "WI") => (Some('N'), None),
        Some("KS") => (Some('S'), None),
        _ => (None, None),
    }
}
