//! Build Your Own World (seed 001), the CS61B game, played by the engine. A
//! seed typed on a welcome screen builds a world of rooms and hallways by
//! binary space partitioning; W A S D walk; encounters open a small fight;
//! the locked door wins; `:Q` saves and `L` loads. `worlds/BYOW.md` is the
//! designer's description.
//!
//! What is BYOW's own, bottom up: its format — the seed's generator as a
//! world source ([`generate_world`]: BSP partition, shrink, hallways, floor,
//! then walls, door, encounters, start, over [`Tile`]s in a [`TileGrid`];
//! `source.rs` makes the engine's level of it: rock, a
//! [`LockedDoor`](crate::game::LockedDoor), [`Spirit`](crate::game::Spirit)s)
//! and its save file ([`write_save`], [`parse_save`]); its rules' numbers (a
//! spirit's strength, the avatar's health); and its referee, the
//! input-string game ([`Session`], [`ByowGame`], [`interact_with_input_string`],
//! [`run_cli`] for the command line): keys become engine commands and the
//! engine's state is read back as BYOW's [`World`], HUD and save. Its save
//! files are a world kind of the registry ([`WORLD_KIND`]), so every tool
//! command and the page's file picker open them.

mod bsp;
mod cli;
mod config;
mod encounter;
mod event;
mod floor;
mod game;
mod generator;
mod grid;
mod hallway;
mod input;
mod rect;
mod save;
mod save_error;
mod session;
mod source;
mod tile;
mod world;
mod world_kind;

pub use bsp::{partition, shrink_rooms, BspNode};
pub use cli::{run_cli, usage, FileSaveSlot, SaveFileError, DEFAULT_SAVE_FILE};
pub use config::{BspConfig, SizeError, WorldSize};
pub use encounter::{spirit_strength, MAX_HEALTH, MAX_SPIRIT_STRENGTH, MIN_SPIRIT_STRENGTH};
pub use event::ByowEvent;
pub use floor::{lay_floor, FloorPlan};
pub use game::{direction_of_key, ByowGame, ScreenKind, MAX_SEED_DIGITS};
pub use generator::{generate_world, GeneratedWorld};
pub use grid::{neighbours8, TileGrid};
pub use hallway::{connect, dig, plan_hallways, Arm, Hallway, HallwayPlan};
pub use input::{interact_with_input_string, play_key, Error, MemorySaveSlot, SaveSlot};
pub use rect::{Axis, Rect};
pub use save::{
    parse_save, write_save, SaveState, SavedScreen, MAX_SAVE_BYTES, SAVE_MAGIC, SAVE_VERSION,
};
pub use save_error::{Field, SaveError, SaveErrorKind, SaveErrors, SaveKey};
pub use session::{
    cleared_of, health_of, mode_of, save_of, world_of, Fight, Judged, Mode, Session,
};
pub use tile::{Tile, AVATAR_GLYPH};
pub use world::World;
pub use world_kind::{located as located_save_errors, open_save, WORLD_KIND};
