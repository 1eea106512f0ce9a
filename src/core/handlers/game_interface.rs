//! GameInterface: the HUD of the game on screen (playing or dead): health in
//! red, attack, armor, level, experience, turn, seed; the inventory bar; the
//! message log, each message fading with its age. The keys are the playing
//! screen's (`CommonGame`).

use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::hud;
use crate::core::state::State;

/// HUD, inventory and messages.
#[derive(Debug, Default)]
pub struct GameInterface {
    /// When each message was first shown, to fade it with age.
    message_times: Vec<f64>,
    generation: u64,
}

impl EventHandler for GameInterface {
    fn name(&self) -> &'static str {
        "GameInterface"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        let Event::Tick { now_ms } = *event else { return None };
        if !ctx.state.shows_game() {
            return None;
        }
        let session = ctx.app.session.as_ref()?;
        if session.generation != self.generation {
            self.generation = session.generation;
            self.message_times.clear();
        }
        let count = session.game.log.len();
        self.message_times.truncate(count);
        while self.message_times.len() < count {
            self.message_times.push(now_ms);
        }
        hud::draw_stats(ctx.painter, session);
        hud::draw_inventory(ctx.painter, &session.game.player);
        hud::draw_messages(ctx.painter, &session.game.log, &self.message_times, now_ms);
        None
    }
}
