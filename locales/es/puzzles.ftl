## puzzles: posiciones en las que una sola línea gana (issue 50)

# Lo que pide un problema, uno por tema; { $side } es el bando que juega (side-white /
# side-black, femenino plural: "las blancas"). La primera letra se pone en mayúscula en el código.
puzzle-theme-take-a-piece = juegan las { $side } y capturan una pieza
puzzle-theme-take-two = juegan las { $side } y capturan dos piezas
puzzle-theme-free-a-held-piece = juegan las { $side } y liberan una pieza atrapada
puzzle-theme-capture-the-dux = juegan las { $side } y capturan al Dux
puzzle-theme-win-the-game = juegan las { $side } y ganan
puzzle-theme-five-in-a-row = juegan las { $side } y hacen cinco en línea
puzzle-theme-block-the-five = juegan las { $side } y bloquean el cinco
puzzle-theme-stop-the-win = juegan las { $side } y evitan la victoria rival
puzzle-theme-bear-off-first = juegan las { $side } y sacan todas sus piezas primero
puzzle-theme-hit-the-blot = juegan las { $side } y golpean la pieza sola
puzzle-theme-bear-off = juegan las { $side } y sacan piezas
puzzle-theme-best-move = juegan las { $side }: encuentra el único buen turno

puzzle-title = Problema { $id } · { $game }
puzzle-header = Problema { $id } · { $game } · puntuación { $rating } · { $turns ->
    [one] un turno por encontrar
   *[other] { $turns } turnos por encontrar
}
puzzle-how = Introduce tu turno como una jugada (el turno entero de una vez). Un turno equivocado termina el problema.
puzzle-still-open = Ya tienes un problema abierto: aquí está. Resuélvelo o abandónalo primero.
puzzle-right = Correcto: { $move }.
puzzle-reply = La respuesta: { $move }.
puzzle-continue = { $left ->
    [one] Queda un turno por encontrar.
   *[other] Quedan { $left } turnos por encontrar.
}
puzzle-wrong = No es la solución: { $move }. Había que jugar { $answer }.
puzzle-gave-up = Has abandonado.
puzzle-solved = ¡Problema resuelto!
puzzle-missed = Problema fallado.
puzzle-solution = Solución: { $line }
puzzle-your-rating = Tu puntuación de problemas en { $game }: { $change }
puzzle-its-rating = La puntuación del problema: { $change }

puzzle-ratings-title = Problemas:
puzzle-ratings-line = - { $game }: { $rating } · resueltos { $solved } de { $attempts }

puzzle-error-none-open = No tienes ningún problema abierto.
puzzle-error-none-left = No queda ningún problema que no hayas visto.
puzzle-error-none-left-game = No queda ningún problema de { $game } que no hayas visto.
puzzle-error-not-whole = Introduce tu turno entero de una vez: cada acción, separadas por espacios.

console-usage-puzzle = Uso: puzzle [juego], puzzle move <turno>, puzzle giveup

## /puzzle, como lo muestra Discord (ver commands.ftl)
puzzle = problema
puzzle-description = Problemas
puzzle-play = nuevo
puzzle-play-description = Un problema cerca de tu puntuación que no hayas visto (o el abierto)
puzzle-play-game = juego
puzzle-play-game-description = Qué juego (cualquiera si no se indica)
puzzle-move = jugada
puzzle-move-description = Tu turno en tu problema
puzzle-move-move = jugada
puzzle-move-move-description = Tu turno entero: los turnos legales se sugieren mientras escribes
puzzle-giveup = abandonar
puzzle-giveup-description = Abandona tu problema y mira la solución
