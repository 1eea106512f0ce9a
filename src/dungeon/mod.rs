//! Dungeon Mania (seed 004, Milestone 2) on the engine. What is Dungeon
//! Mania's own lives here: its FORMAT (dungeon and config files read and
//! written, saves of older versions), its RULES (the [`DungeonMania`] rule set:
//! the spec's tick order and what its kinds do), and its REFEREE
//! ([`Dungeon`]: the spec's actions in, its DungeonResponse out, and the
//! `roguelike dungeon` command). The entities are the engine's kinds, the
//! goal is `game::Goal`, saves and checksums are the engine's.
//! `worlds/DUNGEONS.md` describes the format, the rules and our decisions.

mod action;
mod action_error;
mod battle;
mod bomb;
mod build;
mod builder;
mod circuit;
mod cli;
mod config;
mod config_parse;
mod creatures;
mod entity_parse;
mod file_error;
mod goal_condition;
mod happening;
mod interact;
mod json_locate;
mod json_path;
mod legacy;
mod load;
mod load_error;
mod map;
mod names;
mod player_move;
mod potion;
mod referee;
mod response;
mod restore;
mod rules;
mod saves;
mod spawn;
mod state;
mod swamp;
mod tick;
mod time;
mod use_item;
mod work;
mod world_kind;
mod writer;

#[cfg(test)]
mod tests;

pub use action::Action;
pub use action_error::{ActionError, ActionErrorKind};
pub use battle::{as_enemy, fight, Fighters, MAX_ROUNDS};
pub use builder::{BuildError, Maze, MAX_MAZE_SIDE, PAGE_MAZE};
pub use cli::{run_cli, usage as dungeon_usage};
pub use config::{Config, DEFAULT_CONFIG, DEFAULT_CONFIG_NAME, OPTIONAL_KEYS, REQUIRED_KEYS};
pub use config_parse::{parse_config, read_config, read_config_from, ConfigRead};
pub use entity_parse::{MAX_COORDINATE, MILESTONE_3_FIELDS, MILESTONE_3_TYPES};
pub use file_error::{
    DungeonFile, DungeonFileError, MAX_ACTIONS, MAX_CHECKSUM_BYTES, MAX_RESTORE_WORK,
};
pub use happening::{happenings, Happening, Tally};
pub use interact::is_interactable;
pub use json_path::{JsonPath, PathStep};
pub use legacy::{DUNGEON_REPLAY_FORMAT, DUNGEON_SAVE_FORMAT};
pub use load::MAX_ENTITIES;
pub use load_error::{LoadError, LoadErrorKind, EXPECTED};
pub use map::{Mover, Scene};
pub use names::{
    display_name, display_name_in, item_from_name, item_name, name_key, ITEMS, NAMED_TYPES,
};
pub use potion::{Effect, Potion, PotionQueue};
pub use referee::{Dungeon, INTERACT_SEARCH_RADIUS};
pub use response::type_name;
pub use restore::{Restore, SLICE_WORK};
pub use rules::DungeonMania;
pub use saves::{
    begin_replay, begin_save, config_of, config_warnings, open_replay, open_save, play_back, start,
    Opened,
};
pub use state::{Area, DungeonState, EntityId, HeldItem};
pub use tick::{MAX_SEARCH_CELLS, MAX_SEARCH_CELLS_PER_TICK};
pub use work::{Overwork, WorkMeter, MAX_CREATURE_MOVES, MAX_SPAWNED_CREATURES};
pub use world_kind::{PAGE_SEED, WORLD_KIND};
