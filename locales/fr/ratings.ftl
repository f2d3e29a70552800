## ratings, leaderboards, history, replays (render, service, discord, console)

ratings-challenge-rated = Partie classée.
ratings-challenge-casual = Partie amicale : les classements ne changeront pas.
ratings-casual = Partie amicale : classements inchangés.
ratings-changes = Classements : { $changes }.
ratings-error-no-such-page = Il n'y a pas de page { $page }.
ratings-error-not-your-buttons = Ces boutons appartiennent à la personne qui a demandé cette liste : demandez la vôtre.
ratings-scope-server = ce serveur
ratings-scope-global = tous les serveurs
ratings-board-title = Classement — { $variant }
ratings-board-subtitle = { $scope }, page { $page }
ratings-board-empty = Personne n'est encore listé ici : les cotes viennent des parties classées terminées.
ratings-board-columns = #|Joueur|Cote|Part.|V-N-D
ratings-board-provisional-hidden = Les cotes provisoires (?) ne sont pas listées : ajoutez `provisoires: True` pour les voir.
ratings-board-more = Suite en page { $page }.
ratings-none = { $name } n'a pas encore de cote : elle vient avec la première partie classée terminée.
ratings-title = **Cotes de { $name }**
ratings-line = { $variant } : **{ $rating }** ± { $deviation } · parties : { $games } ({ $wins }V { $draws }N { $losses }D)
ratings-rank = { $rank }e sur ce serveur
ratings-rank-provisional = provisoire, pas encore classé
ratings-rank-elsewhere = pas classé sur ce serveur
ratings-last-change = dernière partie { $delta } (#{ $id })
ratings-best-win = plus belle victoire : { $opponent } ({ $rating }), #{ $id }
ratings-history-none = { $name } n'a encore terminé aucune partie.
ratings-history-title = **Parties de { $name }** (page { $page }/{ $pages }, { $total } en tout)
ratings-history-won = #{ $id } { $variant } : gagnée contre { $opponent }, { $how }
ratings-history-lost = #{ $id } { $variant } : perdue contre { $opponent }, { $how }
ratings-history-draw = #{ $id } { $variant } : nulle avec { $opponent }, { $how }
ratings-history-casual = amicale
ratings-how-resignation = par abandon
ratings-head-to-head =
    Vous contre { $name } : { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, { $draws ->
        [one] { $draws } nulle
       *[other] { $draws } nulles
    }, { $losses ->
        [one] { $losses } défaite
       *[other] { $losses } défaites
    }.
ratings-button-previous = ◀ Précédente
ratings-button-next = Suivante ▶
ratings-replay = Rejeu de la partie #{ $id } ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    }).
ratings-replay-shown = Affichées : { $shown } actions sur { $count }, pour tenir dans la limite d'envoi de { $mib } Mio de Discord.
ratings-export = Liste des coups de la partie #{ $id } (`tabula show --file { $file }` la relit).
console-usage-leaderboard = Usage : /leaderboard <jeu> [{ console-word-server }|{ console-word-global }] [page] [{ console-word-provisional }]
console-usage-rating = Usage : /rating [nom]
console-usage-history = Usage : /history [nom] [jeu] [page]
console-file = Fichier : { $path }
