//! `Screen`: what one screen of the app does with the keys, frames and events
//! that reach it while it is active. Only the active screen gets them, so a
//! key acts once, on the screen the player was looking at.

use super::app_state::AppState;
use super::bus::Outbox;
use super::event::Event;
use super::key::{Key, Modifiers};
use super::options::{Action, Mode};
use super::speech::{MenuView, News};
use super::state::State;
use crate::audio::Heard;
use crate::render::Painter;
use serde_json::Value;

/// A key press as a screen gets it (browser shortcuts never reach a screen).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyPress {
    /// Which key.
    pub code: Key,
    /// True for the browser's auto-repeat while the key is held.
    pub repeat: bool,
    /// Modifiers held (only Shift, in practice).
    pub modifiers: Modifiers,
    /// The character the key typed, if the host knows it.
    pub typed: Option<char>,
    /// What the player's bindings make of the key, if anything.
    pub action: Option<Action>,
}

impl KeyPress {
    /// A press of `code` with nothing typed and no action: for screens'
    /// own tests.
    pub fn plain(code: Key) -> KeyPress {
        KeyPress { code, repeat: false, modifiers: Modifiers::default(), typed: None, action: None }
    }
}

/// One screen, owning what only it needs. Each method may return the state
/// to switch to; the bus's handlers after the screen see it at once.
pub trait Screen: crate::native_debug::NativeDebug {
    /// The name `snapshot().screen` reports.
    fn name(&self) -> &'static str;

    /// Whose key bindings this screen reads ([`KeyPress::action`] is an
    /// action of this mode).
    fn key_mode(&self, _app: &AppState) -> Mode {
        Mode::Game
    }

    /// A key press while this screen is active.
    fn handle_key(
        &mut self,
        press: KeyPress,
        app: &mut AppState,
        outbox: &mut Outbox,
    ) -> Option<State>;

    /// Any other event but `Tick` while this screen is active (game events).
    fn handle_event(&mut self, _event: &Event, _app: &mut AppState) -> Option<State> {
        None
    }

    /// A frame, before it is drawn: a screen that acts over time (one step
    /// of auto-explore per interval) acts here.
    fn update(&mut self, _app: &mut AppState, _outbox: &mut Outbox) -> Option<State> {
        None
    }

    /// A frame: animate and draw, on top of the game layers when the state
    /// [shows a game](State::shows_game).
    fn tick(&mut self, _app: &AppState, _painter: &mut dyn Painter) {}

    /// Adds what this screen shows to `snapshot()`.
    fn describe(&self, _snapshot: &mut Value) {}

    /// The menu as displayed, on a screen that shows one: `snapshot().menu`,
    /// and what a screen reader hears as its cursor moves.
    fn menu(&self, _app: &AppState) -> Option<MenuView> {
        None
    }

    /// What a screen reader should hear of this screen besides the game's
    /// messages and its menu (a death, a status line), see [`News`].
    fn news(&self, _app: &AppState) -> News {
        News::default()
    }

    /// What the player should hear of this screen's latest step besides
    /// the game's messages and events (a mode's own happenings, a step or
    /// a bump), see [`Heard`].
    fn heard(&self) -> Heard {
        Heard::default()
    }
}

crate::debug_as_trait_name!(Screen);
