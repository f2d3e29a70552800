//! `/help` through the fake Discord: private, complete, in the caller's language.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_is_private_lists_every_game_and_pings_nobody_in_english_and_french() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = start_bot(&fake, &dir.path().join("tabula.db"));
    fake.wait_ready(1, START).await;
    {
        let state = fake.state();
        let help = state.command("help").expect("/help is registered");
        assert_eq!(help["name_localizations"]["fr"], "aide");
    }

    for (user, lang, about) in [
        (
            alice(),
            Lang::En,
            "**Tabula** plays the board games of ancient Rome",
        ),
        (
            bruno(),
            Lang::Fr,
            "**Tabula** : les jeux de plateau de la Rome antique",
        ),
    ] {
        assert_eq!(lang_of(&user), lang);
        let (_, answer) = command(&fake, &user, "help", vec![]).await;
        let text = answer.content();
        assert!(answer.ephemeral(), "/help is private: {answer:?}");
        assert!(answer.pings().is_empty(), "/help pings nobody: {answer:?}");
        assert!(text.starts_with(about), "{text}");
        assert!(text.chars().count() <= 2000, "{text}");
        for &variant in Variant::ALL.iter() {
            let name = i18n::lookup(lang, variant.name_key()).unwrap();
            assert!(text.contains(name), "{lang:?}: {name} is listed: {text}");
        }
        // How to learn a game: the rules command as the caller's menu names it.
        let rules = if lang == Lang::Fr {
            "`/règles <"
        } else {
            "`/rules <"
        };
        assert!(text.contains(rules), "{lang:?}: {text}");
        // The levels' measured strength, whole, where the shipped table shows one.
        let levels = tabula::service::help::level_strengths(lang, None);
        assert!(levels.is_some(), "data/levels.txt shows figures");
        assert!(text.contains(&levels.unwrap()), "{text}");
        // The commands by the names the caller's Discord shows.
        let challenge = if lang == Lang::Fr {
            "/défier"
        } else {
            "/challenge"
        };
        assert!(text.contains(challenge), "{text}");
    }
    stop_clean(&fake, &mut bot);
}
