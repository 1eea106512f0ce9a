//! Drawing of the in-game interface: the stats panel, the inventory bar, the
//! message log and the help overlay. Pure drawing, no state.

use crate::content::{Content, EquipmentSlot};
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
    let level = format!("Lv {}  {} / {need} XP", player.level, player.experience);
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
    let footer = format!("Turn {} · {}", session.game.turn, session.source);
    p.draw_text(&footer, x, y + l.u(4.0), &small);
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
                p.draw_text(slot_kind.name(), cx, cy, &faint);
            }
        }
    }
    let caption = match player.inventory.get(player.inventory.selected()) {
        Some(item) => {
            let stats = Content::get().item(item.kind());
            let action = if item.as_equipment().is_some() { "E equip" } else { "E use" };
            format!("{} — {} · {action} · Q drop", item.kind().display_name(), stats.description)
        }
        None => "1–9 or ← → select · E use/equip · Q drop · ? help".into(),
    };
    let style = TextStyle::new(l.u(15.0), theme::TEXT).aligned(Align::Center, Baseline::Alphabetic);
    p.draw_text(&caption, w / 2.0, y - l.u(10.0), &style);
}

/// The last few messages, bottom left, fading with age.
pub fn draw_messages(p: &mut dyn Painter, log: &MessageLog, shown_at: &[f64], now_ms: f64) {
    let (w, h) = p.size();
    let l = Layout::new(w, h);
    let shown = 6;
    let line_h = l.u(22.0);
    let base_y = h - l.u(120.0);
    let style = TextStyle::new(l.u(16.0), theme::TEXT).aligned(Align::Left, Baseline::Alphabetic);
    let first = log.len().saturating_sub(shown);
    for (k, message) in log.last(shown).iter().enumerate() {
        let age = now_ms - shown_at.get(first + k).copied().unwrap_or(now_ms);
        // Fresh messages stay bright for four seconds, then fade out over six.
        let alpha = (1.0 - (age - 4000.0) / 6000.0).clamp(0.0, 1.0);
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

/// The help overlay (`?`): every key.
pub fn draw_help(p: &mut dyn Painter) {
    let (w, h) = p.size();
    let l = Layout::new(w, h);
    let lines = [
        ("W A S D", "move; walking into a creature fights it"),
        (".  Space", "wait a turn"),
        ("1–9  ← →", "select an inventory slot"),
        ("E  Enter", "use or equip the selected item"),
        ("Q  Backspace", "drop the selected item"),
        ("Escape", "main menu (the game waits for you)"),
        ("X", "export this world as a world file"),
        ("C", "copy a link to this seed"),
        ("F3", "debug overlay"),
        ("?", "close this help"),
    ];
    let area = Rect::new(w / 2.0 - l.u(300.0), h / 2.0 - l.u(202.0), l.u(600.0), l.u(404.0));
    panel(p, area, &l);
    let title = TextStyle::new(l.u(26.0), theme::GOLD).bold();
    p.draw_text("Keys", area.x + l.u(24.0), area.y + l.u(18.0), &title);
    let key_style = TextStyle::new(l.u(17.0), theme::GOLD).mono();
    let text = TextStyle::new(l.u(17.0), theme::TEXT);
    for (i, (key, what)) in lines.iter().enumerate() {
        let y = area.y + l.u(70.0) + l.u(32.0) * i as f64;
        p.draw_text(key, area.x + l.u(24.0), y, &key_style);
        p.draw_text(what, area.x + l.u(190.0), y, &text);
    }
}
