## console

console-welcome = Console di Tabula. Sei { $name }. Scrivi `help` per i comandi, `quit` per uscire.
console-help =
    Comandi:
    {"  "}as <nome>                          agisci come un altro utente
    {"  "}/challenge <nome> <gioco> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }]   sfida qualcuno (inizio a caso, partita classificata di default)
    {"  "}/accept [#id]  /decline [#id]  /cancel [#id]
    {"  "}/move <mossa> [#id]                gioca una mossa, scritta come la mostra `/legal` (es. d4-d5)
    {"  "}/legal [#id]                       elenca le tue mosse legali
    {"  "}/rules <gioco> [pagina]            le regole, pagina per pagina, con diagrammi
    {"  "}/board [#id]   /resign [#id]   /games
    {"  "}/abort [#id]   /draw [#id]   clock +2d
    {"  "}/leaderboard <gioco> [{ console-word-server }|{ console-word-global }] [pagina] [{ console-word-provisional }]
    {"  "}/rating [nome]   /history [nome] [gioco] [pagina]
    {"  "}/replay [#id]  (GIF animata)   /export [#id]  (elenco delle mosse)
    {"  "}/review [#id]                       il computer analizza una partita finita
    {"  "}tournament create <gioco> swiss|round-robin [rounds=N] [clock=1d] [casual] [starts=in 2h]
    {"  "}tournament join|leave|start|cancel|show|standings [T3]   tournament list
    {"  "}puzzle [gioco]   puzzle move <turno>   puzzle giveup   un problema: trova i turni vincenti
    {"  "}/notify [{ console-word-off }|{ console-word-turn }|{ console-word-digest } <ora>]   avvisi «tocca a te» in messaggio diretto
    {"  "}quit
console-now = Ora sei { $name }.
console-bad-name = Un nome è una parola di lettere, cifre, `_`, `-` o `.` (al massimo 32).
console-usage-challenge = Uso: /challenge <nome> <gioco> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }] [5m|15m|1d|3d|7d|14d]
console-usage-move = Uso: /move <mossa> [#id], per esempio /move d4 o /move d4-d5
console-usage-game = Uso: /{ $command } [#id]
console-unknown = Comando sconosciuto. Scrivi `help` per l'elenco.
console-not-utf8 = Questa riga non è testo UTF-8: è stata ignorata.
console-unknown-game = Gioco sconosciuto `{ $game }`. Giochi: { $games }.
console-no-legal = Al momento non hai mosse legali.
console-png = Immagine del tavoliere: { $path }
console-png-failed = Impossibile scrivere l'immagine del tavoliere: { $error }
console-button = [{ $label }] -> { $command }
console-usage-rules = Uso: /rules <gioco> [pagina], per esempio /rules ergo 2
console-review-no-game = Qui non hai partite concluse da analizzare: indicane una con `/review #numero`.
console-tournament-none-here = Nessun torneo corrisponde qui: indicane uno con il suo numero (`tournament list`).
console-tournament-list-none = Ancora nessun torneo qui. Avviane uno con `tournament create <gioco> swiss`.

## Parole d'opzione: ciò che la console legge dopo il gioco di un comando (chi inizia, partita
## classificata o amichevole, quale classifica), in maiuscolo o minuscolo. `console-word-*` è la
## parola che mostrano l'aiuto e le righe d'uso; `console-words-*` tutte le parole lette per
## l'opzione, separate da spazi, prima quella mostrata. Una console legge le parole della sua
## lingua, e anche quelle inglesi e francesi.
console-word-me = io
console-words-me = { console-word-me }
console-word-them = avversario
console-words-them = { console-word-them }
console-word-random = caso
console-words-random = { console-word-random }
console-word-rated = classificata
console-words-rated = { console-word-rated }
console-word-casual = amichevole
console-words-casual = { console-word-casual }
console-word-server = server
console-words-server = { console-word-server }
console-word-global = tutti
console-words-global = { console-word-global } globale
console-word-provisional = provvisori
console-words-provisional = { console-word-provisional }
console-tournament-usage = Uso: tournament create <gioco> swiss|round-robin|double-round-robin [rounds=N] [clock=1d] [casual] [starts=in 2h], oppure tournament join|leave|start|cancel|show|standings [T3], oppure tournament list

console-word-off = nessuno
console-words-off = { console-word-off }
console-word-turn = turno
console-words-turn = { console-word-turn }
console-word-digest = riepilogo
console-words-digest = { console-word-digest }
console-usage-notify = Uso: /notify [{ console-word-off }|{ console-word-turn }|{ console-word-digest } <ora>]
console-direct = [MD a { $name }]

console-event-created = [evento del server per T{ $id } creato: { $name }, dal { $start } al { $end }]
console-event-updated = [evento del server per T{ $id } aggiornato: { $name }, dal { $start } al { $end }]
console-event-started = [evento del server per T{ $id } iniziato]
console-event-completed = [evento del server per T{ $id } concluso]
console-event-cancelled = [evento del server per T{ $id } annullato]
