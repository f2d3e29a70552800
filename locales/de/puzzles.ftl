## puzzles: Stellungen, in denen nur eine Folge gewinnt (issue 50)

# Was eine Aufgabe verlangt, eine je Thema; { $side } ist die Seite am Zug (side-white /
# side-black: „Weiß“, „Schwarz“). Der erste Buchstabe wird im Code großgeschrieben.
puzzle-theme-take-a-piece = { $side } am Zug schlägt einen Stein
puzzle-theme-take-two = { $side } am Zug schlägt zwei Steine
puzzle-theme-free-a-held-piece = { $side } am Zug befreit einen festgehaltenen Stein
puzzle-theme-capture-the-dux = { $side } am Zug schlägt den Dux
puzzle-theme-win-the-game = { $side } am Zug gewinnt
puzzle-theme-five-in-a-row = { $side } am Zug bildet eine Fünferreihe
puzzle-theme-block-the-five = { $side } am Zug verhindert die Fünferreihe
puzzle-theme-stop-the-win = { $side } am Zug verhindert den gegnerischen Sieg
puzzle-theme-bear-off-first = { $side } am Zug würfelt als Erster alle Steine hinaus
puzzle-theme-hit-the-blot = { $side } am Zug schlägt den einzelnen Stein
puzzle-theme-bear-off = { $side } am Zug würfelt Steine hinaus
puzzle-theme-best-move = { $side } am Zug: finde den einzigen guten Zug

puzzle-title = Aufgabe { $id } · { $game }
puzzle-header = Aufgabe { $id } · { $game } · Wertung { $rating } · { $turns ->
    [one] ein Zug zu finden
   *[other] { $turns } Züge zu finden
}
puzzle-how = Gib deinen Zug ein wie einen Spielzug (den ganzen Zug auf einmal). Ein falscher Zug beendet die Aufgabe.
puzzle-still-open = Du hast schon eine offene Aufgabe: hier ist sie. Löse sie oder gib sie zuerst auf.
puzzle-right = Richtig: { $move }.
puzzle-reply = Die Antwort: { $move }.
puzzle-continue = { $left ->
    [one] Noch ein Zug zu finden.
   *[other] Noch { $left } Züge zu finden.
}
puzzle-wrong = Nicht die Lösung: { $move }. Richtig war { $answer }.
puzzle-gave-up = Du hast aufgegeben.
puzzle-solved = Aufgabe gelöst!
puzzle-missed = Aufgabe verfehlt.
puzzle-solution = Lösung: { $line }
puzzle-your-rating = Deine Aufgabenwertung in { $game }: { $change }
puzzle-its-rating = Die Wertung der Aufgabe: { $change }

puzzle-ratings-title = Aufgaben:
puzzle-ratings-line = - { $game }: { $rating } · { $solved } von { $attempts } gelöst

puzzle-error-none-open = Du hast keine offene Aufgabe.
puzzle-error-none-left = Es gibt keine Aufgabe mehr, die du noch nicht gesehen hast.
puzzle-error-none-left-game = Es gibt keine Aufgabe in { $game } mehr, die du noch nicht gesehen hast.
puzzle-error-not-whole = Gib deinen ganzen Zug auf einmal ein: jede Aktion, durch Leerzeichen getrennt.

console-usage-puzzle = Aufruf: puzzle [Spiel], puzzle move <Zug>, puzzle giveup

## /puzzle, wie Discord es zeigt (siehe commands.ftl)
puzzle = aufgabe
puzzle-description = Aufgaben
puzzle-play = neu
puzzle-play-description = Eine ungesehene Aufgabe nahe deiner Aufgabenwertung (oder deine offene)
puzzle-play-game = spiel
puzzle-play-game-description = Welches Spiel (beliebig, wenn nicht angegeben)
puzzle-move = zug
puzzle-move-description = Dein Zug in deiner Aufgabe
puzzle-move-move = zug
puzzle-move-move-description = Dein ganzer Zug: die erlaubten Züge werden beim Tippen vorgeschlagen
puzzle-giveup = aufgeben
puzzle-giveup-description = Die Aufgabe aufgeben und die Lösung sehen
