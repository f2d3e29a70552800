## puzzles: posizioni in cui una sola linea vince (issue 50)

# Ciò che chiede un problema, uno per tema; { $side } è la parte che muove (side-white /
# side-black, maschile plurale: "i bianchi"). La prima lettera diventa maiuscola nel codice.
puzzle-theme-take-a-piece = i { $side } muovono e catturano un pezzo
puzzle-theme-take-two = i { $side } muovono e catturano due pezzi
puzzle-theme-free-a-held-piece = i { $side } muovono e liberano un pezzo bloccato
puzzle-theme-capture-the-dux = i { $side } muovono e catturano il Dux
puzzle-theme-win-the-game = i { $side } muovono e vincono
puzzle-theme-five-in-a-row = i { $side } muovono e allineano cinque pezzi
puzzle-theme-block-the-five = i { $side } muovono e bloccano il cinque
puzzle-theme-stop-the-win = i { $side } muovono e fermano la vittoria avversaria
puzzle-theme-bear-off-first = i { $side } muovono e portano fuori tutti i pezzi per primi
puzzle-theme-hit-the-blot = i { $side } muovono e colpiscono il pezzo isolato
puzzle-theme-bear-off = i { $side } muovono e portano fuori dei pezzi
puzzle-theme-best-move = i { $side } muovono: trova l’unico turno buono

puzzle-title = Problema { $id } · { $game }
puzzle-header = Problema { $id } · { $game } · punteggio { $rating } · { $turns ->
    [one] un turno da trovare
   *[other] { $turns } turni da trovare
}
puzzle-how = Inserisci il tuo turno come una mossa (tutto il turno insieme). Un turno sbagliato chiude il problema.
puzzle-still-open = Hai già un problema aperto: eccolo. Risolvilo o abbandonalo prima.
puzzle-right = Giusto: { $move }.
puzzle-reply = La risposta: { $move }.
puzzle-continue = { $left ->
    [one] Ancora un turno da trovare.
   *[other] Ancora { $left } turni da trovare.
}
puzzle-wrong = Non è la soluzione: { $move }. Bisognava giocare { $answer }.
puzzle-gave-up = Hai abbandonato.
puzzle-solved = Problema risolto!
puzzle-missed = Problema mancato.
puzzle-solution = Soluzione: { $line }
puzzle-your-rating = Il tuo punteggio nei problemi di { $game }: { $change }
puzzle-its-rating = Il punteggio del problema: { $change }

puzzle-ratings-title = Problemi:
puzzle-ratings-line = - { $game }: { $rating } · risolti { $solved } su { $attempts }

puzzle-error-none-open = Non hai nessun problema aperto.
puzzle-error-none-left = Non resta nessun problema che tu non abbia visto.
puzzle-error-none-left-game = Non resta nessun problema di { $game } che tu non abbia visto.
puzzle-error-not-whole = Inserisci tutto il turno insieme: ogni azione, separate da spazi.

console-usage-puzzle = Uso: puzzle [gioco], puzzle move <turno>, puzzle giveup

## /puzzle, come lo mostra Discord (vedi commands.ftl)
puzzle = problema
puzzle-description = Problemi
puzzle-play = nuovo
puzzle-play-description = Un problema vicino al tuo punteggio, mai visto (o quello aperto)
puzzle-play-game = gioco
puzzle-play-game-description = Quale gioco (uno qualsiasi se non indicato)
puzzle-move = mossa
puzzle-move-description = Il tuo turno nel tuo problema
puzzle-move-move = mossa
puzzle-move-move-description = Il tuo turno intero: i turni legali vengono suggeriti mentre scrivi
puzzle-giveup = abbandona
puzzle-giveup-description = Abbandona il problema e guarda la soluzione
