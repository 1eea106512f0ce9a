//! Drawing the Build Your Own World mode: its welcome screen, the HUD over a
//! world in play, the encounter and win panels and the help; and the words
//! for what a key did (the game answers in [`ByowEvent`]s, worded here when
//! they are shown).

use super::byow_mode::Said;
use crate::byow::{ByowEvent, Direction, Fight, Tile, MAX_HEALTH};
use crate::render::{
    theme, Align, Baseline, Color, Fill, Layout, Painter, Rect, TextStyle, Texture,
};

/// Every key of the mode, for the help (`?`) and the guide.
pub const HELP_KEYS: &[(&str, &str)] = &[
    ("N", "welcome: a new world; type its seed's digits, then S"),
    ("L", "welcome: load the world saved with :Q"),
    ("Q", "welcome: back to the main menu (on the win screen too)"),
    ("W A S D  arrows", "walk; the HUD names the tile ahead"),
    ("F", "encounter: strike the spirit"),
    ("B", "encounter: back to the world"),
    (":Q", "save this world and go back to the welcome screen"),
    ("Escape", "welcome: main menu; ? closes this help"),
    ("?", "this help"),
];

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
}

/// What the HUD over a world shows.
#[derive(Debug)]
pub struct Hud<'a> {
    /// The world's seed.
    pub seed: u64,
    /// The avatar's health.
    pub health: u8,
    /// Where the avatar faces.
    pub facing: Direction,
    /// The tile there.
    pub ahead: Option<Tile>,
    /// What the last key did.
    pub said: Option<&'a Said>,
}

/// A direction as the HUD says it.
pub fn direction_name(direction: Direction) -> &'static str {
    match direction {
        Direction::Up => "up",
        Direction::Down => "down",
        Direction::Left => "left",
        Direction::Right => "right",
    }
}

/// A tile as the HUD names it, with what it means for the player.
fn tile_words(tile: Tile) -> &'static str {
    match tile {
        Tile::Nothing => "nothing: the world ends there",
        Tile::Floor => "floor",
        Tile::Wall => "a wall",
        Tile::LockedDoor => "the locked door: step on it to win",
        Tile::Encounter => "a spirit on an encounter tile",
    }
}

/// The words for what a key did; `seed` is the world's.
pub fn words(said: &Said, seed: Option<u64>) -> Vec<String> {
    let seed = seed.map_or_else(String::new, |s| format!(" of seed {s}"));
    let line = match said {
        Said::NothingToLoad => "There is no saved world yet: N starts a new one.".to_owned(),
        Said::BadSave(errors) => {
            let mut lines =
                vec!["The saved world cannot be used, so nothing was loaded:".to_owned()];
            lines.extend(errors.0.iter().take(3).map(ToString::to_string));
            return lines;
        }
        Said::Event(event) => match event {
            ByowEvent::SeedEntryOpened => "Type the seed's digits, then S.".to_owned(),
            ByowEvent::WorldStarted { seed } => {
                format!("The world of seed {seed}: find the locked door.")
            }
            ByowEvent::Bumped { into: Tile::Nothing } => {
                "Nothing is there: the world ends.".to_owned()
            }
            ByowEvent::Bumped { into } => format!("{} blocks the way.", capitalised(into.name())),
            ByowEvent::EncounterOpened { strength } => {
                format!("A spirit of strength {strength} bars the way.")
            }
            ByowEvent::Struck { spirit_health, health } => format!(
                "You hit the spirit ({spirit_health} left); it still stands and hits back \
                 ({health} health left)."
            ),
            ByowEvent::SpiritBeaten { health } => format!(
                "The spirit is beaten: this tile is clear for good, and you regain 1 health \
                 ({health} now). B goes back."
            ),
            ByowEvent::Fainted { .. } => "Your last health went: you fainted and woke at your \
                                          start with full health. The spirit recovered."
                .to_owned(),
            ByowEvent::EncounterLeft => {
                "You step back into the world; a spirit left standing recovers.".to_owned()
            }
            ByowEvent::Won => "You reached the locked door!".to_owned(),
            ByowEvent::SaveWanted(_) => format!("Saved the world{seed}: L loads it again."),
            ByowEvent::LoadWanted => format!("Loaded the saved world{seed}."),
            ByowEvent::Ignored
            | ByowEvent::ColonTyped
            | ByowEvent::SeedTyped { .. }
            | ByowEvent::Moved { .. }
            | ByowEvent::Quit => return Vec::new(),
        },
    };
    vec![line]
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

fn panel(p: &mut dyn Painter, rect: Rect, l: &Layout) {
    p.fill_rect(rect, &Fill::Solid(theme::PANEL));
    p.stroke_rect(rect, theme::PANEL_EDGE, l.u(2.0).max(1.0));
}

fn centered(size: f64, color: Color) -> TextStyle {
    TextStyle::new(size, color).aligned(Align::Center, Baseline::Top)
}

/// The welcome screen: N, L, Q, or the seed being typed; then what the last
/// key did (a save, a load that failed and why).
pub fn draw_welcome(welcome: &Welcome<'_>, p: &mut dyn Painter) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    super::menu_view::draw_backdrop(p, Color::rgb(26, 40, 46));
    let title = centered(l.u(64.0), theme::GOLD).bold();
    p.draw_text("BUILD YOUR OWN WORLD", w / 2.0, h * 0.12, &title);
    p.draw_text(
        "rooms and hallways from a seed: walk them, meet the spirits, find the locked door",
        w / 2.0,
        h * 0.12 + l.u(82.0),
        &centered(l.u(18.0), theme::MUTED),
    );
    let top = h * 0.36;
    let line_h = l.u(44.0);
    let big = centered(l.u(28.0), theme::TEXT);
    match welcome.seed_digits {
        Some(digits) => {
            p.draw_text(&format!("Seed: {digits}_"), w / 2.0, top, &big.bold());
            let hint = if digits.is_empty() {
                "type the seed's digits, then S to start"
            } else {
                "more digits, or S to start this world"
            };
            p.draw_text(hint, w / 2.0, top + line_h, &centered(l.u(20.0), theme::MUTED));
        }
        None => {
            let load = if welcome.has_save {
                "L — load the saved world"
            } else {
                "L — load the saved world (none saved yet)"
            };
            let lines = [("N — new world", theme::TEXT), (load, theme::TEXT)];
            for (i, (text, color)) in lines.into_iter().enumerate() {
                let color = if i == 1 && !welcome.has_save { theme::MUTED } else { color };
                p.draw_text(text, w / 2.0, top + line_h * i as f64, &TextStyle { color, ..big });
            }
            let quit = TextStyle { color: theme::MUTED, ..big };
            p.draw_text("Q — quit to the main menu", w / 2.0, top + line_h * 2.0, &quit);
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
        "keys are the input string of `roguelike byow`: the same keys make the same world · ? help",
        w / 2.0,
        h - l.u(48.0),
        &centered(l.u(15.0), theme::MUTED),
    );
}

/// The HUD over a world: seed, health and the tile ahead top left; what the
/// last key did and the keys at the bottom.
pub fn draw_hud(hud: &Hud<'_>, p: &mut dyn Painter) {
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
    p.draw_text(&format!("Seed {}", hud.seed), x, y, &text.bold());
    y += row;
    let icon = l.u(24.0);
    p.draw_texture(Texture::Heart, Rect::new(x, y - icon / 2.0, icon, icon));
    let health = format!("{} / {MAX_HEALTH}", hud.health);
    p.draw_text(&health, x + icon + l.u(8.0), y, &TextStyle { color: theme::HEALTH, ..text });
    y += row;
    if let Some(tile) = hud.ahead {
        let ahead = format!("Ahead ({}): {}", direction_name(hud.facing), tile_words(tile));
        let color = if tile == Tile::LockedDoor { theme::GOLD } else { theme::TEXT };
        p.draw_text(&ahead, x, y, &TextStyle { color, ..text });
    }
    let bottom = Rect::new(0.0, h - l.u(76.0), w, l.u(76.0));
    p.fill_rect(bottom, &Fill::Solid(Color::rgba(10, 9, 14, 200)));
    if let Some(said) = hud.said {
        if let Some(line) = words(said, Some(hud.seed)).first() {
            p.draw_text(line, w / 2.0, bottom.y + l.u(10.0), &centered(l.u(19.0), theme::TEXT));
        }
    }
    p.draw_text(
        "W A S D or arrows walk · find the locked door · :Q save and leave · ? help",
        w / 2.0,
        bottom.y + l.u(44.0),
        &centered(l.u(16.0), theme::MUTED),
    );
}

/// The encounter panel: the spirit, both healths, the rules in a few words,
/// the keys and what the last blow did.
pub fn draw_encounter(fight: &Fight, health: u8, said: Option<&Said>, p: &mut dyn Painter) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(Color::rgba(6, 16, 22, 150)));
    let pw = l.u(760.0).min(w - l.u(24.0));
    let area = Rect::new(((w - pw) / 2.0).round(), (h * 0.16).round(), pw, l.u(430.0));
    panel(p, area, &l);
    let cx = area.x + area.w / 2.0;
    let sprite = l.u(96.0);
    p.draw_texture(
        Texture::Spirit,
        Rect::new(cx - sprite / 2.0, area.y + l.u(16.0), sprite, sprite),
    );
    let mut y = area.y + l.u(124.0);
    let title = if fight.is_won() {
        "The spirit is beaten".to_owned()
    } else {
        format!("A spirit of strength {} bars the way", fight.strength)
    };
    p.draw_text(&title, cx, y, &centered(l.u(28.0), theme::XP).bold());
    y += l.u(46.0);
    let stat = centered(l.u(21.0), theme::TEXT);
    p.draw_text(
        &format!(
            "Spirit {} / {}        You {} / {MAX_HEALTH}",
            fight.spirit_health, fight.strength, health
        ),
        cx,
        y,
        &stat,
    );
    y += l.u(42.0);
    let rules = [
        "F strikes: you hit for 1; a spirit still standing hits back for 1.",
        "Beaten, a spirit is gone for good and you regain 1 health.",
        "At 0 health you faint, wake at your start, and the spirit recovers.",
    ];
    for rule in rules {
        p.draw_text(rule, cx, y, &centered(l.u(17.0), theme::MUTED));
        y += l.u(26.0);
    }
    y += l.u(12.0);
    if let Some(line) = said.and_then(|s| words(s, None).into_iter().next()) {
        p.draw_text(&line, cx, y, &centered(l.u(18.0), theme::GOLD));
    }
    let keys =
        if fight.is_won() { "B — back to the world" } else { "F — strike    B — back" };
    p.draw_text(keys, cx, area.y + area.h - l.u(44.0), &centered(l.u(22.0), theme::GOLD).bold());
}

/// The win screen over the world: the door is reached.
pub fn draw_won(seed: u64, p: &mut dyn Painter) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(Color::rgba(30, 22, 0, 150)));
    // Above the middle of the screen, where the camera holds the avatar on
    // the door, so the door stays in sight.
    let top = (h * 0.5 - l.u(290.0)).max(l.u(140.0));
    p.draw_text(
        "YOU FOUND THE LOCKED DOOR",
        w / 2.0,
        top,
        &centered(l.u(56.0), theme::GOLD).bold(),
    );
    let pw = l.u(640.0).min(w - l.u(24.0));
    let area = Rect::new(((w - pw) / 2.0).round(), top + l.u(76.0), pw, l.u(110.0));
    panel(p, area, &l);
    let line = format!("The world of seed {seed} is won: its one way out is open.");
    p.draw_text(&line, w / 2.0, area.y + l.u(22.0), &centered(l.u(21.0), theme::TEXT));
    p.draw_text(
        "Q — main menu    :Q — save this world",
        w / 2.0,
        area.y + l.u(64.0),
        &centered(l.u(20.0), theme::GOLD),
    );
}

/// The help overlay: every key of the mode.
pub fn draw_help(p: &mut dyn Painter) {
    let (w, h) = p.size();
    let l = Layout::of(p);
    let aw = l.u(820.0).min(w - l.u(24.0));
    let ah = l.u(96.0) + l.u(34.0) * HELP_KEYS.len() as f64;
    let area = Rect::new(((w - aw) / 2.0).round(), ((h - ah) / 2.0).round().max(0.0), aw, ah);
    panel(p, area, &l);
    let pad = l.u(24.0);
    p.draw_text(
        "Build Your Own World — keys",
        area.x + pad,
        area.y + l.u(18.0),
        &TextStyle::new(l.u(26.0), theme::GOLD).bold(),
    );
    let key_style = TextStyle::new(l.u(18.0), theme::GOLD).mono().bold();
    let text = TextStyle::new(l.u(18.0), theme::TEXT);
    for (i, (key, what)) in HELP_KEYS.iter().enumerate() {
        let y = area.y + l.u(70.0) + l.u(34.0) * i as f64;
        p.draw_text(key, area.x + pad, y, &key_style);
        p.draw_text(what, area.x + pad + l.u(190.0), y, &text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_event_a_player_should_read_has_words() {
        let said = |e| words(&Said::Event(e), Some(5));
        assert_eq!(said(ByowEvent::Bumped { into: Tile::Wall }), ["A wall blocks the way."]);
        assert_eq!(
            said(ByowEvent::SaveWanted(String::new())),
            ["Saved the world of seed 5: L loads it again."]
        );
        assert!(said(ByowEvent::Moved { to: crate::byow::Position::new(1, 1) }).is_empty());
        assert_eq!(
            words(&Said::NothingToLoad, None),
            ["There is no saved world yet: N starts a new one."]
        );
    }
}
