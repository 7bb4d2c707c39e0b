//! Counties and states: where a tract lies ("Reeves County, Texas", "County of Weld, State of
//! Colorado"), told apart from where a party lives and from a certificate's venue.

use super::*;

pub(super) const STATES: &str = r"texas|oklahoma|new\s+mexico|colorado|wyoming|north\s+dakota|south\s+dakota|montana|ohio|pennsylvania|west\s+virginia|virginia|louisiana|kansas|nebraska|utah|arkansas|mississippi|alabama|michigan|illinois|kentucky|new\s+york|california|idaho|nevada|arizona|oregon|washington|indiana|tennessee|florida|alaska|connecticut|delaware|georgia|hawaii|iowa|maine|maryland|massachusetts|minnesota|missouri|new\s+hampshire|new\s+jersey|north\s+carolina|rhode\s+island|south\s+carolina|vermont|wisconsin";

/// "Reeves County, Texas", "Weld County, State of Colorado", "Midland Co., Texas".
pub(super) static COUNTY_NAME_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?P<county>(?:[A-Z][A-Za-z.'-]+ ){{0,2}}[A-Z][A-Za-z.'-]{{2,}}) (?:(?i:county|parish)(?-u:\b)(?:[\s,]+(?i:(?:in\s+the\s+)?(?:state|commonwealth)\s+of\s+)?(?P<state>(?i:{STATES}))(?-u:\b))?|Co\.,?\s+(?P<abbreviated_state>(?i:{STATES}))(?-u:\b))"
    ))
    .expect("county pattern compiles")
});
/// "County of Weld, State of Colorado", "in the County of Caddo and State of Oklahoma",
/// "COUNTY OF REEVES §".
pub(super) static COUNTY_OF: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)(?-u:\b)(?:county|parish)\s+of\s+(?P<county>[a-z][a-z.' ]{{1,25}}?)\s*(?:[,§:)\n-]|\s(?:and|in|ss)(?-u:\b))(?:[\s,-]*(?:and|in)?[\s-]*(?:the\s+)?(?:state|commonwealth)\s+of\s+(?P<state>{STATES})(?-u:\b))?"
    ))
    .expect("county-of pattern compiles")
});
/// A county named as where a party lives ("JOHN DOE, of Comanche County", "residing in Tulsa
/// County") or died ("died … in Abilene, Taylor County") is not where the land lies.
pub(super) static RESIDENCE_OF: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i),\s*(?:all\s+|both\s+|each\s+)?(?:of|from)\s+(?:the\s+)?$").expect("residence pattern compiles"));
pub(super) static RESIDENCE_WORD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?-u:\b)(?:residents?|residing|resides?|living|lives|domiciled|died)(?-u:\b)")
        .expect("residence word pattern compiles")
});

pub(super) static STATE_ONLY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)(?-u:\b)(?:state|commonwealth)\s+of\s+(?P<state>{STATES})(?-u:\b)")).expect("state pattern compiles")
});

/// How far an acreage or county may stand from a tract's anchors to be the tract's.
pub(super) const BLOCK_LIMIT: usize = 4000;
/// The county an instrument names most often (its parties', its recorder's, its notary's): where
/// OCR spoiled the county of the land itself, the deed is nearly always of land in the county
/// where it was made and recorded.
pub(super) fn most_named_county(text: &str) -> Option<String> {
    let mut counts: Vec<(String, usize)> = Vec::new();
    // What the whole text says of its counties' spellings is for the blocks to report.
    for candidate in place_candidates(text, &TextState::new(text), &mut Vec::new()) {
        match counts.iter_mut().find(|(county, _)| *county == candidate.county) {
            Some((_, count)) => *count += 1,
            None => counts.push((candidate.county, 1)),
        }
    }
    let best = counts.iter().map(|(_, count)| *count).max()?;
    counts.into_iter().find(|(_, count)| *count == best).map(|(county, _)| county)
}

/// A county named in a block, with where it stands.
pub(super) struct PlaceCandidate {
    pub(super) at: usize,
    pub(super) county: String,
    pub(super) state: Option<String>,
    /// "COUNTY OF REEVES §" opening a line: the venue of a caption or certificate.
    pub(super) venue: bool,
}

/// How far after a tract's anchors a county is still "right after" the description.
pub(super) const NEAR_AFTER: usize = 300;

/// The counties named in a stretch, in order, leaving out where parties live or died.
pub(super) fn place_candidates(stretch: &str, text_state: &TextState<'_>, notes: &mut Vec<String>) -> Vec<PlaceCandidate> {
    // Each candidate: where its match starts, where to look back from for a residence (after
    // any connective the name took: "OF COMANCHE COUNTY"), the name, the state.
    let name_first = county_name_first(stretch).into_iter().map(|found| {
        let raw = &stretch[found.county.clone()];
        let prefix = raw.len() - strip_leading_connectives(raw).len() - (raw.len() - raw.trim_end().len());
        (found.start, found.start + prefix, raw, found.state.map(|state| &stretch[state]))
    });
    let county_of = COUNTY_OF.captures_iter(stretch).filter_map(|caps| {
        let at = caps.get(0)?.start();
        Some((at, at, caps.name("county")?.as_str(), caps.name("state").map(|s| s.as_str())))
    });
    let mut candidates: Vec<PlaceCandidate> = name_first
        .chain(county_of)
        .filter(|(_, _, county, _)| is_county_name(county))
        .filter_map(|(at, lookback, raw, state)| {
            let before = &stretch[stretch.floor_char_boundary(lookback.saturating_sub(80))..stretch.floor_char_boundary(lookback)];
            if is_residence(before) {
                return None;
            }
            let name = strip_leading_connectives(raw);
            let line_start = stretch[..at].rfind('\n').map_or(0, |i| i + 1);
            Some(PlaceCandidate {
                at,
                county: words_joined(name),
                state: state.and_then(state_code),
                venue: stretch[line_start..at].trim().is_empty()
                    && stretch[at..].get(..6).is_some_and(|w| w.eq_ignore_ascii_case("county")),
            })
        })
        .collect();
    candidates.sort_by_key(|c| c.at);
    // A county written without its state is checked against the state the stretch names first,
    // else the one the instrument names first.
    let stretch_state: OnceCell<Option<String>> = OnceCell::new();
    candidates.retain_mut(|candidate| {
        let state = candidate
            .state
            .clone()
            .or_else(|| stretch_state.get_or_init(|| first_state(stretch)).clone().or_else(|| text_state.get().map(str::to_string)));
        match real_county(&candidate.county, state.as_deref(), notes) {
            Some(county) => {
                candidate.county = county;
                true
            }
            None => false,
        }
    });
    candidates
}

/// The state a text names first: "State of Texas", "Commonwealth of Pennsylvania".
fn first_state(text: &str) -> Option<String> {
    STATE_ONLY.captures(text).and_then(|caps| caps.name("state")).and_then(|s| state_code(s.as_str()))
}

/// The state an instrument names first (its caption, its acknowledgment), read when a county
/// named without its state must be checked and its own stretch names no state.
pub(super) struct TextState<'t> {
    text: &'t str,
    state: OnceCell<Option<String>>,
}

impl<'t> TextState<'t> {
    pub(super) fn new(text: &'t str) -> TextState<'t> {
        TextState { text, state: OnceCell::new() }
    }

    pub(super) fn get(&self) -> Option<&str> {
        self.state
            .get_or_init(|| {
                first_state(self.text)
                    .or_else(|| place_candidates(self.text, &TextState::none(), &mut Vec::new()).into_iter().find_map(|c| c.state))
            })
            .as_deref()
    }

    /// A hint that knows no state.
    pub(super) fn none() -> TextState<'static> {
        TextState { text: "", state: OnceCell::from(None) }
    }
}

/// A county name as read, checked against the Census list of the counties of `state`: the
/// county it is (the Census spelling, or the one county it is one OCR slip from), or `None`
/// with a note when it is no county of the state, or of any state when the state is not known.
/// Words the name pattern took before the name ("Situate Greene") are dropped when the rest is
/// a county and the whole is not.
pub(super) fn real_county(name: &str, state: Option<&str>, notes: &mut Vec<String>) -> Option<String> {
    let words: Vec<&str> = name.split_whitespace().collect();
    let tails = || (0..words.len()).map(|skip| words[skip..].join(" "));
    let Some(state) = state else {
        return match tails().find(|tail| is_county_anywhere(tail)) {
            Some(tail) => Some(title_case(&tail)),
            None => {
                notes.push(format!("\"{name} County\" is no county of any state: not taken as a county"));
                None
            }
        };
    };
    let mut checks = tails().map(|tail| check_county(state, &tail));
    match checks.next().flatten() {
        None => Some(title_case(name)),
        Some(CountyCheck::Known(county)) => Some(county.to_string()),
        first => {
            if let Some(county) = checks.find_map(|check| match check {
                Some(CountyCheck::Known(county)) => Some(county),
                _ => None,
            }) {
                return Some(county.to_string());
            }
            if let Some(CountyCheck::Corrected(county)) = first {
                notes.push(format!("county \"{name}\" read as {county}, the one county of {state} it is one OCR slip from"));
                return Some(county.to_string());
            }
            notes.push(format!("\"{name} County\" is no county of {state}: not taken as a county"));
            None
        }
    }
}

/// One `COUNTY_NAME_FIRST` match, as spans of the stretch searched.
#[derive(Debug, PartialEq)]
pub(super) struct CountyNameFirst {
    pub(super) start: usize,
    pub(super) county: Range<usize>,
    /// The `state` or `abbreviated_state` group, whichever matched.
    pub(super) state: Option<Range<usize>>,
}

/// The matches `COUNTY_NAME_FIRST.captures_iter(stretch)` gives, read by hand from the
/// "county", "parish" and "Co." words: the pattern has no literal prefix, and its search, the
/// reverse search for each match's start and the capture engine over each match were the
/// costliest part of the land extractor. A text holding LONG S or KELVIN SIGN (which `(?i)`
/// reads as `s` and `k`; normalised text never does) is searched with the pattern itself.
pub(super) fn county_name_first(stretch: &str) -> Vec<CountyNameFirst> {
    if folds_to_ascii(stretch) {
        return COUNTY_NAME_FIRST
            .captures_iter(stretch)
            .filter_map(|caps| {
                Some(CountyNameFirst {
                    start: caps.get(0)?.start(),
                    county: caps.name("county")?.range(),
                    state: caps.name("state").or(caps.name("abbreviated_state")).map(|m| m.range()),
                })
            })
            .collect();
    }
    let mut found: Vec<CountyNameFirst> = Vec::new();
    // As the iterator does, a search resumes where the previous match ended.
    let mut resume = 0;
    let bytes = stretch.as_bytes();
    for (from, to) in county_name_windows(stretch) {
        for (start, byte) in bytes.iter().enumerate().take(to).skip(from) {
            if start < resume || !byte.is_ascii_uppercase() {
                continue;
            }
            // A capital right after a capital tried here is inside the word that capital opened
            // ("OHN" after "JOHN"): the same word end with a shorter first word, so no match
            // where the longer found none (one there would have moved `resume` past it).
            if start > from.max(resume) && bytes[start - 1].is_ascii_uppercase() {
                continue;
            }
            if let Some((end, county_match)) = county_name_first_at(stretch, start) {
                resume = end;
                found.push(county_match);
            }
        }
    }
    found
}

/// A byte of a county's name word: `[A-Za-z.'-]`.
pub(super) fn is_name_byte(byte: u8) -> bool {
    byte.is_ascii_alphabetic() || matches!(byte, b'.' | b'\'' | b'-')
}

/// `COUNTY_NAME_FIRST` anchored at `start` (a capital letter), with its end. The name is one to
/// three words `[A-Z][A-Za-z.'-]+` each followed by one space, the last of at least three
/// letters; a word is always all the name bytes up to the space, so the only choice the pattern
/// has is how many words to take, and it takes the most that a county word follows.
pub(super) fn county_name_first_at(text: &str, start: usize) -> Option<(usize, CountyNameFirst)> {
    let bytes = text.as_bytes();
    let mut word_ends = [0usize; 3];
    let mut words = 0;
    let mut at = start;
    while words < 3 && bytes.get(at).is_some_and(u8::is_ascii_uppercase) {
        let end = (at + 1..bytes.len()).find(|&i| !is_name_byte(bytes[i])).unwrap_or(bytes.len());
        if end - at < 2 || bytes.get(end) != Some(&b' ') {
            break;
        }
        word_ends[words] = end;
        words += 1;
        at = end + 1;
    }
    word_ends[..words].iter().enumerate().rev().find_map(|(index, &name_end)| {
        let word_start = if index == 0 { start } else { word_ends[index - 1] + 1 };
        if name_end - word_start < 3 {
            return None;
        }
        let (end, state) = county_word_at(text, name_end + 1)?;
        Some((end, CountyNameFirst { start, county: start..name_end, state }))
    })
}

/// The part of `COUNTY_NAME_FIRST` after the name's space: "County" or "Parish" with the state
/// that may follow, or "Co." with the state that must. Gives where the match ends and the state.
pub(super) fn county_word_at(text: &str, at: usize) -> Option<(usize, Option<Range<usize>>)> {
    let bytes = text.as_bytes();
    let rest = &bytes[at..];
    let is_word_byte = |i: usize| bytes.get(i).is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_');
    if ["county", "parish"].iter().any(|word| rest.len() >= 6 && rest[..6].eq_ignore_ascii_case(word.as_bytes())) && !is_word_byte(at + 6) {
        let word_end = at + 6;
        let after_separators =
            word_end + text[word_end..].chars().take_while(|c| c.is_whitespace() || *c == ',').map(char::len_utf8).sum::<usize>();
        if after_separators == word_end {
            return Some((word_end, None));
        }
        let state =
            [state_prefix_end(text, after_separators, true), state_prefix_end(text, after_separators, false), Some(after_separators)]
                .into_iter()
                .flatten()
                .find_map(|from| state_at(text, from));
        return Some(state.map_or((word_end, None), |state| (state.end, Some(state))));
    }
    if rest.starts_with(b"Co.") {
        let mut from = at + 3;
        if bytes.get(from) == Some(&b',') && text[from + 1..].starts_with(char::is_whitespace) {
            from += 1;
        }
        let spaces = text[from..].chars().take_while(|c| c.is_whitespace()).map(char::len_utf8).sum::<usize>();
        if spaces == 0 {
            return None;
        }
        let state = state_at(text, from + spaces)?;
        return Some((state.end, Some(state)));
    }
    None
}

/// Where a state's name may start after "State of", "in the State of", "Commonwealth of" at
/// `at` (case as written), with or without the "in the".
pub(super) fn state_prefix_end(text: &str, at: usize, in_the: bool) -> Option<usize> {
    let words: &[&[&str]] =
        if in_the { &[&["in"], &["the"], &["state", "commonwealth"], &["of"]] } else { &[&["state", "commonwealth"], &["of"]] };
    let mut at = at;
    for choices in words {
        let word =
            choices.iter().find(|word| text.as_bytes()[at..].get(..word.len()).is_some_and(|w| w.eq_ignore_ascii_case(word.as_bytes())))?;
        at += word.len();
        let spaces = text[at..].chars().take_while(|c| c.is_whitespace()).map(char::len_utf8).sum::<usize>();
        if spaces == 0 {
            return None;
        }
        at += spaces;
    }
    Some(at)
}

/// The state names of `STATES`, each as its words.
pub(super) static STATE_WORDS: LazyLock<Vec<Vec<&'static str>>> =
    LazyLock::new(|| STATES.split('|').map(|state| state.split(r"\s+").collect()).collect());

/// A name of `STATES` at `at` (any case, white space between its words) ending at an ASCII
/// word boundary. No state's name begins another's, so their order does not matter.
pub(super) fn state_at(text: &str, at: usize) -> Option<Range<usize>> {
    let bytes = text.as_bytes();
    STATE_WORDS.iter().find_map(|words| {
        let mut end = at;
        for (index, word) in words.iter().enumerate() {
            if index > 0 {
                let spaces = text[end..].chars().take_while(|c| c.is_whitespace()).map(char::len_utf8).sum::<usize>();
                if spaces == 0 {
                    return None;
                }
                end += spaces;
            }
            if !bytes[end..].get(..word.len()).is_some_and(|w| w.eq_ignore_ascii_case(word.as_bytes())) {
                return None;
            }
            end += word.len();
        }
        (!bytes.get(end).is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')).then_some(at..end)
    })
}

/// The stretches of text that can hold a `COUNTY_NAME_FIRST` match, as disjoint ranges in text
/// order: every match starts in one. Every match is at most three words of `[A-Za-z.'-]`,
/// single spaces between them, a space, then "county", "parish" or "Co.", so a range runs from
/// three words before such a word to the first character after the seventh word after it.
/// For text without LONG S or KELVIN SIGN, which `(?i)` reads as `s` and `k`.
pub(super) fn county_name_windows(stretch: &str) -> Vec<(usize, usize)> {
    let bytes = stretch.as_bytes();
    let mut windows: Vec<(usize, usize)> = Vec::new();
    // Each word opens with "c" or "p" in either case: the two letters' places, merged in text
    // order, are the only ones looked at.
    let mut c_places = memchr::memchr2_iter(b'c', b'C', bytes).peekable();
    let mut p_places = memchr::memchr2_iter(b'p', b'P', bytes).peekable();
    let openings = std::iter::from_fn(|| match (c_places.peek(), p_places.peek()) {
        (Some(c), Some(p)) if p < c => p_places.next(),
        (Some(_), _) => c_places.next(),
        (None, _) => p_places.next(),
    });
    for word in openings {
        // Each word stands after a space after a name byte.
        if word < 2 || bytes[word - 1] != b' ' || !is_name_byte(bytes[word - 2]) {
            continue;
        }
        let rest = &bytes[word..];
        let six = rest.get(..6);
        if !(six.is_some_and(|w| w.eq_ignore_ascii_case(b"county") || w.eq_ignore_ascii_case(b"parish")) || rest.starts_with(b"Co.")) {
            continue;
        }
        let mut from = word - 1;
        for _ in 0..3 {
            while from > 0 && is_name_byte(bytes[from - 1]) {
                from -= 1;
            }
            if from < 2 || bytes[from - 1] != b' ' || !is_name_byte(bytes[from - 2]) {
                break;
            }
            from -= 1;
        }
        let mut to = word;
        for _ in 0..7 {
            while to < bytes.len() && bytes[to].is_ascii_alphabetic() {
                to += 1;
            }
            while to < bytes.len() && !bytes[to].is_ascii_alphabetic() {
                to += 1;
            }
        }
        let to = stretch.ceil_char_boundary((to + 1).min(bytes.len()));
        match windows.last_mut() {
            Some(last) if from <= last.1 => last.1 = last.1.max(to),
            _ => windows.push((from, to)),
        }
    }
    windows
}

/// Whether the words before a county make it a party's residence; a residence word counts only
/// when no other county stands between it and this one.
pub(super) fn is_residence(before: &str) -> bool {
    RESIDENCE_OF.is_match(before)
        || names_residence_word(before)
            && RESIDENCE_WORD.find_iter(before).last().is_some_and(|word| {
                let between = before[word.end()..].to_ascii_lowercase();
                between.len() <= 50 && !between.contains("county") && !between.contains("parish") && !between.contains(['\n', ';'])
            })
}

/// Whether `RESIDENCE_WORD` may match: each of its words holds "resid", "living", "lives",
/// "domiciled" or "died".
pub(super) fn names_residence_word(before: &str) -> bool {
    LoweredText::new(before).holds_any(&["resid", "living", "lives", "domiciled", "died"])
}

/// The county of one tract: the first named in or right after its anchors ("NE/4 Sec. 12 …,
/// Caddo County"), else the nearest before them ("situated in Caddo County, to-wit:"). Venue
/// lines are left to the block's fallback.
pub(super) fn place_near(candidates: &[PlaceCandidate], anchor_start: usize, anchor_end: usize) -> Option<&PlaceCandidate> {
    let mut own = candidates.iter().filter(|c| !c.venue);
    own.clone().find(|c| c.at >= anchor_start && c.at <= anchor_end + NEAR_AFTER).or_else(|| own.rfind(|c| c.at < anchor_start))
}

/// The part of `start..end` that places are read from: its first `BLOCK_LIMIT` bytes.
pub(super) fn place_stretch(text: &str, start: usize, end: usize) -> &str {
    &text[start..text.floor_char_boundary(end.min(start + BLOCK_LIMIT))]
}

/// The county and state named in a stretch of text, from its place candidates: the first full
/// "X County, State" wins, then any county, then any state. The caller reads the candidates
/// once: a block that is a whole range would otherwise read the same stretch for the range and
/// again for the block, and the county patterns are the costliest of the land extractor.
pub(super) fn chosen_place(stretch: &str, candidates: &[PlaceCandidate]) -> (Option<String>, Option<String>) {
    let chosen = candidates.iter().find(|c| c.state.is_some()).or(candidates.first());
    let county = chosen.map(|c| c.county.clone());
    let mut state = chosen.and_then(|c| c.state.clone());
    if state.is_none() {
        state = STATE_ONLY.captures(stretch).and_then(|caps| caps.name("state")).and_then(|s| state_code(s.as_str()));
    }
    (county, state)
}

/// "Of Caddo" as "Caddo": the regex may take a connective before the name.
/// Connectives and the names of courts and offices that stand before a county's name in a
/// caption ("IN THE COUNTY COURT OF BARBER COUNTY", "Clerk of Ward County").
pub(super) fn strip_leading_connectives(name: &str) -> &str {
    let mut rest = name.trim();
    while let Some((first, tail)) = rest.split_once(' ') {
        if !matches!(
            first.to_ascii_lowercase().as_str(),
            "of" | "in" | "the" | "said" | "and" | "deputy" | "clerk" | "court" | "district" | "probate" | "county" | "records"
        ) {
            break;
        }
        rest = tail.trim();
    }
    rest
}

/// Words that precede "County" without being a county's name ("said County", "the County").
pub(super) fn is_county_name(name: &str) -> bool {
    // "Xxxxxxxx County": a published copy with the names masked says nothing of the county.
    if name.split_whitespace().any(|word| word.len() >= 3 && word.chars().all(|c| c.eq_ignore_ascii_case(&'x'))) {
        return false;
    }
    let last = name.split_whitespace().last().unwrap_or_default().to_ascii_lowercase();
    !matches!(
        last.as_str(),
        "said"
            | "the"
            | "this"
            | "same"
            | "such"
            | "and"
            | "any"
            | "of"
            | "in"
            | "adjoining"
            | "recorder"
            | "in and for"
            | "state"
            | "clerk"
            | "deputy"
    ) && !name.eq_ignore_ascii_case("county")
}

pub(super) fn title_case(name: &str) -> String {
    name.split_whitespace()
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or(String::new(), |first| first.to_uppercase().chain(chars.flat_map(char::to_lowercase)).collect())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

pub(super) fn state_code(name: &str) -> Option<String> {
    let key: String = name.split_whitespace().collect::<Vec<_>>().join(" ").to_ascii_lowercase();
    let code = match key.as_str() {
        "texas" => "TX",
        "oklahoma" => "OK",
        "new mexico" => "NM",
        "colorado" => "CO",
        "wyoming" => "WY",
        "north dakota" => "ND",
        "south dakota" => "SD",
        "montana" => "MT",
        "ohio" => "OH",
        "pennsylvania" => "PA",
        "west virginia" => "WV",
        "virginia" => "VA",
        "louisiana" => "LA",
        "kansas" => "KS",
        "nebraska" => "NE",
        "utah" => "UT",
        "arkansas" => "AR",
        "mississippi" => "MS",
        "alabama" => "AL",
        "michigan" => "MI",
        "illinois" => "IL",
        "kentucky" => "KY",
        "new york" => "NY",
        "california" => "CA",
        "idaho" => "ID",
        "nevada" => "NV",
        "arizona" => "AZ",
        "oregon" => "OR",
        "washington" => "WA",
        "indiana" => "IN",
        "tennessee" => "TN",
        "florida" => "FL",
        "alaska" => "AK",
        "connecticut" => "CT",
        "delaware" => "DE",
        "georgia" => "GA",
        "hawaii" => "HI",
        "iowa" => "IA",
        "maine" => "ME",
        "maryland" => "MD",
        "massachusetts" => "MA",
        "minnesota" => "MN",
        "missouri" => "MO",
        "new hampshire" => "NH",
        "new jersey" => "NJ",
        "north carolina" => "NC",
        "rhode island" => "RI",
        "south carolina" => "SC",
        "vermont" => "VT",
        "wisconsin" => "WI",
        _ => return None,
    };
    Some(code.to_string())
}

/// "THE STATE OF TEXAS § COUNTY OF REEVES §": the venue of the caption or the first certificate.
pub(super) fn caption_venue(instrument: &Instrument, notes: &mut Vec<String>) -> Option<(String, String)> {
    let text = instrument.text.as_str();
    let head = &text[..text.floor_char_boundary(text.len().min(1500))];
    let state = STATE_ONLY.captures(head)?;
    let state_match = state.get(0)?;
    let after = &head[state_match.end()..head.floor_char_boundary((state_match.end() + 80).min(head.len()))];
    let county = COUNTY_OF.captures(after)?.name("county")?.as_str().to_string();
    let state = state_code(state.name("state")?.as_str())?;
    Some((real_county(&words_joined(&county), Some(&state), notes)?, state))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l0::land::tests::tracts;

    #[test]
    fn caption_venue_is_the_fallback_county() {
        let extraction = extract(&Instrument::from_raw(
            "THE STATE OF TEXAS §\nCOUNTY OF WARD §\nKNOW ALL MEN BY THESE PRESENTS: the following described land, to-wit: Section 8, Block 33, T&P RR Co. Survey.\n",
        ));
        assert_eq!(extraction.tracts[0].county.as_deref(), Some("Ward"));
        assert_eq!(extraction.tracts[0].state.as_deref(), Some("TX"));
        assert!(extraction.warnings.iter().any(|w| w.contains("caption venue")));
    }

    #[test]
    fn residence_county_of_a_party_is_not_the_land_county() {
        let found = tracts(
            "That ROY D. KEMP and wife, ALMA KEMP, of Stephens County, Oklahoma, do hereby convey unto LOUIS PRATT the following described land situated in Grady County, State of Oklahoma, to-wit:\n\nSW/4 Sec. 3-T6N-R7W, I.M., Grady County, Oklahoma.\n",
        );
        assert_eq!((found[0].county.as_deref(), found[0].state.as_deref()), (Some("Grady"), Some("OK")));
        let found = tracts(
            "That HOMER LUCE, of the County of Nolan, State of Texas, conveys all that tract described as follows, to-wit: Section 9, Block 40, T&P RR Co. Survey, Martin County, Texas.\n",
        );
        assert_eq!(found[0].county.as_deref(), Some("Martin"));
        let text =
            "ROY D. KEMP, of Stephens County, Oklahoma, residing in Comanche County, conveys the land lying in Grady County, Oklahoma.";
        assert_eq!(
            chosen_place(text, &place_candidates(text, &TextState::none(), &mut Vec::new())),
            (Some("Grady".to_string()), Some("OK".to_string()))
        );
    }

    #[test]
    fn place_stretch_is_at_most_a_block_limit_long_and_ends_on_a_character() {
        let text = format!("Land in Kiowa County, Oklahoma. {}", "é".repeat(BLOCK_LIMIT));
        let stretch = place_stretch(&text, 8, text.len());
        assert!(stretch.starts_with("Kiowa County") && stretch.len() <= BLOCK_LIMIT && stretch.len() >= BLOCK_LIMIT - 1);
        assert_eq!(place_stretch(&text, 8, 20), "Kiowa County");
    }

    #[test]
    fn chosen_place_prefers_a_county_with_its_state_and_falls_back_to_a_lone_state() {
        let stretch = "lying in Roger Mills County, and in Beckham County, State of Oklahoma";
        let places = place_candidates(stretch, &TextState::none(), &mut Vec::new());
        assert_eq!(chosen_place(stretch, &places), (Some("Beckham".to_string()), Some("OK".to_string())));
        let stretch = "the NE/4 of Section 12, Township 5 North, in the State of Kansas";
        assert_eq!(chosen_place(stretch, &place_candidates(stretch, &TextState::none(), &mut Vec::new())), (None, Some("KS".to_string())));
    }

    #[test]
    fn county_right_after_the_anchors_beats_a_place_of_death() {
        let found = tracts(
            "2. Decedent died on May 3, 2016 in Big Spring, Howard County, Texas.\n3. Her heirs took her one-half mineral interest in Section 9, Block 40, T&P RR Co. Survey, Abstract 512, Martin County, Texas.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!(
            (found[0].section.as_deref(), found[0].block.as_deref(), found[0].abstract_number.as_deref()),
            (Some("9"), Some("40"), Some("512"))
        );
        assert_eq!(found[0].county.as_deref(), Some("Martin"));
    }

    #[test]
    fn abbreviated_county() {
        let found = tracts("to-wit: Lot 2, Blk 9, Oak Park Addition, City of Odessa, Ector Co., Texas, containing 0.21 acres.\n");
        assert_eq!((found[0].county.as_deref(), found[0].state.as_deref()), (Some("Ector"), Some("TX")));
    }

    #[test]
    fn masked_county_is_no_county() {
        let found = tracts(
            "the following lands situated in Xxxxxxx County, State of Texas, to-wit: Being 21.5 acres, more or less, out of a 60 acre tract.\n",
        );
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].county.as_deref(), found[0].state.as_deref(), found[0].acres), (None, Some("TX"), Some(21.5)));
        assert!(!is_county_name("Clerk"));
    }

    #[test]
    fn a_court_in_the_caption_is_not_part_of_the_county() {
        let found = tracts(
            "IN THE DISTRICT COURT OF HALE COUNTY, TEXAS\nthe following described land: Section 9, Block 33, Abstract 1187, Hale County, Texas\n",
        );
        assert_eq!(found[0].county.as_deref(), Some("Hale"));
        let captioned = tracts(
            "IN THE COUNTY COURT OF PAWNEE COUNTY, KANSAS\nall of Decedent's interest in the SW/4 of Section 3, Township 21 South, Range 17 West\n",
        );
        assert_eq!(captioned[0].county.as_deref(), Some("Pawnee"));
    }

    #[test]
    fn county_spoiled_in_the_description_is_the_one_named_most() {
        let extraction = extract(&Instrument::from_raw(
            "THIS DEED between JOHN ROSS, of the County of Greene and State of Pennsylvania, and MARY LONG.\nJOHN ROSS does hereby grant and convey to MARY LONG the land described as follows:\nALL that tract situate in Center Township, County of Gr~ :\nBeginning at a post; thence North 20 perches; thence East 10 perches to the beginning. Containing 45 acres 80 perches.\nIN WITNESS WHEREOF the grantor has set his hand.\nCOMMONWEALTH OF PENNSYLVANIA :\nCOUNTY OF GREENE :\nBefore me, a notary public, personally appeared JOHN ROSS.\n",
        ));
        assert_eq!(extraction.tracts[0].county.as_deref(), Some("Greene"));
        assert_eq!(extraction.tracts[0].acres, Some(45.5));
        assert!(extraction.warnings.iter().any(|w| w.contains("the county the instrument names most, Greene")));
    }

    /// The county matches read by hand must be exactly the pattern's whole-text matches.
    fn county_name_first_both_ways(text: &str) -> (Vec<CountyNameFirst>, Vec<CountyNameFirst>) {
        let whole = COUNTY_NAME_FIRST
            .captures_iter(text)
            .map(|caps| CountyNameFirst {
                start: caps.get(0).map_or(0, |m| m.start()),
                county: caps.name("county").map_or(0..0, |m| m.range()),
                state: caps.name("state").or(caps.name("abbreviated_state")).map(|m| m.range()),
            })
            .collect();
        (whole, county_name_first(text))
    }

    #[test]
    fn county_names_read_by_hand_are_the_whole_text_matches() {
        for text in [
            "JOHN DOE, of Comanche County, Oklahoma, conveys land in Grady County, Oklahoma.",
            "situated in Midland Co., Texas; and in Ward County, State of Texas\nCOUNTY OF REEVES",
            "in Caddo Parish, Louisiana, and Tulsa County,\n\nOklahoma1 and Said County",
            "Reeves County\u{2028}Texas and Ector County\u{17F}",
            "the County Court of Ward County County, in the State of West Virginia; Logan Co.,\tKansas and Dewey Countywide",
            "lands of McKinley Parish, STATE OF ARKANSAS2 and aBc Ab Reeves County, Commonwealth of  Kentucky_ Co.,Texas",
        ] {
            let (whole, by_hand) = county_name_first_both_ways(text);
            assert_eq!(by_hand, whole, "{text}");
        }
    }

    const COUNTY_PIECES: &[&str] = &[
        "Reeves",
        "REEVES",
        "Mc",
        "St.",
        "O'Neil",
        "Van",
        "said",
        "the",
        " ",
        "  ",
        "\n",
        "\n\n",
        ",",
        ", ",
        ".",
        ";",
        ":",
        "-",
        "1",
        "(",
        "County",
        "county",
        "COUNTY",
        "Parish",
        "Co.",
        "Co",
        "Texas",
        "TEXAS",
        "New Mexico",
        "State of",
        "in the State of",
        "Commonwealth of",
        "and",
        "\u{2028}",
        "\u{3000}",
        "é",
        "\u{17F}",
        "\u{212A}",
        "§",
        "x",
        "Co.,",
        "Countywide",
        "PARISH",
        "West Virginia",
        "West",
        "Virginia",
        "Indiana",
        "in the",
        "STATE OF",
        "Commonwealth",
        "of",
        "A",
        "aB",
        "Ab",
        "Kansas",
        "Arkansas",
        "_",
        "\t",
        "McKinley",
        "NEW  YORK",
        "state",
        "in",
    ];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(6000))]
        #[test]
        fn county_names_read_by_hand_agree_with_the_whole_text_search(pieces in proptest::collection::vec(0..COUNTY_PIECES.len(), 0..30)) {
            let text: String = pieces.iter().map(|&index| COUNTY_PIECES[index]).collect();
            let (whole, by_hand) = county_name_first_both_ways(&text);
            proptest::prop_assert_eq!(by_hand, whole);
        }
    }

    #[test]
    fn county_names_are_read_through_case_and_ocr_against_the_census_list() {
        let extraction = extract(&Instrument::from_raw(
            "the following described land in REAVES COUNTY, TEXAS, to-wit: Section 12, Block 4, H&GN RR Co. Survey.\n",
        ));
        assert_eq!(extraction.tracts[0].county.as_deref(), Some("Reeves"));
        assert!(extraction.warnings.iter().any(|w| w.contains("read as Reeves")));
        // Spelled as the Census spells it, whatever the case of the text.
        assert_eq!(
            tracts("land in MCKINLEY COUNTY, NEW MEXICO: the NE/4 of Section 3, T15N, R12W\n")[0].county.as_deref(),
            Some("McKinley")
        );
    }

    #[test]
    fn a_county_that_is_no_county_of_the_state_is_not_taken() {
        let extraction = extract(&Instrument::from_raw(
            "lands lying in Pecan County, State of Oklahoma, to wit: the SE/4 of Section 9, Township 4 North, Range 2 West\n",
        ));
        assert_eq!(extraction.tracts[0].county, None);
        assert!(extraction.warnings.iter().any(|w| w == "\"Pecan County\" is no county of OK: not taken as a county"));
        // Without a state in its stretch, a county is checked against the state the instrument names.
        let extraction = extract(&Instrument::from_raw(
            "Situate in Fayete County, to wit: Beginning at a stone; thence North 20 perches; thence East 10 perches to the beginning, containing 12 acres.\nCOMMONWEALTH OF PENNSYLVANIA\n",
        ));
        assert_eq!(extraction.tracts[0].county.as_deref(), Some("Fayette"));
    }
}
