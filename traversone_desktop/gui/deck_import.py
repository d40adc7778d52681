"""Adding and removing the player's own decks, shared by Preferences and the View menu."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMessageBox, QProgressDialog, QWidget

from traversone_desktop.art.deckfiles import MANIFEST, DeckFileError
from traversone_desktop.art.registry import add_user_deck, remove_user_deck
from traversone_desktop.gui.dialogs.base import shown
from traversone_desktop.gui.dialogs.file_picker import first_folder, pick_file
from traversone_desktop.gui.words import deck_title
from traversone_desktop.session.setup import DEFAULT_DECK
from traversone_desktop.storage.settings import Settings

_tr = QCoreApplication.translate


def add_deck(parent: QWidget, settings: Settings) -> str | None:
    """Ask for a deck (.zip, or the deck.json in its folder), import it and choose it.

    Returns the new deck's name, or None if nothing was added; a bad deck is explained
    in one message and changes nothing."""
    path = pick_file(
        parent, _tr("DeckImport", "Add a deck"), first_folder(settings.last_folder()),
        _tr("DeckImport", "Card decks (%1)").replace("%1", f"*.zip {MANIFEST}"))
    if not path:
        return None
    source = Path(path)
    if source.name == MANIFEST:
        source = source.parent
    try:
        deck = _while_adding(parent, lambda: add_user_deck(source))
    except DeckFileError as exc:
        reason = _tr("DeckImport", "This deck cannot be used: %1").replace("%1", str(exc))
        QMessageBox.warning(parent, _tr("DeckImport", "Add a deck"), reason)
        return None
    settings.set_last_folder(str(source.parent))
    settings.set_deck(deck)
    return deck


class _Adding(QProgressDialog):
    """Says the deck is being added, and stays until it is: nothing but the end of the
    work closes it (no Cancel, Esc or title bar's close)."""

    def reject(self) -> None:
        """Esc: the work goes on, and so does the note."""

    def closeEvent(self, event: QCloseEvent) -> None:
        event.ignore()


class _Done(QObject):
    """Tells the game's thread, from the one working, that the work is over."""

    over = Signal()


def _while_adding(parent: QWidget, work: Callable[[], str]) -> str:
    """``work``'s result (or its exception), the work done on a thread of its own under a
    modal note. Forty photographs take seconds to check and copy: meanwhile the window
    keeps painting, and an impatient Enter or click goes to the note, not to the hand
    under it, where it would play a card once the work was done."""
    note = _Adding(_tr("DeckImport", "Adding the deck…"), "", 0, 0, parent)
    note.setWindowTitle(_tr("DeckImport", "Add a deck"))
    note.setCancelButton(None)
    note.setMinimumWidth(360)  # room for its title in the title bar
    note.setWindowModality(Qt.WindowModality.ApplicationModal)
    note.setMinimumDuration(0)
    note.show()
    waiting, done = QEventLoop(), _Done()
    done.over.connect(waiting.quit)  # queued: emitted on the working thread
    with ThreadPoolExecutor(max_workers=1) as pool:
        running = pool.submit(work)
        running.add_done_callback(lambda _running: done.over.emit())
        if not running.done():  # (else it was over before the callback was added)
            waiting.exec()
    note.hide()
    note.deleteLater()
    return running.result()


def remove_deck(parent: QWidget, settings: Settings, deck: str) -> bool:
    """Ask, then forget an imported deck; the table goes back to our own cards."""
    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    box = QMessageBox(
        QMessageBox.Icon.Question, _tr("DeckImport", "Remove deck"),
        _tr("DeckImport", "Remove the deck “%1”? Its pictures are deleted from this computer; "
            "games played with it go on with the standard cards.").replace(
            "%1", deck_title(deck)), yes | no, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)  # the deck's title as its maker wrote it
    box.setDefaultButton(no)  # Enter deletes nothing
    if shown(box) != yes:
        return False
    if settings.deck() == deck:
        settings.set_deck(DEFAULT_DECK)
    remove_user_deck(deck)
    return True
