"""traversone-cards: deck list, sheet export, one-line errors with exit status 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from traversone_desktop.art import deck_names
from traversone_desktop.cli.cards import main


def test_list_prints_one_deck_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--list"]) == 0
    assert capsys.readouterr().out.split() == deck_names()


def test_export_writes_a_sheet(qapp: object, tmp_path: Path) -> None:
    out = tmp_path / "sheet.png"
    assert main(["--deck", "trevisane", "--out", str(out), "--width", "40"]) == 0
    image = QImage(str(out))
    assert not image.isNull() and image.width() > 11 * 40


@pytest.mark.parametrize("argv", [
    ["--deck", "nope", "--out", "x.png"],
    ["--bogus"],
    ["--deck", "napoletane"],
    ["--deck", "napoletane", "--out", "x.png", "--width", "0"],
])
def test_bad_input_is_one_line_and_status_2(capsys: pytest.CaptureFixture[str],
                                            argv: list[str]) -> None:
    try:
        status = main(argv)
    except SystemExit as exc:
        status = exc.code  # type: ignore[assignment]
    assert status == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("traversone-cards: error:")


def test_export_needs_no_display(tmp_path: Path) -> None:
    """On a server or in CI, with no display and no QT_QPA_PLATFORM, a sheet still comes out
    (and no Qt platform-plugin abort)."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    out = tmp_path / "sheet.png"
    done = subprocess.run([sys.executable, "-m", "traversone_desktop.cli.cards", "--deck",
                           "sarde", "--width", "40", "--out", str(out)],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert not QImage(str(out)).isNull()


def test_one_card_of_every_deck_side_by_side(qapp: object, tmp_path: Path) -> None:
    out = tmp_path / "kings.png"
    assert main(["--card", "Rd", "--out", str(out), "--width", "30"]) == 0
    image = QImage(str(out))
    assert not image.isNull() and image.width() > 9 * 30


@pytest.mark.parametrize("argv", [["--card", "Zz", "--out", "x.png"], ["--card", "Rd"],
                                  ["--card", "Rd", "--out", "x.png", "--width", "5"]])
def test_a_bad_lineup_is_one_line(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("traversone-cards: error:")
