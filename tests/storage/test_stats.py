"""Statistics: the figures per player and preset, migrations, reset, CSV, and damaged files."""

from __future__ import annotations

import csv
import shutil
import sqlite3
from dataclasses import replace

import pytest

from traversone_desktop.storage.stats import (
    SCHEMA_VERSION,
    PlayerStats,
    Statistics,
    connect,
    migrate,
)

from .games import play, table


@pytest.fixture
def stats(tmp_path):
    db = Statistics(tmp_path / "stats.db")
    yield db
    db.close()


def finished(variant="traversone", players=None, seed=7):
    setup = table(variant, players, seed)
    return setup, play(setup, rng_seed=seed)


def expected(matches, seat):
    """The figures for one seat, worked out straight from the engine's match logs."""
    side = next(i for i, members in enumerate(matches[0][1].sides) if seat in members)
    totals = [m.totals[side] for _, m in matches]
    deals = [r for _, m in matches for r in m.log if seat in r["active"] and not r["tiebreak"]]
    return {
        "matches": len(matches),
        "wins": sum(side in m.winners for _, m in matches),
        "points_per_deal": sum(r["scores"][side] for r in deals) / len(deals),
        "cappotti": sum(r["cappotto"] == side for _, m in matches for r in m.log),
        "totals": totals,
    }


def test_figures_per_player_match_the_match_logs(stats):
    games = [finished(seed=s) for s in range(6)]
    for setup, match in games:
        assert stats.record_match(setup, match)
    rows = {r.name: r for r in stats.summary()}
    setup = games[0][0]
    assert set(rows) == {s.name for s in setup.seats}
    for seat, who in enumerate(setup.seats):
        want = expected(games, seat)
        row = rows[who.name]
        assert (row.preset, row.matches, row.wins, row.cappotti) == (
            "traversone", want["matches"], want["wins"], want["cappotti"])
        assert row.points_per_deal == pytest.approx(want["points_per_deal"])
        assert (row.best, row.worst) == (min(want["totals"]), max(want["totals"]))
    assert sum(r.wins for r in rows.values()) == 6


def test_best_match_is_the_highest_total_in_tressette(stats):
    games = [finished("tressette", seed=s) for s in range(3)]
    for setup, match in games:
        stats.record_match(setup, match)
    row = stats.summary("Anna")[0]
    totals = expected(games, 0)["totals"]
    assert (row.best, row.worst) == (max(totals), min(totals))


def test_partners_share_their_sides_figures(stats):
    setup, match = finished("traversone_partners", seed=3)
    stats.record_match(setup, match)
    rows = {r.name: r for r in stats.summary()}
    assert rows["Anna"].best == rows["Carla"].best == match.totals[0]
    assert rows["Anna"].wins == rows["Carla"].wins == (0 in match.winners)


def test_figures_are_kept_apart_by_preset(stats):
    for variant, players in (("traversone", 4), ("ciapano", 4), ("ciapano", 4)):
        stats.record_match(*finished(variant, players, seed=len(stats.summary()) + players))
    anna = {r.preset: r.matches for r in stats.summary("Anna")}
    assert anna == {"ciapano": 2, "traversone": 1}


def test_a_match_is_recorded_once_and_only_when_finished(stats):
    setup, match = finished()
    assert stats.record_match(setup, match) is True
    assert stats.record_match(setup, match) is False
    assert stats.summary("Anna")[0].matches == 1
    with pytest.raises(ValueError, match="finished"):
        stats.record_match(setup, play(setup, moves=10))


def test_reset_forgets_one_player_only(stats):
    for s in range(3):
        stats.record_match(*finished(seed=s))
    assert stats.reset_player("Bruno") == 3
    assert "Bruno" not in stats.players()
    assert stats.summary("Anna")[0].matches == 3


def test_csv_export_has_a_header_and_one_row_per_player_and_preset(stats, tmp_path):
    stats.record_match(*finished(seed=1))
    path = tmp_path / "stats.csv"
    assert stats.export_csv(path) == 4
    with path.open(newline="", encoding="utf-8-sig") as f:
        rows = list(csv.DictReader(f))
    assert list(rows[0]) == [f for f in PlayerStats.__dataclass_fields__]
    assert [r["name"] for r in rows] == ["Anna", "Bruno", "Carla", "Dario"]
    assert rows[0]["matches"] == "1"
    assert "." in rows[0]["points_per_deal"]


def test_csv_export_opens_in_a_spreadsheet_in_italian(stats, tmp_path):
    """Excel reads UTF-8 only behind a byte-order mark ("Niccolò", not "NiccolÃ²"), and,
    set to a language that writes 1,5, parts the columns by semicolons: with commas, an
    Italian family saw each row whole in one cell."""
    setup, match = finished(seed=1)
    niccolo = replace(setup.seats[0], name="Niccolò")
    stats.record_match(replace(setup, seats=(niccolo, *setup.seats[1:])), match)
    path = tmp_path / "statistiche.csv"
    assert stats.export_csv(path, decimal_comma=True) == 4
    assert path.read_bytes().startswith(b"\xef\xbb\xbfname;preset;matches;")
    with path.open(newline="", encoding="utf-8-sig") as f:
        rows = list(csv.DictReader(f, delimiter=";"))
    assert rows[-1]["name"] == "Niccolò"
    assert all("," in r["points_per_deal"] and "." not in r["points_per_deal"] for r in rows)


@pytest.mark.parametrize(("comma", "written"), [(False, "2.63"), (True, "2,63")])
def test_csv_rounds_as_the_statistics_window_shows(stats, tmp_path, monkeypatch, comma,
                                                   written):
    """The window shows 2.625 points a deal as 2.63 (Qt rounds a half up); the file said
    2.62 (Python rounds it to even)."""
    row = PlayerStats("Anna", "traversone", 8, 3, 2.625, 0, 12, 30)
    monkeypatch.setattr(stats, "summary", lambda: [row])
    path = tmp_path / "stats.csv"
    stats.export_csv(path, decimal_comma=comma)
    assert path.read_text("utf-8-sig").splitlines()[1].split(";" if comma else ",")[4] \
        == written


def test_the_database_uses_wal_and_records_its_schema_version(stats):
    db = stats._db
    assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert db.execute("SELECT version FROM schema_version").fetchall() == [(SCHEMA_VERSION,)]


def test_an_old_database_is_migrated_keeping_its_matches(tmp_path):
    path = tmp_path / "stats.db"
    old = connect(path)
    migrate(old, upto=1)  # the first released schema
    old.execute("INSERT INTO matches VALUES (1, 'k', '2024-01-01T20:00:00', 'traversone', 4, 9)")
    old.execute("INSERT INTO results VALUES (1, 0, 'Nonna', 'human', 1, 12, 0, 30, 9, 1)")
    old.close()

    stats = Statistics(path)
    assert stats.moved_aside is None
    assert stats.summary() == [PlayerStats("Nonna", "traversone", 1, 1, 30 / 9, 1, 12, 12)]
    columns = [r[1] for r in stats._db.execute("PRAGMA table_info(results)")]
    assert "level" in columns
    stats.close()


def test_a_failed_migration_leaves_the_old_version_intact(tmp_path, monkeypatch):
    from traversone_desktop.storage import stats as stats_module

    path = tmp_path / "stats.db"
    db = connect(path)
    migrate(db, upto=1)

    def broken(conn):
        conn.execute("ALTER TABLE results ADD COLUMN level TEXT")
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(stats_module, "MIGRATIONS", (stats_module.MIGRATIONS[0], broken))
    with pytest.raises(sqlite3.OperationalError):
        stats_module.migrate(db)
    assert db.execute("SELECT version FROM schema_version").fetchone() == (1,)
    assert "level" not in [r[1] for r in db.execute("PRAGMA table_info(results)")]
    db.close()


def test_a_match_recorded_after_the_data_folder_was_deleted_is_kept(tmp_path):
    """A clean-up program (or a reset by hand) deletes the data folder while the game
    runs; the autosave makes it again at the next trick. The next match recorded goes into
    a new database there, not into the deleted file, which is lost at exit."""
    folder = tmp_path / "data"
    folder.mkdir()
    db = Statistics(folder / "stats.db")
    first, second = table("traversone", seed=1), table("traversone", seed=2)
    db.record_match(first, play(first))
    shutil.rmtree(folder)
    folder.mkdir()
    assert db.record_match(second, play(second))
    db.close()
    again = Statistics(folder / "stats.db")
    assert [row.matches for row in again.summary("Anna")] == [1]
    again.close()


def test_a_deleted_folder_not_yet_made_again_is_an_error_the_caller_keeps_the_match_for(
        tmp_path):
    """Until the folder is there again the match cannot be recorded (the caller keeps it
    for the next start); once it is, the next try records it."""
    folder = tmp_path / "data"
    folder.mkdir()
    db = Statistics(folder / "stats.db")
    setup = table("traversone", seed=3)
    match = play(setup)
    shutil.rmtree(folder)
    with pytest.raises(sqlite3.Error):
        db.record_match(setup, match)
    folder.mkdir()
    assert db.record_match(setup, match)
    assert [row.matches for row in db.summary("Anna")] == [1]
    db.close()
