use super::*;

#[test]
fn squares_of_a_mask_come_back_a1_first_and_match_their_bits() {
    let picked = ["h8", "a1", "d4", "e1"].map(|n| Square::parse(n, SIZE, SIZE).unwrap());
    let mask = picked.iter().fold(0, |m, &sq| m | bit(sq));
    let back: Vec<String> = squares(mask).map(|s| s.to_string()).collect();
    assert_eq!(back, ["a1", "e1", "d4", "h8"]);
    assert!(squares(0).next().is_none());
}

#[test]
fn shifts_and_neighbours_agree_with_offsets() {
    for i in 0..64 {
        let sq = square_of(i);
        for (d, &way) in ORTHOGONAL.iter().enumerate() {
            let expected = offset(sq, way);
            let moved = shift(bit(sq), d);
            assert_eq!(moved, expected.map_or(0, bit), "{sq} {way:?}");
            let n = NEIGHBOURS[i as usize][d];
            assert_eq!((n != OFF).then(|| square_of(u32::from(n))), expected);
            assert_eq!(ORTHOGONAL[opposite(d)], (-way.0, -way.1));
        }
    }
}

#[test]
fn offsets_stay_on_the_board_and_corners_are_the_four() {
    let sq = |n: &str| Square::parse(n, SIZE, SIZE).unwrap();
    assert_eq!(offset(sq("a1"), (1, 2)), Some(sq("b3")));
    assert_eq!(offset(sq("a1"), (-1, 0)), None);
    assert_eq!(offset(sq("h8"), (0, 1)), None);
    let corners: Vec<String> = (0..64)
        .map(square_of)
        .filter(|&s| is_corner(s))
        .map(|s| s.to_string())
        .collect();
    assert_eq!(corners, ["a1", "h1", "a8", "h8"]);
}

#[test]
fn nth_bit_is_the_nth_square_of_the_mask() {
    let masks = [
        0,
        1,
        u64::MAX,
        0x8000_0000_0000_0001,
        0x00ff_0f00_f0f0_1234,
        1 << 63,
    ];
    for mask in masks {
        let indices: Vec<u32> = squares(mask).map(|sq| index(sq) as u32).collect();
        for n in 0..70 {
            assert_eq!(
                nth_bit(mask, n),
                indices.get(n as usize).copied(),
                "{mask:#x} {n}"
            );
        }
    }
}
