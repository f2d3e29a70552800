# Torneos: /tournament (create, start, cancel) y /tournaments (list, show, standings, join,
# leave), el anuncio, las rondas y la clasificación. Ver locales/en/tournament.ftl.

## Los comandos

tournament = torneo
tournament-description = Organizar un torneo aquí
tournament-create = crear
tournament-create-description = Anunciar un torneo al que los miembros se inscriben con un botón
tournament-create-variant = juego
tournament-create-variant-description = Qué juego
tournament-create-format = formato
tournament-create-format-description = Suizo o todos contra todos
tournament-create-format-swiss = suizo
tournament-create-format-round-robin = todos contra todos
tournament-create-format-double-round-robin = todos contra todos a doble vuelta
tournament-create-rounds = rondas
tournament-create-rounds-description = Suizo: número de rondas (por defecto: según el número de jugadores)
tournament-create-clock = reloj
tournament-create-clock-description = Tiempo por jugada (3 días si no se indica)
tournament-create-clock-5-minutes = 5 minutos
tournament-create-clock-15-minutes = 15 minutos
tournament-create-clock-1-day = 1 día
tournament-create-clock-3-days = 3 días
tournament-create-clock-7-days = 7 días
tournament-create-clock-14-days = 14 días
tournament-create-starts = inicio
tournament-create-starts-description = Cuándo empieza: "2h", "2026-12-01 20:00 +01:00" (si no se indica: al pulsar Iniciar)
tournament-create-rated = puntuable
tournament-create-rated-description = Si los resultados cambian las puntuaciones (sí si no se indica)
tournament-start = iniciar
tournament-start-description = Iniciar un torneo ya (su creador o un gestor del servidor)
tournament-start-id = torneo
tournament-start-id-description = Qué torneo (el único abierto aquí si no se indica)
tournament-cancel = cancelar
tournament-cancel-description = Cancelar un torneo (su creador o un gestor del servidor)
tournament-cancel-id = torneo
tournament-cancel-id-description = Qué torneo (el único aquí si no se indica)
tournaments = torneos
tournaments-description = Los torneos de este servidor
tournaments-list = lista
tournaments-list-description = Los torneos abiertos, en curso y los últimos terminados aquí
tournaments-show = ver
tournaments-show-description = Los jugadores y la ronda actual de un torneo
tournaments-show-id = torneo
tournaments-show-id-description = Qué torneo (el único aquí si no se indica)
tournaments-standings = clasificación
tournaments-standings-description = La clasificación de un torneo, como imagen
tournaments-standings-id = torneo
tournaments-standings-id-description = Qué torneo (el único aquí si no se indica)
tournaments-join = inscribirse
tournaments-join-description = Inscribirse en un torneo
tournaments-join-id = torneo
tournaments-join-id-description = Qué torneo (el único abierto aquí si no se indica)
tournaments-leave = retirarse
tournaments-leave-description = Retirarse de un torneo (tras el inicio conservas tus resultados)
tournaments-leave-id = torneo
tournaments-leave-id-description = Qué torneo (el tuyo aquí si no se indica)

## Formatos y condiciones

tournament-format-swiss = suizo
tournament-format-round-robin = todos contra todos
tournament-format-double-round-robin = todos contra todos a doble vuelta
tournament-rounds = { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}
tournament-rounds-default = rondas según el número de jugadores
tournament-rounds-everyone = todos contra todos
tournament-rated = puntuable
tournament-casual = amistoso
tournament-terms = { $rounds } · { $clock } por jugada · { $rated } · creado por { $creator }
tournament-starts-at = Empieza: { $at } ({ $in }).
tournament-starts-on-start = Empieza cuando { $creator } pulse **Iniciar**.
tournament-running = Se juega la ronda { $round } de { $rounds }.
tournament-running-late-entries = Se juega la ronda { $round } de { $rounds }; aún puedes inscribirte hasta la ronda 2 (se empieza sin puntos).
tournament-finished = Terminado: gana **{ $winner }**.
tournament-is-cancelled = Cancelado.
tournament-entrants = **Jugadores ({ $count }):** { $list }
tournament-more = + { $count } más

## Botones

tournament-button-join = Inscribirse
tournament-button-leave = Retirarse
tournament-button-start = Iniciar
tournament-button-cancel = Cancelar
tournament-button-standings = Clasificación

## Respuestas

tournament-joined = Estás en el torneo T{ $id }. ¡Suerte!
tournament-left = Has dejado el torneo T{ $id }.
tournament-left-resigned = { $player } ha dejado el torneo T{ $id }: su partida se da por abandonada.
tournament-starting = Empieza el torneo T{ $id }: a continuación, los emparejamientos de la ronda 1.
tournament-cancelled = { $player } ha cancelado el torneo T{ $id }. Las partidas en curso siguen como partidas normales.
tournament-start-failed = El torneo T{ $id } no pudo empezar y queda cancelado: { $why }
tournament-no-threads = No puedo crear hilos en este canal, así que las partidas se juegan aquí (dame "Crear hilos públicos" y "Enviar mensajes en hilos" para las próximas rondas).
tournament-list-none = Aún no hay torneos en este servidor. Un gestor del servidor puede crear uno con `{ $command }`.
tournament-list-line = **{ $title }** · { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
} · { $state }
tournament-list-open = inscripción abierta
tournament-list-open-at = empieza { $at }
tournament-list-running = ronda { $round } de { $rounds }
tournament-list-finished = terminado
tournament-won = Torneos ganados: { $count } ({ $list })
tournament-won-item = T{ $id } ({ $format }, { $game }, { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
})

## Rondas, partidas, clasificación

tournament-pairings-heading = **{ $title }: ronda { $round } de { $rounds }**
tournament-pairings-subtitle = Ronda { $round } de { $rounds } · emparejamientos
tournament-pairing-bye = descansa: { $player } (los puntos de una victoria)
tournament-game = **T{ $id } · ronda { $round } · mesa { $board }** (partida #{ $game }): { $first } ({ $first_side }) contra { $second } ({ $second_side }).
tournament-standings-after = { $title }: clasificación tras la ronda { $round } de { $rounds }
tournament-standings-final = { $title }: clasificación final
tournament-podium = 🏆 **{ $title } ha terminado.** { $podium }
tournament-tb-buchholz = Bh-1
tournament-tb-sb = SB
tournament-tb-wins = Victorias
tournament-left-mark = retirado

## Rechazos

tournament-error-no-such = No hay ningún torneo T{ $id } en este servidor.
tournament-error-none-here = Ningún torneo encaja aquí: indica uno por su número (`{ $command }`).
tournament-error-several = Encajan varios torneos: { $ids }. Indica uno por su número.
tournament-error-already-in = Ya estás en el torneo T{ $id }.
tournament-error-not-in = No estás en el torneo T{ $id }.
tournament-error-full = El torneo T{ $id } está completo ({ $max } jugadores).
tournament-error-entries-closed = El torneo T{ $id } ya ha empezado y no admite más jugadores.
tournament-error-over = El torneo T{ $id } ha terminado.
tournament-error-started = El torneo T{ $id } ya ha empezado.
tournament-error-not-started = El torneo T{ $id } aún no ha empezado: la clasificación llega con la ronda 1.
tournament-error-left = Dejaste el torneo T{ $id } después de jugar en él: quien lo deja no vuelve.
tournament-error-not-director = Solo el creador del torneo T{ $id } o un gestor del servidor puede hacer eso.
tournament-error-bad-time = No entiendo "{ $typed }" como hora: escribe "2h", "3d" o "2026-12-01 20:00" (UTC, o añade un desfase como "+01:00").
tournament-error-past-time = Esa hora ya ha pasado.
tournament-error-too-far = Un torneo puede empezar como máximo dentro de 90 días.
tournament-error-too-few = El torneo T{ $id } tiene { $players } { $players ->
    [one] jugador
   *[other] jugadores
}; necesita al menos { $needed }.
tournament-error-rr-rounds = Un todos contra todos no tiene la opción "rondas": todos se enfrentan con todos.
tournament-error-bad-rounds = Un torneo suizo tiene de 1 a { $max } rondas.
tournament-error-no-abort = La partida #{ $id } es de torneo: no se puede anular (abandónala en su lugar).
tournament-history = T{ $id }, ronda { $round }

# El evento programado de un torneo en la pestaña Eventos del servidor (jobs::events).
tournament-event-about = Inscripciones: el botón Inscribirse del anuncio, en el canal del torneo. El final es una estimación ({ $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
} de unas diez jugadas de reloj cada una).
tournament-event-refused = T{ $id } no está en la pestaña Eventos del servidor: no puedo crear eventos aquí (dame "Crear eventos" para los próximos torneos). El torneo se juega como siempre.
tournament-event-started = T{ $id } ha empezado: la ronda 1 está emparejada. { $mentions }
tournament-event-started-late-entries = T{ $id } ha empezado: la ronda 1 está emparejada, y las inscripciones siguen abiertas hasta la ronda 2. { $mentions }
