//! `App`: the event bus with its handlers, the shared state and the active
//! screen — everything the browser (or a test, or the command-line tool)
//! drives.

use super::app_state::WorldSource;
use super::app_state::{AppState, HostRequest};
use super::bus::EventBus;
use super::event::Event;
use super::handlers;
use super::state::State;
use crate::audio::{MusicPlayer, SoundPlayer};
use crate::game::Game;
use crate::render::Painter;
use serde_json::Value;

/// The whole application, host-independent.
#[derive(Debug)]
pub struct App {
    bus: EventBus,
    shared: AppState,
    state: State,
}

impl App {
    /// A new app at the main menu; `entropy` seeds the random worlds offered.
    pub fn new(entropy: u64) -> App {
        App {
            bus: EventBus::new(handlers::all()),
            shared: AppState::new(entropy),
            state: State::main_menu(),
        }
    }

    /// Runs one event (and its follow-ups) through the bus.
    pub fn dispatch(&mut self, event: Event, painter: &mut dyn Painter) {
        self.shared.audio.begin_moment();
        if let Event::Tick { now_ms } = event {
            self.shared.clock.now_ms = now_ms;
            painter.set_ui_scale(self.shared.options.scale_factor());
        }
        self.bus.dispatch(event, &mut self.shared, &mut self.state, painter);
    }

    /// Starts the game `source` describes with `seed`, as if chosen in the
    /// menu; the error lines of a bad world otherwise (the app is unchanged).
    pub fn start(&mut self, source: WorldSource, seed: u64) -> Result<(), Vec<String>> {
        let game = super::worlds::build_game(&source, seed)?;
        self.play(game, source);
        Ok(())
    }

    /// Makes `game` the current game and shows it (hosts and tests that
    /// build a game themselves).
    pub fn play(&mut self, game: Game, source: WorldSource) {
        self.shared.start_session(game, source);
        self.state = State::playing();
    }

    /// What every screen shares.
    pub fn state(&self) -> &AppState {
        &self.shared
    }

    /// What every screen shares, mutably (hosts restoring or tests arranging a game).
    pub fn state_mut(&mut self) -> &mut AppState {
        &mut self.shared
    }

    /// The active screen and its data.
    pub fn screen(&self) -> &State {
        &self.state
    }

    /// Hands the sounds of the last dispatch, and the music when it
    /// changed, to the host's `player` (at the player's volumes).
    pub fn play_audio<P: SoundPlayer + MusicPlayer + ?Sized>(&mut self, player: &mut P) {
        let music_gain = self.shared.options.sound.music_gain();
        self.shared.audio.flush(music_gain, player);
    }

    /// Takes what a screen reader is to be told since the last call.
    pub fn take_speech(&mut self) -> Vec<super::speech::Announcement> {
        self.shared.speech.take()
    }

    /// The handlers' names, in call order.
    pub fn handler_names(&self) -> Vec<&'static str> {
        self.bus.handler_names()
    }

    /// Takes the requests handlers made of the page.
    pub fn take_requests(&mut self) -> Vec<HostRequest> {
        std::mem::take(&mut self.shared.requests)
    }

    /// Where the camera looked in the last frame, in cells, while a game is
    /// on screen: tests see it glide, or jump with reduced motion. Not in
    /// the snapshot, which stays the same from frame to frame.
    pub fn camera(&self) -> Option<(f64, f64)> {
        let view = self.shared.world_view.as_ref().filter(|_| self.state.shows_game())?;
        Some(view.center)
    }

    /// The point of the canvas, in CSS pixels, at the centre of `cell` as
    /// the world was last drawn (where a test points the mouse), while a
    /// game is on screen.
    pub fn cell_point(&self, cell: crate::game::Coordinates) -> Option<(f64, f64)> {
        let view = self.shared.world_view.as_ref().filter(|_| self.state.shows_game())?;
        let (x, y) = view.cell_rect(cell).center();
        let ratio = self.shared.viewport.ratio;
        Some((x / ratio, y / ratio))
    }

    /// The screen's and the mode's own fields only (`exploring`,
    /// `dungeon_play`, …) — what a driver checks between keys — without the
    /// game's objects and messages, which [`App::snapshot`] lists whole: a
    /// driver that took a full snapshot after every key paid for every
    /// message so far on each (100,000 items on one cell: quadratic).
    pub fn status(&self) -> Value {
        let mut status = crate::json_value!({ "screen": self.state.screen_name() });
        if let Some(session) = &self.shared.session {
            session.mode().describe(session, &mut status);
        }
        self.state.screen().describe(&mut status);
        status
    }

    /// A plain JSON description of the app and the game (the schema in
    /// ARCHITECTURE.md).
    pub fn snapshot(&self) -> Value {
        let mut snapshot = self.snapshot_but_objects();
        if let Some(session) = &self.shared.session {
            snapshot["objects"] = session.game.snapshot_objects_value();
        }
        snapshot
    }

    /// [`App::snapshot`] as JSON text, after `edit` (a host's own fields):
    /// the game's objects are written straight into the text rather than
    /// built as a tree first, so a snapshot of 100,000 objects costs their
    /// text, not several hundred megabytes (issue 29). The same members as
    /// [`App::snapshot`], the objects last.
    pub fn snapshot_text(&self, edit: impl FnOnce(&mut Value)) -> String {
        let mut snapshot = self.snapshot_but_objects();
        edit(&mut snapshot);
        let mut text = crate::json::to_string(&snapshot);
        let Some(session) = &self.shared.session else { return text };
        // The snapshot is an object: its closing brace comes last.
        text.pop();
        if text.len() > 1 {
            text.push(',');
        }
        text.push_str("\"objects\":");
        let mut w = crate::json::Writer::compact_into(text);
        session.game.write_snapshot_objects(&mut w);
        let mut text = w.finish();
        text.push('}');
        text
    }

    /// [`App::snapshot`] without the game's `objects`.
    fn snapshot_but_objects(&self) -> Value {
        let app = &self.shared;
        let mut snapshot = match &app.session {
            Some(session) => session.game.snapshot_but_objects(),
            None => crate::json_value!({ "turn": 0, "depth": 1 }),
        };
        snapshot["screen"] = crate::json_value!(self.state.screen_name());
        snapshot["lang"] = crate::json_value!(crate::locale::current_language());
        snapshot["debug_overlay"] = crate::json_value!(app.debug.visible);
        if app.debug.cheat {
            // Only while it cheats: the game's part of the snapshot stays
            // the same whether the overlay is on or not.
            snapshot["debug_cheat"] = crate::json_value!(true);
        }
        if let Some(session) = &app.session {
            snapshot["world"] = crate::json_value!(session.source.to_string());
        }
        snapshot["options"] = app.options.snapshot();
        let mut audio = app.audio.snapshot();
        audio["muted"] = crate::json_value!(app.options.sound.muted);
        audio["volume"] = crate::json_value!(app.options.sound.volume);
        snapshot["audio"] = audio;
        if let Some(session) = &app.session {
            // A mode's own fields (a dungeon's response), on every screen of
            // its game.
            session.mode().describe(session, &mut snapshot);
        }
        self.state.screen().describe(&mut snapshot);
        // The help's keys follow the bindings, which only the app knows.
        let help_keys = match &self.state {
            State::Game(super::state::GameState::CommonGame(_)) => {
                let mode =
                    app.session.as_ref().map_or(
                        &super::play_mode::Classic as &dyn super::play_mode::PlayMode,
                        |s| s.mode(),
                    );
                Some(mode.help_keys(&app.options.bindings))
            }
            State::Byow(_) => Some(super::screens::byow_help_keys(&app.options.bindings)),
            _ => None,
        };
        if let Some(keys) = help_keys.filter(|_| snapshot.get("help").is_some()) {
            let keys: Vec<Value> =
                keys.into_iter().map(|(k, what)| crate::json_value!([k, what])).collect();
            snapshot["help"]["keys"] = crate::json_value!(keys);
            // And the guide is the mode's.
            if let (Some(session), Some(_)) = (&app.session, snapshot["help"].get("guide")) {
                snapshot["help"]["guide"] = crate::json_value!(session.mode().guide(session));
            }
        }
        if let Some(menu) = self.state.screen().menu(app) {
            snapshot["menu"] = menu.to_json();
        }
        if let Some(notice) = &app.notice {
            snapshot["notice"] = crate::json_value!(notice.text);
        }
        snapshot
    }
}
