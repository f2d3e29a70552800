## discord

discord-internal-error = Something went wrong on Tabula's side. Please try again in a moment.
discord-guild-only = Tabula games are played in a server channel, not in direct messages.
discord-bad-options = Discord sent options Tabula does not understand; the commands are probably being updated. Try again in a minute.
discord-opponent-bot = { $name } is a bot: challenge a person.
