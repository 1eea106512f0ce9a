//! ReplayViewer: watches a recorded game — play, pause, faster, slower, step —
//! checking each turn's checksum, so a replay that would diverge says where
//! instead of showing something else.

use super::replay_watch::{ReplayWatch, REPLAY_SPEEDS};
use crate::content::Content;
use crate::core::app_state::AppState;
use crate::core::bus::Outbox;
use crate::core::key::Key;
use crate::core::options::{Action, Bindings, Mode};
use crate::core::play_mode;
use crate::core::screen::{KeyPress, Screen};
use crate::core::state::State;
use crate::core::worlds;
use crate::game::{Replay, ReplayPlayer};
use crate::locale::{phrase, phrase_with};
use crate::render::{draw_world, DrawnPiles, WorldView};
use crate::render::{theme, Align, Baseline, Camera, Fill, Layout, Painter, Rect, TextStyle};
use serde_json::Value;

/// The replay screen: the replay being watched and the camera that follows it.
#[derive(Debug)]
pub struct ReplayViewer {
    watch: ReplayWatch,
    camera: Camera,
    piles: DrawnPiles,
}

impl ReplayViewer {
    /// Watching `replay` from its first step, at `now_ms`.
    pub fn new(replay: Replay, now_ms: f64) -> ReplayViewer {
        let player = restart(replay);
        let mut camera = Camera::at(0.0, 0.0);
        if let Ok(player) = &player {
            let p = player.game().player.coordinates;
            camera.snap_to(f64::from(p.x), f64::from(p.y));
        }
        ReplayViewer {
            watch: ReplayWatch::new(player, now_ms),
            camera,
            piles: DrawnPiles::default(),
        }
    }

    /// Watching the current game's replay, if there is a game.
    pub fn of_current_game(app: &AppState) -> Option<State> {
        let replay = app.session.as_ref()?.replay.clone();
        Some(State::Replay(Box::new(ReplayViewer::new(replay, app.clock.now_ms))))
    }
}

impl Screen for ReplayViewer {
    fn name(&self) -> &'static str {
        "replay"
    }

    fn key_mode(&self, _app: &AppState) -> Mode {
        Mode::Replay
    }

    fn handle_key(&mut self, press: KeyPress, _: &mut AppState, _: &mut Outbox) -> Option<State> {
        if press.code == Key::Escape {
            return Some(State::main_menu());
        }
        if let Some(action) = press.action {
            control(&mut self.watch, action);
        }
        None
    }

    fn tick(&mut self, app: &AppState, painter: &mut dyn Painter) {
        self.watch.tick(app.clock.now_ms);
        self.draw(app, painter);
    }

    fn describe(&self, snapshot: &mut Value) {
        snapshot["replay"] = self.watch.status();
    }
}

/// The replayed game from its start, built by the app's world builder.
fn restart(replay: Replay) -> Result<ReplayPlayer, String> {
    ReplayPlayer::new(replay, |source, seed| {
        worlds::build_game(source, seed).map_err(|lines| lines.join("; "))
    })
    .map_err(|e| e.to_string())
}

/// The viewer's actions: play / pause, faster, slower, step, step back.
fn control(watch: &mut ReplayWatch, action: Action) {
    match action {
        Action::ReplayPlayPause => watch.paused = !watch.paused,
        Action::ReplayFaster => watch.speed = (watch.speed + 1).min(REPLAY_SPEEDS.len() - 1),
        Action::ReplaySlower => watch.speed = watch.speed.saturating_sub(1),
        Action::ReplayStep => {
            watch.paused = true;
            watch.advance();
        }
        Action::ReplayBack => watch.back(restart),
        _ => {}
    }
}

/// The viewer's keys line, with the player's keys.
pub fn keys_line(bindings: &Bindings) -> String {
    phrase(
        "replay_keys",
        &[
            ("play", &bindings.labels(Action::ReplayPlayPause)),
            ("faster", &bindings.label(Action::ReplayFaster)),
            ("slower", &bindings.label(Action::ReplaySlower)),
            ("step", &bindings.label(Action::ReplayStep)),
            ("back", &bindings.label(Action::ReplayBack)),
        ],
    )
}

impl ReplayViewer {
    fn draw(&mut self, app: &AppState, p: &mut dyn Painter) {
        let watch = &self.watch;
        let (w, h) = p.size();
        let l = Layout::of(p);
        if let Some(player) = &watch.player {
            let game = player.game();
            let tileset = play_mode(&player.replay().source).tileset(game);
            let c = game.player.coordinates;
            if app.options.reduced_motion {
                self.camera.snap_to(f64::from(c.x), f64::from(c.y));
            } else {
                self.camera.follow(f64::from(c.x), f64::from(c.y), app.clock.delta_ms());
            }
            let view = WorldView {
                area: Rect::new(0.0, 0.0, w, h),
                center: (self.camera.x, self.camera.y),
                tile: l.tile,
                now_ms: app.clock.now_ms,
                darkness_radius: tileset
                    .map_or(f64::from(Content::get().world.darkness_radius), |band| {
                        band.light.radius
                    }),
                high_contrast: app.options.high_contrast,
                reduced_motion: app.options.reduced_motion,
                tileset,
            };
            draw_world(game, p, &view, &mut self.piles);
        }
        let bar = Rect::new(0.0, h - l.u(64.0), w, l.u(64.0));
        p.fill_rect(bar, &Fill::Solid(theme::PANEL));
        let (step, steps) = watch.position();
        let state = if watch.finished {
            phrase("replay_end", &[])
        } else if watch.paused {
            phrase("replay_paused", &[])
        } else {
            phrase_with("replay_speed", &[("speed", REPLAY_SPEEDS[watch.speed].to_string().into())])
        };
        let line = phrase_with(
            "replay_line",
            &[("step", step.into()), ("steps", steps.into()), ("state", state.into())],
        );
        let style =
            TextStyle::new(l.u(20.0), theme::GOLD).aligned(Align::Center, Baseline::Middle).bold();
        p.draw_text(&line, w / 2.0, bar.y + l.u(20.0), &style);
        let keys = &keys_line(&app.options.bindings);
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
