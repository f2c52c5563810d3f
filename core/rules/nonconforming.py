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
from typing import Any

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
from .run import ParcelCtx, RuleFamily, Run
from .validate import clean_height, clean_slips

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
    groups, enlarged = check_enlarged(rep, profile, lake, pcs, replaced)
    rewrite(rep, profile, pcs, groups, enlarged)


def _replacements(pcs: list[ParcelCtx], replaced: dict[str, list[Item]]) -> dict[str, list[Item]]:
    """dock_id of an existing structure -> the proposed parts that replace it."""
    groups: dict[str, list[Item]] = {}
    for pc in pcs:
        for it in pc.structures:
            r = _replaces(it)
            if not _existing(it) and r is not None and r in replaced:
                groups.setdefault(r, []).append(it)
    return groups


def check_enlarged(rep: Report, profile: Profile, lake: Lake, pcs: list[ParcelCtx],
                   replaced: dict[str, list[Item]]) -> tuple[dict[str, list[Item]], set[str]]:
    """nonconformity_enlarged: a replacement that breaks the law, measured against what it
    replaces. Returns the replacements and the dock_ids of those enlarged."""
    groups = _replacements(pcs, replaced)
    enlarged: set[str] = set()
    if not (groups and rep.applies("nonconformity_enlarged")
            and profile.value("nonconforming.replacement_not_enlarged", True)):
        return groups, enlarged
    with_law = {(v.source_layer, v.source_fid) for v in rep.out if v.severity == "error" and is_law(v.rule)}
    for did, parts in groups.items():
        if not any((p.layer, p.fid) in with_law for p in parts):
            continue               # the replacement complies: lawful, whatever its size
        if _enlarge(rep, lake, did, parts, replaced[did]):
            enlarged.add(did)
    return groups, enlarged


def _enlarge(rep: Report, lake: Lake, did: str, parts: list[Item], old_parts: list[Item]) -> bool:
    old = size_of(lake, old_parts, measured=False)
    new = size_of(lake, parts, measured=True)
    other = describe(old_parts[0].kind, old_parts[0].fid, did)
    found = False
    for (name, unit), n, o in zip_strict(DIMENSIONS, new.values(), old.values()):
        if n is None or o is None or n <= o + (EPS if unit == "count" else 0.005):
            continue
        found = True
        rep.add("nonconformity_enlarged", item=parts[0], measured=float(n), limit=float(o),
                unit=unit, other=other, dimension=name,
                what=describe(parts[0].kind, parts[0].fid, _dock_id(parts[0])),
                geometry=shapely.union_all([p.water for p in parts if p.water is not None]))
    return found


def rewrite(rep: Report, profile: Profile, pcs: list[ParcelCtx], groups: dict[str, list[Item]],
            enlarged: set[str]) -> None:
    """The post-pass: what an existing structure (or an unenlarged replacement) breaks becomes a
    nonconformity that may continue (the profile's severity, citing its section)."""
    items = {(it.layer, it.fid): it for pc in pcs for it in pc.structures + pc.buoys}
    continuing = {(it.layer, it.fid) for it in items.values()
                  if _existing(it) or ((r := _replaces(it)) is not None and r in groups
                                       and r not in enlarged)}
    if not continuing:
        return
    how = _Severities(profile)
    by_parcel: dict[str, list[Item]] = {pc.pid: pc.structures + pc.buoys for pc in pcs}
    for v in rep.out:
        if v.severity != "error" or not is_law(v.rule) or v.rule == "nonconformity_enlarged":
            continue
        if v.source_fid is None and v.rule in PARCEL_COUNTS:
            feats = by_parcel.get(v.parcel_id or "", [])
            if feats and all((f.layer, f.fid) in continuing for f in feats):
                _continue(v, how.sev, how.sec, "every feature counted here already exists")
            continue
        key = (v.source_layer, v.source_fid)
        found = items.get(key)
        if key in continuing and found is not None:
            how.apply(v, found)


class _Severities:
    """What a continuing nonconformity becomes, from the profile."""

    def __init__(self, profile: Profile) -> None:
        self.sev = str(profile.value("nonconforming.existing_severity", "warning"))
        self.sec = profile.section("nonconforming.existing_may_continue")
        self.sec_b = profile.section("nonconforming.replacement_not_enlarged") or self.sec
        self.seasonal_q = profile.get("nonconforming.existing_seasonal_not_regulated")
        self.seasonal_free = self.seasonal_q is not None and bool(self.seasonal_q.value)

    def apply(self, v: Violation, found: Item) -> None:
        if not _existing(found):
            _continue(v, self.sev, self.sec_b, f"it replaces {_replaces(found)} and does not enlarge "
                      "that nonconformity")
        elif self.seasonal_q is not None and self.seasonal_free and found.kind == "dock" and \
                getattr(found.src, "construction", "") == "seasonal":
            _continue(v, "info", self.seasonal_q.section, "a preexisting seasonal dock is not further "
                      "regulated")
        else:
            _continue(v, self.sev, self.sec, "an existing structure: a nonconformity that may continue")


def _continue(v: Violation, severity: str, section: str, why: str) -> None:
    v.severity = severity
    if section and section not in v.section:
        v.section = f"{v.section}; {section}" if v.section else section
    v.message = f"{v.message} Nonconforming, not a violation: {why} ({section})."


def grandfathered(profile: Profile) -> set[str]:
    return {str(x) for x in (profile.value("nonconforming.grandfathered_parcel_ids", ()) or ())}


def check_run(run: Run) -> None:
    """nonconformity_enlarged (a rule, run with the others)."""
    if judged_as_existing(run.profile):
        run.replacing, run.enlarged = check_enlarged(run.rep, run.profile, run.lake, run.eligible,
                                                     run.replaced)


def rewrite_run(run: Run) -> None:
    """The post-pass (after every rule, since it rewrites what they found)."""
    if judged_as_existing(run.profile):
        rewrite(run.rep, run.profile, run.eligible, run.replacing, run.enlarged)


_READS = ("nonconforming.existing_may_continue", "nonconforming.existing_severity",
          "nonconforming.existing_seasonal_not_regulated", "nonconforming.replacement_not_enlarged")
_FACTS = ("structure.existing", "structure.replaces", "structure.construction")
FAMILY = RuleFamily("nonconforming", check_run, stage="always", reads=_READS, facts=_FACTS)
# A post-pass: it rewrites the severity of what every rule before it found, so it runs last.
POST_PASS = RuleFamily("nonconforming_severity", rewrite_run, stage="post", family="nonconforming",
                       reads=_READS, facts=_FACTS)

__all__ = ["FAMILY", "POST_PASS", "check", "check_enlarged", "grandfathered", "judged_as_existing", "rewrite",
           "size_of", "take_replaced"]
