"""A killed app leaves no bot worker or resource tracker behind, living on forever."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROC = Path("/proc")
GONE_WITHIN = 30.0
"""Seconds the worker and the tracker may take to notice (they need well under one)."""

APP = textwrap.dedent("""
    import time
    from traversone_desktop.engine import Match, preset
    from traversone_desktop.gui.bot_worker import BotWorker

    match = Match(preset("traversone", 4), seed=1)
    match.start()
    worker = BotWorker()  # the app's own: a spawned worker process and a resource tracker
    worker.submit("random", match.view(match.current_player), 1).result(timeout=120)
    print("ready", flush=True)
    time.sleep(600)
""")


def children_of(pid: int) -> list[int]:
    found = []
    for entry in PROC.iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def alive(pid: int) -> bool:
    """Running, not just a zombie waiting for a parent to collect it."""
    try:
        return (PROC / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not PROC.is_dir() or not hasattr(signal, "SIGKILL"),
                    reason="reads the process table from /proc")
def test_sigkill_of_the_app_ends_its_worker_and_resource_tracker():
    app = subprocess.Popen([sys.executable, "-c", APP], cwd=ROOT, text=True,
                           stdout=subprocess.PIPE, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    try:
        assert app.stdout is not None and app.stdout.readline() == "ready\n"
        helpers = children_of(app.pid)
        assert len(helpers) == 2, "a worker and the resource tracker"
    finally:
        app.send_signal(signal.SIGKILL)
        app.wait()
    deadline = time.monotonic() + GONE_WITHIN
    while any(alive(pid) for pid in helpers):
        assert time.monotonic() < deadline, f"still running: {[p for p in helpers if alive(p)]}"
        time.sleep(0.05)
