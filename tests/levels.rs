//! A game is a dungeon of levels: walking down and up the stairs of the
//! built-in `descent` — arriving on the matching stairs, the level left behind
//! waiting as it was — saving on the lower level and playing on, and a replay
//! of the walk that the browser suite plays too (`tests/replays/descent.*`;
//! `ROGUELIKE_RECORD_REPLAYS=1 cargo test --test suite levels::` records it anew).
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{build_game, WorldSource};
use roguelike::game::{
    parse_replay, parse_save, write_replay, write_save, Command, Coordinates, Direction, Game,
    Leads, ObjectId, ObjectRecord, Replay, ReplayPlayer, SaveFile,
};
use serde_json::Value;
use std::collections::{HashMap, VecDeque};
use std::path::PathBuf;

/// The seed of every game here.
const SEED: u64 = 5;

fn descent() -> WorldSource {
    WorldSource::Builtin { name: "descent".into() }
}

/// A game of the descent, and the replay of what was played in it.
struct Walk {
    game: Game,
    replay: Replay,
}

impl Walk {
    fn new() -> Walk {
        let game = build_game(&descent(), SEED).expect("the descent builds");
        Walk { game, replay: Replay::new(descent(), SEED) }
    }

    fn apply(&mut self, command: Command) {
        self.game.apply(command);
        self.replay.record(command, &self.game);
        assert!(!self.game.is_over(), "the walk ends the game: {:?}", self.game.snapshot());
    }

    /// Walks to `target` on the current level, the shortest way round walls;
    /// a creature in the way is fought.
    fn walk_to(&mut self, target: Coordinates) {
        for _ in 0..200 {
            let here = self.game.player.coordinates;
            if here == target {
                return;
            }
            let direction = first_step(&self.game, here, target)
                .unwrap_or_else(|| panic!("no way from {here} to {target}"));
            self.apply(Command::Move(direction));
        }
        panic!("{target} not reached in 200 moves");
    }

    /// Walks `steps` cells in `direction`.
    fn walk(&mut self, direction: Direction, steps: usize) {
        for _ in 0..steps {
            self.apply(Command::Move(direction));
        }
    }

    /// Walks to the stairs leading `leads` on the current level and takes them.
    fn take_stairs(&mut self, leads: Leads) {
        let stairs = stairs(&self.game, leads);
        self.walk_to(stairs);
        self.apply(Command::Travel(leads));
    }
}

/// The first step of a shortest walk from `from` to `to` around the walls of
/// the current level.
fn first_step(game: &Game, from: Coordinates, to: Coordinates) -> Option<Direction> {
    let world = game.world();
    let mut first: HashMap<Coordinates, Direction> = HashMap::new();
    let mut queue = VecDeque::from([from]);
    while let Some(cell) = queue.pop_front() {
        if cell == to {
            return first.get(&cell).copied();
        }
        for direction in Direction::ALL {
            let next = cell.step(direction);
            if next == from || world.is_wall(next) || first.contains_key(&next) {
                continue;
            }
            let step = first.get(&cell).copied().unwrap_or(direction);
            first.insert(next, step);
            if next.chebyshev(from) <= 64 {
                queue.push_back(next);
            }
        }
    }
    None
}

/// The cell of the stairs leading `leads` on the current level, found in the
/// snapshot's objects.
fn stairs(game: &Game, leads: Leads) -> Coordinates {
    let snapshot = game.snapshot();
    let name = match leads {
        Leads::Down => "down",
        Leads::Up => "up",
    };
    let found: Vec<&Value> = snapshot["objects"]
        .as_array()
        .expect("objects")
        .iter()
        .filter(|o| o["type"] == "stairs" && o["leads"] == name)
        .collect();
    let [stairs] = found[..] else { panic!("one staircase {name}, found {found:?}") };
    let coordinate = |axis: &str| stairs[axis].as_i64().expect("a coordinate") as i32;
    Coordinates::new(coordinate("x"), coordinate("y"))
}

/// Every object of level `index` (from 0) with its id: the whole level.
fn level_objects(game: &Game, index: usize) -> Vec<(ObjectId, ObjectRecord)> {
    game.levels()[index].world.objects().map(|(id, object)| (id, object.record())).collect()
}

fn depth(game: &Game) -> i64 {
    game.snapshot()["depth"].as_i64().expect("a depth")
}

fn last_message(game: &Game) -> String {
    let snapshot = game.snapshot();
    let messages = snapshot["messages"].as_array().expect("messages");
    messages.last().and_then(Value::as_str).unwrap_or_default().to_owned()
}

#[test]
fn the_descent_starts_on_the_first_of_two_levels() {
    let game = Walk::new().game;
    let snapshot = game.snapshot();
    assert_eq!(snapshot["depth"], 1);
    assert_eq!(snapshot["levels"], 2);
    assert_eq!(game.levels().len(), 2);
    let down = stairs(&game, Leads::Down);
    let objects = snapshot["objects"].as_array().expect("objects");
    let down_record = objects
        .iter()
        .find(|o| o["type"] == "stairs")
        .expect("the stairs down are among the objects");
    assert_eq!(down_record["level"], 1, "they lead to the second level (from 0)");
    assert_eq!(level_objects(&game, 0).len(), objects.len() + 1, "the snapshot skips the wall");
    assert!(down.chebyshev(game.player.coordinates) > 10, "the stairs are a walk away");
}

#[test]
fn walking_down_and_up_arrives_on_the_matching_stairs_and_levels_wait_as_left() {
    let mut walk = Walk::new();
    let top_down = stairs(&walk.game, Leads::Down);
    walk.take_stairs(Leads::Down);

    // Down: the second level, on its stairs up, its objects in the snapshot.
    assert_eq!(depth(&walk.game), 2);
    assert_eq!(walk.game.depth(), 1);
    let bottom_up = stairs(&walk.game, Leads::Up);
    assert_eq!(walk.game.player.coordinates, bottom_up, "arrived on the stairs up");
    assert_eq!(last_message(&walk.game), "You go down the stairs to depth 2.");
    let kinds: Vec<String> = walk.game.snapshot()["objects"]
        .as_array()
        .expect("objects")
        .iter()
        .filter_map(|o| o["kind"].as_str().map(str::to_owned))
        .collect();
    for kind in ["Robot", "Wizard", "Mimic", "Sword"] {
        assert!(kinds.iter().any(|k| k == kind), "no {kind} among {kinds:?}");
    }

    // While the player is below, the first level does not change at all.
    let top_as_left = level_objects(&walk.game, 0);
    walk.walk(Direction::Down, 3);
    walk.apply(Command::Wait);
    walk.walk(Direction::Right, 2);
    assert_eq!(level_objects(&walk.game, 0), top_as_left);

    // Up: the first level, on its stairs down, as it was left.
    walk.take_stairs(Leads::Up);
    assert_eq!(depth(&walk.game), 1);
    assert_eq!(walk.game.player.coordinates, top_down, "arrived on the stairs down");
    assert_eq!(last_message(&walk.game), "You climb the stairs to depth 1.");
    assert_eq!(level_objects(&walk.game, 0), top_as_left, "the first level as it was left");

    // And down again: the second level as it was left.
    let bottom_as_left = level_objects(&walk.game, 1);
    walk.walk(Direction::Left, 2);
    walk.take_stairs(Leads::Down);
    assert_eq!(walk.game.player.coordinates, bottom_up);
    assert_eq!(level_objects(&walk.game, 1), bottom_as_left, "the second level as it was left");
}

#[test]
fn stairs_are_taken_only_the_way_they_lead_and_only_when_stood_on() {
    let mut walk = Walk::new();
    let turn = walk.game.turn;
    walk.game.apply(Command::Travel(Leads::Down));
    assert_eq!((walk.game.depth(), walk.game.turn), (0, turn), "no stairs here: no turn");
    let down = stairs(&walk.game, Leads::Down);
    walk.walk_to(down);
    walk.game.apply(Command::Travel(Leads::Up));
    assert_eq!(walk.game.depth(), 0, "`<` does not take stairs down");
    walk.game.apply(Command::Travel(Leads::Down));
    assert_eq!(walk.game.depth(), 1);
}

/// The commands after the save: more of the second level, up, and down again.
fn after_the_save(walk: &mut Walk) {
    walk.walk(Direction::Up, 2);
    walk.apply(Command::Wait);
    walk.take_stairs(Leads::Up);
    walk.walk(Direction::Left, 3);
    walk.take_stairs(Leads::Down);
    walk.walk(Direction::Down, 1);
}

/// Down the stairs and a few steps on the second level: where the save is made.
fn before_the_save() -> Walk {
    let mut walk = Walk::new();
    walk.take_stairs(Leads::Down);
    walk.walk(Direction::Down, 3);
    walk.apply(Command::Select(0));
    walk.walk(Direction::Right, 1);
    walk
}

#[test]
fn a_game_saved_on_the_lower_level_loads_there_and_plays_on_as_if_never_saved() {
    let mut walk = before_the_save();
    assert_eq!(walk.game.depth(), 1);
    let save = SaveFile::new(descent(), &walk.game, walk.replay.clone());
    let text = write_save(&save);
    let loaded = parse_save(&text).expect("the save reads back");
    let restored = loaded.restore().expect("the save restores");
    assert_eq!(restored.snapshot(), walk.game.snapshot());
    assert_eq!(restored.checksum(), walk.game.checksum());
    for index in 0..2 {
        assert_eq!(level_objects(&restored, index), level_objects(&walk.game, index));
    }

    let mut reloaded = Walk { game: restored, replay: loaded.replay.clone() };
    after_the_save(&mut walk);
    after_the_save(&mut reloaded);
    assert_eq!(reloaded.game.depth(), 1);
    let original: Vec<u64> = walk.replay.steps.iter().map(|s| s.checksum).collect();
    let continued: Vec<u64> = reloaded.replay.steps.iter().map(|s| s.checksum).collect();
    assert_eq!(continued, original, "every checksum after the reload as without it");
    assert_eq!(reloaded.game.snapshot(), walk.game.snapshot());
}

fn replays() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests").join("replays")
}

/// The whole walk: down, about, up, and down again.
fn recorded_walk() -> Walk {
    let mut walk = before_the_save();
    after_the_save(&mut walk);
    walk
}

#[test]
fn the_recorded_walk_replays_natively_checking_every_checksum() {
    let walk = recorded_walk();
    let replay_path = replays().join("descent.replay.json");
    let expected_path = replays().join("descent.expected.json");
    if std::env::var_os("ROGUELIKE_RECORD_REPLAYS").is_some() {
        std::fs::write(&replay_path, write_replay(&walk.replay)).expect("write the replay");
        let snapshot = walk.game.snapshot();
        std::fs::write(&expected_path, format!("{snapshot:#}\n")).expect("write the snapshot");
    }
    let text = std::fs::read_to_string(&replay_path).expect("the recorded replay");
    let replay = parse_replay(&text).expect("the recorded replay reads");
    assert_eq!(
        replay, walk.replay,
        "the recorded walk is out of date: ROGUELIKE_RECORD_REPLAYS=1 cargo test --test suite levels::"
    );
    let mut player = ReplayPlayer::new(replay, |source, seed| {
        build_game(source, seed).map_err(|e| e.join("; "))
    })
    .expect("the replay's game builds");
    player.play_to_end().expect("every step matches its checksum");
    assert_eq!(player.position(), walk.replay.steps.len());
    let expected: Value = serde_json::from_str(
        &std::fs::read_to_string(&expected_path).expect("the recorded final snapshot"),
    )
    .expect("the final snapshot is JSON");
    assert_eq!(player.game().snapshot(), expected);
    assert_eq!(expected["depth"], 2, "the walk ends below");
}

/// Runs the `roguelike` tool; its exit code, standard output and error.
fn roguelike(args: &[&str]) -> (Option<i32>, String, String) {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_roguelike"))
        .args(args)
        .output()
        .expect("the roguelike binary runs");
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("UTF-8 output");
    (output.status.code(), text(output.stdout), text(output.stderr))
}

#[test]
fn the_tool_checks_and_draws_every_level() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/worlds/descent.txt");
    let (code, out, err) = roguelike(&["check", file]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        out,
        format!(
            "{file}: ok, 2 levels: 40x13, 140 walls, 4 items, 2 mobs; \
             40x13, 141 walls, 4 items, 3 mobs\n"
        )
    );

    let (code, drawing, err) = roguelike(&["render", file]);
    assert_eq!(code, Some(0), "{err}");
    let (top, bottom) = drawing.split_once("\nLevel 2\n\n").expect("a second level");
    assert!(top.starts_with("Level 1\n\n####"), "{drawing}");
    let field = |level: &str| level.split("\nLegend:").next().unwrap_or_default().to_owned();
    let (top_field, bottom_field) = (field(top), field(bottom));
    assert_eq!(top_field.matches('>').count(), 1, "{top}");
    assert_eq!(bottom_field.matches('<').count(), 1, "{bottom}");
    assert!(top.contains("Stairs down (1)") && bottom.contains("Stairs up (1)"), "{drawing}");
    assert_eq!(top_field.matches('@').count(), 1, "the player starts above");
    assert!(!bottom.contains('@'), "and is not drawn below");

    let broken = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("levels-broken.txt");
    std::fs::write(&broken, "1 1\n1\n1. Player\nLevel\n1 1\n1\n1. Stairs Up\n")
        .expect("a temporary file");
    let broken = broken.to_str().expect("a UTF-8 path").to_owned();
    let (code, out, _) = roguelike(&["check", &broken]);
    let _ = std::fs::remove_file(&broken);
    assert_eq!(code, Some(1));
    assert_eq!(
        out,
        format!(
            "{broken}:4:1: error: level 1 has no stairs down to this level; \
             add a filler such as `1. Stairs Down` to it\n"
        )
    );
}
