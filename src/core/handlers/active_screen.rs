//! ActiveScreen: hands keys, frames and game events to the one screen that
//! is active, and nothing to the others. A key therefore acts once: a key
//! that leaves the menu for a game never also acts in that game.

use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::screen::KeyPress;
use crate::core::state::State;

/// Routes input to the active screen.
#[derive(Debug, Default)]
pub struct ActiveScreen;

impl EventHandler for ActiveScreen {
    fn name(&self) -> &'static str {
        "ActiveScreen"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        let screen = ctx.state.screen_mut();
        match *event {
            // Browser shortcuts (Ctrl+W, Ctrl+T …) are never game input.
            Event::KeyDown { modifiers, .. } if modifiers.is_shortcut() => None,
            Event::KeyDown { code, repeat, modifiers, typed } => {
                let mode = screen.key_mode(ctx.app);
                let action = ctx.app.options.bindings.action_for(mode, code, modifiers, typed);
                let press = KeyPress { code, repeat, modifiers, typed, action };
                screen.handle_key(press, ctx.app, ctx.outbox)
            }
            Event::Tick { .. } => {
                let next = screen.update(ctx.app, ctx.outbox);
                screen.tick(ctx.app, ctx.painter);
                next
            }
            _ => screen.handle_event(event, ctx.app),
        }
    }
}
