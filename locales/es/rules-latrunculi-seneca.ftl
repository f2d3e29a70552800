## Páginas /rules: Latrunculi, variante de Séneca (latrunculi-seneca)

rules-latrunculi-seneca-board-title = El tablero y la colocación
rules-latrunculi-seneca-board =
    El *ludus latrunculorum*, «el juego de los soldaditos», reconstruido por Ulrich Schädler. Un tablero de 8 × 8 casillas y 20 fichas por jugador, blancas y negras. El tablero empieza vacío: no hay posición inicial.
    Fase 1, la colocación (las fichas son *vagi*): por turnos, cada jugador coloca una ficha en cualquier casilla libre. Escribe la casilla, por ejemplo `d4`. En el diagrama, la primera ficha blanca va en 1 (d4) y la respuesta de las negras en 2 (e5).
    Durante la colocación no se captura nada, ni siquiera con la última ficha.
    La fase 2 empieza cuando las 40 fichas están en el tablero: ahora son *ordinarii* y se mueven.
    Elección de Tabula (el texto no lo dice): las blancas colocan primero y hacen la primera jugada; quien lanza el reto elige quién lleva las blancas.

rules-latrunculi-seneca-moves-title = Mover y saltar
rules-latrunculi-seneca-moves =
    En tu turno, mueve una ficha una casilla en vertical u horizontal a una casilla libre: `f2-f3`. Nada de diagonales.
    En su lugar, una ficha puede saltar por encima de una ficha propia hasta la casilla libre de detrás, y seguir saltando en la misma jugada, como en las damas. Escribe cada casilla de llegada: `c3-c5-e5` salta sobre c4 y luego sobre d5. Nunca sobre una ficha enemiga ni una casilla vacía. Saltar nunca es obligatorio y puedes parar tras cualquier salto.
    Una ficha no puede volver a la casilla que dejó en tu turno anterior: las blancas acaban de jugar g4-g5, así que `g5-g4` se rechaza.
    Elecciones de Tabula: los saltos son solo en línea recta; una serie de saltos nunca cae dos veces en la misma casilla ni en la de salida; «no ir y volver» se entiende como arriba.

rules-latrunculi-seneca-captures-title = La captura: el incitus
rules-latrunculi-seneca-captures =
    Encierra una ficha enemiga entre dos tuyas, en una fila o una columna: queda capturada. En el diagrama, `e3-e4` encierra e5 entre e4 y e6. Una ficha en una esquina se captura con dos enemigas en sus dos casillas vecinas: `h3-h2` captura h1, con g1.
    La ficha capturada no sale enseguida: se vuelve *incitus*, atrapada. Se le da la vuelta y sigue en el tablero, pero no puede moverse ni ayudar a los suyos a capturar. Tus fichas pueden saltar sobre ella, las del rival no.
    Puedes moverte entre dos fichas enemigas: `c3-c4`, entre b4 y d4, es segura (no hay suicidio).
    Elecciones de Tabula: solo captura la ficha que movió, donde acaba su jugada (las casillas saltadas no capturan); nunca en diagonal; una ficha atrapada solo la retiene su primera pareja.

rules-latrunculi-seneca-held-title = Retirar o liberar
rules-latrunculi-seneca-held =
    En el diagrama, las blancas acaban de jugar `e3-e4`: la ficha negra de e5 (A) está atrapada.
    Al empezar su siguiente turno, antes de mover, las blancas deben retirarla del tablero con `xe5` y luego hacer una jugada en el mismo turno.
    Las negras aún pueden salvarla: si encierran a una de sus dos captoras, la ficha atrapada queda libre al instante y puede volver a moverse y capturar. Aquí `d7-d6` captura e6 (entre d6 y f6), así que e5 queda libre.
    Si tienes varias fichas atrapadas, retira la que elijas y luego otra en cada uno de tus turnos siguientes.
    Elecciones de Tabula: una ficha atrapada también queda libre en cuanto una de sus captoras se va, y una captora capturada libera todas las fichas que retenía.

rules-latrunculi-seneca-end-title = Fin de la partida
rules-latrunculi-seneca-end =
    Aquí las negras no liberaron e5: las blancas deben jugar primero `xe5`; cualquier jugada, como `c3-c4`, se rechaza hasta entonces.
    La partida termina cuando un jugador solo tiene una ficha, o cuando el jugador que mueve está bloqueado y no tiene jugada legal. Gana quien haya capturado más fichas; si empatan en capturas, es tablas.
    Elecciones de Tabula (las fuentes no dicen nada): tus capturas son las fichas retiradas más las que aún tienes atrapadas; las fichas atrapadas cuentan como en el tablero hasta retirarlas; 50 jugadas por bando sin captura también terminan la partida (retirar no es una jugada).
    De Séneca (*Cartas* 117, 30) solo viene la idea de que una ficha capturada puede liberarse; el detalle de saltos, retirada y liberación es una reconstrucción moderna.
