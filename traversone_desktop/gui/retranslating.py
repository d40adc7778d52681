"""The one language-change contract of the GUI.

Whatever shows text sets all of it in a ``retranslate_ui()`` method, which it calls once
when it is built; after every language switch (:func:`..i18n.install_language`) that
method runs again, so no restart is needed. Which code calls it:

- a widget mixes in :class:`Retranslating` (before its Qt class): Qt sends every widget
  ``QEvent.LanguageChange`` when the translators change, and the mixin answers it;
- an object that is not a widget (the controller, the window's file actions) calls
  :func:`follow_language` once: the notifier of :mod:`..i18n` then calls its
  ``retranslate_ui()`` after every switch;
- a part of a widget that is neither (the table's hand and plates, a dialog's row of
  fields) is re-texted by its owner's ``retranslate_ui()``.

Nothing else in the GUI listens for a language change.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent

from ..i18n import notifier


class Retranslating:
    """Mix in before a QWidget class; the widget defines ``retranslate_ui``."""

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    def retranslated(self) -> None:
        """After ``retranslate_ui()`` on a switch: for what depends on the new texts' size
        (a dialog keeps its centre)."""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.retranslated()
        super().changeEvent(event)  # type: ignore[misc]


class Retranslatable(Protocol):
    def retranslate_ui(self) -> None: ...


def follow_language(owner: Retranslatable) -> None:
    """Call ``owner.retranslate_ui()`` after every language switch (for a QObject that is
    not a widget: the connection ends with it)."""
    notifier().languageChanged.connect(owner.retranslate_ui)
