## console

console-welcome = Consola de Tabula. Eres { $name }. Escribe `help` para ver los comandos, `quit` para salir.
console-help =
    Comandos:
    {"  "}as <nombre>                        actuar como otro usuario
    {"  "}/challenge <nombre> <juego> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }]   desafiar a alguien (inicio al azar, puntuable por defecto)
    {"  "}/accept [#id]  /decline [#id]  /cancel [#id]
    {"  "}/move <jugada> [#id]               hacer una jugada, escrita como la muestra `/legal` (p. ej. d4-d5)
    {"  "}/legal [#id]                       listar tus jugadas legales
    {"  "}/rules <juego> [página]            las reglas, página a página, con diagramas
    {"  "}/board [#id]   /resign [#id]   /games
    {"  "}/abort [#id]   /draw [#id]   clock +2d
    {"  "}/leaderboard <juego> [{ console-word-server }|{ console-word-global }] [página] [{ console-word-provisional }]
    {"  "}/rating [nombre]   /history [nombre] [juego] [página]
    {"  "}/replay [#id]  (GIF animado)   /export [#id]  (lista de jugadas)
    {"  "}/review [#id]                       el ordenador analiza una partida terminada
    {"  "}tournament create <juego> swiss|round-robin [rounds=N] [clock=1d] [casual] [starts=in 2h]
    {"  "}tournament join|leave|start|cancel|show|standings [T3]   tournament list
    {"  "}puzzle [juego]   puzzle move <turno>   puzzle giveup   un problema: encuentra los turnos ganadores
    {"  "}/notify [{ console-word-off }|{ console-word-turn }|{ console-word-digest } <hora>]   avisos de «te toca» por mensaje directo
    {"  "}quit
console-now = Ahora eres { $name }.
console-bad-name = Un nombre es una palabra de letras, cifras, `_`, `-` o `.` (32 como máximo).
console-usage-challenge = Uso: /challenge <nombre> <juego> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }] [5m|15m|1d|3d|7d|14d]
console-usage-move = Uso: /move <jugada> [#id], por ejemplo /move d4 o /move d4-d5
console-usage-game = Uso: /{ $command } [#id]
console-unknown = Comando desconocido. Escribe `help` para ver la lista.
console-not-utf8 = Esa línea no es texto UTF-8: se ha ignorado.
console-unknown-game = Juego desconocido `{ $game }`. Juegos: { $games }.
console-no-legal = Ahora mismo no tienes ninguna jugada legal.
console-png = Imagen del tablero: { $path }
console-png-failed = No se pudo escribir la imagen del tablero: { $error }
console-button = [{ $label }] -> { $command }
console-usage-rules = Uso: /rules <juego> [página], por ejemplo /rules ergo 2
console-review-no-game = Aquí no tienes ninguna partida terminada que analizar: indica una con `/review #número`.
console-tournament-none-here = Ningún torneo encaja aquí: indica uno por su número (`tournament list`).
console-tournament-list-none = Aún no hay torneos aquí. Crea uno con `tournament create <juego> swiss`.

## Palabras de opción: lo que la consola lee tras el juego de un comando (quién empieza, partida
## puntuable o amistosa, qué clasificación), en mayúsculas o minúsculas. `console-word-*` es la
## palabra que muestran la ayuda y las líneas de uso; `console-words-*` todas las palabras leídas
## para la opción, separadas por espacios, primero la mostrada. Una consola lee las palabras de su
## idioma, y también las inglesas y francesas.
console-word-me = yo
console-words-me = { console-word-me }
console-word-them = rival
console-words-them = { console-word-them }
console-word-random = azar
console-words-random = { console-word-random }
console-word-rated = puntuable
console-words-rated = { console-word-rated }
console-word-casual = amistosa
console-words-casual = { console-word-casual }
console-word-server = servidor
console-words-server = { console-word-server }
console-word-global = todos
console-words-global = { console-word-global }
console-word-provisional = provisionales
console-words-provisional = { console-word-provisional }
console-tournament-usage = Uso: tournament create <juego> swiss|round-robin|double-round-robin [rounds=N] [clock=1d] [casual] [starts=in 2h], o tournament join|leave|start|cancel|show|standings [T3], o tournament list

console-word-off = ninguno
console-words-off = { console-word-off }
console-word-turn = turno
console-words-turn = { console-word-turn }
console-word-digest = resumen
console-words-digest = { console-word-digest }
console-usage-notify = Uso: /notify [{ console-word-off }|{ console-word-turn }|{ console-word-digest } <hora>]
console-direct = [MD a { $name }]

console-event-created = [evento del servidor de T{ $id } creado: { $name }, del { $start } al { $end }]
console-event-updated = [evento del servidor de T{ $id } actualizado: { $name }, del { $start } al { $end }]
console-event-started = [evento del servidor de T{ $id } empezado]
console-event-completed = [evento del servidor de T{ $id } terminado]
console-event-cancelled = [evento del servidor de T{ $id } cancelado]
