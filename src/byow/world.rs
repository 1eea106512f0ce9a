//! `World`: the tiles of a BYOW world and where the avatar stands, with its text
//! rendering (one character a tile, top row first).

use super::grid::TileGrid;
use super::tile::AVATAR_GLYPH;
use crate::game::Coordinates;
use std::fmt;

/// What `interact_with_input_string` returns: the tiles and the avatar, in
/// the engine's frame (row 0 at the top).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct World {
    /// Every tile.
    pub tiles: TileGrid,
    /// Where the avatar stands (always on a walkable tile).
    pub avatar: Coordinates,
}

impl World {
    /// The text rendering as a `String` (the same as `to_string()`).
    pub fn render(&self) -> String {
        self.to_string()
    }
}

/// One line per row, top row first, each ended by `\n`: wall `#`, floor `.`,
/// avatar `@`, locked door `D`, encounter `E`, nothing ` `.
impl fmt::Display for World {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut line = String::with_capacity(self.tiles.width() as usize + 1);
        for y in 0..self.tiles.height() {
            line.clear();
            for x in 0..self.tiles.width() {
                let p = Coordinates::new(x, y);
                line.push(if p == self.avatar { AVATAR_GLYPH } else { self.tiles.get(p).glyph() });
            }
            line.push('\n');
            f.write_str(&line)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::byow::Tile;

    #[test]
    fn renders_top_row_first_with_the_avatar_on_top() {
        let mut tiles = TileGrid::new(4, 2);
        tiles.set(Coordinates::new(0, 1), Tile::Wall);
        tiles.set(Coordinates::new(1, 1), Tile::Floor);
        tiles.set(Coordinates::new(2, 1), Tile::Encounter);
        tiles.set(Coordinates::new(3, 1), Tile::LockedDoor);
        tiles.set(Coordinates::new(1, 0), Tile::Floor);
        let world = World { tiles, avatar: Coordinates::new(1, 0) };
        assert_eq!(world.render(), " @  \n#.ED\n");
    }
}
