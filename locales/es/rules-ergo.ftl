## Páginas /rules: Ergo (ergo)

rules-ergo-board-title = El tablero y el objetivo
rules-ergo-board =
    Ergo, «el juego de los antiguos romanos», lo publicó Invicta en 1977. El tablero tiene dos zonas: la arena, las 56 casillas claras del centro (de b2 a i8), y el camino exterior, el anillo de 34 casillas más oscuras que la rodea.
    Cada jugador tiene 12 piezas en reserva, bajo el tablero. Cada pieza tiene dos caras: un león y una cara hueca.
    El tablero empieza vacío. Siempre empiezan las negras; luego cada jugador, por turno, hace exactamente una jugada (nunca se pasa). Nunca se captura nada.
    Gana quien primero alinea cinco de sus piezas en línea continua, horizontal, vertical o diagonal, en cualquier parte del tablero, camino exterior incluido; las caras no cuentan. Los puntos muestran una línea así, de a1 a e5.

rules-ergo-drops-title = Poner piezas en juego
rules-ergo-drops =
    Mientras te queden piezas en reserva, tu jugada puede ser poner una en juego, en cualquier casilla libre:
    • en la arena, la pieza va con la cara hueca arriba;
    • en el camino exterior, va con el león arriba.
    Escribe solo la casilla. En el diagrama, las negras pueden jugar `e4` (una pieza hueca en la arena) o `a1` (un león en el camino exterior): la cara depende de la casilla, nunca la escribes.
    Puedes poner piezas en cualquier momento, haya lo que haya en el tablero. Nunca se apilan: toda jugada va a una casilla vacía. Sin reserva, solo quedan los movimientos en el tablero.

rules-ergo-moves-title = Moverse en la arena
rules-ergo-moves =
    Los movimientos se escriben `origen-destino`, de una casilla en la arena:
    • Una pieza de cara hueca se mueve una casilla en vertical u horizontal, nunca en diagonal. La pieza hueca negra de d4 puede ir a sus casillas marcadas; `d4-e5` se rechaza.
    • Un león se mueve una casilla en cualquiera de las 8 direcciones. El león negro de i4 tiene ocho casillas marcadas, tres en el camino exterior: así un león sale de la arena, y sigue siendo león.
    Las piezas solo se voltean de hueca a león, nunca al revés: un león sigue siéndolo hasta el final.

rules-ergo-path-title = El camino exterior
rules-ergo-path =
    En el camino exterior solo hay leones.
    • Un león del camino se desliza a lo largo de él tan lejos como quieras, doblando las esquinas, en un sentido o en el otro, solo por casillas libres: no se salta. En el diagrama, `a3-d1` dobla la esquina a1; `a3-a8` se rechaza, porque los leones blancos de a7 y e1 cierran los dos sentidos.
    • Un león del camino puede volver a la arena una casilla, en cualquier dirección, por ejemplo `a3-b4`.
    • Una pieza hueca sale de la arena una casilla en línea recta, no en diagonal, y se le da la vuelta, león arriba: la flecha `b5-a5`.

rules-ergo-end-title = Victoria y tablas
rules-ergo-end =
    En el diagrama, las negras ganan con `f5-e5`: cinco en línea de a1 a e5, entre camino exterior y arena (poner una pieza en `e5` también ganaría). Seis o más también ganan; un hueco o una pieza enemiga corta la línea. Se comprueba tras cada jugada.
    La partida es tablas si:
    • el bando que juega no tiene ninguna jugada legal;
    • la misma posición (piezas, caras, reservas, bando que juega) se da por tercera vez;
    • cada bando ha hecho 100 jugadas (una línea hecha en la última aún gana).
    El texto antiguo da el tablero, el objetivo y las ocho jugadas; las tablas, el límite de jugadas y que las caras no cuenten vienen del reglamento publicado. Elecciones de Tabula: líneas por el camino exterior, deslizarse doblando esquinas, poner piezas en cualquier momento.
