//! ReplayViewer: watches a recorded game — play, pause, faster, slower, step —
//! checking each turn's checksum, so a replay that would diverge says where
//! instead of showing something else.

use crate::content::Content;
use crate::core::app_state::{ReplayWatch, REPLAY_SPEEDS};
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::key::Key;
use crate::core::state::State;
use crate::core::worlds;
use crate::game::{parse_replay, ReplayPlayer};
use crate::render::{draw_world, WorldView};
use crate::render::{theme, Align, Baseline, Camera, Fill, Layout, Rect, TextStyle};

/// Watches the replay in [`AppState::replay`](crate::core::app_state::AppState::replay).
#[derive(Debug)]
pub struct ReplayViewer {
    camera: Camera,
}

impl Default for ReplayViewer {
    fn default() -> Self {
        ReplayViewer { camera: Camera::at(0.0, 0.0) }
    }
}

impl EventHandler for ReplayViewer {
    fn name(&self) -> &'static str {
        "ReplayViewer"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        if let Event::ReplayFileLoaded { name, text } = event {
            match parse_replay(text) {
                Ok(replay) => {
                    ctx.app.pending_replay = Some(replay);
                    return Some(State::Replay);
                }
                Err(e) => ctx.app.notify(format!("{name}: {e}")),
            }
            return None;
        }
        if ctx.app.state != State::Replay {
            return None;
        }
        if let Some(replay) = ctx.app.pending_replay.take() {
            let player = ReplayPlayer::new(replay, |source, seed| {
                worlds::build_game(source, seed).map_err(|lines| lines.join("; "))
            })
            .map_err(|e| e.to_string());
            if let Ok(player) = &player {
                let p = player.game().player.coordinates;
                self.camera.snap_to(f64::from(p.x), f64::from(p.y));
            }
            ctx.app.replay = Some(ReplayWatch::new(player, ctx.app.clock.now_ms));
        }
        match *event {
            Event::KeyDown { code: Key::Escape, .. } if !ctx.is_consumed() => {
                ctx.consume();
                return Some(State::MainMenu);
            }
            Event::KeyDown { code, .. } if !ctx.is_consumed() => {
                ctx.consume();
                if let Some(watch) = ctx.app.replay.as_mut() {
                    control(watch, code);
                }
            }
            Event::Tick { now_ms } => {
                if let Some(watch) = ctx.app.replay.as_mut() {
                    watch.tick(now_ms);
                }
                self.draw(ctx, now_ms);
            }
            _ => {}
        }
        None
    }
}

/// The viewer's keys: play / pause, faster, slower, step.
fn control(watch: &mut ReplayWatch, code: Key) {
    match code {
        Key::Space | Key::Enter => watch.paused = !watch.paused,
        Key::Up | Key::W => watch.speed = (watch.speed + 1).min(REPLAY_SPEEDS.len() - 1),
        Key::Down | Key::S => watch.speed = watch.speed.saturating_sub(1),
        Key::Right | Key::Period | Key::D => {
            watch.paused = true;
            watch.advance();
        }
        _ => {}
    }
}

impl ReplayViewer {
    fn draw(&mut self, ctx: &mut Context<'_>, now_ms: f64) {
        let Some(watch) = ctx.app.replay.as_ref() else { return };
        let (w, h) = ctx.painter.size();
        let l = Layout::new(w, h);
        if let Some(player) = &watch.player {
            let game = player.game();
            let p = game.player.coordinates;
            self.camera.follow(f64::from(p.x), f64::from(p.y), ctx.app.clock.delta_ms());
            let view = WorldView {
                area: Rect::new(0.0, 0.0, w, h),
                center: (self.camera.x, self.camera.y),
                tile: l.tile,
                now_ms,
                darkness_radius: f64::from(Content::get().world.darkness_radius),
            };
            draw_world(game, ctx.painter, &view);
        }
        let p = &mut *ctx.painter;
        let bar = Rect::new(0.0, h - l.u(64.0), w, l.u(64.0));
        p.fill_rect(bar, &Fill::Solid(theme::PANEL));
        let (step, steps) = watch.position();
        let state = if watch.finished {
            "end of replay".to_owned()
        } else if watch.paused {
            "paused".to_owned()
        } else {
            format!("{} steps/s", REPLAY_SPEEDS[watch.speed])
        };
        let line = format!("Replay · step {step} / {steps} · {state}");
        let style =
            TextStyle::new(l.u(20.0), theme::GOLD).aligned(Align::Center, Baseline::Middle).bold();
        p.draw_text(&line, w / 2.0, bar.y + l.u(20.0), &style);
        let keys = "Space play/pause · ↑ ↓ speed · → step · Escape menu";
        let small =
            TextStyle::new(l.u(14.0), theme::MUTED).aligned(Align::Center, Baseline::Middle);
        p.draw_text(keys, w / 2.0, bar.y + l.u(46.0), &small);
        if let Some(error) = &watch.error {
            let style =
                TextStyle::new(l.u(18.0), theme::HEALTH).aligned(Align::Center, Baseline::Middle);
            p.fill_rect(Rect::new(0.0, h * 0.4, w, l.u(44.0)), &Fill::Solid(theme::PANEL));
            p.draw_text(error, w / 2.0, h * 0.4 + l.u(22.0), &style);
        }
    }
}
