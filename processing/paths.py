"""Where the plugin's files are, for the provider and the algorithms alike (a module of its own:
the provider imports the algorithms, so they cannot import it back)."""
from __future__ import annotations

import os

PLUGIN_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ICON_PATH = os.path.join(PLUGIN_DIR, "resources", "icons", "icon.svg")

__all__ = ["ICON_PATH", "PLUGIN_DIR"]
