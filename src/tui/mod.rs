//! The terminal front end (`roguelike tui`, native only): the same `App` as
//! the page, drawn in character cells — the world and HUD in glyphs and
//! box-drawing frames from what the player sees, every other screen
//! rasterised from the app's own drawing — with saves as files in the
//! user's data folder, and the bell for the sounds that matter most. The
//! binary runs it on a real terminal through ratatui and crossterm; tests
//! run it on a grid in memory.

mod bell;
mod glyphs;
mod grid;
mod host;
mod keys;
mod raster;
mod storage;
mod world;

pub use bell::TerminalBell;
pub use glyphs::{figure_glyph, item_glyph, texture_glyph, tile_glyph};
pub use grid::{Cell, Grid};
pub use host::TuiHost;
pub use keys::{char_key, input, Input};
pub use raster::{CellPainter, CELL_H, CELL_W};
pub use storage::{
    DataFolder, BYOW_SAVE_FILE, DUNGEON_SAVE_FILE, EXPORTS, HIGH_SCORES_FILE, OPTIONS_FILE,
    SAVE_FILE,
};
pub use world::{
    appearance_glyph, cell_glyph, cell_glyph_in, draw_game, Shown, MESSAGES_H, PANEL_W,
};

use ratatui::buffer::Buffer;
use ratatui::style::{Color as TermColor, Modifier};

/// Copies a grid into a ratatui buffer (the part both cover).
pub fn blit(grid: &Grid, buffer: &mut Buffer) {
    let area = buffer.area;
    let rgb = |c: crate::render::Color| TermColor::Rgb(c.r, c.g, c.b);
    for y in 0..area.height.min(grid.height()) {
        for x in 0..area.width.min(grid.width()) {
            let Some(cell) = grid.get(i32::from(x), i32::from(y)) else { continue };
            let target = &mut buffer[(area.x + x, area.y + y)];
            target.set_char(cell.glyph).set_fg(rgb(cell.fg)).set_bg(rgb(cell.bg));
            if cell.bold {
                target.modifier.insert(Modifier::BOLD);
            } else {
                target.modifier = Modifier::empty();
            }
        }
    }
}
