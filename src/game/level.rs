//! `Level`: one world of a game with its rules, what its rule set keeps
//! beside the objects, and what the player remembers of it (the cells seen,
//! or on a blind level the cells felt). A game is a dungeon of levels; only
//! the current one acts.

use super::coordinates::Coordinates;
use super::fragments::Fragments;
use super::memory::SeenCells;
use super::rule_set::RuleState;
use super::rules::Rules;
use super::world::GameWorld;

/// One level of a game.
#[derive(Debug)]
pub struct Level {
    /// Its world.
    pub world: GameWorld,
    /// What it plays by.
    pub rules: Rules,
    /// What its rule set keeps from turn to turn (none for seed 000's).
    pub state: Option<Box<dyn RuleState>>,
    /// Every cell of it the player has seen.
    pub(crate) seen: SeenCells,
    /// What the player felt of it in the dark (a blind level's only map).
    pub(crate) memory: Fragments,
}

impl Level {
    /// A level of `world` under `rules`, nothing seen yet.
    pub fn new(world: GameWorld, rules: Rules) -> Level {
        Level {
            world,
            rules,
            state: None,
            seen: SeenCells::default(),
            memory: Fragments::default(),
        }
    }

    /// A level whose rule set keeps `state` beside the objects.
    pub fn with_state(world: GameWorld, rules: Rules, state: Box<dyn RuleState>) -> Level {
        Level { state: Some(state), ..Level::new(world, rules) }
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
