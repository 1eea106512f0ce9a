//! MainMenu: the title screen, drawn on the canvas. Up/Down/W/S move, Enter
//! chooses, digits are shortcuts; "New world from a seed…" opens a seed field
//! where digits are typed instead.

use super::menu::{menu_items, MenuItem};
use super::menu_view;
use crate::core::app_state::{AppState, HostRequest, WorldSource};
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::key::Key;
use crate::core::state::{GameState, State};
use crate::core::worlds;
use crate::game::write_replay;

/// The menu's cursor and seed field.
#[derive(Debug, Default)]
pub struct MainMenu {
    selected: usize,
    /// The seed being typed, while the seed field is open.
    seed_entry: Option<String>,
}

impl EventHandler for MainMenu {
    fn name(&self) -> &'static str {
        "MainMenu"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        if ctx.app.state != State::MainMenu {
            return None;
        }
        let items = menu_items(ctx.app);
        self.selected = self.selected.min(items.len() - 1);
        match *event {
            Event::KeyDown { code, modifiers, .. } if !modifiers.is_shortcut() => {
                ctx.consume();
                if ctx.app.pending_start.is_some() {
                    return match code {
                        Key::Enter => {
                            let source = ctx.app.pending_start.take()?;
                            worlds::start_or_report(ctx.app, source, State::MainMenu)
                        }
                        Key::Escape | Key::N => {
                            ctx.app.pending_start = None;
                            None
                        }
                        _ => None,
                    };
                }
                if let Some(digits) = &mut self.seed_entry {
                    match code {
                        Key::Digit(d) if digits.len() < 18 => digits.push(char::from(b'0' + d)),
                        Key::Backspace => {
                            digits.pop();
                        }
                        Key::Escape => self.seed_entry = None,
                        Key::Enter => {
                            let seed = digits.parse::<u64>().ok();
                            self.seed_entry = None;
                            let seed = seed.unwrap_or_else(|| ctx.app.next_seed());
                            return worlds::request_start(
                                ctx.app,
                                WorldSource::Random { seed },
                                State::MainMenu,
                            );
                        }
                        _ => {}
                    }
                    return None;
                }
                match code {
                    Key::Up | Key::W => {
                        self.selected = (self.selected + items.len() - 1) % items.len()
                    }
                    Key::Down | Key::S => self.selected = (self.selected + 1) % items.len(),
                    Key::Digit(d @ 1..=9) if usize::from(d) <= items.len() => {
                        self.selected = usize::from(d) - 1;
                        return self.activate(&items[self.selected], ctx);
                    }
                    Key::Enter | Key::Space => return self.activate(&items[self.selected], ctx),
                    Key::Escape if ctx.app.session.is_some() => return Some(continue_state(ctx)),
                    _ => {}
                }
            }
            Event::Tick { .. } => {
                let seed = self.seed_entry.clone();
                menu_view::draw(&items, self.selected, seed.as_deref(), ctx);
            }
            _ => {}
        }
        None
    }
}

/// Continue goes back to the game, or to its death screen if it is over.
fn continue_state(ctx: &Context<'_>) -> State {
    match &ctx.app.session {
        Some(s) if s.game.is_over() => State::Game(GameState::PlayerDead),
        _ => State::Game(GameState::CommonGame),
    }
}

fn request(app: &mut AppState, request: HostRequest) -> Option<State> {
    app.requests.push(request);
    None
}

impl MainMenu {
    fn activate(&mut self, item: &MenuItem, ctx: &mut Context<'_>) -> Option<State> {
        let app = &mut *ctx.app;
        let source = match item {
            MenuItem::Continue => return Some(continue_state(ctx)),
            MenuItem::LoadWorldFile => return request(app, HostRequest::OpenWorldFile),
            MenuItem::ImportSave => return request(app, HostRequest::OpenSaveFile),
            MenuItem::ImportReplay => return request(app, HostRequest::OpenReplayFile),
            MenuItem::NewRandomWorld => WorldSource::Random { seed: app.next_seed() },
            MenuItem::NewWorldFromSeed => {
                self.seed_entry = Some(String::new());
                return None;
            }
            MenuItem::Builtin(i) => WorldSource::Builtin { name: worlds::BUILTIN[*i].0.to_owned() },
            MenuItem::WatchReplay => return Some(app.watch_current_replay()),
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
                app.export("Saved game", file_name, "application/json", text);
                return None;
            }
            MenuItem::ExportReplay => {
                let session = app.session.as_ref()?;
                let text = write_replay(&session.replay);
                let file_name = format!("roguelike-replay-{}.json", session.game.seed);
                app.export("Replay", file_name, "application/json", text);
                return None;
            }
            MenuItem::CopySeedLink => {
                app.copy_seed_link();
                return None;
            }
        };
        worlds::request_start(app, source, State::MainMenu)
    }
}
