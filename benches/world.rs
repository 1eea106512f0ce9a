//! World benchmarks: one player turn in a big world, and drawing a frame.

use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion};
use roguelike::game::{
    new_item, write_save, Command, Coordinates, Creature, Direction, DroppedItem, Game, GameWorld,
    ItemKind, MobKind, Replay, SaveFile, SourceRecord, Wall, WorldView,
};
use roguelike::render::{RecordingPainter, Rect};

/// 100 000 items: 1 000 within the update radius of the player, the rest far away.
fn big_world() -> Game {
    let mut world = GameWorld::new(Coordinates::ZERO);
    let mut placed = 0;
    'near: for y in -10..=10 {
        for x in -10..=10 {
            for _ in 0..3 {
                if placed == 1_000 {
                    break 'near;
                }
                if (x, y) != (0, 0) && (x, y) != (1, 0) {
                    world
                        .add(Box::new(DroppedItem::new(
                            Coordinates::new(x, y),
                            new_item(ItemKind::Sword),
                        )))
                        .ok();
                    placed += 1;
                }
            }
        }
    }
    for i in 0..99_000 {
        let at = Coordinates::new(1_000 + i % 500, 1_000 + i / 500);
        world.add(Box::new(DroppedItem::new(at, new_item(ItemKind::GoldenApple)))).ok();
    }
    Game::new(world, 1)
}

fn turn(c: &mut Criterion) {
    let game = std::cell::RefCell::new(big_world());
    c.bench_function("turn: 100k objects, 1k in radius", |b| {
        let mut right = true;
        b.iter(|| {
            // Step back and forth between two empty cells.
            let d = if right { Direction::Right } else { Direction::Left };
            right = !right;
            black_box(game.borrow_mut().apply(Command::Move(d)))
        })
    });
}

fn draw(c: &mut Criterion) {
    for side in [10, 3_163] {
        let rows: Vec<String> = (0..side)
            .map(|y| (0..side).map(|x| if (x * 7 + y * 3) % 5 == 0 { '#' } else { '.' }).collect())
            .collect();
        let rows: Vec<&str> = rows.iter().map(String::as_str).collect();
        let mut world = GameWorld::new(Coordinates::new(side / 2, side / 2));
        world.add(Box::new(Wall::from_rows(Coordinates::ZERO, &rows))).ok();
        let game = Game::new(world, 1);
        let view = WorldView {
            area: Rect::new(0.0, 0.0, 1920.0, 1080.0),
            center: (f64::from(side / 2), f64::from(side / 2)),
            tile: 64.0,
            now_ms: 0.0,
            darkness_radius: 7.0,
        };
        c.bench_function(&format!("draw frame: world of {} cells", side * side), |b| {
            b.iter_batched(
                || RecordingPainter::new(1920.0, 1080.0),
                |mut p| {
                    game.draw(&mut p, &view);
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
    let mut world = GameWorld::new(Coordinates::ZERO);
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
    let mut game = Game::new(world, 3);
    game.set_update_radius(20);
    game
}

fn mob_turn(c: &mut Criterion) {
    c.bench_function("turn: 1000 mobs in radius", |b| {
        b.iter_batched(crowd, |mut game| game.apply(Command::Wait), BatchSize::LargeInput)
    });
}

/// What the page does after every turn besides the turn itself: the replay's
/// checksum and the autosave, in the 100 000-object world.
fn after_turn(c: &mut Criterion) {
    let game = big_world();
    c.bench_function("checksum: 100k objects", |b| b.iter(|| black_box(&game).checksum()));
    let source = SourceRecord::Builtin { name: "bench".into() };
    let replay = Replay::new(source.clone(), 1);
    c.bench_function("save text: 100k objects", |b| {
        b.iter(|| {
            write_save(&SaveFile::new(source.clone(), black_box(&game), replay.clone())).len()
        })
    });
}

criterion_group!(benches, turn, draw, mob_turn, after_turn);
criterion_main!(benches);
