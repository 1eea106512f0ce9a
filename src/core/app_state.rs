//! `AppState`: what every screen and handler shares (the seed's "current
//! state"): the game being played, the canvas, the clock, persistence, and the
//! requests handlers make of the host page. What only one screen needs lives
//! in that screen (`super::screens`).

use super::high_scores::HighScores;
use super::key::Key;
use super::options::Options;
use crate::game::{write_save, Command, Game, Replay, SaveFile, TurnReport};
use crate::locale::phrase;
use crate::render::WorldView;

/// Where the current game's world came from, so it can be restarted, saved
/// and replayed (the game layer's record of it, used as is).
pub use crate::game::SourceRecord as WorldSource;

/// A game, where it came from, and its replay so far.
#[derive(Debug)]
pub struct Session {
    /// The game.
    pub game: Game,
    /// Its world's origin.
    pub source: WorldSource,
    /// Every command so far, with checksums.
    pub replay: Replay,
    /// Changed since it was last written to storage.
    pub unsaved: bool,
    /// Bumped whenever a new session starts, so views reset (the camera jumps
    /// instead of gliding across the map).
    pub generation: u64,
    /// What its mode keeps beside the game while it is played.
    pub mode_state: super::play_mode::ModeState,
}

impl Session {
    /// Carries out a command and records it in the replay.
    pub fn apply(&mut self, command: Command) -> TurnReport {
        let report = self.game.apply(command);
        self.replay.record(command, &self.game);
        self.unsaved = true;
        report
    }

    /// The whole session as a save file.
    pub fn save_text(&self) -> String {
        write_save(&SaveFile::new(self.source.clone(), &self.game, self.replay.clone()))
    }
}

/// Something a handler asks of the page around the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostRequest {
    /// Set the canvas backing store to this many device pixels.
    SetCanvasSize {
        /// Width.
        width: u32,
        /// Height.
        height: u32,
    },
    /// Open the file picker for a world file.
    OpenWorldFile,
    /// Open the file picker for a save file to import.
    OpenSaveFile,
    /// Open the file picker for a replay file.
    OpenReplayFile,
    /// Bring the autosave's store up to date ([`crate::core::save_store`]):
    /// the writes, in order; a host stops at the first that storage refuses
    /// and reports it. A host without such a store (the terminal) writes
    /// [`Session::save_text`] instead.
    StoreGame {
        /// The keys to set or remove.
        writes: Vec<crate::core::save_store::StoreWrite>,
    },
    /// Write a Build Your Own World save to the browser's storage (its own
    /// key): the very text `roguelike byow` writes to `byow-save.txt`.
    StoreByowSave {
        /// The save's text.
        text: String,
    },
    /// Remove the Dungeon Mania game older versions kept under a key of
    /// its own (a dungeon is now stored as the app's game).
    ForgetDungeonSave,
    /// Keep a stored dungeon save that could not be restored in time under
    /// [`DUNGEON_SAVE_ASIDE`](crate::core::screens::DUNGEON_SAVE_ASIDE)
    /// (the page's key, the terminal's file name), for the player to find.
    SetDungeonSaveAside {
        /// The save's text.
        text: String,
    },
    /// Write the player's options to storage (the page's
    /// `roguelike.options`, the terminal's config file).
    StoreOptions {
        /// The options' text.
        text: String,
    },
    /// Write the high-score table to the browser's storage (its own key).
    StoreHighScores {
        /// The table's text.
        text: String,
    },
    /// Offer a file for download.
    Download {
        /// Suggested file name.
        file_name: String,
        /// MIME type.
        mime: String,
        /// Contents.
        text: String,
    },
    /// Put text on the clipboard.
    CopyText(String),
    /// Remember the player's language (the page: `localStorage` under
    /// [`crate::locale::STORAGE_KEY`]).
    StoreLanguage {
        /// The language's code.
        code: String,
    },
}

/// The canvas size and pixel density.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Viewport {
    /// Width in CSS pixels.
    pub css_width: f64,
    /// Height in CSS pixels.
    pub css_height: f64,
    /// Device pixels per CSS pixel.
    pub ratio: f64,
}

impl Default for Viewport {
    fn default() -> Self {
        Viewport { css_width: 1280.0, css_height: 720.0, ratio: 1.0 }
    }
}

impl Viewport {
    /// The canvas backing store in device pixels: CSS size × ratio, rounded,
    /// so one canvas pixel is one screen pixel and nothing is blurred.
    pub fn device_size(&self) -> (u32, u32) {
        (
            (self.css_width * self.ratio).round().max(1.0) as u32,
            (self.css_height * self.ratio).round().max(1.0) as u32,
        )
    }
}

/// Frame times.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Clock {
    /// This frame's time, ms.
    pub now_ms: f64,
    /// The previous frame's time, ms (updated last, by ChangePreviousUpdateTime).
    pub previous_ms: f64,
}

impl Clock {
    /// Milliseconds since the previous frame, capped so a tab that slept does
    /// not make animations jump.
    pub fn delta_ms(&self) -> f64 {
        (self.now_ms - self.previous_ms).clamp(0.0, 250.0)
    }
}

/// What the debug overlay shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DebugState {
    /// The overlay is on.
    pub visible: bool,
    /// The overlay cheats: it shows what the player cannot know (a
    /// disguised Mimic, creatures out of view), under a banner that says so.
    /// Only while the overlay is on.
    pub cheat: bool,
    /// The last key pressed.
    pub last_key: Option<Key>,
    /// Events run through the bus since start.
    pub events_dispatched: u64,
    /// Screens opened by the bus's handlers since start (not by a host
    /// setting the state between events): the soundtrack tells a menu line
    /// chosen from a game started around the bus.
    pub screens_opened: u64,
}

/// How long a short notice stays at the usual message speed, ms.
pub const NOTICE_MS: f64 = 3500.0;

/// What a notice longer than a few words adds for each of its words, ms (a
/// reader's pace, about 200 words a minute): the notice naming where a save
/// was kept aside runs to three lines, and vanished before it was read.
pub const NOTICE_MS_A_WORD: f64 = 300.0;

/// A short notice shown on top of everything for a few seconds.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    /// What to say.
    pub text: String,
    /// When it was posted, ms.
    pub since_ms: f64,
}

/// The state every screen and handler shares.
#[derive(Debug)]
pub struct AppState {
    /// The game, if one was started (it survives trips to the menu).
    pub session: Option<Session>,
    /// Canvas size.
    pub viewport: Viewport,
    /// Frame times.
    pub clock: Clock,
    /// Debug overlay state.
    pub debug: DebugState,
    /// Requests for the page, drained by the host after each dispatch.
    pub requests: Vec<HostRequest>,
    /// A transient notice.
    pub notice: Option<Notice>,
    /// Seeds for "New random world" without a typed seed come from here.
    pub entropy: u64,
    /// Storage refused the last save; the reason, shown once.
    pub storage_problem: Option<String>,
    /// A saved game found in storage that could not be read, kept so the
    /// player can still export it.
    pub unreadable_save: Option<String>,
    /// The page's address without its query, for shareable links.
    pub page_url: String,
    /// The best finished runs, read from storage at start.
    pub high_scores: HighScores,
    /// The Build Your Own World save (`:Q` writes it, `L` reads it): read
    /// from storage at start, kept here so loading needs no wait.
    pub byow_save: Option<String>,
    /// The Dungeon Mania config file last picked (its name and text):
    /// dungeons picked after it are played with it; without one, with the
    /// default config (`worlds/dungeon-default-config.json`).
    pub dungeon_config: Option<crate::game::FileText>,
    /// The player's options (bindings, scale, palette, motion, message
    /// speed): read from storage at start, stored when changed.
    pub options: Options,
    /// Where the world was drawn this frame (the game screens draw cursors
    /// on it); `None` until a game is drawn.
    pub world_view: Option<WorldView>,
    /// What a screen reader is to be told, taken by the host after each
    /// dispatch.
    pub speech: super::speech::Speech,
    /// The sounds and music asked for, handed to the host's player after
    /// each dispatch ([`super::App::play_audio`]).
    pub audio: crate::audio::Mixer,
    sessions_started: u64,
}

impl Default for AppState {
    fn default() -> Self {
        AppState::new(0x5eed)
    }
}

impl AppState {
    /// A fresh app at the main menu; `entropy` seeds the choice of random worlds.
    pub fn new(entropy: u64) -> AppState {
        AppState {
            session: None,
            viewport: Viewport::default(),
            clock: Clock::default(),
            debug: DebugState::default(),
            requests: Vec::new(),
            notice: None,
            entropy,
            storage_problem: None,
            unreadable_save: None,
            page_url: String::new(),
            high_scores: HighScores::default(),
            byow_save: None,
            dungeon_config: None,
            world_view: None,
            speech: super::speech::Speech::default(),
            audio: crate::audio::Mixer::default(),
            options: Options::default(),
            sessions_started: 0,
        }
    }

    /// Makes `game` the current game.
    pub fn start_session(&mut self, game: Game, source: WorldSource) {
        let replay = Replay::new(source.clone(), game.seed);
        self.resume_session(game, source, replay, true);
    }

    /// Makes a restored game (with its replay so far) the current game;
    /// `unsaved` when storage does not hold it yet (an imported file), not
    /// when it was just read from storage.
    pub fn resume_session(
        &mut self,
        game: Game,
        source: WorldSource,
        replay: Replay,
        unsaved: bool,
    ) {
        self.sessions_started += 1;
        self.session = Some(Session {
            game,
            source,
            replay,
            unsaved,
            generation: self.sessions_started,
            mode_state: Default::default(),
        });
    }

    /// A fresh seed for a random world (splitmix64 over the entropy).
    pub fn next_seed(&mut self) -> u64 {
        self.entropy = self.entropy.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.entropy;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        // Seeds people can read aloud and type: at most nine digits.
        (z ^ (z >> 31)) % 1_000_000_000
    }

    /// Shows every text in the language `code` from the next frame on and
    /// asks the host to remember it; `false` (nothing changes) when no such
    /// language is built in. An options screen calls this.
    pub fn set_language(&mut self, code: &str) -> bool {
        if !crate::locale::set_language(code) {
            return false;
        }
        self.requests.push(HostRequest::StoreLanguage { code: code.to_owned() });
        true
    }

    /// How long a notice of `text` stays, ms, at the player's message
    /// speed: long enough to read its words.
    pub fn notice_ms(&self, text: &str) -> f64 {
        let words = text.split_whitespace().count() as f64;
        NOTICE_MS.max(words * NOTICE_MS_A_WORD) * self.options.message_speed.factor()
    }

    /// Shows a notice for a few seconds.
    pub fn notify(&mut self, text: impl Into<String>) {
        self.notice = Some(Notice { text: text.into(), since_ms: self.clock.now_ms });
    }

    /// Offers `text` as a download named `file_name`, and says so; `what`
    /// names it in the notice ("Replay exported as …").
    pub fn export(&mut self, what: &str, file_name: String, mime: &str, text: String) {
        self.notify(phrase("export_done", &[("what", what), ("file", &file_name)]));
        self.requests.push(HostRequest::Download { file_name, mime: mime.to_owned(), text });
    }

    /// Copies a link that opens the current random world (`?seed=N`).
    pub fn copy_seed_link(&mut self) {
        let Some(session) = &self.session else { return };
        let Some(seed) = session.source.seed() else {
            self.notify(phrase("seed_link_only_random", &[]));
            return;
        };
        let link = format!("{}?seed={seed}", self.page_url);
        self.notify(phrase("seed_link_copied", &[("link", &link)]));
        self.requests.push(HostRequest::CopyText(link));
    }
}
