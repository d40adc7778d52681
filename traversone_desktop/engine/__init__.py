"""The rules of the Traversone family: pure, deterministic, standard library only.

The engine imports no Qt and does no I/O. Start with :func:`preset` and
:class:`Match`; each game's rules live in :mod:`.games` (``rules.definition``);
bots read a :class:`SeatView`; search plays :class:`Deal` copies out with
:func:`play_out`.
"""

from .cards import CardError, card_code, parse_card
from .cardset import CardSet
from .deal import Deal, Trick
from .errors import IllegalMoveError, RulesError
from .events import (
    CardDiscarded,
    CardDrawn,
    CardPlayed,
    Claimed,
    DealScored,
    DealStarted,
    Declared,
    Event,
    MatchOver,
    SeatEliminated,
    TrickTaken,
)
from .games import GAMES, Game
from .match import Match, MatchStateError
from .phase import Phase
from .playout import play_out
from .record import DealRecord, RecordError
from .rules import PRESET_NAMES, PRESET_PLAYERS, Rules, preset
from .sampling import InconsistentViewError, sample_world
from .scoring import DealOutcome, score_deal
from .view import SeatView

__all__ = [
    "GAMES",
    "PRESET_NAMES",
    "PRESET_PLAYERS",
    "CardDiscarded",
    "CardDrawn",
    "CardError",
    "CardPlayed",
    "CardSet",
    "Claimed",
    "Deal",
    "DealOutcome",
    "DealRecord",
    "DealScored",
    "DealStarted",
    "Declared",
    "Event",
    "Game",
    "IllegalMoveError",
    "InconsistentViewError",
    "Match",
    "MatchOver",
    "MatchStateError",
    "Phase",
    "RecordError",
    "Rules",
    "RulesError",
    "SeatEliminated",
    "SeatView",
    "Trick",
    "TrickTaken",
    "card_code",
    "parse_card",
    "play_out",
    "preset",
    "sample_world",
    "score_deal",
]
