//! Drawing the Build Your Own World mode: its welcome screen, the HUD over a
//! world in play, the encounter and win panels and the help; and the words
//! for what a key did (the game answers in [`ByowEvent`]s, worded here when
//! they are shown).

use super::byow_mode::Said;
use crate::byow::{ByowEvent, Fight, Tile, MAX_HEALTH};
use crate::content::Content;
use crate::core::hud::move_keys;
use crate::core::options::{Action, Bindings};
use crate::game::{Direction, Figure};
use crate::locale::phrase;
use crate::render::{
    theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle, Texture,
};

/// Every key of the mode, for the help and the guide: the letters of the
/// input string as they are, walking and the help by the player's keys.
pub fn help_keys(bindings: &Bindings) -> Vec<(String, String)> {
    let walk = phrase("byow_walk_keys", &[("moves", &move_keys(bindings))]);
    [
        ("N".to_owned(), "byow_help_new"),
        ("L".to_owned(), "byow_help_load"),
        ("Q".to_owned(), "byow_help_quit"),
        (walk, "byow_help_walk"),
        ("F".to_owned(), "byow_help_strike"),
        ("B".to_owned(), "byow_help_back"),
        (":Q".to_owned(), "byow_help_save"),
        ("Escape".to_owned(), "byow_help_escape"),
        (bindings.label(Action::Help), "byow_help_help"),
    ]
    .into_iter()
    .map(|(key, what)| (key, phrase(what, &[])))
    .collect()
}

/// What the welcome screen shows.
#[derive(Debug)]
pub struct Welcome<'a> {
    /// The seed being typed, after N.
    pub seed_digits: Option<&'a str>,
    /// Whether a save is there for L.
    pub has_save: bool,
    /// What the last key did.
    pub said: Option<&'a Said>,
    /// The seed of the last world, for the words of a save.
    pub last_seed: Option<u64>,
    /// The player's keys, for the keys line.
    pub bindings: &'a Bindings,
}

/// What the HUD over a world shows.
#[derive(Debug)]
pub struct Hud {
    /// The world's seed.
    pub seed: u64,
    /// The avatar's health.
    pub health: u8,
    /// Where the avatar faces.
    pub facing: Direction,
    /// The tile there.
    pub ahead: Option<Tile>,
    /// The keys line.
    pub keys: String,
}

/// A direction in words.
fn direction_words(direction: Direction) -> String {
    phrase(
        match direction {
            Direction::Up => "byow_dir_up",
            Direction::Down => "byow_dir_down",
            Direction::Left => "byow_dir_left",
            Direction::Right => "byow_dir_right",
        },
        &[],
    )
}

/// A direction as the snapshot names it.
pub fn direction_name(direction: Direction) -> &'static str {
    match direction {
        Direction::Up => "up",
        Direction::Down => "down",
        Direction::Left => "left",
        Direction::Right => "right",
    }
}

/// A tile as the HUD names it, with what it means for the player.
fn tile_words(tile: Tile) -> String {
    phrase(
        match tile {
            Tile::Nothing => "byow_tile_nothing",
            Tile::Floor => "byow_tile_floor",
            Tile::Wall => "byow_tile_wall",
            Tile::LockedDoor => "byow_tile_door",
            Tile::Encounter => "byow_tile_encounter",
        },
        &[],
    )
}

/// The words for what a key did; `seed` is the world's.
pub fn words(said: &Said, seed: Option<u64>) -> Vec<String> {
    let seed = seed.map(|s| s.to_string());
    let with_seed = |plain: &str, seeded: &str| match &seed {
        Some(seed) => phrase(seeded, &[("seed", seed)]),
        None => phrase(plain, &[]),
    };
    let line = match said {
        Said::NothingToLoad => phrase("byow_no_save", &[]),
        Said::BadSave(errors) => {
            let mut lines = vec![phrase("byow_bad_save", &[])];
            lines.extend(errors.0.iter().take(3).map(ToString::to_string));
            return lines;
        }
        Said::Event(event) => match event {
            ByowEvent::SeedEntryOpened => phrase("byow_type_seed", &[]),
            ByowEvent::WorldStarted { seed } => {
                phrase("byow_started", &[("seed", &seed.to_string())])
            }
            ByowEvent::Bumped { into } => phrase(
                match into {
                    Tile::Nothing => "byow_world_ends",
                    Tile::Floor => "byow_blocks_floor",
                    Tile::Wall => "byow_blocks_wall",
                    Tile::LockedDoor => "byow_blocks_door",
                    Tile::Encounter => "byow_blocks_encounter",
                },
                &[],
            ),
            ByowEvent::EncounterOpened { strength } => {
                phrase("byow_spirit_bars", &[("strength", &strength.to_string())])
            }
            ByowEvent::Struck { spirit_health, health } => phrase(
                "byow_struck",
                &[("spirit_health", &spirit_health.to_string()), ("health", &health.to_string())],
            ),
            ByowEvent::SpiritBeaten { health } => {
                phrase("byow_beaten", &[("health", &health.to_string())])
            }
            ByowEvent::Fainted { .. } => phrase("byow_fainted", &[]),
            ByowEvent::EncounterLeft => phrase("byow_left", &[]),
            ByowEvent::Won => phrase("byow_won", &[]),
            ByowEvent::SaveWanted(_) => with_seed("byow_saved", "byow_saved_seed"),
            ByowEvent::LoadWanted => with_seed("byow_loaded", "byow_loaded_seed"),
            ByowEvent::Ignored
            | ByowEvent::ColonTyped
            | ByowEvent::SeedTyped { .. }
            | ByowEvent::Moved { .. }
            | ByowEvent::Quit => return Vec::new(),
        },
    };
    vec![line]
}

fn panel(p: &mut dyn Painter, rect: Rect, l: &Layout) {
    p.fill_rect(rect, &Fill::Solid(theme::PANEL));
    p.stroke_rect(rect, theme::PANEL_EDGE, l.u(2.0).max(1.0));
}

fn centered(size: f64, color: Color) -> TextStyle {
    TextStyle::new(size, color).aligned(Align::Center, Baseline::Top)
}

/// The welcome screen's choices as drawn, each with its key: new, load, quit.
pub fn welcome_choices(has_save: bool) -> [String; 3] {
    let load = phrase(if has_save { "byow_load" } else { "byow_load_none" }, &[]);
    [phrase("byow_new", &[]), load, phrase("byow_quit", &[])]
}

/// The welcome screen: N, L, Q, or the seed being typed; then what the last
/// key did (a save, a load that failed and why).
pub fn draw_welcome(welcome: &Welcome<'_>, p: &mut dyn Painter) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    super::menu_view::draw_backdrop(p, Color::rgb(26, 40, 46));
    let title = centered(l.u(64.0), theme::GOLD).bold();
    p.draw_text(&phrase("byow_title", &[]), w / 2.0, h * 0.12, &title);
    p.draw_text(
        &phrase("byow_subtitle", &[]),
        w / 2.0,
        h * 0.12 + l.u(82.0),
        &centered(l.u(18.0), theme::MUTED),
    );
    let top = h * 0.36;
    let line_h = l.u(44.0);
    let big = centered(l.u(28.0), theme::TEXT);
    match welcome.seed_digits {
        Some(digits) => {
            p.draw_text(&phrase("byow_seed", &[("digits", digits)]), w / 2.0, top, &big.bold());
            let hint =
                phrase(if digits.is_empty() { "byow_seed_empty" } else { "byow_seed_more" }, &[]);
            p.draw_text(&hint, w / 2.0, top + line_h, &centered(l.u(20.0), theme::MUTED));
        }
        None => {
            for (i, text) in welcome_choices(welcome.has_save).into_iter().enumerate() {
                let dim = i == 2 || (i == 1 && !welcome.has_save);
                let color = if dim { theme::MUTED } else { theme::TEXT };
                p.draw_text(&text, w / 2.0, top + line_h * i as f64, &TextStyle { color, ..big });
            }
        }
    }
    if let Some(said) = welcome.said {
        let lines = words(said, welcome.last_seed);
        let color = if matches!(said, Said::Event(_)) { theme::GOOD } else { theme::HEALTH };
        for (i, line) in lines.iter().enumerate() {
            let style = centered(l.u(if i == 0 { 20.0 } else { 17.0 }), color);
            p.draw_text(line, w / 2.0, top + line_h * 3.5 + l.u(28.0) * i as f64, &style);
        }
    }
    p.draw_text(
        &phrase("byow_keys_hint", &[("help", &welcome.bindings.label(Action::Help))]),
        w / 2.0,
        h - l.u(48.0),
        &centered(l.u(15.0), theme::MUTED),
    );
}

/// The HUD over a world: seed, health and the tile ahead top left; what the
/// last key did and the keys at the bottom.
pub fn draw_hud(hud: &Hud, p: &mut dyn Painter) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    let pad = l.u(12.0);
    let row = l.u(30.0);
    let rows = if hud.ahead.is_some() { 3.0 } else { 2.0 };
    let area =
        Rect::new(l.u(12.0), l.u(12.0), l.u(520.0).min(w - l.u(24.0)), pad * 2.0 + row * rows);
    panel(p, area, &l);
    let text = TextStyle::new(l.u(19.0), theme::TEXT).aligned(Align::Left, Baseline::Middle);
    let (x, mut y) = (area.x + pad, area.y + pad + row / 2.0);
    p.draw_text(&phrase("byow_hud_seed", &[("seed", &hud.seed.to_string())]), x, y, &text.bold());
    y += row;
    let icon = l.u(24.0);
    p.draw_texture(Texture::Heart, Rect::new(x, y - icon / 2.0, icon, icon));
    let health = format!("{} / {MAX_HEALTH}", hud.health);
    p.draw_text(&health, x + icon + l.u(8.0), y, &TextStyle { color: theme::HEALTH, ..text });
    y += row;
    if let Some(tile) = hud.ahead {
        let direction = direction_words(hud.facing);
        let ahead = phrase("byow_ahead", &[("direction", &direction), ("tile", &tile_words(tile))]);
        let color = if tile == Tile::LockedDoor { theme::GOLD } else { theme::TEXT };
        p.draw_text(&ahead, x, y, &TextStyle { color, ..text });
    }
    // The keys, above the line the play screen says things on.
    let keys = TextStyle::new(l.u(16.0), theme::MUTED).aligned(Align::Center, Baseline::Middle);
    let keys = p.fitted(&hud.keys, &keys, w - l.u(24.0));
    p.draw_text(&hud.keys, w / 2.0, h - l.u(52.0), &keys);
}

/// The encounter panel: the spirit, both healths, the rules in a few words,
/// the keys and what the last blow did.
pub fn draw_encounter(fight: &Fight, health: u8, said: Option<&str>, p: &mut dyn Painter) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(Color::rgba(6, 16, 22, 150)));
    let pw = l.u(760.0).min(w - l.u(24.0));
    let area = Rect::new(((w - pw) / 2.0).round(), (h * 0.16).round(), pw, l.u(430.0));
    panel(p, area, &l);
    let cx = area.x + area.w / 2.0;
    let sprite = l.u(96.0);
    let at = Rect::new(cx - sprite / 2.0, area.y + l.u(16.0), sprite, sprite);
    p.draw_texture(Content::get().look(Figure::Spirit).texture, at);
    let mut y = area.y + l.u(124.0);
    let title = if fight.is_won() {
        phrase("byow_spirit_beaten", &[])
    } else {
        phrase("byow_spirit_title", &[("strength", &fight.strength.to_string())])
    };
    p.draw_text(&title, cx, y, &centered(l.u(28.0), theme::XP).bold());
    y += l.u(46.0);
    let stat = centered(l.u(21.0), theme::TEXT);
    p.draw_text(
        &phrase(
            "byow_fight_stats",
            &[
                ("spirit", &fight.spirit_health.to_string()),
                ("strength", &fight.strength.to_string()),
                ("health", &health.to_string()),
                ("max", &MAX_HEALTH.to_string()),
            ],
        ),
        cx,
        y,
        &stat,
    );
    y += l.u(42.0);
    for rule in ["byow_rule_strike", "byow_rule_beaten", "byow_rule_faint"] {
        p.draw_text(&phrase(rule, &[]), cx, y, &centered(l.u(17.0), theme::MUTED));
        y += l.u(26.0);
    }
    y += l.u(12.0);
    if let Some(line) = said {
        p.draw_text(line, cx, y, &centered(l.u(18.0), theme::GOLD));
    }
    let keys = phrase(if fight.is_won() { "byow_fight_back" } else { "byow_fight_keys" }, &[]);
    p.draw_text(&keys, cx, area.y + area.h - l.u(44.0), &centered(l.u(22.0), theme::GOLD).bold());
}

/// The help overlay: every key of the mode.
pub fn draw_help(p: &mut dyn Painter, bindings: &Bindings) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    let aw = l.u(820.0).min(w - l.u(24.0));
    let keys = help_keys(bindings);
    let ah = l.u(96.0) + l.u(34.0) * keys.len() as f64;
    let area = Rect::new(((w - aw) / 2.0).round(), ((h - ah) / 2.0).round().max(0.0), aw, ah);
    panel(p, area, &l);
    let pad = l.u(24.0);
    p.draw_text(
        &phrase("byow_help_title", &[]),
        area.x + pad,
        area.y + l.u(18.0),
        &TextStyle::new(l.u(26.0), theme::GOLD).bold(),
    );
    let key_style = TextStyle::new(l.u(18.0), theme::GOLD).mono().bold();
    let text = TextStyle::new(l.u(18.0), theme::TEXT);
    for (i, (key, what)) in keys.iter().enumerate() {
        let y = area.y + l.u(70.0) + l.u(34.0) * i as f64;
        p.draw_text(key, area.x + pad, y, &key_style);
        p.draw_text(what, area.x + pad + l.u(190.0), y, &text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Coordinates;

    #[test]
    fn every_event_a_player_should_read_has_words() {
        let said = |e| words(&Said::Event(e), Some(5));
        assert_eq!(said(ByowEvent::Bumped { into: Tile::Wall }), ["A wall blocks the way."]);
        assert_eq!(
            said(ByowEvent::SaveWanted(String::new())),
            ["Saved the world of seed 5: L loads it again."]
        );
        assert!(said(ByowEvent::Moved { to: Coordinates::new(1, 1) }).is_empty());
        assert_eq!(
            words(&Said::NothingToLoad, None),
            ["There is no saved world yet: N starts a new one."]
        );
    }
}
