//! World invariants: the spatial index stays equal to one rebuilt from
//! scratch through random place / move / remove sequences, and drawing
//! follows the screen, not the world.
#![cfg(not(target_arch = "wasm32"))]

use roguelike::game::{
    Command, Coordinates, Direction, DroppedItem, Game, GameRng, GameWorld, ItemKind, Message,
    ObjectId, Player, Wall,
};
use roguelike::render::{draw_world, DrawnPiles, RecordingPainter, Rect, WorldView};

#[test]
fn index_matches_a_rebuild_after_10_000_random_operations() {
    let mut rng = GameRng::new(2024, 0);
    let mut world = GameWorld::new();
    let mut live: Vec<ObjectId> = Vec::new();
    let mut walls: Vec<ObjectId> = Vec::new();
    let random_cell = |rng: &mut GameRng| {
        Coordinates::new(rng.range_inclusive(-40, 40), rng.range_inclusive(-40, 40))
    };
    for step in 0..10_000 {
        match rng.below(10) {
            0..=3 => {
                let at = random_cell(&mut rng);
                let kind = *rng.choose(&ItemKind::ALL).expect("kinds");
                live.push(world.add(Box::new(DroppedItem::new(at, kind))).expect("items place"));
            }
            4..=6 if !live.is_empty() => {
                let id = live[rng.below(live.len() as u32) as usize];
                let to = random_cell(&mut rng);
                assert!(world.move_object(id, to));
            }
            7..=8 if !live.is_empty() => {
                let i = rng.below(live.len() as u32) as usize;
                let id = live.swap_remove(i);
                assert!(world.remove(id).is_some());
                assert!(world.remove(id).is_none(), "a stale id removes nothing");
            }
            _ => {
                if rng.chance(0.5) && !walls.is_empty() {
                    let id = walls.swap_remove(0);
                    world.remove(id);
                } else {
                    let at = random_cell(&mut rng) * 3;
                    let wall = Wall::from_rows(at, &["##", "#."]);
                    if let Ok(id) = world.add(Box::new(wall)) {
                        walls.push(id);
                    }
                }
            }
        }
        if step % 500 == 0 {
            assert!(world.index_is_consistent(), "index diverged at step {step}");
        }
    }
    assert!(world.index_is_consistent());
    assert_eq!(world.len(), live.len() + walls.len());
}

#[test]
fn overlapping_walls_are_refused() {
    let mut world = GameWorld::new();
    world.add(Box::new(Wall::from_rows(Coordinates::new(0, 0), &["###"]))).expect("first");
    let err =
        world.add(Box::new(Wall::from_rows(Coordinates::new(2, 0), &["##"]))).expect_err("overlap");
    assert_eq!(err.to_string(), "a wall already stands at (2, 0)");
    assert_eq!(world.wall_cells(), 3);
}

fn frame_calls(wall_side: i32) -> usize {
    let mut rows = Vec::new();
    for y in 0..wall_side {
        rows.push(
            (0..wall_side).map(|x| if (x + y) % 3 == 0 { '#' } else { '.' }).collect::<String>(),
        );
    }
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    let center = Coordinates::new(wall_side / 2, wall_side / 2 + 1);
    let mut world = GameWorld::new();
    world.add(Box::new(Wall::from_rows(Coordinates::ZERO, &rows))).expect("wall");
    let game = Game::new(world, Player::new(center), 1);
    let mut painter = RecordingPainter::new(1366.0, 768.0);
    let view = WorldView {
        area: Rect::new(0.0, 0.0, 1366.0, 768.0),
        center: (f64::from(center.x), f64::from(center.y)),
        tile: 48.0,
        now_ms: 0.0,
        darkness_radius: 7.0,
        high_contrast: false,
        reduced_motion: false,
        tileset: None,
    };
    draw_world(&game, &mut painter, &view, &mut Default::default());
    painter.calls.len()
}

#[test]
fn drawing_cost_follows_the_screen_not_the_world() {
    // 3 600 cells against 1 000 000: both fill the screen around the player.
    let small = frame_calls(60);
    let large = frame_calls(1000);
    assert_eq!(small, large, "the same screen costs the same calls");
    // A 1366×768 screen at 48 px per cell is 30 × 18 cells (plus edges).
    assert!(small < 30 * 18 * 3, "{small} calls");
}

/// Issue 29: the page walked a cell of 100,000 items every frame (the
/// drawing took its top few, but every item's look was asked to find them).
/// A big pile is walked once while the level stays as it was, drawn the same
/// from what was kept, and walked again after any change.
#[test]
fn a_big_pile_is_walked_once_a_change_not_once_a_frame() {
    let pile = Coordinates::new(2, 1);
    let mut world = GameWorld::new();
    for i in 0..1_000 {
        let kind = if i % 7 == 0 { ItemKind::Shield } else { ItemKind::Sword };
        world.add(Box::new(DroppedItem::new(pile, kind))).expect("item");
    }
    let mut game = Game::new(world, Player::new(Coordinates::new(1, 1)), 1);
    let view = WorldView {
        area: Rect::new(0.0, 0.0, 640.0, 480.0),
        center: (1.0, 1.0),
        tile: 48.0,
        now_ms: 0.0,
        darkness_radius: 0.0,
        high_contrast: false,
        reduced_motion: false,
        tileset: None,
    };
    let frame = |game: &Game, piles: &mut DrawnPiles| {
        let mut painter = RecordingPainter::new(640.0, 480.0);
        draw_world(game, &mut painter, &view, piles);
        painter.calls
    };
    let mut piles = DrawnPiles::default();
    let first = frame(&game, &mut piles);
    for _ in 0..10 {
        assert_eq!(frame(&game, &mut piles), first, "a kept pile draws as it was drawn");
    }
    assert_eq!(piles.walks(), 1, "ten more frames, no change: no walk");
    assert_eq!(first, frame(&game, &mut DrawnPiles::default()), "kept or walked, the same");
    // The player steps onto the pile: every item is touched (a full pack
    // or not), the level changes, and the next frame walks it again.
    game.player.coordinates = pile;
    let some_item = game.world().ids_at(pile)[0];
    let _ = game.world_mut().get_mut(some_item);
    let after = frame(&game, &mut piles);
    assert_eq!(piles.walks(), 2, "a change is walked again");
    assert_eq!(after, frame(&game, &mut DrawnPiles::default()));
}

/// Issue 29: a full pack stepping onto a pile of items handed every item
/// out mutably, so the level changed 1,000 times over (every item hashed
/// again, the pile walked again) for a step that changes none of them. It
/// still says "no room" for each, as the log (and replays' checksums) hold.
#[test]
fn a_full_pack_onto_a_pile_changes_no_item() {
    let pile = Coordinates::new(2, 1);
    let mut world = GameWorld::new();
    for _ in 0..1_000 {
        world.add(Box::new(DroppedItem::new(pile, ItemKind::Sword))).expect("item");
    }
    let mut game = Game::new(world, Player::new(Coordinates::new(1, 1)), 1);
    let mut pieces = 0;
    while game.player.inventory.add(roguelike::game::new_item(ItemKind::Shield)).is_ok() {
        pieces += 1;
        assert!(pieces < 1_000, "a pack without end");
    }
    let (revision, said) = (game.world().revision(), game.log.len());
    game.apply(Command::Move(Direction::Right));
    assert_eq!(game.player.coordinates, pile);
    assert_eq!(game.world().revision(), revision, "no item changed");
    assert_eq!(game.world().ids_at(pile).len(), 1_000);
    let full = game.log.all()[said..]
        .iter()
        .filter(|e| e.message == Message::PackFull { item: ItemKind::Sword })
        .count();
    assert_eq!(full, 1_000, "each item says there is no room, as before");
}
