//! Dungeon Mania in the player's language: every load error, every file
//! error and every entity and item name is worded by both tables (no key
//! left showing, no field unfilled, Russian actually Russian), English reads
//! exactly as it always did, and counts take their Russian plural forms.

#![cfg(not(target_arch = "wasm32"))]

use crate::wording;

use roguelike::dungeon::{
    display_name_in, DungeonFile, DungeonFileError, JsonPath, LoadError, LoadErrorKind as K,
    EXPECTED, NAMED_TYPES,
};
use roguelike::game::{Damage, EnvelopeError, ReplayError, SaveError, SourceKind};
use roguelike::locale::{languages, set_language, Locale, Words};

/// The table of `code`, read from its file as the game embeds it.
fn table(code: &str) -> Locale {
    let text = std::fs::read_to_string(format!("assets/locale/{code}.json")).expect("the table");
    Locale::from_json(&text).expect("a table")
}

/// Every variant of [`K`], each `Expected` the readers use, and each branch
/// of `PlayerCount`, with the English the tools have always printed.
fn load_kinds() -> Vec<(K, String)> {
    let mut kinds = vec![
        (K::Syntax("expected value".into()), "not valid JSON: expected value".to_owned()),
        (K::Missing("entities"), "`entities` is missing".into()),
        (
            K::OutOfRange { min: -100000000, max: 100000000 },
            "must be from -100000000 to 100000000".into(),
        ),
        (K::UnknownEntity("lava".into()), "unknown entity `lava`".into()),
        (
            K::NotSupportedYet("assassin".into()),
            "`assassin` is a Milestone 3 feature, not supported yet".into(),
        ),
        (
            K::BuiltOnly("bow".into()),
            "`bow` cannot be placed in a dungeon: the player builds it".into(),
        ),
        (K::UnknownField("colour_x".into()), "unknown field".into()),
        (
            K::UnknownGoal("gold".into()),
            "unknown goal `gold` (expected exit, enemies, treasure, boulders, AND or OR)".into(),
        ),
        (K::SubgoalCount(3), "a compound goal has exactly 2 subgoals, not 3".into()),
        (
            K::UnpairedPortal { colour: "red".into(), count: 3 },
            "portal colour `red` has 3 portal(s); portals come in pairs".into(),
        ),
        (K::PlayerCount(0), "the dungeon has no player".into()),
        (K::PlayerCount(2), "the dungeon has 2 players; it needs exactly one".into()),
        (K::TooManyEntities(100_000), "more than 100000 entities".into()),
        (K::UnknownConfigKey("ally_speed".into()), "unknown config key".into()),
        (
            K::WallOverlap { x: 3, y: -4 },
            "a wall already stands on (3, -4); a cell holds one wall".into(),
        ),
        (K::MissingKey("bomb_radius"), "`bomb_radius` is missing: the template's 0 is used".into()),
        (
            K::MissingLaterKey { key: "hydra_attack", default: "10".into() },
            "`hydra_attack` is missing: its default 10 is used".into(),
        ),
        (
            K::SameNumber { key: "zombie_spawn_interval".into(), other: "zombie_spawn_rate" },
            "`zombie_spawn_interval` and `zombie_spawn_rate` name one number: give it once".into(),
        ),
    ];
    for (what, _) in EXPECTED {
        kinds.push((K::Expected(what), format!("expected {what}")));
    }
    kinds
}

/// Every way a dungeon save or replay fails (an envelope error stands for
/// its kind: its own words are held to the tables by `locale_errors`).
fn file_errors() -> Vec<DungeonFileError> {
    let mut errors = Vec::new();
    for file in [DungeonFile::Save, DungeonFile::Replay] {
        errors.extend([
            DungeonFileError::File(file, EnvelopeError::Empty),
            DungeonFileError::Damaged(
                file,
                Damage::Json { line: 3, col: 7, detail: "missing field `tick`".into() },
            ),
            DungeonFileError::Damaged(file, Damage::NameExpected { line: 2, col: 9 }),
            DungeonFileError::Damaged(
                file,
                Damage::NameTooLong { kind: SourceKind::Dungeon, bytes: 300 },
            ),
            DungeonFileError::Damaged(
                file,
                Damage::NameTooLong { kind: SourceKind::DungeonConfig, bytes: 301 },
            ),
            DungeonFileError::Damaged(file, Damage::TooManyActions { actions: 21, max: 20 }),
            DungeonFileError::Damaged(
                file,
                Damage::TooMuchWork { actions: 5, entities: 41, max: 100 },
            ),
            DungeonFileError::Damaged(file, Damage::ChecksumWork { action: 2, max: 1000 }),
            DungeonFileError::Start(file, vec!["d.json:2:3: error: unknown field".into()]),
            DungeonFileError::Refused {
                file,
                step: 4,
                action: "use:bomb".into(),
                reason: "invalid action: there is no bomb in the inventory".into(),
            },
            DungeonFileError::Diverged { file, step: 9, tick: 9, expected: 0xabc, actual: 0xdef },
            DungeonFileError::NotDungeon(file),
        ]);
    }
    errors.extend([
        DungeonFileError::Save(SaveError::File(EnvelopeError::Empty)),
        DungeonFileError::Replay(ReplayError::Start("no dungeon".into())),
        DungeonFileError::GameDiffers,
    ]);
    errors
}

/// What a worded text must not hold: a phrase or name key left as it is,
/// an unfilled field; and Russian text must hold Russian letters.
fn check(text: &str, code: &str) {
    wording::check_worded(text, code, &["dungeon_", "noun_", "envelope_"]);
}

#[test]
fn every_load_error_kind_is_worded_in_every_language_and_english_is_unchanged() {
    let english = Locale::english();
    for (kind, words) in load_kinds() {
        assert_eq!(kind.words(english), words);
        assert_eq!(kind.english(), words);
    }
    for language in languages() {
        let table = table(language.code);
        for (kind, _) in load_kinds() {
            check(&kind.words(&table), language.code);
        }
        for (what, key) in EXPECTED {
            let worded = table.phrase(key, &[]);
            check(&worded, language.code);
            if language.code == "en" {
                assert_eq!(&worded, what, "`{key}` words its own English");
            }
        }
    }
}

#[test]
fn every_dungeon_file_error_is_worded_in_every_language() {
    let english = Locale::english();
    let save = &file_errors()[1];
    assert_eq!(save.words(english), "the dungeon save is damaged: 3:7: missing field `tick`");
    let errors = file_errors();
    let replay_diverged = |e: &&DungeonFileError| {
        matches!(e, DungeonFileError::Diverged { file: DungeonFile::Replay, .. })
    };
    let diverged = errors.iter().find(replay_diverged).expect("a replay that diverged");
    let damaged: Vec<String> = errors
        .iter()
        .filter(|e| matches!(e, DungeonFileError::Damaged(DungeonFile::Replay, _)))
        .map(|e| e.words(english))
        .collect();
    assert_eq!(
        damaged[2..],
        [
            "the dungeon replay is damaged: the dungeon file's name is 300 bytes long (at most 255)",
            "the dungeon replay is damaged: the config file's name is 301 bytes long (at most 255)",
            "the dungeon replay is damaged: it holds 21 actions (at most 20)",
            "the dungeon replay is damaged: 5 actions in a dungeon of 41 entities are too many to \
             play back (at most 100 actions × entities)",
            "the dungeon replay is damaged: its checksums up to action 2 cover more than 1000 bytes \
             of state, too many to check",
        ]
    );
    assert_eq!(
        diverged.words(english),
        "the dungeon replay diverged at action 9 (tick 9): \
         expected checksum 0000000000000abc, got 0000000000000def"
    );
    assert_eq!(
        errors
            .iter()
            .find(|e| matches!(e, DungeonFileError::Refused { file: DungeonFile::Save, .. }))
            .expect("a save refused")
            .words(english),
        "the dungeon save does not play back: action 4 `use:bomb` is refused \
         (invalid action: there is no bomb in the inventory)"
    );
    assert_eq!(
        errors
            .iter()
            .find(|e| matches!(e, DungeonFileError::Start(DungeonFile::Replay, _)))
            .expect("a replay that cannot start")
            .words(english),
        "the dungeon replay's dungeon cannot be played: d.json:2:3: error: unknown field"
    );
    let last: Vec<String> = errors.iter().rev().take(2).map(|e| e.words(english)).collect();
    assert_eq!(
        last,
        [
            "the dungeon save's game is not the one its actions lead to",
            "the replay's world cannot be built: no dungeon",
        ]
    );
    for language in languages() {
        let table = table(language.code);
        for error in file_errors() {
            check(&error.words(&table), language.code);
        }
    }
}

#[test]
fn every_entity_and_item_has_a_name_in_every_language() {
    let english = table("en");
    let russian = table("ru");
    for type_name in NAMED_TYPES {
        let key = format!("dungeon_{type_name}");
        assert!(english.names.contains_key(&key), "en.json lacks the name `{key}`");
        assert!(russian.names.contains_key(&key), "ru.json lacks the name `{key}`");
        let en = display_name_in(&english, type_name);
        let ru = display_name_in(&russian, type_name);
        // A state's name reads as English puts it, not as its type.
        let expected = match *type_name {
            "door_open" => "open door".to_owned(),
            "light_bulb_off" => "light bulb".to_owned(),
            "light_bulb_on" => "lit light bulb".to_owned(),
            "switch_door_open" => "open switch door".to_owned(),
            other => other.replace('_', " "),
        };
        assert_eq!(en, expected);
        check(&ru, "ru");
        for form in ["gen", "ins"] {
            let worded = russian.names[&key].form(form);
            check(worded, "ru");
        }
    }
}

#[test]
fn russian_counts_take_their_plural_forms() {
    let ru = table("ru");
    let portals: Vec<String> = [1, 2, 5, 21]
        .iter()
        .map(|&count| K::UnpairedPortal { colour: "red".into(), count }.words(&ru))
        .collect();
    assert_eq!(
        portals,
        [
            "у цвета порталов `red` 1 портал; порталы бывают только парами",
            "у цвета порталов `red` 2 портала; порталы бывают только парами",
            "у цвета порталов `red` 5 порталов; порталы бывают только парами",
            "у цвета порталов `red` 21 портал; порталы бывают только парами",
        ]
    );
    let players: Vec<String> = [2, 5, 21].iter().map(|&n| K::PlayerCount(n).words(&ru)).collect();
    assert_eq!(
        players,
        [
            "в подземелье 2 игрока, а нужен ровно один",
            "в подземелье 5 игроков, а нужен ровно один",
            "в подземелье 21 игрок, а нужен ровно один",
        ]
    );
    assert_eq!(K::TooManyEntities(100_000).words(&ru), "больше 100000 сущностей");
    assert_eq!(K::TooManyEntities(21).words(&ru), "больше 21 сущности");
    let killed = |rounds: i64| {
        ru.phrase_with(
            "dungeon_ending_killed",
            &[
                ("enemy", roguelike::locale::Arg::Name("dungeon_zombie_toast")),
                ("rounds", rounds.into()),
                ("tick", 12.into()),
            ],
        )
    };
    assert_eq!(killed(1), "убит зомби-тостом после 1 раунда боя, на такте 12");
    assert_eq!(killed(5), "убит зомби-тостом после 5 раундов боя, на такте 12");
}

#[test]
fn a_located_load_error_follows_the_language_and_keeps_its_place() {
    let error = LoadError {
        line: 3,
        col: 14,
        path: JsonPath::root().key("entities").index(1).key("type"),
        kind: K::UnknownEntity("lava".into()),
    };
    assert_eq!(
        error.located("d.json"),
        "d.json:3:14: error: entities[1].type: unknown entity `lava`"
    );
    set_language("ru");
    let russian = error.located("d.json");
    let page = error.shown("d.json");
    let shown = error.to_string();
    set_language("en");
    assert_eq!(russian, "d.json:3:14: error: entities[1].type: неизвестная сущность `lava`");
    assert_eq!(shown, "3:14: entities[1].type: неизвестная сущность `lava`");
    assert_eq!(page, "d.json:3:14: ошибка: entities[1].type: неизвестная сущность `lava`");
    assert_eq!(
        error.shown("d.json"),
        error.located("d.json"),
        "in English the page reads as the tool"
    );
    assert_eq!(error.to_string(), "3:14: entities[1].type: unknown entity `lava`");
}

#[test]
fn every_expected_the_readers_say_has_its_phrase() {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/dungeon");
    let mut found = 0;
    for entry in std::fs::read_dir(folder).expect("src/dungeon") {
        let path = entry.expect("an entry").path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a source file");
        for (at, _) in text.match_indices("Expected(") {
            let rest = text[at + "Expected(".len()..].trim_start();
            let Some(quoted) = rest.strip_prefix('"') else { continue };
            let what = &quoted[..quoted.find('"').expect("a closing quote")];
            assert!(
                EXPECTED.iter().any(|(english, _)| *english == what),
                "{}: `Expected(\"{what}\")` has no phrase in EXPECTED",
                path.display()
            );
            found += 1;
        }
    }
    assert!(found >= EXPECTED.len(), "the readers' `Expected(…)` were found ({found})");
}

/// Every built-in dungeon and labyrinth has its own name and menu blurb in
/// every table (a missing one showed as `blurb_mire` in the menu).
#[test]
fn every_built_in_world_has_a_name_and_a_blurb_in_every_language() {
    let ids = roguelike::core::DUNGEONS.iter().chain(roguelike::core::LABYRINTHS).map(|w| w.0);
    for code in ["en", "ru"] {
        let locale = table(code);
        for id in ids.clone() {
            let blurb = format!("blurb_{id}");
            assert_ne!(locale.phrase(&blurb, &[]), blurb, "{code}: {blurb}");
            let key = format!("world_name_{id}");
            assert_ne!(locale.phrase(&key, &[]), key, "{code}: {key}");
        }
    }
}
