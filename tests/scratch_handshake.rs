mod fake_discord;
use std::sync::Arc;
use std::time::Duration;
use fake_discord::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn handshake() {
    let fake = FakeDiscord::start().await;
    let settings = tabula::discord::DiscordSettings { token: "t".into(), guild_id: Some(GUILD_ID), api_url: Some(fake.api_url()) };
    let service = Arc::new(tabula::service::Service {});
    let bot = tokio::spawn(tabula::discord::run(settings, service));
    fake.wait_ready(1, Duration::from_secs(10)).await;
    let s = fake.state();
    println!("identify: {}", s.identifies[0]);
    for c in &s.commands { println!("{}", c); }
    drop(s);
    let alice = TestUser::new(11, "alice", "en-US");
    let bruno = TestUser::new(12, "bruno", "fr").with_nick("Bruno");
    let sent = fake.autocomplete(&alice, "move", vec![Opt::Focused("move", "d".into())]);
    let a = fake.answer(&sent, Duration::from_secs(5)).await;
    println!("autocomplete: {:?} {:?}", a.kind, a.data);
    let sent = fake.slash(&bruno, "challenge", vec![Opt::User("opponent", alice.clone()), Opt::Int("variant", 0)]);
    let a = fake.answer(&sent, Duration::from_secs(5)).await;
    println!("challenge: {:?} {:?}", a.kind, a.data);
    let bot_user = TestUser::new(13, "robot", "fr").bot_account();
    let sent = fake.slash(&bruno, "challenge", vec![Opt::User("opponent", bot_user), Opt::Int("variant", 0)]);
    let a = fake.answer(&sent, Duration::from_secs(5)).await;
    println!("challenge bot: {:?} {:?}", a.kind, a.data);
    println!("problems: {:?}", fake.problems());
    bot.abort();
}
