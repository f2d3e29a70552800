## discord

discord-guild-only = Les parties Tabula se jouent dans un salon de serveur, pas en message privé.
discord-bad-options = Discord a envoyé des options que Tabula ne comprend pas ; les commandes sont sans doute en cours de mise à jour. Réessayez dans une minute.
discord-opponent-bot = { $name } est un bot : défiez une personne.
discord-late-ping = { $players } : la réponse de Tabula est juste au-dessus.
discord-answered-privately = Tabula a répondu en privé.

## /help, et le renvoi aux règles à la première partie d'un jeu (issue #14)

help-about = **Tabula** fait jouer sur Discord les jeux de plateau de la Rome antique : défiez quelqu'un dans un salon et jouez chacun votre tour ; Tabula fait respecter les règles, dessine le plateau après chaque coup et classe les joueurs.
help-commands = **Commandes**
help-command = `{ $command }` — { $description }
help-games = **Jeux**
help-game = **{ $name }** — { $description }
help-rules = Pour apprendre un jeu : `{ $command } <jeu>`.
help-levels = **L’ordinateur** (`/play`), sa force en points Elo, un joueur au hasard valant 0 : { $levels }.
help-game-latrunculi-piso = le jeu des petits soldats : posez vos pions, puis prenez en encerclant.
help-game-latrunculi-seneca = les mêmes petits soldats, mais un pion pris peut encore être délivré.
help-game-latroncules = deux sortes de soldats sur un damier de 8 × 8 : prenez le plus de pions adverses possible.
help-game-bastonus = deux légions menées par un Dux, un Colosse et une Impératrice se disputent deux camps.
help-game-ergo = alignez cinq de vos pions d'affilée, n'importe où sur le plateau.
help-game-duodecim = une course à trois dés, ancêtre du backgammon : sortez le premier vos quinze pions.
help-first-game = { $player }, première partie de { $variant } ? Les règles : `{ $command } { $game }`.
