"""Overlaps between rights areas whose lines cross (lines from across a bay): each overlap is
shared between the two areas by nearness to their own stretches of shore (a Voronoi split).

Pairs are settled in order, an area changed by one pair being what the next pair sees; most
pairs share no area with an earlier one, so they are settled in a few waves of one GEOS call per
step rather than one pair at a time.
"""
from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

from ..compat import zip_strict
from ..model import Message, Parcel
from ..notes import note
from .areas_repair import (
    GRID_FT,
    OVERLAP_TOL_SQFT,
    Stretches,
    _areal,
    _opened,
    areals,
    difference_on_grid,
    own_parts,
)
from .planar import distance_to_lines

# Outline points are checked in runs of this many (see _outline_sides).
OUTLINE_RUN = 8

# Water an overlap split cuts off from every shore that claimed it, over this much, goes to the
# nearest shore whose area it adjoins along an edge at least ADJOINS_FT long (see _give_cut_off_water).
CUT_OFF_MIN_SQFT = 1.0
ADJOINS_FT = 0.01
CUT_OFF_NOTE = ("{area} sq ft of water that the split where lines cross cut off from the shores that "
                "claimed it is added to it, the nearest shore that water adjoins")

# A wave settling fewer than this share of the pending pairs ends the waves (see resolve_overlaps).
WAVE_MIN_SHARE = 1 / 16

# distance_to_lines agrees with GEOS to about 1e-9 ft; a comparison of its distances closer than
# this is left to GEOS's, so the outcome is GEOS's own.
NEAR_CALL_FT = 1e-6


def resolve_overlaps(geoms: np.ndarray, rows: np.ndarray, stretch: Stretches, p_idx: np.ndarray,
                     parcels: list[Parcel], notes: dict[int, list[str]],
                     messages: list[Message], lines_of: Callable[[int], BaseGeometry],
                     as_drawn: Callable[[np.ndarray], None] | None = None) -> list[int]:
    """Share each overlap between two areas by nearness to their own stretches of shore (the
    Voronoi split), so each keeps what lies nearer its own shore; returns the areas changed.

    Pairs are settled in order, each seeing the areas as the pairs before it left them. Done in
    waves: a wave settles at once every pending pair that no earlier pending pair may change
    (or read) an area of, and leaves the others to the next wave; what a pair changes and says
    is then replayed in pair order, so notes and messages come out as if settled one by one.

    as_drawn(rows): put back the unrounded drawing of those areas (build_rights_areas builds
    most areas rounded); without it the areas are measured as they are. lines_of(area): its two
    water-rights lines, which water cut off by a split never crosses to join it
    (_give_cut_off_water)."""
    tree = shapely.STRtree(geoms)
    qi, oi = tree.query(geoms[rows], predicate="intersects")
    a, b = rows[qi], oi
    keep = a != b
    kept = zip_strict(a[keep].tolist(), b[keep].tolist())
    pairs = np.array(sorted({(min(x, y), max(x, y)) for x, y in kept}), dtype=np.int64).reshape(-1, 2)
    # The areas as found (most rounded to the grid, where shared lines coincide exactly) tell
    # which pairs may overlap at all; what overlaps is measured on the areas as drawn.
    touch = geoms.copy()
    if as_drawn is not None:
        as_drawn(np.unique(pairs))
    events: list[tuple[int, int, int, int, float]] = []      # (pair, side, area, gainer, sq ft)
    dropped: list[BaseGeometry] = []       # water areas let go of, cut off from their shore
    inter = np.full(len(pairs), None, dtype=object)
    known = np.zeros(len(pairs), dtype=bool)                  # inter is of the areas as they are
    pairs_of: dict[int, list[int]] = {}
    for i, (x, y) in enumerate(pairs.tolist()):
        pairs_of.setdefault(x, []).append(i)
        pairs_of.setdefault(y, []).append(i)
    pending = np.arange(len(pairs))
    one_by_one = False
    while pending.size:
        head = pending[:1] if one_by_one else pending
        redo = head[~known[head]]
        inter[redo] = _overlaps(geoms, pairs[redo, 0], pairs[redo, 1], touch)
        known[redo] = True
        if one_by_one:
            now, later = (head if inter[head[0]] is not None else head[:0]), pending[1:]
        else:
            now, later = _wave(pending, pairs, inter)
            # Long chains of pairs sharing areas settle a few pairs a wave, each wave walking all
            # the pending pairs: from there on, pairs one at a time cost less.
            one_by_one = now.size < WAVE_MIN_SHARE * pending.size
        if now.size:
            x, y = pairs[now, 0], pairs[now, 1]
            lost, new = _settle(geoms, x, y, inter[now], stretch, dropped)
            for side, k, gain in ((0, x, y), (1, y, x)):
                do = np.flatnonzero(lost[:, side] > OVERLAP_TOL_SQFT)
                geoms[k[do]] = touch[k[do]] = new[do, side]
                for j in do.tolist():
                    events.append((int(now[j]), side, int(k[j]), int(gain[j]), float(lost[j, side])))
                    known[pairs_of[int(k[j])]] = False
        pending = later
    changed = []
    given = _give_cut_off_water(geoms, np.unique(pairs), dropped, stretch, lines_of) if dropped else []
    for _, _, k, gain, lost_sqft in sorted(events):
        changed.append(k)
        pl, pw = parcels[int(p_idx[k])].parcel_id, parcels[int(p_idx[gain])].parcel_id
        text = (f"{lost_sqft:.1f} sq ft where its lines cross those of {pw} is left to {pw}, "
                "whose shore is nearer")
        notes.setdefault(int(p_idx[k]), []).append(text)
        messages.append(note("info", "rights_area_overlap", parcel_id=pl, parcel=pl, area=f"{lost_sqft:.1f}",
                             other=pw))
    for k, sqft in given:
        changed.append(k)
        notes.setdefault(int(p_idx[k]), []).append(CUT_OFF_NOTE.format(area=f"{sqft:.1f}"))
    return changed


def area_lines(li: np.ndarray, lj: np.ndarray, ox: np.ndarray, oy: np.ndarray, ex: np.ndarray,
               ey: np.ndarray) -> Callable[[int], BaseGeometry]:
    """lines_of for resolve_overlaps: area k's two lines (li[k], lj[k]), each from its tie point
    (ox, oy) to its end (ex, ey)."""
    def lines_of(k: int) -> BaseGeometry:
        return shapely.multilinestrings([[(ox[i], oy[i]), (ex[i], ey[i])] for i in (int(li[k]), int(lj[k]))])
    return lines_of


def _give_cut_off_water(geoms: np.ndarray, involved: np.ndarray, dropped: list[BaseGeometry],
                        stretch: Stretches, lines_of: Callable[[int], BaseGeometry]
                        ) -> list[tuple[int, float]]:
    """An area keeps only its part along its own shore (own_parts): where a split leaves a piece
    of its water cut off from that shore by water left to another, the piece is dropped, and
    what of it no other area (of those `involved`) holds would be nobody's (DESIGN.md step 10:
    every point of water in one area). Each such piece goes to the area it adjoins along an edge
    whose own shore is nearest to it, but never across one of that area's own lines (lines_of),
    which would then run through it. Returns (area, sq ft) per piece given, in the order given."""
    pieces = shapely.get_parts(shapely.union_all(np.array(dropped, dtype=object), grid_size=GRID_FT))
    pieces = pieces[(shapely.get_type_id(pieces) == 3) & (shapely.area(pieces) > CUT_OFF_MIN_SQFT)]
    if pieces.size == 0:
        return []
    # (the pieces are parts of one union: none adjoins another, so each sees the areas as found)
    near_i, near_k = shapely.STRtree(geoms[involved]).query(pieces, predicate="intersects")
    bounds = np.searchsorted(near_i, np.arange(pieces.size + 1))
    given: list[tuple[int, float]] = []
    order = sorted(range(pieces.size), key=lambda i: shapely.get_coordinates(pieces[i])[0].tolist())
    for i in order:
        near = involved[near_k[bounds[i]:bounds[i + 1]]]
        held = shapely.union_all(geoms[near], grid_size=GRID_FT)
        free = areals(difference_on_grid(pieces[i:i + 1], np.array([held], dtype=object)))[0]
        for part in shapely.get_parts(free).tolist():
            if shapely.area(part) <= CUT_OFF_MIN_SQFT:
                continue
            edge = shapely.intersection(shapely.boundary(part), geoms[near], grid_size=GRID_FT)
            beside = near[shapely.length(edge) > ADJOINS_FT]
            beside = np.array([c for c in beside.tolist()
                               if shapely.length(shapely.intersection(lines_of(c), part)) <= ADJOINS_FT],
                              dtype=np.int64)
            if beside.size == 0:
                continue            # (a piece no area adjoins: left as it is)
            at = shapely.point_on_surface(part)
            k = int(beside[np.argmin([shapely.distance(at, stretch[int(c)]) for c in beside.tolist()])])
            grown = np.array([shapely.union(geoms[k], part, grid_size=GRID_FT)], dtype=object)
            geoms[k] = own_parts(areals(grown), [stretch[k]])[0]
            given.append((k, float(shapely.area(part))))
    return given


def _wave(pending: np.ndarray, pairs: np.ndarray, inter: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The pending pairs to settle now (they overlap, and no earlier pending pair may change or
    must read their areas first) and those left for later, in order."""
    now: list[int] = []
    later: list[int] = []
    busy: set[int] = set()
    for i, (x, y) in zip_strict(pending.tolist(), pairs[pending].tolist()):
        if x in busy or y in busy:
            later.append(i)
            busy.update((x, y))
        elif inter[i] is not None:
            now.append(i)
            busy.update((x, y))        # it may change them
    return np.array(now, dtype=np.int64), np.array(later, dtype=np.int64)


def _overlaps(geoms: np.ndarray, x: np.ndarray, y: np.ndarray, touch: np.ndarray | None = None) -> np.ndarray:
    """The overlap of areas x and y (polygons only), None where it has no area to speak of.

    touch: the same areas with shared lines drawn alike (on the grid); pairs whose interiors do
    not meet there (GEOS's exact predicate: a touch along a shared line) are not measured."""
    out = np.full(len(x), None, dtype=object)
    meet = np.arange(len(x))
    if touch is not None and len(x):
        meet = meet[_interiors_meet(touch[x], touch[y])]
        x, y = x[meet], y[meet]
    raw = shapely.intersection(geoms[x], geoms[y], grid_size=GRID_FT)
    # A touch along a shared line has no area at all; only the rest can overlap.
    cand = np.flatnonzero(shapely.area(raw) > 0)
    inter = areals(raw[cand])
    over = shapely.area(inter) > OVERLAP_TOL_SQFT
    out[meet[cand[over]]] = inter[over]
    return out


def _interiors_meet(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Do the interiors of a and b meet (True where GEOS cannot tell: an invalid area)?"""
    try:
        return shapely.relate_pattern(a, b, "2********")
    except shapely.errors.GEOSException:
        out = np.ones(len(a), dtype=bool)
        for i in range(len(a)):
            with contextlib.suppress(shapely.errors.GEOSException):
                out[i] = shapely.relate_pattern(a[i], b[i], "2********")
        return out


def _settle(geoms: np.ndarray, x: np.ndarray, y: np.ndarray, inter: np.ndarray, stretch: Stretches,
            dropped: list[BaseGeometry]) -> tuple[np.ndarray, np.ndarray]:
    """For overlapping pairs of areas (x, y): the area each would lose (columns: x, y) and what
    each would become where it loses more than the tolerance. dropped: gets the water an area
    would let go of beyond what it loses (parts cut off from its own shore)."""
    stretch.prefetch(np.r_[x, y])
    sx = np.array([stretch[k] for k in x.tolist()] + [None], dtype=object)[:-1]
    sy = np.array([stretch[k] for k in y.tolist()] + [None], dtype=object)[:-1]
    to_x = _opened(nearer_many(sx, sy, inter))
    to_y = _opened(areals(difference_on_grid(inter, to_x)))
    lost = np.zeros((len(x), 2))
    new = np.empty((len(x), 2), dtype=object)
    for side, k, lose, own in ((0, x, to_y, sx), (1, y, to_x, sy)):
        lost[:, side] = shapely.area(lose)
        do = np.flatnonzero(lost[:, side] > OVERLAP_TOL_SQFT)
        cut = _opened(areals(difference_on_grid(geoms[k[do]], lose[do])))
        new[do, side] = own_parts(cut, list(own[do]))
        split = np.flatnonzero(shapely.get_num_geometries(cut) > 1)
        if split.size:
            dropped.extend(areals(difference_on_grid(cut[split], new[do[split], side])).tolist())
    return lost, new


def _step(a: Any, b: Any) -> Any:
    """Spacing of the outline points and Voronoi sites (arrays of lines, or two lines)."""
    return np.maximum(0.5, np.minimum(shapely.length(a), shapely.length(b)) / 60.0)


def nearer_many(a: np.ndarray, b: np.ndarray, regions: np.ndarray) -> np.ndarray:
    """For each (a, b, region): the part of region nearer to line a than to line b (Voronoi cells
    of points along both)."""
    step = _step(a, b)
    # Mostly the whole region lies on one side (lines crossing far out): its outline says so.
    outline = shapely.segmentize(shapely.boundary(regions), step)
    xy, idx = shapely.get_coordinates(outline, return_index=True)
    near_a, near_b = _outline_sides(xy, idx, a, b, step[idx])
    all_a = np.bincount(idx[~near_a], minlength=len(regions)) == 0
    all_b = np.bincount(idx[~near_b], minlength=len(regions)) == 0
    out = np.empty(len(regions), dtype=object)
    out[all_a] = regions[all_a]
    for k in np.flatnonzero(~all_a):
        out[k] = Polygon() if all_b[k] else _voronoi_side(a[k], b[k], regions[k], float(step[k]))
    return out


def _outline_sides(xy: np.ndarray, idx: np.ndarray, a: np.ndarray, b: np.ndarray, s: np.ndarray
                   ) -> tuple[np.ndarray, np.ndarray]:
    """For each point xy of region idx's outline: is it nearer line a[idx] than line b[idx] by more
    than s (near_a), or b than a (near_b), by shapely.distance.

    Distances change by no more than the distance moved, so the points are taken in runs of
    OUTLINE_RUN: where a run's first point is nearer one line by more than s plus twice the
    distance to the farthest point of its run, the whole run is; only the others are measured."""
    n = len(xy)
    near_a, near_b = np.zeros(n, dtype=bool), np.zeros(n, dtype=bool)
    if n == 0:
        return near_a, near_b
    # Runs: OUTLINE_RUN points in a row of one region; each run's first point is its head.
    pos = np.arange(n) - np.searchsorted(idx, idx)          # place in its region's outline
    head = np.flatnonzero((pos % OUTLINE_RUN == 0) | np.r_[True, idx[1:] != idx[:-1]])
    starts = np.zeros(n, dtype=bool)
    starts[head] = True
    run = np.cumsum(starts) - 1
    reach = np.maximum.reduceat(np.hypot(xy[:, 0] - xy[head[run], 0], xy[:, 1] - xy[head[run], 1]), head)
    da, db = distance_to_lines(xy[head], idx[head], a), distance_to_lines(xy[head], idx[head], b)
    # (distance_to_lines is within 1e-9 ft of GEOS: NEAR_CALL_FT covers it.)
    sure_a = da - db + s[head] + 2.0 * reach < -NEAR_CALL_FT
    sure_b = db - da + s[head] + 2.0 * reach < -NEAR_CALL_FT
    near_a[sure_a[run]] = True
    near_b[sure_b[run]] = True
    rest = np.flatnonzero(~(sure_a | sure_b)[run])
    da, db = _distances(xy[rest], idx[rest], a, b, s[rest])
    near_a[rest] = da < db - s[rest]
    near_b[rest] = db < da - s[rest]
    return near_a, near_b


def _distances(xy: np.ndarray, idx: np.ndarray, a: np.ndarray, b: np.ndarray,
               s: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Distances from xy to a[idx] and b[idx]; GEOS's own where one is within s of the other
    give or take NEAR_CALL_FT, so that comparisons come out as GEOS's do."""
    da, db = distance_to_lines(xy, idx, a), distance_to_lines(xy, idx, b)
    close = np.flatnonzero((np.abs(da - (db - s)) < NEAR_CALL_FT) | (np.abs(db - (da - s)) < NEAR_CALL_FT))
    if close.size:
        pts = shapely.points(xy[close])
        da[close], db[close] = shapely.distance(pts, a[idx[close]]), shapely.distance(pts, b[idx[close]])
    return da, db


def _voronoi_side(a: LineString, b: LineString, region: BaseGeometry, step: float) -> BaseGeometry:
    """The part of region nearer to a than to b, where its outline lies on both sides."""
    def sites(line: LineString, other: LineString) -> np.ndarray:
        # Dense near the ends, so each area keeps its own tie points to within a thousandth of a
        # foot; an end shared by both (neighbours) belongs to neither.
        # Evenly spaced from the start (not per segment: a count per segment flips with noise).
        near = np.array([1e-3, 1e-2, 1e-1, 0.25 * step])
        d = np.r_[np.arange(0.0, line.length, step), near, line.length - near]
        d = d[(d > 0) & (d < line.length)]
        pts = np.vstack([shapely.get_coordinates(line),
                         shapely.get_coordinates(shapely.line_interpolate_point(line, d))])
        shared = shapely.dwithin(shapely.points(pts), other, 1e-9)
        # Sites a hair apart (an interpolated end point on a vertex) make GEOS's diagram unstable.
        return np.unique(np.round(pts[~shared], 4), axis=0)
    pa, pb = sites(a, b), sites(b, a)
    pts = np.vstack([pa, pb])
    cells = shapely.get_parts(shapely.voronoi_polygons(shapely.multipoints(pts),
                                                       extend_to=region.envelope.buffer(1.0)))
    # GEOS 3.11 can hand back a degenerate cell as a collection of a polygon and a line, which
    # coverage union refuses ("Unhandled geometry type"): only the cells' polygons are areas.
    if (shapely.get_type_id(cells) != 3).any():
        cells = shapely.get_parts(cells)
        cells = cells[shapely.get_type_id(cells) == 3]
    # Each cell holds its own site (GEOS 3.11 cannot keep the sites' order): a's cells hold a's.
    # (The sites in the tree and the cells asking: a prepared cell tests many points fast.)
    cell, site = shapely.STRtree(shapely.points(pts)).query(cells, predicate="intersects")
    owner_a = np.zeros(cells.size, dtype=bool)
    owner_a[cell[site < len(pa)]] = True
    try:
        mine = shapely.coverage_union_all(cells[owner_a])
    except shapely.errors.GEOSException:
        # a degenerate diagram (sites nearly in line on a jagged shore) is no clean coverage:
        # the plain union is slower and gives the same cells' union
        mine = shapely.union_all(cells[owner_a])
    return _areal(shapely.intersection(region, mine, grid_size=GRID_FT))
