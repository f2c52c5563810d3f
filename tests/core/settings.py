"""GeometrySettings for the tests, built from a shipped profile (the settings have no defaults:
the numbers come from a profile)."""
from __future__ import annotations

import dataclasses
from functools import cache

from shoreline_layout.core.model import GeometrySettings
from shoreline_layout.core.profiles.loader import load_profile


@cache
def _from_profile(name: str) -> GeometrySettings:
    return load_profile(name).geometry_settings()


def keuka_settings(**changes: object) -> GeometrySettings:
    """The Keuka profile's settings, with `changes` (field=value) applied. The Outlet exclusion is
    left out unless asked for (excluded_water=...): the tests' lakes lie elsewhere in EPSG:2261."""
    base = dataclasses.replace(_from_profile("keuka"), excluded_water=())
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def profile_settings(name: str, **changes: object) -> GeometrySettings:
    """A shipped profile's settings exactly as it gives them (with `changes` applied)."""
    return dataclasses.replace(_from_profile(name), **changes)  # type: ignore[arg-type]
