//! Benchmarks of sight: a radius-10 field of view and a distance-10 line of sight on
//! a 64×64 random map stored the way a real world would store it (a dense grid),
//! the same map `make bench-web` measures in wasm and with rot.js.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use roguelike::bench_scenes::DenseMap;
use roguelike::game::{field_of_view, line_of_sight, Coordinates};

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
