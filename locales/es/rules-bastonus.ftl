## Páginas /rules: Bastonus Romanus (bastonus)

rules-bastonus-board-title = El tablero y los ejércitos
rules-bastonus-board =
    El Bastonus Romanus es un juego moderno de Fred Darevil (revisado por Cyril Billard), inspirado en el *Ludus latrunculorum* romano. El tablero de 8 × 8 casillas tiene dos campamentos de cuatro casillas, enmarcados en oro: c1–f1 para las blancas, c8–f8 para las negras.
    Cada jugador tiene 11 piezas: 8 legionarios en la fila 2 (negras: fila 7), el Dux (casco de penacho) en d1, el Colosse (cabeza de caballo) en b1 y la Impératrice (corona) en e1.
    Empiezan las blancas; se hace un movimiento por turno. Toda pieza se mueve una casilla hacia delante, atrás o a un lado, a una casilla libre: en el diagrama, `d2-d3`.
    En los campamentos se mueve como en cualquier sitio: se entra, se sale y se circula libremente.

rules-bastonus-moves-title = El Dux y las filas
rules-bastonus-moves =
    Solo el Dux se mueve en diagonal. También puede saltar por encima de una pieza vecina, propia o enemiga, en las 8 direcciones, hasta la casilla libre justo detrás; la pieza saltada no se captura. Los puntos muestran adónde puede ir el Dux blanco: c1, e2 (en diagonal), b3, d3 y f1 (saltando).
    Los legionarios pueden avanzar en filas: una línea recta de dos o más legionarios tuyos (sin jefes) se mueve una casilla en una dirección recta, en una sola jugada. Tú eliges cuántos participan. Escribe los dos extremos y luego adónde van: la flecha es `f2:h2-f3:h3` (f2, g2 y h2 avanzan juntos).
    Cualquier otro movimiento en diagonal se rechaza, como `h2-g3`.

rules-bastonus-pushes-title = Empujar
rules-bastonus-pushes =
    • Una sola vez en la partida, un legionario puede empujar una pieza enemiga vecina: ocupa su casilla y la pieza retrocede una casilla, por ejemplo `d4>d5`. El esfuerzo lo agota: se dibuja tumbado.
    • Una línea de tus legionarios empuja a tantas piezas enemigas o menos; el primer legionario no agotado, contando desde delante, queda agotado. En el diagrama, `c4:c5>c6` hace retroceder c6 y c7 (`c5>c6` solo se rechaza).
    • Una pieza tuya justo detrás de la línea empujada bloquea el empuje. Una pieza empujada fuera del tablero queda capturada.
    • Una pieza que acaba de ser empujada no puede empujar en sentido contrario en el turno siguiente.
    • El Colosse nunca se cansa: empuja una casilla a una pieza vecina, propia o enemiga, en línea recta a una casilla libre o fuera del tablero, y ocupa su lugar: `b1>b2`.

rules-bastonus-captures-title = Capturas
rules-bastonus-captures =
    Capturas una pieza enemiga encerrándola entre dos tuyas en una fila o una columna (no en diagonal). En el diagrama, `f4-f5` captura la pieza negra de e5, entre d5 y f5. El Dux y el Colosse se capturan igual.
    • En una esquina, una pieza cae con dos enemigos en sus dos vecinas; en una casilla de campamento, con dos enemigos en dos vecinas en ángulo recto.
    • Solo un movimiento captura: meterse entre dos enemigos es seguro. En una fila o un empuje, cada pieza que se movió puede capturar.
    • La Impératrice nunca ayuda a capturar. Una pieza dentro de un campamento no puede ayudar a capturar una pieza de fuera.
    • Tras una captura vuelves a jugar, pero solo otra captura; escribe `pass` para parar.

rules-bastonus-end-title = Fin de la partida
rules-bastonus-end =
    Seis finales, del más glorioso al menos. Ganas en el acto por:
    • **victoria en el campo**: ninguna pieza enemiga fuera de los campamentos;
    • **conquista del campamento**: cuatro piezas tuyas llenan el campamento enemigo;
    • **anexión**: tu Impératrice entra en el campamento enemigo (en el diagrama, `f7-f8` gana).
    Pierdes al empezar tu turno si no te queda ningún legionario (pérdida de la Legión), ningún jefe (Dux, Colosse, Impératrice) fuera de los campamentos (pérdida del mando), o tu Impératrice.
    Las fotos del reglamento se perdieron; elecciones de Tabula: la colocación y los campamentos, los detalles del empuje, los saltos del Dux en 8 direcciones, las capturas en campamento, las capturas en cadena. Además: quien no puede mover pierde; 60 jugadas por bando sin captura, tablas.
