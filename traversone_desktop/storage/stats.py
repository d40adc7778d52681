"""Per-player statistics in SQLite: every finished match, summed up by player and preset.

The database has a ``schema_version`` table and an ordered list of migrations,
so a newer app upgrades an older file in place. A damaged file (or another program's,
which this one cannot read) is moved aside as ``stats.db.corrupt-<time>`` and a fresh one
started; :attr:`Statistics.moved_aside` tells the window to let the player know. A healthy
file that cannot be used just now (locked by another program, a full disk, a read-only
folder) is left alone: the error reaches the caller, which keeps the match to record it
later. So is a file a newer version wrote (:class:`NewerDatabase`): the family's history
stays whole for that version, which records the matches kept for it.
"""

from __future__ import annotations

import contextlib
import csv
import hashlib
import io
import json
import os
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import astuple, dataclass, fields
from datetime import UTC, datetime
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from ..engine.match import Match
from ..engine.scoring import side_of
from ..session.setup import GameSetup
from . import atomic
from .paths import data_dir

FILE_NAME = "stats.db"


def _v1_tables(db: sqlite3.Connection) -> None:
    db.execute("""CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        match_key TEXT NOT NULL UNIQUE,   -- hash of rules, seed and moves: recorded once
        finished_at TEXT NOT NULL,
        preset TEXT NOT NULL,
        players INTEGER NOT NULL,
        deals INTEGER NOT NULL)""")
    db.execute("""CREATE TABLE results (
        match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        won INTEGER NOT NULL,
        total INTEGER NOT NULL,           -- the seat's side's final total
        higher_better INTEGER NOT NULL,   -- 1 in Tressette, 0 in the reverse games
        points INTEGER NOT NULL,          -- summed over the scored deals the seat played
        deals INTEGER NOT NULL,
        cappotti INTEGER NOT NULL,
        PRIMARY KEY (match_id, seat))""")


def _v2_levels_and_index(db: sqlite3.Connection) -> None:
    """Bot levels, so a later screen can tell 'Zio Gino (hard)' from the easy one."""
    db.execute("ALTER TABLE results ADD COLUMN level TEXT NOT NULL DEFAULT ''")
    db.execute("CREATE INDEX results_by_name ON results(name, match_id)")


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _v1_tables,
    _v2_levels_and_index,
)
"""Migration ``i`` brings a database from version ``i`` to ``i + 1``; append only."""
SCHEMA_VERSION = len(MIGRATIONS)


TABLES = {
    "schema_version": ("version",),
    "matches": ("id", "match_key", "finished_at", "preset", "players", "deals"),
    "results": ("match_id", "seat", "name", "kind", "won", "total", "higher_better", "points",
                "deals", "cappotti", "level"),
}
"""Every table and column the current schema has, to recognise a file that is not ours."""
_CORRUPT_CODES = (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)


class UnusableDatabase(sqlite3.DatabaseError):
    """A database file this version must not touch: damaged, or another program's."""


class NewerDatabase(sqlite3.DatabaseError):
    """Statistics a newer version wrote: healthy, and left for it as they are."""


def is_corruption(exc: sqlite3.Error) -> bool:
    """True for a damaged or foreign file; False for "locked", "full", "read-only" and the like,
    which say nothing about the file and pass when the other program or the disk is done."""
    if isinstance(exc, UnusableDatabase):
        return True
    return getattr(exc, "sqlite_errorcode", None) in _CORRUPT_CODES


@dataclass(frozen=True)
class PlayerStats:
    """One player's record at one preset."""

    name: str
    preset: str
    matches: int
    wins: int
    points_per_deal: float
    cappotti: int
    best: int
    """Best final total: the lowest in the reverse games, the highest in Tressette."""
    worst: int


@contextlib.contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[None]:
    """All or nothing, schema changes included (the connection runs in autocommit mode)."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        if db.in_transaction:  # SQLite has already rolled back after "full" and some others
            db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


BUSY_TIMEOUT = 2.0
"""Seconds to wait for another program's lock before giving up (the window waits too)."""


def connect(path: Path) -> sqlite3.Connection:
    """A connection that leaves transactions to :func:`transaction`."""
    return sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT)


def migrate(db: sqlite3.Connection, upto: int = SCHEMA_VERSION) -> None:
    """Run the migrations the database has not had yet, each in its own transaction."""
    with transaction(db):
        db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        if db.execute("SELECT COUNT(*) FROM schema_version").fetchone() == (0,):
            db.execute("INSERT INTO schema_version VALUES (0)")
    version = db.execute("SELECT MAX(version) FROM schema_version").fetchone()[0]
    if isinstance(version, int) and version > SCHEMA_VERSION:
        raise NewerDatabase(f"statistics schema version {version} is newer than this app's "
                            f"({SCHEMA_VERSION})")
    if not isinstance(version, int) or version < 0:
        raise UnusableDatabase(f"statistics schema version {version!r} is not one this app "
                               f"knows (0 to {SCHEMA_VERSION})")
    if version == 0 and set(_columns(db)) != {"schema_version"}:
        raise UnusableDatabase("the file holds another program's tables")
    for step in range(version, upto):
        with transaction(db):
            MIGRATIONS[step](db)
            db.execute("UPDATE schema_version SET version = ?", (step + 1,))
    if upto == SCHEMA_VERSION:
        check_schema(db)


def _columns(db: sqlite3.Connection) -> dict[str, set[str]]:
    tables = [r[0] for r in db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
    return {t: {r[1] for r in db.execute("SELECT * FROM pragma_table_info(?)", (t,))}
            for t in tables}


def check_schema(db: sqlite3.Connection) -> None:
    """An UnusableDatabase unless every table and column the app reads is there."""
    found = _columns(db)
    for table, columns in TABLES.items():
        missing = set(columns) - found.get(table, set())
        if missing:
            raise UnusableDatabase(f"the statistics table {table!r} lacks "
                                   f"{', '.join(sorted(missing))}")


def match_key(match: Match) -> str:
    """Identity of a match: the same rules, seed and moves are the same match."""
    text = json.dumps(match.to_json(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def _identity(path: Path) -> tuple[int, int] | None:
    """Which file ``path`` names now (device and inode), or None if none."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return found.st_dev, found.st_ino


class Statistics:
    """The statistics database of one data folder."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else data_dir() / FILE_NAME
        self.moved_aside: Path | None = None
        """Where a damaged database was moved when this one was opened, or None."""
        self._file: tuple[int, int] | None = None
        """The file open (device, inode), to notice it deleted or replaced."""
        try:
            self._db = self._open()
        except sqlite3.Error as exc:
            if not is_corruption(exc) or not self.path.is_file():
                raise  # locked, full, read-only, no folder: a healthy file stays where it is
            self.moved_aside = self._move_aside()
            self._db = self._open()

    def _open(self) -> sqlite3.Connection:
        db = connect(self.path)
        try:
            db.execute("PRAGMA journal_mode=WAL")
            check = db.execute("PRAGMA integrity_check").fetchall()
            if check != [("ok",)]:
                raise UnusableDatabase(f"integrity check failed: {check[:3]}")
            db.execute("PRAGMA foreign_keys=ON")
            migrate(db)
        except BaseException:
            db.close()
            raise
        self._file = _identity(self.path)
        return db

    def _same_file(self) -> None:
        """Open the database anew if the file at :attr:`path` is no longer the one open.

        The data folder deleted while the game runs (a clean-up program, a reset by hand):
        SQLite would go on writing into the deleted file, and every match recorded after
        it would be gone at exit. The autosave makes the folder again at the next trick;
        a new database is started there. If it cannot be yet, the error goes to the caller,
        which keeps the match for the next start, and the next call tries again."""
        if _identity(self.path) == self._file:
            return
        self._db.close()
        self._db = self._open()

    def _move_aside(self) -> Path:
        aside = atomic.aside_path(self.path, "corrupt")
        for suffix in ("", "-wal", "-shm"):
            part = Path(f"{self.path}{suffix}")
            with contextlib.suppress(FileNotFoundError):
                os.replace(part, Path(f"{aside}{suffix}"))
        return aside

    def close(self) -> None:
        self._db.close()

    # -- recording ------------------------------------------------------------
    def record_match(self, setup: GameSetup, match: Match, when: datetime | None = None) -> bool:
        """Add a finished match, every seat human or bot; False if it was already there."""
        if not match.is_over:
            raise ValueError("only a finished match goes into the statistics")
        finished = (when or datetime.now(UTC)).isoformat(timespec="seconds")
        rules = match.rules
        self._same_file()
        with transaction(self._db):
            cur = self._db.execute(
                "INSERT OR IGNORE INTO matches (match_key, finished_at, preset, players, deals)"
                " VALUES (?, ?, ?, ?, ?)",
                (match_key(match), finished, rules.variant, rules.players, len(match.records)))
            if cur.rowcount == 0:
                return False
            match_id = cur.lastrowid
            for seat, who in enumerate(setup.seats):
                side = side_of(match.sides, seat)
                scored = [r for r in match.records if seat in r.active and not r.tiebreak]
                self._db.execute(
                    "INSERT INTO results (match_id, seat, name, kind, level, won, total,"
                    " higher_better, points, deals, cappotti) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                    (match_id, seat, who.name, who.kind, who.level if not who.is_human else "",
                     side in match.winners, match.totals[side], rules.positive,
                     sum(r.scores[side] for r in scored), len(scored),
                     sum(r.cappotto == side for r in match.records)))
        return True

    # -- reading --------------------------------------------------------------
    def summary(self, name: str | None = None) -> list[PlayerStats]:
        """Every player's record by preset (or one player's), sorted by name then preset."""
        rows = self._db.execute(
            """SELECT r.name, m.preset, COUNT(*), SUM(r.won),
                      CAST(SUM(r.points) AS REAL) / MAX(SUM(r.deals), 1), SUM(r.cappotti),
                      CASE WHEN MAX(r.higher_better) THEN MAX(r.total) ELSE MIN(r.total) END,
                      CASE WHEN MAX(r.higher_better) THEN MIN(r.total) ELSE MAX(r.total) END
               FROM results r JOIN matches m ON m.id = r.match_id
               WHERE ?1 IS NULL OR r.name = ?1
               GROUP BY r.name, m.preset ORDER BY r.name COLLATE NOCASE, m.preset""",
            (name,)).fetchall()
        return [PlayerStats(*row) for row in rows]

    def players(self) -> list[str]:
        rows = self._db.execute(
            "SELECT DISTINCT name FROM results ORDER BY name COLLATE NOCASE").fetchall()
        return [r[0] for r in rows]

    # -- housekeeping ---------------------------------------------------------
    def reset_player(self, name: str) -> int:
        """Forget one player's results (and matches nobody is left in); how many rows went."""
        self._same_file()
        with transaction(self._db):
            gone = self._db.execute("DELETE FROM results WHERE name = ?", (name,)).rowcount
            self._db.execute(
                "DELETE FROM matches WHERE id NOT IN (SELECT DISTINCT match_id FROM results)")
        return gone

    def export_csv(self, path: str | Path, decimal_comma: bool = False) -> int:
        """Write the summary as CSV (atomically); returns the number of rows.

        UTF-8 with a byte-order mark, without which Excel reads "Niccolò" as "NiccolÃ²".
        With ``decimal_comma`` (a computer set to write 1,5: Italian, German, French…), the
        columns are parted by semicolons, as a spreadsheet there expects: Excel on a
        computer set to Italian puts a comma-parted row whole into one cell."""
        rows = self.summary()
        out = io.StringIO()
        writer = csv.writer(out, delimiter=";" if decimal_comma else ",", lineterminator="\n")
        writer.writerow([f.name for f in fields(PlayerStats)])
        for row in rows:
            writer.writerow([_decimal(v, decimal_comma) if isinstance(v, float) else v
                             for v in astuple(row)])
        atomic.write_bytes(path, out.getvalue().encode("utf-8-sig"))
        return len(rows)


def _decimal(value: float, comma: bool) -> str:
    """``value`` with two decimals, after a comma or a point, a half rounded up as the
    statistics window shows it (2.625 is 2.63 in both, not 2.62 here)."""
    text = str(Decimal(repr(value)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
    return text.replace(".", ",") if comma else text
