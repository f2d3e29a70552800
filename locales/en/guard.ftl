# Hostile input and repeated deliveries (service::guard, discord::guard).

# An interaction Discord delivered twice: the first delivery was answered (rarely shown).
guard-replayed = This was already done.
# Too many commands from one user in a short time (private).
guard-rate-limited = Slow down a little: you sent { $count } commands in { $window } s. Try again in { $wait } s.
