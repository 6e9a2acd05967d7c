//! Which sound a move makes, and what each sound is, as data: the page synthesizes the
//! notes with WebAudio (`src/web/audio.rs`), no audio files. A muted game chooses no sound, so
//! the page makes no audio call at all.

use crate::position::MoveEffects;
use crate::types::Move;

/// A sound the page makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A step.
    Move,
    /// A double jump (an uncrowning included).
    Jump,
    /// A jump that captured.
    Capture,
    /// The moving piece was Crowned.
    Crown,
    /// The move ended the game.
    GameEnd,
}

/// An oscillator's waveform.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wave {
    /// Pure.
    Sine,
    /// Soft, woody.
    Triangle,
    /// Buzzy.
    Square,
}

/// One note: a pitch gliding from `freq` to `to` (Hz), starting `start` seconds after the
/// sound and lasting `length` seconds, at peak `gain` (0..1), then fading out.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Note {
    /// Starting pitch, Hz.
    pub freq: f32,
    /// Final pitch, Hz.
    pub to: f32,
    /// Seconds after the sound starts.
    pub start: f32,
    /// Seconds.
    pub length: f32,
    /// Peak gain.
    pub gain: f32,
    /// Waveform.
    pub wave: Wave,
}

const fn note(freq: f32, to: f32, start: f32, length: f32, gain: f32, wave: Wave) -> Note {
    Note {
        freq,
        to,
        start,
        length,
        gain,
        wave,
    }
}

const TOCK: Note = note(520.0, 360.0, 0.0, 0.09, 0.28, Wave::Triangle);
const TOCK2: Note = note(640.0, 440.0, 0.1, 0.09, 0.28, Wave::Triangle);
const MOVE: [Note; 1] = [TOCK];
const JUMP: [Note; 2] = [TOCK, TOCK2];
const CAPTURE: [Note; 3] = [
    TOCK,
    TOCK2,
    note(220.0, 90.0, 0.2, 0.18, 0.12, Wave::Square),
];
const CROWN: [Note; 3] = [
    note(523.3, 523.3, 0.0, 0.16, 0.18, Wave::Sine),
    note(659.3, 659.3, 0.08, 0.16, 0.18, Wave::Sine),
    note(784.0, 784.0, 0.16, 0.3, 0.2, Wave::Sine),
];
const GAME_END: [Note; 4] = [
    note(392.0, 392.0, 0.0, 0.3, 0.16, Wave::Sine),
    note(523.3, 523.3, 0.12, 0.3, 0.16, Wave::Sine),
    note(659.3, 659.3, 0.24, 0.3, 0.16, Wave::Sine),
    note(784.0, 784.0, 0.36, 0.6, 0.2, Wave::Sine),
];

impl Sound {
    /// The sound's notes.
    #[must_use]
    pub const fn notes(self) -> &'static [Note] {
        match self {
            Sound::Move => &MOVE,
            Sound::Jump => &JUMP,
            Sound::Capture => &CAPTURE,
            Sound::Crown => &CROWN,
            Sound::GameEnd => &GAME_END,
        }
    }
}

/// The sound for `mv`, which did `effects` and ended the game or not (`ends_game`);
/// `None` when `muted`. The strongest effect is heard: the game's end, then a capture,
/// a crown, a jump, a step.
#[must_use]
pub fn for_move(mv: Move, effects: MoveEffects, ends_game: bool, muted: bool) -> Option<Sound> {
    if muted {
        return None;
    }
    Some(if ends_game {
        Sound::GameEnd
    } else if effects.captured.is_some() {
        Sound::Capture
    } else if effects.crowned {
        Sound::Crown
    } else if mv.via().is_some() {
        Sound::Jump
    } else {
        Sound::Move
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::testing::{mv, sq};

    const NONE: MoveEffects = MoveEffects {
        crowned: false,
        uncrowned: None,
        captured: None,
    };

    #[test]
    fn each_move_gets_its_strongest_sound() {
        let step = mv("a6-a7");
        let jump = mv("c3xe5xg5");
        assert_eq!(for_move(step, NONE, false, false), Some(Sound::Move));
        assert_eq!(for_move(jump, NONE, false, false), Some(Sound::Jump));
        let uncrowned = MoveEffects {
            uncrowned: Some(sq("f5")),
            ..NONE
        };
        assert_eq!(for_move(jump, uncrowned, false, false), Some(Sound::Jump));
        let crowned = MoveEffects {
            crowned: true,
            ..NONE
        };
        assert_eq!(for_move(step, crowned, false, false), Some(Sound::Crown));
        let captured = MoveEffects {
            captured: Some(sq("f5")),
            crowned: true,
            ..NONE
        };
        assert_eq!(for_move(jump, captured, false, false), Some(Sound::Capture));
        assert_eq!(for_move(jump, captured, true, false), Some(Sound::GameEnd));
        assert_eq!(for_move(step, NONE, true, false), Some(Sound::GameEnd));
    }

    #[test]
    fn a_muted_game_chooses_no_sound() {
        for ends in [false, true] {
            for m in ["a6-a7", "c3xe5xg5"] {
                let captured = MoveEffects {
                    captured: Some(sq("f5")),
                    ..NONE
                };
                for effects in [NONE, captured] {
                    assert_eq!(for_move(mv(m), effects, ends, true), None);
                }
            }
        }
    }

    #[test]
    fn sounds_are_short_quiet_and_audible() {
        for s in [
            Sound::Move,
            Sound::Jump,
            Sound::Capture,
            Sound::Crown,
            Sound::GameEnd,
        ] {
            assert!(!s.notes().is_empty(), "{s:?}");
            for n in s.notes() {
                assert!(n.start >= 0.0 && n.length > 0.0, "{s:?}");
                assert!(n.start + n.length <= 1.0, "{s:?} lasts at most a second");
                assert!(n.gain > 0.0 && n.gain <= 0.3, "{s:?} is never loud");
                assert!((40.0..=4000.0).contains(&n.freq), "{s:?}");
                assert!((40.0..=4000.0).contains(&n.to), "{s:?}");
            }
        }
    }
}
