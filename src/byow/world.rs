//! `World`: the tiles of a BYOW world and where the avatar stands, with its text
//! rendering (one character a tile, top row first).

use super::grid::TileGrid;
use super::position::Position;
use super::tile::AVATAR_GLYPH;
use std::fmt;

/// What `interact_with_input_string` returns: the tiles and the avatar.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct World {
    /// Every tile.
    pub tiles: TileGrid,
    /// Where the avatar stands (always on a walkable tile).
    pub avatar: Position,
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
        for y in (0..self.tiles.height()).rev() {
            line.clear();
            for x in 0..self.tiles.width() {
                let p = Position::new(x, y);
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
        tiles.set(Position::new(0, 0), Tile::Wall);
        tiles.set(Position::new(1, 0), Tile::Floor);
        tiles.set(Position::new(2, 0), Tile::Encounter);
        tiles.set(Position::new(3, 0), Tile::LockedDoor);
        tiles.set(Position::new(1, 1), Tile::Floor);
        let world = World { tiles, avatar: Position::new(1, 1) };
        assert_eq!(world.render(), " @  \n#.ED\n");
    }
}
