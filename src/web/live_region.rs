//! The page's live regions: what the game announces reaches a screen
//! reader through three visually hidden elements of `index.html` — a polite
//! log of messages (one paragraph each, the oldest removed past a limit so a
//! long game does not grow the page), an assertive alert (death, errors)
//! and the menu's current line (replaced, so a fast cursor reads where it
//! stops).

use crate::core::{Announcement, Urgency};
use web_sys::{Document, Element};

/// At most this many paragraphs stay in the log.
const MAX_LOG_LINES: u32 = 30;

/// The three regions; any the page lacks is skipped.
#[derive(Debug)]
pub struct LiveRegions {
    document: Document,
    log: Option<Element>,
    alert: Option<Element>,
    menu: Option<Element>,
}

impl LiveRegions {
    /// Finds `#live-log`, `#live-alert` and `#live-menu` in `document`.
    pub fn find(document: &Document) -> LiveRegions {
        LiveRegions {
            document: document.clone(),
            log: document.get_element_by_id("live-log"),
            alert: document.get_element_by_id("live-alert"),
            menu: document.get_element_by_id("live-menu"),
        }
    }

    /// Puts each announcement in its region.
    pub fn announce(&self, said: &[Announcement]) {
        let urgent: Vec<&str> = said
            .iter()
            .filter(|a| a.urgency == Urgency::Assertive)
            .map(|a| a.text.as_str())
            .collect();
        if let (Some(alert), false) = (&self.alert, urgent.is_empty()) {
            alert.set_text_content(Some(&urgent.join(" ")));
        }
        if let Some(menu_line) = said.iter().rev().find(|a| a.urgency == Urgency::Menu) {
            if let Some(menu) = &self.menu {
                menu.set_text_content(Some(&menu_line.text));
            }
        }
        let Some(log) = &self.log else { return };
        for line in said.iter().filter(|a| a.urgency == Urgency::Polite) {
            let Ok(p) = self.document.create_element("p") else { continue };
            p.set_text_content(Some(&line.text));
            let _ = log.append_child(&p);
        }
        while log.child_element_count() > MAX_LOG_LINES {
            match log.first_element_child() {
                Some(oldest) => oldest.remove(),
                None => break,
            }
        }
    }
}
