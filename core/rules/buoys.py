"""Mooring buoys: the swing circle inside the lines and clear of others; anchorage beyond 100 ft.

The swing circle of a buoy has the radius vessel length + rode length. It must stay inside the
parcel's water-rights lines (§160-122E, §44-5E): the largest radius that fits is the buoy's
distance to the nearest of its parcel's lines. Where the profile says buoys keep the setback
(Canandaigua §44-6A(1)(b) → §44-5D), the circle must also stay that far from the lines. Circles
must not overlap each other (any parcel's) or reach any structure; a vessel drawn wholly inside
the buoy's own circle on its own parcel is read as the boat moored to it and does not count.
Buoys farther out than the profile's anchorage distance need an anchorage permit or area.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import shapely

from ..compat import zip_strict
from ..model import Buoy
from ..profiles import Profile
from .assign import Item, Lake
from .findings import Report
from .findings import _dock_label as label
from .measure import objarray
from .messages import describe, fmt_num
from .run import ParcelCtx, RuleFamily, Run

EPS = 1e-6
CIRCLE_QUAD_SEGS = 32       # drawing resolution of swing circles (measurements are exact)


def _radius(it: Item[Buoy]) -> float:
    return float(it.src.vessel_length_ft) + float(it.src.rode_length_ft)


def check(rep: Report, profile: Profile, lake: Lake, pcs: list[ParcelCtx], no_swing: set[int]) -> None:
    mine = [(pc, b) for pc in pcs for b in pc.buoys]
    if not mine:
        return
    _anchorage(rep, profile, lake, mine)
    swinging = [(pc, b) for pc, b in mine if id(b) not in no_swing]
    _swing(rep, profile, swinging)
    if profile.value("buoys.avoid_contact", False) and rep.applies("buoy_contact"):
        structs = [it for pc in pcs for it in pc.structures]
        _contact(rep, profile, swinging, structs)


# (parcel, one of its buoys) pairs
Moorings = Sequence[tuple["ParcelCtx", Item[Buoy]]]


def _anchorage(rep: Report, profile: Profile, lake: Lake, mine: Moorings) -> None:
    q = profile.get("buoys.anchorage_beyond_ft")
    if q is None or not q.is_set or not rep.applies("anchorage_permit"):
        return
    pts = objarray([b.geom for _, b in mine])
    far, dist = lake.shore.distance_beyond(shapely.get_coordinates(pts), pts, float(q.value) + EPS)
    need = profile.value("buoys.anchorage_requirement", "a permit")
    for i, d in zip_strict(far.tolist(), dist.tolist()):
        if np.isfinite(d):
            b = mine[i][1]
            rep.add("anchorage_permit", item=b, measured=float(d), limit=float(q.value), unit="ft",
                    section=q.section, requirement=need, geometry=b.geom)


def _swing(rep: Report, profile: Profile, swinging: Moorings) -> None:
    inside_q = profile.get("buoys.within_rights_lines")
    setback = bool(profile.value("buoys.setback_applies", False)) and rep.applies("setback")
    check_inside = bool(inside_q is not None and inside_q.value and rep.applies("buoy_swing"))
    inside_section = inside_q.section if inside_q is not None else ""
    todo = [(pc, b) for pc, b in swinging if pc.rights_area is not None]
    if not todo:
        return
    pts = objarray([b.geom for _, b in todo])
    ras = objarray([pc.rights_area for pc, _ in todo])
    shapely.prepare(ras)
    inside = shapely.covers(ras, pts)
    has_lines = np.array([pc.lines_geom is not None for pc, _ in todo], dtype=bool)
    room = np.full(len(todo), np.inf)
    sel = np.nonzero(has_lines)[0]
    if len(sel):
        room[sel] = shapely.distance(pts[sel], objarray([todo[i][0].lines_geom for i in sel]))
    for (pc, b), ok, rm in zip_strict(todo, inside, room):
        r = _radius(b)
        if not ok:
            if check_inside:
                rep.add("buoy_swing", item=b, variant="outside", measured=r, limit=0.0, unit="ft",
                        section=inside_section, geometry=b.geom.buffer(r, quad_segs=CIRCLE_QUAD_SEGS))
            continue
        if not np.isfinite(rm):
            continue
        room_ft = float(rm)
        circle = None
        if check_inside and r > room_ft + EPS:
            circle = b.geom.buffer(r, quad_segs=CIRCLE_QUAD_SEGS)
            rep.add("buoy_swing", item=b, measured=r, limit=room_ft, unit="ft", section=inside_section,
                    vessel=fmt_num(b.src.vessel_length_ft, "ft"), rode=fmt_num(b.src.rode_length_ft, "ft"),
                    geometry=circle)
        if setback and pc.lines_geom is not None:      # a finite room: the parcel has lines
            clearance = room_ft - r
            lim = float(pc.setback.value)
            if clearance < lim - EPS and r <= room_ft + EPS:
                circle = circle or b.geom.buffer(r, quad_segs=CIRCLE_QUAD_SEGS)
                q = profile.get("buoys.setback_applies")
                rep.add("setback", item=b, measured=clearance, limit=lim, unit="ft",
                        section=f"{pc.setback.section}, {q.section}" if q is not None else pc.setback.section,
                        category=_category(pc), geometry=circle.intersection(pc.lines_geom.buffer(lim)))


def _category(pc: ParcelCtx) -> str:
    return "residential" if pc.residential else "other-use"


def _contact(rep: Report, profile: Profile, swinging: Moorings, structs: list[Item[Any]]) -> None:
    section = profile.section("buoys.avoid_contact") or None
    allb = [b for _, b in swinging]
    if not allb:
        return
    pts = objarray([b.geom for b in allb])
    rad = np.array([_radius(b) for b in allb])
    tree = shapely.STRtree(pts)
    # buoy against buoy: centres closer than the sum of the radii
    qi, ti = tree.query(pts, predicate="dwithin", distance=rad + rad.max())
    dist = shapely.distance(pts[qi], pts[ti])
    close = (qi != ti) & (dist < rad[qi] + rad[ti] - EPS)
    circles = _Circles(pts, rad)
    _buoy_contact(rep, section, allb, rad, circles, qi[close], ti[close], dist[close])
    if structs:
        _structure_contact(rep, section, allb, pts, rad, circles, structs)


def _buoy_contact(rep: Report, section: str | None, allb: list[Item[Buoy]], rad: np.ndarray,
                  circles: _Circles, qi: np.ndarray, ti: np.ndarray, dist: np.ndarray) -> None:
    """Buoy against buoy: the swing circles of two buoys overlap."""
    meet = shapely.intersection(circles[qi], circles[ti]) if len(qi) else []
    for i, j, d, geom in zip_strict(qi, ti, dist.tolist(), meet):
        # Each buoy of the pair gets its own finding: which buoy is "first" depends on the order
        # of the parcels, and a re-check of one parcel must say what the whole-lake check says.
        lim = rad[i] + rad[j]
        a, b = allb[i], allb[j]
        rep.add("buoy_contact", item=a, variant="buoy", measured=d, limit=float(lim), unit="ft",
                section=section, other=describe("buoy", b.fid, label=getattr(b.src, "label", None))
                + _parcel_note(a, b), geometry=geom)


def _structure_contact(rep: Report, section: str | None, allb: list[Item[Buoy]], pts: np.ndarray,
                       rad: np.ndarray, circles: _Circles, structs: list[Item[Any]]) -> None:
    """Buoy against structure: a swing circle reaches a structure (not the boat moored to it)."""
    sgeoms = objarray([s.water if s.water is not None else s.geom for s in structs])
    stree = shapely.STRtree(sgeoms)
    qi, si = stree.query(pts, predicate="dwithin", distance=rad)
    # one finding per buoy and structure: the parts of one dock are one structure
    best: dict[tuple[Any, ...], tuple[float, int, int]] = {}
    for i, j, d in zip_strict(qi.tolist(), si.tolist(), shapely.distance(pts[qi], sgeoms[si]).tolist()):
        s = structs[j]
        did = getattr(s.src, "dock_id", None) if s.kind == "dock" else None
        key = (i, s.parcel_id, f"dock:{did}") if did not in (None, "") else (i, id(s))
        if key not in best or d < best[key][0]:
            best[key] = (d, i, j)
    hits = []
    for d, i, j in best.values():
        b, s = allb[i], structs[j]
        if d >= rad[i] - EPS:
            continue
        if s.kind == "vessel" and s.parcel_id == b.parcel_id and circles[i].buffer(EPS).covers(sgeoms[j]):
            continue              # the boat moored to this buoy
        hits.append((d, i, j))
    meet = shapely.intersection(circles[[i for _, i, _ in hits]],
                                sgeoms[[j for _, _, j in hits]]) if hits else []
    for (d, i, j), geom in zip_strict(hits, meet):
        b, s = allb[i], structs[j]
        other = describe(s.kind, s.fid, getattr(s.src, "dock_id", None) if s.kind == "dock" else None,
                         _dock_label(s))
        rep.add("buoy_contact", item=b, variant="structure", measured=d, limit=float(rad[i]), unit="ft",
                section=section, other=other + _parcel_note(b, s), geometry=geom)


class _Circles:
    """The swing circles of the buoys, each drawn once, when first asked for."""

    def __init__(self, pts: np.ndarray, rad: np.ndarray) -> None:
        self._pts, self._rad = pts, rad
        self._circles = np.full(len(pts), None, dtype=object)

    def __getitem__(self, idx: Any) -> Any:       # one index: a circle; indexes: an array of them
        if np.ndim(idx) == 0:
            return self[[int(idx)]][0]
        idx = np.asarray(idx, dtype=int)
        todo = np.unique(idx[np.fromiter((c is None for c in self._circles[idx]), dtype=bool,
                                         count=len(idx))])
        if len(todo):
            self._circles[todo] = shapely.buffer(self._pts[todo], self._rad[todo], quad_segs=CIRCLE_QUAD_SEGS)
        return self._circles[idx]


def _dock_label(item: object) -> str | None:
    return label(item)


def _parcel_note(a: Item[Any], b: Item[Any]) -> str:
    return f" (parcel {b.parcel_id})" if b.parcel_id != a.parcel_id and b.parcel_id is not None else ""


def check_run(run: Run) -> None:
    check(run.rep, run.profile, run.lake, run.eligible, run.no_swing)


FAMILY = RuleFamily("buoys", check_run,
                    reads=("buoys.within_rights_lines", "buoys.avoid_contact", "buoys.anchorage_beyond_ft",
                           "buoys.anchorage_requirement", "buoys.setback_applies"),
                    facts=("buoy.vessel_length_ft", "buoy.rode_length_ft"))
