# L'avversario computer (src/ai, src/service/computer.rs, /play e l'opzione del livello).

ai-level-novice = novizio
ai-level-legionary = legionario
ai-level-centurion = centurione
ai-level-imperator = imperator

ai-started = { $player } gioca la partita n. { $id } di { $variant } contro Tabula ({ $level }), con { $side }. Partita amichevole: nessun punteggio cambia.
ai-opened = Tabula ha aperto con `{ $answer }`.
ai-you-played = Hai giocato `{ $move }` — Tabula ha risposto `{ $answer }`.
ai-you-played-alone = Hai giocato `{ $move }`.
ai-resumed = Partita n. { $id }: Tabula ha risposto `{ $answer }`.

## /play e l'opzione del livello di /challenge

play = computer
play-description = Gioca contro il computer (Tabula), subito
play-variant = gioco
play-variant-description = Quale gioco
play-level = livello
play-level-description = Quanto forte gioca il computer (centurione se non indicato)
play-level-novice = novizio
play-level-legionary = legionario
play-level-centurion = centurione
play-level-imperator = imperator
play-first = primo
play-first-description = Chi muove per primo (a caso se non indicato)
play-first-me = io
play-first-them = lui
play-first-random = caso
challenge-level = livello
challenge-level-description = Contro Tabula stesso: quanto forte gioca (centurione se non indicato)
challenge-level-novice = novizio
challenge-level-legionary = legionario
challenge-level-centurion = centurione
challenge-level-imperator = imperator

ai-console-usage = Contro il computer: `/challenge tabula GIOCO [LIVELLO] [{ console-word-me }|{ console-word-them }|{ console-word-random }]` o `/play GIOCO [LIVELLO]`; livelli: novice, legionary, centurion (predefinito), imperator.
ai-no-draw = Tabula gioca la partita n. { $id } fino alla fine e non accetta patte: continua, oppure `/resign`.
