//! What a party list says about a name besides the name: marital status and relationship ("a
//! widow", "his wife"), residence and address ("of Reeves County", "whose address is"), capacity
//! ("Trustee of ..."), aliases ("a/k/a"), and the officials who sign but never act.

use super::super::patterns::{compile_pattern, keyword_pattern};
use super::entities::ORGANIZATION;
use regex::Regex;
use std::sync::LazyLock;

/// Pieces that only describe the person before them: marital status, relationship, tenancy. A
/// relationship names the one it runs to ("being all the heirs of X, deceased", "widow of Y"):
/// that one is described, not listed, and is no party.
pub(super) static DESCRIPTOR: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(
        r"(?isx)^(?:
            (?:\S{1,2}\s+)?(?:(?:his|her|hia|hie|their)\s+)?(?:husband|wife|spouse)(?:\s+and\s+(?:\S{1,2}\s+)?(?:husband|wife))?
          | (?:an?\s+)?(?:single|unmarried|married)(?:\s+(?:man|woman|person|individual|couple))?
          | (?:an?\s+)?(?:widow|widower|feme\s+sole|spinster|bachelor|individual|minor|adult)
          | (?:being\s+)?(?:(?:all|an?|the|his|her|their|sole|only|surviving|legal|lawful|natural)\s+(?:and\s+)?)*(?:widow|widower|wife|husband|spouse|sons?|daughters?|child|children|heirs?(?:\s+at\s+law)?|devisees?|mother|father|brothers?|sisters?|grandsons?|granddaughters?|grandchildren|nephews?|nieces?)\s+of\b.*
          | individually | deceased | dec'?d | hw | h/w
          | (?:an?\s+|his\s+|her\s+|their\s+|the\s+)?(?:(?:surviving|only|adopted|eldest|youngest)\s+)?(?:son|daughter|child|children|brother|sister|grandson|granddaughter|grandchild|nephew|niece|mother|father|parent|stepson|stepdaughter|half-brother|half-sister)s?
          | (?:an?\s+)[\w\s-]{0,30}?(?:corporation|limited\s+partnership|limited\s+liability\s+company|general\s+partnership|partnership|company|association|banking\s+association|national\s+bank|trust|political\s+subdivision|body\s+(?:corporate\s+and\s+)?politic(?:\s+and\s+corporate)?|body\s+corporate|religious\s+(?:society|corporation))(?:\s+(?:of|organized|existing|incorporated|created|chartered|under|duly|located|authorized|acting)\b.*)?
          | (?:dealing|acting)\s+(?:in|with|as)\s+(?:his|her|their)\s+(?:sole\s+and\s+)?separate\s+property.*
          | (?:as\s+)?(?:his|her|their)\s+(?:sole\s+and\s+)?separate\s+(?:property|estate).*
          | (?:to\s+hold\s+)?as\s+(?:joint\s+tenants|tenants\s+(?:in\s+common|by\s+the\s+entiret\w*)).*
          | (?:to\s+hold\s+)?(?:as\s+)?tenants\s+by\s+the\s+entiret\w*.*
          | jointly\s+with\s+right\s+of\s+survivorship.*
          | (?:with\s+)?(?:full\s+)?rights?\s+of\s+survivorship.*
          | for\s+their\s+joint\s+lives.*
          | remainder\s+to\s+the\s+survivor.*
          | joined\s+(?:herein\s+)?(?:pro\s+forma\s+)?by\s+.*
          | (?:being\s+)?(?:duly\s+)?authorized\s+(?:by|to|thereunto)\b.*
          | (?:the\s+)?successor(?:\s+in\s+interest)?(?:\s+by\s+(?:merger|conversion|change\s+of\s+name))?\s+(?:in\s+interest\s+)?to\b.*
          | \(?\s*(?:whether\s+)?one\s+or\s+more\s*\)?
        )$",
    )
    .expect("descriptor pattern compiles")
});

/// Where a residence or address begins: everything after it up to the next listed name is dropped.
/// "a res-\nidentof the City": a scan breaks "resident" at a line end and glues the "of" to it;
/// "ofthe County of": it runs "of the" together too. "who lives in the Town of X", "who now
/// resides in the Village of X": the town is where the person lives, never a party beside her.
/// "whoseaddress is": a scan glues "whose" to the word after it.
pub(super) static RESIDENCE: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(
        r"(?i)(?:^|\s)(?:[o0]f(?:the)?|residing\s+(?:at|in)|(?:who\s+)?(?:now\s+)?(?:lives|resides)\s+(?:at|in)|res-?\s*idents?\s*[o0]f|domiciled\s+(?:at|in)|whose\s*(?:tax[\s-]*)?(?:mailing\s+|post\s+office\s+|business\s+)?address|with\s+(?:an?\s+|its\s+)?(?:principal\s+|mailing\s+)?(?:address|offices?|place\s+of\s+business)|having\s+(?:its|an?)\s+(?:principal\s+|registered\s+)?(?:address|offices?|place\s+of\s+business|domicile)|mailing\s+address|address(?:\s+is)?|care\s+of|c/o|p[.\-]?\s*[o0]\.?\s*box)\b",
    )
    .expect("residence pattern compiles")
});

/// "X, Trustee, for the benefit of Y": Y is named after the words, not inside them.
pub(super) static BENEFICIARY_PREFIX: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)^\s*for\s+the\s+(?:use\s+and\s+)?benefit\s+of\s+(?:the\s+)?").expect("beneficiary prefix compiles")
});

/// "acting by its co-trustees", "by and through its Trustees,", "acting through the successor
/// trustee": the words after a trust's name that introduce the trustees who act for it. Those
/// trustees are the trust's parties (DOMAIN's label conventions), so the names after the words
/// are read with the capacity, not dropped as the officers who sign for a company are.
pub(super) static TRUSTEES_ACT: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(
        r"(?i)^(?:acting\s+)?(?:by\s+and\s+through|through|by)\s+(?:its|the|their)\s+(?:duly\s+appointed\s+)?(?:(?:successor|co|sole|acting|present)[\s-]*)*trustees?\b\s*:?",
    )
    .expect("trustees-acting pattern compiles")
});

/// Capacity pieces: who a person acts as, kept out of the name. The words before the office say
/// which kind of fiduciary ("Liquidating Trustee" of a company wound up, "Testamentary Trustee",
/// "Substitute Trustee" of a deed of trust): the office is the same.
pub(super) static CAPACITY: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(
        r"(?is)^(?:as\s+)?(?:the\s+)?(?:duly[\s-]+(?:appointed|qualified|authorized)(?:\s+and\s+(?:acting|qualified))?\s+)?(?:(?:independent|successor|sole|co-?|temporary|dependent|ancillary|liquidating|testamentary|substitute|special|surviving|interim)\s*)*(?:trustees?|trustors?|settlors?|executor|executrix|executors|administrators?|administratrix|personal\s+representatives?|guardian|attorney[\s-]+in[\s-]+fact|agent|receiver|conservator|custodian)(?:[^'’\w].*)?$",
    )
    .expect("capacity pattern compiles")
});

/// "acting by and through its Board of Land Commissioners": a government's agency joins its name;
/// for anyone else it is capacity.
pub(super) static AGENCY: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(
        r"(?i)^acting\s+(?:here(?:in)?\s+)?(?:by\s+and\s+)?thr\w*(?:\s+\w{1,2})?\s+(?:(?:its|the|his|her|their)\s+)?(?P<agency>.+)$",
    )
    .expect("agency pattern compiles")
});

/// The letters a capacity piece can begin with ("as", "independent" read as "lndependent",
/// "successor" with a long s, ...): most pieces are names, and the look costs less than a search.
/// The beneficiary prefix begins with "for", an agency with "acting", an estate with "the" or
/// "estate": each is searched only where its first letters stand.
pub(super) const CAPACITY_FIRST_LETTERS: [char; 24] =
    ['a', 'A', 'i', 'I', 'l', 'L', '1', 's', 'S', '\u{17f}', 'c', 'C', 't', 'T', 'd', 'D', 'e', 'E', 'p', 'P', 'g', 'G', 'r', 'R'];

/// The letters an alias marker begins with: "a/k/a", "also known as", "f/k/a", "formerly",
/// "d/b/a", "doing business as", "n/k/a", "now known as", "sometimes known as", "known in
/// religion as".
pub(super) const ALIAS_FIRST_LETTERS: [char; 12] = ['a', 'A', 'f', 'F', 'd', 'D', 'n', 'N', 's', 'S', 'k', 'K'];

/// Another name the same person goes by: reported, not made a second party.
pub(super) static ALIAS: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(
        r"(?i)^(?:a/?k/?a|aka|also\s+known\s+as|f/?k/?a|f[o0]r(?:m|rn)erly(?:\s+known\s+as)?|d/?b/?a|doing\s+business\s+as|n/?k/?a|now(?:\s+(?:known\s+as|called|by\s+(?:her\s+|his\s+)?marriage))?|n[eé]e|(?:sometimes\s+)?known\s+(?:in\s+religion\s+)?as)\b",
    )
    .expect("alias pattern compiles")
});

/// Whether an alias marker gives the name the person bears now, by marriage or by a change the
/// instrument states ("now", "now called", "now by her marriage"), not a former or another one
/// ("formerly", "a/k/a", "nee"). "now known as" and "n/k/a" stay an alias's markers: the name
/// the person is indexed under comes first.
pub(super) fn names_the_present(marker: &str) -> bool {
    let lower = marker.trim_start().to_ascii_lowercase();
    lower.starts_with("now") && !lower.contains("known")
}

/// People who sign or certify but never act: the piece and the name just before it are dropped.
/// A city's mayor and a board's chairman sign for the body they serve as a company's president does.
pub(super) static OFFICIAL: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:notary|clerk|recorder|governor|witness|president|vice[\s-]+president|secretary|treasurer|cashier|auditor|mayor|chair(?:man|woman|person)|engineer|surveyor|register\s+of\s+deeds|judge|deputy|manager|member|authorized\s+(?:representative|signatory|officer)|(?:managing\s+)?general\s+partner|managing\s+partner|attorney\s+general|commissioner\s+of\s+the\s+general\s+land\s+office|land\s+commissioner|justice\s+of\s+the\s+peace)\b")
        .expect("official pattern compiles")
});

/// Leading relationship words before a name ("his wife MARY", "and his children ROBERT").
pub(super) static RELATION_PREFIX: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)^(?:(?:and|namely|to\s+wit)[\s,:]+)*(?:(?:his|her|their|the|a|an)\s+)?(?:(?:surviving|only|sole)\s+)?(?:wife|husband|widow|widower|spouse|sons?|daughters?|child|children|brothers?|sisters?|grandchildren|grandsons?|granddaughters?|nephews?|nieces?|heirs?)\b[\s,:]*(?:(?:namely|to\s+wit)[\s,:]+)?")
        .expect("relation prefix pattern compiles")
});

/// Whether a piece of a party list opens with an address: a street number ("1400 16th Street"),
/// a post office box (its O lost to the scan: "P Box 12"), a rural route or box ("R. D. #3", "Box 19"), a suite, or a ZIP code. A
/// company whose name opens with a number ("1637 Link Investments, LLC") is no address.
pub(super) fn starts_with_address(piece: &str) -> bool {
    static ADDRESS_WORDS: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(r"(?i)^(?:p[.\-]?\s*[o0]\.?\s*box|p\.?\s+box\s+\d|box\s+\d|r\.?\s*[dr]\.?\s*(?:#|no\.?)?\s*\d|rural\s+route|route\s+\d|suite\s+\d|apt\.?\s+\d|\d{5}(?:-\d{4})?\s*$)")
            .expect("address words pattern compiles")
    });
    if ADDRESS_WORDS.is_match(piece) {
        return true;
    }
    let mut words = piece.split_whitespace();
    let first = words.next().unwrap_or("");
    let numbered = first.len() <= 6
        && !first.is_empty()
        && first.chars().all(|c| c.is_ascii_digit())
        // "1400 16th Street", "2200 N.W. 50th": the street's name has letters; "193 8" is a year
        // that OCR broke with a space.
        && words.next().is_some_and(|w| w.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit()) && w.chars().any(char::is_alphabetic));
    numbered && (names_a_street(piece) || !ORGANIZATION.is_match(piece))
}

/// Whether a street word ("Street", "Road", "Drive", "Ave.") stands among the first words of a
/// piece.
fn names_a_street(piece: &str) -> bool {
    piece.split_whitespace().take(6).any(|word| {
        let bare = word.trim_matches(|c: char| !c.is_alphanumeric()).to_ascii_lowercase();
        STREET_WORDS.contains(&bare.as_str())
    })
}

const STREET_WORDS: &[&str] = &[
    "street",
    "st",
    "road",
    "rd",
    "drive",
    "dr",
    "avenue",
    "ave",
    "lane",
    "ln",
    "boulevard",
    "blvd",
    "way",
    "circle",
    "court",
    "ct",
    "place",
    "pl",
    "highway",
    "hwy",
    "pike",
    "trail",
    "parkway",
    "pkwy",
    "terrace",
    "square",
    "plaza",
    "suite",
];

/// Where a street address begins inside a piece after the name: "Price Oil and Gas, Ltd. 1225
/// Kenilworth", "Ricky L. Whitmore P.O. Box 201 Kemmerer": a number of up to six digits or a
/// post office box, after at least one word.
pub(super) fn address_inside(piece: &str) -> Option<usize> {
    static INSIDE: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(
            r"(?i)\s(?:p[.\-]?\s*[o0]\.?\s*box\s|r\.?\s*d\.?\s*(?:#|no\.?)?\s*\d|\d{1,6}\s+(?:[NSEW]\.?\s+)?[A-Z0-9][A-Za-z0-9]*)",
        )
        .expect("inside address pattern compiles")
    });
    INSIDE.find_iter(piece).map(|found| found.start() + 1).find(|&start| {
        // "School District No. 27 of ...": a body's number is no house number.
        let numbered = piece[..start]
            .trim_end()
            .rsplit(' ')
            .next()
            .is_some_and(|word| matches!(word.trim_end_matches('.').to_ascii_lowercase().as_str(), "no" | "number" | "nr"));
        !numbered && (starts_with_address(&piece[start..]) || names_a_street(&piece[start..]))
    })
}

/// A state of the United States, by name or postal code, with a ZIP code or not ("Texas",
/// "OK 73118", "West Virginia"): the end of an address, never a name.
/// Every piece of every list is asked, most of them long clause text: the words are joined,
/// lowered, into a buffer on the stack as long as the longest state's name, and a piece with more
/// words or letters than any state's name is no state without a copy made.
pub(in crate::l0::parties) fn is_state(piece: &str) -> bool {
    let mut words = piece
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .filter(|w| !w.is_empty() && !w.bytes().all(|b| b.is_ascii_digit() || b == b'-'));
    let Some(first) = words.next() else { return false };
    let mut name = [0u8; STATE_NAME_BYTES];
    let mut length = 0;
    let mut count = 0;
    for word in std::iter::once(first).chain(words) {
        count += 1;
        let needed = word.len() + usize::from(count > 1);
        if count > STATE_NAME_WORDS || length + needed > STATE_NAME_BYTES {
            return false;
        }
        if count > 1 {
            name[length] = b' ';
            length += 1;
        }
        name[length..length + word.len()].copy_from_slice(word.as_bytes());
        length += word.len();
    }
    if count == 1 && first.len() == 2 && first.bytes().all(|b| b.is_ascii_uppercase()) {
        return STATE_CODES.contains(&first);
    }
    name[..length].make_ascii_lowercase();
    STATES.iter().any(|state| state.as_bytes() == &name[..length])
}

/// The most words and bytes of a name in [`STATES`] ("district of columbia").
const STATE_NAME_WORDS: usize = 3;
const STATE_NAME_BYTES: usize = 20;

const STATES: &[&str] = &[
    "alabama",
    "alaska",
    "arizona",
    "arkansas",
    "california",
    "colorado",
    "connecticut",
    "delaware",
    "florida",
    "georgia",
    "hawaii",
    "idaho",
    "illinois",
    "indiana",
    "iowa",
    "kansas",
    "kentucky",
    "louisiana",
    "maine",
    "maryland",
    "massachusetts",
    "michigan",
    "minnesota",
    "mississippi",
    "missouri",
    "montana",
    "nebraska",
    "nevada",
    "new hampshire",
    "new jersey",
    "new mexico",
    "new york",
    "north carolina",
    "north dakota",
    "ohio",
    "oklahoma",
    "oregon",
    "pennsylvania",
    "rhode island",
    "south carolina",
    "south dakota",
    "tennessee",
    "texas",
    "utah",
    "vermont",
    "virginia",
    "washington",
    "west virginia",
    "wisconsin",
    "wyoming",
    "district of columbia",
];

const STATE_CODES: &[&str] = &[
    "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD", "MA", "MI",
    "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT",
    "VT", "VA", "WA", "WV", "WI", "WY", "DC",
];

/// "as joint tenants with full rights of survivorship", "as tenants in common": how the names
/// before it hold, wherever in a piece it begins.
pub(super) static TENANCY: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)(?:^|\s)(?:to\s+hold\s+)?(?:as\s+)?(?:joint\s+tenants|tenants\s+(?:in\s+common|by\s+the\s+entiret[a-z]*)|community\s+property)\b")
        .expect("tenancy pattern compiles")
});

/// Whether a piece opens with a place's word ("State of", "the County of"), its "of" glued to it by
/// a scan ("Stateof South Dakota") too.
pub(super) fn starts_with_location(raw: &str) -> bool {
    static LOCATION: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(r"(?i)^(?:the\s+)?(?:state|county|commonwealth|city|township|village|parish|borough|town|district)(?:[o0]f)?\b")
            .expect("location pattern compiles")
    });
    LOCATION.is_match(raw)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_state_buffer_holds_the_longest_state_name() {
        assert_eq!(STATES.iter().map(|s| s.split(' ').count()).max(), Some(STATE_NAME_WORDS));
        assert_eq!(STATES.iter().map(|s| s.len()).max(), Some(STATE_NAME_BYTES));
    }

    #[test]
    fn states_by_name_or_code_with_their_zip_codes_and_nothing_longer() {
        for piece in ["Texas", "OK 73118", " West  Virginia.", "DISTRICT OF COLUMBIA", "new york 10001-2233", "TX"] {
            assert!(is_state(piece), "{piece}");
        }
        for piece in ["", "73118", "Tx", "West Virginia Avenue", "the district of columbia", "Texarkana", "North Carolina Land Co"] {
            assert!(!is_state(piece), "{piece}");
        }
    }
}
