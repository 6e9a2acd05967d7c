//! `bench`: a fixed suite of positions searched to a fixed depth with a fresh searcher
//! each. The total node count is the search's signature: it changes only when the
//! search's behaviour does.

use super::{Control, Limits, Options, Searcher};
use crate::tcn::parse_tcn;

/// Depth of the standard bench.
pub const DEPTH: u32 = 6;

/// Transposition table size of the bench, in MiB (fixed, so the count is too).
pub const HASH_MIB: usize = 16;

/// The suite: the start, early positions and middle games with Crowned pieces and jumps.
pub const SUITE: &[&str] = &[
    "bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw w - 1",
    "bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw w a7 2",
    "w1b5/3b3W/wb2B3/b2w1b1w/w6w/b1ww4/b5b1/6bw b - 24",
    "6w1/b2b1bb1/w1w4w/wb5b/7w/1b5b/1ww1w3/1b4bw w - 7",
    "6w1/4bb2/w1wb1bb1/1bW3ww/8/1b3wb1/b1Www3/6b1 w - 16",
    "5w2/4bb2/2Wbb1b1/1ww2w1w/B4bb1/b2ww3/b2ww3/8 w - 26",
    "b2b4/3w1bw1/w4wb1/2W2bb1/B4bw1/b3w3/b4ww1/w7 w - 16",
    "b2b4/5bw1/w4Wb1/B1wb1w2/B1b2b2/5ww1/1b3ww1/w7 w - 26",
    "b6b/1wb1b3/1w3w1w/1bb4b/1w5w/8/6b1/wbw2wbw w - 7",
    "7b/1w2b3/bwb2w1w/wbb4W/7b/1W5b/1b5B/w4w1w w - 16",
    "1Bw4b/2B5/1wb2w1w/wbWb4/4W1b1/1b3b2/1w4B1/5ww1 w - 26",
    "1Bw5/WwB2wb1/1BbW1bw1/2bb4/2W5/1w6/5bB1/5ww1 w - 36",
];

/// What a bench run measured.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BenchResult {
    /// Nodes searched over the bench positions (the bench signature).
    pub nodes: u64,
    /// Milliseconds of the injected clock the run took.
    pub time_ms: f64,
    /// Whether the run was stopped before its end (its node count is then no signature).
    pub stopped: bool,
}

impl BenchResult {
    /// Nodes per second (0 when no time was measured).
    pub fn nps(&self) -> u64 {
        (self.nodes as f64 * 1000.0 / self.time_ms.max(1.0)) as u64
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
