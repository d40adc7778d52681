"""Playing the table's sounds with what the system already has.

Qt Multimedia would add about 23 MB (FFmpeg) to every bundle for four short
sounds, so instead: ``winsound`` on Windows (standard library), ``afplay`` on
macOS, and PipeWire's, PulseAudio's or ALSA's player on Linux. Where none is
there, or with no screen (tests, offscreen runs), the table is simply silent.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from traversone_desktop.audio.synth import EFFECTS, wav_bytes

log = logging.getLogger(__name__)

LINUX_PLAYERS: tuple[tuple[str, ...], ...] = (
    ("pw-play",), ("paplay",), ("aplay", "-q"))
MAX_AT_ONCE = 4
"""Sounds allowed to overlap; more would only be noise."""

Backend = Callable[[Path], None]


def silent_here() -> bool:
    """No sound in tests and headless runs (and never when the user set TRAVERSONE_SOUND=0)."""
    if os.environ.get("TRAVERSONE_SOUND", "1") == "0":
        return True
    platform = os.environ.get("QT_QPA_PLATFORM", "").split(":", 1)[0]  # offscreen:size=…
    return platform in ("offscreen", "minimal")


def command_for(platform: str, which: Callable[[str], str | None]) -> tuple[str, ...] | None:
    """The player command for ``platform`` (``sys.platform``), or None for none/Windows."""
    if platform == "darwin":
        return ("afplay",) if which("afplay") else None
    if platform.startswith("win"):
        return None
    for command in LINUX_PLAYERS:
        if which(command[0]):
            return command
    return None


class SoundPlayer:
    """Plays effects by name; quiet when switched off, headless or with no player."""

    def __init__(self, folder: Path, enabled: bool = True) -> None:
        self.folder = folder
        self.enabled = enabled
        self._running: list[subprocess.Popen[bytes]] = []
        self._backend: Backend | None = None
        self._chosen = False

    def play(self, name: str) -> None:
        """Start ``name`` ("play", "sweep", "shuffle", "win") and return at once."""
        if not self.enabled or silent_here():
            return
        backend = self._choose()
        if backend is None:
            return
        try:
            backend(self._file(name))
        except (OSError, RuntimeError) as exc:  # a player that went away, or Windows with no
            log.warning("sound off: %s", exc)  # sound device (winsound's RuntimeError): go
            self._backend = None  # quiet, and do not disturb the game

    def _file(self, name: str) -> Path:
        """The effect's WAV file, written once into ``folder``."""
        if name not in EFFECTS:
            raise KeyError(f"no sound called {name!r}")
        path = self.folder / f"{name}.wav"
        if not path.is_file():
            self.folder.mkdir(parents=True, exist_ok=True)
            part = path.with_suffix(".part")
            part.write_bytes(wav_bytes(name))
            os.replace(part, path)
        return path

    def _choose(self) -> Backend | None:
        if not self._chosen:
            self._chosen = True
            self._backend = self._find_backend()
            if self._backend is None:
                log.info("no sound player found; the table stays silent")
        return self._backend

    def _find_backend(self) -> Backend | None:
        if sys.platform.startswith("win"):
            import winsound  # type: ignore[import-not-found,unused-ignore]

            flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT

            def windows(path: Path) -> None:
                winsound.PlaySound(str(path), flags)

            return windows
        command = command_for(sys.platform, shutil.which)
        if command is None:
            return None

        def spawn(path: Path) -> None:
            self._running = [p for p in self._running if p.poll() is None]
            if len(self._running) < MAX_AT_ONCE:
                self._running.append(subprocess.Popen(
                    [*command, str(path)], stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))

        return spawn
