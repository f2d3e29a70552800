## games: sides, phases, endings, refusals

# Los bandos son las blancas y las negras (femenino plural, como en ajedrez): "a las blancas",
# "de las negras". Los textos que los usan están escritos para esta forma.
side-white = blancas
side-black = negras
phase-placement = colocación (vagi)
phase-movement = movimiento (ordinarii)
end-one-piece-left = a las { $side } solo les queda una ficha
end-blocked = las { $side } no pueden mover
end-no-capture-limit = 50 jugadas por bando sin captura
end-own = según las reglas del juego
illegal-game-over = La partida ha terminado.
illegal-chance-to-act = Primero hay que tirar los dados.
illegal-not-chance-to-act = Se esperaba la jugada de un jugador, no una tirada de dados.
illegal-placement-phase = Todavía se están colocando las fichas: indica una casilla libre, por ejemplo `d4`.
illegal-movement-phase = Todas las fichas están colocadas: mueve una con origen-destino, por ejemplo `d4-d5`.
illegal-occupied = Esa casilla está ocupada.
illegal-not-your-piece = No tienes ninguna ficha en esa casilla.
illegal-not-a-step = Una ficha se mueve una casilla en vertical o en horizontal.
illegal-back-and-forth = Una ficha no puede volver enseguida a la casilla que acaba de dejar.
parse-empty = Escribe una jugada: las jugadas legales se sugieren mientras escribes (en la consola, `legal` las lista).
parse-not-a-square = `{ $text }` no es una casilla: escribe una letra y luego un número, por ejemplo `d4`.
parse-off-board = `{ $text }` está fuera del tablero.
parse-unrecognised = `{ $text }` no es una jugada de este juego.

## games: latrunculi-seneca

service-variant-latrunculi-seneca = Latrunculi (variante de Séneca)
latrunculi-seneca-illegal-removal-due = Primero retira una de las fichas enemigas que tienes atrapadas (incitus), por ejemplo `xd5`; luego mueve.
latrunculi-seneca-illegal-no-removal-due = Ninguna ficha atrapada espera ser retirada: haz una jugada.
latrunculi-seneca-illegal-not-held = En esa casilla no hay ninguna ficha enemiga atrapada por ti.
latrunculi-seneca-illegal-piece-held = Esa ficha está atrapada (incitus): no puede moverse hasta que la liberen.
latrunculi-seneca-illegal-not-a-jump = Una ficha avanza una casilla, o salta en línea recta por encima de una ficha propia hasta la casilla libre de detrás, por ejemplo `d4-d6-f6`.
latrunculi-seneca-illegal-jump-revisits = Una serie de saltos no puede caer dos veces en la misma casilla, ni en la de salida.
latrunculi-seneca-render-holding = Atrapadas: { $count }
latrunculi-seneca-render-to-remove = Las { $side } retiran una ficha atrapada y mueven — { $name }
latrunculi-seneca-render-to-remove-side = Las { $side } retiran una ficha atrapada y mueven
latrunculi-seneca-mark-white-held = b
latrunculi-seneca-mark-black-held = n
latrunculi-seneca-legend-held = { $white_mark }, { $black_mark } fichas atrapadas (incitus), dadas la vuelta
latrunculi-seneca-side-holding = , fichas enemigas atrapadas { $count }
latrunculi-seneca-last-removal = Última acción: { $mv }, una ficha atrapada retirada del tablero
latrunculi-seneca-freed = , liberando { $squares }
latrunculi-seneca-text-to-remove = Las { $side } deben primero retirar una ficha atrapada ({ $moves }) y luego mover

## games: latroncules

service-variant-latroncules = Latroncules (infantes y jinetes)
latroncules-end-all-taken = a las { $side } no les queda ninguna ficha: ¡Imperator!
latroncules-end-only-into-capture = las { $side } solo podían ponerse en captura
latroncules-end-no-capture-limit = 40 jugadas por bando sin captura
latroncules-illegal-infantry-forward-only = Un infante avanza una casilla recto hacia delante, a una casilla libre.
latroncules-illegal-cavalry-wrong-way = Un jinete avanza una casilla: en cualquier dirección desde una casilla clara, solo en línea recta (arriba, abajo, izquierda, derecha) desde una oscura; o salta del mismo modo por encima de un enemigo vecino.
latroncules-illegal-jump-needs-enemy = Un salto debe pasar por encima de una ficha enemiga vecina.
latroncules-illegal-moves-into-capture = No puedes poner una ficha entre dos enemigas, salvo que esa jugada capture una ficha.
latroncules-render-details = Capturas: { $count } · ♞ por liberar: { $prisoners }
latroncules-mark-white-infantry = I
latroncules-mark-white-cavalry = J
latroncules-mark-black-infantry = i
latroncules-mark-black-cavalry = j
latroncules-legend = { $wi } infante de las { $white }, { $wc } jinete de las { $white }, { $bi } infante de las { $black }, { $bc } jinete de las { $black }; . casilla clara, + casilla oscura (el jinete solo va recto allí)
latroncules-side-line = { $side }: capturas { $captures }, infantes { $infantry }, jinetes { $cavalry }, jinetes por liberar { $prisoners }
latroncules-promoted = El infante de { $square } ha liberado a un jinete cautivo.

## games: bastonus

service-variant-bastonus = Bastonus Romanus
bastonus-end-field-victory = las { $side } han capturado todas las piezas enemigas del campo (victoria en el campo)
bastonus-end-camp-conquered = las { $side } ocupan el campamento enemigo (conquista del campamento)
bastonus-end-camp-annexed = la Impératrice de las { $side } ha entrado en el campamento enemigo (anexión)
bastonus-end-legion-lost = a las { $side } no les queda ningún legionario (pérdida de la Legión)
bastonus-end-command-lost = las { $side } no tienen ningún jefe en el campo (pérdida del mando)
bastonus-end-empress-taken = la Impératrice de las { $side } ha sido capturada
bastonus-end-no-capture = { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    } por bando sin captura
bastonus-illegal-nothing-to-jump = El Dux solo salta por encima de una pieza vecina, hasta la casilla libre de detrás.
bastonus-illegal-not-a-rank = Eso no es una línea recta de tus legionarios: una fila se escribe, por ejemplo, `c2:e2-c3:e3`.
bastonus-illegal-nothing-to-push = Ahí no hay ninguna pieza enemiga que empujar (el Colosse empuja cualquier pieza vecina).
bastonus-illegal-push-blocked = El empuje está bloqueado: la casilla detrás de la línea empujada la ocupa una pieza tuya.
bastonus-illegal-push-too-few = Una línea de legionarios empuja como mucho tantas piezas como legionarios tiene.
bastonus-illegal-exhausted = Todos los legionarios de esa línea ya han empujado: cada uno empuja una sola vez por partida.
bastonus-illegal-no-push-back = Una pieza que acaba de ser empujada no puede empujar en sentido contrario en este turno.
bastonus-illegal-nothing-to-pass = `pass` solo sirve para terminar una serie de capturas.
bastonus-illegal-capture-or-pass = Después de una captura solo puedes volver a capturar, o `pass`.
bastonus-render-details = Capturas: { $count } · Legionarios: { $legion }
bastonus-render-chain = Las { $side } han capturado: nueva captura o pass
bastonus-legend = Mayúsculas { $white }, minúsculas { $black }: L legionario, E legionario agotado, D Dux, C Colosse, I Impératrice; + casilla de campamento vacía, . vacía
bastonus-side-line = { $side }: capturas { $captures }, piezas { $on_board }
bastonus-last-ejected = { $square } empujada fuera del tablero

## games: ergo

service-variant-ergo = Ergo
ergo-illegal-no-piece-in-reserve = No te quedan piezas en reserva: mueve una pieza del tablero, por ejemplo `e5-e6`.
ergo-illegal-not-a-lion-step = Un león se mueve una casilla en cualquier dirección (un león en el camino exterior también puede deslizarse a lo largo de él).
ergo-illegal-ring-path-blocked = El camino exterior está bloqueado: un león solo se desliza por casillas libres, sin saltar.
ergo-illegal-not-a-hollow-step = Una pieza de cara hueca se mueve una casilla en vertical o en horizontal; solo los leones van en diagonal.
ergo-end-five-in-a-row = las { $side } alinean cinco piezas
ergo-end-third-repetition = la misma posición se ha repetido tres veces
ergo-end-move-limit = 100 jugadas por bando
ergo-mark-black-lion = N
ergo-mark-black-hollow = n
ergo-mark-white-lion = B
ergo-mark-white-hollow = b
ergo-legend = { $black_lion }/{ $black_hollow } león/hueca de las { $black }, { $white_lion }/{ $white_hollow } león/hueca de las { $white }, : camino exterior, . arena
ergo-render-details = Reserva: { $reserve } · En el tablero: { $on_board }
ergo-render-side-line = { $side }: reserva { $reserve }, en el tablero { $on_board } (leones: { $lions })
ergo-render-move-count = Jugadas: { $plies } (tablas al llegar a { $limit })
ergo-render-last-move-turned = Última jugada: { $mv } (vuelta a león)

## games: duodecim

service-variant-duodecim = XII Scripta (Ludus Duodecim Scriptorum)
duodecim-end-all-off = las { $side } han sacado sus 15 fichas
duodecim-end-turn-limit = 500 turnos por bando: gana el bando más adelantado
duodecim-illegal-no-such-die = Ningún dado restante muestra ese valor: el número antes de `:` es el dado que usas.
duodecim-illegal-must-enter-first = Tienes fichas en reserva: primero hazlas entrar, por ejemplo `3:enter`.
duodecim-illegal-nothing-to-enter = No tienes ninguna ficha en reserva que hacer entrar.
duodecim-illegal-protected-point = Ese punto está protegido por dos o más fichas enemigas.
duodecim-illegal-no-piece-on-point = No tienes ninguna ficha en ese punto.
duodecim-illegal-wrong-distance = Una ficha avanza exactamente el valor de su dado: `4:12-16` usa un 4 desde el punto 12.
duodecim-illegal-not-all-home = Las fichas solo salen del tablero cuando las 15 están en ROMANI (puntos 31 a 36).
duodecim-illegal-only-bear-off = Todas tus fichas están en ROMANI: ya solo pueden salir, por ejemplo `5:34-off`.
duodecim-illegal-die-too-small = Ese dado es demasiado bajo: una ficha en el punto p sale con un dado mayor que 36 − p.
duodecim-illegal-no-bonus = No se te debe ninguna jugada extra.
duodecim-illegal-bonus-first = Juega primero tu jugada extra (`bonus:…`), o recházala con `pass`.
duodecim-render-hits = Capturas: { $count }
duodecim-render-panel-side = Reserva { $reserve } · Fuera { $off }
duodecim-render-dice-of = dados de las { $side }
duodecim-service-bonus = Antes de tu tirada puedes hacer una jugada extra con { $dice }, un dado que tu rival perdió en un punto protegido: `bonus:…`, o `pass` para rechazarla.
duodecim-render-bonus = extra para las { $side }: { $dice }
duodecim-render-to-roll = Tiran las { $side }
duodecim-render-legend = { $white_mark }2 = dos fichas de las { $white }, { $black_mark }2 = dos fichas de las { $black }, . = vacío; el recorrido va del 1 al 36
duodecim-render-side-line = { $side }: reserva { $reserve }, fuera { $off }, capturas { $hits }
duodecim-render-roll-line = Dados de las { $side }: { $dice } ((n) usado, n× perdido)
duodecim-render-last-hit = Última jugada: { $mv }, con captura
