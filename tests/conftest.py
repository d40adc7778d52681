"""Test-wide set-up: no display needed, English unless a test is about language.

The ``realwindow`` tests (``tests/realwindow/``) are the exception: each runs again in a
child process on an Xvfb of its own, with Qt's xcb platform (see their conftest).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TRAVERSONE_LANG"] = "en"
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
