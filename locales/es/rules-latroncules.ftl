## Páginas /rules: Latroncules (latroncules)

rules-latroncules-board-title = El tablero y las fichas
rules-latroncules-board =
    Latroncules es una versión escolar francesa del juego de los soldados romanos. El tablero (la *tabula*) tiene 8 × 8 casillas claras y oscuras. Cada jugador tiene 16 fichas: 8 infantes (redondos) y 8 jinetes (cuadrados, con cabeza de caballo).
    Cada bando llena las dos filas que tiene delante: los jinetes en las casillas oscuras, los infantes en las claras. Blancas en las filas 1-2, negras en las 7-8.
    Objetivo: capturar tantas fichas enemigas como puedas; quien las captura todas gana.
    Se juega por turnos, una jugada cada uno, siempre a una casilla vacía, sin pasar. Empiezan las blancas, y al principio solo puede moverse la segunda fila: en el diagrama, el jinete blanco de d2 avanza a d3 (`d2-d3`).
    Elecciones de Tabula: a1 es oscura, así que la esquina derecha de cada jugador es clara; quien lanza el reto elige quién lleva las blancas.

rules-latroncules-moves-title = Infantes y jinetes
rules-latroncules-moves =
    El infante avanza una casilla recto hacia delante, hacia el enemigo: `c2-c3` en el diagrama. Nunca de lado, hacia atrás ni en diagonal, y nunca salta.
    El jinete se mueve una casilla cada vez, según su casilla. Desde una casilla clara puede ir a cualquiera de las 8 casillas de alrededor (puntos en torno a e4). Desde una oscura solo sigue la cruz grabada en ella: recto arriba, abajo, a la izquierda o a la derecha (puntos en torno a b4).
    En su lugar, el jinete puede saltar por encima de una ficha enemiga vecina, en una dirección permitida desde su casilla, hasta la casilla vacía justo detrás: `e4-e6` salta sobre e5. El salto por sí solo no captura nada.
    Elecciones de Tabula (la figura de la fuente se perdió): el paso del infante; las líneas de una casilla oscura leídas como una cruz recta; un salto pasa sobre una sola ficha enemiga.

rules-latroncules-captures-title = La captura
rules-latroncules-captures =
    Una ficha enemiga queda capturada cuando la ficha que acabas de mover termina de modo que la enemiga queda entre ella y otra ficha tuya, en una fila o una columna. En el diagrama, `h1-h2` captura h3, con h4. En una esquina, una ficha se captura ocupando sus dos casillas vecinas. Las fichas capturadas salen del juego; un jinete capturado queda prisionero del enemigo.
    Atención: no puedes ponerte en captura, entre dos enemigas o en una esquina entre ellas, salvo que esa misma jugada capture una ficha. Aquí `d5-c6` se rechaza: c6 está entre b6 y d6. Llegar allí saltando también se rechaza.
    Elecciones de Tabula: esta captura por encierro, como en los otros juegos romanos; nunca en diagonal; solo captura la ficha que movió.

rules-latroncules-promotion-title = Promoción: liberar un jinete
rules-latroncules-promotion =
    Cuando uno de tus infantes llega a la última fila del campo enemigo, libera a uno de tus jinetes capturados por el enemigo: el infante sale del juego y ese jinete ocupa su lugar en esa casilla.
    En el diagrama, las negras retienen 4 jinetes blancos («♞ por liberar» en la banda): `a7-a8` devuelve uno a a8.
    Si el enemigo no retiene ningún jinete tuyo, el infante se queda en la última fila y ya no puede moverse.
    Elecciones de Tabula: el cambio es automático, en la misma jugada, sin marca especial; sin jinete que liberar, el infante se queda; la promoción solo ocurre al llegar, así que un infante que ya espera allí no se cambia más tarde.

rules-latroncules-end-title = Fin de la partida
rules-latroncules-end =
    Si capturas todas las fichas enemigas, ganas y eres proclamado *Imperator*.
    Si el jugador que mueve no tiene otra opción que poner una de sus fichas en captura, la partida es tablas. En el diagrama, `c5-c6` se rechaza (entre b6 y d6), pero las blancas tienen otras jugadas.
    Si nadie logra capturar todas las fichas enemigas, la partida es tablas.
    Elecciones de Tabula: también es tablas para quien no tiene ninguna jugada; tras 40 jugadas por bando (80 en total) sin captura la partida es tablas, y cada captura reinicia la cuenta.
