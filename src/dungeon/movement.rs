//! Who may enter which cell: the movement constraints of spec §3.2–§3.3 in one
//! table, and the fixed order of directions used wherever order matters.

use super::entity::EntityKind;
use super::state::Dungeon;
use crate::game::{Coordinates, Direction};

/// Directions clockwise from up: the order of every tie-break and search.
pub const CLOCKWISE: [Direction; 4] =
    [Direction::Up, Direction::Right, Direction::Down, Direction::Left];

/// Something that moves, for the question of what stops it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// The player (doors with a key and boulders are handled before asking).
    Player,
    /// A zombie toast.
    ZombieToast,
    /// A mercenary, hostile or allied.
    Mercenary,
    /// A spider (stopped by boulders only).
    Spider,
    /// A boulder being pushed.
    Boulder,
}

impl Mover {
    /// Whether portals carry this mover to their partner (player and mercenaries).
    pub fn uses_portals(self) -> bool {
        matches!(self, Mover::Player | Mover::Mercenary)
    }
}

impl EntityKind {
    /// Whether this entity keeps `mover` out of its cell.
    pub fn blocks(&self, mover: Mover) -> bool {
        match self {
            EntityKind::Wall | EntityKind::Door { open: false, .. } => mover != Mover::Spider,
            EntityKind::Boulder => true,
            EntityKind::ZombieToastSpawner => mover != Mover::Spider,
            EntityKind::Portal { .. } => mover == Mover::Boulder,
            EntityKind::Spider { .. }
            | EntityKind::ZombieToast { .. }
            | EntityKind::Mercenary { .. } => mover == Mover::Boulder,
            EntityKind::Exit
            | EntityKind::Switch
            | EntityKind::Door { open: true, .. }
            | EntityKind::Collectable { .. }
            | EntityKind::PlacedBomb => false,
        }
    }
}

impl Dungeon {
    /// Whether anything on `pos` keeps `mover` out.
    pub(super) fn is_blocked(&self, pos: Coordinates, mover: Mover) -> bool {
        self.at(pos).any(|(_, e)| e.kind.blocks(mover))
    }

    /// Where `mover` ends up stepping from `from` towards `direction`: the cell
    /// itself, or where a portal there sends it; `None` if it cannot go.
    pub(super) fn landing(
        &self,
        from: Coordinates,
        direction: Direction,
        mover: Mover,
    ) -> Option<Coordinates> {
        let target = from.step(direction);
        if self.is_blocked(target, mover) {
            return None;
        }
        if mover.uses_portals() {
            if let Some(exit) = self.through_portal(target, direction, mover) {
                return exit;
            }
        }
        Some(target)
    }
}
