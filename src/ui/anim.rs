//! Animation plans: computed from a move and the positions before and after it, then
//! sampled at any time to give what a frame shows. Pure, so it is tested natively; the
//! browser plays a plan with `requestAnimationFrame`.
//!
//! A step slides. A double jump hops twice, arcing over each hopped piece. The second
//! hopped piece then loses its crown, or is captured and fades. A mover that forms a
//! Troika gains its crown when it lands.

use crate::position::{MoveEffects, Piece, Position};
use crate::types::{Move, Square};
use crate::ui::geometry::Point;

/// Milliseconds a step slides.
pub const STEP_MS: f64 = 200.0;
/// Milliseconds each hop of a double jump takes.
pub const HOP_MS: f64 = 260.0;
/// Milliseconds a crown takes to appear or vanish, or a captured piece to fade.
pub const EFFECT_MS: f64 = 320.0;

/// One straight segment of the mover's path.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Segment {
    from: Square,
    to: Square,
    start: f64,
    duration: f64,
    /// Whether the piece arcs (a hop) rather than slides.
    hop: bool,
}

/// What happens to the second hopped piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Victim {
    /// It loses its crown and stays.
    Uncrowned,
    /// It is captured and fades away.
    Captured,
}

/// The second hopped piece in a plan: where it stands, the piece as it was, what happens
/// to it, and when.
#[derive(Clone, Copy, Debug, PartialEq)]
struct VictimPlan {
    square: Square,
    piece: Piece,
    fate: Victim,
    /// Milliseconds from the start of the plan.
    start: f64,
}

/// The second hopped piece as one frame shows it, drawn over the after-position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct VictimFrame {
    /// Its square.
    pub square: Square,
    /// The piece as it was before the move.
    pub piece: Piece,
    /// Its opacity, 0 (gone) to 1.
    pub opacity: f64,
    /// Its crown's size, 0 (none) to 1 (full).
    pub crown: f64,
}

/// An animation plan for one move.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// The move animated.
    pub mv: Move,
    /// The moving piece as it was before the move.
    pub mover: Piece,
    segments: Vec<Segment>,
    /// The second hopped piece, what happens to it, and when it starts.
    victim: Option<VictimPlan>,
    /// When the mover's crown starts to appear, if it gains one.
    crown_at: Option<f64>,
    total: f64,
}

/// What one frame shows on top of the position after the move.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    /// Squares of the after-position not to draw from it (the mover's landing square).
    pub hidden: Vec<Square>,
    /// The mover's centre in (file, rank) units (`x` the file, `y` the rank), fractional.
    pub mover_at: Point,
    /// Height of the mover above the board, 0..1 (hops arc).
    pub lift: f64,
    /// The mover's crown size, 0 (none) to 1 (full).
    pub mover_crown: f64,
    /// The second hopped piece, drawn over the after-position.
    pub victim: Option<VictimFrame>,
    /// The plan is over: the after-position is drawn as it is.
    pub done: bool,
}

fn ease_in_out(t: f64) -> f64 {
    let t = t.clamp(0.0, 1.0);
    if t < 0.5 {
        2.0 * t * t
    } else {
        1.0 - (-2.0 * t + 2.0).powi(2) / 2.0
    }
}

fn ease_out(t: f64) -> f64 {
    let t = t.clamp(0.0, 1.0);
    1.0 - (1.0 - t).powi(3)
}

/// A crown popping in: grows a little past full size, then settles.
fn pop(t: f64) -> f64 {
    let t = t.clamp(0.0, 1.0);
    if t < 0.7 {
        ease_out(t / 0.7) * 1.15
    } else {
        1.15 - 0.15 * ease_in_out((t - 0.7) / 0.3)
    }
}

impl Plan {
    /// The plan for `mv` played from `before` with the given effects. `before` must hold
    /// the mover on the origin square.
    pub fn new(before: &Position, mv: Move, effects: MoveEffects) -> Option<Plan> {
        let mover = before.piece_at(mv.from())?;
        let mut segments = Vec::new();
        let mut t = 0.0;
        match mv.via() {
            None => {
                segments.push(Segment {
                    from: mv.from(),
                    to: mv.to(),
                    start: 0.0,
                    duration: STEP_MS,
                    hop: false,
                });
                t = STEP_MS;
            }
            Some(via) => {
                for (a, b) in [(mv.from(), via), (via, mv.to())] {
                    segments.push(Segment {
                        from: a,
                        to: b,
                        start: t,
                        duration: HOP_MS,
                        hop: true,
                    });
                    t += HOP_MS;
                }
            }
        }
        let mut total = t;
        // The second hopped piece is affected as the jumper passes over it.
        let victim = mv.hopped().and_then(|(_, second)| {
            let piece = before.piece_at(second)?;
            let kind = if effects.captured == Some(second) {
                Victim::Captured
            } else {
                Victim::Uncrowned
            };
            let start = HOP_MS * 1.5;
            total = f64::max(total, start + EFFECT_MS);
            Some(VictimPlan {
                square: second,
                piece,
                fate: kind,
                start,
            })
        });
        let crown_at = effects.crowned.then_some(t);
        if crown_at.is_some() {
            total = total.max(t + EFFECT_MS);
        }
        Some(Plan {
            mv,
            mover,
            segments,
            victim,
            crown_at,
            total,
        })
    }

    /// The plan for a piece dropped by hand on its landing square: no travel, only the
    /// crown changes and the capture, at once.
    pub fn dropped(mut self) -> Plan {
        let to = self.mv.to();
        self.segments = vec![Segment {
            from: to,
            to,
            start: 0.0,
            duration: 0.0,
            hop: false,
        }];
        self.victim = self.victim.map(|v| VictimPlan { start: 0.0, ..v });
        self.crown_at = self.crown_at.map(|_| 0.0);
        self.total = if self.victim.is_some() || self.crown_at.is_some() {
            EFFECT_MS
        } else {
            0.0
        };
        self
    }

    /// Total length in milliseconds.
    pub fn duration(&self) -> f64 {
        self.total
    }

    /// The frame at `t` milliseconds from the start.
    pub fn frame(&self, t: f64) -> Frame {
        let done = t >= self.total;
        // The mover: on the segment running at t, or at the end of the last one.
        let seg = self
            .segments
            .iter()
            .find(|s| t < s.start + s.duration)
            .or(self.segments.last());
        let (mover_at, lift) = match seg {
            Some(s) => {
                let p = if s.duration > 0.0 {
                    ((t - s.start) / s.duration).clamp(0.0, 1.0)
                } else {
                    1.0
                };
                let e = if s.hop { ease_in_out(p) } else { ease_out(p) };
                let (f0, r0) = (f64::from(s.from.file()), f64::from(s.from.rank()));
                let (f1, r1) = (f64::from(s.to.file()), f64::from(s.to.rank()));
                let lift = if s.hop { 4.0 * p * (1.0 - p) } else { 0.0 };
                (Point::new(f0 + (f1 - f0) * e, r0 + (r1 - r0) * e), lift)
            }
            None => (
                Point::new(
                    f64::from(self.mv.to().file()),
                    f64::from(self.mv.to().rank()),
                ),
                0.0,
            ),
        };
        let mover_crown = if self.mover.crowned {
            1.0
        } else {
            match self.crown_at {
                Some(at) if t >= at => pop((t - at) / EFFECT_MS),
                _ => 0.0,
            }
        };
        let victim = self.victim.map(|v| {
            let p = ((t - v.start) / EFFECT_MS).clamp(0.0, 1.0);
            let (opacity, crown) = match v.fate {
                // Crowned before; the crown shrinks away and the piece stays.
                Victim::Uncrowned => (1.0, 1.0 - ease_in_out(p)),
                // The piece fades out, keeping whatever crown it had.
                Victim::Captured => (1.0 - ease_in_out(p), f64::from(u8::from(v.piece.crowned))),
            };
            VictimFrame {
                square: v.square,
                piece: v.piece,
                opacity,
                crown,
            }
        });
        Frame {
            hidden: match (done, self.victim) {
                (true, _) => Vec::new(),
                (false, Some(v)) if v.fate == Victim::Uncrowned => vec![self.mv.to(), v.square],
                (false, _) => vec![self.mv.to()],
            },
            mover_at,
            lift: if done { 0.0 } else { lift },
            mover_crown: if done {
                f64::from(u8::from(self.mover.crowned || self.crown_at.is_some()))
            } else {
                mover_crown
            },
            victim: if done { None } else { victim },
            done,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tcn::parse_tcn;
    use crate::ui::testing::mv;

    fn plan(tcn: &str, m: &str) -> (Plan, Position) {
        let before = parse_tcn(tcn).unwrap();
        let (after, fx) = before.play_with_effects(mv(m));
        (Plan::new(&before, mv(m), fx).unwrap(), after)
    }

    #[test]
    fn step_slides_to_its_square() {
        let (p, _) = plan(crate::tcn::START_TCN, "a6-a7");
        assert_eq!(p.duration(), STEP_MS);
        let f0 = p.frame(0.0);
        assert_eq!(f0.mover_at, Point::new(0.0, 5.0));
        assert_eq!(f0.hidden, vec![mv("a6-a7").to()]);
        assert_eq!(f0.lift, 0.0);
        let mid = p.frame(STEP_MS / 2.0);
        assert!(mid.mover_at.y > 5.0 && mid.mover_at.y < 6.0);
        let end = p.frame(STEP_MS);
        assert!(end.done && end.hidden.is_empty());
        assert_eq!(end.mover_at, Point::new(0.0, 6.0));
    }

    #[test]
    fn double_jump_hops_twice_over_each_piece_and_uncrowns_the_second() {
        // c3 (Uncrowned) hops Crowned d4 then Crowned f5: f5 loses its crown.
        let (p, after) = plan("bbbbbbb1/8/8/5B2/3B4/2w5/8/wwwwwww1 w - 5", "c3xe5xg5");
        assert_eq!(
            after.piece_at("f5".parse().unwrap()).map(|x| x.crowned),
            Some(false)
        );
        assert_eq!(p.duration(), HOP_MS * 1.5 + EFFECT_MS);
        // Halfway through the first hop the jumper is above d4, lifted.
        let f = p.frame(HOP_MS / 2.0);
        assert!(
            (f.mover_at.x - 3.0).abs() < 1e-9 && (f.mover_at.y - 3.0).abs() < 1e-9,
            "{f:?}"
        );
        assert!((f.lift - 1.0).abs() < 1e-9);
        // At the first landing it touches down on e5.
        let f = p.frame(HOP_MS);
        assert_eq!((f.mover_at, f.lift), (Point::new(4.0, 4.0), 0.0));
        // Halfway through the second hop it is above f5, whose crown starts to go.
        let f = p.frame(HOP_MS * 1.5);
        assert!((f.mover_at.x - 5.0).abs() < 1e-9 && (f.mover_at.y - 4.0).abs() < 1e-9);
        let v = f.victim.unwrap();
        assert_eq!(
            (v.square.to_string(), v.piece.crowned, v.opacity, v.crown),
            ("f5".to_string(), true, 1.0, 1.0)
        );
        let later = p.frame(HOP_MS * 1.5 + EFFECT_MS * 0.75);
        let v = later.victim.unwrap();
        assert_eq!(v.opacity, 1.0);
        assert!(v.crown < 0.2, "{v:?}");
        assert!(p.frame(p.duration()).done);
        // Dropped by hand: no travel, the crown still goes.
        let d = p.clone().dropped();
        assert_eq!(d.duration(), EFFECT_MS);
        let f = d.frame(0.0);
        assert_eq!((f.mover_at, f.lift), (Point::new(6.0, 4.0), 0.0));
        assert_eq!(f.victim.unwrap().crown, 1.0);
        assert!(d.frame(EFFECT_MS * 0.9).victim.unwrap().crown < 0.1);
    }

    #[test]
    fn captured_piece_fades() {
        // Crowned c3 hops Uncrowned d4 and f5: f5 is captured.
        let (p, after) = plan("bbbbbbb1/8/8/5b2/3b4/2W5/8/wwwwwww1 w - 5", "c3xe5xg5");
        assert!(after.piece_at("f5".parse().unwrap()).is_none());
        let a0 = p.frame(HOP_MS * 1.5).victim.unwrap().opacity;
        let a1 = p
            .frame(HOP_MS * 1.5 + EFFECT_MS * 0.9)
            .victim
            .unwrap()
            .opacity;
        assert!(a0 > 0.99 && a1 < 0.1, "{a0} {a1}");
        assert_eq!(p.frame(0.0).mover_crown, 1.0);
    }

    #[test]
    fn mover_gains_its_crown_on_landing() {
        // a4-a3 joins a1 and a2: a Troika on the a-file.
        let (p, after) = plan("bbbbbbbb/8/8/8/w7/8/w7/wwwwwww1 w - 5", "a4-a3");
        assert!(after.piece_at("a3".parse().unwrap()).unwrap().crowned);
        assert_eq!(p.frame(STEP_MS * 0.9).mover_crown, 0.0);
        let growing = p.frame(STEP_MS + EFFECT_MS * 0.5).mover_crown;
        assert!(growing > 0.5, "{growing}");
        let end = p.frame(p.duration());
        assert!(end.done);
        assert_eq!(end.mover_crown, 1.0);
    }
}
