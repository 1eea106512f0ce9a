//! DebugInfo: F3 toggles an overlay with frame rate, tick delta, the last key,
//! the state, the number of events dispatched, and what acted last turn.

use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::key::Key;
use crate::core::state::State;
use crate::render::{theme, Color, Fill, Layout, Rect, TextStyle};

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
            Event::KeyDown { code, repeat, modifiers } => {
                if !modifiers.is_shortcut() {
                    ctx.app.debug.last_key = Some(code);
                }
                if code == Key::F3 && !repeat {
                    ctx.app.debug.visible = !ctx.app.debug.visible;
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
        let mut lines = vec![
            format!("FPS {:.0}", self.fps),
            format!("tick Δ {:.1} ms", self.delta_ms),
            format!("last key {}", app.debug.last_key.map_or("-".into(), Key::label)),
            format!("state {}", ctx.state.screen_name()),
            format!("events {}", app.debug.events_dispatched),
        ];
        if let Some(session) = &app.session {
            lines.extend(session.game.debug_lines());
        }
        let p = &mut *ctx.painter;
        let (w, h) = p.size();
        let l = Layout::new(w, h);
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
