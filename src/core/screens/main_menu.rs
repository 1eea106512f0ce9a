//! MainMenu: the title screen, drawn on the canvas. Up/Down/W/S move, Enter
//! chooses, digits are shortcuts; "New world from a seed…" and "Generate a
//! dungeon…" open a seed field where digits are typed instead.

use super::menu::{menu_items, MenuItem};
use super::{menu_view, HighScoreList, OptionsMenu, ReplayViewer};
use crate::core::app_state::{AppState, HostRequest, WorldSource};
use crate::core::bus::Outbox;
use crate::core::key::Key;
use crate::core::options::Action;
use crate::core::screen::{KeyPress, Screen};
use crate::core::speech::MenuView;
use crate::core::state::State;
use crate::core::worlds;
use crate::game::write_replay;
use crate::locale::phrase;
use crate::render::Painter;

/// The menu screen: its cursor and seed field.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MainMenu {
    selected: usize,
    /// The seed being typed, while the seed field is open.
    seed_entry: Option<String>,
}

impl Screen for MainMenu {
    fn name(&self) -> &'static str {
        "main_menu"
    }

    fn handle_key(&mut self, press: KeyPress, app: &mut AppState, _: &mut Outbox) -> Option<State> {
        let items = self.items(app);
        if let Some(digits) = &mut self.seed_entry {
            match press.code {
                code if code.digit().is_some() && digits.len() < 18 => {
                    digits.extend(code.digit().map(|d| char::from(b'0' + d)));
                }
                Key::Backspace => {
                    digits.pop();
                }
                Key::Escape => self.seed_entry = None,
                Key::Enter => {
                    let seed = digits.parse::<u64>().ok();
                    self.seed_entry = None;
                    let seed = seed.unwrap_or_else(|| app.next_seed());
                    if items.get(self.selected) == Some(&MenuItem::GenerateDungeon) {
                        let from = State::MainMenu(self.clone());
                        return Some(worlds::start_generated_dungeon(app, seed, &from));
                    }
                    return Some(self.start(app, WorldSource::descent(seed)));
                }
                _ => {}
            }
            return None;
        }
        // The digit shortcuts first: on the keypad, 8 and 2 are also moves.
        // Each belongs to its line, wherever the line stands (Continue
        // coming and going moves none of them).
        if let Some(d) = press.code.digit() {
            if let Some(at) = items.iter().position(|item| item.shortcut() == Some(d)) {
                self.selected = at;
                return self.activate(&items[at], app);
            }
        }
        match press.code {
            _ if press.action == Some(Action::MoveUp) => {
                self.selected = (self.selected + items.len() - 1) % items.len();
            }
            _ if press.action == Some(Action::MoveDown) => {
                self.selected = (self.selected + 1) % items.len();
            }
            Key::Up => self.selected = (self.selected + items.len() - 1) % items.len(),
            Key::Down => self.selected = (self.selected + 1) % items.len(),
            Key::Enter | Key::Space => return self.activate(&items[self.selected], app),
            Key::Escape if app.session.is_some() => return Some(State::continue_game(app)),
            _ => {}
        }
        None
    }

    fn tick(&mut self, app: &AppState, painter: &mut dyn Painter) {
        let items = self.items(app);
        let bindings = &app.options.bindings;
        // A notice is drawn over the top of the screen: the title starts
        // below it while it shows.
        let notice = app
            .notice
            .as_ref()
            .filter(|n| app.clock.now_ms - n.since_ms <= app.notice_ms())
            .map(|n| crate::core::handlers::NoticeBand::of(painter, &n.text))
            .map_or(0.0, |band| band.rect.y + band.rect.h);
        let seed_entry = self.seed_entry.as_deref();
        menu_view::draw(&items, self.selected, seed_entry, bindings, notice, painter);
    }

    fn menu(&self, app: &AppState) -> Option<MenuView> {
        let (items, selected) = self.lines(app);
        let shortcuts = menu_items(app).iter().map(MenuItem::shortcut).collect();
        Some(MenuView { items, selected, shortcuts })
    }
}

fn request(app: &mut AppState, request: HostRequest) -> Option<State> {
    app.requests.push(request);
    None
}

impl MainMenu {
    /// The lines as shown (the seed being typed on its line) and which is
    /// selected: for front ends that lay the menu out themselves (the
    /// terminal).
    pub fn lines(&self, app: &AppState) -> (Vec<String>, usize) {
        let items = menu_items(app);
        let selected = self.selected.min(items.len().saturating_sub(1));
        let lines = items
            .iter()
            .enumerate()
            .map(|(i, item)| super::menu::label(item, i == selected, self.seed_entry.as_deref()))
            .collect();
        (lines, selected)
    }

    /// The lines on offer, with the cursor kept on one of them (the list
    /// changes when a game starts or ends).
    fn items(&mut self, app: &AppState) -> Vec<MenuItem> {
        let items = menu_items(app);
        self.selected = self.selected.min(items.len() - 1);
        items
    }

    /// Starts `source`, or asks first when it would replace a live game
    /// (Escape on that question comes back to this menu as it is).
    fn start(&self, app: &mut AppState, source: WorldSource) -> State {
        worlds::request_start(app, source, &State::MainMenu(self.clone()))
    }

    fn activate(&mut self, item: &MenuItem, app: &mut AppState) -> Option<State> {
        let source = match item {
            MenuItem::Continue => return Some(State::continue_game(app)),
            MenuItem::LoadWorldFile => return request(app, HostRequest::OpenWorldFile),
            MenuItem::ImportSave => return request(app, HostRequest::OpenSaveFile),
            MenuItem::ImportReplay => return request(app, HostRequest::OpenReplayFile),
            MenuItem::NewRandomWorld => WorldSource::descent(app.next_seed()),
            MenuItem::NewWorldFromSeed | MenuItem::GenerateDungeon => {
                self.seed_entry = Some(String::new());
                return None;
            }
            MenuItem::Builtin(i) => WorldSource::Builtin { name: worlds::BUILTIN[*i].0.to_owned() },
            MenuItem::BuildYourOwnWorld => return Some(State::byow()),
            MenuItem::WatchReplay => return ReplayViewer::of_current_game(app),
            MenuItem::HighScores => {
                return Some(State::HighScores(HighScoreList::new(app, self.clone())));
            }
            MenuItem::Options => return Some(State::Options(OptionsMenu::new(self.clone()))),
            MenuItem::ExportSave => {
                let (file_name, text) = match (&app.session, &app.unreadable_save) {
                    (Some(s), _) => {
                        (format!("roguelike-save-turn-{}.json", s.game.turn), s.save_text())
                    }
                    (None, Some(text)) => {
                        ("roguelike-unreadable-save.json".to_owned(), text.clone())
                    }
                    (None, None) => return None,
                };
                app.export(&phrase("export_save", &[]), file_name, "application/json", text);
                return None;
            }
            MenuItem::ExportReplay => {
                let session = app.session.as_ref()?;
                let text = write_replay(&session.replay);
                let file_name = format!("roguelike-replay-{}.json", session.game.seed);
                app.export(&phrase("export_replay", &[]), file_name, "application/json", text);
                return None;
            }
            MenuItem::CopySeedLink => {
                app.copy_seed_link();
                return None;
            }
            MenuItem::Labyrinth(i) => {
                let from = State::MainMenu(self.clone());
                return Some(worlds::start_builtin_labyrinth(app, *i, &from));
            }
            MenuItem::Dungeon(i) => {
                let from = State::MainMenu(self.clone());
                return Some(worlds::start_builtin_dungeon(app, *i, &from));
            }
        };
        Some(self.start(app, source))
    }
}
