//! GameInterface: the HUD of the game on screen (playing, looking, ended):
//! health in red, attack, armor, level, experience, turn, seed; the
//! inventory bar; the message log. The messages of the latest few turns stay
//! fully visible however long the player takes (a fight stays readable);
//! older ones fade a while after they stopped being recent
//! ([`hud::message_alpha`]). The keys are the playing screen's
//! (`CommonGame`).

use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::hud;
use crate::core::state::State;

/// HUD, inventory and messages.
#[derive(Debug, Default)]
pub struct GameInterface {
    /// When each message was last recent (said during the latest few
    /// turns), to fade it from then on.
    recent_at: Vec<f64>,
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
            self.recent_at.clear();
        }
        let game = &session.game;
        let count = game.log.len();
        self.recent_at.truncate(count);
        self.recent_at.resize(count, now_ms);
        // Only the newest messages can still be recent, and only they are shown.
        for (i, entry) in game.log.all().iter().enumerate().rev() {
            if !hud::is_recent(entry.turn, game.turn) {
                break;
            }
            self.recent_at[i] = now_ms;
        }
        let options = &ctx.app.options;
        session.mode().draw_panels(session, options, ctx.painter);
        hud::draw_messages(ctx.painter, &game.log, &self.recent_at, now_ms, options);
        None
    }
}
