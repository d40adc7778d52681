"""Words about a game agree: the New game dialog's line states the match's target as set, and
a rules page counts in the table's own unit."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from traversone_desktop.gui.dialogs.new_game import NewGameDialog
from traversone_desktop.gui.dialogs.rules_help import help_page
from traversone_desktop.storage.settings import Settings
from traversone_desktop.tools.translations import read_ts, ts_path

LINES = {
    "en": (("ciapano", "reach 31 and", "reach 16 and"),
           ("traversone", "reaches 21.", "reaches 16."),
           ("tressette", "First to 21 wins", "First to 16 wins"),
           ("mattazza", "; 5 game points and", "; 16 game points and"),
           ("mattazza", "; 16 game points and", "; 1 game point and")),
    "it": (("ciapano", "chi arriva a 31 esce", "chi arriva a 16 esce"),
           ("traversone", "arriva a 21 vince", "arriva a 16 vince"),
           ("tressette", "prima a 21.", "prima a 16."),
           ("mattazza", "a 5 punti partita si perde", "a 16 punti partita si perde"),
           ("mattazza", "a 16 punti partita si perde", "a 1 punto partita si perde")),
}


SURVIVORS = {"en": ("; the last one left wins.", "; the last 2 left win."),
             "it": ("; vince l'ultimo rimasto.", "; vincono gli ultimi 2 rimasti.")}


@pytest.mark.parametrize("lang", sorted(LINES))
def test_the_games_line_follows_the_target_as_it_is_changed(
        qtbot: QtBot, settings: Settings, speak: Callable[[str], None], lang: str) -> None:
    """Ciapanò's line said "reach 31 and you are out" after the target was set to 16, and
    "the last one left wins" with two to be left standing."""
    speak(lang)
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    for name, before, after in LINES[lang]:
        dialog.preset.setCurrentIndex(dialog.preset.findData(name))
        assert before in dialog.blurb.text(), dialog.blurb.text()
        dialog.target.setValue(int("".join(c for c in after if c.isdigit())))
        assert after in dialog.blurb.text(), dialog.blurb.text()
    dialog.preset.setCurrentIndex(dialog.preset.findData("ciapano"))
    one, two = SURVIVORS[lang]
    assert dialog.blurb.text().endswith(one), dialog.blurb.text()
    dialog.survivors.setValue(2)
    assert dialog.blurb.text().endswith(two), dialog.blurb.text()


@pytest.mark.parametrize("lang", sorted(LINES))
@pytest.mark.parametrize(("game", "counted"), [("mattazza", "%n game point(s)"),
                                               ("busca", "%n busche")])
def test_the_rules_page_calls_a_games_count_what_the_table_calls_it(
        lang: str, game: str, counted: str) -> None:
    """Mattazza's Italian page counted "giochi" where the table and summary say "punti
    partita"."""
    forms = {m.source: m.forms for m in read_ts(ts_path(lang)) if m.numerus}[counted]
    page = help_page(game, lang).read_text(encoding="utf-8")
    assert forms[-1].replace("%n ", "") in page
    if lang == "it":
        assert "giochi" not in page
