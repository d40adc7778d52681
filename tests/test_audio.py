"""The table's sounds: our own synthesis, a player chosen per system, silence in tests."""

from __future__ import annotations

import io
import subprocess
import sys
import wave
from pathlib import Path

import pytest

from traversone_desktop.audio import player as player_module
from traversone_desktop.audio.player import SoundPlayer, command_for, silent_here
from traversone_desktop.audio.synth import EFFECTS, RATE, wav_bytes


@pytest.mark.parametrize("name", sorted(EFFECTS))
def test_every_effect_is_a_short_audible_wav(name: str) -> None:
    data = wav_bytes(name)
    with wave.open(io.BytesIO(data)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
        frames = w.readframes(w.getnframes())
        seconds = w.getnframes() / RATE
    assert 0.05 < seconds < 1.5
    peak = max(abs(int.from_bytes(frames[i:i + 2], "little", signed=True))
               for i in range(0, len(frames), 2))
    assert 0.3 * 32767 < peak < 32767  # loud enough to hear, never clipped
    assert wav_bytes(name) == data  # the same sound every time


def test_effects_differ() -> None:
    assert len({wav_bytes(n) for n in EFFECTS}) == len(EFFECTS)


def test_tests_and_headless_runs_are_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert silent_here()
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen:configfile=laptop.json")  # a screen's size
    assert silent_here()
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("TRAVERSONE_SOUND", "0")
    assert silent_here()
    monkeypatch.setenv("TRAVERSONE_SOUND", "1")
    assert not silent_here()


def test_the_player_is_chosen_by_system() -> None:
    everything = {"afplay", "pw-play", "paplay", "aplay"}.__contains__
    has = lambda name: "/usr/bin/" + name if everything(name) else None  # noqa: E731
    assert command_for("darwin", has) == ("afplay",)
    assert command_for("linux", has) == ("pw-play",)
    only_alsa = lambda name: "/usr/bin/aplay" if name == "aplay" else None  # noqa: E731
    assert command_for("linux", only_alsa) == ("aplay", "-q")
    assert command_for("linux", lambda name: None) is None
    assert command_for("win32", has) is None  # Windows uses winsound instead


def test_play_starts_the_player_on_a_written_file(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    started: list[list[str]] = []

    class FakePopen:
        def __init__(self, args: list[str], **_: object) -> None:
            started.append(args)

        def poll(self) -> int | None:
            return None

    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setenv("TRAVERSONE_SOUND", "1")
    monkeypatch.setattr(player_module.sys, "platform", "linux")
    monkeypatch.setattr(player_module.shutil, "which", lambda n: "/bin/" + n if n == "paplay"
                        else None)
    monkeypatch.setattr(subprocess, "Popen", FakePopen)
    sounds = SoundPlayer(tmp_path / "sounds")
    for _ in range(6):
        sounds.play("play")
    assert started[0] == ["paplay", str(tmp_path / "sounds" / "play.wav")]
    assert len(started) == player_module.MAX_AT_ONCE  # no pile-up of overlapping sounds
    assert (tmp_path / "sounds" / "play.wav").read_bytes() == wav_bytes("play")
    sounds.enabled = False
    sounds.play("win")
    assert len(started) == player_module.MAX_AT_ONCE


def test_a_windows_that_cannot_play_leaves_the_table_silent_and_the_game_going(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """winsound answers "Failed to play sound", a RuntimeError, where Windows has no sound
    device to play on (none fitted, or one switched off): every card played would have
    raised it into the game."""
    tries: list[str] = []

    class NoSoundDevice:
        SND_FILENAME, SND_ASYNC, SND_NODEFAULT = 0x20000, 0x1, 0x2

        @staticmethod
        def PlaySound(sound: str, flags: int) -> None:  # winsound's own name
            tries.append(sound)
            raise RuntimeError("Failed to play sound")

    monkeypatch.setenv("QT_QPA_PLATFORM", "windows")
    monkeypatch.setenv("TRAVERSONE_SOUND", "1")
    monkeypatch.setattr(player_module.sys, "platform", "win32")
    monkeypatch.setitem(sys.modules, "winsound", NoSoundDevice)
    sounds = SoundPlayer(tmp_path / "sounds")
    sounds.play("play")
    sounds.play("sweep")
    assert tries == [str(tmp_path / "sounds" / "play.wav")]  # tried once, then quiet
