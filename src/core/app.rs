//! `App`: the event bus with its handlers and the shared state — everything the
//! browser (or a test, or the command-line tool) drives.

use super::app_state::WorldSource;
use super::app_state::{AppState, HostRequest};
use super::bus::EventBus;
use super::event::Event;
use super::handlers;
use super::state::{GameState, State};
use crate::render::Painter;
use serde_json::{json, Value};

/// The whole application, host-independent.
#[derive(Debug)]
pub struct App {
    bus: EventBus,
    state: AppState,
}

impl App {
    /// A new app at the main menu; `entropy` seeds the random worlds offered.
    pub fn new(entropy: u64) -> App {
        App { bus: EventBus::new(handlers::all()), state: AppState::new(entropy) }
    }

    /// Runs one event (and its follow-ups) through the bus.
    pub fn dispatch(&mut self, event: Event, painter: &mut dyn Painter) {
        if let Event::Tick { now_ms } = event {
            self.state.clock.now_ms = now_ms;
        }
        self.bus.dispatch(event, &mut self.state, painter);
    }

    /// Starts the game `source` describes with `seed`, as if chosen in the
    /// menu; the error lines of a bad world otherwise (the app is unchanged).
    pub fn start(&mut self, source: WorldSource, seed: u64) -> Result<(), Vec<String>> {
        let game = super::worlds::build_game(&source, seed)?;
        self.state.start_session(game, source);
        self.state.state = State::Game(GameState::CommonGame);
        Ok(())
    }

    /// The shared state.
    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// The shared state, mutably (hosts restoring or tests arranging a game).
    pub fn state_mut(&mut self) -> &mut AppState {
        &mut self.state
    }

    /// The handlers' names, in call order.
    pub fn handler_names(&self) -> Vec<&'static str> {
        self.bus.handler_names()
    }

    /// Takes the requests handlers made of the page.
    pub fn take_requests(&mut self) -> Vec<HostRequest> {
        std::mem::take(&mut self.state.requests)
    }

    /// A plain JSON description of the app and the game (the schema in
    /// ARCHITECTURE.md).
    pub fn snapshot(&self) -> Value {
        let mut snapshot = match &self.state.session {
            Some(session) => session.game.snapshot(),
            None => json!({ "turn": 0 }),
        };
        snapshot["screen"] = json!(self.state.state.screen_name());
        snapshot["debug_overlay"] = json!(self.state.debug.visible);
        if let Some(session) = &self.state.session {
            snapshot["world"] = json!(session.source.to_string());
        }
        if !self.state.world_errors.is_empty() {
            snapshot["world_errors"] = json!(self.state.world_errors);
        }
        if self.state.state == State::Replay {
            snapshot["replay"] = self.state.replay.as_ref().map_or(Value::Null, |r| r.status());
        }
        if let Some(source) = &self.state.pending_start {
            snapshot["confirm"] = json!(format!("replace your game with {source}"));
        }
        if let Some(notice) = &self.state.notice {
            snapshot["notice"] = json!(notice.text);
        }
        snapshot
    }
}
