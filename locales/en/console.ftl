## console

console-welcome = Tabula console. You are { $name }. Type `help` for the commands, `quit` to leave.
console-help =
    Commands:
    {"  "}as <name>                          act as another user
    {"  "}/challenge <name> <game> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }]   challenge someone (random start, rated by default)
    {"  "}/accept [#id]  /decline [#id]  /cancel [#id]
    {"  "}/move <move> [#id]                 play a move, as `/legal` writes it (e.g. d4-d5)
    {"  "}/legal [#id]                       list your legal moves
    {"  "}/rules <game> [page]               the rules, page by page, with diagrams
    {"  "}/board [#id]   /resign [#id]   /games
    {"  "}/abort [#id]   /draw [#id]   clock +2d
    {"  "}/leaderboard <game> [{ console-word-server }|{ console-word-global }] [page] [{ console-word-provisional }]
    {"  "}/rating [name]   /history [name] [game] [page]
    {"  "}/replay [#id]  (animated GIF)   /export [#id]  (move list)
    {"  "}/review [#id]                       the computer reviews a finished game
    {"  "}tournament create <game> swiss|round-robin [rounds=N] [clock=1d] [casual] [starts=in 2h]
    {"  "}tournament join|leave|start|cancel|show|standings [T3]   tournament list
    {"  "}puzzle [game]   puzzle move <turn>   puzzle giveup   a puzzle: find the winning turns
    {"  "}/notify [{ console-word-off }|{ console-word-turn }|{ console-word-digest } <hour>]   your-turn notices by direct message
    {"  "}quit
console-now = You are now { $name }.
console-bad-name = A name is one word of letters, digits, `_`, `-` or `.` (at most 32).
console-usage-challenge = Usage: /challenge <name> <game> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }] [5m|15m|1d|3d|7d|14d]
console-usage-move = Usage: /move <move> [#id], for example /move d4 or /move d4-d5
console-usage-game = Usage: /{ $command } [#id]
console-unknown = Unknown command. Type `help` for the list.
console-not-utf8 = That line is not UTF-8 text: it was ignored.
console-unknown-game = Unknown game `{ $game }`. Games: { $games }.
console-no-legal = No legal move for you right now.
console-png = Board picture: { $path }
console-png-failed = Could not write the board picture: { $error }
console-button = [{ $label }] -> { $command }
console-usage-rules = Usage: /rules <game> [page], for example /rules ergo 2
console-review-no-game = You have no finished game to review here: name one with `/review #id`.
console-tournament-none-here = No tournament fits here: name one with its number (`tournament list`).
console-tournament-list-none = No tournament here yet. Start one with `tournament create <game> swiss`.

## Option words: what the console reads after a command's game (who moves first, rated or casual,
## which leaderboard), in any case. `console-word-*` is the word the help and the usage lines show;
## `console-words-*` is every word read for it, separated by spaces, the shown one first. A console
## reads the words of its language, and the English and French ones as well.
console-word-me = me
console-words-me = { console-word-me }
console-word-them = them
console-words-them = { console-word-them }
console-word-random = random
console-words-random = { console-word-random }
console-word-rated = rated
console-words-rated = { console-word-rated }
console-word-casual = casual
console-words-casual = { console-word-casual }
console-word-server = server
console-words-server = { console-word-server }
console-word-global = global
console-words-global = { console-word-global } all
console-word-provisional = provisional
console-words-provisional = { console-word-provisional }
console-tournament-usage = Usage: tournament create <game> swiss|round-robin|double-round-robin [rounds=N] [clock=1d] [casual] [starts=in 2h], or tournament join|leave|start|cancel|show|standings [T3], or tournament list

console-word-off = off
console-words-off = { console-word-off }
console-word-turn = turn
console-words-turn = { console-word-turn }
console-word-digest = digest
console-words-digest = { console-word-digest }
console-usage-notify = Usage: /notify [{ console-word-off }|{ console-word-turn }|{ console-word-digest } <hour>]
console-direct = [DM to { $name }]

console-event-created = [server event of T{ $id } created: { $name }, { $start } to { $end }]
console-event-updated = [server event of T{ $id } updated: { $name }, { $start } to { $end }]
console-event-started = [server event of T{ $id } started]
console-event-completed = [server event of T{ $id } completed]
console-event-cancelled = [server event of T{ $id } cancelled]
