//! The estate-graph rules on small packages built from raw extractions.

use super::*;
use crate::api::estate_graph::{EdgeKind, GapKind, NodeStatus};
use crate::api::packages::ReviewField;
use crate::l0::*;
use crate::l2::{self, DocumentParties};
use crate::vocab::{DateKind, DocCategory, EntityType, Estate, LandSystem, Role};

/// One instrument of a test package.
struct Instrument {
    id: &'static str,
    category: DocCategory,
    date: Option<&'static str>,
    parties: Vec<(&'static str, Role)>,
    tract: Option<&'static str>,
    interest: Option<&'static str>,
    reservations: Vec<(Estate, Option<&'static str>)>,
    term: Option<u32>,
    volume_page: Option<(&'static str, &'static str)>,
    cites: Option<(&'static str, &'static str)>,
    /// The date of an earlier instrument it recites.
    recites: Option<&'static str>,
    /// Of what `interest` is a fraction (the whole when not set).
    interest_of: Option<crate::vocab::InterestBasis>,
    /// An heirship that says its heirs take equal shares.
    equal_shares: bool,
    /// A partition deed's allotments: (allottee, the aliquot part of the instrument's quarter
    /// section it takes), each described after the whole quarter the deed recites.
    allotments: Vec<(&'static str, &'static str)>,
}

fn instrument(id: &'static str, category: DocCategory, date: &'static str, parties: Vec<(&'static str, Role)>) -> Instrument {
    Instrument {
        id,
        category,
        date: Some(date),
        parties,
        tract: Some("12"),
        interest: None,
        reservations: Vec::new(),
        term: None,
        volume_page: None,
        cites: None,
        recites: None,
        interest_of: None,
        equal_shares: false,
        allotments: Vec::new(),
    }
}

fn raw(instrument: &Instrument) -> RawExtraction {
    RawExtraction {
        parties: PartiesExtraction {
            parties: instrument
                .parties
                .iter()
                .map(|(name, role)| PartyMatch {
                    name: name.to_string(),
                    role: *role,
                    entity_type: if name.ends_with("CO") || name.starts_with("STATE") {
                        EntityType::Organization
                    } else {
                        EntityType::Person
                    },
                    capacity: None,
                    aliases: Vec::new(),
                    evidence: Evidence::default(),
                })
                .collect(),
            warnings: Vec::new(),
        },
        dates: DatesExtraction {
            dates: instrument
                .date
                .iter()
                .map(|d| DateMatch { date: Some(d.to_string()), kind: DateKind::Execution, evidence: Evidence::default() })
                .chain(instrument.recites.iter().map(|d| DateMatch {
                    date: Some(d.to_string()),
                    kind: DateKind::Recital,
                    evidence: Evidence::default(),
                }))
                .collect(),
            warnings: Vec::new(),
        },
        land: LandExtraction {
            tracts: instrument
                .tract
                .iter()
                .map(|section| TractMatch {
                    system: Some(LandSystem::Plss),
                    county: Some("Caddo".into()),
                    state: Some("OK".into()),
                    section: Some(section.to_string()),
                    township: Some("9N".into()),
                    range: Some("11W".into()),
                    aliquots: Some("NE/4".into()),
                    ..TractMatch::default()
                })
                .chain(instrument.allotments.iter().enumerate().map(|(index, (_, part))| TractMatch {
                    system: Some(LandSystem::Plss),
                    county: Some("Caddo".into()),
                    state: Some("OK".into()),
                    section: instrument.tract.map(str::to_string),
                    township: Some("9N".into()),
                    range: Some("11W".into()),
                    aliquots: Some(part.to_string()),
                    evidence: Evidence { start: 100 * (index + 1) + 40, ..Evidence::default() },
                    ..TractMatch::default()
                }))
                .collect(),
            warnings: Vec::new(),
        },
        doc_type: DocTypeExtraction { category: instrument.category, label: None, confidence: 0.9, evidence: None, warnings: Vec::new() },
        conveyance: ConveyanceExtraction {
            conveys_fee: instrument.category.conveys_fee(),
            interest: instrument.interest.map(str::to_string),
            interest_of: instrument.interest.map(|_| instrument.interest_of.unwrap_or(crate::vocab::InterestBasis::Whole)),
            equal_shares: instrument.equal_shares,
            reservations: instrument
                .reservations
                .iter()
                .map(|(estate, fraction)| Reservation {
                    estate: *estate,
                    fraction: fraction.map(str::to_string),
                    fraction_of: fraction.map(|_| crate::vocab::InterestBasis::Whole),
                    evidence: Evidence::default(),
                })
                .collect(),
            primary_term_years: instrument.term,
            allotments: instrument
                .allotments
                .iter()
                .enumerate()
                .map(|(index, (allottee, _))| Allotment {
                    allottee: allottee.to_string(),
                    evidence: Evidence { start: 100 * (index + 1), end: 100 * (index + 2), ..Evidence::default() },
                })
                .collect(),
            references: instrument
                .cites
                .iter()
                .map(|(volume, page)| RecordingReference {
                    volume: Some(volume.to_string()),
                    page: Some(page.to_string()),
                    ..RecordingReference::default()
                })
                .collect(),
            ..ConveyanceExtraction::default()
        },
    }
}

fn graph(instruments: &[Instrument]) -> EstateGraph {
    result(instruments).graph
}

fn result(instruments: &[Instrument]) -> EstateGraphResult {
    let recordings: Vec<Recording> = instruments
        .iter()
        .map(|i| Recording {
            volume: i.volume_page.map(|v| v.0.to_string()),
            page: i.volume_page.map(|v| v.1.to_string()),
            ..Recording::default()
        })
        .collect();
    let resolved: Vec<ResolvedDocument> = instruments.iter().zip(&recordings).map(|(i, r)| crate::l1::resolve(&raw(i), r)).collect();
    let parties: Vec<DocumentParties<'_>> = instruments.iter().zip(&resolved).map(|(i, r)| DocumentParties::of(i.id, r)).collect();
    let clustering = l2::cluster("pkg", &parties);
    let documents: Vec<GraphDocument<'_>> = instruments
        .iter()
        .zip(&resolved)
        .zip(&recordings)
        .map(|((i, r), recording)| GraphDocument { document_id: i.id, resolved: r, recording })
        .collect();
    let options = GraphOptions {
        matcher: matcher::for_version("2.0").expect("2.0 is built"),
        link_references: true,
        document_count: instruments.len() as u64,
    };
    build("pkg", &documents, &clustering, &options).expect("acyclic")
}

fn gap_kinds(graph: &EstateGraph) -> Vec<GapKind> {
    graph.dag.gaps.iter().map(|g| g.kind).collect()
}

fn node<'a>(
    graph: &'a EstateGraph,
    document: Option<&str>,
    estate_type: EstateType,
    owner: &str,
) -> &'a crate::api::estate_graph::EstateNode {
    graph
        .dag
        .nodes
        .iter()
        .find(|n| n.document_id.as_deref() == document && n.estate_type == estate_type && n.owner == owner)
        .unwrap_or_else(|| panic!("no {estate_type:?} node of {owner} from {document:?}"))
}

use Role::*;

#[test]
fn fee_passes_down_the_chain_from_a_root() {
    let g = graph(&[
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]),
        instrument("d2", DocCategory::WarrantyDeed, "1930-01-02", vec![("CORA DIXON", Grantor), ("EDGAR FOX", Grantee)]),
    ]);
    assert_eq!(gap_kinds(&g), vec![]);
    assert_eq!(node(&g, None, EstateType::Fee, "cl-amos-bell").status, NodeStatus::Conveyed);
    assert_eq!(node(&g, Some("d1"), EstateType::Fee, "cl-cora-dixon").status, NodeStatus::Conveyed);
    assert_eq!(node(&g, Some("d2"), EstateType::Fee, "cl-edgar-fox").status, NodeStatus::Current);
    assert_eq!(g.dag.edges.len(), 2);
    assert_eq!(g.summary.fee_chains, 1);
}

#[test]
fn a_mineral_reservation_severs_and_the_lease_comes_from_each_owner() {
    let mut deed = instrument("d1", DocCategory::WarrantyDeed, "1946-09-03", vec![("RUTH PRYOR", Grantor), ("CLAY MOSS", Grantee)]);
    deed.reservations = vec![(Estate::Mineral, Some("1/2"))];
    let g = graph(&[
        deed,
        instrument(
            "d2",
            DocCategory::OilGasLease,
            "1953-05-18",
            vec![("RUTH PRYOR", Lessor), ("CLAY MOSS", Lessor), ("CREST OIL CO", Lessee)],
        ),
    ]);
    let reserved = node(&g, Some("d1"), EstateType::Mineral, "cl-ruth-pryor");
    assert_eq!(reserved.interest.as_deref(), Some("1/2"));
    let lease = node(&g, Some("d2"), EstateType::Leasehold, "cl-crest-oil-co");
    let into_lease: Vec<&str> = g.dag.edges.iter().filter(|e| e.to == lease.id).map(|e| e.from.as_str()).collect();
    assert_eq!(into_lease.len(), 2, "from Pryor's minerals and from Moss's unsevered fee: {into_lease:?}");
    assert!(g.dag.edges.iter().any(|e| e.kind == EdgeKind::Reservation && e.estate_type == EstateType::Mineral));
    assert_eq!(gap_kinds(&g), vec![]);
}

#[test]
fn a_grantor_who_never_acquired_is_an_unlinked_grantor() {
    let g = graph(&[
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]),
        instrument("d2", DocCategory::MineralDeed, "1950-01-02", vec![("ARTHUR WOMACK", Grantor), ("EDGAR FOX", Grantee)]),
    ]);
    assert_eq!(gap_kinds(&g), vec![GapKind::UnlinkedGrantor]);
    assert!(g.dag.gaps[0].detail.contains("ARTHUR WOMACK"));
    assert!(g.dag.gaps[0].detail.contains("CORA DIXON"), "names the current holder");
}

#[test]
fn a_party_on_both_sides_does_not_draw_on_its_own_new_node() {
    let g = graph(&[
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]),
        instrument(
            "d2",
            DocCategory::WarrantyDeed,
            "1930-01-02",
            vec![("CORA DIXON", Grantor), ("CORA DIXON", Grantee), ("EDGAR FOX", Grantee)],
        ),
    ]);
    assert!(g.dag.edges.iter().all(|e| e.from != e.to));
    assert_eq!(gap_kinds(&g), vec![]);
}

#[test]
fn partial_conveyances_keep_the_rest_and_overconveyance_is_flagged() {
    let mut half = instrument("d2", DocCategory::MineralDeed, "1950-01-02", vec![("CORA DIXON", Grantor), ("EDGAR FOX", Grantee)]);
    half.interest = Some("1/2");
    let mut too_much = instrument("d3", DocCategory::MineralDeed, "1951-01-02", vec![("CORA DIXON", Grantor), ("GWEN HALE", Grantee)]);
    too_much.interest = Some("3/4");
    let mut deed = instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]);
    deed.reservations = vec![(Estate::Mineral, Some("1"))];
    let g = graph(&[
        instrument("d0", DocCategory::WarrantyDeed, "1910-01-01", vec![("IRA JONES", Grantor), ("CORA DIXON", Grantee)]),
        half,
        too_much,
    ]);
    assert_eq!(node(&g, Some("d2"), EstateType::Mineral, "cl-edgar-fox").interest.as_deref(), Some("1/2"));
    assert_eq!(gap_kinds(&g), vec![GapKind::Overconveyance], "the minerals go with the fee: 1/2 and then 3/4 of them is too much");
    let g = graph(&[
        deed,
        {
            let mut first = instrument("d2", DocCategory::MineralDeed, "1950-01-02", vec![("AMOS BELL", Grantor), ("EDGAR FOX", Grantee)]);
            first.interest = Some("1/2");
            first
        },
        {
            let mut second = instrument("d3", DocCategory::MineralDeed, "1951-01-02", vec![("AMOS BELL", Grantor), ("GWEN HALE", Grantee)]);
            second.interest = Some("3/4");
            second
        },
    ]);
    assert_eq!(gap_kinds(&g), vec![GapKind::Overconveyance]);
    assert_eq!(node(&g, Some("d1"), EstateType::Mineral, "cl-amos-bell").status, NodeStatus::Conveyed);
}

#[test]
fn an_acquisition_after_the_conveyance_is_a_date_inversion() {
    let g = graph(&[
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]),
        instrument("d2", DocCategory::WarrantyDeed, "1960-01-02", vec![("CORA DIXON", Grantor), ("EDGAR FOX", Grantee)]),
        instrument("d3", DocCategory::WarrantyDeed, "1955-01-02", vec![("EDGAR FOX", Grantor), ("GWEN HALE", Grantee)]),
    ]);
    assert_eq!(gap_kinds(&g), vec![GapKind::DateInversion]);
}

#[test]
fn an_assignment_follows_the_cited_lease_and_a_release_ends_it() {
    let mut lease = instrument("d2", DocCategory::OilGasLease, "1953-05-18", vec![("CORA DIXON", Lessor), ("CREST OIL CO", Lessee)]);
    lease.volume_page = Some(("210", "33"));
    lease.term = Some(5);
    let mut assignment =
        instrument("d3", DocCategory::LeaseAssignment, "1954-08-09", vec![("CREST OIL CO", Assignor), ("PECOS CO", Assignee)]);
    assignment.cites = Some(("0210", "33"));
    let mut release = instrument("d4", DocCategory::LeaseRelease, "1958-06-02", vec![("PECOS CO", Lessee)]);
    release.cites = Some(("210", "33"));
    release.tract = None;
    let g = graph(&[
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]),
        lease,
        assignment,
        release,
        instrument("d5", DocCategory::WarrantyDeed, "1970-01-02", vec![("CORA DIXON", Grantor), ("EDGAR FOX", Grantee)]),
    ]);
    assert_eq!(
        node(&g, Some("d3"), EstateType::Leasehold, "cl-pecos-co").status,
        NodeStatus::Released,
        "the release takes its land from the cited lease"
    );
    assert_eq!(gap_kinds(&g), vec![], "a released lease is not an unreleased lease");
}

#[test]
fn a_lease_past_its_term_without_release_is_flagged() {
    let mut lease = instrument("d2", DocCategory::OilGasLease, "1963-03-11", vec![("CORA DIXON", Lessor), ("CREST OIL CO", Lessee)]);
    lease.term = Some(3);
    let g = graph(&[
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]),
        lease,
        instrument("d3", DocCategory::WarrantyDeed, "1979-04-30", vec![("CORA DIXON", Grantor), ("EDGAR FOX", Grantee)]),
    ]);
    assert_eq!(gap_kinds(&g), vec![GapKind::UnreleasedLease]);
    assert!(g.dag.gaps[0].detail.contains("1966-03-11"));
}

#[test]
fn heirs_take_every_estate_the_decedent_held() {
    let mut deed = instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]);
    deed.reservations = vec![(Estate::Mineral, Some("1/2"))];
    let mut affidavit = instrument(
        "d2",
        DocCategory::AffidavitOfHeirship,
        "1962-01-15",
        vec![("AMOS BELL", Decedent), ("JOHN BELL", Heir), ("MARY BELL", Heir)],
    );
    affidavit.tract = None;
    affidavit.equal_shares = true;
    let g = graph(&[deed, affidavit]);
    assert_eq!(node(&g, Some("d2"), EstateType::Mineral, "cl-john-bell").interest.as_deref(), Some("1/4"));
    assert_eq!(node(&g, Some("d1"), EstateType::Mineral, "cl-amos-bell").status, NodeStatus::Conveyed);
    assert!(g.dag.edges.iter().filter(|e| e.kind == EdgeKind::Inheritance).count() == 2);
    assert_eq!(gap_kinds(&g), vec![]);
}

#[test]
fn instruments_without_land_parties_or_date_are_review_items_not_gaps() {
    let mut no_land = instrument("d2", DocCategory::MineralDeed, "1950-01-02", vec![("CORA DIXON", Grantor), ("EDGAR FOX", Grantee)]);
    no_land.tract = None;
    let mut undated = instrument("d3", DocCategory::WarrantyDeed, "1950-01-02", vec![("CORA DIXON", Grantor)]);
    undated.date = None;
    let no_grantor = instrument("d4", DocCategory::WarrantyDeed, "1951-01-02", vec![("GWEN HALE", Grantee)]);
    let nobody = instrument("d5", DocCategory::OilGasLease, "1952-01-02", vec![]);
    let unknown = instrument("d6", DocCategory::Other, "1953-01-02", vec![("GWEN HALE", Grantor)]);
    let result = result(&[
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]),
        no_land,
        undated,
        no_grantor,
        nobody,
        unknown,
    ]);
    assert_eq!(gap_kinds(&result.graph), vec![], "nothing the extractors missed is a defect of the record");
    let review: Vec<(&str, ReviewField)> = result.review.iter().map(|r| (r.document_id.as_str(), r.field)).collect();
    assert_eq!(
        review,
        vec![
            ("d2", ReviewField::Land),
            ("d3", ReviewField::Grantee),
            ("d3", ReviewField::Date),
            ("d4", ReviewField::Grantor),
            ("d5", ReviewField::Parties),
            ("d6", ReviewField::Category),
        ]
    );
    assert!(result.review.iter().all(|r| r.detail.starts_with(&r.document_id) && r.detail.contains("read")));
}

#[test]
fn a_release_without_land_takes_the_cited_lease_s_land_and_is_no_review_item() {
    let mut lease = instrument("d2", DocCategory::OilGasLease, "1953-05-18", vec![("CORA DIXON", Lessor), ("CREST OIL CO", Lessee)]);
    lease.volume_page = Some(("210", "33"));
    let mut release = instrument("d3", DocCategory::LeaseRelease, "1958-06-02", vec![("CREST OIL CO", Lessee)]);
    release.cites = Some(("210", "33"));
    release.tract = None;
    let mut affidavit =
        instrument("d4", DocCategory::AffidavitOfHeirship, "1962-01-15", vec![("CORA DIXON", Decedent), ("JOHN DIXON", Heir)]);
    affidavit.tract = None;
    let result = result(&[
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]),
        lease,
        release,
        affidavit,
    ]);
    let review: Vec<(&str, ReviewField)> = result.review.iter().map(|r| (r.document_id.as_str(), r.field)).collect();
    assert_eq!(review, vec![("d4", ReviewField::Land)], "an heirship without land is applied to the decedent's tracts, and listed");
    assert!(result.review[0].detail.contains("every tract where the decedent held"));
    assert_eq!(node(&result.graph, Some("d4"), EstateType::Fee, "cl-john-dixon").status, NodeStatus::Current);
}

#[test]
fn encumbrances_change_no_estate() {
    let g = graph(&[
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]),
        instrument("d2", DocCategory::DeedOfTrust, "1920-01-02", vec![("CORA DIXON", Mortgagor), ("FIRST STATE BANK CO", Mortgagee)]),
    ]);
    assert_eq!(g.dag.nodes.len(), 2);
    assert_eq!(gap_kinds(&g), vec![]);
}

#[test]
fn a_release_or_ratification_of_a_lease_not_in_the_package_is_flagged() {
    let g = graph(&[
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]),
        instrument("d2", DocCategory::LeaseRelease, "1958-06-02", vec![("PECOS CO", Lessee), ("CORA DIXON", Lessor)]),
        instrument("d3", DocCategory::LeaseRatification, "1960-02-12", vec![("CORA DIXON", Lessor), ("CREST OIL CO", Lessee)]),
    ]);
    assert_eq!(gap_kinds(&g), vec![GapKind::LeaseNotFound, GapKind::LeaseNotFound]);
    assert!(g.dag.gaps.iter().all(|gap| gap.estate_type == Some(EstateType::Leasehold)));
}

#[test]
fn a_grantor_written_also_by_her_maiden_name_draws_on_what_she_acquired_under_it() {
    let heir_aliased = |i: &Instrument| {
        let mut raw = raw(i);
        for party in &mut raw.parties.parties {
            if party.name == "EDNA MAE WHITFIELD" {
                party.aliases.push("Edna Mae Hollis".into());
            }
        }
        raw
    };
    let instruments = [
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("EDNA MAE HOLLIS", Grantee)]),
        instrument("d2", DocCategory::WarrantyDeed, "1950-03-01", vec![("EDNA MAE WHITFIELD", Grantor), ("EDGAR FOX", Grantee)]),
    ];
    let recording = Recording::default();
    let resolved: Vec<ResolvedDocument> = instruments.iter().map(|i| crate::l1::resolve(&heir_aliased(i), &recording)).collect();
    assert_eq!(resolved[1].parties.canonical_parties[0].mentions, vec!["EDNA MAE WHITFIELD".to_string(), "Edna Mae Hollis".to_string()]);
    let parties: Vec<DocumentParties<'_>> = instruments.iter().zip(&resolved).map(|(i, r)| DocumentParties::of(i.id, r)).collect();
    let clustering = l2::cluster("pkg", &parties);
    let documents: Vec<GraphDocument<'_>> =
        instruments.iter().zip(&resolved).map(|(i, r)| GraphDocument { document_id: i.id, resolved: r, recording: &recording }).collect();
    let options = GraphOptions { matcher: matcher::for_version("2.0").expect("2.0 is built"), link_references: true, document_count: 2 };
    let g = build("pkg", &documents, &clustering, &options).expect("acyclic").graph;
    assert_eq!(gap_kinds(&g), vec![], "the married name is linked to the maiden name's node");
    assert_eq!(g.dag.edges.len(), 2);
}

#[test]
fn a_spouse_who_joins_without_an_interest_of_record_is_no_break() {
    let g = graph(&[
        instrument("d1", DocCategory::Patent, "1906-11-20", vec![("UNITED STATES CO", Grantor), ("AUGUST F. LINDQUIST", Grantee)]),
        instrument(
            "d2",
            DocCategory::WarrantyDeed,
            "1919-10-06",
            vec![("AUGUST F. LINDQUIST", Grantor), ("HULDA LINDQUIST", Grantor), ("HENRY C. BLALOCK", Grantee)],
        ),
        instrument(
            "d3",
            DocCategory::OilGasLease,
            "1963-03-11",
            vec![("HENRY C. BLALOCK", Lessor), ("JUANITA BLALOCK", Lessor), ("WASHITA OIL CO", Lessee)],
        ),
    ]);
    assert_eq!(gap_kinds(&g), vec![], "Hulda and Juanita join their husbands' instruments");
    let henry = node(&g, Some("d2"), EstateType::Fee, "cl-henry-c-blalock");
    assert!(g.dag.edges.iter().any(|e| e.from == henry.id && e.document_id == "d3"), "the lease draws on the husband's fee");
}

#[test]
fn heirs_or_strangers_who_convey_beside_an_owner_are_breaks_not_joinders() {
    // A widow whose spouse of record is her late husband, conveying with a child after an
    // heirship that is not in the package: the child is a break.
    let widow = graph(&[
        instrument(
            "d1",
            DocCategory::WarrantyDeed,
            "1901-04-13",
            vec![("AMOS BELL", Grantor), ("RAY COGBURN", Grantee), ("EDNA COGBURN", Grantee)],
        ),
        instrument(
            "d2",
            DocCategory::WarrantyDeed,
            "1960-10-16",
            vec![("EDNA COGBURN", Grantor), ("LOIS COGBURN", Grantor), ("GWEN HALE", Grantee)],
        ),
    ]);
    assert_eq!(gap_kinds(&widow), vec![GapKind::UnlinkedGrantor]);
    assert!(widow.dag.gaps[0].detail.contains("LOIS COGBURN"));
    // One owner, two of his surname who never held: one of them may be his wife, but which?
    let two = graph(&[
        instrument("d1", DocCategory::WarrantyDeed, "1936-04-06", vec![("JOHN BASH", Grantor), ("THOMAS PETTIGREW", Grantee)]),
        instrument(
            "d2",
            DocCategory::Deed,
            "1967-04-02",
            vec![("CHARLES PETTIGREW", Grantor), ("OPAL PETTIGREW", Grantor), ("THOMAS PETTIGREW", Grantor), ("ETHEL HALE", Grantee)],
        ),
    ]);
    assert_eq!(gap_kinds(&two), vec![GapKind::UnlinkedGrantor, GapKind::UnlinkedGrantor]);
    // Another surname, or a company, never joins.
    let stranger = graph(&[
        instrument("d1", DocCategory::WarrantyDeed, "1936-04-06", vec![("JOHN BASH", Grantor), ("THOMAS PETTIGREW", Grantee)]),
        instrument(
            "d2",
            DocCategory::Deed,
            "1967-04-02",
            vec![("THOMAS PETTIGREW", Grantor), ("RUTH MOSS", Grantor), ("PETTIGREW CO", Grantor), ("ETHEL HALE", Grantee)],
        ),
    ]);
    assert_eq!(gap_kinds(&stranger), vec![GapKind::UnlinkedGrantor, GapKind::UnlinkedGrantor]);
}

/// A lease of CORA DIXON's recorded at `page` of volume 210.
fn lease(id: &'static str, date: &'static str, lessee: &'static str, page: &'static str) -> Instrument {
    let mut lease = instrument(id, DocCategory::OilGasLease, date, vec![("CORA DIXON", Lessor), (lessee, Lessee)]);
    lease.volume_page = Some(("210", page));
    lease.term = Some(3);
    lease
}

fn deed() -> Instrument {
    instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)])
}

#[test]
fn a_release_ends_only_the_lease_it_cites() {
    let mut release = instrument("d4", DocCategory::LeaseRelease, "1970-06-02", vec![("CREST OIL CO", Lessee)]);
    release.cites = Some(("210", "33"));
    let g = graph(&[deed(), lease("d2", "1953-05-18", "CREST OIL CO", "33"), lease("d3", "1969-01-02", "CREST OIL CO", "90"), release]);
    assert_eq!(node(&g, Some("d2"), EstateType::Leasehold, "cl-crest-oil-co").status, NodeStatus::Released);
    assert_eq!(
        node(&g, Some("d3"), EstateType::Leasehold, "cl-crest-oil-co").status,
        NodeStatus::Current,
        "the later lease is not released"
    );
}

#[test]
fn a_release_names_its_lease_by_the_date_it_recites_or_by_its_lessor() {
    let mut by_date = instrument("d4", DocCategory::LeaseRelease, "1970-06-02", vec![("CREST OIL CO", Lessee)]);
    by_date.recites = Some("1953-05-18");
    let g = graph(&[deed(), lease("d2", "1953-05-18", "CREST OIL CO", "33"), lease("d3", "1969-01-02", "CREST OIL CO", "90"), by_date]);
    assert_eq!(node(&g, Some("d2"), EstateType::Leasehold, "cl-crest-oil-co").status, NodeStatus::Released);
    assert_eq!(node(&g, Some("d3"), EstateType::Leasehold, "cl-crest-oil-co").status, NodeStatus::Current);

    let mut other_lessor = lease("d3", "1969-01-02", "CREST OIL CO", "90");
    other_lessor.parties = vec![("EDGAR FOX", Lessor), ("CREST OIL CO", Lessee)];
    let by_lessor = instrument("d4", DocCategory::LeaseRelease, "1970-06-02", vec![("CREST OIL CO", Lessee), ("EDGAR FOX", Lessor)]);
    let g = graph(&[
        deed(),
        instrument("d0", DocCategory::MineralDeed, "1930-01-01", vec![("CORA DIXON", Grantor), ("EDGAR FOX", Grantee)]),
        lease("d2", "1953-05-18", "CREST OIL CO", "33"),
        other_lessor,
        by_lessor,
    ]);
    assert_eq!(node(&g, Some("d2"), EstateType::Leasehold, "cl-crest-oil-co").status, NodeStatus::Current);
    assert_eq!(node(&g, Some("d3"), EstateType::Leasehold, "cl-crest-oil-co").status, NodeStatus::Released);
}

#[test]
fn a_release_that_names_no_lease_of_several_releases_none() {
    let release = instrument("d4", DocCategory::LeaseRelease, "1970-06-02", vec![("PECOS CO", Lessee)]);
    let g = graph(&[deed(), lease("d2", "1953-05-18", "CREST OIL CO", "33"), lease("d3", "1969-01-02", "MESA OIL CO", "90"), release]);
    assert_eq!(gap_kinds(&g), vec![GapKind::LeaseNotFound, GapKind::UnreleasedLease]);
    assert!(g.dag.gaps[0].detail.contains("d2, d3"), "{}", g.dag.gaps[0].detail);
    assert_eq!(node(&g, Some("d3"), EstateType::Leasehold, "cl-mesa-oil-co").status, NodeStatus::Current);
}

#[test]
fn a_releasor_with_no_record_interest_is_no_break_and_the_override_ends_with_the_lease() {
    let mut assignment =
        instrument("d3", DocCategory::LeaseAssignment, "1954-08-09", vec![("CREST OIL CO", Assignor), ("PECOS CO", Assignee)]);
    assignment.cites = Some(("210", "33"));
    assignment.reservations = vec![(Estate::Royalty, Some("1/32"))];
    let mut release = instrument("d4", DocCategory::LeaseRelease, "1958-06-02", vec![("TRANS PECOS CO", Lessee)]);
    release.cites = Some(("210", "33"));
    let g = graph(&[deed(), lease("d2", "1953-05-18", "CREST OIL CO", "33"), assignment, release]);
    assert_eq!(gap_kinds(&g), vec![], "the releasor is not a grantor-side party");
    assert_eq!(node(&g, Some("d3"), EstateType::Leasehold, "cl-pecos-co").status, NodeStatus::Released);
    assert_eq!(
        node(&g, Some("d3"), EstateType::Leasehold, "cl-crest-oil-co").status,
        NodeStatus::Released,
        "the override carved out of the lease"
    );
}

#[test]
fn an_unlinked_assignment_keeps_its_lease() {
    let mut assignment =
        instrument("d3", DocCategory::LeaseAssignment, "1954-08-09", vec![("STRANGER OIL CO", Assignor), ("PECOS CO", Assignee)]);
    assignment.cites = Some(("210", "33"));
    let mut release = instrument("d4", DocCategory::LeaseRelease, "1958-06-02", vec![("PECOS CO", Lessee)]);
    release.cites = Some(("210", "33"));
    let g = graph(&[deed(), lease("d2", "1953-05-18", "CREST OIL CO", "33"), assignment, release]);
    assert_eq!(gap_kinds(&g), vec![GapKind::UnlinkedGrantor], "the assignor never held the lease");
    assert_eq!(
        node(&g, Some("d3"), EstateType::Leasehold, "cl-pecos-co").status,
        NodeStatus::Released,
        "the release finds the assignee's leasehold by its lease"
    );
}

#[test]
fn instruments_of_one_day_are_applied_acquisition_first() {
    // The heirs' deed sorts before the affidavit by id and recording, but relies on it.
    let mut deed_of_heirs = instrument(
        "d2",
        DocCategory::WarrantyDeed,
        "1962-01-15",
        vec![("JOHN BELL", Grantor), ("MARY BELL", Grantor), ("EDGAR FOX", Grantee)],
    );
    deed_of_heirs.volume_page = Some(("300", "1"));
    let mut affidavit = instrument(
        "d3",
        DocCategory::AffidavitOfHeirship,
        "1962-01-15",
        vec![("AMOS BELL", Decedent), ("JOHN BELL", Heir), ("MARY BELL", Heir)],
    );
    affidavit.volume_page = Some(("300", "2"));
    let applied = result(&[
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("IRA JONES", Grantor), ("AMOS BELL", Grantee)]),
        deed_of_heirs,
        affidavit,
    ]);
    assert_eq!(gap_kinds(&applied.graph), vec![]);
    assert_eq!(applied.order, vec!["d1", "d3", "d2"]);
    assert_eq!(node(&applied.graph, Some("d2"), EstateType::Fee, "cl-edgar-fox").status, NodeStatus::Current);
    // Two deeds of one day that rely on each other both ways keep their id order.
    let swap = result(&[
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("IRA JONES", Grantor), ("AMOS BELL", Grantee)]),
        instrument("d2", DocCategory::WarrantyDeed, "1950-01-02", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]),
        instrument("d3", DocCategory::WarrantyDeed, "1950-01-02", vec![("CORA DIXON", Grantor), ("AMOS BELL", Grantee)]),
    ]);
    assert_eq!(swap.order, vec!["d1", "d2", "d3"]);
}

#[test]
fn the_grantor_of_a_later_deed_holds_as_the_grantee_an_earlier_deed_did_not_read() {
    let g = graph(&[
        instrument("d1", DocCategory::Patent, "1914-02-26", vec![("STATE OF WYOMING CO", Grantor)]),
        instrument("d2", DocCategory::QuitclaimDeed, "1934-06-30", vec![("THADDEUS CROWLEY", Grantor), ("LYLE AMES", Grantee)]),
    ]);
    assert_eq!(gap_kinds(&g), vec![]);
    let inferred = node(&g, Some("d1"), EstateType::Fee, "cl-thaddeus-crowley");
    assert!(g.dag.edges.iter().any(|e| e.to == inferred.id && e.document_id == "d1"));
    assert!(g.dag.edges.iter().any(|e| e.from == inferred.id && e.document_id == "d2"));
    // Two instruments with unread grantees before: which one the grantor took by is unknown.
    let two = graph(&[
        deed(),
        instrument("d2", DocCategory::MineralDeed, "1930-01-01", vec![("CORA DIXON", Grantor)]),
        instrument("d3", DocCategory::MineralDeed, "1931-01-01", vec![("CORA DIXON", Grantor)]),
        instrument("d4", DocCategory::MineralDeed, "1950-01-01", vec![("EDGAR FOX", Grantor), ("GWEN HALE", Grantee)]),
    ]);
    assert_eq!(gap_kinds(&two), vec![GapKind::UnlinkedGrantor]);
}

#[test]
fn a_party_read_on_both_sides_who_held_nothing_is_no_break() {
    let g = graph(&[
        deed(),
        instrument(
            "d2",
            DocCategory::CorrectionDeed,
            "1972-02-14",
            vec![("CORA DIXON", Grantor), ("GWEN HALE", Grantor), ("GWEN HALE", Grantee)],
        ),
    ]);
    assert_eq!(gap_kinds(&g), vec![]);
}

#[test]
fn an_instrument_whose_land_was_not_read_acts_where_its_grantor_holds() {
    let mut lease = lease("d2", "1953-05-18", "CREST OIL CO", "33");
    lease.tract = None;
    let mut release = instrument("d3", DocCategory::LeaseRelease, "1970-06-02", vec![("CREST OIL CO", Lessee)]);
    release.cites = Some(("210", "33"));
    let result = result(&[deed(), lease, release]);
    assert_eq!(gap_kinds(&result.graph), vec![], "the lease is on Cora's tract, so the release finds it");
    assert_eq!(node(&result.graph, Some("d2"), EstateType::Leasehold, "cl-crest-oil-co").status, NodeStatus::Released);
    assert_eq!(result.review.iter().map(|r| (r.document_id.as_str(), r.field)).collect::<Vec<_>>(), vec![("d2", ReviewField::Land)]);
}

#[test]
fn heirs_an_heirship_did_not_read_hold_under_it_when_they_convey() {
    let affidavit = instrument("d2", DocCategory::AffidavitOfHeirship, "1962-01-15", vec![("CORA DIXON", Decedent)]);
    let g = graph(&[
        deed(),
        affidavit,
        instrument("d3", DocCategory::WarrantyDeed, "1970-01-02", vec![("JOHN DIXON", Grantor), ("EDGAR FOX", Grantee)]),
        instrument("d4", DocCategory::WarrantyDeed, "1971-01-02", vec![("MARY DIXON", Grantor), ("GWEN HALE", Grantee)]),
        instrument("d5", DocCategory::WarrantyDeed, "1972-01-02", vec![("IRA JONES", Grantor), ("RUTH MOSS", Grantee)]),
    ]);
    assert_eq!(gap_kinds(&g), vec![GapKind::UnlinkedGrantor], "a stranger to the decedent's name is still a break");
    assert!(g.dag.gaps[0].detail.contains("IRA JONES"));
    let john = node(&g, Some("d2"), EstateType::Fee, "cl-john-dixon");
    assert!(g.dag.edges.iter().any(|e| e.to == john.id && e.kind == EdgeKind::Inheritance));
    assert_eq!(node(&g, Some("d1"), EstateType::Fee, "cl-cora-dixon").status, NodeStatus::Conveyed);
}

#[test]
fn a_release_citing_a_lease_of_other_land_releases_nothing_there_and_is_no_gap() {
    let mut lease = lease("d2", "1953-05-18", "CREST OIL CO", "33");
    lease.tract = Some("12");
    let mut release = instrument("d4", DocCategory::LeaseRelease, "1970-06-02", vec![("CREST OIL CO", Lessee)]);
    release.cites = Some(("210", "33"));
    release.tract = Some("13");
    let mut other = instrument("d3", DocCategory::WarrantyDeed, "1920-01-01", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]);
    other.tract = Some("13");
    let g = graph(&[deed(), other, lease, release]);
    assert_eq!(gap_kinds(&g), vec![GapKind::UnreleasedLease], "no lease_not_found on tract 13; the lease on 12 is still out");
    assert_eq!(node(&g, Some("d2"), EstateType::Leasehold, "cl-crest-oil-co").status, NodeStatus::Current);
}

#[test]
fn every_gap_names_its_instrument_and_a_cure() {
    let mut too_much = instrument("d4", DocCategory::MineralDeed, "1951-01-02", vec![("AMOS BELL", Grantor), ("GWEN HALE", Grantee)]);
    too_much.interest = Some("3/4");
    let mut first = instrument("d3", DocCategory::MineralDeed, "1950-01-02", vec![("AMOS BELL", Grantor), ("EDGAR FOX", Grantee)]);
    first.interest = Some("1/2");
    let mut severing = instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]);
    severing.reservations = vec![(Estate::Mineral, Some("1"))];
    let g = graph(&[
        severing,
        first,
        too_much,
        lease("d5", "1953-05-18", "CREST OIL CO", "33"),
        instrument("d6", DocCategory::MineralDeed, "1954-01-02", vec![("ARTHUR WOMACK", Grantor), ("RUTH MOSS", Grantee)]),
        instrument("d7", DocCategory::LeaseRatification, "1955-01-02", vec![("CORA DIXON", Lessor), ("MESA OIL CO", Lessee)]),
        instrument("d8", DocCategory::WarrantyDeed, "1960-01-02", vec![("EDGAR FOX", Grantor), ("IRA JONES", Grantee)]),
        instrument("d9", DocCategory::WarrantyDeed, "1956-01-02", vec![("IRA JONES", Grantor), ("LOIS HALE", Grantee)]),
    ]);
    let mut kinds = gap_kinds(&g);
    kinds.sort();
    kinds.dedup();
    assert_eq!(
        kinds,
        vec![GapKind::UnlinkedGrantor, GapKind::DateInversion, GapKind::Overconveyance, GapKind::UnreleasedLease, GapKind::LeaseNotFound]
    );
    for gap in &g.dag.gaps {
        let document = gap.document_id.as_deref().expect("a gap is of an instrument");
        assert!(gap.detail.contains(document), "{gap:?}");
        assert!(["Look for", "check", "Check", "Obtain", "add"].iter().any(|cure| gap.detail.contains(cure)), "no cure: {gap:?}");
    }
}

/// The ownership at the end of a package: (estate, owner name, interest) per holder of the one
/// tract, and which estates are complete.
/// (estate, owner name, interest) of one holder.
type Held = (String, String, Option<String>);

fn holders(instruments: &[Instrument]) -> (Vec<Held>, Vec<(String, bool)>) {
    let ownership = result(instruments).ownership;
    let mut held = Vec::new();
    let mut complete = Vec::new();
    for tract in &ownership.tracts {
        for estate in &tract.estates {
            complete.push((estate.estate_type.as_str().to_string(), estate.complete));
            for holder in &estate.holders {
                held.push((estate.estate_type.as_str().to_string(), holder.owner_name.clone(), holder.interest.clone()));
            }
        }
    }
    (held, complete)
}

fn holding(estate: &str, name: &str, interest: Option<&str>) -> Held {
    (estate.to_string(), name.to_string(), interest.map(str::to_string))
}

#[test]
fn the_root_holds_the_whole_and_co_grantees_share_equally() {
    let (held, complete) = holders(&[
        instrument("d1", DocCategory::Patent, "1906-06-14", vec![("STATE OF TEXAS", Grantor), ("AMOS BELL", Grantee)]),
        instrument(
            "d2",
            DocCategory::WarrantyDeed,
            "1921-04-12",
            vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee), ("EDGAR DIXON", Grantee)],
        ),
    ]);
    assert_eq!(
        held,
        vec![
            holding("fee", "CORA DIXON", Some("1/2")),
            holding("fee", "EDGAR DIXON", Some("1/2")),
            holding("mineral", "CORA DIXON", Some("1/2")),
            holding("mineral", "EDGAR DIXON", Some("1/2")),
        ]
    );
    assert!(complete.iter().all(|(_, c)| *c));
}

#[test]
fn a_reservation_severs_the_minerals_and_a_mineral_deed_takes_from_them() {
    let mut deed = instrument("d2", DocCategory::WarrantyDeed, "1946-09-03", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]);
    deed.reservations = vec![(Estate::Mineral, Some("1/2"))];
    let mut mineral_deed = instrument("d3", DocCategory::MineralDeed, "1951-02-20", vec![("AMOS BELL", Grantor), ("EDGAR FOX", Grantee)]);
    mineral_deed.interest = Some("1/4");
    let mut from_the_fee = instrument("d4", DocCategory::MineralDeed, "1952-03-03", vec![("CORA DIXON", Grantor), ("GWEN HALE", Grantee)]);
    from_the_fee.interest = Some("1/4");
    let (held, complete) = holders(&[
        instrument("d1", DocCategory::WarrantyDeed, "1921-04-12", vec![("IRA JONES", Grantor), ("AMOS BELL", Grantee)]),
        deed,
        mineral_deed,
        from_the_fee,
    ]);
    assert_eq!(
        held,
        vec![
            holding("fee", "CORA DIXON", Some("1")),
            holding("mineral", "AMOS BELL", Some("1/4")),
            holding("mineral", "CORA DIXON", Some("1/4")),
            holding("mineral", "EDGAR FOX", Some("1/4")),
            holding("mineral", "GWEN HALE", Some("1/4")),
        ]
    );
    assert!(complete.iter().all(|(_, c)| *c));
}

#[test]
fn a_share_of_the_grantors_interest_is_taken_of_what_it_holds() {
    let mut deed = instrument("d2", DocCategory::WarrantyDeed, "1946-09-03", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]);
    deed.reservations = vec![(Estate::Mineral, Some("1/2"))];
    let mut half_of_his = instrument("d3", DocCategory::MineralDeed, "1951-02-20", vec![("AMOS BELL", Grantor), ("EDGAR FOX", Grantee)]);
    half_of_his.interest = Some("1/2");
    half_of_his.interest_of = Some(crate::vocab::InterestBasis::GrantorInterest);
    let (held, _) = holders(&[
        instrument("d1", DocCategory::WarrantyDeed, "1921-04-12", vec![("IRA JONES", Grantor), ("AMOS BELL", Grantee)]),
        deed,
        half_of_his,
    ]);
    assert!(held.contains(&holding("mineral", "AMOS BELL", Some("1/4"))), "{held:?}");
    assert!(held.contains(&holding("mineral", "EDGAR FOX", Some("1/4"))), "{held:?}");
    assert!(held.contains(&holding("mineral", "CORA DIXON", Some("1/2"))), "{held:?}");
}

#[test]
fn heirs_without_stated_shares_are_unknown_and_the_estate_incomplete() {
    let affidavit = instrument(
        "d2",
        DocCategory::AffidavitOfHeirship,
        "1962-01-15",
        vec![("AMOS BELL", Decedent), ("JOHN BELL", Heir), ("MARY BELL", Heir)],
    );
    let (held, complete) = holders(&[
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("IRA JONES", Grantor), ("AMOS BELL", Grantee)]),
        affidavit,
    ]);
    assert!(held.contains(&holding("fee", "JOHN BELL", None)) && held.contains(&holding("fee", "MARY BELL", None)), "{held:?}");
    assert!(complete.iter().all(|(_, c)| !*c));
    // When all the heirs convey together, their grantee holds the decedent's whole interest.
    let (held, complete) = holders(&[
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("IRA JONES", Grantor), ("AMOS BELL", Grantee)]),
        instrument(
            "d2",
            DocCategory::AffidavitOfHeirship,
            "1962-01-15",
            vec![("AMOS BELL", Decedent), ("JOHN BELL", Heir), ("MARY BELL", Heir)],
        ),
        instrument(
            "d3",
            DocCategory::WarrantyDeed,
            "1970-01-15",
            vec![("JOHN BELL", Grantor), ("MARY BELL", Grantor), ("GWEN HALE", Grantee)],
        ),
    ]);
    assert_eq!(held, vec![holding("fee", "GWEN HALE", None), holding("mineral", "GWEN HALE", None)]);
    assert!(!complete[0].1, "the sum of two unknown shares is still unknown to the arithmetic: it refuses to guess");
}

#[test]
fn a_lease_takes_the_lessors_mineral_fraction_and_an_assignment_a_share_of_it() {
    let mut deed = instrument("d2", DocCategory::MineralDeed, "1946-09-03", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]);
    deed.interest = Some("1/2");
    let mut lease = instrument("d3", DocCategory::OilGasLease, "1953-05-18", vec![("CORA DIXON", Lessor), ("CREST OIL CO", Lessee)]);
    lease.term = Some(5);
    lease.volume_page = Some(("210", "33"));
    let mut assignment =
        instrument("d4", DocCategory::LeaseAssignment, "1954-08-09", vec![("CREST OIL CO", Assignor), ("MESA ENERGY CO", Assignee)]);
    assignment.interest = Some("1/4");
    assignment.interest_of = Some(crate::vocab::InterestBasis::GrantorInterest);
    assignment.cites = Some(("210", "33"));
    assignment.reservations = vec![(Estate::Royalty, Some("1/32"))];
    let (held, complete) = holders(&[
        instrument("d1", DocCategory::WarrantyDeed, "1921-04-12", vec![("IRA JONES", Grantor), ("AMOS BELL", Grantee)]),
        deed,
        lease,
        assignment,
    ]);
    assert!(held.contains(&holding("leasehold", "CREST OIL CO", Some("3/8"))), "{held:?}");
    assert!(held.contains(&holding("leasehold", "MESA ENERGY CO", Some("1/8"))), "1/4 of the assignor's 1/2: {held:?}");
    assert!(held.contains(&holding("overriding_royalty", "CREST OIL CO", Some("1/32"))), "{held:?}");
    assert!(complete.contains(&("leasehold".to_string(), false)), "half the minerals leased: the leasehold is not whole");
}

#[test]
fn a_grantor_with_no_record_interest_conveys_nothing_of_record() {
    let mut stranger = instrument("d2", DocCategory::MineralDeed, "1956-02-27", vec![("ROY KEEL", Grantor), ("GWEN HALE", Grantee)]);
    stranger.interest = Some("1/2");
    let mut silent = instrument("d3", DocCategory::MineralDeed, "1957-02-27", vec![("ADA LUSK", Grantor), ("EDGAR FOX", Grantee)]);
    silent.interest = None;
    let result = result(&[
        instrument("d1", DocCategory::WarrantyDeed, "1931-11-09", vec![("IRA JONES", Grantor), ("AMOS BELL", Grantee)]),
        stranger,
        silent,
    ]);
    let mineral = &result.ownership.tracts[0].estates[1];
    let held: Vec<(&str, Option<&str>)> = mineral.holders.iter().map(|h| (h.owner_name.as_str(), h.interest.as_deref())).collect();
    assert_eq!(held, vec![("AMOS BELL", Some("1")), ("EDGAR FOX", None), ("GWEN HALE", Some("1/2"))]);
    assert!(!mineral.complete && mineral.incomplete_detail.as_deref().is_some_and(|d| d.contains("EDGAR FOX")));
}

#[test]
fn holdings_above_the_whole_without_a_break_are_an_overconveyance() {
    let mut deed = instrument("d2", DocCategory::WarrantyDeed, "1946-09-03", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]);
    deed.interest = Some("3/4");
    let mut second = instrument("d3", DocCategory::WarrantyDeed, "1947-09-03", vec![("AMOS BELL", Grantor), ("EDGAR FOX", Grantee)]);
    second.interest = Some("1/2");
    let g = graph(&[
        instrument("d1", DocCategory::WarrantyDeed, "1921-04-12", vec![("IRA JONES", Grantor), ("AMOS BELL", Grantee)]),
        deed,
        second,
    ]);
    assert_eq!(gap_kinds(&g), vec![GapKind::Overconveyance]);
    assert!(g.dag.gaps[0].detail.contains("held only 1/4"), "{}", g.dag.gaps[0].detail);
}

#[test]
fn the_history_answers_who_held_it_on_a_date() {
    let ownership = result(&[
        instrument("d1", DocCategory::WarrantyDeed, "1921-04-12", vec![("IRA JONES", Grantor), ("AMOS BELL", Grantee)]),
        instrument("d2", DocCategory::WarrantyDeed, "1946-09-03", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]),
    ])
    .ownership;
    let fee_on = |date: &str| {
        ownership
            .history
            .iter()
            .rev()
            .find(|e| e.estate_type == crate::api::ownership::OwnershipEstate::Fee && e.date.as_deref().is_some_and(|d| d <= date))
            .map(|e| e.holders.iter().map(|h| h.owner_name.clone()).collect::<Vec<_>>())
    };
    assert_eq!(fee_on("1930-01-01"), Some(vec!["AMOS BELL".to_string()]));
    assert_eq!(fee_on("1950-01-01"), Some(vec!["CORA DIXON".to_string()]));
    assert_eq!(fee_on("1900-01-01"), None);
}

#[test]
fn grantors_convey_a_share_of_the_whole_in_proportion_to_what_each_holds() {
    let heirship = {
        let mut affidavit = instrument(
            "d2",
            DocCategory::AffidavitOfHeirship,
            "1962-01-15",
            vec![("AMOS BELL", Decedent), ("JOHN BELL", Heir), ("MARY BELL", Heir)],
        );
        affidavit.equal_shares = true;
        affidavit
    };
    let mut deed = instrument(
        "d3",
        DocCategory::MineralDeed,
        "1970-01-15",
        vec![("CORA BELL", Grantor), ("JOHN BELL", Grantor), ("MARY BELL", Grantor), ("GWEN HALE", Grantee)],
    );
    deed.interest = Some("1/2");
    let (held, complete) = holders(&[
        instrument(
            "d1",
            DocCategory::WarrantyDeed,
            "1919-10-06",
            vec![("IRA JONES", Grantor), ("AMOS BELL", Grantee), ("CORA BELL", Grantee)],
        ),
        heirship,
        deed,
    ]);
    // Cora 1/2, John and Mary 1/4 each give 1/4, 1/8 and 1/8 of the minerals.
    assert!(held.contains(&holding("mineral", "CORA BELL", Some("1/4"))), "{held:?}");
    assert!(held.contains(&holding("mineral", "JOHN BELL", Some("1/8"))), "{held:?}");
    assert!(held.contains(&holding("mineral", "GWEN HALE", Some("1/2"))), "{held:?}");
    assert!(complete.iter().all(|(_, c)| *c), "{complete:?}");
}

/// Holders per tract phrase: (tract phrase, estate, owner name, interest).
fn holders_by_tract(instruments: &[Instrument]) -> Vec<(String, String, String, Option<String>)> {
    let ownership = result(instruments).ownership;
    let mut held = Vec::new();
    for tract in &ownership.tracts {
        for estate in &tract.estates {
            for holder in &estate.holders {
                let phrase = tract.tract_identity_phrase.clone().unwrap_or_default();
                held.push((phrase, estate.estate_type.as_str().to_string(), holder.owner_name.clone(), holder.interest.clone()));
            }
        }
    }
    held.sort();
    held
}

fn co_owners_then_partition(allotments: Vec<(&'static str, &'static str)>) -> Vec<Instrument> {
    let mut partition = instrument(
        "d2",
        DocCategory::PartitionDeed,
        "1958-03-20",
        vec![("IRMA COLE", Grantor), ("IRMA COLE", Grantee), ("LESTER COLE", Grantor), ("LESTER COLE", Grantee)],
    );
    partition.allotments = allotments;
    vec![
        instrument(
            "d1",
            DocCategory::WarrantyDeed,
            "1940-07-01",
            vec![("OTIS KERR", Grantor), ("IRMA COLE", Grantee), ("LESTER COLE", Grantee)],
        ),
        partition,
    ]
}

#[test]
fn a_partition_gives_each_co_owner_its_allotted_tract_in_severalty() {
    let instruments = co_owners_then_partition(vec![("Irma Cole", "N/2 NE/4"), ("LESTER COLE", "S/2 NE/4")]);
    let held: Vec<(String, String, String, Option<String>)> = holders_by_tract(&instruments);
    let line = |phrase: &str, estate: &str, name: &str| (phrase.to_string(), estate.to_string(), name.to_string(), Some("1".to_string()));
    let north = "N/2 NE/4 SEC 12 T9N R11W, CADDO COUNTY, OK";
    let south = "S/2 NE/4 SEC 12 T9N R11W, CADDO COUNTY, OK";
    assert_eq!(
        held,
        vec![
            line(north, "fee", "IRMA COLE"),
            line(north, "mineral", "IRMA COLE"),
            line(south, "fee", "LESTER COLE"),
            line(south, "mineral", "LESTER COLE"),
        ]
    );
    let g = graph(&instruments);
    assert_eq!(gap_kinds(&g), vec![]);
    // The undivided halves of the whole quarter end with the partition, each linked to both parts.
    assert_eq!(node(&g, Some("d1"), EstateType::Fee, "cl-irma-cole").status, NodeStatus::Conveyed);
    assert_eq!(g.dag.edges.iter().filter(|e| e.document_id == "d2").count(), 4);
}

#[test]
fn a_partition_that_keeps_the_minerals_undivided_leaves_each_co_owner_its_share_of_them() {
    let mut instruments = co_owners_then_partition(vec![("IRMA COLE", "N/2 NE/4"), ("LESTER COLE", "S/2 NE/4")]);
    instruments[1].reservations = vec![(Estate::Mineral, None)];
    let held = holders_by_tract(&instruments);
    let north: Vec<(&str, &str, Option<&str>)> =
        held.iter().filter(|h| h.0.starts_with("N/2")).map(|h| (h.1.as_str(), h.2.as_str(), h.3.as_deref())).collect();
    assert_eq!(
        north,
        vec![("fee", "IRMA COLE", Some("1")), ("mineral", "IRMA COLE", Some("1/2")), ("mineral", "LESTER COLE", Some("1/2"))]
    );
}

#[test]
fn a_partition_whose_allotments_do_not_settle_who_takes_what_leaves_the_undivided_shares() {
    // Only one co-owner's part was read.
    let instruments = co_owners_then_partition(vec![("IRMA COLE", "N/2 NE/4")]);
    let result = result(&instruments);
    assert!(result.effects["d2"].iter().any(|line| line.contains("no part read for LESTER COLE")), "{:?}", result.effects["d2"]);
    let whole = "NE/4 SEC 12 T9N R11W, CADDO COUNTY, OK";
    let held = holders_by_tract(&instruments);
    assert!(held.iter().any(|h| h.0 == whole && h.1 == "fee" && h.2 == "IRMA COLE" && h.3.as_deref() == Some("1/2")), "{held:?}");
    assert!(held.iter().any(|h| h.0 == whole && h.1 == "fee" && h.2 == "LESTER COLE" && h.3.as_deref() == Some("1/2")), "{held:?}");
}
