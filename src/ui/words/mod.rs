//! Every sentence the page shows or says: the status line, the aria-live announcements,
//! the turn line, move effects, the computer's messages. One place, so that one thing is
//! said one way, and natively tested. Moves and squares keep their canonical lower-case
//! form (RULES.md section 7), also at the start of a sentence.
//!
//! The functions return whole sentences (capital, closing full stop) unless their
//! documentation says they return a clause.

use crate::position::{Outcome, Position};
use crate::types::{Color, Move, Square};
use crate::ui::input::{Preview, Selection, Targets};
use crate::ui::lang::{notation, side as side_arg, Arg, Speaker};
use crate::ui::session::SubmitError;
use reasons::Reason;

mod archive;
mod board;
mod computer;
mod errors;
pub use errors::page_error;
mod friend;
mod game;
mod language;
mod lessons;
mod live;
mod mistakes;
mod notices;
mod play;
mod puzzle;
pub mod reasons;
mod refusals;
mod runs;
mod study;
pub use archive::*;
pub use board::*;
pub use computer::*;
pub use friend::*;
pub use game::*;
pub use language::*;
pub use lessons::*;
pub use live::*;
pub use mistakes::*;
pub use notices::*;
pub use play::*;
pub use puzzle::*;
pub use refusals::*;
pub use runs::*;
pub use study::*;

/// `s` as a sentence: a capital first letter and a closing full stop. A sentence that
/// starts with a square, a move or a position (`a6-a8 is not a step`) keeps it in its
/// canonical, lower-case form (RULES.md section 7), as does quoted text. An empty `s`
/// stays empty.
#[must_use]
pub fn sentence(s: &str) -> String {
    match s {
        "" => String::new(),
        _ => format!("{}.", sentence_start(s)),
    }
}

/// `s` as a sentence starts: with a capital, unless it starts with notation (a square
/// such as "a6", which keeps its small letter).
fn sentence_start(s: &str) -> String {
    let b = s.as_bytes();
    let notation_first = b.len() >= 2 && (b'a'..=b'h').contains(&b[0]) && b[1].is_ascii_digit();
    if notation_first {
        s.to_owned()
    } else {
        capitalised(s)
    }
}

/// `s` with a capital first letter (the page's words are English: ASCII capitals, which
/// keeps the Unicode case tables out of the wasm).
pub(crate) fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next().map_or(String::new(), |f| {
        format!("{}{}", f.to_ascii_uppercase(), c.as_str())
    })
}

/// A submitted move that was refused, as a sentence.
#[must_use]
pub fn submit_error(t: &Speaker, e: &SubmitError) -> String {
    match e {
        SubmitError::NotYourSeat { side, seat } => seat_sentence(t, *side, *seat),
        SubmitError::Illegal(e) => play_error(t, e),
    }
}

/// The browsing line, apart from the turn line: which move is on show.
#[must_use]
pub fn viewing(t: &Speaker, view: usize, ply: usize) -> String {
    let args = [("view", view.into()), ("ply", ply.into())];
    if view == 0 {
        t.say("viewing-start", &args)
    } else {
        t.say("viewing-move", &args)
    }
}

/// After White's first move: the second-turn rule binds the piece just moved.
#[must_use]
pub fn bound_next(t: &Speaker, sq: Square) -> String {
    t.say("bound-next", &[("square", notation(sq))])
}

/// The page title for a turn line.
#[must_use]
pub fn title(t: &Speaker, turn_line: &str) -> String {
    t.say("page-title", &[("turn", Arg::Text(turn_line.to_owned()))])
}

/// The board's accessible name: which side is at the bottom, then the turn line.
#[must_use]
pub fn board_label(t: &Speaker, flipped: bool, turn_line: &str) -> String {
    let side = if flipped { Color::Black } else { Color::White };
    t.say(
        "board-label",
        &[
            ("side", side_arg(side)),
            ("turn", Arg::Text(turn_line.to_owned())),
        ],
    )
}

/// The moves an undo took back; `None` when there was none to take back.
#[must_use]
pub fn taken_back(t: &Speaker, moves: &[Move]) -> Option<String> {
    match moves {
        [] => None,
        [m] => Some(t.say("taken-back-one", &[("move", notation(m))])),
        [a, b, ..] => Some(t.say(
            "taken-back-two",
            &[("first", notation(a)), ("second", notation(b))],
        )),
    }
}

/// Browsing moved to `view`: the last move on show (`None` at the start position) and
/// whether the view is still behind the live position.
#[must_use]
pub fn browsed(t: &Speaker, view: usize, last: Option<Move>, browsing: bool) -> String {
    match last {
        Some(mv) if browsing => t.say(
            "browsed-after",
            &[("view", view.into()), ("move", notation(mv))],
        ),
        Some(mv) => t.say("browsed-current", &[("move", notation(mv))]),
        None => t.say("browsed-start", &[]),
    }
}

/// A game replaced by another (an import, a link, another tab, the previous game): the
/// message, the result if the new game is over, and a note when the replaced game could
/// not be stored (`not_stored`, the storage error).
#[must_use]
pub fn replaced(
    t: &Speaker,
    message: &str,
    over: Option<Outcome>,
    not_stored: Option<&dyn Reason>,
) -> String {
    let mut s = match over {
        Some(o) => format!("{message} {}", outcome(t, o)),
        None => message.to_string(),
    };
    s.push_str(&stash_note(t, not_stored));
    s
}

/// The note added when the replaced game could not be stored (`None`: none).
#[must_use]
pub fn stash_note(t: &Speaker, not_stored: Option<&dyn Reason>) -> String {
    not_stored.map_or_else(String::new, |e| {
        t.say("stash-note", &[("why", Arg::Text(e.reason(t)))])
    })
}

/// Another tab changed the game to a different one; `kept` when this tab's game had
/// moves and is kept as the previous game.
#[must_use]
pub fn other_tab(kept: bool) -> say::Fixed {
    if kept {
        say::Fixed("other-tab-kept")
    } else {
        say::Fixed("other-tab")
    }
}

/// The repetition house rule switched on or off.
#[must_use]
pub fn repetition(t: &Speaker, on: bool) -> String {
    t.say(
        if on {
            "repetition-on"
        } else {
            "repetition-off"
        },
        &[],
    )
}

/// The first press of Resign: what a second press will do.
#[must_use]
pub fn resign_confirm(t: &Speaker, side: Color) -> String {
    t.say("resign-confirm", &[("side", side_arg(side))])
}

/// A resignation or an agreed draw taken back by Undo.
#[must_use]
pub fn withdrawn(t: &Speaker, o: Outcome) -> String {
    let clause = outcome_clause(t, o);
    t.say("withdrawn", &[("outcome", Arg::Text(clause))])
}

/// A click on the board once the game is over.
#[must_use]
pub fn game_over(t: &Speaker, o: Outcome) -> String {
    let clause = outcome_clause(t, o);
    t.say("game-over", &[("outcome", Arg::Text(clause))])
}

/// A reason said as a sentence of its own: with a capital, unless it starts with notation
/// (`a6-a8 is not a step`) or in a script without capitals.
#[must_use]
pub fn reason_sentence(t: &Speaker, why: &dyn Reason) -> String {
    sentence_start(&t.say("reason-sentence", &[("why", Arg::Text(why.reason(t)))]))
}

/// Fixed sentences.
pub mod say;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::PlayedMove;
    use crate::tcn::parse_tcn;
    use crate::ui::input::Input;
    use crate::ui::testing::{mv, sq};

    pub(super) fn en() -> Speaker {
        Speaker::english()
    }

    #[test]
    fn the_second_hop_is_spelled_out() {
        let sq = |n: &str| n.parse::<Square>().unwrap();
        assert_eq!(
            second_hop(&crate::ui::lang::Speaker::english(), sq("e5"), &[sq("g5")]),
            "Second hop: g5 · back: e5"
        );
        assert_eq!(
            second_hop(
                &crate::ui::lang::Speaker::english(),
                sq("e5"),
                &[sq("e3"), sq("g5")]
            ),
            "Second hop: e3 or g5 · back: e5"
        );
        assert_eq!(
            second_hop(
                &crate::ui::lang::Speaker::english(),
                sq("e5"),
                &[sq("c3"), sq("e3"), sq("g5")]
            ),
            "Second hop: c3, e3 or g5 · back: e5"
        );
    }

    #[test]
    fn previews_say_what_the_move_would_do() {
        use crate::ui::input::Input;
        let pos = parse_tcn("bbbbbbb1/8/8/5B2/3BB3/2w5/8/wwwwwww1 w - 5").unwrap();
        let legal = pos.legal_moves();
        let mut input = Input::default();
        input.click(&pos, &legal, sq("c3"));
        let say = |input: &Input, s: &str| {
            preview(
                &crate::ui::lang::Speaker::english(),
                &input.preview(&pos, &legal, sq(s)).unwrap(),
            )
        };
        assert_eq!(say(&input, "g5"), "c3xe5xg5 would uncrown f5");
        assert_eq!(say(&input, "b3"), "c3-b3 plays here");
        let pos = parse_tcn("bb1bb1bb/b6b/8/8/1WW5/8/W6w/ww1ww1ww w - 9").unwrap();
        let legal = pos.legal_moves();
        let mut input = Input::default();
        input.click(&pos, &legal, sq("b4"));
        let p = input.preview(&pos, &legal, sq("b3")).unwrap();
        assert_eq!(
            preview(&crate::ui::lang::Speaker::english(), &p),
            "b4-b3 would win the game"
        );
    }

    #[test]
    fn moves_and_their_effects() {
        let pos = parse_tcn("bbbbbbb1/8/8/5B2/3B4/2w5/8/wwwwwww1 w - 5").unwrap();
        let m = mv("c3xe5xg5");
        let (_, effects) = pos.play_with_effects(m);
        let played = PlayedMove { mv: m, effects };
        assert_eq!(move_played(&en(), &pos, &played), "White c3xe5xg5: double jump from c3 over d4 and f5 to g5; Black piece on f5 loses its crown.");
        assert_eq!(move_effects(effects), [MoveMark::Uncrowns]);
        assert_eq!(move_label(&en(), 7, &played), "Move 7: c3xe5xg5, uncrowns");
        let pos = parse_tcn("bbbbbbbb/8/8/8/w7/8/w7/wwwwwww1 w - 5").unwrap();
        let m = mv("a4-a3");
        let (_, effects) = pos.play_with_effects(m);
        let played = PlayedMove { mv: m, effects };
        assert_eq!(
            move_played(&en(), &pos, &played),
            "White a4-a3: steps from a4 to a3; crowned on a3."
        );
        assert_eq!(move_label(&en(), 1, &played), "Move 1: a4-a3, crowned");
        assert_eq!(move_effects(effects), [MoveMark::Crowned]);
        assert_eq!(MoveMark::Crowned.glyph(), None);
    }

    #[test]
    fn turn_line_title_and_board_label() {
        let start = Position::start();
        assert_eq!(turn_line(&en(), &start, None, None), "White to move");
        assert_eq!(
            turn_line(&en(), &start, None, Some((2, 4))),
            "White to move Showing move 2 of 4."
        );
        let bound = start.play(mv("a6-a7")).unwrap().play(mv("a5-b4")).unwrap();
        assert_eq!(
            turn_line(&en(), &bound, None, None),
            "White to move (second-turn rule: the piece on a7)"
        );
        assert_eq!(
            title(&en(), "White to move"),
            "White to move · Three Crowns"
        );
        assert_eq!(viewing(&en(), 2, 4), "Viewing move 2 of 4");
        let agreed = Outcome::Draw(crate::position::DrawReason::Agreement);
        assert_eq!(
            result_card(&en(), agreed),
            (
                "Draw · ½-½".to_string(),
                "agreed by the players".to_string()
            )
        );
        let troika = Outcome::Win {
            winner: Color::Black,
            reason: crate::position::WinReason::CrownedTroika,
        };
        assert_eq!(result_card(&en(), troika).0, "Black wins · 0-1");
        assert_eq!(viewing(&en(), 0, 4), "Viewing the start (of 4 moves)");
        assert_eq!(
            bound_next(&en(), Square::A1),
            "Second-turn rule: White's next move must move the piece on a1 again."
        );
        assert_eq!(
            board_label(&en(), true, "White to move"),
            "Board, Black at the bottom. White to move"
        );
    }

    #[test]
    fn cursor_and_selection() {
        let pos = Position::start();
        let legal = pos.legal_moves();
        let mut input = Input::default();
        assert_eq!(
            selection(
                &crate::ui::lang::Speaker::english(),
                input.selection(),
                &input.targets(&legal)
            ),
            None
        );
        assert!(input.press(&legal, sq("a6")));
        let t = input.targets(&legal);
        let said = selection(&crate::ui::lang::Speaker::english(), input.selection(), &t).unwrap();
        assert!(said.starts_with("a6 selected. Steps to "), "{said}");
        assert_eq!(
            cursor(
                &crate::ui::lang::Speaker::english(),
                &pos,
                sq("a7"),
                Some(&t)
            ),
            "a7: empty, a step destination"
        );
        assert_eq!(
            cursor(&crate::ui::lang::Speaker::english(), &pos, sq("a6"), None),
            "a6: White Uncrowned"
        );
    }

    #[test]
    fn undo_browse_and_replace() {
        assert_eq!(taken_back(&en(), &[]), None);
        assert_eq!(
            taken_back(&en(), &[mv("a6-a7")]).unwrap(),
            "Move a6-a7 taken back."
        );
        assert_eq!(
            taken_back(&en(), &[mv("a5-b4"), mv("a6-a7")]).unwrap(),
            "Moves a5-b4 and a6-a7 taken back."
        );
        assert_eq!(
            browsed(&en(), 1, Some(mv("a6-a7")), true),
            "Showing the position after move 1, a6-a7."
        );
        assert_eq!(
            browsed(&en(), 2, Some(mv("a5-b4")), false),
            "Back to the current position, after a5-b4."
        );
        assert_eq!(browsed(&en(), 0, None, true), "Showing the start position.");
        assert_eq!(
            replaced(&en(), &say::IMPORTED.english(), None, Some(&"storage is full".to_owned())),
            "Game imported. The replaced game is not stored (storage is full); Previous game reopens it until this tab is closed."
        );
    }
}
