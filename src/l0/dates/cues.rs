//! The words that say what a date is the date of ("IN WITNESS WHEREOF", "before me", "filed
//! for record", "by deed dated", "died"), and the bounded search for the nearest of them.

use crate::l0::ocr_tolerant_reading;
use crate::vocab::DateKind;
use regex::bytes::Regex as BytesRegex;
use regex_automata::nfa::thompson;
use regex_automata::util::syntax;
use regex_automata::{Input, MatchKind, hybrid, meta};
use std::cell::RefCell;
use std::sync::LazyLock;

/// Cue words are ASCII, so their patterns run on bytes with ASCII classes and case folding:
/// the OCR-tolerant forms stay small enough to be fast over every date's window. A faint `e`
/// read as `c` is read through too ("Datcd", "effectivc as of", "acknowlcdged", "Fi1ed for
/// rccord"): a faint scan loses the bar of every `e` on a page, dating words included.
pub(super) fn cue_regex(pattern: &str) -> BytesRegex {
    BytesRegex::new(&format!("(?-u){}", ocr_tolerant_reading(pattern, true))).expect("date cue pattern compiles")
}

/// Words that say what a date is the date of. Nearest to the date wins, except that weak words
/// ("dated", "made") give way to a recital in the same stretch of text.
pub(super) struct Cue {
    pub(super) kind: DateKind,
    pub(super) rule: &'static str,
    pub(super) pattern: BytesRegex,
    /// The same pattern, for searches that need only where a match ends (no reverse search).
    pub(super) ends: meta::Regex,
    pub(super) strength: Strength,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Strength {
    /// Settles the kind on its own.
    Strong,
    /// "dated", "made": execution words that recitals also use.
    Weak,
    /// "witness my hand": the signer may be a party or the notary.
    Hand,
}

/// A verb of signing, sealing or pronouncing an instrument, as the chains of dating clauses
/// use them: "Signed, sealed and delivered", "THUS DONE AND PASSED", "READ, RENDERED AND
/// SIGNED", "Satisfied and released", "AGREED TO AND ACCEPTED".
const SIGNING_VERB: &str = r"(?:read|done|passed|signed|sealed|delivered|executed|rendered|entered|ordered|adjudged|decreed|approved|satisfied|released|accepted|agreed\s+to)";

/// What a party that signs by its capacity signs for: a company or a fiduciary by its kind, or
/// the side of the instrument it stands on.
const SIGNING_PARTY: &str = r"(?:corporation|company|partnership|trust|estate|firm|bank|association|grantors?|lessors?|lessees?|assignors?|assignees?|releasors?|owners?|undersigned|parties|itself|themselves|inc|llc|l\.l\.c|co|corp|ltd|lp|l\.p)(?-u:\b)\.?";

/// The place a civil-law act or a court order names before its date: "at Ruston, Louisiana,",
/// "in Chambers at Opelousas,", "in the Parish of Caddo", "in open court".
const SIGNING_PLACE: &str =
    r"(?:at|in\s+(?:chambers|open\s+court|my\s+office|the\s+(?:city|town|village|parish|county)\s+of))(?-u:\b)[^;\n]{0,80}?";

/// The words that date this instrument's execution.
fn execution_words() -> String {
    let chain = format!(r"{SIGNING_VERB}(?:\s*(?:,|and|,\s*and)\s*{SIGNING_VERB})+");
    let words = [
        r"(?-u:\b)executed(?-u:\b)".to_string(),
        // The testimonium, also as the patents and indentures that avoid "whereof" word it ("In
        // witness of which the grantor has signed", "In witness of which I, President of the
        // United States, have had these letters patent issued").
        r"(?-u:\b)in\s+witness\s+(?:whereof|of\s+which)(?-u:\b)".to_string(),
        // "Signed, sealed and delivered on the", "DONE AND ORDERED in Chambers at Tulsa, this",
        // and a court's signing line with its place and "on" before the date ("DONE AND ORDERED
        // in Chambers at Lakeland, Florida, on May 3, 2016", "ORDERED AND ADJUDGED at Miami on"):
        // a place the chain names ("in Tampa, Florida, on") dates the act when "on", "this" or
        // "the" closes it; a chamber, a court or "at" a place need nothing more.
        format!(
            r"(?-u:\b){chain}\s*,?\s+(?:{SIGNING_PLACE}(?:on(?:\s+(?:this|the))?|this|the)?|in(?-u:\b)[^;\n]{{0,80}}?(?-u:\b)(?:on(?:\s+(?:this|the))?|this|the)|(?:on\s+)?this|on\s+the|on)(?-u:\b)"
        ),
        // "Done at Farmerville, on this", "Dated at Denver, Colorado, this", "Signed at Casper,
        // Wyoming, on May 3, 1951", "Dated at Hays, Kansas, June 14, 1961", "Signed and sealed at
        // Ogden, Utah, November Sixteenth, 1942", a court's "Decreed at Hays, Kansas, this" (the
        // place alone before the date, mid-line as often as on a line of its own)
        format!(r"(?-u:\b)(?:done|passed|signed|sealed|delivered|executed|rendered|entered|dated|decreed)\s*,?\s+{SIGNING_PLACE}(?:on(?:\s+(?:this|the))?|this|the)?(?-u:\b)"),
        r"(?-u:\b)signed\s+by\s+(?:us|me|them|him|her|it|the\s+(?:undersigned|parties|grantors?|lessors?|assignors?))\s+(?:on|this)(?-u:\b)".to_string(),
        // "IT IS SO ORDERED this", "SO ORDERED on May 3, 2016": a court's closing line; also when
        // the line opens on the one verb and names the place ("ORDERED in Chambers at Naples,
        // Collier County, Florida, on May 3, 2016", "ORDERED at Ocala, Florida, this").
        r"(?-u:\b)ordered\s*,?\s+(?:on\s+)?this(?-u:\b)|(?-u:\b)so\s+ordered\s*[,.]?\s+on(?-u:\b)".to_string(),
        format!(r"(?m)^\W*ordered\s*,?\s+{SIGNING_PLACE}(?:on(?:\s+(?:this|the))?|this|the)?(?-u:\b)"),
        // "Date:", "Date of this Deed:" labels of modern forms.
        r"(?m)^\W*date(?:\s+of\s+(?:this\s+)?(?:deed|conveyance|instrument|lease|assignment|agreement|execution))?\s*:".to_string(),
        // Also with "and" run into it by OCR ("made andentered into on the").
        r"(?:(?-u:\b)|and)entered\s*into(?-u:\b)".to_string(),
        // "dated the", also with the words OCR ran together ("This extension isdated the").
        r"(?-u:\b)(?:is|was)?dated\s*(?:this|the)(?-u:\b)".to_string(),
        r"(?m)^\W*dated\s*(?::|this(?-u:\b))".to_string(),
        r"(?-u:\b)made\s+(?:and\s*entered\s*into\s+)?(?:this|the|on|as\s+of)(?-u:\b)".to_string(),
        r"(?-u:\b)signed\s+(?:this|on|the)(?-u:\b)".to_string(),
        // The signing line of a party that signs by its capacity: "Signed for the corporation
        // this", "Executed on behalf of the Lessors on", "Signed for and on behalf of Tallgrass
        // Oil Co., by its President, on": a release's, an assignment's or a company deed's
        // execution. Only a party's name or its kind closes the capacity, so that "executed for
        // the purposes therein expressed" of a certificate is none.
        format!(r"(?-u:\b)(?:signed|executed|sealed)\s+(?:for\s+and\s+on\s+behalf\s+of|on\s+behalf\s+of|for)\s+(?:(?:the|said|its|each|all|of)\s+)*(?:[\w.,&'-]+\s+){{0,5}}?{SIGNING_PARTY}[^.;\n]{{0,40}}?(?-u:\b)(?:on|this|the)(?-u:\b)"),
        // A line opening on the verb with the date right after it: "SIGNED May 9, 1961",
        // "ENTERED this", "ENTERED on May 3, 2016", "Judgment rendered and signed January 5, 1990",
        // "Signed, sealed and delivered June 4, 1958", "Executed and delivered: 4/6/1977"; and the
        // holder's line of a release or satisfaction form, "Released this", "Satisfied on".
        r"(?m)^\W*(?:(?:judgment|decree|order)\s+(?:was\s+)?)?(?:read\s*,\s*)?(?:signed|ordered|rendered|entered|executed|sealed|released|satisfied)(?:\s*(?:,|and|,\s*and)\s*(?:signed|entered|ordered|sealed|rendered|delivered|executed|released|satisfied))*\s*[:,]?\s*(?:this|on|the)?\s*$".to_string(),
        r"(?-u:\b)lease\s+made(?-u:\b)".to_string(),
        // "THIS INDENTURE, made the", "THIS WARRANTY DEED Made the" with the one word between the
        // instrument's name and its date read as any short word: OCR gives "rnade", "Madc",
        // "mado" for "made" in the premises of eastern indentures and Florida deeds.
        format!(r"(?m)^\W*this\s+{TITLE_WORD}(?:[\s,]+(?:{TITLE_WORD}|of|and|&))*[\s,]+[a-z]{{3,6}}\s+(?:this|the|on)(?-u:\b)"),
        // "Execution Date:" of a modern form; "THUS DONE AND PASSED" of a Louisiana act; "NOW on
        // this 5th day of May" that opens a court's order or decree.
        r"(?m)^\W*execution\s+date\s*:".to_string(),
        r"(?-u:\b)done\s+and\s+(?:passed|signed)(?-u:\b)".to_string(),
        r"(?-u:\b)now\s+on\s+this(?-u:\b)".to_string(),
        // "whose names are signed to the writing above, bearing date the 4th day of June": an
        // officer's certificate naming the date of the instrument it certifies.
        format!(r"{THE_WRITING_BEARING_DATE}(?:\s+(?:on\s+)?(?:the|this))?(?-u:\b)"),
    ];
    format!("(?i){}", words.join("|"))
}

/// The rule of the cue that dates a term's start.
pub(super) const TERM_FROM: &str = "term_from";

/// How many cues [`CUES`] lists.
const CUE_COUNT: usize = 14;

static CUES: LazyLock<[Cue; CUE_COUNT]> = LazyLock::new(|| {
    let cue = |kind, rule, pattern: &str, strength| {
        let pattern = cue_regex(pattern);
        let ends = meta::Regex::builder()
            .configure(meta::Config::new().match_kind(MatchKind::LeftmostFirst).utf8_empty(false))
            .syntax(syntax::Config::new().utf8(false))
            .build(pattern.as_str())
            .expect("date cue pattern compiles");
        Cue { kind, rule, pattern, ends, strength }
    };
    use DateKind::*;
    use Strength::*;
    [
        // "effective as of", "shall take effect on", "with effect from", "shall have effect as
        // of": the day the instrument speaks from, whatever verb the drafter gave it; also with
        // the verb OCR ran into it ("shall beeffective", "iseffective as of"). A court's order
        // entered "nunc pro tunc as of" an earlier day speaks from that day, not from its signing.
        cue(
            Effective,
            "effective",
            r"(?i)(?-u:\b)(?:be|is)?effective(?-u:\b)|(?-u:\b)(?:take|takes|took|taking)\s+effect(?-u:\b)|(?-u:\b)(?:with|have|has)\s+effect\s+(?:from|as\s+of|on)(?-u:\b)|(?-u:\b)nunc\s+pro\s+tunc\s+as\s+of(?-u:\b)",
            Strong,
        ),
        cue(Execution, "execution_words", &execution_words(), Strong),
        // "for a term of five years from March 1, 1975", "for a period of fifteen years from and
        // after": the date a lease's or a term royalty's term runs from. It dates the instrument
        // only when the instrument has no dating clause of its own (`super::own_date_beats_term`).
        cue(
            Execution,
            TERM_FROM,
            r"(?i)(?-u:\b)(?:term|period)\s+of\s+[^.;\n]{0,40}?(?-u:\b)(?:years?|months?)\s+(?:from|commencing(?:\s+on)?|beginning(?:\s+on)?)(?:\s+and\s+after)?(?:\s+(?:this|the))?(?-u:\b)",
            Strong,
        ),
        // "Dated" that opens a line, or a sentence with its capital ("... warrant the title. Dated
        // June 14, 1961."): a recital's "dated" runs on inside its sentence.
        cue(Execution, "dated_line", r"(?im)^\W*dated(?-u:\b)|\.[ \t]+(?-i:D(?:ated|ATED))(?-u:\b)", Weak),
        cue(Execution, "dated", r"(?i)(?-u:\b)dated(?-u:\b)|(?-u:\b)made(?-u:\b)", Weak),
        cue(
            Execution,
            "hand",
            r"(?i)(?-u:\b)witness\s+(?:(?:my|his|her|its)\s+(?:hands?|signatures?)|the\s+hands?(?:\s+and\s+seals?)?\s+of)(?-u:\b)|(?-u:\b)given\s+(?:[un]nder\s+(?:my|rny|our)\s+hands?|at(?-u:\b)[^;\n]{0,80}?(?:on\s+)?(?:this|the))(?-u:\b)|set\s*(?:my|his|her)\s+hands?(?-u:\b)|(?-u:\b)subscribed\s+(?:my|his|her|its)\s+names?(?-u:\b)|(?-u:\b)in\s+testimony\s+whereof(?-u:\b)",
            Hand,
        ),
        cue(
            Execution,
            "parties_hands",
            r"(?i)(?-u:\b)witness\s+(?:our|their)\s+(?:hands?|signatures?)(?-u:\b)|set\s*(?:our|their)\s+hands?(?-u:\b)|(?-u:\b)subscribed\s+(?:our|their)\s+names(?-u:\b)",
            Strong,
        ),
        cue(
            Acknowledgment,
            "acknowledgment_words",
            r"(?i)(?-u:\b)acknowledged(?-u:\b)|(?-u:\b)before\s+me(?-u:\b)|(?-u:\b)sworn(?-u:\b)|(?-u:\b)subscribed\s+(?:and|before|in)(?-u:\b)|(?-u:\b)[BR]e\s+it\s+remembered(?-u:\b)|(?-u:\b)personally\s+(?:came|appeared)(?-u:\b)|(?-u:\b)notary(?-u:\b)",
            Strong,
        ),
        cue(Acknowledgment, "officer_certificate", r"(?i)(?-u:\b)certified\s+under\s+my\s+hand(?-u:\b)", Strong),
        // The recorder's stamp and certificate, and the recording a recital tells by the office
        // that took it ("filed with the Register of Deeds of Polk County on the", "filed in the
        // office of the County Recorder on"): a filing date, never a signing's, however near a
        // recited instrument's "executed by" stands.
        cue(
            Recording,
            "recording_stamp",
            r"(?im)(?-u:\b)(?:filed|received|entered|left)\s*(?:in\s+(?:(?:my|this|the)\s+)?office\s+)?for\s*record(?-u:\b)|(?-u:\b)filed\s+and\s+recorded(?-u:\b)|(?-u:\b)filed\s+(?:with|in\s+the\s+office\s+of)\s+the\s+(?:county\s+)?(?:register|recorder|registrar|clerk)(?-u:\b)|^\W*(?:filed|recorded|received)(?-u:\b)|(?-u:\b)recorded\s+(?:on|this|at)(?-u:\b)|(?-u:\b)date\s+of\s+acceptance(?-u:\b)|(?:^|:)[^A-Za-z0-9\n]{0,4}in\s+the\s+clerk'?s\s+office\s+of(?-u:\b)",
            Strong,
        ),
        // "lease issued effective" and "(Anniversary Date)": a federal lease's transfer form (BLM
        // 3000-3, 3000-3a) names the lease it acts on by the date the lease was issued effective,
        // its anniversary date, never the transfer's own effective date ([`ISSUED_EFFECTIVE`]
        // reads the issuing agency between); and the note or bond a party executed for the price
        // ([`DEBT_EXECUTED`]). The papers a named paper's "dated" belongs to include the bank
        // draft or check that pays a lease's bonus ("the bonus draft dated May 2, 2011"): its
        // date is the payment's, not the lease's.
        cue(
            Recital,
            "recital",
            &format!(
                r"(?i)(?-u:\b)that\s+certain(?-u:\b)(?:[^.;]{{0,100}}?(?-u:\b)(?:dated|of\s+date){DATED_ON}(?-u:\b))?|(?-u:\b)by\s+(?:deed|instrument|conveyance|assignment|lease|patent)(?-u:\b)|(?-u:\b)(?:deed|lease|assignment|conveyance|instrument|mortgage|patent|agreement|runsheet|opinion|certificate|trust|will|testament|note|bond|obligation|contract|easement|right[\s-]+of[\s-]+way|grant|release|ratification|amendment|extension|memorandum|order|decree|judgment|plat|survey|attorney|authority|authorization|resolution|declaration|consent|letter|draft|check)s?(?-u:\b)(?:[^.;\n]|(?-u:\b)no\.){{0,60}}(?-u:\b)(?:dated|of\s+date){DATED_ON}(?-u:\b)|(?-u:\b)(?:in|by|under|from|of|certain|said|such|same|prior|an?)\s+(?:[\w&.-]+\s+){{0,4}}?(?:deed|lease|assignment|conveyance|instrument|mortgage|patent|agreement|trust|will|easement|way|grant|release|order|decree|judgment)s?,?\s+(?:dated|of\s+date){DATED_ON}(?-u:\b)|{}|(?-u:\b)(?:promissory\s+)?notes?(?-u:\b)(?:[^.;\n]|\.\d|\n[^\n]){{0,160}}?(?-u:\b)(?:dated|of\s+date){DATED_ON}(?-u:\b)|{ISSUED_EFFECTIVE}|{DEBT_EXECUTED}|(?-u:\b)anniversary\s+date(?-u:\b)|(?-u:\b)(?:trust|u/?t/?a|u/?a)\s+dated\s+(?:this|the|on)(?-u:\b)|(?-u:\b)bearing\s+date(?-u:\b)|(?-u:\b)under\s*date\s+of(?-u:\b)|(?-u:\b)(?:having|with|bearing)\s+an\s+effective\s+date\s+of(?-u:\b)|(?-u:\b)recorded\s+in(?-u:\b)|(?-u:\b)of\s+record\s+in(?-u:\b)|(?-u:\b)prepared\s+by(?-u:\b)|{COURT_ORDER_MADE}|{}|{}",
                instrument_executed(),
                told_instrument(),
                instrument_effective()
            ),
            Strong,
        ),
        cue(
            Event,
            "life_event",
            r"(?i)(?-u:\b)(?:died|departed\s+this\s+life|deceased\s+on|death|married|born|birth|intestate|testate)(?-u:\b)",
            Strong,
        ),
        // "My Commission Expires", and the stamp's "Expires" alone through OCR slips ("Sxpres",
        // "Exeires").
        cue(
            Commission,
            "commission",
            r"(?i)(?-u:\b)comm(?:\.|ission)|expires?\W*$|(?-u:\b)[es]x(?:p|[a-z]?[il1]r)[a-z]{0,5}\.?\W*$|(?-u:\b)expiration(?-u:\b)",
            Strong,
        ),
        // Statutes, approvals, deadlines, surveys, appointments; the day a lease's term ends ("a
        // primary term that ends February 1, 2002", "so that the primary term shall end on the
        // fifth day of August"), which a ratification or an extension restates; and the county
        // auditor's endorsement that midwestern deeds carry under the recording ("Transfer
        // entered March 10, 1927", "Entered for taxation this 3rd day of May"): the tax list's
        // date.
        cue(
            Other,
            "not_of_this_instrument",
            r"(?i)(?-u:\b)act\s+of(?-u:\b)|(?-u:\b)enacted(?-u:\b)|(?-u:\b)approved(?-u:\b)|(?-u:\b)P\.\s?L\.|(?-u:\b)on\s+or\s+before(?-u:\b)|(?-u:\b)until(?-u:\b)|(?-u:\b)term\s+(?:that\s+|which\s+)?(?:shall\s+|will\s+)?(?:ends?|ending)(?:\s+on)?(?:\s+(?:the|this))?(?-u:\b)|(?-u:\b)surveyed(?-u:\b)|(?-u:\b)drawing\s+date(?-u:\b)|(?-u:\b)admitted\s+to\s+probate(?-u:\b)|(?-u:\b)appointed(?-u:\b)|(?-u:\b)transferred(?-u:\b)|(?-u:\b)transfer\s+(?:entered|made)(?-u:\b)|(?-u:\b)entered\s+for\s+(?:taxation|transfer)(?-u:\b)",
            Strong,
        ),
    ]
});

/// Lazy-DFA cache of [`CUE_ENDS`]: the OCR-tolerant cues together need more than the regex
/// crate's default 2 MiB, and a cache rebuilt at every window costs more than the pass saves.
const CUE_ENDS_CACHE_BYTES: usize = 16 << 20;

/// The words between "dated" and the day that a day-of date opens on ("dated the", "dated
/// effective as of the", "dated on"): a recital's or this instrument's own dating reads through
/// them, so that it ends where the execution phrase "dated the" ends and wins the tie with it
/// ("that certain lease dated the 2nd day of ...", "a deed dated the 14th day of ..."; "This
/// Deed dated the ..." stays this instrument's).
const DATED_ON: &str = r"(?:\s+(?:effective\s+)?(?:as\s+of\s+)?(?:this|the|on))?";

/// "the present lease thereof, which was executed by the Grantor to X on the", "the lease now in
/// force, which was executed by ...", "which lease was
/// executed by the grantors to X under date of", "an oil and gas lease executed in favor of X,
/// dated the": an earlier instrument told by who executed it, the reservation and subject-to
/// clauses of mineral and royalty deeds reciting the lease the land is under. The recital runs to
/// the words that date the recited instrument, so that it ends where their execution phrase ends
/// and wins the tie with it; "This Lease is executed" is this instrument's own dating. The
/// signers' names between may hold initials ("executed by John Q. Roe and Ada M. Roe, husband
/// and wife, to the bank, dated the"): a stop after one letter ends no sentence.
fn instrument_executed() -> String {
    format!(
        r"(?-u:\b)(?:lease|deed|mortgage|assignment|conveyance|patent)s?(?:[^.;,]{{0,40}},)?\s+(?:(?:which|that)\s+)?(?:(?:was|is|has\s+been)\s+)?(?:heretofore\s+)?executed(?:\s*(?:by|in\s+favou?r\s+of|to|unto)(?-u:\b)(?:[^.;]|(?-u:\b)[a-z]\.){{0,160}}?(?-u:\b)(?:dated|on|under\s+date\s+of){DATED_ON})?(?-u:\b)"
    )
}

/// "the Deed of Trust executed by Ana Ruiz to J. B. Holt, Trustee, on the", "that oil and gas lease
/// made under date of", "the right of way heretofore granted to the gas company by Ana Ruiz on",
/// "the mortgage given by the grantors to the bank on", "a general power of attorney executed by
/// him on the" (the power an attorney in fact signs under): an earlier instrument told by a determiner
/// (never "this", "the foregoing" or "the within": those name this instrument) and a past
/// participle of making it, as releases, ratifications, extensions, amendments and corrections
/// name the instrument they act on. The recital runs to the words that date the told instrument,
/// so that it ends where an execution phrase there ends and wins the tie with it; an initial's
/// stop on the way ends no sentence.
fn told_instrument() -> String {
    format!(
        r"(?-u:\b)(?:the|that|a|an|said|certain|such|one|prior|earlier|former|original)\s+(?:(?:said|certain|same|prior|original|recorded|{TITLE_WORD}|and|of|&)[\s,]+){{0,6}}?(?:deed\s+of\s+trust|deed|lease|mortgage|assignment|conveyance|instrument|easement|right[\s-]+of[\s-]+way|agreement|contract|note|patent|release|grant|power\s+of\s+attorney)s?(?:\s*,[^.;,]{{0,60}},)?\s+(?:(?:which|that)\s+)?(?:(?:was|were|has\s+been|had\s+been)\s+)?(?:heretofore\s+|previously\s+|theretofore\s+)?(?:executed|made|given|granted|entered\s+into)(?-u:\b)(?:(?:[^.;]|(?-u:\b)[a-z]\.){{0,160}}?(?-u:\b)(?:dated|on|under\s+date\s+of|of\s+date|as\s+of){DATED_ON}(?-u:\b))?"
    )
}

/// "assigns the Oil and Gas Lease effective March 1, 1975, from Ida Farr to Quarry Oil Corp.",
/// "subject to that certain pipeline easement effective June 2, 1990": "effective" set right after
/// an earlier instrument's name, with no verb or comma between, names that instrument's date as
/// "dated" would, as assignments, ratifications, releases and memoranda identify the lease they
/// act on (the federal transfer forms' "lease issued effective" is one such). The name needs a
/// determiner other than "this": "This Lease effective as of" is this instrument's own dating,
/// and a caption's "LEASE" over an "Effective" line has none.
fn instrument_effective() -> String {
    format!(
        r"(?-u:\b)(?:the|that|a|an|said|certain|such|prior|earlier|former|original)\s+(?:(?:said|certain|same|prior|original|recorded|{TITLE_WORD}|and|of|&)[\s,]+){{0,6}}?(?:lease|deed|mortgage|assignment|conveyance|easement|agreement|contract|patent)s?[ \t]+effective(?-u:\b)"
    )
}

/// "state lease No. 5520, issued by the Commissioner of Public Lands, effective March 1, 2011", "the right of
/// way permit issued by the county, effective June 1, 1994", the federal transfer forms' "lease
/// issued effective": an instrument that an agency or a sovereign issued is named by the day it
/// was issued effective. This instrument is never "issued": assignments, memoranda and farmouts
/// name the state or federal lease they act on so, and the date is that lease's.
const ISSUED_EFFECTIVE: &str = r"(?-u:\b)issued(?:\s+(?:by|to|from|under)(?-u:\b)[^.;\n]{0,120}?)?,?\s+effective(?-u:\b)";

/// "for which the Grantees have executed their one promissory note of even date, payable ...,
/// the last maturing on March 1, 1996", "the mortgagors have executed and delivered their certain
/// bond": the note, bond or deed of trust a party executed to secure the price, as vendor's lien
/// deeds, mortgages and deeds of trust tell it in their consideration. Its date and its
/// maturities are the debt's, never this instrument's, however near "executed" stands. The
/// determiner is a party's or an indefinite one: "executed this instrument", "executed the
/// foregoing mortgage" name this one.
const DEBT_EXECUTED: &str = r"(?-u:\b)executed(?:\s+and\s+delivered)?\s+(?:(?:their|his|her|its|a|an|one|two|three|several|certain|promissory|negotiable|vendor'?s|lien|purchase[\s-]+money|principal|secured|real\s+estate)\s+){1,5}(?:notes?|bonds?|deeds?\s+of\s+trust|mortgages?)(?-u:\b)";

/// "by Order of the Circuit Court of Marshall County, made on the", "under a decree of the Court
/// of Common Pleas entered on the": the court order a commissioner's, sheriff's or guardian's deed
/// acts under, dated in the deed's recitals. "of the … Court" names another instrument: a court's
/// own order ("IT IS SO ORDERED this") never calls itself so.
const COURT_ORDER_MADE: &str = r"(?-u:\b)(?:order|decree|judgment)\s+of\s+(?:the\s+)?[^.;]{0,60}?court(?-u:\b)[^.;]{0,80}?(?-u:\b)(?:made|entered|rendered|dated|signed)(?:\s+(?:on|this|the))*(?-u:\b)";

/// "the foregoing instrument of writing, bearing date", "the writing hereto annexed, bearing
/// date": the certificate of a notary or clerk (West Virginia and Virginia forms) names the date
/// of the instrument it certifies, this one.
const THE_WRITING_BEARING_DATE: &str = r"(?-u:\b)(?:foregoing|within|annexed|above|attached)(?-u:\b)[^.;]{0,40}?bearing[\s.]{0,3}date";

/// The defined term modern forms give the instrument right after its title: ("Lease"), (the
/// "Assignment"), (herein the "Deed").
const DEFINED_TERM: &str =
    r#"(?:\s*\(\s*(?:(?:herein(?:after)?|the)\s+)*(?:["']|\xE2\x80[\x9C\x9D])?[A-Za-z ]{1,30}(?:["']|\xE2\x80[\x9C\x9D])?\s*\))?"#;

/// The verb of an instrument's own dating after its name: "is dated as of", "made and entered
/// into", "shall be effective", "executed", also with "is" run into "dated" by OCR; and two verbs
/// of its making and dating ("is made and dated this", "signed and dated this", "dated and
/// effective this").
const OWN_DATING_VERB: &str = r"(?:is\s*|being\s+|shall\s+be\s+)?(?:(?:made|signed|executed)\s+(?:and\s+)?)?(?:dated|of\s+date|effective|executed|made(?:\s+and\s+entered\s+into)?|entered\s+into|given|granted)(?:\s+and\s+effective)?";

/// "the lease being dated and effective this 1st day of December": the instrument named with
/// "the" in its own testimonium (a state land office's lease form). Only before "this" day: a
/// recital dates the instrument it tells of by "the" day ("the lease being dated the 3rd day of
/// May, 1950, and recorded in Book 40").
const NAMED_BEING_DATED_THIS: &str = r"(?-u:\b)(?:the|said)\s+(?:lease|deed|assignment|mortgage|conveyance|instrument|agreement)\s+being\s+(?:(?:made|signed|executed)\s+(?:and\s+)?)?dated(?:\s+and\s+effective)?\s+this(?-u:\b)";

/// A defined term given to the instrument right after its name, whatever words the name is
/// made of: "This Surface Use and Damage Settlement Agreement (the "Agreement")", "This Pooling
/// Declaration ("Declaration")". The term marks the name as this instrument's own.
const DEFINED_TERM_GIVEN: &str =
    r#"\s*\(\s*(?:(?:herein(?:after)?|the)\s+)*(?:["']|\xE2\x80[\x9C\x9D])[A-Za-z ]{1,30}(?:["']|\xE2\x80[\x9C\x9D])\s*\)"#;

/// A word of an instrument's title: "Oil, Gas and Mineral Lease", "Assignment and Bill of Sale",
/// "Mortgage, Security Agreement, Assignment of Rents and Leases, Fixture Filing and Financing
/// Statement". Only these words, so that "THIS CONVEYANCE IS MADE OUT OF AN INSTRUMENT DATED" in
/// capitals is no title.
pub(super) const TITLE_WORD: &str = r"(?:oil|gas|minerals?|royalty|overriding|leases?|deeds?|assignments?|conveyance|bill|sale|memorandum|trust|warranty|special|general|quitclaim|quit|claim|correction|right|way|easement|pipeline|surface|use|release|partial|mortgage|security|agreement|rents|fixture|filing|financing|statement|amendment|ratification|grant|option|extension|affidavit|instrument|indenture|patent|order|decree|judgment)(?-u:\b)";

/// "THIS DEED dated", "This Lease, dated", "(this "Assignment"), dated", "This MORTGAGE, SECURITY
/// AGREEMENT AND FINANCING STATEMENT dated as of", "This Oil and Gas Lease dated", "This Lease
/// ("Lease") is dated as of", "This Assignment is effective as of", "This Lease made and entered
/// into this": the instrument's own dating clause, which the recital cue's "deed … dated" (or
/// "lease made", [`told_instrument`]) would otherwise take for an earlier instrument, and
/// to which a recital earlier in the window does not make its date a recital; a name of any
/// words that a defined term follows ("This Surface Use and Damage Agreement (the "Agreement")
/// is dated"); the uniform mortgage forms' ""Security Instrument" means this document, which is
/// dated"; the certificate's "the foregoing writing, bearing date"; and a testimonium's "the
/// lease being dated and effective this" ([`NAMED_BEING_DATED_THIS`]). Title words may be joined
/// by hyphens ("This Pipeline Right-of-Way Agreement is dated").
static OWN_DATING: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(&format!(
        r#"(?i)(?-u:\b)this\s*(?:["'(]|\xE2\x80[\x9C\x9D])*\s*(?:{TITLE_WORD}(?:(?:,?\s+|-)(?:{TITLE_WORD}|and|of|&))*(?:["')]|\xE2\x80[\x9C\x9D])*{DEFINED_TERM}|(?:[a-z&-]+,?\s+){{0,8}}?[a-z]+{DEFINED_TERM_GIVEN})\s*,?\s*{OWN_DATING_VERB}{DATED_ON}(?-u:\b)|(?-u:\b)this\s+(?:document|{TITLE_WORD})\s*,?\s*(?:which|that)\s+(?:is|was)\s+(?:dated|effective){DATED_ON}(?-u:\b)|{THE_WRITING_BEARING_DATE}(?-u:\b)|{NAMED_BEING_DATED_THIS}"#,
    ))
});

/// An effective date this instrument gives itself in a sentence of its own, wherever the
/// sentence stands (a late paragraph on the assignee's obligations "from and after the effective
/// date of this Assignment, which effective date shall be ...", "The effective date hereof is",
/// "This Deed shall take effect on"): the sentence speaks of this instrument, so no recital it
/// sits beside makes its date another's.
pub(super) static EFFECTIVE_OF_THIS: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(&format!(
        r"(?i)(?-u:\b)effective\s+date\s+(?:of\s+this|hereof|herein|shall|will|is)(?-u:\b)|(?-u:\b)this\s+{TITLE_WORD}(?:(?:,?\s+|-)(?:{TITLE_WORD}|of|and|&))*\s*,?\s+(?:is|shall|will)\s+(?:be\s+|become\s+)?(?:made\s+)?(?:effective|take\s+effect)(?-u:\b)"
    ))
});

/// An effective date named by reference instead of by its words, between the effective phrase
/// and the next date: "effective as of the date of the last signature below", "shall take effect
/// on the day it is recorded", "effective on the first day of the month following approval",
/// "effective upon full execution". The next date is some other's (a signer's, a recital's), and
/// so is a date in the next sentence.
pub(super) static EFFECTIVE_BY_REFERENCE: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)(?-u:\b)(?-u:\b)(?:date|day|time)\s+(?:of|on\s+which|when|that)\s+(?:the\s+|its\s+|it\s+is\s+)?(?:last|final|full|recording|approval|execution|signing|signed|recorded|approved)(?-u:\b)|(?-u:\b)first\s+day\s+of\s+the\s+(?:calendar\s+)?month(?-u:\b)|(?-u:\b)(?:upon|when|after)\s+(?:its|the|this|full|final|being|execution|recording|approval)(?-u:\b)|[a-z]{2}\.(?:\s|$)",
    )
});

/// What the cues before a date say: the nearest cue's last match, whether a recital stands
/// there, and where the window names this instrument's own dating.
pub(super) struct CueReading {
    pub(super) nearest: Option<NearestCue>,
    pub(super) recital_before: bool,
    pub(super) own_dating: Vec<std::ops::RangeInclusive<usize>>,
}

/// The last match of the cue nearest to the date, by its end and where the search that found
/// it began (its start is read only when needed).
pub(super) struct NearestCue {
    pub(super) cue: &'static Cue,
    pub(super) searched_from: usize,
    pub(super) end: usize,
}

impl NearestCue {
    /// Where the match starts: the search from the same place finds the same match.
    pub(super) fn start(&self, window: &[u8]) -> usize {
        self.cue.pattern.find_at(window, self.searched_from).map_or(self.searched_from, |found| found.start())
    }
}

/// The last match of each cue in `window` (a recital's only outside this instrument's own
/// dating), and of these the nearest: on a tie a strong cue, a line-opening "Dated" over a bare
/// "dated", a recital over an execution phrase ending at the same place ("described in patent
/// dated the" names the earlier instrument), then the cue listed later in [`CUES`].
///
/// One pass of [`CUE_ENDS`] tells where each cue's matches can end at the latest; the cues are
/// then searched for their last match from the latest bound down, and a cue whose bound falls
/// before the nearest match found so far cannot be nearer, so it is not searched. Exact: a
/// cue's last match ends at or before its bound.
pub(super) fn read_cues(window: &[u8]) -> CueReading {
    let ends = cue_match_ends(window);
    let own_dating = if ends[CUE_COUNT].is_some() { dating_of_this_instrument(window) } else { Vec::new() };
    // "THIS DEED, dated …" and "(this "Lease"), dated as of" date this instrument, not an earlier one.
    let last_match = |cue: &'static Cue, ends: MatchEnds| {
        let keep = |end: usize| cue.kind != DateKind::Recital || !own_dating.iter().any(|own| own.contains(&end));
        last_match_end(&cue.ends, window, ends, keep)
    };
    let mut order: Vec<(MatchEnds, usize)> =
        ends[..CUE_COUNT].iter().enumerate().filter_map(|(index, cue_ends)| Some(((*cue_ends)?, index))).collect();
    order.sort_unstable_by(|(a, a_index), (b, b_index)| (b.last, b_index).cmp(&(a.last, a_index)));
    let mut nearest: Option<(NearestCue, usize)> = None;
    let mut recital_searched = false;
    let mut recital_found = false;
    for (cue_ends, index) in order {
        if nearest.as_ref().is_some_and(|(best, _)| cue_ends.last < best.end) {
            break;
        }
        let cue = &CUES[index];
        let found = last_match(cue, cue_ends);
        if cue.kind == DateKind::Recital {
            recital_searched = true;
            recital_found |= found.is_some();
        }
        if let Some((searched_from, end)) = found
            && nearest.as_ref().is_none_or(|(best, best_index)| nearness(end, cue, index) > nearness(best.end, best.cue, *best_index))
        {
            nearest = Some((NearestCue { cue, searched_from, end }, index));
        }
    }
    // A recital not searched above stands in the window when it matches there (its matches
    // end somewhere) outside this instrument's own dating.
    let recital_before = recital_found
        || (!recital_searched
            && CUES.iter().zip(ends).any(|(cue, cue_ends)| {
                cue.kind == DateKind::Recital
                    && cue_ends.is_some_and(|cue_ends| own_dating.is_empty() || last_match(cue, cue_ends).is_some())
            }));
    CueReading { nearest: nearest.map(|(nearest, _)| nearest), recital_before, own_dating }
}

/// The last of the matches `find_iter` gives over `window` whose end `keep` accepts, as (where
/// the search that found it began, its end), given where the pattern's matches end. When they
/// all end at one place, the first match found from the start ends there and no other
/// follows it, so nothing is searched. Otherwise the forward search alone tells where each
/// match ends and where the next search begins, and none follows a match ending where the last
/// match ends. After an empty match (no cue matches the empty string) the next search begins
/// one byte later, as `find_iter`'s does.
fn last_match_end(regex: &meta::Regex, window: &[u8], ends: MatchEnds, keep: impl Fn(usize) -> bool) -> Option<(usize, usize)> {
    if ends.only {
        return keep(ends.last).then_some((0, ends.last));
    }
    let mut from = 0;
    let mut last = None;
    while from <= window.len() && last.is_none_or(|(_, end)| end < ends.last) {
        let Some(found) = regex.search_half(&Input::new(window).span(from..window.len())) else { break };
        let end = found.offset();
        if keep(end) {
            last = Some((from, end));
        }
        from = if end > from { end } else { end + 1 };
    }
    last
}

/// The order of cue matches by nearness to the date, for [`read_cues`].
fn nearness(end: usize, cue: &Cue, index: usize) -> (usize, bool, bool, std::cmp::Reverse<bool>, usize) {
    (end, cue.strength != Strength::Weak, cue.kind == DateKind::Recital, std::cmp::Reverse(cue.rule == "dated"), index)
}

/// The cues, then [`OWN_DATING`] (at [`CUE_COUNT`]), as one lazy DFA that reports every place
/// a match of any of them ends: one pass over a window bounds them all.
static CUE_ENDS: LazyLock<Option<hybrid::dfa::DFA>> = LazyLock::new(|| {
    let patterns: Vec<&str> = CUES.iter().map(|cue| cue.pattern.as_str()).chain([OWN_DATING.as_str()]).collect();
    hybrid::dfa::DFA::builder()
        .configure(hybrid::dfa::DFA::config().match_kind(MatchKind::All).cache_capacity(CUE_ENDS_CACHE_BYTES))
        .syntax(syntax::Config::new().utf8(false))
        .thompson(thompson::Config::new().utf8(false).which_captures(thompson::WhichCaptures::None))
        .build_many(&patterns)
        .ok()
});

thread_local! {
    static CUE_ENDS_CACHE: RefCell<Option<hybrid::dfa::Cache>> = RefCell::new(CUE_ENDS.as_ref().map(hybrid::dfa::DFA::create_cache));
}

/// Where the matches of a cue (or of [`OWN_DATING`]) end in a window.
#[derive(Clone, Copy)]
struct MatchEnds {
    /// No match ends after this.
    last: usize,
    /// Every match ends at `last`.
    only: bool,
}

/// For each cue and for [`OWN_DATING`] (at [`CUE_COUNT`]), where its matches in `window` end,
/// `None` when it has none. Should the lazy DFA fail, every cue may end anywhere up to the
/// window's end, so that every cue is searched.
fn cue_match_ends(window: &[u8]) -> [Option<MatchEnds>; CUE_COUNT + 1] {
    let anywhere = [Some(MatchEnds { last: window.len(), only: false }); CUE_COUNT + 1];
    let Some(dfa) = CUE_ENDS.as_ref() else { return anywhere };
    CUE_ENDS_CACHE.with_borrow_mut(|cache| {
        let Some(cache) = cache.as_mut() else { return anywhere };
        let input = Input::new(window);
        let mut state = hybrid::dfa::OverlappingState::start();
        let mut ends = [None; CUE_COUNT + 1];
        loop {
            if dfa.try_search_overlapping_fwd(cache, &input, &mut state).is_err() {
                return anywhere;
            }
            let Some(found) = state.get_match() else { return ends };
            let end = found.offset();
            if let Some(slot) = ends.get_mut(found.pattern().as_usize()) {
                *slot = Some(match *slot {
                    None => MatchEnds { last: end, only: true },
                    Some(seen) => MatchEnds { last: seen.last.max(end), only: seen.only && seen.last == end },
                });
            }
        }
    })
}

/// Where the window names this instrument's own dating ("THIS DEED dated", "(this
/// "Conveyance"), dated as of"): the spans from "this" to the end of "dated".
fn dating_of_this_instrument(window: &[u8]) -> Vec<std::ops::RangeInclusive<usize>> {
    OWN_DATING
        .find_iter(window)
        .filter(|found| !MADE_UNDER_ANOTHER.is_match(&window[found.end()..]))
        .map(|found| found.start()..=found.end())
        .collect()
}

/// "This conveyance is made pursuant to the order of the court entered on", "This deed is
/// given under the authority of the resolution adopted", "This Deed is executed in accordance
/// with the decree of partition dated": the instrument's name and verb lead into the paper it is
/// made under (a court's order of sale for executors', guardians', receivers' and trustees'
/// deeds, a decree of partition, a board's resolution, a settlement), and the date that follows
/// is that paper's, not this instrument's own, and a bare "made" before it dates nothing either.
/// ("made under date of" is a dating phrase and stays one.)
pub(super) static MADE_UNDER_ANOTHER: LazyLock<BytesRegex> = LazyLock::new(|| {
    cue_regex(
        r"(?i)\A\s*,?\s*(?:pursuant\s+to|under\s+(?:the|a|an|that|this|said|its|their|his|her|authority|and)|in\s+(?:accordance|conformity|compliance)\s+with|by\s+(?:virtue|authority)\s+of)(?-u:\b)",
    )
});

#[cfg(test)]
mod tests {
    use super::*;

    /// The nearest cue's match and rule, whether a recital stands before the date, the own dating.
    type Reading = (Option<(usize, usize, &'static str)>, bool, Vec<std::ops::RangeInclusive<usize>>);

    /// `read_cues` as it was before the bounds: the last match of every cue, the nearest by
    /// `max_by_key` in the order of `CUES`. The reference of the proptest.
    fn cues_by_searching_every_cue(window: &[u8]) -> Reading {
        let own_dating = dating_of_this_instrument(window);
        let last_matches: Vec<(usize, usize, &Cue)> = CUES
            .iter()
            .filter_map(|cue| {
                cue.pattern
                    .find_iter(window)
                    .filter(|found| cue.kind != DateKind::Recital || !own_dating.iter().any(|own| own.contains(&found.end())))
                    .last()
                    .map(|found| (found.start(), found.end(), cue))
            })
            .collect();
        let nearest = last_matches.iter().copied().max_by_key(|(_, end, cue)| {
            (*end, cue.strength != Strength::Weak, cue.kind == DateKind::Recital, std::cmp::Reverse(cue.rule == "dated"))
        });
        let recital_before = last_matches.iter().any(|(_, _, cue)| cue.kind == DateKind::Recital);
        (nearest.map(|(start, end, cue)| (start, end, cue.rule)), recital_before, own_dating)
    }

    fn cues_as_read(window: &[u8]) -> Reading {
        let reading = read_cues(window);
        let nearest = reading.nearest.map(|nearest| (nearest.start(window), nearest.end, nearest.cue.rule));
        (nearest, reading.recital_before, reading.own_dating)
    }

    /// Cue words and their neighbours, damaged ones included, for the proptest: several cues
    /// ending at one place, recitals inside this instrument's own dating, line openings.
    const CUE_PIECES: [&str; 50] = [
        "IN WITNESS WHEREOF",
        "executed",
        "exe cuted",
        "dated",
        "Dated",
        "DATED",
        "made",
        "this",
        "the",
        "on",
        "THIS DEED",
        "This Lease",
        "(this \"Assignment\")",
        "deed",
        "lease",
        "patent",
        "that certain",
        "recorded in",
        "of date",
        "bearing date",
        "witness my hand",
        "WITNESS our hands",
        "given under my hand",
        "given at Austin",
        "notary",
        "Notary Public",
        "before me",
        "sworn",
        "acknowledged",
        "Filed for record",
        "filed",
        "effective",
        "as of",
        "died",
        "comm. expires",
        "My commission expires",
        "until",
        "approved",
        "Signed, sealed and delivered",
        "Date:",
        "Execution Date:",
        "WlTNESS",
        "the foregoing writing",
        "Sxpres",
        "This MORTGAGE, SECURITY AGREEMENT",
        "FINANCING STATEMENT",
        "by Order of the Circuit Court",
        "made on",
        "ſ",
        "§",
    ];
    const CUE_SEPARATORS: [&str; 6] = [" ", "", "\n", ", ", ". ", " 1952 "];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(3000))]
        #[test]
        fn bounded_cue_search_reads_what_searching_every_cue_reads(
            pieces in proptest::collection::vec((0..CUE_PIECES.len(), 0..CUE_SEPARATORS.len()), 0..24)
        ) {
            let window: String =
                pieces.iter().flat_map(|&(piece, separator)| [CUE_PIECES[piece], CUE_SEPARATORS[separator]]).collect();
            let ends = cue_match_ends(window.as_bytes());
            for (cue, cue_ends) in CUES.iter().zip(ends) {
                let last = cue.pattern.find_iter(window.as_bytes()).last().map(|found| (found.start(), found.end()));
                proptest::prop_assert!(last.map(|(_, end)| end) <= cue_ends.map(|cue_ends| cue_ends.last), "{} in {window:?}", cue.rule);
                let by_ends = cue_ends
                    .and_then(|cue_ends| last_match_end(&cue.ends, window.as_bytes(), cue_ends, |_| true))
                    .map(|(searched_from, end)| (NearestCue { cue, searched_from, end }.start(window.as_bytes()), end));
                proptest::prop_assert_eq!(by_ends, last, "{} in {:?}", cue.rule, window);
            }
            proptest::prop_assert_eq!(cues_as_read(window.as_bytes()), cues_by_searching_every_cue(window.as_bytes()));
        }
    }

    #[test]
    fn bounded_cue_search_reads_dating_clauses_as_before() {
        let windows = [
            "IN WITNESS WHEREOF, the Grantors have executed this deed on",
            "Subscribed and sworn to before me, a Notary Public, on",
            "being the same land described in that certain deed dated",
            "THIS DEED, dated",
            "Filed for record",
            "My comm. expires",
            "WITNESS my hand and seal of office this",
        ];
        for window in windows {
            assert_eq!(cues_as_read(window.as_bytes()), cues_by_searching_every_cue(window.as_bytes()), "{window:?}");
        }
    }
}
