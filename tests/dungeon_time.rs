#![cfg(not(target_arch = "wasm32"))]
//! Time travel in Dungeon Mania (spec §3.11) through the referee: the
//! course's two time-travel dungeons (`dungeons_m3_student`, with
//! `M3_config.json`; skipped, saying so, when `../shared/peers` is absent),
//! every student dungeon with both the course's Milestone 3 config and its
//! template played for 200 random actions with rewinds, our own
//! `hourglass` won by a fixed list of actions (through its portal,
//! and with its time turner), and games full of rewinds coming back the same
//! through a save file and a replay file, checksums verified.

use crate::dungeon_peers;

use dungeon_peers::{files, peers, random_action};
use roguelike::core::{DUNGEONS, DUNGEON_CONFIG, DUNGEON_SEED};
use roguelike::dungeon::{open_replay, open_save, Action, ActionErrorKind, Opened};
use roguelike::game::{write_replay, write_save, DungeonSource, FileText, GameRng};
use serde_json::Value;

/// A course file's text, or `None` (said) when the course's folder is absent.
fn course_file(path: &str) -> Option<String> {
    let dir = peers()?;
    Some(std::fs::read_to_string(dir.join(path)).expect("the course's files are readable"))
}

fn source(name: &str, text: &str, config: FileText) -> DungeonSource {
    DungeonSource {
        name: name.into(),
        text: text.into(),
        config: Some(config),
        untimed_build: false,
    }
}

/// The course's time-travel dungeon `name`, with `M3_config.json`.
fn course_dungeon(name: &str) -> Option<Opened> {
    let text = course_file(&format!("dungeons_m3_student/{name}"))?;
    let config = course_file("configs/M3_config.json")?;
    let config = FileText { name: "M3_config.json".into(), text: config };
    Some(Opened::start(source(name, &text, config), 0).expect("the course's dungeon loads"))
}

/// Our `hourglass`, with our config.
fn hourglass() -> Opened {
    let (name, text, _) =
        DUNGEONS.iter().find(|d| d.0 == "hourglass").expect("hourglass is one of ours");
    let config = FileText { name: "config.json".into(), text: DUNGEON_CONFIG.into() };
    Opened::start(source(name, text, config), DUNGEON_SEED).expect("hourglass loads")
}

fn play(game: &mut Opened, actions: &str) {
    for text in actions.split(',') {
        let action: Action = text.parse().expect("well formed");
        game.play(action).unwrap_or_else(|e| panic!("`{text}` was refused: {e}"));
    }
}

/// The response's entities of `type_name`, as cells.
fn cells(game: &Opened, type_name: &str) -> Vec<(i64, i64)> {
    let response = game.dungeon.response();
    let all = response["entities"].as_array().cloned().unwrap_or_default();
    all.iter()
        .filter(|e| e["type"] == type_name)
        .map(|e| (e["x"].as_i64().unwrap_or(i64::MIN), e["y"].as_i64().unwrap_or(i64::MIN)))
        .collect()
}

fn inventory(game: &Opened) -> Vec<String> {
    let response = game.dungeon.response();
    let items = response["inventory"].as_array().cloned().unwrap_or_default();
    items.iter().map(|i| i["type"].as_str().unwrap_or_default().to_owned()).collect()
}

#[test]
fn the_course_time_turner_dungeon_rewinds_with_its_turner() {
    let Some(mut game) = course_dungeon("d_timeTravelTests_timeTurner.json") else { return };
    let refused = game.play("rewind:1".parse().expect("parses")).expect_err("no turner yet");
    assert_eq!(refused.kind, ActionErrorKind::InvalidAction);
    // The turner at (2, 1), the invisibility potion at (3, 1).
    play(&mut game, "right,right");
    assert_eq!(inventory(&game), ["time_turner", "invisibility_potion"]);
    let refused = game.play("rewind:5".parse().expect("parses")).expect_err("two ticks only");
    assert_eq!(refused.kind, ActionErrorKind::InvalidAction);
    play(&mut game, "rewind:1");
    assert_eq!(game.dungeon.tick(), 1);
    assert_eq!(inventory(&game), ["time_turner", "invisibility_potion"], "kept");
    assert_eq!(cells(&game, "invisibility_potion"), [(3, 1)], "and on the map again");
    assert_eq!(cells(&game, "player"), [(3, 1)]);
    assert_eq!(cells(&game, "older_player"), [(2, 1)]);
    // Invisible, the player lets its older self walk into it unharmed.
    play(&mut game, "use:invisibility_potion");
    assert!(game.dungeon.battles().is_empty());
    assert!(cells(&game, "older_player").is_empty(), "it has reached its moment and left");
}

#[test]
fn the_course_time_portal_dungeon_sends_the_player_back_to_the_start() {
    let Some(mut game) = course_dungeon("d_timeTravelTests_timePortal.json") else { return };
    // The portal is at (2, 1): one step, and fewer than 30 ticks passed.
    play(&mut game, "right");
    assert_eq!(game.dungeon.tick(), 0);
    assert_eq!(cells(&game, "player"), [(2, 1)], "leaving through the same portal");
    assert_eq!(cells(&game, "older_player"), [(1, 1)]);
    assert_eq!(cells(&game, "time_travelling_portal"), [(2, 1)]);
    play(&mut game, "right");
    assert_eq!(inventory(&game), ["invisibility_potion"]);
    assert!(cells(&game, "older_player").is_empty(), "through the portal and gone");
}

#[test]
fn hourglass_is_won_through_its_portal_and_with_its_turner() {
    let through_the_portal = "right,right,right,right,right,right,right,down,left,left,left,left,\
                              left,up,right,right,right,right,right,right,right";
    let with_the_turner = "down,up,right,right,rewind:1,right,left,right,right,right,right,right,\
                           right,right";
    for actions in [through_the_portal, with_the_turner] {
        let mut game = hourglass();
        play(&mut game, actions);
        assert!(game.dungeon.is_won(), "goals left: {}", game.dungeon.goals_text());
        assert!(game.dungeon.battles().is_empty(), "the older self was never met");
        round_trip(&game, "hourglass");
    }
    // Without travelling the dungeon has two treasure of the three it asks.
    let mut game = hourglass();
    play(&mut game, "right,right,right,right,right,right,right,right,right");
    assert_eq!(game.dungeon.goals_text(), ":treasure AND :exit");
}

/// The save file and the replay file of `game` each give it back: the same
/// game, checksum and response.
fn round_trip(game: &Opened, label: &str) {
    let text = write_save(&game.save());
    let restored = open_save(&text).unwrap_or_else(|e| panic!("{label}: {e}"));
    assert!(restored.dungeon == game.dungeon, "{label}: the restored game differs");
    assert_eq!(restored.dungeon.checksum(), game.dungeon.checksum(), "{label}");
    assert_eq!(restored.dungeon.response(), game.dungeon.response(), "{label}");
    let replayed =
        open_replay(&write_replay(&game.replay)).unwrap_or_else(|e| panic!("{label}: {e}"));
    assert!(replayed.dungeon == game.dungeon, "{label}: the replayed game differs");
    assert_eq!(replayed.replay, game.replay, "{label}: every checksum verified");
}

/// A random action, a rewind one time in six.
fn action_or_rewind(rng: &mut GameRng, game: &Opened) -> Action {
    match rng.below(12) {
        0 => Action::Rewind(1),
        1 => Action::Rewind(5),
        _ => random_action(rng, &game.dungeon),
    }
}

#[test]
fn games_full_of_rewinds_come_back_through_saves_and_replays() {
    // Each begins by taking its time turner (or stepping through its portal).
    let mut games = vec![("hourglass".to_owned(), hourglass(), "down")];
    for name in ["d_timeTravelTests_timeTurner.json", "d_timeTravelTests_timePortal.json"] {
        if let Some(game) = course_dungeon(name) {
            games.push((name.to_owned(), game, "right"));
        }
    }
    for (label, mut game, first) in games {
        play(&mut game, first);
        let mut rng = GameRng::new(7, 77);
        let mut travels = 0;
        for _ in 0..200 {
            let before = game.dungeon.tick();
            let action = action_or_rewind(&mut rng, &game);
            if game.play(action).is_ok() && game.dungeon.tick() <= before {
                travels += 1;
            }
        }
        assert!(travels > 0 || label.contains("Portal"), "{label}: no rewind was played");
        round_trip(&game, &label);
        let response: Value = game.dungeon.response();
        assert!(response["entities"].is_array(), "{label}");
    }
}

#[test]
fn every_student_dungeon_plays_200_random_actions_with_rewinds_with_both_configs() {
    let Some(dir) = peers() else {
        return;
    };
    let dungeons = files(&dir.join("dungeons_m3_student"));
    assert!(dungeons.len() >= 5, "the course's five Milestone 3 dungeons");
    for config_name in ["M3_config.json", "config_template.json"] {
        let config_text = course_file(&format!("configs/{config_name}")).expect("present");
        for (seed, (name, text)) in dungeons.iter().enumerate() {
            let label = format!("{name} with {config_name}");
            let config = FileText { name: config_name.into(), text: config_text.clone() };
            let mut game = Opened::start(source(name, text, config), seed as u64)
                .unwrap_or_else(|e| panic!("{label}: {e:?}"));
            let mut rng = GameRng::new(seed as u64, 2026);
            let (mut played, mut refused) = (0, 0);
            for _ in 0..200 {
                let action = action_or_rewind(&mut rng, &game);
                let before = game.dungeon.checksum();
                match game.play(action) {
                    Ok(_) => played += 1,
                    Err(_) => {
                        refused += 1;
                        assert_eq!(game.dungeon.checksum(), before, "{label}: refused `{action}`");
                    }
                }
            }
            assert_eq!(played + refused, 200);
            assert!(played > 0, "{label}: nothing was played");
            round_trip(&game, &label);
        }
    }
}
