"""Take the README's screenshots: deals in progress seen by the human player, the end of a
deal scored on the felt, the new-game dialog and a deal summary, in English and Italian.

Run from the repository root:
``QT_QPA_PLATFORM=offscreen PYTHONPATH=. python docs/screenshots/make_screenshots.py``.
Matches are seeded and the bots are the random bot in-process, so the pictures are the
same every time; play stops at the human's turn once the given number of tricks is taken.
The offscreen screen is a 1920×1080 monitor's (``screen.json``; Qt's own is 800×800, where
the dialogs stand in one column as on a small screen), and the game is dressed as it
dresses itself (its style and fonts at its size).
"""

from __future__ import annotations

import os
import random
import sys
from dataclasses import replace
from pathlib import Path
from tempfile import mkdtemp

from PySide6.QtWidgets import QApplication, QWidget

from traversone_desktop.__main__ import dress
from traversone_desktop.engine import DealRecord, DealScored, preset
from traversone_desktop.engine.match import Match
from traversone_desktop.gui.bot_worker import InlineBotWorker
from traversone_desktop.gui.controller import GameController
from traversone_desktop.gui.dialogs.deal_summary import DealSummaryDialog
from traversone_desktop.gui.dialogs.new_game import NewGameDialog
from traversone_desktop.gui.main_window import MainWindow
from traversone_desktop.gui.table.model import Seating, TableModel
from traversone_desktop.gui.table.view import TableView
from traversone_desktop.i18n import install_language
from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup, default_setup
from traversone_desktop.storage.paths import set_data_dir
from traversone_desktop.storage.settings import Settings

HERE = Path(__file__).resolve().parent
SHOTS = (
    ("table-1280x800.png", (1280, 800), replace(default_setup("Anna"), seed=7), 2),
    ("table-1920x1080.png", (1920, 1080),
     GameSetup(preset("tressette"), (SeatSetup("Anna", HUMAN), SeatSetup("Zio Gino", BOT),
                                     SeatSetup("Nonna Pina", BOT), SeatSetup("Zia Rosa", BOT)),
               deck="piacentine", seed=3), 0),
    ("table-five-1280x800.png", (1280, 800),
     GameSetup(preset("ciapano", 5),
               (SeatSetup("Anna", HUMAN), *(SeatSetup(n, BOT) for n in (
                   "Zio Gino", "Nonna Pina", "Zia Rosa", "Cugino Leo"))),
               deck="bergamasche", seed=5), 3),
)


def shoot(app: QApplication, name: str, size: tuple[int, int], setup: GameSetup,
          tricks: int) -> None:
    settings = Settings()
    window = MainWindow(settings, GameController(settings, InlineBotWorker("random")))
    window.set_session_speed("instant")
    window.resize(*size)
    window.show()
    window.controller.new_match(setup)
    while True:
        app.processEvents()
        c = window.controller
        if c.waiting_for != "human":
            continue
        model = window.table.model
        taken = sum(len(p) for p in model.piles) // model.seats
        if taken >= tricks and model.trick:
            break
        c.play(next(m for m in c.match.legal_moves() if m < 40))
    app.processEvents()
    save(window, name)
    window.close()


def shoot_scoring(app: QApplication, name: str, size: tuple[int, int], seed: int,
                  you: str) -> None:
    """The table when the scoring on the felt has ended: a deal of random legal play."""
    match = Match(preset("traversone"), seed)
    events = match.start()
    rng = random.Random(seed)
    while not match.records:
        events += match.apply(rng.choice(match.legal_moves()))
    model = TableModel(match.seats, [list(s) for s in match.sides])
    for event in events:
        model.apply(event)
        if isinstance(event, DealScored):
            break
    record = match.records[0]
    view = TableView()
    view.resize(*size)
    view.show()
    view.begin(model, [s.name for s in default_setup(you).seats], record.definition, False)
    view.set_seating(Seating(0, frozenset({0})))
    view.reset(model)
    view.animator.set_speed("fast")
    view.scoring.play(record)
    while view.scoring.running:
        app.processEvents()
    app.processEvents()
    save(view, name)
    view.close()


CAPPOTTO_SEED = 1513
"""A Traversone match whose first deal, played with random legal moves from this seed,
ends in a cappotto: a real record for the summary picture."""


def cappotto_record() -> DealRecord:
    match = Match(preset("traversone"), CAPPOTTO_SEED)
    match.start()
    rng = random.Random(CAPPOTTO_SEED)
    while not match.records:
        match.apply(rng.choice(match.legal_moves()))
    record = match.records[0]
    assert record.cappotto is not None, "the engine changed: pick another CAPPOTTO_SEED"
    return record


def shoot_dialogs(app: QApplication, suffix: str, you: str) -> None:
    """The new-game dialog and the cappotto summary in the language in force."""
    new_game = NewGameDialog(Settings())
    new_game.show()
    app.processEvents()
    save(new_game, f"new-game{suffix}.png")
    names = [s.name for s in default_setup(you).seats]
    summary = DealSummaryDialog(cappotto_record(), names)
    summary.show()
    app.processEvents()
    save(summary, f"deal-summary-cappotto{suffix}.png")


def save(widget: QWidget, name: str) -> None:
    widget.grab().save(str(HERE / name), "PNG")
    print(HERE / name)


def main() -> int:
    if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={HERE / 'screen.json'}"
    app = QApplication(sys.argv[:1])
    set_data_dir(mkdtemp(prefix="traversone-shots-"))
    dress(app)
    install_language("en")  # English plurals ("1 point", "2 points") come from its catalogue
    for name, size, setup, tricks in SHOTS:
        shoot(app, name, size, setup, tricks)
    shoot_scoring(app, "table-scoring-1280x800.png", (1280, 770), 7, "You")
    shoot_dialogs(app, "", "You")
    install_language("it")
    shoot(app, "table-it.png", (1280, 800), replace(default_setup("Tu"), seed=7), 2)
    shoot_dialogs(app, "-it", "Tu")
    return 0


if __name__ == "__main__":
    sys.exit(main())
