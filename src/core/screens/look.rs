//! Look: a cursor over the world, starting on the player and moved with
//! W A S D or the arrows, that names what is on its cell — only what the
//! player sees or remembers ([`Game::describe`]). Escape (or L) goes back;
//! looking takes no turn.

use crate::content::Content;
use crate::core::app_state::AppState;
use crate::core::bus::Outbox;
use crate::core::key::Key;
use crate::core::options::Action;
use crate::core::screen::{KeyPress, Screen};
use crate::core::speech::News;
use crate::core::state::{GameState, State};
use crate::game::{Coordinates, Description, Game};
use crate::locale;
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle};
use serde_json::Value;

/// The look screen: the cursor and what the player knows of its cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Look {
    cursor: Coordinates,
    description: Option<Description>,
    lines: Vec<String>,
}

impl Look {
    /// Looking at `cell` of `game`.
    pub fn at(game: &Game, cell: Coordinates) -> Look {
        let description = game.describe(cell);
        let lines = locale::describe(description.as_ref());
        Look { cursor: cell, description, lines }
    }

    /// Looking at the current game, the cursor on the player.
    pub fn open(app: &AppState) -> Option<State> {
        let game = &app.session.as_ref()?.game;
        Some(State::Game(GameState::Looking(Look::at(game, game.player.coordinates))))
    }

    /// The cell under the cursor.
    pub fn cursor(&self) -> Coordinates {
        self.cursor
    }

    /// What is said of it, line by line.
    pub fn lines(&self) -> &[String] {
        &self.lines
    }
}

/// How far from the player the cursor goes: as far as the light reaches.
fn reach() -> i32 {
    Content::get().world.darkness_radius
}

impl Screen for Look {
    fn name(&self) -> &'static str {
        "look"
    }

    fn handle_key(&mut self, press: KeyPress, app: &mut AppState, _: &mut Outbox) -> Option<State> {
        let step = match (press.code, press.action) {
            (Key::Escape, _) | (_, Some(Action::Look)) => return Some(State::continue_game(app)),
            (Key::Up, _) | (_, Some(Action::MoveUp)) => Coordinates::new(0, -1),
            (Key::Down, _) | (_, Some(Action::MoveDown)) => Coordinates::new(0, 1),
            (Key::Left, _) | (_, Some(Action::MoveLeft)) => Coordinates::new(-1, 0),
            (Key::Right, _) | (_, Some(Action::MoveRight)) => Coordinates::new(1, 0),
            _ => return None,
        };
        let game = &app.session.as_ref()?.game;
        let to = self.cursor + step;
        if to.chebyshev(game.player.coordinates) <= reach() {
            *self = Look::at(game, to);
        }
        None
    }

    fn tick(&mut self, app: &AppState, p: &mut dyn Painter) {
        let Some(view) = app.world_view else { return };
        let (w, h) = p.size();
        let l = Layout::of(p);
        let cell = view.cell_rect(self.cursor);
        let edge = l.u(3.0).max(2.0);
        p.stroke_rect(cell.inset(-edge / 2.0), Color::rgb(0, 0, 0), edge + 2.0);
        p.stroke_rect(cell.inset(-edge / 2.0), theme::GOLD, edge);
        let style = TextStyle::new(l.u(17.0), theme::TEXT);
        let pad = l.u(12.0);
        let line_h = l.u(24.0);
        let width = self.lines.iter().map(|s| p.measure_text(s, &style)).fold(0.0, f64::max);
        let panel_w = width + pad * 2.0;
        let panel_h = line_h * self.lines.len() as f64 + pad * 2.0 - l.u(6.0);
        // Beside the cursor, on whichever side has room, kept on screen.
        let right = cell.x + cell.w + l.u(12.0);
        let x = if right + panel_w <= w { right } else { (cell.x - l.u(12.0) - panel_w).max(0.0) };
        let y = cell.y.clamp(0.0, (h - panel_h).max(0.0));
        let panel = Rect::new(x, y, panel_w, panel_h);
        p.fill_rect(panel, &Fill::Solid(theme::PANEL));
        p.stroke_rect(panel, theme::GOLD, l.u(2.0).max(1.0));
        for (i, line) in self.lines.iter().enumerate() {
            let color = if i == 0 { theme::GOLD } else { theme::TEXT };
            let at = (panel.x + pad, panel.y + pad + line_h * i as f64);
            p.draw_text(line, at.0, at.1, &TextStyle { color, ..style });
        }
        let hint = TextStyle::new(l.u(16.0), theme::GOLD).aligned(Align::Center, Baseline::Top);
        // Below where notices appear.
        let bar = Rect::new(0.0, l.u(60.0), w, l.u(30.0));
        p.fill_rect(
            Rect::new(w / 2.0 - l.u(250.0), bar.y, l.u(500.0), bar.h),
            &Fill::Solid(theme::PANEL),
        );
        p.draw_text(&locale::phrase("look_keys", &[]), w / 2.0, bar.y + l.u(6.0), &hint);
    }

    fn news(&self, _: &AppState) -> News {
        // Each cell the cursor reaches is news, even one described alike.
        let key = (u64::from(self.cursor.x as u32) << 32) | u64::from(self.cursor.y as u32);
        News { key, lines: self.lines.clone(), urgent: false }
    }

    fn describe(&self, snapshot: &mut Value) {
        snapshot["look"] = crate::json_value!({
            "x": self.cursor.x,
            "y": self.cursor.y,
            "description": self.description,
            "lines": self.lines,
        });
    }
}
