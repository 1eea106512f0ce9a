//! `Wall`: one object for a whole block of wall, its shape a boolean matrix
//! (the seed's optimisation: not one object per cell).

use super::coordinates::Coordinates;
use super::object::{Collider, Drawable, GameObject, Look, ObjectKind};
use crate::render::{Painter, Rect, Texture};

/// A block of wall cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wall {
    origin: Coordinates,
    width: i32,
    height: i32,
    cells: Vec<bool>,
}

impl Wall {
    /// A wall whose `cells` (row-major, `width × height`) are true where wall
    /// stands. A matrix of the wrong length is padded or cut.
    pub fn new(origin: Coordinates, width: i32, height: i32, mut cells: Vec<bool>) -> Wall {
        let (width, height) = (width.max(0), height.max(0));
        cells.resize((width * height) as usize, false);
        Wall { origin, width, height, cells }
    }

    /// A wall drawn as text rows, `#` for wall (tests and tools).
    pub fn from_rows(origin: Coordinates, rows: &[&str]) -> Wall {
        let width = rows.iter().map(|r| r.chars().count()).max().unwrap_or(0) as i32;
        let mut cells = Vec::with_capacity((width as usize) * rows.len());
        for row in rows {
            let mut n = 0;
            for ch in row.chars() {
                cells.push(ch == '#');
                n += 1;
            }
            cells.extend(std::iter::repeat(false).take(width as usize - n));
        }
        Wall::new(origin, width, rows.len() as i32, cells)
    }

    /// Width of the matrix.
    pub fn width(&self) -> i32 {
        self.width
    }

    /// Height of the matrix.
    pub fn height(&self) -> i32 {
        self.height
    }

    /// Every wall cell, in world coordinates, row by row.
    pub fn cells(&self) -> impl Iterator<Item = Coordinates> + '_ {
        self.cells.iter().enumerate().filter(|(_, &w)| w).map(|(i, _)| {
            let i = i as i32;
            self.origin + Coordinates::new(i % self.width, i / self.width)
        })
    }

    /// The raw matrix, row-major.
    pub fn matrix(&self) -> &[bool] {
        &self.cells
    }
}

impl Collider for Wall {
    fn collides(&self, point: Coordinates) -> bool {
        let p = point - self.origin;
        p.x >= 0
            && p.y >= 0
            && p.x < self.width
            && p.y < self.height
            && self.cells[(p.y * self.width + p.x) as usize]
    }
}

impl Drawable for Wall {
    fn draw(&self, painter: &mut dyn Painter, _cell: Coordinates, dest: Rect, look: &Look) {
        let texture = if look.wall_face { Texture::WallFace } else { Texture::Wall };
        painter.draw_texture(texture, dest);
    }
}

impl GameObject for Wall {
    fn coordinates(&self) -> Coordinates {
        self.origin
    }

    fn footprint(&self) -> (i32, i32) {
        (self.width, self.height)
    }

    fn is_passable(&self) -> bool {
        false
    }

    fn need_update(&self, _player: Coordinates, _radius: i32) -> bool {
        false
    }

    fn kind(&self) -> ObjectKind {
        ObjectKind::Wall
    }

    fn as_wall(&self) -> Option<&Wall> {
        Some(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collides_only_on_its_cells() {
        let w = Wall::from_rows(Coordinates::new(-2, 5), &["##", "#"]);
        assert!(w.collides(Coordinates::new(-2, 5)));
        assert!(w.collides(Coordinates::new(-1, 5)));
        assert!(w.collides(Coordinates::new(-2, 6)));
        assert!(!w.collides(Coordinates::new(-1, 6)));
        assert!(!w.collides(Coordinates::new(0, 5)));
        assert_eq!(w.cells().count(), 3);
    }
}
