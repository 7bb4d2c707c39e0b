//! The closed vocabularies of DOMAIN.md and CONTRACT.md §5, shared by every layer.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// DOMAIN.md "Document categories".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum DocCategory {
    Patent,
    WarrantyDeed,
    SpecialWarrantyDeed,
    QuitclaimDeed,
    Deed,
    CorrectionDeed,
    PartitionDeed,
    MineralDeed,
    RoyaltyDeed,
    OilGasLease,
    LeaseAssignment,
    LeaseRelease,
    LeaseRatification,
    AffidavitOfHeirship,
    Probate,
    DeedOfTrust,
    MortgageRelease,
    RightOfWay,
    Other,
}

impl DocCategory {
    /// Every category, in the order declared above.
    pub const ALL: [DocCategory; 19] = [
        DocCategory::Patent,
        DocCategory::WarrantyDeed,
        DocCategory::SpecialWarrantyDeed,
        DocCategory::QuitclaimDeed,
        DocCategory::Deed,
        DocCategory::CorrectionDeed,
        DocCategory::PartitionDeed,
        DocCategory::MineralDeed,
        DocCategory::RoyaltyDeed,
        DocCategory::OilGasLease,
        DocCategory::LeaseAssignment,
        DocCategory::LeaseRelease,
        DocCategory::LeaseRatification,
        DocCategory::AffidavitOfHeirship,
        DocCategory::Probate,
        DocCategory::DeedOfTrust,
        DocCategory::MortgageRelease,
        DocCategory::RightOfWay,
        DocCategory::Other,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            DocCategory::Patent => "patent",
            DocCategory::WarrantyDeed => "warranty_deed",
            DocCategory::SpecialWarrantyDeed => "special_warranty_deed",
            DocCategory::QuitclaimDeed => "quitclaim_deed",
            DocCategory::Deed => "deed",
            DocCategory::CorrectionDeed => "correction_deed",
            DocCategory::PartitionDeed => "partition_deed",
            DocCategory::MineralDeed => "mineral_deed",
            DocCategory::RoyaltyDeed => "royalty_deed",
            DocCategory::OilGasLease => "oil_gas_lease",
            DocCategory::LeaseAssignment => "lease_assignment",
            DocCategory::LeaseRelease => "lease_release",
            DocCategory::LeaseRatification => "lease_ratification",
            DocCategory::AffidavitOfHeirship => "affidavit_of_heirship",
            DocCategory::Probate => "probate",
            DocCategory::DeedOfTrust => "deed_of_trust",
            DocCategory::MortgageRelease => "mortgage_release",
            DocCategory::RightOfWay => "right_of_way",
            DocCategory::Other => "other",
        }
    }

    /// DOMAIN.md's `conveys_fee` column: a property of the category, not of the wording.
    pub fn conveys_fee(self) -> Option<bool> {
        match self {
            DocCategory::Patent
            | DocCategory::WarrantyDeed
            | DocCategory::SpecialWarrantyDeed
            | DocCategory::QuitclaimDeed
            | DocCategory::Deed
            | DocCategory::CorrectionDeed
            | DocCategory::PartitionDeed => Some(true),
            DocCategory::Other => None,
            _ => Some(false),
        }
    }

    /// Fee-passing deeds: the grantor's fee node is the predecessor.
    pub fn is_fee_deed(self) -> bool {
        self.conveys_fee() == Some(true)
    }

    /// The roles that give and take an estate in an instrument of this category (DOMAIN.md,
    /// "Who is a party"). A release's givers are the holders of the lessee's interest; it has
    /// no takers.
    pub fn sides(self) -> (&'static [Role], &'static [Role]) {
        match self {
            DocCategory::OilGasLease => (&[Role::Lessor], &[Role::Lessee]),
            DocCategory::LeaseAssignment => (&[Role::Assignor], &[Role::Assignee]),
            DocCategory::LeaseRelease => (&[Role::Lessee, Role::Assignee, Role::Assignor], &[]),
            DocCategory::LeaseRatification => (&[Role::Lessor, Role::Grantor], &[Role::Lessee]),
            DocCategory::AffidavitOfHeirship | DocCategory::Probate => (&[Role::Decedent], &[Role::Heir]),
            _ => (&[Role::Grantor], &[Role::Grantee]),
        }
    }

    /// Encumbrances and `other`: kept in the runsheet, no estate effect.
    pub fn moves_no_estate(self) -> bool {
        matches!(self, DocCategory::DeedOfTrust | DocCategory::MortgageRelease | DocCategory::RightOfWay | DocCategory::Other)
    }
}

/// CONTRACT.md §5 party roles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Grantor,
    Grantee,
    Lessor,
    Lessee,
    Assignor,
    Assignee,
    Decedent,
    Heir,
    Mortgagor,
    Mortgagee,
    Other,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Grantor => "grantor",
            Role::Grantee => "grantee",
            Role::Lessor => "lessor",
            Role::Lessee => "lessee",
            Role::Assignor => "assignor",
            Role::Assignee => "assignee",
            Role::Decedent => "decedent",
            Role::Heir => "heir",
            Role::Mortgagor => "mortgagor",
            Role::Mortgagee => "mortgagee",
            Role::Other => "other",
        }
    }

    /// The side that gives up an estate (grantor, lessor, assignor, decedent, mortgagor).
    pub fn is_grantor_side(self) -> bool {
        matches!(self, Role::Grantor | Role::Lessor | Role::Assignor | Role::Decedent | Role::Mortgagor)
    }

    /// The side that receives (grantee, lessee, assignee, heir, mortgagee).
    pub fn is_grantee_side(self) -> bool {
        matches!(self, Role::Grantee | Role::Lessee | Role::Assignee | Role::Heir | Role::Mortgagee)
    }
}

/// CONTRACT.md §5 entity types. A couple is always two persons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EntityType {
    Person,
    Organization,
    Trust,
    Estate,
    Government,
    Unknown,
}

/// Kinds of dates found in an instrument; the first four are governing-date sources.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum DateKind {
    Effective,
    Execution,
    Acknowledgment,
    Recording,
    /// A date of an earlier instrument recited in this one: never governing.
    Recital,
    /// Death, marriage, birth: facts about people, never governing.
    Event,
    /// A notary's commission expiry: never governing.
    Commission,
    /// A date whose role the text does not settle.
    Other,
}

/// CONTRACT.md §5 land systems.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LandSystem {
    Plss,
    TexasSurvey,
    LotBlock,
    MetesBounds,
    Other,
}

/// CONTRACT.md §5 `estates_conveyed` vocabulary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Estate {
    Fee,
    Mineral,
    Leasehold,
    Royalty,
}

/// Of what a stated fraction is a fraction (DOMAIN.md, "Interests"): "an undivided 1/2 interest"
/// is half of the whole estate; "1/2 of grantor's interest" is half of what the grantor holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum InterestBasis {
    Whole,
    GrantorInterest,
}

/// interface.md: estate nodes are exactly `fee`, `mineral` or `leasehold`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EstateType {
    Fee,
    Mineral,
    Leasehold,
}

impl EstateType {
    pub const ALL: [EstateType; 3] = [EstateType::Fee, EstateType::Mineral, EstateType::Leasehold];

    pub fn as_str(self) -> &'static str {
        match self {
            EstateType::Fee => "fee",
            EstateType::Mineral => "mineral",
            EstateType::Leasehold => "leasehold",
        }
    }
}
