use super::*;

#[test]
fn squares_parse_case_insensitively_and_print_lower_case() {
    assert_eq!(Square::parse("a1", 8, 8), Ok(Square::new(0, 0)));
    assert_eq!(Square::parse("H8", 8, 8), Ok(Square::new(7, 7)));
    assert_eq!(Square::parse(" d4 ", 8, 8).unwrap().to_string(), "d4");
    assert_eq!(Square::parse("j9", 10, 9), Ok(Square::new(9, 8)));
}

#[test]
fn bad_squares_are_refused_with_a_reason() {
    assert_eq!(Square::parse("", 8, 8), Err(ParseError::Empty));
    assert!(matches!(
        Square::parse("i1", 8, 8),
        Err(ParseError::OffBoard(_))
    ));
    assert!(matches!(
        Square::parse("a9", 8, 8),
        Err(ParseError::OffBoard(_))
    ));
    assert!(matches!(
        Square::parse("a0", 8, 8),
        Err(ParseError::OffBoard(_))
    ));
    assert!(matches!(
        Square::parse("a01", 8, 8),
        Err(ParseError::OffBoard(_))
    ));
    assert!(matches!(
        Square::parse("4d", 8, 8),
        Err(ParseError::NotASquare(_))
    ));
    assert!(matches!(
        Square::parse("a-1", 8, 8),
        Err(ParseError::NotASquare(_))
    ));
    assert!(matches!(
        Square::parse("é1", 8, 8),
        Err(ParseError::NotASquare(_))
    ));
}
