//! GameWorld: moves the player on W A S D and draws the world through a
//! camera that glides after them.

use crate::content::Content;
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::key::Key;
use crate::core::state::{GameState, State};
use crate::game::{Command, Direction};
use crate::render::{draw_debug, draw_world, WorldView};
use crate::render::{Camera, Layout, Rect};

/// Movement keys and the world view.
#[derive(Debug)]
pub struct GameWorld {
    camera: Camera,
    generation: u64,
    moved_this_frame: bool,
}

impl Default for GameWorld {
    fn default() -> Self {
        GameWorld { camera: Camera::at(0.0, 0.0), generation: 0, moved_this_frame: false }
    }
}

/// The command a key stands for while playing, if it is a world command.
pub fn world_command(key: Key) -> Option<Command> {
    Some(match key {
        Key::W => Command::Move(Direction::Up),
        Key::S => Command::Move(Direction::Down),
        Key::A => Command::Move(Direction::Left),
        Key::D => Command::Move(Direction::Right),
        Key::Period | Key::Space => Command::Wait,
        _ => return None,
    })
}

impl EventHandler for GameWorld {
    fn name(&self) -> &'static str {
        "GameWorld"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        match *event {
            Event::KeyDown { code, repeat, modifiers }
                if ctx.app.state == State::Game(GameState::CommonGame)
                    && !modifiers.is_shortcut()
                    && !ctx.is_consumed() =>
            {
                let command = world_command(code)?;
                ctx.consume();
                // Held keys repeat, but never faster than one move per frame.
                if repeat && self.moved_this_frame {
                    return None;
                }
                let session = ctx.app.session.as_mut()?;
                let report = session.apply(command);
                self.moved_this_frame = report.took_turn;
                for e in report.events {
                    ctx.outbox.send(Event::Game(e));
                }
            }
            Event::Tick { now_ms } if matches!(ctx.app.state, State::Game(_)) => {
                self.moved_this_frame = false;
                let dt = ctx.app.clock.delta_ms();
                let session = ctx.app.session.as_ref()?;
                let p = session.game.player.coordinates;
                let (tx, ty) = (f64::from(p.x), f64::from(p.y));
                if session.generation != self.generation {
                    self.generation = session.generation;
                    self.camera.snap_to(tx, ty);
                } else {
                    self.camera.follow(tx, ty, dt);
                }
                let (w, h) = ctx.painter.size();
                let layout = Layout::new(w, h);
                let view = WorldView {
                    area: Rect::new(0.0, 0.0, w, h),
                    center: (self.camera.x, self.camera.y),
                    tile: layout.tile,
                    now_ms,
                    darkness_radius: f64::from(Content::get().world.darkness_radius),
                };
                draw_world(&session.game, ctx.painter, &view);
                if ctx.app.debug.visible {
                    draw_debug(&session.game, ctx.painter, &view);
                }
            }
            _ => {}
        }
        None
    }
}
