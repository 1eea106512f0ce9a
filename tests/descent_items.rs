//! Items in the descent (issue 27, item 1 — the items half): from edition 2
//! the run's player stacks items of a kind in one slot ("Golden Apple ×8"),
//! while a run of an earlier edition keeps an item a slot, so its pick-ups
//! and slot numbers — and its replays — stay as they were played.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{build_game, WorldSource};
use roguelike::game::{Command, Direction, Game, ItemKind};

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
    assert!(WorldSource::descent(3) == WorldSource::Descent { seed: 3, edition: 2 });
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
