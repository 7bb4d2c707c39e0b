//! Undivided interests as exact fractions: title arithmetic ("1/2 of 3/4") must not drift the
//! way floating point does, and an overconveyance is a comparison of exact sums.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fraction {
    numerator: u64,
    denominator: u64,
}

impl Fraction {
    pub const WHOLE: Fraction = Fraction { numerator: 1, denominator: 1 };
    pub const ZERO: Fraction = Fraction { numerator: 0, denominator: 1 };

    pub fn new(numerator: u64, denominator: u64) -> Option<Fraction> {
        if denominator == 0 {
            return None;
        }
        let divisor = gcd(numerator, denominator).max(1);
        Some(Fraction { numerator: numerator / divisor, denominator: denominator / divisor })
    }

    /// Reads "1/2", "3/4ths", "50%", "0.5", "1"; `None` for anything else or more than the whole.
    pub fn parse(text: &str) -> Option<Fraction> {
        let text = text.trim().trim_end_matches("ths").trim_end_matches("th").trim();
        let fraction = if let Some(percent) = text.strip_suffix('%') {
            let (whole, scale) = decimal(percent.trim())?;
            Fraction::new(whole, scale.checked_mul(100)?)
        } else if let Some((numerator, denominator)) = text.split_once('/') {
            Fraction::new(numerator.trim().parse().ok()?, denominator.trim().parse().ok()?)
        } else {
            let (whole, scale) = decimal(text)?;
            Fraction::new(whole, scale)
        }?;
        (fraction <= Fraction::WHOLE).then_some(fraction)
    }

    pub fn is_whole(&self) -> bool {
        self.numerator == self.denominator
    }

    pub fn is_zero(&self) -> bool {
        self.numerator == 0
    }

    pub fn checked_add(self, other: Fraction) -> Option<Fraction> {
        let denominator = self.denominator.checked_mul(other.denominator)?;
        let numerator = self.numerator.checked_mul(other.denominator)?.checked_add(other.numerator.checked_mul(self.denominator)?)?;
        Fraction::new(numerator, denominator)
    }

    /// `self - other`, or zero when other is larger.
    pub fn saturating_sub(self, other: Fraction) -> Fraction {
        let left = u128::from(self.numerator) * u128::from(other.denominator);
        let right = u128::from(other.numerator) * u128::from(self.denominator);
        let denominator = u128::from(self.denominator) * u128::from(other.denominator);
        if right >= left {
            return Fraction::ZERO;
        }
        reduce_wide(left - right, denominator).unwrap_or(Fraction::ZERO)
    }

    pub fn checked_mul(self, other: Fraction) -> Option<Fraction> {
        Fraction::new(self.numerator.checked_mul(other.numerator)?, self.denominator.checked_mul(other.denominator)?)
    }
}

impl PartialOrd for Fraction {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Fraction {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (u128::from(self.numerator) * u128::from(other.denominator)).cmp(&(u128::from(other.numerator) * u128::from(self.denominator)))
    }
}

impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.numerator, self.denominator)
    }
}

/// "12.5" as (125, 10).
fn decimal(text: &str) -> Option<(u64, u64)> {
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    if whole.is_empty() && fraction.is_empty() || fraction.len() > 9 {
        return None;
    }
    let digits = format!("{whole}{fraction}");
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((digits.parse().ok()?, 10u64.checked_pow(u32::try_from(fraction.len()).ok()?)?))
}

fn reduce_wide(numerator: u128, denominator: u128) -> Option<Fraction> {
    let divisor = gcd_wide(numerator, denominator).max(1);
    Some(Fraction { numerator: u64::try_from(numerator / divisor).ok()?, denominator: u64::try_from(denominator / divisor).ok()? })
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

fn gcd_wide(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd_wide(b, a % b) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(text: &str) -> Fraction {
        Fraction::parse(text).expect(text)
    }

    #[test]
    fn reads_the_ways_deeds_write_interests() {
        assert_eq!(f("1/2").to_string(), "1/2");
        assert_eq!(f("2/4").to_string(), "1/2");
        assert_eq!(f("3/4ths").to_string(), "3/4");
        assert_eq!(f("50%").to_string(), "1/2");
        assert_eq!(f("12.5%").to_string(), "1/8");
        assert_eq!(f("0.25").to_string(), "1/4");
        assert!(f("1").is_whole());
    }

    #[test]
    fn refuses_what_is_not_an_interest() {
        for text in ["", "half", "1/0", "3/2", "150%", "1/2/3", "-1/2"] {
            assert_eq!(Fraction::parse(text), None, "{text}");
        }
    }

    #[test]
    fn exact_arithmetic_for_partial_conveyances() {
        let held = f("1/2");
        let conveyed = f("1/3");
        assert_eq!(held.saturating_sub(conveyed).to_string(), "1/6");
        assert_eq!(conveyed.saturating_sub(held), Fraction::ZERO);
        assert_eq!(f("1/4").checked_add(f("1/4")), Some(f("1/2")));
        assert_eq!(f("1/2").checked_mul(f("3/4")), Some(f("3/8")));
        assert!(f("1/3") < f("1/2"));
    }
}
