# Análisis de partidas terminadas por el ordenador: /análisis, el botón Análisis, las páginas.

## El comando

review = análisis
review-description = Analizar una partida terminada
review-game = partida
review-game-description = El número de la partida (tu última partida terminada si no se indica)

## En curso

review-progress = Analizando la partida #{ $id }… { $bar } { $percent } %
review-queued = La partida #{ $id } espera su análisis: { $place ->
    [1] es la siguiente.
   *[other] tiene { $place } análisis por delante.
}
review-ready = { $mention }, el análisis de la partida #{ $id } está listo.
review-failed = No se pudo completar el análisis de la partida #{ $id }. Vuelve a pedirlo con `/análisis partida:{ $id }`.

## La primera página: el resumen y la gráfica

review-header = **Análisis de la partida #{ $id }** · { $game }: { $first } contra { $second }
review-side = { $name } ({ $side }): precisión **{ $accuracy } %** · { $inaccuracies ->
    [one] { $inaccuracies } imprecisión
   *[other] { $inaccuracies } imprecisiones
}, { $mistakes ->
    [one] { $mistakes } error
   *[other] { $mistakes } errores
}, { $blunders ->
    [one] { $blunders } error grave
   *[other] { $blunders } errores graves
}
review-side-no-decision = { $name } ({ $side }): ninguna decisión que analizar
review-side-luck = Suerte de { $name } con los dados: { $luck } puntos de probabilidad de ganar
review-turning-count = { $count ->
    [one] Un punto de inflexión: ▶ lo muestra en el tablero.
   *[other] { $count } puntos de inflexión: ▶ los muestra uno a uno en el tablero.
}
review-no-turning = Ninguna jugada regaló mucho: no hay puntos de inflexión.
review-legend = -# Probabilidad de ganar según el ordenador ({ $budget } iteraciones por posición). Imprecisión: 5 puntos de probabilidad de ganar cedidos; error: 10; error grave: 15. Precisión calculada como en lichess.

## Un punto de inflexión

review-turning = **Punto de inflexión { $n }/{ $count }** · { $move } ({ $name }) — { $label }: probabilidad de ganar { $before } → { $after }; mejor { $best }, { $best_value }
review-label-inaccuracy = imprecisión
review-label-mistake = error
review-label-blunder = error grave
review-label-none = pérdida de probabilidad de ganar

## Botones

review-button = Análisis
review-button-previous = ◀
review-button-next = ▶
review-button-show = Mostrar a todos

## Rechazos

review-error-not-finished = La partida #{ $id } no ha terminado: el análisis es solo para partidas terminadas (sin ayuda durante la partida).
review-error-no-game = Aquí no tienes ninguna partida terminada que analizar: indica una con `{ $command }`.
review-error-no-actions = La partida #{ $id } terminó antes de cualquier jugada: no hay nada que analizar.
review-error-aborted = La partida #{ $id } fue anulada: no tiene resultado, así que no hay nada que analizar.
