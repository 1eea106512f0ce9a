//! Soundtrack: what the player hears. After every event it gathers what
//! happened — the game's events and new messages, the active screen's own
//! happenings ([`Screen::heard`](crate::core::Screen::heard): a step, a
//! bump, a labyrinth's status, a dungeon's battle), a menu's cursor moving
//! or a line chosen, a screen opening, a notice, storage refusing — looks
//! each up in the one sound table ([`CueTable`]) and asks the mixer for the
//! sounds; then it asks for the music the screen on show names (by depth
//! while a run is played). The mute key works on every screen. The host
//! hands the mixer's sounds to its player after the dispatch.

use super::log_cursor::LogCursor;
use crate::audio::{Cue, CueTable, MusicChoice, ShellEvent, Sound};
use crate::core::app_state::{AppState, HostRequest};
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::options::Action;
use crate::core::speech::MenuView;
use crate::core::state::State;
use crate::locale::phrase;

/// What was heard already.
#[derive(Debug, Default)]
pub struct Soundtrack {
    /// The game's messages heard so far.
    log: LogCursor,
    /// The screen on show after the last event …
    screen: &'static str,
    /// … how many screens the bus had opened then …
    screens_opened: u64,
    /// … its latest step heard …
    heard_key: u64,
    /// … and its menu.
    menu: Option<MenuView>,
    /// The options screen was waiting for a key to bind (which is then no
    /// mute key).
    capturing: bool,
    /// The notice last heard, by its words and when it was posted.
    notice: Option<(String, f64)>,
}

/// At most this many different messages of one moment are cued: no more
/// than [`crate::audio::MAX_AT_ONCE`] sounds start in a moment anyway.
const MAX_CUED_MESSAGES: usize = 64;

impl EventHandler for Soundtrack {
    fn name(&self) -> &'static str {
        "Soundtrack"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        let mut cues = Vec::new();
        let pressed = match *event {
            Event::KeyDown { code, modifiers, typed, .. } if !modifiers.is_shortcut() => {
                let mode = ctx.state.screen().key_mode(ctx.app);
                let action = ctx.app.options.bindings.action_for(mode, code, modifiers, typed);
                if action == Some(Action::ToggleMute) && !self.capturing {
                    toggle_mute(ctx.app);
                }
                true
            }
            _ => false,
        };
        match event {
            Event::Game(happened) => cues.push(Cue::of(happened)),
            Event::StorageFailed { .. } => cues.push(Cue::of(&ShellEvent::StorageFailed)),
            _ => {}
        }
        if let Some(session) = &ctx.app.session {
            let another = self.log.position().0 != session.generation;
            let fresh = self.log.fresh(session.generation, session.game.log.all());
            // A game just started or restored: its past is not heard again.
            if !another {
                // A message twice in a moment is the same sound, which the
                // mixer plays once: each is cued once (a step onto 100,000
                // items said the same 100,000 times, issue 29).
                let mut cued: Vec<&crate::game::Message> = Vec::new();
                for entry in fresh {
                    if cued.len() >= MAX_CUED_MESSAGES {
                        break;
                    }
                    if !cued.contains(&&entry.message) {
                        cued.push(&entry.message);
                        cues.push(Cue::of(&entry.message));
                    }
                }
            }
        }
        let table = CueTable::get();
        let screen = ctx.state.screen();
        let name = screen.name();
        let opened = name != self.screen;
        let heard = screen.heard();
        if !opened && heard.key != self.heard_key {
            cues.extend(heard.cues);
        }
        let menu = screen.menu(ctx.app);
        if pressed {
            // A screen the key opened (a host may set one between events).
            let chose = ctx.app.debug.screens_opened != self.screens_opened;
            cues.extend(menu_cue(self.menu.as_ref(), menu.as_ref(), chose).map(|c| Cue::of(&c)));
        }
        let notice = ctx.app.notice.as_ref().map(|n| (n.text.clone(), n.since_ms));
        if notice.is_some() && notice != self.notice {
            cues.push(Cue::of(&ShellEvent::Notice));
        }
        self.notice = notice;
        let mut sounds: Vec<Sound> = cues.iter().filter_map(|cue| table.sound(cue)).collect();
        if opened {
            sounds.extend(table.screen(name).enter);
        }
        play(ctx.app, &sounds);
        self.choose_music(ctx.app, table, name);
        self.screen = name;
        self.screens_opened = ctx.app.debug.screens_opened;
        self.heard_key = heard.key;
        self.menu = menu;
        self.capturing =
            matches!(&*ctx.state, State::Options(options) if options.capturing().is_some());
        None
    }
}

impl Soundtrack {
    /// Asks for the music the screen `name` names.
    fn choose_music(&self, app: &mut AppState, table: &CueTable, name: &str) {
        let music = match table.screen(name).music {
            MusicChoice::Keep => return,
            MusicChoice::Play(music) => music,
            MusicChoice::ByDepth => {
                // A mode with music of its own (a dungeon) plays it on
                // every screen of its game; seed 000's deepens with depth.
                let own = app.session.as_ref().and_then(|s| s.mode().music());
                if let Some(MusicChoice::Play(music)) = own.map(|m| table.screen(m).music) {
                    app.audio.set_music(music);
                    return;
                }
                let depth = app.session.as_ref().map_or(1, |s| s.game.depth() + 1);
                table.depth_music(u32::try_from(depth).unwrap_or(u32::MAX))
            }
        };
        app.audio.set_music(music);
    }
}

/// What a key did to a menu: opened another screen (a line chosen, or
/// Escape), moved the cursor, or changed the selected line's words (a
/// setting changed, a digit typed into the seed).
fn menu_cue(before: Option<&MenuView>, now: Option<&MenuView>, opened: bool) -> Option<ShellEvent> {
    let before = before?;
    if opened {
        return Some(ShellEvent::MenuSelect);
    }
    let now = now?;
    if now.selected != before.selected || now.items.len() != before.items.len() {
        Some(ShellEvent::MenuMove)
    } else if now.items.get(now.selected) != before.items.get(before.selected) {
        Some(ShellEvent::MenuSelect)
    } else {
        None
    }
}

/// Asks the mixer for `sounds`, at the player's effects volume; steps only
/// when the player wants to hear them.
fn play(app: &mut AppState, sounds: &[Sound]) {
    let options = app.options.sound;
    for &sound in sounds {
        if sound != Sound::Step || options.footsteps {
            app.audio.play(sound, options.effects_gain());
        }
    }
}

/// Sound off, or back on; the choice is stored like every option, and a
/// notice says how to undo it.
fn toggle_mute(app: &mut AppState) {
    let sound = &mut app.options.sound;
    sound.muted = !sound.muted;
    let key = if sound.muted { "notice_sound_off" } else { "notice_sound_on" };
    let label = app.options.bindings.label(Action::ToggleMute);
    app.requests.push(HostRequest::StoreOptions { text: app.options.to_text() });
    app.notify(phrase(key, &[("key", &label)]));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_menu_key_moves_chooses_or_changes_a_line() {
        let menu = |selected, second: &str| MenuView {
            items: vec!["Continue".into(), second.into()],
            selected,
            shortcuts: Vec::new(),
        };
        let before = menu(0, "Volume: 60%");
        let cue = |now: Option<&MenuView>, opened| menu_cue(Some(&before), now, opened);
        assert_eq!(cue(Some(&menu(1, "Volume: 60%")), false), Some(ShellEvent::MenuMove));
        assert_eq!(cue(None, true), Some(ShellEvent::MenuSelect));
        assert_eq!(cue(Some(&before), false), None);
        let changed = menu(1, "Volume: 70%");
        assert_eq!(
            menu_cue(Some(&menu(1, "Volume: 60%")), Some(&changed), false),
            Some(ShellEvent::MenuSelect)
        );
        assert_eq!(menu_cue(None, Some(&changed), true), None, "no menu before: no key on one");
    }
}
