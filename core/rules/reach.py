"""Reach: how far out from the MHW mark a dock and its associated structures may go.

The reach of a structure is the largest distance of any point of its waterside part from the
MHW mark (§160-123A(1)(b)[1], §44-6A(1)(c)(ii)). The depth exceptions (§160-123A(1)(b)[2],
§44-6A(1)(c)(iii)) let it go farther where the water at the reach line is too shallow: the
bottom is sampled along the line running directly out from the MHW mark through the
structure's farthest point, and the limit becomes the distance at which the water first reaches
the required depth below the profile's reference level. The dock-area limit still applies.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import Any, Optional

import numpy as np
from shapely.geometry.base import BaseGeometry

from ..compat import zip_strict
from ..model import Structure
from ..profiles import Profile, Quantity
from .assign import Item, Lake
from .findings import Report
from .measure import objarray
from .messages import fmt_num
from .run import ParcelCtx, RuleFamily, Run

EPS_FT = 1e-6            # float noise, not law
DEPTH_STEP_FT = 1.0      # sampling step along the outward line (then refined by bisection)
DEPTH_TOL_FT = 0.005     # how finely the depth crossing is located


def measure_all(lake: Lake, items: list[Item[Structure]]) -> None:
    """Set reach_ft and far_xy on every item from its waterside part (vectorised)."""
    if not items:
        return
    geoms = objarray([it.water for it in items])
    best, where = lake.shore.max_distance(geoms)
    for it, d, w in zip_strict(items, best, where):
        it.reach_ft = float(d)
        it.far_xy = w


def reach_kinds(profile: Profile) -> set[str]:
    return set(profile.value("reach.applies_to_kinds", ()) or ())


def reach_land_uses(profile: Profile) -> set[str] | None:
    """The land uses the reach limit binds, None for every use (readings.reach_land_uses)."""
    reading = profile.reading("reach_land_uses")
    if reading is not None and reading.value == "all_uses":
        return None
    uses = profile.value("reach.land_uses") or profile.value("dock.land_uses") or ("residential",)
    return set(uses)


# A finding to add (Report.add's arguments) and, when it shows the part beyond a limit, the
# structure and that limit: those parts are drawn for all findings at once.
Finding = tuple[dict[str, Any], Optional[tuple[Item[Structure], float]]]  # 3.9: no `X | Y` here


def check(rep: Report, profile: Profile, lake: Lake, pcs: list[ParcelCtx],
          depth_at: Callable[[float, float], float | None] | None) -> None:
    base_q = profile.number("reach.reach_ft")
    base = float(base_q.value)
    kinds = reach_kinds(profile)
    use_reach = rep.applies("reach")
    own_limit = _OwnLimits(profile)
    bound = reach_land_uses(profile)
    # findings first, their geometry (the part beyond the limit) for all of them at once after
    found: list[Finding] = []
    for pc in pcs:
        for it in pc.structures:
            if not math.isfinite(it.reach_ft):
                continue
            # a kind with its own, shorter limit (Canandaigua's steep-slope accessory, 20 ft)
            own = own_limit(it.kind)
            if own is not None and it.reach_ft > float(own.value) + EPS_FT:
                found.append((dict(rule="reach", item=it, measured=it.reach_ft, limit=float(own.value),
                                   unit="ft", section=own.section), (it, float(own.value))))
                continue
            if not use_reach or it.kind not in kinds or it.reach_ft <= base + EPS_FT:
                continue
            if bound is not None and pc.land_use not in bound:
                # not a residential dock criterion for this use: the board decides (DESIGN "Readings")
                lu = profile.land_use(pc.land_use)
                plan = lu.get("site_plan")
                found.append((dict(rule="reach_site_plan", item=it, measured=it.reach_ft, limit=base,
                                   unit="ft", section=plan.section if plan is not None else lu.section,
                                   base_s=base_q.section, land_use=lu.label or pc.land_use.replace("_", " ")),
                              None))
                continue
            limit, note = _extended_limit(profile, lake, it, base, depth_at, found)
            if it.reach_ft <= limit + EPS_FT:
                found.append((dict(rule="depth_exception", item=it, measured=it.reach_ft, limit=limit,
                                   unit="ft", section=profile.section("depth_exception.min_depth_ft"),
                                   base=fmt_num(base, "ft"), depth=fmt_num(note, "ft")), None))
                continue
            variant = "extended" if limit > base + EPS_FT else ""
            found.append((dict(rule="reach", item=it, variant=variant, measured=it.reach_ft, limit=limit,
                               unit="ft", section=(profile.section("depth_exception.min_depth_ft")
                                                   if variant else base_q.section),
                               depth=fmt_num(note, "ft")), (it, limit)))
    cut = [c for _, c in found if c is not None]
    beyond: np.ndarray | list[BaseGeometry] = []
    if cut:
        beyond = lake.shore.beyond_many(objarray([it.water for it, _ in cut]),
                                        np.array([lim for _, lim in cut], dtype=float),
                                        np.array([it.reach_ft for it, _ in cut], dtype=float))
    geoms: Iterator[BaseGeometry] = iter(beyond)
    for kw, c in found:
        if c is not None:
            kw["geometry"] = next(geoms)
        rep.add(kw.pop("rule"), **kw)


class _OwnLimits:
    """A kind's own limit on its distance from the MHW mark, looked up once per kind."""

    def __init__(self, profile: Profile) -> None:
        self._profile = profile
        self._by_kind: dict[str, Quantity | None] = {}

    def __call__(self, kind: str) -> Quantity | None:
        if kind not in self._by_kind:
            q = self._profile.kind(kind).get("max_distance_from_mhw_ft")
            self._by_kind[kind] = q if q is not None and q.is_set else None
        return self._by_kind[kind]


def _extended_limit(profile: Profile, lake: Lake, it: Item[Structure], base: float,
                    depth_at: Callable[[float, float], float | None] | None,
                    found: list[Finding]) -> tuple[float, float]:
    """(limit, required depth) after the depth exception; (base, depth) where it does not apply.
    A finding on the way (no water level to measure depth against) goes into `found`."""
    if depth_at is None or not profile.value("depth_exception.enabled", False):
        return base, 0.0
    need = float(profile.value("depth_exception.min_depth_ft", 0.0) or 0.0)
    level = profile.depth_reference_level_ft()
    if level is None:
        ref = profile.value("depth_exception.reference", "lake_level")
        what = "mean low water level" if ref == "mean_low_water" else "reference lake level"
        found.append((dict(rule="depth_level_missing", item=it,
                           section=profile.section("depth_exception.min_depth_ft"), measured=it.reach_ft,
                           limit=base, unit="ft", base=fmt_num(base, "ft"), level=what), None))
        return base, need
    if it.far_xy is None or not np.all(np.isfinite(it.far_xy)):
        return base, need
    origin, direction = lake.shore.outward_ray(np.asarray(it.far_xy, dtype=float))
    projection = float(profile.value("rights_lines.projection_ft", base) or base)

    def deep_enough(d: float) -> bool | None:
        x, y = origin + d * direction
        try:
            z = depth_at(float(x), float(y))
        except Exception:          # a raster sampler failing must not stop the check
            return None
        if z is None or not math.isfinite(float(z)):
            return None
        return level - float(z) >= need - 1e-9

    at_line = deep_enough(base)
    if at_line is None or at_line:
        return base, need          # no data at the reach line, or deep enough there: no exception
    prev = base
    d = base + DEPTH_STEP_FT
    while d <= projection:
        ok = deep_enough(d)
        if ok is None:
            return prev, need      # the data end before the water gets deep: stop where it is known
        if ok:
            lo, hi = prev, d
            while hi - lo > DEPTH_TOL_FT:
                mid = 0.5 * (lo + hi)
                m = deep_enough(mid)
                if m:
                    hi = mid
                else:
                    lo = mid
            return hi, need
        prev = d
        d += DEPTH_STEP_FT
    return projection, need


def check_run(run: Run) -> None:
    check(run.rep, run.profile, run.lake, run.eligible, run.depth_at)


FAMILY = RuleFamily("reach", check_run,
                    reads=("reach.reach_ft", "reach.applies_to_kinds", "reach.land_uses",
                           "depth_exception.enabled", "depth_exception.min_depth_ft",
                           "depth_exception.reference",
                           "kinds.*.max_distance_from_mhw_ft"),
                    facts=("parcel.land_use", "structure.kind", "bathymetry"))
