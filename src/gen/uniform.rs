//! `UniformGenerator`: draws values from a discrete distribution given as a table
//! of relative weights (the seed's UniformGenerator).

use super::generator::Generator;
use crate::game::GameRng;
use crate::locale::{Locale, Words};
use std::fmt;

/// Why a table of weights cannot make a distribution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightTableError {
    /// The table lists nothing.
    Empty,
    /// Every weight is zero, so nothing could ever be drawn.
    AllZero,
    /// The weights add up to more than `u32::MAX`.
    TooHeavy {
        /// Their sum.
        total: u64,
    },
    /// A mob theme name that is neither `magical` nor `techno`.
    UnknownTheme(String),
}

impl Words for WeightTableError {
    fn words(&self, locale: &Locale) -> String {
        match self {
            WeightTableError::Empty => locale.phrase("weights_error_empty", &[]),
            WeightTableError::AllZero => locale.phrase("weights_error_all_zero", &[]),
            WeightTableError::TooHeavy { total } => locale.phrase_with(
                "weights_error_too_heavy",
                &[("total", total.to_string().into()), ("max", u32::MAX.to_string().into())],
            ),
            WeightTableError::UnknownTheme(name) => {
                locale.phrase("weights_error_unknown_theme", &[("name", name)])
            }
        }
    }
}

/// The reason in the current language.
impl fmt::Display for WeightTableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for WeightTableError {}

/// Draws `T`s with probability `weight / sum of weights`. Entries of weight zero
/// are dropped when the table is built, so they are never drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UniformGenerator<T> {
    outcomes: Vec<T>,
    /// `cumulative[i]` is the sum of the weights of `outcomes[..=i]`; strictly
    /// increasing, so a binary search finds the outcome of a draw.
    cumulative: Vec<u32>,
}

impl<T: Clone> UniformGenerator<T> {
    /// A distribution from `(value, relative weight)` pairs, in the order given
    /// (the order fixes which value each random number maps to, and so keeps seeds
    /// reproducible).
    pub fn new(weights: impl IntoIterator<Item = (T, u32)>) -> Result<Self, WeightTableError> {
        let mut outcomes = Vec::new();
        let mut cumulative = Vec::new();
        let mut total: u64 = 0;
        let mut listed = 0usize;
        for (value, weight) in weights {
            listed += 1;
            if weight == 0 {
                continue;
            }
            total += u64::from(weight);
            let running = u32::try_from(total).map_err(|_| WeightTableError::TooHeavy { total })?;
            outcomes.push(value);
            cumulative.push(running);
        }
        if listed == 0 {
            Err(WeightTableError::Empty)
        } else if outcomes.is_empty() {
            Err(WeightTableError::AllZero)
        } else {
            Ok(UniformGenerator { outcomes, cumulative })
        }
    }

    /// The sum of all weights.
    pub fn total_weight(&self) -> u32 {
        *self.cumulative.last().expect("construction refuses tables without a positive weight")
    }

    /// Every value that can be drawn, with its relative weight.
    pub fn weights(&self) -> impl Iterator<Item = (&T, u32)> + '_ {
        let mut previous = 0;
        self.outcomes.iter().zip(&self.cumulative).map(move |(value, &running)| {
            let weight = running - previous;
            previous = running;
            (value, weight)
        })
    }
}

impl<T: Clone> Generator<T> for UniformGenerator<T> {
    fn generate(&self, rng: &mut GameRng) -> T {
        let roll = rng.below(self.total_weight());
        let index = self.cumulative.partition_point(|&running| running <= roll);
        self.outcomes[index].clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_and_zero_tables_are_errors() {
        assert_eq!(UniformGenerator::<char>::new([]), Err(WeightTableError::Empty));
        assert_eq!(UniformGenerator::new([('a', 0), ('b', 0)]), Err(WeightTableError::AllZero));
        assert_eq!(
            UniformGenerator::new([('a', u32::MAX), ('b', 1)]),
            Err(WeightTableError::TooHeavy { total: u64::from(u32::MAX) + 1 })
        );
    }

    #[test]
    fn zero_weights_are_never_drawn() {
        let g = UniformGenerator::new([('a', 0), ('b', 1), ('c', 0)]).expect("b has weight");
        let mut rng = GameRng::new(3, 0);
        assert!((0..1000).all(|_| g.generate(&mut rng) == 'b'));
        assert_eq!(g.weights().collect::<Vec<_>>(), vec![(&'b', 1)]);
    }

    #[test]
    fn frequencies_follow_the_weights() {
        let table = [('a', 1), ('b', 0), ('c', 3), ('d', 6)];
        let g = UniformGenerator::new(table).expect("positive weights");
        assert_eq!(g.total_weight(), 10);
        let mut rng = GameRng::new(11, 0);
        let draws = 100_000;
        let mut counts = [0u32; 4];
        for _ in 0..draws {
            let c = g.generate(&mut rng);
            counts[(c as u8 - b'a') as usize] += 1;
        }
        for (i, &(_, weight)) in table.iter().enumerate() {
            let p = f64::from(weight) / 10.0;
            let expected = p * f64::from(draws);
            let sd = (f64::from(draws) * p * (1.0 - p)).sqrt();
            let got = f64::from(counts[i]);
            assert!(
                (got - expected).abs() <= 5.0 * sd.max(1.0),
                "outcome {i}: {got} draws, expected {expected} ± {}",
                5.0 * sd
            );
        }
    }
}
