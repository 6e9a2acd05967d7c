//! What the page is, told once at start ([`Page`]: its address, its means), what it opens
//! from that address (a link's game, puzzle or lesson; else, on a first visit, the welcome
//! card), and the files it fetches ([`Fetch`]: where each is, and the command that takes
//! it). The shell only reads the browser and carries the effects out.

use crate::ui::lessons::welcome_wanted;

/// What the page tells once, at start (in `Restored`).
#[derive(Clone, Debug, Default)]
pub struct Page {
    /// The page's address as the browser has it (`location.href`), fragment included.
    pub href: String,
    /// The browser offers the system's share sheet (the Web Share API).
    pub can_share: bool,
    /// The machine's logical processors (`navigator.hardwareConcurrency`; 0: unknown):
    /// how many analysis workers it offers (`ui::analysis::workers_for`).
    pub cores: u32,
    /// 64 bits from the browser's cryptographic source (`crypto.getRandomValues`), the
    /// seed of the live games' rooms and secrets only (`Shared::secret`):
    /// nothing the page shows or sends comes from it but those.
    pub secret: u64,
}

impl Page {
    /// The address without its fragment: links to games and puzzles are built on it, so
    /// that a site under a sub-path gives working links.
    #[must_use]
    pub fn url(&self) -> &str {
        self.href.split('#').next().unwrap_or_default()
    }

    /// The fragment the page was opened with, `#` included (empty: none, or nothing
    /// after the `#`).
    #[must_use]
    pub fn fragment(&self) -> &str {
        let fragment = self.href.get(self.url().len()..).unwrap_or_default();
        if fragment.len() > 1 {
            fragment
        } else {
            ""
        }
    }

    /// Whether the welcome card is due at start: a first visit (`seen`: what storage
    /// holds of the card, if anything) not opened by a link.
    #[must_use]
    pub fn welcome_due(&self, seen: Option<&str>) -> bool {
        welcome_wanted(seen, self.fragment())
    }
}

/// What a page opens at start, once the game is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opening {
    /// The link it was opened by: the game, the puzzle or the lesson in this fragment.
    Link(String),
    /// The welcome card.
    Welcome,
}

impl Page {
    /// What the page opens at start: the link it was opened by, else the welcome card
    /// if it is due ([`Page::welcome_due`]), else nothing.
    #[must_use]
    pub fn opening(&self, welcome_due: bool) -> Option<Opening> {
        match self.fragment() {
            "" => welcome_due.then_some(Opening::Welcome),
            fragment => Some(Opening::Link(fragment.to_owned())),
        }
    }
}

/// A file the page fetches (relative to the page, so that a site under a sub-path finds
/// it), and what it becomes once there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fetch {
    /// The catalogue of the language tagged.
    Catalogue(&'static str),
    /// The rules page's body in the language tagged.
    Rules(&'static str),
    /// The puzzle set.
    Puzzles,
}

impl Fetch {
    /// Where the file is, relative to the page.
    #[must_use]
    pub fn url(self) -> String {
        match self {
            Fetch::Catalogue(tag) => format!("www/lang/{tag}.ftl"),
            Fetch::Rules("en") => "www/rules.html".to_owned(),
            Fetch::Rules(tag) => format!("www/rules.{tag}.html"),
            Fetch::Puzzles => "www/puzzles.txt".to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(href: &str) -> Page {
        Page {
            href: href.into(),
            ..Page::default()
        }
    }

    #[test]
    fn the_address_without_its_fragment_and_the_fragment() {
        let p = page("https://example.org/crowns/?x=1#moves=a6-a7");
        assert_eq!(p.url(), "https://example.org/crowns/?x=1");
        assert_eq!(p.fragment(), "#moves=a6-a7");
        for href in [
            "https://example.org/crowns/",
            "https://example.org/crowns/#",
        ] {
            assert_eq!(page(href).url(), "https://example.org/crowns/");
            assert_eq!(page(href).fragment(), "");
        }
        assert_eq!(page("").url(), "");
    }

    #[test]
    fn a_link_opens_its_fragment_and_a_first_visit_the_welcome_card() {
        let link = page("https://x/sub/#puzzle=44a0079c");
        assert_eq!(
            link.opening(link.welcome_due(None)),
            Some(Opening::Link("#puzzle=44a0079c".into()))
        );
        assert!(
            !link.welcome_due(None),
            "a link is not a first visit's page"
        );
        let plain = page("https://x/sub/#");
        assert!(plain.welcome_due(None));
        assert!(!plain.welcome_due(Some("shown")));
        assert_eq!(plain.opening(true), Some(Opening::Welcome));
        assert_eq!(plain.opening(false), None);
    }

    #[test]
    fn each_file_is_fetched_from_its_address_under_the_page() {
        assert_eq!(Fetch::Catalogue("de").url(), "www/lang/de.ftl");
        assert_eq!(Fetch::Rules("en").url(), "www/rules.html");
        assert_eq!(Fetch::Rules("pl").url(), "www/rules.pl.html");
        assert_eq!(Fetch::Puzzles.url(), "www/puzzles.txt");
        // Every language's files are where the page fetches them (English's catalogue
        // is built in).
        let on_disk = |url: String| std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(url);
        for tag in crate::ui::lang::LANGUAGES.iter().map(|l| l.tag) {
            assert!(on_disk(Fetch::Rules(tag).url()).exists(), "{tag}");
            assert!(
                tag == "en" || on_disk(Fetch::Catalogue(tag).url()).exists(),
                "{tag}"
            );
        }
        assert!(on_disk(Fetch::Puzzles.url()).exists());
    }
}
