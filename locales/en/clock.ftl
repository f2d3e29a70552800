# Clocks, loss on time, reminders, abort, lapsing and open challenges, draw offers, rematches.

## Durations ("2 days 4 h", "3 h 20 min", "4 min 10 s")

clock-days-hours = { $days ->
        [one] { $days } day
       *[other] { $days } days
    } { $hours } h
clock-days = { $days ->
        [one] { $days } day
       *[other] { $days } days
    }
clock-hours = { $hours } h
clock-minutes = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
clock-hours-minutes = { $hours } h { $minutes } min
clock-minutes-seconds = { $minutes } min { $seconds } s
clock-left = { $time } left

## Challenges and games

clock-challenge = Clock: { $clock } per move. The challenge lapses if unanswered within { $lapse }.
clock-games-line = { $line }, { $left }
clock-status-line = { $turn }, { $left }
clock-reminder = { $player }, your move in game #{ $id } ({ $variant }): { $left } left on your clock.
clock-result-time = { $loser } ran out of time in game #{ $id }: { $winner } ({ $side }) wins on time.
clock-render-time = { $name } wins on time
clock-how-time = on time
clock-aborted = { $player } aborted game #{ $id }: no result, no rating change.
clock-aborted-time = Game #{ $id } is aborted: { $player } did not move in time before the game really started. No result, no rating change.
clock-lapsed = The challenge #{ $id } from { $challenger } to { $challenged } lapsed unanswered.
clock-error-abort-too-late = Game #{ $id } is under way (both sides have made two moves): it can no longer be aborted. Resign or offer a draw instead.

## Draw offers

clock-draw-offered = { $player } offers a draw in game #{ $id }. { $opponent }, do you accept?
clock-draw-accepted = { $player } accepted the draw offer.
clock-draw-declined = { $player } declined the draw offer in game #{ $id }.
clock-result-agreed = Game #{ $id } is over: a draw by agreement.
clock-render-agreed = Draw by agreement
clock-how-agreement = by agreement
clock-error-draw-again = You already offered a draw in game #{ $id }: you may offer again once a move has been made.
clock-error-no-draw-offer = There is no draw offer to answer in game #{ $id }.
clock-error-not-your-offer = Only { $player } may answer this draw offer.
clock-button-draw-accept = Accept the draw
clock-button-draw-decline = Decline

## Rematch and open challenges

clock-button-rematch = Rematch
clock-error-rematch-not-finished = Game #{ $id } is not over yet.
clock-open-anyone = anyone
clock-open-challenge = { $challenger } is looking for an opponent: { $variant }, game #{ $id }. Anyone in this channel may accept; { $challenger } plays { $challenger_side }.
clock-open-lapse = The challenge lapses if nobody accepts within { $lapse }.
clock-error-open-taken = Someone else accepted challenge #{ $id } first.
clock-button-withdraw = Withdraw
clock-open-clock = Clock: { $clock } per move.
clock-error-open-exists = You already have an open challenge for { $variant } (#{ $id }): withdraw it first, or wait for someone to accept it.
clock-error-withdraw-not-yours = Challenge #{ $id } is { $player }'s: only they may withdraw it.
clock-console-open-usage = Open to anyone: /challenge <game> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }] [5m|15m|1d|3d|7d|14d]
clock-console-open-help = {"  "}/challenge <game> [{ console-word-me }|{ console-word-them }|{ console-word-random }] [{ console-word-rated }|{ console-word-casual }] [clock]   an open challenge: anyone may accept it (`as <name>`, then /accept); /withdraw [#id] takes it back

## Console

clock-console-now = The console's clock is now { $time } (moved { $moved }).
clock-console-usage = Usage: `clock +2d` (or +30m, +1h, +1w): moves the console's clock forward.
clock-console-too-far = The console's clock moves at most 10 years at a time, and not past the year 9999.

## Slash commands (see commands.ftl for the rules on names)

challenge-clock = clock
challenge-clock-description = Time per move (3 days if not given)
challenge-clock-5-minutes = 5 minutes
challenge-clock-15-minutes = 15 minutes
challenge-clock-1-day = 1 day
challenge-clock-3-days = 3 days
challenge-clock-7-days = 7 days
challenge-clock-14-days = 14 days
abort = abort
abort-description = Abort a game that has not really started (no result, no rating)
abort-game = game
abort-game-description = Which game (the only one here if not given)
draw = draw
draw-description = Offer your opponent a draw
draw-game = game
draw-game-description = Which game (the only one here if not given)
