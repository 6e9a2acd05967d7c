//! What a copy puts on the clipboard ([`Clip`]): the sentence said once it is copied, and
//! the field of the page that shows the same text, to be copied by hand when the clipboard
//! takes nothing (`State::copied`).

use super::ids;
use crate::ui::words;

/// What a copy puts on the clipboard: each says its own sentence once copied, and each is
/// also shown in a field of the page (selected for the player to copy by hand when the
/// clipboard takes nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clip {
    /// The game's record (the save panel's record box).
    Record,
    /// The position's TCN (the save panel's position box).
    Position,
    /// The link to the game (the save panel's link box).
    Link,
    /// A friend game's link (the friend box's link): copied, the move is sent.
    FriendLink,
    /// The link to the puzzle on show (the puzzle box's link).
    PuzzleLink,
}

impl Clip {
    /// What is said once it is copied.
    #[must_use]
    pub fn done(self) -> words::say::Fixed {
        match self {
            Clip::Record => words::say::RECORD_COPIED,
            Clip::Position => words::say::POSITION_COPIED,
            Clip::Link => words::say::LINK_COPIED,
            Clip::FriendLink => words::FRIEND_LINK_COPIED,
            Clip::PuzzleLink => words::PUZZLE_LINK_COPIED,
        }
    }

    /// The field of the page that shows the same text.
    #[must_use]
    pub fn field(self) -> &'static str {
        match self {
            Clip::Record => ids::RECORD_VIEW,
            Clip::Position => ids::POSITION_VIEW,
            Clip::Link => ids::SHARE_LINK,
            Clip::FriendLink => ids::FRIEND_LINK,
            Clip::PuzzleLink => ids::PUZZLE_LINK,
        }
    }
}
