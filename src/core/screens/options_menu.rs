//! OptionsMenu: the player's options on the menu component — text and tile
//! scale, palette, reduced motion, message speed, the volumes, sound on or
//! off and footsteps, then every action with its keys, a reset and Back. Enter (or ← →) changes a setting; Enter on an
//! action waits for the new key, which is bound unless another action has
//! it (the line then says which). Every change is stored at once. Opened
//! from the main menu (which Escape during play leads to); Escape returns.

use super::{menu_view, MainMenu};
use crate::core::app_state::{AppState, HostRequest};
use crate::core::bus::Outbox;
use crate::core::key::Key;
use crate::core::options::{key_name, Action, Options, Volume, SCALES};
use crate::core::screen::{KeyPress, Screen};
use crate::core::speech::MenuView;
use crate::core::state::State;
use crate::locale::phrase;
use crate::render::Painter;
use serde_json::Value;

/// One line of the options screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionLine {
    /// The language every text is in.
    Language,
    /// Text and tile scale.
    Scale,
    /// Standard or high-contrast palette.
    Palette,
    /// Reduced motion on or off.
    Motion,
    /// Message speed.
    MessageSpeed,
    /// One of the volumes.
    Volume(Volume),
    /// Sound on or off (mute).
    Sound,
    /// Steps make a sound or not.
    Footsteps,
    /// One action's keys.
    Bind(Action),
    /// Every key back to its default.
    ResetKeys,
    /// Back to the main menu.
    Back,
}

/// Every line, in order.
pub fn option_lines() -> Vec<OptionLine> {
    let mut lines = vec![OptionLine::Language, OptionLine::Scale];
    lines.extend([OptionLine::Palette, OptionLine::Motion]);
    lines.push(OptionLine::MessageSpeed);
    lines.extend([Volume::Master, Volume::Effects, Volume::Music].map(OptionLine::Volume));
    lines.extend([OptionLine::Sound, OptionLine::Footsteps]);
    lines.extend(Action::ALL.iter().map(|&a| OptionLine::Bind(a)));
    lines.push(OptionLine::ResetKeys);
    lines.push(OptionLine::Back);
    lines
}

/// The options screen: its cursor, the action waiting for a key, the last
/// word on a binding, and the menu to return to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OptionsMenu {
    selected: usize,
    capturing: Option<Action>,
    said: Option<String>,
    menu: MainMenu,
}

fn on_off(on: bool) -> String {
    phrase(if on { "options_on" } else { "options_off" }, &[])
}

/// The text of a line for `options`; `capturing` shows the line waiting
/// for its key.
pub fn line_label(line: OptionLine, options: &Options, capturing: Option<Action>) -> String {
    match line {
        OptionLine::Language => {
            let code = crate::locale::current_language();
            let languages = crate::locale::languages();
            let name = languages.iter().find(|l| l.code == code).map_or(code, |l| l.name);
            phrase("options_language", &[("language", name)])
        }
        OptionLine::Scale => phrase("options_scale", &[("percent", &options.scale.to_string())]),
        OptionLine::Palette => {
            let which = if options.high_contrast {
                "options_palette_high_contrast"
            } else {
                "options_palette_standard"
            };
            phrase("options_palette", &[("palette", &phrase(which, &[]))])
        }
        OptionLine::Motion => {
            phrase("options_reduced_motion", &[("state", &on_off(options.reduced_motion))])
        }
        OptionLine::MessageSpeed => {
            phrase("options_message_speed", &[("speed", &options.message_speed.label())])
        }
        OptionLine::Volume(which) => {
            let key = match which {
                Volume::Master => "options_volume",
                Volume::Effects => "options_effects_volume",
                Volume::Music => "options_music_volume",
            };
            phrase(key, &[("percent", &options.sound.get(which).to_string())])
        }
        OptionLine::Sound => phrase("options_sound", &[("state", &on_off(!options.sound.muted))]),
        OptionLine::Footsteps => {
            phrase("options_footsteps", &[("state", &on_off(options.sound.footsteps))])
        }
        OptionLine::Bind(action) if capturing == Some(action) => {
            phrase("options_press_key", &[("action", &action.label())])
        }
        OptionLine::Bind(action) => phrase(
            "options_binding",
            &[("action", &action.label()), ("keys", &options.bindings.labels(action))],
        ),
        OptionLine::ResetKeys => phrase("options_reset_keys", &[]),
        OptionLine::Back => phrase("options_back", &[]),
    }
}

impl OptionsMenu {
    /// The options screen over the main menu `menu` (Escape returns to it).
    pub fn new(menu: MainMenu) -> OptionsMenu {
        OptionsMenu { menu, ..OptionsMenu::default() }
    }

    /// The lines as shown and which is selected (the terminal and
    /// `snapshot().menu` read them).
    pub fn lines(&self, app: &AppState) -> (Vec<String>, usize) {
        let lines = option_lines()
            .into_iter()
            .map(|line| line_label(line, &app.options, self.capturing))
            .collect();
        (lines, self.selected)
    }

    /// The action waiting for its new key, if any.
    pub fn capturing(&self) -> Option<Action> {
        self.capturing
    }

    /// The key just pressed for `action`: bound, or refused with the reason.
    fn bind(&mut self, action: Action, press: KeyPress, app: &mut AppState) {
        self.capturing = None;
        let name = key_name(press.code, press.modifiers, press.typed);
        let said = match app.options.bindings.rebind(action, &name) {
            Ok(()) => {
                store(app);
                phrase(
                    "options_bound",
                    &[("action", &action.label()), ("keys", &app.options.bindings.labels(action))],
                )
            }
            Err(refused) => refused.to_string(),
        };
        app.notify(said.clone());
        self.said = Some(said);
    }

    /// Enter or ← → on a line: `step` is +1 forwards, −1 back.
    fn change(&mut self, line: OptionLine, step: isize, app: &mut AppState) -> Option<State> {
        if line == OptionLine::Language {
            let languages = crate::locale::languages();
            let current = crate::locale::current_language();
            let i = languages.iter().position(|l| l.code == current).unwrap_or(0) as isize;
            let next = languages[(i + step).rem_euclid(languages.len() as isize) as usize].code;
            app.set_language(next);
            return None;
        }
        let options = &mut app.options;
        match line {
            OptionLine::Scale => {
                // The scale stops at its ends: a step past 200% wrapping
                // to 75% shrank everything at once.
                let i = SCALES.iter().position(|&s| s == options.scale).unwrap_or(1) as isize;
                let n = SCALES.len() as isize;
                options.scale = SCALES[(i + step).clamp(0, n - 1) as usize];
            }
            OptionLine::Palette => options.high_contrast = !options.high_contrast,
            OptionLine::Motion => options.reduced_motion = !options.reduced_motion,
            OptionLine::MessageSpeed => options.message_speed = options.message_speed.next(step),
            OptionLine::Volume(which) => options.sound.step(which, step),
            OptionLine::Sound => options.sound.muted = !options.sound.muted,
            OptionLine::Footsteps => options.sound.footsteps = !options.sound.footsteps,
            OptionLine::Bind(action) => {
                if step > 0 {
                    self.capturing = Some(action);
                    self.said = None;
                }
                return None;
            }
            OptionLine::ResetKeys => {
                options.bindings.reset();
                let said = phrase("options_keys_reset", &[]);
                app.notify(said.clone());
                self.said = Some(said);
            }
            OptionLine::Back => return Some(State::MainMenu(std::mem::take(&mut self.menu))),
            OptionLine::Language => return None,
        }
        store(app);
        None
    }
}

/// Asks the host to store the options as they are now.
fn store(app: &mut AppState) {
    app.requests.push(HostRequest::StoreOptions { text: app.options.to_text() });
}

impl Screen for OptionsMenu {
    fn name(&self) -> &'static str {
        "options"
    }

    fn handle_key(&mut self, press: KeyPress, app: &mut AppState, _: &mut Outbox) -> Option<State> {
        if let Some(action) = self.capturing {
            if press.code == Key::Escape {
                self.capturing = None;
            } else {
                self.bind(action, press, app);
            }
            return None;
        }
        let lines = option_lines();
        let count = lines.len();
        match (press.code, press.action) {
            (Key::Escape, _) => return Some(State::MainMenu(std::mem::take(&mut self.menu))),
            (Key::Up, _) | (_, Some(Action::MoveUp)) => {
                self.selected = (self.selected + count - 1) % count;
            }
            (Key::Down, _) | (_, Some(Action::MoveDown)) => {
                self.selected = (self.selected + 1) % count;
            }
            (Key::Home | Key::PageUp, _) => self.selected = 0,
            (Key::End | Key::PageDown, _) => self.selected = count - 1,
            (Key::Left, _) => return self.change(lines[self.selected], -1, app),
            (Key::Right | Key::Enter | Key::Space, _) => {
                return self.change(lines[self.selected], 1, app);
            }
            _ => {}
        }
        None
    }

    fn tick(&mut self, app: &AppState, painter: &mut dyn Painter) {
        let (lines, selected) = self.lines(app);
        let hint = match self.capturing {
            Some(_) => phrase("options_hint_capture", &[]),
            None => phrase("options_hint", &[]),
        };
        let page = menu_view::MenuPage {
            title: &phrase("options_title", &[]),
            subtitle: self.said.as_deref().unwrap_or_default(),
            lines: &lines,
            selected,
            digits: &[],
            hint: &hint,
        };
        menu_view::draw_page(&page, painter);
    }

    fn menu(&self, app: &AppState) -> Option<MenuView> {
        let (items, selected) = self.lines(app);
        Some(MenuView { items, selected, shortcuts: Vec::new() })
    }

    fn describe(&self, snapshot: &mut Value) {
        if let Some(action) = self.capturing {
            snapshot["options_capture"] = crate::json_value!(action.id());
        }
        if let Some(said) = &self.said {
            snapshot["options_said"] = crate::json_value!(said);
        }
    }
}
