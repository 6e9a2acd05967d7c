//! The live game kept in the browser's storage (`app::stored::LIVE`), so that a page
//! reloaded, or opened again, goes on with it: its invitation (room, secret, relays, the
//! game's id), this page's side of it, this device's token and the partner's (the partner
//! trusts this device's token only), and how many takebacks were agreed. Never written
//! into a game's record or an export: the room's secret stays on this device.

use crate::ui::friend::live::{valid_device, Role};

/// A live game as storage keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    /// The invitation's fragment (without `#`).
    pub invitation: String,
    /// This page's side of the invitation.
    pub role: Role,
    /// This device's token in the room.
    pub device: String,
    /// The partner's device token, once heard.
    pub partner: Option<String>,
    /// How many takebacks were agreed in the game.
    pub generation: u32,
}

impl Kept {
    /// The text storage keeps: a line per field, its name then its value.
    #[must_use]
    pub fn to_text(&self) -> String {
        let role = match self.role {
            Role::Host => "host",
            Role::Guest => "guest",
        };
        let mut text = format!(
            "invitation {}\nrole {role}\ndevice {}\ngeneration {}\n",
            self.invitation, self.device, self.generation
        );
        if let Some(p) = &self.partner {
            text.push_str(&format!("partner {p}\n"));
        }
        text
    }

    /// The live game `text` keeps, if it is whole and well formed (anything else is
    /// no live game: the game goes on by links).
    #[must_use]
    pub fn parse(text: &str) -> Option<Kept> {
        let field = |name: &str| {
            text.lines()
                .filter_map(|l| l.split_once(' '))
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.trim())
        };
        let token = |name: &str| field(name).filter(|t| valid_device(t)).map(str::to_string);
        let role = match field("role")? {
            "host" => Role::Host,
            "guest" => Role::Guest,
            _ => return None,
        };
        let invitation = field("invitation").filter(|i| !i.is_empty() && !i.contains(' '))?;
        Some(Kept {
            invitation: invitation.to_string(),
            role,
            device: token("device")?,
            partner: token("partner"),
            generation: field("generation")?.parse().ok()?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_live_game_reads_back_as_written_and_a_broken_one_is_none() {
        let kept = Kept {
            invitation: "live=1&room=abc&key=def&id=g1&by=w".into(),
            role: Role::Guest,
            device: "dEvIcE123456".into(),
            partner: Some("pArTnEr12345".into()),
            generation: 2,
        };
        assert_eq!(Kept::parse(&kept.to_text()), Some(kept.clone()));
        let alone = Kept {
            partner: None,
            role: Role::Host,
            ..kept.clone()
        };
        assert_eq!(Kept::parse(&alone.to_text()), Some(alone));
        let text = kept.to_text();
        for broken in [
            text.replace("role guest", "role judge"),
            text.replace("device dEvIcE123456", "device no spaces allowed"),
            text.replace("generation 2", "generation two"),
            text.replace("invitation ", "invitations "),
            String::new(),
        ] {
            assert_eq!(Kept::parse(&broken), None, "{broken}");
        }
    }
}
