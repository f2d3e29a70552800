## Páginas /rules: XII Scripta (duodecim)

rules-duodecim-board-title = El recorrido y las fichas
rules-duodecim-board =
    El XII Scripta, o *Ludus duodecim scriptorum* («juego de las doce líneas»), es un juego romano de carreras con tres dados, antepasado del backgammon. El recorrido tiene 36 puntos, formados por seis palabras: HOSTES (1–6), VINCTI (7–12), IMPERI (13–18), VIRTUS (19–24), LUDANT (25–30), ROMANI (31–36).
    Cada jugador tiene 15 fichas, blancas o negras, todas en reserva al empezar. Los dos bandos hacen el mismo recorrido en el mismo sentido, del 1 al 36. Tiran primero las blancas; el bot tira los dados por ti al empezar cada turno.
    Tres fases: entrar las fichas en HOSTES (los puntos marcados), llevarlas hasta ROMANI y luego sacarlas. Gana quien primero saca sus 15 fichas.

rules-duodecim-entering-title = Los dados y la entrada
rules-duodecim-entering =
    Cada dado hace avanzar una ficha su valor. Una misma ficha puede usar varios dados, en el orden que elijas.
    Mientras tengas fichas en reserva, debes entrarlas antes de mover otras: un 3 pone una ficha en el punto 3, y se escribe `3:enter`.
    El diagrama es el ejemplo del reglamento: las blancas sacaron 1, 3 y 4 y entraron en 1, 3 y 4. Las negras sacaron 2, 3 y 5 y entran en los puntos marcados: `3:enter` cae sobre la ficha blanca sola del 3, que es capturada y vuelve a la reserva de las blancas.
    En cuanto tu reserva está vacía, los dados que quedan en el turno mueven tus fichas.

rules-duodecim-moving-title = Avanzar, capturar, proteger
rules-duodecim-moving =
    Una ficha avanza exactamente el valor de su dado: `6:2-8` usa un 6 del punto 2 al punto 8. Escribe el valor de un dado en `/move` para ver sus usos.
    • Tus fichas pueden compartir un punto. Dos o más lo protegen: el rival no puede ni caer ni entrar ahí.
    • Caer sobre una ficha enemiga sola la captura: vuelve a su reserva, y su dueño debe entrarla de nuevo y hacer todo el recorrido otra vez.
    En el diagrama, las negras juegan 1, 3 y 6: `6:2-8` captura la ficha blanca del 8, pero `3:3-6` se rechaza, porque cinco fichas blancas protegen el punto 6.
    Debes usar un dado si puedes. Cuando ningún dado restante tiene uso, se pierden y el bot pasa el turno.

rules-duodecim-bonus-title = Dados bloqueados y jugada extra
rules-duodecim-bonus =
    Un dado está bloqueado cuando una ficha podría usarlo, pero cada uso cae en un punto protegido. Se pierde, y el rival se aprovecha: antes de su propia tirada, puede jugar ese valor una vez con una de sus fichas (entrando, moviendo o sacando). Esas jugadas empiezan por `bonus:`; `pass` rechaza el resto.
    En el diagrama, las blancas debían entrar una ficha con 2, 3 y 5, pero las negras protegen los puntos marcados. Las blancas perdieron los tres dados: las negras tienen una jugada extra de 2, 3 y 5, y `bonus:3:8-11` captura la ficha blanca del 11.
    Un dado que solo es demasiado bajo para sacar una ficha se pierde, sin jugada extra.

rules-duodecim-off-title = Sacar fichas y ganar
rules-duodecim-off =
    Cuando todas tus fichas que siguen en el tablero están en ROMANI (31–36), ya solo puedes sacarlas. Una ficha en el punto p sale con un dado mayor que 36 − p: en el 34, con un 3 o más (`3:34-off`), no con un 2.
    Una ficha sola no está a salvo, ni siquiera entonces. En el diagrama, las blancas están sacando fichas; con 4, 5 y 6, las negras pueden capturar las fichas blancas solas del 32, 33 o 34, por ejemplo `5:28-33`. Las blancas deben entonces entrar esa ficha y llevarla a ROMANI antes de volver a sacar.
    Gana quien primero saca sus 15 fichas.
    Donde el texto antiguo calla, Tabula eligió: 15 fichas, primero las blancas, un solo recorrido, los dados en cualquier orden, los dados perdidos y las jugadas extra, la cuenta para sacar, y tras 500 turnos por bando gana el más adelantado.
