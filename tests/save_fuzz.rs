//! Hostile saves and replays: ten thousand of each, mutated as JSON from real
//! ones made here, must each load and play, or be refused with a message —
//! never panic, never take a second, never allocate 100 MB. The page's side
//! too: the app started with a damaged stored save shows the main menu and
//! keeps the save for export. Failures name the case, its base and its
//! mutations (minimised), and leave the input in the target directory.
#![cfg(not(target_arch = "wasm32"))]

mod fuzz;

use fuzz::corpus::{self, build, Base};
use fuzz::meter::Meter;
use fuzz::mutate::FileKind;
use fuzz::run::{run_cases, Check, Tally, Verdict, Worker};
use roguelike::core::screens::{menu_items, MenuItem};
use roguelike::core::{App, Event, Key, Modifiers};
use roguelike::game::limits::{MAX_COORDINATE, MAX_LEVEL, MAX_STAT};
use roguelike::game::{
    parse_replay, parse_save, write_save, Command, Direction, Game, Leads, ReplayPlayer, SaveFile,
    Wall,
};
use roguelike::render::RecordingPainter;
use serde_json::json;
use std::sync::OnceLock;
use std::time::Instant;

#[global_allocator]
static METER: Meter = Meter;

/// Cases of each kind `cargo test` runs; `SAVE_FUZZ_CASES=N` runs N instead
/// (more to search further, fewer while working on a fix).
fn cases() -> u64 {
    std::env::var("SAVE_FUZZ_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(10_000)
}

/// Stored saves the app is started with.
const APP_CASES: u64 = 200;

fn save_bases() -> &'static [Base] {
    static BASES: OnceLock<Vec<Base>> = OnceLock::new();
    BASES.get_or_init(corpus::saves)
}

fn replay_bases() -> &'static [Base] {
    static BASES: OnceLock<Vec<Base>> = OnceLock::new();
    BASES.get_or_init(corpus::replays)
}

/// A refusal, whose message must say something.
fn refused(message: String) -> Result<Verdict, String> {
    if message.trim().is_empty() {
        return Err("an error with an empty message".into());
    }
    Ok(Verdict::Refused(message))
}

/// Loads a save and plays (a wait, a move, then every other command), then
/// reads the game every way; a game the engine accepted must also restore
/// again from the record it writes after playing.
fn check_save(text: &str) -> Result<Verdict, String> {
    let file = match parse_save(text) {
        Ok(file) => file,
        Err(e) => return refused(e.to_string()),
    };
    let mut game = match file.restore() {
        Ok(game) => game,
        Err(e) => return refused(e.to_string()),
    };
    play_each_command(&mut game, text.len());
    let record = game.to_record();
    if let Err(e) = Game::from_record(&record) {
        return Err(format!("after a turn the game's own record is refused: {e}"));
    }
    Ok(Verdict::Played)
}

/// A wait and a move, then every other kind of command once (stairs taken
/// both ways, items used and dropped), and everything that reads the game.
fn play_each_command(game: &mut Game, salt: usize) {
    game.apply(Command::Wait);
    game.apply(Command::Move(Direction::ALL[salt % 4]));
    for command in [
        Command::Travel(Leads::Down),
        Command::Select(salt % 10),
        Command::UseSelected,
        Command::Cycle(salt as i32),
        Command::DropSelected,
        Command::Travel(Leads::Up),
    ] {
        game.apply(command);
    }
    let _ = game.checksum();
    let _ = game.snapshot();
    let _ = game.debug_lines(true);
}

/// Plays a replay to its end or to the step where it diverges.
fn check_replay(text: &str) -> Result<Verdict, String> {
    let replay = match parse_replay(text) {
        Ok(replay) => replay,
        Err(e) => return refused(e.to_string()),
    };
    let mut player = match ReplayPlayer::new(replay, build) {
        Ok(player) => player,
        Err(e) => return refused(e.to_string()),
    };
    let ended = player.play_to_end();
    let game = player.game();
    let _ = (game.checksum(), game.snapshot(), game.debug_lines(true), game.to_record());
    match ended {
        Ok(()) => Ok(Verdict::Played),
        Err(e) => refused(e.to_string()),
    }
}

fn key(code: Key) -> Event {
    Event::KeyDown { code, repeat: false, modifiers: Modifiers::default(), typed: None }
}

/// Starts the app with `text` as the stored save, as the page does: it must
/// show the main menu, and either offer to continue (then play and draw a
/// turn, with the debug overlay) or say the save could not be read and keep
/// it for export.
fn check_app(text: &str) -> Result<Verdict, String> {
    let mut app = App::new(3);
    let mut painter = RecordingPainter::new(1280.0, 720.0);
    app.dispatch(Event::StoredSaveFound { text: text.to_owned() }, &mut painter);
    app.dispatch(Event::Tick { now_ms: 16.0 }, &mut painter);
    let snapshot = app.snapshot();
    if snapshot["screen"] != "main_menu" {
        return Err(format!("the app shows {} instead of the main menu", snapshot["screen"]));
    }
    let notice = snapshot["notice"].as_str().unwrap_or_default().to_owned();
    if app.state().session.is_none() {
        if app.state().unreadable_save.as_deref() != Some(text) {
            return Err("the unreadable save was not kept".into());
        }
        if !menu_items(app.state()).contains(&MenuItem::ExportSave) {
            return Err("the unreadable save cannot be exported".into());
        }
        if !notice.contains("could not be read: ") {
            return Err(format!("the notice does not say the save is unreadable: {notice:?}"));
        }
        return refused(notice);
    }
    if !notice.starts_with("Welcome back") {
        return Err(format!("a restored game is not announced: {notice:?}"));
    }
    let mut now_ms = 16.0;
    let mut press = |app: &mut App, code: Key| {
        app.dispatch(key(code), &mut painter);
        now_ms += 500.0;
        app.dispatch(Event::Tick { now_ms }, &mut painter);
    };
    for code in [Key::Enter, Key::F3, Key::D, Key::Period, Key::E, Key::Escape] {
        press(&mut app, code);
    }
    // Back at the menu: watch the saved game's replay for a few steps.
    if app.screen().screen_name() != "main_menu" {
        return Err(format!(
            "Escape led to {} instead of the main menu",
            app.screen().screen_name()
        ));
    }
    let items = menu_items(app.state());
    if let Some(watch) = items.iter().position(|i| *i == MenuItem::WatchReplay) {
        if watch < 9 {
            press(&mut app, Key::Digit(watch as u8 + 1));
            for code in [Key::Up, Key::Up, Key::Right, Key::Space, Key::Right, Key::Escape] {
                press(&mut app, code);
            }
        }
    }
    let _ = app.snapshot();
    Ok(Verdict::Played)
}

fn summary(what: &str, tally: &Tally, started: Instant) {
    println!(
        "{what}: {} played, {} refused in {:?}; slowest case {:?} (#{}), most allocated {} KB \
         (#{})",
        tally.played,
        tally.refused,
        started.elapsed(),
        tally.slowest.0,
        tally.slowest.1,
        tally.most_bytes.0 >> 10,
        tally.most_bytes.1
    );
    let mut messages: Vec<&(usize, String)> = tally.messages.values().collect();
    messages.sort_by_key(|(count, _)| std::cmp::Reverse(*count));
    for (count, example) in messages.into_iter().take(40) {
        let example: String = example.chars().take(150).collect();
        println!("  {count:5} × {example}");
    }
}

fn run(what: &str, bases: &[Base], kind: FileKind, count: u64, check: Check) -> Tally {
    let started = Instant::now();
    let tally = run_cases(bases, kind, count, check);
    summary(what, &tally, started);
    tally
}

#[test]
fn the_unmutated_corpus_loads_and_plays() {
    for (bases, check) in [(save_bases(), check_save as Check), (replay_bases(), check_replay)] {
        for base in bases {
            let text = serde_json::to_string_pretty(&base.doc).expect("serialises");
            assert_eq!(check(&text), Ok(Verdict::Played), "the {}", base.name);
        }
    }
    assert!(save_bases().iter().any(|b| b.name.starts_with("version-1")));
    assert!(replay_bases().iter().any(|b| b.name.contains("v1/")));
}

#[test]
fn ten_thousand_mutated_saves_load_and_play_or_say_what_is_wrong() {
    let count = cases();
    let tally = run("saves", save_bases(), FileKind::Save, count, check_save);
    // The mutations must leave enough saves whole to reach the game.
    assert!(tally.played as u64 >= count / 10, "only {} saves played", tally.played);
}

#[test]
fn ten_thousand_mutated_replays_play_or_say_what_is_wrong() {
    let count = cases();
    let tally = run("replays", replay_bases(), FileKind::Replay, count, check_replay);
    // A replay whose steps were changed diverges at the step that changed:
    // it reached the game too.
    let diverged: usize = tally
        .messages
        .iter()
        .filter(|(message, _)| message.starts_with("the replay diverged"))
        .map(|(_, (n, _))| n)
        .sum();
    let reached = (tally.played + diverged) as u64;
    // A mutation that adds a member to a step reached the game until such
    // members were refused at their place (issue 29: unknown members below
    // the top level are errors): with those, a quarter still gets that far.
    let unknown: usize = tally
        .messages
        .iter()
        .filter(|(message, _)| message.contains("unknown field"))
        .map(|(_, (n, _))| n)
        .sum();
    let reached_or_extra = reached + unknown as u64;
    assert!(reached_or_extra >= count / 4, "only {reached} replays reached the game: {tally:?}");
}

#[test]
fn the_app_shows_the_main_menu_whatever_save_it_finds_stored() {
    let tally = run("stored saves", save_bases(), FileKind::Save, APP_CASES, check_app);
    assert!(tally.played > 0 && tally.refused > 0, "{tally:?}");
}

/// A save of the crowd game with the player dead, or with every number at
/// its limit.
fn at_the_limits(dead: bool) -> String {
    let base = save_bases().iter().find(|b| b.name.starts_with("save of crowd")).expect("a crowd");
    let mut doc = base.doc.clone();
    let player = &mut doc["game"]["player"];
    if dead {
        player["health"] = json!(i32::MIN / 2);
    } else {
        player["max_health"] = json!(MAX_STAT);
        player["health"] = json!(MAX_STAT);
        player["base_attack"] = json!(MAX_STAT);
        player["base_armor"] = json!(MAX_STAT);
        player["experience"] = json!(MAX_STAT);
        player["level"] = json!(MAX_LEVEL);
        player["level_cost"] = json!(MAX_STAT);
        doc["game"]["turn"] = json!(u64::MAX);
        doc["game"]["acted"] = json!([{ "index": u32::MAX, "generation": u32::MAX }]);
        doc["game"]["player"]["at"] = json!({ "x": MAX_COORDINATE, "y": -MAX_COORDINATE });
    }
    serde_json::to_string(&doc).expect("serialises")
}

#[test]
fn a_restored_game_whose_player_is_dead_or_at_the_limits_can_be_shown() {
    for dead in [true, false] {
        let text = at_the_limits(dead);
        let mut game = parse_save(&text).and_then(|f| f.restore()).expect("within the limits");
        assert_eq!(game.player.is_dead(), dead);
        let lines = game.debug_lines(true);
        assert!(lines[0].starts_with("turn "), "{lines:?}");
        let snapshot = game.snapshot();
        assert_eq!(snapshot["player"]["hp"], game.player.health);
        for direction in Direction::ALL {
            game.apply(Command::Move(direction));
            game.apply(Command::UseSelected);
        }
        let _ = (game.snapshot(), game.debug_lines(true), game.checksum());
        let file = parse_save(&text).expect("parses");
        let resaved = write_save(&SaveFile::new(file.source, &game, file.replay));
        parse_save(&resaved).and_then(|f| f.restore()).expect("a re-save restores");
        // And the page shows it, debug overlay and all.
        let worker = Worker::new(check_app);
        let measured = worker.run(text).expect("finishes");
        assert_eq!(measured.fault(), None, "dead: {dead}");
    }
}

/// Runs `f` on this thread and gives how far its allocation rose.
fn bytes_allocated_by<R>(f: impl FnOnce() -> R) -> (R, i64) {
    let start = fuzz::meter::start();
    let result = f();
    (result, fuzz::meter::peak_above(start))
}

#[test]
fn a_wall_claiming_a_huge_width_reserves_only_what_its_rows_hold() {
    let text = r##"{"origin":{"x":0,"y":0},"width":16000000,"rows":["#"]}"##;
    let (wall, bytes) = bytes_allocated_by(|| roguelike::json::from_str::<Wall>(text));
    let error = wall.expect_err("one cell is not sixteen million").to_string();
    assert!(error.starts_with("row 0 is 1 cell wide, not 16000000"), "{error}");
    assert!(bytes < 64 << 10, "{bytes} bytes for a one-cell row");
}

#[test]
fn a_save_whose_slots_disagree_is_refused_before_they_are_built() {
    let base = save_bases().iter().find(|b| b.name == "save of two levels").expect("a base");
    let file = parse_save(&base.doc.to_string()).expect("the base parses");
    let mut record = file.game.clone();
    // A million slots, none of them live or free.
    record.levels[0].arena_generations = vec![0; 1 << 20];
    let (restored, bytes) = bytes_allocated_by(|| Game::from_record(&record).map(|_| ()));
    assert_eq!(
        restored.expect_err("the slots disagree").to_string(),
        "the save is damaged: level 1: the object ids do not fit the slot generations and free list"
    );
    // The generations are copied once (4 MB); the slots (24 MB) are never built.
    assert!(bytes < 8 << 20, "{} MB to refuse", bytes >> 20);
}

#[test]
fn a_replayed_world_file_of_short_rows_under_a_huge_size_allocates_only_its_text() {
    let rows = 2000;
    let text = format!("100000 {rows}\n{}", "W\n".repeat(rows));
    let replay = json!({
        "format": "roguelike-replay",
        "version": 2,
        "source": { "kind": "file", "name": "tall.txt", "text": text },
        "seed": 1,
        "steps": [],
    });
    let (verdict, bytes) = bytes_allocated_by(|| check_replay(&replay.to_string()));
    let Ok(Verdict::Refused(message)) = verdict else { panic!("{verdict:?}") };
    assert!(message.starts_with("the replay's world cannot be built: tall.txt:"), "{message}");
    // Two thousand messages; not two thousand rows of 100 000 cells (200 MB).
    assert!(bytes < 8 << 20, "{} MB for a 4 KB world", bytes >> 20);
}
