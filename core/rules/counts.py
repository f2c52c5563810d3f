"""Counts against the parcel's allowance: docks, boats, buoys, and structures per kind.

Docks: every dock counts (seasonal ones too, §160-123A(1)(e)); swim floats do not; a
consolidated dock counts as the docks it merges. Keuka's extra small dock (§160-123A(1)(b)):
one more dock is allowed when it is under the profile's size and no other dock exceeds it.
Boats: the boat spaces the layout provides, i.e. the slips of docks, hoists, stations and
boathouses (existing ones included, §44-6A(1)(f)) plus one per mooring buoy where buoys count as
boats (§160-122M, §44-6A(1)(b)); a hoist, station or boathouse without a slips value holds one
boat. Where more vessels are drawn than that, the vessels are counted. Keuka does not count
short-term visitor moorings (§160-123A(1)(f)): a buoy or vessel marked `visitor`. A boat moored
upland stands on land and is never counted (the on_land finding says the law leaves it alone).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import shapely

from ..profiles import Profile
from .allowance import NO_LIMIT
from .dock_dimensions import Dock
from .findings import Report
from .messages import KIND_NAMES, fmt_num
from .run import ParcelCtx, RuleFamily, Run
from .validate import clean_slips

EPS = 1e-6
HOLDS_ONE = ("boat_hoist_structure", "boat_station", "boathouse")


def check(rep: Report, profile: Profile, pcs: list[ParcelCtx], docks: dict[str, list[Dock]]) -> None:
    for pc in pcs:
        a = pc.allowance
        if not a.eligible:
            continue                     # not_eligible already says it all
        pd = docks.get(pc.pid, [])
        _docks(rep, profile, pc, pd)
        _boats(rep, profile, pc)
        _buoys(rep, profile, pc)
        _kinds(rep, profile, pc)


def _docks(rep: Report, profile: Profile, pc: ParcelCtx, docks: list[Dock]) -> None:
    a = pc.allowance
    if not docks or a.docks_allowed == NO_LIMIT or not rep.applies("dock_count"):
        return
    merges = int(profile.value("dock.consolidation_merges", 2) or 2)
    n = sum(merges if d.consolidated else 1 for d in docks)
    allowed = int(a.docks_allowed)
    extra_txt = ""
    size_q = profile.get("dock.extra_small_dock_sqft")
    if a.extra_small_dock and size_q is not None and size_q.is_set and n > allowed:
        size = float(size_q.value)
        extra = int(profile.value("dock.extra_small_docks", 1) or 1)
        areas = sorted(d.area for d in docks)
        small = areas[:extra]
        rest = areas[extra:]
        if all(x < size - EPS for x in small) and all(x <= size + EPS for x in rest) \
                and not any(d.consolidated for d in docks):
            allowed += extra
        elif n <= allowed + extra:
            extra_txt = (f" An extra dock under {fmt_num(size, 'sq ft')} is allowed only when no "
                         f"permitted dock exceeds {fmt_num(size, 'sq ft')} ({size_q.section}); here "
                         f"the docks cover {', '.join(fmt_num(x, 'sq ft') for x in areas)}.")
    if any(d.consolidated for d in docks):
        extra_txt += (f" A consolidated dock counts as {merges} docks: the right to the second dock "
                      "is waived.")
    if n > allowed:
        geom = shapely.union_all([d.geom for d in docks])
        rep.add("dock_count", parcel_id=pc.pid, measured=float(n), limit=float(allowed), unit="count",
                extra=extra_txt, geometry=geom)


def counted(profile: Profile, src: object) -> bool:
    """Does this buoy or vessel count against the allowance? Not a short-term visitor mooring
    where the law exempts those (§160-123A(1)(f): buoys.visitor_moorings_counted = false)."""
    return not (getattr(src, "visitor", False)
                and profile.value("buoys.visitor_moorings_counted", True) is False)


@dataclass
class BoatTally:
    """The boats a layout provides, as the law counts them (one place: the checker and the
    site-plan summary both use it)."""
    per_kind: dict[str, int]            # boat spaces by structure kind, "buoy" for mooring buoys
    vessels: int                        # vessels drawn (counted)
    visitors: int                       # visitor moorings and vessels left out (§160-123A(1)(f))
    total: int                          # what is compared with boats_allowed
    detail: str

    @property
    def at_structures(self) -> int:
        return sum(v for k, v in self.per_kind.items() if k != "buoy")

    @property
    def at_buoys(self) -> int:
        return self.per_kind.get("buoy", 0)


def buoys_are_boats(profile: Profile, land_use: str) -> bool:
    """Do mooring buoys count against the boats allowed (§160-122M, §44-6A(1)(b))?"""
    if not profile.value("buoys.count_as_boats", False) or land_use not in profile.land_uses:
        return False
    return profile.land_use(land_use).buoys == "same_as_boats"


def boat_tally(profile: Profile | None, structures: Iterable[Any], buoys: Iterable[Any],
               buoys_count: bool) -> BoatTally:
    """Count boat spaces over Structure and Buoy records (the drawn features)."""
    per: dict[str, int] = {}
    vessels = visitors = 0
    # §44-6A(1)(f): the storage of existing boathouses and stations counts among the slips
    existing_counts = profile is None or profile.value("dock.existing_storage_counts_as_slips", True)
    for src in structures:
        kind = src.kind
        if not existing_counts and getattr(src, "existing", False):
            continue
        if kind == "vessel":
            if profile is None or counted(profile, src):
                vessels += 1
            else:
                visitors += 1
            continue
        n = clean_slips(src)
        if n is None:
            n = 1 if kind in HOLDS_ONE else 0
        if n:
            per[kind] = per.get(kind, 0) + n
    n_buoys = 0
    for b in buoys:
        if profile is None or counted(profile, b):
            n_buoys += 1
        else:
            visitors += 1
    if buoys_count and n_buoys:
        per["buoy"] = n_buoys
    total = sum(per.values())
    detail = ", ".join(f"{v} at {KIND_NAMES.get(k, k)}s" if k != "buoy" else f"{v} at mooring buoys"
                       for k, v in per.items())
    if vessels > total:
        return BoatTally(per, vessels, visitors, vessels, f"{vessels} vessels drawn")
    return BoatTally(per, vessels, visitors, total, detail or "none")


def boat_spaces(pc: ParcelCtx, buoys_count: bool, profile: Profile | None = None) -> tuple[int, str]:
    t = boat_tally(profile, [it.src for it in pc.structures], [b.src for b in pc.buoys], buoys_count)
    return t.total, t.detail


def _boats(rep: Report, profile: Profile, pc: ParcelCtx) -> None:
    if not rep.applies("boat_count"):
        return
    a = pc.allowance
    n, detail = boat_spaces(pc, buoys_are_boats(profile, pc.land_use), profile)
    if n > a.boats_allowed:
        geom = (shapely.union_all([it.geom for it in pc.structures + pc.buoys])
                if (pc.structures or pc.buoys) else None)
        lu = profile.land_use(pc.land_use)
        rep.add("boat_count", parcel_id=pc.pid, measured=float(n), limit=float(a.boats_allowed),
                unit="count", boats_are=lu.boats_are or "boat spaces", detail=detail, geometry=geom)


def _buoys(rep: Report, profile: Profile, pc: ParcelCtx) -> None:
    if not pc.buoys or not rep.applies("buoy_count"):
        return
    a = pc.allowance
    n = sum(1 for b in pc.buoys if counted(profile, b.src))
    if n > a.buoys_allowed:
        lu = profile.land_use(pc.land_use)
        extra = " Mooring buoys are not allowed on this parcel." if a.buoys_allowed == 0 else ""
        rep.add("buoy_count", parcel_id=pc.pid, measured=float(n), limit=float(a.buoys_allowed),
                unit="count", section=lu.buoys_section or None, extra=extra,
                geometry=shapely.union_all([b.geom for b in pc.buoys]))


def _kinds(rep: Report, profile: Profile, pc: ParcelCtx) -> None:
    """Per-kind limits: one station per parcel (a boathouse takes its place), hoists per boat."""
    a = pc.allowance
    by_kind: dict[str, list] = {}
    for it in pc.structures:
        by_kind.setdefault(it.kind, []).append(it)
    for kind, items in by_kind.items():
        kr = profile.kind(kind)
        if not kr.waterside_permitted:
            continue                  # structure_not_permitted covers it
        per_boat = kr.get("max_per_allowed_boat")
        if per_boat is not None and per_boat.is_set and pc.residential:
            lim = int(per_boat.value) * int(a.boats_allowed)
            if len(items) > lim:
                rep.add("structure_count", variant="per_boat", parcel_id=pc.pid, measured=float(len(items)),
                        limit=float(lim), unit="count", section=per_boat.section, kinds=_plural(kind),
                        geometry=shapely.union_all([i.geom for i in items]))
        per_parcel = kr.get("max_per_parcel")
        if per_parcel is None or not per_parcel.is_set:
            continue
        if _is_substituted(profile, kind, by_kind):
            continue                  # counted together with the kind that takes its place
        group = list(items)
        names = [kind]
        subst = kr.get("substitutes_for")
        if subst is not None and subst.is_set:
            group += by_kind.get(str(subst.value), [])
            names.append(str(subst.value))
        lim = int(per_parcel.value)
        if len(group) > lim:
            rep.add("structure_count", parcel_id=pc.pid, measured=float(len(group)), limit=float(lim),
                    unit="count", section=per_parcel.section,
                    kinds=" and ".join(_plural(k) for k in names),
                    allowed=f"{'is' if lim == 1 else 'are'} allowed per parcel",
                    geometry=shapely.union_all([i.geom for i in group]))


def _is_substituted(profile: Profile, kind: str, by_kind: dict) -> bool:
    """True when another kind present on the parcel substitutes for this one (and counts it)."""
    for k in by_kind:
        q = profile.kind(k).get("substitutes_for")
        if k != kind and q is not None and q.is_set and q.value == kind:
            return True
    return False


def _plural(kind: str) -> str:
    return KIND_NAMES.get(kind, kind.replace("_", " ")) + "s"


def check_run(run: Run) -> None:
    check(run.rep, run.profile, run.eligible, run.docks)


FAMILY = RuleFamily("counts", check_run,
                    reads=("dock.consolidation_merges", "dock.extra_small_dock_sqft",
                           "dock.extra_small_docks",
                           "dock.existing_storage_counts_as_slips",
                           "buoys.count_as_boats", "buoys.visitor_moorings_counted",
                           "kinds.*.max_per_allowed_boat", "kinds.*.max_per_parcel",
                           "kinds.*.substitutes_for",
                           "kinds.*.waterside_permitted"),
                    facts=("structure.slips", "structure.kind", "buoy.visitor"))
