use super::serenity::http::{LightMethod, Request, Route};
use super::serenity::model::id::{ChannelId, InteractionId};
use super::*;

fn interaction(id: u64) -> RatelimitingBucket {
    Route::InteractionResponse {
        interaction_id: InteractionId::new(id),
        token: "t",
    }
    .ratelimiting_bucket()
}

#[tokio::test]
async fn buckets_that_cannot_make_a_request_wait_are_dropped_and_the_others_kept() {
    let routes: Routes = Arc::default();
    let now = SystemTime::now();
    let held = Arc::new(Mutex::new(Ratelimit::default()));
    {
        let mut map = routes.write().await;
        // 10,000 answered interactions: serenity's default state, no window.
        for id in 1..=10_000 {
            map.insert(interaction(id), Arc::default());
        }
        // A request under way on a channel's bucket.
        map.insert(
            Route::Channel {
                channel_id: ChannelId::new(7),
            }
            .ratelimiting_bucket(),
            held.clone(),
        );
    }
    let (dropped, kept) = prune(&routes, now).await;
    assert_eq!((dropped, kept), (10_000, 1));
    let map = routes.read().await;
    assert!(map.capacity() < 10_000, "the table's memory is given back");
    assert!(map.contains_key(
        &Route::Channel {
            channel_id: ChannelId::new(7)
        }
        .ratelimiting_bucket()
    ));
    drop(map);
    // Once the request is done and nothing limits it, it goes too.
    drop(held);
    assert_eq!(prune(&routes, now).await, (1, 0));
}

#[tokio::test]
async fn a_bucket_limited_now_is_kept_until_its_window_ends() {
    let route = Route::Channel {
        channel_id: ChannelId::new(7),
    };
    let bucket = route.ratelimiting_bucket();
    // Discord's answer: no request left on this channel for 5 s.
    let answer = axum::http::Response::builder()
        .header("x-ratelimit-limit", "5")
        .header("x-ratelimit-remaining", "0")
        .header("x-ratelimit-reset-after", "5")
        .body("")
        .expect("a response");
    let mut limit = Ratelimit::default();
    let request = Request::new(route, LightMethod::Get);
    let limited = limit
        .post_hook(&reqwest::Response::from(answer), &request, &|_| {}, false)
        .await
        .expect("the headers read");
    assert!(!limited, "not a 429");
    let routes: Routes = Arc::default();
    routes
        .write()
        .await
        .insert(bucket, Arc::new(Mutex::new(limit)));
    let now = SystemTime::now();
    assert_eq!(prune(&routes, now).await, (0, 1));
    assert_eq!(prune(&routes, now + Duration::from_secs(6)).await, (1, 0));
}
