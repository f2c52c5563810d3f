"""Sanity of the layout input: bad geometry or absurd values become findings, never exceptions.

The bounds below are plausibility limits of the input, not law: a 300 ft high dock or a roof
pitch of 100/12 is a typing error, and checking it against the law would only confuse.
"""
from __future__ import annotations

import math
from typing import Any

import numpy as np
import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from ..compat import zip_strict
from ..model import CONSTRUCTIONS, DOCK_PARTS, STRUCTURE_KINDS, Buoy, Structure
from .assign import Item, _polygonal
from .findings import Report
from .measure import objarray

MAX_PLAUSIBLE_HEIGHT_FT = 100.0
MAX_PLAUSIBLE_PITCH = 48.0          # rise per 12 of run
MAX_PLAUSIBLE_SLIPS = 10000
MAX_PLAUSIBLE_SIDES = 16
MAX_PLAUSIBLE_VESSEL_FT = 1000.0


def _num(x: Any) -> float | None:
    if x is None:
        return None
    try:
        v = float(x)
    except (TypeError, ValueError):
        return None
    return v if math.isfinite(v) else None


def _geometries(features: list[Structure] | list[Buoy]) -> tuple[np.ndarray, np.ndarray]:
    """(each feature's geometry, an empty polygon where it has none; whether it has none or an
    empty one)."""
    geoms = objarray([f.geometry if isinstance(f.geometry, BaseGeometry) else None for f in features])
    missing = np.array([g is None for g in geoms], dtype=bool)
    safe = np.where(missing, Polygon(), geoms)
    return safe, shapely.is_empty(safe) | missing


def prepare_structures(rep: Report, structures: list[Structure]) -> list[Item[Structure]]:
    """Items for the structures whose geometry can be checked; findings for the rest."""
    items: list[Item[Structure]] = []
    if not structures:
        return items
    safe, empty = _geometries(structures)
    type_id = shapely.get_type_id(safe)
    polygonal = np.isin(type_id, (3, 6))              # Polygon, MultiPolygon
    valid = shapely.is_valid(safe)
    area = shapely.area(safe)
    for s, g, e, pg, ok, a in zip_strict(structures, safe, empty, polygonal, valid, area):
        probe = Item(src=s, kind=s.kind if s.kind in STRUCTURE_KINDS else str(s.kind), geom=g)
        if s.kind not in STRUCTURE_KINDS:
            rep.add("invalid_value", item=probe,
                    why=f"unknown kind {s.kind!r} (use one of {', '.join(STRUCTURE_KINDS)}); not checked")
            continue
        if e:
            rep.add("invalid_geometry", item=probe, why="no geometry (empty or missing); not checked")
            continue
        if not pg:
            rep.add("invalid_geometry", item=probe, geometry=g,
                    why=f"a {g.geom_type} geometry, not an area; draw it as a polygon. Not checked")
            continue
        if not ok:
            fixed = _polygonal(shapely.make_valid(g))
            if fixed.is_empty or fixed.area <= 0:
                rep.add("invalid_geometry", item=probe, geometry=g,
                        why="zero area (a degenerate polygon that cannot be repaired); not checked")
                continue
            rep.add("invalid_geometry", item=probe, geometry=fixed, severity="warning",
                    why=f"an invalid polygon ({shapely.is_valid_reason(g)}); it was repaired and "
                        "checked as repaired")
            g, a = fixed, fixed.area
        if a <= 0:
            rep.add("invalid_geometry", item=probe, geometry=g,
                    why="zero area; not checked")
            continue
        _check_values(rep, probe)
        probe.geom = g
        items.append(probe)
    return items


def _implausible(x: Any, most: float) -> bool:
    """A value given (not None) that is no finite number or lies outside 0 to `most`."""
    v = _num(x)
    return x is not None and (v is None or not (0 <= v <= most))


def _check_values(rep: Report, it: Item[Structure]) -> None:
    s = it.src
    bad = []
    h = s.height_ft
    if _implausible(h, MAX_PLAUSIBLE_HEIGHT_FT):
        bad.append(f"height {h!r} ft is not a plausible height (0 to {MAX_PLAUSIBLE_HEIGHT_FT:g} ft)")
    p = s.roof_pitch
    if _implausible(p, MAX_PLAUSIBLE_PITCH):
        bad.append(f"roof pitch {p!r} is not a plausible rise per 12 of run")
    n = s.slips
    if _implausible(n, MAX_PLAUSIBLE_SLIPS):
        bad.append(f"slips {n!r} is not a plausible number of boat spaces")
    e = s.enclosed_sides
    if _implausible(e, MAX_PLAUSIBLE_SIDES):
        bad.append(f"enclosed sides {e!r} is not a plausible count")
    if s.part is not None and s.part != "" and s.part not in DOCK_PARTS:
        bad.append(f"part {s.part!r} is not one of {', '.join(DOCK_PARTS)} (read as the whole dock)")
    if s.construction not in CONSTRUCTIONS:
        bad.append(f"construction {s.construction!r} is not one of {', '.join(CONSTRUCTIONS)} "
                   "(read as permanent)")
    for why in bad:
        rep.add("invalid_value", item=it, geometry=it.geom, why=why + "; that value is not checked")


def clean_height(s: Structure) -> float | None:
    h = _num(s.height_ft)
    return h if h is not None and 0 <= h <= MAX_PLAUSIBLE_HEIGHT_FT else None


def clean_pitch(s: Structure) -> float | None:
    p = _num(s.roof_pitch)
    return p if p is not None and 0 <= p <= MAX_PLAUSIBLE_PITCH else None


def clean_slips(s: Structure) -> int | None:
    n = _num(s.slips)
    return round(n) if n is not None and 0 <= n <= MAX_PLAUSIBLE_SLIPS else None


def clean_sides(s: Structure) -> int | None:
    n = _num(s.enclosed_sides)
    return round(n) if n is not None and 0 <= n <= MAX_PLAUSIBLE_SIDES else None


def clean_part(s: Structure) -> str | None:
    return s.part if s.part in DOCK_PARTS else None


def prepare_buoys(rep: Report, buoys: list[Buoy]) -> tuple[list[Item[Buoy]], set[int]]:
    """(items with a usable point, ids of items whose swing radius is unusable)."""
    items: list[Item[Buoy]] = []
    no_swing: set[int] = set()
    if not buoys:
        return items, no_swing
    safe, empty = _geometries(buoys)
    is_point = shapely.get_type_id(safe) == 0
    xy = np.full((len(buoys), 2), np.nan)
    pts = np.nonzero(is_point & ~empty)[0]
    if len(pts):
        xy[pts] = shapely.get_coordinates(safe[pts])
    finite_xy = np.isfinite(xy).all(axis=1)
    for b, g, e, pt, fin in zip_strict(buoys, safe, empty, is_point, finite_xy):
        probe = Item(src=b, kind="buoy", geom=g)
        if e:
            rep.add("invalid_geometry", item=probe, why="no geometry (empty or missing); not checked")
            continue
        if not pt:
            rep.add("invalid_geometry", item=probe, geometry=g,
                    why=f"a {g.geom_type} geometry; a mooring buoy must be a single point. Not checked")
            continue
        if not fin:
            rep.add("invalid_geometry", item=probe, why="coordinates that are not numbers; not checked")
            continue
        vl, rl = _num(b.vessel_length_ft), _num(b.rode_length_ft)
        if vl is None or not (0 < vl <= MAX_PLAUSIBLE_VESSEL_FT) or rl is None \
                or not (0 <= rl <= MAX_PLAUSIBLE_VESSEL_FT):
            bad = []
            if vl is None or not (0 < vl <= MAX_PLAUSIBLE_VESSEL_FT):
                bad.append(f"vessel length {b.vessel_length_ft!r} ft is not a plausible length")
            if rl is None or not (0 <= rl <= MAX_PLAUSIBLE_VESSEL_FT):
                bad.append(f"rode length {b.rode_length_ft!r} ft is not a plausible length")
            rep.add("invalid_value", item=probe, geometry=g,
                    why="; ".join(bad) + ": the swing circle cannot be checked")
            no_swing.add(id(probe))
        items.append(probe)
    return items, no_swing
