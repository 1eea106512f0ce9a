//! §3.7 goals and §3.8 winning: basic goals, compound goals and their strings,
//! the exit coming last, and goals becoming unmet.

use super::support::*;

/// §3.7: collecting `treasure_goal` treasure meets the treasure goal.
#[test]
fn the_treasure_goal_counts_treasure_collected() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "treasure", "x": 1, "y": 0},
            {"type": "treasure", "x": 2, "y": 0}]"#,
        r#"{"goal": "treasure"}"#,
        &config(&[("treasure_goal", 2.0)]),
    );
    play(&mut d, "right");
    assert_eq!(d.goals_text(), ":treasure");
    play(&mut d, "right");
    assert_eq!(d.goals_text(), "");
    assert!(d.is_won());
}

/// §3.7: the enemies goal needs `enemy_goal` kills and no spawner left.
#[test]
fn the_enemies_goal_needs_kills_and_no_spawners() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "sword", "x": 0, "y": 1},
            {"type": "mercenary", "x": 2, "y": 1}, {"type": "zombie_toast_spawner", "x": -1, "y": 0}]"#,
        r#"{"goal": "enemies"}"#,
        &config(&[]),
    );
    play(&mut d, "down, right");
    assert_eq!(battles(&d).len(), 1);
    assert_eq!(d.goals_text(), ":enemies", "the spawner is still there");
    play(&mut d, "left, up, interact:-1;0");
    assert_eq!(d.goals_text(), "");
}

/// §3.7: with the exit in a conjunction, the exit must come last; leaving the
/// exit again unmeets it.
#[test]
fn the_exit_must_come_last() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}, {"type": "exit", "x": 1, "y": 0},
            {"type": "treasure", "x": 2, "y": 0}]"#,
        r#"{"goal": "AND", "subgoals": [{"goal": "exit"}, {"goal": "treasure"}]}"#,
        &config(&[]),
    );
    play(&mut d, "right");
    assert_eq!(d.goals_text(), ":exit AND :treasure", "on the exit too early");
    play(&mut d, "right");
    assert_eq!(d.goals_text(), ":exit");
    play(&mut d, "left");
    assert_eq!(d.goals_text(), "");
    assert!(d.is_won());
    play(&mut d, "left");
    assert_eq!(d.goals_text(), ":exit");
}

/// §3.7.2: the four-way conjunction of the course's andAll dungeon prints
/// with brackets round its compound parts, and met parts drop out.
#[test]
fn the_four_way_and_goal_string() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 1, "y": 1}, {"type": "spider", "x": 2, "y": 2},
            {"type": "boulder", "x": 3, "y": 1}, {"type": "switch", "x": 4, "y": 1},
            {"type": "treasure", "x": 3, "y": 2}, {"type": "exit", "x": 3, "y": 3}]"#,
        r#"{"goal": "AND", "subgoals": [
            {"goal": "AND", "subgoals": [{"goal": "exit"}, {"goal": "treasure"}]},
            {"goal": "AND", "subgoals": [{"goal": "boulders"}, {"goal": "enemies"}]}]}"#,
        &config(&[]),
    );
    assert_eq!(d.goals_text(), "(:exit AND :treasure) AND (:boulders AND :enemies)");
    play(&mut d, "right");
    assert_eq!(battles(&d).len(), 1, "the spider walked into the player");
    assert_eq!(d.goals_text(), "(:exit AND :treasure) AND :boulders");
    play(&mut d, "right");
    assert_eq!(d.goals_text(), ":exit AND :treasure");
    play(&mut d, "down");
    assert_eq!(d.goals_text(), ":exit");
    play(&mut d, "down");
    assert_eq!(d.goals_text(), "");
    assert!(d.is_won());
}

/// §3.7: a compound goal of an exit and a disjunction prints as the spec writes it.
#[test]
fn a_goal_with_a_disjunction_prints_with_brackets() {
    let d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}]"#,
        r#"{"goal": "AND", "subgoals": [{"goal": "exit"},
            {"goal": "OR", "subgoals": [{"goal": "treasure"}, {"goal": "enemies"}]}]}"#,
        &config(&[]),
    );
    assert_eq!(d.goals_text(), ":exit AND (:treasure OR :enemies)");
}

/// §3.7: goals are judged only from the first tick on: a boulders goal with no
/// switch is not met at tick 0, and is met after one tick.
#[test]
fn goals_are_judged_only_after_the_first_tick() {
    let mut d = dungeon_with(
        r#"[{"type": "player", "x": 0, "y": 0}]"#,
        r#"{"goal": "boulders"}"#,
        &config(&[]),
    );
    assert_eq!(d.goals_text(), ":boulders");
    assert!(!d.is_won());
    play(&mut d, "up");
    assert_eq!(d.goals_text(), "");
}
