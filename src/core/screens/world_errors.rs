//! WorldErrors: the screen that lists every `FILE:LINE:COL` mistake of a
//! world file; Escape returns to where the player was, with their game
//! untouched.

use crate::core::app_state::AppState;
use crate::core::bus::Outbox;
use crate::core::key::Key;
use crate::core::screen::{KeyPress, Screen};
use crate::core::state::{ReturnTo, State};
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle};
use serde_json::{json, Value};

/// The error screen: every problem of the world file, and where Escape goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorldErrors {
    lines: Vec<String>,
    back: ReturnTo,
    title: &'static str,
}

impl WorldErrors {
    /// The screen listing `lines`; Escape returns to `back`.
    pub fn new(lines: Vec<String>, back: ReturnTo) -> WorldErrors {
        WorldErrors { lines, back, title: "This world file has mistakes" }
    }

    /// The same screen for a Terra Incognita labyrinth.
    pub fn of_labyrinth(lines: Vec<String>, back: ReturnTo) -> WorldErrors {
        WorldErrors { title: "This labyrinth has mistakes", ..WorldErrors::new(lines, back) }
    }

    /// The same screen for a Dungeon Mania dungeon or config.
    pub fn of_dungeon(lines: Vec<String>, back: ReturnTo) -> WorldErrors {
        WorldErrors { title: "This dungeon has mistakes", ..WorldErrors::new(lines, back) }
    }

    /// Where Escape returns to.
    pub fn back(&self) -> ReturnTo {
        self.back
    }
}

impl Screen for WorldErrors {
    fn name(&self) -> &'static str {
        "world_errors"
    }

    fn handle_key(&mut self, press: KeyPress, app: &mut AppState, _: &mut Outbox) -> Option<State> {
        if press.code != Key::Escape {
            return None;
        }
        Some(match self.back {
            ReturnTo::Game if app.session.is_some() => State::continue_game(app),
            _ => State::main_menu(),
        })
    }

    fn tick(&mut self, _: &AppState, painter: &mut dyn Painter) {
        draw(self.title, &self.lines, painter);
    }

    fn describe(&self, snapshot: &mut Value) {
        snapshot["world_errors"] = json!(self.lines);
    }
}

fn draw(title_text: &str, lines: &[String], p: &mut dyn Painter) {
    let (w, h) = p.size();
    let l = Layout::new(w, h);
    p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(Color::rgba(10, 6, 12, 235)));
    let title = TextStyle::new(l.u(34.0), theme::HEALTH).bold();
    let margin = l.u(48.0);
    p.draw_text(title_text, margin, margin, &title);
    let body = TextStyle::new(l.u(16.0), theme::TEXT).mono();
    let line_h = l.u(22.0);
    let room = ((h - margin * 2.0 - l.u(110.0)) / line_h).max(1.0) as usize;
    for (i, line) in lines.iter().take(room).enumerate() {
        let color = if line.contains(": warning:") { theme::GOLD } else { theme::TEXT };
        p.draw_text(
            line,
            margin,
            margin + l.u(60.0) + line_h * i as f64,
            &TextStyle { color, ..body },
        );
    }
    if lines.len() > room {
        let more = format!("… and {} more", lines.len() - room);
        p.draw_text(&more, margin, margin + l.u(60.0) + line_h * room as f64, &body);
    }
    let hint = TextStyle::new(l.u(16.0), theme::MUTED).aligned(Align::Left, Baseline::Top);
    p.draw_text("Escape — back (your game is safe)", margin, h - margin, &hint);
}
