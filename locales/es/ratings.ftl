## ratings, leaderboards, history, replays (render, service, discord, console)

ratings-challenge-rated = Partida puntuable.
ratings-challenge-casual = Partida amistosa: las puntuaciones no cambiarán.
ratings-casual = Partida amistosa: puntuaciones sin cambios.
ratings-changes = Puntuaciones: { $changes }.
ratings-error-no-such-page = No existe la página { $page }.
ratings-error-not-your-buttons = Estos botones son de quien pidió esta lista: pide la tuya.
ratings-scope-server = este servidor
ratings-scope-global = todos los servidores
ratings-board-title = Clasificación — { $variant }
ratings-board-subtitle = { $scope }, página { $page }
ratings-board-empty = Aquí todavía no aparece nadie: las puntuaciones salen de las partidas puntuables terminadas.
ratings-board-columns = #|Jugador|Puntos|Partidas|V-T-D
ratings-board-provisional-hidden = Las puntuaciones provisionales (?) no aparecen: añade `provisionales: True` para verlas.
ratings-board-more = Sigue en la página { $page }.
ratings-none = { $name } aún no tiene puntuación: llega con la primera partida puntuable terminada.
ratings-title = **Puntuaciones de { $name }**
ratings-line = { $variant }: **{ $rating }** ± { $deviation } · partidas: { $games } ({ $wins }V { $draws }T { $losses }D)
ratings-rank = { $rank }.º en este servidor
ratings-rank-provisional = provisional, aún sin clasificar
ratings-rank-elsewhere = sin clasificar en este servidor
ratings-last-change = última partida { $delta } (#{ $id })
ratings-best-win = mejor victoria: { $opponent } ({ $rating }), #{ $id }
ratings-history-none = { $name } aún no ha terminado ninguna partida.
ratings-history-title = **Partidas de { $name }** (página { $page }/{ $pages }, { $total } en total)
ratings-history-won = #{ $id } { $variant }: ganada contra { $opponent }, { $how }
ratings-history-lost = #{ $id } { $variant }: perdida contra { $opponent }, { $how }
ratings-history-draw = #{ $id } { $variant }: tablas con { $opponent }, { $how }
ratings-history-casual = amistosa
ratings-how-resignation = por abandono
ratings-head-to-head =
    Tú contra { $name }: { $wins ->
        [one] { $wins } victoria
       *[other] { $wins } victorias
    }, { $draws ->
        [one] { $draws } tablas
       *[other] { $draws } tablas
    }, { $losses ->
        [one] { $losses } derrota
       *[other] { $losses } derrotas
    }.
ratings-button-previous = ◀ Anterior
ratings-button-next = Siguiente ▶
ratings-replay = Repetición de la partida #{ $id } ({ $count ->
        [one] { $count } acción
       *[other] { $count } acciones
    }).
ratings-replay-shown = Se muestran { $shown } de { $count } acciones, para no pasar el límite de subida de Discord ({ $mib } MiB).
ratings-export = Lista de jugadas de la partida #{ $id } (`tabula show --file { $file }` la vuelve a leer).
console-usage-leaderboard = Uso: /leaderboard <juego> [{ console-word-server }|{ console-word-global }] [página] [{ console-word-provisional }]
console-usage-rating = Uso: /rating [nombre]
console-usage-history = Uso: /history [nombre] [juego] [página]
console-file = Archivo: { $path }
