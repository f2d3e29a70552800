## service

service-variant-latrunculi-piso = Latrunculi (Piso)
service-button-accept = Accept
service-button-decline = Decline
service-challenge = Game #{ $id }: { $opponent }, { $challenger } challenges you to a game of { $variant }. { $challenger } would play { $challenger_side }, you { $opponent_side }.
service-sides-drawn = Sides were drawn by lot.
service-started = { $challenged } accepted: game #{ $id } of { $variant } begins. { $first } plays { $first_side }, { $second } plays { $second_side }.
service-declined = { $challenged } declined the challenge from { $challenger } (#{ $id }).
service-cancelled = { $challenger } withdrew the challenge to { $challenged } (#{ $id }).
service-your-turn = { $player }, your turn ({ $side }).
service-played = { $player } played `{ $move }`.
service-played-took-one = { $player } played `{ $move }` and took a piece.
service-played-took-many = { $player } played `{ $move }` and took { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    }.
service-rolled = Dice: `{ $roll }`.
service-result-win = Game #{ $id } is over: { $winner } ({ $side }) wins, { $reason }.
service-result-draw = Game #{ $id } is over: a draw, { $reason }.
service-result-resigned = { $loser } resigned game #{ $id }: { $winner } ({ $side }) wins.
service-captures = Captures: { $first } { $first_count }, { $second } { $second_count }.
service-board = Game #{ $id }, { $variant }: { $first } ({ $first_side }) against { $second } ({ $second_side }).
service-board-to-play = { $player } to play ({ $side }).
service-board-dice = The dice are about to be rolled.
service-board-challenge = Waiting for { $challenged } to accept the challenge.
service-board-declined = { $challenged } declined this challenge.
service-board-cancelled = { $challenger } withdrew this challenge.
service-games-title = Your games:
service-games-none = You have no game in progress and no open challenge.
service-games-your-turn = `#{ $id }` { $variant } against { $opponent }: your turn ({ $side })
service-games-their-turn = `#{ $id }` { $variant } against { $opponent }: their turn (you play { $side })
service-games-challenge-sent = `#{ $id }` { $variant }: your challenge to { $opponent }, waiting for an answer
service-games-challenge-received = `#{ $id }` { $variant }: challenge from { $opponent }, to accept or decline
service-games-elsewhere = (another channel)
service-suggest-game = #{ $id } { $variant } vs { $opponent }
service-error-not-your-challenge = This challenge (#{ $id }) is not addressed to you.
service-error-own-challenge = You cannot accept your own challenge (#{ $id }): wait for your opponent's answer.
service-error-not-your-game = You are not playing in game #{ $id }.
service-error-not-your-turn = It is not your turn in game #{ $id }.
service-error-challenge-yourself = You cannot challenge yourself: pick an opponent.
service-error-challenge-exists = You already have an open challenge with this player for this game (#{ $id }).
service-error-no-such-game = There is no game #{ $id }.
service-error-not-in-this-channel = Game #{ $id } is not played in this channel.
service-error-no-game-here = You have no game in progress in this channel.
service-error-no-challenge-here = You have no open challenge in this channel.
service-error-several-games = You have several games here: { $games }. Say which one.
service-error-not-started = Game #{ $id } has not started: the challenge has not been accepted yet.
service-error-game-over = Game #{ $id } is over.
service-error-challenge-closed = Challenge #{ $id } is no longer open.
service-error-conflict = The board changed in the meantime: look at it again, then retry.
service-error-unavailable = The games' database cannot be reached just now: nothing was changed. Try again in a moment.
service-error-bad-button = This button is not recognised; it may come from an older version of the bot.
service-error-damaged = Game #{ $id } cannot be loaded: its saved data is damaged. The problem has been logged.
service-error-internal = Sorry, something went wrong on our side. The problem has been logged.
# A whole turn given as several actions in one command: which action was refused (nothing was played).
service-error-bad-action = Action { $index } of { $count }, `{ $action }`: { $reason } Nothing was played.
service-turn-cut = Action { $index } of { $count }, `{ $action }`: { $reason } The dice rolled before it stand, with the actions that led to them; the rest was not played.
service-error-turn-passed = your turn is over before it (the rest is your opponent's to play).
service-error-turn-game-over = the game is over before it.

## service: /rules

rules-header = **{ $game } — { $title }** · page { $page }/{ $pages }
rules-levels = **The computer on this game** (Elo, the random mover at 0): { $levels }.
rules-button-previous = ◀ Previous
rules-button-next = Next ▶
rules-button-show = Show everyone
service-error-no-topic = { $game } has no page “{ $topic }”. Its pages: { $topics }.

notify-now-off = no notices
notify-now-turn = a direct message when it becomes your turn in a correspondence game
notify-now-digest = a daily digest at { $hour }:00 UTC
notify-current = Your notices: { $choice }. Change them with `/notify`.
notify-set-off = Notices off: the bot will send you no direct messages about your games.
notify-set-turn = Done: the bot will send you a direct message when it becomes your turn in a correspondence game (at most one per game per hour).
notify-set-digest = Done: every day at { $hour }:00 UTC the bot will send you a direct message listing the games waiting for your move.
notify-turn = It is your turn in game #{ $id } ({ $game }) against { $opponent }.
notify-digest = { $count ->
    [one] One game is waiting for your move:
   *[other] { $count } games are waiting for your move:
}
notify-digest-game = • #{ $id } { $game }, against { $opponent }
notify-refused = Your notices are now off: Discord would not let the bot send you a direct message (your privacy settings close them). Open them, then choose again with `/notify`.
notify-error-hour = A digest needs an hour from 0 to 23 (UTC), for example `/notify digest 8`.

## Playing with the board's buttons (outside servers, where not everyone has the commands)
pick-button-move = Move…
pick-button-draw = Offer a draw
pick-button-resign = Resign
pick-button-resign-sure = Yes, resign
pick-list = Game #{ $id }: your move. Pick it below (a button ending in … opens the moves that start that way).
pick-list-narrowed = Game #{ $id }: your moves starting { $start }
pick-moved-on = Game #{ $id } has moved on since this list was made: nothing was played. Press **Move…** under the latest board.
pick-resign-sure = Resign game #{ $id }? It cannot be undone.
