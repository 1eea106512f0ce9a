//! `Event`: everything that flows through the event bus, from the browser and
//! from the game itself.

use super::key::{Key, Modifiers};
use crate::game::GameEvent;

/// One event. DOM events are translated into these in one place (`web`); game
/// events come from the game logic as follow-ups.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The page has loaded and the canvas exists; sent once, before any other.
    Load {
        /// Canvas width in CSS pixels.
        css_width: f64,
        /// Canvas height in CSS pixels.
        css_height: f64,
        /// Device pixels per CSS pixel.
        device_pixel_ratio: f64,
    },
    /// The window (or the device pixel ratio, e.g. by zooming or moving to
    /// another screen) changed.
    Resize {
        /// Canvas width in CSS pixels.
        css_width: f64,
        /// Canvas height in CSS pixels.
        css_height: f64,
        /// Device pixels per CSS pixel.
        device_pixel_ratio: f64,
    },
    /// A key went down. `code` is the layout-independent physical key.
    KeyDown {
        /// Which key.
        code: Key,
        /// True for the browser's auto-repeat while the key is held.
        repeat: bool,
        /// Modifiers held.
        modifiers: Modifiers,
        /// The character the key typed (`KeyboardEvent.key`, a terminal's
        /// character), if the host knows it: bindings go by it, so they
        /// follow the player's keyboard layout. `None` names the key by
        /// `code` (tests, the command-line tool).
        typed: Option<char>,
    },
    /// A frame: sent at most 60 times a second; handlers animate and draw.
    Tick {
        /// Milliseconds since the page started (`performance.now()`).
        now_ms: f64,
    },
    /// The page lost keyboard focus or was hidden: held keys are released.
    FocusLost,
    /// The player picked or dropped a file, any kind: its bytes, to be
    /// decoded and told apart by content (`crate::files`), as the tool does.
    FileOpened {
        /// The file's name (for messages only, never to tell its kind).
        name: String,
        /// The file's bytes (the page reads no more than one byte past the
        /// most a file may have).
        bytes: Vec<u8>,
        /// The file's whole size in bytes, which a message about a file too
        /// big reports (its `bytes` stop short of it).
        size: u64,
    },
    /// A world file's text, to start (or a labyrinth's).
    WorldFileLoaded {
        /// The file's name, for messages.
        name: String,
        /// The file's text.
        text: String,
    },
    /// At start-up the page found a saved game in its storage: the old
    /// autosave, a whole save file under one key (moved into the store once
    /// restored), or the terminal's save file.
    StoredSaveFound {
        /// The save file's text.
        text: String,
    },
    /// At start-up the page read the autosave's store
    /// ([`crate::core::save_store`]): the game in it, or what is wrong.
    StoredGameFound {
        /// The game as read, or the located error.
        read: Result<Box<crate::core::save_store::StoredGame>, crate::core::save_store::StoreError>,
    },
    /// At start-up the page found a stored game whose source is in its
    /// database (IndexedDB), which is read asynchronously: the page shows
    /// the menu, saying the game is being restored, until
    /// [`Event::StoredGameFound`] follows.
    StoredGameRestoring {
        /// The game without its source, checked.
        log: Box<crate::core::save_store::StoredLog>,
    },
    /// The run's stored game, played back on the restoring screen, is
    /// settled: `continued` when it is now the app's game, `adopted` when
    /// the store holds it as it is (the autosave appends to it), else the
    /// store's keys are to be replaced by the next game written.
    StoredGameSettled {
        /// Where the game's keys are in the store.
        layout: crate::core::save_store::StoredLayout,
        /// It is now the app's game.
        continued: bool,
        /// The store holds it as it is.
        adopted: bool,
    },
    /// At start-up the host read the player's options: the stored text, if
    /// any, and whether the system asks for reduced motion (the defaults'
    /// `reduced_motion`).
    OptionsFound {
        /// The options' text, as stored (not trusted), or `None`.
        text: Option<String>,
        /// The system's `prefers-reduced-motion: reduce`.
        prefers_reduced_motion: bool,
    },
    /// At start-up the page found a high-score table in its storage.
    StoredHighScoresFound {
        /// The table's text, as stored (not trusted).
        text: String,
    },
    /// At start-up the page found a Build Your Own World save in its storage.
    StoredByowSaveFound {
        /// The save's text, as stored (checked only when `L` loads it).
        text: String,
    },
    /// At start-up the page found the Dungeon Mania game an older version
    /// kept under a key of its own (the one on screen when it closed).
    StoredDungeonSaveFound {
        /// The dungeon save's text, as stored (not trusted).
        text: String,
    },
    /// The page could not write the saved game (private window, full quota).
    StorageFailed {
        /// What the browser said.
        reason: String,
    },
    /// Storing works again after it had failed.
    StorageWorks,
    /// The player picked a save file to import.
    SaveFileLoaded {
        /// The file's name.
        name: String,
        /// The file's text.
        text: String,
    },
    /// The player picked a replay file to watch.
    ReplayFileLoaded {
        /// The file's name.
        name: String,
        /// The file's text.
        text: String,
    },
    /// The page was opened with a query string (`?seed=N`, `?world=NAME`).
    LinkOpened {
        /// The query, without the `?`.
        query: String,
    },
    /// Something happened in the game (sent by the game logic).
    Game(GameEvent),
    /// The mouse moved over the canvas, to this point (CSS pixels from its
    /// top left corner).
    PointerMoved {
        /// CSS pixels from the left.
        css_x: f64,
        /// CSS pixels from the top.
        css_y: f64,
    },
    /// The main mouse button was pressed over the canvas, at this point.
    PointerPressed {
        /// CSS pixels from the left.
        css_x: f64,
        /// CSS pixels from the top.
        css_y: f64,
    },
    /// The mouse left the canvas.
    PointerLeft,
    /// The mouse wheel turned: lines towards the end (positive: down, to
    /// newer things), however the device counts them.
    Wheel {
        /// Lines, positive downwards.
        lines: i32,
    },
}

impl Event {
    /// A short name for the debug overlay.
    pub fn name(&self) -> &'static str {
        match self {
            Event::Load { .. } => "Load",
            Event::Resize { .. } => "Resize",
            Event::KeyDown { .. } => "KeyDown",
            Event::Tick { .. } => "Tick",
            Event::FocusLost => "FocusLost",
            Event::FileOpened { .. } => "FileOpened",
            Event::WorldFileLoaded { .. } => "WorldFileLoaded",
            Event::StoredSaveFound { .. } => "StoredSaveFound",
            Event::StoredGameFound { .. } => "StoredGameFound",
            Event::StoredGameRestoring { .. } => "StoredGameRestoring",
            Event::StoredGameSettled { .. } => "StoredGameSettled",
            Event::StoredHighScoresFound { .. } => "StoredHighScoresFound",
            Event::OptionsFound { .. } => "OptionsFound",
            Event::StoredByowSaveFound { .. } => "StoredByowSaveFound",
            Event::StoredDungeonSaveFound { .. } => "StoredDungeonSaveFound",
            Event::StorageFailed { .. } => "StorageFailed",
            Event::StorageWorks => "StorageWorks",
            Event::SaveFileLoaded { .. } => "SaveFileLoaded",
            Event::ReplayFileLoaded { .. } => "ReplayFileLoaded",
            Event::LinkOpened { .. } => "LinkOpened",
            Event::Game(GameEvent::PlayerDie) => "PlayerDie",
            Event::Game(GameEvent::Won) => "Won",
            Event::Game(GameEvent::MobDefeated { .. }) => "MobDefeated",
            Event::Game(GameEvent::KilledBy { .. }) => "KilledBy",
            Event::Game(GameEvent::LevelUp { .. }) => "LevelUp",
            Event::PointerMoved { .. } => "PointerMoved",
            Event::PointerPressed { .. } => "PointerPressed",
            Event::PointerLeft => "PointerLeft",
            Event::Wheel { .. } => "Wheel",
        }
    }
}
