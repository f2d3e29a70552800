## daily : le problème du jour d'un serveur (/problème quotidien, issue 50)

daily-title = Problème du jour · { $date } · { $game }
daily-from-game = Tiré de { $first } – { $second }, partie n° { $game }
daily-from-starter = Tiré des problèmes de départ de Tabula
daily-from-self-play = Tiré de parties de l’ordinateur contre lui-même
daily-how = Appuyez sur Résoudre pour répondre : le problème s’ouvre pour vous seul.
daily-solve = Résoudre
daily-reveal = Solution du problème du jour du { $date } · { $game }
daily-count = { $tried ->
    [0] Personne ne l’a tenté.
   *[other] { $solved } sur { $tried } l’ont résolu.
}
daily-set = Le problème du jour sera publié dans { $channel } chaque jour à { $time } UTC, le premier le { $date }.
daily-stopped = Le problème du jour est arrêté.
daily-was-off = Le problème du jour n’était pas activé.
daily-opened = Le problème du jour, pour vous seul :
daily-answered = Vous avez déjà répondu au problème du jour : { $result }.
daily-earlier = Vous avez déjà rencontré ce problème : votre réponse d’alors ({ $result }) compte pour aujourd’hui, sans classement.
daily-result-solved = résolu
daily-result-missed = manqué
daily-streak = Série de problèmes du jour : { $current } (record { $best })
daily-error-no-server = Le problème du jour appartient à un serveur : utilisez-le là-bas.
daily-error-manager = Seul un membre ayant la permission Gérer le serveur peut régler le problème du jour.
daily-error-time = « { $typed } » n’est pas une heure : écrivez-la comme 09:30 (UTC).
daily-error-not-today = Ce problème du jour est terminé : sa solution est dans la publication du lendemain.
daily-error-other-open = Terminez ou abandonnez d’abord votre problème en cours (problème { $id }), puis appuyez de nouveau sur Résoudre.
daily-error-channel = Je ne peux pas publier dans { $channel } : choisissez un salon textuel où je peux envoyer des messages et joindre des fichiers.

console-usage-puzzle-daily = Usage : puzzle daily <heure, comme 09:30 UTC>, puzzle daily off, puzzle daily solve, puzzle leaderboard

## /problème quotidien, tel que Discord l'affiche (voir commands.ftl)
puzzle-daily = quotidien
puzzle-daily-description = Le problème du jour du serveur (Gérer le serveur)
puzzle-daily-set = régler
puzzle-daily-set-description = Publier un problème dans un salon chaque jour à une heure (UTC)
puzzle-daily-set-channel = salon
puzzle-daily-set-channel-description = Où le publier
puzzle-daily-set-time = heure
puzzle-daily-set-time-description = L’heure du jour, UTC, comme 09:30
puzzle-daily-off = arrêter
puzzle-daily-off-description = Arrêter le problème du jour

daily-board-title = Problèmes du jour
daily-board-subtitle = ce serveur, par jours résolus
daily-board-columns = #|Joueur|Résolus|Tentés|Meilleure série
daily-board-empty = Personne n’a encore répondu à un problème du jour ici.
puzzle-leaderboard = classement
puzzle-leaderboard-description = Les meilleurs solveurs du problème du jour sur ce serveur
