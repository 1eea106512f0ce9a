//! DebugInfo: F3 toggles an overlay with frame rate, tick delta, the last key,
//! the state, the number of events dispatched, and what acted last turn —
//! only what the player could know. F4, while the overlay is on, makes it
//! cheat: hidden things (a disguised Mimic, creatures out of view) are shown
//! too, under a banner that says so.

use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::key::Key;
use crate::core::state::State;
use crate::locale::{phrase, phrase_with};
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Rect, TextStyle};

/// The banner over the cheating overlay, in the current language.
pub fn cheat_banner() -> String {
    phrase("debug_cheat", &[])
}

/// The overlay and its frame-rate estimate.
#[derive(Debug, Default)]
pub struct DebugInfo {
    fps: f64,
    delta_ms: f64,
}

impl EventHandler for DebugInfo {
    fn name(&self) -> &'static str {
        "DebugInfo"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        match *event {
            Event::KeyDown { code, repeat, modifiers, .. } => {
                if !modifiers.is_shortcut() {
                    ctx.app.debug.last_key = Some(code);
                }
                let debug = &mut ctx.app.debug;
                match code {
                    _ if repeat => {}
                    Key::F3 => {
                        debug.visible = !debug.visible;
                        // Closing the overlay ends the cheat: it never
                        // comes back unannounced.
                        debug.cheat = false;
                    }
                    Key::F4 if debug.visible => debug.cheat = !debug.cheat,
                    _ => {}
                }
            }
            Event::Tick { .. } => {
                self.delta_ms = ctx.app.clock.delta_ms();
                if self.delta_ms > 0.0 {
                    // An exponential average steadies the number enough to read.
                    let instant = 1000.0 / self.delta_ms;
                    self.fps =
                        if self.fps == 0.0 { instant } else { self.fps * 0.9 + instant * 0.1 };
                }
                if ctx.app.debug.visible {
                    self.draw(ctx);
                    if ctx.app.debug.cheat {
                        draw_cheat_banner(ctx);
                    }
                }
            }
            _ => {}
        }
        None
    }
}

impl DebugInfo {
    fn draw(&self, ctx: &mut Context<'_>) {
        let app = &*ctx.app;
        let last_key = app.debug.last_key.map_or("-".into(), Key::label);
        let mut lines = vec![
            phrase("debug_fps", &[("fps", &format!("{:.0}", self.fps))]),
            phrase("debug_tick", &[("ms", &format!("{:.1}", self.delta_ms))]),
            phrase("debug_last_key", &[("key", &last_key)]),
            phrase("debug_state", &[("state", ctx.state.screen_name())]),
            phrase_with("debug_events", &[("count", app.debug.events_dispatched.into())]),
        ];
        if let Some(session) = &app.session {
            lines.extend(session.game.debug_lines(app.debug.cheat));
        }
        let p = &mut *ctx.painter;
        let (w, _) = p.size();
        let l = Layout::of(p);
        let style = TextStyle::new(l.u(13.0), theme::GOOD).mono();
        let line_h = l.u(17.0);
        let width = lines.iter().map(|s| p.measure_text(s, &style)).fold(0.0, f64::max);
        let panel = Rect::new(
            w - width - l.u(28.0),
            l.u(12.0),
            width + l.u(16.0),
            line_h * lines.len() as f64 + l.u(12.0),
        );
        p.fill_rect(panel, &Fill::Solid(Color::rgba(0, 0, 0, 200)));
        p.stroke_rect(panel, theme::GOOD, 1.0);
        for (i, line) in lines.iter().enumerate() {
            p.draw_text(line, panel.x + l.u(8.0), panel.y + l.u(6.0) + line_h * i as f64, &style);
        }
    }
}

/// The banner that says the overlay shows what the player cannot know.
fn draw_cheat_banner(ctx: &mut Context<'_>) {
    let p = &mut *ctx.painter;
    let (w, _) = p.size();
    let l = Layout::of(p);
    let style = TextStyle::new(l.u(18.0), Color::rgb(255, 255, 255))
        .aligned(Align::Center, Baseline::Middle)
        .bold();
    let banner = cheat_banner();
    let width = p.measure_text(&banner, &style) + l.u(32.0);
    let band = Rect::new(((w - width) / 2.0).round(), l.u(60.0), width.round(), l.u(34.0));
    p.fill_rect(band, &Fill::Solid(Color::rgba(170, 20, 20, 230)));
    p.stroke_rect(band, Color::rgb(255, 220, 120), l.u(2.0).max(1.0));
    let (cx, cy) = band.center();
    p.draw_text(&banner, cx, cy, &style);
}
