use super::*;

#[test]
fn a_tournament_is_created_with_its_options_and_the_start_takes_the_rest_of_the_line() {
    let words: Vec<&str> =
        "create ergo swiss rounds=4 clock=1d casual starts=2026-12-01 20:00 +01:00"
            .split_whitespace()
            .collect();
    assert_eq!(
        parse(&words),
        Some(TournamentCommand::Create(TournamentOptions {
            variant: Variant::Ergo,
            format: Format::Swiss,
            rounds: Some(4),
            clock: ClockChoice::Day1,
            starts: Some("2026-12-01 20:00 +01:00".into()),
            rated: false,
        }))
    );
}

#[test]
fn tournaments_are_named_as_t3_or_hash_3_or_3_and_anything_else_is_refused() {
    assert_eq!(
        parse(&["join", "T3"]),
        Some(TournamentCommand::Join(Some(3)))
    );
    assert_eq!(
        parse(&["leave", "#3"]),
        Some(TournamentCommand::Leave(Some(3)))
    );
    assert_eq!(
        parse(&["standings"]),
        Some(TournamentCommand::Standings(None))
    );
    assert_eq!(parse(&["list"]), Some(TournamentCommand::List));
    for bad in [
        &["join", "T0"][..],
        &["join", "x"],
        &["join", "1", "2"],
        &["create", "chess", "swiss"],
        &["create", "ergo", "knockout"],
        &["create", "ergo", "swiss", "rounds=x"],
        &["create", "ergo", "swiss", "clock=2d"],
        &["create", "ergo", "swiss", "blitz"],
        &["list", "1"],
        &["dance"],
        &[],
    ] {
        assert_eq!(parse(bad), None, "{bad:?}");
    }
}
