"""Guess which loaded layers hold the parcels, the MHW mark, the layout and the bathymetry: the
one guesser, for the panel's boxes and the toolbox dialogs' defaults alike.

A layer this plugin wrote (an output with the role property, or a toolbox run's output loaded
under its layer name) or a layout layer is never a guess for the parcels or the MHW mark; the
MHW mark is a line layer whenever one is loaded (a polygon, e.g. a lake, only when no line layer
is, and then only one named like it), and never the layer chosen as parcels. Names decide among
the candidates: an exact name of the list first, then one containing a key word, then the order
of the layers (the layer tree's, top first), so the load order decides only among equals.
Pure Python (no qgis): qgis_io/input_defaults.py describes a project's layers as LayerInfo.
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
    # a layout layer: structures (polygons with `kind`), buoys (points with `vessel_length_ft`)
    layout: bool = False
    output: bool = False     # named like an output of a toolbox run, which carries no role property

    @property
    def written_by_us(self) -> bool:
        return self.ours or self.output


PARCEL_NAMES = ("parcels", "parcel", "tax_parcels", "taxparcels", "tax_map", "taxmap", "lots")
PARCEL_WORDS = ("parcel", "tax", "lot")
MHW_NAMES = ("mhw", "shoreline", "mean_high_water", "meanhighwater", "high_water", "lake", "shore")
MHW_WORDS = ("mhw", "high_water", "highwater", "shore", "waterline")
LAYOUT_NAMES = {"structures": ("structures", "structure"), "buoys": ("buoys", "buoy", "moorings")}
LAYOUT_WORDS = {"structures": ("structure", "dock"), "buoys": ("buoy", "mooring")}
LAYOUT_GEOMETRY = {"structures": "polygon", "buoys": "point"}
BATHYMETRY_WORDS = ("bathy", "depth", "bottom")   # a raster whose name holds one of these


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
    """The best-named candidate; among equals the first."""
    if not cands:
        return None
    scored = [(name_score(c.name, exact, words), -i, c) for i, c in enumerate(cands)]
    return max(scored, key=lambda t: (t[0], t[1]))[2]


def _input(layer: LayerInfo) -> bool:
    """May hold the parcels or the MHW mark: not written by this plugin, not a layout layer."""
    return not layer.written_by_us and not layer.layout


def guess_parcels(layers: Sequence[LayerInfo], mhw_id: str = "") -> LayerInfo | None:
    """The polygon layer most likely to hold the parcels (never an output, a layout or the MHW)."""
    cands = [lyr for lyr in layers if lyr.geometry == "polygon" and _input(lyr) and lyr.id != mhw_id]
    return _best(cands, PARCEL_NAMES, PARCEL_WORDS)


def guess_mhw(layers: Sequence[LayerInfo], parcels_id: str = "") -> LayerInfo | None:
    """The line layer most likely to hold the MHW mark (the best-named, else the first); a polygon
    (a lake) only when no line layer is loaded, and then only one named like a lake or shoreline."""
    usable = [lyr for lyr in layers if _input(lyr) and lyr.id != parcels_id]
    lines = [lyr for lyr in usable if lyr.geometry == "line"]
    if lines:
        return _best(lines, MHW_NAMES, MHW_WORDS)
    named = [lyr for lyr in usable
             if lyr.geometry == "polygon" and name_score(lyr.name, MHW_NAMES, MHW_WORDS)]
    return _best(named, MHW_NAMES, MHW_WORDS)


def acceptable_mhw(layer: LayerInfo, layers: Sequence[LayerInfo], parcels_id: str) -> bool:
    """Whether `layer` may stay the MHW choice: not ours, not a layout, not the parcels, and a
    line layer whenever one is loaded."""
    if not _input(layer) or layer.id == parcels_id:
        return False
    if layer.geometry == "line":
        return True
    return layer.geometry == "polygon" and not any(
        lyr.geometry == "line" and _input(lyr) for lyr in layers)


def acceptable_parcels(layer: LayerInfo, mhw_id: str) -> bool:
    return layer.geometry == "polygon" and _input(layer) and layer.id != mhw_id


def guess_layout(layers: Sequence[LayerInfo], kind: str) -> LayerInfo | None:
    """The layout layer of `kind` ("structures" | "buoys"): a layer with its fields (layout),
    never an output; the best-named, else the first."""
    cands = [lyr for lyr in layers if lyr.layout and lyr.geometry == LAYOUT_GEOMETRY[kind]
             and not lyr.written_by_us]
    return _best(cands, LAYOUT_NAMES[kind], LAYOUT_WORDS[kind])


def guess_bathymetry(layers: Sequence[LayerInfo]) -> LayerInfo | None:
    """The first raster layer whose name says bathymetry, depth or bottom; None."""
    return next((lyr for lyr in layers if lyr.geometry == "raster"
                 and any(w in lyr.name.lower() for w in BATHYMETRY_WORDS)), None)
