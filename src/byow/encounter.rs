//! The encounter: a spirit bars each encounter tile. Stepping on the tile opens
//! a short fight, F strikes, B goes back. It is deterministic: the spirit's
//! strength comes from the world's seed and the tile, everything else from the
//! keys pressed.
//!
//! Each F the avatar hits the spirit for 1. A spirit with strength left hits
//! back for 1; at 0 health the avatar faints and wakes at its starting cell
//! with full health, and the spirit recovers. A spirit brought to 0 is gone for
//! good: its tile becomes floor and the avatar, steadied, regains 1 health.
//! B leaves the fight at any time; a spirit left standing recovers fully.

use super::config::WorldSize;
use crate::game::{Coordinates, GameRng};

/// The avatar's health at the start and after fainting.
pub const MAX_HEALTH: u8 = 5;
/// The weakest spirit's strength.
pub const MIN_SPIRIT_STRENGTH: u8 = 1;
/// The strongest spirit's strength.
pub const MAX_SPIRIT_STRENGTH: u8 = 3;
/// Spirit strengths are drawn from [`GameRng`] streams from this one on, one per tile.
const SPIRIT_STREAM: u64 = 0x5_0000_0000;

/// The strength of the spirit on the tile at `at` of the world of `seed` and
/// `size`: from [`MIN_SPIRIT_STRENGTH`] to [`MAX_SPIRIT_STRENGTH`], the same
/// every time. Drawn from the tile's place in BYOW's own frame (row 0 at the
/// bottom), as it always was.
pub fn spirit_strength(seed: u64, size: WorldSize, at: Coordinates) -> u8 {
    let at = size.flip(at);
    let tile = (u64::from(at.x as u32) << 16) ^ u64::from(at.y as u32);
    let mut rng = GameRng::new(seed, SPIRIT_STREAM + tile);
    let span = u32::from(MAX_SPIRIT_STRENGTH - MIN_SPIRIT_STRENGTH) + 1;
    MIN_SPIRIT_STRENGTH + rng.below(span) as u8
}

/// An open encounter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fight {
    /// The tile of the spirit (where the avatar stands).
    pub at: Coordinates,
    /// The spirit's full strength.
    pub strength: u8,
    /// The spirit's strength left; 0 once it is beaten.
    pub spirit_health: u8,
}

/// What one F did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Exchange {
    /// The spirit lost 1 and hit back for 1.
    Traded,
    /// The spirit lost its last strength.
    SpiritBeaten,
    /// The spirit's blow took the avatar's last health.
    AvatarFainted,
    /// The spirit was already beaten: nothing happened.
    Over,
}

impl Fight {
    /// A fresh fight with the spirit of the tile `at` in the world of `seed`.
    pub fn new(seed: u64, size: WorldSize, at: Coordinates) -> Fight {
        let strength = spirit_strength(seed, size, at);
        Fight { at, strength, spirit_health: strength }
    }

    /// Whether the spirit is beaten.
    pub fn is_won(&self) -> bool {
        self.spirit_health == 0
    }

    /// One round: the avatar hits, then a spirit still standing hits back.
    /// `health` is the avatar's and is never taken below 0.
    pub fn strike(&mut self, health: &mut u8) -> Exchange {
        if self.is_won() {
            return Exchange::Over;
        }
        self.spirit_health -= 1;
        if self.is_won() {
            return Exchange::SpiritBeaten;
        }
        *health = health.saturating_sub(1);
        if *health == 0 {
            Exchange::AvatarFainted
        } else {
            Exchange::Traded
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strengths_are_stable_in_range_and_varied() {
        let mut seen = [false; MAX_SPIRIT_STRENGTH as usize + 1];
        for x in 0..40 {
            let s = spirit_strength(7, WorldSize::DEFAULT, Coordinates::new(x, 3));
            assert_eq!(s, spirit_strength(7, WorldSize::DEFAULT, Coordinates::new(x, 3)));
            assert!((MIN_SPIRIT_STRENGTH..=MAX_SPIRIT_STRENGTH).contains(&s));
            seen[s as usize] = true;
        }
        assert_eq!(seen, [false, true, true, true]);
    }

    #[test]
    fn a_spirit_of_strength_three_costs_two_health() {
        let mut fight = Fight { at: Coordinates::new(0, 0), strength: 3, spirit_health: 3 };
        let mut health = MAX_HEALTH;
        assert_eq!(fight.strike(&mut health), Exchange::Traded);
        assert_eq!(fight.strike(&mut health), Exchange::Traded);
        assert_eq!(fight.strike(&mut health), Exchange::SpiritBeaten);
        assert_eq!(fight.strike(&mut health), Exchange::Over);
        assert_eq!(health, MAX_HEALTH - 2);
    }

    #[test]
    fn the_last_health_lost_is_a_faint() {
        let mut fight = Fight { at: Coordinates::new(0, 0), strength: 3, spirit_health: 3 };
        let mut health = 1;
        assert_eq!(fight.strike(&mut health), Exchange::AvatarFainted);
        assert_eq!(health, 0);
    }
}
