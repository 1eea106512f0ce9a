//! The domain: the game world, its objects, the player, items, mobs, behaviour
//! models, combat, sight.

mod arena;
mod behaviour;
mod checksum;
mod combat;
mod coordinates;
mod creature;
mod draw;
mod dropped_item;
mod envelope;
mod event;
mod fast_hash;
// The module is named after the type it holds, like its siblings.
#[allow(clippy::module_inception)]
mod game;
mod inventory;
mod item;
mod kind;
mod map;
mod memory;
mod message_log;
mod mob;
mod object;
mod pathing;
mod player;
mod replay;
mod rng;
mod save;
mod sight;
mod snapshot;
mod source;
mod spatial;
mod wall;
mod world;

pub use arena::{Arena, ObjectId};
pub use behaviour::{
    confuse, from_record, ghost_model, mimic_model, robot_model, take_turn, wizard_model, Action,
    Aggressive, AvoidWalls, BehaviourModel, BehaviourRecord, Chaotic, Clever, CleverMachine,
    CleverState, Cowardly, EnhancedAggressive, HuntState, HunterMachine, Passive, Senses,
    StateMachine, Stated, Temporal, FLEE_LOOKAHEAD, PATH_RADIUS,
};
pub use combat::{damage, fight, Combatant, FightReport};
pub use coordinates::{Coordinates, Direction};
pub use creature::Creature;
pub use draw::WorldView;
pub use dropped_item::DroppedItem;
pub use envelope::EnvelopeError;
pub use event::GameEvent;
pub use fast_hash::FastMap;
pub use game::{Command, Game, TurnReport};
pub use inventory::Inventory;
pub use item::{new_item, Equipment, Gear, GoldenApple, Item, UseOutcome};
pub use kind::{ItemKind, MobKind, UnknownKind};
pub use map::{CharMap, GridMap};
pub use memory::SeenChunk;
pub use message_log::{Message, MessageLog};
pub use mob::Mob;
pub use object::{
    Cloneable, Collider, Drawable, GameObject, Look, ObjectKind, Spawn, TouchContext, TouchOutcome,
    Trigger,
};
pub use pathing::{step_away, step_toward, DistanceField, MAX_SEARCH_RADIUS};
pub use player::{ActionReport, Player};
pub use replay::{
    parse_replay, write_replay, CommandRecord, Replay, ReplayError, ReplayPlayer, ReplayStep,
    StepOutcome, REPLAY_FORMAT, REPLAY_VERSION,
};
pub use rng::GameRng;
pub use save::{
    parse_save, write_save, GameRecord, ObjectRecord, PlayerRecord, SaveError, SaveFile,
    SAVE_FORMAT, SAVE_VERSION,
};
pub use sight::{
    field_of_view, line_of_sight, line_of_sight_in, FieldOfView, OpacityPatch, MAX_VIEW_RADIUS,
};
pub use source::SourceRecord;
pub use spatial::CHUNK;
pub use wall::Wall;
pub use world::{GameWorld, PlaceError, WorldPartsError};
