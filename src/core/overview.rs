//! The overview map (M): the whole level as the player remembers it,
//! fitted to the screen and drawn as the level is (the same looks, smaller),
//! with a title naming the depth and the key that closes it (at the bottom,
//! clear of the notices at the top).

use super::options::{Action, Bindings};
use crate::content::Tileset;
use crate::game::{Coordinates, Game};
use crate::locale;
use crate::render::{
    draw_cells, theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle, WorldView,
};

/// The smallest a cell is drawn on the canvas, in device pixels: below it
/// textures turn to noise; a level that needs less is centred on the
/// player instead of fitted whole.
const MIN_TILE: f64 = 3.0;

/// The side of a cell that fits `span` cells across `room` pixels, between
/// [`MIN_TILE`] and the play screen's own tile.
fn fitted_tile(room: (f64, f64), span: (i32, i32), play_tile: f64) -> f64 {
    let across = room.0 / f64::from(span.0.max(1));
    let down = room.1 / f64::from(span.1.max(1));
    across.min(down).floor().clamp(MIN_TILE, play_tile.max(MIN_TILE))
}

/// Draws the overview of `game`'s current level over the whole screen, in
/// the look of its band of depths (`tileset`) if it takes one.
pub fn draw(
    game: &Game,
    tileset: Option<&'static Tileset>,
    bindings: &Bindings,
    high_contrast: bool,
    p: &mut dyn Painter,
) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(Color::rgba(6, 5, 12, 245)));
    let cells = game.remembered();
    // The title stands at the bottom: the top is where notices appear,
    // and one would hide it.
    let title_h = l.u(44.0);
    let area = Rect::new(l.u(12.0), l.u(12.0), w - l.u(24.0), h - title_h - l.u(12.0));
    let (lo, hi) = cells.iter().fold(
        (Coordinates::new(i32::MAX, i32::MAX), Coordinates::new(i32::MIN, i32::MIN)),
        |(lo, hi), &(c, _)| {
            (
                Coordinates::new(lo.x.min(c.x), lo.y.min(c.y)),
                Coordinates::new(hi.x.max(c.x), hi.y.max(c.y)),
            )
        },
    );
    // A terminal draws a cell as a character: it cannot shrink them.
    let tile = match p.char_cell() {
        Some(_) => l.tile,
        None if cells.is_empty() => l.tile,
        None => fitted_tile((area.w, area.h), (hi.x - lo.x + 1, hi.y - lo.y + 1), l.tile),
    };
    let whole =
        f64::from(hi.x - lo.x + 1) * tile <= area.w && f64::from(hi.y - lo.y + 1) * tile <= area.h;
    let center = if whole && !cells.is_empty() {
        (f64::from(lo.x + hi.x) / 2.0, f64::from(lo.y + hi.y) / 2.0)
    } else {
        let me = game.player.coordinates;
        (f64::from(me.x), f64::from(me.y))
    };
    let view = WorldView {
        area,
        center,
        tile,
        now_ms: 0.0,
        darkness_radius: 0.0,
        high_contrast,
        reduced_motion: true,
        tileset,
    };
    draw_cells(p, &cells, &view);
    let depth = i64::try_from(game.depth() + 1).unwrap_or(i64::MAX);
    let title = locale::phrase_with(
        "overview_title",
        &[("depth", depth.into()), ("key", bindings.label(Action::Overview).into())],
    );
    let style = TextStyle::new(l.u(20.0), theme::GOLD).aligned(Align::Center, Baseline::Middle);
    let style = p.fitted(&title, &style, w - l.u(24.0));
    p.draw_text(&title, w / 2.0, h - title_h / 2.0, &style);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_level_is_fitted_between_the_smallest_tile_and_the_play_screens() {
        assert_eq!(fitted_tile((800.0, 600.0), (80, 40), 48.0), 10.0, "as wide as fits");
        assert_eq!(fitted_tile((800.0, 600.0), (10, 10), 48.0), 48.0, "never larger than play");
        assert_eq!(fitted_tile((800.0, 600.0), (1000, 1000), 48.0), MIN_TILE);
    }
}
