"""Hoists beside the suggested dock and mooring buoys in open water.

Hoists (boat hoist structures, `hoist_w` along the MHW mark by `hoist_l` out from it) stand along
the walkway's sides, ending where the walkway does (under a T or L bar they meet it), outside any
finger; each is moved towards the shore until it lies in the room, or left out.
Buoys: the swing circle (vessel length plus rode) must stay in the room given (the rights area,
or for a law that sets buoys back, the rights area less the setback), clear of the structures and
of each other. Candidates lie on a grid of a quarter radius, packed greedily in several orders
(nearest the shore first; row by row along the frontage from either end); the packing with the
most buoys, then the nearest farthest buoy, wins (further out they need an anchorage permit).
"""
from __future__ import annotations

import numpy as np
import shapely
from shapely.geometry import Point, Polygon
from shapely.geometry.base import BaseGeometry

from .shapes import DockShape, ShoreFrame

CLEARANCE_FT = 1.0       # a gap between swing circles and structures (digitising noise, not law)
HOIST_STEP_FT = 2.0


def place_hoists(dock: DockShape, room: BaseGeometry, count: int, hoist_w: float,
                 hoist_l: float) -> list[Polygon]:
    """Up to `count` hoists (at most one each side of the walkway)."""
    frame = dock.frame
    if frame is None or count <= 0:
        return []
    shapely.prepare(room)
    half = dock.width_ft / 2.0
    taken = shapely.union_all([dock.walkway, *dock.appendages])
    out: list[Polygon] = []
    for side in (1.0, -1.0):
        if len(out) >= count:
            break
        end = dock.walkway_length_ft
        while end - hoist_l >= 0.0:
            # Outside any finger on this side that runs alongside the hoist.
            inner = half
            for app in dock.appendages:
                u_out, v0, v1 = _extent(app, frame, side)
                if u_out > half and min(v1, end) - max(v0, end - hoist_l) > 1e-6:
                    inner = max(inner, u_out)
            u0, u1 = (inner, inner + hoist_w) if side > 0 else (-inner - hoist_w, -inner)
            hoist = frame.rect(u0, u1, end - hoist_l, end)
            if room.contains(hoist) and hoist.intersection(taken).area < 1e-6:
                out.append(hoist)
                break
            end -= HOIST_STEP_FT
    return out


def _extent(geom: BaseGeometry, frame: ShoreFrame, side: float) -> tuple[float, float, float]:
    """(how far the geometry reaches along the mark on `side` of the walkway's axis, its nearest
    and farthest distance out along the normal)."""
    xy = shapely.get_coordinates(geom) - frame.origin
    u = xy @ frame.tangent
    v = xy @ frame.normal
    return float(u.max() if side > 0 else -u.min()), float(v.min()), float(v.max())


def place_buoys(room: BaseGeometry, shore: BaseGeometry, structures: list[BaseGeometry],
                count: int, radius: float, within_ft: float | None = None) -> list[Point]:
    """Up to `count` buoys whose swing circles lie in `room`, clear of `structures` and of each
    other. `shore` is the stretch of the MHW mark the room fronts (distances are measured to it;
    the whole mark is never farther, so a buoy kept within `within_ft` of it is within that
    distance of the mark as the check measures it)."""
    if count <= 0 or radius <= 0:
        return []
    # Out to where `count` circles in a row beyond the structures would end: no farther
    # candidate is ever needed.
    beyond = max((shore.distance(Point(xy)) for g in structures
                  for xy in shapely.get_coordinates(g)), default=0.0)
    search = shore.buffer(beyond + count * (2 * radius + CLEARANCE_FT) + radius + CLEARANCE_FT)
    inner = room.intersection(search).buffer(-(radius + CLEARANCE_FT))
    if inner.is_empty:
        return []
    step = max(radius / 4.0, 1.0)
    x0, y0, x1, y1 = inner.bounds
    gx, gy = np.meshgrid(np.arange(x0, x1 + step, step), np.arange(y0, y1 + step, step))
    pts = shapely.points(gx.ravel(), gy.ravel())
    shapely.prepare(inner)
    pts = pts[shapely.contains(inner, pts)]
    if structures and len(pts):
        blocked = shapely.union_all(structures).buffer(radius + CLEARANCE_FT)
        shapely.prepare(blocked)
        pts = pts[~shapely.intersects(blocked, pts)]
    if len(pts) == 0:
        return []
    dist = shapely.distance(shore, pts)
    if within_ft is not None:
        keep = dist <= within_ft
        pts, dist = pts[keep], dist[keep]
        if len(pts) == 0:
            return []
    along = shapely.line_locate_point(shore, pts) if shore.geom_type in _LINEAR else np.zeros(len(pts))
    xy = shapely.get_coordinates(pts)
    best: list[int] = []
    for order in _orders(dist, along, radius):
        chosen = _greedy(xy, order, count, 2 * radius + CLEARANCE_FT)
        if _better(chosen, best, dist):
            best = chosen
    return [pts[i] for i in sorted(best, key=lambda i: (dist[i], along[i]))]


_LINEAR = ("LineString", "LinearRing", "MultiLineString")
ROW_FACTORS = (0.5, 1.0, 2.0)     # row depths tried, in swing radii


def _orders(dist: np.ndarray, along: np.ndarray, radius: float) -> list[np.ndarray]:
    """Candidate orders for the greedy packing: nearest the shore first (the reference), and
    row by row out from the shore, each row filled from one end of the frontage or the other.
    Nearest-first alone starts at the one closest point and can push the rest out in a line;
    rows fill the frontage first, as a surveyor lays moorings out."""
    orders = [np.argsort(dist, kind="stable")]
    for factor in ROW_FACTORS:
        row = np.floor(dist / (factor * radius))
        orders.append(np.lexsort((along, row)))
        orders.append(np.lexsort((-along, row)))
    return orders


def _greedy(xy: np.ndarray, order: np.ndarray, count: int, spacing: float) -> list[int]:
    """Take candidates in `order`, each at least `spacing` from those taken, up to `count`."""
    chosen: list[int] = []
    free = np.ones(len(xy), dtype=bool)
    for i in order:
        if not free[i]:
            continue
        chosen.append(int(i))
        if len(chosen) >= count:
            break
        # Candidates too near this one can no longer be chosen.
        free &= np.hypot(xy[:, 0] - xy[i, 0], xy[:, 1] - xy[i, 1]) >= spacing
    return chosen


def _better(chosen: list[int], best: list[int], dist: np.ndarray) -> bool:
    """More buoys first; among as many, the farthest one nearer the shore, then the sum."""
    if len(chosen) != len(best):
        return len(chosen) > len(best)
    if not chosen:
        return False
    a, b = dist[chosen], dist[best]
    return (float(a.max()), float(a.sum())) < (float(b.max()) - 1e-9, float(b.sum()))
