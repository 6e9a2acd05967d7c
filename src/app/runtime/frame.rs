//! What the next animation frame does besides drawing the board, gathered from the
//! effects as they come ([`Frame::keep`]): write the view, then move the focus, then
//! scroll something into view. The shell asks for a frame and, in it, takes the whole
//! plan ([`super::Runtime::take_frame`]).

use crate::app::Effect;

/// Where the focus goes once the view is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Focus {
    /// The element.
    pub id: &'static str,
    /// Select its text too.
    pub select: bool,
    /// Leave the page where it is (`Effect::FocusInPlace`); else scroll the element
    /// into view if it is out of sight.
    pub in_place: bool,
}

/// The next frame's plan.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Frame {
    /// Write the view.
    pub render: bool,
    /// Move the focus (the last asked for).
    pub focus: Option<Focus>,
    /// Scroll this element into view, if out of sight (the last asked for).
    pub reveal: Option<&'static str>,
}

impl Frame {
    /// Keeps what `effect` asks of the next frame (the shell is then to ask for one:
    /// `Effect::Redraw`); any other effect is given back.
    ///
    /// # Errors
    /// The effect, when it is not the frame's.
    pub fn keep(&mut self, effect: Effect) -> Result<Effect, Effect> {
        match effect {
            Effect::Render => self.render = true,
            Effect::Focus { id, select } => {
                self.focus = Some(Focus {
                    id,
                    select,
                    in_place: false,
                });
            }
            Effect::FocusInPlace(id) => {
                self.focus = Some(Focus {
                    id,
                    select: false,
                    in_place: true,
                });
            }
            Effect::Reveal(id) => self.reveal = Some(id),
            other => return Err(other),
        }
        Ok(Effect::Redraw)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frame_gathers_the_view_the_last_focus_and_the_last_reveal() {
        let mut frame = Frame::default();
        assert_eq!(frame.keep(Effect::Render), Ok(Effect::Redraw));
        assert_eq!(
            frame.keep(Effect::Focus {
                id: "a",
                select: true
            }),
            Ok(Effect::Redraw)
        );
        assert_eq!(frame.keep(Effect::FocusInPlace("b")), Ok(Effect::Redraw));
        assert_eq!(frame.keep(Effect::Reveal("c")), Ok(Effect::Redraw));
        assert_eq!(frame.keep(Effect::Redraw), Err(Effect::Redraw));
        assert_eq!(
            frame,
            Frame {
                render: true,
                focus: Some(Focus {
                    id: "b",
                    select: false,
                    in_place: true
                }),
                reveal: Some("c"),
            }
        );
        let taken = std::mem::take(&mut frame);
        assert!(taken.render);
        assert_eq!(
            frame,
            Frame::default(),
            "taken whole: the next frame starts empty"
        );
    }
}
