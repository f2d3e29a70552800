# Analisi al computer delle partite concluse: /analisi, il pulsante Analisi, le pagine.

## Il comando

review = analisi
review-description = Il computer analizza una partita finita
review-game = partita
review-game-description = Il numero della partita (se non indicato, la tua ultima partita conclusa)

## In corso

review-progress = Analisi della partita #{ $id }… { $bar } { $percent }%
review-queued = La partita #{ $id } attende la sua analisi: { $place ->
    [1] è la prossima.
   *[other] ha ancora { $place } analisi davanti.
}
review-ready = { $mention }, l'analisi della partita #{ $id } è pronta.
review-failed = Non è stato possibile completare l'analisi della partita #{ $id }. Richiedila con `/analisi partita:{ $id }`.

## La prima pagina: il riepilogo e il grafico

review-header = **Analisi della partita #{ $id }** · { $game }: { $first } contro { $second }
review-side = { $name } ({ $side }): precisione **{ $accuracy }%** · { $inaccuracies ->
    [one] { $inaccuracies } imprecisione
   *[other] { $inaccuracies } imprecisioni
}, { $mistakes ->
    [one] { $mistakes } errore
   *[other] { $mistakes } errori
}, { $blunders ->
    [one] { $blunders } errore grave
   *[other] { $blunders } errori gravi
}
review-side-no-decision = { $name } ({ $side }): nessuna decisione da analizzare
review-side-luck = Fortuna ai dadi di { $name }: { $luck } punti di probabilità di vittoria
review-turning-count = { $count ->
    [one] Una svolta: ▶ la mostra sul tavoliere.
   *[other] { $count } svolte: ▶ le mostra una per una sul tavoliere.
}
review-no-turning = Nessuna mossa ha concesso molto: nessuna svolta.
review-legend = -# Probabilità di vittoria calcolata dal computer ({ $budget } iterazioni per posizione). Imprecisione: 5 punti di probabilità di vittoria persi, errore 10, errore grave 15; precisione calcolata come su lichess.

## Una svolta

review-turning = **Svolta { $n }/{ $count }** · { $move } ({ $name }) — { $label }: probabilità di vittoria { $before } → { $after }; meglio { $best }, { $best_value }
review-label-inaccuracy = imprecisione
review-label-mistake = errore
review-label-blunder = errore grave
review-label-none = perdita di probabilità di vittoria

## Pulsanti

review-button = Analisi
review-button-previous = ◀
review-button-next = ▶
review-button-show = Mostra a tutti

## Rifiuti

review-error-not-finished = La partita #{ $id } non è finita: l'analisi è solo per le partite concluse (nessun aiuto durante il gioco).
review-error-no-game = Qui non hai partite concluse da analizzare: indicane una con `{ $command }`.
review-error-no-actions = La partita #{ $id } è finita prima di qualsiasi mossa: non c'è nulla da analizzare.
review-error-aborted = La partita #{ $id } è stata annullata: non ha un risultato, quindi non c'è nulla da analizzare.
