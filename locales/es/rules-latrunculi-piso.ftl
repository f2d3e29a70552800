## Páginas /rules: Latrunculi, variante de Pisón (latrunculi-piso)

rules-latrunculi-piso-board-title = El tablero y la colocación
rules-latrunculi-piso-board =
    El *ludus latrunculorum*, «el juego de los soldaditos», reconstruido por Ulrich Schädler; esta variante toma su nombre del poema *Laus Pisonis*, que describe las fichas repartidas sobre el tablero vacío. Un tablero de 8 × 8 casillas y 20 fichas por jugador, blancas y negras. El tablero empieza vacío.
    Fase 1, la colocación (las fichas son *vagi*): por turnos, cada jugador coloca una ficha en cualquier casilla libre. Escribe la casilla, por ejemplo `d4`. En el diagrama: la primera ficha blanca en 1, la respuesta de las negras en 2.
    Durante la colocación no se captura nada, ni siquiera con la última ficha.
    La fase 2 empieza cuando las 40 fichas están en el tablero: ahora son *ordinarii* y se mueven.
    Elección de Tabula (el texto no lo dice): las blancas colocan primero y hacen la primera jugada; quien lanza el reto elige quién lleva las blancas.

rules-latrunculi-piso-moves-title = El movimiento
rules-latrunculi-piso-moves =
    En tu turno, mueve una de tus fichas una casilla en vertical u horizontal a una casilla libre, como `f2-f3` en el diagrama. Nada de diagonales ni de saltos: `c3-c5` por encima de c4 se rechaza.
    Una ficha no puede ir y volver varias veces seguidas. En Tabula, una ficha no puede volver a la casilla que dejó en tu turno anterior (las blancas acaban de jugar g4-g5, así que `g5-g4` se rechaza); solo afecta a esa ficha y solo en tu siguiente turno.
    Quien no puede mover está bloqueado, y la partida termina.
    Elecciones de Tabula: esta lectura de «ir y volver»; no se puede pasar.

rules-latrunculi-piso-captures-title = La captura
rules-latrunculi-piso-captures =
    Encierra una ficha enemiga entre dos tuyas, en una fila o una columna: queda capturada (*incitus*) y sale del tablero enseguida. En el diagrama, `e3-e4` captura e5, encerrada entre e4 y e6.
    Una ficha en una esquina se captura con una enemiga a cada lado, en ángulo recto: `h3-h2` captura h1, con g1.
    Elecciones de Tabula (el texto no lo dice): solo captura la ficha que acaba de mover, como una de las dos que encierran; nunca en diagonal; el borde del tablero nunca ayuda, así que una ficha en el borde (fuera de las esquinas) solo la capturan dos enemigas a lo largo de ese borde.

rules-latrunculi-piso-special-title = Capturas dobles y jugadas seguras
rules-latrunculi-piso-special =
    Una jugada puede capturar varias fichas: todas salen del tablero a la vez. En el diagrama, `d3-d4` captura c4 (con b4) y d5 (con d6).
    Puedes moverte entre dos fichas enemigas: no te capturan, el «suicidio» es imposible. Aquí `g3-g4`, entre f4 y h4, es segura. Esa jugada puede a su vez capturar.
    Elecciones de Tabula: solo se encierra una ficha suelta, así que dos enemigas seguidas entre tus fichas no se capturan. Una ficha que ya está entre dos enemigas no cae después por otra jugada: una de ellas debe irse y una enemiga volver a entrar.

rules-latrunculi-piso-end-title = Fin de la partida
rules-latrunculi-piso-end =
    La partida termina cuando un jugador solo tiene una ficha, o cuando el jugador que mueve está bloqueado y no tiene jugada legal (también si solo lo bloquea la regla de ir y volver). Gana quien haya capturado más fichas, aunque esté bloqueado; si empatan en capturas, es tablas. En el diagrama, las blancas acaban de capturar dos fichas: 2 capturas a 0.
    Elecciones de Tabula (las fuentes no dicen nada): 50 jugadas por bando (100 en total) en la fase 2 sin captura también terminan la partida, del mismo modo; cada captura reinicia la cuenta. Puedes abandonar en cualquier momento.
    Todo el juego es una reconstrucción moderna: los textos antiguos hablan del tablero vacío, de las fichas errantes y de la captura por encierro, no de cómo se movían las fichas.
