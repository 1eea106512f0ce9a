//! Files: a file the player picks or drops is decoded and told apart by its
//! content, as the command-line tool does (`crate::files`), never by its
//! name. A world of any kind the registry knows (`crate::modes`: a world
//! file, a Dungeon Mania dungeon, a Terra Incognita labyrinth, a Build Your
//! Own World save) starts that world — asking first if a game is under way,
//! or listing its mistakes; a Dungeon Mania config sets the numbers
//! dungeons are played with, and a dungeon save or replay of the older
//! format continues its game; a replay file is watched. Save files are
//! Persistence's.

use crate::core::app_state::AppState;
use crate::core::bus::Outbox;
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::screens::ReplayViewer;
use crate::core::state::State;
use crate::core::worlds;
use crate::files::{classify, read_file_text, why_not_ours, FileKind, ReadError, MAX_FILE_BYTES};
use crate::game::parse_replay;
use crate::locale::phrase;
use crate::modes::{world_kind_of, WorldFile};

/// Opens world and replay files, whatever screen is active.
#[derive(Debug, Default)]
pub struct Files;

impl EventHandler for Files {
    fn name(&self) -> &'static str {
        "Files"
    }

    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
        match event {
            Event::FileOpened { name, bytes, size } => {
                open(ctx.app, ctx.outbox, name, bytes, *size)
            }
            // Told apart once: for JSON, telling apart reads the whole file.
            Event::WorldFileLoaded { name, text } => {
                let kind = classify(text);
                if let Some(world) = world_kind_of(&kind) {
                    // The registry's kind of world starts it; a config file
                    // picked earlier goes with it (the kinds that take none
                    // ignore it).
                    let config = ctx.app.dungeon_config.clone();
                    let file = WorldFile { name: name.clone(), text: text.clone(), config };
                    return Some(worlds::open_world(ctx.app, world, file, ctx.state));
                }
                // Dungeon Mania's files that are no worlds: a config, and
                // saves and replays of the format before the engine's.
                match kind {
                    FileKind::DungeonConfig => {
                        worlds::take_dungeon_config(ctx.app, name, text, ctx.state)
                    }
                    FileKind::DungeonSave => {
                        worlds::open_dungeon_file(ctx.app, name, text, false, ctx.state)
                    }
                    FileKind::DungeonReplay => {
                        worlds::open_dungeon_file(ctx.app, name, text, true, ctx.state)
                    }
                    _ => None,
                }
            }
            Event::ReplayFileLoaded { name, text } => match parse_replay(text) {
                Ok(replay) => {
                    let viewer = ReplayViewer::new(replay, ctx.app.clock.now_ms);
                    Some(State::Replay(Box::new(viewer)))
                }
                Err(e) => {
                    let reason = e.to_string();
                    ctx.app.notify(phrase(
                        "notice_file_error",
                        &[("name", name), ("reason", &reason)],
                    ));
                    None
                }
            },
            _ => None,
        }
    }
}

/// Decodes a picked or dropped file and sends it on as what its content
/// says it is; a file that is not text, or not a kind the game reads, is
/// explained where it goes wrong and changes nothing. `size` is the whole
/// file's, which a file too big is told by (its bytes stop short of it).
fn open(
    app: &mut AppState,
    outbox: &mut Outbox,
    name: &str,
    bytes: &[u8],
    size: u64,
) -> Option<State> {
    // Read as every command of the tool reads a file.
    let text = match read_file_text(bytes, size) {
        Ok(text) => text,
        Err(ReadError::TooBig { size }) => {
            let (size, max) = (size.to_string(), MAX_FILE_BYTES.to_string());
            app.notify(phrase("notice_too_big", &[("name", name), ("size", &size), ("max", &max)]));
            return None;
        }
        Err(ReadError::Decode(error)) => {
            let reason = error.to_string();
            app.notify(phrase("notice_file_error", &[("name", name), ("reason", &reason)]));
            return None;
        }
    };
    let (name, text) = (name.to_owned(), text);
    match classify(&text) {
        FileKind::World
        | FileKind::Labyrinth
        | FileKind::Dungeon
        | FileKind::DungeonConfig
        | FileKind::DungeonSave
        | FileKind::DungeonReplay
        | FileKind::ByowSave => {
            outbox.send(Event::WorldFileLoaded { name, text });
        }
        FileKind::Save => outbox.send(Event::SaveFileLoaded { name, text }),
        FileKind::Replay => outbox.send(Event::ReplayFileLoaded { name, text }),
        other @ FileKind::OtherJson { .. } => {
            let why = crate::locale::with_current(|locale| why_not_ours(&text, &other, locale));
            app.notify(phrase("notice_not_ours_why", &[("name", &name), ("why", &why)]));
        }
    }
    None
}
