use super::*;

#[test]
fn ten_in_ten_seconds_then_a_wait_then_again() {
    let limit = RateLimit::new(10, Duration::from_secs(10));
    let start = Instant::now();
    for i in 0..10 {
        assert!(limit
            .check(1, start + Duration::from_millis(i * 100))
            .is_ok());
    }
    let wait = limit.check(1, start + Duration::from_secs(1)).unwrap_err();
    assert_eq!(wait, Duration::from_secs(9));
    // Someone else is not held back.
    assert!(limit.check(2, start + Duration::from_secs(1)).is_ok());
    // A refused command does not count: once the first leaves the window, one more passes.
    assert!(limit.check(1, start + Duration::from_secs(10)).is_ok());
    assert!(limit
        .check(1, start + Duration::from_millis(10_050))
        .is_err());
    assert!(limit
        .check(1, start + Duration::from_millis(10_100))
        .is_ok());
}

#[test]
fn idle_users_are_forgotten() {
    let limit = RateLimit::new(1, Duration::from_secs(1));
    let start = Instant::now();
    for user in 0..SWEEP_EVERY as u64 {
        limit.check(user, start).unwrap();
    }
    limit
        .check(u64::MAX, start + Duration::from_secs(2))
        .unwrap();
    assert_eq!(limit.seen.lock().unwrap().len(), 1);
}
