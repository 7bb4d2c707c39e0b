//! Court instruments: a decree, judgment or order is a probate instrument when the court passes a
//! decedent's estate, and `other` when it does anything else (divorces, quiets title, partitions,
//! forecloses, condemns). Read from the style of the case ("In the Matter of the Estate of ...,
//! Deceased" against "In the Matter of the Marriage of ..."), then from the decretal words.

use super::{floor_char_boundary, in_own_words};
use crate::l0::{Evidence, ascii_pattern as compile};
use crate::pipeline::Instrument;
use crate::vocab::DocCategory;
use regex::Regex;
use std::sync::LazyLock;

/// How far into the text the style of the case is looked for: it heads the first page.
const STYLE_BYTES: usize = 2500;

/// The style of a case: whose matter the court hears. A decedent's estate, a succession, a will
/// or the joint tenancy a death ended ("In the Matter of the Termination of the Joint Tenancy of
/// ..., Deceased", the proceeding by which a survivor proves that the decedent's share passed to
/// her) is probate; a marriage, a guardianship, a partition or a suit between named parties is not.
static STYLE: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"(?m)\b(?:in\s+(?:the\s+)?(?:matter\s+of\s+(?:the\s+)?)?|in\s+re:?\s+(?:the\s+)?)(?:(?P<probate>estate|succession|(?:last\s+)?will(?:\s+and\s+testament)?|(?:termination\s+of\s+(?:the\s+)?)?joint\s+tenancy)|(?P<other>marriage|guardianship|partition|adoption|conservatorship))\s+of\b|(?P<succession>^\W*succession\s+of\b)",
    )
});

/// What the court does, in its decretal or finding words, when the style does not say. A decree
/// of distribution "assigned to and vested in" the distributees passes an estate.
static DOES: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"(?P<other>\b(?:are|is|be)\s+(?:hereby\s+)?divorced\b|\bdissolution\s+of\s+(?:the\s+)?marriage\b|\bdecree\s+of\s+divorce\b|\bquiet(?:ing|ed)?\s+(?:the\s+)?title\b|\bforeclos(?:e|ed|ure)\s+of\b|\bbe\s+partitioned\b|\bin\s+condemnation\b)|(?P<probate>\bdied\s+(?:intestate|testate)\b|\bheirs\s+at\s+law\b|\b(?:sole|only)\s+heirs?\b|\badmitted\s+to\s+probate\b|\blast\s+will\s+and\s+testament\b|\bestate\s+of\s+[^,.;\n]{3,60}?,?\s+deceased\b|\bdistribut(?:ed|ion)\s+(?:to|among|of\s+the\s+estate)\b|\bassigned\s+(?:(?:un)?to\s+)?and\s+vested\s+in\b)",
    )
});

/// The court's own decretal voice: "it is (therefore) ordered, adjudged and decreed", "it is
/// hereby ordered", "it is therefore by the court ordered", "it is by the court considered and
/// adjudged". An affiant tells of a judgment in the past ("it was ordered"), so the
/// present tense is what makes the instrument the court's.
static DECRETAL_VOICE: LazyLock<Regex> = LazyLock::new(|| {
    compile(
        r"\bit\s+is\s+(?:(?:therefore|hereby|further|accordingly|now|considered|by\s+the\s+court)\s*,?\s+(?:and\s+)?)*(?:ordered|adjudged|decreed)\b",
    )
});

/// A court instrument known by its own decretal words, outside recitals and the recording stamp,
/// whatever caption (a bare "AFFIDAVIT", a clerk's index word) or none it stands under: the
/// category is what the court does ([`court_category`]); `None` without decretal words or when
/// the court's act is not settled.
pub(super) fn decreed(instrument: &Instrument) -> Option<(DocCategory, Evidence)> {
    let text = instrument.text.as_str();
    let voice = DECRETAL_VOICE.find_iter(text).find(|m| in_own_words(instrument, m.start()))?;
    let (category, _) = court_category(instrument)?;
    Some((category, Evidence::new("court_decretal_voice", text, voice.start(), voice.end())))
}

/// The category of a court instrument, with the words that decide it; `None` when neither the
/// style of the case nor the decretal words say what the court does.
pub(super) fn court_category(instrument: &Instrument) -> Option<(DocCategory, Evidence)> {
    let text = instrument.text.as_str();
    let head = &text[..floor_char_boundary(text, STYLE_BYTES.min(text.len()))];
    let category = |caps: &regex::Captures| {
        if caps.name("other").is_some() { DocCategory::Other } else { DocCategory::Probate }
    };
    if let Some(caps) = STYLE.captures(head) {
        let found = caps.get(0)?;
        return Some((category(&caps), Evidence::new("court_style_of_case", text, found.start(), found.end())));
    }
    let caps = DOES.captures_iter(text).find(|caps| caps.get(0).is_some_and(|m| instrument.recital_at(m.start()).is_none()))?;
    let found = caps.get(0)?;
    Some((category(&caps), Evidence::new("court_decretal_words", text, found.start(), found.end())))
}

#[cfg(test)]
mod tests {
    use super::super::testing::*;
    use crate::vocab::DocCategory;

    #[test]
    fn what_the_court_does_decides_the_category_of_a_decree() {
        let estate = "CAUSE NO. 7781\nIN RE: THE ESTATE OF WILMA ACKERLY, DECEASED\nIN THE COUNTY COURT OF KENT COUNTY\n\
FINAL DECREE\nThe court, having heard the application of the executrix, orders the estate closed and the land distributed \
to the devisees named in the will.\n";
        assert_eq!(category(estate), DocCategory::Probate);
        let marriage = "NO. 99-2231\nIN THE MATTER OF THE MARRIAGE OF\nDORA LYNN PECK AND\nOWEN T. PECK\nFINAL DECREE\n\
The court finds the parties were married in 1980. IT IS ORDERED that the parties are divorced, and the wife is awarded the \
house and lot below as her separate property, and the husband is divested of all title therein.\n";
        assert_eq!(category(marriage), DocCategory::Other);
        let no_style = "JUDGMENT\nOn the 3rd day of June, 1961, came on the suit of Amos Reyes against the unknown heirs of \
the former owners, and the court finds that the plaintiff's title should be quieted, and it is so ordered.\n";
        assert_eq!(category(no_style), DocCategory::Other);
        let succession = "SUCCESSION OF LOUIS GUIDRY\nNUMBER 4410, 15TH JUDICIAL DISTRICT COURT\nJUDGMENT\nThe law and \
the evidence being in favor of the petitioners, the heirs of the decedent are recognized and sent into possession.\n";
        assert_eq!(category(succession), DocCategory::Probate);
        let order = "ORDER\nIn the Matter of the Estate of Ben Toller, Deceased. The court finds that Ben Toller died \
intestate and that his heirs at law are his two daughters.\n";
        assert_eq!(category(order), DocCategory::Probate);
    }

    /// A decree whose style names no estate and whose findings use none of the probate words
    /// above still passes one when it assigns and vests the land in the distributees. Our own
    /// wordings of a western decree of distribution; a decree of divorce that vests land stays
    /// other.
    #[test]
    fn a_decree_that_assigns_and_vests_the_land_is_probate() {
        for text in [
            "FINAL DECREE\nNo. 4471\nThe account of the administrator is settled, and the land below be, and the same is hereby, assigned \
to and vested in Ruth Moss and Dale Moss, each an undivided one-half interest.\n",
            "DECREE\nIT IS ORDERED that the following real property be assigned and vested in Clara Voss, the surviving widow.\n",
        ] {
            assert_eq!(category(text), DocCategory::Probate, "{text}");
        }
        let divorce = "DECREE\nIT IS ORDERED that the parties are divorced, and the house below is assigned to and vested in the wife.\n";
        assert_eq!(category(divorce), DocCategory::Other);
    }

    #[test]
    fn a_decree_titled_for_what_the_court_does_needs_no_body() {
        for title in ["DECREE OF DIVORCE", "Final Judgment of Dissolution of Marriage", "JUDGMENT OF PARTITION", "DECREE OF FORECLOSURE"] {
            let found = classify(&format!("{title}\nThe land below is awarded to Ida Crane, and title to it is vested in her.\n"));
            assert_eq!(found.category, DocCategory::Other, "{title}");
            assert_eq!(found.category.conveys_fee(), None, "{title}");
        }
    }

    #[test]
    fn a_court_instrument_that_says_nothing_of_what_it_does_is_other() {
        let found = classify("FINAL DECREE\nThe cause came on for hearing and the court enters the following.\n");
        assert_eq!(found.category, DocCategory::Other);
        assert!(found.warnings.iter().any(|w| w.contains("what the court does")), "{:?}", found.warnings);
    }

    /// A decree that ends a joint tenancy by a joint tenant's death is heard as the decedent's
    /// matter ("In the Matter of the Termination of the Joint Tenancy of ..., Deceased"), whatever
    /// caption a clerk's layout split over two lines. Our own wording.
    #[test]
    fn a_decree_terminating_a_joint_tenancy_is_probate() {
        let text = "SUPERIOR COURT OF THE STATE FOR LINCOLN COUNTY\nIn the Matter of the Termination of the Joint Tenancy of  )\n\
ARVID NESS, Deceased, and OLGA NESS, Survivor.        )  DECREE TERMINATING\n                                  )  JOINT TENANCY\n\
The Court finds that Arvid Ness died on May 2, 1960, and IT IS ORDERED that his interest in the land below passed to Olga Ness.\n";
        let found = classify(text);
        assert_eq!((found.category, found.category.conveys_fee()), (DocCategory::Probate, Some(false)), "{:?}", found.warnings);
        let titled = "DECREE TERMINATING JOINT TENANCY\nThe Court finds that Arvid Ness died, and the land below is Olga Ness's.\n";
        assert_eq!(category(titled), DocCategory::Probate);
    }
}
