//! `Game`: a dungeon of levels being played — the player, the turn counter,
//! the message log, the random generator — and the turn itself: the player's
//! command, the triggers it sets off, the actors' replies on the current
//! level, and the objects added and removed during the turn, applied after it.

use super::appearance::Leads;
use super::archery::Shot;
use super::arena::ObjectId;
use super::behaviour::{Action, FLEE_LOOKAHEAD};
use super::coordinates::{Coordinates, Diagonal, Direction, Step};
use super::dropped_item::DroppedItem;
use super::event::GameEvent;
use super::goal::Progress;
use super::item::UseOutcome;
use super::kind::ItemKind;
use super::level::Level;
use super::limits;
use super::map::GridMap;
use super::message::Message;
use super::message_log::MessageLog;
use super::object::{ActionContext, Effect, Encounter, Passage, Spawn, TouchOutcome, TurnInput};
use super::pathing::DistanceField;
use super::player::Player;
use super::rng::GameRng;
use super::rules::{Rules, SightModel};
use super::run::RunStats;
use super::sight::{field_of_view, line_of_sight, FieldOfView};
use super::world::GameWorld;
use crate::content::{Content, WorldTuning};
use serde::Serialize;

/// What the player asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Step (or attack) one cell.
    Move(Direction),
    /// Step (or attack) one cell diagonally: refused, as a step into a wall
    /// is, when a wall stands on either cell beside the corner it passes.
    Diagonal(Diagonal),
    /// Let a turn pass.
    Wait,
    /// Select an inventory slot, from 0.
    Select(usize),
    /// Move the selection by this many slots.
    Cycle(i32),
    /// Use or equip the selected item.
    UseSelected,
    /// Drop the selected item on the player's cell.
    DropSelected,
    /// Take the passage on the player's cell that leads this way (`>` down,
    /// `<` up).
    Travel(Leads),
    /// Strike what the player fights on their own cell (a spirit barring a
    /// Build Your Own World encounter tile).
    Strike,
    /// Back off from the fight on the player's cell, staying there.
    BackOff,
    /// Use the first carried item of this kind (Dungeon Mania's `use:`: a
    /// bomb set down, a potion drunk).
    Use(ItemKind),
    /// Build an item of this kind from carried materials (`build:`).
    Build(ItemKind),
    /// Act on what stands on this cell: bribe, destroy (`interact:`).
    Interact(Coordinates),
    /// Go back this many ticks in time (Dungeon Mania's `rewind:`).
    Rewind(u32),
    /// Shoot an arrow this way (seed 000's turn, with a bow).
    Fire(Step),
}

/// What a command did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TurnReport {
    /// The command took a turn (the world moved on).
    pub took_turn: bool,
    /// Events to send through the bus.
    pub events: Vec<GameEvent>,
}

/// How a game ended.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(rename_all = "snake_case")]
pub enum Ending {
    /// The player died.
    Died,
    /// The level's move limit ran out.
    OutOfMoves,
    /// The goal was met.
    Won,
    /// Too many steps in a row went nowhere (the level's failed-steps limit).
    Stuck,
}

/// Changes asked for during a turn, applied after it.
#[derive(Debug, Default)]
pub(crate) struct CommandBuffer {
    pub(crate) removals: Vec<ObjectId>,
    pub(crate) spawns: Vec<Spawn>,
}

/// A game in progress.
#[derive(Debug)]
pub struct Game {
    pub(crate) levels: Vec<Level>,
    pub(crate) depth: usize,
    /// The one player, on the current level.
    pub player: Player,
    /// Everything that was said.
    pub log: MessageLog,
    /// Turns taken so far.
    pub turn: u64,
    /// The seed the game started from.
    pub seed: u64,
    pub(crate) rng: GameRng,
    pub(crate) tuning: WorldTuning,
    pub(crate) buffer: CommandBuffer,
    /// Objects that acted during the last turn (for the debug overlay).
    pub acted: Vec<ObjectId>,
    /// What the player sees now.
    pub(crate) view: FieldOfView,
    /// The run's tally.
    pub run: RunStats,
    /// How the game ended, when an action ended it (a won goal); deaths and
    /// move limits are read from the player and the rules.
    pub(crate) ended: Option<Ending>,
    /// The player stepped onto an exit during the turn being played.
    pub(crate) stepped_on_exit: bool,
    /// Steps in a row that went nowhere, counted on levels that limit them.
    pub(crate) failed_steps: u32,
    /// The last arrow's path, for the front ends to draw (not saved).
    pub last_shot: Option<Shot>,
}

impl Game {
    /// A one-level game in `world` under seed 000's rules, its randomness
    /// from `seed`.
    pub fn new(world: GameWorld, player: Player, seed: u64) -> Game {
        Game::with_levels(vec![Level::new(world, Rules::classic())], 0, player, seed)
    }

    /// A game of several levels, the player on level `depth` (from 0).
    ///
    /// # Panics
    /// If `levels` is empty or `depth` is past its end: a game needs a level
    /// to stand on, and every caller builds at least one.
    pub fn with_levels(levels: Vec<Level>, depth: usize, player: Player, seed: u64) -> Game {
        assert!(depth < levels.len(), "the player stands on one of the levels");
        let view = field_of_view(
            &levels[depth].world,
            player.coordinates,
            levels[depth].rules.sight_radius(),
        );
        let mut game = Game {
            levels,
            depth,
            player,
            log: MessageLog::default(),
            turn: 0,
            seed,
            rng: GameRng::new(seed, 2),
            tuning: Content::get().world,
            buffer: CommandBuffer::default(),
            acted: Vec::new(),
            view,
            run: RunStats {
                deepest: u32::try_from(depth + 1).unwrap_or(u32::MAX),
                ..RunStats::default()
            },
            ended: None,
            stepped_on_exit: false,
            failed_steps: 0,
            last_shot: None,
        };
        game.look_around();
        game.settle_digests();
        game
    }

    /// The current level's world.
    pub fn world(&self) -> &GameWorld {
        &self.levels[self.depth].world
    }

    /// The current level's world, mutably (tests and tools set scenes up).
    pub fn world_mut(&mut self) -> &mut GameWorld {
        &mut self.levels[self.depth].world
    }

    /// The current level's rules.
    pub fn rules(&self) -> &Rules {
        &self.levels[self.depth].rules
    }

    /// The current level's rules, mutably (tools set limits up before play).
    pub fn rules_mut(&mut self) -> &mut Rules {
        &mut self.levels[self.depth].rules
    }

    /// Plays every level's fights as before issue 27 (a replay recorded
    /// then, see [`Rules::legacy_fights`]).
    pub fn use_legacy_fights(&mut self) {
        for level in &mut self.levels {
            level.rules.legacy_fights = true;
        }
    }

    /// Says a pile picked up in one line on every level (the descent's
    /// runs from edition 4, see [`Rules::one_line_piles`]).
    pub fn say_piles_in_one_line(&mut self) {
        for level in &mut self.levels {
            level.rules.one_line_piles = true;
        }
    }

    /// Steps in a row that went nowhere, on a level that limits them (0
    /// elsewhere).
    pub fn failed_steps(&self) -> u32 {
        self.failed_steps
    }

    /// The current level, from 0.
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// Every level, from the top.
    pub fn levels(&self) -> &[Level] {
        &self.levels
    }

    /// Changes how far from the player objects act (benchmarks, tests). Not
    /// saved: the content table's radius applies to a restored game.
    pub fn set_update_radius(&mut self, radius: i32) {
        self.tuning.update_radius = radius.max(0);
    }

    /// Recomputes what the player sees and remembers it.
    pub(crate) fn look_around(&mut self) {
        let level = &mut self.levels[self.depth];
        self.view =
            field_of_view(&level.world, self.player.coordinates, level.rules.sight_radius());
        level.seen.insert_view(&self.view);
        self.remember_start();
    }

    /// Whether `cell` of the current level is in view (`Some(true)`),
    /// remembered (`Some(false)`), or unknown (`None`).
    pub fn visibility(&self, cell: Coordinates) -> Option<bool> {
        let level = &self.levels[self.depth];
        if self.view.contains(cell) {
            Some(true)
        } else if level.seen.contains(cell) {
            Some(level.rules.sight == SightModel::Lit)
        } else {
            None
        }
    }

    /// How the game ended, if it has.
    pub fn ending(&self) -> Option<Ending> {
        if self.ended.is_some() {
            self.ended
        } else if self.player.is_dead() {
            Some(Ending::Died)
        } else if self.rules().failed_steps_limit.is_some_and(|limit| self.failed_steps >= limit) {
            Some(Ending::Stuck)
        } else if self.rules().move_limit.is_some_and(|limit| self.turn >= limit) {
            Some(Ending::OutOfMoves)
        } else {
            None
        }
    }

    /// True once the game has ended; commands then do nothing.
    pub fn is_over(&self) -> bool {
        self.ending().is_some()
    }

    /// Carries out one command, by the current level's rule set.
    pub fn apply(&mut self, command: Command) -> TurnReport {
        if self.is_over() {
            return TurnReport::default();
        }
        let set = self.rules().set.clone();
        let report = set.get().play(self, command);
        self.settle_digests();
        report
    }

    /// Seed 000's turn ([`super::Classic`]): the player's command, the
    /// triggers it sets off, the actors' replies, regeneration, the goal and
    /// the move limit.
    pub(crate) fn classic_turn(&mut self, command: Command) -> TurnReport {
        let mut report = TurnReport::default();
        let mut effects = Vec::new();
        self.stepped_on_exit = false;
        let touch = self.touch_ahead(command);
        report.took_turn = match command {
            Command::Move(direction) => {
                self.player_step(self.player.coordinates.step(direction), &mut effects)
            }
            Command::Diagonal(diagonal) => {
                !self.world().cuts_corner(self.player.coordinates, diagonal)
                    && self.player_step(self.player.coordinates + diagonal.delta(), &mut effects)
            }
            Command::Wait => true,
            Command::Select(slot) => {
                self.player.inventory.select(slot);
                false
            }
            Command::Cycle(delta) => {
                self.player.inventory.cycle(delta);
                false
            }
            Command::UseSelected => self.use_selected(&mut effects),
            Command::DropSelected => self.drop_selected(),
            Command::Travel(leads) => self.travel(leads, &mut effects),
            Command::Strike => self.encounter(&mut effects, |foe, ctx| foe.strike(ctx)),
            Command::BackOff => self.encounter(&mut effects, |foe, ctx| foe.back_off(ctx)),
            Command::Build(item) => self.build(item),
            Command::Fire(step) => self.fire(step, &mut effects),
            // Seed 000's turn picks items by slot and has nothing to bribe
            // and no time to rewind: these are other rule sets' commands.
            Command::Use(_) | Command::Interact(_) | Command::Rewind(_) => false,
        };
        self.carry_out(effects, &mut report.events);
        self.remember_touch(touch);
        self.count_failed_step(command, report.took_turn, &mut report.events);
        if report.took_turn {
            // A restored game may stand at the last turn; the count stops there.
            self.turn = self.turn.saturating_add(1);
            if !self.is_over() {
                self.actors_act(&mut report.events);
                self.spawners_spawn();
                // Before the buffer is applied: a bomb set down this turn
                // lies there from the end of it, its fuse whole.
                self.bombs_burn(&mut report.events);
            }
            for item in self.player.effects_pass() {
                self.log.push(self.turn, Message::WoreOff { item });
            }
            self.player.regenerate(self.turn);
            self.apply_buffer();
            self.look_around();
            self.check_goal(&mut report.events);
            if let Some(Ending::OutOfMoves) = self.ending() {
                let limit = self.rules().move_limit.unwrap_or(self.turn);
                self.log.push(self.turn, Message::OutOfMoves { limit });
                report.events.push(GameEvent::PlayerDie);
            }
        }
        report
    }

    /// Brings every level's checksum digest up to date with what changed,
    /// so the next turn's checksum starts from here.
    pub(crate) fn settle_digests(&mut self) {
        for level in &mut self.levels {
            level.world.settle_digest();
        }
    }

    /// What the goal is measured against now.
    pub fn progress(&self) -> Progress {
        let content = Content::get();
        // In a stacking pack (the descent's since edition 2) gold is money:
        // it buys mercenaries and counts in the run's summary, but a
        // `treasure` goal wants the Amulet (a stackable treasure is gold).
        let money = self.player.inventory.is_stacking();
        let treasure = self
            .player
            .inventory
            .carried()
            .into_iter()
            .filter(|&kind| {
                let row = content.item(kind);
                row.treasure && !(money && row.stacks)
            })
            .count();
        Progress {
            on_exit: self.stepped_on_exit,
            kills: self.run.kills,
            creatures_left: self.levels.iter().map(|l| l.world.creatures() as u32).sum(),
            spawners_left: 0,
            treasure: u32::try_from(treasure).unwrap_or(u32::MAX),
            switches_open: 0,
        }
    }

    /// The current level's goal: its text, whether it is met, and what is
    /// left, in short words; `None` when the level has no goal.
    pub fn goal_status(&self) -> Option<(String, bool, String)> {
        let goal = self.rules().goal.as_ref()?;
        let progress = self.progress();
        let done = self.ended == Some(Ending::Won) || goal.is_met(&progress);
        Some((goal.to_string(), done, goal.remaining(&progress)))
    }

    /// Counts a step that went nowhere on a level that limits them (any
    /// turn taken starts the count again), and says so when the count
    /// reaches the limit: the game is lost.
    fn count_failed_step(
        &mut self,
        command: Command,
        took_turn: bool,
        events: &mut Vec<GameEvent>,
    ) {
        let Some(limit) = self.rules().failed_steps_limit else { return };
        if took_turn {
            self.failed_steps = 0;
        } else if matches!(command, Command::Move(_) | Command::Diagonal(_)) {
            self.failed_steps = self.failed_steps.saturating_add(1);
            if self.failed_steps == limit {
                self.log.push(self.turn, Message::Stuck { count: limit });
                events.push(GameEvent::PlayerDie);
            }
        }
    }

    /// Ends the game, won, when the current level's goal is met (checked
    /// after every turn, never before the first). A goal met on the last
    /// move the level allows still wins.
    fn check_goal(&mut self, events: &mut Vec<GameEvent>) {
        if self.ended.is_some() || self.player.is_dead() {
            return;
        }
        let met = self.rules().goal.as_ref().is_some_and(|goal| goal.is_met(&self.progress()));
        if met {
            self.log.push(self.turn, Message::GoalMet);
            self.carry_out(vec![Effect::End(Ending::Won)], events);
        }
    }

    /// The player's step onto the neighbouring `target`: refused by walls
    /// (no turn), a fight when a creature stands there, a bump when something
    /// solid does, otherwise a move that sets off the triggers on the new
    /// cell.
    fn player_step(&mut self, target: Coordinates, effects: &mut Vec<Effect>) -> bool {
        let world = &self.levels[self.depth].world;
        if world.is_wall(target) || !limits::in_world(target) || self.in_encounter() {
            return false;
        }
        let here: Vec<ObjectId> = world.ids_at(target).to_vec();
        let creature =
            here.iter().copied().find(|&id| world.get(id).is_some_and(|o| o.blocking().occupant));
        if let Some(id) = creature {
            if self.is_ally(id) {
                self.swap_with_ally(id, target);
                self.stepped_on_exit = self.levels[self.depth].world.has_exit(target);
                let world = &self.levels[self.depth].world;
                for other in world.ids_at(target).to_vec().into_iter().filter(|&o| o != id) {
                    self.touch(other, effects);
                }
                return true;
            }
            self.touch(id, effects);
            return true;
        }
        let from = self.player.coordinates;
        let straight = Direction::ALL.into_iter().find(|&d| from.step(d) == target);
        match self.push_or_portal(target, straight) {
            super::push::Passage::Taken => {
                let world = &self.levels[self.depth].world;
                for id in world.ids_at(self.player.coordinates).to_vec() {
                    self.touch(id, effects);
                }
                return true;
            }
            super::push::Passage::Refused => return false,
            super::push::Passage::Struck => return true,
            super::push::Passage::None => {}
        }
        let world = &self.levels[self.depth].world;
        if world.blocks_walking(target) {
            let solid: Vec<ObjectId> = here
                .into_iter()
                .filter(|&id| world.get(id).is_some_and(|o| o.blocking().movement))
                .collect();
            let mut bumped = false;
            for id in solid {
                bumped |= self.touch(id, effects);
            }
            return bumped;
        }
        self.player.coordinates = target;
        self.stepped_on_exit = self.levels[self.depth].world.has_exit(target);
        for id in here {
            self.touch(id, effects);
        }
        true
    }

    /// Lets the trigger `id` react to the player; false when it is no trigger.
    pub(crate) fn touch(&mut self, id: ObjectId, effects: &mut Vec<Effect>) -> bool {
        if self.buffer.removals.contains(&id) {
            return false;
        }
        let turn = self.turn.saturating_add(1);
        let (legacy_fights, one_line_piles) =
            (self.rules().legacy_fights, self.rules().one_line_piles);
        let world = &mut self.levels[self.depth].world;
        if let Some(said) = world.get(id).and_then(|o| o.touch_changes_nothing(&self.player)) {
            self.log.push(turn, said);
            return true;
        }
        let Some(object) = world.get_mut(id) else { return false };
        let before = object.blocking();
        let Some(trigger) = object.as_trigger_mut() else { return false };
        let mut ctx = ActionContext {
            player: &mut self.player,
            rng: &mut self.rng,
            log: &mut self.log,
            turn,
            effects,
            legacy_fights,
            one_line_piles,
        };
        if trigger.on_touch(&mut ctx) == TouchOutcome::Remove {
            self.buffer.removals.push(id);
        }
        world.refresh_blocking(id, before);
        true
    }

    /// Whether an open fight on the player's cell holds them there.
    fn in_encounter(&self) -> bool {
        let world = self.world();
        world.ids_at(self.player.coordinates).iter().any(|&id| {
            world.get(id).and_then(|o| o.as_encounter()).is_some_and(|foe| foe.is_open())
        })
    }

    /// Lets `act` fight the encounter on the player's cell; false (no turn)
    /// when there is none or it did nothing.
    fn encounter(
        &mut self,
        effects: &mut Vec<Effect>,
        act: impl FnOnce(&mut dyn Encounter, &mut ActionContext<'_>) -> bool,
    ) -> bool {
        let turn = self.turn.saturating_add(1);
        let (legacy_fights, one_line_piles) =
            (self.rules().legacy_fights, self.rules().one_line_piles);
        let world = &mut self.levels[self.depth].world;
        let mut here = world.ids_at(self.player.coordinates).iter().copied();
        let foe = |id| world.get(id).is_some_and(|o| o.as_encounter().is_some());
        let Some(id) = here.find(|&id| foe(id)) else { return false };
        let Some(object) = world.get_mut(id) else { return false };
        let before = object.blocking();
        let Some(foe) = object.as_encounter_mut() else { return false };
        let mut ctx = ActionContext {
            player: &mut self.player,
            rng: &mut self.rng,
            log: &mut self.log,
            turn,
            effects,
            legacy_fights,
            one_line_piles,
        };
        let acted = act(foe, &mut ctx);
        world.refresh_blocking(id, before);
        acted
    }

    /// Uses or equips the selected item.
    fn use_selected(&mut self, effects: &mut Vec<Effect>) -> bool {
        let turn = self.turn.saturating_add(1);
        let legacy_fights = self.rules().legacy_fights;
        // A use refused takes no turn: what it says belongs to the turn
        // already played, so the history never lists a turn still to come
        // (replays of before issue 27 stamped the next one).
        let refused = if legacy_fights { turn } else { self.turn };
        let Some(item) = self.player.inventory.take_selected() else {
            self.log.push(refused, Message::EmptySlot);
            return false;
        };
        if item.kind() == ItemKind::Treasure && !legacy_fights {
            // Gold near a creature that takes bribes is offered to it.
            self.player.inventory.put_selected(item);
            if let Some(took_turn) = self.offer_bribe(turn, refused) {
                return took_turn;
            }
            let Some(again) = self.player.inventory.take_selected() else { return false };
            return self.use_item(again, turn, refused, effects);
        }
        if item.as_equipment().is_some() {
            let message = self.player.equip_selected(item);
            self.log.push(turn, message);
            return true;
        }
        self.use_item(item, turn, refused, effects)
    }

    /// Uses `item`, taken from the selected slot: a used-up item is gone, a
    /// kept one goes back (and takes no turn).
    fn use_item(
        &mut self,
        item: Box<dyn super::item::Item>,
        turn: u64,
        refused: u64,
        effects: &mut Vec<Effect>,
    ) -> bool {
        let (legacy_fights, one_line_piles) =
            (self.rules().legacy_fights, self.rules().one_line_piles);
        let mut ctx = ActionContext {
            player: &mut self.player,
            rng: &mut self.rng,
            log: &mut self.log,
            turn,
            effects,
            legacy_fights,
            one_line_piles,
        };
        match item.use_item(&mut ctx) {
            UseOutcome::Consumed(message) => {
                self.log.push(turn, message);
                true
            }
            UseOutcome::Kept(message) => {
                self.player.inventory.put_selected(item);
                self.log.push(refused, message);
                false
            }
        }
    }

    fn drop_selected(&mut self) -> bool {
        let Some(item) = self.player.take_selected_for_drop() else {
            self.log.push(self.turn, Message::NothingToDrop);
            return false;
        };
        let at = self.player.coordinates;
        self.log.push(self.turn.saturating_add(1), Message::Dropped { item: item.kind() });
        let object = Box::new(DroppedItem::new(at, item.kind()));
        self.buffer.spawns.push(Spawn { object, near: at, exact: true });
        true
    }

    /// Takes the passage on the player's cell that leads `leads`.
    fn travel(&mut self, leads: Leads, effects: &mut Vec<Effect>) -> bool {
        let world = self.world();
        let passage = world
            .ids_at(self.player.coordinates)
            .iter()
            .filter_map(|&id| world.get(id)?.passage())
            .find(|p| p.leads == leads && p.level < self.levels.len());
        match passage {
            Some(passage) => {
                effects.push(Effect::Travel(passage));
                true
            }
            None => {
                self.log.push(self.turn, Message::NoPassage);
                false
            }
        }
    }

    /// Carries out what an action asked for: events go to the bus, spawns
    /// wait for the end of the turn, the player moves or changes level now.
    fn carry_out(&mut self, effects: Vec<Effect>, events: &mut Vec<GameEvent>) {
        for effect in effects {
            match effect {
                Effect::Event(event) => {
                    match event {
                        GameEvent::MobDefeated { .. } => self.run.kills += 1,
                        GameEvent::KilledBy { kind } => self.run.killed_by = Some(kind),
                        _ => {}
                    }
                    events.push(event);
                }
                Effect::End(ending) if self.ended.is_none() => {
                    self.ended = Some(ending);
                    events.push(match ending {
                        Ending::Won => GameEvent::Won,
                        Ending::Died | Ending::OutOfMoves | Ending::Stuck => GameEvent::PlayerDie,
                    });
                }
                Effect::End(_) => {}
                Effect::Spawn(spawn) => self.buffer.spawns.push(spawn),
                Effect::Teleport(to) => self.teleport(to),
                Effect::Travel(passage) => self.change_level(passage),
            }
        }
    }

    /// Leaves the current level (settling what the turn changed there) and
    /// arrives through `passage`.
    fn change_level(&mut self, passage: Passage) {
        self.apply_buffer();
        let allies = self.allies_coming_along();
        let from = self.depth;
        self.depth = passage.level;
        self.player.coordinates = passage.arrival;
        self.allies_arrive(allies);
        let depth = u32::try_from(self.depth + 1).unwrap_or(u32::MAX);
        let message = if self.depth > from {
            Message::Descended { depth }
        } else {
            Message::Ascended { depth }
        };
        self.log.push(self.turn.saturating_add(1), message);
        self.run.deepest = self.run.deepest.max(depth);
        self.look_around();
    }

    /// The actors near the player take their turns, right after the
    /// player's: each regenerates, looks, decides by its behaviour model, and
    /// steps — onto the player meaning a fight, into walls only if it passes
    /// walls, and never onto another creature.
    fn actors_act(&mut self, events: &mut Vec<GameEvent>) {
        self.acted.clear();
        let WorldTuning { update_radius, sight_radius, hearing_radius, .. } = self.tuning;
        // The player's walking reach, shared by every creature fleeing it: it
        // depends on walls and the player only, neither of which move now.
        // Built when the first creature acts.
        let mut reach: Option<DistanceField> = None;
        let player = self.player.coordinates;
        let ids = self.world().ids_to_update(player, update_radius);
        for id in ids {
            if self.is_over() {
                break;
            }
            if self.buffer.removals.contains(&id) {
                continue;
            }
            if self.is_ally(id) {
                self.ally_turn(id);
                self.acted.push(id);
                continue;
            }
            // An invincible player is a deadly blow to every creature that
            // weighs one before fighting: those that flee such a blow flee.
            let player_attack =
                if self.player.invincible > 0 { limits::MAX_STAT } else { self.player.attack() };
            // An invisible player is neither seen nor heard.
            let (hidden, hearing_radius) = match self.player.invisible {
                0 => (false, hearing_radius),
                _ => (true, 0),
            };
            let legacy_fights = self.rules().legacy_fights;
            let world = &mut self.levels[self.depth].world;
            let reach = &*reach.get_or_insert_with(|| {
                DistanceField::walking(world, player, update_radius + FLEE_LOOKAHEAD + 4)
            });
            let rng = &mut self.rng;
            let before = world.get(id).and_then(|object| object.as_mob()).map(Mood::of);
            let decided = world.with_taken(id, |object, world| {
                let me = object.coordinates();
                let actor = object.as_actor_mut()?;
                let sees_player = !hidden
                    && me.chebyshev(player) <= sight_radius
                    && line_of_sight(world, me, player);
                let map = TurnMap { world, reach };
                let input = TurnInput {
                    map: &map,
                    player,
                    sees_player,
                    player_attack,
                    hearing_radius,
                    legacy_fights,
                };
                let passes_walls = actor.passes_walls();
                let action = actor.act(&input, rng);
                let mood = object.as_mob().map(Mood::of);
                Some((me, passes_walls, action, sees_player, mood))
            });
            let Some(Some((me, passes_walls, action, sees_player, after))) = decided else {
                continue;
            };
            if sees_player && !legacy_fights {
                self.tell_mood_change(before, after);
            }
            self.acted.push(id);
            let Action::Step(direction) = action else { continue };
            let target = me.step(direction);
            if target == player {
                let mut effects = Vec::new();
                self.touch(id, &mut effects);
                self.carry_out(effects, events);
            } else {
                let world = &mut self.levels[self.depth].world;
                if (passes_walls || !world.is_wall(target))
                    && !world.is_occupied(target)
                    && limits::in_world(target)
                {
                    world.move_object(id, target);
                }
            }
        }
    }

    /// Tells the player how a creature they see changed its mind during its
    /// turn: it turned to flee, stopped fleeing, or began to heal.
    fn tell_mood_change(&mut self, before: Option<Mood>, after: Option<Mood>) {
        let (Some(before), Some(after)) = (before, after) else { return };
        let (mob, turn) = (after.kind, self.turn);
        if !before.fleeing && after.fleeing {
            self.log.push(turn, Message::Flees { mob });
        } else if before.fleeing && !after.fleeing {
            self.log.push(turn, Message::StopsFleeing { mob });
        }
        if !before.healing && after.healing {
            self.log.push(turn, Message::Regenerates { mob });
        }
    }

    /// Applies the removals and spawns asked for during the turn.
    fn apply_buffer(&mut self) {
        for id in std::mem::take(&mut self.buffer.removals) {
            self.levels[self.depth].world.remove(id);
        }
        for spawn in std::mem::take(&mut self.buffer.spawns) {
            let mut object = spawn.object;
            if spawn.exact {
                object.relocate(spawn.near);
            } else if let Some(cell) = self.free_neighbour(spawn.near) {
                object.relocate(cell);
            } else {
                continue;
            }
            // Only walls can fail to place, and spawns are never walls.
            let _ = self.levels[self.depth].world.add(object);
        }
    }

    /// A random free neighbour of `cell`: no wall, no creature, not the player.
    fn free_neighbour(&mut self, cell: Coordinates) -> Option<Coordinates> {
        let world = &self.levels[self.depth].world;
        let free: Vec<Coordinates> = cell
            .neighbours()
            .into_iter()
            .filter(|&c| {
                !world.is_wall(c)
                    && !world.is_occupied(c)
                    && c != self.player.coordinates
                    && limits::in_world(c)
            })
            .collect();
        self.rng.choose(&free).copied()
    }
}

/// What a creature is up to, compared before and after its turn so the
/// player is told when it changes.
#[derive(Clone, Copy, Debug)]
struct Mood {
    kind: super::kind::MobKind,
    fleeing: bool,
    healing: bool,
}

impl Mood {
    fn of(mob: &dyn super::mob::Mob) -> Mood {
        Mood { kind: mob.mob_kind(), fleeing: mob.is_fleeing(), healing: mob.is_healing() }
    }
}

/// The world as actors see it during their turns, with the shared distance
/// field of the player's reach.
struct TurnMap<'a> {
    world: &'a GameWorld,
    reach: &'a DistanceField,
}

impl GridMap for TurnMap<'_> {
    fn is_opaque(&self, cell: Coordinates) -> bool {
        self.world.is_opaque(cell)
    }

    fn is_occupied(&self, cell: Coordinates) -> bool {
        self.world.is_occupied(cell)
    }

    fn opacity_bits(&self, min: Coordinates, side: i32, out: &mut [u64]) {
        self.world.opacity_bits(min, side, out);
    }

    fn distance_field_from(&self, origin: Coordinates) -> Option<&DistanceField> {
        (self.reach.origin() == origin).then_some(self.reach)
    }
}
