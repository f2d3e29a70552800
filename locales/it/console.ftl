## console

console-welcome = Console di Tabula. Sei { $name }. Scrivi `help` per i comandi, `quit` per uscire.
console-help =
    Comandi:
    {"  "}as <nome>                          agisci come un altro utente
    {"  "}/challenge <nome> <gioco> [me|them|random] [rated|casual]   sfida qualcuno (inizio a caso, partita classificata di default)
    {"  "}/accept [#id]  /decline [#id]  /cancel [#id]
    {"  "}/move <mossa> [#id]                gioca una mossa, scritta come la mostra `/legal` (es. d4-d5)
    {"  "}/legal [#id]                       elenca le tue mosse legali
    {"  "}/rules <gioco> [pagina]            le regole, pagina per pagina, con diagrammi
    {"  "}/board [#id]   /resign [#id]   /games
    {"  "}/abort [#id]   /draw [#id]   clock +2d
    {"  "}/leaderboard <gioco> [server|global] [pagina] [provisional]
    {"  "}/rating [nome]   /history [nome] [gioco] [pagina]
    {"  "}/replay [#id]  (GIF animata)   /export [#id]  (elenco delle mosse)
    {"  "}quit
console-now = Ora sei { $name }.
console-bad-name = Un nome è una parola di lettere, cifre, `_`, `-` o `.` (al massimo 32).
console-usage-challenge = Uso: /challenge <nome> <gioco> [me|them|random] [rated|casual] [5m|15m|1d|3d|7d|14d]
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
