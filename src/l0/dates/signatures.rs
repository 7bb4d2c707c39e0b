//! The signers' dates: an instrument signed by its parties on different days is executed on the
//! last of them, and some instruments fix their effective date by that signature ("effective as
//! of the date of the last signature below", "effective on the first day of the month following
//! the last signature").

use super::classify::THIS_INSTRUMENT;
use super::cues::{TERM_FROM, cue_regex};
use crate::l0::{DateMatch, Evidence};
use crate::pipeline::{Instrument, SegmentKind};
use crate::vocab::DateKind;
use regex::bytes::Regex as BytesRegex;
use std::sync::LazyLock;

/// "Ann Lee  Date: June 2, 2014 / Bob Lee  Date: June 9, 2014", "Date signed:" under each
/// signature: when
/// every execution date of the instrument stands in its signature part (after the grant, outside
/// the caption and premises, or on signature lines when no granting section was found; and none
/// of them a testimonium's "IN WITNESS WHEREOF"), the
/// instrument is executed when the last signer signs. The earlier signers' dates become what
/// they are, the dates of their own signatures. A dating clause in the premises ("made this 3rd
/// day of March") or a testimonium dates the instrument itself and leaves the signers' dates
/// alone.
pub(super) fn last_signature_executes(instrument: &Instrument, dates: &mut [DateMatch]) {
    let text = instrument.text.as_str();
    let term = format!("+{TERM_FROM}");
    let executions: Vec<usize> = (0..dates.len())
        .filter(|&index| {
            let date = &dates[index];
            date.kind == DateKind::Execution && date.date.is_some() && !date.evidence.rule.ends_with(&term)
        })
        .collect();
    if executions.len() < 2 {
        return;
    }
    let grant = instrument.segments.iter().find(|segment| matches!(segment.kind, SegmentKind::Granting | SegmentKind::Land));
    let signers_date = |date: &DateMatch| {
        let cue = date.evidence.rule.split('+').nth(1).unwrap_or("");
        // A date on a signer's own line is his wherever the sections were cut: a schedule of the
        // owners who signed may close the premises.
        let in_signature_part = match grant {
            Some(_) if cue == "signature_line_label" => true,
            Some(grant) => {
                SIGNERS_DATE_RULES.contains(&cue)
                    && date.evidence.start >= grant.start
                    && !matches!(
                        instrument.kind_at(date.evidence.start),
                        SegmentKind::Caption | SegmentKind::Premises | SegmentKind::Granting
                    )
            }
            // "Grantor grants and conveys", "Landowner grants": plain words open no granting
            // section, and the whole page may read as one part. The date column of a signature
            // line ("/s/ Ann Lee   Date: 4/12/2004") is then the signer's part by itself; a
            // "Date:" field opening its line may be the form's own heading.
            None => cue == "signature_line_label",
        } || signers_own_signing_line(instrument, date, grant.map(|grant| grant.start));
        in_signature_part && !testimonium_before(text, date.evidence.start) && !certificate_before(text, date.evidence.start)
    };
    if !executions.iter().all(|&index| signers_date(&dates[index])) {
        return;
    }
    let Some(last) = executions.iter().copied().max_by(|&a, &b| dates[a].date.cmp(&dates[b].date).then(a.cmp(&b))) else { return };
    let latest = dates[last].date.clone();
    for index in executions {
        if dates[index].date < latest {
            dates[index].kind = DateKind::Other;
            dates[index].evidence.rule.push_str("+earlier_signature");
        }
    }
}

/// "By: Ann Lee, Co-Trustee\nExecuted this 7th day of October, 2005.\n\nBy: Bob Lee,
/// Co-Trustee\nExecuted this 19th day of October, 2005.", "Signed by Hubert Owsley this 4th day
/// of April, 1963. ... Signed by Grace Owsley this 11th day of April, 1963.": a signing line of its
/// own under (or naming) each signer, on a line after the grant's first (a grant the sections
/// ran on to the signatures holds them). It opens, with a capital, on the verb of
/// signing and holds nothing but the verb (with the signer's name after "by") before the date, so
/// it dates that signer's signature: the instrument's one dating clause would stand once, in the
/// premises or a testimonium. [`last_signature_executes`] asks that every execution date be
/// a signer's, so one such line alone dates the instrument as before.
fn signers_own_signing_line(instrument: &Instrument, date: &DateMatch, grant_start: Option<usize>) -> bool {
    static SIGNING_LINE: LazyLock<BytesRegex> = LazyLock::new(|| {
        cue_regex(
            r"(?i)^[^A-Za-z0-9\n]*(?-i:E(?:xecuted|XECUTED)|S(?:igned|IGNED))(?:\s+by\s+[A-Z][^\n]{0,60}?)?\s+(?:on\s+)?(?:this|the)?\s*$",
        )
    });
    let text = instrument.text.as_str();
    let at = date.evidence.start;
    let line_start = text[..at].rfind('\n').map_or(0, |newline| newline + 1);
    grant_start.is_none_or(|grant| line_start > grant)
        && !matches!(instrument.kind_at(at), SegmentKind::Caption | SegmentKind::Premises)
        && SIGNING_LINE.is_match(&text.as_bytes()[line_start..at])
}

/// "Item 1. Lease Date: June 3, 1996" ... "/s/ Ann Lee, signed 6/11/96": a form field whose label
/// names the instrument's date ("Lease Date", "Date of this Deed", "Instrument Date"; not a bare
/// "Date:" nor a signer's "Date signed") dates the instrument wherever the form puts it (at the
/// head, in a schedule after the signatures); a date a signer wrote on a signature line is then
/// that signer's, however early it stands. Serves paid-up lease and deed forms with a schedule
/// of defined terms, and short forms whose fields sit below the signatures.
pub(super) fn named_date_field_leaves_signers_their_dates(instrument: &Instrument, dates: &mut [DateMatch]) {
    let text = instrument.text.as_str();
    let named_field = |date: &DateMatch| {
        date.kind == DateKind::Execution
            && date.date.is_some()
            && date.evidence.rule.ends_with("+form_field")
            && instrument.field_at(date.evidence.start).is_some_and(|field| names_the_instruments_date(&field.key))
    };
    if !dates.iter().any(named_field) {
        return;
    }
    for date in dates.iter_mut() {
        let line = &text[text[..date.evidence.start].rfind('\n').map_or(0, |at| at + 1)..date.evidence.start];
        let on_signature_line = line.contains("/s/") || date.evidence.rule.ends_with("+signature_line_label");
        if date.kind == DateKind::Execution && on_signature_line && !named_field(date) {
            date.kind = DateKind::Other;
            date.evidence.rule.push_str("+signers_own_date");
        }
    }
}

/// A field label that names the instrument's own date: "lease date", "date of deed", "date of
/// this instrument"; a signer's ("date signed", "signature date") or a bare "date" does not.
fn names_the_instruments_date(key: &str) -> bool {
    let has = |words: &[&str]| key.split(' ').any(|word| words.contains(&word));
    has(&["date"])
        && has(THIS_INSTRUMENT)
        && !has(&["signed", "signing", "signature", "execution", "executed", "prior", "original", "recorded", "recording"])
}

/// The readings that give a signer's own date: a "Date:" field or a date column on the signature
/// line. A testimonium's "Witness our hands this" or an "Executed this" line dates the whole
/// instrument (a second one is most often a certificate's, read through damaged words), and a
/// bare date in the execution part may be a stamp.
const SIGNERS_DATE_RULES: [&str; 3] = ["form_field", "signature_line_label", "label_below"];

/// A notary's words just before a date: its "Dated:" line closes the certificate, however the
/// sections were cut.
fn certificate_before(text: &str, at: usize) -> bool {
    static OFFICER: LazyLock<BytesRegex> = LazyLock::new(|| {
        cue_regex(r"(?i)(?-u:\b)(?:acknowledged|before\s+me|notary|sworn|personally\s+appeared|satisfactory\s+evidence)(?-u:\b)")
    });
    let from = text.floor_char_boundary(at.saturating_sub(CERTIFICATE_REACH));
    OFFICER.is_match(&text.as_bytes()[from..at])
}

/// How far before a signer's date a notary's words make it the certificate's.
const CERTIFICATE_REACH: usize = 300;

/// "IN WITNESS WHEREOF ... this", "In testimony whereof", "In witness of which": the testimonium on a date's line or
/// within the sentence before it dates the instrument as a whole.
fn testimonium_before(text: &str, at: usize) -> bool {
    static TESTIMONIUM: LazyLock<BytesRegex> =
        LazyLock::new(|| cue_regex(r"(?i)(?-u:\b)in\s+(?:witness|testimony)\s+(?:whereof|of\s+which)(?-u:\b)"));
    let from = text.floor_char_boundary(at.saturating_sub(TESTIMONIUM_REACH));
    let before = &text.as_bytes()[from..at];
    let sentence = before.iter().rposition(|&b| b == b'.').map_or(before, |stop| &before[stop + 1..]);
    TESTIMONIUM.is_match(sentence)
}

/// How far before a date a testimonium that dates it may stand.
const TESTIMONIUM_REACH: usize = 200;

/// "This Agreement is effective as of the date of the last signature below", "shall take effect
/// when signed by both parties", "effective upon full execution", "effective on the first day of
/// the month following the date last signed": the effective date is a rule the page applies to
/// its own signatures. Applied to the last signer's date (the execution date, after
/// [`last_signature_executes`]); a first-of-the-next-month rule gives that day, with the phrase as
/// its evidence. When no signer's date was read, a warning says so.
pub(super) fn effective_by_signature(instrument: &Instrument, dates: &mut Vec<DateMatch>, warnings: &mut Vec<String>) {
    static RULE: LazyLock<BytesRegex> = LazyLock::new(|| {
        cue_regex(
            r"(?i)(?-u:\b)(?:effective|take\s+effect|takes\s+effect)(?-u:\b)[^.;]{0,120}?(?:(?-u:\b)(first\s+day\s+of\s+the\s+(?:calendar\s+)?month\s+(?:next\s+)?(?:following|after))(?-u:\b)[^.;]{0,80}?)?(?-u:\b)(?:(?:last|final|latest|later)\s+(?:of\s+the\s+)?(?:signatures?|dates?\s+(?:of\s+)?(?:signature|execution|signed|executed)|party|signer|execution|to\s+(?:sign|execute))|(?:signed|executed)\s+by\s+(?:both|all|each)(?:\s+of\s+the)?\s+(?:parties|of\s+them)|fully\s+executed|full\s+execution|date\s+last\s+(?:signed|executed))(?-u:\b)",
        )
    });
    let text = instrument.text.as_str();
    // The rule is read over the whole text, so only where it can change something: a signer's
    // date is there to apply it to, or no execution date at all (its warning then says why).
    let executions: Vec<&DateMatch> = dates.iter().filter(|date| date.kind == DateKind::Execution && date.date.is_some()).collect();
    let signers = executions.iter().any(|date| SIGNERS_DATE_RULES.contains(&date.evidence.rule.split('+').nth(1).unwrap_or("")));
    if !text.contains("ffect") || (!executions.is_empty() && !signers) {
        return;
    }
    let Some(rule) = RULE.captures(text.as_bytes()) else { return };
    let (Some(phrase), first_of_month) = (rule.get(0), rule.get(1).is_some()) else { return };
    let Some(last) = last_execution(dates) else {
        warnings.push(format!(
            "effective date not read: the instrument fixes it by its signatures ({:?}), and no signer's date was read",
            String::from_utf8_lossy(phrase.as_bytes())
        ));
        return;
    };
    apply_signature_rule(text, dates, last, first_of_month, phrase.range(), "last_signature");
}

/// Applies a rule that fixes the effective date by the signature at `signature`: that date
/// itself, or (`first_of_month`) the first day of the month after it, inserted in text order with
/// the rule's phrase (`phrase`) as its evidence. `signer` names which signature the rule counts
/// from ("last_signature", "chosen_signature", "execution") in the evidence rule.
fn apply_signature_rule(
    text: &str,
    dates: &mut Vec<DateMatch>,
    signature: usize,
    first_of_month: bool,
    phrase: std::ops::Range<usize>,
    signer: &str,
) {
    if !first_of_month {
        dates[signature].kind = DateKind::Effective;
        dates[signature].evidence.rule.push_str(&format!("+effective_at_{signer}"));
        return;
    }
    let Some(first) = dates[signature].date.as_deref().and_then(first_of_next_month) else { return };
    let evidence = Evidence::new(&format!("effective_first_of_month_after_{signer}"), text, phrase.start, phrase.end);
    let at = dates.partition_point(|date| date.evidence.start <= phrase.start);
    dates.insert(at, DateMatch { date: Some(first), kind: DateKind::Effective, evidence });
}

/// The index of the latest execution date read (the last of equal ones): the signing a rule of
/// the page counts from, whether it makes that date effective or the first of the next month.
fn last_execution(dates: &[DateMatch]) -> Option<usize> {
    dates
        .iter()
        .enumerate()
        .filter(|(_, date)| date.kind == DateKind::Execution && date.date.is_some())
        .max_by(|(a_index, a), (b_index, b)| a.date.cmp(&b.date).then(a_index.cmp(b_index)))
        .map(|(index, _)| index)
}

/// "This Assignment shall be effective as of the first day of the month following its
/// execution", "effective on the first day of the calendar month next after the date hereof":
/// the effective date is a rule applied to the instrument's own execution date (the assignment,
/// division-order and unit forms that start an interest with a month's production). It gives
/// the first day of the month after the execution date read (the last, when the signers dated
/// it apart), with the phrase as its evidence; the instrument states its effective date by this
/// rule alone, so a date "effective" marked elsewhere on the page is another's (the lease it
/// assigns, an agency's approval) and becomes `Other`. With no execution date read, nothing is
/// worked out and a warning says what was found.
pub(super) fn effective_first_of_month_after_execution(instrument: &Instrument, dates: &mut Vec<DateMatch>, warnings: &mut Vec<String>) {
    static RULE: LazyLock<BytesRegex> = LazyLock::new(|| {
        cue_regex(
            r"(?i)(?-u:\b)(?:effective|take\s+effect|takes\s+effect)(?-u:\b)[^.;]{0,80}?(?-u:\b)first\s+day\s+of\s+the\s+(?:calendar\s+)?month\s+(?:next\s+)?(?:following|after|succeeding)\s+(?:(?:its|the)\s+(?:execution|signing|date\s+of\s+(?:its\s+)?(?:execution|signing))|the\s+date\s+(?:hereof|of\s+this\s+[a-z]+|(?:on\s+which\s+)?(?:it|this\s+[a-z]+)\s+is\s+(?:executed|signed)))(?-u:\b)",
        )
    });
    let text = instrument.text.as_str();
    // Two literal searches keep the pattern off the texts that cannot hold the rule.
    if !text.contains("ffect") || !text.contains("month") {
        return;
    }
    let Some(phrase) = RULE.find(text.as_bytes()) else { return };
    let Some(last) = last_execution(dates) else {
        warnings.push(format!(
            "effective date not read: the instrument fixes it by its execution ({:?}), and no execution date was read",
            String::from_utf8_lossy(phrase.as_bytes())
        ));
        return;
    };
    set_aside_other_effective_dates(dates);
    apply_signature_rule(text, dates, last, true, phrase.range(), "execution");
}

/// The dates "effective" marked elsewhere on a page that states its effective date by a rule of
/// its signatures are another's (the lease it assigns, an agency's approval): they become `Other`.
fn set_aside_other_effective_dates(dates: &mut [DateMatch]) {
    for date in dates.iter_mut().filter(|date| date.kind == DateKind::Effective) {
        date.kind = DateKind::Other;
        date.evidence.rule.push_str("+not_the_stated_rule");
    }
}

/// "This lease shall take effect as of the date written by the first of the owners to sign",
/// "effective as of the earliest date of signature below", "shall take effect on the first day of
/// the calendar month next following the day on which Assignor signs it": the effective date is a
/// rule the page applies to one chosen signature, the earliest (a lease signed in counterparts by
/// owners who could not meet) or a named party's (an assignment that starts with the month after
/// the assignor parts with the interest, whatever day the assignee or an operator signed). The
/// signers' dates are those after the phrase that date a signing (execution dates, and the earlier
/// signers' dates [`last_signature_executes`] set apart); a party's is the one under its role's
/// label ("ASSIGNOR: ... Date signed:", "LESSOR: /s/ ... Date:"). The chosen date, or the first
/// day of the month after it, is the effective date with the phrase as its evidence, and a date
/// "effective" marked elsewhere is another's. A time of day may stand in the phrase ("at 12:01
/// a.m. on the first day"): the stop of a one-letter abbreviation ends no sentence. With no such signer's date read, a warning says so.
pub(super) fn effective_by_one_signer(instrument: &Instrument, dates: &mut Vec<DateMatch>, warnings: &mut Vec<String>) {
    static RULE: LazyLock<BytesRegex> = LazyLock::new(|| {
        cue_regex(
            r"(?i)(?-u:\b)(?:effective|take\s+effect|takes\s+effect)(?-u:\b)(?:[^.;]|(?-u:\b)[a-z]\.){0,120}?(?:(?-u:\b)(first\s+day\s+of\s+the\s+(?:calendar\s+)?month\s+(?:next\s+)?(?:following|after|succeeding))(?-u:\b)[^.;]{0,40}?)?(?-u:\b)(?:((?:first|earliest)\s+(?:of\s+the\s+[a-z]+\s+to\s+(?:sign|execute)|(?:date\s+of\s+)?(?:signatures?|signers?|execution)|to\s+(?:sign|execute)))|(?:day|date)\s+(?:(?:on\s+which|that|when)\s+)?(?:the\s+)?(assignor|assignee|grantor|grantee|lessor|lessee|owner|operator|mortgagor)s?\s+(?:signs|executes|signed|executed))(?-u:\b)",
        )
    });
    let text = instrument.text.as_str();
    // One literal search keeps the pattern off the texts that cannot hold the rule.
    if !text.contains("ffect") {
        return;
    }
    // The groups are read only where the phrase stands: a search for captures over the whole
    // text costs several times the search for a match.
    let Some(phrase) = RULE.find(text.as_bytes()) else { return };
    let Some(rule) = RULE.captures(&text.as_bytes()[phrase.range()]) else { return };
    let first_of_month = rule.get(1).is_some();
    let role = rule.get(3).map(|role| String::from_utf8_lossy(role.as_bytes()).to_ascii_lowercase());
    let signers: Vec<usize> = (0..dates.len())
        .filter(|&index| {
            let date = &dates[index];
            let signing = date.kind == DateKind::Execution || date.evidence.rule.ends_with("+earlier_signature");
            signing && date.date.is_some() && date.evidence.start > phrase.end()
        })
        .collect();
    let chosen = match &role {
        Some(role) => {
            signers.iter().copied().find(|&index| signers_role(text, dates[index].evidence.start).as_deref() == Some(role.as_str()))
        }
        None => signers.iter().copied().min_by(|&a, &b| dates[a].date.cmp(&dates[b].date).then(a.cmp(&b))),
    };
    let Some(chosen) = chosen else {
        warnings.push(format!(
            "effective date not read: the instrument fixes it by one signer's signature ({:?}), and that signer's date was not read",
            String::from_utf8_lossy(phrase.as_bytes())
        ));
        return;
    };
    set_aside_other_effective_dates(dates);
    apply_signature_rule(text, dates, chosen, first_of_month, phrase.range(), "chosen_signature");
}

/// The role whose signature block a signer's date stands in: the last role label ("ASSIGNOR:",
/// "Lessor (as to Section 3 only):") opening a line between the start of the line before the
/// date and the date. Other labels on the way ("By:", "Date signed:") are the block's own.
fn signers_role(text: &str, at: usize) -> Option<String> {
    static ROLE_LABEL: LazyLock<BytesRegex> = LazyLock::new(|| {
        cue_regex(
            r"(?im)^[^A-Za-z\n]{0,4}(assignor|assignee|grantor|grantee|lessor|lessee|owner|operator|mortgagor)s?(?-u:\b)[^:\n]{0,40}:",
        )
    });
    let line_start = text[..at].rfind('\n').unwrap_or(0);
    let from = text[..line_start].rfind('\n').map_or(0, |newline| newline + 1);
    let role = ROLE_LABEL.captures_iter(&text.as_bytes()[from..at]).last()?.get(1)?;
    Some(String::from_utf8_lossy(role.as_bytes()).to_ascii_lowercase())
}

/// "2016-03-20" -> "2016-04-01"; "2016-12-05" -> "2017-01-01".
fn first_of_next_month(iso: &str) -> Option<String> {
    let year: i32 = iso.get(..4)?.parse().ok()?;
    let month: u32 = iso.get(5..7)?.parse().ok()?;
    let (year, month) = if month >= 12 { (year + 1, 1) } else { (year, month + 1) };
    Some(format!("{year:04}-{month:02}-01"))
}

#[cfg(test)]
mod tests {
    use super::super::test_support::governing;

    #[test]
    fn signers_dates_on_their_lines_give_the_last_signature() {
        let deed = "WARRANTY DEED\nKNOW ALL MEN BY THESE PRESENTS, that Ann Lee and Bob Lee, grantors, for ten dollars, do hereby grant, \
bargain, sell and convey unto Carl Moe, grantee, the following described land:\nLot 7, Block 3, Hill Addition.\n\
______________ Date signed: 11/14/2003\nAnn Lee\n______________ Date signed: 11/20/2003\nBob Lee\n";
        assert_eq!(governing(deed).as_deref(), Some("2003-11-20"));
        // A dating clause in the premises dates the instrument; a signer's later date does not move it.
        let premises = "WARRANTY DEED\nTHIS INDENTURE made this 3rd day of March, 1952, between Ann Lee, grantor, and Bob Moe, grantee. \
The grantor does hereby grant unto the grantee the NE/4 of Section 1.\nIN WITNESS WHEREOF the grantor has signed this deed.\n\
Ann Lee   Date: March 10, 1952\n";
        assert_eq!(governing(premises).as_deref(), Some("1952-03-03"));
        // A plat's "Drawing Date:" on an exhibit line is no signer's date.
        let plat = "RIGHT OF WAY\nGrantor does hereby grant unto Grantee a right of way across the NE/4 of Section 2.\n\
Signed this 4th day of May, 2015.\nExhibit B, Smith Township Drawing Date: June 1, 2014\n";
        assert_eq!(governing(plat).as_deref(), Some("2015-05-04"));
    }

    #[test]
    fn each_signers_own_signing_line_gives_the_last_signature() {
        let trustees = "MINERAL DEED\nThe Roe Family Trust, by its co-trustees, grants to Mesa Royalty Co. all its minerals under the \
NE/4 of Section 9.\n\nBy: Ann Roe, Co-Trustee\nExecuted this 7th day of October, 2005.\n\nBy: Carl Roe, Co-Trustee\n\
Executed this 19th day of October, 2005.\n\nAcknowledged before me on the 21st day of October, 2005 by Carl Roe.\n";
        assert_eq!(governing(trustees).as_deref(), Some("2005-10-19"));
        // Through OCR's damage, and with the signer named on the line.
        let spouses = "WARRANTY DEED\nHubert Owsley and Grace Owsley, his wife, do hereby grant, bargain, sell and convey unto Dewey \
Sparks the SW/4 of Section 2.\nSlgned by Hubert Owsley this 4th day of April, 1963.\n      Hubert Owsley\n\
Signed by Grace Owsley this 11th day of April, 1963.\n      Grace Owsley\n";
        assert_eq!(governing(spouses).as_deref(), Some("1963-04-11"));
        // A testimonium dates the whole instrument: a second signing line does not move it.
        let testimonium = "WARRANTY DEED\nAnn Lee does hereby grant, bargain, sell and convey unto Bob Moe the NE/4 of Section 1.\n\
IN WITNESS WHEREOF I have signed this 3rd day of March, 1952.\n      Ann Lee\nSigned by Ann Lee this 9th day of March, 1952.\n";
        assert_eq!(governing(testimonium).as_deref(), Some("1952-03-03"));
    }

    #[test]
    fn a_field_naming_the_instruments_date_leaves_the_signers_their_dates() {
        let lease = "OIL AND GAS LEASE\nLessor leases to Lessee the land in Schedule 2 on the terms below, from the Lease Date.\n\
LESSOR:\n/s/ Ann Lee, signed 6/11/96          /s/ Bob Lee, signed 6/12/96\nLESSEE:\nBy: /s/ Ed Poe, President, signed 6/20/96\n\
SCHEDULE 1\nItem 1. Lease Date: June 3, 1996\nItem 2. Lessor: Ann Lee and Bob Lee\n";
        assert_eq!(governing(lease).as_deref(), Some("1996-06-03"));
    }

    #[test]
    fn signers_dates_give_the_last_signature_when_plain_words_grant() {
        // Modern plain-English forms grant with "Grantor grants", "Landowner grants", "Owner
        // conveys", which open no granting section: the signature lines still tell the signers'
        // dates apart from a dating clause.
        let easement = "RIGHT OF WAY EASEMENT\nThis easement is granted by the undersigned owners to Delta Electric Cooperative.\n\
For one dollar, Grantor grants and conveys to the Cooperative a strip thirty feet wide across the land below.\n\
OWNERS:\nSignature: /s/ Ann Lee   Printed name: Ann Marie Lee   Date: 4/12/2004\n\
Signature: /s/ Bob Lee   Printed name: Robert Lee   Date: 4/19/2004\n";
        assert_eq!(governing(easement).as_deref(), Some("2004-04-19"));
        let permit = "SEISMIC PERMIT\nLandowner: Ann Lee\nPermittee: Prairie Geophysical, Inc.\n\
For $500, Landowner grants Permittee permission to enter the land to conduct a seismic survey.\n\
LANDOWNER:                 PERMITTEE:\n/s/ Ann Lee   Date: March 3, 1997   By: /s/ Carl Ray, Agent   Date: March 5, 1997\n";
        assert_eq!(governing(permit).as_deref(), Some("1997-03-05"));
        let column = "SURFACE DAMAGE RELEASE\nOwner releases Operator from all claims for damage to the surface.\n\
Dora Hale ______ Date: June 2, 2014\nEd Hale ______ Date: June 9, 2014\n";
        assert_eq!(governing(column).as_deref(), Some("2014-06-09"));
        // A "Date:" field at the head of the form dates the instrument: the signers' dates leave it.
        let headed = "SURFACE DAMAGE RELEASE\nDate: May 1, 2001\nOwner releases Operator from all claims.\n\
Dora Hale ______ Date: May 3, 2001\n";
        assert_eq!(governing(headed).as_deref(), Some("2001-05-01"));
    }

    #[test]
    fn an_effective_date_fixed_by_the_last_signature_is_applied() {
        let agreement = "SURFACE USE AGREEMENT\nThis Agreement is effective as of the date of the last signature below.\n\
Owner does hereby grant unto Operator the right to use the surface of the SW/4 of Section 4.\n\
OWNER: _ Ann Lee   Date: 3/14/2016\nOPERATOR: _ Bob Cole, Vice President   Date: 3/20/2016\n";
        assert_eq!(governing(agreement).as_deref(), Some("2016-03-20"));
        let both = "RIGHT OF WAY AGREEMENT\nThe Effective Date of this Agreement shall be the date on which it has been signed by both parties.\n\
Grantor does hereby grant unto Grantee a right of way.\nGRANTOR\nAnn Lee\nDate signed: March 14, 2016\nGRANTEE\nBob Cole\n\
Date signed: March 20, 2016\n";
        assert_eq!(governing(both).as_deref(), Some("2016-03-20"));
        let next_month = "LEASE AMENDMENT\nThis amendment shall become effective on the first day of the month following the date of \
the last signature below.\nThe parties amend the lease as follows.\nLessor: Ann Lee   Date: March 14, 2016\n\
Lessee: Bob Cole  Date: December 20, 2016\n";
        assert_eq!(governing(next_month).as_deref(), Some("2017-01-01"));
    }

    #[test]
    fn an_effective_date_fixed_by_the_execution_is_worked_out() {
        let assignment = "ASSIGNMENT OF LEASE\nFROM: Gale Ranch Partners\nTO: Basin Oil Corp.\nLEASE: State Lease No. 77, \
effective June 1, 1979, for ten years\nAssignor does hereby assign unto Assignee the said lease. This Assignment shall be effective \
between the parties as of the first day of the month following its execution.\nEXECUTED on 19 November 1991.\n\
Acknowledged before me on November 20, 1991.\n";
        assert_eq!(governing(assignment).as_deref(), Some("1991-12-01"));
        let hereof = "ASSIGNMENT\nThis assignment takes effect on the first day of the calendar month next after the date hereof.\n\
Dated December 9, 2004.\n";
        assert_eq!(governing(hereof).as_deref(), Some("2005-01-01"));
        // With no execution date the rule gives nothing, and says so.
        let undated = super::super::extract(&crate::pipeline::Instrument::from_raw(
            "ASSIGNMENT\nThis assignment shall be effective on the first day of the month following its execution.\n\
Acknowledged before me on May 2, 2001.\n",
        ));
        assert!(undated.warnings.iter().any(|warning| warning.contains("fixes it by its execution")));
        assert!(undated.dates.iter().all(|date| date.kind != crate::vocab::DateKind::Effective));
    }

    #[test]
    fn first_of_next_month_rolls_the_year() {
        assert_eq!(super::first_of_next_month("2016-03-20").as_deref(), Some("2016-04-01"));
        assert_eq!(super::first_of_next_month("2016-12-05").as_deref(), Some("2017-01-01"));
    }
}
