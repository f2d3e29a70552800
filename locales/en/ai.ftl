# The computer opponent (src/ai, src/service/computer.rs, /play and the level option).

ai-level-novice = novice
ai-level-legionary = legionary
ai-level-centurion = centurion
ai-level-imperator = imperator

ai-started = { $player } plays game #{ $id } of { $variant } against Tabula ({ $level }), as { $side }. Casual game: no rating changes.
ai-opened = Tabula opened with `{ $answer }`.
ai-you-played = You played `{ $move }` — Tabula answered `{ $answer }`.
ai-you-played-alone = You played `{ $move }`.
ai-resumed = Game #{ $id }: Tabula answered `{ $answer }`.

## /play and the level option of /challenge

play = play
play-description = Play against the computer (Tabula), starting at once
play-variant = variant
play-variant-description = Which game
play-level = level
play-level-description = How strong the computer plays (centurion if not given)
play-level-novice = novice
play-level-legionary = legionary
play-level-centurion = centurion
play-level-imperator = imperator
play-first = first
play-first-description = Who moves first (random if not given)
play-first-me = me
play-first-them = them
play-first-random = random
challenge-level = level
challenge-level-description = Against Tabula itself: how strong it plays (centurion if not given)
challenge-level-novice = novice
challenge-level-legionary = legionary
challenge-level-centurion = centurion
challenge-level-imperator = imperator

ai-console-usage = Against the computer: `/challenge tabula GAME [LEVEL] [{ console-word-me }|{ console-word-them }|{ console-word-random }]` or `/play GAME [LEVEL]`; levels: novice, legionary, centurion (default), imperator.
ai-no-draw = Tabula plays game #{ $id } to its end and takes no draw: play on, or `/resign`.
