# Betrieb: beschädigte Partien (siehe docs/reliability.md).

ops-damaged-notice = { $players }: Partie #{ $id } ist beschädigt (ihre gespeicherten Züge und Stellung passen nicht zusammen) und kann nicht weitergehen. Ihre Uhr ist angehalten; das Problem wurde protokolliert.
