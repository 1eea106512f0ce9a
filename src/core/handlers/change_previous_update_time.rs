//! ChangePreviousUpdateTime: the last handler of every frame records the
//! frame's time, so the next frame's animations know how long has passed.

use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::state::State;

/// Records the time of the frame just drawn.
#[derive(Debug, Default)]
pub struct ChangePreviousUpdateTime;

impl EventHandler for ChangePreviousUpdateTime {
    fn name(&self) -> &'static str {
        "ChangePreviousUpdateTime"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        if let Event::Tick { now_ms } = *event {
            ctx.app.clock.previous_ms = now_ms;
        }
        None
    }
}
