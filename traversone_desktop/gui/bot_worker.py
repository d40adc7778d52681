"""Bots think in a worker process, so search never stalls the table's animations.

:class:`BotWorker` hands requests to a one-process :class:`~traversone_desktop.bots.BotPool`
(spawn context: the same on every platform and in the PyInstaller bundle) and returns
futures; :class:`InlineBotWorker` answers at once in this process, for tests. The
controller polls the future from a timer on the GUI thread, so answers always arrive on
that thread. The seed comes with each request, so the answer depends on nothing else.
"""

from __future__ import annotations

import random
import threading
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from typing import Protocol

from ..bots.pool import BotPool, choose_by_name
from ..engine.view import SeatView


class Worker(Protocol):
    def submit(self, bot_name: str, view: SeatView, seed: int) -> Future[int]: ...

    def shutdown(self) -> None: ...

    def wait_stopped(self) -> None: ...


class BotWorker:
    """A single worker process, started at the first request, answering one at a time; a
    worker that died (killed, out of memory) is replaced at the next request."""

    def __init__(self) -> None:
        self._pool: BotPool | None = None
        self._stopping: threading.Thread | None = None

    def submit(self, bot_name: str, view: SeatView, seed: int) -> Future[int]:
        """The move, to come; a request that cannot be made comes back as a failed future,
        as a failure in the worker does, so the table never waits for nothing."""
        try:
            try:
                return self._live_pool().submit(bot_name, view, random.Random(seed))
            except BrokenProcessPool:  # its worker died since the last request
                self.shutdown()
                return self._live_pool().submit(bot_name, view, random.Random(seed))
        except Exception as exc:
            future: Future[int] = Future()
            future.set_exception(exc)
            return future

    def _live_pool(self) -> BotPool:
        if self._pool is None:
            self.wait_stopped()  # one worker at a time, even when one is replaced
            self._pool = BotPool(workers=1)
        return self._pool

    def shutdown(self) -> None:
        """Stop the worker without holding up the table: a search in progress ends on its
        own while a thread waits for it (see :meth:`wait_stopped`)."""
        if self._pool is not None:
            pool, self._pool = self._pool, None
            self._stopping = threading.Thread(target=pool.close, name="bot worker stopping")
            self._stopping.start()

    def wait_stopped(self) -> None:
        """Before the process ends, with the window gone: the worker has stopped. Python
        3.11, exiting, wakes a pool still stopping and can hit the pipe it is closing that
        moment ("OSError: Bad file descriptor" on stderr)."""
        if self._stopping is not None:
            self._stopping.join()


class InlineBotWorker:
    """Answers in the calling thread: for tests, which play many deals quickly."""

    def __init__(self, override: str | None = None) -> None:
        self.override = override
        """Play every seat with this bot instead."""

    def submit(self, bot_name: str, view: SeatView, seed: int) -> Future[int]:
        future: Future[int] = Future()
        try:
            future.set_result(
                choose_by_name(self.override or bot_name, view, random.Random(seed)))
        except Exception as exc:  # delivered to the controller like a worker's failure
            future.set_exception(exc)
        return future

    def shutdown(self) -> None:
        pass

    def wait_stopped(self) -> None:
        pass
