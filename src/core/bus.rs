//! The event bus (the seed's mediator): hands every event to every handler in
//! one fixed order; follow-up events queue up and run first-in-first-out after
//! the current one, never recursively. Input reaches screens through one of
//! those handlers, which hands it to the active screen only.

use super::app_state::AppState;
use super::event::Event;
use super::state::State;
use crate::render::Painter;
use std::collections::VecDeque;
use std::fmt;

/// Follow-up events a handler sends; they run after the current event.
#[derive(Debug, Default)]
pub struct Outbox {
    queue: VecDeque<Event>,
}

impl Outbox {
    /// Queues `event` to run after the current one (and after those queued before it).
    pub fn send(&mut self, event: Event) {
        self.queue.push_back(event);
    }
}

/// What a handler gets with an event.
pub struct Context<'a> {
    /// What every screen shares (the seed's "current state"): the game,
    /// the clock, the host's requests.
    pub app: &'a mut AppState,
    /// The state machine: the active screen and its data.
    pub state: &'a mut State,
    /// Where to draw (only on `Tick`).
    pub painter: &'a mut dyn Painter,
    /// Where to send follow-up events.
    pub outbox: &'a mut Outbox,
}

impl fmt::Debug for Context<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Context").field("state", &self.state.screen_name()).finish_non_exhaustive()
    }
}

/// A controller for one concern. It may change the state by returning the new
/// one: the change takes effect at once, so handlers after it in the order
/// already see the new state for the same event.
pub trait EventHandler: crate::native_debug::NativeDebug {
    /// The handler's name, for the debug overlay and tests.
    fn name(&self) -> &'static str;
    /// Reacts to one event.
    fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State>;
}

crate::debug_as_trait_name!(EventHandler);

/// The bus: handlers in their fixed order.
#[derive(Debug, Default)]
pub struct EventBus {
    handlers: Vec<Box<dyn EventHandler>>,
}

impl EventBus {
    /// A bus with these handlers, called in this order.
    pub fn new(handlers: Vec<Box<dyn EventHandler>>) -> EventBus {
        EventBus { handlers }
    }

    /// The handlers' names in call order.
    pub fn handler_names(&self) -> Vec<&'static str> {
        self.handlers.iter().map(|h| h.name()).collect()
    }

    /// Runs `event` and then every follow-up it causes, in FIFO order.
    /// Returns how many events ran.
    pub fn dispatch(
        &mut self,
        event: Event,
        app: &mut AppState,
        state: &mut State,
        painter: &mut dyn Painter,
    ) -> usize {
        let mut outbox = Outbox::default();
        outbox.send(event);
        let mut count = 0;
        while let Some(event) = outbox.queue.pop_front() {
            count += 1;
            app.debug.events_dispatched += 1;
            for handler in &mut self.handlers {
                painter.begin_layer(handler.name());
                let mut ctx = Context {
                    app: &mut *app,
                    state: &mut *state,
                    painter: &mut *painter,
                    outbox: &mut outbox,
                };
                if let Some(next) = handler.handle(&event, &mut ctx) {
                    *state = next;
                    app.debug.screens_opened += 1;
                }
            }
        }
        count
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::key::{Key, Modifiers};
    use crate::game::GameEvent;
    use crate::render::RecordingPainter;
    use std::cell::RefCell;
    use std::rc::Rc;

    type Journal = Rc<RefCell<Vec<String>>>;

    #[derive(Debug)]
    struct Probe {
        name: &'static str,
        journal: Journal,
        on_key_send: Vec<Event>,
        on_key_go: Option<fn() -> State>,
    }

    impl EventHandler for Probe {
        fn name(&self) -> &'static str {
            self.name
        }

        fn handle(&mut self, event: &Event, ctx: &mut Context<'_>) -> Option<State> {
            self.journal.borrow_mut().push(format!(
                "{}:{}:{}",
                self.name,
                event.name(),
                ctx.state.screen_name()
            ));
            if matches!(event, Event::KeyDown { .. }) {
                for e in &self.on_key_send {
                    ctx.outbox.send(e.clone());
                }
                return self.on_key_go.map(|go| go());
            }
            None
        }
    }

    fn probe(name: &'static str, journal: &Journal) -> Probe {
        Probe { name, journal: journal.clone(), on_key_send: vec![], on_key_go: None }
    }

    fn key() -> Event {
        Event::KeyDown { code: Key::W, repeat: false, modifiers: Modifiers::default(), typed: None }
    }

    fn run(bus: &mut EventBus, event: Event, app: &mut AppState, state: &mut State) -> usize {
        bus.dispatch(event, app, state, &mut RecordingPainter::new(1.0, 1.0))
    }

    #[test]
    fn handlers_run_in_order() {
        let journal = Journal::default();
        let mut bus = EventBus::new(vec![
            Box::new(probe("a", &journal)),
            Box::new(probe("b", &journal)),
            Box::new(probe("c", &journal)),
        ]);
        let (mut app, mut state) = (AppState::default(), State::main_menu());
        run(&mut bus, Event::Tick { now_ms: 1.0 }, &mut app, &mut state);
        assert_eq!(*journal.borrow(), ["a:Tick:main_menu", "b:Tick:main_menu", "c:Tick:main_menu"]);
    }

    #[test]
    fn follow_ups_run_fifo_after_the_current_event() {
        let journal = Journal::default();
        let mut first = probe("a", &journal);
        first.on_key_send = vec![Event::Game(GameEvent::PlayerDie), Event::Tick { now_ms: 2.0 }];
        let mut bus = EventBus::new(vec![Box::new(first), Box::new(probe("b", &journal))]);
        let (mut app, mut state) = (AppState::default(), State::main_menu());
        let n = run(&mut bus, key(), &mut app, &mut state);
        assert_eq!(n, 3);
        assert_eq!(
            *journal.borrow(),
            [
                "a:KeyDown:main_menu",
                "b:KeyDown:main_menu",
                "a:PlayerDie:main_menu",
                "b:PlayerDie:main_menu",
                "a:Tick:main_menu",
                "b:Tick:main_menu",
            ]
        );
        assert_eq!(app.debug.events_dispatched, 3);
    }

    #[test]
    fn a_transition_is_seen_by_the_handlers_after_it() {
        let journal = Journal::default();
        let mut first = probe("a", &journal);
        first.on_key_go = Some(State::playing);
        let mut bus = EventBus::new(vec![Box::new(first), Box::new(probe("b", &journal))]);
        let (mut app, mut state) = (AppState::default(), State::main_menu());
        run(&mut bus, key(), &mut app, &mut state);
        assert_eq!(*journal.borrow(), ["a:KeyDown:main_menu", "b:KeyDown:playing"]);
        assert_eq!(state.screen_name(), "playing");
    }
}
