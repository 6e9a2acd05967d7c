//! The tests of a game's shots: every move shot and timed, a double jump's piece on its
//! first landing, the scene of each shot, and the caption below the board.

use super::*;

#[test]
fn a_double_jump_is_shot_with_its_piece_on_the_first_landing() {
    let moves: Vec<&str> = CAPTURE_GAME.split_whitespace().collect();
    let movie = Movie::new(&job(record_of(&moves), 240)).unwrap();
    assert_eq!(movie.plies(), 15);
    let jump = mv("g2xg4xg6");
    let landing: Vec<&Shot> = movie
        .shots()
        .iter()
        .filter(|s| s.ply == 9 && s.at == Some(HOP_MS))
        .collect();
    assert_eq!(landing.len(), 1, "{:?}", movie.shots());
    let scene = movie.scene(landing[0]);
    assert_eq!(scene.last_move, Some(jump));
    let (plan, frame) = scene.anim.as_ref().expect("mid-jump, animated");
    assert_eq!(plan.mv, jump);
    assert!(!frame.done);
    assert_eq!(frame.lift, 0.0, "standing, not in the air");
    assert_eq!(
        (frame.mover_at.x, frame.mover_at.y),
        (f64::from(sq("g4").file()), f64::from(sq("g4").rank()))
    );
    // Drawn: White's body on g4, which is empty before and after the jump.
    for ply in [8, 9] {
        assert!(movie
            .game
            .position_at(ply)
            .unwrap()
            .piece_at(sq("g4"))
            .is_none());
    }
    let (w, h) = movie.size();
    let pen = Raster::new(w as usize, h as usize);
    movie.draw(&pen, landing[0]);
    let (x, y) = centre(w, sq("g4"));
    assert_eq!(pen.at(x, y), hex(WHITE_BODY));
    let pen = Raster::new(w as usize, h as usize);
    movie.draw(
        &pen,
        &Shot {
            at: None,
            ..*landing[0]
        },
    );
    assert_ne!(pen.at(x, y), hex(WHITE_BODY), "after the jump g4 is empty");
    // The captured piece (g5, Black) fades: part way through, then gone at the end.
    let fading = movie
        .shots()
        .iter()
        .find(|s| s.ply == 9 && s.at.is_some_and(|t| t > HOP_MS * 1.5 + 100.0))
        .unwrap();
    let victim = movie.scene(fading).anim.unwrap().1.victim.unwrap();
    assert!(victim.opacity > 0.0 && victim.opacity < 1.0, "{victim:?}");
}

#[test]
fn every_move_is_shot_and_timed() {
    let moves: Vec<&str> = CAPTURE_GAME.split_whitespace().collect();
    let movie = Movie::new(&job(record_of(&moves), 240)).unwrap();
    let shots = movie.shots();
    assert!(shots.len() > movie.plies() + 1);
    assert_eq!(
        shots[0],
        Shot {
            ply: 0,
            at: None,
            delay: 100
        }
    );
    for ply in 1..=movie.plies() {
        let of: Vec<&Shot> = shots.iter().filter(|s| s.ply == ply).collect();
        let end = of.last().unwrap();
        assert_eq!(end.at, None, "each move ends still");
        let hold = if ply == movie.plies() { 300 } else { 70 };
        assert_eq!(end.delay, hold);
        // The animation's frames add up to its length, each at most 100 ms.
        let plan = movie.plans[ply - 1].as_ref().unwrap();
        let moving: u32 = of[..of.len() - 1].iter().map(|s| u32::from(s.delay)).sum();
        assert_eq!(
            f64::from(moving),
            (plan.duration() / 10.0).round(),
            "ply {ply}"
        );
        assert!(
            of[..of.len() - 1]
                .iter()
                .all(|s| (6..=10).contains(&s.delay)),
            "{of:?}"
        );
        assert_eq!(of[0].at, Some(0.0));
    }
    // The game's end: three captures; the last position is drawn still, no Troika lit.
    let last = movie.scene(shots.last().unwrap());
    assert!(last.anim.is_none());
    assert_eq!(last.last_move, Some(mv("c6xe8xg6")));
    assert!(last.trace.is_some(), "the third capture traced");
}

#[test]
fn the_scene_follows_the_job_and_wins_light_up_once_the_move_is_over() {
    // Crowned a4 steps to a3: a Crowned Troika on a1, a2, a3 wins.
    let record =
        "[TCN \"bbbbbbbb/2bb4/8/8/W7/8/W7/Wwwwwww1 w - 5\"]\n[Result \"*\"]\n\n5. a4-a3 *\n";
    let mut j = job(record.to_string(), 160);
    (j.scheme, j.colour_blind, j.flipped, j.coords) = (Scheme::Dark, true, true, false);
    let movie = Movie::new(&j).unwrap();
    assert_eq!(movie.plies(), 1);
    let shots = movie.shots();
    let moving = movie.scene(&shots[1]);
    assert!(moving.anim.is_some());
    assert!(moving.winning.is_empty(), "not yet");
    let end = movie.scene(shots.last().unwrap());
    assert_eq!(end.winning.into_iter().count(), 3);
    assert_eq!(
        end.palette,
        palette(Scheme::Dark, true),
        "the job's palette, by its colours"
    );
    assert!(end.orientation.flipped && !end.coords);
    assert_eq!(movie.size(), (160, 160 + 24));
    // A game of no moves: its start, held as the end is.
    let empty = Movie::new(&job("[Result \"*\"]\n\n*\n".into(), 240)).unwrap();
    assert_eq!(
        empty.shots(),
        &[Shot {
            ply: 0,
            at: None,
            delay: 300
        }]
    );
    // A bad record or width says why.
    assert!(Movie::new(&job("[Result \"*\"]\n\n1. a1-a9 *".into(), 240)).is_err());
    assert!(Movie::new(&job(record.into(), 40))
        .unwrap_err()
        .contains("width"));
}

#[test]
fn the_caption_names_the_players_and_the_result() {
    assert_eq!(
        caption("Ann", " Bob ", "1-0", "by capturing three pieces"),
        "Ann – Bob · 1-0 · by capturing three pieces"
    );
    assert_eq!(caption("", "", "*", ""), "White – Black · *");
    // Drawn in the strip under the board, one line when it fits, else two.
    let pen = Raster::new(480, 528);
    draw_caption(&pen, (480.0, 48.0), "Ann – Bob · 1-0", Scheme::Dark);
    assert_eq!(pen.at(5.0, 500.0), hex(caption_colours(Scheme::Dark).0));
    assert_eq!(
        pen.at(5.0, 470.0),
        [255, 255, 255],
        "the board is left alone"
    );
    // The lines drawn for `text` under a board `w` pixels wide.
    let drawn = |text: &str, w: f64| {
        let pen = crate::ui::paint::recorder::Recorder::default();
        draw_caption(&pen, (w, w / 10.0), text, Scheme::Light);
        pen.texts()
    };
    assert_eq!(drawn("Ann – Bob · 1-0", 480.0).len(), 1);
    // Two lines when one would be too small, split after the names; names as the page
    // gives them are isolated (issue 44), and a name holding ` · ` (the computer's) stays
    // whole on the first line.
    let cases = [
        (
            ["Annabelle Montgomery-Smythe", "Computer (level 8)"],
            "0-1 · Black won by capturing three pieces",
        ),
        (
            [
                "\u{2068}Computer · level 8\u{2069}",
                "\u{2068}Annabelle Montgomery-Smythe\u{2069}",
            ],
            "1-0 · Black resigned",
        ),
    ];
    for ([white, black], rest) in cases {
        let (result, reason) = rest.split_once(" · ").unwrap();
        let lines = drawn(&caption(white, black, result, reason), 240.0);
        assert_eq!(lines.len(), 2, "{lines:?}");
        assert_eq!(lines[0].0, format!("{white} – {black}"));
        assert_eq!(lines[1].0, rest);
        assert!(lines.iter().all(|(_, y)| (240.0..264.0).contains(y)));
    }
}
