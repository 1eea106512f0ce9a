//! What the page's start costs before its first menu frame (issue 30: "≤ 150
//! ms"), driven natively as src/web/mod.rs drives it on a first visit: the
//! app built, the Load event, the options read (none stored), then the first
//! frame's tick drawn into a recording painter. `STEPS=build`, `load`,
//! `storage` or `frame` stops after that step, so `valgrind --tool=callgrind`
//! of each (instructions, which the machine's other work does not change)
//! tells what each step costs: the difference between two runs.
//!
//! `cargo run --example start_cost` (the dev profile is optimised).

use roguelike::core::{App, Event};
use roguelike::render::RecordingPainter;
use std::time::Instant;

fn main() {
    let last = std::env::var("STEPS").unwrap_or_else(|_| "frame".to_owned());
    let started = Instant::now();
    let mut app = App::new(1);
    let mut painter = RecordingPainter::new(1366.0, 768.0);
    println!("built the app: {:?}", started.elapsed());
    if last == "build" {
        return;
    }
    app.dispatch(
        Event::Load { css_width: 1366.0, css_height: 768.0, device_pixel_ratio: 1.0 },
        &mut painter,
    );
    println!("loaded: {:?}", started.elapsed());
    if last == "load" {
        return;
    }
    app.dispatch(Event::OptionsFound { text: None, prefers_reduced_motion: false }, &mut painter);
    println!("options read: {:?}", started.elapsed());
    if last == "storage" {
        return;
    }
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut painter);
    println!("first frame: {:?}, {} texts drawn", started.elapsed(), painter.texts().len());
}
