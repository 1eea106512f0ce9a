//! `WorldSize` and `BspConfig`: the size of a world and the seed's margins and
//! room sizes for the partition (names follow the seed's `minZoomInterMargin`,
//! `minZoomWidth`, `minZoomInnerMargin`, `maxZoomWidth`, `minRoomWidth`,
//! `maxRoomWidth`; a "zoom" there is a zone here).

use crate::game::Coordinates;
use crate::locale::{Locale, Words};
use std::fmt;

/// The size of a world in tiles, checked to be in
/// [`MIN_SIDE`](WorldSize::MIN_SIDE)`..=`[`MAX_SIDE`](WorldSize::MAX_SIDE).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WorldSize {
    width: i32,
    height: i32,
}

impl WorldSize {
    /// The smallest side: the frame of two nothing-and-wall cells each side
    /// plus one smallest zone.
    pub const MIN_SIDE: i32 = 8;
    /// The largest side, so a world is at most 65,536 tiles.
    pub const MAX_SIDE: i32 = 256;
    /// The world every game uses: 80 × 30, as in the seed.
    pub const DEFAULT: WorldSize = WorldSize { width: 80, height: 30 };

    /// A checked size.
    pub fn new(width: i32, height: i32) -> Result<Self, SizeError> {
        let range = Self::MIN_SIDE..=Self::MAX_SIDE;
        if range.contains(&width) && range.contains(&height) {
            Ok(WorldSize { width, height })
        } else {
            Err(SizeError { width, height })
        }
    }

    /// Number of columns.
    pub fn width(self) -> i32 {
        self.width
    }

    /// Number of rows.
    pub fn height(self) -> i32 {
        self.height
    }

    /// The same cell counted the other way up. BYOW counts rows up from the
    /// bottom, as the seed's renderer does (its saves, the seed's world
    /// generation); the engine counts them down from the top. Row `y` of
    /// one is row `height - 1 - y` of the other, so flipping twice is no
    /// change.
    pub fn flip(self, cell: Coordinates) -> Coordinates {
        Coordinates::new(cell.x, self.height - 1 - cell.y)
    }
}

impl Default for WorldSize {
    fn default() -> Self {
        WorldSize::DEFAULT
    }
}

/// A world size outside the supported range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeError {
    /// The width asked for.
    pub width: i32,
    /// The height asked for.
    pub height: i32,
}

impl Words for SizeError {
    fn words(&self, locale: &Locale) -> String {
        locale.phrase_with(
            "byow_size_unsupported",
            &[
                ("width", self.width.into()),
                ("height", self.height.into()),
                ("min", WorldSize::MIN_SIDE.into()),
                ("max", WorldSize::MAX_SIDE.into()),
            ],
        )
    }
}

/// The reason in the current language.
impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localized())
    }
}

impl std::error::Error for SizeError {}

/// The numbers of the partition. With the defaults every room is 2 to 6 tiles
/// a side and the floors of two rooms are at least 2 tiles apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BspConfig {
    /// Cells between the world's edge and the first zone; 2 keeps the walls
    /// (and so the floor) off the edge.
    pub border: i32,
    /// `minZoomInterMargin`: cells between two sibling zones, later walls.
    pub zone_gap: i32,
    /// `minZoomInnerMargin`: cells each leaf zone gives up on one random side.
    pub zone_inner_margin: i32,
    /// `minZoomWidth`: the least zone side, inner margin not counted.
    pub min_zone_side: i32,
    /// `maxZoomWidth`: a zone side this large (inner margin not counted) on
    /// both halves must be split.
    pub max_zone_side: i32,
    /// `minRoomWidth`: the least room side.
    pub min_room_side: i32,
    /// `maxRoomWidth`: the largest room side.
    pub max_room_side: i32,
}

impl BspConfig {
    /// The seed's numbers.
    pub const DEFAULT: BspConfig = BspConfig {
        border: 2,
        zone_gap: 2,
        zone_inner_margin: 1,
        min_zone_side: 2,
        max_zone_side: 6,
        min_room_side: 2,
        max_room_side: 6,
    };

    /// The least side of a zone, inner margin included.
    pub const fn least_zone(&self) -> i32 {
        self.min_zone_side + self.zone_inner_margin
    }

    /// Below this length a zone cannot be split (two least zones and the gap).
    pub const fn least_splittable(&self) -> i32 {
        2 * self.least_zone() + self.zone_gap
    }

    /// From this length on a zone must be split.
    pub const fn must_split(&self) -> i32 {
        2 * (self.max_zone_side + self.zone_inner_margin) + self.zone_gap
    }
}

impl Default for BspConfig {
    fn default() -> Self {
        BspConfig::DEFAULT
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_checked() {
        assert_eq!(WorldSize::default().width(), 80);
        assert!(WorldSize::new(8, 256).is_ok());
        let error = WorldSize::new(7, 30).expect_err("too narrow");
        assert_eq!(
            error.to_string(),
            "a world of 7x30 is not supported: each side must be 8 to 256"
        );
        assert!(WorldSize::new(80, 257).is_err());
    }

    #[test]
    fn split_thresholds_follow_the_seed() {
        let c = BspConfig::DEFAULT;
        assert_eq!(c.least_splittable(), 8);
        assert_eq!(c.must_split(), 16);
    }
}
