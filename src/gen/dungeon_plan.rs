//! `DungeonPlan`: the plain description of a game of several levels — a
//! `WorldPlan` per level, from the top, and the level the player starts on.
//! Stairs link neighbouring levels: the stairs down of a level lead to the next
//! one and arrive on its stairs up; its stairs up lead to the one before and
//! arrive on that level's stairs down.

use super::plan::WorldPlan;
use super::player_state::PlayerState;
use crate::game::{Coordinates, Goal, Leads};
use crate::locale::{Locale, Words};
use std::fmt;

/// Every level of a game, ready to be turned into live levels.
///
/// The player starts on level [`start`](DungeonPlan::start), on that level's
/// `player` cell. Every other level's `player` is where the player first comes
/// into it (its *entry*): the stairs up of a level below the start, the stairs
/// down of a level above it. The world file format does not write it, and
/// [`DungeonPlan::canonical`] puts it there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DungeonPlan {
    /// Never empty.
    levels: Vec<WorldPlan>,
    /// An index into `levels`.
    start: usize,
    /// What wins the game, on every level; none plays on until death.
    pub goal: Option<Goal>,
    /// The player's numbers and belongings (a `Player:` line); `None` for a
    /// fresh player of the world file format.
    pub player_state: Option<PlayerState>,
}

/// Why levels cannot form a [`DungeonPlan`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DungeonShapeError {
    /// There is no level.
    NoLevels,
    /// The player would start on a level that is not there.
    StartOutside {
        /// The starting level asked for (from 0).
        start: usize,
        /// How many levels there are.
        levels: usize,
    },
}

impl Words for DungeonShapeError {
    fn words(&self, locale: &Locale) -> String {
        match self {
            DungeonShapeError::NoLevels => locale.phrase("plan_error_no_levels", &[]),
            DungeonShapeError::StartOutside { start, levels } => locale.phrase_with(
                "plan_error_start_outside",
                &[("start", start.saturating_add(1).into()), ("levels", (*levels).into())],
            ),
        }
    }
}

/// The reason in the current language.
impl fmt::Display for DungeonShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for DungeonShapeError {}

/// The other way.
const fn opposite(leads: Leads) -> Leads {
    match leads {
        Leads::Down => Leads::Up,
        Leads::Up => Leads::Down,
    }
}

impl DungeonPlan {
    /// The levels, from the top, with the player starting on `levels[start]`
    /// at its `player` cell.
    pub fn new(levels: Vec<WorldPlan>, start: usize) -> Result<DungeonPlan, DungeonShapeError> {
        if levels.is_empty() {
            return Err(DungeonShapeError::NoLevels);
        }
        if start >= levels.len() {
            return Err(DungeonShapeError::StartOutside { start, levels: levels.len() });
        }
        Ok(DungeonPlan { levels, start, goal: None, player_state: None })
    }

    /// Every level, from the top.
    pub fn levels(&self) -> &[WorldPlan] {
        &self.levels
    }

    /// The level the player starts on, from 0.
    pub fn start(&self) -> usize {
        self.start
    }

    /// The level the player starts on.
    pub fn start_level(&self) -> &WorldPlan {
        &self.levels[self.start]
    }

    /// Where the player starts, on the starting level.
    pub fn player(&self) -> Coordinates {
        self.start_level().player
    }

    /// Where stairs on `level` leading `leads` take the player: the level
    /// (from 0) and the cell there — the matching stairs of that level, or its
    /// `player` cell if it has none. `None` past the first or last level.
    pub fn destination(&self, level: usize, leads: Leads) -> Option<(usize, Coordinates)> {
        let target = match leads {
            Leads::Down => level.checked_add(1)?,
            Leads::Up => level.checked_sub(1)?,
        };
        let there = self.levels.get(target)?;
        Some((target, there.stairs(opposite(leads)).unwrap_or(there.player)))
    }

    /// Where the player first comes into `level`: the start cell on the
    /// starting level, else the stairs that lead back towards the start.
    pub fn entry(&self, level: usize) -> Option<Coordinates> {
        let plan = self.levels.get(level)?;
        match level.cmp(&self.start) {
            std::cmp::Ordering::Equal => Some(plan.player),
            std::cmp::Ordering::Greater => plan.stairs(Leads::Up),
            std::cmp::Ordering::Less => plan.stairs(Leads::Down),
        }
    }

    /// Puts the `player` cell of every level but the starting one on its
    /// entry (when it has one).
    pub(crate) fn place_entries(&mut self) {
        for level in 0..self.levels.len() {
            if let Some(entry) = self.entry(level) {
                self.levels[level].player = entry;
            }
        }
    }

    /// The same dungeon with every level [canonical](WorldPlan::canonical)
    /// and every level's `player` on its entry, so that two dungeons that
    /// differ only in listing order or in those unused cells compare equal.
    pub fn canonical(mut self) -> DungeonPlan {
        self.place_entries();
        self.levels = self.levels.into_iter().map(WorldPlan::canonical).collect();
        self
    }

    /// The number of placed items, on every level.
    pub fn item_count(&self) -> usize {
        self.levels.iter().map(WorldPlan::item_count).sum()
    }

    /// The number of placed mobs, on every level.
    pub fn mob_count(&self) -> usize {
        self.levels.iter().map(WorldPlan::mob_count).sum()
    }
}

/// A dungeon of one level.
impl From<WorldPlan> for DungeonPlan {
    fn from(plan: WorldPlan) -> DungeonPlan {
        DungeonPlan { levels: vec![plan], start: 0, goal: None, player_state: None }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gen::plan::{Placement, Thing, WallMatrix};

    fn level(size: i32, player: Coordinates, stairs: &[(i32, i32, Leads)]) -> WorldPlan {
        let things = stairs
            .iter()
            .map(|&(x, y, leads)| Placement {
                at: Coordinates::new(x, y),
                thing: Thing::Stairs(leads),
            })
            .collect();
        WorldPlan { walls: WallMatrix::new(Coordinates::ZERO, size, size), player, things }
    }

    #[test]
    fn the_shape_is_checked() {
        assert_eq!(DungeonPlan::new(Vec::new(), 0), Err(DungeonShapeError::NoLevels));
        let one = level(3, Coordinates::ZERO, &[]);
        let error = DungeonPlan::new(vec![one], 1).expect_err("one level, start on the second");
        assert_eq!(error.to_string(), "the player starts on level 2 of a dungeon of 1");
    }

    #[test]
    fn stairs_lead_to_the_matching_stairs_of_the_next_and_previous_levels() {
        let top = level(4, Coordinates::new(1, 1), &[(3, 3, Leads::Down)]);
        let middle = level(4, Coordinates::ZERO, &[(2, 0, Leads::Up), (0, 2, Leads::Down)]);
        let bottom = level(4, Coordinates::ZERO, &[(1, 3, Leads::Up)]);
        let dungeon = DungeonPlan::new(vec![top, middle, bottom], 0).expect("a valid shape");
        assert_eq!(dungeon.destination(0, Leads::Down), Some((1, Coordinates::new(2, 0))));
        assert_eq!(dungeon.destination(1, Leads::Up), Some((0, Coordinates::new(3, 3))));
        assert_eq!(dungeon.destination(1, Leads::Down), Some((2, Coordinates::new(1, 3))));
        assert_eq!(dungeon.destination(0, Leads::Up), None);
        assert_eq!(dungeon.destination(2, Leads::Down), None);
        let canonical = dungeon.canonical();
        assert_eq!(canonical.player(), Coordinates::new(1, 1));
        assert_eq!(canonical.levels()[1].player, Coordinates::new(2, 0), "entered from above");
        assert_eq!(canonical.levels()[2].player, Coordinates::new(1, 3));
    }

    #[test]
    fn levels_above_the_start_are_entered_by_their_stairs_down() {
        let top = level(4, Coordinates::ZERO, &[(3, 3, Leads::Down)]);
        let bottom = level(4, Coordinates::new(2, 2), &[(1, 0, Leads::Up)]);
        let dungeon = DungeonPlan::new(vec![top, bottom], 1).expect("a valid shape").canonical();
        assert_eq!(dungeon.levels()[0].player, Coordinates::new(3, 3));
        assert_eq!(dungeon.player(), Coordinates::new(2, 2));
    }
}
