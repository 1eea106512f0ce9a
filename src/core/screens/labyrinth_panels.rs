//! A Terra Incognita labyrinth's part of the play screen (`LabyrinthPanels`,
//! its [`PlayMode`]). The player sees only what it has touched, in
//! fragments (a fall through a wormhole starts a new one; fragments proven
//! to be one place are joined), drawn by the common drawing in the
//! fragment's own terms; F shows the next fragment; O lets the smart player
//! play on, a step every [`WATCH_STEP_MS`], from what the player has felt.
//! The HUD shows the moves used of the limit, the treasure, the status of
//! the last move in the original's words and which fragment is shown. Once
//! the game is over the whole labyrinth is drawn, what the player touched in
//! full and the rest dimmed, the wormholes numbered, and the end screens say
//! why it ended and the shortest route the map allowed.

use crate::audio::{Cue, ShellEvent};
use crate::core::app_state::{Session, WorldSource};
use crate::core::hud::{self, move_keys};
use crate::core::key::Key;
use crate::core::options::{Action, Bindings, Mode, Options};
use crate::core::play_mode::{PlayMode, Played, ShownMap, Stepper};
use crate::game::{
    Appearance, CellView, Command, Coordinates, Felt, Figure, Game, Layer, Visibility,
};
use crate::labyrinth::{
    last_step, move_limit_of, outcome_of, parse_labyrinth, shortest_route, Cell, FragmentMap,
    LabyrinthMap, LossReason, Move, Outcome, Player, SmartPlayer, Start, Status, Turn, TREASURE,
};
use crate::locale::{phrase, phrase_with, Arg};
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle};
use serde_json::Value;
use std::collections::HashSet;

/// Milliseconds between two steps of the smart player: slow enough to follow
/// each step, fast enough that a whole game takes a minute or less.
pub const WATCH_STEP_MS: f64 = 120.0;

/// A labyrinth as the play screen plays it.
#[derive(Debug)]
pub struct LabyrinthPanels;

/// The labyrinth a session plays: its name and map as it was at the start.
fn labyrinth_of(session: &Session) -> Option<(&str, LabyrinthMap)> {
    match &session.source {
        WorldSource::Labyrinth { name, text } => Some((name, parse_labyrinth(text).ok()?)),
        _ => None,
    }
}

/// What the player felt, folded into fragments.
fn memory_of(game: &Game, map: &LabyrinthMap) -> FragmentMap {
    let mut memory = FragmentMap::new(map.width(), map.height());
    memory.sync(game.fragments());
    memory
}

/// The fragment on screen: the one `shown` (a frame) is in, else the player's.
fn shown_fragment(session: &Session, memory: &FragmentMap) -> usize {
    match session.mode_state.shown {
        Some(frame) => memory.fragment_of_frame(frame),
        None => memory.current(),
    }
}

/// The status of the last move in words, or the one before the first.
pub fn status_line(status: Option<Status>) -> String {
    match status {
        Some(s) => {
            let index = Status::ALL.iter().position(|a| *a == s).unwrap_or_default();
            phrase(&format!("lab_status_{index}"), &[])
        }
        None => phrase("lab_start", &[]),
    }
}

/// Why the game ended, in words: "won in 34 moves", "lost after 500 moves:
/// move limit of 500 reached".
fn ending_words(game: &Game) -> Option<String> {
    let moves = Arg::from(game.turn);
    outcome_of(game).map(|outcome| match outcome {
        Outcome::Won => phrase_with("lab_won", &[("moves", moves)]),
        Outcome::Lost(LossReason::GaveUp) => phrase_with("lab_lost_gave_up", &[("moves", moves)]),
        Outcome::Lost(LossReason::MoveLimit(limit)) => {
            phrase_with("lab_lost_limit", &[("moves", moves), ("limit", limit.into())])
        }
        Outcome::Lost(LossReason::FailedSteps(count)) => {
            phrase_with("lab_lost_failed", &[("moves", moves), ("count", count.into())])
        }
    })
}

/// What the shortest route with the map known was, for the ending.
pub fn shortest_line(shortest: Option<u32>) -> String {
    match shortest {
        Some(moves) => phrase_with("lab_ending_shortest", &[("moves", moves.into())]),
        None => phrase("lab_ending_no_route", &[]),
    }
}

/// The fewest moves that win from where the game began, the map known.
fn shortest_of(session: &Session, map: &LabyrinthMap) -> Option<u32> {
    let start = session.game.fragments().fragments().first()?.origin();
    shortest_route(map, start)
}

/// The step a key asks for: the move and wait keys, and the arrows when no
/// labyrinth action has them.
fn step_of(action: Option<Action>, key: Key) -> Option<Move> {
    match action {
        Some(Action::MoveUp) => Some(Move::Up),
        Some(Action::MoveDown) => Some(Move::Down),
        Some(Action::MoveLeft) => Some(Move::Left),
        Some(Action::MoveRight) => Some(Move::Right),
        Some(Action::Wait) => Some(Move::Wait),
        Some(_) => None,
        None => match key {
            Key::Up => Some(Move::Up),
            Key::Down => Some(Move::Down),
            Key::Left => Some(Move::Left),
            Key::Right => Some(Move::Right),
            _ => None,
        },
    }
}

/// The engine's command of a move.
fn command_of(mv: Move) -> Command {
    mv.direction().map_or(Command::Wait, Command::Move)
}

/// The smart player as the play screen's O: it learns what the player felt
/// so far, then plays a move at a time, told what each did by the game.
#[derive(Debug)]
struct SmartStepper {
    player: SmartPlayer,
    /// It made a move it has not been told the result of.
    pending: bool,
}

impl Stepper for SmartStepper {
    fn next(&mut self, game: &Game) -> Result<Command, Option<String>> {
        if game.is_over() {
            return Err(None);
        }
        if std::mem::take(&mut self.pending) {
            if let Some(result) = last_step(game) {
                self.player.observe(&result);
            }
        }
        match self.player.next_turn() {
            Turn::Play(mv) => {
                self.pending = true;
                Ok(command_of(mv))
            }
            // Giving up loses the original's game; here the player is given
            // the game back, and may look on by itself.
            Turn::GiveUp => Err(Some(format!(
                "{} {}",
                phrase("lab_who_smart", &[]),
                phrase("lab_reason_gave_up", &[])
            ))),
        }
    }

    fn interval_ms(&self) -> f64 {
        WATCH_STEP_MS
    }
}

/// A felt cell as the common drawing shows one: its ground, what stands on
/// it (a taken treasure faintly), the player.
fn felt_view(felt: Felt, player: bool, visibility: Visibility) -> CellView {
    let thing = |figure| Appearance::new(figure, Layer::Fixture);
    let things = match felt {
        Felt::Floor | Felt::Wall => Vec::new(),
        Felt::Entrance => vec![thing(Figure::Entrance)],
        Felt::Exit => vec![thing(Figure::Exit)],
        Felt::Wormhole => vec![thing(Figure::Wormhole)],
        Felt::Treasure => vec![Appearance {
            translucent: true,
            ..Appearance::new(Figure::Item(TREASURE), Layer::Item)
        }],
    };
    CellView { visibility, wall: felt == Felt::Wall, things, player }
}

/// The fragment on screen, placed so the player's own stands where the
/// player is on the level (the look cursor names the cells drawn).
fn fragment_map(session: &Session, map: &LabyrinthMap) -> ShownMap {
    let memory = memory_of(&session.game, map);
    let shown = shown_fragment(session, &memory);
    let current = memory.current();
    let here = memory.player(current).unwrap_or(Coordinates::ZERO);
    let offset = session.game.player.coordinates - here;
    let player = memory.player(shown);
    let felt = memory.cells(shown);
    let cells: Vec<(Coordinates, CellView)> = felt
        .iter()
        .map(|&(at, felt)| (at + offset, felt_view(felt, Some(at) == player, Visibility::InView)))
        .collect();
    let focus = match player {
        Some(at) => at + offset,
        None => {
            // Another fragment: its middle.
            let xs = felt.iter().map(|c| c.0.x);
            let ys = felt.iter().map(|c| c.0.y);
            let (x0, x1) = (xs.clone().min().unwrap_or(0), xs.max().unwrap_or(0));
            let (y0, y1) = (ys.clone().min().unwrap_or(0), ys.max().unwrap_or(0));
            Coordinates::new((x0 + x1) / 2, (y0 + y1) / 2) + offset
        }
    };
    ShownMap { cells, focus, part: shown, labels: Vec::new() }
}

/// The whole labyrinth, once the game is over: every cell, what the player
/// never touched dimmed, the treasure where it still lies, each wormhole
/// with its number, and the player where it really is.
fn revealed_map(session: &Session, map: &LabyrinthMap) -> ShownMap {
    let game = &session.game;
    let touched: HashSet<Coordinates> = game.fragments().cells_on_level().collect();
    let cells = map
        .positions()
        .map(|at| {
            let felt = match map.get(at) {
                Cell::Wall => Felt::Wall,
                Cell::Empty => Felt::Floor,
                Cell::Entrance => Felt::Entrance,
                Cell::Exit => Felt::Exit,
                Cell::Wormhole(_) => Felt::Wormhole,
                Cell::Treasure => Felt::Treasure,
            };
            let seen =
                if touched.contains(&at) { Visibility::InView } else { Visibility::Remembered };
            let mut view = felt_view(felt, at == game.player.coordinates, seen);
            if felt == Felt::Treasure && game.world().felt(at) == Felt::Treasure {
                // Still there: whole, not the mark of a taken one.
                view.things = vec![Appearance::new(Figure::Item(TREASURE), Layer::Item)];
            }
            (at, view)
        })
        .collect();
    let labels = map.wormholes().into_iter().map(|(n, at)| (at, n.to_string())).collect();
    let middle = Coordinates::new(map.width() as i32 / 2, map.height() as i32 / 2);
    ShownMap { cells, focus: middle, part: usize::MAX, labels }
}

impl PlayMode for LabyrinthPanels {
    /// Its kinds keep their own look at every depth.
    fn tileset(&self, _game: &crate::game::Game) -> Option<&'static crate::content::Tileset> {
        None
    }

    fn key_mode(&self) -> Mode {
        Mode::Labyrinth
    }

    fn command(
        &self,
        action: Option<Action>,
        key: Key,
        game: &Game,
    ) -> Option<Result<Command, String>> {
        if game.is_over() {
            return None;
        }
        step_of(action, key).map(|mv| Ok(command_of(mv)))
    }

    fn play(&self, session: &mut Session, command: Command) -> Played {
        let report = session.apply(command);
        // A move shows the player's own fragment again.
        session.mode_state.shown = None;
        let game = &session.game;
        let mut cues: Vec<Cue> = last_step(game).iter().map(|r| Cue::of(&r.status)).collect();
        if matches!(outcome_of(game), Some(Outcome::Lost(_))) {
            cues.push(Cue::of(&ShellEvent::Lost));
        }
        Played { report, cues: Some(cues), card: None }
    }

    fn stepper(&self, session: &Session) -> Result<Box<dyn Stepper>, Option<String>> {
        let (_, map) = labyrinth_of(session).ok_or(None)?;
        let game = &session.game;
        let at =
            game.fragments().fragments().first().map_or(game.player.coordinates, |f| f.origin());
        let start = Start { width: map.width(), height: map.height(), at };
        let player = SmartPlayer::resume(&start, game.fragments());
        Ok(Box::new(SmartStepper { player, pending: false }))
    }

    fn view_key(&self, action: Action, session: &mut Session) -> bool {
        if action != Action::NextFragment || session.game.is_over() {
            return false;
        }
        let Some((_, map)) = labyrinth_of(session) else { return false };
        let memory = memory_of(&session.game, &map);
        let next = (shown_fragment(session, &memory) + 1) % memory.fragment_count();
        session.mode_state.shown =
            (next != memory.current()).then(|| memory.frame_of_fragment(next));
        true
    }

    fn shown_map(&self, session: &Session) -> Option<ShownMap> {
        let (_, map) = labyrinth_of(session)?;
        Some(if session.game.is_over() {
            revealed_map(session, &map)
        } else {
            fragment_map(session, &map)
        })
    }

    fn end_lines(&self, session: &Session) -> Vec<String> {
        let Some((_, map)) = labyrinth_of(session) else { return Vec::new() };
        let Some(ending) = ending_words(&session.game) else { return Vec::new() };
        let (smart, moves) = (session.mode_state.stepped, session.game.turn);
        let who = if smart == 0 {
            phrase("lab_who_you", &[])
        } else if smart == moves {
            phrase("lab_who_smart", &[])
        } else {
            phrase_with("lab_who_both", &[("moves", smart.into())])
        };
        vec![
            phrase("lab_ending_line", &[("who", &who), ("ending", &ending)]),
            shortest_line(shortest_of(session, &map)),
        ]
    }

    fn news(&self, session: &Session) -> Vec<String> {
        vec![status_line(last_step(&session.game).map(|r| r.status))]
    }

    fn draw_panels(&self, session: &Session, _options: &Options, p: &mut dyn Painter) {
        let Some((name, map)) = labyrinth_of(session) else { return };
        draw_hud(session, name, &map, &Layout::of(p), p);
    }

    fn guide(&self, _: &Session) -> Vec<crate::locale::GuideEntry> {
        super::mode_guides::labyrinth_guide()
    }

    fn help_keys(&self, bindings: &Bindings) -> Vec<(String, String)> {
        let b = bindings;
        let own = [
            (format!("{} ← ↑ → ↓", move_keys(b)), "help_move"),
            (b.labels(Action::Wait), "help_wait"),
            (b.label(Action::NextFragment), "help_fragment"),
        ];
        hud::mode_help_keys(own, b)
    }

    fn music(&self) -> Option<&'static str> {
        Some("labyrinth")
    }

    fn describe(&self, session: &Session, snapshot: &mut Value) {
        let Some((name, map)) = labyrinth_of(session) else { return };
        let game = &session.game;
        let memory = memory_of(game, &map);
        let shown = shown_fragment(session, &memory);
        let step = last_step(game);
        let outcome = outcome_of(game);
        let reason = match outcome {
            Some(Outcome::Lost(reason)) => Some(reason.to_string()),
            _ => None,
        };
        snapshot["labyrinth"] = crate::json_value!({
            "name": name,
            "width": map.width(),
            "height": map.height(),
            "seed": game.seed,
            "moves": game.turn,
            "limit": move_limit_of(game),
            "treasure": game.progress().treasure > 0,
            "exit_found": crate::labyrinth::exit_found(game),
            "status": step.map(|s| s.status.to_string()),
            "fragment": shown + 1,
            "fragments": memory.fragment_count(),
            "player_fragment": memory.current() + 1,
            "cells": memory.cells(shown).len(),
            "watching": session.mode_state.stepping,
            "smart_moves": session.mode_state.stepped,
            "outcome": outcome.map(|o| if o == Outcome::Won { "won" } else { "lost" }),
            "reason": reason,
            "ending": ending_words(game),
            "revealed": game.is_over(),
            "shortest": shortest_of(session, &map),
        });
    }
}

fn status_color(status: Status) -> Color {
    match status {
        Status::WallPrevents => theme::HEALTH,
        Status::TreasureFound | Status::ExitWon => theme::GOLD,
        Status::FellIntoWormhole => theme::XP,
        Status::ExitWithoutTreasure => Color::rgb(232, 150, 80),
        Status::NothingChanges | Status::EmptyRoom => theme::TEXT,
    }
}

/// The HUD: the labyrinth's name, the moves used of the limit, the
/// treasure, the status of the last move; on the right the fragment shown
/// and whether the smart player is playing.
fn draw_hud(session: &Session, name: &str, map: &LabyrinthMap, l: &Layout, p: &mut dyn Painter) {
    let game = &session.game;
    let (w, _) = p.size();
    let pad = l.u(12.0);
    let bar = Rect::new(l.u(12.0), l.u(12.0), w - l.u(24.0), l.u(88.0));
    p.fill_rect(bar, &Fill::Solid(theme::PANEL));
    p.stroke_rect(bar, theme::PANEL_EDGE, l.u(2.0).max(1.0));
    let title = TextStyle::new(l.u(20.0), theme::GOLD).aligned(Align::Left, Baseline::Top).bold();
    p.draw_text(&phrase("lab_title", &[("name", name)]), bar.x + pad, bar.y + pad, &title);
    let text = TextStyle::new(l.u(18.0), theme::TEXT).aligned(Align::Left, Baseline::Top);
    let y2 = bar.y + pad + l.u(34.0);
    let moves = phrase_with(
        "lab_moves",
        &[("moves", game.turn.into()), ("limit", move_limit_of(game).into())],
    );
    p.draw_text(&moves, bar.x + pad, y2, &text);
    // Each part starts where the one before ends if that is further right
    // than its place (a longer language, a terminal's wide letters).
    let gap = l.u(16.0);
    let icon = l.u(26.0);
    let tx = (bar.x + pad + l.u(190.0)).max(bar.x + pad + p.measure_text(&moves, &text) + gap);
    let carrying = game.progress().treasure > 0;
    if !carrying {
        p.set_alpha(0.3);
    }
    let treasure = crate::render::item_texture(TREASURE);
    p.draw_texture(treasure, Rect::new(tx, y2 - l.u(4.0), icon, icon));
    p.set_alpha(1.0);
    let (treasure, color) = if carrying {
        ("lab_treasure_found", theme::GOLD)
    } else {
        ("lab_treasure_not_yet", theme::MUTED)
    };
    let treasure = phrase(treasure, &[]);
    let treasure_style = TextStyle { color, ..text };
    p.draw_text(&treasure, tx + icon + l.u(8.0), y2, &treasure_style);
    let treasure_end = tx + icon + l.u(8.0) + p.measure_text(&treasure, &treasure_style);
    let status = last_step(game).map(|r| r.status);
    let line = status_line(status);
    let color = status.map_or(theme::MUTED, status_color);
    let status_style = TextStyle::new(l.u(20.0), color).aligned(Align::Left, Baseline::Top).bold();
    let sx = (tx + l.u(240.0)).max(treasure_end + gap);
    p.draw_text(&line, sx, y2 - l.u(2.0), &status_style);
    // Right: the fragment on screen, and who is playing.
    let right = TextStyle::new(l.u(18.0), theme::TEXT).aligned(Align::Right, Baseline::Top);
    let memory = memory_of(game, map);
    let shown = shown_fragment(session, &memory);
    let mut label = if game.is_over() {
        phrase("lab_whole_map", &[])
    } else {
        phrase_with(
            "lab_fragment",
            &[("shown", (shown + 1).into()), ("count", memory.fragment_count().into())],
        )
    };
    if !game.is_over() && shown != memory.current() {
        label.push_str(&phrase_with(
            "lab_fragment_yours",
            &[("current", (memory.current() + 1).into())],
        ));
    }
    let edge = bar.x + bar.w - pad;
    p.draw_text(&label, edge, bar.y + pad, &TextStyle { color: theme::XP, ..right });
    if session.mode_state.stepping {
        let watching = phrase("lab_watching", &[]);
        p.draw_text(&watching, edge, y2, &TextStyle { color: theme::GOOD, ..right });
    }
}
