"""Test-wide set-up: no display needed, English unless a test is about language."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TRAVERSONE_LANG"] = "en"
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
