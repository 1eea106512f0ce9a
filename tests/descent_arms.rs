//! Weapons and armours that differ (issue 27): the dagger parries, the maul
//! leaves you open, chain mail slows your blows; each piece says so in its
//! description, in both languages, and the figures the HUD shows are the
//! sums. Deeper depths place better pieces.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::content::{Content, EquipmentSlot};
use roguelike::core::{build_game, WorldSource};
use roguelike::game::{new_item, Command, Direction, Game, ItemKind, Message};
use roguelike::locale::Locale;

const ARMS: [ItemKind; 6] = [
    ItemKind::Dagger,
    ItemKind::Sword,
    ItemKind::Maul,
    ItemKind::LeatherArmour,
    ItemKind::Shield,
    ItemKind::ChainMail,
];

/// The slot, bonus and other number of each piece, as the rows give them.
#[test]
fn each_weapon_and_armour_has_its_own_numbers() {
    let numbers: Vec<(EquipmentSlot, i32, i32)> = ARMS
        .iter()
        .map(|&kind| {
            let item = new_item(kind);
            let eq = item.as_equipment().unwrap_or_else(|| panic!("{kind:?} equips"));
            (eq.equipment_type(), eq.equipment_bonus(), eq.other_bonus())
        })
        .collect();
    use EquipmentSlot::{Armor, Weapon};
    assert_eq!(
        numbers,
        [
            (Weapon, 2, 1),
            (Weapon, 5, 0),
            (Weapon, 7, -2),
            (Armor, 1, 0),
            (Armor, 2, 0),
            (Armor, 4, -1)
        ]
    );
}

/// A corridor holding `items` in order from the player's right.
fn corridor(items: &[ItemKind]) -> Game {
    let width = items.len() + 3;
    let wall = vec!["W"; width].join(" ");
    let mut middle = vec!["W".to_owned(), "1".to_owned()];
    middle.extend((0..items.len()).map(|i| (i + 2).to_string()));
    middle.push("W".to_owned());
    let mut text = format!("{width} 3\n{wall}\n{}\n{wall}\n1. Player\n", middle.join(" "));
    for (i, kind) in items.iter().enumerate() {
        text.push_str(&format!("{}. Item {}\n", i + 2, kind.name()));
    }
    build_game(&WorldSource::File { name: "arms.txt".into(), text }, 1)
        .expect("the test world parses")
}

/// Picks up every item of the corridor.
fn walk(g: &mut Game, steps: usize) {
    for _ in 0..steps {
        g.apply(Command::Move(Direction::Right));
    }
}

fn equip(g: &mut Game, slot: usize) -> Message {
    g.apply(Command::Select(slot));
    assert!(g.apply(Command::UseSelected).took_turn, "equipping takes a turn");
    g.log.all().last().expect("equipping says so").message.clone()
}

/// The player's own attack and armor (1 and 1 in a world file) change by
/// each piece's two numbers, the other slot's piece adding its other number,
/// and a swap puts the old piece back in the slot the new one came from.
#[test]
fn equipping_changes_both_figures_and_swaps_back_into_the_pack() {
    let mut g = corridor(&ARMS);
    walk(&mut g, ARMS.len());
    assert_eq!(g.player.inventory.kinds()[..6], ARMS.map(Some));
    let base = (g.player.attack(), g.player.armor());
    assert_eq!(base, (1, 1));
    let figures = |g: &Game| (g.player.attack(), g.player.armor());

    equip(&mut g, 0); // dagger: +2 attack, +1 armor
    assert_eq!(figures(&g), (3, 2));
    equip(&mut g, 3); // leather: +1 armor
    assert_eq!(figures(&g), (3, 3));
    let said = equip(&mut g, 2); // maul: the dagger goes back to slot 2
    assert_eq!(
        said,
        Message::Equipped {
            item: ItemKind::Maul,
            bonus: 7,
            slot: EquipmentSlot::Weapon,
            swapped: Some(ItemKind::Dagger)
        }
    );
    assert_eq!(g.player.inventory.kinds()[2], Some(ItemKind::Dagger));
    assert_eq!(figures(&g), (8, 0), "the maul takes the armor the dagger gave and two more");
    equip(&mut g, 5); // chain mail: +4 armor, −1 attack
    assert_eq!(figures(&g), (7, 3));
    assert_eq!(g.player.inventory.kinds()[5], Some(ItemKind::LeatherArmour));
    equip(&mut g, 4); // the shield: +2 armor, and the chain mail's −1 attack is gone
    assert_eq!(figures(&g), (8, 1));
    equip(&mut g, 1); // the sword: +5 attack, the maul's −1 armor is gone
    assert_eq!(figures(&g), (6, 3));
    assert_eq!(g.player.equipped(EquipmentSlot::Weapon).map(|i| i.kind()), Some(ItemKind::Sword));
    assert_eq!(g.player.equipped(EquipmentSlot::Armor).map(|i| i.kind()), Some(ItemKind::Shield));
}

/// A penalty never takes a figure below 0: with no armor of its own, the
/// maul leaves armor at 0, not −2 (a negative armor would add to every blow).
#[test]
fn a_penalty_never_takes_a_figure_below_zero() {
    let mut g = corridor(&[ItemKind::Maul]);
    g.player.base_armor = 0;
    walk(&mut g, 1);
    equip(&mut g, 0);
    assert_eq!((g.player.attack(), g.player.armor()), (8, 0));
}

/// The description (Look, the pack's caption, help) says both numbers in
/// English and in Russian, and the content row's description is the English.
#[test]
fn each_piece_says_how_it_differs_in_both_languages() {
    let en = Locale::english();
    let ru = Locale::from_json(include_str!("../assets/locale/ru.json")).expect("ru parses");
    for kind in ARMS {
        let key = format!("about_{}", kind.name());
        let (english, russian) = (en.phrase(&key, &[]), ru.phrase(&key, &[]));
        assert_eq!(english, Content::get().item(kind).description, "{kind:?}");
        let eq = new_item(kind);
        let eq = eq.as_equipment().expect("equips");
        let bonus = format!("+{}", eq.equipment_bonus());
        assert!(english.contains(&bonus) && russian.contains(&bonus), "{english} / {russian}");
        if eq.other_bonus() != 0 {
            let other = match eq.other_bonus() {
                n @ 1.. => format!("+{n}"),
                n => format!("−{}", -n),
            };
            assert!(english.contains(&other) && russian.contains(&other), "{english} / {russian}");
        }
        assert_ne!(ru.name(kind.name()), kind.name(), "{kind:?} has a Russian name");
    }
}

/// The worth of a piece (its bonus and its other number) the bots weigh.
fn worth(kind: ItemKind) -> i32 {
    let eq = new_item(kind);
    eq.as_equipment().map_or(0, |e| e.equipment_bonus() + e.other_bonus())
}

/// Deeper finds are better: the best weapon and the best armour a depth's
/// rows (`items` and `vault`) place are never worse than the depth above's,
/// the light pieces lie only in the first depths and the heavy ones only deep.
#[test]
fn deeper_depths_place_better_weapons_and_armours() {
    let rows = &Content::get().descent.depths;
    let mut best_before = (0, 0);
    for (depth, row) in rows.iter().enumerate() {
        let placed: Vec<ItemKind> = row.items.keys().chain(row.vault.keys()).copied().collect();
        let best = |slot| {
            placed
                .iter()
                .filter(|&&k| Content::get().item(k).equipment.is_some_and(|e| e.slot == slot))
                .map(|&k| worth(k))
                .max()
                .unwrap_or(0)
        };
        let here = (best(EquipmentSlot::Weapon), best(EquipmentSlot::Armor));
        assert!(here.0 >= best_before.0 && here.1 >= best_before.1, "depth {}", depth + 1);
        best_before = here;
        let depth = depth + 1;
        for kind in placed {
            match kind {
                ItemKind::Dagger | ItemKind::LeatherArmour => assert!(depth <= 3, "{kind:?}"),
                ItemKind::Maul => assert!(depth >= 6, "{kind:?} on depth {depth}"),
                ItemKind::ChainMail => assert!(depth >= 5, "{kind:?} on depth {depth}"),
                _ => {}
            }
        }
    }
}
