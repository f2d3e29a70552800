use super::*;

#[tokio::test]
async fn jobs_run_on_search_threads_and_a_panic_is_a_none() {
    let searches = Searches::start(2);
    let name = searches
        .run(|| std::thread::current().name().map(str::to_string))
        .await
        .flatten();
    assert!(name.is_some_and(|n| n.starts_with("search-")));
    let results = futures_join(&searches).await;
    assert_eq!(results, [Some(1), Some(2), Some(3)]);
    let panicked: Option<()> = searches.run(|| panic!("a broken search")).await;
    assert_eq!(panicked, None);
    // The thread that caught the panic still serves.
    assert_eq!(searches.run(|| 7).await, Some(7));
}

#[cfg(target_os = "linux")]
#[tokio::test]
async fn search_threads_run_at_a_lower_priority() {
    let searches = Searches::start(1);
    // SAFETY: getpriority reads its integer arguments only.
    let nice = searches
        .run(|| unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) })
        .await;
    let mine = unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) };
    assert_eq!(nice, Some((mine + NICENESS).min(19)));
}

async fn futures_join(searches: &Searches) -> Vec<Option<i32>> {
    let (a, b, c) = tokio::join!(searches.run(|| 1), searches.run(|| 2), searches.run(|| 3));
    vec![a, b, c]
}
