//! Fair fights you can read (issue 27, item 2), played through real worlds:
//! a creature that regenerates cannot out-heal a player who keeps after it,
//! and every change of mind the player must know is a message and shows in
//! the look command.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{build_game, WorldSource};
use roguelike::game::{
    new_item, Command, Coordinates, Direction, Game, ItemKind, Message, SeenThing,
};

fn game(text: &str, seed: u64) -> Game {
    build_game(&WorldSource::File { name: "test.txt".into(), text: text.into() }, seed)
        .unwrap_or_else(|e| panic!("test world parses: {e:?}"))
}

/// A long dead-end corridor: the player at its left end, a Robot beside them.
const CORRIDOR: &str = "\
14 3
W W W W W W W W W W W W W W
W 1 2 . . . . . . . . . . W
W W W W W W W W W W W W W W
1. Player
2. Mob Robot
";

/// The player with a sword (attack 6: 4 a blow against the Robot's armor 2)
/// and armor no Robot gets through, so only the chase is measured.
fn armed(seed: u64) -> Game {
    let mut g = game(CORRIDOR, seed);
    let _ = g.player.equip(new_item(ItemKind::Sword));
    g.player.base_armor = 10;
    g
}

fn robots(g: &Game) -> usize {
    g.snapshot()["objects"]
        .as_array()
        .expect("objects")
        .iter()
        .filter(|o| o["kind"] == "Robot")
        .count()
}

fn said(g: &Game, wanted: impl Fn(&Message) -> bool) -> bool {
    g.log.all().iter().any(|entry| wanted(&entry.message))
}

fn robot_health(g: &Game) -> Option<i32> {
    (1..13).find_map(|x| {
        g.describe(Coordinates::new(x, 1))?.things.into_iter().find_map(|thing| match thing {
            SeenThing::Creature(facts) => Some(facts.health),
            _ => None,
        })
    })
}

#[test]
fn a_fleeing_regenerator_is_killed_by_a_player_who_keeps_hitting_it() {
    for seed in 0..20 {
        let mut g = armed(seed);
        // Attack 10: the first blow takes the Robot (10 health, armor 2) to 2,
        // and the next would kill it, so it runs for the dead end.
        g.player.base_attack = 5;
        let mut lowest = i32::MAX;
        let mut turns = 0;
        while robots(&g) > 0 {
            // Keep after it: step (or strike) towards the dead end.
            g.apply(Command::Move(Direction::Right));
            if let Some(health) = robot_health(&g) {
                assert!(health <= lowest, "seed {seed}: it healed to {health} while chased");
                lowest = health;
            }
            turns += 1;
            assert!(turns <= 40, "seed {seed}: the robot out-healed the chase: {:?}", g.log.all());
        }
        assert!(
            said(&g, |m| matches!(m, Message::Defeated { .. })),
            "seed {seed}: the robot was killed"
        );
    }
}

#[test]
fn a_creature_turning_to_flee_is_told_and_look_says_so() {
    let mut told = 0;
    for seed in 0..20 {
        let mut g = armed(seed);
        for _ in 0..40 {
            if robots(&g) == 0 {
                break;
            }
            // Strike until the next blow would kill it, then stand back and
            // watch it make up its mind (a struck creature is dazed a turn).
            if robot_health(&g).is_some_and(|health| health > 4) {
                g.apply(Command::Move(Direction::Right));
            } else {
                g.apply(Command::Wait);
            }
            let seen = (1..13).map(|x| Coordinates::new(x, 1)).find_map(|cell| {
                let description = g.describe(cell)?;
                description
                    .things
                    .iter()
                    .any(|thing| matches!(thing, SeenThing::Creature(facts) if facts.fleeing))
                    .then_some(description)
            });
            if let Some(description) = seen {
                told += 1;
                assert!(
                    said(&g, |m| matches!(m, Message::Flees { .. })),
                    "seed {seed}: look says it flees, so the log said so"
                );
                let lines = roguelike::locale::describe(Some(&description));
                assert!(lines.iter().any(|line| line.contains("It is fleeing")), "{lines:?}");
                break;
            }
        }
    }
    assert!(told > 0, "in twenty chases the robot fled in sight at least once");
}
