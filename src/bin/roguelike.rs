//! `roguelike`: the command-line tool for world designers, tests and bots. It
//! checks worlds, saves and replays, renders and generates worlds, and plays
//! games headlessly (whole key strings, or key by key through a pipe); see
//! `USAGE` and `worlds/README.md`.
//!
//! Exit codes: 0 success, 1 a file has problems, 2 wrong usage.

#![forbid(unsafe_code)]

#[path = "roguelike/args.rs"]
mod args;
// The terminal crates are native only (they stay out of the wasm build).
#[cfg(not(target_arch = "wasm32"))]
#[path = "roguelike/tui.rs"]
mod tui;

use args::{Command, KeySource};
use roguelike::core::{build_game, Key, WorldSource};
use roguelike::files::{
    classify, classify_document, read_file_text, FileKind, ReadError, MAX_FILE_BYTES,
};
use roguelike::game::FileText;
use roguelike::gen::{
    parse_world, render_dungeon, render_game, write_world, Diagnostic, DungeonPlan, WorldPlan,
};
use roguelike::locale::{phrase_with, Words};
use roguelike::modes::{world_kind_of, WorldFile, WorldKind};
use roguelike::usage::UsageError;
use serde_json::{json, Value};
use std::borrow::Cow;
use std::fmt::Write as _;
use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;

/// The help text (`roguelike help`, and after a usage error) in the current
/// language.
fn usage() -> String {
    roguelike::locale::phrase("cli_help", &[])
}

/// A failure line, `roguelike: MESSAGE`, of the phrase `key`.
fn say(key: &str, args: &[(&str, &str)]) {
    eprintln!("roguelike: {}", roguelike::locale::phrase(key, args));
}

/// A key of the tool's key language (`--keys`, `--interactive`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ToolKey {
    /// A key the page binds (`>` and `<` included), pressed as the page
    /// presses it.
    Page(Key),
}

impl ToolKey {
    /// The key a character stands for in a world of `kind` (the keys of
    /// its screen in the page), in any case; `None` for the others.
    fn from_char(kind: &WorldKind, c: char) -> Option<ToolKey> {
        kind.key(c).map(ToolKey::Page)
    }
}

/// The keys of `--keys`, read in the language of `kind`.
fn parse_keys(kind: &WorldKind, text: &str) -> Result<Vec<ToolKey>, UsageError> {
    text.chars()
        .filter(|&c| !is_key_separator(c))
        .map(|c| {
            ToolKey::from_char(kind, c)
                .ok_or(UsageError::UnknownKey { key: c, keys: kind.key_list })
        })
        .collect()
}

/// Keys of `--keys` and of `--interactive` input; spaces between them are
/// allowed and ignored, so bots may write `d d s`.
fn is_key_separator(c: char) -> bool {
    c.is_whitespace()
}

fn main() -> ExitCode {
    match args::parse(std::env::args_os().skip(1).collect()) {
        Ok(command) => run(command),
        Err(error) => usage_failure(&error.localized()),
    }
}

fn usage_failure(error: &str) -> ExitCode {
    eprintln!("roguelike: {}\n\n{}", printable(error), usage());
    ExitCode::from(2)
}

fn run(command: Command) -> ExitCode {
    match command {
        Command::Help => emit(&format!("{}\n", usage()), ExitCode::SUCCESS),
        Command::Check { files, configs } => check(&files, &configs),
        Command::Render { file, config } => render(&file, config.as_deref()),
        Command::RenderRun { seed, depth } => render_run(seed, depth),
        Command::Play { file, seed, keys, config } => {
            play(file.as_deref(), seed, keys, config.as_deref())
        }
        Command::Replay(file) => replay(&file),
        Command::Byow(args) => {
            let (stdout, stderr, code) = roguelike::byow::run_cli(&args);
            eprint!("{}", printable_lines(&stderr));
            emit(&printable_lines(&stdout), ExitCode::from(code))
        }
        Command::Bot { seeds, json, persona } => {
            let report = roguelike::bot::play_runs_as(persona, seeds, |seed| {
                build_game(&WorldSource::descent(seed), seed).ok()
            });
            let text = if json { format!("{}\n", report.to_json()) } else { report.to_table() };
            emit(&text, ExitCode::SUCCESS)
        }
        Command::Dungeon(args) => {
            // The same reading as every command's (size cap, byte-order
            // marks, UTF-16, line ends); the command names the file itself.
            let read = |file: &str| read_text(file).map_err(|problem| problem.reason);
            let (stdout, stderr, code) = roguelike::dungeon::run_cli(&args, read);
            eprint!("{}", printable_lines(&stderr));
            emit(&json_output(&stdout), ExitCode::from(code))
        }
        Command::Labyrinth(args) => {
            let read =
                |file: &str| read(file).map(|(text, _)| text).map_err(|lines| lines.join("\n"));
            let (out, err, code) = roguelike::labyrinth::run_cli(&args, read);
            eprint!("{}", printable_lines(&err));
            emit(&printable_lines(&out), ExitCode::from(code))
        }
        Command::Tui { file, seed, config } => {
            play_in_terminal(file.as_deref(), seed, config.as_deref())
        }
        Command::Generate(builder) => match builder.build() {
            Ok(plan) => emit(&write_world(&plan), ExitCode::SUCCESS),
            Err(error) => usage_failure(&error.to_string()),
        },
    }
}

// ---------------------------------------------------------------------------
// Output. Everything that came from a file (its text, names in it, its name)
// reaches the terminal through `printable` or `json_line`.

/// Text made safe to print on a terminal: control characters (which could
/// clear the screen, move the cursor or retitle the window) and the invisible
/// controls that reorder bidirectional text are shown as escapes, `\x1b` or
/// `\u{202e}`, so a line of output stays the line it looks like.
fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_unsafe_for_terminals) {
        return Cow::Borrowed(text);
    }
    let mut safe = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '\t' => safe.push_str("\\t"),
            '\n' => safe.push_str("\\n"),
            '\r' => safe.push_str("\\r"),
            c if !is_unsafe_for_terminals(c) => safe.push(c),
            c if u32::from(c) < 0x100 => {
                write!(safe, "\\x{:02x}", u32::from(c)).expect("writing to a String succeeds")
            }
            c => write!(safe, "\\u{{{:x}}}", u32::from(c)).expect("writing to a String succeeds"),
        }
    }
    Cow::Owned(safe)
}

fn is_unsafe_for_terminals(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// A JSON value on one line (or pretty), safe for terminals: serde_json
/// escapes the C0 controls in strings; this escapes the rest the same way.
fn json_text(value: &Value, pretty: bool) -> String {
    let text = if pretty { format!("{value:#}") } else { value.to_string() };
    json_output(&text)
}

/// The controls serde_json writes only outside strings (the new lines and
/// indentation of pretty output) and always escapes inside them.
fn is_structural(c: char) -> bool {
    c < ' '
}

/// Writes to standard output; a closed pipe (`| head`) is not an error.
fn emit(text: &str, code: ExitCode) -> ExitCode {
    let mut stdout = io::stdout().lock();
    match stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()) {
        Ok(()) => code,
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => code,
        Err(error) => {
            say("cli_cannot_write", &[("error", &error.to_string())]);
            ExitCode::FAILURE
        }
    }
}

/// Text of lines (each ending in a new line, the last perhaps not), each
/// made printable: what a library command wrote, file text and names in it.
fn printable_lines(text: &str) -> String {
    text.split_inclusive('\n')
        .map(|line| match line.strip_suffix('\n') {
            Some(line) => format!("{}\n", printable(line)),
            None => printable(line).into_owned(),
        })
        .collect()
}

/// JSON text a library command wrote, safe for terminals: as [`json_text`]
/// (its strings' controls and bidirectional marks as `\uXXXX`, still JSON).
fn json_output(text: &str) -> String {
    if !text.chars().any(|c| is_unsafe_for_terminals(c) && !is_structural(c)) {
        return text.to_owned();
    }
    let mut safe = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if is_unsafe_for_terminals(c) && !is_structural(c) {
            // Every such character is in the Basic Multilingual Plane.
            write!(safe, "\\u{:04x}", u32::from(c)).expect("writing to a String succeeds");
        } else {
            safe.push(c);
        }
    }
    safe
}

/// Output lines, each made printable, for `emit`.
fn lines_text(lines: &[String]) -> String {
    lines.iter().map(|line| format!("{}\n", printable(line))).collect()
}

/// Shows `lines` on standard error and fails.
fn fail(lines: &[String]) -> ExitCode {
    eprint!("{}", lines_text(lines));
    ExitCode::FAILURE
}

/// A problem with a file's content, where it is (1-based; 1:1 when the
/// problem has no place), shown as `FILE:LINE:COL: error: MESSAGE`.
#[derive(Debug, PartialEq, Eq)]
struct Problem {
    line: usize,
    column: usize,
    message: String,
}

impl Problem {
    /// A problem of the whole file.
    fn whole_file(message: impl Into<String>) -> Problem {
        Problem { line: 1, column: 1, message: message.into() }
    }

    fn line(&self, file: &str) -> String {
        format!("{file}:{}:{}: error: {}", self.line, self.column, self.message)
    }
}

/// The line and column just past the end of `text`.
fn end_of(text: &str) -> (usize, usize) {
    let last_line = text.rsplit('\n').next().unwrap_or("");
    (text.matches('\n').count() + 1, last_line.chars().count() + 1)
}

// ---------------------------------------------------------------------------
// Reading files.

/// A file that could not be read as text: its name, the problem, and the
/// reason alone (what a command that words "cannot read FILE" itself says).
struct ReadProblem {
    file: String,
    problem: Problem,
    reason: String,
}

impl ReadProblem {
    /// `FILE:LINE:COL: error: MESSAGE`.
    fn located(&self) -> String {
        self.problem.line(&self.file)
    }
}

/// Reads a file (`-` for standard input) as text: every command reads
/// through here, and decodes as the page does ([`read_file_text`]: the
/// size cap, with the file's true size; byte-order marks, UTF-16, line ends).
fn read_text(file: &str) -> Result<String, ReadProblem> {
    let mut bytes = Vec::new();
    // One byte more than allowed tells a file that is too big, without
    // reading all of it; its size is then the file system's.
    let (read, size) = if file == "-" {
        (io::stdin().take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes).map(drop), None)
    } else {
        let size = std::fs::metadata(file).ok().map(|m| m.len());
        let read = std::fs::File::open(file)
            .and_then(|f| f.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes))
            .map(drop);
        (read, size)
    };
    if let Err(error) = read {
        let reason = error.to_string();
        let message = roguelike::locale::phrase("cli_cannot_read_file", &[("error", &reason)]);
        let problem = Problem::whole_file(message);
        return Err(ReadProblem { file: file.to_owned(), problem, reason });
    }
    let size = size.unwrap_or(bytes.len() as u64);
    read_file_text(&bytes, size).map_err(|error| {
        let (line, column) = error.position();
        let problem = Problem { line, column, message: error.message() };
        let reason = match error {
            ReadError::TooBig { .. } => problem.message.clone(),
            ReadError::Decode(error) => error.to_string(),
        };
        ReadProblem { file: file.to_owned(), problem, reason }
    })
}

/// Reads a file (`-` for standard input) as text, and tells what it is.
fn read(file: &str) -> Result<(String, FileKind), Vec<String>> {
    let text = read_text(file).map_err(|problem| vec![problem.located()])?;
    let kind = classify(&text);
    Ok((text, kind))
}

/// Reads a file that must be a world of some kind (`render`, `play`,
/// `tui`): its text and its kind, told by content through the registry.
fn read_world(file: &str) -> Result<(String, &'static WorldKind), Vec<String>> {
    let (text, kind) = read(file)?;
    match world_kind_of(&kind) {
        Some(world) => Ok((text, world)),
        None => {
            let message =
                roguelike::locale::phrase("cli_not_a_world", &[("kind", &kind.localized())]);
            Err(vec![Problem::whole_file(message).line(file)])
        }
    }
}

/// Whether `kind` is the seed-000 worlds' (the registry's first), whose
/// files the tool reads by their plans.
fn is_world_file(kind: &WorldKind) -> bool {
    kind.name == roguelike::modes::WORLD_KINDS[0].name
}

/// Reads the Dungeon Mania config of `--config`: its file to keep, with its
/// warnings on standard error; or the lines of its mistakes.
fn read_config(file: &str) -> Result<FileText, Vec<String>> {
    let (text, _) = read(file)?;
    let read = roguelike::dungeon::read_config(&text)
        .map_err(|errors| errors.iter().map(|e| e.located(file)).collect::<Vec<_>>())?;
    let warnings: Vec<String> = read.warnings.iter().map(|w| w.located_warning(file)).collect();
    eprint!("{}", lines_text(&warnings));
    Ok(FileText { name: file.to_owned(), text })
}

/// A world file and the config given for it, read.
fn read_world_file(
    file: &str,
    config: Option<&str>,
) -> Result<(WorldFile, &'static WorldKind), Vec<String>> {
    let config = config.map(read_config).transpose()?;
    let (text, kind) = read_world(file)?;
    Ok((WorldFile { name: file.to_owned(), text, config }, kind))
}

fn located(file: &str, diagnostics: &[Diagnostic]) -> Vec<String> {
    diagnostics.iter().map(|d| format!("{file}:{d}")).collect()
}

// ---------------------------------------------------------------------------
// Commands.

/// Checks `files`, dungeons with the numbers of the last of `configs` that
/// reads (every config is checked too, its warnings said); with none, the
/// default config's.
fn check(files: &[String], configs: &[String]) -> ExitCode {
    let mut lines = Vec::new();
    let mut failed = false;
    let mut config = roguelike::dungeon::Config::default_config();
    for file in configs {
        match read(file).and_then(|(text, _)| {
            roguelike::dungeon::read_config(&text)
                .map_err(|errors| errors.iter().map(|e| e.located(file)).collect())
        }) {
            Ok(read) => {
                lines.extend(read.warnings.iter().map(|w| w.located_warning(file)));
                config = read.config;
            }
            Err(errors) => {
                failed = true;
                lines.extend(errors);
            }
        }
    }
    for file in files {
        match check_one(file, &config) {
            Ok(ok) => lines.extend(ok),
            Err(errors) => {
                failed = true;
                lines.extend(errors);
            }
        }
    }
    emit(&lines_text(&lines), if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}

/// The lines `check` prints for one file: warnings and a summary, or errors.
/// A JSON file is parsed once: told apart and read from the same tree.
fn check_one(file: &str, config: &roguelike::dungeon::Config) -> Result<Vec<String>, Vec<String>> {
    let text = read_text(file).map_err(|problem| vec![problem.located()])?;
    let (kind, document) = classify_document(&text);
    let summary = match kind {
        FileKind::World => {
            let parsed = parse_world(&text).map_err(|ds| located(file, &ds))?;
            let mut lines = located(file, &parsed.warnings);
            lines.push(format!("{file}: ok, {}", dungeon_summary(&parsed.dungeon)));
            return Ok(lines);
        }
        FileKind::Labyrinth => {
            let map = roguelike::labyrinth::parse_labyrinth(&text).map_err(|errors| {
                errors
                    .iter()
                    .map(|e| format!("{file}:{}:{}: error: {}", e.line, e.col, e.kind.localized()))
                    .collect::<Vec<_>>()
            })?;
            Ok(labyrinth_summary(&map))
        }
        FileKind::ByowSave => Ok(byow_summary(&roguelike::byow::open_save(file, &text)?)),
        FileKind::Save => engine::check_save(&text),
        FileKind::Replay => engine::verify_replay(&text).map(|verified| verified.summary),
        FileKind::DungeonSave => engine::check_dungeon_save(&text),
        FileKind::DungeonReplay => {
            engine::verify_dungeon_replay(&text).map(|verified| verified.summary)
        }
        FileKind::Dungeon => {
            let dungeon = match &document {
                Some(Ok(document)) => {
                    roguelike::dungeon::Dungeon::load_from(&text, document, config, 0)
                }
                _ => roguelike::dungeon::Dungeon::load(&text, config, 0),
            }
            .map_err(|errors| errors.iter().map(|e| e.located(file)).collect::<Vec<_>>())?;
            Ok(dungeon_mania_summary(&dungeon))
        }
        FileKind::DungeonConfig => {
            let read = match &document {
                Some(Ok(document)) => roguelike::dungeon::read_config_from(&text, document),
                _ => roguelike::dungeon::read_config(&text),
            }
            .map_err(|errors| errors.iter().map(|e| e.located(file)).collect::<Vec<_>>())?;
            let mut lines: Vec<String> =
                read.warnings.iter().map(|w| w.located_warning(file)).collect();
            let summary = roguelike::locale::phrase("check_dungeon_config", &[]);
            lines.push(format!("{file}: ok, {summary}"));
            return Ok(lines);
        }
        FileKind::OtherJson { .. } => Err(not_ours(&text, &kind)),
    };
    match summary {
        Ok(summary) => Ok(vec![format!("{file}: ok, {summary}")]),
        Err(problem) => Err(vec![problem.line(file)]),
    }
}

/// One Dungeon Mania dungeon in a few words: `dungeon, 8x9, 44 entities,
/// goal :boulders`.
fn dungeon_mania_summary(dungeon: &roguelike::dungeon::Dungeon) -> String {
    let area = dungeon.state().spawn_area;
    phrase_with(
        "check_dungeon",
        &[
            ("width", (area.max.x - area.min.x + 1).into()),
            ("height", (area.max.y - area.min.y + 1).into()),
            ("entities", (dungeon.state().entity_count() + 1).into()),
            ("goal", dungeon.goals_text().into()),
        ],
    )
}

/// One labyrinth in a few words: `labyrinth, 11x6, 1 entrance, 5 wormholes`.
fn labyrinth_summary(map: &roguelike::labyrinth::LabyrinthMap) -> String {
    phrase_with(
        "check_labyrinth",
        &[
            ("width", map.width().into()),
            ("height", map.height().into()),
            ("entrances", map.entrances().len().into()),
            ("wormholes", map.wormholes().len().into()),
        ],
    )
}

/// One Build Your Own World save in a few words, in its own frame (rows
/// counted from the bottom) and words: `BYOW save, seed 123, avatar at
/// (13, 21), health 5, screen exploring, 0 spirits beaten`.
fn byow_summary(session: &roguelike::byow::Session) -> String {
    let save = session.to_save();
    let written = roguelike::byow::write_save(&save);
    // The screen as the save writes it (`exploring`, `encounter 2`, `won`).
    let screen = written
        .lines()
        .find_map(|line| line.strip_prefix("screen "))
        .unwrap_or("exploring")
        .to_owned();
    phrase_with(
        "check_byow_save",
        &[
            ("seed", save.seed.to_string().into()),
            ("x", save.avatar.x.into()),
            ("y", save.avatar.y.into()),
            ("health", save.health.into()),
            ("screen", screen.into()),
            ("cleared", save.cleared.len().into()),
        ],
    )
}

/// JSON that is no world, save or replay: what it is, or where it stops being
/// JSON.
fn not_ours(text: &str, kind: &FileKind) -> Problem {
    match serde_json::from_str::<serde::de::IgnoredAny>(text) {
        Ok(_) => match roguelike::files::closest_kind(text) {
            Some((near, key)) => Problem::whole_file(roguelike::locale::phrase(
                "cli_not_ours_near",
                &[("kind", &kind.localized()), ("near", &near.localized()), ("key", key)],
            )),
            None => Problem::whole_file(roguelike::locale::phrase(
                "cli_not_ours",
                &[("kind", &kind.localized())],
            )),
        },
        Err(error) => {
            let message = error.to_string();
            let position = format!(" at line {} column {}", error.line(), error.column());
            Problem {
                line: error.line(),
                column: error.column(),
                message: roguelike::locale::phrase(
                    "cli_not_json",
                    &[("error", message.strip_suffix(&position).unwrap_or(&message))],
                ),
            }
        }
    }
}

/// `40x20, 312 walls, 3 items, 2 mobs` for one level;
/// `2 levels: 40x20, 312 walls, 3 items, 2 mobs; 30x10, …` for several.
fn dungeon_summary(dungeon: &DungeonPlan) -> String {
    match dungeon.levels() {
        [level] => summary(level),
        levels => {
            let each: Vec<String> = levels.iter().map(summary).collect();
            phrase_with(
                "check_levels",
                &[("count", levels.len().into()), ("each", each.join("; ").into())],
            )
        }
    }
}

/// `40x20, 312 walls, 3 items, 2 mobs`.
fn summary(plan: &WorldPlan) -> String {
    phrase_with(
        "check_world",
        &[
            ("width", plan.walls.width.into()),
            ("height", plan.walls.height.into()),
            ("walls", plan.walls.wall_count().into()),
            ("items", plan.item_count().into()),
            ("mobs", plan.mob_count().into()),
        ],
    )
}

/// Draws a world: a world file level by level from its plan, as always;
/// a world of another kind (a dungeon, a labyrinth) from the game it
/// starts, through each thing's look.
fn render(file: &str, config: Option<&str>) -> ExitCode {
    let (world, kind) = match read_world_file(file, config) {
        Ok(read) => read,
        Err(lines) => return fail(&lines),
    };
    if is_world_file(kind) {
        return match parse_world(&world.text) {
            Ok(parsed) => {
                eprint!("{}", lines_text(&located(file, &parsed.warnings)));
                emit(&render_dungeon(&parsed.dungeon), ExitCode::SUCCESS)
            }
            Err(diagnostics) => fail(&located(file, &diagnostics)),
        };
    }
    match roguelike::modes::start_world(&(kind.source)(world), 0) {
        Ok(started) => {
            eprint!("{}", lines_text(&started.warnings));
            emit(&render_game(&started.game), ExitCode::SUCCESS)
        }
        Err(lines) => fail(&lines),
    }
}

/// Draws level `depth` (from 1) of the run of `seed` (the page's
/// `?seed=N`) with a legend of the kinds on it, for designers checking what
/// a depth's row of the content table makes. A depth the run does not have
/// is a usage error that says how many it has.
fn render_run(seed: u64, depth: u32) -> ExitCode {
    let game = match build_game(&WorldSource::descent(seed), seed) {
        Ok(game) => game,
        Err(lines) => return fail(&lines),
    };
    let drawn = usize::try_from(depth)
        .ok()
        .and_then(|depth| depth.checked_sub(1))
        .and_then(|index| roguelike::gen::render_depth(&game, index));
    match drawn {
        Some(text) => emit(&text, ExitCode::SUCCESS),
        None => {
            let levels = game.levels().len();
            eprintln!(
                "roguelike: {}",
                phrase_with(
                    "cli_render_no_such_depth",
                    &[("seed", seed.into()), ("depth", depth.into()), ("levels", levels.into())]
                )
            );
            ExitCode::from(2)
        }
    }
}

/// Plays keys in the world of `file` (of any kind, told by content), or
/// in the random world of `seed`, exactly as the browser would: a world
/// file starts as a chosen world, a dungeon or a labyrinth opens as the
/// page opens a picked file, on its own screen with its own keys.
fn play(file: Option<&str>, seed: u64, keys: KeySource, config: Option<&str>) -> ExitCode {
    let (world, kind) = match file {
        None => (None, roguelike::modes::WORLD_KINDS[0]),
        Some(file) => match read_world_file(file, config) {
            Ok((world, kind)) => (Some(world), kind),
            Err(lines) => return fail(&lines),
        },
    };
    let keys = match keys {
        KeySource::Given(text) => match parse_keys(kind, &text) {
            Ok(keys) => Some(keys),
            Err(error) => return usage_failure(&error.localized()),
        },
        KeySource::Interactive => None,
    };
    let session = match world {
        None => engine::Session::start(WorldSource::descent(seed), seed),
        Some(world) if is_world_file(kind) => {
            engine::Session::start(WorldSource::File { name: world.name, text: world.text }, seed)
        }
        Some(world) => engine::Session::open(world, kind, seed),
    };
    let mut session = match session {
        Ok(session) => session,
        Err(lines) => return fail(&lines),
    };
    match keys {
        Some(keys) => {
            for key in keys {
                session.press(key);
            }
            emit(&format!("{}\n", json_text(&session.snapshot(), true)), ExitCode::SUCCESS)
        }
        None => play_interactively(&mut session, kind),
    }
}

/// `tui` where there is no terminal to run in.
#[cfg(target_arch = "wasm32")]
fn play_in_terminal(_file: Option<&str>, _seed: Option<u64>, _config: Option<&str>) -> ExitCode {
    say("cli_tui_native_only", &[]);
    ExitCode::from(2)
}

/// `tui`: the terminal front end.
#[cfg(not(target_arch = "wasm32"))]
fn play_in_terminal(file: Option<&str>, seed: Option<u64>, config: Option<&str>) -> ExitCode {
    use std::io::IsTerminal;
    if !io::stdout().is_terminal() || !io::stdin().is_terminal() {
        say("cli_tui_needs_terminal", &[]);
        return ExitCode::from(2);
    }
    // A config is taken first, as a config picked in the page before its
    // dungeon is.
    let config = match config.map(read_config).transpose() {
        Ok(config) => config,
        Err(lines) => return fail(&lines),
    };
    let start = match (file, seed) {
        (Some(file), _) => match read(file) {
            Ok((text, _)) => tui::Start::File(file.to_owned(), text, config),
            Err(lines) => return fail(&lines),
        },
        (None, Some(seed)) => tui::Start::Seed(seed),
        (None, None) => tui::Start::Menu,
    };
    let entropy = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    match tui::run(start, seed.unwrap_or(entropy)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            say("cli_terminal_failed", &[("error", &error.to_string())]);
            ExitCode::FAILURE
        }
    }
}

/// The most of one input line read at once, so that endless input without
/// new lines takes bounded memory; the rest of the line follows.
const INPUT_CHUNK: u64 = 64 * 1024;

/// The bot protocol: keys from standard input, a compact snapshot line (or an
/// `{"error": …}` line for a character that is no key) per key on standard
/// output, flushed at once. The end of the input ends the game, with success.
fn play_interactively(session: &mut engine::Session, kind: &WorldKind) -> ExitCode {
    let mut input = io::stdin().lock();
    let mut output = io::stdout().lock();
    let mut chunk = Vec::new();
    let (mut line, mut column) = (1, 0);
    loop {
        chunk.clear();
        match (&mut input).take(INPUT_CHUNK).read_until(b'\n', &mut chunk) {
            Ok(0) => return ExitCode::SUCCESS,
            Ok(_) => {}
            Err(error) => {
                say("cli_cannot_read_input", &[("error", &error.to_string())]);
                return ExitCode::FAILURE;
            }
        }
        for c in String::from_utf8_lossy(&chunk).chars() {
            column += 1;
            if c == '\n' {
                (line, column) = (line + 1, 0);
            }
            if is_key_separator(c) {
                continue;
            }
            let reply = match ToolKey::from_char(kind, c) {
                Some(key) => {
                    session.press(key);
                    session.snapshot()
                }
                None => {
                    // Standard error speaks the chosen language; the JSON
                    // line stays English, for the bot reading it.
                    let words = |locale: &roguelike::locale::Locale| {
                        let keys = locale.phrase(kind.key_list, &[]);
                        locale.phrase(
                            "cli_unknown_key_at",
                            &[
                                ("line", &line.to_string()),
                                ("column", &column.to_string()),
                                ("key", &c.to_string()),
                                ("keys", &keys),
                            ],
                        )
                    };
                    let said = roguelike::locale::with_current(words);
                    eprintln!("roguelike: {}", printable(&said));
                    json!({ "error": words(roguelike::locale::Locale::english()) })
                }
            };
            let written =
                writeln!(output, "{}", json_text(&reply, false)).and_then(|()| output.flush());
            match written {
                Ok(()) => {}
                // The bot hung up: the game ends as at the end of input.
                Err(error) if error.kind() == io::ErrorKind::BrokenPipe => {
                    return ExitCode::SUCCESS
                }
                Err(error) => {
                    say("cli_cannot_write", &[("error", &error.to_string())]);
                    return ExitCode::FAILURE;
                }
            }
        }
    }
}

/// Plays a replay file natively, checking every step's checksum, and prints
/// the final snapshot.
fn replay(file: &str) -> ExitCode {
    let verified = match read(file) {
        Ok((text, FileKind::Replay)) => engine::verify_replay(&text),
        Ok((text, FileKind::DungeonReplay)) => engine::verify_dungeon_replay(&text),
        // BYOW writes no replay: its input string is the record of a game.
        Ok((_, FileKind::ByowSave)) => {
            Err(Problem::whole_file(roguelike::locale::phrase("cli_byow_no_replay", &[])))
        }
        Ok((_, other)) => Err(Problem::whole_file(roguelike::locale::phrase(
            "cli_not_a_replay",
            &[("kind", &other.localized())],
        ))),
        Err(lines) => return fail(&lines),
    };
    match verified {
        Ok(verified) => {
            emit(&format!("{}\n", json_text(&verified.snapshot, true)), ExitCode::SUCCESS)
        }
        Err(problem) => fail(&[problem.line(file)]),
    }
}

/// Everything the tool asks of the engine (games, saves, replays) is here, so
/// a change of the engine's API is met in this one place.
mod engine {
    use super::{end_of, Problem, ToolKey};
    use roguelike::core::{build_game, App, Event, Key, Modifiers, State, WorldSource};
    use roguelike::dungeon::{open_replay, open_save, DungeonFileError};
    use roguelike::game::{
        parse_replay, parse_save, EnvelopeError, ReplayError, ReplayPlayer, SaveError,
    };
    use roguelike::locale::{self, phrase_with};
    use roguelike::modes::{WorldFile, WorldKind};
    use roguelike::render::RecordingPainter;
    use serde_json::{json, Value};

    /// The most frames one O (auto-explore) gets in the tool.
    const MAX_EXPLORE_FRAMES: u32 = 100_000;

    /// A game started as the page starts one, played key by key.
    #[derive(Debug)]
    pub struct Session {
        app: App,
        painter: RecordingPainter,
        now_ms: f64,
    }

    impl Session {
        /// The game of `source`, its creatures driven by `seed`. A random
        /// world takes everything from the seed in its source, as `?seed=N`
        /// does in the page (tests/cli.rs holds the two to the same game).
        pub fn start(source: WorldSource, seed: u64) -> Result<Session, Vec<String>> {
            let mut app = App::new(seed);
            let mut painter = RecordingPainter::new(1280.0, 720.0);
            let load =
                Event::Load { css_width: 1280.0, css_height: 720.0, device_pixel_ratio: 1.0 };
            app.dispatch(load, &mut painter);
            app.start(source, seed)?;
            let mut session = Session { app, painter, now_ms: 0.0 };
            session.drop_page_requests();
            Ok(session)
        }

        /// A world of another kind than the seed-000 worlds' (a dungeon,
        /// a labyrinth), opened as the page opens a picked file: its config
        /// first, then the file, on the screen of its kind; a warnings
        /// screen before play is passed with Escape, as a player would
        /// (the warnings were said on standard error already).
        pub fn open(world: WorldFile, kind: &WorldKind, seed: u64) -> Result<Session, Vec<String>> {
            // The page would show a file's mistakes on its error screen: the
            // tool finds them first, in the same words, through the registry.
            let started = roguelike::modes::start_world(&(kind.source)(world.clone()), seed)?;
            eprint!("{}", super::lines_text(&started.warnings));
            let mut app = App::new(seed);
            let mut painter = RecordingPainter::new(1280.0, 720.0);
            let load =
                Event::Load { css_width: 1280.0, css_height: 720.0, device_pixel_ratio: 1.0 };
            app.dispatch(load, &mut painter);
            if let Some(config) = world.config {
                let event = Event::WorldFileLoaded { name: config.name, text: config.text };
                app.dispatch(event, &mut painter);
            }
            let event = Event::WorldFileLoaded { name: world.name, text: world.text };
            app.dispatch(event, &mut painter);
            let mut session = Session { app, painter, now_ms: 0.0 };
            if matches!(session.app.screen(), State::WorldErrors(_)) {
                session.key(Key::Escape);
            }
            session.drop_page_requests();
            Ok(session)
        }

        /// Presses a key as the page would.
        pub fn press(&mut self, key: ToolKey) {
            match key {
                ToolKey::Page(code) => self.key(code),
            }
            // A battle's summary takes the next key to close it: the tool
            // closes it at once, so every key of a bot is an action (the
            // battles stay in the response).
            if self.app.status()["dungeon_play"]["battle_open"] == json!(true) {
                self.key(Key::Typed);
            }
            // O walks on frames (auto-explore, a labyrinth's smart player):
            // give it frames until it stops (it always does; the bound only
            // guards against a bug).
            for _ in 0..MAX_EXPLORE_FRAMES {
                if self.app.status()["exploring"] != json!(true) {
                    break;
                }
                self.now_ms += 1000.0;
                self.app.dispatch(Event::Tick { now_ms: self.now_ms }, &mut self.painter);
                self.drop_page_requests();
            }
            self.drop_page_requests();
        }

        fn key(&mut self, code: Key) {
            let event = Event::KeyDown {
                code,
                repeat: false,
                modifiers: Modifiers::default(),
                typed: None,
            };
            self.app.dispatch(event, &mut self.painter);
        }

        /// The page's `snapshot()`: every world is played on the common
        /// screen, whose snapshot has the game's fields (`objects`,
        /// `player`, `map`, `goal` …) beside the mode's own (`dungeon`,
        /// `labyrinth`, `byow`).
        pub fn snapshot(&self) -> Value {
            self.app.snapshot()
        }

        /// Requests made of the page (canvas size, storage) have no page to
        /// serve them here; dropping them keeps a long game's memory flat.
        fn drop_page_requests(&mut self) {
            drop(self.app.take_requests());
        }
    }

    /// Validates a save as the page does when it loads one (read, then
    /// restore); the summary to show, or the problem.
    pub fn check_save(text: &str) -> Result<String, Problem> {
        let save = parse_save(text).map_err(|e| save_problem(text, &e))?;
        let game = save.restore().map_err(|e| save_problem(text, &e))?;
        Ok(phrase_with(
            "check_save",
            &[("source", locale::source(&save.source).into()), ("turn", game.turn.into())],
        ))
    }

    /// A replay played to its end with every checksum checked.
    #[derive(Debug)]
    pub struct Verified {
        /// For `check`: `replay of seed 7, 300 steps, every checksum verified`.
        pub summary: String,
        /// The final snapshot, for `replay`.
        pub snapshot: Value,
    }

    /// Plays a replay as the page's replay viewer does, checking every step.
    pub fn verify_replay(text: &str) -> Result<Verified, Problem> {
        let replay = parse_replay(text).map_err(|e| replay_problem(text, &e))?;
        let source = locale::source(&replay.source);
        let steps = replay.steps.len();
        let mut player = ReplayPlayer::new(replay, |source, seed| {
            build_game(source, seed).map_err(|lines| lines.join("; "))
        })
        .map_err(|e| replay_problem(text, &e))?;
        player.play_to_end().map_err(|e| replay_problem(text, &e))?;
        let game = player.game();
        let mut snapshot = game.snapshot();
        snapshot["screen"] = json!(if game.is_over() { "dead" } else { "playing" });
        let summary =
            phrase_with("check_replay", &[("source", source.into()), ("steps", steps.into())]);
        Ok(Verified { summary, snapshot })
    }

    /// Validates a dungeon save as the page does when it loads one (read,
    /// then played again and checked).
    pub fn check_dungeon_save(text: &str) -> Result<String, Problem> {
        let opened = open_save(text).map_err(|e| dungeon_problem(text, &e))?;
        Ok(phrase_with(
            "check_dungeon_save",
            &[
                ("name", (&opened.source().name).into()),
                ("actions", opened.replay.steps.len().into()),
                ("tick", opened.dungeon.tick().into()),
            ],
        ))
    }

    /// Plays a dungeon replay to its end, checking every action's checksum;
    /// the final snapshot is the dungeon's response, as `roguelike dungeon`
    /// prints it.
    pub fn verify_dungeon_replay(text: &str) -> Result<Verified, Problem> {
        let opened = open_replay(text).map_err(|e| dungeon_problem(text, &e))?;
        let summary = phrase_with(
            "check_dungeon_replay",
            &[
                ("name", (&opened.source().name).into()),
                ("actions", opened.replay.steps.len().into()),
            ],
        );
        // The snapshot's shape, the response as `dungeon` (what
        // `roguelike dungeon` prints and the page's `snapshot().dungeon`).
        let mut snapshot = opened.dungeon.game().snapshot();
        snapshot["screen"] = json!("dungeon");
        snapshot["dungeon"] = opened.dungeon.response();
        Ok(Verified { summary, snapshot })
    }

    fn dungeon_problem(text: &str, error: &DungeonFileError) -> Problem {
        match error {
            DungeonFileError::Save(e) => return save_problem(text, e),
            DungeonFileError::Replay(e) => return replay_problem(text, e),
            _ => {}
        }
        let position = match error {
            DungeonFileError::File(_, envelope) => envelope_position(text, envelope),
            DungeonFileError::Damaged(_, what) => what.position(),
            _ => None,
        };
        problem(error.to_string(), position)
    }

    fn save_problem(text: &str, error: &SaveError) -> Problem {
        let position = match error {
            SaveError::File(envelope) => envelope_position(text, envelope),
            SaveError::Inconsistent(what) => what.position(),
        };
        problem(error.to_string(), position)
    }

    fn replay_problem(text: &str, error: &ReplayError) -> Problem {
        let position = match error {
            ReplayError::File(envelope) => envelope_position(text, envelope),
            ReplayError::Inconsistent(what) => what.position(),
            ReplayError::Start(_) | ReplayError::Diverged { .. } => None,
        };
        problem(error.to_string(), position)
    }

    /// Where a file's JSON went wrong: where the reader stopped, or the end
    /// of a cut-off file.
    fn envelope_position(text: &str, error: &EnvelopeError) -> Option<(usize, usize)> {
        match error {
            EnvelopeError::NotJson { line, column, .. } => Some((*line, *column)),
            EnvelopeError::Truncated => Some(end_of(text)),
            _ => None,
        }
    }

    /// The problem at `position`, its message without the position when the
    /// engine wrote it in.
    fn problem(message: String, position: Option<(usize, usize)>) -> Problem {
        match position {
            Some((line, column)) => Problem {
                line,
                column,
                message: message.replacen(&format!("{line}:{column}: "), "", 1),
            },
            None => Problem::whole_file(message),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_in_any_case_and_stairs() {
        let world = roguelike::modes::WORLD_KINDS[0];
        assert_eq!(ToolKey::from_char(world, 'w'), Some(ToolKey::Page(Key::W)));
        assert_eq!(ToolKey::from_char(world, 'Q'), Some(ToolKey::Page(Key::Q)));
        assert_eq!(ToolKey::from_char(world, '.'), Some(ToolKey::Page(Key::Period)));
        assert_eq!(ToolKey::from_char(world, '7'), Some(ToolKey::Page(Key::Digit(7))));
        assert_eq!(ToolKey::from_char(world, '>'), Some(ToolKey::Page(Key::Greater)));
        assert_eq!(ToolKey::from_char(world, '<'), Some(ToolKey::Page(Key::Less)));
        assert_eq!(ToolKey::from_char(world, 'x'), None);
    }

    #[test]
    fn keys_are_read_with_spaces_between_in_the_language_of_the_kind() {
        let world = roguelike::modes::WORLD_KINDS[0];
        assert_eq!(parse_keys(world, " d d\t "), Ok(vec![ToolKey::Page(Key::D); 2]));
        let unknown = UsageError::UnknownKey { key: 'x', keys: "cli_key_list" };
        assert_eq!(parse_keys(world, "dx"), Err(unknown));
        let dungeon = &roguelike::dungeon::WORLD_KIND;
        assert_eq!(
            parse_keys(dungeon, "Bd"),
            Ok(vec![ToolKey::Page(Key::Letter(b'B')), ToolKey::Page(Key::D)])
        );
        let unknown = UsageError::UnknownKey { key: '>', keys: "cli_key_list_dungeon" };
        assert_eq!(parse_keys(dungeon, ">"), Err(unknown));
    }

    /// The help as the tool has always printed it (tests outside read it).
    const ENGLISH_HELP: &str = "\
Usage:
  roguelike check FILE... [--config CONFIG.json]
                               check worlds, labyrinths, Dungeon Mania dungeons and
                               configs, BYOW saves, saves and replays of games and
                               dungeons (told apart by content):
                               one summary line per valid file, a
                               FILE:LINE:COL: error: MESSAGE line per problem;
                               --config: the numbers dungeons are checked with
  roguelike render FILE [--config CONFIG.json]
                               draw a world as text, with a legend: a world file, a
                               Dungeon Mania dungeon (with the numbers of --config, else
                               the default config), a labyrinth or a BYOW save, told
                               apart by content
  roguelike render --seed N [--depth D]
                               draw level D (1 by default) of the random run of seed N
                               (the page's ?seed=N), with a legend of the kinds on it
  roguelike generate --seed N [--depth D] [--room WxH] [--items N] [--mobs N] [--rooms N]
                               print a generated boxed world in the world file format
  roguelike play [FILE] [--seed N] [--config CONFIG.json] --keys KEYS
                               play KEYS and print the final snapshot as JSON, the
                               same as the browser's; without FILE, the random world
                               of seed N (the page's ?seed=N); N defaults to 0; FILE a
                               world, a dungeon (the page's dungeon keys: W A S D, E, B,
                               P, V, 1, 2), a labyrinth (W A S D, `.`, F, O) or a BYOW
                               save (its screen's keys: W A S D, F, B, `:`, Q, L, N, 0-9)
  roguelike play [FILE] [--seed N] [--config CONFIG.json] --interactive
                               read keys from standard input, one or more a line, and
                               print one snapshot JSON line per key; end of input ends
  roguelike replay FILE        play a replay file, checking every turn, and print the
                               final snapshot as JSON (a Dungeon Mania replay's holds
                               the final response of `dungeon` as its `dungeon` field;
                               a BYOW game has no replay: its input string is its record)
  roguelike byow INPUT [--save-file FILE]
                               play INPUT as the Build Your Own World input string
                               (N digits S, W A S D, :Q save, L load) and print the
                               final world as text; see worlds/BYOW.md
  roguelike dungeon DUNGEON.json [--config CONFIG.json] [--seed N] --actions A,B,...
                               play Dungeon Mania actions (up, down, left, right,
                               use:ITEM, build:bow, build:shield, interact:X,Y;
                               rewind:1, rewind:5 with a time turner) and print
                               the response JSON (worlds/DUNGEONS.md)
  roguelike bot --seeds A..B [--persona careful|naive] [--json]
                               play the random run of every seed from A to B (inclusive)
                               with the balance bot and print its figures; naive plays
                               as a newcomer (fights all it meets, never retreats,
                               takes the stairs down as soon as it knows them)
  roguelike labyrinth FILE... [--limit N] [--player NAME] [--seed N] [--json]
                              [--all-entrances] [--all-orders]
                               play Terra Incognita labyrinths; `labyrinth --help`
                               and worlds/LABYRINTHS.md tell more
  roguelike tui [FILE] [--seed N] [--config CONFIG.json] [--lang CODE]
                               play in this terminal: the page's game, every screen and
                               key (Ctrl+C quits; the game is saved every turn); FILE a
                               world, labyrinth, dungeon, BYOW save, save or replay;
                               --seed N the random run of seed N. It keeps its files in
                               $XDG_DATA_HOME/roguelike/ (else ~/.local/share/roguelike/):
                               save.json (the page's save export format, so a game moves
                               between page and terminal), high-scores.json,
                               byow-save.txt, and exports/ for X and the menu's exports;
                               the options (Options in the menu: keys, palette, motion,
                               message speed) in $XDG_CONFIG_HOME/roguelike/options.json
                               (else ~/.config/roguelike/options.json)
  roguelike help               show this text

Every command takes --lang CODE (en, ru; English by default): the language of
the words it shows (snapshot messages, the terminal's screens, result lines).
JSON keys, checksums, --json output and the `ok,`, `error:` and `warning:`
keywords are the same in every language.

Keys, in any case: W A S D move, 1-9 select a slot, E use, Q drop, `.` wait,
`>` `<` stairs, O explore until something comes into view. Spaces between
keys are ignored. These are fixed (a protocol for bots): the player's key
bindings in Options apply to the page and `tui` only.
An unknown key is a usage error for --keys; with --interactive it gets an
{\"error\": MESSAGE} line instead of a snapshot (and a line on standard error), and
play goes on.

FILE may be `-` for standard input (not with --interactive).
generate: --depth is the depth of the room walk (0 = one room), --room the room size
walls included, --items / --mobs the most per room, --rooms the most rooms in all;
the defaults come from the content table (6x5 rooms, depth 5, 3 items, 2 mobs).

Exit status: 0 success, 1 a file has problems, 2 wrong usage, 3 a dungeon action
was refused.";

    #[test]
    fn english_help_is_the_text_it_always_was() {
        assert!(roguelike::locale::set_language("en"));
        assert_eq!(usage(), ENGLISH_HELP);
    }

    #[test]
    fn printable_escapes_what_a_terminal_would_obey() {
        assert!(matches!(printable("plain `text` é"), Cow::Borrowed(_)));
        assert_eq!(printable("\u{1b}[2J"), "\\x1b[2J");
        assert_eq!(printable("a\tb\r\n\u{7}\u{7f}"), "a\\tb\\r\\n\\x07\\x7f");
        assert_eq!(printable("\u{9b}2J"), "\\x9b2J");
        assert_eq!(printable("evil\u{202e}txt.exe"), "evil\\u{202e}txt.exe");
    }

    #[test]
    fn json_output_escapes_what_serde_leaves_raw() {
        let value = json!({ "name": "a\u{1b}b\u{7f}c\u{9b}d\u{2067}e" });
        let text = json_text(&value, false);
        assert_eq!(text, r#"{"name":"a\u001bb\u007fc\u009bd\u2067e"}"#);
        assert_eq!(serde_json::from_str::<Value>(&text).expect("still JSON"), value);
        assert!(json_text(&value, true).contains('\n'), "pretty output keeps its lines");
    }

    #[test]
    fn end_of_text_is_past_its_last_character() {
        assert_eq!(end_of(""), (1, 1));
        assert_eq!(end_of("ab\ncdé"), (2, 4));
        assert_eq!(end_of("ab\n"), (2, 1));
    }
}
