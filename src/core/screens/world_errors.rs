//! WorldErrors: the screen that lists every `FILE:LINE:COL` mistake of a
//! world file, scrolled with the arrows, Page Up / Page Down, Home and End;
//! Escape returns to where the player was, with their game untouched. The
//! warnings of a started world (or a Dungeon Mania config) are listed the
//! same way; Escape then plays.

use crate::core::app_state::AppState;
use crate::core::bus::Outbox;
use crate::core::key::Key;
use crate::core::screen::{KeyPress, Screen};
use crate::core::speech::News;
use crate::core::state::{ReturnTo, State};
use crate::locale::{phrase, phrase_with};
use crate::modes::WorldKind;
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle};
use serde_json::Value;

/// The error screen: every problem of the world file, and where Escape goes.
#[derive(Debug)]
pub struct WorldErrors {
    lines: Vec<String>,
    back: ReturnTo,
    title: &'static str,
    /// What Escape does, for the hint line.
    escape: &'static str,
    /// The first line shown.
    top: usize,
    /// How many lines fit, as last drawn.
    room: usize,
}

impl WorldErrors {
    /// The screen listing `lines`; Escape returns to `back`.
    pub fn new(lines: Vec<String>, back: ReturnTo) -> WorldErrors {
        WorldErrors { lines, back, title: "errors_world", escape: "errors_back", top: 0, room: 20 }
    }

    /// The screen listing the mistakes of a world of `kind`, under its
    /// kind's title.
    pub fn of_kind(lines: Vec<String>, back: ReturnTo, kind: &WorldKind) -> WorldErrors {
        WorldErrors { title: kind.errors_title, ..WorldErrors::new(lines, back) }
    }

    /// The warnings of a world of `kind` that has started, under its kind's
    /// title: Escape plays it.
    pub fn warnings(lines: Vec<String>, kind: &WorldKind) -> WorldErrors {
        WorldErrors {
            title: kind.warnings_title,
            escape: "errors_play",
            ..WorldErrors::new(lines, ReturnTo::Game)
        }
    }

    /// The same screen for a Dungeon Mania dungeon or config.
    pub fn of_dungeon(lines: Vec<String>, back: ReturnTo) -> WorldErrors {
        WorldErrors { title: "errors_dungeon", ..WorldErrors::new(lines, back) }
    }

    /// The warnings of a Dungeon Mania config (keys it leaves out): Escape
    /// plays the dungeon started with it (`plays`), or returns to `back`.
    pub fn config_warnings(lines: Vec<String>, plays: bool, back: ReturnTo) -> WorldErrors {
        let escape = if plays { "errors_play" } else { "errors_back" };
        WorldErrors { title: "errors_config_warnings", escape, ..WorldErrors::new(lines, back) }
    }

    /// Where Escape returns to.
    pub fn back(&self) -> ReturnTo {
        self.back
    }

    /// Whether the lines are a started world's warnings rather than errors
    /// that stopped it loading.
    fn is_warnings(&self) -> bool {
        matches!(self.title, "errors_warnings" | "errors_config_warnings")
    }

    /// Scrolls by `delta` lines, keeping a page in view.
    fn scroll(&mut self, delta: isize) {
        let last_top = self.lines.len().saturating_sub(self.room);
        self.top = self.top.saturating_add_signed(delta).min(last_top);
    }
}

impl Screen for WorldErrors {
    fn name(&self) -> &'static str {
        "world_errors"
    }

    fn handle_key(&mut self, press: KeyPress, app: &mut AppState, _: &mut Outbox) -> Option<State> {
        let page = self.room.max(1) as isize;
        match press.code {
            Key::Up | Key::W => self.scroll(-1),
            Key::Down | Key::S => self.scroll(1),
            Key::PageUp => self.scroll(-page),
            Key::PageDown | Key::Space => self.scroll(page),
            Key::Home => self.top = 0,
            Key::End => self.scroll(isize::MAX),
            _ => {}
        }
        if press.code != Key::Escape {
            return None;
        }
        Some(match self.back {
            ReturnTo::Game if app.session.is_some() => State::continue_game(app),
            _ => State::main_menu(),
        })
    }

    fn tick(&mut self, _: &AppState, painter: &mut dyn Painter) {
        self.room = draw(self, painter);
        // A resize may have made room: keep the last page full.
        self.scroll(0);
    }

    fn describe(&self, snapshot: &mut Value) {
        snapshot["world_errors"] = crate::json_value!(self.lines);
        let last = (self.top + self.room).min(self.lines.len());
        snapshot["world_errors_shown"] = crate::json_value!([self.top + 1, last]);
    }

    fn news(&self, _: &AppState) -> News {
        // Errors stop a world loading: they interrupt. Scrolling tells the
        // lines that come into view.
        let shown = self.lines.iter().skip(self.top).take(self.room.max(1)).cloned();
        // The screen reader hears the words the screen shows, not the keys
        // of the phrases (issue 29: it read "errors_dungeon … errors_back").
        let lines = std::iter::once(phrase(self.title, &[]))
            .chain(shown)
            .chain(std::iter::once(phrase(self.escape, &[])))
            .collect();
        News { key: 0, lines, urgent: !self.is_warnings() }
    }
}

/// Draws the title, the lines from `top` that fit and the keys; how many
/// lines fit.
fn draw(screen: &WorldErrors, p: &mut dyn Painter) -> usize {
    let (title_text, lines, top) = (screen.title, &screen.lines, screen.top);
    let (w, h) = p.size();
    let l = Layout::of(p);
    p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(Color::rgba(10, 6, 12, 235)));
    // Warnings let the world play: their title is amber like their lines,
    // not the red of errors that stopped it.
    let tone = if screen.is_warnings() { theme::GOLD } else { theme::HEALTH };
    let title = TextStyle::new(l.u(34.0), tone).bold();
    let margin = l.u(48.0);
    p.draw_text(&phrase(title_text, &[]), margin, margin, &title);
    let body = TextStyle::new(l.u(16.0), theme::TEXT).mono();
    let line_h = l.u(22.0);
    let room = ((h - margin * 2.0 - l.u(110.0)) / line_h).max(1.0) as usize;
    for (i, line) in lines.iter().skip(top).take(room).enumerate() {
        let color = if line.contains(": warning:") { theme::GOLD } else { theme::TEXT };
        p.draw_text(
            line,
            margin,
            margin + l.u(60.0) + line_h * i as f64,
            &TextStyle { color, ..body },
        );
    }
    let hint = TextStyle::new(l.u(16.0), theme::MUTED).aligned(Align::Left, Baseline::Top);
    let keys = if lines.len() > room {
        let last = (top + room).min(lines.len());
        phrase_with(
            "errors_scroll",
            &[
                ("first", (top + 1).into()),
                ("last", last.into()),
                ("count", lines.len().into()),
                ("escape", phrase(screen.escape, &[]).into()),
            ],
        )
    } else {
        phrase(screen.escape, &[])
    };
    p.draw_text(&keys, margin, h - margin, &hint);
    room
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{DrawCall, RecordingPainter};

    /// The colour of the first text drawn: the title.
    fn title_color(screen: &WorldErrors) -> Color {
        let mut p = RecordingPainter::new(1280.0, 720.0);
        draw(screen, &mut p);
        p.calls
            .iter()
            .find_map(|c| match c {
                DrawCall::Text { style, .. } => Some(style.color),
                _ => None,
            })
            .expect("the title is drawn")
    }

    #[test]
    fn warnings_are_titled_in_amber_and_errors_in_red() {
        let line = vec!["w.txt:2:1: warning: a note".to_owned()];
        assert_eq!(
            title_color(&WorldErrors::warnings(line.clone(), crate::modes::WORLD_KINDS[0])),
            theme::GOLD
        );
        assert_eq!(title_color(&WorldErrors::new(line, ReturnTo::MainMenu)), theme::HEALTH);
    }
}
