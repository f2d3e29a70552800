use super::*;

#[test]
fn a_thread_name_is_trimmed_and_cut_to_100_characters_on_a_character_boundary() {
    assert_eq!(fit_name("  alice – bob · Ergo  "), "alice – bob · Ergo");
    let long = "é".repeat(150);
    let fitted = fit_name(&long);
    assert_eq!(fitted.chars().count(), MAX_THREAD_NAME);
    assert!(fitted.chars().all(|c| c == 'é'));
    assert_eq!(fit_name("   "), "Tabula");
    assert_eq!(fit_name(&format!("{} x", "a".repeat(99))), "a".repeat(99));
}
