//! Helpers shared by the behaviour tests: senses with plain defaults, and a tiny
//! stand-in for the world applying an action.

use super::{Action, Senses};
use crate::game::{CharMap, Coordinates};

/// The mover (`g`) and the player (`@`) marked on a test map.
pub fn marks(map: &CharMap) -> (Coordinates, Coordinates) {
    (map.find('g').expect("test map marks the mob"), map.find('@').expect("and the player"))
}

/// Senses of a healthy, unarmored walker with the content table's hearing radius.
pub fn senses<'a>(
    map: &'a CharMap,
    me: Coordinates,
    player: Coordinates,
    sees_player: bool,
) -> Senses<'a> {
    Senses {
        map,
        me,
        player,
        sees_player,
        passes_walls: false,
        health: 10,
        max_health: 10,
        armor: 0,
        player_attack: 1,
        hearing_radius: 3,
    }
}

/// Where a mob at `me` ends up after `action`, as the world would rule: an attack on
/// the player or a step into a closed cell leaves it in place.
pub fn apply(senses: &Senses<'_>, action: Action) -> Coordinates {
    match action {
        Action::Stay => senses.me,
        Action::Step(d) => {
            let next = senses.me.step(d);
            let closed = if senses.passes_walls {
                senses.map.is_occupied(next)
            } else {
                senses.map.is_blocked(next)
            };
            if next == senses.player || closed {
                senses.me
            } else {
                next
            }
        }
    }
}
