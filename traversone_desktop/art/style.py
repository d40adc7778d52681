"""What a deck looks like, as data: one frozen value per regional pattern.

Everything the shared drawing code needs to tell one pattern from another sits
here, so a new deck is a new value (plus, optionally, a few drawing hooks in
its own module) rather than a new branch in the renderer.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from traversone_desktop.art.deckart import DeckArt

SuitSystem = Literal["spanish", "italian", "french", "german"]
CourtBase = Literal["none", "suit", "rank"]
BackKind = Literal["check", "lattice", "rosettes", "tartan", "rings", "stripes", "scales"]

Quad = tuple[str, str, str, str]
Triple = tuple[str, str, str]

LATIN_SUITS_IT: Quad = ("denari", "coppe", "spade", "bastoni")
LATIN_SUITS_EN: Quad = ("coins", "cups", "swords", "batons")
FRENCH_SUITS_IT: Quad = ("quadri", "cuori", "picche", "fiori")
FRENCH_SUITS_EN: Quad = ("diamonds", "hearts", "spades", "clubs")
COURTS_IT: Triple = ("Fante", "Cavallo", "Re")
COURTS_EN: Triple = ("Knave", "Knight", "King")
FRENCH_COURTS_IT: Triple = ("Fante", "Donna", "Re")
FRENCH_COURTS_EN: Triple = ("Jack", "Queen", "King")
GERMAN_SUITS_IT: Quad = ("campanelli", "cuori", "foglie", "ghiande")
GERMAN_SUITS_EN: Quad = ("bells", "hearts", "leaves", "acorns")
"""German suits on the engine's four: bells for coins, hearts for cups, leaves for swords,
acorns for batons."""
GERMAN_COURTS_IT: Triple = ("Unter", "Ober", "Re")
GERMAN_COURTS_EN: Triple = ("Under", "Over", "King")
SYSTEM_NAMES: dict[str, tuple[Quad, Quad, Triple, Triple]] = {
    "french": (FRENCH_SUITS_IT, FRENCH_SUITS_EN, FRENCH_COURTS_IT, FRENCH_COURTS_EN),
    "german": (GERMAN_SUITS_IT, GERMAN_SUITS_EN, GERMAN_COURTS_IT, GERMAN_COURTS_EN),
}
"""Suit and court names (Italian, English) of the non-Latin suit systems."""


@dataclass(frozen=True)
class Palette:
    """Colours of one deck, as ``#rrggbb`` strings (cheap to compare and hash)."""

    paper: str = "#fbf6ea"
    ink: str = "#1d1a16"
    frame: str = "#1d1a16"
    gold: str = "#e8b422"
    red: str = "#c8242b"
    blue: str = "#2459a8"
    green: str = "#2f8a3c"
    skin: str = "#f4d2b0"
    hair: Quad = ("#6b3b1c", "#3a2414", "#c58b3a", "#1c1c1c")
    robe: Quad = ("#c8242b", "#2459a8", "#2f8a3c", "#e8b422")
    """Main robe colour of the courts of each suit (coins, cups, swords, batons)."""
    trim: Quad = ("#2459a8", "#e8b422", "#c8242b", "#2f8a3c")
    """Second colour of each suit's courts: cloaks, sleeves, horse cloths."""
    marks: Quad = ("#e8b422", "#c8242b", "#2459a8", "#2f8a3c")
    """Main colour of each suit's sign."""
    bases: Quad = ("#e8b422", "#c8242b", "#2459a8", "#2f8a3c")
    """Court bases, by suit or by rank (F, C, R, unused) as the deck says."""
    back: Triple = ("#7a1f24", "#f3e6c8", "#1d1a16")
    """Back: field, pattern, accent."""
    index: str = "#1d1a16"


@dataclass(frozen=True)
class DeckStyle:
    """One regional pattern: names, conventions, palette and drawing hooks."""

    key: str
    name_it: str
    name_en: str
    region_it: str
    region_en: str
    suit_system: SuitSystem
    double_ended: bool
    corner_indices: bool
    aspect: float
    """Card height divided by card width."""
    court_names_it: Triple = COURTS_IT
    court_names_en: Triple = COURTS_EN
    suit_names_it: Quad = LATIN_SUITS_IT
    suit_names_en: Quad = LATIN_SUITS_EN
    palette: Palette = field(default_factory=Palette)
    back_kind: BackKind = "lattice"
    court_base: CourtBase = "none"
    index_labels: tuple[str, ...] = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10")
    index_scale: float = 1.0
    """1.0 is an ordinary index; the accessibility deck uses a larger one."""
    split_tilt: float = 0.0
    """Degrees by which the divide of double-ended courts leans."""
    frame_breaks: bool = False
    """Mark the suit with gaps in the frame line (Spanish "pinta"): 0-3 gaps."""
    bold_signs: bool = False
    """Thicker outlines on suit signs, for legibility."""
    specials: frozenset[str] = frozenset()
    """Pattern cues the shared drawing code knows how to add (see deckart)."""
    mottoes: Quad | None = None
    """Words written on each suit's ace, if the pattern has mottoes."""
    art: DeckArt | None = field(default=None, compare=False)
    """Drawing code; ``None`` means the standard one."""

    @property
    def latin(self) -> bool:
        """Coins, cups, swords and batons (Spanish-style or northern Italian)."""
        return self.suit_system in ("spanish", "italian")

    def __post_init__(self) -> None:
        """Suit and court names left at the Latin defaults follow the suit system, so a
        French or German deck names only what its pattern calls differently."""
        own = SYSTEM_NAMES.get(self.suit_system)
        if own is None:
            return
        latin = (LATIN_SUITS_IT, LATIN_SUITS_EN, COURTS_IT, COURTS_EN)
        names = ("suit_names_it", "suit_names_en", "court_names_it", "court_names_en")
        for name, default, system in zip(names, latin, own, strict=True):
            if getattr(self, name) == default:
                object.__setattr__(self, name, system)
