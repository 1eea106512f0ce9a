//! The event bus, its events and states, the screens and the handlers that
//! drive the game: host-independent, tested natively.

mod app;
mod app_state;
mod bus;
mod event;
pub mod handlers;
mod hud;
mod key;
mod screen;
pub mod screens;
mod state;
mod worlds;

pub use app::App;
pub use app_state::{
    AppState, Clock, DebugState, HostRequest, Notice, Session, Viewport, WorldSource,
};
pub use bus::{Context, EventBus, EventHandler, Outbox};
pub use event::Event;
pub use key::{Key, Modifiers};
pub use screen::{KeyPress, Screen};
pub use state::{GameState, ReturnTo, State};
pub use worlds::{build_game, builtin_text, request_start, start_or_report, BUILTIN};
