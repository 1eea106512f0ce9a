//! `TuiHost`: the app as the terminal runs it. It feeds `App` the events
//! the page would (load, stored saves, keys, frames, resizes), serves what
//! the app asks of its host with files in the [`DataFolder`], and draws each
//! frame into a [`Grid`]: the game's world and HUD in glyphs
//! ([`draw_game`]), everything else the app draws rasterised into cells
//! ([`CellPainter`]).

use super::bell::TerminalBell;
use super::grid::Grid;
use super::raster::{CellPainter, CELL_H, CELL_W};
use super::storage::{
    DataFolder, BYOW_SAVE_FILE, DUNGEON_SAVE_FILE, HIGH_SCORES_FILE, OPTIONS_FILE, SAVE_FILE,
};
use super::world::draw_game;
use crate::core::screens::{menu_items, menu_texts, MenuItem, MenuPage};
use crate::core::{App, Event, GameState, HostRequest, Key, Modifiers, State};
use crate::files::{classify, FileKind};
use crate::locale::phrase;
use crate::render::wrap_parts;
use crate::render::{theme, Color, Fill, Layout, Rect, TextStyle, Texture};
use crate::render::{DrawCall, Painter, RecordingPainter};

/// Layers the terminal draws its own way while a game is on screen: the
/// canvas's clear, world and HUD give way to [`draw_game`].
const GAME_LAYERS: &[&str] = &["CanvasClear", "GameWorld", "GameInterface"];
/// The same, while looking: the look cursor and its panel are drawn on
/// the terminal's map too.
const LOOK_LAYERS: &[&str] = &["CanvasClear", "GameWorld", "GameInterface", "ActiveScreen"];
/// The layers the terminal draws itself for a mode with a map of its own:
/// only the map (see `draw_game`).
const OWN_MAP_LAYERS: &[&str] = &["CanvasClear", "GameWorld"];
/// The same, while looking.
const OWN_MAP_LOOK_LAYERS: &[&str] = &["CanvasClear", "GameWorld", "ActiveScreen"];

/// The main menu is laid out in rows here (a long menu does not fit the
/// canvas's proportions in 24 rows); notices and the overlay stay the app's.
const MENU_LAYERS: &[&str] = &["CanvasClear", "ActiveScreen"];

/// The app, its screen of cells and its data folder.
#[derive(Debug)]
pub struct TuiHost {
    app: App,
    grid: Grid,
    folder: Option<DataFolder>,
    config: Option<DataFolder>,
    now_ms: f64,
    bell: TerminalBell,
}

impl TuiHost {
    /// The app at its main menu on a `width × height` terminal, with what
    /// the data folder holds loaded (the saved game, the high scores, the
    /// Build Your Own World save); `folder` `None` keeps nothing.
    pub fn new(entropy: u64, width: u16, height: u16, folder: Option<DataFolder>) -> TuiHost {
        TuiHost::with_config(entropy, width, height, folder, None)
    }

    /// The same, with the player's options read from (and stored in)
    /// [`OPTIONS_FILE`] in the `config` folder; an unreadable file gives
    /// the defaults and a notice, and is replaced at the next change.
    pub fn with_config(
        entropy: u64,
        width: u16,
        height: u16,
        folder: Option<DataFolder>,
        config: Option<DataFolder>,
    ) -> TuiHost {
        let grid = Grid::new(width, height);
        let bell = TerminalBell::default();
        let mut host = TuiHost { app: App::new(entropy), grid, folder, config, now_ms: 0.0, bell };
        let (css_width, css_height) = host.pixels();
        host.dispatch(Event::Load { css_width, css_height, device_pixel_ratio: 1.0 });
        if let Some(config) = host.config.clone() {
            let text = match config.read(OPTIONS_FILE) {
                Ok(text) => text,
                // Unreadable (not UTF-8, too large) is a spoilt file: the
                // defaults, and the player is told.
                Err(reason) => Some(reason),
            };
            host.dispatch(Event::OptionsFound { text, prefers_reduced_motion: false });
        }
        if let Some(folder) = host.folder.clone() {
            match folder.read(SAVE_FILE) {
                Ok(Some(text)) => host.dispatch(Event::StoredSaveFound { text }),
                Ok(None) => {}
                Err(reason) => host.dispatch(Event::StorageFailed { reason }),
            }
            if let Ok(Some(text)) = folder.read(HIGH_SCORES_FILE) {
                host.dispatch(Event::StoredHighScoresFound { text });
            }
            if let Ok(Some(text)) = folder.read(BYOW_SAVE_FILE) {
                host.dispatch(Event::StoredByowSaveFound { text });
            }
            if let Ok(Some(text)) = folder.read(DUNGEON_SAVE_FILE) {
                host.dispatch(Event::StoredDungeonSaveFound { text });
            }
        }
        host
    }

    /// Opens a file given on the command line, as the page opens a picked
    /// or dropped one: a world or labyrinth starts, a save is imported, a
    /// replay is watched.
    pub fn open_file(&mut self, name: &str, text: String) {
        let name = name.to_owned();
        let event = match classify(&text) {
            FileKind::Save => Event::SaveFileLoaded { name, text },
            FileKind::Replay => Event::ReplayFileLoaded { name, text },
            _ => Event::WorldFileLoaded { name, text },
        };
        self.dispatch(event);
    }

    /// Starts the random run of `seed`, as the page's `?seed=N` does.
    pub fn open_seed(&mut self, seed: u64) {
        self.dispatch(Event::LinkOpened { query: format!("seed={seed}") });
    }

    /// A key press, named by its game key alone.
    pub fn key(&mut self, code: Key, modifiers: Modifiers, repeat: bool) {
        self.typed_key(code, modifiers, repeat, None);
    }

    /// A key press that typed `typed`: the player's bindings go by it.
    pub fn typed_key(
        &mut self,
        code: Key,
        modifiers: Modifiers,
        repeat: bool,
        typed: Option<char>,
    ) {
        self.dispatch(Event::KeyDown { code, repeat, modifiers, typed });
    }

    /// The terminal changed size.
    pub fn resize(&mut self, width: u16, height: u16) {
        if (width, height) == (self.grid.width(), self.grid.height()) {
            return;
        }
        self.grid = Grid::new(width, height);
        let (css_width, css_height) = self.pixels();
        self.dispatch(Event::Resize { css_width, css_height, device_pixel_ratio: 1.0 });
    }

    /// One frame at `now_ms` (milliseconds since start): the app animates
    /// and acts (auto-explore, the replay viewer), and the screen is drawn.
    pub fn frame(&mut self, now_ms: f64) -> &Grid {
        self.now_ms = now_ms;
        let (w, h) = self.pixels();
        let mut recorder = LayerRecorder { inner: RecordingPainter::new(w, h), layers: Vec::new() };
        self.app.dispatch(Event::Tick { now_ms }, &mut recorder);
        self.app.play_audio(&mut self.bell);
        self.serve_requests();
        // A mode that shows a map of its own (a labyrinth) keeps its HUD
        // and the messages drawn by the app, in cells.
        let own_map =
            self.app.state().session.as_ref().is_some_and(|s| s.mode().shown_map(s).is_some());
        let (skip, cursor): (&[&str], _) = match self.app.screen() {
            State::Game(GameState::Looking(look)) if own_map => {
                (OWN_MAP_LOOK_LAYERS, Some(look.cursor()))
            }
            State::Game(GameState::Looking(look)) => (LOOK_LAYERS, Some(look.cursor())),
            State::Game(_) if own_map => (OWN_MAP_LAYERS, None),
            State::Game(_) => (GAME_LAYERS, None),
            State::MainMenu(_) | State::Options(_) => (MENU_LAYERS, None),
            _ => (&[], None),
        };
        if let State::MainMenu(menu) = self.app.screen() {
            let (lines, selected) = menu.lines(self.app.state());
            let digits: Vec<Option<u8>> =
                menu_items(self.app.state()).iter().map(MenuItem::shortcut).collect();
            let (subtitle, hint) = menu_texts(&self.app.state().options.bindings);
            let hint = format!("{hint} · {}", phrase("tui_quit_hint", &[]));
            let page = MenuPage {
                title: "R O G U E L I K E",
                subtitle: &subtitle,
                lines: &lines,
                selected,
                digits: &digits,
                hint: &hint,
            };
            draw_menu(&mut self.grid, &page);
        } else if let State::Options(options) = self.app.screen() {
            let (lines, selected) = options.lines(self.app.state());
            let hint_key =
                if options.capturing().is_some() { "options_hint_capture" } else { "options_hint" };
            let page = MenuPage {
                title: &phrase("options_title", &[]),
                subtitle: "",
                lines: &lines,
                selected,
                digits: &[],
                hint: &phrase(hint_key, &[]),
            };
            draw_menu(&mut self.grid, &page);
        } else if let (false, Some(session)) = (skip.is_empty(), &self.app.state().session) {
            draw_game(&mut self.grid, session, cursor);
        }
        let mut painter = CellPainter::new(&mut self.grid, skip);
        recorder.replay(&mut painter);
        if let State::Game(GameState::Looking(look)) = self.app.screen() {
            draw_look_panel(&mut self.grid, look.lines());
        }
        &self.grid
    }

    /// The screen as last drawn.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The app, for its snapshot and state.
    pub fn app(&self) -> &App {
        &self.app
    }

    /// How many times the bell was rung since this was last asked (the
    /// binary writes a BEL when it is any).
    pub fn take_bells(&mut self) -> u32 {
        self.bell.take()
    }

    /// The data folder, if there is one.
    pub fn folder(&self) -> Option<&DataFolder> {
        self.folder.as_ref()
    }

    fn pixels(&self) -> (f64, f64) {
        (f64::from(self.grid.width()) * CELL_W, f64::from(self.grid.height()) * CELL_H)
    }

    /// Runs an event (drawing nothing: frames draw) and serves the requests
    /// it made, with the events those raise.
    fn dispatch(&mut self, event: Event) {
        let (w, h) = self.pixels();
        let mut painter = RecordingPainter::new(w, h);
        self.app.dispatch(event, &mut painter);
        self.app.play_audio(&mut self.bell);
        self.serve_requests();
    }

    fn serve_requests(&mut self) {
        let mut follow_ups = Vec::new();
        for request in self.app.take_requests() {
            if let Some(event) = self.serve(request) {
                follow_ups.push(event);
            }
        }
        for event in follow_ups {
            self.dispatch(event);
        }
    }

    /// Serves one request; an event to send back when it failed.
    fn serve(&mut self, request: HostRequest) -> Option<Event> {
        let store = |host: &mut TuiHost, name: &str, text: &str| {
            let folder = host.folder.as_ref()?;
            folder.write(name, text).err().map(|reason| Event::StorageFailed { reason })
        };
        match request {
            // The painter takes its size from the terminal.
            HostRequest::SetCanvasSize { .. } => None,
            HostRequest::OpenWorldFile
            | HostRequest::OpenSaveFile
            | HostRequest::OpenReplayFile => {
                self.app.state_mut().notify(phrase("tui_open_file", &[]));
                None
            }
            // The terminal keeps one save file in the export format: a
            // terminal game's world is small, and the file is what the
            // player copies between machines.
            HostRequest::StoreGame { .. } => {
                let text = self.app.state().session.as_ref()?.save_text();
                store(self, SAVE_FILE, &text)
            }
            HostRequest::StoreByowSave { text } => store(self, BYOW_SAVE_FILE, &text),
            HostRequest::ForgetDungeonSave => {
                let folder = self.folder.as_ref()?;
                folder.remove(DUNGEON_SAVE_FILE).err().map(|reason| Event::StorageFailed { reason })
            }
            HostRequest::SetDungeonSaveAside { text } => {
                store(self, crate::core::screens::DUNGEON_SAVE_ASIDE, &text)
            }
            HostRequest::StoreHighScores { text } => store(self, HIGH_SCORES_FILE, &text),
            HostRequest::StoreOptions { text } => {
                let config = self.config.as_ref()?;
                config
                    .write(OPTIONS_FILE, &text)
                    .err()
                    .map(|reason| Event::StorageFailed { reason })
            }
            HostRequest::Download { file_name, text, .. } => {
                let said = match &self.folder {
                    Some(folder) => match folder.export(&file_name, &text) {
                        Ok(path) => phrase("tui_written", &[("path", &path.display().to_string())]),
                        Err(reason) => reason,
                    },
                    None => phrase("tui_no_folder", &[]),
                };
                self.app.state_mut().notify(said);
                None
            }
            // The terminal takes its language from `--lang` each time.
            HostRequest::StoreLanguage { .. } => None,
            HostRequest::CopyText(text) => {
                self.app.state_mut().notify(phrase("tui_no_clipboard", &[("text", &text)]));
                None
            }
        }
    }
}

/// The main menu: title, a line per item (digits 1–9 as shortcuts), the
/// selected one highlighted, the keys at the bottom. When the lines do not
/// all fit, a window of them around the selection is shown, with marks for
/// the lines above and below it.
fn draw_menu(grid: &mut Grid, page: &MenuPage<'_>) {
    let (lines, selected) = (page.lines, page.selected);
    grid.clear();
    let (w, h) = (i32::from(grid.width()), i32::from(grid.height()));
    let centre = |text: &str| (w - text.chars().count() as i32).max(0) / 2;
    let title = page.title;
    // Title, subtitle and a blank row above the box, the keys below it.
    let with_title = h >= 12;
    let head = if with_title { 3 } else { 0 };
    // The keys wrap at spaces onto as many rows as they need (Russian runs
    // longer than an 80-column terminal), and the box leaves them room.
    let hint = wrap_parts(page.hint, " · ", w.max(1) as usize);
    let hint_rows = hint.len().min(3) as i32;
    let room = (h - head - 2 - hint_rows).max(1) as usize;
    let shown = lines.len().min(room);
    let first = selected.saturating_sub(shown / 2).min(lines.len() - shown.min(lines.len()));
    if with_title {
        grid.text(centre(title), 0, title, theme::GOLD, 80);
        grid.text(centre(page.subtitle), 1, page.subtitle, theme::MUTED, w as usize);
    }
    let widest = lines.iter().map(|l| l.chars().count() as i32).max().unwrap_or(0);
    let box_w = (widest + 8).clamp(30, w);
    let box_h = shown as i32 + 2;
    let x0 = (w - box_w) / 2;
    let y0 = head;
    grid.frame(x0, y0, box_w, box_h, theme::PANEL_EDGE);
    if first > 0 {
        grid.text(x0 + box_w - 10, y0, &phrase("tui_more_up", &[]), theme::MUTED, 8);
    }
    if first + shown < lines.len() {
        grid.text(x0 + box_w - 10, y0 + box_h - 1, &phrase("tui_more_down", &[]), theme::MUTED, 8);
    }
    for (row, (i, line)) in lines.iter().enumerate().skip(first).take(shown).enumerate() {
        let y = y0 + 1 + row as i32;
        let chosen = i == selected;
        if chosen {
            grid.fill(x0 + 1, y, box_w - 2, 1, Color::rgb(60, 46, 24));
            grid.put(x0 + 1, y, '▸', theme::GOLD);
        }
        if let Some(Some(digit)) = page.digits.get(i) {
            grid.text(x0 + 2, y, &digit.to_string(), theme::MUTED, 1);
        }
        let color = if chosen { theme::GOLD } else { theme::TEXT };
        grid.text(x0 + 5, y, line, color, (box_w - 6).max(0) as usize);
    }
    for (k, line) in hint.iter().take(hint_rows as usize).enumerate() {
        let y = (y0 + box_h + k as i32).min(h - 1);
        grid.text(centre(line), y, line, theme::MUTED, w as usize);
    }
}

/// The look panel, at the top of the map, with the keys under it.
fn draw_look_panel(grid: &mut Grid, lines: &[String]) {
    let hint = &phrase("tui_look_hint", &[]);
    let map_w = (i32::from(grid.width()) - super::world::PANEL_W).max(10);
    let widest = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let width = (widest.max(hint.chars().count()) as i32 + 4).min(map_w);
    let height = lines.len() as i32 + 3;
    grid.fill(0, 0, width, height, theme::PANEL);
    grid.frame(0, 0, width, height, theme::GOLD);
    grid.text(2, 0, &phrase("tui_look", &[]), theme::GOLD, 20);
    for (i, line) in lines.iter().enumerate() {
        let color = if i == 0 { theme::GOLD } else { theme::TEXT };
        grid.text(2, 1 + i as i32, line, color, (width - 4) as usize);
    }
    grid.text(2, height - 2, hint, theme::MUTED, (width - 4) as usize);
}

/// Records a frame's drawing with the layer each call belongs to, so the
/// terminal can draw its own world first and the app's layers over it.
#[derive(Debug)]
struct LayerRecorder {
    inner: RecordingPainter,
    /// Where each layer starts in `inner.calls`.
    layers: Vec<(usize, &'static str)>,
}

impl LayerRecorder {
    fn replay(self, painter: &mut CellPainter<'_>) {
        let mut layers = self.layers.into_iter().peekable();
        for (i, call) in self.inner.calls.into_iter().enumerate() {
            while let Some(&(start, name)) = layers.peek() {
                if start > i {
                    break;
                }
                painter.begin_layer(name);
                layers.next();
            }
            match call {
                DrawCall::Alpha(alpha) => painter.set_alpha(alpha),
                DrawCall::Clear(color) => painter.clear(color),
                DrawCall::FillRect(rect, fill) => painter.fill_rect(rect, &fill),
                DrawCall::StrokeRect(rect, color, width) => painter.stroke_rect(rect, color, width),
                DrawCall::Texture(texture, rect) => painter.draw_texture(texture, rect),
                DrawCall::Text { text, x, y, style } => painter.draw_text(&text, x, y, &style),
            }
        }
    }
}

impl Painter for LayerRecorder {
    fn size(&self) -> (f64, f64) {
        self.inner.size()
    }
    fn pixel_ratio(&self) -> f64 {
        1.0
    }
    fn ui_scale(&self) -> f64 {
        1.0
    }
    /// A terminal's cells do not scale: its font is the terminal's.
    fn set_ui_scale(&mut self, _scale: f64) {}
    fn layout(&self) -> Layout {
        let (w, h) = self.size();
        Layout::new(w, h)
    }
    fn set_alpha(&mut self, alpha: f64) {
        self.inner.set_alpha(alpha);
    }
    fn clear(&mut self, color: Color) {
        self.inner.clear(color);
    }
    fn fill_rect(&mut self, rect: Rect, fill: &Fill) {
        self.inner.fill_rect(rect, fill);
    }
    fn stroke_rect(&mut self, rect: Rect, color: Color, width: f64) {
        self.inner.stroke_rect(rect, color, width);
    }
    fn draw_texture(&mut self, texture: Texture, dest: Rect) {
        self.inner.draw_texture(texture, dest);
    }
    fn draw_text(&mut self, text: &str, x: f64, y: f64, style: &TextStyle) {
        self.inner.draw_text(text, x, y, style);
    }
    /// One character a cell, whatever the font size: as the cells show it.
    fn measure_text(&mut self, text: &str, _style: &TextStyle) -> f64 {
        text.chars().count() as f64 * CELL_W
    }
    fn char_cell(&self) -> Option<(f64, f64)> {
        Some((CELL_W, CELL_H))
    }
    /// Letters keep their size in cells: a smaller style would only move
    /// the line to another row.
    fn fitted(&mut self, _text: &str, style: &TextStyle, _width: f64) -> TextStyle {
        *style
    }
    fn begin_layer(&mut self, handler: &'static str) {
        self.layers.push((self.inner.calls.len(), handler));
    }
}
