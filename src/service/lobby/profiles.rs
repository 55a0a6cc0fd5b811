//! A player's profile: when they joined, the games they play now and the games they
//! finished, with who won. Only what a spectator may see: records that wait for their
//! players' consent are left out.

use std::collections::HashSet;

use super::{Listing, Lobby, listings_of};
use crate::domain::{GameStatus, Millis};
use crate::games::kind as find_kind;
use crate::i18n::Msg;
use crate::service::result::result_msg;
use crate::service::{NotThere, ServiceError};
use crate::store;

/// A player's profile.
pub struct Profile {
    /// The name as chosen.
    pub name: String,
    /// When the account was made.
    pub member_since: Millis,
    /// Games open or under way, those waiting on the player first.
    pub current: Vec<Listing>,
    /// Finished games, latest first, each with its result in words.
    pub finished: Vec<(Listing, Option<Msg>)>,
}

impl Lobby {
    /// The profile of the player called `name` (ignoring case).
    ///
    /// # Errors
    /// 404 when nobody has that name.
    pub async fn profile(&self, name: &str) -> Result<Profile, ServiceError> {
        let mut conn = self.db.acquire().await?;
        let player = store::users::profile_by_name(&mut conn, name.trim())
            .await?
            .ok_or_else(|| NotThere::Player {
                name: name.trim().chars().take(40).collect(),
            })?;
        let hidden: HashSet<_> = store::users::waiting_records_of(&mut conn, player.id)
            .await?
            .into_iter()
            .collect();
        let rows: Vec<_> = store::lists::games_of(&mut conn, player.id)
            .await?
            .into_iter()
            .filter(|row| !hidden.contains(&row.id))
            .collect();
        let results: Vec<Option<Msg>> = rows
            .iter()
            .map(|row| {
                let stored = row.result.as_deref()?;
                let result: serde_json::Value = serde_json::from_str(stored).ok()?;
                Some(result_msg(find_kind(&row.kind)?, &result, None))
            })
            .collect();
        let (mut current, mut finished) = (Vec::new(), Vec::new());
        for (listing, result) in listings_of(rows, None).into_iter().zip(results) {
            if listing.status == GameStatus::Finished {
                finished.push((listing, result));
            } else {
                current.push(listing);
            }
        }
        Ok(Profile {
            name: player.name,
            member_since: player.created_at,
            current,
            finished,
        })
    }
}
