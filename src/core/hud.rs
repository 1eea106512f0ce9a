//! Drawing of the in-game interface: the stats panel, the inventory bar, the
//! message log and the help overlay with its guide. Pure drawing, no state.

use crate::content::EquipmentSlot;
use crate::core::app_state::Session;
use crate::game::{MessageLog, Player};
use crate::locale;
use crate::render::{
    item_texture, theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle, Texture,
};

fn panel(p: &mut dyn Painter, rect: Rect, l: &Layout) {
    p.fill_rect(rect, &Fill::Solid(theme::PANEL));
    p.stroke_rect(rect, theme::PANEL_EDGE, l.u(2.0).max(1.0));
}

fn bar(p: &mut dyn Painter, rect: Rect, fraction: f64, color: Color) {
    p.fill_rect(rect, &Fill::Solid(Color::rgba(0, 0, 0, 160)));
    let filled = Rect::new(rect.x, rect.y, (rect.w * fraction.clamp(0.0, 1.0)).round(), rect.h);
    p.fill_rect(filled, &Fill::Solid(color));
}

/// The stats panel, top left: health in red, attack, armor, level, experience,
/// turn and seed.
pub fn draw_stats(p: &mut dyn Painter, session: &Session) {
    let (w, h) = p.size();
    let l = Layout::new(w, h);
    let player = &session.game.player;
    let icon = l.u(26.0);
    let row = l.u(34.0);
    let pad = l.u(12.0);
    let area = Rect::new(l.u(12.0), l.u(12.0), l.u(300.0), pad * 2.0 + row * 3.0 + l.u(22.0));
    panel(p, area, &l);
    let text = TextStyle::new(l.u(20.0), theme::TEXT).aligned(Align::Left, Baseline::Middle).bold();
    let x = area.x + pad;
    let mut y = area.y + pad;
    // Health: always red.
    p.draw_texture(Texture::Heart, Rect::new(x, y, icon, icon));
    let hp = format!("{} / {}", player.health.max(0), player.max_health);
    p.draw_text(
        &hp,
        x + icon + l.u(8.0),
        y + icon / 2.0,
        &TextStyle { color: theme::HEALTH, ..text },
    );
    let hp_bar = Rect::new(
        x + l.u(140.0),
        y + icon / 2.0 - l.u(5.0),
        area.w - l.u(140.0) - pad * 2.0,
        l.u(10.0),
    );
    bar(p, hp_bar, f64::from(player.health) / f64::from(player.max_health.max(1)), theme::HEALTH);
    y += row;
    p.draw_texture(Texture::Attack, Rect::new(x, y, icon, icon));
    p.draw_text(&player.attack().to_string(), x + icon + l.u(8.0), y + icon / 2.0, &text);
    let x2 = x + l.u(110.0);
    p.draw_texture(Texture::Armor, Rect::new(x2, y, icon, icon));
    p.draw_text(&player.armor().to_string(), x2 + icon + l.u(8.0), y + icon / 2.0, &text);
    y += row;
    p.draw_texture(Texture::Xp, Rect::new(x, y, icon, icon));
    let need = player.next_level_experience();
    let level = locale::phrase_with(
        "hud_level",
        &[
            ("level", player.level.into()),
            ("experience", player.experience.into()),
            ("need", need.into()),
        ],
    );
    p.draw_text(
        &level,
        x + icon + l.u(8.0),
        y + icon / 2.0,
        &TextStyle { color: theme::XP, ..text },
    );
    y += row;
    bar(
        p,
        Rect::new(x, y - l.u(6.0), area.w - pad * 2.0, l.u(6.0)),
        f64::from(player.experience) / f64::from(need.max(1)),
        theme::XP,
    );
    let small = TextStyle::new(l.u(14.0), theme::MUTED).aligned(Align::Left, Baseline::Top);
    let game = &session.game;
    let depth = if game.levels().len() > 1 {
        let (depth, levels) = (game.depth() + 1, game.levels().len());
        locale::phrase_with("hud_depth", &[("depth", depth.into()), ("levels", levels.into())])
    } else {
        String::new()
    };
    let footer = locale::phrase_with(
        "hud_footer",
        &[
            ("turn", game.turn.into()),
            ("depth", depth.into()),
            ("source", locale::source(&session.source).into()),
        ],
    );
    p.draw_text(&footer, x, y + l.u(4.0), &small);
    draw_goal(p, game, Rect::new(area.x, area.y + area.h + l.u(8.0), area.w, l.u(54.0)), &l);
}

/// The goal under the stats panel: what it is and what is left to do.
fn draw_goal(p: &mut dyn Painter, game: &crate::game::Game, area: Rect, l: &Layout) {
    let Some((goal, done, left)) = game.goal_status() else { return };
    panel(p, area, l);
    let pad = l.u(12.0);
    let title = TextStyle::new(l.u(15.0), theme::GOLD).aligned(Align::Left, Baseline::Top).bold();
    let goal = locale::phrase("hud_goal", &[("goal", &goal)]);
    p.draw_text(&goal, area.x + pad, area.y + l.u(8.0), &title);
    let rest = if done { locale::phrase("hud_goal_done", &[]) } else { left };
    let small = TextStyle::new(l.u(14.0), theme::TEXT).aligned(Align::Left, Baseline::Top);
    p.draw_text(&rest, area.x + pad, area.y + l.u(30.0), &small);
}

/// The inventory bar, bottom centre: nine slots with the selected one
/// highlighted, then the equipped weapon and armour with their bonuses.
pub fn draw_inventory(p: &mut dyn Painter, player: &Player) {
    let (w, h) = p.size();
    let l = Layout::new(w, h);
    let slot = l.u(54.0);
    let gap = l.u(6.0);
    let n = player.inventory.size();
    let total = slot * (n as f64 + 2.0) + gap * (n as f64 + 1.0) + l.u(24.0);
    let x0 = ((w - total) / 2.0).round();
    let y = h - slot - l.u(16.0);
    let number = TextStyle::new(l.u(12.0), theme::MUTED).aligned(Align::Left, Baseline::Top).mono();
    for i in 0..n {
        let r = Rect::new(x0 + (slot + gap) * i as f64, y, slot, slot);
        panel(p, r, &l);
        if let Some(item) = player.inventory.get(i) {
            p.draw_texture(item_texture(item.kind()), r.inset(slot * 0.14));
        }
        p.draw_text(&(i + 1).to_string(), r.x + l.u(4.0), r.y + l.u(3.0), &number);
        if i == player.inventory.selected() {
            p.stroke_rect(r.inset(-l.u(2.0)), theme::GOLD, l.u(3.0).max(2.0));
        }
    }
    let eq_x = x0 + (slot + gap) * n as f64 + l.u(24.0);
    let badge =
        TextStyle::new(l.u(13.0), theme::GOLD).aligned(Align::Right, Baseline::Alphabetic).bold();
    for (k, slot_kind) in [EquipmentSlot::Weapon, EquipmentSlot::Armor].into_iter().enumerate() {
        let r = Rect::new(eq_x + (slot + gap) * k as f64, y, slot, slot);
        p.fill_rect(r, &Fill::Solid(Color::rgba(40, 30, 10, 220)));
        p.stroke_rect(r, theme::GOLD, l.u(2.0).max(1.0));
        match player.equipped(slot_kind) {
            Some(item) => {
                p.draw_texture(item_texture(item.kind()), r.inset(slot * 0.14));
                let bonus = item.as_equipment().map_or(0, |e| e.equipment_bonus());
                p.draw_text(
                    &format!("+{bonus}"),
                    r.x + r.w - l.u(3.0),
                    r.y + r.h - l.u(3.0),
                    &badge,
                );
            }
            None => {
                let faint = TextStyle::new(l.u(11.0), theme::MUTED)
                    .aligned(Align::Center, Baseline::Middle);
                let (cx, cy) = r.center();
                p.draw_text(&slot_name(slot_kind), cx, cy, &faint);
            }
        }
    }
    let caption = match player.inventory.get(player.inventory.selected()) {
        Some(item) => {
            let action = if item.as_equipment().is_some() { "hud_equip" } else { "hud_use" };
            locale::phrase_with(
                "hud_item_caption",
                &[
                    ("name", locale::Arg::Name(item.kind().name())),
                    (
                        "description",
                        locale::phrase(&format!("about_{}", item.kind().name()), &[]).into(),
                    ),
                    ("action", locale::phrase(action, &[]).into()),
                ],
            )
        }
        None => locale::phrase("hud_inventory_hint", &[]),
    };
    let style = TextStyle::new(l.u(15.0), theme::TEXT).aligned(Align::Center, Baseline::Alphabetic);
    p.draw_text(&caption, w / 2.0, y - l.u(10.0), &style);
}

/// Messages of this many of the latest turns (the current one included)
/// stay fully visible however long the player takes: a fight's blows stay
/// readable until the player moves on.
pub const RECENT_TURNS: u64 = 3;
/// How long an older message stays fully visible, ms, counted from when it
/// stopped being recent (or was first shown, if it never was).
pub const HOLD_MS: f64 = 4000.0;
/// How long it then takes to fade out, ms.
pub const FADE_MS: f64 = 6000.0;

/// True while a message said on `message_turn` is one of the latest
/// [`RECENT_TURNS`] turns' when the game is at `game_turn`.
pub fn is_recent(message_turn: u64, game_turn: u64) -> bool {
    game_turn.saturating_sub(message_turn) < RECENT_TURNS
}

/// A message's opacity `ms` after it was last recent: full for [`HOLD_MS`],
/// then fading to nothing over [`FADE_MS`].
pub fn message_alpha(ms: f64) -> f64 {
    (1.0 - (ms - HOLD_MS) / FADE_MS).clamp(0.0, 1.0)
}

/// The last few messages, bottom left, each as bright as [`message_alpha`]
/// says; `recent_at[i]` is when message `i` was last recent.
pub fn draw_messages(p: &mut dyn Painter, log: &MessageLog, recent_at: &[f64], now_ms: f64) {
    let (w, h) = p.size();
    let l = Layout::new(w, h);
    let shown = 6;
    let line_h = l.u(22.0);
    let base_y = h - l.u(120.0);
    let style = TextStyle::new(l.u(16.0), theme::TEXT).aligned(Align::Left, Baseline::Alphabetic);
    let first = log.len().saturating_sub(shown);
    for (k, message) in log.last(shown).iter().enumerate() {
        let age = now_ms - recent_at.get(first + k).copied().unwrap_or(now_ms);
        let alpha = message_alpha(age);
        if alpha <= 0.0 {
            continue;
        }
        let rows_from_bottom = (log.len() - first - 1 - k) as f64;
        let y = base_y - line_h * rows_from_bottom;
        let text = locale::text(&message.message);
        p.set_alpha(alpha);
        p.draw_text(
            &text,
            l.u(16.0) + 1.0,
            y + 1.0,
            &TextStyle { color: Color::rgb(0, 0, 0), ..style },
        );
        p.draw_text(&text, l.u(16.0), y, &style);
    }
    p.set_alpha(1.0);
}

/// Every key while playing, as the help lists it: the keys, and the
/// phrase that says what they do.
pub const HELP_KEYS: &[(&str, &str)] = &[
    ("W A S D", "help_move"),
    (".  Space", "help_wait"),
    ("1–9  ← →", "help_select"),
    ("E  Enter", "help_use"),
    ("Q  Backspace", "help_drop"),
    (">  <", "help_stairs"),
    ("O", "help_explore"),
    ("L", "help_look"),
    ("T", "help_surroundings"),
    ("H", "help_history"),
    ("Escape", "help_menu"),
    ("X", "help_export"),
    ("C", "help_seed_link"),
    ("F3", "help_debug"),
    ("F", "help_fragment"),
    ("?", "help_close"),
];

/// [`HELP_KEYS`] in words: each key and what it does.
pub fn help_keys() -> Vec<(&'static str, String)> {
    HELP_KEYS.iter().map(|(key, what)| (*key, locale::phrase(what, &[]))).collect()
}

/// An equipment slot's name as the empty slot shows it.
pub fn slot_name(slot: EquipmentSlot) -> String {
    locale::phrase(
        match slot {
            EquipmentSlot::Weapon => "slot_weapon",
            EquipmentSlot::Armor => "slot_armor",
        },
        &[],
    )
}

/// Draws `text` at (`x`, `y`), smaller if it would be wider than `max_w`.
fn fit_text(p: &mut dyn Painter, text: &str, x: f64, y: f64, max_w: f64, style: &TextStyle) {
    let width = p.measure_text(text, style);
    let style = if width > max_w && width > 0.0 {
        TextStyle { size: (style.size * max_w / width).floor().max(1.0), ..*style }
    } else {
        *style
    };
    p.draw_text(text, x, y, &style);
}

/// The help overlay (`?`): every key, and the guide to every creature and
/// item, written from the content table.
pub fn draw_help(p: &mut dyn Painter) {
    let (w, h) = p.size();
    let l = Layout::new(w, h);
    let guide = locale::guide();
    let area_w = l.u(1160.0).min(w - l.u(24.0));
    let area_h = l.u(520.0).min(h - l.u(24.0));
    let area =
        Rect::new(((w - area_w) / 2.0).round(), ((h - area_h) / 2.0).round(), area_w, area_h);
    panel(p, area, &l);
    let pad = l.u(24.0);
    let keys_w = area.w * 0.42;
    let title = TextStyle::new(l.u(26.0), theme::GOLD).bold();
    p.draw_text(&locale::phrase("help_keys", &[]), area.x + pad, area.y + l.u(18.0), &title);
    let key_style = TextStyle::new(l.u(16.0), theme::GOLD).mono();
    let text = TextStyle::new(l.u(16.0), theme::TEXT);
    let key_col = l.u(130.0);
    for (i, (key, what)) in help_keys().iter().enumerate() {
        let y = area.y + l.u(66.0) + l.u(31.0) * i as f64;
        p.draw_text(key, area.x + pad, y, &key_style);
        fit_text(p, what, area.x + pad + key_col, y, keys_w - pad - key_col, &text);
    }
    let gx = area.x + keys_w + pad;
    let gw = area.w - keys_w - pad * 2.0;
    p.draw_text(&locale::phrase("help_guide", &[]), gx, area.y + l.u(18.0), &title);
    let entry = TextStyle::new(l.u(15.0), theme::TEXT).bold();
    let detail = TextStyle::new(l.u(14.0), theme::MUTED);
    let mut y = area.y + l.u(66.0);
    for item in &guide {
        fit_text(p, &item.title, gx, y, gw, &entry);
        y += l.u(22.0);
        if !item.detail.is_empty() {
            fit_text(p, &item.detail, gx + l.u(16.0), y, gw - l.u(16.0), &detail);
            y += l.u(24.0);
        }
        y += l.u(6.0);
    }
}
