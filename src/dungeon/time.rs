//! Time travel (spec §3.11): the time turner's rewinds and the
//! time-travelling portal. A dungeon that can travel (one with a time turner
//! or a time-travelling portal in it) keeps its history as a [`TimeLine`]:
//! the level as it began (one record, written when it is loaded) and every
//! step since — each tick's action with a sum of the world after it, and
//! each arrival from the future. Going back to tick T plays the steps up to
//! T again from the start, through the same tick every game plays, checking
//! each tick's sum on the way (a history that no longer plays back the same
//! is refused, nothing changed); no copy of the world is kept per tick.
//!
//! Arriving, the traveller keeps what is theirs — where they stand, health,
//! items, potions — and the rest is the dungeon at T. Their older self
//! ([`OlderPlayer`]) appears where they stood at T and walks the cells they
//! walked from T to the moment they left, then leaves the map; meeting it
//! is a battle unless the traveller is unseen or warded
//! ([`unharmed_by_older_self`]). The arrival is itself a step of the
//! history, so a later rewind past it plays it again.

use super::action::Action;
use super::action_error::ActionError;
use super::potion::{Potion, PotionQueue};
use super::rules::{state_of, tick_of, DungeonMania};
use super::state::{DungeonState, EntityId, HeldItem};
use super::tick::Tick;
use crate::game::{
    Coordinates, Fnv64, Game, GameRecord, ItemKind, KindMut, KindRef, OlderPlayer, Points,
};
use serde::Serialize;
use serde_json::Value;

/// How far back a time-travelling portal sends the player, in ticks.
pub const PORTAL_TICKS: u64 = 30;

/// The most steps a saved history may hold: far beyond a played game, and a
/// bound on what a crafted save makes a rewind replay.
pub const MAX_STEPS: usize = 1_000_000;

/// What wards off a battle with one's older self besides being invisible
/// (spec §3.11.3): the sun stone carried and midnight armour worn (midnight
/// armour is worn whenever it is carried: it never wears out).
pub const TIME_WARDS: &[ItemKind] = &[ItemKind::SunStone, ItemKind::MidnightArmour];

/// Whether meeting one's older self passes without a battle: the player is
/// invisible, or holds one of the [`TIME_WARDS`].
pub fn unharmed_by_older_self(state: &DungeonState) -> bool {
    state.effects.is_active(Potion::Invisibility)
        || TIME_WARDS.iter().any(|&ward| state.count(ward) > 0)
}

/// One step of a level's history.
#[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// A tick played.
    Tick {
        /// The player's action.
        action: Action,
        /// Where the player stood after it (the older self's path).
        at: Coordinates,
        /// [`world_sum`] after it.
        sum: u64,
    },
    /// The player arrived from the future.
    Arrive(Box<Arrival>),
}

/// What a traveller brings from the future: all that stays theirs, and the
/// path their older self walks.
#[derive(Clone, Debug, PartialEq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct Arrival {
    /// Where the traveller stands.
    pub at: Coordinates,
    /// Their exact health.
    pub health: Option<Points>,
    /// Their items.
    pub inventory: Vec<HeldItem>,
    /// Their potions.
    pub effects: PotionQueue,
    /// The next id they had: ids given out in the future are not given
    /// again.
    pub next_id: u64,
    /// The cells their older self walks, one a tick.
    pub path: Vec<Coordinates>,
}

/// A level's history: how it began and every step since.
#[derive(Clone, Debug, PartialEq)]
pub struct TimeLine {
    origin: Box<GameRecord>,
    steps: Vec<Step>,
    /// FNV-1a of the origin's record, taken once.
    origin_sum: u64,
    /// FNV-1a of every step in turn, kept as steps are added.
    steps_sum: u64,
}

/// The history as saved.
#[derive(Serialize, crate::json::ToJson, crate::json::FromJson)]
struct TimeRecord {
    origin: GameRecord,
    steps: Vec<Step>,
}

impl TimeLine {
    /// The history of a level that begins as `origin`.
    pub fn new(origin: GameRecord) -> TimeLine {
        let mut h = Fnv64::default();
        h.record(&origin);
        let mut time = TimeLine {
            origin: Box::new(origin),
            steps: Vec::new(),
            origin_sum: h.finish(),
            steps_sum: 0,
        };
        time.resum();
        time
    }

    /// The history a save's `time` describes.
    pub fn restore(record: &Value) -> Result<TimeLine, String> {
        let saved: TimeRecord = crate::json::from_value(record)?;
        if saved.steps.len() > MAX_STEPS {
            return Err(format!("a history of {} steps (at most {MAX_STEPS})", saved.steps.len()));
        }
        // The origin must be a game this version can rebuild, or a rewind
        // would find out only when asked.
        Game::from_record(&saved.origin).map_err(|e| e.to_string())?;
        let mut time = TimeLine::new(saved.origin);
        time.steps = saved.steps;
        time.resum();
        Ok(time)
    }

    /// The history as saved.
    pub fn record(&self) -> Value {
        #[derive(Serialize, crate::json::ToJson)]
        struct Borrowed<'a> {
            origin: &'a GameRecord,
            steps: &'a [Step],
        }
        crate::json::to_value(&Borrowed { origin: &self.origin, steps: &self.steps })
    }

    /// Hashes the history into a checksum: the origin's and the steps' sums.
    pub fn digest(&self, h: &mut Fnv64) {
        h.u64(self.origin_sum);
        h.u64(self.steps.len() as u64);
        h.u64(self.steps_sum);
    }

    /// The steps so far.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Adds a step.
    fn push(&mut self, step: Step) {
        self.steps_sum = chain(self.steps_sum, &step);
        self.steps.push(step);
    }

    /// Sums the steps again from the first.
    fn resum(&mut self) {
        self.steps_sum = self.steps.iter().fold(Fnv64::default().finish(), chain);
    }

    /// How many steps make up the level up to tick `tick`: every tick up to
    /// it and the arrivals after the last of them.
    fn steps_up_to(&self, tick: u64) -> usize {
        let mut ticks = 0;
        for (at, step) in self.steps.iter().enumerate() {
            if matches!(step, Step::Tick { .. }) {
                if ticks == tick {
                    return at;
                }
                ticks += 1;
            }
        }
        self.steps.len()
    }
}

/// The running sum of the steps: the sum so far and the next step's record.
fn chain(sum: u64, step: &Step) -> u64 {
    let mut h = Fnv64::default();
    h.u64(sum);
    h.record(step);
    h.finish()
}

/// A sum of everything a tick leaves behind on the level — the tick, the
/// random stream, where the player stands, the rule state (its history
/// aside) and every object — to check a replayed tick against.
pub fn world_sum(game: &mut Game) -> u64 {
    game.settle_digests();
    let mut h = game.digest_start();
    h.record(&game.player.coordinates);
    if let Some(state) = state_of(game) {
        h.record(state);
    }
    h.u64(game.world().len() as u64);
    h.u64(game.world().object_digest());
    h.finish()
}

/// The rule state of the game's current level, to change.
fn state_mut(game: &mut Game) -> Option<&mut DungeonState> {
    let level = game.levels.get_mut(game.depth)?;
    level.state.as_mut()?.as_any_mut().downcast_mut()
}

/// Starts the history of a newly loaded game if its dungeon can travel in
/// time: a time turner or a time-travelling portal is in it. Others keep
/// none (and their saves and checksums stay as they were).
pub fn begin(game: &mut Game) {
    let can_travel = game.world().objects().any(|(_, object)| match object.kind() {
        Some(KindRef::TimeTravellingPortal(_)) => true,
        Some(KindRef::Item(item)) => item.item_kind() == ItemKind::TimeTurner,
        _ => false,
    });
    if !can_travel {
        return;
    }
    let origin = game.to_record();
    if let Some(state) = state_mut(game) {
        state.time = Some(Box::new(TimeLine::new(origin)));
    }
}

/// Writes the tick just played with `action` into the history, if the level
/// keeps one.
pub fn record_tick(game: &mut Game, action: Action) {
    if state_of(game).map_or(true, |state| state.time.is_none()) {
        return;
    }
    let at = game.player.coordinates;
    let sum = world_sum(game);
    if let Some(time) = state_mut(game).and_then(|state| state.time.as_mut()) {
        time.push(Step::Tick { action, at, sum });
    }
}

/// Whether the player has just stepped onto a time-travelling portal (from
/// `before`).
pub fn entered_portal(game: &Game, before: Coordinates) -> bool {
    let at = game.player.coordinates;
    let portal = game.world().ids_at(at).iter().any(|&object| {
        let kind = game.world().get(object).and_then(|o| o.kind());
        matches!(kind, Some(KindRef::TimeTravellingPortal(_)))
    });
    at != before && portal && state_of(game).is_some_and(DungeonState::is_alive)
}

/// Sends the player back to tick `target` of the level's history: the level
/// as it was then, the traveller as they are now, their older self on its
/// way. On an error (no history, or one that does not play back the same)
/// nothing changes.
pub fn travel(game: &mut Game, rules: &DungeonMania, target: u64) -> Result<(), String> {
    let depth = game.depth;
    let traveller_at = game.player.coordinates;
    let state = state_mut(game).ok_or("not a Dungeon Mania level")?;
    let time = state.time.take().ok_or("this dungeon keeps no history")?;
    let cut = time.steps_up_to(target);
    let path: Vec<Coordinates> = time.steps[cut..]
        .iter()
        .filter_map(|step| match step {
            Step::Tick { at, .. } => Some(*at),
            Step::Arrive(_) => None,
        })
        .collect();
    let arrival = Arrival {
        at: traveller_at,
        health: state.health,
        inventory: state.inventory.clone(),
        effects: state.effects.clone(),
        next_id: state.next_id,
        path,
    };
    let rebuilt = match rebuild(&time, cut, rules) {
        Ok(rebuilt) => rebuilt,
        Err(why) => {
            if let Some(state) = state_mut(game) {
                state.time = Some(time);
            }
            return Err(why);
        }
    };
    let Game { levels, rng, turn, player, .. } = rebuilt;
    let Some(then) = levels.into_iter().nth(depth) else {
        return Err("the history's level is gone".to_owned());
    };
    let level = &mut game.levels[depth];
    level.world = then.world;
    level.state = then.state;
    game.rng = rng;
    game.turn = turn;
    // Where the player stood then is where the older self appears.
    game.player.coordinates = player.coordinates;
    arrive(game, &arrival);
    let mut time = time;
    time.steps.truncate(cut);
    time.resum();
    time.push(Step::Arrive(Box::new(arrival)));
    if let Some(state) = state_mut(game) {
        state.time = Some(time);
    }
    Ok(())
}

/// The game as it was after the first `steps` steps of `time`, played again
/// from its start; an error names the first tick whose sum differs.
fn rebuild(time: &TimeLine, steps: usize, rules: &DungeonMania) -> Result<Game, String> {
    let mut game = Game::from_record(&time.origin).map_err(|e| e.to_string())?;
    for step in &time.steps[..steps] {
        match step {
            Step::Tick { action, sum, .. } => {
                let mut tick =
                    tick_of(&mut game, &rules.config).ok_or("not a Dungeon Mania level")?;
                tick.play(*action, rules.untimed_build);
                if world_sum(&mut game) != *sum {
                    return Err(format!("tick {} does not play back the same", game.turn));
                }
            }
            Step::Arrive(arrival) => arrive(&mut game, arrival),
        }
    }
    Ok(game)
}

/// The traveller arrives in `game`, the level as it was: they take their
/// place and what is theirs, and the player who stood there becomes their
/// older self, to walk the arrival's path.
fn arrive(game: &mut Game, arrival: &Arrival) {
    let older_at = game.player.coordinates;
    game.player.coordinates = arrival.at;
    let Some(level) = game.levels.get_mut(game.depth) else {
        return;
    };
    let Some(state) =
        level.state.as_mut().and_then(|s| s.as_any_mut().downcast_mut::<DungeonState>())
    else {
        return;
    };
    let older_health = state.health;
    state.health = arrival.health;
    state.inventory = arrival.inventory.clone();
    state.effects = arrival.effects.clone();
    state.next_id = state.next_id.max(arrival.next_id);
    // An item carried back is on the map again too, under the same id: the
    // one carried takes a new id, so no two things share one.
    for at in 0..state.inventory.len() {
        if state.object(state.inventory[at].id).is_some() {
            state.inventory[at].id = state.new_id();
        }
    }
    if let (Some(health), false) = (older_health, arrival.path.is_empty()) {
        let older = OlderPlayer::new(older_at, health, arrival.path.clone());
        let id = state.add(&mut level.world, Box::new(older));
        state.older_selves.push(id);
    }
}

impl Tick<'_> {
    /// Every older self takes the next step of its path.
    pub(super) fn older_selves_step(&mut self) {
        for id in self.state.older_selves.clone() {
            let next = match self.kind_mut(id) {
                Some(KindMut::OlderPlayer(older)) => older.take_step(),
                _ => None,
            };
            if let Some(cell) = next {
                self.move_entity(id, cell);
            }
        }
    }

    /// The older selves that have walked their whole path leave the map:
    /// they have reached the moment they travelled.
    pub(super) fn older_selves_leave(&mut self) {
        let mut left: Vec<EntityId> = Vec::new();
        for &id in &self.state.older_selves {
            match self.scene().kind(id) {
                Some(KindRef::OlderPlayer(older)) if !older.is_done() => {}
                _ => left.push(id),
            }
        }
        for &id in &left {
            self.state.remove(self.world, id);
        }
        self.state.older_selves.retain(|id| !left.contains(id));
    }
}

/// Whether a rewind of `ticks` may be played at tick `turn`: the player
/// holds a time turner, and that many ticks have passed (the spec's
/// interface refuses a rewind further back than the game's start).
pub fn check_rewind(state: &DungeonState, turn: u64, ticks: u32) -> Result<(), ActionError> {
    if state.count(ItemKind::TimeTurner) == 0 || state.time.is_none() {
        return Err(ActionError::invalid(crate::locale::phrase(
            "dungeon_refused_no_time_turner",
            &[],
        )));
    }
    if u64::from(ticks) > turn {
        return Err(ActionError::invalid(crate::locale::phrase(
            "dungeon_refused_rewind_too_far",
            &[("turn", &turn.to_string()), ("ticks", &ticks.to_string())],
        )));
    }
    Ok(())
}
