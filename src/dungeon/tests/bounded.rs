//! Issue 29: nothing a dungeon grows to stalls the game. Each test is named
//! after the case it pins and bounds the work (creature moves counted, a
//! limit error returned), never the time.

use super::support::{config, dungeon_with};
use crate::dungeon::{
    begin_save, open_save, play_back, run_cli, Action, DungeonFile, DungeonFileError, Opened,
    WorkMeter, MAX_CREATURE_MOVES, MAX_SPAWNED_CREATURES, REQUIRED_KEYS, SLICE_WORK,
};
use crate::dungeon::{Dungeon, Mover, MAX_SEARCH_CELLS};
use crate::game::{Coordinates, Direction, DungeonSource, FileText, Search};

/// A player boxed in by walls (no zombie reaches it) and a spawner in the open.
const BOXED_PLAYER_AND_SPAWNER: &str = r#"{"entities": [
    {"type": "player", "x": 0, "y": 0},
    {"type": "wall", "x": 0, "y": -1}, {"type": "wall", "x": 0, "y": 1},
    {"type": "wall", "x": -1, "y": 0}, {"type": "wall", "x": 1, "y": 0},
    {"type": "zombie_toast_spawner", "x": 5, "y": 5}],
    "goal-condition": {"goal": "exit"}}"#;

/// A config of ones (every creature weak, nothing spawning) but zombies
/// spawning every tick.
fn every_tick_config_text() -> String {
    let members: Vec<String> = REQUIRED_KEYS
        .iter()
        .map(|&key| match key {
            "zombie_spawn_rate" => format!("\"{key}\": 1"),
            _ if key.ends_with("_spawn_rate") => format!("\"{key}\": 0"),
            _ => format!("\"{key}\": 1"),
        })
        .collect();
    format!("{{{}}}", members.join(", "))
}

/// The tool's case: 10,000 `up` next to a spawner that spawns every tick used
/// to take minutes (every tick moves every zombie so far: quadratic). The run
/// now stops, with the action named, once the creature moves pass the limit.
#[test]
fn a_spawner_spawning_every_tick_stops_10000_up_at_the_work_limit() {
    let config = every_tick_config_text();
    let args: Vec<String> = ["d.json", "--config", "c.json", "--actions"]
        .into_iter()
        .map(String::from)
        .chain([vec!["up"; 10_000].join(",")])
        .collect();
    let read = |name: &str| match name {
        "d.json" => Ok(BOXED_PLAYER_AND_SPAWNER.to_owned()),
        "c.json" => Ok(config.clone()),
        _ => Err("no such file".to_owned()),
    };
    let (out, err, code) = run_cli(&args, read);
    assert_eq!((out.as_str(), code), ("", 3), "{err}");
    // One zombie a tick: n ticks move about n²/2 creatures, so the limit of a
    // million is passed near action 1,414, long before 10,000.
    let action: usize = err
        .split_whitespace()
        .find_map(|w| w.trim_matches(|c: char| !c.is_ascii_digit()).parse().ok())
        .expect("the message names the action");
    assert!((1_300..1_500).contains(&action), "{err}");
}

/// The meter counts what the dungeon has grown to, not what it loaded with.
#[test]
fn the_work_meter_counts_grown_creatures_and_stops_past_the_limit() {
    let text = BOXED_PLAYER_AND_SPAWNER;
    let config = crate::dungeon::parse_config(&every_tick_config_text()).expect("valid");
    let mut dungeon = crate::dungeon::Dungeon::load(text, &config, 1).expect("loads");
    let mut meter = WorkMeter::new();
    let mut stopped = None;
    for action in 1..=10_000 {
        dungeon.apply(Action::Move(crate::game::Direction::Up)).expect("up is allowed");
        if let Err(overwork) = meter.count(action, &dungeon) {
            stopped = Some(overwork);
            break;
        }
    }
    let overwork = stopped.expect("the limit stops the run");
    assert!(meter.spent() > MAX_CREATURE_MOVES);
    assert!(meter.spent() <= MAX_CREATURE_MOVES + overwork.creatures);
    assert_eq!(overwork.creatures, dungeon.creature_count() as u64);
    assert!(overwork.creatures > 1_000, "the dungeon grew: {overwork:?}");
}

/// Many spawners fill the map only up to the creature bound, however many
/// spawn a tick: per-tick work stays bounded.
#[test]
fn many_spawners_fill_the_map_only_to_the_creature_bound() {
    let spawners: Vec<String> = (0..2_000)
        .map(|x| format!(r#"{{"type": "zombie_toast_spawner", "x": {}, "y": 10}}"#, 2 * x))
        .collect();
    let entities = format!(
        r#"[{{"type": "player", "x": 0, "y": 0}}, {{"type": "wall", "x": 0, "y": -1}}, {}]"#,
        spawners.join(", ")
    );
    let mut d = dungeon_with(
        &entities,
        r#"{"goal": "exit"}"#,
        &config(&[("zombie_spawn_rate", 1.0), ("zombie_attack", 0.0)]),
    );
    let up = Action::Move(crate::game::Direction::Up);
    d.apply(up).expect("up is allowed");
    assert_eq!(d.creature_count(), 4_000, "2,000 spawners and a zombie each");
    for _ in 0..3 {
        d.apply(up).expect("up is allowed");
        assert_eq!(d.creature_count(), MAX_SPAWNED_CREATURES);
    }
}

/// A save whose dungeon grows past the limit is refused at the action where
/// it does, not played to its end (the check at load sees six entities).
#[test]
fn a_save_whose_dungeon_grows_past_the_work_limit_is_refused_at_its_action() {
    let source = DungeonSource {
        name: "d.json".to_owned(),
        text: BOXED_PLAYER_AND_SPAWNER.to_owned(),
        config: Some(FileText { name: "c.json".to_owned(), text: every_tick_config_text() }),
        untimed_build: false,
    };
    let mut opened = Opened::start(source, 1).expect("the dungeon starts");
    for _ in 0..1_500 {
        opened.play(Action::Move(crate::game::Direction::Up)).expect("up is allowed");
    }
    match play_back(DungeonFile::Save, &opened.replay) {
        Err(DungeonFileError::Overwork(DungeonFile::Save, overwork)) => {
            assert!((1_300..1_500).contains(&overwork.action), "{overwork:?}");
        }
        other => panic!("expected the work limit, got {other:?}"),
    }
}

/// The tool's case: a mercenary walled off from the player searched 10,000
/// cells of empty plane every tick (1.7 ms a tick). Its search now stays in
/// the box round the level's things and a step beyond.
#[test]
fn a_mercenary_walled_off_from_the_player_searches_only_the_level() {
    let d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0},
            {"type": "wall", "x": 0, "y": -1}, {"type": "wall", "x": 0, "y": 1},
            {"type": "wall", "x": -1, "y": 0}, {"type": "wall", "x": 1, "y": 0},
            {"type": "mercenary", "x": 3, "y": 0}]"#,
        r#"{"goal": "exit"}"#,
        &config(&[]),
    );
    let (from, to) = (Coordinates::new(3, 0), Coordinates::new(0, 0));
    let walker = d.scene().walker(Mover::Mercenary, from, to);
    let search = Search::cheapest(&walker, from, MAX_SEARCH_CELLS, |c| c == to);
    assert!(search.found.is_none());
    // The level spans 5 × 3 cells; with the ring round it, 7 × 5.
    assert!(search.visited() <= 7 * 5, "visited {}", search.visited());
}

/// Clipping the search to the level keeps every quickest path: a mercenary
/// that must go round a long wall still finds the way, through the ring.
#[test]
fn a_mercenary_goes_round_a_wall_as_long_as_the_level() {
    let wall: Vec<String> =
        (-5..=5).map(|y| format!(r#"{{"type": "wall", "x": 1, "y": {y}}}"#)).collect();
    let mut d = dungeon_with(
        &format!(
            r#"[{{"type": "player", "x": 0, "y": 0}}, {}, {{"type": "mercenary", "x": 2, "y": 0}}]"#,
            wall.join(", ")
        ),
        r#"{"goal": "exit"}"#,
        &config(&[]),
    );
    let (from, to) = (Coordinates::new(2, 0), Coordinates::new(0, 0));
    let walker = d.scene().walker(Mover::Mercenary, from, to);
    let search = Search::cheapest(&walker, from, MAX_SEARCH_CELLS, |c| c == to);
    let found = search.found.expect("a way round the wall's end, a step beyond the level");
    assert_eq!(search.cost(found), Some(6 + 2 + 6));
    super::support::play(&mut d, "left");
    assert_eq!(super::support::cells_of(&d, "mercenary"), [(2, -1)]);
}

/// An extra field in a dungeon save passed without a word; a duplicate
/// member too. Both are now errors at their place.
#[test]
fn a_dungeon_save_with_an_extra_or_repeated_member_is_refused() {
    let source = DungeonSource {
        name: "d.json".to_owned(),
        text: BOXED_PLAYER_AND_SPAWNER.to_owned(),
        config: None,
        untimed_build: false,
    };
    let mut opened = Opened::start(source, 1).expect("the dungeon starts");
    opened.play(Action::Move(crate::game::Direction::Up)).expect("up is allowed");
    let text = crate::game::write_save(&opened.save());
    assert!(crate::dungeon::open_save(&text).is_ok());
    let extra = text.replacen('{', "{\n  \"extra\": 1,", 1);
    let error = crate::dungeon::open_save(&extra).expect_err("an unknown field").to_string();
    assert!(error.contains("extra"), "{error}");
    let twice = text.replacen('{', "{\n  \"version\": 4,", 1);
    let error = crate::dungeon::open_save(&twice).expect_err("a repeated member").to_string();
    assert!(error.contains("`version` is written twice") && error.contains("line"), "{error}");
}

/// A save of `actions` moves back and forth in a small open dungeon, as the
/// engine writes it.
fn long_save(actions: usize) -> (String, Opened) {
    let text = r#"{"entities": [{"type": "player", "x": 1, "y": 1},
        {"type": "wall", "x": 0, "y": 1}, {"type": "wall", "x": 4, "y": 1},
        {"type": "treasure", "x": 3, "y": 3}, {"type": "exit", "x": 5, "y": 5}],
        "goal-condition": {"goal": "exit"}}"#;
    let source = DungeonSource {
        name: "long.json".into(),
        text: text.into(),
        config: None,
        untimed_build: false,
    };
    let mut game = Opened::start(source, 3).expect("the dungeon loads");
    for i in 0..actions {
        let action =
            if i % 2 == 0 { Action::Move(Direction::Right) } else { Action::Move(Direction::Left) };
        game.play(action).expect("a move is accepted");
    }
    (crate::game::write_save(&game.save()), game)
}

/// The page's case: a 100,000-move save froze the tab. A restore now plays a
/// bounded slice at a time (a few milliseconds of the page's frame), and
/// the slices arrive at the very game the whole restore does.
#[test]
fn a_long_save_restores_in_bounded_slices_to_the_same_game() {
    let (text, played) = long_save(5_000);
    let mut restore = begin_save(&text).expect("the save reads");
    assert_eq!((restore.played(), restore.total()), (0, 5_000));
    let mut slices = 0;
    while !restore.is_finished() {
        let before = restore.played();
        restore.advance(SLICE_WORK).expect("every action plays");
        let moved = restore.played() - before;
        // Each action weighs at least its base and the dungeon's entities.
        assert!(moved >= 1 && moved as u64 <= SLICE_WORK / 8 + 1, "{moved} actions in a slice");
        slices += 1;
    }
    assert!(slices >= 5, "5,000 actions take several slices, not {slices}");
    let sliced = restore.finish().expect("the game is the save's");
    assert!(sliced.dungeon == played.dungeon);
    assert_eq!(sliced.replay, played.replay);
    let whole = open_save(&text).expect("the save opens whole");
    assert_eq!(whole.dungeon.checksum(), sliced.dungeon.checksum());
}

/// A file that leads elsewhere stops in the slice where it does, with the
/// error a whole restore gives.
#[test]
fn a_sliced_restore_stops_at_the_action_that_diverges() {
    let (text, _) = long_save(3_000);
    let mut save = crate::game::parse_save(&text).expect("the save reads");
    save.replay.steps[2_000].checksum ^= 1;
    let tampered = crate::game::write_save(&save);
    let whole = open_save(&tampered).expect_err("the tampered save diverges");
    assert!(matches!(whole, DungeonFileError::Diverged { step: 2_001, .. }), "{whole:?}");
    let mut restore = begin_save(&tampered).expect("the file reads");
    let error = loop {
        match restore.advance(SLICE_WORK) {
            Ok(()) => assert!(!restore.is_finished(), "the restore must not finish"),
            Err(error) => break error,
        }
    };
    assert_eq!(error, whole);
    assert_eq!(restore.played(), 2_000, "it stopped at the action that diverged");
}

/// The page's case: a dungeon of 100,000 entities cost a frame a scan of
/// every one to count the open switches of the goal. The state keeps its
/// switches apart — the same ones a scan finds, after a boulder is pushed
/// onto one and after the game is saved and opened again.
#[test]
fn the_goal_counts_switches_from_the_states_own_list() {
    let mut walls: Vec<String> =
        (0..2_000).map(|i| format!(r#"{{"type": "wall", "x": {}, "y": 5}}"#, i - 1_000)).collect();
    walls.push(r#"{"type": "player", "x": 0, "y": 0}"#.into());
    walls.push(r#"{"type": "boulder", "x": 1, "y": 0}"#.into());
    walls.push(r#"{"type": "switch", "x": 2, "y": 0}"#.into());
    walls.push(r#"{"type": "switch", "x": 0, "y": 2}"#.into());
    let text = format!(
        r#"{{"entities": [{}], "goal-condition": {{"goal": "boulders"}}}}"#,
        walls.join(",")
    );
    let source =
        DungeonSource { name: "switches.json".into(), text, config: None, untimed_build: false };
    let mut game = Opened::start(source, 1).expect("the dungeon loads");
    let scanned = |dungeon: &crate::dungeon::Dungeon| -> Vec<crate::dungeon::EntityId> {
        let scene = dungeon.scene();
        dungeon
            .state()
            .entities()
            .filter(|&(id, _)| matches!(scene.kind(id), Some(crate::game::KindRef::Switch(_))))
            .map(|(id, _)| id)
            .collect()
    };
    let listed = |dungeon: &crate::dungeon::Dungeon| dungeon.state().switches().collect::<Vec<_>>();
    assert_eq!(listed(&game.dungeon).len(), 2);
    assert_eq!(listed(&game.dungeon), scanned(&game.dungeon));
    assert_eq!(game.dungeon.goals_text(), ":boulders");
    game.play(Action::Move(Direction::Right)).expect("the boulder is pushed onto a switch");
    assert_eq!(listed(&game.dungeon), scanned(&game.dungeon));
    assert_eq!(game.dungeon.goals_text(), ":boulders", "one switch of two is pressed");
    let reopened = open_save(&crate::game::write_save(&game.save())).expect("the save opens");
    assert_eq!(listed(&reopened.dungeon), scanned(&reopened.dungeon));
    assert!(reopened.dungeon == game.dungeon);
}

/// A dungeon of `walls` walls in a row below the player, and a treasure, a
/// sword, a bomb, a boulder and a switch beside it, and a spawner.
fn walled_row(walls: i32) -> Dungeon {
    let mut entities = vec![
        r#"{"type": "player", "x": 0, "y": 0}"#.to_owned(),
        r#"{"type": "treasure", "x": 1, "y": 0}"#.to_owned(),
        r#"{"type": "sword", "x": 2, "y": 0}"#.to_owned(),
        r#"{"type": "bomb", "x": 3, "y": 0}"#.to_owned(),
        r#"{"type": "boulder", "x": 4, "y": 0}"#.to_owned(),
        r#"{"type": "switch", "x": 5, "y": 0}"#.to_owned(),
        r#"{"type": "zombie_toast_spawner", "x": 9, "y": -3}"#.to_owned(),
    ];
    entities.extend((0..walls).map(|x| format!(r#"{{"type": "wall", "x": {x}, "y": 1}}"#)));
    dungeon_with(&format!("[{}]", entities.join(", ")), r#"{"goal": "exit"}"#, &config(&[]))
}

/// Issue 29, "≤ 50 ms a key at 100,000 entities": the checksum hashed the
/// state's JSON written afresh every tick, all 100,000 entities of it. The
/// entity list's text is now kept while the entities stay, and the digest
/// hashes the same bytes as the whole record did — after a pickup, a push,
/// a bomb set and a spawner's zombie, each of which changes the list.
#[test]
fn the_state_digest_hashes_the_bytes_of_its_whole_record_after_every_change() {
    use crate::game::{Fnv64, RuleState};
    let mut d = walled_row(50);
    for action in ["", "right", "right", "right", "right", "use:bomb", "left", "left", "up"] {
        if !action.is_empty() {
            d.apply(action.parse().expect("an action")).expect("taken");
        }
        let state = d.state();
        let mut whole = Fnv64::default();
        whole.record(state);
        // Twice: the text written, then the text kept.
        for _ in 0..2 {
            let mut kept = Fnv64::default();
            state.digest(&mut kept);
            assert_eq!(kept.finish(), whole.finish(), "after `{action}`");
        }
    }
}

/// Issue 29: the page tallied every entity before and after each key to
/// tell what a key did. It now tallies only the kinds it counts, which the
/// state keeps apart: the 10,000 walls are not among them, and a pickup, a
/// bomb set and a spawner's zombie keep the set true.
#[test]
fn a_tally_visits_the_counted_kinds_not_the_walls() {
    use crate::dungeon::{happenings, Happening, Tally};
    let mut d = walled_row(10_000);
    let counted = |d: &Dungeon| d.state().tallied().count();
    // The boulder, the switch and the spawner.
    assert_eq!(counted(&d), 3);
    let before = Tally::of(&d);
    d.apply(Action::Move(Direction::Right)).expect("a step");
    assert_eq!(
        happenings(Action::Move(Direction::Right), &before, &d),
        [Happening::Stepped, Happening::PickedUp { item: crate::game::ItemKind::Treasure }]
    );
    for action in ["right", "right", "use:bomb"] {
        d.apply(action.parse().expect("an action")).expect("taken");
    }
    // The bomb lit is counted.
    assert_eq!(counted(&d), 4);
    let counted_kinds = d
        .entities()
        .into_iter()
        .filter(|(_, kind)| {
            use crate::game::KindRef::{Boulder, LitBomb, Spawner, Switch};
            matches!(kind, Boulder(_) | Switch(_) | LitBomb(_) | Spawner(_))
        })
        .count();
    assert_eq!(counted_kinds, counted(&d));
}
