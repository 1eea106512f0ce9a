//! Bounds on everything a save or replay may claim, so a crafted file can
//! neither overflow arithmetic nor make the game loop or allocate without
//! bound. Restoring checks every number against these.

use super::coordinates::Coordinates;
use super::invalid::{Field, Invalid, Thing};
use super::points::Points;

/// The largest |x| or |y| of any cell: far beyond any world a file can
/// describe, far below where stepping could overflow.
pub const MAX_COORDINATE: i32 = 1 << 24;

/// The most levels a game may hold.
pub const MAX_LEVELS: usize = 64;

/// The most slots an arena may have (live and free) on one level.
pub const MAX_SLOTS: usize = 1 << 22;

/// The most cells one wall matrix may hold.
pub const MAX_WALL_CELLS: i64 = 1 << 24;

/// The most inventory slots.
pub const MAX_INVENTORY: usize = 64;

/// The highest health, attack, armor or experience figure.
pub const MAX_STAT: i32 = 1_000_000;

/// The highest player level.
pub const MAX_LEVEL: i32 = 10_000;

/// The widest sight radius a level's rules may ask for.
pub const MAX_SIGHT_RADIUS: i32 = 64;

/// The most messages a log may hold when restored.
pub const MAX_MESSAGES: usize = 1 << 20;

/// The longest message text (older saves stored sentences).
pub const MAX_TEXT: usize = 4096;

/// The longest name of a world (a built-in one's or a file's), in bytes: a
/// file system's limit. Messages repeat it on every line they write.
pub const MAX_NAME: usize = 255;

/// The most turns a confusion or other temporary model may last.
pub const MAX_TEMPORARY_TURNS: u32 = 1_000_000;

/// True when `c` lies within [`MAX_COORDINATE`]: the world's edge, which
/// nothing crosses while playing either.
pub fn in_world(c: Coordinates) -> bool {
    // `unsigned_abs`: `i32::MIN.abs()` overflows.
    c.x.unsigned_abs() <= MAX_COORDINATE.unsigned_abs()
        && c.y.unsigned_abs() <= MAX_COORDINATE.unsigned_abs()
}

/// `c` lies within [`MAX_COORDINATE`], or what is wrong with it.
pub fn check_cell(thing: Thing, c: Coordinates) -> Result<(), Invalid> {
    if !in_world(c) {
        return Err(Invalid::OutsideWorld { thing, at: c });
    }
    Ok(())
}

/// A text read from a save (a key's name, a portal's colour) is no longer
/// than [`MAX_TEXT`], or what is wrong with it.
pub fn check_text(text: &str) -> Result<(), Invalid> {
    if text.len() > MAX_TEXT {
        return Err(Invalid::TextTooLong { bytes: text.len(), max: MAX_TEXT });
    }
    Ok(())
}

/// A living creature's exact health is above 0 and at most the largest
/// figure a rule set's numbers give ([`Points::MAX_CONFIG`]), or what is
/// wrong with it; `name` is its kind's name in the tables.
pub fn check_exact_health(name: &'static str, health: Points) -> Result<(), Invalid> {
    if health.is_spent() || health > Points::whole(Points::MAX_CONFIG) {
        return Err(Invalid::ExactHealth { name, health });
    }
    Ok(())
}

/// `value` lies in `range`, or what is wrong with it.
pub fn check_range(
    field: Field,
    value: i64,
    range: std::ops::RangeInclusive<i64>,
) -> Result<(), Invalid> {
    if !range.contains(&value) {
        let (low, high) = (*range.start(), *range.end());
        return Err(Invalid::OutOfRange { field, value, low, high });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_and_ranges_say_what_is_wrong() {
        use crate::locale::Words;
        assert!(check_cell(Thing::Player, Coordinates::new(3, -4)).is_ok());
        let e = check_cell(Thing::Player, Coordinates::new(i32::MAX, 0)).expect_err("far");
        let e = e.english();
        assert!(e.starts_with("the player at (2147483647, 0) is outside"), "{e}");
        assert_eq!(
            check_range(Field::Level, 0, 1..=10).expect_err("low").english(),
            "the player's level is 0, outside 1..=10"
        );
    }

    #[test]
    fn a_cell_at_i32_min_is_outside_not_an_overflow() {
        use crate::locale::Words;
        let e = check_cell(
            Thing::Creature(crate::game::MobKind::Wizard),
            Coordinates::new(2, i32::MIN),
        );
        assert_eq!(
            e.expect_err("far").english(),
            "a Wizard at (2, -2147483648) is outside the world (at most ±16777216)"
        );
        assert!(!in_world(Coordinates::new(i32::MIN, i32::MIN)));
        assert!(in_world(Coordinates::new(-MAX_COORDINATE, MAX_COORDINATE)));
        assert!(!in_world(Coordinates::new(-MAX_COORDINATE - 1, 0)));
    }
}
