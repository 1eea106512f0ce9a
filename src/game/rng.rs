//! `GameRng`: the game's seeded random generator, with helpers whose results are
//! the same on every platform (no `usize` ranges, whose width differs on wasm32).

use rand::RngCore;
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};

/// A seeded, serialisable PCG generator. All randomness in the game flows through
/// one of these, passed explicitly, so the same seed gives the same game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng {
    inner: Pcg32,
}

/// The generator as rand_pcg saves it (its serde derive names the struct
/// `Lcg64Xsh32`, which its errors say).
#[derive(crate::json::FromJson)]
struct Lcg64Xsh32 {
    state: u64,
    increment: u64,
}

/// PCG32's multiplier (rand_pcg's `MULTIPLIER`).
const MULTIPLIER: u64 = 6_364_136_223_846_793_005;

/// The multiplier's inverse modulo 2⁶⁴ (it is odd), by Newton's iteration:
/// each step doubles the bits that are right.
const INVERSE: u64 = {
    let mut inverse = MULTIPLIER;
    let mut step = 0;
    while step < 5 {
        inverse = inverse.wrapping_mul(2u64.wrapping_sub(MULTIPLIER.wrapping_mul(inverse)));
        step += 1;
    }
    inverse
};

/// Written as rand_pcg's serde derive writes it,
/// `{"inner":{"state":…,"increment":…}}`. rand_pcg shows its two numbers
/// only to serde and to `Debug` (derived: `Lcg64Xsh32 { state: 1,
/// increment: 3 }`); they are read from the latter, so the page's wasm
/// holds no serde writer for them.
impl crate::json::ToJson for GameRng {
    fn to_json(&self, w: &mut crate::json::Writer) {
        let shown = format!("{:?}", self.inner);
        let number = |name: &str| -> u64 {
            shown
                .split_once(name)
                .and_then(|(_, rest)| {
                    let digits = rest.trim_start_matches([':', ' ']);
                    let end = digits.find(|c: char| !c.is_ascii_digit()).unwrap_or(digits.len());
                    digits[..end].parse().ok()
                })
                .unwrap_or(0)
        };
        w.begin_object();
        w.member("inner");
        w.begin_object();
        w.member("state");
        w.u64(number("state"));
        w.member("increment");
        w.u64(number("increment"));
        w.end_object();
        w.end_object();
    }
}

/// rand_pcg builds a generator from a seed only by stepping it once
/// (`from_state_incr`); the saved state is after that step, so the seed is
/// the state stepped back. The increment of every generator is odd; a
/// save claiming an even one was not written by a game.
impl crate::json::FromJson for GameRng {
    fn from_json(node: &crate::json::Node) -> Result<GameRng, crate::json::Error> {
        #[derive(crate::json::FromJson)]
        #[json(rename = "GameRng")]
        struct Saved {
            inner: Lcg64Xsh32,
        }
        let Saved { inner: Lcg64Xsh32 { state, increment } } = Saved::from_json(node)?;
        if increment % 2 == 0 {
            return Err(crate::json::Error::custom(format!(
                "the generator's increment {increment} is even"
            ))
            .or_at(node.end));
        }
        let before = state.wrapping_sub(increment).wrapping_mul(INVERSE).wrapping_sub(increment);
        let mut seed = [0u8; 16];
        seed[..8].copy_from_slice(&before.to_le_bytes());
        seed[8..].copy_from_slice(&increment.to_le_bytes());
        Ok(GameRng { inner: <Pcg32 as rand::SeedableRng>::from_seed(seed) })
    }
}

impl GameRng {
    /// A generator for `seed`; `stream` separates independent purposes (world
    /// generation, mob behaviour …) that share one seed.
    pub fn new(seed: u64, stream: u64) -> Self {
        GameRng { inner: Pcg32::new(seed ^ 0x853c_49e6_748f_ea9b, stream.wrapping_mul(2) | 1) }
    }

    /// The next raw 32 random bits.
    pub fn next_u32(&mut self) -> u32 {
        self.inner.next_u32()
    }

    /// A uniform integer in `0..bound`; `bound` 0 gives 0. Unbiased (rejection sampling).
    pub fn below(&mut self, bound: u32) -> u32 {
        if bound <= 1 {
            return 0;
        }
        let zone = u32::MAX - (u32::MAX - bound + 1) % bound;
        loop {
            let v = self.next_u32();
            if v <= zone {
                return v % bound;
            }
        }
    }

    /// A uniform integer in the closed range `low..=high` (`high < low` gives `low`).
    pub fn range_inclusive(&mut self, low: i32, high: i32) -> i32 {
        if high <= low {
            return low;
        }
        let span = (i64::from(high) - i64::from(low) + 1) as u32;
        (i64::from(low) + i64::from(self.below(span))) as i32
    }

    /// A uniform float in `[0, 1)`, from 32 random bits.
    pub fn unit(&mut self) -> f64 {
        f64::from(self.next_u32()) / 4_294_967_296.0
    }

    /// True with probability `p` (clamped to `[0, 1]`).
    pub fn chance(&mut self, p: f64) -> bool {
        self.unit() < p
    }

    /// A uniformly chosen element, or `None` for an empty slice.
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            items.get(self.below(items.len() as u32) as usize)
        }
    }

    /// Shuffles `items` in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }

    /// `count` distinct elements chosen uniformly (in random order); all of them when
    /// `count` exceeds the length.
    pub fn sample<T: Clone>(&mut self, items: &[T], count: usize) -> Vec<T> {
        let mut pool = items.to_vec();
        let count = count.min(pool.len());
        for i in 0..count {
            let j = i + self.below((pool.len() - i) as u32) as usize;
            pool.swap(i, j);
        }
        pool.truncate(count);
        pool
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_numbers_and_streams_differ() {
        let mut a = GameRng::new(42, 1);
        let mut b = GameRng::new(42, 1);
        let mut c = GameRng::new(42, 2);
        let xs: Vec<u32> = (0..16).map(|_| a.next_u32()).collect();
        let ys: Vec<u32> = (0..16).map(|_| b.next_u32()).collect();
        let zs: Vec<u32> = (0..16).map(|_| c.next_u32()).collect();
        assert_eq!(xs, ys);
        assert_ne!(xs, zs);
    }

    #[test]
    fn ranges_stay_inside_and_cover() {
        let mut r = GameRng::new(7, 0);
        let mut seen = [false; 5];
        for _ in 0..1000 {
            let v = r.range_inclusive(-2, 2);
            assert!((-2..=2).contains(&v));
            seen[(v + 2) as usize] = true;
        }
        assert!(seen.iter().all(|&s| s));
        assert_eq!(r.below(0), 0);
        assert_eq!(r.range_inclusive(3, 1), 3);
    }

    #[test]
    fn sample_is_distinct_and_bounded() {
        let mut r = GameRng::new(1, 0);
        for n in 0..=6 {
            let s = r.sample(&[1, 2, 3, 4], n);
            assert_eq!(s.len(), n.min(4));
            let mut d = s.clone();
            crate::order::sort(&mut d);
            d.dedup();
            assert_eq!(d.len(), s.len());
        }
    }

    #[test]
    fn serialises_mid_stream() {
        let mut r = GameRng::new(9, 3);
        r.next_u32();
        let json = serde_json::to_string(&r).expect("rng serialises");
        let mut back: GameRng = serde_json::from_str(&json).expect("rng deserialises");
        let lean: GameRng = crate::json::from_str(&json).expect("the lean reader reads it");
        assert_eq!(lean, back);
        assert_eq!(r.next_u32(), back.next_u32());
    }
}
