//! GameInterface: the HUD (health in red, attack, armor, level, experience,
//! turn, seed), the inventory bar and its keys, the message log, and Escape
//! to the main menu.

use super::hud;
use crate::core::bus::Context;
use crate::core::bus::EventHandler;
use crate::core::event::Event;
use crate::core::key::Key;
use crate::core::state::{GameState, State};
use crate::game::Command;
use crate::gen::{plan_of, write_world};

/// HUD, inventory and messages.
#[derive(Debug, Default)]
pub struct GameInterface {
    /// When each message was first shown, to fade it with age.
    message_times: Vec<f64>,
    generation: u64,
    help: bool,
}

/// The inventory command a key stands for while playing.
pub fn inventory_command(key: Key) -> Option<Command> {
    Some(match key {
        Key::Digit(d @ 1..=9) => Command::Select(usize::from(d) - 1),
        Key::Left => Command::Cycle(-1),
        Key::Right => Command::Cycle(1),
        Key::E | Key::Enter => Command::UseSelected,
        Key::Q | Key::Backspace => Command::DropSelected,
        _ => return None,
    })
}

/// Offers the current world as a world file download.
fn export_world(ctx: &mut Context<'_>) {
    let Some(session) = &ctx.app.session else { return };
    let text = write_world(&plan_of(session.game.world(), session.game.player.coordinates));
    let file_name = format!("world-{}-turn-{}.txt", session.game.seed, session.game.turn);
    ctx.app.export("World", file_name, "text/plain", text);
}

impl EventHandler for GameInterface {
    fn name(&self) -> &'static str {
        "GameInterface"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        let playing = ctx.app.state == State::Game(GameState::CommonGame);
        match *event {
            Event::KeyDown { code, modifiers, .. }
                if playing && !modifiers.is_shortcut() && !ctx.is_consumed() =>
            {
                match code {
                    Key::Escape if self.help => self.help = false,
                    Key::Escape => {
                        ctx.consume();
                        return Some(State::MainMenu);
                    }
                    Key::Slash if modifiers.shift => self.help = !self.help,
                    Key::X => export_world(ctx),
                    Key::C => ctx.app.copy_seed_link(),
                    _ => {
                        let command = inventory_command(code)?;
                        let session = ctx.app.session.as_mut()?;
                        for e in session.apply(command).events {
                            ctx.outbox.send(Event::Game(e));
                        }
                    }
                }
                ctx.consume();
            }
            Event::Tick { now_ms } if matches!(ctx.app.state, State::Game(_)) => {
                let session = ctx.app.session.as_ref()?;
                if session.generation != self.generation {
                    self.generation = session.generation;
                    self.message_times.clear();
                }
                let count = session.game.log.len();
                self.message_times.truncate(count);
                while self.message_times.len() < count {
                    self.message_times.push(now_ms);
                }
                hud::draw_stats(ctx.painter, session);
                hud::draw_inventory(ctx.painter, &session.game.player);
                hud::draw_messages(ctx.painter, &session.game.log, &self.message_times, now_ms);
                if self.help {
                    hud::draw_help(ctx.painter);
                }
            }
            _ => {}
        }
        None
    }
}
