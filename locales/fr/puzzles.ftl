## puzzles : positions où une seule suite gagne (issue 50)

# Ce que demande un problème, un par thème ; { $side } est le camp qui joue (side-white /
# side-black, masculin pluriel : « les blancs »). La première lettre est mise en majuscule.
puzzle-theme-take-a-piece = les { $side } jouent et prennent une pièce
puzzle-theme-take-two = les { $side } jouent et prennent deux pièces
puzzle-theme-free-a-held-piece = les { $side } jouent et délivrent une pièce tenue
puzzle-theme-capture-the-dux = les { $side } jouent et prennent le Dux
puzzle-theme-win-the-game = les { $side } jouent et gagnent
puzzle-theme-five-in-a-row = les { $side } jouent et alignent cinq pièces
puzzle-theme-block-the-five = les { $side } jouent et empêchent l’alignement de cinq
puzzle-theme-stop-the-win = les { $side } jouent et empêchent la victoire adverse
puzzle-theme-bear-off-first = les { $side } jouent et sortent toutes leurs pièces les premiers
puzzle-theme-hit-the-blot = les { $side } jouent et frappent la pièce isolée
puzzle-theme-bear-off = les { $side } jouent et sortent des pièces
puzzle-theme-best-move = les { $side } jouent : trouvez le seul bon coup

puzzle-title = Problème { $id } · { $game }
puzzle-header = Problème { $id } · { $game } · classé { $rating } · { $turns ->
    [one] un tour à trouver
   *[other] { $turns } tours à trouver
}
puzzle-how = Entrez votre tour comme un coup (le tour entier d’un coup). Un mauvais tour termine le problème.
puzzle-still-open = Vous avez déjà un problème en cours : le voici. Résolvez-le ou abandonnez-le d’abord.
puzzle-right = Juste : { $move }.
puzzle-reply = La réponse adverse : { $move }.
puzzle-continue = { $left ->
    [one] Encore un tour à trouver.
   *[other] Encore { $left } tours à trouver.
}
puzzle-wrong = Ce n’est pas la solution : { $move }. Il fallait jouer { $answer }.
puzzle-gave-up = Vous avez abandonné.
puzzle-solved = Problème résolu !
puzzle-missed = Problème manqué.
puzzle-solution = Solution : { $line }
puzzle-your-rating = Votre classement aux problèmes de { $game } : { $change }
puzzle-its-rating = Classement du problème : { $change }

puzzle-ratings-title = Problèmes :
puzzle-ratings-line = - { $game } : { $rating } · { $solved } résolus sur { $attempts }

puzzle-error-none-open = Vous n’avez aucun problème en cours.
puzzle-error-none-left = Il ne reste aucun problème que vous n’ayez pas vu.
puzzle-error-none-left-game = Il ne reste aucun problème de { $game } que vous n’ayez pas vu.
puzzle-error-not-whole = Entrez votre tour entier d’un coup : chaque action, séparées par des espaces.

console-usage-puzzle = Usage : puzzle [jeu], puzzle move <tour>, puzzle giveup

## /puzzle, tel que Discord l’affiche (voir commands.ftl)
puzzle = problème
puzzle-description = Problèmes
puzzle-play = nouveau
puzzle-play-description = Un problème proche de votre classement, jamais vu (ou celui en cours)
puzzle-play-game = jeu
puzzle-play-game-description = Quel jeu (n’importe lequel par défaut)
puzzle-move = coup
puzzle-move-description = Votre tour dans votre problème
puzzle-move-move = coup
puzzle-move-move-description = Votre tour entier : les tours légaux sont proposés pendant la saisie
puzzle-giveup = abandonner
puzzle-giveup-description = Abandonner votre problème et voir la solution
