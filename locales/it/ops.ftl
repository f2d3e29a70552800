# Gestione: partite danneggiate (vedi docs/reliability.md).

ops-damaged-notice = { $players }: la partita #{ $id } è danneggiata (le mosse e la posizione salvate non concordano) e non può continuare. Il suo orologio è fermo; il problema è stato registrato.
