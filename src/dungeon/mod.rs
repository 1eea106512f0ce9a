//! Dungeon Mania (seed 004, Milestone 2): the engine-independent core. Reads
//! the course's dungeon and config files, plays the rules of spec §3 tick by
//! tick, and answers with the spec's DungeonResponse as JSON. The whole state
//! is serde data; randomness comes from a seeded [`crate::game::GameRng`].
//! `worlds/DUNGEONS.md` describes the format, the rules and our decisions.

mod action;
mod action_error;
mod battle;
mod bomb;
mod build;
mod cell_index;
mod checksum;
mod cli;
mod config;
mod config_parse;
mod creatures;
mod entity;
mod entity_parse;
mod file_error;
mod goal;
mod goal_check;
mod goal_parse;
mod happening;
mod interact;
mod inventory;
mod item;
mod json_locate;
mod json_path;
mod load;
mod load_error;
mod mercenary;
mod movement;
mod names;
mod pathing;
mod player_move;
mod points;
mod portal;
mod potion;
mod replay;
mod response;
mod save;
mod spawn;
mod spider;
mod start;
mod state;
mod tick;
mod use_item;
mod writer;
mod zombie;

#[cfg(test)]
mod tests;

pub use action::Action;
pub use action_error::{ActionError, ActionErrorKind};
pub use battle::{fight, Battle, Fighters, GearUsed, Round, MAX_ROUNDS};
pub use cli::{run_cli, usage as dungeon_usage};
pub use config::{Config, OPTIONAL_KEYS, REQUIRED_KEYS};
pub use config_parse::parse_config;
pub use entity::{EnemyType, Entity, EntityId, EntityKind};
pub use entity_parse::{MAX_COORDINATE, MILESTONE_3_FIELDS, MILESTONE_3_TYPES};
pub use file_error::{
    DungeonFile, DungeonFileError, MAX_ACTIONS, MAX_CHECKSUM_BYTES, MAX_RESTORE_WORK,
};
pub use goal::{Goal, GoalFacts};
pub use happening::{happenings, Happening, Tally};
pub use item::{InventoryItem, Item, ItemType, KeyId};
pub use json_path::{JsonPath, PathStep};
pub use load::MAX_ENTITIES;
pub use load_error::{LoadError, LoadErrorKind, EXPECTED};
pub use movement::Mover;
pub use names::{display_name, display_name_in, name_key, NAMED_TYPES};
pub use points::Points;
pub use potion::{Effect, Potion, PotionQueue};
pub use replay::{
    parse_dungeon_replay, write_dungeon_replay, DungeonReplay, DungeonStep, DUNGEON_REPLAY_FORMAT,
    DUNGEON_REPLAY_VERSION,
};
pub use save::{
    parse_dungeon_save, write_dungeon_save, DungeonSave, DUNGEON_SAVE_FORMAT, DUNGEON_SAVE_VERSION,
};
pub use spider::SpiderPath;
pub use start::{ConfigFile, DungeonStart};
pub use state::{Area, Dungeon, DungeonState, Player};
