"""Bots that think in another process, so a search never stalls the GUI.

:class:`BotPool` runs ``make_bot(name).choose(view, rng)`` in a
``ProcessPoolExecutor`` with the *spawn* start method (the same on every
platform, and safe with Qt's threads). Views and rules are frozen dataclasses
and pickle as they are; the answer comes back as a ``Future``.

In a PyInstaller bundle, the entry point must call
``multiprocessing.freeze_support()`` first thing in ``main()``, or every worker
would start another copy of the app.

A worker ends itself when the app that started it is gone, even after a kill
that left no chance to shut the pool down; with the last worker gone, the
multiprocessing resource tracker reads the end of its pipe and ends too.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from functools import cache
from multiprocessing.connection import wait

from ..engine.view import SeatView
from .expert import DEFAULT_MOVE_TIME
from .protocol import Bot
from .registry import make_bot


@cache
def _bot(name: str, move_time: float) -> Bot:
    """One bot per name in each worker (bots keep no state between moves)."""
    return make_bot(name, move_time)


def choose_by_name(name: str, view: SeatView, rng: random.Random,
                   move_time: float = DEFAULT_MOVE_TIME) -> int:
    """What the worker runs: the named bot's move for ``view`` (also the app's hint)."""
    return _bot(name, move_time).choose(view, rng)


def ignore_ctrl_c() -> None:
    """In a worker: Ctrl+C in a terminal reaches the whole process group, and the parent
    decides what it means (the app closes, a tournament stops); a worker printing its own
    KeyboardInterrupt trace would only bury the parent's one line."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _end_with_parent() -> None:
    """In a worker: end this process as soon as its parent's sentinel says the parent died."""
    ignore_ctrl_c()
    parent = multiprocessing.parent_process()
    if parent is None or parent.sentinel is None:
        return
    sentinel = parent.sentinel

    def watch() -> None:
        wait([sentinel])
        os._exit(0)  # no clean-up to do: the parent that wanted the answers is gone

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


class BotPool:
    """A small pool of bot processes; ``submit`` returns a Future of the chosen move."""

    def __init__(self, workers: int = 1) -> None:
        context = multiprocessing.get_context("spawn")
        self._pool = ProcessPoolExecutor(max_workers=workers, mp_context=context,
                                         initializer=_end_with_parent)

    def submit(self, name: str, view: SeatView, rng: random.Random,
               move_time: float = DEFAULT_MOVE_TIME) -> Future[int]:
        """Start choosing a move for ``view``; ``rng`` is copied to the worker as it is."""
        return self._pool.submit(choose_by_name, name, view, rng, move_time)

    def close(self, wait: bool = True) -> None:
        """Stop the workers; ``wait=False`` lets a search in progress end on its own."""
        self._pool.shutdown(wait=wait, cancel_futures=True)

    def __enter__(self) -> BotPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
