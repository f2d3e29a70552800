# Tournois : /tournament (create, start, cancel) et /tournaments (list, show, standings, join,
# leave), l'annonce, les rondes et le classement. Voir locales/en/tournament.ftl.

## Les commandes

tournament = tournoi
tournament-description = Organiser un tournoi ici
tournament-create = créer
tournament-create-description = Annoncer un tournoi auquel les membres s'inscrivent avec un bouton
tournament-create-variant = jeu
tournament-create-variant-description = Quel jeu
tournament-create-format = format
tournament-create-format-description = Système suisse ou toutes rondes
tournament-create-format-swiss = système suisse
tournament-create-format-round-robin = toutes rondes
tournament-create-format-double-round-robin = toutes rondes aller-retour
tournament-create-rounds = rondes
tournament-create-rounds-description = Système suisse : nombre de rondes (par défaut : selon le nombre de joueurs)
tournament-create-clock = pendule
tournament-create-clock-description = Temps par coup (3 jours par défaut)
tournament-create-clock-5-minutes = 5 minutes
tournament-create-clock-15-minutes = 15 minutes
tournament-create-clock-1-day = 1 jour
tournament-create-clock-3-days = 3 jours
tournament-create-clock-7-days = 7 jours
tournament-create-clock-14-days = 14 jours
tournament-create-starts = début
tournament-create-starts-description = Début : « 2h », « 2026-12-01 20:00 +01:00 » (par défaut : quand vous appuyez sur Démarrer)
tournament-create-rated = classé
tournament-create-rated-description = Si les résultats changent les cotes (oui par défaut)
tournament-start = démarrer
tournament-start-description = Démarrer un tournoi maintenant (son créateur ou un gestionnaire du serveur)
tournament-start-id = tournoi
tournament-start-id-description = Quel tournoi (le seul ouvert ici par défaut)
tournament-cancel = annuler
tournament-cancel-description = Annuler un tournoi (son créateur ou un gestionnaire du serveur)
tournament-cancel-id = tournoi
tournament-cancel-id-description = Quel tournoi (le seul ici par défaut)
tournaments = tournois
tournaments-description = Les tournois de ce serveur
tournaments-list = liste
tournaments-list-description = Les tournois ouverts, en cours et les derniers terminés ici
tournaments-show = voir
tournaments-show-description = Les joueurs et la ronde en cours d'un tournoi
tournaments-show-id = tournoi
tournaments-show-id-description = Quel tournoi (le seul ici par défaut)
tournaments-standings = classement
tournaments-standings-description = Le classement d'un tournoi, en image
tournaments-standings-id = tournoi
tournaments-standings-id-description = Quel tournoi (le seul ici par défaut)
tournaments-join = rejoindre
tournaments-join-description = S'inscrire à un tournoi
tournaments-join-id = tournoi
tournaments-join-id-description = Quel tournoi (le seul ouvert ici par défaut)
tournaments-leave = quitter
tournaments-leave-description = Quitter un tournoi (après son début, vous gardez vos résultats)
tournaments-leave-id = tournoi
tournaments-leave-id-description = Quel tournoi (le vôtre ici par défaut)

## Formules et conditions

tournament-format-swiss = système suisse
tournament-format-round-robin = toutes rondes
tournament-format-double-round-robin = toutes rondes aller-retour
tournament-rounds = { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}
tournament-rounds-default = rondes selon le nombre de joueurs
tournament-rounds-everyone = chacun rencontre tout le monde
tournament-rated = classé
tournament-casual = amical
tournament-terms = { $rounds } · { $clock } par coup · { $rated } · créé par { $creator }
tournament-starts-at = Début : { $at } ({ $in }).
tournament-starts-on-start = Commence quand { $creator } appuie sur **Démarrer**.
tournament-running = Ronde { $round } sur { $rounds } en cours.
tournament-running-late-entries = Ronde { $round } sur { $rounds } en cours ; les inscriptions tardives sont possibles jusqu'à la ronde 2 (en partant de zéro point).
tournament-finished = Terminé : victoire de **{ $winner }**.
tournament-is-cancelled = Annulé.
tournament-entrants = **Joueurs ({ $count }) :** { $list }
tournament-more = { $count ->
    [one] + { $count } autre
   *[other] + { $count } autres
}

## Boutons

tournament-button-join = S'inscrire
tournament-button-leave = Quitter
tournament-button-start = Démarrer
tournament-button-cancel = Annuler
tournament-button-standings = Classement

## Réponses

tournament-joined = Inscription au tournoi T{ $id } confirmée. Bonne chance !
tournament-left = Vous avez quitté le tournoi T{ $id }.
tournament-left-resigned = { $player } a quitté le tournoi T{ $id } : sa partie est perdue par abandon.
tournament-starting = Le tournoi T{ $id } commence : voici les appariements de la ronde 1.
tournament-cancelled = Le tournoi T{ $id } a été annulé par { $player }. Les parties en cours continuent comme des parties ordinaires.
tournament-start-failed = Le tournoi T{ $id } n'a pas pu commencer et est annulé : { $why }
tournament-no-threads = Je n'ai pas le droit de créer des fils dans ce salon, les parties se jouent donc ici (donnez-moi « Créer des fils publics » et « Envoyer des messages dans les fils » pour les prochaines rondes).
tournament-list-none = Aucun tournoi sur ce serveur pour l'instant. Un gestionnaire du serveur peut en lancer un avec `{ $command }`.
tournament-list-line = **{ $title }** · { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} · { $state }
tournament-list-open = inscriptions ouvertes
tournament-list-open-at = commence { $at }
tournament-list-running = ronde { $round } sur { $rounds }
tournament-list-finished = terminé
tournament-won = Tournois gagnés : { $count } ({ $list })
tournament-won-item = T{ $id } ({ $format }, { $game }, { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
})

## Rondes, parties, classement

tournament-pairings-heading = **{ $title } : ronde { $round } sur { $rounds }**
tournament-pairings-subtitle = Ronde { $round } sur { $rounds } · appariements
tournament-pairing-bye = exempt : { $player } (les points d'une victoire)
tournament-game = **T{ $id } · ronde { $round } · table { $board }** (partie #{ $game }) : { $first } ({ $first_side }) contre { $second } ({ $second_side }).
tournament-standings-after = { $title } : classement après la ronde { $round } sur { $rounds }
tournament-standings-final = { $title } : classement final
tournament-podium = 🏆 **{ $title } est terminé.** { $podium }
tournament-tb-buchholz = Bh-1
tournament-tb-sb = SB
tournament-tb-wins = Victoires
tournament-left-mark = retiré

## Refus

tournament-error-no-such = Il n'y a pas de tournoi T{ $id } sur ce serveur.
tournament-error-none-here = Aucun tournoi ne correspond ici : indiquez-en un par son numéro (`{ $command }`).
tournament-error-several = Plusieurs tournois correspondent : { $ids }. Indiquez-en un par son numéro.
tournament-error-already-in = Vous participez déjà au tournoi T{ $id }.
tournament-error-not-in = Vous ne participez pas au tournoi T{ $id }.
tournament-error-full = Le tournoi T{ $id } est complet ({ $max } joueurs).
tournament-error-entries-closed = Le tournoi T{ $id } a commencé et n'accepte plus de joueurs.
tournament-error-over = Le tournoi T{ $id } est terminé.
tournament-error-started = Le tournoi T{ $id } a déjà commencé.
tournament-error-not-started = Le tournoi T{ $id } n'a pas encore commencé : son classement viendra avec la ronde 1.
tournament-error-left = Vous avez quitté le tournoi T{ $id } après y avoir joué : qui le quitte n'y revient pas.
tournament-error-not-director = Seuls le créateur du tournoi T{ $id } et les gestionnaires du serveur peuvent faire cela.
tournament-error-bad-time = Je ne comprends pas l'heure « { $typed } » : écrivez « 2h », « 3j » ou « 2026-12-01 20:00 » (UTC, ou ajoutez un décalage comme « +01:00 »).
tournament-error-past-time = Cette heure est déjà passée.
tournament-error-too-far = Un tournoi commence au plus tard dans 90 jours.
tournament-error-too-few = Le tournoi T{ $id } compte { $players } { $players ->
    [one] joueur
   *[other] joueurs
} ; il en faut au moins { $needed }.
tournament-error-rr-rounds = Un tournoi toutes rondes n'a pas d'option « rondes » : chacun rencontre tout le monde.
tournament-error-bad-rounds = Un tournoi au système suisse compte de 1 à { $max } rondes.
tournament-error-no-abort = La partie #{ $id } est une partie de tournoi : elle ne peut pas être interrompue (abandonnez-la plutôt).
tournament-history = T{ $id }, ronde { $round }

# L'évènement d'un tournoi dans l'onglet Évènements du serveur (jobs::events).
tournament-event-about = Inscriptions : le bouton S'inscrire de l'annonce, dans le salon du tournoi. La fin est une estimation ({ $rounds ->
    [one] 1 ronde
   *[other] { $rounds } rondes
} d'environ dix coups de pendule chacune).
tournament-event-refused = T{ $id } n'est pas dans l'onglet Évènements du serveur : je n'ai pas le droit d'y créer des évènements (donnez-moi « Créer des évènements » pour les prochains tournois). Le tournoi se déroule normalement.
tournament-event-started = T{ $id } a commencé : la ronde 1 est appariée. { $mentions }
tournament-event-started-late-entries = T{ $id } a commencé : la ronde 1 est appariée, et les inscriptions restent ouvertes jusqu'à la ronde 2. { $mentions }
