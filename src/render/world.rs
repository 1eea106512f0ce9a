//! Drawing the world on the canvas (the seed's composite: the world draws
//! what is on each cell, bottom layer first). Only cells on screen are
//! visited, so the cost follows the screen, not the world. The game says
//! what each cell holds as appearances; this is where they become textures.

use super::hue::hue_color;
use super::layout::TEXEL_GRID;
use super::painter::{Align, Baseline, Color, ColorStop, Fill, Painter, Rect, TextStyle, Texture};
use crate::content::{Content, Look, TileKind, Tileset};
use crate::game::{
    line_of_sight, Appearance, CellView, Coordinates, Figure, Game, Hue, ItemKind, Layer,
    Visibility,
};

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
    /// Radius of the darkness vignette, in cells; none when 0 (a lit map).
    pub darkness_radius: f64,
    /// The high-contrast palette: each creature and item carries its letter
    /// on a badge (a square for creatures, a diamond-cornered one for items).
    pub high_contrast: bool,
    /// Nothing moves on its own (items do not bob).
    pub reduced_motion: bool,
    /// The band of depths whose floor, walls, doors and light the level
    /// takes (seed 000's game); `None`: every kind keeps its row's look (a
    /// Dungeon Mania dungeon, a labyrinth, Build Your Own World).
    pub tileset: Option<&'static Tileset>,
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

    /// The cell under the screen point (`x`, `y`), device pixels.
    pub fn cell_at(&self, x: f64, y: f64) -> Coordinates {
        let (ox, oy) = self.origin();
        Coordinates::new(
            ((x - ox) / self.tile).floor() as i32,
            ((y - oy) / self.tile).floor() as i32,
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

/// The texture of an item kind (the inventory draws items too), from its row.
pub fn item_texture(kind: ItemKind) -> Texture {
    Content::get().item(kind).look.texture
}

/// How a figure looks in `view`: the band's wall or door where the level
/// takes a band's look, else its row's.
fn figure_look(figure: Figure, view: &WorldView) -> &'static Look {
    view.tileset.and_then(|band| band.look(figure)).unwrap_or_else(|| Content::get().look(figure))
}

/// The floor's look in `view`.
fn floor_look(view: &WorldView) -> &'static Look {
    view.tileset.map_or_else(|| Content::get().tile(TileKind::Floor), |band| &band.floor)
}

/// The colour of the dark in `view`: the band's, or the night of the seed.
fn ambient(view: &WorldView) -> Color {
    view.tileset.map_or(Color::rgb(6, 5, 12), |band| band.light.ambient)
}

/// A cheap stable hash of a cell, to scatter floor variants.
pub(super) fn cell_noise(c: Coordinates) -> u32 {
    let mut h = (c.x as u32).wrapping_mul(0x9E37_79B1) ^ (c.y as u32).wrapping_mul(0x85EB_CA77);
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^ (h >> 12)
}

/// Draws one appearance into `dest`: items bob gently so they read as
/// things, not floor decoration; translucent things are drawn faint; hurt
/// creatures wear a health bar.
pub fn draw_appearance(
    painter: &mut dyn Painter,
    appearance: &Appearance,
    cell: Coordinates,
    dest: Rect,
    view: &WorldView,
) {
    let texture = figure_look(appearance.figure, view).texture;
    if let Figure::Spirit = appearance.figure {
        // A spirit hovers: a slow bob, out of step from cell to cell.
        let phase = view.now_ms / 500.0 + f64::from(cell.x.wrapping_add(cell.y));
        let bob = if view.reduced_motion { 0.0 } else { (phase.sin() * dest.h * 0.05).round() };
        let sprite = Rect::new(dest.x, dest.y + bob, dest.w, dest.h);
        painter.draw_texture(texture, sprite.inset(dest.w * 0.06));
        return;
    }
    if let Figure::Item(_) = appearance.figure {
        let phase = view.now_ms / 400.0 + f64::from(cell.x.wrapping_add(cell.y));
        let bob = if view.reduced_motion { 0.0 } else { (phase.sin() * dest.h * 0.04).round() };
        let moved = Rect::new(dest.x, dest.y + bob, dest.w, dest.h);
        painter.draw_texture(texture, moved.inset(moved.w * 0.1));
        if view.high_contrast {
            draw_badge(painter, appearance.figure, dest);
        }
        if let Some(label) = appearance.label {
            // The high-contrast badge holds the bottom corner of an item.
            draw_label(painter, label.as_str(), dest, view.high_contrast);
        }
        return;
    }
    if let Some(hue) = appearance.hue {
        draw_hue(painter, hue, cell, dest, view);
    }
    if appearance.translucent {
        painter.set_alpha(0.45);
    }
    painter.draw_texture(texture, dest);
    if appearance.translucent {
        painter.set_alpha(1.0);
    }
    if appearance.figure == Figure::LitBomb {
        draw_fuse(painter, dest, view);
    }
    if view.high_contrast {
        draw_badge(painter, appearance.figure, dest);
    }
    if let Some(label) = appearance.label {
        draw_label(painter, label.as_str(), dest, false);
    }
    if appearance.ally {
        // An ally wears a heart, in the corner the high-contrast badge
        // leaves free.
        let side = (dest.w * 0.4).round();
        let heart = Rect::new(dest.x + dest.w - side, dest.y, side, side);
        painter.draw_texture(Texture::Heart, heart);
    }
    if let Some(part) = appearance.hurt {
        let h = (dest.h * 0.08).max(2.0).round();
        let back = Rect::new(dest.x + dest.w * 0.1, dest.y + dest.h * 0.02, dest.w * 0.8, h);
        painter.fill_rect(back, &Fill::Solid(Color::rgba(0, 0, 0, 190)));
        let front = Rect::new(back.x, back.y, (back.w * part.clamp(0.0, 1.0)).round(), h);
        painter.fill_rect(front, &Fill::Solid(super::theme::HEALTH));
    }
}

/// A thing's hue in its texture's open middle (a portal's ring), drawn
/// beneath the texture, with a slow shimmer over it unless nothing may move.
fn draw_hue(painter: &mut dyn Painter, hue: Hue, cell: Coordinates, dest: Rect, view: &WorldView) {
    let texel = dest.w / TEXEL_GRID;
    let middle = Rect::new(dest.x + 4.0 * texel, dest.y + 4.0 * texel, 8.0 * texel, 8.0 * texel);
    painter.fill_rect(middle, &Fill::Solid(hue_color(hue)));
    let phase = view.now_ms / 400.0 + f64::from(cell.x.wrapping_add(cell.y));
    let shimmer = if view.reduced_motion { 0.0 } else { phase.sin() };
    painter.set_alpha(0.25 + 0.15 * shimmer);
    painter.fill_rect(middle.inset(texel * 2.0), &Fill::Solid(Color::rgb(255, 255, 255)));
    painter.set_alpha(1.0);
}

/// A lit bomb's fuse: a spark at its top that flickers (steady when
/// nothing may move), so it is not taken for a bomb to pick up.
fn draw_fuse(painter: &mut dyn Painter, dest: Rect, view: &WorldView) {
    let flicker = if view.reduced_motion { 1.0 } else { 0.5 + 0.5 * (view.now_ms / 120.0).sin() };
    let texel = dest.w / TEXEL_GRID;
    painter.set_alpha(flicker);
    let spark = Rect::new(dest.x + 10.0 * texel, dest.y, 4.0 * texel, 4.0 * texel);
    painter.fill_rect(spark, &Fill::Solid(super::theme::GOLD));
    painter.set_alpha(1.0);
}

/// A thing's label (a door's key number) in a bottom corner, or the top
/// one (`top`) where a badge sits below: white on a black plate, so it
/// reads on any texture and in either palette.
fn draw_label(painter: &mut dyn Painter, text: &str, dest: Rect, top: bool) {
    let size = (dest.h * 0.3).round().max(9.0);
    let chars = text.chars().count().max(1) as f64;
    let w = (size * 0.62 * chars + size * 0.3).round().min(dest.w);
    let h = (size * 1.1).round();
    let y = if top { dest.y } else { dest.y + dest.h - h };
    let plate = Rect::new(dest.x + dest.w - w, y, w, h);
    painter.fill_rect(plate, &Fill::Solid(Color::rgba(0, 0, 0, 200)));
    let style = TextStyle::new(size, Color::rgb(255, 255, 255))
        .aligned(Align::Center, Baseline::Middle)
        .bold()
        .mono();
    let (cx, cy) = plate.center();
    painter.draw_text(text, cx, cy, &style);
}

/// The letter of a creature or item on its high-contrast badge: its row's
/// glyph, the terminal's and `roguelike render`'s, so every kind is told
/// apart without colour and by the same sign everywhere.
pub fn figure_letter(figure: Figure) -> Option<char> {
    match figure {
        Figure::Item(_) | Figure::Mob(_) => Some(Content::get().look(figure).glyph),
        _ => None,
    }
}

/// The high-contrast badge on a creature (a black square, white frame, top
/// left) or an item (a black square, yellow frame, bottom right), with its
/// letter in white: told apart by place, frame and letter, not by hue.
fn draw_badge(painter: &mut dyn Painter, figure: Figure, dest: Rect) {
    let Some(letter) = figure_letter(figure) else { return };
    let side = (dest.w * 0.42).round().max(8.0);
    let (x, y, frame) = match figure {
        Figure::Item(_) => {
            (dest.x + dest.w - side, dest.y + dest.h - side, Color::rgb(255, 221, 0))
        }
        _ => (dest.x, dest.y, Color::rgb(255, 255, 255)),
    };
    let badge = Rect::new(x, y, side, side);
    painter.fill_rect(badge, &Fill::Solid(Color::rgb(0, 0, 0)));
    painter.stroke_rect(badge, frame, (side / 12.0).round().max(1.0));
    let style = TextStyle::new((side * 0.78).round(), Color::rgb(255, 255, 255))
        .aligned(Align::Center, Baseline::Middle)
        .bold()
        .mono();
    let (cx, cy) = badge.center();
    painter.draw_text(&letter.to_string(), cx, cy, &style);
}

/// A cell holding more objects than this has what it draws kept between
/// frames (see [`DrawnPiles`]).
pub const BIG_PILE: usize = 64;

/// What the big piles on screen draw, kept while the level's objects stay
/// as they were ([`GameWorld::revision`](crate::game::GameWorld::revision)):
/// a pile of 100,000 items is walked once a change, not once a frame, so a
/// frame between turns costs what the screen shows (issue 29). Kept by
/// whoever draws a world frame after frame.
#[derive(Debug, Default)]
pub struct DrawnPiles {
    revision: u64,
    piles: Vec<(Coordinates, Visibility, Vec<Appearance>)>,
    walks: u64,
}

impl DrawnPiles {
    /// How many times a big pile was walked (for tests: once a change).
    pub fn walks(&self) -> u64 {
        self.walks
    }

    fn view(&mut self, game: &Game, cell: Coordinates) -> Option<CellView> {
        let revision = game.world().revision();
        if revision != self.revision {
            self.revision = revision;
            self.piles.clear();
        }
        let visibility = match game.visibility(cell)? {
            true => Visibility::InView,
            false => Visibility::Remembered,
        };
        let kept = self.piles.iter().find(|(at, seen, _)| *at == cell && *seen == visibility);
        let things = match kept {
            Some((_, _, things)) => things.clone(),
            None => {
                self.walks += 1;
                let seen = game.cell_view_drawn(cell, MAX_DRAWN_PER_CELL - 1)?;
                self.piles.push((cell, visibility, seen.things.clone()));
                seen.things
            }
        };
        let wall = game.world().is_wall(cell);
        Some(CellView { visibility, wall, things, player: cell == game.player.coordinates })
    }
}

/// Draws the current level as seen through `view`; `piles` keeps what big
/// piles draw from one frame to the next.
pub fn draw_world(
    game: &Game,
    painter: &mut dyn Painter,
    view: &WorldView,
    piles: &mut DrawnPiles,
) {
    let (lo, hi) = view.visible_cells();
    let world = game.world();
    let player = game.player_appearance();
    for y in lo.y..=hi.y {
        for x in lo.x..=hi.x {
            let cell = Coordinates::new(x, y);
            let seen = if world.ids_at(cell).len() > BIG_PILE {
                piles.view(game, cell)
            } else {
                game.cell_view_drawn(cell, MAX_DRAWN_PER_CELL - 1)
            };
            let Some(seen) = seen else { continue };
            let face = !world.is_wall(cell + Coordinates::new(0, 1));
            draw_cell(painter, cell, &seen, face, &player, view);
        }
    }
    draw_shot(game, painter, view);
    if view.darkness_radius > 0.0 {
        draw_vignette(game, painter, view);
    }
}

/// The last arrow's path, drawn until the next turn: a streak of small
/// marks from the bow to where it stopped, brightest at its end.
fn draw_shot(game: &Game, painter: &mut dyn Painter, view: &WorldView) {
    let Some(shot) = game.last_shot.filter(|s| s.turn == game.turn) else { return };
    let delta = shot.to - shot.from;
    let steps = delta.x.abs().max(delta.y.abs());
    if steps == 0 {
        return;
    }
    let unit = Coordinates::new(delta.x.signum(), delta.y.signum());
    for i in 1..=steps {
        let rect = view.cell_rect(shot.from + unit * i);
        let side = (rect.w * if i == steps { 0.3 } else { 0.16 }).max(2.0).round();
        let (cx, cy) = rect.center();
        let mark = Rect::new((cx - side / 2.0).round(), (cy - side / 2.0).round(), side, side);
        let alpha = if i == steps { 230 } else { 150 };
        painter.fill_rect(mark, &Fill::Solid(Color::rgba(236, 224, 190, alpha)));
    }
}

/// Draws one cell as the player knows it; `face`: a wall shows its face
/// (open ground lies below it).
fn draw_cell(
    painter: &mut dyn Painter,
    cell: Coordinates,
    seen: &CellView,
    face: bool,
    player: &Appearance,
    view: &WorldView,
) {
    let dest = view.cell_rect(cell);
    if seen.wall {
        painter.draw_texture(figure_look(Figure::Wall, view).texture_for(face), dest);
    } else {
        painter.draw_texture(floor_look(view).texture_for(cell_noise(cell) % 7 == 0), dest);
    }
    // What rests on a pressed switch sits a little smaller, so the
    // lit plate shows round it (which boulders are home).
    let plate = seen.things.iter().any(|a| a.figure == Figure::Switch { pressed: true });
    for appearance in drawn_things(&seen.things) {
        let on_plate = plate && appearance.layer > Layer::Fixture;
        let dest = if on_plate { dest.inset(dest.w * 0.12) } else { dest };
        draw_appearance(painter, appearance, cell, dest, view);
    }
    if seen.player {
        draw_appearance(painter, player, cell, dest, view);
    }
    if seen.visibility == Visibility::Remembered {
        painter.fill_rect(dest, &Fill::Solid(ambient(view).with_alpha(150.0 / 255.0)));
    }
}

/// The most things drawn on one cell: a cell shows what lies on top, so a
/// hundred thousand items on one cell (a world file may hold them) cost the
/// canvas a few drawings, not one each — the page's cost follows the
/// screen, not what is piled on it.
pub const MAX_DRAWN_PER_CELL: usize = 6;

/// The things of a cell that are drawn, bottom first: the bottom one (a
/// switch's plate, a door, what the pile rests on) and the topmost ones.
fn drawn_things(things: &[Appearance]) -> impl Iterator<Item = &Appearance> {
    let top = things.len().saturating_sub(MAX_DRAWN_PER_CELL - 1).max(1);
    things.iter().take(1).chain(things.iter().skip(top))
}

/// Draws a map a mode shows instead of the level (a labyrinth's felt
/// fragment), cell by cell as [`draw_world`] draws the level's; a wall
/// shows its face unless a wall is known below it.
pub fn draw_cells(painter: &mut dyn Painter, cells: &[(Coordinates, CellView)], view: &WorldView) {
    let (lo, hi) = view.visible_cells();
    let walls: std::collections::HashSet<Coordinates> =
        cells.iter().filter(|(_, seen)| seen.wall).map(|&(cell, _)| cell).collect();
    let player = Appearance::new(Figure::Player, Layer::Creature);
    for (cell, seen) in cells {
        if cell.x < lo.x || cell.y < lo.y || cell.x > hi.x || cell.y > hi.y {
            continue;
        }
        let face = !walls.contains(&(*cell + Coordinates::new(0, 1)));
        draw_cell(painter, *cell, seen, face, &player, view);
    }
}

/// The darkness around the player: clear near them, black at the radius;
/// at depth, the light near them is coloured (a band's glow: torchlight in
/// the mines, cold in the crypt, fire in the deep) and the dark is the
/// band's own.
fn draw_vignette(game: &Game, painter: &mut dyn Painter, view: &WorldView) {
    let center = view.cell_rect(game.player.coordinates).center();
    let outer = view.darkness_radius * view.tile;
    if let Some(light) = view.tileset.map(|band| band.light).filter(|l| l.glow_strength > 0.0) {
        let glow: Vec<ColorStop> = vec![
            (0.0, light.glow.with_alpha(light.glow_strength)),
            (0.6, light.glow.with_alpha(light.glow_strength * 0.4)),
            (1.0, light.glow.with_alpha(0.0)),
        ];
        painter.fill_rect(view.area, &Fill::Radial { center, inner: 0.0, outer, stops: glow });
    }
    let dark = ambient(view);
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

/// The debug layer over the world: for every creature that acted last turn,
/// its behaviour state above it, and the sight line traced to the player —
/// green where it sees the player, red where a wall blocks the line. Only
/// creatures the player knows are shown ([`Game::knows_creature`]): a
/// disguised Mimic or a creature out of view would be given away. With
/// `reveal_hidden` (the overlay's cheat mode) every one is, and a hidden one
/// is labelled with its kind.
pub fn draw_debug(game: &Game, painter: &mut dyn Painter, view: &WorldView, reveal_hidden: bool) {
    let world = game.world();
    let player = game.player.coordinates;
    let sight_radius = game.rules().sight_radius();
    let style = TextStyle::new((view.tile * 0.22).max(10.0), Color::rgb(140, 255, 140))
        .aligned(Align::Center, Baseline::Alphabetic)
        .mono();
    for &id in &game.acted {
        let known = game.knows_creature(id);
        if !known && !reveal_hidden {
            continue;
        }
        let Some(object) = world.get(id) else { continue };
        let Some(mob) = object.as_mob() else { continue };
        let me = object.coordinates();
        if me.chebyshev(player) <= sight_radius {
            let sees = line_of_sight(world, me, player);
            let color =
                if sees { Color::rgba(90, 255, 90, 150) } else { Color::rgba(255, 80, 80, 110) };
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
        let label = if known {
            mob.behaviour_state()
        } else {
            format!("hidden {}: {}", mob.mob_kind(), mob.behaviour_state())
        };
        painter.draw_text(&label, r.x + r.w / 2.0, r.y - 2.0, &style);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::MobKind;
    use crate::render::{DrawCall, RecordingPainter};

    #[test]
    fn a_translucent_creature_is_drawn_faint() {
        let ghost = Appearance {
            translucent: true,
            ..Appearance::new(Figure::Mob(MobKind::Ghost), Layer::Creature)
        };
        let mut p = RecordingPainter::new(64.0, 64.0);
        let view = view(false);
        draw_appearance(&mut p, &ghost, Coordinates::ZERO, Rect::new(0.0, 0.0, 32.0, 32.0), &view);
        assert_eq!(p.calls[0], DrawCall::Alpha(0.45));
        assert!(matches!(p.calls[1], DrawCall::Texture(Texture::Ghost, _)));
    }

    fn view(high_contrast: bool) -> WorldView {
        WorldView {
            area: Rect::new(0.0, 0.0, 64.0, 64.0),
            center: (0.0, 0.0),
            tile: 32.0,
            now_ms: 0.0,
            darkness_radius: 8.0,
            high_contrast,
            reduced_motion: false,
            tileset: None,
        }
    }

    /// The textures drawing a wall above a floor cell with a shut door on
    /// it, in `view`.
    fn drawn_textures(view: &WorldView) -> Vec<Texture> {
        let door = Appearance::new(Figure::Door { open: false }, Layer::Fixture);
        let cell =
            |wall, things| CellView { visibility: Visibility::InView, wall, things, player: false };
        let cells = vec![
            (Coordinates::new(0, 0), cell(true, vec![])),
            (Coordinates::new(0, 1), cell(false, vec![])),
            (Coordinates::new(1, 1), cell(false, vec![door])),
        ];
        let mut p = RecordingPainter::new(64.0, 64.0);
        draw_cells(&mut p, &cells, view);
        p.calls
            .iter()
            .filter_map(|call| match call {
                DrawCall::Texture(texture, _) => Some(*texture),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_level_in_a_band_of_depths_is_drawn_in_the_bands_textures() {
        let content = Content::get();
        let plain = drawn_textures(&WorldView { center: (0.5, 0.5), ..view(false) });
        assert_eq!(plain[0], Texture::WallFace, "open ground below: the face");
        assert!(plain.contains(&Texture::Door), "a dungeon's door keeps its row's look");
        let mut seen = Vec::new();
        for depth in [1, 3, 5, 7] {
            let band = content.tileset(depth);
            let view = WorldView { center: (0.5, 0.5), tileset: Some(band), ..view(false) };
            let drawn = drawn_textures(&view);
            assert_eq!(drawn[0], band.wall.texture_for(true), "depth {depth}: the band's wall");
            assert!(band.floor.textures().any(|t| drawn[1] == t), "depth {depth}: its floor");
            assert!(drawn.contains(&band.door.texture), "depth {depth}: its door");
            assert!(!seen.contains(&drawn), "depth {depth} looks like another band");
            seen.push(drawn);
        }
    }

    /// Issue 29: a world file of 100,000 items on one cell cost the page
    /// 100,000 drawings a frame (seconds a key, a gigabyte). A cell draws its
    /// bottom thing and its top few, so the top one still shows.
    #[test]
    fn a_cell_of_a_hundred_thousand_items_is_a_few_drawings() {
        let sword = Appearance::new(Figure::Item(ItemKind::Sword), Layer::Item);
        let mut things = vec![Appearance::new(Figure::Door { open: true }, Layer::Fixture)];
        things.extend(std::iter::repeat_n(sword, 100_000));
        things.push(Appearance::new(Figure::Item(ItemKind::Shield), Layer::Item));
        let cell = CellView { visibility: Visibility::InView, wall: false, things, player: false };
        let mut p = RecordingPainter::new(64.0, 64.0);
        draw_cells(
            &mut p,
            &[(Coordinates::ZERO, cell)],
            &WorldView { center: (0.0, 0.0), ..view(false) },
        );
        let textures: Vec<Texture> = p
            .calls
            .iter()
            .filter_map(|call| match call {
                DrawCall::Texture(texture, _) => Some(*texture),
                _ => None,
            })
            .collect();
        assert!(p.calls.len() <= 4 * MAX_DRAWN_PER_CELL, "{} draw calls", p.calls.len());
        assert_eq!(textures.len(), 1 + MAX_DRAWN_PER_CELL, "the floor and the drawn things");
        assert_eq!(textures[1], figure_look(Figure::Door { open: true }, &view(false)).texture);
        assert_eq!(textures.last(), Some(&item_texture(ItemKind::Shield)), "the top one shows");
        // A cell of a few things draws them all.
        let few = vec![sword; 3];
        let cell =
            CellView { visibility: Visibility::InView, wall: false, things: few, player: false };
        let mut p = RecordingPainter::new(64.0, 64.0);
        draw_cells(&mut p, &[(Coordinates::ZERO, cell)], &view(false));
        let drawn = p.calls.iter().filter(|c| matches!(c, DrawCall::Texture(..))).count();
        assert_eq!(drawn, 4, "the floor and three swords");
    }

    /// The page draws a cell from [`Game::cell_view_drawn`]'s few things:
    /// every pile, big or small, with switches, boulders and layers in any
    /// order, draws exactly as from the whole pile (issue 29).
    #[test]
    fn a_pile_drawn_from_its_top_few_draws_as_the_whole_pile() {
        use crate::game::view::{pile, pile_top};
        use crate::game::GameRng;
        let kinds = [
            Appearance::new(Figure::Item(ItemKind::Sword), Layer::Item),
            Appearance::new(Figure::Item(ItemKind::Shield), Layer::Item),
            Appearance::new(Figure::Switch { pressed: false }, Layer::Fixture),
            Appearance::new(Figure::Boulder, Layer::Creature),
            Appearance::new(Figure::Door { open: true }, Layer::Fixture),
            Appearance::new(Figure::Mob(MobKind::Troll), Layer::Creature),
            Appearance::new(Figure::Exit, Layer::Fixture),
        ];
        let mut rng = GameRng::new(29, 1);
        let mut plates = 0;
        for round in 0..3_000 {
            let len = (round % 14) + rng.below(3) as usize;
            let things: Vec<Appearance> =
                (0..len).map(|_| kinds[rng.below(kinds.len() as u32) as usize]).collect();
            let calls = |things: Vec<Appearance>| {
                let cell =
                    CellView { visibility: Visibility::InView, wall: false, things, player: false };
                let mut p = RecordingPainter::new(64.0, 64.0);
                draw_cells(&mut p, &[(Coordinates::ZERO, cell)], &view(false));
                p.calls
            };
            let whole = pile(&mut things.clone().into_iter());
            let few = pile_top(&mut things.into_iter(), MAX_DRAWN_PER_CELL - 1);
            assert!(few.len() <= MAX_DRAWN_PER_CELL + 1, "{} things kept", few.len());
            plates += usize::from(few.iter().any(|a| a.figure == Figure::Switch { pressed: true }));
            assert_eq!(calls(few), calls(whole), "round {round}");
        }
        assert!(plates > 100, "only {plates} piles pressed a switch");
    }

    #[test]
    fn high_contrast_puts_a_letter_on_every_creature_and_item() {
        let cell = Rect::new(0.0, 0.0, 32.0, 32.0);
        let mut letters = Vec::new();
        for figure in [Figure::Mob(MobKind::Troll), Figure::Item(ItemKind::Sword)] {
            let mut p = RecordingPainter::new(64.0, 64.0);
            let thing = Appearance::new(figure, Layer::Creature);
            draw_appearance(&mut p, &thing, Coordinates::ZERO, cell, &view(true));
            letters.extend(p.texts().into_iter().map(str::to_owned));
            let mut plain = RecordingPainter::new(64.0, 64.0);
            draw_appearance(&mut plain, &thing, Coordinates::ZERO, cell, &view(false));
            assert!(plain.texts().is_empty(), "no badge in the standard palette");
        }
        assert_eq!(letters, ["T", "/"]);
    }
}
