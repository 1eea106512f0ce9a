//! The main menu's model: which lines it shows for the app's state, and
//! their text.

use crate::core::app_state::AppState;
use crate::core::worlds;
use crate::locale::{phrase, world_name};

/// One line of the menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MenuItem {
    /// Back to the paused game.
    Continue,
    /// A boxed-room world from a random seed.
    NewRandomWorld,
    /// A boxed-room world from a typed seed.
    NewWorldFromSeed,
    /// Pick a world file.
    LoadWorldFile,
    /// A built-in world, by index into [`worlds::BUILTIN`].
    Builtin(usize),
    /// Build Your Own World (seed 001): its own welcome screen.
    BuildYourOwnWorld,
    /// Watch the current game's replay.
    WatchReplay,
    /// The table of the best finished runs.
    HighScores,
    /// The player's options (keys, scale, palette, motion, message speed).
    Options,
    /// Download the saved game (or an unreadable one found in storage).
    ExportSave,
    /// Pick a save file to load.
    ImportSave,
    /// Download the current game's replay.
    ExportReplay,
    /// Pick a replay file to watch.
    ImportReplay,
    /// Copy a link that opens this random world.
    CopySeedLink,
    /// A built-in labyrinth, played blind, by index into
    /// [`worlds::LABYRINTHS`] (last, so the lines above keep their digits).
    Labyrinth(usize),
    /// One of our own Dungeon Mania dungeons, by index into
    /// [`worlds::DUNGEONS`] (after the labyrinths, for the same reason).
    Dungeon(usize),
    /// A Dungeon Mania maze built from a typed seed (spec §3.12), last.
    GenerateDungeon,
}

/// The menu's lines for the current state.
pub fn menu_items(app: &AppState) -> Vec<MenuItem> {
    let mut items = Vec::new();
    let session = app.session.as_ref();
    if session.is_some() {
        items.push(MenuItem::Continue);
    }
    items.push(MenuItem::NewRandomWorld);
    items.push(MenuItem::NewWorldFromSeed);
    items.push(MenuItem::LoadWorldFile);
    items.extend((0..worlds::BUILTIN.len()).map(MenuItem::Builtin));
    if session.is_some_and(|s| !s.replay.steps.is_empty()) {
        items.push(MenuItem::WatchReplay);
    }
    items.push(MenuItem::HighScores);
    items.push(MenuItem::BuildYourOwnWorld);
    // After Build Your Own World, which keeps its digit 9.
    items.push(MenuItem::Options);
    if session.is_some() || app.unreadable_save.is_some() {
        items.push(MenuItem::ExportSave);
    }
    items.push(MenuItem::ImportSave);
    if session.is_some() {
        items.push(MenuItem::ExportReplay);
    }
    items.push(MenuItem::ImportReplay);
    if session.is_some_and(|s| s.source.seed().is_some()) {
        items.push(MenuItem::CopySeedLink);
    }
    items.extend((0..worlds::LABYRINTHS.len()).map(MenuItem::Labyrinth));
    items.extend((0..worlds::DUNGEONS.len()).map(MenuItem::Dungeon));
    items.push(MenuItem::GenerateDungeon);
    items
}

/// The menu's lines as the player reads them (without the seed field).
pub fn menu_labels(app: &AppState) -> Vec<String> {
    menu_items(app).iter().map(|item| label(item, false, None)).collect()
}

/// The text of one line; `seed_entry` is the seed being typed, shown on the
/// selected "New world from a seed…" or "Generate a dungeon…" line.
pub fn label(item: &MenuItem, selected: bool, seed_entry: Option<&str>) -> String {
    match item {
        MenuItem::Continue => phrase("menu_continue", &[]),
        MenuItem::NewRandomWorld => phrase("menu_new_random", &[]),
        MenuItem::NewWorldFromSeed => match (seed_entry, selected) {
            (Some(digits), true) => phrase("menu_seed_entry", &[("digits", digits)]),
            _ => phrase("menu_new_from_seed", &[]),
        },
        MenuItem::LoadWorldFile => phrase("menu_load_world", &[]),
        MenuItem::Builtin(i) => with_blurb("menu_builtin", worlds::BUILTIN[*i].0),
        MenuItem::BuildYourOwnWorld => phrase("menu_byow", &[]),
        MenuItem::WatchReplay => phrase("menu_watch_replay", &[]),
        MenuItem::HighScores => phrase("menu_high_scores", &[]),
        MenuItem::Options => phrase("menu_options", &[]),
        MenuItem::ExportSave => phrase("menu_export_save", &[]),
        MenuItem::ImportSave => phrase("menu_import_save", &[]),
        MenuItem::ExportReplay => phrase("menu_export_replay", &[]),
        MenuItem::ImportReplay => phrase("menu_import_replay", &[]),
        MenuItem::CopySeedLink => phrase("menu_copy_seed_link", &[]),
        MenuItem::Labyrinth(i) => with_blurb("menu_labyrinth", worlds::LABYRINTHS[*i].0),
        MenuItem::Dungeon(i) => with_blurb("menu_dungeon", worlds::DUNGEONS[*i].0),
        MenuItem::GenerateDungeon => match (seed_entry, selected) {
            (Some(digits), true) => phrase("menu_seed_entry", &[("digits", digits)]),
            _ => phrase("menu_generate_dungeon", &[]),
        },
    }
}

/// A built-in world's line: its name and its blurb (`blurb_NAME`).
fn with_blurb(key: &str, name: &str) -> String {
    let blurb = phrase(&format!("blurb_{name}"), &[]);
    phrase(key, &[("name", &world_name(name)), ("blurb", &blurb)])
}
