//! Puzzles (issue 11): the miner's proof on built positions, and every puzzle of the
//! committed set `www/puzzles.txt` re-proved: it parses, its solution is legal and ends
//! in the solver's win, and its first move is the only one that wins within its length.

use three_crowns::puzzles::solve::shortest_win;
use three_crowns::puzzles::{parse_puzzles, prove, rating, themes, FoundBy, Rejection};
use three_crowns::{parse_tcn, Position};

fn pos(tcn: &str) -> Position {
    parse_tcn(tcn).unwrap()
}

/// Black wins in 5 plies with g3-f4 only (from the tactical suite).
const UNIQUE_5: &str = "1w6/1b2B1b1/w4bw1/b4b1W/6wB/wb4b1/1ww1w3/1b2W3 b - 13";
/// Black wins in 3 plies with h4-g3 or e7-d6.
const TWO_WINS_3: &str = "1w6/1b2B1b1/w4bw1/b4b1W/5BwB/wb6/1wwW4/1b2W3 b - 14";

#[test]
fn a_unique_forced_win_is_kept_with_its_main_line() {
    let p = pos(UNIQUE_5);
    let proof = prove(&p, 7).expect("a puzzle");
    assert_eq!(proof.plies, 5);
    assert_eq!(proof.line[0].to_string(), "g3-f4");
    assert_eq!(proof.line.len(), 5, "{:?}", proof.line);
    // The line is legal and ends in the solver's win, and every solver move in it still
    // forces the win in the plies left.
    let mut q = p;
    for (i, &mv) in proof.line.iter().enumerate() {
        assert!(q.is_legal(mv), "{mv} at {i}");
        if i % 2 == 0 {
            let left = (proof.plies as usize - i) as u32;
            let (n, wins) = shortest_win(&q, left).expect("still winning");
            assert!(wins.contains(&mv) && n <= left);
        }
        q = q.play(mv).unwrap();
    }
    assert!(q.won_by(p.turn()).is_some());
    // Longest resistance: no defender reply at ply 2 puts the win further off than
    // the line's (here every reply loses within 3 more plies; the line's takes 3).
    let after = p.play(proof.line[0]).unwrap();
    let chosen = after.play(proof.line[1]).unwrap();
    let (n, _) = shortest_win(&chosen, 3).unwrap();
    for &r in after.legal_moves().iter() {
        let next = after.play(r).unwrap();
        if next.won_by(p.turn()).is_none() {
            assert!(shortest_win(&next, 3).unwrap().0 <= n, "{r}");
        }
    }
    let t = themes(&p, &proof.line);
    assert!(t.contains(&"win-in-3"), "{t:?}");
    assert!(
        t.contains(&"third-capture") || t.contains(&"crowned-troika"),
        "{t:?}"
    );
}

#[test]
fn two_winning_first_moves_or_a_win_in_one_are_rejected() {
    match prove(&pos(TWO_WINS_3), 7) {
        Err(Rejection::SeveralWins(w)) => assert_eq!(w.len(), 2),
        other => panic!("{other:?}"),
    }
    // Two plies into the unique puzzle the solver wins at once: too easy.
    let p = pos(UNIQUE_5);
    let proof = prove(&p, 7).unwrap();
    let mut q = p;
    for &mv in &proof.line[..4] {
        q = q.play(mv).unwrap();
    }
    assert_eq!(prove(&q, 7), Err(Rejection::WinInOne));
    assert_eq!(prove(&Position::start(), 3), Err(Rejection::NoWin));
    // Past the limit it is no puzzle either.
    assert_eq!(prove(&p, 3), Err(Rejection::NoWin));
}

#[test]
fn ratings_grow_with_length_and_effort() {
    assert_eq!(rating(3, 0), 1000);
    assert!(rating(5, 1_000) > rating(3, 1_000));
    assert!(rating(5, 64_000) > rating(5, 1_000));
    assert_eq!(rating(5, 2_000) - rating(5, 1_000), 60);
}

#[test]
fn bad_puzzle_lines_are_refused_with_their_line_number() {
    let good = format!("p1\t{UNIQUE_5}\tg3-f4\tthird-capture,win-in-3\t1250");
    assert_eq!(parse_puzzles(&good).unwrap().len(), 1);
    assert_eq!(parse_puzzles(&good).unwrap()[0].to_string(), good);
    assert_eq!(parse_puzzles(&good).unwrap()[0].found_by, None);
    // The sixth field: the lowest level that finds the solution, and its depth; or none.
    for (field, found) in [
        ("3/5", FoundBy::Level { level: 3, depth: 5 }),
        (
            "8/12",
            FoundBy::Level {
                level: 8,
                depth: 12,
            },
        ),
        ("-", FoundBy::NoLevel),
    ] {
        let line = format!("{good}\t{field}");
        let p = &parse_puzzles(&line).unwrap()[0];
        assert_eq!(p.found_by, Some(found));
        assert_eq!(p.to_string(), line);
    }
    for bad in [
        format!("p1\t{UNIQUE_5}\tg3-f4\tx"),
        format!("p 1\t{UNIQUE_5}\tg3-f4\tx\t1"),
        "p1\tnot a position\tg3-f4\tx\t1".to_string(),
        format!("p1\t{UNIQUE_5}\tg3-f9\tx\t1"),
        format!("p1\t{UNIQUE_5}\t\tx\t1"),
        format!("p1\t{UNIQUE_5}\tg3-f4\tx\thigh"),
        format!("p1\t{UNIQUE_5}\tg3-f4\tx\t1\t9/1"),
        format!("p1\t{UNIQUE_5}\tg3-f4\tx\t1\t3/0"),
        format!("p1\t{UNIQUE_5}\tg3-f4\tx\t1\t3"),
        format!("p1\t{UNIQUE_5}\tg3-f4\tx\t1\t+3/4"),
        format!("p1\t{UNIQUE_5}\tg3-f4\tx\t1\t"),
        format!("p1\t{UNIQUE_5}\tg3-f4\tx\t1\t3/4\tmore"),
    ] {
        let text = format!("# a comment\n\n{bad}\n");
        let e = parse_puzzles(&text).unwrap_err();
        assert_eq!(e.line, 3, "{bad}: {e}");
    }
}

/// Every puzzle of the committed set: it parses, its id is unique, its solution is legal
/// and ends in the solver's win, the solution's length is the shortest forced win, its
/// first move is the only one that forces a win within that length, and its themes are
/// those of its solution.
#[test]
fn every_committed_puzzle_is_proved_again() {
    let text = include_str!("../www/puzzles.txt");
    let puzzles = parse_puzzles(text).unwrap_or_else(|e| panic!("www/puzzles.txt {e}"));
    assert!(puzzles.len() >= 300, "{} puzzles", puzzles.len());
    let mut ids = std::collections::HashSet::new();
    let mut by_length = [0usize; 8];
    for p in &puzzles {
        assert!(ids.insert(p.id.clone()), "id {} twice", p.id);
        let plies = p.solution.len();
        assert!(
            plies % 2 == 1 && (3..=7).contains(&plies),
            "{}: {plies} plies",
            p.id
        );
        by_length[plies] += 1;
        assert!(p.found_by.is_some(), "{}: no level measured", p.id);
        // Legal and ending in the solver's win, and not before its last move.
        let solver = p.position.turn();
        let mut q = p.position;
        for (i, &mv) in p.solution.iter().enumerate() {
            assert!(
                q.won_by(solver).is_none(),
                "{}: won before ply {}",
                p.id,
                i + 1
            );
            assert!(q.is_legal(mv), "{}: {mv} illegal at ply {}", p.id, i + 1);
            q = q.play(mv).unwrap();
        }
        assert!(
            q.won_by(solver).is_some(),
            "{}: the line does not win",
            p.id
        );
        // Proved again by the exhaustive solver: the shortest forced win has the
        // solution's length and the solution's first move is its only first move.
        let (n, wins) = shortest_win(&p.position, plies as u32)
            .unwrap_or_else(|| panic!("{}: no forced win within {plies} plies", p.id));
        assert_eq!(n as usize, plies, "{}: a shorter win", p.id);
        assert_eq!(wins, [p.solution[0]], "{}: the winning first moves", p.id);
        assert_eq!(
            themes(&p.position, &p.solution),
            p.themes.iter().map(String::as_str).collect::<Vec<_>>(),
            "{}",
            p.id
        );
    }
    for plies in [3, 5, 7] {
        assert!(
            by_length[plies] >= 50,
            "only {} of {plies} plies",
            by_length[plies]
        );
    }
}

/// Each lesson leads on to puzzles of its theme: the theme is one of the puzzles', and
/// the committed set has a few of it to practise.
#[test]
fn each_lesson_leads_on_to_a_few_puzzles_of_its_theme() {
    use three_crowns::puzzles::theme::Theme;
    let puzzles = parse_puzzles(include_str!("../www/puzzles.txt")).unwrap();
    for lesson in three_crowns::ui::lessons::LESSONS {
        assert!(
            Theme::from_id(lesson.puzzles).is_some(),
            "{}: {}",
            lesson.id,
            lesson.puzzles
        );
        let n = puzzles
            .iter()
            .filter(|p| p.themes.iter().any(|t| t == lesson.puzzles))
            .count();
        assert!(n >= 3, "{}: {n} puzzles of {}", lesson.id, lesson.puzzles);
    }
}
