"""Rules driven by the profile: allowed facilities per parcel and the layout checks.

The names below load on first use (PEP 562), so core/profiles can read the rule registry
(core/rules/registry.py) without importing the rules, which import the profiles.
"""
from __future__ import annotations

from typing import Any

_LAZY = {"allowed_facilities": "allowance", "allowance_for": "allowance", "NO_LIMIT": "allowance",
         "check_layout": "check"}

__all__ = ["NO_LIMIT", "allowance_for", "allowed_facilities", "check_layout"]


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib
        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(name)
