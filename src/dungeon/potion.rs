//! Potion effects and their queue (spec §3.4): a potion drunk while another
//! lasts waits until the tick after that one wears off.

use serde::Serialize;
use std::collections::VecDeque;

/// The effect of a potion.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
#[serde(rename_all = "snake_case")]
pub enum Potion {
    /// Battles end after one round, won; zombies and mercenaries flee.
    Invincibility,
    /// No battles; mercenaries wander like zombies.
    Invisibility,
}

/// One drunk potion and the ticks it has left.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct Effect {
    /// Which potion.
    pub potion: Potion,
    /// Ticks left, counting the current one.
    pub ticks_left: u32,
}

/// The potions drunk and not yet worn off; the first is in effect.
#[derive(
    Clone, Debug, Default, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson,
)]
pub struct PotionQueue {
    effects: VecDeque<Effect>,
}

impl PotionQueue {
    /// Drinks a potion lasting `duration` ticks: in effect at once if none is,
    /// otherwise queued. A potion lasting 0 ticks does nothing.
    pub fn drink(&mut self, potion: Potion, duration: u32) {
        if duration > 0 {
            self.effects.push_back(Effect { potion, ticks_left: duration });
        }
    }

    /// The potion in effect now.
    pub fn active(&self) -> Option<Potion> {
        self.effects.front().map(|e| e.potion)
    }

    /// The effect now, with its ticks left.
    pub fn active_effect(&self) -> Option<Effect> {
        self.effects.front().copied()
    }

    /// Potions drunk that wait for the active one to wear off.
    pub fn queued(&self) -> usize {
        self.effects.len().saturating_sub(1)
    }

    /// Whether `potion` is in effect now.
    pub fn is_active(&self, potion: Potion) -> bool {
        self.active() == Some(potion)
    }

    /// Counts the end of a tick (after the enemies moved): the active potion
    /// wears off when its ticks are spent, and the next takes over next tick.
    pub fn end_tick(&mut self) {
        if let Some(effect) = self.effects.front_mut() {
            effect.ticks_left = effect.ticks_left.saturating_sub(1);
            if effect.ticks_left == 0 {
                self.effects.pop_front();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Spec §3.4: invisibility for 5 ticks drunk on tick 0, invincibility on
    /// tick 3; visible again after tick 4, invincible from tick 5.
    #[test]
    fn queued_potions_follow_the_spec_example() {
        let mut queue = PotionQueue::default();
        let mut active = Vec::new();
        for tick in 0..8 {
            if tick == 0 {
                queue.drink(Potion::Invisibility, 5);
            }
            if tick == 3 {
                queue.drink(Potion::Invincibility, 2);
            }
            active.push(queue.active());
            queue.end_tick();
        }
        use Potion::*;
        let expected = [
            Some(Invisibility),
            Some(Invisibility),
            Some(Invisibility),
            Some(Invisibility),
            Some(Invisibility),
            Some(Invincibility),
            Some(Invincibility),
            None,
        ];
        assert_eq!(active, expected);
    }
}
