//! Drawing a labyrinth played blind: the fragment on screen with the game's
//! textures (nothing of what was not touched), the HUD (moves of the limit,
//! the treasure, the last status, which fragment), a help line, and the
//! ending over it all. Once the game is over the whole labyrinth can be
//! shown: what was touched in full, the rest dimmed, the wormholes numbered.

use super::labyrinth_play::LabyrinthPlay;
use crate::content::{Content, Look, TileKind};
use crate::core::hud::move_keys;
use crate::core::options::{Action, Bindings};
use crate::game::{Coordinates, Felt, Figure};
use crate::labyrinth::{Cell, Status, TREASURE};
use crate::locale::{phrase, phrase_with};
use crate::render::{
    draw_key_line, key_line_height, theme, Align, Baseline, Color, Fill, Layout, Painter, Rect,
    TextStyle, Texture, TEXEL_GRID,
};
use std::collections::HashSet;

/// What the help line says, with the player's keys: while playing, or
/// (`over`) once the game has ended.
pub fn help_line(bindings: &Bindings, over: bool) -> String {
    let b = bindings;
    let fragment = b.label(Action::NextFragment);
    if over {
        return phrase(
            "lab_help_over",
            &[
                ("new", &b.label(Action::NewGame)),
                ("fragment", &fragment),
                ("menu", &b.label(Action::MainMenu)),
            ],
        );
    }
    phrase(
        "lab_help",
        &[
            ("moves", &move_keys(b)),
            ("wait", &b.labels(Action::Wait)),
            ("fragment", &fragment),
            ("explore", &b.label(Action::Explore)),
        ],
    )
}

/// How a labyrinth's cell looks, from the content table: the row of the
/// engine kind it is (its entrance drawn as stairs up, its treasure as the
/// Amulet).
pub fn look(what: Felt) -> &'static Look {
    let content = Content::get();
    match what {
        Felt::Floor => content.tile(TileKind::Floor),
        Felt::Wall => content.look(Figure::Wall),
        Felt::Entrance => content.look(Figure::Entrance),
        Felt::Exit => content.look(Figure::Exit),
        Felt::Wormhole => content.look(Figure::Wormhole),
        Felt::Treasure => content.look(Figure::Item(TREASURE)),
    }
}

/// The player's texture, from its row.
fn player() -> Texture {
    Content::get().look(Figure::Player).texture
}

fn panel(p: &mut dyn Painter, rect: Rect, l: &Layout) {
    p.fill_rect(rect, &Fill::Solid(theme::PANEL));
    p.stroke_rect(rect, theme::PANEL_EDGE, l.u(2.0).max(1.0));
}

/// Draws the whole screen.
pub fn draw(lab: &LabyrinthPlay, bindings: &Bindings, now_ms: f64, p: &mut dyn Painter) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    let over = lab.game().outcome().is_some();
    let hud = l.u(112.0);
    // The ending sits under the HUD and the map below it, both in view.
    let top = if over { hud + ENDING_HEIGHT * l.ui + l.u(16.0) } else { hud };
    let help = TextStyle::new(l.u(15.0), theme::MUTED).aligned(Align::Center, Baseline::Middle);
    let words = help_line(bindings, over);
    let bottom = l.u(44.0).max(key_line_height(p, &words));
    let area = Rect::new(l.u(16.0), top, w - l.u(32.0), (h - top - bottom).max(1.0));
    if lab.revealed() {
        draw_revealed(lab, area, &l, now_ms, p);
    } else {
        draw_fragment(lab, area, &l, now_ms, p);
    }
    draw_hud(lab, &l, p);
    draw_key_line(p, &words, h - bottom / 2.0, &help);
    if over {
        draw_ending(lab, hud, &l, p);
    }
}

/// The height of the ending's card, in UI units.
const ENDING_HEIGHT: f64 = 150.0;

/// The side of a cell: whole texels when the labyrinth fits that way (the
/// whole labyrinth and its walls fit whichever cell it is seen from), else
/// whole pixels.
fn tile_size(width: usize, height: usize, area: Rect, l: &Layout) -> f64 {
    // A fragment spans at most the labyrinth, plus a wall on each side.
    let fit = (area.w / (width + 2) as f64).min(area.h / (height + 2) as f64);
    let texels = (fit / TEXEL_GRID).floor() * TEXEL_GRID;
    if texels >= TEXEL_GRID {
        texels.min(l.tile)
    } else {
        fit.floor().max(4.0)
    }
}

fn draw_fragment(lab: &LabyrinthPlay, area: Rect, l: &Layout, now_ms: f64, p: &mut dyn Painter) {
    let memory = lab.memory();
    let fragment = lab.shown_fragment();
    let cells = memory.cells(fragment);
    let (width, height) = lab.game().size();
    let tile = tile_size(width, height, area, l);
    let (mut low, mut high) = (Coordinates::new(0, 0), Coordinates::new(0, 0));
    if let Some(&(first, _)) = cells.first() {
        (low, high) = (first, first);
    }
    for &(pos, _) in &cells {
        low = Coordinates::new(low.x.min(pos.x), low.y.min(pos.y));
        high = Coordinates::new(high.x.max(pos.x), high.y.max(pos.y));
    }
    // The fragment's middle on the area's middle, on whole pixels.
    let (cx, cy) = area.center();
    let ox = (cx - (f64::from(low.x + high.x) / 2.0 + 0.5) * tile).round();
    let oy = (cy - (f64::from(low.y + high.y) / 2.0 + 0.5) * tile).round();
    let rect = |pos: Coordinates| {
        Rect::new(ox + f64::from(pos.x) * tile, oy + f64::from(pos.y) * tile, tile, tile)
    };
    if let Some(origin) = memory.placed(fragment) {
        // Where the fragment is on the map is known: show the map's edge.
        let corner = rect(Coordinates::new(-origin.x, -origin.y));
        stroke_map_edge(p, corner.x, corner.y, tile, (width, height), l);
    }
    let open: HashSet<Coordinates> =
        cells.iter().filter(|c| c.1 != Felt::Wall).map(|c| c.0).collect();
    for &(pos, what) in &cells {
        let face = open.contains(&(pos + Coordinates::new(0, 1)));
        draw_cell(p, rect(pos), pos, what, face, now_ms);
    }
    if let Some(pos) = memory.player(fragment) {
        p.draw_texture(player(), rect(pos));
    }
}

/// One remembered cell at `dest` (map or fragment cell `pos`); `face`: a
/// wall with a free cell below, which shows its face as in the main game.
fn draw_cell(
    p: &mut dyn Painter,
    dest: Rect,
    pos: Coordinates,
    what: Felt,
    face: bool,
    now_ms: f64,
) {
    if what == Felt::Wall {
        p.draw_texture(look(Felt::Wall).texture_for(face), dest);
        return;
    }
    p.draw_texture(look(Felt::Floor).texture_for((pos.x ^ pos.y) & 3 == 0), dest);
    draw_landmark(p, dest, what, now_ms);
}

/// What stands on a free cell: an entrance, an exit, a wormhole, the mark
/// of a taken treasure (nothing for a plain floor).
fn draw_landmark(p: &mut dyn Painter, dest: Rect, what: Felt, now_ms: f64) {
    match what {
        Felt::Entrance | Felt::Exit => p.draw_texture(look(what).texture, dest),
        Felt::Wormhole => {
            // A slow pulse: holes read as things that move.
            let pulse = 0.06 * (now_ms / 300.0).sin();
            let inset = dest.w * (0.02 + pulse).max(0.0);
            p.draw_texture(look(what).texture, dest.inset(inset));
        }
        Felt::Treasure => {
            // Taken: a faint mark of where it lay.
            p.set_alpha(0.35);
            p.draw_texture(look(what).texture, dest.inset(dest.w * 0.15));
            p.set_alpha(1.0);
        }
        Felt::Floor | Felt::Wall => {}
    }
}

/// The map's edge around a `width` × `height` map whose top left cell is at
/// (`x`, `y`): a line just outside it, a whole cell away on a terminal
/// (whose cells the map's own would otherwise overwrite).
fn stroke_map_edge(
    p: &mut dyn Painter,
    x: f64,
    y: f64,
    tile: f64,
    (width, height): (usize, usize),
    l: &Layout,
) {
    let edge = Rect::new(x, y, tile * width as f64, tile * height as f64);
    let frame = match p.char_cell() {
        Some((cw, ch)) => Rect::new(x - cw, y - ch, edge.w + 2.0 * cw, edge.h + 2.0 * ch),
        None => edge.inset(-l.u(3.0)),
    };
    p.stroke_rect(frame, theme::PANEL_EDGE, l.u(2.0).max(1.0));
}

/// How much a cell the player never touched is dimmed on the revealed map.
const UNTOUCHED_ALPHA: f64 = 0.35;

/// The whole labyrinth, once the game is over: every cell, the ground the
/// player never touched dimmed (but not what stands on it: entrances,
/// exits, treasures and wormholes are what a player looks for), each
/// wormhole with its number, and the player where it really is.
fn draw_revealed(lab: &LabyrinthPlay, area: Rect, l: &Layout, now_ms: f64, p: &mut dyn Painter) {
    let map = lab.map();
    let (width, height) = (map.width(), map.height());
    let tile = tile_size(width, height, area, l);
    let (cx, cy) = area.center();
    let ox = (cx - width as f64 * tile / 2.0).round();
    let oy = (cy - height as f64 * tile / 2.0).round();
    let rect = |pos: Coordinates| {
        Rect::new(ox + f64::from(pos.x) * tile, oy + f64::from(pos.y) * tile, tile, tile)
    };
    stroke_map_edge(p, ox, oy, tile, (width, height), l);
    let cells = p.char_cell().is_some();
    let touched = lab.touched();
    let number = TextStyle::new((tile * 0.42).max(l.u(13.0)), theme::GOLD).bold();
    for pos in map.positions() {
        let dest = rect(pos);
        let cell = map.get(pos);
        let face = map.get(pos + Coordinates::new(0, 1)).is_passable();
        let still_there =
            cell == Cell::Treasure && lab.game().engine().world().felt(pos) == Felt::Treasure;
        let on_it = match cell {
            Cell::Wall | Cell::Empty => None,
            // Still there: drawn whole below, not as the mark of a taken one.
            Cell::Treasure if still_there => None,
            Cell::Treasure => Some(Felt::Treasure),
            Cell::Entrance => Some(Felt::Entrance),
            Cell::Exit => Some(Felt::Exit),
            // On a terminal the digit (drawn below) is the hole, as in the file.
            Cell::Wormhole(_) if cells => None,
            Cell::Wormhole(_) => Some(Felt::Wormhole),
        };
        let ground = if cell == Cell::Wall { Felt::Wall } else { Felt::Floor };
        if !touched.contains(&pos) {
            p.set_alpha(UNTOUCHED_ALPHA);
        }
        draw_cell(p, dest, pos, ground, face, now_ms);
        p.set_alpha(1.0);
        if let Some(what) = on_it {
            draw_landmark(p, dest, what, now_ms);
        }
        if still_there {
            p.draw_texture(look(Felt::Treasure).texture, dest.inset(dest.w * 0.1));
        }
    }
    p.draw_texture(player(), rect(lab.game().position()));
    // The wormholes' numbers over everything, the player too: on a canvas in
    // the hole's corner, on a terminal in the hole's place.
    for (n, pos) in map.wormholes() {
        let dest = rect(pos);
        let digit = char::from(b'0' + n).to_string();
        if cells {
            let (x, y) = dest.center();
            p.draw_text(&digit, x, y, &number.aligned(Align::Center, Baseline::Middle));
        } else {
            // On a dark tab in the hole's lower right corner, so it reads on
            // the hole's blue at any size.
            let size = number.size;
            let w = p.measure_text(&digit, &number) + size * 0.3;
            let tab = Rect::new(dest.x + dest.w - w * 0.8, dest.y + dest.h - size * 0.9, w, size);
            p.fill_rect(tab, &Fill::Solid(Color::rgba(10, 8, 14, 215)));
            let (x, y) = tab.center();
            p.draw_text(&digit, x, y, &number.aligned(Align::Center, Baseline::Middle));
        }
    }
}

/// The status line of the last move in words, or the one before the first.
pub fn status_line(status: Option<Status>) -> String {
    match status {
        Some(s) => {
            let index = Status::ALL.iter().position(|a| *a == s).unwrap_or_default();
            phrase(&format!("lab_status_{index}"), &[])
        }
        None => phrase("lab_start", &[]),
    }
}

fn status_color(status: Status) -> Color {
    match status {
        Status::WallPrevents => theme::HEALTH,
        Status::TreasureFound | Status::ExitWon => theme::GOLD,
        Status::FellIntoWormhole => theme::XP,
        Status::ExitWithoutTreasure => Color::rgb(232, 150, 80),
        Status::NothingChanges | Status::EmptyRoom => theme::TEXT,
    }
}

fn draw_hud(lab: &LabyrinthPlay, l: &Layout, p: &mut dyn Painter) {
    let (w, _) = p.size();
    let pad = l.u(12.0);
    let bar = Rect::new(l.u(12.0), l.u(12.0), w - l.u(24.0), l.u(88.0));
    panel(p, bar, l);
    let game = lab.game();
    let title = TextStyle::new(l.u(20.0), theme::GOLD).aligned(Align::Left, Baseline::Top).bold();
    p.draw_text(&phrase("lab_title", &[("name", lab.name())]), bar.x + pad, bar.y + pad, &title);
    let text = TextStyle::new(l.u(18.0), theme::TEXT).aligned(Align::Left, Baseline::Top);
    let y2 = bar.y + pad + l.u(34.0);
    let moves = phrase_with(
        "lab_moves",
        &[("moves", game.moves().into()), ("limit", game.move_limit().into())],
    );
    p.draw_text(&moves, bar.x + pad, y2, &text);
    // Each part starts where the one before ends if that is further right
    // than its place (a longer language, a terminal's wide letters).
    let gap = l.u(16.0);
    let icon = l.u(26.0);
    let tx = (bar.x + pad + l.u(190.0)).max(bar.x + pad + p.measure_text(&moves, &text) + gap);
    let carrying = game.condition().has_treasure;
    if !carrying {
        p.set_alpha(0.3);
    }
    let treasure = look(Felt::Treasure).texture;
    p.draw_texture(treasure, Rect::new(tx, y2 - l.u(4.0), icon, icon));
    p.set_alpha(1.0);
    let (treasure, color) = if carrying {
        ("lab_treasure_found", theme::GOLD)
    } else {
        ("lab_treasure_not_yet", theme::MUTED)
    };
    let treasure = phrase(treasure, &[]);
    let treasure_style = TextStyle { color, ..text };
    p.draw_text(&treasure, tx + icon + l.u(8.0), y2, &treasure_style);
    let treasure_end = tx + icon + l.u(8.0) + p.measure_text(&treasure, &treasure_style);
    let status = lab.last_status();
    let line = status_line(status);
    let color = status.map_or(theme::MUTED, status_color);
    let status_style = TextStyle::new(l.u(20.0), color).aligned(Align::Left, Baseline::Top).bold();
    let sx = (tx + l.u(240.0)).max(treasure_end + gap);
    p.draw_text(&line, sx, y2 - l.u(2.0), &status_style);
    // Right: the fragment on screen, and who is playing.
    let right = TextStyle::new(l.u(18.0), theme::TEXT).aligned(Align::Right, Baseline::Top);
    let memory = lab.memory();
    let shown = lab.shown_fragment();
    let mut label = if lab.revealed() {
        phrase("lab_whole_map", &[])
    } else {
        phrase_with(
            "lab_fragment",
            &[("shown", (shown + 1).into()), ("count", memory.fragment_count().into())],
        )
    };
    if !lab.revealed() && shown != memory.current() {
        label.push_str(&phrase_with(
            "lab_fragment_yours",
            &[("current", (memory.current() + 1).into())],
        ));
    }
    let edge = bar.x + bar.w - pad;
    p.draw_text(&label, edge, bar.y + pad, &TextStyle { color: theme::XP, ..right });
    if lab.watching() {
        let watching = phrase("lab_watching", &[]);
        p.draw_text(&watching, edge, y2, &TextStyle { color: theme::GOOD, ..right });
    }
}

fn draw_ending(lab: &LabyrinthPlay, top: f64, l: &Layout, p: &mut dyn Painter) {
    let (w, _) = p.size();
    let Some(ending) = lab.ending() else { return };
    let won = lab.game().outcome() == Some(crate::labyrinth::Outcome::Won);
    let who = if lab.smart_moves() == 0 {
        phrase("lab_who_you", &[])
    } else if lab.smart_moves() == lab.game().moves() {
        phrase("lab_who_smart", &[])
    } else {
        phrase_with("lab_who_both", &[("moves", lab.smart_moves().into())])
    };
    let box_w = (w * 0.7).min(l.u(900.0));
    let card = Rect::new(((w - box_w) / 2.0).round(), top, box_w, l.u(ENDING_HEIGHT));
    p.fill_rect(card, &Fill::Solid(Color::rgba(10, 8, 14, 235)));
    p.stroke_rect(card, if won { theme::GOLD } else { theme::HEALTH }, l.u(3.0).max(1.0));
    let title_color = if won { theme::GOLD } else { theme::HEALTH };
    let title = TextStyle::new(l.u(34.0), title_color).aligned(Align::Center, Baseline::Top).bold();
    let headline = phrase(if won { "lab_headline_won" } else { "lab_headline_lost" }, &[]);
    p.draw_text(&headline, w / 2.0, card.y + l.u(16.0), &title);
    let body = TextStyle::new(l.u(20.0), theme::TEXT).aligned(Align::Center, Baseline::Top);
    let muted_body = TextStyle { size: l.u(17.0), color: theme::MUTED, ..body };
    let line = phrase("lab_ending_line", &[("who", &who), ("ending", &ending)]);
    p.draw_text(&line, w / 2.0, card.y + l.u(66.0), &body);
    p.draw_text(&shortest_line(lab.shortest()), w / 2.0, card.y + l.u(104.0), &muted_body);
}

/// What the shortest route with the map known was, for the ending.
pub fn shortest_line(shortest: Option<u32>) -> String {
    match shortest {
        Some(moves) => phrase_with("lab_ending_shortest", &[("moves", moves.into())]),
        None => phrase("lab_ending_no_route", &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::look_alikes;

    /// Every cell of a labyrinth and the player have a look, and no two of
    /// them look alike in a terminal.
    #[test]
    fn a_labyrinths_cells_are_told_apart() {
        let cells =
            [Felt::Wall, Felt::Floor, Felt::Entrance, Felt::Exit, Felt::Wormhole, Felt::Treasure];
        let names: Vec<String> = cells.iter().map(|c| format!("{c:?}")).collect();
        let mut looks: Vec<(&str, &Look)> =
            names.iter().map(String::as_str).zip(cells.map(look)).collect();
        looks.push(("player", Content::get().look(Figure::Player)));
        assert_eq!(look_alikes(&looks), Vec::<String>::new());
    }
}
