## render

render-to-play = Juegan las { $side } — { $name }
render-to-play-side = Juegan las { $side }
render-wins = Ganan las { $side } — { $name }
render-wins-side = Ganan las { $side }
render-draw = Tablas
render-resigned = Las { $side } abandonan — gana { $name }
render-result-reason = { $result } · { $reason }
render-captures = Capturas: { $count }
render-in-hand = En mano: { $count }
render-mark-white = B
render-mark-black = N
render-legend = { $white_mark } { $white }, { $black_mark } { $black }, . vacía
render-phase = Fase: { $phase }
render-side-line = { $side }: capturas { $captures }, en mano { $in_hand }, en el tablero { $on_board }
render-last-move = Última jugada: { $mv }
render-last-move-took = Última jugada: { $mv }, captura en { $squares }
render-game-over = Partida terminada: { $result }

## /board square: adónde puede ir una pieza (respuesta privada)

render-square-moves = Desde `{ $square }` en la partida #{ $id }, { $count ->
    [one] una jugada
   *[other] { $count } jugadas
}: { $moves }
render-square-none = Nada tuyo en `{ $square }` puede mover en este turno en la partida #{ $id }.
render-square-unknown = `{ $square }` no es una casilla de este tablero (una casilla como `d4`; en XII Scripta, un número de punto o `enter`).

## Las imágenes del análisis de una partida (la curva de probabilidad de ganar y su texto para la consola)

render-review-chance = Probabilidad de ganar
render-review-percent = { $value } %
render-review-dice = dados
render-review-move = jugada
render-review-turning = puntos de inflexión
render-review-text-title = Probabilidad de ganar de { $first } contra { $second } (▁ 0 % … █ 100 %)

## Texto alternativo: lo que muestra una imagen, leído por los lectores de pantalla (la descripción de un adjunto en Discord)
alt-board-title = { $game }, partida n.º { $id }
alt-rules-title = Reglas de { $game }: { $title }
alt-players = { $first } juega con las { $first_side }, { $second } juega con las { $second_side }.
alt-last-move = Última jugada, { $side }: { $mv }
alt-no-move = Aún no hay jugadas.
alt-position = Posición en la notación del juego: { $text }
alt-dots = Los puntos marcan adónde puede ir la pieza de { $square }: { $squares }.
alt-more-rows = … y { $count ->
    [one] 1 fila más
   *[other] { $count } filas más
}.
alt-chart-title = Gráfico de la probabilidad de ganar: { $first } contra { $second }
alt-chart-start = el inicio
alt-chart-points = Probabilidad de ganar de { $name } en { $count } acciones: { $start } al inicio, { $end } al final; mínima { $low } tras { $low_after }, máxima { $high } tras { $high_after }.
alt-chart-turning = Puntos de inflexión: { $moves }.
alt-turning-played = Jugada hecha: { $played }, también la elección del ordenador.
alt-turning-better = Jugada hecha (flecha roja): { $played }; elección del ordenador (flecha verde): { $best }.
alt-replay = Repetición animada de { $count ->
    [one] 1 acción
   *[other] { $count } acciones
}, que termina en esta posición:
alt-export = Lista de jugadas de la partida n.º { $id } como texto ({ $file }), una acción por línea, legible con tabula show --file.
