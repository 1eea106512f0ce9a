//! Drawing a Build Your Own World world on the canvas with the game's
//! textures: floor, walls (a face where a wall stands above open ground),
//! the locked door, the spirits of encounter tiles and the avatar. Nothing
//! stays the dark background. Only cells on screen are visited.

use super::painter::{Color, Painter, Rect, Texture};
use super::world::{cell_noise, WorldView};
use crate::byow::{Tile, World};
use crate::game::{Coordinates, Direction};

/// The texture of a wall cell: its face when the cell below it on screen is
/// open (floor, an encounter or nothing), its top otherwise.
fn wall_texture(world: &World, at: Coordinates) -> Texture {
    match world.tiles.get(at.step(Direction::Down)) {
        Tile::Wall | Tile::LockedDoor => Texture::Wall,
        _ => Texture::WallFace,
    }
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
    for sy in lo.y..=hi.y {
        for sx in lo.x..=hi.x {
            let at = Coordinates::new(sx, sy);
            if !world.tiles.contains(at) {
                continue;
            }
            let screen = at;
            let dest = view.cell_rect(screen);
            let floor =
                if cell_noise(screen) % 7 == 0 { Texture::FloorAlt } else { Texture::Floor };
            match world.tiles.get(at) {
                Tile::Nothing => {}
                Tile::Floor => painter.draw_texture(floor, dest),
                Tile::Wall => painter.draw_texture(wall_texture(world, at), dest),
                Tile::LockedDoor => painter.draw_texture(Texture::LockedDoor, dest),
                Tile::Encounter => {
                    painter.draw_texture(floor, dest);
                    // The spirit hovers: a slow bob, out of step from tile to tile.
                    let phase = view.now_ms / 500.0 + f64::from(sx.wrapping_add(sy));
                    let bob = (phase.sin() * dest.h * 0.05).round();
                    let sprite = Rect::new(dest.x, dest.y + bob, dest.w, dest.h);
                    painter.draw_texture(Texture::Spirit, sprite.inset(dest.w * 0.06));
                }
            }
        }
    }
    let avatar = view.cell_rect(world.avatar);
    painter.draw_texture(Texture::Player, avatar);
    if let Some(direction) = facing {
        let ahead = view.cell_rect(world.avatar.step(direction));
        let width = (view.tile / 16.0).max(1.0).round();
        painter.stroke_rect(ahead.inset(width / 2.0), Color::rgba(236, 184, 72, 150), width);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::byow::TileGrid;
    use crate::render::{DrawCall, RecordingPainter};

    /// A 4×3 world: a wall row on top, floor, encounter and door below it.
    fn small_world() -> World {
        let mut tiles = TileGrid::new(4, 3);
        for x in 0..4 {
            tiles.set(Coordinates::new(x, 0), Tile::Wall);
        }
        tiles.set(Coordinates::new(0, 1), Tile::Floor);
        tiles.set(Coordinates::new(1, 1), Tile::Encounter);
        tiles.set(Coordinates::new(2, 1), Tile::LockedDoor);
        World { tiles, avatar: Coordinates::new(0, 1) }
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
        // Row 2 is all nothing: only the background shows there.
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
}
