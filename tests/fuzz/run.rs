//! Running cases: each on a worker thread under `catch_unwind`, timed and
//! its allocation measured; a case that does not finish in time fails the
//! test instead of hanging it. Failing cases are minimised (mutations left
//! out while the failure stays the same) and reported with their input.

use super::corpus::Base;
use super::meter;
use super::mutate::{apply_all, mutations, FileKind, Mutation};
use roguelike::game::GameRng;
use serde_json::Value;
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

/// The longest one case may take.
pub const CASE_TIME: Duration = Duration::from_secs(1);

/// How long a case may run before it counts as hung and fails the test.
pub const HANG: Duration = Duration::from_secs(10);

/// The most a case may allocate above what its thread held before it.
pub const CASE_BYTES: i64 = 100 << 20;

/// How a case ended when nothing went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It loaded and played.
    Played,
    /// It was refused, with this message.
    Refused(String),
}

/// What a check makes of one input: a verdict, or a broken promise that is
/// not a panic (an empty message, a re-save refused).
pub type Check = fn(&str) -> Result<Verdict, String>;

/// One case's outcome, measured.
#[derive(Debug)]
pub struct Measured {
    /// The check's answer, or the panic's message.
    pub result: Result<Result<Verdict, String>, String>,
    /// How long it took.
    pub elapsed: Duration,
    /// How far its allocation rose above where it started.
    pub peak_bytes: i64,
}

/// What went wrong with a case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum FaultKind {
    /// It panicked.
    Panic,
    /// It broke a promise without panicking.
    Broken,
    /// It took longer than [`CASE_TIME`].
    Slow,
    /// It allocated more than [`CASE_BYTES`].
    Memory,
}

impl Measured {
    /// What went wrong, if anything, and its message.
    pub fn fault(&self) -> Option<(FaultKind, String)> {
        match &self.result {
            Err(panic) => return Some((FaultKind::Panic, panic.clone())),
            Ok(Err(broken)) => return Some((FaultKind::Broken, broken.clone())),
            Ok(Ok(_)) => {}
        }
        if self.elapsed > CASE_TIME {
            return Some((FaultKind::Slow, format!("took {:?}", self.elapsed)));
        }
        if self.peak_bytes > CASE_BYTES {
            return Some((FaultKind::Memory, format!("allocated {} MB", self.peak_bytes >> 20)));
        }
        None
    }
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".into())
}

/// A thread that runs cases one at a time.
#[derive(Debug)]
pub struct Worker {
    jobs: Sender<String>,
    results: Receiver<Measured>,
}

impl Worker {
    /// A worker running `check`.
    pub fn new(check: Check) -> Worker {
        let (jobs, inbox) = channel::<String>();
        let (outbox, results) = channel();
        thread::Builder::new()
            .name("fuzz-worker".into())
            .spawn(move || {
                for text in inbox {
                    let start = meter::start();
                    let clock = Instant::now();
                    let result = catch_unwind(AssertUnwindSafe(|| check(&text)))
                        .map_err(|payload| panic_message(payload.as_ref()));
                    let elapsed = clock.elapsed();
                    let peak_bytes = meter::peak_above(start);
                    drop(text);
                    if outbox.send(Measured { result, elapsed, peak_bytes }).is_err() {
                        return;
                    }
                }
            })
            .expect("a worker thread starts");
        Worker { jobs, results }
    }

    /// Runs one case; `None` when it did not finish within [`HANG`] (the
    /// worker is then stuck and must not be used again).
    pub fn run(&self, text: String) -> Option<Measured> {
        self.jobs.send(text).expect("the worker is alive");
        match self.results.recv_timeout(HANG) {
            Ok(measured) => Some(measured),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => panic!("the worker thread died"),
        }
    }
}

/// One generated case: its base, its mutations and its text.
#[derive(Debug)]
pub struct Case {
    /// Its number, from 0 (also its random seed).
    pub number: u64,
    /// The base it mutates.
    pub base: usize,
    /// The mutations.
    pub mutations: Vec<Mutation>,
    /// Cut the text after this many bytes (a file cut off).
    pub cut: Option<usize>,
}

impl Case {
    /// Case `number` of a run over `bases`.
    pub fn new(number: u64, bases: &[Base], kind: FileKind) -> Case {
        let mut rng = GameRng::new(number, 0xf022);
        let base = rng.below(bases.len() as u32) as usize;
        let mutations = mutations(&bases[base].doc, &bases[base].places, kind, &mut rng);
        let cut = (rng.below(40) == 0).then(|| rng.next_u32() as usize);
        Case { number, base, mutations, cut }
    }

    /// The text of this case with only `mutations`.
    pub fn text_with(&self, bases: &[Base], mutations: &[Mutation]) -> String {
        let doc: Value = apply_all(&bases[self.base].doc, mutations);
        let text = if self.number % 2 == 0 {
            serde_json::to_string(&doc)
        } else {
            serde_json::to_string_pretty(&doc)
        }
        .expect("JSON values serialise");
        match self.cut {
            Some(cut) => {
                let cut = cut % text.len().max(1);
                let cut = (0..=cut).rev().find(|&i| text.is_char_boundary(i)).unwrap_or(0);
                text[..cut].to_owned()
            }
            None => text,
        }
    }

    /// The text of this case.
    pub fn text(&self, bases: &[Base]) -> String {
        self.text_with(bases, &self.mutations)
    }
}

/// Counts over a run, for the test's output.
#[derive(Debug, Default)]
pub struct Tally {
    /// Cases that loaded and played.
    pub played: usize,
    /// Cases refused with a message.
    pub refused: usize,
    /// The slowest case: its time and number.
    pub slowest: (Duration, u64),
    /// The most any case allocated, and that case's number.
    pub most_bytes: (i64, u64),
    /// Refusals by the start of their message, to see what the cases reach:
    /// how many, and the first in full.
    pub messages: BTreeMap<String, (usize, String)>,
}

/// Runs cases `0..count` of `kind` over `bases` through `check`, and fails
/// the test with every distinct fault, minimised.
pub fn run_cases(bases: &[Base], kind: FileKind, count: u64, check: Check) -> Tally {
    let worker = Worker::new(check);
    let mut tally = Tally::default();
    // Each distinct fault once: panics and broken promises by their first
    // line, slow or greedy cases by their kind alone (their numbers vary).
    let mut faults: BTreeMap<(FaultKind, String), (String, Case)> = BTreeMap::new();
    for number in 0..count {
        let case = Case::new(number, bases, kind);
        let text = case.text(bases);
        let Some(measured) = worker.run(text.clone()) else {
            let file = keep(&format!("hung-{number}"), &text);
            panic!(
                "case {number} did not finish in {HANG:?} (a hang): {}\nits input: {}",
                describe(&case, bases, &case.mutations),
                file.display()
            );
        };
        tally.slowest = tally.slowest.max((measured.elapsed, number));
        tally.most_bytes = tally.most_bytes.max((measured.peak_bytes, number));
        match measured.fault() {
            Some((fault, message)) => {
                let first_line = match fault {
                    FaultKind::Panic | FaultKind::Broken => message.lines().next(),
                    FaultKind::Slow | FaultKind::Memory => None,
                };
                let key = (fault, first_line.unwrap_or_default().to_owned());
                faults.entry(key).or_insert((message, case));
            }
            None => match measured.result {
                Ok(Ok(Verdict::Played)) => tally.played += 1,
                Ok(Ok(Verdict::Refused(message))) => {
                    tally.refused += 1;
                    tally.messages.entry(gist(&message)).or_insert((0, message)).0 += 1;
                }
                _ => unreachable!("faults are handled above"),
            },
        }
    }
    if faults.is_empty() {
        return tally;
    }
    let reports: Vec<String> = faults
        .into_iter()
        .take(12)
        .map(|((fault, _), (message, case))| {
            let kept = minimise(&worker, &case, bases, fault);
            let file = keep(
                &format!("{fault:?}-{}", case.number).to_lowercase(),
                &case.text_with(bases, &kept),
            );
            format!(
                "{fault:?}: {message}\n  case {}: {}\n  input: {}",
                case.number,
                describe(&case, bases, &kept),
                file.display()
            )
        })
        .collect();
    let kinds =
        if reports.len() == 1 { "1 kind".to_owned() } else { format!("{} kinds", reports.len()) };
    panic!("{kinds} of failure:\n\n{}", reports.join("\n\n"));
}

/// Leaves out mutations one at a time while the case still fails the same
/// way; what remains is needed.
fn minimise(worker: &Worker, case: &Case, bases: &[Base], fault: FaultKind) -> Vec<Mutation> {
    let mut kept = case.mutations.clone();
    let mut i = 0;
    while i < kept.len() && kept.len() > 1 {
        let mut fewer = kept.clone();
        fewer.remove(i);
        let same = worker
            .run(case.text_with(bases, &fewer))
            .is_some_and(|m| m.fault().is_some_and(|(f, _)| f == fault));
        if same {
            kept = fewer;
        } else {
            i += 1;
        }
    }
    kept
}

fn describe(case: &Case, bases: &[Base], mutations: &[Mutation]) -> String {
    let mut lines = vec![format!("the {}", bases[case.base].name)];
    lines.extend(mutations.iter().map(|m| format!("    {m}")));
    if let Some(cut) = case.cut {
        lines.push(format!("    cut off (at byte {cut} modulo its length)"));
    }
    lines.join("\n")
}

/// Writes a failing input where the report can point to it.
fn keep(name: &str, text: &str) -> PathBuf {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("save-fuzz-{name}.json"));
    std::fs::write(&path, text).expect("the target directory is writable");
    path
}

/// A message without its numbers, positions and checksums, to group
/// refusals.
fn gist(message: &str) -> String {
    let words: Vec<&str> = message
        .split_whitespace()
        .map(|w| if w.chars().any(|c| c.is_ascii_digit()) { "#" } else { w })
        .take(9)
        .collect();
    words.join(" ")
}
