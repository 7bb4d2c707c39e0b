//! packages/<package_id>/ownership.json (CONTRACT §7): who holds each estate of each tract at
//! the end of the package, as the record shows it, and after each instrument.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Ownership {
    pub package_id: String,
    /// Estates whose holders' interests are not all known or do not sum to exactly 1.
    pub incomplete_estates: u64,
    /// Sorted by tract_id.
    pub tracts: Vec<TractOwnership>,
    /// The holders of each estate an instrument changed, after that instrument, in the order
    /// the instruments were applied: the holders on a date are those of the last entry for the
    /// tract and estate dated on or before it.
    pub history: Vec<HistoryEntry>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct TractOwnership {
    pub tract_id: String,
    pub tract_identity_phrase: Option<String>,
    /// The acreage an instrument states for the tract; null when none states it.
    pub gross_acres: Option<f64>,
    /// In the order fee, mineral, leasehold, overriding_royalty; an estate nobody holds is absent.
    pub estates: Vec<EstateOwnership>,
}

/// The estates of the ownership view: the estate graph's three and the overriding royalty
/// reserved in an assignment, which is held beside the leasehold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum OwnershipEstate {
    Fee,
    Mineral,
    Leasehold,
    OverridingRoyalty,
}

impl OwnershipEstate {
    pub const ALL: [OwnershipEstate; 4] =
        [OwnershipEstate::Fee, OwnershipEstate::Mineral, OwnershipEstate::Leasehold, OwnershipEstate::OverridingRoyalty];

    pub fn as_str(self) -> &'static str {
        match self {
            OwnershipEstate::Fee => "fee",
            OwnershipEstate::Mineral => "mineral",
            OwnershipEstate::Leasehold => "leasehold",
            OwnershipEstate::OverridingRoyalty => "overriding_royalty",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct EstateOwnership {
    pub estate_type: OwnershipEstate,
    /// True only when every holder's interest is known and they sum to exactly 1.
    pub complete: bool,
    /// Why the estate is not complete, naming the instruments that left it so; null when it is.
    pub incomplete_detail: Option<String>,
    /// Sorted by owner_name, then owner.
    pub holders: Vec<Holder>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Holder {
    /// The owner's L2 cluster id.
    pub owner: String,
    pub owner_name: String,
    /// An exact fraction of the whole estate ("3/8"); null when the record does not determine it.
    pub interest: Option<String>,
    /// The same to 8 places, rounded half up (the division-order convention); null with it.
    pub decimal: Option<String>,
    /// interest × gross_acres for mineral holders, to 8 places; null otherwise.
    pub net_mineral_acres: Option<f64>,
    /// The latest instrument by which the holder acquired what it holds; null for a root.
    pub since_document_id: Option<String>,
    pub since_date: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct HistoryEntry {
    pub document_id: String,
    pub date: Option<String>,
    pub tract_id: String,
    pub estate_type: OwnershipEstate,
    pub holders: Vec<Holder>,
}
