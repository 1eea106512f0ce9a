//! LevelUp: shows the level-up message with the stat gains, fading out over
//! about two seconds.

use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::state::State;
use crate::game::GameEvent;
use crate::locale::phrase_with;
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Rect, TextStyle};

/// How long the banner stays, ms.
const SHOW_MS: f64 = 2200.0;

/// The banner being shown.
#[derive(Debug, Clone, PartialEq)]
struct Banner {
    title: String,
    detail: String,
    since_ms: f64,
}

/// Draws the level-up banner.
#[derive(Debug, Default)]
pub struct LevelUp {
    banner: Option<Banner>,
}

impl EventHandler for LevelUp {
    fn name(&self) -> &'static str {
        "LevelUp"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        match event {
            Event::Game(GameEvent::LevelUp {
                level,
                previous_attack,
                attack,
                previous_armor,
                armor,
                ..
            }) => {
                self.banner = Some(Banner {
                    title: phrase_with("level_up_title", &[("level", (*level).into())]),
                    detail: phrase_with(
                        "level_up_numbers",
                        &[
                            ("previous_attack", (*previous_attack).into()),
                            ("attack", (*attack).into()),
                            ("previous_armor", (*previous_armor).into()),
                            ("armor", (*armor).into()),
                        ],
                    ),
                    since_ms: ctx.app.clock.now_ms,
                });
            }
            Event::Tick { now_ms } if ctx.state.shows_game() => {
                let Some(banner) = &self.banner else { return None };
                let age = now_ms - banner.since_ms;
                let show_ms = SHOW_MS * ctx.app.options.message_speed.factor();
                if !(0.0..show_ms).contains(&age) {
                    self.banner = None;
                    return None;
                }
                // Full strength for the first half, then a smooth fade.
                let t = (age / show_ms - 0.5).max(0.0) * 2.0;
                let alpha = if ctx.app.options.reduced_motion { 1.0 } else { 1.0 - t * t };
                let p = &mut *ctx.painter;
                let (w, h) = p.size();
                let l = Layout::of(p);
                let band = Rect::new(0.0, h * 0.22, w, l.u(92.0));
                p.set_alpha(alpha);
                p.fill_rect(
                    band,
                    &Fill::Linear {
                        from: (0.0, 0.0),
                        to: (w, 0.0),
                        stops: vec![
                            (0.0, Color::rgba(0, 0, 0, 0)),
                            (0.5, Color::rgba(20, 14, 6, 210)),
                            (1.0, Color::rgba(0, 0, 0, 0)),
                        ],
                    },
                );
                let center = TextStyle::new(l.u(40.0), theme::GOLD)
                    .aligned(Align::Center, Baseline::Top)
                    .bold();
                p.draw_text(&banner.title, w / 2.0, band.y + l.u(8.0), &center);
                let detail =
                    TextStyle::new(l.u(18.0), theme::TEXT).aligned(Align::Center, Baseline::Top);
                p.draw_text(&banner.detail, w / 2.0, band.y + l.u(58.0), &detail);
                p.set_alpha(1.0);
            }
            _ => {}
        }
        None
    }
}
