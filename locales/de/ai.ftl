# Der Computergegner (src/ai, src/service/computer.rs, /play und die Stufen-Option).

ai-level-novice = Anfänger
ai-level-legionary = Legionär
ai-level-centurion = Zenturio
ai-level-imperator = Imperator

ai-started = { $player } spielt Partie #{ $id } { $variant } gegen Tabula ({ $level }), mit { $side }. Freie Partie: keine Wertung ändert sich.
ai-opened = Tabula eröffnete mit `{ $answer }`.
ai-you-played = Du hast `{ $move }` gespielt — Tabula antwortete `{ $answer }`.
ai-you-played-alone = Du hast `{ $move }` gespielt.
ai-resumed = Partie #{ $id }: Tabula antwortete `{ $answer }`.

## /play und die Stufen-Option von /challenge

play = computer
play-description = Gegen den Computer (Tabula) spielen, sofort
play-variant = spiel
play-variant-description = Welches Spiel
play-level = stufe
play-level-description = Wie stark der Computer spielt (Zenturio, wenn nicht angegeben)
play-level-novice = anfänger
play-level-legionary = legionär
play-level-centurion = zenturio
play-level-imperator = imperator
play-first = erster
play-first-description = Wer zuerst zieht (zufällig, wenn nicht angegeben)
play-first-me = ich
play-first-them = gegner
play-first-random = zufall
challenge-level = stufe
challenge-level-description = Gegen Tabula selbst: wie stark es spielt (Zenturio, wenn nicht angegeben)
challenge-level-novice = anfänger
challenge-level-legionary = legionär
challenge-level-centurion = zenturio
challenge-level-imperator = imperator

ai-console-usage = Gegen den Computer: `/challenge tabula SPIEL [STUFE] [{ console-word-me }|{ console-word-them }|{ console-word-random }]` oder `/play SPIEL [STUFE]`; Stufen: novice, legionary, centurion (Standard), imperator.
ai-no-draw = Tabula spielt Partie #{ $id } bis zum Ende und nimmt kein Remis an: spiel weiter oder `/resign`.
