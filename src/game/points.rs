//! `Points`: an exact amount of health, attack or defence, for rule sets
//! that count in fractions (Dungeon Mania's battles take tenths and fifths of
//! attack values, which binary floating point cannot hold exactly), counted in
//! ten-thousandths in an integer. Seed 000's health stays whole numbers
//! (`i32`), so its saves, replays and checksums are untouched.

use serde::Serialize;
use serde_json::Value;
use std::fmt;
use std::ops::{Add, Neg, Sub};

/// An exact decimal amount, counted in ten-thousandths. Config values carry at
/// most three decimals, so their tenths and fifths stay whole in these units.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
#[serde(transparent)]
pub struct Points(i64);

impl Points {
    /// Units in one whole point.
    pub const SCALE: i64 = 10_000;
    /// Nothing.
    pub const ZERO: Points = Points(0);
    /// The largest config value accepted, in whole points: keeps every sum and
    /// product of a battle far inside `i64`.
    pub const MAX_CONFIG: i64 = 1_000_000;

    /// `n` whole points.
    pub const fn whole(n: i64) -> Points {
        Points(n.saturating_mul(Self::SCALE))
    }

    /// The config value `v`, if it is finite, within `0..=MAX_CONFIG` and has at
    /// most three decimals (`0.1` and `2.5` are fine, `0.0001` is not).
    pub fn from_config(v: f64) -> Option<Points> {
        if !v.is_finite() || !(0.0..=Self::MAX_CONFIG as f64).contains(&v) {
            return None;
        }
        let thousandths = (v * 1000.0).round();
        if (v * 1000.0 - thousandths).abs() > 1e-6 {
            return None;
        }
        Some(Points(thousandths as i64 * 10))
    }

    /// The amount divided by `n`, exact for amounts made from config values and
    /// `n` of 10 or 5 (rounds towards zero otherwise).
    pub fn divided_by(self, n: i64) -> Points {
        Points(self.0 / n.max(1))
    }

    /// The amount `n` times over, saturating.
    pub fn times(self, n: i64) -> Points {
        Points(self.0.saturating_mul(n))
    }

    /// The smallest whole number of points not below the amount (`9.7` → 10,
    /// `-0.3` → 0): the whole health the engine shows for an exact one.
    pub fn whole_ceiling(self) -> i64 {
        self.0.div_euclid(Self::SCALE) + i64::from(self.0.rem_euclid(Self::SCALE) != 0)
    }

    /// The larger of the amount and zero.
    pub fn at_least_zero(self) -> Points {
        Points(self.0.max(0))
    }

    /// Whether the amount is zero or below (a dead creature's health).
    pub fn is_spent(self) -> bool {
        self.0 <= 0
    }

    /// The nearest `f64`: exact enough that `9.7` prints as `9.7`.
    pub fn to_f64(self) -> f64 {
        self.0 as f64 / Self::SCALE as f64
    }

    /// A JSON number: an integer when whole (`10`), a decimal otherwise (`9.7`).
    pub fn to_json(self) -> Value {
        if self.0 % Self::SCALE == 0 {
            Value::from(self.0 / Self::SCALE)
        } else {
            Value::from(self.to_f64())
        }
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, rhs: Points) -> Points {
        Points(self.0.saturating_add(rhs.0))
    }
}

impl Sub for Points {
    type Output = Points;
    fn sub(self, rhs: Points) -> Points {
        Points(self.0.saturating_sub(rhs.0))
    }
}

impl Neg for Points {
    type Output = Points;
    fn neg(self) -> Points {
        Points(self.0.saturating_neg())
    }
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_json())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn config_values_with_three_decimals_are_exact() {
        assert_eq!(Points::from_config(5.0), Some(Points::whole(5)));
        assert_eq!(Points::from_config(0.1).map(Points::to_f64), Some(0.1));
        assert_eq!(Points::from_config(2.125).map(|p| p.to_string()), Some("2.125".into()));
        assert_eq!(Points::from_config(0.0001), None);
        assert_eq!(Points::from_config(-1.0), None);
        assert_eq!(Points::from_config(1e300), None);
    }

    #[test]
    fn tenths_print_as_written() {
        let health = Points::whole(10) - Points::whole(3).divided_by(10);
        assert_eq!(health.to_string(), "9.7");
        assert_eq!(Points::whole(10).to_string(), "10");
        assert_eq!((Points::whole(12).divided_by(5)).to_string(), "2.4");
    }

    #[test]
    fn the_whole_ceiling_rounds_up() {
        let tenths = |n: i64| Points::whole(n).divided_by(10);
        assert_eq!(tenths(97).whole_ceiling(), 10);
        assert_eq!(Points::whole(10).whole_ceiling(), 10);
        assert_eq!((-tenths(3)).whole_ceiling(), 0);
        assert_eq!((-tenths(13)).whole_ceiling(), -1);
        assert_eq!(Points::ZERO.whole_ceiling(), 0);
    }
}
