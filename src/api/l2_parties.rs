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
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ClusterMember {
    pub document_id: String,
    pub party_id: String,
    pub name: String,
    pub role: Role,
}
