"""Setbacks from the water-rights lines, and containment within them.

Keuka §160-122D sets back permanent waterside structures except ice breakers; seasonal ones and
moored vessels need only lie inside the lines (§160-123A(1)(e)). Canandaigua §44-5D sets back
everything. Which kinds are exempt, and whether seasonal construction is, comes from the profile
(kinds.<kind>.setback_exempt, setback.seasonal_exempt). Canandaigua's §44-5J lets two residential
neighbours share a facility: the setback on the one line they share is waived, and the facility
may straddle it; counts and areas still apply.
"""
from __future__ import annotations

from collections.abc import Callable

import numpy as np
import shapely
from shapely.geometry import MultiLineString
from shapely.geometry.base import BaseGeometry

from ..compat import zip_strict
from ..model import Structure
from ..profiles import Profile
from .assign import Item, Lake
from .findings import Report
from .measure import objarray
from .run import ParcelCtx, RuleFamily, Run

EPS_FT = 1e-6      # float noise, not law


def construction_of(profile: Profile, it: Item) -> str:
    """A kind the law defines as seasonal or permanent is that; otherwise the drawn value."""
    q = profile.kind(it.kind).get("construction")
    if q is not None and q.is_set:
        return str(q.value)
    c = getattr(it.src, "construction", "permanent")
    return c if c in ("permanent", "seasonal") else "permanent"


def setback_exempt(profile: Profile, it: Item) -> bool:
    return exempt_kind(profile, it.kind, getattr(it.src, "construction", "permanent"))


def exempt_kind(profile: Profile, kind: str, construction: str | None) -> bool:
    """Is a structure of this kind and drawn construction free of the setback? Keuka §160-122D:
    ice breakers and (§160-123A(1)(e)) seasonal structures; Canandaigua §44-5D: nothing."""
    kr = profile.kind(kind)
    if kr.setback_exempt:
        return True
    q = kr.get("construction")
    c = str(q.value) if q is not None and q.is_set else (
        construction if construction in ("permanent", "seasonal") else "permanent")
    return bool(profile.value("setback.seasonal_exempt", False)) and c == "seasonal"


def allowed_area(rep: Report, profile: Profile, lake: Lake, pc: ParcelCtx, it: Item[Structure],
                 land_use_of: Callable[[str], str | None] | None = None) -> BaseGeometry:
    """The area the structure may occupy: its rights area, widened by a valid §44-5J sharing."""
    ra = pc.rights_area
    it.allowed = ra
    other = getattr(it.src, "shared_with", None)
    if other is None or str(other) == "":
        return ra
    other = str(other)
    sec = profile.section("setback.shared_waiver") or None
    why = ""
    if not profile.value("setback.shared_waiver", False):
        why = "this law has no setback waiver for shared facilities"
    else:
        uses = profile.value("setback.shared_land_uses", ["residential"])
        line = lake.neighbours_line(pc.pid, other)
        other_use = land_use_of(other) if land_use_of else None
        if other == pc.pid:
            why = "a parcel cannot share with itself"
        elif line is None:
            why = f"parcel {other} does not share a water-rights line with parcel {pc.pid}"
        elif pc.land_use not in uses or (other_use is not None and other_use not in uses):
            why = f"the waiver is for {' and '.join(uses)} parcels only"
        elif lake.rights_area(other) is None:
            why = f"parcel {other} has no rights area"
        else:
            it.shared_line = line
            it.allowed = shapely.union_all([ra, lake.rights_area(other)])
            return it.allowed
    rep.add("shared_waiver", item=it, section=sec, other=other, why=why, geometry=it.geom)
    return ra


def check(rep: Report, profile: Profile, lake: Lake, pcs: list[ParcelCtx]) -> None:
    _containment(rep, profile, pcs)
    if rep.applies("setback"):
        _setbacks(rep, profile, pcs)


def _containment(rep: Report, profile: Profile, pcs: list[ParcelCtx]) -> None:
    if not rep.applies("outside_rights_area"):
        return
    for pc in pcs:
        for it in pc.structures:
            if it.outside is None:
                continue
            kr = profile.kind(it.kind)
            if not kr.within_rights_lines:
                continue
            xy = shapely.get_coordinates(it.outside)
            beyond = float(shapely.distance(shapely.points(xy), it.allowed).max()) if len(xy) else 0.0
            q = kr.get("within_rights_lines")
            rep.add("outside_rights_area", item=it, measured=beyond, limit=0.0, unit="ft",
                    section=q.section if q is not None else None, geometry=it.outside)


def _setbacks(rep: Report, profile: Profile, pcs: list[ParcelCtx]) -> None:
    todo: list[tuple[Item, ParcelCtx, BaseGeometry]] = []
    exempt: dict[tuple, bool] = {}       # it depends on the kind and the drawn construction only
    for pc in pcs:
        base = pc.lines
        whole = pc.lines_geom
        for it in pc.structures:
            c = getattr(it.src, "construction", "permanent")
            key = (it.kind, c if c in ("permanent", "seasonal") else "permanent")
            if key not in exempt:
                exempt[key] = setback_exempt(profile, it)
            if exempt[key]:
                continue
            if it.shared_line is not None:
                rest = [ln.geometry for ln in base if ln is not it.shared_line]
                lines = MultiLineString(rest) if rest else None
            else:
                lines = whole
            if lines is not None:
                todo.append((it, pc, lines))
    if not todo:
        return
    water = objarray([t[0].water for t in todo])
    lines = objarray([t[2] for t in todo])
    limits = np.array([float(t[1].setback.value) for t in todo])
    # a quick test first: most structures are well clear of their lines. GEOS's dwithin is its
    # distance stopped once it is under the bound: it holds every one nearer, and only those
    # are measured in full.
    dist = np.full(len(todo), np.inf)
    near = shapely.dwithin(water, lines, limits - EPS_FT)
    dist[near] = shapely.distance(water[near], lines[near])
    for (it, pc, ln), d, lim in zip_strict(todo, dist, limits):
        if d < lim - EPS_FT:
            strip = ln.buffer(lim, quad_segs=16)
            rep.add("setback", item=it, measured=float(d), limit=lim, unit="ft",
                    section=pc.setback.section, category="residential" if pc.residential else "other-use",
                    geometry=it.waterside.intersection(strip))


def check_run(run: Run) -> None:
    check(run.rep, run.profile, run.lake, run.eligible)


FAMILY = RuleFamily("setbacks", check_run,
                    reads=("setback.seasonal_exempt", "setback.shared_waiver", "setback.shared_land_uses",
                           "kinds.*.setback_exempt", "kinds.*.within_rights_lines", "kinds.*.construction"),
                    facts=("structure.kind", "structure.construction", "structure.shared_with"))
