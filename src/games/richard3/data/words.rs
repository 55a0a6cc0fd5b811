//! The catalog's names in a reader's words: each is a message keyed by the data's own id,
//! so a name is written once per language (`i18n/{en,ru,ja}.ftl`) and the tests see that
//! every id has one.

use super::{AreaId, BlockId, CardId};
use crate::i18n::Msg;
use crate::msg;

impl AreaId {
    /// The area's name in a reader's words (`richard3-area-kent`).
    pub fn msg(self) -> Msg {
        Msg::keyed("richard3-area", self.id())
    }
}

impl BlockId {
    /// The block's printed name in a reader's words, keyed by its id without the house's
    /// letter (`richard3-block-warwick`): twins, and the two houses' church blocks, share it.
    pub fn msg(self) -> Msg {
        let id = self.id();
        let key = id.split_once('_').map_or(id, |(_, key)| key);
        Msg::keyed("richard3-block", key)
    }
}

impl CardId {
    /// [`Self::printed`] in a reader's words: `card 4 (Plague, 0 AP)`.
    pub fn msg(self) -> Msg {
        let info = self.info();
        match &info.event_id {
            Some(event) => msg!(
                "richard3-card-event",
                number = info.number,
                event = Msg::keyed("richard3-event", event),
                ap = info.ap
            ),
            None => msg!("richard3-card", number = info.number, ap = info.ap),
        }
    }
}
