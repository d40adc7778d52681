"""One look on every system: Qt's Fusion style, its dialog buttons in words alone.

Fusion asks the desktop whether a dialog's standard buttons carry icons. Windows and macOS
say no; Linux says yes, so there Start wore a green arrow and Cancel a red cross (Close and
Yes had theirs too) beside Quick game, Resume and the other buttons of our own, which have
none.
"""

from __future__ import annotations

from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleHintReturn, QStyleOption, QWidget


class OneLook(QProxyStyle):
    """Fusion, with every button of a dialog a plain word, as on Windows and macOS."""

    def __init__(self) -> None:
        super().__init__("Fusion")

    def styleHint(self, hint: QStyle.StyleHint, option: QStyleOption | None = None,
                  widget: QWidget | None = None,
                  return_data: QStyleHintReturn | None = None) -> int:
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 0
        return super().styleHint(hint, option, widget, return_data)
