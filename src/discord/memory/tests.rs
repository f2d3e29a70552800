/// The resident KiB of the mapping of this process that holds `address`.
fn rss_of_mapping_at(address: usize) -> u64 {
    let smaps = std::fs::read_to_string("/proc/self/smaps").expect("/proc/self/smaps");
    let mut inside = false;
    for line in smaps.lines() {
        let range = line
            .split_whitespace()
            .next()
            .and_then(|r| r.split_once('-'));
        if let Some((from, to)) = range.filter(|_| !line.ends_with(':') && line.contains(' ')) {
            if let (Ok(from), Ok(to)) = (
                usize::from_str_radix(from, 16),
                usize::from_str_radix(to, 16),
            ) {
                inside = (from..to).contains(&address);
                continue;
            }
        }
        if inside {
            if let Some(kib) = line.strip_prefix("Rss:") {
                return kib
                    .trim()
                    .trim_end_matches("kB")
                    .trim()
                    .parse()
                    .unwrap_or(0);
            }
        }
    }
    panic!("no mapping holds {address:#x}");
}

/// Free pages *inside* an arena go back to the system with a trim, not only its top: the
/// arena of a thread that allocated 16 MiB in small blocks and freed all but one in 64
/// (so that a live block every 256 KiB keeps any of it from being the arena's top) shrinks
/// in resident memory by more than half of what was freed.
#[test]
fn a_trim_returns_the_free_pages_inside_an_arena() {
    // In a thread of its own: its blocks are in an arena other than the main heap.
    std::thread::spawn(|| {
        let mut blocks: Vec<Vec<u8>> = (0..4096_u32)
            .map(|i| vec![(i % 251) as u8 + 1; 4096])
            .collect();
        let kept: Vec<Vec<u8>> = blocks
            .drain(..)
            .enumerate()
            .filter_map(|(i, b)| (i % 64 == 0).then_some(b))
            .collect();
        let address = kept[kept.len() / 2].as_ptr() as usize;
        // Seen as free by the check that decides on a trim (other threads' free space
        // only adds to it).
        assert!(super::imp::free_in_arenas() > super::TRIM_ABOVE);
        let before = rss_of_mapping_at(address);
        super::imp::trim();
        let after = rss_of_mapping_at(address);
        assert!(
            after + 8 * 1024 < before,
            "the arena held {before} KiB before the trim, {after} KiB after"
        );
        assert!(kept
            .iter()
            .enumerate()
            .all(|(n, b)| b[0] == ((n * 64) % 251) as u8 + 1));
    })
    .join()
    .expect("the trimming thread");
}
