"""A fresh data folder for every storage test that asks for one."""

from __future__ import annotations

import pytest

from traversone_desktop.storage.paths import set_data_dir


@pytest.fixture
def data_dir(tmp_path):
    """Every file the app writes goes under a fresh folder."""
    set_data_dir(tmp_path)
    yield tmp_path
    set_data_dir(None)
