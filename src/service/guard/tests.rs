use super::{display_name, escape_markdown, MAX_NAME_CHARS};

#[test]
fn names_lose_controls_and_bidi_marks_and_are_cut() {
    assert_eq!(display_name("  alice \n\t bob "), "alice bob");
    assert_eq!(display_name("\u{202E}evil\u{2066}name\u{200F}"), "evilname");
    assert_eq!(display_name("\u{202E}\u{0007}"), "?");
    let long = "x".repeat(2000);
    let cut = display_name(&long);
    assert_eq!(cut.chars().count(), MAX_NAME_CHARS);
    assert!(cut.ends_with('…'));
    assert_eq!(display_name(&"é".repeat(32)), "é".repeat(32));
    assert_eq!(display_name(&"é".repeat(33)).chars().count(), 32);
}

#[test]
fn markdown_and_mentions_are_escaped() {
    assert_eq!(escape_markdown("@everyone"), "\\@everyone");
    assert_eq!(escape_markdown("<@&123>"), "\\<\\@&123\\>");
    assert_eq!(
        escape_markdown("[x](https://e.com)"),
        "\\[x\\]\\(https\\://e\\.com\\)"
    );
    assert_eq!(escape_markdown("||s||"), "\\|\\|s\\|\\|");
    assert_eq!(escape_markdown("```rm```"), "\\`\\`\\`rm\\`\\`\\`");
    assert_eq!(escape_markdown("a\\b"), "a\\\\b");
    assert_eq!(escape_markdown("x\u{202E}y\nz"), "xy z");
    assert_eq!(escape_markdown("Zoé 2"), "Zoé 2");
}
