//! POST /packages/<package_id>/l2/parties (its response).

use crate::vocab::{EntityType, Role};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct L2Parties {
    pub package_id: String,
    pub clusters: Vec<Cluster>,
}

/// One owner across the package's documents.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Cluster {
    pub cluster_id: String,
    pub canonical_name: String,
    pub entity_type: EntityType,
    pub members: Vec<ClusterMember>,
    /// Why differently written names are this one owner, and why names that nearly fit were
    /// kept apart: evidence a person can read and check (this project's addition).
    #[serde(default)]
    pub evidence: Vec<ClusterEvidence>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ClusterMember {
    pub document_id: String,
    pub party_id: String,
    pub name: String,
    pub role: Role,
}

/// One merge into the cluster, or one refusal to merge a name into it or out of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ClusterEvidence {
    pub decision: Decision,
    pub rule: EvidenceRule,
    pub detail: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    Merged,
    Refused,
}

/// The rule that merged or refused (DOMAIN.md, Parties: the same person across instruments).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EvidenceRule {
    /// Initials, a middle name against its initial, a clerk's abbreviation or nickname.
    NameVariant,
    /// A word broken by the scan, or digits for letters, read back with the package's words.
    ScanDamage,
    /// An organisation's name with its designator or words written short (PET., EXPL., REF.).
    CompanyWords,
    /// Another name the instrument itself gives ("formerly MARY SMITH").
    Alias,
    /// A bare name and the same name with JR or SR, joined by the chain.
    Suffix,
    /// A married name that keeps the maiden name as a middle name, joined by the chain.
    MaidenName,
    /// A name that fits two owners equally.
    Ambiguous,
    /// Two differently written names in one instrument are two parties.
    SameInstrument,
    /// An examiner's assertion (`--corrections`): "same owner" merges, "not the same owner"
    /// keeps apart whatever another rule says. The detail names the correction.
    Assertion,
}
