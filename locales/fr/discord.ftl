## discord

discord-guild-only = Les parties Tabula se jouent dans un salon de serveur, pas en message privé.
discord-bad-options = Discord a envoyé des options que Tabula ne comprend pas ; les commandes sont sans doute en cours de mise à jour. Réessayez dans une minute.
discord-opponent-bot = { $name } est un bot : défiez une personne.
discord-late-ping = { $players } : la réponse de Tabula est juste au-dessus.
discord-answered-privately = Tabula a répondu en privé.

## /help, et le renvoi aux règles à la première partie d'un jeu (issue #14)

help-about = **Tabula** : les jeux de plateau de la Rome antique sur Discord. Défiez quelqu'un, jouez à tour de rôle ; Tabula arbitre, dessine le plateau et classe les joueurs.
help-commands = **Commandes**
help-command = `{ $command }` — { $description }
help-games = **Jeux**
help-game = **{ $name }** — { $description }
help-rules = Pour apprendre un jeu : `{ $command } <jeu>`.
help-levels = **Niveaux** (Elo) : { $levels }.
help-game-latrunculi-piso = le jeu des petits soldats : posez vos pions, puis prenez en encerclant.
help-game-latrunculi-seneca = les mêmes petits soldats, mais un pion pris peut être délivré.
help-game-latroncules = deux sortes de soldats sur un damier 8 × 8 : prenez le plus de pions possible.
help-game-bastonus = deux légions (Dux, Colosse, Impératrice) se disputent deux camps.
help-game-ergo = alignez cinq de vos pions d'affilée, où vous voulez.
help-game-duodecim = une course à trois dés, ancêtre du backgammon : sortez le premier vos quinze pions.
help-first-game = { $player }, première partie de { $variant } ? Les règles : `{ $command } { $game }`.
