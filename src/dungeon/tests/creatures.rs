//! §3.3 moving entities: spiders, zombie toasts and mercenaries, bribing and
//! allies, and spider spawning.

use super::support::*;
use crate::dungeon::{ActionErrorKind, Dungeon};

/// Plays `actions` one by one and records the cells of every entity of `type_name`.
fn track(d: &mut Dungeon, actions: &str, type_name: &str) -> Vec<Vec<(i64, i64)>> {
    actions
        .split(',')
        .map(|action| {
            play(d, action);
            cells_of(d, type_name)
        })
        .collect()
}

/// §3.3 spiders: one step up, then the eight-step loop clockwise round the
/// spawn cell, through walls.
#[test]
fn a_spider_steps_up_then_loops_clockwise_through_walls() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "spider", "x": 5, "y": 5},
            {"type": "wall", "x": 6, "y": 4}]"#,
    );
    let cells = track(&mut d, &["left"; 9].join(","), "spider");
    let expected: Vec<Vec<(i64, i64)>> =
        [(5, 4), (6, 4), (6, 5), (6, 6), (5, 6), (4, 6), (4, 5), (4, 4), (5, 4)]
            .into_iter()
            .map(|c| vec![c])
            .collect();
    assert_eq!(cells, expected);
}

/// §3.3 spiders: a boulder in the way turns the spider back.
#[test]
fn a_boulder_reverses_a_spider() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "spider", "x": 5, "y": 5},
            {"type": "boulder", "x": 6, "y": 5}]"#,
    );
    let cells = track(&mut d, &["left"; 9].join(","), "spider");
    let expected: Vec<Vec<(i64, i64)>> =
        [(5, 4), (6, 4), (5, 4), (4, 4), (4, 5), (4, 6), (5, 6), (6, 6), (5, 6)]
            .into_iter()
            .map(|c| vec![c])
            .collect();
    assert_eq!(cells, expected);
}

/// §3.3 spiders: stuck between two boulders, a spider stays still.
#[test]
fn a_spider_between_two_boulders_stays_still() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 9, "y": 9}, {"type": "spider", "x": 0, "y": 0},
            {"type": "boulder", "x": 1, "y": -1}, {"type": "boulder", "x": -1, "y": -1}]"#,
    );
    let cells = track(&mut d, "up,up,up", "spider");
    assert_eq!(cells, [vec![(0, -1)], vec![(0, -1)], vec![(0, -1)]]);
}

/// §3.3 and §5 `spider_spawn_rate`: a spider every x ticks from tick x, inside
/// the box around the dungeon.
#[test]
fn spiders_spawn_every_x_ticks_inside_the_dungeon_box() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "wall", "x": 0, "y": -1},
            {"type": "wall", "x": 4, "y": 4}]"#,
        r#"{"goal": "exit"}"#,
        &config(&[("spider_spawn_rate", 3.0)]),
    );
    play(&mut d, "up, up");
    assert!(cells_of(&d, "spider").is_empty());
    play(&mut d, "up");
    let spiders = cells_of(&d, "spider");
    assert_eq!(spiders.len(), 1);
    let (x, y) = spiders[0];
    assert!((0..=4).contains(&x) && (-1..=4).contains(&y), "{spiders:?}");
    play(&mut d, "up, up, up");
    let killed = battles(&d).len();
    assert_eq!(cells_of(&d, "spider").len() + killed, 2, "spiders that met the player died");
}

/// §3.3 zombies: random steps, but only where the player could go.
#[test]
fn zombies_wander_within_the_movement_constraints() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 10, "y": 10}, {"type": "zombie_toast", "x": 0, "y": 0},
            {"type": "wall", "x": -1, "y": 0}, {"type": "wall", "x": 0, "y": -1},
            {"type": "wall", "x": 0, "y": 1}, {"type": "wall", "x": 1, "y": -1},
            {"type": "wall", "x": 1, "y": 1}, {"type": "boulder", "x": 2, "y": 0}]"#,
    );
    let cells = track(&mut d, &["up"; 12].join(","), "zombie_toast");
    assert!(cells.iter().all(|c| c[..] == [(0, 0)] || c[..] == [(1, 0)]), "{cells:?}");
    assert!(cells.iter().any(|c| c[..] == [(1, 0)]), "it does move: {cells:?}");
}

/// §3.3 zombies: the same seed gives the same wandering, another seed another.
#[test]
fn zombie_wandering_follows_the_seed() {
    let text = r#"{"entities": [{"type": "player", "x": 50, "y": 50},
        {"type": "zombie_toast", "x": 0, "y": 0}], "goal-condition": {"goal": "exit"}}"#;
    let walk = |seed: u64| {
        let mut d = Dungeon::load(text, &config(&[]), seed).expect("valid dungeon");
        track(&mut d, &["up"; 20].join(","), "zombie_toast")
    };
    assert_eq!(walk(1), walk(1));
    assert_ne!(walk(1), walk(2));
}

/// §3.3 zombies: portals have no effect on them.
#[test]
fn zombies_ignore_portals() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 20, "y": 20}, {"type": "zombie_toast", "x": 1, "y": 0},
            {"type": "wall", "x": 0, "y": 0}, {"type": "wall", "x": 1, "y": -1}, {"type": "wall", "x": 1, "y": 1},
            {"type": "portal", "x": 2, "y": 0, "colour": "RED"}, {"type": "portal", "x": 10, "y": 10, "colour": "RED"}]"#,
    );
    play(&mut d, "up");
    assert_eq!(cells_of(&d, "zombie_toast"), [(2, 0)]);
}

/// §3.3 mercenaries: a shortest path towards the player, around walls; it
/// fights when it reaches the player.
#[test]
fn a_mercenary_takes_a_shortest_path_around_walls() {
    let mut d = dungeon(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "wall", "x": -1, "y": 0},
            {"type": "wall", "x": 2, "y": -1}, {"type": "wall", "x": 2, "y": 0},
            {"type": "wall", "x": 2, "y": 1}, {"type": "mercenary", "x": 4, "y": 0}]"#,
    );
    let walls = cells_of(&d, "wall");
    let cells = track(&mut d, &["left"; 7].join(","), "mercenary");
    for (tick, cell) in cells.iter().enumerate() {
        let (x, y) = cell[0];
        assert!(!walls.contains(&(x, y)));
        let left = 8 - (tick as i64 + 1);
        assert!(x.abs() + y.abs() <= left, "tick {}: {cell:?} is off a shortest path", tick + 1);
    }
    assert!(battles(&d).is_empty());
    play(&mut d, "left");
    assert_eq!(battles(&d).len(), 1, "it reaches the player on tick 8");
}

/// §3.3 bribing: within `bribe_radius` (a square) and for `bribe_amount`
/// treasure, a mercenary becomes an ally that is no longer interactable.
#[test]
fn a_mercenary_is_bribed_within_the_radius_for_treasure() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "treasure", "x": 1, "y": 0},
            {"type": "wall", "x": 1, "y": -1}, {"type": "mercenary", "x": 5, "y": 0}]"#,
        r#"{"goal": "exit"}"#,
        &config(&[("bribe_radius", 2.0)]),
    );
    play(&mut d, "right");
    assert_eq!(cells_of(&d, "mercenary"), [(4, 0)]);
    let error = refused(&mut d, "interact:4,0");
    assert_eq!(error.kind, ActionErrorKind::InvalidAction);
    play(&mut d, "up, interact:3;0");
    assert!(inventory(&d).is_empty(), "the treasure is spent");
    let response = d.response();
    let mercenary = response["entities"]
        .as_array()
        .and_then(|all| all.iter().find(|e| e["type"] == "mercenary").cloned());
    assert_eq!(mercenary.map(|m| m["interactable"].clone()), Some(false.into()));
}

/// §3.3 bribing: without enough treasure the bribe is refused.
#[test]
fn a_bribe_needs_enough_treasure() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "treasure", "x": 1, "y": 0},
            {"type": "mercenary", "x": 3, "y": 0}]"#,
        r#"{"goal": "exit"}"#,
        &config(&[("bribe_amount", 2.0), ("bribe_radius", 5.0)]),
    );
    play(&mut d, "right");
    let error = refused(&mut d, "interact:2,0");
    assert_eq!(error.message, "a bribe costs 2 treasure; the player has 1");
}

/// §3.3 allies: an ally walks up to the player, then steps into the cell the
/// player has just left.
#[test]
fn an_ally_follows_into_the_cell_the_player_left() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "treasure", "x": 1, "y": 0},
            {"type": "wall", "x": 1, "y": -1}, {"type": "mercenary", "x": 5, "y": 0}]"#,
        r#"{"goal": "exit"}"#,
        &config(&[("bribe_radius", 2.0)]),
    );
    play(&mut d, "right, up, interact:3;0, up");
    assert_eq!(cells_of(&d, "mercenary"), [(2, 0)]);
    let cells = track(&mut d, "down,down,left", "mercenary");
    assert_eq!(cells, [vec![(1, 0)], vec![(1, 1)], vec![(1, 2)]]);
    assert!(battles(&d).is_empty(), "allies do not fight the player");
}

/// Hostile input: a horde of mercenaries that cannot reach the player shares
/// one search budget per tick, so ticks stay fast and every one still moves.
#[test]
fn a_horde_of_mercenaries_that_cannot_reach_the_player_stays_cheap() {
    let mut entities = vec![r#"{"type": "player", "x": 0, "y": 0}"#.to_owned()];
    for (x, y) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
        entities.push(format!(r#"{{"type": "wall", "x": {x}, "y": {y}}}"#));
    }
    for i in 0..500 {
        entities.push(format!(
            r#"{{"type": "mercenary", "x": {}, "y": {}}}"#,
            5 + i % 50,
            5 + i / 50
        ));
    }
    let mut d = dungeon(&format!("[{}]", entities.join(", ")));
    play(&mut d, "up, up");
    assert_eq!(cells_of(&d, "mercenary").len(), 500);
}
