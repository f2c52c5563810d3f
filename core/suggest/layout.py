"""suggest_layout: per parcel, the largest dock the law allows, hoists and buoys, checked.

The allowance (docks, boats, buoys, dock area, consolidation) is the rules' (allowed_facilities);
the dimensional limits are the profile's (walkway width, walkway share, appendage area), applied
only where the profile's rule applies; the verdict is check_layout's. The loop: propose (the
best dock along the envelope's front, hoists beside it, buoys in open water), check, and for
each error shrink what it names (a dock past the reach is shortened by what it is past, a dock
over its area loses the excess, a dock in a setback is moved off it) or drop it (a buoy or hoist
the check objects to), until the check finds no error. Nothing is ever returned with an error.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Optional

import shapely
from shapely.geometry import MultiLineString
from shapely.geometry.base import BaseGeometry

from ..compat import zip_strict
from ..model import Allowance, Buoy, Envelope, Parcel, RightsArea, Structure, Violation, WaterRightsResult
from ..profiles import Profile
from ..rules.allowance import allowed_facilities
from ..rules.check import check_layout
from ..rules.measure import ShoreIndex
from ..wording import agree, count
from .moorings import place_buoys, place_hoists
from .shapes import LANDWARD_FT, DockLimits, DockShape, fit_dock, frame_at, land_strip, realigned

DepthAt = Callable[[float, float], Optional[float]]  # Python 3.9: no `X | Y` at run time

# The dock is built this much under its area limit: float noise in the union's area must not
# put it a hair over (0.1 %: 0.72 sq ft of 720).
AREA_MARGIN = 0.001
ORIGIN_STEP_FT = 10.0         # where along the envelope's front walkways are tried, then refined
REFINE_STEP_FT = 1.0
REFINE_STEPS = 2              # either side of the best coarse origin
MAX_ROUNDS = 12               # propose-check rounds per parcel
CLOSE_FT = 0.01               # hairline gaps of a union (floating point, not law)
MAX_TURNS = 3                 # walkway turned to the rules' direction at most this often
ROOM_SHRINK_FT = 0.5          # a dock the check finds in a setback is fitted to a room this much smaller


@dataclass(frozen=True)
class SuggestOptions:
    """The user's choices (all in feet): the sizes of what is proposed."""
    walkway_width_ft: float = 6.0       # capped by the law's maximum where it has one
    consolidate: bool = True            # where two docks are allowed, one consolidated dock
    head_depths_ft: tuple[float, ...] = (8.0, 10.0, 12.0, 16.0, 20.0)
    finger_width_ft: float = 4.0
    hoists: bool = True
    hoist_width_ft: float = 12.0        # along the MHW mark
    hoist_length_ft: float = 24.0       # out from it
    buoys: bool = True
    vessel_length_ft: float = 20.0
    rode_length_ft: float = 15.0
    # Buoys farther out than the law's anchorage distance need an anchorage permit or area
    # (§160-124F(3), §44-7G(3)): a surveyor proposes them only when asked.
    beyond_anchorage: bool = False

    def __post_init__(self) -> None:
        for name in ("walkway_width_ft", "finger_width_ft", "hoist_width_ft", "hoist_length_ft",
                     "vessel_length_ft", "rode_length_ft"):
            value = getattr(self, name)
            if not (isinstance(value, (int, float)) and math.isfinite(value) and value > 0):
                raise ValueError(f"{name} must be a number of feet above 0, not {value!r}.")


@dataclass
class Suggestion:
    """What is suggested for one parcel and why it stops where it does."""
    parcel_id: str
    land_use: str
    allowance: Allowance
    structures: list[Structure] = field(default_factory=list)
    buoys: list[Buoy] = field(default_factory=list)
    shape: str = ""                        # walkway | T | L | fingers | "" (no dock)
    area_sqft: float = 0.0
    allowance_sqft: float = 0.0            # the one dock's limit (consolidated where that is more)
    consolidated: bool = False
    length_ft: float = 0.0
    walkway_width_ft: float = 0.0
    buoys_held_back: int = 0               # would fit only beyond the anchorage distance
    stops_at: str = ""                     # area limit | reach | envelope width | ... | why nothing
    rounds: int = 0
    warnings: list[Violation] = field(default_factory=list)   # non-error findings (info, warnings)
    note: str = ""

    @property
    def used_share(self) -> float:
        return self.area_sqft / self.allowance_sqft if self.allowance_sqft > 0 else 0.0

    @property
    def hoists(self) -> int:
        return sum(s.kind == "boat_hoist_structure" for s in self.structures)


@dataclass
class _Ids:
    """Feature ids across the lake (structures and buoys are separate layers)."""
    structure: int = 0
    buoy: int = 0

    def next_structure(self) -> int:
        self.structure += 1
        return self.structure

    def next_buoy(self) -> int:
        self.buoy += 1
        return self.buoy


def suggest_layout(profile: Profile, parcels: Sequence[Parcel], wr: WaterRightsResult,
                   options: SuggestOptions = SuggestOptions(),
                   parcel_ids: Iterable[str] | None = None,
                   depth_at: DepthAt | None = None,
                   progress: Callable[[float], None] | None = None,
                   is_canceled: Callable[[], bool] | None = None) -> list[Suggestion]:
    """A checked suggestion for each lakeshore parcel (or those named), in shore order."""
    parcels = list(parcels)
    by_id = {p.parcel_id: p for p in parcels}
    wanted = [pid for pid in wr.lakeshore_parcels
              if parcel_ids is None or pid in {str(x) for x in parcel_ids}]
    ids = _Ids()
    index = ShoreIndex(wr.shoreline)      # the rules' own measure of the mark
    out: list[Suggestion] = []
    for k, pid in enumerate(wanted):
        if is_canceled is not None and is_canceled():
            break
        if pid in by_id:
            out.append(_suggest_one(profile, parcels, by_id[pid], wr, options, depth_at, ids,
                                    index))
        if progress is not None:
            progress(100.0 * (k + 1) / max(len(wanted), 1))
    return out


# ------------------------------------------------------------------ one parcel

@dataclass
class _Plan:
    limits: DockLimits
    room: BaseGeometry
    water: BaseGeometry
    index: ShoreIndex
    dock: DockShape | None = None
    hoists: list = field(default_factory=list)
    buoys: list = field(default_factory=list)
    buoy_room: BaseGeometry | None = None
    hoist_count: int = 0
    buoy_count: int = 0
    buoys_held_back: int = 0
    anchorage_ft: float | None = None     # buoys farther out need an anchorage permit or area
    checked_by: list[str] = field(default_factory=list)     # rules that made it shrink


def _suggest_one(profile: Profile, parcels: list[Parcel], parcel: Parcel, wr: WaterRightsResult,
                 options: SuggestOptions, depth_at: DepthAt | None, ids: _Ids,
                 index: ShoreIndex) -> Suggestion:
    """One parcel's suggestion: nothing (and why), or the plan the check passed."""
    pid = parcel.parcel_id
    allowance = allowed_facilities(profile, parcel, wr)
    s = Suggestion(pid, allowance.land_use, allowance)
    ra = wr.rights_area(pid)
    envelope = next((e for e in wr.envelopes if e.parcel_id == pid), None)
    why_not = _why_nothing(profile, allowance, ra, envelope)
    if why_not is not None or envelope is None or ra is None:
        s.stops_at = "nothing suggested"
        s.note = f"Nothing suggested: {why_not}."
        return s
    s.allowance_sqft, s.consolidated = _dock_area_limit(profile, allowance, options)
    plan = _first_plan(profile, wr, allowance, options, ra, envelope, s.allowance_sqft, depth_at,
                       index)
    plan.dock = _best_dock(wr.shoreline, plan)
    _place_moorings(plan, wr, options, pid)
    violations = _check_until_clean(s, plan, profile, parcels, wr, options, depth_at, ids)
    errors = [v for v in violations if v.severity == "error"]
    if not s.structures and not s.buoys and plan.dock is not None and errors:
        # What the check still objects to is dropped rather than returned with an error.
        s.note = ("Nothing suggested: the check still found "
                  + ", ".join(sorted({v.rule for v in errors})) + " after shrinking.")
        s.stops_at = "the check"
        return s
    s.warnings = [v for v in violations if v.severity != "error"]
    _describe(s, plan, profile)
    return s


def _why_nothing(profile: Profile, allowance: Allowance, ra: RightsArea | None,
                 envelope: Envelope | None) -> str | None:
    """Why no dock is suggested at all (the law's reason first, then the water's), or None."""
    why_not = _no_dock_reason(profile, allowance)
    if why_not is None and (ra is None or ra.geometry is None or ra.geometry.is_empty):
        why_not = "it has no rights area (see the water-rights lines' notes)"
    if why_not is None and (envelope is None or envelope.geometry is None or
                            envelope.geometry.is_empty):
        why_not = "its rights area leaves no room once the setbacks are taken off"
    return why_not


def _dock_area_limit(profile: Profile, allowance: Allowance, options: SuggestOptions
                     ) -> tuple[float, bool]:
    """The one dock's area limit and whether it is the consolidated one (where the user wants
    the allowed docks merged and the law gives the merged dock more area)."""
    area_limit = float(allowance.max_dock_area_sqft)
    merge_from = int(profile.value("dock.consolidation_min_docks", 0) or 0)
    if (options.consolidate and merge_from and allowance.docks_allowed >= merge_from and
            allowance.consolidated_dock_area_sqft > area_limit):
        return float(allowance.consolidated_dock_area_sqft), True
    return area_limit, False


def _walkway_width(profile: Profile, options: SuggestOptions) -> float:
    """The user's walkway width, capped by the law's maximum where it has one."""
    max_width = _limit(profile, "walkway_width", "dock.max_walkway_width_ft")
    return options.walkway_width_ft if max_width is None else min(options.walkway_width_ft,
                                                                  max_width)


def _room_and_reach(profile: Profile, wr: WaterRightsResult, ra: RightsArea, envelope: Envelope,
                    area_limit: float, width: float, depth_at: DepthAt | None
                    ) -> tuple[BaseGeometry, float]:
    """Where the dock may stand (the envelope, with the land strip its walkway starts on) and
    how far out it is fitted."""
    water = _water_near(wr, envelope.geometry)
    room = envelope.geometry
    reach = float(envelope.reach_ft)
    if depth_at is not None and profile.value("depth_exception.enabled", False):
        # Past the reach where the water is shallow: the room is the rights area less the
        # setback, and the check says how far out the depth exception allows (see _round).
        deep_room = _setback_room(ra.geometry, wr, envelope.parcel_id)
        room = deep_room if not deep_room.is_empty else room
        reach = area_limit / width
    return _closed(room.union(land_strip(wr.shoreline, water, room))), reach


def _first_plan(profile: Profile, wr: WaterRightsResult, allowance: Allowance,
                options: SuggestOptions, ra: RightsArea, envelope: Envelope, area_limit: float,
                depth_at: DepthAt | None, index: ShoreIndex) -> _Plan:
    """The plan before any check: the law's limits, the room, the moorings wanted."""
    width = _walkway_width(profile, options)
    room, reach = _room_and_reach(profile, wr, ra, envelope, area_limit, width, depth_at)
    return _Plan(
        limits=DockLimits(area_sqft=area_limit * (1 - AREA_MARGIN), reach_ft=reach,
                          walkway_width_ft=width,
                          appendage_sqft=_limit(profile, "appendage_area",
                                                "dock.max_appendage_area_sqft"),
                          walkway_share=_limit(profile, "walkway_share", "dock.min_walkway_share"),
                          head_depths_ft=options.head_depths_ft,
                          finger_width_ft=options.finger_width_ft),
        room=room, water=ra.geometry, index=index,
        hoist_count=_hoists_wanted(profile, allowance, options),
        buoy_count=_buoys_wanted(profile, allowance, options),
        anchorage_ft=_anchorage_ft(profile))


def _check_until_clean(s: Suggestion, plan: _Plan, profile: Profile, parcels: list[Parcel],
                       wr: WaterRightsResult, options: SuggestOptions, depth_at: DepthAt | None,
                       ids: _Ids) -> list[Violation]:
    """Propose, check, shrink, until the check finds no error (the features go into `s`) or
    nothing is left to shrink; the last check's findings."""
    pid = s.parcel_id
    violations: list[Violation] = []
    for s.rounds in range(1, MAX_ROUNDS + 1):
        structures, buoys, roles = _features(plan, pid, ids, options)
        violations = check_layout(profile, parcels, wr, structures, buoys, depth_at,
                                  parcel_ids=[pid])
        errors = [v for v in violations if v.severity == "error"]
        if not errors:
            s.structures, s.buoys = structures, buoys
            break
        if not _respond(plan, errors, roles, wr, options, pid):
            break
    return violations


def _closed(geom: BaseGeometry) -> BaseGeometry:
    """`geom` with the hairline gaps of a union closed (the land strip meets the envelope along
    the mark, in floating point) and its outline otherwise as it was."""
    return geom.buffer(CLOSE_FT, join_style="mitre").buffer(-CLOSE_FT, join_style="mitre")


def _water_near(wr: WaterRightsResult, geom: BaseGeometry) -> BaseGeometry:
    """The rights areas (every parcel's) near `geom`: the water there, as far as the law goes."""
    near = geom.buffer(4 * LANDWARD_FT)
    return shapely.union_all([ra.geometry for ra in wr.rights_areas
                              if ra.geometry is not None and not ra.geometry.is_empty
                              and ra.geometry.intersects(near)])


def _no_dock_reason(profile: Profile, a: Allowance) -> str | None:
    if not a.eligible:
        return f"the parcel is not eligible ({a.note or 'see allowedfacilities'})"
    if a.law_number("docks_allowed") is None or a.law_number("max_dock_area_sqft") is None:
        return (f"for {a.land_use.replace('_', ' ')} parcels the law sets docks in site-plan "
                "review, not by numbers a layout could be fitted to")
    if a.docks_allowed < 1:
        return "the law allows it no dock"
    if not a.max_dock_area_sqft or a.max_dock_area_sqft <= 0:
        return "the law gives it no dock area"
    return None


def _limit(profile: Profile, rule: str, key: str) -> float | None:
    """A dimensional limit of the profile, where its rule applies."""
    q = profile.get(key)
    try:
        applies = profile.applies(rule)
    except ValueError:
        applies = False
    return float(q.value) if q is not None and q.is_set and applies else None


def _hoists_wanted(profile: Profile, a: Allowance, options: SuggestOptions) -> int:
    """One hoist each side of the walkway, within the boats the law allows (§160-122F /
    §44-5F: one hoist per boat slip or mooring; the check has the last word)."""
    if not options.hoists or not profile.kind("boat_hoist_structure").waterside_permitted:
        return 0
    return max(0, min(2, int(a.boats_allowed)))


def _buoys_wanted(profile: Profile, a: Allowance, options: SuggestOptions) -> int:
    """A first guess at the buoys: those allowed, less the hoists' boats where the law counts
    buoys as boats (§160-122M); the check's boat and buoy counts correct it."""
    if not options.buoys:
        return 0
    n = max(0, int(a.buoys_allowed))
    if profile.value("buoys.count_as_boats", False):
        n = min(n, max(0, int(a.boats_allowed) - _hoists_wanted(profile, a, options)))
    return n


def _best_dock(shore: BaseGeometry, plan: _Plan) -> DockShape | None:
    """The largest dock over the walkway origins along the envelope's front, nearest the middle
    of the front among equals."""
    front = shore.intersection(plan.room.buffer(0.05))
    pieces = [g for g in shapely.get_parts(front) if g.geom_type == "LineString" and g.length > 0]
    if not pieces:
        return None
    best: tuple[tuple[float, float], DockShape, BaseGeometry, float] | None = None

    def attempt(piece: BaseGeometry, at: float) -> None:
        nonlocal best
        frame = frame_at(shore, piece.interpolate(at), plan.water)
        if frame is None:
            return
        dock = fit_dock(frame, plan.room, plan.limits)
        # Square to the mark as the rules measure it (width along, length across the mark
        # where the walkway stands): turned to their direction and fitted again.
        for _turn in range(MAX_TURNS):
            turned = None if dock is None else realigned(
                frame, dock.walkway.intersection(plan.water), plan.index)
            if turned is None:
                break
            frame = turned
            dock = fit_dock(frame, plan.room, plan.limits)
        if dock is None:
            return
        key = (round(dock.area, 1), -abs(at - piece.length / 2))
        if best is None or key > best[0]:
            best = (key, dock, piece, at)

    half = plan.limits.walkway_width_ft / 2
    # The middle of each stretch of front first: where a dock there meets the area limit, no
    # other origin can do better (and the middle is preferred among equals).
    for piece in sorted(pieces, key=lambda g: -g.length):
        attempt(piece, piece.length / 2)
    if best is not None and "area" in best[1].limits:
        return best[1]
    for piece in pieces:
        n = max(1, int(piece.length // ORIGIN_STEP_FT))
        for i in range(n + 1):
            attempt(piece, min(max(half, piece.length * i / n), piece.length - half))
    if best is None:
        return None
    _, _, piece, at = best
    for k in range(-REFINE_STEPS, REFINE_STEPS + 1):
        pos = at + k * REFINE_STEP_FT
        if half <= pos <= piece.length - half:
            attempt(piece, pos)
    return best[1]


def _place_moorings(plan: _Plan, wr: WaterRightsResult, options: SuggestOptions, pid: str) -> None:
    structures = []
    if plan.dock is not None:
        plan.hoists = place_hoists(plan.dock, plan.room, plan.hoist_count, options.hoist_width_ft,
                                   options.hoist_length_ft)
        structures = [g for _part, g in plan.dock.parts] + plan.hoists
    radius = options.vessel_length_ft + options.rode_length_ft
    room = plan.buoy_room if plan.buoy_room is not None else plan.water
    front = wr.shoreline.intersection(room.buffer(1.0))
    shore = front if not front.is_empty else wr.shoreline
    within = None if options.beyond_anchorage else plan.anchorage_ft
    plan.buoys = place_buoys(room, shore, structures, plan.buoy_count, radius, within)
    if within is not None and len(plan.buoys) < plan.buoy_count:
        anywhere = place_buoys(room, shore, structures, plan.buoy_count, radius)
        plan.buoys_held_back = max(0, len(anywhere) - len(plan.buoys))


def _anchorage_ft(profile: Profile) -> float | None:
    """How far out a buoy may lie without an anchorage permit or area (None: the law sets no
    such distance)."""
    q = profile.get("buoys.anchorage_beyond_ft")
    if q is None or not q.is_set:
        return None
    return float(q.value)


def _features(plan: _Plan, pid: str, ids: _Ids, options: SuggestOptions
              ) -> tuple[list[Structure], list[Buoy], dict[tuple[str, int], str]]:
    structures: list[Structure] = []
    roles: dict[tuple[str, int], str] = {}
    if plan.dock is not None:
        dock_id = f"suggested-{pid}"
        for part, geom in plan.dock.parts:
            fid = ids.next_structure()
            structures.append(Structure(fid=fid, kind="dock", geometry=geom, dock_id=dock_id,
                                        part=part, parcel_id=pid))
            roles[("structures", fid)] = "dock"
        for geom in plan.hoists:
            fid = ids.next_structure()
            structures.append(Structure(fid=fid, kind="boat_hoist_structure", geometry=geom,
                                        slips=1, parcel_id=pid))
            roles[("structures", fid)] = "hoist"
    buoys = []
    for point in plan.buoys:
        fid = ids.next_buoy()
        buoys.append(Buoy(fid=fid, geometry=point, vessel_length_ft=options.vessel_length_ft,
                          rode_length_ft=options.rode_length_ft, parcel_id=pid))
        roles[("buoys", fid)] = "buoy"
    return structures, buoys, roles


@dataclass
class _Answer:
    """What one round of errors asks of the plan, gathered before any of it is done."""
    drop_buoys: set[int] = field(default_factory=set)
    drop_hoists: set[int] = field(default_factory=set)
    refit: bool = False              # the dock's limits or room changed: fit it again
    moor: bool = False               # hoists and buoys placed again


def _respond(plan: _Plan, errors: list[Violation], roles: dict[tuple[str, int], str],
             wr: WaterRightsResult, options: SuggestOptions, pid: str) -> bool:
    """Change the plan so the errors go; False when nothing is left to change."""
    fids = _fids_in_order(roles)
    answer = _Answer()
    for v in errors:
        plan.checked_by.append(v.rule)
        done = _answer_one(plan, v, roles, answer, wr, pid)
        if done is not None:
            return done
    _drop_named(plan, answer, fids)
    if answer.refit:
        plan.dock = _best_dock(wr.shoreline, plan) if plan.dock is not None else None
    if answer.refit or answer.moor:
        _place_moorings(plan, wr, options, pid)
    return True


def _answer_one(plan: _Plan, v: Violation, roles: dict[tuple[str, int], str], answer: _Answer,
                wr: WaterRightsResult, pid: str) -> bool | None:
    """Note in `answer` what one error asks for. None: go on to the next error; True: the dock
    was dropped, propose again as the plan is; False: nothing in the plan can answer it."""
    fid = int(v.source_fid) if v.source_fid is not None else None
    role = roles.get((v.source_layer, fid)) if fid is not None else None
    if role == "buoy" and fid is not None:
        answer.drop_buoys.add(fid)
        if v.rule == "setback" and plan.buoy_room is None:
            # This law sets buoys back from the lines too: place them in the envelope's room.
            plan.buoy_room = _setback_room(plan.water, wr, pid)
    elif role == "hoist" and fid is not None:
        answer.drop_hoists.add(fid)
    elif v.rule in ("boat_count", "buoy_count"):
        _fewer_moorings(plan, v)
        answer.moor = True
    elif role == "dock" or v.rule in ("dock_area", "dock_count"):
        answer.refit = _shrink(plan, v) or answer.refit
        if plan.dock is None:
            return True
    else:
        return False
    return None


def _fewer_moorings(plan: _Plan, v: Violation) -> None:
    """Too many boats or buoys: buoys go first (they are the guess), then hoists."""
    excess = round((v.measured or 0) - (v.limit or 0)) or 1
    if plan.buoy_count > 0 and plan.buoys:
        plan.buoy_count = max(0, len(plan.buoys) - excess)
    else:
        plan.hoist_count = max(0, len(plan.hoists) - excess)


def _drop_named(plan: _Plan, answer: _Answer, fids: dict[str, list[int]]) -> None:
    """Drop the buoys and hoists the check objected to by fid."""
    if not (answer.drop_buoys or answer.drop_hoists):
        return
    plan.buoys = [p for p, fid in zip_strict(plan.buoys, fids["buoys"])
                  if fid not in answer.drop_buoys]
    plan.hoists = [h for h, fid in zip_strict(plan.hoists, fids["hoists"])
                   if fid not in answer.drop_hoists]
    plan.hoist_count = min(plan.hoist_count, len(plan.hoists))
    if answer.drop_buoys and plan.buoy_room is not None:
        answer.moor = True           # placed again, all of them, in the room the setback leaves
    else:
        plan.buoy_count = min(plan.buoy_count, len(plan.buoys))


def _fids_in_order(roles: dict[tuple[str, int], str]) -> dict[str, list[int]]:
    """The fids given to the plan's hoists and buoys, in the plan's order."""
    return {"hoists": [fid for (layer, fid), r in roles.items() if r == "hoist"],
            "buoys": [fid for (layer, fid), r in roles.items() if r == "buoy"]}


def _shrink(plan: _Plan, v: Violation) -> bool:
    """Shrink the dock by what the finding says it is over; False if the dock was dropped."""
    lim = plan.limits
    over = max(0.0, float(v.measured or 0.0) - float(v.limit or 0.0))
    if v.rule == "reach":
        # Shorter by what it is past (a curved shore measures a corner farther than the walkway).
        limit = float(v.limit) if v.limit is not None else lim.reach_ft
        plan.limits = _with(lim, reach_ft=max(1.0, min(lim.reach_ft - over, limit) - 0.1))
    elif v.rule in ("dock_area", "appendage_area"):
        if v.rule == "dock_area":
            plan.limits = _with(lim, area_sqft=min(lim.area_sqft, float(v.limit or lim.area_sqft))
                                * (1 - AREA_MARGIN) - 1.0)
        else:
            plan.limits = _with(lim, appendage_sqft=float(v.limit or 0.0) * (1 - AREA_MARGIN) - 1.0)
    elif v.rule in ("setback", "outside_rights_area"):
        plan.room = plan.room.buffer(-max(ROOM_SHRINK_FT, over + 0.05))
    elif v.rule == "walkway_width":
        plan.limits = _with(lim, walkway_width_ft=float(v.limit or lim.walkway_width_ft) - 0.05)
    elif v.rule == "walkway_share":
        plan.limits = _with(lim, head_depths_ft=tuple(d / 2 for d in lim.head_depths_ft))
    elif v.rule == "dock_count":
        plan.dock = None
        return False
    else:
        plan.dock = None
        return False
    if plan.room.is_empty:
        plan.dock = None
        return False
    return True


def _with(lim: DockLimits, **changes: Any) -> DockLimits:
    return replace(lim, **changes)


def _setback_room(water: BaseGeometry, wr: WaterRightsResult, pid: str) -> BaseGeometry:
    """`water` less the parcel's setback from its water-rights lines."""
    env = next((e for e in wr.envelopes if e.parcel_id == pid), None)
    lines = [ln.geometry for ln in wr.lines_of(pid) if ln.geometry is not None]
    if env is None or not lines:
        return water
    return water.difference(MultiLineString(lines).buffer(float(env.setback_ft)))


def _describe(s: Suggestion, plan: _Plan, profile: Profile) -> None:
    dock = plan.dock if any(x.kind == "dock" for x in s.structures) else None
    parts = []
    if dock is not None:
        s.shape = dock.shape
        # The waterside part, as the rules measure it (the walkway starts on land).
        s.area_sqft = float(shapely.union_all([x.geometry for x in s.structures if x.kind == "dock"])
                            .intersection(plan.water).area)
        s.length_ft = dock.length_ft
        s.walkway_width_ft = dock.width_ft
        s.stops_at = _stop_text(dock, plan, s, profile)
        parts.append(f"{_shape_name(dock.shape)} of {s.area_sqft:,.1f} sq ft "
                     f"({100 * s.used_share:.1f}% of {s.allowance_sqft:,.0f} sq ft"
                     f"{', consolidated' if s.consolidated else ''}), {dock.length_ft:.1f} ft out, "
                     f"walkway {dock.width_ft:g} ft wide; it stops at the {s.stops_at}")
    else:
        s.stops_at = "nothing fits"
        parts.append("no dock fits in the envelope")
    boats = s.allowance.law_number("boats_allowed")
    parts.append(f"{count(s.hoists, 'hoist')}, {count(len(s.buoys), 'buoy')} of "
                 + (f"{count(round(boats), 'boat')} allowed" if boats is not None
                    else "boats the law leaves to site-plan review (no number in the law)"))
    if plan.buoys_held_back:
        s.buoys_held_back = plan.buoys_held_back
        need = profile.value("buoys.anchorage_requirement", "a permit")
        parts.append(f"{plan.buoys_held_back} more {agree(plan.buoys_held_back, 'buoy', 'buoys')} would "
                     f"fit only over {plan.anchorage_ft:g} ft "
                     f"out, where {profile.section('buoys.anchorage_beyond_ft')} requires {need}: "
                     "not suggested")
    if plan.checked_by:
        parts.append("shrunk for the check's " + ", ".join(sorted(set(plan.checked_by))))
    s.note = "; ".join(parts) + "."


def _shape_name(shape: str) -> str:
    return {"walkway": "a straight walkway", "T": "a T-shaped dock", "L": "an L-shaped dock",
            "fingers": "a dock with fingers"}[shape]


def _stop_text(dock: DockShape, plan: _Plan, s: Suggestion, profile: Profile) -> str:
    if "area" in dock.limits or s.used_share >= 1 - 0.01:
        key = "dock.consolidated_max_area_sqft" if s.consolidated else "dock.max_area_sqft"
        return f"area limit ({s.allowance_sqft:,.0f} sq ft, {profile.section(key)})"
    why = []
    if "reach" in dock.limits:
        why.append(f"reach ({dock.length_ft:.1f} ft, {profile.section('reach.reach_ft')})")
    if "appendage" in dock.limits:
        why.append(f"appendage limit ({profile.section('dock.max_appendage_area_sqft')})")
    if "room" in dock.limits:
        why.append("envelope width (the rights area less the setbacks)")
    return " and ".join(why) or "envelope"
