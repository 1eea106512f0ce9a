//! Saves and replays: a game saved to text and loaded again is the same game,
//! and plays on exactly as the original does; broken save files each say what
//! is wrong with them; replays reproduce a game and catch where one drifts.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{build_game, WorldSource};
use roguelike::game::{
    parse_replay, parse_save, write_replay, write_save, Command, CommandRecord, Direction, Game,
    GameRng, Replay, ReplayError, ReplayPlayer, SaveError, SaveFile, SourceRecord, StepOutcome,
};
use serde_json::Value;

/// A small room: the player beside a hoard of ten apples (one more than the
/// pack holds), and a wizard three steps away.
const HOARD: &str = "\
7 5
W W W W W W W
W . . . . . W
W . 1 2 . 3 W
W . . . . . W
W W W W W W W
1. Player
2. Item GoldenApple
2. Item GoldenApple
2. Item GoldenApple
2. Item GoldenApple
2. Item GoldenApple
2. Item GoldenApple
2. Item GoldenApple
2. Item GoldenApple
2. Item GoldenApple
2. Item GoldenApple
3. Mob Wizard
";

fn world_source(source: &SourceRecord) -> WorldSource {
    // The app uses the game's record of a source as is.
    source.clone()
}

/// What the app will hand the replay player.
fn build(source: &SourceRecord, seed: u64) -> Result<Game, String> {
    build_game(&world_source(source), seed).map_err(|lines| lines.join("\n"))
}

fn hoard_source() -> SourceRecord {
    SourceRecord::File { name: "hoard.txt".into(), text: HOARD.into() }
}

/// Mostly moves, and now and then everything else a player can ask.
fn random_command(rng: &mut GameRng) -> Command {
    match rng.below(100) {
        0..=71 => Command::Move(Direction::ALL[rng.below(4) as usize]),
        72..=77 => Command::Wait,
        78..=85 => Command::Select(rng.below(10) as usize),
        86..=87 => Command::Cycle(rng.range_inclusive(-2, 2)),
        88..=95 => Command::UseSelected,
        _ => Command::DropSelected,
    }
}

/// Text and back: what saving and loading do.
fn save_and_load(source: &SourceRecord, game: &Game, replay: &Replay) -> Game {
    let text = write_save(&SaveFile::new(source.clone(), game, replay.clone()));
    let file = parse_save(&text).expect("a written save parses");
    assert_eq!(&file.replay, replay);
    file.restore().expect("a written save restores")
}

/// The situations the sample must include, counted over the run.
#[derive(Debug, Default)]
struct Coverage {
    mid_fight: u32,
    confused: u32,
    wizard_clone: u32,
    full_inventory: u32,
}

impl Coverage {
    fn observe(&mut self, snapshot: &Value, wizards_at_start: usize) {
        let player = &snapshot["player"];
        let (px, py) = (player["x"].as_i64().unwrap_or(0), player["y"].as_i64().unwrap_or(0));
        let objects = snapshot["objects"].as_array().cloned().unwrap_or_default();
        let mobs: Vec<&Value> = objects.iter().filter(|o| o["type"] == "mob").collect();
        let hurt_neighbour = mobs.iter().any(|m| {
            let d = (m["x"].as_i64().unwrap_or(0) - px).abs()
                + (m["y"].as_i64().unwrap_or(0) - py).abs();
            d == 1 && m["hp"].as_i64() < m["max_hp"].as_i64()
        });
        if hurt_neighbour && player["hp"].as_i64() < player["max_hp"].as_i64() {
            self.mid_fight += 1;
        }
        if mobs.iter().any(|m| m["state"] == "confused") {
            self.confused += 1;
        }
        if mobs.iter().filter(|m| m["kind"] == "Wizard").count() > wizards_at_start {
            self.wizard_clone += 1;
        }
        let slots = snapshot["inventory"]["slots"].as_array().cloned().unwrap_or_default();
        if !slots.is_empty() && slots.iter().all(|s| !s.is_null()) {
            self.full_inventory += 1;
        }
    }
}

fn wizards(snapshot: &Value) -> usize {
    snapshot["objects"]
        .as_array()
        .map_or(0, |objects| objects.iter().filter(|o| o["kind"] == "Wizard").count())
}

/// Plays one game to a random point, saves and loads it, and checks the
/// loaded game against the original for 50 more commands: their checksums
/// after every command, and their snapshots at the end and, when
/// `every_snapshot`, after every command too (snapshots cost ten times more).
fn check_one_game(source: SourceRecord, seed: u64, every_snapshot: bool, coverage: &mut Coverage) {
    let mut rng = GameRng::new(seed, 77);
    let mut game = build(&source, seed).expect("the test worlds build");
    let wizards_at_start = wizards(&game.snapshot());
    let mut replay = Replay::new(source.clone(), seed);
    for _ in 0..rng.below(200) {
        let command = random_command(&mut rng);
        game.apply(command);
        replay.record(command, &game);
    }
    let mut loaded = save_and_load(&source, &game, &replay);
    let snapshot = game.snapshot();
    assert_eq!(loaded.snapshot(), snapshot, "seed {seed}: loaded game differs");
    assert_eq!(loaded.checksum(), game.checksum(), "seed {seed}");
    coverage.observe(&snapshot, wizards_at_start);
    for i in 0..50 {
        let command = random_command(&mut rng);
        game.apply(command);
        loaded.apply(command);
        let context = format!("seed {seed}: {i} commands after loading, {command:?}");
        assert_eq!(loaded.checksum(), game.checksum(), "{context}");
        if every_snapshot {
            assert_eq!(loaded.snapshot(), game.snapshot(), "{context}");
        }
    }
    assert_eq!(loaded.snapshot(), game.snapshot(), "seed {seed}: after 50 more commands");
}

#[test]
fn saved_games_load_identical_and_play_on_identically() {
    let mut coverage = Coverage::default();
    // A thousand games, each saved at a random turn and played on.
    for seed in 0..1_000u64 {
        // One game in four is the hoard room, where fights, confusion, clones
        // and a full pack are likely; the rest are random worlds.
        let source = if seed % 4 == 0 { hoard_source() } else { SourceRecord::Random { seed } };
        check_one_game(source, seed, seed % 5 == 1, &mut coverage);
    }
    println!("{coverage:?}");
    assert!(coverage.mid_fight > 0, "no save was taken mid-fight: {coverage:?}");
    assert!(coverage.confused > 0, "no save held a confused mob: {coverage:?}");
    assert!(coverage.wizard_clone > 0, "no save held a wizard's clone: {coverage:?}");
    assert!(coverage.full_inventory > 0, "no save had a full pack: {coverage:?}");
}

/// A recorded game of `commands` random commands in the hoard room.
fn recorded_game(seed: u64, commands: usize) -> (Game, Replay) {
    let source = hoard_source();
    let mut rng = GameRng::new(seed, 5);
    let mut game = build(&source, seed).expect("the hoard builds");
    let mut replay = Replay::new(source, seed);
    for _ in 0..commands {
        let command = random_command(&mut rng);
        game.apply(command);
        replay.record(command, &game);
    }
    (game, replay)
}

#[test]
fn a_recorded_replay_reproduces_the_final_game() {
    for seed in [1, 2, 3] {
        let (game, replay) = recorded_game(seed, 150);
        let text = write_replay(&replay);
        let mut player =
            ReplayPlayer::new(parse_replay(&text).expect("parses"), build).expect("builds");
        player.play_to_end().expect("no divergence");
        assert_eq!(player.position(), 150);
        assert_eq!(player.step(), Ok(StepOutcome::Finished));
        assert_eq!(player.game().snapshot(), game.snapshot());
    }
}

#[test]
fn a_tampered_checksum_is_reported_at_its_step_and_turn() {
    let (_, mut replay) = recorded_game(4, 60);
    replay.steps[29].checksum ^= 1;
    let mut player = ReplayPlayer::new(replay.clone(), build).expect("builds");
    for step in 1..=29 {
        assert!(matches!(player.step(), Ok(StepOutcome::Applied { step: s, .. }) if s == step));
    }
    let turn = player.game().turn;
    let error = player.step().expect_err("step 30 was tampered with");
    let ReplayError::Diverged { step, turn: at, expected, actual } = error.clone() else {
        panic!("expected a divergence, got {error}");
    };
    assert_eq!(step, 30);
    assert!(at == turn || at == turn + 1, "turn {at} after turn {turn}");
    assert_eq!(expected ^ 1, actual);
    assert_eq!(
        error.to_string(),
        format!(
            "the replay diverged at step 30 (turn {at}): \
             expected checksum {expected:016x}, got {actual:016x}"
        )
    );
}

#[test]
fn a_tampered_command_is_reported_where_the_game_drifts() {
    let (_, mut replay) = recorded_game(6, 60);
    // Swap the tenth command for one that surely changes the game: a wait
    // passes a turn where a move refused by a wall or a selection would not.
    let original = replay.steps[9].command;
    replay.steps[9].command = match original {
        CommandRecord::Wait => CommandRecord::Select { slot: 8 },
        _ => CommandRecord::Wait,
    };
    let mut player = ReplayPlayer::new(replay, build).expect("builds");
    let error = player.play_to_end().expect_err("the replay drifts");
    let ReplayError::Diverged { step, turn, .. } = error else {
        panic!("expected a divergence, got {error}");
    };
    assert_eq!(step, 10, "{error}");
    assert_eq!(turn, player.game().turn);
}

#[test]
fn broken_save_files_each_say_what_is_wrong() {
    let (game, replay) = recorded_game(8, 20);
    let good = write_save(&SaveFile::new(hoard_source(), &game, replay));
    let message = |text: &str| parse_save(text).expect_err("broken").to_string();

    assert_eq!(message(""), "the save file is empty");
    assert_eq!(message("  \n"), "the save file is empty");
    assert_eq!(message(&good[..good.len() / 2]), "the file is cut off (truncated)");
    assert_eq!(message("hello"), "1:1: this is not a save file (not JSON: expected value)");
    assert_eq!(
        message("{\"a\": 1} trailing"),
        "1:10: this is not a save file (not JSON: trailing characters)"
    );
    assert_eq!(
        message("{\"name\": \"a world\"}"),
        "this JSON is not a roguelike save (it has no \"format\": \"roguelike-save\")"
    );
    assert_eq!(
        message("{\"format\": \"roguelike-replay\", \"version\": 1}"),
        "this JSON is not a roguelike save (its format is \"roguelike-replay\")"
    );
    let newer = good.replacen("\"version\": 4", "\"version\": 5", 1);
    assert_eq!(message(&newer), "this save is from version 5; this game reads versions 1 to 4");
    let older = good.replacen("\"version\": 4", "\"version\": 0", 1);
    assert_eq!(message(&older), "this save is from version 0; this game reads versions 1 to 4");

    let unknown = good.replacen("\"kind\": \"Wizard\"", "\"kind\": \"Dragon\"", 1);
    let text = message(&unknown);
    assert!(text.starts_with("the save is damaged: "), "{text}");
    assert!(text.contains("unknown variant `Dragon`"), "{text}");

    // Two objects with one id: parses, but does not restore.
    let mut file = parse_save(&good).expect("the good save parses");
    let objects = &mut file.game.levels[0].objects;
    objects[1].id = objects[0].id;
    let error = file.restore().expect_err("ids clash");
    assert!(matches!(error, SaveError::Inconsistent(_)));
    assert_eq!(error.to_string(), "the save is damaged: level 1: two objects share the id #0v0");
}

#[test]
fn broken_replay_files_each_say_what_is_wrong() {
    let (_, replay) = recorded_game(9, 5);
    let good = write_replay(&replay);
    let message = |text: &str| parse_replay(text).expect_err("broken").to_string();
    assert_eq!(message(""), "the replay file is empty");
    assert_eq!(message(&good[..good.len() - 3]), "the file is cut off (truncated)");
    assert_eq!(message("[1, 2"), "the file is cut off (truncated)");
    assert_eq!(
        message("{\"format\": \"roguelike-save\", \"version\": 1}"),
        "this JSON is not a roguelike replay (its format is \"roguelike-save\")"
    );
    let newer = good.replacen("\"version\": 4", "\"version\": 7", 1);
    assert_eq!(message(&newer), "this replay is from version 7; this game reads versions 1 to 4");
    let unknown = good.replacen("\"command\": \"", "\"command\": \"fly", 1);
    assert!(message(&unknown).starts_with("the replay is damaged: "));
    let start =
        ReplayPlayer::new(Replay::new(SourceRecord::Builtin { name: "nowhere".into() }, 1), build)
            .expect_err("no such world");
    assert_eq!(
        start.to_string(),
        "the replay's world cannot be built: there is no built-in world `nowhere`"
    );
}
