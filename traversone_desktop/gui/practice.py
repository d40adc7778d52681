"""Replaying one deal of a match from its seed: the score sheet's "play this deal again"."""

from __future__ import annotations

from typing import Any

from ..engine import Match, Rules


class PracticeMatch(Match):
    """A match whose first deal is a given deal of another match: same seed, dealer and
    table (the seats still in play), totals at zero."""

    def __init__(self, rules: Rules, record: dict[str, Any]) -> None:
        super().__init__(rules, int(record["seed"]))
        self._deal_seed = int(record["seed"])
        self.dealer = int(record["dealer"])
        self.active = tuple(int(s) for s in record["active"])

    def deal_seed(self, index: int) -> int:
        """Every deal of the practice is the recorded one (only the first is played)."""
        return self._deal_seed
