# El rival ordenador (src/ai, src/service/computer.rs, /play y la opción de nivel).

ai-level-novice = novato
ai-level-legionary = legionario
ai-level-centurion = centurión
ai-level-imperator = imperator

ai-started = { $player } juega la partida n.º { $id } de { $variant } contra Tabula ({ $level }), con { $side }. Partida amistosa: ninguna puntuación cambia.
ai-opened = Tabula abrió con `{ $answer }`.
ai-you-played = Jugaste `{ $move }` — Tabula respondió `{ $answer }`.
ai-you-played-alone = Jugaste `{ $move }`.
ai-resumed = Partida n.º { $id }: Tabula respondió `{ $answer }`.

## /play y la opción de nivel de /challenge

play = ordenador
play-description = Jugar contra el ordenador (Tabula), enseguida
play-variant = juego
play-variant-description = Qué juego
play-level = nivel
play-level-description = Qué tan fuerte juega el ordenador (centurión si no se indica)
play-level-novice = novato
play-level-legionary = legionario
play-level-centurion = centurión
play-level-imperator = imperator
play-first = primero
play-first-description = Quién mueve primero (al azar si no se indica)
play-first-me = yo
play-first-them = rival
play-first-random = azar
challenge-level = nivel
challenge-level-description = Contra el propio Tabula: qué tan fuerte juega (centurión si no se indica)
challenge-level-novice = novato
challenge-level-legionary = legionario
challenge-level-centurion = centurión
challenge-level-imperator = imperator

ai-console-usage = Contra el ordenador: `/challenge tabula JUEGO [NIVEL] [{ console-word-me }|{ console-word-them }|{ console-word-random }]` o `/play JUEGO [NIVEL]`; niveles: novice, legionary, centurion (por defecto), imperator.
ai-no-draw = Tabula juega la partida n.º { $id } hasta el final y no acepta tablas: sigue jugando, o `/resign`.
