## discord

discord-internal-error = Algo ha fallado por parte de Tabula. Inténtalo de nuevo dentro de un momento.
discord-guild-only = Las partidas de Tabula se juegan en un canal de servidor, no por mensaje directo.
discord-bad-options = Discord ha enviado opciones que Tabula no entiende; seguramente los comandos se están actualizando. Inténtalo de nuevo dentro de un minuto.
discord-opponent-bot = { $name } es un bot: desafía a una persona.
