## service

service-variant-latrunculi-piso = Latrunculi (variante de Pisón)
service-button-accept = Aceptar
service-button-decline = Rechazar
service-challenge = Partida #{ $id }: { $opponent }, { $challenger } te desafía a una partida de { $variant }. { $challenger } llevaría las { $challenger_side }, tú las { $opponent_side }.
service-sides-drawn = Los bandos se sortearon.
service-started = { $challenged } acepta: empieza la partida #{ $id } de { $variant }. { $first } lleva las { $first_side }, { $second } lleva las { $second_side }.
service-declined = { $challenged } rechazó el desafío de { $challenger } (#{ $id }).
service-cancelled = { $challenger } retiró su desafío a { $challenged } (#{ $id }).
service-your-turn = { $player }, te toca ({ $side }).
service-played = { $player } jugó `{ $move }`.
service-played-took-one = { $player } jugó `{ $move }` y capturó una ficha.
service-played-took-many = { $player } jugó `{ $move }` y capturó { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }.
service-rolled = Dados: `{ $roll }`.
service-result-win = La partida #{ $id } ha terminado: gana { $winner } ({ $side }), { $reason }.
service-result-draw = La partida #{ $id } ha terminado: tablas, { $reason }.
service-result-resigned = { $loser } abandona la partida #{ $id }: gana { $winner } ({ $side }).
service-captures = Capturas: { $first } { $first_count }, { $second } { $second_count }.
service-board = Partida #{ $id }, { $variant }: { $first } ({ $first_side }) contra { $second } ({ $second_side }).
service-board-to-play = Le toca a { $player } ({ $side }).
service-board-dice = Los dados están a punto de tirarse.
service-board-challenge = Esperando a que { $challenged } acepte el desafío.
service-board-declined = { $challenged } rechazó este desafío.
service-board-cancelled = { $challenger } retiró este desafío.
service-games-title = Tus partidas:
service-games-none = No tienes ninguna partida en curso ni ningún desafío pendiente.
service-games-your-turn = `#{ $id }` { $variant } contra { $opponent }: te toca ({ $side })
service-games-their-turn = `#{ $id }` { $variant } contra { $opponent }: le toca a tu rival (llevas las { $side })
service-games-challenge-sent = `#{ $id }` { $variant }: tu desafío a { $opponent }, esperando respuesta
service-games-challenge-received = `#{ $id }` { $variant }: desafío de { $opponent }, por aceptar o rechazar
service-games-elsewhere = (otro canal)
service-suggest-game = #{ $id } { $variant } contra { $opponent }
service-error-not-your-challenge = Este desafío (#{ $id }) no va dirigido a ti.
service-error-own-challenge = No puedes aceptar tu propio desafío (#{ $id }): espera la respuesta de tu rival.
service-error-not-your-game = No juegas en la partida #{ $id }.
service-error-not-your-turn = No es tu turno en la partida #{ $id }.
service-error-challenge-yourself = No puedes desafiarte a ti mismo: elige un rival.
service-error-challenge-exists = Ya tienes un desafío pendiente con este jugador para este juego (#{ $id }).
service-error-no-such-game = No existe la partida #{ $id }.
service-error-not-in-this-channel = La partida #{ $id } no se juega en este canal.
service-error-no-game-here = No tienes ninguna partida en curso en este canal.
service-error-no-challenge-here = No tienes ningún desafío pendiente en este canal.
service-error-several-games = Tienes varias partidas aquí: { $games }. Di cuál.
service-error-not-started = La partida #{ $id } no ha empezado: el desafío aún no ha sido aceptado.
service-error-game-over = La partida #{ $id } ha terminado.
service-error-challenge-closed = El desafío #{ $id } ya no está abierto.
service-error-conflict = El tablero ha cambiado mientras tanto: vuelve a mirarlo y reinténtalo.
service-error-unavailable = La base de datos de las partidas no está disponible ahora mismo: no se ha cambiado nada. Inténtalo de nuevo en un momento.
service-error-bad-button = Este botón no se reconoce; puede que venga de una versión anterior del bot.
service-error-damaged = La partida #{ $id } no se puede cargar: sus datos guardados están dañados. El problema ha quedado registrado.
service-error-internal = Lo sentimos, algo ha fallado por nuestra parte. El problema ha quedado registrado.
# Un turno entero dado como varias acciones en un comando: la acción rechazada (no se jugó nada).
service-error-bad-action = Acción { $index } de { $count }, `{ $action }`: { $reason } No se jugó nada.
service-turn-cut = Acción { $index } de { $count }, `{ $action }`: { $reason } Los dados tirados antes siguen valiendo, con las acciones que los precedieron; el resto no se jugó.
service-error-turn-passed = tu turno termina antes de ella (el resto le toca a tu rival).
service-error-turn-game-over = la partida termina antes de ella.

## service: /rules

rules-header = **{ $game } — { $title }** · página { $page }/{ $pages }
rules-levels = **El ordenador en este juego** (Elo, el jugador al azar en 0): { $levels }.
rules-button-previous = ◀ Anterior
rules-button-next = Siguiente ▶
rules-button-show = Mostrar a todos
service-error-no-topic = { $game } no tiene la página «{ $topic }». Sus páginas: { $topics }.

notify-now-off = ningún aviso
notify-now-turn = un mensaje directo cuando te toca en una partida por correspondencia
notify-now-digest = un resumen diario a las { $hour }:00 UTC
notify-current = Tus avisos: { $choice }. Cámbialos con `/avisos`.
notify-set-off = Avisos desactivados: el bot no te enviará mensajes directos sobre tus partidas.
notify-set-turn = Hecho: el bot te enviará un mensaje directo cuando te toque en una partida por correspondencia (como mucho uno por partida y hora).
notify-set-digest = Hecho: cada día a las { $hour }:00 UTC el bot te enviará un mensaje directo con las partidas que esperan tu jugada.
notify-turn = Te toca en la partida n.º { $id } ({ $game }) contra { $opponent }.
notify-digest = { $count ->
    [one] Una partida espera tu jugada:
   *[other] { $count } partidas esperan tu jugada:
}
notify-digest-game = • n.º { $id } { $game }, contra { $opponent }
notify-refused = Tus avisos están ahora desactivados: Discord no dejó que el bot te enviara un mensaje directo (tu configuración de privacidad los cierra). Ábrelos y vuelve a elegir con `/avisos`.
notify-error-hour = Un resumen necesita una hora de 0 a 23 (UTC), por ejemplo `/avisos resumen 8`.

## Jugar con los botones del tablero (fuera de los servidores, donde no todos tienen los comandos)
pick-button-move = Mover…
pick-button-draw = Ofrecer tablas
pick-button-resign = Abandonar
pick-button-resign-sure = Sí, abandonar
pick-list = Partida #{ $id }: te toca. Elige tu jugada (los puntos agrupan las jugadas que empiezan igual).
pick-list-narrowed = Partida #{ $id }: tus jugadas que empiezan por { $start }
pick-moved-on = La partida #{ $id } ha avanzado desde esta lista: no se ha jugado nada. Pulsa **Mover…** bajo el último tablero.
pick-resign-sure = ¿Abandonar la partida #{ $id }? No se puede deshacer.
