"""The game's icon clicked again while it runs, as families do when a window is hidden
or minimised: the second start brings the running window forward, restored and active,
and ends without a word, where it used to put up an "already running" warning."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .conftest import ROOT, START_TIMEOUT, xdotool

pytestmark = pytest.mark.realwindow


def game(folder: Path) -> list[str]:
    return [sys.executable, "-m", "traversone_desktop", "--data-dir", str(folder),
            "--lang", "en", "--speed", "fast"]


def visible_windows(pid: int) -> list[str]:
    try:
        return xdotool("search", "--onlyvisible", "--pid", str(pid),
                       "--name", "Traversone Desktop").split()
    except subprocess.CalledProcessError:  # xdotool's answer when it finds none
        return []


def test_starting_the_game_again_brings_the_running_window_forward(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    running = subprocess.Popen(game(tmp_path), env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
    try:
        window = xdotool("search", "--sync", "--onlyvisible", "--pid", str(running.pid),
                         "--name", "Traversone Desktop", timeout=120).split()[0]
        xdotool("windowminimize", "--sync", window)
        assert visible_windows(running.pid) == []

        again = subprocess.run(game(tmp_path), env=env, capture_output=True, text=True,
                               timeout=120, check=False)
        assert again.returncode == 0, again.stderr
        assert "came forward" in again.stderr

        deadline = time.monotonic() + START_TIMEOUT
        while xdotool("getactivewindow").strip() != window:
            assert time.monotonic() < deadline, "the running window did not come forward"
            time.sleep(0.05)  # another process's window: nothing in this one to wait on
        assert visible_windows(running.pid) == [window], "restored, and no second window"
    finally:
        running.terminate()  # as a logout would: it closes and keeps the match
        _, errors = running.communicate(timeout=60)
    assert running.returncode == 0, errors


def busca_save(folder: Path) -> Path:
    """A Busca match for four saved to a file, three cards in."""
    from traversone_desktop.engine import Match, preset
    from traversone_desktop.session.setup import BOT, HUMAN, GameSetup, SeatSetup
    from traversone_desktop.storage.savefile import write_save

    seats = (SeatSetup("Anna", HUMAN), *(SeatSetup(n, BOT) for n in ("Bruno", "Carla", "Dino")))
    setup = GameSetup(preset("busca"), seats, seed=77)
    match = Match(setup.rules, 77)
    match.start()
    for _ in range(3):
        match.apply(match.legal_moves()[0])
    path = folder / "Busca night.json"
    write_save(path, setup, match)
    return path


def wait_for_title(pid: int, title: str) -> str:
    return xdotool("search", "--sync", "--onlyvisible", "--pid", str(pid), "--name", title,
                   timeout=120).split()[0]


def test_a_save_opened_with_the_game_opens_at_start_and_in_the_running_window(
        tmp_path: Path) -> None:
    """``traversone "Busca night.json"``, as a file manager's Open with runs it: the game
    opens on that match; started so again while it runs, the running window takes it."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    save = busca_save(tmp_path)
    first = subprocess.Popen([*game(tmp_path / "a"), str(save)], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        wait_for_title(first.pid, "^Busca — Traversone Desktop$")
    finally:
        first.terminate()
        _, errors = first.communicate(timeout=60)
    assert first.returncode == 0, errors

    running = subprocess.Popen(game(tmp_path / "b"), env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
    try:
        wait_for_title(running.pid, "^Traversone — Traversone Desktop$")
        again = subprocess.run([*game(tmp_path / "b"), str(save)], env=env,
                               capture_output=True, text=True, timeout=120, check=False)
        assert again.returncode == 0 and "to open the save" in again.stderr, again.stderr
        wait_for_title(running.pid, "^Busca — Traversone Desktop$")  # nobody had played yet
    finally:
        running.terminate()
        _, errors = running.communicate(timeout=60)
    assert running.returncode == 0, errors
