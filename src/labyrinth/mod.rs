//! Terra Incognita (seed 002), engine-independent: the labyrinth file format,
//! the rules of a game in the dark, the player protocol, the original's sample
//! players and a smart player, a generator of solvable labyrinths, and the
//! `roguelike labyrinth` command. `worlds/LABYRINTHS.md` describes it all for
//! designers.

mod cli;
mod format;
mod generate;
mod map;
mod player;
mod referee;
mod route;
mod rules;
mod samples;
mod smart;

pub use cli::{player_by_name, run_cli, PLAYER_NAMES};
pub use format::{
    file_location, looks_like_labyrinth, parse_labyrinth, validate, write_labyrinth, ParseError,
    ParseErrorKind, HEIGHTS, WIDTHS,
};
pub use generate::{generate_labyrinth, GenerateOptions, Layout};
pub use map::{wormhole_cycle_count, wormhole_cycles, Cell, LabyrinthMap, MAX_WORMHOLES};
pub use player::{Player, Start, Turn};
pub use referee::{play, GameResult};
pub use route::{is_trap_free, shortest_route};
pub use rules::{
    Condition, GameOver, Labyrinth, LossReason, Move, Outcome, Room, StartError, Status,
    StepResult, DEFAULT_MOVE_LIMIT, ENTRANCE_STREAM, FAILED_STEPS_LIMIT,
};
pub use samples::{AlwaysNorth, ForgetfulSearch, Turner};
pub use smart::{FragmentMap, Remembered, SmartPlayer};
