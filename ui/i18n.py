"""One translation context for every user-facing string of the UI."""
from __future__ import annotations

from qgis.PyQt.QtCore import QCoreApplication

CONTEXT = "ShorelineLayout"


def tr(text: str) -> str:
    """Translate `text` in the plugin's context (the .ts files use this context)."""
    return QCoreApplication.translate(CONTEXT, text)
