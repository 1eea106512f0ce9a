//! The domain: the game world, its objects, the player, items, mobs, behaviour
//! models, combat, sight.

mod behaviour;
mod coordinates;
mod kind;
mod map;
mod pathing;
mod rng;
mod sight;

pub use behaviour::{
    confuse, from_record, ghost_model, mimic_model, robot_model, take_turn, wizard_model, Action,
    Aggressive, AvoidWalls, BehaviourModel, BehaviourRecord, Chaotic, Clever, CleverMachine,
    CleverState, Cowardly, EnhancedAggressive, HuntState, HunterMachine, Passive, Senses,
    StateMachine, Stated, Temporal, FLEE_LOOKAHEAD, PATH_RADIUS,
};
pub use coordinates::{Coordinates, Direction};
pub use kind::{ItemKind, MobKind, UnknownKind};
pub use map::{CharMap, GridMap};
pub use pathing::{step_away, step_toward, MAX_SEARCH_RADIUS};
pub use rng::GameRng;
pub use sight::{
    field_of_view, line_of_sight, line_of_sight_in, FieldOfView, OpacityPatch, MAX_VIEW_RADIUS,
};
