//! Roguelike: a turn-based, top-down roguelike for the desktop browser.
//!
//! Layers (see `ARCHITECTURE.md`): `core` (event bus, events, states, handlers),
//! `game` (the domain), `gen` (world generators and the world file format),
//! `render` (the `Painter` abstraction, camera, layout) and, on wasm32 only, `web`
//! (the browser glue). `labyrinth` is the engine-independent core of Terra
//! Incognita (seed 002).

pub mod content;
pub mod core;
pub mod game;
pub mod gen;
pub mod labyrinth;
pub mod render;

#[cfg(target_arch = "wasm32")]
pub mod web;
