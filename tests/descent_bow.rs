//! Building, the bow and bombs under seed 000's turn (issue 27, item 1):
//! Dungeon Mania's recipes build a bow and a shield from what the pack
//! holds; `fire` shoots an arrow along one of the eight directions to the
//! first creature, wall or solid thing; each rule is checked here on small
//! world files.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::core::{build_game, WorldSource};
use roguelike::game::{
    new_item, Command, Coordinates, Diagonal, Direction, Game, Inventory, ItemKind, Message,
    MobKind, Step,
};

/// A game of the world file `text`, the player's pack a stacking one
/// holding `items`.
fn world(text: &str, items: &[(ItemKind, u32)]) -> Game {
    let mut g = build_game(&WorldSource::File { name: "bow.txt".into(), text: text.into() }, 1)
        .expect("the test world parses");
    g.player.inventory = Inventory::stacking(9);
    for &(kind, n) in items {
        for _ in 0..n {
            g.player.inventory.add(new_item(kind)).expect("room in the pack");
        }
    }
    g
}

/// What the log says, as messages.
fn said(game: &Game) -> Vec<Message> {
    game.log.all().iter().map(|m| m.message.clone()).collect()
}

/// A room with nothing else in it.
const ROOM: &str = "5 3\nW W W W W\nW 1 . . W\nW W W W W\n1. Player\n";

#[test]
fn a_bow_is_built_from_one_wood_and_three_arrows_which_are_used_up() {
    let mut g = world(ROOM, &[(ItemKind::Wood, 2), (ItemKind::Arrow, 5)]);
    let report = g.apply(Command::Build(ItemKind::Bow));
    assert!(report.took_turn, "building takes the turn");
    let inv = &g.player.inventory;
    assert_eq!(inv.count_of(ItemKind::Bow), 1);
    assert_eq!((inv.count_of(ItemKind::Wood), inv.count_of(ItemKind::Arrow)), (1, 2));
    assert_eq!(said(&g).last(), Some(&Message::BuiltBow { wood: 1, arrows: 3 }));
    assert_eq!(
        roguelike::locale::english(&Message::BuiltBow { wood: 1, arrows: 3 }),
        "You build a Bow from 1 Wood and 3 Arrows."
    );
}

#[test]
fn a_shield_takes_two_wood_and_treasure_before_a_key() {
    let mut g = world(ROOM, &[(ItemKind::Wood, 2), (ItemKind::Key, 1), (ItemKind::Treasure, 1)]);
    assert!(g.apply(Command::Build(ItemKind::Shield)).took_turn);
    let inv = &g.player.inventory;
    assert_eq!(inv.count_of(ItemKind::Shield), 1);
    assert_eq!(inv.count_of(ItemKind::Wood), 0);
    assert_eq!((inv.count_of(ItemKind::Treasure), inv.count_of(ItemKind::Key)), (0, 1));
    let built = Message::BuiltShield { wood: 2, paid: ItemKind::Treasure };
    assert_eq!(said(&g).last(), Some(&built));
    assert_eq!(
        roguelike::locale::english(&built),
        "You build a Shield from 2 Wood and some Treasure."
    );
    // The shield built is the run's Shield: armor +2 once equipped.
    let slot = g.player.inventory.kinds().iter().position(|k| *k == Some(ItemKind::Shield));
    g.apply(Command::Select(slot.expect("in the pack")));
    let armor = g.player.armor();
    assert!(g.apply(Command::UseSelected).took_turn);
    assert_eq!(g.player.armor(), armor + 2);
}

#[test]
fn without_the_materials_nothing_is_used_and_no_turn_passes() {
    let mut g = world(ROOM, &[(ItemKind::Wood, 1), (ItemKind::Arrow, 2), (ItemKind::Amulet, 1)]);
    for item in [ItemKind::Bow, ItemKind::Shield, ItemKind::Sword] {
        let report = g.apply(Command::Build(item));
        assert!(!report.took_turn, "{item:?}");
        assert_eq!(said(&g).last(), Some(&Message::CannotBuild { item }));
    }
    assert_eq!(g.turn, 0);
    let inv = &g.player.inventory;
    assert_eq!((inv.count_of(ItemKind::Wood), inv.count_of(ItemKind::Arrow)), (1, 2));
    assert_eq!(inv.count_of(ItemKind::Amulet), 1, "the Amulet is never a material");
    assert!(roguelike::locale::english(&Message::CannotBuild { item: ItemKind::Bow })
        .contains("1 Wood and 3 Arrows"));
}

/// A corridor: the player at its left end, a creature `mob` four cells to
/// the right, a wall beyond.
fn corridor(mob: &str) -> Game {
    let text = format!(
        "9 3\nW W W W W W W W W\nW 1 . . . 2 . . W\nW W W W W W W W W\n1. Player\n2. Mob {mob}\n"
    );
    world(&text, &[(ItemKind::Bow, 1), (ItemKind::Arrow, 3)])
}

fn creature(game: &Game, kind: MobKind) -> Option<(Coordinates, i64)> {
    let snap = game.snapshot();
    let name = serde_json::to_value(kind).expect("a kind").as_str().expect("a name").to_owned();
    let found = snap["objects"].as_array()?.iter().find(|o| o["kind"] == name.as_str())?.clone();
    let at = Coordinates::new(
        found["x"].as_i64().expect("x") as i32,
        found["y"].as_i64().expect("y") as i32,
    );
    Some((at, found["hp"].as_i64().unwrap_or(-1)))
}

#[test]
fn fire_hits_the_first_creature_in_line_and_spends_an_arrow() {
    let mut g = corridor("Troll");
    let (at, health) = creature(&g, MobKind::Troll).expect("a troll");
    let report = g.apply(Command::Fire(Step::Straight(Direction::Right)));
    assert!(report.took_turn);
    assert_eq!(g.player.inventory.count_of(ItemKind::Arrow), 2, "one arrow spent");
    assert_eq!(g.player.inventory.count_of(ItemKind::Bow), 1, "the bow is kept");
    let armor = roguelike::content::Content::get().mob(MobKind::Troll).armor;
    let damage = (4 - armor).max(0);
    let hit = Message::ArrowHit { target: MobKind::Troll, damage };
    assert!(said(&g).contains(&hit), "{:?}", said(&g));
    let shot = g.last_shot.expect("the path is kept for drawing");
    assert_eq!((shot.from, shot.to), (Coordinates::new(1, 1), at));
    let (_, after) = creature(&g, MobKind::Troll).expect("the troll lives");
    // It may heal no turn after a blow (its respite), so the loss is whole.
    assert_eq!(after, health - i64::from(damage));
    assert_eq!(g.player.health, g.player.max_health, "a shot is never struck back");
}

#[test]
fn a_shot_kills_and_gives_experience_as_a_blow_does() {
    let mut g = corridor("Ghost");
    let ghost = roguelike::content::Content::get().mob(MobKind::Ghost);
    assert!(ghost.health <= 4 - ghost.armor, "the ghost dies of one arrow");
    g.apply(Command::Fire(Step::Straight(Direction::Right)));
    assert!(creature(&g, MobKind::Ghost).is_none(), "{:?}", said(&g));
    assert!(said(&g)
        .contains(&Message::Defeated { target: MobKind::Ghost, experience: ghost.experience }));
    assert_eq!(g.run.kills, 1);
}

#[test]
fn an_arrow_stops_at_a_wall_and_at_a_closed_door() {
    let mut g = corridor("Troll");
    assert!(g.apply(Command::Fire(Step::Straight(Direction::Left))).took_turn);
    assert_eq!(said(&g).last(), Some(&Message::ArrowHitsWall));
    assert_eq!(g.last_shot.map(|s| s.to), Some(Coordinates::new(0, 1)));
    let door =
        "7 3\nW W W W W W W\nW 1 . 2 . 3 W\nW W W W W W W\n1. Player\n2. Door\n3. Mob Troll\n";
    let mut g = world(door, &[(ItemKind::Bow, 1), (ItemKind::Arrow, 1)]);
    let (_, health) = creature(&g, MobKind::Troll).expect("a troll");
    assert!(g.apply(Command::Fire(Step::Straight(Direction::Right))).took_turn);
    assert_eq!(said(&g).last(), Some(&Message::ArrowThuds));
    assert_eq!(creature(&g, MobKind::Troll).map(|t| t.1), Some(health), "behind the door");
    assert_eq!(g.player.inventory.count_of(ItemKind::Arrow), 0, "spent all the same");
}

#[test]
fn no_arrow_or_no_bow_says_so_and_takes_no_turn() {
    let mut g = world(ROOM, &[(ItemKind::Arrow, 2)]);
    assert!(!g.apply(Command::Fire(Step::Straight(Direction::Right))).took_turn);
    assert_eq!(said(&g).last(), Some(&Message::NoBow));
    let mut g = world(ROOM, &[(ItemKind::Bow, 1)]);
    assert!(!g.apply(Command::Fire(Step::Straight(Direction::Right))).took_turn);
    assert_eq!(said(&g).last(), Some(&Message::NoArrows));
    assert_eq!((g.turn, g.last_shot), (0, None));
}

#[test]
fn an_arrow_flies_diagonally_but_not_between_walls_touching_at_a_corner() {
    let open =
        "6 6\nW W W W W W\nW 1 . . . W\nW . . . . W\nW . . . . W\nW . . . 2 W\nW W W W W W\n\
        1. Player\n2. Mob Troll\n";
    let mut g = world(open, &[(ItemKind::Bow, 1), (ItemKind::Arrow, 2)]);
    let (_, health) = creature(&g, MobKind::Troll).expect("a troll");
    g.apply(Command::Fire(Step::Diagonal(Diagonal::DownRight)));
    let (_, after) = creature(&g, MobKind::Troll).expect("alive");
    assert!(after < health, "hit diagonally: {:?}", said(&g));
    let corner =
        "5 5\nW W W W W\nW 1 W . W\nW W . . W\nW . . 2 W\nW W W W W\n1. Player\n2. Mob Troll\n";
    let mut g = world(corner, &[(ItemKind::Bow, 1), (ItemKind::Arrow, 2)]);
    g.apply(Command::Fire(Step::Diagonal(Diagonal::DownRight)));
    assert_eq!(said(&g).last(), Some(&Message::ArrowHitsWall));
    assert_eq!(g.last_shot.map(|s| s.to), Some(Coordinates::new(1, 1)));
}
