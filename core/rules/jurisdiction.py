"""Jurisdiction: water the law does not reach (§160-120A-C, §44-3).

The laws regulate from the mean high water level out to 1,500 ft from the shore, and Keuka
excludes the Keuka Lake Outlet north of the §160-120B line. A structure or buoy whose waterside
part lies wholly outside that gets `outside_jurisdiction` (info) and no other finding: no reach,
no "outside every rights area". The distance test uses the profile's projection
(rights_lines.projection_ft); the outlet (or any water a law excludes) comes in as a
jurisdiction geometry computed by the geometry engine and passed to check_layout, because only
the engine knows where the water is.
"""
from __future__ import annotations

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from ..profiles import Profile
from .assign import AREA_TOL_SQFT, Item, Lake, rights_areas_met
from .findings import Report
from .measure import objarray
from .messages import fmt_num
from .run import RuleFamily, Run

EPS_FT = 1e-6        # float noise, not law


def split_outside(rep: Report, profile: Profile, lake: Lake, items: list[Item],
                  jurisdiction: BaseGeometry | None, known: set[str] | None = None) -> list[Item]:
    """Report the items wholly outside the jurisdiction; return the others (to be checked). A
    finding names the feature's parcel_id when it is one of `known` (else no parcel, like any
    feature that reaches no parcel)."""
    if not items or not rep.applies("outside_jurisdiction"):
        return items
    geoms = objarray([it.geom for it in items])
    cand = np.ones(len(items), dtype=bool)
    if len(lake.ra_geoms):
        # anything meeting a rights area is within the projection; only the rest may be beyond
        qi, _ = rights_areas_met(lake, items)
        cand[qi] = False
    jur = jurisdiction if jurisdiction is not None and not jurisdiction.is_empty else None
    if jur is not None:
        shapely.prepare(jur)
        # what the region holds inside meets it: only the rest is asked whether it meets it
        inside = shapely.contains_properly(jur, geoms)
        meets = inside.copy()
        meets[~inside] = shapely.intersects(jur, geoms[~inside])
        cand |= ~meets
        # touching only (no interior in common) is outside too; GEOS's touches is not sped up by
        # preparing, so it is asked only of what the prepared region does not hold inside
        edge = np.flatnonzero(meets & ~cand & ~inside)
        if edge.size:
            cand[edge] = shapely.touches(jur, geoms[edge])
    if not cand.any():
        return items
    limit_q = profile.number("rights_lines.projection_ft")
    limit = float(limit_q.value)
    out: set[int] = set()
    for k in np.nonzero(cand)[0]:
        it = items[int(k)]
        water = _water_part(lake, it)
        if water is None:
            continue                   # on land: the on_land finding says so
        why = ""
        if jur is not None and _misses(jur, water):
            why = "in water this law excludes"
        elif float(shapely.distance(water, lake.wr.shoreline)) > limit + EPS_FT:
            why = f"more than {fmt_num(limit, 'ft')} from the shore ({limit_q.section})"
        if not why:
            continue
        out.add(id(it))
        pid = None if it.src.parcel_id in (None, "") else str(it.src.parcel_id)
        rep.add("outside_jurisdiction", item=it, why=why, geometry=it.geom,
                parcel_id=pid if known is None or pid in known else None,
                measured=float(shapely.distance(water, lake.wr.shoreline)), limit=limit, unit="ft")
    return [it for it in items if id(it) not in out]


def _water_part(lake: Lake, it: Item) -> BaseGeometry | None:
    """The feature less the land parcels it overlaps; None when nothing of it is in the water."""
    g = it.geom
    if lake.parcel_tree is None or not len(lake.parcel_geoms):
        return g
    hits = lake.parcel_tree.query(g, predicate="intersects")
    if not len(hits):
        return g
    if it.is_buoy:
        return None
    water = g.difference(shapely.union_all(lake.parcel_geoms[hits]))
    return None if water.is_empty or water.area <= AREA_TOL_SQFT else water


def _misses(jur: BaseGeometry, water: BaseGeometry) -> bool:
    if water.geom_type == "Point":
        return not jur.covers(water)
    return float(jur.intersection(water).area) <= AREA_TOL_SQFT


def outside_waters(run: Run) -> None:
    """The water the law does not reach: said once, nothing else checked there."""
    known = set(run.by_id)
    run.s_items = split_outside(run.rep, run.profile, run.lake, run.s_items, run.jurisdiction, known)
    run.b_items = split_outside(run.rep, run.profile, run.lake, run.b_items, run.jurisdiction, known)


# a preparing stage of the rule table: the features beyond it leave the run
FAMILY = RuleFamily("jurisdiction", outside_waters, stage="prepare", reads=("rights_lines.projection_ft",))
