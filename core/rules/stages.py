"""The preparing stages of a check, in the rule table's order: read the features (validate),
then (after core/rules/jurisdiction.py has set aside what lies beyond the law's waters) give
each feature its parcel (placement), leave out the parcels the law does not regulate, split
each structure at the MHW mark, and say which parcels may have nothing (eligibility). Each
fills the run (core/rules/run.py) for the rules after it.
"""
from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from ..compat import zip_strict
from ..model import Parcel, TieLine
from ..profiles import Profile
from . import nonconforming, reach, setbacks
from .allowance import allowed_facilities, frontage_problem
from .assign import Item, Lake, intersecting, locate, on_land, on_land_many
from .findings import Report
from .measure import objarray
from .run import ParcelCtx, RuleFamily, Run, selected_in
from .validate import prepare_buoys, prepare_structures
from .waterside import split_waterside

DRY_STRUCTURE = ("the docking law does not regulate it (local zoning does); "
                 "if it is meant to stand in the water, move it")
DRY_BUOY = "a mooring buoy must float in the lake"


# --- validate -------------------------------------------------------------------------------
def read_features(run: Run) -> None:
    """Unusable frontages and unreadable features, each said once."""
    _frontage_problems(run)
    run.s_items = prepare_structures(run.rep, run.structures)
    run.b_items, run.no_swing = prepare_buoys(run.rep, run.buoys)


def _frontage_problems(run: Run) -> None:
    """An unusable tax-map frontage of a lakeshore parcel changes its allowance (the shoreline is
    measured instead): an `invalid_value` finding on the parcel, not only a note."""
    for pid in selected_in(run, "lakeshore", run.wr.lakeshore_parcels):
        parcel = run.by_id.get(pid)
        if parcel is None:
            continue
        why = frontage_problem(run.profile, parcel)
        if why:
            v = run.rep.add("invalid_value", parcel_id=pid, what=f"Parcel {pid}", severity="warning",
                            why=f"{why}; the law's allowance is computed from the MHW shoreline within "
                                "the parcel instead", geometry=parcel.geometry)
            if v is not None:
                v.source_fid = parcel.source_fid


# --- placement ------------------------------------------------------------------------------
def place(run: Run) -> None:
    """Each feature to its parcel's share of the check, in a fixed order."""
    # existing structures a proposed one replaces: measured, no longer checked (§160-126B, §44-9B)
    run.s_items, run.replaced = nonconforming.take_replaced(run.s_items)
    for it in locate(run.lake, [*run.s_items, *run.b_items], set(run.by_id)):
        run.rep.add("invalid_value", item=it, severity="warning",
                    why=f"parcel_id {it.src.parcel_id!r} names no parcel; it was assigned by its location")
    dry_named = _dry_named(run)
    for s_it in run.s_items:
        if (pc_s := _parcel_of(run, s_it, dry_named)) is not None:
            pc_s.structures.append(s_it)
    for b_it in run.b_items:
        if (pc_b := _parcel_of(run, b_it, dry_named)) is not None:
            pc_b.buoys.append(b_it)
    # Parcels and their features in a fixed order (by id), whatever order they came in: a rule
    # that names one feature for a group (a dock's parts, a dock_id used on two parcels) then
    # names the same one in a whole-lake check and in a re-check of a few parcels.
    run.ctxs = dict(sorted(run.ctxs.items(), key=lambda kv: str(kv[0])))
    for pc in run.ctxs.values():
        pc.structures.sort(key=_feature_order)
        pc.buoys.sort(key=_feature_order)


def _dry_named(run: Run) -> set[int]:
    """Structures given a parcel_id but touching no rights area at all: not (known to be) waterside
    (one placed by its location touches the rights area it was placed in)."""
    lake = run.lake
    named = [it for it in run.s_items if it.parcel_id is not None and _named(lake, it)
             and lake.rights_area(it.parcel_id) is not None]
    if not (named and len(lake.ra_geoms)):
        return set()
    hit = np.zeros(len(named), dtype=bool)
    qi, _ = intersecting(lake.ra_tree, lake.ra_geoms, objarray([it.geom for it in named]))
    hit[qi] = True
    return {id(it) for it, h in zip_strict(named, hit) if not h}


def _parcel_of(run: Run, it: Item[Any], dry_named: set[int]) -> ParcelCtx | None:
    if it.parcel_id is None or it.parcel_id not in run.by_id or id(it) in dry_named:
        _unplaced(run.rep, run.lake, it)
        return None
    # A feature near the selected parcels but of another parcel is checked with its own
    # parcel, exactly as the whole-lake check does (what it meets, and the part of it that
    # counts, depend on that parcel); only the selected parcels' findings are returned.
    pc = run.ctxs.get(it.parcel_id) or parcel_ctx(run.profile, run.lake, run.by_id[it.parcel_id], run.cache)
    run.ctxs[it.parcel_id] = pc
    return pc


def _named(lake: Lake, it: Item) -> bool:
    """Did the feature get its parcel from its own parcel_id (not from where it lies)? A unit's
    id names its parcel (stacked units, core/units.py)."""
    pid = it.src.parcel_id
    return pid is not None and lake.unit_of.get(str(pid), str(pid)) == it.parcel_id


def _feature_order(it: Item[Any]) -> tuple[int, float]:
    fid = it.fid
    return (0, fid) if isinstance(fid, (int, float)) and not isinstance(fid, bool) else (1, 0)


def _unplaced(rep: Report, lake: Lake, it: Item[Any]) -> None:
    owner = on_land(lake, it.geom)
    if owner is None:
        rep.add("outside_rights_area", item=it, variant="nowhere", geometry=it.geom)
        return
    it.parcel_id = owner
    if it.is_buoy:
        rep.add("on_land", item=it, geometry=it.geom, severity="error", why=DRY_BUOY)
    else:
        rep.add("on_land", item=it, geometry=it.geom, why=DRY_STRUCTURE)


def parcel_ctx(profile: Profile, lake: Lake, parcel: Parcel, cache: dict[tuple[Any, ...], Any]) -> ParcelCtx:
    """A parcel's share of the check: its allowance and setback (cached by what they depend on)."""
    use = parcel.land_use          # resolved once, when the parcels were read
    key = (use, parcel.frontage_tax_ft, parcel.seating, parcel.steep_slope,
           parcel.upland_structure_near_mhw, parcel.licensed_docks, parcel.licensed_slips,
           _frontage_key(lake, parcel), parcel.units)
    a = cache.get(key)
    if a is None:
        a = allowed_facilities(profile, parcel, _FastLookup(lake))
        cache[key] = a
    elif a.parcel_id != parcel.parcel_id:
        a = dataclasses.replace(a, parcel_id=parcel.parcel_id)
    setback = cache.get(("setback", use))
    if setback is None:
        setback = profile.setback(use)          # the one place a setback is chosen
        cache[("setback", use)] = setback
    return ParcelCtx(parcel=parcel, allowance=a, land_use=use, setback=setback,
                     rights_area=lake.rights_area(parcel.parcel_id),
                     lines=lake.lines_by_id.get(parcel.parcel_id, []),
                     lines_geom=lake.lines_geom(parcel.parcel_id))


def _frontage_key(lake: Lake, parcel: Parcel) -> tuple[float | None, float | None]:
    """What the frontage depends on, so parcels of equal frontage share one allowance lookup."""
    tie = lake.ties_by_id.get(parcel.parcel_id)
    return (None if tie is None else round(tie.length_ft, 6),
            lake.wr.shoreline_length_in_parcel_ft.get(parcel.parcel_id))


class _FastLookup:
    """The two WaterRightsResult look-ups the allowance needs, by dict instead of a list scan
    (a lake of 10,000 parcels would otherwise cost 10,000 scans of 10,000 tie lines)."""

    def __init__(self, lake: Lake) -> None:
        self._ties = lake.ties_by_id
        self.shoreline_length_in_parcel_ft = lake.wr.shoreline_length_in_parcel_ft

    def tie_line(self, parcel_id: str) -> TieLine | None:
        return self._ties.get(parcel_id)


# --- eligibility: parcels the law leaves alone ----------------------------------------------
def regulated(run: Run) -> None:
    """Parcels the law leaves alone (grandfathered, not regulated, case by case) and parcels
    without a rights area are said once and checked no further."""
    old_pier = nonconforming.grandfathered(run.profile)
    run.checked = [pc for pid, pc in run.ctxs.items() if _screen(run, pid, pc, old_pier)]


def _screen(run: Run, pid: str, pc: ParcelCtx, old_pier: set[str]) -> bool:
    profile, rep = run.profile, run.rep
    n = float(len(pc.structures) + len(pc.buoys))
    if pid in old_pier:
        sec = profile.section("nonconforming.grandfathered_parcel_ids")
        rep.add("not_regulated", parcel_id=pid, section=sec, geometry=pc.rights_area,
                measured=n, unit="count",
                reason=f"The parcel is one of the grandfathered boathouse parcels ({sec}).")
        return False
    status = profile.land_use(pc.land_use).status if pc.land_use in profile.land_uses else "table"
    if status in ("not_regulated", "case_by_case"):
        lu = profile.land_use(pc.land_use)
        rep.add(status, parcel_id=pid, section=lu.section, reason=lu.reason,
                measured=n, unit="count", geometry=pc.rights_area)
        return False
    if pc.rights_area is None:
        for it in pc.structures + pc.buoys:
            rep.add("outside_rights_area", item=it, variant="no_area", parcel=pid, geometry=it.geom)
        return False
    side = run.lake.no_neighbour.get(pid)
    if side is not None:
        # DESIGN.md step 6: checked in its open area for everything but the missing line
        sec = profile.rule("outside_rights_area").section
        for it in pc.structures + pc.buoys:
            rep.add("rights_line_missing", item=it, parcel=pid, side=side, section=sec, geometry=it.geom,
                    it="the buoy's swing circle" if it.is_buoy else "it")
    return True


# --- placement: the waterside part ----------------------------------------------------------
def waterside(run: Run) -> None:
    """The waterside part of each structure and the part outside the area it may occupy; what
    lies wholly on land is said so and checked no further."""
    profile, rep, lake, by_id = run.profile, run.rep, run.lake, run.by_id

    def land_use_of(pid: str) -> str | None:
        return by_id[pid].land_use if pid in by_id else None     # a category, read when the parcel was

    allowed: dict[int, BaseGeometry] = {}
    structs: list[Item] = []
    for pc in run.checked:
        for it in pc.structures:
            allowed[id(it)] = setbacks.allowed_area(rep, profile, lake, pc, it, land_use_of)
            structs.append(it)
    tol = float(profile.value("tolerances.lakeshore_tolerance_ft", 0.0) or 0.0)
    split_waterside(lake, structs, allowed, tol)
    dry = shapely.is_empty(objarray([it.water for it in structs])) if structs else []
    dry_ids = {id(it) for it, d in zip_strict(structs, dry) if d}
    all_b = [it for pc in run.checked for it in pc.buoys]
    buoys_on_land = on_land_many(lake, objarray([b.geom for b in all_b]), all_b)
    land_b = {id(it) for it, d in zip_strict(all_b, buoys_on_land) if d}
    for pc in run.checked:
        pc.structures = _afloat(rep, pc.structures, dry_ids, severity=None, why=DRY_STRUCTURE)
        pc.buoys = _afloat(rep, pc.buoys, land_b, severity="error", why=DRY_BUOY)


def _afloat(rep: Report, items: list[Item[Any]], dry: set[int], severity: str | None,
            why: str) -> list[Item[Any]]:
    if not dry:
        return items
    keep = []
    for it in items:
        if id(it) in dry:
            rep.add("on_land", item=it, geometry=it.geom, severity=severity, why=why)
        else:
            keep.append(it)
    return keep


# --- eligibility: parcels that may have nothing ---------------------------------------------
def eligible(run: Run) -> None:
    """A parcel that may have nothing at all and has something: not_eligible. Then every
    structure's reach is measured once (the rules after this read it)."""
    for pc in run.checked:
        a = pc.allowance
        n = len(pc.structures) + len(pc.buoys)
        if not a.eligible and n:
            geom = shapely.union_all([it.geom for it in pc.structures + pc.buoys])
            run.rep.add("not_eligible", parcel_id=pc.pid, measured=float(n), limit=0.0, unit="count",
                        variant="one" if n == 1 else "",
                        reason=a.note, geometry=geom,
                        section=a.sections[0] if a.sections else None)
    run.eligible = list(run.checked)
    reach.measure_all(run.lake, [it for pc in run.eligible for it in pc.structures])


_STRUCTURE_FACTS = ("kind", "dock_id", "part", "construction", "height_ft", "roof_pitch", "slips",
                    "parcel_id", "existing", "replaces", "shared_with", "enclosed_sides", "label")
VALIDATE = RuleFamily("validate", read_features, stage="prepare",
                      facts=("parcel.frontage_tax_ft", *(f"structure.{f}" for f in _STRUCTURE_FACTS),
                             "buoy.vessel_length_ft", "buoy.rode_length_ft", "buoy.parcel_id"))
# The setbacks come from Profile.setback (the one place a land use's setback is chosen).
PLACEMENT = RuleFamily("placement", place, stage="prepare",
                       facts=("parcel.land_use", "structure.parcel_id", "structure.replaces",
                              "structure.existing", "buoy.parcel_id"))
REGULATED = RuleFamily("regulated", regulated, stage="prepare", family="eligibility",
                       reads=("nonconforming.grandfathered_parcel_ids",), facts=("parcel.land_use",))
WATERSIDE = RuleFamily("waterside", waterside, stage="prepare", family="placement",
                       reads=("tolerances.lakeshore_tolerance_ft",),
                       facts=("structure.shared_with",))
ELIGIBILITY = RuleFamily("eligibility", eligible, stage="prepare")

__all__ = ["ELIGIBILITY", "PLACEMENT", "REGULATED", "VALIDATE", "WATERSIDE", "parcel_ctx"]
