//! Benchmarks of sight: a radius-10 field of view and a distance-10 line of sight on
//! a 64×64 random map stored the way a real world would store it (a dense grid).

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use roguelike::game::{field_of_view, line_of_sight, Coordinates, GameRng, GridMap};

/// A square map with a dense wall grid; everything outside counts as wall.
struct DenseMap {
    size: i32,
    walls: Vec<bool>,
}

impl DenseMap {
    fn random(size: i32, wall_chance: f64, seed: u64) -> DenseMap {
        let mut rng = GameRng::new(seed, 0);
        let walls = (0..size * size).map(|_| rng.chance(wall_chance)).collect();
        DenseMap { size, walls }
    }
}

impl GridMap for DenseMap {
    fn is_opaque(&self, cell: Coordinates) -> bool {
        if !(0..self.size).contains(&cell.x) || !(0..self.size).contains(&cell.y) {
            return true;
        }
        self.walls[(cell.y * self.size + cell.x) as usize]
    }

    fn is_occupied(&self, _cell: Coordinates) -> bool {
        false
    }
}

fn sight(c: &mut Criterion) {
    let map = DenseMap::random(64, 0.2, 42);
    let centre = Coordinates::new(32, 32);
    c.bench_function("field_of_view r10 on 64x64, 20% walls", |b| {
        b.iter(|| field_of_view(black_box(&map), black_box(centre), black_box(10)))
    });
    let open = DenseMap::random(64, 0.0, 42);
    c.bench_function("field_of_view r10 on 64x64, open", |b| {
        b.iter(|| field_of_view(black_box(&open), black_box(centre), black_box(10)))
    });
    // A clear diagonal-ish line, so the whole length is traced both ways' first pass.
    let far = Coordinates::new(40, 38);
    c.bench_function("line_of_sight distance 10, open", |b| {
        b.iter(|| line_of_sight(black_box(&open), black_box(centre), black_box(far)))
    });
    c.bench_function("line_of_sight distance 10, 20% walls", |b| {
        b.iter(|| line_of_sight(black_box(&map), black_box(centre), black_box(far)))
    });
}

criterion_group!(benches, sight);
criterion_main!(benches);
