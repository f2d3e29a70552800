# L'adversaire ordinateur (src/ai, src/service/computer.rs, /play et l'option de niveau).

ai-level-novice = novice
ai-level-legionary = légionnaire
ai-level-centurion = centurion
ai-level-imperator = imperator

ai-started = { $player } joue la partie n° { $id } de { $variant } contre Tabula ({ $level }), avec { $side }. Partie amicale : aucune cote ne change.
ai-opened = Tabula a ouvert par `{ $answer }`.
ai-you-played = Vous avez joué `{ $move }` — Tabula a répondu `{ $answer }`.
ai-you-played-alone = Vous avez joué `{ $move }`.
ai-resumed = Partie n° { $id } : Tabula a répondu `{ $answer }`.

## /play et l'option de niveau de /challenge

play = ordinateur
play-description = Jouer contre l'ordinateur (Tabula), tout de suite
play-variant = jeu
play-variant-description = Quel jeu
play-level = niveau
play-level-description = La force de l'ordinateur (centurion par défaut)
play-level-novice = novice
play-level-legionary = légionnaire
play-level-centurion = centurion
play-level-imperator = imperator
play-first = premier
play-first-description = Qui joue en premier (au hasard par défaut)
play-first-me = moi
play-first-them = lui
play-first-random = hasard
challenge-level = niveau
challenge-level-description = Contre Tabula lui-même : sa force de jeu (centurion par défaut)
challenge-level-novice = novice
challenge-level-legionary = légionnaire
challenge-level-centurion = centurion
challenge-level-imperator = imperator

ai-console-usage = Contre l'ordinateur : `/challenge tabula JEU [NIVEAU] [{ console-word-me }|{ console-word-them }|{ console-word-random }]` ou `/play JEU [NIVEAU]` ; niveaux : novice, legionary, centurion (par défaut), imperator.
ai-no-draw = Tabula joue la partie n° { $id } jusqu’au bout et n’accepte pas de nulle : continuez, ou `/resign`.
