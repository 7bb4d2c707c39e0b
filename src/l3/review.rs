//! The package's review list (CONTRACT §5, package detail `review[]`): the instruments whose
//! parties, land, governing date or category the extractors could not read, with what that
//! costs the estate graph. These are shortfalls of the extraction, not defects of the record,
//! so they are never gaps; an examiner reads them by hand.

use super::GraphDocument;
use crate::api::packages::{ReviewField, ReviewItem};
use crate::vocab::DocCategory;

/// One entry per unread value of each instrument, in document id order (the order of the
/// package detail's `documents`). `cites_land` says whether runtime linking gives an instrument
/// the land of an instrument it cites (a release that describes the lease only by its recording).
pub fn review_items(documents: &[GraphDocument<'_>], cites_land: impl Fn(&str) -> bool) -> Vec<ReviewItem> {
    let mut ordered: Vec<&GraphDocument<'_>> = documents.iter().collect();
    ordered.sort_by_key(|d| d.document_id);
    let mut items = Vec::new();
    for document in ordered {
        let id = document.document_id;
        let resolved = document.resolved;
        let category = resolved.category();
        let mut push = |field: ReviewField, detail: String| items.push(ReviewItem { document_id: id.to_string(), field, detail });
        if category == DocCategory::Other {
            push(
                ReviewField::Category,
                format!(
                    "{id}: not an instrument the estate graph knows (category other), so it changes no estate; read it to see whether it affects the title."
                ),
            );
        }
        if !category.moves_no_estate() {
            let parties = &resolved.parties.canonical_parties;
            let (giver_roles, taker_roles) = category.sides();
            let givers = parties.iter().any(|p| giver_roles.contains(&p.role));
            let takers = parties.iter().any(|p| taker_roles.contains(&p.role));
            let needs_takers = !taker_roles.is_empty();
            // A patent's grantor is the sovereign: the chain starts with its grantee.
            let needs_givers = category != DocCategory::Patent;
            if parties.is_empty() {
                push(
                    ReviewField::Parties,
                    format!(
                        "{id} ({}): no party could be read, so it links to no one in the graph; read the premises, granting clause and signatures.",
                        category.as_str()
                    ),
                );
            } else {
                if needs_givers && !givers {
                    push(
                        ReviewField::Grantor,
                        format!(
                            "{id} ({}): no grantor-side party could be read, so its grantees take without a predecessor; read the premises and signatures.",
                            category.as_str()
                        ),
                    );
                }
                if needs_takers && !takers {
                    push(
                        ReviewField::Grantee,
                        format!(
                            "{id} ({}): no grantee-side party could be read, so no one holds what it conveys; read the granting clause.",
                            category.as_str()
                        ),
                    );
                }
            }
            if resolved.tracts.is_empty() && !cites_land(id) {
                let consequence = if matches!(category, DocCategory::AffidavitOfHeirship | DocCategory::Probate) {
                    "it was applied to every tract where the decedent held an estate"
                } else {
                    "it was applied to the tracts where its grantor side held what it conveys (the package's one tract when they held nothing), if any"
                };
                push(
                    ReviewField::Land,
                    format!(
                        "{id} ({}): no land description could be read (an exhibit not in the text?), so {consequence}; read the description.",
                        category.as_str()
                    ),
                );
            }
        }
        if resolved.governing_date.is_none() {
            push(
                ReviewField::Date,
                format!(
                    "{id} ({}): no governing date could be read, nor a recording date, so it was placed after the dated instruments; read the execution, acknowledgment and recording dates.",
                    category.as_str()
                ),
            );
        }
    }
    items
}
