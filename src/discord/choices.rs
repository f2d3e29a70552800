//! The options several commands share: which game (`variant`) and who moves first (`first`),
//! as Discord choices named in every language.

use std::borrow::Cow;

use crate::games::Variant;
use crate::i18n::Lang;
use crate::service::{variant_name, First};

/// The `variant` option: one fixed choice per game of [`Variant::ALL`], so a new game shows up
/// in the menu without touching the commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct VariantChoice(pub Variant);

/// A game's name in the menu: the name the service uses in its messages.
fn variant_label(lang: Lang, variant: Variant) -> &'static str {
    variant_name(lang, variant)
}

impl poise::ChoiceParameter for VariantChoice {
    fn list() -> Cow<'static, [poise::CommandParameterChoice]> {
        Cow::Owned(
            Variant::ALL
                .iter()
                .map(|v| poise::CommandParameterChoice {
                    name: Cow::Borrowed(variant_label(Lang::En, *v)),
                    localizations: Cow::Owned(
                        Lang::ALL
                            .into_iter()
                            .flat_map(|lang| {
                                lang.discord_locales().iter().map(move |locale| {
                                    (
                                        Cow::Borrowed(*locale),
                                        Cow::Borrowed(variant_label(lang, *v)),
                                    )
                                })
                            })
                            .collect(),
                    ),
                    __non_exhaustive: (),
                })
                .collect(),
        )
    }

    fn from_index(index: usize) -> Option<Self> {
        Variant::ALL.get(index).copied().map(VariantChoice)
    }

    fn from_name(name: &str) -> Option<Self> {
        Variant::ALL
            .iter()
            .copied()
            .find(|v| {
                name == v.id()
                    || Lang::ALL
                        .into_iter()
                        .any(|lang| variant_label(lang, *v) == name)
            })
            .map(VariantChoice)
    }

    fn name(&self) -> &'static str {
        variant_label(Lang::En, self.0)
    }

    fn localized_name(&self, locale: &str) -> Option<&'static str> {
        Some(variant_label(Lang::from_locale(locale), self.0))
    }
}

/// The `first` option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum FirstChoice {
    #[name = "me"]
    Me,
    #[name = "them"]
    Them,
    #[name = "random"]
    Random,
}

impl From<FirstChoice> for First {
    fn from(choice: FirstChoice) -> First {
        match choice {
            FirstChoice::Me => First::Me,
            FirstChoice::Them => First::Them,
            FirstChoice::Random => First::Random,
        }
    }
}

#[cfg(test)]
mod tests;
