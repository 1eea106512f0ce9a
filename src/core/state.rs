//! The event bus's state machine (the seed's `State`): which screen is active.
//! Each variant carries the screen that owns its data; [`State::screen_mut`]
//! is where input and frames reach it.

use super::app_state::AppState;
use super::screen::Screen;
use super::screens::{CommonGame, Confirm, MainMenu, PlayerDead, ReplayViewer, WorldErrors};

/// Where the application is, with what only that screen needs.
#[derive(Debug)]
pub enum State {
    /// The main menu (a game may be paused behind it).
    MainMenu(MainMenu),
    /// The menu asks before a new game replaces the live one.
    Confirm(Confirm),
    /// A game is on screen.
    Game(GameState),
    /// A replay is being watched (boxed: a whole replayed game).
    Replay(Box<ReplayViewer>),
    /// A world file had errors; the list is on screen.
    WorldErrors(WorldErrors),
}

/// The states of a game: the world, the HUD and the level-up banner are
/// drawn under both.
#[derive(Debug)]
pub enum GameState {
    /// Playing.
    CommonGame(CommonGame),
    /// The player has died; the death screen is shown.
    PlayerDead(PlayerDead),
}

/// Where an overlay screen returns to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReturnTo {
    /// The main menu.
    MainMenu,
    /// The game that was being played.
    Game,
}

impl State {
    /// The main menu, its first line selected.
    pub fn main_menu() -> State {
        State::MainMenu(MainMenu::default())
    }

    /// Playing the current game.
    pub fn playing() -> State {
        State::Game(GameState::CommonGame(CommonGame::default()))
    }

    /// Back to the current game: playing it, or its death screen if it is over.
    pub fn continue_game(app: &AppState) -> State {
        match &app.session {
            Some(session) if session.game.is_over() => {
                State::Game(GameState::PlayerDead(PlayerDead::of(session)))
            }
            _ => State::playing(),
        }
    }

    /// The active screen.
    pub fn screen(&self) -> &dyn Screen {
        match self {
            State::MainMenu(s) => s,
            State::Confirm(s) => s,
            State::Game(GameState::CommonGame(s)) => s,
            State::Game(GameState::PlayerDead(s)) => s,
            State::Replay(s) => s.as_ref(),
            State::WorldErrors(s) => s,
        }
    }

    /// The active screen, to hand it a key, a frame or an event.
    pub fn screen_mut(&mut self) -> &mut dyn Screen {
        match self {
            State::MainMenu(s) => s,
            State::Confirm(s) => s,
            State::Game(GameState::CommonGame(s)) => s,
            State::Game(GameState::PlayerDead(s)) => s,
            State::Replay(s) => s.as_mut(),
            State::WorldErrors(s) => s,
        }
    }

    /// The name `snapshot().screen` reports.
    pub fn screen_name(&self) -> &'static str {
        self.screen().name()
    }

    /// True while a game is on screen (playing, or its death screen), so the
    /// world and the HUD are drawn.
    pub fn shows_game(&self) -> bool {
        matches!(self, State::Game(_))
    }

    /// Where an error screen opened from here returns to.
    pub fn return_to(&self) -> ReturnTo {
        match self {
            State::Game(_) => ReturnTo::Game,
            State::WorldErrors(errors) => errors.back(),
            State::MainMenu(_) | State::Confirm(_) | State::Replay(_) => ReturnTo::MainMenu,
        }
    }
}
