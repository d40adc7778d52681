"""A fresh data folder for every storage test that asks for one."""

from __future__ import annotations

import pytest

from traversone_desktop.storage.paths import set_data_dir


@pytest.fixture
def data_dir(tmp_path):
    """Every file the app writes goes under a fresh folder."""
    set_data_dir(tmp_path)
    yield tmp_path
    set_data_dir(None)


ENTER = "<Enter>"
"""An answer to a message box: the key a hurried player presses."""


def enter_presses(box):
    """The button Enter presses: the default, else the one Qt picks, the first that
    accepts or says yes."""
    from PySide6.QtWidgets import QMessageBox

    accepting = (QMessageBox.ButtonRole.AcceptRole, QMessageBox.ButtonRole.YesRole)
    return box.defaultButton() or next(b for b in box.buttons()
                                       if box.buttonRole(b) in accepting)


@pytest.fixture
def boxes(monkeypatch):
    """The text of every message box the code opens, each answered at once: by clicking the
    button whose text is next in ``boxes.answers`` (or the one Enter presses, for
    :data:`ENTER`), else as Esc would."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    class Boxes(list):
        def __init__(self) -> None:
            super().__init__()
            self.answers: list[str] = []
            self.details: list[str] = []
            """Each box's detailed text (the exact error behind Show Details), "" if none."""

        def settled(self) -> Boxes:
            """These boxes once every question already on its way has come up (some come
            up from the event loop, after the step that found the fault)."""
            QCoreApplication.processEvents()
            return self

    shown = Boxes()

    def exec_(box: QMessageBox) -> int:
        shown.append(box.text())
        shown.details.append(box.detailedText())
        if shown.answers:
            wanted = shown.answers.pop(0)
            button = (enter_presses(box) if wanted == ENTER else next(
                b for b in box.buttons()
                if b.text().replace("&", "") == wanted.replace("&", "")))  # "&Yes" or "Yes"
            button.click()
            return box.standardButton(button).value or 0
        escape = box.escapeButton()
        if escape is not None:
            escape.click()
        return QMessageBox.StandardButton.Ok.value

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return shown
