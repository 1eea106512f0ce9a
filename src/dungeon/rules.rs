//! `DungeonMania`: the rule set of a Dungeon Mania level (seed 004, Milestone
//! 2). It carries the config's numbers as the level's own rules data, plays
//! each command as the spec's tick ([`Tick`]), and refuses what the spec
//! refuses without changing anything ([`check`]). The referee asks [`check`]
//! first to say why; a command refused here (a replay's, a front end's) is
//! simply no turn.

use super::action::Action;
use super::action_error::ActionError;
use super::build::check_build;
use super::config::Config;
use super::interact::check_interact;
use super::map::Scene;
use super::state::DungeonState;
use super::tick::{Tick, MAX_SEARCH_CELLS_PER_TICK};
use super::time;
use super::use_item::check_use;
use crate::game::{Command, Game, GameEvent, GameWorld, RuleSet, RuleState, TurnReport};
use serde::Serialize;
use serde_json::Value;

/// Dungeon Mania's rules, with a config's numbers.
#[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct DungeonMania {
    /// The numbers.
    pub config: Config,
    /// Building and interacting take no tick (games migrated from saves made
    /// before they did).
    #[serde(default, skip_serializing_if = "is_false")]
    pub untimed_build: bool,
}

fn is_false(value: &bool) -> bool {
    !*value
}

impl DungeonMania {
    /// Its name in saves.
    pub const NAME: &'static str = "dungeon-mania";

    /// The set a saved record's numbers describe.
    pub fn from_numbers(numbers: &Value) -> Result<DungeonMania, String> {
        crate::json::from_value(numbers)
    }
}

impl RuleSet for DungeonMania {
    fn name(&self) -> &'static str {
        DungeonMania::NAME
    }

    fn numbers(&self) -> Value {
        crate::json::to_value(self)
    }

    fn play(&self, game: &mut Game, command: Command) -> TurnReport {
        let Some(action) = Action::of_command(command) else {
            return TurnReport::default();
        };
        if check(game, &self.config, action).is_err() {
            return TurnReport::default();
        }
        if let Action::Rewind(ticks) = action {
            let target = game.turn.saturating_sub(u64::from(ticks));
            if time::travel(game, self, target).is_err() {
                return TurnReport::default();
            }
            sync_player(game, &self.config);
            game.look_around();
            return TurnReport { took_turn: true, events: Vec::new() };
        }
        let before = game.player.coordinates;
        let Some(mut tick) = tick_of(game, &self.config) else {
            return TurnReport::default();
        };
        let took_turn = tick.play(action, self.untimed_build);
        time::record_tick(game, action);
        if time::entered_portal(game, before) {
            // A history that no longer plays back leaves the player where
            // they stand: the portal is then only floor.
            let _ = time::travel(game, self, game.turn.saturating_sub(time::PORTAL_TICKS));
        }
        let mut report = TurnReport { took_turn, events: Vec::new() };
        if sync_player(game, &self.config) {
            report.events.push(GameEvent::PlayerDie);
        }
        game.look_around();
        report
    }

    fn restore_state(
        &self,
        record: &Value,
        world: &GameWorld,
    ) -> Result<Box<dyn RuleState>, String> {
        Ok(Box::new(DungeonState::restore(record, world)?))
    }
}

/// The rule state of the game's current level, if it plays Dungeon Mania.
pub fn state_of(game: &Game) -> Option<&DungeonState> {
    game.levels().get(game.depth())?.state.as_ref()?.as_any().downcast_ref()
}

/// The rule set of the game's current level, if it is Dungeon Mania's (read
/// from its numbers: a referee reads it once per game).
pub fn rules_of(game: &Game) -> Option<DungeonMania> {
    let set = game.rules().set.get();
    (set.name() == DungeonMania::NAME).then(|| DungeonMania::from_numbers(&set.numbers()).ok())?
}

/// The level as one tick changes it.
pub(super) fn tick_of<'a>(game: &'a mut Game, config: &'a Config) -> Option<Tick<'a>> {
    let level = game.levels.get_mut(game.depth)?;
    let state = level.state.as_mut()?.as_any_mut().downcast_mut::<DungeonState>()?;
    Some(Tick {
        world: &mut level.world,
        state,
        config,
        player: &mut game.player,
        rng: &mut game.rng,
        run: &mut game.run,
        log: &mut game.log,
        turn: &mut game.turn,
        budget: MAX_SEARCH_CELLS_PER_TICK,
    })
}

/// Gives the engine's player the whole health the exact one rounds up to (at
/// least 1 while alive, so a player of 0.0 health stands until its first
/// battle, as the spec's does; 0 once dead, which ends the game). Whether the
/// player has just died.
pub(super) fn sync_player(game: &mut Game, config: &Config) -> bool {
    let Some(state) = state_of(game) else { return false };
    let health = state.health.map_or(0, |h| h.whole_ceiling().clamp(1, i64::from(i32::MAX)) as i32);
    let was_alive = !game.player.is_dead();
    game.player.max_health =
        config.player_health.whole_ceiling().clamp(1, i64::from(i32::MAX)) as i32;
    game.player.health = health.min(game.player.max_health);
    was_alive && game.player.is_dead()
}

/// Refuses what the spec refuses now: using what cannot be used or is not
/// held, building without materials, interacting out of reach; every action
/// once the player is dead. `config` is the level's.
pub fn check(game: &Game, config: &Config, action: Action) -> Result<(), ActionError> {
    let state = state_of(game).filter(|state| state.is_alive() && !game.is_over());
    let Some(state) = state else {
        return Err(ActionError::invalid(crate::locale::phrase("dungeon_refused_dead_over", &[])));
    };
    let scene = Scene { world: game.world(), state };
    match action {
        Action::Move(_) => Ok(()),
        Action::Use(item) => check_use(state, item),
        Action::Build(item) => check_build(&scene, item),
        Action::Interact(cell) => check_interact(&scene, config, game.player.coordinates, cell),
        Action::Rewind(ticks) => time::check_rewind(state, game.turn, ticks),
    }
}
