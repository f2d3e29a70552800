# Comandi: vedi locales/en/commands.ftl (nomi in minuscolo, senza spazi, 32 caratteri al massimo).

## /challenge

challenge = sfida
challenge-description = Sfida qualcuno a una partita
challenge-opponent = avversario
challenge-opponent-description = Contro chi giocare (chiunque qui se non indicato)
challenge-variant = gioco
challenge-variant-description = Quale gioco
challenge-first = primo
challenge-first-description = Chi muove per primo (a caso se non indicato)
challenge-first-me = io
challenge-first-them = l'avversario
challenge-first-random = a caso
challenge-rated = classificata
challenge-rated-description = Se il risultato cambia i tuoi punteggi (sì se non indicato)

## /accept

accept = accetta
accept-description = Accetta una sfida
accept-game = partita
accept-game-description = Il numero della sfida (l'unica in corso se non indicato)

## /decline

decline = rifiuta
decline-description = Rifiuta una sfida
decline-game = partita
decline-game-description = Il numero della sfida (l'unica in corso se non indicato)

## /cancel

cancel = annulla
cancel-description = Ritira una sfida che hai lanciato
cancel-game = partita
cancel-game-description = Il numero della sfida (l'unica in corso se non indicato)

## /move

move = muovi
move-description = Gioca una mossa
move-move = mossa
move-move-description = La tua mossa: le mosse legali vengono suggerite mentre scrivi
move-game = partita
move-game-description = Quale partita (l'unica in corso qui se non indicata)

## /board

board = tavoliere
board-description = Mostra il tavoliere di una partita
board-game = partita
board-game-description = Quale partita (l'unica in corso qui se non indicata)
board-square = casella
board-square-description = Vedi in privato dove può andare il tuo pezzo su questa casella in questo turno

## /resign

resign = abbandona
resign-description = Abbandona una partita
resign-game = partita
resign-game-description = Quale partita (l'unica in corso qui se non indicata)

## /games

games = partite
games-description = Elenca le tue partite e le tue sfide

## /leaderboard

leaderboard = classifica
leaderboard-description = Mostra i migliori giocatori di un gioco
leaderboard-variant = gioco
leaderboard-variant-description = Quale gioco
leaderboard-scope = ambito
leaderboard-scope-description = I giocatori di questo server (predefinito) o di tutti
leaderboard-scope-this-server = questo server
leaderboard-scope-all-servers = tutti i server
leaderboard-page = pagina
leaderboard-page-description = Numero di pagina (10 giocatori per pagina)
leaderboard-provisional = provvisori
leaderboard-provisional-description = Elenca anche i punteggi provvisori (dopo gli altri)

## /rating

rating = punteggio
rating-description = Mostra i punteggi di qualcuno
rating-user = giocatore
rating-user-description = Di chi (i tuoi se non indicato)

## /history

history = storico
history-description = Mostra le partite concluse di qualcuno
history-user = giocatore
history-user-description = Di chi (le tue se non indicato)
history-variant = gioco
history-variant-description = Solo questo gioco
history-page = pagina
history-page-description = Numero di pagina (10 partite per pagina)

## /replay

replay = rivedi
replay-description = Rivedi una partita come immagine animata
replay-game = partita
replay-game-description = Il numero della partita (la tua unica partita qui se non indicato)

## /export

export = esporta
export-description = Esporta le mosse di una partita come testo
export-game = partita
export-game-description = Il numero della partita (la tua unica partita qui se non indicato)

## /help

help = aiuto
help-description = Cos'è Tabula, i suoi comandi e i suoi giochi

## /rules

rules = regole
rules-description = Le regole di un gioco, pagina per pagina, con diagrammi
rules-game = gioco
rules-game-description = Quale gioco
rules-topic = argomento
rules-topic-description = Quale pagina (la prima se non indicata)

notify = notifiche
notify-description = Avvisi «tocca a te» in privato
notify-mode = modo
notify-mode-description = Quali avvisi (mostra la tua scelta se non indicato)
notify-mode-off = nessuno
notify-mode-turn = turno
notify-mode-digest = riepilogo
notify-hour = ora
notify-hour-description = L'ora del riepilogo, da 0 a 23 (UTC)
