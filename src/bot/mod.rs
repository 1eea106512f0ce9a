//! The balance bot: a player that knows only what a person playing is shown —
//! the cells in view and remembered (`Game::cell_view`), the HUD's numbers,
//! the pack, the goal line and the creature guide (the content table) — and
//! plays by sending the same commands the keys send. Many runs of it measure
//! how the game plays (`roguelike bot`), as a careful player or as a
//! newcomer (`--persona naive`).

mod memory;
mod player;
mod report;

pub use memory::Memory;
pub use player::{outcome, BotPlayer, Persona, RunOutcome};
pub use report::{in_parallel, play_runs, play_runs_as, BotReport, RunRecord};
