//! The caption: the title an instrument gives itself ("WARRANTY DEED", "Oil, Gas and Mineral
//! Lease"), read where instruments put it.

use super::alternatives::Alternatives;
use super::mended::Mended;
use super::{floor_char_boundary, single_spaced};
use crate::l0::conveyance::in_company_name;
use crate::l0::{ascii_pattern as compile, ocr_tolerant};
use crate::pipeline::Instrument;
use crate::vocab::DocCategory;
use regex::{Match, Regex};
use std::sync::LazyLock;

/// Lines of the caption window that count: lines with at least three letters (stamp debris
/// of one or two characters does not use up the window).
const CAPTION_LINES: usize = 15;
/// Hard limit of the caption window, for OCR that puts a whole page on one line.
const CAPTION_BYTES: usize = 2000;

/// What a generic title leaves to the operative words.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Refine {
    /// The title settles the category.
    No,
    /// "DEED": the warranty covenant and the thing granted decide the kind of deed.
    Deed,
    /// "AFFIDAVIT": heirship recitals make it an affidavit of heirship, else `other`.
    Affidavit,
    /// "ASSIGNMENT": a lease in the body makes it a lease assignment, else `other`.
    Assignment,
    /// "RELEASE": the releasing words say what is released (a lease, a lien), else `other`.
    Release,
    /// "FINAL DECREE", "JUDGMENT", "ORDER": what the court does decides. A court that passes a
    /// decedent's estate (the style "In the Matter of the Estate of ..., Deceased", heirs, a will,
    /// distribution) makes a probate instrument; one that divorces, quiets title, partitions or
    /// forecloses makes `other`.
    Court,
    /// "STIPULATION OF INTEREST AND CONVEYANCE", "AGREEMENT AND CONVEYANCE": an instrument that
    /// settles something and also conveys; its granting clause and the thing granted decide,
    /// else `other`.
    Conveyance,
}

struct TitleRule {
    pattern: String,
    category: DocCategory,
    refine: Refine,
    /// Bare one-word titles ("DEED", "PATENT") only count in capitals or on a short line.
    bare: bool,
}

static TITLE_RULES: LazyLock<Vec<TitleRule>> = LazyLock::new(|| {
    use DocCategory::*;
    let rule = |pattern: &str, category, refine, bare| TitleRule { pattern: pattern.to_string(), category, refine, bare };
    // Order matters only between rules matching at the same position: specific first.
    vec![
        // A settlement that also conveys ("STIPULATION OF INTEREST AND CONVEYANCE", "AGREEMENT AND
        // CROSS-CONVEYANCE"), before the settlement's own title would make it `other`.
        rule(
            r"(?:stipulation|agreement|declaration|settlement)(?:\s+(?:of|as\s+to)\s+(?:[a-z]+\s+){0,3}?(?:interests?|ownership|title|royalty))?\s+and\s+(?:cross\W*)?(?:conveyance|quit\W*claim|assignment|transfer)",
            Other,
            Refine::Conveyance,
            false,
        ),
        // A court instrument that names what the court does: it divorces, quiets title,
        // partitions, forecloses or condemns, which passes no decedent's estate.
        rule(
            r"(?:final\s+|agreed\s+)?(?:decree|judgment|order)\s+(?:of|for|granting|in)\s+(?:absolute\s+)?(?:divorce|dissolution|partition|foreclosure|condemnation)|(?:final\s+|agreed\s+)?(?:decree|judgment)\s+(?:of\s+)?(?:divorce|partition|foreclosure)",
            Other,
            Refine::No,
            false,
        ),
        // Agreements that bind the parties to a later act and convey nothing now: an option to
        // lease or to buy, a right of first refusal, a farmout (and the memorandum recorded for
        // one), whatever lease, royalty or minerals their heading names beside.
        rule(
            r"memorandum\s+of\s+(?:farm\W*out|option)(?:\s+agreement)?|(?:farm\W*out|option)\s+agreement|option\s+to\s+(?:lease|purchase|buy)|right\s+of\s+first\s+refusal",
            Other,
            Refine::No,
            false,
        ),
        rule(
            r"title\s+opinion|further\s+assurances|division\s+order|power\s+of\s+attorney|lis\s+pendens|(?:pooling|unit|operating|unitization|purchase\s+and\s+sale|surface\s+use|joint\s+operating)\s+agreement|designation\s+of\s+(?:pooled\s+)?unit|stipulation\s+of\s+interest|(?:contract|agreement)\s+(?:for|of)\s+(?:the\s+)?sale|contract\s+for\s+(?:a\s+)?deed|(?:installment\s+)?land\s+contract|(?:final\s+)?(?:decree|judgment)\s+quieting\s+title",
            Other,
            Refine::No,
            false,
        ),
        rule(r"(?:correction|corrective|corrected)\s+(?:[a-z']+,?\s+){0,5}?deed|deed\s+of\s+correction", CorrectionDeed, Refine::No, false),
        // "PARTITION DEED", "VOLUNTARY PARTITION", "PARTITION AGREEMENT AND DEED": co-owners who
        // divide their land convey to each other; a court's partition is read by the court rule
        // above, which matches from the earlier word ("DECREE OF PARTITION").
        rule(
            r"(?:(?:voluntary|amicable|agreed)\s+)?partition(?:\s+(?:agreement|deed))?(?:\s+and\s+(?:cross\W*)?(?:deeds?|conveyances?))?|deed\s+of\s+partition",
            PartitionDeed,
            Refine::No,
            true,
        ),
        rule(
            r"mineral\s+(?:and|&)\s+royalty\s+deed|mineral\s+(?:rights?\s+)?(?:deed|sale|conveyance|transfer|grant)|mineral\s+quit\W*claim(?:\s+deed)?|(?:conveyance|transfer|grant)\s+of\s+(?:(?:an?|undivided|the)\s+)*minerals?(?:\s+(?:interests?|rights?|estate))?\b|assignment\s+of\s+(?:(?:an?|undivided|the)\s+)*mineral\s+(?:interests?|rights?|estate)|deed\s+of\s+minerals?|sale\s+(?:of|and\s+transfer\s+of)\s+(?:(?:an?|undivided|the)\s+)*(?:oil,?\s+gas\s+and\s+)?minerals?(?:\s+(?:rights?|interests?))?",
            MineralDeed,
            Refine::No,
            false,
        ),
        rule(
            r"(?:(?:non\W*participating|term|perpetual|overriding)\s+)*royalty\s+(?:interest\s+)?(?:deed|sale|conveyance|assignment|transfer|grant)|(?:conveyance|transfer|sale|assignment)(?:\s+and\s+(?:conveyance|assignment|transfer))?\s+of\s+(?:(?:an?|undivided|the|non\W*participating|term|perpetual|overriding)\s+)*royalty",
            RoyaltyDeed,
            Refine::No,
            false,
        ),
        rule(
            r"(?:acknowledge?ment\s+of\s+)?(?:release\s+of\s+(?:[a-z']+\s+){0,4}(?:lien|mortgage|deed\s+of\s+trust|deed\s+to\s+secure\s+debt|security\s+deed)|(?:satisfaction|cancell?ation|discharge)\s+of\s+(?:[a-z']+\s+){0,4}?(?:mortgage|lien|deed\s+of\s+trust|deed\s+to\s+secure\s+debt|security\s+deed))|(?:mortgage|lien)\s+release|deed\s+of\s+reconveyance|reconveyance",
            MortgageRelease,
            Refine::No,
            false,
        ),
        // "RELEASE OF OIL AND GAS LEASE", "SURRENDER OF LEASE", "RELINQUISHMENT OF OIL AND GAS
        // LEASE", "CANCELLATION OF LEASE": what ends a lease, however the drafter named the act,
        // and the lessor's "ACKNOWLEDGMENT OF SURRENDER OF LEASE", by which he takes it back.
        rule(
            r"(?:acknowledge?ment\s+of\s+)?(?:partial\s+)?(?:release|surrender|relinquishment|cancell?ation|termination)\s+of\s+(?:[a-z01,&]+\s+){0,5}?leases?\b",
            LeaseRelease,
            Refine::No,
            false,
        ),
        // A bare "SATISFACTION" (or New York's "SATISFACTION PIECE") or "CANCELLATION" (Georgia's of
        // a security deed) heads a release whose body says what was satisfied, as a bare "RELEASE"
        // does.
        rule(
            r"(?:acknowledge?ment\s+of\s+)?(?:release\b|satisfaction(?:\s+piece)?\b|cancell?ation\b)|deed\s+of\s+(?:partial\s+)?release",
            Other,
            Refine::Release,
            true,
        ),
        rule(r"ratification(?:\s+(?:and\s+[a-z]+\s+)?of\s+(?:[a-z01,&]+\s+){0,5}?leases?\b)?", LeaseRatification, Refine::No, true),
        // An extension or amendment of a lease ("EXTENSION OF OIL AND GAS LEASE", "AMENDMENT AND
        // EXTENSION OF LEASE", "LEASE EXTENSION AGREEMENT", "AMENDMENT TO OIL AND GAS LEASE"): the
        // owner ratifies the lease on a longer term or new terms, and the labels' convention files
        // it with the ratifications.
        rule(
            r"(?:(?:amendment|ratification)\s+and\s+)?extension(?:\s+and\s+(?:amendment|ratification))?\s+of\s+(?:[a-z01,&]+\s+){0,5}?leases?\b|lease\s+(?:extension|amendment)(?:\s+agreement)?|amendment\s+(?:of|to)\s+(?:[a-z01,&]+\s+){0,5}?leases?\b",
            LeaseRatification,
            Refine::No,
            false,
        ),
        // An assignment of a lease or of an interest under one, and the "REASSIGNMENT OF OIL AND
        // GAS LEASE" by which an assignee hands the lease back to its assignor, an assignment too.
        rule(
            r"(?:partial\s+)?(?:re)?assignment\s+(?:of\s+(?:[a-z01,&\-]+\s+){0,5}(?:leases?|overriding\s+royalty|working\s+interests?|leasehold)|and\s+bill\s+of\s+sale|and\s+conveyance|and\s+quit\W*claim)|partial\s+assignment|transfer\s+of\s+(?:operating\s+rights|record\s+title|(?:[a-z,&\-]+\s+){0,5}?leases?\b)",
            LeaseAssignment,
            Refine::No,
            false,
        ),
        rule(r"assignment\s+of\s+[a-z][a-z' ]*", Other, Refine::No, false),
        rule(r"assignment", LeaseAssignment, Refine::Assignment, true),
        rule(r"memorandum\s+of\s+(?:[a-z,&\-]+\s+){0,5}lease", OilGasLease, Refine::No, false),
        rule(
            r"(?:paid\W*up\s+)?[a-z0-9,]*\W*(?:and|&)\s*gas\s+(?:(?:and|&)\s+(?:other\s+)?minerals?\s+)?(?:mining\s+)?lease|(?:oil|gas),?\s+gas\s+(?:and|&)\s+(?:other\s+)?minerals?\s+lease|mineral\s+lease|lease\s+(?:for|of)\s+oil\s+and\s+gas",
            OilGasLease,
            Refine::No,
            false,
        ),
        rule(
            r"(?:affidavit|proof|statement|declaration)\s+(?:of|as\s+to|regarding|concerning)\s+(?:[a-z'-]+,?\s+){0,6}heir(?:ship|s)|heirship\s+affidavit|affidavit\s+(?:of|as\s+to)\s+(?:[a-z']+\s+){0,3}(?:descent|survivorship)|survivorship\s+affidavit|affidavit\s+of\s+death\s+of\s+(?:a\s+)?joint\s+tenant",
            AffidavitOfHeirship,
            Refine::No,
            false,
        ),
        rule(
            r"(?:judgment|order|decree)\s+(?:declaring|determining)\s+(?:heirship|descent)|(?:determination|decree)\s+of\s+(?:heirship|descent)|order\s+admitting\s+(?:[a-z']+\s+){0,3}(?:will|probate)|order\s+probating|(?:cert)?ificate\s+(?:of|for)\s+transfer(?:\s+of\s+real\s+estate)?|letters\s+(?:testamentary|of\s+administration)|(?:final\s+)?(?:decree|order)\s+(?:of|for)\s+(?:final\s+|summary\s+|partial\s+)?(?:settlement\s+and\s+)?distribution|(?:decree|order)\s+(?:of|for|approving)\s+final\s+settlement|(?:decree|order)\s+assigning\s+(?:the\s+)?(?:real\s+)?estate|(?:decree|order|judgment)\s+(?:terminating|of\s+termination\s+of)\s+(?:a\s+|the\s+)?joint\s+tenancy|judgment\s+(?:of|for|sending\s+heirs\s+into)\s+possession|muniment\s+of\s+title|last\s+will\s+and\s+testament|(?:certified\s+|exemplified\s+)?copy\s+of\s+(?:the\s+)?(?:last\s+)?will\b|probate\s+of\s+(?:the\s+)?will",
            Probate,
            Refine::No,
            false,
        ),
        rule(r"affidavit", Other, Refine::Affidavit, true),
        // A court's order under its own name or the Kansas and Oklahoma "JOURNAL ENTRY (OF
        // JUDGMENT)", the record of what the court ordered: what the court does decides.
        rule(r"(?:final\s+|agreed\s+)?(?:decree|judgment|order)|journal\s+entry", Other, Refine::Court, true),
        rule(
            r"deed\s+of\s+trust|trust\s+deed|trust\s+indenture|mortgage(?:\s+deed)?|security\s+deed|deed\s+to\s+secure\s+(?:a\s+)?debt",
            DeedOfTrust,
            Refine::No,
            true,
        ),
        rule(
            r"right\W*of\W*way\W*grant|pipeline\s+(?:right|grant|licen[cs]e|easement)|grant\s+of\s+(?:(?:an?|the|perpetual|permanent|pipeline|road)\s+)*(?:easement|right\W*of\W*way)",
            RightOfWay,
            Refine::No,
            false,
        ),
        rule(r"right\W*of\W*way|easement", RightOfWay, Refine::No, true),
        rule(r"(?:special|limited)\s+warranty\s+deed", SpecialWarrantyDeed, Refine::No, false),
        rule(r"(?:general\s+)?warranty\s+deed", WarrantyDeed, Refine::No, false),
        rule(r"quit\W*claim(?:\s+deed)?", QuitclaimDeed, Refine::No, true),
        // Deeds named for who conveys or why: a fiduciary's or an officer's deed, a gift (the
        // Louisiana "ACT OF DONATION INTER VIVOS", a "DEED OF GIFT"), whatever covenant follows.
        rule(
            r"(?:executor|executrix|administrator|administratrix|personal\s+representative|fiduciary|trustee|guardian|conservator|receiver|referee|master|marshal|sheriff|constable|tax|(?:special\s+)?commissioner|survivorship|gift)(?:'?s|s')?\s+(?:bargain\s+and\s+sale\s+)?deed|deed\s+without\s+warranty|act\s+of\s+(?:donation|gift)|donation\s+inter\s+vivos|deed\s+of\s+(?:gift|donation)",
            Deed,
            Refine::No,
            false,
        ),
        // A deed named for its granting verbs ("BARGAIN AND SALE DEED", Nevada's "GRANT, BARGAIN
        // AND SALE DEED") promises no covenant by its name: a warranty the grantor writes into the
        // body makes it a warranty deed, as under a bare "DEED". A fiduciary's ("EXECUTOR'S
        // BARGAIN AND SALE DEED") is a deed by the rule above.
        rule(r"(?:grant,?\s+)?bargain\s+and\s+sale\s+deed", Deed, Refine::Deed, false),
        // Louisiana acts of sale: "CASH SALE", "CREDIT DEED", "SALE OF LAND"; what is sold and
        // the warranty decide the kind, as under a bare "DEED".
        rule(
            r"(?:cash|credit)\s+(?:sale|deed)|act\s+of\s+(?:cash\s+)?sale|sale\s+of\s+(?:land|real\s+(?:estate|property))",
            Deed,
            Refine::Deed,
            false,
        ),
        rule(r"patent", Patent, Refine::No, true),
        rule(r"deed", Deed, Refine::Deed, true),
    ]
});

/// The words between an act and the lease it acts on ("RELEASE OF OIL AND GAS LEASE") may hold
/// the figures a scan reads for letters ("0IL", "M1NERAL"), as a spaced-out caption's glued words
/// do ("RELEASE0F0ILANDGASLEASE").
///
/// Every title rule in one regex, so that the caption window is read once. Titles are read as
/// a scan damages them ("SPEClAL WARRANTY DEED", "ORD ER ADMITTING WILL"): the caption is the
/// surest sign of the category, and a damaged word in it must not send the reading to the body.
///
/// The words of a title may also stand glued together ("WARRANTYDEED", "RELEASEDEED",
/// "(Releaseof Mortgage)"): a scan of a spaced-out heading often loses the space between its
/// words, so the space between two words of a title may be missing.
pub(super) static TITLES: LazyLock<Alternatives> = LazyLock::new(|| {
    Alternatives::new(TITLE_RULES.iter().map(|rule| ocr_tolerant(&format!(r"\b(?:{})", rule.pattern.replace(r"\s+", r"\s*")))))
});

/// What follows a form field's label on its line: a number ("Order No. 08-21904", "Order # 55") or a colon
/// ("Escrow/Order: none"). A title company's recording-request block names its order so, and a
/// court's own "ORDER" heads its text without either.
static FIELD_LABEL_END: LazyLock<Regex> = LazyLock::new(|| compile(r"^[ \t]*(?:no\b\.?|number\b|#|:)"));

/// A word before a title-like phrase that makes it a reference to another instrument.
static REFERENCE_WORD: LazyLock<Regex> = LazyLock::new(|| {
    compile(r"\b(?:that|certain|said|the|a|an|of|in|under|to|by|such|any|this|each|prior|recorded|and|or|said|which|from|with)\W*$")
});

/// The same on a heading line, where "and" joins the parts of one caption ("FINAL ACCOUNT AND
/// DETERMINATION OF HEIRSHIP") rather than a title to a recital, and so does a "with" inside the
/// line ("NOTICE OF EXPIRATION, WITH RELEASE"). A "with" that opens its line still subordinates
/// what follows to the title above: the subtitle "(With Assignment of Rents)" under "DEED OF
/// TRUST".
static HEADING_REFERENCE_WORD: LazyLock<Regex> = LazyLock::new(|| {
    compile(r"\b(?:that|certain|said|the|a|an|of|in|under|to|by|such|any|this|each|prior|recorded|said|which|from)\W*$|^\W*with\W*$")
});

/// Words after a title-like phrase that make it a recording reference ("Deed Records", "Deed
/// Book 40", and the clerk's short running header "Deeds Bk 12 Pg 402", whose plural and
/// abbreviations the title pattern's prefix leaves behind).
static RECORDS_WORD: LazyLock<Regex> =
    LazyLock::new(|| compile(r"^s?\W*(?:records?|book|bk\b|recorded|vol\b|volume|page|pg\b|of\s+record)"));

/// How far past the caption window the caption is still looked for when the premises begin
/// later: a recorder's cover sheet or stamp block of forty lines comes before many modern
/// instruments' own title.
const CAPTION_REGION_BYTES: usize = 4000;

/// Words (of two letters or more) of the shortest line of prose, which ends a caption.
const PROSE_WORDS: usize = 6;

/// Words on a heading line beside its title ("SURVIVORSHIP TENANCY", a county office's name
/// that OCR ran into the line) that still leave it a heading.
const HEADING_OTHER_WORDS: usize = 4;

#[derive(Debug)]
pub(super) struct Title {
    pub(super) category: DocCategory,
    pub(super) refine: Refine,
    /// The title as written, white space made single.
    pub(super) label: String,
    /// How the title rules read a label that OCR damaged ("Warranty Deed" for "Waxrenty Deed").
    pub(super) mended: Option<String>,
    /// Where the title was found, for the warning that explains the category.
    pub(super) place: Place,
    /// A one-word title ("DEED", "ASSIGNMENT") that a specific one beats.
    pub(super) bare: bool,
    pub(super) start: usize,
    pub(super) end: usize,
}

/// Where a title stands.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Place {
    /// On a heading line of its own before the premises.
    Heading,
    /// Inside a line of the caption window, in capitals or title case.
    InLine,
    /// The name the premises give the instrument ("THIS MORTGAGE, made ...").
    OwnName,
}

impl Place {
    pub(super) fn describe(self) -> &'static str {
        match self {
            Place::Heading => "the heading line before the premises",
            Place::InLine => "a line of the caption window",
            Place::OwnName => "the premises, which name the instrument",
        }
    }
}

/// The instrument's caption. An instrument puts its title on a line of its own before the
/// premises, often after a recorder's cover sheet or a stamp block whose lines name kinds of
/// instrument too ("DEED APPROVED FOR TRANSFER", "Deed Doc Stamps: $2.10"): the heading line
/// nearest the premises is the instrument's own, and a specific title ("GENERAL WARRANTY DEED")
/// beats a bare one. When no title stands on a heading line, the earliest title of the first
/// lines that reads like one (capitals or title case) counts, as a clerk's margin caption or a
/// title run into the premises writes it. Each reading is tried on the text as written first,
/// then with OCR-damaged words mended ([`super::mended`]).
pub(super) fn find_title(instrument: &Instrument) -> Option<Title> {
    let text = instrument.text.as_str();
    let window_end = caption_window_end(text);
    let region_end = caption_region_end(instrument, window_end);
    let region = &text[..region_end];
    let heading = heading_title(instrument, region, None);
    // A specific heading settles it, and so does a bare one alone on its line ("DEED"); one with
    // other words beside it may be a damaged specific title ("SPECIAL WARRANTV DEED").
    if heading.as_ref().is_some_and(|title| !title.bare || alone_on_its_line(text, title)) {
        return heading;
    }
    let mended = Mended::new(&text[..region_end.max(window_end)]);
    let mended_heading =
        mended.as_ref().and_then(|mended| heading_title(instrument, &mended.text[..mended.mended_offset(region_end)], Some(mended)));
    // A mended title counts when it is specific, or when it covers the bare one read as written
    // and more: "D E E D T O S E C U R E D E B T" read whole, not its first word.
    let covers_more = |title: &Title| heading.as_ref().is_some_and(|bare| title.start <= bare.start && title.end > bare.end);
    if let Some(title) = mended_heading.filter(|title| !title.bare || covers_more(title)).or(heading) {
        return Some(title);
    }
    inline_title(text, &text[..window_end], None).or_else(|| {
        let mended = mended?;
        let window_end = mended.mended_offset(window_end);
        inline_title(text, &mended.text[..window_end], Some(&mended))
    })
}

/// How far into the text the premises' name for the instrument is looked for.
const OWN_NAME_BYTES: usize = 1500;

/// The words that open the premises' name for the instrument: "THIS", "This Indenture of" (a
/// partition, a mortgage), "this instrument of".
static OWN_NAME_OPENING: LazyLock<Regex> = LazyLock::new(|| compile(r"\bthis\s+(?:(?:indenture|instrument)\s+of\s+)?"));

/// What follows a name the premises give the instrument: the making ("made", "is made",
/// "entered into", "dated", "executed") or the comma before it, as the premises of a deed, a
/// mortgage or a partition open ("THIS MORTGAGE, made this 3rd day of ...").
static OWN_NAME_MAKING: LazyLock<Regex> =
    LazyLock::new(|| compile(r"^\s*(?:,|\(|(?:is\s+|was\s+)?(?:made|entered|dated|executed|given)\b|witnesseth\b)"));

/// The kind the premises name when the caption is missing or bare: "THIS WARRANTY DEED, made
/// ...", "THIS MORTGAGE, made ...", "THIS INDENTURE OF PARTITION, made ...", read by the
/// caption's own grammar. The drafter who writes no title (or only "DEED") names the instrument
/// as he opens it; only a name that settles the kind counts, as a bare "THIS DEED" or "THIS
/// AFFIDAVIT" leaves the choice to the body. A release counts too ("THIS DEED OF RELEASE, made
/// ..."): a trustee's release of a deed of trust is written with a quitclaim's verbs, and the
/// name keeps it from being read as the quitclaim its verbs would make it; what it releases (a
/// lien, a lease) then decides, as under a "RELEASE" caption.
pub(super) fn own_name(text: &str) -> Option<Title> {
    let window = &text[..floor_char_boundary(text, OWN_NAME_BYTES.min(text.len()))];
    OWN_NAME_OPENING.find_iter(window).find_map(|opening| {
        let rest = &text[opening.end()..floor_char_boundary(text, (opening.end() + 80).min(text.len()))];
        let (index, found) = TITLES.matches(rest).next().filter(|(_, found)| found.start() == 0)?;
        let rule = TITLE_RULES.get(index).filter(|rule| matches!(rule.refine, Refine::No | Refine::Release))?;
        OWN_NAME_MAKING.is_match(&rest[found.end()..]).then(|| {
            let (start, end) = (opening.end(), opening.end() + found.end());
            Title {
                category: rule.category,
                refine: rule.refine,
                label: single_spaced(&text[start..end]),
                mended: None,
                place: Place::OwnName,
                bare: false,
                start,
                end,
            }
        })
    })
}

/// Where the heading lines of the caption end: at the premises (the first part of the body the
/// segmentation found), or failing that at the first line of prose, when either begins within
/// [`CAPTION_REGION_BYTES`]; else at the end of the caption window.
fn caption_region_end(instrument: &Instrument, window_end: usize) -> usize {
    use crate::pipeline::SegmentKind::{Granting, Habendum, Land, Premises, Reservations};
    let text = instrument.text.as_str();
    let limit = floor_char_boundary(text, CAPTION_REGION_BYTES.min(text.len()));
    instrument
        .segments
        .iter()
        .find(|segment| matches!(segment.kind, Premises | Granting | Land | Reservations | Habendum))
        .map(|segment| heading_lines_end(text, segment.start))
        .filter(|start| *start <= limit)
        .or_else(|| first_prose_line(text, 0, limit))
        .unwrap_or(window_end)
}

/// Where the heading lines end before a part of the body that starts at `start`: at `start`
/// when it opens its line or follows a title run into it ("WARRANTY DEED KNOW ALL MEN"), else at
/// the start of its line. A part found inside a sentence ("The Trust Deed is described as
/// follows:", where the land description opens) must not cut the sentence into a line that
/// ends with a title-like word.
fn heading_lines_end(text: &str, start: usize) -> usize {
    let line_start = text[..start].rfind('\n').map_or(0, |newline| newline + 1);
    if text[line_start..start].chars().any(char::is_lowercase) { line_start } else { start }
}

/// The start of the first line of prose in `from..limit`: six words or more, half of them in
/// lower case, as no title, stamp or cover sheet line is.
fn first_prose_line(text: &str, from: usize, limit: usize) -> Option<usize> {
    let mut start = from;
    for line in text[from..limit].split_inclusive('\n') {
        let words = line.split(|c: char| !c.is_alphabetic()).filter(|word| word.chars().nth(1).is_some());
        let (count, lower) = words
            .fold((0, 0), |(count, lower), word| (count + 1, lower + usize::from(word.chars().next().is_some_and(char::is_lowercase))));
        if count >= PROSE_WORDS && lower * 2 >= count {
            return Some(start);
        }
        start += line.len();
    }
    None
}

/// Whether a bare title stands alone on its line: no word of three letters beside it, and no
/// three letters typed spaced out ("D E E D   T O   S E C U R E   D E B T", whose first word the
/// tolerant title rules read as a bare "DEED").
fn alone_on_its_line(text: &str, title: &Title) -> bool {
    let line_start = text[..title.start].rfind('\n').map_or(0, |at| at + 1);
    let line_end = text[title.end..].find('\n').map_or(text.len(), |at| title.end + at);
    let other = |part: &str| {
        part.split(|c: char| !c.is_alphanumeric()).any(|word| word.len() >= 3)
            || part.chars().filter(|c| c.is_alphabetic()).nth(2).is_some()
    };
    !other(&text[line_start..title.start]) && !other(&text[title.end..line_end])
}

/// A title read in `read` (the text, or its mended copy), with its span in the text.
struct Found {
    rule: usize,
    start: usize,
    end: usize,
    bare: bool,
    mended: Option<String>,
}

/// The titles of `read` that read like one, in order, none inside another: on a heading line
/// of their own (`heading`, in any case), or else in capitals or title case. `mended` maps the
/// spans of a mended copy back to the text.
fn titles<'r>(read: &'r str, mended: Option<&'r Mended>, heading: bool) -> impl Iterator<Item = (Match<'r>, Found)> + 'r {
    let mut covered_to = 0;
    TITLES.matches(read).filter_map(move |(index, found)| {
        let rule = TITLE_RULES.get(index)?;
        let placed = if heading { stands_as_heading(read, &found, rule.bare) } else { in_title_case(read, &found, rule.bare) };
        let reference = if heading { &HEADING_REFERENCE_WORD } else { &REFERENCE_WORD };
        if found.start() < covered_to {
            return None;
        }
        // Inside a line, a reference's words are a reference throughout: "this Special Warranty
        // Deed" read as a reference must not come back as its "Warranty Deed". A heading line
        // keeps its later words: a margin caption set beside "To }" is still the caption.
        if !reads_as_title(read, &found, reference) {
            if !heading {
                covered_to = found.end();
            }
            return None;
        }
        if !placed || (rule.refine == Refine::Court && rule.bare && FIELD_LABEL_END.is_match(&read[found.end()..])) {
            return None;
        }
        let (start, end, mended_as) = match mended {
            Some(mended) => {
                let (start, end) = (mended.text_offset(found.start()), mended.text_offset(found.end()));
                if !mended.reads_with_a_sound_word(found.start(), found.end()) {
                    return None;
                }
                (start, end, mended.changes(found.start(), found.end()).then(|| single_spaced(found.as_str())))
            }
            None => (found.start(), found.end(), None),
        };
        covered_to = found.end();
        Some((found, Found { rule: index, start, end, bare: rule.bare, mended: mended_as }))
    })
}

/// The title of the heading line nearest the premises, a specific one before a bare one; on
/// one line, the first ("RIGHT OF WAY EASEMENT" is a right of way). The act an instrument does
/// upon another outranks the name of the other wherever the caption names both: the outer act
/// is what was recorded. A marginal satisfaction copied with its mortgage ("MORTGAGE AND
/// SATISFACTION"), an assignment or a release with a subtitle naming the lease it acts on
/// ("ASSIGNMENT OF LEASE" over "(State Mineral Lease)", "RELEASE" over "OIL AND GAS LEASE NO. 4")
/// are the act, not the lease or the mortgage.
fn heading_title(instrument: &Instrument, read: &str, mended: Option<&Mended>) -> Option<Title> {
    let text = instrument.text.as_str();
    let mut best: Option<(Found, usize)> = None;
    for (found, title) in titles(read, mended, true) {
        if instrument.recital_at(title.start).is_some() {
            continue;
        }
        let line = read[..found.start()].rfind('\n').map_or(0, |at| at + 1);
        let better = match &best {
            None => true,
            Some((earlier, _)) if acts_upon(title.rule, earlier.rule) => true,
            Some((earlier, _)) if acts_upon(earlier.rule, title.rule) => false,
            Some((earlier, _)) if secures_with_a_pledge(earlier.rule, title.rule) => false,
            Some((earlier, earlier_line)) if line == *earlier_line => earlier.bare && !title.bare,
            Some((earlier, _)) => earlier.bare || !title.bare,
        };
        if better {
            best = Some((title, line));
        }
    }
    let (best, _) = best?;
    title_from(text, best, Place::Heading)
}

/// Whether a security instrument's title (`security`) is followed by the title of a pledge made
/// with it (`pledge`, a title of category `other`), on its line or on a subtitle below it: a
/// lender's form names the instrument first and what it also assigns after ("DEED OF TRUST AND
/// ASSIGNMENT OF RENTS", "MORTGAGE AND ASSIGNMENT OF LEASES", "TRUST DEED" over "(With
/// Assignment of Rents)"). The security instrument is what was recorded; its rule counts as bare
/// only for the one word "MORTGAGE", which a specific title would otherwise beat.
fn secures_with_a_pledge(security: usize, pledge: usize) -> bool {
    let (Some(security), Some(pledge)) = (TITLE_RULES.get(security), TITLE_RULES.get(pledge)) else { return false };
    security.category == DocCategory::DeedOfTrust && pledge.category == DocCategory::Other && pledge.refine == Refine::No
}

/// Whether the title rule `act` names an act done upon the kind of instrument `acted_on` names:
/// an assignment, release, surrender, ratification or satisfaction (specific or bare) against an
/// oil and gas lease or a security instrument.
fn acts_upon(act: usize, acted_on: usize) -> bool {
    use DocCategory::{DeedOfTrust, LeaseAssignment, LeaseRatification, LeaseRelease, MortgageRelease, OilGasLease};
    let (Some(act), Some(acted_on)) = (TITLE_RULES.get(act), TITLE_RULES.get(acted_on)) else { return false };
    let is_act = matches!(act.category, LeaseAssignment | LeaseRelease | LeaseRatification | MortgageRelease)
        || matches!(act.refine, Refine::Release | Refine::Assignment);
    is_act && matches!(acted_on.category, OilGasLease | DeedOfTrust)
}

/// The earliest title of the caption window that reads like one and is no word of a company's
/// name ("SOONER MORTGAGE CO.", "Red River Royalty Company" name a party, not the instrument).
fn inline_title(text: &str, window: &str, mended: Option<&Mended>) -> Option<Title> {
    let (_, found) = titles(window, mended, false).find(|(_, found)| !in_company_name(text, found.start, found.end))?;
    title_from(text, found, Place::InLine)
}

fn title_from(text: &str, found: Found, place: Place) -> Option<Title> {
    let rule = TITLE_RULES.get(found.rule)?;
    Some(Title {
        category: rule.category,
        refine: rule.refine,
        label: single_spaced(&text[found.start..found.end]),
        mended: found.mended,
        place,
        bare: found.bare,
        start: found.start,
        end: found.end,
    })
}

/// A title stands as a heading when the rest of its line is a few capitalised words or debris:
/// no figures (fees, book and page, dates) and no "Label:" before it, which make the line a
/// stamp or a form field that names a kind of instrument, and no comma at its end, which makes
/// it the first line of a sentence ("This Deed,\nmade the ..."). A bare title followed by a
/// participle is a county's stamp line ("DEED EXAMINED FOR TRANSFER", "DEED APPROVED"); "DEED"
/// after one ("RELEASE DEED") is no participle.
fn stands_as_heading(read: &str, found: &Match, bare: bool) -> bool {
    let line_start = read[..found.start()].rfind('\n').map_or(0, |at| at + 1);
    let line_end = read[found.end()..].find('\n').map_or(read.len(), |at| found.end() + at);
    let (before, after) = (&read[line_start..found.start()], &read[found.end()..line_end]);
    if before.contains(':') || after.trim_end().ends_with([',', ';']) {
        return false;
    }
    let next_word = after.split(|c: char| !c.is_alphanumeric()).find(|word| !word.is_empty()).unwrap_or_default();
    if bare && next_word.len() >= 4 && next_word.to_ascii_lowercase().ends_with("ed") && !next_word.eq_ignore_ascii_case("deed") {
        return false;
    }
    let mut other_words = 0;
    for word in before.split(|c: char| !c.is_alphanumeric()).chain(after.split(|c: char| !c.is_alphanumeric())) {
        if is_figure(word) {
            return false;
        }
        if word.chars().count() < 3 {
            continue;
        }
        if !word.chars().next().is_some_and(char::is_uppercase) {
            return false;
        }
        other_words += 1;
    }
    other_words <= HEADING_OTHER_WORDS
}

/// Whether a word of a heading line is a figure (a fee, a book or page, a date, "R3W"): it holds a
/// digit, and is not a word of three letters or more in which a scan read "0" for "O" or "1" for
/// "I" ("NOTICE OF EXPIRATI0N").
fn is_figure(word: &str) -> bool {
    let digits = word.chars().filter(char::is_ascii_digit).count();
    let letters = word.chars().filter(char::is_ascii_alphabetic).count();
    digits > 0 && (letters < 3 || word.chars().any(|c| c.is_ascii_digit() && c != '0' && c != '1'))
}

/// The end of the caption window: the first [`CAPTION_LINES`] lines with three letters or more,
/// at most [`CAPTION_BYTES`] bytes.
fn caption_window_end(text: &str) -> usize {
    let mut counted = 0;
    let mut end = 0;
    for line in text.split_inclusive('\n') {
        end += line.len();
        if line.chars().filter(|c| c.is_alphabetic()).nth(2).is_some() {
            counted += 1;
        }
        if counted >= CAPTION_LINES || end >= CAPTION_BYTES {
            break;
        }
    }
    floor_char_boundary(text, end.min(CAPTION_BYTES).min(text.len()))
}

/// A title is not introduced by a word that makes it a reference ("that certain Oil and Gas
/// Lease") and is not a records name ("Deed Records").
fn reads_as_title(window: &str, found: &Match, reference: &Regex) -> bool {
    let line_start = window[..found.start()].rfind('\n').map_or(0, |at| at + 1);
    let line_end = window[found.end()..].find('\n').map_or(window.len(), |at| found.end() + at);
    if reference.is_match(&window[line_start..found.start()]) || RECORDS_WORD.is_match(&window[found.end()..line_end]) {
        return false;
    }
    // "… Oil and Gas Lease" rejected for its "by" must not come back as "and Gas Lease".
    let first_word = found.as_str().split_whitespace().next().unwrap_or_default();
    !(first_word.eq_ignore_ascii_case("and") || first_word == "&")
}

/// Inside a line, a title is in capitals or in title case, and a bare one ("Deed") stands on
/// a short line.
fn in_title_case(window: &str, found: &Match, bare: bool) -> bool {
    let line_start = window[..found.start()].rfind('\n').map_or(0, |at| at + 1);
    let line_end = window[found.end()..].find('\n').map_or(window.len(), |at| found.end() + at);
    let matched = found.as_str();
    let capitals = !matched.chars().any(|c| c.is_lowercase());
    if capitals {
        return true;
    }
    let title_case = matched
        .split(|c: char| !c.is_alphabetic())
        .filter(|word| word.chars().count() >= 4)
        .all(|word| word.chars().next().is_some_and(char::is_uppercase));
    let short_line = window[line_start..line_end].trim().chars().count() <= 40;
    title_case && (!bare || short_line)
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::vocab::DocCategory;

    #[test]
    fn titles_damaged_by_the_scan_still_name_the_category() {
        let cases = [
            (
                "SPEClAL WARRANTY DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That ROY D. KEEL conveys the land.\n",
                DocCategory::SpecialWarrantyDeed,
            ),
            ("QUIT CLAlM DEED\n\nKNOW ALL MEN BY THESE PRESENTS: That ROY D. KEEL releases the land.\n", DocCategory::QuitclaimDeed),
            (
                "NO. 5521\n\nIN THE COUNTY COURT OF LOVING COUNTY, TEXAS\n\nORD ER ADMITTING WILL TO PROBATE\n\nOn this day the application was heard.\n",
                DocCategory::Probate,
            ),
            ("TRANSFER 0F ROY ALTY\n\nKNOW ALL MEN BY THESE PRESENTS: That ROY D. KEEL transfers the royalty.\n", DocCategory::RoyaltyDeed),
            ("RlGHT-OF-WAY AGREEMENT\n\nKNOW ALL MEN BY THESE PRESENTS: That ROY D. KEEL grants a line.\n", DocCategory::RightOfWay),
        ];
        for (text, category) in cases {
            assert_eq!(classify(text).category, category, "{text}");
        }
    }

    #[test]
    fn titles_whose_words_the_scan_glued_together() {
        assert_eq!(category(&format!("SPECIALWARRANTYDEED\n{DEED_BODY}")), DocCategory::SpecialWarrantyDeed);
        let release = "RELEASEDEED\n(Releaseof Mortgage)\n\nKNOW ALL MEN BY THESE PRESENTS, That the FARMERS BANK OF ODELL, for one \
dollar, does hereby remise, release, convey and quit-claim unto AMOS RING all the right it may have acquired in the land below \
by the mortgage recorded in Book 88.\n";
        assert_eq!(category(release), DocCategory::MortgageRelease);
    }

    /// The act an instrument does upon another decides it where the caption also names the
    /// other: a subtitle naming the lease assigned or released, a mortgage copied with the
    /// satisfaction written on it. Captions and bodies of our own wording.
    #[test]
    fn the_outer_act_of_the_caption_decides() {
        let assignment = "ASSIGNMENT OF OIL AND GAS LEASE\n(County School Land Mineral Lease)\n\nFor value received, Juniper Rock \
Partners does hereby assign, transfer and set over unto Basalt Operating Co. all of its interest in the lease named above.\n";
        let found = classify(assignment);
        assert_eq!(found.category, DocCategory::LeaseAssignment, "{:?}", found.warnings);
        let release = "RELEASE OF OIL AND GAS LEASE\nOIL AND GAS LEASE No. 88\n\nThe undersigned holder of the lease does hereby \
release and surrender the said lease as to all of the land.\n";
        assert_eq!(category(release), DocCategory::LeaseRelease);
        let marginal = "MORTGAGE WITH ITS SATISFACTION\n\nKNOW ALL MEN BY THESE PRESENTS, that we, Noel Ashby and Vera Ashby, to \
secure our note, do hereby grant, bargain, sell and convey unto Otto Crane the land below. If the note is paid, this conveyance \
shall be void.\nSigned this 2nd day of May, 1931.\nNoel Ashby\nFiled for record May 3, 1931, and recorded in Mortgage Book 9, \
page 12.\n\nThe debt secured by the within mortgage being paid, I do hereby satisfy and discharge the same.\nOtto Crane\n";
        let found = classify(marginal);
        assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::MortgageRelease, Some(false)));
        // The lease or mortgage alone keeps its own name.
        assert_eq!(
            category("OIL AND GAS LEASE\nLessor hereby grants, leases and lets unto Lessee the land below.\n"),
            DocCategory::OilGasLease
        );
        let mortgage = marginal.replace("MORTGAGE WITH ITS SATISFACTION", "MORTGAGE");
        let mortgage = &mortgage[..mortgage.find("\n\nThe debt secured").expect("the satisfaction follows the stamp")];
        assert_eq!(category(mortgage), DocCategory::DeedOfTrust);
        // The satisfaction's verbs glued by the scan: its acknowledgment of payment still says it.
        let glued = marginal.replace(
            "The debt secured by the within mortgage being paid, I do hereby satisfy and discharge the same.",
            "I acknowledge full payment of the whole debt secured by the within mortgage and satisfyand discharge it.",
        );
        assert_eq!(category(&glued), DocCategory::MortgageRelease);
    }

    /// A lender's form names the security instrument first and the pledges made with it after, on
    /// the caption's one line: the deed of trust or mortgage is what was recorded, whatever
    /// "ASSIGNMENT OF ..." follows it. An assignment alone keeps its own name. Our own wording.
    #[test]
    fn a_security_instrument_joined_by_its_pledges_is_the_security_instrument() {
        let body = "\n\nTHIS DEED OF TRUST is made the 4th day of March, 1971, by Ada Voss, Trustor, to Canyon Title Company, Trustee, \
for the benefit of Mesa Savings Association, Beneficiary. Trustor grants to Trustee, in trust with power of sale, Lot 9, Block 2, \
Sunrise Acres, to secure the payment of her note.\n";
        for caption in [
            "DEED OF TRUST AND ASSIGNMENT OF RENTS",
            "SHORT FORM DEED OF TRUST AND ASSIGNMENT OF LEASES",
            "MORTGAGE AND ASSIGNMENT OF RENTS",
            "DEED OF TRUST\n(Short Form, With Assignment of Rents)",
            "MORTGAGE\n(Assignment of Leases and Rents)",
        ] {
            let found = classify(&format!("{caption}{body}"));
            assert_eq!(found.category, DocCategory::DeedOfTrust, "{caption}: {:?}", found.warnings);
        }
        let assignment = "ASSIGNMENT OF RENTS\n\nFor value received, Ada Voss assigns to Mesa Savings Association all rents of \
Lot 9, Block 2, Sunrise Acres.\n";
        assert_eq!(category(assignment), DocCategory::Other);
    }

    /// A recording-request block whose lines read as prose ends the heading lines before the
    /// caption; its title company's "Order No." or "Escrow/Order:" field is no court's order,
    /// and the deed's own caption, read in the first lines, decides. Our own wording.
    #[test]
    fn a_title_companys_order_number_is_no_court_order() {
        let deed = "Recording requested by and when recorded return to the grantee at the address below:\nNora Quist, 18 Ridge Lane, Ely, Nevada\n{FIELD}\n\nQUITCLAIM DEED\n\nFor value received, Ben Quist, a single man, does hereby quitclaim to Nora Quist all his interest in Lot 3, Block 7, Ely Heights, White Pine County, Nevada.\n";
        for field in ["Title Order No. 44-1903", "Escrow/Order: none", "Order # 5521-B"] {
            let found = classify(&deed.replace("{FIELD}", field));
            assert_eq!(found.category, DocCategory::QuitclaimDeed, "{field}: {:?}", found.warnings);
        }
        // A court's own order heads its text alone on its line.
        let order = "ORDER\nIn the Matter of the Estate of Ben Quist, Deceased. The court finds that Ben Quist died intestate and \
that his heirs are the persons named below, and it is ordered that the land below be distributed to them.\n";
        assert_eq!(category(order), DocCategory::Probate);
    }

    /// A reassignment hands a lease back from the assignee to its assignor: an assignment of the
    /// lease, not the lease its caption names after it. Our own wording.
    #[test]
    fn a_reassignment_of_a_lease_is_an_assignment() {
        let text = "REASSIGNMENT OF OIL AND GAS LEASE\n\nCopper Flat Energy, the assignee under the assignment of the lease \
named below, does hereby reassign, transfer and set over unto Delmar Oil Company all of its interest in the oil and gas lease \
dated May 2, 1970, insofar as it covers the land below.\n";
        assert_eq!(category(text), DocCategory::LeaseAssignment);
    }

    #[test]
    fn a_probate_courts_decree_determining_descent() {
        let decree = "IN THE PROBATE COURT OF RENO COUNTY, KANSAS\nIn the Matter of the Estate of OLAF BERG, Deceased.\n\
DECREE DETERMINING DESCENT\nNow on this 3rd day of May, 1950, the petition comes on for hearing. The Court finds that Olaf Berg \
died intestate and that his sole heirs at law are the persons named below.\n";
        assert_eq!(category(decree), DocCategory::Probate);
    }

    #[test]
    fn special_and_general_warranty_titles() {
        assert_eq!(category(&format!("SPECIAL WARRANTY DEED\n{DEED_BODY}")), DocCategory::SpecialWarrantyDeed);
        assert_eq!(category(&format!("GENERAL WARRANTY DEED\n{DEED_BODY}")), DocCategory::WarrantyDeed);
    }

    #[test]
    fn oil_and_gas_lease_titles() {
        let body = "THIS AGREEMENT made this 4th day of May, 1961, between RUTH ODOM, Lessor, and PERMIAN TRADERS INC., Lessee. \
Lessor hereby grants, leases and lets exclusively unto Lessee the land described below.\n";
        for title in
            ["OIL AND GAS LEASE", "OIL, GAS AND MINERAL LEASE", "PAID-UP OIL AND GAS LEASE", "Oil & Gas Lease", "0IL AND GAS LEASE"]
        {
            let found = classify(&format!("{title}\n{body}"));
            assert_eq!(found.category, DocCategory::OilGasLease, "{title}");
            assert_eq!(found.label.as_deref(), Some(title));
            assert_eq!(found.confidence, 0.95);
        }
    }

    #[test]
    fn title_opinion_is_other() {
        let text = "DRILLING TITLE OPINION\nWe have examined the following instruments: Warranty Deed dated 1920; Oil and Gas Lease \
dated 1944, whereby the lessor did grant, demise, lease and let the land.\n";
        let found = classify(text);
        assert_eq!((found.category, found.confidence), (DocCategory::Other, 0.8));
        assert_eq!(found.label.as_deref(), Some("TITLE OPINION"));
    }

    #[test]
    fn title_found_below_ocr_debris() {
        let text =
            "~ ; ' .\nSS &\n1 2\nBOOK 88 PAGE 19\n| MINERAL DEED oe\nThat SAM HOLT does hereby grant, sell and convey unto ROY NASH.\n";
        let found = classify(text);
        assert_eq!(found.category, DocCategory::MineralDeed);
        assert_eq!(found.label.as_deref(), Some("MINERAL DEED"));
    }

    /// A recorder's cover sheet and a county's stamp block of our own making, each line of which
    /// names a kind of instrument or a fee, before the instrument's own title.
    const COVER_SHEET: &str = "Orla P. Venn, County Recorder\nDOC # 2019-0044172  Pages 3  Recorded 04/11/2019 09:14 AM\n\
Deed Doc Stamps: $215.60  Rec Fee: $27.00\nDEED EXAMINED FOR TRANSFER\nBY: RJ  DATE: 4-11-19\nCOUNTY MAP OFFICE\n\
DEED CHECKED FOR DESCRIPTION\nWhen recorded return to:\nBrightwater Title Co.\n88 Elm Street\nLancaster, OH 43130\n\
Prepared by: Jo Ann Pruitt, Attorney\nParcel No. 12-0044-003\nMail tax bills to grantee\nFile 19-2233\nSeller: Fenn\n\
Buyer: Ostrow\n";

    #[test]
    fn the_caption_after_a_cover_sheet_is_the_heading_line_nearest_the_premises() {
        let body = "KNOW ALL MEN BY THESE PRESENTS, that Irma Fenn, a widow, for valuable consideration paid, grants to Dale \
Ostrow the following real property in Fairfield County.\n";
        for (title, category) in [
            ("SPECIAL WARRANTY DEED", DocCategory::SpecialWarrantyDeed),
            ("Limited Warranty Deed", DocCategory::SpecialWarrantyDeed),
            ("QUIT-CLAIM DEED", DocCategory::QuitclaimDeed),
            ("EASEMENT", DocCategory::RightOfWay),
            ("warranty deed", DocCategory::WarrantyDeed),
            ("SURVIVORSHIP TENANCY\nGENERAL WARRANTY DEED", DocCategory::WarrantyDeed),
            ("COUNTY AUDITOR FIDUCIARY'S DEED", DocCategory::Deed),
        ] {
            let found = classify(&format!("{COVER_SHEET}\n{title}\n\n{body}"));
            assert_eq!(found.category, category, "{title}");
            assert!(found.warnings[0].contains("heading line"), "{title}: {:?}", found.warnings);
        }
    }

    #[test]
    fn a_caption_stands_where_prose_begins_when_the_premises_have_no_known_opening() {
        let text = format!(
            "{COVER_SHEET}{COVER_SHEET}\nNATURAL GAS PIPELINE LICENSE AGREEMENT\nThis agreement is made by and between the Town of \
Bell Creek and Ridgeway Gathering LLC for a line across the town's park.\nThe town grants the company leave to lay the line.\n"
        );
        assert_eq!(category(&text), DocCategory::RightOfWay);
    }

    #[test]
    fn a_heading_is_not_a_stamp_or_field_line_nor_the_first_line_of_a_sentence() {
        // "DEED" in the stamp lines and "Deed," opening the premises are no captions: the form's
        // title printed in the window is.
        let text = "Form 44-B  Warranty Deed, Statutory Short Form\nDEED EXAMINED FOR TRANSFER\nThis Deed,\nmade the 4th day of \
May, 1958, between Lyle Orcutt and Edna Orcutt, grantors, and Tom Birch, grantee, witnesseth.\n";
        let found = classify(text);
        assert_eq!((found.category, found.label.as_deref()), (DocCategory::WarrantyDeed, Some("Warranty Deed")));
    }

    #[test]
    fn captions_read_through_case_spacing_and_ocr_damage() {
        let body = "\nKNOW ALL MEN BY THESE PRESENTS: That Ray Tully, for Ten Dollars, does hereby grant, sell and convey unto Ivan Marsh \
the land below.\n";
        for (title, category, mended) in [
            ("W A R R A N T Y   D E E D", DocCategory::WarrantyDeed, None),
            ("WARRANTY DEEP", DocCategory::WarrantyDeed, Some("WARRANTY DEED")),
            ("SPECIAL WARRANTV DEED", DocCategory::SpecialWarrantyDeed, Some("SPECIAL WARRANTY DEED")),
            ("Mineral Dead", DocCategory::MineralDeed, Some("Mineral Deed")),
            ("Filed 1931 Book 40 Wairenty Deed John Ross", DocCategory::WarrantyDeed, Some("Warranty Deed")),
            ("ViewDoc40917CONVEYANCE OF OVERRIDING ROYALTY INTEREST", DocCategory::RoyaltyDeed, None),
        ] {
            let found = classify(&format!("{title}{body}"));
            assert_eq!(found.category, category, "{title}");
            assert_eq!(found.warnings[0].contains("read through OCR damage"), mended.is_some(), "{title}: {:?}", found.warnings);
            if let Some(mended) = mended {
                assert!(found.warnings[0].contains(mended), "{title}: {:?}", found.warnings);
            }
        }
    }

    #[test]
    fn a_damaged_word_alone_is_no_caption() {
        // "PARENT" is one letter from "PATENT", "DEAD" from "DEED": alone they name nothing.
        let text = "PARENT TRACT\nDEAD END ROAD\nThe undersigned owners state that the road has been closed.\n";
        let found = classify(text);
        assert_eq!((found.category, found.label), (DocCategory::Other, None));
        assert!(found.warnings[0].contains("looked for a caption"), "{:?}", found.warnings);
    }

    #[test]
    fn the_later_instrument_titles_of_recurring_forms() {
        let body = "\nFor Ten Dollars the undersigned grants the interest described below.\n";
        for (title, category) in [
            ("TERM OVERRIDING ROYALTY INTEREST CONVEYANCE", DocCategory::RoyaltyDeed),
            ("Royalty Conveyance", DocCategory::RoyaltyDeed),
            ("CONVEYANCE OF NON-PARTICIPATING ROYALTY", DocCategory::RoyaltyDeed),
            ("COMMISSIONERS' DEED", DocCategory::Deed),
            ("SPECIAL COMMISSIONER'S DEED", DocCategory::Deed),
            ("PIPELINE EASEMENT", DocCategory::RightOfWay),
            ("ORDER DETERMINING HEIRSHIP", DocCategory::Probate),
            ("FINAL ACCOUNT AND DETERMINATION OF HEIRSHIP", DocCategory::Probate),
        ] {
            assert_eq!(classify(&format!("{title}{body}")).category, category, "{title}");
        }
    }

    /// A title that acts on a lease ends at its first "LEASE": a form field or subtitle on the
    /// next line that opens with the word ("Lease: Oil and Gas Lease dated ...", "Lease No. 4471")
    /// is not read into the caption, which would then end inside that line and stand as no
    /// heading. Our own wording.
    #[test]
    fn a_title_ends_at_the_lease_it_names_before_the_next_line() {
        let ratification = "RATIFICATION AND JOINDER OF OIL AND GAS LEASE\n\nLease: Oil and Gas Lease dated June 3, 1988, \
from Ada Lind, lessor, to Coyote Draw Oil Co., lessee, recorded in Book 41, page 7.\n\nEach undersigned owner of a mineral \
interest in the land ratifies and confirms the lease and leases that interest to the present owner of the lease.\n";
        let found = classify(ratification);
        assert_eq!(found.category, DocCategory::LeaseRatification, "{:?}", found.warnings);
        assert_eq!(found.label.as_deref(), Some("RATIFICATION AND JOINDER OF OIL AND GAS LEASE"));
        let release = "RELEASE OF OIL AND GAS LEASE\nLease No. 4471\n\nThe undersigned lessee releases and surrenders the \
lease named above as to all of the land it covers.\n";
        let found = classify(release);
        assert_eq!((found.category, found.label.as_deref()), (DocCategory::LeaseRelease, Some("RELEASE OF OIL AND GAS LEASE")));
    }

    /// A release caption that names what kind of mortgage it releases in several words ("RELEASE
    /// OF REAL ESTATE AND CHATTEL MORTGAGE", "SATISFACTION OF FIRST REAL ESTATE MORTGAGE") names
    /// a lien's release, as "RELEASE OF MORTGAGE" does; a bare "CANCELLATION" leaves it to the body.
    /// Our own wording.
    #[test]
    fn release_captions_that_qualify_the_mortgage_and_a_bare_cancellation() {
        let body = "\n\nThe Farmers Loan Company, holder of the mortgage given it by Ned Pruitt dated May 2, 1931, declares the \
debt paid and releases it as to all the property it covers.\n";
        for caption in ["RELEASE OF REAL ESTATE AND CHATTEL MORTGAGE", "SATISFACTION OF FIRST REAL ESTATE MORTGAGE"] {
            let found = classify(&format!("{caption}{body}"));
            assert_eq!(found.category, DocCategory::MortgageRelease, "{caption}: {:?}", found.warnings);
        }
        let cancellation = "CANCELLATION\n\nThe debt secured by the security deed from Ned Pruitt to the Farmers Loan Company, \
recorded in Deed Book 90, page 14, having been paid, the Clerk of the Superior Court is hereby authorized and directed to \
cancel said deed of record.\n";
        assert_eq!(category(cancellation), DocCategory::MortgageRelease);
    }

    #[test]
    fn a_bare_release_is_what_its_releasing_words_release() {
        let lease = "RELEASE\nKNOW ALL MEN BY THESE PRESENTS: That Kiowa Basin Oil Co., owner of that certain oil and gas lease \
recorded in Book 61, Page 300, does hereby release, re1inquish and surrender said lease unto the lessor.\n";
        assert_eq!(category(lease), DocCategory::LeaseRelease);
        let lien = "RELEASE\nThe First State Bank, holder of the note, does hereby release the vendor's lien retained in the deed \
from Ann Cole to Walt Gibbs.\n";
        assert_eq!(category(lien), DocCategory::MortgageRelease);
        let other = classify("RELEASE\nThe undersigned releases the city from all claims for damage to the fence.\n");
        assert_eq!(other.category, DocCategory::Other);
        assert!(other.warnings.iter().any(|w| w.contains("no kind of release")), "{:?}", other.warnings);
    }

    /// A heading line that joins a notice to the release it also makes ("NOTICE OF TERMINATION,
    /// WITH RELEASE") is headed by the release, through a scan's "0" for "O" in the notice's
    /// word; a subtitle line that opens with "With" stays under the title above it. Our own
    /// wording.
    #[test]
    fn a_release_joined_to_a_notice_on_its_heading_line_heads_it() {
        let notice = "NOTICE OF TERMINATI0N, WITH RELEASE\n\nTO ALL PERSONS CONCERNED:\nDry Fork Oil Co. owns the leasehold under \
the Oil and Gas Lease dated May 2, 1979, from Ada Lind to Dry Fork Oil Co., which ended with its primary term. Dry Fork Oil Co. \
does hereby release the said lease to the lessor.\n";
        let found = classify(notice);
        assert_eq!(found.category, DocCategory::LeaseRelease, "{:?}", found.warnings);
        let pledge = "DEED OF TRUST\n(With Assignment of Rents)\n\nThis Deed of Trust is made by Ann Cole, trustor, to Mesa Title \
Co., trustee, for the benefit of Dry Fork Bank, beneficiary, to secure her note.\n";
        assert_eq!(category(pledge), DocCategory::DeedOfTrust);
    }

    #[test]
    fn figures_on_a_heading_line_make_it_no_heading_but_a_damaged_word_does() {
        for (word, figure) in [("R3W", true), ("1984", true), ("No.4", true), ("EXPIRATI0N", false), ("RELEASE", false), ("C0UNTY", false)]
        {
            assert_eq!(super::is_figure(word), figure, "{word}");
        }
    }

    /// A clerk's running header that names the book a copy was recorded in ("Deeds Bk 9 Pg 31",
    /// "Deed Book 40, Page 2") names no kind of instrument: the court's own caption does.
    #[test]
    fn a_running_header_naming_the_deed_book_is_no_caption() {
        for header in ["Lemhi Co. Deeds Bk 9 Pg 31", "DEED BK. 40 PG. 2", "Deed Vol. 7, p. 80"] {
            let text = format!(
                "{header}\nIN THE PROBATE COURT OF LEMHI COUNTY\nIn the Matter of the Estate of      )\nOTTO VALE,      )  DECREE OF \
DISTRIBUTION\n     Deceased.    )\nThe executor having filed his final account, the residue of the estate is distributed to the \
widow, Ilse Vale.\n"
            );
            assert_eq!(category(&text), DocCategory::Probate, "{header}");
        }
    }

    #[test]
    fn records_names_are_not_titles() {
        let text = "Recorded in Volume 12, Page 9 of the DEED RECORDS\nNothing else legible here.\n";
        let found = classify(text);
        assert_eq!((found.category, found.confidence, found.label), (DocCategory::Other, 0.2, None));
    }

    #[test]
    fn a_contract_to_sell_is_not_a_sale() {
        let contract = "CONTRACT FOR SALE OF LAND\nThe seller agrees to sell and the buyer agrees to buy the NE/4 of Section 3 \
for the price of Four Thousand Dollars, the deed to be delivered at closing.\n";
        assert_eq!(category(contract), DocCategory::Other);
        assert_eq!(category(&contract.replace("CONTRACT FOR", "AGREEMENT OF")), DocCategory::Other);
    }

    #[test]
    fn probate_instruments() {
        for title in ["ORDER ADMITTING WILL TO PROBATE", "LETTERS TESTAMENTARY", "CERTIFICATE OF TRANSFER", "JUDGMENT DECLARING HEIRSHIP"] {
            assert_eq!(
                category(&format!("{title}\nIn the Estate of WALTER PRICE, Deceased, in the County Court.\n")),
                DocCategory::Probate,
                "{title}"
            );
        }
        assert_eq!(category("Cause 441. The will of AMOS LEE was admitted to probate by this Court.\n"), DocCategory::Probate);
    }

    #[test]
    fn decrees_and_judgments_that_pass_a_decedents_estate_are_probate() {
        let body = "In the Matter of the Estate of ORVILLE J. TATE, Deceased. The Court finds that the decedent died \
intestate and that his heirs at law are his widow and two sons, to whom the land below is distributed.\n";
        for title in [
            "FINAL DECREE",
            "Final Decree of Distribution",
            "DECREE OF DISTRIBUTION",
            "DECREE OF FINAL SETTLEMENT AND DISTRIBUTION",
            "ORDER OF FINAL DISTRIBUTION",
            "JUDGMENT OF POSSESSION",
            "Judgment Sending Heirs Into Possession",
            "ORDER ADMITTING WILL TO PROBATE AS MUNIMENT OF TITLE",
            "MUNIMENT OF TITLE",
        ] {
            assert_eq!(category(&format!("{title}\n{body}")), DocCategory::Probate, "{title}");
        }
        let quiet_title = "FINAL DECREE QUIETING TITLE\nThe plaintiff is the owner of the NE/4 of Section 9 and the \
defendants have no right, title or interest therein.\n";
        assert_eq!(category(quiet_title), DocCategory::Other);
    }

    #[test]
    fn mineral_and_royalty_deeds() {
        assert_eq!(category(&format!("MINERAL DEED\n{DEED_BODY}")), DocCategory::MineralDeed);
        assert_eq!(category(&format!("MINERAL AND ROYALTY DEED\n{DEED_BODY}")), DocCategory::MineralDeed);
        assert_eq!(category(&format!("ROYALTY DEED\n{DEED_BODY}")), DocCategory::RoyaltyDeed);
        let minerals = "That EMMA GRAY, a feme sole, does hereby grant, sell and convey unto LOWELL KIRBY an undivided \
one-fourth (1/4) interest in and to all of the oil, gas and other minerals in and under the following described land, to-wit:\n";
        let found = classify(minerals);
        assert_eq!(found.category, DocCategory::MineralDeed);
        assert_eq!(found.evidence.map(|e| e.text), Some("oil, gas and other minerals".to_string()));
    }

    /// A gift of land is a deed whatever warranty the donor gives: the Louisiana act of donation
    /// and the deed of gift, under their titles or by the donation's verbs alone. Our own wording.
    #[test]
    fn acts_of_donation_and_deeds_of_gift_are_deeds() {
        let act = "STATE OF LOUISIANA\nPARISH OF RAPIDES\nBE IT KNOWN, that before me, the undersigned Notary, personally came \
and appeared CLOTILDE NAQUIN, hereinafter called Donor, who declared that she does by these presents give, grant and donate, \
with full warranty of title, unto her daughter, ANNETTE NAQUIN, hereinafter called Donee, the following described property: \
Lot 7 of Section 12.\n";
        for title in ["ACT OF DONATION INTER VIVOS", "ACT OF DONATlON", "DONATION INTER VIVOS", "Deed of Gift"] {
            let found = classify(&format!("{title}\n{act}"));
            assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::Deed, Some(true)), "{title}");
        }
        assert_eq!(category(&act.replace(", with full warranty of title,", "")), DocCategory::Deed);
        let verbs = act.replace("give, grant and donate", "donate, give and grant");
        assert_eq!(category(&verbs.replace(", with full warranty of title,", "")), DocCategory::Deed);
    }

    #[test]
    fn louisiana_acts_of_sale_are_deeds_and_mineral_sales_mineral_deeds() {
        let act = "STATE OF LOUISIANA\nPARISH OF OUACHITA\nBEFORE ME, the undersigned authority, personally came and appeared \
LUCIEN T. ARCENEAUX, who declared that he does by these presents grant, bargain, sell, convey, transfer, assign, set over, \
abandon and deliver unto MARCEL FONTENOT, herein called vendee, the following described property: Lot 3 of Section 8.\n";
        for title in ["CASH SALE", "Cash Deed", "SALE OF LAND", "CREDIT SALE", "ACT OF CASH SALE"] {
            let found = classify(&format!("{title}\n{act}"));
            assert_eq!(found.category, DocCategory::Deed, "{title}");
            assert!(found.category.conveys_fee() == Some(true), "{title}");
        }
        let warranted =
            format!("CASH SALE\n{act}with full warranty of title, and the vendor binds himself to warrant and defend the title.\n");
        assert_eq!(category(&warranted), DocCategory::WarrantyDeed);
        let minerals = "BEFORE ME, the undersigned authority, personally came and appeared ODILE GUIDRY, who declared that she does \
by these presents sell, convey and deliver unto DELTA LAND COMPANY, herein called vendee, an undivided one-half of the oil, \
gas and other minerals in and under the land described below.\n";
        for title in ["MINERAL DEED", "SALE OF MINERAL RIGHTS", "MINERAL SALE", "Sale of Oil, Gas and Minerals", "MINERAL RIGHTS SALE"] {
            assert_eq!(category(&format!("{title}\n{minerals}")), DocCategory::MineralDeed, "{title}");
        }
        for title in ["SALE OF ROYALTY", "ROYALTY SALE", "Sale of Term Royalty"] {
            assert_eq!(category(&format!("{title}\n{minerals}")), DocCategory::RoyaltyDeed, "{title}");
        }
    }

    /// A probate court's decree named for settling the estate ("DECREE OF FINAL SETTLEMENT AND
    /// ASSIGNMENT OF ESTATE", "ORDER APPROVING FINAL SETTLEMENT", "DECREE ASSIGNING ESTATE") is
    /// the court's, not a settlement that conveys. Our own wording, one caption damaged by a scan.
    #[test]
    fn a_decree_of_final_settlement_is_probate() {
        let body = "The Court finds that Lemuel Ashby died testate and that his will was admitted to probate; the \
executor's final account is approved, and the land below is hereby assigned to Nora Ashby and Carl Ashby in equal shares.\n";
        for caption in [
            "DECREE OF FINAL SETTLEMENT AND ASSIGNMENT OF ESTATE",
            "Order Approving Final Settlement",
            "DECREE ASSIGNING ESTATE",
            "DECREE 0F FINAL SETTLEMENT",
        ] {
            let text =
                format!("IN THE PROBATE COURT OF ELK COUNTY\nIn the Matter of the Estate of LEMUEL ASHBY, Deceased.\n{caption}\n{body}");
            let found = classify(&text);
            assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::Probate, Some(false)), "{caption}");
        }
    }

    /// An option, a right of first refusal or a farmout binds the parties to a later lease, sale
    /// or assignment and conveys nothing now: `other`, whatever lease, royalty or term it names.
    /// Our own wording.
    #[test]
    fn an_agreement_for_a_later_act_is_other() {
        let body = "For One Thousand Dollars, Ona Fisk gives Ridge Oil LLC the exclusive right to take an oil and gas lease of \
the land below, for a primary term of three years, by notice before June 1. This agreement grants, sells and conveys no \
interest in the land or in any royalty.\n";
        for caption in [
            "OPTION TO LEASE (OIL AND GAS)",
            "Option Agreement",
            "ROYALTY RIGHT OF FIRST REFUSAL AGREEMENT",
            "MEMORANDUM OF FARMOUT AGREEMENT",
            "MEMORANDUM OF OPTION",
        ] {
            let found = classify(&format!("{caption}\n{body}"));
            assert_eq!(found.category, DocCategory::Other, "{caption}: {:?}", found.warnings);
        }
    }

    /// The lessor's "ACKNOWLEDGMENT OF SURRENDER OF LEASE" and a lender's "ACKNOWLEDGEMENT OF
    /// SATISFACTION OF MORTGAGE" are the release itself; a trustee's release that names itself in
    /// its premises ("THIS DEED OF RELEASE, made ...") releases the lien it names, though its verbs
    /// are a quitclaim's. Our own wording.
    #[test]
    fn an_acknowledged_surrender_or_a_named_release_is_the_release() {
        let lease = "ACKNOWLEDGMENT OF SURRENDER OF LEASE\nI, Abner Cole, lessor in the oil and gas lease to Elk Gas Co. \
recorded in Lease Book 4, page 90, acknowledge that the company has surrendered the lease to me and that it is void.\n";
        let found = classify(lease);
        assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::LeaseRelease, Some(false)));
        let lien = "ACKNOWLEDGEMENT OF SATISFACTION OF MORTGAGE\nThe Farmers Bank, holder of the mortgage given by Ida Lusk \
recorded in Book 9, page 3, acknowledges that the debt is paid.\n";
        assert_eq!(category(lien), DocCategory::MortgageRelease);
        let named = "THIS DEED OF RELEASE, made this 2nd day of May, 1961, by Hal Greer and Amos Pike, Trustees, parties of \
the first part, and Ruth Dill, party of the second part. WHEREAS by deed of trust recorded in Trust Book 12, page 40, Ruth \
Dill conveyed the tract below to the Trustees to secure a note, which has been paid; NOW THEREFORE the Trustees do hereby \
release, remise and quitclaim unto Ruth Dill the said tract, and the lien of the deed of trust is hereby released.\n";
        let found = classify(named);
        assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::MortgageRelease, Some(false)), "{:?}", found.warnings);
        // A quitclaim that names itself a deed stays a quitclaim deed.
        let quitclaim = "THIS DEED, made this 2nd day of May, 1961, by Hal Greer, party of the first part, does hereby \
remise, release and quitclaim unto Ruth Dill the tract below.\n";
        assert_eq!(category(quitclaim), DocCategory::QuitclaimDeed);
    }
}
