//! The event bus, its events and states, the screens and the handlers that
//! drive the game: host-independent, tested natively.

mod app;
mod app_state;
mod bus;
mod errands;
mod event;
pub mod handlers;
mod high_scores;
pub(crate) mod hud;
mod key;
pub mod options;
mod overview;
mod play_mode;
mod run_summary;
pub mod save_store;
mod screen;
pub mod screens;
pub mod speech;
mod state;
mod world_label;
mod worlds;

pub use app::App;
pub use app_state::{
    AppState, Clock, DebugState, HostRequest, Notice, Session, Viewport, WorldSource,
};
pub use bus::{Context, EventBus, EventHandler, Outbox};
pub use event::Event;
pub use handlers::link_language;
pub use high_scores::{
    HighScores, HighScoresError, ReadTable, HIGH_SCORES_FORMAT, HIGH_SCORES_VERSION, MAX_RUNS,
    MAX_TABLE_BYTES,
};
pub use key::{Key, Modifiers};
pub use options::{Action, Bindings, MessageSpeed, Options};
pub use play_mode::{play_mode, Classic, ModeState, PlayMode, Played, ShownMap, Stepper};
pub use run_summary::RunSummary;
pub use screen::{KeyPress, Screen};
pub use speech::{Announcement, MenuView, News, Speech, Urgency};
pub use state::{GameState, ReturnTo, State};
pub use world_label::{WorldLabel, MAX_WORLD_CHARS};
pub use worlds::{
    build_game, builtin_text, dungeon_config, open_world, request_start, start_builtin_dungeon,
    start_builtin_labyrinth, start_or_report, BUILTIN, DUNGEONS, DUNGEON_CONFIG, DUNGEON_SEED,
    LABYRINTHS,
};
