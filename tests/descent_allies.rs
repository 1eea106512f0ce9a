//! Gold and allies under seed 000's turn (issue 27): the descent lays gold
//! about from edition 3; using gold within 2 cells of a Mercenary pays its
//! price of 6 and makes it an ally that follows the player, strikes the
//! creatures beside it, swaps places when walked into, comes down the
//! stairs beside the player, and keeps its side through a save.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{build_game, WorldSource};
use roguelike::game::{
    new_item, parse_save, write_save, Command, Coordinates, Direction, Game, ItemKind, Leads,
    Message, MobKind, Replay, SaveFile, SourceRecord,
};
use roguelike::gen::{descent_of_edition, Thing};
use serde_json::Value;

/// A corridor: the player, `gold` pieces of gold on the next cell, and a
/// Mercenary four cells from the player.
fn hire_text(gold: usize) -> String {
    let mut text =
        "9 3\nW W W W W W W W W\nW 1 2 . . 3 . . W\nW W W W W W W W W\n1. Player\n".to_owned();
    for _ in 0..gold {
        text.push_str("2. Item Treasure\n");
    }
    text.push_str("3. Mob Mercenary\n");
    text
}

fn source(text: String) -> SourceRecord {
    SourceRecord::File { name: "hire.txt".into(), text }
}

fn build(text: String) -> Game {
    build_game(&source(text), 1).expect("the test world parses")
}

/// Picks up the gold (the Mercenary hunts one step nearer: 2 cells away).
fn walk_onto_the_gold(g: &mut Game) {
    g.apply(Command::Move(Direction::Right));
    assert_eq!(g.player.coordinates, Coordinates::new(2, 1));
}

/// The snapshot's Mercenary.
fn mercenary(g: &Game) -> Value {
    g.snapshot()["objects"]
        .as_array()
        .and_then(|all| all.iter().find(|o| o["kind"] == "Mercenary"))
        .cloned()
        .unwrap_or(Value::Null)
}

fn at(object: &Value) -> Coordinates {
    let n = |k: &str| object[k].as_i64().unwrap_or(-1) as i32;
    Coordinates::new(n("x"), n("y"))
}

fn said(g: &Game) -> Vec<Message> {
    g.log.all().iter().map(|m| m.message.clone()).collect()
}

fn use_gold(g: &mut Game) -> bool {
    let slot = g.player.inventory.kinds().iter().position(|&k| k == Some(ItemKind::Treasure));
    g.apply(Command::Select(slot.expect("gold is carried")));
    g.apply(Command::UseSelected).took_turn
}

#[test]
fn too_little_gold_says_the_price_and_takes_no_turn() {
    let mut g = build(hire_text(4));
    walk_onto_the_gold(&mut g);
    let turn = g.turn;
    assert!(!use_gold(&mut g), "no turn passes");
    assert_eq!(g.turn, turn);
    let short = Message::BribeShort { mob: MobKind::Mercenary, price: 6, have: 4 };
    assert_eq!(said(&g).last(), Some(&short));
    assert_eq!(g.player.inventory.count_of(ItemKind::Treasure), 4, "the gold is kept");
    assert_eq!(mercenary(&g).get("ally"), None, "still hostile");
    let words = roguelike::locale::english(&short);
    assert_eq!(words, "The Mercenary wants 6 gold; you have 4.");
}

#[test]
fn paying_the_price_within_two_cells_makes_an_ally() {
    let mut g = build(hire_text(7));
    walk_onto_the_gold(&mut g);
    let merc = at(&mercenary(&g));
    assert_eq!(merc.chebyshev(g.player.coordinates), 2, "{merc:?}");
    assert!(use_gold(&mut g), "a bribe takes a turn");
    assert!(said(&g).contains(&Message::Bribed { mob: MobKind::Mercenary, price: 6 }));
    assert_eq!(g.player.inventory.count_of(ItemKind::Treasure), 1, "six pieces spent");
    assert_eq!(mercenary(&g)["ally"], true);
    // Look says it is an ally, and it is drawn as one.
    let cell = at(&mercenary(&g));
    let look = roguelike::locale::describe(g.describe(cell).as_ref()).join(" ");
    assert!(look.contains("ally"), "{look}");
    let view = g.cell_view(cell).expect("in view");
    assert!(view.things.iter().any(|t| t.ally));
    // Neither explore nor rest stops for it.
    assert_eq!(g.creature_in_view(), None);
    assert!(g.creature_kinds_in_view().is_empty());
}

#[test]
fn gold_far_from_every_mercenary_is_only_treasure() {
    let text = hire_text(5).replace("W 1 2 . . 3 . . W", "W 1 2 . . . . 3 W");
    let mut g = build(text);
    walk_onto_the_gold(&mut g);
    assert!(at(&mercenary(&g)).chebyshev(g.player.coordinates) > 2);
    assert!(!use_gold(&mut g));
    assert_eq!(said(&g).last(), Some(&Message::IsTreasure { item: ItemKind::Treasure }));
    assert_eq!(g.player.inventory.count_of(ItemKind::Treasure), 5);
}

/// Walking into the ally swaps places: no fight, no harm.
#[test]
fn walking_into_an_ally_swaps_places() {
    let mut g = build(hire_text(6));
    walk_onto_the_gold(&mut g);
    assert!(use_gold(&mut g));
    // It walks up beside the player.
    g.apply(Command::Wait);
    let merc = mercenary(&g);
    let beside = at(&merc);
    assert_eq!(beside, Coordinates::new(3, 1), "it came to the player's side");
    let hp = merc["hp"].clone();
    let me = g.player.coordinates;
    assert!(g.apply(Command::Move(Direction::Right)).took_turn);
    assert_eq!(g.player.coordinates, beside);
    let merc = mercenary(&g);
    assert_eq!(at(&merc), me, "the ally stepped into the player's place");
    assert_eq!(merc["hp"], hp, "no blow was struck");
    assert!(!said(&g).iter().any(|m| matches!(m, Message::Hit { .. })));
}

/// A room: the player, a Mercenary beside them, and a Zombie coming.
const ARENA: &str = "\
10 5
W W W W W W W W W W
W . . . . . . . . W
W 1 2 . . . . 3 . W
W . . . . . . . . W
W W W W W W W W W W
1. Player
2. Mob Mercenary
3. Mob Zombie
";

/// The ally walks after the player and strikes a creature beside it: a
/// Zombie coming at the player dies to it, and the player gains no
/// experience for it.
#[test]
fn an_ally_strikes_the_creatures_beside_it_and_follows() {
    let mut g = build_game(&source(ARENA.into()), 1).expect("the arena parses");
    for _ in 0..6 {
        g.player.inventory.add(new_item(ItemKind::Treasure)).expect("room in the pack");
    }
    assert!(use_gold(&mut g));
    let experience = g.player.experience;
    for _ in 0..8 {
        g.apply(Command::Wait);
    }
    let kills = Message::AllyKills { ally: MobKind::Mercenary, target: MobKind::Zombie };
    assert!(said(&g).contains(&kills), "{:?}", said(&g));
    assert!(g.snapshot()["objects"]
        .as_array()
        .is_some_and(|o| o.iter().all(|o| o["kind"] != "Zombie")));
    assert_eq!(g.player.experience, experience, "the kill is the ally's");
    // It follows: the player walks back and forth, it keeps up.
    g.apply(Command::Move(Direction::Right));
    for _ in 0..4 {
        g.apply(Command::Move(Direction::Right));
    }
    assert!(at(&mercenary(&g)).chebyshev(g.player.coordinates) <= 1, "it keeps beside the player");
}

/// Two levels: the player, the stairs down and a Mercenary in a row.
const STAIRS: &str = "\
6 3
W W W W W W
W 1 2 3 . W
W W W W W W
1. Player
2. Stairs Down
3. Mob Mercenary

Level
5 3
W W W W W
W 1 . . W
W W W W W
1. Stairs Up
";

#[test]
fn an_ally_beside_the_player_comes_down_the_stairs() {
    let mut g = build_game(&source(STAIRS.into()), 1).expect("the stairs parse");
    for _ in 0..6 {
        g.player.inventory.add(new_item(ItemKind::Treasure)).expect("room in the pack");
    }
    assert!(use_gold(&mut g));
    // Onto the stairs (the ally came to stand there: the two swap).
    assert!(g.apply(Command::Move(Direction::Right)).took_turn);
    assert_eq!(g.player.coordinates, Coordinates::new(2, 1));
    assert!(g.apply(Command::Travel(Leads::Down)).took_turn);
    assert_eq!(g.depth(), 1);
    let merc = mercenary(&g);
    assert_eq!(merc["ally"], true, "it came along: {merc}");
    assert_eq!(at(&merc).chebyshev(g.player.coordinates), 1);
}

/// A save keeps the ally on its side, and a game loaded from it plays on
/// as the original does; a hostile Mercenary's record has no `ally` field,
/// so every earlier save reads (and writes) as it did.
#[test]
fn a_save_keeps_the_ally_and_plays_on_identically() {
    let text = hire_text(6);
    let mut g = build(text.clone());
    let mut replay = Replay::new(source(text.clone()), 1);
    let hostile =
        g.world().objects().find(|(_, o)| o.as_mob().is_some()).map(|(_, o)| o.record().to_json());
    assert_eq!(hostile.and_then(|r| r.get("ally").cloned()), None);
    for command in [Command::Move(Direction::Right), Command::Select(0), Command::UseSelected] {
        g.apply(command);
        replay.record(command, &g);
    }
    assert_eq!(mercenary(&g)["ally"], true);
    let saved = write_save(&SaveFile::new(source(text), &g, replay));
    let mut loaded = parse_save(&saved).expect("parses").restore().expect("restores");
    assert_eq!(loaded.snapshot(), g.snapshot());
    for command in [Command::Wait, Command::Move(Direction::Left), Command::Wait] {
        g.apply(command);
        loaded.apply(command);
        assert_eq!(loaded.checksum(), g.checksum());
    }
    assert_eq!(loaded.snapshot(), g.snapshot());
}

/// From edition 3 the descent lays gold about (editions 0 to 2 none, so
/// their replays rebuild the same levels); gold is money, not the Amulet:
/// carrying it does not meet the run's `treasure` goal.
#[test]
fn the_descent_lays_gold_from_edition_3_and_gold_is_not_the_amulet() {
    let gold = |edition| {
        (1..=20u64)
            .flat_map(|seed| descent_of_edition(seed, edition).levels().to_vec())
            .filter(|l| l.things.iter().any(|p| p.thing == Thing::Item(ItemKind::Treasure)))
            .count()
    };
    assert_eq!((gold(0), gold(1), gold(2)), (0, 0, 0));
    // A piece on every level from depth 2 (seven of eight).
    assert!(gold(3) >= 130, "{} of 160 levels hold gold", gold(3));
    let mut g = build_game(&WorldSource::Descent { seed: 3, edition: 3 }, 3).expect("builds");
    for _ in 0..5 {
        g.player.inventory.add(new_item(ItemKind::Treasure)).expect("room");
    }
    assert_eq!(g.progress().treasure, 0, "gold is not the Amulet");
    g.player.inventory.add(new_item(ItemKind::Amulet)).expect("room");
    assert_eq!(g.progress().treasure, 1);
}

/// The help's row for *use* says how a bribe is paid, with the Mercenary's
/// price and radius from its row, in every language.
#[test]
fn the_help_says_how_to_bribe_in_every_language() {
    use roguelike::core::{Bindings, Classic, PlayMode};
    let bribe = roguelike::content::Content::get().mob(MobKind::Mercenary).bribe;
    let bribe = bribe.expect("the Mercenary takes bribes");
    assert_eq!((bribe.price, bribe.radius), (6, 2));
    for language in roguelike::locale::languages() {
        assert!(roguelike::locale::set_language(language.code));
        let rows = Classic.help_keys(&Bindings::default());
        let mercenary = roguelike::locale::name(MobKind::Mercenary.name());
        let row = rows.iter().find(|(_, what)| what.contains(&mercenary));
        let (_, what) = row.unwrap_or_else(|| panic!("{}: no bribe in {rows:?}", language.code));
        assert!(what.contains('6') && what.contains('2'), "{what}");
    }
    roguelike::locale::set_language("en");
}

#[test]
fn a_world_file_marks_a_mercenary_as_an_ally_from_the_start() {
    use roguelike::gen::{plan_of, write_dungeon};
    // The ally stands between the player and a Zombie: it strikes the
    // Zombie from the first turn, with no gold paid.
    let text = "9 3\nW W W W W W W W W\nW 1 . 2 3 . . . W\nW W W W W W W W W\n\
        1. Player\n2. Mob Mercenary ally\n3. Mob Zombie\n";
    let mut g = build(text.to_owned());
    assert_eq!(mercenary(&g)["ally"], true, "on the player's side at turn 0");
    g.apply(Command::Wait);
    assert!(
        said(&g).iter().any(|m| matches!(
            m,
            Message::AllyStrikes { target: MobKind::Zombie, .. }
                | Message::AllyKills { target: MobKind::Zombie, .. }
        )),
        "{:?}",
        said(&g)
    );
    // Written back as it was read (an exported world keeps its ally), and a
    // hostile Mercenary is written without the word.
    let written = write_dungeon(&plan_of(&g));
    assert!(written.contains("Mob Mercenary ally"), "{written}");
    let hostile = write_dungeon(&plan_of(&build(hire_text(0))));
    assert!(hostile.contains("Mob Mercenary") && !hostile.contains("ally"), "{hostile}");
    // The word goes with `hp=` in either order.
    let hurt = text.replace("Mob Mercenary ally", "Mob Mercenary hp=3 ally");
    let g = build(hurt);
    assert_eq!(
        (mercenary(&g)["ally"].clone(), mercenary(&g)["hp"].clone()),
        (true.into(), 3.into())
    );
}

#[test]
fn an_ally_mark_on_anything_but_a_mercenary_is_a_located_error_in_both_languages() {
    use roguelike::gen::parse_world;
    let text = "5 3\nW W W W W\nW 1 . 2 W\nW W W W W\n1. Player\n2. Mob Robot ally\n";
    let problems = parse_world(text).err().unwrap_or_default();
    let shown: Vec<String> = problems.iter().map(ToString::to_string).collect();
    assert_eq!(
        shown,
        ["6:14: error: only a creature that takes a bribe (a Mercenary) can start as an ally; \
          a Robot cannot"]
    );
    assert!(roguelike::locale::set_language("ru"));
    let russian: Vec<String> = problems.iter().map(|p| p.localized_line()).collect();
    roguelike::locale::set_language("en");
    assert_eq!(
        russian,
        ["6:14: ошибка: союзником с самого начала может быть только тот, кого можно подкупить \
          (Наёмник), а не Робот"]
    );
    // A second `ally` is unexpected text, where it stands.
    let twice = "5 3\nW W W W W\nW 1 . 2 W\nW W W W W\n1. Player\n2. Mob Mercenary ally ally\n";
    let shown: Vec<String> =
        parse_world(twice).err().unwrap_or_default().iter().map(ToString::to_string).collect();
    assert_eq!(shown, ["6:23: error: unexpected `ally` after a complete filler"]);
}
