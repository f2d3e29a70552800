## Tournament standings and pairings pictures (src/render/table/tournament.rs)

standings-col-rank = #
standings-col-player = Player
standings-col-rating = Rating
standings-col-points = Pts
standings-col-board = Board
standings-col-result = Result
standings-bye = bye
standings-more = + { $count } more
standings-not-started = before round 1
standings-after-round = after round { $round } of { $rounds }
standings-final = final standings
pairings-title = Round { $round } · pairings
