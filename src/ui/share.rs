//! Share links: the URL fragment `#tcn=<position, spaces as _>&moves=<m1,m2,…>`, both
//! parts optional, `&rep=off` when the game is played without the repetition rule, and
//! `&flag=<w|b>` when that side lost on time (a result on time stands, in a link too).
//! The moves are replayed under the one replay policy ([`mod@crate::replay`]).

use std::fmt;

use crate::game::Game;
use crate::position::{Outcome, Position};
use crate::replay::{replay, ReplayError};
use crate::tcn::{parse_tcn, to_tcn, TcnError};
use crate::types::{Color, Move};

/// Why a share link names no game it can open. Opening a bad link changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShareError {
    /// A `%` not followed by two hexadecimal digits.
    BrokenEscape,
    /// The decoded bytes are not UTF-8 text.
    NotText,
    /// `rep` is neither `on` nor `off` (the value, at most 20 characters).
    BadRepetition(String),
    /// `flag` is neither `w` nor `b` (the value, at most 20 characters).
    BadFlag(String),
    /// The `tcn` part is not a valid position.
    BadPosition(TcnError),
    /// A move of the `moves` part cannot be read or played.
    Move(ReplayError),
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::BrokenEscape => f.write_str("the link has a broken %-escape"),
            ShareError::NotText => f.write_str("the link is not valid text"),
            ShareError::BadRepetition(v) => write!(f, "the link's rep '{v}' must be on or off"),
            ShareError::BadFlag(v) => write!(f, "the link's flag '{v}' must be w or b"),
            ShareError::BadPosition(e) => write!(f, "the link's position is invalid: {e}"),
            ShareError::Move(e) => write!(f, "the link's {e}"),
        }
    }
}

impl std::error::Error for ShareError {}

/// Decodes `%XX` escapes (browsers may escape spaces and other characters).
pub(crate) fn percent_decode(s: &str) -> Result<String, ShareError> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .ok_or(ShareError::BrokenEscape)?;
            out.push(hex);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| ShareError::NotText)
}

/// Reads a fragment (with or without the leading `#`). `Ok(None)` when it names no game
/// (empty, or neither `tcn` nor `moves`). The game is played with the repetition rule
/// unless the link says `rep=off`: a link without `rep` means the rule on, as a record
/// without a `Repetition` tag does (one rule for every entry; [`fragment`] writes
/// `rep=off` only).
///
/// # Errors
/// A [`ShareError`] when it names a game badly; the first bad move, unreadable or
/// illegal, is the one reported.
pub fn parse_fragment(fragment: &str) -> Result<Option<Game>, ShareError> {
    // A link as pasted: what tools add around it (crate::text) is ignored.
    let fragment = crate::text::token(fragment);
    let body = fragment.strip_prefix('#').unwrap_or(&fragment);
    let mut tcn = None;
    let mut moves = None;
    let mut rule = true;
    let mut flag = None;
    for part in body.split('&').filter(|p| !p.is_empty()) {
        let (k, v) = part.split_once('=').unwrap_or((part, ""));
        let v = v.trim();
        match (k.trim(), v) {
            ("tcn", _) => tcn = Some(percent_decode(v)?.replace('_', " ")),
            ("moves", _) => moves = Some(crate::text::plain(&percent_decode(v)?).into_owned()),
            ("rep", "on" | "off") => rule = v == "on",
            ("rep", _) => return Err(ShareError::BadRepetition(v.chars().take(20).collect())),
            ("flag", "w") => flag = Some(Color::White),
            ("flag", "b") => flag = Some(Color::Black),
            ("flag", _) => return Err(ShareError::BadFlag(v.chars().take(20).collect())),
            _ => {}
        }
    }
    if tcn.is_none() && moves.is_none() {
        return Ok(None);
    }
    let start = match &tcn {
        Some(t) => parse_tcn(t).map_err(ShareError::BadPosition)?,
        None => Position::start(),
    };
    let texts = moves
        .iter()
        .flat_map(|m| m.split(','))
        .filter(|m| !m.is_empty());
    let mut game = replay(start, texts, rule).map_err(ShareError::Move)?;
    if let Some(side) = flag {
        // As a record's "lost on time": a game the rules ended already keeps that end.
        let _ = game.flag(side);
    }
    Ok(Some(game))
}

/// The fragment for `game` (without `#`): the start position when it is not the standard
/// one, then the moves.
pub fn fragment(game: &Game) -> String {
    let mut parts = Vec::new();
    if *game.start() != Position::start() {
        parts.push(format!("tcn={}", to_tcn(game.start()).replace(' ', "_")));
    }
    let moves: Vec<String> = game.move_list().iter().map(Move::to_string).collect();
    // A fresh game's link still names a game (an empty list of moves): opened, it
    // starts a new game rather than meaning nothing.
    if !moves.is_empty() || parts.is_empty() {
        parts.push(format!("moves={}", moves.join(",")));
    }
    if !game.repetition_rule() {
        parts.push("rep=off".to_string());
    }
    if let (true, Some(Outcome::Win { winner, .. })) = (game.lost_on_time(), game.declared()) {
        let loser = if winner == Color::White { "b" } else { "w" };
        parts.push(format!("flag={loser}"));
    }
    parts.join("&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fresh_games_link_names_a_fresh_game() {
        let fresh = Game::default();
        assert_eq!(fragment(&fresh), "moves=");
        let back = parse_fragment(&fragment(&fresh)).unwrap().expect("a game");
        assert_eq!(back.ply(), 0);
        assert_eq!(back.start(), &Position::start());
        let mut off = Game::default();
        off.set_repetition_rule(false);
        assert_eq!(fragment(&off), "moves=&rep=off");
    }

    #[test]
    fn round_trip() {
        let mut g = Game::default();
        for m in ["a6-a7", "a5-b4", "a7-b7"] {
            g.play(m.parse().unwrap()).unwrap();
        }
        let f = fragment(&g);
        assert_eq!(f, "moves=a6-a7,a5-b4,a7-b7");
        let back = parse_fragment(&format!("#{f}")).unwrap().unwrap();
        assert_eq!(back.position(), g.position());
        let setup = Game::new(parse_tcn("bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw w a7 2").unwrap());
        let f = fragment(&setup);
        assert_eq!(f, "tcn=bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw_w_a7_2");
        assert_eq!(
            parse_fragment(&f).unwrap().unwrap().position(),
            setup.position()
        );
    }

    #[test]
    fn a_game_past_a_third_repetition_with_the_rule_off_round_trips() {
        let mut g = Game::default();
        g.set_repetition_rule(false);
        let shuffle = ["a6-a7", "a5-b4", "a7-a6", "b4-a5"];
        for m in shuffle.iter().chain(&shuffle).chain(&shuffle) {
            g.play(m.parse().unwrap()).unwrap();
        }
        assert_eq!(g.repetitions(), 4);
        let f = fragment(&g);
        assert!(f.ends_with("&rep=off"), "{f}");
        let back = parse_fragment(&f).unwrap().unwrap();
        assert_eq!(back.ply(), 12);
        assert!(!back.repetition_rule());
        assert_eq!(back.outcome(), None);
        // Without rep=off, the rule is on, as in a record without a Repetition tag: the
        // game is drawn. rep=on says the same.
        for link in [f.replace("&rep=off", ""), f.replace("&rep=off", "&rep=on")] {
            let on = parse_fragment(&link).unwrap().unwrap();
            assert_eq!(on.ply(), 12);
            assert!(on.repetition_rule());
            assert!(on.outcome().is_some());
        }
        // Found by fuzzing (share_fragment): rep=on read back from the written link.
        let g = parse_fragment("moves=a6-a7,\t\t\t&rep=on&rea5-b6");
        let g = g.unwrap().unwrap();
        let back = parse_fragment(&fragment(&g)).unwrap().unwrap();
        assert_eq!(back.repetition_rule(), g.repetition_rule());
        assert!(parse_fragment("#moves=a6-a7&rep=maybe").is_err());
    }

    #[test]
    fn a_loss_on_time_travels_in_the_link_and_stands() {
        let mut g = Game::default();
        for m in ["a6-a7", "a5-b4"] {
            g.play(m.parse().unwrap()).unwrap();
        }
        g.flag(Color::White).unwrap();
        let f = fragment(&g);
        assert_eq!(f, "moves=a6-a7,a5-b4&flag=w");
        let mut back = parse_fragment(&f).unwrap().unwrap();
        assert_eq!(back.outcome(), g.outcome());
        assert!(back.lost_on_time());
        assert!(back.undo().is_none(), "a result on time stands");
        assert_eq!(back.ply(), 2);
        assert_eq!(
            parse_fragment("moves=a6-a7&flag=x").err(),
            Some(ShareError::BadFlag("x".into()))
        );
    }

    #[test]
    fn escaped_spaces_and_empty() {
        let g = parse_fragment("#tcn=bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw%20w%20-&moves=")
            .unwrap()
            .unwrap();
        assert_eq!(*g.position(), Position::start());
        assert!(parse_fragment("").unwrap().is_none());
        assert!(parse_fragment("#").unwrap().is_none());
        assert!(parse_fragment("#other=1").unwrap().is_none());
    }

    #[test]
    fn errors_are_typed() {
        use crate::replay::ReplayProblem;
        use crate::types::MoveTextProblem;
        let e = parse_fragment("#tcn=garbage").unwrap_err();
        assert!(matches!(e, ShareError::BadPosition(_)), "{e:?}");
        let move_error = |f: &str| match parse_fragment(f) {
            Err(ShareError::Move(e)) => e,
            other => panic!("{f}: expected a move error, got {other:?}"),
        };
        let e = move_error("#moves=a6-a7,a5-b4,h6-h7");
        assert_eq!((e.index, e.text.as_str()), (2, "h6-h7"));
        assert!(matches!(
            e.problem,
            ReplayProblem::Illegal(crate::PlayError::BoundPiece { .. })
        ));
        let e = move_error("#moves=zz");
        assert_eq!(
            (e.index, e.problem),
            (0, ReplayProblem::Unreadable(MoveTextProblem::Shape))
        );
        // The first bad move is the one reported, whether illegal or unreadable.
        let e = move_error("#moves=a6-a7,h6-h7,zz");
        assert_eq!(e.index, 1);
        assert!(matches!(e.problem, ReplayProblem::Illegal(_)));
        let e = move_error("#moves=a6-a7,zz,h6-h7");
        assert_eq!((e.index, e.text.as_str()), (1, "zz"));
        assert_eq!(
            parse_fragment("#tcn=%zz").unwrap_err(),
            ShareError::BrokenEscape
        );
        assert_eq!(
            parse_fragment("#tcn=%ff%fe").unwrap_err(),
            ShareError::NotText
        );
        assert_eq!(
            parse_fragment("#moves=a6-a7&rep=maybe").unwrap_err(),
            ShareError::BadRepetition("maybe".into())
        );
        // The message names the move and why.
        let e = parse_fragment("#moves=a6-a7,h6-h7").unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "the link's move 2 of the list, h6-h7, is illegal: {}",
                crate::PlayError::NotYourPiece {
                    square: "h6".parse().unwrap(),
                    to_move: crate::Color::Black
                }
            )
        );
    }
}
