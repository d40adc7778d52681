"""Reliability: a damaged statistics database is detected, kept aside, recreated, and reported."""

from __future__ import annotations

import pytest

from traversone_desktop.storage.stats import (
    FILE_NAME,
    NewerDatabase,
    Statistics,
    connect,
    is_corruption,
)

from .games import play, table


def filled_database(folder):
    """A real statistics file with a few matches in it, closed."""
    stats = Statistics(folder / FILE_NAME)
    for seed in range(4):
        setup = table(seed=seed)
        stats.record_match(setup, play(setup, rng_seed=seed))
    stats.close()
    return folder / FILE_NAME


def scribble_over_pages(data: bytes) -> bytes:
    """Keep the header (so SQLite still opens it) and wreck every page after the first."""
    page = int.from_bytes(data[16:18], "big")
    return data[:page] + bytes((b ^ 0x5A) for b in data[page:])


@pytest.mark.parametrize("damage", [
    pytest.param(lambda data: b"this is not a database at all" * 50, id="garbage"),
    pytest.param(lambda data: data[: len(data) // 3], id="truncated"),
    pytest.param(scribble_over_pages, id="scribbled-pages"),
    pytest.param(lambda data: b"", id="emptied"),
])
def test_a_damaged_database_is_moved_aside_and_a_new_one_started(tmp_path, damage):
    path = filled_database(tmp_path)
    damaged = damage(path.read_bytes())
    path.write_bytes(damaged)

    stats = Statistics(path)

    if damaged == b"":  # an empty file is simply a new database: nothing to report
        assert stats.moved_aside is None
    else:
        assert stats.moved_aside is not None
        assert stats.moved_aside.name.startswith(f"{FILE_NAME}.corrupt-")
        assert stats.moved_aside.read_bytes() == damaged  # kept as it was, for a bug report
    assert stats.summary() == []
    setup = table(seed=9)
    assert stats.record_match(setup, play(setup, rng_seed=9))
    assert stats.summary("Anna")[0].matches == 1
    stats.close()


def test_a_database_from_a_newer_version_is_left_as_it_is(tmp_path):
    """A family that went back to an older version: moving the newer file aside (as
    "damaged") split their history in two, and the newer version, installed again, began
    on the older one's few matches. It stays whole where it is, untouched."""
    path = filled_database(tmp_path)
    db = connect(path)
    db.execute("UPDATE schema_version SET version = 99")
    db.close()
    before = path.read_bytes()
    with pytest.raises(NewerDatabase, match="newer than this app's"):
        Statistics(path)
    assert not is_corruption(NewerDatabase())
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME]
    assert path.read_bytes() == before


def test_someone_elses_database_is_not_mistaken_for_ours(tmp_path):
    path = tmp_path / FILE_NAME
    other = connect(path)
    other.execute("CREATE TABLE matches (x)")
    other.close()
    stats = Statistics(path)
    assert stats.moved_aside is not None
    stats.close()
