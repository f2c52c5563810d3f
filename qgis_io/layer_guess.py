"""Guess which loaded layers hold the parcels and the MHW mark, whatever order they were added in.

A layer this plugin wrote (an output, the Violations layer) or a layout layer is never a guess;
the MHW mark is a line layer whenever one is loaded (a polygon only when no line layer is, e.g.
a lake polygon), and never the layer chosen as parcels. Names decide among the candidates:
an exact name of the list first, then one containing a key word, then load order.
Pure Python (no qgis): the panel describes its layers as LayerInfo.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class LayerInfo:
    id: str
    name: str
    geometry: str            # "point" | "line" | "polygon" | "raster" | "other"
    ours: bool = False       # an output of this plugin (it carries the role property)
    layout: bool = False     # looks like a structures or buoys layout layer


PARCEL_NAMES = ("parcels", "parcel", "tax_parcels", "taxparcels", "tax_map", "taxmap", "lots")
PARCEL_WORDS = ("parcel", "tax", "lot")
MHW_NAMES = ("mhw", "shoreline", "mean_high_water", "meanhighwater", "high_water", "lake", "shore")
MHW_WORDS = ("mhw", "high_water", "highwater", "shore", "waterline")


def _norm(name: str) -> str:
    return name.lower().replace(" ", "_").replace("-", "_")


def name_score(name: str, exact: Sequence[str], words: Sequence[str]) -> int:
    """2 for an exact name, 1 for a name holding a key word, 0 otherwise. A layer added from a
    GeoPackage through the Browser is named "<file> — <table>": its table part is what counts."""
    n = _norm(name)
    table = _norm(name.split("\u2014")[-1].strip()) if "\u2014" in name else n
    if table in exact or n in exact:
        return 2
    return 1 if any(w in n for w in words) else 0


def _best(cands: list[LayerInfo], exact: Sequence[str], words: Sequence[str]) -> LayerInfo | None:
    if not cands:
        return None
    scored = [(name_score(c.name, exact, words), -i, c) for i, c in enumerate(cands)]
    return max(scored, key=lambda t: (t[0], t[1]))[2]


def guess_parcels(layers: Sequence[LayerInfo], mhw_id: str = "") -> LayerInfo | None:
    """The polygon layer most likely to hold the parcels (never an output, a layout or the MHW)."""
    cands = [lyr for lyr in layers if lyr.geometry == "polygon" and not lyr.ours and not lyr.layout
             and lyr.id != mhw_id]
    return _best(cands, PARCEL_NAMES, PARCEL_WORDS)


def guess_mhw(layers: Sequence[LayerInfo], parcels_id: str = "") -> LayerInfo | None:
    """The line layer most likely to hold the MHW mark; a polygon (a lake) only when no line
    layer is loaded, and then only one named like a lake or shoreline."""
    usable = [lyr for lyr in layers if not lyr.ours and not lyr.layout and lyr.id != parcels_id]
    lines = [lyr for lyr in usable if lyr.geometry == "line"]
    if lines:
        return _best(lines, MHW_NAMES, MHW_WORDS)
    named = [lyr for lyr in usable
             if lyr.geometry == "polygon" and name_score(lyr.name, MHW_NAMES, MHW_WORDS)]
    return _best(named, MHW_NAMES, MHW_WORDS)


def acceptable_mhw(layer: LayerInfo, layers: Sequence[LayerInfo], parcels_id: str) -> bool:
    """Whether `layer` may stay the MHW choice: not ours, not a layout, not the parcels, and a
    line layer whenever one is loaded."""
    if layer.ours or layer.layout or layer.id == parcels_id:
        return False
    if layer.geometry == "line":
        return True
    return layer.geometry == "polygon" and not any(
        lyr.geometry == "line" and not lyr.ours and not lyr.layout for lyr in layers)


def acceptable_parcels(layer: LayerInfo, mhw_id: str) -> bool:
    return layer.geometry == "polygon" and not layer.ours and not layer.layout and layer.id != mhw_id
