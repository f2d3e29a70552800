//! The message catalogue: every user-facing string, in English and French.
//!
//! One table, so a translator sees every message in one place and a test can check that both
//! languages have every key with the same `{placeholders}`. Code asks by key: [`t`] for a fixed
//! text, [`tf`] to fill placeholders. Replies follow the interaction's locale: French for any `fr`
//! locale, English otherwise.
//!
//! Add entries in the section of the layer that uses them; keys are `section-what`, lower case.

use std::collections::HashMap;
use std::fmt::Display;
use std::sync::OnceLock;

/// A language of the catalogue.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Fr,
}

impl Lang {
    /// French for `fr`, `fr-FR`, `fr_CA`...; English for anything else.
    pub fn from_locale(locale: &str) -> Lang {
        let lower = locale.trim().to_ascii_lowercase();
        if lower == "fr" || lower.starts_with("fr-") || lower.starts_with("fr_") {
            Lang::Fr
        } else {
            Lang::En
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }
}

/// (key, English, French)
type Entry = (&'static str, &'static str, &'static str);

#[rustfmt::skip]
static ENTRIES: &[Entry] = &[
    // --- games: sides, phases, endings, refusals ---------------------------------------------
    ("side-white", "white", "blancs"),
    ("side-black", "black", "noirs"),
    ("phase-placement", "placement (vagi)", "placement (vagi)"),
    ("phase-movement", "movement (ordinarii)", "déplacement (ordinarii)"),
    ("end-one-piece-left", "{side} have a single piece left", "il ne reste qu'un pion aux {side}"),
    ("end-blocked", "{side} cannot move", "les {side} sont bloqués"),
    ("end-no-capture-limit", "50 moves each without a capture", "50 coups chacun sans prise"),
    ("illegal-game-over", "The game is over.", "La partie est terminée."),
    ("illegal-chance-to-act", "The dice must be rolled first.", "Il faut d'abord lancer les dés."),
    ("illegal-not-chance-to-act", "A player's move was expected, not a dice roll.", "Un coup de joueur était attendu, pas un lancer de dés."),
    ("illegal-placement-phase", "Pieces are still being placed: name an empty square, like `d4`.", "Les pions sont encore en cours de placement : indiquez une case libre, par exemple `d4`."),
    ("illegal-movement-phase", "All pieces are placed: move one with from-to, like `d4-d5`.", "Tous les pions sont placés : déplacez-en un avec départ-arrivée, par exemple `d4-d5`."),
    ("illegal-occupied", "That square is occupied.", "Cette case est occupée."),
    ("illegal-not-your-piece", "There is no piece of yours on that square.", "Vous n'avez pas de pion sur cette case."),
    ("illegal-not-a-step", "A piece moves one square up, down, left or right.", "Un pion se déplace d'une case verticalement ou horizontalement."),
    ("illegal-back-and-forth", "A piece may not go straight back to the square it just left.", "Un pion ne peut pas revenir aussitôt sur la case qu'il vient de quitter."),
    ("parse-empty", "Write a move: the legal moves are suggested as you type (in the console, `legal` lists them).", "Écrivez un coup : les coups légaux sont proposés pendant la saisie (dans la console, `legal` les liste)."),
    ("parse-not-a-square", "`{text}` is not a square: write a letter then a number, like `d4`.", "`{text}` n'est pas une case : écrivez une lettre puis un chiffre, par exemple `d4`."),
    ("parse-off-board", "`{text}` is off the board.", "`{text}` est hors du plateau."),
    ("parse-unrecognised", "`{text}` is not a move of this game.", "`{text}` n'est pas un coup de ce jeu."),
    // --- games: latrunculi-seneca ---------------------------------------------------------------
    ("service-variant-latrunculi-seneca", "Latrunculi (Seneca)", "Latrunculi (variante de Sénèque)"),
    ("latrunculi-seneca-illegal-removal-due", "First remove one of the enemy pieces you hold (incitus), like `xd5`; then move.", "Retirez d'abord un des pions adverses que vous tenez (incitus), par exemple `xd5` ; puis jouez."),
    ("latrunculi-seneca-illegal-no-removal-due", "No held piece is waiting to be removed: make a move.", "Aucun pion tenu n'attend d'être retiré : jouez un coup."),
    ("latrunculi-seneca-illegal-not-held", "There is no enemy piece you hold on that square.", "Il n'y a pas de pion adverse tenu sur cette case."),
    ("latrunculi-seneca-illegal-piece-held", "That piece is held (incitus): it cannot move until it is freed.", "Ce pion est tenu (incitus) : il ne peut pas bouger tant qu'il n'est pas libéré."),
    ("latrunculi-seneca-illegal-not-a-jump", "A piece steps one square, or jumps straight over one of its own pieces to the empty square beyond, like `d4-d6-f6`.", "Un pion avance d'une case, ou saute tout droit par-dessus un pion de sa couleur vers la case libre derrière, par exemple `d4-d6-f6`."),
    ("latrunculi-seneca-illegal-jump-revisits", "A chain of jumps may not land twice on the same square, nor on its start.", "Une suite de sauts ne peut pas revenir sur une case déjà atteinte, ni sur sa case de départ."),
    ("latrunculi-seneca-render-holding", "Holding: {count}", "Tenus : {count}"),
    ("latrunculi-seneca-render-to-remove", "{side} to remove a held piece, then move — {name}", "Aux {side} de retirer un pion tenu, puis de jouer — {name}"),
    ("latrunculi-seneca-render-to-remove-side", "{side} to remove a held piece, then move", "Aux {side} de retirer un pion tenu, puis de jouer"),
    ("latrunculi-seneca-mark-white-held", "w", "b"),
    ("latrunculi-seneca-mark-black-held", "b", "n"),
    ("latrunculi-seneca-legend-held", "{white_mark}, {black_mark} held pieces (incitus), turned over", "{white_mark}, {black_mark} pions tenus (incitus), retournés"),
    ("latrunculi-seneca-side-holding", ", holding {count} of the other side", ", pions adverses tenus {count}"),
    ("latrunculi-seneca-last-removal", "Last action: {mv}, a held piece taken off the board", "Dernière action : {mv}, un pion tenu retiré du plateau"),
    ("latrunculi-seneca-freed", ", freeing {squares}", ", libérant {squares}"),
    ("latrunculi-seneca-text-to-remove", "{side} must first remove a held piece ({moves}), then move", "Les {side} doivent d'abord retirer un pion tenu ({moves}), puis jouer"),
    // (end of latrunculi-seneca)
    // --- games: latroncules ---------------------------------------------------------------
    ("service-variant-latroncules", "Latroncules (infantry and cavalry)", "Latroncules (fantassins et cavaliers)"),
    ("latroncules-end-all-taken", "{side} have no piece left: Imperator!", "les {side} n'ont plus aucun pion : Imperator !"),
    ("latroncules-end-only-into-capture", "{side} could only move into a capture", "les {side} ne pouvaient que se mettre en prise"),
    ("latroncules-end-no-capture-limit", "40 moves each without a capture", "40 coups chacun sans prise"),
    ("latroncules-illegal-infantry-forward-only", "Infantry steps one square straight forward, to an empty square.", "Un fantassin avance d'une case droit devant lui, vers une case libre."),
    ("latroncules-illegal-cavalry-wrong-way", "Cavalry steps one square: any way from a light square, only straight (up, down, left, right) from a dark one; or it jumps over an adjacent enemy the same way.", "Un cavalier avance d'une case : dans les 8 directions depuis une case claire, seulement en ligne droite (haut, bas, gauche, droite) depuis une case sombre ; ou il saute de la même façon par-dessus un pion adverse voisin."),
    ("latroncules-illegal-jump-needs-enemy", "A jump must pass over an adjacent enemy piece.", "Un saut doit passer par-dessus un pion adverse voisin."),
    ("latroncules-illegal-moves-into-capture", "You may not put a piece between two enemies unless that move takes a piece.", "Vous ne pouvez pas vous mettre en prise entre deux pions adverses, sauf si ce coup capture un pion."),
    ("latroncules-render-details", "Captures: {count} · ♞ to free: {prisoners}", "Prises : {count} · ♞ à délivrer : {prisoners}"),
    ("latroncules-mark-white-infantry", "I", "F"),
    ("latroncules-mark-white-cavalry", "C", "C"),
    ("latroncules-mark-black-infantry", "i", "f"),
    ("latroncules-mark-black-cavalry", "c", "c"),
    ("latroncules-legend", "{wi} {white} infantry, {wc} {white} cavalry, {bi} {black} infantry, {bc} {black} cavalry; . light square, + dark square (cavalry moves only straight there)", "{wi} fantassin des {white}, {wc} cavalier des {white}, {bi} fantassin des {black}, {bc} cavalier des {black} ; . case claire, + case sombre (le cavalier n'y va qu'en ligne droite)"),
    ("latroncules-side-line", "{side}: captures {captures}, infantry {infantry}, cavalry {cavalry}, cavalry to free {prisoners}", "{side} : prises {captures}, fantassins {infantry}, cavaliers {cavalry}, cavaliers à délivrer {prisoners}"),
    ("latroncules-promoted", "The infantry on {square} freed a captive cavalry.", "Le fantassin en {square} a délivré un cavalier captif."),
    // (end of latroncules)
    // --- games: bastonus ---------------------------------------------------------------
    ("service-variant-bastonus", "Bastonus Romanus", "Bastonus Romanus"),
    ("bastonus-end-field-victory", "{side} have taken every enemy piece on the field (victory on the field)", "les {side} ont pris toutes les pièces adverses sur le terrain (victoire sur le terrain)"),
    ("bastonus-end-camp-conquered", "{side} fill the enemy camp (conquest of the camp)", "les {side} occupent le camp adverse (conquête du camp)"),
    ("bastonus-end-camp-annexed", "the empress of {side} entered the enemy camp (annexation)", "l'impératrice des {side} est entrée dans le camp adverse (camp annexé)"),
    ("bastonus-end-legion-lost", "{side} have no legionary left (loss of the legion)", "les {side} n'ont plus de légionnaire (perte de la Légion)"),
    ("bastonus-end-command-lost", "{side} have no chief on the field (loss of command)", "les {side} n'ont plus de chef sur le terrain (perte du commandement)"),
    ("bastonus-end-empress-taken", "the empress of {side} was taken", "l'impératrice des {side} a été capturée"),
    ("bastonus-end-no-capture", "{count} moves each without a capture", "{count} coups chacun sans prise"),
    ("bastonus-illegal-nothing-to-jump", "The Dux jumps only over an adjacent piece, to the empty square beyond.", "Le Dux ne saute que par-dessus une pièce voisine, vers la case libre derrière elle."),
    ("bastonus-illegal-not-a-rank", "That is not a straight line of your legionaries: a rank is written like `c2:e2-c3:e3`.", "Ce n'est pas une ligne droite de vos légionnaires : un rang s'écrit par exemple `c2:e2-c3:e3`."),
    ("bastonus-illegal-nothing-to-push", "There is no enemy piece to push there (the Colosse pushes any adjacent piece).", "Il n'y a pas de pièce adverse à pousser là (le Colosse pousse toute pièce voisine)."),
    ("bastonus-illegal-push-blocked", "The push is blocked: the square behind the pushed line is taken by your own piece.", "La poussée est bloquée : la case derrière la ligne poussée est occupée par une de vos pièces."),
    ("bastonus-illegal-push-too-few", "A line of legionaries pushes at most as many pieces as it has legionaries.", "Une ligne de légionnaires pousse au plus autant de pièces qu'elle compte de légionnaires."),
    ("bastonus-illegal-exhausted", "Every legionary of that line has already pushed: each pushes once in the game.", "Tous les légionnaires de cette ligne ont déjà poussé : chacun ne pousse qu'une fois par partie."),
    ("bastonus-illegal-no-push-back", "A piece that was just pushed may not push back the other way this turn.", "Une pièce qui vient d'être poussée ne peut pas repousser dans l'autre sens à ce tour."),
    ("bastonus-illegal-nothing-to-pass", "`pass` only ends a chain of captures.", "`pass` ne sert qu'à finir une suite de prises."),
    ("bastonus-illegal-capture-or-pass", "After a capture you may only capture again, or `pass`.", "Après une prise, vous ne pouvez que prendre encore, ou `pass`."),
    ("bastonus-render-details", "Captures: {count} · Legionaries: {legion}", "Prises : {count} · Légionnaires : {legion}"),
    ("bastonus-render-chain", "{side} captured: capture again or pass", "Les {side} ont pris : nouvelle prise ou pass"),
    ("bastonus-legend", "Upper case {white}, lower case {black}: L legionary, E exhausted legionary, D Dux, C Colosse, I Empress; + empty camp square, . empty", "Majuscules {white}, minuscules {black} : L légionnaire, E légionnaire épuisé, D Dux, C Colosse, I Impératrice ; + case de camp vide, . vide"),
    ("bastonus-side-line", "{side}: captures {captures}, pieces {on_board}", "{side} : prises {captures}, pièces {on_board}"),
    ("bastonus-last-ejected", "{square} pushed off the board", "{square} poussé hors du plateau"),
    // (end of bastonus)
    // --- games: ergo ---------------------------------------------------------------
    ("service-variant-ergo", "Ergo", "Ergo"),
    ("ergo-illegal-no-piece-in-reserve", "You have no piece left in reserve: move a piece on the board, like `e5-e6`.", "Vous n'avez plus de pièce en réserve : déplacez une pièce du plateau, par exemple `e5-e6`."),
    ("ergo-illegal-not-a-lion-step", "A lion steps one square in any direction (a lion on the outer path may also slide along it).", "Un lion se déplace d'une case dans n'importe quelle direction (un lion du chemin extérieur peut aussi glisser le long de celui-ci)."),
    ("ergo-illegal-ring-path-blocked", "The way along the outer path is blocked: a lion slides over empty squares only.", "Le chemin extérieur est bloqué : un lion ne glisse que sur des cases libres, sans sauter."),
    ("ergo-illegal-not-a-hollow-step", "A hollow piece moves one square up, down, left or right; only lions move diagonally.", "Une pièce face creuse se déplace d'une case verticalement ou horizontalement ; seuls les lions vont en diagonale."),
    ("ergo-end-five-in-a-row", "{side} have five in a row", "les {side} alignent cinq pièces"),
    ("ergo-end-third-repetition", "the same position occurred three times", "la même position s'est produite trois fois"),
    ("ergo-end-move-limit", "100 moves each", "100 coups chacun"),
    ("ergo-mark-black-lion", "B", "N"),
    ("ergo-mark-black-hollow", "b", "n"),
    ("ergo-mark-white-lion", "W", "B"),
    ("ergo-mark-white-hollow", "w", "b"),
    ("ergo-legend", "{black_lion}/{black_hollow} {black} lion/hollow, {white_lion}/{white_hollow} {white} lion/hollow, : outer path, . arena", "{black_lion}/{black_hollow} {black} lion/creuse, {white_lion}/{white_hollow} {white} lion/creuse, : chemin extérieur, . arène"),
    ("ergo-render-details", "Reserve: {reserve} · On the board: {on_board}", "Réserve : {reserve} · Sur le plateau : {on_board}"),
    ("ergo-render-side-line", "{side}: reserve {reserve}, on the board {on_board} (lions: {lions})", "{side} : réserve {reserve}, sur le plateau {on_board} (lions : {lions})"),
    ("ergo-render-move-count", "Moves played: {plies} (a draw at {limit})", "Coups joués : {plies} (nulle à {limit})"),
    ("ergo-render-last-move-turned", "Last move: {mv} (turned lion)", "Dernier coup : {mv} (retournée face lion)"),
    // (end of ergo)
    // --- games: duodecim ---------------------------------------------------------------
    ("service-variant-duodecim", "XII Scripta (Ludus Duodecim Scriptorum)", "XII Scripta (jeu des douze lignes)"),
    ("duodecim-end-all-off", "{side} have borne off all 15 pieces", "les {side} ont sorti leurs 15 pions"),
    ("duodecim-end-turn-limit", "500 turns each: the side further ahead wins", "500 tours chacun : le camp le plus avancé l'emporte"),
    ("duodecim-illegal-no-such-die", "No die left shows that value: the number before `:` is the die you use.", "Aucun dé restant ne montre cette valeur : le nombre avant `:` est le dé utilisé."),
    ("duodecim-illegal-must-enter-first", "You have pieces in reserve: enter them first, like `3:enter`.", "Vous avez des pions en réserve : faites-les d'abord entrer, par exemple `3:enter`."),
    ("duodecim-illegal-nothing-to-enter", "You have no piece in reserve to enter.", "Vous n'avez aucun pion en réserve à faire entrer."),
    ("duodecim-illegal-protected-point", "That point is protected by two or more enemy pieces.", "Ce point est protégé par deux pions adverses ou plus."),
    ("duodecim-illegal-no-piece-on-point", "You have no piece on that point.", "Vous n'avez pas de pion sur ce point."),
    ("duodecim-illegal-wrong-distance", "A piece moves forward exactly its die: `4:12-16` uses a 4 from point 12.", "Un pion avance exactement de la valeur de son dé : `4:12-16` utilise un 4 depuis le point 12."),
    ("duodecim-illegal-not-all-home", "Pieces leave the board only once all 15 are in ROMANI (points 31 to 36).", "Les pions ne sortent que lorsque les 15 sont dans ROMANI (points 31 à 36)."),
    ("duodecim-illegal-only-bear-off", "All your pieces are in ROMANI: they may only leave the board, like `5:34-off`.", "Tous vos pions sont dans ROMANI : ils ne peuvent plus que sortir, par exemple `5:34-off`."),
    ("duodecim-illegal-die-too-small", "That die is too small: a piece on point p leaves with a die greater than 36 − p.", "Ce dé est trop petit : un pion sur le point p sort avec un dé supérieur à 36 − p."),
    ("duodecim-illegal-no-bonus", "No bonus move is owed to you.", "Aucun coup bonus ne vous est dû."),
    ("duodecim-illegal-bonus-first", "Play your bonus move first (`bonus:…`), or decline it with `pass`.", "Jouez d'abord votre coup bonus (`bonus:…`), ou refusez-le avec `pass`."),
    ("duodecim-render-hits", "Hits: {count}", "Prises : {count}"),
    ("duodecim-render-panel-side", "Reserve {reserve} · Off {off}", "Réserve {reserve} · Sortis {off}"),
    ("duodecim-render-dice-of", "dice of {side}", "dés des {side}"),
    ("duodecim-service-bonus", "Before your roll you may play a bonus move with {dice}, a die your opponent lost to a protected point: `bonus:…`, or `pass` to decline.", "Avant votre lancer, vous pouvez jouer un coup bonus avec {dice}, un dé perdu par votre adversaire sur une case protégée : `bonus:…`, ou `pass` pour le refuser."),
    ("duodecim-render-bonus", "bonus for {side}: {dice}", "bonus pour les {side} : {dice}"),
    ("duodecim-render-to-roll", "{side} to roll", "Aux {side} de lancer les dés"),
    ("duodecim-render-legend", "{white_mark}2 = two {white} pieces, {black_mark}2 = two {black} pieces, . = empty; the track runs from 1 to 36", "{white_mark}2 = deux pions {white}, {black_mark}2 = deux pions {black}, . = vide ; le parcours va de 1 à 36"),
    ("duodecim-render-side-line", "{side}: reserve {reserve}, borne off {off}, hits {hits}", "{side} : réserve {reserve}, sortis {off}, prises {hits}"),
    ("duodecim-render-roll-line", "Dice of {side}: {dice} ((n) used, n× lost)", "Dés des {side} : {dice} ((n) joué, n× perdu)"),
    ("duodecim-render-last-hit", "Last move: {mv}, hitting a piece", "Dernier coup : {mv}, avec une prise"),
    // (end of duodecim)
    // --- ratings, leaderboards, history, replays (render, service, discord, console) -----------
    ("ratings-challenge-rated", "Rated game.", "Partie classée."),
    ("ratings-challenge-casual", "Casual game: ratings will not change.", "Partie amicale : les classements ne changeront pas."),
    ("ratings-casual", "Casual game: ratings unchanged.", "Partie amicale : classements inchangés."),
    ("ratings-changes", "Ratings: {changes}.", "Classements : {changes}."),
    ("ratings-error-no-such-page", "There is no page {page}.", "Il n'y a pas de page {page}."),
    ("ratings-error-not-your-buttons", "These buttons belong to whoever asked for this list: ask for your own.", "Ces boutons appartiennent à la personne qui a demandé cette liste : demandez la vôtre."),
    ("ratings-scope-server", "this server", "ce serveur"),
    ("ratings-scope-global", "all servers", "tous les serveurs"),
    ("ratings-board-title", "Leaderboard — {variant}", "Classement — {variant}"),
    ("ratings-board-subtitle", "{scope}, page {page}", "{scope}, page {page}"),
    ("ratings-board-empty", "Nobody is listed here yet: ratings come from finished rated games.", "Personne n'est encore listé ici : les cotes viennent des parties classées terminées."),
    ("ratings-board-columns", "#|Player|Rating|Games|W-D-L", "#|Joueur|Cote|Part.|V-N-D"),
    ("ratings-board-provisional-hidden", "Provisional ratings (?) are not listed: add `provisional: True` to see them.", "Les cotes provisoires (?) ne sont pas listées : ajoutez `provisoires: True` pour les voir."),
    ("ratings-board-more", "More on page {page}.", "Suite en page {page}."),
    ("ratings-none", "{name} has no rating yet: ratings come with the first finished rated game.", "{name} n'a pas encore de cote : elle vient avec la première partie classée terminée."),
    ("ratings-title", "**Ratings of {name}**", "**Cotes de {name}**"),
    ("ratings-line", "{variant}: **{rating}** ± {deviation} · games: {games} ({wins}W {draws}D {losses}L)", "{variant} : **{rating}** ± {deviation} · parties : {games} ({wins}V {draws}N {losses}D)"),
    ("ratings-rank", "#{rank} on this server", "{rank}e sur ce serveur"),
    ("ratings-rank-provisional", "provisional, not ranked yet", "provisoire, pas encore classé"),
    ("ratings-rank-elsewhere", "not ranked on this server", "pas classé sur ce serveur"),
    ("ratings-last-change", "last game {delta} (#{id})", "dernière partie {delta} (#{id})"),
    ("ratings-best-win", "best win: {opponent} ({rating}), #{id}", "plus belle victoire : {opponent} ({rating}), #{id}"),
    ("ratings-history-none", "{name} has no finished game yet.", "{name} n'a encore terminé aucune partie."),
    ("ratings-history-title", "**Games of {name}** (page {page}/{pages}, {total} in all)", "**Parties de {name}** (page {page}/{pages}, {total} en tout)"),
    ("ratings-history-won", "#{id} {variant}: won against {opponent}, {how}", "#{id} {variant} : gagnée contre {opponent}, {how}"),
    ("ratings-history-lost", "#{id} {variant}: lost against {opponent}, {how}", "#{id} {variant} : perdue contre {opponent}, {how}"),
    ("ratings-history-draw", "#{id} {variant}: draw with {opponent}, {how}", "#{id} {variant} : nulle avec {opponent}, {how}"),
    ("ratings-history-casual", "casual", "amicale"),
    ("ratings-how-resignation", "by resignation", "par abandon"),
    ("ratings-head-to-head", "You against {name}: {wins} wins, {draws} draws, {losses} losses.", "Vous contre {name} : {wins} victoires, {draws} nulles, {losses} défaites."),
    ("ratings-button-previous", "◀ Previous", "◀ Précédente"),
    ("ratings-button-next", "Next ▶", "Suivante ▶"),
    ("ratings-replay", "Replay of game #{id} ({count} actions).", "Rejeu de la partie #{id} ({count} actions)."),
    ("ratings-replay-shown", "Shown: {shown} of {count} actions, to fit Discord's {mib} MiB upload limit.", "Affichées : {shown} actions sur {count}, pour tenir dans la limite d'envoi de {mib} Mio de Discord."),
    ("ratings-export", "Move list of game #{id} (`tabula show --file {file}` reads it back).", "Liste des coups de la partie #{id} (`tabula show --file {file}` la relit)."),
    ("console-usage-leaderboard", "Usage: /leaderboard <game> [server|global] [page] [provisional]", "Usage : /leaderboard <jeu> [serveur|tous] [page] [provisoires]"),
    ("console-usage-rating", "Usage: /rating [name]", "Usage : /rating [nom]"),
    ("console-usage-history", "Usage: /history [name] [game] [page]", "Usage : /history [nom] [jeu] [page]"),
    ("console-file", "File: {path}", "Fichier : {path}"),
    // (end of ratings)
    // --- render ----------------------------------------------------------------------------------
    ("render-to-play", "{side} to play — {name}", "Aux {side} de jouer — {name}"),
    ("render-to-play-side", "{side} to play", "Aux {side} de jouer"),
    ("render-wins", "{side} wins — {name}", "Victoire des {side} — {name}"),
    ("render-wins-side", "{side} wins", "Victoire des {side}"),
    ("render-draw", "Draw", "Partie nulle"),
    ("render-resigned", "{side} resigned — {name} wins", "Abandon des {side} — victoire de {name}"),
    ("render-result-reason", "{result} · {reason}", "{result} · {reason}"),
    ("render-captures", "Captures: {count}", "Prises : {count}"),
    ("render-in-hand", "In hand: {count}", "En main : {count}"),
    ("render-mark-white", "W", "B"),
    ("render-mark-black", "B", "N"),
    ("render-legend", "{white_mark} {white}, {black_mark} {black}, . empty", "{white_mark} {white}, {black_mark} {black}, . vide"),
    ("render-phase", "Phase: {phase}", "Phase : {phase}"),
    ("render-side-line", "{side}: captures {captures}, in hand {in_hand}, on the board {on_board}", "{side} : prises {captures}, en main {in_hand}, sur le plateau {on_board}"),
    ("render-last-move", "Last move: {mv}", "Dernier coup : {mv}"),
    ("render-last-move-took", "Last move: {mv}, taking {squares}", "Dernier coup : {mv}, prise en {squares}"),
    ("render-game-over", "Game over: {result}", "Partie terminée : {result}"),
    // --- service ---------------------------------------------------------------------------------
    ("service-variant-latrunculi-piso", "Latrunculi (Piso)", "Latrunculi (variante de Pison)"),
    ("service-button-accept", "Accept", "Accepter"),
    ("service-button-decline", "Decline", "Refuser"),
    ("service-challenge", "Game #{id}: {opponent}, {challenger} challenges you to a game of {variant}. {challenger} would play {challenger_side}, you {opponent_side}.", "Partie #{id} : {opponent}, {challenger} vous défie à une partie de {variant}. {challenger} aurait les {challenger_side}, vous les {opponent_side}."),
    ("service-sides-drawn", "Sides were drawn by lot.", "Les camps ont été tirés au sort."),
    ("service-started", "{challenged} accepted: game #{id} of {variant} begins. {first} plays {first_side}, {second} plays {second_side}.", "{challenged} accepte : la partie #{id} de {variant} commence. {first} joue les {first_side}, {second} joue les {second_side}."),
    ("service-declined", "{challenged} declined the challenge from {challenger} (#{id}).", "{challenged} a refusé le défi de {challenger} (#{id})."),
    ("service-cancelled", "{challenger} withdrew the challenge to {challenged} (#{id}).", "{challenger} a retiré son défi à {challenged} (#{id})."),
    ("service-your-turn", "{player}, your turn ({side}).", "{player}, à vous de jouer ({side})."),
    ("service-played", "{player} played `{move}`.", "{player} a joué `{move}`."),
    ("service-played-took-one", "{player} played `{move}` and took a piece.", "{player} a joué `{move}` et pris un pion."),
    ("service-played-took-many", "{player} played `{move}` and took {count} pieces.", "{player} a joué `{move}` et pris {count} pions."),
    ("service-rolled", "Dice: `{roll}`.", "Dés : `{roll}`."),
    ("service-result-win", "Game #{id} is over: {winner} ({side}) wins, {reason}.", "Partie #{id} terminée : victoire de {winner} ({side}), {reason}."),
    ("service-result-draw", "Game #{id} is over: a draw, {reason}.", "Partie #{id} terminée : match nul, {reason}."),
    ("service-result-resigned", "{loser} resigned game #{id}: {winner} ({side}) wins.", "{loser} abandonne la partie #{id} : victoire de {winner} ({side})."),
    ("service-captures", "Captures: {first} {first_count}, {second} {second_count}.", "Prises : {first} {first_count}, {second} {second_count}."),
    ("service-board", "Game #{id}, {variant}: {first} ({first_side}) against {second} ({second_side}).", "Partie #{id}, {variant} : {first} ({first_side}) contre {second} ({second_side})."),
    ("service-board-to-play", "{player} to play ({side}).", "Au tour de {player} ({side})."),
    ("service-board-dice", "The dice are about to be rolled.", "Les dés vont être lancés."),
    ("service-board-challenge", "Waiting for {challenged} to accept the challenge.", "En attente de la réponse de {challenged} au défi."),
    ("service-board-declined", "{challenged} declined this challenge.", "{challenged} a refusé ce défi."),
    ("service-board-cancelled", "{challenger} withdrew this challenge.", "{challenger} a retiré ce défi."),
    ("service-games-title", "Your games:", "Vos parties :"),
    ("service-games-none", "You have no game in progress and no open challenge.", "Vous n'avez aucune partie en cours ni aucun défi en attente."),
    ("service-games-your-turn", "`#{id}` {variant} against {opponent}: your turn ({side})", "`#{id}` {variant} contre {opponent} : à vous de jouer ({side})"),
    ("service-games-their-turn", "`#{id}` {variant} against {opponent}: their turn (you play {side})", "`#{id}` {variant} contre {opponent} : à l'adversaire de jouer (vous avez les {side})"),
    ("service-games-challenge-sent", "`#{id}` {variant}: your challenge to {opponent}, waiting for an answer", "`#{id}` {variant} : votre défi à {opponent}, en attente de réponse"),
    ("service-games-challenge-received", "`#{id}` {variant}: challenge from {opponent}, to accept or decline", "`#{id}` {variant} : défi de {opponent}, à accepter ou refuser"),
    ("service-games-elsewhere", "(another channel)", "(autre salon)"),
    ("service-suggest-game", "#{id} {variant} vs {opponent}", "#{id} {variant} contre {opponent}"),
    ("service-error-not-your-challenge", "This challenge (#{id}) is not addressed to you.", "Ce défi (#{id}) ne vous est pas adressé."),
    ("service-error-own-challenge", "You cannot accept your own challenge (#{id}): wait for your opponent's answer.", "Vous ne pouvez pas accepter votre propre défi (#{id}) : attendez la réponse de votre adversaire."),
    ("service-error-not-your-game", "You are not playing in game #{id}.", "Vous ne jouez pas dans la partie #{id}."),
    ("service-error-not-your-turn", "It is not your turn in game #{id}.", "Ce n'est pas à vous de jouer dans la partie #{id}."),
    ("service-error-challenge-yourself", "You cannot challenge yourself: pick an opponent.", "Vous ne pouvez pas vous défier vous-même : choisissez un adversaire."),
    ("service-error-challenge-exists", "You already have an open challenge with this player for this game (#{id}).", "Un défi est déjà en attente entre vous et ce joueur pour ce jeu (#{id})."),
    ("service-error-no-such-game", "There is no game #{id}.", "Il n'y a pas de partie #{id}."),
    ("service-error-not-in-this-channel", "Game #{id} is not played in this channel.", "La partie #{id} ne se joue pas dans ce salon."),
    ("service-error-no-game-here", "You have no game in progress in this channel.", "Vous n'avez pas de partie en cours dans ce salon."),
    ("service-error-no-challenge-here", "You have no open challenge in this channel.", "Vous n'avez pas de défi en attente dans ce salon."),
    ("service-error-several-games", "You have several games here: {games}. Say which one.", "Vous avez plusieurs parties ici : {games}. Précisez laquelle."),
    ("service-error-not-started", "Game #{id} has not started: the challenge has not been accepted yet.", "La partie #{id} n'a pas commencé : le défi n'a pas encore été accepté."),
    ("service-error-game-over", "Game #{id} is over.", "La partie #{id} est terminée."),
    ("service-error-challenge-closed", "Challenge #{id} is no longer open.", "Le défi #{id} n'est plus en attente."),
    ("service-error-conflict", "The board changed in the meantime: look at it again, then retry.", "Le plateau a changé entre-temps : regardez-le à nouveau, puis réessayez."),
    ("service-error-bad-button", "This button is not recognised; it may come from an older version of the bot.", "Ce bouton n'est pas reconnu ; il provient peut-être d'une ancienne version du bot."),
    ("service-error-damaged", "Game #{id} cannot be loaded: its saved data is damaged. The problem has been logged.", "La partie #{id} ne peut pas être chargée : ses données enregistrées sont endommagées. Le problème a été consigné."),
    ("service-error-internal", "Sorry, something went wrong on our side. The problem has been logged.", "Désolé, une erreur s'est produite de notre côté. Le problème a été consigné."),
    // --- discord ---------------------------------------------------------------------------------
    ("discord-internal-error", "Something went wrong on Tabula's side. Please try again in a moment.", "Un problème est survenu du côté de Tabula. Réessayez dans un instant."),
    ("discord-guild-only", "Tabula games are played in a server channel, not in direct messages.", "Les parties Tabula se jouent dans un salon de serveur, pas en message privé."),
    ("discord-bad-options", "Discord sent options Tabula does not understand; the commands are probably being updated. Try again in a minute.", "Discord a envoyé des options que Tabula ne comprend pas ; les commandes sont sans doute en cours de mise à jour. Réessayez dans une minute."),
    ("discord-opponent-bot", "{name} is a bot: challenge a person.", "{name} est un bot : défiez une personne."),
    // --- console ---------------------------------------------------------------------------------
    ("console-welcome", "Tabula console. You are {name}. Type `help` for the commands, `quit` to leave.", "Console Tabula. Vous êtes {name}. Tapez `help` pour les commandes, `quit` pour quitter."),
    ("console-help", "Commands:\n  as <name>                          act as another user\n  /challenge <name> <game> [me|them|random] [rated|casual]   challenge someone (random start, rated by default)\n  /accept [#id]  /decline [#id]  /cancel [#id]\n  /move <move> [#id]                 play a move, as `/legal` writes it (e.g. d4-d5)\n  /legal [#id]                       list your legal moves\n  /board [#id]   /resign [#id]   /games\n  /leaderboard <game> [server|global] [page] [provisional]\n  /rating [name]   /history [name] [game] [page]\n  /replay [#id]  (animated GIF)   /export [#id]  (move list)\n  quit", "Commandes :\n  as <nom>                           jouer en tant qu'un autre utilisateur\n  /challenge <nom> <jeu> [me|them|random] [rated|casual]   défier quelqu'un (départ au hasard, partie classée par défaut)\n  /accept [#id]  /decline [#id]  /cancel [#id]\n  /move <coup> [#id]                 jouer un coup, écrit comme `/legal` le montre (ex. d4-d5)\n  /legal [#id]                       lister vos coups légaux\n  /board [#id]   /resign [#id]   /games\n  /leaderboard <jeu> [serveur|tous] [page] [provisoires]\n  /rating [nom]   /history [nom] [jeu] [page]\n  /replay [#id]  (GIF animé)   /export [#id]  (liste des coups)\n  quit"),
    ("console-now", "You are now {name}.", "Vous êtes maintenant {name}."),
    ("console-bad-name", "A name is one word of letters, digits, `_`, `-` or `.` (at most 32).", "Un nom est un mot de lettres, chiffres, `_`, `-` ou `.` (32 au plus)."),
    ("console-usage-challenge", "Usage: /challenge <name> <game> [me|them|random] [rated|casual]", "Usage : /challenge <nom> <jeu> [me|them|random] [rated|casual]"),
    ("console-usage-move", "Usage: /move <move> [#id], for example /move d4 or /move d4-d5", "Usage : /move <coup> [#id], par exemple /move d4 ou /move d4-d5"),
    ("console-usage-game", "Usage: /{command} [#id]", "Usage : /{command} [#id]"),
    ("console-unknown", "Unknown command. Type `help` for the list.", "Commande inconnue. Tapez `help` pour la liste."),
    ("console-unknown-game", "Unknown game `{game}`. Games: {games}.", "Jeu inconnu `{game}`. Jeux : {games}."),
    ("console-no-legal", "No legal move for you right now.", "Aucun coup légal pour vous en ce moment."),
    ("console-png", "Board picture: {path}", "Image du plateau : {path}"),
    ("console-png-failed", "Could not write the board picture: {error}", "Impossible d'écrire l'image du plateau : {error}"),
    ("console-button", "[{label}] -> {command}", "[{label}] -> {command}"),
];

fn table() -> &'static HashMap<&'static str, (&'static str, &'static str)> {
    static TABLE: OnceLock<HashMap<&'static str, (&'static str, &'static str)>> = OnceLock::new();
    TABLE.get_or_init(|| ENTRIES.iter().map(|&(k, en, fr)| (k, (en, fr))).collect())
}

/// The text of `key` in `lang`. An unknown key returns the key itself (and a test makes sure
/// every key used in the source is in the table).
pub fn t(lang: Lang, key: &'static str) -> &'static str {
    match table().get(key) {
        Some((en, fr)) => match lang {
            Lang::En => en,
            Lang::Fr => fr,
        },
        None => key,
    }
}

/// The text of `key` in `lang` with each `{name}` replaced by its value.
pub fn tf(lang: Lang, key: &'static str, args: &[(&str, &dyn Display)]) -> String {
    let mut text = t(lang, key).to_string();
    for (name, value) in args {
        text = text.replace(&format!("{{{name}}}"), &value.to_string());
    }
    text
}

/// The name of a side in a variant ("white", "noirs"...).
pub fn side_name(
    lang: Lang,
    variant: crate::games::Variant,
    side: crate::games::Side,
) -> &'static str {
    t(lang, variant.side_name_key(side))
}

/// A one-line, localised reason why a move text was refused.
pub fn move_error(lang: Lang, error: &crate::games::MoveError) -> String {
    use crate::games::{Illegal, MoveError, ParseError};
    match error {
        MoveError::Malformed(ParseError::Empty) => t(lang, "parse-empty").to_string(),
        MoveError::Malformed(ParseError::NotASquare(text)) => {
            tf(lang, "parse-not-a-square", &[("text", text)])
        }
        MoveError::Malformed(ParseError::OffBoard(text)) => {
            tf(lang, "parse-off-board", &[("text", text)])
        }
        MoveError::Malformed(ParseError::Unrecognised(text)) => {
            tf(lang, "parse-unrecognised", &[("text", text)])
        }
        MoveError::Illegal(illegal) => t(
            lang,
            match illegal {
                Illegal::GameOver => "illegal-game-over",
                Illegal::ChanceToAct => "illegal-chance-to-act",
                Illegal::NotChanceToAct => "illegal-not-chance-to-act",
                Illegal::PlacementPhase => "illegal-placement-phase",
                Illegal::MovementPhase => "illegal-movement-phase",
                Illegal::Occupied => "illegal-occupied",
                Illegal::NotYourPiece => "illegal-not-your-piece",
                Illegal::NotAStep => "illegal-not-a-step",
                Illegal::BackAndForth => "illegal-back-and-forth",
                Illegal::NoPieceInReserve => "ergo-illegal-no-piece-in-reserve",
                Illegal::NotALionStep => "ergo-illegal-not-a-lion-step",
                Illegal::RingPathBlocked => "ergo-illegal-ring-path-blocked",
                Illegal::NotAHollowStep => "ergo-illegal-not-a-hollow-step",
                Illegal::NothingToJump => "bastonus-illegal-nothing-to-jump",
                Illegal::NotARank => "bastonus-illegal-not-a-rank",
                Illegal::NothingToPush => "bastonus-illegal-nothing-to-push",
                Illegal::PushBlocked => "bastonus-illegal-push-blocked",
                Illegal::PushTooFew => "bastonus-illegal-push-too-few",
                Illegal::Exhausted => "bastonus-illegal-exhausted",
                Illegal::NoPushBack => "bastonus-illegal-no-push-back",
                Illegal::NothingToPass => "bastonus-illegal-nothing-to-pass",
                Illegal::CaptureOrPass => "bastonus-illegal-capture-or-pass",
                Illegal::InfantryForwardOnly => "latroncules-illegal-infantry-forward-only",
                Illegal::CavalryWrongWay => "latroncules-illegal-cavalry-wrong-way",
                Illegal::JumpNeedsEnemy => "latroncules-illegal-jump-needs-enemy",
                Illegal::MovesIntoCapture => "latroncules-illegal-moves-into-capture",
                Illegal::NoSuchDie => "duodecim-illegal-no-such-die",
                Illegal::MustEnterFirst => "duodecim-illegal-must-enter-first",
                Illegal::NothingToEnter => "duodecim-illegal-nothing-to-enter",
                Illegal::ProtectedPoint => "duodecim-illegal-protected-point",
                Illegal::NoPieceOnPoint => "duodecim-illegal-no-piece-on-point",
                Illegal::WrongDistance => "duodecim-illegal-wrong-distance",
                Illegal::NotAllHome => "duodecim-illegal-not-all-home",
                Illegal::OnlyBearOff => "duodecim-illegal-only-bear-off",
                Illegal::DieTooSmall => "duodecim-illegal-die-too-small",
                Illegal::NoBonus => "duodecim-illegal-no-bonus",
                Illegal::BonusFirst => "duodecim-illegal-bonus-first",
                Illegal::RemovalDue => "latrunculi-seneca-illegal-removal-due",
                Illegal::NoRemovalDue => "latrunculi-seneca-illegal-no-removal-due",
                Illegal::NotHeld => "latrunculi-seneca-illegal-not-held",
                Illegal::PieceHeld => "latrunculi-seneca-illegal-piece-held",
                Illegal::NotAJump => "latrunculi-seneca-illegal-not-a-jump",
                Illegal::JumpRevisits => "latrunculi-seneca-illegal-jump-revisits",
            },
        )
        .to_string(),
    }
}

/// Why a game ended by its rules, as a phrase ("black have a single piece left").
pub fn end_reason(
    lang: Lang,
    variant: crate::games::Variant,
    reason: &crate::games::EndReason,
) -> String {
    use crate::games::{EndReason, Variant};
    let side_of = |side: &crate::games::Side| side_name(lang, variant, *side);
    match reason {
        EndReason::OnePieceLeft(side) => tf(
            lang,
            "end-one-piece-left",
            &[("side", &side_name(lang, variant, *side))],
        ),
        EndReason::NoCaptureLimit if variant == Variant::Latroncules => {
            t(lang, "latroncules-end-no-capture-limit").to_string()
        }
        EndReason::AllPiecesTaken(side) => tf(
            lang,
            "latroncules-end-all-taken",
            &[("side", &side_of(side))],
        ),
        EndReason::OnlyMovesIntoCapture(side) => tf(
            lang,
            "latroncules-end-only-into-capture",
            &[("side", &side_of(side))],
        ),
        EndReason::Blocked(side) => tf(
            lang,
            "end-blocked",
            &[("side", &side_name(lang, variant, *side))],
        ),
        EndReason::NoCaptureLimit => t(lang, "end-no-capture-limit").to_string(),
        EndReason::FiveInARow(side) => tf(
            lang,
            "ergo-end-five-in-a-row",
            &[("side", &side_name(lang, variant, *side))],
        ),
        EndReason::ThirdRepetition => t(lang, "ergo-end-third-repetition").to_string(),
        EndReason::MoveLimit => t(lang, "ergo-end-move-limit").to_string(),
        EndReason::FieldVictory(side)
        | EndReason::CampConquered(side)
        | EndReason::CampAnnexed(side)
        | EndReason::LegionLost(side)
        | EndReason::CommandLost(side)
        | EndReason::EmpressTaken(side) => {
            let key = match reason {
                EndReason::FieldVictory(_) => "bastonus-end-field-victory",
                EndReason::CampConquered(_) => "bastonus-end-camp-conquered",
                EndReason::CampAnnexed(_) => "bastonus-end-camp-annexed",
                EndReason::LegionLost(_) => "bastonus-end-legion-lost",
                EndReason::CommandLost(_) => "bastonus-end-command-lost",
                _ => "bastonus-end-empress-taken",
            };
            tf(lang, key, &[("side", &side_name(lang, variant, *side))])
        }
        EndReason::NoCaptureMovesEach(count) => {
            tf(lang, "bastonus-end-no-capture", &[("count", count)])
        }
        EndReason::AllBorneOff(side) => tf(
            lang,
            "duodecim-end-all-off",
            &[("side", &side_name(lang, variant, *side))],
        ),
        EndReason::TurnLimit => t(lang, "duodecim-end-turn-limit").to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn placeholders(text: &str) -> BTreeSet<String> {
        text.split('{')
            .skip(1)
            .filter_map(|rest| rest.split_once('}').map(|(name, _)| name.to_string()))
            .collect()
    }

    #[test]
    fn every_key_is_unique_and_both_languages_have_the_same_placeholders() {
        let mut seen = BTreeSet::new();
        for (key, en, fr) in ENTRIES {
            assert!(seen.insert(*key), "duplicate key {key}");
            assert!(!en.is_empty() && !fr.is_empty(), "{key} is empty");
            assert_eq!(placeholders(en), placeholders(fr), "{key}");
        }
    }

    /// Scans the source for calls of `t` and `tf` with a literal key and checks each key exists.
    #[test]
    fn every_key_used_in_the_source_is_in_the_catalogue() {
        let mut missing = Vec::new();
        let mut files = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src"
        ))];
        let mut used = 0;
        while let Some(path) = files.pop() {
            if path.is_dir() {
                files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let source = std::fs::read_to_string(&path).unwrap();
            for (i, _) in source.match_indices('"') {
                let before = &source[..i];
                let call = before.trim_end();
                // `t(lang, "` or `tf(lang, "`: the literal follows a comma that follows a call.
                let Some(prefix) = call.strip_suffix(',') else {
                    continue;
                };
                let open = prefix.rfind('(').unwrap_or(0);
                let callee = prefix[..open].trim_end();
                let is_call = (callee.ends_with(" t")
                    || callee.ends_with("(t")
                    || callee.ends_with("tf")
                    || callee.ends_with("::t"))
                    && !prefix[open..].contains([')', '"', ';', '{']);
                if !is_call {
                    continue;
                }
                let key: String = source[i + 1..].chars().take_while(|c| *c != '"').collect();
                if key
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                {
                    used += 1;
                    if !table().contains_key(key.as_str()) {
                        missing.push(format!("{}: {key}", path.display()));
                    }
                }
            }
        }
        assert!(used > 0, "the scan found no keys at all");
        assert!(
            missing.is_empty(),
            "keys missing from the catalogue: {missing:?}"
        );
    }

    #[test]
    fn locales_pick_french_only_for_french() {
        assert_eq!(Lang::from_locale("fr"), Lang::Fr);
        assert_eq!(Lang::from_locale("fr-CA"), Lang::Fr);
        assert_eq!(Lang::from_locale("en-US"), Lang::En);
        assert_eq!(Lang::from_locale("de"), Lang::En);
        assert_eq!(Lang::from_locale(""), Lang::En);
    }

    #[test]
    fn placeholders_are_filled() {
        assert_eq!(
            tf(Lang::Fr, "parse-off-board", &[("text", &"z9")]),
            "`z9` est hors du plateau."
        );
        assert_eq!(t(Lang::En, "side-white"), "white");
    }
}
