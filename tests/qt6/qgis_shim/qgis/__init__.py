"""A stand-in for QGIS 4's `qgis` package in .venv-qt6 (tests/qt6/test_widgets.py): qgis.PyQt is
PyQt6 as QGIS 4 exposes it, qgis.core holds only the three names the widgets tested here import.
Nothing of QGIS's own behaviour is proved through it."""
