## console

console-welcome = Console Tabula. Vous êtes { $name }. Tapez `help` pour les commandes, `quit` pour quitter.
console-help =
    Commandes :
    {"  "}as <nom>                           jouer en tant qu'un autre utilisateur
    {"  "}/challenge <nom> <jeu> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }]   défier quelqu'un (départ au hasard, partie classée par défaut)
    {"  "}/accept [#id]  /decline [#id]  /cancel [#id]
    {"  "}/move <coup> [#id]                 jouer un coup, écrit comme `/legal` le montre (ex. d4-d5)
    {"  "}/legal [#id]                       lister vos coups légaux
    {"  "}/rules <jeu> [page]                les règles, page par page, avec des schémas
    {"  "}/board [#id]   /resign [#id]   /games
    {"  "}/abort [#id]   /draw [#id]   clock +2d
    {"  "}/leaderboard <jeu> [{ console-word-server }|{ console-word-global }] [page] [{ console-word-provisional }]
    {"  "}/rating [nom]   /history [nom] [jeu] [page]
    {"  "}/replay [#id]  (GIF animé)   /export [#id]  (liste des coups)
    {"  "}/review [#id]                       l'ordinateur analyse une partie finie
    {"  "}tournament create <jeu> swiss|round-robin [rounds=N] [clock=1d] [casual] [starts=in 2h]
    {"  "}tournament join|leave|start|cancel|show|standings [T3]   tournament list
    {"  "}puzzle [jeu]   puzzle move <tour>   puzzle giveup   un problème : trouvez les tours gagnants
    {"  "}/notify [{ console-word-off }|{ console-word-turn }|{ console-word-digest } <heure>]   avis « à vous de jouer » en message privé
    {"  "}quit
console-now = Vous êtes maintenant { $name }.
console-bad-name = Un nom est un mot de lettres, chiffres, `_`, `-` ou `.` (32 au plus).
console-usage-challenge = Usage : /challenge <nom> <jeu> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }] [5m|15m|1d|3d|7d|14d]
console-usage-move = Usage : /move <coup> [#id], par exemple /move d4 ou /move d4-d5
console-usage-game = Usage : /{ $command } [#id]
console-unknown = Commande inconnue. Tapez `help` pour la liste.
console-not-utf8 = Cette ligne n'est pas du texte UTF-8 : elle a été ignorée.
console-unknown-game = Jeu inconnu `{ $game }`. Jeux : { $games }.
console-no-legal = Aucun coup légal pour vous en ce moment.
console-png = Image du plateau : { $path }
console-png-failed = Impossible d'écrire l'image du plateau : { $error }
console-button = [{ $label }] -> { $command }
console-usage-rules = Usage : /rules <jeu> [page], par exemple /rules ergo 2
console-review-no-game = Vous n'avez ici aucune partie terminée à analyser : indiquez-en une avec `/review #numéro`.
console-tournament-none-here = Aucun tournoi ne correspond ici : indiquez-en un par son numéro (`tournament list`).
console-tournament-list-none = Aucun tournoi ici pour l'instant. Lancez-en un avec `tournament create <jeu> swiss`.

## Mots d'option : ce que la console lit après le jeu d'une commande (qui commence, partie classée
## ou amicale, quel classement), en majuscules ou minuscules. `console-word-*` est le mot que l'aide
## et les lignes d'usage montrent ; `console-words-*` tous les mots lus pour cette option, séparés
## par des espaces, le mot montré en premier. Une console lit les mots de sa langue, et aussi ceux
## de l'anglais et du français.
console-word-me = moi
console-words-me = { console-word-me }
console-word-them = eux
console-words-them = { console-word-them } lui
console-word-random = hasard
console-words-random = { console-word-random }
console-word-rated = classée
console-words-rated = { console-word-rated } classee
console-word-casual = amicale
console-words-casual = { console-word-casual }
console-word-server = serveur
console-words-server = { console-word-server }
console-word-global = tous
console-words-global = { console-word-global }
console-word-provisional = provisoires
console-words-provisional = { console-word-provisional }
console-tournament-usage = Usage : tournament create <jeu> swiss|round-robin|double-round-robin [rounds=N] [clock=1d] [casual] [starts=in 2h], ou tournament join|leave|start|cancel|show|standings [T3], ou tournament list

console-word-off = aucun
console-words-off = { console-word-off } désactivé
console-word-turn = tour
console-words-turn = { console-word-turn }
console-word-digest = résumé
console-words-digest = { console-word-digest } resume
console-usage-notify = Usage : /notify [{ console-word-off }|{ console-word-turn }|{ console-word-digest } <heure>]
console-direct = [MP à { $name }]

console-event-created = [évènement du serveur pour T{ $id } créé : { $name }, du { $start } au { $end }]
console-event-updated = [évènement du serveur pour T{ $id } mis à jour : { $name }, du { $start } au { $end }]
console-event-started = [évènement du serveur pour T{ $id } commencé]
console-event-completed = [évènement du serveur pour T{ $id } terminé]
console-event-cancelled = [évènement du serveur pour T{ $id } annulé]
