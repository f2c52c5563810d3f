"""Nonconforming structures (§160-126, §44-9).

A structure marked `existing` is taken as lawful when built: what it breaks is a nonconformity
that may continue (§160-126A, §44-9A), so its findings become the profile's
nonconforming.existing_severity (warning), citing that section. Keuka's preexisting seasonal
docks are not further regulated (§160-123A(1)(e)): their findings are information only.

A proposed structure with `replaces` names the dock_id of an existing one it takes the place of.
The one replaced is measured but no longer checked (it is going); the replacement is checked as
new, and where it still breaks the law it may restore the nonconformity but not enlarge it
(§160-126B(1),(4), §44-9B(1),(4)): larger in waterside area, reach, height or slips than the one
it replaces is `nonconformity_enlarged` (error); not larger, its findings are warnings like the
existing structure's. A replacement that complies is simply lawful (§160-126B(2), §44-9B(2)).
Counts (docks, boats, buoys, structures per kind) on a parcel whose features are all existing or
unenlarged replacements are nonconformities too.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from ..compat import zip_strict
from ..model import Violation
from ..profiles import Profile
from .assign import Item, Lake
from .findings import Report
from .measure import objarray
from .messages import describe
from .registry import is_law
from .validate import clean_height, clean_slips

if TYPE_CHECKING:
    from .check import ParcelCtx

EPS = 1e-6
PARCEL_COUNTS = ("dock_count", "boat_count", "buoy_count", "structure_count")
DIMENSIONS = (("waterside area", "sqft"), ("reach", "ft"), ("height", "ft"), ("slips", "count"))


@dataclass
class Size:
    """What a replacement may not exceed: waterside area, reach, height, slips."""
    area: float
    reach: float
    height: float | None
    slips: int | None

    def values(self) -> tuple:
        return (self.area, self.reach, self.height, self.slips)


def judged_as_existing(profile: Profile) -> bool:
    reading = profile.reading("existing_structures")
    if reading is not None and reading.value == "new":
        return False
    return bool(profile.value("nonconforming.existing_may_continue", False))


def _key(value: Any) -> str | None:
    return None if value is None or str(value).strip() == "" else str(value).strip()


def _existing(it: Item) -> bool:
    return bool(getattr(it.src, "existing", False))


def _replaces(it: Item) -> str | None:
    """The dock_id a proposed structure replaces (buoys replace nothing)."""
    return None if it.is_buoy else _key(getattr(it.src, "replaces", None))


def _dock_id(it: Item) -> str | None:
    return None if it.is_buoy else _key(getattr(it.src, "dock_id", None))


def take_replaced(items: list[Item]) -> tuple[list[Item], dict[str, list[Item]]]:
    """(items to check, {dock_id: existing items a proposed one replaces})."""
    wanted = {r for it in items if not _existing(it) and (r := _replaces(it))}
    if not wanted:
        return items, {}
    keep: list[Item] = []
    gone: dict[str, list[Item]] = {}
    for it in items:
        did = _dock_id(it)
        if did is not None and did in wanted and _existing(it):
            gone.setdefault(did, []).append(it)
        else:
            keep.append(it)
    return keep, gone


def size_of(lake: Lake, parts: list[Item], measured: bool) -> Size:
    """The size of a structure (all its parts); `measured`: water and reach_ft are already set."""
    if measured:
        water = [p.water for p in parts if p.water is not None]
        reach = max((p.reach_ft for p in parts if np.isfinite(p.reach_ft)), default=0.0)
    else:
        water = [_waterside(lake, p) for p in parts]
        water = [w for w in water if w is not None and not w.is_empty]
        reach = float(lake.shore.max_distance(objarray(water))[0].max()) if water else 0.0
    area = float(shapely.union_all(water).area) if water else 0.0
    srcs: list[Any] = [p.src for p in parts]
    heights = [h for h in (clean_height(s) for s in srcs) if h is not None]
    slips = [n for n in (clean_slips(s) for s in srcs) if n is not None]
    return Size(area, float(reach), max(heights) if heights else None, sum(slips) if slips else None)


def _waterside(lake: Lake, it: Item) -> BaseGeometry:
    g = it.geom
    if lake.parcel_tree is None or not len(lake.parcel_geoms):
        return g
    hits = lake.parcel_tree.query(g, predicate="intersects")
    return g if not len(hits) else g.difference(shapely.union_all(lake.parcel_geoms[hits]))


def check(rep: Report, profile: Profile, lake: Lake, pcs: list[ParcelCtx],
          replaced: dict[str, list[Item]]) -> None:
    """Rewrite the severity of nonconformities and add nonconformity_enlarged."""
    if not judged_as_existing(profile):
        return
    items = {(it.layer, it.fid): it for pc in pcs for it in pc.structures + pc.buoys}
    with_law = {(v.source_layer, v.source_fid) for v in rep.out if v.severity == "error" and is_law(v.rule)}
    # replacements: measured against what they replace
    enlarged: set[str] = set()
    groups: dict[str, list[Item]] = {}
    for pc in pcs:
        for it in pc.structures:
            r = _replaces(it)
            if not _existing(it) and r is not None and r in replaced:
                groups.setdefault(r, []).append(it)
    if groups and rep.applies("nonconformity_enlarged") and \
            profile.value("nonconforming.replacement_not_enlarged", True):
        for did, parts in groups.items():
            if not any((p.layer, p.fid) in with_law for p in parts):
                continue               # the replacement complies: lawful, whatever its size
            old = size_of(lake, replaced[did], measured=False)
            new = size_of(lake, parts, measured=True)
            other = describe(replaced[did][0].kind, replaced[did][0].fid, did)
            for (name, unit), n, o in zip_strict(DIMENSIONS, new.values(), old.values()):
                if n is None or o is None or n <= o + (EPS if unit == "count" else 0.005):
                    continue
                enlarged.add(did)
                rep.add("nonconformity_enlarged", item=parts[0], measured=float(n), limit=float(o),
                        unit=unit, other=other, dimension=name,
                        what=describe(parts[0].kind, parts[0].fid, _dock_id(parts[0])),
                        geometry=shapely.union_all([p.water for p in parts if p.water is not None]))
    continuing = {(it.layer, it.fid) for it in items.values()
                  if _existing(it) or ((r := _replaces(it)) is not None and r in groups
                                       and r not in enlarged)}
    if not continuing:
        return
    sev = str(profile.value("nonconforming.existing_severity", "warning"))
    sec = profile.section("nonconforming.existing_may_continue")
    sec_b = profile.section("nonconforming.replacement_not_enlarged") or sec
    seasonal_q = profile.get("nonconforming.existing_seasonal_not_regulated")
    seasonal_free = seasonal_q is not None and bool(seasonal_q.value)
    by_parcel: dict[str, list[Item]] = {pc.pid: pc.structures + pc.buoys for pc in pcs}
    for v in rep.out:
        if v.severity != "error" or not is_law(v.rule) or v.rule == "nonconformity_enlarged":
            continue
        if v.source_fid is None and v.rule in PARCEL_COUNTS:
            feats = by_parcel.get(v.parcel_id or "", [])
            if feats and all((f.layer, f.fid) in continuing for f in feats):
                _continue(v, sev, sec, "every feature counted here already exists")
            continue
        key = (v.source_layer, v.source_fid)
        found = items.get(key)
        if key not in continuing or found is None:
            continue
        if _existing(found):
            if seasonal_q is not None and seasonal_free and found.kind == "dock" and \
                    getattr(found.src, "construction", "") == "seasonal":
                _continue(v, "info", seasonal_q.section, "a preexisting seasonal dock is not further "
                          "regulated")
            else:
                _continue(v, sev, sec, "an existing structure: a nonconformity that may continue")
        else:
            _continue(v, sev, sec_b, f"it replaces {_replaces(found)} and does not enlarge that "
                      "nonconformity")


def _continue(v: Violation, severity: str, section: str, why: str) -> None:
    v.severity = severity
    if section and section not in v.section:
        v.section = f"{v.section}; {section}" if v.section else section
    v.message = f"{v.message} Nonconforming, not a violation: {why} ({section})."


def grandfathered(profile: Profile) -> set[str]:
    return {str(x) for x in (profile.value("nonconforming.grandfathered_parcel_ids", ()) or ())}


__all__ = ["check", "grandfathered", "judged_as_existing", "size_of", "take_replaced"]
