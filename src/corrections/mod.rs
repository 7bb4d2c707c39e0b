//! An examiner's corrections: one TOML file per package (`<package_id>.toml`) in a folder given
//! by `--corrections DIR`, beside the input and never inside it, so that input folders stay
//! untouched and the next night's run applies the same corrections again.
//!
//! Each `[[correction]]` has an `id`, an `author`, a `reason` and a `kind`. Document kinds
//! (`document = "<document_id>"`) change one instrument's values after L0 (apply.rs), so that
//! `--enrich-only` applies them without extraction; owner assertions (`same_owner`,
//! `not_same_owner`) act inside L2 (l2/assertions.rs); `same_land` acts on the package's tract
//! identity. A correction that no longer fits what it names is not applied: it is *stale*, and
//! the run says so per correction. A file that cannot be read as corrections fails its package
//! only, with the file, the line and the field named.
//!
//! TOML because examiners write these by hand: comments, no quoting of keys, and the `toml`
//! crate's errors give the line and column of what is wrong.

pub mod apply;
pub mod check;

use crate::calendar::Date;
use crate::l0::TractMatch;
use crate::vocab::{DateKind, DocCategory, EntityType, LandSystem, Role};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// The extension of a corrections file.
pub const EXTENSION: &str = "toml";

/// A package's corrections, in the order the file gives them.
#[derive(Debug, Clone, PartialEq)]
pub struct PackageCorrections {
    /// The file they were read from, as the run names it in messages.
    pub file: String,
    pub corrections: Vec<Correction>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Correction {
    pub id: String,
    pub author: String,
    pub reason: String,
    /// The line of its `[[correction]]` header, for messages.
    pub line: usize,
    pub change: Change,
}

/// What a correction changes.
#[derive(Debug, Clone, PartialEq)]
pub enum Change {
    /// A document's values, after L0.
    Document { document_id: String, change: DocumentChange },
    /// These names (canonical names, or `document_id/party_id` members) are one owner.
    SameOwner(Vec<String>),
    /// These names are never one owner, whatever a rule of L2 says.
    NotSameOwner(Vec<String>),
    /// These tracts (tract ids or identity phrases as the output shows them) are one tract.
    SameLand(Vec<String>),
}

#[derive(Debug, Clone, PartialEq)]
pub enum DocumentChange {
    /// The party shown as `party` gets another name, role or entity type.
    ReplaceParty {
        party: String,
        name: Option<String>,
        role: Option<Role>,
        entity_type: Option<EntityType>,
    },
    AddParty {
        name: String,
        role: Role,
        entity_type: EntityType,
    },
    /// The party shown as `party` is not a party of the instrument (a notary, a recital's name).
    NotAParty {
        party: String,
    },
    /// `replaces`: the governing date shown before, checked when given.
    GoverningDate {
        date: Date,
        kind: DateKind,
        replaces: Option<String>,
    },
    /// A tract the land reader missed; with `replaces`, instead of the tract shown so.
    Tract {
        tract: Box<TractMatch>,
        replaces: Option<String>,
    },
    Category {
        category: DocCategory,
        replaces: Option<DocCategory>,
    },
    ConveysFee {
        conveys_fee: bool,
        replaces: Option<bool>,
    },
}

impl Change {
    pub fn kind(&self) -> &'static str {
        match self {
            Change::Document { change, .. } => match change {
                DocumentChange::ReplaceParty { .. } => "replace_party",
                DocumentChange::AddParty { .. } => "add_party",
                DocumentChange::NotAParty { .. } => "not_a_party",
                DocumentChange::GoverningDate { .. } => "governing_date",
                DocumentChange::Tract { replaces: None, .. } => "add_tract",
                DocumentChange::Tract { replaces: Some(_), .. } => "replace_tract",
                DocumentChange::Category { .. } => "category",
                DocumentChange::ConveysFee { .. } => "conveys_fee",
            },
            Change::SameOwner(_) => "same_owner",
            Change::NotSameOwner(_) => "not_same_owner",
            Change::SameLand(_) => "same_land",
        }
    }

    /// The document a document correction acts on.
    pub fn document_id(&self) -> Option<&str> {
        match self {
            Change::Document { document_id, .. } => Some(document_id),
            _ => None,
        }
    }
}

#[derive(Debug, Error, PartialEq)]
pub enum CorrectionsError {
    #[error("{file}: cannot be read: {reason}")]
    Unreadable { file: String, reason: String },
    #[error("{file}: line {line}: {reason}")]
    Malformed { file: String, line: usize, reason: String },
}

/// A correction as written, before its kind's fields are checked.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct WrittenFile {
    #[serde(default)]
    correction: Vec<toml::Spanned<WrittenCorrection>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct WrittenCorrection {
    id: Option<String>,
    author: Option<String>,
    reason: Option<String>,
    kind: Option<String>,
    document: Option<String>,
    party: Option<String>,
    name: Option<String>,
    role: Option<Role>,
    entity_type: Option<EntityType>,
    date: Option<String>,
    date_kind: Option<DateKind>,
    tract: Option<WrittenTract>,
    category: Option<DocCategory>,
    conveys_fee: Option<bool>,
    replaces: Option<toml::Value>,
    names: Option<Vec<String>>,
    tracts: Option<Vec<String>>,
}

/// A tract as the examiner gives it: the parts of the land API's `canonical_tracts`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct WrittenTract {
    system: LandSystem,
    county: Option<String>,
    state: Option<String>,
    section: Option<String>,
    township: Option<String>,
    range: Option<String>,
    meridian: Option<String>,
    aliquots: Option<String>,
    #[serde(default)]
    lots: Vec<String>,
    survey: Option<String>,
    #[serde(rename = "abstract")]
    abstract_number: Option<String>,
    block: Option<String>,
    lot: Option<String>,
    subdivision: Option<String>,
    acres: Option<f64>,
}

/// The line (from 1) of a byte offset of `text`.
fn line_of(text: &str, offset: usize) -> usize {
    text.get(..offset).map_or(1, |before| before.matches('\n').count() + 1)
}

/// Reads a corrections file's text; `file` names it in errors.
pub fn parse(file: &str, text: &str) -> Result<PackageCorrections, CorrectionsError> {
    let malformed = |line: usize, reason: String| CorrectionsError::Malformed { file: file.to_string(), line, reason };
    let written: WrittenFile = toml::from_str(text).map_err(|e| {
        let line = e.span().map_or(1, |span| line_of(text, span.start));
        malformed(line, e.message().trim_end().to_string())
    })?;
    let mut corrections: Vec<Correction> = Vec::with_capacity(written.correction.len());
    for spanned in written.correction {
        let line = line_of(text, spanned.span().start);
        let correction = checked(spanned.into_inner(), line).map_err(|reason| malformed(line, reason))?;
        if corrections.iter().any(|c| c.id == correction.id) {
            return Err(malformed(line, format!("id {:?} is used by an earlier correction; each id names one correction", correction.id)));
        }
        corrections.push(correction);
    }
    Ok(PackageCorrections { file: file.to_string(), corrections })
}

/// A written correction with the fields its kind needs, and no other; `Err` names the field.
fn checked(written: WrittenCorrection, line: usize) -> Result<Correction, String> {
    let required = |value: Option<String>, field: &str| -> Result<String, String> {
        match value {
            Some(value) if !value.trim().is_empty() => Ok(value.trim().to_string()),
            Some(_) => Err(format!("field `{field}` is empty")),
            None => Err(format!("field `{field}` is missing")),
        }
    };
    let id = required(written.id.clone(), "id")?;
    crate::input::SafeId::parse(&id).map_err(|reason| format!("field `id` {reason}"))?;
    let author = required(written.author.clone(), "author")?;
    let reason = required(written.reason.clone(), "reason")?;
    let kind = required(written.kind.clone(), "kind")?;
    let in_kind = |message: String| format!("correction {id:?} ({kind}): {message}");
    let change = change_of(&kind, written).map_err(in_kind)?;
    Ok(Correction { id, author, reason, line, change })
}

/// The fields each kind may carry beside id, author, reason and kind.
fn allowed_fields(kind: &str) -> Option<&'static [&'static str]> {
    Some(match kind {
        "replace_party" => &["document", "party", "name", "role", "entity_type"],
        "add_party" => &["document", "name", "role", "entity_type"],
        "not_a_party" => &["document", "party"],
        "governing_date" => &["document", "date", "date_kind", "replaces"],
        "add_tract" => &["document", "tract"],
        "replace_tract" => &["document", "tract", "replaces"],
        "category" => &["document", "category", "replaces"],
        "conveys_fee" => &["document", "conveys_fee", "replaces"],
        "same_owner" | "not_same_owner" => &["names"],
        "same_land" => &["tracts"],
        _ => return None,
    })
}

const KINDS: &str = "replace_party, add_party, not_a_party, governing_date, add_tract, replace_tract, category, conveys_fee, same_owner, not_same_owner, same_land";

fn change_of(kind: &str, w: WrittenCorrection) -> Result<Change, String> {
    let Some(allowed) = allowed_fields(kind) else {
        return Err(format!("unknown kind; one of {KINDS}"));
    };
    let present: [(&str, bool); 13] = [
        ("document", w.document.is_some()),
        ("party", w.party.is_some()),
        ("name", w.name.is_some()),
        ("role", w.role.is_some()),
        ("entity_type", w.entity_type.is_some()),
        ("date", w.date.is_some()),
        ("date_kind", w.date_kind.is_some()),
        ("tract", w.tract.is_some()),
        ("category", w.category.is_some()),
        ("conveys_fee", w.conveys_fee.is_some()),
        ("replaces", w.replaces.is_some()),
        ("names", w.names.is_some()),
        ("tracts", w.tracts.is_some()),
    ];
    if let Some((field, _)) = present.iter().find(|(field, given)| *given && !allowed.contains(field)) {
        return Err(format!("field `{field}` does not belong to this kind (it takes {})", allowed.join(", ")));
    }
    let need = |value: Option<String>, field: &str| -> Result<String, String> {
        value.map(|v| v.trim().to_string()).filter(|v| !v.is_empty()).ok_or_else(|| format!("field `{field}` is missing or empty"))
    };
    let several = |values: Option<Vec<String>>, field: &str| -> Result<Vec<String>, String> {
        let values: Vec<String> = values.unwrap_or_default().into_iter().map(|v| v.trim().to_string()).collect();
        if values.len() < 2 || values.iter().any(String::is_empty) {
            return Err(format!("field `{field}` must list two or more non-empty names"));
        }
        Ok(values)
    };
    let replaces_text = |value: &Option<toml::Value>| -> Result<Option<String>, String> {
        match value {
            None => Ok(None),
            Some(toml::Value::String(text)) => Ok(Some(text.trim().to_string())),
            Some(other) => Err(format!("field `replaces` must be a string here, found {}", other.type_str())),
        }
    };
    let document = |w: &WrittenCorrection| need(w.document.clone(), "document");
    let change = match kind {
        "same_owner" => return Ok(Change::SameOwner(several(w.names, "names")?)),
        "not_same_owner" => return Ok(Change::NotSameOwner(several(w.names, "names")?)),
        "same_land" => return Ok(Change::SameLand(several(w.tracts, "tracts")?)),
        "replace_party" => {
            if w.name.is_none() && w.role.is_none() && w.entity_type.is_none() {
                return Err("give at least one of `name`, `role`, `entity_type`".to_string());
            }
            let name = w.name.clone().map(|n| n.trim().to_string()).filter(|n| !n.is_empty());
            DocumentChange::ReplaceParty { party: need(w.party.clone(), "party")?, name, role: w.role, entity_type: w.entity_type }
        }
        "add_party" => DocumentChange::AddParty {
            name: need(w.name.clone(), "name")?,
            role: w.role.ok_or("field `role` is missing")?,
            entity_type: w
                .entity_type
                .ok_or("field `entity_type` is missing (person, organization, trust, estate, government, unknown)")?,
        },
        "not_a_party" => DocumentChange::NotAParty { party: need(w.party.clone(), "party")? },
        "governing_date" => {
            let text = need(w.date.clone(), "date")?;
            let date = Date::parse_iso(&text).ok_or_else(|| format!("field `date` {text:?} is not a date written YYYY-MM-DD"))?;
            let kind = w.date_kind.ok_or("field `date_kind` is missing (effective, execution, acknowledgment or recording)")?;
            if !matches!(kind, DateKind::Effective | DateKind::Execution | DateKind::Acknowledgment | DateKind::Recording) {
                return Err("field `date_kind` must be effective, execution, acknowledgment or recording".to_string());
            }
            let replaces = replaces_text(&w.replaces)?;
            if let Some(shown) = &replaces
                && Date::parse_iso(shown).is_none()
            {
                return Err(format!("field `replaces` {shown:?} is not a date written YYYY-MM-DD"));
            }
            DocumentChange::GoverningDate { date, kind, replaces }
        }
        "add_tract" | "replace_tract" => {
            let written = w.tract.as_ref().ok_or("field `tract` is missing (a table: system, county, state, section, …)")?;
            let replaces = replaces_text(&w.replaces)?;
            if kind == "replace_tract" && replaces.as_deref().is_none_or(str::is_empty) {
                return Err("field `replaces` is missing: the tract id or identity phrase the output shows".to_string());
            }
            DocumentChange::Tract { tract: Box::new(tract_match(written)?), replaces }
        }
        "category" => {
            let replaces = match &w.replaces {
                None => None,
                Some(value) => Some(DocCategory::deserialize(value.clone()).map_err(|e| format!("field `replaces`: {}", e.message()))?),
            };
            DocumentChange::Category { category: w.category.ok_or("field `category` is missing")?, replaces }
        }
        "conveys_fee" => {
            let replaces = match &w.replaces {
                None => None,
                Some(toml::Value::Boolean(value)) => Some(*value),
                Some(other) => return Err(format!("field `replaces` must be true or false, found {}", other.type_str())),
            };
            DocumentChange::ConveysFee { conveys_fee: w.conveys_fee.ok_or("field `conveys_fee` is missing")?, replaces }
        }
        _ => unreachable!("kinds are those of allowed_fields"),
    };
    Ok(Change::Document { document_id: document(&w)?, change })
}

/// The examiner's tract as L0 would have read it, so that L1 gives it its identity.
fn tract_match(written: &WrittenTract) -> Result<TractMatch, String> {
    if written.acres.is_some_and(|a| !a.is_finite() || a <= 0.0) {
        return Err("field `tract.acres` must be a positive number".to_string());
    }
    let given = [&written.section, &written.survey, &written.block, &written.lot, &written.subdivision, &written.aliquots]
        .iter()
        .any(|part| part.as_deref().is_some_and(|p| !p.trim().is_empty()))
        || !written.lots.is_empty();
    if !given {
        return Err("field `tract` names no land: give a section, survey, block, lot, subdivision, aliquots or lots".to_string());
    }
    Ok(TractMatch {
        system: Some(written.system),
        county: written.county.clone(),
        state: written.state.clone(),
        section: written.section.clone(),
        township: written.township.clone(),
        range: written.range.clone(),
        meridian: written.meridian.clone(),
        aliquots: written.aliquots.clone(),
        lots: written.lots.clone(),
        survey: written.survey.clone(),
        abstract_number: written.abstract_number.clone(),
        block: written.block.clone(),
        lot: written.lot.clone(),
        subdivision: written.subdivision.clone(),
        acres: written.acres,
        exceptions: Vec::new(),
        evidence: Default::default(),
    })
}

/// The folder given by `--corrections`.
#[derive(Debug, Clone)]
pub struct CorrectionsFolder {
    folder: PathBuf,
}

impl CorrectionsFolder {
    pub fn new(folder: &Path) -> CorrectionsFolder {
        CorrectionsFolder { folder: folder.to_path_buf() }
    }

    pub fn path(&self) -> &Path {
        &self.folder
    }

    /// The corrections of a package; `None` when it has no file.
    pub fn of_package(&self, package_id: &str) -> Result<Option<PackageCorrections>, CorrectionsError> {
        let path = self.folder.join(format!("{package_id}.{EXTENSION}"));
        let file = path.display().to_string();
        match std::fs::read(&path) {
            Ok(bytes) => {
                let text = String::from_utf8(crate::input::without_bom(&bytes).to_vec())
                    .map_err(|e| CorrectionsError::Unreadable { file: file.clone(), reason: format!("is not UTF-8 ({e})") })?;
                parse(&file, &text).map(Some)
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(CorrectionsError::Unreadable { file, reason: e.to_string() }),
        }
    }

    /// The package ids the folder has files for, sorted; other entries are skipped.
    pub fn package_ids(&self) -> Result<Vec<String>, CorrectionsError> {
        let unreadable =
            |e: std::io::Error| CorrectionsError::Unreadable { file: self.folder.display().to_string(), reason: e.to_string() };
        let mut ids: Vec<String> = std::fs::read_dir(&self.folder)
            .map_err(unreadable)?
            .filter_map(Result::ok)
            .filter_map(|entry| {
                let path = entry.path();
                (path.extension().and_then(|e| e.to_str()) == Some(EXTENSION) && path.is_file())
                    .then(|| path.file_stem().and_then(|s| s.to_str()).map(str::to_string))
                    .flatten()
            })
            .filter(|id| !id.starts_with('.'))
            .collect();
        ids.sort();
        Ok(ids)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = r#"
# Corrections for the Caddo County package.
[[correction]]
id = "grantee-spelling"
author = "M. Ortiz"
reason = "The signature block spells the grantee HOLLIS"
kind = "replace_party"
document = "caddo-0003"
party = "JOHN HOLLLS"
name = "JOHN HOLLIS"

[[correction]]
id = "two-john-reeds"
author = "M. Ortiz"
reason = "The 1931 grantee is the father, the 1968 grantor his son (obituary in the abstract)"
kind = "not_same_owner"
names = ["JOHN REED", "caddo-0007/p2"]

[[correction]]
id = "date"
author = "M. Ortiz"
reason = "The acknowledgment reads 1952, not 1932"
kind = "governing_date"
document = "caddo-0004"
date = "1952-03-10"
date_kind = "acknowledgment"
replaces = "1932-03-10"
"#;

    #[test]
    fn a_file_reads_as_its_corrections_with_their_lines() {
        let read = parse("c.toml", FILE).expect("parses");
        assert_eq!(read.corrections.len(), 3);
        assert_eq!((read.corrections[0].id.as_str(), read.corrections[0].line), ("grantee-spelling", 3));
        assert_eq!(read.corrections[0].change.kind(), "replace_party");
        assert_eq!(read.corrections[0].change.document_id(), Some("caddo-0003"));
        assert_eq!(read.corrections[1].change, Change::NotSameOwner(vec!["JOHN REED".to_string(), "caddo-0007/p2".to_string()]));
        match &read.corrections[2].change {
            Change::Document { change: DocumentChange::GoverningDate { date, kind, replaces }, .. } => {
                assert_eq!(
                    (date.iso(), *kind, replaces.as_deref()),
                    ("1952-03-10".to_string(), DateKind::Acknowledgment, Some("1932-03-10"))
                );
            }
            other => panic!("read {other:?}"),
        }
    }

    fn error(text: &str) -> String {
        parse("pkg.toml", text).expect_err("malformed").to_string()
    }

    #[test]
    fn a_missing_field_is_named_with_its_correction_and_line() {
        let text = "[[correction]]\nid = \"a\"\nauthor = \"M. Ortiz\"\nreason = \"r\"\nkind = \"add_party\"\ndocument = \"d1\"\nname = \"ADA QUIST\"\nrole = \"grantee\"\n";
        assert_eq!(
            error(text),
            "pkg.toml: line 1: correction \"a\" (add_party): field `entity_type` is missing (person, organization, trust, estate, government, unknown)"
        );
    }

    #[test]
    fn a_syntax_error_a_wrong_value_and_an_unknown_field_name_their_line() {
        assert!(error("[[correction]]\nid = \"a\"\nauthor = \n").starts_with("pkg.toml: line 3: "));
        let wrong_role = "[[correction]]\nid = \"a\"\nauthor = \"x\"\nreason = \"r\"\nkind = \"add_party\"\ndocument = \"d\"\nname = \"N\"\nrole = \"buyer\"\nentity_type = \"person\"\n";
        let message = error(wrong_role);
        assert!(message.starts_with("pkg.toml: line 8: ") && message.contains("buyer"), "{message}");
        let unknown = "[[correction]]\nid = \"a\"\nauthor = \"x\"\nreason = \"r\"\nkind = \"category\"\ndocument = \"d\"\ncategory = \"mineral_deed\"\ngrantee = \"N\"\n";
        let message = error(unknown);
        assert!(message.contains("grantee"), "{message}");
    }

    #[test]
    fn a_field_of_another_kind_a_repeated_id_and_an_unknown_kind_are_refused() {
        let base = "[[correction]]\nid = \"a\"\nauthor = \"x\"\nreason = \"r\"\n";
        let wrong_field = format!("{base}kind = \"conveys_fee\"\ndocument = \"d\"\nconveys_fee = true\nnames = [\"A\", \"B\"]\n");
        assert!(error(&wrong_field).contains("field `names` does not belong to this kind"), "{}", error(&wrong_field));
        let twice =
            format!("{base}kind = \"same_land\"\ntracts = [\"T1\", \"T2\"]\n{base}kind = \"same_land\"\ntracts = [\"T1\", \"T3\"]\n");
        assert_eq!(error(&twice), "pkg.toml: line 7: id \"a\" is used by an earlier correction; each id names one correction");
        assert!(error(&format!("{base}kind = \"rename\"\n")).contains("unknown kind"));
        let one_name = format!("{base}kind = \"same_owner\"\nnames = [\"A\"]\n");
        assert!(error(&one_name).contains("two or more"));
        let bad_date = format!("{base}kind = \"governing_date\"\ndocument = \"d\"\ndate = \"3/10/1952\"\ndate_kind = \"execution\"\n");
        assert!(error(&bad_date).contains("YYYY-MM-DD"));
        let no_land = format!("{base}kind = \"add_tract\"\ndocument = \"d\"\ntract = {{ system = \"plss\", county = \"Caddo\" }}\n");
        assert!(error(&no_land).contains("names no land"));
    }

    #[test]
    fn an_empty_file_has_no_corrections() {
        assert_eq!(parse("pkg.toml", "# nothing yet\n").expect("parses").corrections, Vec::new());
    }
}
