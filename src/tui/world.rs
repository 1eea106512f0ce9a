//! The game on a terminal: the world in glyphs, centred on the player, from
//! what the player sees and remembers ([`Game::cell_view`]), and the HUD in
//! box-drawing frames: a side panel (health, attack, armor, level, turn,
//! depth, goal, the pack and what is equipped) and the latest messages.

use super::glyphs::{figure_glyph, glyph, item_glyph, tile_glyph};
use super::grid::Grid;
use crate::content::{EquipmentSlot, TileKind, Tileset};
use crate::core::Session;
use crate::core::ShownMap;
use crate::game::{Appearance, CellView, Coordinates, Figure, Game, Layer, Visibility};
use crate::locale;
use crate::render::wrap;
use crate::render::{hue_color, theme, Color};

/// Width of the side panel, frame included.
pub const PANEL_W: i32 = 28;
/// Height of the message box, frame included.
pub const MESSAGES_H: i32 = 5;

/// How much a remembered cell keeps of its colour in view.
const REMEMBERED: f64 = 0.45;

/// Draws the world and HUD of `session` over the whole grid; `cursor` is a
/// cell to mark (the look cursor).
pub fn draw_game(grid: &mut Grid, session: &Session, cursor: Option<Coordinates>) {
    let (w, h) = (i32::from(grid.width()), i32::from(grid.height()));
    grid.clear();
    if let Some(map) = session.mode().shown_map(session) {
        // A mode's own map (a labyrinth's felt fragment, the whole labyrinth
        // at the end) over the whole screen; its HUD and the messages are
        // the app's, drawn in cells over it.
        draw_shown(grid, &map, (w, h));
        return;
    }
    let map_w = (w - PANEL_W).max(1);
    let map_h = (h - MESSAGES_H).max(1);
    let tileset = session.mode().tileset(&session.game);
    draw_map(grid, &session.game, tileset, (0, 0, map_w, map_h), cursor);
    draw_panel(grid, session, (map_w, 0, w - map_w, h - MESSAGES_H));
    draw_messages(grid, &session.game, (0, h - MESSAGES_H, w, MESSAGES_H));
}

/// The map in `area` (x, y, w, h), one cell of the world a cell of the
/// screen, the player in the middle.
fn draw_map(
    grid: &mut Grid,
    game: &Game,
    tileset: Option<&Tileset>,
    area: (i32, i32, i32, i32),
    cursor: Option<Coordinates>,
) {
    let (x0, y0, w, h) = area;
    let me = game.player.coordinates;
    let corner = Coordinates::new(me.x - w / 2, me.y - h / 2);
    for row in 0..h {
        for col in 0..w {
            let cell = Coordinates::new(corner.x + col, corner.y + row);
            if let Some(view) = game.cell_view(cell) {
                let shown = cell_glyph_in(&view, &game.player_appearance(), tileset);
                grid.put(x0 + col, y0 + row, shown.glyph, shown.fg);
                if shown.reverse {
                    if let Some(c) = grid.get_mut(x0 + col, y0 + row) {
                        (c.fg, c.bg) = (theme::BACKGROUND, shown.fg);
                    }
                }
            }
            if cursor == Some(cell) {
                if let Some(c) = grid.get_mut(x0 + col, y0 + row) {
                    c.bg = theme::GOLD;
                    c.fg = theme::BACKGROUND;
                    if c.glyph == ' ' {
                        c.glyph = '?';
                    }
                }
            }
        }
    }
}

/// A mode's own map, its focus in the middle of the screen; a label (a
/// wormhole's number) stands in its cell's place.
fn draw_shown(grid: &mut Grid, map: &ShownMap, (w, h): (i32, i32)) {
    let corner = Coordinates::new(map.focus.x - w / 2, map.focus.y - h / 2);
    let player = Appearance::new(Figure::Player, Layer::Creature);
    for (cell, view) in &map.cells {
        let shown = cell_glyph(view, &player);
        grid.put(cell.x - corner.x, cell.y - corner.y, shown.glyph, shown.fg);
    }
    let me = map.cells.iter().find(|(_, view)| view.player).map(|&(cell, _)| cell);
    for (cell, words) in map.labels.iter().filter(|(cell, _)| Some(*cell) != me) {
        if let Some(digit) = words.chars().next().filter(|_| words.chars().count() == 1) {
            grid.put(cell.x - corner.x, cell.y - corner.y, digit, theme::GOLD);
        }
    }
}

/// How the terminal shows a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The character.
    pub glyph: char,
    /// Its colour (the cell's background instead, when `reverse`).
    pub fg: Color,
    /// Drawn in reverse: a plate with the character cut out of it.
    pub reverse: bool,
}

/// A cell's glyph and colour: the topmost thing on it (the player, who
/// looks like `player`, above all), else wall or floor; remembered cells
/// dimmed.
pub fn cell_glyph(view: &CellView, player: &Appearance) -> Shown {
    cell_glyph_in(view, player, None)
}

/// A cell's glyph and colour as [`cell_glyph`], on a level that takes the
/// look of a band of depths (`tileset`): its floor, walls and doors in the
/// band's colours, as the canvas draws them in the band's textures.
pub fn cell_glyph_in(view: &CellView, player: &Appearance, tileset: Option<&Tileset>) -> Shown {
    let shown = if view.player {
        appearance_glyph(player)
    } else if let Some(top) = view.things.last() {
        let mut shown = appearance_glyph(top);
        if let Some(look) = tileset.and_then(|band| band.look(top.figure)) {
            shown.fg = look.color;
        }
        // What rests on a pressed switch takes the lit plate's colour
        // (which boulders are home).
        let plate = Figure::Switch { pressed: true };
        match view.things.iter().find(|a| a.figure == plate) {
            Some(under) if top.layer > Layer::Fixture => {
                Shown { fg: appearance_glyph(under).fg, ..shown }
            }
            _ => shown,
        }
    } else {
        let (glyph, fg) = match tileset {
            Some(band) => glyph(if view.wall { &band.wall } else { &band.floor }),
            None => tile_glyph(if view.wall { TileKind::Wall } else { TileKind::Floor }),
        };
        Shown { glyph, fg, reverse: false }
    };
    match view.visibility {
        Visibility::InView => shown,
        Visibility::Remembered => Shown { fg: dim(shown.fg, REMEMBERED), ..shown },
    }
}

/// One thing as the terminal shows it: its row's glyph and colour, and in
/// a cell's room what tells it from others of its kind — a portal in its
/// hue, a fixture's one-character label (a shut door's key number) in
/// reverse instead of its glyph, an ally in green, a lit bomb in red; faint
/// seen through a wall or (the player) invisible; red close to death.
pub fn appearance_glyph(thing: &Appearance) -> Shown {
    let (mut glyph, mut fg) = figure_glyph(thing.figure);
    let mut reverse = false;
    if let Some(hue) = thing.hue {
        fg = hue_color(hue);
    }
    let mut label = thing.label.iter().flat_map(|l| l.as_str().chars());
    if let (Layer::Fixture, Some(only), None) = (thing.layer, label.next(), label.next()) {
        (glyph, reverse) = (only, true);
    }
    if thing.ally {
        fg = theme::GOOD;
    }
    if thing.figure == Figure::LitBomb {
        fg = theme::HEALTH;
    }
    if thing.translucent {
        fg = dim(fg, 0.6);
    }
    // A creature close to death shows it: its colour turns red.
    if thing.hurt.is_some_and(|fraction| fraction < 0.34) {
        fg = theme::HEALTH;
    }
    Shown { glyph, fg, reverse }
}

fn dim(color: Color, keep: f64) -> Color {
    let mix = |c: u8, b: u8| (f64::from(b) + (f64::from(c) - f64::from(b)) * keep).round() as u8;
    let b = theme::BACKGROUND;
    Color::rgb(mix(color.r, b.r), mix(color.g, b.g), mix(color.b, b.b))
}

/// A bar of `width` cells, `fraction` of it full.
fn bar(grid: &mut Grid, x: i32, y: i32, width: i32, fraction: f64, color: Color) {
    let full = (f64::from(width) * fraction.clamp(0.0, 1.0)).round() as i32;
    for i in 0..width {
        let glyph = if i < full { '█' } else { '░' };
        grid.put(x + i, y, glyph, if i < full { color } else { dim(color, 0.35) });
    }
}

/// The side panel: stats, goal, pack.
fn draw_panel(grid: &mut Grid, session: &Session, area: (i32, i32, i32, i32)) {
    let (x0, y0, w, h) = area;
    grid.frame(x0, y0, w, h, theme::PANEL_EDGE);
    let game = &session.game;
    let player = &game.player;
    let title = if game.levels().len() > 1 {
        let (depth, levels) = (game.depth() + 1, game.levels().len());
        locale::phrase_with("tui_depth", &[("depth", depth.into()), ("levels", levels.into())])
    } else {
        locale::phrase("tui_title", &[])
    };
    grid.text(x0 + 2, y0, &title, theme::GOLD, (w - 4).max(0) as usize);
    let inner = (w - 4).max(0) as usize;
    let x = x0 + 2;
    let mut y = y0 + 1;
    let hp = format!("♥ {}/{}", player.health.max(0), player.max_health);
    let after = grid.text(x, y, &hp, theme::HEALTH, inner);
    let hp_fraction = f64::from(player.health) / f64::from(player.max_health.max(1));
    bar(grid, after + 1, y, x0 + w - 2 - after - 1, hp_fraction, theme::HEALTH);
    y += 1;
    let stats = format!("† {}   ◊ {}", player.attack(), player.armor());
    grid.text(x, y, &stats, theme::TEXT, inner);
    y += 1;
    let need = player.next_level_experience();
    let level = locale::phrase_with(
        "tui_level",
        &[
            ("level", player.level.into()),
            ("experience", player.experience.into()),
            ("need", need.into()),
        ],
    );
    grid.text(x, y, &level, theme::XP, inner);
    y += 1;
    let turn = locale::phrase_with(
        "tui_turn",
        &[("turn", game.turn.into()), ("source", locale::source(&session.source).into())],
    );
    grid.text(x, y, &turn, theme::MUTED, inner);
    y += 1;
    if let Some((goal, done, left)) = locale::goal_status(game) {
        // Wrapped, a few lines at most: a goal clipped mid-word would hide
        // what is left to do (Russian runs longer than English).
        let goal = locale::phrase("hud_goal", &[("goal", &goal)]);
        let rest = if done { locale::phrase("hud_goal_done", &[]) } else { left };
        for (text, color, most) in [(goal, theme::GOLD, 2), (rest, theme::TEXT, 3)] {
            for line in wrap(&text, inner).into_iter().take(most) {
                grid.text(x, y, &line, color, inner);
                y += 1;
            }
        }
    }
    if y < y0 + h - 1 {
        grid.text(x0 + 1, y, &"─".repeat((w - 2).max(0) as usize), theme::PANEL_EDGE, 200);
        grid.text(x, y, &locale::phrase("tui_pack", &[]), theme::GOLD, inner);
        y += 1;
    }
    let selected = player.inventory.selected();
    for i in 0..player.inventory.size() {
        if y >= y0 + h - 2 {
            break;
        }
        let marker = if i == selected { '▸' } else { ' ' };
        grid.put(x - 1, y, marker, theme::GOLD);
        grid.text(x, y, &format!("{}", i + 1), theme::MUTED, inner);
        if let Some(item) = player.inventory.get(i) {
            let (glyph, color) = item_glyph(item.kind());
            grid.put(x + 2, y, glyph, color);
            let color = if i == selected { theme::GOLD } else { theme::TEXT };
            let name = match player.inventory.count(i) {
                count @ 2.. => locale::phrase_with(
                    "run_carried_several",
                    &[("item", locale::Arg::Name(item.kind().name())), ("count", count.into())],
                ),
                _ => locale::name(item.kind().name()),
            };
            grid.text(x + 4, y, &name, color, inner.saturating_sub(4));
        }
        y += 1;
    }
    if y >= y0 + h - 1 {
        return;
    }
    let mut col = x;
    for slot in [EquipmentSlot::Weapon, EquipmentSlot::Armor] {
        let name = crate::core::hud::slot_name(slot);
        col = grid.text(col, y, &format!("{name} "), theme::MUTED, inner);
        match player.equipped(slot) {
            Some(item) => {
                let (glyph, color) = item_glyph(item.kind());
                grid.put(col, y, glyph, color);
                let bonus = item.as_equipment().map_or(0, |e| e.equipment_bonus());
                col = grid.text(col + 1, y, &format!("+{bonus}  "), theme::GOLD, 6);
            }
            None => col = grid.text(col, y, "—  ", theme::MUTED, 3),
        }
    }
}

/// The latest messages, newest at the bottom.
fn draw_messages(grid: &mut Grid, game: &Game, area: (i32, i32, i32, i32)) {
    let (x0, y0, w, h) = area;
    grid.frame(x0, y0, w, h, theme::PANEL_EDGE);
    grid.text(
        x0 + 2,
        y0,
        &locale::phrase("tui_messages", &[]),
        theme::MUTED,
        (w - 4).max(0) as usize,
    );
    // The newest messages, each wrapped to the panel, newest at the bottom.
    let (rows, width) = ((h - 2).max(0) as usize, (w - 4).max(0) as usize);
    let mut lines = Vec::new();
    for entry in game.log.last(rows).iter().rev() {
        let recent = crate::core::hud::is_recent(entry.turn, game.turn);
        let color = if recent { theme::TEXT } else { theme::MUTED };
        let wrapped = wrap(&locale::text(&entry.message), width);
        lines.extend(wrapped.into_iter().rev().map(|line| (line, color)));
        if lines.len() >= rows {
            break;
        }
    }
    lines.truncate(rows);
    let start = rows - lines.len();
    for (k, (line, color)) in lines.iter().rev().enumerate() {
        grid.text(x0 + 2, y0 + 1 + (start + k) as i32, line, *color, width);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Content;

    #[test]
    fn the_terminal_colours_follow_the_band_of_depths() {
        let player = Appearance::new(Figure::Player, Layer::Creature);
        let cell =
            |wall, things| CellView { visibility: Visibility::InView, wall, things, player: false };
        let door = Appearance::new(Figure::Door { open: false }, Layer::Fixture);
        let shown = |band: Option<&Tileset>| {
            [cell(true, vec![]), cell(false, vec![]), cell(false, vec![door])]
                .map(|view| cell_glyph_in(&view, &player, band))
        };
        let plain = shown(None);
        assert_eq!(plain.map(|s| s.glyph), ['#', '.', '+']);
        assert_eq!(
            shown(Some(Content::get().tileset(1))),
            plain,
            "the first band is the plain look"
        );
        let deep = Content::get().tileset(8);
        let drawn = shown(Some(deep));
        assert_eq!(drawn.map(|s| s.glyph), ['#', '.', '+'], "the same signs at every depth");
        assert_eq!(drawn.map(|s| s.fg), [deep.wall.color, deep.floor.color, deep.door.color]);
        assert_ne!(drawn, plain);
    }
}
