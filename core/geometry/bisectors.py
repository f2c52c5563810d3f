"""Waterside bisectors at the tie points (§160-122C(1)(c)-(d), §44-5C(3)-(4)).

At each tie point the two tie lines (to the neighbours' other tie points) make an angle on the
waterside; the water-rights line leaves the tie point along its bisector. With the water on the
shoreline's left, the waterside angle is swept counter-clockwise from the tie line ahead (to the
next tie point) round to the tie line behind (to the previous one).
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..model import Message, Parcel
from ..notes import note
from .planar import azimuth_deg, cross, rotate, unit
from .tie_points import TieData

TWO_PI = 2.0 * np.pi


@dataclass
class Bisectors:
    """One row per water-rights line (tie points with a parcel on both sides)."""
    tie: np.ndarray             # tie point index
    ox: np.ndarray              # origin = the tie point
    oy: np.ndarray
    theta: np.ndarray           # direction of the bisector, radians counter-clockwise from +x
    wedge: np.ndarray           # waterside angle, radians in (0, 2*pi]
    ahead: np.ndarray           # direction of the tie line ahead (radians), the wedge's start
    prev_line: np.ndarray       # the line at the parcel_a's other tie point, -1 if none
    next_line: np.ndarray       # the line at parcel_b's other tie point, -1 if none
    messages: list[Message] = field(default_factory=list)

    @property
    def azimuth(self) -> np.ndarray:
        return azimuth_deg(np.cos(self.theta), np.sin(self.theta))


def waterside_bisectors(ties: TieData, parcels: list[Parcel]) -> Bisectors:
    messages: list[Message] = []
    both = np.flatnonzero((ties.tie_a >= 0) & (ties.tie_b >= 0))
    prev_t = ties.left_tie(ties.tie_a[both])
    next_t = ties.right_tie(ties.tie_b[both])
    t = ties.tie_xy[both]
    ux, uy, lu = unit(*(ties.tie_xy[prev_t] - t).T)
    vx, vy, lv = unit(*(ties.tie_xy[next_t] - t).T)
    good = (lu > 1e-6) & (lv > 1e-6)
    for k in np.flatnonzero(~good):
        a, b = int(ties.tie_a[both[k]]), int(ties.tie_b[both[k]])
        short = parcels[a] if lu[k] <= 1e-6 else parcels[b]
        messages.append(note("warning", "tie_line_degenerate", parcel_id=short.parcel_id,
                             parcel=short.parcel_id, a=parcels[a].parcel_id, b=parcels[b].parcel_id))
    both, ux, uy, vx, vy, t = both[good], ux[good], uy[good], vx[good], vy[good], t[good]
    wedge = np.mod(np.arctan2(cross(vx, vy, ux, uy), vx * ux + vy * uy), TWO_PI)
    wedge = np.where(wedge < 1e-12, TWO_PI, wedge)      # both tie lines along one chord
    bx, by = rotate(vx, vy, 0.5 * wedge)
    line_of_tie = np.full(len(ties.tie_note), -1, dtype=np.int64)
    line_of_tie[both] = np.arange(both.size)
    prev_line = line_of_tie[ties.left_tie(ties.tie_a[both])]
    next_line = line_of_tie[ties.right_tie(ties.tie_b[both])]
    return Bisectors(tie=both, ox=t[:, 0].copy(), oy=t[:, 1].copy(), theta=np.arctan2(by, bx),
                     wedge=wedge, ahead=np.arctan2(vy, vx), prev_line=prev_line, next_line=next_line,
                     messages=messages)
