//! Roguelike: a turn-based, top-down roguelike for the desktop browser.
//!
//! Layers (see `ARCHITECTURE.md`): `core` (event bus, events, screens,
//! handlers), `game` (the engine: levels, objects, rules, saves), `locale`
//! (the words), `audio` (sound effects and music: the synthesiser, the
//! table of which happening sounds how, the players' interface), `files`
//! (decoding and telling apart the files players open), `gen` (world
//! generators and the world file format), `render` (the canvas front end:
//! appearances to textures, the `Painter`, camera, layout) and, on wasm32
//! only, `web` (the browser glue). `dungeon` holds the Dungeon Mania rules
//! of seed 004, `byow` Build Your Own World (seed 001) and `labyrinth` the
//! Terra Incognita labyrinths (seed 002); `usage` words the command-line
//! tool's usage errors; `order` is the one sort the game uses.

#![forbid(unsafe_code)]

pub mod audio;
pub mod bench_scenes;
pub mod bot;
pub mod byow;
pub mod content;
pub mod core;
pub mod dungeon;
pub mod files;
pub mod game;
pub mod gen;
pub mod json;
pub mod labyrinth;
pub mod locale;
pub mod modes;
pub mod native_debug;
pub mod order;
pub mod render;
#[cfg(not(target_arch = "wasm32"))]
pub mod tui;
pub mod usage;

#[cfg(target_arch = "wasm32")]
pub mod web;
