"""Reliability: kill an autosaving game 50 times at random moments; the save always resumes.

The demo (``python -m traversone_desktop.tools.soak``) plays bots-only matches
with the real AutoSaver as fast as it can, so most of its time is spent
writing and syncing the autosave: a SIGKILL at a random moment usually lands
mid-write. After every kill the autosave must load, and its match must go on
to the end through the engine.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

from traversone_desktop.engine import Match
from traversone_desktop.storage.autosave import AutoSaver
from traversone_desktop.storage.savefile import load_save

KILLS = 50
REPO = Path(__file__).resolve().parents[2]


def start_demo(folder: Path, seed: int) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        p for p in (str(REPO), os.environ.get("PYTHONPATH", "")) if p)}
    return subprocess.Popen(
        [sys.executable, "-m", "traversone_desktop.tools.soak", "--data-dir", str(folder),
         "--seed", str(seed)],
        stdout=subprocess.PIPE, text=True, env=env)


def test_every_kill_leaves_a_save_that_resumes(tmp_path):
    rng = random.Random(8)
    progress = set()
    for kill in range(KILLS):
        demo = start_demo(tmp_path, seed=kill)
        try:
            assert demo.stdout is not None
            assert demo.stdout.readline() == "ready\n"  # the first autosave is on disk
            time.sleep(rng.uniform(0.0, 0.2))  # the random moment is the point of the test
        finally:
            demo.kill()  # SIGKILL: no clean-up, no flush, mid-write if possible
            demo.wait()
        assert demo.returncode != 0, "the demo stopped by itself"

        saved = load_save(tmp_path / "autosave.json")
        match = Match.from_json(saved.match.to_json())
        assert match.moves == saved.match.moves
        play_rng = random.Random(kill)
        while not match.is_over:
            match.apply(play_rng.choice(match.legal_moves()))
        progress.add((saved.setup.rules.variant, len(saved.match.moves)))

        AutoSaver(tmp_path)  # the next start sweeps what the kill left behind
        assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]
    assert len(progress) >= 10  # the kills landed at many different moments of play
