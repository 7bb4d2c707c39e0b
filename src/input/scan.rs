//! The id pre-scan. Package and document ids are unique across the run (CONTRACT §2) and the
//! first source in path order keeps an id, so before any package is processed every manifest is
//! read once for its ids only. That keeps duplicates deterministic without holding packages in
//! memory: only the ids are kept.

use super::validate::SafeId;
use super::walk::Source;
use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::fmt;

/// The ids one manifest claims; `None` when the manifest cannot be read or has no string
/// `package_id` (the full load reports why).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct IdScan {
    pub package_id: Option<String>,
    pub document_ids: Vec<String>,
}

/// Reads the ids of a manifest. It is parsed with every check of the full load's parse (so a
/// manifest that the load rejects claims nothing here either), but only the ids are kept: the
/// texts are checked and dropped, never copied into a tree of values.
pub fn scan(source: &Source) -> IdScan {
    let Ok(bytes) = std::fs::read(&source.manifest) else {
        return IdScan::default();
    };
    ids_of(&bytes)
}

fn ids_of(bytes: &[u8]) -> IdScan {
    // The load parses bytes, which rejects invalid UTF-8 in any string; parsing a checked
    // `str` makes the same check on every string, skipped or not.
    let Ok(text) = std::str::from_utf8(super::without_bom(bytes)) else {
        return IdScan::default();
    };
    serde_json::from_str::<Manifest>(text).map(|m| m.0).unwrap_or_default()
}

/// The scalar kinds of JSON, for a visitor to which they all mean "not what I look for".
macro_rules! scalars_are_default {
    () => {
        fn visit_bool<E>(self, _: bool) -> Result<Self::Value, E> {
            Ok(Self::Value::default())
        }
        fn visit_i64<E>(self, _: i64) -> Result<Self::Value, E> {
            Ok(Self::Value::default())
        }
        fn visit_u64<E>(self, _: u64) -> Result<Self::Value, E> {
            Ok(Self::Value::default())
        }
        fn visit_f64<E>(self, _: f64) -> Result<Self::Value, E> {
            Ok(Self::Value::default())
        }
        fn visit_unit<E>(self) -> Result<Self::Value, E> {
            Ok(Self::Value::default())
        }
    };
}

/// Any JSON value, walked with the checks `serde_json::Value` makes (strings unescaped, numbers
/// in range, nesting limited) and then dropped.
struct Skipped;

impl<'de> Deserialize<'de> for Skipped {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Skipped, D::Error> {
        deserializer.deserialize_any(SkippedVisitor).map(|()| Skipped)
    }
}

struct SkippedVisitor;

impl<'de> Visitor<'de> for SkippedVisitor {
    type Value = ();
    scalars_are_default!();

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("any JSON value")
    }
    fn visit_str<E>(self, _: &str) -> Result<(), E> {
        Ok(())
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while seq.next_element::<Skipped>()?.is_some() {}
        Ok(())
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while map.next_entry::<Skipped, Skipped>()?.is_some() {}
        Ok(())
    }
}

/// A member name, sorted into the few the scan reads.
enum Key {
    PackageId,
    Documents,
    DocumentId,
    Other,
}

impl<'de> Deserialize<'de> for Key {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Key, D::Error> {
        struct KeyVisitor;
        impl Visitor<'_> for KeyVisitor {
            type Value = Key;
            fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
                formatter.write_str("a member name")
            }
            fn visit_str<E>(self, name: &str) -> Result<Key, E> {
                Ok(match name {
                    "package_id" => Key::PackageId,
                    "documents" => Key::Documents,
                    "document_id" => Key::DocumentId,
                    _ => Key::Other,
                })
            }
        }
        deserializer.deserialize_str(KeyVisitor)
    }
}

/// A string value, `None` for a value of another kind (walked all the same).
struct MaybeString(Option<String>);

impl<'de> Deserialize<'de> for MaybeString {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<MaybeString, D::Error> {
        struct StringVisitor;
        impl<'de> Visitor<'de> for StringVisitor {
            type Value = Option<String>;
            scalars_are_default!();
            fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
                formatter.write_str("any JSON value")
            }
            fn visit_str<E>(self, text: &str) -> Result<Option<String>, E> {
                Ok(Some(text.to_string()))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Option<String>, A::Error> {
                SkippedVisitor.visit_seq(seq).map(|()| None)
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Option<String>, A::Error> {
                SkippedVisitor.visit_map(map).map(|()| None)
            }
        }
        deserializer.deserialize_any(StringVisitor).map(MaybeString)
    }
}

/// An object's `document_id` string, if it is an object and has one (the last one, as the
/// load keeps the last of a repeated member).
struct DocumentId(Option<String>);

impl<'de> Deserialize<'de> for DocumentId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<DocumentId, D::Error> {
        struct DocumentVisitor;
        impl<'de> Visitor<'de> for DocumentVisitor {
            type Value = Option<String>;
            scalars_are_default!();
            fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
                formatter.write_str("any JSON value")
            }
            fn visit_str<E>(self, _: &str) -> Result<Option<String>, E> {
                Ok(None)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Option<String>, A::Error> {
                SkippedVisitor.visit_seq(seq).map(|()| None)
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Option<String>, A::Error> {
                let mut id = None;
                while let Some(key) = map.next_key::<Key>()? {
                    if let Key::DocumentId = key {
                        id = map.next_value::<MaybeString>()?.0;
                    } else {
                        map.next_value::<Skipped>()?;
                    }
                }
                Ok(id)
            }
        }
        deserializer.deserialize_any(DocumentVisitor).map(DocumentId)
    }
}

/// The `document_id` strings of an array of documents; none for a value of another kind.
struct DocumentIds(Vec<String>);

impl<'de> Deserialize<'de> for DocumentIds {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<DocumentIds, D::Error> {
        struct DocumentsVisitor;
        impl<'de> Visitor<'de> for DocumentsVisitor {
            type Value = Vec<String>;
            scalars_are_default!();
            fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
                formatter.write_str("any JSON value")
            }
            fn visit_str<E>(self, _: &str) -> Result<Vec<String>, E> {
                Ok(Vec::new())
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<String>, A::Error> {
                let mut ids = Vec::new();
                while let Some(DocumentId(id)) = seq.next_element()? {
                    ids.extend(id);
                }
                Ok(ids)
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Vec<String>, A::Error> {
                SkippedVisitor.visit_map(map).map(|()| Vec::new())
            }
        }
        deserializer.deserialize_any(DocumentsVisitor).map(DocumentIds)
    }
}

/// The ids of a whole manifest; none when it is not an object.
struct Manifest(IdScan);

impl<'de> Deserialize<'de> for Manifest {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Manifest, D::Error> {
        struct ManifestVisitor;
        impl<'de> Visitor<'de> for ManifestVisitor {
            type Value = IdScan;
            scalars_are_default!();
            fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
                formatter.write_str("a package manifest")
            }
            fn visit_str<E>(self, _: &str) -> Result<IdScan, E> {
                Ok(IdScan::default())
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<IdScan, A::Error> {
                SkippedVisitor.visit_seq(seq).map(|()| IdScan::default())
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<IdScan, A::Error> {
                let mut scan = IdScan::default();
                while let Some(key) = map.next_key::<Key>()? {
                    match key {
                        Key::PackageId => scan.package_id = map.next_value::<MaybeString>()?.0,
                        Key::Documents => scan.document_ids = map.next_value::<DocumentIds>()?.0,
                        Key::DocumentId | Key::Other => {
                            map.next_value::<Skipped>()?;
                        }
                    }
                }
                Ok(scan)
            }
        }
        deserializer.deserialize_any(ManifestVisitor).map(Manifest)
    }
}

/// Who owns each id: the first source, in path order, that names it. Ids are kept as 128-bit
/// digests, so a run over millions of documents holds a few tens of bytes per id, and a
/// collision is beyond any archive's reach.
#[derive(Debug, Default)]
pub struct IdClaims {
    /// package_id digest → index of the source that keeps it.
    packages: HashMap<u128, u32>,
    /// document_id digest → (index of the source, position of the document in it).
    documents: HashMap<u128, (u32, u32)>,
}

fn digest(id: &str) -> u128 {
    let hash = Sha256::digest(id.as_bytes());
    let mut bytes = [0u8; 16];
    bytes.copy_from_slice(&hash[..16]);
    u128::from_le_bytes(bytes)
}

/// Indices fit in u32: no run reads four billion package files.
fn compact(index: usize) -> u32 {
    u32::try_from(index).unwrap_or(u32::MAX)
}

impl IdClaims {
    /// Adds the ids of the source at `index`; sources are added in their (sorted) order.
    pub fn claim(&mut self, index: usize, scan: &IdScan) {
        let Some(package_id) = &scan.package_id else { return };
        if SafeId::parse(package_id).is_err() || self.packages.contains_key(&digest(package_id)) {
            return;
        }
        self.packages.insert(digest(package_id), compact(index));
        for (position, document_id) in scan.document_ids.iter().enumerate() {
            self.documents.entry(digest(document_id)).or_insert((compact(index), compact(position)));
        }
    }

    /// Whether some source of the run keeps this package id.
    pub fn claims_package(&self, package_id: &str) -> bool {
        self.packages.contains_key(&digest(package_id))
    }

    /// `Err` with the path of the earlier source when another source keeps this package id.
    pub fn package_owner(&self, package_id: &str, index: usize, sources: &[Source]) -> Result<(), String> {
        match self.packages.get(&digest(package_id)) {
            Some(&owner) if owner != compact(index) => Err(relative(sources, owner)),
            _ => Ok(()),
        }
    }

    /// `Err` naming the place that keeps this document id when it is not this document.
    pub fn document_owner(&self, document_id: &str, index: usize, position: usize, sources: &[Source]) -> Result<(), String> {
        match self.documents.get(&digest(document_id)) {
            Some(&(owner, owner_position)) if (owner, owner_position) != (compact(index), compact(position)) => {
                Err(if owner == compact(index) {
                    format!("document #{} of the same package", owner_position as usize + 1)
                } else {
                    relative(sources, owner)
                })
            }
            _ => Ok(()),
        }
    }
}

fn relative(sources: &[Source], index: u32) -> String {
    sources.get(index as usize).map(|s| s.relative.clone()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    /// What the scan must find: the ids the full load's parse (a `serde_json::Value`) shows.
    fn ids_through_value(bytes: &[u8]) -> IdScan {
        let Ok(Value::Object(manifest)) = serde_json::from_slice::<Value>(bytes) else {
            return IdScan::default();
        };
        let package_id = manifest.get("package_id").and_then(Value::as_str).map(str::to_string);
        let document_ids = manifest
            .get("documents")
            .and_then(Value::as_array)
            .map(|documents| documents.iter().filter_map(|d| d.get("document_id").and_then(Value::as_str).map(str::to_string)).collect())
            .unwrap_or_default();
        IdScan { package_id, document_ids }
    }

    #[test]
    fn finds_the_ids_the_full_parse_finds_on_odd_manifests() {
        let manifests: &[&[u8]] = &[
            br#"{"package_id": "reeves-sec12", "documents": [{"document_id": "reeves-sec12-0001", "text": "WARRANTY DEED\nKnow all men"}]}"#,
            br#"{"package_id": "ward-sec9", "name": "Section 9", "meta": {"county": "Ward", "tags": [1, 2.5, null, true]}, "documents": [{"text": "no id"}, 7, "x", {"document_id": 12}, {"document_id": "ward-sec9-0002", "document_id": "ward-sec9-0003"}]}"#,
            br#"{"package_id": "a", "package_id": "b", "documents": [{"document_id": "d1"}], "documents": {"document_id": "d2"}}"#,
            br#"{"package_id": 41, "documents": [{"document_id": "d1"}]}"#,
            br#"{"package_id": "lone", "documents": [{"document_id": "d1", "text": "MINERAL DEED \ud800"}]}"#,
            br#"{"package_id": "big", "documents": [{"document_id": "d1", "acres": 1e400}]}"#,
            br#"{"package_id": "trailing", "documents": []} ,"#,
            b"{\"package_id\": \"latin1\", \"documents\": [{\"document_id\": \"d1\", \"text\": \"Pe\xf1a Ranch\"}]}",
            br#"{"package_id": "esc\u0061ped", "documents": [{"document_id": "d\u00e9-1"}]}"#,
            br#"[{"package_id": "in-an-array"}]"#,
            br#""package_id""#,
            br#"{"package_id": "unclosed", "documents": [{"document_id": "d1"}"#,
        ];
        for manifest in manifests {
            assert_eq!(ids_of(manifest), ids_through_value(manifest), "{}", String::from_utf8_lossy(manifest));
        }
        assert_eq!(ids_of(manifests[0]).package_id.as_deref(), Some("reeves-sec12"));
        assert_eq!(ids_of(manifests[1]).document_ids, vec!["ward-sec9-0003".to_string()]);
        assert_eq!(ids_of(manifests[8]).package_id.as_deref(), Some("escaped"));
    }
}
