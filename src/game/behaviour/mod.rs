//! Behaviour models: how a mob decides its move each turn. A model sees the world
//! only through [`Senses`] and answers with an [`Action`]; the world applies it.
//! Models nest (decorators wrap other models), clone, and save as a
//! [`BehaviourRecord`].

mod aggressive;
mod avoid_walls;
mod chaotic;
mod clever;
mod cowardly;
mod enhanced_aggressive;
mod passive;
mod stated;
mod temporal;

#[cfg(test)]
mod test_support;
#[cfg(test)]
mod tests;

pub use aggressive::Aggressive;
pub use avoid_walls::AvoidWalls;
pub use chaotic::Chaotic;
pub use clever::{Clever, CleverMachine, CleverState};
pub use cowardly::Cowardly;
pub use enhanced_aggressive::{EnhancedAggressive, HuntState, HunterMachine};
pub use passive::Passive;
pub use stated::{StateMachine, Stated};
pub use temporal::Temporal;

use super::coordinates::{Coordinates, Direction};
use super::invalid::{Invalid, Thing};
use super::limits::{check_cell, MAX_TEMPORARY_TURNS};
use super::map::GridMap;
use super::pathing::enterable;
use super::rng::GameRng;
use crate::content::Temperament;
use serde::Serialize;
use std::fmt;

/// How far (Chebyshev) a chasing model searches for a path: far enough to get round
/// a room's walls, small enough that a turn stays cheap.
pub const PATH_RADIUS: i32 = 12;

/// How many steps ahead a fleeing model looks for a safe place.
pub const FLEE_LOOKAHEAD: i32 = 6;

/// Everything a model may know when it decides a move.
pub struct Senses<'a> {
    /// The world, as far as movement and sight are concerned.
    pub map: &'a dyn GridMap,
    /// The mob's own cell.
    pub me: Coordinates,
    /// The player's cell.
    pub player: Coordinates,
    /// Whether the mob sees the player: the world computes it with
    /// [`line_of_sight`](crate::game::line_of_sight) within the sight radius.
    pub sees_player: bool,
    /// Whether the mob walks through walls (ghosts).
    pub passes_walls: bool,
    /// The mob's current health.
    pub health: i32,
    /// The mob's maximum health.
    pub max_health: i32,
    /// The mob's armor.
    pub armor: i32,
    /// The player's attack, to judge whether the next strike is deadly.
    pub player_attack: i32,
    /// How near (Manhattan) an unseen player is still heard.
    pub hearing_radius: i32,
}

impl Senses<'_> {
    /// Whether this mob may step onto `cell` (walls stop it unless it passes walls;
    /// other creatures always do).
    pub fn can_enter(&self, cell: Coordinates) -> bool {
        enterable(self.map, cell, self.passes_walls)
    }

    /// Whether the player is within hearing distance.
    pub fn hears_player(&self) -> bool {
        self.me.manhattan(self.player) <= self.hearing_radius
    }

    /// Whether the player's next strike would kill this mob (damage is attack minus
    /// armor, never negative).
    pub fn next_strike_is_deadly(&self) -> bool {
        (self.player_attack - self.armor).max(0) >= self.health
    }
}

// By hand because the map is a trait object without `Debug`.
impl fmt::Debug for Senses<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Senses")
            .field("me", &self.me)
            .field("player", &self.player)
            .field("sees_player", &self.sees_player)
            .field("passes_walls", &self.passes_walls)
            .field("health", &self.health)
            .field("max_health", &self.max_health)
            .field("armor", &self.armor)
            .field("player_attack", &self.player_attack)
            .field("hearing_radius", &self.hearing_radius)
            .finish_non_exhaustive()
    }
}

/// What a mob does this turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Stays where it is.
    Stay,
    /// Steps one cell; a step onto the player's cell is an attack.
    Step(Direction),
}

impl From<Option<Direction>> for Action {
    /// A path finder's answer as an action: no step means stay.
    fn from(step: Option<Direction>) -> Action {
        step.map_or(Action::Stay, Action::Step)
    }
}

/// A mob's way of choosing its moves.
pub trait BehaviourModel: crate::native_debug::NativeDebug {
    /// Chooses this turn's action. Randomness comes only from `rng`.
    fn on_move(&mut self, senses: &Senses<'_>, rng: &mut GameRng) -> Action;

    /// A boxed copy (the seed's `clone`), for mobs that duplicate themselves.
    fn clone_model(&self) -> Box<dyn BehaviourModel>;

    /// Called after [`on_move`](BehaviourModel::on_move); a [`Temporal`] whose time is
    /// up returns the model it wrapped, so the owner replaces it. Decorators forward
    /// this to their inner model and replace it in place. [`take_turn`] does both.
    fn expired(&mut self) -> Option<Box<dyn BehaviourModel>> {
        None
    }

    /// Whether the mob is running from the player to save its life (a clever
    /// mob whose next blow taken would kill it). The game tells the player
    /// when this changes, and a fleeing mob does not heal in the player's sight.
    fn is_fleeing(&self) -> bool {
        false
    }

    /// Short state name for snapshots and the debug overlay, e.g. "aggressive",
    /// "cowardly", "confused", "clever:fleeing", "hunter:heard".
    fn state_name(&self) -> String;

    /// A serialisable description, for saved games; [`from_record`] rebuilds an equal
    /// model.
    fn to_record(&self) -> BehaviourRecord;
}

crate::debug_as_trait_name!(BehaviourModel);

impl Clone for Box<dyn BehaviourModel> {
    fn clone(&self) -> Self {
        self.clone_model()
    }
}

/// Runs one turn of the model in `slot` and, if a temporary model's time is up,
/// puts the model it wrapped back in its place.
pub fn take_turn(
    slot: &mut Box<dyn BehaviourModel>,
    senses: &Senses<'_>,
    rng: &mut GameRng,
) -> Action {
    let action = slot.on_move(senses, rng);
    if let Some(resumed) = slot.expired() {
        *slot = resumed;
    }
    action
}

/// A behaviour model as saved data: every model's kind, its nested models, its
/// state-machine state and memory, and a temporary model's remaining turns.
#[derive(
    Clone,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
#[serde(tag = "model", rename_all = "snake_case")]
pub enum BehaviourRecord {
    /// [`Aggressive`].
    Aggressive,
    /// [`AvoidWalls`] around `inner`.
    AvoidWalls {
        /// The model used outside walls.
        inner: Box<BehaviourRecord>,
    },
    /// [`Chaotic`].
    Chaotic,
    /// [`Cowardly`].
    Cowardly,
    /// [`Passive`].
    Passive,
    /// [`Temporal`]: `temporary` for `turns_left` more turns, then `underlying`.
    Temporal {
        /// The model in force for now.
        temporary: Box<BehaviourRecord>,
        /// Turns before `underlying` resumes.
        turns_left: u32,
        /// The model that resumes afterwards.
        underlying: Box<BehaviourRecord>,
    },
    /// [`Clever`] around `inner`, in `state`.
    Clever {
        /// Whether it is fleeing.
        state: CleverState,
        /// The model used while calm.
        inner: Box<BehaviourRecord>,
    },
    /// [`EnhancedAggressive`] in `state`.
    EnhancedAggressive {
        /// The hunting state.
        state: HuntState,
        /// Where the player was last seen or heard.
        last_known: Option<Coordinates>,
    },
}

impl BehaviourRecord {
    /// Moves every remembered place by `offset`, as the world around it moves
    /// (a world written to a file starts at its top-left cell).
    pub fn translate(&mut self, offset: Coordinates) {
        match self {
            BehaviourRecord::Aggressive
            | BehaviourRecord::Chaotic
            | BehaviourRecord::Cowardly
            | BehaviourRecord::Passive => {}
            BehaviourRecord::AvoidWalls { inner } | BehaviourRecord::Clever { inner, .. } => {
                inner.translate(offset);
            }
            BehaviourRecord::Temporal { temporary, underlying, .. } => {
                temporary.translate(offset);
                underlying.translate(offset);
            }
            BehaviourRecord::EnhancedAggressive { last_known, .. } => {
                if let Some(place) = last_known {
                    *place += offset;
                }
            }
        }
    }
}

/// Rebuilds the model a record describes.
pub fn from_record(record: &BehaviourRecord) -> Box<dyn BehaviourModel> {
    match record {
        BehaviourRecord::Aggressive => Box::new(Aggressive),
        BehaviourRecord::AvoidWalls { inner } => Box::new(AvoidWalls::new(from_record(inner))),
        BehaviourRecord::Chaotic => Box::new(Chaotic),
        BehaviourRecord::Cowardly => Box::new(Cowardly),
        BehaviourRecord::Passive => Box::new(Passive),
        BehaviourRecord::Temporal { temporary, turns_left, underlying } => {
            Box::new(Temporal::new(from_record(temporary), *turns_left, from_record(underlying)))
        }
        BehaviourRecord::Clever { state, inner } => {
            Box::new(Clever::wrapping_in_state(from_record(inner), *state))
        }
        BehaviourRecord::EnhancedAggressive { state, last_known } => {
            Box::new(EnhancedAggressive::in_state(*state, *last_known))
        }
    }
}

/// The model a creature of `temperament` starts with.
pub fn for_temperament(temperament: Temperament) -> Box<dyn BehaviourModel> {
    match temperament {
        Temperament::Skittish => ghost_model(),
        Temperament::Lurking => mimic_model(),
        Temperament::Hunter => robot_model(),
        Temperament::Chaser => wizard_model(),
    }
}

/// Checks a restored model's numbers: temporary models last a bounded time
/// and remembered places lie inside the world.
pub fn validate_record(record: &BehaviourRecord) -> Result<(), Invalid> {
    match record {
        BehaviourRecord::Aggressive
        | BehaviourRecord::Chaotic
        | BehaviourRecord::Cowardly
        | BehaviourRecord::Passive => Ok(()),
        BehaviourRecord::AvoidWalls { inner } | BehaviourRecord::Clever { inner, .. } => {
            validate_record(inner)
        }
        BehaviourRecord::Temporal { temporary, turns_left, underlying } => {
            if *turns_left > MAX_TEMPORARY_TURNS {
                return Err(Invalid::TemporaryTurns {
                    turns: *turns_left,
                    max: MAX_TEMPORARY_TURNS,
                });
            }
            validate_record(temporary)?;
            validate_record(underlying)
        }
        BehaviourRecord::EnhancedAggressive { last_known, .. } => {
            last_known.map_or(Ok(()), |c| check_cell(Thing::RememberedPlace, c))
        }
    }
}

/// A ghost: flees the player, and wanders out of a wall it finds itself inside.
pub fn ghost_model() -> Box<dyn BehaviourModel> {
    Box::new(AvoidWalls::new(Box::new(Cowardly)))
}

/// A mimic: stands still, pretending to be an item.
pub fn mimic_model() -> Box<dyn BehaviourModel> {
    Box::new(Passive)
}

/// A robot: hunts by sight and hearing, flees when the next strike would kill it.
pub fn robot_model() -> Box<dyn BehaviourModel> {
    Box::new(Clever::wrapping(Box::new(EnhancedAggressive::unaware())))
}

/// A wizard: chases the player on sight, flees when the next strike would kill it.
pub fn wizard_model() -> Box<dyn BehaviourModel> {
    Box::new(Clever::wrapping(Box::new(Aggressive)))
}

/// `model`, confused: it moves at random for `turns` turns, then resumes. Zero turns
/// leaves `model` as it is.
pub fn confuse(model: Box<dyn BehaviourModel>, turns: u32) -> Box<dyn BehaviourModel> {
    if turns == 0 {
        return model;
    }
    Box::new(Temporal::new(Box::new(Chaotic), turns, model))
}

/// A uniformly random step onto a cell the mob may enter (the player's cell
/// included: bumping into the player is an attack), or stay when boxed in.
fn random_step(senses: &Senses<'_>, rng: &mut GameRng) -> Action {
    let mut free = [Direction::Up; 4];
    let mut count = 0;
    for direction in Direction::ALL {
        if senses.can_enter(senses.me.step(direction)) {
            free[count] = direction;
            count += 1;
        }
    }
    rng.choose(&free[..count]).map_or(Action::Stay, |&d| Action::Step(d))
}
