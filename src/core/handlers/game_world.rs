//! GameWorld: draws the world of the game on screen (playing, looking,
//! ended) through a camera that glides after the player, and notes where it
//! drew it for the screens on top (the look cursor). Moving is the playing
//! screen's (`CommonGame`).

use crate::content::Content;
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::state::State;
use crate::render::{draw_debug, draw_world, WorldView};
use crate::render::{Camera, Layout, Rect};

/// The world view and its camera, kept across trips to the menu.
#[derive(Debug)]
pub struct GameWorld {
    camera: Camera,
    generation: u64,
}

impl Default for GameWorld {
    fn default() -> Self {
        GameWorld { camera: Camera::at(0.0, 0.0), generation: 0 }
    }
}

impl EventHandler for GameWorld {
    fn name(&self) -> &'static str {
        "GameWorld"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        let Event::Tick { now_ms } = *event else { return None };
        if !ctx.state.shows_game() {
            return None;
        }
        let dt = ctx.app.clock.delta_ms();
        let session = ctx.app.session.as_ref()?;
        let p = session.game.player.coordinates;
        let (tx, ty) = (f64::from(p.x), f64::from(p.y));
        // Reduced motion: the camera jumps onto the player, never glides.
        if session.generation != self.generation || ctx.app.options.reduced_motion {
            self.generation = session.generation;
            self.camera.snap_to(tx, ty);
        } else {
            self.camera.follow(tx, ty, dt);
        }
        let (w, h) = ctx.painter.size();
        let layout = Layout::of(ctx.painter);
        let view = WorldView {
            area: Rect::new(0.0, 0.0, w, h),
            center: (self.camera.x, self.camera.y),
            tile: layout.tile,
            now_ms,
            darkness_radius: f64::from(Content::get().world.darkness_radius),
            high_contrast: ctx.app.options.high_contrast,
            reduced_motion: ctx.app.options.reduced_motion,
        };
        draw_world(&session.game, ctx.painter, &view);
        if ctx.app.debug.visible {
            draw_debug(&session.game, ctx.painter, &view, ctx.app.debug.cheat);
        }
        ctx.app.world_view = Some(view);
        None
    }
}
