# Reviews of finished games by the computer: /review, the Review button, the pages.

## The command

review = review
review-description = The computer reviews a finished game
review-game = game
review-game-description = The game's number (your last finished game if not given)

## Under way

review-progress = Reviewing game #{ $id }… { $bar } { $percent }%
review-queued = Game #{ $id } waits for its review: { $place ->
    [1] it is next.
   *[other] { $place } reviews before it.
}
review-ready = { $mention }, the review of game #{ $id } is ready.
review-failed = The review of game #{ $id } could not be finished. Ask again with `/review game:{ $id }`.

## The first page: the summary and the chart

review-header = **Review of game #{ $id }** · { $game }: { $first } vs { $second }
review-side = { $name } ({ $side }): accuracy **{ $accuracy }%** · { $inaccuracies ->
    [one] 1 inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
}
review-side-no-decision = { $name } ({ $side }): no decision to review
review-side-luck = { $name }'s luck: { $luck } points of win chance from the dice
review-turning-count = { $count ->
    [one] One turning point: ▶ shows it on the board.
   *[other] { $count } turning points: ▶ shows each on the board.
}
review-no-turning = No move gave much away: no turning point.
review-legend = -# Win chance by the computer ({ $budget } iterations a position). Inaccuracy: 5 points of win chance given away, mistake 10, blunder 15; accuracy as lichess computes it.

## A turning point

review-turning = **Turning point { $n }/{ $count }** · { $move } ({ $name }) — { $label }: win chance { $before } → { $after }; better { $best }, { $best_value }
review-label-inaccuracy = inaccuracy
review-label-mistake = mistake
review-label-blunder = blunder
review-label-none = a loss of win chance

## Buttons

review-button = Review
review-button-previous = ◀
review-button-next = ▶
review-button-show = Show everyone

## Refusals

review-error-not-finished = Game #{ $id } is not over: a review is for finished games (no help during play).
review-error-no-game = You have no finished game to review here: name one with `{ $command }`.
review-error-no-actions = Game #{ $id } ended before any move: there is nothing to review.
review-error-aborted = Game #{ $id } was aborted: it has no result, so there is nothing to review.
