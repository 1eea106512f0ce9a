//! Notices: short messages from the app itself ("World exported as …",
//! "Cannot save: storage is full"), shown at the top for a few seconds in
//! any state (longer or shorter at the player's message speed).

use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::state::State;
use crate::render::{theme, Align, Baseline, Fill, Layout, Rect, TextStyle};

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
        let show_ms = ctx.app.notice_ms();
        if age > show_ms {
            ctx.app.notice = None;
            return None;
        }
        // The last half second fades out, unless motion is reduced.
        let alpha = if ctx.app.options.reduced_motion {
            1.0
        } else {
            ((show_ms - age) / 500.0).clamp(0.0, 1.0)
        };
        let p = &mut *ctx.painter;
        let (w, _) = p.size();
        let l = Layout::of(p);
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
