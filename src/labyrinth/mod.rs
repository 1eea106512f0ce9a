//! Terra Incognita (seed 002) on the engine: the labyrinth file format
//! (parse, write, validate, generate), its rules as an engine level (blind,
//! limits, wormholes as passages, the goal `treasure AND exit`), and its
//! referee: the original's player protocol over the engine game, the
//! original's sample players and a smart player, and the `roguelike
//! labyrinth` command. `worlds/LABYRINTHS.md` describes it all for designers.

mod cli;
mod format;
mod generate;
mod map;
mod player;
mod referee;
mod report;
mod route;
mod rules;
mod samples;
mod smart;
mod world_kind;

pub use cli::{player_by_name, run_cli, PLAYER_NAMES};
pub use format::{
    file_location, looks_like_labyrinth, parse_labyrinth, validate, write_labyrinth, ParseError,
    ParseErrorKind, HEIGHTS, WIDTHS,
};
pub use generate::{generate_labyrinth, GenerateOptions, Layout};
pub use map::{wormhole_cycle_count, wormhole_cycles, Cell, LabyrinthMap, MAX_WORMHOLES};
pub use player::{Condition, Move, Player, Room, Start, Status, StepResult, Turn};
pub use referee::{play, GameOver, GameResult, Labyrinth, LossReason, Outcome, StartError};
pub use report::{condition_of, exit_found, last_step, move_limit_of, outcome_of};
pub use route::{is_trap_free, shortest_route};
pub use rules::{
    labyrinth_level, labyrinth_rules, labyrinth_world, DEFAULT_MOVE_LIMIT, ENTRANCE_STREAM,
    FAILED_STEPS_LIMIT, TREASURE,
};
pub use samples::{AlwaysNorth, ForgetfulSearch, Turner};
pub use smart::{FragmentMap, SmartPlayer};
pub use world_kind::WORLD_KIND;
