//! Words for announcements (the aria-live region) and the status line.

use crate::game::PlayedMove;
use crate::position::{Outcome, Position};

/// A sentence describing `played`, made from `before`: who moved, the canonical notation,
/// and what it did (hops, crowning, uncrowning, capture).
pub fn announce_move(before: &Position, played: &PlayedMove) -> String {
    let mv = played.mv;
    let who = before.turn();
    let mut s = match mv.hopped() {
        None => format!("{who} {mv}: steps from {} to {}", mv.from(), mv.to()),
        Some((a, b)) => format!(
            "{who} {mv}: double jump from {} over {a} and {b} to {}",
            mv.from(),
            mv.to()
        ),
    };
    let fx = played.effects;
    if let Some(sq) = fx.uncrowned {
        s.push_str(&format!("; {} piece on {sq} loses its crown", who.other()));
    }
    if let Some(sq) = fx.captured {
        s.push_str(&format!("; captures the {} piece on {sq}", who.other()));
    }
    if fx.crowned {
        s.push_str(&format!("; crowned on {}", mv.to()));
    }
    s.push('.');
    s
}

/// A sentence for the end of a game.
pub fn announce_outcome(outcome: Outcome) -> String {
    format!("{outcome}.")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tcn::parse_tcn;

    #[test]
    fn words() {
        let pos = parse_tcn("bbbbbbb1/8/8/5B2/3B4/2w5/8/wwwwwww1 w - 5").unwrap();
        let mv = "c3xe5xg5".parse().unwrap();
        let (_, effects) = pos.play_with_effects(mv);
        let s = announce_move(&pos, &PlayedMove { mv, effects });
        assert_eq!(s, "White c3xe5xg5: double jump from c3 over d4 and f5 to g5; Black piece on f5 loses its crown.");
        let pos = parse_tcn("bbbbbbbb/8/8/8/w7/8/w7/wwwwwww1 w - 5").unwrap();
        let mv = "a4-a3".parse().unwrap();
        let (_, effects) = pos.play_with_effects(mv);
        let s = announce_move(&pos, &PlayedMove { mv, effects });
        assert_eq!(s, "White a4-a3: steps from a4 to a3; crowned on a3.");
    }
}
