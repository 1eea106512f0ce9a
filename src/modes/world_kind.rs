//! The world-kind registry: every kind of world source the engine plays,
//! one [`WorldKind`] each — its name, how its files are told by content
//! (through [`classify`](crate::files::classify)), the [`SourceRecord`] a
//! file of it becomes (what saves and replays keep), how that record starts
//! a [`Game`], and its line of help. Each kind's entry lives in its own
//! folder (`crate::dungeon::WORLD_KIND` …); a new kind is that folder and
//! one line of [`WORLD_KINDS`].

use crate::core::Key;
use crate::files::FileKind;
use crate::game::{FileText, Game, SourceRecord};

/// One kind of world source.
#[derive(Debug)]
pub struct WorldKind {
    /// Its name (`world`, `dungeon`, `labyrinth`, `byow`), as scripts and
    /// tests say it.
    pub name: &'static str,
    /// The phrase key of its one line of help (`world_kind_help_*`).
    pub help: &'static str,
    /// Whether a file `classify` tells as `FileKind` is a world of this kind.
    pub reads: fn(&FileKind) -> bool,
    /// The source record of such a file: its name and text, and the config
    /// given with it (for the kinds that take one; the others ignore it).
    pub source: fn(WorldFile) -> SourceRecord,
    /// Whether a source record is of this kind.
    pub owns: fn(&SourceRecord) -> bool,
    /// The seed every game of it starts with in the page, when it is always
    /// the same (Dungeon Mania's: the one `roguelike dungeon` plays without
    /// `--seed`, so the same actions give the same game in both); `None`
    /// for a fresh seed each game.
    pub page_seed: Option<u64>,
    /// The phrase key of the title of its error screen (`errors_*`) …
    pub errors_title: &'static str,
    /// … and of the screen of its warnings, shown once before play.
    pub warnings_title: &'static str,
    /// The game a record of this kind starts with `seed`, and the warnings
    /// to show before play (`NAME:LINE:COL: warning: …`); or the lines of
    /// every mistake. `None` when the record is of another kind.
    pub start: StartWorld,
    /// The keys its screen in the page takes that the tools press for a
    /// letter of `roguelike play --keys` (lowercase; any case is read), and
    /// the phrase key that lists them for a usage error.
    pub keys: &'static [(char, Key)],
    /// The phrase that lists [`WorldKind::keys`] (`cli_key_list*`).
    pub key_list: &'static str,
}

impl WorldKind {
    /// The key a letter of `--keys` stands for in this kind, in any case.
    pub fn key(&self, letter: char) -> Option<Key> {
        let letter = letter.to_ascii_lowercase();
        self.keys.iter().find(|(c, _)| *c == letter).map(|&(_, key)| key)
    }
}

/// Starts a record's game with a seed: `None` for a record of another kind.
pub type StartWorld = fn(&SourceRecord, u64) -> Option<Result<Started, Vec<String>>>;

/// A world file as a host read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorldFile {
    /// Its name.
    pub name: String,
    /// Its text.
    pub text: String,
    /// A config file given with it (Dungeon Mania's), if any.
    pub config: Option<FileText>,
}

/// A game started from a record.
#[derive(Debug)]
pub struct Started {
    /// The game at its start.
    pub game: Game,
    /// Warnings about its files, shown once before play.
    pub warnings: Vec<String>,
}

/// Every kind of world, the seed-000 worlds first (the fallback of the text
/// formats).
pub const WORLD_KINDS: &[&WorldKind] = &[
    &super::classic::WORLD_KIND,
    &crate::dungeon::WORLD_KIND,
    &crate::labyrinth::WORLD_KIND,
    &crate::byow::WORLD_KIND,
];

/// The kind whose worlds files of `kind` are, if any (saves, replays and
/// configs are no worlds).
pub fn world_kind_of(kind: &FileKind) -> Option<&'static WorldKind> {
    WORLD_KINDS.iter().copied().find(|world| (world.reads)(kind))
}

/// The kind a source record is of.
pub fn world_kind_of_source(source: &SourceRecord) -> Option<&'static WorldKind> {
    WORLD_KINDS.iter().copied().find(|world| (world.owns)(source))
}

/// The kind a record is of, by name.
pub fn world_kind(name: &str) -> Option<&'static WorldKind> {
    WORLD_KINDS.iter().copied().find(|world| world.name == name)
}

/// The game `source` describes, started with `seed`, with its warnings.
pub fn start_world(source: &SourceRecord, seed: u64) -> Result<Started, Vec<String>> {
    WORLD_KINDS
        .iter()
        .find_map(|world| (world.start)(source, seed))
        .unwrap_or_else(|| Err(vec![format!("{source}: no kind of world plays this source")]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::classify;

    fn file(name: &str, text: &str) -> WorldFile {
        WorldFile { name: name.into(), text: text.into(), config: None }
    }

    #[test]
    fn every_world_file_is_told_by_content_and_starts_a_game() {
        let files = [
            ("world", "worlds/demo.txt", include_str!("../../worlds/demo.txt")),
            ("dungeon", "courtyard.json", include_str!("../../worlds/dungeons/courtyard.json")),
            ("labyrinth", "cellar.txt", include_str!("../../worlds/labyrinths/cellar.txt")),
        ];
        for (name, file_name, text) in files {
            let kind = world_kind_of(&classify(text)).expect("a world");
            assert_eq!(kind.name, name);
            assert_eq!(world_kind(name).map(|k| k.name), Some(name));
            let source = (kind.source)(file(file_name, text));
            let started = start_world(&source, 3).expect("it starts");
            assert!(started.warnings.is_empty(), "{name}: {:?}", started.warnings);
            assert!(!started.game.world().is_empty(), "{name} has things");
            assert!(crate::locale::phrase(kind.help, &[]) != kind.help, "{name} has help");
            assert_eq!(world_kind_of_source(&source).map(|k| k.name), Some(name));
            for title in [kind.errors_title, kind.warnings_title] {
                assert!(crate::locale::phrase(title, &[]) != title, "{name}: {title}");
            }
        }
    }

    #[test]
    fn keys_are_read_in_any_case() {
        let dungeon = &crate::dungeon::WORLD_KIND;
        assert_eq!(dungeon.key('B'), Some(Key::Letter(b'B')));
        assert_eq!(dungeon.key('q'), None, "no drop in a dungeon");
        assert_eq!(crate::labyrinth::WORLD_KIND.key('F'), Some(Key::F));
        for (letter, key) in super::super::classic::WORLD_KIND.keys {
            assert_eq!(Key::from_letter(*letter), Some(*key), "the page's letters");
        }
    }

    #[test]
    fn a_labyrinth_games_replay_verifies_from_its_record() {
        use crate::game::{Command, Direction, Replay, ReplayPlayer};
        let text = include_str!("../../worlds/labyrinths/rifts.txt");
        let source = (crate::labyrinth::WORLD_KIND.source)(file("rifts.txt", text));
        let mut game = start_world(&source, 5).expect("it starts").game;
        let mut replay = Replay::new(source, 5);
        for direction in [Direction::Right, Direction::Down, Direction::Right, Direction::Up] {
            let command = Command::Move(direction);
            game.apply(command);
            replay.record(command, &game);
        }
        let start = |source: &SourceRecord, seed| start_world(source, seed).map(|s| s.game);
        let mut player =
            ReplayPlayer::new(replay, |source, seed| start(source, seed).map_err(|l| l.join("; ")))
                .expect("it starts again");
        player.play_to_end().expect("every checksum holds");
        assert_eq!(player.game().player.coordinates, game.player.coordinates);
    }

    #[test]
    fn saves_replays_and_configs_are_no_worlds() {
        for kind in [FileKind::Save, FileKind::Replay, FileKind::DungeonConfig] {
            assert!(world_kind_of(&kind).is_none(), "{kind:?}");
        }
    }

    #[test]
    fn a_broken_file_says_where() {
        let source = (crate::labyrinth::WORLD_KIND.source)(file("l.txt", "####\n#x #\n####\n"));
        let lines = start_world(&source, 0).expect_err("broken");
        assert!(
            lines.iter().any(|l| l.starts_with("l.txt:2:2: error: unknown symbol 'x'")),
            "{lines:?}"
        );
    }
}
