//! World benchmarks: one player turn in a big world, and drawing a frame.

use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion};
use roguelike::game::{
    new_item, Command, Coordinates, Direction, DroppedItem, Game, GameWorld, ItemKind, Wall,
    WorldView,
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

criterion_group!(benches, turn, draw);
criterion_main!(benches);
