"""The UI's tr(): translation.py's, so that ui/ modules keep importing it from here."""
from __future__ import annotations

from ..translation import DEFAULT_CONTEXT as CONTEXT
from ..translation import tr

__all__ = ["CONTEXT", "tr"]
