//! Travel: walking, a step at a time, to a place the player knows — the
//! stairs (`>` `<` off the stairs), a clicked cell — by the shortest way
//! through cells the player knows are open, diagonals included (never
//! cutting a wall's corner, nor one the player has not seen), and stopping
//! as a careful player would ([`Watch`]). The way is found again before
//! every step, from what the player knows then.

use super::appearance::{Figure, Leads, Visibility};
use super::coordinates::{Coordinates, Step};
use super::game::{Command, Game};
use super::map::{Edge, GridMap};
use super::search::Search;
use super::watch::{Interruption, Watch};

/// The most cells one search for the way visits: more than any level of
/// the descent holds, so it only bounds a world file's open plain.
const MAX_TRAVEL_CELLS: usize = 40_000;

/// Where a journey goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Destination {
    /// A known cell of the current level.
    Cell(Coordinates),
    /// The nearest known stairs leading this way; up from the first level,
    /// the exit.
    Stairs(Leads),
}

/// Why a journey stops, or will not start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TravelStop {
    /// The player stands where they were going.
    Arrived,
    /// Something a player stops for.
    Interrupted(Interruption),
    /// No stairs of that way (nor the exit) are known on this level.
    NothingKnown(Leads),
    /// No known way leads there now (a creature stands in it, or the place
    /// is walled off as far as the player knows).
    NoWay,
    /// The game is over, or the player left the level.
    Over,
}

/// One journey, from the key press or click that starts it to its stop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Traveller {
    destination: Destination,
    depth: usize,
    watch: Watch,
}

impl Traveller {
    /// A journey from here, or why it cannot start (already there, no such
    /// stairs known, no way).
    pub fn new(game: &Game, destination: Destination) -> Result<Traveller, TravelStop> {
        let mut traveller =
            Traveller { destination, depth: game.depth(), watch: Watch::new(game, false) };
        traveller.way(game)?;
        Ok(traveller)
    }

    /// Where it goes.
    pub fn destination(&self) -> Destination {
        self.destination
    }

    /// The next step, or why to stop. Call it before each step and play the
    /// command it gives.
    pub fn next(&mut self, game: &Game) -> Result<Command, TravelStop> {
        if game.is_over() || game.depth() != self.depth {
            return Err(TravelStop::Over);
        }
        self.watch.look(game).map_err(TravelStop::Interrupted)?;
        self.way(game)
    }

    /// The first step of the way from where the player stands.
    fn way(&mut self, game: &Game) -> Result<Command, TravelStop> {
        let here = game.player.coordinates;
        let map = KnownWay { game, destination: self.destination };
        if map.is_destination(here) {
            return Err(TravelStop::Arrived);
        }
        if let Destination::Cell(cell) = self.destination {
            if !game.cell_view(cell).is_some_and(|view| !view.wall) {
                return Err(TravelStop::NoWay);
            }
        }
        let search =
            Search::breadth_first(&map, here, MAX_TRAVEL_CELLS, |cell| map.is_destination(cell));
        let Some(found) = search.found else {
            return Err(match self.destination {
                Destination::Stairs(leads) if !map.knows_destination(here) => {
                    TravelStop::NothingKnown(leads)
                }
                _ => TravelStop::NoWay,
            });
        };
        let first = search.path_to(found).first().copied().ok_or(TravelStop::NoWay)?;
        match Step::of_delta(first - here) {
            Some(Step::Straight(direction)) => Ok(Command::Move(direction)),
            Some(Step::Diagonal(diagonal)) => Ok(Command::Diagonal(diagonal)),
            None => Err(TravelStop::NoWay),
        }
    }
}

/// The level as the player knows it, for the search of a way: cells seen
/// and open, without a creature in view or anything a step would set off
/// (an exit, a door, a portal) unless it is where the journey goes.
struct KnownWay<'a> {
    game: &'a Game,
    destination: Destination,
}

impl KnownWay<'_> {
    fn is_destination(&self, cell: Coordinates) -> bool {
        match self.destination {
            Destination::Cell(goal) => cell == goal,
            Destination::Stairs(leads) => self.game.cell_view(cell).is_some_and(|view| {
                view.things.iter().any(|a| match a.figure {
                    Figure::Stairs(l) => l == leads,
                    // Up from the first level is out, through the exit.
                    Figure::Exit => leads == Leads::Up && self.game.depth() == 0,
                    _ => false,
                })
            }),
        }
    }

    /// Whether any cell the player remembers is a destination; only asked
    /// when the search found none, to tell "no stairs known" from "no way".
    fn knows_destination(&self, here: Coordinates) -> bool {
        let everywhere = Search::breadth_first(&Anywhere(self), here, MAX_TRAVEL_CELLS, |cell| {
            self.is_destination(cell)
        });
        everywhere.found.is_some()
    }

    /// A cell the player knows to be open: seen, no wall.
    fn known_open(&self, cell: Coordinates) -> bool {
        self.game.cell_view(cell).is_some_and(|view| !view.wall)
    }

    fn passable(&self, cell: Coordinates) -> bool {
        let Some(view) = self.game.cell_view(cell) else { return false };
        if view.wall {
            return false;
        }
        if self.is_destination(cell) {
            return true;
        }
        let in_view = view.visibility == Visibility::InView;
        !view.things.iter().any(|a| stops_travel(a.figure, in_view))
    }
}

/// Whether a journey must not step onto a thing (except where it goes): a
/// creature (a step would strike it), an exit (a step may end the game),
/// something solid or something that sends the walker elsewhere.
fn stops_travel(figure: Figure, in_view: bool) -> bool {
    match figure {
        Figure::Mob(_)
        | Figure::Spider
        | Figure::ZombieToast
        | Figure::Mercenary { .. }
        | Figure::Assassin { .. }
        | Figure::Hydra
        | Figure::OlderPlayer
        | Figure::Spirit => in_view,
        Figure::Exit
        | Figure::LockedDoor
        | Figure::Door { open: false }
        | Figure::Boulder
        | Figure::Spawner
        | Figure::LitBomb
        | Figure::Portal
        | Figure::TimePortal
        | Figure::LightBulb { .. }
        | Figure::SwitchDoor { open: false }
        | Figure::Wormhole => true,
        Figure::Wall
        | Figure::Item(_)
        | Figure::Stairs(_)
        | Figure::Entrance
        | Figure::Player
        | Figure::Switch { .. }
        | Figure::Door { open: true }
        | Figure::SwitchDoor { open: true }
        | Figure::Wire { .. }
        // Slow ground is still ground: the way may cross it.
        | Figure::Swamp => false,
    }
}

impl GridMap for KnownWay<'_> {
    fn is_opaque(&self, cell: Coordinates) -> bool {
        !self.known_open(cell)
    }

    fn is_occupied(&self, cell: Coordinates) -> bool {
        !self.passable(cell)
    }

    /// The eight steps onto passable cells; a diagonal only when both cells
    /// beside its corner are known and open (an unseen one may be a wall).
    /// A search reads the way from [`Search::path_to`]: a diagonal edge's
    /// `direction` is only its vertical part.
    fn neighbours(&self, cell: Coordinates, out: &mut Vec<Edge>) {
        for step in Step::ALL {
            let to = cell + step.delta();
            if !self.passable(to) {
                continue;
            }
            let direction = match step {
                Step::Straight(direction) => direction,
                Step::Diagonal(diagonal) => {
                    let (vertical, horizontal) = diagonal.parts();
                    let corner_open = self.known_open(cell.step(vertical))
                        && self.known_open(cell.step(horizontal));
                    if !corner_open {
                        continue;
                    }
                    vertical
                }
            };
            out.push(Edge { direction, to, cost: 1 });
        }
    }
}

/// Every cell the player knows is open, whatever stands there: where a
/// destination might lie.
struct Anywhere<'a, 'b>(&'a KnownWay<'b>);

impl GridMap for Anywhere<'_, '_> {
    fn is_opaque(&self, cell: Coordinates) -> bool {
        !self.0.known_open(cell)
    }

    fn is_occupied(&self, _cell: Coordinates) -> bool {
        false
    }
}

impl Game {
    /// Whether the player stands on a passage leading `leads`: what `>` or
    /// `<` takes ([`Command::Travel`]); elsewhere those keys travel to the
    /// known stairs instead.
    pub fn passage_here(&self, leads: Leads) -> bool {
        let world = self.world();
        world
            .ids_at(self.player.coordinates)
            .iter()
            .filter_map(|&id| world.get(id)?.passage())
            .any(|p| p.leads == leads && p.level < self.levels.len())
    }
}
