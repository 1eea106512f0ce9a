//! GameWorld: draws the world of the game on screen (playing, looking,
//! ended) through a camera that glides after the player, and notes where it
//! drew it for the screens on top (the look cursor). Moving is the playing
//! screen's (`CommonGame`).

use crate::content::Content;
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::state::State;
use crate::game::Coordinates;
use crate::render::{draw_cells, draw_debug, draw_world, theme, DrawnPiles, WorldView};
use crate::render::{Align, Baseline, Camera, Color, Fill, Layout, Painter, Rect, TextStyle};

/// The world view and its camera, kept across trips to the menu.
#[derive(Debug)]
pub struct GameWorld {
    camera: Camera,
    generation: u64,
    part: Option<usize>,
    piles: DrawnPiles,
}

impl Default for GameWorld {
    fn default() -> Self {
        GameWorld {
            camera: Camera::at(0.0, 0.0),
            generation: 0,
            part: None,
            piles: DrawnPiles::default(),
        }
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
        // A mode may show a map of its own (a labyrinth's felt fragment);
        // the camera follows what it says, jumping when the map changes.
        let shown = session.mode().shown_map(session);
        let p = shown.as_ref().map_or(session.game.player.coordinates, |map| map.focus);
        let (tx, ty) = (f64::from(p.x), f64::from(p.y));
        let part = shown.as_ref().map(|map| map.part);
        // Reduced motion: the camera jumps onto the player, never glides.
        if session.generation != self.generation
            || part != self.part
            || ctx.app.options.reduced_motion
        {
            self.generation = session.generation;
            self.part = part;
            self.camera.snap_to(tx, ty);
        } else {
            self.camera.follow(tx, ty, dt);
        }
        let (w, h) = ctx.painter.size();
        let layout = Layout::of(ctx.painter);
        let tileset = session.mode().tileset(&session.game);
        let view = WorldView {
            area: Rect::new(0.0, 0.0, w, h),
            center: (self.camera.x, self.camera.y),
            tile: layout.tile,
            now_ms,
            // A mode's own map is what the player felt, not what light shows;
            // deeper in the run the light reaches less far.
            darkness_radius: match (&shown, tileset) {
                (Some(_), _) => 0.0,
                (None, Some(band)) => band.light.radius,
                (None, None) => f64::from(Content::get().world.darkness_radius),
            },
            high_contrast: ctx.app.options.high_contrast,
            reduced_motion: ctx.app.options.reduced_motion,
            tileset,
        };
        match &shown {
            Some(map) => {
                draw_cells(ctx.painter, &map.cells, &view);
                draw_labels(ctx.painter, &map.labels, &view);
            }
            None => draw_world(&session.game, ctx.painter, &view, &mut self.piles),
        }
        if ctx.app.debug.visible {
            draw_debug(&session.game, ctx.painter, &view, ctx.app.debug.cheat);
        }
        ctx.app.world_view = Some(view);
        None
    }
}

/// Words over cells (a wormhole's number): on a canvas on a dark tab in the
/// cell's lower right corner, so they read on any texture; on a terminal in
/// the cell's place.
fn draw_labels(p: &mut dyn Painter, labels: &[(Coordinates, String)], view: &WorldView) {
    let cells = p.char_cell().is_some();
    let style = TextStyle::new((view.tile * 0.42).max(10.0), theme::GOLD)
        .aligned(Align::Center, Baseline::Middle)
        .bold();
    for (cell, words) in labels {
        let dest = view.cell_rect(*cell);
        if cells {
            let (x, y) = dest.center();
            p.draw_text(words, x, y, &style);
            continue;
        }
        let size = style.size;
        let w = p.measure_text(words, &style) + size * 0.3;
        let tab = Rect::new(dest.x + dest.w - w * 0.8, dest.y + dest.h - size * 0.9, w, size);
        p.fill_rect(tab, &Fill::Solid(Color::rgba(10, 8, 14, 215)));
        let (x, y) = tab.center();
        p.draw_text(words, x, y, &style);
    }
}
