//! MessageHistory: every message of the run, scrollable — ↑ ↓ (or W S) a
//! line, PgUp PgDn a page, Home the first, End the last; Escape (or H) goes
//! back to the game or to its end screen; the mouse wheel scrolls too. It
//! opens at the newest messages.

use crate::core::app_state::AppState;
use crate::core::bus::Outbox;
use crate::core::event::Event;
use crate::core::key::Key;
use crate::core::options::Action;
use crate::core::screen::{KeyPress, Screen};
use crate::core::state::{GameState, State};
use crate::game::MessageLog;
use crate::locale;
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle};
use serde_json::Value;

/// The history screen: how far it is scrolled and how many lines fit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageHistory {
    /// Messages in the log (no turn passes while the history is open).
    count: usize,
    /// Lines scrolled back from the newest: 0 shows the newest at the bottom.
    from_end: usize,
    /// Lines that fit on the screen, as last drawn: one page.
    rows: usize,
}

impl MessageHistory {
    /// The history of a log of `count` messages, at its newest.
    pub fn new(count: usize) -> MessageHistory {
        MessageHistory { count, from_end: 0, rows: 12 }
    }

    /// The history of the current game, if there is one.
    pub fn open(app: &AppState) -> Option<State> {
        let count = app.session.as_ref()?.game.log.len();
        Some(State::Game(GameState::History(MessageHistory::new(count))))
    }

    /// The messages shown: indices `first..last` of the log.
    pub fn shown(&self) -> (usize, usize) {
        let last = self.count - self.from_end.min(self.count);
        (last.saturating_sub(self.rows), last)
    }

    fn scroll_back(&mut self, lines: usize) {
        let oldest = self.count.saturating_sub(self.rows);
        self.from_end = self.from_end.saturating_add(lines).min(oldest);
    }

    fn scroll_on(&mut self, lines: usize) {
        self.from_end = self.from_end.saturating_sub(lines);
    }
}

impl Screen for MessageHistory {
    fn name(&self) -> &'static str {
        "messages"
    }

    fn handle_key(&mut self, press: KeyPress, app: &mut AppState, _: &mut Outbox) -> Option<State> {
        let page = self.rows.saturating_sub(1).max(1);
        match (press.code, press.action) {
            (Key::Escape, _) | (_, Some(Action::History)) => {
                return Some(State::continue_game(app));
            }
            (Key::Up, _) | (_, Some(Action::MoveUp)) => self.scroll_back(1),
            (Key::Down, _) | (_, Some(Action::MoveDown)) => self.scroll_on(1),
            (Key::PageUp, _) => self.scroll_back(page),
            (Key::PageDown, _) => self.scroll_on(page),
            (Key::Home, _) => self.scroll_back(usize::MAX),
            (Key::End, _) => self.from_end = 0,
            _ => {}
        }
        None
    }

    fn handle_event(&mut self, event: &Event, _app: &mut AppState) -> Option<State> {
        // The wheel scrolls by the lines it turned (up: older messages).
        if let Event::Wheel { lines } = *event {
            let by = lines.unsigned_abs() as usize;
            if lines < 0 {
                self.scroll_back(by);
            } else {
                self.scroll_on(by);
            }
        }
        None
    }

    fn tick(&mut self, app: &AppState, p: &mut dyn Painter) {
        let Some(session) = &app.session else { return };
        self.count = session.game.log.len();
        self.draw(&session.game.log, session.game.turn, p);
    }

    fn describe(&self, snapshot: &mut Value) {
        let (first, last) = self.shown();
        snapshot["history"] = crate::json_value!({ "count": self.count, "first": first, "last": last, "rows": self.rows });
    }
}

impl MessageHistory {
    fn draw(&mut self, log: &MessageLog, turn: u64, p: &mut dyn Painter) {
        let (w, h) = p.size();
        let l = Layout::of(p);
        p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(Color::rgba(6, 5, 12, 200)));
        let panel = Rect::new(
            (w / 2.0 - l.u(460.0)).max(l.u(12.0)),
            l.u(40.0),
            l.u(920.0).min(w - l.u(24.0)),
            h - l.u(80.0),
        );
        p.fill_rect(panel, &Fill::Solid(theme::PANEL));
        p.stroke_rect(panel, theme::PANEL_EDGE, l.u(2.0).max(1.0));
        let pad = l.u(24.0);
        let title = TextStyle::new(l.u(26.0), theme::GOLD).bold();
        let heading = locale::phrase_with(
            "history_heading",
            &[("count", log.len().into()), ("turns", turn.into())],
        );
        p.draw_text(&heading, panel.x + pad, panel.y + l.u(18.0), &title);
        let line_h = l.u(26.0);
        let body_top = panel.y + l.u(70.0);
        let body_h = panel.h - l.u(70.0) - l.u(56.0);
        self.rows = ((body_h / line_h).floor() as usize).max(1);
        // A resize may leave the view scrolled past the oldest message.
        self.scroll_back(0);
        let (first, last) = self.shown();
        let number = TextStyle::new(l.u(15.0), theme::MUTED).mono();
        let text = TextStyle::new(l.u(17.0), theme::TEXT);
        for (row, entry) in log.all()[first..last].iter().enumerate() {
            let y = body_top + line_h * row as f64;
            p.draw_text(&format!("T{}", entry.turn), panel.x + pad, y + l.u(2.0), &number);
            p.draw_text(&locale::text(&entry.message), panel.x + pad + l.u(80.0), y, &text);
        }
        if log.is_empty() {
            p.draw_text(&locale::phrase("history_empty", &[]), panel.x + pad, body_top, &text);
        }
        if log.len() > self.rows {
            let track = Rect::new(panel.x + panel.w - l.u(14.0), body_top, l.u(6.0), body_h);
            p.fill_rect(track, &Fill::Solid(Color::rgba(0, 0, 0, 160)));
            let n = log.len() as f64;
            let thumb = Rect::new(
                track.x,
                track.y + track.h * first as f64 / n,
                track.w,
                (track.h * (last - first) as f64 / n).max(l.u(8.0)),
            );
            p.fill_rect(thumb, &Fill::Solid(theme::GOLD));
        }
        let hint = TextStyle::new(l.u(15.0), theme::MUTED).aligned(Align::Center, Baseline::Top);
        p.draw_text(
            &locale::phrase("history_keys", &[]),
            panel.x + panel.w / 2.0,
            panel.y + panel.h - l.u(38.0),
            &hint,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scrolling_stays_between_the_oldest_and_the_newest() {
        let mut history = MessageHistory { count: 30, from_end: 0, rows: 10 };
        assert_eq!(history.shown(), (20, 30));
        history.scroll_back(3);
        assert_eq!(history.shown(), (17, 27));
        history.scroll_back(usize::MAX);
        assert_eq!(history.shown(), (0, 10));
        history.scroll_on(9);
        assert_eq!(history.shown(), (9, 19));
        history.scroll_on(100);
        assert_eq!(history.shown(), (20, 30));
        let short = MessageHistory { count: 4, from_end: 0, rows: 10 };
        assert_eq!(short.shown(), (0, 4));
    }
}
