"""The one model of a computed lake: the lake-wide indexes over one WaterRightsResult, and the
incremental check's questions about them (which parcels a layout feature is filed under, which
parcels an edit touches).

check_layout runs again and again on the same result (a live re-check after each edit touches
one parcel), so the indexes it needs (rights-area and parcel trees, lines and tie lines by
parcel, neighbours, the shoreline index: core/rules/assign.Lake) are built once and kept on the
result object itself, as its `jurisdiction` is (functools.cached_property keeps that in the same
instance dictionary). They live and die with the result: no module-level table keeps a lake
alive, and no key (an id(), which Python hands out again once its object is freed) can make a
new result find an old one's indexes. The panel, its map tools and the live checker (ui/) ask
the same Lake the check reads through the functions below; ui/ builds no index of its own.
"""
from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from .compat import zip_strict
from .judged import BEYOND
from .model import Buoy, Parcel, Structure, WaterRightsResult
from .rules.assign import Item, Lake, build_lake, index_parcels, locate, parcel_named, polygonal_many
from .rules.measure import objarray

# The instance attribute the indexes are kept under (not a dataclass field: the result's fields,
# equality and repr stay what they are, and dataclasses.replace() starts a new result without).
_ATTR = "_check_lake_index"
# A feature reaching less than this beyond the rights areas and parcels does not reach beyond them
# (slivers along shared edges).
BEYOND_SQFT = 1.0


def lake_index(wr: WaterRightsResult, parcels: list[Parcel]) -> Lake:
    """The indexes over this result and this parcel list: the ones kept on the result when they
    were built for it, else new ones (kept on it). copy.copy() of a result carries the original's
    indexes along: the `is` test makes the copy build its own."""
    state = vars(wr)
    lake = state.get(_ATTR)
    if not isinstance(lake, Lake) or lake.wr is not wr:
        lake = build_lake(wr)
        state[_ATTR] = lake
    index_parcels(lake, parcels)
    return lake


# ---------------------------------------------------------------- where a feature is

def parcels_touching(lake: Lake, geom: BaseGeometry | None) -> set[str]:
    """Ids of the parcels whose rights area `geom` touches."""
    if geom is None or geom.is_empty or not len(lake.ra_geoms):
        return set()
    return {pid for pid in (lake.ra_ids[i] for i in lake.ra_tree.query(geom, predicate="intersects"))
            if pid is not None}


def parcel_at(lake: Lake, x: float, y: float) -> str | None:
    """The parcel whose land, else whose rights area, holds the point (the first id in order)."""
    pt = shapely.Point(x, y)
    if lake.parcel_tree is not None and len(lake.parcel_geoms):
        hits = sorted(lake.parcel_ids[int(i)] for i in lake.parcel_tree.query(pt, predicate="intersects"))
        if hits:
            return hits[0]
    hits = sorted(parcels_touching(lake, pt))
    return hits[0] if hits else None


def side(lake: Lake, x: float, y: float) -> int:
    """+1 in a rights area (water), -1 on a parcel (land), 0 neither."""
    pt = shapely.Point(x, y)
    if len(lake.ra_geoms) and len(lake.ra_tree.query(pt, predicate="intersects")):
        return 1
    if lake.parcel_tree is not None and len(lake.parcel_geoms) \
            and len(lake.parcel_tree.query(pt, predicate="intersects")):
        return -1
    return 0


def locate_many(lake: Lake, geoms: Sequence[BaseGeometry], beyond_mask: np.ndarray | None = None,
                beyond_when_dry: bool = False) -> tuple[list[set[str]], list[set[str]], np.ndarray]:
    """For each geometry: the rights areas it touches, the parcels' land it touches (check_layout
    files an on_land finding under that parcel, so the live check must know it), and (where
    `beyond_mask` is set, or with `beyond_when_dry` where it touches no rights area) whether it
    reaches beyond them: in front of an end parcel, past where the lines stop, two features can
    meet without sharing a parcel (slivers under BEYOND_SQFT along shared edges do not count).
    One index query per tree serves all three, so a whole layout is located in a few vectorised
    calls."""
    arr = objarray(list(geoms))
    ok = ~(shapely.is_missing(arr) | shapely.is_empty(arr)) if len(arr) else np.zeros(0, dtype=bool)
    wq, wr = _pairs(lake.ra_tree if len(lake.ra_geoms) else None, arr, ok)
    lq, lr = _pairs(lake.parcel_tree if len(lake.parcel_geoms) else None, arr, ok)
    waters: list[set[str]] = [set() for _ in arr]
    lands: list[set[str]] = [set() for _ in arr]
    for q, r in zip_strict(wq.tolist(), wr.tolist()):
        pid = lake.ra_ids[r]
        if pid is not None:
            waters[q].add(pid)
    for q, r in zip_strict(lq.tolist(), lr.tolist()):
        lands[q].add(lake.parcel_ids[r])
    beyond = np.zeros(len(arr), dtype=bool)
    sel = np.zeros(len(arr), dtype=bool) if beyond_mask is None else np.asarray(beyond_mask, dtype=bool)
    if beyond_when_dry:
        wet = np.zeros(len(arr), dtype=bool)
        wet[wq] = True
        sel = sel | ~wet
    if sel.any():
        _beyond(lake, arr, ok & sel, (wq, wr, lake.ra_geoms), (lq, lr, lake.parcel_geoms), beyond)
    return waters, lands, beyond


def _beyond(lake: Lake, arr: np.ndarray, sel: np.ndarray, water: tuple[np.ndarray, np.ndarray, np.ndarray],
            land: tuple[np.ndarray, np.ndarray, np.ndarray], out: np.ndarray) -> None:
    """locate_many's test of reaching beyond for the selected geometries, from the pairs it found.
    Inside exactly one rights area or parcel (the usual case) is one vectorised `covers`;
    only the rest (straddling a line, poking onto land, reaching beyond) are measured one by one."""
    valid = sel & shapely.is_valid(arr)
    qs, parts = [], []
    for q, r, geoms in (water, land):
        keep = valid[q]
        if keep.any():
            qs.append(q[keep])
            parts.append(geoms.take(r[keep]))
    qi = np.concatenate(qs) if qs else np.zeros(0, dtype=np.intp)
    part = np.concatenate(parts) if parts else np.zeros(0, dtype=object)
    order = np.argsort(qi, kind="stable")       # each geometry's areas, then its parcels
    qi, part = qi[order], part[order]
    starts = np.searchsorted(qi, np.arange(len(arr)))
    counts = np.searchsorted(qi, np.arange(len(arr)), side="right") - starts
    lone = np.nonzero(valid & (counts == 1))[0]
    covered = np.zeros(len(arr), dtype=bool)
    if len(lone):
        covered[lone] = shapely.covers(part[starts[lone]], arr[lone])
    for j in np.nonzero(valid & ~covered)[0].tolist():
        mine = part[starts[j]:starts[j] + counts[j]]
        rest = arr[j].difference(shapely.union_all(mine)) if len(mine) else arr[j]
        out[j] = rest.area > BEYOND_SQFT
    trees = [(t, g) for t, g in ((lake.ra_tree, lake.ra_geoms), (lake.parcel_tree, lake.parcel_geoms))
             if t is not None and len(g)]
    for j in np.nonzero(sel & ~valid)[0].tolist():
        # a bow tie as drawn: GEOS cannot subtract from it, so measure its valid repair
        g = shapely.make_valid(arr[j])
        found = [p for tree, geoms in trees for p in geoms.take(tree.query(g, predicate="intersects"))]
        if len(found) == 1 and found[0].covers(g):
            continue
        rest = g.difference(shapely.union_all(found)) if found else g
        out[j] = rest.area > BEYOND_SQFT


def _pairs(tree: shapely.STRtree | None, arr: np.ndarray, ok: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(index into arr, index into the tree) of every pair that intersects; `ok` marks the
    geometries worth asking about."""
    if tree is None or not ok.any():
        return np.zeros(0, dtype=np.intp), np.zeros(0, dtype=np.intp)
    where = np.nonzero(ok)[0]
    qi, ri = tree.query(arr[ok], predicate="intersects")
    return where[qi], ri


# ---------------------------------------------------------------- the incremental check

def filed_under(lake: Lake, items: Sequence[Structure | Buoy],
                prints: Sequence[BaseGeometry]) -> list[set[str]]:
    """The parcels each layout feature is filed under for the incremental check (core/judged.py):
    the rights areas its footprint `prints` reaches, the land it stands on (an on_land finding is
    filed there), its own parcel_id, and BEYOND for a feature that may meet others where no
    parcel brings them together: a swing circle reaching beyond the parcels, or a structure
    beyond every parcel (one touching a rights area never is, so only buoys and dry structures
    are measured)."""
    buoys = np.array([isinstance(it, Buoy) for it in items], dtype=bool)
    waters, lands, far = locate_many(lake, prints, buoys, beyond_when_dry=True)
    known = lake.known_ids
    out = []
    for item, water, land, beyond in zip_strict(items, waters, lands, far.tolist()):
        own = water | land
        if item.parcel_id and item.parcel_id in known:
            own.add(item.parcel_id)
        if beyond:
            own.add(BEYOND)
        out.append(own)
    return out


def parcel_layout(parcel_id: str, structures: Sequence[Structure], buoys: Sequence[Buoy],
                  wr: WaterRightsResult, parcels: list[Parcel]) -> tuple[list[Structure], list[Buoy]]:
    """The structures and buoys that belong to `parcel_id`, as check_layout assigns them
    (assign.locate): the parcel a feature's parcel_id names, else the rights area it overlaps
    most (a buoy: the one its point lies in). What the parcel's site plan draws and counts; in the
    order given. A feature with no usable geometry and no known parcel_id belongs to no parcel."""
    known = {p.parcel_id for p in parcels}
    lake = lake_index(wr, parcels)
    mine: set[int] = set()                  # positions in structures + buoys
    todo: list[tuple[int, Item]] = []
    layout: list[Structure | Buoy] = [*structures, *buoys]
    for i, src in enumerate(layout):
        # the parcel the feature names (a stacked unit's id names its one parcel, core/units.py)
        pid = parcel_named(lake, src.parcel_id, known)
        if pid is not None:
            if pid == parcel_id:
                mine.add(i)
            continue
        geom = src.geometry
        if not isinstance(geom, BaseGeometry) or geom.is_empty:
            continue
        if isinstance(src, Structure) and not geom.is_valid:
            geom = polygonal_many(objarray([shapely.make_valid(geom)]))[0]
        todo.append((i, Item(src=src, kind="buoy" if isinstance(src, Buoy) else src.kind, geom=geom)))
    area = lake.rights_area(parcel_id)
    if todo and area is not None:
        # only what meets this parcel's rights area can be located in it
        hit = shapely.intersects(area, objarray([it.geom for _i, it in todo]))
        near = [(i, it) for (i, it), h in zip_strict(todo, hit.tolist()) if h]
        locate(lake, [it for _i, it in near], known)
        mine |= {i for i, it in near if it.parcel_id == parcel_id}
    n = len(structures)
    return ([s for i, s in enumerate(structures) if i in mine],
            [b for i, b in enumerate(buoys) if n + i in mine])


__all__ = ["BEYOND_SQFT", "filed_under", "lake_index", "locate_many", "parcel_at", "parcel_layout",
           "parcels_touching", "side"]
