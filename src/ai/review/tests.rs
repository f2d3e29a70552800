use super::*;

#[test]
fn labels_follow_the_thresholds() {
    assert_eq!(Label::of(0.0), None);
    assert_eq!(Label::of(0.049), None);
    assert_eq!(Label::of(0.05), Some(Label::Inaccuracy));
    assert_eq!(Label::of(0.12), Some(Label::Mistake));
    assert_eq!(Label::of(0.5), Some(Label::Blunder));
}
