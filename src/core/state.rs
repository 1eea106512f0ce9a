//! The event bus's state machine (the seed's `State`): which screen is active.
//! Each variant carries the screen that owns its data; [`State::screen_mut`]
//! is where input and frames reach it.

use super::app_state::AppState;
use super::screen::Screen;
use super::screens::{
    ByowMode, CommonGame, Confirm, HighScoreList, Look, MainMenu, MessageHistory, OptionsMenu,
    PlayerDead, PlayerWon, ReplayViewer, Restoring, WorldErrors,
};
use crate::game::Ending;

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
    /// The high-score table, opened from the menu.
    HighScores(HighScoreList),
    /// The player's options, opened from the menu.
    Options(OptionsMenu),
    /// Build Your Own World, from its welcome screen (boxed: a whole world).
    Byow(Box<ByowMode>),
    /// A dungeon save or replay is played back a slice a frame (boxed: a
    /// whole game in the making).
    Restoring(Box<Restoring>),
}

/// The states of a game: the world, the HUD and the level-up banner are
/// drawn under each.
#[derive(Debug)]
pub enum GameState {
    /// Playing.
    CommonGame(CommonGame),
    /// The player has died; the death screen is shown.
    PlayerDead(PlayerDead),
    /// The run's goal was met; the win screen is shown.
    PlayerWon(PlayerWon),
    /// The look cursor is over the world.
    Looking(Look),
    /// The run's messages are listed.
    History(MessageHistory),
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

    /// Back to the current game: playing it, or its end screen (death or
    /// win) if it is over.
    pub fn continue_game(app: &AppState) -> State {
        match &app.session {
            Some(session) => match session.ending() {
                Some(Ending::Won) => State::Game(GameState::PlayerWon(PlayerWon::of(session))),
                Some(_) => State::Game(GameState::PlayerDead(PlayerDead::of(session))),
                None => State::playing(),
            },
            None => State::playing(),
        }
    }

    /// The active screen.
    pub fn screen(&self) -> &dyn Screen {
        match self {
            State::MainMenu(s) => s,
            State::Confirm(s) => s,
            State::Game(GameState::CommonGame(s)) => s,
            State::Game(GameState::PlayerDead(s)) => s,
            State::Game(GameState::PlayerWon(s)) => s,
            State::Game(GameState::Looking(s)) => s,
            State::Game(GameState::History(s)) => s,
            State::Replay(s) => s.as_ref(),
            State::WorldErrors(s) => s,
            State::HighScores(s) => s,
            State::Options(s) => s,
            State::Byow(s) => s.as_ref(),
            State::Restoring(s) => s.as_ref(),
        }
    }

    /// The active screen, to hand it a key, a frame or an event.
    pub fn screen_mut(&mut self) -> &mut dyn Screen {
        match self {
            State::MainMenu(s) => s,
            State::Confirm(s) => s,
            State::Game(GameState::CommonGame(s)) => s,
            State::Game(GameState::PlayerDead(s)) => s,
            State::Game(GameState::PlayerWon(s)) => s,
            State::Game(GameState::Looking(s)) => s,
            State::Game(GameState::History(s)) => s,
            State::Replay(s) => s.as_mut(),
            State::WorldErrors(s) => s,
            State::HighScores(s) => s,
            State::Options(s) => s,
            State::Byow(s) => s.as_mut(),
            State::Restoring(s) => s.as_mut(),
        }
    }

    /// Build Your Own World's welcome screen, a fresh game.
    pub fn byow() -> State {
        State::Byow(Box::default())
    }

    /// The name `snapshot().screen` reports.
    pub fn screen_name(&self) -> &'static str {
        self.screen().name()
    }

    /// True while a game is on screen (playing, looking, its messages, or
    /// its end screen), so the world and the HUD are drawn.
    pub fn shows_game(&self) -> bool {
        matches!(self, State::Game(_))
    }

    /// Where an error screen opened from here returns to.
    pub fn return_to(&self) -> ReturnTo {
        match self {
            State::Game(_) => ReturnTo::Game,
            State::WorldErrors(errors) => errors.back(),
            State::MainMenu(_)
            | State::Confirm(_)
            | State::Replay(_)
            | State::HighScores(_)
            | State::Options(_)
            | State::Byow(_)
            | State::Restoring(_) => ReturnTo::MainMenu,
        }
    }
}
