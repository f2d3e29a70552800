## discord

discord-guild-only = Tabula games are played in a server channel, not in direct messages.
discord-bad-options = Discord sent options Tabula does not understand; the commands are probably being updated. Try again in a minute.
discord-opponent-bot = { $name } is a bot: challenge a person.
discord-late-ping = { $players }: Tabula's answer is just above.
discord-answered-privately = Tabula answered privately.

## /help, and the nudge to the rules at a player's first game of a game (issue #14)

help-about = **Tabula** plays the board games of ancient Rome on Discord: challenge someone in a channel and take turns; Tabula keeps the rules, draws the board after every move and rates the players.
help-commands = **Commands**
help-command = `{ $command }` — { $description }
help-games = **Games**
help-game = **{ $name }** — { $description }
help-rules = To learn a game: `{ $command } <game>`.
help-levels = **Levels** (Elo): { $levels }.
help-game-latrunculi-piso = the game of little soldiers: place your pieces, then capture by surrounding.
help-game-latrunculi-seneca = the same little soldiers, but a captured piece can still be freed.
help-game-latroncules = two kinds of soldiers on an 8 × 8 board: take as many enemy pieces as you can.
help-game-bastonus = two legions led by a Dux, a Colosse and an Empress fight over two camps.
help-game-ergo = line up five of your pieces in a row, anywhere on the board.
help-game-duodecim = a race with three dice, ancestor of backgammon: be the first to bear off all fifteen pieces.
help-first-game = { $player }, your first game of { $variant }? The rules: `{ $command } { $game }`.
