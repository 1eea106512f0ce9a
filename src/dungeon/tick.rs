//! One tick of Dungeon Mania (spec §3, §6): the player acts, an older self
//! (after a time travel) takes its recorded step, the circuit carries what
//! they did to the switches (§3.13), the player fights every
//! enemy on its cell, every creature moves in order of creation (fighting if
//! it reaches the player), spawners, spiders and hydras spawn what is due,
//! mind control wears and the active potion wears. [`Tick`] is the level as one tick sees and changes
//! it: the engine's world and player, the rule state, the numbers, the
//! game's random stream, tally and log.

use super::action::Action;
use super::config::Config;
use super::map::Scene;
use super::state::{DungeonState, EntityId};
use crate::game::{Coordinates, GameRng, GameWorld, KindMut, MessageLog, Player, RunStats};

/// The most cells one path search visits.
pub const MAX_SEARCH_CELLS: usize = 10_000;

/// The most cells all the path searches of one tick visit together.
pub const MAX_SEARCH_CELLS_PER_TICK: usize = 100_000;

/// A Dungeon Mania level while a tick is played on it.
#[derive(Debug)]
pub struct Tick<'a> {
    /// The level's objects.
    pub world: &'a mut GameWorld,
    /// Ids, the player's health and items, the potions.
    pub state: &'a mut DungeonState,
    /// The config's numbers.
    pub config: &'a Config,
    /// The engine's player: where it stands.
    pub player: &'a mut Player,
    /// The game's random stream.
    pub rng: &'a mut GameRng,
    /// Kills and treasure so far.
    pub run: &'a mut RunStats,
    /// Battles so far.
    pub log: &'a mut MessageLog,
    /// Ticks played (`Game::turn`).
    pub turn: &'a mut u64,
    /// Cells the path searches of this tick may still visit.
    pub budget: usize,
}

impl Tick<'_> {
    /// The world and the rule state, to read.
    pub fn scene(&self) -> Scene<'_> {
        Scene { world: self.world, state: self.state }
    }

    /// The player's cell, while it lives.
    pub fn player_pos(&self) -> Option<Coordinates> {
        self.state.is_alive().then_some(self.player.coordinates)
    }

    /// Moves entity `id` to `to`.
    pub fn move_entity(&mut self, id: EntityId, to: Coordinates) {
        if let Some(object) = self.state.object(id) {
            self.world.move_object(object, to);
        }
    }

    /// Entity `id` as its kind, to change its own state.
    pub fn kind_mut(&mut self, id: EntityId) -> Option<KindMut<'_>> {
        self.world.get_mut(self.state.object(id)?)?.kind_mut()
    }

    /// Plays an accepted action: a tick with the player's action first, or
    /// for building and interacting under the old timing, the action alone.
    /// Whether a tick was played.
    pub fn play(&mut self, action: Action, untimed_build: bool) -> bool {
        match action {
            Action::Move(direction) => self.play_tick(|t| t.move_player(direction)),
            Action::Use(item) => self.play_tick(|t| t.use_item(item)),
            Action::Build(item) if untimed_build => self.build(item),
            Action::Build(item) => self.play_tick(|t| t.build(item)),
            Action::Interact(cell) if untimed_build => self.interact(cell),
            Action::Interact(cell) => self.play_tick(|t| t.interact(cell)),
            // Time runs back outside the tick (`time::travel`).
            Action::Rewind(_) => return false,
        }
        !untimed_build || matches!(action, Action::Move(_) | Action::Use(_))
    }

    /// One tick, after the player's own turn `player_turn`.
    fn play_tick(&mut self, player_turn: impl FnOnce(&mut Self)) {
        let Some(before) = self.player_pos() else {
            return;
        };
        *self.turn = self.turn.saturating_add(1);
        self.budget = MAX_SEARCH_CELLS_PER_TICK;
        player_turn(self);
        self.older_selves_step();
        self.update_circuit();
        self.battles_on_player_cell();
        self.older_selves_leave();
        self.move_creatures(before);
        self.spawn_creatures();
        self.forget_gone_holds();
        self.wear_mind_control();
        self.state.effects.end_tick();
    }
}
