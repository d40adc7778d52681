"""The GUI's one vocabulary: every translated name, phrase and number format that is not
a single widget's own — presets, bot levels, decks, scores and sides, why a card may not
be played, signals, declarations, hints.

Each phrase is a literal ``QCoreApplication.translate`` call so pyside6-lupdate finds it,
looked up when it is shown, so a language switch takes effect at once.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from collections.abc import Iterable, Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication, QLocale

from .. import art
from ..engine.cards import PITA, suit_of
from ..engine.declarations import COMBINATIONS, SET_RANKS
from ..engine.games import Game
from ..engine.games.tressette import FOUR_OF_COINS
from ..engine.moves import DECLARE_BASE
from ..engine.trick import trick_winner
from ..i18n import Plurals
from ..placeholders import fill
from ..session.setup import DEFAULT_DECK
from ..storage.stats import NewerDatabase

_tr = QCoreApplication.translate

NBSP: Final = "\u00a0"
"""Joins words a wrapped line should not part: a name ("Asso di spade"), a sum."""
FRACTION_SIGNS = ("", "1\u20443", "2\u20443")
"""One and two thirds with the fraction slash: the bundled font has no single-glyph thirds."""


def preset_title(name: str) -> str:
    """The preset's name as players say it."""
    titles = {
        "traversone": _tr("Presets", "Traversone"),
        "ciapano": _tr("Presets", "Ciapanò"),
        "traversone_partners": _tr("Presets", "Traversone in pairs"),
        "kifameno": _tr("Presets", "Kifameno"),
        "busca": _tr("Presets", "Busca"),
        "mattazza": _tr("Presets", "Mattazza"),
        "tressette": _tr("Presets", "Tressette"),
        "tressette_2": _tr("Presets", "Tressette for two"),
    }
    return titles.get(name, name)


def plain(label: str) -> str:
    """A menu's or button's label as it reads, without its shortcut mark: "&Help" is
    "Help", "R&&D" is "R&D"."""
    return label.replace("&&", "\0").replace("&", "").replace("\0", "&")


def as_label(text: str) -> str:
    """``text`` (a name, a deck's title) made a menu's or button's label that reads as
    written: "Tom & Jerry" is "Tom && Jerry", not "Tom Jerry" with the J underlined."""
    return text.replace("&", "&&")


def access_key(label: str) -> str:
    """The letter a label underlines, in lower case ("" for none): "&Add" is "a"."""
    text = label.replace("&&", "")
    at = text.find("&")
    return text[at + 1].lower() if 0 <= at < len(text) - 1 else ""


def lettered(texts: Sequence[str], taken: Iterable[str] = (),
             spans: Sequence[tuple[int, int]] | None = None) -> list[str]:
    """``texts`` made the labels of one menu's entries, each with a letter of its own to
    choose it by (a list of names has none written in; KDE letters its menus the same
    way): within each text's span (the name in "A bot plays for Anna"), the first letter
    of a word where it can be, else another. ``taken``: the letters of the menu's other
    entries. As many texts as the letters allow get one (an entry whose letters another
    needs less gives way); the rest read as written."""
    used = {letter.lower() for letter in taken}
    choices = [_letter_choices(text, *(spans[i] if spans is not None else (0, len(text))))
               for i, text in enumerate(texts)]
    owner: dict[str, int] = {}

    def place(i: int, seen: set[str]) -> bool:
        """A letter for text ``i``: its best free one, else one whose owner can move to
        another (Kuhn's augmenting path, so that as many texts as can get one)."""
        open_letters = [letter for letter, _at in choices[i] if letter not in used]
        free = next((letter for letter in open_letters if letter not in owner), None)
        if free is not None:
            owner[free] = i
            return True
        for letter in open_letters:
            if letter not in seen:
                seen.add(letter)
                if place(owner[letter], seen):
                    owner[letter] = i
                    return True
        return False

    for i in range(len(texts)):
        place(i, set())
    at = {i: next(p for letter_, p in choices[i] if letter_ == letter)
          for letter, i in owner.items()}
    return [f"{as_label(text[:at[i]])}&{as_label(text[at[i]:])}" if i in at
            else as_label(text) for i, text in enumerate(texts)]


def _letter_choices(text: str, start: int, end: int) -> list[tuple[str, int]]:
    """The letters of ``text[start:end]`` that could be underlined, each once, in order of
    preference (a word's first letter, then the others) with where it stands."""
    letters = [p for p in range(start, end) if text[p].isascii() and text[p].isalnum()]
    initials = [p for p in letters if p == 0 or not text[p - 1].isalnum()]
    seen: dict[str, int] = {}
    for p in initials + letters:
        seen.setdefault(text[p].lower(), p)
    return list(seen.items())


def preset_blurb(name: str, target: int, survivors: int = 1) -> str:
    """One line that tells the presets apart, with the match's ``target`` (and Ciapanò's
    ``survivors``) as chosen."""
    blurbs = {
        "traversone": _tr("Presets", "No trumps: take as few points as you can. "
                                     "Lowest total wins when someone reaches %1."),
        "ciapano": (_tr("Presets", "Traversone by elimination: reach %1 and you are out; "
                                   "the last one left wins.") if survivors == 1 else
                    _tr("Presets", "Traversone by elimination: reach %1 and you are out; "
                                   "the last %2 left win.")),
        "traversone_partners": _tr("Presets", "Traversone in two pairs facing each other, "
                                              "with signals to your partner."),
        "kifameno": _tr("Presets", "Traversone with ten cards each, for two to four; with "
                                   "two or three, the rest of the pack is a stock to draw from."),
        "busca": _tr("Presets", "Avoid the ace of coins and taking the most points, yet "
                                "take at least one point: penalties are called busche."),
        # a plural: called on the class, as in points()
        "mattazza": Plurals.tr("Romagna's version: the most points cost a game point, but "  # type: ignore[arg-type]
                               "whoever takes no trick pays instead; %n game point(s) and you "
                               "lose.", "", target),  # type: ignore[arg-type]
        "tressette": _tr("Presets", "The classic: two pairs try to take points, "
                                    "with declarations and signals. First to %1 wins."),
        "tressette_2": _tr("Presets", "Tressette face to face, drawing from the stock; "
                                      "both draws are shown."),
    }
    return fill(blurbs.get(name, ""), number(target), number(survivors))


def level_name(level: str) -> str:
    """A bot difficulty level as shown to players."""
    names = {
        "easy": _tr("Levels", "Easy"),
        "medium": _tr("Levels", "Medium"),
        "hard": _tr("Levels", "Hard"),
        "master": _tr("Levels", "Master"),
    }
    return names.get(level, level)


def ui_language() -> str:
    """The interface language in use: "it" or "en" (the app sets the default QLocale)."""
    return "it" if QLocale().language() == QLocale.Language.Italian else "en"


def deck_title(deck: str) -> str:
    """A deck's name in the interface language. Decks that share it (two grandmothers'
    cards both named so) are told apart in every menu and message: the first keeps it,
    the others add their place among them, "(2)", "(3)"."""
    title = _own_title(deck)
    same = [other for other in art.deck_names() if _own_title(other) == title]
    return title if deck not in same[1:] else f"{title} ({same.index(deck) + 1})"


def _own_title(deck: str) -> str:
    """The name a deck gives itself in the interface language."""
    try:
        style = art.get_deck(deck)
    except art.UnknownDeckError:
        return deck
    return style.name_it if ui_language() == "it" else style.name_en


def number(value: int) -> str:
    """A whole number in the current locale."""
    return QLocale().toString(value)


def mixed_thirds(thirds: int) -> str:
    """Thirds of a point as a mixed number: 10 → "3 1⁄3", 2 → "2⁄3", 0 → "0"."""
    whole, part = divmod(thirds, 3)
    if part == 0:
        return number(whole)
    return (number(whole) + NBSP if whole else "") + FRACTION_SIGNS[part]


def side_name(names: Sequence[str], members: Sequence[int]) -> str:
    """A side as its players' names: "Anna" or "Anna & Bruno"."""
    who = [names[s] if 0 <= s < len(names) else "?" for s in members]
    if len(who) != 2:
        return ", ".join(who)
    return fill(_tr("Sides", "%1 & %2"), who[0], who[1])


def names_joined(names: Sequence[str]) -> str:
    """"Anna", "Anna and Bruno", "Anna, Bruno and Carla"."""
    if len(names) <= 1:
        return "".join(names)
    return fill(_tr("Sides", "%1 and %2"), ", ".join(names[:-1]), names[-1])


YOU_NAMES = frozenset({"You", "Tu"})
"""The name a human's seat gets by default, in every language shipped: a sentence about
that seat speaks to the player ("You took…") instead of about a third person."""


def is_you(name: str) -> bool:
    return name in YOU_NAMES


def winners_headline(names: Sequence[str], sides: Sequence[Sequence[int]],
                     winners: Sequence[int]) -> str:
    """Who won the match: "You win!" spoken to the player (the default name) among the
    winners, "You and Zio Gino win!" with a partner, otherwise "Anna wins!" (or "Anna &
    Bruno win!", a side of two or a tie)."""
    players = [names[s] for i in winners for s in sides[i]]
    if any(is_you(name) for name in players):
        others = [name for name in players if not is_you(name)]
        return (fill(_tr("Winners", "You and %1 win!"), names_joined(others)) if others
                else _tr("Winners", "You win!"))
    who = names_joined([side_name(names, sides[i]) for i in winners])
    plural = len(winners) > 1 or any(len(sides[i]) > 1 for i in winners)
    return fill(_tr("Winners", "%1 win!") if plural else _tr("Winners", "%1 wins!"), who)


def about(name: str, yours: str, theirs: str, *values: str) -> str:
    """A sentence about one player: ``yours`` ("You are out…"), spoken to the player, when
    ``name`` is the default "you" name; otherwise ``theirs`` ("%1 is out…") with ``name`` for
    ``%1``. In both, ``%2``… are ``values``."""
    return fill(yours, name, *values) if is_you(name) else fill(theirs, name, *values)


def recorded_name(name: str) -> str:
    """The name a seat's results are kept under: every language's default "you" name as one
    player, so a family that changes language keeps one row in the statistics."""
    return "You" if is_you(name) else name


def seat_name(name: str) -> str:
    """A seat's name as shown: the default "you" name in the interface's language, so a match
    set up in English and resumed in Italian says "Tu", not "You"; any other name as typed."""
    return _tr("Sides", "You") if is_you(name) else name


def equation(*terms: str) -> str:
    """Terms joined with non-breaking spaces, so a wrapped line never splits a sum."""
    return NBSP.join(terms)


def kept_whole(name: str) -> str:
    """``name`` with no-break spaces: a wrapped line breaks before it or after it."""
    return name.replace(" ", NBSP)


def side_names(names: Sequence[str], sides: Sequence[Sequence[int]]) -> list[str]:
    """Every side's name, in side order."""
    return [side_name(names, m) for m in sides]


def two_lines(text: str, longer_than: int = 12) -> str:
    """``text`` broken at the space nearest its middle when it is long, for a column head
    that must stay narrow enough for five players side by side."""
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if len(text) <= longer_than or not spaces:
        return text
    cut = min(spaces, key=lambda i: abs(2 * i - len(text)))
    return text[:cut] + "\n" + text[cut + 1:]


def reason_text(key: str, deck: str = DEFAULT_DECK) -> str:
    """A why-not key of ``Deal.why_illegal`` as a sentence for the player, the suit and
    card named as ``deck`` names them (Busca's coins are diamonds in a French pack)."""
    lang = ui_language()
    if key == "busca_no_coins_lead":
        style = art.get_deck(deck)
        coins = (style.suit_names_it if lang == "it" else style.suit_names_en)[suit_of(PITA)]
        return _tr("Reasons", "You may not lead %1 in the first trick.").replace("%1", coins)
    if key == "busca_no_pita":
        return _tr("Reasons", "The Pita (%1) may not be played in the first trick.") \
            .replace("%1", art.card_name(deck, PITA, lang))
    texts = {
        "not_your_turn": _tr("Reasons", "It is not your turn."),
        "not_in_hand": _tr("Reasons", "That card is not in your hand."),
        "must_follow": _tr("Reasons", "You must follow suit."),
    }
    return texts.get(key, _tr("Reasons", "That card cannot be played now."))


_DISK_FULL: Final = (errno.ENOSPC, errno.EDQUOT)
_NOT_YOURS: Final = (errno.EACCES, errno.EPERM, errno.EROFS)
_HELD_OPEN: Final = (32, 33)
"""Windows' sharing and lock violations (an antivirus or a backup reading the file), which
Python reports as EACCES."""


def disk_full() -> str:
    """The one way to say it, whichever file could not be written."""
    return _tr("Disk", "The disk is full.")


def write_problem(exc: OSError) -> str:
    """Why a file could not be written (the autosave, a save or an export the player
    named), for a player; the exact English error is for the details."""
    if exc.errno in _DISK_FULL:
        return disk_full()
    if getattr(exc, "winerror", None) in _HELD_OPEN:
        return _tr("Saves", "Another program is using the file just now.")
    if exc.errno in _NOT_YOURS:
        return _tr("Saves", "The folder is read-only, or belongs to another user.")
    if exc.errno == errno.ENOENT and exc.filename and not os.path.isdir(  # a memory stick
            os.path.dirname(os.fsdecode(exc.filename))):  # taken out (Windows says so of a
        return _tr("Saves", "The folder is no longer there.")  # path too long, too)
    return _tr("Saves", "The folder cannot be written just now.")


_CANNOT_WRITE: Final = (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_CANTOPEN,
                        sqlite3.SQLITE_AUTH)


def stats_problem(exc: BaseException) -> str:
    """Why the statistics file (SQLite) cannot be used now, for a player; the exact
    English error is for the details."""
    if isinstance(exc, NewerDatabase):
        return _tr("Statistics", "They were written by a newer version of Traversone: this "
                                 "one leaves them as they are, and the newer one adds the "
                                 "matches played here.")
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None  # extended codes add high bits
    os_error = getattr(exc, "errno", None)
    if primary in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return _tr("Statistics", "Another program is using the statistics file just now.")
    if primary == sqlite3.SQLITE_FULL or os_error in _DISK_FULL:
        return disk_full()
    if primary in _CANNOT_WRITE or os_error in _NOT_YOURS:
        return _tr("Statistics", "The statistics file cannot be written in its folder.")
    return _tr("Statistics", "The statistics file cannot be used just now.")


def leader_note_text(key: str, leader: str, deck: str = DEFAULT_DECK) -> str:
    """Why ``leader`` leads the first trick, for a ``DealStarted.leader_note`` key ("" for a
    key this version does not word)."""
    if key == "four_of_coins_not_dealt":
        four = art.card_name(deck, FOUR_OF_COINS, ui_language())
        return about(leader, _tr("Reasons", "Nobody was dealt the %2: you lead, as the eldest "
                                           "hand."),
                     _tr("Reasons", "Nobody was dealt the %2: %1 leads, as the eldest hand."),
                     four)
    return ""


def signal_name(signal: str) -> str:
    """A lead signal as players call it."""
    names = {
        "busso": _tr("Signals", "Busso"),
        "volo": _tr("Signals", "Volo"),
        "striscio": _tr("Signals", "Striscio"),
    }
    return names.get(signal, signal)


def signal_meaning(signal: str) -> str:
    meanings = {
        "busso": _tr("Signals", "Play your best of this suit and lead it back"),
        "volo": _tr("Signals", "This was my last card of this suit"),
        "striscio": _tr("Signals", "I hold more of this suit"),
    }
    return meanings.get(signal, "")


def suit_name(deck: str, suit: int) -> str:
    """A suit in the deck's own terms and the interface language ("denari", "hearts")."""
    style = art.get_deck(deck)
    names = style.suit_names_it if ui_language() == "it" else style.suit_names_en
    return names[suit]


def _rank_plural(rank: str) -> str:
    plurals = {"3": _tr("Declarations", "threes"), "2": _tr("Declarations", "twos"),
               "A": _tr("Declarations", "aces")}
    return plurals[rank]


def declaration_name(move: int, deck: str) -> str:
    """What a declaration move declares: "Napoletana of coins", "three aces without cups"."""
    k = move - DECLARE_BASE
    if k < 4:
        return _tr("Declarations", "Napoletana of %1").replace("%1", suit_name(deck, k))
    if k < 16:
        rank, missing = divmod(k - 4, 4)
        return fill(_tr("Declarations", "three %1 without %2"),
                    _rank_plural(SET_RANKS[rank]), suit_name(deck, missing))
    return _tr("Declarations", "four %1").replace("%1", _rank_plural(SET_RANKS[k - 16]))


def declaration_of(cards: tuple[int, ...]) -> int:
    """The declaration move whose combination is exactly ``cards``."""
    wanted = sorted(cards)
    for k, combo in enumerate(COMBINATIONS):
        if sorted(combo.cards) == wanted:
            return DECLARE_BASE + k
    raise ValueError(f"no declaration is made of cards {cards!r}")


def points(n: int) -> str:
    # Called on the class, as lupdate reads a plural (see Plurals); the stubs type it unbound.
    return Plurals.tr("%n point(s)", "", n)  # type: ignore[arg-type]


def score_text(unit: str, n: int) -> str:
    """A score in its game's own unit (``Game.score_unit``): "3 points", "2 busche",
    "1 game point"."""
    if unit == "busche":
        return Plurals.tr("%n busche", "", n)  # type: ignore[arg-type]
    if unit == "game_points":
        return Plurals.tr("%n game point(s)", "", n)  # type: ignore[arg-type]
    return points(n)


def card_spoken(deck: str, card: int) -> str:
    """A card's accessible name in the interface language ("Asso di denari")."""
    return art.card_name(deck, card, ui_language())


def hint_reason(card: int, hand: list[int], trick: list[tuple[int, int]],
                discarding: bool, game: Game, partner_winning: bool) -> str:
    """Why the hint suggests ``card``, in what it does at this moment of the trick, in a
    game where points are avoided or, in Tressette, sought (``partner_winning``: the
    trick so far is the player's partner's)."""
    values = game.values
    if discarding:  # the dealer's card set aside goes to the last trick's winner
        if values[card]:
            return _tr("Hints", "Laid aside, this point card can no longer make you "
                                "take a trick: it goes to whoever takes the last one.")
        return _tr("Hints", "Laid aside, it can no longer make you take a trick: it "
                            "goes to whoever takes the last one.")
    if not trick:
        suit = [c for c in hand if c // 10 == card // 10]
        if card == min(suit):
            return _tr("Hints", "Your lowest card of its suit: a cheap lead.")
        if card == max(suit):
            return _tr("Hints", "Your strongest card of its suit: the best chance to take "
                                "the trick.")
        return _tr("Hints", "It leads a suit in which you keep stronger and weaker cards.")
    _, best = trick_winner(trick)
    if game.positive and partner_winning and values[card]:
        return _tr("Hints", "Your partner is winning the trick: it adds a point card to it.")
    if card // 10 != best // 10:
        if not values[card]:
            return _tr("Hints", "You cannot follow suit: it gives away nothing.")
        if game.positive:
            return _tr("Hints", "You cannot follow suit: it gives away as few points as "
                                "you can.")
        return _tr("Hints", "You cannot follow suit: it gets rid of a point card.")
    if card > best:
        return _tr("Hints", "It beats every card in the trick so far.")
    return _tr("Hints", "It stays under the card winning the trick.")
