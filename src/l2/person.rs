//! Person names as L2 compares them: given names, surname, suffix. Two written names are the
//! same person only when nothing contradicts it: the surnames agree, the suffixes do not differ
//! (JR is never SR), each given name agrees as a full name, an initial, or a clerk's
//! abbreviation or nickname of it (WM for WILLIAM, JNO for JOHN), and middle initials do not
//! differ. A suffix on one side only contradicts too: the JR exists because an elder bears the
//! same name.

use super::nicknames::same_given_name;

const SUFFIXES: [&str; 7] = ["JR", "SR", "II", "III", "IV", "V", "ESQ"];

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonName {
    pub given: Vec<String>,
    pub surname: String,
    pub suffix: Option<String>,
}

impl PersonName {
    /// Parses a canonical person name ("JOHN A. SMITH JR"); `None` without a surname.
    pub fn parse(canonical: &str) -> Option<PersonName> {
        let mut words: Vec<String> = canonical
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-').replace('.', ""))
            .filter(|w| !w.is_empty())
            .collect();
        let suffix = match words.last() {
            Some(last) if words.len() > 1 && SUFFIXES.contains(&last.as_str()) => words.pop(),
            _ => None,
        };
        let surname = words.pop()?;
        Some(PersonName { given: words, surname, suffix })
    }

    /// How strongly two names agree, or `None` when something contradicts their being one
    /// person. Each given name that agrees in full (or as an abbreviation of the same name)
    /// counts 2, by initial only 1: "J. A. SMITH" prefers "JOHN A. SMITH" to "JAMES SMITH", and
    /// "LUCILLE MABRY" prefers "LUCILLE D. MABRY" to "L. D. MABRY".
    pub fn agreement(&self, other: &PersonName) -> Option<usize> {
        if self.surname != other.surname {
            return None;
        }
        // A JR exists because an elder bears the same name, so a suffix on one side only is as
        // much a contradiction as JR against SR.
        if self.suffix != other.suffix {
            return None;
        }
        let (first_a, first_b) = match (self.given.first(), other.given.first()) {
            (Some(a), Some(b)) => (a, b),
            _ => return Some(0),
        };
        let mut strength = given_agreement(first_a, first_b)?;
        for (a, b) in self.given.iter().skip(1).zip(other.given.iter().skip(1)) {
            strength += given_agreement(a, b)?;
        }
        Some(strength)
    }
}

impl PersonName {
    /// The same name without its suffix, to tell a name that differs only by a suffix.
    pub fn without_suffix(&self) -> PersonName {
        PersonName { suffix: None, ..self.clone() }
    }

    /// Whether this name is a married woman's that keeps `maiden`'s surname as a middle name
    /// ("MARY SMITH JONES" for "MARY A. SMITH"): the surnames differ, the first given names
    /// agree, neither has a suffix, and a middle word is the other's surname written out.
    pub fn keeps_maiden_name(&self, maiden: &PersonName) -> bool {
        let (Some(first), Some(maiden_first)) = (self.given.first(), maiden.given.first()) else { return false };
        self.surname != maiden.surname
            && self.suffix.is_none()
            && maiden.suffix.is_none()
            && maiden.surname.chars().count() > 1
            && self.given.iter().skip(1).any(|middle| *middle == maiden.surname)
            && given_agreement(first, maiden_first).is_some()
    }

    /// Whether `alias`, another name the instrument gives this person ("MARY SMITH JONES,
    /// formerly MARY SMITH"), can be the same person: the surname may differ (a married name),
    /// but the suffixes must not, nor the given names, a maiden name kept as a middle name aside.
    pub fn alias_fits(&self, alias: &PersonName) -> bool {
        if self.suffix != alias.suffix {
            return false;
        }
        if let (Some(a), Some(b)) = (self.given.first(), alias.given.first())
            && given_agreement(a, b).is_none()
        {
            return false;
        }
        let middles = |name: &PersonName, other_surname: &str| -> Vec<String> {
            name.given.iter().skip(1).filter(|w| w.as_str() != other_surname).cloned().collect()
        };
        let ours = middles(self, &alias.surname);
        let theirs = middles(alias, &self.surname);
        ours.iter().zip(&theirs).all(|(a, b)| given_agreement(a, b).is_some())
    }
}

/// One given name against another: 2 when they are the same name (written out, or one the
/// abbreviation of the other), 1 when one is the other's initial, `None` when they differ.
fn given_agreement(a: &str, b: &str) -> Option<usize> {
    let single = |name: &str| name.chars().count() == 1;
    if a == b {
        return Some(if single(a) { 1 } else { 2 });
    }
    if (single(a) && b.starts_with(a)) || (single(b) && a.starts_with(b)) {
        return Some(1);
    }
    same_given_name(a, b).then_some(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(text: &str) -> PersonName {
        PersonName::parse(text).expect(text)
    }

    fn agree(a: &str, b: &str) -> Option<usize> {
        name(a).agreement(&name(b))
    }

    #[test]
    fn parses_given_names_surname_and_suffix() {
        assert_eq!(
            name("JOHN A. SMITH JR"),
            PersonName { given: vec!["JOHN".into(), "A".into()], surname: "SMITH".into(), suffix: Some("JR".into()) }
        );
        assert_eq!(PersonName::parse("JR"), Some(PersonName { given: vec![], surname: "JR".into(), suffix: None }));
        assert_eq!(PersonName::parse(""), None);
    }

    #[test]
    fn initials_and_full_names_agree() {
        assert_eq!(agree("J. A. SMITH", "JOHN A. SMITH"), Some(2));
        assert_eq!(agree("JOHN SMITH", "JOHN A. SMITH"), Some(2));
        assert_eq!(agree("LUCILLE MABRY", "L. D. MABRY"), Some(1));
    }

    #[test]
    fn clerks_abbreviations_agree() {
        assert!(agree("WM. H. BAKER", "WILLIAM H. BAKER").is_some());
        assert!(agree("JNO. T. MILLS", "JOHN T. MILLS").is_some());
        assert!(agree("CHAS. E. POOLE", "CHARLES E. POOLE").is_some());
    }

    #[test]
    fn a_married_name_fits_the_maiden_name() {
        assert!(name("MARY SMITH JONES").alias_fits(&name("MARY SMITH")));
        assert!(name("MARY A. JONES").alias_fits(&name("MARY A. SMITH")));
        assert!(name("M. A. JONES").alias_fits(&name("MARY SMITH")));
        assert!(!name("MARY A. JONES").alias_fits(&name("MARY B. SMITH")), "middle initials conflict");
        assert!(!name("JOHN SMITH JR").alias_fits(&name("JOHN SMITH SR")), "JR is not SR");
        assert!(!name("MARY JONES").alias_fits(&name("RUTH SMITH")));
    }

    #[test]
    fn a_married_name_keeps_the_maiden_surname_as_a_middle_name() {
        assert!(name("MARY SMITH JONES").keeps_maiden_name(&name("MARY A. SMITH")));
        assert!(name("MARY SMITH JONES").keeps_maiden_name(&name("M. SMITH")));
        assert!(!name("MARY S. JONES").keeps_maiden_name(&name("MARY SMITH")), "an initial is not the maiden name");
        assert!(!name("RUTH SMITH JONES").keeps_maiden_name(&name("MARY SMITH")));
        assert!(!name("MARY SMITH").keeps_maiden_name(&name("MARY SMITH")));
    }

    #[test]
    fn conflicting_evidence_never_agrees() {
        assert_eq!(agree("JOHN A. SMITH JR", "JOHN A. SMITH SR"), None);
        assert_eq!(agree("JOHN A. SMITH JR", "JOHN A. SMITH"), None);
        assert_eq!(agree("JOHN A. SMITH", "JOHN B. SMITH"), None);
        assert_eq!(agree("JOHN SMITH", "JAMES SMITH"), None);
        assert_eq!(agree("JOHN SMITH", "JOHN SMYTHE"), None);
    }
}
