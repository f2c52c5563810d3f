"""Whether a drawing lies on the parcels: a DXF carries no CRS, so the user states it; a drawing
in another CRS, a local grid or metres lands far from the site and is refused before anything is
checked. The core says what it found (a code and numbers); the sentence is the caller's.
"""
from __future__ import annotations

from dataclasses import dataclass

from shapely import affinity
from shapely.geometry.base import BaseGeometry

from .interpret import FAR_FT

US_FT_PER_M = 1200.0 / 3937.0         # metres in a US survey foot


@dataclass(frozen=True)
class Placement:
    code: str                          # on_site | nothing_read | off_site
    drawing: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)   # bounds of what was read
    site: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
    in_metres: bool = False            # the drawing scaled from metres to feet would lie on the site


def placement(features: BaseGeometry | None, site: BaseGeometry) -> Placement:
    """Where the drawing's structures and buoys lie against the site (parcels and their water)."""
    if features is None or features.is_empty:
        return Placement("nothing_read", site=site.bounds)
    if features.distance(site) <= FAR_FT:
        return Placement("on_site", features.bounds, site.bounds)
    scaled = affinity.scale(features, 1.0 / US_FT_PER_M, 1.0 / US_FT_PER_M, origin=(0.0, 0.0))
    return Placement("off_site", features.bounds, site.bounds,
                     in_metres=scaled.distance(site) <= FAR_FT)
