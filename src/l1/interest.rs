//! Undivided interests as exact fractions: title arithmetic ("1/2 of 3/4") must not drift the
//! way floating point does, and an overconveyance is a comparison of exact sums. The fractions
//! are big rationals (num-rational): a share that passes through a long record (every heirship
//! dividing it by three, every mineral deed halving it) outgrows any fixed width, and a value
//! that overflowed would be a wrong interest, not a refusal.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::fmt;

/// A non-negative exact fraction of an estate.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Fraction(BigRational);

impl Fraction {
    pub fn whole() -> Fraction {
        Fraction(BigRational::one())
    }

    pub fn zero() -> Fraction {
        Fraction(BigRational::zero())
    }

    /// `numerator/denominator` in lowest terms; `None` for a zero denominator.
    pub fn new(numerator: u64, denominator: u64) -> Option<Fraction> {
        (denominator != 0).then(|| Fraction(BigRational::new(BigInt::from(numerator), BigInt::from(denominator))))
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
        (fraction <= Fraction::whole()).then_some(fraction)
    }

    pub fn is_whole(&self) -> bool {
        self.0.is_one()
    }

    pub fn is_zero(&self) -> bool {
        self.0.is_zero()
    }

    pub fn plus(&self, other: &Fraction) -> Fraction {
        Fraction(&self.0 + &other.0)
    }

    /// `self - other`, or zero when other is larger.
    pub fn saturating_sub(&self, other: &Fraction) -> Fraction {
        let difference = &self.0 - &other.0;
        if difference.is_negative() { Fraction::zero() } else { Fraction(difference) }
    }

    pub fn times(&self, other: &Fraction) -> Fraction {
        Fraction(&self.0 * &other.0)
    }

    /// `self / other`; `None` when other is zero.
    pub fn divided_by(&self, other: &Fraction) -> Option<Fraction> {
        (!other.is_zero()).then(|| Fraction(&self.0 / &other.0))
    }

    /// One of `parts` equal parts of `self` (co-grantees' equal shares).
    pub fn split(&self, parts: usize) -> Fraction {
        Fraction(&self.0 / BigRational::from_integer(BigInt::from(parts.max(1))))
    }

    /// The sum of several fractions.
    pub fn sum<'a>(fractions: impl IntoIterator<Item = &'a Fraction>) -> Fraction {
        fractions.into_iter().fold(Fraction::zero(), |sum, f| sum.plus(f))
    }

    /// The fraction as a decimal with `places` digits after the point, rounded half up (the
    /// division-order convention writes interests to 8 places): "0.25000000".
    pub fn decimal(&self, places: u32) -> String {
        let scale = BigInt::from(10u32).pow(places);
        let scaled = &self.0 * BigRational::from_integer(scale.clone());
        let rounded = (scaled + BigRational::new(BigInt::one(), BigInt::from(2))).floor().to_integer();
        let whole = &rounded / &scale;
        let rest = &rounded % &scale;
        if places == 0 {
            return whole.to_string();
        }
        format!("{whole}.{:0>width$}", rest.to_string(), width = places as usize)
    }

    /// The nearest `f64` (for acreage products; the fraction itself stays exact).
    pub fn to_f64(&self) -> f64 {
        self.0.to_f64().unwrap_or(f64::NAN)
    }
}

impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_integer() { write!(f, "{}", self.0.numer()) } else { write!(f, "{}/{}", self.0.numer(), self.0.denom()) }
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
        assert!(f("1/1").is_whole());
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
        assert_eq!(held.saturating_sub(&conveyed).to_string(), "1/6");
        assert_eq!(conveyed.saturating_sub(&held), Fraction::zero());
        assert_eq!(f("1/4").plus(&f("1/4")), f("1/2"));
        assert_eq!(f("1/2").times(&f("3/4")), f("3/8"));
        assert_eq!(f("3/8").divided_by(&f("3/4")), Some(f("1/2")));
        assert_eq!(f("3/8").divided_by(&Fraction::zero()), None);
        assert_eq!(f("1/2").split(3), f("1/6"));
        assert_eq!(Fraction::sum(&[f("1/4"), f("1/8"), f("5/8")]), Fraction::whole());
        assert!(f("1/3") < f("1/2"));
    }

    #[test]
    fn a_long_record_never_overflows() {
        // Eighty heirships of thirds and eighty mineral deeds of halves: far past 128 bits.
        let mut share = Fraction::whole();
        for _ in 0..80 {
            share = share.split(3).split(2);
        }
        let back = (0..80).fold(share.clone(), |s, _| s.times(&Fraction::new(6, 1).expect("six")));
        assert!(back.is_whole());
        assert!(share > Fraction::zero());
    }

    #[test]
    fn decimals_to_the_division_order_places() {
        assert_eq!(f("1/4").decimal(8), "0.25000000");
        assert_eq!(f("1/3").decimal(8), "0.33333333");
        assert_eq!(f("2/3").decimal(8), "0.66666667");
        assert_eq!(Fraction::whole().decimal(8), "1.00000000");
        assert_eq!(Fraction::zero().decimal(8), "0.00000000");
        assert_eq!(f("3/16").decimal(8), "0.18750000");
        assert!((f("3/8").to_f64() - 0.375).abs() < 1e-12);
    }
}
