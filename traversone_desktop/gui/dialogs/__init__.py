"""The game's dialogs: new game, deal summary, score sheet, winner, help, about, preferences.

Each dialog sets every visible text in ``retranslate_ui()``, which runs once at
construction and again after every language switch (the GUI's one contract,
:mod:`..retranslating`), so a language switch needs no restart. Import the dialogs
from their modules, e.g.
``from traversone_desktop.gui.dialogs.new_game import NewGameDialog``.
"""
