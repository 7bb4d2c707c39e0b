//! Undivided fractional interests ("an undivided 1/4"), exact, so that the simulated ownership
//! and the truth graph agree to the last sixty-fourth.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Share {
    numerator: u64,
    denominator: u64,
}

impl Share {
    pub const WHOLE: Share = Share { numerator: 1, denominator: 1 };
    pub const ZERO: Share = Share { numerator: 0, denominator: 1 };

    /// `numerator/denominator` in lowest terms; a zero denominator gives zero.
    pub fn new(numerator: u64, denominator: u64) -> Share {
        if denominator == 0 {
            return Share::ZERO;
        }
        let divisor = gcd(numerator, denominator).max(1);
        Share { numerator: numerator / divisor, denominator: denominator / divisor }
    }

    pub fn is_zero(self) -> bool {
        self.numerator == 0
    }

    pub fn numerator(self) -> u64 {
        self.numerator
    }

    pub fn denominator(self) -> u64 {
        self.denominator
    }

    pub fn plus(self, other: Share) -> Share {
        Share::new(self.numerator * other.denominator + other.numerator * self.denominator, self.denominator * other.denominator)
    }

    /// `self - other`, never below zero.
    pub fn minus(self, other: Share) -> Share {
        let left = self.numerator * other.denominator;
        let right = other.numerator * self.denominator;
        Share::new(left.saturating_sub(right), self.denominator * other.denominator)
    }

    pub fn divided_by(self, parts: usize) -> Share {
        Share::new(self.numerator, self.denominator * parts.max(1) as u64)
    }

    pub fn at_most(self, other: Share) -> bool {
        self.numerator * other.denominator <= other.numerator * self.denominator
    }
}

impl fmt::Display for Share {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.numerator, self.denominator)
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_in_lowest_terms() {
        let half = Share::new(2, 4);
        assert_eq!(half.to_string(), "1/2");
        assert_eq!(half.plus(Share::new(1, 4)).to_string(), "3/4");
        assert_eq!(half.minus(Share::new(1, 2)), Share::ZERO);
        assert_eq!(half.minus(Share::WHOLE), Share::ZERO);
        assert_eq!(half.divided_by(3).to_string(), "1/6");
        assert!(half.at_most(Share::WHOLE) && !Share::WHOLE.at_most(half));
    }
}
