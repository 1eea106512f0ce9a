//! Goals played through world files: a `Goal:` line, the exit reached last,
//! a goal undone, a win that ends the game and says so.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{build_game, WorldSource};
use roguelike::game::{Command, Direction, Ending, Game, GameEvent};
use roguelike::gen::{parse_world, write_dungeon};

fn game(text: &str) -> Game {
    build_game(&WorldSource::File { name: "goal.txt".into(), text: text.into() }, 1)
        .unwrap_or_else(|e| panic!("world builds: {e:?}"))
}

const VAULT: &str = "\
6 3
W W W W W W
W 1 2 . 3 W
W W W W W W
1. Player
1. Exit
3. Item Amulet
Goal: treasure AND exit
";

fn step(g: &mut Game, d: Direction) -> Vec<GameEvent> {
    g.apply(Command::Move(d)).events
}

#[test]
fn carrying_the_treasure_out_through_the_exit_wins() {
    let mut g = game(VAULT);
    assert_eq!(g.snapshot()["goal"]["text"], "treasure AND exit");
    assert_eq!(g.snapshot()["goal"]["done"], false);
    for _ in 0..3 {
        step(&mut g, Direction::Right);
    }
    assert_eq!(g.snapshot()["goal"]["left"], "reach the exit", "the Amulet is carried");
    for _ in 0..2 {
        assert!(step(&mut g, Direction::Left).is_empty());
    }
    let events = step(&mut g, Direction::Left);
    assert!(events.contains(&GameEvent::Won), "{events:?}");
    assert_eq!(g.ending(), Some(Ending::Won));
    assert_eq!(g.snapshot()["goal"]["done"], true);
    assert!(!g.apply(Command::Wait).took_turn, "a won game is over");
    let said = g.snapshot()["messages"].as_array().expect("messages").clone();
    assert_eq!(
        said.last().and_then(|m| m.as_str()),
        Some("You have done what this place asked of you. You win!")
    );
}

#[test]
fn the_exit_must_be_reached_last_and_a_goal_can_become_undone() {
    // Start on the exit: without the treasure, stepping off and on wins nothing.
    let mut g = game(VAULT);
    step(&mut g, Direction::Right);
    assert!(step(&mut g, Direction::Left).is_empty(), "the exit alone is not the goal");
    // Fetch the Amulet, drop it on the way back: the goal is undone.
    for _ in 0..3 {
        step(&mut g, Direction::Right);
    }
    g.apply(Command::Select(0));
    g.apply(Command::DropSelected);
    for _ in 0..3 {
        assert!(!step(&mut g, Direction::Left).contains(&GameEvent::Won));
    }
    assert_eq!(g.ending(), None);
    assert_eq!(g.snapshot()["goal"]["left"], "treasure 0/1", "standing on the exit");
    step(&mut g, Direction::Right);
    assert_eq!(g.snapshot()["goal"]["left"], "treasure 0/1, then reach the exit");
}

#[test]
fn goals_round_trip_through_world_files_and_bad_ones_are_located() {
    let parsed = parse_world(VAULT).expect("valid");
    let again = parse_world(&write_dungeon(&parsed.dungeon)).expect("written back");
    assert_eq!(again.dungeon.goal, parsed.dungeon.goal);
    let bad = VAULT.replace("treasure AND exit", "treasure AND (exit");
    let errors = parse_world(&bad).expect_err("unclosed");
    assert_eq!(errors[0].to_string(), "8:25: error: `(` is not closed");
    let twice = format!("{VAULT}Goal: exit\n");
    let errors = parse_world(&twice).expect_err("two goals");
    assert_eq!(
        errors[0].to_string(),
        "9:1: error: the goal was already given on line 8; a world has one goal"
    );
}

#[test]
fn every_built_in_world_has_a_goal() {
    for (name, ..) in roguelike::core::BUILTIN {
        let g = build_game(&WorldSource::Builtin { name: (*name).into() }, 1).expect("builds");
        assert!(g.goal_status().is_some(), "{name} has a goal");
    }
}
