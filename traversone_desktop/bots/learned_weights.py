"""The learned play model's weights, written by ``tools/train_policy.py``.

Fitted to 9173 choices recorded by ``tools/policy_data.py``
(pimc-seed101-353deals.jsonl). Regenerate; do not edit.
"""

from typing import Final

GAMES: Final = ('traversone',)
"""The games the choices came from: the model is used for these only."""

WEIGHTS: Final = (
    -0.6589,  # lead:worth
    +0.2744,  # lead:strength
    +0.1947,  # lead:out_below
    -0.1680,  # lead:out_above
    -0.7081,  # lead:boss
    -0.8357,  # lead:suit_dead
    +0.1098,  # lead:suit_out
    -3.8351,  # lead:own_in_suit
    -4.0285,  # lead:own_below
    +0.3390,  # lead:own_lowest
    -0.2864,  # lead:heuristic
    -1.1887,  # lead:late_strength
    +0.1594,  # lead:late_worth
    +1.4570,  # follow:worth
    -0.2714,  # follow:strength
    +2.3904,  # follow:out_below
    -2.3904,  # follow:out_above
    +0.0950,  # follow:boss
    -0.0000,  # follow:suit_dead
    +0.0000,  # follow:suit_out
    +0.0000,  # follow:own_in_suit
    -3.7813,  # follow:own_below
    +0.0217,  # follow:own_lowest
    +0.5014,  # follow:heuristic
    -0.5928,  # follow:late_strength
    -0.6622,  # follow:late_worth
    +1.3885,  # discard:worth
    +0.5805,  # discard:strength
    +3.6370,  # discard:out_below
    -2.9731,  # discard:out_above
    +0.4404,  # discard:boss
    +0.2597,  # discard:suit_dead
    +1.5611,  # discard:suit_out
    -2.9468,  # discard:own_in_suit
    -2.9726,  # discard:own_below
    +0.9464,  # discard:own_lowest
    -0.1121,  # discard:heuristic
    -0.3616,  # discard:late_strength
    -0.5538,  # discard:late_worth
    -0.7404,  # wins_now
    -2.4967,  # wins_now_points
    +0.6677,  # wins_now_last
    +1.9250,  # wins_now_out_above
    +0.2055,  # top_under
    +0.0000,  # shoot_wins
    +1.0066,  # block_wins
    -2.5614,  # partner_wins_worth
)
