# Operations: damaged games (see docs/reliability.md).

# Posted once in a damaged game's channel by the clock's sweep, pinging both players; the clock
# of the game is stopped.
ops-damaged-notice = { $players }: game #{ $id } is damaged (its saved moves and position disagree) and cannot go on. Its clock is stopped; the problem has been logged.
