//! Rule tests: one or more per rule of spec §3, each on a tiny dungeon written
//! in the test as JSON. `support` builds dungeons and reads responses.

mod actions;
mod battles;
mod bosses;
mod buildables;
mod circuits;
mod collectables;
mod creatures;
mod goals;
mod loading;
mod looks;
mod player_and_statics;
mod portals_and_spawners;
mod saving;
mod support;
mod swamps;
mod time;
