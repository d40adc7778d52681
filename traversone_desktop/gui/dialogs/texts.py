"""Translated names and formats the dialogs share: presets, bot levels, scores, sides.

Strings are written as literal ``QCoreApplication.translate`` calls so that
pyside6-lupdate finds them; the functions look them up at call time, after any
language switch.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from traversone_desktop import art
from traversone_desktop.engine.rules import Rules

_tr = QCoreApplication.translate

_PLACEHOLDER = re.compile(r"%([1-9])")


def fill(template: str, *values: str) -> str:
    """``template`` with ``%1``, ``%2``… replaced by ``values`` in one pass, so a player's name
    that itself holds ``%2`` is shown as typed (chained ``replace`` calls would substitute it)."""
    def value(found: re.Match[str]) -> str:
        index = int(found[1]) - 1
        return values[index] if index < len(values) else found[0]

    return _PLACEHOLDER.sub(value, template)


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


def preset_blurb(name: str) -> str:
    """One line that tells the presets apart."""
    blurbs = {
        "traversone": _tr("Presets", "Four players, no trumps: take as few points as you can. "
                                     "Lowest total wins when someone reaches 21."),
        "ciapano": _tr("Presets", "Traversone by elimination: reach 31 and you are out; "
                                  "the last one left wins."),
        "traversone_partners": _tr("Presets", "Traversone in two pairs facing each other, "
                                              "with signals to your partner."),
        "kifameno": _tr("Presets", "Ten cards each and a stock to draw from: "
                                   "for two, three or four players."),
        "busca": _tr("Presets", "Avoid the ace of coins and the most points, "
                                "or take nothing at all: penalties are called busche."),
        "mattazza": _tr("Presets", "Romagna's version: the most points, or no trick at all, "
                                   "costs a game point; five game points and you lose."),
        "tressette": _tr("Presets", "The classic: two pairs try to take points, "
                                    "with declarations and signals. First to 21 wins."),
        "tressette_2": _tr("Presets", "Tressette face to face, drawing from the stock; "
                                      "both draws are shown."),
    }
    return blurbs.get(name, "")


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
    """A deck's name in the interface language."""
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
    return (number(whole) + "\u00a0" if whole else "") + FRACTION_SIGNS[part]


def side_name(names: Sequence[str], members: Sequence[int]) -> str:
    """A side as its players' names: "Anna" or "Anna & Bruno"."""
    who = [names[s] if 0 <= s < len(names) else "?" for s in members]
    if len(who) != 2:
        return ", ".join(who)
    return fill(_tr("Sides", "%1 & %2"), who[0], who[1])


YOU_NAMES = frozenset({"You", "Tu"})
"""The name a human's seat gets by default, in every language shipped: a sentence about
that seat speaks to the player ("You took…") instead of about a third person."""


def is_you(name: str) -> bool:
    return name in YOU_NAMES


def equation(*terms: str) -> str:
    """Terms joined with non-breaking spaces, so a wrapped line never splits a sum."""
    return "\u00a0".join(terms)


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


def lower_is_better(rules: Rules) -> bool:
    """True in reverse games, where the lowest total leads."""
    return not rules.positive


def rules_from_record(record: dict[str, object]) -> Rules | None:
    """The rules a log record was played under, or None if they cannot be read."""
    data = record.get("rules")
    if not isinstance(data, dict):
        return None
    try:
        return Rules.from_dict(data)
    except ValueError:
        return None
