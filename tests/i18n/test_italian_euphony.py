"""Italian writes *ad* and *ed* before a word that begins with the same vowel: the table calls
"Passa ad Anna", not "Passa a Anna", and partners are "Tu ed Elena"."""

from __future__ import annotations

import pytest

from traversone_desktop.placeholders import fill
from traversone_desktop.tools.translations import read_ts, ts_path


@pytest.mark.parametrize(("template", "values", "filled"), [
    ("Passa a %1", ("Anna",), "Passa ad Anna"),
    ("Passa a %1", ("Àlvaro",), "Passa ad Àlvaro"),
    ("Tutte le prese a %1!", ("andrea",), "Tutte le prese ad andrea!"),
    ("Tu e %1 siete fuori dalla partita", ("Elena",), "Tu ed Elena siete fuori dalla partita"),
    ("%1 e %2", ("Nonna Pina", "Emma"), "Nonna Pina ed Emma"),
    ("La presa va a %1, con %2", ("Alba", "Asso di coppe"),
     "La presa va ad Alba, con Asso di coppe"),
])
def test_the_euphonic_d_comes_before_the_same_vowel(
        template: str, values: tuple[str, ...], filled: str) -> None:
    assert fill(template, *values) == filled


@pytest.mark.parametrize(("template", "values", "filled"), [
    ("Passa a %1", ("Elena",), "Passa a Elena"),       # another vowel
    ("Tu e %1", ("Anna",), "Tu e Anna"),
    ("Passa a %1", ("Adele",), "Passa a Adele"),       # never "ad Adele"
    ("Tu e %1", ("Edoardo",), "Tu e Edoardo"),
    ("chi arriva a %1 esce", ("8",), "chi arriva a 8 esce"),
    ("Passa a %1", ("",), "Passa a "),
    ("casa %1", ("Anna",), "casa Anna"),                # "a" ending a word is no preposition
    ("Passa a %2", ("Anna",), "Passa a %2"),            # a placeholder with no value stays
])
def test_no_d_where_italian_writes_none(
        template: str, values: tuple[str, ...], filled: str) -> None:
    assert fill(template, *values) == filled


def test_english_lines_are_filled_as_written() -> None:
    """The rule reads the word before a placeholder; no English line may put "a" or "e"
    there, or an English name beginning with that vowel would gain a *d*."""
    for message in read_ts(ts_path("en")):
        for text in (message.source, *message.forms):
            plain = text.replace("%1", "Anna").replace("%2", "Elena").replace("%3", "Ada")
            assert fill(text, "Anna", "Elena", "Ada") == plain, text
