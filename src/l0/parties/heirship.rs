//! Parties of affidavits of heirship and probate orders: the decedent, the heirs, the affiant.
//!
//! These instruments have no grantor or grantee: the decedent is the one named "deceased" or
//! whose "Estate of" is administered, the heirs are those the decedent was "survived by" or who
//! stand in the court's heir table. Executors, judges and clerks are never parties, so only those
//! phrases are read.

use super::compile_pattern;
use super::names::{NameList, STAMP_LINE, clean_name, is_name_word, is_speck_line, parse_name_list, parse_person_list};
use super::patterns::keyword_pattern;
use super::spans::{line_around, word_starts};
use super::{Found, to_found};
use crate::pipeline::lowered::LoweredText;
use crate::vocab::{EntityType, Role};
use regex::Regex;
use std::sync::LazyLock;

/// The words that name the decedent ("X, Deceased", "Estate of X") and the devisees ("is
/// distributed to") are read as a scan damages them ("DEC EASED", "EST ATE", "dis tributed"):
/// a decedent lost is a chain of title broken.
static DECEASED: LazyLock<Regex> =
    LazyLock::new(|| keyword_pattern(r"(?i),?\s*\b(?:deceased|dec'd)\b").expect("deceased pattern compiles"));

/// "Estate of X" (or "Estateof X", where a scan lost the space), also as the style of a case writes it: "In the Matter of the Estate of )" on
/// one line and the name below, past the bracket column; "Last Will and Testament of X", the
/// testator of a will recorded or admitted to probate.
static ESTATE_OF: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:estate|succession|(?:last\s+)?will\s+and\s+testament)\s*of[\s)|]+(?P<name>[^,\n)|]{3,60}?)\s*(?:,|\bdeceased\b|[)|]|\n|$)")
        .expect("estate-of pattern compiles")
});

/// Words before a "deceased" name that make it someone other than the decedent: an adjoiner
/// ("lands of the heirs of X, deceased") or a predecessor ("conveyed by X, deceased").
static NOT_DECEDENT_CONTEXT: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:heirs|lands?|property|belonging\s+to|conveyed\s+by|from|survived\s+by|predeceased|children)\s*(?:of\s+)?(?:the\s+)?(?:said\s+)?$")
        .expect("not-decedent pattern compiles")
});

/// "survived by", "left surviving him as his only heirs", "he left him surviving"
/// (the older order of the words), "leaving surviving her", "the persons entitled to
/// inherit her estate are", "the heirs (at law) of said decedent are", "the distributees of the
/// estate are" (a small-estate affidavit's word for them), "his heirs at law and
/// their shares are", "the heirs at law of the decedent, together with the portion each
/// inherited, are": the lead-in of the survivors, read through a scan's damage ("hcirs at 1awof
/// said decedent are").
static SURVIVED_BY: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:(?:survived\s+by|(?:left|leaving)\s+(?:(?:him|her)\s+)?surviving)(?:\s+(?:him|her))?(?:\s+as\s+(?:his|her|the)\s+(?:(?:sole|only|legal|lawful)\s+(?:and\s+)?)*heirs(?:\s*at\s*law)?)?|(?:left|leaving)\s+as\s+(?:his|her|the)\s+(?:(?:sole|only|legal|lawful|surviving)\s+(?:and\s+)?)*heirs(?:\s*at\s*law)?|(?:persons|those|distributees)\s+entitled\s+to\s+(?:inherit|take|share|receive|succeed|(?:the\s+)?distribution|(?:his|her|the)\s+estate)\b[^.;:]{0,60}?\s+(?:are|were)|the\s+following\s+(?:named\s+)?persons\s+(?:are|were)\s+(?:all\s+(?:of\s+)?)?the\s+(?:(?:sole|only|legal|lawful)\s+(?:and\s+)?)*heirs(?:\s*at\s*law)?|(?:his|her|the)\s+(?:sole\s+and\s+)?only\s+heirs(?:\s*at\s*law)?\s+(?:were|are|was|is)|(?:heirs|distributees)(?:\s*at\s*law)?(?:\s*of\s+(?:the\s+)?(?:said\s+)?[\w.]+(?:\s+[A-Z][\w.]*){0,3}(?:'s\s+estate)?)?(?:\s+and\s+(?:their|the)\s+(?:respective\s+)?(?:shares|interests|portions))?(?:\s*,[^.;:,]{0,120},)?\s+(?:were|are|being)|the\s+following\s+(?:children|heirs)\s*[:,]?)")
        .expect("survived-by pattern compiles")
});

/// Where the survivors a lead-in names end: a sentence's end (also after a share in
/// parentheses: "C, daughter, one-third (1/3). The said C is a minor"), the words that describe
/// them as a whole ("his only heirs", "no other", "who are"), a blank line.
static SURVIVORS_END: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)(?:[A-Za-z]{3,}|\))\.(?:\s|$)|\b(?:his|her|their|as\s+(?:his|her))\s+(?:sole\s+and\s+)?only\b|\bno\s+other\b|\bwho\s+(?:were|was|are|is)\b|\n\n")
        .expect("survivors-end pattern compiles")
});

/// "the residue is devised and bequeathed to his children, A and B", "I give, devise and bequeath
/// unto my son", "her estate descended to her husband and children": a will's devisees and those
/// the land descended to ("toher son": a scan may run the preposition into the next word).
/// A decree's "is hereby assigned to and vested in A and B", "set over and assigned to A",
/// "set aside to", "awarded to", a judgment's "title to the land is vested in A and B": those the
/// court gives the land to (a recital's "was vested in" is not read, nor "passed under his will
/// to", which a lease's or deed's recital of title writes as often as an heirship does).
/// A scan may also glue the verb to the word before ("hereby distributed", read "herebydistributed")
/// and the "to" to the land before ("ranchland to his daughter", read "ranchlandto his daughter").
static DEVISED_TO: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)(?:devise[ds]?|bequeath(?:ed|s)?|distributed|descended|(?:set\s+over\s+and\s+)?assigned|set\s+(?:over|aside|apart)|awarded)\b[^;]{0,300}?(?:\b(?:un)?to(?:\b|(?:her|his|their|the)\b)|to\s+(?:his|her|their|my|the\s+said)\b)|\b(?:is|are|be|been|hereby)\s+(?:hereby\s+)?(?:(?:assigned|set\s+over|confirmed)\s+(?:(?:un)?to\s+)?and\s+)?vested\s+in\b")
        .expect("devised-to pattern compiles")
});

/// "the land passed to his widow, A, and his son, B", "his estate passes to his children, A and
/// B": those the law gave the land to, as an heirship or a decree tells it (another instrument
/// that says so recites its title: "passed under his will to his children, X CO., having
/// received the same from them").
static PASSED_TO: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\bpass(?:es|ed)\b[^;]{0,300}?(?:\b(?:un)?to(?:\b|(?:her|his|their|the)\b)|to\s+(?:his|her|their|the\s+said)\b)")
        .expect("passed-to pattern compiles")
});

/// "...; To THEODOR ROE, a son of decedent, the NW/4 ...;\n\nAnd to GERTRUD ROE, ...": the next
/// gift of a series, after the one before ends (a numbered entry's mark allowed).
static NEXT_GIFT: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)^[;,.]?\s*(?:\(?[0-9]{1,2}[.)]\s+|\(?[a-h][.)]\s+)?(?:and\s+)?(?:un)?to\s+").expect("next gift pattern compiles")
});

/// A gift of money or chattels ("the sum of Five Hundred Dollars", "his household goods"),
/// which no heir of the land takes: a legatee of money is no party to the land's title.
static PERSONALTY: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(
        r"(?i)\b(?:sum\s+of|dollars|money|cash|household\s+goods|furniture|jewelry|personal\s+effects|personalty|personal\s+property)\b|\$",
    )
    .expect("personalty pattern compiles")
});

/// A gift its own words limit to money or chattels ("the residue, consisting of money and
/// personal property only", "which consists solely of personal property"): no heir of the land
/// takes it, even when it is the residue, which otherwise may hold land.
static PERSONALTY_ONLY: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\bconsist(?:s|ing|ed)?\s+(?:(?:only|solely|entirely|wholly)\s+)?of\s+(?:money|cash|personal)|\bin\s+lieu\s+of\s+(?:any|all|her|his)\s+(?:[a-z]+\s+){0,2}(?:interest|share|dower|estate)\b|\b(?:money|cash|personalty|personal\s+(?:property|estate|effects))\s+only\b|\b(?:only|solely)\s+(?:of\s+)?(?:money|cash|personalty|personal\s+(?:property|estate))\b")
        .expect("personalty-only pattern compiles")
});

/// Where a gift's clause ends, past its takers' names: the semicolon or blank line before the
/// next gift.
static GIFT_END: LazyLock<Regex> = LazyLock::new(|| compile_pattern(r";|\n[ \t]*\n").expect("gift-end pattern compiles"));

/// Words of land in a gift: a gift that names land (or all the estate) is one of land, whatever
/// money it also gives.
static REALTY: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:real|lands?|quarter|section|lots?|acres?|minerals?|tracts?|farm|ranch\w*|claims?|residue|residuary|all\s+(?:of\s+)?(?:his|her|my)\s+(?:property|estate))\b")
        .expect("realty pattern compiles")
});

/// Where a devise may open: the first letters of its verbs, which a word the scan broke after
/// them still holds ("dis tributed", "devi sed").
const DEVISED_STARTS: &[&str] = &["dev", "beq", "dis", "des", "ass", "set", "awa", "is ", "are ", "be ", "been ", "hereby"];

/// Where the devisees of a gift end: the gift's next clause, the shares they take ("in equal
/// shares", "share and share alike") or what their taking is subject to ("subject to the rights of
/// the guardian of the said minor, X"), whose names are no devisees.
static DEVISEES_END: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i);|,?\s*\b(?:in\s+accordance\s+with|pursuant\s+to|as\s+provided\s+(?:in|by))\b|[A-Za-z]{3,}\.(?:\s|$)|\n[ \t]*\n|,?\s*\band\s+(?:devised|bequeathed|gave|that)\b|\bin\s+fee\b|\band\s+(?:named|appointed)\b|\bthey\s+being\b|\bas\s+tenants\b|,?\s*\band\s+provided\b|\bprovided\s+(?:that|however)\b|,?\s*\bsubject\s+to\b|,?\s*\b(?:in\s+equal\s+(?:undivided\s+)?(?:shares|parts|portions)|share\s+and\s+share\s+alike)\b")
        .expect("devisees-end pattern compiles")
});

/// "left surviving the following, who are all of the heirs at law ...:" and then one heir a line;
/// "left surviving as his heirs his widow and two sons, whose names, residences and shares are
/// as follows:", "the distributees of the estate are:", the lead-in of decrees of distribution,
/// heirship and small-estate affidavits that list each heir with relationship, residence and share.
/// Its words are read as a scan damages them ("SURVlVING", "fol lowing", "sur-\nviving"): the
/// lead-in lost is every heir lost.
static HEIRS_LISTED_BELOW: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:(?:left\s+surviving|survived\s+by)\s+(?:[^:.;\n]{0,120}?\s)?the\s+following\b[^:.;]{0,250}|(?:heirs|distributees)\b[^:.;\n]{0,120}?\b(?:are|were)(?:\s+(?:therefore|as\s+follows))?\s*|\bthe\s+following\s+(?:named\s+)?(?:persons|individuals|heirs)\b[^:;]{0,60}?\bheirs\b[^:;]{0,250}?|(?:left\s+surviving|survived\s+by|heirs|distributees)\b[^:.;]{0,250}?\b(?:as\s+follows|namely|to[\s-]*wit)\s*):[ \t]*\n")
        .expect("heirs-listed-below pattern compiles")
});

/// Abbreviated given names, honorifics ("Mrs. Ellen Tate", a married daughter as a list names
/// her) and company designators: their period ends no sentence.
const ABBREVIATIONS: &[&str] = &[
    "chas", "saml", "jno", "thos", "geo", "robt", "jas", "benj", "edw", "jos", "danl", "wm", "fredk", "alex", "andw", "richd", "nathl",
    "wash", "inc", "corp", "ltd", "bros", "assn", "mrs", "messrs",
];

/// "A, surviving spouse, and B, children, are the sole and only heirs": the heirs named before;
/// "A is the surviving spouse of the decedent", "B and C are the only children of the decedent":
/// the findings of an order determining heirship, one relationship a clause.
/// A Louisiana judgment of possession names them before "be and they are hereby recognized as"
/// the heirs or "sent and put into possession".
static HEIRS_AFTER_NAMES: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i),?\s*\b(?:(?:are|were)\s+the\s+(?:sole\s+and\s+)?only\s+heirs\b|(?:is|are)\s+the\s+(?:(?:sole|only|surviving|lawful|legitimate|natural|adopted)\s+(?:and\s+)?)*(?:spouse|widow|widower|husband|wife|child|children|sons?|daughters?|heirs?)\s+of\s+(?:the\s+|said\s+)+(?:decedent|deceased|testat(?:or|rix))\b|(?:be\s+and\s+)?(?:(?:he|she|they)\s+)?(?:(?:are|is)\s+(?:hereby\s+)?|be\s+)(?:recognized\s+as|declared\s+to\s+be|sent\s+(?:and\s+put\s+)?into\s+(?:the\s+)?possession)\b)").expect("heirs-after-names pattern compiles")
});

/// A clause that describes the heirs named before it rather than naming them.
static HEIRS_DESCRIBED: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(
        r"(?i)^[\s,]*(?:the\s+)?(?:(?:sole|only|legal|lawful|forced)\s+(?:and\s+)?)*(?:heirs|legatees|devisees|children|issue)\b",
    )
    .expect("heirs-described pattern compiles")
});

/// "IT IS ORDERED, ADJUDGED AND DECREED that A, B and C ...": the heirs' clause opens after it.
static DECREE_OPENING: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:decreed|ordered|adjudged|found|finds)\b[\s,:]*(?:that\b)?[\s,:]*").expect("decree opening pattern compiles")
});

/// "MARY ANN COLE (\"Decedent\")", "(hereinafter called the Decedent)", "(hereinafter \"the
/// decedent\")": a defined term right after the decedent's name (or after where the decedent
/// lived), read as a scan damages it ("hereinafter ca lled").
static DEFINED_DECEDENT: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r#"(?i)\s*\(\s*(?:herein(?:after)?\s+(?:(?:called|referred\s+to\s+as)\s+)?)?["“]?(?:the\s+)?["“]?decedent["”]?\s*\)|,\s*herein(?:after)?\s+(?:called|referred\s+to\s+as)\s+["“]?(?:the\s+)?decedent\b"#).expect("defined decedent pattern compiles")
});

/// "The decedent, TOMAS R. VEGA, also known as T. R. Vega, died ...", "the said decedent, Harold
/// P. Greer, departed this life": the decedent's name in apposition to the word, read as a scan
/// damages it ("decedcnt").
static DECEDENT_APPOSITIVE: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:the|said)\s+decedent\s*,\s*(?P<name>[^,\n(]{3,60}?)\s*(?:,|\(|\s(?:died|departed)\b)")
        .expect("decedent appositive pattern compiles")
});

/// "Decedent:   NORA JEAN PULLIAM, also known as ...", "Name of Deceased: ...", "Decedent's
/// name: ...": the decedent in a form field of the affidavit's header or a small-estate form.
static DECEDENT_FIELD: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?im)^[ \t]*(?:\(?(?:[0-9]{1,2}|[a-h])[.)][ \t]*)?(?:(?:full\s+)?name\s+of\s+(?:the\s+)?)?(?:decedent|deceased)(?:'s\s+(?:full\s+)?name)?\s*:[ \t]*(?P<name>[^,\n(]{3,80}?)[ \t]*(?:,|\(|\n|$)")
        .expect("decedent field pattern compiles")
});

/// "OTIS L. CANTRELL, of lawful age, being first duly sworn", "ADA ROE, of Sidney, Montana, being
/// first duly sworn": an affiant who opens the affidavit, with the residence a form puts between.
static AFFIANT_SWORN: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?im)^[ \t]*(?P<name>[^,\n]{3,60}),\s*(?:of\s+(?-i:[A-Z])[^,\n]{1,40},\s*(?:(?-i:[A-Z])[^,\n]{1,30},\s*)?)?(?:of\s+lawful\s+age|being\s+(?:first\s+)?duly\s+sworn)")
        .expect("affiant-sworn pattern compiles")
});

static HEIR_TABLE_HEADER: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?im)^.*\bname\b.*\b(?:age|relat\w*|portion|address|share|interest)\b.*$").expect("heir table header compiles")
});

static AFFIANT: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:my\s+name\s+is|the\s+undersigned\s+affiant,?|personally\s+appeared)\s+").expect("affiant pattern compiles")
});

/// "the heirs at law of the said decedent are affiant, his widow, who takes one-half, and his
/// two children", "survived by affiant, his wife": the widow who swears the affidavit names
/// herself among the heirs by that word, and is then an heir as well as the affiant.
static AFFIANT_AN_HEIR: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:heirs(?:\s*at\s*law)?\b(?:[^.;]|(?-i:\b[A-Z])\.){0,100}?\b(?:are|were)|survived\s+by|(?:left|leaving)\s+(?:(?:him|her)\s+)?surviving)\s+(?:the\s+|this\s+|said\s+)?affiant\b")
        .expect("affiant-an-heir pattern compiles")
});

static AFFIANT_END: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i),?\s*\b(?:who|known|being|and\s+I|I\s+am|after|upon)\b|[;\n(]|[A-Za-z]{2,}\.(?:\s|$)")
        .expect("affiant-end pattern compiles")
});

/// "MARY SMITH JONES, formerly MARY SMITH", "f/k/a", "now", "also", "sometimes" or "otherwise
/// known as", "a/k/a":
/// another name of the party just before, as written in the instrument.
static ALIAS_MARKER: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)^[ \t]*,?[ \t]*\(?[ \t]*(?:formerly(?:\s+known\s+as)?|f/k/a|fka|(?:now|also|sometimes|otherwise)\s+known\s+as|n/k/a|nka|a/k/a|aka)[ \t]*:?[ \t]+")
        .expect("alias marker pattern compiles")
});

/// The same markers, ending right before a name.
static ALIAS_MARKER_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)[ \t]*,?[ \t]*\(?[ \t]*(?:formerly(?:\s+known\s+as)?|f/k/a|fka|(?:now|also|sometimes|otherwise)\s+known\s+as|n/k/a|nka|a/k/a|aka)[ \t]*:?[ \t]+$")
        .expect("alias marker before pattern compiles")
});

/// "MARY JONES, nee SMITH": the maiden surname, which with the given names makes her former name.
static MAIDEN_NAME: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)^[ \t]*,?[ \t]*\(?[ \t]*(?:nee|née|born)[ \t]+(?P<surname>[A-Za-z][A-Za-z'-]+)")
        .expect("maiden name pattern compiles")
});

/// Where an alias written out after its marker ends.
static ALIAS_END: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"[,;:()\n]|\s+(?:and|who|whose|deceased|being)\b").expect("alias end pattern compiles"));

/// Folds the other names a party is written with into that party's `aliases`: a name read as a
/// separate party right after an alias marker is that alias, not another party.
pub(super) fn fold_aliases(text: &str, found: Vec<Found>) -> Vec<Found> {
    let mut ordered = found;
    ordered.sort_by_key(|f| (f.party.evidence.start, f.party.evidence.end));
    let mut kept: Vec<Found> = Vec::with_capacity(ordered.len());
    let mut folded_until = 0;
    for mut party in ordered {
        if party.party.evidence.start < folded_until {
            continue;
        }
        let end = party.party.evidence.end.min(text.len());
        let after = &text[end..];
        if let Some(marker) = ALIAS_MARKER.find(after) {
            let alias_start = end + marker.end();
            let alias_end = ALIAS_END.find(&text[alias_start..]).map_or(text.len(), |m| alias_start + m.start());
            if let Some(alias) = clean_name(&text[alias_start..alias_end]).filter(|a| a.split_whitespace().count() >= 2) {
                party.party.aliases.push(alias);
                folded_until = alias_end;
            }
        } else if let Some(maiden) = MAIDEN_NAME.captures(after).and_then(|c| c.name("surname")) {
            if let Some(alias) = maiden_alias(&party.party.name, maiden.as_str()) {
                party.party.aliases.push(alias);
            }
            folded_until = end + maiden.end();
        }
        if let Some(alias) = alias_before(text, party.party.evidence.start) {
            party.party.aliases.push(alias);
        }
        kept.push(party);
    }
    kept
}

/// "WALTER J. RHODES, also known as W. J. RHODES, Deceased": the rule read the name next to
/// "Deceased", and the other name comes before the marker.
fn alias_before(text: &str, start: usize) -> Option<String> {
    let start = start.min(text.len());
    let line_start = text[..start].rfind('\n').map_or(0, |at| at + 1);
    let marker = ALIAS_MARKER_BEFORE.find(&text[line_start..start])?;
    let (name_start, name_end) = trailing_name(text, line_start, line_start + marker.start())?;
    clean_name(&text[name_start..name_end]).filter(|a| a.split_whitespace().count() >= 2)
}

/// "MARY SMITH JONES" née SMITH was "MARY SMITH": her given names (less the maiden name kept as
/// a middle name) and the maiden surname.
fn maiden_alias(name: &str, maiden: &str) -> Option<String> {
    let words: Vec<&str> = name.split_whitespace().collect();
    let (_, given) = words.split_last()?;
    let kept: Vec<&str> = given.iter().copied().filter(|w| !w.eq_ignore_ascii_case(maiden)).collect();
    if kept.is_empty() {
        return None;
    }
    Some(format!("{} {maiden}", kept.join(" ")))
}

/// What kind of instrument tells the descent [`decedent_and_heirs`] reads.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Teller {
    /// An affidavit of heirship: its family account and its affiant are read too.
    Affidavit,
    /// A probate order or decree.
    Decree,
    /// An instrument of another kind whose words tell a descent: what it says of the land's
    /// passing is a recital of title, not read.
    Other,
}

/// The decedent, the heirs and (for an affidavit) the affiant.
pub(super) fn decedent_and_heirs(text: &str, lowered: &LoweredText, teller: Teller, warnings: &mut Vec<String>) -> Vec<super::Found> {
    let affidavit = teller == Teller::Affidavit;
    let mut found: Vec<Found> = Vec::new();
    if let Some(decedent) = decedent(text, lowered) {
        // Only a person dies: "L. P. ABERNATHY" has a partnership's designator in its initials.
        found.extend(to_found(text, decedent, Role::Decedent, "decedent", warnings).into_iter().map(|mut f| {
            if f.party.entity_type == EntityType::Organization {
                f.party.entity_type = EntityType::Person;
            }
            f
        }));
    }
    // An instrument of another kind is read as a descent only when it names both a decedent
    // and heirs ([`super::descent_told`]): without a decedent its heirs are never read, and the
    // readers of heirs, most of the cost here, need not run over a deed that merely says
    // "deceased" once.
    if teller == Teller::Other && found.is_empty() {
        return found;
    }
    let decedent = found.first().map(|f| f.party.name.clone());
    let decedent_key = decedent.as_deref().map(super::name_key);
    let mut lists: Vec<NameList> = survivors(text, lowered, decedent.as_deref())
        .into_iter()
        .chain(heirs_listed_below(text, lowered))
        .chain(heirs_named_before(text, lowered))
        .chain(devisees(text, lowered, &DEVISED_TO, DEVISED_STARTS))
        .chain((teller != Teller::Other).then(|| devisees(text, lowered, &PASSED_TO, &["pass"])).into_iter().flatten())
        .chain(heir_table(text, lowered))
        .chain((teller == Teller::Decree).then(|| recognized_heirs(text, lowered)).into_iter().flatten())
        .chain(owners_after_death(text, lowered))
        .collect();
    // "the heirs at law of the decedent are his widow and his three children above named": the
    // heirs' clause names the children by pointing back to the family's account, where they
    // are named; an affidavit whose heirs no clause names has only that account to give them.
    if heirs_named_above(text, lowered) || (affidavit && lists.is_empty()) {
        lists.extend(children_named(text, lowered));
        lists.extend(kin_listed_below(text, lowered));
        // "married but once, to ADA ROSE ROE" and "his heirs are his widow, ADA ROE, and ...":
        // one person, whom the heirs' clause already named.
        let spouse = spouse_married_once(text, lowered)
            .into_iter()
            .filter(|spouse| !spouse.parties.iter().any(|s| lists.iter().flat_map(|l| &l.parties).any(|h| same_person(&s.name, &h.name))));
        lists.extend(spouse.collect::<Vec<_>>());
    }
    // "Three children were born to the marriage. They are: A, of X; B, of Y; and C": the account
    // counts the children and lists them after a lead-in; read whatever else names the heirs.
    if affidavit {
        lists.extend(children_counted(text, lowered));
    }
    let takers_of_nothing = takers_of_nothing(text, lowered);
    for mut list in lists {
        // "(2) RAY LOWE, who died on May 2, 2001, survived by his daughter": a child a list of
        // children says died is no heir; the heirs through that child are read on their own.
        list.parties.retain(|party| !DIED_AFTER_NAME.is_match(&text[party.end.min(text.len())..]));
        // "A, son, of Hale, Texas, who predeceased the decedent without issue; B, daughter": what
        // stands beside a name in a list runs to the next name (the last name's to its clause's
        // end), and a death told there takes the name out, however much lies between.
        let died_beside: Vec<bool> = (0..list.parties.len())
            .map(|at| died_beside_name(text, list.parties[at].end, list.parties.get(at + 1).map_or(text.len(), |next| next.start)))
            .collect();
        let mut died_beside = died_beside.into_iter();
        list.parties.retain(|_| !died_beside.next().unwrap_or(false));
        // "ADA ROE and husband, CARL ROE": the spouse an heir is named with, as a deed names a
        // grantor's, married into the family and is no heir of the decedent.
        let mut previous_end: Option<usize> = None;
        list.parties.retain(|party| {
            let joined = previous_end.and_then(|end| text.get(end..party.start)).is_some_and(|gap| HEIRS_SPOUSE_BETWEEN.is_match(gap));
            previous_end = Some(party.end);
            if joined {
                warnings.push(format!("{} is named as the spouse of the heir before: not an heir", party.name));
            }
            !joined
        });
        // "his widow, Ada Roe, who has since remarried and takes nothing": one the account names
        // but says inherits nothing is no heir.
        list.parties.retain(|party| {
            let after = &text[party.end.min(text.len())..super::spans::ceil_boundary(text, party.end.saturating_add(120))];
            !TAKES_NOTHING_AFTER_NAME.is_match(after)
        });
        // "4. Ada Roe takes no interest in the property.": one the instrument says elsewhere
        // takes nothing (a devisee of a devise the law defeats, a stepchild never adopted).
        list.parties.retain(|party| {
            let excluded = takers_of_nothing.contains(&super::name_key(&party.name));
            if excluded {
                warnings.push(format!("{} is said to take nothing: not an heir", party.name));
            }
            !excluded
        });
        // "the heirs were summoned ... FINDS as follows:\n1. ADA ROE died intestate": the one who
        // died is never an heir of his own estate, whatever reader took his name for one. A
        // namesake child is told apart by a suffix ("JR."), which the reading of the decedent may
        // carry too: a suffixed heir is kept.
        list.parties.retain(|party| {
            let key = super::name_key(&party.name);
            let namesake = key.rsplit(' ').next().is_some_and(|last| matches!(last, "JR" | "SR" | "II" | "III" | "IV"));
            let decedent = !namesake && decedent_key.as_deref() == Some(key.as_str());
            if decedent {
                warnings.push(format!("{} is the decedent: not an heir of the estate", party.name));
            }
            !decedent
        });
        found.extend(to_found(text, list, Role::Heir, "heir", warnings));
    }
    if affidavit && let Some(list) = affiant(text, lowered) {
        let heir = lowered.holds_any(&["affiant"]) && AFFIANT_AN_HEIR.is_match(text);
        let (role, rule) = if heir { (Role::Heir, "heir") } else { (Role::Other, "affiant") };
        found.extend(to_found(text, list, role, rule, warnings));
    }
    found
}

/// "takes no interest", "shall take nothing", "inherits no part", "is not an heir", "is no heir
/// of the decedent", "died on May 2, 1950, before the testator", "predeceased the testatrix":
/// what an instrument says of one who is no heir or devisee, as a sentence's predicate (a
/// devisee who dies before the testator takes nothing; those through him are named apart).
static TAKES_NOTHING: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:(?:takes?|took|shall\s+take|inherits?|inherited|receives?|received)\s+(?:nothing|no\s+(?:interest|part|share|portion))|is\s+(?:not\s+an?|no)\s+heir|died\b[^.;]{0,60}?\bbef[o0]re\s+(?:the\s+)?(?:said\s+)?(?:testat[o0]r|testatrix|decedent)|predeceased\s+(?:the\s+)?(?:said\s+)?(?:testat[o0]r|testatrix|decedent))\b")
        .expect("takes-nothing pattern compiles")
});

/// The people an instrument says take nothing, as the subjects of the sentences that say so
/// ("Wendell Roe takes no interest under this order", "Dale Poe is a stepson of the decedent
/// only and is not an heir"), as [`super::name_key`]s: a name any reader took for an heir is dropped.
fn takers_of_nothing(text: &str, lowered: &LoweredText) -> Vec<String> {
    /// How far back from the words a sentence's subject is looked for.
    const SENTENCE_LEN: usize = 200;
    if !lowered.holds_any(&["nothing", "no interest", "no part", "no share", "no portion", "heir", "testat", "decedent", "predeceased"]) {
        return Vec::new();
    }
    TAKES_NOTHING
        .find_iter(text)
        .filter_map(|found| {
            let lower = super::spans::floor_boundary(text, found.start().saturating_sub(SENTENCE_LEN));
            let before = &text[lower..found.start()];
            // An initial's period ("the said Neil R. Magee takes nothing") ends no sentence.
            let period = before
                .match_indices(". ")
                .map(|(at, _)| at)
                .filter(|&at| !before[..at].rsplit(' ').next().is_some_and(is_initial_word))
                .last();
            let sentence_start = lower + [period, before.rfind(';'), before.rfind('\n')].into_iter().flatten().max().map_or(0, |at| at + 1);
            if let Some(subject) = subject_of(text, sentence_start, found.start()) {
                return Some(subject);
            }
            let sentence = &text[sentence_start..found.start()];
            // "... be assigned to A and B, in equal shares, and that the said C take nothing by
            // this decree": an order's clauses each open with "that", and the one that says so
            // has its subject right after its own "that".
            let own_that = sentence
                .match_indices("that ")
                .filter(|&(at, _)| !sentence[..at].ends_with(|c: char| c.is_alphanumeric()))
                .last()
                .map(|(at, that)| sentence_start + at + that.len());
            if let Some(subject) = own_that.and_then(|that| subject_of(text, that, found.start())) {
                return Some(subject);
            }
            // "5. Ada Roe takes only as devisee of her husband. She is not an heir of the
            // decedent and inherited nothing": a pronoun's sentence speaks of the one its
            // paragraph opens with.
            let pronoun = sentence.split_whitespace().next().is_some_and(|word| matches!(word, "He" | "She"));
            if pronoun {
                let upper = super::spans::floor_boundary(text, sentence_start.saturating_sub(1));
                let reach = super::spans::floor_boundary(text, upper.saturating_sub(SENTENCE_LEN * 2));
                let paragraph_start = text[reach..upper].rfind("\n\n").map(|at| reach + at + 2)?;
                return subject_of(text, paragraph_start, upper);
            }
            None
        })
        .collect()
}

/// The subject of a clause that runs from `start` to `verb`, as a [`super::name_key`]: the run
/// of capitalised words that opens it, past an entry's number and the words that point back at
/// one named before ("That the said ADA ROE").
fn subject_of(text: &str, start: usize, verb: usize) -> Option<String> {
    let clause = &text[start..verb];
    let mark = entry_mark_len(clause);
    let mut subject_start = start + mark + (clause[mark..].len() - clause[mark..].trim_start().len());
    while let Some(word) = text[subject_start..verb].split_inclusive(char::is_whitespace).next()
        && matches!(word.trim().to_ascii_lowercase().as_str(), "that" | "the" | "tbe" | "said")
    {
        subject_start += word.len();
    }
    let mut subject_end = subject_start;
    for word in text[subject_start..verb].split_inclusive(char::is_whitespace) {
        if !word.starts_with(char::is_uppercase) {
            break;
        }
        subject_end += word.len();
        if word.trim_end().ends_with(',') {
            break;
        }
    }
    let list = parse_person_list(text, subject_start, subject_end);
    let name = list.parties.first()?;
    Some(super::name_key(&name.name))
}

/// A name's words in capitals, without punctuation: the same person written two ways of case.
/// "the heirs at law of said decedent are ... his three children above named", "... his children
/// named in paragraph 4", "... named in the preceding paragraph": an heirs' clause that names
/// heirs by pointing back to where the instrument named them (past a spouse named with an
/// initial: "his widow, Ada L. Roe, and his children above named"), or that calls the ones named
/// above the heirs ("the persons above named, being his widow and his children, are his only
/// heirs").
static HEIRS_NAMED_ABOVE: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:heirs|distributees|entitled\s+to\s+inherit)\b(?:[^.]|(?-i:\b[A-Z])\.){0,250}?\b(?:above[\s-]*named|named\s+above|(?:above|hereinbefore|heretofore|preceding|foregoing)[\s-]*(?:named|mentioned|listed)|(?:named|mentioned|listed)\s+in\s+(?:(?:paragraph|section|item|clause)\s+(?:[0-9]{1,2}|[A-Za-z])|the\s+(?:preceding|foregoing|previous)\s+(?:paragraph|section|item|clause)))\b|\b(?:persons|people|parties)\s+(?:above[\s-]*named|named\s+above|(?:above|hereinbefore|heretofore)[\s-]*(?:named|mentioned|listed))\b[^.]{0,120}?\b(?:are|were)\s+(?:his|her|the)\s+(?:sole\s+(?:and\s+)?)?(?:only\s+)?heirs\b")
        .expect("heirs-named-above pattern compiles")
});

/// "Of said marriage there were born three children, namely:", "one child, namely, LOUISE
/// ROE", "the following children, to wit:", "They had two children, A and B", "three children
/// were born of that marriage:", "the only children born to the decedent were A and B": the
/// lead-in of the children a family's account names, read through OCR damage ("chi1dren,
/// narnely"); "They had two sons, A and B".
static CHILDREN_NAMED: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\b(?:child|children|sons?|daughters?|issue)\b[^.;:]{0,60}?\b(?:na(?:m|rn)ely|to[\s-]*wit)\b[\s,]*:?[ \t]*|\b(?:had|has|have|left)\s+(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|[0-9]{1,2})\s+)?(?:child|children|sons?|daughters?)\s*[,:][ \t]*|\b(?:child|children)\s+(?:was|were)\s+born\b[^.;:]{0,60}?:[ \t]*|\b(?:only\s+(?:child|children)\s+(?:born\s+to|of)|(?:child|children)\s+born\s+to)\s+(?:the\s+)?(?:said\s+)?(?:decedent|deceased|him|her|them|(?:the|that|this|said|their|his|her)\s+marriage)\b[^.;:]{0,80}?\b(?:were|was|are|is)\b[\s,:]*")
        .expect("children-named pattern compiles")
});

/// Where the children named after "namely," on the lead-in's line end: a semicolon, a sentence's
/// end, a blank line, or the words that go on about them ("both of Portland", "who are living").
static CHILDREN_END: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i);|[A-Za-z]{3,}\.(?:\s|$)|\n[ \t]*\n|\b(?:who|whose|that|both|all|each)\b").expect("children-end pattern compiles")
});

/// "The decedent was married only once, and that was to RUTH ROE", "married once, to RUTH ROE",
/// "married but once, to RUTH ROE", "married once only, to RUTH ROE": the spouse of the family's
/// account, the first of the Texas affidavit's facts and of the northern forms'.
static MARRIED_ONCE: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\bmarried\s+(?:only\s+|but\s+)?(?:once|one\s+time)(?:\s+only)?\b[^.;]{0,30}?\bto\s+")
        .expect("married-once pattern compiles")
});

/// "his heirs at law are his widow and his three children", "the heirs ... are his surviving
/// spouse, A, and ...", "the separate property passed one-fourth to his surviving spouse", "the
/// persons above named, being his widow and his three children, are his only heirs": a clause
/// that says who takes the estate ([`HEIRS_CLAUSE`]) and counts a spouse among the takers by what
/// the spouse is (not "subject to the surviving wife's rights"). Where such a clause counts none,
/// the spouse the account says the decedent married takes by another right (a community half, a
/// usufruct, a homestead) or takes nothing, and is no heir.
static HEIRS_COUNT_A_SPOUSE: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\bh[ce]irs\b[^.]{0,160}?\b(?:are|were)\s+(?:[^.]{0,60}?\s)?(?:his|her|the)\s+(?:surviving\s+)?(?:widow|widower|wife|husband|spouse)(?:[\s,;]|$)|\b(?:passed|descended|vested)\b[^.]{0,120}?\bto\s+(?:his|her|the|said)\s+(?:surviving\s+)?(?:widow|widower|wife|husband|spouse)(?:[\s,;]|$)|\b(?:widow|widower|wife|husband|spouse)\b[^.]{0,80}?\b(?:are|were)\s+(?:his|her|the)\s+(?:sole\s+(?:and\s+)?)?(?:only\s+)?h[ce]irs\b")
        .expect("heirs-count-a-spouse pattern compiles")
});

/// "the heirs at law of the decedent are ...", "his community half passed on his death to his
/// children", "is inherited by his two children": a clause that says who takes the estate.
static HEIRS_CLAUSE: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i)\bh[ce]irs\b[^.]{0,160}?\b(?:are|were)\b|\b(?:passed|descended|vested|(?:is|are|was|were)\s+inherited)\b[^.]{0,80}?\b(?:to|in|by)\s+(?:his|her|the|said)\b")
        .expect("heirs clause pattern compiles")
});

/// Where the spouse's name after "married once to" ends, and words after it that say the spouse
/// no longer is one (died, was divorced): such a spouse is no heir.
static SPOUSE_END: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)[,;(]|[A-Za-z]{3,}\.(?:\s|$)|\n[ \t]*\n|\b(?:who|on|in|at|and)\b").expect("spouse-end pattern compiles")
});
static SPOUSE_GONE: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)^[^.;]{0,80}?\b(?:predeceased|died|deceased|divorced?)\b").expect("spouse-gone pattern compiles")
});

/// The spouse an affidavit says the decedent married once, unless it says the spouse died or
/// was divorced: with the children its account names, the heirs its heirs' clause points back to
/// ("his heirs are his wife and his child"). Where a clause says who takes the estate, read only
/// if it counts a spouse among them ([`HEIRS_COUNT_A_SPOUSE`]); where none does, the family's
/// account is all the affidavit tells, and a surviving spouse is an heir.
fn spouse_married_once(text: &str, lowered: &LoweredText) -> Vec<NameList> {
    if !lowered.holds_any(&["married"]) || (HEIRS_CLAUSE.is_match(text) && !HEIRS_COUNT_A_SPOUSE.is_match(text)) {
        return Vec::new();
    }
    let Some(found) = MARRIED_ONCE.find(text) else { return Vec::new() };
    let upper = super::spans::ceil_boundary(text, found.end().saturating_add(100));
    let end = clause_end(&SPOUSE_END, text, found.end(), upper);
    if SPOUSE_GONE.is_match(&text[end..]) {
        return Vec::new();
    }
    let mut list = parse_person_list(text, found.end(), end);
    list.parties.truncate(1);
    if list.parties.is_empty() { Vec::new() } else { vec![list] }
}

/// Whether two names are one person written with and without a middle name or initial: the
/// same first and last words.
fn same_person(a: &str, b: &str) -> bool {
    let (a, b) = (super::name_key(a), super::name_key(b));
    let ends = |key: &str| (key.split(' ').next().map(str::to_string), key.rsplit(' ').next().map(str::to_string));
    !a.is_empty() && ends(&a) == ends(&b)
}

fn heirs_named_above(text: &str, lowered: &LoweredText) -> bool {
    // "above namcd": the pattern reads the words as a scan damages them, and so the gate
    // looks for the word that comes through more often.
    lowered.holds_any(&["above", "named", "mentioned", "listed"]) && HEIRS_NAMED_ABOVE.is_match(text)
}

/// The children a family's account names after "namely" or "to wit": on the lead-in's line
/// up to the end of the clause, or one a line below a lead-in that ends its line. A child the
/// account says died is left out; that child's own children are named by a lead-in of their
/// own ("who died in 1961, leaving two children, namely, A and B") and read from it, and the
/// child's widow, named by no such lead-in, is not.
fn children_named(text: &str, lowered: &LoweredText) -> Vec<NameList> {
    if !lowered.holds_any(&["amely", "wit", "child", "sons", "daughter"]) {
        return Vec::new();
    }
    let mut lists = Vec::new();
    for found in CHILDREN_NAMED.find_iter(text) {
        let line_rest = text[found.end()..].split('\n').next().unwrap_or("");
        if line_rest.trim().is_empty() {
            lists.extend(entries_below(text, found.end(), parse_person_list));
            continue;
        }
        lists.extend(children_in_entries(text, found.end()));
    }
    lists
}

/// "; ELLEN ROE, of Waco;" or "; and (c) BO ROE": the next entry of a list whose entries a
/// semicolon parts, opening with a name (two capitalised words), after an "and" or a mark.
static NEXT_NAMED_ENTRY: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"^;\s*(?:(?:and|AND)\s+)?(?:\(?[a-z0-9]{1,2}[.)]\s+)?[A-Z][A-Za-z.'-]*\s+[A-Z]")
        .expect("next named entry pattern compiles")
});

/// The children named on the lead-in's line, up to the end of the clause: "namely, A and B", or
/// one an entry where semicolons part the entries because each gives its child's residence or
/// relationship ("namely: A, of Enid, Oklahoma; B, of Waco, Texas; and C, of Ada, Oklahoma, all
/// of whom are living"), each entry read to its own end.
fn children_in_entries(text: &str, from: usize) -> Vec<NameList> {
    /// Entries read after the first: a family's account names a handful of children.
    const MAX_ENTRIES: usize = 12;
    let mut lists = Vec::new();
    let mut start = from;
    for _ in 0..=MAX_ENTRIES {
        let upper = super::spans::ceil_boundary(text, start.saturating_add(300));
        let end = clause_end(&CHILDREN_END, text, start, upper);
        let list = parse_person_list(text, start, end);
        if list.parties.is_empty() {
            break;
        }
        lists.push(list);
        if !NEXT_NAMED_ENTRY.is_match(&text[end..]) {
            break;
        }
        start = end + 1;
    }
    lists
}

/// "three children", "two sons", "one child": an affidavit's account counting the children it
/// is about to list.
static CHILDREN_COUNTED: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(
        r"(?i)\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[0-9]{1,2})\s+(?:child|children|sons|daughters)\b",
    )
    .expect("children-counted pattern compiles")
});

/// "They are:", "Their names are:", "They are as follows:", "Namely:": the sentence after the
/// one counting the children, which opens their list.
static THEY_ARE: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)^(?:they|their\s+names|these|the\s+children|namely)(?:\s+(?:are|were))?(?:\s+as\s+follows)?\s*:")
        .expect("they-are pattern compiles")
});

/// The children an affidavit counts and then lists after a colon, in the counting sentence
/// ("two children were born of said marriage, both living, namely: A, of X, and B, of Y") or in
/// the next ("Three children were born to the marriage. They are:"), on the colon's line up to
/// the sentence's end or one an entry below it. The count is what makes the list one of the
/// decedent's children, whatever words lead into it; a child the list says died is dropped by
/// the caller.
fn children_counted(text: &str, lowered: &LoweredText) -> Vec<NameList> {
    /// How far after the count its list's colon is looked for.
    const LEAD_IN_LEN: usize = 250;
    if !lowered.holds_any(&["child", "sons", "daughters"]) {
        return Vec::new();
    }
    let mut lists = Vec::new();
    let mut read_to = 0;
    for count in CHILDREN_COUNTED.find_iter(text) {
        if count.start() < read_to {
            continue;
        }
        let upper = super::spans::ceil_boundary(text, count.end().saturating_add(LEAD_IN_LEN));
        let counting_end = sentence_end(text, count.end(), upper);
        let within = &text[count.end()..counting_end];
        // The colon of the counting sentence, before any clause a semicolon opens ("three
        // children; that he owned the following land:").
        let colon = match within.find([':', ';']) {
            Some(at) if within.as_bytes()[at] == b':' => Some(count.end() + at),
            Some(_) => None,
            None => {
                let next = text[counting_end..].trim_start_matches(['.', ' ', '\t', '\n']);
                let next_start = text.len() - next.len();
                THEY_ARE.find(next).map(|they| next_start + they.end() - 1)
            }
        };
        let Some(colon) = colon else { continue };
        let line_rest = text[colon + 1..].split('\n').next().unwrap_or("");
        let read = if line_rest.trim().is_empty() {
            // A table under its header row ("Name  Relationship  Address") is [`heir_table`]'s to read.
            let first_row = text[colon + 1..].split('\n').find(|line| !line.trim().is_empty()).unwrap_or("");
            if HEIR_TABLE_HEADER.is_match(first_row) {
                continue;
            }
            entries_below(text, colon + 1, parse_person_list)
        } else {
            let upper = super::spans::ceil_boundary(text, colon.saturating_add(600));
            heirs_in_line(text, colon + 1, sentence_end(text, colon + 1, upper))
        };
        if let Some(last) = read.iter().flat_map(|list| list.parties.iter()).map(|party| party.end).max() {
            read_to = last;
        }
        lists.extend(read);
    }
    lists
}

/// Where the sentence from `from` ends: a period after a word (not an initial's), or a blank
/// line; `upper` when neither comes first.
fn sentence_end(text: &str, from: usize, upper: usize) -> usize {
    let period = SENTENCE_END.find(&text[from..upper]).map(|m| from + m.start() + m.as_str().find('.').unwrap_or(0));
    let blank = text[from..upper].find("\n\n").map(|at| from + at);
    [period, blank].into_iter().flatten().min().unwrap_or(upper)
}

/// The heirs a list on one line names, each entry a name and what stands beside it (a
/// residence, a relationship, a birth year, "who is married to ..."): entries parted by
/// semicolons when any is written, else by commas and "and", an entry opening with a small
/// word ("of Vernal", "all of whom survived") or a state's name after a residence being no heir.
fn heirs_in_line(text: &str, from: usize, end: usize) -> Vec<NameList> {
    let region = &text[from..end];
    let mut entries: Vec<(usize, &str)> = Vec::new();
    let mut offset = from;
    let parted_by_semicolons = region.contains(';');
    let mut after_residence = false;
    for piece in region.split_inclusive(if parted_by_semicolons { ';' } else { ',' }) {
        let piece_start = offset;
        offset += piece.len();
        let body = piece.trim_start();
        let (joined, body) = match body.strip_prefix("and ").or_else(|| body.strip_prefix("AND ")) {
            Some(rest) => (true, rest.trim_start()),
            None => (false, body),
        };
        let start = piece_start + piece.len() - body.len();
        // "A, of Vernal, Utah, and B": the state after a residence is no heir; the next heir
        // is joined by "and".
        let follows_residence = after_residence && !joined;
        after_residence = !parted_by_semicolons && (body.starts_with("of ") || follows_residence);
        if follows_residence {
            continue;
        }
        if !body.starts_with(char::is_uppercase) && !body.starts_with('(') {
            continue;
        }
        entries.push((start, body));
    }
    entries
        .into_iter()
        .filter_map(|(start, body)| {
            let mark = entry_mark_len(body);
            let name = &body[mark..];
            let name_len = name.find([',', '(', ';']).unwrap_or(name.trim_end_matches(['.', '\n', ' ']).len());
            let name_len = name[..name_len].find(" who ").unwrap_or(name_len);
            let mut list = parse_person_list(text, start + mark, start + mark + name_len);
            list.parties.truncate(1);
            (!list.parties.is_empty()).then_some(list)
        })
        .collect()
}

/// A lead-in of a family's account that a list follows: its sentence speaks of children,
/// descendants or issue, or of "the following" ("No children were born to the marriage except
/// the following, all of whom survived him:").
static KIN_LEAD_IN: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:child|children|sons|daughters|descendants|issue|the\s+following)\b").expect("kin lead-in pattern compiles")
});

/// The relationship an entry of a family's list gives right after the name: ", a son,", ",
/// daughter (by adoption)", "(grandson)", ", his half-sister", as a scan damages the e ("brothcr").
static KIN_AFTER_NAME: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)^[\s,(:-]*(?:(?:an?|the|his|her|their|only|eldest|elder|oldest|youngest|adopted|natural|surviving)\s+)*(?:half|step|great|grand)?[\s-]?(?:s[o0]n|daught[ec]r|child|wif[ec]|husband|wid[o0]w(?:[ec]r)?|spous[ec]|br[o0]th[ec]r|sist[ec]r|m[o0]th[ec]r|fath[ec]r|n[ec]ph[ec]w|ni[ec][ec]|grands[o0]n|granddaught[ec]r|grandchild)\b")
        .expect("kin-after-name pattern compiles")
});

/// The people a family's account lists one an entry a line below a lead-in that ends its line
/// with a colon ("except the following:", "(a) ADA ROE, a daughter, of Waco;"), whatever the
/// lead-in's wording: an entry is read when it gives the person's relationship right after the
/// name, the structure of the lists of children, grandchildren and collateral kin that
/// heirship affidavits and decrees write.
fn kin_listed_below(text: &str, lowered: &LoweredText) -> Vec<NameList> {
    /// How far back from its colon a lead-in's sentence is read.
    const LEAD_IN_LEN: usize = 300;
    if !lowered.holds_any(&["child", "sons", "daughters", "descendants", "issue", "following"]) {
        return Vec::new();
    }
    let mut lists = Vec::new();
    for (colon, _) in text.match_indices(':') {
        let line_rest = text[colon + 1..].split('\n').next().unwrap_or("");
        if !line_rest.trim().is_empty() {
            continue;
        }
        let lower = super::spans::floor_boundary(text, colon.saturating_sub(LEAD_IN_LEN));
        let before = &text[lower..colon];
        let sentence_start =
            [before.rfind(". "), before.rfind(";"), before.rfind("\n\n")].into_iter().flatten().max().map_or(0, |at| at + 1);
        if !KIN_LEAD_IN.is_match(&before[sentence_start..]) {
            continue;
        }
        for mut list in entries_below(text, colon + 1, parse_person_list) {
            list.parties.retain(|party| {
                let line_end = text[party.end..].find('\n').map_or(text.len(), |at| party.end + at);
                KIN_AFTER_NAME.is_match(&text[party.end..line_end])
            });
            if !list.parties.is_empty() {
                lists.push(list);
            }
        }
    }
    lists
}

/// The first person named "deceased" or whose estate is named, outside adjoiner phrases.
/// Each reading runs only when its word ("deceased", "estate of", "decedent") is written.
fn decedent(text: &str, lowered: &LoweredText) -> Option<NameList> {
    let named = |(start, end): (usize, usize)| {
        let mut list = parse_person_list(text, start, end);
        list.parties.truncate(1);
        Some(list).filter(|l| !l.parties.is_empty())
    };
    // A "deceased" whose line holds no name (a surname alone, the given names left on the line
    // above) gives way to the next.
    let by_deceased = lowered.holds_any(&["dec"]).then(|| DECEASED.find_iter(text)).into_iter().flatten().find_map(|found| {
        let line_start = text[..found.start()].rfind('\n').map_or(0, |at| at + 1);
        let (name_start, name_end) = name_before_residence(text, line_start, found.start())?;
        if NOT_DECEDENT_CONTEXT.is_match(line_before(text, name_start)) {
            return None;
        }
        named((name_start, name_end)).map(|_| (name_start, name_end))
    });
    let by_estate = lowered.holds_any(&["est", "succ"]).then(|| ESTATE_OF.captures_iter(text)).into_iter().flatten().find_map(|captures| {
        let name = captures.name("name")?;
        clean_name(name.as_str())?;
        Some((name.start(), name.end()))
    });
    let by_definition =
        lowered.holds_any(&["decedent"]).then(|| DEFINED_DECEDENT.find_iter(text)).into_iter().flatten().find_map(|found| {
            let line_start = text[..found.start()].rfind('\n').map_or(0, |at| at + 1);
            name_before_residence(text, line_start, found.start())
        });
    let by_field = lowered.holds_any(&["decedent", "deceased"]).then(|| DECEDENT_FIELD.captures(text)).flatten().and_then(|captures| {
        let name = captures.name("name")?;
        // "Name of Decedent: Ada Roe. She died on ...": the field's sentence goes on after the name.
        let end = name.start() + sentence_end_after_name(name.as_str());
        clean_name(&text[name.start()..end])?;
        Some((name.start(), end))
    });
    let by_apposition =
        lowered.holds_any(&["dec"]).then(|| DECEDENT_APPOSITIVE.captures_iter(text)).into_iter().flatten().find_map(|captures| {
            let name = captures.name("name")?;
            name.as_str().starts_with(|c: char| c.is_uppercase()).then_some(())?;
            clean_name(name.as_str())?;
            Some((name.start(), name.end()))
        });
    // The same name read by two rules: the longer reading keeps a suffix ("JR.") that a comma
    // cut off the other.
    // "X died on ..." is read only when nothing else names the decedent: an affidavit tells of
    // other deaths too (a spouse who died before).
    let (start, end) = [by_deceased, by_estate, by_definition, by_field, by_apposition]
        .into_iter()
        .flatten()
        .min_by_key(|&(start, end)| (start, std::cmp::Reverse(end)))
        .or_else(|| died(text, lowered))?;
    // "TOBIAS RUBEN SALCIDO, sometimes known as T. R. SALCIDO (the \"Decedent\")": the name read
    // is the other name; the decedent is the one written first, before the marker.
    named(name_before_alias(text, start).unwrap_or((start, end)))
}

/// Where a name's sentence ends inside `value`: the first period after a word of two lower-case
/// letters or more that a space follows ("Ada Roe. She died"); an initial's period ("Ada B. Roe")
/// ends nothing. The whole value when no sentence ends in it.
fn sentence_end_after_name(value: &str) -> usize {
    let bytes = value.as_bytes();
    (2..bytes.len())
        .find(|&at| {
            bytes[at] == b'.'
                && bytes[at - 1].is_ascii_lowercase()
                && bytes[at - 2].is_ascii_lowercase()
                && bytes.get(at + 1).is_none_or(|b| b.is_ascii_whitespace())
        })
        .unwrap_or(bytes.len())
}

/// The name written before an alias marker that ends right before `start` on its line.
fn name_before_alias(text: &str, start: usize) -> Option<(usize, usize)> {
    let line_start = text[..start].rfind('\n').map_or(0, |at| at + 1);
    let marker = ALIAS_MARKER_BEFORE.find(&text[line_start..start])?;
    trailing_name(text, line_start, line_start + marker.start())
}

/// ", late of Harding County, South Dakota,", ", a resident of the City of Salina, Kansas,",
/// ", formerly of Tulsa,": where the one who died lived, written between the name and the death
/// (or the words that make the name the decedent's).
static RESIDENCE_BEFORE_DEATH: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i),\s*(?:(?:late|lately|formerly)\s+(?:a\s+resident\s+)?of|a\s+resident\s+of|residing\s+(?:at|in))\s+[^,;\n]{2,60}?(?:,\s*[A-Z][A-Za-z.]*(?:\s+[A-Z][A-Za-z.]*)?){0,2}\s*,?\s*$")
        .expect("residence-before-death pattern compiles")
});

/// The name that ends at `end`, or before the residence written between it and `end` ("KNUT
/// ROE, late of Harding County, South Dakota, deceased"): the words that follow (death, the
/// defined term, "deceased") are about the person, not the place.
fn name_before_residence(text: &str, line_start: usize, end: usize) -> Option<(usize, usize)> {
    let name_end = RESIDENCE_BEFORE_DEATH.find(&text[line_start..end]).map_or(end, |m| line_start + m.start());
    trailing_name(text, line_start, name_end)
}

/// "WILMA ROE died on May 2, 2019", "JOHN ROE departed this life intestate", "ADA ROE passed away
/// on June 1, 2004" (the modern affidavit's words), "KNUT ROE, late of
/// Harding County, who died intestate": the one whose death
/// an affidavit or decree tells, named right before the words, outside adjoiner phrases.
fn died(text: &str, lowered: &LoweredText) -> Option<(usize, usize)> {
    static DIED: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(&format!(r"(?i),?\s+(?:who\s*)?(?:{DIED_WORD}|departed\s+this\s+life|passed\s+away)\b"))
            .expect("died pattern compiles")
    });
    if !lowered.holds_any(&["died", "departed", "passed away"]) {
        return None;
    }
    DIED.find_iter(text).find_map(|found| {
        let line_start = text[..found.start()].rfind('\n').map_or(0, |at| at + 1);
        let (name_start, name_end) = name_before_residence(text, line_start, found.start())?;
        (!NOT_DECEDENT_CONTEXT.is_match(line_before(text, name_start))).then_some((name_start, name_end))
    })
}

/// "A, B and C, are now the sole owners of the real estate", "X is the surviving tenant": those
/// who hold the land after the death an affidavit tells, named before the words, from the start
/// of their clause (a paragraph or a semicolon back; a page heading between is skipped by the
/// list reader).
fn owners_after_death(text: &str, lowered: &LoweredText) -> Vec<NameList> {
    static OWNERS: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(r"(?i),?\s*\b(?:is|are)\s+(?:now\s+)?the\s+(?:sole\s+(?:and\s+only\s+)?|only\s+)?(?:owners?|surviving\s+(?:tenants?|owners?|grantees?))\b")
            .expect("owners pattern compiles")
    });
    if !lowered.holds_any(&["owner", "surviving"]) {
        return Vec::new();
    }
    OWNERS
        .find_iter(text)
        .filter_map(|found| {
            let lower = super::spans::floor_boundary(text, found.start().saturating_sub(400));
            let clause_start = super::spans::clause_start(text, lower, found.start());
            let list = parse_name_list(text, clause_start, found.start());
            (!list.parties.is_empty()).then_some(list)
        })
        .collect()
}

/// An affidavit of death or survivorship that the category leaves without heirs' roles ("AFFIDAVIT
/// ... X died on ...; A and B are now the sole owners"): the one who died and those who now own,
/// read only when the text tells both.
pub(super) fn death_affidavit(text: &str, lowered: &LoweredText, warnings: &mut Vec<String>) -> Vec<Found> {
    if !lowered.holds_any(&["affidavit", "affiant"]) {
        return Vec::new();
    }
    let Some((start, end)) = died(text, lowered) else { return Vec::new() };
    let owners = owners_after_death(text, lowered);
    if owners.is_empty() {
        return Vec::new();
    }
    let mut decedent = parse_name_list(text, start, end);
    decedent.parties.truncate(1);
    let mut found = to_found(text, decedent, Role::Decedent, "decedent", warnings);
    for list in owners {
        found.extend(to_found(text, list, Role::Heir, "owner_after_death", warnings));
    }
    found
}

/// The text of the line that holds `at`, up to `at`: the words just before a name.
fn line_before(text: &str, at: usize) -> &str {
    &text[text[..at].rfind('\n').map_or(0, |found| found + 1)..at]
}

/// The run of capitalised words and initials that ends at `end`: the name before "deceased".
fn trailing_name(text: &str, line_start: usize, end: usize) -> Option<(usize, usize)> {
    let before = &text[line_start..end];
    let mut start = before.len();
    for (at, word) in word_starts(before).into_iter().rev() {
        let bare = word.trim_matches(|c: char| !c.is_alphanumeric());
        // A capital O or I read as a figure ("0GLESBY", "1RBY") still opens a word of the name.
        let misread_capital = bare.starts_with(['0', '1']) && bare[1..].starts_with(|c: char| c.is_ascii_uppercase());
        let capitalised = bare.chars().next().is_some_and(char::is_uppercase) || misread_capital;
        // A scan that lost the space of "Estate of" leaves one word ("Estateof"), which is no name's.
        if !capitalised || matches!(bare.to_ascii_lowercase().as_str(), "to" | "of" | "the" | "and" | "that" | "estate" | "estateof") {
            break;
        }
        // "2. FIRST DEATH. August F. Roe died", "of Marion County, Kansas. Ada Roe died": a word
        // of three letters or more that a period closes ends the sentence or heading before the
        // name (an initial or an abbreviated given name, "Wm.", "Chas.", ends nothing).
        let ends_sentence = word.ends_with('.') && bare.len() >= 3 && !is_abbreviation(&word.to_ascii_lowercase());
        if ends_sentence && start < before.len() {
            break;
        }
        start = at;
    }
    if start >= before.len() {
        return None;
    }
    let start = if start == 0 { name_begun_on_line_above(text, line_start) } else { line_start + start };
    Some((start, end)).filter(|&(s, e)| clean_name(&text[s..e]).is_some())
}

/// "well acquainted with ARLEN\nMOSES TILLER (the \"Decedent\")": a name that opens its line
/// may have begun at the end of the line above, where the scan or the typist broke it. The
/// words there belong to it when they are capitalised given names or surnames (one or two)
/// and the line above ends mid-sentence; a caption or a clause word above stops it.
fn name_begun_on_line_above(text: &str, line_start: usize) -> usize {
    let Some(above) = text[..line_start].strip_suffix('\n') else { return line_start };
    let above_start = above.rfind('\n').map_or(0, |at| at + 1);
    let mut start = line_start;
    for (at, word) in word_starts(&above[above_start..]).into_iter().rev().take(2) {
        let capitalised = word.starts_with(|c: char| c.is_uppercase());
        let ends_clause = word.ends_with(['.', ',', ':', ';']) && !is_initial_word(word);
        if !capitalised || ends_clause || !(is_name_word(word) || is_initial_word(word)) {
            break;
        }
        start = above_start + at;
    }
    start
}

/// "J." or "M": an initial of a name.
fn is_initial_word(word: &str) -> bool {
    let letters: Vec<char> = word.chars().filter(|c| c.is_alphabetic()).collect();
    letters.len() == 1 && letters[0].is_uppercase() && word.len() <= 2
}

/// "survived by his wife MARY DOE and his children ROBERT DOE and SUSAN DOE LANE", read as
/// people whatever the name lists hold: only a person survives.
fn survivors(text: &str, lowered: &LoweredText, decedent: Option<&str>) -> Vec<NameList> {
    if !lowered.holds_any(&["survived", "surviving", "heirs", "distributees", "following", "entitled"]) {
        return Vec::new();
    }
    let mut listed = Vec::new();
    let mut lists: Vec<NameList> = SURVIVED_BY
        .find_iter(text)
        // A lead-in that ends its line with a colon heads a list or table below, read entry by
        // entry ("left surviving as his heirs at law:\n1. ADA ROE, widow"); a table's header
        // row names no one, and [`heir_table`] reads the table.
        .filter(|found| {
            let Some(list_start) = colon_ending_line(text, found.end()) else { return true };
            // "survived by his widow, ADA ROE, and by two sons, namely:": the lead-in's own words
            // may name a survivor before the entries.
            let lead_in = parse_person_list(text, found.end(), list_start - 1);
            listed.extend(Some(lead_in).filter(|list| !list.parties.is_empty()));
            listed.extend(entries_below(text, list_start, parse_name_list));
            false
        })
        .map(|found| {
            let after_colon = names_after_colon(text, found.end());
            let start = after_colon.unwrap_or(found.end());
            let upper = super::spans::ceil_boundary(text, start.saturating_add(400));
            let end = clause_end(&SURVIVORS_END, text, start, upper);
            // Only a person survives another: a rare given name ("Ellery") is still read.
            let mut list = parse_person_list(text, start, end);
            // "survived by her husband, A, whom she married in 1950, and by two children of that
            // marriage: B and C": the words before the colon name a survivor of their own.
            if let Some(colon_end) = after_colon {
                let mut before = parse_person_list(text, found.end(), colon_end - 1);
                before.parties.append(&mut list.parties);
                before.warnings.append(&mut list.warnings);
                list = before;
            }
            if survivors_of_another(text, found.start(), decedent) {
                drop_spouses(text, start, &mut list);
            }
            list
        })
        .filter(|list| !list.parties.is_empty())
        .collect();
    lists.append(&mut listed);
    lists
}

/// Words before a survivors' lead-in that tell of a death: the one who died is named right
/// before them.
static DIED_BEFORE_SURVIVORS: LazyLock<Regex> = LazyLock::new(|| {
    keyword_pattern(r"(?i),?\s*\b(?:who\s+(?:died|predeceased)|deceased|predeceased)\b").expect("died-before-survivors pattern compiles")
});

/// Whether the survivors' lead-in at `at` tells the survivors of someone other than the decedent
/// ("(c) ERNEST ROE, who died in 1949 survived by his widow and one child"): a child who died
/// before the decedent, whose own survivors are named.
fn survivors_of_another(text: &str, at: usize, decedent: Option<&str>) -> bool {
    let lower = super::spans::floor_boundary(text, at.saturating_sub(200));
    let clause = &text[lower..at];
    let clause_start = lower + clause.rfind([';', '\n']).map_or(0, |found| found + 1);
    let Some(death) = DIED_BEFORE_SURVIVORS.find_iter(&text[clause_start..at]).last() else { return false };
    let death_at = clause_start + death.start();
    let Some((name_start, name_end)) = trailing_name(text, clause_start, death_at) else { return false };
    let key = |name: &str| {
        name.split_whitespace().map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()).to_ascii_uppercase()).collect::<Vec<_>>()
    };
    let died = key(&text[name_start..name_end]);
    decedent.is_none_or(|decedent| {
        let decedent = key(decedent);
        died.first() != decedent.first() || died.last() != decedent.last()
    })
}

/// "survived by his widow, NELL ROE, and one child, GARY ROE": the survivors of a child who
/// died before the decedent take through that child only by blood; the child's widow or
/// husband is no heir of the decedent. Drops the names a spouse's word introduces.
fn drop_spouses(text: &str, start: usize, list: &mut NameList) {
    const SPOUSE_WORDS: &[&str] = &["widow", "widower", "wife", "husband", "spouse"];
    let mut from = start;
    let mut dropped = Vec::new();
    list.parties.retain(|party| {
        // The span of a name read after its description holds the description ("his wife MARY").
        let before = text[from.min(party.start)..party.end].to_ascii_lowercase();
        from = party.end;
        let spouse = before.split(|c: char| !c.is_ascii_alphabetic()).any(|word| SPOUSE_WORDS.contains(&word));
        if spouse {
            dropped.push(party.name.clone());
        }
        !spouse
    });
    list.warnings
        .extend(dropped.into_iter().map(|name| format!("{name} is the spouse of an heir who died before the decedent: not an heir")));
}

/// "left surviving him as his sole and only heirs at law the following persons, and no others:
/// BERTHA ROE, his widow; ...": the words before the colon say who the heirs are, and the names
/// follow it on the same line. Where the names start, when a colon ends the clause's words
/// within its sentence.
fn names_after_colon(text: &str, from: usize) -> Option<usize> {
    lead_in_colon(text, from, &[';']).filter(|(_, rest_of_line)| rest_of_line.trim().len() >= 3).map(|(past, _)| past)
}

/// "survived by:" ending its line, or "survived by her only brother and her only sister, who
/// are her only heirs at law, each taking one-half of her estate:" ending it: the lead-in's
/// clause describes or counts the heirs and its colon ends the line, and the heirs are the
/// entries below. Where the entries start (past the colon), when the colon comes before any
/// sentence or clause ends.
fn colon_ending_line(text: &str, from: usize) -> Option<usize> {
    lead_in_colon(text, from, &[';', '\n']).filter(|(_, rest_of_line)| rest_of_line.trim().is_empty()).map(|(past, _)| past)
}

/// The first colon within 250 bytes of `from` that closes the lead-in clause starting there: none
/// of `clause_stops` and no sentence's end (a word of four characters or more that a period
/// closes, an abbreviated name's excepted) stands before it. Where the text goes on past the
/// colon, and the rest of the colon's line.
fn lead_in_colon<'t>(text: &'t str, from: usize, clause_stops: &[char]) -> Option<(usize, &'t str)> {
    let upper = super::spans::ceil_boundary(text, from.saturating_add(250));
    let clause = &text[from..upper];
    let colon = clause.find(':')?;
    let before = &clause[..colon];
    let sentence_ends = before.contains(clause_stops)
        || before.split_whitespace().any(|word| word.ends_with('.') && word.len() > 3 && !is_abbreviation(&word.to_ascii_lowercase()));
    let rest_of_line = clause[colon + 1..].split('\n').next().unwrap_or("");
    (!sentence_ends).then_some((from + colon + 1, rest_of_line))
}

/// Where a list of names that runs from `from` ends: at the first match of `end_pattern`, the
/// period of an abbreviated name ("CHAS.", "Corp.") excepted.
fn clause_end(end_pattern: &Regex, text: &str, from: usize, upper: usize) -> usize {
    end_pattern
        .find_iter(&text[from..upper])
        .find(|m| !is_abbreviation(m.as_str()))
        .map_or(upper, |m| from + m.start() + m.as_str().find('.').unwrap_or(0))
}

fn is_abbreviation(stop: &str) -> bool {
    stop.find('.').is_some_and(|at| ABBREVIATIONS.contains(&stop[..at].to_ascii_lowercase().as_str()))
}

/// The heirs listed one a line after "left surviving the following ...:", up to the first blank
/// line after the list.
fn heirs_listed_below(text: &str, lowered: &LoweredText) -> Vec<NameList> {
    if !lowered.holds_any(&["following", "heirs", "distributees"]) {
        return Vec::new();
    }
    let Some(found) = lowered
        .find_iter_from(&HEIRS_LISTED_BELOW, text, &["left", "survived", "heirs", "distributees", "the following"])
        .into_iter()
        .next()
    else {
        return Vec::new();
    };
    entries_below(text, found.end(), parse_name_list)
}

/// The names listed one an entry a line from `from` (the line after a lead-in that ends in a
/// colon), up to the first blank line after the list: the first name of each entry, an entry
/// that says its person died before left out. `parse` reads an entry's names: a list of children
/// names people by its place ([`parse_person_list`]).
fn entries_below(text: &str, from: usize, parse: fn(&str, usize, usize) -> NameList) -> Vec<NameList> {
    let mut lists = Vec::new();
    let mut offset = from;
    // Whether the entries are numbered or lettered ("1.", "(a)"): a line without a mark then goes
    // on with the entry above (an address run over), and ends no list.
    let mut numbered = false;
    for line in text[from..].split_inclusive('\n').take(30) {
        let line_start = offset;
        offset += line.len();
        if line.trim().is_empty() {
            if lists.is_empty() {
                continue;
            }
            break;
        }
        // A recorder's or copier's stamp the scan set between the lead-in and the heirs, or
        // among them ("COMPARED", "CERTIFIED COPY"), names no heir and ends no list.
        if STAMP_LINE.is_match(line) {
            continue;
        }
        let mark = entry_mark_len(line);
        if lists.is_empty() {
            numbered = mark > 0;
        } else if numbered && mark == 0 {
            continue;
        }
        let entry = &line[mark..];
        // "4. EARL ROE, a son, who died in infancy": a child named in the list who left no
        // share is no heir.
        if died_before(entry) {
            continue;
        }
        let entry_start = line_start + mark;
        let mut list = parse(text, entry_start, entry_start + entry_len(entry));
        list.parties.truncate(1);
        if list.parties.is_empty() {
            break;
        }
        lists.push(list);
    }
    lists
}

/// The length of the mark that numbers or letters an entry of a list at the start of its line
/// ("1.", "2)", "(a)", "b."), with the white space around it; 0 when the line has none.
fn entry_mark_len(line: &str) -> usize {
    let body = line.trim_start();
    let leading = line.len() - body.len();
    let bytes = body.as_bytes();
    let opened = usize::from(bytes.first() == Some(&b'('));
    let digits = bytes[opened..].iter().take_while(|b| b.is_ascii_digit()).count();
    let letters = if digits == 0 { bytes[opened..].iter().take_while(|b| b.is_ascii_lowercase()).count().min(2) } else { 0 };
    let label = digits + letters;
    if label == 0 || digits > 2 {
        return 0;
    }
    let close = opened + label;
    // A lettered mark is one letter (or a roman "ii"), closed by ")" or "." and then a space.
    let closed = matches!(bytes.get(close), Some(b')') | Some(b'.')) && bytes.get(close + 1).is_some_and(|b| *b == b' ' || *b == b'\t');
    if !closed || (letters == 2 && !matches!(&body[opened..close], "ii" | "iv" | "vi")) {
        return 0;
    }
    let after = &body[close + 1..];
    leading + close + 1 + (after.len() - after.trim_start().len())
}

/// Whether an entry of a list of children tells that the child died without leaving a share
/// ("who died in infancy", "who passed away in 1960", "deceased, without issue").
fn died_before(entry: &str) -> bool {
    let lowered = entry.to_ascii_lowercase();
    (lowered.contains("who died") || lowered.contains("who passed away") || lowered.contains("predeceased")) && !lowered.contains('/')
}

/// How much of an heir's line names the heir: up to the columns of a table ("ROSA LEE (daughter)
/// ....  1/3": a parenthesis, two spaces, a dotted leader or a share), or the whole line.
fn entry_len(line: &str) -> usize {
    let text = line.trim_end();
    let leading = text.len() - text.trim_start().len();
    let body = &text[leading..];
    let share = body.find(|c: char| c.is_ascii_digit()).filter(|&at| body[at..].contains('/'));
    let column = [body.find("  "), body.find(".."), body.find(" ("), share].into_iter().flatten().min();
    leading + column.unwrap_or(body.len())
}

/// The heirs listed before "are the sole and only heirs", from the clause's start.
fn heirs_named_before(text: &str, lowered: &LoweredText) -> Vec<NameList> {
    if !lowered.holds_any(&["heirs", "recognized", "declared", "possession"]) {
        return Vec::new();
    }
    // "A and B be and they are hereby recognized as the heirs of the deceased, X, and as such
    // are sent into possession": a clause never runs back past the heirs' words before it.
    let mut previous_end = 0;
    HEIRS_AFTER_NAMES
        .find_iter(text)
        .filter_map(|found| {
            let lower = super::spans::floor_boundary(text, found.start().saturating_sub(300)).max(previous_end);
            previous_end = found.end();
            let before = &text[lower..found.start()];
            let clause_start = before.rfind(['\n', ';']).map_or(lower, |at| lower + at + 1);
            // "DECREED that CLAUDE ROE, MARIE ROE\nGUIDRY and PAUL ROE be and they are": a decree's
            // heirs run over line ends, from the words that open the decree.
            let clause_start = match DECREE_OPENING.find_iter(&text[clause_start..found.start()]).last() {
                Some(opening) => clause_start + opening.end(),
                None => {
                    let paragraph = before.rfind("\n\n").or_else(|| before.rfind(';')).map_or(lower, |at| lower + at + 1);
                    DECREE_OPENING.find_iter(&text[paragraph..found.start()]).last().map_or(clause_start, |m| paragraph + m.end())
                }
            };
            // "... recognized as the sole heirs of the deceased, X, and as such are sent into
            // possession": this clause says whose heirs the ones named before are.
            if HEIRS_DESCRIBED.is_match(&text[clause_start..found.start()]) {
                return None;
            }
            // "X, surviving spouse in community of the decedent, be recognized as the owner of
            // an undivided one-half of the community property": she owns her half of the
            // community; she does not inherit it.
            if text[clause_start..found.end()].to_ascii_lowercase().contains("in community") {
                return None;
            }
            let list = parse_name_list(text, clause_start, found.start());
            (!list.parties.is_empty()).then_some(list)
        })
        .collect()
}

/// The devisees or distributees a will or decree names.
/// A gift of a series goes on with the next ("to A, the north half; to B, the south half; and to
/// C, ..."), each read to its own end; a gift of money or chattels only names no heir.
/// `gift` finds where a gift opens, each match beginning with one of `starts`.
fn devisees(text: &str, lowered: &LoweredText, gift: &Regex, starts: &[&str]) -> Vec<NameList> {
    /// Gifts read after the first of one series: a decree's distribution runs to a handful.
    const MAX_GIFTS: usize = 12;
    let mut lists = Vec::new();
    for found in lowered.find_iter_from(gift, text, starts) {
        let mut opening = found.start();
        let mut start = found.end();
        for _ in 0..MAX_GIFTS {
            let upper = super::spans::ceil_boundary(text, start.saturating_add(300));
            let end = clause_end(&DEVISEES_END, text, start, upper);
            // The gift itself runs on past its takers' names to its own clause's end ("To A, the
            // widow, in accordance with the will, the furniture and the sum of ..., in lieu of any
            // interest in the real property;"): what it gives is judged, and the next gift
            // looked for, there.
            let gift_upper = super::spans::ceil_boundary(text, start.saturating_add(800));
            // A scan's line of specks (": ' ; .") ends no gift.
            let gift_end = GIFT_END
                .find_iter(&text[end..gift_upper])
                .map(|m| end + m.start())
                .find(|&at| !is_speck_line(line_around(text, at)))
                .unwrap_or(end);
            let gift = &text[opening..gift_end];
            let money_only = PERSONALTY.is_match(gift) && (!REALTY.is_match(gift) || PERSONALTY_ONLY.is_match(gift));
            if !money_only {
                let list = parse_name_list(text, start, end);
                if !list.parties.is_empty() {
                    lists.push(list);
                }
            }
            let Some(next) = NEXT_GIFT.find(&text[gift_end..]).or_else(|| NEXT_GIFT.find(&text[end..])) else { break };
            let end = if NEXT_GIFT.is_match(&text[gift_end..]) { gift_end } else { end };
            opening = end + next.start();
            start = end + next.end();
        }
    }
    lists
}

/// "that A and B, the children of the decedent, be recognized as his sole heirs and as such be
/// sent into possession", "his nephew, C, is recognized as the particular legatee of the
/// decedent's interest": a judgment of possession (Louisiana's succession decree) names those it
/// puts in possession as the subject of "recognized as" heirs or legatees, from the "that" that
/// opens the decree's clause. A spouse recognized as owner of her own half of the community, or
/// as usufructuary, is recognized as no heir or legatee and is not read. The names end where a
/// descriptor about another person begins ("born of his marriage to D", "wife of E").
fn recognized_heirs(text: &str, lowered: &LoweredText) -> Vec<NameList> {
    static RECOGNIZED: LazyLock<Regex> = LazyLock::new(|| {
        keyword_pattern(r"(?i)\b(?:be|is|are)\s+(?:hereby\s+)?recognized\s+as\s+(?:the\s+|an?\s+|his\s+|her\s+)?(?:(?:sole|only|universal|particular|residuary|legal|forced|testamentary)\s+(?:and\s+)?)*(?:heirs?|legatees?)\b")
            .expect("recognized-heirs pattern compiles")
    });
    static CLAUSE_THAT: LazyLock<Regex> = LazyLock::new(|| compile_pattern(r"(?i)\bthat\s+").expect("clause-that pattern compiles"));
    static ANOTHER_PERSON: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(r"(?i),?\s*\b(?:born\s+(?:of|to)|(?:his|her|their)\s+marriage|(?:the\s+)?(?:wife|husband|widow|widower)\s+of)\b")
            .expect("another-person pattern compiles")
    });
    if !lowered.holds_any(&["recognized"]) {
        return Vec::new();
    }
    let mut lists = Vec::new();
    for found in RECOGNIZED.find_iter(text) {
        let lower = super::spans::floor_boundary(text, found.start().saturating_sub(400));
        let Some(opening) = CLAUSE_THAT.find_iter(&text[lower..found.start()]).last() else { continue };
        let start = lower + opening.end();
        let end = ANOTHER_PERSON.find(&text[start..found.start()]).map_or(found.start(), |m| start + m.start());
        let list = parse_name_list(text, start, end);
        if !list.parties.is_empty() {
            lists.push(list);
        }
    }
    lists
}

/// A court's heir table: a header line naming NAME and AGE/RELATIONSHIP/PORTION, then one heir
/// per line with cells separated by ':' or '|', or a typed table's columns of relationship, age
/// or share.
fn heir_table(text: &str, lowered: &LoweredText) -> Vec<NameList> {
    if !(lowered.holds_any(&["name"]) && lowered.holds_any(&["age", "relat", "portion", "address", "share", "interest"])) {
        return Vec::new();
    }
    let Some(header) = HEIR_TABLE_HEADER.find(text) else { return Vec::new() };
    // A typed table's header is a row of column titles, not a sentence that says "my name is"
    // and "of age".
    let typed_header = header.as_str().split_whitespace().count() <= 8;
    let mut lists = Vec::new();
    let mut offset = header.end();
    for line in text[header.end()..].split_inclusive('\n').take(20) {
        let line_start = offset;
        offset += line.len();
        let letters = line.chars().filter(|c| c.is_alphabetic()).count();
        if letters < 3 {
            continue;
        }
        let Some(cell_end) = cell_end(line, typed_header) else {
            // "of Emil Brandl, dec'd)": a row's later cell run over to a line of its own (it opens
            // in lower case or closes a parenthesis the row opened) ends no table.
            if !lists.is_empty() && continues_a_cell(line) {
                continue;
            }
            break;
        };
        // "Benito A. Roybal   son   died June 3, 1985, leaving no child": a child the table says
        // died is no heir (the heirs through that child are rows of their own).
        if DIED_IN_ROW.is_match(&line[cell_end..]) {
            continue;
        }
        let list = parse_name_list(text, line_start, line_start + cell_end);
        if !list.parties.is_empty() {
            lists.push(list);
        }
    }
    lists
}

/// Words right after a name in an account of the family that say the person inherits nothing:
/// ", who takes nothing", ", who has since remarried and takes no interest", "(who inherits no
/// part)", inside the clause that follows the name; or takes money or chattels only (", who
/// elected to take under the will and who receives a cash bequest only", ", who took only her
/// personal effects"), which is no share of the land.
static TAKES_NOTHING_AFTER_NAME: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)^[\s,(]*who\b[^.;()]{0,60}?\b(?:(?:takes?|took|inherits?|inherited|receives?|has|had)\s+(?:nothing|no\s+(?:interest|share|part|portion))|(?:takes?|took|receives?|received)\s+(?:(?:an?|the|his|her)\s+)?(?:cash|money|monetary|personal)\s+(?:bequest|legacy|property|effects)\s+only|(?:takes?|took|receives?|received)\s+only\s+(?:(?:an?|the|his|her)\s+)?(?:cash|money|monetary|personal)\s+(?:bequest|legacy|property|effects))\b")
        .expect("takes-nothing pattern compiles")
});

/// "died", also as a scan glues it to the word after ("diedintestate", "diedon", "diedin"):
/// the readers of a death take it with the word after, and with a "who" glued before it
/// ("whodied"), so that a damaged death neither loses the decedent nor leaves a child who died
/// before among the heirs. Only the words a death is followed by are taken, never any letters
/// (a surname such as "Diedrich" is no death).
const DIED_WORD: &str = r"died(?:intestate|testate|on|in|at)?";

/// Words right after a name in a list of heirs that say the person died: ", who died", ", who
/// passed away", ", deceased", "(deceased)", "predeceased", after the child's relationship
/// when the list gives it first (", a son who died in 1960", ", her daughter, deceased").
static DIED_AFTER_NAME: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(&format!(r"(?i)^[\s,(]*(?:(?:an?|the|his|her|their)\s+(?:(?:only|eldest|elder|oldest|youngest|adopted)\s+)?(?:son|daughter|child|brother|sister|grandson|granddaughter|grandchild|nephew|niece|stepson|stepdaughter)[\s,]+)?(?:who\s*)?(?:{DIED_WORD}|passed\s+away|predeceased|deceased|dec'd)\b"))
        .expect("died-after-name pattern compiles")
});

/// "who predeceased", "who died", "who passed away", "predeceased": a death told of the one named
/// before, within what stands beside the name in a list.
static DIED_BESIDE_NAME: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(&format!(r"(?i)\bwho\s*(?:(?:also|had|has)\s+)?(?:{DIED_WORD}|passed\s+away|predeceased)\b|\bpredeceased\b"))
        .expect("died-beside-name pattern compiles")
});

/// Words of a parent's name beside a list's name ("a son of Carl Roe, who predeceased the
/// decedent"): a death told after them is the parent's, not the heir's.
static PARENT_BESIDE_NAME: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:son|daughter|child|children|issue|widow|widower|wife|husband|spouse|heirs?)\s+of\b")
        .expect("parent-beside-name pattern compiles")
});

/// A sentence's period: right after the name, after a word (not an initial) or after a closing
/// parenthesis.
static SENTENCE_END: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"(?:^|[A-Za-z]{3,}|\))\.(?:\s|$)").expect("sentence-end pattern compiles"));

/// "and", "as well as": the joiner before a list's last entry.
static LIST_JOINER: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"(?i)\b(?:and|as\s+well\s+as)\s").expect("list-joiner pattern compiles"));

/// Whether what stands beside a listed name, from its end to the next name's start (or its own
/// clause's end: a semicolon, a sentence's period, a line's end, the joiner before the next entry), tells that the person died.
fn died_beside_name(text: &str, end: usize, next: usize) -> bool {
    let end = end.min(text.len());
    let upper = super::spans::ceil_boundary(text, next.min(end.saturating_add(160)));
    let beside = &text[end..upper];
    let beside = &beside[..beside.find([';', '\n']).unwrap_or(beside.len())];
    // The list's joiner opens the next entry, whose name the list may have left out already; a
    // sentence's end ends the list.
    let beside = &beside[..LIST_JOINER.find(beside).map_or(beside.len(), |joiner| joiner.start())];
    let beside = &beside[..SENTENCE_END.find(beside).map_or(beside.len(), |stop| stop.start())];
    DIED_BESIDE_NAME.find(beside).is_some_and(|death| !PARENT_BESIDE_NAME.is_match(&beside[..death.start()]))
}

/// The words between an heir and the spouse named with him, as a deed names a couple: "and
/// husband,", "and wife", "and her husband," is not among them (a list may go on to the
/// decedent's own spouse, "her" being the decedent).
static HEIRS_SPOUSE_BETWEEN: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"(?i)^[\s,]*and\s+(?:husband|wife|spouse)[\s,]*$").expect("heir's spouse pattern compiles"));

/// A later cell of a table row that says its person died: "died", "deceased", "predeceased", as
/// a faint scan leaves them ("dicd", "dcceased").
static DIED_IN_ROW: LazyLock<Regex> =
    LazyLock::new(|| compile_pattern(r"(?i)\bd[i1l][ec]d\b|\b(?:pre)?d[ec]c[ec]ased\b").expect("died-in-row pattern compiles"));

/// Whether a line of a table continues a cell of the row above: it opens in lower case ("ter of
/// Anton Roe)", "of Emil Roe, dec'd)") or closes a parenthesis it did not open.
fn continues_a_cell(line: &str) -> bool {
    let body = line.trim_start();
    body.starts_with(|c: char| c.is_lowercase()) || body.find(')').is_some_and(|close| !body[..close].contains('('))
}

/// Where the first cell of a table row ends: at ':' or '|', or (the normalised text keeps one
/// space of a typed table's column gap) before the row's first relationship word, age or share,
/// in a row of a few words under a header of column titles.
fn cell_end(line: &str, typed_header: bool) -> Option<usize> {
    /// Pieces (words and the gaps between columns) read for the relationship cell: a name of up
    /// to five words and the spaces of a typed column gap.
    const MAX_WORDS_BEFORE_RELATIONSHIP: usize = 40;
    /// Words of a name in the first cell: a line of prose has more before any relationship.
    const MAX_NAME_WORDS: usize = 5;
    const RELATIONSHIPS: &[&str] = &[
        "wife",
        "husband",
        "widow",
        "widower",
        "spouse",
        "son",
        "daughter",
        "child",
        "stepson",
        "stepdaughter",
        "grandson",
        "granddaughter",
        "grandchild",
        "brother",
        "sister",
        "mother",
        "father",
        "nephew",
        "niece",
        "aunt",
        "uncle",
        "cousin",
        "surviving",
        "devisee",
        "adopted",
    ];
    if let Some(marked) = line.find([':', '|']) {
        return Some(marked);
    }
    // The relationship comes within the first cells; what follows it (a status, an address that
    // runs on) may be long.
    if !typed_header {
        return None;
    }
    let mut offset = 0;
    let mut words = 0;
    for word in line.split_inclusive(char::is_whitespace).take(MAX_WORDS_BEFORE_RELATIONSHIP) {
        let at = offset;
        offset += word.len();
        // A relationship as a scan damages it ("s0n", "half-brothcr"): an O read as 0, an e read
        // as c (no kin word is spelt with a c where an e may stand but "uncle", read as written).
        let bare = word.trim().trim_matches(|c: char| !c.is_alphanumeric() && c != '/').to_ascii_lowercase();
        let bare = if bare.starts_with(|c: char| c.is_ascii_alphabetic()) { bare.replace('0', "o") } else { bare };
        if bare.is_empty() {
            continue;
        }
        let kin = |word: &str| RELATIONSHIPS.contains(&kinship_root(word));
        let next_cell =
            kin(&bare) || (bare.contains('c') && kin(&bare.replace('c', "e"))) || bare.starts_with(|c: char| c.is_ascii_digit());
        if next_cell && words >= 2 {
            return Some(at);
        }
        words += 1;
        if words > MAX_NAME_WORDS {
            return None;
        }
    }
    None
}

/// "half-brother", "step-daughter", "stepson", "great-grandson", "grand-niece": the kin word a
/// relationship cell is built on, its half-blood, step, great and grand prefixes taken off (a
/// table of collateral heirs or of descendants in the second degree writes them so).
fn kinship_root(word: &str) -> &str {
    let mut root = word;
    loop {
        let stripped = ["half-", "step-", "great-", "grand-", "great", "grand", "step"].iter().find_map(|prefix| root.strip_prefix(prefix));
        match stripped {
            Some(rest) if !rest.is_empty() => root = rest,
            _ => return root,
        }
    }
}

fn affiant(text: &str, lowered: &LoweredText) -> Option<NameList> {
    let sworn = lowered.holds_any(&["lawful", "sworn"]).then(|| AFFIANT_SWORN.captures(text)).flatten();
    if let Some(name) = sworn.and_then(|c| c.name("name")) {
        let mut list = parse_name_list(text, name.start(), name.end());
        list.parties.truncate(1);
        if !list.parties.is_empty() {
            return Some(list);
        }
    }
    if !lowered.holds_any(&["name", "undersigned", "appeared"]) {
        return None;
    }
    let found = AFFIANT.find(text)?;
    let upper = super::spans::ceil_boundary(text, found.end().saturating_add(120));
    let end = AFFIANT_END.find(&text[found.end()..upper]).map_or(upper, |m| found.end() + m.start());
    let mut list = parse_name_list(text, found.end(), end);
    list.parties.truncate(1);
    Some(list).filter(|l| !l.parties.is_empty())
}

#[cfg(test)]
mod tests {
    use super::super::extract;
    use super::super::test_support::{named, pair};

    /// The widow who swears the affidavit and names "affiant" among the heirs is an heir (the
    /// second wording damaged by a scan: "on1y", an initial's period inside the clause).
    #[test]
    fn a_judgment_of_possession_puts_in_possession_those_it_recognizes_as_heirs_or_legatees() {
        let texts = [
            "SUCCESSION OF ALCIDE P. LANDRY\nJUDGMENT OF POSSESSION\nIT IS ORDERED, ADJUDGED AND DECREED that ALCIDE P. LANDRY \
died testate on the 4th day of March, 1961, and that under his testament his niece, CELESTE M. RICHARD, is recognized as the \
particular legatee of his undivided interest in the land below, and as such is sent into possession thereof.\n\nIT IS FURTHER \
ORDERED that NOELIE B. LANDRY, his surviving spouse in community, is recognized as the owner of the other half in her own right.\n",
            "SUCCESSION OF ALCIDE P. LANDRY\nJUDGMENT OF POSSESSION\nIT IS ORDERED that CELESTE M. RICHARD, wife of Ovide Richard, \
be recognized as the sole heir of the decedent, Alcide P. Landry, and as such be sent into possession of the land below.\n",
            // A scan's damage: figures for letters in the name and the verb broken over the line.
            "SUCCESSI0N OF ALCIDE P. LANDRY\nJUDGMENT 0F POSSESSI0N\nIT IS ORDERED that CELESTE M. RICHARD, born of the marriage of \
the decedent's brother, be recog-\nnized as the sole legatee of the decedent and be sent into possession.\n",
        ];
        for text in texts {
            let found = named(text, DocCategory::Probate);
            let heirs: Vec<&str> = found.iter().filter(|(_, role)| *role == Role::Heir).map(|(name, _)| name.as_str()).collect();
            assert_eq!(heirs, vec!["CELESTE M. RICHARD"], "{text}: {found:?}");
        }
    }

    #[test]
    fn a_widow_affiant_named_among_the_heirs_is_an_heir() {
        for heirs_clause in [
            "That the heirs at law of the said Otto Voss are affiant, his widow, who takes one-half, and his two sons",
            "That the sole and on1y heirs at law of the said Otto F. Voss, deceased, are affiant, his widow, and his two sons",
        ] {
            let text = format!(
                "AFFIDAVIT OF HEIRSHIP\nSTATE OF NEBRASKA, COUNTY OF HOLT, ss:\nGERTRUDE A. VOSS, of lawful age, being first duly sworn, \
states:\nThat she is the widow of OTTO F. VOSS, who died intestate on the 3rd day of May, 1952.\nThat the said Otto F. Voss was married \
but once, to affiant, and had two sons, namely: CARL H. VOSS and EMIL VOSS, both living.\n{heirs_clause}, each of whom takes one-fourth.\n"
            );
            let found = named(&text, DocCategory::AffidavitOfHeirship);
            for heir in ["GERTRUDE A. VOSS", "CARL H. VOSS", "EMIL VOSS"] {
                assert!(found.contains(&pair(heir, Role::Heir)), "{heir}: {found:?}");
            }
            let decedent = |(name, role): &(String, Role)| *role == Role::Decedent && name.to_uppercase().starts_with("OTTO");
            assert!(found.iter().any(decedent), "{found:?}");
        }
    }

    /// A widow who swears the affidavit, her residence between her name and the oath, and names
    /// "affiant" among the heirs is an heir (our own words; "hcirs" and "1ife" as a scan gives them).
    #[test]
    fn a_widow_affiant_with_her_residence_before_the_oath_is_an_heir() {
        let text = "AFFIDAVIT OF HEIRSHIP\nSTATE OF MONTANA, County of Dawson\nHILDA M. BRENNER, of Glendive, Montana, being first \
duly sworn, on her oath says:\nThat she is the widow of OSKAR BRENNER, deceased, who departed this 1ife on the 4th day of May, 1950.\n\
That there were born to the decedent and affiant two children, namely: PAUL BRENNER, a son; and ANNA BRENNER VOGT, a daughter.\n\
That the sole hcirs at law of the said Oskar Brenner, deceased, are affiant, his widow, and the two children named above.\n";
        let found = named(text, DocCategory::AffidavitOfHeirship);
        for heir in ["HILDA M. BRENNER", "PAUL BRENNER", "ANNA BRENNER VOGT"] {
            assert!(found.contains(&pair(heir, Role::Heir)), "{heir}: {found:?}");
        }
        assert!(found.contains(&pair("OSKAR BRENNER", Role::Decedent)), "{found:?}");
    }

    /// "married but once, to X": the spouse is an heir where the heirs' clause counts the widow
    /// among the heirs (pointing back to the persons named above), and no heir where the clause
    /// gives the land to the children alone (a community half, a separate estate).
    #[test]
    fn a_spouse_married_but_once_is_an_heir_only_where_the_heirs_clause_counts_the_widow() {
        let account = "AFFIDAVIT AS TO HEIRSHIP\nELMER T. HOOK, whom I know, came before me and said:\nThat he knew JESSE WADDELL, who \
died intestate on the 9th day of June, 1951.\nThat the said Jesse Waddell was married but once, to CORA BELLE WADDELL, who survived \
him; that there were born to said marriage two children and no more, namely: AMOS WADDELL, of Jasper, Alabama; and RUBY WADDELL \
LOGAN, of Cullman, Alabama;\n";
        let widow_counted =
            format!("{account}That the persons above named, being his widow and his two children, are his only heirs at law.\n");
        let found = named(&widow_counted, DocCategory::AffidavitOfHeirship);
        for heir in ["CORA BELLE WADDELL", "AMOS WADDELL", "RUBY WADDELL LOGAN"] {
            assert!(found.contains(&pair(heir, Role::Heir)), "{heir}: {found:?}");
        }
        let children_only =
            format!("{account}That his separate land passed at his death to his two children above named in equal shares.\n");
        let found = named(&children_only, DocCategory::AffidavitOfHeirship);
        assert!(!found.iter().any(|(name, _)| name.starts_with("CORA")), "{found:?}");
        for heir in ["AMOS WADDELL", "RUBY WADDELL LOGAN"] {
            assert!(found.contains(&pair(heir, Role::Heir)), "{heir}: {found:?}");
        }
    }

    /// A lead-in that describes the heirs before its colon ("her only brother and her only
    /// sister, who are her only heirs ...:") and lists them below, one a lettered entry (the second
    /// entry damaged by a scan); a devisee of an heir, of whom a later paragraph says in a
    /// pronoun's sentence that he is no heir, is left out.
    #[test]
    fn heirs_described_before_a_colon_that_ends_the_line_are_the_entries_below() {
        let text = "AFFIDAVIT OF HEIRSHIP\n\n1. I knew ROWENA P. STALCUP, deceased, for many years. She died intestate on the 3rd day of May, 1971.\n\n\
2. She left surviving her only two nephews, who are her only heirs at law, each taking one-half of her estate:\n\
   (a) CLEMENT J. STALCUP, her nephew, of Hope, Arkansas, who is living; and\n\
   (b) ORVAL T. STALCUP, her nephcw, of Ruston, Louisiana, who survived her but died testate in 1973, leaving all he had to his wife, \
MAVIS D. STALCUP.\n\n3. Mavis D. Stalcup takes whatever her husband inherited only as his devisee. She is not an heir of \
Rowena P. Stalcup.\n\nDated this 4th day of June, 1974.\n";
        let found = named(text, crate::vocab::DocCategory::AffidavitOfHeirship);
        assert!(found.contains(&pair("CLEMENT J. STALCUP", crate::vocab::Role::Heir)), "{found:?}");
        assert!(found.iter().any(|(name, role)| *role == crate::vocab::Role::Heir && name == "ORVAL T. STALCUP"), "{found:?}");
        assert!(!found.iter().any(|(name, _)| name.to_ascii_uppercase().contains("MAVIS")), "{found:?}");
    }

    /// A scan that glued the death to the word after it ("diedintestate") or "who" to the death
    /// ("whodied") still gives the decedent, and a child the family's list says died before is
    /// still left out of the heirs; a surname that merely begins with the letters is no death.
    #[test]
    fn deaths_a_scan_glued_to_the_word_beside_still_name_the_decedent_and_drop_a_child_who_died() {
        let text = "AFFIDAVIT OF HEIRSHIP\n\nThat MARTHA J. QUILLEN, late of Pike County, Ohio, diedintestate on the 4th day of May, \
1961, a widow.\n\nThat the said Martha J. Quillen had three children and no more, namely: OSCAR QUILLEN, who survived her; \
Fern Quillen Diedrich, who survived her; and Dale Quillen, whodied on the 9th day of April, 1955, before his mother.\n";
        let found = named(text, crate::vocab::DocCategory::AffidavitOfHeirship);
        assert!(found.contains(&pair("MARTHA J. QUILLEN", crate::vocab::Role::Decedent)), "{found:?}");
        assert!(found.contains(&pair("OSCAR QUILLEN", crate::vocab::Role::Heir)), "{found:?}");
        assert!(found.contains(&pair("Fern Quillen Diedrich", crate::vocab::Role::Heir)), "{found:?}");
        assert!(!found.iter().any(|(name, _)| name.contains("Dale")), "{found:?}");
    }

    /// A survivor the decree says takes money only ("who receives a cash bequest only") takes no
    /// land and is no heir of it; one a later "and that" clause of the order says takes nothing
    /// is dropped too, though the sentence before the clause opens with no name and the name
    /// holds an initial whose period ends no sentence.
    #[test]
    fn survivors_given_money_only_or_taking_nothing_by_the_order_s_own_clause_are_no_heirs() {
        let text = "FINAL DECREE\nIn the Matter of the Estate of LOREN T. MAGEE, Deceased.\n\nThat the decedent was survived by his \
widow, Opal Magee, who chose to take under the will and who receives a cash bequest only, and by his sons Carl Magee and Neil \
R. Magee, who are the sole devisees of his land.\n\nIT IS ORDERED that the land above described\n\nbe and the same is hereby \
assigned to Carl Magee and to the children of Neil R. Magee, in equal shares, and that the said Neil R. Magee take nothing by \
this decree.\n";
        let found = named(text, crate::vocab::DocCategory::Probate);
        assert!(found.contains(&pair("LOREN T. MAGEE", crate::vocab::Role::Decedent)), "{found:?}");
        assert!(found.contains(&pair("Carl Magee", crate::vocab::Role::Heir)), "{found:?}");
        assert!(!found.iter().any(|(name, _)| name.contains("Opal")), "{found:?}");
        assert!(!found.iter().any(|(name, _)| name.contains("Neil")), "{found:?}");
    }

    /// A paragraph's heading before the name of the one who died ("2. FIRST DEATH. Ada Roe died")
    /// is no part of the name.
    #[test]
    fn a_heading_before_the_decedent_s_name_is_not_read_into_it() {
        let text = "AFFIDAVIT OF HEIRSHIP\n\n1. I am the son of the decedent.\n\n2. FIRST DEATH. Gerald W. Ostby died intestate on \
the 2nd day of March, 1966. He was survived by his children, Nels Ostby and Ruth Ostby Lang.\n";
        let found = named(text, crate::vocab::DocCategory::AffidavitOfHeirship);
        assert!(found.contains(&pair("Gerald W. Ostby", crate::vocab::Role::Decedent)), "{found:?}");
    }

    #[test]
    fn heirs_listed_with_relationship_residence_and_share_after_as_follows() {
        for (text, heirs) in [
            (
                "IN THE COUNTY COURT\nIn the Matter of the Estate of ARVID M. SOLBERG, Deceased.\nFINAL DECREE\nThat the decedent left \
surviving him as his only heirs at law his widow and two sons, whose names, relationship, residence and\nshares are as \
follows:\n\n    Inga Solberg, widow, Minot, North Dakota, an undivided one-half (1/2);\n    Leif A. Solberg, son, Kenmare, \
North Dakota, an undivided one-fourth (1/4);\n    Tor Solberg, son, Velva, North Dakota, an undivided one-fourth (1/4).\n\n\
IT IS ORDERED that the estate be distributed accordingly.\n",
                vec!["Inga Solberg", "Leif A. Solberg", "Tor Solberg"],
            ),
            (
                "AFFIDAVIT OF HEIRSHIP\nMAE DORN, Deceased. Decedent was survived by her husband and one daughter, whose names and \
addresses are as follows:\n    Emil Dorn, husband, Route 2, Enid, Oklahoma\n    Rita Dorn Vail, daughter, Tulsa, Oklahoma\n\n\
Further affiant saith not.\n",
                vec!["Emil Dorn", "Rita Dorn Vail"],
            ),
            (
                "DECREE\nEstate of OWEN PRICE, deceased. The heirs at law of said decedent, with the portion each takes, are as \
follows:\n  Della Price, wife, one-third\n  Glen Price, son, two-thirds\n\nDone in open court.\n",
                vec!["Della Price", "Glen Price"],
            ),
        ] {
            let found = named(text, DocCategory::Probate);
            for heir in heirs {
                assert!(found.contains(&pair(heir, Role::Heir)), "{heir}: {found:?}");
            }
            assert_eq!(found.iter().filter(|(_, role)| *role == Role::Decedent).count(), 1, "{found:?}");
        }
    }

    #[test]
    fn searches_from_the_opening_words_find_what_the_whole_text_search_finds() {
        use super::{DEVISED_TO, HEIRS_LISTED_BELOW, LoweredText, Regex};
        let texts = [
            "The residue is DEVISED and bequeathed to his children, ANN and BO; the farm was distributed unto CARL. Devised to DAN.",
            "Nothing here was devi\u{17f}ed, but it was bequeathed to EVE LANE.",
            "He left surviving the following, his only heirs:\nANN COLE\n",
            "Survived by the following children:\nBO COLE\n",
            "His heirs, with their shares, are as follows:\nCY COLE, son, 1/2\n",
            "no opening word at all",
        ];
        for text in texts {
            let lowered = LoweredText::new(text);
            let whole = |pattern: &Regex| pattern.find_iter(text).map(|m| m.range()).collect::<Vec<_>>();
            let from = |pattern: &Regex, starts: &[&str]| {
                lowered.find_iter_from(pattern, text, starts).iter().map(|m| m.range()).collect::<Vec<_>>()
            };
            assert_eq!(from(&DEVISED_TO, super::DEVISED_STARTS), whole(&DEVISED_TO), "{text}");
            assert_eq!(from(&HEIRS_LISTED_BELOW, &["left", "survived", "heirs"]), whole(&HEIRS_LISTED_BELOW), "{text}");
        }
    }
    use crate::l0::PartyMatch;
    use crate::pipeline::Instrument;
    use crate::vocab::{DocCategory, EntityType, Role};

    fn parties(text: &str) -> Vec<PartyMatch> {
        extract(&Instrument::from_raw(text), DocCategory::AffidavitOfHeirship).parties
    }

    fn aliases_of<'a>(parties: &'a [PartyMatch], name: &str) -> Option<&'a [String]> {
        parties.iter().find(|p| p.name == name).map(|p| p.aliases.as_slice())
    }

    const OPENING: &str = "AFFIDAVIT OF HEIRSHIP\n\nBEFORE ME, the undersigned authority, on this day personally appeared Homer T. Baskin, who, being by me duly sworn, upon oath says:\n\n";

    fn names_in(parties: &[PartyMatch], role: Role) -> Vec<String> {
        parties.iter().filter(|p| p.role == role).map(|p| p.name.clone()).collect()
    }

    #[test]
    fn an_heir_list_whose_lead_in_the_scan_broke_is_still_read() {
        for lead_in in [
            "Decedent left sur viving the fol lowing, who are all of his heirs at law:",
            "DECEDENT LEFT SURVlVING THE FOLL0WING, WHO ARE ALL OF HIS HEIRS AT LAW, EACH OF WHO M TAKING AN EQUAL SHARE:",
            "Decedent left surviving the fol1owing, who are all of his heirs at law, each of whom took an undivided one-half (1/2) in-\nterest:",
        ] {
            let text = format!(
                "{OPENING}1. I knew Carl D. Whitfield, Deceased, for many years.\n\n2. {lead_in}\n\n    Nora Whitfield, daughter\n    Amos Whitfield, son\n\nDated this 4th day of May, 1961.\n"
            );
            assert_eq!(names_in(&parties(&text), Role::Heir), ["Nora Whitfield", "Amos Whitfield"], "{lead_in}");
        }
    }

    #[test]
    fn a_stamp_line_between_the_lead_in_and_the_heirs_ends_no_list() {
        for stamp in ["                    COMPARED\n\n", "     RECEIVED FOR RECORD\n", "   CERTIFIED COPY\n"] {
            let text = format!(
                "{OPENING}1. I knew Carl D. Whitfield, Deceased, for many years.\n\n2. Decedent left surviving the following, who are all of his heirs at law:\n{stamp}    Nora Whitfield, daughter\n    Amos Whitfield, son\n    APPROVED AS TO FORM\n\nDated this 4th day of May, 1961.\n"
            );
            assert_eq!(names_in(&parties(&text), Role::Heir), ["Nora Whitfield", "Amos Whitfield"], "{stamp}");
        }
    }

    #[test]
    fn a_deceased_whose_line_holds_only_the_surname_takes_the_given_names_from_the_line_above() {
        let text = format!(
            "{OPENING}That I knew AMOS K.\nWHITFIELD, dcceased, for many years, and that the said Amos K. Whitfield,\ndeceased, was survived by his son, Carl Whitfield.\n"
        );
        assert_eq!(names_in(&parties(&text), Role::Decedent), ["AMOS K. WHITFIELD"]);
    }

    #[test]
    fn a_deceased_whose_surname_opens_with_a_capital_read_as_a_figure_is_read() {
        let text =
            format!("{OPENING}1. I knew R. T. 0SBORNE, Deceased, for many years.\n\n2. Decedent was survived by his son, Carl Osborne.\n");
        assert_eq!(names_in(&parties(&text), Role::Decedent), ["R. T. OSBORNE"]);
    }

    #[test]
    fn an_heir_with_a_middle_initial_read_as_a_zero_is_read() {
        let text = format!(
            "{OPENING}1. I knew Carl D. Whitfield, Deceased, for many years.\n\n2. Decedent left surviving the following, who are all of his heirs at law:\n\n    R. 0. Whitfield, son\n    Amos Whitfield, son\n\nDated this 4th day of May, 1961.\n"
        );
        assert_eq!(names_in(&parties(&text), Role::Heir), ["R. O. Whitfield", "Amos Whitfield"]);
    }

    #[test]
    fn a_probate_order_whose_estate_and_devise_words_the_scan_broke_names_decedent_and_devisees() {
        let text = "No. 4410\n\nIN THE MATTER OF THE EST ATE OF OSCAR P. LINDQUIST, DEC EASED\n\nORDER ADMITTING WILL TO PROBATE\n\nThe Court finds that the Decedent died on May 2, 1950. \
It is ORDERED that the estate of the Decedent is dis tributed and passes in equal shares to MARTHA LINDQUIST, daughter of the Decedent and \
PAUL LINDQUIST, son of the Decedent.\n";
        let found = extract(&Instrument::from_raw(text), DocCategory::Probate).parties;
        assert_eq!(names_in(&found, Role::Decedent), ["OSCAR P. LINDQUIST"]);
        assert_eq!(names_in(&found, Role::Heir), ["MARTHA LINDQUIST", "PAUL LINDQUIST"]);
    }

    #[test]
    fn formerly_gives_the_heir_her_maiden_name() {
        let text = format!(
            "{OPENING}1. I knew Carl D. Whitfield, Deceased, for many years.\n\n2. Decedent left surviving the following, who are all of his heirs at law:\n\n    Nora Whitfield Dunbar, formerly Nora Whitfield, daughter\n    Amos Whitfield, son\n\nDated this 4th day of May, 1961.\n"
        );
        let found = parties(&text);
        assert_eq!(aliases_of(&found, "Nora Whitfield Dunbar"), Some(&["Nora Whitfield".to_string()][..]), "{found:?}");
        assert!(!found.iter().any(|p| p.name == "Nora Whitfield"), "the alias is not another heir: {found:?}");
        assert_eq!(found.iter().filter(|p| p.role == Role::Heir).count(), 2);
    }

    #[test]
    fn nee_gives_the_given_names_with_the_maiden_surname() {
        let text = format!(
            "{OPENING}Carl D. Whitfield, Deceased, died intestate and was survived by his wife, Edna Mae Whitfield, nee Hollis, and his son Amos Whitfield.\n"
        );
        let found = parties(&text);
        assert_eq!(aliases_of(&found, "Edna Mae Whitfield"), Some(&["Edna Mae Hollis".to_string()][..]), "{found:?}");
    }

    #[test]
    fn now_known_as_f_k_a_and_a_k_a_are_aliases() {
        for marker in ["now known as", "f/k/a", "a/k/a", "also known as", "formerly known as"] {
            let text = format!(
                "{OPENING}Carl D. Whitfield, Deceased, was survived by his daughter Opal Gene Sutter, {marker} Opal Gene Rhodes, and no other child.\n"
            );
            let found = parties(&text);
            assert_eq!(aliases_of(&found, "Opal Gene Sutter"), Some(&["Opal Gene Rhodes".to_string()][..]), "{marker}: {found:?}");
            assert!(!found.iter().any(|p| p.name == "Opal Gene Rhodes"), "{marker}: {found:?}");
        }
    }

    #[test]
    fn a_decedent_named_two_ways_keeps_both_names() {
        let text = format!(
            "{OPENING}1. I was well acquainted with Walter J. Rhodes, also known as W. J. Rhodes, Deceased, for thirty years.\n\n2. Decedent was survived by his son, Amos Rhodes.\n"
        );
        let found = parties(&text);
        let decedent = found.iter().find(|p| p.role == Role::Decedent).expect("a decedent");
        let mut names: Vec<&str> = std::iter::once(decedent.name.as_str()).chain(decedent.aliases.iter().map(String::as_str)).collect();
        names.sort_unstable();
        assert_eq!(names, vec!["W. J. Rhodes", "Walter J. Rhodes"], "{found:?}");
    }

    #[test]
    fn a_decedent_s_name_broken_at_a_line_end_is_read_whole() {
        for (text, decedent) in [
            (
                "AFFIDAVIT OF HEIRSHIP\nAffiant was well acquainted with HAROLD\nWAYNE KESSLER (the \"Decedent\") for years. The \
Decedent was survived by his son, Dale Kessler.\n",
                "HAROLD WAYNE KESSLER",
            ),
            (
                "AFFIDAVIT OF HEIRSHIP\nI knew Ruby Mae\nHollister, deceased, all my life. She was survived by her daughter, Opal Reed.\n",
                "Ruby Mae Hollister",
            ),
            (
                "AFFIDAVIT OF HEIRSHIP\nIN THE MATTER OF THE ESTATE OF\nLOUIS B. GARNER, Deceased\nLouis B. Garner was survived by his \
wife, Alma Garner.\n",
                "LOUIS B. GARNER",
            ),
        ] {
            let found = named(text, DocCategory::AffidavitOfHeirship);
            assert!(found.contains(&pair(decedent, Role::Decedent)), "{decedent}: {found:?}");
        }
    }

    #[test]
    fn a_decedent_is_a_person_even_with_a_partnership_s_initials() {
        let text = format!(
            "{OPENING}1. I knew L. P. Abernathy, Deceased (\"Decedent\").\n\n2. Decedent was survived by his daughter Lois Abernathy.\n"
        );
        let found = parties(&text);
        let decedent = found.iter().find(|p| p.role == Role::Decedent).expect("a decedent");
        assert_eq!((decedent.name.as_str(), decedent.entity_type), ("L. P. Abernathy", EntityType::Person));
    }

    #[test]
    fn a_party_without_another_name_has_no_alias() {
        let text = format!("{OPENING}Carl D. Whitfield, Deceased, was survived by his son Amos Whitfield, of Ector County, Texas.\n");
        assert!(parties(&text).iter().all(|p| p.aliases.is_empty()));
    }

    #[test]
    fn louisiana_judgment_of_possession_decedent_and_heirs_sent_into_possession() {
        let text = "JUDGMENT OF POSSESSION\nSUCCESSION OF ALPHONSE J. BROUSSARD\nConsidering the petition, IT IS ORDERED, ADJUDGED AND \
DECREED that MARIE L. BROUSSARD, surviving spouse, and PAUL J. BROUSSARD and ANNE B. HEBERT, children of the decedent, be and \
they are hereby recognized as the sole heirs of the deceased, Alphonse J. Broussard, and as such are sent and put into \
possession of all the property of his succession.\n";
        let found: Vec<(String, Role)> =
            extract(&Instrument::from_raw(text), DocCategory::Probate).parties.into_iter().map(|p| (p.name, p.role)).collect();
        let expected: Vec<(String, Role)> = [
            ("ALPHONSE J. BROUSSARD", Role::Decedent),
            ("MARIE L. BROUSSARD", Role::Heir),
            ("PAUL J. BROUSSARD", Role::Heir),
            ("ANNE B. HEBERT", Role::Heir),
        ]
        .iter()
        .map(|(n, r)| (n.to_string(), *r))
        .collect();
        assert_eq!(found, expected);
        let single = "JUDGMENT OF POSSESSION\nSUCCESSION OF CLARA MAE FONTENOT\nIT IS ORDERED that ROBERT J. FONTENOT, only child of \
the decedent, be and he is hereby sent into possession of all property belonging to the succession.\n";
        let found: Vec<(String, Role)> =
            extract(&Instrument::from_raw(single), DocCategory::Probate).parties.into_iter().map(|p| (p.name, p.role)).collect();
        assert_eq!(found, vec![("CLARA MAE FONTENOT".to_string(), Role::Decedent), ("ROBERT J. FONTENOT".to_string(), Role::Heir)]);
    }

    #[test]
    fn heirs_named_by_pointing_back_to_a_numbered_paragraph_are_the_children_it_names() {
        for pointer in ["named in paragraph 4", "named in Paragraph D", "named in the preceding paragraph", "hereinbefore listed"] {
            let text = format!(
                "AFFIDAVIT OF HEIRSHIP\n\n1. I knew ORVAL J. TREADWAY, hereinafter the Decedent, for many years.\n\n2. The Decedent \
died intestate on May 3, 1980.\n\n3. The Decedent married but once, to NELL TREADWAY, who survived him.\n\n4. Of that \
marriage three children were born, all of whom survived the Decedent: AMOS K. TREADWAY, of Lodi, Ohio, BESS TREADWAY \
OLCOTT, of Akron, Ohio, and CLEM TREADWAY, of Kent, Ohio.\n\n5. The heirs at law of the Decedent are his widow, Nell \
Treadway, who takes one-third, and his three children {pointer}, each of whom takes two-ninths.\n\n/s/ Ida Fenn\nIda Fenn, Affiant\n"
            );
            let heirs = names_in(&parties(&text), Role::Heir);
            for heir in ["AMOS K. TREADWAY", "BESS TREADWAY OLCOTT", "CLEM TREADWAY"] {
                assert!(heirs.iter().any(|h| h.eq_ignore_ascii_case(heir)), "{pointer}: {heir}: {heirs:?}");
            }
        }
    }

    #[test]
    fn heirship_affidavit_names_decedent_heirs_and_affiant() {
        let text = "AFFIDAVIT OF HEIRSHIP\nBEFORE ME, the undersigned authority, on this day personally appeared NORA LEE \
PRUITT, who being by me first duly sworn, upon her oath deposed and said that JOHN DOE, Deceased, died intestate on May 2, \
1961, survived by his wife MARY DOE and his children ROBERT DOE and SUSAN DOE, his only heirs at law.\n";
        assert_eq!(
            named(text, DocCategory::AffidavitOfHeirship),
            vec![
                pair("NORA LEE PRUITT", Role::Other),
                pair("JOHN DOE", Role::Decedent),
                pair("MARY DOE", Role::Heir),
                pair("ROBERT DOE", Role::Heir),
                pair("SUSAN DOE", Role::Heir)
            ]
        );
    }

    /// The heirs an affidavit's account counts and then lists, sorted.
    fn counted_heirs(text: &str) -> Vec<String> {
        let mut heirs: Vec<String> = named(text, DocCategory::AffidavitOfHeirship)
            .into_iter()
            .filter(|(_, role)| *role == Role::Heir)
            .map(|(name, _)| super::super::name_key(&name))
            .collect();
        heirs.sort();
        heirs
    }

    #[test]
    fn children_counted_then_listed_after_they_are_one_entry_a_semicolon() {
        let text = "AFFIDAVIT OF HEIRSHIP\n\nBefore me appeared DORA M. FENSKE, who on oath said:\n\n\
1. I knew CYRIL P. WOJCIK (the \"Decedent\") for thirty years as his neighbor.\n\n\
2. The Decedent was married only once, to AGNES WOJCIK, who died in 1990, before him.\n\n\
3. Three children were born to the Decedent and Agnes Wojcik, and no other child was adopted. They are: \
THEODORE J. WOJCIK, of Cuero, Texas; R0SALIND WOJCIK KRAWIETZ, who is married to Paul Krawietz, of Yorktown, Texas; \
and MARTIN A. WOJCIK, of Goliad, Texas. All three are living.\n\n\
4. The heirs of the Decedent are the three children named above, in equal shares.\n";
        assert_eq!(counted_heirs(text), vec!["MARTIN A WOJCIK", "ROSALIND WOJCIK KRAWIETZ", "THEODORE J WOJCIK"]);
    }

    #[test]
    fn children_counted_in_the_lead_in_then_parted_by_commas_with_residences() {
        let text = "AFFIDAVIT OF HEIRSHIP\n\nLOIS TREMBLAY, being sworn, says:\n\n\
1. OSKAR L. HAUGEN (the Decedent) died intestate on June 3, 1981, and his wife died before him.\n\n\
2. He had two children, and only two, both born of his marriage: Greta Haugen Ostby, of Minot, North Dakota, and \
Anders Haugen, of Williston, North Dakota. Both are living.\n\n\
3. His wife's son by her first marriage, Ivar Lund, was never adopted by him.\n";
        assert_eq!(counted_heirs(text), vec!["ANDERS HAUGEN", "GRETA HAUGEN OSTBY"]);
    }

    #[test]
    fn children_counted_then_lettered_one_a_line_below_they_are() {
        let text = "AFFIDAVIT OF HEIRSHIP\n\nI, NED VOSS, being sworn, state:\n\n\
1. I was a friend of MARGARET E. DRAHEIM (the Decedent), who died intestate on April 2, 1979.\n\n\
2. Two children were born to the Decedent, and no others. They are:\n\
   (a) LEONA DRAHEIM BECK, born 1941, living, of Lan-\nder, Wyoming;\n\
   (b) CURTIS W. DRAHElM, born 1944, living, of Riverton, Wyoming.\n\n\
3. The Decedent left no will.\n";
        assert_eq!(counted_heirs(text), vec!["CURTIS W DRAHEIM", "LEONA DRAHEIM BECK"]);
    }

    #[test]
    fn probate_heir_table_and_not_the_executrix_or_adjoining_heirs() {
        let text = "CERTIFICATE FOR TRANSFER OF REAL ESTATE\nIn the Matter of the Estate of Amos R. Kettering, deceased.\n\
that on June 2, 1940, Clara B. Voss was appointed Executrix of his estate; beginning at the corner of lands of the heirs \
of Jacob Lind, deceased; The persons inheriting said real estate are as follows:\nNAME : AGE : ADDRESS : RELATIONSHIP\n\
Hattie M. Kettering : Adult : Zanesville, Ohio : Widow\n\nIt is ordered that the real estate be transferred.\n";
        assert_eq!(
            named(text, DocCategory::Probate),
            vec![pair("Amos R. Kettering", Role::Decedent), pair("Hattie M. Kettering", Role::Heir)]
        );
    }

    #[test]
    fn heirship_with_heirs_named_before_the_heirs_clause_and_sworn_affiant() {
        let text = "AFFIDAVIT OF HEIRSHIP\nCLEM R. ASHBY, of lawful age, being first duly sworn, deposes and says:\n\
That the said Victor L. Moss, deceased, died intestate on March 3, 1960;\nThat the said Della F. Moss, surviving spouse, and \
the said Orrin Moss, son, are the sole and only heirs at law of the said Victor L. Moss.\n";
        assert_eq!(
            named(text, DocCategory::AffidavitOfHeirship),
            vec![
                pair("CLEM R. ASHBY", Role::Other),
                pair("Victor L. Moss", Role::Decedent),
                pair("Della F. Moss", Role::Heir),
                pair("Orrin Moss", Role::Heir)
            ]
        );
    }

    #[test]
    fn heirship_decedent_as_defined_term_and_heirs_at_law_of_decedent() {
        let text = "AFFIDAVIT OF HEIRSHIP\nBEFORE ME, the undersigned authority, on this day personally appeared JUNE \
T. PARKS (\"Affiant\"), who upon her oath states:\n1. I knew LOIS ANN REDD (\"Decedent\") for thirty years.\n2. The sole \
and only heirs at law of Decedent are her two children, Roy Lee Redd and Faye Redd Olson, who inherited in equal shares.\n";
        assert_eq!(
            named(text, DocCategory::AffidavitOfHeirship),
            vec![
                pair("JUNE T. PARKS", Role::Other),
                pair("LOIS ANN REDD", Role::Decedent),
                pair("Roy Lee Redd", Role::Heir),
                pair("Faye Redd Olson", Role::Heir)
            ]
        );
    }

    #[test]
    fn probate_devisees_of_the_will() {
        let text = "IN THE MATTER OF THE ESTATE OF HUGO P. LANG, Deceased.\nThe Court finds that by the terms of said \
will the Testator devised all of his property, real and personal, to his wife, ELSA M. LANG, in fee simple, and named her \
Independent Executrix.\n";
        assert_eq!(named(text, DocCategory::Probate), vec![pair("HUGO P. LANG", Role::Decedent), pair("ELSA M. LANG", Role::Heir)]);
        let decree = "IN THE MATTER OF THE ESTATE OF HUGO P. LANG, Deceased.\nthe residue is devised in equal shares \
to the decedent's children, OTTO J. LANG and GRETA LANG WEBER.\n";
        assert_eq!(
            named(decree, DocCategory::Probate),
            vec![pair("HUGO P. LANG", Role::Decedent), pair("OTTO J. LANG", Role::Heir), pair("GRETA LANG WEBER", Role::Heir)]
        );
    }

    #[test]
    fn heirship_heirs_listed_one_a_line_after_left_surviving_the_following() {
        let text = "AFFIDAVIT OF HEIRSHIP\nBEFORE ME, the undersigned authority, on this day personally appeared Ray \
O. Vance, who, being duly sworn, says:\n1. I knew Ezra M. Pruitt, Deceased (\"Decedent\"), for twenty years.\n2. Decedent \
left surviving the following, who are all of his heirs at law, each taking one-third (1/3) of his estate:\n\n    CORA \
PRUITT, surviving wife\n    CHAS. E. PRUITT, son\n    NELL PRUITT DYER, daughter\n\nDated this 4th day of May, 1966.\n";
        assert_eq!(
            named(text, DocCategory::AffidavitOfHeirship),
            vec![
                pair("Ray O. Vance", Role::Other),
                pair("Ezra M. Pruitt", Role::Decedent),
                pair("CORA PRUITT", Role::Heir),
                pair("CHAS. E. PRUITT", Role::Heir),
                pair("NELL PRUITT DYER", Role::Heir)
            ]
        );
    }

    #[test]
    fn probate_decedent_keeps_suffix_and_abbreviated_heir_names_do_not_end_the_list() {
        let text = "IN THE MATTER OF THE ESTATE OF LUTHER B. MOSS, JR., DECEASED\nIt is ORDERED that the estate of the \
Decedent is distributed and passes in equal shares to THOS. A. MOSS, son of the Decedent and GEO. MOSS, son of the Decedent. \
Otto Falk is appointed Independent Executor.\n";
        assert_eq!(
            named(text, DocCategory::Probate),
            vec![pair("LUTHER B. MOSS, JR.", Role::Decedent), pair("THOS. A. MOSS", Role::Heir), pair("GEO. MOSS", Role::Heir)]
        );
    }

    #[test]
    fn an_affidavit_of_death_names_who_died_and_who_now_owns() {
        let text = "AFFIDAVIT\nSTATE OF OHIO, COUNTY OF NOBLE, SS:\nRuth A. Lantz, being first duly sworn, deposes and states that \
Ira P. Lantz, Opal Lantz Greer and Roy Lantz acquired real estate from Amos Lantz and Vera Lantz by a deed wherein Vera Lantz \
reserved a life estate.\nSaid affiant further states that Vera Lantz died on March 3, 2018, and that by virtue of said deed, the\n\n\
said Ira P. Lantz, Opal Lantz Greer and Roy Lantz, are now the sole owners of the aforesaid real estate.\n";
        let found: Vec<(String, Role)> =
            extract(&Instrument::from_raw(text), DocCategory::Other).parties.into_iter().map(|p| (p.name, p.role)).collect();
        assert_eq!(
            found,
            vec![
                pair("Vera Lantz", Role::Decedent),
                pair("Ira P. Lantz", Role::Heir),
                pair("Opal Lantz Greer", Role::Heir),
                pair("Roy Lantz", Role::Heir)
            ]
        );
        let no_owners = "AFFIDAVIT\nThe affiant states that Vera Lantz died on March 3, 2018.\n";
        assert!(extract(&Instrument::from_raw(no_owners), DocCategory::Other).parties.is_empty());
    }

    #[test]
    fn a_decedent_hereinafter_called_the_decedent_and_heirs_listed_after_left_surviving_him() {
        let text = "AFFIDAVIT OF DEATH AND HEIRSHIP\nMAE T. ORR, of lawful age, being first duly sworn, deposes and states:\nThat she \
was well acquainted with HOMER J. PIKE, hereinafter called \"the decedent\", for many years;\nThat the decedent was married but once, \
to Ada Pike, and that the said Ada Pike died on May 2, 1970;\nThat the decedent left surviving him as his sole and only heirs at law \
the following persons, who took his estate in the shares set opposite their names:\n\n     LLOYD R. PIKE, son ........ 1/2\n     \
NORA PIKE HALE, daughter ........ 1/2\n\nThat all debts have been paid.\n";
        assert_eq!(
            named(text, DocCategory::AffidavitOfHeirship),
            vec![
                pair("MAE T. ORR", Role::Other),
                pair("HOMER J. PIKE", Role::Decedent),
                pair("LLOYD R. PIKE", Role::Heir),
                pair("NORA PIKE HALE", Role::Heir)
            ]
        );
    }

    #[test]
    fn a_judgment_of_possession_recognizes_the_heirs_not_the_spouse_in_community() {
        let text = "SUCCESSION OF\nALBERT J. GUIDRY\nJUDGMENT OF POSSESSION\nthe Court finding that the decedent, ALBERT J. GUIDRY, died \
intestate;\nIT IS ORDERED, ADJUDGED AND DECREED that MARIE L. GUIDRY, surviving spouse in community of the decedent, be recognized as \
the owner of an undivided one-half interest in the community property;\nIT IS FURTHER ORDERED, ADJUDGED AND DECREED that PAUL A. \
GUIDRY and RITA GUIDRY LANDRY, the children and sole heirs of the decedent, be recognized as the owners of the decedent's half.\n";
        assert_eq!(
            named(text, DocCategory::Probate),
            vec![pair("ALBERT J. GUIDRY", Role::Decedent), pair("PAUL A. GUIDRY", Role::Heir), pair("RITA GUIDRY LANDRY", Role::Heir)]
        );
    }

    #[test]
    fn heirs_in_a_typed_table_whose_column_gaps_the_text_lost() {
        // An affidavit's table of name, relationship and share, a decree's of name, relationship
        // and portion, and an order's of name, age and address: the columns' gaps come through
        // as single spaces.
        let affidavit = "AFFIDAVIT OF HEIRSHIP\nI was well acquainted with HENRY L. SAUNDERS, Deceased, who died intestate on \
March 2, 1988.\nThe decedent was survived by the following heirs:\nName                 Relationship      Share\nALMA R. \
SAUNDERS     Wife              1/3\nCARL H. SAUNDERS     Son               1/3\nJUNE SAUNDERS PIKE   Daughter          1/3\n";
        assert_eq!(names_in(&parties(affidavit), Role::Heir), vec!["ALMA R. SAUNDERS", "CARL H. SAUNDERS", "JUNE SAUNDERS PIKE"]);
        let decree = "DECREE OF DISTRIBUTION\nIn the Matter of the Estate of MARTHA K. VOLK, Deceased.\nIT IS ORDERED that the residue \
of said estate be distributed to the following persons:\nNAME              RELATIONSHIP    PORTION\nPAUL A. VOLK      son        \
     one-half\nIRMA VOLK HESS    daughter        one-half\n";
        let found = extract(&Instrument::from_raw(decree), DocCategory::Probate).parties;
        assert_eq!(names_in(&found, Role::Heir), vec!["PAUL A. VOLK", "IRMA VOLK HESS"]);
        let ages = "ORDER DETERMINING HEIRSHIP\nESTATE OF OLAF N. BERG, DECEASED\nThe Court finds that the heirs of said decedent are:\n\
Name            Age     Address\nINGRID BERG     71      Minot, North Dakota\nNILS O. BERG    45      Ray, North Dakota\n";
        let found = extract(&Instrument::from_raw(ages), DocCategory::Probate).parties;
        assert_eq!(names_in(&found, Role::Heir), vec!["INGRID BERG", "NILS O. BERG"]);
        // A sentence that says "my name is" and "of age" heads no table.
        let prose = "AFFIDAVIT OF HEIRSHIP\nMy name is Ada Lynn Ruiz. I am over eighteen years of age and I knew JOSE M. ORTIZ (the \
\"Decedent\"). The Decedent was survived by his children, Rosa Ortiz Vela and Juan Ortiz.\nThe Decedent was married only once, to \
Maria Ortiz, who died before him.\n";
        assert!(!names_in(&parties(prose), Role::Heir).contains(&"Maria Ortiz".to_string()), "{:?}", parties(prose));
    }

    #[test]
    fn a_decedent_defined_after_where_he_lived_is_named_not_the_place_or_a_wife_who_died() {
        let text = "AFFIDAVIT OF HEIRSHIP\nI, NORMA J. KEEL, being first duly sworn, state:\n1. I am the niece of OSWIN T. KARLBERG, \
late of the Town of Elmira, Chemung County, New York (hereinafter \"the decedent\"), who died intestate on May 3, 2011.\n2. The \
decedent married Ruth Karlberg, who died on June 1, 1999.\n";
        let found = named(text, DocCategory::AffidavitOfHeirship);
        assert_eq!(
            found.iter().filter(|(_, role)| *role == Role::Decedent).collect::<Vec<_>>(),
            vec![&pair("OSWIN T. KARLBERG", Role::Decedent)]
        );
        for defined in ["(the \"Decedent\")", "(hereinafter called the Decedent)", "(\"the Decedent\")"] {
            let text = format!("AFFIDAVIT OF HEIRSHIP\nI knew ALVA PRUE, a resident of Clay County, Iowa {defined}, for years.\n");
            assert!(named(&text, DocCategory::AffidavitOfHeirship).contains(&pair("ALVA PRUE", Role::Decedent)), "{defined}");
        }
    }

    #[test]
    fn children_listed_by_letter_below_a_family_account_s_lead_in_are_heirs() {
        // The lead-in names no heirs; the entries give each child's relationship.
        let text = "AFFIDAVIT OF HEIRSHIP\nI knew HOLLIS V. TRASK, Deceased, for forty years.\n2. The Decedent was married only once, to \
WANDA TRASK, who survived him. Two children were born to the Decedent and his wife and none adopted, and none died before him, save \
these two:\n\n   (a) MERLE HOLLIS TRASK, a son, of Abilene, Texas;\n   (b) JOLENE TRASK OGDEN, a daughter, of Odessa, Texas.\n\n\
3. The Decedent left no other children.\n";
        assert_eq!(names_in(&parties(text), Role::Heir), vec!["WANDA TRASK", "MERLE HOLLIS TRASK", "JOLENE TRASK OGDEN"]);
        // A list without relationships below such a lead-in is no account of kin.
        let copies = "AFFIDAVIT OF HEIRSHIP\nI knew HOLLIS V. TRASK, Deceased. He was survived by his son, MERLE TRASK.\nCopies of \
this affidavit went to the following:\n   OTTO PELL, Abilene\n   RUTH DANE, Odessa\n";
        assert_eq!(names_in(&parties(copies), Role::Heir), vec!["MERLE TRASK"]);
    }

    #[test]
    fn one_the_instrument_says_takes_nothing_is_no_heir_whatever_reader_named_him() {
        // A devise the law defeats names its devisee; the order then says he takes nothing.
        let order = "ORDER DETERMINING HOMESTEAD\nIN RE: ESTATE OF CYRUS B. HALE, Deceased.\nThe Court finds that the decedent was \
survived by his spouse, ENID HALE; that his will attempts to devise the homestead to his neighbor, Lyle Farrow, which devise \
fails.\nIt is ADJUDGED that:\n1. Title vested in the surviving spouse.\n2. Lyle Farrow takes no interest in the property.\n";
        assert_eq!(names_in(&extract(&Instrument::from_raw(order), DocCategory::Probate).parties, Role::Heir), vec!["ENID HALE"]);
        // A stepchild the decedent never adopted, named among the survivors.
        let affidavit = "AFFIDAVIT OF HEIRSHIP\nGUS T. ORR, Deceased, was survived by his wife, Vera Orr, and his stepson, Neil Pratt. \
Neil Pratt is a stepson whom the decedent never adopted and is not an heir.\n";
        assert_eq!(names_in(&parties(affidavit), Role::Heir), vec!["Vera Orr"]);
    }

    #[test]
    fn an_order_s_findings_of_relationship_name_the_heirs() {
        let text = "JUDGMENT DETERMINING HEIRSHIP\nIN THE ESTATE OF BRUNO T. FALK, DECEASED\nThe Court finds that Bruno T. Falk died \
intestate on May 3, 1970. The Court further finds that GERDA FALK is the surviving spouse of the decedent, and that EMIL FALK and \
RUTH FALK NAGY are the only children of the decedent.\n";
        let found = extract(&Instrument::from_raw(text), DocCategory::Probate).parties;
        assert_eq!(names_in(&found, Role::Heir), vec!["GERDA FALK", "EMIL FALK", "RUTH FALK NAGY"]);
    }

    #[test]
    fn a_decree_that_sets_over_assigns_or_awards_the_land_names_those_it_gives_it_to() {
        for verb in ["set over and assigned to", "set aside to", "awarded to", "assigned to"] {
            let text = format!(
                "FINAL DECREE\nIn the Matter of the Estate of NINA B. SOLL, Deceased.\nIT IS ORDERED that the land below be and it is \
hereby {verb} KARL SOLL, an undivided one-half, and to MAREN SOLL DAHL, an undivided one-half:\nThe NE/4 of Section 3.\n"
            );
            let found = extract(&Instrument::from_raw(&text), DocCategory::Probate).parties;
            assert_eq!(names_in(&found, Role::Heir), vec!["KARL SOLL", "MAREN SOLL DAHL"], "{verb}");
        }
    }

    #[test]
    fn survivors_listed_below_a_lead_in_that_ends_its_line_are_read_entry_by_entry() {
        let text = "DECREE\nEstate of HUGO P. LIND, deceased.\nThe Court finds that the decedent left surviving as his heirs at \
law:\n\n1. Alma Lind, widow\n2. Peder Lind, son\n3. Sonja Lind Berg, daughter\n\nIT IS ORDERED that the estate vest in them.\n";
        let found = extract(&Instrument::from_raw(text), DocCategory::Probate).parties;
        assert_eq!(names_in(&found, Role::Heir), vec!["Alma Lind", "Peder Lind", "Sonja Lind Berg"]);
    }

    #[test]
    fn sons_or_daughters_a_family_account_names_are_the_heirs_its_clause_points_to() {
        let text = "AFFIDAVIT OF HEIRSHIP\nThe undersigned knew ARVO KESK, deceased. He was married once, to Leida Kesk, who died \
in 1990. They had two sons, Jaan Kesk and Toomas Kesk, both living. The heirs of the decedent are his two sons.\n";
        assert_eq!(names_in(&parties(text), Role::Heir), vec!["Jaan Kesk", "Toomas Kesk"]);
    }

    #[test]
    fn the_land_passed_to_heirs_as_an_heirship_tells_it_but_not_as_another_instrument_recites_it() {
        let text = "ORDER\nIN THE ESTATE OF LARS HOLM, DECEASED\nThe estate passed to the decedent's heirs, namely his wife, BRITA \
HOLM, and his son, ERIK HOLM, in equal shares.\n";
        let found = extract(&Instrument::from_raw(text), DocCategory::Probate).parties;
        assert_eq!(names_in(&found, Role::Heir), vec!["BRITA HOLM", "ERIK HOLM"]);
        let lowered = super::LoweredText::new(text);
        let recital = super::decedent_and_heirs(text, &lowered, super::Teller::Other, &mut Vec::new());
        assert!(!recital.iter().any(|f| f.party.role == Role::Heir), "{recital:?}");
    }

    #[test]
    fn a_table_of_collateral_heirs_reads_half_blood_step_and_great_relationships() {
        // Brothers of the half blood and a grand-niece: the relationship cell has a prefix, and
        // the share is written out, so no figure opens the next cell; a scan's c for an e.
        let text = "AFFIDAVIT OF HEIRSHIP\nFENWICK O. LARUE, Deceased, never married and left no descendant.\nThe following table \
states his heirs and their shares:\n    NAME                 RELATIONSHIP        SHARE\n    Basil T. Larue       brother             \
one-third\n    Amos Quill           half-brothcr        one-third\n    Dora Quill Penner    grand-niece         one-third\n\nThe land \
is described below.\n";
        assert_eq!(names_in(&parties(text), Role::Heir), vec!["Basil T. Larue", "Amos Quill", "Dora Quill Penner"]);
    }

    #[test]
    fn an_order_admitting_a_will_names_the_devisees_of_a_will_that_devises_in_the_present() {
        let muniment = "ORDER ADMITTING WILL TO PROBATE AS A MUNIMENT OF TITLE\nESTATE OF WALTER J. DODD, DECEASED\nThe Court finds \
that the decedent died on June 3, 1990. IT IS ORDERED that the will be admitted to probate. The will devises all of the \
decedent's property to LOIS M. DODD, his wife.\n";
        let found = extract(&Instrument::from_raw(muniment), DocCategory::Probate).parties;
        assert_eq!(names_in(&found, Role::Heir), vec!["LOIS M. DODD"]);
        let bequeaths = "ORDER ADMITTING WILL\nIn the Estate of CORA B. HUFF, Deceased\nThe testatrix by her will gives, bequeaths and \
devises her entire estate unto ROY T. HUFF and ELLA HUFF GRAY, share and share alike; and the Court so finds.\n";
        let found = extract(&Instrument::from_raw(bequeaths), DocCategory::Probate).parties;
        assert_eq!(names_in(&found, Role::Heir), vec!["ROY T. HUFF", "ELLA HUFF GRAY"]);
    }

    #[test]
    fn heirs_in_a_table_of_names_relations_and_shares() {
        let text = "AFFIDAVIT REGARDING HEIRSHIP\nI knew ROMAN T. OCHOA (the \"Decedent\") for many years.\nThe Decedent's heirs and \
their shares of his estate are therefore:\n\n   ALMA OCHOA REYES (daughter)              1/2\n   VICTOR OCHOA, JR. (grandson, son of \
Victor, dec'd)    1/4\n   LUZ OCHOA DIAZ .......... 1/4\n\nThe Decedent owned the land below.\n";
        let heirs: Vec<String> = parties(text).into_iter().filter(|p| p.role == Role::Heir).map(|p| p.name).collect();
        assert_eq!(heirs, vec!["ALMA OCHOA REYES", "VICTOR OCHOA, JR.", "LUZ OCHOA DIAZ"]);
    }

    #[test]
    fn a_devisee_who_takes_only_if_another_dies_first_is_no_heir() {
        let text = "ORDER PROBATING WILL AS A MUNIMENT OF TITLE\nIN THE ESTATE OF OTTO K. BRANDT, DECEASED\nThat by said will the testator \
gave and devised all of his property to his wife, HILDA M. BRANDT, and provided that should she not survive him, all of his \
property should pass to his son, Karl O. Brandt; and that the said Hilda M. Brandt survived the testator.\n";
        assert_eq!(named(text, DocCategory::Probate), vec![pair("OTTO K. BRANDT", Role::Decedent), pair("HILDA M. BRANDT", Role::Heir)]);
    }

    #[test]
    fn numbered_and_lettered_heir_lists_after_the_following_persons_are_the_heirs() {
        let judgment = "JUDGMENT DECLARING HEIRSHIP\nIN THE ESTATE OF OWEN T. BRISCO, DECEASED\nIT IS ORDERED that the following \
persons are the sole heirs of OWEN T. BRISCO, Deceased, and that their shares in his estate are as follows:\n\n     1.  NADINE \
BRISCO FULTON, daughter, of 18 Pecan Lane, Abilene, Texas ......... 1/2\n     2.  WADE L. BRISCO, son, of Box 4, Baird, \
Texas ......... 1/2\n\nIT IS FURTHER ORDERED that the administrator is discharged.\n";
        assert_eq!(
            named(judgment, DocCategory::Probate),
            vec![pair("OWEN T. BRISCO", Role::Decedent), pair("NADINE BRISCO FULTON", Role::Heir), pair("WADE L. BRISCO", Role::Heir)]
        );
        let affidavit = "AFFIDAVIT OF HEIRSHIP\nRE: Estate of LUPE M. ARMIJO, Deceased\nThe following persons are the only heirs at \
law of the Decedent, each taking the share written after the name:\n   (a)  RUBEN ARMIJO, son, 1/2, of 40 Mesa Road, Socorro,\n\
        New Mexico;\n   (b)  TERESA ARMIJO LUCERO, daughter, 1/2, of Belen, New Mexico.\n";
        let heirs: Vec<String> = parties(affidavit).into_iter().filter(|p| p.role == Role::Heir).map(|p| p.name).collect();
        assert_eq!(heirs, vec!["RUBEN ARMIJO", "TERESA ARMIJO LUCERO"]);
    }

    #[test]
    fn a_child_who_died_without_a_share_is_left_out_of_a_numbered_heir_list() {
        let text = "AFFIDAVIT OF HEIRSHIP\nThat the said AMOS K. TRIBBLE, deceased, left surviving him the following, who are all of \
his heirs at law:\n  1. CORA TRIBBLE NASH, a daughter, age 50;\n  2. DEAN TRIBBLE, a son, who died in 1930 unmarried;\n  3. \
IRA TRIBBLE, a son, age 44.\n\nDated this 2nd day of May, 1962.\n";
        let heirs: Vec<String> = parties(text).into_iter().filter(|p| p.role == Role::Heir).map(|p| p.name).collect();
        assert_eq!(heirs, vec!["CORA TRIBBLE NASH", "IRA TRIBBLE"]);
    }

    #[test]
    fn heirs_named_after_a_colon_on_the_line_of_left_surviving() {
        let text = "DECREE DETERMINING DESCENT\nIn the Matter of the Estate of OSKAR P. LINDGREN, Deceased.\nThat the decedent left \
surviving him as his sole and only heirs at law the following persons, and no others: GRETA LINDGREN, his widow; NILS A. \
LINDGREN, a son; and ASTRID LINDGREN POE, a daughter; all of lawful age.\n";
        let heirs: Vec<String> = parties(text).into_iter().filter(|p| p.role == Role::Heir).map(|p| p.name).collect();
        assert_eq!(heirs, vec!["GRETA LINDGREN", "NILS A. LINDGREN", "ASTRID LINDGREN POE"]);
    }

    #[test]
    fn heirs_at_law_with_a_clause_before_are() {
        let text = "AFFIDAVIT OF HEIRSHIP\nI knew CALVIN R. DOSS, Deceased, for many years.\nThe heirs at law of Decedent, and the only \
persons who take his estate, are Hollis Doss and Verna Doss Kemp.\n";
        let heirs: Vec<String> = parties(text).into_iter().filter(|p| p.role == Role::Heir).map(|p| p.name).collect();
        assert_eq!(heirs, vec!["Hollis Doss", "Verna Doss Kemp"]);
    }

    #[test]
    fn heirs_are_not_made_affiants_by_the_label_under_the_signature() {
        let text = "AFFIDAVIT OF HEIRSHIP\nBEFORE ME, the undersigned authority, personally appeared LELA P. GRUBB, who being sworn \
says:\nThat LYLE J. HOOPER, deceased, died intestate in 1961, and that his only heirs at law are his children, MARVIN \
HOOPER and DELLA HOOPER ROSS, each of whom took one-half.\n\n________________\nLela P. Grubb, Affiant\n";
        let heirs: Vec<String> = parties(text).into_iter().filter(|p| p.role == Role::Heir).map(|p| p.name).collect();
        assert_eq!(heirs, vec!["MARVIN HOOPER", "DELLA HOOPER ROSS"]);
    }

    #[test]
    fn a_decree_s_heirs_run_over_a_line_end_and_its_decedent_is_the_one_who_died() {
        let text = "SUCCESSION OF                              NUMBER 4,410\nOSCAR J. LANDRY\nJUDGMENT OF POSSESSION\nIT IS ORDERED, ADJUDGED \
AND DECREED that OSCAR J. LANDRY, who died intestate on the 2nd day of May, 1960, left two children.\n\nIT IS FURTHER ORDERED, \
ADJUDGED AND DECREED that PAUL A. LANDRY and RITA LANDRY\nBOUDREAUX be and they are hereby recognized as the sole heirs of the \
decedent and as such are sent into possession.\n";
        assert_eq!(
            named(text, DocCategory::Probate),
            vec![pair("OSCAR J. LANDRY", Role::Decedent), pair("PAUL A. LANDRY", Role::Heir), pair("RITA LANDRY BOUDREAUX", Role::Heir)]
        );
    }

    fn decedent_of(text: &str, category: DocCategory) -> Vec<String> {
        named(text, category).into_iter().filter(|(_, role)| *role == Role::Decedent).map(|(name, _)| name).collect()
    }

    fn heirs_of(text: &str, category: DocCategory) -> Vec<String> {
        named(text, category).into_iter().filter(|(_, role)| *role == Role::Heir).map(|(name, _)| name).collect()
    }

    /// The decedent as the style of the case, the form field or the definition first writes the
    /// name, not a shorter name it is "also known as", nor a spouse who died before. Our own
    /// wordings of four courts' and affiants' forms.
    #[test]
    fn the_decedent_is_the_name_first_written_for_the_estate() {
        let styled = "IN THE COUNTY COURT OF GRANT COUNTY\n\nIn the Matter of the Estate of            )\nHOLLIS WAYNE BRANDT, also known as     )   No. 4418\nH. W. Brandt, Deceased.                 )\n\nORDER DETERMINING HEIRS\nThe Court finds that Hollis Wayne Brandt died intestate.\n";
        assert_eq!(decedent_of(styled, DocCategory::Probate), ["HOLLIS WAYNE BRANDT"]);
        let field = "AFFIDAVIT OF HEIRSHIP\nDecedent:        NORA JEAN PULLIAM, also known as Jean Pulliam\nDate of death:   May 4, 2011\nAffiant:         Otto Kerr\n\nThe Decedent was married once, to Carl Pulliam, who died on June 1, 2001. The Decedent's heirs are her two sons.\n";
        assert_eq!(decedent_of(field, DocCategory::AffidavitOfHeirship), ["NORA JEAN PULLIAM"]);
        let defined = "AFFIDAVIT AS TO HEIRSHIP\nOtto Kerr, being duly sworn, states:\n1. Tobias Ruben Salcido, sometimes known as T. R. Salcido (the \"Decedent\"), died intestate on March 2, 1990.\n";
        assert_eq!(decedent_of(defined, DocCategory::AffidavitOfHeirship), ["Tobias Ruben Salcido"]);
        let otherwise = "AFFIDAVIT OF DEATH AND HEIRSHIP\nI knew Ada Mae Lutz, otherwise known as A. M. Lutz (hereinafter called the Decedent), for forty years. She died on May 1, 1980.\n";
        assert_eq!(decedent_of(otherwise, DocCategory::AffidavitOfHeirship), ["Ada Mae Lutz"]);
    }

    /// A case style whose scan lost the space of "Estate of", in capitals and in small letters:
    /// the glued word is no part of the decedent's name. Our own wording.
    #[test]
    fn a_case_style_with_estate_of_glued_names_the_decedent_without_it() {
        for style in
            ["In the Matter of the Estateof ORVILLE K. DRAPER, Deceased.", "IN THE MATTER OF THE ESTATEOF\nORVILLE K. DRAPER,DECEASED."]
        {
            let text = format!("COUNTY COURT OF LINCOLN COUNTY\n{style}\n\nFINAL DECREE\nThe residue is assigned to the heirs.\n");
            assert_eq!(decedent_of(&text, DocCategory::Probate), ["ORVILLE K. DRAPER"], "{style}");
        }
    }

    /// Heirs listed one a line after "namely:" or "to wit:", each with a relationship, a residence
    /// or a share, as decrees and affidavits of several states write them.
    #[test]
    fn heirs_listed_after_namely_or_to_wit() {
        for lead_in in [
            "and that he left surviving as his only heirs at law his three children, namely:",
            "the decedent left surviving him the following heirs, to-wit:",
            "his heirs at law being his widow and two daughters, namely:",
        ] {
            let text = format!(
                "IN THE DISTRICT COURT\nIn the Matter of the Estate of ELMER T. VOSS, Deceased.\nDECREE OF DISTRIBUTION\nThe Court finds that Elmer T. Voss died intestate; {lead_in}\n\n     RUTH VOSS ARNDT, daughter, of Enid, Oklahoma,\n     KARL E. VOSS, son, of Wichita, Kansas, and\n     LINA VOSS, daughter, of Alva, Oklahoma,\n\neach entitled to an undivided one-third.\n"
            );
            assert_eq!(heirs_of(&text, DocCategory::Probate), ["RUTH VOSS ARNDT", "KARL E. VOSS", "LINA VOSS"], "{lead_in}");
        }
    }

    /// A child listed with the decedent's children who died before, or without issue, is no heir,
    /// in a table or a running list; the list goes on after that child.
    #[test]
    fn a_child_who_died_before_is_no_heir_and_ends_no_list() {
        let table = "AFFIDAVIT OF HEIRSHIP\nCARLOS M. ROYBAL, Deceased, left four children:\n\n   Name                        Relationship     Status / Address\n   Rosa Roybal Gurule          daughter         living, Taos, New Mexico\n   Benito A. Roybal            son              died June 3, 1985, unmarried, leaving no child or spouse\n   Eloy Roybal                 son              living, Espanola, New Mexico\n";
        assert_eq!(heirs_of(table, DocCategory::AffidavitOfHeirship), ["Rosa Roybal Gurule", "Eloy Roybal"]);
        let running = "AFFIDAVIT OF HEIRSHIP\nEDNA LOWE, Deceased. The Decedent had the following children: (1) Paul Lowe, living; (2) Ray Lowe, who died on May 2, 2001, survived by his daughter, Jill Lowe Hart; (3) Anna Lowe Biggs, living.\n";
        let heirs = heirs_of(running, DocCategory::AffidavitOfHeirship);
        assert!(!heirs.contains(&"Ray Lowe".to_string()), "{heirs:?}");
        assert!(heirs.contains(&"Jill Lowe Hart".to_string()), "{heirs:?}");
    }

    /// A typed heir table whose relationship cell runs over to a second line, and whose scan read
    /// an O as a zero, keeps every row; a suffix in the name cell stays with the name.
    #[test]
    fn a_typed_heir_table_with_cells_run_over() {
        let text = "AFFIDAVIT OF HEIRSHIP\nI knew OSWALD T. BRANDL, SR., hereinafter ca lled the Decedent, for many years.\n\nThe following persons are all of the heirs at law of the Decedent:\n\n   NAME                        RELATIONSHIP         ADDRESS                 SHARE\n   Oswald T. Brandl, Jr.       s0n                  Yoakum, Texas            1/2\n   Hilda Brandl Kopecky        granddaughter (child Cuero, Texas             1/4\n                               of Emil Brandl, dec'd)\n   Leo Brandl                  grandson             Victoria, Texas          1/4\n\nSworn to this 3rd day of May, 1984.\n";
        assert_eq!(decedent_of(text, DocCategory::AffidavitOfHeirship), ["OSWALD T. BRANDL, SR."]);
        assert_eq!(heirs_of(text, DocCategory::AffidavitOfHeirship), ["Oswald T. Brandl, Jr.", "Hilda Brandl Kopecky", "Leo Brandl"]);
    }

    /// Only a person dies: the name of the caption's "Deceased" or "Estate of" is read though the
    /// Census lists lack its words (a month's word, a rare surname). Our own captions.
    #[test]
    fn a_decedent_whose_name_no_census_list_holds_is_still_read() {
        for (text, decedent) in [
            (
                "IN THE PROBATE COURT\nIn the Matter of the Estate )\nof )\nAUGUST VANDERSLOOT, Deceased. ) FINAL DECREE\n\nThe court finds the estate ready to close.\n",
                "AUGUST VANDERSLOOT",
            ),
            ("ESTATE OF IGNATZ WOJTKOWIAK, DECEASED\nORDER DETERMINING HEIRSHIP\nThe petition came on for hearing.\n", "IGNATZ WOJTKOWIAK"),
            (
                "In re the Estate of Theodor Quackenbosch, deceased.\nDECREE OF DISTRIBUTION\nThe account is allowed.\n",
                "Theodor Quackenbosch",
            ),
        ] {
            assert_eq!(decedent_of(text, DocCategory::Probate), [decedent], "{text}");
        }
    }

    /// The heirs' clause points back to the children the family's account names ("his three
    /// children above named"): the children are read where the account names them, inline or one
    /// a line, and a child who died is no heir while that child's children are. Our own
    /// affidavits, worded as different counties' forms would.
    #[test]
    fn children_named_in_the_family_account_are_heirs_when_the_heirs_clause_points_back_to_them() {
        let inline = "AFFIDAVIT OF HEIRSHIP\nThat the said OTTO BRECKLE, deceased, was married twice; that of the first marriage there were born two \
children, namely, ROSINA BRECKLE HAUPT and CARL F. BRECKLE; that his second wife, META BRECKLE, survived him; that of the second \
marriage there was born one child, namely, IDA BRECKLE MOSER; and that all said children are living.\n\nThat the heirs at law \
of said decedent are his widow, Meta Breckle, and his three children above named.\n";
        assert_eq!(
            heirs_of(inline, DocCategory::AffidavitOfHeirship),
            ["ROSINA BRECKLE HAUPT", "CARL F. BRECKLE", "IDA BRECKLE MOSER", "Meta Breckle"]
        );
        let lettered = "AFFIDAVIT OF DESCENT\n1. I knew ANTON P. VOSKUIL, deceased, for many years.\n2. Of his marriage to Greta Voskuil, who died \
before him, there were born three children and no others, to wit:\n\n  (a) PIETER VOSKUIL, of Lynden, Washington, living;\n  (b) \
JOHANNA VOSKUIL DEKKER, of Everett, Washington, living; and\n  (c) KLAAS VOSKUIL, who died in 1955, leaving surviving him his \
widow, Dina Voskuil, and two children, namely, WILLEM VOSKUIL and ANNA VOSKUIL BOS, both of Seattle.\n\n3. The heirs at law of \
the decedent are the son and daughter above named and the children of his deceased son, who take by representation.\n";
        assert_eq!(
            heirs_of(lettered, DocCategory::AffidavitOfHeirship),
            ["PIETER VOSKUIL", "JOHANNA VOSKUIL DEKKER", "WILLEM VOSKUIL", "ANNA VOSKUIL BOS"]
        );
        let numbered = "AFFIDAVIT OF HEIRSHIP\nThat EMIL J. STRAKA, deceased, left surviving no spouse; that he had the following children, \
namely:\n\n   1. FRANK STRAKA\n   2. ROSE STRAKA VALENTA\n\nThat the persons entitled to inherit his estate are the children hereinbefore named, \
in equal shares.\n";
        assert_eq!(heirs_of(numbered, DocCategory::AffidavitOfHeirship), ["FRANK STRAKA", "ROSE STRAKA VALENTA"]);
    }

    /// A family's account in an order that names the heirs itself: its children lists are not
    /// read again as heirs when no clause points back to them.
    #[test]
    fn children_of_an_account_are_not_heirs_when_the_heirs_clause_names_the_heirs() {
        let text = "ORDER DETERMINING HEIRSHIP\nIn the Matter of the Estate of RUTH A. KEMPF, Deceased.\nThe court finds that the decedent's \
mother had two children, namely, RUTH A. KEMPF and HARLAN KEMPF; that the decedent left no spouse and no issue; and that her sole heir \
at law is her brother.\nIT IS ORDERED that the heirs at law of the decedent are HARLAN KEMPF, her brother.\n";
        assert_eq!(heirs_of(text, DocCategory::Probate), ["HARLAN KEMPF"]);
    }

    /// The widow or husband of a child who died before the decedent is named among that child's
    /// survivors but takes nothing: only the child's own children take by representation. Our own
    /// wordings.
    #[test]
    fn the_spouse_of_a_child_who_died_before_is_no_heir() {
        for text in [
            "AFFIDAVIT OF HEIRSHIP\nI knew LOUIS B. MARCHAND, Deceased, for thirty years. He had two children:\n  (a) ANNE MARCHAND ROY, living;\n  \
(b) PAUL MARCHAND, who died in 1962 survived by his widow, Celeste Marchand, and one son, RENE MARCHAND.\nThe heirs at law of the decedent \
are Anne Marchand Roy and Rene Marchand.\n",
            "AFFIDAVIT OF HEIRSHIP\nI knew LOUIS B. MARCHAND, Deceased, for thirty years. His son PAUL MARCHAND predeceased him, survived by \
his wife Celeste Marchand and his son Rene Marchand. The heirs at law of the decedent are Anne Marchand Roy and Rene Marchand.\n",
        ] {
            let heirs = heirs_of(text, DocCategory::AffidavitOfHeirship);
            assert!(heirs.iter().any(|h| h.eq_ignore_ascii_case("Rene Marchand")), "{heirs:?}");
            assert!(!heirs.iter().any(|h| h.eq_ignore_ascii_case("Celeste Marchand")), "{heirs:?}");
        }
        // The decedent's own widow is his heir.
        let own = "AFFIDAVIT OF HEIRSHIP\nThat LOUIS B. MARCHAND, who died on May 2, 1970, was survived by his widow, Celeste Marchand, and his \
son, Rene Marchand.\n";
        assert_eq!(heirs_of(own, DocCategory::AffidavitOfHeirship), ["Celeste Marchand", "Rene Marchand"]);
    }

    /// A decree of distribution whose gifts name their takers and then go on ("in accordance with
    /// the will"), a widow's gift of chattels taken in lieu of any interest in the land, and a
    /// line of a scan's specks inside a gift. Our own Nevada- and Idaho-style decrees.
    #[test]
    fn a_gift_that_goes_on_past_its_takers_is_judged_whole() {
        let decree = "IN THE MATTER OF THE ESTATE OF PEDRO ALZOLA, DECEASED.\nDECREE OF DISTRIBUTION\nIT IS ORDERED that the residue of \
the estate be distributed as follows:\n\nTo Maria Alzola, the widow of the decedent, in accordance with paragraph First of the will, \
the household goods and the sum of Two Thousand Dollars,\n; ' .\nthe same being in lieu of any interest in the real property;\n\n\
To Tomas Alzola and Luis Alzola, sons of the decedent, pursuant to paragraph Second of the will, as tenants in common, all the \
real property of the estate, being the NE/4 of Section 8;\n\nTo Rosa Alzola Ugarte, a daughter, the sum of One Dollar.\n";
        assert_eq!(heirs_of(decree, DocCategory::Probate), ["Tomas Alzola", "Luis Alzola"]);
    }

    /// An affidavit's heirs' clause read through a scan that glues "at law" and fades "are"; a
    /// numbered "Name of Decedent:" field whose sentence goes on; a widow of a son who died first
    /// who "takes nothing". Our own wordings.
    #[test]
    fn an_affidavit_s_family_account_read_through_its_form_and_its_scan() {
        let glued = "AFFIDAVIT OF HEIRSHIP\nThat she is the widow of OSWALD P. KRANTZ, who died intestate on May 4, 1970.\nThat the hcirs \
atlaw of the decedent arc the affiant, Greta Krantz, and the son, Emil Krantz.\n";
        assert_eq!(heirs_of(glued, DocCategory::AffidavitOfHeirship), ["Greta Krantz", "Emil Krantz"]);
        let field = "AFFIDAVIT OF HEIRSHIP\n1. We knew the Decedent for many years.\n2. Name of Decedent: Ottilie Brandt Wendler. She \
died intestate in Lee County, Texas, on May 3, 1990.\n3. She was survived by her son, Kurt Wendler, and by the widow of her son \
Hans, Lena Wendler, who has since remarried and takes nothing, and by his child, Paul Wendler.\n";
        assert_eq!(decedent_of(field, DocCategory::AffidavitOfHeirship), ["Ottilie Brandt Wendler"]);
        let heirs = heirs_of(field, DocCategory::AffidavitOfHeirship);
        assert!(heirs.contains(&"Kurt Wendler".to_string()) && !heirs.contains(&"Lena Wendler".to_string()), "{heirs:?}");
    }

    /// A decree's distribution written as a series of gifts, each "To A, <relationship>, <land>;",
    /// every one read; a legacy of money or chattels names no heir of the land. Our own decrees
    /// and will clauses.
    #[test]
    fn every_gift_of_a_series_is_read_and_a_legacy_of_money_is_not() {
        let decree = "ESTATE OF CONRAD HEILBRUNN, DECEASED\nIT IS ORDERED that the residue of said estate be distributed as provided in said \
will, as follows:\n\nTo MATHILDE HEILBRUNN ORTH, a daughter of decedent, the NE/4 of Section 4;\n\nTo GOTTLIEB HEILBRUNN, a son of decedent, \
the NW/4 of said Section 4;\n\nTo ELSA HEILBRUNN and WENZEL HEILBRUNN, daughter and son of decedent, the S/2 of said Section 4;\n\nAnd to \
the ST. PAUL EVANGELICAL CHURCH, the sum of Three Hundred Dollars as a specific legacy.\n";
        assert_eq!(
            heirs_of(decree, DocCategory::Probate),
            ["MATHILDE HEILBRUNN ORTH", "GOTTLIEB HEILBRUNN", "ELSA HEILBRUNN", "WENZEL HEILBRUNN"]
        );
        let inline = "ESTATE OF CONRAD HEILBRUNN, DECEASED\nIt is decreed that the lands are distributed to MATHILDE ORTH, the north half; to \
GOTTLIEB HEILBRUNN, the south half; and to CARL HEILBRUNN, the sum of $500.\n";
        assert_eq!(heirs_of(inline, DocCategory::Probate), ["MATHILDE ORTH", "GOTTLIEB HEILBRUNN"]);
        let will = "ESTATE OF CONRAD HEILBRUNN, DECEASED\nThat by said will the decedent devised his farm lands to his son, GOTTLIEB HEILBRUNN, \
and bequeathed his household goods to his sister, Frieda Lutz, which bequest has been paid.\n";
        assert_eq!(heirs_of(will, DocCategory::Probate), ["GOTTLIEB HEILBRUNN"]);
    }

    /// A scan glues a gift's verb to the word before and its "to" to the land before
    /// ("herebydistributed", "ranchlandto his son"): the devisees are still read.
    #[test]
    fn devisees_after_words_the_scan_glued_are_read() {
        let text = "ESTATE OF CONRAD HEILBRUNN, DECEASED\nThat by said will the decedent devised his ranchlandto his daughter, MATHILDE ORTH, \
and it is ORDERED that the residue is herebydistributed to Mathilde Orth and Gottlieb Heilbrunn, in equal shares.\n";
        let heirs = heirs_of(text, DocCategory::Probate);
        assert!(heirs.contains(&"MATHILDE ORTH".to_string()) && heirs.contains(&"Gottlieb Heilbrunn".to_string()), "{heirs:?}");
    }

    /// The lead-ins of survivors as affiants and courts word them, with the heirs after: "left
    /// surviving her as her sole and only heirs at law", "the persons entitled to inherit her
    /// estate are", "was survived by A, of X, and by B", "descended to", a married daughter as
    /// "Mrs.". Our own wordings.
    #[test]
    fn heirs_after_the_common_lead_ins_of_survivors() {
        for (text, heirs) in [
            (
                "AFFIDAVIT\nThat MINNIE R. OAKES, deceased, left surviving as her sole and only heirs at law her widower, Lyle Oakes, and her \
children, Dora Oakes Wynn and Paul Oakes.\n",
                vec!["Lyle Oakes", "Dora Oakes Wynn", "Paul Oakes"],
            ),
            (
                "AFFIDAVIT OF HEIRSHIP\nMINNIE R. OAKES, deceased, died intestate on June 4, 1949. The persons entitled to inherit her \
estate are her husband, Lyle Oakes, and her son, Paul Oakes.\n",
                vec!["Lyle Oakes", "Paul Oakes"],
            ),
            (
                "AFFIDAVIT OF HEIRSHIP\nThat MINNIE R. OAKES, deceased, was survived by her husband, LYLE OAKES, of Ada, Oklahoma, and by \
her son, PAUL OAKES, of Tulsa, Oklahoma, her only child.\n",
                vec!["LYLE OAKES", "PAUL OAKES"],
            ),
            (
                "AFFIDAVIT OF HEIRSHIP\nThat MINNIE R. OAKES died intestate on June 4, 1949, and that her estate descended to her husband, \
Lyle Oakes, and her children, Paul Oakes and Dora Wynn.\n",
                vec!["Lyle Oakes", "Paul Oakes", "Dora Wynn"],
            ),
            (
                "AFFIDAVIT OF HEIRSHIP\nMINNIE R. OAKES, deceased, left surviving her as her only heirs her children, Paul Oakes, Mrs. Dora \
Wynn and Mrs. Ida Oakes Pruitt.\n",
                vec!["Paul Oakes", "Mrs. Dora Wynn", "Mrs. Ida Oakes Pruitt"],
            ),
            (
                "ORDER DETERMINING HEIRSHIP\nESTATE OF MINNIE R. OAKES, DECEASED\nThe court finds that the decedent's heirs are: Lyle \
Oakes, her husband; Paul Oakes, her son; and Dora Wynn, her daughter.\n",
                vec!["Lyle Oakes", "Paul Oakes", "Dora Wynn"],
            ),
            (
                "AFFIDAVIT OF DESCENT\nMINNIE R. OAKES died intestate on June 4, 1949. She was survived by her husband, Lyle Oakes, to \
whom she was married in 1930, and by two children of that marriage: Paul Oakes, a son, and Dora Wynn, a daughter.\n",
                vec!["Lyle Oakes", "Paul Oakes", "Dora Wynn"],
            ),
            (
                "AFFIDAVIT OF HEIRSHIP\nMINNIE R. OAKES, deceased, left surviving her as her sole heirs the following persons, and no \
others: Paul Oakes, her son, and Dora Wynn, her daughter.\n",
                vec!["Paul Oakes", "Dora Wynn"],
            ),
        ] {
            assert_eq!(heirs_of(text, DocCategory::AffidavitOfHeirship), heirs, "{text}");
            assert_eq!(decedent_of(text, DocCategory::AffidavitOfHeirship).len(), 1, "{text}");
        }
    }

    /// A will in the present tense ("I give, devise and bequeath ... unto my son"), as recorded
    /// or quoted by the order admitting it: the testator is the decedent and the devisees of land
    /// are heirs, a legatee of money is not. Our own wills.
    #[test]
    fn a_will_s_testator_and_devisees() {
        let will = "LAST WILL AND TESTAMENT OF MINNIE R. OAKES\nI, MINNIE R. OAKES, of Pontotoc County, Oklahoma, make this my last \
will.\nSECOND: I give, devise and bequeath my home place in Section 9 unto my son, PAUL OAKES, and my daughter, DORA OAKES WYNN, share \
and share alike.\nTHIRD: I bequeath to my grandson, Lee Wynn, the sum of $500.00.\n";
        assert_eq!(decedent_of(will, DocCategory::Probate), ["MINNIE R. OAKES"]);
        assert_eq!(heirs_of(will, DocCategory::Probate), ["PAUL OAKES", "DORA OAKES WYNN"]);
        let quoted = "ESTATE OF MINNIE R. OAKES, DECEASED\nORDER ADMITTING WILL TO PROBATE\nThe will provides: \"I hereby give and devise \
all of my real estate to my two sons, Paul Oakes and Ray Oakes, in equal shares.\"\n";
        assert_eq!(heirs_of(quoted, DocCategory::Probate), ["Paul Oakes", "Ray Oakes"]);
    }

    /// The survivors' lead-in in its older order ("he left him surviving A, his widow; B, a son;
    /// C, a daughter, wife of D") and as "leaving surviving her": the survivors up to the clause
    /// that says what they are. Our own wordings of an Illinois order and a Kansas affidavit.
    #[test]
    fn heirs_after_left_him_surviving_and_leaving_surviving_her() {
        let order = "ORDER DECLARING HEIRSHIP\nIN THE MATTER OF THE ESTATE OF AMOS T. PIKE, DECEASED.\nThe Court doth find that the said \
Amos T. Pike departed this life intestate on the tenth day of May, 1911;\nThat he left him surviving Ada Pike, his widow; Ellery Pike, a son; \
and Nell Pike Moss, a daughter;\nThat the said widow and children are the only heirs at law of the said deceased.\n";
        assert_eq!(heirs_of(order, DocCategory::Probate), ["Ada Pike", "Ellery Pike", "Nell Pike Moss"]);
        assert_eq!(decedent_of(order, DocCategory::Probate), ["AMOS T. PIKE"]);
        let affidavit = "AFFIDAVIT\nThat MINA ROSS died at Salina, Kansas, on March 2, 1931, leaving surviving her Otto Ross, her husband, \
and Lena Ross Hale, her daughter, as her only heirs at law.\n";
        assert_eq!(heirs_of(affidavit, DocCategory::AffidavitOfHeirship), ["Otto Ross", "Lena Ross Hale"]);
        assert_eq!(decedent_of(affidavit, DocCategory::AffidavitOfHeirship), ["MINA ROSS"]);
    }

    /// "X, late of Y County, State, who died intestate", "X, a resident of Y, died": the one who
    /// died is the name before the residence. Our own wordings of Dakota, Iowa and Ohio affidavits.
    #[test]
    fn the_one_who_died_is_named_before_where_he_lived() {
        for (text, decedent) in [
            (
                "AFFIDAVIT OF DESCENT\nThat affiants are the son and daughter of Elias Brandt, late of Kidder County, North Dakota, who died \
intestate on May 4, 1950, and that he left surviving him as his sole heirs at law the affiants, Ole Brandt and Signe Brandt Lund.\n",
                "Elias Brandt",
            ),
            (
                "AFFIDAVIT\nThat JOHN R. DALE, a resident of Cass County, Iowa, died on June 3, 1960, survived by his widow, Ruth Dale.\n",
                "JOHN R. DALE",
            ),
            ("AFFIDAVIT\nThat Cora Mae Whitt, formerly of Marietta, died testate on the 4th day of July, 1944.\n", "Cora Mae Whitt"),
        ] {
            assert_eq!(decedent_of(text, DocCategory::AffidavitOfHeirship), [decedent], "{text}");
        }
    }

    /// What the heirs' taking is subject to, and the shares they take, name no heir: "descended to
    /// A and B, in equal shares, subject to the rights of the guardian of the said minor, C".
    #[test]
    fn the_shares_and_what_the_heirs_take_subject_to_name_no_heir() {
        for text in [
            "AFFIDAVIT OF HEIRSHIP\nThat ELIAS BRANDT, deceased, died intestate, and the said land descended to Ole Brandt and Signe \
Brandt Lund, in equal shares, subject to the rights of the guardian of the said minor, Rhoda Brandt.\n",
            "AFFIDAVIT OF HEIRSHIP\nThat ELIAS BRANDT, deceased, died intestate, and his real estate descended to Ole Brandt and Signe \
Brandt Lund share and share alike, the said Signe being represented by her attorney, Hugo Reese.\n",
        ] {
            assert_eq!(heirs_of(text, DocCategory::AffidavitOfHeirship), ["Ole Brandt", "Signe Brandt Lund"], "{text}");
        }
    }

    /// A residue the gift's own words limit to money or personal property is no gift of land,
    /// though a residue may otherwise hold land. Our own decree findings.
    #[test]
    fn a_residue_of_personal_property_only_names_no_heir() {
        for text in [
            "ESTATE OF PAUL OAKES, DECEASED\nThe Court finds that by his will the decedent devised all his lands to his son, Ray Oakes, \
and bequeathed the residue of his estate, consisting of money and personal property only, to the Grace Methodist Church, a corporation.\n",
            "ESTATE OF PAUL OAKES, DECEASED\nThe decedent devised all his lands to his son, Ray Oakes, and bequeathed the residue, which \
consists solely of personal property, to his housekeeper, Ada Lee.\n",
        ] {
            assert_eq!(heirs_of(text, DocCategory::Probate), ["Ray Oakes"], "{text}");
        }
        let residue = "ESTATE OF PAUL OAKES, DECEASED\nThe decedent devised the residue of his estate to his son, Ray Oakes.\n";
        assert_eq!(heirs_of(residue, DocCategory::Probate), ["Ray Oakes"]);
    }

    /// "The decedent, X, also known as Y, died": the name in apposition to the word, not the
    /// alias before the death. Our own wordings of Texas, Oklahoma and Montana affidavits.
    #[test]
    fn the_decedent_named_in_apposition() {
        for (text, decedent) in [
            (
                "AFFIDAVIT OF HEIRSHIP\n2. The decedent, TOMAS R. VEGA, also known as T. R. Vega and Tom Vega, died intestate in Ector County, \
Texas, on May 3, 1990. He was survived by his son, ARTURO VEGA.\n",
                "TOMAS R. VEGA",
            ),
            (
                "AFFIDAVIT OF HEIRSHIP\nThat the said decedent, Harold P. Greer, departed this life on the 4th day of June, 1951, survived by \
his widow, Opal Greer.\n",
                "Harold P. Greer",
            ),
            (
                "AFFIDAVIT\nThat the decedent, MARY ANN COLE, was a resident of Custer County, and died there, survived by Ray Cole.\n",
                "MARY ANN COLE",
            ),
        ] {
            assert_eq!(decedent_of(text, DocCategory::AffidavitOfHeirship), [decedent], "{text}");
        }
    }
    /// The lead-ins of heirs as other affiants, courts and decades word them: "leaving as his
    /// only heirs at law", "his heirs at law being", "the following persons are the heirs ...:",
    /// "assigned to and vested in", "title ... is vested in", "his heirs and the persons entitled
    /// to distribution are", a Texas account of the one marriage and the children. Our own
    /// wordings.
    #[test]
    fn heirs_after_the_lead_ins_of_other_forms() {
        for (text, category) in [
            (
                "AFFIDAVIT OF HEIRSHIP\nThat JOHN E. MOSS died intestate on May 2, 1960, leaving as his only heirs at law his widow, Ruth \
Moss, and his son, Dale Moss.\n",
                DocCategory::AffidavitOfHeirship,
            ),
            (
                "AFFIDAVIT OF HEIRSHIP\nThat JOHN E. MOSS, deceased, died on May 2, 1960; that his heirs at law being his widow, Ruth Moss, \
and his son, Dale Moss.\n",
                DocCategory::AffidavitOfHeirship,
            ),
            (
                "JUDGMENT DECLARING HEIRSHIP\nIN THE ESTATE OF JOHN E. MOSS, DECEASED\nIT IS ORDERED that the following persons are the \
heirs of the decedent and the only persons entitled to his estate: Ruth Moss, wife, one-half; Dale Moss, son, one-half.\n",
                DocCategory::Probate,
            ),
            (
                "DECREE\nIN THE MATTER OF THE ESTATE OF JOHN E. MOSS, DECEASED\nIT IS ORDERED that the real estate be and it is hereby \
assigned to and vested in Ruth Moss and Dale Moss, share and share alike.\n",
                DocCategory::Probate,
            ),
            (
                "JUDGMENT\nESTATE OF JOHN E. MOSS, DECEASED\nThe Court finds that title to the land is vested in Ruth Moss and Dale Moss, \
the heirs of the decedent.\n",
                DocCategory::Probate,
            ),
            (
                "ORDER\nESTATE OF JOHN E. MOSS, DECEASED\nThe Court finds that the decedent died intestate and that his heirs and the \
persons entitled to distribution are Ruth Moss, his widow, and Dale Moss, his son.\n",
                DocCategory::Probate,
            ),
            (
                "AFFIDAVIT OF HEIRSHIP\nI knew JOHN E. MOSS, who died on May 2, 1960. He was married once, to RUTH MOSS, who survives him. \
They had one child, DALE MOSS. The decedent's heirs are his wife and his child.\n",
                DocCategory::AffidavitOfHeirship,
            ),
        ] {
            let heirs: Vec<String> = heirs_of(text, category).into_iter().map(|name| name.to_ascii_uppercase()).collect();
            assert_eq!(heirs, ["RUTH MOSS", "DALE MOSS"], "{text}");
            assert_eq!(decedent_of(text, category), ["JOHN E. MOSS"], "{text}");
        }
        // A spouse the account says died, or a recital that the land "was vested in" someone,
        // names no heir.
        let gone = "AFFIDAVIT OF HEIRSHIP\nI knew JOHN E. MOSS, who died on May 2, 1960. He was married once, to RUTH MOSS, who \
predeceased him. They had one child, DALE MOSS. The decedent's heirs are his children.\n";
        assert_eq!(heirs_of(gone, DocCategory::AffidavitOfHeirship), ["DALE MOSS"]);
        let recital = "ESTATE OF JOHN E. MOSS, DECEASED\nThe land was vested in Oscar Lind before the decedent bought it; the decedent \
devised it to his son, Dale Moss.\n";
        assert_eq!(heirs_of(recital, DocCategory::Probate), ["Dale Moss"]);
    }
    /// An heirs' clause that gives each heir's relationship and share, the entries parted by
    /// semicolons, after "are therefore:": every heir is read, and a sentence that opens after a
    /// share in parentheses (naming a guardian) adds no one. Our own invented families.
    #[test]
    fn heirs_with_relationship_and_share_after_the_heirs_clause_are_read() {
        let with_shares = "AFFIDAVIT OF HEIRSHIP\n1. I am the widow of WARD P. TROUT, who died intestate on May 1, 1961.\n\n\
2. The heirs at law of the decedent, together with the portion each inherited by the law of descent at his death, are therefore: \
MABEL J. TROUT, widow, one-half (1/2); DENNIS TROUT, son, one-fourth (1/4); FAY TROUT, daughter, one-fourth (1/4). The said \
Dennis Trout and Fay Trout are minors under the guardianship of Otis Trout, their uncle, who is named for that reason only.\n";
        assert_eq!(heirs_of(with_shares, DocCategory::AffidavitOfHeirship), ["MABEL J. TROUT", "DENNIS TROUT", "FAY TROUT"]);
        let and_their_shares = "JUDGMENT DETERMINING HEIRS\nIn the Matter of the Estate of GUS BELLAMY, Deceased.\nThe Court finds \
that the decedent's heirs at law and their shares are: Lorna Bellamy, one-half; Theo Bellamy, one-fourth; and Ruth Bellamy Pryor, \
one-fourth.\n";
        assert_eq!(heirs_of(and_their_shares, DocCategory::Probate), ["Lorna Bellamy", "Theo Bellamy", "Ruth Bellamy Pryor"]);
    }

    /// A list a lead-in seems to head may open with the decedent's own death ("1. X died on
    /// ..."): the decedent is never an heir of his own estate; a namesake son ("JR.") is. Our own
    /// wording of a court's findings and an affidavit.
    #[test]
    fn the_decedent_is_never_read_as_his_own_heir() {
        let text = "IN THE MATTER OF THE ESTATE OF WARD P. TROUT, DECEASED\nORDER\nThe Court, having found that all heirs \
were notified by publication, FINDS as follows:\n\n1. Ward P. Trout died intestate on May 1, 1990.\n\n2. The decedent was survived \
by his wife, MABEL TROUT.\n";
        let found = named(text, DocCategory::Probate);
        assert_eq!(heirs_of(text, DocCategory::Probate), ["MABEL TROUT"], "{found:?}");
        assert!(found.contains(&pair("WARD P. TROUT", Role::Decedent)), "{found:?}");
        let namesake = "AFFIDAVIT OF HEIRSHIP\n1. I knew LEON B. FARR, Deceased (\"Decedent\"), for many years.\n\n2. Decedent left \
surviving the following, who are all of his heirs at law:\n\n    LEON B. FARR, JR., son\n    NELL FARR, daughter\n\nDated May 2, 1950.\n";
        assert_eq!(heirs_of(namesake, DocCategory::AffidavitOfHeirship), ["LEON B. FARR, JR.", "NELL FARR"]);
    }

    /// Children named after "namely:" one an entry, each with a residence, the entries parted by
    /// semicolons: every child is read, not only the first. Our own invented family.
    #[test]
    fn children_named_one_an_entry_with_residences_are_all_read() {
        let text = "AFFIDAVIT OF HEIRSHIP\nThat the decedent, LYLE V. ORCUTT, died intestate; that there were born to the decedent \
and his wife three children, and no more, namely: DENNIS ORCUTT, of Ogden, Utah; FAY ORCUTT HALE, of Provo, Utah; and GUS ORCUTT, \
of Moab, Utah, all of whom are living;\n\nThat his heirs at law are his widow, MABEL ORCUTT, and his three children above named.\n";
        let heirs = heirs_of(text, DocCategory::AffidavitOfHeirship);
        for heir in ["DENNIS ORCUTT", "FAY ORCUTT HALE", "GUS ORCUTT", "MABEL ORCUTT"] {
            assert!(heirs.iter().any(|h| h == heir), "{heir}: {heirs:?}");
        }
        assert_eq!(heirs.len(), 4, "{heirs:?}");
    }

    /// "passed away", the modern affidavit's words for a death, names the decedent as "died"
    /// does, and a child who passed away is no heir; "the only children born to the decedent
    /// were A and B" names the children. Our own wordings.
    #[test]
    fn passed_away_and_the_only_children_born_to_the_decedent_are_read() {
        let text = format!(
            "{OPENING}1. NED QUILL passed away on March 3, 2004, at Lufkin, Texas.\n\n2. He was never married. The only children born \
to the decedent were LILA QUILL and OMAR QUILL, both of whom are of age.\n"
        );
        let found = parties(&text);
        assert_eq!(names_in(&found, Role::Decedent), ["NED QUILL"]);
        assert_eq!(names_in(&found, Role::Heir), ["LILA QUILL", "OMAR QUILL"]);
        let died = "AFFIDAVIT OF HEIRSHIP\nNED QUILL, Deceased, was survived by his son, AMOS QUILL, and his daughter, JUNE QUILL, \
who passed away in 2010.\n";
        assert_eq!(heirs_of(died, DocCategory::AffidavitOfHeirship), ["AMOS QUILL"]);
    }
    /// A small-estate affidavit names the decedent in a form field ("Name of Deceased:") and its
    /// heirs as the estate's distributees, listed below or on the lead-in's line. Our own forms.
    #[test]
    fn a_small_estate_affidavit_s_deceased_field_and_distributees() {
        let listed = "SMALL ESTATE AFFIDAVIT\nName of Deceased: ROSCOE T. PELL\nDate of death: June 2, 2008\n\nThe distributees of the \
estate are:\n\n  Ivy Pell Marsh, daughter, Tyler, Texas\n  Dale Pell, son, Kilgore, Texas\n\nSworn to before me.\n";
        let found = named(listed, DocCategory::AffidavitOfHeirship);
        assert!(found.contains(&pair("ROSCOE T. PELL", Role::Decedent)), "{found:?}");
        assert_eq!(heirs_of(listed, DocCategory::AffidavitOfHeirship), ["Ivy Pell Marsh", "Dale Pell"]);
        let inline = "SMALL ESTATE AFFIDAVIT\nDecedent's name: ROSCOE T. PELL\n\nThe distributees of the decedent's estate are IVY PELL \
MARSH and DALE PELL, his only children.\n";
        let found = named(inline, DocCategory::AffidavitOfHeirship);
        assert!(found.contains(&pair("ROSCOE T. PELL", Role::Decedent)), "{found:?}");
        assert_eq!(heirs_of(inline, DocCategory::AffidavitOfHeirship), ["IVY PELL MARSH", "DALE PELL"]);
    }

    /// "his three children above namcd": the heirs' clause that points back to the children is
    /// found through the scan's damage to its words.
    #[test]
    fn an_heirs_clause_pointing_back_through_a_damaged_word_still_reads_the_children() {
        let text = "AFFIDAVIT OF HEIRSHIP\nThat the decedent, LYLE V. ORCUTT, died intestate; that he had two children, namely, DENNIS \
ORCUTT and FAY ORCUTT HALE;\n\nThat his hcirs at law are his widow, MABEL ORCUTT, and his two children above namcd.\n";
        let heirs = heirs_of(text, DocCategory::AffidavitOfHeirship);
        for heir in ["DENNIS ORCUTT", "FAY ORCUTT HALE", "MABEL ORCUTT"] {
            assert!(heirs.iter().any(|h| h == heir), "{heir}: {heirs:?}");
        }
    }
}
