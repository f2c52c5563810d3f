"""tests/qt6 run under PyQt6 from PyPI (.venv-qt6, scripts/setup_qt6_venv.sh), never in QGIS's Python:
`make test` runs them with `.venv-qt6/bin/python -m pytest tests/qt6`. Anywhere else (the QGIS run
of `make test` collects tests/ too) they are not collected: PyQt5 and PyQt6 in one process crash."""
from __future__ import annotations

import importlib.util
import os

import pytest

QT6_VENV = importlib.util.find_spec("PyQt6") is not None and importlib.util.find_spec("PyQt5") is None
if not QT6_VENV:
    collect_ignore_glob = ["test_*.py"]


@pytest.fixture(scope="session")
def qapp():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PyQt6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["shoreline-layout-qt6-test"])
    yield app
