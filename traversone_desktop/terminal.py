"""What ``traversone`` prints on the terminal, in the player's language.

The lines come before any window (a bad option, a missing library, the help) or instead
of one, so Qt's translators, which need the application, are not there yet: a translator
of our catalogue is kept here, and :func:`translate` reads it. The language is the
window's: ``--lang``, else ``TRAVERSONE_LANG``, else the preferences, else the system's.
Without :func:`speaking` every line is English, as the developer tools (tournaments,
simulations) always are.

argparse words its own messages ("unrecognized arguments", "usage:") through the
``gettext`` function it keeps as a module global; :func:`speaking` lends it ours, and
our catalogue carries those words under the context ``argparse``.

Qt is imported only when a language is spoken, so a bot worker that imports this module
through the command line's does not load it.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    from PySide6.QtCore import QTranslator


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for the catalogue without translating it here."""
    return text


ARGPARSE_WORDS = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "not allowed with argument %s"),
    QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
)
"""The messages of argparse that the ``traversone`` command line can show, as argparse
words them (Python 3.11 to 3.13); one it words otherwise stays English."""

_translator: QTranslator | None = None


def translate(context: str, text: str) -> str:
    """``text`` in the language spoken now (itself when none is, or it has no translation)."""
    if _translator is None:
        return text
    return _translator.translate(context, text) or text


def _our_translator(lang: str) -> QTranslator | None:
    from PySide6.QtCore import QTranslator

    from .resources import i18n_path

    translator = QTranslator()
    try:
        loaded = translator.load(str(i18n_path(f"traversone_{lang}.qm")))
    except FileNotFoundError:
        return None
    return translator if loaded else None


def command_line_language(argv: Sequence[str]) -> str:
    """The language of the window these arguments would open, read before they are
    parsed (the help and a bad option need it): a bad ``--lang`` counts as none."""
    from .i18n import LANGUAGES, choose_language
    from .storage.settings import stored_language

    early = _EarlyParser(add_help=False)
    early.add_argument("--lang")
    early.add_argument("--data-dir")
    try:
        known, _ = early.parse_known_args(list(argv))
    except ValueError:  # "--lang" last, with nothing after it: the real parser says so
        known = argparse.Namespace(lang=None, data_dir=None)
    command_line = known.lang if known.lang in LANGUAGES else None
    return choose_language(command_line, stored_language(known.data_dir))


class _EarlyParser(argparse.ArgumentParser):
    """A first look at two options, which leaves every complaint to the real parser."""

    def error(self, message: str) -> NoReturn:
        raise ValueError(message)


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Print in ``lang`` (argparse too) until the block ends."""
    global _translator
    argparse_globals = vars(argparse)  # where argparse finds its gettext, named "_"
    kept: tuple[QTranslator | None, Callable[[str], str]] = (_translator, argparse_globals["_"])
    _translator = _our_translator(lang) if lang != "en" else None
    argparse_globals["_"] = lambda text: translate("argparse", text)
    try:
        yield
    finally:
        _translator, argparse_globals["_"] = kept
