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
