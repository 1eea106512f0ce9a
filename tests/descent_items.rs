//! Items in the descent (issue 27, item 1 — the items half): from edition 2
//! the run's player stacks items of a kind in one slot ("Golden Apple ×8"),
//! while a run of an earlier edition keeps an item a slot, so its pick-ups
//! and slot numbers — and its replays — stay as they were played.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::content::Content;
use roguelike::core::{build_game, WorldSource};
use roguelike::game::{new_item, Command, Coordinates, Direction, Game, ItemKind, Message};
use roguelike::locale;

/// A corridor of six Golden Apples and a Sword, walked from the left.
const APPLES: &str = "10 3\nW W W W W W W W W W\nW 1 2 3 4 5 6 7 8 W\nW W W W W W W W W W\n\
    1. Player\n2. Item GoldenApple\n3. Item GoldenApple\n4. Item GoldenApple\n\
    5. Item GoldenApple\n6. Item GoldenApple\n7. Item GoldenApple\n8. Item Sword\n";

fn descent(seed: u64, edition: u32) -> Game {
    build_game(&WorldSource::Descent { seed, edition }, seed)
        .unwrap_or_else(|e| panic!("the descent builds: {e:?}"))
}

#[test]
fn the_descent_stacks_items_from_edition_2_and_not_before() {
    assert!(descent(3, 2).player.inventory.is_stacking());
    assert!(WorldSource::descent(3) == WorldSource::Descent { seed: 3, edition: 4 });
    assert!(descent(3, 4).player.inventory.is_stacking());
    assert!(descent(3, 3).player.inventory.is_stacking());
    for edition in [0, 1] {
        assert!(!descent(3, edition).player.inventory.is_stacking(), "edition {edition}");
    }
}

#[test]
fn apples_picked_up_in_a_stacking_pack_share_a_slot_and_show_their_count() {
    let mut g =
        build_game(&WorldSource::File { name: "apples.txt".into(), text: APPLES.into() }, 1)
            .expect("the test world parses");
    // A world from a file keeps an item a slot, as it always did.
    assert!(!g.player.inventory.is_stacking());
    let size = g.player.inventory.size();
    g.player.inventory = roguelike::game::Inventory::stacking(size);
    for _ in 0..7 {
        g.apply(Command::Move(Direction::Right));
    }
    let log: Vec<String> =
        g.log.all().iter().map(|m| roguelike::locale::english(&m.message)).collect();
    assert_eq!(g.player.inventory.count(0), 6, "{log:?} {:?}", g.player.inventory.kinds());
    assert_eq!(g.player.inventory.kinds()[1], Some(ItemKind::Sword));
    let snap = g.snapshot();
    assert_eq!(snap["inventory"]["slots"][0]["kind"], "GoldenApple");
    assert_eq!(snap["inventory"]["slots"][0]["count"], 6);
    assert_eq!(snap["inventory"]["slots"][1]["count"], 1);
    // Eating one leaves five on the slot.
    g.player.health = 1;
    g.apply(Command::Select(0));
    assert!(g.apply(Command::UseSelected).took_turn);
    assert_eq!(g.player.inventory.count(0), 5);
}

/// A corridor: the player, then `item` in the next cell, and a Robot five
/// cells away.
fn corridor(item: &str) -> Game {
    let text = format!(
        "12 3\nW W W W W W W W W W W W\nW 1 2 . . . . 3 . . . W\nW W W W W W W W W W W W\n\
         1. Player\n2. Item {item}\n3. Mob Robot\n"
    );
    build_game(&WorldSource::File { name: "corridor.txt".into(), text }, 1)
        .expect("the test world parses")
}

fn said(game: &Game) -> Vec<Message> {
    game.log.all().iter().map(|m| m.message.clone()).collect()
}

fn robot(game: &Game) -> (Coordinates, String) {
    let snap = game.snapshot();
    let robot = snap["objects"]
        .as_array()
        .and_then(|all| all.iter().find(|o| o["kind"] == "Robot"))
        .expect("the robot lives")
        .clone();
    let at = Coordinates::new(
        robot["x"].as_i64().unwrap_or(0) as i32,
        robot["y"].as_i64().unwrap_or(0) as i32,
    );
    (at, robot["state"].as_str().unwrap_or("").to_owned())
}

/// Picks up the item beside the player and uses it.
fn pick_up_and_use(g: &mut Game) -> bool {
    g.apply(Command::Move(Direction::Right));
    g.apply(Command::Select(0));
    g.apply(Command::UseSelected).took_turn
}

#[test]
fn a_healing_potion_heals_half_of_maximum_health_and_says_how_much() {
    let mut g = corridor("HealingPotion");
    g.apply(Command::Move(Direction::Right));
    g.apply(Command::Select(0));
    assert!(!g.apply(Command::UseSelected).took_turn, "kept at full health");
    assert_eq!(said(&g).last(), Some(&Message::AlreadyHealthy));
    g.player.health = 2;
    assert!(g.apply(Command::UseSelected).took_turn);
    let healed = g.player.max_health / 2;
    assert_eq!(g.player.health, 2 + healed);
    let drank = Message::DrankHealing { item: ItemKind::HealingPotion, healed };
    assert!(said(&g).contains(&drank));
    assert_eq!(locale::english(&drank), format!("You drink the Healing Potion and heal {healed}."));
    assert_eq!(g.player.inventory.get(0).map(|i| i.kind()), None, "drunk");
}

#[test]
fn an_invisibility_potion_hides_the_player_for_its_turns_then_wears_off() {
    let turns = Content::get().item(ItemKind::InvisibilityPotion).effect_turns.expect("turns");
    let mut seen = corridor("InvisibilityPotion");
    seen.apply(Command::Move(Direction::Right));
    for _ in 0..3 {
        seen.apply(Command::Wait);
    }
    assert!(robot(&seen).0.x < 7, "a seen player is hunted: {:?}", robot(&seen));
    let mut g = corridor("InvisibilityPotion");
    // Drunk before the Robot ever sees the player.
    g.player.inventory.add(new_item(ItemKind::InvisibilityPotion)).expect("room");
    g.apply(Command::Select(0));
    assert!(g.apply(Command::UseSelected).took_turn);
    assert!(said(&g).contains(&Message::Drank { item: ItemKind::InvisibilityPotion, turns }));
    assert_eq!(g.player.invisible, turns - 1, "the turn it is drunk counts");
    for _ in 0..3 {
        g.apply(Command::Wait);
    }
    assert_eq!(
        robot(&g).0,
        Coordinates::new(7, 1),
        "the Robot never found the player: {:?}",
        robot(&g)
    );
    let look = locale::describe(g.describe(g.player.coordinates).as_ref());
    assert!(look.iter().any(|l| l.contains("invisible for")), "{look:?}");
    // A save keeps the turns left.
    let restored = Game::from_record(&g.to_record()).expect("loads");
    assert_eq!(restored.player.invisible, g.player.invisible);
    while g.player.invisible > 0 {
        g.apply(Command::Wait);
    }
    assert!(said(&g).contains(&Message::WoreOff { item: ItemKind::InvisibilityPotion }));
}

#[test]
fn an_invincible_player_takes_no_harm_and_the_robot_flees() {
    let mut g = corridor("InvincibilityPotion");
    assert!(pick_up_and_use(&mut g));
    assert!(g.player.invincible > 0);
    let health = g.player.health;
    // Walk into the Robot and strike it.
    for _ in 0..8 {
        g.apply(Command::Move(Direction::Right));
    }
    assert_eq!(g.player.health, health, "no blow hurts");
    let harmless = said(&g).iter().any(|m| matches!(m, Message::BlowHarmless { .. }));
    let fled = robot(&g).1.contains("flee");
    assert!(harmless || fled, "{:?} {:?}", said(&g), robot(&g));
    assert!(!said(&g).iter().any(|m| matches!(m, Message::HitBy { .. })));
}

#[test]
fn picking_up_a_pile_says_one_line_with_its_count() {
    // Five pieces of gold and three arrows on the next cell, one arrow on
    // the cell after: one line for the gold, one for the arrows, then one
    // for the lone arrow.
    let mut text = "6 3\nW W W W W W\nW 1 2 3 . W\nW W W W W W\n1. Player\n".to_owned();
    text.push_str(&"2. Item Treasure\n".repeat(5));
    text.push_str(&"2. Item Arrow\n".repeat(3));
    text.push_str("3. Item Arrow\n");
    let mut g = build_game(&WorldSource::File { name: "pile.txt".into(), text }, 1)
        .expect("the test world parses");
    g.player.inventory = roguelike::game::Inventory::stacking(9);
    let before = g.log.len();
    g.apply(Command::Move(Direction::Right));
    g.apply(Command::Move(Direction::Right));
    let told: Vec<Message> = g.log.all()[before..].iter().map(|e| e.message.clone()).collect();
    let gold = Message::PickedUpPile { item: ItemKind::Treasure, count: 5 };
    let arrows = Message::PickedUpPile { item: ItemKind::Arrow, count: 3 };
    let lone = Message::PickedUp { item: ItemKind::Arrow };
    assert_eq!(told, [gold.clone(), arrows.clone(), lone], "{told:?}");
    assert_eq!(g.player.inventory.count_of(ItemKind::Treasure), 5, "every piece is carried");
    assert_eq!(g.player.inventory.count_of(ItemKind::Arrow), 4);
    assert_eq!(locale::english(&gold), "You pick up 5 gold.");
    assert_eq!(locale::english(&arrows), "You pick up 3 Arrows.");
    // Russian picks the plural form by the count.
    assert!(locale::set_language("ru"));
    let russian: Vec<String> = [1, 3, 5, 21]
        .map(|count| locale::text(&Message::PickedUpPile { item: ItemKind::Arrow, count }))
        .to_vec();
    locale::set_language("en");
    assert_eq!(
        russian,
        [
            "Вы подбираете 1 Стрелу.",
            "Вы подбираете 3 Стрелы.",
            "Вы подбираете 5 Стрел.",
            "Вы подбираете 21 Стрелу."
        ]
    );
}
