use super::*;

#[test]
fn names_prefer_the_server_nickname() {
    let mut user = serenity::User::default();
    user.id = serenity::UserId::new(42);
    user.name = "marcus".into();
    assert_eq!(user_of(&user, None).name, "marcus");
    user.global_name = Some("Marcus".into());
    let u = user_of(&user, None);
    assert_eq!(
        (u.id.as_str(), u.name.as_str(), u.mention.as_str()),
        ("discord:42", "Marcus", "<@42>")
    );
    assert_eq!(user_of(&user, Some("Brutus")).name, "Brutus");
}
