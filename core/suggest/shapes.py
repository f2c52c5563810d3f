"""Docks in the MHW mark's local frame, fitted into a parcel's room.

A dock is a main walkway square to the MHW mark (width `w` along the mark, from the mark out
along its normal) and a head: a T or L bar across its outer end, or fingers along its sides.
Width is measured parallel to the mark and length perpendicular to it (§160-123A(1)(b),
§44-6A(1)(c)), so a dock built in this frame is measured by the rules as it was built.
Fitting reads the room's cross-sections along the walkway's axis (RoomProfile: for each
distance out from the mark, how far the room reaches either side of the axis), so that a bar or
a finger is sized by array minima rather than by trial polygons; the bar's outer edge is tried at
a few distances short of the reach, because where the reach line curves in the bar is wider a
little nearer the shore. A rectangle that fits the sampled cross-sections can stand a hair out
between two samples: the final dock is tested polygon by polygon and, if it does, fitted again
to the room pulled in a little.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.geometry import Point, Polygon
from shapely.geometry.base import BaseGeometry

from ..rules.measure import DIRECTION_WINDOW_FT, ShoreIndex

STEP_FT = 0.5                 # the room's cross-sections are this far apart
PULL_IN_FT = 0.1              # a part standing a hair out of the room is pulled in by this
EDGE_FT = 0.01                # parts keep this off the room's edge (world-to-frame rounding)
# Where the room beside the walkway is narrow, a finger narrower than asked for, down to this.
MIN_FINGER_FT = 1.5
BAR_TRIES_FT = 8.0            # the bar's outer edge is tried up to this far short of the reach
# The walkway starts this far on land, so that it meets a curved MHW mark along its whole width
# (only the waterside part is the dock's: the rules measure that). The room a dock is fitted in
# includes that strip of land (land_strip).
LANDWARD_FT = 1.5
EPS = 1e-9


@dataclass(frozen=True)
class ShoreFrame:
    """A point of the MHW mark, the mark's direction there and the normal out over the water."""
    origin: np.ndarray
    tangent: np.ndarray
    normal: np.ndarray

    def rect(self, u0: float, u1: float, v0: float, v1: float) -> Polygon:
        """The rectangle u0..u1 along the mark, v0..v1 out from it."""
        o, t, n = self.origin, self.tangent, self.normal
        corners = [o + u * t + v * n for u, v in ((u0, v0), (u1, v0), (u1, v1), (u0, v1))]
        return Polygon(corners)

    def local(self, geom: BaseGeometry) -> BaseGeometry:
        """`geom` in this frame's coordinates (u along the mark, v out from it): there a
        rectangle of the frame is an axis-aligned box, cheap to build and to test."""
        axes = np.column_stack([self.tangent, self.normal])
        return shapely.transform(geom, lambda xy: (xy - self.origin) @ axes)


def land_strip(shore: BaseGeometry, water: BaseGeometry, near: BaseGeometry) -> BaseGeometry:
    """The land within 2 x LANDWARD_FT of the mark near `near`: `water` is all the water there
    (every parcel's rights area), so the strip does not reach a neighbour's water."""
    width = 2 * LANDWARD_FT
    return shore.buffer(width).intersection(near.buffer(width)).difference(water)


def frame_at(shore: BaseGeometry, point: Point, water: BaseGeometry) -> ShoreFrame | None:
    """The frame at `point` of the mark: the chord DIRECTION_WINDOW_FT either side (the window the
    rules measure width and length in), its normal turned towards `water`."""
    best, best_d = None, math.inf
    for part in shapely.get_parts(shore):
        d = part.distance(point)
        if d < best_d:
            best, best_d = part, d
    if best is None:
        return None
    s = best.project(point)
    a = np.asarray(best.interpolate(max(0.0, s - DIRECTION_WINDOW_FT)).coords[0][:2])
    b = np.asarray(best.interpolate(min(best.length, s + DIRECTION_WINDOW_FT)).coords[0][:2])
    chord = b - a
    length = float(np.hypot(*chord))
    if length < EPS:
        return None
    t = chord / length
    n = np.array([-t[1], t[0]])
    o = np.asarray(best.interpolate(s).coords[0][:2])
    probe = 2.0
    if not water.contains(Point(o + probe * n)) and water.contains(Point(o - probe * n)):
        n = -n
    elif not water.contains(Point(o + probe * n)):
        return None
    return ShoreFrame(origin=o, tangent=t, normal=n)


ALIGN_DEG = 0.1               # a walkway within this of the rules' direction is square to the mark


def realigned(frame: ShoreFrame, walkway_water: BaseGeometry, index: ShoreIndex
              ) -> ShoreFrame | None:
    """The frame turned to the direction the rules measure this walkway in (the chord of the
    mark at the point nearest its waterside part's centroid, ShoreIndex.frame), kept at the same
    origin; None when it is already square to that direction (within ALIGN_DEG)."""
    if walkway_water.is_empty:
        return None
    rules = index.frame(walkway_water)
    if rules is None or not np.all(np.isfinite(rules.tangent)):
        return None
    t = np.asarray(rules.tangent, dtype=float)
    if float(t @ frame.tangent) < 0:
        t = -t
    angle = math.degrees(math.atan2(abs(float(np.cross(frame.tangent, t))), float(t @ frame.tangent)))
    if angle <= ALIGN_DEG:
        return None
    n = np.array([-t[1], t[0]])
    if float(n @ frame.normal) < 0:
        n = -n
    return ShoreFrame(origin=frame.origin, tangent=t, normal=n)


@dataclass
class DockShape:
    """One proposed dock: its parts (walkway first) and how it was sized."""
    shape: str                                   # walkway | T | L | fingers
    walkway: Polygon
    appendages: list[Polygon] = field(default_factory=list)
    width_ft: float = 0.0
    walkway_length_ft: float = 0.0
    length_ft: float = 0.0                       # walkway plus head, perpendicular to the mark
    limits: tuple[str, ...] = ()                 # what stopped it growing: area, reach, room, appendage
    frame: ShoreFrame | None = None

    @property
    def area(self) -> float:
        """The parts' area (they do not overlap: each is built beside the others)."""
        return float(self.walkway.area + sum(a.area for a in self.appendages))

    @property
    def parts(self) -> list[tuple[str, Polygon]]:
        return [("walkway", self.walkway)] + [("appendage", a) for a in self.appendages]


@dataclass(frozen=True)
class DockLimits:
    """The numbers a dock is built to (the rules' and the user's)."""
    area_sqft: float                 # the area to reach (a little under the allowance)
    reach_ft: float                  # how far out the dock may go
    walkway_width_ft: float
    appendage_sqft: float | None = None     # each appendage at most (Canandaigua 256)
    walkway_share: float | None = None      # the walkway at least this share of the length
    head_depths_ft: tuple[float, ...] = (8.0, 10.0, 12.0, 16.0, 20.0)
    finger_width_ft: float = 4.0


class RoomProfile:
    """The room's cross-sections along a frame's axis: at each distance v out from the mark (every
    STEP_FT), the stretch u_min..u_max (along the mark) of the room that holds the axis u = 0."""

    def __init__(self, frame: ShoreFrame, room: BaseGeometry, v_from: float, v_to: float) -> None:
        local = frame.local(room)
        self.v = np.arange(v_from, v_to + STEP_FT / 2, STEP_FT)
        self.u_min = np.full(len(self.v), np.nan)
        self.u_max = np.full(len(self.v), np.nan)
        if local.is_empty:
            return
        x0, _, x1, _ = local.bounds
        lines = shapely.linestrings(
            np.stack([np.column_stack([np.full_like(self.v, x0 - 1), self.v]),
                      np.column_stack([np.full_like(self.v, x1 + 1), self.v])], axis=1))
        with np.errstate(invalid="ignore"):     # GEOS flags some empty cross-sections as NaN
            cuts = shapely.intersection(lines, local)
        parts, index = shapely.get_parts(cuts, return_index=True)
        if len(parts):
            b = shapely.bounds(parts)
            # The piece of each cross-section that holds the axis, pulled in by EDGE_FT.
            holds = (shapely.get_type_id(parts) == 1) & (b[:, 0] <= 0.0) & (b[:, 2] >= 0.0)
            self.u_min[index[holds]] = b[holds, 0] + EDGE_FT
            self.u_max[index[holds]] = b[holds, 2] - EDGE_FT

    def _span(self, v0: float, v1: float) -> slice:
        """The samples covering [v0, v1] (one more either side: the edges lie between samples)."""
        i0 = max(0, int(np.floor((v0 - self.v[0]) / STEP_FT)))
        i1 = min(len(self.v), int(np.ceil((v1 - self.v[0]) / STEP_FT)) + 1)
        return slice(i0, i1)

    def extent(self, v0: float, v1: float) -> tuple[float, float]:
        """(how far left, how far right of the axis) the room holds over all of v0..v1; (0, 0)
        where it does not hold the axis somewhere on the way."""
        sl = self._span(v0, v1)
        lo, hi = self.u_min[sl], self.u_max[sl]
        if len(lo) == 0 or np.isnan(lo).any():
            return 0.0, 0.0
        return float(-lo.max()), float(hi.min())

    def longest_from(self, v_end: float, side: float, room_ft: float, most: float) -> float:
        """The longest stretch v_end - L .. v_end (L <= most) along which the room reaches
        room_ft on `side` (+1 right, -1 left) of the axis."""
        end = min(len(self.v), int(np.ceil((v_end - self.v[0]) / STEP_FT)) + 1)
        reach_side = self.u_max[:end] if side > 0 else -self.u_min[:end]
        ok = np.nan_to_num(reach_side, nan=-np.inf)[::-1] >= room_ft     # from v_end inwards
        bad = np.nonzero(~ok)[0]
        run = int(bad[0]) if len(bad) else len(ok)
        # Samples 0..run-1 (from the end) hold; the finger may not reach the first bad one.
        length = (run - 2) * STEP_FT if run >= 2 else 0.0
        return float(max(0.0, min(most, length)))

    def reach(self, half: float, v0: float) -> float:
        """How far out a walkway half*2 wide from v0 stays in the room (v0 if not at all)."""
        ok = (self.u_min <= -half) & (self.u_max >= half) & (self.v >= v0 - STEP_FT)
        start = int(np.searchsorted(self.v, v0 - STEP_FT))
        bad = np.nonzero(~ok[start:])[0]
        if len(bad) == 0:
            return float(self.v[-1])
        last = start + int(bad[0]) - 1            # the last good sample
        return float(self.v[last - 1]) if last - 1 >= start else v0


def fit_dock(frame: ShoreFrame, room: BaseGeometry, lim: DockLimits,
             _tries: int = 3) -> DockShape | None:
    """The largest dock of the four shapes at this frame that lies in `room`; None if not even
    a walkway 1 ft long fits. A dock that stands a hair out between two cross-sections is
    fitted again to the room pulled in by PULL_IN_FT (a few times at most)."""
    w = lim.walkway_width_ft
    half = w / 2.0
    prof = RoomProfile(frame, room, -LANDWARD_FT, lim.reach_ft)
    reach_len = min(lim.reach_ft, prof.reach(half, -LANDWARD_FT))
    if reach_len < 1.0:
        return None
    at_reach = reach_len >= lim.reach_ft - STEP_FT       # else the room ends first
    candidates: list[DockShape] = []

    # The plain walkway.
    length = min(reach_len, lim.area_sqft / w)
    candidates.append(DockShape(
        "walkway", frame.rect(-half, half, -LANDWARD_FT, length), width_ft=w,
        walkway_length_ft=length, length_ft=length, frame=frame,
        limits=_why(length >= lim.area_sqft / w - EPS, at_reach, True)))
    if w * reach_len < lim.area_sqft - EPS:
        for d in lim.head_depths_ft:
            shape = _bar(frame, prof, lim, reach_len, d, at_reach)
            if shape is not None:
                candidates.append(shape)
        shape = _fingers(frame, prof, lim, reach_len, at_reach)
        if shape is not None:
            candidates.append(shape)
    # The most area; among equals a T before an L before fingers, and the deeper (squarer) head.
    order = {"T": 0, "L": 1, "fingers": 2, "walkway": 3}
    best = max(candidates, key=lambda c: (round(c.area, 1), -order[c.shape],
                                          c.length_ft - c.walkway_length_ft))
    if _inside(best, room):
        return best
    if _tries <= 0:
        return None
    return fit_dock(frame, room.buffer(-PULL_IN_FT, join_style="mitre"), lim, _tries - 1)


def _why(area: bool, reach: bool, room: bool, appendage: bool = False) -> tuple[str, ...]:
    if area:
        return ("area",)
    out = []
    if reach:
        out.append("reach")
    if appendage:
        out.append("appendage")
    if room:
        out.append("room")
    return tuple(out)


def _bar(frame: ShoreFrame, prof: RoomProfile, lim: DockLimits, reach_len: float, d: float,
         at_reach: bool) -> DockShape | None:
    """A walkway with a bar of depth d across its outer end (T both sides, L one side), the
    bar's outer edge at the reach or up to BAR_TRIES_FT short of it, whichever holds most."""
    w = lim.walkway_width_ft
    half = w / 2.0
    cap_app = lim.appendage_sqft / d if lim.appendage_sqft is not None else math.inf
    best = None
    for total in np.arange(reach_len, max(reach_len - BAR_TRIES_FT, d + 1.0) - EPS, -STEP_FT):
        walk = float(total) - d
        if walk < 1.0 or (lim.walkway_share is not None
                          and walk < lim.walkway_share * float(total) - EPS):
            continue
        left, right = prof.extent(walk, float(total))
        if left < half or right < half or left + right <= w + STEP_FT:
            continue
        want = (lim.area_sqft - w * walk) / d            # the bar's width that meets the area
        width = min(want, cap_app, left + right)
        if width <= w:
            continue
        area = w * walk + width * d
        if best is None or area > best[0] + EPS:
            best = (area, float(total), walk, width, left, right, want)
        if width >= min(want, cap_app) - EPS:
            break                                         # nothing farther in can beat it
    if best is None:
        return None
    _, total, walk, width, left, right, want = best
    a = min(left, max(half, width / 2.0))
    b = width - a
    if b > right:
        b = right
        a = width - b
    shape = "T" if a > half + STEP_FT and b > half + STEP_FT else "L"
    full = total >= reach_len - EPS
    return DockShape(
        shape, frame.rect(-half, half, -LANDWARD_FT, walk), [frame.rect(-a, b, walk, total)],
        width_ft=w, walkway_length_ft=walk, length_ft=total, frame=frame,
        limits=_why(width >= want - EPS, at_reach and full,
                    width >= left + right - EPS or not at_reach or not full,
                    width >= cap_app - EPS))


def _fingers(frame: ShoreFrame, prof: RoomProfile, lim: DockLimits, reach_len: float,
             at_reach: bool) -> DockShape | None:
    """A walkway out to the reach with a finger along one or both sides of its outer end."""
    w = lim.walkway_width_ft
    half = w / 2.0
    f = lim.finger_width_ft
    need = lim.area_sqft - w * reach_len
    fingers: list[Polygon] = []
    capped = cramped = False
    for side in (1.0, -1.0):
        if need <= EPS:
            break
        wanted = min(reach_len, need / f)
        # The longest finger f wide: the room must reach half + f on this side all along it
        # (a suffix minimum of the cross-sections, from the reach inwards).
        longest = prof.longest_from(reach_len, side, half + f, wanted)
        width = f
        # Or a narrower finger all along the walkway, where the room beside it is narrow.
        left, right = prof.extent(0.0, reach_len)
        narrow = (right if side > 0 else left) - half
        if MIN_FINGER_FT <= narrow < f and narrow * min(reach_len, need / narrow) > longest * f:
            width, longest = narrow, min(reach_len, need / narrow)
            wanted = longest
        cramped = cramped or longest < wanted - STEP_FT or width < f
        if longest < 1.0:
            continue
        length = min(longest, need / width)
        cap = lim.appendage_sqft if lim.appendage_sqft is not None else math.inf
        if length * width > cap:
            length = cap / width
            capped = True
        elif length >= reach_len - STEP_FT and width >= f:
            # A finger the whole walkway long, and still area to fill: as wide as the room, the
            # appendage limit and the area left allow.
            left, right = prof.extent(reach_len - length, reach_len)
            wider = min((right if side > 0 else left) - half, min(need, cap) / length)
            if wider > width:
                width = wider
                capped = capped or width * length >= cap - EPS
        u0, u1 = (half, half + width) if side > 0 else (-half - width, -half)
        fingers.append(frame.rect(u0, u1, reach_len - length, reach_len))
        need -= length * width
    if not fingers:
        return None
    return DockShape("fingers", frame.rect(-half, half, -LANDWARD_FT, reach_len), fingers,
                     width_ft=w, walkway_length_ft=reach_len, length_ft=reach_len, frame=frame,
                     limits=_why(need <= EPS, at_reach, cramped or not at_reach, capped))


def _inside(dock: DockShape, room: BaseGeometry) -> bool:
    shapely.prepare(room)
    return all(room.contains(part) for _kind, part in dock.parts)
