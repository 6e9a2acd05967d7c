//! The checks behind the fuzz targets (`fuzz_targets/`), one function per target: each
//! takes the fuzzer's bytes, must never panic on its own account, and panics (a finding)
//! when a round trip or a documented promise fails. `cargo test` here runs them over the
//! committed seed corpora on stable Rust.

use std::str::FromStr;

use three_crowns::engine::{Command, Engine, Flow, Reply};
use three_crowns::ui::friend::link;
use three_crowns::ui::share::{fragment, parse_fragment};
use three_crowns::{parse_record, parse_tcn, to_tcn, write_record, Game, Move, Position};

fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

fn moves(game: &Game) -> Vec<Move> {
    game.moves().iter().map(|m| m.mv).collect()
}

/// A position that parses prints to text that parses to the same position.
pub fn check_tcn(data: &[u8]) {
    let Some(s) = text(data) else { return };
    if let Ok(pos) = parse_tcn(s) {
        let printed = to_tcn(&pos);
        let again = parse_tcn(&printed)
            .unwrap_or_else(|e| panic!("{s:?} printed as {printed:?}, which does not parse: {e}"));
        assert_eq!(to_tcn(&again), printed, "{s:?}");
        assert_eq!(again.zobrist(), pos.zobrist(), "{s:?}");
    }
}

/// A record that parses is written back to a record with the same start and moves.
pub fn check_record(data: &[u8]) {
    let Some(s) = text(data) else { return };
    if let Ok(rec) = parse_record(s) {
        let written = write_record(&rec.game, &[]);
        let again = parse_record(&written)
            .unwrap_or_else(|e| panic!("{s:?} written as {written:?}, which does not parse: {e}"));
        assert_eq!(
            to_tcn(again.game.start()),
            to_tcn(rec.game.start()),
            "{s:?}"
        );
        assert_eq!(moves(&again.game), moves(&rec.game), "{s:?}");
        assert_eq!(
            to_tcn(again.game.position()),
            to_tcn(rec.game.position()),
            "{s:?}"
        );
    }
}

/// A move that parses prints in canonical form, which parses to the same move.
pub fn check_move(data: &[u8]) {
    let Some(s) = text(data) else { return };
    if let Ok(mv) = Move::from_str(s) {
        let printed = mv.to_string();
        assert_eq!(
            Move::from_str(&printed),
            Ok(mv),
            "{s:?} printed as {printed:?}"
        );
        assert_eq!(printed, printed.to_lowercase());
    }
}

/// A share link that names a game makes a link that names the same game.
pub fn check_fragment(data: &[u8]) {
    let Some(s) = text(data) else { return };
    {
        if let Ok(Some(game)) = parse_fragment(s) {
            let link = fragment(&game);
            if game.moves().is_empty() && *game.start() == Position::start() {
                // The standard start with no moves is the empty link: it names no game.
                assert!(link.is_empty() || link == "rep=off", "{s:?} -> {link:?}");
                return;
            }
            let again = match parse_fragment(&link) {
                Ok(Some(g)) => g,
                other => panic!(
                    "{s:?} gave the link {link:?}, read back as {:?}",
                    other.map(|g| g.map(|g| g.ply()))
                ),
            };
            assert_eq!(to_tcn(again.start()), to_tcn(game.start()), "{s:?}");
            assert_eq!(moves(&again), moves(&game), "{s:?}");
            assert_eq!(again.repetition_rule(), game.repetition_rule(), "{s:?}");
        }
    }
}

/// Friend game links: any text is read without a panic, as it comes and with a right
/// checksum added (so that the fuzzer reaches past it); a link that reads writes back to
/// a link that reads as the same game, which writes the same text again.
pub fn check_friend_link(data: &[u8]) {
    let Some(s) = text(data) else { return };
    for candidate in [s.to_string(), link::sign(&format!("friend=1&{s}"))] {
        let Ok(Some(l)) = link::read(&candidate) else {
            continue;
        };
        let written = link::write(&l);
        let again = match link::read(&written) {
            Ok(Some(a)) => a,
            other => panic!("{candidate:?} wrote {written:?}, read back as {:?}", other.map(|o| o.is_some())),
        };
        assert_eq!(again.id, l.id, "{candidate:?}");
        assert_eq!(again.by, l.by, "{candidate:?}");
        assert_eq!(again.names, l.names, "{candidate:?}");
        assert_eq!(again.offer, l.offer, "{candidate:?}");
        assert_eq!(to_tcn(again.game.start()), to_tcn(l.game.start()), "{candidate:?}");
        assert_eq!(moves(&again.game), moves(&l.game), "{candidate:?}");
        assert_eq!(again.game.outcome(), l.game.outcome(), "{candidate:?}");
        assert_eq!(link::write(&again), written, "{candidate:?}");
    }
}

/// Engine protocol lines: any input is answered without a panic; a refused line gets one
/// `error …` line and leaves the game as it was; a line that reads as a `Command` and
/// every reply line (a `Reply`) print back to text that reads the same. Long work is kept short: `go` searches
/// depth 1, `perft` counts depth 1, `bench` and hash sizes are left out.
pub fn check_engine(data: &[u8]) {
    let Some(s) = text(data) else { return };
    let mut engine = Engine::with_clock(|| 0.0);
    for line in s.lines().take(64) {
        let cmd = line.split_whitespace().next().unwrap_or("");
        let line = match cmd {
            "go" => "go depth 1",
            "perft" => "perft 1",
            "bench" => continue,
            "setoption" if line.to_lowercase().contains("hash") => continue,
            _ => line,
        };
        // A line that reads as a command prints back to one that reads the same.
        if let Ok(command) = line.parse::<Command>() {
            let printed = command.to_string();
            assert_eq!(printed.parse::<Command>().as_ref(), Ok(&command), "{line:?}");
        }
        let before = (to_tcn(engine.game().position()), engine.game().ply());
        let (reply, flow) = engine.handle(line);
        // Every reply line reads as a reply and prints back as it was.
        for r in &reply {
            let read = r
                .parse::<Reply>()
                .unwrap_or_else(|e| panic!("{line:?} -> {r:?}, which does not read: {e}"));
            assert_eq!(read.to_string(), *r, "{line:?}");
        }
        if reply.iter().any(|l| l.starts_with("error")) {
            assert_eq!(reply.len(), 1, "{line:?} -> {reply:?}");
            let after = (to_tcn(engine.game().position()), engine.game().ply());
            assert_eq!(after, before, "{line:?} was refused but changed the game");
        }
        if flow == Flow::Quit {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    fn corpus(target: &str, check: fn(&[u8])) {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("corpus")
            .join(target);
        let mut n = 0;
        for e in std::fs::read_dir(&dir).unwrap() {
            check(&std::fs::read(e.unwrap().path()).unwrap());
            n += 1;
        }
        assert!(n > 0, "no seeds in {}", dir.display());
    }

    #[test]
    fn seeds() {
        corpus("parse_tcn", super::check_tcn);
        corpus("parse_record", super::check_record);
        corpus("move_from_str", super::check_move);
        corpus("share_fragment", super::check_fragment);
        corpus("engine_lines", super::check_engine);
        corpus("friend_link", super::check_friend_link);
    }
}
