"""What happened, in order: the engine's answer to every move, and the GUI's script.

Events carry the whole truth (every card); the GUI controller decides what each
seat may see before it animates anything.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class DealStarted:
    deal: int
    dealer: int
    active: tuple[int, ...]
    seed: int
    tiebreak: bool
    hands: tuple[tuple[int, ...], ...]
    """Cards dealt to each seat of the table (empty for a seat that is out)."""
    stock: int
    """Cards left in the stock after the deal."""
    leader: int = -1
    """Seat to lead the first trick (-1 while the three-player dealer still discards)."""
    leader_note: str | None = None
    """Why that seat leads, when the rules' usual leader is missing:
    ``"four_of_coins_not_dealt"`` (the eldest hand leads instead)."""


@dataclass(frozen=True)
class CardDiscarded:
    """The three-player dealer lays a card aside, face down, for the last trick."""

    seat: int
    card: int


@dataclass(frozen=True)
class CardPlayed:
    seat: int
    card: int
    signal: str | None = None


@dataclass(frozen=True)
class TrickTaken:
    winner: int
    cards: tuple[int, ...]
    """Cards of the trick in play order."""
    index: int
    last: bool


@dataclass(frozen=True)
class CardDrawn:
    seat: int
    card: int
    public: bool
    """Shown to every seat (two-player Tressette) or seen only by the drawer."""


@dataclass(frozen=True)
class Declared:
    seat: int
    kind: str
    cards: tuple[int, ...]
    points: int


@dataclass(frozen=True)
class Claimed:
    side: int
    seat: int


@dataclass(frozen=True)
class DealScored:
    deal: int
    taken: tuple[int, ...]
    """Per seat, value taken in tricks (thirds; Busca units in Busca)."""
    scores: tuple[int, ...]
    """Per side, this deal's score in the variant's unit."""
    totals: tuple[int, ...]
    """Per side, running totals after this deal."""
    last_trick: int
    cappotto: int | None
    tiebreak: bool = False
    details: dict[str, object] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class SeatEliminated:
    seat: int
    total: int


@dataclass(frozen=True)
class MatchOver:
    winners: tuple[int, ...]
    """Winning side indices."""


Event = (
    DealStarted
    | CardDiscarded
    | CardPlayed
    | TrickTaken
    | CardDrawn
    | Declared
    | Claimed
    | DealScored
    | SeatEliminated
    | MatchOver
)
