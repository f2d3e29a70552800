## daily: el problema del día de un servidor (/problema diario, issue 50)

daily-title = Problema del día · { $date } · { $game }
daily-from-game = De { $first } – { $second }, partida n.º { $game }
daily-from-starter = De los problemas iniciales de Tabula
daily-from-self-play = De partidas del ordenador contra sí mismo
daily-how = Pulsa Resolver para responder: el problema se abre solo para ti.
daily-solve = Resolver
daily-reveal = Solución del problema del día del { $date } · { $game }
daily-count = { $tried ->
    [0] Nadie lo intentó.
   *[other] { $solved } de { $tried } lo resolvieron.
}
daily-set = El problema del día se publicará en { $channel } cada día a las { $time } UTC, el primero el { $date }.
daily-stopped = El problema del día está detenido.
daily-was-off = El problema del día no estaba activado.
daily-opened = El problema de hoy, solo para ti:
daily-answered = Ya respondiste el problema de hoy: { $result }.
daily-earlier = Ya conocías este problema: tu respuesta de entonces ({ $result }) cuenta para hoy, sin puntuación.
daily-result-solved = resuelto
daily-result-missed = fallado
daily-streak = Racha de problemas del día: { $current } (récord { $best })
daily-error-no-server = El problema del día pertenece a un servidor: úsalo allí.
daily-error-manager = Solo un miembro con el permiso Gestionar servidor puede configurar el problema del día.
daily-error-time = «{ $typed }» no es una hora: escríbela como 09:30 (UTC).
daily-error-not-today = Este problema del día terminó: su solución está en la publicación del día siguiente.
daily-error-other-open = Primero termina o abandona tu problema abierto (problema { $id }) y luego pulsa Resolver de nuevo.
daily-error-channel = No puedo publicar en { $channel }: elige un canal de texto donde pueda enviar mensajes y adjuntar archivos.

console-usage-puzzle-daily = Uso: puzzle daily <hora, como 09:30 UTC>, puzzle daily off, puzzle daily solve, puzzle leaderboard

## /problema diario, tal como lo muestra Discord (ver commands.ftl)
puzzle-daily = diario
puzzle-daily-description = El problema del día del servidor (Gestionar servidor)
puzzle-daily-set = configurar
puzzle-daily-set-description = Publicar un problema en un canal cada día a una hora (UTC)
puzzle-daily-set-channel = canal
puzzle-daily-set-channel-description = Dónde publicarlo
puzzle-daily-set-time = hora
puzzle-daily-set-time-description = La hora del día, UTC, como 09:30
puzzle-daily-off = detener
puzzle-daily-off-description = Detener el problema del día

daily-board-title = Problemas del día
daily-board-subtitle = este servidor, por días resueltos
daily-board-columns = #|Jugador|Resueltos|Intentados|Mejor racha
daily-board-empty = Nadie ha respondido todavía un problema del día aquí.
puzzle-leaderboard = clasificación
puzzle-leaderboard-description = Los mejores en el problema del día de este servidor
