//! CommonGame: playing, in every mode. The session's [`PlayMode`] turns
//! keys into its commands (seed 000's: W A S D move, the inventory keys use
//! and drop; a dungeon's: the spec's actions) and draws its panels; the
//! rest is every mode's: O explores on its own until something comes into
//! view, L looks, H lists the messages, T tells the surroundings, X exports,
//! C copies a seed link, ? shows every key and the guide, Escape goes to the
//! main menu (the game waits, and Continue comes back to it).

use super::{Look, MessageHistory, PlayerDead, PlayerWon};
use crate::audio::{Cue, Heard, ShellEvent};
use crate::core::app_state::AppState;
use crate::core::bus::Outbox;
use crate::core::event::Event;
use crate::core::hud;
use crate::core::key::Key;
use crate::core::options::{Action, Mode};
use crate::core::play_mode::PlayMode;
use crate::core::screen::{KeyPress, Screen};
use crate::core::speech::{News, Urgency};
use crate::core::state::{GameState, State};
use crate::game::{Command, Direction, Ending, ExploreStop, Explorer, GameEvent, Leads};
use crate::gen::{plan_of, write_dungeon};
use crate::locale;
use crate::render::{theme, Align, Baseline, Layout, Painter, TextStyle};
use serde_json::{json, Value};

/// Milliseconds between two steps of auto-explore: quick, yet each step
/// can be followed.
const EXPLORE_STEP_MS: f64 = 70.0;

/// The playing screen: the help overlay, the held-key limit, the
/// exploration under way, what the last command did to be heard (a step or
/// a bump, which the game says no message for; a mode's own happenings),
/// the card it opened and why the last one was refused.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CommonGame {
    help: bool,
    moved_this_frame: bool,
    exploring: Option<Exploring>,
    moves: u64,
    heard: Vec<Cue>,
    card: Option<usize>,
    refused: Option<String>,
}

/// Auto-explore under way: the explorer and when it last stepped.
#[derive(Clone, Debug, PartialEq)]
struct Exploring {
    explorer: Explorer,
    last_step_ms: f64,
}

/// Says the player's surroundings in words, for a screen reader (the T key:
/// "tell"; it takes no turn).
fn tell_surroundings(app: &mut AppState) {
    let Some(session) = &app.session else { return };
    let mut around = session.game.surroundings();
    around.goal = locale::goal_status(&session.game);
    let words = locale::read_surroundings(&around);
    app.speech.say(words, Urgency::Polite);
}

/// Tells the player why auto-explore stopped.
fn explain(stop: ExploreStop, app: &mut AppState) {
    let (key, kind) = stop.phrase();
    let name = kind.map_or(locale::Arg::from(""), locale::Arg::Name);
    app.notify(locale::phrase_with(key, &[("name", name)]));
}

/// The command an action stands for while playing, if it is a world
/// command (one a held key repeats).
pub fn world_command(action: Action) -> Option<Command> {
    Some(match action {
        Action::MoveUp => Command::Move(Direction::Up),
        Action::MoveDown => Command::Move(Direction::Down),
        Action::MoveLeft => Command::Move(Direction::Left),
        Action::MoveRight => Command::Move(Direction::Right),
        Action::Wait => Command::Wait,
        Action::StairsDown => Command::Travel(Leads::Down),
        Action::StairsUp => Command::Travel(Leads::Up),
        _ => return None,
    })
}

/// The inventory command an action stands for while playing.
pub fn inventory_command(action: Action) -> Option<Command> {
    if let Some(slot) = action.slot() {
        return Some(Command::Select(slot));
    }
    Some(match action {
        Action::PreviousSlot => Command::Cycle(-1),
        Action::NextSlot => Command::Cycle(1),
        Action::Use => Command::UseSelected,
        Action::Drop => Command::DropSelected,
        _ => return None,
    })
}

/// The mode of the session on screen (seed 000's when there is none).
fn mode_of(app: &AppState) -> &'static dyn PlayMode {
    app.session.as_ref().map_or(&crate::core::play_mode::Classic, |s| s.mode())
}

/// Offers the current world, every level of it, as a world file download.
pub fn export_world(app: &mut AppState) {
    let Some(session) = &app.session else { return };
    let text = write_dungeon(&plan_of(&session.game));
    let file_name = format!("world-{}-turn-{}.txt", session.game.seed, session.game.turn);
    app.export(&locale::phrase("export_world", &[]), file_name, "text/plain", text);
}

impl CommonGame {
    /// Carries out a command by the session's mode, sends what happened as
    /// game events and notes what is to be heard: the mode's happenings, or
    /// what a move did (a step onto the next cell, or a bump when nothing
    /// moved and no turn passed). Whether it took a turn.
    fn act(&mut self, command: Command, app: &mut AppState, outbox: &mut Outbox) -> bool {
        let at = |app: &AppState| {
            app.session.as_ref().map(|s| (s.game.depth(), s.game.player.coordinates))
        };
        let before = at(app);
        let Some(session) = app.session.as_mut() else { return false };
        let played = session.mode().play(session, command);
        self.refused = None;
        if played.card.is_some() {
            self.card = played.card;
        }
        let took_turn = played.report.took_turn;
        for e in played.report.events {
            outbox.send(Event::Game(e));
        }
        if let Some(cues) = played.cues {
            self.moves += 1;
            self.heard = cues;
        } else if let Command::Move(_) = command {
            self.moves += 1;
            let last_move = match (before, at(app)) {
                (Some(b), Some(a)) if b.0 == a.0 && b.1.manhattan(a.1) == 1 => {
                    Some(ShellEvent::Step)
                }
                _ if !took_turn => Some(ShellEvent::Bump),
                _ => None,
            };
            self.heard = last_move.iter().map(Cue::of).collect();
        }
        took_turn
    }

    /// Notes why the mode refused a command (nothing was played): drawn
    /// over the messages, read aloud ([`Screen::news`]) and heard.
    fn refuse(&mut self, why: String) {
        self.refused = Some(why);
        self.moves += 1;
        self.heard = vec![Cue::of(&crate::dungeon::Happening::Refused)];
    }

    /// O: explore from here, one step per interval, unless there is a
    /// reason not to start (which the player is told).
    fn start_exploring(&mut self, app: &mut AppState) {
        let Some(session) = app.session.as_ref() else { return };
        let explorer = Explorer::new(&session.game);
        // A first look: a creature already in view, or nothing to explore,
        // stops it before it starts.
        let first = explorer.clone().next(&session.game);
        match first {
            Ok(_) => {
                let last_step_ms = app.clock.now_ms - EXPLORE_STEP_MS;
                self.exploring = Some(Exploring { explorer, last_step_ms });
            }
            Err(stop) => explain(stop, app),
        }
    }
}

impl Screen for CommonGame {
    fn name(&self) -> &'static str {
        "playing"
    }

    fn key_mode(&self, app: &AppState) -> Mode {
        mode_of(app).key_mode()
    }

    fn handle_key(
        &mut self,
        press: KeyPress,
        app: &mut AppState,
        outbox: &mut Outbox,
    ) -> Option<State> {
        if self.exploring.take().is_some() || self.card.take().is_some() {
            // Any key stops auto-explore or closes a card, and does nothing
            // else (a held key cannot walk on past a battle unseen).
            return None;
        }
        match press.code {
            Key::Escape if self.help => self.help = false,
            Key::Escape => return Some(State::main_menu()),
            _ => {}
        }
        let mode = mode_of(app);
        let game = &app.session.as_ref()?.game;
        match mode.command(press.action, press.code, game) {
            Some(Ok(command @ Command::Move(_))) => {
                // Held keys repeat, but never faster than one move per frame.
                if !(press.repeat && self.moved_this_frame) {
                    self.moved_this_frame = self.act(command, app, outbox);
                }
                return None;
            }
            Some(Ok(command)) => {
                self.act(command, app, outbox);
                return None;
            }
            Some(Err(why)) => {
                self.refuse(why);
                return None;
            }
            None => {}
        }
        match press.action? {
            Action::Help => self.help = !self.help,
            Action::Explore => self.start_exploring(app),
            Action::Look => return Look::open(app),
            Action::History => return MessageHistory::open(app),
            Action::ExportWorld => mode.export(app),
            Action::ExportReplay => mode.export_replay(app),
            Action::CopyLink => app.copy_seed_link(),
            Action::Surroundings => tell_surroundings(app),
            _ => {}
        }
        None
    }

    fn handle_event(&mut self, event: &Event, app: &mut AppState) -> Option<State> {
        match event {
            Event::Game(GameEvent::PlayerDie | GameEvent::Won) => {
                let session = app.session.as_ref()?;
                match session.ending()? {
                    Ending::Won => Some(State::Game(GameState::PlayerWon(PlayerWon::of(session)))),
                    _ => Some(State::Game(GameState::PlayerDead(PlayerDead::of(session)))),
                }
            }
            _ => None,
        }
    }

    fn update(&mut self, app: &mut AppState, outbox: &mut Outbox) -> Option<State> {
        let exploring = self.exploring.as_mut()?;
        if app.clock.now_ms - exploring.last_step_ms < EXPLORE_STEP_MS {
            return None;
        }
        exploring.last_step_ms = app.clock.now_ms;
        let session = app.session.as_ref()?;
        match exploring.explorer.next(&session.game) {
            Ok(direction) => {
                self.act(Command::Move(direction), app, outbox);
            }
            Err(stop) => {
                self.exploring = None;
                explain(stop, app);
            }
        }
        None
    }

    fn tick(&mut self, app: &AppState, painter: &mut dyn Painter) {
        self.moved_this_frame = false;
        let mode = mode_of(app);
        if let Some(why) = &self.refused {
            // Above the messages, in the colour of health: nothing happened.
            let (w, h) = painter.size();
            let l = Layout::of(painter);
            let style =
                TextStyle::new(l.u(17.0), theme::HEALTH).aligned(Align::Center, Baseline::Middle);
            let style = painter.fitted(why, &style, w - l.u(24.0));
            painter.draw_text(why, w / 2.0, h - l.u(24.0), &style);
        }
        if let (Some(card), Some(session)) = (self.card, &app.session) {
            mode.draw_card(&session.game, card, painter);
        }
        if self.help {
            hud::draw_help(painter, &mode.help_keys(&app.options.bindings));
        }
    }

    fn heard(&self) -> Heard {
        Heard { key: self.moves, cues: self.heard.clone() }
    }

    fn news(&self, _: &AppState) -> News {
        News { key: self.moves, lines: self.refused.iter().cloned().collect(), urgent: false }
    }

    fn describe(&self, snapshot: &mut Value) {
        if self.card.is_some() {
            snapshot["card_open"] = json!(true);
        }
        if let Some(why) = &self.refused {
            snapshot["refused"] = json!(why);
        }
        if self.exploring.is_some() {
            // Only while it runs, as `help` only while it is open.
            snapshot["exploring"] = json!(true);
        }
        if self.help {
            // The keys follow the bindings: App::snapshot fills them in.
            snapshot["help"] = json!({ "keys": [], "guide": locale::guide() });
        }
    }
}
