## ratings, leaderboards, history, replays (render, service, discord, console)

ratings-challenge-rated = Rated game.
ratings-challenge-casual = Casual game: ratings will not change.
ratings-casual = Casual game: ratings unchanged.
ratings-changes = Ratings: { $changes }.
ratings-error-no-such-page = There is no page { $page }.
ratings-error-not-your-buttons = These buttons belong to whoever asked for this list: ask for your own.
ratings-scope-server = this server
ratings-scope-global = all servers
ratings-board-title = Leaderboard — { $variant }
ratings-board-subtitle = { $scope }, page { $page }
ratings-board-empty = Nobody is listed here yet: ratings come from finished rated games.
ratings-board-columns = #|Player|Rating|Games|W-D-L
ratings-board-provisional-hidden = Provisional ratings (?) are not listed: add `provisional: True` to see them.
ratings-board-more = More on page { $page }.
ratings-none = { $name } has no rating yet: ratings come with the first finished rated game.
ratings-title = **Ratings of { $name }**
ratings-line = { $variant }: **{ $rating }** ± { $deviation } · games: { $games } ({ $wins }W { $draws }D { $losses }L)
ratings-rank = #{ $rank } on this server
ratings-rank-provisional = provisional, not ranked yet
ratings-rank-elsewhere = not ranked on this server
ratings-last-change = last game { $delta } (#{ $id })
ratings-best-win = best win: { $opponent } ({ $rating }), #{ $id }
ratings-history-none = { $name } has no finished game yet.
ratings-history-title = **Games of { $name }** (page { $page }/{ $pages }, { $total } in all)
ratings-history-won = #{ $id } { $variant }: won against { $opponent }, { $how }
ratings-history-lost = #{ $id } { $variant }: lost against { $opponent }, { $how }
ratings-history-draw = #{ $id } { $variant }: draw with { $opponent }, { $how }
ratings-history-casual = casual
ratings-how-resignation = by resignation
ratings-head-to-head =
    You against { $name }: { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }, { $draws ->
        [one] { $draws } draw
       *[other] { $draws } draws
    }, { $losses ->
        [one] { $losses } loss
       *[other] { $losses } losses
    }.
ratings-button-previous = ◀ Previous
ratings-button-next = Next ▶
ratings-replay = Replay of game #{ $id } ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    }).
ratings-replay-shown = Shown: { $shown } of { $count } actions, to fit Discord's { $mib } MiB upload limit.
ratings-export = Move list of game #{ $id } (`tabula show --file { $file }` reads it back).
console-usage-leaderboard = Usage: /leaderboard <game> [{ console-word-server }|{ console-word-global }] [page] [{ console-word-provisional }]
console-usage-rating = Usage: /rating [name]
console-usage-history = Usage: /history [name] [game] [page]
console-file = File: { $path }
