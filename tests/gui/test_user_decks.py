"""The player's own deck: added from Preferences or the View menu, played, removed."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractProxyModel, QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QFileDialog,
    QFileSystemModel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.art.photographed import make_photographed_deck
from traversone_desktop import art
from traversone_desktop.art.deckfiles import STEPS
from traversone_desktop.art.registry import add_user_deck, remove_user_deck, use_user_decks
from traversone_desktop.gui import deck_import
from traversone_desktop.gui.deck_import import add_deck, add_decks_from
from traversone_desktop.gui.dialogs.preferences import PreferencesDialog
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.words import deck_title
from traversone_desktop.i18n import install_language
from traversone_desktop.session.setup import DEFAULT_DECK, default_setup
from traversone_desktop.storage.paths import data_dir

from .conftest import message_boxes_read, wait_for
from .test_file_picker import a_home
from .test_table_play import play_deal_by_keyboard
from .test_window import drop_on_the_table


@pytest.fixture
def photos(tmp_path: Path, settings: object) -> Iterator[Path]:
    use_user_decks(data_dir() / "decks")
    yield make_photographed_deck(tmp_path / "phone pictures")
    # The test's closed windows go before the decks they show: a window still waiting to
    # be deleted would draw a deck that is gone when a later test switches the language.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    use_user_decks(tmp_path / "none")


def _choose_file(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    monkeypatch.setattr(deck_import, "pick_files", lambda *a, **k: [str(path)])


def test_a_photographed_deck_is_added_in_preferences_and_plays_a_whole_deal(
        qtbot: QtBot, make_window: Callable[..., MainWindow], photos: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    prefs = PreferencesDialog(window.settings, window)
    qtbot.addWidget(prefs)
    assert not prefs.remove_deck.isEnabled()
    _choose_file(monkeypatch, photos / "deck.json")
    prefs.add_deck.click()
    deck = window.settings.deck()
    assert deck.startswith("user-") and deck in art.deck_names()
    assert prefs.deck.currentData() == deck and prefs.remove_deck.isEnabled()
    assert window.table.deck == deck  # the table follows at once
    window.controller.new_match(replace(default_setup(), seed=3, deck=deck))
    record = play_deal_by_keyboard(qtbot, window)
    assert len(record.tricks) == 10 and window.table.deck == deck


def test_decks_are_looked_for_in_downloads_first_and_then_where_the_last_came_from(
        make_window: Callable[..., MainWindow], photos: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The first time, Add a deck opens where a deck sent by mail or a browser waits; once
    a deck has come from a folder, that folder. Decks and matches keep their folders apart:
    a match saved in Documents does not move the decks' dialog, and a deck added from
    Downloads does not send the next Save as there."""
    home = a_home(monkeypatch, tmp_path, "Documents/matches", "Downloads", "stick")
    window = make_window()
    starts: list[str] = []
    monkeypatch.setattr(deck_import, "pick_files",
                        lambda _parent, _title, start, _filters: starts.append(start) or [])
    add_deck(window, window.settings)
    window.settings.set_last_folder(str(home / "Documents/matches"))  # a match saved there
    add_deck(window, window.settings)
    assert add_decks_from(window, window.settings, [shutil.copytree(photos, home / "stick/d")])
    add_deck(window, window.settings)
    assert starts == [str(home / "Downloads")] * 2 + [str(home / "stick")]
    assert window.settings.last_folder() == str(home / "Documents/matches")


def test_a_bad_deck_gets_one_message_and_changes_nothing(
        qtbot: QtBot, make_window: Callable[..., MainWindow], photos: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    (photos / "Rc.jpg").unlink()
    warnings: list[str] = []
    monkeypatch.setattr(deck_import, "warn",
                        lambda _parent, _title, text, **_: warnings.append(text))
    _choose_file(monkeypatch, photos / "deck.json")
    before = art.deck_names()
    window.menu_deck.aboutToShow.emit()
    add = next(a for a in window.menu_deck.actions() if a.text().startswith("&Add a deck"))
    add.trigger()
    assert len(warnings) == 1 and "missing Rc" in warnings[0]
    assert art.deck_names() == before and window.settings.deck() == DEFAULT_DECK


def test_a_bad_deck_is_explained_in_the_players_language(
        qtbot: QtBot, make_window: Callable[..., MainWindow], photos: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The reason is part of the sentence, so it is Italian too (only names stay as typed)."""
    window = make_window()
    (photos / "Rc.jpg").unlink()
    (photos / "7d.jpg").write_bytes(b"not a picture")
    warnings: list[str] = []
    monkeypatch.setattr(deck_import, "warn",
                        lambda _parent, _title, text, **_: warnings.append(text))
    _choose_file(monkeypatch, photos / "deck.json")
    # Earlier tests' closed dialogs still show decks their fixtures took away; let them go
    # before every widget is told the language changed.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    install_language("it")
    try:
        add_deck(window, window.settings)
    finally:
        install_language("en")
    assert warnings == ["Questo mazzo non si può usare: phone pictures: immagini mancanti: Rc; "
                        "immagini PNG, JPEG o SVG non leggibili: 7d.jpg"]


def test_a_bad_decks_name_is_shown_as_typed_never_as_markup(
        qtbot: QtBot, make_window: Callable[..., MainWindow], photos: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A deck whose name reads like markup (a folder on Linux or a Mac may be called
    "<b>Nonna's<br>cards"): the message rendered it, bold, the tags gone, and ran its
    paragraphs into one line, as Qt takes such text for rich text."""
    window = make_window()
    reason = "<b>Nonna's<br>cards: missing Rc"
    monkeypatch.setattr(deck_import, "_while_adding", lambda *_: ([], [reason]))
    with message_boxes_read() as seen:
        assert add_decks_from(window, window.settings, [photos]) is None
    assert seen == [(Qt.TextFormat.PlainText, f"This deck cannot be used: {reason}")]


@pytest.mark.parametrize("dragged", ["zip", "folder", "deck.json"])
def test_a_deck_dropped_on_the_table_is_added_and_dealt(
        qtbot: QtBot, make_window: Callable[..., MainWindow], photos: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, dragged: str) -> None:
    """A deck's .zip, its folder or the deck.json in it, dragged from a file manager onto
    the table: the zip and the folder were refused, and the deck.json was taken for a
    saved match and refused as one. Each is added as *Add a deck…* adds it, and dealt;
    a bad deck gets its one message and changes nothing, as from the menu."""
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=4))
    wait_for(qtbot, window, "human")
    warnings: list[str] = []
    monkeypatch.setattr(deck_import, "warn",
                        lambda _parent, _title, text, **_: warnings.append(text))
    source = {"zip": Path(shutil.make_archive(str(tmp_path / "grandma"), "zip", photos)),
              "folder": photos, "deck.json": photos / "deck.json"}[dragged]
    before = art.deck_names()
    (photos / "Rc.jpg").rename(tmp_path / "Rc.jpg")
    if dragged != "zip":  # the zip holds every picture
        assert drop_on_the_table(window, source)
        qtbot.waitUntil(lambda: len(warnings) == 1)
        assert "missing Rc" in warnings[0] and art.deck_names() == before
    (tmp_path / "Rc.jpg").rename(photos / "Rc.jpg")
    assert drop_on_the_table(window, source)
    qtbot.waitUntil(lambda: window.table.deck not in before)
    assert window.settings.deck() == window.table.deck
    assert deck_title(window.table.deck) == "Grandma's cards"
    assert window.controller.match.seed == 4  # the match on the table plays on


def test_decks_dropped_together_are_all_added_and_a_bad_one_among_them_is_explained(
        qtbot: QtBot, make_window: Callable[..., MainWindow], photos: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Three decks dragged at once from a file manager (two good, one missing a picture):
    the drag was refused, as anything but one file was. The good ones are added under
    one bar, the last one chosen and dealt; the bad one gets its one message, after the
    work, saying which folder and why. A deck among other files is still not taken."""
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=4))
    wait_for(qtbot, window, "human")
    warnings: list[tuple[str, str]] = []  # each with the deck on the table behind it
    monkeypatch.setattr(deck_import, "warn", lambda _parent, _title, text, **_:
                        warnings.append((text, window.table.deck)))
    player = Player(monkeypatch, 1, lambda note: None)
    zipped = Path(shutil.make_archive(str(tmp_path / "grandma"), "zip", photos))
    broken = shutil.copytree(photos, tmp_path / "broken")
    (broken / "Rc.jpg").unlink()
    (tmp_path / "notes.txt").write_text("not a deck", "utf-8")
    before = art.deck_names()
    assert not drop_on_the_table(window, zipped, tmp_path / "notes.txt")
    other = make_photographed_deck(tmp_path / "other", seed=2)
    assert drop_on_the_table(window, zipped, broken, other / "deck.json")
    qtbot.waitUntil(lambda: len(warnings) == 1)
    added = [deck for deck in art.deck_names() if deck not in before]
    assert len(added) == 2 and window.table.deck == window.settings.deck() == max(added)
    assert warnings == [("This deck cannot be used: broken: missing Rc", max(added))]
    (note,) = player.notes
    bar = note.findChild(QProgressBar)
    assert bar is not None and bar.maximum() == 3 * STEPS
    assert player.seen == sorted(player.seen) and player.seen[-1] == 3 * STEPS
    assert window.controller.match.seed == 4  # the match on the table plays on


def test_decks_picked_together_in_add_a_deck_are_all_added(
        qtbot: QtBot, make_window: Callable[..., MainWindow], photos: Path, tmp_path: Path) -> None:
    """Two decks' zips picked together in *Add a deck…*'s own dialog (the second with Ctrl
    held, as a player picks several): the dialog took one file, so a family with three
    decks went through it three times. Both are added under one bar, the last one chosen."""
    window = make_window()
    downloads = tmp_path / "Downloads"
    downloads.mkdir()
    uncles = make_photographed_deck(tmp_path / "uncle's", seed=2)
    zips = [Path(shutil.make_archive(str(downloads / name), "zip", folder))
            for name, folder in (("grandma", photos), ("uncle", uncles))]
    window.settings.set_last_deck_folder(str(downloads))
    picked: list[str] = []

    def pick_both() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog) or picked:
            return
        files = dialog.findChild(QFileSystemModel)
        view = next(v for v in dialog.findChildren(QAbstractItemView)
                    if v.objectName() in ("treeView", "listView") and v.isVisible())
        rows = [files.index(str(path)) for path in zips]
        if not all(row.isValid() for row in rows):
            return  # the folder not read yet
        shown = view.model()
        for row, held in zip(rows, (Qt.KeyboardModifier.NoModifier,
                                    Qt.KeyboardModifier.ControlModifier), strict=True):
            if isinstance(shown, QAbstractProxyModel):
                row = shown.mapFromSource(row)
            view.scrollTo(row)
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, held,
                             view.visualRect(row).center())
        picked.extend(dialog.selectedFiles())
        dialog.accept()

    picker = QTimer(interval=20, timeout=pick_both)
    picker.start()
    before = art.deck_names()
    try:
        deck = add_deck(window, window.settings)
    finally:
        picker.stop()
    assert sorted(picked) == sorted(str(path) for path in zips)
    added = [name for name in art.deck_names() if name not in before]
    assert len(added) == 2 and deck == window.settings.deck() == window.table.deck == max(added)


def test_decks_of_one_name_are_told_apart_in_the_menus(
        qtbot: QtBot, make_window: Callable[..., MainWindow], photos: Path, tmp_path: Path) -> None:
    """Two grandmothers' cards both named so: the View menu listed two "Grandma's cards"
    and Remove could not say which it meant. The second says "(2)" in the menus,
    Preferences and the question to remove it; once the first is gone, it is the only
    one, and plain again."""
    window = make_window()
    before = art.deck_names()
    other = make_photographed_deck(tmp_path / "other grandma", seed=2)
    assert drop_on_the_table(window, photos, other)
    qtbot.waitUntil(lambda: window.table.deck not in before)
    first, second = [name for name in art.deck_names() if name not in before]
    window.menu_deck.aboutToShow.emit()
    titles = [action.text().replace("&", "") for action in window.menu_deck.actions()]
    assert "Grandma's cards" in titles and "Grandma's cards (2)" in titles
    assert titles[-1] == "Remove “Grandma's cards (2)”…"
    prefs = PreferencesDialog(window.settings, window)
    qtbot.addWidget(prefs)
    assert prefs.deck.currentText() == "Grandma's cards (2)"
    install_language("it")
    try:
        assert deck_title(second) == "Le carte della nonna (2)"
    finally:
        install_language("en")
    remove_user_deck(first)
    assert deck_title(second) == "Grandma's cards"


def test_a_deck_added_again_is_kept_once_and_chosen(
        qtbot: QtBot, make_window: Callable[..., MainWindow], photos: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The same zip added twice (dropped again, picked again in *Add a deck…*): a second
    copy of every picture was kept, and the menus listed the deck twice. It is kept once
    and chosen again; a drop of it with another deck, stopped, takes back only the new
    one: the deck that was there before stays."""
    window = make_window()
    zipped = Path(shutil.make_archive(str(tmp_path / "grandma"), "zip", photos))
    _choose_file(monkeypatch, zipped)
    first = add_deck(window, window.settings)
    window.settings.set_deck(DEFAULT_DECK)
    before = art.deck_names()
    assert add_deck(window, window.settings) == first == window.settings.deck()
    assert art.deck_names() == before and window.table.deck == first
    assert [folder.name for folder in (data_dir() / "decks").iterdir()] == [first]
    player = Player(monkeypatch, STEPS + 10,  # the tenth picture of the second deck
                    lambda note: qtbot.mouseClick(_cancel_button(note), Qt.MouseButton.LeftButton))
    assert drop_on_the_table(window, photos, make_photographed_deck(tmp_path / "new", seed=2))
    qtbot.waitUntil(lambda: player.answered and not any(n.isVisible() for n in player.notes))
    assert art.deck_names() == before and window.table.deck == first
    assert [folder.name for folder in (data_dir() / "decks").iterdir()] == [first]


def test_decks_dropped_together_and_stopped_leave_none_of_them(
        qtbot: QtBot, make_window: Callable[..., MainWindow], photos: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Cancel while the second of two decks is read: the first, already in its folder,
    is taken back too; the drop is as if never made."""
    window = make_window()
    player = Player(monkeypatch, STEPS + 10,  # the tenth picture of the second deck
                    lambda note: qtbot.mouseClick(_cancel_button(note), Qt.MouseButton.LeftButton))
    before = art.deck_names()
    assert drop_on_the_table(window, photos, shutil.copytree(photos, tmp_path / "again"))
    qtbot.waitUntil(lambda: player.answered and not any(n.isVisible() for n in player.notes))
    assert art.deck_names() == before and window.settings.deck() == DEFAULT_DECK
    assert not list((data_dir() / "decks").glob("*"))  # no deck, nor half of one


@pytest.mark.parametrize("mended", ["by hand", "by adding it again"])
def test_a_deck_in_use_that_lost_a_picture_is_explained_at_the_next_start(
        qtbot: QtBot, make_window: Callable[..., MainWindow], photos: Path,
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, mended: str) -> None:
    """A picture of the deck in use gone from its folder (a cleaning program, a sync): the
    next start left the deck out and dealt the game's own cards, saying why only on the
    console, which a family never sees. The window says it; and the choice stays, so once
    the picture is back the next start deals the family's deck again. The deck is named
    as the family named it, not by its folder's key ("user-grandma-s-cards"). Added again,
    as the message says, it is mended in its folder (not copied beside the damaged one)
    and dealt at once."""
    deck = add_user_deck(photos)
    first = make_window()
    first.settings.set_deck(deck)
    first.close()
    folder = data_dir() / "decks" / deck
    (folder / "Rc.jpg").rename(tmp_path / "Rc.jpg")
    told: list[tuple[str, str]] = []
    monkeypatch.setattr(deck_import, "warn",
                        lambda _parent, _title, text, details="": told.append((text, details)))
    for start in range(2):  # the picture missing, then back
        use_user_decks(data_dir() / "decks")  # what a start does before the window
        window = make_window()
        window.start_or_resume()
        wait_for(qtbot, window, "human")
        if start == 0:
            [(text, details)] = told
            assert "Grandma's cards: missing Rc" in text  # the family's name for it
            assert deck not in text and deck_title(DEFAULT_DECK) in text
            assert details == str(folder)  # where to put the picture back
            assert window.table.deck == DEFAULT_DECK
            assert window.settings.chosen_deck() == deck
            if mended == "by hand":
                (tmp_path / "Rc.jpg").rename(folder / "Rc.jpg")
            else:
                _choose_file(monkeypatch, photos)
                window.menu_deck.aboutToShow.emit()
                next(a for a in window.menu_deck.actions()
                     if a.text().startswith("&Add")).trigger()
                assert window.table.deck == deck
                assert [f.name for f in folder.parent.iterdir()] == [deck]
        else:
            assert len(told) == 1 and window.table.deck == deck
        window.close()


def test_removing_the_deck_in_use_goes_back_to_ours(
        qtbot: QtBot, make_window: Callable[..., MainWindow], photos: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    _choose_file(monkeypatch, photos)  # a folder's deck.json or the folder itself
    _choose_file(monkeypatch, photos / "deck.json")
    window.menu_deck.aboutToShow.emit()
    next(a for a in window.menu_deck.actions() if a.text().startswith("&Add")).trigger()
    deck = window.settings.deck()
    pressed = []

    def answer(box: QMessageBox) -> int:
        """Enter the first time (it must delete nothing), then Yes."""
        button = box.defaultButton() if not pressed else box.button(
            QMessageBox.StandardButton.Yes)
        pressed.append(box.standardButton(button))
        return pressed[-1].value

    monkeypatch.setattr(QMessageBox, "exec", answer)
    window.menu_deck.aboutToShow.emit()
    remove = next(a for a in window.menu_deck.actions() if a.text().startswith("&Remove"))
    remove.trigger()
    assert deck in art.deck_names() and window.settings.deck() == deck
    remove.trigger()
    assert deck not in art.deck_names()
    assert window.settings.deck() == DEFAULT_DECK and window.table.deck == DEFAULT_DECK


def test_corner_indices_preference_redraws_the_table(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """The table keeps the deck it deals with, even one that is not the Preferences' (the
    switch used to put theirs in its place)."""
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=3, deck="bergamasche"))
    wait_for(qtbot, window, "human")
    before = window.table.viewport().grab().toImage()
    prefs = PreferencesDialog(window.settings, window)
    qtbot.addWidget(prefs)
    prefs.corner_indices.setChecked(True)
    assert window.settings.corner_indices()
    assert window.table.deck == "bergamasche" != window.settings.deck()
    assert window.table.viewport().grab().toImage() != before  # the hand shows indices now
    from traversone_desktop.art.render import styled

    assert styled(art.get_deck("bergamasche")).corner_indices
    prefs.corner_indices.setChecked(False)
    assert not styled(art.get_deck("bergamasche")).corner_indices


class Paints(QObject):
    """Counts the paints a widget gets: what a real screen shows changes only then."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        self.count += event.type() == QEvent.Type.Paint
        return False


def test_corner_indices_show_at_once_on_the_deck_the_preferences_chose(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    """Seen in a real window: with the table dealt in the deck the Preferences show (as it
    always is, but for a saved match's own), ticking *Show a corner index* drew the indices
    in the Preferences and left the table's cards without them until something else moved.
    (A grab draws the table anew whatever it showed, so the paint itself is counted.)"""
    window = make_window()
    window.controller.new_match(replace(default_setup(), seed=3))
    wait_for(qtbot, window, "human")
    assert window.table.deck == window.settings.deck()
    qtbot.waitUntil(lambda: not window.table.animator.busy)
    QCoreApplication.processEvents()
    paints = Paints(window.table.viewport())
    prefs = PreferencesDialog(window.settings, window)
    qtbot.addWidget(prefs)
    prefs.corner_indices.setChecked(True)
    qtbot.waitUntil(lambda: paints.count > 0)


def test_sound_switch_in_view_and_preferences(
        qtbot: QtBot, make_window: Callable[..., MainWindow]) -> None:
    window = make_window()
    assert window.act_sound.isChecked() and window.sounds.enabled
    window.act_sound.trigger()
    assert not window.settings.sound() and not window.sounds.enabled
    prefs = PreferencesDialog(window.settings, window)
    qtbot.addWidget(prefs)
    assert not prefs.sound.isChecked()
    prefs.sound.setChecked(True)
    assert window.act_sound.isChecked() and window.sounds.enabled


class Player:
    """Watches the note that counts a deck's adding out, and answers it at a chosen step
    (counted on through the decks of a drop), as a player would while the picture in hand
    is read: then the work goes on to the step."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, at: int,
                 answer: Callable[[QDialog], None]) -> None:
        self.at, self.answer, self.answered = at, answer, False
        self.seen: list[int] = []
        self.notes: set[QDialog] = set()
        self.calls = 0
        adding = deck_import.add_user_deck

        def watched(source: Path, step: Callable[[], None]) -> str:
            def counted() -> None:
                self.calls += 1
                self._look(self.calls)
                step()

            key = adding(source, counted)
            self._look(self.calls + 1)  # after the last picture: the deck in place, the
            return key  # work not over

        monkeypatch.setattr(deck_import, "add_user_deck", watched)

    def _look(self, call: int) -> None:
        note = QApplication.activeModalWidget()
        assert isinstance(note, QDialog) and note.isVisible()
        bar = note.findChild(QProgressBar)
        assert bar is not None
        self.notes.add(note)
        if not self.seen or self.seen[-1] != bar.value():
            self.seen.append(bar.value())
        if call == self.at and not self.answered:
            self.answer(note)
            self.answered = True


def test_a_deck_is_added_on_the_games_own_thread(
        make_window: Callable[..., MainWindow], photos: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """On a thread of its own, Qt reading a picture there waited once for a lock the game's
    thread held while that thread, deleting one of its objects, waited for Python's: both
    stopped for good, the window with them (a whole test run hung on it). No second thread
    reads the pictures, and the note still counts every one out."""
    window = make_window()
    _choose_file(monkeypatch, photos / "deck.json")
    adding, threads = deck_import.add_user_deck, set()

    def watched(source: Path, step: Callable[[], None]) -> str:
        def counted() -> None:
            threads.add(threading.current_thread())
            step()

        return adding(source, counted)

    monkeypatch.setattr(deck_import, "add_user_deck", watched)
    assert add_deck(window, window.settings) is not None
    assert threads == {threading.main_thread()}


def _cancel_button(note: QDialog) -> QPushButton:
    return next(b for b in note.findChildren(QPushButton) if b.text() == "Cancel")


@pytest.mark.parametrize(("how", "at"), [("Cancel", 50), ("Esc", 50), ("close", 50),
                                         ("Cancel", STEPS + 1)])
def test_a_deck_being_added_can_be_stopped_and_leaves_nothing(
        qtbot: QtBot, make_window: Callable[..., MainWindow], photos: Path,
        monkeypatch: pytest.MonkeyPatch, how: str, at: int) -> None:
    """A wrong folder chosen, or forty photographs too slow: Cancel, Esc or the title bar's
    close stop the adding after the picture in hand, and nothing of it stays; also when
    the press comes as the last picture is done, the deck already in its folder."""
    window = make_window()
    _choose_file(monkeypatch, photos / "deck.json")
    answers: dict[str, Callable[[QDialog], None]] = {
        "Cancel": lambda note: qtbot.mouseClick(_cancel_button(note), Qt.MouseButton.LeftButton),
        "Esc": lambda note: qtbot.keyClick(note, Qt.Key.Key_Escape),
        "close": lambda note: note.close(),
    }
    player = Player(monkeypatch, at, answers[how])
    before = art.deck_names()
    assert add_deck(window, window.settings) is None
    assert player.answered and player.seen[-1] == at - 1
    assert art.deck_names() == before and window.settings.deck() == DEFAULT_DECK
    assert not list((data_dir() / "decks").glob("*"))  # no deck, nor half of one
    assert not any(note.isVisible() for note in player.notes)


def test_the_bar_counts_every_picture_and_an_enter_given_to_it_stops_nothing(
        qtbot: QtBot, make_window: Callable[..., MainWindow], photos: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    _choose_file(monkeypatch, photos / "deck.json")
    player = Player(monkeypatch, 30, lambda note: qtbot.keyClick(note, Qt.Key.Key_Return))
    deck = add_deck(window, window.settings)
    assert deck is not None and window.settings.deck() == deck
    assert player.seen == sorted(player.seen) and 29 in player.seen
    (note,) = player.notes
    bar = note.findChild(QProgressBar)
    assert bar is not None and bar.maximum() == STEPS
