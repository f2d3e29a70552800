## discord

discord-guild-only = Las partidas de Tabula se juegan en un canal de servidor, no por mensaje directo.
discord-bad-options = Discord ha enviado opciones que Tabula no entiende; seguramente los comandos se están actualizando. Inténtalo de nuevo dentro de un minuto.
discord-opponent-bot = { $name } es un bot: desafía a una persona.
discord-late-ping = { $players }: la respuesta de Tabula está justo encima.
discord-answered-privately = Tabula respondió en privado.

## /help, y el aviso de las reglas en la primera partida de un juego (issue #14)

help-about = **Tabula**: los juegos de tablero de la antigua Roma en Discord. Desafía a alguien y jugad por turnos; Tabula arbitra, dibuja el tablero y clasifica a los jugadores.
help-commands = **Comandos**
help-command = `{ $command }` — { $description }
help-games = **Juegos**
help-game = **{ $name }** — { $description }
help-rules = Para aprender un juego: `{ $command } <juego>`.
help-levels = **Niveles** (Elo): { $levels }.
help-game-latrunculi-piso = el juego de los soldaditos: coloca tus fichas y luego captura rodeando.
help-game-latrunculi-seneca = los mismos soldaditos, pero una ficha capturada puede liberarse.
help-game-latroncules = dos clases de soldados en un tablero de 8 × 8: captura todas las fichas que puedas.
help-game-bastonus = dos legiones (Dux, Colosse, Impératrice) se disputan dos campamentos.
help-game-ergo = alinea cinco de tus fichas seguidas, donde quieras.
help-game-duodecim = carrera con tres dados, antepasada del backgammon: saca tus quince fichas antes que el rival.
help-first-game = { $player }, ¿primera partida de { $variant }? Las reglas: `{ $command } { $game }`.
