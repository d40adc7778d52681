"""A stop from outside (logout's SIGTERM, a closed terminal's SIGHUP, Ctrl+C) closes the app as
the player would: exit code 0, nothing printed, the data folder's lock released, and the
match kept, even while a question is open. A tournament stopped by Ctrl+C says so in one line.

Ctrl+C goes to the whole process group, as a terminal sends it: the bot workers get it too."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, suppress
from pathlib import Path

import pytest

from traversone_desktop.storage.savefile import load_save, write_save

from .storage.games import play, table
from .test_command_line import ROOT, wait_for

POSIX_STOPS = [getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT")
               if hasattr(signal, name) and hasattr(signal, "SIGKILL")]


OFFSCREEN_NOTE = "This plugin does not support"
"""Qt's offscreen platform (these tests') says so about window hints; a desktop's does not."""


@contextmanager
def running(*command: str) -> Iterator[subprocess.Popen[str]]:
    """``python -m`` the command offscreen, in a process group of its own; whatever the
    test finds, nothing of the group outlives it."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    process = subprocess.Popen([sys.executable, "-m", *command], env=env, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               start_new_session=True)
    try:
        yield process
    finally:
        with suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.communicate()


def app_in(folder: Path, *args: str) -> AbstractContextManager[subprocess.Popen[str]]:
    return running("traversone_desktop", "--data-dir", str(folder), *args)


def stop(app: subprocess.Popen[str], signum: int) -> tuple[int, str, str]:
    """Exit code, stdout and stderr (less the offscreen platform's own notes). Ctrl+C goes
    to the process group, as a terminal sends it; the others to the app, as logout and
    ``kill`` send them."""
    if signum == signal.SIGINT:
        os.killpg(app.pid, signum)
    else:
        app.send_signal(signum)
    out, err = app.communicate(timeout=60)
    err = "".join(line for line in err.splitlines(keepends=True)
                  if not line.startswith(OFFSCREEN_NOTE))
    return app.returncode, out, err


@pytest.mark.skipif(not POSIX_STOPS, reason="POSIX signals")
@pytest.mark.parametrize("signum", POSIX_STOPS, ids=lambda s: signal.Signals(s).name)
def test_a_stop_during_the_resume_question_keeps_the_match(tmp_path: Path, signum: int) -> None:
    setup = table()
    match = play(setup, moves=9)  # a trick and one card into the next
    write_save(tmp_path / "autosave.json", setup, match)
    with app_in(tmp_path) as app:
        # the autosave moves beside itself just before the question is asked
        wait_for(lambda: any(tmp_path.glob("autosave.json.kept-*")), "the resume question")
        assert stop(app, signum) == (0, "", "")
    kept = list(tmp_path.glob("autosave.json.kept-*"))
    assert len(kept) == 1 and load_save(kept[0]).match.moves == match.moves
    assert not (tmp_path / "autosave.json").exists()  # no quick game started behind it
    assert not (tmp_path / "traversone.lock").exists()


def children(pid: int) -> list[str]:
    """The process's children (Linux), e.g. the bot worker; [] where /proc cannot say."""
    try:
        return Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []


def ignoring_ctrl_c(pid: int) -> int:
    """How many of the process's children are up and ignore SIGINT: the resource tracker
    does from its start, a worker once it is running (a half-started Python cannot)."""
    count = 0
    for child in children(pid):
        try:
            status = Path(f"/proc/{child}/status").read_text()
        except OSError:
            continue
        mask = next(int(line.split()[1], 16) for line in status.splitlines()
                    if line.startswith("SigIgn:"))
        count += bool(mask & 1 << (signal.SIGINT - 1))
    return count


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux's /proc")
@pytest.mark.parametrize("signum", POSIX_STOPS, ids=lambda s: signal.Signals(s).name)
def test_a_stop_while_the_bots_think_closes_cleanly(tmp_path: Path, signum: int) -> None:
    with app_in(tmp_path, "--demo") as app:  # bots only, in a window: always thinking
        wait_for(lambda: ignoring_ctrl_c(app.pid) >= 2, "the bot worker and its tracker")
        assert stop(app, signum) == (0, "", "")  # no leaked semaphores reported
    assert not (tmp_path / "traversone.lock").exists()


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux's /proc")
def test_ctrl_c_stops_a_tournament_in_one_line() -> None:
    with running("traversone_desktop.cli.tournament", "--variant", "traversone",
                 "--workers", "2", "--deals", "50", "--candidate", "hard",
                 "--baseline", "heuristic") as run:
        wait_for(lambda: ignoring_ctrl_c(run.pid) >= 3, "the tournament's workers")
        assert stop(run, signal.SIGINT) == (130, "", "traversone-tournament: stopped\n")
