//! The view of the layers above the game: the menu, the welcome card, the save and share
//! panel's disclosure and the rules dialog.

use super::{flag, Node, View};
use crate::app::ids;
use crate::app::mode::Overlays;
use crate::app::overlays::RulesBody;
use crate::ui::lang::Speaker;
use crate::ui::words;

/// The menu, the welcome card, the save panel's disclosure (`save_panel_open`) and
/// the rules dialog.
#[inline(never)]
pub(super) fn view(v: &mut View, o: &Overlays, save_panel_open: bool, speaker: &Speaker) {
    v.node(ids::WELCOME, Node::hidden(!o.welcome));
    v.node(ids::MENU, Node::hidden(!o.menu));
    v.node(
        ids::MENU_TOGGLE,
        Node::default().attr("aria-expanded", flag(o.menu)),
    );
    let mut share = Node::default();
    share
        .attrs
        .push(("open", save_panel_open.then(String::new)));
    v.node(ids::SAVE_SHARE, share);
    let (state, text) = match &o.body {
        RulesBody::Absent => (None, None),
        RulesBody::Loading => (Some("loading"), Some(words::rules_loading(speaker))),
        RulesBody::Loaded(html) => {
            v.rules_html = Some(html.clone());
            (Some("loaded"), None)
        }
        RulesBody::Failed(why) => (Some("failed"), Some(words::rules_unavailable(speaker, why))),
    };
    let mut body = Node {
        text,
        ..Node::default()
    };
    body.attrs.push(("data-state", state.map(str::to_string)));
    body.attrs.push((
        "aria-busy",
        (o.body == RulesBody::Loading).then(|| "true".to_string()),
    ));
    v.node(ids::RULES_BODY, body);
}
