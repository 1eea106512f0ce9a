//! The referee: plays one player through one game and says how it ended.

use super::player::{Player, Start, Turn};
use super::rules::{Labyrinth, Outcome};

/// How one game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// Moves counted (successful steps and waits).
    pub moves: u32,
    /// Won or lost, and why.
    pub outcome: Outcome,
}

impl GameResult {
    /// Whether the player won.
    pub fn won(&self) -> bool {
        self.outcome == Outcome::Won
    }
}

/// Plays `player` in `game` until the game is won or lost; a player that gives
/// up loses at once.
pub fn play(mut game: Labyrinth, player: &mut dyn Player) -> GameResult {
    let (width, height) = game.size();
    player.start(&Start { width, height, at: game.position() });
    loop {
        match player.next_turn() {
            Turn::GiveUp => game.give_up(),
            Turn::Play(mv) => {
                if let Ok(result) = game.step(mv) {
                    player.observe(&result);
                }
            }
        }
        if let Some(outcome) = game.outcome() {
            return GameResult { moves: game.moves(), outcome };
        }
    }
}
