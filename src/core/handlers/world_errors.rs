//! WorldErrors: loads world files the player picks, and when one has
//! mistakes lists every `FILE:LINE:COL` message; Escape returns to where the
//! player was, with their game untouched.

use crate::core::app_state::WorldSource;
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::key::Key;
use crate::core::state::{GameState, ReturnTo, State};
use crate::core::worlds;
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Rect, TextStyle};

/// The error screen and the world-file loader.
#[derive(Debug, Default)]
pub struct WorldErrors;

impl EventHandler for WorldErrors {
    fn name(&self) -> &'static str {
        "WorldErrors"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        match (event, ctx.app.state) {
            (Event::WorldFileLoaded { name, text }, state) => {
                let source = WorldSource::File { name: name.clone(), text: text.clone() };
                worlds::request_start(ctx.app, source, state)
            }
            (Event::KeyDown { code: Key::Escape, .. }, State::WorldErrors { back }) => {
                ctx.consume();
                Some(match back {
                    ReturnTo::Game if ctx.app.session.is_some() => {
                        State::Game(GameState::CommonGame)
                    }
                    _ => State::MainMenu,
                })
            }
            (Event::Tick { .. }, State::WorldErrors { .. }) => {
                draw(ctx);
                None
            }
            _ => None,
        }
    }
}

fn draw(ctx: &mut Context<'_>) {
    let lines = &ctx.app.world_errors;
    let p = &mut *ctx.painter;
    let (w, h) = p.size();
    let l = Layout::new(w, h);
    p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(Color::rgba(10, 6, 12, 235)));
    let title = TextStyle::new(l.u(34.0), theme::HEALTH).bold();
    let margin = l.u(48.0);
    p.draw_text("This world file has mistakes", margin, margin, &title);
    let body = TextStyle::new(l.u(16.0), theme::TEXT).mono();
    let line_h = l.u(22.0);
    let room = ((h - margin * 2.0 - l.u(110.0)) / line_h).max(1.0) as usize;
    for (i, line) in lines.iter().take(room).enumerate() {
        let color = if line.contains(": warning:") { theme::GOLD } else { theme::TEXT };
        p.draw_text(
            line,
            margin,
            margin + l.u(60.0) + line_h * i as f64,
            &TextStyle { color, ..body },
        );
    }
    if lines.len() > room {
        let more = format!("… and {} more", lines.len() - room);
        p.draw_text(&more, margin, margin + l.u(60.0) + line_h * room as f64, &body);
    }
    let hint = TextStyle::new(l.u(16.0), theme::MUTED).aligned(Align::Left, Baseline::Top);
    p.draw_text("Escape — back (your game is safe)", margin, h - margin, &hint);
}
