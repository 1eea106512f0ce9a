//! Build Your Own World (seed 001): the engine-independent core of the CS61B
//! game. A seed typed on a welcome screen builds a world of rooms and hallways
//! by binary space partitioning; W A S D walk; encounters open a small fight;
//! the locked door wins; `:Q` saves and `L` loads. `worlds/BYOW.md` is the
//! designer's description.
//!
//! Layers, bottom up: geometry ([`Coordinates`], [`Rect`]), tiles and the world
//! ([`Tile`], [`TileGrid`], [`World`]), the generator ([`generate_world`]: BSP
//! partition, shrink, hallways, floor, then walls, door, encounters, start),
//! the game ([`Session`], [`ByowGame`]), the save format ([`write_save`],
//! [`parse_save`]) and the input-string driver ([`interact_with_input_string`],
//! and [`run_cli`] for the command line).

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
mod tile;
mod world;

pub use bsp::{partition, shrink_rooms, BspNode};
pub use cli::{run_cli, usage, FileSaveSlot, SaveFileError, DEFAULT_SAVE_FILE};
pub use config::{BspConfig, SizeError, WorldSize};
pub use encounter::{
    spirit_strength, Exchange, Fight, MAX_HEALTH, MAX_SPIRIT_STRENGTH, MIN_SPIRIT_STRENGTH,
};
pub use event::ByowEvent;
pub use floor::{lay_floor, FloorPlan};
pub use game::{direction_of_key, ByowGame, ScreenKind, MAX_SEED_DIGITS};
pub use generator::{generate_world, GeneratedWorld};
pub use grid::{neighbours8, touches, TileGrid};
pub use hallway::{connect, dig, plan_hallways, Arm, Hallway, HallwayPlan};
pub use input::{interact_with_input_string, play_key, Error, MemorySaveSlot, SaveSlot};
pub use rect::{Axis, Rect};
pub use save::{
    parse_save, write_save, SaveState, SavedScreen, MAX_SAVE_BYTES, SAVE_MAGIC, SAVE_VERSION,
};
pub use save_error::{Field, SaveError, SaveErrorKind, SaveErrors, SaveKey};
pub use session::{Mode, Session};
pub use tile::{Tile, AVATAR_GLYPH};
pub use world::World;
