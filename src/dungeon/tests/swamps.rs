//! §3.9 swamps and Dijkstra movement: a swamp holds a creature for exactly
//! its movement factor, never the player; mercenaries take the quickest path
//! (round a swamp, through a portal) and stay when there is none; holds
//! survive a save and a replay.

use super::support::*;
use crate::dungeon::{open_replay, open_save, parse_config, Action, Dungeon, Opened};
use crate::game::{write_replay, write_save, Direction, DungeonSource, Game, GameRecord};

/// Walls along both sides of the row y = 0 from x = -1 to x = `to`, and at
/// both ends: a corridor.
fn corridor(to: i32) -> String {
    let mut walls = vec![wall(-1, 0), wall(to, 0)];
    for x in -1..=to {
        walls.push(wall(x, -1));
        walls.push(wall(x, 1));
    }
    walls.join(", ")
}

fn wall(x: i32, y: i32) -> String {
    format!(r#"{{"type": "wall", "x": {x}, "y": {y}}}"#)
}

fn swamp(x: i32, y: i32, factor: u32) -> String {
    format!(r#"{{"type": "swamp_tile", "x": {x}, "y": {y}, "movement_factor": {factor}}}"#)
}

/// The x of the only creature of `type_name` after each of `ticks` ticks in
/// which the player bumps into the corridor's end wall.
fn xs_while_waiting(d: &mut Dungeon, type_name: &str, ticks: usize) -> Vec<i64> {
    (0..ticks)
        .map(|_| {
            play(d, "right");
            cells_of(d, type_name).first().map_or(i64::MIN, |c| c.0)
        })
        .collect()
}

/// §3.9: with a factor of 2 a mercenary moves onto the swamp (tick 1), is
/// stuck (ticks 2, 3) and moves off (tick 4).
#[test]
fn a_swamp_holds_a_mercenary_for_exactly_its_factor() {
    let mut d = dungeon(&format!(
        r#"[{{"type": "player", "x": 9, "y": 0}}, {{"type": "mercenary", "x": 0, "y": 0}},
            {}, {}]"#,
        swamp(1, 0, 2),
        corridor(10)
    ));
    assert_eq!(xs_while_waiting(&mut d, "mercenary", 6), [1, 1, 1, 2, 3, 4]);
}

/// Every factor holds for that many ticks; 0 does not slow at all.
#[test]
fn each_factor_holds_that_many_ticks() {
    for factor in 0..5u32 {
        let mut d = dungeon(&format!(
            r#"[{{"type": "player", "x": 19, "y": 0}}, {{"type": "mercenary", "x": 0, "y": 0}},
                {}, {}]"#,
            swamp(1, 0, factor),
            corridor(20)
        ));
        let xs = xs_while_waiting(&mut d, "mercenary", 8);
        let on_swamp = xs.iter().filter(|&&x| x == 1).count();
        assert_eq!(on_swamp as u32, 1 + factor, "factor {factor}: {xs:?}");
        assert_eq!(xs[factor as usize + 1], 2, "factor {factor}: off the swamp after: {xs:?}");
    }
}

/// Zombies are held too; the player wades through at full speed.
#[test]
fn zombies_are_held_and_the_player_is_not() {
    let mut d = dungeon(&format!(
        r#"[{{"type": "player", "x": 0, "y": 0}}, {}, {}, {}]"#,
        swamp(1, 0, 3),
        swamp(2, 0, 3),
        corridor(6)
    ));
    play(&mut d, "right, right, right");
    assert_eq!(player_at(&d), (3, 0));
    let mut d = dungeon(&format!(
        r#"[{{"type": "player", "x": 5, "y": 5}}, {{"type": "zombie_toast", "x": 0, "y": 0}},
            {}, {}, {}]"#,
        swamp(1, 0, 3),
        wall(-1, 0),
        [wall(0, -1), wall(0, 1)].join(", ")
    ));
    play(&mut d, "up");
    assert_eq!(cells_of(&d, "zombie_toast"), [(1, 0)], "the only way out is the swamp");
    for _ in 0..3 {
        play(&mut d, "down");
        assert_eq!(cells_of(&d, "zombie_toast"), [(1, 0)], "held");
    }
    play(&mut d, "up");
    assert_ne!(cells_of(&d, "zombie_toast"), [(1, 0)], "free after three ticks");
}

/// A spider's round waits while a swamp holds it.
#[test]
fn a_held_spider_resumes_its_round() {
    let mut d = dungeon(&format!(
        r#"[{{"type": "player", "x": 9, "y": 9}}, {{"type": "spider", "x": 0, "y": 1}}, {}]"#,
        swamp(0, 0, 1)
    ));
    let mut cells = Vec::new();
    for _ in 0..3 {
        play(&mut d, "left");
        cells.push(cells_of(&d, "spider")[0]);
    }
    assert_eq!(cells, [(0, 0), (0, 0), (1, 0)], "up onto the swamp, held once, then round");
}

/// §3.9, the course's first example: the quickest way to the player goes
/// round the swamp although it takes more steps (6 ticks, not 1 + 6 + 2).
#[test]
fn a_mercenary_goes_round_a_swamp() {
    let mut entities = vec![
        r#"{"type": "player", "x": 4, "y": 1}"#.to_owned(),
        r#"{"type": "mercenary", "x": 0, "y": 1}"#.to_owned(),
        swamp(2, 1, 5),
    ];
    for x in -1..=5 {
        entities.push(wall(x, -1));
        entities.push(wall(x, 3));
    }
    for y in 0..=2 {
        entities.push(wall(-1, y));
        entities.push(wall(5, y));
    }
    let mut d = dungeon(&format!("[{}]", entities.join(", ")));
    let mut path = Vec::new();
    while battles(&d).is_empty() && path.len() < 20 {
        play(&mut d, "right");
        path.extend(cells_of(&d, "mercenary"));
    }
    assert!(!path.contains(&(2, 1)), "it never sets foot on the swamp: {path:?}");
    assert_eq!(path.len(), 5, "it meets the player on tick 6: {path:?}");
    assert_eq!(battles(&d).len(), 1);
}

/// §3.9's portal test: through the portal is 8 steps, along the corridor 6,
/// but the corridor's swamps make it 15 ticks, so the mercenary takes the
/// portal (a breadth-first search would not).
#[test]
fn a_quickest_path_may_go_through_a_portal() {
    let mut entities = vec![
        r#"{"type": "player", "x": 6, "y": 0}"#.to_owned(),
        r#"{"type": "mercenary", "x": 0, "y": 0}"#.to_owned(),
        r#"{"type": "portal", "x": 0, "y": 1, "colour": "RED"}"#.to_owned(),
        r#"{"type": "portal", "x": 6, "y": 8, "colour": "RED"}"#.to_owned(),
        swamp(2, 0, 3),
        swamp(3, 0, 3),
        swamp(4, 0, 3),
        wall(-1, 0),
        wall(7, 0),
        wall(-1, 1),
        wall(6, 9),
    ];
    for x in -1..=7 {
        entities.push(wall(x, -1));
    }
    for x in 1..=5 {
        entities.push(wall(x, 1));
    }
    for y in 1..=8 {
        if y > 1 {
            entities.push(wall(5, y));
        }
        entities.push(wall(7, y));
    }
    let mut d = dungeon(&format!("[{}]", entities.join(", ")));
    play(&mut d, "right");
    assert_eq!(cells_of(&d, "mercenary"), [(6, 7)], "down into the portal, out by its partner");
    let mut ticks = 1;
    while battles(&d).is_empty() && ticks < 20 {
        play(&mut d, "right");
        ticks += 1;
    }
    assert_eq!(ticks, 8, "up the far corridor to the player");
}

/// §3.9: with no way to the player a mercenary stays where it is.
#[test]
fn a_mercenary_with_no_path_stays() {
    let mut d = dungeon(&format!(
        r#"[{{"type": "player", "x": 9, "y": 0}}, {{"type": "mercenary", "x": 0, "y": 0}},
            {}, {}]"#,
        wall(3, 0),
        corridor(10)
    ));
    assert_eq!(xs_while_waiting(&mut d, "mercenary", 4), [0, 0, 0, 0]);
}

/// The course's `d_dijkstraMovement3_m3` (its assassin played by a
/// mercenary, which moves alike): two swamps of factor 3 on the straight
/// way make it 11 ticks; down and round under the first swamp is 10, so
/// the spec's Dijkstra turns down on the second tick.
#[test]
fn the_course_dijkstra_dungeon_goes_round_the_first_swamp() {
    let peers =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/peers/dungeon-mania");
    let (Ok(text), Ok(config)) = (
        std::fs::read_to_string(peers.join("dungeons_m3_student/d_dijkstraMovement3_m3.json")),
        std::fs::read_to_string(peers.join("configs/M3_config.json")),
    ) else {
        println!("skipped: {} is absent", peers.display());
        return;
    };
    let text = text.replace("\"assassin\"", "\"mercenary\"");
    let config = parse_config(&config).expect("the course's config reads");
    let mut d = Dungeon::load(&text, &config, 0).expect("the course's dungeon loads");
    let mut path = Vec::new();
    while battles(&d).is_empty() && path.len() < 20 {
        play(&mut d, "up");
        path.extend(cells_of(&d, "mercenary"));
    }
    assert_eq!(path[..5], [(1, 1), (1, 2), (2, 2), (3, 2), (3, 1)], "{path:?}");
    assert_eq!(path.len(), 9, "it meets the player on tick 10: {path:?}");
}

/// Swamps load with their factor and write back; a missing, fractional or
/// negative factor is an error at its place.
#[test]
fn swamp_tiles_load_write_back_and_refuse_bad_factors() {
    let d = dungeon(&format!(r#"[{{"type": "player", "x": 0, "y": 0}}, {}]"#, swamp(1, 0, 4)));
    assert_eq!(types_at(&d, 1, 0), ["swamp_tile"]);
    let written = d.to_dungeon_json();
    assert_eq!(written["entities"][1]["movement_factor"], 4);
    for bad in [r#""movement_factor": -1"#, r#""movement_factor": 1.5"#, r#""movement": 1"#] {
        let text = format!(
            r#"{{"entities": [{{"type": "player", "x": 0, "y": 0}},
                {{"type": "swamp_tile", "x": 1, "y": 0, {bad}}}], "goal-condition": {{"goal": "exit"}}}}"#
        );
        let errors = Dungeon::load(&text, &config(&[]), 1).expect_err(bad);
        assert!(errors.iter().all(|e| e.path.to_string().starts_with("entities[1]")), "{errors:?}");
    }
}

/// A swamp's hold survives the game's record, a save and a replay, each
/// checked by its checksums; the held creature then moves on when the
/// original does.
#[test]
fn a_hold_survives_save_reload_and_replay() {
    let text = format!(
        r#"{{"entities": [{{"type": "player", "x": 9, "y": 0}}, {{"type": "mercenary", "x": 0, "y": 0}},
            {}, {}], "goal-condition": {{"goal": "exit"}}}}"#,
        swamp(1, 0, 3),
        corridor(10)
    );
    let source =
        DungeonSource { name: "swampy.json".into(), text, config: None, untimed_build: false };
    let mut opened = Opened::start(source, 3).expect("the dungeon loads");
    for _ in 0..2 {
        opened.play(Action::Move(Direction::Right)).expect("a move");
    }
    assert_eq!(opened.dungeon.state().held.values().copied().collect::<Vec<_>>(), [2]);
    let record = opened.dungeon.game().to_record();
    let json = serde_json::to_string(&record).expect("serialises");
    assert!(json.contains("\"held\""), "the hold is in the record");
    let record: GameRecord = crate::json::from_str(&json).expect("deserialises");
    let back = Dungeon::of_game(Game::from_record(&record).expect("restores")).expect("a dungeon");
    assert_eq!(back, opened.dungeon);
    assert_eq!(back.checksum(), opened.dungeon.checksum());
    let save = write_save(&opened.save());
    let mut reloaded = open_save(&save).expect("the save reloads");
    let mut replayed = open_replay(&write_replay(&opened.replay)).expect("the replay plays back");
    for _ in 0..4 {
        for game in [&mut opened, &mut reloaded, &mut replayed] {
            game.play(Action::Move(Direction::Right)).expect("a move");
        }
        assert_eq!(reloaded.dungeon.response(), opened.dungeon.response());
        assert_eq!(replayed.dungeon.response(), opened.dungeon.response());
    }
    assert_eq!(cells_of(&opened.dungeon, "mercenary"), [(3, 0)]);
    assert!(opened.dungeon.state().held.is_empty());
}

/// A save whose hold names an entity that is not there is refused.
#[test]
fn a_hold_on_a_missing_entity_is_refused() {
    let mut d = dungeon(&format!(
        r#"[{{"type": "player", "x": 9, "y": 0}}, {{"type": "mercenary", "x": 0, "y": 0}}, {}, {}]"#,
        swamp(1, 0, 3),
        corridor(10)
    ));
    play(&mut d, "right");
    let json = serde_json::to_string(&d.game().to_record()).expect("serialises");
    assert!(json.contains("\"held\":{\"1\":3}"), "{json}");
    let broken = json.replace("\"held\":{\"1\":3}", "\"held\":{\"999\":3}");
    let record: GameRecord = crate::json::from_str(&broken).expect("deserialises");
    assert!(Game::from_record(&record).is_err());
}
