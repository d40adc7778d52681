"""The language-change contract of the table's widgets: ``retranslate_ui()`` on
``QEvent.LanguageChange`` (Qt sends it to every widget when a translator is installed)."""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslating:
    """Mix in before a QWidget class; the widget defines ``retranslate_ui``."""

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)  # type: ignore[misc]
