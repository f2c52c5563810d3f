"""Docks: area, consolidation, steep-slope space, walkway width and share, appendages, separation.

A dock is every `dock` feature of a parcel sharing a dock_id (a feature without one is a dock
by itself). Its area is the waterside part of the union of its parts, less the open water of
boat hoist structures and stations drawn over it (§160-123A(1)(b); hoists and stations are
their own features). How the layout says "consolidated" (§160-123A(1)(d), §44-6A(1)(e)): on a
parcel allowed two or more docks, a dock larger than one dock may be is read as two docks
consolidated into one; it may cover up to the consolidated limit and counts as the docks it
merges (so the second dock is waived). Width is measured parallel to the MHW mark and length
perpendicular to it.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from ..compat import SLOTS, zip_strict
from ..labels import dock_code
from ..model import STRUCTURE_KINDS, Structure
from ..profiles import Profile, Quantity
from .allowance import NO_LIMIT
from .assign import Item, Lake, _polygonal, polygonal_many
from .findings import Report
from .grouped import union_by
from .measure import extents_many, objarray
from .messages import describe, fmt_num
from .run import ParcelCtx, RuleFamily, Run
from .validate import clean_part

EPS = 1e-6                 # float noise, not law
TOUCH_FT = 0.01            # parts closer than this touch (digitising noise, not law)
RECTANGLE_FILL = 0.98      # an unlabelled dock this close to its oriented box is a plain walkway


@dataclass(**SLOTS)      # many per check: no __dict__ each
class Dock:
    key: str
    dock_id: str | None
    parts: list[Item[Structure]]
    geom: BaseGeometry                  # waterside part of the union of its parts
    area: float                         # less the open water of hoists/stations over it
    consolidated: bool = False
    associated: list[Item[Structure]] = field(default_factory=list)

    @property
    def anchor(self) -> Item[Structure]:
        return self.parts[0]

    def name(self) -> str:
        return describe("dock", self.anchor.fid, self.dock_id,
                        dock_code(getattr(self.anchor.src, "label", None)))


def check(rep: Report, profile: Profile, lake: Lake, pcs: list[ParcelCtx]) -> dict[str, list[Dock]]:
    out: dict[str, list[Dock]] = {}
    seen_ids: dict[str, str] = {}
    jobs: list[WalkwayJob] = []
    walk = _WalkwayRules(rep, profile)
    uses = profile.value("dock.land_uses", ()) or ()
    dock_kinds = counted_as_dock(profile)
    groups = [_groups(pc, dock_kinds) for pc in pcs]
    shapes = iter(_shapes(profile, pcs, groups))
    for pc, pg in zip_strict(pcs, groups):
        docks = _build(rep, pc, pg, seen_ids, shapes)
        out[pc.pid] = docks
        if not docks:
            continue
        if pc.land_use in uses and pc.allowance.eligible and pc.allowance.max_dock_area_sqft != NO_LIMIT:
            _areas(rep, profile, lake, pc, docks)
            if walk.any:
                jobs += _walkway_jobs(rep, pc, docks, walk.do_share)
        _separation(rep, profile, pc, docks)
    if jobs:
        _walkways(rep, lake, walk, jobs)
    return out


def _key(it: Item[Structure]) -> tuple[str, str | None]:
    """(group key, dock_id): a dock is the parts sharing a dock_id, or one part without one."""
    did = it.src.dock_id
    did = None if did is None or str(did) == "" else str(did)
    return (f"id:{did}" if did is not None else f"fid:{it.fid}:{id(it)}"), did


def counted_as_dock(profile: Profile) -> frozenset[str]:
    """The structure kinds the law counts as docks: docks, each kind whose profile table says
    counts_as_dock = true, and swim floats where dock.swim_floats_count_as_docks is true
    (Keuka §160-123A(1)(e): they are not). The one answer the checker and the summary use."""
    kinds = {"dock"} | {k for k in STRUCTURE_KINDS if profile.kind(k).flag("counts_as_dock")}
    if profile.value("dock.swim_floats_count_as_docks", False):
        kinds.add("swim_float")
    return frozenset(kinds)


def _groups(pc: ParcelCtx, dock_kinds: frozenset[str]) -> dict[str, list[Item[Structure]]]:
    groups: dict[str, list[Item[Structure]]] = {}
    for it in pc.structures:
        if it.kind in dock_kinds:
            groups.setdefault(_key(it)[0], []).append(it)
    return groups


def _shapes(profile: Profile, pcs: list[ParcelCtx],
            groups: list[dict[str, list[Item[Structure]]]]) -> list[tuple[BaseGeometry, float, bool]]:
    """(waterside part, area, is the part a MultiPolygon?) of every dock of every parcel, in
    order: the unions and the hoists' open water taken out for all docks at once."""
    parts = [ps for pg in groups for ps in pg.values()]
    if not parts:
        return []
    n = len(parts)
    geom = objarray([ps[0].water for ps in parts])
    many = np.nonzero(np.fromiter((len(ps) > 1 for ps in parts), dtype=bool, count=n))[0]
    if len(many):
        members = [p.water for i in many for p in parts[i]]
        group = np.repeat(np.arange(len(many)), [len(parts[i]) for i in many])
        geom[many] = polygonal_many(union_by(objarray(members), group, len(many)))
    area_geom = geom.copy()
    if profile.value("dock.hoist_open_water_excluded", False):
        di: list[int] = []
        holes: list[BaseGeometry] = []
        k = 0
        for pc, pg in zip_strict(pcs, groups):
            hs = [it.water for it in pc.structures if it.kind in ("boat_hoist_structure", "boat_station")]
            for j in range(k, k + len(pg)):
                di += [j] * len(hs)
                holes += hs
            k += len(pg)
        if holes:
            di_a = np.array(di, dtype=int)
            hole_a = objarray(holes)
            # boxes apart: surely apart (GEOS is asked only where the boxes meet)
            hb, db = shapely.bounds(hole_a), shapely.bounds(geom[di_a])
            hit = ((hb[:, 0] <= db[:, 2]) & (hb[:, 2] >= db[:, 0])
                   & (hb[:, 1] <= db[:, 3]) & (hb[:, 3] >= db[:, 1]))
            hit[hit] = shapely.intersects(hole_a[hit], geom[di_a][hit])
            cut = union_by(hole_a[hit], di_a[hit], n)
            has = np.nonzero(np.fromiter((c is not None for c in cut), dtype=bool, count=n))[0]
            if len(has):
                area_geom[has] = polygonal_many(shapely.difference(geom[has], cut[has]))
    multi = (shapely.get_type_id(geom) == 6).tolist()        # MultiPolygon
    return list(zip_strict(geom, shapely.area(area_geom).tolist(), multi))


def _build(rep: Report, pc: ParcelCtx, groups: dict[str, list[Item[Structure]]], seen_ids: dict[str, str],
           shapes: Iterator[tuple[BaseGeometry, float, bool]]) -> list[Dock]:
    for it in pc.structures:
        if it.kind != "dock":
            continue
        did = _key(it)[1]
        if did is not None:
            owner = seen_ids.setdefault(did, pc.pid)
            if owner != pc.pid:
                rep.add("dock_id_conflict", item=it, geometry=it.geom,
                        why=f"dock_id {did} is also used on parcel {owner}; the parts on each parcel "
                            "are checked as separate docks")
    docks: list[Dock] = []
    for key, parts in groups.items():
        geom, area, multi = next(shapes)
        dock = Dock(key=key, dock_id=parts[0].src.dock_id if key.startswith("id:") else None,
                    parts=parts, geom=geom, area=float(area))
        if len(parts) > 1 and multi:
            grown = [p.waterside.buffer(TOUCH_FT / 2) for p in parts]
            pieces = list(shapely.get_parts(shapely.union_all(grown)))
            if len(pieces) > 1:
                rep.add("dock_id_conflict", item=parts[0], geometry=geom,
                        what=dock.name(),
                        why=f"its {len(parts)} parts share dock_id {dock.dock_id} but form "
                            f"{len(pieces)} separate pieces; it is checked as one dock")
        docks.append(dock)
    # parts of different docks that touch: probably one dock with mistyped dock_ids
    for i in range(len(docks)):
        for j in range(i + 1, len(docks)):
            a, b = docks[i], docks[j]
            if a.geom.distance(b.geom) <= TOUCH_FT:
                rep.add("dock_id_conflict", item=b.anchor,
                        geometry=a.geom.intersection(b.geom.buffer(TOUCH_FT)),
                        what=b.name(),
                        why=f"it touches {a.name()} but carries a different dock_id "
                            f"({a.dock_id or 'none'} / {b.dock_id or 'none'}); they are checked as two "
                            "docks. Give all parts of one dock the same dock_id")
    return docks


def _associated(pc: ParcelCtx, d: Dock) -> list[Item[Structure]]:
    """Structures touching the dock: its "associated structures and equipment"."""
    return [it for it in pc.structures
            if it.kind in ("boat_hoist_structure", "boat_station", "boathouse", "boat_accessory_structure")
            and it.waterside.distance(d.geom) <= TOUCH_FT]


def _areas(rep: Report, profile: Profile, lake: Lake, pc: ParcelCtx, docks: list[Dock]) -> None:
    if not rep.applies("dock_area"):
        return
    a = pc.allowance
    single_q = profile.number("dock.max_area_sqft")
    base = float(single_q.value)
    allowed = float(a.max_dock_area_sqft)
    steep = allowed > base + EPS
    if steep:
        _steep(rep, profile, lake, pc, docks, base, allowed)
        return
    merges = int(profile.value("dock.consolidation_merges", 2) or 2)
    cons = float(a.consolidated_dock_area_sqft or 0.0)
    can_consolidate = cons > 0 and a.docks_allowed != NO_LIMIT and a.docks_allowed >= merges
    cons_q = profile.get("dock.consolidated_max_area_sqft")
    for d in docks:
        if d.area <= allowed + EPS:
            continue
        if can_consolidate:
            d.consolidated = True
            if d.area > cons + EPS:
                rep.add("dock_area", item=d.anchor, variant="consolidated", what=d.name(),
                        measured=d.area, limit=cons, unit="sqft",
                        section=profile.section("dock.consolidated_max_area_sqft"),
                        single=fmt_num(allowed, "sq ft"), geometry=d.geom)
            continue
        variant = "consolidation_not_allowed" if cons_q is not None else ""
        rep.add("dock_area", item=d.anchor, variant=variant, what=d.name(), measured=d.area,
                limit=allowed, unit="sqft", section=single_q.section, geometry=d.geom)


def _steep(rep: Report, profile: Profile, lake: Lake, pc: ParcelCtx, docks: list[Dock],
           base: float, allowed: float) -> None:
    """§44-5I: one dock may use the extra space; it and the waterside part of the boat accessory
    structure share the total allowance, and the extra space must lie near the MHW mark."""
    total_q = profile.get("steep_slope.total_allowance_sqft")
    near_q = profile.get("steep_slope.max_distance_from_mhw_ft")
    single_q = profile.number("dock.max_area_sqft")
    acc = sum(it.waterside.area for it in pc.structures if it.kind == "boat_accessory_structure")
    ordered = sorted(docks, key=lambda d: -d.area)
    big = ordered[0]
    for d in ordered[1:]:
        if d.area > base + EPS:
            rep.add("dock_area", item=d.anchor, what=d.name(), measured=d.area, limit=base, unit="sqft",
                    section=single_q.section, geometry=d.geom)
    used = big.area + acc
    if used > allowed + EPS:
        rep.add("dock_area", item=big.anchor, variant="steep_total", what=big.name(), measured=used,
                limit=allowed, unit="sqft", section=total_q.section if total_q else None,
                geometry=big.geom)
    if big.area > base + EPS and near_q is not None and near_q.is_set:
        near = float(near_q.value)
        reach = max((p.reach_ft for p in big.parts), default=0.0)
        far = lake.shore.beyond(big.geom, near, reach) if reach > near else Polygon()
        far_area = float(far.area)
        if far_area > base + EPS:
            rep.add("dock_area", item=big.anchor, variant="steep_near", what=big.name(),
                    measured=far_area, limit=base, unit="sqft", section=near_q.section,
                    near=fmt_num(near, "ft"), geometry=far)


class _WalkwayRules:
    """Canandaigua's main-walkway and appendage limits, where the profile has them: each limit
    None unless the profile sets it and its rule applies."""

    def __init__(self, rep: Report, profile: Profile) -> None:
        def applied(key: str, code: str) -> Quantity | None:
            q = profile.get(key)
            return q if q is not None and q.is_set and rep.applies(code) else None

        self.width = applied("dock.max_walkway_width_ft", "walkway_width")
        self.share = applied("dock.min_walkway_share", "walkway_share")
        self.app = applied("dock.max_appendage_area_sqft", "appendage_area")
        self.do_share = self.share is not None
        self.any = self.width is not None or self.share is not None or self.app is not None


# (dock, walkway parts, appendage parts, walkway geometry)
WalkwayJob = tuple[Dock, list[Item[Structure]], list[Item[Structure]], BaseGeometry]


def _walkway_jobs(rep: Report, pc: ParcelCtx, docks: list[Dock], with_associated: bool) -> list[WalkwayJob]:
    """(dock, walkway parts, appendage parts, walkway geometry) for docks whose walkway is known."""
    jobs: list[WalkwayJob] = []
    for d in docks:
        if with_associated:
            d.associated = _associated(pc, d)
        walk = [p for p in d.parts if clean_part(p.src) == "walkway"]
        apps = [p for p in d.parts if clean_part(p.src) == "appendage"]
        plain = [p for p in d.parts if clean_part(p.src) is None]
        if not walk and plain:
            whole = d.geom
            box = whole.minimum_rotated_rectangle if len(d.parts) > 1 or \
                len(shapely.get_coordinates(whole)) != 5 else whole
            if box.area > 0 and whole.area >= RECTANGLE_FILL * box.area and not apps:
                walk = plain           # a plain rectangle: all main walkway
            else:
                rep.add("dock_parts_unlabeled", item=d.anchor, what=d.name(), geometry=d.geom,
                        why="it is drawn as one shape that is not a plain walkway; mark its main "
                            "walkway and appendages (field part) so that the walkway width, walkway "
                            "length and appendage rules can be checked")
                continue
        if not walk:
            continue
        walk_geom = (walk[0].water if len(walk) == 1
                     else _polygonal(shapely.union_all([w.water for w in walk])))
        jobs.append((d, walk, apps, walk_geom))
    return jobs


def _walkways(rep: Report, lake: Lake, rules: _WalkwayRules, jobs: list[WalkwayJob]) -> None:
    walk_geoms = objarray([j[3] for j in jobs])
    origin, tangent, normal = lake.shore.frames(walk_geoms)
    width, walk_len = extents_many(walk_geoms, origin, tangent, normal)
    if rules.share is not None:
        everything = objarray([d.geom if not d.associated else
                               shapely.union_all([d.geom] + [a.water for a in d.associated])
                               for d, _, _, _ in jobs])
        _, total = extents_many(everything, origin, tangent, normal)
    for k, (d, walk, apps, walk_geom) in enumerate(jobs):
        if not np.all(np.isfinite(origin[k])):
            continue
        if rules.width is not None and width[k] > float(rules.width.value) + EPS:
            rep.add("walkway_width", item=walk[0], what=d.name(), measured=float(width[k]),
                    limit=float(rules.width.value), unit="ft", section=rules.width.section,
                    geometry=walk_geom)
        if rules.share is not None and total[k] > 0:
            share = float(walk_len[k] / total[k])
            if share < float(rules.share.value) - EPS:
                rep.add("walkway_share", item=walk[0], what=d.name(), measured=share,
                        limit=float(rules.share.value), unit="ratio", section=rules.share.section,
                        walk=fmt_num(walk_len[k], "ft"), total=fmt_num(total[k], "ft"), geometry=walk_geom)
        if rules.app is not None:
            for ap in apps:
                g = ap.waterside.difference(walk_geom) if ap.waterside.intersects(walk_geom) else ap.waterside
                area = float(g.area)
                if area > float(rules.app.value) + EPS:
                    what = describe("appendage", ap.fid, label=getattr(ap.src, "label", None))
                    rep.add("appendage_area", item=ap, what=what, measured=area,
                            limit=float(rules.app.value), unit="sqft", section=rules.app.section, geometry=g)


def _separation(rep: Report, profile: Profile, pc: ParcelCtx, docks: list[Dock]) -> None:
    # "where two or more docks are ..." (§160-123A(1)(c), §44-6A(1)(d)): the profile's number
    least = int(profile.number("dock.separation_min_docks").value)
    if len(docks) < least or not rep.applies("dock_separation"):
        return
    q = profile.number("dock.separation_ft")
    lim = float(q.value)
    for i in range(len(docks)):
        for j in range(i + 1, len(docks)):
            a, b = docks[i], docks[j]
            dist = float(a.geom.distance(b.geom))
            if dist < lim - EPS:
                geom = shapely.shortest_line(a.geom, b.geom) if dist > 0 else a.geom.intersection(b.geom)
                if geom.is_empty or geom.geom_type not in ("LineString", "Polygon", "MultiPolygon"):
                    geom = shapely.shortest_line(a.geom, b.geom)
                rep.add("dock_separation", item=b.anchor, what=b.name(), other=a.name(), measured=dist,
                        limit=lim, unit="ft", section=q.section, geometry=geom)


def check_run(run: Run) -> None:
    # docks are grouped even when no dimension rule applies: the counts and structures need them
    run.docks = check(run.rep, run.profile, run.lake, run.eligible)


FAMILY = RuleFamily("dock_dimensions", check_run, stage="always",
                    reads=("dock.land_uses", "dock.max_area_sqft", "dock.consolidated_max_area_sqft",
                           "dock.consolidation_merges", "dock.hoist_open_water_excluded",
                           "dock.max_walkway_width_ft", "dock.min_walkway_share",
                           "dock.max_appendage_area_sqft",
                           "dock.separation_ft", "dock.separation_min_docks",
                           "dock.swim_floats_count_as_docks", "kinds.*.counts_as_dock",
                           "steep_slope.total_allowance_sqft", "steep_slope.max_distance_from_mhw_ft"),
                    facts=("parcel.steep_slope", "structure.dock_id", "structure.part", "structure.label"))
