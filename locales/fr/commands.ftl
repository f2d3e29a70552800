# Commandes : voir locales/en/commands.ftl.

## /challenge

challenge = défier
challenge-description = Défier quelqu'un à une partie
challenge-opponent = adversaire
challenge-opponent-description = Contre qui jouer (n'importe qui ici si rien n'est indiqué)
challenge-variant = jeu
challenge-variant-description = Quel jeu
challenge-first = premier
challenge-first-description = Qui joue en premier (au hasard par défaut)
challenge-first-me = moi
challenge-first-them = mon adversaire
challenge-first-random = au hasard
challenge-rated = classée
challenge-rated-description = Si le résultat change vos cotes (oui par défaut)

## /accept

accept = accepter
accept-description = Accepter un défi
accept-game = partie
accept-game-description = Le numéro du défi (le seul en cours par défaut)

## /decline

decline = refuser
decline-description = Refuser un défi
decline-game = partie
decline-game-description = Le numéro du défi (le seul en cours par défaut)

## /cancel

cancel = annuler
cancel-description = Retirer un défi que vous avez lancé
cancel-game = partie
cancel-game-description = Le numéro du défi (le seul en cours par défaut)

## /move

move = jouer
move-description = Jouer un coup
move-move = coup
move-move-description = Votre coup : les coups légaux sont proposés pendant la saisie
move-game = partie
move-game-description = Quelle partie (la seule en cours ici par défaut)

## /board

board = plateau
board-description = Afficher le plateau d'une partie
board-game = partie
board-game-description = Quelle partie (la seule en cours ici par défaut)
board-square = case
board-square-description = Voir en privé où votre pièce sur cette case peut aller ce tour-ci

## /resign

resign = abandonner
resign-description = Abandonner une partie
resign-game = partie
resign-game-description = Quelle partie (la seule en cours ici par défaut)

## /games

games = parties
games-description = Lister vos parties et vos défis

## /leaderboard

leaderboard = classement
leaderboard-description = Afficher les meilleurs joueurs d'un jeu
leaderboard-variant = jeu
leaderboard-variant-description = Quel jeu
leaderboard-scope = portée
leaderboard-scope-description = Les joueurs de ce serveur (par défaut) ou de tous
leaderboard-scope-this-server = ce serveur
leaderboard-scope-all-servers = tous les serveurs
leaderboard-page = page
leaderboard-page-description = Numéro de page (10 joueurs par page)
leaderboard-provisional = provisoires
leaderboard-provisional-description = Lister aussi les cotes provisoires (après les autres)

## /rating

rating = cote
rating-description = Afficher les cotes de quelqu'un
rating-user = joueur
rating-user-description = Les cotes de qui (les vôtres par défaut)

## /history

history = historique
history-description = Afficher les parties terminées de quelqu'un
history-user = joueur
history-user-description = Les parties de qui (les vôtres par défaut)
history-variant = jeu
history-variant-description = Seulement ce jeu
history-page = page
history-page-description = Numéro de page (10 parties par page)

## /replay

replay = rejouer
replay-description = Revoir une partie en image animée
replay-game = partie
replay-game-description = Le numéro de la partie (votre seule partie ici par défaut)

## /export

export = exporter
export-description = Exporter les coups d'une partie en texte
export-game = partie
export-game-description = Le numéro de la partie (votre seule partie ici par défaut)

## /help

help = aide
help-description = Ce qu'est Tabula, ses commandes et ses jeux

## /rules

rules = règles
rules-description = Les règles d'un jeu, page par page, avec des schémas
rules-game = jeu
rules-game-description = Quel jeu
rules-topic = sujet
rules-topic-description = Quelle page (la première si absent)

notify = notifier
notify-description = Avis « à vous de jouer » en privé
notify-mode = mode
notify-mode-description = Quels avis (montre votre choix si absent)
notify-mode-off = aucun
notify-mode-turn = tour
notify-mode-digest = résumé
notify-hour = heure
notify-hour-description = L'heure du résumé, de 0 à 23 (UTC)
