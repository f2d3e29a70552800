# Tournaments: /tournament (create, start, cancel) and /tournaments (list, show, standings, join,
# leave), the announcement, the rounds and the standings.

## The commands (the English name of an option is its name in code: the `id` of a tournament)

tournament = tournament
tournament-description = Run a tournament in this channel
tournament-create = create
tournament-create-description = Announce a tournament that members join with a button
tournament-create-variant = variant
tournament-create-variant-description = Which game
tournament-create-format = format
tournament-create-format-description = Swiss or round robin
tournament-create-format-swiss = Swiss
tournament-create-format-round-robin = round robin
tournament-create-format-double-round-robin = double round robin
tournament-create-rounds = rounds
tournament-create-rounds-description = Swiss: number of rounds (default: from the number of players)
tournament-create-clock = clock
tournament-create-clock-description = Time per move (3 days if not given)
tournament-create-clock-5-minutes = 5 minutes
tournament-create-clock-15-minutes = 15 minutes
tournament-create-clock-1-day = 1 day
tournament-create-clock-3-days = 3 days
tournament-create-clock-7-days = 7 days
tournament-create-clock-14-days = 14 days
tournament-create-starts = starts
tournament-create-starts-description = When it starts: "in 2h", "2026-12-01 20:00 +01:00" (if not given: when you press Start)
tournament-create-rated = rated
tournament-create-rated-description = Whether the results change ratings (yes if not given)
tournament-start = start
tournament-start-description = Start a tournament now (its creator or a server manager)
tournament-start-id = id
tournament-start-id-description = Which tournament (the only open one here if not given)
tournament-cancel = cancel
tournament-cancel-description = Cancel a tournament (its creator or a server manager)
tournament-cancel-id = id
tournament-cancel-id-description = Which tournament (the only one here if not given)
tournaments = tournaments
tournaments-description = This server's tournaments
tournaments-list = list
tournaments-list-description = The open, running and last finished tournaments here
tournaments-show = show
tournaments-show-description = A tournament's players and current round
tournaments-show-id = id
tournaments-show-id-description = Which tournament (the only one here if not given)
tournaments-standings = standings
tournaments-standings-description = A tournament's standings, as a picture
tournaments-standings-id = id
tournaments-standings-id-description = Which tournament (the only one here if not given)
tournaments-join = join
tournaments-join-description = Join a tournament
tournaments-join-id = id
tournaments-join-id-description = Which tournament (the only open one here if not given)
tournaments-leave = leave
tournaments-leave-description = Leave a tournament (after its start you keep your results)
tournaments-leave-id = id
tournaments-leave-id-description = Which tournament (yours here if not given)

## Formats and terms

tournament-format-swiss = Swiss
tournament-format-round-robin = round robin
tournament-format-double-round-robin = double round robin
tournament-rounds = { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}
tournament-rounds-default = rounds from the number of players
tournament-rounds-everyone = everyone meets everyone
tournament-rated = rated
tournament-casual = casual
tournament-terms = { $rounds } · { $clock } per move · { $rated } · created by { $creator }
tournament-starts-at = Starts { $at } ({ $in }).
tournament-starts-on-start = Starts when { $creator } presses **Start**.
tournament-running = Round { $round } of { $rounds } is being played.
tournament-running-late-entries = Round { $round } of { $rounds } is being played; late entries are welcome until round 2 (they start with no points).
tournament-finished = Finished: won by **{ $winner }**.
tournament-is-cancelled = Cancelled.
tournament-entrants = **Players ({ $count }):** { $list }
tournament-more = + { $count } more

## Buttons

tournament-button-join = Join
tournament-button-leave = Leave
tournament-button-start = Start
tournament-button-cancel = Cancel
tournament-button-standings = Standings

## Answers

tournament-joined = You are in tournament T{ $id }. Good luck!
tournament-left = You left tournament T{ $id }.
tournament-left-resigned = { $player } left tournament T{ $id }: their game is resigned.
tournament-starting = Tournament T{ $id } starts: the pairings of round 1 follow.
tournament-cancelled = Tournament T{ $id } was cancelled by { $player }. Games under way go on as ordinary games.
tournament-start-failed = Tournament T{ $id } could not start and is cancelled: { $why }
tournament-no-threads = I may not create threads in this channel, so the games are played here (give me "Create Public Threads" and "Send Messages in Threads" for the next rounds).
tournament-list-none = No tournament in this server yet. A server manager starts one with `{ $command }`.
tournament-list-line = **{ $title }** · { $players } players · { $state }
tournament-list-open = taking entries
tournament-list-open-at = starts { $at }
tournament-list-running = round { $round } of { $rounds }
tournament-list-finished = finished
tournament-won = Tournaments won: { $count } ({ $list })
tournament-won-item = T{ $id } ({ $format }, { $game }, { $players } players)

## Rounds, games, standings

tournament-pairings-heading = **{ $title }: round { $round } of { $rounds }**
tournament-pairings-subtitle = Round { $round } of { $rounds } · pairings
tournament-pairing-bye = bye: { $player } (a win's points)
tournament-game = **T{ $id } · round { $round } · board { $board }** (game #{ $game }): { $first } ({ $first_side }) against { $second } ({ $second_side }).
tournament-standings-after = { $title }: standings after round { $round } of { $rounds }
tournament-standings-final = { $title }: final standings
tournament-podium = 🏆 **{ $title } is over.** { $podium }
tournament-tb-buchholz = Bh-1
tournament-tb-sb = SB
tournament-tb-wins = Wins
tournament-left-mark = left

## Refusals

tournament-error-no-such = There is no tournament T{ $id } in this server.
tournament-error-none-here = No tournament fits here: name one with its number (`{ $command }`).
tournament-error-several = Several tournaments fit: { $ids }. Name one with its number.
tournament-error-already-in = You are already in tournament T{ $id }.
tournament-error-not-in = You are not in tournament T{ $id }.
tournament-error-full = Tournament T{ $id } is full ({ $max } players).
tournament-error-entries-closed = Tournament T{ $id } has started and takes no more players.
tournament-error-over = Tournament T{ $id } is over.
tournament-error-started = Tournament T{ $id } has already started.
tournament-error-not-started = Tournament T{ $id } has not started yet: its standings come with round 1.
tournament-error-left = You left tournament T{ $id } after playing in it: a player who leaves does not come back.
tournament-error-not-director = Only the creator of tournament T{ $id } or a server manager may do that.
tournament-error-bad-time = I cannot read "{ $typed }" as a time: write "in 2h", "in 3d" or "2026-12-01 20:00" (UTC, or add an offset such as "+01:00").
tournament-error-past-time = That time is already past.
tournament-error-too-far = A tournament starts at most 90 days ahead.
tournament-error-too-few = Tournament T{ $id } has { $players } { $players ->
    [one] player
   *[other] players
}; it needs at least { $needed }.
tournament-error-rr-rounds = A round robin has no "rounds" option: everyone meets everyone.
tournament-error-bad-rounds = A Swiss has 1 to { $max } rounds.
tournament-error-no-abort = Game #{ $id } is a tournament game: it cannot be aborted (resign it instead).
tournament-history = T{ $id }, round { $round }

# A tournament's scheduled event in the server's Events tab (jobs::events).
tournament-event-about = Entries: the Join button of the announcement in the tournament's channel. The end is an estimate ({ $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
} of about ten moves' time each).
tournament-event-refused = T{ $id } is not in the server's Events tab: I may not create events here (give me "Create Events" for the next tournaments). The tournament runs as usual.
tournament-event-started = T{ $id } has started: round 1 is paired. { $mentions }
tournament-event-started-late-entries = T{ $id } has started: round 1 is paired, and entries stay open until round 2. { $mentions }
