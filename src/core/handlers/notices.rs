//! Notices: short messages from the app itself ("World exported as …",
//! "Cannot save: storage is full"), shown at the top for a few seconds in
//! any state (longer or shorter at the player's message speed).

use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::state::State;
use crate::render::{theme, Align, Baseline, Fill, Layout, Painter, Rect, TextStyle};

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
        let band = NoticeBand::of(p, &notice.text);
        p.set_alpha(alpha);
        p.fill_rect(band.rect, &Fill::Solid(theme::PANEL));
        let l = Layout::of(p);
        p.stroke_rect(band.rect, theme::GOLD, l.u(2.0).max(1.0));
        let (cx, _) = band.rect.center();
        for (i, line) in band.lines.iter().enumerate() {
            let y = band.rect.y + band.pad + band.line_h * (i as f64 + 0.5);
            p.draw_text(line, cx, y, &band.style);
        }
        p.set_alpha(1.0);
        None
    }
}

/// Where a notice is drawn: a panel at the top, centred, its text broken
/// into lines no wider than the screen allows (a long notice, such as the
/// one naming where a save was kept aside, would otherwise run off both
/// sides of a small screen). The main menu starts its title below it.
#[derive(Clone, Debug, PartialEq)]
pub struct NoticeBand {
    /// The panel.
    pub rect: Rect,
    /// The text's lines.
    pub lines: Vec<String>,
    /// Their style (centred on each line's middle).
    pub style: TextStyle,
    /// A line's height.
    pub line_h: f64,
    /// Room above the first line and below the last.
    pub pad: f64,
}

impl NoticeBand {
    /// The band of notice `text` on painter `p`'s screen.
    pub fn of(p: &mut dyn Painter, text: &str) -> NoticeBand {
        let (w, _) = p.size();
        let l = Layout::of(p);
        let style = TextStyle::new(l.u(17.0), theme::TEXT).aligned(Align::Center, Baseline::Middle);
        let room = (w - l.u(64.0)).min(l.u(1100.0)).max(l.u(40.0));
        let lines = crate::render::wrap_to_width(p, text, &style, room);
        // A word wider than the room (a long key) is drawn smaller.
        let widest = lines.iter().map(|line| p.measure_text(line, &style)).fold(0.0, f64::max);
        let style = if widest > room { p.fitted(text, &style, room) } else { style };
        let widest = widest.min(room);
        let (line_h, pad) = (l.u(24.0), l.u(7.0));
        let width = (widest + l.u(40.0)).round();
        let height = (line_h * lines.len() as f64 + pad * 2.0).round();
        let rect = Rect::new(((w - width) / 2.0).round(), l.u(14.0).round(), width, height);
        NoticeBand { rect, lines, style, line_h, pad }
    }
}
