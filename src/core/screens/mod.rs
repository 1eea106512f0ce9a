//! The screens, one per file, each owning what only it needs. The active one
//! is the [`State`](super::State) variant that holds it, and only it gets
//! the keys.

mod byow_mode;
mod byow_panels;
mod byow_view;
mod common_game;
mod confirm;
mod dungeon_panels;
mod end_screen;
mod high_score_list;
mod labyrinth_panels;
mod look;
mod main_menu;
mod menu;
mod menu_view;
mod message_history;
mod mode_guides;
mod options_menu;
mod player_dead;
mod player_won;
mod replay_viewer;
mod replay_watch;
mod restoring;
mod world_errors;

pub use byow_mode::{typed_char, ByowMode, Said};
pub use byow_panels::ByowPanels;
pub use byow_view::help_keys as byow_help_keys;
pub use common_game::{export_world, inventory_command, world_command, CommonGame};
pub use confirm::Confirm;
pub use dungeon_panels::{action_of as dungeon_action_of, DungeonPanels};
pub use high_score_list::HighScoreList;
pub use labyrinth_panels::{LabyrinthPanels, WATCH_STEP_MS};
pub use look::Look;
pub use main_menu::MainMenu;
pub use menu::{menu_items, menu_labels, MenuItem};
pub use menu_view::{menu_texts, MenuPage};
pub use message_history::MessageHistory;
pub use options_menu::{line_label, option_lines, OptionLine, OptionsMenu};
pub use player_dead::PlayerDead;
pub use player_won::PlayerWon;
pub use replay_viewer::{keys_line as replay_keys_line, ReplayViewer};
pub use restoring::{
    restore_or_slice, restore_run_or_slice, Restoring, DUNGEON_SAVE_ASIDE, RUN_SAVE_ASIDE,
    STORED_RESTORE_MS,
};
pub use world_errors::WorldErrors;
