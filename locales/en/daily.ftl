## daily: the daily puzzle of a server (/puzzle daily, issue 50)

daily-title = Daily puzzle · { $date } · { $game }
daily-from-game = From { $first } – { $second }, game #{ $game }
daily-from-starter = From Tabula's starter puzzles
daily-from-self-play = From the computer playing itself
daily-how = Press Solve to answer: the puzzle opens for you alone.
daily-solve = Solve
daily-reveal = Answer to the daily puzzle of { $date } · { $game }
daily-count = { $tried ->
    [0] Nobody tried it.
   *[other] { $solved } of { $tried } solved it.
}
daily-set = The daily puzzle will be posted in { $channel } every day at { $time } UTC, the first on { $date }.
daily-stopped = The daily puzzle is stopped.
daily-was-off = The daily puzzle was not on.
daily-opened = Today's puzzle, for you alone:
daily-answered = You have answered today's puzzle: { $result }.
daily-earlier = You met this puzzle before: your answer then ({ $result }) counts for today, unrated.
daily-result-solved = solved
daily-result-missed = missed
daily-streak = Daily puzzle streak: { $current } (best { $best })
daily-error-no-server = The daily puzzle belongs to a server: use it there.
daily-error-manager = Only a member with Manage Server can set the daily puzzle.
daily-error-time = “{ $typed }” is not a time of day: write it as 09:30 (UTC).
daily-error-not-today = This daily puzzle is over: its answer is in the next day's post.
daily-error-other-open = Finish or give up your open puzzle (puzzle { $id }) first, then press Solve again.
daily-error-channel = I cannot post in { $channel }: choose a text channel where I may send messages and attach files.

console-usage-puzzle-daily = Usage: puzzle daily <time, as 09:30 UTC>, puzzle daily off, puzzle daily solve, puzzle leaderboard

## /puzzle daily, as Discord shows it (see commands.ftl)
puzzle-daily = daily
puzzle-daily-description = The server's daily puzzle (Manage Server)
puzzle-daily-set = set
puzzle-daily-set-description = Post a puzzle in a channel every day at a time (UTC)
puzzle-daily-set-channel = channel
puzzle-daily-set-channel-description = Where to post it
puzzle-daily-set-time = time
puzzle-daily-set-time-description = The time of day, UTC, as 09:30
puzzle-daily-off = off
puzzle-daily-off-description = Stop the daily puzzle

daily-board-title = Daily puzzles
daily-board-subtitle = this server, by days solved
daily-board-columns = #|Player|Solved|Tried|Best streak
daily-board-empty = Nobody has answered a daily puzzle here yet.
puzzle-leaderboard = leaderboard
puzzle-leaderboard-description = This server's best solvers of the daily puzzle
