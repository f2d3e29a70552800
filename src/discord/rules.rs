//! `/rules game [topic]`: a game's rules page by page, privately, with ◀ ▶ and Show everyone
//! buttons (handled as every button is, in `buttons`).

use poise::serenity_prelude as serenity;

use super::choices::VariantChoice;
use super::games::suggest;
use super::messages::labelled_choices;
use super::respond::answer;
use super::{Context, Error};
use crate::games::Variant;
use crate::i18n::Lang;

/// The `game` option already chosen, while `topic` is being typed (a choice comes as its index).
fn variant_option(ctx: Context<'_>) -> Option<Variant> {
    ctx.args.iter().find_map(|option| match option.value {
        serenity::ResolvedValue::Integer(i) if option.name == "game" => {
            Variant::ALL.get(usize::try_from(i).ok()?).copied()
        }
        serenity::ResolvedValue::String(s) if option.name == "game" => {
            <VariantChoice as poise::ChoiceParameter>::from_name(s).map(|v| v.0)
        }
        _ => None,
    })
}

/// The pages of the chosen game, titled in the caller's language.
async fn autocomplete_topic(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let Some(variant) = variant_option(ctx) else {
        return serenity::CreateAutocompleteResponse::new();
    };
    let lang = Lang::from_locale(&ctx.interaction.locale);
    let typed = partial.to_string();
    let pages = suggest(ctx, move |service, _| {
        service.suggest_rules_topics(lang, variant, &typed)
    })
    .await;
    labelled_choices(pages)
}

/// The rules of a game, page by page, with diagrams
#[poise::command(slash_command)]
pub(super) async fn rules(
    ctx: Context<'_>,
    #[description = "Which game"]
    #[rename = "game"]
    variant: VariantChoice,
    #[description = "Which page (the first if not given)"]
    #[autocomplete = "autocomplete_topic"]
    #[max_length = 60]
    topic: Option<String>,
) -> Result<(), Error> {
    answer(ctx, move |service, caller| {
        service.rules(caller, variant.0, topic.as_deref())
    })
    .await
}
