//! The premises and the granting clause: "That A, for and in consideration ..., does hereby grant,
//! sell and convey unto B": who conveys (before the operative verb) and to whom (after "unto"),
//! and the premises of forms that name a party without a role word (the lessee alone after "and",
//! the one who appears before a Louisiana notary, "the undersigned, X").

use super::form_fields::box_entry;
use super::labels::label_groups;
use super::names::{NameList, clean_name, excerpt, parse_name_list, parse_person_list};
use super::patterns::{compile_pattern, keyword_pattern};
use super::recitals::{RECITAL, RECITED_MAKER};
use super::spans::{ceil_boundary, floor_boundary, lines_back};
use super::{Found, Sides, same_side, to_found};
use crate::l0::ocr_key;
use crate::pipeline::{FormField, Instrument, SegmentKind};
use crate::vocab::{DocCategory, Role};
use regex::Regex;
use std::sync::LazyLock;

/// Words after which a party list begins. "That" is also read as a scan writes it with "h" as
/// "b" ("Tbat JOHN ROE"), the damage that fills the heavy scans alongside "tbe" and "wbich".
/// The payer of the consideration is named after "paid ... by", with the sum between as often as
/// not ("having been paid Five Hundred Dollars ($500.00) in cash by ACME ROYALTY COMPANY ...
/// (grantee)"): the sum's words belong to no list.
pub(super) static ANCHOR: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:(?:(?:by\s+and\s+)?between|the\s+parties\s+(?:to|of|in)\s+this\s+(?:[a-z]+\s+){1,6}?(?:are|is)|t\s?[hb]\s?a\s?t|know\s+all\s+(?:men|persons|people)\s+by\s+these\s+presents|presents\s*[:,]|witnesseth|now,?\s+therefore|(?:hand)?pa[il1]?d\s+(?:to\s+(?:the\s+)?(?:said\s+)?(?:grantors?|lessors?|assignors?|sellers?)\s+|(?:to\s+)?(?:me|us|him|her|them|it)\s+|[^;\n]{0,60}?\bdollars\b(?:\s*\(\s*\$[\d,.\s]+\))?\s+)?(?:(?:in\s+)?(?:hand|cash)\s+)?by|(?:made|entered\s+into|executed|signed)\b[^;\n]{0,80}?\bby|executed\s+by|(?:by\s+and\s+)?from|(?:full\s+)?sa\s?ti[sg]\s?faction\s+of|(?:personally\s+)?came\s+and\s+appeared|the\s+undersigned|(?:grantors?|mortgagors?|borrowers?|trustors?)\s+(?:is|are)|for\s+the\s+benefit\s+of|payable\s+to\s+the\s+order\s+of|(?:is\s+)?given\s+to)(?:\b|_+)|we\s*,)\s*[:,]?")
        .expect("anchor pattern compiles")
});

/// Where the list an opening word of [`ANCHOR`] leads begins: after the opening, but after the
/// "between" inside an opening "made … by" that ran over it ("made this 4th day of May, 1961,
/// between ELM RANCH, INC., represented here by its President, …"): that "by" introduces the
/// company's officer, and the list the "between" opens holds the company.
pub(super) fn list_start_after(opening: &regex::Match) -> usize {
    let words = opening.as_str();
    let between = if words.len() > 12 && words.starts_with(['m', 'M', 'e', 'E', 's', 'S']) {
        words
            .as_bytes()
            .windows(9)
            .rposition(|word| word[0].is_ascii_whitespace() && word[1..8].eq_ignore_ascii_case(b"between") && word[8].is_ascii_whitespace())
    } else {
        None
    };
    between.map_or(opening.end(), |at| opening.start() + at + 8)
}

/// The operative grant: parties are introduced before it or just after it.
pub(super) static OPERATIVE_GRANT: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:hereby|do|does|doth|has|have)\s+(?:hereby\s+)?(?:grant|convey|assign|lease|demise|sell|bargain|quitclaim|remise|release|transfer|ratify|confirm)")
        .expect("operative grant pattern compiles")
});

/// "... do hereby grant, sell and convey unto": the grantee list follows. A scan that lost the
/// space glues "unto" to the verb ("conveyunto", "grantunto"): the "un" tells the word apart;
/// or splits it in two ("convey un to"); glues "and" to the verb after it ("sell andconvey");
/// and glues "to" to the article after it ("surrenders tothe said", "tothc"), which the match
/// then takes in, so the list still opens after it. What the grant is made with or without
/// stands between the verb and "to" in a comma pair: "with general warranty", and the fiduciary's
/// and public body's "grants, without warranty, to", "without covenant of warranty", the
/// assignor's "without recourse". The old plain form's "sell and make over to" joins its verbs
/// as "assign, transfer and set over" does.
pub(super) static GRANT_TO: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?P<verb>give|gives|given|grant|grants|donate|donates|convey|conveys|assign|assigns|quitclaim|quitclaims|quit\W{1,4}claims?|mortgages?\s+and\s+warrants?|transfer|transfers|transferred|sell|sells|lease|leases|let|lets|demise|demises|remise|remises|release|releases|covenant|granted|conveyed|assigned|sold|demised|leased)(?:\(s\))?(?:[\s,]+(?:and(?:convey\w*|sell|grant\w*|assign\w*|transfer\w*|warrant\w*|release\w*|quit\W{0,4}claim\w*|lease\w*|let)|and|or|with|general|special|limited|fiduciary|statutory|warrant\w*|covenants?|exclusively|forever|over|set|makes?\s+over|bargain\w*|sell|sold|convey\w*|grant\w*|assign\w*|transfer\w*|quit\W{0,4}claim\w*|remise\w*|release\w*|relinquish\w*|surrender\w*|abandon\w*|demise\w*|lease\w*|let|lets|confirm\w*|deliver\w*|alien\w*|giv\w*|donat\w*|irrevocably|\(s\)|do|does|hereby|by|these|presents|has|have|this|day|all|legal|full|substitution|subrogation|the\s+united\s+states(?:\s+of\s+america)?))*(?:,?\s+with\s+(?:full\s+|all\s+|general\s+)?(?:legal\s+)?(?:warrant\w*|guarantee|guaranty)(?:\s+of\s+title)?|,?\s+without\s+(?:any\s+)?(?:covenants?\s+of\s+)?(?:warranty|covenants?|recourse)(?:\s+of\s+title)?)?(?:[\s,]+(?:un\s?)?to|unto)(?:\b|th[ec]\b)")
        .expect("grant-to pattern compiles")
});

/// The "to" or "unto" that joins a taking side to a giver named just before it without a label
/// ("made by A, to B", "is conveyed by A, a widow unto B"): a capitalised name follows it, and
/// before a "to" stands the end of a name (a capitalised word, an initial, a closing parenthesis
/// or quote) or of a phrase (a comma); "unto" joins parties after any word. "successor to",
/// "married to" and "to the land" join no parties.
pub(super) static TAKER_JOIN: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r#"(?:(?:[,)"”]\s*|\b[A-Z][\w.'-]*\s+)(?i:un)?(?i:to)|\s(?i:unto))\s+(?:(?i:the\s+said)\s+)?[A-Z]"#)
        .expect("taker-join pattern compiles")
});

/// Where the grantor list before the grant ends: the consideration, its payer ("paid by", when
/// OCR broke the consideration's own words) or the verb's auxiliary.
pub(super) static GRANTOR_END: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:for\s+and\s+in\s+consideration|in\s+consideration|(?:hand)?paid\s+(?:to\s+(?:the\s+)?(?:said\s+)?(?:grantors?|lessors?|assignors?|sellers?|me|us|him|her|them|it)\s+)?(?:(?:in\s+)?(?:hand|cash)\s+)?by\b|for\s+(?:valuable|good|and\s+in)|for\s+the\s+(?:sum|consideration)|(?:has|have|do|does|doth)\s|hereby\b|hereinafter\b)")
        .expect("grantor-end pattern compiles")
});

/// Where the grantee list after the grant ends.
pub(super) static GRANTEE_END: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:his|her|their|its)\s+(?:heirs|successors|executors)|\bthe\s+following\b|\ball\s+(?:that|those|of|my|our|the|their|his|her|its)\b|\bwhose\b|\bfor\s+the\s+(?:sole\s+)?purpose|\bthe\s+(?:real|land|property|tract|premises|surface|oil)\b|\bin\s+and\s+to\b|[;:]|\bhereinafter\b|\bherein\b|\bsituated\b|\bforever\b|\bthe\s+exclusive\b|\ban?\s+undivided\b|\bjointly\b|\b(?:the|all\s+of\s+the)\s+(?:[NSEW]{1,2}\s*(?:[/¼½]|1\s*[/⁄])|(?:north|south)(?:east|west)?\s+(?:quarter|half|one)|(?:east|west)\s+(?:quarter|half|one))|\blots?\s+\d")
        .expect("grantee-end pattern compiles")
});

pub(super) static PAST_TENSE_PREFIX: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:has|have|hath|hereby|there\s+is|therefore)\b").expect("past-tense prefix pattern compiles")
});

/// The granting clause's parties for the sides the labels left empty.
pub(super) fn granting_clause_parties(
    instrument: &Instrument,
    sides: Sides,
    category: DocCategory,
    want_first: bool,
    want_second: bool,
    warnings: &mut Vec<String>,
) -> Vec<Found> {
    let text = instrument.text.as_str();
    let Some(grant) = operative_grant(instrument) else {
        warnings
            .push("no granting clause found (a verb of grant, conveyance, lease or release followed by \"to\" or \"unto\")".to_string());
        return if want_first && category != DocCategory::Patent {
            giver_before_object_first_grant(instrument, sides.first, warnings)
        } else {
            Vec::new()
        };
    };
    let (Some(whole), Some(verb)) = (grant.get(0), grant.name("verb")) else { return Vec::new() };
    let (sides, want_first, want_second) = if category == DocCategory::MortgageRelease && grants_as_a_mortgage(whole.as_str()) {
        warnings.push(format!(
            "the granting clause \"{}\" conveys as a mortgage does, without releasing words: the mortgage's own grant, copied with its release, whose grantors are the mortgagors",
            excerpt(whole.as_str())
        ));
        (Sides { first: sides.second, second: sides.first }, want_second, want_first)
    } else {
        (sides, want_first, want_second)
    };
    let mut found = Vec::new();
    if want_first && category != DocCategory::Patent && subject_is_a_role_word(text, verb.start()) {
        warnings.push(format!(
            "the granting clause names its grantor by a role word only: \"{}\"",
            excerpt(&text[floor_boundary(text, verb.start().saturating_sub(40))..whole.end()])
        ));
    } else if want_first && category != DocCategory::Patent {
        let list = grantor_list(text, verb.start());
        if list.parties.is_empty() {
            let before = floor_boundary(text, verb.start().saturating_sub(80));
            warnings.push(format!("the granting clause names no one before its verb: \"{}\"", excerpt(&text[before..whole.end()])));
        }
        found.extend(to_found(text, list, sides.first, "granting_clause_grantor", warnings));
    }
    if want_second {
        let upper = ceil_boundary(text, whole.end().saturating_add(250));
        let end = GRANTEE_END.find(&text[whole.end()..upper]).map_or(upper, |m| whole.end() + m.start());
        let list = parse_name_list(text, whole.end(), end);
        let list = if list.parties.is_empty() { takers_with_heirs(text, whole.end(), end).unwrap_or(list) } else { list };
        let list = if list.parties.is_empty() { heirs_of_one_named(text, whole.end(), end).unwrap_or(list) } else { list };
        if list.parties.is_empty() {
            warnings.push(format!(
                "the granting clause's grantee text yielded no name: \"{}\"",
                excerpt(&text[verb.start()..ceil_boundary(text, end.max(whole.end() + 40).min(upper))])
            ));
            // "in hand paid by X ..., hereby grant and convey unto the said Corporation": the grant
            // names its grantee by a word, the consideration by name; "having been paid Ten
            // Dollars by X, sell and convey to him", "to us paid by X BANK, mortgage and warrant to
            // said bank": by a pronoun or a word. A mortgage's consideration is the loan, paid by
            // the mortgagee.
            if matches!(sides.second, Role::Grantee | Role::Mortgagee) {
                found.extend(consideration_payer(text, verb.start(), sides.second, warnings));
            }
        }
        found.extend(to_found(text, list, sides.second, "granting_clause_grantee", warnings));
    }
    found
}

/// "NOW, THEREFORE, ..., the undersigned HOMER T. VANCE, now the owner of said land, hereby
/// ratifies the said lease, and hereby leases and lets the said land unto ...": a grant whose
/// object stands between its verb and "unto" is no granting clause to [`GRANT_TO`], but its
/// giver is still the subject before the instrument's own operative verb (the first outside a
/// recital), read as the granting clause's grantor is. The taker is read by
/// `receiving::object_then_unto`.
fn giver_before_object_first_grant(instrument: &Instrument, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    static AFTER_RECITALS: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i)\bnow,?\s+(?:therefore|know\s+ye)\b").expect("operative words after recitals pattern compiles")
    });
    let text = instrument.text.as_str();
    // Only the operative words that close the recitals ("WHEREAS ...; NOW, THEREFORE") open such
    // a grant: elsewhere a verb without its "unto" is a certificate's ("does hereby certify ...
    // and release") or a passive grant's ("is hereby granted"), whose subject is no giver.
    // Read in place, without a lowered copy of the text before each candidate.
    let Some(whereas_end) = text.as_bytes().windows(7).position(|word| word.eq_ignore_ascii_case(b"whereas")).map(|at| at + 7) else {
        return Vec::new();
    };
    let Some(operative) = AFTER_RECITALS.find_iter(text).find(|m| whereas_end <= m.start()) else {
        return Vec::new();
    };
    let after_is = |at: usize| {
        let before = text[..at].trim_end().as_bytes();
        before.len() >= 3 && before[before.len() - 3..].eq_ignore_ascii_case(b" is")
    };
    let Some(verb) = OPERATIVE_GRANT
        .find_iter(&text[operative.end()..])
        .map(|m| (operative.end() + m.start(), m))
        .find_map(|(at, m)| (instrument.recital_at(at).is_none() && !after_is(at)).then_some((at, m.as_str())))
    else {
        return Vec::new();
    };
    let list = grantor_list(text, verb.0);
    if !list.parties.is_empty() {
        warnings.push(format!("the giver read before the operative words \"{}\", whose object comes before its taker", excerpt(verb.1)));
    }
    to_found(text, list, role, "granting_clause_grantor", warnings)
}

/// Whether a grant's verbs are a conveyance's ("grant, bargain, sell and convey") with no
/// releasing verb among them: in a release of a mortgage such a grant is the mortgage's own,
/// copied with the satisfaction written on it (a marginal entry, an endorsement), and its
/// grantors are the mortgagors. A release's grant holds a releasing verb ("remise, release and
/// quitclaim unto", "release and discharge unto").
fn grants_as_a_mortgage(grant: &str) -> bool {
    static CONVEYING: LazyLock<Regex> =
        LazyLock::new(|| compile_pattern(r"(?i)\b(?:grant|convey|sell|bargain|mortgage)").expect("conveying verb pattern compiles"));
    static RELEASING: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(r"(?i)\b(?:re(?:lease|mise|convey|linquish)|quit\W{0,4}claim|surrender|discharge|satisf|cancel)")
            .expect("releasing verb pattern compiles")
    });
    CONVEYING.is_match(grant) && !RELEASING.is_match(grant)
}

/// "unto the said ORVILLE QUARTERMAIN ...; to have and to hold unto the said ORVILLE QUARTERMAIN,
/// and to his heirs and assigns forever": a grantee whose name the Census lists do not know is
/// still a person's where the instrument gives the name heirs ("his heirs", "her heirs and
/// assigns"), in the grant or in the habendum, which only a person has. `None` when no name of
/// the grantee text is followed anywhere by its heirs.
fn takers_with_heirs(text: &str, start: usize, end: usize) -> Option<NameList> {
    static GIVEN_HEIRS: LazyLock<Regex> =
        LazyLock::new(|| keyword_pattern(r"(?i)\b(?:his|her|their)\s+(?:heirs|executors)\b").expect("given-heirs pattern compiles"));
    let mut list = parse_person_list(text, start, end);
    list.parties.retain(|party| {
        let words: Vec<&str> = party.name.split_whitespace().collect();
        words.len() >= 2 && GIVEN_HEIRS.find_iter(text).any(|heirs| name_ends(&text[..heirs.start()], &words))
    });
    (!list.parties.is_empty()).then_some(list)
}

/// "unto the heirs of the said AMOS ROE", "to the HEIRS OF ADA ROE, DECEASED": a grant to the
/// heirs of one it names, who are not named themselves (a patent issued after an entryman died
/// before final proof, a deed to a dead grantee's heirs), runs to them as one taker, named by
/// the one they inherit from. `None` when the grantee text does not open with the heirs.
fn heirs_of_one_named(text: &str, start: usize, end: usize) -> Option<NameList> {
    static HEIRS_OF: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(
            r"(?i)^[\s,:]*(?:the\s+)?(?:(?:unknown|legal|lawful)\s+)?heirs\s+(?:at\s+law\s+)?of\s+(?:the\s+)?(?:(?:said|late)\s+)?",
        )
        .expect("heirs-of pattern compiles")
    });
    let lead = HEIRS_OF.find(&text[start..end])?;
    let mut list = parse_person_list(text, start + lead.end(), end);
    list.parties.truncate(1);
    let heirs = list.parties.first_mut()?;
    heirs.name = format!("Heirs of {}", heirs.name);
    heirs.start = start + lead.start() + (lead.as_str().len() - lead.as_str().trim_start_matches([' ', '\n', ',', ':']).len());
    Some(list)
}

/// Whether the text before a grantee's heirs ends with the grantee's name: its words in order,
/// whatever case and whatever line breaks the scan put between them where it recurs, then commas
/// or spaces, or "and" or "and to" ("X, and to his heirs").
fn name_ends(before: &str, words: &[&str]) -> bool {
    let trim = |tail: &str| tail.trim_end_matches(|c: char| c.is_whitespace() || c == ',').len();
    let mut tails = vec![trim(before)];
    let spaced = before.trim_end();
    if spaced.len() < before.len() {
        let lower = spaced.to_ascii_lowercase();
        if let Some(before_and) =
            lower.strip_suffix("to").filter(|rest| rest.ends_with(char::is_whitespace)).and_then(|rest| rest.trim_end().strip_suffix("and"))
        {
            tails.push(trim(&before[..before_and.len()]));
        }
        if let Some(before_and) = lower.strip_suffix("and") {
            tails.push(trim(&before[..before_and.len()]));
        }
    }
    tails.into_iter().any(|end| ends_with_words(&before[..end], words))
}

/// Whether a text ends with these words, each apart from the next by white space, the first
/// beginning a word.
fn ends_with_words(text: &str, words: &[&str]) -> bool {
    let mut end = text.len();
    for (index, word) in words.iter().enumerate().rev() {
        let Some(start) = end.checked_sub(word.len()).filter(|&start| text.is_char_boundary(start)) else { return false };
        if !text[start..end].to_lowercase().eq(&word.to_lowercase()) {
            return false;
        }
        if index == 0 {
            let word_char = |c: char| c.is_alphanumeric() || c == '_';
            return !(word.starts_with(word_char) && text[..start].ends_with(word_char));
        }
        let spaced = text[..start].trim_end();
        if spaced.len() == start {
            return false;
        }
        end = spaced.len();
    }
    false
}

/// "for Forty Dollars, in hand paid by ALLEGHENY FRONT TRANSMISSION CORPORATION, a Delaware
/// corporation, the receipt of which ...": the one who pays the consideration in a deed's
/// premises, read only when the grant names its grantee by a word ("unto the said Corporation").
fn consideration_payer(text: &str, verb_start: usize, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    static PAID_BY: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i)\b(?:(?:hand)?paid\s*(?:(?:to\s+)?(?:me|us|him|her|them|it)\s+)?(?:[^;\n]{0,60}?\b(?:dollars|value|consideration)\b(?:\s*\(\s*\$[\d,.\s]+\))?[\s,]+)?(?:(?:in\s+)?(?:hand|cash)\s+)?by|received\s+(?:[^;\n]{0,60}?\b(?:dollars|value|consideration)\b(?:\s*\(\s*\$[\d,.\s]+\))?[\s,]+)?from)\s+(?:(?:the\s+)?(?:said\s+)?grantees?\s*,?\s+)?")
            .expect("paid-by pattern compiles")
    });
    static PAYER_END: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i),?\s*\b(?:the[\s'’]+receipt|receipt|which|whereof|hereinafter|herein|whose)\b|[;:(]")
            .expect("payer-end pattern compiles")
    });
    let lower = floor_boundary(text, verb_start.saturating_sub(600));
    let Some(paid) = PAID_BY.find_iter(&text[lower..verb_start]).last() else { return Vec::new() };
    let from = lower + paid.end();
    // A semicolon that opens a line is the scan's margin mark, which ends nothing.
    let end = PAYER_END
        .find_iter(&text[from..verb_start])
        .find(|m| !(m.as_str() == ";" && line_opens_with(text, from + m.start())))
        .map_or(verb_start, |m| from + m.start());
    to_found(text, parse_name_list(text, from, end), role, "consideration_payer", warnings)
}

/// Whether only white space stands between the line's start and `at`.
fn line_opens_with(text: &str, at: usize) -> bool {
    text[..at].rsplit('\n').next().is_some_and(|before| before.trim().is_empty()) && text[..at].contains('\n')
}

/// The names before the grant: after the latest opening word ("That", "between") that is
/// followed by a name, up to the consideration. "in hand paid by X" names the payer, who is the
/// grantee, so it never opens the grantor list; long premises put the opening word far back.
/// An opening that a recital's words lead ("the lease dated ..., executed by X, lessor") opens the
/// recited instrument's maker, and is tried only after the instrument's own openings.
pub(super) fn grantor_list(text: &str, verb_start: usize) -> NameList {
    let lower = floor_boundary(text, verb_start.saturating_sub(1000));
    // "WHEREAS, A and B, by their deed of trust, conveyed ...; NOW, THEREFORE, the undersigned
    // does release": the recitals before the operative words name the parties of other
    // instruments, and the grant's own list opens after them.
    static OPERATIVE: LazyLock<Regex> =
        LazyLock::new(|| keyword_pattern(r"(?i)\bnow,?\s+therefore\b").expect("operative words pattern compiles"));
    let lower = match OPERATIVE.find_iter(&text[lower..verb_start]).last() {
        Some(operative) if text[lower..lower + operative.start()].to_ascii_lowercase().contains("whereas") => lower + operative.start(),
        _ => lower,
    };
    let mut own = Vec::new();
    let mut recited = Vec::new();
    for opening in ANCHOR.find_iter(&text[lower..verb_start]).filter(|m| opens_grantor_list(m.as_str())) {
        let context = floor_boundary(text, (lower + opening.start()).saturating_sub(60));
        let end = lower + list_start_after(&opening);
        if RECITAL.is_match(&text[context..end]) { recited.push(end) } else { own.push(end) }
    }
    // "For Ten Dollars, I, ADA ROE, a widow, do hereby convey", "That I, CARL WEBB, ...": the one
    // who speaks in the first person opens the list as "we," does.
    own.extend(FIRST_PERSON.find_iter(&text[lower..verb_start]).map(|m| lower + m.end()));
    own.sort_unstable();
    let latest_first = own.iter().rev().take(3).chain(recited.iter().rev().take(3)).copied();
    let list_from = |start: usize| {
        let end = GRANTOR_END.find(&text[start..verb_start]).map_or(verb_start, |m| start + m.start());
        // "made by A, to B, hereinafter called Grantee": the giver's names end at the join.
        let end = TAKER_JOIN.find(&text[start..end]).map_or(end, |join| start + join.start() + 1);
        let mut list = parse_name_list(text, start, end);
        let (predecessors, own): (Vec<_>, Vec<_>) =
            list.parties.into_iter().partition(|party| acquired_from(&text[party.start..party.end], &party.name));
        list.parties = own;
        for predecessor in predecessors {
            list.warnings.push(format!("{} is named as the one the grantor acquired from, not a party", predecessor.name));
        }
        list
    };
    for start in latest_first {
        let list = list_from(start);
        if !list.parties.is_empty() {
            return list;
        }
    }
    // The lines before the grant's, less a form's field line among them ("City, State, Zip
    // Code: ..." over "THE UNITED STATES ... hereby grants"), which no premises sentence runs over.
    let back = lines_back(text, verb_start, 2).max(floor_boundary(text, verb_start.saturating_sub(400))).max(lower);
    let whole_lines = text[back..verb_start].rfind('\n').map_or(back, |last| back + last + 1);
    let mut line_start = back;
    let mut after_field = back;
    for line in text[back..whole_lines].split_inclusive('\n') {
        line_start += line.len();
        if line.contains(':') {
            after_field = line_start;
        }
    }
    let list = list_from(after_field);
    if !list.parties.is_empty() {
        return list;
    }
    // "FOR A VALUABLE CONSIDERATION, receipt of which is hereby acknowledged, A and B hereby
    // GRANT to C" (the California grant deed): the grantors follow the receipt's "hereby".
    static RECEIPT: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i)\breceipt\s+(?:of\s+which|whereof)\s+(?:is|are)\s+hereby\s+(?:acknowledged|confessed)\s*[,.;]?")
            .expect("receipt pattern compiles")
    });
    if let Some(receipt) = RECEIPT.find_iter(&text[lower..verb_start]).last() {
        let after_receipt = list_from(lower + receipt.end());
        if !after_receipt.parties.is_empty() {
            return after_receipt;
        }
    }
    subject_after_consideration(text, verb_start).unwrap_or(list)
}

/// "the undersigned, X CORPORATION, being the present owner and holder, by assignment from Y
/// COMPANY recorded in Book 318, of that certain lease": a name the word "from" leads inside
/// the grantor list is the one the grantor acquired from (an assignor, a seller, a decedent),
/// never a grantor of this instrument.
fn acquired_from(span: &str, name: &str) -> bool {
    let Some(first) = name.split_whitespace().next() else { return false };
    span.find(first)
        .and_then(|at| span[..at].split_whitespace().last())
        .is_some_and(|word| matches!(ocr_key(word).as_str(), "from" | "frorn"))
}

/// The grantor who speaks in the first person: a capital "I" and its comma after "That", a comma
/// or a line's start (never the roman numeral of "Tract I," nor a lower-case "i,").
static FIRST_PERSON: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"(?:\b[Tt]hat|THAT|,|\n)[ \t]*I[ \t]*,\s*").expect("first-person pattern compiles"));

/// Whether an opening word may open the grantor list: "paid by X" and "to her full satisfaction
/// of X" name the payer, who is the grantee; "from" opens a recited instrument's maker as often
/// as this one's grantor; "given to X", "for the benefit of X" and "payable to the order of X" name a
/// security instrument's trustee and lender.
fn opens_grantor_list(opening: &str) -> bool {
    let key = ocr_key(opening);
    !(key.starts_with("pald")
        || key.starts_with("pad")
        || key.starts_with("handpa")
        || key.contains("factlon")
        || key.contains("from")
        || key.contains("beneflt")
        || key.contains("glvento")
        || key.starts_with("payable"))
}

/// "In consideration of the bonus, Lessor grants, leases and lets unto Lessee", "the said
/// Grantors do hereby convey": a grant whose subject is its role word names no one before its
/// verb. The names further back are a form's boxes or another clause's (the lessee's box above a
/// modern lease's first paragraph), and the labels or boxes name that side if anything does.
fn subject_is_a_role_word(text: &str, verb_start: usize) -> bool {
    let lower = floor_boundary(text, verb_start.saturating_sub(120));
    let before = &text[lower..verb_start];
    let before = AUXILIARY_END.find(before).map_or(before, |m| &before[..m.start()]);
    let subject = before.rsplit([',', ';', ':', '.', '\n']).next().unwrap_or("");
    let mut words = subject.split_whitespace().filter(|w| !matches!(w.to_ascii_lowercase().as_str(), "the" | "said" | "each"));
    let (Some(word), None) = (words.next(), words.next()) else { return false };
    // A faint "e" read as "c" ("Lcssor"): none of these words holds a "c" of its own.
    let key = ocr_key(word).replace('c', "e");
    let key = key.trim_end_matches("(s)").trim_end_matches('s');
    matches!(key, "grantor" | "lessor" | "asslgnor" | "mortgagor" | "borrower" | "trustor" | "seller" | "vendor" | "releasor")
}

/// The auxiliary and "hereby" that close a grant's subject ("LEWIS A. BRANT does hereby").
static AUXILIARY_END: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:has|have|do|does|doth)\s+(?:hereby\s+)?(?:by\s+these\s+presents\s+)?$|\bhereby\s+$")
        .expect("auxiliary pattern compiles")
});

/// "NOW THEREFORE, in consideration of Ten Dollars, LEWIS A. BRANT does hereby grant": the
/// grantor stands between the consideration's comma and the verb's auxiliary.
pub(super) fn subject_after_consideration(text: &str, verb_start: usize) -> Option<NameList> {
    let lower = floor_boundary(text, verb_start.saturating_sub(200));
    let auxiliary = AUXILIARY_END.find(&text[lower..verb_start])?;
    let subject_end = lower + auxiliary.start();
    let mut clause_start = text[lower..subject_end].rfind([',', ';', '\n']).map(|at| lower + at + 1)?;
    // "RED MESA OIL COMPANY, a Texas corporation, acting by and through its President, ADA ROE,
    // does hereby grant": the name after an officer's or agent's phrase signs for the subject,
    // which stands before the phrase (its descriptors between).
    if let Some(acting) = acting_through_before(text, lower, clause_start) {
        let mut start = acting;
        while let Some(piece_start) = text[lower..start.saturating_sub(1)].rfind([',', ';', ':', '\n']).map(|at| lower + at + 1) {
            if clean_name(&text[piece_start..start - 1]).is_some_and(|name| name.split_whitespace().count() >= 2) {
                let list = parse_name_list(text, piece_start, acting);
                return (!list.parties.is_empty()).then_some(list);
            }
            start = piece_start;
        }
        return None;
    }
    // "1. ELMER ROE, ARNOLD ROE and LYDIA ROE SCHULZ do hereby grant": the names before the
    // last comma are the subject's too, back to the first piece that is no name.
    while text[..clause_start].ends_with(',') {
        let piece_end = clause_start - 1;
        let piece_start = text[lower..piece_end].rfind([',', ';', ':', '\n']).map_or(lower, |at| lower + at + 1);
        let piece = &text[piece_start..piece_end];
        if clean_name(piece).is_none_or(|name| name.split_whitespace().count() < 2) {
            break;
        }
        clause_start = piece_start;
    }
    let list = parse_name_list(text, clause_start, subject_end);
    (!list.parties.is_empty()).then_some(list)
}

/// Where the comma-separated piece that ends at `clause_start` (its comma) begins, when it is an
/// officer's or agent's phrase ("acting herein by and through its President", "by its
/// attorney in fact").
fn acting_through_before(text: &str, lower: usize, clause_start: usize) -> Option<usize> {
    static ACTING_THROUGH: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(r"(?i)^\s*(?:acting\s+)?(?:herein\s+)?(?:by\s+and\s+)?(?:through|by)\s+(?:its|his|her|their)\b[^,;]{0,60}$")
            .expect("acting-through pattern compiles")
    });
    let piece_end = clause_start.checked_sub(1).filter(|end| *end > lower && text[..clause_start].ends_with(','))?;
    let piece_start = text[lower..piece_end].rfind([',', ';', ':', '\n']).map(|at| lower + at + 1)?;
    ACTING_THROUGH.is_match(&text[piece_start..piece_end]).then_some(piece_start)
}

/// The first operative grant of the instrument. A rejected match is searched past its verb only,
/// not past its end: in "ratify and confirm said lease, and does hereby lease and let unto X" the
/// match that opens at the recited "lease" runs over the operative verbs that follow it.
pub(super) fn operative_grant(instrument: &Instrument) -> Option<regex::Captures<'_>> {
    let text = instrument.text.as_str();
    let mut from = 0;
    while let Some(grant) = GRANT_TO.captures_at(text, from) {
        if is_operative_grant(instrument, &grant) {
            return Some(grant);
        }
        from = grant.name("verb").map_or_else(|| grant.get(0).map_or(text.len(), |m| m.end()), |verb| verb.end());
    }
    None
}

/// A grant of this instrument, not the recital of an earlier one ("the land conveyed to X").
pub(super) fn is_operative_grant(instrument: &Instrument, grant: &regex::Captures) -> bool {
    let (Some(whole), Some(verb)) = (grant.get(0), grant.name("verb")) else { return false };
    let text = instrument.text.as_str();
    // "grantcd": a faint "e" read as "c" (no verb of grant ends in "cd").
    let verb_word = ocr_key(verb.as_str()).replace("cd", "ed");
    let past = verb_word.ends_with("ed") || verb_word == "sold" || verb_word == "glven";
    let before = &text[floor_boundary(text, verb.start().saturating_sub(40))..verb.start()];
    if past && !PAST_TENSE_PREFIX.is_match(before) {
        return false;
    }
    // "WHEREAS, the Board agreed to sell to X", "being the land conveyed to X by deed": a recital
    // of what led to this instrument.
    let present_grant = ocr_key(whole.as_str()).contains("thesepresents");
    if !present_grant && instrument.recital_at(verb.start()).is_some() {
        return false;
    }
    // "ratify and confirm said lease unto X": "lease" after an article is the recited lease, not
    // a verb of this instrument; so is "transfer" or "grant" ("This is a transfer to a revocable
    // trust" in a California deed's declaration of the transfer tax, "the grant to the railroad"
    // in a recital), which name a conveyance, not make one.
    static ARTICLE_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(r"(?i)\b(?:said|the|that|this|such|a|an|gas|mineral|which)\s+$").expect("article pattern compiles")
    });
    if matches!(verb_word.as_str(), "lease" | "leases" | "transfer" | "transfers" | "grant" | "grants") && ARTICLE_BEFORE.is_match(before) {
        return false;
    }
    // "have granted ..., and by these presents do grant": the words of a present grant, which no
    // recital uses, whatever the consideration before it mentions ("secured by deed of trust").
    let context = &text[floor_boundary(text, whole.start().saturating_sub(120))..whole.end()];
    // "WHEREAS ... the claim of X for the S/2 of Section 10 ...; NOW KNOW YE, That there is
    // granted unto X": a grant after a recital that described the land reads as land text to
    // the segmentation, but the words that open it are operative.
    let operative_opening = || {
        static OPENING: LazyLock<Regex> =
            LazyLock::new(|| compile_pattern(r"(?i)\b(?:now,?\s+therefore|know\s+ye)\b").expect("operative opening pattern compiles"));
        // "NOW KNOW YE, That the United States, in consideration of the premises, ... HAVE
        // GIVEN AND GRANTED": the opening words lead the sentence that holds the grant. A
        // period ends a sentence only before white space: the one of "Inc.," or "$1.00" in the
        // grantor's name or the consideration does not.
        let before = &text[floor_boundary(text, whole.start().saturating_sub(300))..whole.start()];
        let ends_sentence =
            |(at, c): &(usize, char)| *c == ';' || (*c == '.' && before[at + 1..].chars().next().is_some_and(char::is_whitespace));
        let sentence = before.char_indices().rfind(ends_sentence).map_or(before, |(at, _)| &before[at + 1..]);
        OPENING.is_match(sentence)
    };
    (present_grant || !RECITAL.is_match(context))
        && match instrument.kind_at(whole.start()) {
            SegmentKind::Caption | SegmentKind::Premises | SegmentKind::Granting | SegmentKind::Body => true,
            // A Louisiana act opens before the notary ("BEFORE ME, ... personally came and
            // appeared X, who declared that he does by these presents grant ..."), which reads as
            // an acknowledgment; no acknowledgment grants "by these presents".
            SegmentKind::Acknowledgment => by_these_presents(text, verb.start()),
            SegmentKind::Recording => recorders_header_over_the_body(instrument, whole.start()),
            SegmentKind::Execution => false,
            // "FIRST: A and B do hereby convey and quitclaim unto C the NE/4 of Section 14": the
            // numbered grants of a partition deed each carry their land and read as land text to
            // the segmentation; no land description says "do hereby convey".
            SegmentKind::Land => done_hereby(text, verb.start()) || operative_opening(),
            _ => operative_opening(),
        }
}

/// A recorder's header at the top of a page (filing stamp, auditor's and engineer's blocks) runs,
/// for the segmentation, into the premises below it when their opening words are damaged
/// ("KNOWN ALL MEN"): a recording part that nothing signed precedes, and that the land follows
/// or that opens at the top of the text, is that header, and the grant inside it is the
/// instrument's own.
fn recorders_header_over_the_body(instrument: &Instrument, at: usize) -> bool {
    let segments = &instrument.segments;
    let Some(index) = segments.iter().position(|s| s.start <= at && at < s.end) else { return false };
    let signed_before = segments[..index].iter().any(|s| matches!(s.kind, SegmentKind::Execution | SegmentKind::Acknowledgment));
    let land_next =
        segments.get(index + 1).is_some_and(|s| matches!(s.kind, SegmentKind::Land | SegmentKind::Reservations | SegmentKind::Habendum));
    let at_the_top = segments[index].start < 600;
    !signed_before && (land_next || at_the_top)
}

/// "do hereby convey", "does hereby grant": a present grant's auxiliary right before its verb
/// (a scan may glue "dohereby").
fn done_hereby(text: &str, verb_start: usize) -> bool {
    static DONE_HEREBY: LazyLock<Regex> =
        LazyLock::new(|| keyword_pattern(r"(?i)\b(?:do|does|doth)\s*hereby\s+$").expect("done-hereby pattern compiles"));
    DONE_HEREBY.is_match(&text[floor_boundary(text, verb_start.saturating_sub(30))..verb_start])
}

/// "does by these presents grant": the words of a present grant right before its verb.
pub(super) fn by_these_presents(text: &str, verb_start: usize) -> bool {
    static PRESENTS: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i)\b(?:do|does|doth)\s+(?:hereby\s+)?by\s+these\s+presents\s*,?\s*$")
            .expect("by-these-presents pattern compiles")
    });
    PRESENTS.is_match(&text[floor_boundary(text, verb_start.saturating_sub(60))..verb_start])
}

/// "by and between the State of Wyoming, acting by ..., as lessor, and\nHARLAN D. MACK, JR.":
/// a form that labels the first party and leaves the other's name alone in the blank after "and".
pub(super) fn unlabelled_other_party(
    instrument: &Instrument,
    sides: Sides,
    category: DocCategory,
    warnings: &mut Vec<String>,
) -> Vec<Found> {
    static AND_THEN_LINE_END: LazyLock<Regex> =
        LazyLock::new(|| compile_pattern(r"(?i)^[ \t]*,?[ \t]*and[ \t]*[A-Za-z]?[ \t]*\n").expect("and-then-line-end pattern compiles"));
    let text = instrument.text.as_str();
    let grant_at = OPERATIVE_GRANT.find(text).map_or(text.len(), |m| m.start());
    let Some(group) = label_groups(text, sides, category)
        .into_iter()
        .find(|g| g.start < grant_at && same_side(g.role, sides.first) && AND_THEN_LINE_END.is_match(&text[g.end..]))
    else {
        return Vec::new();
    };
    let Some(and) = AND_THEN_LINE_END.find(&text[group.end..]) else { return Vec::new() };
    let Some((start, end)) = box_entry(text, group.end + and.end()) else { return Vec::new() };
    let list = parse_name_list(text, start, end);
    to_found(text, list, sides.second, "named_after_first_party", warnings)
}

/// "KNOW ALL MEN BY THESE PRESENTS, that the undersigned, hereinafter called Grantor, ... does
/// hereby grant ...": printed right-of-way, lease and release forms name the giving side only as
/// "the undersigned", and the names stand under the signature lines, which the scan mangles
/// (blanks, two signatures on a line). The acknowledgment names the same signers in running text
/// ("acknowledged before me this ... by EMMA ROE and CARL ROE, her husband", "personally appeared
/// EMMA ROE ..., to me known", "before me, a Notary Public ..., came EMMA ROE", "Personally came
/// before me, ..., this 3rd day of May, 1931, EMMA ROE"). Read only when the premises call that side "the undersigned" and
/// name no one, and never from a company's acknowledgment, whose signer is an officer.
pub(super) fn undersigned_signers(instrument: &Instrument, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    static THE_UNDERSIGNED: LazyLock<Regex> =
        LazyLock::new(|| keyword_pattern(r"(?i)\bthe\s+undersigned\b").expect("the-undersigned pattern compiles"));
    static ACKNOWLEDGED_BY: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i)\b(?:acknowledged\s+before\s+me\b[^.;]{0,120}?\bby|personally\s+appeared|before\s+me\b[^.;]{0,160}?\bcame|(?:personally\s+)?came\s+before\s+me\b[^.;]{0,200}?\b(?:1[789]|20)\d\d\s*,)\s+")
            .expect("acknowledged-by pattern compiles")
    });
    static SIGNERS_END: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i),?\s*\b(?:who|to\s+me|known|personally|whose|and\s+acknowledged|the\s+same|being)\b|[;:]|[A-Za-z]{2}\.(?:\s|$)|\n[ \t]*\n")
            .expect("signers-end pattern compiles")
    });
    static OFFICER: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i)\b(?:president|secretary|treasurer|manager|member|officer|partner|attorney[\s-]+in[\s-]+fact|agent|on\s+behalf\s+of|corporation|company)\b")
            .expect("officer pattern compiles")
    });
    let text = instrument.text.as_str();
    let premises_say_undersigned = THE_UNDERSIGNED.find_iter(text).any(|m| {
        !matches!(instrument.kind_at(m.start()), SegmentKind::Execution | SegmentKind::Acknowledgment | SegmentKind::Recording)
            && !text[m.end()..ceil_boundary(text, m.end().saturating_add(12))].trim_start().to_ascii_lowercase().starts_with("authority")
    });
    if !premises_say_undersigned {
        return Vec::new();
    }
    // The acknowledgment follows the grant; the segmentation may have left a short one inside
    // the execution.
    let grant_at = OPERATIVE_GRANT.find(text).map_or(text.len(), |m| m.end());
    let Some(found) =
        ACKNOWLEDGED_BY.find_iter(text).find(|m| instrument.kind_at(m.start()) == SegmentKind::Acknowledgment || m.start() > grant_at)
    else {
        return Vec::new();
    };
    let upper = ceil_boundary(text, found.end().saturating_add(250));
    // A sentence's period ends the signers, an initial's does not ("OTTO F. BRANDT.").
    let end = SIGNERS_END.find(&text[found.end()..upper]).map_or(upper, |m| found.end() + m.start() + m.as_str().find('.').unwrap_or(0));
    if OFFICER.is_match(&text[found.end()..ceil_boundary(text, end.saturating_add(80).min(text.len()))]) {
        warnings.push("the acknowledgment names an officer of a company, who signs for the undersigned and is no party".to_string());
        return Vec::new();
    }
    let list = parse_name_list(text, found.end(), end);
    if !list.parties.is_empty() {
        warnings.push("the premises name the undersigned: the signers were read from the acknowledgment".to_string());
    }
    to_found(text, list, role, "undersigned_signers", warnings)
}

/// A Louisiana act passed before a notary: "BEFORE ME, the undersigned authority, ... personally
/// came and appeared HENRY P. LANDRY, ..., who declared that he does by these presents grant,
/// bargain, sell ...": the one who appears is the vendor. The same words in the acknowledgment
/// of a deed name a signer already read, so only an appearance before the grant counts.
pub(super) fn appeared_before_notary(instrument: &Instrument, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    static APPEARED: LazyLock<Regex> =
        LazyLock::new(|| keyword_pattern(r"(?i)\b(?:personally\s+)?came\s+and\s+appeared\s*[:,]?\s*").expect("appeared pattern compiles"));
    static APPEARED_END: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i),?\s*\b(?:who|herein(?:after)?|hereafter|being|domiciled|residing|for\s+and\s+in\s+consideration|declared|does|do)\b|[;:]|\n[ \t]*\n")
            .expect("appeared-end pattern compiles")
    });
    let text = instrument.text.as_str();
    let Some(found) = APPEARED.find(text) else { return Vec::new() };
    let grant_at = OPERATIVE_GRANT.find(text).map_or(text.len(), |m| m.start());
    if found.start() > grant_at {
        return Vec::new();
    }
    let upper = ceil_boundary(text, found.end().saturating_add(300)).min(grant_at.max(found.end()));
    let end = APPEARED_END.find(&text[found.end()..upper]).map_or(upper, |m| found.end() + m.start());
    let list = parse_name_list(text, found.end(), end);
    to_found(text, list, role, "appeared_before_notary", warnings)
}

/// "KNOW ALL MEN BY THESE PRESENTS, That LA PRELE VALLEY STATE BANK, a corporation, does hereby
/// certify ...", "Know ye that the State of Montana, in consideration of ...": the one the
/// premises name before the consideration or the verb is the one who acts, whatever the verb
/// (a release certifies, a grant whose verb OCR destroyed still grants). Read only when no
/// label and no granting clause named that side, and only in the premises' opening sentence.
pub(super) fn premises_subject(instrument: &Instrument, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    static OPENING: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i)\bknow\s+(?:all\s+(?:men|persons|people)\s+by\s+these\s+presents|ye)\s*[:,;.]?\s*(?:that|,)\s*[:,]?")
            .expect("premises opening pattern compiles")
    });
    let text = instrument.text.as_str();
    let Some(opening) = OPENING.find_iter(text).find(|m| {
        matches!(instrument.kind_at(m.start()), SegmentKind::Caption | SegmentKind::Premises | SegmentKind::Granting | SegmentKind::Body)
    }) else {
        return Vec::new();
    };
    let upper = ceil_boundary(text, opening.end().saturating_add(300));
    // "That WABASH BANK, the mortgagee in a certain mortgage made by A and B, does hereby
    // release": the maker of a recited instrument is no subject of this one.
    let maker = RECITED_MAKER.find(&text[opening.end()..upper]).map(|m| opening.end() + m.start());
    let upper = maker.unwrap_or(upper);
    let Some(end) = GRANTOR_END.find(&text[opening.end()..upper]).map(|m| opening.end() + m.start()).or(maker) else {
        warnings.push(format!("the premises open \"{}\" but neither a consideration nor a verb follows", excerpt(opening.as_str())));
        return Vec::new();
    };
    let list = parse_name_list(text, opening.end(), end);
    to_found(text, list, role, "premises_subject", warnings)
}

/// A cover page that names the parties on lines of their own between the words "FROM" and "TO"
/// ("DEED OF TRUST ... FROM\nACME PETROLEUM, LLC\nTO\nJOHN ROE, AS TRUSTEE\nFOR THE BENEFIT OF\n
/// FIRST BANK"): the first block names the side that gives, the second the side that takes.
/// Deeds of trust and mortgages filed with commercial loans open so; read only for the sides no
/// label or grant named. A heading written as two boxes ("FROM: X" over "TO: Y") is read
/// through the form's fields.
pub(super) fn cover_page_from_to(
    instrument: &Instrument,
    sides: Sides,
    want_first: bool,
    want_second: bool,
    warnings: &mut Vec<String>,
) -> Vec<Found> {
    let text = instrument.text.as_str();
    let window = &text[..floor_boundary(text, 2000)];
    if let Some(found) = from_and_to_boxes(instrument, window.len(), sides, want_first, want_second, warnings) {
        return found;
    }
    let alone = |word: &str| {
        let mut offset = 0;
        window.split_inclusive('\n').find_map(|line| {
            let at = offset;
            offset += line.len();
            line.trim().eq_ignore_ascii_case(word).then_some((at, at + line.len()))
        })
    };
    let (Some((_, from_end)), Some((to_start, to_end))) = (alone("from"), alone("to")) else { return Vec::new() };
    if to_start <= from_end {
        return Vec::new();
    }
    // The second block: the lines after "TO" up to the first that reads as running text (more
    // than eight words) or that the recorder stamped ("Filed for record ..."), at most six
    // lines holding words.
    let mut end = to_end;
    let mut lines = 0;
    for line in window[to_end..].split_inclusive('\n') {
        let words = line.split_whitespace().count();
        if words > 8 || lines == 6 || (lines > 0 && instrument.kind_at(end) == SegmentKind::Recording) {
            break;
        }
        lines += usize::from(words > 0);
        end += line.len();
    }
    let mut found = Vec::new();
    if want_first {
        found.extend(to_found(text, parse_name_list(text, from_end, to_start), sides.first, "cover_page_from", warnings));
    }
    if want_second {
        found.extend(to_found(text, parse_name_list(text, to_end, end), sides.second, "cover_page_to", warnings));
    }
    found
}

/// "FROM: ACME OIL CO. ... TO: DRY CREEK LLC": the heading boxes of an assignment, a transfer
/// or a conveyance memorandum, a "From:" box and a "To:" box below it in the text's head, before
/// the instrument grants anything. The "From:" box names the side that gives, the "To:" box the
/// side that takes (a "Return to:" or "Mail to:" box has other words and is none of them). Only
/// the box's own line is read: the lines under a partnership's name list its partners.
/// `None` when the head holds no such pair of boxes.
fn from_and_to_boxes(
    instrument: &Instrument,
    head_end: usize,
    sides: Sides,
    want_first: bool,
    want_second: bool,
    warnings: &mut Vec<String>,
) -> Option<Vec<Found>> {
    let text = instrument.text.as_str();
    let grant_at = OPERATIVE_GRANT.find(text).map_or(text.len(), |m| m.start());
    let in_head = |field: &&FormField| field.label.start < head_end.min(grant_at) && !field.value.is_empty();
    let from = instrument.fields.iter().filter(in_head).find(|field| field.key == "from")?;
    let to = instrument.fields.iter().filter(in_head).find(|field| field.key == "to" && field.label.start > from.value.end)?;
    let mut found = Vec::new();
    for (field, wanted, role, rule) in [(from, want_first, sides.first, "from_box"), (to, want_second, sides.second, "to_box")] {
        if !wanted {
            continue;
        }
        let list = parse_name_list(text, field.value.start, field.value.end);
        if !list.parties.is_empty() {
            warnings.push(format!(
                "no {} named by a role word or the grant: read from the heading's \"{}\" box",
                role.as_str(),
                &text[field.label.clone()]
            ));
        }
        found.extend(to_found(text, list, role, rule, warnings));
    }
    Some(found)
}

/// "This Deed is made by A to B", "The lands are leased by A, hereinafter called the Company,
/// unto B", "This Release is given by A in favor of B", "is hereby granted, sold and conveyed by
/// A unto B", "is made this 3rd day of May, 1961, by A to B" (the participles may run in a
/// series, and the date may stand before "by"): a plain-language premises that names
/// both sides in one passive sentence, the giver after "is made by" and the taker after the
/// "to", "unto" or "in favor of" that follows a comma. A present-tense "is" or "are" leads the
/// verb: a recital says the earlier lease "was made by" its lessor.
static PASSIVE_PREMISES: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:is|are)\s+(?:hereby\s+)?(?:made|signed|executed|given|granted|leased|let|conveyed|assigned|transferred|sold|released|delivered)(?:,?\s+(?:and\s+)?(?:made|signed|executed|given|delivered|granted|leased|let|conveyed|assigned|transferred|sold|released|demised|bargained))*(?:\s+(?:this|on|as\s+of)\s+[^;:\n]{0,40}?\d{4},?)?\s+by\s+")
        .expect("passive premises pattern compiles")
});

/// The taker's opening after the giver's names: a comma (or the close of the giver's defined
/// term) and "to", "unto" or "in favor of"; or "unto" after any word ("a widow unto B").
static PASSIVE_TAKER: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(
        r#"(?i)[,)”"]\s*(?:to\s+and\s+in\s+favou?r\s+of|in\s+favou?r\s+of|unto|to)\s+(?:the\s+said\s+)?|\sunto\s+(?:the\s+said\s+)?"#,
    )
    .expect("passive taker pattern compiles")
});

/// Where the taker's names end within its sentence: its defined term, what follows it, or a
/// period that ends the line or leads the next sentence (capitals hide the sentence's end).
static PASSIVE_TAKER_END: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r#"(?i)[(;:]|\b(?:hereinafter|herein|which|who|whose|the\s+following|for\s+the|in\s+consideration)\b|\n[ \t]*\n|\.[ \t]*\n|\.\s+(?:the|this|that|said|witnesseth)\b"#)
        .expect("passive taker end pattern compiles")
});

/// A sentence's end: a period after a word's small letters and a capitalised word after it (an
/// initial's period, "ORVAL K. DUNMORE", ends nothing).
static SENTENCE_END: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"[a-z]{2}\.\s+[A-Z][a-z]").expect("sentence-end pattern compiles"));

/// How far into the text a passive premises is looked for, and how long its giver's part runs.
const PASSIVE_HEAD_BYTES: usize = 3000;
const PASSIVE_GIVER_MAX_BYTES: usize = 500;

/// The two sides a passive premises names ([`PASSIVE_PREMISES`]), for the sides no reader of the
/// role words or the grant could name: forms in plain language and instruments that grant
/// nothing themselves (a stipulation "signed by A ... in favor of B"). Only the first such
/// sentence of the text's head, outside recitals, is read; each side read says so.
pub(super) fn passive_premises(
    instrument: &Instrument,
    sides: Sides,
    want_first: bool,
    want_second: bool,
    warnings: &mut Vec<String>,
) -> Vec<Found> {
    let text = instrument.text.as_str();
    let head = &text[..floor_boundary(text, PASSIVE_HEAD_BYTES)];
    let Some(by) = PASSIVE_PREMISES.find_iter(head).find(|m| instrument.recital_at(m.start()).is_none()) else { return Vec::new() };
    let upper = ceil_boundary(text, by.end() + PASSIVE_GIVER_MAX_BYTES);
    let giver_part = &text[by.end()..upper];
    let sentence_end = SENTENCE_END.find(giver_part).map_or(giver_part.len(), |m| m.start() + 3);
    let Some(taker) = PASSIVE_TAKER.find(&giver_part[..sentence_end]) else { return Vec::new() };
    let (giver_end, taker_start) = (by.end() + taker.start(), by.end() + taker.end());
    let premises = excerpt(by.as_str());
    // One side of the passive premises, read as a name list and said to come from there.
    let mut read_side = |start: usize, end: usize, side: Role, rule: &'static str| {
        let list = parse_name_list(text, start, end);
        if !list.parties.is_empty() {
            warnings.push(format!("no {} named by a role word or the grant: read from the passive premises \"{premises}\"", side.as_str()));
        }
        to_found(text, list, side, rule, warnings)
    };
    let mut found = Vec::new();
    if want_first {
        found.extend(read_side(by.end(), giver_end, sides.first, "passive_premises_giver"));
    }
    if want_second {
        let upper = ceil_boundary(text, taker_start + 250);
        let upper = SENTENCE_END.find(&text[taker_start..upper]).map_or(upper, |m| taker_start + m.start() + 3);
        let end = PASSIVE_TAKER_END.find(&text[taker_start..upper]).map_or(upper, |m| taker_start + m.start());
        found.extend(read_side(taker_start, end, sides.second, "passive_premises_taker"));
    }
    found
}

/// "the undersigned, HALVOR T. BERG, is the owner of ...": a ratifier or releasor who names
/// itself as the one who signs. A recital may say "the undersigned" first and describe them
/// instead of naming them ("passed to the undersigned, her children."): the names stop at the
/// sentence's end, and the first "the undersigned" that names someone is read.
pub(super) fn undersigned(instrument: &Instrument, role: Role, warnings: &mut Vec<String>) -> Vec<Found> {
    let text = instrument.text.as_str();
    static UNDERSIGNED: LazyLock<Regex> =
        LazyLock::new(|| keyword_pattern(r"(?i)\bthe\s+undersigned\s*,\s*").expect("undersigned pattern compiles"));
    static UNDERSIGNED_END: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i),?\s*\b(?:is|are|being|as|who|owners?|does|do|hereby|has|have)\b|[;:]|\n[ \t]*\n")
            .expect("undersigned-end pattern compiles")
    });
    // A word of small letters that a period closes ends the sentence: a name's words are
    // capitalised.
    static CLAUSE_SENTENCE_END: LazyLock<Regex> =
        LazyLock::new(|| compile_pattern(r"\b[a-z]{3,}\.\s").expect("clause sentence-end pattern compiles"));
    // The notary's "Before me, the undersigned, a Notary Public" is in the acknowledgment.
    let signed = |m: &regex::Match| {
        matches!(instrument.kind_at(m.start()), SegmentKind::Execution | SegmentKind::Acknowledgment | SegmentKind::Recording)
    };
    for found in UNDERSIGNED.find_iter(text).filter(|m| !signed(m)) {
        let upper = ceil_boundary(text, found.end().saturating_add(200));
        // "THE GRANTOR, the undersigned, for Ten Dollars, conveys to X": the consideration or the
        // grant ends the name as the verb "is" does; the grantee after it is no undersigned.
        let upper = [GRANTOR_END.find(&text[found.end()..upper]), GRANT_TO.find(&text[found.end()..upper])]
            .into_iter()
            .flatten()
            .map(|m| found.end() + m.start())
            .chain(CLAUSE_SENTENCE_END.find(&text[found.end()..upper]).map(|m| found.end() + m.end() - 1))
            .fold(upper, usize::min);
        let end = UNDERSIGNED_END.find(&text[found.end()..upper]).map_or(upper, |m| found.end() + m.start());
        let list = parse_name_list(text, found.end(), end);
        if !list.parties.is_empty() {
            return to_found(text, list, role, "undersigned", warnings);
        }
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{named, pair, run};
    use super::name_ends;

    use crate::vocab::{DocCategory, Role};

    /// A release of a mortgage copied below the mortgage it satisfies: the mortgage's grant names
    /// the mortgagors first, a release's own grant the releasing holder. Our own phrasings.
    #[test]
    fn a_mortgage_copied_with_its_satisfaction_keeps_its_mortgagors() {
        let copied = "MORTGAGE AND SATISFACTION\nKNOW ALL MEN BY THESE PRESENTS, that we, Noel Ashby and Vera Ashby, to secure our \
note, do hereby grant, bargain, sell and convey unto Otto Crane the land below. If the note is paid, this conveyance shall be void.\n\
I acknowledge full payment of the debt secured by the within mortgage.\n";
        let found = named(copied, DocCategory::MortgageRelease);
        assert!(found.contains(&("Noel Ashby".to_string(), Role::Mortgagor)), "{found:?}");
        assert!(found.contains(&("Otto Crane".to_string(), Role::Mortgagee)), "{found:?}");
        let release = "RELEASE\nKNOW ALL MEN BY THESE PRESENTS, that Otto Crane, for One Dollar, does hereby remise, release and \
quitclaim unto Noel Ashby and Vera Ashby all the right he acquired by the mortgage below.\n";
        let found = named(release, DocCategory::MortgageRelease);
        assert!(found.contains(&("Otto Crane".to_string(), Role::Mortgagee)), "{found:?}");
        assert!(found.contains(&("Noel Ashby".to_string(), Role::Mortgagor)), "{found:?}");
    }

    /// The one who paid the consideration is the taker when the grant names the taker by a
    /// pronoun or a word only ("convey to him", "mortgage to said bank"), with the sum between
    /// "paid" and "by" or "received" and "from", and a pronoun without "to" ("paid me by"). Our
    /// own wordings, one with the scan's damage.
    #[test]
    fn the_payer_takes_a_grant_made_to_a_pronoun() {
        let deed = "WARRANTY DEED\nWE, ADA ROE and OTTO ROE, wife and husband, having received Eight Hundred Dollars ($800.00) from CARL \
POE, of Elm, Kansas, grant, sell and convey to him and his heirs the land below.\n";
        let found = named(deed, DocCategory::WarrantyDeed);
        assert!(found.contains(&("CARL POE".to_string(), Role::Grantee)), "{found:?}");
        assert!(found.contains(&("ADA ROE".to_string(), Role::Grantor)), "{found:?}");
        let mineral = "MINERAL DEED\nI, ELI ROE, a widower, in return for Fifty Dollars and other va1ue paid me by MAE DUNN, of Ada, \
sell and convey to her one half of the minerals under the land below.\n";
        let found = named(mineral, DocCategory::MineralDeed);
        assert!(found.contains(&("MAE DUNN".to_string(), Role::Grantee)), "{found:?}");
        let mortgage = "MORTGAGE\nThat we, IRA DOE and NELL DOE, in consideration of Two Thousand Dollars to us paid by THE PLANTERS AND \
MERCHANTS BANK OF ELM, a banking corporation, do hereby mortgage and warrant to said bank the land below.\n";
        let found = named(mortgage, DocCategory::DeedOfTrust);
        assert!(found.contains(&("PLANTERS AND MERCHANTS BANK OF ELM".to_string(), Role::Mortgagee)), "{found:?}");
        assert!(found.contains(&("IRA DOE".to_string(), Role::Mortgagor)), "{found:?}");
    }

    /// "made this …, between ELM BEND RANCH, INC., represented here by its President, …": the
    /// opening "made … by" that runs over the "between" does not open the list at the officer.
    /// Our own wording.
    #[test]
    fn a_list_opened_by_between_holds_the_company_not_its_officer() {
        let lease = "OIL AND GAS LEASE\nTHIS LEASE, made this 2nd day of June, 1977, between ELM BEND RANCH, INC., represented herein by \
its Vice President, OTTO ROE, Lessor, and CEDAR FLAT GAS COMPANY, Lessee, WITNESSETH: Lessor grants and leases to Lessee the land below.\n";
        let found = named(lease, DocCategory::OilGasLease);
        assert!(found.contains(&("ELM BEND RANCH, INC.".to_string(), Role::Lessor)), "{found:?}");
        assert!(!found.iter().any(|(name, _)| name == "OTTO ROE"), "{found:?}");
    }

    /// A ratification whose recital says what passed "to the undersigned, his nephews." before a
    /// lettered heading: the ratifiers are the undersigned who are named, not the heading's
    /// words. Our own wording.
    #[test]
    fn the_undersigned_who_are_described_give_way_to_the_undersigned_who_are_named() {
        let text = "RATIFICATION OF LEASE\nRECITALS\nA. The Lease. By a lease dated June 1, 2010, recorded in Volume 12, Page \
40, the lessor leased the land below to the Lessee.\nB. Title. The lessor's brother owned the other half, which passed by his \
will to the undersigned, his nephews.\nC. Royalty. The royalty on that half is held in suspense.\nRATIFICATION\nNow, for Ten \
Dollars paid, the undersigned, CURTIS L. AMBROSE and WARD AMBROSE, adopt, ratify and confirm the Lease as to their interest.\n";
        let found = named(text, DocCategory::LeaseRatification);
        let ratifiers: Vec<&str> = found.iter().filter(|(_, role)| *role == Role::Lessor).map(|(name, _)| name.as_str()).collect();
        assert_eq!(ratifiers, vec!["CURTIS L. AMBROSE", "WARD AMBROSE"], "{found:?}");
    }

    /// A scan that glued "to" to the article after it still grants to the names that follow:
    /// our own wordings of a release and a deed.
    #[test]
    fn a_grant_whose_to_is_glued_to_the_article_reads_its_takers() {
        let release = "RELEASE OF OIL AND GAS LEASE\nWhereas on the 3rd day of May, 1930, Ezra T. Mott leased the land below.\n\
Now, therefore, the said PINE KNOT GAS COMPANY, for One Dollar paid, releases and surrenders tothc said Ezra T. Mott, his heirs and \
assigns, all its rights under said lease.\n";
        let found = named(release, DocCategory::LeaseRelease);
        assert!(found.contains(&pair("Ezra T. Mott", Role::Lessor)), "{found:?}");
        let deed = "KNOW ALL MEN BY THESE PRESENTS: That ORVILLE DANE, a single man, does hereby grant, sell and convey untothe said \
MABEL FROST the land below.\n";
        let found = named(deed, DocCategory::WarrantyDeed);
        assert!(found.contains(&pair("MABEL FROST", Role::Grantee)), "{found:?}");
    }

    /// What a grant is made without stands in a comma pair between the verb and "to": an
    /// administrator's deed and a county's deed, and an assignment without recourse. Our own
    /// wordings.
    #[test]
    fn a_grant_without_warranty_or_recourse_reads_both_sides() {
        let administrator = "ADMINISTRATOR'S DEED\nCORA B. LINDQUIST, as Administrator of the Estate of Emil Lindquist, deceased, \
pursuant to the order of the District Court confirming the sale, in consideration of Nine Thousand Dollars paid, grants, without \
warranty, to HUGO PEARSALL and ADA PEARSALL, husband and wife, all the estate's right, title and interest in the land below.\n";
        let found = named(administrator, DocCategory::Deed);
        assert!(found.contains(&pair("HUGO PEARSALL", Role::Grantee)), "{found:?}");
        assert!(found.contains(&pair("ADA PEARSALL", Role::Grantee)), "{found:?}");
        assert!(found.contains(&pair("CORA B. LINDQUIST", Role::Grantor)), "{found:?}");
        let county = "KNOW ALL MEN BY THESE PRESENTS, That THE COUNTY OF ELM, a political subdivision, in consideration of One \
Dollar, does hereby grant and convey, without covenant of warranty, unto WALDO KRUGER, his heirs and assigns forever, the strip below.\n";
        let found = named(county, DocCategory::Deed);
        assert!(found.contains(&pair("WALDO KRUGER", Role::Grantee)), "{found:?}");
        let assignment = "ASSIGNMENT OF OIL AND GAS LEASE\nFor Ten Dollars paid, SAGE FLAT OIL COMPANY does hereby assign, \
without recourse, unto BRUSH CREEK ENERGY LLC all its right, title and interest in the lease below.\n";
        let found = named(assignment, DocCategory::LeaseAssignment);
        assert!(found.contains(&pair("BRUSH CREEK ENERGY LLC", Role::Assignee)), "{found:?}");
    }

    /// The present grant's auxiliary before its verb, as scans write it; a recital's past tense
    /// or a bare verb is none. Our own phrasings.
    #[test]
    fn a_present_grant_is_done_hereby() {
        for (before, done) in [
            ("A and B do hereby ", true),
            ("A and B dohereby ", true),
            ("the said C does hcreby ", true),
            ("the land heretofore ", false),
            ("being the same land ", false),
        ] {
            let text = format!("{before}convey");
            assert_eq!(super::done_hereby(&text, before.len()), done, "{before}");
        }
    }

    /// A partition deed's numbered grants ("FIRST: A and B do hereby convey and quitclaim unto C
    /// the NE/4 of Section 14 ..."), each carrying its land: the first grant is read, and every
    /// co-owner is grantor and grantee. Our own phrasing.
    #[test]
    fn the_numbered_grants_of_a_partition_deed_are_operative() {
        let text = "PARTITION DEED\nKNOW ALL MEN BY THESE PRESENTS: That whereas Ida Moberg, single, Walter Moberg, single, and Greta \
Moberg Lind, each of Clay County, Iowa, own in common and in equal thirds the real estate hereinafter described, having inherited it from their \
mother, Signe Moberg, deceased;\nNOW, THEREF0RE, the said parties make partition of said real estate, all in Township 95 North, \
Range 37 West of the 5th P.M.:\n\nFIRST: Walter Moberg and Greta Moberg Lind do hereby convey and quitclaim unto Ida Moberg all their \
right, title and interest in and to the Northeast Quarter (NE 1/4) of Section 9, which is set off to her as her share.\n\nSECOND: \
Ida Moberg and Greta Moberg Lind do hereby convey and quitclaim unto Walter Moberg all their right, title and interest in and to the \
Northwest Quarter (NW 1/4) of said Section 9, which is set off to him as his share.\n\nTHIRD: Ida Moberg and Walter Moberg do hereby \
convey and quitclaim unto Greta Moberg Lind all their right, title and interest in and to the South Half (S 1/2) of Section 16, \
which is set off to her as her share.\n\nDated this 2nd day of April, 1921.\n";
        let second = text.find("SECOND").unwrap_or(text.len());
        let first_grant = run(text, DocCategory::PartitionDeed)
            .parties
            .into_iter()
            .find(|p| p.role == Role::Grantee && p.evidence.rule == "granting_clause_grantee")
            .map(|p| (p.name, p.evidence.start < second));
        assert_eq!(first_grant, Some(("Ida Moberg".to_string(), true)));
        let found = named(text, DocCategory::PartitionDeed);
        for name in ["Ida Moberg", "Walter Moberg", "Greta Moberg Lind"] {
            assert!(found.contains(&pair(name, Role::Grantor)) && found.contains(&pair(name, Role::Grantee)), "{name}: {found:?}");
        }
    }

    /// "That the undersigned, X, being the present owner and holder, by assignment from Y ...,
    /// of that certain lease ... does hereby release": the one X acquired from is no party. Our
    /// own phrasing.
    #[test]
    fn the_one_the_grantor_acquired_from_is_no_grantor() {
        let text = "RELEASE OF OIL AND GAS LEASE\nKNOW ALL MEN BY THESE PRESENTS:\nThat the undersigned, PRAIRIE DOG OIL CORPORATION, \
a Kansas corporation, being the present owner and holder, by assignment from Walnut Creek Drilling Company recorded in Book 212, \
Page 40, of that certain oil and gas lease dated the 3rd day of May, 1966, executed by Hedwig Ann Klassen and Peter J. Klassen, her \
husband, as lessors, covering the following described lands in Logan County, \
Oklahoma, to wit:\n     The S/2 of the NW/4 of Section 8, Twp. 17 N., Rge. 4 W.,\ndoes hereby release, relinquish and surrender \
unto the said lessors, their heirs and assigns, all right, title and interest in and to said lease.\n";
        let found = named(text, DocCategory::LeaseRelease);
        assert!(found.iter().all(|(name, _)| !name.to_uppercase().contains("WALNUT")), "{found:?}");
        assert!(found.iter().any(|(name, role)| name.contains("PRAIRIE DOG OIL") && *role == Role::Lessee), "{found:?}");
    }

    /// "KNOW ALL PERSONS BY THESE PRES-\nENTS: Tbat A and B ... Quit Claim to C": the premises'
    /// "That" with "h" read as "b" opens the grantor list and is no given name. Our own phrasing.
    #[test]
    fn that_written_with_b_for_h_opens_the_grantors() {
        let text = "QUIT CLAIM DEED\nKNOW ALL PERSONS BY THESE PRES-\nENTS: Tbat OSWALD K. FERRIS and MABEL FERRIS, husband and \
wife, whose address is 12 Birch Lane, Vassar, Michigan,\nQuit Claim to HURON SHORE LAND TRUST, a Michigan nonprofit corporation, \
the following described premises:\nThe SW 1/4 of Section 3, Town 12 North, Range 8 East.\n";
        let found = named(text, DocCategory::QuitclaimDeed);
        assert!(found.contains(&pair("OSWALD K. FERRIS", Role::Grantor)), "{found:?}");
        assert!(found.contains(&pair("MABEL FERRIS", Role::Grantor)), "{found:?}");
        // The word a scan broke with a space stays an opening word, as every keyword does.
        let broken = "QUIT CLAIM DEED\nKNOW ALL MEN BY THESE PRESENTS, THA T OSWALD K. FERRIS, a single man, for One Dollar, does \
hereby quitclaim unto MABEL FERRIS the following described premises:\nThe SW 1/4 of Section 3, Town 12 North, Range 8 East.\n";
        let found = named(broken, DocCategory::QuitclaimDeed);
        assert!(found.contains(&pair("OSWALD K. FERRIS", Role::Grantor)), "{found:?}");
    }

    #[test]
    fn a_numbered_grant_names_every_grantor_before_its_verb() {
        let text = "NOW, THEREFORE, in consideration of the mutual deeds herein made, the parties have divided said lands as \
follows:\n\n1. OTTO K. LANGE, IRMA LANGE VOSS and PAUL E. LANGE do hereby grant, sell and convey unto OTTO K. LANGE, in \
severalty, the north 40 acres of said tract;\n";
        let found = named(text, DocCategory::Deed);
        for name in ["OTTO K. LANGE", "IRMA LANGE VOSS", "PAUL E. LANGE"] {
            assert!(found.contains(&pair(name, Role::Grantor)), "{name}: {found:?}");
        }
        let consideration = "NOW THEREFORE, in consideration of Ten Dollars, LEWIS A. BRANT does hereby grant unto ADA COLE the land.\n";
        assert_eq!(named(consideration, DocCategory::Deed), vec![pair("LEWIS A. BRANT", Role::Grantor), pair("ADA COLE", Role::Grantee)]);
    }

    #[test]
    fn the_payer_of_the_consideration_is_read_however_the_payment_is_worded() {
        // Each names the grantee only as the one who paid, and the grant only by its role word.
        for (text, payer) in [
            (
                "KNOW ALL MEN BY THESE PRESENTS: That OTIS R. KEMP, hereinafter called Grantor, for and in consideration of Five \
Hundred Dollars cash in hand paid by ORVILLE T. BRYCE, hereinafter called Grantee, has granted, sold and conveyed, and by these \
presents does grant, sell and convey unto the said Grantee the oil, gas and other minerals in the land.\n",
                "ORVILLE T. BRYCE",
            ),
            (
                "KNOW ALL BY THESE PRESENTS, that the undersigned, hereinafter styled the Sellers, for Ten Dollars paid to them in \
cash by LUELLA FANE, of Pratt, Kansas, hereinafter styled the Buyer, do hereby sell and convey unto the Buyer an undivided half \
of the minerals.\n",
                "LUELLA FANE",
            ),
            (
                "That I, HUGO BRANDL, for the sum of Ten Dollars to me handpaid by WENDELL ASHBY, the receipt of which is \
acknowledged, do hereby grant and convey unto the said Grantee the following land.\n",
                "WENDELL ASHBY",
            ),
            (
                "THIS DEED WITNESSETH that for One Dollar in hand paid to the Sellers by EDGAR NUNN, hereinafter called the \
Purchaser, the Sellers hereby convey to the Purchaser the land below.\n",
                "EDGAR NUNN",
            ),
        ] {
            let found = named(text, DocCategory::MineralDeed);
            assert!(found.contains(&pair(payer, Role::Grantee)), "{payer}: {found:?}");
            assert!(!found.contains(&pair(payer, Role::Grantor)), "{payer}: {found:?}");
        }
    }

    #[test]
    fn a_grantor_speaking_in_the_first_person_is_read() {
        for (text, grantor) in [
            (
                "For the consideration of Ten Dollars, and other valuable considerations, I, ADA M. ROE, a widow, do hereby convey \
to LEON BIRD the following real property.\n",
                "ADA M. ROE",
            ),
            (
                "KNOW ALL MEN BY THESE PRESENTS, That I, CARL WEBB, a single man, for and in consideration of One Dollar, do \
hereby grant unto LEON BIRD the land below.\n",
                "CARL WEBB",
            ),
            ("QUITCLAIM DEED\nI, NORA PECK, a married woman, hereby quitclaim to LEON BIRD all my interest in the land.\n", "NORA PECK"),
        ] {
            let found = named(text, DocCategory::Deed);
            assert!(found.contains(&pair(grantor, Role::Grantor)), "{grantor}: {found:?}");
            assert!(found.contains(&pair("LEON BIRD", Role::Grantee)), "{found:?}");
        }
    }

    #[test]
    fn a_grant_whose_subject_is_its_role_word_takes_no_names_from_above() {
        let boxes = "OIL AND GAS LEASE\nThis Lease is made between the parties named below.\n   Lessee:\n   BLUE MESA ENERGY LLC, 12 Main \
Street, Midland, Texas\n1. Grant. In consideration of a cash bonus paid and the covenants herein, Lessor grants, leases and \
lets unto Lessee the land described below.\n";
        let found = run(boxes, DocCategory::OilGasLease);
        assert!(!found.parties.iter().any(|p| p.role == Role::Lessor), "{:?}", found.parties);
        assert!(found.warnings.iter().any(|w| w.contains("role word only")), "{:?}", found.warnings);
        let faint = boxes.replace("Lessor grants", "Lcssor grants");
        assert!(!run(&faint, DocCategory::OilGasLease).parties.iter().any(|p| p.role == Role::Lessor));
        let said = "DEED\nThe premises having been sold at auction, for Ten Dollars the said Grantors do hereby grant unto \
LEON BIRD the land.\n";
        let found = named(said, DocCategory::Deed);
        assert_eq!(found, vec![pair("LEON BIRD", Role::Grantee)]);
    }

    #[test]
    fn the_signers_named_after_the_notarys_description_are_the_undersigned() {
        for (ack, first) in [
            (
                "STATE OF KANSAS, COUNTY OF PRATT, ss:\nPersonally came before me, the undersigned, a Notary Public in and for \
the county aforesaid, this 3rd day of May, 1931, OTTO F. KEMP and IDA KEMP, his wife, known to me to be the same persons.\n",
                "OTTO F. KEMP",
            ),
            (
                "STATE OF KANSAS, COUNTY OF PRATT, ss:\nBE IT REMEMBERED, that on this 3rd day of May, 1931, before me, the \
undersigned, a Notary Public in and for said County and State, came OTTO F. KEMP and IDA KEMP, his wife, who are personally \
known to me.\n",
                "OTTO F. KEMP",
            ),
        ] {
            let text = format!(
                "MINERAL DEED\nKNOW ALL BY THESE PRESENTS, that the undersigned, hereinafter called Grantors, for One Dollar paid by \
LEON BIRD, do hereby grant and convey unto the said Grantee, his heirs and assigns, one half of the minerals.\nWitness our hands.\n\n{ack}"
            );
            let found = named(&text, DocCategory::MineralDeed);
            assert!(found.contains(&pair(first, Role::Grantor)) && found.contains(&pair("IDA KEMP", Role::Grantor)), "{found:?}");
            assert!(found.contains(&pair("LEON BIRD", Role::Grantee)), "{found:?}");
        }
    }

    #[test]
    fn a_margin_mark_inside_the_payers_name_does_not_end_it() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That we, Harold B. Quint and Ruth Quint, his wife, in consideration of One Dollar \
to us paid by Calvin R.\n; Quint the\u{2019} receipt whereof is hereby acknowledged, do hereby Remise, Release and forever Quit Claim \
to the said grantee his heirs and assigns the following land.\n";
        let found = named(text, DocCategory::QuitclaimDeed);
        assert!(found.contains(&pair("Calvin R. Quint", Role::Grantee)), "{found:?}");
        assert!(found.contains(&pair("Harold B. Quint", Role::Grantor)), "{found:?}");
    }

    #[test]
    fn louisiana_act_of_sale_the_one_who_appears_before_the_notary_is_the_vendor() {
        let cash_sale = "CASH SALE\nSTATE OF LOUISIANA\nPARISH OF RAPIDES\nBE IT KNOWN, that on this 14th day of March, 1947, \
BEFORE ME, the undersigned authority, a Notary Public in and for said Parish, personally came and appeared HENRY P. LANDRY, \
a married man, who declared that for the price below he does by these presents grant, bargain, sell, convey, transfer, \
assign, set over, abandon and deliver, with all legal warranties and with full substitution and subrogation, unto \
CLARENCE DUPUIS, herein present, accepting and purchasing, the following described property: Lot 3 of Section 8.\n";
        assert_eq!(
            named(cash_sale, DocCategory::Deed),
            vec![pair("HENRY P. LANDRY", Role::Grantor), pair("CLARENCE DUPUIS", Role::Grantee)]
        );
        let vendee_named = "SALE OF LAND\nBEFORE ME, the undersigned Notary Public, personally came and appeared: MARIE T. BOUDREAUX, \
widow of Felix Guidry, residing in Lafayette Parish, who declared that she does by these presents sell, convey and deliver \
unto PAUL A. THERIOT, herein called vendee, the land described below.\n";
        assert_eq!(
            named(vendee_named, DocCategory::Deed),
            vec![pair("MARIE T. BOUDREAUX", Role::Grantor), pair("PAUL A. THERIOT", Role::Grantee)]
        );
        let couple = "SALE OF MINERAL RIGHTS\nSTATE OF LOUISIANA\nPARISH OF DE SOTO\nBEFORE ME, the undersigned authority, \
personally came and appeared JOSEPH A. MOREAU and his wife, ELISE B. MOREAU, residents of De Soto Parish, hereinafter called \
vendor, who declared that they do by these presents grant, bargain, sell, convey and deliver unto ARKLA MINERALS COMPANY, \
herein called vendee, an undivided one-half of the minerals under the land described below.\n";
        let found = named(couple, DocCategory::MineralDeed);
        assert_eq!(
            found,
            vec![
                pair("JOSEPH A. MOREAU", Role::Grantor),
                pair("ELISE B. MOREAU", Role::Grantor),
                pair("ARKLA MINERALS COMPANY", Role::Grantee)
            ]
        );
    }

    #[test]
    fn a_guarantee_of_title_between_the_verbs_and_unto_still_reads_the_grant() {
        for warranty in
            ["with full guarantee of title", "with full warranty", "with general warranty of title", "with all legal warranties"]
        {
            let text = format!(
                "Cash Deed\nKnow all men by these presents that WILLIE MAE JOHNSON, a widow, for and in consideration of One Thousand \
Dollars cash, does hereby grant, bargain, sell, convey and deliver, {warranty}, unto ROBERT L. HAYES, the following described property: Lot 6.\n"
            );
            assert_eq!(
                named(&text, DocCategory::Deed),
                vec![pair("WILLIE MAE JOHNSON", Role::Grantor), pair("ROBERT L. HAYES", Role::Grantee)],
                "{warranty}"
            );
        }
    }

    #[test]
    fn a_grant_whose_unto_the_scan_glued_to_the_verb_still_names_the_grantees() {
        // Our own phrasings: a scan that lost the space before "unto" after each kind of verb.
        for (text, grantee) in [
            (
                "KNOW ALL MEN BY THESE PRESENTS, that we, OTTO KRALL and BERTA KRALL, GRANTORS, do hereby give, grant and conveyunto their grandson, PETER KRALL, and his wife, JANE ANN KRALL, GRANTEES, the land below.",
                "PETER KRALL",
            ),
            (
                "That ADA LUNDY, a widow, for Ten Dollars, does hereby grant, bargain and sellunto CYRUS BOLT and EMMA BOLT, his wife, the land below.",
                "CYRUS BOLT",
            ),
            (
                "That HOMER TATE, for value received, has conveyedunto VERA TATE LOWE and RALPH LOWE all his interest in the land below.",
                "VERA TATE LOWE",
            ),
        ] {
            let found = named(text, DocCategory::Deed);
            assert!(found.contains(&pair(grantee, Role::Grantee)), "{text}: {found:?}");
        }
    }

    #[test]
    fn the_grantee_list_ends_where_the_land_begins() {
        for land in [
            "the NE/4 of Section 10",
            "the N½ of Section 10",
            "the Northeast Quarter of Section 10",
            "all of the SW/4 of Section 3",
            "Lots 3 and 4 of Block 9",
            "the West Half of Section 2",
        ] {
            let text = format!(
                "CONTRACT\nNOW THEREFORE, in consideration of Ten Dollars, LEWIS A. BRANT does hereby grant, bargain, sell and convey \
unto MARION K. DELL {land}, Garvin County, Oklahoma.\nDated this 1st day of March, 1950.\n"
            );
            assert_eq!(
                named(&text, DocCategory::Deed),
                vec![pair("LEWIS A. BRANT", Role::Grantor), pair("MARION K. DELL", Role::Grantee)],
                "{land}"
            );
        }
    }

    #[test]
    fn an_appearance_in_the_acknowledgment_is_not_the_vendor() {
        let deed = "DEED\nKNOW ALL MEN BY THESE PRESENTS: That for Ten Dollars paid, the land below is hereby conveyed unto \
OWEN F. PRICE, his heirs and assigns, the following described land: Lot 3 of Section 8.\nSTATE OF LOUISIANA, PARISH OF CADDO\nBEFORE ME, the undersigned authority, personally came and appeared \
GRACE L. TOWNE, who acknowledged the foregoing.\n";
        // She is read only as the signer the acknowledgment names (the last reader of an empty
        // side, signatures.rs), never as the vendor of an act passed before the notary.
        let found = run(deed, DocCategory::Deed).parties;
        assert!(found.iter().all(|p| p.name != "GRACE L. TOWNE" || p.evidence.rule == "acknowledged_signer"), "{found:?}");
    }

    #[test]
    fn a_pipeline_company_keeps_its_whole_name_and_the_grantors_are_found() {
        let text = "RIGHT OF WAY AGREEMENT\nKNOW ALL MEN BY THESE PRESENTS, That We, Garnet L. Swiger and Estella M. Swiger, his wife, \
of Harrison County, West Virginia, for and in consideration of One Dollar, do hereby grant and convey unto ALLEGHENY FRONT \
TRANSMISSION CORPORATION, a Delaware corporation, its successors and assigns, a right of way for a pipe line.\n";
        assert_eq!(
            named(text, DocCategory::RightOfWay),
            vec![
                pair("Garnet L. Swiger", Role::Grantor),
                pair("Estella M. Swiger", Role::Grantor),
                pair("ALLEGHENY FRONT TRANSMISSION CORPORATION", Role::Grantee)
            ]
        );
    }

    #[test]
    fn a_form_that_labels_only_the_lessor_names_the_lessee_after_and() {
        let text = "OIL AND GAS LEASE\nThis indenture of lease entered into by and between the State of Wyoming, acting by and \
through its Board of Land Commissioners, as lessor, and\nHARLAN D. MACK, JR.\n\nSection 1. PURPOSE. The lessor, in \
consideration of the rents and royalties to be paid, does hereby grant and lease to the lessee the exclusive right to drill.\n";
        let found = named(text, DocCategory::OilGasLease);
        assert!(found.contains(&pair("HARLAN D. MACK, JR.", Role::Lessee)), "{found:?}");
        let specks = text.replace("as lessor, and\nHARLAN", "as lessor, and\nI\nHARLAN");
        assert!(named(&specks, DocCategory::OilGasLease).contains(&pair("HARLAN D. MACK, JR.", Role::Lessee)));
        let both_labelled = "OIL AND GAS LEASE\nThis lease made between CARL OWENS, as Lessor, and\nPERMIAN ENERGY COMPANY, as Lessee,\n\
does hereby grant, demise, lease and let unto Lessee the NE/4 of Section 20.\n";
        assert_eq!(
            named(both_labelled, DocCategory::OilGasLease),
            vec![pair("CARL OWENS", Role::Lessor), pair("PERMIAN ENERGY COMPANY", Role::Lessee)]
        );
    }

    #[test]
    fn granting_clause_gives_roles_when_no_label_does() {
        let text = "GENERAL WARRANTY DEED\nRALPH T. OGDEN and BEULAH M. OGDEN, husband and wife, of Holmes County, Ohio\n\
for valuable consideration paid, grant(s), with general warranty covenants, to NELSON P. FRY, whose tax-mailing address \
is 12 Pike Road, the following real property.\n";
        assert_eq!(
            named(text, DocCategory::WarrantyDeed),
            vec![pair("RALPH T. OGDEN", Role::Grantor), pair("BEULAH M. OGDEN", Role::Grantor), pair("NELSON P. FRY", Role::Grantee)]
        );
    }

    #[test]
    fn grantor_is_not_the_payer_of_the_consideration() {
        let text = "WARRANTY DEED\nKNOW ALL MEN BY THESE PRESENTS:\nThat I, ARLO P. KINCAID, a widower, of Ward County, \
Texas, for and in consideration of the sum of Eight Hundred Dollars to me in hand paid by LEWIS T. BRANDT and wife, NELL \
BRANDT, the receipt of which is hereby acknowledged, have Granted, Sold and Conveyed, and by these presents do Grant, Sell \
and Convey unto the said Lewis T. Brandt and wife, Nell Brandt, all that certain tract of land.\n";
        assert_eq!(
            named(text, DocCategory::WarrantyDeed),
            vec![pair("ARLO P. KINCAID", Role::Grantor), pair("Lewis T. Brandt", Role::Grantee), pair("Nell Brandt", Role::Grantee)]
        );
    }

    #[test]
    fn grant_by_these_presents_does_not_open_the_grantor_list() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That OTTO F. BRUNER and IDA BRUNER, his wife, of Lea County, New \
Mexico, for and in consideration of Ten Dollars to them in hand paid, do by these presents grant, bargain, sell and convey \
unto HOMER J. LATTA, of Lea County, New Mexico, the following real estate.\n";
        assert_eq!(
            named(text, DocCategory::WarrantyDeed),
            vec![pair("OTTO F. BRUNER", Role::Grantor), pair("IDA BRUNER", Role::Grantor), pair("HOMER J. LATTA", Role::Grantee)]
        );
    }

    #[test]
    fn unlabelled_deed_whose_consideration_mentions_a_deed_of_trust() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That we, LOYD B. HESTER and wife, IVA HESTER, of Crane County, \
Texas, for and in consideration of $500.00, secured by Deed of Trust of even date to R. L. Combs, Trustee, have Granted, \
Sold and Conveyed, and by these presents do Grant, Sell and Convey, unto the said Amos Prewitt, all that certain tract.\n";
        assert_eq!(
            named(text, DocCategory::WarrantyDeed),
            vec![pair("LOYD B. HESTER", Role::Grantor), pair("IVA HESTER", Role::Grantor), pair("Amos Prewitt", Role::Grantee)]
        );
    }

    #[test]
    fn the_undersigned_who_conveys_for_a_consideration_is_named_at_the_acknowledgment_not_the_grantee() {
        // A Colorado quitclaim to a county, a Texas easement to a city: "the undersigned" is
        // followed by the consideration and the grant, whose grantee is no undersigned.
        let quitclaim = "QUITCLAIM DEED\nTHE GRANTOR, the undersigned, for and in consideration of Ten Dollars, conveys and quitclaims \
to the BOARD OF COUNTY COMMISSIONERS OF LARIMER COUNTY, COLORADO, all interest in the land described below.\nIN WITNESS WHEREOF, \
the undersigned has signed this deed.\n_______________________\nELMER R. HUSS\nSTATE OF COLORADO, COUNTY OF LARIMER\nThe foregoing \
instrument was acknowledged before me this 4th day of May, 1966, by ELMER R. HUSS.\n";
        let found = named(quitclaim, DocCategory::QuitclaimDeed);
        assert!(found.contains(&pair("ELMER R. HUSS", Role::Grantor)), "{found:?}");
        assert!(found.iter().filter(|(_, role)| *role == Role::Grantor).count() == 1, "{found:?}");
        let easement = "EASEMENT\nThe undersigned, for a valuable consideration, receipt of which is acknowledged, hereby grants to the \
CITY OF ODESSA, a municipal corporation, a perpetual easement for a water line across the land below.\nWitness my hand this 3rd \
day of June, 1971.\n______________________\nSTATE OF TEXAS, COUNTY OF ECTOR\nBefore me, the undersigned authority, on this day \
personally appeared MAE T. GIBBS, a widow, known to me to be the person whose name is subscribed to the foregoing instrument.\n";
        assert_eq!(
            named(easement, DocCategory::RightOfWay),
            vec![pair("CITY OF ODESSA", Role::Grantee), pair("MAE T. GIBBS", Role::Grantor)]
        );
    }

    #[test]
    fn ratifier_named_as_the_undersigned() {
        let text = "RATIFICATION OF OIL AND GAS LEASE\nWHEREAS, under date of May 2, 1950, AXEL J. NORD, as Lessor, \
executed and delivered to PRAIRIE BUTTE OIL COMPANY, as Lessee, an Oil and Gas Lease;\nWHEREAS, the undersigned, GUNNAR \
P. NORD, is the owner of an undivided one-half interest in said land;\nNOW, THEREFORE, the undersigned does hereby ratify \
and confirm said lease.\n";
        assert_eq!(
            named(text, DocCategory::LeaseRatification),
            vec![pair("PRAIRIE BUTTE OIL COMPANY", Role::Lessee), pair("GUNNAR P. NORD", Role::Lessor)]
        );
    }

    #[test]
    fn a_ratification_grants_anew_to_the_present_lessee_not_the_recited_one() {
        // Three drafters: a Wyoming "now owned by" recital, a Texas one-sentence ratification and
        // renewal, an Oklahoma ratification that leases the ratifier's interest.
        let now_owned = "RATIFICATION OF OIL AND GAS LEASE\nWHEREAS, by Oil and Gas Lease dated March 1, 1975, JOHN P. ROE, as \
lessor, leased to BADGER OIL COMPANY, as lessee, the land described below; and\nWHEREAS, said lease is now owned by CASTLE ROCK \
ENERGY CORPORATION; and\nWHEREAS, the undersigned, MARY LOU FIELD, owns an undivided interest in the minerals under said land;\n\
NOW, THEREFORE, for and in consideration of Ten Dollars, the undersigned does hereby ratify, adopt and confirm said lease, and \
does hereby lease, let and demise unto CASTLE ROCK ENERGY CORPORATION, its successors and assigns, all of her interest.\n";
        let found = named(now_owned, DocCategory::LeaseRatification);
        // The present lessee is read where the recital names it, before the ratifier.
        assert_eq!(found, vec![pair("CASTLE ROCK ENERGY CORPORATION", Role::Lessee), pair("MARY LOU FIELD", Role::Lessor)]);
        let renewal = "RATIFICATION AND RENEWAL OF LEASE\nSTATE OF TEXAS, COUNTY OF REEVES\nThat the undersigned, DORIS K. HALE, a \
widow, for Ten Dollars paid by TOYAH BASIN OPERATING, LLC, the present owner of the Oil and Gas Lease dated January 5, 2009, \
executed by FRED HALE, lessor, in favor of PECOS VALLEY LAND COMPANY, lessee, does hereby ratify and confirm said lease and does \
grant, lease and let unto TOYAH BASIN OPERATING, LLC the land covered thereby.\n";
        let found = named(renewal, DocCategory::LeaseRatification);
        assert_eq!(found, vec![pair("DORIS K. HALE", Role::Lessor), pair("TOYAH BASIN OPERATING, LLC", Role::Lessee)]);
        let oklahoma = "RATIFICATION\nKNOW ALL MEN BY THESE PRESENTS: WHEREAS, a certain oil and gas lease dated June 2, 1981, \
was made by LEWIS T. OAKS, as lessor, to REDBUD EXPLORATION CO., as lessee; and WHEREAS, said lease has been assigned to \
CIMARRON BEND PETROLEUM, INC.;\nNOW THEREFORE, NORA B. OAKS, a widow, for value received, does hereby adopt, ratify and confirm \
said lease, and does hereby grant, demise and lease unto CIMARRON BEND PETROLEUM, INC. all of her interest in said land.\n";
        let found = named(oklahoma, DocCategory::LeaseRatification);
        assert_eq!(found, vec![pair("NORA B. OAKS", Role::Lessor), pair("CIMARRON BEND PETROLEUM, INC.", Role::Lessee)]);
    }

    #[test]
    fn a_grant_recited_in_a_whereas_clause_is_not_this_instruments() {
        let text = "DEED\nWHEREAS, by Contract of Sale dated May 2, 1970, the Land Board of the State of Texas agreed to sell to \
ROY E. TATUM, a veteran, the land described below; and\nNOW, THEREFORE, the LAND BOARD OF THE STATE OF TEXAS, acting herein by \
and through its Chairman, for and in consideration of the premises, does hereby GRANT, SELL and CONVEY unto the said ROY E. \
TATUM, his heirs and assigns, the land below.\n";
        let found = named(text, DocCategory::Deed);
        assert_eq!(found, vec![pair("LAND BOARD OF THE STATE OF TEXAS", Role::Grantor), pair("ROY E. TATUM", Role::Grantee)]);
    }

    #[test]
    fn ohio_statutory_grants_with_covenants_of_any_kind() {
        for covenants in ["with fiduciary covenants", "with limited warranty covenants", "with general warranty covenants"] {
            let text = format!(
                "FIDUCIARY'S DEED\nKNOW ALL MEN BY THESE PRESENTS that Vera Lynn Oster and Carl Dunn, the duly appointed and acting \
Co-Executors of the Estate of Mabel Oster, who died May 3, 2020, for valuable consideration paid, grants {covenants}, to \
Peter J. Hale, whose tax mailing address is Box 9, the following real property.\n"
            );
            assert_eq!(
                named(&text, DocCategory::Deed),
                vec![pair("Vera Lynn Oster", Role::Grantor), pair("Carl Dunn", Role::Grantor), pair("Peter J. Hale", Role::Grantee)],
                "{covenants}"
            );
        }
    }

    /// A transfer-tax declaration above the grant names the conveyance with "a transfer to": the
    /// grant below, not the declaration, names the grantees. Our own phrasing.
    #[test]
    fn a_transfer_named_by_a_noun_is_not_the_grant() {
        let text = "GRANT DEED\nThe undersigned grantor declares: documentary transfer tax is $0.00. This is a transfer to a \
living trust of which the grantors are the settlors.\nFOR NO CONSIDERATION, MESA VERDE ORCHARDS, LLC, a California limited \
liability company, hereby grants to ROSALIND K. AMES and OTTO AMES, Trustees of the AMES FAMILY TRUST, the following \
described real property.\n";
        let grantees: Vec<String> =
            named(text, DocCategory::Deed).into_iter().filter(|(_, role)| *role == Role::Grantee).map(|(name, _)| name).collect();
        assert_eq!(grantees, vec!["ROSALIND K. AMES".to_string(), "OTTO AMES".to_string()]);
    }

    #[test]
    fn a_quit_claim_broken_by_ocr_still_grants() {
        let text = "QUIT CLAIM DEED\nKNOW ALL MEN BY THESE PRESENTS: That we, Lyle D. Hanna and Ruth Hanna, his wife, in \
consideration of One Dollar paid, do hereby Remise, Release and forever Quit\n\n'Claim to the said Amos T. Hanna his heirs and \
assigns forever the following real estate.\n";
        assert_eq!(
            named(text, DocCategory::QuitclaimDeed),
            vec![pair("Lyle D. Hanna", Role::Grantor), pair("Ruth Hanna", Role::Grantor), pair("Amos T. Hanna", Role::Grantee)]
        );
    }

    #[test]
    fn made_on_a_date_by_one_party_to_the_other() {
        let text = "Quit Claim Deed\nMade this May 2, 2020 A.D.by Thu Ha Lam, a single woman, whose post office address is 9 Bay \
Way, Tampa, FL 33601, hereinafter called the grantor, to Thu Ha Lam and Kevin R. Moss, as joint tenants, hereinafter called \
the grantee:\n";
        assert_eq!(
            named(text, DocCategory::QuitclaimDeed),
            vec![pair("Thu Ha Lam", Role::Grantor), pair("Thu Ha Lam", Role::Grantee), pair("Kevin R. Moss", Role::Grantee)]
        );
    }

    #[test]
    fn the_one_the_premises_name_acts_though_the_grant_s_verb_is_lost() {
        let text = "RIGHT OF WAY DEED\nKnow ye that the State of Idaho, in consideration of the sum of ------ FOUR THOUSAND DOLLARS \
------ now pa d, gra s a rig t of way upon and across state lands, as follows:\n";
        assert_eq!(named(text, DocCategory::RightOfWay), vec![pair("State of Idaho", Role::Grantor)]);
    }

    #[test]
    fn we_open_the_grantors_and_the_payer_is_the_grantee_the_grant_names_by_a_word() {
        let text = "PIPE LINE GRANT\nFor and in consideration of Forty Dollars, in hand paid by KANAWHA RIDGE GAS CORPORATION, a \
Delaware corporation, the receipt of which is hereby acknowledged, WE, OTIS P. KEEL and MYRA B. KEEL, his wife, hereby grant \
and convey unto the said Corporation, its successors and assigns, a right of way for a pipe line.\n";
        assert_eq!(
            named(text, DocCategory::RightOfWay),
            vec![
                pair("KANAWHA RIDGE GAS CORPORATION", Role::Grantee),
                pair("OTIS P. KEEL", Role::Grantor),
                pair("MYRA B. KEEL", Role::Grantor)
            ]
        );
    }

    #[test]
    fn the_undersigned_of_a_printed_form_are_the_signers_the_acknowledgment_names() {
        let grant = "RIGHT OF WAY GRANT\nKNOW ALL MEN BY THESE PRESENTS, that the undersigned, hereinafter called Grantor (whether one \
or more), for Ten Dollars paid, does hereby grant and convey unto SAGE FLAT PIPELINE COMPANY, hereinafter called Grantee, a \
right of way across the land below.\nSection 4: NE/4\nEXECUTED this ____ day of May, 1979.\nGRANTOR:\n___________________  \
___________________\n\n";
        for (acknowledgment, signers) in [
            (
                "STATE OF WYOMING )\nCOUNTY OF CROOK )\nThe foregoing instrument was acknowledged before me this 3rd day of May, \
1979, by Otto F. Brandt and\nLena Brandt, husband and wife.\nWitness my hand and seal.\n",
                vec!["Otto F. Brandt", "Lena Brandt"],
            ),
            (
                "STATE OF KANSAS, COUNTY OF RENO, ss:\nBefore me, a Notary Public in and for said County, personally appeared \
HUGO R. PEAL, a single man, to me known to be the identical person who executed the foregoing instrument.\n",
                vec!["HUGO R. PEAL"],
            ),
        ] {
            let text = format!("{grant}{acknowledgment}");
            let found = named(&text, DocCategory::RightOfWay);
            let grantors: Vec<&str> = found.iter().filter(|(_, role)| *role == Role::Grantor).map(|(name, _)| name.as_str()).collect();
            assert_eq!(grantors, signers, "{:?}", run(&text, DocCategory::RightOfWay));
        }
        let company = format!(
            "{grant}STATE OF TEXAS §\nCOUNTY OF WARD §\nThis instrument was acknowledged before me on May 3, 1979, by Ray T. \
Dunn, as President of Caprock Acres, Inc., on behalf of said corporation.\n"
        );
        let found = named(&company, DocCategory::RightOfWay);
        assert!(!found.iter().any(|(name, _)| name.contains("Dunn")), "{found:?}");
    }

    #[test]
    fn a_statutory_form_names_the_grantee_where_it_receives_the_consideration() {
        // Statutory short forms (Nebraska's among them) name the grantee once, where the
        // consideration is received from it, and then convey "to GRANTEE".
        for (text, grantee) in [
            (
                "WARRANTY DEED\nLOIS M. FENN, a widow, GRANTOR, in consideration of Ten Dollars received from GRANTEE, SANDHILL \
VIEW FARMS, INC., a Nebraska corporation, whose address is 12 Elm Road, Ogallala, Nebraska, conveys to GRANTEE the following \
described real estate:\n",
                "SANDHILL VIEW FARMS, INC.",
            ),
            (
                "QUITCLAIM DEED\nARNE T. BOLLING, Grantor, for $500.00 received from the Grantee, Walt R. Pruett, of Kearney, \
Nebraska, quitclaims to Grantee the land below:\n",
                "Walt R. Pruett",
            ),
            (
                "DEED\nCONNIE RAE MOTT, GRANTOR, for One Dollar and other value received from GRANTEES, OREN J. SALM; conveys to \
GRANTEES all of Lot 4.\n",
                "OREN J. SALM",
            ),
        ] {
            let found = named(text, DocCategory::Deed);
            assert!(found.contains(&pair(grantee, Role::Grantee)), "{grantee}: {:?}", run(text, DocCategory::Deed));
            assert_eq!(found.iter().filter(|(_, role)| *role == Role::Grantee).count(), 1, "{found:?}");
        }
    }

    /// Grantees whose names the Census lists do not know: the heirs the grant or the habendum
    /// gives them say they are people. Our own wordings of a patent, a warranty deed and an old
    /// deed whose scan breaks the name across lines.
    #[test]
    fn a_name_is_read_before_its_heirs_through_case_line_breaks_and_joining_words() {
        let name = ["Thaddeo", "Marsk", "Vellacourt"];
        for before in [
            "unto the said Thaddeo Marsk Vellacourt, ",
            "unto THADDEO MARSK\nVELLACOURT ",
            "unto the said Thaddeo Marsk Vellacourt, and to ",
            "unto Thaddeo Marsk Vellacourt and ",
        ] {
            assert!(name_ends(before, &name), "{before:?}");
        }
        for before in ["unto Thaddeo Marsk Vellacourt and Ada Roe, ", "unto XThaddeo Marsk Vellacourt ", "unto Thaddeo MarskVellacourt "] {
            assert!(!name_ends(before, &name), "{before:?}");
        }
    }

    #[test]
    fn a_grant_to_the_heirs_of_one_named_runs_to_them_by_his_name() {
        let patent = "THE UNITED STATES OF AMERICA\nWHEREAS the homestead claim of OTTO BRANDVOLD, deceased, has been established for the \
tract below;\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the heirs of the said OTTO BRANDVOLD, the \
tract of Land above described; to have and to hold the said tract unto the said heirs forever.\n";
        assert_eq!(
            named(patent, DocCategory::Patent),
            vec![pair("THE UNITED STATES OF AMERICA", Role::Grantor), pair("Heirs of OTTO BRANDVOLD", Role::Grantee)]
        );
        let deed = "QUITCLAIM DEED\nKNOW ALL MEN BY THESE PRESENTS, That IRA FENN, for One Dollar paid, does hereby remise, release \
and quitclaim unto the HEIRS 0F MARTHA J. COOLEY, DECEASED, all his right, title and interest in the land below.\n";
        assert_eq!(
            named(deed, DocCategory::QuitclaimDeed),
            vec![pair("IRA FENN", Role::Grantor), pair("Heirs of MARTHA J. COOLEY", Role::Grantee)]
        );
    }

    #[test]
    fn a_grantee_given_heirs_is_a_person_whatever_the_name() {
        for (text, category, grantee) in [
            (
                "THE UNITED STATES OF AMERICA,\nNOW KNOW YE, That there is granted by the United States unto the said Ottokar Venn \
Drusewitz the tract above described: To have and to hold the said tract unto the said Ottokar Venn Drusewitz, and to his \
heirs and assigns forever.\n",
                DocCategory::Patent,
                "Ottokar Venn Drusewitz",
            ),
            (
                "WARRANTY DEED\nThat Amos Reed, a single man, for Ten Dollars, does hereby grant, bargain, sell and convey unto \
ZORAIDE QUILLENBECK, her heirs and assigns forever, the following land: Lot 4, Block 2.\n",
                DocCategory::WarrantyDeed,
                "ZORAIDE QUILLENBECK",
            ),
            (
                "DEED\nThis indenture witnesseth that John Ames has granted and conveyed unto Thaddeo Marsk\nVellacourt the lot \
above; to have and to hold unto the said Thaddeo Marsk Vellacourt, his heirs and assigns.\n",
                DocCategory::Deed,
                "Thaddeo Marsk Vellacourt",
            ),
        ] {
            let found = named(text, category);
            assert!(
                found.iter().any(|(name, role)| *role == Role::Grantee && name.split_whitespace().collect::<Vec<_>>().join(" ") == grantee),
                "{grantee}: {:?}",
                run(text, category)
            );
        }
        // Words of a grant that no heirs follow stay unread.
        let land = "DEED\nJohn Ames does hereby grant and convey unto Quorvat Mellisande the surface only.\n";
        assert!(!named(land, DocCategory::Deed).iter().any(|(_, role)| *role == Role::Grantee), "{:?}", run(land, DocCategory::Deed));
    }

    #[test]
    fn a_statutory_mortgage_mortgages_and_warrants_to_the_lender() {
        for (text, mortgagors) in [
            (
                "MORTGAGE\nTHIS INDENTURE WITNESSETH, That the Mortgagors, HOMER J. KISTLER and EDNA KISTLER, his wife, of the \
Township of Elm, County of Clay, State of Illinois, MORTGAGE AND WARRANT to FLORA STATE BANK, a banking corporation, \
Mortgagee, to secure a note, the following real estate:\n",
                vec!["HOMER J. KISTLER", "EDNA KISTLER"],
            ),
            (
                "REAL ESTATE MORTGAGE\nThe Mortgagor, Lyle Danner, a single man, of Ionia County, Michigan, mortgages and warrants \
to Grand Valley Savings Association, of Lansing, Michigan, Mortgagee, land in the Township of Orange:\n",
                vec!["Lyle Danner"],
            ),
        ] {
            let found = named(text, DocCategory::DeedOfTrust);
            for name in mortgagors {
                assert!(found.contains(&pair(name, Role::Mortgagor)), "{name}: {:?}", run(text, DocCategory::DeedOfTrust));
            }
        }
    }

    #[test]
    fn a_side_not_read_says_what_was_looked_for_and_where() {
        let no_grant = run("DEED\nThis page is blank but for a heading.\n", DocCategory::Deed);
        assert!(no_grant.parties.is_empty());
        assert!(no_grant.warnings.iter().any(|w| w.starts_with("no granting clause found")), "{:?}", no_grant.warnings);
        assert!(no_grant.warnings.iter().any(|w| w.starts_with("no grantor read")), "{:?}", no_grant.warnings);
        assert!(no_grant.warnings.iter().any(|w| w.starts_with("no grantee read")), "{:?}", no_grant.warnings);
        let nameless = run(
            "DEED\nKNOW ALL MEN BY THESE PRESENTS: That CORA M. DUNN, a widow, does hereby grant and convey unto the said purchaser \
the land below.\n",
            DocCategory::Deed,
        );
        assert!(
            nameless
                .warnings
                .iter()
                .any(|w| w.starts_with("the granting clause's grantee text yielded no name") && w.contains("said purchaser")),
            "{:?}",
            nameless.warnings
        );
        let label = run("LEASE\nTHIS LEASE, made between, hereinafter called Lessor, and ODELL RAY, Lessee.\n", DocCategory::OilGasLease);
        assert!(label.warnings.iter().any(|w| w.contains("has no name before it")), "{:?}", label.warnings);
    }

    #[test]
    fn a_cover_page_names_the_parties_between_from_and_to() {
        let text = "DEED OF TRUST, MORTGAGE AND SECURITY AGREEMENT\n\nFROM\n\nRED BUTTE ENERGY, LLC\n(Taxpayer Identification No.: 11 \
2233445\n\nTO\n\nCARL NESS, AS TRUSTEE\nFOR THE BENEFIT OF\n\nPRAIRIE CAPITAL PARTNERS LLC\n\nA POWER OF SALE HAS BEEN GRANTED IN THIS \
INSTRUMENT AND MAY ALLOW THE TRUSTEE TO SELL THE PROPERTY.\n";
        assert_eq!(
            named(text, DocCategory::DeedOfTrust),
            vec![pair("RED BUTTE ENERGY, LLC", Role::Mortgagor), pair("PRAIRIE CAPITAL PARTNERS LLC", Role::Mortgagee)]
        );
    }

    /// Our own wording of an assignment's heading boxes: the "TO:" box names the assignee that
    /// the grant calls only "the party named in the TO line"; the partners listed under the
    /// "FROM:" box are no parties.
    #[test]
    fn heading_boxes_from_and_to_name_the_sides() {
        let text = "ASSIGNMENT OF LEASE\n\nFROM:   COTTONWOOD DRAW PARTNERS, a Kansas general partnership,\n        composed of Ivo Brandt \
and Lark Hill Company\n\nTO:     SALT FORK OPERATING LLC, a Kansas limited liability company\n\nFor value received, the party in \
the FROM line does hereby assign unto the party in the TO line the lease described above.\n";
        let found = named(text, DocCategory::LeaseAssignment);
        assert!(found.contains(&pair("SALT FORK OPERATING LLC", Role::Assignee)), "{found:?}");
        assert!(found.contains(&pair("COTTONWOOD DRAW PARTNERS", Role::Assignor)), "{found:?}");
        assert!(!found.iter().any(|(name, _)| name.contains("Lark Hill") || name.contains("Brandt")), "{found:?}");
        // A "Return to:" box under a "From:" line is no side.
        let mailing = "FROM: ODA PIKE\nReturn to: LEE ROSS, Box 4\nODA PIKE does hereby grant unto ARNE HOLM the land below.\n";
        assert!(!named(mailing, DocCategory::Deed).contains(&pair("LEE ROSS", Role::Grantee)));
    }

    /// Our own plain-language wordings: a lease whose parties stand in one passive sentence, a
    /// stipulation that grants nothing and names its sides so, a deed "made by" its grantor "to"
    /// its grantee. A recital's "was made by" names an earlier instrument's parties.
    #[test]
    fn a_passive_premises_names_both_sides() {
        for (text, category, giver, taker) in [
            (
                "OIL AND GAS LEASE\nThe lands described below are leased by THE CANEY FORK LAND COMPANY, a Kentucky corporation, \
hereinafter called the Company, unto BRUSHY RIDGE OIL CORPORATION, a Texas corporation, hereinafter called the Driller, for \
the term below.\n",
                DocCategory::OilGasLease,
                "CANEY FORK LAND COMPANY",
                "BRUSHY RIDGE OIL CORPORATION",
            ),
            (
                "STIPULATION\nThis Stipulation is signed by ORVAL K. DUNMORE and EDNA DUNMORE, husband and wife, of Ozona, Texas (the \
\"Owners\"), in favor of MAVIS DUNMORE PRICE, of Sonora, Texas (\"Price\"). The Owners agree that Price owns a royalty.\n",
                DocCategory::Other,
                "ORVAL K. DUNMORE",
                "MAVIS DUNMORE PRICE",
            ),
            (
                "DEED\nThis Deed is made by HOLLIS T. GRANGER, a single man, to WENDELL A. MARSH, of Taos, New Mexico. For ten \
dollars the land below passes as stated.\n",
                DocCategory::Deed,
                "HOLLIS T. GRANGER",
                "WENDELL A. MARSH",
            ),
        ] {
            let found = named(text, category);
            let side = |giving: bool| {
                found
                    .iter()
                    .filter(|(_, role)| if giving { role.is_grantor_side() } else { role.is_grantee_side() })
                    .map(|(name, _)| name.clone())
                    .collect::<Vec<_>>()
            };
            assert!(side(true).first().is_some_and(|name| name.contains(giver)), "{text}: {found:?}");
            assert!(side(false).first().is_some_and(|name| name.contains(taker)), "{text}: {found:?}");
        }
        let recital = "AFFIDAVIT\nThe lease of the land was made by IRA COLE, of Ada, to DRY FORK OIL CO., and is recorded in Book 4.\n";
        assert!(named(recital, DocCategory::Other).iter().all(|(name, _)| !name.contains("DRY FORK")));
    }

    #[test]
    fn a_california_grant_deed_names_its_grantors_after_the_receipt() {
        let text = "GRANT DEED\nFOR A VALUABLE CONSIDERATION, receipt of which is hereby acknowledged,\n\nLYLE P. HOWE and ALMA B. HOWE, \
husband and wife,\n\nhereby GRANT to DIEGO R. SOLIS, a married man, the real property described as Lot 9.\n";
        assert_eq!(
            named(text, DocCategory::Deed),
            vec![pair("LYLE P. HOWE", Role::Grantor), pair("ALMA B. HOWE", Role::Grantor), pair("DIEGO R. SOLIS", Role::Grantee)]
        );
    }

    #[test]
    fn a_grant_under_a_recorders_header_whose_opening_ocr_damaged_is_the_instruments() {
        let text = "201900001234 05/02/2019 10:14 AM\nFiled for Record in NOBLE County, OH\nAmy Dunn, Recorder\nDEED APPROVED FOR TRANSFER\n\
FIDUCIARY'S DEED\nKNOWN ALL MEN BY THESE PRESENTS that Lois Ann Pike, Executrix of the Estate of Carl Pike, for valuable \
consideration paid, grants with fiduciary covenants, to Arlo V. Tate, whose tax mailing address is Box 4, the following real \
property:\nSituated in the Township of Olive, County of Noble, being part of the northwest quarter of Section 12.\n";
        let instrument = crate::pipeline::Instrument::from_raw(text);
        assert_eq!(
            instrument.kind_at(text.find("grants").unwrap_or(0)),
            crate::pipeline::SegmentKind::Recording,
            "{:?}",
            instrument.segments
        );
        assert_eq!(named(text, DocCategory::Deed), vec![pair("Lois Ann Pike", Role::Grantor), pair("Arlo V. Tate", Role::Grantee)]);
    }

    /// The operative words after a deed's or a release's recitals ("WHEREAS ...; NOW,
    /// THEREFORE"), whose giver is written "the said X", "the undersigned X" or "X, acting by its
    /// officer", with the consideration between the giver and the verb. Our own wordings of a
    /// remainderman's ratification, a private deed and a city's quitclaim.
    #[test]
    fn the_giver_of_the_operative_words_after_recitals() {
        let cases = [
            (
                "RATIFICATION OF LEASE\nWHEREAS, Ida Kerr, a life tenant, leased the land below to Plains Oil Company; and WHEREAS the \
remainder passed to Homer T. Vance;\nNOW, THEREFORE, in consideration of One Hundred Dollars to him paid by the said Plains Oil Company, \
the undersigned HOMER T. VANCE, now the owner in fee of said land, hereby ratifies and confirms the said lease, and hereby leases \
and lets the said land unto the said PLAINS OIL COMPANY upon all its terms.\n",
                DocCategory::LeaseRatification,
                "HOMER T. VANCE",
                "PLAINS OIL COMPANY",
            ),
            (
                "DEED\nWHEREAS the grantor has agreed to sell the land below;\nNOW THEREFORE, the said WALTER P. GIBBS, in consideration of \
Ten Dollars paid to him by RIVERTON GAS COMPANY, does hereby grant and convey unto the said RIVERTON GAS COMPANY the land below.\n",
                DocCategory::Deed,
                "WALTER P. GIBBS",
                "RIVERTON GAS COMPANY",
            ),
            (
                "QUITCLAIM DEED\nWHEREAS the city no longer needs the alley below;\nNOW, THEREFORE, for value received, the CITY OF ARDMORE, \
a municipal corporation, acting by its Mayor, Lon P. Hart, does hereby quitclaim unto CARL T. MOSS the land below.\n",
                DocCategory::QuitclaimDeed,
                "CITY OF ARDMORE",
                "CARL T. MOSS",
            ),
        ];
        let misread: Vec<String> = cases
            .iter()
            .filter_map(|(text, category, giver, taker)| {
                let found = named(text, *category);
                let upper = |name: &str| name.to_ascii_uppercase();
                let givers: Vec<String> = found.iter().filter(|(_, r)| r.is_grantor_side()).map(|(n, _)| upper(n)).collect();
                let takers: Vec<String> = found.iter().filter(|(_, r)| !r.is_grantor_side()).map(|(n, _)| upper(n)).collect();
                let read = givers.first().map(String::as_str) == Some(*giver)
                    && givers.len() == 1
                    && takers.first().map(String::as_str) == Some(*taker);
                (!read).then(|| format!("{}: {found:?}", &text[..30]))
            })
            .collect();
        assert!(misread.is_empty(), "{} of {} misread: {misread:#?}", misread.len(), cases.len());
    }

    /// The old plain form joins "make over" to its verbs as "set over" is joined: "sell and make
    /// over to X" is the grant, also as a scan glues "and" to the verb. Our own phrasings.
    #[test]
    fn a_grant_that_makes_over_reads_its_taker() {
        for grant in ["do grant, sell and make over to", "grants, bargains andsell and makes over unto"] {
            let deed = format!(
                "WARRANTY DEED\nKNOW ALL MEN BY THESE PRESENTS, That we, Amos K. Fenwick and Lydia Fenwick, his wife, of Dawson \
County, for Eight Hundred Dollars paid us by Rufus T. Calder, {grant} Rufus T. Calder, his heirs and assigns, this land: the SE 1/4 \
of Section 4.\n"
            );
            let found = named(&deed, DocCategory::WarrantyDeed);
            assert!(found.contains(&pair("Rufus T. Calder", Role::Grantee)), "{grant}: {found:?}");
            assert!(found.contains(&pair("Amos K. Fenwick", Role::Grantor)), "{grant}: {found:?}");
        }
    }

    /// "If the Holder declines, the Owner may sell to the buyer": a condition's subject, which a
    /// grant's reader takes back to from a verb and "to", is no name. Our own phrasing.
    #[test]
    fn a_condition_before_a_verb_of_sale_names_no_giver() {
        let agreement = "AGREEMENT\nThe Owners give the Holder a right to buy first. If the Buyer declines or lets the time pass, the Owner \
may sell to the offeror at that price.\n";
        let found = named(agreement, DocCategory::RoyaltyDeed);
        assert!(!found.iter().any(|(name, _)| name.to_ascii_lowercase().starts_with("if ")), "{found:?}");
    }
}
