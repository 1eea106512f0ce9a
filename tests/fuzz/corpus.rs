//! The real files the mutations start from, made when the test runs: saves
//! and replays of random, built-in and file worlds played for a while, a
//! game the player lost, a game of two levels joined by stairs, and
//! version-1 saves and replays.

use super::mutate::{object, Places};
use roguelike::core::{build_game, WorldSource};
use roguelike::game::{
    write_replay, write_save, Command, Coordinates, Creature, Direction, DroppedItem, Game,
    GameRng, GameWorld, ItemKind, Leads, Level, MobKind, Player, Replay, Rules, SaveFile,
    SightModel, SourceRecord, Stairs, Wall,
};
use serde_json::{json, Value};
use std::path::PathBuf;

/// A file to mutate, with what it is.
#[derive(Clone, Debug)]
pub struct Base {
    /// How it was made.
    pub name: String,
    /// Its JSON.
    pub doc: Value,
    /// Its places, for mutations to choose from.
    pub places: Places,
}

impl Base {
    fn new(name: String, doc: Value) -> Base {
        let places = Places::of(&doc);
        Base { name, doc, places }
    }
}

/// A room crowded with creatures and things: fights, confusion, clones and
/// a full pack happen here soon.
const CROWD: &str = "\
8 6
W W W W W W W W
W 1 2 . 3 . 4 W
W 2 . . . . . W
W . . 5 . 6 . W
W 7 . . . . 8 W
W W W W W W W W
1. Player
2. Item GoldenApple
2. Item Sword
2. Item Shield
2. Item GoldenApple
3. Mob Wizard
4. Mob Robot
5. Mob Mimic Shield
6. Mob Ghost
7. Item GoldenApple
7. Item GoldenApple
7. Item GoldenApple
7. Item GoldenApple
7. Item GoldenApple
7. Item GoldenApple
8. Mob Robot
";

/// The player boxed in by robots: they lose.
const TRAP: &str = "\
5 5
W W W W W
W 2 3 2 W
W 3 1 3 W
W 2 3 2 W
W W W W W
1. Player
2. Item Sword
3. Mob Robot
";

fn file(name: &str, text: &str) -> SourceRecord {
    SourceRecord::File { name: name.into(), text: text.into() }
}

fn world_source(source: &SourceRecord) -> WorldSource {
    // The app uses the game's record of a source as is.
    source.clone()
}

/// What the app hands the replay player.
pub fn build(source: &SourceRecord, seed: u64) -> Result<Game, String> {
    build_game(&world_source(source), seed).map_err(|lines| lines.join("\n"))
}

/// Mostly moves, now and then everything else a player can ask, and now
/// and then what only a crafted replay asks (a cycle of `i32::MAX` slots).
fn random_command(rng: &mut GameRng) -> Command {
    match rng.below(100) {
        0..=69 => Command::Move(Direction::ALL[rng.below(4) as usize]),
        70..=77 => Command::Wait,
        78..=84 => Command::Select(rng.below(10) as usize),
        85..=87 => Command::Cycle(rng.range_inclusive(-3, 3)),
        88..=94 => Command::UseSelected,
        95 | 96 => Command::DropSelected,
        97 => Command::Travel(if rng.below(2) == 0 { Leads::Down } else { Leads::Up }),
        98 => Command::Cycle(i32::MAX),
        _ => Command::Select(usize::MAX),
    }
}

/// A game played for `commands` random commands, and its replay.
fn played(source: SourceRecord, seed: u64, commands: usize) -> (Game, Replay) {
    let mut game = build(&source, seed).expect("the corpus worlds build");
    let mut replay = Replay::new(source, seed);
    let mut rng = GameRng::new(seed, 91);
    for _ in 0..commands {
        let command = random_command(&mut rng);
        game.apply(command);
        replay.record(command, &game);
    }
    (game, replay)
}

fn parsed(text: &str) -> Value {
    serde_json::from_str(text).expect("the game writes JSON")
}

/// Two levels joined by stairs, the player gone down and back up and down
/// again, so both levels have been seen and the player is on the second.
fn two_levels() -> (Game, Replay) {
    let mut top = GameWorld::new();
    top.add(Box::new(Wall::from_rows(
        Coordinates::ZERO,
        &["#######", "#.....#", "#.....#", "#######"],
    )))
    .expect("one wall");
    top.add(Box::new(Stairs::new(Coordinates::new(2, 1), Leads::Down, 1, Coordinates::new(1, 1))))
        .expect("stairs");
    top.add(Box::new(Creature::new(MobKind::Wizard, Coordinates::new(5, 2), None))).expect("mob");
    let mut bottom = GameWorld::new();
    bottom
        .add(Box::new(Wall::from_rows(
            Coordinates::ZERO,
            &["######", "#....#", "#....#", "######"],
        )))
        .expect("one wall");
    bottom
        .add(Box::new(Stairs::new(Coordinates::new(1, 1), Leads::Up, 0, Coordinates::new(2, 1))))
        .expect("stairs");
    bottom
        .add(Box::new(Creature::new(MobKind::Mimic, Coordinates::new(4, 2), Some(ItemKind::Sword))))
        .expect("mob");
    bottom.add(Box::new(DroppedItem::new(Coordinates::new(3, 1), ItemKind::Shield))).expect("item");
    let dark = Rules { sight: SightModel::Blind, move_limit: Some(500), ..Rules::classic() };
    let levels = vec![Level::new(top, Rules::classic()), Level::new(bottom, dark)];
    let mut game = Game::with_levels(levels, 0, Player::new(Coordinates::new(1, 1)), 5);
    // The replay cannot be played back (no world source builds two levels);
    // it is saved as any game's would be.
    let mut replay = Replay::new(SourceRecord::Builtin { name: "two-levels".into() }, 5);
    let commands = [
        Command::Move(Direction::Right),
        Command::Travel(Leads::Down),
        Command::Move(Direction::Right),
        Command::Move(Direction::Left),
        Command::Travel(Leads::Up),
        Command::Wait,
        Command::Travel(Leads::Down),
        Command::Move(Direction::Right),
    ];
    for command in commands {
        game.apply(command);
        replay.record(command, &game);
    }
    assert_eq!(game.depth(), 1, "the corpus game ends on the second level");
    (game, replay)
}

/// A version-1 save of `save` (a one-level version-2 save): the level's
/// parts in the game, sentences for messages, no depth, a version-1 replay.
fn as_version_1(save: &Value) -> Value {
    let game = &save["game"];
    let level = &game["levels"][0];
    let sentences: Vec<Value> = game["log"]["messages"]
        .as_array()
        .map(|entries| {
            entries
                .iter()
                .map(|e| json!({ "text": format!("{} (turn {})", e["says"], e["turn"]), "turn": e["turn"] }))
                .collect()
        })
        .unwrap_or_default();
    let replay = &save["replay"];
    object(vec![
        ("format", json!("roguelike-save")),
        ("version", json!(1)),
        ("source", save["source"].clone()),
        (
            "game",
            object(vec![
                ("turn", game["turn"].clone()),
                ("seed", game["seed"].clone()),
                ("rng", game["rng"].clone()),
                ("log", json!({ "messages": sentences })),
                ("player", game["player"].clone()),
                ("update_radius", json!(10)),
                ("arena_generations", level["arena_generations"].clone()),
                ("free_slots", level["free_slots"].clone()),
                ("objects", level["objects"].clone()),
                ("seen", level["seen"].clone()),
                ("acted", game["acted"].clone()),
            ]),
        ),
        (
            "replay",
            json!({ "source": replay["source"], "seed": replay["seed"], "steps": replay["steps"] }),
        ),
    ])
}

/// Every game the corpus is made of: its name, the game and its replay.
fn games() -> Vec<(String, Game, Replay)> {
    let mut out = Vec::new();
    for seed in [1u64, 2, 3] {
        let (game, replay) = played(SourceRecord::Random { seed }, seed, 30 + 25 * seed as usize);
        out.push((format!("random world {seed}"), game, replay));
    }
    for (name, seed, commands) in [("menagerie", 11, 80), ("labyrinth", 3, 60), ("demo", 4, 40)] {
        let (game, replay) = played(SourceRecord::Builtin { name: name.into() }, seed, commands);
        out.push((format!("built-in {name}"), game, replay));
    }
    for seed in [21u64, 22] {
        let (game, replay) = played(file("crowd.txt", CROWD), seed, 70);
        out.push((format!("crowd file {seed}"), game, replay));
    }
    let (game, replay) = played(file("trap.txt", TRAP), 8, 60);
    assert!(game.player.is_dead(), "the trap kills the player");
    out.push(("a lost game".into(), game, replay));
    let (game, replay) = two_levels();
    out.push(("two levels".into(), game, replay));
    out
}

/// The saves: of every game, and version-1 saves of the one-level ones.
pub fn saves() -> Vec<Base> {
    let mut out = Vec::new();
    for (name, game, replay) in games() {
        let text = write_save(&SaveFile::new(replay.source.clone(), &game, replay));
        let doc = parsed(&text);
        if game.levels().len() == 1 {
            out.push(Base::new(format!("version-1 save of {name}"), as_version_1(&doc)));
        }
        out.push(Base::new(format!("save of {name}"), doc));
    }
    out
}

/// The most steps of a recorded replay file the corpus keeps.
const MAX_STEPS: usize = 60;

fn replay_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests").join("replays")
}

/// A replay's first [`MAX_STEPS`] steps: a replay cut short still verifies,
/// and a debug build plays a step in about a millisecond.
fn first_steps(mut doc: Value) -> Value {
    if let Some(steps) = doc["steps"].as_array_mut() {
        steps.truncate(MAX_STEPS);
    }
    doc
}

/// The replays: of every game that can be rebuilt, and the recorded files
/// of both versions, each cut to its first [`MAX_STEPS`] steps.
pub fn replays() -> Vec<Base> {
    let mut out = Vec::new();
    for (name, game, replay) in games() {
        if game.levels().len() == 1 {
            let doc = first_steps(parsed(&write_replay(&replay)));
            out.push(Base::new(format!("replay of {name}"), doc));
        }
    }
    for dir in [replay_dir(), replay_dir().join("v1")] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .expect("tests/replays exists")
            .map(|entry| entry.expect("a directory entry").path())
            .filter(|p| p.to_string_lossy().ends_with(".replay.json"))
            .collect();
        files.sort();
        for path in files {
            let text = std::fs::read_to_string(&path).expect("a replay file");
            let name = path.strip_prefix(replay_dir()).unwrap_or(&path).display().to_string();
            out.push(Base::new(format!("tests/replays/{name}"), first_steps(parsed(&text))));
        }
    }
    out
}
