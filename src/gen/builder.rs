//! `WorldBuilder` (the seed's builder pattern): step-by-step configuration of a
//! world read from a file or generated at random, then `build`.

use super::boxed::{BoxedParams, BoxedParamsError, BoxedWorldGenerator};
use super::diagnostic::Diagnostic;
use super::file_format::{parse_world, Parsed};
use super::generator::Generator;
use super::plan::WorldPlan;
use crate::game::GameRng;

/// The [`GameRng`] stream that random worlds are drawn from, so that world
/// generation never shares numbers with other uses of the same seed.
pub const WORLD_STREAM: u64 = 1;

/// Where building a world starts: [`WorldBuilder::from_file`] or
/// [`WorldBuilder::random`].
#[derive(Clone, Copy, Debug, Default)]
pub struct WorldBuilder;

impl WorldBuilder {
    /// A world described by the text of a world file.
    pub fn from_file(text: &str) -> FileWorldBuilder<'_> {
        FileWorldBuilder { text }
    }

    /// A boxed world, with the content table's defaults and seed 0 until told
    /// otherwise.
    pub fn random() -> RandomWorldBuilder {
        RandomWorldBuilder { seed: 0, params: BoxedParams::default() }
    }
}

/// Builds a world from the text of a world file.
#[derive(Clone, Copy, Debug)]
pub struct FileWorldBuilder<'a> {
    text: &'a str,
}

impl FileWorldBuilder<'_> {
    /// Parses the text: the world and its warnings, or every problem found.
    pub fn build(self) -> Result<Parsed, Vec<Diagnostic>> {
        parse_world(self.text)
    }
}

/// Builds a boxed world from a seed and parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RandomWorldBuilder {
    seed: u64,
    params: BoxedParams,
}

impl RandomWorldBuilder {
    /// The seed; the same seed and parameters give the same world.
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Depth of the breadth-first walk; 0 makes a single room.
    pub fn depth(mut self, depth: u32) -> Self {
        self.params.max_depth = depth;
        self
    }

    /// Room pitch, walls included (the floor is one less each way).
    pub fn room_size(mut self, width: i32, height: i32) -> Self {
        self.params.room_width = width;
        self.params.room_height = height;
        self
    }

    /// At most this many items per room.
    pub fn max_items(mut self, count: u32) -> Self {
        self.params.max_items = count;
        self
    }

    /// At most this many mobs per room.
    pub fn max_mobs(mut self, count: u32) -> Self {
        self.params.max_mobs = count;
        self
    }

    /// At most this many rooms in all.
    pub fn max_rooms(mut self, count: u32) -> Self {
        self.params.max_rooms = Some(count);
        self
    }

    /// The parameters configured so far.
    pub fn params(&self) -> &BoxedParams {
        &self.params
    }

    /// Generates the world, or says why the parameters cannot make one.
    pub fn build(self) -> Result<WorldPlan, BoxedParamsError> {
        let generator = BoxedWorldGenerator::new(self.params)?;
        Ok(generator.generate(&mut GameRng::new(self.seed, WORLD_STREAM)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Coordinates;

    #[test]
    fn file_builder_parses() {
        let parsed = WorldBuilder::from_file("2 1\n. 1\n1. Player\n").build().expect("valid");
        assert_eq!(parsed.dungeon.player(), Coordinates::new(1, 0));
        let errors = WorldBuilder::from_file("2 1\n. x\n").build().expect_err("x is no cell");
        assert_eq!(errors.len(), 1);
    }

    #[test]
    fn random_builder_is_seeded_and_configurable() {
        let build = |seed| WorldBuilder::random().seed(seed).depth(3).build().expect("valid");
        assert_eq!(build(5), build(5));
        assert_ne!(build(5), build(6));
        let single = WorldBuilder::random().depth(0).room_size(9, 7).max_items(0).max_mobs(0);
        let plan = single.build().expect("valid");
        assert_eq!((plan.walls.width, plan.walls.height), (10, 8));
        assert!(plan.things.is_empty());
        let capped = WorldBuilder::random().seed(3).depth(50).max_rooms(20);
        assert_eq!(capped.params().max_rooms, Some(20));
        assert!(capped.build().is_ok());
        let bad = WorldBuilder::random().room_size(1, 1).build();
        assert_eq!(bad, Err(BoxedParamsError::RoomSize { width: 1, height: 1 }));
    }
}
