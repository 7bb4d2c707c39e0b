//! Names that borrow their surname from their neighbour in a list ("John and Mary Smith",
//! "Smith, John A.", "John Smith and wife, Mary"), read in the order written.

use super::*;

/// "Smith, John A.": a lone surname followed after a comma by given names is one name, kept in
/// the order written.
pub(super) fn join_inverted_names(list: &mut NameList, given_only: &mut Vec<bool>, after_and: &mut Vec<bool>) {
    let mut index = 0;
    while index + 1 < list.parties.len() {
        let lone_surname = list.parties[index].name.split_whitespace().count() == 1 && !ORGANIZATION.is_match(&list.parties[index].name);
        let given_follows = given_only.get(index + 1) == Some(&true)
            && after_and.get(index + 1) == Some(&false)
            && text_gap_is_comma(&list.parties[index], &list.parties[index + 1]);
        if lone_surname && given_follows {
            let given = list.parties.remove(index + 1);
            given_only.remove(index + 1);
            after_and.remove(index + 1);
            let party = &mut list.parties[index];
            party.name = format!("{}, {}", party.name, given.name);
            party.end = given.end;
            given_only[index] = false;
        }
        index += 1;
    }
}

fn text_gap_is_comma(first: &NamedParty, second: &NamedParty) -> bool {
    second.start > first.end && second.start - first.end <= 3
}

/// "John and Mary Smith": a given name alone takes the surname of the name after it.
pub(super) fn borrow_surnames(text: &str, list: &mut NameList, given_only: &[bool], after_and: &[bool]) {
    let mut parties = std::mem::take(&mut list.parties);
    let mut given_only = given_only.to_vec();
    // "Mr. and Mrs. Henry L. Price": the husband is the name the wife's is written in.
    for index in 0..parties.len().saturating_sub(1) {
        let honorific_alone = matches!(parties[index].name.trim_end_matches('.').to_ascii_lowercase().as_str(), "mr" | "dr");
        let wife = parties[index + 1].name.clone();
        let husband = ["Mrs. ", "MRS. ", "Mrs ", "MRS "].iter().find_map(|title| wife.strip_prefix(title)).map(str::trim);
        if let Some(husband) = husband.filter(|_| honorific_alone && after_and.get(index + 1) == Some(&true)) {
            parties[index].name = husband.to_string();
            parties[index].end = parties[index].end.max(parties[index].start);
            given_only[index] = false;
        }
    }
    let surnames: Vec<Option<String>> = (0..parties.len())
        .map(|index| {
            parties
                .get(index + 1)
                .filter(|_| after_and.get(index + 1) == Some(&true))
                // "John and Mary Smith": only "and" stands between; a word left between them
                // ("Cty\nof the same place, ..., and JOHN ROE") is no given name of the pair.
                .filter(|next| joined_by_and_alone(text.get(parties[index].end..next.start).unwrap_or("")))
                .filter(|next| next.entity_type == EntityType::Person)
                .and_then(|next| surname_of(&next.name))
        })
        .collect();
    for ((mut party, given), surname) in parties.into_iter().zip(given_only).zip(surnames) {
        if !given {
            list.parties.push(party);
            continue;
        }
        match surname {
            // "R.B. | Holt of Marietta, and Ida M. Holt": a lone word that is the next name's own
            // surname is what is left of a name whose given names OCR cut off, not a given name.
            Some(surname) if party.name.trim_end_matches(['.', ',']).eq_ignore_ascii_case(surname.trim_end_matches(['.', ','])) => {
                list.warnings.push(format!("surname without its given names dropped: {}", party.name));
            }
            Some(surname) => {
                party.name = format!("{} {}", party.name, surname);
                list.parties.push(party);
            }
            None => match list.parties.last().and_then(|spouse| spouse_surname(text, spouse, &party)) {
                Some(name) => {
                    list.warnings.push(format!("{} takes the surname of the spouse before: {name}", party.name));
                    party.name = name;
                    list.parties.push(party);
                }
                None => list.warnings.push(format!("given name without a surname dropped: {}", party.name)),
            },
        }
    }
}

/// The whole name of a spouse written by given name alone after the other spouse: "Henry Price
/// and his wife, Nora" (the words between say she is his wife) is Nora Price; "PRICE, HENRY L.
/// and NORA B." (a list written surname first) is PRICE, NORA B.
fn spouse_surname(text: &str, before: &NamedParty, given: &NamedParty) -> Option<String> {
    if before.entity_type != EntityType::Person && before.entity_type != EntityType::Unknown {
        return None;
    }
    // "and wife Nora": the relation word may open the span the given name was read from.
    let between = text.get(before.end..given.end)?;
    let mut words: Vec<String> =
        between.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()).map(str::to_ascii_lowercase).collect();
    words.truncate(words.len().saturating_sub(given.name.split_whitespace().count()));
    let spouse_words = ["and", "&", "his", "her", "wife", "husband", "spouse"];
    let named_spouse = words.iter().any(|w| matches!(w.as_str(), "wife" | "husband" | "spouse"));
    if words.iter().all(|w| spouse_words.contains(&w.as_str())) && named_spouse {
        return surname_of(&before.name).map(|surname| format!("{} {surname}", given.name));
    }
    let inverted = before.name.split_once(", ").map(|(surname, _)| surname).filter(|surname| !surname.contains(' '));
    let and_alone = !words.is_empty() && words.iter().all(|w| w == "and" || w == "&");
    inverted.filter(|_| and_alone).map(|surname| format!("{surname}, {}", given.name))
}

/// Whether only "and" (or "&"), commas and white space stand between two names.
fn joined_by_and_alone(between: &str) -> bool {
    between.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()).all(|w| w.eq_ignore_ascii_case("and") || w == "&")
}

pub(super) fn surname_of(name: &str) -> Option<String> {
    name.split([' ', ','])
        .filter(|w| !w.is_empty())
        .rev()
        .find(|w| !SUFFIXES.contains(&w.trim_end_matches('.').to_ascii_uppercase().as_str()) && w.len() > 1)
        .map(str::to_string)
}

/// A person's given name without a surname: "John", "Ralph E.".
pub(super) fn is_given_only(name: &str) -> bool {
    let words: Vec<&str> = name.split_whitespace().collect();
    match words.as_slice() {
        [single] => !ORGANIZATION.is_match(single),
        [given, initial] => is_initial(initial) && !is_initial(given),
        _ => false,
    }
}
