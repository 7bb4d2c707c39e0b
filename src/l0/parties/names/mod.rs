//! Turning a span of premises text ("JOHN A. SMITH and wife, MARY B. SMITH, of Reeves County,
//! Texas") into the names of the parties it lists.
//!
//! A party list is a run of pieces separated by commas and "and": names, descriptors ("a single
//! man", "his wife"), residence ("of Reeves County"), capacity ("Trustee of ..."), designators that
//! belong to the name before them ("LTD.", "JR."). OCR text adds junk characters and words glued
//! to names, so every piece must pass a plausibility test before it becomes a name; what fails is
//! reported, never guessed into a party.

mod acting;
mod census;
mod clean;
mod damage;
mod descriptors;
mod entities;
mod headings;
mod pieces;
mod places;
mod recent;
mod surnames;
mod vocabulary;

use super::patterns::compile_pattern;
use super::spans::ceil_boundary;
use crate::vocab::EntityType;
pub(super) use acting::drop_trusts_beside_their_trustees;
pub(super) use census::is_name_word;
use clean::clean_government_name;
pub(super) use clean::{STAMP_LINE, clean_name, letters_for_digits};
use clean::{is_initial, reads_as_person};
pub(super) use damage::read_through_damage;
pub(super) use descriptors::is_state;
use descriptors::*;
pub(super) use entities::entity_type;
use entities::*;
use headings::*;
pub(in crate::l0::parties) use pieces::*;
pub(super) use places::drop_places_and_agencies;
use regex::Regex;
use std::sync::LazyLock;
use surnames::*;

/// One name found in a party list, with its span in the instrument text.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct NamedParty {
    pub name: String,
    pub entity_type: EntityType,
    pub capacity: Option<String>,
    pub start: usize,
    pub end: usize,
    /// A descriptor after the name calls it a company ("a Delaware corporation").
    pub described_as_company: bool,
    /// A descriptor after the name tells a person's marital state or family ("a widow",
    /// "daughter of X"): a name the Census lists lack is still a person's.
    pub described_as_person: bool,
}

#[derive(Debug, Default)]
pub(super) struct NameList {
    pub parties: Vec<NamedParty>,
    pub warnings: Vec<String>,
}

/// Splits the span `start..end` of `text` into the parties it names.
pub(super) fn parse_name_list(text: &str, start: usize, end: usize) -> NameList {
    parse_names(text, start, end, false)
}

/// [`parse_name_list`] for a span whose place in the instrument already says it names people
/// ("AUGUST RENNEKAMP, Deceased": only a person dies): a name the Census lists lack (a month's
/// word, a rare surname) is still read.
pub(super) fn parse_person_list(text: &str, start: usize, end: usize) -> NameList {
    parse_names(text, start, end, true)
}

fn parse_names(text: &str, start: usize, end: usize, persons_by_place: bool) -> NameList {
    // A printed form's blanks ("__Ed_Long_and.") hold the typed names: the underscores are
    // spaces, written byte for byte so that every offset stays the instrument's.
    let unblanked;
    let text = if text[start..end].contains('_') {
        unblanked = format!("{}{}", &text[..start], text[start..end].replace('_', " "));
        unblanked.as_str()
    } else {
        text
    };
    // "Louise Dietrich\n~ , ' : .\nKrueger": a line of a scan's specks inside a list holds no
    // punctuation of the text; it is read as spaces, offsets kept.
    let despeckled;
    let text = match without_speck_lines(&text[start..end]) {
        Some(span) => {
            despeckled = format!("{}{}", &text[..start], span);
            despeckled.as_str()
        }
        None => text,
    };
    let mut list = NameList::default();
    let pieces = split_pieces(text, start, end);
    let mut residence = false;
    // Whether the piece before was the state that closed a residence ("of Tell City, Indiana"):
    // nothing of the address follows a state but its postal code.
    let mut residence_ends_in_state = false;
    let mut given_only: Vec<bool> = Vec::new();
    let mut after_and: Vec<bool> = Vec::new();
    // Whether the previous piece gave the last party: a town before a state is no party.
    let mut party_from_previous_piece = false;
    // Whether the next name is the one who represents the party before ("represented by"), and
    // whether a representative was named (the title after him is his, not the party's).
    let mut representative_follows = false;
    let mut represented = false;
    // Where the run of names since the last descriptor or capacity begins in `list.parties`.
    let mut run_start = 0;
    // Whether the last name read was a representative's, dropped (its designator goes with it).
    let mut representative_dropped = false;
    // Whether a marital description waits for the spouse's name ("married but once and then to"),
    // and whether the names that follow are a company's members ("composed of").
    let mut spouse_follows = false;
    let mut members_follow = false;
    // The capacity of the names that follow "acting by its co-trustees" after a trust's name.
    let mut trustees_of: Option<String> = None;
    // Whether the open residence followed a lone word opening the list (a heading's "of").
    let mut heading_residence = false;
    for (index, piece) in pieces.iter().enumerate() {
        let named_before = std::mem::take(&mut party_from_previous_piece);
        let state_before = std::mem::take(&mut residence_ends_in_state);
        if piece.before == Separator::EtUx && !names_someone(text, piece) {
            list.warnings.push(format!("\"et ux\"/\"et vir\" after {} without a named spouse", last_name(&list)));
        }
        let mut raw = text[piece.start..piece.end].trim();
        if raw.is_empty() {
            continue;
        }
        if piece.before == Separator::EtAl {
            list.warnings.push(format!("\"et al\" after {}: the others are not named", last_name(&list)));
        }
        // "married but once and then to ODILE ROE", "whose wife is ANNA ROE", "joined pro forma by
        // her husband, JUAN ROE": the spouse a marital description names is no party, read before
        // the residence the description often follows ("of Caddo Parish, Louisiana, married to").
        let after_marriage = std::mem::take(&mut spouse_follows);
        if raw.starts_with(SPOUSE_FIRST_LETTERS)
            && let Some(opener) = SPOUSE_DESCRIBED.find(raw)
        {
            let rest = &raw[opener.end()..];
            match clean_name(rest) {
                Some(spouse) => list.warnings.push(format!("{spouse} is named as a spouse in a marital description: not a party")),
                // "married but once and then to": the spouse follows the "and"; "joined pro forma
                // by her husband,": the spouse follows the comma.
                None => spouse_follows = true,
            }
            continue;
        }
        if after_marriage {
            let mut words = raw.split_whitespace();
            let first = words.next().unwrap_or("").to_ascii_lowercase();
            let to = if first == "then" { words.next().unwrap_or("").to_ascii_lowercase() } else { first.clone() };
            // "thento": a scan glues the two words.
            let after_to = (to == "to" || first == "thento").then(|| raw.split_once(char::is_whitespace)).flatten();
            let after_to = after_to
                .map(|(word, rest)| if word.eq_ignore_ascii_case("then") { rest.trim_start().get(2..).unwrap_or("") } else { rest });
            let spouse = after_to.or((piece.before == Separator::Comma && first != "of").then_some(raw));
            if let Some(spouse) = spouse.and_then(clean_name) {
                list.warnings.push(format!("{spouse} is named as a spouse in a marital description: not a party"));
                continue;
            }
        }
        // "FIRST STATE BANK OF ODESSA, Odessa, Texas": a state ends an address, and a lone town
        // just before it is part of that address.
        if descriptors::is_state(raw) {
            let town = named_before && piece.before == Separator::Comma;
            // "THE FARMERS STATE BANK OF MOUNT VERNON, INDIANA", "ZION CHURCH OF ADA, OKLAHOMA": a
            // company named for its town carries the town's state in its name.
            if let Some(last) = list.parties.last_mut().filter(|last| town && named_for_its_town(last)) {
                last.name = format!("{}, {}", last.name, squash(raw));
                last.end = piece.end;
                continue;
            }
            if let Some(last) = list.parties.last().filter(|last| town && is_town(last)) {
                list.warnings.push(format!("{}, {} is a place, not a party", last.name, squash(raw)));
                list.parties.pop();
                given_only.pop();
                after_and.pop();
            }
            residence = true;
            residence_ends_in_state = true;
            continue;
        }
        let mut piece_start = piece.start;
        // "individually and as natural tutrix of her minor children, A and B": the wards a
        // parent, tutor or guardian acts for convey through that one and are parties; their
        // names follow whatever residence the representative's own description gave.
        if raw.starts_with(['a', 'A', 'n', 'N', 't', 'T', 'g', 'G', 'l', 'L', 'd', 'D'])
            && let Some(words) = WARDS_OF.find(&text[piece.start..piece.end])
        {
            residence = false;
            piece_start = piece.start + words.end();
            raw = text[piece_start..piece.end].trim();
            if raw.is_empty() {
                continue;
            }
        }
        if residence {
            // A residence ends the members' names ("composed of A and B, of Shreveport"), and the
            // trustees' ("acting by its trustees A and B, of Minot; and C, a widow").
            members_follow = false;
            trustees_of = None;
            // "of Vanderburgh County, Indiana; CHESTER R. ROE and OPAL ROE": a semicolon ends the
            // residence as "and" does.
            let before = text[..piece.start].trim_end();
            let before = ["and", "AND", "&"].iter().find_map(|and| before.strip_suffix(and)).unwrap_or(before);
            let after_semicolon = before.trim_end().ends_with(';');
            // "to her son, A, of Enid, Oklahoma, and her daughter, B, of Tulsa", "survived by her
            // husband, A, of Ada, and by her son, B": a relationship after the "and" opens the
            // next party as a name does.
            // "the heirs of ADA ROE, deceased, namely: A and B": "namely" opens the names again.
            // A scan writes it "name1y" or "narnely".
            let first_word = raw.split(|c: char| c.is_whitespace() || c == ':' || c == ',').next().unwrap_or("");
            let namely =
                first_word.len() <= 7 && matches!(first_word.to_ascii_lowercase().replace('1', "l").replace("rn", "m").as_str(), "namely");
            // "survived by A, daughter, of Ada, Ohio, B, son, of Troy, Ohio, and C": in a span whose
            // place says it names people, a name after the state that closed the residence opens
            // the next entry, after a comma as after "and".
            // The next entry opens with its name: a clause after the state ("for whose estate X
            // was appointed") names no heir.
            let after_state = persons_by_place && state_before && piece.before == Separator::Comma && raw.starts_with(char::is_uppercase);
            let resumes = namely
                || ((piece.before == Separator::And || after_semicolon || after_state)
                    && !starts_with_location(raw)
                    && (clean_name(raw).is_some() || DESCRIPTOR.is_match(squash(raw).trim_start_matches("by "))))
                || (heading_residence
                    && !starts_with_location(raw)
                    && clean_name(squash(raw).trim_start_matches("by ")).is_some_and(|name| names_a_person(&name)));
            // "residing at 12 Elm Street, Miami, Florida, 33147.\nELVIS ROE SR, a married man": a
            // list written one party a line starts the next entry on the next line.
            // "ELMER ROE, of said Town, Trustee, party of the second part": an office after the
            // residence is the capacity of the one named before it, and ends the residence.
            let capacity_follows = piece.before == Separator::Comma && raw.starts_with(CAPACITY_FIRST_LETTERS) && CAPACITY.is_match(raw);
            // "a copartnership of Lamar, Missouri, composed of A and B": the company's members
            // follow its seat, and are read as members below.
            match (resumes || capacity_follows || opens_with_members(raw), next_entry_line(text, piece.start, piece.end)) {
                (true, _) => {}
                (false, Some(line_start)) => piece_start = line_start,
                (false, None) => continue,
            }
            residence = false;
            heading_residence = false;
        }
        let piece = &Piece { start: piece_start, end: piece.end, before: piece.before };
        let piece_text = &text[piece.start..piece.end];
        let beneficiary_prefix = piece_text.trim_start().starts_with(['f', 'F']).then(|| BENEFICIARY_PREFIX.find(piece_text)).flatten();
        let piece_start = piece.start + beneficiary_prefix.map_or(0, |m| m.end());
        // "April E. Smith as joint tenants with right of survivorship": the tenancy is no name.
        let piece_end = tenancy_start(piece_text).map_or(piece.end, |at| piece.start + at).max(piece_start);
        let piece = &Piece { start: piece_start, end: piece_end, before: piece.before };
        if text[piece.start..piece.end].trim().is_empty() {
            continue;
        }
        // "the ROE FAMILY TRUST, acting by its co-trustees ALVIN ROE and MAE DUNN": the trustees
        // who act for a trust are its parties, read with the capacity; the trust gives way to
        // them (`drop_trusts_beside_their_trustees`). A company's officers are dropped below.
        let mut piece = piece;
        let trustees_piece;
        if raw.starts_with(['a', 'A', 'b', 'B', 't', 'T'])
            && let Some(trust) = list.parties.last().filter(|p| entity_type(&p.name, None) == EntityType::Trust)
        {
            let words_at = piece.start + (text[piece.start..piece.end].len() - text[piece.start..piece.end].trim_start().len());
            if let Some(words) = TRUSTEES_ACT.find(&text[words_at..piece.end]) {
                trustees_of = Some(format!("Trustee of {}", trust.name));
                run_start = list.parties.len();
                trustees_piece = Piece { start: words_at + words.end(), end: piece.end, before: piece.before };
                piece = &trustees_piece;
                raw = text[piece.start..piece.end].trim();
                if raw.is_empty() {
                    continue;
                }
            }
        }
        let (name_end, residence_follows) = name_extent(text, piece.start, piece.end);
        if let Some(suffix) = suffix_or_designator(&text[piece.start..name_end]) {
            // "by its general partner, ELM GP, LLC": the designator is the representative's. A
            // second designator joins a company's name right after the first ("ELK CO., INC."),
            // but one after clauses that were no names ("ELK MINERALS, LLC, ..., and no asset of
            // Elk Minerals, LLC") is the designator of a company the clauses mention.
            let second_designator = |last: &NamedParty| {
                designator_piece(&suffix).is_some()
                    && ends_in_designator(&last.name)
                    && text.get(last.end..piece.start).is_some_and(|between| !between.trim_matches([',', ' ', '\n']).is_empty())
            };
            if let Some(last) = list.parties.last_mut().filter(|last| !representative_dropped && !second_designator(last)) {
                last.name = format!("{}, {}", last.name, suffix);
                last.end = name_end.max(last.end);
                // "HILLTOP PECAN ORCHARDS, L.C.": a designator after the comma makes the name a
                // company's, whatever its words.
                last.described_as_company |= designator_piece(&suffix).is_some();
            }
            residence = residence_follows;
            continue;
        }
        // "ELK MINERALS, LLC, acting for its protected series designated SERIES 4 (OWL DRAW)",
        // "ELK MINERALS, LLC, Series B": a series of a series limited liability company holds and
        // conveys its own assets, and is the party, named by the company and the series.
        if may_name_a_series(raw)
            && let Some(series) = SERIES.captures(raw).and_then(|c| c.name("series").or_else(|| c.name("acted_for")))
            && let Some(last) = list.parties.last_mut().filter(|last| ends_in_designator(&last.name))
        {
            let series = squash(series.as_str());
            let series =
                if series.get(..6).is_some_and(|word| word.eq_ignore_ascii_case("series")) { series } else { format!("Series {series}") };
            last.name = format!("{} - {series}", last.name);
            last.end = piece.end;
            continue;
        }
        let agency =
            raw.as_bytes().get(..6).is_some_and(|first| first.eq_ignore_ascii_case(b"acting")).then(|| AGENCY.captures(raw)).flatten();
        if let Some(agency) = agency.as_ref().and_then(|c| c.name("agency")) {
            // "THE STATE OF ALABAMA, acting by and through ELBERT ROE, as Judge of Probate": a
            // person through whom a government or company acts signs for it and is no party,
            // and the office after his name is his.
            if let Some(agent) = clean_name(agency.as_str()).filter(|name| entity_type(name, None) == EntityType::Person) {
                list.warnings.push(format!("{agent} acts for a party and is not one"));
                represented = true;
                continue;
            }
            // "acting by and through its general partner, ELM GP, LLC": an office, not an
            // agency, and the one who holds it signs for the party; "acting through its County
            // Clerk, ELVA DOE": the office may carry a word or two before its title; "acting by
            // and through the Secretary thereof under authority of the laws of the State": and
            // after it, the body it serves and the authority it acts under.
            if OFFICIAL.find(agency.as_str()).is_some_and(|title| {
                agency.as_str()[..title.start()].split_whitespace().count() <= 2 && only_whose_office(&agency.as_str()[title.end()..])
            }) {
                representative_follows = true;
                represented = true;
                continue;
            }
            attach_agency(&mut list, agency.as_str());
            continue;
        }
        // "VERNON ROE, as attorney in fact for ADA ROE, a widow": an agent named before the
        // principal he signs for is no party; the principal, named inside the agency, is.
        if raw.starts_with(['a', 'A'])
            && let Some(principal) = AGENT_FOR.find(&text[piece.start..piece.end])
            && let served = parse_name_list(text, piece.start + principal.end(), piece.end)
            && !served.parties.is_empty()
        {
            if let Some(agent) = list.parties.pop() {
                given_only.pop();
                after_and.pop();
                list.warnings.push(format!("{} signs as the agent of the party after, not a party", agent.name));
            }
            list.warnings.extend(served.warnings);
            list.parties.extend(served.parties.into_iter().inspect(|party| {
                given_only.push(is_given_only(&party.name));
                after_and.push(false);
            }));
            run_start = list.parties.len().saturating_sub(1);
            party_from_previous_piece = true;
            continue;
        }
        // "THE TRUSTEES OF THE ZION CHURCH OF ADA": an office that opens the list and runs on to
        // the body it serves is that body's name, not the capacity of a name before it.
        let body_by_its_office = list.parties.is_empty()
            && piece.before == Separator::Start
            && raw.to_ascii_lowercase().contains(" of ")
            && ORGANIZATION.is_match(raw);
        if !body_by_its_office && raw.starts_with(CAPACITY_FIRST_LETTERS) && CAPACITY.is_match(raw) {
            trustees_of = None;
            // "AS TRUSTEE FOR THE BENEFIT OF FIRST BANK": the capacity ends where the one it
            // serves is named, and that one is read as a party of the list.
            let piece_text = &text[piece.start..piece.end];
            let benefit = BENEFIT_OF.find(piece_text).filter(|m| m.start() > 0);
            let capacity_end = benefit.map_or(piece.end, |m| piece.start + m.start());
            let capacity = squash(text[piece.start..capacity_end].trim());
            // "LEO ROE and ANN ROE MILLS, Co-Trustees": a capacity in the plural is that of every
            // person named since the last descriptor, not of the last one alone.
            let acting = if plural_capacity(&capacity) {
                let people = list.parties.iter().rposition(|p| !matches!(p.entity_type, EntityType::Person | EntityType::Unknown));
                run_start.max(people.map_or(0, |at| at + 1)).min(list.parties.len())
            } else {
                list.parties.len().saturating_sub(1)
            };
            for party in &mut list.parties[acting..] {
                party.capacity.get_or_insert_with(|| capacity.clone());
            }
            run_start = list.parties.len();
            if let Some(benefit) = benefit {
                let served = parse_name_list(text, piece.start + benefit.end(), piece.end);
                list.warnings.extend(served.warnings);
                list.parties.extend(served.parties.into_iter().inspect(|_| {
                    given_only.push(false);
                    after_and.push(false);
                }));
            }
            continue;
        }
        // "SARAH ROE, his wife, who joins herein for the sole purpose of relinquishing her dower":
        // a spouse who joins only to release dower, homestead or marital rights, or only to
        // consent, and says so in the list, conveys nothing and is no party.
        // The limit is read on past the piece: "solely for the purpose of relinquishing" holds
        // the "of" that ends a piece.
        if raw.starts_with(['w', 'W', 'j', 'J', 's', 'S', 'e', 'E'])
            && JOINS_ONLY_TO_RELEASE.is_match(text[piece.start..ceil_boundary(text, end.min(piece.start + 220))].trim_start())
        {
            if let Some(spouse) = list.parties.pop() {
                given_only.pop();
                after_and.pop();
                list.warnings.push(format!("{} joins only to release dower, homestead or marital rights: not a party", spouse.name));
            }
            continue;
        }
        if raw.starts_with(ALIAS_FIRST_LETTERS)
            && let Some(marker) = ALIAS.find(raw)
        {
            // "ANNA ROE, now by her marriage ANNA POE", "ADA ROE, now Ada Poe": the name after
            // "now" is the one the person bears today and the rest of the instrument uses; the
            // name before it is the alias.
            let present = raw[marker.end()..].trim_start();
            if names_the_present(marker.as_str())
                && present.starts_with(|c: char| c.is_uppercase())
                && let Some(name) = clean_name(present)
                && let Some(last) = list.parties.last_mut()
            {
                list.warnings.push(format!("{} is now {name}: read by the present name", last.name));
                last.name = name;
                continue;
            }
            list.warnings.push(format!("alias not made a party: {}", squash(raw)));
            continue;
        }
        let squashed = squash(raw.trim_matches(['(', ')', ' ']));
        // "a partnership composed of HUGH VOSS and RAY LEMOINE": the members of a company named
        // in its descriptor act in it and are no parties, also after the company's seat ("a
        // copartnership of Lamar, Missouri, composed of ...").
        if (raw.starts_with(['a', 'A', 'w', 'W']) || (opens_with_members(raw) && !list.parties.is_empty()))
            && let Some(members) = MEMBERS_OF.find(&squashed)
        {
            if let Some(member) = clean_name(&squashed[members.end()..]) {
                list.warnings.push(format!("{member} is a member of the company before, not a party"));
            }
            run_start = list.parties.len();
            members_follow = true;
            continue;
        }
        // "a Mississippi corporation acting by its President,": a company's descriptor that goes
        // on to the office of the one who signs for it, named next.
        if raw.starts_with(['a', 'A'])
            && let Some(by) = REPRESENTED_INSIDE.find(raw)
            && OFFICIAL.find(&raw[by.end()..]).is_some_and(|title| raw[by.end() + title.end()..].trim().is_empty())
        {
            run_start = list.parties.len();
            representative_follows = true;
            represented = true;
            continue;
        }
        if describes(&squashed) {
            let run = run_start;
            run_start = list.parties.len();
            members_follow = false;
            trustees_of = None;
            // "a Wyoming banking corporation of Douglas, Wyoming": the town and state that follow
            // are the company's residence.
            let lowered = squashed.to_ascii_lowercase();
            residence = lowered.contains(" of ");
            // "THE CONSERVATION FUND, a Maryland nonprofit corporation": a company by its own words.
            if named_before && !list.parties.is_empty() {
                let last = list.parties.len() - 1;
                if describes_a_company(&lowered) {
                    list.parties[last].described_as_company = true;
                } else if describes_a_person(&lowered) {
                    // "OTTO ROE and GRETA ROE, husband and wife", "OTTO ROE and GRETA ROE, his
                    // wife": a couple's descriptor tells of both names of its run.
                    let couple = if names_a_couple(&lowered) { run } else { last };
                    for party in &mut list.parties[couple.min(last)..] {
                        party.described_as_person = true;
                    }
                }
            }
            continue;
        }
        // "PINEY RIDGE COMPANY, herein represented by its President, JOHN ROE, duly authorized":
        // the one who represents a company signs for it and is no party.
        if REPRESENTED_BY.is_match(raw) {
            // "represented by its President," names the representative next; "represented by
            // JOHN ROE, its President" has named him here, and the title after is his.
            representative_follows = OFFICIAL.find(raw).is_some_and(|title| raw[title.end()..].trim().is_empty());
            represented = true;
            continue;
        }
        if OFFICIAL.is_match(raw) {
            if piece.before == Separator::Comma
                && !std::mem::take(&mut represented)
                && let Some(dropped) = list.parties.pop()
            {
                given_only.pop();
                after_and.pop();
                list.warnings.push(format!("{} signs as an official, not a party", dropped.name));
            }
            continue;
        }
        let (name_start, cleaned) = name_after_heading(text, piece.start, name_end);
        let name_text = &text[name_start..name_end];
        // "PERMIAN BASIN LANDS, INC.": words a person's name may not hold (a land word) name a
        // company when its designator follows after the comma.
        let cleaned = cleaned.or_else(|| {
            let next = pieces.get(index + 1).filter(|next| next.before == Separator::Comma)?;
            let designator = designator_piece(&text[next.start..next.end])?;
            (name_end == piece.end).then(|| company_before_designator(name_text, designator)).flatten()
        });
        // "UINTAH COUNTY, a body politic and corporate": a county or town named by its own name,
        // which a land word makes no person's, is a government when the piece after says so.
        // "ADAMS COUNTY, acting by and through JOHN ROE, its County Treasurer": a county or
        // parish by its own name that acts through someone is one too (a residence does not act).
        let public_body = cleaned.is_none()
            && name_end == piece.end
            && pieces.get(index + 1).is_some_and(|next| {
                let next_text = &text[next.start..next.end];
                next.before == Separator::Comma
                    && (GOVERNMENT_DESCRIPTOR.is_match(next_text)
                        || (COUNTY_BY_ITS_NAME.is_match(name_text.trim()) && ACTS_THROUGH.is_match(next_text)))
            });
        let cleaned = if public_body { clean_government_name(name_text) } else { cleaned };
        // "a Delaware corporati0n with an office at Casper": a description the scan damaged, cut
        // from the residence after it, is still no name (its designator read back would make one).
        let cleaned = cleaned.filter(|_| {
            !(name_text.trim_start().starts_with(['a', 'A']) && name_text.contains(['0', '1']) && describes(&squash(name_text)))
        });
        // "made this the 3rd day of May, 1980, by JOHN DOE": an "of" after clause text that is
        // no name opens no residence, so the names after it are still read.
        // "and wife, all of the County of Fergus and State of Montana": "all", "both" or "each"
        // before the "of" gathers the names before into one residence.
        // "a resident of the City and County of Denver": an article alone before the residence
        // opens it as nothing would.
        let article_only = matches!(name_text.trim(), "a" | "an" | "A" | "An");
        residence = residence_follows && (name_text.trim().is_empty() || article_only || gathers_the_names_before(name_text));
        // "organized under the laws of the State of Kansas", "qualified to hold land in the State
        // of Florida": the sovereign a company was made under or acts in is no party.
        let cleaned = cleaned.filter(|name| !(GOVERNMENT.is_match(name) && where_a_company_acts(name_text)));
        let Some(name) = cleaned else {
            if name_text.chars().filter(|c| c.is_alphabetic()).count() >= 3 {
                list.warnings.push(format!("not read as a name: {}", excerpt(name_text)));
            }
            continue;
        };
        residence = residence_follows;
        // "PARISH OF ACADIA\n\nBE IT KNOWN, that for $10 cash, ADA ROE", "The oil and gas lease
        // of May 1, 1960, by ADA ROE": a lone word opening the list before an "of" is a
        // heading's or a clause's as often as a name's, and what follows its "of" may be no
        // residence: the first person's name after it ends it.
        heading_residence = residence && piece.before == Separator::Start && is_given_only_word(&name);
        // "acting by and through its managing partner, and IRMA ROE": a name after "and" is the
        // next party's, the office's holder left unnamed.
        if members_follow && matches!(piece.before, Separator::Comma | Separator::And) {
            list.warnings.push(format!("{name} is a member of the company before, not a party"));
            continue;
        }
        if std::mem::take(&mut representative_follows) && piece.before == Separator::Comma {
            list.warnings.push(format!("{name} represents a party and is not one"));
            representative_dropped = true;
            continue;
        }
        representative_dropped = false;
        let (span_start, span_end) = trimmed_span(text, name_start, name_end);
        given_only.push(is_given_only(&name));
        after_and.push(piece.before == Separator::And);
        list.parties.push(NamedParty {
            entity_type: entity_type(&name, None),
            name,
            capacity: trustees_of.clone(),
            start: span_start,
            end: span_end,
            described_as_company: public_body,
            described_as_person: resides_like_a_person(text, name_end, end),
        });
        party_from_previous_piece = !residence;
    }
    join_inverted_names(&mut list, &mut given_only, &mut after_and);
    borrow_surnames(text, &mut list, &given_only, &after_and);
    for party in &mut list.parties {
        party.entity_type = entity_type(&party.name, party.capacity.as_deref());
        if party.described_as_company && matches!(party.entity_type, EntityType::Person | EntityType::Unknown) {
            party.entity_type = EntityType::Organization;
        }
    }
    fold_trust_into_trustee(text, &mut list);
    let (persons, not_names): (Vec<NamedParty>, Vec<NamedParty>) = std::mem::take(&mut list.parties).into_iter().partition(|party| {
        !matches!(party.entity_type, EntityType::Person | EntityType::Unknown)
            || party.name.split_whitespace().count() < 2
            || party.described_as_person
            || persons_by_place
            || reads_as_person(&party.name)
    });
    list.parties = persons;
    for party in not_names {
        list.warnings.push(format!("not read as a name (no common given name, surname or initial): {}", excerpt(&party.name)));
    }
    list
}

/// A single word that names no company: a given name alone, or a heading's or clause's word.
fn is_given_only_word(name: &str) -> bool {
    !name.contains(char::is_whitespace) && is_given_only(name)
}

/// A person's whole name (given names and surname, of words a person's name holds), which no
/// town, county or state of a residence is.
fn names_a_person(name: &str) -> bool {
    name.split_whitespace().count() >= 2 && entity_type(name, None) == EntityType::Person && reads_as_person(name)
}

/// "THE ROE LIVING TRUST, Mary Roe, Trustee", "Mary Roe, Trustee, ROE FAMILY TRUST": a trust
/// named beside the trustee who acts for it is one party, the trustee in that capacity (as
/// "Mary Roe, individually and as Trustee of the Roe Living Trust" is), not two.
fn fold_trust_into_trustee(text: &str, list: &mut NameList) {
    let acts_as_trustee = |party: &NamedParty| party.capacity.as_deref().is_some_and(|c| c.to_ascii_lowercase().contains("trustee"));
    let mut index = 0;
    while index < list.parties.len() {
        let trust = &list.parties[index];
        let beside = |other: Option<&NamedParty>, before: bool| {
            other.filter(|other| acts_as_trustee(other)).is_some_and(|other| {
                let (from, to) = if before { (other.end, trust.start) } else { (trust.end, other.start) };
                text.get(from..to).is_some_and(|gap| {
                    let gap = gap.trim().trim_matches([',', ';', ' ']);
                    gap.split_whitespace().count() <= 1 || (!before && TRUST_DATE.is_match(gap))
                })
            })
        };
        let trustee_at = if trust.entity_type != EntityType::Trust || trust.capacity.is_some() {
            None
        } else if beside(list.parties.get(index + 1), false) {
            Some(index + 1)
        } else if beside(index.checked_sub(1).and_then(|i| list.parties.get(i)), true) {
            Some(index - 1)
        } else {
            None
        };
        let Some(trustee_at) = trustee_at else {
            index += 1;
            continue;
        };
        let trust = list.parties.remove(index);
        let trustee = &mut list.parties[if trustee_at > index { trustee_at - 1 } else { trustee_at }];
        if trustee.capacity.as_deref().is_some_and(|c| !c.to_ascii_lowercase().contains(" of ")) {
            trustee.capacity = Some(format!("Trustee of {}", trust.name));
        }
        list.warnings.push(format!("{} is the trust {} acts for as trustee: one party", trust.name, trustee.name));
    }
}

/// "dated May 2, 2003", "u/a/d June 6, 1999", "under agreement dated 3/4/2010": the date of the
/// instrument that made a trust, written between the trust's name and its trustees.
static TRUST_DATE: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(
        r"(?i)^(?:dated|u/?a/?d|u/?t/?a|established|created|under\s+(?:trust\s+)?(?:agreement|instrument|declaration|indenture)(?:\s+dated)?)\b[^;]{0,40}?\b(?:1[89]|20)\d\d$",
    )
    .expect("trust date pattern compiles")
});

/// "all", "both", "each", "all residents": the words that put the names before them in one
/// residence clause ("both of Reeves County", "all residents of the County of Ward").
fn gathers_the_names_before(words: &str) -> bool {
    let mut words = words.split_whitespace().map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_ascii_lowercase());
    let first = words.next();
    let second = words.next();
    matches!(first.as_deref(), Some("all" | "both" | "each" | "a11"))
        && matches!(second.as_deref(), None | Some("residents" | "resident" | "citizens"))
        && words.next().is_none()
}

/// Whether a capacity is held by more than one ("Trustees", "Co-Executors", "as Personal
/// Representatives of the Estate of ..."): its first noun, before any "of" or "for", is plural.
fn plural_capacity(capacity: &str) -> bool {
    const PLURAL_NOUNS: &[&str] =
        &["administrators", "conservators", "executors", "executrices", "guardians", "representatives", "trustees", "trustors", "settlors"];
    capacity
        .split(|c: char| c.is_whitespace() || c == '-' || c == ',')
        .map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()).to_ascii_lowercase())
        .take_while(|word| word != "of" && word != "for" && word != "under")
        .any(|word| PLURAL_NOUNS.contains(&word.strip_prefix("co").unwrap_or(&word)) || PLURAL_NOUNS.contains(&word.as_str()))
}

fn last_name(list: &NameList) -> String {
    list.parties.last().map_or_else(String::new, |p| p.name.clone())
}

/// Whether a piece begins with a name (the spouse after "et ux").
fn names_someone(text: &str, piece: &Piece) -> bool {
    let (name_end, _) = name_extent(text, piece.start, piece.end);
    clean_name(&text[piece.start..name_end]).is_some()
}

/// The openers of a marital description that names a spouse who is no party: "married to",
/// "married but once and then to" (split at its "and"), "husband of", "whose wife is", "joined pro
/// forma by her husband", as a scan writes them ("rnarried").
static SPOUSE_DESCRIBED: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(
        r"(?i)^(?:(?:m|rn)arried(?:\s+(?:but\s+)?once)?\s+(?:and\s+then\s+)?to\b|(?:m|rn)arried\s+(?:but\s+)?once\s*$|(?:the\s+)?(?:husband|wife|spouse)\s+of\b|whose\s+(?:wife|husband|spouse)\s+is\b|joined\s+(?:herein\s+)?(?:pro\s+forma\s+)?by\s+(?:her|his)\s+(?:husband|wife|spouse)\b)\s*,?",
    )
    .expect("spouse description pattern compiles")
});

/// The letters [`SPOUSE_DESCRIBED`] opens with, looked at before the search.
const SPOUSE_FIRST_LETTERS: [char; 10] = ['m', 'M', 'r', 'R', 'h', 'H', 'w', 'W', 'j', 'J'];

/// "as natural tutrix of her minor children", "guardian of the minors", "as next friend of his
/// infant sons": a capacity whose wards are named next, as a scan damages "her" ("hcr").
static WARDS_OF: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)^\s*(?:as\s+)?(?:the\s+)?(?:(?:natural|legal|dative|duly\s+appointed|qualified|acting)\s+(?:and\s+)?)*(?:tutrix|tutor|guardian|curatrix|curator|next\s+friend)\s+(?:of|for)\s+(?:(?:his|h[ec]r|their|the|said)\s+)?(?:(?:minor|infant)\s+)?(?:children|child|sons?|daughters?|minors?|wards?)\b[\s,:]*")
        .expect("wards-of pattern compiles")
});

/// "composed of", "consisting of", "whose partners are": a company's descriptor that goes on to
/// name its members (a scan may part the first word: "co mposed").
static MEMBERS_OF: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\b(?:c[o0]\s?mp[o0]sed\s+[o0]f|c[o0]n\s?sisting\s+[o0]f|whose\s+(?:general\s+)?(?:partners|members)\s+are)\b")
        .expect("members pattern compiles")
});

/// Whether a piece opens with the words that name a company's members ("composed of A and B"),
/// as it does when the company's seat stands between them and its descriptor.
fn opens_with_members(raw: &str) -> bool {
    raw.starts_with(['c', 'C']) && MEMBERS_OF.find(&squash(raw)).is_some_and(|words| words.start() == 0)
}

/// "herein represented by", "appearing through", "acting by", "attested by": the words before
/// the name of whoever signs or attests for a company or a government.
static REPRESENTED_BY: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)^(?:herein\s+|here\s+)?(?:(?:attested|countersigned)\s+(?:to\s+)?by|(?:represented|appearing)\s+(?:herein\s+|here\s+)?(?:by|through)|acting\s+(?:herein\s+)?by|by\s+(?:and\s+through\s+)?(?:its|their)\s)\b")
        .expect("represented-by pattern compiles")
});

/// "HENDRIK OOLBEKKINK, of the County of Sioux and State of Iowa", "Clarabelle Osterhout,
/// residing in": a person's residence after a name the Census lists lack tells a person as a
/// marital word does. Companies give a place of business or an address, not a county of
/// residence.
fn resides_like_a_person(text: &str, name_end: usize, end: usize) -> bool {
    static RESIDES: LazyLock<Regex> = LazyLock::new(|| {
        compile_pattern(r"(?i)^\s*,?\s*(?:[o0]f\s+the\s+(?:county|city|town|village|parish)\s+[o0]f\b|residing\s+(?:at|in|on)\b|(?:an?\s+)?resident\s+of\b|who\s+resides?\b)")
            .expect("person residence pattern compiles")
    });
    let after = &text[name_end..ceil_boundary(text, end.min(name_end + 40)).max(name_end)];
    RESIDES.is_match(after) || of_town_and_state(after)
}

/// Whether the text before a government's name in its piece says where a company was organized
/// or may act ("existing under the laws of", "qualified to do business in"). A company's
/// descriptor often joins the two with "and" ("organized under the laws of Delaware and doing
/// business in the State of Utah", "licensed in"), which parts the second into a piece of its
/// own: "business" and "licensed" tell it as well.
fn where_a_company_acts(piece: &str) -> bool {
    let lowered = piece.to_ascii_lowercase();
    ["laws of", "organized", "organised", "existing", "qualified", "incorporated", "chartered", "business", "licensed", "admitted"]
        .iter()
        .any(|word| lowered.contains(word))
}

/// "NILS ROE, of Minot, North Dakota;", "Ada Roe of Lusk, Wyoming": a person's home town and
/// state right after the name (a company's designator would already have named it one).
fn of_town_and_state(after: &str) -> bool {
    let Some(rest) =
        after.trim_start_matches([',', ' ']).strip_prefix("of ").or_else(|| after.trim_start_matches([',', ' ']).strip_prefix("0f "))
    else {
        return false;
    };
    let Some((town, state)) = rest.split_once(',') else { return false };
    let state = state.split([',', ';', '(', '\n']).next().unwrap_or("");
    let town_words = town.split_whitespace().count();
    // "issued by the Court of Reeves County, Texas": a county is where a court sits or land lies.
    let a_town = town.split_whitespace().all(|word| {
        word.starts_with(char::is_uppercase) && !matches!(word.to_ascii_lowercase().as_str(), "county" | "parish" | "court" | "township")
    });
    (1..=3).contains(&town_words) && a_town && is_state(state)
}

/// [`REPRESENTED_BY`] inside a company's descriptor ("a Texas corporation acting by its
/// President", "a limited partnership acting through its general partner").
static REPRESENTED_INSIDE: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(
        r"(?i)\s(?:(?:acting|represented|appearing)\s+(?:herein\s+|here\s+)?(?:by|through)|by\s+and\s+through)\s+(?:its|their)\s",
    )
    .expect("represented-inside pattern compiles")
});

/// "as attorney in fact for", "as agent for", "her duly appointed attorney-in-fact of": the
/// words that open a piece and put the principal after them; the one named before is the agent.
static AGENT_FOR: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(
        r"(?i)^\s*as\s+(?:the\s+)?(?:duly\s+(?:appointed|authorized|constituted)\s+)?(?:attorney[\s-]+in[\s-]+fact|agent)\s+(?:for|of)\s+(?:the\s+)?",
    )
    .expect("agent-for pattern compiles")
});

/// "for the benefit of": inside a trustee's capacity, where the one the trust serves is named.
static BENEFIT_OF: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)\s*\bfor\s+the\s+(?:use\s+and\s+)?benefit\s+of\s+(?:the\s+)?").expect("benefit-of pattern compiles")
});

/// Where a tenancy ("as joint tenants ...") begins in a piece, looked for only where "tenants"
/// or "community" is written.
fn tenancy_start(piece: &str) -> Option<usize> {
    let lowered = piece.to_ascii_lowercase();
    if !lowered.contains("tenants") && !lowered.contains("community") {
        return None;
    }
    TENANCY.find(piece).map(|found| found.start())
}

/// A party read from a lone piece that may be a town: a person's name or an unknown one, of one
/// to three words.
/// Whether a company's name ends with the town it is of ("... BANK OF MOUNT VERNON"): "of" and
/// one to three capitalised words.
fn named_for_its_town(party: &NamedParty) -> bool {
    if party.entity_type != EntityType::Organization {
        return false;
    }
    let words: Vec<&str> = party.name.split_whitespace().collect();
    let Some(of) = words.iter().rposition(|word| word.eq_ignore_ascii_case("of")) else { return false };
    let town = &words[of + 1..];
    of > 0 && (1..=3).contains(&town.len()) && town.iter().all(|word| word.starts_with(|c: char| c.is_uppercase()))
}

fn is_town(party: &NamedParty) -> bool {
    matches!(party.entity_type, EntityType::Person | EntityType::Unknown) && party.name.split_whitespace().count() <= 3
}

/// Where the name in a piece ends, and whether a residence clause follows it.
fn name_extent(text: &str, start: usize, end: usize) -> (usize, bool) {
    let piece = &text[start..end];
    // "2200 N.W. 50th Street, Tulsa": an address given without "whose address is".
    if starts_with_address(piece) {
        return (start, true);
    }
    // "WHITE HAWK PETROLEUM, LLC\n(Taxpayer Identification No. ...": a parenthesis opened on a
    // line of its own holds no part of the name.
    let parenthesis_line = piece.match_indices('\n').map(|(at, _)| at).find(|&at| piece[at + 1..].starts_with('('));
    let address = address_inside(piece).unwrap_or(piece.len()).min(parenthesis_line.unwrap_or(piece.len()));
    // "ADA ROE POE (formerly Ada Roe)", "LEE ROE (a/k/a Leland Roe)": another name in a
    // parenthesis is an alias, read as one by the alias folding; the name ends before it.
    let alias = piece[..address]
        .match_indices('(')
        .map(|(at, _)| at)
        .find(|&at| at > 0 && ALIAS.is_match(piece[at + 1..].trim_start()))
        .map(|at| piece[..at].trim_end().len());
    let address = alias.unwrap_or(address);
    for found in RESIDENCE.find_iter(&piece[..address]) {
        let word_start = found.start() + found.as_str().len() - found.as_str().trim_start().len();
        if word_start == 0 {
            return (start, true);
        }
        // "0f": OCR reads the o of "of" as a zero; "ofthe": it runs "of the" together.
        let is_of = matches!(found.as_str().trim().to_ascii_lowercase().as_str(), "of" | "0f" | "ofthe" | "0fthe");
        if is_of {
            let previous = piece[..word_start].split_whitespace().last().unwrap_or("").to_ascii_lowercase();
            if OF_KEEPERS.contains(&previous.as_str()) || numbered_body(&piece[..word_start]) || church_office(&piece[..word_start]) {
                continue;
            }
        }
        return (start + word_start, true);
    }
    if alias.is_some() {
        // "(a/k/a T. J. Roe) of Pratt, Kansas": a residence may follow the parenthesis.
        let after_alias = piece[address..].find(')').map_or("", |close| &piece[address + close + 1..]);
        return (start + address, RESIDENCE.is_match(after_alias));
    }
    if address < piece.len() {
        return (start + address, true);
    }
    (end, false)
}

/// Whether the words after an officer's title in an agency phrase only say whose office it is
/// and under what authority its holder acts ("thereof", "under authority of the laws of the
/// State"): nothing, or those words; a body's name there ("Secretary of State Lands") makes the
/// phrase an agency's.
fn only_whose_office(after_title: &str) -> bool {
    let rest = after_title.trim_start_matches([' ', '\t', '\n', ',']);
    let lower = rest.get(..7).unwrap_or(rest).to_ascii_lowercase();
    rest.trim().is_empty() || lower.starts_with("thereof") || lower.starts_with("under ")
}

/// "the Presiding Elder of the Pine District": a church's office that holds its land for it and
/// whose title goes on through "of" to the district or church it serves; "Elder" alone may be a
/// surname, so the office is read with the word before it.
fn church_office(before_of: &str) -> bool {
    let mut words = before_of.split_whitespace().rev().map(|w| w.to_ascii_lowercase());
    let (Some(office), Some(kind)) = (words.next(), words.next()) else { return false };
    matches!((kind.as_str(), office.as_str()), ("presiding", "elder" | "elders" | "bishop") | ("ruling", "elders"))
}

/// "SCHOOL DISTRICT NO. 27 of Garfield County", "Drainage District Number 9 of": a public body
/// known by its number goes on through the "of" that names the county it belongs to.
fn numbered_body(before_of: &str) -> bool {
    let mut words = before_of.split_whitespace().rev();
    let (Some(number), Some(marker)) = (words.next(), words.next()) else { return false };
    let marker = marker.trim_end_matches('.').to_ascii_lowercase();
    number.trim_end_matches([',', '.']).bytes().all(|b| b.is_ascii_digit()) && matches!(marker.as_str(), "no" | "number" | "nr")
}

fn suffix_or_designator(raw: &str) -> Option<String> {
    // "L.L.C.(hereinafter": a parenthesis that opens a defined term is no part of the word.
    let kept = raw.trim().trim_end_matches(['(', ')', '"', '\u{201c}', ' ']);
    let word = squash(kept.trim_end_matches('.')).to_ascii_uppercase();
    if SUFFIXES.contains(&word.as_str()) || DESIGNATORS.contains(&word.as_str()) { Some(kept.to_string()) } else { None }
}

/// The series of a series limited liability company, after the company's name: a piece that is
/// the series alone ("Series B", "SERIES 4 (OWL DRAW)"), or that says the company acts for its
/// series ("on behalf of its protected series designated SERIES 4", "its series known as Ute").
static SERIES: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(
        r#"(?i)^(?:-\s*)?(?P<series>series\s+[a-z0-9][a-z0-9-]*(?:\s*\([^()\n]{1,40}\))?)\s*$|\b(?:its|a|the)\s+(?:protected\s+|registered\s+|separate\s+|designated\s+)?series\s+(?:designated|named|known|called)(?:\s+as)?\s+["“]?(?P<acted_for>(?:series\s+)?[a-z0-9][a-z0-9-]*(?:\s*\([^()\n]{1,40}\))?)"#,
    )
    .expect("series pattern compiles")
});

/// Whether a piece may hold a [`SERIES`], asked before the search since every piece is: each of
/// its matches holds "series", and the "eri" inside in either case (no letter outside ASCII is
/// one of those three letters case-insensitively; the "s" may be a long s).
fn may_name_a_series(raw: &str) -> bool {
    raw.as_bytes().windows(3).any(|letters| letters.eq_ignore_ascii_case(b"eri"))
}

/// Whether a name ends in a company designator ("ELK MINERALS, LLC", "Elk Co., Inc."), before
/// the series a [`SERIES`] piece joined to it ("ELK MINERALS, LLC - Series B").
fn ends_in_designator(name: &str) -> bool {
    let series_at = name.to_ascii_uppercase().find(" - SERIES ").unwrap_or(name.len());
    let name = &name[..series_at];
    let last_word = name.rsplit([' ', ',']).find(|word| !word.is_empty()).unwrap_or("");
    designator_piece(last_word).is_some()
}

/// A piece that is a company designator alone ("INC.", "L.L.C."), as written.
fn designator_piece(raw: &str) -> Option<&str> {
    let kept = raw.trim().trim_end_matches(['(', ')', '"', '\u{201c}', ' ']);
    DESIGNATORS.contains(&squash(kept.trim_end_matches('.')).to_ascii_uppercase().as_str()).then_some(kept)
}

/// "who joins herein for the sole purpose of relinquishing her dower", "who joins only to
/// release his homestead and marital rights", "who joins solely to consent", "who join herein
/// solely to relinquish any community interest", "joining pro forma", "who signs only to waive
/// homestead": a joinder that limits itself. Read as a scan damages it ("hercin", "rel
/// inquishing").
static JOINS_ONLY_TO_RELEASE: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(
        r"(?is)^(?:who\s+)?(?:join|sign|execut)\w*\b.{0,60}?\b(?:sole(?:ly)?|only|purpose)\b.{0,80}?\b(?:dower|homestead|marital|curtesy|consent\w*|community)\b|^(?:who\s+)?join\w*\b.{0,30}?\bpro\s+forma\b",
    )
    .expect("joins-only pattern compiles")
});

/// The descriptor of a county, city or other public body ("a body politic and corporate", "a
/// political subdivision of the State of X", "a municipal corporation").
static GOVERNMENT_DESCRIPTOR: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)^\s*(?:an?\s+)?(?:body\s+(?:corporate\s+and\s+)?politic|political\s+subdivision|municipal\s+corporation|public\s+body|governmental\s+(?:entity|unit|subdivision))\b")
        .expect("government descriptor pattern compiles")
});

/// "ADAMS COUNTY", "St. Landry Parish": a county or parish written by its own name first.
static COUNTY_BY_ITS_NAME: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)^(?:the\s+)?[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2}\s+(?:county|parish)$").expect("county name pattern compiles")
});

/// "acting by and through", "acting through", "acting by": the words that introduce whoever acts
/// for the body named before them.
static ACTS_THROUGH: LazyLock<Regex> = LazyLock::new(|| {
    compile_pattern(r"(?i)^\s*(?:acting\s+(?:herein\s+)?(?:by|through)|by\s+and\s+through)\b").expect("acts-through pattern compiles")
});

/// The name of a company whose designator follows it after a comma, when the name and the
/// designator together read as a company's name.
fn company_before_designator(name_text: &str, designator: &str) -> Option<String> {
    let words = name_text.split_whitespace().count();
    if !(1..=6).contains(&words) {
        return None;
    }
    let whole = clean_name(&format!("{} {designator}", name_text.trim()))?;
    let designator = designator.trim_end_matches('.');
    let cut = whole.trim_end_matches('.').len().checked_sub(designator.len())?;
    let (name, tail) = (whole.get(..cut)?, whole.get(cut..)?);
    let name = name.trim_end_matches([',', ' ']);
    (tail.trim_end_matches('.') == designator && !name.is_empty()).then(|| name.to_string())
}

fn attach_agency(list: &mut NameList, agency: &str) {
    let agency = squash(agency);
    let Some(last) = list.parties.last_mut() else { return };
    if GOVERNMENT.is_match(&last.name) {
        last.name = format!("{}, {}", last.name, agency);
    } else {
        last.capacity.get_or_insert_with(|| format!("acting by and through {agency}"));
    }
}

fn trimmed_span(text: &str, start: usize, end: usize) -> (usize, usize) {
    let slice = &text[start..end];
    let left = slice.len() - slice.trim_start().len();
    let right = slice.trim_end().len();
    (start + left, start + right.max(left))
}

/// Whether a piece only describes the name before it ([`DESCRIPTOR`]), also when the scan read a
/// letter of its words as a digit ("a Delaware corporati0n", "an Ok1ahoma corporation"): such a
/// piece is a company's or person's description, never a name of its own.
fn describes(squashed: &str) -> bool {
    if DESCRIPTOR.is_match(squashed) {
        return true;
    }
    if !squashed.contains(['0', '1']) {
        return false;
    }
    let repaired: Vec<std::borrow::Cow<'_, str>> = squashed.split(' ').map(clean::repair_ocr_word).collect();
    DESCRIPTOR.is_match(&repaired.join(" "))
}

/// Single-spaced text of a piece.
pub(super) fn squash(raw: &str) -> String {
    let mut squashed = String::with_capacity(raw.len());
    for (index, word) in raw.split_whitespace().enumerate() {
        if index > 0 {
            squashed.push(' ');
        }
        squashed.push_str(word);
    }
    squashed
}

/// A short excerpt of text for a warning, cut at a char boundary.
pub(super) fn excerpt(raw: &str) -> String {
    let squashed = squash(raw);
    match squashed.char_indices().nth(60) {
        Some((at, _)) => format!("{}…", &squashed[..at]),
        None => squashed,
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{named, pair, run};
    use super::*;
    use crate::vocab::{DocCategory, EntityType, Role};

    /// A sentence's end parts the pieces of a span, so the last word of one sentence is never
    /// read into the name that opens the next; an initial's, an abbreviated given name's, a
    /// suffix's, a designator's or a title's period does not, nor a period the scan set apart.
    /// Our own phrasing.
    #[test]
    fn a_sentence_end_parts_pieces_but_an_abbreviation_does_not() {
        let piece_texts =
            |span: &str| split_pieces(span, 0, span.len()).iter().map(|p| &span[p.start..p.end]).collect::<Vec<_>>().join(" | ");
        assert_eq!(piece_texts("in Vigo County, Ohio. Harlan B. Corley"), "in Vigo County | Ohio | Harlan B. Corley");
        assert_eq!(piece_texts("secures the debt. Red Mesa Ranch"), "secures the debt | Red Mesa Ranch");
        assert_eq!(piece_texts("Mrs. Edna M. Holt"), "Mrs. Edna M. Holt");
        assert_eq!(piece_texts("Wm. Harlan Corley Jr. Trustee"), "Wm. Harlan Corley Jr. Trustee");
        assert_eq!(piece_texts("Corley Bros. Grain Co. Inc."), "Corley Bros. Grain Co. Inc.");
        assert_eq!(piece_texts("EDNA M . HOLT"), "EDNA M . HOLT");
    }

    /// Asserts that each span reads as exactly the one name given with it.
    #[test]
    fn the_minors_a_tutrix_or_guardian_acts_for_are_parties_after_her_residence() {
        for (span, names) in [
            (
                "MRS. LOUISE ROY DUPRE, widow of Jean Dupre, of Lafayette, Louisiana, appearing individually and as natural tutrix of \
her minor children, ALINE DUPRE and MARC DUPRE, issue of her marriage",
                vec!["MRS. LOUISE ROY DUPRE", "ALINE DUPRE", "MARC DUPRE"],
            ),
            (
                "Owen Tass, of Tulsa, Oklahoma, individually and as guardian of his minor sons Carl Tass and Dean Tass",
                vec!["Owen Tass", "Carl Tass", "Dean Tass"],
            ),
        ] {
            let list = parse_name_list(span, 0, span.len());
            assert_eq!(list.parties.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), names, "{span}: {list:?}");
        }
    }

    /// A company's description whose letters the scan read as digits still only describes the
    /// company: it is no second party. Our own phrasing.
    #[test]
    fn a_description_with_digits_for_letters_is_no_party() {
        reads_one_name_each(&[
            ("PRAIRIE HAWK OIL CO., a Kansas corporati0n", "PRAIRIE HAWK OIL CO."),
            ("LONE ELM ROYALTY, INC., an Ok1ahoma c0rporation, of Enid", "LONE ELM ROYALTY, INC."),
            ("TULE CREEK GAS LLC, a De1aware limited liability company", "TULE CREEK GAS LLC"),
            ("TULE CREEK GAS LLC, a Delaware corporation with an office at Casper, Wyoming", "TULE CREEK GAS LLC"),
            ("TULE CREEK GAS LLC, a Delaware corporati0n with an office at Casper, Wyoming", "TULE CREEK GAS LLC"),
        ]);
    }

    /// "whoseaddress is": the scan glued "whose" to "address", and the address after it is still
    /// no party. Our own phrasing.
    #[test]
    fn an_address_after_a_glued_whose_is_no_party() {
        let span = "AMOS P. REDD and IVA REDD, husband and wife, whoseaddress is Mesa Farm Road, Tatum, New Mexico";
        let list = parse_name_list(span, 0, span.len());
        assert_eq!(list.parties.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), vec!["AMOS P. REDD", "IVA REDD"], "{list:?}");
    }

    #[test]
    fn another_name_in_a_parenthesis_ends_the_name() {
        reads_one_name_each(&[
            ("NELDA ROSS VANCE (formerly Nelda Ross), a widow", "NELDA ROSS VANCE"),
            ("Tobin J. Marsh (a/k/a T. J. Marsh) of Pratt, Kansas", "Tobin J. Marsh"),
            ("IRMA KEEL LOTT (nee Keel)", "IRMA KEEL LOTT"),
        ]);
    }

    fn reads_one_name_each(cases: &[(&str, &str)]) {
        for &(span, name) in cases {
            let list = parse_name_list(span, 0, span.len());
            assert_eq!(list.parties.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), vec![name], "{span}: {list:?}");
        }
    }

    /// "acting by its co-trustees A and B", "by and through its Trustees, A and B", "acting through
    /// the successor trustee A": the trustees a trust acts by are its parties, with the capacity,
    /// and the trust gives way to them; a company's officer named the same way is still dropped.
    /// Our own phrasings.
    #[test]
    fn the_trustees_a_trust_acts_by_are_its_parties() {
        for (text, trustees) in [
            (
                "This Mineral Deed is made by the ROE FAMILY TRUST under agreement dated June 2, 1980, acting by its co-trustees \
ALVIN P. ROE and MAE ROE DUNN, whose address is 12 Elm St., Fargo, North Dakota (\"Grantor\"), to PRAIRIE MINERALS, LLC (\"Grantee\").",
                vec!["ALVIN P. ROE", "MAE ROE DUNN"],
            ),
            (
                "KNOW ALL MEN BY THESE PRESENTS: That the HOLT REVOCABLE TRUST, acting by and through its Trustees, ELLA M. HOLT \
and DAVID HOLT, hereinafter called Grantor, does hereby grant and convey unto JAMES WEBB, hereinafter called Grantee, the land.",
                vec!["ELLA M. HOLT", "DAVID HOLT"],
            ),
            (
                "THIS DEED, made by THE OSGOOD FAMILY TRUST, acting through the successor trustee CLARA OSGOOD BENT, of Dodge City, \
Kansas, and HUGO PINE, a single man, hereinafter called Grantors, to LYLE FOSS, hereinafter called Grantee.",
                vec!["CLARA OSGOOD BENT"],
            ),
        ] {
            let extraction = run(text, DocCategory::Deed);
            let grantors: Vec<_> = extraction.parties.iter().filter(|p| p.role == Role::Grantor).collect();
            for trustee in &trustees {
                let party = grantors.iter().find(|p| p.name == *trustee).unwrap_or_else(|| panic!("{trustee}: {grantors:?}"));
                assert!(party.capacity.as_deref().is_some_and(|c| c.starts_with("Trustee of")), "{party:?}");
            }
            assert!(!grantors.iter().any(|p| p.name.contains("TRUST")), "{grantors:?}");
        }
        // The last one's list goes on after the trustee's residence with a grantor of his own.
        let osgood = named(
            "THIS DEED, made by THE OSGOOD FAMILY TRUST, acting through the successor trustee CLARA OSGOOD BENT, of Dodge City, \
Kansas, and HUGO PINE, a single man, hereinafter called Grantors, to LYLE FOSS, hereinafter called Grantee.",
            DocCategory::Deed,
        );
        assert!(osgood.contains(&pair("HUGO PINE", Role::Grantor)), "{osgood:?}");
        let company = named(
            "THIS DEED, made by PLATTE SUPPLY COMPANY, acting by its President, JOHN ROE, hereinafter called Grantor, to LYLE \
FOSS, hereinafter called Grantee.",
            DocCategory::Deed,
        );
        assert!(!company.iter().any(|(name, _)| name == "JOHN ROE"), "{company:?}");
    }

    /// A line of a scan's specks inside a list    /// A line of a scan's specks inside a list (commas, colons, a bar, a stray letter) splits no
    /// name and ends no list. Our own lists.
    #[test]
    fn a_line_of_specks_inside_a_list_is_no_punctuation() {
        for (span, names) in [
            (
                "ORA MAE LINDGREN, CARL LINDGREN and Hattie Lindgren\n~ , ' : .\nVoss, in equal shares",
                vec!["ORA MAE LINDGREN", "CARL LINDGREN", "Hattie Lindgren Voss"],
            ),
            ("Walter P. Dorsey and Ruth\n| i\nDorsey Kimble, his sister", vec!["Walter P. Dorsey", "Ruth Dorsey Kimble"]),
            ("NELS A. BERG,\n' . , :\nand ALMA BERG, his wife", vec!["NELS A. BERG", "ALMA BERG"]),
        ] {
            assert_eq!(names_of(span), names, "{span}");
        }
        assert_eq!(without_speck_lines("ONE\nTWO\nTHREE"), None);
        let speck = "Ann\n\u{2019} , :\nRoe";
        assert_eq!(without_speck_lines(speck).map(|s| s.len()), Some(speck.len()), "offsets kept");
    }

    /// "to her son, A, of Enid, Oklahoma, and her daughter, B, of Tulsa": a relationship after
    /// the "and" that ends a residence opens the next party. Our own wordings.
    #[test]
    fn a_relationship_after_a_residence_opens_the_next_party() {
        for (span, names) in [
            (
                "her son, OTIS W. KRAMER, of Hennessey, Oklahoma, and her daughter, RUTH KRAMER BELL, of Enid, Oklahoma",
                vec!["OTIS W. KRAMER", "RUTH KRAMER BELL"],
            ),
            ("his wife, Edna Lowe, of Ada, Oklahoma, and his son, Roy Lowe, of Tulsa, Oklahoma", vec!["Edna Lowe", "Roy Lowe"]),
            (
                "his nephew Carl Imhof, of Lodi, California; and his niece,\nGreta Imhof Saltz, of Reno, Nevada",
                vec!["Carl Imhof", "Greta Imhof Saltz"],
            ),
        ] {
            assert_eq!(names_of(span), names, "{span}");
        }
    }

    /// "THEODOR WEISSKOPF, a son of decedent": a relationship with its article still tells a
    /// person's name that the Census lists lack.
    #[test]
    fn a_relationship_of_someone_with_its_article_describes_a_person() {
        for span in [
            "THEODOR WEISSKOPF, a son of decedent",
            "Ottilie Brandauer, a daughter of the testator",
            "IGNAZ WOJTEK, the brother of the deceased",
        ] {
            assert_eq!(names_of(span).len(), 1, "{span}");
        }
    }

    #[test]
    fn a_spouse_who_joins_only_to_release_dower_in_the_list_is_no_party() {
        for span in [
            "AMOS T. VANCE and LULA VANCE, his wife, who joins herein for the sole purpose of relinquishing her dower",
            "Amos T. Vance and Lula Vance, his wife, who joins in this deed only to release her right of homestead,",
            "AMOS T. VANCE and LULA VANCE, his wife, who joined solely to evidence her consent",
            "I, LULA VANCE, a married woman, as my separate property, and I, AMOS T. VANCE, her husband, who join herein solely \
for the purpose of relinquishing any community interest I may have",
            "AMOS T. VANCE, and LULA VANCE, his wife, joining herein pro forma",
            "AMOS T. VANCE and LULA VANCE, his wife, who signs this deed only to waive her homestead",
            "AMOS T. VANCE and his wife LULA VANCE, executing this instrument for the sole purpose of releasing her dower",
        ] {
            let list = parse_name_list(span, 0, span.len());
            let names: Vec<String> = list.parties.iter().map(|p| p.name.to_ascii_uppercase()).collect();
            assert_eq!(names.len(), 1, "{span}: {list:?}");
            assert!(["AMOS T. VANCE", "LULA VANCE"].contains(&names[0].as_str()), "{span}: {list:?}");
        }
        let whole = "AMOS T. VANCE and LULA VANCE, his wife, who join in this conveyance and warrant the title";
        assert_eq!(parse_name_list(whole, 0, whole.len()).parties.len(), 2);
    }

    #[test]
    fn a_county_by_its_name_is_a_public_body_where_its_descriptor_says_so() {
        for (span, name) in [
            ("CARBON COUNTY, a body politic and corporate of the State of Utah", "CARBON COUNTY"),
            ("Sweet Grass County, a political subdivision of the State of Montana", "Sweet Grass County"),
            ("the County of Lea, New Mexico", "County of Lea"),
        ] {
            let list = parse_name_list(span, 0, span.len());
            assert_eq!(list.parties.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), vec![name], "{span}: {list:?}");
            assert_ne!(list.parties[0].entity_type, EntityType::Person, "{span}");
        }
        for span in ["OTTO PRIEST, Garza County, Texas", "the land situated in Ward County", "Kimball County, Nebraska"] {
            let list = parse_name_list(span, 0, span.len());
            assert!(list.parties.len() <= 1 && !list.parties.iter().any(|p| p.name.contains("County")), "{span}: {list:?}");
        }
    }

    /// A county or parish written by its own name ("ADAMS COUNTY") is a grantor in county tax
    /// deeds and county leases when it acts through an officer or board; a county after a
    /// person's name is where the person lives and acts for no one.
    #[test]
    fn a_county_by_its_name_that_acts_through_an_officer_is_a_public_body() {
        let cases: &[(&str, &[&str])] = &[
            ("ADAMS COUNTY, acting by and through Arthur P. Lund, its County Treasurer", &["ADAMS COUNTY"]),
            ("Box Butte County, acting by its Board of County Commissioners", &["Box Butte County"]),
            ("LEA COUNTY, acting through its County Clerk, ELVA DOE", &["LEA COUNTY"]),
            ("St. Landry Parish, acting herein through its Police Jury", &["St. Landry Parish"]),
            ("the Calhoun County, acting by and through its Treasurer", &["Calhoun County"]),
            ("MORTON COUNTY, by and through its Board of Commissioners", &["MORTON COUNTY"]),
            ("OTTO PRIEST, Garza County, Texas", &["OTTO PRIEST"]),
            ("LYLE ROE, Kimball County, Nebraska, acting by his attorney in fact", &["LYLE ROE"]),
        ];
        let misread: Vec<_> = cases
            .iter()
            .map(|(text, expected)| (*text, *expected, names_of(text)))
            .filter(|(_, expected, read)| read != expected)
            .collect();
        assert!(misread.is_empty(), "{} of {} misread: {misread:?}", misread.len(), cases.len());
    }

    #[test]
    fn a_company_keeps_the_land_and_lease_words_of_its_name() {
        reads_one_name_each(&[
            ("BLUE MESA LEASE HOLDINGS, L.P., a Texas limited partnership", "BLUE MESA LEASE HOLDINGS, L.P."),
            ("Permian Lease Acquisitions, LLC", "Permian Lease Acquisitions, LLC"),
        ]);
    }

    #[test]
    fn an_heir_s_bare_relationship_tells_a_person_the_name_lists_do_not_know() {
        reads_one_name_each(&[
            ("Torvald Ekberg, son, Fargo, North Dakota, an undivided one-fourth", "Torvald Ekberg"),
            ("Sigrun Haugland, daughter, of Minot", "Sigrun Haugland"),
            ("Vesna Oljaca, adopted daughter", "Vesna Oljaca"),
            ("Ivo Brkic, only son, 14 Rye Road, Butte, Montana", "Ivo Brkic"),
        ]);
    }

    #[test]
    fn a_fiduciary_s_deed_caption_is_no_capacity_of_the_name_below_it() {
        reads_one_name_each(&[
            ("TRUSTEE'S DEED\n\nIRIS KOHL, Trustee", "IRIS KOHL"),
            ("EXECUTOR\u{2019}S DEED\n\nMILES GANT, Executor of the Estate of Ora Gant", "MILES GANT"),
            ("GUARDIAN'S DEED\n\nPEARL VANCE, as guardian of Lyle Vance, a minor", "PEARL VANCE"),
        ]);
    }

    #[test]
    fn a_trust_named_for_a_couple_is_the_trustee_s_capacity_not_a_second_party() {
        for (span, trustee) in [
            ("ALMA ROE, as Successor Trustee of the Carl and Alma Roe Revocable Trust dated May 2, 1991", "ALMA ROE"),
            ("Dean P. Hoyt, Trustee of the Ezra and Lena Hoyt Family Trust", "Dean P. Hoyt"),
            ("NED VOSS and IDA VOSS, Co-Trustees of the Ned and Ida Voss Living Trust u/a/d 3/1/2004", "NED VOSS"),
        ] {
            let list = parse_name_list(span, 0, span.len());
            assert!(list.parties.last().is_some_and(|p| p.capacity.is_some()), "{span}: {list:?}");
            assert!(list.parties.iter().any(|p| p.name == trustee), "{span}: {list:?}");
            assert!(!list.parties.iter().any(|p| p.name.to_ascii_uppercase().contains("TRUST")), "{span}: {list:?}");
        }
    }

    /// Pieces for the gates' proptest: series as written and as a scan damages them, long s,
    /// non-ASCII capitals, parentheses after line ends.
    const GATED_PIECES: [&str; 16] = [
        "Series B",
        "SERIES 4 (OWL DRAW)",
        "\u{17f}eries",
        "its protected series designated",
        "the SERIE\u{17f} known as",
        "ERI",
        "eRi",
        "\u{130}",
        "\u{212a}",
        "ELK MINERALS, LLC",
        "- ",
        "\n(",
        "\n",
        "(",
        "Ute",
        " ",
    ];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(1000))]
        #[test]
        fn the_gates_before_the_series_and_the_parenthesis_line_let_every_match_through(
            pieces in proptest::collection::vec(0..GATED_PIECES.len(), 0..8)
        ) {
            let raw: String = pieces.iter().map(|&piece| GATED_PIECES[piece]).collect();
            proptest::prop_assert!(may_name_a_series(&raw) || !SERIES.is_match(&raw), "{raw:?}");
            let parenthesis_line = raw.match_indices('\n').map(|(at, _)| at).find(|&at| raw[at + 1..].starts_with('('));
            proptest::prop_assert_eq!(parenthesis_line, raw.find("\n("));
        }
    }

    #[test]
    fn separator_forms_read_from_their_text_are_those_of_the_capture_groups() {
        let list = "JOHN DOE, and MARY DOE;RUTH ROE & JAMES ROE et ux, ANN POE Et. Uxor ,\n\nCARL POE\n \n and LEE POE ET VIR. OTTO POE et al., SAM POE et. al ZED POE  AND  IDA POE\u{a0}&\u{a0}LOU POE ,  & KIM POE\n\n\n& BO POE etal JO POE";
        let mut forms = 0;
        for found in SEPARATOR.captures_iter(list) {
            let word = found.get(0).map_or("", |m| m.as_str().trim());
            assert_eq!(is_et_ux(word), found.name("etux").is_some(), "{word:?}");
            assert_eq!(is_paragraph_break(word), found.name("para").is_some() && word.is_empty(), "{word:?}");
            assert_eq!(starts_with_et(word), word.to_ascii_lowercase().starts_with("et"), "{word:?}");
            assert_eq!(holds_and(word), word.to_ascii_lowercase().contains("and"), "{word:?}");
            forms += 1;
        }
        assert!(forms >= 12, "{forms}");
    }

    #[test]
    fn capacity_and_alias_pieces_begin_with_the_letters_looked_for() {
        let capacities = [
            "as Trustee",
            "Independent Executor",
            "lndependent Executrix",
            "1ndependent executor",
            "Successor Trustee",
            "\u{17f}ole Trustee",
            "co-Trustee",
            "Temporary Administrator",
            "Dependent Administratrix",
            "Ancillary Executor",
            "Personal Representative",
            "Guardian",
            "Attorney-in-Fact",
            "Agent",
            "Receiver",
            "Conservator",
            "Custodian",
            "trustees",
            "executors",
            "Executrix of the Estate",
        ];
        for capacity in capacities.iter().flat_map(|c| [c.to_string(), c.to_lowercase(), c.to_uppercase()]) {
            assert!(CAPACITY.is_match(&capacity), "{capacity}");
            assert!(capacity.starts_with(CAPACITY_FIRST_LETTERS), "{capacity}");
        }
        let aliases = [
            "a/k/a JOHN",
            "aka JOHN",
            "also known as JOHN",
            "f/k/a JOHN",
            "formerly known as JOHN",
            "d/b/a JOHN",
            "doing business as JOHN",
            "n/k/a JOHN",
            "now known as JOHN",
            "now by her marriage JOHN",
            "now called JOHN",
            "sometimes known as JOHN",
            "known in religion as JOHN",
        ];
        for alias in aliases.iter().flat_map(|a| [a.to_string(), a.to_uppercase()]) {
            assert!(ALIAS.is_match(&alias), "{alias}");
            assert!(alias.starts_with(ALIAS_FIRST_LETTERS), "{alias}");
        }
    }

    fn names_of(text: &str) -> Vec<String> {
        parse_name_list(text, 0, text.len()).parties.into_iter().map(|p| p.name).collect()
    }

    #[test]
    fn a_person_who_now_bears_another_name_is_read_by_it() {
        assert_eq!(names_of("ADA ROE, now by her marriage ADA POE, and BEN QUILL"), ["ADA POE", "BEN QUILL"]);
        assert_eq!(names_of("Ada Roe, now Ada Poe, of Tell County"), ["Ada Poe"]);
        assert_eq!(names_of("ADA POE, formerly ADA ROE"), ["ADA POE"]);
        assert_eq!(names_of("ADA ROE, nee ADA QUILL"), ["ADA ROE"]);
        assert_eq!(names_of("ADA ROE, now deceased"), ["ADA ROE"]);
        assert_eq!(names_of("AGNES QUILL, known in religion as Sister Mary Anselm"), ["AGNES QUILL"]);
        assert_eq!(names_of("BEN QUILL, sometimes known as B. J. Quill"), ["BEN QUILL"]);
        assert_eq!(names_of("ADA ROE, now known as ADA POE"), ["ADA ROE"]);
        assert_eq!(names_of("ADA ROE, now called ADA POE"), ["ADA POE"]);
    }

    #[test]
    fn a_lone_surname_is_not_given_the_next_names_surname() {
        // The initials before the husband's surname were lost to the scan.
        assert_eq!(names_of("Holt of Marietta, Ohio, and Ida M. Holt, his wife"), ["Ida M. Holt"]);
        // A given name alone still borrows the surname after "and".
        assert_eq!(names_of("Walter and Ida M. Holt"), ["Walter Holt", "Ida M. Holt"]);
    }

    #[test]
    fn a_comma_for_an_initials_period_after_a_damaged_given_name_before_a_surname() {
        assert_eq!(names_of("Marqaret E, Lewis, of the County of Greene"), ["Marqaret E. Lewis"]);
        // A word the lists do not know after the comma tells no surname: the comma stays a comma.
        assert!(!comma_for_initial_period("Marqaret E", "Qxvor"));
        assert!(comma_for_initial_period("Marqaret E", "Lewis, of"));
    }

    #[test]
    fn a_post_office_box_whose_o_the_scan_lost_is_an_address() {
        assert_eq!(names_of("LUCY ROE,\nP Box 12,\nFox Run, Ohio"), ["LUCY ROE"]);
    }

    #[test]
    fn a_margin_mark_at_a_line_start_does_not_split_a_name() {
        assert_eq!(names_of("Henry B.\n; Walsh"), ["Henry B. Walsh"]);
        assert_eq!(names_of("HENRY WALSH,\nMARY WALSH"), ["HENRY WALSH", "MARY WALSH"]);
    }

    #[test]
    fn a_name_the_census_lists_lack_is_a_person_when_a_family_word_describes_it() {
        assert_eq!(names_of("ORVILLA TREBOLD, daughter of the Grantor"), ["ORVILLA TREBOLD"]);
        assert_eq!(names_of("ORVILLA TREBOLD, a widow"), ["ORVILLA TREBOLD"]);
        // Without it, capitals the lists do not know are no name (a stamp, a form's title).
        assert!(names_of("ORVILLA TREBOLD").is_empty());
    }

    #[test]
    fn a_long_designator_with_one_letter_misread_is_the_designator() {
        assert_eq!(names_of("HARLAN SUPPLY CORPOKATION"), ["HARLAN SUPPLY CORPORATION"]);
        assert_eq!(names_of("Harlan Supply Cornpany"), ["Harlan Supply Cornpany"]);
        assert_eq!(names_of("Harlan Supply Cempany"), ["Harlan Supply Company"]);
    }

    #[test]
    fn clause_words_are_sorted_for_the_binary_search() {
        assert!(clean::CLAUSE_WORDS.is_sorted());
        assert!(clean::INSTRUMENT_WORDS.is_sorted());
    }

    #[test]
    fn a_company_whose_words_are_no_names_is_read_by_its_designator_or_kind() {
        let cases = [
            ("HILLTOP PECAN ORCHARDS, L.C., a Texas limited liability company", "HILLTOP PECAN ORCHARDS, L.C."),
            ("Cedar Bayou Farms, LC, of Wharton County", "Cedar Bayou Farms, LC"),
            ("RED RIVER CRUDE SYNDICATE, a partnership in commendam", "RED RIVER CRUDE SYNDICATE"),
            ("Panhandle Drilling Syndicate No. 2", "Panhandle Drilling Syndicate No. 2"),
        ];
        for (text, name) in cases {
            assert_eq!(names_of(text), vec![name.to_string()], "{text}");
        }
    }

    #[test]
    fn the_officer_who_attests_for_a_company_is_no_party() {
        for text in [
            "ELK RANCH COMPANY, acting by its President, DEL ROE, and attested by its Secretary, WANDA ROE",
            "ELK RANCH COMPANY, by its President, DEL ROE, attested to by MARY ROE, its Secretary",
            "ELK RANCH COMPANY, a Wyoming corporation, countersigned by its Treasurer, ANN ROE",
        ] {
            assert_eq!(names_of(text), vec!["ELK RANCH COMPANY".to_string()], "{text}");
        }
    }

    #[test]
    fn a_school_or_drainage_board_runs_through_its_district_and_county() {
        let cases = [
            (
                "THE BOARD OF EDUCATION OF INDEPENDENT SCHOOL DISTRICT NO. 27 OF GARFIELD COUNTY, OKLAHOMA",
                "BOARD OF EDUCATION OF INDEPENDENT SCHOOL DISTRICT NO. 27 OF GARFIELD COUNTY",
            ),
            (
                "Board of Trustees of Consolidated School District No. 4 of Sheridan County, Wyoming",
                "Board of Trustees of Consolidated School District No. 4 of Sheridan County",
            ),
            (
                "BOARD OF DIRECTORS OF DRAINAGE DISTRICT NUMBER 9 OF POINSETT COUNTY",
                "BOARD OF DIRECTORS OF DRAINAGE DISTRICT NUMBER 9 OF POINSETT COUNTY",
            ),
            ("JOHN ROE, of Garfield County, Oklahoma", "JOHN ROE"),
        ];
        for (text, name) in cases {
            assert_eq!(names_of(text), vec![name.to_string()], "{text}");
        }
    }

    #[test]
    fn an_instrument_s_title_is_no_party_and_a_company_keeps_its_title_words() {
        for title in
            ["OIL", "Gas and Mineral Lease (the", "OIL & GAS LEASE", "Special Warranty Deed", "Right of Way", "ROYALTY", "Mineral Deed"]
        {
            assert_eq!(clean_name(title), None, "{title}");
        }
        for company in ["Gulf Oil Corporation", "PRAIRIE ROYALTY HOLDINGS", "Mineral Resources Inc."] {
            assert!(clean_name(company).is_some(), "{company}");
        }
        // A recital that names the recited lease before its lessors: the pieces of the lease's
        // title are no lessors.
        for text in [
            "by Oil, Gas and Mineral Lease dated May 3, 2011, NOLAN ROE and DARLA ROE",
            "under that certain Oil and Gas Lease, ELVIN STROUD and VERA STROUD",
            "said Mineral, Royalty and Right of Way Deed, CHESTER BLAINE",
        ] {
            let names = names_of(text);
            assert!(
                names.iter().all(|n| ["NOLAN ROE", "DARLA ROE", "ELVIN STROUD", "VERA STROUD", "CHESTER BLAINE"].contains(&n.as_str())),
                "{text}: {names:?}"
            );
            assert!(!names.is_empty(), "{text}");
        }
    }

    #[test]
    fn name_after_heading_gives_the_whole_piece_when_it_is_a_name() {
        let text = "unto LOUISA M. HARTWELL, a widow";
        assert_eq!(name_after_heading(text, 5, 23), (5, Some("LOUISA M. HARTWELL".to_string())));
    }

    #[test]
    fn name_after_heading_skips_a_heading_line_before_the_name() {
        let text = "SPECIAL WARRANTY DEED\nDOUGLAS K. FENWICK";
        assert_eq!(name_after_heading(text, 0, text.len()), (22, Some("DOUGLAS K. FENWICK".to_string())));
    }

    #[test]
    fn name_after_heading_keeps_the_start_when_no_line_is_a_name() {
        let text = "for the consideration of ten dollars\npaid in hand";
        assert_eq!(name_after_heading(text, 0, text.len()), (0, None));
    }

    #[test]
    fn clause_words_and_officials_are_never_parties() {
        for name in ["NOW THEREFORE", "THEREFORE NOW", "CONTRACT WHEREAS", "BEFORE ME", "WITNESSETH"] {
            assert_eq!(clean_name(name), None, "{name}");
        }
        let list = parse_name_list("ELMER POOLE, Justice of the Peace", 0, "ELMER POOLE, Justice of the Peace".len());
        assert!(list.parties.is_empty(), "{:?}", list.parties);
    }

    #[test]
    fn quoted_nicknames_are_dropped_and_abbreviated_given_names_kept() {
        let text = "WARRANTY DEED\nKNOW ALL MEN BY THESE PRESENTS: That William B. \"Bud\" Tillery and Thos. Tillery, for Ten Dollars, \
do hereby grant, bargain, sell and convey unto Cahaba Southern Savings Bank, F.S.B., the land below.\n";
        let found = named(text, DocCategory::WarrantyDeed);
        assert_eq!(found[0], pair("William B. Tillery", Role::Grantor));
        assert_eq!(found[1], pair("Thos. Tillery", Role::Grantor));
        assert!(found[2].0.starts_with("Cahaba Southern Savings Bank, F.S.B"), "{found:?}");
        assert_eq!(clean_name("JOHN \u{201c}JACK\u{201d} MARLOW"), Some("JOHN MARLOW".to_string()));
        assert_eq!(clean_name("Wm. \"Billy\" Rourke"), Some("Wm. Rourke".to_string()));
    }

    #[test]
    fn et_ux_with_named_spouse_gives_two_parties() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That John Pruett et ux, Mary Pruett, hereinafter called Grantors, do \
hereby grant unto Carl Webb, hereinafter called Grantee, the land.\n";
        assert_eq!(
            named(text, DocCategory::Deed),
            vec![pair("John Pruett", Role::Grantor), pair("Mary Pruett", Role::Grantor), pair("Carl Webb", Role::Grantee)]
        );
    }

    #[test]
    fn et_ux_without_spouse_gives_one_party_and_a_warning() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That John Pruett et ux, hereinafter called Grantors, do hereby grant \
unto Carl Webb, hereinafter called Grantee, the land.\n";
        let extraction = run(text, DocCategory::Deed);
        assert_eq!(extraction.parties.len(), 2);
        assert_eq!(extraction.parties[0].name, "John Pruett");
        assert!(extraction.warnings.iter().any(|w| w.contains("et ux")));
    }

    #[test]
    fn couple_sharing_a_surname_gives_two_full_names() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That John and Mary Smith, husband and wife, hereinafter called \
Grantors, do hereby grant unto Carl Webb, hereinafter called Grantee, the land.\n";
        assert_eq!(
            named(text, DocCategory::Deed),
            vec![pair("John Smith", Role::Grantor), pair("Mary Smith", Role::Grantor), pair("Carl Webb", Role::Grantee)]
        );
    }

    #[test]
    fn surname_first_names_are_kept_as_written() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That Smith, John A., hereinafter called Grantor, does hereby grant \
unto Carl Webb, hereinafter called Grantee, the land.\n";
        assert_eq!(named(text, DocCategory::Deed)[0], pair("Smith, John A.", Role::Grantor));
    }

    #[test]
    fn trustee_bank_keeps_capacity_out_of_the_name() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That First National Bank of Pecos, Trustee of the Ames Family Trust, \
hereinafter called Grantor, does hereby grant unto Carl Webb, hereinafter called Grantee, the land.\n";
        let first = run(text, DocCategory::Deed).parties.remove(0);
        assert_eq!(first.name, "First National Bank of Pecos");
        assert_eq!(first.capacity.as_deref(), Some("Trustee of the Ames Family Trust"));
        assert_eq!(first.entity_type, EntityType::Trust);
    }

    #[test]
    fn estate_and_executrix_acting_for_it() {
        let estate = "KNOW ALL MEN BY THESE PRESENTS: That the Estate of Walter P. Greer, Deceased, hereinafter called \
Grantor, does hereby grant unto Carl Webb, hereinafter called Grantee, the land.\n";
        let first = run(estate, DocCategory::Deed).parties.remove(0);
        assert_eq!((first.name.as_str(), first.entity_type), ("Estate of Walter P. Greer", EntityType::Estate));

        let executrix = "KNOW ALL MEN BY THESE PRESENTS: That IDA GREER, Independent Executrix of the Estate of Walter P. \
Greer, Deceased, hereinafter called Grantor, does hereby grant unto Carl Webb, hereinafter called Grantee, the land.\n";
        let first = run(executrix, DocCategory::Deed).parties.remove(0);
        assert_eq!(first.name, "IDA GREER");
        assert_eq!(first.capacity.as_deref(), Some("Independent Executrix of the Estate of Walter P. Greer"));
        assert_eq!(first.entity_type, EntityType::Estate);
    }

    #[test]
    fn company_with_ampersand_is_one_party() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That CLEO BANKS, a feme sole, hereinafter called Grantor, does hereby \
grant unto Humble Oil & Refining Company, hereinafter called Grantee, the land.\n";
        assert_eq!(named(text, DocCategory::MineralDeed)[1], pair("Humble Oil & Refining Company", Role::Grantee));
    }

    #[test]
    fn long_clause_text_is_not_a_party() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That the Undersigned Owners Of All The Lands Lying In The Said Draw \
Near The Old Mill And The River Crossing Road, hereinafter called Grantors, do hereby grant unto Carl Webb, the land.\n";
        let extraction = run(text, DocCategory::Deed);
        assert_eq!(extraction.parties.iter().filter(|p| p.role == Role::Grantor).count(), 0);
        assert!(extraction.warnings.iter().any(|w| w.starts_with("not read as a name")));
    }

    #[test]
    fn company_address_without_address_words_is_not_a_party() {
        let text = "THIS AGREEMENT made by and between OREN D. LAKE, a single man, hereinafter called Lessor, and \
SUMMIT TRAIL ENERGY, INC., 4100 N.W. 23rd Street, Oklahoma City, Oklahoma 73107, hereinafter called Lessee:\nWITNESSETH, \
That the Lessor does grant and lease unto the Lessee the land.\n";
        assert_eq!(
            named(text, DocCategory::OilGasLease),
            vec![pair("OREN D. LAKE", Role::Lessor), pair("SUMMIT TRAIL ENERGY, INC.", Role::Lessee)]
        );
    }

    #[test]
    fn ampersand_inside_a_company_name() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That LON R. PACE, hereinafter called Grantor, does hereby grant \
unto MIDWAY GIN & COMPRESS, INC., hereinafter called Grantee, the land.\n";
        assert_eq!(named(text, DocCategory::Deed)[1], pair("MIDWAY GIN & COMPRESS, INC.", Role::Grantee));
        let power = "KNOW ALL MEN BY THESE PRESENTS: That LON R. PACE, hereinafter called Grantor, does hereby grant \
unto WEST PLAINS GAS & ELECTRIC COMPANY, hereinafter called Grantee, the land.\n";
        assert_eq!(named(power, DocCategory::RightOfWay)[1], pair("WEST PLAINS GAS & ELECTRIC COMPANY", Role::Grantee));
        let district = "KNOW ALL MEN BY THESE PRESENTS: That LON R. PACE, hereinafter called Grantor, does hereby grant \
unto PINON FLATS WATER & SANITATION DISTRICT, a quasi-municipal corporation, hereinafter called Grantee, the land.\n";
        assert_eq!(named(district, DocCategory::Deed)[1], pair("PINON FLATS WATER & SANITATION DISTRICT", Role::Grantee));
    }

    #[test]
    fn initial_a_is_kept_at_the_start_of_a_name() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That A. B. CORLEY, of Crane County, for and in consideration of Ten \
Dollars, has granted, sold and conveyed, and by these presents does grant, sell and convey unto JOEL T. WYATT the land.\n";
        assert_eq!(named(text, DocCategory::WarrantyDeed)[0], pair("A. B. CORLEY", Role::Grantor));
    }

    #[test]
    fn leading_initial_i_is_an_initial_not_the_speaker() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That I. V. GARZA, a single man, hereinafter called Grantor, does \
hereby grant unto I, BEN OLDS, hereinafter called Grantee, the land.\n";
        assert_eq!(named(text, DocCategory::Deed), vec![pair("I. V. GARZA", Role::Grantor), pair("BEN OLDS", Role::Grantee)]);
    }

    #[test]
    fn trustee_capacity_running_over_a_line_end_is_not_a_second_party() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That WALLACE E. DORN, Trustee of\nthe Dorn Family Trust dated \
June 2, 2001, herein called Grantor, for and in consideration of Ten Dollars paid by EDITH\nMARLOWE, a single \
woman, herein called Grantee, has granted and conveyed unto the said Grantee the land.\n";
        let parties = run(text, DocCategory::Deed).parties;
        let names: Vec<(&str, Option<&str>)> = parties.iter().map(|p| (p.name.as_str(), p.capacity.as_deref())).collect();
        assert_eq!(names, vec![("WALLACE E. DORN", Some("Trustee of the Dorn Family Trust dated June 2")), ("EDITH MARLOWE", None),]);
    }

    #[test]
    fn a_stamp_line_inside_a_name_is_not_part_of_it() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That OTIS R.\n          INDEXED\nBLEVINS, a single man, hereinafter \
called Grantor, for and in consideration of Ten Dollars cash in hand paid by\n   RECEIVED FOR RECORD\nIda M. Sauer, \
hereinafter called Grantee, has granted and conveyed unto the said Grantee the land.\n";
        assert_eq!(named(text, DocCategory::Deed), vec![pair("OTIS R. BLEVINS", Role::Grantor), pair("Ida M. Sauer", Role::Grantee)]);
    }

    #[test]
    fn a_company_word_broken_by_a_space_is_joined_again() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That COYOTE WELLS COR PORATION, hereinafter called Lessor, \
does hereby grant, lease and let unto PINTO BASIN OIL COM PANY, hereinafter called Lessee, the land.\n";
        assert_eq!(
            named(text, DocCategory::OilGasLease),
            vec![pair("COYOTE WELLS CORPORATION", Role::Lessor), pair("PINTO BASIN OIL COMPANY", Role::Lessee)]
        );
    }

    #[test]
    fn a_name_word_broken_by_a_space_is_joined_again() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That Ezra Hol comb, hereinafter called Grantor, for and in \
consideration of Ten Dollars paid by Wil ma J. Fenton, hereinafter called Grantee, has granted and conveyed unto the \
said Grantee the land.\n";
        assert_eq!(named(text, DocCategory::Deed), vec![pair("Ezra Holcomb", Role::Grantor), pair("Wilma J. Fenton", Role::Grantee)]);
    }

    #[test]
    fn ocr_confusions_inside_capitalised_names_are_repaired() {
        let text = "KNOW ALL MEN BY THESE PRESENTS: That WANDA J. C0LLIER, hereinafter called Grantor, does hereby grant \
unto ELMER R. GRlFFlN, hereinafter called Grantee, the land in Section 10.\n";
        assert_eq!(named(text, DocCategory::Deed), vec![pair("WANDA J. COLLIER", Role::Grantor), pair("ELMER R. GRIFFIN", Role::Grantee)]);
    }

    #[test]
    fn words_in_capitals_without_a_common_name_are_not_parties() {
        for junk in ["MINING MAY DISTURB THE SURFACE", "SECURITY AGREEMENT", "Joint Tenants", "RECORDING FEE PAID", "Delaware Interests"] {
            let list = parse_name_list(junk, 0, junk.len());
            assert!(list.parties.is_empty(), "{junk}: {:?}", list.parties);
        }
        for name in ["Khanh Nga T. Tran", "Wenli Ma", "HO. HALL", "Xenia Q. Vorlicek", "Oleg Smith"] {
            let list = parse_name_list(name, 0, name.len());
            assert_eq!(list.parties.len(), 1, "{name}: {:?}", list.warnings);
        }
    }

    #[test]
    fn a_name_the_census_lists_lack_is_a_person_where_a_residence_follows() {
        for (text, name) in [
            ("HENDRIK OOLBEKKINK, of the County of Sioux and State of Iowa", "HENDRIK OOLBEKKINK"),
            ("Thorvald Amundsgaard, residing in Polk County, Minnesota", "Thorvald Amundsgaard"),
            ("WOJCIECH ZBIKOWSKI, a resident of Luzerne County", "WOJCIECH ZBIKOWSKI"),
            ("Clarabelle Osterhout, who resides at Casper, Wyoming", "Clarabelle Osterhout"),
            // The town a person lives in is her residence, never a second party.
            ("ANSELM R. KREUTZER, who lives in the Town of Oakfield, Dane County, Wisconsin", "ANSELM R. KREUTZER"),
            ("Anselm R. Kreutzer, who now resides in the Village of Oakfield", "Anselm R. Kreutzer"),
        ] {
            assert_eq!(names_of(text), vec![name.to_string()], "{text}");
        }
        // Clause words in capitals stay out though a place follows.
        for junk in ["SECURITY AGREEMENT, of the County of Sioux", "RECORDING FEE PAID, residing in"] {
            assert!(names_of(junk).is_empty(), "{junk}");
        }
    }

    #[test]
    fn the_officer_a_company_s_descriptor_names_is_no_party() {
        for text in [
            "SECOND CREEK PLANTING COMPANY, a Mississippi corporation acting by its President,\nLAMAR T. GWIN",
            "ELM FARMS, LLLP, a Colorado limited liability limited partnership acting through its general partner, ELM MANAGEMENT, INC.",
            "CEDAR LAND CO., a Texas corporation represented by its Vice President, JOHN ROE",
        ] {
            let names = names_of(text);
            assert_eq!(names.len(), 1, "{text}: {names:?}");
            assert!(!names[0].contains("ROE") && !names[0].contains("GWIN") && !names[0].contains("MANAGEMENT"), "{text}: {names:?}");
        }
        for (text, name) in [
            ("GREAT BASIN HYDROCARBONS, INC.", "GREAT BASIN HYDROCARBONS, INC."),
            ("HANNEMAN FAMILY FARMS, LLLP", "HANNEMAN FAMILY FARMS, LLLP"),
            ("Piedmont Farm Credit Services", "Piedmont Farm Credit Services"),
        ] {
            assert_eq!(names_of(text), vec![name.to_string()], "{text}");
        }
    }

    #[test]
    fn names_in_lower_case_and_lower_case_initials_are_read() {
        assert_eq!(clean_name("oliver Ray Tatum"), Some("oliver Ray Tatum".to_string()));
        assert_eq!(clean_name("john wesley barlow"), Some("john wesley barlow".to_string()));
        assert_eq!(clean_name("NORA a. PRICE"), Some("NORA A. PRICE".to_string()));
        for clause in ["cash in hand", "in hand paid", "will convey", "may sell the land"] {
            assert_eq!(clean_name(clause), None, "{clause}");
        }
    }

    #[test]
    fn a_comma_read_for_the_period_of_an_initial_joins_the_name() {
        for (text, name) in [("GRACE I, BELLAMY, widow", "GRACE I. BELLAMY"), ("Clara M, Weldon and Otis Weldon", "Clara M. Weldon")] {
            let list = parse_name_list(text, 0, text.len());
            assert_eq!(list.parties.first().map(|p| p.name.as_str()), Some(name), "{text}: {:?}", list.parties);
        }
        let two = "SMITH, JOHN A., JONES, MARY";
        assert_ne!(parse_name_list(two, 0, two.len()).parties.first().map(|p| p.name.as_str()), Some("JOHN A. JONES"));
    }

    #[test]
    fn a_town_and_state_after_a_name_are_its_address() {
        let text = "LONE PINE STATE BANK, Alvarado, Texas, a banking corporation";
        let list = parse_name_list(text, 0, text.len());
        let names: Vec<&str> = list.parties.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, vec!["LONE PINE STATE BANK"]);
        let zip = "HOWELL T. ROACH, 12 Birch Lane, Tulsa, OK 74101 and MERLE ROACH";
        let names: Vec<String> = parse_name_list(zip, 0, zip.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["HOWELL T. ROACH", "MERLE ROACH"]);
    }

    #[test]
    fn rural_routes_boxes_and_street_numbers_inside_a_piece_are_addresses() {
        for (text, name) in [
            ("his wife, ALMA JEAN HOOVER, R. D. #2, Box 41, Pleasant Ridge", "ALMA JEAN HOOVER"),
            ("Ridgeline Oil and Gas, Ltd. 4410 Cedar Bend, Enid, Oklahoma", "Ridgeline Oil and Gas, Ltd."),
            ("Dwight K. Farrow P.O. Box 88 Rawlins, WY 82301", "Dwight K. Farrow"),
            ("GAYLE TRENT, P.O.Box 12, Casper", "GAYLE TRENT"),
            ("3200 Ridge Holdings, LLC", "3200 Ridge Holdings, LLC"),
        ] {
            let names: Vec<String> = parse_name_list(text, 0, text.len()).parties.into_iter().map(|p| p.name).collect();
            assert_eq!(names, vec![name.to_string()], "{text}");
        }
    }

    #[test]
    fn tenancy_and_relations_describe_the_names_they_follow() {
        let text = "Rosa Q. Pike, an unmarried individual and Dale Amos, an unmarried individual as Joint Tenants with Full Rights of \
Survivorship";
        let names: Vec<String> = parse_name_list(text, 0, text.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["Rosa Q. Pike", "Dale Amos"]);
        let relation = "IDA M. HOLT, widow, mother of Lena Farris, the daughter";
        let names: Vec<String> = parse_name_list(relation, 0, relation.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["IDA M. HOLT"]);
        let parenthesis = "OTTO V. KRANZ, widower, (being the husband of Elsa Kranz, deceased), of Ohio";
        let names: Vec<String> = parse_name_list(parenthesis, 0, parenthesis.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["OTTO V. KRANZ"]);
        let merger = "DRY RUN ENERGY, INC., successor by merger to Bluegill Oil Company";
        let names: Vec<String> = parse_name_list(merger, 0, merger.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["DRY RUN ENERGY, INC."]);
    }

    #[test]
    fn a_company_by_its_descriptor_or_designators_after_a_comma() {
        let fund = "THE PRAIRIE LAND TRUSTEESHIP, a Kansas nonprofit corporation";
        let list = parse_name_list(fund, 0, fund.len());
        assert_eq!(list.parties.len(), 1, "{:?}", list.warnings);
        assert_eq!(list.parties[0].entity_type, EntityType::Organization);
        let city = "CITY OF ELM RIDGE, a home rule municipal corporation of the State of Texas located within Pike, Bell, and Ward Counties, Texas";
        let names: Vec<String> = parse_name_list(city, 0, city.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["CITY OF ELM RIDGE"]);
        for (text, name) in [
            ("FIRST PLAINS BANK, NATIONAL ASSOCIATION, a national banking association", "FIRST PLAINS BANK, NATIONAL ASSOCIATION"),
            ("CEDAR FORK ENERGY,L.L.C.(", "CEDAR FORK ENERGY, L.L.C."),
            ("Tall Grass Land and Cattle, LLC", "Tall Grass Land and Cattle, LLC"),
            ("Sabine and Gulf Coast Railroad Company, and by it", "Sabine and Gulf Coast Railroad Company"),
        ] {
            let names: Vec<String> = parse_name_list(text, 0, text.len()).parties.into_iter().map(|p| p.name).collect();
            assert_eq!(names, vec![name.to_string()], "{text}");
        }
    }

    #[test]
    fn co_executors_duly_appointed_and_acting_are_a_capacity() {
        let text = "Ira Dean Holcomb and Mavis Teel, the duly-appointed and acting Co-Executors of the Estate of Lyle Holcomb";
        let list = parse_name_list(text, 0, text.len());
        let names: Vec<&str> = list.parties.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, vec!["Ira Dean Holcomb", "Mavis Teel"]);
        assert!(list.parties[1].capacity.as_deref().is_some_and(|c| c.contains("Co-Executors")), "{:?}", list.parties);
    }

    #[test]
    fn officials_and_offices_named_with_a_party_are_not_parties() {
        for text in ["ODELL P. MARSH, AUDITOR", "Ray Tillman, Cashier", "Leona Birch, Authorized Representative"] {
            assert!(parse_name_list(text, 0, text.len()).parties.is_empty(), "{text}");
        }
        let offices = "Prairie Fork Exploration, L.L.C., with offices at 400 Main Street, Enid, OK 73701";
        let names: Vec<String> = parse_name_list(offices, 0, offices.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["Prairie Fork Exploration, L.L.C."]);
    }

    #[test]
    fn a_printed_form_s_blanks_are_spaces() {
        let text = "__Ross_Tuller_and_Ada_Tuller__";
        let names: Vec<String> = parse_name_list(text, 0, text.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["Ross Tuller", "Ada Tuller"]);
    }

    #[test]
    fn a_given_name_or_surname_broken_by_a_space_is_joined_again() {
        assert_eq!(clean_name("VER NON D. HALE"), Some("VERNON D. HALE".to_string()));
        assert_eq!(clean_name("IRE NE COLLINS"), Some("IRENE COLLINS".to_string()));
        assert_eq!(clean_name("MARY LEE ANN SMITH"), Some("MARY LEE ANN SMITH".to_string()));
        assert_eq!(clean_name("PECOS NATIONAL BAN K"), Some("PECOS NATIONAL BANK".to_string()));
    }

    #[test]
    fn a_venue_line_over_a_name_is_not_part_of_it() {
        let text = "\nCOUNTY OF HALE §\nOrval Tippett, with mailing address of Box 9";
        let names: Vec<String> = parse_name_list(text, 0, text.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["Orval Tippett"]);
        let board = "Hale County\nBoard of County Commissioners";
        let names: Vec<String> = parse_name_list(board, 0, board.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["Hale County Board of County Commissioners"]);
    }

    #[test]
    fn a_list_written_one_party_a_line_goes_on_after_an_address() {
        let text = "Ivan Roe Jr, a single individual, residing at 12 Elm Street, Ocala, Florida, 34470.\nIvan Roe Sr, a married man, \
residing at 9 Oak Street, Ocala, Florida, 34471.";
        let names: Vec<String> = parse_name_list(text, 0, text.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["Ivan Roe Jr", "Ivan Roe Sr"]);
    }

    #[test]
    fn a_nickname_in_parentheses_is_no_part_of_the_name() {
        assert_eq!(clean_name("ROY (SKIP) DALE"), Some("ROY DALE".to_string()));
        let text = "ORVAL T. (BUD) KING and NELL KING, his wife";
        let names: Vec<String> = parse_name_list(text, 0, text.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["ORVAL T. KING", "NELL KING"]);
    }

    #[test]
    fn one_who_represents_a_company_is_not_a_party() {
        for text in [
            "BAYOU STATE ROYALTY CORPORATION, a Louisiana corporation, herein represented by its President, Leon P. Fortier, duly \
authorized by resolution of its Board of Directors",
            "BAYOU STATE ROYALTY CORPORATION, herein represented by Leon P. Fortier, its President",
        ] {
            let names: Vec<String> = parse_name_list(text, 0, text.len()).parties.into_iter().map(|p| p.name).collect();
            assert_eq!(names, vec!["BAYOU STATE ROYALTY CORPORATION"], "{text}");
        }
    }

    #[test]
    fn a_company_named_with_a_land_word_is_read_when_its_designator_follows() {
        for (text, name) in [
            ("PECOS VALLEY LANDS, INC., P. O. Box 12, Pecos, Texas", "PECOS VALLEY LANDS, INC."),
            ("High Mesa Survey, LLC, of Farmington", "High Mesa Survey, LLC"),
        ] {
            let names: Vec<String> = parse_name_list(text, 0, text.len()).parties.into_iter().map(|p| p.name).collect();
            assert_eq!(names, vec![name.to_string()], "{text}");
        }
        let land = "the following lands, situated in Ward County";
        assert!(parse_name_list(land, 0, land.len()).parties.is_empty());
    }

    #[test]
    fn a_semicolon_after_a_residence_opens_the_next_party() {
        let text = "Edna Rupp Coyle, widow, of Knox County, Indiana; Homer T. Rupp and Iva Rupp, his wife, of Pike County, Indiana; \
and Lena Rupp Vail, of Posey County";
        let names: Vec<String> = parse_name_list(text, 0, text.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["Edna Rupp Coyle", "Homer T. Rupp", "Iva Rupp", "Lena Rupp Vail"]);
    }

    #[test]
    fn given_names_written_out_after_initials_are_no_part_of_the_name() {
        assert_eq!(clean_name("R. T. (ROBERT THOMAS) KEENE"), Some("R. T. KEENE".to_string()));
        assert_eq!(clean_name("A. (AMOS) BELL"), Some("A. BELL".to_string()));
        assert_eq!(clean_name("Cedar Oil (West Texas) LP"), Some("Cedar Oil (West Texas) LP".to_string()));
    }

    /// A series of a series LLC is the party, named by the company and the series; a designator
    /// after clauses that were no names belongs to the company they mention, not to this name
    /// a second time. Our own wording.
    #[test]
    fn a_series_joins_its_company_and_a_designator_is_read_once() {
        let names = |text: &str| -> Vec<String> { parse_name_list(text, 0, text.len()).parties.into_iter().map(|p| p.name).collect() };
        let acting = "OWL RIDGE ROYALTIES, LLC, a Utah limited liability company, acting solely for its protected series designated \
SERIES 7 (SAGE FLAT), and no other series of Owl Ridge Royalties, LLC";
        assert_eq!(names(acting), vec!["OWL RIDGE ROYALTIES, LLC - SERIES 7 (SAGE FLAT)"]);
        assert_eq!(names("Owl Ridge Royalties, LLC, Series B"), vec!["Owl Ridge Royalties, LLC - Series B"]);
        let clauses = "OWL RIDGE ROYALTIES, LLC, acting for its members, and no asset of Owl Ridge Royalties, LLC";
        assert_eq!(names(clauses), vec!["OWL RIDGE ROYALTIES, LLC"]);
        assert_eq!(names("ELK GAS CO., INC."), vec!["ELK GAS CO., INC."]);
    }

    #[test]
    fn the_person_a_government_acts_through_is_no_party() {
        let text = "THE STATE OF KANSAS, acting by and through OTTO P. REESE, as Probate Judge of Finney County, Kansas";
        let names: Vec<String> = parse_name_list(text, 0, text.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["STATE OF KANSAS"]);
        let agency = "The State of Wyoming, acting by and through its Board of Land Commissioners";
        let names: Vec<String> = parse_name_list(agency, 0, agency.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names.len(), 1, "{names:?}");
        assert!(names[0].contains("Board of Land Commissioners"), "{names:?}");
    }

    #[test]
    fn a_residence_whose_of_ocr_read_with_a_zero_is_no_party() {
        let text = "OSCAR L. FENN, a widower, 0f the County of Lake, State of Florida";
        let names: Vec<String> = parse_name_list(text, 0, text.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["OSCAR L. FENN"]);
        let inverted = "DORN, ALVIN J. and DORN, EDNA M., husband and wife, 0f Grady County, State of Oklahoma";
        let names: Vec<String> = parse_name_list(inverted, 0, inverted.len()).parties.into_iter().map(|p| p.name).collect();
        assert_eq!(names, vec!["DORN, ALVIN J.", "DORN, EDNA M."]);
    }

    #[test]
    fn a_form_title_or_a_stamp_line_over_a_name_is_no_part_of_it() {
        for text in [
            "OIL & GAS LEASE\nLEWIS T. GRAY",
            "PAID-UP OIL AND GAS LEASE (FORM 88)\nLEWIS T. GRAY, a single man",
            "MINERAL DEED\nLEWIS T. GRAY",
            "SPECIAL WARRANTY DEED\nLEWIS T. GRAY",
            "ORIGINAL\nLEWIS T. GRAY",
            "LEWIS T.\nOFFICIAL COPY\nGRAY",
            "LEWIS T.\n* RECEIVED *\nGRAY",
            "LEWIS T.\nFILED\nGRAY",
        ] {
            assert_eq!(names_of(text), vec!["LEWIS T. GRAY".to_string()], "{text}");
        }
        // A company whose name holds title words keeps them.
        assert_eq!(names_of("PRAIRIE OIL & GAS COMPANY"), vec!["PRAIRIE OIL & GAS COMPANY".to_string()]);
        assert_eq!(names_of("MESA LEASE HOLDINGS, L.P."), vec!["MESA LEASE HOLDINGS, L.P.".to_string()]);
    }

    #[test]
    fn words_that_point_back_at_a_party_or_count_parties_are_not_its_name() {
        for text in ["THESAID LEWIS T. GRAY", "the aforesaid Lewis T. Gray", "AFORESAID LEWIS T. GRAY", "FIRST LEWIS T. GRAY"] {
            let names = names_of(text);
            assert_eq!(names.len(), 1, "{text}");
            assert!(names[0].eq_ignore_ascii_case("LEWIS T. GRAY"), "{text}: {names:?}");
        }
        assert_eq!(names_of("FIRST STATE BANK OF ELM"), vec!["FIRST STATE BANK OF ELM".to_string()]);
    }

    #[test]
    fn a_kind_of_company_alone_names_no_one() {
        for text in ["ASSOCIATION", "the COMPANY", "said Bank", "THE TRUST", "Corporation"] {
            assert!(names_of(text).is_empty(), "{text}");
        }
        assert_eq!(names_of("PLAINS BANK, National Association"), vec!["PLAINS BANK, National Association".to_string()]);
    }

    #[test]
    fn a_spouse_written_by_given_name_alone_takes_the_other_spouse_s_surname() {
        for (text, expected) in [
            ("Henry L. Price and his wife, Nora", ["Henry L. Price", "Nora Price"]),
            ("HENRY PRICE and wife NORA", ["HENRY PRICE", "NORA PRICE"]),
            ("Ada Pruitt and her husband, Wendell", ["Ada Pruitt", "Wendell Pruitt"]),
            ("PRICE, HENRY L. and NORA B., husband and wife", ["PRICE, HENRY L.", "PRICE, NORA B."]),
            ("Mr. and Mrs. Henry L. Price", ["Henry L. Price", "Mrs. Henry L. Price"]),
            ("Henry L. and Nora Price, husband and wife", ["Henry L. Price", "Nora Price"]),
        ] {
            assert_eq!(names_of(text), expected.map(str::to_string).to_vec(), "{text}");
        }
        // A given name after a stranger is no spouse's: it stays dropped.
        assert_eq!(names_of("Henry L. Price, Nora"), vec!["Henry L. Price".to_string()]);
    }

    #[test]
    fn a_trust_named_beside_its_trustee_is_one_party() {
        for (text, capacity) in [
            ("THE ROE LIVING TRUST, Mary Roe, Trustee", "Trustee of ROE LIVING TRUST"),
            ("Mary Roe, Trustee, ROE FAMILY TRUST", "Trustee of ROE FAMILY TRUST"),
            ("MARY ROE, individually and as Trustee of the MARY ROE REVOCABLE TRUST dated May 1, 1999", "as Trustee of the MARY ROE"),
            ("Mary Roe, Trustor and Trustee of the Roe Living Trust", "Trustor"),
        ] {
            let list = parse_name_list(text, 0, text.len());
            let names: Vec<(&str, Option<&str>)> = list.parties.iter().map(|p| (p.name.as_str(), p.capacity.as_deref())).collect();
            assert_eq!(names.len(), 1, "{text}: {names:?}");
            assert!(names[0].0.eq_ignore_ascii_case("Mary Roe"), "{text}: {names:?}");
            assert!(names[0].1.is_some_and(|c| c.starts_with(capacity)), "{text}: {names:?}");
        }
        // A trust with no trustee beside it is the party.
        assert_eq!(names_of("THE ROE LIVING TRUST, and ELM CREEK LLC"), vec!["ROE LIVING TRUST".to_string(), "ELM CREEK LLC".to_string()]);
    }

    #[test]
    fn the_partner_or_manager_a_company_acts_by_is_no_party() {
        for (text, company) in [
            (
                "HAWK BUTTE PARTNERS, L.P., a Texas limited partnership, acting by its general partner, HAWK BUTTE GP, LLC",
                "HAWK BUTTE PARTNERS, L.P.",
            ),
            ("Coyote Draw Energy, LP, by and through its General Partner, Coyote Draw Management, Inc.", "Coyote Draw Energy, LP"),
            (
                "ELM FORK ROYALTY PARTNERS, LTD., acting by and through its managing general partner, ELM FORK CAPITAL CORP.",
                "ELM FORK ROYALTY PARTNERS, LTD.",
            ),
            ("Rimrock Minerals, LLC, by its Manager, Jed Tully", "Rimrock Minerals, LLC"),
            ("PINTO VALLEY LP, by PINTO VALLEY GP LLC, its general partner", "PINTO VALLEY LP"),
        ] {
            assert_eq!(names_of(text), vec![company.to_string()], "{text}");
        }
        // An office whose holder goes unnamed: the name after "and" is the next party.
        assert_eq!(
            names_of("SAND HILLS RANCH CO., a general partnership, acting by and through its managing partner, and OPAL REED, a widow"),
            vec!["SAND HILLS RANCH CO.".to_string(), "OPAL REED".to_string()]
        );
        // A government's agency still joins its name.
        assert_eq!(
            names_of("THE STATE OF WYOMING, acting by and through its Board of Land Commissioners"),
            vec!["STATE OF WYOMING, Board of Land Commissioners".to_string()]
        );
    }

    #[test]
    fn a_spouse_named_in_a_marital_description_is_no_party() {
        for (text, party) in [
            (
                "ALCIDE J. PICARD, a person of the full age of majority, married but once and then to\nOdile Comeaux, with whom he \
resides at 12 Bayou Road, Opelousas, Louisiana",
                "ALCIDE J. PICARD",
            ),
            ("Pierre Landry, married to Celeste Hebert, domiciled in Lafayette Parish", "Pierre Landry"),
            (
                "OVIDE T. PITRE, a resident of Caddo Parish, Louisiana, married but once and thento Ida Lee Ray, with whom he lives",
                "OVIDE T. PITRE",
            ),
            ("JULES ROY, husband of Marie Guidry", "JULES ROY"),
            ("EMILE BROUSSARD, whose wife is Anna Babin, of Vermilion Parish", "EMILE BROUSSARD"),
            ("Maria Lopez, a married woman dealing with her separate property, joined pro forma by her husband, Juan Lopez", "Maria Lopez"),
        ] {
            assert_eq!(names_of(text), vec![party.to_string()], "{text}");
        }
        // A spouse named among the parties is one, and a married person's residence is no spouse.
        assert_eq!(names_of("JULES ROY and MARIE ROY, his wife"), vec!["JULES ROY".to_string(), "MARIE ROY".to_string()]);
        assert_eq!(names_of("Jules Roy, Married, of the Village of Cadiz, County of Harrison"), vec!["Jules Roy".to_string()]);
    }

    #[test]
    fn the_ordinal_of_a_numbered_grant_is_no_part_of_the_name() {
        for (raw, name) in [
            ("FIRST: The said MARVIN E. OCHS", "MARVIN E. OCHS"),
            ("SECOND: The Aforesaid Wendell A. Ochs", "Wendell A. Ochs"),
            ("FIRST. THE SAID IDA MAE LUND", "IDA MAE LUND"),
        ] {
            assert_eq!(clean_name(raw), Some(name.to_string()), "{raw}");
        }
        assert_eq!(clean_name("FIRST NATIONAL BANK OF ALVA"), Some("FIRST NATIONAL BANK OF ALVA".to_string()));
    }

    #[test]
    fn a_hyphenated_surname_is_a_name() {
        for name in ["Kathleen Brzezinski-Vanderhoef", "MARIA ELENA GARZA-OCHOA", "Ana Ruiz-DeLeon", "Joan Kowalczyk-McBride"] {
            assert_eq!(clean_name(name), Some(name.to_string()), "{name}");
        }
        let couple = "Rueben A. Vanderhoef Jr. and Kathleen Brzezinski-Vanderhoef, as survivorship marital property";
        assert_eq!(names_of(couple), vec!["Rueben A. Vanderhoef Jr.".to_string(), "Kathleen Brzezinski-Vanderhoef".to_string()]);
        // A capital inside a word is still a scan's error.
        assert_eq!(clean_name("KathLeen Brzezinski-VanderHoef"), None);
    }

    #[test]
    fn a_former_or_maiden_name_is_no_second_party() {
        for text in [
            "Ingrid Marie Dahl, formerly Ingrid Marie Sletten",
            "INGRID MARIE DAHL, forrnerly INGRID MARIE SLETTEN, a widow",
            "Ingrid Marie Dahl, nee Sletten",
            "INGRID MARIE SLETTEN, now INGRID MARIE DAHL",
        ] {
            assert_eq!(names_of(text).len(), 1, "{text}: {:?}", names_of(text));
        }
    }

    /// A bank or a church named for its town keeps the state written after the town; a state
    /// after a town that follows the name is the name's address. Our own names.
    #[test]
    fn a_company_named_for_its_town_keeps_the_towns_state() {
        assert_eq!(
            names_of("THE PLANTERS STATE BANK OF CEDAR FALLS, IOWA, a corporation organized under the laws of Iowa"),
            vec!["PLANTERS STATE BANK OF CEDAR FALLS, IOWA".to_string()]
        );
        assert_eq!(names_of("FIRST STATE BANK OF ODESSA, Odessa, Texas"), vec!["FIRST STATE BANK OF ODESSA".to_string()]);
        assert_eq!(names_of("ROY A. TEAGUE, of Ada, Oklahoma"), vec!["ROY A. TEAGUE".to_string()]);
    }

    /// Residence words a scan broke or glued ("a res-\nidentof", "Stateof"), and a
    /// consideration that opens the premises: none of them adds a party. Our own names.
    #[test]
    fn places_and_clause_words_a_scan_glued_add_no_party() {
        assert_eq!(
            names_of(
                "JOHN ROE and MARY ROE, his wife, residents of Elm County, Colorado, and CARL DOE, a res-\nidentof the City and County of Denver, Colorado"
            ),
            ["JOHN ROE", "MARY ROE", "CARL DOE"]
        );
        assert_eq!(names_of("Otto Lund and Ida Lund, his wife, of the County of Elm and Stateof North Dakota"), ["Otto Lund", "Ida Lund"]);
        assert_eq!(names_of("FOR VALUE RECEIVED, ADA ROE and OTTO ROE, husband and wife"), ["ADA ROE", "OTTO ROE"]);
    }

    /// A fiduciary's title with a word of its kind before the office, and an office written after
    /// the residence: the office is the capacity, never a name. Our own names.
    #[test]
    fn an_office_after_its_kind_or_after_the_residence_is_a_capacity() {
        let list = parse_name_list("LEO ROE, as Liquidating Trustee of the Roe Oil Liquidating Trust", 0, 64);
        assert_eq!(
            list.parties.iter().map(|p| (p.name.as_str(), p.capacity.as_deref())).collect::<Vec<_>>(),
            [("LEO ROE", Some("as Liquidating Trustee of the Roe Oil Liquidating Trust"))]
        );
        let text = "LEON BIRD, of said Town, Trustee";
        let list = parse_name_list(text, 0, text.len());
        assert_eq!(
            list.parties.iter().map(|p| (p.name.as_str(), p.capacity.as_deref())).collect::<Vec<_>>(),
            [("LEON BIRD", Some("Trustee"))]
        );
    }

    /// A company whose "and" follows an article or the office of a fiduciary who serves it is one
    /// party; "the said" refers back to a person, and the "and" after it parts two. Our own
    /// names.
    #[test]
    fn a_company_s_and_after_an_article_or_an_office_parts_no_parties() {
        assert_eq!(
            names_of("the Prairie Farm Mortgage and Debenture Company, a corporation of Fargo"),
            ["Prairie Farm Mortgage and Debenture Company"]
        );
        assert_eq!(names_of("the Elk Valley Land and Live Stock Company, a corporation"), ["Elk Valley Land and Live Stock Company"]);
        assert_eq!(names_of("the said Carl Doe and Elk Valley Oil Company").len(), 2);
        assert_eq!(
            names_of("VIRGIL ROE, of Elm, Indiana, Receiver of The Elm City Farmers and Merchants Bank, an Indiana banking corporation"),
            ["VIRGIL ROE"]
        );
    }

    /// "Abstract and Title", "Building and Loan", "Farmers and Merchants": an "and" between two
    /// words of a line of business inside a company's name parts no parties, however many words
    /// of place open the name and whatever digits the scan put for letters. Our own names.
    #[test]
    fn an_and_between_two_words_of_a_trade_stays_inside_a_company_name() {
        assert_eq!(names_of("PIKE COUNTY ABSTRACT AND TITLE COMPANY, an Oklahoma corporation"), ["PIKE COUNTY ABSTRACT AND TITLE COMPANY"]);
        assert_eq!(names_of("Elm Valley Bui1ding and Loan Association, a corporation"), ["Elm Valley Building and Loan Association"]);
        assert_eq!(names_of("THE FARMERS AND MERCHANTS BANK OF ELM, a banking corporation"), ["FARMERS AND MERCHANTS BANK OF ELM"]);
        assert_eq!(names_of("ELM RIVER OIL COMPANY and FARMERS STATE BANK OF ADA").len(), 2);
        assert_eq!(names_of("OTTO ROE and MERCHANTS BANK OF ADA").len(), 2);
    }

    /// "acting here through its managing partner, ELI ROE": the adverb before "through" does not
    /// make the company an official; the partner signs for it and is no party. Our own names.
    #[test]
    fn a_company_acting_here_through_its_partner_is_the_party() {
        assert_eq!(
            names_of(
                "PECAN BOTTOM LAND AND CATTLE COMPANY, a general partnership, acting here through its managing partner, ELI ROE, of Elm, Oklahoma"
            ),
            ["PECAN BOTTOM LAND AND CATTLE COMPANY"]
        );
        assert_eq!(names_of("ELM BEND RANCH, INC., acting herein through its President, ADA POE"), ["ELM BEND RANCH, INC."]);
    }

    /// Partners named after a "composed of" the scan parted are members; a former name in
    /// parentheses is no part of the name. Our own names.
    #[test]
    fn partners_and_a_former_name_in_parentheses_add_no_party() {
        assert_eq!(
            names_of("Elk Hills Drilling Partners, a partnership co mposed of Ward Roe and Roy C. Doe, of Wichita, Kansas"),
            ["Elk Hills Drilling Partners"]
        );
        assert_eq!(names_of("PAULA ANN ROE (formerly Paula Ann Doe), a married woman"), ["PAULA ANN ROE"]);
    }

    /// A company's descriptor that names where it was made and, after "and", where it does
    /// business: neither state is a party. Our own names.
    #[test]
    fn the_state_a_company_does_business_in_is_no_party() {
        for text in [
            "The Elk Fork Gas and Oil Company, a corporation organized under the laws of Kentucky and doing business in the State of Ohio",
            "PRAIRIE HOLLOW PIPE LINE COMPANY, a Delaware corporation and authorized to do business in the State of Kansas",
            "Dry Mesa Oil Co., a corporation of Nevada and licensed in the State of Utah",
        ] {
            assert_eq!(names_of(text).len(), 1, "{text}: {:?}", names_of(text));
        }
    }

    #[test]
    fn the_partners_a_partnership_is_composed_of_are_no_parties() {
        for text in [
            "BAYOU STATE EXPLORATION COMPANY, a partnership composed of Hugh Voss and Ray Lemoine, of Shreveport, Louisiana",
            "Caddo Lake Oil Company, a Louisiana partnership consisting of Hugh Voss, Ray Lemoine and Ivy Boyd",
            "BAYOU STATE EXPLORATION COMPANY, a general partnership whose partners are Hugh Voss and Ray Lemoine",
        ] {
            let names = names_of(text);
            assert_eq!(names.len(), 1, "{text}: {names:?}");
            assert!(names[0].ends_with("COMPANY") || names[0].ends_with("Company"), "{text}: {names:?}");
        }
        // A residence ends the members: the party after it is one.
        let text = "BAYOU STATE OIL COMPANY, a partnership composed of Hugh Voss and Ray Lemoine, of Shreveport, Louisiana, and \
IVY BOYD, a single woman";
        assert_eq!(names_of(text), vec!["BAYOU STATE OIL COMPANY".to_string(), "IVY BOYD".to_string()]);
    }

    /// A firm named by its partners' surnames ("ORTON AND BLISS", "Orton & Bliss") and described
    /// as a partnership is one party, its members after "composed of" none, even when the firm's
    /// seat comes between ("a copartnership of Lamar, Missouri, composed of ...").
    #[test]
    fn a_firm_named_by_its_partners_surnames_is_one_party() {
        for text in [
            "ORTON AND BLISS, a copartnership of Lamar, Missouri, composed of Walter J. Orton and Henry F. Bliss as its only partners",
            "Orton & Bliss, a partnership composed of Walter J. Orton and Henry F. Bliss",
            "ORTON & BLISS, a general partnership, of Lamar, Missouri",
        ] {
            let names = names_of(text);
            assert_eq!(names.len(), 1, "{text}: {names:?}");
            assert!(names[0].to_uppercase().starts_with("ORTON") && names[0].to_uppercase().ends_with("BLISS"), "{text}: {names:?}");
        }
        // Persons named with their given names are two parties.
        assert_eq!(names_of("WALTER ORTON and HENRY BLISS, of Lamar, Missouri").len(), 2);
    }

    #[test]
    fn all_or_both_of_a_county_is_the_residence_of_the_names_before() {
        for text in [
            "LARS HOLM, a widower, and INGA TEAGUE and J. W. TEAGUE, her husband, all of the County of Fergus and State of Montana",
            "Lars Holm and Inga Holm, husband and wife, both of Ward County, and State of North Dakota",
            "LARS HOLM and INGA HOLM, each of the City of Ada, County of Pontotoc and State of Oklahoma",
            "Lars Holm and Inga Holm, all residents of the County of Reeves, State of Texas",
        ] {
            let names = names_of(text);
            assert!(names.len() >= 2 && names.iter().all(|n| !n.contains("State") && !n.contains("County")), "{text}: {names:?}");
        }
    }

    #[test]
    fn a_capacity_in_the_plural_belongs_to_every_name_of_its_run() {
        let read = |text: &str| -> Vec<(String, Option<String>)> {
            parse_name_list(text, 0, text.len()).parties.into_iter().map(|p| (p.name, p.capacity)).collect()
        };
        for (text, people, capacity) in [
            ("THE HOLT FAMILY TRUST dated June 3, 1994, ROSS HOLT and NAN HOLT, Trustees", ["ROSS HOLT", "NAN HOLT"], "Trustee"),
            ("Calder Ranch Trust, Vern Calder and Ida Calder Moss, Co-Trustees", ["Vern Calder", "Ida Calder Moss"], "Trustee"),
            (
                "the Ewing Living Trust u/a/d April 1, 2001, Dale Ewing and Bev Ewing, Successor Trustees",
                ["Dale Ewing", "Bev Ewing"],
                "Trustee",
            ),
            ("Jo Barr and Lee Barr, as Trustees of the Barr Trust", ["Jo Barr", "Lee Barr"], "as Trustees of the Barr Trust"),
            ("HAL GRIMM and ETTA GRIMM LUND, Co-Executors of the Estate of Otto Grimm", ["HAL GRIMM", "ETTA GRIMM LUND"], "Co-Executors"),
        ] {
            let found = read(text);
            assert_eq!(found.iter().map(|(name, _)| name.as_str()).collect::<Vec<_>>(), people, "{text}: {found:?}");
            assert!(found.iter().all(|(_, c)| c.as_deref().is_some_and(|c| c.contains(capacity))), "{text}: {found:?}");
        }
        // A singular capacity, or one after a couple's descriptor, is the last name's alone.
        for text in ["JOHN ROE and MARY ROE, husband and wife, and ALAN FOX, Trustees", "JOHN ROE and ALAN FOX, Trustee"] {
            let found = read(text);
            assert_eq!(found.iter().filter(|(_, c)| c.is_some()).count(), 1, "{text}: {found:?}");
            assert!(found.last().is_some_and(|(name, c)| name == "ALAN FOX" && c.is_some()), "{text}: {found:?}");
        }
    }

    #[test]
    fn an_initial_without_its_period_opens_the_name() {
        assert_eq!(clean_name("C Edward Stuchell"), Some("C Edward Stuchell".to_string()));
        assert_eq!(clean_name("T N WILSON"), Some("T N WILSON".to_string()));
        assert_eq!(clean_name("R Nellie Vance"), Some("R Nellie Vance".to_string()));
        // A letter before a name and then clause text is the scan's speck.
        assert_eq!(clean_name("N Wilson in his own right"), Some("Wilson".to_string()));
        assert_eq!(clean_name("A Mary Vance"), Some("Mary Vance".to_string()));
    }

    #[test]
    fn a_lower_case_name_keeps_the_surname_the_lists_lack() {
        assert_eq!(clean_name("donna lynn reinholt"), Some("donna lynn reinholt".to_string()));
        assert_eq!(clean_name("walter kozlowsky"), Some("walter kozlowsky".to_string()));
        assert_eq!(clean_name("walter smith widower"), Some("walter smith".to_string()));
        assert_eq!(clean_name("walter smith whose"), Some("walter smith".to_string()));
    }

    /// A scan runs "of the" together ("ofthe", "0fthe") before the county, city or parish a party
    /// lives in; printed indentures put that residence between the names and "party of the first
    /// part", so the place must not come out as one more party.
    #[test]
    fn a_residence_whose_of_the_ran_together_is_no_party() {
        let cases: &[(&str, &[&str])] = &[
            (
                "JONAS P. WEBB and ALMA R. WEBB, his wifc, 0fthe County of Lane, in the Statc of Missouri",
                &["JONAS P. WEBB", "ALMA R. WEBB"],
            ),
            ("ELMO T. VANCE, ofthe County of Pawnee and Statc of Kansas", &["ELMO T. VANCE"]),
            ("Carl Fenwick and Ruth Fenwick, husband and wife, ofthe City of Hastings, Nebraska", &["Carl Fenwick", "Ruth Fenwick"]),
            ("OSCAR DAHL, a widower, 0fthe Town of Viroqua, Vernon County, Wisconsin", &["OSCAR DAHL"]),
            ("Marie L. Thibault, ofthe Parish of Acadia, Louisiana", &["Marie L. Thibault"]),
            ("HOMER J. PRUITT, ofthe Township of Salem, in the County of Noble", &["HOMER J. PRUITT"]),
            ("LENA B. ORTT, a single woman 0fthe Borough of Kittanning", &["LENA B. ORTT"]),
            ("ARLO DEAN MAYS, of the County of Greer and State of Oklahoma", &["ARLO DEAN MAYS"]),
        ];
        let misread: Vec<_> =
            cases.iter().filter(|(text, expected)| names_of(text) != *expected).map(|(text, _)| (*text, names_of(text))).collect();
        assert!(misread.is_empty(), "{} of {} misread: {misread:?}", misread.len(), cases.len());
    }
}
