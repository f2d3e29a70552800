## service

service-variant-latrunculi-piso = Latrunculi (variante de Pison)
service-button-accept = Accepter
service-button-decline = Refuser
service-challenge = Partie #{ $id } : { $opponent }, { $challenger } vous défie à une partie de { $variant }. { $challenger } aurait les { $challenger_side }, vous les { $opponent_side }.
service-sides-drawn = Les camps ont été tirés au sort.
service-started = { $challenged } accepte : la partie #{ $id } de { $variant } commence. { $first } joue les { $first_side }, { $second } joue les { $second_side }.
service-declined = { $challenged } a refusé le défi de { $challenger } (#{ $id }).
service-cancelled = { $challenger } a retiré son défi à { $challenged } (#{ $id }).
service-your-turn = { $player }, à vous de jouer ({ $side }).
service-played = { $player } a joué `{ $move }`.
service-played-took-one = { $player } a joué `{ $move }` et pris un pion.
service-played-took-many = { $player } a joué `{ $move }` et pris { $count ->
        [one] { $count } pion
       *[other] { $count } pions
    }.
service-rolled = Dés : `{ $roll }`.
service-result-win = Partie #{ $id } terminée : victoire de { $winner } ({ $side }), { $reason }.
service-result-draw = Partie #{ $id } terminée : match nul, { $reason }.
service-result-resigned = { $loser } abandonne la partie #{ $id } : victoire de { $winner } ({ $side }).
service-captures = Prises : { $first } { $first_count }, { $second } { $second_count }.
service-board = Partie #{ $id }, { $variant } : { $first } ({ $first_side }) contre { $second } ({ $second_side }).
service-board-to-play = Au tour de { $player } ({ $side }).
service-board-dice = Les dés vont être lancés.
service-board-challenge = En attente de la réponse de { $challenged } au défi.
service-board-declined = { $challenged } a refusé ce défi.
service-board-cancelled = { $challenger } a retiré ce défi.
service-games-title = Vos parties :
service-games-none = Vous n'avez aucune partie en cours ni aucun défi en attente.
service-games-your-turn = `#{ $id }` { $variant } contre { $opponent } : à vous de jouer ({ $side })
service-games-their-turn = `#{ $id }` { $variant } contre { $opponent } : à l'adversaire de jouer (vous avez les { $side })
service-games-challenge-sent = `#{ $id }` { $variant } : votre défi à { $opponent }, en attente de réponse
service-games-challenge-received = `#{ $id }` { $variant } : défi de { $opponent }, à accepter ou refuser
service-games-elsewhere = (autre salon)
service-suggest-game = #{ $id } { $variant } contre { $opponent }
service-error-not-your-challenge = Ce défi (#{ $id }) ne vous est pas adressé.
service-error-own-challenge = Vous ne pouvez pas accepter votre propre défi (#{ $id }) : attendez la réponse de votre adversaire.
service-error-not-your-game = Vous ne jouez pas dans la partie #{ $id }.
service-error-not-your-turn = Ce n'est pas à vous de jouer dans la partie #{ $id }.
service-error-challenge-yourself = Vous ne pouvez pas vous défier vous-même : choisissez un adversaire.
service-error-challenge-exists = Un défi est déjà en attente entre vous et ce joueur pour ce jeu (#{ $id }).
service-error-no-such-game = Il n'y a pas de partie #{ $id }.
service-error-not-in-this-channel = La partie #{ $id } ne se joue pas dans ce salon.
service-error-no-game-here = Vous n'avez pas de partie en cours dans ce salon.
service-error-no-challenge-here = Vous n'avez pas de défi en attente dans ce salon.
service-error-several-games = Vous avez plusieurs parties ici : { $games }. Précisez laquelle.
service-error-not-started = La partie #{ $id } n'a pas commencé : le défi n'a pas encore été accepté.
service-error-game-over = La partie #{ $id } est terminée.
service-error-challenge-closed = Le défi #{ $id } n'est plus en attente.
service-error-conflict = Le plateau a changé entre-temps : regardez-le à nouveau, puis réessayez.
service-error-unavailable = La base de données des parties est injoignable pour l'instant : rien n'a été modifié. Réessayez dans un instant.
service-error-bad-button = Ce bouton n'est pas reconnu ; il provient peut-être d'une ancienne version du bot.
service-error-damaged = La partie #{ $id } ne peut pas être chargée : ses données enregistrées sont endommagées. Le problème a été consigné.
service-error-internal = Désolé, une erreur s'est produite de notre côté. Le problème a été consigné.
# Un tour entier donné en plusieurs actions dans une commande : l'action refusée (rien n'a été joué).
service-error-bad-action = Action { $index } sur { $count }, `{ $action }` : { $reason } Rien n'a été joué.
service-turn-cut = Action { $index } sur { $count }, `{ $action }` : { $reason } Les dés lancés avant elle restent acquis, avec les actions qui y ont mené ; la suite n'a pas été jouée.
service-error-turn-passed = votre tour est fini avant elle (la suite revient à votre adversaire).
service-error-turn-game-over = la partie est finie avant elle.

## service: /rules

rules-header = **{ $game } — { $title }** · page { $page }/{ $pages }
rules-levels = **L'ordinateur à ce jeu** (Elo, le joueur au hasard à 0) : { $levels }.
rules-button-previous = ◀ Précédente
rules-button-next = Suivante ▶
rules-button-show = Montrer à tous
service-error-no-topic = { $game } n'a pas de page « { $topic } ». Ses pages : { $topics }.

notify-now-off = aucun avis
notify-now-turn = un message privé quand c'est à vous de jouer dans une partie par correspondance
notify-now-digest = un résumé quotidien à { $hour } h UTC
notify-current = Vos avis : { $choice }. Changez-les avec `/notifier`.
notify-set-off = Avis désactivés : le bot ne vous enverra aucun message privé sur vos parties.
notify-set-turn = C'est fait : le bot vous enverra un message privé quand ce sera à vous de jouer dans une partie par correspondance (au plus un par partie et par heure).
notify-set-digest = C'est fait : chaque jour à { $hour } h UTC, le bot vous enverra un message privé listant les parties qui attendent votre coup.
notify-turn = C'est à vous de jouer dans la partie n° { $id } ({ $game }) contre { $opponent }.
notify-digest = { $count ->
    [one] Une partie attend votre coup :
   *[other] { $count } parties attendent votre coup :
}
notify-digest-game = • n° { $id } { $game }, contre { $opponent }
notify-refused = Vos avis sont désormais désactivés : Discord n'a pas laissé le bot vous envoyer de message privé (vos réglages de confidentialité les ferment). Ouvrez-les, puis choisissez de nouveau avec `/notifier`.
notify-error-hour = Un résumé demande une heure de 0 à 23 (UTC), par exemple `/notifier résumé 8`.

## Jouer avec les boutons du plateau (hors des serveurs, où tout le monde n'a pas les commandes)
pick-button-move = Jouer…
pick-button-draw = Proposer la nulle
pick-button-resign = Abandonner
pick-button-resign-sure = Oui, abandonner
pick-list = Partie #{ $id } : à vous. Choisissez votre coup (les points regroupent les coups qui commencent pareil).
pick-list-narrowed = Partie #{ $id } : vos coups qui commencent par { $start }
pick-moved-on = La partie #{ $id } a avancé depuis cette liste : rien n'a été joué. Appuyez sur **Jouer…** sous le dernier plateau.
pick-resign-sure = Abandonner la partie #{ $id } ? C'est définitif.
