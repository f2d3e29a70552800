use super::*;
use poise::serenity_prelude::{AuthorizingIntegrationOwners, GuildId, UserId};

fn owners(list: Vec<AuthorizingIntegrationOwner>) -> AuthorizingIntegrationOwners {
    AuthorizingIntegrationOwners(list)
}

/// The bot posts on its own only in a server that added the app.
#[test]
fn the_bot_posts_on_its_own_only_in_a_server_that_added_it() {
    let guild = GuildId::new(5);
    let server = owners(vec![AuthorizingIntegrationOwner::GuildInstall(Some(guild))]);
    let user = owners(vec![AuthorizingIntegrationOwner::UserInstall(UserId::new(
        7,
    ))]);
    let both = owners(vec![
        AuthorizingIntegrationOwner::GuildInstall(Some(guild)),
        AuthorizingIntegrationOwner::UserInstall(UserId::new(7)),
    ]);
    let ctx = Some(InteractionContext::Guild);
    assert!(can_post(ctx, &server, Some(guild)));
    assert!(can_post(ctx, &both, Some(guild)));
    // Before user installs, interactions said no owners: a server's.
    assert!(can_post(None, &owners(vec![]), Some(guild)));
    // The app only on the user's account, used in a server.
    assert!(!can_post(ctx, &user, Some(guild)));
    // Another server's install does not count.
    let other = owners(vec![AuthorizingIntegrationOwner::GuildInstall(Some(
        GuildId::new(6),
    ))]);
    assert!(!can_post(ctx, &other, Some(guild)));
    // Group DMs, DMs between people, the bot's DM: never on its own.
    assert!(!can_post(
        Some(InteractionContext::PrivateChannel),
        &user,
        None
    ));
    let bot_dm = owners(vec![AuthorizingIntegrationOwner::GuildInstall(None)]);
    assert!(!can_post(Some(InteractionContext::BotDm), &bot_dm, None));
}

/// What waits for a private channel is taken once, oldest first, at most ten; nothing is held
/// for a channel the bot posts in.
#[test]
fn held_messages_wait_for_the_next_answer_in_their_channel() {
    let places = Places::default();
    let reply = |n: usize| Reply {
        text: format!("notice {n}"),
        ..Reply::default()
    };
    assert!(!places.hold(1, &reply(0)));
    places.load(&["console".to_string(), "0".to_string(), "2".to_string()]);
    assert!(places.is_private(2) && !places.is_private(0) && !places.is_private(1));
    for n in 0..12 {
        assert!(places.hold(2, &reply(n)));
    }
    let texts: Vec<String> = places.take(2).into_iter().map(|r| r.text).collect();
    assert_eq!(texts.len(), 10);
    assert_eq!(texts[0], "notice 2");
    assert_eq!(texts[9], "notice 11");
    assert!(places.take(2).is_empty());
    assert!(places.is_private(2), "taking does not forget the channel");
}
