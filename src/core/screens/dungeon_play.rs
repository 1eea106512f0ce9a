//! DungeonPlay: a Dungeon Mania dungeon (seed 004) played in the page by its
//! own rules (`crate::dungeon`): a key is one action of the spec, a battle
//! opens a summary of its rounds, and the end says why. The main game, if
//! any, waits untouched behind it; the dungeon game is saved apart from it
//! (the engine's save, whose source is the dungeon: see `crate::dungeon::saves`),
//! exported with `X` (save) and `R` (replay).

use super::dungeon_view;
use crate::audio::{Cue, Heard};
use crate::core::app_state::AppState;
use crate::core::bus::Outbox;
use crate::core::key::{Key, Modifiers};
use crate::core::options::{Action as KeyAction, Bindings, Mode};
use crate::core::screen::{KeyPress, Screen};
use crate::core::speech::News;
use crate::core::state::State;
use crate::dungeon::name_key;
use crate::dungeon::{happenings, is_interactable, Action, Dungeon, Happening, Opened, Tally};
use crate::game::{
    write_replay, write_save, Battle, Coordinates, Direction, DungeonSource, FileText, ItemKind,
    KindRef, SaveFile,
};
use crate::locale::{phrase, phrase_with, Arg};
use crate::render::Painter;
use serde_json::{json, Value};

/// The farthest a mercenary is looked for when the player interacts: bribe
/// radii are small, and this bounds the cells visited per key.
const INTERACT_SEARCH_RADIUS: i32 = 12;

/// One dungeon game on screen.
#[derive(Debug)]
pub struct DungeonPlay {
    /// The game, and its start and every action accepted so far.
    game: Opened,
    /// The first battle of the latest tick, while its summary is open.
    battle_from: Option<usize>,
    /// The last action refused, and why, in the spec's words.
    refused: Option<String>,
    /// True when an action changed the game since it was last stored.
    unsaved: bool,
    /// What the last action did, to be heard …
    heard: Vec<Happening>,
    /// … and how many actions were tried before it.
    tried: u64,
}

impl DungeonPlay {
    /// A game of `source` with `seed`; the mistakes of its files, each as
    /// `NAME:LINE:COL: error: MESSAGE`, if it cannot be played.
    pub fn new(source: DungeonSource, seed: u64) -> Result<DungeonPlay, Vec<String>> {
        Ok(DungeonPlay::resume(Opened::start(source, seed)?, true))
    }

    /// A game restored from a save or replay. `unsaved` when storage does
    /// not hold it yet.
    pub fn resume(game: Opened, unsaved: bool) -> DungeonPlay {
        DungeonPlay { game, battle_from: None, refused: None, unsaved, heard: Vec::new(), tried: 0 }
    }

    /// The game as a save file.
    pub fn save(&self) -> SaveFile {
        self.game.save()
    }

    /// The game as a save file's text.
    pub fn save_text(&self) -> String {
        write_save(&self.save())
    }

    /// Where the game began.
    fn source(&self) -> &DungeonSource {
        self.game.source()
    }

    /// The save's text when an action changed the game since it was last
    /// taken (autosave), else `None`.
    pub fn take_unsaved(&mut self) -> Option<String> {
        std::mem::take(&mut self.unsaved).then(|| self.save_text())
    }

    /// The dungeon's name, as the screen shows it.
    pub fn name(&self) -> &str {
        &self.source().name
    }

    /// The config's file name, `None` for the template's values.
    pub fn config_name(&self) -> Option<&str> {
        self.source().config.as_ref().map(|c| c.name.as_str())
    }

    /// The rules' game.
    pub fn dungeon(&self) -> &Dungeon {
        &self.game.dungeon
    }

    /// The battles whose summary is open (those of the latest tick).
    pub fn open_battles(&self) -> Option<Vec<&Battle>> {
        self.battle_from.map(|from| self.game.dungeon.battles().split_off(from))
    }

    /// Why the last action was refused, if it was.
    pub fn refused(&self) -> Option<&str> {
        self.refused.as_deref()
    }

    /// `Some(true)` won, `Some(false)` lost, `None` still playing.
    pub fn outcome(&self) -> Option<bool> {
        if self.game.dungeon.player_pos().is_none() {
            Some(false)
        } else if self.game.dungeon.is_won() {
            Some(true)
        } else {
            None
        }
    }

    /// Why the game ended, in words.
    pub fn ending(&self) -> Option<String> {
        let ticks = self.game.dungeon.tick();
        match self.outcome()? {
            true => Some(phrase_with("dungeon_ending_won", &[("ticks", ticks.into())])),
            false => {
                let battles = self.game.dungeon.battles();
                let battle = battles.last();
                Some(match battle {
                    Some(b) => {
                        let enemy = name_key(b.enemy.name());
                        phrase_with(
                            "dungeon_ending_killed",
                            &[
                                ("enemy", Arg::Name(&enemy)),
                                ("rounds", b.rounds.len().into()),
                                ("tick", ticks.into()),
                            ],
                        )
                    }
                    None => phrase_with("dungeon_ending_died", &[("tick", ticks.into())]),
                })
            }
        }
    }

    /// Plays one action; a refused one changes nothing and says why. A tick
    /// that fought battles opens their summary.
    pub fn play(&mut self, action: Action) -> bool {
        if self.outcome().is_some() {
            return false;
        }
        let battles = self.game.dungeon.battles().len();
        let before = Tally::of(&self.game.dungeon);
        match self.game.play(action) {
            Ok(()) => {
                self.heard = happenings(action, &before, &self.game.dungeon);
                self.tried += 1;
                self.refused = None;
                self.unsaved = true;
                if self.game.dungeon.battles().len() > battles {
                    self.battle_from = Some(battles);
                }
                true
            }
            Err(error) => {
                self.refuse(format!("{action}: {error}"));
                false
            }
        }
    }

    /// Says why an action was refused, and lets it be heard.
    fn refuse(&mut self, why: String) {
        self.refused = Some(why);
        self.heard = vec![Happening::Refused];
        self.tried += 1;
    }

    /// The cell the interact key aims at: a spawner or hostile mercenary
    /// next to the player (up, right, down, left), else the nearest hostile
    /// mercenary within the bribe radius.
    pub fn interact_target(&self) -> Option<Coordinates> {
        let player = self.game.dungeon.player_pos()?;
        let scene = self.game.dungeon.scene();
        let interactable = |pos: Coordinates| scene.find_at(pos, is_interactable).is_some();
        let beside = [Direction::Up, Direction::Right, Direction::Down, Direction::Left]
            .into_iter()
            .map(|d| player.step(d))
            .find(|&pos| interactable(pos));
        if beside.is_some() {
            return beside;
        }
        let radius = i32::try_from(self.game.dungeon.config().bribe_radius)
            .unwrap_or(INTERACT_SEARCH_RADIUS);
        let radius = radius.min(INTERACT_SEARCH_RADIUS);
        let mut best: Option<(i32, Coordinates)> = None;
        for dy in -radius..=radius {
            for dx in -radius..=radius {
                let pos = Coordinates::new(player.x + dx, player.y + dy);
                let mercenary =
                    scene.find_at(pos, |k| matches!(k, KindRef::Mercenary(m) if !m.is_ally()));
                let distance = dx.abs() + dy.abs();
                if mercenary.is_some() && best.map_or(true, |(d, _)| distance < d) {
                    best = Some((distance, pos));
                }
            }
        }
        best.map(|(_, pos)| pos)
    }

    /// The same dungeon again, from the start.
    fn again(&self, app: &mut AppState) -> State {
        match DungeonPlay::new(self.source().clone(), app.next_seed()) {
            Ok(play) => State::Dungeon(Box::new(play)),
            Err(_) => State::main_menu(),
        }
    }

    /// This dungeon from the start with another config (a config file picked
    /// while playing).
    pub fn with_config(&self, config: FileText) -> Option<DungeonPlay> {
        let source = DungeonSource { config: Some(config), ..self.source().clone() };
        DungeonPlay::new(source, self.game.replay.seed).ok()
    }

    /// Offers the game as a save file (`X`) or a replay file (`R`) for
    /// download.
    fn export(&self, app: &mut AppState, replay: bool) {
        let stem = self.name().trim_end_matches(".json");
        let tick = self.game.dungeon.tick();
        if !replay {
            let file_name = format!("roguelike-dungeon-save-{stem}-tick-{tick}.json");
            app.export(
                &phrase("export_dungeon_save", &[]),
                file_name,
                "application/json",
                self.save_text(),
            );
            return;
        }
        let file_name = format!("roguelike-dungeon-replay-{stem}-tick-{tick}.json");
        let text = write_replay(&self.game.replay);
        app.export(&phrase("export_dungeon_replay", &[]), file_name, "application/json", text);
    }
}

/// The Dungeon Mania action a key press stands for: the player's bound
/// action (of the Dungeon Mania mode), or an arrow when none is bound to it.
fn command_of(bound: Option<KeyAction>, code: Key) -> Option<Action> {
    Some(match bound {
        Some(KeyAction::MoveUp) => Action::Move(Direction::Up),
        Some(KeyAction::MoveDown) => Action::Move(Direction::Down),
        Some(KeyAction::MoveLeft) => Action::Move(Direction::Left),
        Some(KeyAction::MoveRight) => Action::Move(Direction::Right),
        Some(KeyAction::UseBomb) => Action::Use(ItemKind::Bomb),
        Some(KeyAction::UseInvincibility) => Action::Use(ItemKind::InvincibilityPotion),
        Some(KeyAction::UseInvisibility) => Action::Use(ItemKind::InvisibilityPotion),
        Some(KeyAction::BuildBow) => Action::Build(ItemKind::Bow),
        Some(KeyAction::BuildShield) => Action::Build(ItemKind::Shield),
        Some(_) => return None,
        None => match code {
            Key::Up => Action::Move(Direction::Up),
            Key::Down => Action::Move(Direction::Down),
            Key::Left => Action::Move(Direction::Left),
            Key::Right => Action::Move(Direction::Right),
            _ => return None,
        },
    })
}

/// The action a key (with nothing typed) asks for while playing, under
/// `bindings`.
pub fn action_of(bindings: &Bindings, key: Key) -> Option<Action> {
    command_of(bindings.action_for(Mode::Dungeon, key, Modifiers::default(), None), key)
}

impl Screen for DungeonPlay {
    fn name(&self) -> &'static str {
        "dungeon"
    }

    fn key_mode(&self) -> Mode {
        Mode::Dungeon
    }

    fn handle_key(&mut self, press: KeyPress, app: &mut AppState, _: &mut Outbox) -> Option<State> {
        if self.battle_from.take().is_some() {
            // The key that closes the summary does nothing else, so a held
            // arrow cannot walk on past a battle unseen.
            return None;
        }
        let over = self.outcome().is_some();
        if press.code == Key::Escape {
            return Some(State::main_menu());
        }
        // Enter plays again too, as on every end screen.
        let again = press.action == Some(KeyAction::NewGame) || press.code == Key::Enter;
        match press.action {
            Some(KeyAction::ExportWorld) => self.export(app, false),
            Some(KeyAction::ExportReplay) => self.export(app, true),
            Some(KeyAction::MainMenu) if over => return Some(State::main_menu()),
            _ if over && again => return Some(self.again(app)),
            Some(KeyAction::Use) => match self.interact_target() {
                Some(cell) => {
                    self.play(Action::Interact(cell));
                }
                None => self.refuse(phrase("dungeon_nothing_to_interact", &[])),
            },
            bound => {
                if let Some(action) = command_of(bound, press.code) {
                    self.play(action);
                }
            }
        }
        None
    }

    fn tick(&mut self, app: &AppState, painter: &mut dyn Painter) {
        dungeon_view::draw(self, &app.options.bindings, app.clock.now_ms, painter);
    }

    fn news(&self, _: &AppState) -> News {
        let mut lines: Vec<String> = self.refused.iter().cloned().collect();
        let ending = self.ending().unwrap_or_default();
        lines.push(match self.outcome() {
            Some(true) => phrase("news_dungeon_won", &[("ending", &ending)]),
            Some(false) => phrase("news_dungeon_lost", &[("ending", &ending)]),
            None => phrase("news_dungeon_tick", &[("tick", &self.game.dungeon.tick().to_string())]),
        });
        News { key: self.game.dungeon.tick(), lines, urgent: self.outcome() == Some(false) }
    }

    fn heard(&self) -> Heard {
        Heard { key: self.tried, cues: self.heard.iter().map(Cue::of).collect() }
    }

    fn describe(&self, snapshot: &mut Value) {
        snapshot["dungeon"] = self.game.dungeon.response();
        let outcome = self.outcome().map(|won| if won { "won" } else { "lost" });
        snapshot["dungeon_play"] = json!({
            "name": self.name(),
            "config": self.config_name(),
            "seed": self.game.replay.seed,
            "actions": self.game.replay.steps.len(),
            "battle_open": self.battle_from.is_some(),
            "refused": self.refused,
            "outcome": outcome,
            "ending": self.ending(),
        });
    }
}
