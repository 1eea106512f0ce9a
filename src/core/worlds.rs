//! Starting games: the built-in worlds, and turning a world source into a
//! game or into the error lines the error screen shows.

use super::app_state::{AppState, WorldSource};
use super::screens::{restore_or_slice, Confirm, MainMenu, Restoring, WorldErrors};
use super::state::{ReturnTo, State};
use crate::dungeon::{
    begin_replay, begin_save, parse_config, read_config, Config, Maze, PAGE_MAZE,
};
use crate::game::{DungeonSource, FileText, Game};
use crate::locale::phrase;
use crate::modes::{world_kind_of_source, WorldFile, WorldKind, WORLD_KINDS};

/// The built-in worlds: name, text, and a line for the menu.
pub const BUILTIN: &[(&str, &str, &str)] = &[
    ("demo", include_str!("../../worlds/demo.txt"), "rooms and corridors to walk"),
    ("menagerie", include_str!("../../worlds/menagerie.txt"), "meet every creature"),
    ("labyrinth", include_str!("../../worlds/labyrinth.txt"), "a maze with treasure"),
    ("descent", include_str!("../../worlds/descent.txt"), "two levels joined by stairs"),
];

/// The built-in Terra Incognita labyrinths, played blind: name, text, and a
/// line for the menu.
pub const LABYRINTHS: &[(&str, &str, &str)] = &[
    ("cellar", include_str!("../../worlds/labyrinths/cellar.txt"), "small, no wormholes"),
    ("catacombs", include_str!("../../worlds/labyrinths/catacombs.txt"), "long winding halls"),
    ("rifts", include_str!("../../worlds/labyrinths/rifts.txt"), "three rooms joined by wormholes"),
];

/// The built-in Dungeon Mania dungeons (`worlds/dungeons/`): name, text,
/// and a line for the menu. All are played with [`DUNGEON_CONFIG`].
pub const DUNGEONS: &[(&str, &str, &str)] = &[
    ("courtyard", include_str!("../../worlds/dungeons/courtyard.json"), "boulders onto switches"),
    ("vault", include_str!("../../worlds/dungeons/vault.json"), "keys, doors and treasure"),
    ("mirrors", include_str!("../../worlds/dungeons/mirrors.json"), "portals of four colours"),
    ("toaster", include_str!("../../worlds/dungeons/toaster.json"), "a spawner, zombies, spiders"),
    ("hirelings", include_str!("../../worlds/dungeons/hirelings.json"), "bribe the mercenaries"),
    ("workshop", include_str!("../../worlds/dungeons/workshop.json"), "build, drink, blow up"),
    (
        "hourglass",
        include_str!("../../worlds/dungeons/hourglass.json"),
        "a time portal and a time turner",
    ),
    (
        "marsh",
        include_str!("../../worlds/dungeons/marsh.json"),
        "outrun mercenaries the swamp holds",
    ),
    ("lair", include_str!("../../worlds/dungeons/lair.json"), "an assassin and a hydra"),
    ("forge", include_str!("../../worlds/dungeons/forge.json"), "sun stones, a sceptre, armour"),
    (
        "powerhouse",
        include_str!("../../worlds/dungeons/powerhouse.json"),
        "a door wired to two switches",
    ),
    ("mire", include_str!("../../worlds/dungeons/mire.json"), "an assassin the swamp holds"),
];

/// The config our own dungeons are played with (`worlds/dungeons/config.json`).
pub const DUNGEON_CONFIG: &str = include_str!("../../worlds/dungeons/config.json");

/// The seed of every dungeon game in the page (the dungeon kind's own).
pub const DUNGEON_SEED: u64 = crate::dungeon::PAGE_SEED;

/// The config of our own dungeons, read.
pub fn dungeon_config() -> Config {
    parse_config(DUNGEON_CONFIG).unwrap_or(Config::TEMPLATE)
}

/// The config file of our own dungeons, as saves keep it.
pub fn dungeon_config_file() -> FileText {
    FileText { name: "worlds/dungeons/config.json".to_owned(), text: DUNGEON_CONFIG.to_owned() }
}

/// Starts the world file `file` of `kind` (a dungeon with the config last
/// picked, or the default config, given with it) as the app's game, asking
/// first when it would replace a game under way; or shows its mistakes,
/// each as `NAME:LINE:COL: error: MESSAGE` under its kind's title, and the
/// game under way is not touched.
pub fn open_world(app: &mut AppState, kind: &WorldKind, file: WorldFile, from: &State) -> State {
    request_start(app, (kind.source)(file), from)
}

/// Starts one of our own dungeons, by index into [`DUNGEONS`], with their
/// config.
pub fn start_builtin_dungeon(app: &mut AppState, index: usize, from: &State) -> State {
    let (name, text, _) = DUNGEONS[index];
    let file = builtin_file(name, text, Some(dungeon_config_file()));
    open_world(app, &crate::dungeon::WORLD_KIND, file, from)
}

/// Starts one of our own labyrinths, by index into [`LABYRINTHS`].
pub fn start_builtin_labyrinth(app: &mut AppState, index: usize, from: &State) -> State {
    let (name, text, _) = LABYRINTHS[index];
    open_world(app, &crate::labyrinth::WORLD_KIND, builtin_file(name, text, None), from)
}

/// Builds a Dungeon Mania maze from `seed` in the page's box
/// ([`PAGE_MAZE`]: spec §3.12, the same seed the same maze, as `roguelike
/// dungeon --generate 1,1,21,13 --seed SEED` prints it) and starts it with the
/// config last picked, or the default config, as a picked dungeon is.
pub fn start_generated_dungeon(app: &mut AppState, seed: u64, from: &State) -> State {
    let (start, end) = PAGE_MAZE;
    let kind = &crate::dungeon::WORLD_KIND;
    match Maze::build(start, end, seed) {
        Ok(maze) => {
            let name = format!("generated-{seed}.json");
            let config = app.dungeon_config.clone();
            let file = WorldFile { name, text: maze.to_dungeon_text(), config };
            open_world(app, kind, file, from)
        }
        Err(error) => State::WorldErrors(WorldErrors::of_kind(
            vec![error.to_string()],
            from.return_to(),
            kind,
        )),
    }
}

fn builtin_file(name: &str, text: &str, config: Option<FileText>) -> WorldFile {
    WorldFile { name: name.to_owned(), text: text.to_owned(), config }
}

/// Opens a Dungeon Mania save or replay file (told apart by content, in the
/// engine's format or the older dungeon one): the game it holds, played
/// again and checked, becomes the app's game — at once if it is short, else
/// a slice a frame on the restoring screen, which Escape leaves for `from`'s
/// screen. A bad file is explained and changes nothing.
pub fn open_dungeon_file(
    app: &mut AppState,
    name: &str,
    text: &str,
    replay: bool,
    from: &State,
) -> Option<State> {
    let begun = if replay { begin_replay(text) } else { begin_save(text) };
    match begun {
        Ok(restore) => {
            let restoring = Restoring::picked(restore, name, replay, from.return_to());
            Some(restore_or_slice(restoring, app))
        }
        Err(e) => {
            app.notify(format!("{name}: {e}"));
            None
        }
    }
}

/// Takes a Dungeon Mania config file: dungeons picked after it are played
/// with it, and a dungeon on screen starts again with it. A config with
/// mistakes lists them instead; nothing changes then. Keys it leaves out are
/// listed as warnings, and the template's values are used for them.
pub fn take_dungeon_config(
    app: &mut AppState,
    name: &str,
    text: &str,
    from: &State,
) -> Option<State> {
    let read = match read_config(text) {
        Ok(read) => read,
        Err(errors) => {
            let lines = errors.iter().map(|e| e.shown(name)).collect();
            let (back, kind) = (from.return_to(), &crate::dungeon::WORLD_KIND);
            return Some(State::WorldErrors(WorldErrors::of_kind(lines, back, kind)));
        }
    };
    let warnings: Vec<String> = read.warnings.iter().map(|w| w.shown_warning(name)).collect();
    let file = FileText { name: name.to_owned(), text: text.to_owned() };
    app.dungeon_config = Some(file.clone());
    let on_screen = match &app.session {
        Some(session) if from.shows_game() => match &session.source {
            WorldSource::Dungeon(source) => Some(source.clone()),
            _ => None,
        },
        _ => None,
    };
    let Some(dungeon) = on_screen else {
        app.notify(phrase("notice_config_next", &[("name", name)]));
        return (!warnings.is_empty()).then(|| {
            State::WorldErrors(WorldErrors::config_warnings(warnings, false, from.return_to()))
        });
    };
    app.notify(phrase("notice_config_again", &[("dungeon", &dungeon.name), ("name", name)]));
    let again = DungeonSource { config: Some(file), ..dungeon };
    match start_or_report(app, WorldSource::Dungeon(again), from) {
        State::Game(_) if !warnings.is_empty() => {
            Some(State::WorldErrors(WorldErrors::config_warnings(warnings, true, ReturnTo::Game)))
        }
        next => Some(next),
    }
}

/// The text of a built-in world.
pub fn builtin_text(name: &str) -> Option<&'static str> {
    BUILTIN.iter().find(|(n, _, _)| *n == name).map(|(_, text, _)| *text)
}

/// Builds the game a source describes, or the error lines to show: every
/// level of a world file, the player on the level its `Player` filler is on.
/// `seed` drives the game's randomness; a random world is generated from the
/// seed in its source instead, so one number names the whole game.
pub fn build_game(source: &WorldSource, seed: u64) -> Result<Game, Vec<String>> {
    build_with_warnings(source, seed).map(|(game, _)| game)
}

/// [`build_game`], with the warnings of a world file as
/// `NAME:LINE:COL: warning: …` lines (none for built-in and random worlds).
fn build_with_warnings(
    source: &WorldSource,
    seed: u64,
) -> Result<(Game, Vec<String>), Vec<String>> {
    crate::modes::start_world(source, seed).map(|started| (started.game, started.warnings))
}

/// Starts the game `source` describes, unless a game is under way: then the
/// player is asked first whether it may be replaced ([`Confirm`]), over the
/// menu they were on (`from`), or a fresh one.
pub fn request_start(app: &mut AppState, source: WorldSource, from: &State) -> State {
    let live = app.session.as_ref().is_some_and(|s| !s.is_over());
    if !live {
        return start_or_report(app, source, from);
    }
    // A world with mistakes goes straight to its error screen: there is
    // nothing to confirm.
    if let Err(lines) = build_game(&source, 0) {
        return State::WorldErrors(WorldErrors::of_kind(lines, from.return_to(), kind_of(&source)));
    }
    let menu = match from {
        State::MainMenu(menu) => menu.clone(),
        State::Confirm(asked) => asked.menu().clone(),
        _ => MainMenu::default(),
    };
    State::Confirm(Confirm::new(source, menu))
}

/// Starts the game `source` describes and switches to it; on failure shows
/// the error screen, which returns to where the player was (`from`), with
/// their game untouched.
pub fn start_or_report(app: &mut AppState, source: WorldSource, from: &State) -> State {
    let kind = kind_of(&source);
    let seed = kind.page_seed.unwrap_or_else(|| app.next_seed());
    match build_with_warnings(&source, seed) {
        Ok((game, warnings)) => {
            app.start_session(game, source);
            if warnings.is_empty() {
                State::playing()
            } else {
                // Shown once, before play; Escape plays.
                State::WorldErrors(WorldErrors::warnings(warnings, kind))
            }
        }
        Err(lines) => State::WorldErrors(WorldErrors::of_kind(lines, from.return_to(), kind)),
    }
}

/// The kind of world a source is of (seed 000's for none, which cannot
/// start and says so).
fn kind_of(source: &WorldSource) -> &'static WorldKind {
    world_kind_of_source(source).unwrap_or(WORLD_KINDS[0])
}
