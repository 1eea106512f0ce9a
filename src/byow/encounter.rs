//! The encounter's numbers: a spirit bars each encounter tile, of a strength
//! that comes from the world's seed and the tile; the avatar's health. The
//! fight itself is the engine's ([`Spirit`](crate::game::Spirit)): stepping
//! on opens it, F strikes, B goes back; everything in it follows from the
//! keys pressed.

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
}
