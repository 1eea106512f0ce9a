//! Every error a player can read about a world file, a labyrinth, a file's
//! bytes, a save, a replay or the high-score table is worded by both tables:
//! no missing phrase, no unfilled `{…}`, Russian actually Russian, and a
//! few golden Russian messages with their plural forms.

#![cfg(not(target_arch = "wasm32"))]

use crate::wording;

use roguelike::core::{HighScores, HighScoresError, WorldLabel};
use roguelike::files::{decode_text, DecodeError, DecodeErrorKind, FileKind};
use roguelike::game::{parse_replay, parse_save, Invalid, Leads, MobKind, ReplayError, SaveError};
use roguelike::gen::{Diagnostic, DiagnosticKind as K, Dimension, MindProblem, Severity};
use roguelike::labyrinth::parse_labyrinth;
use roguelike::locale::{languages, set_language, Words};

/// Every diagnostic variant (hints and suggestions included).
fn diagnostics() -> Vec<K> {
    vec![
        K::MissingHeader,
        K::HeaderNotANumber { dimension: Dimension::Width, found: "40x20".into() },
        K::HeaderNotANumber { dimension: Dimension::Height, found: "two".into() },
        K::MissingHeight,
        K::ExtraHeaderText { found: "9".into() },
        K::ZeroSize { dimension: Dimension::Width },
        K::SizeTooLarge { dimension: Dimension::Height, found: "100001".into() },
        K::TooFewRows { expected: 21, found: 2 },
        K::TooManyRows { expected: 1, found: 5 },
        K::TooFewCells { row: 3, expected: 40, found: 39 },
        K::TooManyCells { row: 3, expected: 40, found: 41 },
        K::UnknownCell { found: "w".into() },
        K::HoleNumberTooLarge { found: "99999999999".into() },
        K::DuplicateHole { number: 3, first_line: 2, first_col: 5 },
        K::BlankLineInField,
        K::MalformedFiller { found: "Level 2".into() },
        K::MissingFillerName,
        K::UnknownFiller { found: "player".into() },
        K::MissingItemKind,
        K::UnknownItemKind { found: "sword".into() },
        K::MissingMobKind,
        K::UnknownMobKind { found: "Dragon".into() },
        K::DisguiseNotMimic { mob: MobKind::Robot },
        K::AllyNotBribable { mob: MobKind::Zombie },
        K::UnexpectedFillerText { found: "now".into() },
        K::HoleNotOnField { number: "7".into() },
        K::PlayerPlacedAgain { last_line: 14 },
        K::PlayerInWall,
        K::MissingStairsDirection,
        K::UnknownStairsDirection { found: "up".into() },
        K::SeveralStairs { leads: Leads::Down, first_line: 9 },
        K::SeveralStairs { leads: Leads::Up, first_line: 9 },
        K::StairsDownOnLastLevel,
        K::StairsUpOnFirstLevel,
        K::MissingStairsDown { level: 1 },
        K::MissingStairsUp { level: 2 },
        K::MissingLevelSize { level: 2 },
        K::TooManyLevels { limit: 64 },
        K::BadGoal { message: "the goal is empty".into() },
        K::SecondGoal { first_line: 12 },
        K::TooManyProblems { more: 1 },
        K::TooManyProblems { more: 5 },
        K::BadHealth { found: "0".into(), max: 1000 },
        K::BadMind { message: MindProblem::UnknownModel { found: "sleepy".into() } },
        K::BadPlayerState { message: "missing field `health`".into() },
        K::SecondPlayerState { first_line: 13 },
    ]
}

/// Every other error's variants, as values a player can meet.
fn others() -> Vec<Box<dyn Words>> {
    let mut all: Vec<Box<dyn Words>> = vec![
        Box::new(Severity::Error),
        Box::new(Severity::Warning),
        Box::new(HighScoresError::TooLarge(70_000)),
        Box::new(HighScoresError::Malformed("expected value".into())),
        Box::new(HighScoresError::NotATable),
        Box::new(WorldLabel::Seed(42)),
        Box::new(WorldLabel::Builtin("menagerie".into())),
        Box::new(WorldLabel::File("cave.txt".into())),
    ];
    let bytes: [&[u8]; 9] = [
        b"\x89PNG\r\n\x1a\nrest",
        b"PK\x03\x04rest",
        b"\x7fELFrest",
        b"4\x002\x00 \x001\x00",
        b"ab\ncd\0",
        b"ab\n\xff",
        b"\xff\xfea\x00b",
        b"\xff\xfe\x00\xd8a\x00",
        b"GIF89a",
    ];
    for bytes in bytes {
        let error: DecodeError = decode_text(bytes).expect_err("not text");
        all.push(Box::new(error.kind.clone()));
        all.push(Box::new(error));
    }
    let kinds = [
        FileKind::World,
        FileKind::Labyrinth,
        FileKind::Save,
        FileKind::Replay,
        FileKind::DungeonSave,
        FileKind::DungeonReplay,
        FileKind::Dungeon,
        FileKind::DungeonConfig,
        FileKind::OtherJson { format: Some("tiled".into()) },
        FileKind::OtherJson { format: None },
    ];
    all.extend(kinds.into_iter().map(|k| Box::new(k) as Box<dyn Words>));
    let files = [
        "",
        "{\"format\": ",
        "[1, }",
        "{\"a\": 1}",
        "{\"format\": \"tiled\"}",
        "{\"format\": \"roguelike-save\", \"version\": 99}",
        "{\"format\": \"roguelike-save\"}",
        "{\"format\": \"roguelike-save\", \"version\": 3, \"source\": 5}",
    ];
    for text in files {
        all.push(Box::new(parse_save(text).expect_err("not a save")));
        let replay = text.replace("roguelike-save", "roguelike-replay");
        all.push(Box::new(parse_replay(&replay).expect_err("not a replay")));
    }
    all.push(Box::new(SaveError::Inconsistent(Invalid::TooManySeenChunks.into())));
    all.push(Box::new(ReplayError::Start("no such world".into())));
    all.push(Box::new(ReplayError::Diverged { step: 3, turn: 2, expected: 1, actual: 2 }));
    let labyrinths = [
        "",
        "####\n#x #\n#SET\n####",
        "#####\n#SE #\n#   #\n#####",
        "######\n#SET0#\n#0  1#\n#  2 #\n######",
        "#####\n#SET1#\n#    #\n#####",
    ];
    for text in labyrinths {
        for error in parse_labyrinth(text).expect_err("a bad labyrinth") {
            all.push(Box::new(error.kind.clone()));
            all.push(Box::new(error));
        }
    }
    all
}

/// The phrase keys of this file's errors: a key showing means a phrase is
/// missing.
const KEY_PREFIXES: &[&str] = &[
    "diag_",
    "severity_",
    "dimension_",
    "lab_error_",
    "decode_",
    "binary_",
    "file_kind_",
    "envelope_",
    "save_error_",
    "replay_error_",
    "scores_error_",
    "world_name_",
    "noun_",
    "list_or",
];

fn check(text: &str, code: &str) {
    wording::check_worded(text, code, KEY_PREFIXES);
}

#[test]
fn every_error_variant_is_worded_in_every_language() {
    let english = roguelike::locale::Locale::english();
    for language in languages() {
        let table = roguelike::locale::Locale::from_json(
            &std::fs::read_to_string(format!("assets/locale/{}.json", language.code))
                .expect("the table"),
        )
        .expect("a table");
        for kind in diagnostics() {
            // A goal's own message is not typed yet: it stays English.
            let code = if matches!(kind, K::BadGoal { .. }) { "any" } else { language.code };
            check(&kind.words(&table), code);
            check(&Diagnostic::warning(2, 3, kind.clone()).line_in(&table), language.code);
        }
        for value in others() {
            let text = value.words(&table);
            // Labels of files and worlds may be names alone ("demo").
            if language.code == "ru" && text.is_ascii() {
                assert_eq!(text, value.words(english), "only untranslatable words stay ASCII");
                continue;
            }
            check(&text, language.code);
        }
    }
}

#[test]
fn display_follows_the_language_and_english_stays_available() {
    let kind = K::TooFewRows { expected: 21, found: 2 };
    assert_eq!(kind.to_string(), "too few rows: the size line says 21, the field has 2");
    set_language("ru");
    let russian = kind.to_string();
    let line = Diagnostic::error(4, 1, kind.clone());
    let (shown, keyword) = (line.localized_line(), line.to_string());
    let english = kind.english();
    set_language("en");
    assert_eq!(russian, "слишком мало строк: по размеру нужна 21 строка, а в поле 2 строки");
    assert_eq!(shown, format!("4:1: ошибка: {russian}"));
    assert_eq!(keyword, format!("4:1: error: {russian}"), "tools read the keyword");
    assert_eq!(english, "too few rows: the size line says 21, the field has 2");
}

#[test]
fn golden_russian_messages_with_plural_forms() {
    set_language("ru");
    let cases = [
        (K::TooManyCells { row: 3, expected: 5, found: 11 }.localized(), "слишком много клеток в строке поля 3: по размеру нужно 5 клеток, а в строке 11 клеток"),
        (K::TooManyProblems { more: 1 }.localized(), "ещё 1 проблема не показана; исправьте те, что выше, и проверьте снова"),
        (K::TooManyProblems { more: 3 }.localized(), "ещё 3 проблемы не показаны; исправьте те, что выше, и проверьте снова"),
        (K::TooManyProblems { more: 25 }.localized(), "ещё 25 проблем не показано; исправьте те, что выше, и проверьте снова"),
        (K::DisguiseNotMimic { mob: MobKind::Robot }.localized(), "выглядеть как предмет может только Мимик; у Робота после вида бывают только `hp=N` и `mind=…`"),
        (K::UnknownItemKind { found: "sword".into() }.localized(), "неизвестный вид предмета `sword`: ожидается Sword, GoldenApple, Shield, Amulet, Treasure, Key, Wood, Arrow, Bomb, InvincibilityPotion, InvisibilityPotion, Bow, SunStone, Sceptre, MidnightArmour, TimeTurner, HealingPotion, Dagger, Maul, LeatherArmour или ChainMail (может быть, `Sword`?)"),
        (parse_save("").expect_err("empty").localized(), "файл сохранения пуст"),
        (parse_replay("{\"format\": \"roguelike-replay\"}").expect_err("no version").localized(), "запись повреждена: в ней нет номера версии"),
        (HighScoresError::TooLarge(70_001).localized(), "в ней 70001 байт, а таблица может занимать не больше 65536"),
        (decode_text(b"\x89PNG\r\n\x1a\n").expect_err("png").localized(), "это картинка PNG, а не текстовый файл"),
        (decode_text(b"ab\n\xff").expect_err("latin-1").localized(), "это не текст UTF-8 (байт 0xFF в строке 2, столбце 1); сохраните файл в UTF-8"),
    ];
    let kinds = [DecodeErrorKind::Nul];
    let nul = kinds[0].localized();
    set_language("en");
    for (got, want) in cases {
        assert_eq!(got, want);
    }
    assert_eq!(nul, "это двоичные данные, а не текстовый файл (байт NUL)");
}

#[test]
fn a_high_score_table_from_before_keeps_its_labels_and_shows_them_translated() {
    let old = r#"{"format":"roguelike-high-scores","version":1,"runs":[{"won":false,"ending":"died","depth":2,"turns":40,"kills":1,"killed_by":"Robot","level":1,"seed":null,"world":"world menagerie","carried":[]}]}"#;
    let read = HighScores::parse(old).expect("an old table reads");
    let run = &read.table.runs()[0];
    assert_eq!(run.world, WorldLabel::Builtin("menagerie".into()));
    assert_eq!(run.origin(), "world menagerie");
    assert!(read.table.to_text().contains("\"world\":\"world menagerie\""), "stored as before");
    set_language("ru");
    let origin = run.origin();
    set_language("en");
    assert_eq!(origin, "мир зверинец");
}
