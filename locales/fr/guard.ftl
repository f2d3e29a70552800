# Entrées hostiles et livraisons répétées (service::guard, discord::guard).

guard-replayed = C’est déjà fait.
guard-rate-limited = Doucement : vous avez envoyé { $count } commandes en { $window } s. Réessayez dans { $wait } s.
