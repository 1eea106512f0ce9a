//! Time travel (spec §3.11): rewinds of 1 and 5 ticks with a time turner, a
//! trip through a time-travelling portal, the older self's path and its
//! battle with its current self, the inventory kept, the refusals, and a
//! game that has travelled surviving its saved record.

use super::support::*;
use crate::dungeon::{ActionErrorKind, Dungeon};
use crate::game::{Game, GameRecord};

/// The older selves' cells in the response, in id order.
fn older_selves(d: &Dungeon) -> Vec<(i64, i64)> {
    cells_of(d, "older_player")
}

/// A corridor along y = 1 from x = 1 to 12 with a time turner at (2, 1), a
/// sword at (4, 1) and an exit far below.
const CORRIDOR: &str = r#"[{"type": "player", "x": 1, "y": 1},
    {"type": "time_turner", "x": 2, "y": 1}, {"type": "sword", "x": 4, "y": 1},
    {"type": "wall", "x": 13, "y": 1}, {"type": "exit", "x": 1, "y": 20}]"#;

#[test]
fn a_rewind_of_one_tick_keeps_the_inventory_and_leaves_an_older_self() {
    let mut d = dungeon(CORRIDOR);
    play(&mut d, "right, right, right");
    assert_eq!(inventory(&d), ["time_turner", "sword"]);
    assert!(cells_of(&d, "sword").is_empty());
    play(&mut d, "rewind:1");
    assert_eq!(d.tick(), 2, "back one tick");
    assert_eq!(player_at(&d), (4, 1), "the traveller stays where they stood");
    assert_eq!(inventory(&d), ["time_turner", "sword"], "the inventory travels");
    assert_eq!(cells_of(&d, "sword"), [(4, 1)], "and the sword is on the map again");
    assert_eq!(older_selves(&d), [(3, 1)], "the older self stands where the player did");
    // Its one step is onto the sword's cell, where it leaves: it takes nothing.
    play(&mut d, "down");
    assert_eq!(d.tick(), 3);
    assert!(older_selves(&d).is_empty(), "the older self has reached its moment and left");
    assert_eq!(cells_of(&d, "sword"), [(4, 1)]);
    assert!(battles(&d).is_empty());
}

#[test]
fn a_rewind_of_five_ticks_sends_the_older_self_along_the_recorded_path() {
    let mut d = dungeon(CORRIDOR);
    play(&mut d, "right, right, right, right, right, right");
    assert_eq!(player_at(&d), (7, 1));
    play(&mut d, "rewind:5");
    assert_eq!(d.tick(), 1);
    assert_eq!(older_selves(&d), [(2, 1)]);
    // The traveller steps aside; the older self walks on, a cell a tick,
    // and leaves with the cell it stood on when the player rewound.
    let mut walked = Vec::new();
    for _ in 0..5 {
        play(&mut d, "down");
        walked.push(older_selves(&d));
    }
    let expected: Vec<Vec<(i64, i64)>> =
        vec![vec![(3, 1)], vec![(4, 1)], vec![(5, 1)], vec![(6, 1)], vec![]];
    assert_eq!(walked, expected);
    assert_eq!(inventory(&d), ["time_turner", "sword"]);
    assert!(cells_of(&d, "time_turner").is_empty(), "at tick 1 the turner was taken");
    assert_eq!(cells_of(&d, "sword"), [(4, 1)], "the sword was not");
}

#[test]
fn meeting_the_older_self_is_a_battle_unless_the_player_is_invisible() {
    let entities = r#"[{"type": "player", "x": 1, "y": 1},
        {"type": "time_turner", "x": 2, "y": 1}, {"type": "invisibility_potion", "x": 3, "y": 1},
        {"type": "wall", "x": 4, "y": 1}, {"type": "exit", "x": 1, "y": 20}]"#;
    // Walk into the wall, so the older self's next cell is the player's.
    let mut d = dungeon(entities);
    play(&mut d, "right, right, right, rewind:1");
    assert_eq!(older_selves(&d), [(3, 1)]);
    assert_eq!(player_at(&d), (3, 1));
    play(&mut d, "right");
    let fought = battles(&d);
    assert_eq!(fought.len(), 1, "the player meets its older self: {fought:?}");
    assert_eq!(fought[0]["enemy"], "older_player");
    assert!(d.game().run.kills == 0, "an older self is no enemy the goal counts");

    let mut d = dungeon(entities);
    play(&mut d, "right, right, use:invisibility_potion, right, rewind:1");
    play(&mut d, "right");
    assert!(battles(&d).is_empty(), "an invisible player passes its older self by");
}

#[test]
fn a_sun_stone_or_midnight_armour_passes_the_older_self_by() {
    // The sun stone at (3, 1) is carried into the meeting.
    let stone = r#"[{"type": "player", "x": 1, "y": 1},
        {"type": "time_turner", "x": 2, "y": 1}, {"type": "sun_stone", "x": 3, "y": 1},
        {"type": "wall", "x": 4, "y": 1}, {"type": "exit", "x": 1, "y": 20}]"#;
    let mut d = dungeon(stone);
    play(&mut d, "right, right, right, rewind:1");
    assert_eq!(older_selves(&d), [(3, 1)]);
    play(&mut d, "right");
    assert!(battles(&d).is_empty(), "a sun stone carried passes its older self by");

    // Midnight armour built from a sword and the sun stone is worn into it.
    let armour = r#"[{"type": "player", "x": 1, "y": 1},
        {"type": "time_turner", "x": 2, "y": 1}, {"type": "sword", "x": 3, "y": 1},
        {"type": "sun_stone", "x": 4, "y": 1}, {"type": "wall", "x": 5, "y": 1},
        {"type": "exit", "x": 1, "y": 20}]"#;
    let mut d = dungeon(armour);
    play(&mut d, "right, right, right, build:midnight_armour, right, rewind:1");
    assert_eq!(inventory(&d), ["time_turner", "midnight_armour"]);
    play(&mut d, "right");
    assert!(battles(&d).is_empty(), "midnight armour passes its older self by");

    // Without either, the same meeting is a battle.
    let bare = r#"[{"type": "player", "x": 1, "y": 1},
        {"type": "time_turner", "x": 2, "y": 1}, {"type": "sword", "x": 3, "y": 1},
        {"type": "wall", "x": 4, "y": 1}, {"type": "exit", "x": 1, "y": 20}]"#;
    let mut d = dungeon(bare);
    play(&mut d, "right, right, right, rewind:1, right");
    assert_eq!(battles(&d).len(), 1);
}

#[test]
fn a_time_portal_sends_the_player_back_to_the_start_when_fewer_than_30_ticks_passed() {
    let entities = r#"[{"type": "player", "x": 1, "y": 1}, {"type": "sword", "x": 3, "y": 1},
        {"type": "time_travelling_portal", "x": 5, "y": 1}, {"type": "exit", "x": 1, "y": 20}]"#;
    let mut d = dungeon(entities);
    play(&mut d, "right, right, right, right");
    assert_eq!(d.tick(), 0, "through the portal: back to the start");
    assert_eq!(player_at(&d), (5, 1), "leaving through the same portal");
    assert_eq!(inventory(&d), ["sword"]);
    assert_eq!(cells_of(&d, "sword"), [(3, 1)], "the sword is back on the map too");
    assert_eq!(older_selves(&d), [(1, 1)]);
    let mut walked = Vec::new();
    for _ in 0..4 {
        play(&mut d, "up");
        walked.push(older_selves(&d));
    }
    let expected: Vec<Vec<(i64, i64)>> = vec![vec![(2, 1)], vec![(3, 1)], vec![(4, 1)], vec![]];
    assert_eq!(walked, expected, "it walks to the portal and is gone");
    assert_eq!(cells_of(&d, "sword"), [(3, 1)], "the older self takes nothing");
}

#[test]
fn a_time_portal_goes_back_30_ticks() {
    let entities = r#"[{"type": "player", "x": 0, "y": 0},
        {"type": "time_travelling_portal", "x": 0, "y": 5}, {"type": "exit", "x": 9, "y": 9}]"#;
    let mut d = dungeon(entities);
    // 36 ticks walking left and right, then 5 down onto the portal: 41.
    for _ in 0..18 {
        play(&mut d, "right, left");
    }
    play(&mut d, "down, down, down, down, down");
    assert_eq!(d.tick(), 11);
    assert_eq!(player_at(&d), (0, 5));
    // At tick 11 the player stood at (1, 0); it walks the 30 cells after.
    assert_eq!(older_selves(&d), [(1, 0)]);
}

#[test]
fn rewinds_without_a_time_turner_or_past_the_start_are_refused() {
    let mut d = dungeon(CORRIDOR);
    let error = refused(&mut d, "rewind:1");
    assert_eq!(error.kind, ActionErrorKind::InvalidAction, "no time turner yet");
    play(&mut d, "right, right");
    let error = refused(&mut d, "rewind:5");
    assert_eq!(error.kind, ActionErrorKind::InvalidAction, "only two ticks have passed");
    assert_eq!(
        "rewind:0".parse::<crate::dungeon::Action>().map(|_| ()).unwrap_err().kind,
        ActionErrorKind::IllegalArgument
    );
    // A dungeon that cannot travel keeps no history at all.
    let plain =
        dungeon(r#"[{"type": "player", "x": 0, "y": 0}, {"type": "exit", "x": 3, "y": 0}]"#);
    assert!(plain.state().time.is_none());
    assert!(d.state().time.is_some());
}

#[test]
fn a_second_rewind_plays_the_first_arrival_again() {
    let mut d = dungeon(CORRIDOR);
    play(&mut d, "right, right, right, right, rewind:1");
    // Tick 3; the older self at (4, 1) is to walk to (5, 1).
    play(&mut d, "down, down, down");
    assert_eq!(d.tick(), 6);
    play(&mut d, "rewind:1");
    assert_eq!(d.tick(), 5);
    assert_eq!(player_at(&d), (5, 4));
    // Tick 5 of this history: the first older self left at tick 4; the
    // second stands where the traveller stood at tick 5.
    assert_eq!(older_selves(&d), [(5, 3)]);
    assert_eq!(inventory(&d), ["time_turner", "sword"]);
}

/// The game through its saved record and back.
fn round_trip(d: &Dungeon) -> Dungeon {
    let json = serde_json::to_string(&d.game().to_record()).expect("the record serialises");
    let record: GameRecord = crate::json::from_str(&json).expect("the record deserialises");
    let game = Game::from_record(&record).expect("the record restores");
    Dungeon::of_game(game).expect("a Dungeon Mania game")
}

#[test]
fn a_game_that_travelled_goes_on_like_the_original_after_a_round_trip() {
    let mut d = dungeon(CORRIDOR);
    play(&mut d, "right, right, right, right, right, rewind:5");
    let mut back = round_trip(&d);
    assert_eq!(back, d);
    assert_eq!(back.checksum(), d.checksum());
    for action in ["down", "rewind:1", "right", "up", "left", "left", "down", "rewind:5"] {
        play(&mut d, action);
        play(&mut back, action);
        assert_eq!(back.response(), d.response(), "after {action}");
        assert_eq!(back.checksum(), d.checksum(), "after {action}");
    }
}

#[test]
fn the_checksum_covers_the_history() {
    let play_corridor = |actions: &str| {
        let mut d = dungeon(CORRIDOR);
        play(&mut d, actions);
        d.checksum()
    };
    // The same place and tick reached by two histories.
    assert_ne!(
        play_corridor("right, right, left, right"),
        play_corridor("right, left, right, right")
    );
    assert_eq!(play_corridor("right, right, rewind:1"), play_corridor("right, right, rewind:1"));
}

#[test]
fn a_history_that_does_not_play_back_is_refused_and_nothing_changes() {
    let mut d = dungeon(CORRIDOR);
    play(&mut d, "right, right, right");
    let mut record = d.game().to_record();
    // Tamper with the recorded sum of the second tick.
    let state = &mut record.levels[0].state;
    let sum = &mut state["time"]["steps"][1]["sum"];
    *sum = crate::json_value!(sum.as_u64().unwrap_or(0).wrapping_add(1));
    let mut tampered =
        Dungeon::of_game(Game::from_record(&record).expect("restores")).expect("a dungeon");
    let before = tampered.game().to_record();
    let error = tampered.apply("rewind:1".parse().expect("parses")).expect_err("refused");
    assert_eq!(error.kind, ActionErrorKind::InvalidAction);
    assert_eq!(tampered.game().to_record(), before, "nothing changed");
}
