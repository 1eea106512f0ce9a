//! The `Painter` trait: everything game code may draw, and the small value types
//! it draws with. The browser implements it on a 2D canvas; tests record calls.

use super::layout::Layout;
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

/// Every texture the game draws. The web layer loads `assets/textures/<file>.png`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Texture {
    /// Floor tile.
    Floor,
    /// Floor variant for variety.
    FloorAlt,
    /// Top of a wall.
    Wall,
    /// Front face of a wall above floor.
    WallFace,
    /// The player.
    Player,
    /// Sword item.
    Sword,
    /// Shield item.
    Shield,
    /// Golden apple item.
    GoldenApple,
    /// Ghost mob.
    Ghost,
    /// Mimic mob, revealed.
    Mimic,
    /// Robot mob.
    Robot,
    /// Wizard mob.
    Wizard,
    /// Troll mob.
    Troll,
    /// Wraith mob.
    Wraith,
    /// Stairs leading down.
    StairsDown,
    /// Stairs leading up.
    StairsUp,
    /// The way out of the dungeon.
    Exit,
    /// The Amulet (treasure).
    Amulet,
    /// HUD health icon.
    Heart,
    /// HUD attack icon.
    Attack,
    /// HUD armor icon.
    Armor,
    /// HUD experience icon.
    Xp,
    /// A Terra Incognita wormhole.
    Wormhole,
    /// Build Your Own World's locked door, set in an outer wall.
    LockedDoor,
    /// Build Your Own World's encounter: the spirit guarding the tile.
    Spirit,
    /// A Dungeon Mania boulder, pushed by the player.
    Boulder,
    /// A Dungeon Mania floor switch with nothing on it.
    SwitchOff,
    /// A Dungeon Mania floor switch pressed by a boulder.
    SwitchOn,
    /// A Dungeon Mania door, shut (a map tile).
    Door,
    /// A Dungeon Mania door, opened (a map tile).
    DoorOpen,
    /// A Dungeon Mania key.
    Key,
    /// A Dungeon Mania portal's stone ring (its middle is filled with its colour).
    Portal,
    /// A Dungeon Mania zombie toast spawner.
    ZombieToastSpawner,
    /// A Dungeon Mania spider.
    Spider,
    /// A Dungeon Mania zombie toast.
    ZombieToast,
    /// A Dungeon Mania mercenary.
    Mercenary,
    /// Dungeon Mania treasure.
    Treasure,
    /// A Dungeon Mania invincibility potion.
    InvincibilityPotion,
    /// A Dungeon Mania invisibility potion.
    InvisibilityPotion,
    /// A Dungeon Mania bomb.
    Bomb,
    /// A Dungeon Mania bow.
    Bow,
    /// Dungeon Mania wood.
    Wood,
    /// A Dungeon Mania arrow.
    Arrow,
}

impl Texture {
    /// Every texture, in load order.
    pub const ALL: [Texture; 43] = [
        Texture::Floor,
        Texture::FloorAlt,
        Texture::Wall,
        Texture::WallFace,
        Texture::Player,
        Texture::Sword,
        Texture::Shield,
        Texture::GoldenApple,
        Texture::Ghost,
        Texture::Mimic,
        Texture::Robot,
        Texture::Wizard,
        Texture::Troll,
        Texture::Wraith,
        Texture::StairsDown,
        Texture::StairsUp,
        Texture::Exit,
        Texture::Amulet,
        Texture::Heart,
        Texture::Attack,
        Texture::Armor,
        Texture::Xp,
        Texture::Wormhole,
        Texture::LockedDoor,
        Texture::Spirit,
        Texture::Boulder,
        Texture::SwitchOff,
        Texture::SwitchOn,
        Texture::Door,
        Texture::DoorOpen,
        Texture::Key,
        Texture::Portal,
        Texture::ZombieToastSpawner,
        Texture::Spider,
        Texture::ZombieToast,
        Texture::Mercenary,
        Texture::Treasure,
        Texture::InvincibilityPotion,
        Texture::InvisibilityPotion,
        Texture::Bomb,
        Texture::Bow,
        Texture::Wood,
        Texture::Arrow,
    ];

    /// The file name under `assets/textures/`, without `.png`.
    pub const fn file_stem(self) -> &'static str {
        match self {
            Texture::Floor => "floor",
            Texture::FloorAlt => "floor_alt",
            Texture::Wall => "wall",
            Texture::WallFace => "wall_face",
            Texture::Player => "player",
            Texture::Sword => "sword",
            Texture::Shield => "shield",
            Texture::GoldenApple => "golden_apple",
            Texture::Ghost => "ghost",
            Texture::Mimic => "mimic",
            Texture::Robot => "robot",
            Texture::Wizard => "wizard",
            Texture::Troll => "troll",
            Texture::Wraith => "wraith",
            Texture::StairsDown => "stairs_down",
            Texture::StairsUp => "stairs_up",
            Texture::Exit => "exit",
            Texture::Amulet => "amulet",
            Texture::Heart => "heart",
            Texture::Attack => "attack",
            Texture::Armor => "armor",
            Texture::Xp => "xp",
            Texture::Wormhole => "wormhole",
            Texture::LockedDoor => "locked_door",
            Texture::Spirit => "spirit",
            Texture::Boulder => "boulder",
            Texture::SwitchOff => "switch_off",
            Texture::SwitchOn => "switch_on",
            Texture::Door => "door",
            Texture::DoorOpen => "door_open",
            Texture::Key => "key",
            Texture::Portal => "portal",
            Texture::ZombieToastSpawner => "zombie_toast_spawner",
            Texture::Spider => "spider",
            Texture::ZombieToast => "zombie_toast",
            Texture::Mercenary => "mercenary",
            Texture::Treasure => "treasure",
            Texture::InvincibilityPotion => "invincibility_potion",
            Texture::InvisibilityPotion => "invisibility_potion",
            Texture::Bomb => "bomb",
            Texture::Bow => "bow",
            Texture::Wood => "wood",
            Texture::Arrow => "arrow",
        }
    }

    /// Position in [`Texture::ALL`], for dense tables.
    pub fn index(self) -> usize {
        Texture::ALL.iter().position(|&t| t == self).expect("ALL lists every texture")
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
