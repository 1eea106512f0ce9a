//! Drawing a Dungeon Mania game: the map with a texture for every kind of
//! entity (portals filled with their colour), the HUD (the goal string as
//! the spec writes it, health with its fraction, the potion in effect), the
//! inventory with counts and durability, what can be built, a help line, the
//! summary of a battle's rounds, and the ending.

use super::dungeon_play::DungeonPlay;
use crate::content::{Content, Look, TileKind};
use crate::core::hud::move_keys;
use crate::core::options::{Action, Bindings};
use crate::dungeon::{
    display_name, item_from_name, item_name, type_name, Dungeon, HeldItem, Potion,
    DEFAULT_CONFIG_NAME, ITEMS,
};
use crate::game::{Battle, Coordinates, Figure, ItemKind, KindRef};
use crate::locale::{phrase, phrase_with};
use crate::render::{
    draw_fitted, draw_key_line, item_texture, key_line_height, theme, Align, Baseline, Color, Fill,
    Layout, Painter, Rect, TextStyle, Texture, TEXEL_GRID,
};

/// What the help line says, with the player's keys: while playing, or
/// (`over`) once the game has ended.
pub fn help_line(bindings: &Bindings, over: bool) -> String {
    let b = bindings;
    if over {
        return phrase(
            "dungeon_help_over",
            &[("new", &b.label(Action::NewGame)), ("menu", &b.label(Action::MainMenu))],
        );
    }
    phrase(
        "dungeon_help",
        &[
            ("moves", &move_keys(b)),
            ("interact", &b.label(Action::Use)),
            ("bomb", &b.label(Action::UseBomb)),
            ("invincibility", &b.label(Action::UseInvincibility)),
            ("invisibility", &b.label(Action::UseInvisibility)),
            ("bow", &b.label(Action::BuildBow)),
            ("shield", &b.label(Action::BuildShield)),
            ("save", &b.label(Action::ExportWorld)),
            ("replay", &b.label(Action::ExportReplay)),
        ],
    )
}

/// The height of the HUD, in UI units.
const HUD_HEIGHT: f64 = 112.0;

/// The width of the inventory column, in UI units.
const SIDE_WIDTH: f64 = 300.0;

fn panel(p: &mut dyn Painter, rect: Rect, l: &Layout) {
    p.fill_rect(rect, &Fill::Solid(theme::PANEL));
    p.stroke_rect(rect, theme::PANEL_EDGE, l.u(2.0).max(1.0));
}

/// Draws the whole screen.
pub fn draw(play: &DungeonPlay, bindings: &Bindings, now_ms: f64, p: &mut dyn Painter) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    let top = l.u(HUD_HEIGHT + 12.0);
    let over = play.outcome().is_some();
    let words = help_line(bindings, over);
    // A terminal's help takes the rows it needs, and a refusal one above.
    let row = p.char_cell().map(|(_, cell_h)| cell_h);
    let bottom = row.map_or(l.u(64.0), |row| key_line_height(p, &words) + row);
    let side = l.u(SIDE_WIDTH);
    let area = Rect::new(l.u(16.0), top, w - side - l.u(44.0), (h - top - bottom).max(1.0));
    draw_map(play.dungeon(), area, &l, now_ms, p);
    draw_hud(play, &l, p);
    draw_side(play.dungeon(), bindings, Rect::new(w - side - l.u(16.0), top, side, area.h), &l, p);
    let help = TextStyle::new(l.u(15.0), theme::MUTED).aligned(Align::Center, Baseline::Middle);
    draw_key_line(p, &words, h - l.u(18.0), &help);
    if let Some(refused) = play.refused() {
        let style =
            TextStyle::new(l.u(17.0), theme::HEALTH).aligned(Align::Center, Baseline::Middle);
        let y = row.map_or(h - l.u(44.0), |row| h - bottom + row / 2.0);
        p.draw_text(refused, w / 2.0, y, &style);
    }
    // Cards sit over the map, the inventory beside them still in view.
    let middle = area.x + area.w / 2.0;
    if let Some(battles) = play.open_battles() {
        draw_battles(&battles, middle, &l, p);
    } else if over {
        draw_ending(play, middle, &l, p);
    }
}

/// The cells the map spans: where the dungeon was loaded, widened to the
/// player if it has walked (through a portal) outside.
fn bounds(dungeon: &Dungeon) -> (Coordinates, Coordinates) {
    let area = dungeon.state().spawn_area;
    let (mut lo, mut hi) = (area.min, area.max);
    if let Some(at) = dungeon.player_pos() {
        lo = Coordinates::new(lo.x.min(at.x), lo.y.min(at.y));
        hi = Coordinates::new(hi.x.max(at.x), hi.y.max(at.y));
    }
    (lo, hi)
}

/// The side of a cell: whole texels when the dungeon fits that way, else
/// whole pixels, never more than the main game's tile.
fn tile_size(cells_w: i32, cells_h: i32, area: Rect, l: &Layout) -> f64 {
    let fit = (area.w / f64::from(cells_w)).min(area.h / f64::from(cells_h));
    let texels = (fit / TEXEL_GRID).floor() * TEXEL_GRID;
    if texels >= TEXEL_GRID {
        texels.min(l.tile)
    } else {
        fit.floor().max(4.0)
    }
}

/// Which layer a kind is drawn in, bottom first.
fn layer(kind: KindRef<'_>) -> u8 {
    match kind {
        KindRef::Wall(_) | KindRef::Door(_) => 0,
        KindRef::Exit(_)
        | KindRef::Switch(_)
        | KindRef::Portal(_)
        | KindRef::Stairs(_)
        | KindRef::Entrance(_)
        | KindRef::Wormhole(_)
        | KindRef::LockedDoor(_) => 1,
        KindRef::Spawner(_) | KindRef::Item(_) | KindRef::LitBomb(_) => 2,
        KindRef::Boulder(_) => 3,
        KindRef::Spider(_)
        | KindRef::ZombieToast(_)
        | KindRef::Mercenary(_)
        | KindRef::Mob(_)
        | KindRef::Spirit(_) => 4,
    }
}

/// How a Dungeon Mania type looks (`zombie_toast`; a state with a look of
/// its own: `door_open`, `switch_on`), from the content table: an item's
/// row, the engine's for the tiles and the player, else its row in
/// `dungeon_mania`.
pub fn look(type_name: &str) -> &'static Look {
    let content = Content::get();
    if let Some(item) = item_from_name(type_name) {
        return content.look(Figure::Item(item));
    }
    match type_name {
        "wall" => content.tile(TileKind::Wall),
        "floor" => content.tile(TileKind::Floor),
        "exit" => content.tile(TileKind::Exit),
        "player" => content.look(Figure::Player),
        other => content
            .dungeon_mania(other)
            .expect("the dungeon view's test checks every type has a row"),
    }
}

/// The texture of a type, from its look.
fn texture(type_name: &str) -> Texture {
    look(type_name).texture
}

/// A portal's colour: the usual colour names, anything else a hue of its own.
pub fn portal_color(name: &str) -> Color {
    match name.to_ascii_lowercase().as_str() {
        "red" => Color::rgb(226, 60, 60),
        "blue" => Color::rgb(70, 110, 236),
        "green" => Color::rgb(72, 196, 88),
        "yellow" => Color::rgb(240, 214, 64),
        "orange" => Color::rgb(240, 146, 48),
        "purple" | "violet" => Color::rgb(160, 84, 220),
        "pink" => Color::rgb(240, 120, 190),
        "grey" | "gray" => Color::rgb(150, 150, 160),
        "white" => Color::rgb(236, 236, 240),
        "black" => Color::rgb(40, 36, 48),
        "cyan" => Color::rgb(80, 214, 222),
        "brown" => Color::rgb(150, 96, 52),
        other => {
            let hash =
                other.bytes().fold(7u32, |h, b| h.wrapping_mul(31).wrapping_add(u32::from(b)));
            let channel = |shift: u32| 80 + ((hash >> shift) % 160) as u8;
            Color::rgb(channel(0), channel(8), channel(16))
        }
    }
}

fn draw_map(dungeon: &Dungeon, area: Rect, l: &Layout, now_ms: f64, p: &mut dyn Painter) {
    let (lo, hi) = bounds(dungeon);
    let (cells_w, cells_h) = (hi.x - lo.x + 1, hi.y - lo.y + 1);
    let tile = tile_size(cells_w, cells_h, area, l);
    let (cx, cy) = area.center();
    let ox = (cx - f64::from(cells_w) * tile / 2.0).round();
    let oy = (cy - f64::from(cells_h) * tile / 2.0).round();
    let rect = |pos: Coordinates| {
        Rect::new(
            ox + f64::from(pos.x - lo.x) * tile,
            oy + f64::from(pos.y - lo.y) * tile,
            tile,
            tile,
        )
    };
    let world = dungeon.game().world();
    let is_wall = |pos: Coordinates| world.is_wall(pos);
    let label = TextStyle::new((tile * 0.3).max(9.0), theme::TEXT)
        .aligned(Align::Right, Baseline::Alphabetic)
        .bold();
    for y in lo.y..=hi.y {
        for x in lo.x..=hi.x {
            let pos = Coordinates::new(x, y);
            let dest = rect(pos);
            p.draw_texture(look("floor").texture_for((x ^ y) & 3 == 0), dest);
            let mut here: Vec<KindRef<'_>> =
                dungeon.at(pos).into_iter().map(|(_, kind)| kind).collect();
            here.sort_by_key(|&k| layer(k));
            let pressed = here.iter().any(|k| matches!(k, KindRef::Boulder(_)));
            let on_switch = here.iter().any(|k| matches!(k, KindRef::Switch(_)));
            for kind in here {
                let cell = Cell { dest, pos, pressed, on_switch };
                draw_entity(kind, &cell, &is_wall, now_ms, &label, p);
            }
        }
    }
    if let Some(at) = dungeon.player_pos() {
        draw_player(dungeon, rect(at), l, p);
    }
}

/// One cell being drawn: where, and what its neighbours in the cell say.
struct Cell {
    dest: Rect,
    pos: Coordinates,
    /// A boulder is on the cell (a switch there is on).
    pressed: bool,
    /// A switch is on the cell (a boulder there presses it).
    on_switch: bool,
}

fn draw_entity(
    kind: KindRef<'_>,
    cell: &Cell,
    is_wall: &dyn Fn(Coordinates) -> bool,
    now_ms: f64,
    label: &TextStyle,
    p: &mut dyn Painter,
) {
    let Cell { dest, pos, pressed, on_switch: pressed_switch } = *cell;
    let corner = |p: &mut dyn Painter, text: &str| {
        p.draw_text(text, dest.x + dest.w * 0.94, dest.y + dest.h * 0.98, label);
    };
    match kind {
        KindRef::Wall(_) => {
            let below = Coordinates::new(pos.x, pos.y + 1);
            p.draw_texture(look("wall").texture_for(!is_wall(below)), dest);
        }
        KindRef::Door(door) => {
            p.draw_texture(texture(type_name(kind)), dest);
            if !door.is_open() {
                corner(p, &door.key().to_string());
            }
        }
        KindRef::Exit(_) => p.draw_texture(texture("exit"), dest),
        KindRef::Switch(_) => {
            p.draw_texture(texture(if pressed { "switch_on" } else { "switch" }), dest)
        }
        KindRef::Portal(portal) => {
            // The ring's open middle shows the colour; a slow shimmer over it.
            let texel = dest.w / TEXEL_GRID;
            let middle =
                Rect::new(dest.x + 4.0 * texel, dest.y + 4.0 * texel, 8.0 * texel, 8.0 * texel);
            p.fill_rect(middle, &Fill::Solid(portal_color(portal.colour())));
            p.set_alpha(0.25 + 0.15 * (now_ms / 400.0 + f64::from(pos.x + pos.y)).sin());
            p.fill_rect(middle.inset(texel * 2.0), &Fill::Solid(Color::rgb(255, 255, 255)));
            p.set_alpha(1.0);
            p.draw_texture(texture("portal"), dest);
        }
        KindRef::Spawner(_) => p.draw_texture(texture(type_name(kind)), dest),
        KindRef::Item(item) => {
            p.draw_texture(item_texture(item.item_kind()), dest.inset(dest.w * 0.1));
            if let Some(key) = item.key_id() {
                corner(p, &key.to_string());
            }
        }
        KindRef::LitBomb(_) => {
            // A placed bomb waits, its fuse flickering.
            p.draw_texture(texture("bomb"), dest);
            let flicker = 0.5 + 0.5 * (now_ms / 120.0).sin();
            p.set_alpha(flicker);
            let texel = dest.w / TEXEL_GRID;
            let spark = Rect::new(dest.x + 10.0 * texel, dest.y, 4.0 * texel, 4.0 * texel);
            p.fill_rect(spark, &Fill::Solid(theme::GOLD));
            p.set_alpha(1.0);
        }
        // On a switch, a boulder sits a little smaller, so the pressed
        // plate shows round it.
        KindRef::Boulder(_) if pressed_switch => {
            p.draw_texture(texture("boulder"), dest.inset(dest.w * 0.12))
        }
        KindRef::Boulder(_) | KindRef::Spider(_) | KindRef::ZombieToast(_) => {
            p.draw_texture(texture(type_name(kind)), dest)
        }
        KindRef::Mercenary(mercenary) => {
            p.draw_texture(texture("mercenary"), dest);
            if mercenary.is_ally() {
                // An ally wears a heart over its head.
                let side = dest.w * 0.4;
                p.draw_texture(Texture::Heart, Rect::new(dest.x, dest.y, side, side));
            }
        }
        // Not kinds a dungeon file places.
        // Not kinds a dungeon file places.
        KindRef::Mob(_)
        | KindRef::Stairs(_)
        | KindRef::Entrance(_)
        | KindRef::Wormhole(_)
        | KindRef::LockedDoor(_)
        | KindRef::Spirit(_) => {}
    }
}

fn draw_player(dungeon: &Dungeon, dest: Rect, l: &Layout, p: &mut dyn Painter) {
    let active = dungeon.state().effects.active();
    if active == Some(Potion::Invisibility) {
        p.set_alpha(0.45);
    }
    p.draw_texture(texture("player"), dest);
    p.set_alpha(1.0);
    if active == Some(Potion::Invincibility) {
        p.stroke_rect(dest.inset(l.u(1.0)), theme::GOLD, l.u(3.0).max(1.0));
    }
}

fn draw_hud(play: &DungeonPlay, l: &Layout, p: &mut dyn Painter) {
    let (w, _) = p.size();
    let pad = l.u(12.0);
    let bar = Rect::new(l.u(12.0), l.u(12.0), w - l.u(24.0), l.u(HUD_HEIGHT - 12.0));
    panel(p, bar, l);
    let dungeon = play.dungeon();
    let title = TextStyle::new(l.u(20.0), theme::GOLD).aligned(Align::Left, Baseline::Top).bold();
    p.draw_text(
        &phrase("dungeon_title", &[("name", play.name())]),
        bar.x + pad,
        bar.y + pad,
        &title,
    );
    let right = TextStyle::new(l.u(16.0), theme::MUTED).aligned(Align::Right, Baseline::Top);
    let config = play.config_name().map_or_else(
        || phrase("dungeon_config_default", &[("name", DEFAULT_CONFIG_NAME)]),
        |name| phrase("dungeon_config", &[("name", name)]),
    );
    let edge = bar.x + bar.w - pad;
    let tick = dungeon.tick().to_string();
    p.draw_text(
        &phrase("dungeon_tick", &[("tick", &tick), ("config", &config)]),
        edge,
        bar.y + pad,
        &right,
    );
    let y2 = bar.y + pad + l.u(36.0);
    let text = TextStyle::new(l.u(20.0), theme::TEXT).aligned(Align::Left, Baseline::Top);
    let label = TextStyle { color: theme::MUTED, ..text };
    p.draw_text(&phrase("dungeon_goal", &[]), bar.x + pad, y2, &label);
    let goals = dungeon.goals_text();
    let gx = bar.x + pad + l.u(60.0);
    if goals.is_empty() {
        p.draw_text(
            &phrase("dungeon_goals_met", &[]),
            gx,
            y2,
            &TextStyle { color: theme::GOOD, ..text },
        );
    } else {
        p.draw_text(&goals, gx, y2, &TextStyle { color: theme::GOLD, ..text }.bold());
    }
    // Right: health, exact, of the config's starting health; the potion.
    let icon = l.u(26.0);
    let health = dungeon.health();
    let of = dungeon.config().player_health;
    let line = match health {
        Some(h) => format!("{h} / {of}"),
        None => phrase("dungeon_health_dead", &[("of", &of.to_string())]),
    };
    let hx = edge - l.u(150.0);
    p.draw_texture(Texture::Heart, Rect::new(hx - icon - l.u(8.0), y2 - l.u(3.0), icon, icon));
    p.draw_text(&line, hx, y2, &TextStyle { color: theme::HEALTH, ..text }.bold());
    if let Some(effect) = dungeon.state().effects.active_effect() {
        let (name, texture) = match effect.potion {
            Potion::Invincibility => ("dungeon_effect_invincible", texture("invincibility_potion")),
            Potion::Invisibility => ("dungeon_effect_invisible", texture("invisibility_potion")),
        };
        let queued = dungeon.state().effects.queued();
        let more = if queued > 0 {
            phrase_with("dungeon_effect_queued", &[("n", queued.into())])
        } else {
            String::new()
        };
        let words = phrase_with(
            "dungeon_effect_left",
            &[
                ("name", phrase(name, &[]).into()),
                ("ticks", effect.ticks_left.into()),
                ("more", more.into()),
            ],
        );
        let px = hx - l.u(340.0);
        p.draw_texture(texture, Rect::new(px - icon - l.u(6.0), y2 - l.u(3.0), icon, icon));
        p.draw_text(&words, px, y2 + l.u(2.0), &TextStyle::new(l.u(17.0), theme::XP));
    }
}

/// The inventory, grouped by kind in the order of the spec's list ([`ITEMS`]), with
/// counts, the keys that use items and what each weapon has left; then what
/// can be built.
fn draw_side(dungeon: &Dungeon, bindings: &Bindings, rect: Rect, l: &Layout, p: &mut dyn Painter) {
    panel(p, rect, l);
    let pad = l.u(12.0);
    let title = TextStyle::new(l.u(18.0), theme::GOLD).aligned(Align::Left, Baseline::Top).bold();
    p.draw_text(&phrase("dungeon_inventory", &[]), rect.x + pad, rect.y + pad, &title);
    let text = TextStyle::new(l.u(16.0), theme::TEXT).aligned(Align::Left, Baseline::Middle);
    let muted = TextStyle { color: theme::MUTED, ..text };
    let icon = l.u(28.0);
    let row = l.u(34.0);
    let mut y = rect.y + pad + l.u(32.0);
    let inventory = dungeon.inventory();
    if inventory.is_empty() {
        let nothing = phrase("dungeon_nothing_yet", &[]);
        draw_fitted(p, &nothing, rect.x + pad, y + icon / 2.0, rect.w - pad * 2.0, &muted);
        y += row;
    }
    for kind in ITEMS {
        let items: Vec<&HeldItem> = inventory.iter().filter(|i| i.kind == kind).collect();
        if items.is_empty() || y + row > rect.y + rect.h - l.u(90.0) {
            continue;
        }
        p.draw_texture(item_texture(kind), Rect::new(rect.x + pad, y, icon, icon));
        let name = display_name(item_name(kind));
        let mut line = if items.len() > 1 { format!("{name} ×{}", items.len()) } else { name };
        let uses: Vec<String> =
            items.iter().filter_map(|i| i.durability).map(|d| format!("{d}")).collect();
        if !uses.is_empty() {
            let left = phrase("dungeon_battles_left", &[("uses", &uses.join(", "))]);
            line.push_str(&format!(" {left}"));
        }
        if let Some(key) = &items[0].key {
            line.push_str(&format!(" {key}"));
        }
        p.draw_text(&line, rect.x + pad + icon + l.u(8.0), y + icon / 2.0, &text);
        let key = match kind {
            ItemKind::Bomb => bindings.label(Action::UseBomb),
            ItemKind::InvincibilityPotion => bindings.label(Action::UseInvincibility),
            ItemKind::InvisibilityPotion => bindings.label(Action::UseInvisibility),
            _ => String::new(),
        };
        let key_style = TextStyle { color: theme::XP, align: Align::Right, ..text }.bold();
        p.draw_text(&key, rect.x + rect.w - pad, y + icon / 2.0, &key_style);
        y += row;
    }
    let buildables = dungeon.buildables();
    let by = rect.y + rect.h - l.u(84.0);
    p.draw_text(&phrase("dungeon_build", &[]), rect.x + pad, by, &title);
    if buildables.is_empty() {
        let nothing = phrase("dungeon_nothing_to_build", &[]);
        // A row under the title in a terminal, where it may take two.
        let below = p.char_cell().map_or(l.u(44.0), |(_, cell_h)| cell_h);
        draw_fitted(p, &nothing, rect.x + pad, by + below, rect.w - pad * 2.0, &muted);
    }
    for (i, item) in buildables.iter().enumerate() {
        let key = bindings.label(if *item == ItemKind::Bow {
            Action::BuildBow
        } else {
            Action::BuildShield
        });
        let x = rect.x + pad + l.u(130.0) * i as f64;
        let at = Rect::new(x, by + l.u(30.0), icon, icon);
        p.draw_texture(item_texture(*item), at);
        let words = format!("{key}: {}", display_name(item_name(*item)));
        p.draw_text(
            &words,
            x + icon + l.u(6.0),
            at.y + icon / 2.0,
            &TextStyle { color: theme::GOOD, ..text },
        );
    }
}

/// The summary of the latest tick's battles (the last two at most).
fn draw_battles(battles: &[&Battle], middle: f64, l: &Layout, p: &mut dyn Painter) {
    let (w, h) = p.size();
    let shown = &battles[battles.len().saturating_sub(2)..];
    let line_h = l.u(24.0);
    let lines: usize =
        shown.iter().map(|b| 2 + b.rounds.len().min(6) + usize::from(b.rounds.len() > 6)).sum();
    let card_h = l.u(100.0) + line_h * (lines - 1) as f64;
    let card_w = (w * 0.6).min(l.u(760.0));
    let card =
        Rect::new((middle - card_w / 2.0).round(), ((h - card_h) / 2.0).round(), card_w, card_h);
    p.fill_rect(card, &Fill::Solid(Color::rgba(10, 8, 14, 240)));
    p.stroke_rect(card, theme::HEALTH, l.u(3.0).max(1.0));
    let title =
        TextStyle::new(l.u(28.0), theme::HEALTH).aligned(Align::Center, Baseline::Top).bold();
    let heading = if battles.len() > 1 {
        phrase_with("dungeon_battles", &[("n", battles.len().into())])
    } else {
        phrase("dungeon_battle", &[])
    };
    p.draw_text(&heading, middle, card.y + l.u(14.0), &title);
    let text = TextStyle::new(l.u(18.0), theme::TEXT).aligned(Align::Left, Baseline::Top);
    let x = card.x + l.u(24.0);
    let mut y = card.y + l.u(60.0);
    for battle in shown {
        let enemy = display_name(battle.enemy.name());
        let (player_end, enemy_end) = battle.outcome();
        let result = if player_end.is_spent() {
            "dungeon_battle_you_fall"
        } else if enemy_end.is_spent() {
            "dungeon_battle_you_win"
        } else {
            "dungeon_battle_stalemate"
        };
        let head = phrase(
            "dungeon_battle_head",
            &[
                ("from", &battle.initial_player_health.to_string()),
                ("to", &player_end.at_least_zero().to_string()),
                ("enemy", &enemy),
                ("enemy_from", &battle.initial_enemy_health.to_string()),
                ("enemy_to", &enemy_end.at_least_zero().to_string()),
                ("result", &phrase(result, &[])),
            ],
        );
        p.draw_text(&head, x, y, &TextStyle { color: theme::GOLD, ..text }.bold());
        y += line_h;
        for (i, round) in battle.rounds.iter().take(6).enumerate() {
            let gear: Vec<String> =
                round.weapons.iter().map(|g| display_name(item_name(g.item))).collect();
            let with = if gear.is_empty() {
                String::new()
            } else {
                phrase("dungeon_battle_with", &[("gear", &gear.join(", "))])
            };
            let line = phrase(
                "dungeon_battle_round",
                &[
                    ("n", &(i + 1).to_string()),
                    ("player", &round.delta_player_health.to_string()),
                    ("enemy", &enemy),
                    ("delta", &round.delta_enemy_health.to_string()),
                    ("with", &with),
                ],
            );
            p.draw_text(&line, x + l.u(16.0), y, &text);
            y += line_h;
        }
        if battle.rounds.len() > 6 {
            let more =
                phrase_with("dungeon_battle_more", &[("n", (battle.rounds.len() - 6).into())]);
            p.draw_text(&more, x + l.u(16.0), y, &TextStyle { color: theme::MUTED, ..text });
            y += line_h;
        }
        y += line_h;
    }
    let hint = TextStyle::new(l.u(15.0), theme::MUTED).aligned(Align::Center, Baseline::Alphabetic);
    p.draw_text(&phrase("dungeon_back", &[]), middle, card.y + card.h - l.u(12.0), &hint);
}

fn draw_ending(play: &DungeonPlay, middle: f64, l: &Layout, p: &mut dyn Painter) {
    let (w, h) = p.size();
    let Some(ending) = play.ending() else { return };
    let won = play.outcome() == Some(true);
    let box_w = (w * 0.6).min(l.u(820.0));
    let card = Rect::new((middle - box_w / 2.0).round(), (h * 0.36).round(), box_w, l.u(130.0));
    p.fill_rect(card, &Fill::Solid(Color::rgba(10, 8, 14, 235)));
    let color = if won { theme::GOLD } else { theme::HEALTH };
    p.stroke_rect(card, color, l.u(3.0).max(1.0));
    let title = TextStyle::new(l.u(34.0), color).aligned(Align::Center, Baseline::Top).bold();
    p.draw_text(
        &phrase(if won { "dungeon_cleared" } else { "ending_died" }, &[]),
        middle,
        card.y + l.u(16.0),
        &title,
    );
    let body = TextStyle::new(l.u(20.0), theme::TEXT).aligned(Align::Center, Baseline::Top);
    let mut letters = ending.chars();
    let first: String = letters.next().into_iter().flat_map(char::to_uppercase).collect();
    let words = format!("{first}{}.", letters.as_str());
    p.draw_text(&words, middle, card.y + l.u(70.0), &body);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::look_alikes;
    use crate::dungeon::NAMED_TYPES;

    /// What a dungeon's screen draws: every type the player may read the
    /// name of, a pressed switch, the floor.
    fn drawn() -> Vec<&'static str> {
        let mut types = NAMED_TYPES.to_vec();
        types.extend(["switch_on", "floor"]);
        types
    }

    /// Every type has a look (the content table's or the engine's), no two
    /// look alike in a terminal, and every row of `dungeon_mania` is drawn.
    #[test]
    fn every_type_has_a_look_and_none_look_alike() {
        let content = Content::get();
        let looks: Vec<(&str, &Look)> = drawn()
            .into_iter()
            .map(|name| {
                let row = content.dungeon_mania(name);
                let engine = ["wall", "floor", "exit", "player"];
                let item = item_from_name(name).is_some();
                assert!(row.is_some() || item || engine.contains(&name), "{name} has a row");
                (name, look(name))
            })
            .collect();
        assert_eq!(look_alikes(&looks), Vec::<String>::new());
        for name in content.dungeon_mania.keys() {
            assert!(drawn().contains(&name.as_str()), "dungeon_mania.{name} is not drawn");
        }
        for item in ITEMS {
            assert_eq!(item_texture(item), look(item_name(item)).texture);
        }
    }
}
