use super::*;

fn columns() -> Vec<Column> {
    vec![
        Column::new("#", Align::Right),
        Column::names("Player"),
        Column::new("Pts", Align::Right),
        Column::new("1", Align::Center),
    ]
}

fn row(name: &str, result: Cell) -> Row {
    Row {
        cells: vec![
            Cell::plain("4"),
            Cell::plain(name),
            Cell::plain("2½"),
            result,
        ],
        podium: None,
        faded: false,
    }
}

fn table(rows: Vec<Row>) -> TablePicture {
    TablePicture {
        title: "Saturnalia Swiss".into(),
        subtitle: "after round 1 of 5".into(),
        columns: columns(),
        rows,
        footer: None,
    }
}

fn drawn(table: &TablePicture) -> Canvas {
    let mut canvas = Canvas::new(0, 0, 0);
    draw_table(&mut canvas, table);
    canvas
}

/// The palette indices used in the band of row `r` (0 first), between `x0` and `x1`.
fn row_indices(canvas: &Canvas, r: usize, x0: usize, x1: usize) -> Vec<u8> {
    let top = FIRST_RULE as usize + 1 + r * ROW_HEIGHT as usize;
    let mut out = Vec::new();
    for y in top..top + ROW_HEIGHT as usize - 1 {
        for x in x0..x1.min(canvas.width) {
            out.push(canvas.get(x, y));
        }
    }
    out
}

fn in_ramp(index: u8, base: u8, levels: u8) -> bool {
    index > base && index <= base + levels
}

#[test]
fn a_win_is_drawn_in_green_a_loss_in_red_and_a_draw_in_the_ordinary_ink() {
    let canvas = drawn(&table(vec![
        row("Atticus", Cell::new("+5", Tone::Win)),
        row("Brutus", Cell::new("-2", Tone::Loss)),
        row("Cato", Cell::plain("=3")),
    ]));
    let width = canvas.width;
    let win = row_indices(&canvas, 0, 0, width);
    let loss = row_indices(&canvas, 1, 0, width);
    let draw = row_indices(&canvas, 2, 0, width);
    let green = |p: &[u8]| {
        p.iter()
            .any(|&i| in_ramp(i, palette::WIN_INK, palette::TONE_LEVELS))
    };
    let red = |p: &[u8]| {
        p.iter()
            .any(|&i| in_ramp(i, palette::LOSS_INK, palette::TONE_LEVELS))
    };
    assert!(green(&win) && !red(&win));
    assert!(red(&loss) && !green(&loss));
    assert!(!green(&draw) && !red(&draw));
}

#[test]
fn a_faded_row_is_all_in_dim_ink_whatever_its_tones() {
    let mut left = row("Brutus", Cell::new("+5", Tone::Win));
    left.faded = true;
    let canvas = drawn(&table(vec![row("Atticus", Cell::plain("=1")), left]));
    let faded = row_indices(&canvas, 1, 0, canvas.width);
    assert!(faded.iter().any(|&i| i != palette::HEADER_BG));
    for index in faded {
        assert!(
            index == palette::HEADER_BG || in_ramp(index, palette::INK, FADED),
            "index {index} is brighter than the faded ink"
        );
    }
    let normal = row_indices(&canvas, 0, 0, canvas.width);
    assert!(normal.contains(&(palette::INK + palette::INK_LEVELS)));
}

#[test]
fn the_podium_rows_carry_a_gold_silver_and_bronze_bar_and_a_gold_rank() {
    let rows = [
        Podium::of_rank(1),
        Podium::of_rank(2),
        Podium::of_rank(3),
        Podium::of_rank(4),
    ]
    .into_iter()
    .map(|podium| Row {
        podium,
        ..row("Atticus", Cell::plain("=2"))
    })
    .collect();
    let canvas = drawn(&table(rows));
    let bar = |r: usize| {
        let y = FIRST_RULE as usize + 1 + r * ROW_HEIGHT as usize + ROW_HEIGHT as usize / 2;
        canvas.get(BAR_X as usize + 2, y)
    };
    assert_eq!(bar(0), palette::GOLD + palette::INK_LEVELS);
    assert_eq!(bar(1), palette::SILVER);
    assert_eq!(bar(2), palette::BRONZE);
    assert_eq!(bar(3), palette::HEADER_BG);
    let gold = |r: usize| {
        let rank_column = (MARGIN as usize, MARGIN as usize + 30);
        row_indices(&canvas, r, rank_column.0, rank_column.1)
            .iter()
            .any(|&i| in_ramp(i, palette::GOLD, palette::INK_LEVELS))
    };
    assert!(gold(2) && !gold(3));
}

#[test]
fn columns_fit_their_widest_cell_and_names_stop_at_name_max_with_an_ellipsis() {
    let long = "Marcus Tullius Cicero, consul of Rome, father of his country, Arpinum's own";
    let short = table(vec![row("Cato", Cell::plain("=3"))]);
    let texts = cell_texts(&short);
    let narrow = plan(&short, &texts);
    assert_eq!(
        narrow.width, MIN_WIDTH as usize,
        "a small table keeps the least width"
    );
    assert!(
        narrow.widths[1] > text::measure("Cato", ROW_PX) + 100.0,
        "names get the room left"
    );
    // Ten rounds: wider than the least width, so nothing is left over for the names.
    let mut tall = table(vec![row(long, Cell::plain("=3"))]);
    for round in 2..=10 {
        tall.columns
            .push(Column::new(round.to_string(), Align::Center));
        tall.rows[0].cells.push(Cell::new("+12", Tone::Win));
    }
    let texts = cell_texts(&tall);
    let wide = plan(&tall, &texts);
    assert!(wide.width > MIN_WIDTH as usize);
    assert_eq!(wide.widths[1], NAME_MAX);
    let points = text::measure("2½", ROW_PX).max(text::measure("Pts", HEADER_PX));
    assert_eq!(wide.widths[2], points.ceil());
    // Nothing of the long name is drawn in the gap after its column.
    let canvas = drawn(&tall);
    let gap_start = (wide.lefts[1] + wide.widths[1]).ceil() as usize + 1;
    let gap = row_indices(&canvas, 0, gap_start, wide.lefts[2] as usize - 1);
    assert!(gap.iter().all(|&i| i == palette::HEADER_BG));
    let name = text::ellipsize(&texts[0][1], ROW_PX, wide.widths[1]);
    assert!(name.ends_with('…'), "{name}");
}

#[test]
fn a_column_keeps_room_for_the_widest_text_it_will_hold() {
    let mut t = table(vec![row("Cato", Cell::default())]);
    let texts = cell_texts(&t);
    let bare = plan(&t, &texts).widths[3];
    t.columns[3].room_for = Some("+32".into());
    let roomy = plan(&t, &texts).widths[3];
    assert_eq!(bare, text::measure("1", HEADER_PX).ceil());
    assert_eq!(roomy, text::measure("+32", ROW_PX).ceil());
}

#[test]
fn a_name_in_a_script_the_fonts_lack_is_shown_as_a_question_mark_not_a_blank() {
    // No shipped font has Devanagari or Thai.
    assert_eq!(shown("नमस्ते"), "?");
    assert_eq!(shown("สมชาย"), "?");
    assert_eq!(shown("李小龙"), "李小龙");
    assert_eq!(shown("김민준"), "김민준");
    assert_eq!(shown("عبد الرحمن"), "عبد الرحمن");
    assert_eq!(shown("Ἀριστοτέλης"), "Ἀριστοτέλης");
    assert_eq!(shown("Лев Толстой"), "Лев Толстой");
}

#[test]
fn the_picture_grows_with_its_rows_and_footer_and_an_empty_table_still_draws() {
    let one = drawn(&table(vec![row("Cato", Cell::default())]));
    assert_eq!(one.height as i32, FIRST_RULE + ROW_HEIGHT + BOTTOM);
    let three = drawn(&table(vec![row("Cato", Cell::default()); 3]));
    assert_eq!(three.height as i32, FIRST_RULE + 3 * ROW_HEIGHT + BOTTOM);
    let mut footed = table(vec![row("Cato", Cell::default()); 3]);
    footed.footer = Some("+ 12 more".into());
    assert_eq!(drawn(&footed).height, three.height + FOOTER_HEIGHT as usize);
    let empty = render_table_png(&TablePicture::default());
    let decoded = image::load_from_memory(&empty).expect("a PNG");
    assert_eq!(decoded.width(), MIN_WIDTH as u32);
}

#[test]
fn a_row_with_fewer_cells_than_columns_leaves_the_rest_blank() {
    let short = Row {
        cells: vec![Cell::plain("1")],
        ..Row::default()
    };
    let canvas = drawn(&table(vec![short]));
    let texts = cell_texts(&table(vec![Row::default()]));
    let plan = plan(&table(vec![Row::default()]), &texts);
    let rest = row_indices(&canvas, 0, plan.lefts[1] as usize, canvas.width);
    assert!(rest.iter().all(|&i| i == palette::HEADER_BG));
}

#[test]
fn the_text_version_lines_up_each_column_as_its_alignment_says() {
    let mut t = table(vec![
        row("Atticus", Cell::new("+12", Tone::Win)),
        row("Marcus Tullius Cicero of Arpinum", Cell::plain("=3")),
    ]);
    t.footer = Some("+ 2 more".into());
    let text = table_text(&t);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Saturnalia Swiss");
    assert_eq!(lines[1], "after round 1 of 5");
    assert_eq!(lines[2], "#  Player                    Pts   1");
    assert_eq!(lines[3], "4  Atticus                    2½  +12");
    assert_eq!(lines[4], "4  Marcus Tullius Cicero o…   2½  =3");
    assert_eq!(lines[5], "+ 2 more");
}
