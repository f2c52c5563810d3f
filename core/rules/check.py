"""check_layout: every layout rule of the profile, parcel by parcel.

Order of work: sanity of the input (validate), which parcel each feature belongs to (assign),
which part of it is waterside and which lies outside its rights area, then the rule families:
setbacks and containment, reach, dock dimensions, counts against the allowance, mooring buoys,
and the structure rules. Heavy geometry runs vectorised over all features; the per-parcel
logic works on numbers. With `parcel_ids`, only those parcels (and the features near them)
are touched, so a live re-check after an edit costs about one parcel.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Optional

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from ..compat import SLOTS, zip_strict
from ..gc_pause import no_gc_pauses
from ..model import Allowance, Buoy, Parcel, Structure, TieLine, Violation, WaterRightsLine, WaterRightsResult
from ..profiles import Profile, Quantity
from ..session import lake_index
from .allowance import allowed_facilities, frontage_problem
from .assign import Item, Lake, intersecting, locate, on_land, on_land_many
from .findings import Report
from .measure import objarray
from .messages import KIND_NAMES
from .validate import prepare_buoys, prepare_structures
from .waterside import split_waterside

DepthAt = Callable[[float, float], Optional[float]]  # Python 3.9: no `X | Y` at run time


@dataclass(**SLOTS)      # many per check: no __dict__ each
class ParcelCtx:
    """One parcel's share of the check."""
    parcel: Parcel
    allowance: Allowance
    land_use: str
    setback: Quantity
    rights_area: BaseGeometry | None
    lines: list[WaterRightsLine]
    lines_geom: BaseGeometry | None = None    # the lines as one MultiLineString
    structures: list[Item[Structure]] = field(default_factory=list)
    buoys: list[Item[Buoy]] = field(default_factory=list)

    @property
    def pid(self) -> str:
        return self.parcel.parcel_id

    @property
    def residential(self) -> bool:
        return self.land_use == "residential"


def check_layout(profile: Profile, parcels: Iterable[Parcel], wr: WaterRightsResult,
                 structures: Iterable[Structure], buoys: Iterable[Buoy],
                 depth_at: DepthAt | None = None,
                 parcel_ids: Iterable[str] | None = None,
                 jurisdiction: BaseGeometry | None = None) -> list[Violation]:
    """Every finding for the layout; an empty list means it complies.

    `jurisdiction`: the water the law regulates (the geometry engine's jurisdiction area: within
    1,500 ft of the shore, less water a law excludes such as the Keuka Lake Outlet); a feature
    wholly outside it gets outside_jurisdiction. Default: `wr.jurisdiction` where the result has
    one; without either, only the 1,500 ft distance is tested."""
    with no_gc_pauses():
        return _check_layout(profile, parcels, wr, structures, buoys, depth_at, parcel_ids, jurisdiction)


def _check_layout(profile: Profile, parcels: Iterable[Parcel], wr: WaterRightsResult,
                  structures: Iterable[Structure], buoys: Iterable[Buoy],
                  depth_at: DepthAt | None, parcel_ids: Iterable[str] | None,
                  jurisdiction: BaseGeometry | None = None) -> list[Violation]:
    from . import buoys as buoy_rules
    from . import counts, dock_dimensions, nonconforming, reach, setbacks
    from . import structures as kinds
    from .jurisdiction import split_outside
    from .registry import ADDED_FAMILIES, enabled

    rep = Report(profile)
    if jurisdiction is None:
        jurisdiction = getattr(wr, "jurisdiction", None)
    parcels = parcels if isinstance(parcels, list) else list(parcels or [])
    structures = list(structures or [])
    buoys = list(buoys or [])
    lake = lake_index(wr, parcels)
    by_id = {p.parcel_id: p for p in parcels}
    selected = None if parcel_ids is None else {str(p) for p in parcel_ids}

    if selected is not None:
        structures, buoys = _select(lake, selected, structures, buoys)

    _frontage_problems(rep, profile, by_id, wr, selected)
    s_items = prepare_structures(rep, structures)
    b_items, no_swing = prepare_buoys(rep, buoys)
    # the water the law does not reach: said once, nothing else checked there
    s_items = split_outside(rep, profile, lake, s_items, jurisdiction, set(by_id))
    b_items = split_outside(rep, profile, lake, b_items, jurisdiction, set(by_id))
    # existing structures a proposed one replaces: measured, no longer checked (§160-126B, §44-9B)
    s_items, replaced = nonconforming.take_replaced(s_items)
    for it in locate(lake, [*s_items, *b_items], set(by_id)):
        rep.add("invalid_value", item=it, severity="warning",
                why=f"parcel_id {it.src.parcel_id!r} names no parcel; it was assigned by its location")

    ctxs: dict[str, ParcelCtx] = {}
    cache: dict[tuple[Any, ...], Any] = {}      # allowances by what they depend on, setbacks by use
    # a structure given a parcel_id but touching no rights area at all is not (known to be) waterside
    # (one placed by its location touches the rights area it was placed in)
    named = [it for it in s_items if it.parcel_id is not None and _named(it)
             and lake.rights_area(it.parcel_id) is not None]
    dry_named: set[int] = set()
    if named and len(lake.ra_geoms):
        hit = np.zeros(len(named), dtype=bool)
        qi, _ = intersecting(lake.ra_tree, lake.ra_geoms, objarray([it.geom for it in named]))
        hit[qi] = True
        dry_named = {id(it) for it, h in zip_strict(named, hit) if not h}

    def parcel_of(it: Item[Any]) -> ParcelCtx | None:
        if it.parcel_id is None or it.parcel_id not in by_id or id(it) in dry_named:
            _unplaced(rep, lake, it)
            return None
        # A feature near the selected parcels but of another parcel is checked with its own
        # parcel, exactly as the whole-lake check does (what it meets, and the part of it that
        # counts, depend on that parcel); only the selected parcels' findings are returned.
        pc = ctxs.get(it.parcel_id) or _parcel_ctx(profile, lake, by_id[it.parcel_id], cache)
        ctxs[it.parcel_id] = pc
        return pc

    for s_it in s_items:
        if (pc_s := parcel_of(s_it)) is not None:
            pc_s.structures.append(s_it)
    for b_it in b_items:
        if (pc_b := parcel_of(b_it)) is not None:
            pc_b.buoys.append(b_it)
    # Parcels and their features in a fixed order (by id), whatever order they came in: a rule
    # that names one feature for a group (a dock's parts, a dock_id used on two parcels) then
    # names the same one in a whole-lake check and in a re-check of a few parcels.
    ctxs = dict(sorted(ctxs.items(), key=lambda kv: str(kv[0])))
    for pc in ctxs.values():
        pc.structures.sort(key=_feature_order)
        pc.buoys.sort(key=_feature_order)

    # parcels the law leaves alone, and parcels that may have nothing
    checked: list[ParcelCtx] = []
    old_pier = nonconforming.grandfathered(profile)
    for pid, pc in ctxs.items():
        if pid in old_pier:
            sec = profile.section("nonconforming.grandfathered_parcel_ids")
            rep.add("not_regulated", parcel_id=pid, section=sec, geometry=pc.rights_area,
                    measured=float(len(pc.structures) + len(pc.buoys)), unit="count",
                    reason=f"The parcel is one of the grandfathered boathouse parcels ({sec}).")
            continue
        status = profile.land_use(pc.land_use).status if pc.land_use in profile.land_uses else "table"
        if status in ("not_regulated", "case_by_case"):
            lu = profile.land_use(pc.land_use)
            rep.add(status, parcel_id=pid, section=lu.section, reason=lu.reason,
                    measured=float(len(pc.structures) + len(pc.buoys)), unit="count",
                    geometry=pc.rights_area)
            continue
        if pc.rights_area is None:
            for it in pc.structures + pc.buoys:
                rep.add("outside_rights_area", item=it, variant="no_area", parcel=pid, geometry=it.geom)
            continue
        checked.append(pc)

    # waterside part and the part outside the area each structure may occupy
    def land_use_of(pid: str) -> str | None:
        return profile.read_land_use(by_id[pid].land_use)[0] if pid in by_id else None

    allowed: dict[int, object] = {}
    structs: list[Item] = []
    for pc in checked:
        for it in pc.structures:
            allowed[id(it)] = setbacks.allowed_area(rep, profile, lake, pc, it, land_use_of)
            structs.append(it)
    tol = float(profile.value("tolerances.lakeshore_tolerance_ft", 0.0) or 0.0)
    split_waterside(lake, structs, allowed, tol)
    dry = shapely.is_empty(objarray([it.water for it in structs])) if structs else []
    dry_ids = {id(it) for it, d in zip_strict(structs, dry) if d}
    all_b = [it for pc in checked for it in pc.buoys]
    buoys_on_land = on_land_many(lake, objarray([b.geom for b in all_b]))
    land_b = {id(it) for it, d in zip_strict(all_b, buoys_on_land) if d}
    for pc in checked:
        if dry_ids:
            keep = []
            for it in pc.structures:
                if id(it) in dry_ids:
                    rep.add("on_land", item=it, geometry=it.geom,
                            why="the docking law does not regulate it (local zoning does); "
                                "if it is meant to stand in the water, move it")
                    continue
                keep.append(it)
            pc.structures = keep
        if land_b:
            kept_b = []
            for it in pc.buoys:
                if id(it) in land_b:
                    rep.add("on_land", item=it, geometry=it.geom, severity="error",
                            why="a mooring buoy must float in the lake")
                    continue
                kept_b.append(it)
            pc.buoys = kept_b

    # not eligible: the parcel may have nothing at all
    eligible: list[ParcelCtx] = []
    for pc in checked:
        a = pc.allowance
        n = len(pc.structures) + len(pc.buoys)
        if not a.eligible and n:
            geom = shapely.union_all([it.geom for it in pc.structures + pc.buoys])
            rep.add("not_eligible", parcel_id=pc.pid, measured=float(n), limit=0.0, unit="count",
                    reason=a.note, geometry=geom,
                    section=_first(a.sections) or None)
        eligible.append(pc)

    # the rule families, each only when the profile enables one of its codes (core/rules/registry.py)
    reach.measure_all(lake, [it for pc in eligible for it in pc.structures])
    if enabled(rep, "setbacks"):
        setbacks.check(rep, profile, lake, eligible)
    if enabled(rep, "reach"):
        reach.check(rep, profile, lake, eligible, depth_at)
    # docks are grouped even when no dimension rule applies: the counts and structures need them
    docks = dock_dimensions.check(rep, profile, lake, eligible)
    if enabled(rep, "counts"):
        counts.check(rep, profile, eligible, docks)
    if enabled(rep, "structures"):
        kinds.check(rep, profile, lake, eligible, docks)
    if enabled(rep, "buoys"):
        buoy_rules.check(rep, profile, lake, eligible, no_swing)
    for family, run in ADDED_FAMILIES.items():       # rules a new law adds (registry.register)
        if enabled(rep, family):
            run(rep, profile, lake, eligible, docks)
    nonconforming.check(rep, profile, lake, eligible, replaced)
    _rights_line_modified(rep, profile, lake, wr, selected)
    if selected is not None:
        # A feature first taken for a selected parcel may turn out to belong to another one (a
        # parcel_id naming no parcel, placed by location): what was said about it there belongs
        # to that parcel's own check. A re-check replaces the selected parcels' findings only.
        return [v for v in rep.out if v.parcel_id is None or v.parcel_id in selected]
    return rep.out


def _named(it: Item) -> bool:
    """Did the feature get its parcel from its own parcel_id (not from where it lies)?"""
    pid = it.src.parcel_id
    return pid is not None and str(pid) == it.parcel_id


def _feature_order(it: Item[Any]) -> tuple[int, float]:
    fid = it.fid
    return (0, fid) if isinstance(fid, (int, float)) and not isinstance(fid, bool) else (1, 0)


def _first(xs: list[str]) -> str:
    return xs[0] if xs else ""


def _parcel_ctx(profile: Profile, lake: Lake, parcel: Parcel, cache: dict[tuple[Any, ...], Any]) -> ParcelCtx:
    use, _ = profile.read_land_use(parcel.land_use)
    key = (use, parcel.frontage_tax_ft, parcel.seating, parcel.steep_slope,
           parcel.upland_structure_near_mhw, parcel.licensed_docks, parcel.licensed_slips,
           _frontage_key(profile, lake, parcel))
    a = cache.get(key)
    if a is None:
        a = allowed_facilities(profile, parcel, _FastLookup(lake))
        cache[key] = a
    elif a.parcel_id != parcel.parcel_id:
        a = dataclasses.replace(a, parcel_id=parcel.parcel_id)
    setback = cache.get(("setback", use))
    if setback is None:
        category = profile.land_use(use).setback_category if use in profile.land_uses else "other"
        setback = profile.number("setback.residential_ft" if category == "residential"
                                 else "setback.other_ft")
        cache[("setback", use)] = setback
    return ParcelCtx(parcel=parcel, allowance=a, land_use=use, setback=setback,
                     rights_area=lake.rights_area(parcel.parcel_id),
                     lines=lake.lines_by_id.get(parcel.parcel_id, []),
                     lines_geom=lake.lines_geom(parcel.parcel_id))


def _frontage_key(profile: Profile, lake: Lake, parcel: Parcel) -> tuple[float | None, float | None]:
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


def _unplaced(rep: Report, lake: Lake, it: Item[Any]) -> None:
    owner = on_land(lake, it.geom)
    if owner is not None:
        it.parcel_id = owner
        if it.is_buoy:
            rep.add("on_land", item=it, geometry=it.geom, severity="error",
                    why="a mooring buoy must float in the lake")
        else:
            rep.add("on_land", item=it, geometry=it.geom,
                    why="the docking law does not regulate it (local zoning does); "
                        "if it is meant to stand in the water, move it")
        return
    rep.add("outside_rights_area", item=it, variant="nowhere", geometry=it.geom)


def _select(lake: Lake, selected: set[str], structures: list[Structure],
            buoys: list[Buoy]) -> tuple[list[Structure], list[Buoy]]:
    """Features of the selected parcels and the features near them (their land, their water and
    wherever a feature named to them stands). Each is then placed and checked as the whole-lake
    check would; check_layout keeps only the selected parcels' findings."""
    areas = [lake.rights_area(pid) for pid in selected]
    boxes = [ra.bounds for ra in areas if ra is not None]
    # and their land: a feature standing there is reported on_land under that parcel
    boxes += [g.bounds for pid, g in zip_strict(lake.parcel_ids, lake.parcel_geoms) if pid in selected]
    # and wherever a feature named to them stands: it meets what is near it there
    feats: list[Structure | Buoy] = [*structures, *buoys]
    boxes += [f.geometry.bounds for f in feats
              if f.parcel_id is not None and str(f.parcel_id) in selected
              and isinstance(f.geometry, BaseGeometry) and not f.geometry.is_empty]
    boxes = [b for b in boxes if np.isfinite(b).all()]
    radius = 0.0
    for b in buoys:
        try:
            r = float(b.vessel_length_ft) + float(b.rode_length_ft)
        except (TypeError, ValueError):
            continue
        if r > radius and r < 1e6:
            radius = r
    if boxes:
        bb = np.array(boxes)
        x0, y0 = bb[:, 0].min() - 2 * radius - 1, bb[:, 1].min() - 2 * radius - 1
        x1, y1 = bb[:, 2].max() + 2 * radius + 1, bb[:, 3].max() + 2 * radius + 1
    else:
        x0 = y0 = x1 = y1 = np.nan

    def near(feats: list[Structure] | list[Buoy]) -> np.ndarray:
        geoms = objarray([f.geometry if isinstance(f.geometry, BaseGeometry) else None for f in feats])
        if not len(geoms):
            return np.zeros(0, dtype=bool)
        b = shapely.bounds(geoms)      # NaN for missing geometry: never near
        return (b[:, 2] >= x0) & (b[:, 0] <= x1) & (b[:, 3] >= y0) & (b[:, 1] <= y1)

    return ([f for f, c in zip_strict(structures, near(structures))
             if c or (f.parcel_id is not None and str(f.parcel_id) in selected)],
            [b for b, c in zip_strict(buoys, near(buoys))
             if c or (b.parcel_id is not None and str(b.parcel_id) in selected)])


def _rights_line_modified(rep: Report, profile: Profile, lake: Lake, wr: WaterRightsResult,
                          selected: set[str] | None) -> None:
    if not rep.applies("rights_line_modified"):
        return
    limit = profile.number("rights_lines.min_intersection_ft")
    for ra in wr.rights_areas:
        if selected is not None and ra.parcel_id not in selected:
            continue
        own = lake.lines_by_id.get(ra.parcel_id, []) if ra.parcel_id is not None else []
        lines = [ln for ln in own if ln.modified]
        if not (ra.modified or lines):
            continue
        # the area's note, then its lines', each once (a set here made the order differ from
        # one Python process to the next)
        notes = " ".join(n for n in dict.fromkeys([ra.note, *(ln.note for ln in lines)]) if n)
        geom = shapely.union_all([ln.geometry for ln in lines]) if lines else ra.geometry
        rep.add("rights_line_modified", parcel_id=ra.parcel_id, section=limit.section,
                measured=ra.closes_at_ft, limit=float(limit.value), unit="ft", geometry=geom,
                detail=f" {notes}" if notes else "")


def _frontage_problems(rep: Report, profile: Profile, by_id: dict[str, Parcel], wr: WaterRightsResult,
                       selected: set[str] | None) -> None:
    """An unusable tax-map frontage of a lakeshore parcel changes its allowance (the shoreline is
    measured instead): an `invalid_value` finding on the parcel, not only a note."""
    for pid in wr.lakeshore_parcels:
        parcel = by_id.get(pid)
        if parcel is None or (selected is not None and pid not in selected):
            continue
        why = frontage_problem(profile, parcel)
        if why:
            v = rep.add("invalid_value", parcel_id=pid, what=f"Parcel {pid}", severity="warning",
                        why=f"{why}; the law's allowance is computed from the MHW shoreline within "
                            "the parcel instead", geometry=parcel.geometry)
            if v is not None:
                v.source_fid = parcel.source_fid


__all__ = ["KIND_NAMES", "ParcelCtx", "check_layout"]
