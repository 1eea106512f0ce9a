//! The main menu's model: which lines it shows for the app's state, in
//! groups (play, the built-in worlds, scores and files, other games,
//! Dungeon Mania), each line's fixed digit shortcut, and their text.

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

/// A group of the menu's lines, drawn under its heading.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum MenuGroup {
    /// The game under way and new runs.
    Play,
    /// The built-in worlds of the seed's format.
    Worlds,
    /// High scores, replays, saves, links and options.
    Records,
    /// Build Your Own World.
    OtherGames,
    /// The built-in labyrinths, played blind.
    Labyrinths,
    /// Dungeon Mania's dungeons.
    DungeonMania,
}

impl MenuGroup {
    /// Its heading, in the current language.
    pub fn heading(self) -> String {
        let key = match self {
            MenuGroup::Play => "menu_group_play",
            MenuGroup::Worlds => "menu_group_worlds",
            MenuGroup::Records => "menu_group_records",
            MenuGroup::OtherGames => "menu_group_other_games",
            MenuGroup::Labyrinths => "menu_group_labyrinths",
            MenuGroup::DungeonMania => "menu_group_dungeon_mania",
        };
        phrase(key, &[])
    }

    /// The column of the menu it stands in: three columns, so the whole
    /// menu fits one screen (1024×600) without scrolling.
    pub fn column(self) -> usize {
        match self {
            MenuGroup::Play | MenuGroup::Worlds => 0,
            MenuGroup::Records | MenuGroup::OtherGames => 1,
            MenuGroup::Labyrinths | MenuGroup::DungeonMania => 2,
        }
    }
}

impl MenuItem {
    /// The group it is shown in.
    pub fn group(&self) -> MenuGroup {
        match self {
            MenuItem::Continue
            | MenuItem::NewRandomWorld
            | MenuItem::NewWorldFromSeed
            | MenuItem::LoadWorldFile => MenuGroup::Play,
            MenuItem::Builtin(_) => MenuGroup::Worlds,
            MenuItem::HighScores
            | MenuItem::WatchReplay
            | MenuItem::Options
            | MenuItem::ExportSave
            | MenuItem::ImportSave
            | MenuItem::ExportReplay
            | MenuItem::ImportReplay
            | MenuItem::CopySeedLink => MenuGroup::Records,
            MenuItem::BuildYourOwnWorld => MenuGroup::OtherGames,
            MenuItem::Labyrinth(_) => MenuGroup::Labyrinths,
            MenuItem::Dungeon(_) | MenuItem::GenerateDungeon => MenuGroup::DungeonMania,
        }
    }

    /// Its digit shortcut, the same whatever else the menu shows (the
    /// digits a menu without a game numbered its first nine lines with, so
    /// a player's habit and old links to them hold; Options takes 0).
    /// Continue has none: Enter on the first line and Escape continue.
    pub fn shortcut(&self) -> Option<u8> {
        match self {
            MenuItem::NewRandomWorld => Some(1),
            MenuItem::NewWorldFromSeed => Some(2),
            MenuItem::LoadWorldFile => Some(3),
            MenuItem::Builtin(i) => u8::try_from(*i).ok().filter(|i| *i < 4).map(|i| 4 + i),
            MenuItem::HighScores => Some(8),
            MenuItem::BuildYourOwnWorld => Some(9),
            MenuItem::Options => Some(0),
            _ => None,
        }
    }
}

/// The menu's lines for the current state, group by group in the order of
/// their columns (Dungeon Mania's last, its generator the very last line).
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
    items.push(MenuItem::HighScores);
    if session.is_some_and(|s| !s.replay.steps.is_empty()) {
        items.push(MenuItem::WatchReplay);
    }
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
    items.push(MenuItem::Options);
    items.push(MenuItem::BuildYourOwnWorld);
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

/// The text of one line as drawn under its group's heading, which already
/// says what kind of world it is: a built-in world, a labyrinth or a
/// dungeon by its name and blurb alone (the screen reader and
/// `snapshot()` keep the whole [`label`]).
pub fn short_label(item: &MenuItem, selected: bool, seed_entry: Option<&str>) -> String {
    let name_and_blurb = |name: &str| {
        let blurb = phrase(&format!("blurb_{name}"), &[]);
        phrase("menu_in_group", &[("name", &world_name(name)), ("blurb", &blurb)])
    };
    match item {
        MenuItem::Builtin(i) => name_and_blurb(worlds::BUILTIN[*i].0),
        MenuItem::Labyrinth(i) => name_and_blurb(worlds::LABYRINTHS[*i].0),
        MenuItem::Dungeon(i) => name_and_blurb(worlds::DUNGEONS[*i].0),
        MenuItem::GenerateDungeon if seed_entry.is_none() || !selected => {
            phrase("menu_generate_dungeon_short", &[])
        }
        other => label(other, selected, seed_entry),
    }
}

/// A built-in world's line: its name and its blurb (`blurb_NAME`).
fn with_blurb(key: &str, name: &str) -> String {
    let blurb = phrase(&format!("blurb_{name}"), &[]);
    phrase(key, &[("name", &world_name(name)), ("blurb", &blurb)])
}
