//! PlayerWon: the win screen, opened when the run's goal is met, drawn over
//! the world it was won in. It sums the run up and has the death screen's
//! keys.

use super::end_screen;
use crate::core::app_state::{AppState, Session};
use crate::core::bus::Outbox;
use crate::core::options::Mode;
use crate::core::run_summary::RunSummary;
use crate::core::screen::{KeyPress, Screen};
use crate::core::speech::News;
use crate::core::state::State;
use crate::render::{theme, Color, Painter};
use serde_json::Value;

/// The win screen and the run it sums up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerWon {
    run: RunSummary,
    /// The mode's own lines (why a labyrinth ended, in its words).
    own: Vec<String>,
}

impl PlayerWon {
    /// The win screen of `session`'s game.
    pub fn of(session: &Session) -> PlayerWon {
        PlayerWon { run: RunSummary::of(session), own: session.mode().end_lines(session) }
    }

    /// The run it sums up.
    pub fn run(&self) -> &RunSummary {
        &self.run
    }
}

impl Screen for PlayerWon {
    fn name(&self) -> &'static str {
        "won"
    }

    fn key_mode(&self, _app: &AppState) -> Mode {
        Mode::End
    }

    fn handle_key(&mut self, press: KeyPress, app: &mut AppState, _: &mut Outbox) -> Option<State> {
        end_screen::handle_key(press, app)
    }

    fn tick(&mut self, app: &AppState, p: &mut dyn Painter) {
        end_screen::draw(
            &self.run,
            &self.own,
            Color::rgba(30, 22, 0, 150),
            theme::GOLD,
            &app.options.bindings,
            p,
        );
    }

    fn describe(&self, snapshot: &mut Value) {
        end_screen::describe(&self.run, snapshot);
    }

    fn news(&self, app: &AppState) -> News {
        end_screen::news(&self.run, &self.own, false, &app.options.bindings)
    }
}
