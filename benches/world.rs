//! World benchmarks: one player turn in a big world, and drawing a frame.

use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion};
use roguelike::bench_scenes::{items_world, Shuttle};
use roguelike::game::{
    write_save, Command, Coordinates, Creature, DroppedItem, Game, GameWorld, ItemKind, MobKind,
    Player, Replay, SaveFile, SourceRecord, Wall,
};
use roguelike::render::{draw_world, RecordingPainter, Rect, WorldView};

fn turn(c: &mut Criterion) {
    // The same scenes `make bench-web` times in wasm.
    for objects in [1_000, 10_000, 100_000] {
        let mut game = items_world(objects);
        let mut shuttle = Shuttle::default();
        c.bench_function(&format!("turn: {objects} objects, up to 1k in radius"), |b| {
            b.iter(|| black_box(shuttle.step(&mut game)))
        });
    }
}

fn draw(c: &mut Criterion) {
    for side in [10, 3_163] {
        let rows: Vec<String> = (0..side)
            .map(|y| (0..side).map(|x| if (x * 7 + y * 3) % 5 == 0 { '#' } else { '.' }).collect())
            .collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let mut world = GameWorld::new();
        world.add(Box::new(Wall::from_rows(Coordinates::ZERO, &rows))).ok();
        let game = Game::new(world, Player::new(Coordinates::new(side / 2, side / 2)), 1);
        let view = WorldView {
            area: Rect::new(0.0, 0.0, 1920.0, 1080.0),
            center: (f64::from(side / 2), f64::from(side / 2)),
            tile: 64.0,
            now_ms: 0.0,
            darkness_radius: 7.0,
            high_contrast: false,
            reduced_motion: false,
            tileset: None,
        };
        c.bench_function(&format!("draw frame: world of {} cells", side * side), |b| {
            b.iter_batched(
                || RecordingPainter::new(1920.0, 1080.0),
                |mut p| {
                    draw_world(&game, &mut p, &view, &mut Default::default());
                    p.calls.len()
                },
                BatchSize::SmallInput,
            )
        });
    }
}

/// 1 000 mobs of every kind within the update radius (20 here: 1 000 mobs do
/// not fit in the 21 × 21 square of the default 10), around a pillared hall.
fn crowd() -> Game {
    let mut world = GameWorld::new();
    let mut rows = Vec::new();
    for y in -30..=30i32 {
        let row: String = (-30..=30)
            .map(|x: i32| {
                let edge = x.abs() == 30 || y.abs() == 30;
                let pillar = x % 6 == 3 && y % 6 == 3;
                if edge || pillar {
                    '#'
                } else {
                    '.'
                }
            })
            .collect();
        rows.push(row);
    }
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
    world.add(Box::new(Wall::from_rows(Coordinates::new(-30, -30), &rows))).ok();
    let kinds = [MobKind::Robot, MobKind::Wizard, MobKind::Ghost, MobKind::Mimic];
    let mut placed = 0;
    'fill: for y in -20..=20 {
        for x in -20..=20 {
            let c = Coordinates::new(x, y);
            if placed == 1_000 {
                break 'fill;
            }
            if c.chebyshev(Coordinates::ZERO) < 2 || world.is_wall(c) || (x + y) % 5 == 0 {
                continue;
            }
            world.add(Box::new(Creature::new(kinds[placed % 4], c, None))).ok();
            placed += 1;
        }
    }
    assert_eq!(placed, 1_000, "the crowd fits");
    let mut game = Game::new(world, Player::new(Coordinates::ZERO), 3);
    game.set_update_radius(20);
    game
}

/// 10 creatures and `items` items, all within the update radius of a
/// player nobody can hurt and who hurts nobody, so every turn is alike.
fn ten_mobs_and_items(items: usize) -> Game {
    let mut world = GameWorld::new();
    for k in 0..10 {
        let at = Coordinates::new(-8 + 2 * (k % 5), if k < 5 { -6 } else { 6 });
        world.add(Box::new(Creature::new(MobKind::Wizard, at, None))).ok();
    }
    for i in 0..items {
        let at = Coordinates::new(-9 + (i % 19) as i32, -9 + (i / 19 % 19) as i32);
        world.add(Box::new(DroppedItem::new(at, ItemKind::Sword))).ok();
    }
    let mut player = Player::new(Coordinates::ZERO);
    player.base_attack = 0;
    player.base_armor = 1_000;
    Game::new(world, player, 5)
}

fn turn_with_items(c: &mut Criterion) {
    for items in [0, 10_000, 100_000] {
        let game = std::cell::RefCell::new(ten_mobs_and_items(items));
        c.bench_function(&format!("turn: 10 mobs, {items} items in radius"), |b| {
            b.iter(|| black_box(game.borrow_mut().apply(Command::Wait)))
        });
    }
}

fn mob_turn(c: &mut Criterion) {
    c.bench_function("turn: 1000 mobs in radius", |b| {
        b.iter_batched(crowd, |mut game| game.apply(Command::Wait), BatchSize::LargeInput)
    });
}

/// What the page does after every turn besides the turn itself: the replay's
/// checksum and the autosave, in the 100 000-object world.
fn after_turn(c: &mut Criterion) {
    let game = items_world(100_000);
    c.bench_function("checksum: 100k objects", |b| b.iter(|| black_box(&game).checksum()));
    let source = SourceRecord::Builtin { name: "bench".into() };
    let replay = Replay::new(source.clone(), 1);
    c.bench_function("save text: 100k objects", |b| {
        b.iter(|| {
            write_save(&SaveFile::new(source.clone(), black_box(&game), replay.clone())).len()
        })
    });
}

criterion_group!(benches, turn, turn_with_items, draw, mob_turn, after_turn);
criterion_main!(benches);
