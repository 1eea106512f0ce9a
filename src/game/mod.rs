//! The domain: a game of levels, each a world of objects under its rules;
//! the player, items, mobs, behaviour models, combat, sight; typed messages,
//! appearances, saves and replays. Nothing here draws or knows a browser:
//! front ends read appearances and messages and show them their way.

mod ally;
mod appearance;
mod archery;
mod arena;
mod battle;
mod behaviour;
mod blast;
mod boulder;
mod checksum;
mod checksum_v1;
mod checksum_v2;
mod combat;
mod coordinates;
mod craft;
mod creature;
mod damage;
mod door;
mod dropped_item;
mod entrance;
pub(crate) mod envelope;
mod event;
mod exit;
mod explore;
mod fast_hash;
mod floor_switch;
mod fragments;
mod hydra;
// The module is named after the type it holds, like its siblings.
#[allow(clippy::module_inception)]
mod game;
mod goal;
mod invalid;
mod inventory;
mod item;
mod kind;
mod level;
mod light_bulb;
pub mod limits;
mod lit_bomb;
mod locked_door;
mod logic;
mod look;
mod map;
mod memory;
mod mercenary;
mod message;
mod message_log;
mod mob;
mod object;
mod object_digest;
mod older_player;
mod pathing;
mod player;
mod points;
mod portal;
mod push;
mod record;
mod replay;
mod rest;
mod rng;
mod rule_set;
mod rules;
mod run;
mod save;
mod search;
mod sight;
mod sight_table;
mod snapshot;
mod source;
mod spatial;
mod spawner;
mod spider;
mod spirit;
mod stairs;
mod surroundings;
mod swamp_tile;
mod switch_door;
mod time_portal;
mod travel;
pub(crate) mod view;
mod wall;
mod watch;
mod wire;
mod world;
mod wormhole;
mod zombie_toast;

pub use appearance::{Appearance, CellView, Figure, Hue, Label, Layer, Leads, Visibility};
pub use archery::{cannot_fire, has_bow, shot_attack, Shot};
pub use arena::{Arena, ObjectId};
pub use battle::{Battle, Foe, GearUsed, Round};
pub use behaviour::{
    confuse, for_temperament, from_record, ghost_model, mimic_model, robot_model, take_turn,
    wizard_model, Action, Aggressive, AvoidWalls, BehaviourModel, BehaviourRecord, Chaotic, Clever,
    CleverMachine, CleverState, Cowardly, EnhancedAggressive, HuntState, HunterMachine, Passive,
    Senses, StateMachine, Stated, Temporal, FLEE_LOOKAHEAD, PATH_RADIUS,
};
pub use boulder::Boulder;
pub use checksum::{fnv1a, Fnv64};
pub use combat::{damage, fight, Combatant, FightReport};
pub use coordinates::{Coordinates, Diagonal, Direction, Step};
pub use craft::{buildable, can_build, BUILDABLE as CLASSIC_BUILDABLE};
pub use creature::Creature;
pub use damage::{Damage, SourceKind};
pub use door::{Door, KeyId};
pub use dropped_item::DroppedItem;
pub use entrance::Entrance;
pub use envelope::EnvelopeError;
pub use event::GameEvent;
pub use exit::Exit;
pub use explore::{ExploreStop, Explorer};
pub use fast_hash::{FastMap, FastSet};
pub use floor_switch::FloorSwitch;
pub use fragments::{Felt, Fragment, Fragments, Touch};
pub use game::{Command, Ending, Game, TurnReport};
pub use goal::{parse_goal, Goal, GoalError, GoalErrorKind, Progress, MAX_GOAL_LEAVES};
pub use hydra::Hydra;
pub use invalid::{Field, Invalid, Thing};
pub use inventory::Inventory;
pub use item::{new_item, Equipment, Food, Gear, Item, UseOutcome};
pub use kind::{ItemKind, MobKind, UnknownKind};
pub use level::Level;
pub use light_bulb::LightBulb;
pub use lit_bomb::LitBomb;
pub use locked_door::LockedDoor;
pub use logic::Logic;
pub use look::{blows_needed, CreatureFacts, Description, SeenThing};
pub use map::{CharMap, Edge, GridMap};
pub use memory::SeenChunk;
pub use mercenary::Mercenary;
pub use message::{Entry, Message};
pub use message_log::MessageLog;
pub use mob::Mob;
pub use object::{
    ActionContext, Actor, Blocking, Effect, Encounter, GameObject, Passage, Spawn, TouchOutcome,
    Trigger, TurnInput,
};
pub use older_player::OlderPlayer;
pub use pathing::{step_away, step_toward, DistanceField, MAX_SEARCH_RADIUS};
pub use player::Player;
pub use points::Points;
pub use portal::Portal;
pub use record::{KindMut, KindRef, ObjectRecord, SavedObject};
pub use replay::{
    parse_replay, write_replay, CommandRecord, Replay, ReplayError, ReplayPlayer, ReplayStep,
    StepOutcome, REPLAY_FORMAT, REPLAY_VERSION,
};
pub use rest::{RestStop, Rester};
pub use rng::GameRng;
pub use rule_set::{Classic, RuleSet, RuleSetRecord, RuleSetRef, RuleState};
pub use rules::{FightModel, Rules, SightModel};
pub use run::{killer, Hazard, Killer, RunStats};
pub use save::{
    parse_save, write_save, GameRecord, LevelRecord, PlayerRecord, SaveError, SaveFile,
    SAVE_FORMAT, SAVE_VERSION,
};
pub use search::Search;
pub use sight::{
    field_of_view, line_of_sight, line_of_sight_in, FieldOfView, OpacityPatch, MAX_VIEW_RADIUS,
};
pub use source::{DungeonSource, FileText, SourceRecord};
pub use spatial::CHUNK;
pub use spawner::Spawner;
pub use spider::{Spider, SpiderPath};
pub use spirit::Spirit;
pub use stairs::Stairs;
pub use surroundings::{Nearby, Surroundings, MAX_NEARBY, SURROUNDINGS_RADIUS};
pub use swamp_tile::{SwampTile, MAX_MOVEMENT_FACTOR};
pub use switch_door::SwitchDoor;
pub use time_portal::TimePortal;
pub use travel::{Destination, TravelStop, Traveller};
pub use wall::Wall;
pub use watch::{Interruption, Watch};
pub use wire::Wire;
pub use world::{GameWorld, PlaceError, WorldPartsError};
pub use wormhole::Wormhole;
pub use zombie_toast::ZombieToast;
