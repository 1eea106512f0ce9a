//! The player protocol, as the original's `Player` interface but without
//! coordinates: a player is told the labyrinth's size and its entrance once,
//! then asked for moves and told what each one did. Nothing it is told after
//! the start holds a position, and a wormhole never says its number.

use crate::game::{Coordinates, Direction, Felt};
use serde::Serialize;
use std::fmt;

/// What a player is told before its first move, as the original's
/// `setStartLocationAndSize`: the size of the labyrinth (without the border)
/// and the entrance it stands on. It is the only position a player is ever
/// told; after a wormhole it must work out where it is by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Start {
    /// Cells in a row.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// The entrance the player starts on (column and row from 0, inside the
    /// border).
    pub at: Coordinates,
}

/// What the player asks for on its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A step north (towards the first line of the file).
    Up,
    /// A step south.
    Down,
    /// A step west.
    Left,
    /// A step east.
    Right,
    /// Stay; counts as a move and reports the cell the player stands on.
    Wait,
}

impl Move {
    /// The four steps, clockwise from north (the original's direction order).
    pub const STEPS: [Move; 4] = [Move::Up, Move::Right, Move::Down, Move::Left];

    /// The engine's direction of a step; none for `Wait`.
    pub fn direction(self) -> Option<Direction> {
        match self {
            Move::Up => Some(Direction::Up),
            Move::Down => Some(Direction::Down),
            Move::Left => Some(Direction::Left),
            Move::Right => Some(Direction::Right),
            Move::Wait => None,
        }
    }

    /// The step in `direction`.
    pub fn of(direction: Direction) -> Move {
        match direction {
            Direction::Up => Move::Up,
            Direction::Down => Move::Down,
            Direction::Left => Move::Left,
            Direction::Right => Move::Right,
        }
    }

    /// How a step changes the position; nothing for `Wait`.
    pub fn delta(self) -> Coordinates {
        self.direction().map_or(Coordinates::ZERO, Direction::delta)
    }

    /// The step back; `Wait` stays `Wait`.
    pub fn opposite(self) -> Move {
        self.direction().map_or(Move::Wait, |d| Move::of(d.opposite()))
    }

    /// The step a quarter turn clockwise; `Wait` stays `Wait`.
    pub fn turn_right(self) -> Move {
        let next = |i: usize| Move::STEPS[(i + 1) % Move::STEPS.len()];
        Move::STEPS.iter().position(|&m| m == self).map_or(Move::Wait, next)
    }

    /// The step a quarter turn anticlockwise; `Wait` stays `Wait`.
    pub fn turn_left(self) -> Move {
        self.turn_right().opposite()
    }
}

/// What the cell a move went to (or, for a wait, the cell the player is on)
/// held, as the original's `Room` tells it: what the engine says a player in
/// the dark felt there (empty ground is [`Felt::Floor`], also where a
/// treasure was taken; a wall is a wall or the outside of the map; after a
/// step into a wormhole the player is somewhere else). A wormhole does not
/// say its number.
pub type Room = Felt;

/// The status of a move; `Display` gives the original game's message, serde
/// its name in the sound table (`crate::audio`).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// A wait: "Nothing changes".
    NothingChanges,
    /// A step onto a free cell or an entrance: "Empty room appears".
    EmptyRoom,
    /// A step into a wall or off the map: "Wall prevents from moving".
    WallPrevents,
    /// A step onto a treasure: "Treasure found".
    TreasureFound,
    /// A step onto an exit with the treasure: "Exit reached, you won".
    ExitWon,
    /// A step onto an exit without it: "Exit reached but you do not have a treasure".
    ExitWithoutTreasure,
    /// A step into a wormhole: "Fall into wormhole!".
    FellIntoWormhole,
}

impl Status {
    /// Every status, in the order of the variants.
    pub const ALL: [Status; 7] = [
        Status::NothingChanges,
        Status::EmptyRoom,
        Status::WallPrevents,
        Status::TreasureFound,
        Status::ExitWon,
        Status::ExitWithoutTreasure,
        Status::FellIntoWormhole,
    ];
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Status::NothingChanges => "Nothing changes",
            Status::EmptyRoom => "Empty room appears",
            Status::WallPrevents => "Wall prevents from moving",
            Status::TreasureFound => "Treasure found",
            Status::ExitWon => "Exit reached, you won",
            Status::ExitWithoutTreasure => "Exit reached but you do not have a treasure",
            Status::FellIntoWormhole => "Fall into wormhole!",
        })
    }
}

/// The player's condition after a move, as the original reports it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Condition {
    /// The player carries a treasure.
    pub has_treasure: bool,
    /// The player has stood on an exit without the treasure.
    pub exit_found: bool,
    /// The player reached an exit with the treasure: the game is won.
    pub exit_reached: bool,
}

/// Everything one move reports. It holds no position: this is what players see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StepResult {
    /// What the target cell held (the player's own cell for a wait).
    pub room: Room,
    /// Whether the move happened (and counted); false only for a wall.
    pub moved: bool,
    /// Treasure and exit flags after the move.
    pub condition: Condition,
    /// The original's status message, typed.
    pub status: Status,
    /// How the game ended, if this move ended it.
    pub outcome: Option<super::referee::Outcome>,
}

/// What a player does on its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// Make a move.
    Play(Move),
    /// Stop: the player says there is nothing left to explore that could lead
    /// to a win. The game is lost, with that reason.
    GiveUp,
}

/// A player in the dark. The referee calls `start` once, then alternates
/// `next_turn` and `observe` until the game ends.
pub trait Player {
    /// The player's short name, as the command line takes it.
    fn name(&self) -> &'static str;

    /// The game begins.
    fn start(&mut self, start: &Start);

    /// The next move (or giving up).
    fn next_turn(&mut self) -> Turn;

    /// What the last move did: what the cell held, whether the move happened,
    /// the treasure and exit condition and the status.
    fn observe(&mut self, result: &StepResult);
}
