//! extract_parties: who an instrument acts for and on, with the role the instrument gives them.
//!
//! Roles come first from the instrument's own words ("hereinafter called Grantors", "as Lessor",
//! "party of the first part"), because those are what an examiner reads; only a side those words
//! leave empty is read from the granting clause (who conveys unto whom), with the category naming
//! the roles. Names are read only where an instrument introduces its parties (premises, granting
//! clause, heirship recitals): signature blocks, acknowledgments, recitals of earlier instruments
//! and land calls name notaries, officers, predecessors and adjoiners, who are never parties.
//!
//! Where each pattern lives:
//! - `names/`: the name grammar. `mod.rs` splits a party list into names; `clean.rs` decides
//!   whether a piece of text can be a name at all; `descriptors.rs` holds what accompanies a name
//!   (marital status, residence, capacity, aliases, officials); `entities.rs` the kinds of
//!   parties (companies, governments, estates, trusts) and the suffixes of a person's name.
//! - `labels.rs`: role labels after the names ("hereinafter called Grantor", "as Lessee").
//! - `form_fields.rs`: labels before the names ("GRANTOR:", a form's "Holder:" box).
//! - `granting.rs`: the premises and the granting clause (who conveys unto whom).
//! - `recitals.rs`: recitals of other instruments, whose names are never parties.
//! - `signatures.rs`: the giving side read from the signature block and the acknowledgment,
//!   for a side no reader of the instrument's words could name.
//! - `receiving.rs`: the receiving side read from the object of the grant through the form's
//!   defined terms, or from a statement of who receives, for a side no other reader could name.
//! - `empty_sides.rs`: last, a receiving side still empty, read from the grant after the
//!   operative words ("NOW, THEREFORE") that a recital's land text or a damaged scan hid.
//! - `heirship.rs`: decedents, heirs and affiants of heirship affidavits and probate orders.
//! - `encumbrances.rs`: mortgages, deeds of trust and releases.
//! - `predecessors.rs`: the one a ratification's ratifiers inherited from, who is no party.
//! - `present_lessee.rs`: a ratification's present lessee named before the words that say it
//!   holds the lease.
//! - `sovereigns.rs`: the sovereign of a patent and the agency of a federal form.
//! - `spouses.rs`: a spouse whose signature a later clause limits to dower or consent.
//! - `agents.rs`: one who signs for a party named before him (attorney in fact, guardian,
//!   executor of an estate, officer), whichever reader took his name.
//! - `patterns.rs` and `spans.rs`: how the patterns are compiled, and byte-offset helpers.

mod agents;
#[cfg(test)]
mod corrupted_parts;
mod empty_sides;
mod encumbrances;
mod form_fields;
mod granting;
#[cfg(test)]
mod heir_list_variants;
mod heirship;
mod labels;
mod names;
mod patterns;
#[cfg(test)]
mod precision_variants;
mod predecessors;
mod present_lessee;
mod receiving;
mod recitals;
#[cfg(test)]
mod release_signers;
#[cfg(test)]
mod side_grammar;
mod signatures;
mod sovereigns;
mod spans;
mod spouses;

use super::{Evidence, PartiesExtraction, PartyMatch};
use crate::pipeline::Instrument;
use crate::pipeline::lowered::LoweredText;
use crate::vocab::{DocCategory, Role};
use encumbrances::{
    drop_trustee_of_deed_of_trust, is_trustee, note_payee, release_request_lines, released_instrument_maker, uniform_instrument_lender,
};
use form_fields::form_box_parties;
use granting::{
    appeared_before_notary, cover_page_from_to, granting_clause_parties, passive_premises, premises_subject, undersigned,
    undersigned_signers, unlabelled_other_party,
};
use labels::{defined_role_parties, defined_term_parties, labelled_parties};
use names::NameList;
use patterns::compile_pattern;
use regex::Regex;
use sovereigns::{federal_grantor, federal_holder, patent_claimant, sovereign};
use std::sync::LazyLock;

/// The two roles a category gives its parties: the side that gives and the side that takes.
#[derive(Debug, Clone, Copy)]
struct Sides {
    first: Role,
    second: Role,
}

impl Sides {
    fn of(category: DocCategory) -> Sides {
        let (first, second) = match category {
            DocCategory::OilGasLease | DocCategory::LeaseRatification => (Role::Lessor, Role::Lessee),
            DocCategory::LeaseAssignment => (Role::Assignor, Role::Assignee),
            // The releasor holds the lessee's interest and releases it back to the lessor.
            DocCategory::LeaseRelease => (Role::Lessee, Role::Lessor),
            DocCategory::AffidavitOfHeirship | DocCategory::Probate => (Role::Decedent, Role::Heir),
            DocCategory::DeedOfTrust => (Role::Mortgagor, Role::Mortgagee),
            DocCategory::MortgageRelease => (Role::Mortgagee, Role::Mortgagor),
            _ => (Role::Grantor, Role::Grantee),
        };
        Sides { first, second }
    }
}

static DOWER_RELEASE: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:release|relinquish|quitclaim)\w*\b[^.]{0,120}\b(?:dower|homestead)\b")
        .expect("dower release pattern compiles")
});

/// Whether the text releases dower or homestead ([`DOWER_RELEASE`]), searched only from the
/// first release word and only when "dower" or "homestead" is written at all.
fn dower_released(text: &str, lowered: &LoweredText) -> bool {
    lowered.holds_any(&["dower", "homestead"])
        && lowered.next_of(&["release", "relinquish", "quitclaim"], 0).is_some_and(|start| DOWER_RELEASE.find_at(text, start).is_some())
}

/// A party candidate before deduplication; `list` tells which party list named it, because a
/// name repeated inside one list is two people and a name repeated across lists is one.
#[derive(Debug, Clone)]
struct Found {
    party: PartyMatch,
    list: usize,
}

/// Finds the parties of an instrument and their roles.
pub fn extract(instrument: &Instrument, category: DocCategory) -> PartiesExtraction {
    let text = instrument.text.as_str();
    let lowered = LoweredText::new(text);
    let sides = Sides::of(category);
    let mut warnings = Vec::new();
    let mut found = labelled_parties(instrument, sides, category, &mut warnings);
    found.extend(form_box_parties(instrument, sides, category, &mut warnings));
    found.extend(defined_role_parties(instrument, sides, category, &mut warnings));
    if category == DocCategory::LeaseRatification {
        recitals::present_holder(instrument, sides.second, &mut found, &mut warnings);
    }
    labels::drop_recited_stand_ins(&mut found, &mut warnings);
    if category == DocCategory::LeaseAssignment {
        parties_of_the_assigned_lease(instrument, &mut found, &mut warnings);
    }
    let releases = matches!(category, DocCategory::LeaseRelease | DocCategory::MortgageRelease);
    if category == DocCategory::MortgageRelease {
        // A request's lines say who each name is, whatever label another reader took them under.
        let lines = release_request_lines(instrument, sides, &mut warnings);
        let overlaps =
            |a: &Found, b: &Found| a.party.evidence.start < b.party.evidence.end && b.party.evidence.start < a.party.evidence.end;
        found.retain(|f| !lines.iter().any(|line| overlaps(line, f)));
        found.extend(lines);
    }
    if releases {
        encumbrances::estate_releasing_through_its_fiduciary(instrument, sides.first, &mut found, &mut warnings);
    }

    let by_category = matches!(category, DocCategory::AffidavitOfHeirship | DocCategory::Probate);
    let told = if by_category { None } else { descent_told(instrument, &lowered, category, &mut warnings) };
    let inheritance = by_category || told.is_some();
    if inheritance {
        let read = match told {
            Some(read) => read,
            None => {
                let teller =
                    if category == DocCategory::AffidavitOfHeirship { heirship::Teller::Affidavit } else { heirship::Teller::Decree };
                heirship::decedent_and_heirs(text, &lowered, teller, &mut warnings)
            }
        };
        // The affidavit's own opening names the affiant; an "Affiant" label elsewhere (the
        // signature line) would take the names of the clause before it.
        if read.iter().any(|f| f.party.role == Role::Other) {
            found.retain(|f| f.party.role != Role::Other);
        }
        found.extend(read);
    }
    if category == DocCategory::Other && found.is_empty() {
        found.extend(heirship::death_affidavit(text, &lowered, &mut warnings));
    }
    // A party kept from a recited lease stands in for a side only until the instrument's own
    // words name it: the granting clause is still read for that side.
    let names_side = |f: &Found, role: Role| same_side(f.party.role, role) && f.party.evidence.rule != labels::RECITED_LABEL;
    let has_first = found.iter().any(|f| names_side(f, sides.first));
    let has_second = found.iter().any(|f| names_side(f, sides.second));
    let both_sides_named = has_first && has_second;
    if !inheritance && !both_sides_named {
        found.extend(granting_clause_parties(instrument, sides, category, !has_first, !has_second, &mut warnings));
        labels::drop_recited_stand_ins(&mut found, &mut warnings);
    }
    let lacks = |found: &[Found], role: Role| !found.iter().any(|f| same_side(f.party.role, role));
    // Each allotment of a partition deed names a co-owner: one the premises or the grant left
    // out (a recital that named only some, a guardian's ward) is still a party.
    if category == DocCategory::PartitionDeed {
        let (want_first, want_second) = (lacks(&found, sides.first), lacks(&found, sides.second));
        let allotted = receiving::allottees(instrument, sides, want_first && want_second, &mut warnings);
        let named: std::collections::BTreeSet<String> = found.iter().map(|f| name_key(&f.party.name)).collect();
        found.extend(allotted.into_iter().filter(|f| want_second || !named.contains(&name_key(&f.party.name))));
    }
    if !inheritance && (lacks(&found, sides.first) || lacks(&found, sides.second)) {
        let (first, second) = (lacks(&found, sides.first), lacks(&found, sides.second));
        found.extend(defined_term_parties(instrument, sides, first, second, &mut warnings));
    }
    if !inheritance && (lacks(&found, sides.first) || lacks(&found, sides.second)) {
        let (first, second) = (lacks(&found, sides.first), lacks(&found, sides.second));
        found.extend(cover_page_from_to(instrument, sides, first, second, &mut warnings));
    }
    if !inheritance && (lacks(&found, sides.first) || lacks(&found, sides.second)) {
        let (first, second) = (lacks(&found, sides.first), lacks(&found, sides.second));
        found.extend(passive_premises(instrument, sides, first, second, &mut warnings));
    }
    // The readers of forms that name a side without a role word, each asked only while that
    // side is still empty.
    if !inheritance && (lacks(&found, sides.first) || lacks(&found, sides.second)) {
        let (first, second) = (lacks(&found, sides.first), lacks(&found, sides.second));
        found.extend(form_fields::owner_and_operator_boxes(instrument, sides, category, first, second, &mut warnings));
    }
    if !inheritance && lacks(&found, sides.second) {
        found.extend(unlabelled_other_party(instrument, sides, category, &mut warnings));
    }
    if !inheritance && lacks(&found, sides.first) {
        found.extend(appeared_before_notary(instrument, sides.first, &mut warnings));
    }
    if !inheritance && lacks(&found, sides.first) {
        found.extend(undersigned(instrument, sides.first, &mut warnings));
    }
    if !inheritance && lacks(&found, sides.first) {
        found.extend(undersigned_signers(instrument, sides.first, &mut warnings));
    }
    if releases && lacks(&found, sides.second) {
        found.extend(released_instrument_maker(instrument, sides.second, &mut warnings));
    }
    if category == DocCategory::Patent && !found.iter().any(|f| f.party.role == Role::Grantor) {
        found.extend(sovereign(text));
    }
    if category == DocCategory::Patent && lacks(&found, sides.second) {
        found.extend(patent_claimant(text, sides.second, &mut warnings));
    }
    if matches!(category, DocCategory::Patent | DocCategory::RightOfWay | DocCategory::OilGasLease) && lacks(&found, sides.first) {
        found.extend(federal_grantor(text, sides.first));
    }
    if matches!(category, DocCategory::RightOfWay | DocCategory::OilGasLease) && lacks(&found, sides.second) {
        found.extend(federal_holder(instrument, sides.second, &mut warnings));
    }
    if category == DocCategory::DeedOfTrust && !found.iter().any(|f| f.party.role == Role::Mortgagee && !is_trustee(text, f)) {
        found.extend(uniform_instrument_lender(instrument, sides.second, &mut warnings));
    }
    if category == DocCategory::DeedOfTrust && !found.iter().any(|f| f.party.role == Role::Mortgagee && !is_trustee(text, f)) {
        found.extend(note_payee(instrument, sides.second, &mut warnings));
    }
    // An affidavit or a notice (other) opens with its affiant, who is no grantor.
    if !inheritance && category != DocCategory::Other && lacks(&found, sides.first) {
        found.extend(premises_subject(instrument, sides.first, &mut warnings));
    }
    if category == DocCategory::LeaseRatification {
        predecessors::drop_predecessors_in_title(text, &mut found, sides.first, &mut warnings);
    }
    if !inheritance && category != DocCategory::PartitionDeed {
        two_sided_names_decided_by_signers(instrument, sides, category, &mut found, &mut warnings);
    }
    if category == DocCategory::LeaseRelease {
        releasor_signing_for_the_lease(instrument, sides, &mut found, &mut warnings);
    }
    // Last, a giving side no reader of the instrument's words could name is read from who signed
    // and acknowledged it.
    if !inheritance && lacks(&found, sides.first) {
        found.extend(signatures::signers(instrument, sides, category, &found, &mut warnings));
    }
    // And a receiving side, from the object of the grant through the form's defined terms, or
    // from a statement of who receives.
    if !inheritance && lacks(&found, sides.second) {
        found.extend(receiving::receivers(instrument, sides, &found, &mut warnings));
    }
    // And last, from the habendum, which repeats the taker the grant named by a role word.
    if !inheritance && lacks(&found, sides.second) {
        found.extend(receiving::habendum_holders(instrument, sides, &found, &mut warnings));
    }
    if !inheritance && lacks(&found, sides.second) {
        found.extend(receiving::object_then_unto(instrument, sides, &found, &mut warnings));
    }
    // Last of all, a receiving side still empty is read from the grant after the operative words
    // that close the recitals, which a recital's land text or a damaged scan hid from the
    // granting clause reader.
    if !inheritance && lacks(&found, sides.second) {
        found.extend(empty_sides::taker_after_operative_words(instrument, sides.second, &mut warnings));
    }
    // A release whose lessor or mortgagor is still unnamed runs back to the maker of what it
    // releases, which its recital of the note, lease or mortgage names.
    if matches!(category, DocCategory::LeaseRelease | DocCategory::MortgageRelease) && lacks(&found, sides.second) {
        found.extend(empty_sides::maker_of_released_instrument(instrument, sides.second, &mut warnings));
    }
    // A ratification whose lessee is still unnamed takes the one its recital of the ratified
    // lease says the lease was made to.
    if category == DocCategory::LeaseRatification && lacks(&found, sides.second) {
        found.extend(recitals::ratified_lease_taker(instrument, sides.second, &mut warnings));
    }
    if dower_released(text, &lowered) {
        warnings.push(
            "a dower or homestead release names spouses: they are parties only where the premises or granting clause names them"
                .to_string(),
        );
    }
    if category == DocCategory::DeedOfTrust {
        drop_trustee_of_deed_of_trust(text, &mut found, &mut warnings);
    }
    form_fields::drop_names_in_fields_of_no_party(instrument, &mut found, &mut warnings);
    names::read_through_damage(text, found.iter_mut().map(|f| &mut f.party), &mut warnings);
    let mut parties = dedupe(heirship::fold_aliases(text, found), &mut warnings);
    names::drop_trusts_beside_their_trustees(&mut parties, &mut warnings);
    agents::drop_agents_signing_for_a_party(text, &mut parties, &mut warnings);
    names::drop_places_and_agencies(text, &mut parties, &mut warnings);
    if category == DocCategory::LeaseRatification {
        recitals::ratified_lease_lessee_is_no_lessor(&mut parties, &mut warnings);
    }
    if !inheritance {
        spouses::drop_spouses_joining_only_to_release(text, &lowered, &mut parties, &mut warnings);
    }
    for (role, looked_for) in [(sides.first, sides_readers(category, true)), (sides.second, sides_readers(category, false))] {
        if !parties.iter().any(|p| same_side(p.role, role)) {
            warnings.push(format!("no {} read: looked for {looked_for}", role.as_str()));
        }
    }
    if category == DocCategory::PartitionDeed {
        co_owners_on_both_sides(&mut parties);
    }
    let mut seen = std::collections::BTreeSet::new();
    warnings.retain(|w| seen.insert(w.clone()));
    PartiesExtraction { parties, warnings }
}

/// The decedent and heirs of an instrument whose category is not heirship or probate but whose
/// own words tell a descent: one named as dead (or whose estate is administered) and heirs,
/// survivors or devisees after their lead-in, in an instrument that grants nothing itself (a
/// deed's premises may recite that its grantors inherited, and the deed's grant then decides).
/// An unfamiliar caption ("PROOF OF DESCENT", "CERTIFICATE OF HEIRS"), or a decree read as
/// something else, then keeps its parties. `None` when the text tells no descent.
fn descent_told(instrument: &Instrument, lowered: &LoweredText, category: DocCategory, warnings: &mut Vec<String>) -> Option<Vec<Found>> {
    if !lowered.holds_any(&["deceased", "died", "departed", "decedent", "estate of"]) {
        return None;
    }
    // A ratification's own act is to ratify, whatever descent its recitals tell of how the
    // ratifier came to own ("X died testate and devised her minerals to the bank, which ratifies");
    // a partition's is to divide among its cotenants, who so often are the heirs its recital
    // names ("being all of the heirs of X, deceased"): the cotenants are its parties.
    if matches!(category, DocCategory::LeaseRatification | DocCategory::PartitionDeed)
        || (category != DocCategory::Other && granting::operative_grant(instrument).is_some())
    {
        return None;
    }
    let mut read_warnings = Vec::new();
    let read = heirship::decedent_and_heirs(instrument.text.as_str(), lowered, heirship::Teller::Other, &mut read_warnings);
    let has = |role: Role| read.iter().any(|f| f.party.role == role);
    if !(has(Role::Decedent) && has(Role::Heir)) {
        return None;
    }
    warnings.extend(read_warnings);
    warnings.push(format!(
        "a {} that grants nothing itself and tells a descent (a decedent and heirs): its parties read as a decedent's and heirs'",
        category.as_str()
    ));
    Some(read)
}

/// An assignment that names its own assignee by that word describes the lease it assigns in the
/// lease's words: "the lease made by A and B, lessors, to C, lessee". Those lessors made the
/// recited lease and are no parties of the assignment (the printed assignment forms of Kansas,
/// Oklahoma, Mississippi and Texas all recite the lease so). Its lessee holds the lease and is
/// the one who assigns it: when the assignment names no assignor of its own and the signature
/// block or the acknowledgment names that lessee, the two parts agree and it is the assignor;
/// otherwise it is no party (the signing parts are then read for an assignor still missing).
fn parties_of_the_assigned_lease(instrument: &Instrument, found: &mut Vec<Found>, warnings: &mut Vec<String>) {
    let own = |found: &[Found], role: Role| found.iter().any(|f| f.party.role == role && f.party.evidence.rule != labels::RECITED_LABEL);
    if !own(found, Role::Assignee) || !found.iter().any(|f| matches!(f.party.role, Role::Lessor | Role::Lessee)) {
        return;
    }
    let assignor_named = own(found, Role::Assignor);
    let signing = if assignor_named { None } else { Some(signatures::SigningParts::read(instrument, DocCategory::LeaseAssignment)) };
    found.retain_mut(|f| {
        match f.party.role {
            Role::Lessee if signing.as_ref().is_some_and(|signing| signing.names(&f.party.name)) => {
                warnings
                    .push(format!("{} holds the assigned lease as its lessee and signs the assignment: read as assignor", f.party.name));
                f.party.role = Role::Assignor;
                return true;
            }
            Role::Lessor | Role::Lessee => warnings.push(format!(
                "{} is called {} of the assigned lease, and the assignment names its own {}: not a party",
                f.party.name,
                f.party.role.as_str(),
                if assignor_named { "assignor and assignee" } else { "assignee" }
            )),
            _ => return true,
        }
        false
    });
}

/// One name read on both sides of an instrument that is no partition (a lessee of a recited
/// lease read again as the giver, a grant whose giver the scan lost and whose verb the taker's
/// name came to stand before): the signing parts decide. The giving side signs; when the
/// signature block and the acknowledgment agree on other signers and neither names this one,
/// those two parts and the reader that put it on the taking side agree against the one that
/// made it a giver, and it is kept on the taking side only. A name either part names is left on
/// both sides (an exchange, a conveyance to oneself and another), and so is every name when the
/// two parts agree on no one (a seal's or venue's words read as a signer): nothing is guessed.
fn two_sided_names_decided_by_signers(
    instrument: &Instrument,
    sides: Sides,
    category: DocCategory,
    found: &mut Vec<Found>,
    warnings: &mut Vec<String>,
) {
    let taking: Vec<String> = found
        .iter()
        .filter(|f| same_side(f.party.role, sides.second) && !same_side(f.party.role, sides.first))
        .map(|f| name_key(&f.party.name))
        .collect();
    let two_sided = |f: &Found| {
        same_side(f.party.role, sides.first) && !same_side(f.party.role, sides.second) && taking.contains(&name_key(&f.party.name))
    };
    if !found.iter().any(two_sided) {
        return;
    }
    let signing = signatures::SigningParts::read(instrument, category);
    found.retain(|f| {
        if !two_sided(f) || signing.names(&f.party.name) {
            return true;
        }
        let agreed = signing.agreed_others(&f.party.name);
        if agreed.is_empty() {
            return true;
        }
        warnings.push(format!(
            "{} read as both {} and {}: the signature block and the acknowledgment agree on {} and do not name it, so it is kept as {} only",
            f.party.name,
            sides.first.as_str(),
            sides.second.as_str(),
            agreed.join(", "),
            sides.second.as_str()
        ));
        false
    });
}

/// The releasor of a lease is the company that holds the lessee's interest and signs the
/// release through its officer: the lessors never sign it, and the lease's original lessee, named
/// in its recital or in a header field ("Original Lessee:"), signs it only when it still holds
/// the lease. When the releasing side holds only names that neither the signature block nor the
/// acknowledgment names, and the signature block names one company signing by an officer that no
/// side holds, that company is the releasor and the unsigned names are set aside, whether the
/// premises name it ("X, the owner and holder of ...", "X ("Releasor"), being the present owner
/// ...") in words no reader took or call it "the undersigned". Serves releases by an assignee of
/// the lease, whose premises recite the lease's own parties.
fn releasor_signing_for_the_lease(instrument: &Instrument, sides: Sides, found: &mut Vec<Found>, warnings: &mut Vec<String>) {
    let text = instrument.text.as_str();
    let releasing = |f: &Found| same_side(f.party.role, sides.first) && !same_side(f.party.role, sides.second);
    if !found.iter().any(releasing) {
        return;
    }
    // The company is asked first: most releases' releasor is read already and signs, and the
    // signing parts need not be read again.
    let held = |name: &str| found.iter().any(|f| name_key(&f.party.name) == name_key(name));
    let mut companies = signatures::companies_signing_by_officer(instrument, DocCategory::LeaseRelease);
    companies.retain(|c| !held(&c.name));
    let [company] = companies.as_slice() else { return };
    // A signature line that runs the releasor's name into a witness's beside it ("ADA ROE
    // X COMPANY") still signs for the releasor read.
    let company_key = name_key(&company.name);
    if found.iter().filter(|f| releasing(f)).any(|f| company_key.contains(&name_key(&f.party.name))) {
        return;
    }
    let signing = signatures::SigningParts::read(instrument, DocCategory::LeaseRelease);
    if found.iter().filter(|f| releasing(f)).any(|f| signing.names(&f.party.name)) {
        return;
    }
    found.retain(|f| {
        if releasing(f) {
            warnings.push(format!(
                "{} read as {} but signs nothing, and {} signs the release through its officer: the signer is the releasor",
                f.party.name,
                sides.first.as_str(),
                company.name
            ));
        }
        !releasing(f)
    });
    let list = NameList { parties: vec![company.clone()], warnings: Vec::new() };
    found.extend(to_found(text, list, sides.first, "releasor_signs", warnings));
}

/// What the readers look for on one side of an instrument of a category, for the warning that
/// says why that side stayed empty.
fn sides_readers(category: DocCategory, first: bool) -> &'static str {
    match (category, first) {
        (DocCategory::AffidavitOfHeirship | DocCategory::Probate, true) => "a name called deceased, an \"estate of\" or a defined decedent",
        (DocCategory::AffidavitOfHeirship | DocCategory::Probate, false) => {
            "heirs the decedent was survived by, an heir list or table, heirs declared or recognized, devisees"
        }
        (_, true) => {
            "role labels, form fields, the granting clause before its verb, the premises' opening, the signature block and the acknowledgment's signers"
        }
        (_, false) => {
            "role labels, form fields, the granting clause after its verb, the defined term the grant runs to, a statement of who receives (\"the beneficiary is\") and the habendum"
        }
    }
}

fn same_side(a: Role, b: Role) -> bool {
    a.is_grantor_side() == b.is_grantor_side() && a.is_grantee_side() == b.is_grantee_side()
}

/// A partition deed made by all the co-owners allots to each of them: every co-owner conveys
/// the shares in the others' allotments and takes the others' shares in its own, so every one
/// is a grantor and a grantee however the deed words its grants. The deed is made among all of
/// them when one it names as grantor also takes, or when its grants name no role (each co-owner
/// grants the others' shares in turn, and the first grant is the one read). A deed that calls
/// the other co-owners (and their spouses) "Grantors" and the allottee, who is none of them,
/// "Grantee" conveys one allotment and is read as it is written.
fn co_owners_on_both_sides(parties: &mut Vec<PartyMatch>) {
    let named =
        |parties: &[PartyMatch], name: &str, role: Role| parties.iter().any(|p| p.role == role && name_key(&p.name) == name_key(name));
    let overlap = parties.iter().any(|p| p.role == Role::Grantee && named(parties, &p.name, Role::Grantor));
    let labelled = parties.iter().any(|p| matches!(p.evidence.rule.as_str(), "role_label" | "form_label"));
    if labelled && !overlap {
        return;
    }
    let mut added = Vec::new();
    for party in parties.iter() {
        let other = match party.role {
            Role::Grantor => Role::Grantee,
            Role::Grantee => Role::Grantor,
            _ => continue,
        };
        if !named(parties, &party.name, other) && !named(&added, &party.name, other) {
            added.push(PartyMatch { role: other, ..party.clone() });
        }
    }
    parties.extend(added);
}

fn to_found(text: &str, list: NameList, role: Role, rule: &'static str, warnings: &mut Vec<String>) -> Vec<Found> {
    warnings.extend(list.warnings);
    let list_id = list.parties.first().map_or(0, |p| p.start);
    list.parties
        .into_iter()
        .map(|named| Found {
            party: PartyMatch {
                name: named.name,
                role,
                entity_type: named.entity_type,
                capacity: named.capacity,
                aliases: Vec::new(),
                evidence: Evidence::new(rule, text, named.start, named.end),
            },
            list: list_id,
        })
        .collect()
}

/// One party per name and role, the first mention kept, in text order. A name two readers read
/// at the same place keeps the role that makes it a party: an heir of the heirship clause is
/// not made an affiant by the "Affiant" under a signature that reads back over that clause.
fn dedupe(mut found: Vec<Found>, warnings: &mut Vec<String>) -> Vec<PartyMatch> {
    found.sort_by_key(|f| (f.party.evidence.start, f.party.evidence.end, f.party.role == Role::Other));
    // Each kept party's name key is made once, not again for every later candidate.
    let mut kept: Vec<(PartyMatch, usize, String)> = Vec::new();
    for candidate in found {
        let key = name_key(&candidate.party.name);
        let duplicate = kept.iter().any(|(k, list, kept_key)| {
            k.evidence.start == candidate.party.evidence.start
                || (k.role == candidate.party.role && *list != candidate.list && *kept_key == key)
        });
        if duplicate {
            warnings.push(format!("{} mentioned again at {}", candidate.party.name, candidate.party.evidence.start));
        } else {
            kept.push((candidate.party, candidate.list, key));
        }
    }
    kept.into_iter().map(|(party, _, _)| party).collect()
}

/// A name as compared for sameness: letters, digits and single spaces, in capitals. Written in
/// one pass into one string: every candidate of every reader is keyed. An ASCII letter's capital
/// is pushed as one character: the general upper-casing gives an iterator of up to three
/// characters, which costs several times as much to write and is needed only outside ASCII.
pub(super) fn name_key(name: &str) -> String {
    let mut key = String::with_capacity(name.len());
    let mut space = false;
    for c in name.chars() {
        if c.is_whitespace() {
            space = !key.is_empty();
        } else if c.is_alphanumeric() {
            if std::mem::take(&mut space) {
                key.push(' ');
            }
            if c.is_ascii() {
                key.push(c.to_ascii_uppercase());
            } else {
                key.extend(c.to_uppercase());
            }
        }
    }
    key
}

/// What the readers' tests share: the extraction of a text, and its parties as (name, role).
#[cfg(test)]
mod test_support {
    use super::extract;
    use crate::l0::PartiesExtraction;
    use crate::pipeline::Instrument;
    use crate::vocab::{DocCategory, Role};

    pub(super) fn run(text: &str, category: DocCategory) -> PartiesExtraction {
        extract(&Instrument::from_raw(text), category)
    }

    pub(super) fn named(text: &str, category: DocCategory) -> Vec<(String, Role)> {
        run(text, category).parties.into_iter().map(|p| (p.name, p.role)).collect()
    }

    pub(super) fn pair(name: &str, role: Role) -> (String, Role) {
        (name.to_string(), role)
    }
}

#[cfg(test)]
mod tests {
    use super::test_support::{named, pair, run};
    use super::*;

    use crate::pipeline::Instrument;

    #[test]
    fn a_name_key_is_the_names_letters_and_digits_in_capitals_one_space_apart() {
        // The key as it was first written: filtered, upper-cased, its words joined again.
        let reference = |name: &str| {
            name.chars()
                .filter(|c| c.is_alphanumeric() || c.is_whitespace())
                .collect::<String>()
                .to_uppercase()
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        };
        for name in [
            "",
            "  ",
            "Ann  O'Dell, Jr.",
            " J. W. (JACK) ROE ",
            "stra\u{df}e M\u{fc}ller",
            "A . B",
            "\t\nLEO\u{a0}ROE\n",
            "...",
            "ELK 2 LLC\u{b}x",
            "\u{c9}mile d'Ar\u{e7}on",
        ] {
            assert_eq!(name_key(name), reference(name), "{name:?}");
        }
    }

    #[test]
    fn the_dower_check_from_the_release_word_agrees_with_the_whole_text_search() {
        for text in [
            "MARY DOE joins to RELEASE and relinquish her DOWER and homestead rights.",
            "Dower is not released here; the lessee may release the lease.",
            "relea\u{17f}e of dower",
            "quitclaims all homestead",
            "no such words",
        ] {
            assert_eq!(dower_released(text, &LoweredText::new(text)), DOWER_RELEASE.is_match(text), "{text}");
        }
    }

    #[test]
    fn a_heading_line_above_the_premises_does_not_swallow_the_first_grantor() {
        // A lone word before an "of" opening the list ("PARISH OF ...", a recording note) opened
        // a residence that ran over the first grantor's name.
        let parish = "RIGHT OF WAY\n\nSTATE OF LOUISIANA\nPARISH OF ACADIA\n\nBE IT KNOWN, that for $200.00 cash, received, \
ONEZIME J. THIBODEAUX and his wife, CLARA LEBLANC THIBODEAUX, residing at Route 2, Crowley, Louisiana, hereinafter called \
Grantor, do hereby grant and convey unto ACADIA GAS COMPANY, hereinafter called Grantee, a right of way.\n";
        let found = named(parish, DocCategory::RightOfWay);
        assert!(found.contains(&pair("ONEZIME J. THIBODEAUX", Role::Grantor)), "{found:?}");
        assert!(found.contains(&pair("CLARA LEBLANC THIBODEAUX", Role::Grantor)), "{found:?}");
        assert_eq!(found.len(), 3, "{found:?}");
        // The same with a scan's damage in the note above.
        let note = "Exernpt from Affidavit of Property Va1ue under A.R.S. 11-1134(B)(3)\n          Escrow/Order: none\n\nQUIT CLAIM \
DEED\n\nFor the consideration of Ten Dollars, and other valuable considerations, HAROLD P. MENDEZ and LUCIA M. MENDEZ, husband \
and wife, hereinafter called the Grantors, do hereby quit claim to DANIEL R. MENDEZ, hereinafter called the Grantee, the land.\n";
        let found = named(note, DocCategory::QuitclaimDeed);
        assert!(found.contains(&pair("HAROLD P. MENDEZ", Role::Grantor)), "{found:?}");
        assert_eq!(found.len(), 3, "{found:?}");
        // A lone word before a true residence: its town, county and state are still no parties.
        let residence = "WARRANTY DEED\n\nROE of Elm Springs, County of Benton, and State of Arkansas, Grantor, in consideration of One \
Dollar, does hereby grant and convey unto ADA M. POE, Grantee, the land.\n";
        let found = named(residence, DocCategory::WarrantyDeed);
        assert!(!found.iter().any(|(name, _)| name.contains("Benton") || name.contains("Arkansas")), "{found:?}");
    }

    #[test]
    fn evidence_spans_point_at_the_name() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That OSCAR T. LINDQUIST, a single man, hereinafter called Grantor, \
does hereby grant unto PERRY ALDEN, hereinafter called Grantee, the following land.\n";
        let instrument = Instrument::from_raw(text);
        let extraction = extract(&instrument, DocCategory::Deed);
        let first = &extraction.parties[0];
        assert_eq!(first.evidence.rule, "role_label");
        assert_eq!(&instrument.text[first.evidence.start..first.evidence.end], "OSCAR T. LINDQUIST");
    }

    #[test]
    fn every_co_owner_of_a_partition_deed_is_grantor_and_grantee() {
        let text = "PARTITION DEED\nTHIS PARTITION DEED made this 4th day of April, 1962, by and between ARTHUR B. NEAL, ROSE NEAL MOORE \
and CARL T. NEAL, who own in equal undivided shares the N/2 of Section 8. The parties do hereby partition said land, and \
ARTHUR B. NEAL, ROSE NEAL MOORE and CARL T. NEAL do hereby grant and convey unto ARTHUR B. NEAL the NW/4 of said Section 8.\n";
        let found = named(text, DocCategory::PartitionDeed);
        for name in ["ARTHUR B. NEAL", "ROSE NEAL MOORE", "CARL T. NEAL"] {
            assert!(found.contains(&pair(name, Role::Grantor)), "{name}: {found:?}");
            assert!(found.contains(&pair(name, Role::Grantee)), "{name}: {found:?}");
        }
        assert_eq!(found.len(), 6, "{found:?}");
        let labelled = "DEED OF PARTITION\nKNOW ALL MEN BY THESE PRESENTS: That IRA COLE and EVA COLE MARSH, hereinafter called \
Grantors, do hereby grant and convey unto EVA COLE MARSH, as Grantee, the S/2 of Section 4 as her share.\n";
        let found = named(labelled, DocCategory::PartitionDeed);
        assert!(found.contains(&pair("IRA COLE", Role::Grantee)) && found.contains(&pair("EVA COLE MARSH", Role::Grantor)), "{found:?}");
        assert_eq!(found.len(), 4, "{found:?}");
    }

    /// Allotments written as heading lines, "To X and his heirs:" and "To X, to hold in
    /// severalty:", name every co-owner, one the premises left out (a ward under guardianship)
    /// too. Our own wordings.
    #[test]
    fn every_allottee_of_a_partition_deed_is_a_co_owner() {
        let recital_names_two = "PARTITION DEED\nTHIS DEED OF PARTITION, made the 2nd day of May, 1910, by and between OSCAR P. LINDE, \
party of the first part, and HILMA LINDE BECK, party of the second part, and CARL LINDE, a minor, by Axel Berg, his guardian.\n\
The parties, tenants in common, hereby divide the land among themselves, each quitclaiming to each the parts below:\n\
To Oscar P. Linde and his heirs: the NE/4 of Section 3;\nTo Hilma Linde Beck, to hold in severalty: the NW/4 of Section 3;\n\
To Carl Linde and his heirs: the S/2 of Section 3.\n\
TO HAVE AND TO HOLD the same: each to his own share forever.\n";
        let found = named(recital_names_two, DocCategory::PartitionDeed);
        assert!(found.contains(&pair("Carl Linde", Role::Grantor)) && found.contains(&pair("Carl Linde", Role::Grantee)), "{found:?}");
        assert!(!found.iter().any(|(n, _)| n.to_ascii_uppercase().starts_with("HAVE")), "{found:?}");
        assert!(!found.iter().any(|(n, _)| n == "Axel Berg"), "{found:?}");
    }

    #[test]
    fn a_partition_deed_by_the_other_co_owners_to_the_allottee_is_read_as_written() {
        let mutual = "PARTITION DEED\nTHIS INDENTURE, made by and between AXEL P. DAHL and NILS P. DAHL.\nNOW, THEREFORE:\n1. NILS P. \
DAHL does hereby grant and quitclaim unto AXEL P. DAHL the west half.\n2. AXEL P. DAHL does hereby grant and quitclaim unto \
NILS P. DAHL the east half.\n";
        let found = named(mutual, DocCategory::PartitionDeed);
        for name in ["AXEL P. DAHL", "NILS P. DAHL"] {
            assert!(found.contains(&pair(name, Role::Grantor)) && found.contains(&pair(name, Role::Grantee)), "{name}: {found:?}");
        }
        let text = "DEED OF PARTITION\nKNOW ALL MEN BY THESE PRESENTS: That OMAR J. FRITZ and ELLA FRITZ, his wife, and LOTTIE FRITZ \
BAUER, hereinafter called Grantors, do hereby release and quitclaim unto DEAN A. FRITZ, hereinafter called Grantee, Tract No. 2 \
as allotted to him in severalty.\n";
        let found = named(text, DocCategory::PartitionDeed);
        assert_eq!(
            found,
            vec![
                pair("OMAR J. FRITZ", Role::Grantor),
                pair("ELLA FRITZ", Role::Grantor),
                pair("LOTTIE FRITZ BAUER", Role::Grantor),
                pair("DEAN A. FRITZ", Role::Grantee)
            ]
        );
    }

    /// Heirship and probate instruments under captions the category does not know, or read as a
    /// deed: their own words (a death, the survivors, a distribution) give the decedent and the
    /// heirs. Our own wordings of a Dakota proof of descent, an Illinois certificate and a
    /// decree that distributes the residue.
    #[test]
    fn an_instrument_that_tells_a_descent_gets_its_decedent_and_heirs_whatever_the_category() {
        for (text, category, decedent, heirs) in [
            (
                "PROOF OF DESCENT\nThe undersigned, being sworn, says that ROY T. PIKE, late of Perkins County, South Dakota, died intestate \
on May 2, 1951, and that he left him surviving Ada Pike, his widow, and Carl Pike, his son, as his only heirs at law.\n",
                DocCategory::Other,
                "ROY T. PIKE",
                vec!["Ada Pike", "Carl Pike"],
            ),
            (
                "CERTIFICATE\nESTATE OF IDA M. KRUSE, DECEASED\nIt is certified that the heirs at law of said decedent are Otto Kruse, her \
husband, and Alma Kruse Dorn, her daughter.\n",
                DocCategory::Deed,
                "IDA M. KRUSE",
                vec!["Otto Kruse", "Alma Kruse Dorn"],
            ),
            (
                "DECREE\nIn the Matter of the Estate of WALTER B. OSGOOD, Deceased.\nIT IS ORDERED AND DECREED that the residue of said estate, \
being the land below, is hereby distributed to Nora Osgood Pratt and Lyle Osgood, in equal shares.\n",
                DocCategory::Other,
                "WALTER B. OSGOOD",
                vec!["Nora Osgood Pratt", "Lyle Osgood"],
            ),
        ] {
            let found = named(text, category);
            let with = |role: Role| found.iter().filter(|(_, r)| *r == role).map(|(name, _)| name.clone()).collect::<Vec<_>>();
            assert_eq!(with(Role::Decedent), [decedent], "{text}: {found:?}");
            assert_eq!(with(Role::Heir), heirs, "{text}: {found:?}");
        }
    }

    /// A deed whose premises recite that its grantors inherited the land stays a deed: its grant
    /// decides who conveys to whom.
    #[test]
    fn a_deed_by_heirs_that_recites_the_death_stays_a_deed() {
        let text = "WARRANTY DEED\nKNOW ALL MEN BY THESE PRESENTS: That ADA PIKE and CARL PIKE, the widow and only son of Roy T. Pike, \
deceased, who died intestate survived by them as his only heirs at law, do hereby grant, bargain, sell and convey unto LOUIS HAAS the \
following land.\n";
        let found = named(text, DocCategory::WarrantyDeed);
        assert!(found.iter().all(|(_, role)| matches!(role, Role::Grantor | Role::Grantee)), "{found:?}");
        assert!(found.contains(&pair("LOUIS HAAS", Role::Grantee)), "{found:?}");
    }

    /// A ratification whose recitals tell how the ratifier came to own (the lessor died and her
    /// will gave the minerals to a bank in trust) is still a ratification: the trustee ratifies,
    /// and neither the dead lessor nor the beneficiaries are its parties.
    #[test]
    fn a_ratification_that_recites_a_devise_is_no_descent() {
        let text = "RATIFICATION OF OIL AND GAS LEASE\nWHEREAS, by Oil and Gas Lease dated March 3, 1971, ELMA ROSE KITTRELL, a widow, \
as Lessor, leased to CAPROCK MESA OIL COMPANY, as Lessee, the land below; and\nWHEREAS, the said Elma Rose Kittrell died on June 9, \
1973, and by her will devised her minerals to the CITIZENS BANK OF SNYDER, in trust for her nephews, Amos Kittrell and Jay Kittrell;\n\
NOW, THEREFORE, the CITIZENS BANK OF SNYDER, Trustee, ratifies and confirms the Lease, and leases the said land unto Caprock Mesa Oil \
Company upon its terms.\nCITIZENS BANK OF SNYDER, Trustee\nBy: Ray Odom, Trust Officer\nThis instrument was acknowledged before me on \
May 1, 1975, by Ray Odom, Trust Officer of Citizens Bank of Snyder, as Trustee.\n";
        let found = named(text, DocCategory::LeaseRatification);
        assert!(found.iter().all(|(_, role)| matches!(role, Role::Lessor | Role::Lessee)), "{found:?}");
        assert!(found.iter().any(|(name, role)| *role == Role::Lessee && name.to_uppercase().starts_with("CAPROCK")), "{found:?}");
        assert!(!found.iter().any(|(name, _)| name.contains("Amos") || name.contains("Jay")), "{found:?}");
    }

    #[test]
    fn odd_input_does_not_panic() {
        for text in ["", "§§§ ¼ ÷", "hereinafter called Grantor", ", Grantors,", "between é, as Lessor, and ü", "estate of"] {
            let _ = run(text, DocCategory::Deed);
            let _ = run(text, DocCategory::AffidavitOfHeirship);
        }
    }

    /// The giving side as a public body, a congregation or a company organized abroad: our own
    /// phrasings of a school district's lease, a drainage district's form field, a religious
    /// society's deed and a foreign sociedad's deed. The sovereign whose laws made the company is
    /// no party.
    #[test]
    fn public_bodies_congregations_and_foreign_companies_give() {
        for (text, category, giver) in [
            (
                "THIS LEASE, made this 2nd day of June, 1961, by Consolidated School District No. 12, a body corporate and politic \
organized under the laws of the State of Kansas, party of the first part, hereinafter called lessor, does hereby grant and let \
unto John Smith, party of the second part, the land below.",
                DocCategory::OilGasLease,
                "Consolidated School District No. 12",
            ),
            (
                "Lessor: Bayou Pierre Drainage District of Claiborne Parish, Louisiana, a body politic and corporate\nLessee: ACME OIL LLC\n\
The Lessor does hereby lease unto the Lessee the land below.",
                DocCategory::OilGasLease,
                "Bayou Pierre Drainage District of Claiborne Parish",
            ),
            (
                "THIS DEED, made this 2nd day of June, 1901, between The Swedish Evangelical Mission Congregation of Pleasant Valley, a \
religious society incorporated under the laws of Minnesota, party of the first part, and John Smith, party of the second part, \
WITNESSETH that the party of the first part does grant unto the party of the second part the land below.",
                DocCategory::Deed,
                "Swedish Evangelical Mission Congregation of Pleasant Valley",
            ),
            (
                "THIS DEED is made by AGROPECUARIA LOS PINOS, S.A., a corporation organized under the laws of the Republic of Costa Rica, \
and qualified to hold land in the State of Florida, hereinafter called the grantor, to JOHN SMITH, hereinafter called the grantee.",
                DocCategory::WarrantyDeed,
                "AGROPECUARIA LOS PINOS",
            ),
        ] {
            let found = named(text, category);
            let givers: Vec<&str> = found.iter().filter(|(_, role)| role.is_grantor_side()).map(|(name, _)| name.as_str()).collect();
            assert_eq!(givers.len(), 1, "{text}: {found:?}");
            assert!(givers[0].starts_with(giver), "{text}: {found:?}");
        }
    }

    /// Persons whose given names and surnames the Census lists lack, told as persons by the
    /// couple's descriptor, a joined surname or a home town: our own phrasings of a farm
    /// mortgage, a deed by a couple and a field of ratifying owners.
    #[test]
    fn couples_and_townsfolk_with_uncommon_names_are_persons() {
        let mortgage = "THIS MORTGAGE, made the 3rd day of May, 1928, by and between Ottokar Wendelmaier and Brunhilde Wendelmaier, \
husband and wife, of the County of Hall and State of Nebraska, mortgagors, and the Prairie State Land Bank of Lincoln, a \
corporation, mortgagee: WITNESSETH, that the mortgagors grant, bargain and sell to the mortgagee the land below.";
        let found = named(mortgage, DocCategory::DeedOfTrust);
        assert!(found.contains(&pair("Ottokar Wendelmaier", Role::Mortgagor)), "{found:?}");
        assert!(found.contains(&pair("Brunhilde Wendelmaier", Role::Mortgagor)), "{found:?}");
        let deed = "KNOW ALL MEN BY THESE PRESENTS: That Thorvald Engebretsen and Ragnhild Engebretsen, his wife, hereinafter called \
Grantors, do hereby grant unto JOHN SMITH, Grantee, the land below.";
        let found = named(deed, DocCategory::Deed);
        assert!(found.contains(&pair("Thorvald Engebretsen", Role::Grantor)), "{found:?}");
        let owners = "KNOW ALL MEN BY THESE PRESENTS: That HALVARD TRONDSEN, of Minot, North Dakota, and SIGNY TRONDSEN-BAKKE, \
of Fargo, North Dakota, hereinafter called Lessors, do hereby ratify the lease to ACME OIL LLC, as Lessee.";
        let found = named(owners, DocCategory::LeaseRatification);
        assert!(found.contains(&pair("HALVARD TRONDSEN", Role::Lessor)), "{found:?}");
        assert!(found.contains(&pair("SIGNY TRONDSEN-BAKKE", Role::Lessor)), "{found:?}");
        // A court's county and state after words the lists lack make no person of them.
        let letters = "THIS LEASE is made by MARY ROE, Independent Executrix, acting under Letters Testamentary issued by the County \
Court of Reeves County, Texas, herein called Lessor, and ACME OIL LLC, herein called Lessee.";
        let found = named(letters, DocCategory::OilGasLease);
        assert!(!found.iter().any(|(name, _)| name.contains("Letters")), "{found:?}");
    }
}
