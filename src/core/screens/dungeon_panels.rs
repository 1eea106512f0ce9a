//! Dungeon Mania's part of the play screen (`DungeonPanels`, its
//! [`PlayMode`]): its keys are the spec's actions (a refused one says why and
//! is not recorded), its game ends when the player dies or the goal is met,
//! and its panels sit over the world the common screen draws: the HUD (the
//! dungeon, the config in force, the tick, the goal string as the spec
//! writes it, health with its fraction, the potion in effect, the creature
//! a swamp holds nearest the player and for how long), the
//! inventory with counts and durability and what can be built, and the card
//! of a tick's battles, their rounds.

use crate::audio::Cue;
use crate::content::{Content, Look, TileKind};
use crate::core::app_state::{AppState, Session, WorldSource};
use crate::core::hud::{self, move_keys};
use crate::core::key::{Key, Modifiers};
use crate::core::options::{Action, Bindings, Mode, Options};
use crate::core::play_mode::{PlayMode, Played};
use crate::dungeon::{
    display_name, happenings, item_from_name, item_name, type_name, Action as Move, Dungeon,
    HeldItem, Potion, Tally, DEFAULT_CONFIG_NAME, ITEMS,
};
use crate::game::{
    write_replay, Battle, Command, DungeonSource, Ending, Figure, Game, GameEvent, ItemKind,
};
use crate::locale::{phrase, phrase_with};
use crate::render::{
    draw_fitted, item_texture, theme, Align, Baseline, Color, Fill, Layout, Painter, Rect,
    TextStyle, Texture,
};
use serde_json::Value;

/// Dungeon Mania as the play screen plays it.
#[derive(Debug)]
pub struct DungeonPanels;

/// The Dungeon Mania action a key press stands for: the player's bound
/// action (of the Dungeon Mania mode), or an arrow when none is bound to it.
fn move_of(bound: Option<Action>, code: Key) -> Option<Move> {
    use crate::game::Direction::{Down, Left, Right, Up};
    Some(match bound {
        Some(Action::MoveUp) => Move::Move(Up),
        Some(Action::MoveDown) => Move::Move(Down),
        Some(Action::MoveLeft) => Move::Move(Left),
        Some(Action::MoveRight) => Move::Move(Right),
        Some(Action::UseBomb) => Move::Use(ItemKind::Bomb),
        Some(Action::UseInvincibility) => Move::Use(ItemKind::InvincibilityPotion),
        Some(Action::UseInvisibility) => Move::Use(ItemKind::InvisibilityPotion),
        Some(Action::BuildBow) => Move::Build(ItemKind::Bow),
        Some(Action::BuildShield) => Move::Build(ItemKind::Shield),
        Some(Action::BuildSceptre) => Move::Build(ItemKind::Sceptre),
        Some(Action::BuildMidnightArmour) => Move::Build(ItemKind::MidnightArmour),
        Some(Action::RewindOne) => Move::Rewind(1),
        Some(Action::RewindFive) => Move::Rewind(5),
        Some(_) => return None,
        None => match code {
            Key::Up => Move::Move(Up),
            Key::Down => Move::Move(Down),
            Key::Left => Move::Move(Left),
            Key::Right => Move::Move(Right),
            _ => return None,
        },
    })
}

/// The action a key (with nothing typed) asks for while playing a dungeon,
/// under `bindings` (interacting aims by itself, so it is not one).
pub fn action_of(bindings: &Bindings, key: Key) -> Option<Move> {
    move_of(bindings.action_for(Mode::Dungeon, key, Modifiers::default(), None), key)
}

/// The dungeon a session plays.
fn source_of(session: &Session) -> Option<&DungeonSource> {
    match &session.source {
        WorldSource::Dungeon(source) => Some(source),
        _ => None,
    }
}

/// The config's file name, `None` for the default config.
fn config_name(source: &DungeonSource) -> Option<&str> {
    source.config.as_ref().map(|c| c.name.as_str())
}

/// Why the game ended, in words.
fn ending_words(dungeon: &Dungeon<&Game>) -> Option<String> {
    let ticks = dungeon.tick();
    if dungeon.player_pos().is_some() {
        return dungeon
            .is_won()
            .then(|| phrase_with("dungeon_ending_won", &[("ticks", ticks.into())]));
    }
    Some(match dungeon.battles().last() {
        Some(b) => phrase_with(
            "dungeon_ending_killed",
            &[
                ("enemy", crate::locale::Arg::Name(&crate::dungeon::name_key(b.enemy.name()))),
                ("rounds", b.rounds.len().into()),
                ("tick", ticks.into()),
            ],
        ),
        None => phrase_with("dungeon_ending_died", &[("tick", ticks.into())]),
    })
}

impl PlayMode for DungeonPanels {
    /// Its kinds keep their own look at every depth.
    fn tileset(&self, _game: &crate::game::Game) -> Option<&'static crate::content::Tileset> {
        None
    }

    fn key_mode(&self) -> Mode {
        Mode::Dungeon
    }

    fn command(
        &self,
        action: Option<Action>,
        key: Key,
        game: &Game,
    ) -> Option<Result<Command, String>> {
        let dungeon = Dungeon::view(game)?;
        let wanted = match action {
            Some(Action::Use) => match dungeon.interact_target() {
                Some(cell) => Move::Interact(cell),
                None => return Some(Err(phrase("dungeon_nothing_to_interact", &[]))),
            },
            bound => move_of(bound, key)?,
        };
        Some(dungeon.check(wanted).map(|()| wanted.into()).map_err(|e| format!("{wanted}: {e}")))
    }

    fn play(&self, session: &mut Session, command: Command) -> Played {
        let Some(action) = Move::of_command(command) else { return Played::default() };
        let before = Dungeon::view(&session.game).map(|d| (Tally::of(&d), d.battles().len()));
        let mut report = session.apply(command);
        let (Some((tally, battles)), Some(after)) = (before, Dungeon::view(&session.game)) else {
            return Played { report, ..Played::default() };
        };
        let heard = happenings(action, &tally, &after);
        let card = (after.battles().len() > battles).then_some(battles);
        if after.is_won() {
            // The engine's game does not end when a dungeon's goal is met
            // (its saves stay as the spec's game has them): the screen is told.
            report.events.push(GameEvent::Won);
        }
        Played { report, cues: Some(heard.iter().map(Cue::of).collect()), card }
    }

    fn ending(&self, game: &Game) -> Option<Ending> {
        match Dungeon::view(game) {
            Some(d) if d.player_pos().is_none() => Some(Ending::Died),
            Some(d) if d.is_won() => Some(Ending::Won),
            _ => game.ending(),
        }
    }

    fn draw_panels(&self, session: &Session, options: &Options, p: &mut dyn Painter) {
        let (Some(dungeon), Some(source)) = (Dungeon::view(&session.game), source_of(session))
        else {
            return;
        };
        let (w, h) = p.size();
        let l = Layout::of(p);
        let top = l.u(HUD_HEIGHT + 12.0);
        let side = l.u(SIDE_WIDTH);
        // The messages keep the bottom left; the inventory stops above them.
        let height = (h - top - l.u(150.0)).max(l.u(200.0));
        draw_hud(&dungeon, source, &l, p);
        let rect = Rect::new(w - side - l.u(16.0), top, side, height);
        draw_side(&dungeon, &options.bindings, rect, &l, p);
    }

    fn draw_card(&self, game: &Game, card: usize, p: &mut dyn Painter) {
        let Some(dungeon) = Dungeon::view(game) else { return };
        let battles = dungeon.battles().split_off(card.min(dungeon.battles().len()));
        if !battles.is_empty() {
            let (w, _) = p.size();
            draw_battles(&battles, w / 2.0, &Layout::of(p), p);
        }
    }

    fn guide(&self, session: &Session) -> Vec<crate::locale::GuideEntry> {
        source_of(session).map(super::mode_guides::dungeon_guide).unwrap_or_default()
    }

    fn help_keys(&self, bindings: &Bindings) -> Vec<(String, String)> {
        let b = bindings;
        let own = [
            (format!("{} ← ↑ → ↓", move_keys(b)), "help_move"),
            (b.labels(Action::Use), "dungeon_help_interact"),
            (b.label(Action::UseBomb), "dungeon_help_bomb"),
            (
                format!(
                    "{} {}",
                    b.label(Action::UseInvincibility),
                    b.label(Action::UseInvisibility)
                ),
                "dungeon_help_potions",
            ),
            (
                format!("{} {}", b.label(Action::BuildBow), b.label(Action::BuildShield)),
                "dungeon_help_build",
            ),
            (
                format!(
                    "{} {}",
                    b.label(Action::BuildSceptre),
                    b.label(Action::BuildMidnightArmour)
                ),
                "dungeon_help_build_more",
            ),
            (
                format!("{} {}", b.label(Action::ExportWorld), b.label(Action::ExportReplay)),
                "dungeon_help_export",
            ),
            (
                format!("{} {}", b.label(Action::RewindOne), b.label(Action::RewindFive)),
                "dungeon_help_rewind",
            ),
        ];
        hud::mode_help_keys(own, b)
    }

    fn music(&self) -> Option<&'static str> {
        Some("dungeon")
    }

    /// Why the dungeon ended, in its words: the enemy of the battle the
    /// player fell in (and its rounds), or the ticks it took to win.
    fn end_lines(&self, session: &Session) -> Vec<String> {
        Dungeon::view(&session.game).and_then(|d| ending_words(&d)).into_iter().collect()
    }

    fn describe(&self, session: &Session, snapshot: &mut Value) {
        let (Some(dungeon), Some(source)) = (Dungeon::view(&session.game), source_of(session))
        else {
            return;
        };
        snapshot["dungeon"] = dungeon.response();
        let outcome =
            self.ending(&session.game).map(|e| if e == Ending::Won { "won" } else { "lost" });
        snapshot["dungeon_play"] = crate::json_value!({
            "name": source.name,
            "config": config_name(source),
            "seed": session.replay.seed,
            "actions": session.replay.steps.len(),
            "outcome": outcome,
            "ending": ending_words(&dungeon),
            "held": Value::Object(dungeon.state().held.iter()
                .map(|(id, ticks)| (id.to_string(), crate::json_value!(ticks)))
                .fold(serde_json::Map::new(), |mut held, (id, ticks)| {
                    held.insert(id, ticks);
                    held
                })),
        });
    }

    fn export(&self, app: &mut AppState) {
        let Some(session) = &app.session else { return };
        let Some(source) = source_of(session) else { return };
        let stem = source.name.trim_end_matches(".json");
        let file_name = format!("roguelike-dungeon-save-{stem}-tick-{}.json", session.game.turn);
        let text = session.save_text();
        app.export(&phrase("export_dungeon_save", &[]), file_name, "application/json", text);
    }

    fn export_replay(&self, app: &mut AppState) {
        let Some(session) = &app.session else { return };
        let Some(source) = source_of(session) else { return };
        let stem = source.name.trim_end_matches(".json");
        let file_name = format!("roguelike-dungeon-replay-{stem}-tick-{}.json", session.game.turn);
        let text = write_replay(&session.replay);
        app.export(&phrase("export_dungeon_replay", &[]), file_name, "application/json", text);
    }
}

/// The height of the HUD, in UI units.
const HUD_HEIGHT: f64 = 112.0;

/// The width of the inventory column, in UI units.
const SIDE_WIDTH: f64 = 300.0;

fn panel(p: &mut dyn Painter, rect: Rect, l: &Layout) {
    p.fill_rect(rect, &Fill::Solid(theme::PANEL));
    p.stroke_rect(rect, theme::PANEL_EDGE, l.u(2.0).max(1.0));
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

fn draw_hud(dungeon: &Dungeon<&Game>, source: &DungeonSource, l: &Layout, p: &mut dyn Painter) {
    let (w, _) = p.size();
    let pad = l.u(12.0);
    let bar = Rect::new(l.u(12.0), l.u(12.0), w - l.u(24.0), l.u(HUD_HEIGHT - 12.0));
    panel(p, bar, l);
    let title = TextStyle::new(l.u(20.0), theme::GOLD).aligned(Align::Left, Baseline::Top).bold();
    p.draw_text(
        &phrase("dungeon_title", &[("name", &source.name)]),
        bar.x + pad,
        bar.y + pad,
        &title,
    );
    let right = TextStyle::new(l.u(16.0), theme::MUTED).aligned(Align::Right, Baseline::Top);
    let config = config_name(source).map_or_else(
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
    if let Some(words) = swamp_words(dungeon) {
        let style = TextStyle::new(l.u(15.0), theme::XP).aligned(Align::Center, Baseline::Top);
        p.draw_text(&words, bar.x + bar.w / 2.0, bar.y + pad + l.u(2.0), &style);
    }
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
    let mut px = hx - l.u(340.0);
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
        p.draw_texture(texture, Rect::new(px - icon - l.u(6.0), y2 - l.u(3.0), icon, icon));
        p.draw_text(&words, px, y2 + l.u(2.0), &TextStyle::new(l.u(17.0), theme::XP));
        px -= l.u(300.0);
    }
    // Mind control: the longest a sceptre's hold on a mercenary has left.
    // Mercenaries are actors, which the world lists apart: this runs every
    // frame, and a scan of every entity cost as much as the dungeon is big.
    let scene = dungeon.scene();
    let held = dungeon
        .state()
        .actors(scene.world)
        .into_iter()
        .filter_map(|id| match scene.kind(id) {
            Some(crate::game::KindRef::Mercenary(m)) => Some(m.mind_control_left()),
            _ => None,
        })
        .max()
        .filter(|&ticks| ticks > 0);
    if let Some(ticks) = held {
        let words = phrase_with("dungeon_mind_control_left", &[("ticks", ticks.into())]);
        let at = Rect::new(px - icon - l.u(6.0), y2 - l.u(3.0), icon, icon);
        p.draw_texture(texture("sceptre"), at);
        p.draw_text(&words, px, y2 + l.u(2.0), &TextStyle::new(l.u(17.0), theme::XP));
    }
}

/// The creature a swamp holds nearest the player (the one whose delay
/// matters most) and the ticks it must still wait, with how many more are
/// held; `None` while the swamps hold nobody.
fn swamp_words(dungeon: &Dungeon<&Game>) -> Option<String> {
    let held = &dungeon.state().held;
    let scene = dungeon.scene();
    let player = dungeon.player_pos().unwrap_or_default();
    let (kind, ticks) = held
        .iter()
        .filter_map(|(&id, &ticks)| {
            Some((scene.pos(id)?.manhattan(player), scene.kind(id)?, ticks))
        })
        .min_by_key(|&(distance, _, _)| distance)
        .map(|(_, kind, ticks)| (kind, ticks))?;
    let more = if held.len() > 1 {
        phrase_with("dungeon_swamp_more", &[("n", (held.len() - 1).into())])
    } else {
        String::new()
    };
    Some(phrase_with(
        "dungeon_swamp_held",
        &[
            ("name", display_name(type_name(kind)).into()),
            ("ticks", ticks.into()),
            ("more", more.into()),
        ],
    ))
}

/// The inventory, grouped by kind in the order of the spec's list ([`ITEMS`]), with
/// counts, the keys that use items and what each weapon has left; then what
/// can be built.
fn draw_side(
    dungeon: &Dungeon<&Game>,
    bindings: &Bindings,
    rect: Rect,
    l: &Layout,
    p: &mut dyn Painter,
) {
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
        let uses: Vec<u32> = items.iter().filter_map(|i| i.durability).collect();
        if let Some(left) = battles_left(&uses) {
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
            ItemKind::TimeTurner => {
                format!(
                    "{} {}",
                    bindings.label(Action::RewindOne),
                    bindings.label(Action::RewindFive)
                )
            }
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
        let key = bindings.label(match *item {
            ItemKind::Bow => Action::BuildBow,
            ItemKind::Sceptre => Action::BuildSceptre,
            ItemKind::MidnightArmour => Action::BuildMidnightArmour,
            _ => Action::BuildShield,
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
                    ("delta", &enemy_delta(round.delta_enemy_health)),
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

/// A round's change of the enemy's health as the card words it: a hydra's
/// health that grew says so, with its sign.
fn enemy_delta(delta: crate::game::Points) -> String {
    if delta > crate::game::Points::ZERO {
        phrase("dungeon_battle_grew", &[("delta", &delta.to_string())])
    } else {
        delta.to_string()
    }
}

/// How many battles the carried items of one kind have left: one item's
/// count in its plural ("1 battle left"), several items' counts listed.
fn battles_left(uses: &[u32]) -> Option<String> {
    match uses {
        [] => None,
        [one] => Some(phrase_with("dungeon_battles_left", &[("uses", (*one).into())])),
        several => {
            let list = several.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
            Some(phrase("dungeon_battles_left_list", &[("uses", &list)]))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::look_alikes;

    #[test]
    fn a_hydras_growth_shows_on_the_card_with_its_sign() {
        let grew = enemy_delta(crate::game::Points::whole(3));
        assert!(grew.starts_with("+3"), "{grew}");
        assert_eq!(enemy_delta(-crate::game::Points::whole(2)), "-2");
    }
    use crate::dungeon::NAMED_TYPES;

    /// What a dungeon's screen draws: every type the player may read the
    /// name of, a pressed switch, a live wire, the floor.
    fn drawn() -> Vec<&'static str> {
        let mut types = NAMED_TYPES.to_vec();
        types.extend(["switch_on", "floor", "wire_live"]);
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

    #[test]
    fn sword_1_battles_left_reads_in_the_plural_of_its_count() {
        crate::locale::set_language("en");
        assert_eq!(battles_left(&[]), None);
        assert_eq!(battles_left(&[1]).as_deref(), Some("(1 battle left)"));
        assert_eq!(battles_left(&[3]).as_deref(), Some("(3 battles left)"));
        assert_eq!(battles_left(&[3, 1]).as_deref(), Some("(battles left: 3, 1)"));
        assert!(crate::locale::set_language("ru"));
        let russian: Vec<Option<String>> =
            [1, 2, 5, 21].iter().map(|n| battles_left(&[*n])).collect();
        crate::locale::set_language("en");
        assert_eq!(
            russian,
            [
                Some("(остался 1 бой)".to_owned()),
                Some("(осталось 2 боя)".to_owned()),
                Some("(осталось 5 боёв)".to_owned()),
                Some("(остался 21 бой)".to_owned()),
            ]
        );
    }
}
