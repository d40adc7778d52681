"""Bots think in a worker process, so search never stalls the table's animations.

:class:`BotWorker` hands requests to a one-process pool (spawn context: the same on every
platform and in the PyInstaller bundle) and returns futures; :class:`InlineBotWorker`
answers at once in this process, for tests and quick bots. The controller polls the
future from a timer on the GUI thread, so answers always arrive on that thread.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Protocol

from ..bots import bot_names
from ..engine.view import SeatView
from .bot_task import choose_move

FALLBACK_BOT = "random"


def registered(name: str) -> str:
    """``name`` if the bot registry knows it, else the random bot (bots still landing)."""
    return name if name in bot_names() or ":" in name else FALLBACK_BOT


class Worker(Protocol):
    def submit(self, bot_name: str, view: SeatView, seed: int) -> Future[int]: ...

    def shutdown(self) -> None: ...


class BotWorker:
    """A single worker process that answers bot requests one at a time."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        return self._pool

    def submit(self, bot_name: str, view: SeatView, seed: int) -> Future[int]:
        return self._executor().submit(choose_move, registered(bot_name), view, seed)

    def shutdown(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


class InlineBotWorker:
    """Answers in the calling thread: for tests and for bots too quick to need a process."""

    def __init__(self, override: str | None = None) -> None:
        self.override = override
        """Play every seat with this bot instead (tests run many deals quickly)."""

    def submit(self, bot_name: str, view: SeatView, seed: int) -> Future[int]:
        future: Future[int] = Future()
        try:
            future.set_result(choose_move(registered(self.override or bot_name), view, seed))
        except Exception as exc:  # delivered to the controller like a worker's failure
            future.set_exception(exc)
        return future

    def shutdown(self) -> None:
        pass
