//! The event handlers, one per concern, in the seed's order.

mod canvas_clear;
mod change_previous_update_time;
mod debug_info;
mod game_interface;
mod game_world;
mod hud;
mod init;
mod level_up;
mod main_menu;
mod menu;
mod menu_view;
mod notices;
mod persistence;
mod player_die;
mod replay_viewer;
mod world_errors;

pub use canvas_clear::CanvasClear;
pub use change_previous_update_time::ChangePreviousUpdateTime;
pub use debug_info::DebugInfo;
pub use game_interface::{inventory_command, GameInterface};
pub use game_world::{world_command, GameWorld};
pub use init::Init;
pub use level_up::LevelUp;
pub use main_menu::MainMenu;
pub use menu::{menu_items, menu_labels, MenuItem};
pub use notices::Notices;
pub use persistence::Persistence;
pub use player_die::PlayerDie;
pub use replay_viewer::ReplayViewer;
pub use world_errors::WorldErrors;

use super::bus::EventHandler;

/// Every handler, in the order the bus calls them (the seed's order, with the
/// world-file error screen after the menu and notices before the debug overlay).
pub fn all() -> Vec<Box<dyn EventHandler>> {
    vec![
        Box::new(CanvasClear),
        Box::new(Init),
        Box::new(MainMenu::default()),
        Box::new(WorldErrors),
        Box::new(ReplayViewer::default()),
        Box::new(GameWorld::default()),
        Box::new(GameInterface::default()),
        Box::new(LevelUp::default()),
        Box::new(PlayerDie),
        Box::new(Persistence),
        Box::new(Notices),
        Box::new(DebugInfo::default()),
        Box::new(ChangePreviousUpdateTime),
    ]
}
