//! MainMenu: the title screen, drawn on the canvas. Up/Down/W/S move, Enter
//! chooses, digits are shortcuts; "New world from a seed…" opens a seed field
//! where digits are typed instead.

use crate::core::app_state::{AppState, HostRequest, WorldSource};
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::key::Key;
use crate::core::state::{GameState, State};
use crate::core::worlds;
use crate::game::write_replay;
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Rect, TextStyle};

/// One line of the menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MenuItem {
    /// Back to the paused game.
    Continue,
    /// A boxed-room world from a random seed.
    NewRandomWorld,
    /// A boxed-room world from a typed seed.
    NewWorldFromSeed,
    /// Pick a world file.
    LoadWorldFile,
    /// A built-in world, by index into [`worlds::BUILTIN`].
    Builtin(usize),
    /// Watch the current game's replay.
    WatchReplay,
    /// Download the saved game (or an unreadable one found in storage).
    ExportSave,
    /// Pick a save file to load.
    ImportSave,
    /// Download the current game's replay.
    ExportReplay,
    /// Pick a replay file to watch.
    ImportReplay,
    /// Copy a link that opens this random world.
    CopySeedLink,
}

/// The menu's cursor and seed field.
#[derive(Debug, Default)]
pub struct MainMenu {
    selected: usize,
    /// The seed being typed, while the seed field is open.
    seed_entry: Option<String>,
}

/// The menu's lines for the current state.
pub fn menu_items(app: &AppState) -> Vec<MenuItem> {
    let mut items = Vec::new();
    let session = app.session.as_ref();
    if session.is_some() {
        items.push(MenuItem::Continue);
    }
    items.push(MenuItem::NewRandomWorld);
    items.push(MenuItem::NewWorldFromSeed);
    items.push(MenuItem::LoadWorldFile);
    items.extend((0..worlds::BUILTIN.len()).map(MenuItem::Builtin));
    if session.is_some_and(|s| !s.replay.steps.is_empty()) {
        items.push(MenuItem::WatchReplay);
    }
    if session.is_some() || app.unreadable_save.is_some() {
        items.push(MenuItem::ExportSave);
    }
    items.push(MenuItem::ImportSave);
    if session.is_some() {
        items.push(MenuItem::ExportReplay);
    }
    items.push(MenuItem::ImportReplay);
    if session.is_some_and(|s| matches!(s.source, WorldSource::Random { .. })) {
        items.push(MenuItem::CopySeedLink);
    }
    items
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
            Event::Tick { .. } => self.draw(&items, ctx),
            _ => {}
        }
        None
    }
}

/// The menu's lines as the player reads them (without the seed field).
pub fn menu_labels(app: &AppState) -> Vec<String> {
    let menu = MainMenu::default();
    menu_items(app).iter().map(|item| menu.label(item, false)).collect()
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
            MenuItem::WatchReplay => {
                app.pending_replay = app.session.as_ref().map(|s| s.replay.clone());
                return Some(State::Replay);
            }
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
                app.notify(format!("Saved game exported as {file_name}"));
                return request(
                    app,
                    HostRequest::Download { file_name, mime: "application/json".into(), text },
                );
            }
            MenuItem::ExportReplay => {
                let session = app.session.as_ref()?;
                let text = write_replay(&session.replay);
                let file_name = format!("roguelike-replay-{}.json", session.game.seed);
                app.notify(format!("Replay exported as {file_name}"));
                return request(
                    app,
                    HostRequest::Download { file_name, mime: "application/json".into(), text },
                );
            }
            MenuItem::CopySeedLink => {
                let Some(WorldSource::Random { seed }) = app.session.as_ref().map(|s| &s.source)
                else {
                    return None;
                };
                let link = format!("{}?seed={seed}", app.page_url);
                app.notify(format!("Copied {link}"));
                return request(app, HostRequest::CopyText(link));
            }
        };
        worlds::request_start(app, source, State::MainMenu)
    }

    fn label(&self, item: &MenuItem, selected: bool) -> String {
        match item {
            MenuItem::Continue => "Continue".into(),
            MenuItem::NewRandomWorld => "New random world".into(),
            MenuItem::NewWorldFromSeed => match (&self.seed_entry, selected) {
                (Some(digits), true) => format!("Seed: {digits}_   (Enter starts, Escape cancels)"),
                _ => "New world from a seed…".into(),
            },
            MenuItem::LoadWorldFile => "Load world from file…".into(),
            MenuItem::Builtin(i) => {
                let (name, _, blurb) = worlds::BUILTIN[*i];
                format!("World: {name} — {blurb}")
            }
            MenuItem::WatchReplay => "Watch the replay of this game".into(),
            MenuItem::ExportSave => "Export saved game".into(),
            MenuItem::ImportSave => "Import saved game…".into(),
            MenuItem::ExportReplay => "Export replay".into(),
            MenuItem::ImportReplay => "Import replay…".into(),
            MenuItem::CopySeedLink => "Copy a link to this seed".into(),
        }
    }

    fn draw(&self, items: &[MenuItem], ctx: &mut Context<'_>) {
        let p = &mut *ctx.painter;
        let (w, h) = p.size();
        let l = Layout::new(w, h);
        p.fill_rect(
            Rect::new(0.0, 0.0, w, h),
            &Fill::Radial {
                center: (w / 2.0, h * 0.3),
                inner: 0.0,
                outer: h.max(w) * 0.8,
                stops: vec![(0.0, Color::rgb(40, 30, 52)), (1.0, theme::BACKGROUND)],
            },
        );
        let title =
            TextStyle::new(l.u(76.0), theme::GOLD).aligned(Align::Center, Baseline::Top).bold();
        p.draw_text("ROGUELIKE", w / 2.0, h * 0.12, &title);
        let sub = TextStyle::new(l.u(18.0), theme::MUTED).aligned(Align::Center, Baseline::Top);
        p.draw_text(
            "a turn-based descent — W A S D to move, fights are automatic",
            w / 2.0,
            h * 0.12 + l.u(92.0),
            &sub,
        );
        let top = h * 0.3;
        let line_h = l.u(40.0).min((h * 0.62 / items.len() as f64).floor());
        let style = TextStyle::new(l.u(22.0), theme::TEXT);
        let labels: Vec<String> = items
            .iter()
            .enumerate()
            .map(|(i, item)| self.label(item, i == self.selected))
            .collect();
        let widest = labels.iter().map(|s| p.measure_text(s, &style)).fold(0.0, f64::max);
        let bar_w = (widest + l.u(80.0)).max(l.u(420.0)).min(w - l.u(32.0));
        let left = ((w - bar_w) / 2.0).round();
        for (i, label) in labels.iter().enumerate() {
            let selected = i == self.selected;
            let y = top + line_h * i as f64;
            if selected {
                let bar = Rect::new(left, y - l.u(8.0), bar_w, line_h - l.u(4.0));
                p.fill_rect(bar, &Fill::Solid(Color::rgba(236, 184, 72, 40)));
                p.stroke_rect(bar, theme::GOLD, l.u(2.0).max(1.0));
            }
            let color = if selected { theme::GOLD } else { theme::TEXT };
            let number = if i < 9 { format!("{}", i + 1) } else { " ".into() };
            p.draw_text(
                &number,
                left + l.u(16.0),
                y,
                &TextStyle::new(l.u(22.0), theme::MUTED).mono(),
            );
            p.draw_text(label, left + l.u(56.0), y, &TextStyle { color, ..style });
        }
        if ctx.app.pending_start.is_some() {
            let panel =
                Rect::new(w / 2.0 - l.u(330.0), h / 2.0 - l.u(70.0), l.u(660.0), l.u(140.0));
            p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(Color::rgba(0, 0, 0, 150)));
            p.fill_rect(panel, &Fill::Solid(theme::PANEL));
            p.stroke_rect(panel, theme::GOLD, l.u(2.0).max(1.0));
            let title =
                TextStyle::new(l.u(24.0), theme::GOLD).aligned(Align::Center, Baseline::Top).bold();
            p.draw_text("Replace your current game?", w / 2.0, panel.y + l.u(22.0), &title);
            let body = TextStyle::new(l.u(17.0), theme::TEXT).aligned(Align::Center, Baseline::Top);
            p.draw_text(
                "Its save will be overwritten.  Enter — start the new game · Escape — keep it",
                w / 2.0,
                panel.y + l.u(74.0),
                &body,
            );
        }
        let hint = TextStyle::new(l.u(15.0), theme::MUTED).aligned(Align::Center, Baseline::Top);
        p.draw_text(
            "↑ ↓ / W S choose · Enter start · 1–9 shortcuts · F3 debug",
            w / 2.0,
            h - l.u(48.0),
            &hint,
        );
    }
}
