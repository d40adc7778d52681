"""The words for each rule option a match may change: the New game dialog labels its rows
with them, and the rules help says with them where a match differs from its game's page
(the pages describe each game as it comes, and a family may have played to 31).

The texts keep the New game dialog's translation context, where they were first written.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from traversone_desktop.engine.games.base import FOUR_OF_BATONS
from traversone_desktop.engine.games.tressette import FOUR_OF_COINS
from traversone_desktop.engine.rules import Rules, RulesError, preset
from traversone_desktop.gui.words import card_spoken
from traversone_desktop.placeholders import fill
from traversone_desktop.session.setup import DEFAULT_DECK

_tr = QCoreApplication.translate


def option_labels() -> dict[str, str]:
    """Each option's row label or check box text, with its accelerator."""
    return {
        "match_end": _tr("NewGameDialog", "&Kind of match:"),
        "survivors": _tr("NewGameDialog", "&Winners left standing:"),
        "cappotto_needs_last_trick": _tr("NewGameDialog", "&Cappotto needs the last trick too"),
        "cappotto_wins_match": _tr("NewGameDialog", "Cappotto w&ins the match at once"),
        "three_player_pack": _tr("NewGameDialog", "&Three-player pack:"),
        "fractions": _tr("NewGameDialog", "&Fractions of a point:"),
        "last_trick_bonus": _tr("NewGameDialog", "The last trick &adds one point"),
        "first_lead": _tr("NewGameDialog", "First &lead:"),
        "declarations": _tr("NewGameDialog", "Decla&rations (accusi)"),
        "declare_timing": _tr("NewGameDialog", "&Declare:"),
        "signals": _tr("NewGameDialog", "Sig&nals on the lead (busso, volo, striscio)"),
    }


def option_choices(deck: str = DEFAULT_DECK) -> dict[str, dict[str, str]]:
    """The choices of each option that has them, in the dialog's order, the cards named
    as ``deck`` names them (the 4 of coins is the Four of diamonds in a French pack, of
    bells in a German one)."""
    return {
        "match_end": {"lowest_wins": _tr("NewGameDialog", "Lowest total wins"),
                      "elimination": _tr("NewGameDialog", "By elimination")},
        "three_player_pack": {
            "dealer_discard": _tr("NewGameDialog", "Dealer takes 14, discards one"),
            "remove_a_four": fill(_tr("NewGameDialog", "Remove the %1"),
                                  card_spoken(deck, FOUR_OF_BATONS))},
        "fractions": {
            "to_last_trick": _tr("NewGameDialog", "Go to the last trick (the rest of 11)"),
            "dropped": _tr("NewGameDialog", "Dropped")},
        "first_lead": {"eldest": _tr("NewGameDialog", "Eldest hand"),
                       "four_of_coins": fill(_tr("NewGameDialog", "Holder of the %1"),
                                             card_spoken(deck, FOUR_OF_COINS))},
        "declare_timing": {"first_turn": _tr("NewGameDialog", "At your first turn"),
                           "after_first_trick": _tr("NewGameDialog", "In the second trick")},
    }


def target_labels() -> dict[str, str]:
    """The target's label, by what the game's total counts."""
    return {"busche": _tr("NewGameDialog", "Busche that end the &match:"),
            "game_points": _tr("NewGameDialog", "Game points that &lose:"),
            "win": _tr("NewGameDialog", "Points to &win:"),
            "out": _tr("NewGameDialog", "&Out at points:"),
            "ends": _tr("NewGameDialog", "Match &ends at points:")}


def target_kind(rules: Rules, out: bool) -> str:
    """Which of :func:`target_labels` the target of ``rules`` takes (``out``: a player who
    reaches it is out, in a match played by elimination)."""
    unit = rules.definition.score_unit
    if unit in ("busche", "game_points"):
        return unit
    if rules.positive:
        return "win"
    return "out" if out else "ends"


def differences(rules: Rules) -> list[str]:
    """Where ``rules`` differ from their game as it comes, one "option: value" each, in
    the New game dialog's words and order (the target first)."""
    try:
        usual = preset(rules.variant, rules.players)
    except RulesError:  # a table size the game is not dealt at: nothing to compare with
        return []
    choices = option_choices()
    said = []
    if rules.target != usual.target:
        out = "survivors" in rules.definition.options and rules.match_end == "elimination"
        label = target_labels()[target_kind(rules, out)]
        said.append(f"{_plain(label)}: {rules.target}")
    for key, label in option_labels().items():
        mine, theirs = getattr(rules, key), getattr(usual, key)
        if mine == theirs:
            continue
        if isinstance(mine, bool):
            value = _tr("RuleOptions", "yes") if mine else _tr("RuleOptions", "no")
        else:
            value = choices.get(key, {}).get(str(mine), str(mine))
        said.append(f"{_plain(label)}: {value}")
    return said


def _plain(label: str) -> str:
    """A label as running text: no accelerator, no colon."""
    return label.replace("&", "").rstrip(":").strip()
