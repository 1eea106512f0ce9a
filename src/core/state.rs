//! The event bus's state machine: the main menu, or a game in one of its states.

/// Where the application is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// The main menu (a game may be paused behind it).
    MainMenu,
    /// A game is on screen.
    Game(GameState),
    /// A replay is being watched.
    Replay,
    /// A world file had errors; the list is on screen. Escape goes back to `back`.
    WorldErrors {
        /// Where Escape returns to.
        back: ReturnTo,
    },
}

/// Where an overlay screen returns to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReturnTo {
    /// The main menu.
    MainMenu,
    /// The game that was being played.
    Game,
}

/// The states of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameState {
    /// Playing.
    CommonGame,
    /// The player has died; the death screen is shown.
    PlayerDead,
}

impl State {
    /// The name `snapshot().screen` reports.
    pub fn screen_name(self) -> &'static str {
        match self {
            State::MainMenu => "main_menu",
            State::Game(GameState::CommonGame) => "playing",
            State::Game(GameState::PlayerDead) => "dead",
            State::WorldErrors { .. } => "world_errors",
            State::Replay => "replay",
        }
    }
}
