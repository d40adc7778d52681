"""Names shared by several decks, so each deck module only says what is its own."""

from __future__ import annotations

from typing import Final

LATIN_SUITS_IT: Final = ("denari", "coppe", "spade", "bastoni")
LATIN_SUITS_EN: Final = ("coins", "cups", "swords", "batons")
FRENCH_SUITS_IT: Final = ("quadri", "cuori", "picche", "fiori")
FRENCH_SUITS_EN: Final = ("diamonds", "hearts", "spades", "clubs")
COURTS_IT: Final = ("Fante", "Cavallo", "Re")
COURTS_EN: Final = ("Knave", "Knight", "King")
