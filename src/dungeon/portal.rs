//! Portals (spec §3.2): stepping onto one puts the player (or a mercenary) on a
//! free cell cardinally next to its partner, preferring the cell straight ahead;
//! a portal found there carries it on (at most [`MAX_PORTAL_HOPS`] times). With
//! no free cell, it stays where it was.

use super::entity::EntityKind;
use super::movement::{Mover, CLOCKWISE};
use super::state::Dungeon;
use crate::game::{Coordinates, Direction};

/// The most portals one step passes through; a longer chain counts as blocked,
/// which keeps hostile dungeons of chained portals cheap.
pub const MAX_PORTAL_HOPS: usize = 64;

impl Dungeon {
    /// `None` if `cell` holds no linked portal; otherwise where a mover entering it
    /// going `direction` comes out (`Some(None)`: nowhere, it stays put).
    pub(super) fn through_portal(
        &self,
        cell: Coordinates,
        direction: Direction,
        mover: Mover,
    ) -> Option<Option<Coordinates>> {
        self.partner_of(cell)?;
        let mut visited = vec![cell];
        Some(self.exit_from(cell, direction, mover, &mut visited))
    }

    /// The cell of the partner of the portal on `cell`.
    fn partner_of(&self, cell: Coordinates) -> Option<Coordinates> {
        self.at(cell).find_map(|(_, e)| match e.kind {
            EntityKind::Portal { partner: Some(partner), .. } => {
                self.entity(partner).map(|p| p.pos)
            }
            _ => None,
        })
    }

    /// The first free cell next to the partner of the portal on `entry`, straight
    /// ahead first, then clockwise from up; portals there are followed, each at
    /// most once (`visited`).
    fn exit_from(
        &self,
        entry: Coordinates,
        direction: Direction,
        mover: Mover,
        visited: &mut Vec<Coordinates>,
    ) -> Option<Coordinates> {
        let partner = self.partner_of(entry)?;
        if visited.len() > 2 * MAX_PORTAL_HOPS {
            return None;
        }
        visited.push(partner);
        let order =
            std::iter::once(direction).chain(CLOCKWISE.into_iter().filter(|&d| d != direction));
        for out in order {
            let cell = partner.step(out);
            if self.is_blocked(cell, mover) || visited.contains(&cell) {
                continue;
            }
            if self.partner_of(cell).is_some() {
                visited.push(cell);
                if let Some(exit) = self.exit_from(cell, out, mover, visited) {
                    return Some(exit);
                }
                continue;
            }
            return Some(cell);
        }
        None
    }
}
