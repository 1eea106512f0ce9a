//! HighScoreList: the best finished runs, best first (won, then deepest,
//! then quickest), opened from the main menu; Escape returns to it.

use super::MainMenu;
use crate::core::app_state::AppState;
use crate::core::bus::Outbox;
use crate::core::key::Key;
use crate::core::run_summary::RunSummary;
use crate::core::screen::{KeyPress, Screen};
use crate::core::state::State;
use crate::game::{Hazard, Killer};
use crate::locale::{phrase, phrase_with, Arg};
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle};
use serde_json::Value;

/// The table's screen: a copy of the table as it was opened, and the menu
/// to return to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HighScoreList {
    runs: Vec<RunSummary>,
    menu: MainMenu,
}

impl HighScoreList {
    /// The table of `app`, over the menu `menu`.
    pub fn new(app: &AppState, menu: MainMenu) -> HighScoreList {
        HighScoreList { runs: app.high_scores.runs().to_vec(), menu }
    }
}

impl Screen for HighScoreList {
    fn name(&self) -> &'static str {
        "high_scores"
    }

    fn handle_key(&mut self, press: KeyPress, _: &mut AppState, _: &mut Outbox) -> Option<State> {
        match press.code {
            Key::Escape | Key::Enter | Key::M => {
                Some(State::MainMenu(std::mem::take(&mut self.menu)))
            }
            _ => None,
        }
    }

    fn tick(&mut self, _: &AppState, p: &mut dyn Painter) {
        draw(&self.runs, p);
    }

    fn describe(&self, snapshot: &mut Value) {
        snapshot["high_scores"] = crate::json_value!(self.runs);
    }
}

/// One row of the table: place, outcome, depth, turns, kills, level, origin.
fn row(place: usize, run: &RunSummary) -> [String; 7] {
    let outcome = match (run.won, run.killer()) {
        (true, _) => phrase("scores_won", &[]),
        (false, Some(Killer::Creature(kind))) => {
            phrase_with("scores_killed_by", &[("creature", Arg::Name(kind.name()))])
        }
        (false, Some(Killer::Hazard(Hazard::OwnBomb))) => phrase("scores_killed_by_own_bomb", &[]),
        (false, None) => run.title().to_lowercase(),
    };
    [
        format!("{}.", place + 1),
        outcome,
        run.depth.to_string(),
        run.turns.to_string(),
        run.kills.to_string(),
        run.level.to_string(),
        run.origin(),
    ]
}

fn draw(runs: &[RunSummary], p: &mut dyn Painter) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(Color::rgb(14, 12, 20)));
    let title = TextStyle::new(l.u(44.0), theme::GOLD).aligned(Align::Center, Baseline::Top).bold();
    // Below where notices appear ("Welcome back" often greets this screen).
    p.draw_text(&phrase("scores_title", &[]), w / 2.0, l.u(64.0), &title);
    let columns = [0.0, 60.0, 250.0, 330.0, 420.0, 500.0, 580.0];
    let left = (w / 2.0 - l.u(420.0)).max(l.u(16.0));
    let header = TextStyle::new(l.u(16.0), theme::MUTED).bold();
    let top = l.u(150.0);
    let names = ["", "scores_outcome", "scores_depth", "scores_turns", "scores_kills"];
    let names = names.into_iter().chain(["scores_level", "scores_world"]);
    for (x, name) in columns.iter().zip(names) {
        let name = if name.is_empty() { String::new() } else { phrase(name, &[]) };
        p.draw_text(&name, left + l.u(*x), top, &header);
    }
    let line_h = l.u(30.0);
    let room = (((h - top - l.u(110.0)) / line_h).floor() as usize).max(1);
    let body = TextStyle::new(l.u(18.0), theme::TEXT);
    for (i, run) in runs.iter().take(room).enumerate() {
        let y = top + line_h * (i as f64 + 1.2);
        let color = if run.won { theme::GOLD } else { theme::TEXT };
        for (x, cell) in columns.iter().zip(row(i, run)) {
            p.draw_text(&cell, left + l.u(*x), y, &TextStyle { color, ..body });
        }
    }
    if runs.is_empty() {
        let empty = TextStyle::new(l.u(20.0), theme::MUTED).aligned(Align::Center, Baseline::Top);
        p.draw_text(&phrase("scores_empty", &[]), w / 2.0, top + line_h * 1.5, &empty);
    }
    let hint = TextStyle::new(l.u(15.0), theme::MUTED).aligned(Align::Center, Baseline::Top);
    p.draw_text(&phrase("scores_keys", &[]), w / 2.0, h - l.u(48.0), &hint);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::run_summary::WorldLabel;
    use crate::game::{Ending, MobKind};

    fn lost(killed_by: Option<MobKind>, died_of: Option<Hazard>) -> RunSummary {
        RunSummary {
            won: false,
            ending: Ending::Died,
            depth: 2,
            turns: 40,
            kills: 1,
            killed_by,
            died_of,
            level: 1,
            seed: Some(7),
            world: WorldLabel::Seed(7),
            carried: Vec::new(),
            treasure: 0,
        }
    }

    #[test]
    fn a_row_names_what_killed_the_run_a_creature_or_its_own_bomb() {
        let by = |run: RunSummary| row(0, &run)[1].clone();
        assert_eq!(by(lost(Some(MobKind::Robot), None)), "killed by Robot");
        assert_eq!(by(lost(None, Some(Hazard::OwnBomb))), "killed by own bomb");
        assert_eq!(by(lost(None, None)), "you died");
        assert!(crate::locale::set_language("ru"));
        let russian = by(lost(None, Some(Hazard::OwnBomb)));
        crate::locale::set_language("en");
        assert_eq!(russian, "убила своя бомба");
    }
}
