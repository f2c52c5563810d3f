"""Docks in the MHW mark's local frame, fitted into a parcel's room.

A dock is a main walkway square to the MHW mark (width `w` along the mark, from the mark out
along its normal) and a head: a T or L bar across its outer end, or fingers along its sides.
Width is measured parallel to the mark and length perpendicular to it (§160-123A(1)(b),
§44-6A(1)(c)), so a dock built in this frame is measured by the rules as it was built.
Fitting is monotone containment: a longer walkway or a wider bar fits only if a shorter or
narrower one does, so each extent is found by bisection. The bar's two sides are separable (the
bar is the union of its left and right halves), so each side is fitted on its own.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.geometry import Point, Polygon
from shapely.geometry.base import BaseGeometry

from ..rules.measure import DIRECTION_WINDOW_FT

BISECT_TOL_FT = 0.05          # extents are found to this (the dock is then shrunk, not grown)
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
    head_depths_ft: tuple[float, ...] = (8.0, 10.0, 12.0)
    finger_width_ft: float = 4.0


def _bisect(fits: Callable[[float], bool], lo: float, hi: float) -> float:
    """The largest x in [lo, hi] with fits(x), given fits(lo); lo when even lo does not fit."""
    if fits(hi):
        return hi
    if not fits(lo):
        return lo
    while hi - lo > BISECT_TOL_FT:
        mid = 0.5 * (lo + hi)
        if fits(mid):
            lo = mid
        else:
            hi = mid
    return lo


def fit_dock(frame: ShoreFrame, room: BaseGeometry, lim: DockLimits) -> DockShape | None:
    """The largest dock of the four shapes at this frame that lies in `room`; None if not even
    a walkway 1 ft long fits."""
    local = frame.local(room)
    shapely.prepare(local)          # many containment tests against one polygon
    w = lim.walkway_width_ft
    half = w / 2.0

    def fits(u0: float, u1: float, v0: float, v1: float) -> bool:
        return bool(local.contains(shapely.box(u0, v0, u1, v1)))

    def walk_fits(length: float) -> bool:
        return fits(-half, half, -LANDWARD_FT, length)

    if not walk_fits(1.0):
        return None
    reach_len = _bisect(walk_fits, 1.0, lim.reach_ft)
    at_reach = reach_len >= lim.reach_ft - BISECT_TOL_FT     # else the room ends first
    candidates: list[DockShape] = []

    # The plain walkway.
    length = min(reach_len, lim.area_sqft / w)
    candidates.append(DockShape(
        "walkway", frame.rect(-half, half, -LANDWARD_FT, length), width_ft=w, walkway_length_ft=length,
        length_ft=length, frame=frame,
        limits=_why(length >= lim.area_sqft / w - EPS, at_reach, True)))
    if w * reach_len < lim.area_sqft - EPS:
        for d in lim.head_depths_ft:
            shape = _bar(frame, fits, lim, reach_len, d, at_reach)
            if shape is not None:
                candidates.append(shape)
        shape = _fingers(frame, fits, lim, reach_len, at_reach)
        if shape is not None:
            candidates.append(shape)
    order = {"T": 0, "L": 1, "fingers": 2, "walkway": 3}
    return max(candidates, key=lambda c: (round(c.area, 1), -order[c.shape]))


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


def _bar(frame: ShoreFrame, fits: Callable[..., bool], lim: DockLimits, reach_len: float,
         d: float, at_reach: bool) -> DockShape | None:
    """A walkway with a bar of depth d across its outer end (T both sides, L one side)."""
    w = lim.walkway_width_ft
    half = w / 2.0
    total = reach_len
    walk = total - d
    if walk < 1.0 or (lim.walkway_share is not None and walk < lim.walkway_share * total - EPS):
        return None
    want = (lim.area_sqft - w * walk) / d            # the bar's width that meets the area
    cap_app = lim.appendage_sqft / d if lim.appendage_sqft is not None else math.inf
    goal = min(want, cap_app)
    # Each side out to what the area needs (half the bar, or all of it for an L) at most.
    left = _bisect(lambda a: fits(-a, half, walk, total), half, max(half, goal - half))
    right = _bisect(lambda b: fits(-half, b, walk, total), half, max(half, goal - half))
    if left + right <= w + BISECT_TOL_FT:
        return None
    width = min(goal, left + right)
    if width <= w:
        return None
    a = min(left, max(half, width / 2.0))
    b = width - a
    if b > right:
        b = right
        a = width - b
    shape = "T" if a > half + BISECT_TOL_FT and b > half + BISECT_TOL_FT else "L"
    limited_room = width >= left + right - EPS
    return DockShape(
        shape, frame.rect(-half, half, -LANDWARD_FT, walk), [frame.rect(-a, b, walk, total)], width_ft=w,
        walkway_length_ft=walk, length_ft=total, frame=frame,
        limits=_why(width >= want - EPS, at_reach, limited_room or not at_reach,
                    width >= cap_app - EPS))


def _fingers(frame: ShoreFrame, fits: Callable[..., bool], lim: DockLimits,
             reach_len: float, at_reach: bool) -> DockShape | None:
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

        u0, u1 = (half, half + f) if side > 0 else (-half - f, -half)

        def finger(length: float, u0: float = u0, u1: float = u1) -> Polygon:
            return frame.rect(u0, u1, reach_len - length, reach_len)

        wanted = min(reach_len, need / f)
        longest = _bisect(lambda length, u0=u0, u1=u1: fits(u0, u1, reach_len - length, reach_len),
                          0.0, wanted)
        cramped = cramped or longest < wanted - BISECT_TOL_FT
        if longest < 1.0:
            continue
        length = min(longest, need / f)
        if lim.appendage_sqft is not None and length * f > lim.appendage_sqft:
            length = lim.appendage_sqft / f
            capped = True
        fingers.append(finger(length))
        need -= length * f
    if not fingers:
        return None
    return DockShape("fingers", frame.rect(-half, half, -LANDWARD_FT, reach_len), fingers, width_ft=w,
                     walkway_length_ft=reach_len, length_ft=reach_len, frame=frame,
                     limits=_why(need <= EPS, at_reach, cramped or not at_reach, capped))
