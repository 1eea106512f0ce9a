//! Confirm: before a new game replaces one under way, the menu asks. Enter
//! starts the new game, Escape or N keeps the old one and returns to the menu
//! as it was.

use super::MainMenu;
use crate::core::app_state::{AppState, WorldSource};
use crate::core::bus::Outbox;
use crate::core::key::Key;
use crate::core::screen::{KeyPress, Screen};
use crate::core::speech::{MenuView, News};
use crate::core::state::State;
use crate::core::worlds;
use crate::locale::{self, phrase, phrase_with};
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle};
use serde_json::Value;

/// The answers, as drawn: Enter's, then Escape's.
fn choices() -> [String; 2] {
    [phrase("confirm_yes", &[]), phrase("confirm_no", &[])]
}

/// The question, the game waiting to start, and the menu it was asked from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Confirm {
    source: WorldSource,
    menu: MainMenu,
}

impl Confirm {
    /// Asks whether `source` may replace the live game; `menu` is drawn
    /// behind the question and comes back if the answer is no.
    pub fn new(source: WorldSource, menu: MainMenu) -> Confirm {
        Confirm { source, menu }
    }

    /// The world that waits to start.
    pub fn source(&self) -> &WorldSource {
        &self.source
    }

    /// The question as asked.
    fn question(&self, app: &AppState) -> String {
        match &app.session {
            Some(session) => phrase_with(
                "confirm_replace",
                &[
                    ("current", locale::source(&session.source).into()),
                    ("turn", session.game.turn.into()),
                    ("next", locale::source(&self.source).into()),
                ],
            ),
            None => phrase("confirm_start", &[("next", &locale::source(&self.source))]),
        }
    }

    /// The menu behind the question.
    pub fn menu(&self) -> &MainMenu {
        &self.menu
    }
}

impl Screen for Confirm {
    fn name(&self) -> &'static str {
        // The question is part of the menu, for the page and its tests.
        "main_menu"
    }

    fn handle_key(&mut self, press: KeyPress, app: &mut AppState, _: &mut Outbox) -> Option<State> {
        match press.code {
            Key::Enter => {
                let source = self.source.clone();
                Some(worlds::start_or_report(app, source, &State::main_menu()))
            }
            Key::Escape | Key::N => Some(State::MainMenu(std::mem::take(&mut self.menu))),
            _ => None,
        }
    }

    fn tick(&mut self, app: &AppState, p: &mut dyn Painter) {
        self.menu.tick(app, p);
        let (w, h) = p.size();
        let l = Layout::of(p);
        let panel = Rect::new(w / 2.0 - l.u(400.0), h / 2.0 - l.u(70.0), l.u(800.0), l.u(140.0));
        p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(Color::rgba(0, 0, 0, 150)));
        p.fill_rect(panel, &Fill::Solid(theme::PANEL));
        p.stroke_rect(panel, theme::GOLD, l.u(2.0).max(1.0));
        let title =
            TextStyle::new(l.u(24.0), theme::GOLD).aligned(Align::Center, Baseline::Top).bold();
        let question = self.question(app);
        let title = p.fitted(&question, &title, panel.w - l.u(40.0));
        p.draw_text(&question, w / 2.0, panel.y + l.u(22.0), &title);
        // Two lines, each fitted to the panel: what a yes costs, then the
        // answers (one line ran out of a narrow panel, as in a terminal).
        let body = TextStyle::new(l.u(17.0), theme::TEXT).aligned(Align::Center, Baseline::Top);
        let [yes, no] = choices();
        let lines = [phrase("confirm_warning", &[]), format!("{yes} · {no}")];
        for (text, y) in lines.iter().zip([l.u(64.0), l.u(96.0)]) {
            let style = p.fitted(text, &body, panel.w - l.u(40.0));
            p.draw_text(text, w / 2.0, panel.y + y, &style);
        }
    }

    fn describe(&self, snapshot: &mut Value) {
        snapshot["confirm"] = crate::json_value!(format!("replace your game with {}", self.source));
    }

    fn menu(&self, _: &AppState) -> Option<MenuView> {
        // Enter answers with the first choice: it is the one selected.
        Some(MenuView { items: choices().to_vec(), selected: 0, shortcuts: Vec::new() })
    }

    fn news(&self, app: &AppState) -> News {
        News {
            key: 0,
            lines: vec![self.question(app), phrase("confirm_warning", &[])],
            urgent: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(code: Key) -> KeyPress {
        KeyPress::plain(code)
    }

    #[test]
    fn the_answer_acts_on_the_world_and_the_menu_the_question_holds() {
        let (mut app, mut outbox) = (AppState::default(), Outbox::default());
        let mut menu = MainMenu::default();
        menu.handle_key(press(Key::Down), &mut app, &mut outbox);
        let demo = WorldSource::Builtin { name: "demo".into() };
        let mut question = Confirm::new(demo.clone(), menu.clone());
        assert!(question.handle_key(press(Key::D), &mut app, &mut outbox).is_none());

        let no = question.clone().handle_key(press(Key::Escape), &mut app, &mut outbox);
        assert!(matches!(no, Some(State::MainMenu(back)) if back == menu), "the same cursor");
        assert!(app.session.is_none(), "no game started");

        let yes = question.handle_key(press(Key::Enter), &mut app, &mut outbox);
        assert_eq!(yes.map(|s| s.screen_name()), Some("playing"));
        assert_eq!(app.session.map(|s| s.source), Some(demo));
    }
}
