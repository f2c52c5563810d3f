"""The UI's tr(): qgis_io/translation.py's, so that ui/ modules keep importing it from here."""
from __future__ import annotations

from ..qgis_io.translation import DEFAULT_CONTEXT as CONTEXT
from ..qgis_io.translation import tr

__all__ = ["CONTEXT", "tr"]
