//! `GameRng`: the game's seeded random generator, with helpers whose results are
//! the same on every platform (no `usize` ranges, whose width differs on wasm32).

use serde::Serialize;

/// A seeded, serialisable PCG generator. All randomness in the game flows through
/// one of these, passed explicitly, so the same seed gives the same game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson)]
pub struct GameRng {
    inner: Lcg64Xsh32,
}

/// PCG32 (XSH RR over a 64-bit LCG), computed as rand_pcg's `Lcg64Xsh32`
/// computes it and saved as its serde derive saves it, `{"state":…,
/// "increment":…}`. Our own, because rand_pcg shows its two numbers only to
/// serde (issue 30: the page's wasm holds no serde writer).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson)]
struct Lcg64Xsh32 {
    state: u64,
    increment: u64,
}

/// PCG32's multiplier (rand_pcg's `MULTIPLIER`).
const MULTIPLIER: u64 = 6_364_136_223_846_793_005;

impl Lcg64Xsh32 {
    /// rand_pcg's `Lcg64Xsh32::new`: the increment is made odd, and the
    /// state moved away from its initial value by one step.
    fn new(state: u64, stream: u64) -> Lcg64Xsh32 {
        let increment = (stream << 1) | 1;
        let mut pcg = Lcg64Xsh32 { state: state.wrapping_add(increment), increment };
        pcg.step();
        pcg
    }

    fn step(&mut self) {
        self.state = self.state.wrapping_mul(MULTIPLIER).wrapping_add(self.increment);
    }

    /// The output of the state before the step: an xorshift of the high
    /// bits, rotated by the top five.
    fn next_u32(&mut self) -> u32 {
        let state = self.state;
        self.step();
        let rotate = (state >> 59) as u32;
        let xorshifted = (((state >> 18) ^ state) >> 27) as u32;
        xorshifted.rotate_right(rotate)
    }
}

/// The increment of every generator is odd; a save claiming an even one
/// was not written by a game.
impl crate::json::FromJson for GameRng {
    fn from_json(node: &crate::json::Node) -> Result<GameRng, crate::json::Error> {
        #[derive(crate::json::FromJson)]
        #[json(rename = "GameRng")]
        struct Saved {
            inner: Saved64,
        }
        /// The generator's numbers (serde's errors name the struct
        /// `Lcg64Xsh32`).
        #[derive(crate::json::FromJson)]
        #[json(rename = "Lcg64Xsh32")]
        struct Saved64 {
            state: u64,
            increment: u64,
        }
        let Saved { inner: Saved64 { state, increment } } = Saved::from_json(node)?;
        if increment % 2 == 0 {
            return Err(crate::json::Error::custom(format!(
                "the generator's increment {increment} is even"
            ))
            .or_at(node.end));
        }
        Ok(GameRng { inner: Lcg64Xsh32 { state, increment } })
    }
}

impl GameRng {
    /// A generator for `seed`; `stream` separates independent purposes (world
    /// generation, mob behaviour …) that share one seed.
    pub fn new(seed: u64, stream: u64) -> Self {
        GameRng { inner: Lcg64Xsh32::new(seed ^ 0x853c_49e6_748f_ea9b, stream.wrapping_mul(2) | 1) }
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

    /// Our PCG32 is rand_pcg's: the same numbers from the same seeds, and
    /// the same saved text at every point of the stream.
    #[test]
    fn the_generator_is_rand_pcgs() {
        for (seed, stream) in [(0, 0), (42, 1), (u64::MAX, 7), (9, u64::MAX)] {
            let mut ours = GameRng::new(seed, stream);
            let mut theirs =
                rand_pcg::Pcg32::new(seed ^ 0x853c_49e6_748f_ea9b, stream.wrapping_mul(2) | 1);
            for _ in 0..200 {
                assert_eq!(ours.next_u32(), rand::RngCore::next_u32(&mut theirs));
                let text = crate::json::to_string(&ours);
                #[derive(Serialize)]
                struct Saved<'a> {
                    inner: &'a rand_pcg::Pcg32,
                }
                let expected = serde_json::to_string(&Saved { inner: &theirs }).expect("json");
                assert_eq!(text, expected);
            }
        }
    }

    #[test]
    fn serialises_mid_stream() {
        let mut r = GameRng::new(9, 3);
        r.next_u32();
        let json = serde_json::to_string(&r).expect("rng serialises");
        let mut back: GameRng = crate::json::from_str(&json).expect("rng deserialises");
        assert_eq!(r.next_u32(), back.next_u32());
    }
}
