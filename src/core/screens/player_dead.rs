//! PlayerDead: the death screen, drawn over the world the player died in. It
//! offers a new game, the replay, or the main menu.

use super::ReplayViewer;
use crate::core::app_state::{AppState, Session, WorldSource};
use crate::core::bus::Outbox;
use crate::core::key::Key;
use crate::core::screen::{KeyPress, Screen};
use crate::core::state::State;
use crate::core::worlds;
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle};

/// The death screen and the run it sums up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerDead {
    level: i32,
    turns: u64,
}

impl PlayerDead {
    /// The death screen of `session`'s game.
    pub fn of(session: &Session) -> PlayerDead {
        PlayerDead { level: session.game.player.level, turns: session.game.turn }
    }
}

impl Screen for PlayerDead {
    fn name(&self) -> &'static str {
        "dead"
    }

    fn handle_key(&mut self, press: KeyPress, app: &mut AppState, _: &mut Outbox) -> Option<State> {
        match press.code {
            Key::N | Key::Enter => {
                let source = match app.session.as_ref().map(|s| s.source.clone()) {
                    Some(WorldSource::Random { .. } | WorldSource::Descent { .. }) | None => {
                        WorldSource::Descent { seed: app.next_seed() }
                    }
                    Some(other) => other,
                };
                Some(worlds::start_or_report(app, source, &State::main_menu()))
            }
            Key::M | Key::Escape => Some(State::main_menu()),
            Key::R => ReplayViewer::of_current_game(app),
            _ => None,
        }
    }

    fn tick(&mut self, _: &AppState, p: &mut dyn Painter) {
        let (w, h) = p.size();
        let l = Layout::new(w, h);
        p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(Color::rgba(40, 0, 0, 150)));
        let title =
            TextStyle::new(l.u(64.0), theme::HEALTH).aligned(Align::Center, Baseline::Top).bold();
        p.draw_text("You died", w / 2.0, h * 0.3, &title);
        let body = TextStyle::new(l.u(20.0), theme::TEXT).aligned(Align::Center, Baseline::Top);
        let summary = format!("Level {}, {} turns.", self.level, self.turns);
        p.draw_text(&summary, w / 2.0, h * 0.3 + l.u(86.0), &body);
        let keys = TextStyle::new(l.u(20.0), theme::GOLD).aligned(Align::Center, Baseline::Top);
        p.draw_text(
            "N — new game    R — watch the replay    M — main menu",
            w / 2.0,
            h * 0.3 + l.u(130.0),
            &keys,
        );
    }
}
