## daily: il problema del giorno di un server (/problema giornaliero, issue 50)

daily-title = Problema del giorno · { $date } · { $game }
daily-from-game = Da { $first } – { $second }, partita n. { $game }
daily-from-starter = Dai problemi iniziali di Tabula
daily-from-self-play = Da partite del computer contro se stesso
daily-how = Premi Risolvi per rispondere: il problema si apre solo per te.
daily-solve = Risolvi
daily-reveal = Soluzione del problema del giorno del { $date } · { $game }
daily-count = { $tried ->
    [0] Nessuno l’ha tentato.
   *[other] { $solved } su { $tried } l’hanno risolto.
}
daily-set = Il problema del giorno sarà pubblicato in { $channel } ogni giorno alle { $time } UTC, il primo il { $date }.
daily-stopped = Il problema del giorno è fermato.
daily-was-off = Il problema del giorno non era attivo.
daily-opened = Il problema di oggi, solo per te:
daily-answered = Hai già risposto al problema di oggi: { $result }.
daily-earlier = Hai già incontrato questo problema: la tua risposta di allora ({ $result }) vale per oggi, senza punteggio.
daily-result-solved = risolto
daily-result-missed = mancato
daily-streak = Serie di problemi del giorno: { $current } (record { $best })
daily-error-no-server = Il problema del giorno appartiene a un server: usalo lì.
daily-error-manager = Solo un membro con il permesso Gestisci server può impostare il problema del giorno.
daily-error-time = «{ $typed }» non è un orario: scrivilo come 09:30 (UTC).
daily-error-not-today = Questo problema del giorno è finito: la soluzione è nella pubblicazione del giorno dopo.
daily-error-other-open = Prima finisci o abbandona il tuo problema aperto (problema { $id }), poi premi di nuovo Risolvi.
daily-error-channel = Non posso pubblicare in { $channel }: scegli un canale testuale dove posso inviare messaggi e allegare file.

console-usage-puzzle-daily = Uso: puzzle daily <ora, come 09:30 UTC>, puzzle daily off, puzzle daily solve, puzzle leaderboard

## /problema giornaliero, come lo mostra Discord (vedi commands.ftl)
puzzle-daily = giornaliero
puzzle-daily-description = Il problema del giorno del server (Gestisci server)
puzzle-daily-set = imposta
puzzle-daily-set-description = Pubblica un problema in un canale ogni giorno a un’ora (UTC)
puzzle-daily-set-channel = canale
puzzle-daily-set-channel-description = Dove pubblicarlo
puzzle-daily-set-time = ora
puzzle-daily-set-time-description = L’ora del giorno, UTC, come 09:30
puzzle-daily-off = ferma
puzzle-daily-off-description = Ferma il problema del giorno

daily-board-title = Problemi del giorno
daily-board-subtitle = questo server, per giorni risolti
daily-board-columns = #|Giocatore|Risolti|Tentati|Serie migliore
daily-board-empty = Nessuno ha ancora risposto a un problema del giorno qui.
puzzle-leaderboard = classifica
puzzle-leaderboard-description = I migliori solutori del problema del giorno su questo server
