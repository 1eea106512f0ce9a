//! CommonGame: playing, in every mode. The session's [`PlayMode`] turns
//! keys into its commands (seed 000's: W A S D move, the inventory keys use
//! and drop; a dungeon's: the spec's actions) and draws its panels; the
//! rest is every mode's: O explores on its own until something comes into
//! view, L looks, H lists the messages, T tells the surroundings, X exports,
//! C copies a seed link, ? shows every key and the guide, Escape goes to the
//! main menu (the game waits, and Continue comes back to it). Seed 000's
//! game also rests (Z), travels to the known stairs (`>` `<` off them) and
//! shows the whole remembered level (M). The mouse is optional: hovering a
//! cell names it on a status line, a click on a known cell travels there,
//! the wheel opens the message history. F fires the bow (the next key says
//! which way; Escape cancels, and no turn passes) and I builds what the
//! pack's materials allow (asking which when two can be built).

use super::{Look, MessageHistory, PlayerDead, PlayerWon};
use crate::audio::{Cue, Heard, ShellEvent};
use crate::core::app_state::AppState;
use crate::core::bus::Outbox;
use crate::core::errands;
use crate::core::event::Event;
use crate::core::hud;
use crate::core::key::Key;
use crate::core::options::{Action, Mode};
use crate::core::overview;
use crate::core::play_mode::PlayMode;
use crate::core::play_mode::Stepper;
use crate::core::screen::{KeyPress, Screen};
use crate::core::speech::{News, Urgency};
use crate::core::state::{GameState, State};
use crate::game::{
    buildable, cannot_fire, Command, Coordinates, Destination, Diagonal, Direction, Ending,
    GameEvent, ItemKind, Leads, Step,
};
use crate::gen::{plan_of, write_dungeon};
use crate::locale;
use crate::render::{theme, Align, Baseline, Layout, Painter, TextStyle};
use serde_json::Value;

/// The playing screen: the help overlay, the held-key limit, the
/// exploration (or rest, or journey) under way, what the last command did
/// to be heard (a step or a bump, which the game says no message for; a
/// mode's own happenings), the card it opened, why the last one was
/// refused, the overview map, and the cell under the mouse with what the
/// status line says of it.
#[derive(Debug, Default)]
pub struct CommonGame {
    help: bool,
    moved_this_frame: bool,
    exploring: Option<Exploring>,
    moves: u64,
    heard: Vec<Cue>,
    card: Option<usize>,
    refused: Option<String>,
    overview: bool,
    hover: Option<Coordinates>,
    hover_line: Option<String>,
    asking: Option<Asking>,
}

/// A question the next key answers: which way to shoot, or which of the
/// things the pack allows to build.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Asking {
    /// F: a direction key shoots.
    Fire,
    /// I with two things buildable: a slot digit picks one.
    Build(Vec<ItemKind>),
}

/// The step a direction action stands for.
fn step_of(action: Action) -> Option<Step> {
    Some(match action {
        Action::MoveUp => Step::Straight(Direction::Up),
        Action::MoveDown => Step::Straight(Direction::Down),
        Action::MoveLeft => Step::Straight(Direction::Left),
        Action::MoveRight => Step::Straight(Direction::Right),
        Action::MoveUpLeft => Step::Diagonal(Diagonal::UpLeft),
        Action::MoveUpRight => Step::Diagonal(Diagonal::UpRight),
        Action::MoveDownLeft => Step::Diagonal(Diagonal::DownLeft),
        Action::MoveDownRight => Step::Diagonal(Diagonal::DownRight),
        _ => return None,
    })
}

/// O under way (auto-explore, a labyrinth's smart player): the mode's
/// stepper and when it last stepped.
#[derive(Debug)]
struct Exploring {
    stepper: Box<dyn Stepper>,
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

/// Notes on the session whether a stepper is playing (every screen over
/// the game, and `snapshot()`, can tell).
fn set_stepping(app: &mut AppState, on: bool) {
    if let Some(session) = app.session.as_mut() {
        session.mode_state.stepping = on;
    }
}

/// The command an action stands for while playing, if it is a world
/// command (one a held key repeats).
pub fn world_command(action: Action) -> Option<Command> {
    Some(match action {
        Action::MoveUp => Command::Move(Direction::Up),
        Action::MoveDown => Command::Move(Direction::Down),
        Action::MoveLeft => Command::Move(Direction::Left),
        Action::MoveRight => Command::Move(Direction::Right),
        Action::MoveUpLeft => Command::Diagonal(Diagonal::UpLeft),
        Action::MoveUpRight => Command::Diagonal(Diagonal::UpRight),
        Action::MoveDownLeft => Command::Diagonal(Diagonal::DownLeft),
        Action::MoveDownRight => Command::Diagonal(Diagonal::DownRight),
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

/// The cell of the world under a point of the canvas (CSS pixels), where
/// the world was last drawn.
fn cell_under(app: &AppState, css_x: f64, css_y: f64) -> Option<Coordinates> {
    let view = app.world_view.as_ref()?;
    let ratio = app.viewport.ratio;
    Some(view.cell_at(css_x * ratio, css_y * ratio))
}

/// What the status line says of the cell under the mouse: what the player
/// knows of it, as look says it on one line; nothing for an unknown cell.
fn hover_words(app: &AppState, cell: Coordinates) -> Option<String> {
    let game = &app.session.as_ref()?.game;
    let description = game.describe(cell)?;
    Some(locale::describe(Some(&description)).join(" · "))
}

/// The status line at the foot of the screen, over the inventory's
/// shadow, in the colour of plain text.
fn draw_status_line(painter: &mut dyn Painter, line: &str) {
    let (w, h) = painter.size();
    let l = Layout::of(painter);
    let style = TextStyle::new(l.u(16.0), theme::TEXT).aligned(Align::Center, Baseline::Middle);
    let style = painter.fitted(line, &style, w - l.u(24.0));
    painter.draw_text(line, w / 2.0, hud::status_line_y(&l, h), &style);
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
        } else if let Command::Move(_) | Command::Diagonal(_) = command {
            self.moves += 1;
            let last_move = match (before, at(app)) {
                (Some(b), Some(a)) if b.0 == a.0 && b.1.chebyshev(a.1) == 1 => {
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

    /// O: the mode's stepper plays from here, one step per interval,
    /// unless there is a reason not to start (which the player is told).
    fn start_exploring(&mut self, app: &mut AppState) {
        let Some(session) = app.session.as_ref() else { return };
        let made = session.mode().stepper(session);
        self.start_stepper(app, made);
    }

    /// Plays `made` from here (auto-explore, rest, a journey), or tells the
    /// player why it could not start.
    fn start_stepper(
        &mut self,
        app: &mut AppState,
        made: Result<Box<dyn Stepper>, Option<String>>,
    ) {
        match made {
            Ok(stepper) => {
                let last_step_ms = app.clock.now_ms - stepper.interval_ms();
                self.exploring = Some(Exploring { stepper, last_step_ms });
                set_stepping(app, true);
            }
            Err(why) => {
                if let Some(why) = why {
                    app.notify(why);
                }
            }
        }
    }

    /// The line the question on screen shows, in the player's words.
    fn question(&self, app: &AppState) -> Option<String> {
        match self.asking.as_ref()? {
            Asking::Fire => Some(locale::phrase("fire_prompt", &[])),
            Asking::Build(items) => {
                let choices: Vec<String> = items
                    .iter()
                    .zip(&Action::ALL[11..20])
                    .map(|(item, &slot)| {
                        let key = app.options.bindings.label(slot);
                        let name = locale::name(item.name());
                        locale::phrase("build_choice", &[("key", &key), ("item", &name)])
                    })
                    .collect();
                Some(locale::phrase("build_prompt", &[("choices", &choices.join(", "))]))
            }
        }
    }

    /// The key that answers the question asked: a direction shoots, a
    /// slot digit builds; any other key (Escape too) cancels, and no turn
    /// passes.
    fn answer(&mut self, asking: Asking, press: KeyPress, app: &mut AppState, outbox: &mut Outbox) {
        let chosen = match (&asking, press.action) {
            (Asking::Fire, Some(action)) => step_of(action).map(Command::Fire),
            (Asking::Build(items), Some(action)) => {
                action.slot().and_then(|i| items.get(i)).map(|&item| Command::Build(item))
            }
            _ => None,
        };
        match chosen {
            Some(command) => {
                self.act(command, app, outbox);
            }
            None => {
                let key = if asking == Asking::Fire { "fire_cancelled" } else { "build_cancelled" };
                self.refuse(locale::phrase(key, &[]));
            }
        }
    }

    /// F: asks which way to shoot, or says why there is no shooting.
    fn ask_fire(&mut self, app: &AppState) {
        let Some(session) = app.session.as_ref() else { return };
        match cannot_fire(&session.game.player) {
            Some(why) => self.refuse(locale::text(&why)),
            None => self.asking = Some(Asking::Fire),
        }
    }

    /// I: builds the one thing the pack allows, asks which of two, or says
    /// what building takes.
    fn ask_build(&mut self, app: &mut AppState, outbox: &mut Outbox) {
        let Some(session) = app.session.as_ref() else { return };
        let items = buildable(&session.game.player.inventory);
        match items.as_slice() {
            [] => self.refuse(locale::phrase("build_nothing", &[])),
            [item] => {
                let command = Command::Build(*item);
                self.act(command, app, outbox);
            }
            _ => self.asking = Some(Asking::Build(items)),
        }
    }

    /// Stops the stepper, if one is playing; whether one was.
    fn stop_exploring(&mut self, app: &mut AppState) -> bool {
        set_stepping(app, false);
        self.exploring.take().is_some()
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
        if self.stop_exploring(app) || self.card.take().is_some() || self.overview {
            // Any key stops auto-explore or closes a card or the overview,
            // and does nothing else (a held key cannot walk on past a
            // battle unseen).
            self.overview = false;
            return None;
        }
        if let Some(asking) = self.asking.take() {
            self.refused = None;
            self.answer(asking, press, app, outbox);
            return None;
        }
        match press.code {
            Key::Escape if self.help => self.help = false,
            Key::Escape => return Some(State::main_menu()),
            _ => {}
        }
        let mode = mode_of(app);
        // A held key types nothing of the mode's own.
        let own = if press.repeat { None } else { mode.own_key(press.code, app) };
        if let Some(next) = own {
            self.refused = None;
            return next;
        }
        let game = &app.session.as_ref()?.game;
        // `>` `<` off the stairs walk to the known stairs (seed 000's game).
        let leads = match press.action {
            Some(Action::StairsDown) => Some(Leads::Down),
            Some(Action::StairsUp) => Some(Leads::Up),
            _ => None,
        };
        if let Some(leads) =
            leads.filter(|&l| mode.key_mode() == Mode::Game && !game.passage_here(l))
        {
            let made = errands::travel(app.session.as_ref()?, Destination::Stairs(leads));
            self.start_stepper(app, made);
            return None;
        }
        match mode.command(press.action, press.code, game) {
            Some(Ok(command @ (Command::Move(_) | Command::Diagonal(_)))) => {
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
        let action = press.action?;
        if let Some(session) = app.session.as_mut() {
            if mode.view_key(action, session) {
                return None;
            }
        }
        match action {
            Action::Help => self.help = !self.help,
            Action::Explore => self.start_exploring(app),
            Action::Rest => {
                let made = errands::rest(app.session.as_ref()?);
                self.start_stepper(app, made);
            }
            Action::Overview => self.overview = true,
            Action::Fire if mode.key_mode() == Mode::Game => self.ask_fire(app),
            Action::Build if mode.key_mode() == Mode::Game => self.ask_build(app, outbox),
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
        match *event {
            Event::PointerMoved { css_x, css_y } => {
                self.hover = cell_under(app, css_x, css_y);
                return None;
            }
            Event::PointerLeft => {
                self.hover = None;
                return None;
            }
            Event::PointerPressed { css_x, css_y } => {
                // As a key does, a click first stops what plays on or
                // closes what is open.
                if self.stop_exploring(app) || self.card.take().is_some() || self.overview {
                    self.overview = false;
                    return None;
                }
                let cell = cell_under(app, css_x, css_y)?;
                let session = app.session.as_ref()?;
                if mode_of(app).key_mode() != Mode::Game || session.is_over() {
                    return None;
                }
                let made = errands::travel(session, Destination::Cell(cell));
                self.start_stepper(app, made);
                return None;
            }
            // The wheel turned up (back in time): the message history.
            Event::Wheel { lines } if lines < 0 && !self.overview => {
                return MessageHistory::open(app);
            }
            _ => {}
        }
        match event {
            Event::Game(GameEvent::PlayerDie | GameEvent::Won) => {
                let ending = app.session.as_ref()?.ending()?;
                self.stop_exploring(app);
                let session = app.session.as_ref()?;
                match ending {
                    Ending::Won => Some(State::Game(GameState::PlayerWon(PlayerWon::of(session)))),
                    _ => Some(State::Game(GameState::PlayerDead(PlayerDead::of(session)))),
                }
            }
            _ => None,
        }
    }

    fn update(&mut self, app: &mut AppState, outbox: &mut Outbox) -> Option<State> {
        let exploring = self.exploring.as_mut()?;
        if app.clock.now_ms - exploring.last_step_ms < exploring.stepper.interval_ms() {
            return None;
        }
        // From now, not from when it was due: after a pause (a hidden tab)
        // the steps go on at their pace instead of in a burst.
        exploring.last_step_ms = app.clock.now_ms;
        for _ in 0..exploring.stepper.steps_per_frame() {
            let Some(exploring) = self.exploring.as_mut() else { break };
            let session = app.session.as_ref()?;
            match exploring.stepper.next(&session.game) {
                Ok(command) => {
                    if self.act(command, app, outbox) {
                        if let Some(session) = app.session.as_mut() {
                            session.mode_state.stepped += 1;
                        }
                    }
                }
                Err(why) => {
                    self.stop_exploring(app);
                    if let Some(why) = why {
                        app.notify(why);
                    }
                    break;
                }
            }
            // A turn that ended the game hands the screen to its end.
            if !app.session.as_ref().is_some_and(|s| !s.is_over()) {
                break;
            }
        }
        None
    }

    fn tick(&mut self, app: &AppState, painter: &mut dyn Painter) {
        self.moved_this_frame = false;
        let mode = mode_of(app);
        // Above the messages: why nothing happened, in the colour of
        // health, or what the mode's referee said of the last command.
        let said = app.session.as_ref().and_then(|s| s.mode_state.said.as_deref());
        let question = self.question(app);
        let line = match (&self.refused, said) {
            _ if question.is_some() => question.as_deref().map(|q| (q, theme::TEXT)),
            (Some(why), _) => Some((why.as_str(), theme::HEALTH)),
            (None, Some(said)) => Some((said, theme::TEXT)),
            (None, None) => None,
        };
        if let Some((line, color)) = line {
            let (w, h) = painter.size();
            let l = Layout::of(painter);
            let style = TextStyle::new(l.u(17.0), color).aligned(Align::Center, Baseline::Middle);
            let style = painter.fitted(line, &style, w - l.u(24.0));
            painter.draw_text(line, w / 2.0, hud::status_line_y(&l, h), &style);
        }
        if let (Some(card), Some(session)) = (self.card, &app.session) {
            mode.draw_card(&session.game, card, painter);
        }
        self.hover_line = self.hover.and_then(|cell| hover_words(app, cell));
        if let (Some(line), None) = (&self.hover_line, &self.refused) {
            draw_status_line(painter, line);
        }
        if let (true, Some(session)) = (self.overview, &app.session) {
            overview::draw(
                &session.game,
                mode.tileset(&session.game),
                &app.options.bindings,
                app.options.high_contrast,
                painter,
            );
        }
        if let (true, Some(session)) = (self.help, &app.session) {
            let guide = mode.guide(session);
            hud::draw_help(painter, &mode.help_keys(&app.options.bindings), &guide);
        }
    }

    fn heard(&self) -> Heard {
        Heard { key: self.moves, cues: self.heard.clone() }
    }

    fn news(&self, app: &AppState) -> News {
        let mut lines: Vec<String> = self.refused.iter().cloned().collect();
        if let Some(asking) = &self.asking {
            // Read aloud as the question on screen, in plain words.
            lines.push(match asking {
                Asking::Fire => locale::phrase("fire_prompt", &[]),
                Asking::Build(_) => locale::phrase("action_build", &[]),
            });
        }
        if let (None, Some(session)) = (&self.refused, &app.session) {
            lines.extend(session.mode().news(session));
        }
        News { key: self.moves, lines, urgent: false }
    }

    fn describe(&self, snapshot: &mut Value) {
        if self.card.is_some() {
            snapshot["card_open"] = crate::json_value!(true);
        }
        if let Some(why) = &self.refused {
            snapshot["refused"] = crate::json_value!(why);
        }
        if self.exploring.is_some() {
            // Only while it runs, as `help` only while it is open.
            snapshot["exploring"] = crate::json_value!(true);
        }
        if self.overview {
            snapshot["overview"] = crate::json_value!(true);
        }
        match &self.asking {
            Some(Asking::Fire) => snapshot["asking"] = crate::json_value!("fire"),
            Some(Asking::Build(items)) => {
                snapshot["asking"] = crate::json_value!("build");
                snapshot["buildable"] =
                    crate::json_value!(items.iter().map(|i| i.name()).collect::<Vec<_>>());
            }
            None => {}
        }
        if let Some(line) = &self.hover_line {
            snapshot["hover"] = crate::json_value!(line);
        }
        if self.help {
            // The keys follow the bindings: App::snapshot fills them in.
            snapshot["help"] = crate::json_value!({ "keys": [], "guide": locale::guide() });
        }
    }
}
