"""A line the table said, that can say itself again in another language.

Most of the table's words are set again by ``retranslate_ui()`` from the state they
describe; an announcement is not state: it says what just happened (who took the trick,
who leads) and is gone. The pass screen keeps the last one until the next person comes,
which may be after the family has changed the language, so an announcement keeps how it
was said as well as what it says.
"""

from __future__ import annotations

from collections.abc import Callable


class Phrase(str):
    """The text ``say()`` gives now, which :func:`said_again` asks of ``say`` again.

    A ``str``, so it goes wherever the table's announcements go (and compares as its text);
    a signal carrying one is typed ``object``, since Qt would turn it into a plain
    string."""

    say: Callable[[], str]

    def __new__(cls, say: Callable[[], str]) -> Phrase:
        phrase = super().__new__(cls, say())
        phrase.say = say
        return phrase


def said_again(text: str) -> str:
    """``text`` in the language spoken now: a :class:`Phrase` said again, any other text
    as it is."""
    return Phrase(text.say) if isinstance(text, Phrase) else text
