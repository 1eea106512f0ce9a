//! ByowMode: Build Your Own World's (seed 001) welcome screen. Each key
//! typed becomes one character of an input string and goes through
//! [`byow::play_key`], the very step `roguelike byow INPUT` repeats, so the
//! same keys give the same world in the page and in the tool. N, a seed and
//! S start a world, and `L` loads the save `:Q` wrote to the page's storage
//! (a missing or broken one is explained and changes nothing): the world is
//! then played on the common play screen ([`ByowPanels`](super::ByowPanels)),
//! the input string going on with it, and `:Q` there comes back here.

use super::byow_view::{self, words};
use crate::audio::{Cue, Heard, ShellEvent};
use crate::byow::{self, ByowEvent, ByowGame, SaveErrors, SaveSlot, ScreenKind};
use crate::core::app_state::{AppState, HostRequest, WorldSource};
use crate::core::bus::Outbox;
use crate::core::key::Key;
use crate::core::options::{Action, Mode};
use crate::core::screen::{KeyPress, Screen};
use crate::core::speech::{MenuView, News};
use crate::core::state::State;
use crate::core::worlds::request_start;
use crate::locale::phrase;
use crate::render::Painter;
use serde_json::Value;
use std::io;

/// The welcome screen: the input-string game, the keys typed so far, and
/// what the last key did.
#[derive(Debug)]
pub struct ByowMode {
    game: ByowGame,
    /// Every character given to the game since the screen opened, in order.
    input: String,
    /// The seed of the last world, after `:Q`.
    seed: Option<u64>,
    /// What the last meaningful key did.
    said: Option<Said>,
    /// The length of `input` when `said` was said: a screen reader hears it then.
    said_at: usize,
    help: bool,
    /// What the last key did, as the sound table hears it …
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
            said: None,
            said_at: 0,
            help: false,
            heard: None,
            heard_at: 0,
        }
    }

    /// The welcome screen after `:Q` on the play screen: the world as
    /// `save` describes it (typed as `typed`, its `:` last) is saved to the
    /// page's slot, as the input-string game saves it, and shown here as
    /// the last world.
    pub fn after_save(typed: String, save: &byow::SaveState, app: &mut AppState) -> ByowMode {
        let seed = save.seed;
        let mut mode = ByowMode::new();
        // The save of a world in play always reads back.
        if let Ok(session) = byow::Session::from_save_text(&byow::write_save(save)) {
            mode.game = ByowGame::in_world(session);
        }
        mode.input = typed.strip_suffix(':').unwrap_or(&typed).to_owned();
        mode.seed = Some(seed);
        for key in [':', 'Q'] {
            // In a world, `:Q` saves and stays on this screen.
            let _ = mode.type_char(key, app);
        }
        mode
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
    /// menu when the game quits (Q on the welcome screen), and the play
    /// screen when a world starts or loads.
    pub fn type_char(&mut self, key: char, app: &mut AppState) -> Option<State> {
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
            Ok(event @ (ByowEvent::WorldStarted { .. } | ByowEvent::LoadWanted)) => {
                return self.play(&event, app);
            }
            Ok(event) => Some(Said::Event(event)),
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

    /// The world just started or loaded, played on the common play screen
    /// as the app's game; the input string goes on there. A game of another
    /// kind under way is asked about first (and the string starts afresh
    /// once the player agrees); a BYOW world is replaced, as N or L does.
    fn play(&mut self, event: &ByowEvent, app: &mut AppState) -> Option<State> {
        let session = self.game.take_session()?;
        let seed = session.seed();
        let name = match event {
            ByowEvent::LoadWanted => "byow-save.txt".to_owned(),
            _ => format!("byow-seed-{seed}.txt"),
        };
        let text = byow::write_save(&session.to_save());
        let source = WorldSource::Byow { name, text };
        let other = app
            .session
            .as_ref()
            .is_some_and(|s| !s.is_over() && !matches!(s.source, WorldSource::Byow { .. }));
        if other {
            return Some(request_start(app, source, &State::main_menu()));
        }
        app.start_session(session.into_game(), source);
        let said = words(&Said::Event(event.clone()), Some(seed)).pop();
        if let Some(playing) = app.session.as_mut() {
            playing.mode_state.typed = std::mem::take(&mut self.input);
            playing.mode_state.said = said;
        }
        Some(State::playing())
    }
}

impl Screen for ByowMode {
    fn name(&self) -> &'static str {
        "byow"
    }

    fn key_mode(&self, _app: &AppState) -> Mode {
        Mode::Byow
    }

    fn handle_key(&mut self, press: KeyPress, app: &mut AppState, _: &mut Outbox) -> Option<State> {
        if press.action == Some(Action::Help) {
            self.help = !self.help;
            return None;
        }
        match press.code {
            Key::Escape if self.help => {
                self.help = false;
                return None;
            }
            Key::Escape => return Some(State::main_menu()),
            _ => {}
        }
        // Nothing here repeats: a held key types once.
        if press.repeat {
            return None;
        }
        self.type_char(typed_char(press.code, self.game.screen())?, app)
    }

    fn tick(&mut self, app: &AppState, painter: &mut dyn Painter) {
        let welcome = byow_view::Welcome {
            seed_digits: self.game.seed_digits(),
            has_save: app.byow_save.is_some(),
            said: self.said.as_ref(),
            last_seed: self.seed,
            bindings: &app.options.bindings,
        };
        byow_view::draw_welcome(&welcome, painter);
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
            shortcuts: Vec::new(),
        })
    }

    fn news(&self, _: &AppState) -> News {
        let mut lines = Vec::new();
        if let Some(digits) = self.game.seed_digits() {
            lines.push(phrase("news_byow_seed", &[("digits", digits)]));
        }
        if let Some(said) = &self.said {
            lines.extend(words(said, self.seed));
        }
        // Each thing said is news, a wall bumped twice told twice; the
        // health line between is told when it changes.
        News { key: self.said_at as u64, lines, urgent: false }
    }

    fn heard(&self) -> Heard {
        Heard { key: self.heard_at as u64, cues: self.heard.iter().cloned().collect() }
    }

    fn describe(&self, snapshot: &mut Value) {
        snapshot["byow"] = crate::json_value!({
            "screen": "welcome",
            "seed_entry": self.game.seed_digits(),
            "seed": self.seed,
            "input": self.input,
            // The last world, after `:Q`: in BYOW's own frame, rows counted
            // from the bottom.
            "world": self.game.world().map(|w| w.render().lines().map(str::to_owned).collect::<Vec<_>>()),
            "message": self.said.as_ref().map(|s| words(s, self.seed).join(" ")),
        });
        if self.help {
            // The keys follow the bindings: App::snapshot fills them in.
            snapshot["help"] = crate::json_value!({ "keys": [] });
        }
    }
}
