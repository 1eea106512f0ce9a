//! The `Painter` trait: everything game code may draw, and the small value types
//! it draws with. The browser implements it on a 2D canvas; tests record calls.

use super::layout::Layout;
use serde::{Serialize, Serializer};
use std::fmt;

/// An RGBA colour with 8-bit channels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Color {
    /// Red.
    pub r: u8,
    /// Green.
    pub g: u8,
    /// Blue.
    pub b: u8,
    /// Opacity, 255 opaque.
    pub a: u8,
}

impl Color {
    /// An opaque colour.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Color {
        Color { r, g, b, a: 255 }
    }

    /// A colour with opacity.
    pub const fn rgba(r: u8, g: u8, b: u8, a: u8) -> Color {
        Color { r, g, b, a }
    }

    /// The same colour with opacity `alpha` in `[0, 1]`.
    pub fn with_alpha(self, alpha: f64) -> Color {
        Color { a: (alpha.clamp(0.0, 1.0) * 255.0).round() as u8, ..self }
    }
}

impl fmt::Display for Color {
    /// CSS syntax, as the canvas wants it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.a == 255 {
            write!(f, "#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
        } else {
            write!(f, "rgba({},{},{},{:.3})", self.r, self.g, self.b, f64::from(self.a) / 255.0)
        }
    }
}

/// An axis-aligned rectangle in device pixels.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Rect {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

impl Rect {
    /// A rectangle from its left-top corner and size.
    pub const fn new(x: f64, y: f64, w: f64, h: f64) -> Rect {
        Rect { x, y, w, h }
    }

    /// The same rectangle shrunk by `d` on every side.
    pub fn inset(self, d: f64) -> Rect {
        Rect::new(self.x + d, self.y + d, (self.w - 2.0 * d).max(0.0), (self.h - 2.0 * d).max(0.0))
    }

    /// The centre point.
    pub fn center(self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
}

/// A colour stop of a gradient: offset in `[0, 1]` and colour.
pub type ColorStop = (f64, Color);

/// How a shape is filled.
#[derive(Clone, Debug, PartialEq)]
pub enum Fill {
    /// One colour.
    Solid(Color),
    /// A linear gradient from `(x0, y0)` to `(x1, y1)`.
    Linear {
        /// Start point.
        from: (f64, f64),
        /// End point.
        to: (f64, f64),
        /// Colour stops.
        stops: Vec<ColorStop>,
    },
    /// A radial gradient between two circles sharing a centre.
    Radial {
        /// Centre.
        center: (f64, f64),
        /// Inner radius (first stop).
        inner: f64,
        /// Outer radius (last stop).
        outer: f64,
        /// Colour stops.
        stops: Vec<ColorStop>,
    },
}

/// Horizontal text alignment relative to the anchor point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// The anchor is the left edge.
    Left,
    /// The anchor is the centre.
    Center,
    /// The anchor is the right edge.
    Right,
}

/// Vertical text alignment relative to the anchor point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Baseline {
    /// The anchor is the top of the text.
    Top,
    /// The anchor is the middle of the text.
    Middle,
    /// The anchor is the alphabetic baseline.
    Alphabetic,
}

/// How a piece of text looks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TextStyle {
    /// Font size in device pixels.
    pub size: f64,
    /// Colour.
    pub color: Color,
    /// Horizontal alignment.
    pub align: Align,
    /// Vertical alignment.
    pub baseline: Baseline,
    /// Bold weight.
    pub bold: bool,
    /// Monospaced family instead of the UI family.
    pub monospace: bool,
}

impl TextStyle {
    /// Regular UI text of `size` pixels, left-top anchored.
    pub const fn new(size: f64, color: Color) -> TextStyle {
        TextStyle {
            size,
            color,
            align: Align::Left,
            baseline: Baseline::Top,
            bold: false,
            monospace: false,
        }
    }

    /// The same style, aligned.
    pub const fn aligned(self, align: Align, baseline: Baseline) -> TextStyle {
        TextStyle { align, baseline, ..self }
    }

    /// The same style, bold.
    pub const fn bold(self) -> TextStyle {
        TextStyle { bold: true, ..self }
    }

    /// The same style, monospaced.
    pub const fn mono(self) -> TextStyle {
        TextStyle { monospace: true, ..self }
    }
}

/// Declares [`Texture`]: each texture once, its variant and the name of its
/// art (`assets/art/<name>.txt`, made into `assets/textures/<name>.png`), so
/// the list of textures, their file names and the names content rows use
/// cannot drift apart.
macro_rules! textures {
    ($($(#[$doc:meta])* $variant:ident => $stem:literal,)*) => {
        /// Every texture the game draws. The web layer loads
        /// `assets/textures/<file>.png`; content rows name a texture by its
        /// file name (`"texture": "golden_apple"`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Texture {
            $($(#[$doc])* $variant,)*
        }

        impl Texture {
            /// Every texture, in load order.
            pub const ALL: [Texture; [$($stem),*].len()] = [$(Texture::$variant),*];

            /// The file name under `assets/textures/` (and `assets/art/`),
            /// without its extension.
            pub const fn file_stem(self) -> &'static str {
                match self {
                    $(Texture::$variant => $stem,)*
                }
            }
        }
    };
}

textures! {
    /// Floor tile.
    Floor => "floor",
    /// Floor variant for variety.
    FloorAlt => "floor_alt",
    /// Top of a wall.
    Wall => "wall",
    /// Front face of a wall above floor.
    WallFace => "wall_face",
    /// The player.
    Player => "player",
    /// Sword item.
    Sword => "sword",
    /// Shield item.
    Shield => "shield",
    /// Golden apple item.
    GoldenApple => "golden_apple",
    /// Ghost mob.
    Ghost => "ghost",
    /// Mimic mob, revealed.
    Mimic => "mimic",
    /// Robot mob.
    Robot => "robot",
    /// Wizard mob.
    Wizard => "wizard",
    /// Troll mob.
    Troll => "troll",
    /// Wraith mob.
    Wraith => "wraith",
    /// Stairs leading down.
    StairsDown => "stairs_down",
    /// Stairs leading up.
    StairsUp => "stairs_up",
    /// The way out of the dungeon.
    Exit => "exit",
    /// The Amulet (treasure).
    Amulet => "amulet",
    /// HUD health icon.
    Heart => "heart",
    /// HUD attack icon.
    Attack => "attack",
    /// HUD armor icon.
    Armor => "armor",
    /// HUD experience icon.
    Xp => "xp",
    /// A Terra Incognita wormhole.
    Wormhole => "wormhole",
    /// Build Your Own World's locked door, set in an outer wall.
    LockedDoor => "locked_door",
    /// Build Your Own World's encounter: the spirit guarding the tile.
    Spirit => "spirit",
    /// A Dungeon Mania boulder, pushed by the player.
    Boulder => "boulder",
    /// A Dungeon Mania floor switch with nothing on it.
    SwitchOff => "switch_off",
    /// A Dungeon Mania floor switch pressed by a boulder.
    SwitchOn => "switch_on",
    /// A Dungeon Mania door, shut (a map tile).
    Door => "door",
    /// A Dungeon Mania door, opened (a map tile).
    DoorOpen => "door_open",
    /// A Dungeon Mania key.
    Key => "key",
    /// A Dungeon Mania portal's stone ring (its middle is filled with its colour).
    Portal => "portal",
    /// A Dungeon Mania zombie toast spawner.
    ZombieToastSpawner => "zombie_toast_spawner",
    /// A Dungeon Mania spider.
    Spider => "spider",
    /// A Dungeon Mania zombie toast.
    ZombieToast => "zombie_toast",
    /// A Dungeon Mania mercenary.
    Mercenary => "mercenary",
    /// Dungeon Mania treasure.
    Treasure => "treasure",
    /// A Dungeon Mania invincibility potion.
    InvincibilityPotion => "invincibility_potion",
    /// A Dungeon Mania invisibility potion.
    InvisibilityPotion => "invisibility_potion",
    /// A Dungeon Mania bomb.
    Bomb => "bomb",
    /// A Dungeon Mania bow.
    Bow => "bow",
    /// Dungeon Mania wood.
    Wood => "wood",
    /// A Dungeon Mania arrow.
    Arrow => "arrow",
    /// A Dungeon Mania time turner.
    TimeTurner => "time_turner",
    /// A Dungeon Mania time-travelling portal.
    TimeTravellingPortal => "time_travelling_portal",
    /// The player's older self after a time travel (Dungeon Mania).
    OlderPlayer => "older_player",
    /// A Dungeon Mania swamp tile.
    SwampTile => "swamp_tile",
    /// A Dungeon Mania sun stone.
    SunStone => "sun_stone",
    /// A Dungeon Mania sceptre.
    Sceptre => "sceptre",
    /// Dungeon Mania midnight armour.
    MidnightArmour => "midnight_armour",
    /// A Dungeon Mania assassin.
    Assassin => "assassin",
    /// A Dungeon Mania hydra.
    Hydra => "hydra",
    /// A Dungeon Mania wire carrying no current.
    Wire => "wire",
    /// A Dungeon Mania wire carrying current.
    WireLive => "wire_live",
    /// A Dungeon Mania light bulb, off.
    LightBulbOff => "light_bulb_off",
    /// A Dungeon Mania light bulb, lit.
    LightBulbOn => "light_bulb_on",
    /// A Dungeon Mania switch door, shut (a map tile).
    SwitchDoor => "switch_door",
    /// A Dungeon Mania switch door, open (a map tile).
    SwitchDoorOpen => "switch_door_open",
    /// Floor of the mines (depths 3–4).
    MinesFloor => "mines_floor",
    /// Floor variant of the mines (depths 3–4).
    MinesFloorAlt => "mines_floor_alt",
    /// Top of a wall of the mines (depths 3–4).
    MinesWall => "mines_wall",
    /// Front face of a wall of the mines (depths 3–4).
    MinesWallFace => "mines_wall_face",
    /// A shut door of the mines (depths 3–4).
    MinesDoor => "mines_door",
    /// An open door of the mines (depths 3–4).
    MinesDoorOpen => "mines_door_open",
    /// Floor of the crypt (depths 5–6).
    CryptFloor => "crypt_floor",
    /// Floor variant of the crypt (depths 5–6).
    CryptFloorAlt => "crypt_floor_alt",
    /// Top of a wall of the crypt (depths 5–6).
    CryptWall => "crypt_wall",
    /// Front face of a wall of the crypt (depths 5–6).
    CryptWallFace => "crypt_wall_face",
    /// A shut door of the crypt (depths 5–6).
    CryptDoor => "crypt_door",
    /// An open door of the crypt (depths 5–6).
    CryptDoorOpen => "crypt_door_open",
    /// Floor of the deep (depths 7–8).
    DeepFloor => "deep_floor",
    /// Floor variant of the deep (depths 7–8).
    DeepFloorAlt => "deep_floor_alt",
    /// Top of a wall of the deep (depths 7–8).
    DeepWall => "deep_wall",
    /// Front face of a wall of the deep (depths 7–8).
    DeepWallFace => "deep_wall_face",
    /// A shut door of the deep (depths 7–8).
    DeepDoor => "deep_door",
    /// An open door of the deep (depths 7–8).
    DeepDoorOpen => "deep_door_open",
    /// The descent's healing potion.
    HealingPotion => "healing_potion",
    /// The descent's Spider (Dungeon Mania's, under the classic turn).
    CaveSpider => "cave_spider",
    /// The descent's Zombie.
    Zombie => "zombie",
    /// The descent's Mercenary.
    Sellsword => "sellsword",
    /// The descent's dagger.
    Dagger => "dagger",
    /// The descent's maul.
    Maul => "maul",
    /// The descent's leather armour.
    LeatherArmour => "leather_armour",
    /// The descent's chain mail.
    ChainMail => "chain_mail",
}

impl Texture {
    /// The texture whose art is named `stem`, if there is one.
    pub fn from_stem(stem: &str) -> Option<Texture> {
        Texture::ALL.into_iter().find(|t| t.file_stem() == stem)
    }

    /// Position in [`Texture::ALL`], for dense tables.
    pub fn index(self) -> usize {
        Texture::ALL.iter().position(|&t| t == self).expect("ALL lists every texture")
    }

    /// The textures of the HUD's icons, which stand for no kind of thing
    /// (every other texture is some content row's look).
    pub const ICONS: [Texture; 4] = [Texture::Heart, Texture::Attack, Texture::Armor, Texture::Xp];
}

/// Content rows name textures by their art's file name.
impl Serialize for Texture {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.file_stem())
    }
}

impl crate::json::ToJson for Texture {
    fn to_json(&self, w: &mut crate::json::Writer) {
        w.str(self.file_stem());
    }
}

/// A texture is a map key by its stem too.
impl crate::json::ToJsonKey for Texture {
    fn json_key(&self, out: &mut String) {
        out.push_str(self.file_stem());
    }
}

impl crate::json::FromJson for Texture {
    fn from_json(node: &crate::json::Node) -> Result<Texture, crate::json::Error> {
        let stem = String::from_json(node)?;
        Texture::from_stem(&stem).ok_or_else(|| {
            crate::json::Error::custom(format!(
                "unknown texture `{stem}`: a texture is named by its art, assets/art/{stem}.txt, \
                 and listed in `textures!` (src/render/painter.rs)"
            ))
        })
    }
}

/// What game code may draw. Coordinates are device pixels, origin top-left.
pub trait Painter {
    /// The drawing surface size in device pixels.
    fn size(&self) -> (f64, f64);
    /// Device pixels per CSS pixel, to size text and UI for the screen.
    fn pixel_ratio(&self) -> f64;
    /// The player's text and tile scale (1.0 at 100%).
    fn ui_scale(&self) -> f64;
    /// Sets the player's text and tile scale for later layouts.
    fn set_ui_scale(&mut self, scale: f64);
    /// How screens lay out on this surface: in CSS pixels at the pixel
    /// ratio times the player's scale. A surface that is not a page (a
    /// terminal's cells) fits its own size instead.
    fn layout(&self) -> Layout {
        let (w, h) = self.size();
        Layout::zoomed(w, h, self.pixel_ratio() * self.ui_scale())
    }
    /// Sets the opacity multiplier for later calls, in `[0, 1]`.
    fn set_alpha(&mut self, alpha: f64);
    /// Fills the whole surface with `color`, ignoring alpha.
    fn clear(&mut self, color: Color);
    /// Fills a rectangle.
    fn fill_rect(&mut self, rect: Rect, fill: &Fill);
    /// Strokes the outline of a rectangle with lines `width` pixels wide.
    fn stroke_rect(&mut self, rect: Rect, color: Color, width: f64);
    /// Draws a texture scaled into `dest` without smoothing.
    fn draw_texture(&mut self, texture: Texture, dest: Rect);
    /// Draws one line of text at an anchor point.
    fn draw_text(&mut self, text: &str, x: f64, y: f64, style: &TextStyle);
    /// The width in pixels `text` would take in `style`.
    fn measure_text(&mut self, text: &str, style: &TextStyle) -> f64;
    /// For a painter of character cells (the terminal), the pixels one
    /// cell stands for, across and down: its text cannot be made smaller, so
    /// a layout clips it or gives each line a row of its own. `None` for a
    /// canvas.
    fn char_cell(&self) -> Option<(f64, f64)> {
        None
    }
    /// `style`, made smaller if need be so `text` fits in `width` pixels
    /// (a line that is longer in one language than another stays whole).
    fn fitted(&mut self, text: &str, style: &TextStyle, width: f64) -> TextStyle {
        let measured = self.measure_text(text, style);
        if measured > width && measured > 0.0 {
            TextStyle { size: (style.size * width / measured).floor().max(1.0), ..*style }
        } else {
            *style
        }
    }
    /// The handler named `handler` (as `App::handler_names` lists it) is
    /// about to handle an event, drawing its layer if the event is a frame.
    /// A painter that draws some layers its own way (the terminal draws the
    /// world and HUD from the game in glyphs) uses this to leave theirs out;
    /// the canvas draws everything and ignores it.
    fn begin_layer(&mut self, _handler: &'static str) {}
}
