#![cfg(not(target_arch = "wasm32"))]
//! Dungeon Mania on the course's own files (in `../shared/peers/dungeon-mania`,
//! read in place, never copied): every staff dungeon loads with every config,
//! writes back to an equal dungeon, survives 200 seeded random actions and a
//! save round trip; the student's Milestone 3 dungeons load with both
//! course configs. Also the `roguelike dungeon` command, through `run_cli`
//! and as a binary.

use crate::dungeon_peers;

use dungeon_peers::{files, peers, random_action};
use roguelike::dungeon::{run_cli, Action, Config, Dungeon, LoadErrorKind};
use roguelike::game::{Game, GameRecord, GameRng};
use std::path::Path;

#[test]
fn every_staff_dungeon_plays_200_random_actions_with_every_config() {
    let Some(peers) = peers() else {
        return;
    };
    let configs = files(&peers.join("configs"));
    let dungeons = files(&peers.join("dungeons_staff"));
    assert!(configs.len() >= 4 && dungeons.len() >= 15);
    for (config_name, config_text) in &configs {
        let config = roguelike::dungeon::parse_config(config_text)
            .unwrap_or_else(|e| panic!("{config_name}: {e:?}"));
        for (seed, (name, text)) in dungeons.iter().enumerate() {
            let mut dungeon = Dungeon::load(text, &config, seed as u64)
                .unwrap_or_else(|e| panic!("{name} with {config_name}: {e:?}"));
            let written = dungeon.to_dungeon_json().to_string();
            let reread = Dungeon::load(&written, &config, seed as u64).expect("written back");
            assert!(reread == dungeon, "{name}: writing it back changes it");
            let mut rng = GameRng::new(seed as u64, 99);
            for _ in 0..200 {
                let action = random_action(&mut rng, &dungeon);
                let before = dungeon.game().to_record();
                if dungeon.apply(action).is_err() {
                    let after = dungeon.game().to_record();
                    assert!(after == before, "{name}: a refused `{action}` changed the game");
                }
                let _ = dungeon.response();
            }
            let record = dungeon.game().to_record();
            let json = serde_json::to_string(&record).expect("the game serialises");
            let record: GameRecord =
                roguelike::json::from_str(&json).expect("the game deserialises");
            let game = Game::from_record(&record).expect("the game restores");
            let back = Dungeon::of_game(game).expect("a Dungeon Mania game");
            assert!(back == dungeon, "{name} with {config_name}: the round trip differs");
            assert_eq!(back.checksum(), dungeon.checksum());
        }
    }
}

#[test]
fn every_milestone_3_student_dungeon_loads_with_both_course_configs() {
    let Some(peers) = peers() else {
        return;
    };
    let dungeons = files(&peers.join("dungeons_m3_student"));
    assert!(dungeons.len() >= 5);
    for config_name in ["M3_config.json", "config_template.json"] {
        let text =
            std::fs::read_to_string(peers.join("configs").join(config_name)).expect("readable");
        let config = roguelike::dungeon::parse_config(&text).expect("the config is valid");
        for (name, text) in &dungeons {
            if let Err(errors) = Dungeon::load(text, &config, 0) {
                panic!("{name} with {config_name}: {errors:?}");
            }
        }
    }
}

#[test]
fn the_spider_test_dungeon_circles_as_the_course_expects() {
    let Some(peers) = peers() else {
        return;
    };
    let text =
        std::fs::read_to_string(peers.join("dungeons_staff/d_spiderTest_basicMovement.json"))
            .expect("readable");
    let config_text =
        std::fs::read_to_string(peers.join("configs/c_spiderTest_basicMovement.json"))
            .expect("readable");
    let config = roguelike::dungeon::parse_config(&config_text).expect("valid config");
    let mut dungeon = Dungeon::load(&text, &config, 0).expect("valid dungeon");
    let mut cells = Vec::new();
    for _ in 0..9 {
        dungeon.apply(Action::Move(roguelike::game::Direction::Up)).expect("a move");
        let response = dungeon.response();
        let spider = response["entities"]
            .as_array()
            .and_then(|all| all.iter().find(|e| e["type"] == "spider").cloned())
            .expect("the spider lives");
        cells.push((spider["x"].as_i64(), spider["y"].as_i64()));
    }
    let expected: Vec<(Option<i64>, Option<i64>)> =
        [(5, 4), (6, 4), (6, 5), (6, 6), (5, 6), (4, 6), (4, 5), (4, 4), (5, 4)]
            .into_iter()
            .map(|(x, y)| (Some(x), Some(y)))
            .collect();
    assert_eq!(cells, expected);
}

/// Files for `run_cli`, kept in memory.
fn reader(
    files: &'static [(&'static str, &'static str)],
) -> impl Fn(&str) -> Result<String, String> {
    move |name| {
        files
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, text)| (*text).to_owned())
            .ok_or_else(|| "No such file or directory".to_owned())
    }
}

const TINY: &str = r#"{"entities": [{"type": "player", "x": 0, "y": 0},
    {"type": "exit", "x": 1, "y": 0}, {"type": "bomb", "x": 0, "y": 1}],
    "goal-condition": {"goal": "exit"}}"#;

fn args(line: &str) -> Vec<String> {
    line.split_whitespace().map(str::to_owned).collect()
}

#[test]
fn the_command_prints_the_final_response() {
    let (stdout, stderr, code) = run_cli(
        &args("tiny.json --seed 3 --actions down,up,right"),
        reader(&[("tiny.json", TINY)]),
    );
    assert_eq!((code, stderr.as_str()), (0, ""));
    let response: serde_json::Value = serde_json::from_str(&stdout).expect("one JSON object");
    assert_eq!(response["tick"], 3);
    assert_eq!(response["goals"], "");
    assert_eq!(response["inventory"][0]["type"], "bomb");
    assert_eq!(response["player"]["health"], 10, "without --config, the default config's 10");
    let defaults = Config::TEMPLATE;
    assert_eq!(defaults.player_attack, roguelike::game::Points::ZERO);
}

/// Issue 25: a config of a later offering (spawn intervals, keys left out)
/// plays; each key left out is warned of on standard error by name and is
/// the template's 0.
#[test]
fn a_later_offerings_config_plays_with_warnings_that_name_what_it_leaves_out() {
    const LATER: &str = r#"{"ally_attack": 1, "ally_defence": 1, "bribe_amount": 1, "bribe_radius": 1,
        "bomb_radius": 1, "bow_durability": 1, "player_health": 7, "player_attack": 1,
        "enemy_goal": 1, "invincibility_potion_duration": 1, "invisibility_potion_duration": 1,
        "mercenary_attack": 1, "mercenary_health": 1, "spider_attack": 1, "spider_health": 1,
        "spider_spawn_interval": 0, "shield_durability": 1, "shield_defence": 1,
        "sword_attack": 1, "sword_durability": 1, "zombie_attack": 1,
        "zombie_health": 1, "zombie_spawn_interval": 0}"#;
    const FILES: &[(&str, &str)] = &[("tiny.json", TINY), ("later.json", LATER)];
    let (stdout, stderr, code) =
        run_cli(&args("tiny.json --config later.json --actions down"), reader(FILES));
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(
        stderr,
        "later.json:1:1: warning: `treasure_goal` is missing: the template's 0 is used\n"
    );
    let response: serde_json::Value = serde_json::from_str(&stdout).expect("one JSON object");
    assert_eq!(response["player"]["health"], 7);
}

#[test]
fn a_refused_action_exits_3_with_only_its_message() {
    let (stdout, stderr, code) =
        run_cli(&args("tiny.json --actions right,build:bow,up"), reader(&[("tiny.json", TINY)]));
    assert_eq!(code, 3);
    assert_eq!(stdout, "");
    assert_eq!(stderr, "action 2 `build:bow`: invalid action: a bow needs 1 wood and 3 arrows\n");
}

#[test]
fn bad_files_exit_1_with_located_lines() {
    let bad =
        r#"{"entities": [{"type": "lava", "x": 0, "y": 0}], "goal-condition": {"goal": "exit"}}"#;
    let files: &'static [(&str, &str)] =
        Box::leak(Box::new([("bad.json", bad), ("c.json", "{\"ally_attack\": -1}")]));
    let (stdout, stderr, code) =
        run_cli(&args("bad.json --config c.json --actions up"), reader(files));
    assert_eq!((code, stdout.as_str()), (1, ""));
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(
        lines[0],
        "c.json:1:17: error: ally_attack: expected a number from 0 to 1000000 with at most 3 decimals"
    );
    assert!(
        lines.contains(&"bad.json:1:24: error: entities[0].type: unknown entity `lava`"),
        "{stderr}"
    );
    assert!(
        lines.contains(&"bad.json:1:14: error: entities: the dungeon has no player"),
        "{stderr}"
    );
    let (_, stderr, code) = run_cli(&args("missing.json"), reader(&[]));
    assert_eq!(code, 1);
    assert_eq!(stderr, "missing.json: error: cannot read the file: No such file or directory\n");
}

#[test]
fn bad_usage_exits_2() {
    let (stdout, stderr, code) = run_cli(&args("--seed 1"), reader(&[]));
    assert_eq!((code, stdout.as_str()), (2, ""));
    assert!(stderr.starts_with("roguelike dungeon: a DUNGEON file is needed\n"), "{stderr}");
}

/// A number per variant, with no wildcard arm: a new kind of load error breaks
/// the build here until it gets an example (and so a line in DUNGEONS.md).
fn variant(kind: &LoadErrorKind) -> usize {
    use LoadErrorKind as K;
    match kind {
        K::Syntax(_) => 0,
        K::Missing(_) => 1,
        K::Expected(_) => 2,
        K::OutOfRange { .. } => 3,
        K::UnknownEntity(_) => 4,
        K::NotSupportedYet(_) => 5,
        K::BuiltOnly(_) => 6,
        K::UnknownField(_) => 7,
        K::UnknownGoal(_) => 8,
        K::SubgoalCount(_) => 9,
        K::UnpairedPortal { .. } => 10,
        K::PlayerCount(_) => 11,
        K::TooManyEntities(_) => 12,
        K::UnknownConfigKey(_) => 13,
        K::WallOverlap { .. } => 14,
        K::MissingKey(_) => 15,
        K::SameNumber { .. } => 16,
        K::MissingLaterKey { .. } => 17,
        K::TimeTravelOnly(_) => 18,
        K::GoalTooDeep(_) => 19,
        K::TooManyGoals(_) => 20,
        K::DuplicateMember(_) => 21,
    }
}

#[test]
fn dungeons_md_lists_every_load_error_message() {
    use LoadErrorKind as K;
    let doc =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("worlds/DUNGEONS.md"))
            .expect("worlds/DUNGEONS.md is readable");
    let examples = [
        K::Missing("NAME"),
        K::Expected("a dungeon object"),
        K::Expected("an array of entities"),
        K::Expected("an entity object"),
        K::Expected("a type name"),
        K::Expected("a whole number"),
        K::Expected("a key number or name"),
        K::Expected("a colour name"),
        K::Expected("a goal object"),
        K::Expected("a goal name"),
        K::Expected("an array of 2 goals"),
        K::Expected("a JSON object of numbers"),
        K::Expected("a number"),
        K::Expected("a number from 0 to 1000000 with at most 3 decimals"),
        K::Expected("a chance from 0 to 1"),
        K::OutOfRange { min: -100_000_000, max: 100_000_000 },
        K::UnknownEntity("NAME".into()),
        K::NotSupportedYet("NAME".into()),
        K::BuiltOnly("NAME".into()),
        K::UnknownField("x".into()),
        K::UnknownGoal("NAME".into()),
        K::SubgoalCount(0),
        K::UnpairedPortal { colour: "NAME".into(), count: 0 },
        K::PlayerCount(0),
        K::PlayerCount(2),
        K::TooManyEntities(100_000),
        K::GoalTooDeep(64),
        K::TooManyGoals(1_024),
        K::DuplicateMember("NAME".into()),
        K::UnknownConfigKey("x".into()),
        K::WallOverlap { x: 3, y: 4 },
        K::MissingKey("NAME"),
        K::SameNumber { key: "spider_spawn_interval".into(), other: "spider_spawn_rate" },
        K::MissingLaterKey { key: "NAME", default: "N".into() },
        K::TimeTravelOnly("NAME".into()),
    ];
    let mut seen = std::collections::BTreeSet::from([variant(&K::Syntax(String::new()))]);
    for kind in &examples {
        seen.insert(variant(kind));
        let text =
            kind.to_string().replace(" 0 portal(s)", " N portal(s)").replace("not 0", "not N");
        let text = text.replace("has 2 players", "has N players");
        assert!(doc.contains(&text), "worlds/DUNGEONS.md does not say `{text}`");
    }
    assert_eq!(seen.len(), 22, "every kind has an example");
}

#[test]
fn the_binary_plays_a_course_dungeon() {
    let Some(peers) = peers() else {
        return;
    };
    let run = |extra: &[&str]| {
        let dungeon = peers.join("dungeons_staff/portals.json");
        let config = peers.join("configs/simple.json");
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_roguelike"));
        command.arg("dungeon").arg(dungeon).arg("--config").arg(config).args(extra);
        command.output().expect("the roguelike binary runs")
    };
    let output = run(&["--actions", "right"]);
    assert_eq!(output.status.code(), Some(0));
    let response: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let player = response["entities"]
        .as_array()
        .and_then(|all| all.iter().find(|e| e["type"] == "player").cloned())
        .expect("the player");
    assert_eq!((player["x"].as_i64(), player["y"].as_i64()), (Some(4), Some(3)));
    let output = run(&["--actions", "right,use:sword"]);
    assert_eq!(output.status.code(), Some(3));
    assert!(output.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "action 2 `use:sword`: illegal argument: `sword` cannot be used (only bomb, \
         invincibility_potion and invisibility_potion)\n"
    );
}

/// A winning list of actions for every course dungeon of `dungeons_staff`,
/// with the default config (no `--config`) and seed 0.
const COURSE_WINS: [(&str, &str); 15] = [
    ("2_doors", "down,right,right,down"),
    (
        "advanced",
        "down,down,down,down,down,down,down,down,right,right,right,right,right,right,down",
    ),
    ("bombs", "down,down,down,down,down,down,right,right,right,right,right,right"),
    (
        "boulders",
        "right,down,right,right,up,left,left,left,right,down,right,down,down,down,right,left,\
         left,left,down,left,up,up",
    ),
    ("build_bow", "down,left"),
    ("build_shield", "down,right"),
    ("d_battleTest_basicMercenary", "up"),
    ("d_complexGoalsTest_andAll", "right,right,down,down"),
    ("d_spiderTest_basicMovement", "right,right,right,right"),
    ("exit_goal_order", "right,right,right,left"),
    (
        "maze",
        "down,down,right,right,right,right,right,down,right,down,right,down,down,down,down,down,\
         down,right,right,down,down,down,down,down,right,right,right,right,up,up,up,up,up,up,up,\
         up,up,up,right,right,right,right,down,down,down,down,down,down,down,down,down,down",
    ),
    ("mercenary", "down,down,down,down,right,right,right,right"),
    ("portals", "right,down,down,down,down,right,right,right"),
    ("portals_advanced", "up,right,down,down,right,right"),
    ("zombies", "down,down,down,down,down,down,down,right,right,right,right,right,right,right"),
];

/// Issue 25: the default config makes every course dungeon winnable (the
/// template's zeros make none): each is won by its list from the command
/// line without `--config`, where the template would kill the player in its
/// first battle or leave nothing to win.
#[test]
fn the_default_config_makes_every_course_dungeon_winnable() {
    let Some(peers) = peers() else {
        return;
    };
    let dungeons = files(&peers.join("dungeons_staff"));
    assert_eq!(dungeons.len(), COURSE_WINS.len(), "a list for every course dungeon");
    for (name, actions) in COURSE_WINS {
        let file = format!("{name}.json");
        let text = dungeons.iter().find(|(n, _)| *n == file).map(|(_, t)| t.clone());
        let text: &'static str = Box::leak(text.expect("the course dungeon").into_boxed_str());
        let files: &'static [(&str, &str)] = Box::leak(Box::new([("d.json", text)]));
        let (stdout, stderr, code) =
            run_cli(&args(&format!("d.json --actions {actions}")), reader(files));
        assert_eq!(code, 0, "{name}: {stderr}");
        let response: serde_json::Value = serde_json::from_str(&stdout).expect("JSON");
        assert_eq!(response["goals"], "", "{name} is won");
        assert!(response["player"].is_object(), "{name}: the player lives");
    }
}
