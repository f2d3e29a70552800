# When Discord or the bot is in trouble: a stop under way, an answer sent late.

faults-restarting = Tabula is restarting: nothing was played. Try again in a minute.
faults-sent-late = (Sent late: Discord could not be reached for a moment.)
