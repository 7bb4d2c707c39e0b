//! The text of each instrument, in the forms county records hold: several wordings per
//! category, captions by state, names in the style of their decade, dates written out, blank
//! or complete, recitals of earlier instruments (with their own dates and names that are not
//! parties), notaries, clerks, corporate officers and recording stamps.

use super::history::{History, Instrument, civil_from_days, days_from_civil};
use super::land::{Tract, describe, number_words, spelled_number, stated_acres};
use super::names::{NameStyle, PartyKind, Person, title_case};
use super::rng::Rng;
use super::share::Share;
use crate::calendar::Date;
use crate::vocab::{DocCategory, Role};

/// A party as this instrument names it: the truth's canonical name comes from the same
/// choice of style that wrote the text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedParty {
    pub party: usize,
    pub role: Role,
    pub canonical: String,
}

#[derive(Debug, Clone)]
pub struct Rendered {
    pub text: String,
    pub file_name: String,
    pub names: Vec<NamedParty>,
    /// A lease's royalty as its text states it ("3/16"), for the true extraction.
    pub royalty: Option<&'static str>,
    /// Each of the instrument's tracts (in the order of `Instrument::tracts`) as its text
    /// states it: the acreage only where the text writes one, which is all an examiner may
    /// read as gross acres (DOMAIN.md).
    pub tracts: Vec<Tract>,
}

const MONTHS: [&str; 12] =
    ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const NOTARIES: [&str; 8] = [
    "Lorene Pickett",
    "Joe B. Haskins",
    "Wanda Faye Ritter",
    "Clarence O. Dodd",
    "Nadine Rister",
    "Emmett L. Sapp",
    "Juanita Ochoa",
    "Verna Lee Kuykendall",
];
const CLERKS: [&str; 6] = ["Alma Pruneda", "T. L. Gaither", "Ruby Stapp", "Opal Kinsey", "Hollis Dunlap", "Irma Saenz"];
const OFFICERS: [&str; 6] = ["Walter G. Sims", "Leland P. Croft", "Dwight Ames", "Trent A. Galway", "Harold Venable", "Sue Ellen Marsh"];
const TITLES: [&str; 4] = ["President", "Vice President", "Attorney-in-Fact", "Manager"];

pub fn month_name(month: u32) -> &'static str {
    MONTHS.get(month.saturating_sub(1) as usize).copied().unwrap_or("January")
}

fn ordinal(day: u32) -> String {
    let suffix = match (day % 10, day % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{day}{suffix}")
}

/// A complete date in one of the forms instruments use; `form` is taken modulo the forms.
pub fn date_text(date: Date, form: usize) -> String {
    match form % 4 {
        0 => format!("the {} day of {}, {}", ordinal(date.day), month_name(date.month), date.year),
        1 => format!("{} {}, {}", month_name(date.month), date.day, date.year),
        2 => format!("{}/{}/{}", date.month, date.day, date.year),
        _ => format!("the {} day of {}, A.D. {}", ordinal(date.day), month_name(date.month), year_words(date.year)),
    }
}

fn year_words(year: i32) -> String {
    let year = year.clamp(1000, 2999) as u32;
    let head =
        if year >= 2000 { "Two Thousand".to_string() } else { format!("One Thousand {} Hundred", spelled_number((year / 100) % 10)) };
    let tail = match year % 100 {
        0 => String::new(),
        rest => format!(" and {}", spelled_number(rest)),
    };
    format!("{head}{tail}")
}

/// "one-fourth (1/4)"; shares without a common word are written in figures only.
pub fn share_text(share: Share) -> String {
    const NUMERATORS: [&str; 8] = ["", "one", "two", "three", "four", "five", "six", "seven"];
    const DENOMINATORS: [(u64, &str); 16] = [
        (2, "half"),
        (3, "third"),
        (4, "fourth"),
        (5, "fifth"),
        (6, "sixth"),
        (8, "eighth"),
        (9, "ninth"),
        (10, "tenth"),
        (12, "twelfth"),
        (16, "sixteenth"),
        (18, "eighteenth"),
        (24, "twenty-fourth"),
        (32, "thirty-second"),
        (36, "thirty-sixth"),
        (48, "forty-eighth"),
        (64, "sixty-fourth"),
    ];
    let (n, d) = (share.numerator(), share.denominator());
    if n == d {
        return "all".to_string();
    }
    let word = DENOMINATORS.iter().find(|(den, _)| *den == d).map(|(_, w)| *w);
    match (NUMERATORS.get(n as usize), word) {
        (Some(numerator), Some(word)) if n > 0 => {
            let plural = if n > 1 && word != "half" { "s" } else { "" };
            format!("{numerator}-{word}{plural} ({n}/{d})")
        }
        _ => format!("{n}/{d}"),
    }
}

fn add_days(date: Date, days: u32) -> Date {
    civil_from_days(days_from_civil(date) + i64::from(days))
}

fn minus_days(date: Date, days: u32) -> Date {
    civil_from_days(days_from_civil(date) - i64::from(days))
}

struct Writer<'h, 'r> {
    history: &'h History,
    instrument: &'h Instrument,
    rng: &'r mut Rng,
    names: Vec<NamedParty>,
    written: Vec<(usize, String)>,
    county: String,
    state: String,
    texas: bool,
    /// Mixed case throughout: typed forms of later decades.
    typed: bool,
    royalty: Option<&'static str>,
    tracts: Vec<Tract>,
}

impl Writer<'_, '_> {
    /// The party's name, written the same way everywhere in this instrument.
    fn name(&mut self, party: usize, role: Role) -> String {
        if let Some((_, written)) = self.written.iter().find(|(p, _)| *p == party) {
            return written.clone();
        }
        let year = self.instrument.date.year;
        let (written, canonical) = match &self.history.parties[party].kind {
            PartyKind::Person(person) => {
                let style = self.person_style(year);
                let named = person.name(self.unambiguous(party, person, style), self.typed && self.rng.chance(0.5));
                (named.written, named.canonical)
            }
            PartyKind::Organization { written, canonical, .. } => {
                (if self.typed && self.rng.chance(0.5) { title_case(written) } else { written.clone() }, canonical.clone())
            }
            PartyKind::Trust { trustee, trust_name } => {
                let style = self.person_style(year);
                let named = trustee.name(self.unambiguous(party, trustee, style), false);
                (
                    format!(
                        "{}, Trustee of the {} dated {}",
                        named.written,
                        title_case(trust_name),
                        date_text(minus_days(self.instrument.date, 400 + self.rng.between(0, 4000)), 1)
                    ),
                    named.canonical,
                )
            }
            PartyKind::Government { written, canonical } => (written.to_string(), canonical.to_string()),
        };
        self.names.push(NamedParty { party, role, canonical });
        self.written.push((party, written.clone()));
        written
    }

    /// `style`, unless it shortens the name into a form that also fits another person of the
    /// package: then the full name, as a clerk who knows both would write it. The namesakes
    /// themselves stay in the corpus, so L2's refusal to merge conflicting full names is still
    /// measured.
    fn unambiguous(&self, party: usize, person: &Person, style: NameStyle) -> NameStyle {
        if matches!(style, NameStyle::Full | NameStyle::Inverted) {
            return style;
        }
        let namesake = self.history.parties.iter().enumerate().filter(|&(other, _)| other != party).any(|(_, other)| match &other.kind {
            PartyKind::Person(other) | PartyKind::Trust { trustee: other, .. } => person.written_fits(style, other),
            _ => false,
        });
        if namesake { NameStyle::Full } else { style }
    }

    fn person_style(&mut self, year: i32) -> NameStyle {
        let old = year < 1950;
        match self.rng.below(20) {
            0..=9 => NameStyle::Full,
            10..=12 if old => NameStyle::Abbreviated,
            10..=12 => NameStyle::NoMiddle,
            13..=15 => NameStyle::Initials,
            16..=17 => NameStyle::Abbreviated,
            _ => NameStyle::NoMiddle,
        }
    }

    /// Parties of one side, spouses together: "JOHN A. SMITH and wife, MARY B. SMITH".
    fn list(&mut self, parties: &[usize], role: Role) -> String {
        let mut pieces = Vec::new();
        let mut done: Vec<usize> = Vec::new();
        for &party in parties {
            if done.contains(&party) {
                continue;
            }
            done.push(party);
            let name = self.name(party, role);
            let spouse = self.history.parties[party].spouse.filter(|s| parties.contains(s) && !done.contains(s));
            match spouse {
                Some(spouse) => {
                    done.push(spouse);
                    let other = self.name(spouse, role);
                    let form = self.rng.below(3);
                    pieces.push(match form {
                        0 => format!("{name} and wife, {other}"),
                        1 => format!("{name} and {other}, husband and wife"),
                        _ => format!("{name} and his wife, {other}"),
                    });
                }
                None => {
                    let descriptor = match &self.history.parties[party].kind {
                        PartyKind::Person(person) if self.rng.chance(0.4) => {
                            if person.female {
                                ", a feme sole"
                            } else {
                                ", a single man"
                            }
                        }
                        PartyKind::Organization { .. } if self.rng.chance(0.5) => {
                            if self.texas {
                                ", a Texas corporation"
                            } else {
                                ", a corporation"
                            }
                        }
                        _ => "",
                    };
                    pieces.push(format!("{name}{descriptor}"));
                }
            }
        }
        let joined = match pieces.len() {
            0 => String::new(),
            1 => pieces.remove(0),
            _ => {
                let last = pieces.pop().unwrap_or_default();
                format!("{} and {last}", pieces.join(", "))
            }
        };
        if self.rng.chance(0.3) { format!("{joined}, of {} County, {}", self.county, self.state) } else { joined }
    }

    fn signatures(&mut self, parties: &[usize]) -> String {
        let mut lines = Vec::new();
        for &party in parties {
            let written = self.written.iter().find(|(p, _)| *p == party).map(|(_, w)| w.clone()).unwrap_or_default();
            match &self.history.parties[party].kind {
                PartyKind::Organization { .. } => {
                    let officer = self.rng.pick(&OFFICERS);
                    let title = self.rng.pick(&TITLES);
                    lines.push(format!(
                        "                                   {}\n                                   By: {officer}, {title}",
                        written.to_uppercase()
                    ));
                }
                PartyKind::Government { .. } => {}
                _ => lines.push(format!("                                   {}", title_case(&written.to_uppercase()))),
            }
        }
        lines.join("\n")
    }

    fn land(&mut self) -> String {
        let style = self.rng.below(4);
        let tracts: Vec<String> = self.instrument.tracts.iter().map(|&t| describe(&self.history.tracts[t], style)).collect();
        self.tracts = self
            .instrument
            .tracts
            .iter()
            .map(|&t| {
                let tract = &self.history.tracts[t];
                Tract { acres: stated_acres(tract, style), ..tract.clone() }
            })
            .collect();
        if tracts.len() == 1 {
            return tracts[0].clone();
        }
        tracts.iter().enumerate().map(|(i, t)| format!("Tract {}: {t}", i + 1)).collect::<Vec<_>>().join(";\n\n")
    }

    fn caption(&mut self) -> String {
        if self.texas {
            format!("THE STATE OF TEXAS  §\n                    §\nCOUNTY OF {}    §", self.county.to_uppercase())
        } else {
            format!("STATE OF {}  )\n                  ) ss.\nCOUNTY OF {}  )", self.state.to_uppercase(), self.county.to_uppercase())
        }
    }

    /// The execution clause's date: complete, or with the day left blank when the
    /// acknowledgment governs.
    fn execution(&mut self) -> String {
        let date = self.instrument.date;
        if self.instrument.execution_blank {
            return format!("the ___ day of {}, {}", month_name(date.month), date.year);
        }
        date_text(date, self.rng.below(3))
    }

    fn acknowledgment(&mut self, signers: &[usize]) -> String {
        let date = if self.instrument.execution_blank {
            self.instrument.date
        } else {
            add_days(self.instrument.date, self.rng.pick(&[0, 0, 1, 3, 6]))
        };
        let names: Vec<String> = signers
            .iter()
            .filter(|p| !matches!(self.history.parties[**p].kind, PartyKind::Government { .. }))
            .map(|p| self.written.iter().find(|(q, _)| q == p).map(|(_, w)| title_case(&w.to_uppercase())).unwrap_or_default())
            .collect();
        let notary = self.rng.pick(&NOTARIES);
        let expires = add_days(date, 200 + self.rng.between(0, 700));
        if self.texas {
            format!(
                "THE STATE OF TEXAS  §\nCOUNTY OF {}    §\nBEFORE ME, the undersigned Notary Public, on this day personally appeared {}, known to me to be the person(s) whose name(s) are subscribed to the foregoing instrument, and acknowledged to me that they executed the same for the purposes and consideration therein expressed.\nGIVEN UNDER MY HAND AND SEAL OF OFFICE this {}.\n                                   {notary}\n                                   Notary Public in and for {} County, Texas\nMy commission expires {}.",
                self.county.to_uppercase(),
                names.join(" and "),
                date_text(date, 0).trim_start_matches("the "),
                self.county,
                date_text(expires, 1)
            )
        } else {
            format!(
                "STATE OF {} )\n) ss.\nCOUNTY OF {} )\nOn this {}, before me, the undersigned, a Notary Public in and for said County and State, personally appeared {}, to me known to be the identical person(s) who executed the within and foregoing instrument and acknowledged to me that they executed the same as their free and voluntary act and deed.\nWitness my hand and official seal.\n                                   {notary}, Notary Public\nMy commission expires {}.",
                self.state.to_uppercase(),
                self.county.to_uppercase(),
                date_text(date, 0).trim_start_matches("the "),
                names.join(" and "),
                date_text(expires, 2)
            )
        }
    }

    fn stamp(&mut self, records: &str) -> String {
        let recording = &self.instrument.recording;
        let clerk = self.rng.pick(&CLERKS);
        let hour = self.rng.between(8, 16);
        if let Some(number) = &recording.instrument_number {
            return format!(
                "FILED AND RECORDED\nOFFICIAL PUBLIC RECORDS\n{clerk}, County Clerk\n{} County, {}\n{} {:02}:{:02} {}\nInstrument # {number}  Vol {} Pg {}",
                self.county,
                self.state,
                recording.recorded.iso(),
                if hour > 12 { hour - 12 } else { hour },
                self.rng.between(0, 59),
                if hour >= 12 { "PM" } else { "AM" },
                recording.volume,
                recording.page
            );
        }
        let filed = minus_days(recording.recorded, self.rng.between(0, 1));
        format!(
            "Filed for record the {} at {} o'clock {}, and recorded the {} in Volume {}, Page {} of the {records} Records of {} County, {}.\n                                   {clerk}, County Clerk",
            date_text(filed, 0).trim_start_matches("the "),
            if hour > 12 { hour - 12 } else { hour },
            if hour >= 12 { "P.M." } else { "A.M." },
            date_text(recording.recorded, 0).trim_start_matches("the "),
            recording.volume,
            recording.page,
            self.county,
            self.state
        )
    }

    /// "recorded in Volume 41, Page 207 of the Deed Records": how later instruments cite this one.
    fn citation(&self, cited: &Instrument, records: &str) -> String {
        match &cited.recording.instrument_number {
            Some(number) => {
                format!("recorded under Instrument No. {number} of the Official Public Records of {} County, {}", self.county, self.state)
            }
            None => format!(
                "recorded in Volume {}, Page {} of the {records} Records of {} County, {}",
                cited.recording.volume, cited.recording.page, self.county, self.state
            ),
        }
    }

    /// Names of another instrument's parties, as a recital writes them: never parties here.
    fn recited_names(&self, cited: &Instrument, roles: &[Role]) -> String {
        let names: Vec<String> = cited
            .parties
            .iter()
            .filter(|(_, r)| roles.contains(r))
            .map(|(p, _)| match &self.history.parties[*p].kind {
                PartyKind::Person(person) => title_case(&person.name(NameStyle::Full, false).written),
                PartyKind::Organization { written, .. } => title_case(written),
                PartyKind::Trust { trustee, .. } => format!("{}, Trustee", title_case(&trustee.name(NameStyle::Full, false).written)),
                PartyKind::Government { written, .. } => title_case(written),
            })
            .collect();
        names.join(" and ")
    }
}

fn category_label(rng: &mut Rng, category: DocCategory, year: i32) -> &'static str {
    match category {
        DocCategory::Patent => "PATENT",
        DocCategory::WarrantyDeed => rng.pick(&["WARRANTY DEED", "GENERAL WARRANTY DEED", "WARRANTY DEED"]),
        DocCategory::SpecialWarrantyDeed => "SPECIAL WARRANTY DEED",
        DocCategory::QuitclaimDeed => rng.pick(&["QUITCLAIM DEED", "QUIT CLAIM DEED"]),
        DocCategory::Deed => "DEED",
        DocCategory::MineralDeed => rng.pick(&["MINERAL DEED", "MINERAL DEED", "MINERAL AND ROYALTY DEED"]),
        DocCategory::RoyaltyDeed => rng.pick(&["ROYALTY DEED", "TRANSFER OF ROYALTY"]),
        DocCategory::OilGasLease if year >= 1980 => {
            rng.pick(&["OIL AND GAS LEASE", "PAID-UP OIL AND GAS LEASE", "OIL, GAS AND MINERAL LEASE"])
        }
        DocCategory::OilGasLease => rng.pick(&["OIL AND GAS LEASE", "OIL, GAS AND MINERAL LEASE"]),
        DocCategory::LeaseAssignment => {
            rng.pick(&["ASSIGNMENT OF OIL AND GAS LEASE", "ASSIGNMENT OF OIL AND GAS LEASE", "ASSIGNMENT AND BILL OF SALE"])
        }
        DocCategory::LeaseRelease => rng.pick(&["RELEASE OF OIL AND GAS LEASE", "RELEASE OF OIL AND GAS LEASE", "RELEASE"]),
        DocCategory::AffidavitOfHeirship => {
            rng.pick(&["AFFIDAVIT OF HEIRSHIP", "AFFIDAVIT OF HEIRSHIP AND FACTS CONCERNING IDENTITY OF HEIRS"])
        }
        DocCategory::Probate => rng.pick(&["ORDER ADMITTING WILL TO PROBATE", "JUDGMENT DECLARING HEIRSHIP", "DECREE OF DISTRIBUTION"]),
        DocCategory::DeedOfTrust => rng.pick(&["MORTGAGE", "REAL ESTATE MORTGAGE", "DEED OF TRUST"]),
        DocCategory::MortgageRelease => rng.pick(&["RELEASE OF MORTGAGE", "RELEASE OF LIEN"]),
        DocCategory::RightOfWay => rng.pick(&["RIGHT OF WAY EASEMENT", "RIGHT-OF-WAY AGREEMENT"]),
        _ => "INSTRUMENT",
    }
}

/// The text of instrument `index` of the history, with the parties it names.
pub fn render(history: &History, index: usize, rng: &mut Rng) -> Rendered {
    let instrument = &history.instruments[index];
    let tract = &history.tracts[instrument.tracts.first().copied().unwrap_or(0)];
    let texas = tract.state == "TX";
    let state = if texas { "Texas".to_string() } else { state_full(&tract.state) };
    let typed = instrument.date.year >= 1960 && rng.chance(0.6);
    let mut writer = Writer {
        history,
        instrument,
        rng,
        names: Vec::new(),
        written: Vec::new(),
        county: tract.county.clone(),
        state,
        texas,
        typed,
        royalty: None,
        tracts: Vec::new(),
    };
    let label = category_label(writer.rng, instrument.category, instrument.date.year);
    let text = match instrument.category {
        DocCategory::Patent => patent(&mut writer),
        DocCategory::MineralDeed | DocCategory::RoyaltyDeed => mineral_deed(&mut writer, label),
        DocCategory::OilGasLease => lease(&mut writer, label),
        DocCategory::LeaseAssignment => assignment(&mut writer, label),
        DocCategory::LeaseRelease => release(&mut writer, label),
        DocCategory::AffidavitOfHeirship => affidavit(&mut writer, label),
        DocCategory::Probate => probate(&mut writer, label),
        DocCategory::DeedOfTrust => mortgage(&mut writer, label),
        DocCategory::MortgageRelease => mortgage_release(&mut writer, label),
        DocCategory::RightOfWay => right_of_way(&mut writer, label),
        _ => fee_deed(&mut writer, label),
    };
    let recording = &instrument.recording;
    let file_name = match &recording.instrument_number {
        Some(number) => format!("{number}.pdf"),
        None => format!("Vol{}-Pg{}.pdf", recording.volume, recording.page),
    };
    Rendered { text, file_name, names: writer.names, royalty: writer.royalty, tracts: writer.tracts }
}

fn state_full(code: &str) -> String {
    match code {
        "OK" => "Oklahoma",
        "NM" => "New Mexico",
        "CO" => "Colorado",
        "ND" => "North Dakota",
        "WY" => "Wyoming",
        "KS" => "Kansas",
        "MT" => "Montana",
        _ => "Texas",
    }
    .to_string()
}

fn side(writer: &Writer<'_, '_>, roles: &[Role]) -> Vec<usize> {
    writer.history.parties_with(writer.instrument, roles)
}

fn fee_deed(w: &mut Writer<'_, '_>, label: &str) -> String {
    let grantors = side(w, &[Role::Grantor]);
    let grantees = side(w, &[Role::Grantee]);
    let caption = w.caption();
    let category = w.instrument.category;
    let (grant, warranty) = match category {
        DocCategory::QuitclaimDeed => ("do hereby REMISE, RELEASE and forever QUITCLAIM", "".to_string()),
        DocCategory::SpecialWarrantyDeed => ("have GRANTED, SOLD and CONVEYED, and by these presents do GRANT, SELL and CONVEY", " and Grantor does hereby bind Grantor, Grantor's heirs and successors, to WARRANT AND FOREVER DEFEND the said premises unto Grantee against every person lawfully claiming the same by, through or under Grantor, but not otherwise.".to_string()),
        DocCategory::Deed => ("do hereby GRANT and CONVEY", "".to_string()),
        _ => ("have GRANTED, SOLD and CONVEYED, and by these presents do GRANT, SELL and CONVEY", " and Grantors do hereby bind themselves, their heirs, executors and administrators to WARRANT AND FOREVER DEFEND all and singular the said premises unto the said Grantee, Grantee's heirs and assigns, against every person whomsoever lawfully claiming or to claim the same or any part thereof.".to_string()),
    };
    let indenture = !w.texas && w.rng.chance(0.5);
    let execution = w.execution();
    let grantor_list = w.list(&grantors, Role::Grantor);
    let grantee_list = w.list(&grantees, Role::Grantee);
    let land = w.land();
    let recital = match w.instrument.source.map(|s| &w.history.instruments[s]) {
        Some(source) if w.rng.chance(0.7) => format!(
            " Being the same land described in {} dated {} from {} to {}, {}.",
            if source.category == DocCategory::Patent { "patent" } else { "deed" },
            date_text(source.date, w.rng.below(2)),
            w.recited_names(source, &[Role::Grantor]),
            w.recited_names(source, &[Role::Grantee, Role::Heir]),
            w.citation(source, "Deed")
        ),
        _ => String::new(),
    };
    let reservation = match w.instrument.reservation {
        Some(share) if share.numerator() == share.denominator() => {
            "\n\nSAVE AND EXCEPT, and there is hereby reserved unto the Grantors, their heirs and assigns, all of the oil, gas and other minerals in, on and under the above described land, together with the right of ingress and egress for the purpose of exploring for, producing and removing the same.".to_string()
        }
        Some(share) => format!(
            "\n\nSAVE AND EXCEPT, and there is hereby reserved unto the Grantors, their heirs and assigns, an undivided {} of all oil, gas and other minerals in, on and under and that may be produced from the above described land, and Grantee shall not be required to join in any lease of the reserved interest.",
            share_text(share)
        ),
        None => String::new(),
    };
    let signatures = w.signatures(&grantors);
    let body = if indenture {
        format!(
            "{label}\n\n{caption}\n\nTHIS INDENTURE, Made this {execution}, between {grantor_list}, parties of the first part, and {grantee_list}, parties of the second part,\n\nWITNESSETH, That the said parties of the first part, for and in consideration of the sum of One Dollar and other valuable consideration, the receipt of which is hereby acknowledged, {} unto the said parties of the second part, their heirs and assigns forever, all the following described real estate, situated in the County of {}, State of {}, to-wit:\n\n{land}{recital}{reservation}\n\nTO HAVE AND TO HOLD the same, together with all and singular the tenements, hereditaments and appurtenances thereunto belonging.{warranty}\n\nIN WITNESS WHEREOF, the said parties of the first part have hereunto set their hands the day and year first above written.\n\n{}",
            grant.to_lowercase(),
            w.county,
            w.state,
            signatures
        )
    } else {
        format!(
            "{label}\n\n{caption}\n\nKNOW ALL MEN BY THESE PRESENTS: That {grantor_list}, hereinafter called Grantors, for and in consideration of the sum of Ten Dollars ($10.00) and other good and valuable consideration cash in hand paid by {grantee_list}, hereinafter called Grantee, the receipt of which is hereby acknowledged, {grant} unto the said Grantee the following described land situated in {} County, {}, to-wit:\n\n{land}{recital}{reservation}\n\nTO HAVE AND TO HOLD the above described premises, together with all and singular the rights and appurtenances thereto in anywise belonging, unto the said Grantee, Grantee's heirs and assigns forever;{warranty}\n\nWITNESS our hands this {execution}.\n\n{}",
            w.county, w.state, signatures
        )
    };
    let acknowledgment = w.acknowledgment(&grantors);
    let stamp = w.stamp("Deed");
    format!("{body}\n\n{acknowledgment}\n\n{stamp}\n")
}

fn patent(w: &mut Writer<'_, '_>) -> String {
    let patentee = side(w, &[Role::Grantee]);
    let sovereign = side(w, &[Role::Grantor]);
    let sovereign_name = w.list(&sovereign, Role::Grantor);
    let name = w.list(&patentee, Role::Grantee);
    let land = w.land();
    let date = w.instrument.date;
    let stamp = w.stamp("Deed");
    if w.texas {
        format!(
            "PATENT No. {}                                  Vol. {}\n\n{sovereign_name}\n\nTo all to whom these presents shall come, Know Ye:\n\nThat by virtue of Certificate No. {}/{}, issued to the railway company named in the survey below and by it transferred to {name}, assignee, and of the payment of the sum required by law into the Treasury, I, as Governor of the State aforesaid, do hereby grant to the said {name}, and his heirs or assigns forever, the land situated and described as follows, by virtue of the Act of the Legislature approved August 16, 1876:\n\n{land}\n\nTo have and to hold the same, together with all the rights and appurtenances to the same in law appertaining.\n\nIn testimony whereof, I have caused the Seal of the State to be affixed, as well as the Seal of the General Land Office.\n\nGiven under my hand, at the City of Austin, on this {}.\n\n                                   __________________________\n                                   Governor of Texas.\n\n{stamp}\n",
            w.rng.between(100, 9999),
            w.rng.between(1, 60),
            w.rng.between(1, 9),
            w.rng.between(100, 999),
            date_text(date, 3).trim_start_matches("the ")
        )
    } else {
        format!(
            "{sovereign_name},\n\nTo all to whom these presents shall come, Greeting:\n\nWHEREAS, There has been deposited in the General Land Office of the United States a Certificate of the Register of the Land Office at {} whereby it appears that, pursuant to the Act of Congress of May 20, 1862, \"To Secure Homesteads to Actual Settlers on the Public Domain,\" and the acts supplemental thereto, the claim of {name} has been established and duly consummated, in conformity to law, for the {land}.\n\nNOW KNOW YE, That there is, therefore, granted by the UNITED STATES unto the said {name} the tract of Land above described; TO HAVE AND TO HOLD the said tract of Land, with the appurtenances thereof, unto the said claimant and to the heirs and assigns of the said claimant forever.\n\nIN TESTIMONY WHEREOF, the President of the United States of America, has caused these letters to be made Patent, and the seal of the General Land Office to be hereunto affixed.\n\nGIVEN under my hand, at the City of Washington, {}.\n\nBy the President:  ____________, Secretary.\n____________, Recorder of the General Land Office.\nRecorded, Vol. {}, Page {}.\n\n{stamp}\n",
            w.county,
            date_text(date, 3),
            w.rng.between(1, 80),
            w.rng.between(1, 500)
        )
    }
}

fn mineral_deed(w: &mut Writer<'_, '_>, label: &str) -> String {
    let grantors = side(w, &[Role::Grantor]);
    let grantees = side(w, &[Role::Grantee]);
    let caption = w.caption();
    let execution = w.execution();
    let grantor_list = w.list(&grantors, Role::Grantor);
    let grantee_list = w.list(&grantees, Role::Grantee);
    let interest = share_text(w.instrument.interest.unwrap_or(Share::WHOLE));
    let land = w.land();
    let what = if w.instrument.category == DocCategory::RoyaltyDeed {
        format!(
            "an undivided {interest} interest in and to all of the royalty (being a non-participating interest) in and to all of the oil, gas and other minerals in, under and that may be produced from the following described land"
        )
    } else {
        format!(
            "an undivided {interest} interest in and to all of the oil, gas and other minerals in and under and that may be produced from the following described land"
        )
    };
    let recital = match w.instrument.source.map(|s| &w.history.instruments[s]) {
        Some(source) if w.rng.chance(0.5) => format!(
            " This conveyance is made out of the interest acquired by Grantor under instrument dated {}, {}.",
            date_text(source.date, 1),
            w.citation(source, "Deed")
        ),
        _ => String::new(),
    };
    let signatures = w.signatures(&grantors);
    let acknowledgment = w.acknowledgment(&grantors);
    let stamp = w.stamp("Deed");
    format!(
        "{label}\n\n{caption}\n\nKNOW ALL MEN BY THESE PRESENTS: That {grantor_list}, herein called Grantor (whether one or more), for and in consideration of the sum of Ten Dollars ($10.00) cash in hand paid by {grantee_list}, herein called Grantee, the receipt of which is hereby acknowledged, has granted, sold, conveyed, assigned and delivered, and by these presents does grant, sell, convey, assign and deliver unto the said Grantee {what}, situated in {} County, {}, to-wit:\n\n{land}{recital}\n\nThis sale is made subject to any valid and subsisting oil and gas lease of record, but covers and includes the same undivided interest in all rentals and royalties payable thereunder.\n\nTO HAVE AND TO HOLD the above described property unto the said Grantee, Grantee's heirs and assigns forever.\n\nWITNESS the hand of Grantor this {execution}.\n\n{signatures}\n\n{acknowledgment}\n\n{stamp}\n",
        w.county, w.state
    )
}

fn lease(w: &mut Writer<'_, '_>, label: &str) -> String {
    let lessors = side(w, &[Role::Lessor]);
    let lessees = side(w, &[Role::Lessee]);
    let caption = w.caption();
    let term = w.instrument.primary_term.unwrap_or(5);
    let effective = w.instrument.date.year >= 1985 && !w.instrument.execution_blank && w.rng.chance(0.5);
    let opening = if effective {
        format!("THIS AGREEMENT, effective as of {}, is made and entered into", date_text(w.instrument.date, 1))
    } else {
        format!("THIS AGREEMENT made this {}", w.execution())
    };
    let lessor_list = w.list(&lessors, Role::Lessor);
    let lessee_list = w.list(&lessees, Role::Lessee);
    let land = w.land();
    let (royalty, fraction) = w.rng.pick(&[
        ("one-eighth (1/8)", "1/8"),
        ("three-sixteenths (3/16)", "3/16"),
        ("one-fifth (1/5)", "1/5"),
        ("one-fourth (1/4)", "1/4"),
    ]);
    w.royalty = Some(fraction);
    let signed = if effective {
        format!("\n\nExecuted the {}.", date_text(add_days(w.instrument.date, w.rng.between(2, 20)), 0).trim_start_matches("the "))
    } else {
        String::new()
    };
    let signatures = w.signatures(&lessors);
    let acknowledgment = if effective {
        let executed = add_days(w.instrument.date, w.rng.between(21, 30));
        format!(
            "Acknowledged before me on {} by {}.\n                                   {}, Notary Public",
            date_text(executed, 1),
            lessor_names(w, &lessors),
            w.rng.pick(&NOTARIES)
        )
    } else {
        w.acknowledgment(&lessors)
    };
    let stamp = w.stamp("Oil and Gas");
    format!(
        "{label}\n\n{caption}\n\n{opening} between {lessor_list}, Lessor (whether one or more), and {lessee_list}, Lessee,\n\nWITNESSETH:\n\n1. Lessor, in consideration of Ten and No/100 Dollars ($10.00) in hand paid, of the royalties herein provided, and of the agreements of Lessee herein contained, hereby grants, leases and lets exclusively unto Lessee for the purpose of investigating, exploring, prospecting, drilling and mining for and producing oil, gas and all other minerals, the following described land in {} County, {}, to-wit:\n\n{land}\n\n2. Subject to the other provisions herein contained, this lease shall be for a term of {} years from this date (called \"primary term\") and as long thereafter as oil, gas or other mineral is produced from said land.\n\n3. The royalties to be paid by Lessee are: on oil, {royalty} of that produced and saved from said land; on gas, the market value at the well of {royalty} of the gas sold or used.\n\n4. If Lessor owns a less interest in the above described land than the entire and undivided fee simple estate therein, then the royalties and rentals herein provided for shall be paid Lessor only in the proportion which Lessor's interest bears to the whole and undivided fee.\n\nIN WITNESS WHEREOF, this instrument is executed on the date first above written.{signed}\n\n{signatures}\n\n{acknowledgment}\n\n{stamp}\n",
        w.county,
        w.state,
        number_words(term).to_lowercase()
    )
}

fn lessor_names(w: &Writer<'_, '_>, parties: &[usize]) -> String {
    parties
        .iter()
        .filter_map(|p| w.written.iter().find(|(q, _)| q == p).map(|(_, n)| title_case(&n.to_uppercase())))
        .collect::<Vec<_>>()
        .join(", ")
}

fn assignment(w: &mut Writer<'_, '_>, label: &str) -> String {
    let assignors = side(w, &[Role::Assignor]);
    let assignees = side(w, &[Role::Assignee]);
    let caption = w.caption();
    let effective = w.instrument.date.year >= 1975 && !w.instrument.execution_blank && w.rng.chance(0.6);
    let assignor_list = w.list(&assignors, Role::Assignor);
    let assignee_list = w.list(&assignees, Role::Assignee);
    let lease = w.instrument.acts_on.map(|l| &w.history.instruments[l]);
    let cited = match lease {
        Some(lease) => format!(
            "that certain Oil and Gas Lease dated {}, from {}, as Lessor, to {}, as Lessee, {}",
            date_text(lease.date, 1),
            w.recited_names(lease, &[Role::Lessor]),
            w.recited_names(lease, &[Role::Lessee]),
            w.citation(lease, "Oil and Gas")
        ),
        None => "the oil and gas lease described below".to_string(),
    };
    let land = w.land();
    let signatures = w.signatures(&assignors);
    let dating = if effective {
        let executed = add_days(w.instrument.date, w.rng.between(5, 25));
        format!(
            "This Assignment is effective as of {} (the \"Effective Date\"), and is executed on {}.",
            date_text(w.instrument.date, 1),
            date_text(executed, 1)
        )
    } else {
        format!("EXECUTED this {}.", w.execution())
    };
    let acknowledgment = if effective {
        format!(
            "Acknowledged before me this {} by {}, on behalf of said company.\n                                   {}, Notary Public",
            date_text(add_days(w.instrument.date, w.rng.between(26, 40)), 0).trim_start_matches("the "),
            w.rng.pick(&OFFICERS),
            w.rng.pick(&NOTARIES)
        )
    } else {
        w.acknowledgment(&assignors)
    };
    let stamp = w.stamp("Oil and Gas");
    format!(
        "{label}\n\n{caption}\n\nKNOW ALL MEN BY THESE PRESENTS: That {assignor_list}, hereinafter called Assignor, for and in consideration of the sum of Ten Dollars ($10.00) and other good and valuable consideration, the receipt of which is hereby acknowledged, does hereby transfer, assign and convey unto {assignee_list}, hereinafter called Assignee, all of Assignor's right, title and interest in and to {cited}, insofar as said lease covers the following described land:\n\n{land}\n\ntogether with all personal property and equipment located thereon and used in connection therewith.\n\nAssignee assumes and agrees to perform all of the obligations of the lessee under said lease insofar as it covers the land assigned.\n\n{dating}\n\n{signatures}\n\n{acknowledgment}\n\n{stamp}\n"
    )
}

fn release(w: &mut Writer<'_, '_>, label: &str) -> String {
    let releasors = side(w, &[Role::Lessee]);
    let lessors = side(w, &[Role::Lessor]);
    let caption = w.caption();
    let releasor_list = w.list(&releasors, Role::Lessee);
    let lease = w.instrument.acts_on.map(|l| &w.history.instruments[l]);
    let lessor_list = w.list(&lessors, Role::Lessor);
    let cited = match lease {
        Some(lease) => format!("dated {}, {}", date_text(lease.date, 1), w.citation(lease, "Oil and Gas")),
        None => String::new(),
    };
    let land = w.land();
    let execution = w.execution();
    let signatures = w.signatures(&releasors);
    let acknowledgment = w.acknowledgment(&releasors);
    let stamp = w.stamp("Oil and Gas");
    format!(
        "{label}\n\n{caption}\n\nKNOW ALL MEN BY THESE PRESENTS: That {releasor_list}, the present owner and holder of that certain oil and gas lease {cited}, executed by {lessor_list}, as Lessor, covering the following described land:\n\n{land}\n\ndoes hereby release, relinquish and surrender unto the said Lessor, their heirs, successors and assigns, all right, title and interest in and to said lease and the land covered thereby.\n\nEXECUTED this {execution}.\n\n{signatures}\n\n{acknowledgment}\n\n{stamp}\n"
    )
}

fn affiant_name(person: &Person) -> String {
    title_case(&person.name(NameStyle::Full, false).written)
}

fn relation(w: &Writer<'_, '_>, decedent: usize, heir: usize) -> &'static str {
    let spouse = w.history.parties[decedent].spouse == Some(heir) || w.history.parties[heir].spouse == Some(decedent);
    let female = w.history.parties[heir].person().is_some_and(|p| p.female);
    match (spouse, female) {
        (true, true) => "surviving wife",
        (true, false) => "surviving husband",
        (false, true) => "daughter",
        (false, false) => "son",
    }
}

fn affidavit(w: &mut Writer<'_, '_>, label: &str) -> String {
    let decedents = side(w, &[Role::Decedent]);
    let heirs = side(w, &[Role::Heir]);
    let caption = w.caption();
    let affiant = w.instrument.witness.clone().map(|p| affiant_name(&p)).unwrap_or_default();
    let decedent = decedents.first().copied().unwrap_or(0);
    let decedent_name = w.name(decedent, Role::Decedent);
    let death = minus_days(w.instrument.date, w.rng.between(30, 900));
    let mut heir_lines = Vec::new();
    for &heir in &heirs {
        let name = w.name(heir, Role::Heir);
        heir_lines.push(format!("    {name}, {}", relation(w, decedent, heir)));
    }
    let share = format!("an undivided {} interest", share_text(Share::new(1, heirs.len().max(1) as u64)));
    let land = w.land();
    let dated = w.execution();
    let jurat = date_text(w.instrument.date, 0);
    let stamp = w.stamp("Deed");
    format!(
        "{label}\n\n{caption}\n\nBEFORE ME, the undersigned authority, on this day personally appeared {affiant}, who, being by me first duly sworn, upon oath deposes and says:\n\n1. I am well acquainted with the family of {decedent_name}, Deceased (\"Decedent\"), and knew Decedent for more than {} years.\n\n2. Decedent died intestate on {} in {} County, {}, and no administration of Decedent's estate is pending or necessary.\n\n3. At the time of death Decedent owned an interest in the following described land:\n\n{land}\n\n4. Decedent left surviving the following, who are all of Decedent's heirs at law, each of whom inherited {share} in Decedent's estate:\n\n{}\n\nDated this {dated}.\n\n                                   {affiant}, Affiant\n\nSUBSCRIBED AND SWORN TO BEFORE ME this {}.\n                                   {}, Notary Public\n\n{stamp}\n",
        w.rng.between(10, 40),
        date_text(death, 1),
        w.county,
        w.state,
        heir_lines.join("\n"),
        jurat.trim_start_matches("the "),
        w.rng.pick(&NOTARIES)
    )
}

fn probate(w: &mut Writer<'_, '_>, label: &str) -> String {
    let decedents = side(w, &[Role::Decedent]);
    let heirs = side(w, &[Role::Heir]);
    let decedent = decedents.first().copied().unwrap_or(0);
    let decedent_name = w.name(decedent, Role::Decedent).to_uppercase();
    let executor = w.instrument.witness.clone().map(|p| affiant_name(&p)).unwrap_or_default();
    let death = minus_days(w.instrument.date, w.rng.between(60, 700));
    let will = minus_days(death, w.rng.between(300, 6000));
    let mut heir_names = Vec::new();
    for &heir in &heirs {
        let name = w.name(heir, Role::Heir);
        heir_names.push(format!("{name}, {} of the Decedent", relation(w, decedent, heir)));
    }
    let land = w.land();
    let signed = date_text(w.instrument.date, w.rng.below(2));
    let stamp = w.stamp("Probate");
    format!(
        "NO. {}\n\nIN THE MATTER OF THE ESTATE OF {decedent_name}, DECEASED\n\nIN THE COUNTY COURT OF {} COUNTY, {}\n\n{label}\n\nOn this day came on to be heard the application in the above estate. The Court finds that the Decedent died on {} and that the Decedent's last will and testament dated {} was duly executed. It is ORDERED that the estate of the Decedent, including all of Decedent's interest in the following described land:\n\n{land}\n\nis distributed and passes in equal shares to {}. {executor} is appointed Independent Executor and shall serve without bond.\n\nSIGNED {signed}.\n\n                                   ____________________\n                                   County Judge\n\n{stamp}\n",
        w.rng.between(100, 9999),
        w.county.to_uppercase(),
        w.state.to_uppercase(),
        date_text(death, 1),
        date_text(will, 1),
        heir_names.join(" and ")
    )
}

fn mortgage(w: &mut Writer<'_, '_>, label: &str) -> String {
    let mortgagors = side(w, &[Role::Mortgagor]);
    let mortgagees = side(w, &[Role::Mortgagee]);
    let caption = w.caption();
    let execution = w.execution();
    let mortgagor_list = w.list(&mortgagors, Role::Mortgagor);
    let mortgagee_list = w.list(&mortgagees, Role::Mortgagee);
    let land = w.land();
    let amount = w.rng.between(5, 400) * 100;
    let signatures = w.signatures(&mortgagors);
    let acknowledgment = w.acknowledgment(&mortgagors);
    let stamp = w.stamp("Mortgage");
    format!(
        "{label}\n\n{caption}\n\nTHIS MORTGAGE, made this {execution}, by {mortgagor_list}, hereinafter called Mortgagor, to {mortgagee_list}, hereinafter called Mortgagee, WITNESSETH: That to secure the payment of a promissory note of even date herewith in the principal sum of ${amount}.00, Mortgagor does hereby mortgage and warrant unto Mortgagee the following described real estate situated in {} County, {}:\n\n{land}\n\nProvided, that if Mortgagor shall pay said note according to its terms, this mortgage shall be void.\n\n{signatures}\n\n{acknowledgment}\n\n{stamp}\n",
        w.county, w.state
    )
}

fn mortgage_release(w: &mut Writer<'_, '_>, label: &str) -> String {
    let mortgagors = side(w, &[Role::Mortgagor]);
    let mortgagees = side(w, &[Role::Mortgagee]);
    let caption = w.caption();
    let bank = w.list(&mortgagees, Role::Mortgagee);
    let owners = w.list(&mortgagors, Role::Mortgagor);
    let cited = match w.instrument.acts_on.map(|m| &w.history.instruments[m]) {
        Some(mortgage) => format!("dated {}, {}", date_text(mortgage.date, 1), w.citation(mortgage, "Mortgage")),
        None => String::new(),
    };
    let land = w.land();
    let execution = w.execution();
    let signatures = w.signatures(&mortgagees);
    let acknowledgment = w.acknowledgment(&mortgagees);
    let stamp = w.stamp("Mortgage");
    format!(
        "{label}\n\n{caption}\n\nKNOW ALL MEN BY THESE PRESENTS: That {bank}, the legal owner and holder of that certain mortgage {cited}, executed by {owners}, for and in consideration of the full payment of the debt thereby secured, does hereby release and discharge the lien of said mortgage upon the following described land:\n\n{land}\n\nWITNESS its hand this {execution}.\n\n{signatures}\n\n{acknowledgment}\n\n{stamp}\n"
    )
}

fn right_of_way(w: &mut Writer<'_, '_>, label: &str) -> String {
    let grantors = side(w, &[Role::Grantor]);
    let grantees = side(w, &[Role::Grantee]);
    let caption = w.caption();
    let execution = w.execution();
    let grantor_list = w.list(&grantors, Role::Grantor);
    let grantee_list = w.list(&grantees, Role::Grantee);
    let land = w.land();
    let what = w.rng.pick(&["an electric transmission line", "a pipeline", "a telephone line"]);
    let signatures = w.signatures(&grantors);
    let acknowledgment = w.acknowledgment(&grantors);
    let stamp = w.stamp("Deed");
    format!(
        "{label}\n\n{caption}\n\nKNOW ALL MEN BY THESE PRESENTS: That {grantor_list}, hereinafter called Grantor, for and in consideration of the sum of One Dollar ($1.00) paid by {grantee_list}, hereinafter called Grantee, does hereby grant unto Grantee, its successors and assigns, a right of way and easement thirty (30) feet in width to construct, operate and maintain {what} over, across and through the following described land:\n\n{land}\n\nGrantor reserves the right to use said land for all purposes not inconsistent with this easement.\n\nWITNESS our hands this {execution}.\n\n{signatures}\n\n{acknowledgment}\n\n{stamp}\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_shares_in_words() {
        let date = Date { year: 1952, month: 3, day: 3 };
        assert_eq!(date_text(date, 0), "the 3rd day of March, 1952");
        assert_eq!(date_text(date, 1), "March 3, 1952");
        assert_eq!(date_text(date, 2), "3/3/1952");
        assert_eq!(year_words(1906), "One Thousand Nine Hundred and Six");
        assert_eq!(year_words(1952), "One Thousand Nine Hundred and Fifty-two");
        assert_eq!(share_text(Share::new(1, 2)), "one-half (1/2)");
        assert_eq!(share_text(Share::new(3, 16)), "three-sixteenths (3/16)");
        assert_eq!(share_text(Share::new(5, 96)), "5/96");
    }

    #[test]
    fn every_party_of_every_instrument_is_named() {
        let mut rng = Rng::new(21);
        for _ in 0..100 {
            let history = super::super::history::simulate(&mut rng, 10, 0.0);
            for (index, instrument) in history.instruments.iter().enumerate() {
                let rendered = render(&history, index, &mut rng);
                let named: Vec<(usize, Role)> = rendered.names.iter().map(|n| (n.party, n.role)).collect();
                for party in &instrument.parties {
                    assert!(named.contains(party), "{:?} misses {party:?}", instrument.category);
                }
            }
        }
    }

    /// (given or its initial, middle initial or none, surname and suffix) of a canonical name.
    fn parts(canonical: &str) -> (String, Option<String>, String) {
        let words: Vec<&str> = canonical.split(' ').map(|w| w.trim_end_matches('.')).collect();
        let rest = words.get(1..).unwrap_or_default();
        let middle = rest.first().filter(|w| w.len() == 1 && rest.len() > 1).map(|w| w.to_string());
        let skip = usize::from(middle.is_some());
        (words.first().unwrap_or(&"").to_string(), middle, rest[skip..].join(" "))
    }

    fn compatible(a: &str, b: &str) -> bool {
        let ((given_a, middle_a, surname_a), (given_b, middle_b, surname_b)) = (parts(a), parts(b));
        let initial_of = |short: &str, long: &str| short.len() == 1 && long.starts_with(short);
        let given = given_a == given_b || initial_of(&given_a, &given_b) || initial_of(&given_b, &given_a);
        surname_a == surname_b && given && (middle_a.is_none() || middle_b.is_none() || middle_a == middle_b)
    }

    #[test]
    fn a_written_name_never_fits_a_namesake_of_the_package() {
        let styles = [NameStyle::Full, NameStyle::Initials, NameStyle::NoMiddle];
        let mut rng = Rng::new(99);
        let mut namesakes = 0;
        for _ in 0..300 {
            let history = super::super::history::simulate(&mut rng, 12, 0.0);
            let people: Vec<(usize, &Person)> =
                history.parties.iter().enumerate().filter_map(|(i, p)| p.person().map(|person| (i, person))).collect();
            namesakes += people
                .iter()
                .filter(|(i, a)| people.iter().any(|(j, b)| i < j && a.surname == b.surname && a.given[..1] == b.given[..1]))
                .count();
            for index in 0..history.instruments.len() {
                for named in render(&history, index, &mut rng).names {
                    let Some(writer) = history.parties[named.party].person() else { continue };
                    // The full name is the clerk's best; only a shortened form must not fit another person.
                    if named.canonical == writer.name(NameStyle::Full, false).canonical {
                        continue;
                    }
                    for &(other, person) in people.iter().filter(|(other, _)| *other != named.party) {
                        let fits = styles.iter().any(|&style| compatible(&person.name(style, false).canonical, &named.canonical));
                        assert!(!fits, "{} written for P{} fits P{other} too", named.canonical, named.party);
                    }
                }
            }
        }
        assert!(namesakes > 0, "the corpus keeps people who share a surname and an initial");
    }
}
