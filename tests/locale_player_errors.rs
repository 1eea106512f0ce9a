//! The errors of Build Your Own World, of a goal line, of the generators'
//! parameters and the details of a damaged save or replay are worded by
//! both tables: every variant in English and in Russian, no key showing, no
//! `{…}` left unfilled, the Russian really Russian, counts with their
//! Russian plural forms, and `Display` following the language chosen.

#![cfg(not(target_arch = "wasm32"))]

use crate::wording;

use roguelike::byow::{
    self, Field, SaveError as ByowSaveError, SaveErrorKind as S, SaveErrors, SaveFileError,
    SizeError, Tile, WorldSize,
};
use roguelike::files::decode_text;
use roguelike::game::{
    parse_goal, Coordinates, Damage, GoalErrorKind, ReplayError, SaveError, SourceKind,
    SourceRecord,
};
use roguelike::gen::{
    BoxedParamsError, DiagnosticKind, DungeonShapeError, GoalProblem, MatrixShapeError,
    WeightTableError,
};
use roguelike::locale::{set_language, Locale, Words};
use std::io;

fn table(code: &str) -> Locale {
    let text = std::fs::read_to_string(format!("assets/locale/{code}.json")).expect("the table");
    Locale::from_json(&text).expect("a table")
}

fn at(x: i32, y: i32) -> Coordinates {
    Coordinates::new(x, y)
}

/// Every variant of the BYOW save's problems.
fn byow_save_kinds() -> Vec<S> {
    let mut kinds = vec![
        S::TooLarge { bytes: 70_000, limit: 65_536 },
        S::MissingHeader,
        S::NotASave { found: "garbage".into() },
        S::UnsupportedVersion { found: 7 },
        S::UnknownKey { found: "colour".into() },
        S::DuplicateKey { key: "seed", first_line: 2 },
        S::MissingKey { key: "health" },
        S::WrongValueCount { key: "avatar", expected: "X Y", found: 3 },
        S::UnknownScreen { found: "lost".into() },
        S::AvatarOutside { at: at(200, 1) },
        S::NotAnEncounter { at: at(3, 4), tile: Tile::Floor },
        S::ClearedTwice { at: at(3, 4), first_line: 6 },
        S::WonAwayFromDoor,
        S::DoorNotWon,
        S::NoSpiritHere { at: at(3, 4) },
        S::SpiritTooStrong { found: 9, strength: 3 },
    ];
    for tile in [Tile::Nothing, Tile::Floor, Tile::Wall, Tile::LockedDoor, Tile::Encounter] {
        kinds.push(S::AvatarBlocked { at: at(1, 1), tile });
        kinds.push(S::NotAnEncounter { at: at(1, 1), tile });
    }
    for field in
        [Field::Version, Field::Seed, Field::X, Field::Y, Field::Health, Field::SpiritHealth]
    {
        kinds.push(S::BadNumber { field, found: "x".into() });
    }
    kinds
}

fn goal_kinds() -> Vec<GoalErrorKind> {
    vec![
        GoalErrorKind::Empty,
        GoalErrorKind::NestedTooDeeply,
        GoalErrorKind::NotInCapitals { upper: "AND".into() },
        GoalErrorKind::MixedOperators,
        GoalErrorKind::MissingGoal,
        GoalErrorKind::Unclosed,
        GoalErrorKind::Unopened,
        GoalErrorKind::UnknownGoal { found: "gold".into() },
        GoalErrorKind::UnknownGoal { found: "Exit".into() },
        GoalErrorKind::BadCount { found: "-1".into() },
        GoalErrorKind::Unexpected { found: "boulders".into() },
        GoalErrorKind::TooManyParts,
    ]
}

fn damages() -> Vec<Damage> {
    vec![
        Damage::Json { line: 3, col: 9, detail: "unknown variant `Dragon`".into() },
        Damage::NameExpected { line: 4, col: 2 },
        Damage::NameTooLong { kind: SourceKind::Builtin, bytes: 300 },
        Damage::NameTooLong { kind: SourceKind::File, bytes: 301 },
        Damage::InReplay(Box::new(Damage::NameTooLong { kind: SourceKind::File, bytes: 302 })),
        Damage::LevelCount { count: 0 },
        Damage::DepthOutside { level: 5, count: 1 },
        Damage::OnLevel { level: 2, damage: Box::new(Damage::NameExpected { line: 1, col: 1 }) },
        Damage::ActedTooLong,
        Damage::LogTooLong { max: 500 },
        Damage::MessageTooLong { max: 1024 },
        Damage::InventorySize { slots: 0, max: 9 },
        Damage::SelectedOutside { selected: 9, slots: 5 },
    ]
}

/// Every value this file holds to both tables.
fn values() -> Vec<Box<dyn Words>> {
    let mut all: Vec<Box<dyn Words>> = Vec::new();
    all.push(Box::new(WorldSize::new(7, 30).expect_err("too narrow")));
    all.push(Box::new(SizeError { width: 80, height: 300 }));
    for kind in byow_save_kinds() {
        all.push(Box::new(ByowSaveError { line: 2, col: 5, kind: kind.clone() }));
        all.push(Box::new(kind));
    }
    let errors = SaveErrors(vec![
        ByowSaveError { line: 1, col: 1, kind: S::MissingHeader },
        ByowSaveError { line: 3, col: 8, kind: S::DoorNotWon },
    ]);
    all.push(Box::new(errors.clone()));
    all.push(Box::new(byow::Error::NoWorld));
    all.push(Box::new(byow::Error::NothingToLoad));
    all.push(Box::new(byow::Error::BadSave(errors)));
    let too_long = SaveFileError::TooLong;
    all.push(Box::new(too_long));
    all.push(Box::new(byow::Error::Read(io::Error::new(io::ErrorKind::InvalidData, too_long))));
    let not_text = decode_text(b"byow-save 1\n\xff").expect_err("not UTF-8");
    all.push(Box::new(byow::Error::Read(io::Error::new(io::ErrorKind::InvalidData, not_text))));
    all.push(Box::new(byow::Error::Write(io::Error::new(
        io::ErrorKind::InvalidData,
        SaveFileError::TooLong,
    ))));
    for kind in goal_kinds() {
        all.push(Box::new(GoalProblem::Parsed(kind.clone())));
        all.push(Box::new(DiagnosticKind::BadGoal { message: kind.clone().into() }));
        all.push(Box::new(kind));
    }
    all.push(Box::new(parse_goal("exit and boulders").expect_err("lower case")));
    all.push(Box::new(BoxedParamsError::RoomSize { width: 2, height: 9 }));
    all.push(Box::new(BoxedParamsError::TooManyThings { items: 10, mobs: 10, free: 4 }));
    all.push(Box::new(BoxedParamsError::NoRooms));
    all.push(Box::new(BoxedParamsError::TooManyRooms { worst_case: 5_000_000 }));
    all.push(Box::new(DungeonShapeError::NoLevels));
    all.push(Box::new(DungeonShapeError::StartOutside { start: 4, levels: 2 }));
    all.push(Box::new(MatrixShapeError { width: 3, height: 2, cells: 5 }));
    all.push(Box::new(WeightTableError::Empty));
    all.push(Box::new(WeightTableError::AllZero));
    all.push(Box::new(WeightTableError::TooHeavy { total: 5_000_000_000 }));
    all.push(Box::new(WeightTableError::UnknownTheme("steampunk".into())));
    for damage in damages() {
        all.push(Box::new(SaveError::Inconsistent(damage.clone())));
        all.push(Box::new(ReplayError::Inconsistent(damage.clone())));
        all.push(Box::new(damage));
    }
    all
}

/// The prefixes of this file's phrase keys: a key showing means a phrase
/// is missing.
const KEY_PREFIXES: [&str; 8] = [
    "byow_",
    "goal_error_",
    "boxed_error_",
    "plan_error_",
    "matrix_shape_",
    "weights_error_",
    "damage_",
    "diag_",
];

fn check(text: &str, code: &str) {
    wording::check_worded(text, code, &KEY_PREFIXES);
}

#[test]
fn every_new_variant_is_worded_in_english_and_in_russian() {
    let (en, ru) = (table("en"), table("ru"));
    for value in values() {
        let (english, russian) = (value.words(&en), value.words(&ru));
        check(&english, "en");
        check(&russian, "ru");
        assert!(wording::is_russian(&russian), "not Russian: {russian:?}");
        assert!(!wording::is_russian(&english), "not English: {english:?}");
        assert_ne!(english, russian, "the same in both languages");
    }
}

#[test]
fn english_reads_as_before() {
    let en = table("en");
    let cases: Vec<(Box<dyn Words>, &str)> = vec![
        (
            Box::new(S::WrongValueCount { key: "avatar", expected: "X Y", found: 1 }),
            "`avatar` takes `X Y`, found 1 value",
        ),
        (
            Box::new(S::WrongValueCount { key: "avatar", expected: "X Y", found: 0 }),
            "`avatar` takes `X Y`, found 0 values",
        ),
        (
            Box::new(S::AvatarBlocked { at: at(3, 4), tile: Tile::Wall }),
            "the avatar at (3, 4) stands on a wall",
        ),
        (
            Box::new(S::BadNumber { field: Field::Seed, found: "-1".into() }),
            "the seed must be a whole number from 0 to 18446744073709551615, found `-1`",
        ),
        (
            Box::new(GoalErrorKind::UnknownGoal { found: "Exit".into() }),
            "unknown goal `Exit`: expected exit, enemies, treasure or boulders (did you mean `exit`?)",
        ),
        (
            Box::new(BoxedParamsError::TooManyRooms { worst_case: 5_000_000 }),
            "this depth could make 5000000 rooms, more than 1000000; lower the depth or cap the number of rooms",
        ),
        (
            Box::new(MatrixShapeError { width: 3, height: 2, cells: 5 }),
            "a 3x2 wall matrix needs 6 cells, but 5 were given",
        ),
        (
            Box::new(WeightTableError::TooHeavy { total: 5_000_000_000 }),
            "the weights add up to 5000000000, more than 4294967295",
        ),
        (
            Box::new(SaveError::Inconsistent(Damage::DepthOutside { level: 5, count: 1 })),
            "the save is damaged: the player is on level 5 of a game of 1 level",
        ),
        (
            Box::new(SaveError::Inconsistent(Damage::NameExpected { line: 4, col: 2 })),
            "the save is damaged: 4:2: expected a name in quotes, found another kind of value",
        ),
        (
            Box::new(ReplayError::Inconsistent(Damage::InReplay(Box::new(
                Damage::NameTooLong { kind: SourceKind::File, bytes: 300 },
            )))),
            "the replay is damaged: its replay: the world file's name is 300 bytes long (at most 255)",
        ),
    ];
    for (value, expected) in cases {
        assert_eq!(value.words(&en), expected);
    }
    let old = "Usage: roguelike byow INPUT [--save-file FILE]
  Plays INPUT as the BYOW input string (N digits S new world, W A S D move,
  F strike and B back in an encounter, :Q save, L load, Q quit; any case)
  and prints the final world, one character a tile: # wall, . floor,
  @ avatar, D locked door, E encounter. :Q writes FILE and L reads it
  (default byow-save.txt in the current folder).";
    assert_eq!(byow::usage(), old, "the English table's usage is the text it always was");
}

#[test]
fn russian_counts_take_their_plural_forms() {
    let ru = table("ru");
    let count =
        |found: usize| S::WrongValueCount { key: "avatar", expected: "X Y", found }.words(&ru);
    assert_eq!(
        [1, 2, 5, 21].map(count),
        [
            "`avatar` принимает `X Y`, а дано 1 значение",
            "`avatar` принимает `X Y`, а дано 2 значения",
            "`avatar` принимает `X Y`, а дано 5 значений",
            "`avatar` принимает `X Y`, а дано 21 значение",
        ]
    );
    let things = |n: u32| BoxedParamsError::TooManyThings { items: n, mobs: n, free: n }.words(&ru);
    assert_eq!(
        [1, 2, 5, 21].map(things),
        [
            "1 предмет и 1 монстр могут не поместиться: в комнате игрока 1 свободная клетка",
            "2 предмета и 2 монстра могут не поместиться: в комнате игрока 2 свободные клетки",
            "5 предметов и 5 монстров могут не поместиться: в комнате игрока 5 свободных клеток",
            "21 предмет и 21 монстр могут не поместиться: в комнате игрока 21 свободная клетка",
        ]
    );
    let levels = |count: usize| Damage::LevelCount { count }.words(&ru);
    assert_eq!(
        [1, 2, 5, 21].map(levels),
        [
            "в игре 1 уровень (можно от 1 до 64)",
            "в игре 2 уровня (можно от 1 до 64)",
            "в игре 5 уровней (можно от 1 до 64)",
            "в игре 21 уровень (можно от 1 до 64)",
        ]
    );
    let bytes = |bytes: usize| S::TooLarge { bytes, limit: 9 }.words(&ru);
    assert!(bytes(1).contains("1 байт,") && bytes(2).contains("2 байта,"));
    assert!(bytes(5).contains("5 байт,") && bytes(21).contains("21 байт,"));
    let cells = |cells: usize| MatrixShapeError { width: 1, height: 1, cells }.words(&ru);
    assert_eq!(cells(2), "матрице стен 1x1 нужна 1 клетка, а даны 2 клетки");
    assert_eq!(cells(5), "матрице стен 1x1 нужна 1 клетка, а дано 5 клеток");
    assert_eq!(cells(21), "матрице стен 1x1 нужна 1 клетка, а дана 21 клетка");
}

#[test]
fn display_follows_the_language_chosen() {
    let kind = S::AvatarBlocked { at: at(3, 4), tile: Tile::Wall };
    let goal = parse_goal("").expect_err("empty");
    let source = SourceRecord::File { name: "x".repeat(300), text: String::new() };
    let damage = source.validate().expect_err("a long name");
    set_language("ru");
    let shown = (kind.to_string(), goal.to_string(), damage.to_string());
    let size = WorldSize::new(7, 30).expect_err("too narrow").to_string();
    set_language("en");
    assert_eq!(shown.0, "аватар в (3, 4) стоит на стене");
    assert_eq!(shown.1, "1: цель пуста");
    assert_eq!(shown.2, "имя файла мира длиной 300 байт (можно не больше 255)");
    assert_eq!(size, "мир 7x30 не поддерживается: каждая сторона должна быть от 8 до 256");
    assert_eq!(kind.to_string(), "the avatar at (3, 4) stands on a wall");
    assert_eq!(damage.to_string(), "the world file's name is 300 bytes long (at most 255)");
}

#[test]
fn a_bad_byow_save_reads_in_russian_on_the_command_line() {
    let dir = std::env::temp_dir().join(format!("byow-ru-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let file = dir.join("save.txt");
    std::fs::write(&file, "byow-save 1\nseed x\n").expect("written");
    let args = ["L".to_owned(), format!("--save-file={}", file.display())];
    set_language("ru");
    let (out, err, code) = byow::run_cli(&args);
    let (_, usage_err, usage_code) = byow::run_cli(&["N1S".to_owned(), "N2S".to_owned()]);
    set_language("en");
    let (_, english, _) = byow::run_cli(&args);
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!((out.as_str(), code), ("", 1));
    assert!(err.contains(":2:6: error: зерно должно быть целым числом"), "{err}");
    assert!(english.contains(":2:6: error: the seed must be a whole number"), "{english}");
    assert_eq!(usage_code, 2);
    assert!(usage_err.starts_with("roguelike byow: лишний аргумент `N2S`\n\nИспользование:"));
}
