use super::*;

#[test]
fn tries_are_spaced_from_100_ms_to_2_s() {
    let delays: Vec<u128> = (0..7).map(|t| delay(t).as_millis()).collect();
    assert_eq!(delays, [100, 200, 400, 800, 1600, 2000, 2000]);
    assert_eq!(delay(u32::MAX), MAX_DELAY);
}

#[test]
fn only_failures_of_discord_are_tried_again() {
    assert_eq!(verdict(&serenity::Error::Other("x")), Verdict::Final);
    assert_eq!(
        verdict(&serenity::Error::Model(
            serenity::ModelError::MessageTooLong(5000)
        )),
        Verdict::Final
    );
}

#[tokio::test]
async fn a_request_is_tried_again_until_it_passes_or_time_is_up() {
    let fail = || serenity::Error::Other("no answer from Discord in time");
    // `Other` is final: one try only.
    let mut tries = 0;
    let sent = retrying("x", Instant::now() + PATIENCE, || {
        tries += 1;
        std::future::ready(Err::<(), _>(fail()))
    })
    .await;
    assert!(sent.is_err());
    assert_eq!(tries, 1);
    // A success ends at once.
    let mut tries = 0;
    let sent = retrying("x", Instant::now() + PATIENCE, || {
        tries += 1;
        std::future::ready(Ok::<_, serenity::Error>(()))
    })
    .await;
    assert!(sent.is_ok());
    assert_eq!(tries, 1);
}
