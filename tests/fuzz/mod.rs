//! The machinery of `save_fuzz`: a counting allocator, the corpus of real
//! saves and replays, mutations, and the runner that measures each case.

pub mod corpus;
pub mod meter;
pub mod mutate;
pub mod run;
