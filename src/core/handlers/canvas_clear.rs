//! CanvasClear: wipes the canvas at the start of every frame.

use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::state::State;
use crate::render::theme;

/// Clears the canvas on every `Tick`.
#[derive(Debug, Default)]
pub struct CanvasClear;

impl EventHandler for CanvasClear {
    fn name(&self) -> &'static str {
        "CanvasClear"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        if let Event::Tick { .. } = event {
            ctx.painter.clear(theme::BACKGROUND);
        }
        None
    }
}
