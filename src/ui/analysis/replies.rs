//! Reading the engine's replies about a position: its `info` lines (`engine::Reply`) into
//! evaluations from White's side, ranked among the best lines, the best line checked against
//! the rules, and the `bestmove` when an info line gave no line.

use crate::engine::Reply;
use crate::position::Position;
use crate::search::win_chance::score_win_chance;
use crate::search::Score;
use crate::types::{Color, Move};

use super::{Eval, MAX_LINE};

/// Reads an engine `info` line about `pos` (`info depth D score cp S|win N … pv M…`) into
/// an evaluation from White's side. `None` for any other line, a malformed one, or one
/// without its depth and score. The best line keeps its moves while they are legal in
/// turn, at most [`MAX_LINE`].
#[must_use]
pub fn read_info(line: &str, pos: &Position) -> Option<Eval> {
    read_ranked(line, pos).map(|(_, e)| e)
}

/// [`read_info`] with the line's rank among the best lines (`multipv <k>`: 0 for the
/// best, which a line without `multipv` is).
#[must_use]
pub fn read_ranked(line: &str, pos: &Position) -> Option<(usize, Eval)> {
    let Ok(Reply::Info(info)) = line.parse::<Reply>() else {
        return None;
    };
    let rank = info.multipv.map_or(0, |k| k.saturating_sub(1) as usize);
    let (depth, score) = (info.depth?, info.score?);
    let mut p = *pos;
    let mut line_moves = Vec::new();
    for &mv in info.pv.iter().take(MAX_LINE) {
        let Ok(next) = p.play(mv) else { break };
        line_moves.push(mv);
        p = next;
    }
    let own = score_win_chance(score);
    let white_chance = match pos.turn() {
        Color::White => own,
        Color::Black => 1.0 - own,
    };
    let win_in = match score {
        Score::Win(n) => Some(if pos.turn() == Color::White { n } else { -n }),
        Score::Cp(_) => None,
    };
    Some((
        rank,
        Eval {
            depth,
            white_chance,
            win_in,
            line: line_moves,
        },
    ))
}

/// Puts the line of rank `rank` in `lines` (best first): in place of the one of that
/// rank, or after the last. A rank past the next one is not placed (its betters have
/// not been heard). Returns whether it was.
pub fn place_line(lines: &mut Vec<Eval>, rank: usize, eval: Eval) -> bool {
    match rank.cmp(&lines.len()) {
        std::cmp::Ordering::Less => lines[rank] = eval,
        std::cmp::Ordering::Equal => lines.push(eval),
        std::cmp::Ordering::Greater => return false,
    }
    true
}

/// Every best line among reply `lines` about `pos`, best first (each rank's last), the
/// `bestmove` as the best line's first move when its info line gave none. Empty when
/// no info line is an evaluation.
#[must_use]
pub fn read_lines(lines: &[String], pos: &Position) -> Vec<Eval> {
    let mut out = Vec::new();
    for (rank, e) in lines.iter().filter_map(|l| read_ranked(l, pos)) {
        place_line(&mut out, rank, e);
    }
    if let Some(best) = out.first_mut() {
        if best.line.is_empty() {
            if let Some(mv) = read_bestmove(lines, pos) {
                best.line.push(mv);
            }
        }
    }
    out
}

/// The best move of a `bestmove` reply, if it names a legal move of `pos`.
#[must_use]
pub fn read_bestmove(lines: &[String], pos: &Position) -> Option<Move> {
    let legal = |r| match r {
        Reply::BestMove(Some(mv)) if pos.is_legal(mv) => Some(mv),
        _ => None,
    };
    Reply::read_all(lines).filter_map(legal).last()
}

/// The last evaluation among reply `lines` about `pos`, with the `bestmove` as its first
/// move when the info line gave no line.
#[must_use]
pub fn read_reply(lines: &[String], pos: &Position) -> Option<Eval> {
    let mut eval = lines.iter().rev().find_map(|l| read_info(l, pos))?;
    if eval.line.is_empty() {
        if let Some(mv) = read_bestmove(lines, pos) {
            eval.line.push(mv);
        }
    }
    Some(eval)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::testing::mv;

    #[test]
    fn info_lines_are_read_from_whites_side() {
        let start = Position::start();
        let e = read_info(
            "info depth 7 score cp 0 nodes 1 nps 1 time 1 pv a6-a7 a5-b4",
            &start,
        )
        .unwrap();
        assert_eq!(e.depth, 7);
        assert!((e.white_chance - 0.5).abs() < 1e-9);
        assert_eq!(e.line, vec![mv("a6-a7"), mv("a5-b4")]);
        assert_eq!(e.win_in, None);
        // Black to move, Black better: White's chances below one half.
        let after = start.play(mv("a6-a7")).unwrap();
        let e = read_info("info depth 3 score cp 200 pv a5-b4", &after).unwrap();
        assert!(e.white_chance < 0.5);
        assert!((e.chance_of(Color::Black) - (1.0 - e.white_chance)).abs() < 1e-12);
        // A forced win for the side to move (Black): negative plies, White's chance 0.
        let e = read_info("info depth 3 score win 3 pv a5-b4", &after).unwrap();
        assert_eq!((e.win_in, e.white_chance), (Some(-3), 0.0));
        let e = read_info("info depth 3 score win -2 pv a5-b4", &after).unwrap();
        assert_eq!((e.win_in, e.white_chance), (Some(2), 1.0));
    }

    #[test]
    fn the_line_stops_at_the_first_illegal_move_and_at_eight_plies() {
        let start = Position::start();
        // The second-turn rule binds a7: h6-g7 is illegal there.
        let e = read_info("info depth 5 score cp 3 pv a6-a7 a5-b4 h6-g7 a4-b3", &start).unwrap();
        assert_eq!(e.line, vec![mv("a6-a7"), mv("a5-b4")]);
        let long = "a6-a7 a5-b4 a7-a6 b4-a5 a6-a7 a5-b4 a7-a6 b4-a5 a6-a7 a5-b4";
        let e = read_info(&format!("info depth 9 score cp 0 pv {long}"), &start).unwrap();
        assert_eq!(e.line.len(), MAX_LINE);
    }

    #[test]
    fn other_lines_are_not_evaluations() {
        let start = Position::start();
        for l in [
            "bestmove a6-a7",
            "info depth x score cp 1",
            "info score cp 1 pv a6-a7",
            "info depth 3 score mate 2",
            "",
        ] {
            assert_eq!(read_info(l, &start), None, "{l}");
        }
    }

    #[test]
    fn a_reply_without_a_line_takes_the_bestmove() {
        let start = Position::start();
        let lines = vec![
            "info depth 1 score cp 5 nodes 3".to_string(),
            "bestmove a6-a7".to_string(),
        ];
        assert_eq!(
            read_reply(&lines, &start).unwrap().best(),
            Some(mv("a6-a7"))
        );
        assert_eq!(read_bestmove(&["bestmove h4-h2".into()], &start), None);
    }

    #[test]
    fn several_lines_are_read_by_rank() {
        let start = Position::start();
        let reply: Vec<String> = [
            "info depth 4 multipv 1 score cp 9 pv a6-a7",
            "info depth 4 multipv 2 score cp 4 pv h1-h2",
            "info depth 5 multipv 1 score cp 7 pv h1-h2",
            "info depth 5 multipv 3 score cp 1 pv a4-b3",
            "bestmove h1-h2",
        ]
        .map(String::from)
        .to_vec();
        let lines = read_lines(&reply, &start);
        let firsts: Vec<Option<Move>> = lines.iter().map(Eval::best).collect();
        assert_eq!(
            firsts,
            [Some(mv("h1-h2")), Some(mv("h1-h2")), Some(mv("a4-b3"))]
        );
        assert_eq!(lines.iter().map(|e| e.depth).collect::<Vec<_>>(), [5, 4, 5]);
        // A rank whose betters are not heard yet waits.
        let mut some = Vec::new();
        assert!(!place_line(&mut some, 1, lines[0].clone()));
        assert!(place_line(&mut some, 0, lines[0].clone()));
        assert_eq!(
            read_ranked("info depth 2 score cp 0 pv a6-a7", &start)
                .unwrap()
                .0,
            0
        );
        assert_eq!(read_lines(&["bestmove a6-a7".into()], &start), Vec::new());
    }
}
