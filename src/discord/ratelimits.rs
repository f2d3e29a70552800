//! Keeping serenity's REST rate limiter small in a bot that runs for months.
//!
//! serenity's `Ratelimiter` keeps one entry per rate-limit bucket it has sent a request to, and
//! never drops one. Most buckets are per channel, and one is per *interaction*: every answer to a
//! slash command or a button is sent on a route of its own (`/interactions/{id}/{token}/callback`).
//! So the map gains an entry with every command anyone runs, about 200 bytes each: 100 MiB in
//! two weeks of a busy bot. Every [`PRUNE_EVERY`], [`prune`] drops the entries that can no
//! longer make a request wait: those no request is using, whose window has reset (or never
//! started). The next request on such a bucket starts from serenity's default, which waits for
//! nothing either, so no request is sent sooner than serenity would have sent it; a bucket that
//! is limited right now (its reset still ahead) is kept until its window ends.
//!
//! With `api_url` set (a proxy that limits for every process, see `docs/scaling.md`), serenity's
//! limiter is off and there is nothing to prune.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use poise::serenity_prelude as serenity;
use serenity::http::{Ratelimit, RatelimitingBucket};
use tokio::sync::{Mutex, RwLock};
use tracing::debug;

/// serenity's map of buckets (`Ratelimiter::routes`).
pub(super) type Routes = Arc<RwLock<HashMap<RatelimitingBucket, Arc<Mutex<Ratelimit>>>>>;

/// How often the map is pruned: a minute of commands is at most a few thousand entries, and a
/// bucket's window lasts seconds.
pub(super) const PRUNE_EVERY: Duration = Duration::from_secs(60);

/// Prunes `routes` every [`PRUNE_EVERY`] for as long as the process runs.
pub(super) fn keep_pruned(routes: Routes) {
    tokio::spawn(async move {
        let mut every = tokio::time::interval(PRUNE_EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        every.tick().await; // the first tick is at once
        loop {
            every.tick().await;
            let (dropped, kept) = prune(&routes, SystemTime::now()).await;
            debug!(dropped, kept, "pruned the REST rate limiter's buckets");
        }
    });
}

/// Drops from `routes` every bucket that no request holds and whose window has reset by `now`
/// (or never had one); returns how many were dropped and how many are kept.
pub(super) async fn prune(routes: &Routes, now: SystemTime) -> (usize, usize) {
    let mut routes = routes.write().await;
    let before = routes.len();
    routes.retain(|_, bucket| {
        // A request under way holds a clone (and may be about to read the headers into it).
        if Arc::strong_count(bucket) > 1 {
            return true;
        }
        let Ok(limit) = bucket.try_lock() else {
            return true;
        };
        limit.reset().is_some_and(|reset| reset > now)
    });
    let kept = routes.len();
    // `retain` keeps the table's capacity: give it back once most of it is empty.
    if kept < routes.capacity() / 4 {
        routes.shrink_to_fit();
    }
    (before - kept, kept)
}

#[cfg(test)]
mod tests;
