//! `Stated`: a behaviour model run by a finite state machine. The machine says how
//! the state changes with what the mob senses, and what each state does; `Stated`
//! keeps the current state and the machine's memory between turns.

use super::{Action, BehaviourModel, BehaviourRecord, Senses};
use crate::game::rng::GameRng;
use std::fmt;

/// The rules of one finite state machine.
pub trait StateMachine: Clone + fmt::Debug + 'static {
    /// The machine's states.
    type State: Copy + fmt::Debug + PartialEq;
    /// What the machine remembers between turns besides its state (such as where the
    /// player was last seen).
    type Memory: Clone + fmt::Debug;

    /// The state for this turn, given last turn's state and what the mob senses now;
    /// may update the memory.
    fn next(
        &self,
        state: Self::State,
        senses: &Senses<'_>,
        memory: &mut Self::Memory,
    ) -> Self::State;

    /// What the mob does in `state` (already advanced by [`StateMachine::next`]).
    fn act(
        &mut self,
        state: Self::State,
        senses: &Senses<'_>,
        memory: &mut Self::Memory,
        rng: &mut GameRng,
    ) -> Action;

    /// The name of `state`, for [`BehaviourModel::state_name`].
    fn state_name(&self, state: Self::State, memory: &Self::Memory) -> String;

    /// The whole machine as a record, for [`BehaviourModel::to_record`].
    fn to_record(&self, state: Self::State, memory: &Self::Memory) -> BehaviourRecord;

    /// Whether `state` is running for its life ([`BehaviourModel::is_fleeing`]).
    fn is_fleeing(&self, _state: Self::State) -> bool {
        false
    }

    /// Forwards [`BehaviourModel::expired`] to models the machine wraps, replacing
    /// any that expire; machines that wrap nothing keep the default.
    fn forward_expired(&mut self) {}
}

/// A behaviour model driven by the state machine `M`: each turn it advances the
/// state, then acts on it.
#[derive(Clone, Debug)]
pub struct Stated<M: StateMachine> {
    machine: M,
    state: M::State,
    memory: M::Memory,
}

impl<M: StateMachine> Stated<M> {
    /// A model running `machine` from `state` with `memory`.
    pub fn from_parts(machine: M, state: M::State, memory: M::Memory) -> Stated<M> {
        Stated { machine, state, memory }
    }

    /// The current state.
    pub fn state(&self) -> M::State {
        self.state
    }

    /// What the machine remembers.
    pub fn memory(&self) -> &M::Memory {
        &self.memory
    }

    /// The machine's rules (and any models it wraps).
    pub fn machine(&self) -> &M {
        &self.machine
    }
}

impl<M: StateMachine> BehaviourModel for Stated<M> {
    fn on_move(&mut self, senses: &Senses<'_>, rng: &mut GameRng) -> Action {
        self.state = self.machine.next(self.state, senses, &mut self.memory);
        self.machine.act(self.state, senses, &mut self.memory, rng)
    }

    fn clone_model(&self) -> Box<dyn BehaviourModel> {
        Box::new(self.clone())
    }

    fn expired(&mut self) -> Option<Box<dyn BehaviourModel>> {
        self.machine.forward_expired();
        None
    }

    fn is_fleeing(&self) -> bool {
        self.machine.is_fleeing(self.state)
    }

    fn state_name(&self) -> String {
        self.machine.state_name(self.state, &self.memory)
    }

    fn to_record(&self) -> BehaviourRecord {
        self.machine.to_record(self.state, &self.memory)
    }
}
