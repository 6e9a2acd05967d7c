//! Share links: the URL fragment `#tcn=<position, spaces as _>&moves=<m1,m2,…>`, both
//! parts optional, and `&rep=off` when the game is played without the repetition rule.

use crate::game::Game;
use crate::position::Position;
use crate::tcn::{parse_tcn, to_tcn};
use crate::types::Move;

/// Decodes `%XX` escapes (browsers may escape spaces and other characters).
fn percent_decode(s: &str) -> Result<String, String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .ok_or_else(|| "the link has a broken %-escape".to_string())?;
            out.push(hex);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| "the link is not valid text".to_string())
}

/// Reads a fragment (with or without the leading `#`). `Ok(None)` when it names no game
/// (empty, or neither `tcn` nor `moves`); an error message when it names a game badly.
/// The game keeps `repetition_rule` unless the link says `rep=off` or `rep=on`.
pub fn parse_fragment(fragment: &str, repetition_rule: bool) -> Result<Option<Game>, String> {
    // A link as pasted: what tools add around it (crate::text) is ignored.
    let fragment = crate::text::token(fragment);
    let body = fragment.strip_prefix('#').unwrap_or(&fragment);
    let mut tcn = None;
    let mut moves = None;
    let mut rule = repetition_rule;
    for part in body.split('&').filter(|p| !p.is_empty()) {
        let (k, v) = part.split_once('=').unwrap_or((part, ""));
        let v = v.trim();
        match (k.trim(), v) {
            ("tcn", _) => tcn = Some(percent_decode(v)?.replace('_', " ")),
            ("moves", _) => moves = Some(crate::text::plain(&percent_decode(v)?).into_owned()),
            ("rep", "on" | "off") => rule = v == "on",
            ("rep", _) => return Err("the link's rep must be on or off".to_string()),
            _ => {}
        }
    }
    if tcn.is_none() && moves.is_none() {
        return Ok(None);
    }
    let start = match &tcn {
        Some(t) => parse_tcn(t).map_err(|e| format!("the link's position is invalid: {e}"))?,
        None => Position::start(),
    };
    // The moves up to the first that is not notation, replayed; the first bad move,
    // unreadable or illegal, is the one reported.
    let texts: Vec<&str> = moves
        .iter()
        .flat_map(|m| m.split(','))
        .filter(|m| !m.is_empty())
        .collect();
    let parsed: Vec<Result<Move, _>> = texts.iter().map(|t| t.parse::<Move>()).collect();
    let readable: Vec<Move> = parsed
        .iter()
        .map_while(|r| r.as_ref().ok().copied())
        .collect();
    let game = Game::from_moves(start, &readable, rule).map_err(|(i, e)| {
        format!(
            "the link's move {} ({}) is illegal: {e}",
            i + 1,
            readable[i]
        )
    })?;
    if let Some((i, Err(e))) = parsed.iter().enumerate().nth(readable.len()) {
        return Err(format!("the link's move {}: {e}", i + 1));
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
    if !moves.is_empty() {
        parts.push(format!("moves={}", moves.join(",")));
    }
    if !game.repetition_rule() {
        parts.push("rep=off".to_string());
    }
    parts.join("&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let mut g = Game::default();
        for m in ["a6-a7", "a5-b4", "a7-b7"] {
            g.play(m.parse().unwrap()).unwrap();
        }
        let f = fragment(&g);
        assert_eq!(f, "moves=a6-a7,a5-b4,a7-b7");
        let back = parse_fragment(&format!("#{f}"), true).unwrap().unwrap();
        assert_eq!(back.position(), g.position());
        let setup = Game::new(parse_tcn("bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw w a7 2").unwrap());
        let f = fragment(&setup);
        assert_eq!(f, "tcn=bwb2bwb/w7/7w/7b/wb5w/b6b/8/wbw2wbw_w_a7_2");
        assert_eq!(
            parse_fragment(&f, true).unwrap().unwrap().position(),
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
        // Even a reader whose own rule is on gets the game, with the rule off.
        let back = parse_fragment(&f, true).unwrap().unwrap();
        assert_eq!(back.ply(), 12);
        assert!(!back.repetition_rule());
        assert_eq!(back.outcome(), None);
        // Without rep=off, the link keeps the reader's rule: the game is drawn.
        let on = parse_fragment(&f.replace("&rep=off", ""), true)
            .unwrap()
            .unwrap();
        assert_eq!(on.ply(), 12);
        assert!(on.outcome().is_some());
        assert!(parse_fragment("#moves=a6-a7&rep=maybe", true).is_err());
    }

    #[test]
    fn escaped_spaces_and_empty() {
        let g = parse_fragment(
            "#tcn=bwb2bwb/8/w6w/b6b/w6w/b6b/8/wbw2wbw%20w%20-&moves=",
            true,
        )
        .unwrap()
        .unwrap();
        assert_eq!(*g.position(), Position::start());
        assert!(parse_fragment("", true).unwrap().is_none());
        assert!(parse_fragment("#", true).unwrap().is_none());
        assert!(parse_fragment("#other=1", true).unwrap().is_none());
    }

    #[test]
    fn errors_are_clear() {
        let e = parse_fragment("#tcn=garbage", true).unwrap_err();
        assert!(e.contains("position is invalid"), "{e}");
        let e = parse_fragment("#moves=a6-a7,a5-b4,h6-h7", true).unwrap_err();
        assert!(
            e.contains("move 3") && e.contains("h6-h7") && e.contains("second-turn"),
            "{e}"
        );
        let e = parse_fragment("#moves=zz", true).unwrap_err();
        assert!(e.contains("move 1"), "{e}");
        // The first bad move is the one reported, whether illegal or unreadable.
        let e = parse_fragment("#moves=a6-a7,h6-h7,zz", true).unwrap_err();
        assert!(e.contains("move 2 (h6-h7) is illegal"), "{e}");
        let e = parse_fragment("#moves=a6-a7,zz,h6-h7", true).unwrap_err();
        assert!(e.contains("move 2:") && e.contains("zz"), "{e}");
        let e = parse_fragment("#tcn=%zz", true).unwrap_err();
        assert!(e.contains("escape"), "{e}");
    }
}
