# Games played in threads: `/challenge … thread:True` (and tournament games).

challenge-thread = thread
challenge-thread-description = Play the game in a thread of this channel (no if not given)

# The channel's message once the game moved to its thread ($thread: a link to it).
threads-moved = Game #{ $id } is played in its thread: { $thread }.
# Added to a game's start when it stays in the channel.
threads-not-allowed = (Tabula may not create threads in this channel, so game #{ $id } is played here.)
threads-failed = (Discord could not open a thread, so game #{ $id } is played here.)
# A command in a game's thread that names another game.
threads-error-another-game = This thread belongs to another game: play game #{ $id } where it is played.
