//! `roguelike tui`: the terminal front end on a real terminal — raw mode,
//! the alternate screen, a frame every 50 ms, keys and resizes in — around
//! the library's `TuiHost`, which does everything else.

use roguelike::tui::{blit, input, DataFolder, Input, TuiHost};
use std::io::{self, Write};
use std::time::{Duration, Instant};

use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{self, Event as TermEvent};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen,
};
use ratatui::Terminal;

/// How often the screen is drawn (and the app's clock moves) when no key comes.
const FRAME: Duration = Duration::from_millis(50);

/// What to open first.
#[derive(Debug, PartialEq, Eq)]
pub enum Start {
    /// The main menu (with Continue if a game is saved).
    Menu,
    /// The random run of this seed.
    Seed(u64),
    /// A file given on the command line: its name and text, and the
    /// Dungeon Mania config of `--config`, taken first.
    File(String, String, Option<roguelike::game::FileText>),
}

/// Puts the terminal back as it was, also when the game panics.
struct Restore;

impl Drop for Restore {
    fn drop(&mut self) {
        let _ = disable_raw_mode();
        let _ = execute!(io::stdout(), LeaveAlternateScreen, ratatui::crossterm::cursor::Show);
    }
}

/// Plays in the terminal until Ctrl+C (or Ctrl+D).
pub fn run(start: Start, entropy: u64) -> io::Result<()> {
    let folder = DataFolder::from_env();
    if folder.is_none() {
        let words = roguelike::locale::phrase("cli_no_data_folder", &[]);
        eprintln!("roguelike: {words}");
    }
    enable_raw_mode()?;
    let restore = Restore;
    execute!(io::stdout(), EnterAlternateScreen, ratatui::crossterm::cursor::Hide)?;
    let mut terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
    terminal.clear()?;
    let size = terminal.size()?;
    let config = DataFolder::config_from_env();
    let mut host = TuiHost::with_config(entropy, size.width, size.height, folder, config);
    match start {
        Start::Menu => {}
        Start::Seed(seed) => host.open_seed(seed),
        Start::File(name, text, config) => {
            if let Some(config) = config {
                host.open_file(&config.name, config.text);
            }
            host.open_file(&name, text)
        }
    }
    let clock = Instant::now();
    loop {
        let grid = host.frame(clock.elapsed().as_secs_f64() * 1000.0);
        terminal.draw(|frame| blit(grid, frame.buffer_mut()))?;
        if host.take_bells() > 0 {
            // A death, a level gained, a win: the terminal's one sound.
            io::stdout().write_all(b"\x07")?;
            io::stdout().flush()?;
        }
        if !event::poll(FRAME)? {
            continue;
        }
        // Every pending event before the next frame, so held keys do not lag.
        loop {
            match event::read()? {
                TermEvent::Key(key) => match input(&key) {
                    Some(Input::Quit) => {
                        drop(restore);
                        return Ok(());
                    }
                    Some(Input::Key { code, modifiers, repeat, typed }) => {
                        host.typed_key(code, modifiers, repeat, typed)
                    }
                    None => {}
                },
                TermEvent::Resize(width, height) => {
                    host.resize(width, height);
                    terminal.autoresize()?;
                    terminal.clear()?;
                }
                _ => {}
            }
            if !event::poll(Duration::ZERO)? {
                break;
            }
        }
    }
}
