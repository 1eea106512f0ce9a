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
    let old: WorldSource =
        roguelike::json::from_str(r#"{"kind":"descent","seed":4}"#).expect("reads");
    assert_eq!(old, WorldSource::Descent { seed: 4, edition: 0 });
    let g = build_game(&old, 4).expect("builds");
    let doors = g
        .levels()
        .iter()
        .flat_map(|l| l.world.objects())
        .filter(|(_, o)| matches!(o.appearance().figure, Figure::Door { .. }));
    assert_eq!(doors.count(), 0);
}

/// A corridor: the player, a boulder, a switch; a switch door below the
/// corridor's far end shuts a room with a Shield in it.
const PUZZLE: &str =
    "7 5\nW W W W W W W\nW 1 2 3 . . W\nW W W W W 4 W\nW W W W W 5 W\nW W W W W W W\n\
                      1. Player\n2. Boulder\n3. Switch\n4. SwitchDoor\n5. Item Shield\n";

/// What stands on a cell, seen or not (a boulder hides what lies beyond it).
fn things_at(game: &Game, x: i32, y: i32) -> Vec<Figure> {
    let cell = roguelike::game::Coordinates::new(x, y);
    let world = &game.levels()[game.depth()].world;
    let here = world.objects().filter(|(_, o)| o.coordinates() == cell);
    here.map(|(_, o)| o.appearance().figure).collect()
}

#[test]
fn a_boulder_pushed_onto_its_switch_opens_the_switch_door_for_good() {
    let mut g = game(PUZZLE);
    assert_eq!(things_at(&g, 5, 2), vec![Figure::SwitchDoor { open: false }]);
    let report = g.apply(Command::Move(Direction::Right));
    assert!(report.took_turn);
    assert_eq!(g.player.coordinates, roguelike::game::Coordinates::new(2, 1), "the player follows");
    assert!(things_at(&g, 3, 1).contains(&Figure::Boulder), "{:?}", things_at(&g, 3, 1));
    assert_eq!(said(&g).last(), Some(&Message::SwitchOpensDoor));
    assert_eq!(things_at(&g, 5, 2), vec![Figure::SwitchDoor { open: true }]);
    // Pushed off its switch again, the boulder shuts nothing.
    g.apply(Command::Move(Direction::Right));
    assert!(things_at(&g, 4, 1).contains(&Figure::Boulder));
    assert_eq!(things_at(&g, 5, 2), vec![Figure::SwitchDoor { open: true }]);
    assert!(locale::english(&Message::SwitchOpensDoor).contains("door"));
}

#[test]
fn a_boulder_rolls_only_onto_bare_floor_one_at_a_time() {
    // Into a wall: refused, no turn, and said why.
    let text = "4 3\nW W W W\nW 1 2 W\nW W W W\n1. Player\n2. Boulder\n";
    let mut g = game(text);
    let at = g.player.coordinates;
    let report = g.apply(Command::Move(Direction::Right));
    assert!(!report.took_turn);
    assert_eq!(g.player.coordinates, at);
    assert_eq!(said(&g).last(), Some(&Message::BoulderStuck));
    // Two boulders in a row do not move.
    let text = "6 3\nW W W W W W\nW 1 2 3 . W\nW W W W W W\n1. Player\n2. Boulder\n3. Boulder\n";
    let mut g = game(text);
    assert!(!g.apply(Command::Move(Direction::Right)).took_turn);
    assert!(things_at(&g, 3, 1).contains(&Figure::Boulder));
    // Nor into a creature, an item or stairs.
    for beyond in ["Mob Robot", "Item Sword", "Exit"] {
        let text =
            format!("5 3\nW W W W W\nW 1 2 3 W\nW W W W W\n1. Player\n2. Boulder\n3. {beyond}\n");
        let mut g = game(&text);
        assert!(!g.apply(Command::Move(Direction::Right)).took_turn, "{beyond}");
        assert!(things_at(&g, 2, 1).contains(&Figure::Boulder), "{beyond}");
    }
    // A diagonal step into a boulder pushes nothing.
    let text = "5 4\nW W W W W\nW 1 . . W\nW . 2 . W\nW W W W W\n1. Player\n2. Boulder\n";
    let mut g = game(text);
    let diagonal = roguelike::game::Diagonal::DownRight;
    assert!(!g.apply(Command::Diagonal(diagonal)).took_turn);
    assert!(things_at(&g, 2, 2).contains(&Figure::Boulder));
}

#[test]
fn a_portal_puts_the_player_beside_its_twin_straight_ahead_first() {
    let text = "9 5\nW W W W W W W W W\nW 1 2 . W . . . W\nW . . . W . 3 . W\nW . . . W . . . W\nW W W W W W W W W\n\
                1. Player\n2. Portal blue\n3. Portal blue\n";
    let mut g = game(text);
    let report = g.apply(Command::Move(Direction::Right));
    assert!(report.took_turn);
    assert_eq!(g.player.coordinates, roguelike::game::Coordinates::new(7, 2));
    assert_eq!(said(&g).last(), Some(&Message::ThroughPortal));
    // Ahead is a wall: the first free cell clockwise from up.
    let text = "9 5\nW W W W W W W W W\nW 1 2 . W . . . W\nW . . . W . . 3 W\nW . . . W . . . W\nW W W W W W W W W\n\
                1. Player\n2. Portal red\n3. Portal red\n";
    let mut g = game(text);
    g.apply(Command::Move(Direction::Right));
    assert_eq!(g.player.coordinates, roguelike::game::Coordinates::new(7, 1));
}

#[test]
fn boulders_switches_and_portals_are_written_back_as_a_world_file() {
    let mut g = game(PUZZLE);
    let text = write_dungeon(&plan_of(&g));
    for words in [". Boulder\n", ". Switch\n", ". SwitchDoor\n"] {
        assert!(text.contains(words), "{words}: {text}");
    }
    g.apply(Command::Move(Direction::Right));
    let text = write_dungeon(&plan_of(&g));
    assert!(text.contains(". SwitchDoor Open\n"), "{text}");
    let again = parse_world(&text).expect("the written world reads back");
    let things: Vec<&Thing> = again.dungeon.levels()[0].things.iter().map(|p| &p.thing).collect();
    assert!(things.contains(&&Thing::SwitchDoor { open: true }), "{things:?}");
    let portals =
        "5 3\nW W W W W\nW 1 2 3 W\nW W W W W\n1. Player\n2. Portal blue\n3. Portal blue\n";
    let text = write_dungeon(&plan_of(&game(portals)));
    assert_eq!(text.matches(". Portal blue\n").count(), 2, "{text}");
    let missing = parse_world("3 3\nW W W\nW 1 W\nW W W\n1. Portal\n");
    assert!(missing.is_err(), "a portal needs its colour");
}

/// The player shut in on the left; a spawner in a room of its own on the
/// right, a Sword at the player's feet.
const SPAWNER: &str = "11 5\nW W W W W W W W W W W\nW 1 2 W W W . . . . W\nW W W W W W . 3 . . W\nW W W W W W . . . . W\nW W W W W W W W W W W\n\
                       1. Player\n2. Item Sword\n3. Spawner\n";

fn zombies(game: &Game) -> usize {
    let world = &game.levels()[game.depth()].world;
    let zombie = Figure::Mob(roguelike::game::MobKind::Zombie);
    world.objects().filter(|(_, o)| o.appearance().figure == zombie).count()
}

#[test]
fn a_spawner_makes_a_zombie_every_twenty_turns_up_to_three() {
    let mut g = game(SPAWNER);
    for _ in 0..19 {
        g.apply(Command::Wait);
    }
    assert_eq!(zombies(&g), 0, "turn {}", g.turn);
    g.apply(Command::Wait);
    assert_eq!(zombies(&g), 1, "turn {}", g.turn);
    for _ in 0..100 {
        g.apply(Command::Wait);
    }
    assert_eq!(zombies(&g), 3, "the cap holds");
}

#[test]
fn a_spawner_is_smashed_by_walking_into_it_with_a_weapon_and_not_without() {
    let text = "6 3\nW W W W W W\nW 1 2 3 . W\nW W W W W W\n1. Player\n2. Item Sword\n3. Spawner\n";
    let mut g = game(text);
    g.apply(Command::Move(Direction::Right));
    let spawner = |g: &Game| things_at(g, 3, 1).contains(&Figure::Spawner);
    let report = g.apply(Command::Move(Direction::Right));
    assert!(!report.took_turn, "bare hands do nothing");
    assert_eq!(said(&g).last(), Some(&Message::SpawnerNeedsWeapon));
    assert!(spawner(&g));
    g.apply(Command::Select(0));
    g.apply(Command::UseSelected);
    assert!(g.player.equipped(roguelike::content::EquipmentSlot::Weapon).is_some(), "sword on");
    let report = g.apply(Command::Move(Direction::Right));
    assert!(report.took_turn);
    assert!(!spawner(&g), "smashed");
    assert_eq!(said(&g).last(), Some(&Message::SpawnerDestroyed));
    assert!(locale::english(&Message::SpawnerNeedsWeapon).contains("weapon"));
}

#[test]
fn spiders_zombies_and_mercenaries_are_named_by_look_in_both_languages() {
    use roguelike::game::{MobKind, SeenThing};
    for kind in [MobKind::Spider, MobKind::Zombie, MobKind::Mercenary] {
        let text =
            format!("5 3\nW W W W W\nW 1 . 2 W\nW W W W W\n1. Player\n2. Mob {}\n", kind.name());
        let g = game(&text);
        let seen = g.describe(roguelike::game::Coordinates::new(3, 1)).expect("in view");
        let facts = seen.things.iter().find_map(|t| match t {
            SeenThing::Creature(facts) => Some(facts.kind),
            _ => None,
        });
        assert_eq!(facts, Some(kind));
        let russian = locale::Locale::from_json(include_str!("../assets/locale/ru.json"));
        let russian = russian.expect("the Russian table reads");
        let ru = russian.name(kind.name());
        assert_ne!(ru, kind.name(), "{kind:?} has a Russian name");
    }
}
