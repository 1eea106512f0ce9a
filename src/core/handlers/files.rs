//! Files: a world file the player picks (or drops) starts that world —
//! asking first if a game is under way, or listing its mistakes — a Terra
//! Incognita labyrinth (told apart by content) is played blind beside the
//! game, a Dungeon Mania dungeon by its own rules (a config file sets the
//! numbers dungeons are played with), and a replay file is watched. Save files are Persistence's.

use crate::core::app_state::WorldSource;
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::screens::ReplayViewer;
use crate::core::state::State;
use crate::core::worlds;
use crate::files::{classify, FileKind};
use crate::game::parse_replay;

/// Opens world and replay files, whatever screen is active.
#[derive(Debug, Default)]
pub struct Files;

impl EventHandler for Files {
    fn name(&self) -> &'static str {
        "Files"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        match event {
            Event::WorldFileLoaded { name, text } if classify(text) == FileKind::Labyrinth => {
                Some(worlds::start_labyrinth(ctx.app, name, text, ctx.state))
            }
            Event::WorldFileLoaded { name, text } if classify(text) == FileKind::Dungeon => {
                Some(worlds::start_dungeon(ctx.app, name, text, ctx.state))
            }
            Event::WorldFileLoaded { name, text } if classify(text) == FileKind::DungeonConfig => {
                worlds::take_dungeon_config(ctx.app, name, text, ctx.state)
            }
            Event::WorldFileLoaded { name, text } => {
                let source = WorldSource::File { name: name.clone(), text: text.clone() };
                Some(worlds::request_start(ctx.app, source, ctx.state))
            }
            Event::ReplayFileLoaded { name, text } => match parse_replay(text) {
                Ok(replay) => {
                    let viewer = ReplayViewer::new(replay, ctx.app.clock.now_ms);
                    Some(State::Replay(Box::new(viewer)))
                }
                Err(e) => {
                    ctx.app.notify(format!("{name}: {e}"));
                    None
                }
            },
            _ => None,
        }
    }
}
