//! Title histories: a package is simulated from its root (a patent or a first deed) forward in
//! time, so that every instrument is one a real owner could sign: fee transfers with and without
//! mineral reservations, mineral and royalty deeds of fractions, deaths with heirship or probate
//! and the heirs conveying after, leases from whoever holds the minerals at that date, their
//! assignments and releases, and encumbrances that move no estate. Then one instrument may be
//! taken out of the record, and the chain breaks where an examiner would find it broken.

use super::land::{Tract, package_tracts};
use super::names::{Business, Party, PartyKind, Person};
use super::rng::Rng;
use super::share::Share;
use crate::calendar::Date;
use crate::vocab::{DocCategory, LandSystem, Role};

/// One recorded instrument of the simulated history.
#[derive(Debug, Clone)]
pub struct Instrument {
    /// Position in the full history (1-based); the document id's number, so that a removed
    /// instrument leaves a hole in the numbering as a missing book page does.
    pub number: usize,
    pub category: DocCategory,
    /// The true governing date.
    pub date: Date,
    /// The execution clause leaves its day blank ("this ___ day of"), so that the
    /// acknowledgment, dated `date`, governs.
    pub execution_blank: bool,
    pub parties: Vec<(usize, Role)>,
    /// Indices into the package's tracts.
    pub tracts: Vec<usize>,
    /// Of a mineral or royalty deed: the share of all the minerals conveyed.
    pub interest: Option<Share>,
    /// Of a fee deed: the share of all the minerals the grantors keep.
    pub reservation: Option<Share>,
    /// Of an assignment, a release or a mortgage release: the instrument it acts on.
    pub acts_on: Option<usize>,
    /// The instrument by which the grantor side acquired, recited as the source of title.
    pub source: Option<usize>,
    pub primary_term: Option<u32>,
    /// The affiant of an affidavit of heirship, or the executor of a probate: never a party.
    pub witness: Option<Person>,
    pub recording: Recording,
}

#[derive(Debug, Clone)]
pub struct Recording {
    pub volume: u32,
    pub page: u32,
    pub instrument_number: Option<String>,
    pub recorded: Date,
}

/// A simulated package: its land, its owners and its record.
#[derive(Debug, Clone)]
pub struct History {
    pub tracts: Vec<Tract>,
    pub parties: Vec<Party>,
    pub instruments: Vec<Instrument>,
    /// Numbers of the instruments taken out of the record.
    pub removed: Vec<usize>,
    /// Who truly holds what at the end, alike on every tract (every instrument covers them all).
    pub holdings: Vec<FinalHolding>,
}

/// One owner's true share of one estate at the end of the simulation.
#[derive(Debug, Clone, PartialEq)]
pub struct FinalHolding {
    pub party: usize,
    pub estate: crate::vocab::EstateType,
    /// `None` for the holders of a lease past its primary term with no release: the record
    /// does not show whether production holds it (DOMAIN.md, "Interests").
    pub share: Option<Share>,
}

impl History {
    pub fn parties_with(&self, instrument: &Instrument, roles: &[Role]) -> Vec<usize> {
        instrument.parties.iter().filter(|(_, r)| roles.contains(r)).map(|(p, _)| *p).collect()
    }
}

#[derive(Debug, Clone)]
struct ActiveLease {
    instrument: usize,
    holders: Vec<usize>,
    term_end: Date,
}

/// Who holds what at the simulation's date.
#[derive(Debug, Default)]
struct Holdings {
    fee: Vec<usize>,
    /// Each fee owner's share of the fee (co-grantees equal, heirs equal).
    fee_shares: Vec<(usize, Share)>,
    /// Share of all the minerals that still goes with the fee.
    fee_minerals: Option<Share>,
    /// Severed mineral owners: party, share of all the minerals, how many estate nodes it is in.
    minerals: Vec<(usize, Share, usize)>,
    lease: Option<ActiveLease>,
    /// Earlier leases that ended without a release.
    unreleased: Vec<ActiveLease>,
    mortgage: Option<usize>,
    /// The instrument by which each party last acquired, for recitals.
    acquired: Vec<(usize, usize)>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Event {
    FeeDeed,
    MineralDeed,
    Lease,
    Assignment,
    Release,
    Death,
    Mortgage,
    MortgageRelease,
    RightOfWay,
}

struct Simulation<'r> {
    rng: &'r mut Rng,
    history: History,
    holdings: Holdings,
    date: Date,
    volume: u32,
    texas: bool,
}

/// Simulates one package of about `documents` instruments; `break_rate` is the chance that one
/// of them is taken out of the record.
pub fn simulate(rng: &mut Rng, documents: usize, break_rate: f64) -> History {
    let tracts = package_tracts(rng);
    let texas = tracts[0].state == "TX";
    let rural = tracts[0].system != LandSystem::LotBlock;
    let start_year = if rural { 1885 + rng.between(0, 60) as i32 } else { 1945 + rng.between(0, 40) as i32 };
    let date = Date::new(start_year, rng.between(1, 12), rng.between(1, 28)).unwrap_or(Date { year: start_year, month: 1, day: 1 });
    let mut simulation = Simulation {
        volume: rng.between(2, 40) + (start_year as u32).saturating_sub(1880) * 2,
        rng,
        history: History { tracts, parties: Vec::new(), instruments: Vec::new(), removed: Vec::new(), holdings: Vec::new() },
        holdings: Holdings::default(),
        date,
        texas,
    };
    simulation.root(rural);
    let span_days = (2023 - start_year).max(10) as u32 * 365;
    let step = (span_days / (documents as u32 + 1)).max(30);
    while simulation.history.instruments.len() < documents.max(1) {
        let days = simulation.rng.between(step / 2, step * 3 / 2).max(20);
        simulation.advance(days);
        if simulation.date.year > 2023 {
            break;
        }
        let event = simulation.choose();
        simulation.apply(event);
    }
    simulation.history.holdings = simulation.final_holdings();
    let Simulation { rng, mut history, .. } = simulation;
    if history.instruments.len() > 2 && rng.chance(break_rate) {
        let removable: Vec<usize> = history
            .instruments
            .iter()
            .enumerate()
            .skip(1)
            .filter(|(_, i)| {
                matches!(
                    i.category,
                    DocCategory::WarrantyDeed
                        | DocCategory::SpecialWarrantyDeed
                        | DocCategory::QuitclaimDeed
                        | DocCategory::Deed
                        | DocCategory::MineralDeed
                        | DocCategory::RoyaltyDeed
                        | DocCategory::AffidavitOfHeirship
                        | DocCategory::Probate
                )
            })
            .map(|(index, _)| index)
            .collect();
        if !removable.is_empty() {
            let chosen = removable[rng.below(removable.len())];
            history.removed.push(history.instruments[chosen].number);
        }
    }
    history
}

impl Simulation<'_> {
    fn advance(&mut self, days: u32) {
        self.date = civil_from_days(days_from_civil(self.date) + i64::from(days));
    }

    fn add_party(&mut self, kind: PartyKind) -> usize {
        self.history.parties.push(Party { kind, spouse: None });
        self.history.parties.len() - 1
    }

    fn new_person(&mut self, female: bool, surname: Option<&'static str>) -> usize {
        let person = Person::new(self.rng, female, surname);
        self.add_party(PartyKind::Person(person))
    }

    fn new_couple(&mut self) -> Vec<usize> {
        let husband = self.new_person(false, None);
        let surname = self.history.parties[husband].person().map(|p| p.surname);
        let wife = self.new_person(true, surname);
        self.history.parties[husband].spouse = Some(wife);
        self.history.parties[wife].spouse = Some(husband);
        vec![husband, wife]
    }

    fn new_company(&mut self, business: Business) -> usize {
        let kind = PartyKind::organization(self.rng, business, self.date.year);
        self.add_party(kind)
    }

    /// A fee grantee: a couple, a single person, a ranching company or a family trust.
    fn new_fee_owners(&mut self) -> Vec<usize> {
        match self.rng.below(20) {
            0..=8 => self.new_couple(),
            9..=14 => {
                let female = self.rng.chance(0.3);
                vec![self.new_person(female, None)]
            }
            15..=17 => vec![self.new_company(Business::Rancher)],
            _ => {
                let female = self.rng.chance(0.4);
                let trustee = Person::new(self.rng, female, None);
                let trust_name = format!("{} FAMILY TRUST", trustee.surname);
                vec![self.add_party(PartyKind::Trust { trustee, trust_name })]
            }
        }
    }

    fn all_tracts(&self) -> Vec<usize> {
        (0..self.history.tracts.len()).collect()
    }

    fn record(&mut self, category: DocCategory, parties: Vec<(usize, Role)>) -> usize {
        let execution_blank = self.rng.chance(0.06);
        let recorded = civil_from_days(days_from_civil(self.date) + i64::from(self.rng.between(2, 40)));
        self.volume += self.rng.between(1, 4);
        let number = self.history.instruments.len() + 1;
        let instrument_number = (self.date.year >= 1980).then(|| format!("{}-{:06}", recorded.year, self.rng.between(100, 999_999)));
        self.history.instruments.push(Instrument {
            number,
            category,
            date: self.date,
            execution_blank,
            parties,
            tracts: self.all_tracts(),
            interest: None,
            reservation: None,
            acts_on: None,
            source: None,
            primary_term: None,
            witness: None,
            recording: Recording { volume: self.volume, page: self.rng.between(1, 640), instrument_number, recorded },
        });
        number - 1
    }

    fn acquired(&mut self, parties: &[usize], instrument: usize) {
        for &party in parties {
            self.holdings.acquired.retain(|(p, _)| *p != party);
            self.holdings.acquired.push((party, instrument));
        }
    }

    fn source_of(&self, party: usize) -> Option<usize> {
        self.holdings.acquired.iter().find(|(p, _)| *p == party).map(|(_, i)| *i)
    }

    fn root(&mut self, rural: bool) {
        let owners = self.new_fee_owners_for_root();
        let index = if rural && self.rng.chance(0.6) {
            let sovereign = self.add_party(PartyKind::sovereign(self.texas));
            let patentee = owners[0];
            self.record(DocCategory::Patent, vec![(sovereign, Role::Grantor), (patentee, Role::Grantee)])
        } else {
            let grantors = if rural { self.new_fee_owners() } else { vec![self.new_company(Business::Rancher)] };
            let mut parties: Vec<(usize, Role)> = grantors.iter().map(|&g| (g, Role::Grantor)).collect();
            parties.extend(owners.iter().map(|&g| (g, Role::Grantee)));
            self.record(DocCategory::WarrantyDeed, parties)
        };
        let grantees = self.history.parties_with(&self.history.instruments[index], &[Role::Grantee]);
        self.holdings.fee = grantees.clone();
        self.holdings.fee_shares = grantees.iter().map(|&g| (g, Share::WHOLE.divided_by(grantees.len()))).collect();
        self.holdings.fee_minerals = Some(Share::WHOLE);
        self.acquired(&grantees, index);
    }

    fn new_fee_owners_for_root(&mut self) -> Vec<usize> {
        if self.rng.chance(0.5) { vec![self.new_person(false, None)] } else { self.new_fee_owners() }
    }

    /// Mineral owners who can sign a mineral deed alone: severed owners in one node, or the
    /// fee owners while the fee still carries minerals.
    fn mineral_grantors(&self) -> Vec<usize> {
        self.holdings.minerals.iter().filter(|(_, share, nodes)| !share.is_zero() && *nodes == 1).map(|(p, _, _)| *p).collect()
    }

    fn lessors(&self) -> Vec<usize> {
        let mut lessors: Vec<usize> = self.holdings.minerals.iter().filter(|(_, s, _)| !s.is_zero()).map(|(p, _, _)| *p).collect();
        if self.holdings.fee_minerals.is_some_and(|s| !s.is_zero()) {
            for &owner in &self.holdings.fee {
                if !lessors.contains(&owner) {
                    lessors.push(owner);
                }
            }
        }
        lessors
    }

    fn mortals(&self) -> Vec<usize> {
        let mut holders: Vec<usize> = self.holdings.fee.clone();
        holders.extend(self.holdings.minerals.iter().filter(|(_, s, _)| !s.is_zero()).map(|(p, _, _)| *p));
        holders.sort_unstable();
        holders.dedup();
        holders.retain(|&p| self.history.parties[p].is_mortal());
        holders
    }

    fn choose(&mut self) -> Event {
        let lease_open = self.holdings.lease.as_ref().map(|l| l.term_end > self.date);
        let minerals_exist = !self.mineral_grantors().is_empty() || self.holdings.fee_minerals.is_some_and(|s| !s.is_zero());
        let mut weighted: Vec<(Event, usize)> = vec![(Event::FeeDeed, 5), (Event::RightOfWay, 1)];
        if minerals_exist {
            weighted.push((Event::MineralDeed, 3));
        }
        if lease_open != Some(true) && !self.lessors().is_empty() {
            weighted.push((Event::Lease, 4));
        }
        if self.holdings.lease.is_some() {
            weighted.push((Event::Assignment, 2));
            weighted.push((Event::Release, 3));
        }
        if !self.mortals().is_empty() {
            weighted.push((Event::Death, 3));
        }
        match self.holdings.mortgage {
            Some(_) => weighted.push((Event::MortgageRelease, 3)),
            None => weighted.push((Event::Mortgage, 1)),
        }
        let total: usize = weighted.iter().map(|(_, w)| w).sum();
        let mut roll = self.rng.below(total);
        for (event, weight) in &weighted {
            if roll < *weight {
                return *event;
            }
            roll -= weight;
        }
        Event::FeeDeed
    }

    fn apply(&mut self, event: Event) {
        match event {
            Event::FeeDeed => self.fee_deed(),
            Event::MineralDeed => self.mineral_deed(),
            Event::Lease => self.lease(),
            Event::Assignment => self.assignment(),
            Event::Release => self.release(),
            Event::Death => self.death(),
            Event::Mortgage => self.mortgage(),
            Event::MortgageRelease => self.mortgage_release(),
            Event::RightOfWay => self.right_of_way(),
        }
    }

    fn fee_deed(&mut self) {
        let grantors = self.holdings.fee.clone();
        let grantees = self.new_fee_owners();
        let category = match self.rng.below(20) {
            0..=9 => DocCategory::WarrantyDeed,
            10..=12 => DocCategory::SpecialWarrantyDeed,
            13..=14 => DocCategory::QuitclaimDeed,
            _ => DocCategory::Deed,
        };
        let mut parties: Vec<(usize, Role)> = grantors.iter().map(|&g| (g, Role::Grantor)).collect();
        parties.extend(grantees.iter().map(|&g| (g, Role::Grantee)));
        let source = grantors.first().and_then(|&g| self.source_of(g));
        let index = self.record(category, parties);
        self.history.instruments[index].source = source;
        let with_fee = self.holdings.fee_minerals.unwrap_or(Share::ZERO);
        if !with_fee.is_zero() && category != DocCategory::QuitclaimDeed && self.rng.chance(0.3) {
            let reserved = if self.rng.chance(0.4) { with_fee } else { with_fee.divided_by(2) };
            self.history.instruments[index].reservation = Some(reserved);
            self.holdings.fee_minerals = Some(with_fee.minus(reserved));
            for &grantor in &grantors {
                let share = self.reserved_by(grantor, reserved, grantors.len());
                self.add_minerals(grantor, share);
            }
        }
        self.holdings.fee = grantees.clone();
        self.holdings.fee_shares = grantees.iter().map(|&g| (g, Share::WHOLE.divided_by(grantees.len()))).collect();
        self.acquired(&grantees, index);
        if self.holdings.mortgage.is_some() {
            self.holdings.mortgage = None;
        }
    }

    /// What one of `grantors` grantors keeps of a reservation. "All of the minerals" (the whole
    /// mineral estate, worded so) leaves each grantor what its own fee carried (DOMAIN.md, as L3
    /// reads it); a stated fraction reserved by co-grantors is theirs in equal shares, as
    /// co-grantees take equal shares unless the instrument says otherwise.
    fn reserved_by(&self, grantor: usize, reserved: Share, grantors: usize) -> Share {
        let fee_share = self.holdings.fee_shares.iter().find(|(owner, _)| *owner == grantor).map(|(_, share)| *share);
        match fee_share {
            Some(share) if reserved == Share::WHOLE => share,
            _ => reserved.divided_by(grantors),
        }
    }

    fn add_minerals(&mut self, party: usize, share: Share) {
        match self.holdings.minerals.iter_mut().find(|(p, _, _)| *p == party) {
            Some(entry) => {
                entry.1 = entry.1.plus(share);
                entry.2 += 1;
            }
            None => self.holdings.minerals.push((party, share, 1)),
        }
    }

    fn mineral_deed(&mut self) {
        let severed = self.mineral_grantors();
        let fee_share = self.holdings.fee_minerals.filter(|s| !s.is_zero());
        let from_fee = match (severed.is_empty(), fee_share) {
            (true, Some(_)) => true,
            (false, Some(_)) => self.rng.chance(0.4),
            _ => false,
        };
        let (grantors, interest) = if from_fee {
            let held = fee_share.unwrap_or(Share::ZERO);
            let interest = if self.rng.chance(0.3) { held } else { held.divided_by(2) };
            self.holdings.fee_minerals = Some(held.minus(interest));
            (self.holdings.fee.clone(), interest)
        } else {
            let grantor = severed[self.rng.below(severed.len())];
            let held = self.holdings.minerals.iter().find(|(p, _, _)| *p == grantor).map_or(Share::ZERO, |(_, s, _)| *s);
            let interest = if self.rng.chance(0.5) { held } else { held.divided_by(2) };
            if let Some(entry) = self.holdings.minerals.iter_mut().find(|(p, _, _)| *p == grantor) {
                entry.1 = held.minus(interest);
                if entry.1.is_zero() {
                    entry.2 = 0;
                }
            }
            (vec![grantor], interest)
        };
        let female = self.rng.chance(0.3);
        let grantee = if self.rng.chance(0.5) { self.new_company(Business::Royalty) } else { self.new_person(female, None) };
        let category = if self.rng.chance(0.7) { DocCategory::MineralDeed } else { DocCategory::RoyaltyDeed };
        let mut parties: Vec<(usize, Role)> = grantors.iter().map(|&g| (g, Role::Grantor)).collect();
        parties.push((grantee, Role::Grantee));
        let source = grantors.first().and_then(|&g| self.source_of(g));
        let index = self.record(category, parties);
        self.history.instruments[index].interest = Some(interest);
        self.history.instruments[index].source = source;
        self.add_minerals(grantee, interest);
        self.acquired(&[grantee], index);
    }

    fn lease(&mut self) {
        let lessors = self.lessors();
        let lessee = self.new_company(Business::Operator);
        let term = self.rng.pick(&[3, 5, 5, 10]);
        let mut parties: Vec<(usize, Role)> = lessors.iter().map(|&l| (l, Role::Lessor)).collect();
        parties.push((lessee, Role::Lessee));
        let index = self.record(DocCategory::OilGasLease, parties);
        self.history.instruments[index].primary_term = Some(term);
        // A lease left past its term without a release stays on the record with its holders.
        if let Some(unreleased) = self.holdings.lease.take() {
            self.holdings.unreleased.push(unreleased);
        }
        self.holdings.lease = Some(ActiveLease { instrument: index, holders: vec![lessee], term_end: self.date.plus_years(term) });
    }

    fn assignment(&mut self) {
        let Some(lease) = self.holdings.lease.clone() else { return };
        let assignee = self.new_company(Business::Operator);
        let mut parties: Vec<(usize, Role)> = lease.holders.iter().map(|&h| (h, Role::Assignor)).collect();
        parties.push((assignee, Role::Assignee));
        let index = self.record(DocCategory::LeaseAssignment, parties);
        self.history.instruments[index].acts_on = Some(lease.instrument);
        self.holdings.lease = Some(ActiveLease { holders: vec![assignee], ..lease });
    }

    fn release(&mut self) {
        let Some(lease) = self.holdings.lease.take() else { return };
        let lessors = self.history.parties_with(&self.history.instruments[lease.instrument], &[Role::Lessor]);
        let mut parties: Vec<(usize, Role)> = lease.holders.iter().map(|&h| (h, Role::Lessee)).collect();
        parties.extend(lessors.iter().map(|&l| (l, Role::Lessor)));
        let index = self.record(DocCategory::LeaseRelease, parties);
        self.history.instruments[index].acts_on = Some(lease.instrument);
    }

    fn death(&mut self) {
        let mortals = self.mortals();
        let decedent = mortals[self.rng.below(mortals.len())];
        let Some(person) = self.history.parties[decedent].person().cloned() else { return };
        let mut heirs = Vec::new();
        if let Some(spouse) = self.history.parties[decedent].spouse.filter(|&s| self.is_alive(s)) {
            heirs.push(spouse);
        }
        let children = self.rng.between(1, 3);
        for child in 0..children {
            let son = self.rng.chance(0.5);
            let id = self.new_person(!son, Some(person.surname));
            if child == 0
                && son
                && !person.female
                && self.rng.chance(0.4)
                && let PartyKind::Person(junior) = &mut self.history.parties[id].kind
            {
                junior.given = person.given;
                junior.middle = person.middle;
                junior.suffix = Some("JR");
            }
            heirs.push(id);
        }
        let category = if self.rng.chance(0.6) { DocCategory::AffidavitOfHeirship } else { DocCategory::Probate };
        let mut parties = vec![(decedent, Role::Decedent)];
        parties.extend(heirs.iter().map(|&h| (h, Role::Heir)));
        let index = self.record(category, parties);
        let female = self.rng.chance(0.5);
        self.history.instruments[index].witness = Some(Person::new(self.rng, female, None));
        if let Some(position) = self.holdings.fee_shares.iter().position(|(p, _)| *p == decedent) {
            let (_, share) = self.holdings.fee_shares.remove(position);
            for &heir in &heirs {
                match self.holdings.fee_shares.iter_mut().find(|(p, _)| *p == heir) {
                    Some(entry) => entry.1 = entry.1.plus(share.divided_by(heirs.len())),
                    None => self.holdings.fee_shares.push((heir, share.divided_by(heirs.len()))),
                }
            }
        }
        if let Some(position) = self.holdings.fee.iter().position(|&p| p == decedent) {
            self.holdings.fee.remove(position);
            for &heir in &heirs {
                if !self.holdings.fee.contains(&heir) {
                    self.holdings.fee.push(heir);
                }
            }
        }
        if let Some(position) = self.holdings.minerals.iter().position(|(p, _, _)| *p == decedent) {
            let (_, share, _) = self.holdings.minerals.remove(position);
            for &heir in &heirs {
                self.add_minerals(heir, share.divided_by(heirs.len()));
            }
        }
        self.acquired(&heirs, index);
        self.history.parties[decedent].spouse = None;
        for party in &mut self.history.parties {
            if party.spouse == Some(decedent) {
                party.spouse = None;
            }
        }
    }

    /// Who holds what now: the fee owners' shares; the minerals of the severed owners and, in
    /// proportion to their fee, of the fee owners; the leasehold of the open lease, whole, its
    /// holders' shares unknown once its primary term has ended without a release.
    fn final_holdings(&self) -> Vec<FinalHolding> {
        use crate::vocab::EstateType;
        let mut held: Vec<FinalHolding> = Vec::new();
        let mut add = |party: usize, estate: EstateType, share: Option<Share>| {
            if share.is_some_and(Share::is_zero) {
                return;
            }
            match held.iter_mut().find(|h| h.party == party && h.estate == estate) {
                Some(found) => found.share = found.share.zip(share).map(|(a, b)| a.plus(b)),
                None => held.push(FinalHolding { party, estate, share }),
            }
        };
        let with_fee = self.holdings.fee_minerals.unwrap_or(Share::ZERO);
        for &(owner, share) in &self.holdings.fee_shares {
            add(owner, EstateType::Fee, Some(share));
            add(
                owner,
                EstateType::Mineral,
                Some(Share::new(share.numerator() * with_fee.numerator(), share.denominator() * with_fee.denominator())),
            );
        }
        for &(owner, share, _) in &self.holdings.minerals {
            add(owner, EstateType::Mineral, Some(share));
        }
        let latest = self.history.instruments.last().map(|i| i.date);
        for lease in self.holdings.unreleased.iter().chain(&self.holdings.lease) {
            let expired = latest.is_some_and(|latest| lease.term_end < latest);
            for &holder in &lease.holders {
                add(holder, EstateType::Leasehold, (!expired).then(|| Share::WHOLE.divided_by(lease.holders.len())));
            }
        }
        held
    }

    /// A party is alive while no affidavit or probate names it as decedent.
    fn is_alive(&self, party: usize) -> bool {
        !self.history.instruments.iter().any(|i| i.parties.contains(&(party, Role::Decedent)))
    }

    fn mortgage(&mut self) {
        let bank = self.new_company(Business::Bank);
        let mut parties: Vec<(usize, Role)> = self.holdings.fee.iter().map(|&o| (o, Role::Mortgagor)).collect();
        parties.push((bank, Role::Mortgagee));
        let index = self.record(DocCategory::DeedOfTrust, parties);
        self.holdings.mortgage = Some(index);
    }

    fn mortgage_release(&mut self) {
        let Some(mortgage) = self.holdings.mortgage.take() else { return };
        let parties = self.history.instruments[mortgage].parties.clone();
        let index = self.record(DocCategory::MortgageRelease, parties);
        self.history.instruments[index].acts_on = Some(mortgage);
    }

    fn right_of_way(&mut self) {
        let utility = self.new_company(Business::Utility);
        let mut parties: Vec<(usize, Role)> = self.holdings.fee.iter().map(|&o| (o, Role::Grantor)).collect();
        parties.push((utility, Role::Grantee));
        self.record(DocCategory::RightOfWay, parties);
    }
}

/// Days since 1970-01-01 (Howard Hinnant's algorithm), for stepping the calendar.
pub fn days_from_civil(date: Date) -> i64 {
    let year = i64::from(date.year) - i64::from(date.month <= 2);
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month = i64::from(date.month);
    let day_of_year = (153 * (month + if month > 2 { -3 } else { 9 }) + 2) / 5 + i64::from(date.day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

pub fn civil_from_days(days: i64) -> Date {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = (year_of_era + era * 400 + i64::from(month <= 2)) as i32;
    Date { year, month, day }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calendar_steps_round_trip() {
        for date in
            [Date { year: 1952, month: 3, day: 10 }, Date { year: 2000, month: 2, day: 29 }, Date { year: 1899, month: 12, day: 31 }]
        {
            assert_eq!(civil_from_days(days_from_civil(date)), date);
        }
        assert_eq!(civil_from_days(days_from_civil(Date { year: 1952, month: 2, day: 28 }) + 2), Date { year: 1952, month: 3, day: 1 });
    }

    #[test]
    fn histories_are_in_date_order_with_parties_on_both_sides() {
        let mut rng = Rng::new(11);
        for _ in 0..200 {
            let history = simulate(&mut rng, 10, 0.3);
            assert!(history.instruments.windows(2).all(|w| w[0].date < w[1].date));
            for instrument in &history.instruments {
                assert!(instrument.parties.iter().any(|(_, r)| r.is_grantor_side()), "{:?}", instrument.category);
                assert!(instrument.parties.iter().any(|(_, r)| r.is_grantee_side()), "{:?}", instrument.category);
            }
        }
    }
}
