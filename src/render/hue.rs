//! How each [`Hue`] looks: the one place a world's colour names (a Dungeon
//! Mania portal's `RED`, `BLUE`, …) become colours, for the canvas and the
//! terminal alike.

use super::painter::Color;
use crate::game::Hue;

/// The colour of a hue; a hue of an unknown name gets a colour of its own
/// from its hash, never too dark or too bright to see on the floor.
pub fn hue_color(hue: Hue) -> Color {
    match hue {
        Hue::Red => Color::rgb(226, 60, 60),
        Hue::Blue => Color::rgb(70, 110, 236),
        Hue::Green => Color::rgb(72, 196, 88),
        Hue::Yellow => Color::rgb(240, 214, 64),
        Hue::Orange => Color::rgb(240, 146, 48),
        Hue::Purple => Color::rgb(160, 84, 220),
        Hue::Pink => Color::rgb(240, 120, 190),
        Hue::Grey => Color::rgb(150, 150, 160),
        Hue::White => Color::rgb(236, 236, 240),
        Hue::Black => Color::rgb(40, 36, 48),
        Hue::Cyan => Color::rgb(80, 214, 222),
        Hue::Brown => Color::rgb(150, 96, 52),
        Hue::Other(hash) => {
            let channel = |shift: u32| 80 + ((hash >> shift) % 160) as u8;
            Color::rgb(channel(0), channel(8), channel(16))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_usual_names_have_their_colours_and_others_one_of_their_own() {
        assert_eq!(hue_color(Hue::named("RED")), Color::rgb(226, 60, 60));
        assert_ne!(hue_color(Hue::named("RED")), hue_color(Hue::named("BLUE")));
        let teal = hue_color(Hue::named("TEAL"));
        assert_eq!(teal, hue_color(Hue::named("teal")));
        assert_ne!(teal, hue_color(Hue::named("mauve")));
    }
}
