## console

console-welcome = Tabula console. You are { $name }. Type `help` for the commands, `quit` to leave.
console-help =
    Commands:
    {"  "}as <name>                          act as another user
    {"  "}/challenge <name> <game> [me|them|random] [rated|casual]   challenge someone (random start, rated by default)
    {"  "}/accept [#id]  /decline [#id]  /cancel [#id]
    {"  "}/move <move> [#id]                 play a move, as `/legal` writes it (e.g. d4-d5)
    {"  "}/legal [#id]                       list your legal moves
    {"  "}/rules <game> [page]               the rules, page by page, with diagrams
    {"  "}/board [#id]   /resign [#id]   /games
    {"  "}/abort [#id]   /draw [#id]   clock +2d
    {"  "}/leaderboard <game> [server|global] [page] [provisional]
    {"  "}/rating [name]   /history [name] [game] [page]
    {"  "}/replay [#id]  (animated GIF)   /export [#id]  (move list)
    {"  "}quit
console-now = You are now { $name }.
console-bad-name = A name is one word of letters, digits, `_`, `-` or `.` (at most 32).
console-usage-challenge = Usage: /challenge <name> <game> [me|them|random] [rated|casual] [5m|15m|1d|3d|7d|14d]
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
