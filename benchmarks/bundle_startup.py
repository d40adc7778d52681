"""From starting the bundle to the first painted table, warm (after one untimed launch).

    python packaging/build.py && python benchmarks/bundle_startup.py [--dist dist] [--runs 7]

Each launch opens the default game with a fresh data folder and
``--exit-after-first-paint``; the clock stops when the program reports its
first paint of the table with the match on it. Target: 0.6 s. The program also
reports how long its window stood undrawn after ``show()`` (the felt and the menus
are drawn before the match is set up). Without a display, Qt's offscreen platform
is used.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "packaging"))

import build

TARGET = 0.6
MARKER = "first-paint"  # starts the line printed by traversone_desktop.first_paint
TIMEOUT = 60


def launch(exe: Path, env: dict[str, str]) -> tuple[float, float, float]:
    """Seconds from starting ``exe`` to its first-paint line, its CPU seconds by then, and
    the milliseconds its window stood undrawn after ``show()``."""
    with tempfile.TemporaryDirectory() as data:
        start = time.perf_counter()
        with subprocess.Popen([str(exe), "--exit-after-first-paint", "--data-dir", data],
                              stdout=subprocess.PIPE, text=True, env=env) as process:
            assert process.stdout is not None
            for line in process.stdout:
                if line.startswith(MARKER):
                    elapsed = time.perf_counter() - start
                    cpu = float(line.split("cpu=")[1].split()[0])
                    blank = float(line.split("blank_ms=")[1])
                    break
            else:
                raise RuntimeError(f"{exe} exited ({process.wait()}) without painting")
            process.wait(TIMEOUT)
    return elapsed, cpu, blank


def load() -> str:
    """The machine's load, which the wall-clock figures depend on (where it is known)."""
    if not hasattr(os, "getloadavg"):
        return ""
    return f" (machine load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)"


def main() -> int:
    parser = build.dist_parser(__doc__)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    exe = build.built_executable(args.dist)
    env = dict(os.environ)
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")) and sys.platform == "linux":
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        launch(exe, env)  # warm the file cache
        runs = [launch(exe, env) for _ in range(args.runs)]
    except (RuntimeError, subprocess.TimeoutExpired) as exc:
        print(f"bundle_startup: {exc}", file=sys.stderr)
        return 1
    times = sorted(wall for wall, _, _ in runs)
    print(f"start to first painted table, warm, {args.runs} runs: "
          f"median {statistics.median(times):.3f} s, best {times[0]:.3f} s, "
          f"worst {times[-1]:.3f} s (target {TARGET} s)")
    print(f"CPU time by the first paint: median "
          f"{statistics.median(cpu for _, cpu, _ in runs):.3f} s{load()}")
    blanks = sorted(blank for _, _, blank in runs)
    print(f"from show() to the window's first paint (felt and menus, before the match is "
          f"set up): median {statistics.median(blanks):.0f} ms, worst {blanks[-1]:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
