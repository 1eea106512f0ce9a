//! PlayerDie: on the player's death switches to the `PlayerDead` state and
//! shows the death screen, which offers a new game or the main menu.

use crate::core::app_state::WorldSource;
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::key::Key;
use crate::core::state::{GameState, State};
use crate::core::worlds;
use crate::game::GameEvent;
use crate::render::{theme, Align, Baseline, Color, Fill, Layout, Rect, TextStyle};

/// The death screen.
#[derive(Debug, Default)]
pub struct PlayerDie;

impl EventHandler for PlayerDie {
    fn name(&self) -> &'static str {
        "PlayerDie"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        let dead = State::Game(GameState::PlayerDead);
        match *event {
            Event::Game(GameEvent::PlayerDie) => return Some(dead),
            Event::KeyDown { code, modifiers, .. }
                if ctx.app.state == dead && !modifiers.is_shortcut() && !ctx.is_consumed() =>
            {
                ctx.consume();
                match code {
                    Key::N | Key::Enter => {
                        let source = match ctx.app.session.as_ref().map(|s| s.source.clone()) {
                            Some(WorldSource::Random { .. }) | None => {
                                WorldSource::Random { seed: ctx.app.next_seed() }
                            }
                            Some(other) => other,
                        };
                        return worlds::start_or_report(ctx.app, source, State::MainMenu);
                    }
                    Key::M | Key::Escape => return Some(State::MainMenu),
                    Key::R => return Some(ctx.app.watch_current_replay()),
                    _ => {}
                }
            }
            Event::Tick { .. } if ctx.app.state == dead => draw(ctx),
            _ => {}
        }
        None
    }
}

fn draw(ctx: &mut Context<'_>) {
    let (turn, level) =
        ctx.app.session.as_ref().map_or((0, 1), |s| (s.game.turn, s.game.player.level));
    let p = &mut *ctx.painter;
    let (w, h) = p.size();
    let l = Layout::new(w, h);
    p.fill_rect(Rect::new(0.0, 0.0, w, h), &Fill::Solid(Color::rgba(40, 0, 0, 150)));
    let title =
        TextStyle::new(l.u(64.0), theme::HEALTH).aligned(Align::Center, Baseline::Top).bold();
    p.draw_text("You died", w / 2.0, h * 0.3, &title);
    let body = TextStyle::new(l.u(20.0), theme::TEXT).aligned(Align::Center, Baseline::Top);
    p.draw_text(&format!("Level {level}, {turn} turns."), w / 2.0, h * 0.3 + l.u(86.0), &body);
    let keys = TextStyle::new(l.u(20.0), theme::GOLD).aligned(Align::Center, Baseline::Top);
    p.draw_text(
        "N — new game    R — watch the replay    M — main menu",
        w / 2.0,
        h * 0.3 + l.u(130.0),
        &keys,
    );
}
