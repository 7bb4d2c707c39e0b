//! The operative words: the granting verbs of each kind of instrument, the warranty covenant
//! that tells the kind of deed, and the weaker signs read when no granting verb is found.

use super::alternatives::Alternatives;
use super::{floor_char_boundary, in_own_words};
use crate::l0::conveyance::{granted_minerals, in_company_name};
use crate::l0::{Evidence, ascii_pattern as compile, in_recording_certificate, ocr_tolerant, ocr_tolerant_faint, ocr_tolerant_reading};
use crate::pipeline::{Instrument, SegmentKind};
use crate::vocab::DocCategory;
use regex::{Match, Regex};
use std::sync::LazyLock;

/// How far after a granting verb the thing granted is read ("all of the oil, gas and other
/// minerals in and under ...").
const GRANTED_OBJECT_BYTES: usize = 400;

/// The strong operative words: granting verbs of each kind of instrument.
struct OperativeRule {
    pattern: String,
    category: DocCategory,
    rule: &'static str,
    /// The verb needs a lease in the text to mean what it says ("assign", "release").
    needs_lease: bool,
}

static OPERATIVE_RULES: LazyLock<Vec<OperativeRule>> = LazyLock::new(|| {
    use DocCategory::*;
    let rule = |pattern: &str, category, rule, needs_lease| OperativeRule { pattern: pattern.to_string(), category, rule, needs_lease };
    vec![
        // "ratify and confirm", "ratify, adopt and confirm", "adopt, ratify, approve and confirm",
        // "ratifies, approves, renews and confirms": a list of verbs of assent that holds "ratify"
        // and ends in "confirm".
        rule(
            r"\bratif(?:y|ies|ied)(?:[\s,]+(?:and\s+)?(?:adopt|approve|renew|extend)(?:s|d|ed)?)*[\s,]+(?:and\s+)?confirm",
            LeaseRatification,
            "operative_ratify_confirm",
            true,
        ),
        // "doth hereby join in, adopt and confirm said lease", "adopts and confirms the oil and gas
        // lease": a co-owner who did not sign a lease assents to it with the same list of verbs
        // without "ratify" (the joinder of a cotenant or an heir); the lease must be what the list
        // confirms, as a spouse also "joins in and confirms" a deed.
        rule(
            r"\b(?:joins?\s+in|adopts?)(?:[\s,]+(?:and\s+)?(?:adopt|approve|ratif(?:y|ie)|renew)s?)*[\s,]+(?:and\s+)?confirms?\s+(?:(?:the|said|that|certain)\s+)*(?:(?:oil|gas|mineral)[\s,]+(?:and\s+)?)*lease\b",
            LeaseRatification,
            "operative_join_adopt_confirm",
            true,
        ),
        rule(
            r"\brelease[sd]?[\s,]+(?:relinquish(?:es|ed)?[\s,]+)?(?:and\s+)?surrender|\bsurrender(?:s|ed)?[\s,]+(?:and\s+)?release",
            LeaseRelease,
            "operative_release_surrender",
            true,
        ),
        // "does hereby release, relinquish and quitclaim unto the lessors ... all right, title and
        // interest ... in and to the said lease": the Texas and Oklahoma release of a lease,
        // whose verbs are a quitclaim's and whose object, named within the sentence (whose names
        // may hold initials), is the lease.
        rule(
            r"\brelease[sd]?[\s,]+(?:and\s+)?relinquish(?:es|ed)?(?:[\s,]+(?:and\s+)?(?:quit\W*claim|surrender|discharge)[a-z]*)?\b(?:[^.;]|\b[a-z]\.){0,250}?\b(?:said|the|that|this|such)\s+(?:(?:oil(?:,\s*|\s+and\s+)gas(?:\s+and\s+mineral)?|mineral)\s+)?lease\b",
            LeaseRelease,
            "operative_release_relinquish_lease",
            true,
        ),
        // "release and discharge said lease", "surrender and cancel the oil and gas lease", "does
        // hereby release the lease": two releasing verbs, or one after "hereby" or "does", whose
        // object is the lease itself.
        rule(
            r"(?:\b(?:release|surrender|cancel|relinquish)(?:s|d|es|ed|led)?(?:[\s,]+(?:and\s+)?(?:discharge|cancel|surrender|relinquish|release|terminate)(?:s|d|es|ed|led)?)+|\b(?:hereby|do(?:es)?)\s+(?:hereby\s+)?(?:release|surrender|cancel|relinquish)(?:s|d|es|ed|led)?)\s+(?:unto\s+[^.;]{0,80}?\s+)?(?:(?:the|said|that\s+certain)\s+){0,2}(?:(?:oil(?:,\s*|\s+and\s+)gas(?:\s+and\s+mineral)?|mineral)\s+)?lease\b",
            LeaseRelease,
            "operative_release_discharge_lease",
            true,
        ),
        // The trustee's reconveyance of a deed of trust ("does hereby reconvey, without
        // warranty, ... the estate held under the deed of trust", "as trustee under the deed of
        // trust ..., does hereby release and reconvey"): it counts where the text names a deed of
        // trust ([`RECONVEYANCE_RULE`]), as a grantor who takes land back names none.
        rule(
            r"\b(?:hereby|do(?:es)?)\s+(?:hereby\s+)?(?:(?:grant|release|remise)\s+and\s+)?reconvey\b",
            MortgageRelease,
            RECONVEYANCE_RULE,
            false,
        ),
        rule(
            r"\bhereby\s+(?:fully\s+)?(?:release|discharge|cancel)(?:s|d|ed|led)?\b[^.]{0,120}\b(?:lien|mortgage|deed\s+of\s+trust)\b|\b(?:full\s+)?(?:payment\s+and\s+)?satisfaction\s+of\s+(?:the\s+|said\s+|that\s+certain\s+)?(?:[a-z']+\s+){0,2}?(?:mortgage|lien|deed\s+of\s+trust)\b|\b(?:ha(?:s|ve)\s+(?:now\s+)?been|is|are|being)\s+(?:fully\s+|wholly\s+)?paid(?:\s+in\s+full)?[\s,]+(?:and\s+)?(?:(?:is|was|has\s+been)\s+)?(?:fully\s+)?satisfied\b|\breleased?\s+(?:from|of)\s+the\s+lien\s+of\b|\b(?:mortgage|lien|deed\s+of\s+trust)(?:\s+[a-z]+){0,4}\s+is\s+(?:hereby\s+)?(?:fully\s+)?(?:satisfied|discharged|cancell?ed)\b|\backnowledges?\s+(?:the\s+)?(?:receipt\s+of\s+)?(?:full\s+)?payment\s+(?:in\s+full\s+)?of(?:\s+[a-z-]+){0,7}\s+(?:mortgage|deed\s+of\s+trust|lien)\b|\b(?:releases|reconveys|discharges|cancels)(?:\s+[a-z0-9,'-]+){0,12}?\s+(?:lien|mortgage|deed\s+of\s+trust|trust\s+deed|deed\s+to\s+secure\s+debt|security\s+deed)\b",
            MortgageRelease,
            "operative_release_lien",
            false,
        ),
        rule(
            r"\b(?:authori[sz]ed|directed|requested|empowered)(?:\s+and\s+(?:authori[sz]ed|directed|requested|empowered))?\s+to\s+(?:cancel|discharge|release|satisfy)\s+(?:(?:the|said|this|such)\s+)*(?:[a-z]+\s+){0,3}?(?:mortgage|lien|deed|deed\s+to\s+secure\s+debt|deed\s+of\s+trust|trust\s+deed|security\s+deed)\s+of\s+record\b",
            MortgageRelease,
            DIRECTS_THE_RECORDER_RULE,
            false,
        ),
        rule(
            r"\bassign(?:s|ed)?[\s,]+transfer(?:s|red)?[\s,]+(?:and\s+)?set(?:s)?\s+over|\b(?:sells|transfers|conveys)[\s,]+(?:and\s+)?assigns\b|\bassigns[\s,]+(?:and\s+)?(?:transfers|conveys|sets\s+over|delivers)\b|\b(?:hereby|do(?:es)?)\s+(?:(?:grant|bargain|sell|transfer)(?:s|red)?[\s,]+(?:and\s+)?)*assigns?\b(?:[\s,]+(?:and\s+)?(?:transfer(?:s|red)?|sets?\s+over|conveys?|delivers?))*",
            LeaseAssignment,
            "operative_assign_transfer",
            true,
        ),
        rule(
            r"\bgrant\w*[\s,]+demise\w*[\s,]+lease|\bgrant(?:s|ed)?\s+and\s+demise[sd]?\b|\bdemise[sd]?\s+and\s+let\b|\bleas(?:e|es|ed)[\s,]+\w?and\s+l?ets?\b|\bgrant(?:s|ed)?[\s,]+(?:and\s+)?leas(?:e|es|ed)\s+(?:exclusively\s+)?(?:un)?to\b|\b(?:hereby|do|does)\s+(?:hereby\s+)?leases?\s+(?:exclusively\s+)?(?:un)?to\b",
            OilGasLease,
            "operative_grant_lease_let",
            false,
        ),
        // The plain lessor who "lets to the lessee", "leases unto said Lessee" or "demises and
        // lets to the lessees", without "hereby" or a grant before the verb: the role word of the
        // party taking is the object, so the word is the verb, unless a determiner makes it the
        // noun ("the lease to the lessee"). [`first_operative`] reads the word before it, and
        // the purpose after it: drilling or mining for oil, gas or minerals, as a grazing or
        // hunting lease of the surface in the same words is no oil and gas lease.
        rule(
            r"\b(?:leases?|lets?|demises?)(?:[\s,]+(?:and\s+)?(?:leases?|lets?|demises?))*\s+(?:exclusively\s+)?(?:un)?to\s+(?:the\s+|said\s+)?lessees?\b",
            OilGasLease,
            LEASE_TO_LESSEE_RULE,
            false,
        ),
        rule(
            r"\bin\s+trust\b[^.]{0,200}\bto\s+secure\b|\b(?:hereby|do|does|doth)\s+(?:hereby\s+)?mortgages?\b|\bmortgages?(?:[\s,]+(?:and\s+)?(?:grants?|conveys?|warrants?|bargains?|sells?)){1,4}\s+(?:un)?to\b|\bmortgages?\s+and\s+warrants?\b|\bmortgages\s+(?:un)?to\b|\bmortgage\s+(?:un)?to\s+[^.;]{0,80}?\bmortgagees?\b",
            DeedOfTrust,
            "operative_in_trust_to_secure",
            false,
        ),
        rule(
            r"\b(?:grant|convey)\w*\s+(?:(?:un)?to\s+[^;\n]{0,80}?)?(?:a|an|the)\s+(?:[a-z-]+\s+){0,3}?(?:right[\s-]+of[\s-]+way|easement)\b|\bright[\s-]+of[\s-]+way\s+is\s+hereby\s+granted|\bgrant\w*\s+(?:un)?to\s+[^;\n]{0,80}?\bthe\s+(?:right|privilege)\s+to\s+(?:lay|construct|install|bury)\b",
            RightOfWay,
            "operative_grant_right_of_way",
            false,
        ),
        rule(
            r"\bto\s+all\s+to\s+whom\s+these\s+presents\s+shall\s+come\b(?:[^.]|\b[a-z]\.){0,300}\bgrant|\bknow\s+ye\b(?:[^.]|\b[a-z]\.){0,300}\bby\s+virtue\s+of\b|\bletters\s+(?:to\s+|shall\s+)?be\s+made\s+patent\b|\b(?:caused|had|ordered)\s+(?:these\s+letters\s+patent|this\s+patent)\s+(?:to\s+(?:issue|be\s+(?:issued|made))|issued|made)\b|\b(?:issue|grant)\w*\s+(?:unto\s+[^.;]{0,80}?)?(?:this|these)\s+letters\s+patent\b|\bunited\s+states\s+of\s+america\W{0,6}to\s+all\s+to\s+whom\s+these\s+presents\s+shall\s+come\b|\bbe\s*it\s+known\W+that\s+the\s+united\s+states\b[^.]{0,200}?\b(?:grant|give)|(?:\bnow\s*|\b)know\s+ye\W+that\b[^.]{0,200}?\b(?:the\s+united\s+states\b[^.]{0,200}?\b(?:grant|give)|(?:grant|give)\w*\s+by\s+the\s+united\s+states\b)|\bunited\s+states\s+of\s+america\W{0,6}(?:greeting\W{0,6})?(?:un)?to\s+all\s+(?:to\s+whom|who\s+(?:shall\s+)?see)\s+(?:these\s+presents|this\s+patent)\b|\bunited\s+states(?:\s+of\s+america)?\s+(?:hereby\s+)?(?:gives\s+and\s+)?grants\s+[^.;]{0,80}?\b(?:un)?to\b|\bunited\s+states(?:\s+of\s+america)?\b[^.;]{0,160}?\b(?:do(?:es)?|ha(?:s|ve))\s+(?:give[n]?\s+and\s+)?grant(?:ed)?\s+unto\b",
            Patent,
            "operative_sovereign_grant",
            false,
        ),
        // Co-owners who divide their land in the present act ("do hereby make partition of",
        // "hereby partition and set apart"): the partition's own verb, before the releases and
        // quitclaims by which each then passes his share in the others' parcels.
        rule(
            r"\b(?:hereby|do|does)\s+(?:hereby\s+)?(?:make\s+(?:a\s+)?|effect\s+(?:a\s+)?)?partition\b",
            PartitionDeed,
            "operative_make_partition",
            false,
        ),
        rule(
            r"\bremise[sd]?[\s,]+release[sd]?[\s,]+(?:and\s+)?(?:forever\s+)?quit\W*claim|\bquit\W*claim(?:s|ed)?(?:[\s,]+(?:and\s+)?(?:convey|release|remise|assign|transfer)(?:s|ed|red)?)*\s+(?:un)?to\b|\bconveys?\s+and\s+quit\W*claims?",
            QuitclaimDeed,
            "operative_remise_release_quitclaim",
            false,
        ),
        rule(
            &[
                // "grant and convey", "grant, bargain, sell and convey", "grants, bargains, sells,
                // aliens, remises, releases, conveys and confirms": a list of verbs from grant to
                // convey, each read as any word, so that a damaged one ("seli", "se11", whose
                // letters the scan read as figures) keeps the list.
                r"\bgrant(?:s|ed|\(s\))?(?:\s*,\s*[a-z01]{2,12}){0,6}[\s,]+(?:and\s+)?convey",
                // A list whose convey the scan lost still opens with "grant, bargain".
                r"\bgrant(?:s|ed)?[\s,]+(?:and\s+)?bargain",
                r"\bconvey(?:s|ed)?\s+and\s+warrant|\bgrant(?:s|\(s\))?\s+and\s+covenant|\bbargain(?:ed)?\s+and\s+sold",
                // "has bargained, sold and conveyed unto", "bargained, sold, transferred and
                // conveyed": a past grant with no present one after it.
                r"\bbargained(?:\s*,\s*(?:and\s+)?[a-z01]{2,12}){1,4}\s*,?\s+(?:and\s+)?conveyed\s+(?:un)?to\b",
                // A list that opens with another verb of sale ("do hereby sell, set over and
                // convey", "does bargain, sell and convey", "transfer and convey", a scan's "scll")
                // or a bare "does hereby convey unto" (the Iowa and Nebraska short form).
                r"\b(?:hereby|do|does|doth)\s+(?:hereby\s+)?(?:s[ec]ll|bargain|transfer|remise|alien)s?(?:\s*,\s*(?:and\s+)?[a-z01]{2,12}(?:\s+over)?){0,5}\s*,?\s+(?:and\s+)?convey",
                r"\b(?:hereby|do|does|doth)\s+(?:hereby\s+)?conveys?\s+(?:un)?to\b",
                // A grant alone ("does hereby grant unto", the statutory "hereby grants to"), which
                // a lease's or a right of way's grant of "the right to" is not (read below).
                r"\b(?:hereby|do|does|doth)\s+(?:hereby\s+)?grants?\s+(?:un)?to\b",
                // New York's and New Jersey's bargain and sale, "do(es) hereby grant and release
                // unto the party of the second part, his heirs and assigns forever", and the old
                // New England "give, grant and confirm unto".
                r"\bgrant(?:s|ed)?[\s,]+(?:and\s+)?(?:release|confirm)(?:s|d|ed)?(?:[\s,]+(?:and\s+)?confirm(?:s|ed)?)?\s+(?:un)?to\b",
                // The Louisiana sale's "does hereby sell, transfer and deliver, with full warranty",
                // which names no conveyance.
                r"\b(?:hereby|do|does|doth)\s+(?:hereby\s+)?sells?(?:\s*,\s*(?:and\s+)?[a-z01]{2,12}){0,4}\s*,?\s+(?:and\s+)?deliver",
                // A gift's verbs ("give, grant and donate", the Louisiana donation's "donate, give
                // and grant"): a list with "donate" in it.
                r"\b(?:(?:give|grant|convey|transfer)s?(?:\s*,\s*(?:and\s+)?|\s+and\s+)){1,4}donates?\b|\bdonates?(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?:give|grant|convey|transfer)s?\b",
                // The statutory short forms: "grant(s), with general warranty covenants, to",
                // "grant, with covenants of general warranty", "grants with fiduciary covenants".
                r"\bgrant(?:s|ed|\(s\))?,?\s+with\s+(?:(?:general|limited|special|fiduciary)\s+warranty\s+covenants|covenants\s+of\s+(?:general|limited|special)\s+warranty|fiduciary\s+covenants)",
            ]
            .join("|"),
            Deed,
            "operative_grant_sell_convey",
            false,
        ),
        // The statutory short form's verb in the present without an auxiliary ("A. B., for Ten
        // Dollars, grants to C. D.", "Grantor conveys to", "sells and conveys to"): only the third
        // person's -s makes it a verb here, as "to grant to" and "agrees to convey to" promise a
        // later deed. It counts after the consideration's comma or the grantor's role only
        // ([`STATUTORY_GRANT_RULE`]): "the United States grants to" is a sovereign's grant.
        rule(
            r"\b(?:(?:sells|bargains|transfers|grants)[\s,]+(?:and\s+)?)*(?:grants|conveys)\s+(?:un)?to\b",
            Deed,
            STATUTORY_GRANT_RULE,
            false,
        ),
    ]
});

/// The evidence rule of an assignment's verbs whose thing assigned is a royalty or minerals.
pub(super) const ASSIGNED_ESTATE_RULE: &str = "assignment_of_royalty_or_minerals";

/// The rule of a trustee's reconveyance, which needs a deed of trust named in the text.
const RECONVEYANCE_RULE: &str = "operative_trustee_reconveyance";

/// The recording officer "authorized and directed to cancel said deed of record" (the Georgia
/// cancellation, a satisfaction that speaks only to the clerk), where the thing cancelled is the
/// security instrument (a lease is released of record too). An order to the recorder is the
/// instrument's own voice even in the sentence that recites the debt paid ("The debt secured by
/// that certain deed ..., having been paid, the Clerk is hereby authorized ..."), so the rule
/// counts inside a recital.
const DIRECTS_THE_RECORDER_RULE: &str = "operative_directs_recorder_to_cancel";

/// A leasing verb whose object is the lessee's role word ("let to the lessee"): the verb only
/// when no determiner or modifier before it makes it the noun ("the lease to the lessee", "an
/// oil and gas lease to said lessee").
const LEASE_TO_LESSEE_RULE: &str = "operative_lease_to_lessee";
static NOUN_LEASE_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    compile(r"\b(?:the|said|that|this|a|an|such|same|certain|gas|oil|minerals?|of|its|his|her|their|our|my|new|top|sub)\W*$")
});
/// The purpose of an oil and gas lease in the sentence of its leasing verb: "only to drill and
/// operate wells for oil and gas", "for the purpose of mining and operating for oil and gas".
static OIL_AND_GAS_PURPOSE: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\b(?:drill\w*|wells?|min(?:e|es|ing)|explor\w*|prospect\w*|produc\w*|operat\w*)\b[^.;]{0,80}?\b(?:oil|gas|minerals?|petroleum)\b",
    )
});
/// How far after a leasing verb its purpose is read, within its sentence.
const LEASE_PURPOSE_BYTES: usize = 300;

static DEED_OF_TRUST_WORD: LazyLock<Regex> = LazyLock::new(|| compile(r"\b(?:deed\s+of\s+trust|trust\s+deed)\b"));

/// The rule of the statutory short form's bare present verb ("grants to", "conveys to").
const STATUTORY_GRANT_RULE: &str = "operative_statutory_grant";

/// What stands before the statutory short form's bare verb: the comma that ends the grantor's
/// name or the consideration, or the grantor's role ("Grantor", "(\"Grantor\")").
static BEFORE_STATUTORY_GRANT: LazyLock<Regex> = LazyLock::new(|| compile(r#"(?:,|\bgrantors?\b[)"]*)\s*$"#));

/// Every operative rule in one regex, so that the text is read once.
pub(super) static OPERATIVES: LazyLock<Alternatives> =
    LazyLock::new(|| Alternatives::new(OPERATIVE_RULES.iter().map(|rule| format!("(?:{})", rule.pattern))));

/// The same rules read as a scan damages their words ("re1inquish", "GRA NTED", a faint scan's
/// "tbat thc United States grants", "prcsents"): the granting
/// words decide whenever the caption is missing or bare. Read only when the words as written
/// hold no operative rule, because the damage a pattern allows (a space inside any word) leaves
/// the regex no literal to look for first, and it then reads every byte of the text.
pub(super) static DAMAGED_OPERATIVES: LazyLock<Alternatives> =
    LazyLock::new(|| Alternatives::new(OPERATIVE_RULES.iter().map(|rule| ocr_tolerant_faint(&format!("(?:{})", rule.pattern)))));

/// A right of way or an easement as the first thing granted, after the grantee's name.
static GRANTS_A_WAY: LazyLock<Regex> = LazyLock::new(|| {
    compile(r"^[\s,]*(?:(?:un)?to\s+[^;\n]{0,80}?\s)?(?:a|an|the)\s+(?:[a-z-]+\s+){0,3}?(?:right[\s-]+of[\s-]+way|easement)\b")
});

/// A grant without a second verb, which may grant a right rather than land.
static BARE_GRANT: LazyLock<Regex> = LazyLock::new(|| compile(r"\bgrants?\s+(?:un)?to$"));

/// A right, a privilege, an easement or a permission ("grants to the company permission to
/// enter", a seismic or survey permit) as the first thing granted, after the grantee's name.
static GRANTS_A_RIGHT: LazyLock<Regex> = LazyLock::new(|| {
    compile(r"^[\s,]*(?:[^;\n]{0,80}?\s)?(?:(?:the|an?)\s+(?:[a-z-]+\s+){0,3}?(?:right|privilege|license|option|easement)s?|permission)\b")
});

static ASSIGN: LazyLock<Regex> = LazyLock::new(|| compile(r"\bassign"));

static TOGETHER_WITH: LazyLock<Regex> = LazyLock::new(|| compile(r"\btogether\s+with\b"));

/// The words by which a deed says it corrects an earlier one ("This deed is made to correct the
/// deed from ...", "given in correction of", "for the purpose of correcting the description", "in
/// order to correct", the premises' "THIS CORRECTION DEED is made" under a caption that names the
/// form of the deed it corrects).
static CORRECTS_EARLIER_DEED: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\b(?:made|given|executed|delivered|intended)\s+(?:(?:for\s+the\s+purpose\s+of\s+|solely\s+)?correcting|(?:solely\s+|for\s+the\s+purpose\s+)?to\s+correct)\b|\bin\s+correction\s+of\s+(?:a|an|the|that)\b|\bthis\s+(?:deed|conveyance|instrument)\s+corrects\b|\b(?:in\s+order|so\s+as)\s+to\s+correct\b|\bfor\s+the\s+purpose\s+of\s+correcting\b|\bthis\s+correct(?:ion|ive|ed)\s+(?:[a-z]+\s+){0,3}?deed\b",
    )
});

static CORRECT_WORD: LazyLock<Regex> = LazyLock::new(|| compile(r"correct"));

pub(super) static LEASE_WORD: LazyLock<Regex> = LazyLock::new(|| compile(r"\bleases?\b|\bleasehold\b|\boverriding\s+royalty"));

/// A covenant of special warranty: "warrant specially", "SPECIALLY warrant and defend" (the
/// Pennsylvania form's blank filled in), "special" or "limited warranty" (Ohio's statutory limited
/// warranty deed), or a warranty or a defence against those claiming "by, through or under" the
/// grantor only ("will warrant the title against all persons claiming by, through or under him,
/// but not otherwise").
static SPECIAL_WARRANTY: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\bwarrant\w*\s+specially\b|\bspecially\s+warrant|\b(?:special|limited)\s+warranty\b|\b(?:forever\s+defend|warrant)\b[^.]{0,250}\bby,?\s+through,?\s+(?:or|and)\s+under\b[^.]{0,40}\bnot\s+otherwise",
    )
});

/// A covenant of general warranty: "warrant generally", "GENERALLY warrant", "general warranty",
/// "warrant and (forever) defend", a grantor who "will warrant", "will defend the title" or "his
/// title", "the grantee's title" (the covenants of seisin's last, in any drafter's words), "binds himself to warrant" or "hereby fully warrants" the
/// title (Florida's statutory form), Louisiana's "full warranty" or "full guarantee of title",
/// and the statutory warranty deed's "convey(s) and warrant(s)" (Illinois, Michigan, Wisconsin,
/// Minnesota, Washington, Oregon, Utah: the verbs carry the covenants of general warranty).
static GENERAL_WARRANTY: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\bconveys?\s+and\s+warrants?\b|\bwarrant\w*\s+generally\b|\bgenerally\s+warrant|\bgeneral\s+warranty\b|\bwarrant\w*\s+and\s+(?:forever\s+)?defend|\bforever\s+defend|\b(?:will|shall)\s+(?:forever\s+)?defend\s+(?:the|his|her|their|its|said)\s+(?:[a-z]+(?:'|\x{2019})s?\s+)?title\b|\bbinds?\s+(?:[a-z]+\s+){0,6}?to\s+warrant\b|\b(?:will|shall|hereby|fully)\s+(?:forever\s+)?warrants?\b|\bfull\s+(?:guarantee|warranty)\s+of\s+title\b|\bwith\s+(?:full|all\s+legal)\s+warrant(?:y|ies)\b",
    )
});

static NO_WARRANTY: LazyLock<Regex> = LazyLock::new(|| compile(r"\bwithout\s+(?:any\s+)?(?:warranty|covenants?\s+of\s+warranty)\b"));

/// The words that end the thing granted: the land description, what comes with it, what is
/// excepted or reserved.
static END_OF_GRANTED_OBJECT: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\b(?:to[\s-]*wit|following\s+described|described\s+as\s+follows|together\s+with|sav(?:e|ing)\s+and\s+except|except(?:ing)?|reserv\w*|subject\s+to)\b",
    )
});

/// Weaker signs, read only when no granting verb was found.
pub(super) static WEAK_RULES: LazyLock<Vec<(Regex, DocCategory, &'static str)>> = LazyLock::new(|| {
    use DocCategory::*;
    let rule = |pattern: &str, category, name| (compile(pattern), category, name);
    vec![
        rule(
            r"\b(?:died|departed\s+this\s+life)\s+(?:[a-z0-9,]+\s+){0,10}?(?:intestate|without\s+(?:leaving\s+)?(?:a\s+|any\s+)?(?:last\s+)?will|leaving\s+no\s+(?:last\s+)?will)\b|\b(?:sole|only)\s+(?:and\s+only\s+)?(?:surviving\s+)?heirs\b|\bheirs\s+at\s+law\s+of\b|\b(?:leaving|left)\s+(?:surviving\s+)?(?:as\s+)?(?:his|her)\s+(?:sole\s+|only\s+)?(?:surviving\s+)?heirs\b|\bthe\s+following\s+(?:named\s+)?children\s+were\s+born\b|\b(?:died|departed\s+this\s+life)\b[^.]{0,150}?\b(?:leaving\s+surviving|survived\s+by|leaving\s+(?:[a-z]+\s+){0,3}?as\s+(?:the\s+)?(?:sole\s+)?survivor)\b|\bsurviving\s+joint\s+tenants?\b",
            AffidavitOfHeirship,
            "weak_heirship_recital",
        ),
        rule(
            // A lease's habendum: a term of years "and as long thereafter as" oil or gas is found,
            // or a letter lease's "the term shall be three years ..., and as much longer as".
            r"\bprimary\s+term\b|\bind\s*e?\s*nture\s*of\s+lease\b|\bthis\s+lease\b[^.]{0,60}\b(?:made|entered)\b|\bterm\s+(?:of|shall\s+be|is)\s+(?:[a-z0-9()-]+\s+){1,3}?years?\b[^.;]{0,80}?\b(?:as\s+(?:much\s+)?long(?:er)?|so\s+long)\s+(?:thereafter\s+)?as\b",
            OilGasLease,
            "weak_lease_form",
        ),
        // An instrument that calls itself a deed or an indenture is one, whatever probate its
        // premises tell of ("executor of the will, which was admitted to probate by the
        // Surrogate"); the probate court's words count after it.
        rule(r"\bthis\s+(?:deed|indenture)\b", Deed, "weak_self_designation_deed"),
        rule(r"\badmitted\s+to\s+probate\b|\bprobate\s+court\b", Probate, "weak_probate_court"),
    ]
});

#[derive(Debug)]
pub(super) struct Operative {
    pub(super) category: DocCategory,
    pub(super) evidence: Evidence,
}

/// The first granting verb of the instrument outside the recording stamp and outside recitals
/// (a being clause's "granted and conveyed unto", a WHEREAS clause's "desires to assign" tell of
/// other instruments). Verbs that need a lease to mean a lease instrument ("assign", "release
/// and surrender") count only when a lease is mentioned, and an easement the grant only brings
/// along ("the land, together with an easement for access") makes no right of way.
/// With `through_damage`, the words as a scan damaged them are read when none are found as
/// written ([`DAMAGED_OPERATIVES`]).
pub(super) fn find_operative(instrument: &Instrument, through_damage: bool) -> Option<Operative> {
    let mut mentions_lease: Option<bool> = None;
    first_operative(instrument, &OPERATIVES, &mut mentions_lease)
        .or_else(|| through_damage.then(|| first_operative(instrument, &DAMAGED_OPERATIVES, &mut mentions_lease)).flatten())
}

fn first_operative(instrument: &Instrument, rules: &Alternatives, mentions_lease: &mut Option<bool>) -> Option<Operative> {
    let text = instrument.text.as_str();
    rules.matches(text).find_map(|(index, found)| {
        let rule = OPERATIVE_RULES.get(index)?;
        if in_recording_certificate(instrument, found.start())
            || (instrument.recital_at(found.start()).is_some() && rule.rule != DIRECTS_THE_RECORDER_RULE)
            || in_reservation_clause(instrument, found.start())
        {
            return None;
        }
        if rule.rule == STATUTORY_GRANT_RULE
            && !BEFORE_STATUTORY_GRANT.is_match(&text[floor_char_boundary(text, found.start().saturating_sub(40))..found.start()])
        {
            return None;
        }
        if rule.rule == RECONVEYANCE_RULE && !DEED_OF_TRUST_WORD.is_match(text) {
            return None;
        }
        if rule.rule == LEASE_TO_LESSEE_RULE && !leases_for_oil_and_gas(text, &found) {
            return None;
        }
        if rule.category == DocCategory::RightOfWay && TOGETHER_WITH.is_match(found.as_str()) {
            return None;
        }
        // An assignment of a royalty or of minerals needs no lease: the thing assigned says it.
        let assigns_an_estate = || {
            rule.category == DocCategory::LeaseAssignment
                && granted_estate(text, found.end()).is_some_and(|(category, _, _)| category != DocCategory::LeaseAssignment)
        };
        if rule.needs_lease && !*mentions_lease.get_or_insert_with(|| LEASE_WORD.is_match(text)) && !assigns_an_estate() {
            return None;
        }
        // A deed's list of verbs that assigns before it conveys ("grants, bargains, sells, assigns
        // and conveys") is an assignment's where a lease is the thing granted; a deed that only
        // mentions a lease ("subject to the oil and gas lease of record") stays a deed.
        let assigns = || ASSIGN.is_match(found.as_str()) || ASSIGN.is_match(following_verbs(text, found.end()));
        if rule.category == DocCategory::Deed
            && ((assigns() && LEASE_WORD.is_match(granted_object(text, found.end()))) || grants_leases_first(text, found.end()))
        {
            return Some(Operative {
                category: DocCategory::LeaseAssignment,
                evidence: Evidence::new("operative_assign_transfer", text, found.start(), found.end()),
            });
        }
        // A bare grant of a right or a privilege ("does hereby grant unto the company the right to
        // lay a pipe line", "the exclusive right to explore") is no deed: the rule that reads it
        // matches further on.
        if rule.category == DocCategory::Deed
            && BARE_GRANT.is_match(found.as_str())
            && GRANTS_A_RIGHT.is_match(granted_object(text, found.end()))
        {
            return None;
        }
        // A deed's verbs whose thing granted is a right of way or an easement ("grant and convey
        // unto the State a right of way for highway purposes") make a right-of-way instrument.
        // The thing granted is read after the whole list of verbs ("grants, conveys and warrants
        // to the company a perpetual easement"), of which the rule may have matched the first.
        let object_from = after_the_verbs(text, found.end());
        if rule.category == DocCategory::Deed
            && let Some(m) = GRANTS_A_WAY.find(granted_object(text, object_from))
        {
            let start = object_from + m.start();
            return Some(Operative {
                category: DocCategory::RightOfWay,
                evidence: Evidence::new("operative_grant_right_of_way", text, start, object_from + m.end()),
            });
        }
        // An assignment's verbs say what instrument it is only with the thing assigned: a lease or
        // a working interest passes a leasehold, an overriding royalty or a royalty is a royalty
        // conveyance, minerals a mineral conveyance.
        if rule.category == DocCategory::LeaseAssignment
            && let Some((category, start, end)) = granted_estate(text, found.end())
            && category != DocCategory::LeaseAssignment
        {
            return Some(Operative { category, evidence: Evidence::new(ASSIGNED_ESTATE_RULE, text, start, end) });
        }
        Some(Operative { category: rule.category, evidence: Evidence::new(rule.rule, text, found.start(), found.end()) })
    })
}

/// Whether a plain leasing verb ("lets to the lessee") is the verb, not the noun, and leases for
/// oil and gas: [`LEASE_TO_LESSEE_RULE`].
fn leases_for_oil_and_gas(text: &str, found: &Match) -> bool {
    if NOUN_LEASE_BEFORE.is_match(&text[floor_char_boundary(text, found.start().saturating_sub(30))..found.start()]) {
        return false;
    }
    let window = &text[found.end()..floor_char_boundary(text, (found.end() + LEASE_PURPOSE_BYTES).min(text.len()))];
    let sentence = window.find(". ").or_else(|| window.find(".\n")).map_or(window, |end| &window[..end]);
    OIL_AND_GAS_PURPOSE.is_match(sentence)
}

/// Where the thing granted starts after a list of verbs a rule matched from its start: past the
/// rest of the last word matched ("convey" of "conveys") and the verbs that continue the list.
fn after_the_verbs(text: &str, from: usize) -> usize {
    let word_end = text[from..].find(|c: char| !c.is_alphanumeric()).map_or(text.len(), |at| from + at);
    word_end + following_verbs(text, word_end).len()
}

/// The verbs that continue a list after the words a rule matched (", assign, transfer and
/// deliver" after "grant, bargain, sell, convey"), up to the first word that is not one.
fn following_verbs(text: &str, from: usize) -> &str {
    static MORE_VERBS: LazyLock<Regex> = LazyLock::new(|| compile(r"^(?:\s*,\s*(?:and\s+)?[a-z]{2,12}\b|\s+and\s+[a-z]{2,12}\b)*"));
    let end = floor_char_boundary(text, (from + GRANTED_OBJECT_BYTES).min(text.len()));
    MORE_VERBS.find(&text[from..end]).map_or("", |m| m.as_str())
}

/// Whether a deed's verbs grant leases (or a working interest, operating rights) before any
/// land: "grant, bargain, sell and convey unto X the oil and gas leases described in Exhibit
/// A" is an assignment of the leases whatever verbs carry it, while "convey unto X the land
/// below and the lessor's interest in the lease" conveys land.
fn grants_leases_first(text: &str, from: usize) -> bool {
    static LAND_WORD: LazyLock<Regex> =
        LazyLock::new(|| compile(r"\b(?:lands?|tracts?|lots?|premises|parcels?|real\s+(?:property|estate)|surface|acres?)\b"));
    granted_estate(text, from)
        .is_some_and(|(category, start, _)| category == DocCategory::LeaseAssignment && !LAND_WORD.is_match(&text[from..start]))
}

/// Whether an offset stands in a reservation or exception clause: in a reservations section,
/// in the sentence that opens it. What a grant reserves or excepts ("there is reserved from the
/// lands hereby granted a right of way", "excepting a pipeline easement heretofore granted") names
/// interests kept out of the grant, never the kind of instrument; a later sentence of the same
/// section may be the grant itself when the segmentation found no opening for it.
fn in_reservation_clause(instrument: &Instrument, at: usize) -> bool {
    instrument
        .segment_at(at)
        .is_some_and(|segment| segment.kind == SegmentKind::Reservations && !instrument.text[segment.start..at].contains(". "))
}

/// The estate a grant names first among the things granted after its verbs: a lease, leasehold
/// or working interest (`LeaseAssignment`), an overriding royalty or royalty, or a share of the
/// oil and gas as produced ("1/16 of all the oil and gas produced and saved from", a royalty
/// that does not say the word) (`RoyaltyDeed`),
/// minerals or a mineral interest (`MineralDeed`), with its span; `None` when the thing granted
/// names none of them (land). The first named is the thing granted: "an overriding royalty of
/// 2% of the oil produced under the leases" carves a royalty out of the leases it names after.
/// Names of companies ("unto Ozark Royalty Company") are not things granted.
pub(super) fn granted_estate(text: &str, from: usize) -> Option<(DocCategory, usize, usize)> {
    static ESTATE: LazyLock<Regex> = LazyLock::new(|| {
        // The lease first: "the Oil, Gas and Mineral Leases" names leases, not minerals.
        compile(
            r"(?P<lease>\b(?:(?:oil,?\s+(?:and\s+)?gas(?:,?\s+(?:and|&)\s+(?:other\s+)?minerals?)?|mineral)\s+)?leases?\b|\bleasehold\b|\bworking\s+interests?\b|\brecord\s+title\b|\boperating\s+rights\b)|(?P<royalty>\b(?:overriding\s+)?royalt(?:y|ies)\b|\b(?:oil|gas)(?:,?\s+(?:and\s+)?(?:oil|gas|casinghead\s+gas|other\s+minerals))*\s+(?:(?:which|that)\s+(?:may|shall)\s+be\s+)?produced\b)|(?P<minerals>\boil,?\s+(?:and\s+)?gas(?:\s*,\s*[a-z]+(?:\s+gas)?){0,3},?\s+(?:and|&)\s+(?:other\s+)?minerals?\b|\bminerals?\s+(?:interests?|estate|rights)\b)",
        )
    });
    let object = granted_object(text, from);
    ESTATE.captures_iter(object).find_map(|caps| {
        let found = caps.get(0)?;
        if in_company_name(object, found.start(), found.end()) {
            return None;
        }
        let category = if caps.name("royalty").is_some() {
            DocCategory::RoyaltyDeed
        } else if caps.name("minerals").is_some() {
            DocCategory::MineralDeed
        } else {
            DocCategory::LeaseAssignment
        };
        Some((category, from + found.start(), from + found.end()))
    })
}

/// The words by which a deed says it corrects an earlier deed, outside recitals and the
/// recording stamp: what makes a deed of any kind a correction deed.
pub(super) fn corrects_earlier_deed(instrument: &Instrument) -> Option<Evidence> {
    let text = instrument.text.as_str();
    // The one word every statement holds, found first: the statement's opening words are common.
    if !CORRECT_WORD.is_match(text) {
        return None;
    }
    CORRECTS_EARLIER_DEED
        .find_iter(text)
        .find(|m| in_own_words(instrument, m.start()))
        .map(|m| Evidence::new("deed_corrects_earlier_deed", text, m.start(), m.end()))
}

pub(super) fn find_weak(instrument: &Instrument) -> Option<(DocCategory, Evidence)> {
    let text = instrument.text.as_str();
    WEAK_RULES.iter().find_map(|(pattern, category, rule)| {
        pattern
            .find_iter(text)
            .find(|m| !in_recording_certificate(instrument, m.start()))
            .map(|m| (*category, Evidence::new(rule, text, m.start(), m.end())))
    })
}

/// The thing granted: the words after the granting verbs at `from`, up to the land description,
/// a reservation or "subject to", at most [`GRANTED_OBJECT_BYTES`].
fn granted_object(text: &str, from: usize) -> &str {
    let object_end = floor_char_boundary(text, (from + GRANTED_OBJECT_BYTES).min(text.len()));
    let object = &text[from..object_end];
    END_OF_GRANTED_OBJECT.find(object).map_or(object, |m| &object[..m.start()])
}

/// The kind of deed from a deed's granting clause: minerals or royalty as the thing granted
/// make a mineral or royalty deed (not the words of a grantee's name, "unto Ozark Royalty
/// Company"); otherwise the warranty covenant decides, read outside the
/// stamp and outside recitals ("by special warranty deed dated ..." tells of another deed). A
/// deed whose granting words were not found (under a caption that says it is a deed) is read by
/// its covenant alone.
pub(super) fn refine_deed(instrument: &Instrument, grant: Option<&Operative>) -> Option<(DocCategory, Evidence)> {
    let text = instrument.text.as_str();
    if let Some(found) = grant.and_then(|grant| grants_minerals(text, grant)) {
        return Some(found);
    }
    // A bare "DEED" whose grantor remises, releases and quitclaims is a quitclaim deed, unless a
    // fiduciary or an officer quitclaims in that capacity (a deed, as its caption would say).
    if let Some(grant) = grant.filter(|grant| grant.category == DocCategory::QuitclaimDeed) {
        return (!by_fiduciary(instrument)).then(|| (DocCategory::QuitclaimDeed, grant.evidence.clone()));
    }
    let own_words = |m: &Match| in_own_words(instrument, m.start());
    if NO_WARRANTY.find_iter(text).any(|m| own_words(&m)) {
        return None;
    }
    if by_fiduciary(instrument) {
        return None;
    }
    warranty_covenant(instrument, 0)
}

/// The deed's own covenant of special or general warranty from `from` on (past a caption that
/// names one), outside the stamp and recitals, as written or else through a scan's damage.
pub(super) fn warranty_covenant(instrument: &Instrument, from: usize) -> Option<(DocCategory, Evidence)> {
    let text = instrument.text.as_str();
    let own_words = |m: &Match| m.start() >= from && in_own_words(instrument, m.start());
    let covenant = |special: &Regex, general: &Regex| {
        if let Some(m) = special.find_iter(text).find(|m| own_words(m)) {
            return Some((DocCategory::SpecialWarrantyDeed, Evidence::new("deed_special_warranty", text, m.start(), m.end())));
        }
        general
            .find_iter(text)
            .find(|m| own_words(m))
            .map(|m| (DocCategory::WarrantyDeed, Evidence::new("deed_general_warranty", text, m.start(), m.end())))
    };
    covenant(&SPECIAL_WARRANTY, &GENERAL_WARRANTY).or_else(|| covenant(&DAMAGED_SPECIAL_WARRANTY, &DAMAGED_GENERAL_WARRANTY))
}

/// The releasing verbs of a release whose caption names no kind: "does hereby release",
/// "surrender", "relinquish", "cancel", the quitclaim's "remise, release", and the satisfaction
/// of a lien's "does hereby satisfy" or "discharge" (a satisfaction piece, a marginal entry).
static RELEASING: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\b(?:hereby|do|does)\s+(?:hereby\s+)?(?:remise[sd]?[\s,]+)?(?:(?:release|surrender|relinquish|cancel|discharge)(?:s|d|es|ed|led)?|satisf(?:y|ies|ied))\b",
    )
});

static OIL_AND_GAS_LEASE: LazyLock<Regex> = LazyLock::new(|| {
    compile(r"\b(?:oil(?:,\s*|\s+and\s+|\s*&\s*)gas(?:,?\s+(?:and|&)\s+(?:other\s+)?minerals?)?|mineral)\s+(?:mining\s+)?lease\b")
});

/// A security instrument or the debt it secures, as a release names what it releases.
static LIEN: LazyLock<Regex> =
    LazyLock::new(|| compile(r"\b(?:lien|mortgage|deed\s+of\s+trust|trust\s+deed|deed\s+to\s+secure\s+debt|security\s+deed|note)\b"));

/// The releasing verbs as a coarse scan damages them ("do hereby rernise, release", "re1eases"):
/// read only when the words as written hold none, under a caption that leaves the kind of release
/// to them.
static DAMAGED_RELEASING: LazyLock<Regex> = LazyLock::new(|| compile(&ocr_tolerant_faint(RELEASING.as_str())));

/// The first releasing verb outside the recording stamp and recitals, as written or else read
/// through OCR damage.
fn releasing_verb(instrument: &Instrument) -> Option<Match<'_>> {
    let text = instrument.text.as_str();
    let own = |m: &Match| in_own_words(instrument, m.start());
    RELEASING.find_iter(text).find(own).or_else(|| DAMAGED_RELEASING.find_iter(text).find(own))
}

/// Under a bare "RELEASE" caption, the releasing verb of an instrument that names an oil and
/// gas lease and no lien: "the holder of the lease below does hereby surrender the same", "does
/// hereby release the lease", whose object the verb names only by "the same" or "it".
pub(super) fn releases_a_lease(instrument: &Instrument) -> Option<(DocCategory, Evidence)> {
    let text = instrument.text.as_str();
    if !OIL_AND_GAS_LEASE.is_match(text) || LIEN.is_match(text) {
        return None;
    }
    releasing_verb(instrument)
        .map(|m| (DocCategory::LeaseRelease, Evidence::new("release_names_oil_and_gas_lease", text, m.start(), m.end())))
}

/// Under a bare "RELEASE" caption ("RELEASE", "RELEASE DEED", "SATISFACTION"), the releasing verb
/// of an instrument that names a mortgage, a trust deed or a lien and no oil and gas lease: the
/// Illinois trustee's release deed "does remise, release, convey and quit-claim ... all the right
/// acquired by the said trust deed", a bank's release "of the mortgage below".
pub(super) fn releases_a_lien(instrument: &Instrument) -> Option<(DocCategory, Evidence)> {
    let text = instrument.text.as_str();
    if OIL_AND_GAS_LEASE.is_match(text) {
        return None;
    }
    let lien = LIEN.find(text)?;
    if releasing_verb(instrument).is_none() {
        return lien_released(instrument).map(|found| (found.category, found.evidence));
    }
    Some((DocCategory::MortgageRelease, Evidence::new("release_names_lien", text, lien.start(), lien.end())))
}

/// The words of a lien's release or satisfaction wherever they stand outside recitals
/// ("acknowledges full payment of the debt secured by the within mortgage"): an entry of
/// satisfaction written after the mortgage it satisfies, which the first granting words (the
/// mortgage's) hide from [`find_operative`]. Under a caption that names the release, the entry
/// counts after the mortgage's recording stamp too: a marginal satisfaction is written on the
/// record, below the clerk's certificate.
fn lien_released(instrument: &Instrument) -> Option<Operative> {
    let text = instrument.text.as_str();
    let outside_recitals = |at: usize| instrument.recital_at(at).is_none();
    OPERATIVES
        .matches(text)
        .find_map(|(index, found)| {
            let rule = OPERATIVE_RULES.get(index)?;
            (rule.category == DocCategory::MortgageRelease && (outside_recitals(found.start()) || rule.rule == DIRECTS_THE_RECORDER_RULE))
                .then(|| Evidence::new(rule.rule, text, found.start(), found.end()))
        })
        .or_else(|| {
            let outside = |m: &Match| outside_recitals(m.start());
            let verb = RELEASING.find_iter(text).find(outside).or_else(|| DAMAGED_RELEASING.find_iter(text).find(outside))?;
            Some(Evidence::new("release_names_lien", text, verb.start(), verb.end()))
        })
        .map(|evidence| Operative { category: DocCategory::MortgageRelease, evidence })
}

/// A satisfaction entered after a mortgage's execution: the lien's releasing words (an operative
/// rule of a release, or a releasing verb in a sentence that names the lien or the debt) standing
/// after the first execution or acknowledgment that follows the mortgage's own operative words at
/// `security_at`. A copy of a mortgage with its marginal satisfaction was recorded, or certified,
/// for the satisfaction: the last act on the page is the instrument. The mortgage's own promise
/// to release once paid stands before its execution, and its exhibits are no entry.
pub(super) fn satisfied_after_execution(instrument: &Instrument, security_at: usize) -> Option<Evidence> {
    let text = instrument.text.as_str();
    let executed = instrument
        .segments
        .iter()
        .find(|segment| segment.start > security_at && matches!(segment.kind, SegmentKind::Execution | SegmentKind::Acknowledgment))?
        .start;
    let entry = |at: usize| {
        at >= executed
            && instrument.recital_at(at).is_none()
            && instrument.segment_at(at).is_none_or(|segment| segment.kind != SegmentKind::Exhibit)
    };
    let after = &text[executed..];
    let rule_found = |rules: &Alternatives| {
        rules.matches(after).find_map(|(index, found)| {
            let rule = OPERATIVE_RULES.get(index)?;
            (rule.category == DocCategory::MortgageRelease && entry(executed + found.start()))
                .then(|| Evidence::new(rule.rule, text, executed + found.start(), executed + found.end()))
        })
    };
    rule_found(&OPERATIVES).or_else(|| rule_found(&DAMAGED_OPERATIVES)).or_else(|| {
        RELEASING.find_iter(after).chain(DAMAGED_RELEASING.find_iter(after)).find_map(|verb| {
            let sentence_start = after[..verb.start()].rfind(". ").map_or(0, |at| at + 2);
            let sentence_end = after[verb.end()..].find(". ").map_or(after.len(), |at| verb.end() + at);
            (entry(executed + verb.start()) && LIEN.is_match(&after[sentence_start..sentence_end]))
                .then(|| Evidence::new("satisfaction_after_execution", text, executed + verb.start(), executed + verb.end()))
        })
    })
}

/// What makes a grant of minerals a royalty: a share of the minerals as they are produced
/// ("1/32 of the oil, gas and other minerals produced and saved from the land", "that may be
/// produced from"), not of the minerals in place ("in and under"), or free of the costs of
/// producing them. Read right after the minerals named, and in the thing granted.
static PRODUCED_SHARE: LazyLock<Regex> =
    LazyLock::new(|| compile(r"^[\s,]*(?:(?:which|that)\s+(?:may|shall|is|are)\s+(?:be\s+)?)?produced\b"));
static FREE_OF_COST: LazyLock<Regex> = LazyLock::new(|| compile(r"\bfree\s+(?:of|from)\s+(?:all\s+)?(?:the\s+)?(?:costs?|expenses?)\b"));

/// "An undivided 1/4 interest in the minerals produced from" grants an interest in the mineral
/// estate whose production it names: only a share of the production itself is a royalty.
static INTEREST_WORD: LazyLock<Regex> = LazyLock::new(|| compile(r"\binterests?\b"));

/// A mineral or royalty deed from the thing a grant names after its verbs: minerals or a
/// royalty, not the words of a grantee's name ("unto Ozark Royalty Company"). Minerals granted
/// as a share of their production or free of cost are a royalty ([`PRODUCED_SHARE`]).
pub(super) fn grants_minerals(text: &str, grant: &Operative) -> Option<(DocCategory, Evidence)> {
    let object = granted_object(text, grant.evidence.end);
    let (start, end) = granted_minerals(object)?;
    let royalty = object[start..end].to_ascii_lowercase().contains("royalt")
        || (PRODUCED_SHARE.is_match(&object[end..]) && !INTEREST_WORD.is_match(&object[..start]))
        || FREE_OF_COST.is_match(object);
    let category = if royalty { DocCategory::RoyaltyDeed } else { DocCategory::MineralDeed };
    let from = grant.evidence.end;
    Some((category, Evidence::new("deed_grants_minerals", text, from + start, from + end)))
}

/// The defeasance that makes a conveyance a mortgage: "provided, that if the mortgagor pays the
/// note ..., these presents shall be void", "in trust, however, that if the grantor shall pay ...
/// this conveyance shall be void", and the old printed mortgage's "provided always, and these
/// presents are upon this express condition, that whereas the grantor is indebted ... ; now if
/// the grantor shall pay ..., then this deed shall be void", whose condition recites the debt
/// before the payment that defeats the grant (a name's initial "T." ends no sentence there, and a
/// scan often glues "that whereas" into one word). A
/// deed with a reverter ("this deed shall be void if the land ceases to be used for a school")
/// names no payment.
const DEFEASANCE: &str = r"\b(?:provided|in\s+trust,?\s+however)\b(?:[^.;]{0,40}?|[^.;]{0,120}?whereas\b(?:[^.]|\b\w\.){0,400}?\bnow,?\s+(?:therefore,?\s+)?)\bif\s+(?:[^.]|\b\w\.){0,200}?\bpa(?:y|ys|id)\b[^.]{0,300}?\b(?:shall|to|will)\s+(?:be(?:come)?\s+)?(?:null\s+(?:and|&)\s+)?void\b";

static DEFEASANCE_CLAUSE: LazyLock<Regex> = LazyLock::new(|| compile(DEFEASANCE));

/// The words that make a conveyance a mortgage: its [`DEFEASANCE`], or the instrument calling
/// itself an indenture of mortgage; and the deed of trust's conveyance to a trustee "in trust,
/// with power of sale", or "in trust ... to secure" a debt (the trust deeds of the western and
/// southern states and the trust indentures of Montana and Idaho, whose granting verbs are a
/// deed's). A deed to the trustee of a family trust names no power of sale.
static SECURES_A_DEBT: LazyLock<Regex> = LazyLock::new(|| {
    compile(&format!(
        r"{DEFEASANCE}|\bindenture\s+of\s+mortgage\b|\bthis\s+mortgage\s+(?:deed\s+)?(?:is\s+)?made\b|\bin\s+trust\b[\s,]{{0,4}}(?:(?:and\s+)?with\s+(?:the\s+)?power\s+of\s+sal|[^.]{{0,200}}?\bto\s+secure\s+(?:the\s+)?(?:payment|performance|a\s+note|the\s+note|an?\s+indebtedness|the\s+indebtedness|a\s+debt))",
    ))
});

/// A deed that is a mortgage by its own words, outside recitals and the stamp: by any of them
/// when nothing else named its kind, by its defeasance alone (`defeasance_only`) under a caption
/// that names a deed, since a deed's caption and a trustee's recited "in trust, with power of
/// sale" are no mortgage of this instrument, while the condition that voids this grant is.
pub(super) fn secures_a_debt(instrument: &Instrument, defeasance_only: bool) -> Option<Evidence> {
    let text = instrument.text.as_str();
    let words: &Regex = if defeasance_only { &DEFEASANCE_CLAUSE } else { &SECURES_A_DEBT };
    words
        .find_iter(text)
        .find(|m| in_own_words(instrument, m.start()))
        .map(|m| Evidence::new("deed_with_defeasance", text, m.start(), m.end()))
}

/// The words by which co-owners divide their land between them: "do hereby partition",
/// "desire to make partition" or "wish to divide the land", "by way of partition", "as his
/// share in the partition". A being
/// clause's "set apart to him in the partition of his father's estate" tells of an earlier one.
static PARTITIONS: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\b(?:hereby|do|does|did)\s+(?:[a-z]+\s+){0,2}?partition\b|\b(?:desir|agree|wish|intend)\w*\s+to\s+(?:(?:make\s+(?:a\s+)?|effect\s+(?:a\s+)?)?partition|divide)\b|\bby\s+way\s+of\s+(?:a\s+)?partition\b|\bas\s+(?:his|her|their|its)\s+(?:full\s+)?(?:share|part|portion)\s+(?:in|of)\s+(?:the|said|this)\s+partition\b",
    )
});

/// A deed by which co-owners partition their land, outside the recording stamp.
pub(super) fn partitions_land(instrument: &Instrument) -> Option<Evidence> {
    let text = instrument.text.as_str();
    if !text.contains("artition") && !text.contains("ARTITION") && !text.contains("ivide") && !text.contains("IVIDE") {
        return None;
    }
    PARTITIONS
        .find_iter(text)
        .find(|m| !in_recording_certificate(instrument, m.start()))
        .map(|m| Evidence::new("deed_partitions_land", text, m.start(), m.end()))
}

/// How long a lease lasts: a term of years "and as long thereafter as oil or gas is produced"
/// ("for the term of ten years from this date and as long thereafter as", "shall last five years
/// from its date and for so long after that as gas or oil is found"). A term royalty or mineral
/// deed lasts the same way, so the term alone makes no lease: [`LESSEE_MUST_DRILL`] does.
static TERM_WHILE_PRODUCED: LazyLock<Regex> = LazyLock::new(|| {
    compile(&ocr_tolerant(
        r"\byears?\b[^.;]{0,80}?\b(?:as|so)\s+long\s+(?:thereafter\s+|after\s+that\s+|afterwards?\s+)?as\b[^.;]{0,60}?\b(?:oil|gas|minerals?)\b[^.;]{0,60}?\b(?:found|produced)",
    ))
});

/// The lessee's covenant to drill or pay: "shall drill a well on the premises within one year",
/// "if no well is drilled within one year", "an annual rental ... until such well is drilled".
/// No deed of minerals binds its grantee to develop the land: a grant of the oil and gas that
/// does is a lease whatever verbs carry it (the old "GAS AND OIL GRANT").
static LESSEE_MUST_DRILL: LazyLock<Regex> = LazyLock::new(|| {
    compile(&ocr_tolerant(
        r"\b(?:drill|commence|complete)\s+(?:a\s+)?well\b[^.;]{0,100}?\bwithin\b|\bno\s+well\b[^.;]{0,60}?\b(?:drilled|commenced|completed)\b|\brental\b[^.;]{0,120}?\b(?:until|unless)\b[^.;]{0,80}?\bwell\b|\b(?:years?|months?)\s+of\s+delay\b",
    ))
});

/// A grant of the oil and gas for a term and while they are produced, whose grantee must drill
/// or pay for delay: a lease, read where its verbs are a deed's. Outside recitals and the stamp.
pub(super) fn leases_for_a_term(instrument: &Instrument) -> Option<Evidence> {
    let text = instrument.text.as_str();
    let own = |m: &Match| in_own_words(instrument, m.start());
    let term = TERM_WHILE_PRODUCED.find_iter(text).find(own)?;
    LESSEE_MUST_DRILL.find_iter(text).find(own)?;
    Some(Evidence::new("grant_for_a_term_with_drilling_covenant", text, term.start(), term.end()))
}

/// The incidents of a mineral interest given to its grantee: the executive right ("the right to
/// join in the execution of leases", "the executive right to grant oil and gas leases") or a
/// share of the bonus. A royalty carries neither; a royalty deed names them only to deny them
/// ("shall have no part in the bonus", "the leasing power being retained by Grantors"), which
/// [`DENIES`] reads in the same clause.
static MINERAL_INCIDENT: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\bexecutive\s+(?:right|power)s?\b|\bright\s+to\s+(?:join\s+in\s+(?:the\s+)?)?(?:execut\w*|grant\w*|make|sign)\s+(?:of\s+)?(?:any\s+)?(?:(?:oil|gas|mineral|and|,|\s)+)?leases?\b|\bbonus(?:es)?\b",
    )
});
static DENIES: LazyLock<Regex> = LazyLock::new(|| {
    compile(r"\b(?:no|not|never|nor|neither|without|none|nothing|retain\w*|reserv\w*|except\w*|exclu\w*|save|less)\b|n't\b")
});

/// Whether a grant under a royalty caption gives the grantee the executive right or a share of
/// the bonus in a clause that does not deny it: a mineral interest, whatever the form's caption.
pub(super) fn gives_mineral_incidents(instrument: &Instrument) -> Option<Evidence> {
    let text = instrument.text.as_str();
    MINERAL_INCIDENT
        .find_iter(text)
        .filter(|m| in_own_words(instrument, m.start()))
        .find(|m| {
            let clause_start = text[..m.start()].rfind(['.', ';', ':']).map_or(0, |at| at + 1);
            let clause_end = text[m.end()..].find(['.', ';', ':']).map_or(text.len(), |at| m.end() + at);
            !DENIES.is_match(&text[clause_start..clause_end])
        })
        .map(|m| Evidence::new("grant_gives_mineral_incidents", text, m.start(), m.end()))
}

/// The covenants as a scan damages their words ("genera1 warranty", "WARR ANT"), read only when
/// none is found as written: a damaged word must not leave a warranty deed a bare deed, and the
/// tolerant patterns, which no literal prefilter speeds, then run on few texts.
static DAMAGED_SPECIAL_WARRANTY: LazyLock<Regex> = LazyLock::new(|| compile(&ocr_tolerant(SPECIAL_WARRANTY.as_str())));
static DAMAGED_GENERAL_WARRANTY: LazyLock<Regex> = LazyLock::new(|| compile(&ocr_tolerant_reading(GENERAL_WARRANTY.as_str(), true)));

/// A deed made by a fiduciary or an officer of the court in that capacity ("MARTHA DOE,
/// Executrix of the last will and testament of JOHN DOE, deceased, party of the first part",
/// "JOHN PELL, Special Commissioner, appointed by a decree of the Circuit Court", "Commissioner of
/// the Court", "CARL VICK, Receiver, duly appointed"): an executor's, administrator's, guardian's,
/// commissioner's, receiver's or sheriff's deed, a deed whatever
/// covenant it gives, as its caption would say ("EXECUTOR'S DEED"). Read in the premises, where
/// the grantor is named; a recital's fiduciary conveyed some earlier deed.
fn by_fiduciary(instrument: &Instrument) -> bool {
    static FIDUCIARY: LazyLock<Regex> = LazyLock::new(|| {
        compile(
            r"\b(?:executor|executrix|administrator|administratrix|guardian)\b(?:\s+(?:c\.?\s?t\.?\s?a\.?|de\s+bonis\s+non|with\s+the\s+will\s+annexed))?\s*,?\s+of\s+the\s+(?:last\s+will|will|estate|person\s+and\s+estate)\b|\b(?:special\s+commissioners?|sheriff)\s+of\b|\b(?:special\s+)?(?:commissioners?|receiver|referee|master\s+in\s+chancery)\s*,?\s+(?:(?:duly|heretofore|regularly)\s+)?appointed\b|\bcommissioners?\s+of\s+(?:the|said)\s+(?:[a-z]+\s+){0,2}?court\b",
        )
    });
    instrument
        .sections(SegmentKind::Premises)
        .take(1)
        .any(|(section, words)| FIDUCIARY.find_iter(words).any(|m| instrument.recital_at(section.start + m.start()).is_none()))
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::vocab::DocCategory;

    #[test]
    fn a_stamp_line_inside_the_body_does_not_hide_the_operative_words() {
        let text = "To all to whom these presents shall come, Greeting:\n\nWHEREAS, \
the claim of ORVILLE T. HASKETT has been established for the land described as follows: the SE/4 of Section 9.\n\
                   RECEIVED FOR RECORD\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto \
the said ORVILLE T. HASKETT the tract of land above described;\nTO HAVE AND TO HOLD the said tract.\n";
        assert_eq!(classify(text).category, DocCategory::Patent);
    }

    #[test]
    fn captionless_deed_from_granting_words_and_warranty() {
        let warranty = classify(&format!("{DEED_BODY}Grantors bind themselves to warrant and forever defend the title.\n"));
        assert_eq!((warranty.category, warranty.confidence, warranty.label), (DocCategory::WarrantyDeed, 0.6, None));
        let plain = classify(DEED_BODY);
        assert_eq!((plain.category, plain.confidence), (DocCategory::Deed, 0.6));
        assert_eq!(plain.evidence.map(|e| e.rule), Some("operative_grant_sell_convey".to_string()));
    }

    /// The covenant of warranty in a drafter's plain words: the grantor "will defend the
    /// grantee's title", "shall forever defend her title". Our own wording.
    #[test]
    fn a_warranty_covenant_in_plain_words() {
        for covenant in ["The grantors will defend the grantee's title against every lawful claim.", "He shall forever defend her title."] {
            let found = classify(&format!("{DEED_BODY}{covenant}\n"));
            assert_eq!(found.category, DocCategory::WarrantyDeed, "{covenant}: {:?}", found.warnings);
        }
    }

    /// A lease without a caption whose lessor "lets to the lessee" or "leases to said Lessee"
    /// for drilling for oil and gas; a lease of the surface for grazing in the same words is no
    /// oil and gas lease, nor is the noun before the lessee ("the lease to the lessee"). Our own
    /// wording.
    #[test]
    fn captionless_lease_in_plain_words() {
        let plain = "THIS AGREEMENT, made the 3rd day of May, 1910, between AMOS KERR, lessor, and the RIVER OIL COMPANY, lessee: \
the lessor, for one dollar, lets to the lessee, only to drill and operate wells for oil and gas, a tract of forty acres on \
Bull Creek.\n";
        let found = classify(plain);
        assert_eq!((found.category, found.confidence), (DocCategory::OilGasLease, 0.6), "{:?}", found.warnings);
        let grazing = "AGREEMENT between AMOS KERR (Lessor) and BIG DRAW CATTLE CO. (Lessee). Lessor leases to Lessee, for pasturing \
cattle and for no other use, the surface of forty acres on Bull Creek.\n";
        assert_ne!(category(grazing), DocCategory::OilGasLease);
        let noun = "AMOS KERR, owner of the land, consents to the lease to the lessee below, which drills wells for oil and gas.\n";
        assert_ne!(category(noun), DocCategory::OilGasLease);
    }

    #[test]
    fn captionless_deed_without_warranty_stays_a_deed() {
        let text = format!(
            "{DEED_BODY}This conveyance is made without warranty, express or implied, and grantee shall warrant and defend nothing.\n"
        );
        assert_eq!(category(&text), DocCategory::Deed);
    }

    #[test]
    fn captionless_quitclaim() {
        let text = "KNOW ALL MEN BY THESE PRESENTS, that ALMA REYES, a widow, does hereby remise, release and forever quitclaim unto \
OSCAR BELL all her right, title and interest in the following land.\n";
        assert_eq!(category(text), DocCategory::QuitclaimDeed);
        assert_eq!(category(&format!("QUIT CLAIM DEED\n{text}")), DocCategory::QuitclaimDeed);
    }

    #[test]
    fn captionless_lease_from_leasing_words() {
        let text = "Lessor, for and in consideration of Ten Dollars, has granted, demised, leased and let and by these presents does grant, \
demise, lease and let unto Lessee the following land. The estate of either party hereto may be assigned in whole or in part.\n";
        let found = classify(text);
        assert_eq!((found.category, found.confidence), (DocCategory::OilGasLease, 0.6));
    }

    #[test]
    fn assignments_with_and_without_title() {
        let body = "WHEREAS, by Oil and Gas Lease dated March 3, 1970, recorded in Volume 301, Page 12, CARL ENNIS as lessor leased to \
HOBART OIL CO. the land; NOW THEREFORE Assignor does hereby assign, transfer and set over unto Assignee all of its interest in said lease.\n";
        for title in ["ASSIGNMENT OF OIL AND GAS LEASE", "ASSIGNMENT AND BILL OF SALE", "PARTIAL ASSIGNMENT", "ASSIGNMENT"] {
            assert_eq!(category(&format!("{title}\n{body}")), DocCategory::LeaseAssignment, "{title}");
        }
        let found = classify(body);
        assert_eq!(found.category, DocCategory::LeaseAssignment);
        assert_eq!(found.evidence.map(|e| e.text), Some("hereby assign, transfer and set over".to_string()));
    }

    #[test]
    fn releases_and_ratifications() {
        let release =
            "Lessee does hereby release, relinquish and surrender unto Lessor all of its right, title and interest in said lease.\n";
        assert_eq!(category(release), DocCategory::LeaseRelease);
        assert_eq!(category(&format!("RELEASE OF OIL AND GAS LEASE\n{release}")), DocCategory::LeaseRelease);
        let ratify = "The undersigned mineral owner does hereby ratify, adopt and confirm the oil and gas lease described above.\n";
        assert_eq!(category(ratify), DocCategory::LeaseRatification);
        assert_eq!(category(&format!("RATIFICATION OF OIL AND GAS LEASE\n{ratify}")), DocCategory::LeaseRatification);
    }

    #[test]
    fn heirship_affidavits() {
        let recital = "Before me appeared NELL OWENS, who being duly sworn stated that TOBIAS OWENS died intestate in 1958 and that his \
sole heirs are the persons named below.\n";
        let titled = classify(&format!("AFFIDAVIT OF HEIRSHIP\n{recital}"));
        assert_eq!((titled.category, titled.confidence), (DocCategory::AffidavitOfHeirship, 0.8));
        let facts = format!("AFFIDAVIT OF FACTS CONCERNING THE IDENTITY OF HEIRS\n{recital}");
        assert_eq!(category(&facts), DocCategory::AffidavitOfHeirship);
        let generic = classify(&format!("AFFIDAVIT\n{recital}"));
        assert_eq!((generic.category, generic.confidence), (DocCategory::AffidavitOfHeirship, 0.9));
        let untitled = classify(recital);
        assert_eq!((untitled.category, untitled.confidence), (DocCategory::AffidavitOfHeirship, 0.45));
        assert_eq!(category("AFFIDAVIT\nAffiant states that the fence has stood on the line for forty years.\n"), DocCategory::Other);
    }

    #[test]
    fn patents() {
        let federal = "THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting: the United States do give and grant \
unto SILAS MOORE the tract above described.\n";
        assert_eq!(category(federal), DocCategory::Patent);
        assert_eq!(category(&format!("PATENT\n{federal}")), DocCategory::Patent);
    }

    #[test]
    fn federal_patent_whose_grant_follows_a_long_whereas() {
        let heading = "THE UNITED STATES OF AMERICA,\nTo all to whom these presents shall come, Greeting:\nWHEREAS, a \
Certificate of the Register of the Land Office at Pierre has been deposited in the General Land Office, whereby it appears \
that the homestead claim of Amos T. Lund has been established. Now know ye.\n";
        let found = classify(heading);
        assert_eq!((found.category, found.confidence), (DocCategory::Patent, 0.6));
        let know_ye = "WHEREAS, the claim of Nora Pike has been duly consummated under the Act of Congress.\nNOW KNOW YE, That \
the UNITED STATES OF AMERICA, in consideration of the premises, HAS GIVEN AND GRANTED unto the said Nora Pike the tract.\n";
        assert_eq!(category(know_ye), DocCategory::Patent);
        let passive = "THE UNITED STATES OF AMERICA, of Natrona County, Wyoming,\nTo all to whom these presents shall come, \
Greeting:\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said Nora Pike the tract.\n";
        assert_eq!(category(passive), DocCategory::Patent);
    }

    #[test]
    fn colonial_deed_greeting_is_not_a_patent() {
        let text = "TO ALL TO WHOM THESE PRESENTS SHALL COME, GREETING.\nKNOW YE, That I, ELIJAH PRATT, of the State of \
Connecticut, for the consideration of Ten Dollars, do give, grant, bargain, sell and confirm unto ASA WELLS the land.\n";
        assert_ne!(category(text), DocCategory::Patent);
    }

    #[test]
    fn encumbrances_and_other_deeds() {
        assert_eq!(category(&format!("CORRECTION WARRANTY DEED\n{DEED_BODY}")), DocCategory::CorrectionDeed);
        assert_eq!(category(&format!("PARTITION DEED\n{DEED_BODY}")), DocCategory::PartitionDeed);
        assert_eq!(category(&format!("DEED OF TRUST\n{DEED_BODY}")), DocCategory::DeedOfTrust);
        assert_eq!(category(&format!("MORTGAGE\n{DEED_BODY}")), DocCategory::DeedOfTrust);
        assert_eq!(
            category("RELEASE OF LIEN\nThe holder does hereby release the vendor's lien described.\n"),
            DocCategory::MortgageRelease
        );
        assert_eq!(category("SATISFACTION OF MORTGAGE\nPaid in full.\n"), DocCategory::MortgageRelease);
        assert_eq!(category("PIPELINE RIGHT-OF-WAY GRANT\nGrantor grants a right of way.\n"), DocCategory::RightOfWay);
        assert_eq!(category("EASEMENT\nFor Ten Dollars Grantor grants unto the Company a perpetual easement.\n"), DocCategory::RightOfWay);
        let captionless = "ORA FIELDS does hereby grant unto WEST TEXAS GAS CO. a right of way to lay a pipe line across the land.\n";
        assert_eq!(category(captionless), DocCategory::RightOfWay);
    }

    #[test]
    fn granting_words_in_the_recording_stamp_do_not_count() {
        let text =
            "Some faded words.\nFiled for record the 2nd day of June, 1950, the instrument whereby A did grant, sell and convey to B.\n";
        assert_eq!(category(text), DocCategory::Other);
    }

    #[test]
    fn granting_verb_lists_of_every_length_and_damage_make_a_deed() {
        for verbs in [
            "grant and convey",
            "grant, bargain, sell and convey",
            "grants, bargains, sells, aliens, remises, releases, conveys and confirms",
            "do grant, bargain,\nsel1 and convey",
            "grant ba rgain, se ll and c0n",
        ] {
            let text = format!("That Rhea Dunn, for Ten Dollars, does hereby {verbs} unto Paul Ekberg the lot below.\n");
            let found = classify(&text);
            assert_eq!(found.category, DocCategory::Deed, "{verbs}");
            assert!(found.warnings[0].contains("operative words"), "{verbs}: {:?}", found.warnings);
        }
    }

    #[test]
    fn statutory_short_forms_name_their_covenant() {
        let form = |covenant: &str| {
            format!("Wade Kimble, unmarried, for valuable consideration paid, {covenant}, to Nina Roth, the following real property.\n")
        };
        assert_eq!(category(&form("grants, with general warranty covenants")), DocCategory::WarrantyDeed);
        assert_eq!(category(&form("grant(s), with general warranty covenants")), DocCategory::WarrantyDeed);
        assert_eq!(category(&form("grants, with covenants of general warranty")), DocCategory::WarrantyDeed);
        assert_eq!(category(&form("grants, with limited warranty covenants")), DocCategory::SpecialWarrantyDeed);
        assert_eq!(category(&form("grants with fiduciary covenants")), DocCategory::Deed);
    }

    #[test]
    fn warranty_covenants_in_their_written_forms() {
        let deed = |covenant: &str| category(&format!("DEED\n{DEED_BODY}{covenant}\n"));
        assert_eq!(deed("And the grantors will SPECIALLY warrant and defend the property."), DocCategory::SpecialWarrantyDeed);
        assert_eq!(deed("The grantors hereby GENERALLY warrant the title."), DocCategory::WarrantyDeed);
        assert_eq!(deed("The grantors covenant that they will warrant the title to the grantee."), DocCategory::WarrantyDeed);
        assert_eq!(deed("The grantor hereby fully warrants the title to said land."), DocCategory::WarrantyDeed);
        assert_eq!(deed("The vendor sells with full guarantee of title and subrogation."), DocCategory::WarrantyDeed);
        assert_eq!(deed("This sale is made with full warranty against all former owners."), DocCategory::WarrantyDeed);
        assert_eq!(deed("The grantor will not warrant the title."), DocCategory::Deed);
    }

    #[test]
    fn a_bare_deed_caption_without_granting_words_is_read_by_its_covenant() {
        let text = "DEED\nBetween Olga Brandt, grantor, and Ned Platt, grantee: the grantor, for One Dollar, [illegible] unto the \
grantee the lot below. And the grantor will warrant specially the property hereby conveyed.\n";
        assert_eq!(category(text), DocCategory::SpecialWarrantyDeed);
    }

    #[test]
    fn covenants_and_grants_recited_from_other_deeds_do_not_count() {
        let recited = format!(
            "DEED\n{DEED_BODY}Being the same land conveyed to the grantors by special warranty deed dated June 3, 1971, recorded in \
Volume 88, Page 4.\n"
        );
        assert_eq!(category(&recited), DocCategory::Deed);
        let being = "WHEREAS, Amos Reed by deed dated May 2, 1950 did grant, sell and convey unto Ida Reed the land; NOW, THEREFORE, \
Ida Reed does hereby assign, transfer and set over unto Lyle Webb all her rights under the oil and gas lease on the land.\n";
        assert_eq!(category(being), DocCategory::LeaseAssignment);
    }

    #[test]
    fn a_deed_that_says_it_corrects_an_earlier_deed_is_a_correction_deed() {
        for statement in [
            "This deed is made to correct the deed from the grantors to the grantee dated May 3, 1960.",
            "This conveyance is given in correction of a deed whose description omitted the north line.",
            "This deed is executed for the purpose of correcting the acreage stated in an earlier deed.",
        ] {
            let found = classify(&format!("QUITCLAIM DEED\n{DEED_BODY}{statement}\n"));
            assert_eq!(found.category, DocCategory::CorrectionDeed, "{statement}");
            assert!(found.warnings.iter().any(|w| w.contains("corrects an earlier deed")), "{statement}");
        }
        let recited = format!("WARRANTY DEED\n{DEED_BODY}Being the land described in that certain deed made to correct a survey.\n");
        assert_eq!(category(&recited), DocCategory::WarrantyDeed);
    }

    #[test]
    fn easements_and_pipeline_rights_granted_in_other_words() {
        for grant in [
            "does hereby grant to the Company a perpetual exclusive easement across the land",
            "grants unto the Company the following described permanent easement and right-of-way",
            "does hereby grant unto Plains Gathering, L.P. the right to lay, maintain and operate a pipe line",
        ] {
            assert_eq!(category(&format!("Hal Pruitt, for Ten Dollars, {grant}.\n")), DocCategory::RightOfWay, "{grant}");
        }
        let deed = "Hal Pruitt, for Ten Dollars, does hereby grant unto Vera Sims the lot below, together with an easement for access.\n";
        assert_ne!(category(deed), DocCategory::RightOfWay);
    }

    #[test]
    fn federal_patents_in_the_cash_entry_form() {
        let text = "THE UNITED STATES OF AMERICA, unto all who shall see these presents, greeting.\nIt appearing that Jesse Toomey \
has paid in full for the land below: Now, therefore, the United States of America, in consideration of the premises, do \
grant unto the said Jesse Toomey the tract above described.\n";
        assert_eq!(category(text), DocCategory::Patent);
        let damaged = "NOW KNOW YE, That there is, therefore, GRA NTED by the United States unto the said Mae Orr the tract.\n";
        assert_eq!(category(damaged), DocCategory::Patent);
    }

    /// The federal testimonium says the letters are made patent whatever verb the form uses
    /// ("caused", "directed that", "ordered that"): it settles a patent whose granting clause the
    /// scan damaged past reading. Our own wording.
    #[test]
    fn a_patent_known_by_its_testimonium() {
        for verb in ["caused these letters to", "directed that these letters", "ordered that these letters shall"] {
            let text = format!(
                "THE UNITED STATES OF AMERICA,\nWHEREAS Hal Brekke has paid for the land below;\nNOW KNOW YE, Tbat the said tract is \
hcreby secured to him and his heirs.\nIN TESTIMONY WHEREOF, I, the President, have {verb} be made Patent.\n"
            );
            let found = classify(&text);
            assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::Patent, Some(true)), "{verb}");
        }
    }

    /// A faint scan reads `e` as `c`, `h` as `b` and `m` as `rn`: a patent's greeting, grant and
    /// testimonium so damaged still make it a patent, and its testimonium may say the letters were
    /// had issued. Our own wording.
    #[test]
    fn a_patent_read_through_a_faint_scan() {
        let greeting = "THE UNITED STATES OF AMERICA,\nTo a1l who sha11 see thesc prcsents, Greeting:\nWhcreas Iver Moe has made good \
his claim.\n";
        assert_eq!(category(greeting), DocCategory::Patent);
        let grant = "Whereas the entry of Iver Moe is complete;\nNow therefore know ye, tbat thc Unitcd Statcs grants to the said \
Iver Moe the tract above.\n";
        assert_eq!(category(grant), DocCategory::Patent);
        let testimonium = "Whereas the entry of Iver Moe is complete;\nNow therefore the tract is confirmed to him.\nIn witness of which I, the President, have had these lctters \
patcnt issued under the seal of the General Land Office.\n";
        assert_eq!(category(testimonium), DocCategory::Patent);
        assert_eq!(category("The tract lies in the terrn of the said survey.\n"), DocCategory::Other);
    }

    #[test]
    fn a_grantee_named_for_minerals_does_not_make_a_mineral_deed() {
        let deed = "That Cole Abney does hereby grant, sell and convey unto Ozark Oil, Gas and Minerals Company all that lot \
in Block 9, and binds himself to warrant and forever defend the title.\n";
        assert_eq!(category(deed), DocCategory::WarrantyDeed);
        let minerals = deed.replace("all that lot", "all of the oil, gas and other minerals in the lot");
        assert_eq!(category(&minerals), DocCategory::MineralDeed);
    }

    #[test]
    fn a_list_that_assigns_before_it_conveys_passes_a_lease() {
        let text = "Redbud Energy LLC GRANTS, BARGAINS, SELLS, ASSIGNS and CONVEYS unto Ute Creek Oil Co. all of its interest \
in the oil and gas leases described in Exhibit A.\n";
        assert_eq!(category(text), DocCategory::LeaseAssignment);
        let land = "Redbud Ranch LLC GRANTS, BARGAINS, SELLS, ASSIGNS and CONVEYS unto Ute Creek Farms the land below.\n";
        assert_eq!(category(land), DocCategory::Deed);
        let leased_land = "Redbud Ranch LLC GRANTS, BARGAINS, SELLS, ASSIGNS and CONVEYS unto Ute Creek Farms the land below, \
subject to the oil and gas lease of record.\n";
        assert_eq!(category(leased_land), DocCategory::Deed);
    }

    #[test]
    fn a_bare_release_of_the_lease_by_release_relinquish_and_quitclaim() {
        let release = "RELEASE\nWHEREAS, Rex Dunn, as Lessor, made an oil and gas lease to C. W. Platt; NOW, THEREFORE, Alamo Basin Oil \
Co., the owner of the lease, does hereby release, relinquish and quitclaim unto the said Rex Dunn and wife, L. M. Dunn, all its \
right, title and interest in and to the said lease and the land it covers.\n";
        assert_eq!(category(release), DocCategory::LeaseRelease);
        // The same verbs whose object is land, in a deed that only mentions a lease, quitclaim it.
        let quitclaim = "Ann Ruiz does hereby release, relinquish and quitclaim unto Ben Ruiz all her right, title and interest in the \
land below, subject to any oil and gas lease of record.\n";
        assert_eq!(category(quitclaim), DocCategory::QuitclaimDeed);
    }

    /// A release of a deed of trust under a caption that names no kind, whose quitclaim verbs a
    /// coarse scan damaged ("rernise" for "remise"): the damaged verbs still say it releases the
    /// lien. Our own wording.
    #[test]
    fn a_bare_release_of_a_lien_through_damaged_verbs() {
        let release = "DEED OF RELEASE\nWHEREAS, Ada Moss by her deed of trust dated May 3, 1950, conveyed the land below to Lee \
Hart, trustee, to secure her note to the Farmers Bank; and WHEREAS the note has been paid;\nNOW, THEREFORE, the Farmers Bank \
and Lee Hart, trustee, do hereby rernise, release and quitclaim unto the said Ada Moss the land below, free of the lien of the \
said deed of trust.\n";
        assert_eq!(category(release), DocCategory::MortgageRelease);
    }

    #[test]
    fn a_state_patent_by_its_governor_and_its_letters_patent() {
        let patent = "THE STATE OF TEXAS,\nTo all to whom these Presents shall come, Know Ye:\nThat I, J. W. Bell, Governor of the \
State aforesaid, by virtue of the authority vested in me by law, do by these presents grant to ABEL CROSS, his heirs or assigns, \
forever, Three Hundred Twenty acres of land in Nolan County; and I do hereby issue this Letters Patent for the same.\n";
        assert_eq!(category(patent), DocCategory::Patent);
        let letters = "and the Commissioner of the General Land Office does hereby issue these Letters Patent to Lon Barr for the land.\n";
        assert_eq!(category(letters), DocCategory::Patent);
    }

    #[test]
    fn statutory_convey_and_warrant_is_a_warranty_deed() {
        let text = "THIS INDENTURE WITNESSETH, That the Grantor, OTTO KRAUS, a widower, for Ten Dollars in hand paid, CONVEYS AND \
WARRANTS to HILDA BAUER the following described Real Estate, to-wit: the E/2 of Section 4.\n";
        assert_eq!(category(text), DocCategory::WarrantyDeed);
    }

    #[test]
    fn a_covenant_damaged_by_the_scan_still_tells_the_kind_of_deed() {
        let text = "THIS DEED, made the 2nd day of May, 1921, by and between Amos Dent, party of the first part, and Lyle Hart, party \
of the second part, WITNESSETH: that the party of the first part does grant unto the party of the second part, withcovenants \
of genera1 warranty, all that tract of land on Fish Creek.\n";
        assert_eq!(category(text), DocCategory::WarrantyDeed);
    }

    #[test]
    fn a_fiduciarys_deed_is_a_deed_whatever_its_covenant() {
        let executrix = "THIS DEED, made this 3rd day of May, 1950, by and between NORA PRICE, Executrix of the last will and testament \
of ELI PRICE, deceased, party of the first part, and OWEN HALE, party of the second part, WITNESSETH: that the party of the first \
part doth grant and convey unto the party of the second part the land below; and she will specially warrant the title.\n";
        assert_eq!(category(executrix), DocCategory::Deed);
        // A grantor who only names executors among those bound stays a warranty grantor.
        let bound = "THIS DEED, made this 3rd day of May, 1950, by NORA PRICE, a widow, who doth grant and convey unto OWEN HALE, his \
heirs, executors and administrators, the land below; and she will specially warrant the title.\n";
        assert_eq!(category(bound), DocCategory::SpecialWarrantyDeed);
    }
}
