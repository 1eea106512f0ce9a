//! Drawing a Build Your Own World world on the canvas with the game's
//! textures: floor, walls (a face where a wall stands above open ground),
//! the locked door, the spirits of encounter tiles and the avatar. Nothing
//! stays the dark background. Only cells on screen are visited.
//!
//! BYOW's rows count upwards (row 0 at the bottom, as in the seed's renderer)
//! while the screen's count downwards: screen cell `(x, height - 1 - y)` shows
//! world cell `(x, y)`, and [`screen_cell`] is that flip.

use super::painter::{Color, Painter, Rect};
use super::world::{cell_noise, WorldView};
use crate::byow::{Direction, Position, Tile, World};
use crate::content::{Content, Look, TileKind};
use crate::game::{Coordinates, Figure};

/// The screen cell (y downwards) that shows `at` of `world`.
pub fn screen_cell(world: &World, at: Position) -> Coordinates {
    Coordinates::new(at.x, world.tiles.height() - 1 - at.y)
}

/// How a tile looks, from the content table (nothing has no look: the
/// dark background shows).
pub fn byow_look(tile: Tile) -> Option<&'static Look> {
    let kind = match tile {
        Tile::Nothing => return None,
        Tile::Floor => TileKind::Floor,
        Tile::Wall => TileKind::Wall,
        Tile::LockedDoor => TileKind::LockedDoor,
        Tile::Encounter => TileKind::Encounter,
    };
    Some(Content::get().tile(kind))
}

/// Whether a wall cell shows its face: when the cell below it on screen is
/// open (floor, an encounter or nothing); else its top.
fn shows_face(world: &World, at: Position) -> bool {
    !matches!(world.tiles.get(at.step(Direction::Down)), Tile::Wall | Tile::LockedDoor)
}

/// Draws `world` through `view` (whose centre is in screen cells) and marks
/// the cell in front of the avatar, the one the HUD names, when `facing` is given.
pub fn draw_byow_world(
    world: &World,
    facing: Option<Direction>,
    painter: &mut dyn Painter,
    view: &WorldView,
) {
    let (lo, hi) = view.visible_cells();
    let height = world.tiles.height();
    for sy in lo.y..=hi.y {
        for sx in lo.x..=hi.x {
            let at = Position::new(sx, height - 1 - sy);
            if !world.tiles.contains(at) {
                continue;
            }
            let screen = Coordinates::new(sx, sy);
            let dest = view.cell_rect(screen);
            let tile = world.tiles.get(at);
            let Some(look) = byow_look(tile) else { continue };
            let floor = Content::get().tile(TileKind::Floor);
            let floor = floor.texture_for(cell_noise(screen) % 7 == 0);
            match tile {
                Tile::Floor => painter.draw_texture(floor, dest),
                Tile::Wall => painter.draw_texture(look.texture_for(shows_face(world, at)), dest),
                Tile::Encounter => {
                    painter.draw_texture(floor, dest);
                    // The spirit hovers: a slow bob, out of step from tile to tile.
                    let phase = view.now_ms / 500.0 + f64::from(sx.wrapping_add(sy));
                    let bob = (phase.sin() * dest.h * 0.05).round();
                    let sprite = Rect::new(dest.x, dest.y + bob, dest.w, dest.h);
                    painter.draw_texture(look.texture, sprite.inset(dest.w * 0.06));
                }
                _ => painter.draw_texture(look.texture, dest),
            }
        }
    }
    let avatar = view.cell_rect(screen_cell(world, world.avatar));
    painter.draw_texture(Content::get().look(Figure::Player).texture, avatar);
    if let Some(direction) = facing {
        let ahead = view.cell_rect(screen_cell(world, world.avatar.step(direction)));
        let width = (view.tile / 16.0).max(1.0).round();
        painter.stroke_rect(ahead.inset(width / 2.0), Color::rgba(236, 184, 72, 150), width);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::byow::TileGrid;
    use crate::content::look_alikes;
    use crate::render::{DrawCall, RecordingPainter, Texture};

    /// A 4×3 world: a wall row on top, floor, encounter and door below it.
    fn small_world() -> World {
        let mut tiles = TileGrid::new(4, 3);
        for x in 0..4 {
            tiles.set(Position::new(x, 2), Tile::Wall);
        }
        tiles.set(Position::new(0, 1), Tile::Floor);
        tiles.set(Position::new(1, 1), Tile::Encounter);
        tiles.set(Position::new(2, 1), Tile::LockedDoor);
        World { tiles, avatar: Position::new(0, 1) }
    }

    fn textures(p: &RecordingPainter) -> Vec<(Texture, Rect)> {
        p.calls
            .iter()
            .filter_map(|c| match c {
                DrawCall::Texture(t, r) => Some((*t, *r)),
                _ => None,
            })
            .collect()
    }

    /// A 64×48 recording canvas and a view of 16-pixel tiles centred on
    /// the small world.
    fn canvas() -> (RecordingPainter, WorldView) {
        let view = WorldView {
            area: Rect::new(0.0, 0.0, 64.0, 48.0),
            center: (1.5, 1.0),
            tile: 16.0,
            now_ms: 0.0,
            darkness_radius: 0.0,
            high_contrast: false,
            reduced_motion: false,
        };
        (RecordingPainter::new(64.0, 48.0), view)
    }

    #[test]
    fn the_top_row_of_the_world_is_drawn_at_the_top_of_the_screen() {
        let world = small_world();
        let (mut p, view) = canvas();
        draw_byow_world(&world, None, &mut p, &view);
        let drawn = textures(&p);
        let at = |t: Texture| drawn.iter().filter(|(d, _)| *d == t).map(|(_, r)| r.y).collect();
        let walls: Vec<f64> = at(Texture::WallFace);
        assert_eq!(walls, [0.0, 0.0, 0.0], "walls over open ground show their face");
        assert_eq!(at(Texture::Wall), [0.0], "the wall over the door is part of its wall");
        assert_eq!(at(Texture::LockedDoor), [16.0]);
        assert_eq!(at(Texture::Player), [16.0]);
        assert_eq!(at(Texture::Spirit).len(), 1);
        // Row 0 is all nothing: only the background shows there.
        assert!(drawn.iter().all(|(_, r)| r.y < 32.0));
    }

    #[test]
    fn the_cell_ahead_is_marked() {
        let world = small_world();
        let (mut p, view) = canvas();
        draw_byow_world(&world, Some(Direction::Right), &mut p, &view);
        let Some(DrawCall::StrokeRect(rect, _, _)) = p.calls.last() else {
            panic!("the mark is drawn last: {:?}", p.calls.last())
        };
        assert_eq!((rect.x.round(), rect.y.round()), (17.0, 17.0));
    }

    /// Every tile of a world (nothing aside) and the avatar have a look,
    /// and no two of them look alike in a terminal.
    #[test]
    fn a_worlds_tiles_are_told_apart() {
        let tiles = [Tile::Floor, Tile::Wall, Tile::LockedDoor, Tile::Encounter];
        let names: Vec<String> = tiles.iter().map(|t| format!("{t:?}")).collect();
        let mut looks: Vec<(&str, &Look)> = names
            .iter()
            .map(String::as_str)
            .zip(tiles.map(|t| byow_look(t).expect("a tile that shows has a look")))
            .collect();
        looks.push(("avatar", Content::get().look(Figure::Player)));
        assert_eq!(look_alikes(&looks), Vec::<String>::new());
        assert_eq!(byow_look(Tile::Nothing), None);
    }
}
