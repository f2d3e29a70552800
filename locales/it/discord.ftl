## discord

discord-internal-error = Qualcosa è andato storto dalla parte di Tabula. Riprova tra un attimo.
discord-guild-only = Le partite di Tabula si giocano in un canale di un server, non nei messaggi diretti.
discord-bad-options = Discord ha inviato opzioni che Tabula non capisce; probabilmente i comandi si stanno aggiornando. Riprova tra un minuto.
discord-opponent-bot = { $name } è un bot: sfida una persona.
