//! How an affidavit of heirship or a decree lists the heirs, as a cross product of the list's
//! grammar (our own words and invented names): the lead-in that opens the list, the list's
//! structure (a sentence, numbered or lettered paragraphs, a colon or "namely" then the names,
//! one heir a line), what stands beside each name (a relationship after it or before it, a
//! residence, a share), an heir the list says predeceased (no heir), and what ends the list
//! (a blank line, the affiant's next statement, the next numbered paragraph).

use super::test_support::run;
use crate::vocab::{DocCategory, Role};

/// The lead-ins, each written so that the names follow it.
const LEAD_INS: &[&str] = &[
    "The Decedent left surviving as his only heirs at law",
    "The Decedent was survived by",
    "The heirs at law of the Decedent are",
    "The Decedent died leaving as his sole heirs",
];

/// (name, relationship) of the heirs; the third predeceased when the product says so.
const HEIRS: &[(&str, &str)] = &[("Wilma Quade Farris", "daughter"), ("Norbert Quade", "son"), ("Lyle Quade", "son")];

#[derive(Clone, Copy, Debug)]
enum Structure {
    /// "... A, daughter, B, son, and C, son."
    Sentence,
    /// "...:" ending the line, then "1. A, daughter" one a line.
    Numbered,
    /// "...:" ending the line, then "(a) A, daughter" one a line.
    Lettered,
    /// "..., namely:" ending the line, then one heir a line, unmarked.
    NamelyLines,
    /// "..., to wit: A, daughter; B, son; and C, son." on the same line.
    ToWitInline,
}

#[derive(Clone, Copy, Debug)]
enum Beside {
    Nothing,
    RelationshipAfter,
    RelationshipBefore,
    RelationshipAndResidence,
    RelationshipAndShare,
}

#[derive(Clone, Copy, Debug)]
enum Ending {
    BlankLine,
    AffiantStates,
    NextParagraph,
}

fn entry(name: &str, relationship: &str, beside: Beside) -> String {
    match beside {
        Beside::Nothing => name.to_string(),
        Beside::RelationshipAfter => format!("{name}, {relationship}"),
        Beside::RelationshipBefore => format!("a {relationship}, {name}"),
        Beside::RelationshipAndResidence => format!("{name}, {relationship}, of Tell City, Indiana"),
        Beside::RelationshipAndShare => format!("{name}, {relationship}, an undivided one-third interest"),
    }
}

fn variant(lead_in: &str, structure: Structure, beside: Beside, predeceased: bool, ending: Ending) -> String {
    let mut entries: Vec<String> = HEIRS.iter().map(|(name, relationship)| entry(name, relationship, beside)).collect();
    if predeceased {
        entries.push(format!("{}, who predeceased the Decedent without issue", entry("Dwight Quade", "son", beside)));
    }
    let mut text = String::from(
        "AFFIDAVIT OF HEIRSHIP\n\nSTATE OF INDIANA\nCOUNTY OF PERRY\n\nThe undersigned, being first duly sworn, states:\n\n\
1. Amos Quade (the \"Decedent\") died intestate on June 4, 1979, a resident of Perry County.\n\n2. ",
    );
    match structure {
        Structure::Sentence => {
            let last = entries.pop().unwrap_or_default();
            text += &format!("{lead_in} {}, and {last}.\n", entries.join(", "));
        }
        Structure::ToWitInline => {
            let last = entries.pop().unwrap_or_default();
            text += &format!("{lead_in}, to wit: {}; and {last}.\n", entries.join("; "));
        }
        Structure::Numbered | Structure::Lettered | Structure::NamelyLines => {
            text += lead_in;
            text += if matches!(structure, Structure::NamelyLines) { ", namely:\n" } else { ":\n" };
            for (at, line) in entries.iter().enumerate() {
                let mark = match structure {
                    Structure::Numbered => format!("    {}. ", at + 1),
                    Structure::Lettered => format!("    ({}) ", (b'a' + at as u8) as char),
                    _ => "    ".to_string(),
                };
                text += &format!("{mark}{line}\n");
            }
        }
    }
    match ending {
        Ending::BlankLine => text += "\n3. The Decedent owned the land described in the deed recorded in Book 12, Page 40.\n",
        Ending::AffiantStates => text += "Affiant further states that the Decedent left no will.\n",
        Ending::NextParagraph => text += "3. The Decedent left no will and no debts.\n",
    }
    text += "\n/s/ Ruth Ellery\nRuth Ellery, Affiant\n";
    text
}

#[test]
fn the_heirs_are_read_however_the_list_is_written() {
    let structures = [Structure::Sentence, Structure::Numbered, Structure::Lettered, Structure::NamelyLines, Structure::ToWitInline];
    let besides = [
        Beside::Nothing,
        Beside::RelationshipAfter,
        Beside::RelationshipBefore,
        Beside::RelationshipAndResidence,
        Beside::RelationshipAndShare,
    ];
    let endings = [Ending::BlankLine, Ending::AffiantStates, Ending::NextParagraph];
    let mut total = 0;
    let mut failures = Vec::new();
    for lead_in in LEAD_INS {
        for structure in structures {
            for beside in besides {
                for predeceased in [false, true] {
                    for ending in endings {
                        total += 1;
                        let text = variant(lead_in, structure, beside, predeceased, ending);
                        let parties = run(&text, DocCategory::AffidavitOfHeirship).parties;
                        let mut heirs: Vec<String> =
                            parties.iter().filter(|p| p.role == Role::Heir).map(|p| super::name_key(&p.name)).collect();
                        heirs.sort();
                        let mut expected: Vec<String> = HEIRS.iter().map(|(name, _)| super::name_key(name)).collect();
                        expected.sort();
                        let decedent = parties.iter().any(|p| p.role == Role::Decedent && super::name_key(&p.name) == "AMOS QUADE");
                        if heirs != expected || !decedent {
                            failures.push(format!("{lead_in:?} {structure:?} {beside:?} predeceased={predeceased} {ending:?}: {heirs:?}"));
                        }
                    }
                }
            }
        }
    }
    eprintln!("heir lists read: {} of {total}", total - failures.len());
    for failure in &failures {
        eprintln!("{failure}");
    }
    assert!(failures.len() <= MISSED_AT_MOST, "{} of {total} heir lists misread", failures.len());
}

/// The combinations not yet read, 4 of 600 (494 read at the start): unmarked lines after
/// "namely:" that the affiant's next statement follows with no blank line, where the lines are
/// also read as one long name.
const MISSED_AT_MOST: usize = 4;
