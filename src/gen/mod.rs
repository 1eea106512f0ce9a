//! World generation: the plain `WorldPlan` description of a world (and the
//! `DungeonPlan` of a game's levels), the random generators of things and of
//! boxed-room worlds, the world file format (parser with diagnostics, and
//! writer), the step builders, and a text rendering.

mod boxed;
mod builder;
mod descent;
mod diagnostic;
mod dungeon_plan;
mod file_format;
mod generator;
mod halls;
mod mind_text;
mod plan;
mod player_state;
mod render_text;
mod uniform;
mod world_conversion;

pub use boxed::{
    BoxedParams, BoxedParamsError, BoxedWorldGenerator, MAX_ROOMS, MAX_ROOM_SIDE, MIN_ROOM_SIDE,
};
pub use builder::{FileWorldBuilder, RandomWorldBuilder, WorldBuilder, WORLD_STREAM};
pub use descent::{
    descent, descent_of_edition, DESCENT_STREAM, SPARES_EDITION, SPARE_STREAM, STACKING_EDITION,
    VAULT_STREAM,
};
pub use diagnostic::{
    Diagnostic, DiagnosticKind, Dimension, GoalProblem, PlayerStateProblem, Severity,
};
pub use dungeon_plan::{DungeonPlan, DungeonShapeError};
pub use file_format::{
    parse_world, write_dungeon, write_world, Parsed, ALLY, DEFAULT_MIMIC_DISGUISE, HEALTH,
    LEVEL_MARKER, MAX_SIDE, MIND, PLAYER_MARKER,
};
pub use generator::{
    Generator, MagicalMobGenerator, TechnoMobGenerator, ThemedMobGenerator, UniformItemGenerator,
    UniformMobGenerator,
};
pub use halls::HallsWorldGenerator;
pub use mind_text::{parse_mind, MindError, MindNumber, MindProblem, MindText, MAX_MIND_DEPTH};
pub use plan::{MatrixShapeError, Placement, Thing, WallMatrix, WorldPlan};
pub use player_state::PlayerState;
pub use render_text::{figure, render_depth, render_dungeon, render_game, render_text, symbol};
pub use uniform::{UniformGenerator, WeightTableError};
pub use world_conversion::{build_levels, build_world, plan_of, player_of};
