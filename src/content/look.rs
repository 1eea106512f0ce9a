//! How each kind looks, as data in its content row: the glyph the terminal,
//! `roguelike render` and the high-contrast badges show, its colour in the
//! terminal, and the texture the canvas draws. Every front end reads these
//! rows, so no two of them can show a kind two ways.

use super::Content;
use crate::game::{Figure, ItemKind, Leads};
use crate::render::{Color, Texture};
use serde::{Serialize, Serializer};

/// How a kind looks in every front end.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(deny_unknown_fields)]
pub struct Look {
    /// Its character: in the terminal, in `roguelike render` and on its
    /// high-contrast badge.
    pub glyph: char,
    /// Its colour in the terminal, `#rrggbb`.
    #[serde(serialize_with = "write_color")]
    #[to_json(write = "write_color_json")]
    #[json(read = "read_color_json")]
    pub color: Color,
    /// What the canvas draws, named by its art (`assets/art/<name>.txt`).
    pub texture: Texture,
    /// A second texture of the same thing, which the canvas picks by place:
    /// a wall's face where open ground lies below it, the floor's scattered
    /// variety. The terminal shows the same glyph for both.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub variant: Option<Texture>,
}

impl Look {
    /// Its texture, or with `variant` its second texture when it has one.
    pub fn texture_for(&self, variant: bool) -> Texture {
        match self.variant {
            Some(second) if variant => second,
            _ => self.texture,
        }
    }

    /// Every texture it draws with.
    pub fn textures(&self) -> impl Iterator<Item = Texture> {
        std::iter::once(self.texture).chain(self.variant)
    }
}

pub(super) fn write_color<S: Serializer>(color: &Color, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&format!("#{:02x}{:02x}{:02x}", color.r, color.g, color.b))
}

pub(super) fn write_color_json(color: &Color, w: &mut crate::json::Writer) {
    w.str(&format!("#{:02x}{:02x}{:02x}", color.r, color.g, color.b));
}

pub(super) fn read_color_json(node: &crate::json::Node) -> Result<Color, crate::json::Error> {
    let text = <String as crate::json::FromJson>::from_json(node)?;
    parse_color(&text).ok_or_else(|| {
        crate::json::Error::custom(format!("`{text}` is not a colour: write it as #rrggbb"))
    })
}

/// `#rrggbb` as a colour.
fn parse_color(text: &str) -> Option<Color> {
    let hex = text.strip_prefix('#').filter(|h| h.len() == 6 && h.is_ascii())?;
    let channel = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
    Some(Color::rgb(channel(0)?, channel(2)?, channel(4)?))
}

/// Every kind of tile: what a map is made of beneath items and creatures,
/// in every mode. Their rows are `tiles` in the content table.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    crate::json::ToJson,
    crate::json::FromJson,
)]
pub enum TileKind {
    /// Open ground.
    Floor,
    /// A wall.
    Wall,
    /// A staircase to the next level.
    StairsDown,
    /// A staircase to the level above (and a labyrinth's entrance).
    StairsUp,
    /// The way out.
    Exit,
    /// A labyrinth's wormhole.
    Wormhole,
    /// Build Your Own World's locked door.
    LockedDoor,
    /// Build Your Own World's encounter tile, where a spirit waits.
    Encounter,
}

impl TileKind {
    /// Every tile kind, in a fixed order.
    pub const ALL: [TileKind; 8] = [
        TileKind::Floor,
        TileKind::Wall,
        TileKind::StairsDown,
        TileKind::StairsUp,
        TileKind::Exit,
        TileKind::Wormhole,
        TileKind::LockedDoor,
        TileKind::Encounter,
    ];
}

/// A row that so far holds only how its kind looks; numbers join it as
/// the kind gets some (a swamp's cost to cross).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(deny_unknown_fields)]
pub struct LookRow {
    /// How it looks.
    pub look: Look,
}

impl Content {
    /// How a figure looks: its item's, creature's or tile's row, or the
    /// player's; Dungeon Mania's kinds by their rows in `dungeon_mania` (a
    /// lit bomb as a bomb).
    pub fn look(&self, figure: Figure) -> &Look {
        let dungeon_mania = |name: &str| {
            self.dungeon_mania(name).expect("the content test checks every figure has a row")
        };
        match figure {
            Figure::Item(kind) => &self.item(kind).look,
            Figure::Mob(kind) => {
                &self
                    .mobs
                    .get(&kind)
                    .expect("the content test checks every mob kind has a row")
                    .look
            }
            Figure::Wall => self.tile(TileKind::Wall),
            Figure::Stairs(Leads::Down) => self.tile(TileKind::StairsDown),
            Figure::Stairs(Leads::Up) => self.tile(TileKind::StairsUp),
            Figure::Exit => self.tile(TileKind::Exit),
            Figure::LockedDoor => self.tile(TileKind::LockedDoor),
            Figure::Spirit => self.tile(TileKind::Encounter),
            // A labyrinth's entrance is drawn as stairs up.
            Figure::Entrance => self.tile(TileKind::StairsUp),
            Figure::Wormhole => self.tile(TileKind::Wormhole),
            Figure::Player => &self.player.look,
            Figure::LitBomb => &self.item(ItemKind::Bomb).look,
            Figure::Boulder => dungeon_mania("boulder"),
            Figure::Switch { pressed: false } => dungeon_mania("switch"),
            Figure::Switch { pressed: true } => dungeon_mania("switch_on"),
            Figure::Door { open: false } => dungeon_mania("door"),
            Figure::Door { open: true } => dungeon_mania("door_open"),
            Figure::Portal => dungeon_mania("portal"),
            Figure::Spawner => dungeon_mania("zombie_toast_spawner"),
            Figure::Spider => dungeon_mania("spider"),
            Figure::ZombieToast => dungeon_mania("zombie_toast"),
            Figure::Mercenary { .. } => dungeon_mania("mercenary"),
            Figure::TimePortal => dungeon_mania("time_travelling_portal"),
            Figure::OlderPlayer => dungeon_mania("older_player"),
            Figure::Swamp => dungeon_mania("swamp_tile"),
            Figure::Assassin { .. } => dungeon_mania("assassin"),
            Figure::Hydra => dungeon_mania("hydra"),
            Figure::Wire { live: false } => dungeon_mania("wire"),
            Figure::Wire { live: true } => dungeon_mania("wire_live"),
            Figure::LightBulb { lit: false } => dungeon_mania("light_bulb_off"),
            Figure::LightBulb { lit: true } => dungeon_mania("light_bulb_on"),
            Figure::SwitchDoor { open: false } => dungeon_mania("switch_door"),
            Figure::SwitchDoor { open: true } => dungeon_mania("switch_door_open"),
        }
    }

    /// How a tile looks.
    pub fn tile(&self, kind: TileKind) -> &Look {
        &self.tiles.get(&kind).expect("the content test checks every tile kind has a row").look
    }

    /// How one of Dungeon Mania's kinds looks, by the type name its files
    /// use (`zombie_toast`; a state with a look of its own, `door_open`, has
    /// a row of its own). Its items are the engine's and have their rows in
    /// `items`; what else it shares with the engine (walls, the exit, the
    /// player) has no row here: it is drawn as the engine's.
    pub fn dungeon_mania(&self, type_name: &str) -> Option<&Look> {
        self.dungeon_mania.get(type_name).map(|row| &row.look)
    }

    /// Every row's look with the row's name (`mobs.Ghost`), in the table's
    /// order: for the terminal's texture glyphs, tests and tools.
    pub fn looks(&self) -> Vec<(String, &Look)> {
        let items = self.items.iter().map(|(k, row)| (format!("items.{k}"), &row.look));
        let mobs = self.mobs.iter().map(|(k, row)| (format!("mobs.{k}"), &row.look));
        let tiles = self.tiles.iter().map(|(k, row)| (format!("tiles.{k:?}"), &row.look));
        let player = std::iter::once(("player".to_owned(), &self.player.look));
        let dungeon =
            self.dungeon_mania.iter().map(|(k, row)| (format!("dungeon_mania.{k}"), &row.look));
        items.chain(mobs).chain(tiles).chain(player).chain(dungeon).collect()
    }

    /// The look whose texture (or second texture) is `texture`; `None` for
    /// the HUD's icons, which stand for no kind.
    pub fn look_of_texture(&self, texture: Texture) -> Option<&Look> {
        let looks = self.items.values().map(|r| &r.look).chain(self.mobs.values().map(|r| &r.look));
        let looks = looks
            .chain(self.tiles.values().map(|r| &r.look))
            .chain(std::iter::once(&self.player.look))
            .chain(self.dungeon_mania.values().map(|r| &r.look))
            .chain(self.tilesets.iter().flat_map(super::Tileset::looks));
        looks.into_iter().find(|look| look.textures().any(|t| t == texture))
    }
}

/// Colours closer than this (summed over red, green and blue) read as one
/// colour on a terminal.
const SAME_COLOR: u32 = 128;

/// Pairs of `looks`, all of things that can be on one screen together,
/// that a player cannot tell apart: the same glyph in colours that read as
/// one. Each pair as `a and b: glyph`.
pub fn look_alikes(looks: &[(&str, &Look)]) -> Vec<String> {
    let mut found = Vec::new();
    for (i, (a, first)) in looks.iter().enumerate() {
        for (b, second) in &looks[i + 1..] {
            let distance = [
                first.color.r.abs_diff(second.color.r),
                first.color.g.abs_diff(second.color.g),
                first.color.b.abs_diff(second.color.b),
            ]
            .into_iter()
            .map(u32::from)
            .sum::<u32>();
            if first.glyph == second.glyph && distance < SAME_COLOR {
                found.push(format!("{a} and {b}: {}", first.glyph));
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{ItemKind, MobKind};

    /// Everything the engine draws: the map's tiles, the player, every item
    /// and every creature.
    fn engine_figures() -> Vec<Figure> {
        let mut figures = vec![
            Figure::Wall,
            Figure::Stairs(Leads::Down),
            Figure::Stairs(Leads::Up),
            Figure::Exit,
            Figure::Player,
        ];
        figures.extend(ItemKind::ALL.map(Figure::Item));
        figures.extend(MobKind::ALL.map(Figure::Mob));
        figures
    }

    #[test]
    fn every_kind_and_tile_has_a_row() {
        let content = Content::get();
        for kind in TileKind::ALL {
            assert!(content.tiles.contains_key(&kind), "{kind:?} has a row in tiles");
        }
        for kind in MobKind::ALL {
            assert!(content.mobs.contains_key(&kind), "{kind} has a row in mobs");
        }
        for kind in ItemKind::ALL {
            assert!(content.items.contains_key(&kind), "{kind} has a row in items");
        }
        assert_eq!(content.tiles.len(), TileKind::ALL.len(), "no row for a tile that is not one");
        let dungeon_mania = [
            Figure::Boulder,
            Figure::Switch { pressed: false },
            Figure::Switch { pressed: true },
            Figure::Door { open: false },
            Figure::Door { open: true },
            Figure::Portal,
            Figure::Spawner,
            Figure::LitBomb,
            Figure::Spider,
            Figure::ZombieToast,
            Figure::Mercenary { ally: true },
            Figure::TimePortal,
            Figure::OlderPlayer,
            Figure::Swamp,
            Figure::Assassin { ally: false },
            Figure::Hydra,
            Figure::Wire { live: false },
            Figure::Wire { live: true },
            Figure::LightBulb { lit: false },
            Figure::LightBulb { lit: true },
            Figure::SwitchDoor { open: false },
            Figure::SwitchDoor { open: true },
        ];
        for figure in dungeon_mania {
            let _ = content.look(figure);
        }
    }

    /// On the engine's screens every figure has a glyph of its own, so a
    /// creature or an item is told apart without colour too (the floor is
    /// one of them: a creature must not look like it).
    #[test]
    fn every_figure_the_engine_draws_has_a_glyph_of_its_own() {
        let content = Content::get();
        let mut looks: Vec<(String, &Look)> =
            engine_figures().into_iter().map(|f| (format!("{f:?}"), content.look(f))).collect();
        looks.push(("floor".into(), content.tile(TileKind::Floor)));
        for (i, (a, first)) in looks.iter().enumerate() {
            for (b, second) in &looks[i + 1..] {
                assert_ne!(first.glyph, second.glyph, "{a} and {b} share a glyph");
            }
        }
    }

    /// The terminal draws a texture as its row's glyph: a texture that two
    /// rows named would be shown as only one of them.
    #[test]
    fn no_two_rows_name_one_texture_and_every_texture_has_a_row_or_is_an_icon() {
        let content = Content::get();
        let mut owner: std::collections::BTreeMap<Texture, String> = Default::default();
        for (name, look) in content.looks() {
            for texture in look.textures() {
                if let Some(before) = owner.insert(texture, name.clone()) {
                    panic!("{before} and {name} both name {}", texture.file_stem());
                }
            }
        }
        // The first band of depths is the tiles' own look (its test says
        // so); every deeper band's textures are its own.
        for band in content.tilesets.iter().skip(1) {
            for texture in band.textures() {
                if let Some(before) = owner.insert(texture, format!("tilesets.{}", band.name)) {
                    panic!("{before} and {} both name {}", band.name, texture.file_stem());
                }
            }
        }
        for texture in Texture::ALL {
            let icon = Texture::ICONS.contains(&texture);
            assert_ne!(
                owner.contains_key(&texture),
                icon,
                "{}: every texture is a row's or an icon, not both",
                texture.file_stem()
            );
        }
    }

    #[test]
    fn colours_read_and_write_as_hex() {
        assert_eq!(parse_color("#0aff10"), Some(Color::rgb(10, 255, 16)));
        for bad in ["0aff10", "#0aff1", "#0aff1g", "#0aff100", "#ééé"] {
            assert_eq!(parse_color(bad), None, "{bad}");
        }
        let look = Content::get().look(Figure::Player);
        let text = serde_json::to_string(look).expect("a look writes");
        assert_eq!(crate::json::from_str::<Look>(&text).ok().as_ref(), Some(look), "{text}");
    }

    #[test]
    fn a_row_with_a_misspelt_field_or_an_unknown_texture_is_refused() {
        let good = r##"{"glyph": "x", "color": "#102030", "texture": "ghost"}"##;
        assert!(crate::json::from_str::<Look>(good).is_ok());
        let colour = r##"{"glyph": "x", "colour": "#102030", "texture": "ghost"}"##;
        assert!(crate::json::from_str::<Look>(colour).is_err());
        let texture = r##"{"glyph": "x", "color": "#102030", "texture": "gost"}"##;
        let error = crate::json::from_str::<Look>(texture).expect_err("no such art");
        assert!(error.to_string().contains("assets/art/gost.txt"), "{error}");
    }

    #[test]
    fn look_alikes_are_the_same_glyph_in_close_colours() {
        let look = |glyph, color| Look { glyph, color, texture: Texture::Ghost, variant: None };
        let red = look('!', Color::rgb(250, 120, 120));
        let blue = look('!', Color::rgb(150, 170, 250));
        let pink = look('!', Color::rgb(250, 150, 150));
        let other = look('?', Color::rgb(250, 120, 120));
        assert!(look_alikes(&[("red", &red), ("blue", &blue), ("other", &other)]).is_empty());
        assert_eq!(look_alikes(&[("red", &red), ("pink", &pink)]), ["red and pink: !"]);
    }
}
