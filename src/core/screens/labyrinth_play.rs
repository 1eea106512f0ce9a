//! LabyrinthPlay: a Terra Incognita labyrinth played blind. The player sees
//! only what it has touched, in fragments (a fall through a wormhole starts
//! a new one; fragments proven to be one place are joined); O lets the
//! smart player play on, one step every [`WATCH_STEP_MS`], from what the
//! player has seen. Once the game is over the whole labyrinth is shown,
//! what the player touched in full and the rest dimmed, with the wormholes'
//! numbers and the shortest route it had, so a player can see why it went
//! as it did. The main game, if any, waits untouched behind it.

use super::labyrinth_view;
use crate::audio::{Cue, Heard, ShellEvent};
use crate::core::app_state::AppState;
use crate::core::bus::Outbox;
use crate::core::key::Key;
use crate::core::options::{Action, Mode};
use crate::core::screen::{KeyPress, Screen};
use crate::core::speech::News;
use crate::core::state::State;
use crate::game::Coordinates;
use crate::labyrinth::{
    shortest_route, FragmentMap, Labyrinth, LabyrinthMap, LossReason, Move, Outcome, Player,
    SmartPlayer, Status, StepResult, Turn,
};
use crate::locale::{phrase_with, Arg};
use crate::render::Painter;
use serde_json::{json, Value};
use std::collections::HashSet;

/// Milliseconds between two steps of the smart player: slow enough to follow
/// each step, fast enough that a whole game takes a minute or less.
pub const WATCH_STEP_MS: f64 = 120.0;

/// The smart player at work, and when it steps next.
#[derive(Debug)]
struct Watch {
    player: SmartPlayer,
    next_ms: f64,
}

/// One labyrinth game on screen.
#[derive(Debug)]
pub struct LabyrinthPlay {
    name: String,
    map: LabyrinthMap,
    seed: u64,
    game: Labyrinth,
    /// The level's memory of what the player felt, as fragments to show.
    memory: FragmentMap,
    last: Option<Status>,
    /// The frame whose fragment is shown when the player looks at another
    /// fragment than its own (F); `None` follows the player.
    viewing: Option<usize>,
    watch: Option<Watch>,
    smart_moves: u32,
    /// The whole labyrinth is on screen (once the game is over).
    revealed: bool,
    /// The fewest moves that win from the entrance with the map known.
    shortest: Option<u32>,
}

impl LabyrinthPlay {
    /// A game of `map` (named `name` for the screen), on the entrance `seed`
    /// chooses.
    pub fn new(name: &str, map: LabyrinthMap, seed: u64) -> LabyrinthPlay {
        let game = Labyrinth::new(map.clone(), seed).expect("a parsed labyrinth has an entrance");
        let (width, height) = game.size();
        let shortest = shortest_route(&map, game.position());
        LabyrinthPlay {
            name: name.to_owned(),
            map,
            seed,
            game,
            memory: FragmentMap::new(width, height),
            last: None,
            viewing: None,
            watch: None,
            smart_moves: 0,
            revealed: false,
            shortest,
        }
    }

    /// The labyrinth's name, as the screen shows it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The rules' game (for tests and the view).
    pub fn game(&self) -> &Labyrinth {
        &self.game
    }

    /// What the player has touched.
    pub fn memory(&self) -> &FragmentMap {
        &self.memory
    }

    /// The status of the last move, if one was made.
    pub fn last_status(&self) -> Option<Status> {
        self.last
    }

    /// The fragment on screen.
    pub fn shown_fragment(&self) -> usize {
        match self.viewing {
            Some(frame) => self.memory.fragment_of_frame(frame),
            None => self.memory.current(),
        }
    }

    /// Whether the smart player is playing.
    pub fn watching(&self) -> bool {
        self.watch.is_some()
    }

    /// Whether the whole labyrinth is on screen rather than a fragment.
    pub fn revealed(&self) -> bool {
        self.revealed
    }

    /// The map cells the player touched (stood on, fell into, bumped), as
    /// the level remembers them.
    pub fn touched(&self) -> HashSet<Coordinates> {
        let felt = self.game.engine().fragments().cells_on_level();
        felt.filter(|&cell| self.map.contains(cell)).collect()
    }

    /// The labyrinth as it was at the start (the treasure still in place).
    pub fn map(&self) -> &LabyrinthMap {
        &self.map
    }

    /// The fewest moves that would have won from the entrance with the map
    /// known, if any route wins.
    pub fn shortest(&self) -> Option<u32> {
        self.shortest
    }

    /// Moves the smart player made that counted (failed steps do not).
    pub fn smart_moves(&self) -> u32 {
        self.smart_moves
    }

    /// Makes one move, as the player or the smart player; nothing once the
    /// game is over.
    pub fn play(&mut self, mv: Move) -> Option<StepResult> {
        let result = self.game.step(mv).ok()?;
        self.memory.sync(self.game.engine().fragments());
        self.last = Some(result.status);
        self.viewing = None;
        if result.outcome.is_some() {
            self.end();
        }
        Some(result)
    }

    /// The game has ended: the smart player stops and the map is shown.
    fn end(&mut self) {
        self.watch = None;
        self.viewing = None;
        self.revealed = true;
    }

    /// Starts the smart player from what the level remembers the player
    /// felt so far, or stops it.
    pub fn toggle_watch(&mut self, now_ms: f64) {
        if self.watch.take().is_some() || self.game.outcome().is_some() {
            return;
        }
        let player = SmartPlayer::resume(&self.game.start(), self.game.engine().fragments());
        self.watch = Some(Watch { player, next_ms: now_ms });
    }

    /// The smart player's next step, if it is playing and its time has come.
    pub fn advance_watch(&mut self, now_ms: f64) {
        let Some(watch) = &mut self.watch else { return };
        if now_ms < watch.next_ms {
            return;
        }
        // From now, not from when it was due: after a pause (a hidden tab)
        // the steps go on at their pace instead of in a burst.
        watch.next_ms = now_ms + WATCH_STEP_MS;
        match watch.player.next_turn() {
            Turn::Play(mv) => {
                if let Some(result) = self.play(mv) {
                    self.smart_moves += u32::from(result.moved);
                    if let Some(watch) = &mut self.watch {
                        watch.player.observe(&result);
                    }
                }
            }
            Turn::GiveUp => {
                self.game.give_up();
                self.end();
            }
        }
    }

    /// Shows the next fragment (after the last, the first; once the game is
    /// over, the whole labyrinth comes between the last and the first).
    pub fn next_fragment(&mut self) {
        let count = self.memory.fragment_count();
        if self.game.outcome().is_some() {
            let next = if self.revealed { 0 } else { self.shown_fragment() + 1 };
            self.revealed = next == count;
            self.viewing = (next < count).then(|| self.memory.frame_of_fragment(next));
            return;
        }
        let next = (self.shown_fragment() + 1) % count;
        self.viewing = (next != self.memory.current()).then(|| self.memory.frame_of_fragment(next));
    }

    /// The same labyrinth again, from the entrance the next seed chooses.
    fn again(&self, app: &mut AppState) -> State {
        let seed = app.next_seed();
        State::Labyrinth(Box::new(LabyrinthPlay::new(&self.name, self.map.clone(), seed)))
    }

    /// Why the game ended, in words: "won in 34 moves", "lost after 500
    /// moves: move limit of 500 reached".
    pub fn ending(&self) -> Option<String> {
        let moves = Arg::from(self.game.moves());
        self.game.outcome().map(|outcome| match outcome {
            Outcome::Won => phrase_with("lab_won", &[("moves", moves)]),
            Outcome::Lost(LossReason::GaveUp) => {
                phrase_with("lab_lost_gave_up", &[("moves", moves)])
            }
            Outcome::Lost(LossReason::MoveLimit(limit)) => {
                phrase_with("lab_lost_limit", &[("moves", moves), ("limit", limit.into())])
            }
            Outcome::Lost(LossReason::FailedSteps(count)) => {
                phrase_with("lab_lost_failed", &[("moves", moves), ("count", count.into())])
            }
        })
    }
}

/// The step a key press asks for: the player's move and wait keys, and
/// the arrows when no labyrinth action has them.
fn step_of(press: &KeyPress) -> Option<Move> {
    match press.action {
        Some(Action::MoveUp) => Some(Move::Up),
        Some(Action::MoveDown) => Some(Move::Down),
        Some(Action::MoveLeft) => Some(Move::Left),
        Some(Action::MoveRight) => Some(Move::Right),
        Some(Action::Wait) => Some(Move::Wait),
        Some(_) => None,
        None => match press.code {
            Key::Up => Some(Move::Up),
            Key::Down => Some(Move::Down),
            Key::Left => Some(Move::Left),
            Key::Right => Some(Move::Right),
            _ => None,
        },
    }
}

impl Screen for LabyrinthPlay {
    fn name(&self) -> &'static str {
        "labyrinth"
    }

    fn key_mode(&self, _app: &AppState) -> Mode {
        Mode::Labyrinth
    }

    fn handle_key(&mut self, press: KeyPress, app: &mut AppState, _: &mut Outbox) -> Option<State> {
        let over = self.game.outcome().is_some();
        if press.code == Key::Escape {
            return Some(State::main_menu());
        }
        match press.action {
            Some(Action::NextFragment) => self.next_fragment(),
            Some(Action::Explore) => self.toggle_watch(app.clock.now_ms),
            Some(Action::MainMenu) if over => return Some(State::main_menu()),
            Some(Action::NewGame) if over => return Some(self.again(app)),
            None if over && press.code == Key::Enter => return Some(self.again(app)),
            _ => {
                if let Some(mv) = step_of(&press) {
                    // A move of one's own takes the game back from the smart player.
                    self.watch = None;
                    self.play(mv);
                }
            }
        }
        None
    }

    fn tick(&mut self, app: &AppState, painter: &mut dyn Painter) {
        self.advance_watch(app.clock.now_ms);
        labyrinth_view::draw(self, &app.options.bindings, app.clock.now_ms, painter);
    }

    fn news(&self, _: &AppState) -> News {
        let status = labyrinth_view::status_line(self.last);
        let mut lines = vec![status];
        if let Some(ending) = self.ending() {
            lines.push(ending);
            lines.push(labyrinth_view::shortest_line(self.shortest));
        }
        let lost = matches!(self.game.outcome(), Some(Outcome::Lost(_)));
        News { key: u64::from(self.game.moves()), lines, urgent: lost }
    }

    fn heard(&self) -> Heard {
        let mut cues: Vec<Cue> = self.last.iter().map(Cue::of).collect();
        let lost = matches!(self.game.outcome(), Some(Outcome::Lost(_)));
        if lost {
            cues.push(Cue::of(&ShellEvent::Lost));
        }
        // A step, or the game given up without one, is new: every move (a
        // bump and a wait too) adds a touch to the level's memory.
        let touches = self.game.engine().fragments().touches() as u64;
        Heard { key: touches * 2 + u64::from(lost), cues }
    }

    fn describe(&self, snapshot: &mut Value) {
        let condition = self.game.condition();
        let (width, height) = self.game.size();
        let outcome = self.game.outcome().map(|o| match o {
            Outcome::Won => "won",
            Outcome::Lost(_) => "lost",
        });
        let reason = match self.game.outcome() {
            Some(Outcome::Lost(reason)) => Some(reason.to_string()),
            _ => None,
        };
        let shown = self.shown_fragment();
        snapshot["labyrinth"] = json!({
            "name": self.name,
            "width": width,
            "height": height,
            "seed": self.seed,
            "moves": self.game.moves(),
            "limit": self.game.move_limit(),
            "treasure": condition.has_treasure,
            "exit_found": condition.exit_found,
            "status": self.last.map(|s| s.to_string()),
            "fragment": shown + 1,
            "fragments": self.memory.fragment_count(),
            "player_fragment": self.memory.current() + 1,
            "cells": self.memory.cells(shown).len(),
            "watching": self.watching(),
            "smart_moves": self.smart_moves,
            "outcome": outcome,
            "reason": reason,
            "ending": self.ending(),
            "revealed": self.revealed,
            "shortest": self.shortest,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::labyrinth::parse_labyrinth;

    fn play(text: &str) -> LabyrinthPlay {
        LabyrinthPlay::new("test", parse_labyrinth(text).expect("valid"), 1)
    }

    const TWO_HOLES: &str = "#######\n#S0 1T#\n#E    #\n#######";

    #[test]
    fn a_wall_fails_without_counting_and_says_so() {
        let mut lab = play("#####\n#T E#\n# # #\n#S  #\n#####");
        let result = lab.play(Move::Down).expect("playing");
        assert!(!result.moved);
        assert_eq!(lab.last_status(), Some(Status::WallPrevents));
        assert_eq!(lab.game().moves(), 0);
        assert_eq!(lab.memory().cells(0).len(), 2);
    }

    #[test]
    fn f_cycles_through_the_fragments_and_a_move_comes_back() {
        let mut lab = play(TWO_HOLES);
        lab.play(Move::Right);
        assert_eq!((lab.shown_fragment(), lab.memory().fragment_count()), (1, 2));
        lab.next_fragment();
        assert_eq!(lab.shown_fragment(), 0);
        lab.next_fragment();
        assert_eq!(lab.shown_fragment(), 1);
        lab.next_fragment();
        lab.play(Move::Wait);
        assert_eq!(lab.shown_fragment(), 1, "a move shows the player's own fragment");
    }

    #[test]
    fn the_smart_player_takes_over_and_wins_step_by_step() {
        let mut lab = play(TWO_HOLES);
        lab.play(Move::Down);
        lab.toggle_watch(0.0);
        assert!(lab.watching());
        let mut now = 0.0;
        // Every move touches one cell; a fall also begins a fragment on its
        // landing, whose first touch is no move.
        let plays = |lab: &LabyrinthPlay| {
            let felt = lab.game().engine().fragments();
            felt.touches() - felt.len()
        };
        while lab.game().outcome().is_none() && now < 100_000.0 {
            let before = plays(&lab);
            lab.advance_watch(now);
            lab.advance_watch(now + 1.0);
            assert!(plays(&lab) <= before + 1, "one step per interval");
            now += WATCH_STEP_MS;
        }
        assert_eq!(lab.game().outcome(), Some(Outcome::Won));
        assert!(!lab.watching());
        assert_eq!(lab.smart_moves() + 1, lab.game().moves());
        assert!(lab.ending().expect("over").starts_with("won in "));
    }

    #[test]
    fn the_ended_game_shows_the_whole_labyrinth_and_f_goes_round_the_fragments() {
        let mut lab = play(TWO_HOLES);
        // Against the border above (off the map: nothing touched), then
        // through wormhole 0 to 1, beside the treasure.
        lab.play(Move::Up);
        lab.play(Move::Right);
        assert!(!lab.revealed(), "nothing is shown before the end");
        let touched: HashSet<Coordinates> =
            [(0, 0), (1, 0), (3, 0)].map(|(x, y)| Coordinates::new(x, y)).into();
        assert_eq!(lab.touched(), touched, "the entrance, the hole, the landing");
        // The treasure, back through 1 to 0, the entrance, the exit below it.
        for mv in [Move::Right, Move::Left, Move::Left, Move::Down] {
            lab.play(mv);
        }
        assert_eq!(lab.game().outcome(), Some(Outcome::Won), "{:?}", lab.game());
        assert!(lab.revealed());
        assert_eq!(lab.shortest(), Some(5));
        let count = lab.memory().fragment_count();
        let mut shown = Vec::new();
        for _ in 0..=count {
            lab.next_fragment();
            shown.push(if lab.revealed() { None } else { Some(lab.shown_fragment()) });
        }
        let mut expected: Vec<Option<usize>> = (0..count).map(Some).collect();
        expected.push(None);
        assert_eq!(shown, expected, "each fragment, then the whole labyrinth again");
    }

    #[test]
    fn x_again_takes_the_game_back() {
        let mut lab = play(TWO_HOLES);
        lab.toggle_watch(0.0);
        lab.advance_watch(0.0);
        lab.toggle_watch(10.0);
        assert!(!lab.watching());
        let moves = lab.game().moves();
        lab.advance_watch(1000.0);
        assert_eq!(lab.game().moves(), moves);
    }

    #[test]
    fn a_hundred_failed_steps_lose_and_say_why() {
        let mut lab = play("#####\n#T E#\n# # #\n#S  #\n#####");
        for _ in 0..100 {
            lab.play(Move::Down);
        }
        assert_eq!(lab.ending().as_deref(), Some("lost after 0 moves: 100 failed steps in a row"));
        assert!(lab.play(Move::Right).is_none(), "the game is over");
    }
}
