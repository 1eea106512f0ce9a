//! The event handlers: the work that cuts across screens, one handler per
//! concern, in the seed's order. Input reaches the screens through
//! [`ActiveScreen`] only.

mod active_screen;
mod announcer;
mod canvas_clear;
mod change_previous_update_time;
mod debug_info;
mod files;
mod game_interface;
mod game_world;
mod init;
mod level_up;
mod log_cursor;
mod notices;
mod persistence;
mod soundtrack;

pub use active_screen::ActiveScreen;
pub use announcer::Announcer;
pub use canvas_clear::CanvasClear;
pub use change_previous_update_time::ChangePreviousUpdateTime;
pub use debug_info::DebugInfo;
pub use files::Files;
pub use game_interface::GameInterface;
pub use game_world::GameWorld;
pub use init::Init;
pub use level_up::LevelUp;
pub use notices::{NoticeBand, Notices};
pub use persistence::Persistence;
pub use persistence::{link_language, query_without_link};
pub use soundtrack::Soundtrack;

use super::bus::EventHandler;

/// Every handler, in the order the bus calls them. On a frame this is the
/// drawing order: the canvas is cleared, the game on screen (world, HUD,
/// level-up banner) is drawn, then the active screen on top of it (the
/// menu, the death screen, the help overlay …), then notices and the debug
/// overlay; what changed is announced to a screen reader and made heard
/// (the soundtrack sees every screen change and message the announcer
/// does); the frame's time is recorded last. Files and saves are opened
/// after the screen has had the event, whatever screen that is.
pub fn all() -> Vec<Box<dyn EventHandler>> {
    vec![
        Box::new(CanvasClear),
        Box::new(Init),
        Box::new(GameWorld::default()),
        Box::new(GameInterface::default()),
        Box::new(LevelUp::default()),
        Box::new(ActiveScreen),
        Box::new(Files),
        Box::new(Persistence::default()),
        Box::new(Notices),
        Box::new(Announcer::default()),
        Box::new(Soundtrack::default()),
        Box::new(DebugInfo::default()),
        Box::new(ChangePreviousUpdateTime),
    ]
}
