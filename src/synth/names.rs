//! The people and companies of a simulated chain, and the many ways an instrument writes the
//! same name: initials, the clerk's abbreviations (WM., JNO., CHAS.), "Smith, John A.", mixed
//! case. A suffix belongs to the person: JOHN A. SMITH JR is never JOHN A. SMITH SR.

use super::rng::Rng;
use crate::vocab::EntityType;

const MALE_GIVEN: [&str; 24] = [
    "WILLIAM", "JOHN", "CHARLES", "THOMAS", "JAMES", "GEORGE", "BENJAMIN", "SAMUEL", "ROBERT", "HENRY", "ARTHUR", "WALTER", "OSCAR",
    "CLYDE", "HOMER", "LUTHER", "FLOYD", "ELMER", "CARL", "DALE", "RAYMOND", "VERNON", "LLOYD", "EUGENE",
];
const FEMALE_GIVEN: [&str; 18] = [
    "MARY", "BERTHA", "RUTH", "MINNIE", "HAZEL", "OPAL", "VERA", "EDNA", "IRENE", "MAUDE", "LOIS", "NELL", "GLADYS", "ETHEL", "KAREN",
    "DOROTHY", "LUCILLE", "FRANCES",
];
const SURNAMES: [&str; 40] = [
    "ABERNATHY",
    "BRISCOE",
    "CALLOWAY",
    "DUNAGAN",
    "ELLSWORTH",
    "FARRIS",
    "GATLING",
    "HAMMONDS",
    "IVERSON",
    "JESSUP",
    "KINCAID",
    "LANGSTON",
    "MCWHORTER",
    "NORDQUIST",
    "OGLESBY",
    "PETTIGREW",
    "QUARLES",
    "RUTLEDGE",
    "SHACKELFORD",
    "TIDWELL",
    "UNDERHILL",
    "VANDIVER",
    "WHITLEY",
    "YARBROUGH",
    "ZIMMERLE",
    "BASHAM",
    "COGBURN",
    "DRUMMOND",
    "EASTLAND",
    "FENLEY",
    "GRISSOM",
    "HUCKABEE",
    "KEMPNER",
    "LOFTIN",
    "MABRY",
    "NIX",
    "PURCELL",
    "RAMSDELL",
    "SORRELLS",
    "TEAGARDEN",
];
const PLACE_WORDS: [&str; 16] = [
    "RED MESA",
    "SANDHILL",
    "BIG LAKE",
    "COTTONWOOD",
    "PECOS VALLEY",
    "BLACK MESA",
    "SALT FORK",
    "CEDAR BREAK",
    "LONE WOLF",
    "CAPROCK",
    "WILLOW DRAW",
    "PAINTED BLUFF",
    "SULPHUR CREEK",
    "HACKBERRY",
    "TWIN BUTTES",
    "PALO DURO",
];
const TOWNS: [&str; 10] = ["ODESSA", "ENID", "GREELEY", "ARTESIA", "WILLISTON", "CASPER", "PECOS", "DUNCAN", "STERLING", "HOBBS"];

/// The clerk's abbreviations of given names, the ones L2 has to see through.
const ABBREVIATIONS: [(&str, &str); 9] = [
    ("WILLIAM", "WM."),
    ("JOHN", "JNO."),
    ("CHARLES", "CHAS."),
    ("THOMAS", "THOS."),
    ("JAMES", "JAS."),
    ("GEORGE", "GEO."),
    ("BENJAMIN", "BENJ."),
    ("SAMUEL", "SAML."),
    ("ROBERT", "ROBT."),
];

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Person {
    pub given: &'static str,
    pub middle: char,
    pub surname: &'static str,
    pub suffix: Option<&'static str>,
    pub female: bool,
}

/// What kind of company: it decides the words of its name and the instruments it signs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Business {
    Operator,
    Royalty,
    Bank,
    Utility,
    Rancher,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PartyKind {
    Person(Person),
    /// The name as the company writes it, and its canonical form.
    Organization {
        written: String,
        canonical: String,
        business: Business,
    },
    /// A trustee holding for a family trust: the trustee is the party, the capacity is not
    /// part of the canonical name (DOMAIN.md, Parties).
    Trust {
        trustee: Person,
        trust_name: String,
    },
    Government {
        written: &'static str,
        canonical: &'static str,
    },
}

/// One owner of the simulated package; its index is its true person id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Party {
    pub kind: PartyKind,
    /// The party's spouse, for couples that take and convey together.
    pub spouse: Option<usize>,
}

impl Party {
    pub fn entity_type(&self) -> EntityType {
        match self.kind {
            PartyKind::Person(_) => EntityType::Person,
            PartyKind::Organization { .. } => EntityType::Organization,
            PartyKind::Trust { .. } => EntityType::Trust,
            PartyKind::Government { .. } => EntityType::Government,
        }
    }

    pub fn person(&self) -> Option<&Person> {
        match &self.kind {
            PartyKind::Person(person) => Some(person),
            _ => None,
        }
    }

    pub fn is_mortal(&self) -> bool {
        matches!(self.kind, PartyKind::Person(_))
    }
}

/// How one instrument writes a person's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameStyle {
    Full,
    Initials,
    Abbreviated,
    NoMiddle,
    Inverted,
}

/// The given-name part of one written name: the given name or its initial, and the middle
/// initial unless left out.
struct GivenForm {
    given: &'static str,
    middle: Option<char>,
}

impl GivenForm {
    fn fits(&self, other: &GivenForm) -> bool {
        let initial_of = |short: &str, long: &str| short.len() == 1 && long.starts_with(short);
        let given = self.given == other.given || initial_of(self.given, other.given) || initial_of(other.given, self.given);
        let middle = self.middle.is_none() || other.middle.is_none() || self.middle == other.middle;
        given && middle
    }
}

/// A name as one instrument writes it and as an examiner puts it on the runsheet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenName {
    pub written: String,
    pub canonical: String,
}

impl Person {
    pub fn new(rng: &mut Rng, female: bool, surname: Option<&'static str>) -> Person {
        let given = if female { rng.pick(&FEMALE_GIVEN) } else { rng.pick(&MALE_GIVEN) };
        let middle = char::from(b'A' + rng.below(26) as u8);
        Person { given, middle, surname: surname.unwrap_or_else(|| rng.pick(&SURNAMES)), suffix: None, female }
    }

    /// Whether this person's name written in `style` also fits `other` as `other` is written
    /// anywhere, by DOMAIN.md's name rules: same surname and suffix, given names equal or an
    /// initial and a name with that initial, middle initials equal unless one is left out. So
    /// "MAUDE ABERNATHY" fits MINNIE P. ABERNATHY, written "M. P. ABERNATHY". A clerk who knows
    /// two such people in the same records writes the full name; the generator does the same, so
    /// that the truth never demands a link that an exact matcher must refuse.
    pub fn written_fits(&self, style: NameStyle, other: &Person) -> bool {
        let written = self.form(style);
        let other_forms = [NameStyle::Full, NameStyle::Initials, NameStyle::NoMiddle].map(|style| other.form(style));
        self.surname == other.surname && self.suffix == other.suffix && other_forms.iter().any(|form| written.fits(form))
    }

    /// The given name and middle initial as `style` writes them (a clerk's abbreviation stands
    /// for one given name only, so it is that name).
    fn form(&self, style: NameStyle) -> GivenForm {
        GivenForm {
            given: if style == NameStyle::Initials { &self.given[..1] } else { self.given },
            middle: (style != NameStyle::NoMiddle).then_some(self.middle),
        }
    }

    /// The name in one style; `mixed_case` writes "John A. Smith" as typed deeds do.
    pub fn name(&self, style: NameStyle, mixed_case: bool) -> WrittenName {
        let abbreviated = ABBREVIATIONS.iter().find(|(full, _)| *full == self.given).map(|(_, short)| *short);
        let first = match style {
            NameStyle::Initials => format!("{}.", &self.given[..1]),
            NameStyle::Abbreviated => abbreviated.unwrap_or(self.given).to_string(),
            _ => self.given.to_string(),
        };
        let middle = match style {
            NameStyle::NoMiddle => String::new(),
            _ => format!(" {}.", self.middle),
        };
        let suffix = self.suffix.map(|s| format!(" {s}")).unwrap_or_default();
        let canonical = format!("{first}{middle} {}{suffix}", self.surname);
        let written = match style {
            NameStyle::Inverted => {
                format!("{}, {first}{middle}{}", self.surname, self.suffix.map(|s| format!(", {s}.")).unwrap_or_default())
            }
            _ => format!("{first}{middle} {}{}", self.surname, self.suffix.map(|s| format!(", {s}.")).unwrap_or_default()),
        };
        WrittenName { written: if mixed_case { title_case(&written) } else { written }, canonical }
    }
}

impl PartyKind {
    pub fn organization(rng: &mut Rng, business: Business, year: i32) -> PartyKind {
        let modern = year >= 1985;
        let (stem, designators): (String, &[(&str, &str)]) = match business {
            Business::Operator => {
                let kind = rng.pick(&["OIL", "PETROLEUM", "ENERGY", "EXPLORATION", "OIL & GAS", "RESOURCES"]);
                let stem =
                    if rng.chance(0.5) { format!("{} {kind}", rng.pick(&PLACE_WORDS)) } else { format!("{} {kind}", rng.pick(&SURNAMES)) };
                (
                    stem,
                    if modern {
                        &[("LLC", "LLC"), ("L.L.C.", "LLC"), ("Inc.", "INC"), ("LP", "LP")]
                    } else {
                        &[("Company", "CO"), ("Corporation", "CORP"), ("Co.", "CO")]
                    },
                )
            }
            Business::Royalty => {
                let kind = rng.pick(&["ROYALTY", "MINERALS", "ROYALTIES", "MINERAL PARTNERS"]);
                (
                    format!("{} {kind}", rng.pick(&PLACE_WORDS)),
                    if modern { &[("LLC", "LLC"), ("LP", "LP"), ("L.P.", "LP")] } else { &[("Company", "CO"), ("Inc.", "INC")] },
                )
            }
            Business::Bank => {
                let town = rng.pick(&TOWNS);
                let name = if rng.chance(0.5) { format!("FIRST STATE BANK OF {town}") } else { format!("{town} NATIONAL BANK") };
                return PartyKind::Organization { written: name.clone(), canonical: name, business };
            }
            Business::Utility => {
                let kind = rng.pick(&["ELECTRIC COOPERATIVE", "PIPELINE", "POWER & LIGHT", "TELEPHONE"]);
                (format!("{} {kind}", rng.pick(&PLACE_WORDS)), &[("Company", "CO"), ("Inc.", "INC"), ("Corporation", "CORP")])
            }
            Business::Rancher => {
                let kind = rng.pick(&["CATTLE", "LAND & CATTLE", "RANCH", "FARMS"]);
                (format!("{} {kind}", rng.pick(&SURNAMES)), &[("Company", "CO"), ("Inc.", "INC"), ("LLC", "LLC")])
            }
        };
        let (written_designator, canonical_designator) = rng.pick(designators);
        let written = format!("{stem} {}", written_designator.to_uppercase());
        PartyKind::Organization { written, canonical: format!("{stem} {canonical_designator}"), business }
    }

    pub fn sovereign(texas: bool) -> PartyKind {
        if texas {
            PartyKind::Government { written: "THE STATE OF TEXAS", canonical: "STATE OF TEXAS" }
        } else {
            PartyKind::Government { written: "THE UNITED STATES OF AMERICA", canonical: "UNITED STATES OF AMERICA" }
        }
    }
}

/// "JOHN A. SMITH" → "John A. Smith"; designators and initials keep their capitals.
pub fn title_case(text: &str) -> String {
    text.split(' ')
        .map(|word| {
            let mut chars = word.chars();
            match chars.next() {
                Some(first) if word.len() > 3 || !word.contains('.') => first.to_string() + &chars.as_str().to_lowercase(),
                Some(first) => first.to_string() + chars.as_str(),
                None => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn smith(suffix: Option<&'static str>) -> Person {
        Person { given: "WILLIAM", middle: 'A', surname: "SMITH", suffix, female: false }
    }

    #[test]
    fn styles_write_the_same_person_differently() {
        assert_eq!(smith(None).name(NameStyle::Full, false).written, "WILLIAM A. SMITH");
        assert_eq!(smith(None).name(NameStyle::Abbreviated, false).canonical, "WM. A. SMITH");
        assert_eq!(smith(None).name(NameStyle::Initials, true).written, "W. A. Smith");
        let inverted = smith(Some("JR")).name(NameStyle::Inverted, false);
        assert_eq!(inverted.written, "SMITH, WILLIAM A., JR.");
        assert_eq!(inverted.canonical, "WILLIAM A. SMITH JR");
    }

    #[test]
    fn a_short_form_fits_every_namesake_it_cannot_tell_apart() {
        let henry_u = Person { given: "HENRY", middle: 'U', surname: "NIX", suffix: None, female: false };
        let henry_o = Person { middle: 'O', ..henry_u.clone() };
        let homer_u = Person { given: "HOMER", ..henry_u.clone() };
        assert!(henry_u.written_fits(NameStyle::NoMiddle, &henry_o), "HENRY NIX fits both Henrys");
        assert!(henry_u.written_fits(NameStyle::Full, &henry_o), "HENRY U. NIX fits HENRY O. NIX written HENRY NIX");
        assert!(henry_u.written_fits(NameStyle::Initials, &homer_u), "H. U. NIX fits HOMER U. NIX");
        assert!(henry_u.written_fits(NameStyle::Abbreviated, &homer_u), "HENRY U. NIX fits HOMER U. NIX written H. U. NIX");
        let maude = Person { given: "MAUDE", middle: 'K', surname: "ABERNATHY", suffix: None, female: true };
        let minnie = Person { given: "MINNIE", middle: 'P', ..maude.clone() };
        assert!(maude.written_fits(NameStyle::NoMiddle, &minnie), "MAUDE ABERNATHY fits M. P. ABERNATHY");
        assert!(!maude.written_fits(NameStyle::Full, &minnie), "MAUDE K. fits neither M. P. nor MINNIE");
        assert!(maude.written_fits(NameStyle::Initials, &minnie), "M. K. ABERNATHY fits MINNIE P. ABERNATHY written MINNIE ABERNATHY");
    }

    #[test]
    fn a_suffix_or_another_surname_is_never_a_namesake() {
        let elder = smith(None);
        assert!(!elder.written_fits(NameStyle::NoMiddle, &smith(Some("JR"))));
        let jones = Person { surname: "JONES", ..smith(None) };
        assert!(!elder.written_fits(NameStyle::Initials, &jones));
    }

    #[test]
    fn companies_have_normalised_designators() {
        let mut rng = Rng::new(3);
        for _ in 0..50 {
            if let PartyKind::Organization { written, canonical, .. } = PartyKind::organization(&mut rng, Business::Operator, 1950) {
                assert!(canonical.ends_with(" CO") || canonical.ends_with(" CORP"), "{written} -> {canonical}");
            }
        }
    }
}
