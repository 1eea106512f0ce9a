//! MainMenu: the title screen, drawn on the canvas. Up/Down/W/S move, Enter
//! chooses, digits are shortcuts; "New world from a seed…" opens a seed field
//! where digits are typed instead.

use crate::core::app_state::{HostRequest, WorldSource};
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::key::Key;
use crate::core::state::{GameState, State};
use crate::core::worlds;
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
}

/// The menu's cursor and seed field.
#[derive(Debug, Default)]
pub struct MainMenu {
    selected: usize,
    /// The seed being typed, while the seed field is open.
    seed_entry: Option<String>,
}

/// The menu's lines for the current state.
pub fn menu_items(has_game: bool) -> Vec<MenuItem> {
    let mut items = Vec::new();
    if has_game {
        items.push(MenuItem::Continue);
    }
    items.push(MenuItem::NewRandomWorld);
    items.push(MenuItem::NewWorldFromSeed);
    items.push(MenuItem::LoadWorldFile);
    items.extend((0..worlds::BUILTIN.len()).map(MenuItem::Builtin));
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
        let items = menu_items(ctx.app.session.is_some());
        self.selected = self.selected.min(items.len() - 1);
        match *event {
            Event::KeyDown { code, modifiers, .. } if !modifiers.is_shortcut() => {
                ctx.consume();
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
                            return worlds::start_or_report(
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
                    Key::Escape if ctx.app.session.is_some() => {
                        return Some(State::Game(GameState::CommonGame));
                    }
                    _ => {}
                }
            }
            Event::Tick { .. } => self.draw(&items, ctx),
            _ => {}
        }
        None
    }
}

impl MainMenu {
    fn activate(&mut self, item: &MenuItem, ctx: &mut Context<'_>) -> Option<State> {
        let source = match item {
            MenuItem::Continue => return Some(State::Game(GameState::CommonGame)),
            MenuItem::LoadWorldFile => {
                ctx.app.requests.push(HostRequest::OpenWorldFile);
                return None;
            }
            MenuItem::NewRandomWorld => WorldSource::Random { seed: ctx.app.next_seed() },
            MenuItem::NewWorldFromSeed => {
                self.seed_entry = Some(String::new());
                return None;
            }
            MenuItem::Builtin(i) => WorldSource::Builtin { name: worlds::BUILTIN[*i].0.to_owned() },
        };
        worlds::start_or_report(ctx.app, source, State::MainMenu)
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
        let line_h = l.u(44.0);
        let top = h * 0.36;
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
        let hint = TextStyle::new(l.u(15.0), theme::MUTED).aligned(Align::Center, Baseline::Top);
        p.draw_text(
            "↑ ↓ / W S choose · Enter start · 1–9 shortcuts · F3 debug",
            w / 2.0,
            h - l.u(48.0),
            &hint,
        );
    }
}
