## discord

discord-guild-only = Le partite di Tabula si giocano in un canale di un server, non nei messaggi diretti.
discord-bad-options = Discord ha inviato opzioni che Tabula non capisce; probabilmente i comandi si stanno aggiornando. Riprova tra un minuto.
discord-opponent-bot = { $name } è un bot: sfida una persona.
discord-late-ping = { $players }: la risposta di Tabula è qui sopra.
discord-answered-privately = Tabula ha risposto in privato.

## /help, e il rimando alle regole alla prima partita di un gioco (issue #14)

help-about = **Tabula**: i giochi da tavolo dell'antica Roma su Discord. Sfida qualcuno e giocate a turno; Tabula arbitra, disegna il tavoliere e stila la classifica.
help-commands = **Comandi**
help-command = `{ $command }` — { $description }
help-games = **Giochi**
help-game = **{ $name }** — { $description }
help-rules = Per imparare un gioco: `{ $command } <gioco>`.
help-levels = **Livelli** (Elo): { $levels }.
help-game-latrunculi-piso = il gioco dei soldatini: piazza i tuoi pezzi, poi cattura circondando.
help-game-latrunculi-seneca = gli stessi soldatini, ma un pezzo catturato può essere liberato.
help-game-latroncules = due tipi di soldati su 8 × 8 caselle: cattura più pezzi che puoi.
help-game-bastonus = due legioni (Dux, Colosse, Imperatrice) si contendono due accampamenti.
help-game-ergo = allinea cinque dei tuoi pezzi di fila, dove vuoi.
help-game-duodecim = una corsa con tre dadi, antenata del backgammon: porta fuori per primo i tuoi quindici pezzi.
help-first-game = { $player }, prima partita a { $variant }? Le regole: `{ $command } { $game }`.
