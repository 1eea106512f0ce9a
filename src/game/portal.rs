//! `Portal`: one of a pair of portals of one colour. Stepping onto it puts a
//! walker that uses portals on a free cell beside its partner; path searches
//! see that landing as one step (a map's [`neighbours`](super::GridMap::neighbours)
//! edge), so creatures chase through portals. The partner is kept by its
//! cell: portals never move, and one that is gone (blown up) unlinks its
//! partner, whose cell then holds no portal of the colour.

use super::appearance::{Appearance, Figure, Hue, Layer};
use super::coordinates::Coordinates;
use super::invalid::{Invalid, Thing};
use super::limits;
use super::object::GameObject;
use super::record::{KindMut, KindRef, ObjectRecord};
use serde::Serialize;

/// A portal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, crate::json::ToJson, crate::json::FromJson)]
pub struct Portal {
    at: Coordinates,
    colour: String,
    /// The partner's cell, once the pair is linked.
    partner: Option<Coordinates>,
}

impl Portal {
    /// An unlinked portal of `colour` at `at`.
    pub fn new(at: Coordinates, colour: String) -> Portal {
        Portal { at, colour, partner: None }
    }

    /// Links it to the portal on `partner`.
    pub fn link(&mut self, partner: Coordinates) {
        self.partner = Some(partner);
    }

    /// The colour that pairs it.
    pub fn colour(&self) -> &str {
        &self.colour
    }

    /// Its partner's cell, if it has one.
    pub fn partner(&self) -> Option<Coordinates> {
        self.partner
    }
}

impl GameObject for Portal {
    fn coordinates(&self) -> Coordinates {
        self.at
    }

    fn appearance(&self) -> Appearance {
        // Its colour shows which portal is its partner.
        Appearance {
            hue: Some(Hue::named(&self.colour)),
            ..Appearance::new(Figure::Portal, Layer::Fixture)
        }
    }

    fn record(&self) -> ObjectRecord {
        self.clone().into()
    }

    fn is_static(&self) -> bool {
        true
    }

    fn kind(&self) -> Option<KindRef<'_>> {
        Some(KindRef::Portal(self))
    }

    fn kind_mut(&mut self) -> Option<KindMut<'_>> {
        Some(KindMut::Portal(self))
    }

    fn validate(&self) -> Result<(), Invalid> {
        limits::check_cell(Thing::Named("dungeon_portal"), self.at)?;
        if let Some(partner) = self.partner {
            limits::check_cell(Thing::Named("dungeon_portal"), partner)?;
        }
        limits::check_text(&self.colour)
    }
}
