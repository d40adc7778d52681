"""The translation files: complete, current with the code, compiled from what is committed."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from traversone_desktop.tools.translations import (
    LANGUAGES,
    Message,
    lrelease,
    lupdate,
    qm_path,
    read_ts,
    ts_path,
)

REFRESH = "python -m traversone_desktop.tools.translations"
PLACEHOLDER = re.compile(r"%(?:\d|n)")
ACCELERATOR = re.compile(r"&(?=[^\s&])")


def live(lang: str) -> list[Message]:
    return [m for m in read_ts(ts_path(lang)) if m.kind not in ("vanished", "obsolete")]


def test_the_italian_catalogue_is_complete() -> None:
    messages = live("it")
    assert len(messages) > 200
    unfinished = [m.source for m in messages if m.kind == "unfinished"]
    empty = [m.source for m in messages if not all(f.strip() for f in m.forms)]
    assert unfinished == [], f"translate these in i18n/traversone_it.ts, then run {REFRESH}"
    assert empty == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_refresh_dropped_every_vanished_string(lang: str) -> None:
    stale = [m.source for m in read_ts(ts_path(lang)) if m.kind in ("vanished", "obsolete")]
    assert stale == [], f"strings the code no longer has: run {REFRESH}"


def test_plurals_have_both_italian_forms() -> None:
    plurals = [m for m in live("it") if m.numerus]
    assert plurals, "the app counts things: some phrase must be a plural"
    for m in plurals:
        assert len(m.forms) == 2 and all("%n" in f for f in m.forms), m.source


def test_the_english_catalogue_gives_the_plural_forms() -> None:
    messages = live("en")
    assert {m.source for m in messages} == {m.source for m in live("it") if m.numerus}
    for m in messages:
        assert m.numerus and m.kind == "" and len(m.forms) == 2, m.source
        singular, plural = m.forms
        assert "(s)" not in singular + plural, m.source
        assert singular != plural, m.source


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_counted_phrase_is_a_plural(lang: str) -> None:
    """A ``%n`` phrase extracted as a plain string lost its plural (see i18n.Plurals)."""
    singular_only = [(m.context, m.source) for m in live(lang)
                     if "%n" in m.source and not m.numerus]
    assert singular_only == []


def test_translations_keep_placeholders_and_accelerators() -> None:
    for m in live("it"):
        wanted = sorted(PLACEHOLDER.findall(m.source))
        for form in m.forms:
            assert sorted(PLACEHOLDER.findall(form)) == wanted or (
                m.numerus and wanted == ["%n"] and "%n" in form), (m.source, form)
            assert len(ACCELERATOR.findall(form)) == len(ACCELERATOR.findall(m.source)), (
                m.source, form)


def test_every_string_has_a_context() -> None:
    """An empty context means lupdate misread a call (a local alias named ``tr``)."""
    assert [m.source for m in live("it") if not m.context] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sources_are_current_with_the_code(lang: str, tmp_path: Path) -> None:
    fresh = tmp_path / ts_path(lang).name
    shutil.copy(ts_path(lang), fresh)
    lupdate(lang, fresh)
    assert fresh.read_bytes() == ts_path(lang).read_bytes(), (
        f"the code has new or changed strings: run {REFRESH} and translate them")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_compiled_catalogue_is_current_with_its_source(lang: str, tmp_path: Path) -> None:
    compiled = tmp_path / qm_path(lang).name
    lrelease(ts_path(lang), compiled)
    assert compiled.read_bytes() == qm_path(lang).read_bytes(), f"run {REFRESH}"


def test_a_refresh_moves_a_changed_catalogue_into_place_and_leaves_a_current_one(
        tmp_path: Path) -> None:
    """A running game maps its .qm: a refresh that rewrote it in place handed that game
    other strings' bytes (its Italian plurals said "9 punto"), and one that rewrote an
    unchanged catalogue dirtied the checkout."""
    qm = tmp_path / qm_path("it").name
    lrelease(ts_path("it"), qm)
    before = qm.stat()
    lrelease(ts_path("it"), qm)
    after = qm.stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    qm.write_bytes(b"the catalogue a running game has open")
    with qm.open("rb") as held:
        lrelease(ts_path("it"), qm)
        assert held.read() == b"the catalogue a running game has open"
    assert qm.read_bytes() == qm_path("it").read_bytes()
    assert [p.name for p in tmp_path.iterdir()] == [qm.name]
