"""Which parcel each structure and buoy belongs to, and which part of it lies where.

A feature belongs to the parcel its `parcel_id` names; without one, to the rights area it lies
in (for a structure: the one it overlaps most); waterside.py then splits each structure into
its waterside part and the part of that which lies outside the area it may occupy (its own
rights area, or its own and the neighbour's for a valid shared facility, §44-5J). The lake-wide
indexes (`Lake`, built by `build_lake`) are kept for one WaterRightsResult by core/session.py
(the one model of the lake, which the panel and the live check ask too), so a live re-check of
one parcel stays cheap.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar, Union

import numpy as np
import shapely
from shapely.geometry import MultiLineString, Polygon
from shapely.geometry.base import BaseGeometry

from ..compat import SLOTS, zip_strict
from ..model import Buoy, Parcel, Structure, TieLine, WaterRightsLine, WaterRightsResult
from .measure import ShoreIndex, objarray

# Numerical noise, not law: slivers smaller than this are not "outside" anything.
AREA_TOL_SQFT = 1e-3

# What an Item was prepared from: Item[Structure] for structures, Item[Buoy] for mooring buoys.
Src = TypeVar("Src", bound=Union[Structure, Buoy])  # Python 3.9: no `X | Y` at run time


@dataclass(**SLOTS)      # many per check: no __dict__ each
class Item(Generic[Src]):
    """A structure or buoy prepared for checking."""
    src: Src
    kind: str                                   # structure kind, or "buoy"
    geom: BaseGeometry                          # repaired geometry in the working CRS
    parcel_id: str | None = None
    water: BaseGeometry | None = None        # waterside part (structures)
    outside: BaseGeometry | None = None      # waterside part outside the area it may occupy (None: none)
    shared_line: WaterRightsLine | None = None   # line whose setback a valid §44-5J waiver lifts
    allowed: BaseGeometry | None = None      # the area it may occupy
    reach_ft: float = float("nan")              # largest distance from the MHW mark
    far_xy: np.ndarray | None = None         # where that is
    # the rows of Lake.ra_geoms `geom` meets, in the tree's order (`rights_areas_met` keeps them:
    # several stages ask, and the geometry does not change)
    ra_hits: np.ndarray | None = None

    @property
    def fid(self) -> int | None:
        return self.src.fid

    @property
    def layer(self) -> str:
        return self.src.source_layer

    @property
    def is_buoy(self) -> bool:
        return self.kind == "buoy"

    @property
    def waterside(self) -> BaseGeometry:
        """The waterside part of a structure, which waterside.split_waterside sets before any
        rule runs."""
        if self.water is None:
            raise RuntimeError(f"{self.kind} {self.fid}: waterside part read before it was split")
        return self.water


@dataclass
class Lake:
    """Lake-wide indexes over one WaterRightsResult and one parcel list (`build_lake`; kept with
    the result by core/session.py)."""
    wr: WaterRightsResult
    shore: ShoreIndex
    ra_ids: list[str | None]
    ra_geoms: np.ndarray
    ra_tree: shapely.STRtree
    ra_by_id: dict[str | None, BaseGeometry]
    lines_by_id: dict[str, list[WaterRightsLine]]
    ties_by_id: dict[str, TieLine] = field(default_factory=dict)
    neighbours: dict[str, set[str]] = field(default_factory=dict)   # parcels sharing a water-rights line
    # Parcels at the end of the data (DESIGN.md step 6): parcel id -> the side along the shore
    # ("before" / "after") with no neighbour, whose line is not drawn. Their rights area above
    # is open on that side (`open_areas`), so what stands off them is checked for everything else.
    no_neighbour: dict[str, str] = field(default_factory=dict)
    parcels_ref: list[Parcel] | None = None     # the parcel list the parcel indexes below are of
    parcel_ids: list[str] = field(default_factory=list)           # of the parcels with a geometry
    known_ids: frozenset[str] = frozenset()                        # of every parcel of the list
    parcel_geoms: np.ndarray = field(default_factory=lambda: np.array([]))
    parcel_tree: shapely.STRtree | None = None
    # Stacked units (core/units.py): each unit id -> the id of the one parcel it is a unit of
    unit_of: dict[str, str] = field(default_factory=dict)
    by_id: dict[str, Parcel] = field(default_factory=dict)         # of the parcel list (the last of an id)
    parcel_rows: dict[str, list[int]] = field(default_factory=dict)   # id -> its rows in parcel_ids
    _lines_geom: dict[str, BaseGeometry | None] = field(default_factory=dict)
    _rows: dict[str, dict[str | None, list[int]]] = field(default_factory=dict)
    _parcel_cache: tuple[object, dict[tuple[Any, ...], Any]] | None = None

    def parcel_cache(self, profile: object) -> dict[tuple[Any, ...], Any]:
        """What a check derives from the profile and a parcel's own fields alone (its allowance,
        its land use's setback: stages.parcel_ctx keys each by everything it reads), kept for the
        next check of this lake with the same profile. A Profile does not change once loaded
        (with_values makes a new one), and the entry holds it, so `is` cannot meet a stranger."""
        if self._parcel_cache is None or self._parcel_cache[0] is not profile:
            self._parcel_cache = (profile, {})
        return self._parcel_cache[1]

    def rows_of(self, name: str, ids: Callable[[], Sequence[str | None]]) -> dict[str | None, list[int]]:
        """id -> its positions in one of the result's id lists (`name` says which, `ids` reads it;
        built once): a re-check of a few parcels visits their entries in the list's order
        without a scan."""
        rows = self._rows.get(name)
        if rows is None:
            rows = {}
            for i, pid in enumerate(ids()):
                rows.setdefault(pid, []).append(i)
            self._rows[name] = rows
        return rows

    def lines_geom(self, pid: str) -> BaseGeometry | None:
        """The parcel's water-rights lines as one MultiLineString (cached)."""
        if pid not in self._lines_geom:
            lines = self.lines_by_id.get(pid, [])
            self._lines_geom[pid] = MultiLineString([ln.geometry for ln in lines]) if lines else None
        return self._lines_geom[pid]

    def rights_area(self, pid: str | None) -> BaseGeometry | None:
        return self.ra_by_id.get(pid) if pid is not None else None

    def neighbours_line(self, a: str, b: str) -> WaterRightsLine | None:
        for ln in self.lines_by_id.get(a, ()):
            if {ln.parcel_a, ln.parcel_b} == {a, b}:
                return ln
        return None


def intersecting(tree: shapely.STRtree, tree_geoms: np.ndarray,
                 geoms: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """tree.query(geoms, predicate="intersects"), the same pairs in the same order: the boxes
    from the tree, the test against the tree's own geometries prepared (those met, once: they
    are the lake's and stay prepared), which is cheaper than preparing each query geometry."""
    qi, ti = tree.query(geoms)
    if not len(qi):
        return qi, ti
    met = tree_geoms[ti]
    shapely.prepare(met)
    hit = shapely.intersects(met, geoms[qi])
    return qi[hit], ti[hit]


def rights_areas_met(lake: Lake, items: Sequence[Item]) -> tuple[np.ndarray, np.ndarray]:
    """intersecting(lake.ra_tree, lake.ra_geoms, the items' geometries): the same pairs in the same
    order, each item's asked of the tree once a check (kept on it as `ra_hits`)."""
    missing = [k for k, it in enumerate(items) if it.ra_hits is None]
    if missing:
        qi, ri = intersecting(lake.ra_tree, lake.ra_geoms, objarray([items[k].geom for k in missing]))
        if len(missing) == len(items):
            _keep_hits(items, qi, ri)
            return qi, ri
        _keep_hits([items[k] for k in missing], qi, ri)
    hits = [it.ra_hits if it.ra_hits is not None else np.zeros(0, dtype=int) for it in items]
    counts = np.array([len(h) for h in hits], dtype=np.intp)
    if not counts.sum():
        return np.zeros(0, dtype=int), np.zeros(0, dtype=int)
    return np.repeat(np.arange(len(items)), counts), np.concatenate(hits)


def _keep_hits(items: Sequence[Item], qi: np.ndarray, ri: np.ndarray) -> None:
    ends = np.searchsorted(qi, np.arange(len(items) + 1)).tolist()
    for it, s, e in zip_strict(items, ends[:-1], ends[1:]):
        it.ra_hits = ri[s:e]


def build_lake(wr: WaterRightsResult) -> Lake:
    """The indexes over the result alone (the parcel indexes come with `index_parcels`)."""
    ras = [ra for ra in wr.rights_areas if ra.geometry is not None and not ra.geometry.is_empty]
    ra_geoms = objarray([shapely.make_valid(ra.geometry) if not ra.geometry.is_valid else ra.geometry
                         for ra in ras])
    lines: dict[str, list[WaterRightsLine]] = {}
    neighbours: dict[str, set[str]] = {}
    for ln in wr.lines:
        for pid in {ln.parcel_a, ln.parcel_b}:
            if pid is not None:
                lines.setdefault(pid, []).append(ln)
        if ln.parcel_a and ln.parcel_b:
            neighbours.setdefault(ln.parcel_a, set()).add(ln.parcel_b)
            neighbours.setdefault(ln.parcel_b, set()).add(ln.parcel_a)
    ra_ids: list[str | None] = [ra.parcel_id for ra in ras]
    ties_by_id = wr.tie_lines_by_id()
    opened, no_neighbour = open_areas(wr, ra_geoms, ties_by_id)
    if opened:
        ra_ids += list(opened)
        ra_geoms = objarray([*ra_geoms, *opened.values()])
    return Lake(wr=wr, shore=ShoreIndex(wr.shoreline), ra_ids=ra_ids,
                ra_geoms=ra_geoms, ra_tree=shapely.STRtree(ra_geoms),
                ra_by_id=dict(zip_strict(ra_ids, ra_geoms)),
                lines_by_id=lines, ties_by_id=ties_by_id, no_neighbour=no_neighbour,
                neighbours=neighbours)


def open_areas(wr: WaterRightsResult, areas: np.ndarray, ties_by_id: dict[str, TieLine]
               ) -> tuple[dict[str, BaseGeometry], dict[str, str]]:
    """The water off each parcel at the end of the data (DESIGN.md step 6), for checking only.

    Such a parcel has a water-rights line on its neighbour's side and none on the other, so the
    construction gives it no rights area. Its structures are still in its water: the area they
    are checked in runs from its one line, in that line's direction, past the open end of its tie
    line by the lines' reach, less every other rights area. The outputs keep no rights area for
    it; the missing side is reported by the check (`rights_line_missing`). Read from the tie
    lines and lines alone, so a result rebuilt from the output layers answers the same."""
    built = {ra.parcel_id for ra in wr.rights_areas
             if ra.geometry is not None and not ra.geometry.is_empty}
    named: dict[str, list[WaterRightsLine]] = {}
    for ln in wr.lines:
        for pid in {ln.parcel_a, ln.parcel_b}:
            if pid is not None:
                named.setdefault(pid, []).append(ln)
    reach = max((ln.length_ft for ln in wr.lines), default=0.0) or 1500.0
    opened: dict[str, BaseGeometry] = {}
    sides: dict[str, str] = {}
    for pid in wr.lakeshore_parcels:
        mine = named.get(pid, [])
        if pid in built or len(mine) != 1 or pid not in ties_by_id:
            continue
        line = mine[0]
        other = line.parcel_b if line.parcel_a == pid else line.parcel_a
        if other is None or other == pid:
            continue
        area = _open_area(ties_by_id[pid], line, wr, areas, reach)
        if area is not None:
            opened[pid] = area
            # the parcel before the line's tie point lacks its neighbour before it, and so on
            sides[pid] = "before" if line.parcel_a == pid else "after"
    return opened, sides


def _open_area(tie: TieLine, known: WaterRightsLine, wr: WaterRightsResult, areas: np.ndarray,
               reach: float) -> BaseGeometry | None:
    """The parallelogram off the parcel's tie line bounded by its one line (see open_areas)."""
    if known.geometry.length <= 0 or tie.geometry.length <= 0:
        return None
    k = np.asarray(known.geometry.coords[0], dtype=float)
    d = np.asarray(known.geometry.coords[-1], dtype=float) - k
    ends = np.asarray(tie.geometry.coords, dtype=float)[[0, -1]]
    m = ends[int(np.argmax(np.hypot(*(ends - k).T)))]       # the tie line's open end
    along = m - k
    if not np.hypot(*along) > 0:
        return None
    d = d / np.hypot(*d)
    m_far = m + along / np.hypot(*along) * reach
    region = Polygon([tuple(k), tuple(k + d * reach), tuple(m_far + d * reach), tuple(m_far)])
    if not region.is_valid:
        return None
    others = [a for a in [*areas, *(s.geometry for s in wr.unparcelled)]
              if a is not None and not a.is_empty and a.intersects(region)]
    if others:
        region = region.difference(shapely.union_all(others))
    region = _polygonal(region)
    return None if region.is_empty else region


def index_parcels(lake: Lake, parcels: list[Parcel]) -> None:
    """The parcel indexes of `lake` for this parcel list (rebuilt when the list is another one)."""
    if lake.parcels_ref is parcels:
        return
    geoms = objarray([p.geometry for p in parcels])
    ok = np.array([g is not None and not shapely.is_empty(g) for g in geoms], dtype=bool)
    lake.parcel_ids = [p.parcel_id for p, k in zip_strict(parcels, ok) if k]
    lake.parcel_geoms = geoms[ok] if len(geoms) else geoms
    lake.parcel_tree = shapely.STRtree(lake.parcel_geoms)
    lake.known_ids = frozenset(p.parcel_id for p in parcels)
    lake.unit_of = {u: p.parcel_id for p in parcels for u in p.units}
    lake.by_id = {p.parcel_id: p for p in parcels}
    lake.parcel_rows = {}
    for i, pid in enumerate(lake.parcel_ids):
        lake.parcel_rows.setdefault(pid, []).append(i)
    lake.parcels_ref = parcels


def parcel_named(lake: Lake, pid: object, known_parcels: set[str]) -> str | None:
    """The parcel a feature's parcel_id names: the parcel itself, or the parcel a unit id is a
    unit of (a structure of any unit counts against the one parcel's allowance); else None."""
    if pid is None or str(pid) == "":
        return None
    pid = lake.unit_of.get(str(pid), str(pid))
    return pid if pid in known_parcels else None


def locate(lake: Lake, items: list[Item], known_parcels: set[str]) -> list[Item]:
    """Set parcel_id for items without a usable one (largest overlap with a rights area).

    Returns the items whose given parcel_id names no parcel (the caller reports them)."""
    unknown: list[Item] = []
    todo: list[Item] = []
    for it in items:
        named = parcel_named(lake, it.src.parcel_id, known_parcels)
        if named is not None:
            it.parcel_id = named
            continue
        if it.src.parcel_id is not None and str(it.src.parcel_id) != "":
            unknown.append(it)
        todo.append(it)
    if not todo or len(lake.ra_geoms) == 0:
        return unknown
    geoms = objarray([it.geom for it in todo])
    qi, ri = rights_areas_met(lake, todo)
    if len(qi):
        overlap = np.ones(len(qi))
        many = np.bincount(qi, minlength=len(todo))[qi] > 1
        is_pt = np.array([todo[i].is_buoy for i in qi], dtype=bool)
        sel = np.nonzero(many & ~is_pt)[0]
        if len(sel):
            overlap[sel] = shapely.area(shapely.intersection(geoms[qi[sel]], lake.ra_geoms[ri[sel]]))
        order = np.lexsort((-overlap, qi))
        first = np.ones(len(order), dtype=bool)
        first[1:] = qi[order][1:] != qi[order][:-1]
        for k in order[first]:
            todo[qi[k]].parcel_id = lake.ra_ids[ri[k]]
    return unknown


def on_land(lake: Lake, geom: BaseGeometry) -> str | None:
    """The parcel a geometry lies on when it touches no rights area (landward of the mark), else None."""
    if len(lake.ra_geoms) and len(lake.ra_tree.query(geom, predicate="intersects")):
        return None
    if lake.parcel_tree is None or len(lake.parcel_geoms) == 0:
        return None
    hits = lake.parcel_tree.query(geom, predicate="intersects")
    if not len(hits):
        return None
    if len(hits) > 1 and geom.area > 0:
        areas = shapely.area(shapely.intersection(geom, lake.parcel_geoms[hits]))
        return lake.parcel_ids[int(hits[int(np.argmax(areas))])]
    return lake.parcel_ids[int(hits[0])]


def on_land_many(lake: Lake, geoms: np.ndarray, items: Sequence[Item] | None = None) -> np.ndarray:
    """on_land for an array of geometries at once (`items`: the items they are the geometries of)."""
    n = len(geoms)
    out = np.zeros(n, dtype=bool)
    if n == 0 or lake.parcel_tree is None or len(lake.parcel_geoms) == 0:
        return out
    in_water = np.zeros(n, dtype=bool)
    if len(lake.ra_geoms):
        qi, _ = intersecting(lake.ra_tree, lake.ra_geoms, geoms) if items is None else \
            rights_areas_met(lake, items)
        in_water[qi] = True
    dry = np.flatnonzero(~in_water)           # what touches a rights area is not on land
    qi, _ = intersecting(lake.parcel_tree, lake.parcel_geoms, geoms[dry])
    out[dry[qi]] = True
    return out


def _polygonal(g: BaseGeometry) -> BaseGeometry:
    """Keep only the polygon parts (intersections can leave lines and points behind)."""
    if g.is_empty or g.geom_type in ("Polygon", "MultiPolygon"):
        return g
    parts = [p for p in shapely.get_parts(g) if p.geom_type in ("Polygon", "MultiPolygon") and p.area > 0]
    if not parts:
        return Polygon()
    return shapely.union_all(parts)


def polygonal_many(geoms: np.ndarray) -> np.ndarray:
    """`_polygonal` of each geometry; only the ones that are not already polygonal are looked at."""
    out = geoms.copy()
    for i in np.nonzero(~(np.isin(shapely.get_type_id(geoms), (3, 6)) | shapely.is_empty(geoms)))[0]:
        out[i] = _polygonal(geoms[i])
    return out
