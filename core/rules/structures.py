"""Hoists, stations, boathouses and accessory structures: may they stand here, and how.

Everything per kind comes from the profile's [kinds.<kind>] table: waterside_permitted,
land_uses, min_frontage_ft (Canandaigua boathouses, with readings.boathouse_frontage),
requires_steep_slope, max_height_ft, max/min_roof_pitch, roof_required, max_slips (capped by
the allowance where max_slips_capped_by_allowance), open_sided, second_floor_permitted,
max_area_sqft.
"""
from __future__ import annotations

from ..model import Structure
from ..profiles import Profile
from .assign import Item, Lake
from .dock_dimensions import Dock
from .findings import Report
from .messages import KIND_NAMES
from .run import ParcelCtx, RuleFamily, Run
from .validate import clean_height, clean_pitch, clean_sides, clean_slips

EPS = 1e-6


def check(rep: Report, profile: Profile, lake: Lake, pcs: list[ParcelCtx],
          docks: dict[str, list[Dock]]) -> None:
    for pc in pcs:
        has_boathouse = any(it.kind == "boathouse" for it in pc.structures)
        for it in pc.structures:
            if not _permitted(rep, profile, pc, it, has_boathouse):
                continue
            _height(rep, profile, it)
            _roof(rep, profile, it)
            _slips(rep, profile, pc, it)
            _open_and_single(rep, profile, it)
            _area(rep, profile, it)


def _permitted(rep: Report, profile: Profile, pc: ParcelCtx, it: Item[Structure],
               has_boathouse: bool) -> bool:
    kr = profile.kind(it.kind)
    name = KIND_NAMES.get(it.kind, it.kind)
    if not kr.waterside_permitted:
        q = kr.get("waterside_permitted")
        rep.add("structure_not_permitted", item=it, section=q.section if q else None, kind=name,
                geometry=it.water)
        return False
    uses = kr.names("land_uses")
    if uses is not None and pc.land_use not in uses:
        rep.add("structure_not_permitted", item=it, variant="land_use", kind=name,
                land_use=pc.land_use.replace("_", " "), section=kr.section("land_uses"),
                geometry=it.water)
        return False
    minf = kr.get("min_frontage_ft")
    if minf is not None and minf.is_set:
        reading = profile.reading("boathouse_frontage") if it.kind == "boathouse" else None
        exceeds = reading is None or reading.value == "exceeds"
        f = float(pc.allowance.frontage_ft)
        ok = pc.allowance.boathouse_allowed if it.kind == "boathouse" else \
            (f > float(minf.value) if exceeds else f >= float(minf.value))
        if not ok:
            rep.add("structure_not_permitted", item=it, variant="frontage", kind=name,
                    measured=f, limit=float(minf.value), unit="ft", section=minf.section,
                    cmp="more than" if exceeds else "at least", geometry=it.water)
            return False
    if kr.flag("requires_steep_slope"):
        steep_section = kr.section("requires_steep_slope")
        excl = profile.get("steep_slope.excluded_upland_structure_within_ft")
        if not pc.parcel.steep_slope:
            rep.add("structure_not_permitted", item=it, variant="steep", kind=name,
                    section=steep_section, geometry=it.water)
            return False
        if has_boathouse or pc.parcel.upland_structure_near_mhw:
            why = "contains a boathouse" if has_boathouse else \
                "has an existing upland structure near the mean high water mark"
            rep.add("structure_not_permitted", item=it, variant="steep_excluded", kind=name, why=why,
                    section=excl.section if excl is not None else steep_section, geometry=it.water)
            return False
    return True


def _height(rep: Report, profile: Profile, it: Item[Structure]) -> None:
    q = profile.kind(it.kind).get("max_height_ft")
    h = clean_height(it.src)
    if q is None or not q.is_set or h is None or not rep.applies("height"):
        return
    if h > float(q.value) + EPS:
        rep.add("height", item=it, measured=h, limit=float(q.value), unit="ft", section=q.section,
                geometry=it.water)


def _roof(rep: Report, profile: Profile, it: Item[Structure]) -> None:
    if not rep.applies("roof_pitch"):
        return
    kr = profile.kind(it.kind)
    p = clean_pitch(it.src)
    hi = kr.get("max_roof_pitch")
    lo = kr.get("min_roof_pitch")
    if hi is not None and hi.is_set and p is not None and p > float(hi.value) + EPS:
        rep.add("roof_pitch", item=it, variant="max", measured=p, limit=float(hi.value),
                unit="rise_per_12", section=hi.section, geometry=it.water)
    if lo is not None and lo.is_set:
        if p is None:
            if kr.flag("roof_required") and it.src.roof_pitch is None:
                rep.add("roof_pitch", item=it, variant="missing", limit=float(lo.value),
                        unit="rise_per_12", section=kr.section("roof_required"), geometry=it.water)
        elif p < float(lo.value) - EPS:
            rep.add("roof_pitch", item=it, variant="min", measured=p, limit=float(lo.value),
                    unit="rise_per_12", section=lo.section, geometry=it.water)


def _slips(rep: Report, profile: Profile, pc: ParcelCtx, it: Item[Structure]) -> None:
    kr = profile.kind(it.kind)
    q = kr.get("max_slips")
    n = clean_slips(it.src)
    if q is None or not q.is_set or n is None or not rep.applies("station_slips"):
        return
    if pc.land_use not in (profile.value("dock.land_uses", ()) or ()):
        return      # both laws limit station/boathouse slips in the residential category
    lim = int(q.value)
    if kr.flag("max_slips_capped_by_allowance"):
        lim = min(lim, int(pc.allowance.boats_allowed))
    if n > lim:
        rep.add("station_slips", item=it, measured=float(n), limit=float(lim), unit="count",
                section=q.section, geometry=it.water)


def _open_and_single(rep: Report, profile: Profile, it: Item[Structure]) -> None:
    kr = profile.kind(it.kind)
    sides = clean_sides(it.src)
    if kr.flag("open_sided") and sides:
        rep.add("enclosed_sides", item=it, measured=float(sides), limit=0.0, unit="count",
                variant="one" if sides == 1 else "",
                section=kr.section("open_sided"), geometry=it.water)
    q = kr.get("second_floor_permitted")
    if it.src.second_floor and q is not None and q.is_set and not q.value:
        rep.add("second_floor", item=it, measured=2.0, limit=1.0, unit="count", section=q.section,
                geometry=it.water)


def _area(rep: Report, profile: Profile, it: Item[Structure]) -> None:
    q = profile.kind(it.kind).get("max_area_sqft")
    if q is None or not q.is_set:
        return
    area = float(it.geom.area)      # the whole structure, land side included (§44-5I(2))
    if area > float(q.value) + EPS:
        rep.add("structure_area", item=it, measured=area, limit=float(q.value), unit="sqft",
                section=q.section, geometry=it.geom)


def check_run(run: Run) -> None:
    check(run.rep, run.profile, run.lake, run.eligible, run.docks)


FAMILY = RuleFamily("structures", check_run,
                    reads=("kinds.*.waterside_permitted", "kinds.*.land_uses", "kinds.*.min_frontage_ft",
                           "kinds.*.requires_steep_slope", "steep_slope.min_roof_pitch",
                           "steep_slope.excluded_upland_structure_within_ft",
                           "kinds.*.max_height_ft", "kinds.*.max_roof_pitch", "kinds.*.min_roof_pitch",
                           "kinds.*.roof_required", "kinds.*.max_slips",
                           "kinds.*.max_slips_capped_by_allowance",
                           "kinds.*.open_sided", "kinds.*.second_floor_permitted",
                           "kinds.*.max_area_sqft", "dock.land_uses"),
                    facts=("parcel.steep_slope", "parcel.upland_structure_near_mhw", "structure.height_ft",
                           "structure.roof_pitch", "structure.slips", "structure.enclosed_sides"))
