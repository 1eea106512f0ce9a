//! The few functions the synthesiser needs beyond `+ − × ÷`, written here
//! instead of taken from the platform's maths library: `sin` and `exp` of
//! the system library (native) and of the compiler's (wasm) may differ in
//! their last bit, and then the page would not play the very samples the
//! native tests checked. Plain IEEE arithmetic is the same everywhere.

/// The sine of a phase counted in turns (one turn is a full cycle), to
/// within 4e-6: the odd Taylor series to x⁹ on a quarter turn, the rest
/// folded onto it.
pub fn sine(turns: f64) -> f64 {
    // Into [−½, ½), then folded into [−¼, ¼] where the series converges fast.
    let t = turns - (turns + 0.5).floor();
    let t = if t > 0.25 {
        0.5 - t
    } else if t < -0.25 {
        -0.5 - t
    } else {
        t
    };
    let x = t * std::f64::consts::TAU;
    let x2 = x * x;
    let y = x * (1.0 - x2 / 6.0 * (1.0 - x2 / 20.0 * (1.0 - x2 / 42.0 * (1.0 - x2 / 72.0))));
    // The series overshoots 1 by a hair at the crest.
    y.clamp(-1.0, 1.0)
}

/// 2 to the power `x`, to a relative 1e-9, for `x` within ±1000 (beyond it,
/// 0 or a very large number).
pub fn exp2(x: f64) -> f64 {
    if x < -1000.0 {
        return 0.0;
    }
    let x = x.min(1000.0);
    let whole = x.floor();
    // e^(f·ln 2) for f in [0, 1): the series to the tenth term.
    let y = (x - whole) * std::f64::consts::LN_2;
    let mut term = 1.0;
    let mut sum = 1.0;
    for n in 1..=12 {
        term *= y / f64::from(n);
        sum += term;
    }
    // 2^whole exactly, by the exponent bits (whole is within ±1000, so the
    // biased exponent stays inside 1..2047).
    let biased = (whole as i64 + 1023) as u64;
    sum * f64::from_bits(biased << 52)
}

/// e to the power `x`.
pub fn exp(x: f64) -> f64 {
    exp2(x * std::f64::consts::LOG2_E)
}

/// A small random number generator (xorshift32): noise that is the same on
/// every run and platform.
#[derive(Clone, Debug)]
pub struct Noise {
    state: u32,
}

impl Noise {
    /// A generator started from `seed` (0 is made 1: xorshift never leaves 0).
    pub fn new(seed: u32) -> Noise {
        Noise { state: seed.max(1) }
    }

    /// The next value, evenly in [−1, 1).
    pub fn next(&mut self) -> f64 {
        let mut x = self.state;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.state = x;
        f64::from(x) / f64::from(u32::MAX) * 2.0 - 1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sine_matches_the_platforms_within_a_hair() {
        for i in -2000..=2000 {
            let turns = f64::from(i) / 373.0;
            let want = (turns * std::f64::consts::TAU).sin();
            assert!((sine(turns) - want).abs() < 4e-6, "sin at {turns} turns");
        }
    }

    #[test]
    fn exp2_matches_the_platforms_within_a_hair() {
        for i in -400..=400 {
            let x = f64::from(i) / 37.0;
            let want = x.exp2();
            assert!(((exp2(x) - want) / want).abs() < 1e-9, "2^{x}");
        }
        assert_eq!(exp2(-5000.0), 0.0);
        assert!((exp(1.0) - std::f64::consts::E).abs() < 1e-9);
    }

    #[test]
    fn noise_is_even_and_repeats_from_its_seed() {
        let mut a = Noise::new(7);
        let mut b = Noise::new(7);
        let values: Vec<f64> = (0..10_000).map(|_| a.next()).collect();
        assert!(values.iter().all(|&v| (-1.0..=1.0).contains(&v)));
        assert_eq!(values[..5], (0..5).map(|_| b.next()).collect::<Vec<_>>()[..]);
        let mean = values.iter().sum::<f64>() / values.len() as f64;
        assert!(mean.abs() < 0.05, "mean {mean}");
        assert_eq!(Noise::new(0).next(), Noise::new(1).next());
    }
}
