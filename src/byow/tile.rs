//! `Tile`: what one cell of a BYOW world is, and its character in the text
//! rendering.

/// What one cell of the world is. The avatar is not a tile: it stands on one.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    serde::Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
#[serde(rename_all = "snake_case")]
pub enum Tile {
    /// Outside the dungeon; blocks movement.
    #[default]
    Nothing,
    /// Walkable ground of a room or hallway.
    Floor,
    /// Surrounds every floor; blocks movement.
    Wall,
    /// The one way out, set in an outer wall: stepping on it wins.
    LockedDoor,
    /// Floor with a spirit on it: stepping on it opens an encounter.
    Encounter,
}

impl Tile {
    /// The character of the text rendering.
    pub const fn glyph(self) -> char {
        match self {
            Tile::Nothing => ' ',
            Tile::Floor => '.',
            Tile::Wall => '#',
            Tile::LockedDoor => 'D',
            Tile::Encounter => 'E',
        }
    }

    /// Whether the avatar may step here.
    pub const fn is_walkable(self) -> bool {
        matches!(self, Tile::Floor | Tile::LockedDoor | Tile::Encounter)
    }

    /// Floor in the generator's sense: ground inside the walls (plain or with an encounter).
    pub const fn is_ground(self) -> bool {
        matches!(self, Tile::Floor | Tile::Encounter)
    }

    /// A lowercase English name, for messages.
    pub const fn name(self) -> &'static str {
        match self {
            Tile::Nothing => "nothing",
            Tile::Floor => "floor",
            Tile::Wall => "a wall",
            Tile::LockedDoor => "the locked door",
            Tile::Encounter => "an encounter",
        }
    }
}

/// The character the avatar is drawn with.
pub const AVATAR_GLYPH: char = '@';
