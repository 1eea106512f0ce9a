//! Dungeon Mania's things in the descent (issue 27, item 1), under seed
//! 000's turn: a vault's locked door opens to a key carried into it, and the
//! key is spent; without one the door says it is locked and stays shut. A
//! world file names the door `Door` (`Door Open` once opened) and keeps it
//! through a save as a world.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{build_game, WorldSource};
use roguelike::game::{Command, Direction, Figure, Game, ItemKind, Message};
use roguelike::gen::{parse_world, plan_of, write_dungeon, Thing};
use roguelike::locale;

/// A corridor: the player, a key, a locked door, a Sword behind it.
const VAULT: &str = "7 3\nW W W W W W W\nW 1 2 3 4 . W\nW W W W W W W\n\
                     1. Player\n2. Item Key\n3. Door\n4. Item Sword\n";

fn game(text: &str) -> Game {
    build_game(&WorldSource::File { name: "vault.txt".into(), text: text.into() }, 1)
        .unwrap_or_else(|e| panic!("test world parses: {e:?}"))
}

fn said(game: &Game) -> Vec<Message> {
    game.log.all().iter().map(|m| m.message.clone()).collect()
}

fn door_at(game: &Game, x: i32) -> Option<Figure> {
    let cell = roguelike::game::Coordinates::new(x, 1);
    game.cell_view(cell)?.things.iter().map(|t| t.figure).find(|f| matches!(f, Figure::Door { .. }))
}

#[test]
fn a_key_carried_into_a_locked_door_opens_it_and_is_spent() {
    let mut g = game(VAULT);
    g.apply(Command::Move(Direction::Right));
    assert_eq!(g.player.inventory.kinds()[0], Some(ItemKind::Key));
    let at = g.player.coordinates;
    let report = g.apply(Command::Move(Direction::Right));
    assert!(report.took_turn, "opening a door takes the turn");
    assert_eq!(g.player.coordinates, at, "the player stays before the door it opened");
    assert_eq!(door_at(&g, 3), Some(Figure::Door { open: true }));
    assert!(!g.player.inventory.kinds().contains(&Some(ItemKind::Key)), "the key is spent");
    assert_eq!(said(&g).last(), Some(&Message::Unlocked { item: ItemKind::Key }));
    g.apply(Command::Move(Direction::Right));
    g.apply(Command::Move(Direction::Right));
    assert!(g.player.inventory.kinds().contains(&Some(ItemKind::Sword)), "the prize is taken");
}

#[test]
fn without_a_key_the_door_says_it_is_locked_and_stays_shut() {
    let text = VAULT.replace("2. Item Key\n", "2. Item GoldenApple\n");
    let mut g = game(&text);
    g.apply(Command::Move(Direction::Right));
    let at = g.player.coordinates;
    g.apply(Command::Move(Direction::Right));
    assert_eq!(g.player.coordinates, at);
    assert_eq!(door_at(&g, 3), Some(Figure::Door { open: false }));
    assert_eq!(said(&g).last(), Some(&Message::DoorLocked));
    let words = locale::english(&Message::DoorLocked);
    assert!(words.contains("key"), "{words}");
}

#[test]
fn using_a_key_keeps_it_and_says_how_it_is_used() {
    let mut g = game(VAULT);
    g.apply(Command::Move(Direction::Right));
    g.apply(Command::Select(0));
    let report = g.apply(Command::UseSelected);
    assert!(!report.took_turn);
    assert_eq!(g.player.inventory.kinds()[0], Some(ItemKind::Key));
    assert_eq!(said(&g).last(), Some(&Message::OpensDoors { item: ItemKind::Key }));
}

#[test]
fn a_door_is_written_back_as_a_world_file_shut_or_open() {
    let mut g = game(VAULT);
    let text = write_dungeon(&plan_of(&g));
    assert!(text.contains(". Door\n"), "{text}");
    g.apply(Command::Move(Direction::Right));
    g.apply(Command::Move(Direction::Right));
    let text = write_dungeon(&plan_of(&g));
    assert!(text.contains(". Door Open\n"), "{text}");
    let again = parse_world(&text).expect("the written world reads back");
    let things: Vec<&Thing> = again.dungeon.levels()[0].things.iter().map(|p| &p.thing).collect();
    assert!(things.contains(&&Thing::Door { open: true }), "{things:?}");
}

#[test]
fn the_descent_has_vaults_and_the_page_run_is_of_todays_edition() {
    let source = WorldSource::descent(4);
    assert!(matches!(source, WorldSource::Descent { seed: 4, edition } if edition >= 1));
    let doors = (1..=20)
        .filter_map(|seed| build_game(&WorldSource::descent(seed), seed).ok())
        .flat_map(|g| {
            g.levels()
                .iter()
                .map(|l| {
                    l.world
                        .objects()
                        .filter(|(_, o)| matches!(o.appearance().figure, Figure::Door { .. }))
                        .count()
                })
                .collect::<Vec<_>>()
        })
        .sum::<usize>();
    assert!(doors >= 40, "only {doors} vault doors on 160 levels");
    // A save or replay written before vaults names no edition: it rebuilds
    // the run without them.
    let old: WorldSource = serde_json::from_str(r#"{"kind":"descent","seed":4}"#).expect("reads");
    assert_eq!(old, WorldSource::Descent { seed: 4, edition: 0 });
    let g = build_game(&old, 4).expect("builds");
    let doors = g
        .levels()
        .iter()
        .flat_map(|l| l.world.objects())
        .filter(|(_, o)| matches!(o.appearance().figure, Figure::Door { .. }));
    assert_eq!(doors.count(), 0);
}
