//! What a check of a damaged save's records finds (a cell beyond the
//! world's edge, a number out of its range, a wall matrix of the wrong
//! shape …) is worded by both tables: every problem in English and in
//! Russian, whole and really Russian, and a save damaged inside loads to a
//! Russian message in Russian.

#![cfg(not(target_arch = "wasm32"))]

use crate::wording;

use roguelike::core::{build_game, WorldSource};
use roguelike::game::{
    parse_save, write_save, Coordinates, Damage, Field, Invalid, ItemKind, MobKind, ObjectId,
    Replay, SaveFile, Thing,
};
use roguelike::gen::{MindNumber, MindProblem};
use roguelike::locale::{set_language, Locale, Words};
use serde_json::Value;

/// The id of slot `index` at `generation`.
fn object_id(index: u32, generation: u32) -> ObjectId {
    let json = serde_json::json!({ "index": index, "generation": generation });
    roguelike::json::from_value(&json).expect("an id")
}

fn table(code: &str) -> Locale {
    let text = std::fs::read_to_string(format!("assets/locale/{code}.json")).expect("the table");
    Locale::from_json(&text).expect("a table")
}

/// Every kind of record problem, each thing and field among them.
fn problems() -> Vec<Invalid> {
    let at = Coordinates::new(3, -20_000_000);
    let mut all: Vec<Invalid> = [
        Thing::Player,
        Thing::Creature(MobKind::Robot),
        Thing::Item,
        Thing::Exit,
        Thing::LockedDoor,
        Thing::Spirit,
        Thing::WakingPlace,
        Thing::Staircase,
        Thing::Arrival,
        Thing::WallCorner,
        Thing::WallFarCorner,
        Thing::RememberedPlace,
        Thing::Entrance,
        Thing::Wormhole,
        Thing::WormholeLanding,
        Thing::FeltCell,
    ]
    .into_iter()
    .map(|thing| Invalid::OutsideWorld { thing, at })
    .collect();
    for field in Field::ALL {
        all.push(Invalid::OutOfRange { field, value: -3, low: 1, high: 999 });
    }
    let id = object_id(4, 2);
    all.extend([
        Invalid::CreatureHealth { kind: MobKind::Wizard, health: 0, max: 12 },
        Invalid::Disguise { kind: MobKind::Ghost },
        Invalid::TemporaryTurns { turns: 2_000_001, max: 1_000_000 },
        Invalid::WallEmpty { width: 0, height: 3 },
        Invalid::WallTooLarge { width: 100_000, height: 100_000 },
        Invalid::WallCell { row: 2, col: 5, found: 'x' },
        Invalid::WallRowWidth { row: 1, len: 3, width: 4 },
        Invalid::TooManySlots { max: 65_536 },
        Invalid::TooManySeenChunks,
        Invalid::SharedId { id },
        Invalid::StairsBeyond { level: 4, count: 3 },
        Invalid::Slots,
        Invalid::WallOverlap { at: Coordinates::new(1, 2) },
        Invalid::ChunkOutside { x: 9_000_000, y: 0, far: 1_048_580 },
        Invalid::ChunkRows { x: 2, y: 0, rows: 3, want: 16 },
        Invalid::TwoEquipped { kind: ItemKind::Sword },
        Invalid::CannotEquip { kind: ItemKind::GoldenApple },
        Invalid::FragmentStart { fragment: 2 },
    ]);
    let inner = Invalid::CreatureHealth { kind: MobKind::Troll, health: 99, max: 20 };
    all.push(Invalid::InObject { id, problem: Box::new(inner) });
    all
}

#[test]
fn every_record_problem_is_worded_whole_in_both_languages() {
    for code in ["en", "ru"] {
        let locale = table(code);
        for problem in problems() {
            let text = problem.words(&locale);
            wording::check_worded(&text, code, &["invalid_"]);
            let damage = Damage::OnLevel { level: 2, damage: Box::new(problem.into()) };
            wording::check_worded(&damage.words(&locale), code, &["invalid_", "damage_"]);
        }
    }
}

#[test]
fn english_record_problems_read_as_before() {
    let en = table("en");
    let id = object_id(1, 0);
    let far = Invalid::OutsideWorld {
        thing: Thing::Creature(MobKind::Robot),
        at: Coordinates::new(3, i32::MIN),
    };
    assert_eq!(
        Invalid::InObject { id, problem: Box::new(far) }.words(&en),
        "object #1v0: a Robot at (3, -2147483648) is outside the world (at most ±16777216)"
    );
    let health = Invalid::OutOfRange { field: Field::MaxHealth, value: 0, low: 1, high: 9 };
    assert_eq!(health.words(&en), "the player's maximum health is 0, outside 1..=9");
    let row = Invalid::WallRowWidth { row: 1, len: 3, width: 4 };
    assert_eq!(row.words(&en), "row 1 is 3 cells wide, not 4");
    let stairs = Invalid::StairsBeyond { level: 2, count: 1 };
    assert_eq!(stairs.words(&en), "stairs lead to level 2 of a game of 1 level");
}

#[test]
fn russian_counts_take_their_plural_forms() {
    let ru = table("ru");
    let stairs = |count| Invalid::StairsBeyond { level: 9, count }.words(&ru);
    assert!(stairs(1).ends_with("в игре 1 уровень"), "{}", stairs(1));
    assert!(stairs(3).ends_with("в игре 3 уровня"), "{}", stairs(3));
    assert!(stairs(5).ends_with("в игре 5 уровней"), "{}", stairs(5));
    let row = |len| Invalid::WallRowWidth { row: 0, len, width: 4 }.words(&ru);
    assert_eq!(row(1), "строка 0 шириной в 1 клетку, а не 4");
    assert_eq!(row(2), "строка 0 шириной в 2 клетки, а не 4");
    assert_eq!(row(7), "строка 0 шириной в 7 клеток, а не 4");
    let turns = Invalid::TemporaryTurns { turns: 1_000_001, max: 1_000_000 }.words(&ru);
    assert!(turns.contains("1000001 ход "), "{turns}");
}

/// A save of the menagerie (creatures and walls) as JSON, to damage.
fn save_json() -> Value {
    let source = WorldSource::Builtin { name: "menagerie".into() };
    let game = build_game(&source, 7).expect("the menagerie builds");
    let save = SaveFile::new(source.clone(), &game, Replay::new(source, 7));
    serde_json::from_str(&write_save(&save)).expect("a save is JSON")
}

/// The first JSON object under `value` (depth first) that has `key`.
fn first_with<'a>(value: &'a mut Value, key: &str) -> Option<&'a mut Value> {
    if value.get(key).is_some() {
        return Some(value);
    }
    match value {
        Value::Object(map) => map.values_mut().find_map(|v| first_with(v, key)),
        Value::Array(items) => items.iter_mut().find_map(|v| first_with(v, key)),
        _ => None,
    }
}

/// The message of loading `save`, which must fail, in the language `code`.
fn load_error(save: &Value, code: &str) -> String {
    let text = serde_json::to_string(save).expect("JSON");
    assert!(set_language(code));
    let message = parse_save(&text)
        .and_then(|file| file.restore())
        .map(|_| ())
        .expect_err("the save is damaged")
        .to_string();
    assert!(set_language("en"));
    message
}

#[test]
fn a_save_with_a_creature_out_of_health_loads_to_a_russian_message() {
    let mut save = save_json();
    let game = save.get_mut("game").expect("the game");
    let creature = first_with(game, "behaviour").expect("a creature");
    creature["health"] = Value::from(1_000_000);
    let ru = load_error(&save, "ru");
    assert!(ru.contains("уровень 1: объект #"), "{ru}");
    assert!(ru.contains("равно 1000000, а можно от 1 до"), "{ru}");
    wording::check_worded(&ru, "ru", &["invalid_", "damage_", "save_error_"]);
    let en = load_error(&save, "en");
    assert!(en.contains("with 1000000 health (it has at most"), "{en}");
}

#[test]
fn a_save_with_a_wall_row_of_the_wrong_width_loads_to_a_russian_message() {
    let mut save = save_json();
    let game = save.get_mut("game").expect("the game");
    let wall = first_with(game, "rows").expect("a wall");
    let width = wall["width"].as_i64().expect("a width");
    wall["rows"][0] = Value::from("#");
    let ru = load_error(&save, "ru");
    let expected = if width == 1 { String::new() } else { format!(", а не {width}") };
    assert!(ru.contains(&format!("строка 0 шириной в 1 клетку{expected}")), "{ru}");
    wording::check_worded(&ru, "ru", &["invalid_", "damage_", "save_error_"]);
}

#[test]
fn a_save_with_the_player_beyond_the_edge_loads_to_a_russian_message() {
    let mut save = save_json();
    let game = save.get_mut("game").expect("the game");
    game["player"]["at"]["x"] = Value::from(i32::MAX);
    let ru = load_error(&save, "ru");
    assert!(ru.contains("игрок в клетке (2147483647, "), "{ru}");
    assert!(ru.contains("за краем мира"), "{ru}");
    wording::check_worded(&ru, "ru", &["invalid_", "damage_", "save_error_"]);
}

/// A world file whose `Player:` line is `player`.
fn world_with_player(player: &str) -> String {
    format!("4 3\nW W W W\nW 1 . W\nW W W W\n1. Player\nPlayer: {player}\n")
}

/// The errors of parsing `text` (which must fail) in the language `code`.
fn world_errors(text: &str, code: &str) -> Vec<String> {
    assert!(set_language(code));
    let errors = roguelike::gen::parse_world(text).map(|_| ()).expect_err("a bad world");
    let shown = errors.iter().map(ToString::to_string).collect();
    assert!(set_language("en"));
    shown
}

const PLAYER: &str = r#"{"health":7,"max_health":0,"base_attack":2,"base_armor":1,"experience":3,"level":2,"level_cost":2,"inventory":[null,null,null],"selected":0,"equipment":[]}"#;

#[test]
fn a_world_files_player_numbers_out_of_range_read_in_russian() {
    let en = world_errors(&world_with_player(PLAYER), "en");
    assert_eq!(en.len(), 1, "{en:?}");
    assert!(en[0].starts_with("6:9: error: the player's state is wrong: "), "{en:?}");
    assert!(en[0].contains("the player's maximum health is 0, outside 1..="), "{en:?}");
    let ru = world_errors(&world_with_player(PLAYER), "ru");
    assert_eq!(ru.len(), 1, "{ru:?}");
    assert!(
        ru[0].contains(
            "неверное состояние игрока: максимальное здоровье игрока равно 0, а можно от 1 до"
        ),
        "{ru:?}"
    );
    wording::check_worded(&ru[0], "ru", &["invalid_", "damage_", "diag_"]);
}

#[test]
fn a_world_files_player_with_a_wrong_slot_reads_in_russian() {
    let player = PLAYER
        .replace(r#""max_health":0"#, r#""max_health":12"#)
        .replace(r#""selected":0"#, r#""selected":5"#);
    let ru = world_errors(&world_with_player(&player), "ru");
    assert_eq!(ru.len(), 1, "{ru:?}");
    assert!(ru[0].contains("выбрана ячейка 5, а в инвентаре 3 ячейки"), "{ru:?}");
}

/// Every kind of problem in a `mind=`.
fn mind_problems() -> Vec<MindProblem> {
    vec![
        MindProblem::Trailing { found: ")".into() },
        MindProblem::Expected { wanted: ')', found: Some(';') },
        MindProblem::Expected { wanted: ')', found: None },
        MindProblem::Number { what: MindNumber::Column },
        MindProblem::Number { what: MindNumber::Row },
        MindProblem::Number { what: MindNumber::TurnsLeft },
        MindProblem::Turns { turns: 9_999_999, max: 1_000_000 },
        MindProblem::TooDeep { max: 32 },
        MindProblem::UnknownModel { found: "sleepy".into() },
        MindProblem::Record(Invalid::OutsideWorld {
            thing: Thing::RememberedPlace,
            at: Coordinates::new(99_999_999, 0),
        }),
    ]
}

#[test]
fn every_mind_problem_is_worded_whole_in_both_languages() {
    for code in ["en", "ru"] {
        let locale = table(code);
        for problem in mind_problems() {
            wording::check_worded(&problem.words(&locale), code, &["mind_", "invalid_"]);
        }
    }
    let ru = table("ru");
    let deep = MindProblem::TooDeep { max: 32 }.words(&ru);
    assert_eq!(deep, "модели вложены глубже 32 уровней");
    let unknown = MindProblem::UnknownModel { found: "sleepy".into() }.words(&ru);
    assert!(unknown.starts_with("неизвестная модель `sleepy`"), "{unknown}");
    assert!(unknown.contains("`clever:calm(…)`"), "code names stay as typed: {unknown}");
}

/// A world file with a Robot whose mind is `mind`.
fn world_with_mind(mind: &str) -> String {
    format!("5 3\nW W W W W\nW 1 2 . W\nW W W W W\n1. Player\n2. Mob Robot mind={mind}\n")
}

#[test]
fn a_world_files_bad_mind_reads_in_russian() {
    let en = world_errors(&world_with_mind("avoid-walls(cowardly"), "en");
    assert_eq!(en.len(), 1, "{en:?}");
    assert!(en[0].ends_with("expected `)`, found the end"), "{en:?}");
    let ru = world_errors(&world_with_mind("avoid-walls(cowardly"), "ru");
    assert_eq!(ru.len(), 1, "{ru:?}");
    assert!(ru[0].ends_with("ожидалось `)`, а текст кончился"), "{ru:?}");
    wording::check_worded(&ru[0], "ru", &["mind_", "diag_"]);
    let ru = world_errors(&world_with_mind("confused:9999999(passive)"), "ru");
    assert!(
        ru[0].contains("временное поведение длится 9999999 ходов (можно не больше 1000000)"),
        "{ru:?}"
    );
    let ru = world_errors(&world_with_mind("hunter:heard@99999999,0"), "ru");
    assert!(ru[0].contains("запомненное место в клетке (99999999, 0) — за краем мира"), "{ru:?}");
}
