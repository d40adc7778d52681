"""Adding and removing the player's own decks, shared by Preferences and the View menu."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from traversone_desktop.art.deckfiles import MANIFEST, STEPS, DeckFileError
from traversone_desktop.art.registry import (
    add_user_deck,
    deck_names,
    left_out,
    remove_user_deck,
)
from traversone_desktop.gui.dialogs.base import shown, warn
from traversone_desktop.gui.dialogs.file_picker import Place, first_folder, pick_files
from traversone_desktop.gui.words import deck_title
from traversone_desktop.placeholders import fill
from traversone_desktop.session.setup import DEFAULT_DECK
from traversone_desktop.storage.settings import Settings

_tr = QCoreApplication.translate


def add_deck(parent: QWidget, settings: Settings) -> str | None:
    """Ask for decks (each a .zip, or the deck.json in its folder; several picked with Ctrl
    or Shift), import them and choose the last.

    Returns the chosen deck's name, or None if nothing was added (none picked, or the
    adding stopped); a bad deck is explained in one message and changes nothing."""
    start = first_folder(settings.last_deck_folder(),  # a deck sent by mail waits in Downloads
                         Place.DownloadLocation, Place.DocumentsLocation)
    picked = [Path(path) for path in pick_files(
        parent, _tr("DeckImport", "Add a deck"), start,
        _tr("DeckImport", "Card decks (%1)").replace("%1", f"*.zip {MANIFEST}"))]
    if not picked:
        return None
    return add_decks_from(parent, settings, [path.parent if path.name == MANIFEST else path
                                             for path in picked])


def add_decks_from(parent: QWidget, settings: Settings, sources: Sequence[Path]) -> str | None:
    """Import the decks at ``sources`` (each a .zip or a deck's folder) under one note, and
    choose the last one added, as :func:`add_deck` does once decks are picked; several
    dropped on the table at once are added together. Bad ones are explained together
    in one message at the end; the good ones are added all the same.

    Returns the chosen deck's name, or None if none was added (all bad, or the adding
    stopped: then none of them stays)."""
    done = _while_adding(parent, sources)
    if done is None:  # stopped: as if never asked
        return None
    added, reasons = done
    if added:  # on the table behind the message, if one follows
        settings.set_last_deck_folder(str(sources[-1].parent))
        settings.set_deck(added[-1])
    if reasons:
        warn(parent, _tr("DeckImport", "Add a deck"), "\n\n".join(
            _tr("DeckImport", "This deck cannot be used: %1").replace("%1", reason)
            for reason in reasons))
    return added[-1] if added else None


def tell_if_left_out(settings: Settings, parent: QWidget) -> bool:
    """At start: the deck chosen in Preferences was left out (a picture gone from its
    folder), and the table shows another. Say so, and why; True if it was."""
    fault = left_out(settings.chosen_deck())
    if fault is None:
        return False
    why, folder = fault
    warn(parent, _tr("DeckImport", "Deck"),
         fill(_tr("DeckImport", "The deck you chose cannot be opened, so the table "
                                "shows %2 instead:\n%1\n\nAdd the deck again, or "
                                "choose another, in Preferences."),
              why, deck_title(settings.deck())), details=str(folder))
    return True


class _Stopped(Exception):
    """The player asked the adding of a deck to stop."""


class _Adding(QDialog):
    """Counts the adding of a deck out on a bar, and stays until the work is over: Cancel,
    Esc and the title bar's close ask it to stop, which it does after the picture in hand,
    leaving nothing behind. Enter presses nothing: Cancel takes no focus and is no default,
    so an impatient Enter neither throws the work away nor reaches the hand under it."""

    def __init__(self, parent: QWidget, decks: int) -> None:
        super().__init__(parent)
        self.stopped = False
        self.setWindowTitle(_tr("DeckImport", "Add a deck"))
        self.setWindowModality(Qt.WindowModality.ApplicationModal)
        self.setMinimumWidth(360)  # room for its title in the title bar
        label = QLabel(_tr("DeckImport", "Adding the deck…") if decks == 1 else
                       _tr("DeckImport", "Adding the decks…"), self)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.bar = QProgressBar(self)
        self.bar.setRange(0, STEPS * decks)
        self.bar.setValue(0)  # (a new bar stands below its range, and would count one short)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        self.cancel.setAutoDefault(False)
        self.cancel.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (label, self.bar, buttons):
            layout.addWidget(widget)

    def advance(self) -> None:
        self.bar.setValue(self.bar.value() + 1)

    def next_deck(self, done: int) -> None:
        """``done`` decks are behind: the bar stands at the next one's start (a bad deck
        stops counting where its fault was found)."""
        self.bar.setValue(STEPS * done)

    def reject(self) -> None:
        """Cancel or Esc: the work stops at its next picture, and the note with it."""
        self.stopped = True
        self.cancel.setEnabled(False)

    def closeEvent(self, event: QCloseEvent) -> None:
        event.ignore()
        self.reject()


def _while_adding(parent: QWidget,
                  sources: Sequence[Path]) -> tuple[list[str], list[str]] | None:
    """The decks added from ``sources``, and the reasons why the others could not be, the
    work done under a modal note that counts it out; None if the player stopped it, and
    then every deck it added is taken back, also one done as the stop was asked (not one
    that was there before, added again). Forty photographs a deck take a second or two to
    check and copy: at each picture the window paints and the note hears Cancel, and an
    impatient Enter or click goes to the note, not to the hand under it, where it would
    play a card once the work was done.

    On the game's own thread, not one of its own: there Qt, reading a picture while Python
    held its lock, once waited for a lock of Qt's that the game's thread held while it
    waited for Python's, in the middle of deleting one of its objects: both stopped for
    good, the window with them."""
    note = _Adding(parent, len(sources))
    there = set(deck_names())  # a deck added again is one of these, and stays
    added: list[str] = []
    reasons: list[str] = []

    def step() -> None:
        QCoreApplication.processEvents()  # the window paints; Cancel is heard
        if note.stopped:
            raise _Stopped
        note.advance()

    note.show()
    try:
        for source in sources:
            try:
                added.append(add_user_deck(source, step))
            except DeckFileError as exc:
                reasons.append(str(exc))
            note.next_deck(len(added) + len(reasons))
        QCoreApplication.processEvents()  # a Cancel pressed as the last picture was done
    except _Stopped:
        pass
    finally:
        note.hide()
        note.deleteLater()
    if note.stopped:
        for deck in set(added) - there:
            remove_user_deck(deck)
        return None
    return added, reasons


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
