# Pendules, perte au temps, rappels, annulation, défis ouverts et caducs, nulles proposées,
# revanches. Les camps sont « les blancs », « les noirs » (voir games.ftl).

## Durées (« 2 jours 4 h », « 3 h 20 min », « 4 min 10 s »)

clock-days-hours = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } { $hours } h
clock-days = { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }
clock-hours = { $hours } h
clock-minutes = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
clock-hours-minutes = { $hours } h { $minutes } min
clock-minutes-seconds = { $minutes } min { $seconds } s
clock-left = il reste { $time }

## Défis et parties

clock-challenge = Pendule : { $clock } par coup. Le défi expire sans réponse au bout de { $lapse }.
clock-games-line = { $line }, { $left }
clock-status-line = { $turn }, { $left }
clock-reminder = { $player }, à vous de jouer dans la partie #{ $id } ({ $variant }) : il vous reste { $left }.
clock-result-time = { $loser } a dépassé son temps dans la partie #{ $id } : victoire au temps de { $winner } ({ $side }).
clock-render-time = Victoire au temps de { $name }
clock-how-time = au temps
clock-aborted = { $player } a annulé la partie #{ $id } : pas de résultat, les classements ne changent pas.
clock-aborted-time = La partie #{ $id } est annulée : { $player } n'a pas joué à temps alors que la partie n'avait pas vraiment commencé. Pas de résultat, les classements ne changent pas.
clock-lapsed = Le défi #{ $id } de { $challenger } à { $challenged } a expiré sans réponse.
clock-error-abort-too-late = La partie #{ $id } est lancée (chaque camp a joué deux coups) : on ne peut plus l'annuler. Abandonnez ou proposez la nulle.

## Nulles proposées

clock-draw-offered = { $player } propose la nulle dans la partie #{ $id }. { $opponent }, acceptez-vous ?
clock-draw-accepted = { $player } a accepté la nulle.
clock-draw-declined = { $player } a refusé la nulle dans la partie #{ $id }.
clock-result-agreed = Partie #{ $id } terminée : match nul par accord mutuel.
clock-render-agreed = Nulle par accord mutuel
clock-how-agreement = par accord mutuel
clock-error-draw-again = Vous avez déjà proposé la nulle dans la partie #{ $id } : vous pourrez la proposer de nouveau après un coup.
clock-error-no-draw-offer = Aucune proposition de nulle en attente dans la partie #{ $id }.
clock-error-not-your-offer = Seul { $player } peut répondre à cette proposition de nulle.
clock-button-draw-accept = Accepter la nulle
clock-button-draw-decline = Refuser

## Revanche et défis ouverts

clock-button-rematch = Revanche
clock-error-rematch-not-finished = La partie #{ $id } n'est pas terminée.
clock-open-anyone = n'importe qui
clock-open-challenge = { $challenger } cherche un adversaire : { $variant }, partie #{ $id }. N'importe qui dans ce salon peut accepter ; { $challenger } joue les { $challenger_side }.
clock-open-lapse = Le défi expire si personne ne l'accepte d'ici { $lapse }.
clock-error-open-taken = Quelqu'un d'autre a accepté le défi #{ $id } en premier.
clock-button-withdraw = Retirer
clock-open-clock = Pendule : { $clock } par coup.
clock-error-open-exists = Vous avez déjà un défi ouvert pour { $variant } (#{ $id }) : retirez-le d'abord, ou attendez que quelqu'un l'accepte.
clock-error-withdraw-not-yours = Le défi #{ $id } est celui de { $player } : vous ne pouvez pas le retirer.
clock-console-open-usage = Ouvert à tous : /challenge <jeu> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }] [5m|15m|1d|3d|7d|14d]
clock-console-open-help = {"  "}/challenge <jeu> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }] [pendule]   un défi ouvert : n'importe qui peut l'accepter (`as <nom>`, puis /accept) ; /withdraw [#id] le retire

## Console

clock-console-now = L'horloge de la console indique maintenant { $time } (avancée de { $moved }).
clock-console-usage = Usage : `clock +2d` (ou +30m, +1h, +1w) : avance l'horloge de la console.
clock-console-too-far = L'horloge de la console avance d'au plus 10 ans à la fois, et pas au-delà de l'an 9999.

## Commandes

challenge-clock = pendule
challenge-clock-description = Temps par coup (3 jours par défaut)
challenge-clock-5-minutes = 5 minutes
challenge-clock-15-minutes = 15 minutes
challenge-clock-1-day = 1 jour
challenge-clock-3-days = 3 jours
challenge-clock-7-days = 7 jours
challenge-clock-14-days = 14 jours
abort = interrompre
abort-description = Interrompre une partie à peine commencée
abort-game = partie
abort-game-description = Quelle partie (la seule ici par défaut)
draw = nulle
draw-description = Proposer la nulle
draw-game = partie
draw-game-description = Quelle partie (la seule ici par défaut)
