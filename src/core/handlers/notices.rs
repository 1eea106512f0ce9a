//! Notices: short messages from the app itself ("World exported as …",
//! "Cannot save: storage is full"), shown at the top for a few seconds in
//! any state.

use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::state::State;
use crate::render::{theme, Align, Baseline, Fill, Layout, Rect, TextStyle};

/// How long a notice stays, ms.
const SHOW_MS: f64 = 3500.0;

/// Draws the current notice.
#[derive(Debug, Default)]
pub struct Notices;

impl EventHandler for Notices {
    fn name(&self) -> &'static str {
        "Notices"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        let Event::Tick { now_ms } = *event else { return None };
        let Some(notice) = &ctx.app.notice else { return None };
        let age = now_ms - notice.since_ms;
        if age > SHOW_MS {
            ctx.app.notice = None;
            return None;
        }
        let alpha = ((SHOW_MS - age) / 500.0).clamp(0.0, 1.0);
        let p = &mut *ctx.painter;
        let (w, h) = p.size();
        let l = Layout::new(w, h);
        let style = TextStyle::new(l.u(17.0), theme::TEXT).aligned(Align::Center, Baseline::Middle);
        let width = p.measure_text(&notice.text, &style) + l.u(40.0);
        let rect = Rect::new(((w - width) / 2.0).round(), l.u(14.0), width.round(), l.u(38.0));
        p.set_alpha(alpha);
        p.fill_rect(rect, &Fill::Solid(theme::PANEL));
        p.stroke_rect(rect, theme::GOLD, l.u(2.0).max(1.0));
        let (cx, cy) = rect.center();
        p.draw_text(&notice.text, cx, cy, &style);
        p.set_alpha(1.0);
        None
    }
}
