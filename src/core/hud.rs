//! Drawing of the in-game interface: the stats panel, the inventory bar, the
//! message log and the help overlay with its guide. Pure drawing, no state.

use crate::content::EquipmentSlot;
use crate::core::app_state::Session;
use crate::core::options::{Action, Bindings, Options};
use crate::game::{ItemKind, MessageLog, Player};
use crate::locale;
use crate::render::{
    item_texture, theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle, Texture,
};

fn panel(p: &mut dyn Painter, rect: Rect, l: &Layout) {
    p.fill_rect(rect, &Fill::Solid(theme::PANEL));
    p.stroke_rect(rect, theme::PANEL_EDGE, l.u(2.0).max(1.0));
}

/// The HUD's colours in the player's palette.
#[derive(Clone, Copy, Debug)]
struct HudColors {
    panel: Color,
    edge: Color,
    text: Color,
    muted: Color,
    xp: Color,
}

impl HudColors {
    /// The standard colours, or the high-contrast ones: opaque black
    /// panels framed in white, white text, light grey for the secondary
    /// (over 10:1 on black), a brighter experience blue.
    fn of(options: &Options) -> HudColors {
        if options.high_contrast {
            HudColors {
                panel: Color::rgb(0, 0, 0),
                edge: Color::rgb(255, 255, 255),
                text: Color::rgb(255, 255, 255),
                muted: Color::rgb(200, 200, 200),
                xp: Color::rgb(90, 220, 255),
            }
        } else {
            HudColors {
                panel: theme::PANEL,
                edge: theme::PANEL_EDGE,
                text: theme::TEXT,
                muted: theme::MUTED,
                xp: theme::XP,
            }
        }
    }

    fn panel(&self, p: &mut dyn Painter, rect: Rect, l: &Layout) {
        p.fill_rect(rect, &Fill::Solid(self.panel));
        p.stroke_rect(rect, self.edge, l.u(2.0).max(1.0));
    }
}

fn bar(p: &mut dyn Painter, rect: Rect, fraction: f64, color: Color) {
    p.fill_rect(rect, &Fill::Solid(Color::rgba(0, 0, 0, 160)));
    let filled = Rect::new(rect.x, rect.y, (rect.w * fraction.clamp(0.0, 1.0)).round(), rect.h);
    p.fill_rect(filled, &Fill::Solid(color));
}

/// The stats panel, top left: health in red, attack, armor, level, experience,
/// turn and seed.
pub fn draw_stats(p: &mut dyn Painter, session: &Session, options: &Options) {
    let l = Layout::of(p);
    let player = &session.game.player;
    let colors = HudColors::of(options);
    let icon = l.u(26.0);
    let row = l.u(34.0);
    let pad = l.u(12.0);
    let area = Rect::new(l.u(12.0), l.u(12.0), l.u(300.0), pad * 2.0 + row * 3.0 + l.u(22.0));
    colors.panel(p, area, &l);
    let text = TextStyle::new(l.u(20.0), colors.text).aligned(Align::Left, Baseline::Middle).bold();
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
    // A potion at work: its flask and the turns it has left.
    let mut ex = x + l.u(176.0);
    let small_icon = l.u(20.0);
    for (kind, turns) in [
        (ItemKind::InvisibilityPotion, player.invisible),
        (ItemKind::InvincibilityPotion, player.invincible),
    ] {
        if turns > 0 {
            let top = y + (icon - small_icon) / 2.0;
            p.draw_texture(item_texture(kind), Rect::new(ex, top, small_icon, small_icon));
            let style = TextStyle { color: theme::GOLD, size: l.u(16.0), ..text };
            p.draw_text(&turns.to_string(), ex + small_icon + l.u(3.0), y + icon / 2.0, &style);
            ex += l.u(50.0);
        }
    }
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
        &TextStyle { color: colors.xp, ..text },
    );
    y += row;
    bar(
        p,
        Rect::new(x, y - l.u(6.0), area.w - pad * 2.0, l.u(6.0)),
        f64::from(player.experience) / f64::from(need.max(1)),
        colors.xp,
    );
    let small = TextStyle::new(l.u(14.0), colors.muted).aligned(Align::Left, Baseline::Top);
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
    let Some((goal, done, left)) = locale::goal_status(game) else { return };
    panel(p, area, l);
    let pad = l.u(12.0);
    let title = TextStyle::new(l.u(15.0), theme::GOLD).aligned(Align::Left, Baseline::Top).bold();
    let goal = locale::phrase("hud_goal", &[("goal", &goal)]);
    let room = area.w - pad * 2.0;
    let title = p.fitted(&goal, &title, room);
    p.draw_text(&goal, area.x + pad, area.y + l.u(8.0), &title);
    let rest = if done { locale::phrase("hud_goal_done", &[]) } else { left };
    let small = TextStyle::new(l.u(14.0), theme::TEXT).aligned(Align::Left, Baseline::Top);
    let fitted = p.fitted(&rest, &small, room);
    p.draw_text(&rest, area.x + pad, area.y + l.u(30.0), &fitted);
    if let Some(here) = underfoot(game) {
        // The player's figure hides what they stand on: say it under the goal.
        let strip = Rect::new(area.x, area.y + area.h + l.u(4.0), area.w, l.u(26.0));
        panel(p, strip, l);
        let style = TextStyle { color: theme::GOLD, ..small };
        let style = p.fitted(&here, &style, room);
        p.draw_text(&here, strip.x + pad, strip.y + l.u(6.0), &style);
    }
}

/// What the player stands on that their figure hides and a goal may need:
/// the exit or stairs, in words; `None` elsewhere.
pub fn underfoot(game: &crate::game::Game) -> Option<String> {
    use crate::game::{Leads, SeenThing};
    let here = game.describe(game.player.coordinates)?;
    here.things.iter().find_map(|thing| match thing {
        SeenThing::Exit => Some(locale::phrase("hud_on_exit", &[])),
        SeenThing::Stairs { leads: Leads::Down } => Some(locale::phrase("hud_on_stairs_down", &[])),
        SeenThing::Stairs { leads: Leads::Up } => Some(locale::phrase("hud_on_stairs_up", &[])),
        _ => None,
    })
}

/// The height of a line drawn just above the inventory bar and its
/// caption, where a status line (what the mouse points at, why a key did
/// nothing) stands clear of both and below the messages: its middle,
/// device pixels.
pub fn status_line_y(l: &Layout, h: f64) -> f64 {
    h - l.u(INVENTORY_SLOT) - l.u(INVENTORY_MARGIN) - l.u(34.0)
}

/// The side of an inventory slot, in UI units.
const INVENTORY_SLOT: f64 = 54.0;
/// The gap under the inventory bar, in UI units.
const INVENTORY_MARGIN: f64 = 16.0;

/// The inventory bar, bottom centre: nine slots with the selected one
/// highlighted, then the equipped weapon and armour with their bonuses.
pub fn draw_inventory(p: &mut dyn Painter, player: &Player, options: &Options) {
    let (w, h) = p.size();
    let colors = HudColors::of(options);
    let l = Layout::of(p);
    let slot = l.u(INVENTORY_SLOT);
    let gap = l.u(6.0);
    let n = player.inventory.size();
    let total = slot * (n as f64 + 2.0) + gap * (n as f64 + 1.0) + l.u(24.0);
    let x0 = ((w - total) / 2.0).round();
    let y = h - slot - l.u(INVENTORY_MARGIN);
    let number = TextStyle::new(l.u(12.0), theme::MUTED).aligned(Align::Left, Baseline::Top).mono();
    for i in 0..n {
        let r = Rect::new(x0 + (slot + gap) * i as f64, y, slot, slot);
        colors.panel(p, r, &l);
        if let Some(item) = player.inventory.get(i) {
            p.draw_texture(item_texture(item.kind()), r.inset(slot * 0.14));
        }
        // A stack shows its count in the corner ("×8").
        let count = player.inventory.count(i);
        if count > 1 {
            let style = TextStyle::new(l.u(13.0), theme::GOLD)
                .aligned(Align::Right, Baseline::Alphabetic)
                .bold();
            p.draw_text(&format!("×{count}"), r.x + r.w - l.u(3.0), r.y + r.h - l.u(3.0), &style);
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
    let b = &options.bindings;
    let caption = match player.inventory.get(player.inventory.selected()) {
        Some(item) => {
            let key = if item.as_equipment().is_some() { "hud_equip" } else { "hud_use" };
            let name = locale::Arg::Name(item.kind().name());
            let name = match player.inventory.count(player.inventory.selected()) {
                count @ 2.. => locale::phrase_with(
                    "run_carried_several",
                    &[("item", name), ("count", count.into())],
                )
                .into(),
                _ => name,
            };
            locale::phrase_with(
                "hud_item_caption",
                &[
                    ("name", name),
                    (
                        "description",
                        locale::phrase(&format!("about_{}", item.kind().name()), &[]).into(),
                    ),
                    ("action", locale::phrase(key, &[("key", &b.label(Action::Use))]).into()),
                    ("drop", locale::phrase("hud_drop", &[("key", &b.label(Action::Drop))]).into()),
                ],
            )
        }
        None => locale::phrase(
            "hud_inventory_hint",
            &[
                ("prev", &b.label(Action::PreviousSlot)),
                ("next", &b.label(Action::NextSlot)),
                ("use", &b.label(Action::Use)),
                ("drop", &b.label(Action::Drop)),
                ("help", &b.label(Action::Help)),
            ],
        ),
    };
    let style = TextStyle::new(l.u(15.0), colors.text).aligned(Align::Center, Baseline::Alphabetic);
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

/// [`message_alpha`] at the player's message speed (the hold and the fade
/// stretched by its factor); with reduced motion nothing fades: a message
/// stays fully visible until the fade would have ended, then goes.
pub fn message_alpha_for(ms: f64, options: &Options) -> f64 {
    let ms = ms / options.message_speed.factor();
    if options.reduced_motion {
        if ms < HOLD_MS + FADE_MS {
            1.0
        } else {
            0.0
        }
    } else {
        message_alpha(ms)
    }
}

/// The last few messages, bottom left, each as bright as [`message_alpha`]
/// says; `recent_at[i]` is when message `i` was last recent.
pub fn draw_messages(
    p: &mut dyn Painter,
    log: &MessageLog,
    recent_at: &[f64],
    now_ms: f64,
    options: &Options,
) {
    let (_, h) = p.size();
    let l = Layout::of(p);
    let shown = 6;
    let line_h = l.u(22.0);
    let base_y = h - l.u(120.0);
    let style = TextStyle::new(l.u(16.0), HudColors::of(options).text)
        .aligned(Align::Left, Baseline::Alphabetic);
    let first = log.len().saturating_sub(shown);
    for (k, message) in log.last(shown).iter().enumerate() {
        let age = now_ms - recent_at.get(first + k).copied().unwrap_or(now_ms);
        let alpha = message_alpha_for(age, options);
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

/// The four movement keys as the player reads them (`W A S D`).
pub fn move_keys(bindings: &Bindings) -> String {
    [Action::MoveUp, Action::MoveLeft, Action::MoveDown, Action::MoveRight]
        .map(|a| bindings.label(a))
        .join(" ")
}

/// The keys of several actions, their first keys joined by spaces.
fn keys_of(bindings: &Bindings, actions: &[Action]) -> String {
    actions.iter().map(|&a| bindings.label(a)).collect::<Vec<_>>().join(" ")
}

/// Every key while playing, as the help lists it: the player's bindings,
/// and the fixed keys (Escape, F3, F in a labyrinth).
pub fn help_keys(bindings: &Bindings) -> Vec<(String, String)> {
    let slot_keys = if (1..=9).all(|d| bindings.label(Action::ALL[10 + d]) == d.to_string()) {
        "1–9".to_owned()
    } else {
        keys_of(bindings, &Action::ALL[11..20])
    };
    let diagonals =
        [Action::MoveUpLeft, Action::MoveUpRight, Action::MoveDownLeft, Action::MoveDownRight];
    // Closing the help comes before the rarer keys: a terminal of 24 rows
    // shows the first sixteen.
    let rows: [(String, &str); 20] = [
        (format!("{}  {}", move_keys(bindings), keys_of(bindings, &diagonals)), "help_move"),
        (bindings.labels(Action::Wait), "help_wait"),
        (bindings.label(Action::Rest), "help_rest"),
        (
            format!(
                "{slot_keys}  {}",
                keys_of(bindings, &[Action::PreviousSlot, Action::NextSlot])
            ),
            "help_slots",
        ),
        (bindings.labels(Action::Use), "help_use"),
        (bindings.labels(Action::Drop), "help_drop"),
        (bindings.label(Action::Fire), "help_fire"),
        (bindings.label(Action::Build), "help_build"),
        (keys_of(bindings, &[Action::StairsDown, Action::StairsUp]), "help_stairs"),
        (bindings.label(Action::Explore), "help_explore"),
        (bindings.label(Action::Look), "help_look"),
        (bindings.label(Action::Surroundings), "help_surroundings"),
        (bindings.label(Action::History), "help_history"),
        (bindings.label(Action::Overview), "help_overview"),
        ("Escape".to_owned(), "help_escape"),
        (bindings.label(Action::Help), "help_close"),
        (bindings.label(Action::ExportWorld), "help_export"),
        (bindings.label(Action::CopyLink), "help_copy_link"),
        ("F3".to_owned(), "help_debug"),
        ("F".to_owned(), "help_fragment"),
    ];
    rows.into_iter()
        .map(|(keys, what)| match what {
            // Using gold is also how a Mercenary is bribed (Dungeon Mania's
            // `interact`): said on the same row, so the help keeps its size.
            "help_use" => (keys, format!("{}; {}", locale::phrase(what, &[]), bribe_help())),
            _ => (keys, locale::phrase(what, &[])),
        })
        .collect()
}

/// How a bribe is paid, with the Mercenary's price and radius from its row.
fn bribe_help() -> String {
    let bribe = crate::content::Content::get().mob(crate::game::MobKind::Mercenary).bribe;
    let (price, radius) = bribe.map_or((0, 0), |b| (b.price, b.radius));
    locale::phrase("help_bribe", &[("price", &price.to_string()), ("radius", &radius.to_string())])
}

/// A mode's help: its own keys (each with the phrase key of what it does),
/// then the keys every play screen shares, in words.
pub fn mode_help_keys(
    own: impl IntoIterator<Item = (String, &'static str)>,
    bindings: &Bindings,
) -> Vec<(String, String)> {
    own.into_iter()
        .chain(play_screen_keys(bindings))
        .map(|(keys, what)| (keys, locale::phrase(what, &[])))
        .collect()
}

/// The keys every mode's play screen shares, last in a mode's help: explore
/// (or the mode's stepper), look, surroundings, history, Escape, F3, help.
pub fn play_screen_keys(bindings: &Bindings) -> [(String, &'static str); 7] {
    [
        (bindings.label(Action::Explore), "help_explore"),
        (bindings.label(Action::Look), "help_look"),
        (bindings.label(Action::Surroundings), "help_surroundings"),
        (bindings.label(Action::History), "help_history"),
        ("Escape".to_owned(), "help_escape"),
        ("F3".to_owned(), "help_debug"),
        (bindings.label(Action::Help), "help_close"),
    ]
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

/// Draws `text` at (`x`, `y`), smaller if it would be wider than `max_w`;
/// in character cells, cut short with `…` instead.
fn fit_text(p: &mut dyn Painter, text: &str, x: f64, y: f64, max_w: f64, style: &TextStyle) {
    if let Some((cell_w, _)) = p.char_cell() {
        let room = (max_w / cell_w).floor().max(1.0) as usize;
        if text.chars().count() > room {
            let cut: String = text.chars().take(room - 1).collect();
            p.draw_text(&format!("{}…", cut.trim_end()), x, y, style);
        } else {
            p.draw_text(text, x, y, style);
        }
        return;
    }
    let style = p.fitted(text, style, max_w);
    p.draw_text(text, x, y, &style);
}

/// The help overlay (`?`): every key (`keys`: the mode's, by the player's
/// bindings), and the mode's guide to what its worlds hold (seed 000's is
/// written from the content table).
pub fn draw_help(p: &mut dyn Painter, keys: &[(String, String)], guide: &[locale::GuideEntry]) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    let area_w = l.u(1160.0).min(w - l.u(24.0));
    let area_h = l.u(520.0).min(h - l.u(24.0));
    let area =
        Rect::new(((w - area_w) / 2.0).round(), ((h - area_h) / 2.0).round(), area_w, area_h);
    // A veil over the play screen and an opaque panel: nothing drawn before
    // it (the goal box under the stats, which a 1366×768 window's panel
    // reaches) shows through the keys.
    p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(Color::rgba(6, 5, 12, 160)));
    p.fill_rect(area, &Fill::Solid(theme::PANEL.with_alpha(1.0)));
    panel(p, area, &l);
    let pad = l.u(24.0);
    let keys_w = area.w * 0.42;
    let title = TextStyle::new(l.u(26.0), theme::GOLD).bold();
    p.draw_text(&locale::phrase("help_keys", &[]), area.x + pad, area.y + l.u(18.0), &title);
    let key_style = TextStyle::new(l.u(16.0), theme::GOLD).mono();
    let text = TextStyle::new(l.u(16.0), theme::TEXT);
    let key_col = l.u(130.0);
    // In character cells every line takes one row, and a guide too long for
    // the panel stops at its edge instead of running over it.
    let cell = p.char_cell().map(|(_, h)| h);
    // Every key inside the panel: closer rows when the window is short or
    // the keys many (16 with the labyrinth's, which ran past a 768-pixel
    // window's panel).
    let room = area.h - l.u(66.0) - l.u(12.0);
    let key_pitch = cell.unwrap_or_else(|| l.u(31.0).min(room / keys.len().max(1) as f64));
    let bottom = area.y + area.h - cell.map_or(0.0, |h| h * 1.5);
    for (i, (key, what)) in keys.iter().enumerate() {
        let y = area.y + l.u(66.0) + key_pitch * i as f64;
        if cell.is_some() && y > bottom {
            break;
        }
        fit_text(p, key, area.x + pad, y, key_col - l.u(8.0), &key_style);
        fit_text(p, what, area.x + pad + key_col, y, keys_w - pad - key_col, &text);
    }
    let gx = area.x + keys_w + pad;
    let gw = area.w - keys_w - pad * 2.0;
    p.draw_text(&locale::phrase("help_guide", &[]), gx, area.y + l.u(18.0), &title);
    let entry = TextStyle::new(l.u(15.0), theme::TEXT).bold();
    let detail = TextStyle::new(l.u(14.0), theme::MUTED);
    let mut y = area.y + l.u(66.0);
    // On a canvas the guide's rows close up, as the keys' do, when the
    // panel is too short for them at their usual spacing.
    let usual = guide
        .iter()
        .map(|item| l.u(22.0) + l.u(6.0) + if item.detail.is_empty() { 0.0 } else { l.u(24.0) });
    let squeeze = (room / usual.sum::<f64>().max(1.0)).min(1.0);
    let (title_pitch, detail_pitch, gap) = cell
        .map_or((l.u(22.0) * squeeze, l.u(24.0) * squeeze, l.u(6.0) * squeeze), |h| (h, h, 0.0));
    for item in guide {
        if cell.is_some() && y > bottom {
            break;
        }
        fit_text(p, &item.title, gx, y, gw, &entry);
        y += title_pitch;
        if !item.detail.is_empty() && (cell.is_none() || y <= bottom) {
            fit_text(p, &item.detail, gx + l.u(16.0), y, gw - l.u(16.0), &detail);
            y += detail_pitch;
        }
        y += gap;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{DrawCall, RecordingPainter};

    /// Every line of the help, the last key's included, lies inside its
    /// panel on a 1366 × 768 window and on a short one.
    #[test]
    fn the_help_stays_inside_its_panel() {
        for (w, h) in [(1366.0, 768.0), (1280.0, 600.0), (1024.0, 480.0)] {
            let mut p = RecordingPainter::new(w, h);
            draw_help(&mut p, &help_keys(&Options::default().bindings), &locale::guide());
            let panel = p
                .calls
                .iter()
                .find_map(|call| match call {
                    DrawCall::StrokeRect(rect, ..) => Some(*rect),
                    _ => None,
                })
                .expect("the panel");
            let texts: Vec<(f64, f64, &str)> = p
                .calls
                .iter()
                .filter_map(|call| match call {
                    DrawCall::Text { text, y, style, .. } => Some((*y, style.size, text.as_str())),
                    _ => None,
                })
                .collect();
            assert!(texts.len() > 20, "keys and guide drawn");
            for (y, size, text) in texts {
                assert!(y + size <= panel.y + panel.h, "{text:?} at {y} below {panel:?} ({w}×{h})");
            }
        }
    }

    #[test]
    fn starting_on_the_exit_you_see_it() {
        crate::locale::set_language("en");
        let source = crate::core::WorldSource::descent(3);
        let mut game = crate::core::build_game(&source, 3).expect("the run builds");
        assert_eq!(
            underfoot(&game).as_deref(),
            Some("You stand on the exit, the way out."),
            "the run starts on the exit, which the player's figure hides"
        );
        let start = game.player.coordinates;
        let step = crate::game::Direction::ALL
            .into_iter()
            .find(|&d| {
                game.apply(crate::game::Command::Move(d));
                game.player.coordinates != start
            })
            .expect("some way leads off the exit");
        assert_eq!(underfoot(&game), None, "off the exit after stepping {step:?}");
    }
}
