## render

render-to-play = Tocca ai { $side } — { $name }
render-to-play-side = Tocca ai { $side }
render-wins = Vincono i { $side } — { $name }
render-wins-side = Vincono i { $side }
render-draw = Patta
render-resigned = I { $side } abbandonano — vince { $name }
render-result-reason = { $result } · { $reason }
render-captures = Catture: { $count }
render-in-hand = In mano: { $count }
render-mark-white = B
render-mark-black = N
render-legend = { $white_mark } { $white }, { $black_mark } { $black }, . vuota
render-phase = Fase: { $phase }
render-side-line = { $side }: catture { $captures }, in mano { $in_hand }, sul tavoliere { $on_board }
render-last-move = Ultima mossa: { $mv }
render-last-move-took = Ultima mossa: { $mv }, cattura in { $squares }
render-game-over = Partita finita: { $result }

## /board square: dove può andare un pezzo (risposta privata)

render-square-moves = Da `{ $square }` nella partita #{ $id }, { $count ->
    [one] una mossa
   *[other] { $count } mosse
}: { $moves }
render-square-none = Nessun tuo pezzo su `{ $square }` può muovere in questo turno nella partita #{ $id }.
render-square-unknown = `{ $square }` non è una casella di questa tavola (una casella come `d4`; nelle XII Scripta, il numero di un punto o `enter`).

## Le immagini dell'analisi di una partita (il grafico della probabilità di vittoria, e il suo testo per la console)

render-review-chance = Probabilità di vittoria
render-review-percent = { $value }%
render-review-dice = dadi
render-review-move = mossa
render-review-turning = svolte
render-review-text-title = Probabilità di vittoria di { $first } contro { $second } (▁ 0% … █ 100%)

## Testo alternativo: ciò che mostra un'immagine, letto dai lettori di schermo (la descrizione di un allegato su Discord)
alt-board-title = { $game }, partita n. { $id }
alt-rules-title = Regole di { $game }: { $title }
alt-players = { $first } gioca con i { $first_side }, { $second } gioca con i { $second_side }.
alt-last-move = Ultima mossa, { $side }: { $mv }
alt-no-move = Nessuna mossa ancora.
alt-position = Posizione nella notazione del gioco: { $text }
alt-dots = I punti segnano dove può andare il pezzo in { $square }: { $squares }.
alt-more-rows = … e { $count ->
    [one] 1 altra riga
   *[other] altre { $count } righe
}.
alt-chart-title = Grafico delle probabilità di vittoria: { $first } contro { $second }
alt-chart-start = l'inizio
alt-chart-points = Probabilità di vittoria di { $name } su { $count } azioni: { $start } all'inizio, { $end } alla fine; minimo { $low } dopo { $low_after }, massimo { $high } dopo { $high_after }.
alt-chart-turning = Svolte: { $moves }.
alt-turning-played = Mossa giocata: { $played }, anche la scelta del computer.
alt-turning-better = Mossa giocata (freccia rossa): { $played }; scelta del computer (freccia verde): { $best }.
alt-replay = Replay animato di { $count ->
    [one] 1 azione
   *[other] { $count } azioni
}, che finisce su questa posizione:
alt-export = Elenco delle mosse della partita n. { $id } come testo ({ $file }), un'azione per riga, leggibile da tabula show --file.
