//! DungeonPlay: a Dungeon Mania dungeon (seed 004) played in the page by its
//! own rules (`crate::dungeon`): a key is one action of the spec, a battle
//! opens a summary of its rounds, and the end says why. The main game, if
//! any, waits untouched behind it; the dungeon game is saved apart from it
//! (its start and actions, see `crate::dungeon::DungeonSave`), exported with
//! `X` (save) and `R` (replay).

use super::dungeon_view;
use crate::core::app_state::AppState;
use crate::core::bus::Outbox;
use crate::core::key::Key;
use crate::core::screen::{KeyPress, Screen};
use crate::core::speech::News;
use crate::core::state::State;
use crate::dungeon::{
    write_dungeon_replay, write_dungeon_save, Action, ConfigFile, Dungeon, DungeonReplay,
    DungeonSave, DungeonStart, EntityKind, ItemType,
};
use crate::game::{Coordinates, Direction};
use crate::locale::phrase;
use crate::render::Painter;
use serde_json::{json, Value};

/// The farthest a mercenary is looked for when the player interacts: bribe
/// radii are small, and this bounds the cells visited per key.
const INTERACT_SEARCH_RADIUS: i32 = 12;

/// One dungeon game on screen.
#[derive(Debug)]
pub struct DungeonPlay {
    /// The dungeon and config files and the seed the game began with.
    start: DungeonStart,
    dungeon: Dungeon,
    /// The first battle of the latest tick, while its summary is open.
    battle_from: Option<usize>,
    /// The last action refused, and why, in the spec's words.
    refused: Option<String>,
    /// Every action accepted so far: with `start`, the save.
    actions: Vec<Action>,
    /// True when an action changed the game since it was last stored.
    unsaved: bool,
}

impl DungeonPlay {
    /// A game from `start`; the mistakes of its files, each as
    /// `NAME:LINE:COL: error: MESSAGE`, if it cannot be played.
    pub fn new(start: DungeonStart) -> Result<DungeonPlay, Vec<String>> {
        let dungeon = start.build()?;
        Ok(DungeonPlay::resume(start, Vec::new(), dungeon, true))
    }

    /// A game restored from a save or replay: `dungeon` is where `actions`
    /// led from `start`. `unsaved` when storage does not hold it yet.
    pub fn resume(
        start: DungeonStart,
        actions: Vec<Action>,
        dungeon: Dungeon,
        unsaved: bool,
    ) -> DungeonPlay {
        DungeonPlay { start, dungeon, battle_from: None, refused: None, actions, unsaved }
    }

    /// The game as a save file.
    pub fn save(&self) -> DungeonSave {
        DungeonSave::new(self.start.clone(), self.actions.clone(), &self.dungeon)
    }

    /// The game as a save file's text.
    pub fn save_text(&self) -> String {
        write_dungeon_save(&self.save())
    }

    /// The save's text when an action changed the game since it was last
    /// taken (autosave), else `None`.
    pub fn take_unsaved(&mut self) -> Option<String> {
        std::mem::take(&mut self.unsaved).then(|| self.save_text())
    }

    /// The dungeon's name, as the screen shows it.
    pub fn name(&self) -> &str {
        &self.start.name
    }

    /// The config's file name, `None` for the template's values.
    pub fn config_name(&self) -> Option<&str> {
        self.start.config.as_ref().map(|c| c.name.as_str())
    }

    /// The rules' game.
    pub fn dungeon(&self) -> &Dungeon {
        &self.dungeon
    }

    /// The battles whose summary is open (those of the latest tick).
    pub fn open_battles(&self) -> Option<&[crate::dungeon::Battle]> {
        self.battle_from.map(|from| &self.dungeon.state().battles[from..])
    }

    /// Why the last action was refused, if it was.
    pub fn refused(&self) -> Option<&str> {
        self.refused.as_deref()
    }

    /// `Some(true)` won, `Some(false)` lost, `None` still playing.
    pub fn outcome(&self) -> Option<bool> {
        if self.dungeon.player_pos().is_none() {
            Some(false)
        } else if self.dungeon.is_won() {
            Some(true)
        } else {
            None
        }
    }

    /// Why the game ended, in words.
    pub fn ending(&self) -> Option<String> {
        let ticks = self.dungeon.tick();
        let plural = if ticks == 1 { "" } else { "s" };
        match self.outcome()? {
            true => Some(format!("every goal met in {ticks} tick{plural}")),
            false => {
                let battle = self.dungeon.state().battles.last();
                Some(match battle {
                    Some(b) => format!(
                        "killed by a {} after {} round{} of battle, at tick {ticks}",
                        b.enemy.name().replace('_', " "),
                        b.rounds.len(),
                        if b.rounds.len() == 1 { "" } else { "s" }
                    ),
                    None => format!("the player died at tick {ticks}"),
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
        let battles = self.dungeon.state().battles.len();
        match self.dungeon.apply(action) {
            Ok(()) => {
                self.refused = None;
                self.actions.push(action);
                self.unsaved = true;
                if self.dungeon.state().battles.len() > battles {
                    self.battle_from = Some(battles);
                }
                true
            }
            Err(error) => {
                self.refused = Some(format!("{action}: {error}"));
                false
            }
        }
    }

    /// The cell the interact key aims at: a spawner or hostile mercenary
    /// next to the player (up, right, down, left), else the nearest hostile
    /// mercenary within the bribe radius.
    pub fn interact_target(&self) -> Option<Coordinates> {
        let player = self.dungeon.player_pos()?;
        let interactable =
            |pos: Coordinates| self.dungeon.find_at(pos, EntityKind::is_interactable).is_some();
        let beside = [Direction::Up, Direction::Right, Direction::Down, Direction::Left]
            .into_iter()
            .map(|d| player.step(d))
            .find(|&pos| interactable(pos));
        if beside.is_some() {
            return beside;
        }
        let radius =
            i32::try_from(self.dungeon.config().bribe_radius).unwrap_or(INTERACT_SEARCH_RADIUS);
        let radius = radius.min(INTERACT_SEARCH_RADIUS);
        let mut best: Option<(i32, Coordinates)> = None;
        for dy in -radius..=radius {
            for dx in -radius..=radius {
                let pos = Coordinates::new(player.x + dx, player.y + dy);
                let mercenary = self
                    .dungeon
                    .find_at(pos, |k| matches!(k, EntityKind::Mercenary { ally: false, .. }));
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
        let start = DungeonStart { seed: app.next_seed(), ..self.start.clone() };
        match DungeonPlay::new(start) {
            Ok(play) => State::Dungeon(Box::new(play)),
            Err(_) => State::main_menu(),
        }
    }

    /// This dungeon from the start with another config (a config file picked
    /// while playing).
    pub fn with_config(&self, config: ConfigFile) -> Option<DungeonPlay> {
        DungeonPlay::new(DungeonStart { config: Some(config), ..self.start.clone() }).ok()
    }

    /// Offers the game as a save file (`X`) or a replay file (`R`) for
    /// download.
    fn export(&self, app: &mut AppState, replay: bool) {
        let stem = self.start.name.trim_end_matches(".json");
        let tick = self.dungeon.tick();
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
        match DungeonReplay::of_save(&self.save()) {
            Ok(replay) => {
                let file_name = format!("roguelike-dungeon-replay-{stem}-tick-{tick}.json");
                let text = write_dungeon_replay(&replay);
                app.export(
                    &phrase("export_dungeon_replay", &[]),
                    file_name,
                    "application/json",
                    text,
                );
            }
            Err(e) => app.notify(phrase("notice_dungeon_no_replay", &[("reason", &e.to_string())])),
        }
    }
}

/// The action a key asks for while playing.
pub fn action_of(key: Key) -> Option<Action> {
    Some(match key {
        Key::W | Key::Up => Action::Move(Direction::Up),
        Key::S | Key::Down => Action::Move(Direction::Down),
        Key::A | Key::Left => Action::Move(Direction::Left),
        Key::D | Key::Right => Action::Move(Direction::Right),
        Key::Letter(b'B') => Action::Use(ItemType::Bomb),
        Key::Letter(b'P') => Action::Use(ItemType::InvincibilityPotion),
        Key::Letter(b'V') => Action::Use(ItemType::InvisibilityPotion),
        Key::Digit(1) => Action::Build(ItemType::Bow),
        Key::Digit(2) => Action::Build(ItemType::Shield),
        _ => return None,
    })
}

impl Screen for DungeonPlay {
    fn name(&self) -> &'static str {
        "dungeon"
    }

    fn handle_key(&mut self, press: KeyPress, app: &mut AppState, _: &mut Outbox) -> Option<State> {
        if self.battle_from.take().is_some() {
            // The key that closes the summary does nothing else, so a held
            // arrow cannot walk on past a battle unseen.
            return None;
        }
        let over = self.outcome().is_some();
        match press.code {
            Key::Escape => return Some(State::main_menu()),
            Key::X => self.export(app, false),
            Key::R => self.export(app, true),
            Key::M if over => return Some(State::main_menu()),
            Key::N | Key::Enter if over => return Some(self.again(app)),
            Key::E | Key::Enter => match self.interact_target() {
                Some(cell) => {
                    self.play(Action::Interact(cell));
                }
                None => {
                    self.refused = Some(
                        "interact: no spawner next to you and no mercenary within reach".into(),
                    )
                }
            },
            key => {
                if let Some(action) = action_of(key) {
                    self.play(action);
                }
            }
        }
        None
    }

    fn tick(&mut self, app: &AppState, painter: &mut dyn Painter) {
        dungeon_view::draw(self, app.clock.now_ms, painter);
    }

    fn news(&self, _: &AppState) -> News {
        let mut lines: Vec<String> = self.refused.iter().cloned().collect();
        let ending = self.ending().unwrap_or_default();
        lines.push(match self.outcome() {
            Some(true) => phrase("news_dungeon_won", &[("ending", &ending)]),
            Some(false) => phrase("news_dungeon_lost", &[("ending", &ending)]),
            None => phrase("news_dungeon_tick", &[("tick", &self.dungeon.tick().to_string())]),
        });
        News { key: self.dungeon.tick(), lines, urgent: self.outcome() == Some(false) }
    }

    fn describe(&self, snapshot: &mut Value) {
        snapshot["dungeon"] = self.dungeon.response();
        let outcome = self.outcome().map(|won| if won { "won" } else { "lost" });
        snapshot["dungeon_play"] = json!({
            "name": self.start.name,
            "config": self.config_name(),
            "seed": self.start.seed,
            "actions": self.actions.len(),
            "battle_open": self.battle_from.is_some(),
            "refused": self.refused,
            "outcome": outcome,
            "ending": self.ending(),
        });
    }
}
