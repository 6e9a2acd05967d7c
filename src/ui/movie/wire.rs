//! The messages between the page and the GIF export worker, as data: the page asks for a
//! job's GIF under a ticket ([`Request`]); the worker answers with its progress, the GIF in
//! base64, or why it made none ([`Said`]), each under the job's ticket so that the page
//! drops a stale worker's news. Both travel as one string, written and read here
//! ([`Request::to_text`], [`Said::to_text`] and their `from_text`): the shells only post
//! and hear strings. The GIF travels once, as the
//! base64 the page needs anyway, and its bytes are read back here ([`from_base64`]).

use super::{Heard, Job};
use crate::ui::theme::Scheme;

/// The page's request: `job`'s GIF, under `ticket`.
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    /// The job's ticket.
    pub ticket: u64,
    /// What to film.
    pub job: Job,
}

impl Request {
    /// The request as the page posts it: a header line, `<ticket> <width> <light|dark>
    /// <colour-blind> <flipped> <coords>` (the last three `0` or `1`), the caption's line
    /// (a line break in it written as a space), then the game's record.
    #[must_use]
    pub fn to_text(&self) -> String {
        let j = &self.job;
        let bit = |b: bool| u8::from(b);
        format!(
            "{} {} {} {} {} {}\n{}\n{}",
            self.ticket,
            j.width,
            j.scheme.as_str(),
            bit(j.colour_blind),
            bit(j.flipped),
            bit(j.coords),
            j.caption.replace(['\n', '\r'], " "),
            j.record
        )
    }

    /// The request the page posted as `text` ([`Request::to_text`]), or what the worker
    /// says back when it cannot be read (with its ticket, if that much could be).
    pub fn from_text(text: &str) -> Result<Request, Said> {
        let mut lines = text.splitn(3, '\n');
        let mut head = lines.next().unwrap_or_default().split(' ');
        let ticket = head.next().and_then(|t| t.parse::<u64>().ok());
        let unread = || Said::made(ticket, Err("the request cannot be read".to_string()));
        let width = head.next().and_then(|w| w.parse::<u32>().ok());
        let scheme = match head.next() {
            Some("light") => Some(Scheme::Light),
            Some("dark") => Some(Scheme::Dark),
            _ => None,
        };
        let mut bit = || match head.next() {
            Some("0") => Some(false),
            Some("1") => Some(true),
            _ => None,
        };
        let (colour_blind, flipped, coords) = (bit(), bit(), bit());
        let (
            Some(ticket),
            Some(width),
            Some(scheme),
            Some(colour_blind),
            Some(flipped),
            Some(coords),
        ) = (ticket, width, scheme, colour_blind, flipped, coords)
        else {
            return Err(unread());
        };
        let (Some(caption), Some(record)) = (lines.next(), lines.next()) else {
            return Err(unread());
        };
        Ok(Request {
            ticket,
            job: Job {
                record: record.to_string(),
                width,
                scheme,
                colour_blind,
                flipped,
                coords,
                caption: caption.to_string(),
            },
        })
    }
}

/// What the worker says about the job under `ticket` (`None`: a request it could not
/// read far enough to know its ticket). The ticket is a whole number below 2^53, as the
/// page's JavaScript holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    /// The job's ticket.
    pub ticket: Option<f64>,
    /// `[done, total]` frames made so far.
    pub progress: Option<[u32; 2]>,
    /// The GIF, in base64.
    pub gif: Option<String>,
    /// Why no GIF was made.
    pub error: Option<String>,
}

impl Said {
    /// `done` of `total` frames made.
    #[must_use]
    pub fn progress(ticket: u64, done: u32, total: u32) -> Said {
        Said {
            ticket: Some(ticket as f64),
            progress: Some([done, total]),
            gif: None,
            error: None,
        }
    }

    /// The GIF made (its bytes), or why not.
    #[must_use]
    pub fn made(ticket: Option<u64>, made: Result<&[u8], String>) -> Said {
        let (gif, error) = match made {
            Ok(bytes) => (Some(super::base64(bytes)), None),
            Err(why) => (None, Some(why)),
        };
        Said {
            ticket: ticket.map(|t| t as f64),
            progress: None,
            gif,
            error,
        }
    }

    /// What the page hears, with the job's ticket; `None` for a message with no ticket or
    /// that says nothing.
    #[must_use]
    pub fn heard(self) -> Option<(u64, Heard)> {
        let ticket = self
            .ticket
            .filter(|t| t.fract() == 0.0 && (0.0..9_007_199_254_740_992.0).contains(t))?
            as u64;
        let heard = if let Some(why) = self.error {
            Heard::Failed(why)
        } else if let Some(base64) = self.gif {
            match from_base64(&base64) {
                Some(bytes) => Heard::Done { bytes, base64 },
                None => Heard::Failed("the GIF came back damaged".to_string()),
            }
        } else {
            let [done, total] = self.progress?;
            Heard::Progress { done, total }
        };
        Some((ticket, heard))
    }
}

impl Said {
    /// What the worker posts: a header line, `<ticket> progress <done> <total>`,
    /// `<ticket> gif` or `<ticket> error` (`-`: no ticket), then the GIF's base64 or why
    /// none was made.
    #[must_use]
    pub fn to_text(&self) -> String {
        let ticket = match self.ticket {
            Some(t) if t.fract() == 0.0 && t >= 0.0 => format!("{t:.0}"),
            _ => "-".to_string(),
        };
        match (&self.error, &self.gif, self.progress) {
            (Some(why), ..) => format!("{ticket} error\n{why}"),
            (None, Some(gif), _) => format!("{ticket} gif\n{gif}"),
            (None, None, Some([done, total])) => format!("{ticket} progress {done} {total}"),
            (None, None, None) => ticket,
        }
    }

    /// What the worker posted as `text` ([`Said::to_text`]); `None` if it is not that.
    #[must_use]
    pub fn from_text(text: &str) -> Option<Said> {
        let (head, body) = text.split_once('\n').unwrap_or((text, ""));
        let mut words = head.split(' ');
        let ticket = match words.next()? {
            "-" => None,
            t => Some(t.parse::<u64>().ok()? as f64),
        };
        let mut said = Said {
            ticket,
            progress: None,
            gif: None,
            error: None,
        };
        match words.next() {
            Some("progress") => {
                let mut count = || words.next()?.parse::<u32>().ok();
                said.progress = Some([count()?, count()?]);
            }
            Some("gif") => said.gif = Some(body.to_string()),
            Some("error") => said.error = Some(body.to_string()),
            _ => return None,
        }
        Some(said)
    }
}

/// The bytes of `text` in padded base64 (RFC 4648, as [`super::base64`] writes it);
/// `None` if it is not that.
#[must_use]
pub fn from_base64(text: &str) -> Option<Vec<u8>> {
    let digit = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    };
    let bytes = text.as_bytes();
    if !bytes.len().is_multiple_of(4) {
        return None;
    }
    let mut out = Vec::with_capacity(bytes.len() / 4 * 3);
    for (i, chunk) in bytes.chunks(4).enumerate() {
        let last = i + 1 == bytes.len() / 4;
        let pad = chunk.iter().rev().take_while(|&&c| c == b'=').count();
        if pad > 2 || (pad > 0 && !last) {
            return None;
        }
        let mut n = 0;
        for &c in &chunk[..4 - pad] {
            n = n << 6 | digit(c)?;
        }
        n <<= 6 * pad;
        let got = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        out.extend_from_slice(&got[..3 - pad]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_come_back_from_their_base64() {
        for len in 0..40 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            assert_eq!(from_base64(&super::super::base64(&bytes)), Some(bytes));
        }
        for bad in ["A", "AAA", "A===", "AA=A", "AA==AAAA", "AA.A"] {
            assert_eq!(from_base64(bad), None, "{bad}");
        }
    }

    #[test]
    fn what_the_worker_says_goes_as_text_and_comes_back_whole() {
        for said in [
            Said::progress(3, 1, 9),
            Said::made(Some(4), Ok(b"GIF89a")),
            Said::made(Some(5), Err("no canvas:\nnone".into())),
            Said::made(None, Err("unreadable".into())),
        ] {
            assert_eq!(Said::from_text(&said.to_text()), Some(said.clone()));
        }
        for bad in [
            "",
            "x gif\nR0lG",
            "3 progress 1",
            "3 progress a b",
            "3 said",
        ] {
            assert_eq!(Said::from_text(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn the_pages_request_goes_as_text_and_comes_back_whole() {
        let job = |scheme, caption: &str| Job {
            record: "[White \"Ann\"]\n\n1. c2-c3 *\n".into(),
            width: 480,
            scheme,
            colour_blind: true,
            flipped: false,
            coords: true,
            caption: caption.into(),
        };
        for (ticket, scheme) in [(0, Scheme::Light), (9_007_199_254_740_991, Scheme::Dark)] {
            let request = Request {
                ticket,
                job: job(scheme, "Ann – Bob · 1–0"),
            };
            assert_eq!(Request::from_text(&request.to_text()), Ok(request));
        }
        let broken = Request {
            ticket: 7,
            job: job(Scheme::Light, "Ann\nBob"),
        };
        let back = Request::from_text(&broken.to_text()).map(|r| r.job);
        assert_eq!(
            back.map(|j| (j.caption, j.record)),
            Ok(("Ann Bob".into(), broken.job.record))
        );
        for (bad, ticket) in [
            ("", None),
            ("x 480 light 0 0 0\ncaption\nrecord", None),
            ("7 480 grey 0 0 0\ncaption\nrecord", Some(7.0)),
            ("7 480 light 0 2 0\ncaption\nrecord", Some(7.0)),
            ("7 480 light 0 0\ncaption\nrecord", Some(7.0)),
            ("7 480 light 0 0 0\ncaption only", Some(7.0)),
        ] {
            let said = Request::from_text(bad).expect_err(bad);
            assert_eq!((said.ticket, said.gif), (ticket, None), "{bad:?}");
            assert!(said.error.is_some(), "{bad:?}");
        }
    }

    #[test]
    fn what_the_worker_says_is_heard_under_the_jobs_ticket() {
        assert_eq!(
            Said::progress(3, 1, 9).heard(),
            Some((3, Heard::Progress { done: 1, total: 9 }))
        );
        assert_eq!(
            Said::made(Some(4), Ok(b"GIF89a")).heard(),
            Some((
                4,
                Heard::Done {
                    bytes: b"GIF89a".to_vec(),
                    base64: "R0lGODlh".into()
                }
            ))
        );
        assert_eq!(
            Said::made(Some(5), Err("no canvas".into())).heard(),
            Some((5, Heard::Failed("no canvas".into())))
        );
        assert_eq!(Said::made(None, Err("unreadable".into())).heard(), None);
        for odd in [-1.0, 0.5, f64::NAN, 1e300] {
            let said = Said {
                ticket: Some(odd),
                ..Said::progress(0, 1, 1)
            };
            assert_eq!(said.heard(), None, "{odd}");
        }
        let damaged = Said {
            gif: Some("R0lGOD".into()),
            ..Said::progress(6, 0, 0)
        };
        assert_eq!(
            damaged.heard(),
            Some((6, Heard::Failed("the GIF came back damaged".into())))
        );
    }
}
