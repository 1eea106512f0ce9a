//! ByowMode: Build Your Own World (seed 001) as a mode of the page. Each key
//! typed becomes one character of an input string and goes through
//! [`byow::play_key`], the very step `roguelike byow INPUT` repeats, so the
//! same keys give the same world in the page and in the tool. `:Q` writes the
//! save (the tool's `byow-save.txt` text) to the page's storage and `L` reads
//! it back; a missing or broken save is explained and changes nothing.

use super::byow_view;
use crate::audio::{Cue, Heard, ShellEvent};
use crate::byow::{self, direction_of_key, ByowEvent, ByowGame, SaveErrors, SaveSlot, ScreenKind};
use crate::core::app_state::{AppState, HostRequest};
use crate::core::bus::Outbox;
use crate::core::key::Key;
use crate::core::options::{Action, Mode};
use crate::core::screen::{KeyPress, Screen};
use crate::core::speech::{MenuView, News};
use crate::core::state::State;
use crate::game::Direction;
use crate::locale::phrase;
use crate::render::{draw_world, Camera, Layout, Painter, Rect, WorldView};
use serde_json::{json, Value};
use std::io;

/// The BYOW mode: the input-string game, the keys typed so far, and what
/// only the page adds (which way the avatar faces, the camera, the help).
#[derive(Debug)]
pub struct ByowMode {
    game: ByowGame,
    /// Every character given to the game since the mode opened, in order:
    /// `roguelike byow` on this string (with the same save) prints this world.
    input: String,
    /// The seed of the world in play, or of the last one after `:Q`.
    seed: Option<u64>,
    /// The way the avatar last tried to step; the HUD names the tile there.
    facing: Direction,
    /// What the last meaningful key did.
    said: Option<Said>,
    /// The length of `input` when `said` was said: a screen reader hears it then.
    said_at: usize,
    camera: Camera,
    /// Set when a world starts or loads: the camera jumps instead of gliding.
    snap_camera: bool,
    help: bool,
    moved_this_frame: bool,
    /// What the last key did, as the sound table hears it (steps too,
    /// which are not said) …
    heard: Option<Cue>,
    /// … and the length of `input` then.
    heard_at: usize,
}

/// What a key did, kept as data and worded when it is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// The game's own answer to the key.
    Event(ByowEvent),
    /// `L` with nothing saved.
    NothingToLoad,
    /// `L` found a save it cannot use; the game is as it was.
    BadSave(SaveErrors),
}

impl Default for ByowMode {
    fn default() -> Self {
        ByowMode::new()
    }
}

/// The page's save slot: the text kept in [`AppState::byow_save`] (read from
/// storage at start), written back to storage on every save.
struct PageSaveSlot<'a> {
    app: &'a mut AppState,
}

impl SaveSlot for PageSaveSlot<'_> {
    fn read(&mut self) -> io::Result<Option<String>> {
        Ok(self.app.byow_save.clone())
    }

    fn write(&mut self, text: &str) -> io::Result<()> {
        self.app.byow_save = Some(text.to_owned());
        self.app.requests.push(HostRequest::StoreByowSave { text: text.to_owned() });
        Ok(())
    }
}

/// The character a key types in the input string on `screen`, if any. Arrows
/// walk only while exploring, as W A S D, so they never type an S into a seed.
pub fn typed_char(code: Key, screen: ScreenKind) -> Option<char> {
    let exploring = screen == ScreenKind::Exploring;
    Some(match code {
        Key::Up if exploring => 'W',
        Key::Left if exploring => 'A',
        Key::Down if exploring => 'S',
        Key::Right if exploring => 'D',
        Key::W => 'W',
        Key::A => 'A',
        Key::S => 'S',
        Key::D => 'D',
        Key::E => 'E',
        Key::Q => 'Q',
        Key::N => 'N',
        Key::M => 'M',
        Key::X => 'X',
        Key::C => 'C',
        Key::R => 'R',
        Key::L => 'L',
        Key::H => 'H',
        Key::O => 'O',
        Key::F => 'F',
        Key::Letter(c) if c.is_ascii_uppercase() => char::from(c),
        Key::Digit(d) | Key::Numpad(d) if d <= 9 => char::from(b'0' + d),
        Key::Colon => ':',
        _ => return None,
    })
}

impl ByowMode {
    /// The welcome screen of a fresh game.
    pub fn new() -> ByowMode {
        ByowMode {
            game: ByowGame::new(),
            input: String::new(),
            seed: None,
            facing: Direction::Up,
            said: None,
            said_at: 0,
            camera: Camera::at(0.0, 0.0),
            snap_camera: true,
            help: false,
            moved_this_frame: false,
            heard: None,
            heard_at: 0,
        }
    }

    /// The game being played.
    pub fn game(&self) -> &ByowGame {
        &self.game
    }

    /// The input string typed so far.
    pub fn input(&self) -> &str {
        &self.input
    }

    /// Types one character, as a key of the input string: the game takes it
    /// through [`byow::play_key`] with the page's save slot. Returns the main
    /// menu when the game quits (Q on the welcome or the won screen).
    pub fn type_char(&mut self, key: char, app: &mut AppState) -> Option<State> {
        if self.game.screen() == ScreenKind::Exploring {
            if let Some(direction) = direction_of_key(key) {
                self.facing = direction;
                self.moved_this_frame = true;
            }
        }
        self.input.push(key);
        let played = byow::play_key(&mut self.game, key, &mut PageSaveSlot { app });
        self.heard = Some(match &played {
            Ok(event) => Cue::of(event),
            Err(_) => Cue::of(&ShellEvent::Refused),
        });
        self.heard_at = self.input.len();
        let said = match played {
            Ok(ByowEvent::Quit) => return Some(State::main_menu()),
            Ok(ByowEvent::Ignored | ByowEvent::ColonTyped | ByowEvent::Moved { .. }) => None,
            Ok(event) => {
                if matches!(event, ByowEvent::WorldStarted { .. } | ByowEvent::LoadWanted) {
                    self.seed = self.game.session().map(byow::Session::seed);
                    self.facing = Direction::Up;
                    self.snap_camera = true;
                }
                Some(Said::Event(event))
            }
            Err(byow::Error::BadSave(errors)) => Some(Said::BadSave(errors)),
            // The page's slot reads and writes memory, so only this is left.
            Err(_) => Some(Said::NothingToLoad),
        };
        if said.is_some() {
            self.said = said;
            self.said_at = self.input.len();
        }
        None
    }

    /// The tile in front of the avatar, in play.
    fn ahead(&self) -> Option<byow::Tile> {
        let session = self.game.session()?;
        Some(session.tile(session.avatar().step(self.facing)))
    }

    /// Draws the world in play under the camera, as the engine shows it,
    /// then the cell ahead, the HUD and panels.
    fn draw_in_world(&mut self, app: &AppState, painter: &mut dyn Painter) {
        let Some(session) = self.game.session() else { return };
        let target = session.avatar();
        let (tx, ty) = (f64::from(target.x), f64::from(target.y));
        // Reduced motion: the camera jumps onto the avatar, never glides.
        if std::mem::take(&mut self.snap_camera) || app.options.reduced_motion {
            self.camera.snap_to(tx, ty);
        } else {
            self.camera.follow(tx, ty, app.clock.delta_ms());
        }
        let (w, h) = painter.size();
        let view = WorldView {
            area: Rect::new(0.0, 0.0, w, h),
            center: (self.camera.x, self.camera.y),
            tile: Layout::of(painter).tile,
            now_ms: app.clock.now_ms,
            // The whole map is lit: no darkness closes in.
            darkness_radius: 0.0,
            high_contrast: app.options.high_contrast,
            reduced_motion: app.options.reduced_motion,
        };
        draw_world(session.game(), painter, &view);
        let exploring = self.game.screen() == ScreenKind::Exploring;
        if exploring {
            byow_view::mark_ahead(painter, &view, target.step(self.facing));
        }
        let hud = byow_view::Hud {
            seed: session.seed(),
            health: session.health(),
            facing: self.facing,
            ahead: self.ahead().filter(|_| exploring),
            said: self.said.as_ref(),
            bindings: &app.options.bindings,
        };
        byow_view::draw_hud(&hud, painter);
        match session.mode() {
            byow::Mode::Encounter(fight) => {
                byow_view::draw_encounter(&fight, session.health(), self.said.as_ref(), painter);
            }
            byow::Mode::Won => byow_view::draw_won(session.seed(), painter),
            byow::Mode::Exploring => {}
        }
    }
}

/// Whether an action walks.
fn is_move(action: Action) -> bool {
    matches!(action, Action::MoveUp | Action::MoveDown | Action::MoveLeft | Action::MoveRight)
}

impl Screen for ByowMode {
    fn name(&self) -> &'static str {
        "byow"
    }

    fn key_mode(&self, _app: &AppState) -> Mode {
        Mode::Byow
    }

    fn handle_key(&mut self, press: KeyPress, app: &mut AppState, _: &mut Outbox) -> Option<State> {
        let screen = self.game.screen();
        if press.action == Some(Action::Help) {
            self.help = !self.help;
            return None;
        }
        match press.code {
            Key::Escape if self.help => {
                self.help = false;
                return None;
            }
            Key::Escape if matches!(screen, ScreenKind::Welcome | ScreenKind::SeedEntry) => {
                return Some(State::main_menu());
            }
            Key::Escape => {
                app.notify(crate::locale::phrase("byow_colon_hint", &[]));
                return None;
            }
            _ => {}
        }
        let key = match press.action {
            Some(Action::MoveUp) if screen == ScreenKind::Exploring => 'W',
            Some(Action::MoveLeft) if screen == ScreenKind::Exploring => 'A',
            Some(Action::MoveDown) if screen == ScreenKind::Exploring => 'S',
            Some(Action::MoveRight) if screen == ScreenKind::Exploring => 'D',
            _ => typed_char(press.code, screen)?,
        };
        let arrow = matches!(press.code, Key::Up | Key::Down | Key::Left | Key::Right);
        let walk_letter = screen == ScreenKind::Exploring && direction_of_key(key).is_some();
        if walk_letter && !arrow && !press.action.is_some_and(is_move) {
            // A letter the player no longer walks with (walking was bound
            // to other keys) does nothing.
            return None;
        }
        // Held keys repeat moves, at most one a frame; nothing else repeats.
        let walking = screen == ScreenKind::Exploring && direction_of_key(key).is_some();
        if press.repeat && (!walking || self.moved_this_frame) {
            return None;
        }
        self.type_char(key, app)
    }

    fn tick(&mut self, app: &AppState, painter: &mut dyn Painter) {
        self.moved_this_frame = false;
        match self.game.screen() {
            ScreenKind::Welcome | ScreenKind::SeedEntry | ScreenKind::Quit => {
                let welcome = byow_view::Welcome {
                    seed_digits: self.game.seed_digits(),
                    has_save: app.byow_save.is_some(),
                    said: self.said.as_ref(),
                    last_seed: self.seed,
                    bindings: &app.options.bindings,
                };
                byow_view::draw_welcome(&welcome, painter);
            }
            ScreenKind::Exploring | ScreenKind::Encounter | ScreenKind::Won => {
                self.draw_in_world(app, painter);
            }
        }
        if self.help {
            byow_view::draw_help(painter, &app.options.bindings);
        }
    }

    fn menu(&self, app: &AppState) -> Option<MenuView> {
        // Chosen by key, not by a cursor: the first line (N) stands selected.
        let welcome = matches!(self.game.screen(), ScreenKind::Welcome | ScreenKind::Quit);
        (welcome && self.game.seed_digits().is_none()).then(|| MenuView {
            items: byow_view::welcome_choices(app.byow_save.is_some()).to_vec(),
            selected: 0,
        })
    }

    fn news(&self, _: &AppState) -> News {
        let mut lines = Vec::new();
        if let Some(digits) = self.game.seed_digits() {
            lines.push(phrase("news_byow_seed", &[("digits", digits)]));
        }
        if let Some(said) = &self.said {
            lines.extend(byow_view::words(said, self.seed));
        }
        if let Some(session) = self.game.session() {
            lines.push(phrase("news_byow_health", &[("health", &session.health().to_string())]));
        }
        // Each thing said is news, a wall bumped twice told twice; the
        // health line between is told when it changes.
        News { key: self.said_at as u64, lines, urgent: false }
    }

    fn heard(&self) -> Heard {
        Heard { key: self.heard_at as u64, cues: self.heard.iter().cloned().collect() }
    }

    fn describe(&self, snapshot: &mut Value) {
        let screen = match self.game.screen() {
            ScreenKind::Welcome | ScreenKind::SeedEntry | ScreenKind::Quit => "welcome",
            ScreenKind::Exploring => "play",
            ScreenKind::Encounter => "encounter",
            ScreenKind::Won => "won",
        };
        let world = self.game.world();
        let session = self.game.session();
        let spirit = session.and_then(|s| match s.mode() {
            byow::Mode::Encounter(fight) => {
                Some(json!({ "strength": fight.strength, "health": fight.spirit_health }))
            }
            _ => None,
        });
        snapshot["byow"] = json!({
            "screen": screen,
            "seed_entry": self.game.seed_digits(),
            "seed": self.seed,
            "input": self.input,
            // In BYOW's own frame, rows counted from the bottom.
            "avatar": world.as_ref().map(|w| {
                let at = byow::WorldSize::DEFAULT.flip(w.avatar);
                json!({ "x": at.x, "y": at.y })
            }),
            "world": world.map(|w| w.render().lines().map(str::to_owned).collect::<Vec<_>>()),
            "health": session.map(byow::Session::health),
            "facing": session.map(|_| byow_view::direction_name(self.facing)),
            "ahead": self.ahead().map(byow::Tile::name),
            "spirit": spirit,
            "message": self.said.as_ref().map(|s| byow_view::words(s, self.seed).join(" ")),
        });
        if self.help {
            // The keys follow the bindings: App::snapshot fills them in.
            snapshot["help"] = json!({ "keys": [] });
        }
    }
}
