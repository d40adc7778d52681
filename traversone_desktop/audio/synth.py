"""Card sounds made from numbers: a played card, a trick swept, a shuffle, a win.

They are synthesised here (filtered noise and a few sine partials) rather than
recorded, so the project owns them outright and ships no sound files. Standard
library only; the same seed gives the same bytes.
"""

from __future__ import annotations

import io
import math
import random
import struct
import wave
from collections.abc import Callable, Iterable

RATE = 22_050
"""Samples per second: plenty for short percussive sounds, and small files."""

Samples = list[float]


def _noise(n: int, rng: random.Random) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def _lowpass(xs: Iterable[float], cutoff_hz: float) -> Samples:
    """One-pole low-pass: cards sound papery, not hissy."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff_hz / RATE)
    out, y = [], 0.0
    for x in xs:
        y += a * (x - y)
        out.append(y)
    return out


def _highpass(xs: Samples, cutoff_hz: float) -> Samples:
    low = _lowpass(xs, cutoff_hz)
    return [x - lo for x, lo in zip(xs, low, strict=True)]


def _envelope(n: int, attack: float, decay: float) -> Samples:
    """Linear rise over ``attack`` seconds, then exponential fall with ``decay`` seconds."""
    rise = max(1, int(attack * RATE))
    return [i / rise if i < rise else math.exp(-(i - rise) / (decay * RATE)) for i in range(n)]


def _mix(*tracks: Samples) -> Samples:
    n = max(len(t) for t in tracks)
    return [sum(t[i] for t in tracks if i < len(t)) for i in range(n)]


def _place(track: Samples, sound: Samples, at_s: float, gain: float = 1.0) -> None:
    start = int(at_s * RATE)
    for i, x in enumerate(sound):
        if start + i < len(track):
            track[start + i] += gain * x


def _normalise(xs: Samples, peak: float) -> Samples:
    top = max((abs(x) for x in xs), default=0.0) or 1.0
    return [x * peak / top for x in xs]


def card_play(rng: random.Random) -> Samples:
    """A card laid on the felt: a short papery snap over a soft thump."""
    n = int(0.09 * RATE)
    snap = [x * e for x, e in zip(_highpass(_lowpass(_noise(n, rng), 5200), 900),
                                  _envelope(n, 0.002, 0.014), strict=True)]
    thump = [math.sin(2 * math.pi * 140 * i / RATE) * e
             for i, e in enumerate(_envelope(n, 0.001, 0.02))]
    return _normalise(_mix(snap, [0.5 * t for t in thump]), 0.7)


def sweep(rng: random.Random) -> Samples:
    """A trick gathered: a soft swish that swells and fades."""
    n = int(0.34 * RATE)
    swish = _lowpass(_highpass(_noise(n, rng), 500), 2600)
    shape = [math.sin(math.pi * i / n) ** 2 for i in range(n)]
    return _normalise([x * s for x, s in zip(swish, shape, strict=True)], 0.45)


def shuffle(rng: random.Random) -> Samples:
    """A riffle: forty quick card flicks, faster in the middle."""
    track = [0.0] * int(0.9 * RATE)
    flick_n = int(0.012 * RATE)
    t = 0.05
    for k in range(40):
        flick = [x * e for x, e in zip(_highpass(_noise(flick_n, rng), 1500),
                                       _envelope(flick_n, 0.0005, 0.003), strict=True)]
        _place(track, flick, t, 0.6 + 0.4 * rng.random())
        t += 0.014 + 0.01 * abs(math.cos(math.pi * k / 40))
    return _normalise(_lowpass(track, 6000), 0.5)


def win(rng: random.Random) -> Samples:
    """A match won: a bright rising arpeggio that rings out."""
    del rng  # a chord needs no chance
    track = [0.0] * int(1.3 * RATE)
    for k, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
        n = int((1.3 - 0.11 * k) * RATE)
        env = _envelope(n, 0.01, 0.35)
        note = [e * (math.sin(2 * math.pi * freq * i / RATE)
                     + 0.3 * math.sin(4 * math.pi * freq * i / RATE)
                     + 0.1 * math.sin(6 * math.pi * freq * i / RATE))
                for i, e in enumerate(env)]
        _place(track, note, 0.11 * k, 0.5)
    return _normalise(track, 0.6)


EFFECTS: dict[str, Callable[[random.Random], Samples]] = {
    "play": card_play,
    "sweep": sweep,
    "shuffle": shuffle,
    "win": win,
}


def wav_bytes(name: str, seed: int = 7) -> bytes:
    """The effect ``name`` as a 16-bit mono WAV file."""
    samples = EFFECTS[name](random.Random(seed))
    frames = struct.pack(f"<{len(samples)}h",
                         *(max(-32767, min(32767, round(s * 32767))) for s in samples))
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return out.getvalue()
