//! The world file format of the seed (`WIDTH HEIGHT`, a field of `W` / `.` / hole
//! numbers, then fillers such as `1. Player`) with our extensions — among them
//! several levels, each started by a `Level` line and linked by stairs: its
//! parser, which reports every problem at once, and its writer.
//! `worlds/README.md` describes the format for designers.

use super::diagnostic::{Diagnostic, DiagnosticKind, Dimension};
use super::dungeon_plan::DungeonPlan;
use super::mind_text::parse_mind;
use super::plan::{Placement, Thing, WallMatrix, WorldPlan};
use super::player_state::PlayerState;
use crate::game::limits::{MAX_LEVELS, MAX_STAT};
use crate::game::{parse_goal, Coordinates, Goal, ItemKind, Leads, MobKind};
use std::collections::HashMap;
use std::fmt::Write as _;

/// The largest width or height a world file may declare.
pub const MAX_SIDE: usize = 100_000;

/// The look of a Mimic that has been found out: `N. Mob Mimic Revealed`.
pub const REVEALED: &str = "Revealed";

/// What starts a creature's health on a `Mob` filler: `N. Mob Robot hp=2`.
pub const HEALTH: &str = "hp=";

/// What starts a creature's mind on a `Mob` filler, as
/// [`MindText`](super::MindText) writes
/// it: `N. Mob Robot mind=clever:calm(hunter:visible@4,2)`.
pub const MIND: &str = "mind=";

/// The word on a `Mob` filler that puts the creature on the player's side
/// from the start: `N. Mob Mercenary ally` (only a kind that takes a bribe).
pub const ALLY: &str = "ally";

/// The most problems a file's check lists; the rest are counted.
pub const MAX_DIAGNOSTICS: usize = 1_000;

/// What a bare `N. Mob Mimic` looks like: a golden apple, the item a hurt player
/// is most eager to pick up.
pub const DEFAULT_MIMIC_DISGUISE: ItemKind = ItemKind::GoldenApple;

/// The line that starts the next level.
pub const LEVEL_MARKER: &str = "Level";

/// What starts the line of a world's goal: `Goal: treasure AND exit`.
pub const GOAL_MARKER: &str = "Goal:";

/// What starts the line of the player's numbers and belongings:
/// `Player: {"health":7,"max_health":10,…}` (a JSON object on one line, as
/// an exported world writes it).
pub const PLAYER_MARKER: &str = "Player:";

/// A world read without errors, and the warnings found on the way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The world: its levels (one for a file without `Level` lines), each at
    /// the origin, things in the order their fillers appear.
    pub dungeon: DungeonPlan,
    /// Problems that do not stop the world from being used.
    pub warnings: Vec<Diagnostic>,
}

/// Reads a world file of one level or several. On success, the world and its
/// warnings; otherwise every error and warning found, sorted by position.
pub fn parse_world(text: &str) -> Result<Parsed, Vec<Diagnostic>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = text.split('\n').map(|line| line.trim_end_matches([' ', '\t', '\r']));
    let mut parser = Parser::default();
    parser.level.marker = (1, 1);
    parser.level.size_line = 1;
    parser.level.size = parser.header(1, lines.next().unwrap_or_default());
    for (index, line) in lines.enumerate() {
        parser.line(index + 2, line);
    }
    parser.finish()
}

/// Where a hole number was seen on the field.
#[derive(Clone, Copy, Debug)]
struct HoleSite {
    at: Coordinates,
    line: usize,
    col: usize,
}

/// What a well-formed filler puts into its hole.
#[derive(Clone, Debug)]
enum Filler {
    Player,
    Thing(Thing),
}

/// The `Player` filler that counts so far.
#[derive(Clone, Copy, Debug)]
struct PlayerSite {
    /// The level it is on, from 0.
    level: usize,
    at: Coordinates,
    line: usize,
    col: usize,
}

/// Index of a direction in [`LevelState::stairs`].
const fn slot(leads: Leads) -> usize {
    match leads {
        Leads::Down => 0,
        Leads::Up => 1,
    }
}

/// One level as it is read. The field ends when it has as many rows as the size
/// line says, or at the first filler.
#[derive(Debug, Default)]
struct LevelState {
    /// Line and column of the `Level` line that starts it (1:1, the size line,
    /// for the first level).
    marker: (usize, usize),
    /// The line of its size line; 0 while it has not come.
    size_line: usize,
    /// `(width, height)`, if the size line is usable.
    size: Option<(usize, usize)>,
    /// Row-major walls of the rows read so far (only with a usable size).
    cells: Vec<bool>,
    holes: HashMap<u32, HoleSite>,
    rows: usize,
    last_row_line: usize,
    /// Position of the top-left cell, for `PlayerInWall`.
    first_cell: Option<(usize, usize)>,
    field_done: bool,
    /// A blank line seen while the field was still open.
    pending_blank: Option<usize>,
    /// First line and count of rows beyond the height.
    extra_rows: Option<(usize, usize, usize)>,
    things: Vec<Placement>,
    /// Line and column of its first `Stairs Down` and `Stairs Up` fillers.
    stairs: [Option<(usize, usize)>; 2],
}

/// The parser's state between lines: the level being read and those before it.
#[derive(Debug, Default)]
struct Parser {
    diagnostics: Vec<Diagnostic>,
    /// Problems past [`MAX_DIAGNOSTICS`]: how many, whether any is an error,
    /// and where the last one is.
    unlisted: (usize, bool, usize, usize),
    level: LevelState,
    /// The levels read before `level`.
    done: Vec<LevelState>,
    /// After a `Level` line, until the new level's size line.
    awaiting_size: bool,
    player: Option<PlayerSite>,
    /// The `Goal:` line's goal and line number.
    goal: Option<(Goal, usize)>,
    /// The `Player:` line's state and line number.
    player_state: Option<(PlayerState, usize)>,
}

impl Parser {
    fn error(&mut self, line: usize, col: usize, kind: DiagnosticKind) {
        self.report(Diagnostic::error(line, col, kind));
    }

    fn warning(&mut self, line: usize, col: usize, kind: DiagnosticKind) {
        self.report(Diagnostic::warning(line, col, kind));
    }

    /// Keeps the first [`MAX_DIAGNOSTICS`] problems and counts the rest, so a
    /// file of a million mistakes costs no more than a file of a thousand.
    fn report(&mut self, diagnostic: Diagnostic) {
        if self.diagnostics.len() < MAX_DIAGNOSTICS {
            self.diagnostics.push(diagnostic);
        } else {
            let (count, error, _, _) = self.unlisted;
            self.unlisted =
                (count + 1, error || diagnostic.is_error(), diagnostic.line, diagnostic.col);
        }
    }

    /// The size line (line `number`); `None` if it is not usable (its problems
    /// are reported).
    fn header(&mut self, number: usize, line: &str) -> Option<(usize, usize)> {
        let mut tokens = Tokens::new(line, 0);
        let Some((width_at, width_text)) = tokens.next() else {
            self.error(number, 1, DiagnosticKind::MissingHeader);
            return None;
        };
        let width = self.side(number, line, width_at, width_text, Dimension::Width);
        let Some((height_at, height_text)) = tokens.next() else {
            self.error(number, column(line, line.len()), DiagnosticKind::MissingHeight);
            return None;
        };
        let height = self.side(number, line, height_at, height_text, Dimension::Height);
        if let Some((at, found)) = tokens.next() {
            let kind = DiagnosticKind::ExtraHeaderText { found: found.to_owned() };
            self.error(number, column(line, at), kind);
        }
        Some((width?, height?))
    }

    fn side(
        &mut self,
        number: usize,
        line: &str,
        at: usize,
        text: &str,
        dimension: Dimension,
    ) -> Option<usize> {
        let col = column(line, at);
        if !is_number(text) {
            let kind = DiagnosticKind::HeaderNotANumber { dimension, found: text.to_owned() };
            self.error(number, col, kind);
            return None;
        }
        match text.parse::<usize>() {
            Ok(0) => self.error(number, col, DiagnosticKind::ZeroSize { dimension }),
            Ok(value) if value <= MAX_SIDE => return Some(value),
            _ => self.error(
                number,
                col,
                DiagnosticKind::SizeTooLarge { dimension, found: text.into() },
            ),
        }
        None
    }

    /// One line after the size line, already stripped of trailing white space.
    fn line(&mut self, number: usize, line: &str) {
        let content = line.trim_start_matches([' ', '\t']);
        if content == LEVEL_MARKER {
            self.next_level(number, indent(line));
        } else if let Some(goal) = content.strip_prefix(GOAL_MARKER) {
            self.end_field();
            self.goal(number, column(line, line.len() - goal.len()), goal);
        } else if let Some(state) = content.strip_prefix(PLAYER_MARKER) {
            self.end_field();
            self.player_state(number, column(line, line.len() - state.len()), state);
        } else if content.is_empty() {
            if !self.awaiting_size && !self.level.field_done && self.level.pending_blank.is_none() {
                self.level.pending_blank = Some(number);
            }
        } else if self.awaiting_size {
            self.awaiting_size = false;
            self.level.size_line = number;
            self.level.size = self.header(number, line);
        } else if is_filler(line) {
            self.end_field();
            self.filler(number, line);
        } else if !self.level.field_done {
            if let Some(blank) = self.level.pending_blank.take() {
                self.warning(blank, 1, DiagnosticKind::BlankLineInField);
            }
            self.row(number, line);
            if self.level.size.is_some_and(|(_, height)| self.level.rows == height) {
                self.end_field();
            }
        } else if is_row(line) {
            let extra = self.level.extra_rows.get_or_insert((number, indent(line), 0));
            extra.2 += 1;
        } else {
            let found = content.to_owned();
            self.error(number, indent(line), DiagnosticKind::MalformedFiller { found });
        }
    }

    /// A `Goal:` line: `text` is what follows the colon, starting at `col`.
    fn goal(&mut self, number: usize, col: usize, text: &str) {
        if let Some((_, first_line)) = self.goal {
            self.error(number, 1, DiagnosticKind::SecondGoal { first_line });
            return;
        }
        match parse_goal(text) {
            Ok(goal) => self.goal = Some((goal, number)),
            Err(e) => {
                let kind = DiagnosticKind::BadGoal { message: e.kind.into() };
                self.error(number, col + e.col - 1, kind);
            }
        }
    }

    /// A `Player:` line: `text` is what follows the colon, starting at `col`.
    fn player_state(&mut self, number: usize, col: usize, text: &str) {
        if let Some((_, first_line)) = self.player_state {
            self.error(number, 1, DiagnosticKind::SecondPlayerState { first_line });
            return;
        }
        let state = match crate::json::from_str::<PlayerState>(text) {
            Ok(state) => state,
            Err(e) => {
                // One line of JSON: its column counts characters after the colon.
                let at = col + e.column().saturating_sub(1);
                let message = e.message();
                self.error(number, at, DiagnosticKind::BadPlayerState { message: message.into() });
                return;
            }
        };
        let start = col + (text.len() - text.trim_start().len());
        match state.player_at(Coordinates::ZERO) {
            Ok(_) => self.player_state = Some((state, number)),
            Err(damage) => {
                let message = damage.into();
                self.error(number, start, DiagnosticKind::BadPlayerState { message });
            }
        }
    }

    /// A `Level` line at `number:col`: the level being read is complete, and
    /// the next one's size line follows.
    fn next_level(&mut self, number: usize, col: usize) {
        self.close_level();
        if self.done.len() == MAX_LEVELS {
            self.error(number, col, DiagnosticKind::TooManyLevels { limit: MAX_LEVELS });
        }
        self.level = LevelState { marker: (number, col), ..LevelState::default() };
        self.awaiting_size = true;
    }

    /// Finishes the level being read and files it with the others.
    fn close_level(&mut self) {
        if self.awaiting_size {
            let (line, col) = self.level.marker;
            let level = self.done.len() + 1;
            let kind = DiagnosticKind::MissingLevelSize { level };
            self.error(line, col + LEVEL_MARKER.len(), kind);
            self.awaiting_size = false;
        }
        self.end_field();
        let level = &self.level;
        if let (Some((first, col, count)), Some((_, height))) = (level.extra_rows, level.size) {
            let kind = DiagnosticKind::TooManyRows { expected: height, found: height + count };
            self.error(first, col, kind);
        }
        let level = std::mem::take(&mut self.level);
        self.done.push(level);
    }

    fn end_field(&mut self) {
        let level = &mut self.level;
        if level.field_done {
            return;
        }
        level.field_done = true;
        level.pending_blank = None;
        if let Some((_, height)) = level.size {
            if level.rows < height {
                let line = if level.rows == 0 { level.size_line } else { level.last_row_line } + 1;
                let kind = DiagnosticKind::TooFewRows { expected: height, found: level.rows };
                self.error(line, 1, kind);
            }
        }
    }

    fn row(&mut self, number: usize, line: &str) {
        let y = self.level.rows;
        self.level.rows += 1;
        self.level.last_row_line = number;
        let columns = std::cell::RefCell::new(Columns::new(line));
        let col = |at: usize| columns.borrow_mut().at(at);
        let width = self.level.size.map(|(width, _)| width);
        let mut count = 0;
        let mut first_extra = None;
        for (at, token) in Tokens::new(line, 0) {
            let x = count;
            count += 1;
            if y == 0 && x == 0 {
                self.level.first_cell = Some((number, col(at)));
            }
            let wall = match token {
                "W" => true,
                "." => false,
                _ if is_number(token) => {
                    self.hole(token, Coordinates::new(x as i32, y as i32), number, col(at));
                    false
                }
                // A hole in a wall (`W3`): what is in it is inside the wall,
                // as a ghost can be.
                _ if token.starts_with('W') && is_number(&token[1..]) => {
                    let at = col(at) + 1;
                    self.hole(&token[1..], Coordinates::new(x as i32, y as i32), number, at);
                    true
                }
                _ => {
                    self.error(
                        number,
                        col(at),
                        DiagnosticKind::UnknownCell { found: token.into() },
                    );
                    false
                }
            };
            match width {
                Some(width) if x < width => self.level.cells.push(wall),
                Some(width) if x == width => first_extra = Some(col(at)),
                _ => {}
            }
        }
        let Some(width) = width else { return };
        let row = y + 1;
        if count < width {
            // Not padded: the row is an error, so the cells are never used,
            // and padding would allocate what the size line claims, not what
            // the text holds (a row of one cell under a width of 100 000).
            let kind = DiagnosticKind::TooFewCells { row, expected: width, found: count };
            self.error(number, col(line.len()), kind);
        } else if let Some(extra) = first_extra {
            let kind = DiagnosticKind::TooManyCells { row, expected: width, found: count };
            self.error(number, extra, kind);
        }
    }

    fn hole(&mut self, token: &str, at: Coordinates, line: usize, col: usize) {
        let Ok(number) = token.parse::<u32>() else {
            self.error(line, col, DiagnosticKind::HoleNumberTooLarge { found: token.into() });
            return;
        };
        if let Some(first) = self.level.holes.insert(number, HoleSite { at, line, col }) {
            let kind = DiagnosticKind::DuplicateHole {
                number,
                first_line: first.line,
                first_col: first.col,
            };
            self.warning(line, col, kind);
        }
    }

    fn filler(&mut self, number: usize, line: &str) {
        let start = line.len() - line.trim_start_matches([' ', '\t']).len();
        let digits_end = start + line[start..].bytes().take_while(u8::is_ascii_digit).count();
        let hole_text = &line[start..digits_end];
        // `is_filler` checked that a dot follows the digits.
        let mut tokens = Tokens::new(line, digits_end + 1);
        let hole =
            hole_text.parse::<u32>().ok().and_then(|n| self.level.holes.get(&n)).map(|h| h.at);
        if hole.is_none() {
            let kind = DiagnosticKind::HoleNotOnField { number: hole_text.to_owned() };
            self.error(number, column(line, start), kind);
        }
        let end = column(line, line.len());
        let filler = match tokens.next() {
            None => {
                self.error(number, column(line, digits_end + 1), DiagnosticKind::MissingFillerName);
                None
            }
            Some((_, "Player")) => Some(Filler::Player),
            Some((_, "Item")) => match tokens.next() {
                None => {
                    self.error(number, end, DiagnosticKind::MissingItemKind);
                    None
                }
                Some((at, kind)) => self.item_kind(number, column(line, at), kind),
            },
            Some((_, "Mob")) => self.mob(number, line, &mut tokens),
            Some((_, "Stairs")) => self.stairs(number, line, &mut tokens),
            Some((_, "Exit")) => Some(Filler::Thing(Thing::Exit)),
            Some((_, "Door")) => match tokens.peek_word() {
                Some("Open") => {
                    tokens.next();
                    Some(Filler::Thing(Thing::Door { open: true }))
                }
                _ => Some(Filler::Thing(Thing::Door { open: false })),
            },
            Some((_, "Boulder")) => Some(Filler::Thing(Thing::Boulder)),
            Some((_, "Switch")) => Some(Filler::Thing(Thing::Switch)),
            Some((_, "Spawner")) => Some(Filler::Thing(Thing::Spawner)),
            Some((_, "SwitchDoor")) => match tokens.peek_word() {
                Some("Open") => {
                    tokens.next();
                    Some(Filler::Thing(Thing::SwitchDoor { open: true }))
                }
                _ => Some(Filler::Thing(Thing::SwitchDoor { open: false })),
            },
            Some((_, "Portal")) => match tokens.next() {
                Some((_, colour)) => Some(Filler::Thing(Thing::Portal { colour: colour.into() })),
                None => {
                    self.error(number, end, DiagnosticKind::MissingPortalColour);
                    None
                }
            },
            Some((at, found)) => {
                let kind = DiagnosticKind::UnknownFiller { found: found.into() };
                self.error(number, column(line, at), kind);
                None
            }
        };
        let Some(filler) = filler else { return };
        if let Some((at, found)) = tokens.next() {
            let kind = DiagnosticKind::UnexpectedFillerText { found: found.into() };
            self.error(number, column(line, at), kind);
            return;
        }
        let col = column(line, start);
        match filler {
            Filler::Player => {
                let Some(at) = hole else { return };
                if let Some(previous) = self.player {
                    let kind = DiagnosticKind::PlayerPlacedAgain { last_line: number };
                    self.warning(previous.line, previous.col, kind);
                }
                let level = self.done.len();
                self.player = Some(PlayerSite { level, at, line: number, col });
            }
            Filler::Thing(Thing::Stairs(leads)) => {
                // Noted even on a hole that is not there, so that the level
                // is not also said to lack them.
                if let Some((first_line, _)) = self.level.stairs[slot(leads)] {
                    let kind = DiagnosticKind::SeveralStairs { leads, first_line };
                    self.error(number, col, kind);
                    return;
                }
                self.level.stairs[slot(leads)] = Some((number, col));
                if let Some(at) = hole {
                    self.level.things.push(Placement { at, thing: Thing::Stairs(leads) });
                }
            }
            Filler::Thing(thing) => {
                if let Some(at) = hole {
                    self.level.things.push(Placement { at, thing });
                }
            }
        }
    }

    fn item_kind(&mut self, line: usize, col: usize, text: &str) -> Option<Filler> {
        self.parse_item(line, col, text).map(|kind| Filler::Thing(Thing::Item(kind)))
    }

    fn parse_item(&mut self, line: usize, col: usize, text: &str) -> Option<ItemKind> {
        match text.parse::<ItemKind>() {
            Ok(kind) => Some(kind),
            Err(_) => {
                self.error(line, col, DiagnosticKind::UnknownItemKind { found: text.into() });
                None
            }
        }
    }

    /// The rest of a `Mob` filler: the kind, for a Mimic its optional look,
    /// then `hp=` and `mind=` in either order, each at most once.
    fn mob(&mut self, number: usize, line: &str, tokens: &mut Tokens<'_>) -> Option<Filler> {
        let Some((at, text)) = tokens.next() else {
            self.error(number, column(line, line.len()), DiagnosticKind::MissingMobKind);
            return None;
        };
        let Ok(kind) = text.parse::<MobKind>() else {
            self.error(
                number,
                column(line, at),
                DiagnosticKind::UnknownMobKind { found: text.into() },
            );
            return None;
        };
        let mut next = tokens.next();
        let is_option =
            |text: &str| text.starts_with(HEALTH) || text.starts_with(MIND) || text == ALLY;
        let mut thing = if kind != MobKind::Mimic {
            match next {
                Some((at, text)) if !is_option(text) => {
                    self.error(
                        number,
                        column(line, at),
                        DiagnosticKind::DisguiseNotMimic { mob: kind },
                    );
                    return None;
                }
                _ => Thing::mob(kind),
            }
        } else {
            let thing = match next {
                None => Thing::mimic(DEFAULT_MIMIC_DISGUISE),
                Some((_, text)) if is_option(text) => Thing::mimic(DEFAULT_MIMIC_DISGUISE),
                // Found out: it shows itself (as an exported world writes one).
                Some((_, REVEALED)) => Thing::mob(MobKind::Mimic),
                Some((at, text)) => {
                    Thing::mimic(self.parse_item(number, column(line, at), text)?)
                }
            };
            if next.is_some_and(|(_, text)| !is_option(text)) {
                next = tokens.next();
            }
            thing
        };
        let (mut health, mut mind, mut ally) = (None, None, false);
        while let Some((at, text)) = next {
            if text == ALLY && !ally {
                // Only what a bribe buys can start bought (the content
                // table's `bribe`): a Mercenary today.
                if crate::content::Content::get().mob(kind).bribe.is_none() {
                    let kind = DiagnosticKind::AllyNotBribable { mob: kind };
                    self.error(number, column(line, at), kind);
                    return None;
                }
                ally = true;
            } else if let Some(value) = text.strip_prefix(HEALTH).filter(|_| health.is_none()) {
                health = Some(self.health(number, column(line, at + HEALTH.len()), value)?);
            } else if let Some(value) = text.strip_prefix(MIND).filter(|_| mind.is_none()) {
                mind = Some(
                    parse_mind(value)
                        .map_err(|e| {
                            let kind = DiagnosticKind::BadMind { message: e.message };
                            self.error(number, column(line, at + MIND.len() + e.at), kind);
                        })
                        .ok()?,
                );
            } else {
                let kind = DiagnosticKind::UnexpectedFillerText { found: text.into() };
                self.error(number, column(line, at), kind);
                return None;
            }
            next = tokens.next();
        }
        if health.is_some() {
            thing = thing.with_health(health);
        }
        if ally {
            thing = thing.allied();
        }
        Some(Filler::Thing(thing.with_mind(mind)))
    }

    /// The number after `hp=`, from 1 to [`MAX_STAT`].
    fn health(&mut self, number: usize, col: usize, text: &str) -> Option<i32> {
        match text.parse::<i32>() {
            Ok(health) if (1..=MAX_STAT).contains(&health) => Some(health),
            _ => {
                let kind = DiagnosticKind::BadHealth { found: text.into(), max: MAX_STAT };
                self.error(number, col, kind);
                None
            }
        }
    }

    /// The rest of a `Stairs` filler: its direction.
    fn stairs(&mut self, number: usize, line: &str, tokens: &mut Tokens<'_>) -> Option<Filler> {
        let leads = match tokens.next() {
            None => {
                let end = column(line, line.len());
                self.error(number, end, DiagnosticKind::MissingStairsDirection);
                return None;
            }
            Some((_, "Down")) => Leads::Down,
            Some((_, "Up")) => Leads::Up,
            Some((at, found)) => {
                let kind = DiagnosticKind::UnknownStairsDirection { found: found.into() };
                self.error(number, column(line, at), kind);
                return None;
            }
        };
        Some(Filler::Thing(Thing::Stairs(leads)))
    }

    /// Stairs lead somewhere: down from every level but the last, up from every
    /// level but the first, and only there.
    fn check_stairs(&mut self) {
        let count = self.done.len();
        let mut problems = Vec::new();
        for (index, level) in self.done.iter().enumerate() {
            let [down, up] = level.stairs;
            if let (Some((line, col)), true) = (down, index + 1 == count) {
                problems.push((line, col, DiagnosticKind::StairsDownOnLastLevel));
            }
            if let (Some((line, col)), 0) = (up, index) {
                problems.push((line, col, DiagnosticKind::StairsUpOnFirstLevel));
            }
            // A level whose size line never came already has its error.
            let before = index.checked_sub(1).map(|i| &self.done[i]);
            if let Some(before) = before.filter(|b| b.size_line > 0 && level.size_line > 0) {
                let (line, col) = level.marker;
                if before.stairs[slot(Leads::Down)].is_none() {
                    problems.push((line, col, DiagnosticKind::MissingStairsDown { level: index }));
                }
                if up.is_none() {
                    let kind = DiagnosticKind::MissingStairsUp { level: index + 1 };
                    problems.push((line, col, kind));
                }
            }
        }
        for (line, col, kind) in problems {
            self.error(line, col, kind);
        }
    }

    fn finish(mut self) -> Result<Parsed, Vec<Diagnostic>> {
        self.close_level();
        self.check_stairs();
        let first = &self.done[0];
        if let (None, Some((_, height))) = (self.player, first.size) {
            let (line, col) = first.first_cell.unwrap_or((2, 1));
            // Every row read (the first cell is the top-left one, whatever the
            // rows' lengths).
            if first.rows == height && first.cells.first() == Some(&true) {
                self.error(line, col, DiagnosticKind::PlayerInWall);
            }
        }
        let mut diagnostics = self.diagnostics;
        crate::order::sort_by_key(&mut diagnostics, |d| (d.line, d.col));
        if let (more @ 1.., error, line, col) = self.unlisted {
            // Last, after the listed ones, wherever the last unlisted one is.
            let kind = DiagnosticKind::TooManyProblems { more };
            diagnostics.push(if error {
                Diagnostic::error(line, col, kind)
            } else {
                Diagnostic::warning(line, col, kind)
            });
        }
        if diagnostics.iter().any(Diagnostic::is_error) {
            return Err(diagnostics);
        }
        let mut levels = Vec::with_capacity(self.done.len());
        for level in self.done {
            let Some((width, height)) = level.size else { return Err(diagnostics) };
            let walls =
                WallMatrix::from_cells(Coordinates::ZERO, width as i32, height as i32, level.cells)
                    .expect("without errors every row was read with exactly `width` cells");
            levels.push(WorldPlan { walls, player: Coordinates::ZERO, things: level.things });
        }
        let start = self.player.map_or(0, |p| p.level);
        if let Some(player) = self.player {
            levels[start].player = player.at;
        }
        let mut dungeon = DungeonPlan::new(levels, start)
            .expect("a file has a first level, and the player stands on a level read");
        dungeon.place_entries();
        dungeon.goal = self.goal.map(|(goal, _)| goal);
        dungeon.player_state = self.player_state.map(|(state, _)| state);
        Ok(Parsed { dungeon, warnings: diagnostics })
    }
}

/// Tokens separated by spaces or tabs, with their byte offsets in the line.
#[derive(Debug)]
struct Tokens<'a> {
    line: &'a str,
    at: usize,
}

impl<'a> Tokens<'a> {
    fn new(line: &'a str, at: usize) -> Self {
        Tokens { line, at }
    }

    /// The next word, without taking it.
    fn peek_word(&self) -> Option<&'a str> {
        Tokens { line: self.line, at: self.at }.next().map(|(_, word)| word)
    }
}

impl<'a> Iterator for Tokens<'a> {
    type Item = (usize, &'a str);
    fn next(&mut self) -> Option<Self::Item> {
        let bytes = self.line.as_bytes();
        let mut start = self.at;
        while start < bytes.len() && is_blank(bytes[start]) {
            start += 1;
        }
        if start >= bytes.len() {
            self.at = start;
            return None;
        }
        let mut end = start;
        while end < bytes.len() && !is_blank(bytes[end]) {
            end += 1;
        }
        self.at = end;
        Some((start, &self.line[start..end]))
    }
}

fn is_blank(byte: u8) -> bool {
    byte == b' ' || byte == b'\t'
}

fn is_number(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// `N.` at the start of the line (after any indentation): a filler, however
/// malformed the rest. A field row never starts so, as its cells are separated by
/// spaces and `3.` is no cell.
fn is_filler(line: &str) -> bool {
    let rest = line.trim_start_matches([' ', '\t']);
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && rest.as_bytes().get(digits) == Some(&b'.')
}

/// Every token is a cell: the line reads as a field row.
fn is_row(line: &str) -> bool {
    Tokens::new(line, 0).all(|(_, t)| t == "W" || t == "." || is_number(t))
}

/// The 1-based character column of byte offset `at`.
/// Columns of byte offsets met left to right along one line, counted in
/// characters from where the last one was: linear over the line, however
/// many cells it holds and whatever their script.
struct Columns<'a> {
    line: &'a str,
    ascii: bool,
    byte: usize,
    column: usize,
}

impl<'a> Columns<'a> {
    fn new(line: &'a str) -> Self {
        Columns { line, ascii: line.is_ascii(), byte: 0, column: 1 }
    }

    /// The 1-based column of byte offset `at`.
    fn at(&mut self, at: usize) -> usize {
        if self.ascii {
            return at + 1;
        }
        if at < self.byte {
            (self.byte, self.column) = (0, 1);
        }
        self.column += self.line[self.byte..at].chars().count();
        self.byte = at;
        self.column
    }
}

fn column(line: &str, at: usize) -> usize {
    line[..at].chars().count() + 1
}

/// The column of the line's first non-blank character.
fn indent(line: &str) -> usize {
    column(line, line.len() - line.trim_start_matches([' ', '\t']).len())
}

/// Writes `plan` in the world file format, as a file of one level. The field
/// covers the wall matrix, the player and every thing; it starts at (0, 0), or
/// further up and left if the plan reaches into negative coordinates, in which
/// case everything is shifted so that the file starts at (0, 0). Every cell with
/// the player or things becomes a hole, numbered from 1 in reading order; cells
/// are padded to the width of the widest so that columns line up. A Mimic is
/// written with its look (a bare `Mob Mimic` when it has none, which reads back
/// as [`DEFAULT_MIMIC_DISGUISE`]); a look on any other mob is dropped, as the
/// format has no place for it.
///
/// For a plan whose wall matrix starts at (0, 0) and holds the player and every
/// thing, whose Mimics have a look, and which has no stairs (one level has
/// nowhere for them to lead), `parse_world(&write_world(p))` gives back
/// `p.canonical()` as its one level.
pub fn write_world(plan: &WorldPlan) -> String {
    let mut out = String::new();
    write_level(&mut out, plan, true);
    out
}

/// Writes every level of `dungeon`, each as [`write_world`] does and shifted on
/// its own, the levels after the first each after a blank line and a `Level`
/// line. The `Player` filler goes on the starting level only. A dungeon of one
/// level is written exactly as [`write_world`] writes that level.
///
/// For a dungeon whose levels each satisfy what [`write_world`] asks (but
/// stairs), whose stairs follow the rules of the format (one of a direction
/// per level at most, down on every level but the last, up on every level but
/// the first), and which has at most [`MAX_LEVELS`] levels,
/// `parse_world(&write_dungeon(d))` gives back `d.canonical()`.
pub fn write_dungeon(dungeon: &DungeonPlan) -> String {
    let mut out = String::new();
    for (index, level) in dungeon.levels().iter().enumerate() {
        if index > 0 {
            let _ = write!(out, "\n{LEVEL_MARKER}\n");
        }
        write_level(&mut out, level, index == dungeon.start());
        if index == 0 {
            if let Some(goal) = &dungeon.goal {
                let _ = writeln!(out, "{GOAL_MARKER} {goal}");
            }
            if let Some(state) = &dungeon.player_state {
                let json = crate::json::to_string(state);
                let _ = writeln!(out, "{PLAYER_MARKER} {json}");
            }
        }
    }
    out
}

/// Appends one level: its size line, field and fillers, with the player only
/// if `with_player`.
fn write_level(out: &mut String, plan: &WorldPlan, with_player: bool) {
    let (low, high) = if with_player {
        plan.bounds()
    } else {
        plan.bounds_without_player().unwrap_or((Coordinates::ZERO, Coordinates::ZERO))
    };
    let low = Coordinates::new(low.x.min(0), low.y.min(0));
    let (width, height) = (high.x - low.x + 1, high.y - low.y + 1);
    let mut things: Vec<Placement> = plan.things.clone();
    for placement in &mut things {
        // Remembered places are written as cells of the field.
        placement.thing.translate(-low);
    }
    crate::order::sort_by(&mut things, |a, b| {
        (a.at.y, a.at.x, &a.thing).cmp(&(b.at.y, b.at.x, &b.thing))
    });
    let player = with_player.then_some(plan.player);
    let mut holes: Vec<Coordinates> = things.iter().map(|p| p.at).chain(player).collect();
    crate::order::sort_by_key(&mut holes, |c| (c.y, c.x));
    holes.dedup();
    let cell_width = holes.len().to_string().len();

    out.reserve((width as usize * (cell_width + 1) + 1) * height as usize);
    let _ = writeln!(out, "{width} {height}");
    let mut next_hole = holes.iter().peekable();
    let mut hole_number = 0;
    for y in low.y..=high.y {
        let row_start = out.len();
        for x in low.x..=high.x {
            let cell = Coordinates::new(x, y);
            if next_hole.next_if_eq(&&cell).is_some() {
                hole_number += 1;
                if plan.walls.get(cell) {
                    // Something inside a wall (a ghost): the wall stays.
                    let _ = write!(out, "W{hole_number:<cell_width$} ");
                } else {
                    let _ = write!(out, "{hole_number:<cell_width$} ");
                }
            } else {
                out.push(if plan.walls.get(cell) { 'W' } else { '.' });
                out.extend(std::iter::repeat(' ').take(cell_width));
            }
        }
        let trimmed = out[row_start..].trim_end().len();
        out.truncate(row_start + trimmed);
        out.push('\n');
    }
    let mut things = things.iter().peekable();
    for (index, &hole) in holes.iter().enumerate() {
        let number = index + 1;
        if player == Some(hole) {
            let _ = writeln!(out, "{number}. Player");
        }
        while let Some(placement) = things.next_if(|p| p.at == hole) {
            let _ = writeln!(out, "{number}. {}", placement.thing);
        }
    }
}

#[cfg(test)]
mod tests;
