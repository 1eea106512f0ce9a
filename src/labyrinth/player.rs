//! The player protocol, as the original's `Player` interface but without
//! coordinates: a player is told the labyrinth's size once, then asked for
//! moves and told what each one did. Nothing it is handed holds a position, and
//! a wormhole never says its number.

use super::rules::{Move, StepResult};
use crate::game::Coordinates;

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
