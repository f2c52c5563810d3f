"""Rights areas that run out to the law's reach (DESIGN.md "Water-rights lines" step 10).

An area built as drawn is closed by a straight far side (a chord) from the end of one of its
lines to the end of the other. Where its lines fan out (a point of land, a lot on an island) or
one of them stopped at a neighbour's line (the head of a cove, after the lines inside it met) or
at another shore's line it crossed, that chord falls short: the water between it and the 1,500
ft limit, or the median with another shore, would belong to nobody. Such an area's far side
instead runs out: its two lines are carried on as rays, swept round between them, and the whole
is cut to within projection_ft of the area's own stretch of shore. Whatever it then shares with
another area (across a cove, over the median) is split by nearness to the two shores like any
overlap (areas_overlaps.py), and land inside it is left out (areas_repair.water_parts).

short_far_sides finds those areas (a cheap test on sample points of each chord); run_out builds
their new outline. `run_out_reference` is the same outline for one area, written plainly.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

from ..model import Message, Parcel
from .areas_overlaps import area_lines, resolve_overlaps
from .areas_repair import (
    GRID_FT,
    Stretches,
    _areal,
    _opened,
    areals,
    difference_on_grid,
    own_parts,
    water_parts,
)
from .median import other_shore_at
from .planar import snap_to_grid
from .projection import CROSSING, LIMIT, MEDIAN, NEIGHBOUR
from .shoreline import Shoreline

SHORT_FT = 1.0            # a chord this much short of the limit or the median is left as it is
SAMPLES = np.linspace(0.0, 1.0, 11)[1:-1]   # where each chord is tested
# (the middle first: most chords that fall short do so there, and the rest need not be asked)
SAMPLE_STAGES = (SAMPLES[SAMPLES.size // 2:SAMPLES.size // 2 + 1], np.delete(SAMPLES, SAMPLES.size // 2))
FAN_STEP = math.pi / 64   # the swept far side turns by at most this much between vertices
BUFFER_SEGS = 32          # the reach round the stretch: within 0.45 ft of 1,500 ft, always inside it
OTHER_STEP_FT = 10.0      # points along another shore for the median, at least this far apart
OUTLINE_STEP_FT = 20.0    # a run-out outline is tested for water nearer another shore this often
OVERLAP_SQFT = 0.01       # two grown areas overlapping by less are only a hairline apart on the grid
RUNS_OUT = frozenset((LIMIT, MEDIAN, NEIGHBOUR, CROSSING))    # lines an area may be carried on beyond


@dataclass
class LineRays:
    """Each area's two lines (li: left, lj: right) and every line's tie point, end and stop."""
    li: np.ndarray
    lj: np.ndarray
    ox: np.ndarray
    oy: np.ndarray
    ex: np.ndarray
    ey: np.ndarray
    stop: np.ndarray


NOTE = ("its water runs out to the limit of the law's reach or the median with another shore, not to a "
        "straight line between its lines' ends (a point of land, an island, a cove's mouth)")


def run_out_short_areas(shore: Shoreline, geoms: np.ndarray, lines: LineRays, piece: np.ndarray,
                        s0: np.ndarray, start_xy: np.ndarray, end_xy: np.ndarray, stretch: Stretches,
                        reach_ft: float, land: tuple[np.ndarray, np.ndarray] | None, mine: np.ndarray,
                        may: np.ndarray,
                        said: tuple[np.ndarray, list[Parcel], dict[int, list[str]], list[Message]],
                        drawn: tuple[np.ndarray, np.ndarray] | None = None) -> tuple[np.ndarray, list[int]]:
    """The areas (among `may`) whose chord falls short grow by the water beyond it that no other
    area and no other parcel's land holds (mine: per area, its parcel and its two neighbours);
    what two grown areas both take is split by nearness to their shores
    (areas_overlaps.resolve_overlaps). said: (parcel per area, parcels, notes, messages), for
    the notes. drawn: (plain, rounded): the areas still as drawn (closed by their chord), which
    need only the water beyond it (run_out's `chords`), and those of them built rounded to the
    grid (their chord's ends are rounded alike, so the water beyond meets them along it).
    Returns the grown areas and those the split changed."""
    li, lj, ox, oy, ex, ey = lines.li, lines.lj, lines.ox, lines.oy, lines.ex, lines.ey
    short = short_far_sides(shore, li, lj, ox, oy, ex, ey, lines.stop, piece, s0, reach_ft, may)
    ran = np.flatnonzero(short)
    if ran.size == 0:
        return ran, []
    stretch.prefetch(ran)
    own = [stretch[k] for k in ran.tolist()]
    lu = _unit(ex[li[ran]] - ox[li[ran]], ey[li[ran]] - oy[li[ran]])
    ru = _unit(ex[lj[ran]] - ox[lj[ran]], ey[lj[ran]] - oy[lj[ran]])
    about, a, b = _about(shore, piece[ran], s0[ran], stretch.s1[ran], reach_ft)
    # An area as drawn can only gain beyond its chord: only that part of its outline is built
    # (the rest is the area itself), which keeps the overlays below small.
    beyond = np.zeros(ran.size, dtype=bool) if drawn is None else drawn[0][ran]
    left_end, right_end = np.c_[ex[li[ran]], ey[li[ran]]], np.c_[ex[lj[ran]], ey[lj[ran]]]
    if drawn is not None:
        snap = drawn[1][ran]
        left_end[snap] = snap_to_grid(left_end[snap], GRID_FT)
        right_end[snap] = snap_to_grid(right_end[snap], GRID_FT)
    chords = (beyond, left_end, right_end)
    fans = run_out(own, start_xy[ran], lu, end_xy[ran], ru, reach_ft, about, chords)
    ok = np.flatnonzero(~shapely.is_empty(fans))
    ran, fans, a, b, beyond = ran[ok], fans[ok], a[ok], b[ok], beyond[ok]
    own, about = [own[k] for k in ok.tolist()], [about[k] for k in ok.tolist()]
    # (all the water beyond a chord is kept here: what joins the area is chosen once it has grown)
    fans = water_parts(shore, fans, own, whole=beyond)
    # Only where a line stopped on the median is another shore within reach of the water beyond
    # (a line that ran on met none; across a cove's mouth the grown areas' overlap is split below).
    near = np.flatnonzero((lines.stop[li[ran]] == MEDIAN) | (lines.stop[lj[ran]] == MEDIAN))
    fans[near] = _nearer_own(shore, fans[near], [own[k] for k in near.tolist()], piece[ran[near]], a[near],
                             b[near], reach_ft)
    before = shapely.area(geoms[ran])
    geoms[ran], gained = take_unclaimed(geoms, ran, fans, own, land, mine[ran])
    p_idx, parcels, notes, messages = said
    # (only those that took water say so: the water beyond some chords is all another's)
    for k in ran[shapely.area(geoms[ran]) - before > OVERLAP_SQFT].tolist():
        notes.setdefault(int(p_idx[k]), []).append(NOTE)
    # Two grown areas may both have taken the same water (across a cove's mouth, over the median):
    # only those are split.
    both = np.unique(_overlapping(geoms[ran], gained))
    changed = (resolve_overlaps(geoms, ran[both], stretch, p_idx, parcels, notes, messages,
                                lines_of=area_lines(li, lj, ox, oy, ex, ey)) if both.size else [])
    return ran, changed


def _overlapping(geoms: np.ndarray, gained: np.ndarray | None = None) -> np.ndarray:
    """Indices of the geometries that overlap another by more than OVERLAP_SQFT (two grown areas
    beside one line touch along it, give or take the grid's hairline). gained: what each grew by
    (take_unclaimed): grown areas took no water another held, so two can only overlap where both
    gained; the small gains find the pairs, the areas measure them."""
    try:
        # (on the grid, as the areas are: GEOS's predicates can refuse the gains as they come)
        i, j = _meeting(geoms if gained is None else shapely.set_precision(gained, GRID_FT))
    except shapely.errors.GEOSException:
        i, j = _meeting(geoms)
    i, j = np.unique(np.c_[np.minimum(i, j), np.maximum(i, j)][i != j], axis=0).reshape(-1, 2).T
    big = shapely.area(shapely.intersection(geoms[i], geoms[j], grid_size=GRID_FT)) > OVERLAP_SQFT
    return np.r_[i[big], j[big]]


def _meeting(geoms: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Pairs of geometries whose insides meet (one overlaps or contains the other)."""
    tree = shapely.STRtree(geoms)
    i, j = np.concatenate([tree.query(geoms, predicate=p) for p in ("overlaps", "contains")], axis=1)
    return i, j


def _about(shore: Shoreline, piece: np.ndarray, s0: np.ndarray, s1: np.ndarray, reach_ft: float
           ) -> tuple[list[LineString], np.ndarray, np.ndarray]:
    """The mark from reach_ft before each stretch (s0..s1 of piece) to reach_ft after it (to the
    ends of an open piece; never more than once round a ring), and its chainages."""
    length = shore.piece_length[piece]
    ring = shore.piece_closed[piece]
    a, b = s0 - reach_ft, s1 + reach_ft
    wrap = ring & (a < 0)
    a, b = np.where(wrap, a + length, a), np.where(wrap, b + length, b)
    b = np.where(ring, np.minimum(b, a + length - 1e-6), b)
    a, b = np.where(ring, a, np.maximum(a, 0.0)), np.where(ring, b, np.minimum(b, length))
    sx, sy = shore.point_at(piece, a)
    tx, ty = shore.point_at(piece, b)
    around = Stretches(shore, piece, a, b, np.c_[sx, sy], np.c_[tx, ty])
    rows = np.arange(piece.size)
    around.prefetch(rows)
    return [around[k] for k in rows.tolist()], a, b


def _nearer_own(shore: Shoreline, ext: np.ndarray, about: list[LineString], piece: np.ndarray,
                a: np.ndarray, b: np.ndarray, reach_ft: float) -> np.ndarray:
    """Each outline cut to the water nearer its own shore (`about`: its own stretch) than to any
    part of the mark within reach of it outside a to b along piece (the mark about the stretch):
    the median with another shore (an island's main shore, narrow water), whether or not parcels
    were given there."""
    out = ext.copy()
    # Most outlines lie wholly nearer their own shore: every point along them (every
    # OUTLINE_STEP_FT) has its nearest point of the mark on it. Only the others are split.
    pts, k = shapely.get_coordinates(shapely.segmentize(shapely.boundary(ext), OUTLINE_STEP_FT),
                                     return_index=True)
    seg, _d, u = shore.nearest(pts[:, 0], pts[:, 1])
    if not (~_on_own(shore, seg, u, piece[k], a[k], b[k])).any():
        return out
    split = np.unique(k[~_on_own(shore, seg, u, piece[k], a[k], b[k])])
    out[split] = _nearer_own_split(shore, ext[split], [about[i] for i in split.tolist()], piece[split],
                                   a[split], b[split], reach_ft)
    return out


def _on_own(shore: Shoreline, seg: np.ndarray, u: np.ndarray, piece: np.ndarray, a: np.ndarray,
            b: np.ndarray) -> np.ndarray:
    """Whether the point u along each segment lies on the mark from a to b along piece."""
    at = shore.chainage(seg, u)
    length = shore.piece_length[piece]
    ring = shore.piece_closed[piece]
    rel = np.where(ring, np.mod(at - a, np.where(ring, length, 1.0)), at - a)
    return (shore.seg_piece[seg] == piece) & (rel >= -1e-6) & (rel <= b - a + 1e-6)


def _nearer_own_split(shore: Shoreline, ext: np.ndarray, about: list[LineString], piece: np.ndarray,
                      a: np.ndarray, b: np.ndarray, reach_ft: float) -> np.ndarray:
    """_nearer_own for outlines that do reach water nearer another part of the mark."""
    out = ext.copy()
    # (a point of the region is within reach_ft of its own shore: the mark farther than that from
    # the whole region is never nearer)
    qi, seg = shore.query(ext, predicate="dwithin", distance=reach_ft)
    own = _on_own(shore, seg, np.full(seg.size, 0.5), piece[qi], a[qi], b[qi])
    qi, seg = qi[~own], seg[~own]
    if qi.size == 0:
        return out
    order = np.argsort(qi, kind="stable")
    qi, seg = qi[order], seg[order]
    bounds = np.searchsorted(qi, np.arange(ext.size + 1))
    for k in np.flatnonzero(bounds[1:] > bounds[:-1]).tolist():
        mine = seg[bounds[k]:bounds[k + 1]]
        xy = np.c_[shore.ax[mine], shore.ay[mine], shore.bx[mine], shore.by[mine]]
        out[k] = _median_side(about[k], xy, ext[k])
    return out


def _median_side(own: LineString, other: np.ndarray, region: BaseGeometry) -> BaseGeometry:
    """The part of region nearer the line `own` than the segments `other` ((n, 4): x0, y0, x1,
    y1), by the Voronoi cells of points along both. The points along each segment start from
    its lower-left end, so the cells do not depend on how the mark was digitized."""
    step = max(0.5, own.length / 60.0)
    d = np.r_[np.arange(0.0, own.length, step), own.length]
    mine = np.vstack([shapely.get_coordinates(own),
                      shapely.get_coordinates(shapely.line_interpolate_point(own, d))])
    swap = (other[:, 0] > other[:, 2]) | ((other[:, 0] == other[:, 2]) & (other[:, 1] > other[:, 3]))
    other = np.where(swap[:, None], other[:, [2, 3, 0, 1]], other)
    seg_len = np.hypot(other[:, 2] - other[:, 0], other[:, 3] - other[:, 1])
    n = np.floor(seg_len / max(step, OTHER_STEP_FT)).astype(np.int64) + 1
    s = np.repeat(np.arange(other.shape[0]), n)
    f = (np.arange(s.size) - np.repeat(np.cumsum(n) - n, n)) / n[s]
    theirs = np.vstack([other[s, :2] + f[:, None] * (other[s, 2:] - other[s, :2]), other[:, 2:]])
    # (own lies projection_ft along the mark from every other segment: no point is both's)
    mine, theirs = np.unique(np.round(mine, 4), axis=0), np.unique(np.round(theirs, 4), axis=0)
    pts = np.vstack([mine, theirs])
    cells = shapely.get_parts(shapely.voronoi_polygons(shapely.multipoints(pts),
                                                       extend_to=region.envelope.buffer(1.0)))
    cell, site = shapely.STRtree(shapely.points(pts)).query(cells, predicate="intersects")
    keep = np.zeros(cells.size, dtype=bool)
    keep[cell[site < len(mine)]] = True
    return _areal(shapely.intersection(region, shapely.coverage_union_all(cells[keep]), grid_size=GRID_FT))


def _unit(dx: np.ndarray, dy: np.ndarray) -> np.ndarray:
    norm = np.hypot(dx, dy)
    return np.c_[dx, dy] / np.where(norm > 0, norm, 1.0)[:, None]


def short_far_sides(shore: Shoreline, li: np.ndarray, lj: np.ndarray, ox: np.ndarray, oy: np.ndarray,
                    ex: np.ndarray, ey: np.ndarray, stop: np.ndarray, piece: np.ndarray,
                    s0: np.ndarray, reach_ft: float, may: np.ndarray | None = None) -> np.ndarray:
    """Per area (lines li, lj; its left tie point on `piece` at chainage s0; only those `may` says,
    default all): does its chord fall more than SHORT_FT short of the reach, at a place still
    nearer its own shore than any other (short of the median)? Only areas whose lines both end
    over open water (the limit, the median, a neighbour's line, another shore's line they
    crossed) and do not meet."""
    ax, ay, bx, by = ex[li], ey[li], ex[lj], ey[lj]
    chord = np.hypot(bx - ax, by - ay)
    runs = np.isin(stop[li], list(RUNS_OUT)) & np.isin(stop[lj], list(RUNS_OUT))
    line_len = np.hypot(ex - ox, ey - oy)
    runs &= (line_len[li] > 1e-6) & (line_len[lj] > 1e-6)
    # Two lines that both run to the limit leave a chord short of it only where they fan out
    # (by about 8 SHORT_FT / reach radians at the least); nearly parallel ones are not tested.
    both_limit = (stop[li] == LIMIT) & (stop[lj] == LIMIT)
    safe = np.where(line_len > 0, line_len, 1.0)
    dx, dy = (ex - ox) / safe, (ey - oy) / safe
    cross = dx[li] * dy[lj] - dy[li] * dx[lj]
    runs &= ~both_limit | (-cross > 0.5 * math.sqrt(8.0 * SHORT_FT / reach_ft))
    rows = np.flatnonzero(runs & (chord > 1e-6) & (True if may is None else may))
    out = np.zeros(li.size, dtype=bool)
    if rows.size == 0:
        return out
    # Outward: away from the middle of the two tie points, across the chord.
    mx, my = 0.5 * (ox[li[rows]] + ox[lj[rows]]), 0.5 * (oy[li[rows]] + oy[lj[rows]])
    nx, ny = -(by[rows] - ay[rows]) / chord[rows], (bx[rows] - ax[rows]) / chord[rows]
    flip = nx * (0.5 * (ax[rows] + bx[rows]) - mx) + ny * (0.5 * (ay[rows] + by[rows]) - my) < 0
    nx, ny = np.where(flip, -nx, nx), np.where(flip, -ny, ny)
    # A chord falls short if any of its samples does: the samples are asked in stages, each only
    # of the chords no earlier stage found short (one stage of every sample gives the same answer).
    todo = np.arange(rows.size)
    for samples in SAMPLE_STAGES:
        k = np.repeat(todo, samples.size)
        r = rows[k]
        f = np.tile(samples, todo.size)
        qx = ax[r] + f * (bx[r] - ax[r]) + SHORT_FT * nx[k]
        qy = ay[r] + f * (by[r] - ay[r]) + SHORT_FT * ny[k]
        seg, dist, u = shore.nearest(qx, qy)
        near = np.flatnonzero(dist < reach_ft)
        a, t = r[near], li[r[near]]
        own = ~other_shore_at(shore, seg[near], u[near], ox[t], oy[t], piece[a], s0[a])
        out[r[near[own]]] = True
        todo = todo[~out[rows[todo]]]
    return out


def run_out(stretches: list[LineString], lo: np.ndarray, lu: np.ndarray, ro: np.ndarray, ru: np.ndarray,
            reach_ft: float, near: list[LineString] | None = None,
            chords: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None) -> np.ndarray:
    """The outlines of areas whose far sides run out: for each, the stretch of shore from the left
    line's tie point lo to the right line's ro, out along the right ray (unit ru), swept round to
    the left ray (unit lu) and back, cut to within reach_ft of `near` (the mark about the stretch,
    reach_ft on either side along it: water in the area's wedge within reach of the shore may be
    nearest a neighbour's shore, round a point; default the stretch itself). Where the two rays
    cross, the outline closes at their crossing.

    chords: (beyond, left end, right end): for the rows `beyond` says, only the part of the
    outline beyond the chord from the left line's end to the right line's (on the rays): what an
    area built as drawn up to that chord can gain, without its shore (run_out_reference's outline
    less the area as drawn). Each is empty where the whole outline would be."""
    n = len(stretches)
    out = np.empty(n, dtype=object)
    if n == 0:
        return out
    lengths = shapely.length(np.array(stretches, dtype=object))
    far = 2.0 * reach_ft + lengths
    beyond = np.zeros(n, dtype=bool) if chords is None else chords[0]
    rings = [_ring(stretches[k], lo[k], lu[k], ro[k], ru[k], float(far[k])) for k in range(n)]
    fans = np.empty(n, dtype=object)
    fans[:] = [Polygon(ring) for ring in rings]
    # A fan that crosses itself (a line over its own shore, a frontage wrapping an island) is no
    # outline: such an area keeps its chord.
    bad = ~shapely.is_valid(fans)
    fans[bad] = Polygon()
    if chords is not None:
        rows = np.flatnonzero(beyond & ~bad)
        caps = np.empty(rows.size, dtype=object)
        caps[:] = [Polygon(_cap(rings[k], len(stretches[k].coords), chords[1][k], chords[2][k]))
                   for k in rows.tolist()]
        # (a chord that leaves the fan would make no cap: that area is run out whole)
        ok = shapely.is_valid(caps)
        fans[rows[ok]] = caps[ok]
    zones = _zones(np.array(stretches if near is None else near, dtype=object), reach_ft)
    return shapely.intersection(fans, zones)


def _cap(fan_ring: np.ndarray, along: int, left_end: np.ndarray, right_end: np.ndarray) -> np.ndarray:
    """The ring beyond the chord: the right line's end, the fan's far side (the ring after the
    stretch's `along` points, up to its closing point), the left line's end, and back."""
    return np.vstack([right_end[None, :], fan_ring[along:-1], left_end[None, :], right_end[None, :]])


def _repaired(geoms: np.ndarray) -> np.ndarray:
    """A copy of `geoms` with the invalid ones made valid (their polygonal parts)."""
    out = geoms.copy()
    bad = ~shapely.is_valid(out)
    if bad.any():
        out[bad] = areals(shapely.make_valid(out[bad]))
    return out


def take_unclaimed(geoms: np.ndarray, rows: np.ndarray, ext: np.ndarray, stretches: list[LineString],
                   land: tuple[np.ndarray, np.ndarray] | None = None, mine: np.ndarray | None = None
                   ) -> tuple[np.ndarray, np.ndarray]:
    """The areas `rows` grown by what of their run-out outlines `ext` no other area holds (as the
    areas stood before any grew: what two grown areas both take is left for the overlap split)
    and no other parcel's land covers (`land`: parcel polygons and their parcel index, where no
    mark was drawn in front of them; `mine`: per row, its parcel and its two neighbours, whose
    land meets it only along the shore). Each keeps its part along its own stretch. Returns the
    grown areas and the water each was free to take."""
    # An outline cut by water_parts and the median, or an area before its last repair, can be
    # invalid on a jagged shore; GEOS's predicates and overlays refuse it (TopologyException):
    # repaired here, as the areas themselves are at the end.
    before, ext = _repaired(geoms), _repaired(ext)
    # Only areas whose insides meet (neighbours touch along the shared ray: nothing to take away).
    tree = shapely.STRtree(before)
    qi, oi = np.concatenate([tree.query(ext, predicate=p) for p in ("overlaps", "contains", "within")],
                            axis=1)
    keep = np.unique(np.c_[qi, oi], axis=0)
    qi, oi = keep[:, 0], keep[:, 1]
    other = oi != rows[qi]
    qi, oi = qi[other], oi[other]
    taken = np.r_[before[oi]]
    if land is not None and land[0].size:
        land = (_repaired(land[0]), land[1])      # a tax map's self-crossing lots, too
        li, lo = shapely.STRtree(land[0]).query(ext, predicate="intersects")
        if mine is not None:
            theirs = ~(land[1][lo][:, None] == mine[li]).any(axis=1)
            li, lo = li[theirs], lo[theirs]
        order = np.argsort(np.r_[qi, li], kind="stable")
        taken = np.r_[taken, land[0][lo]][order]
        qi = np.r_[qi, li][order]
    bounds = np.searchsorted(qi, np.arange(rows.size + 1))
    free = ext.copy()
    some = np.flatnonzero(bounds[1:] > bounds[:-1])         # most take water nobody else holds
    held = np.empty(some.size, dtype=object)
    for n, i in enumerate(some.tolist()):
        held[n] = shapely.union_all(taken[bounds[i]:bounds[i + 1]], grid_size=GRID_FT)
    free[some] = _opened(areals(difference_on_grid(ext[some], held)))
    grown = shapely.union(before[rows], free, grid_size=GRID_FT)
    return own_parts(areals(grown), stretches), free


def _zones(lines: np.ndarray, reach_ft: float) -> np.ndarray:
    """Within reach_ft of each line (the buffer's arcs are chords of the true circle: inside it)."""
    return shapely.buffer(lines, reach_ft, quad_segs=BUFFER_SEGS)


def _ring(stretch: LineString, lo: np.ndarray, lu: np.ndarray, ro: np.ndarray, ru: np.ndarray,
          far: float) -> np.ndarray:
    """Stretch, out along the right ray, the swept far side, back along the left ray."""
    along = np.asarray(stretch.coords)
    cross = _ray_crossing(lo, lu, ro, ru)
    if cross is not None and cross[0] < far and cross[1] < far:
        tip = lo + cross[0] * lu
        return np.vstack([along, [tip], along[:1]])
    turn = _turn(along, ru, lu)
    steps = max(1, math.ceil(abs(turn) / FAN_STEP))
    f = np.linspace(0.0, 1.0, steps + 1)
    phi = math.atan2(ru[1], ru[0]) + f * turn
    base = ro[None, :] + f[:, None] * (lo - ro)[None, :]
    fan = base + far * np.c_[np.cos(phi), np.sin(phi)]
    return np.vstack([along, fan, along[:1]])


def _turn(along: np.ndarray, ru: np.ndarray, lu: np.ndarray) -> float:
    """How far the far side turns from the right ray to the left one (counter-clockwise > 0): the
    short way round, unless the stretch itself turns further (a lot wrapping more than half an
    island), when it is the way the shore turns."""
    short = math.atan2(ru[0] * lu[1] - ru[1] * lu[0], ru[0] * lu[0] + ru[1] * lu[1])
    d = np.diff(along, axis=0)
    d = d[np.hypot(d[:, 0], d[:, 1]) > 0]
    if len(d) < 2:
        return short
    h = np.arctan2(d[:, 1], d[:, 0])
    shore_turn = float(np.sum(np.mod(np.diff(h) + math.pi, 2 * math.pi) - math.pi))
    # Going back from the right end to the left, the water's side turns against the shore.
    return short + 2 * math.pi * round((-shore_turn - short) / (2 * math.pi))


def _ray_crossing(lo: np.ndarray, lu: np.ndarray, ro: np.ndarray, ru: np.ndarray
                  ) -> tuple[float, float] | None:
    """Distances along the left and right rays to where they cross (None if they do not)."""
    den = lu[0] * ru[1] - lu[1] * ru[0]
    if abs(den) < 1e-12:
        return None
    wx, wy = ro[0] - lo[0], ro[1] - lo[1]
    a = (wx * ru[1] - wy * ru[0]) / den
    b = (wx * lu[1] - wy * lu[0]) / den
    return (a, b) if a > 1e-9 and b > 1e-9 else None


def run_out_reference(stretch: LineString, lo: tuple[float, float], lu: tuple[float, float],
                      ro: tuple[float, float], ru: tuple[float, float], reach_ft: float,
                      near: LineString | None = None,
                      chord: tuple[tuple[float, float], tuple[float, float]] | None = None) -> BaseGeometry:
    """run_out for one area, plainly: the water between the two rays (carried on far out, swept
    round in small turns) and the stretch, within reach_ft of `near` (default the stretch);
    given chord (the left and right lines' ends), less the area drawn up to that chord."""
    far = 2.0 * reach_ft + stretch.length
    (lox, loy), (lux, luy), (rox, roy), (rux, ruy) = lo, lu, ro, ru
    cross = _ray_crossing(np.array(lo), np.array(lu), np.array(ro), np.array(ru))
    if cross is not None and max(cross) < far:
        outline = [*stretch.coords, (lox + cross[0] * lux, loy + cross[0] * luy)]
    else:
        start = math.atan2(ruy, rux)
        turn = _turn(np.asarray(stretch.coords), np.array(ru), np.array(lu))
        steps = max(1, math.ceil(abs(turn) / FAN_STEP))
        outline = list(stretch.coords)
        for i in range(steps + 1):
            f = i / steps
            bx, by = rox + f * (lox - rox), roy + f * (loy - roy)
            outline.append((bx + far * math.cos(start + f * turn), by + far * math.sin(start + f * turn)))
    fan = Polygon(outline)
    if not fan.is_valid:
        return Polygon()
    zone = (stretch if near is None else near).buffer(reach_ft, quad_segs=BUFFER_SEGS)
    if chord is None:
        return fan.intersection(zone)
    drawn = Polygon([*stretch.coords, chord[1], chord[0]])
    return fan.intersection(zone).difference(drawn)
