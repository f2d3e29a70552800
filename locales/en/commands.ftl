# Slash commands: `command` is its name, `command-description` its description,
# `command-option` and `command-option-description` its options, `command-option-choice` a
# choice. Names: lower case, no spaces, at most 32 characters; descriptions: 1 to 100
# characters (Discord refuses the whole registration otherwise; a test checks).

## /challenge

challenge = challenge
challenge-description = Challenge someone to a game
challenge-opponent = opponent
challenge-opponent-description = Who to play against (anyone here if not given)
challenge-variant = variant
challenge-variant-description = Which game
challenge-first = first
challenge-first-description = Who moves first (random if not given)
challenge-first-me = me
challenge-first-them = them
challenge-first-random = random
challenge-rated = rated
challenge-rated-description = Whether the result changes your ratings (yes if not given)

## /accept

accept = accept
accept-description = Accept a challenge
accept-game = game
accept-game-description = The challenge's number (the only one if not given)

## /decline

decline = decline
decline-description = Decline a challenge
decline-game = game
decline-game-description = The challenge's number (the only one if not given)

## /cancel

cancel = cancel
cancel-description = Withdraw a challenge you made
cancel-game = game
cancel-game-description = The challenge's number (the only one if not given)

## /move

move = move
move-description = Play a move
move-move = move
move-move-description = Your move: the legal moves are suggested as you type
move-game = game
move-game-description = Which game (the only one here if not given)

## /board

board = board
board-description = Show the board of a game
board-game = game
board-game-description = Which game (the only one here if not given)
board-square = square
board-square-description = Show privately where your piece on this square can go this turn

## /resign

resign = resign
resign-description = Resign a game
resign-game = game
resign-game-description = Which game (the only one here if not given)

## /games

games = games
games-description = List your games and challenges

## /leaderboard

leaderboard = leaderboard
leaderboard-description = Show the best players of a game
leaderboard-variant = variant
leaderboard-variant-description = Which game
leaderboard-scope = scope
leaderboard-scope-description = This server's players (default) or everyone's
leaderboard-scope-this-server = this server
leaderboard-scope-all-servers = all servers
leaderboard-page = page
leaderboard-page-description = Page number (10 players a page)
leaderboard-provisional = provisional
leaderboard-provisional-description = Also list provisional ratings (after the others)

## /rating

rating = rating
rating-description = Show someone's ratings
rating-user = user
rating-user-description = Whose ratings (yours if not given)

## /history

history = history
history-description = Show someone's finished games
history-user = user
history-user-description = Whose games (yours if not given)
history-variant = variant
history-variant-description = Only this game
history-page = page
history-page-description = Page number (10 games a page)

## /replay

replay = replay
replay-description = Replay a game as an animated picture
replay-game = game
replay-game-description = The game's number (your only game here if not given)

## /export

export = export
export-description = Export a game's moves as text
export-game = game
export-game-description = The game's number (your only game here if not given)

## /help

help = help
help-description = What Tabula is, its commands and its games

## /rules

rules = rules
rules-description = The rules of a game, page by page, with diagrams
rules-game = game
rules-game-description = Which game
rules-topic = topic
rules-topic-description = Which page (the first if not given)

notify = notify
notify-description = Your-turn notices by direct message
notify-mode = mode
notify-mode-description = Which notices (shows your choice if not given)
notify-mode-off = off
notify-mode-turn = turn
notify-mode-digest = digest
notify-hour = hour
notify-hour-description = The digest's hour, 0 to 23 (UTC)
