"""The game's own files are told apart from a player's, whatever the name typed."""

from __future__ import annotations

import os

from traversone_desktop.storage.own_files import is_own_file


def test_the_data_folders_own_files_are_the_games_by_any_way_to_them(data_dir,
                                                                    tmp_path_factory):
    elsewhere = tmp_path_factory.mktemp("documents")
    (data_dir / "stats.db").write_bytes(b"")
    os.symlink(data_dir, elsewhere / "link")
    assert is_own_file(data_dir / "stats.db")
    assert is_own_file(elsewhere / "link" / "stats.db"), "the same file by a link"
    assert is_own_file(data_dir / "sub" / ".." / "autosave.json.unrecorded-20261205-101500")
    assert is_own_file(data_dir / "stats.db-journal") and is_own_file(data_dir / "settings.ini")


def test_a_players_files_are_the_players_even_with_the_games_names(data_dir, tmp_path_factory):
    elsewhere = tmp_path_factory.mktemp("documents")
    assert not is_own_file(data_dir / "sunday.json")
    assert not is_own_file(data_dir / "autosave.json.txt" / ".." / "match.json")
    assert not is_own_file(elsewhere / "stats.db") and not is_own_file(elsewhere / "autosave.json")


def test_an_imported_decks_files_are_the_games(data_dir, tmp_path_factory):
    """Save as… onto decks/user-…/deck.json (or an export onto one of its pictures) was
    written: at the next start the deck was left out as damaged, and lost."""
    deck = data_dir / "decks" / "user-trevisane"
    deck.mkdir(parents=True)
    for name in ("deck.json", "Ad.png", "new.csv"):
        assert is_own_file(deck / name)
    assert is_own_file(data_dir / "QtProject.conf"), "Qt's file dialog, under --data-dir"
    assert not is_own_file(tmp_path_factory.mktemp("decks") / "deck.json")
