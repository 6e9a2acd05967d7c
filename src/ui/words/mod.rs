//! Every sentence the page shows or says: the status line, the aria-live announcements,
//! the turn line, move effects, the computer's messages. One place, so that one thing is
//! said one way, and natively tested. Moves and squares keep their canonical lower-case
//! form (RULES.md section 7), also at the start of a sentence.
//!
//! The functions return whole sentences (capital, closing full stop) unless their
//! documentation says they return a clause.

use std::fmt::{self, Display};

use crate::game::PlayedMove;
use crate::position::{MoveEffects, Outcome, PlayError, Position};
use crate::types::{Color, Move, Square};
use crate::ui::error::FetchError;
use crate::ui::input::{Preview, Refusal, Selection, Targets};
use crate::ui::session::SubmitError;

mod archive;
mod board;
mod computer;
mod errors;
mod friend;
mod lessons;
mod mistakes;
mod play;
mod puzzle;
mod study;
pub use archive::*;
pub use board::*;
pub use computer::*;
pub use friend::*;
pub use lessons::*;
pub use mistakes::*;
pub use play::*;
pub use puzzle::*;
pub use study::*;

/// `s` as a sentence: a capital first letter and a closing full stop. A sentence that
/// starts with a square, a move or a position (`a6-a8 is not a step`) keeps it in its
/// canonical, lower-case form (RULES.md section 7), as does quoted text. An empty `s`
/// stays empty.
#[must_use]
pub fn sentence(s: &str) -> String {
    let b = s.as_bytes();
    let notation_first = b.len() >= 2 && (b'a'..=b'h').contains(&b[0]) && b[1].is_ascii_digit();
    match s {
        "" => String::new(),
        _ if notation_first => format!("{s}."),
        _ => format!("{}.", capitalised(s)),
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

/// A play error as a sentence for the status line.
#[must_use]
pub fn play_error(e: &PlayError) -> String {
    sentence(&e.to_string())
}

/// A submitted move that was refused, as a sentence.
#[must_use]
pub fn submit_error(e: &SubmitError) -> String {
    sentence(&e.to_string())
}

impl Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NotYours { sq, owner, turn } => {
                write!(f, "The piece on {sq} is {owner}'s; it is {turn} to move.")
            }
            Refusal::NoMoves => f.write_str("The game is over: no more moves."),
            Refusal::Rule(e) => f.write_str(&play_error(e)),
            Refusal::Stuck { sq } => write!(f, "The piece on {sq} has no legal move."),
            Refusal::Ambiguous { from, to } => write!(
                f,
                "Several jumps from {from} end on {to}: choose the first landing."
            ),
            Refusal::Unreachable { from, to } => write!(
                f,
                "The piece on {from} cannot reach {to}: a step goes to an adjacent empty square, a double jump hops two enemy pieces."
            ),
        }
    }
}

/// A sentence describing `played`, made from `before`: who moved, the canonical notation,
/// and what it did (hops, crowning, uncrowning, capture).
#[must_use]
pub fn move_played(before: &Position, played: &PlayedMove) -> String {
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

/// A sentence for the end of a game (also the turn line's text once the game is over).
#[must_use]
pub fn outcome(outcome: Outcome) -> String {
    format!("{outcome}.")
}

/// A mark the move list shows beside a move for what it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveMark {
    /// It captured a piece: `×`.
    Captures,
    /// It uncrowned a piece: `↓`.
    Uncrowns,
    /// The mover was Crowned: the crown drawing (`ui::crown`), not a character.
    Crowned,
}

/// A move's marks in words, for the tooltip of their glyphs in the move list:
/// `Captures, crowned`.
#[must_use]
pub fn marks_title(marks: &[MoveMark]) -> String {
    let words: Vec<&str> = marks.iter().map(|m| m.word()).collect();
    capitalised(&words.join(", "))
}

impl MoveMark {
    /// The mark's character, or `None` for the crown, which is drawn.
    #[must_use]
    pub fn glyph(self) -> Option<char> {
        match self {
            MoveMark::Captures => Some('×'),
            MoveMark::Uncrowns => Some('↓'),
            MoveMark::Crowned => None,
        }
    }

    /// The mark in words, for the move's accessible name.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            MoveMark::Captures => "captures",
            MoveMark::Uncrowns => "uncrowns",
            MoveMark::Crowned => "crowned",
        }
    }
}

/// What a move did, as the move list shows it, in the order capture, uncrowning,
/// crowning.
#[must_use]
pub fn move_effects(fx: MoveEffects) -> Vec<MoveMark> {
    let mut out = Vec::new();
    if fx.captured.is_some() {
        out.push(MoveMark::Captures);
    }
    if fx.uncrowned.is_some() {
        out.push(MoveMark::Uncrowns);
    }
    if fx.crowned {
        out.push(MoveMark::Crowned);
    }
    out
}

/// The accessible name of a move list button: `Move 3: c3xe5xg5, captures`.
#[must_use]
pub fn move_label(ply: usize, played: &PlayedMove) -> String {
    let mut label = format!("Move {ply}: {}", played.mv);
    for mark in move_effects(played.effects) {
        label.push_str(", ");
        label.push_str(mark.word());
    }
    label
}

/// The turn line: the result once the game is over, otherwise who is to move (with the
/// piece the second-turn rule binds); while browsing, which move is on show.
#[must_use]
pub fn turn_line(
    pos: &Position,
    outcome_now: Option<Outcome>,
    browsing: Option<(usize, usize)>,
) -> String {
    let mut t = match outcome_now {
        Some(o) => outcome(o),
        None => {
            let mut t = format!("{} to move", pos.turn());
            if let Some(b) = pos.binding().filter(|_| pos.turn() == Color::White) {
                t.push_str(&format!(" (second-turn rule: the piece on {b})"));
            }
            t
        }
    };
    if let Some((view, ply)) = browsing {
        t.push_str(&format!(" Showing move {view} of {ply}."));
    }
    t
}

/// A finished game's score as the page writes it everywhere (the result card, the move
/// list): `1-0`, `0-1`, `½-½` (records keep `1/2-1/2`).
#[must_use]
pub fn score(o: Outcome) -> &'static str {
    match o.winner() {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "½-½",
    }
}

/// The result card's heading and reason for a finished game: `White wins · 1-0` / `by
/// capturing three pieces`, `Draw · ½-½` / `agreed by the players`… (the score as
/// [`score`] writes it).
#[must_use]
pub fn result_card(o: Outcome) -> (String, String) {
    use crate::position::{DrawReason, WinReason};
    let score = score(o);
    match o {
        Outcome::Win { winner, reason } => {
            let why = match reason {
                WinReason::ThreeCaptures => "by capturing three pieces".to_string(),
                WinReason::CrownedTroika => "with a Crowned Troika".to_string(),
                WinReason::Resignation => format!("{} resigned", winner.other()),
                WinReason::Time => format!("{} lost on time", winner.other()),
            };
            (format!("{winner} wins · {score}"), why)
        }
        Outcome::Draw(reason) => {
            let why = match reason {
                DrawReason::NoMoves => "the side to move has no legal move",
                DrawReason::Repetition => "the same position for the third time",
                DrawReason::Agreement => "agreed by the players",
            };
            (format!("Draw · {score}"), why.to_string())
        }
    }
}

/// The browsing line, apart from the turn line: which move is on show.
#[must_use]
pub fn viewing(view: usize, ply: usize) -> String {
    if view == 0 {
        format!("Viewing the start (of {ply} moves)")
    } else {
        format!("Viewing move {view} of {ply}")
    }
}

/// After White's first move: the second-turn rule binds the piece just moved.
#[must_use]
pub fn bound_next(sq: Square) -> String {
    format!("Second-turn rule: White's next move must move the piece on {sq} again.")
}

/// The page title for a turn line.
#[must_use]
pub fn title(turn_line: &str) -> String {
    format!("{turn_line} · Three Crowns")
}

/// The board's accessible name: which side is at the bottom, then the turn line.
#[must_use]
pub fn board_label(flipped: bool, turn_line: &str) -> String {
    let side = if flipped { Color::Black } else { Color::White };
    format!("Board, {side} at the bottom. {turn_line}")
}

/// The moves an undo took back; `None` when there was none to take back.
#[must_use]
pub fn taken_back(moves: &[Move]) -> Option<String> {
    match moves {
        [] => None,
        [m] => Some(format!("Move {m} taken back.")),
        many => {
            let list: Vec<String> = many.iter().map(Move::to_string).collect();
            Some(format!("Moves {} taken back.", list.join(" and ")))
        }
    }
}

/// Browsing moved to `view`: the last move on show (`None` at the start position) and
/// whether the view is still behind the live position.
#[must_use]
pub fn browsed(view: usize, last: Option<Move>, browsing: bool) -> String {
    match last {
        Some(mv) if browsing => format!("Showing the position after move {view}, {mv}."),
        Some(mv) => format!("Back to the current position, after {mv}."),
        None => "Showing the start position.".to_string(),
    }
}

/// A game replaced by another (an import, a link, another tab, the previous game): the
/// message, the result if the new game is over, and a note when the replaced game could
/// not be stored (`not_stored`, the storage error).
#[must_use]
pub fn replaced(message: &str, over: Option<Outcome>, not_stored: Option<&dyn Display>) -> String {
    let mut s = match over {
        Some(o) => format!("{message} {}", outcome(o)),
        None => message.to_string(),
    };
    s.push_str(&stash_note(not_stored));
    s
}

/// The note added when the replaced game could not be stored (`None`: none).
#[must_use]
pub fn stash_note(not_stored: Option<&dyn Display>) -> String {
    not_stored.map_or_else(String::new, |e| {
        format!(" The replaced game is not stored ({e}); Previous game reopens it until this tab is closed.")
    })
}

/// Another tab changed the game to a different one; `kept` when this tab's game had
/// moves and is kept as the previous game.
#[must_use]
pub fn other_tab(kept: bool) -> &'static str {
    if kept {
        "Another tab changed the game: it is shown here too; this tab's game is kept as the previous game."
    } else {
        "Another tab changed the game: it is shown here too."
    }
}

/// The repetition house rule switched on or off.
#[must_use]
pub fn repetition(on: bool) -> &'static str {
    if on {
        "Threefold repetition draws (house rule on)."
    } else {
        "Repetition rule off: positions may repeat without a draw."
    }
}

/// The first press of Resign: what a second press will do.
#[must_use]
pub fn resign_confirm(side: Color) -> String {
    format!("Press Resign again to confirm: {side} resigns.")
}

/// A resignation or an agreed draw taken back by Undo.
#[must_use]
pub fn withdrawn(o: Outcome) -> String {
    format!("Taken back: {o}. The game goes on.")
}

/// A click on the board once the game is over.
#[must_use]
pub fn game_over(o: Outcome) -> String {
    format!("The game is over: {o}. Start a new game or undo.")
}

/// The previous game could not be read.
#[must_use]
pub fn previous_unreadable(e: &dyn Display) -> String {
    format!("The previous game could not be read: {e}.")
}

/// A `.tcg` record that was not imported.
#[must_use]
pub fn import_failed(e: &dyn Display) -> String {
    format!("The record was not imported: {e}. Your game is unchanged.")
}

/// A share link that could not be opened.
#[must_use]
pub fn link_failed(e: &dyn Display) -> String {
    format!("This link could not be opened: {e}. Your game is unchanged.")
}

/// The notice that the game is not being saved (`e`, why).
#[must_use]
pub fn not_saved(e: &dyn Display) -> String {
    format!("This game is not being saved: {e}. It goes on here; copy or download its record to keep it.")
}

/// The saved game could not be restored (`e`) and was kept aside under `aside`.
#[must_use]
pub fn restore_kept_aside(e: &dyn Display, aside: &str) -> String {
    format!("The saved game could not be restored ({e}); it is kept in this browser's storage as '{aside}'. A new game has started.")
}

/// The saved game could not be restored (`e`) nor copied aside (`copy`): it stays under
/// `key` and is not written over.
#[must_use]
pub fn restore_left_in_place(e: &dyn Display, copy: &dyn Display, key: &str) -> String {
    format!("The saved game could not be restored ({e}), and it could not be copied aside ({copy}): it is left as '{key}' in this browser's storage, and this new game will not be saved over it.")
}

/// The page could not start (`why`).
#[must_use]
pub fn start_failed(why: &str) -> String {
    format!("The game could not start: {why}")
}

/// The notice when the program failed (`message`, the panic's); `saved` when the last
/// saved record is shown below it.
#[must_use]
pub fn crashed(message: &str, saved: bool) -> String {
    let what = if saved {
        "Your game up to the last move is below: copy it, reload the page and import it (Save and share) if it does not come back by itself."
    } else {
        "No saved game was found."
    };
    format!("The game stopped because of an error in its program ({message}). {what}")
}

/// A download that failed (`why`, as the browser reported it).
#[must_use]
pub fn download_failed(why: &str) -> String {
    format!("The download failed: {why}")
}

/// The rules page's body while it is fetched (the first time the rules are opened).
pub const RULES_LOADING: &str = "Loading the rules…";

/// The rules page's body when it could not be fetched (`why`): opening the rules again
/// tries again.
#[must_use]
pub fn rules_unavailable(why: &FetchError) -> String {
    format!("The rules could not be loaded: {why}. Close them and open them again to retry; your game is unchanged.")
}

/// Fixed sentences.
pub mod say;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tcn::parse_tcn;
    use crate::ui::input::Input;
    use crate::ui::testing::{mv, sq};

    #[test]
    fn the_rules_page_says_why_it_is_missing() {
        assert_eq!(
            rules_unavailable(&FetchError::Status(404)),
            "The rules could not be loaded: the server answered 404. Close them and open them again to retry; your game is unchanged."
        );
        assert!(RULES_LOADING.starts_with("Loading the rules"));
    }

    #[test]
    fn the_second_hop_is_spelled_out() {
        let sq = |n: &str| n.parse::<Square>().unwrap();
        assert_eq!(
            second_hop(sq("e5"), &[sq("g5")]),
            "Second hop: g5 · back: e5"
        );
        assert_eq!(
            second_hop(sq("e5"), &[sq("e3"), sq("g5")]),
            "Second hop: e3 or g5 · back: e5"
        );
        assert_eq!(
            second_hop(sq("e5"), &[sq("c3"), sq("e3"), sq("g5")]),
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
        let say = |input: &Input, s: &str| preview(&input.preview(&pos, &legal, sq(s)).unwrap());
        assert_eq!(say(&input, "g5"), "c3xe5xg5 would uncrown f5");
        assert_eq!(say(&input, "b3"), "c3-b3 plays here");
        let pos = parse_tcn("bb1bb1bb/b6b/8/8/1WW5/8/W6w/ww1ww1ww w - 9").unwrap();
        let legal = pos.legal_moves();
        let mut input = Input::default();
        input.click(&pos, &legal, sq("b4"));
        let p = input.preview(&pos, &legal, sq("b3")).unwrap();
        assert_eq!(preview(&p), "b4-b3 would win the game");
    }

    #[test]
    fn moves_and_their_effects() {
        let pos = parse_tcn("bbbbbbb1/8/8/5B2/3B4/2w5/8/wwwwwww1 w - 5").unwrap();
        let m = mv("c3xe5xg5");
        let (_, effects) = pos.play_with_effects(m);
        let played = PlayedMove { mv: m, effects };
        assert_eq!(move_played(&pos, &played), "White c3xe5xg5: double jump from c3 over d4 and f5 to g5; Black piece on f5 loses its crown.");
        assert_eq!(move_effects(effects), [MoveMark::Uncrowns]);
        assert_eq!(move_label(7, &played), "Move 7: c3xe5xg5, uncrowns");
        let pos = parse_tcn("bbbbbbbb/8/8/8/w7/8/w7/wwwwwww1 w - 5").unwrap();
        let m = mv("a4-a3");
        let (_, effects) = pos.play_with_effects(m);
        let played = PlayedMove { mv: m, effects };
        assert_eq!(
            move_played(&pos, &played),
            "White a4-a3: steps from a4 to a3; crowned on a3."
        );
        assert_eq!(move_label(1, &played), "Move 1: a4-a3, crowned");
        assert_eq!(move_effects(effects), [MoveMark::Crowned]);
        assert_eq!(MoveMark::Crowned.glyph(), None);
    }

    /// Moves and squares keep their canonical form at the start of a sentence; prose is
    /// capitalised (issue: "A6-a8 is not a step").
    #[test]
    fn sentences_keep_notation_canonical() {
        let start = Position::start();
        let e = start.check(mv("a6-a8")).unwrap_err();
        assert_eq!(
            play_error(&e),
            "a6-a8 is not a step: a step goes to an adjacent square."
        );
        let e = start.check(mv("d4-d5")).unwrap_err();
        assert_eq!(play_error(&e), "There is no piece on d4.");
        let e = start.check(mv("a6xc6xe6")).unwrap_err();
        assert!(play_error(&e).starts_with("a6xc6xe6 is not a legal double jump"));
        let e = "a9-a7".parse::<Move>().unwrap_err();
        assert_eq!(
            sentence(&e.to_string()),
            "'a9-a7' is not a move: squares are a1 to h8."
        );
        assert_eq!(sentence("h8 is occupied"), "h8 is occupied.");
        assert_eq!(sentence("the game is over"), "The game is over.");
        assert_eq!(sentence(""), "");
    }

    #[test]
    fn refusals() {
        let cases = [
            (
                Refusal::NotYours {
                    sq: sq("a5"),
                    owner: Color::Black,
                    turn: Color::White,
                },
                "The piece on a5 is Black's; it is White to move.",
            ),
            (
                Refusal::Stuck { sq: sq("c1") },
                "The piece on c1 has no legal move.",
            ),
            (
                Refusal::Ambiguous {
                    from: sq("c3"),
                    to: sq("g3"),
                },
                "Several jumps from c3 end on g3: choose the first landing.",
            ),
        ];
        for (r, words) in cases {
            assert_eq!(r.to_string(), words);
        }
    }

    #[test]
    fn turn_line_title_and_board_label() {
        let start = Position::start();
        assert_eq!(turn_line(&start, None, None), "White to move");
        assert_eq!(
            turn_line(&start, None, Some((2, 4))),
            "White to move Showing move 2 of 4."
        );
        let bound = start.play(mv("a6-a7")).unwrap().play(mv("a5-b4")).unwrap();
        assert_eq!(
            turn_line(&bound, None, None),
            "White to move (second-turn rule: the piece on a7)"
        );
        assert_eq!(title("White to move"), "White to move · Three Crowns");
        assert_eq!(viewing(2, 4), "Viewing move 2 of 4");
        let agreed = Outcome::Draw(crate::position::DrawReason::Agreement);
        assert_eq!(
            result_card(agreed),
            (
                "Draw · ½-½".to_string(),
                "agreed by the players".to_string()
            )
        );
        let troika = Outcome::Win {
            winner: Color::Black,
            reason: crate::position::WinReason::CrownedTroika,
        };
        assert_eq!(result_card(troika).0, "Black wins · 0-1");
        assert_eq!(viewing(0, 4), "Viewing the start (of 4 moves)");
        assert_eq!(
            bound_next(Square::A1),
            "Second-turn rule: White's next move must move the piece on a1 again."
        );
        assert_eq!(
            board_label(true, "White to move"),
            "Board, Black at the bottom. White to move"
        );
    }

    #[test]
    fn cursor_and_selection() {
        let pos = Position::start();
        let legal = pos.legal_moves();
        let mut input = Input::default();
        assert_eq!(selection(input.selection(), &input.targets(&legal)), None);
        assert!(input.press(&legal, sq("a6")));
        let t = input.targets(&legal);
        let said = selection(input.selection(), &t).unwrap();
        assert!(said.starts_with("a6 selected. Steps to "), "{said}");
        assert_eq!(
            cursor(&pos, sq("a7"), Some(&t)),
            "a7: empty, a step destination"
        );
        assert_eq!(cursor(&pos, sq("a6"), None), "a6: White Uncrowned");
    }

    #[test]
    fn undo_browse_and_replace() {
        assert_eq!(taken_back(&[]), None);
        assert_eq!(
            taken_back(&[mv("a6-a7")]).unwrap(),
            "Move a6-a7 taken back."
        );
        assert_eq!(
            taken_back(&[mv("a5-b4"), mv("a6-a7")]).unwrap(),
            "Moves a5-b4 and a6-a7 taken back."
        );
        assert_eq!(
            browsed(1, Some(mv("a6-a7")), true),
            "Showing the position after move 1, a6-a7."
        );
        assert_eq!(
            browsed(2, Some(mv("a5-b4")), false),
            "Back to the current position, after a5-b4."
        );
        assert_eq!(browsed(0, None, true), "Showing the start position.");
        assert_eq!(
            replaced(say::IMPORTED, None, Some(&"storage is full")),
            "Game imported. The replaced game is not stored (storage is full); Previous game reopens it until this tab is closed."
        );
    }
}
