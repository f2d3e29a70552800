# Comandos: ver locales/en/commands.ftl (nombres en minúscula, sin espacios, 32 caracteres como máximo).

## /challenge

challenge = desafiar
challenge-description = Desafiar a alguien a una partida
challenge-opponent = rival
challenge-opponent-description = Contra quién jugar (cualquiera de aquí si no se indica)
challenge-variant = juego
challenge-variant-description = Qué juego
challenge-first = primero
challenge-first-description = Quién mueve primero (al azar si no se indica)
challenge-first-me = yo
challenge-first-them = mi rival
challenge-first-random = al azar
challenge-rated = puntuable
challenge-rated-description = Si el resultado cambia tus puntuaciones (sí si no se indica)

## /accept

accept = aceptar
accept-description = Aceptar un desafío
accept-game = partida
accept-game-description = El número del desafío (el único pendiente si no se indica)

## /decline

decline = rechazar
decline-description = Rechazar un desafío
decline-game = partida
decline-game-description = El número del desafío (el único pendiente si no se indica)

## /cancel

cancel = cancelar
cancel-description = Retirar un desafío que lanzaste
cancel-game = partida
cancel-game-description = El número del desafío (el único pendiente si no se indica)

## /move

move = jugar
move-description = Hacer una jugada
move-move = jugada
move-move-description = Tu jugada: las jugadas legales se sugieren mientras escribes
move-game = partida
move-game-description = Qué partida (la única en curso aquí si no se indica)

## /board

board = tablero
board-description = Mostrar el tablero de una partida
board-game = partida
board-game-description = Qué partida (la única en curso aquí si no se indica)
board-square = casilla
board-square-description = Ver en privado adónde puede ir tu pieza de esta casilla en este turno

## /resign

resign = abandonar
resign-description = Abandonar una partida
resign-game = partida
resign-game-description = Qué partida (la única en curso aquí si no se indica)

## /games

games = partidas
games-description = Listar tus partidas y tus desafíos

## /leaderboard

leaderboard = clasificación
leaderboard-description = Mejores jugadores de un juego
leaderboard-variant = juego
leaderboard-variant-description = Qué juego
leaderboard-scope = alcance
leaderboard-scope-description = Los jugadores de este servidor (por defecto) o de todos
leaderboard-scope-this-server = este servidor
leaderboard-scope-all-servers = todos los servidores
leaderboard-page = página
leaderboard-page-description = Número de página (10 jugadores por página)
leaderboard-provisional = provisionales
leaderboard-provisional-description = Listar también las puntuaciones provisionales (después de las demás)

## /rating

rating = puntuación
rating-description = Mostrar las puntuaciones de alguien
rating-user = jugador
rating-user-description = De quién (las tuyas si no se indica)

## /history

history = historial
history-description = Partidas terminadas de alguien
history-user = jugador
history-user-description = De quién (las tuyas si no se indica)
history-variant = juego
history-variant-description = Solo este juego
history-page = página
history-page-description = Número de página (10 partidas por página)

## /replay

replay = repetición
replay-description = Volver a ver una partida como imagen animada
replay-game = partida
replay-game-description = El número de la partida (tu única partida aquí si no se indica)

## /export

export = exportar
export-description = Jugadas de una partida como texto
export-game = partida
export-game-description = El número de la partida (tu única partida aquí si no se indica)

## /help

help = ayuda
help-description = Qué es Tabula, sus comandos y sus juegos

## /rules

rules = reglas
rules-description = Las reglas de un juego, página a página, con diagramas
rules-game = juego
rules-game-description = Qué juego
rules-topic = tema
rules-topic-description = Qué página (la primera si no se indica)

notify = avisos
notify-description = Avisos de «te toca» en privado
notify-mode = modo
notify-mode-description = Qué avisos (muestra tu elección si no se indica)
notify-mode-off = ninguno
notify-mode-turn = turno
notify-mode-digest = resumen
notify-hour = hora
notify-hour-description = La hora del resumen, de 0 a 23 (UTC)
