use super::*;

#[test]
fn a_text_without_the_version_tag_or_with_a_repeated_or_unknown_field_is_refused() {
    assert!(PositionReader::new("").is_err());
    assert!(PositionReader::new("v0 a=1").is_err());
    assert!(PositionReader::new("v1 a=1 a=2").is_err());
    assert!(PositionReader::new("v1 a").is_err());
    assert!(PositionReader::new("v1  a=1").is_err());
    let mut r = PositionReader::new("v1 a=1 b=2").unwrap();
    assert_eq!(r.number::<u8>("a"), Ok(1));
    assert!(r.finish().unwrap_err().0.contains("\"b\""));
}

#[test]
fn numbers_read_only_as_written() {
    assert_eq!(parse_number::<u16>("120"), Ok(120));
    for bad in ["", "+1", "-1", "01", "1 ", "256"] {
        assert!(parse_number::<u8>(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn squares_grids_and_outcomes_read_back_what_they_write() {
    let mask = (1u128 << 3) | (1 << 12) | (1 << 63);
    assert_eq!(squares_text(mask, 8), "d1.e2.h8");
    assert_eq!(parse_squares("d1.e2.h8", 8, 8), Ok(mask));
    assert!(parse_squares("e2.d1", 8, 8).is_err(), "out of order");
    assert!(parse_squares("D1", 8, 8).is_err(), "not as written");
    let grid = grid_text(3, 2, |sq| if sq.file == sq.rank { 'x' } else { '.' });
    assert_eq!(grid, ".x./x..");
    let mut seen = Vec::new();
    parse_grid(&grid, 3, 2, |sq, c| {
        seen.push((sq.to_string(), c));
        Ok(())
    })
    .unwrap();
    assert!(seen.contains(&("b2".to_string(), 'x')));
    assert!(parse_grid(".x./x.", 3, 2, |_, _| Ok(())).is_err());
    let outcome = Some(Outcome {
        winner: Some(Side::Second),
        reason: EndReason::OnePieceLeft(Side::First),
    });
    assert_eq!(outcome_text(outcome), "second,one-piece-left:first");
    assert_eq!(parse_outcome("second,one-piece-left:first"), Ok(outcome));
    assert_eq!(parse_outcome("-"), Ok(None));
    assert!(parse_outcome("second,one-piece-left:First").is_err());
}
