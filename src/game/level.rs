//! `Level`: one world of a game with its rules and what the player remembers
//! of it. A game is a dungeon of levels; only the current one acts.

use super::coordinates::Coordinates;
use super::memory::SeenCells;
use super::rules::Rules;
use super::world::GameWorld;

/// One level of a game.
#[derive(Debug)]
pub struct Level {
    /// Its world.
    pub world: GameWorld,
    /// What it plays by.
    pub rules: Rules,
    /// Every cell of it the player has seen.
    pub(crate) seen: SeenCells,
}

impl Level {
    /// A level of `world` under `rules`, nothing seen yet.
    pub fn new(world: GameWorld, rules: Rules) -> Level {
        Level { world, rules, seen: SeenCells::default() }
    }

    /// Lets the player know `cells` from the start (a mapped level: Build
    /// Your Own World's whole map; cells never revealed stay unknown, drawn
    /// as nothing).
    pub fn reveal(&mut self, cells: impl IntoIterator<Item = Coordinates>) {
        for cell in cells {
            self.seen.insert(cell);
        }
    }
}
