use super::{parse_duration, Clock, FakeClock, SystemClock};

#[test]
fn a_fake_clock_moves_only_when_told_and_clones_share_it() {
    let clock = FakeClock::at(1_000);
    let other = clock.clone();
    assert_eq!(clock.now(), 1_000);
    other.advance(86_400);
    assert_eq!(clock.now(), 87_400);
    clock.set(5);
    assert_eq!(other.now(), 5);
}

#[test]
fn the_shifted_system_clock_is_ahead_by_its_offset() {
    let plain = SystemClock::default().now();
    let shifted = SystemClock::shifted(3 * 86_400).now();
    assert!((shifted - plain - 3 * 86_400).abs() <= 1);
}

#[test]
fn durations_read_as_people_type_them() {
    assert_eq!(parse_duration("+2d"), Some(172_800));
    assert_eq!(parse_duration("2d4h"), Some(187_200));
    assert_eq!(parse_duration("15m"), Some(900));
    assert_eq!(parse_duration("90s"), Some(90));
    assert_eq!(parse_duration("1w"), Some(604_800));
    assert_eq!(parse_duration("3j"), Some(259_200));
    for bad in ["", "2", "d", "2x", "0d", "-2d", "99999999999999999999d"] {
        assert_eq!(parse_duration(bad), None, "{bad:?}");
    }
}
