//! ReplayViewer: watches a recorded game — play, pause, faster, slower, step —
//! checking each turn's checksum, so a replay that would diverge says where
//! instead of showing something else.

use crate::content::Content;
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::key::Key;
use crate::core::state::State;
use crate::core::worlds;
use crate::game::{parse_replay, ReplayPlayer, StepOutcome, WorldView};
use crate::render::{theme, Align, Baseline, Camera, Fill, Layout, Rect, TextStyle};
use serde_json::{json, Value};

/// Speeds offered, in steps per second.
const SPEEDS: [f64; 7] = [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0];

/// The replay being watched.
#[derive(Debug)]
pub struct ReplayViewer {
    player: Option<ReplayPlayer>,
    speed: usize,
    paused: bool,
    finished: bool,
    error: Option<String>,
    last_step_ms: f64,
    camera: Camera,
}

impl Default for ReplayViewer {
    fn default() -> Self {
        ReplayViewer {
            player: None,
            speed: 2,
            paused: false,
            finished: false,
            error: None,
            last_step_ms: 0.0,
            camera: Camera::at(0.0, 0.0),
        }
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
            *self = ReplayViewer { last_step_ms: ctx.app.clock.now_ms, ..ReplayViewer::default() };
            match ReplayPlayer::new(replay, |source, seed| {
                worlds::build_game(source, seed).map_err(|lines| lines.join("; "))
            }) {
                Ok(player) => {
                    let p = player.game().world.player.coordinates;
                    self.camera.snap_to(f64::from(p.x), f64::from(p.y));
                    self.player = Some(player);
                }
                Err(e) => self.error = Some(e.to_string()),
            }
        }
        match *event {
            Event::KeyDown { code, .. } if !ctx.is_consumed() => {
                ctx.consume();
                match code {
                    Key::Escape => return Some(State::MainMenu),
                    Key::Space | Key::Enter => self.paused = !self.paused,
                    Key::Up | Key::W => self.speed = (self.speed + 1).min(SPEEDS.len() - 1),
                    Key::Down | Key::S => self.speed = self.speed.saturating_sub(1),
                    Key::Right | Key::Period | Key::D => {
                        self.paused = true;
                        self.advance();
                    }
                    _ => {}
                }
            }
            Event::Tick { now_ms } => {
                let interval = 1000.0 / SPEEDS[self.speed];
                if self.paused || self.finished || self.error.is_some() {
                    self.last_step_ms = now_ms;
                } else if now_ms - self.last_step_ms >= interval {
                    self.last_step_ms += interval;
                    if now_ms - self.last_step_ms > interval {
                        self.last_step_ms = now_ms;
                    }
                    self.advance();
                }
                self.draw(ctx, now_ms);
            }
            _ => {}
        }
        None
    }
}

impl ReplayViewer {
    fn advance(&mut self) {
        let Some(player) = self.player.as_mut() else { return };
        match player.step() {
            Ok(StepOutcome::Applied { .. }) => {}
            Ok(StepOutcome::Finished) => self.finished = true,
            Err(e) => self.error = Some(e.to_string()),
        }
    }

    /// What `snapshot().replay` reports.
    pub fn status(&self) -> Value {
        let (step, steps, game) = match &self.player {
            Some(p) => (p.position(), p.replay().steps.len(), p.game().snapshot()),
            None => (0, 0, Value::Null),
        };
        json!({ "step": step, "steps": steps, "finished": self.finished, "paused": self.paused,
                "speed": SPEEDS[self.speed], "error": self.error, "game": game })
    }

    fn draw(&mut self, ctx: &mut Context<'_>, now_ms: f64) {
        ctx.app.replay_status = self.status();
        let (w, h) = ctx.painter.size();
        let l = Layout::new(w, h);
        if let Some(player) = &self.player {
            let game = player.game();
            let p = game.world.player.coordinates;
            self.camera.follow(f64::from(p.x), f64::from(p.y), ctx.app.clock.delta_ms());
            let view = WorldView {
                area: Rect::new(0.0, 0.0, w, h),
                center: (self.camera.x, self.camera.y),
                tile: l.tile,
                now_ms,
                darkness_radius: f64::from(Content::get().world.darkness_radius),
            };
            game.draw(ctx.painter, &view);
        }
        let p = &mut *ctx.painter;
        let bar = Rect::new(0.0, h - l.u(64.0), w, l.u(64.0));
        p.fill_rect(bar, &Fill::Solid(theme::PANEL));
        let (step, steps) =
            self.player.as_ref().map_or((0, 0), |p| (p.position(), p.replay().steps.len()));
        let state = if self.finished {
            "end of replay".to_owned()
        } else if self.paused {
            "paused".to_owned()
        } else {
            format!("{} steps/s", SPEEDS[self.speed])
        };
        let line = format!("Replay · step {step} / {steps} · {state}");
        let style =
            TextStyle::new(l.u(20.0), theme::GOLD).aligned(Align::Center, Baseline::Middle).bold();
        p.draw_text(&line, w / 2.0, bar.y + l.u(20.0), &style);
        let keys = "Space play/pause · ↑ ↓ speed · → step · Escape menu";
        let small =
            TextStyle::new(l.u(14.0), theme::MUTED).aligned(Align::Center, Baseline::Middle);
        p.draw_text(keys, w / 2.0, bar.y + l.u(46.0), &small);
        if let Some(error) = &self.error {
            let style =
                TextStyle::new(l.u(18.0), theme::HEALTH).aligned(Align::Center, Baseline::Middle);
            p.fill_rect(Rect::new(0.0, h * 0.4, w, l.u(44.0)), &Fill::Solid(theme::PANEL));
            p.draw_text(error, w / 2.0, h * 0.4 + l.u(22.0), &style);
        }
    }
}
