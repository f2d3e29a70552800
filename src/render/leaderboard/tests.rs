use super::*;

#[test]
fn a_leaderboard_picture_is_a_phone_sized_png_that_grows_with_its_rows() {
    let row = |i: i64| Row {
        rank: (i < 8).then_some(i + 1),
        name: format!("Marcus Tullius Cicero the {i}th, consul of Rome"),
        rating: if i < 8 { "1623".into() } else { "1490?".into() },
        games: "12".into(),
        record: "8-1-3".into(),
    };
    let columns = ["#", "Player", "Rating", "Games", "W-D-L"];
    let ten: Vec<Row> = (0..10).map(row).collect();
    let png = leaderboard_png(
        "Leaderboard — Latrunculi (Piso)",
        "this server, page 1",
        columns,
        &ten,
    );
    let decoded = image::load_from_memory(&png).expect("a PNG");
    assert_eq!(decoded.width(), WIDTH as u32);
    assert_eq!(
        decoded.height() as i32,
        FIRST_RULE + 10 * ROW_HEIGHT + BOTTOM
    );
    assert!(png.len() < 60 * 1024, "{} bytes", png.len());
    let one = leaderboard_png("t", "s", columns, &ten[..1]);
    let decoded_one = image::load_from_memory(&one).unwrap();
    assert!(decoded_one.height() < decoded.height());
    assert!(!leaderboard_png("t", "s", columns, &[]).is_empty());
}
