//! Announcer: tells a screen reader what changed, after every event — each
//! turn's new messages (once each, however many frames show them), the
//! active screen's news (death, a labyrinth's status, a world's errors),
//! notices, and the menu's selected line when a menu opens or its cursor
//! moves. The words go to [`AppState::speech`]; the page reads them out
//! through its live regions.

use super::log_cursor::LogCursor;
use crate::core::app_state::AppState;
use crate::core::bus::{Context, EventHandler};
use crate::core::event::Event;
use crate::core::speech::{MenuView, News, Urgency};
use crate::core::state::State;

/// At most this many messages of one turn are announced (a long fight's
/// turn stays readable; the history key has them all).
const MAX_MESSAGES_A_TURN: usize = 12;

/// At most this many different messages of one turn are put into words: a
/// step onto 100,000 items said "no room for the sword" 100,000 times, and
/// wording each cost more than the turn (issue 29). A message met again
/// has the words it had, said already or left out.
const MAX_WORDED_A_TURN: usize = 16 * MAX_MESSAGES_A_TURN;

/// What was announced already.
#[derive(Debug, Default)]
pub struct Announcer {
    /// The messages announced so far.
    log: LogCursor,
    /// Texts announced for the cursor's turn: a text said twice in a turn is
    /// said once.
    said_in_turn: Vec<String>,
    /// The messages of the cursor's turn put into words so far.
    worded_in_turn: Vec<crate::game::Message>,
    /// The active screen's news when last looked at.
    news: News,
    /// The screen the news and menu belong to.
    screen: &'static str,
    /// The menu when last looked at.
    menu: Option<MenuView>,
    /// The notice last announced, by its text and time.
    notice: Option<(String, f64)>,
}

impl EventHandler for Announcer {
    fn name(&self) -> &'static str {
        "Announcer"
    }

    fn handle(&mut self, _: &Event, ctx: &mut Context<'_>) -> Option<State> {
        self.messages(ctx.app);
        let screen = ctx.state.screen();
        let name = screen.name();
        let news = screen.news(ctx.app);
        let menu = screen.menu(ctx.app);
        let moved = name != self.screen;
        self.screen = name;
        self.announce_news(news, moved, ctx.app);
        self.announce_menu(menu, moved, ctx.app);
        self.announce_notice(ctx.app);
        None
    }
}

impl Announcer {
    /// The current game's messages not announced yet.
    fn messages(&mut self, app: &mut AppState) {
        let Some(session) = &app.session else { return };
        let before = self.log.position();
        // Another game: only its latest turn is news, not a loaded save's past.
        let fresh = self.log.fresh(session.generation, session.game.log.all());
        if self.log.position() != before {
            self.said_in_turn.clear();
            self.worded_in_turn.clear();
        }
        for entry in fresh {
            if self.said_in_turn.len() >= MAX_MESSAGES_A_TURN
                || self.worded_in_turn.len() >= MAX_WORDED_A_TURN
            {
                break;
            }
            if self.worded_in_turn.contains(&entry.message) {
                continue;
            }
            self.worded_in_turn.push(entry.message.clone());
            let text = crate::locale::text(&entry.message);
            if !self.said_in_turn.contains(&text) {
                app.speech.say(text.clone(), Urgency::Polite);
                self.said_in_turn.push(text);
            }
        }
    }

    /// The screen's lines that are new: all of them on another screen or
    /// under a new key, else those not shown before.
    fn announce_news(&mut self, news: News, moved: bool, app: &mut AppState) {
        if !moved && news == self.news {
            return;
        }
        let again = moved || news.key != self.news.key;
        let urgency = if news.urgent { Urgency::Assertive } else { Urgency::Polite };
        let mut said: Vec<&String> = Vec::new();
        for line in &news.lines {
            if (again || !self.news.lines.contains(line)) && !said.contains(&line) {
                app.speech.say(line.clone(), urgency);
                said.push(line);
            }
        }
        self.news = news;
    }

    /// The selected line, when a menu opens, its cursor moves or the line's
    /// words change (a seed being typed).
    fn announce_menu(&mut self, menu: Option<MenuView>, moved: bool, app: &mut AppState) {
        let selected_text = |m: &MenuView| m.items.get(m.selected).cloned();
        let changed = match (&menu, &self.menu) {
            (Some(now), Some(before)) => {
                moved
                    || now.selected != before.selected
                    || now.items.len() != before.items.len()
                    || selected_text(now) != selected_text(before)
            }
            (Some(_), None) => true,
            (None, _) => false,
        };
        if let Some(now) = menu.as_ref().filter(|_| changed) {
            app.speech.say(now.announcement(), Urgency::Menu);
        }
        self.menu = menu;
    }

    /// A notice, once.
    fn announce_notice(&mut self, app: &mut AppState) {
        let Some(notice) = &app.notice else { return };
        let current = (notice.text.clone(), notice.since_ms);
        if self.notice.as_ref() != Some(&current) {
            app.speech.say(notice.text.clone(), Urgency::Polite);
            self.notice = Some(current);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::WorldSource;
    use crate::game::{Coordinates, Game, GameWorld, ItemKind, Message, Player};

    /// Issue 29, "≤ 50 ms a key at 100,000 items on one cell": a step onto
    /// the pile logged "no room for the sword" once an item, and every one
    /// was put into words to find it said already. Each different message
    /// is now worded once; what is said is the same.
    #[test]
    fn a_turn_of_100000_same_messages_is_worded_once_a_message() {
        let mut app = AppState::new(1);
        let game = Game::new(GameWorld::new(), Player::new(Coordinates::new(1, 1)), 1);
        app.start_session(game, WorldSource::descent(1));
        let mut announcer = Announcer::default();
        announcer.messages(&mut app);
        app.speech.take();
        let session = app.session.as_mut().expect("a session");
        let turn = session.game.turn + 1;
        for item in [ItemKind::Sword, ItemKind::Shield] {
            for _ in 0..50_000 {
                session.game.log.push(turn, Message::PackFull { item });
            }
        }
        session.game.log.push(turn, Message::PickedUp { item: ItemKind::Sword });
        announcer.messages(&mut app);
        let said: Vec<String> = app.speech.take().into_iter().map(|a| a.text).collect();
        assert_eq!(said.len(), 3, "{said:?}");
        assert_eq!(announcer.worded_in_turn.len(), 3);
    }
}
