use super::*;
use poise::ChoiceParameter;

#[test]
fn every_variant_is_a_choice_in_order() {
    let list = VariantChoice::list();
    assert_eq!(list.len(), Variant::ALL.len());
    for (i, &v) in Variant::ALL.iter().enumerate() {
        assert_eq!(VariantChoice::from_index(i), Some(VariantChoice(v)));
        assert_eq!(VariantChoice::from_name(v.id()), Some(VariantChoice(v)));
        assert_eq!(list[i].name, variant_label(Lang::En, v));
    }
    assert_eq!(VariantChoice::from_index(Variant::ALL.len()), None);
}
