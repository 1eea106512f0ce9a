//! Exports for `make bench-web` (the `bench-web` feature only): the scenes of
//! [`crate::bench_scenes`] for a node script to time against rot.js, with
//! the timing loop in JavaScript so both sides are measured alike.

use crate::bench_scenes::{items_world, DenseMap, Shuttle};
use crate::game::{field_of_view, Coordinates, Game};
use wasm_bindgen::prelude::*;

/// A random dense map to compute fields of view on.
#[wasm_bindgen]
#[derive(Debug)]
pub struct SightBench {
    map: DenseMap,
}

#[wasm_bindgen]
impl SightBench {
    /// A `size`×`size` map, walls with chance `wall_chance`, from `seed`.
    #[wasm_bindgen(constructor)]
    pub fn new(size: i32, wall_chance: f64, seed: u64) -> SightBench {
        SightBench { map: DenseMap::random(size, wall_chance, seed) }
    }

    /// The walls row by row, 1 for a wall (to build the same map for rot.js).
    pub fn walls(&self) -> Vec<u8> {
        self.map.wall_bytes()
    }

    /// One field of view; the number of cells seen.
    #[wasm_bindgen(js_name = fieldOfView)]
    pub fn field_of_view(&self, x: i32, y: i32, radius: i32) -> usize {
        field_of_view(&self.map, Coordinates::new(x, y), radius).len()
    }
}

/// A world of items with the player stepping back and forth.
#[wasm_bindgen]
#[derive(Debug)]
pub struct TurnBench {
    game: Game,
    shuttle: Shuttle,
}

#[wasm_bindgen]
impl TurnBench {
    /// A world of `objects` items, up to 1,000 near the player.
    #[wasm_bindgen(constructor)]
    pub fn new(objects: usize) -> TurnBench {
        TurnBench { game: items_world(objects), shuttle: Shuttle::default() }
    }

    /// One turn; whether it took one.
    pub fn step(&mut self) -> bool {
        self.shuttle.step(&mut self.game)
    }

    /// What the page adds after a turn: the replay checksum.
    pub fn checksum(&self) -> u64 {
        self.game.checksum()
    }
}
