"""What a game of the family says about itself: the contract behind the registry.

A game is one :class:`Game` subclass in its own module, registered with
:func:`register`. The engine, the bots and the command line ask it (through
``rules.definition``) everything that differs between games, so a new game is a
new module and never a new branch elsewhere. Like OpenSpiel's registered games
or python-chess's variants, each class also names its presets.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Final, TypeVar

from ..cards import NUM_CARDS, THIRDS, parse_card
from ..errors import RulesError
from ..match_end import Verdict, elimination, lowest_wins
from ..scoring import LAST_TRICK_UNITS, side_index

if TYPE_CHECKING:
    from ..deal import Deal
    from ..events import Event
    from ..match import Match
    from ..record import DealRecord
    from ..rules import Rules
    from ..scoring import DealOutcome

FOUR_OF_BATONS: Final = parse_card("4b")

UNIVERSAL_OPTIONS: Final = frozenset({"variant", "game", "players", "target", "match_end"})
"""Options every game reads (``match_end`` is checked against :attr:`Game.match_ends`)."""


@dataclass(frozen=True)
class Preset:
    """A named set of options of one game, and the table sizes it is played at."""

    name: str
    players: tuple[int, ...]
    """Table sizes, the usual one first."""
    options: dict[str, Any] = field(default_factory=dict, hash=False)


@dataclass(frozen=True)
class Note:
    """One sentence explaining a deal's score, as a message key and what it names.

    The GUI words and translates each key (see :meth:`Game.notes` for the keys); the engine
    only says which one applies and fills in the sides, seats and numbers.
    """

    key: str
    who: tuple[int, ...] = ()
    """The sides (or, where the key says so, seats) the sentence names."""
    numbers: tuple[int, ...] = ()


@dataclass(frozen=True)
class DealPlan:
    """How a deal is made at a given table size: hand size, stock, set-aside cards."""

    hand_size: int
    removed: tuple[int, ...]
    dealer_discards: bool
    pack: tuple[int, ...]
    """The cards to shuffle."""


def standard_plan(rules: Rules, players: int) -> DealPlan:
    """Deal sizes of RULES.md §3: 8/10/13 by table size (two: 10 and a stock), or the rules'
    fixed hand size; three players either discard or play without the 4 of batons."""
    removed: tuple[int, ...] = ()
    if players == 3 and rules.three_player_pack == "remove_a_four":
        removed = (FOUR_OF_BATONS,)
    if rules.hand_size:
        size, discards = rules.hand_size, False
    elif players == 2:
        size, discards = 10, False
    else:
        size = {3: 13, 4: 10, 5: 8}[players]
        discards = players == 3 and not removed
    pack = tuple(c for c in range(NUM_CARDS) if c not in removed)
    return DealPlan(size, removed, discards, pack)


class Game:
    """One game: its options, deal, play restrictions, extra moves, score and match end.

    The class attributes are facts; the methods are hooks that :class:`~.deal.Deal` and
    :class:`~.match.Match` call at fixed points. The defaults are plain trick play.
    """

    name: ClassVar[str]
    presets: ClassVar[tuple[Preset, ...]]
    players: ClassVar[tuple[int, ...]]
    """Table sizes the game can be played at."""
    options: ClassVar[frozenset[str]]
    """Options (beyond :data:`UNIVERSAL_OPTIONS`) that mean something in this game; any other
    option must keep its default value."""
    match_ends: ClassVar[tuple[str, ...]]
    """Allowed ``match_end`` values, the game's own first."""
    positive: ClassVar[bool] = False
    """Players try to take points (Tressette); False in the reverse games."""
    values: ClassVar[tuple[int, ...]] = THIRDS
    """Each card's worth in :attr:`unit`."""
    unit: ClassVar[str] = "thirds"
    """What a deal's ``taken`` counts: ``"thirds"`` of a point or the game's ``"units"``."""
    score_unit: ClassVar[str] = "points"
    """What a deal's score counts: ``"points"``, ``"busche"`` or ``"game_points"``."""
    last_trick_value: ClassVar[int] = 0
    """What the last trick adds to its taker's count, in :attr:`unit` (Traversone: 0, the
    last trick takes the remainder of 11 instead)."""
    cappotto: ClassVar[bool] = False
    """Taking every point is a slam (the bots then shoot for it or block it)."""
    empty_pays: ClassVar[str | None] = None
    """A seat that took no ``"trick"`` (Mattazza) or no ``"points"`` (Busca) pays."""
    claims: ClassVar[bool] = False
    """A side may claim the match mid-hand (Tressette's *chiamarsi fuori*)."""
    tiebreak_between_tied: ClassVar[bool] = False
    """A tie-break deal is dealt to the tied players only (Traversone family)."""

    # -- options ----------------------------------------------------------
    def validate(self, rules: Rules) -> None:
        """Refuse combinations that make no sense in this game (:func:`check_options` has
        already refused the options it does not read)."""

    # -- the deal ---------------------------------------------------------
    def deal_plan(self, rules: Rules, players: int) -> DealPlan:
        """How a deal is made for ``players`` active seats (fewer in a tie-break or after
        eliminations)."""
        return standard_plan(rules, players)

    def first_leader(self, deal: Deal) -> int:
        """The eldest hand: the seat after the dealer."""
        return deal.nxt[deal.dealer]

    def leader_note(self, deal: Deal) -> str | None:
        """Why the first leader is not the one the rules name, as a message key, or None."""
        return None

    def on_play_start(self, deal: Deal) -> None:
        """Set-up once the hands are final (after any discard)."""

    # -- play -------------------------------------------------------------
    def restrict_cards(self, deal: Deal, seat: int, mask: int) -> int:
        """Narrow the follow-suit choice ``mask`` by the game's own rules."""
        return mask

    def restriction_reason(self, deal: Deal, seat: int, card: int) -> str:
        """Why :meth:`restrict_cards` forbade ``card``, as a message key."""
        return "must_follow"

    def off_suit_shows_void(self, deal: Deal) -> bool:
        """Whether failing to follow in the trick in progress proves a void."""
        return True

    def needs_full_rules(self, deal: Deal) -> bool:
        """True while a move may be anything but a plain follow-suit card: a restriction
        of :meth:`restrict_cards` or an extra move may apply (the playout then steps
        through :meth:`Deal.apply`)."""
        return False

    def extra_moves(self, deal: Deal, seat: int) -> list[int]:
        """Moves besides playing a card (declarations, claims)."""
        return []

    def apply_special(self, deal: Deal, seat: int, move: int) -> list[Event]:
        """Carry out a move of :meth:`extra_moves`."""
        raise NotImplementedError(f"{self.name} has no move {move}")

    def after_card(self, deal: Deal, seat: int, card: int) -> None:
        """After ``seat`` played ``card`` (the trick may still be open)."""

    def after_trick(self, deal: Deal) -> None:
        """After a trick (and its draws) when the deal goes on."""

    # -- score and match --------------------------------------------------
    def score(self, deal: Deal, sides: list[list[int]]) -> DealOutcome:
        """The finished deal's result, before it touches the match totals."""
        raise NotImplementedError

    def notes(self, record: DealRecord) -> list[Note]:
        """Why the deal scored what it did, in order: the game's own notes, then
        ``tiebreak`` (totals left alone) and ``eliminated`` (who: the side; numbers: its
        total) for each seat that dropped out."""
        notes = self.score_notes(record)
        if record.tiebreak:
            notes.append(Note("tiebreak"))
        for seat in record.eliminated:
            side = side_index(record.sides, seat)
            notes.append(Note("eliminated", (side,), (record.totals[side],)))
        return notes

    def score_notes(self, record: DealRecord) -> list[Note]:
        """The notes particular to this game's score (none by default)."""
        return []

    def worth(self, cards: Iterable[int]) -> int:
        """What ``cards`` count in :attr:`unit`: the table's running "taken so far"."""
        return sum(self.values[c] for c in cards)

    def units(self, record: DealRecord) -> list[int]:
        """Per seat, what it took in :attr:`unit`, the last trick's value included."""
        worth = self.last_trick_value
        return [t + worth * (s == record.last_trick) for s, t in enumerate(record.taken)]

    def claim_thresholds(self, rules: Rules, totals: list[int]) -> tuple[int, ...]:
        """Per side, points a hand must secure for that side to claim; empty: no claims."""
        return ()

    def judge(self, match: Match, outcome: DealOutcome, tiebreak: bool) -> Verdict:
        """Apply the rules' ``match_end`` after a deal."""
        if match.rules.match_end == "elimination":
            return elimination(match)
        return lowest_wins(match, outcome, tiebreak)


class UnitsGame(Game):
    """A game that counts units, the last trick included, and makes a seat that takes
    nothing pay (Busca, Mattazza)."""

    unit = "units"
    last_trick_value = LAST_TRICK_UNITS
    empty_pays: ClassVar[str]

    def empty_seats(self, record: DealRecord) -> list[int]:
        """The seats that took nothing in the sense of :attr:`empty_pays`."""
        if self.empty_pays == "trick":
            won = {t.winner for t in record.tricks}
            return [s for s in record.active if s not in won]
        units = self.units(record)
        return [s for s in record.active if units[s] == 0]

    def score_notes(self, record: DealRecord) -> list[Note]:
        """``last_trick_worth`` (who: the last trick's seat; numbers: its units), then
        ``nothing_taken_pays`` or ``no_trick_pays`` (who: the seats that took nothing) or,
        when nobody did, ``most_taken`` (who: the seats with the most units; numbers: that
        many)."""
        notes = [Note("last_trick_worth", (record.last_trick,), (self.last_trick_value,))]
        empty = self.empty_seats(record)
        if empty:
            key = "no_trick_pays" if self.empty_pays == "trick" else "nothing_taken_pays"
            return [*notes, Note(key, tuple(empty))]
        units = self.units(record)
        most = max(units[s] for s in record.active)
        top = tuple(s for s in record.active if units[s] == most)
        return [*notes, Note("most_taken", top, (most,))]


def check_options(game: Game, rules: Rules, defaults: Mapping[str, object]) -> None:
    """Refuse a non-default value of an option that ``game`` does not read, a match end it
    does not know and a table size it is not played at."""
    for key, value in rules.to_dict().items():
        if key not in UNIVERSAL_OPTIONS and key not in game.options and value != defaults[key]:
            raise RulesError(f"rule option {key!r} has no effect in {game.name}; "
                             f"leave it at {defaults[key]!r}")
    if rules.match_end not in game.match_ends:
        raise RulesError(f"rule option 'match_end' cannot be {rules.match_end!r} in "
                         f"{game.name}; allowed: {', '.join(game.match_ends)}")
    if rules.players not in game.players:
        raise RulesError(wrong_table_size(game.name, game.players, rules.players))


def wrong_table_size(name: str, allowed: Iterable[int], count: int) -> str:
    """The one line that tells a player which table sizes ``name`` has: "3, 4 or 5 players"."""
    sizes = [str(n) for n in allowed]
    listed = sizes[0] if len(sizes) == 1 else f"{', '.join(sizes[:-1])} or {sizes[-1]}"
    return f"{name} is played by {listed} players, not {count}"


G = TypeVar("G", bound=Game)
GAMES: Final[dict[str, Game]] = {}
"""Every registered game by name (``Rules.game``)."""


def register(game: G) -> G:
    """Make ``game`` one the rules may name (``Rules.game``)."""
    GAMES[game.name] = game
    return game
