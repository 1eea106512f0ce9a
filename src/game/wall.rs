//! `Wall`: one object for a whole block of wall, its shape a boolean matrix
//! (the seed's optimisation: not one object per cell). Saved as text rows.

use super::appearance::{Appearance, Figure, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits::{self, MAX_WALL_CELLS};
use super::object::{Blocking, GameObject};
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// A block of wall cells.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
#[serde(into = "WallRows", try_from = "WallRows")]
pub struct Wall {
    origin: Coordinates,
    width: i32,
    height: i32,
    cells: Vec<bool>,
}

/// A wall as saved: its corner, width and one string per row (`#` wall,
/// `.` none).
#[derive(Clone, Debug, Serialize, crate::json::ToJson, crate::json::FromJson)]
struct WallRows {
    origin: Coordinates,
    width: i32,
    rows: Vec<String>,
}

impl From<Wall> for WallRows {
    fn from(wall: Wall) -> WallRows {
        let width = wall.width.max(1) as usize;
        let rows = wall
            .cells
            .chunks(width)
            .map(|row| row.iter().map(|&w| if w { '#' } else { '.' }).collect())
            .collect();
        WallRows { origin: wall.origin, width: wall.width, rows }
    }
}

impl TryFrom<WallRows> for Wall {
    type Error = Invalid;
    fn try_from(saved: WallRows) -> Result<Wall, Invalid> {
        let WallRows { origin, width, rows } = saved;
        if width < 1 || rows.is_empty() {
            return Err(Invalid::WallEmpty { width, height: rows.len() });
        }
        if i64::from(width) * rows.len() as i64 > MAX_WALL_CELLS {
            return Err(Invalid::WallTooLarge { width, height: rows.len() });
        }
        // Room for what the rows hold, not for what `width` claims: a row
        // shorter than the claim is refused below, before anything grows.
        let text: usize = rows.iter().map(String::len).sum();
        let mut cells = Vec::with_capacity(text.min(width as usize * rows.len()));
        for (y, row) in rows.iter().enumerate() {
            let before = cells.len();
            for (x, ch) in row.chars().enumerate() {
                match ch {
                    '#' => cells.push(true),
                    '.' => cells.push(false),
                    found => return Err(Invalid::WallCell { row: y, col: x, found }),
                }
                if cells.len() - before > width as usize {
                    break;
                }
            }
            let len = cells.len() - before;
            if len != width as usize {
                return Err(Invalid::WallRowWidth { row: y, len, width });
            }
        }
        let height = rows.len() as i32;
        Ok(Wall { origin, width, height, cells })
    }
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

    /// True when `point` is one of its wall cells.
    pub fn covers(&self, point: Coordinates) -> bool {
        let p = point - self.origin;
        p.x >= 0
            && p.y >= 0
            && p.x < self.width
            && p.y < self.height
            && self.cells[(p.y * self.width + p.x) as usize]
    }
}

impl GameObject for Wall {
    fn coordinates(&self) -> Coordinates {
        self.origin
    }

    fn wall_cells(&self) -> Option<Box<dyn Iterator<Item = Coordinates> + '_>> {
        Some(Box::new(self.cells()))
    }

    fn blocking(&self) -> Blocking {
        Blocking { sight: true, movement: true, occupant: false }
    }

    fn appearance(&self) -> Appearance {
        Appearance::new(Figure::Wall, Layer::Fixture)
    }

    fn record(&self) -> ObjectRecord {
        self.clone().into()
    }

    fn is_static(&self) -> bool {
        true
    }

    fn need_update(&self, _player: Coordinates, _radius: i32) -> bool {
        false
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::Wall(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Wall(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::WallCorner, self.origin)?;
        let far = self.origin + Coordinates::new(self.width - 1, self.height - 1);
        limits::check_cell(Thing::WallFarCorner, far)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn covers_only_its_cells() {
        let w = Wall::from_rows(Coordinates::new(-2, 5), &["##", "#"]);
        assert!(w.covers(Coordinates::new(-2, 5)));
        assert!(w.covers(Coordinates::new(-1, 5)));
        assert!(w.covers(Coordinates::new(-2, 6)));
        assert!(!w.covers(Coordinates::new(-1, 6)));
        assert!(!w.covers(Coordinates::new(0, 5)));
        assert_eq!(w.cells().count(), 3);
    }

    #[test]
    fn saves_as_rows_and_refuses_bad_ones() {
        let w = Wall::from_rows(Coordinates::new(1, 2), &["#.", ".#"]);
        let json = serde_json::to_string(&w).expect("serialises");
        assert_eq!(json, r##"{"origin":{"x":1,"y":2},"width":2,"rows":["#.",".#"]}"##);
        assert_eq!(crate::json::from_str::<Wall>(&json).expect("parses"), w);
        let bad = r##"{"origin":{"x":0,"y":0},"width":2,"rows":["#x"]}"##;
        let e = crate::json::from_str::<Wall>(bad).expect_err("x");
        assert!(e.to_string().contains("row 0 has `x` at column 1"), "{e}");
        let huge = r##"{"origin":{"x":0,"y":0},"width":2000000000,"rows":["#"]}"##;
        assert!(crate::json::from_str::<Wall>(huge).is_err());
    }
}
