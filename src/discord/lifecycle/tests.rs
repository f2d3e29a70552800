use super::*;

#[test]
fn backoff_doubles_from_one_second_up_to_a_minute() {
    let delays: Vec<u64> = (0..10).map(|a| backoff(a).as_secs()).collect();
    assert_eq!(delays, [1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
    assert_eq!(backoff(u32::MAX), MAX_BACKOFF);
}

#[test]
fn a_stop_fits_in_two_seconds() {
    assert!(CLOSE_GATEWAY + DRAIN + RUNTIME_SHUTDOWN < STOP_WITHIN);
}

#[test]
fn the_token_line_says_how_to_get_a_new_token() {
    let line = StartError::TokenRefused("HTTP 401 Unauthorized").to_string();
    assert!(line.contains("refused the token"), "{line}");
    assert!(
        line.contains("Reset Token") && line.contains("DISCORD_TOKEN"),
        "{line}"
    );
    assert!(!line.contains('\n'));
}
