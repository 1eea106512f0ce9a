//! Drawing the world (the seed's composite: the world draws the objects on
//! each cell, a dropped item draws its item). Only cells on screen are
//! visited, so the cost follows the screen, not the world.

use super::coordinates::Coordinates;
use super::game::Game;
use super::object::{GameObject, Look, ObjectKind};
use crate::render::{Color, ColorStop, Fill, Painter, Rect, Texture};

/// Where and how to draw the world.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WorldView {
    /// The screen area, device pixels.
    pub area: Rect,
    /// The camera centre, in cells (fractional while gliding).
    pub center: (f64, f64),
    /// Side of a cell, device pixels (a whole number).
    pub tile: f64,
    /// Milliseconds since start, for animation.
    pub now_ms: f64,
    /// Radius of the darkness vignette, in cells.
    pub darkness_radius: f64,
}

impl WorldView {
    /// The screen x of the left edge of column 0 and y of the top of row 0,
    /// rounded once so every cell lands on whole pixels and tiles never seam.
    fn origin(&self) -> (f64, f64) {
        let (cx, cy) = self.area.center();
        (
            (cx - (self.center.0 + 0.5) * self.tile).round(),
            (cy - (self.center.1 + 0.5) * self.tile).round(),
        )
    }

    /// The screen rectangle of `cell`.
    pub fn cell_rect(&self, cell: Coordinates) -> Rect {
        let (ox, oy) = self.origin();
        Rect::new(
            ox + f64::from(cell.x) * self.tile,
            oy + f64::from(cell.y) * self.tile,
            self.tile,
            self.tile,
        )
    }

    /// The range of cells at least partly on screen: (min, max) inclusive.
    pub fn visible_cells(&self) -> (Coordinates, Coordinates) {
        let (ox, oy) = self.origin();
        let x0 = ((self.area.x - ox) / self.tile).floor() as i32;
        let y0 = ((self.area.y - oy) / self.tile).floor() as i32;
        let x1 = ((self.area.x + self.area.w - ox) / self.tile).ceil() as i32;
        let y1 = ((self.area.y + self.area.h - oy) / self.tile).ceil() as i32;
        (Coordinates::new(x0, y0), Coordinates::new(x1, y1))
    }
}

/// A cheap stable hash of a cell, to scatter floor variants.
fn cell_noise(c: Coordinates) -> u32 {
    let mut h = (c.x as u32).wrapping_mul(0x9E37_79B1) ^ (c.y as u32).wrapping_mul(0x85EB_CA77);
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^ (h >> 12)
}

/// Drawing order on a cell: items under creatures.
fn layer(kind: ObjectKind) -> u8 {
    match kind {
        ObjectKind::Wall => 0,
        ObjectKind::Item(_) => 1,
        ObjectKind::Mob(_) => 2,
    }
}

impl Game {
    /// Draws the world as seen through `view`.
    pub fn draw(&self, painter: &mut dyn Painter, view: &WorldView) {
        let (lo, hi) = view.visible_cells();
        let world = &self.world;
        let mut here: Vec<&dyn GameObject> = Vec::new();
        for y in lo.y..=hi.y {
            for x in lo.x..=hi.x {
                let cell = Coordinates::new(x, y);
                let Some(visibility) = self.visibility(cell) else { continue };
                let remembered = !visibility;
                let dest = view.cell_rect(cell);
                let look = Look {
                    now_ms: view.now_ms,
                    remembered,
                    wall_face: !world.is_wall(cell + Coordinates::new(0, 1)),
                    in_wall: world.is_wall(cell),
                };
                if let Some(wall) = world.wall_at(cell) {
                    wall.draw(painter, cell, dest, &look);
                } else {
                    let floor =
                        if cell_noise(cell) % 7 == 0 { Texture::FloorAlt } else { Texture::Floor };
                    painter.draw_texture(floor, dest);
                }
                here.clear();
                here.extend(world.ids_at(cell).iter().filter_map(|&id| world.get(id)));
                here.sort_by_key(|o| layer(o.kind()));
                for object in &here {
                    // Creatures are shown only while in view; items are remembered.
                    if remembered && matches!(object.kind(), ObjectKind::Mob(_)) {
                        continue;
                    }
                    object.draw(painter, cell, dest, &look);
                }
                if cell == world.player.coordinates {
                    painter.draw_texture(Texture::Player, dest);
                }
                if remembered {
                    painter.fill_rect(dest, &Fill::Solid(Color::rgba(6, 5, 12, 150)));
                }
            }
        }
        self.draw_vignette(painter, view);
    }

    /// The darkness around the player: clear near them, black at the radius.
    fn draw_vignette(&self, painter: &mut dyn Painter, view: &WorldView) {
        let center = view.cell_rect(self.world.player.coordinates).center();
        let outer = view.darkness_radius * view.tile;
        let dark = Color::rgb(6, 5, 12);
        let stops: Vec<ColorStop> = vec![
            (0.0, dark.with_alpha(0.0)),
            (0.55, dark.with_alpha(0.0)),
            (0.85, dark.with_alpha(0.55)),
            (1.0, dark.with_alpha(0.92)),
        ];
        painter.fill_rect(view.area, &Fill::Radial { center, inner: 0.0, outer, stops });
        // Beyond the gradient's reach the canvas repeats its last stop, so the
        // whole screen outside the radius is dark without a second fill.
    }
}

impl Game {
    /// The debug layer over the world: for every mob that acted last turn, its
    /// behaviour state above it, and the sight line traced to the player —
    /// green where it sees the player, red where a wall blocks the line.
    pub fn draw_debug(&self, painter: &mut dyn Painter, view: &WorldView) {
        use crate::render::{Align, Baseline, TextStyle};
        let player = self.world.player.coordinates;
        let style = TextStyle::new((view.tile * 0.22).max(10.0), Color::rgb(140, 255, 140))
            .aligned(Align::Center, Baseline::Alphabetic)
            .mono();
        for &id in &self.acted {
            let Some(object) = self.world.get(id) else { continue };
            let Some(mob) = object.as_mob() else { continue };
            let me = object.coordinates();
            if me.chebyshev(player) <= self.tuning.sight_radius {
                let sees = super::sight::line_of_sight(&self.world, me, player);
                let color = if sees {
                    Color::rgba(90, 255, 90, 150)
                } else {
                    Color::rgba(255, 80, 80, 110)
                };
                let (ax, ay) = view.cell_rect(me).center();
                let (bx, by) = view.cell_rect(player).center();
                let steps = me.chebyshev(player).max(1) * 3;
                let dot = (view.tile * 0.08).max(2.0);
                for i in 0..=steps {
                    let t = f64::from(i) / f64::from(steps);
                    let (x, y) = (ax + (bx - ax) * t, ay + (by - ay) * t);
                    painter.fill_rect(
                        Rect::new(x - dot / 2.0, y - dot / 2.0, dot, dot),
                        &Fill::Solid(color),
                    );
                }
            }
            let r = view.cell_rect(me);
            painter.draw_text(&mob.behaviour_state(), r.x + r.w / 2.0, r.y - 2.0, &style);
        }
    }
}
