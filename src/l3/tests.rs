//! The estate-graph rules on small packages built from raw extractions.

use super::*;
use crate::api::estate_graph::{EdgeKind, GapKind, NodeStatus};
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
                .collect(),
            warnings: Vec::new(),
        },
        doc_type: DocTypeExtraction { category: instrument.category, label: None, confidence: 0.9, evidence: None, warnings: Vec::new() },
        conveyance: ConveyanceExtraction {
            conveys_fee: instrument.category.conveys_fee(),
            interest: instrument.interest.map(str::to_string),
            reservations: instrument
                .reservations
                .iter()
                .map(|(estate, fraction)| Reservation {
                    estate: *estate,
                    fraction: fraction.map(str::to_string),
                    evidence: Evidence::default(),
                })
                .collect(),
            primary_term_years: instrument.term,
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
    let recordings: Vec<Recording> = instruments
        .iter()
        .map(|i| Recording {
            volume: i.volume_page.map(|v| v.0.to_string()),
            page: i.volume_page.map(|v| v.1.to_string()),
            ..Recording::default()
        })
        .collect();
    let resolved: Vec<ResolvedDocument> = instruments.iter().zip(&recordings).map(|(i, r)| crate::l1::resolve(&raw(i), r)).collect();
    let parties: Vec<DocumentParties<'_>> = instruments
        .iter()
        .zip(&resolved)
        .map(|(i, r)| DocumentParties { document_id: i.id, parties: &r.parties.canonical_parties })
        .collect();
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
    build("pkg", &documents, &clustering, &options).expect("acyclic").graph
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
    assert_eq!(gap_kinds(&g), vec![], "from the unsevered fee, nothing is consumed");
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
    let g = graph(&[deed, affidavit]);
    assert_eq!(node(&g, Some("d2"), EstateType::Mineral, "cl-john-bell").interest.as_deref(), Some("1/4"));
    assert_eq!(node(&g, Some("d1"), EstateType::Mineral, "cl-amos-bell").status, NodeStatus::Conveyed);
    assert!(g.dag.edges.iter().filter(|e| e.kind == EdgeKind::Inheritance).count() == 2);
    assert_eq!(gap_kinds(&g), vec![]);
}

#[test]
fn instruments_without_land_parties_or_date_are_gaps_not_guesses() {
    let mut no_land = instrument("d2", DocCategory::MineralDeed, "1950-01-02", vec![("CORA DIXON", Grantor), ("EDGAR FOX", Grantee)]);
    no_land.tract = None;
    let mut undated = instrument("d3", DocCategory::WarrantyDeed, "1950-01-02", vec![("CORA DIXON", Grantor)]);
    undated.date = None;
    let g = graph(&[
        instrument("d1", DocCategory::WarrantyDeed, "1919-10-06", vec![("AMOS BELL", Grantor), ("CORA DIXON", Grantee)]),
        no_land,
        undated,
    ]);
    assert_eq!(gap_kinds(&g), vec![GapKind::MissingLand, GapKind::UndatedInstrument, GapKind::MissingParty]);
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
    let parties: Vec<DocumentParties<'_>> = instruments
        .iter()
        .zip(&resolved)
        .map(|(i, r)| DocumentParties { document_id: i.id, parties: &r.parties.canonical_parties })
        .collect();
    let clustering = l2::cluster("pkg", &parties);
    let documents: Vec<GraphDocument<'_>> =
        instruments.iter().zip(&resolved).map(|(i, r)| GraphDocument { document_id: i.id, resolved: r, recording: &recording }).collect();
    let options = GraphOptions { matcher: matcher::for_version("2.0").expect("2.0 is built"), link_references: true, document_count: 2 };
    let g = build("pkg", &documents, &clustering, &options).expect("acyclic").graph;
    assert_eq!(gap_kinds(&g), vec![], "the married name is linked to the maiden name's node");
    assert_eq!(g.dag.edges.len(), 2);
}
