//! `bench`: a fixed suite of positions searched to a fixed depth with a fresh searcher
//! each. The total node count is the search's signature: it changes only when the
//! search's behaviour does.

use super::{Control, Limits, Options, Searcher};
use crate::tcn::parse_tcn;

/// Depth of the standard bench.
pub const DEPTH: u32 = 7;

/// Transposition table size of the bench, in MiB (fixed, so the count is too).
pub const HASH_MIB: usize = 16;

/// The suite: the start, early positions and middle games with Crowned pieces and jumps.
pub const SUITE: &[&str] = &[
    "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1",
    "bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw w a7 2",
    "w1b5/3b3W/wb2B3/b2w1b1w/w6w/b1ww4/b5b1/6bw b - 24",
];

/// What a bench run measured.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BenchResult {
    pub nodes: u64,
    pub time_ms: f64,
    pub stopped: bool,
}

impl BenchResult {
    pub fn nps(&self) -> u64 {
        (self.nodes as f64 * 1000.0 / self.time_ms.max(1.0)) as u64
    }

    /// The protocol's line: `bench nodes <n> nps <n> time <ms>`.
    pub fn line(&self) -> String {
        format!(
            "bench nodes {} nps {} time {}",
            self.nodes,
            self.nps(),
            self.time_ms as u64
        )
    }
}

/// Searches every position of [`SUITE`] to `depth`.
pub fn run(depth: u32, ctl: &Control) -> BenchResult {
    let t0 = (ctl.clock)();
    let mut nodes = 0;
    let mut searcher = Searcher::new(HASH_MIB);
    for tcn in SUITE {
        let Ok(pos) = parse_tcn(tcn) else { continue };
        searcher.clear();
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let r = searcher.search(&pos, &[], &limits, Options::default(), ctl, &mut |_| {});
        nodes += r.nodes;
        if ctl.stop.load(std::sync::atomic::Ordering::Relaxed) {
            return BenchResult {
                nodes,
                time_ms: (ctl.clock)() - t0,
                stopped: true,
            };
        }
    }
    BenchResult {
        nodes,
        time_ms: (ctl.clock)() - t0,
        stopped: false,
    }
}
