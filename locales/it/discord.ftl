## discord

discord-guild-only = Le partite di Tabula si giocano in un canale di un server, non nei messaggi diretti.
discord-bad-options = Discord ha inviato opzioni che Tabula non capisce; probabilmente i comandi si stanno aggiornando. Riprova tra un minuto.
discord-opponent-bot = { $name } è un bot: sfida una persona.
discord-late-ping = { $players }: la risposta di Tabula è qui sopra.
discord-answered-privately = Tabula ha risposto in privato.

## /help, e il rimando alle regole alla prima partita di un gioco (issue #14)

help-about = **Tabula** porta su Discord i giochi da tavolo dell'antica Roma: sfida qualcuno in un canale e giocate a turno; Tabula fa rispettare le regole, disegna il tavoliere dopo ogni mossa e stila la classifica dei giocatori.
help-commands = **Comandi**
help-command = `{ $command }` — { $description }
help-games = **Giochi**
help-game = **{ $name }** — { $description }
help-rules = Per imparare un gioco: `{ $command } <gioco>`.
help-levels = **Il computer** (`/play`), la sua forza in punti Elo, con un giocatore a caso a 0: { $levels }.
help-game-latrunculi-piso = il gioco dei soldatini: piazza i tuoi pezzi, poi cattura circondando.
help-game-latrunculi-seneca = gli stessi soldatini, ma un pezzo catturato può ancora essere liberato.
help-game-latroncules = due tipi di soldati su una scacchiera 8 × 8: cattura più pezzi avversari che puoi.
help-game-bastonus = due legioni guidate da un Dux, un Colosse e un'Imperatrice si contendono due accampamenti.
help-game-ergo = allinea cinque dei tuoi pezzi di fila, in qualsiasi punto del tavoliere.
help-game-duodecim = una corsa con tre dadi, antenata del backgammon: porta fuori per primo tutti e quindici i tuoi pezzi.
help-first-game = { $player }, prima partita a { $variant }? Le regole: `{ $command } { $game }`.
