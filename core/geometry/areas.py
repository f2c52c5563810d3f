"""Rights areas: the water between a parcel's two water-rights lines (DESIGN.md step 7).

The polygon runs along the MHW mark from the parcel's "before" tie point to its "after" tie point,
out along the after line to its end, across to the end of the before line (the same point when
the two lines meet) and back to the shore. Neighbours share their line exactly, so they cannot
overlap along it.

Two repairs keep the areas honest where the shore is not simple:
- where land lies inside the polygon (a line stopped at the far shore of a cove, an island
  between the lines), the polygon is cut along the MHW mark and only its water is kept;
- where lines that are not neighbours crossed and one was stopped, the areas on either side are
  checked against each other and any overlap goes to the parcel whose tie line is nearer to it.
The repairs (areas_repair.py, areas_overlaps.py) work on all the areas concerned at once.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import shapely

from ..compat import zip_strict
from ..model import Message, Parcel
from ..notes import note
from .areas_overlaps import area_lines, resolve_overlaps
from .areas_repair import GRID_FT, Stretches, _own_part, _wrapped, water_parts
from .areas_run_out import LineRays, run_out_short_areas
from .planar import assemble, drop_repeats, snap_to_grid
from .projection import CROSSING, LAND, Projection
from .shoreline import Shoreline
from .tie_points import TieData


@dataclass
class AreaData:
    parcel: np.ndarray                   # parcel index per area (only parcels with both lines)
    geoms: np.ndarray                    # Polygons
    left_line: np.ndarray                # line index of the "before" line
    right_line: np.ndarray
    piece: np.ndarray                    # shoreline piece and chainage of the stretch between the
    s0: np.ndarray                       # tie points (s1 >= s0; past the ring length on rings)
    s1: np.ndarray
    plain: np.ndarray                    # built as drawn, no repair (reach.py's fast path applies)
    ran_out: np.ndarray | None = None    # run out to the reach (areas_run_out.py): within it already
    notes: dict[int, list[str]] = field(default_factory=dict)    # parcel index -> notes
    messages: list[Message] = field(default_factory=list)


def build_rights_areas(shore: Shoreline, ties: TieData, line_of_tie: np.ndarray,
                       ox: np.ndarray, oy: np.ndarray, ex: np.ndarray, ey: np.ndarray,
                       proj: Projection, parcels: list[Parcel],
                       land: tuple[np.ndarray, np.ndarray] | None = None,
                       reach_ft: float | None = None) -> AreaData:
    """land: (parcel polygons, their parcel index): other parcels' land is never water, even
    where no MHW mark was drawn in front of it. reach_ft: the law's reach; given, an area whose
    chord falls short of it (a point of land, an island) runs out to it (areas_run_out.py)."""
    messages: list[Message] = []
    notes: dict[int, list[str]] = {}
    lake = ties.parcels
    tl = np.fromiter((ties.tie_l[p] for p in lake.tolist()), dtype=np.int64, count=lake.size)
    tr = np.fromiter((ties.tie_r[p] for p in lake.tolist()), dtype=np.int64, count=lake.size)
    li, lj = line_of_tie[tl], line_of_tie[tr]
    has = (li >= 0) & (lj >= 0)
    rows = np.flatnonzero(has)
    for k in np.flatnonzero(~has):
        p = int(lake[k])
        notes.setdefault(p, []).append(
            "no rights area: the parcel has a water-rights line on one side only (see the messages)")
    p_idx, li, lj, tl, tr = lake[rows], li[rows], lj[rows], tl[rows], tr[rows]
    piece = ties.tie_piece[tl]
    s0 = ties.tie_s[tl]
    s1 = ties.tie_s[tr]
    s1 = np.where(shore.piece_closed[piece], s0 + np.mod(s1 - s0, shore.piece_length[piece]), s1)
    # Ring: before tie point, the MHW mark, after tie point, after line's end, before line's end.
    n = rows.size
    r = np.arange(n)
    vid, owner = shore.interior_vertices(piece, s0, s1)
    pts = [ties.tie_xy[tl], ties.tie_xy[tr], np.c_[ex[lj], ey[lj]], np.c_[ex[li], ey[li]], ties.tie_xy[tl]]
    coords, ring_row = assemble([(pts[0], r, r), (np.c_[shore.vx[vid], shore.vy[vid]], owner, vid)]
                                + [(p, r, r) for p in pts[1:]])
    # Most areas are kept as drawn, rounded to the micro-foot grid (see the end): they are built
    # rounded at once, as remove_repeated_points and then pointwise set_precision would leave
    # them. An area a step below works on is first swapped for its unrounded drawing
    # (as_drawn), so every repair starts from what it always started from.
    geoms, short = _rounded_rings(coords, ring_row, n)
    exact = np.zeros(n, dtype=bool)              # the area is as drawn, not yet rounded

    def as_drawn(rows: np.ndarray) -> None:
        rows = rows[~exact[rows]]
        if rows.size:
            geoms[rows] = _float_rings(coords, ring_row, rows)
            exact[rows] = True

    as_drawn(np.flatnonzero(short))
    # Each area's own stretch of the mark (built only where a repair needs it).
    stretch = Stretches(shore, piece, s0, s1, ties.tie_xy[tl], ties.tie_xy[tr])

    # Areas that may hold land or be malformed get the careful treatment.
    stop = np.array(proj.stop, dtype=object)
    land_stop, cross_stop = stop == LAND, stop == CROSSING
    chord_hits = _chords_crossing(shore, li, lj, ox, oy, ex, ey)
    suspect = land_stop[li] | land_stop[lj] | _holds_other_shore(shore, geoms, piece) | chord_hits
    invalid = ~shapely.is_valid(geoms)
    # Validity is the drawing's: rounding can make or break a hairline touch, as where a line
    # stopped on another ends on it exactly.
    again = np.flatnonzero(suspect | invalid | cross_stop[li] | cross_stop[lj])
    as_drawn(again)
    invalid[again] = ~shapely.is_valid(geoms[again])
    suspect |= invalid
    plain = ~suspect
    sus = np.flatnonzero(suspect)
    stretch.prefetch(sus)
    for k in sus[invalid[sus]]:
        geoms[k] = _wrapped(geoms[k], stretch[k], ox[li[k]], oy[li[k]], ex[li[k]], ey[li[k]],
                            ox[lj[k]], oy[lj[k]], ex[lj[k]], ey[lj[k]])
    geoms[sus] = water_parts(shore, geoms[sus], [stretch[k] for k in sus])
    for k in sus:
        if invalid[k] or geoms[k].is_empty:
            notes.setdefault(int(p_idx[k]), []).append("rights area repaired (its lines cross the shore)")
        else:
            notes.setdefault(int(p_idx[k]), []).append("land inside the lines is left out of the rights area")
    if land is not None:
        cut = _off_foreign_land(geoms, li, lj, ex, ey, p_idx, ties, tl, tr, land, stretch, as_drawn)
        for k in cut:
            notes.setdefault(int(p_idx[k]), []).append(
                "other parcels' land across the water is left out of the rights area")
        plain[cut] = False
        chord_hits[cut] = True
    # Overlaps: only where a line was stopped by one that is not its neighbour, or areas were cut.
    touched = set(np.flatnonzero(cross_stop).tolist()) | set(proj.stop_other[cross_stop].tolist())
    check = suspect | np.isin(li, list(touched)) | np.isin(lj, list(touched)) | chord_hits
    if check.any():
        changed = resolve_overlaps(geoms, np.flatnonzero(check), stretch, p_idx, parcels, notes, messages,
                                   as_drawn=as_drawn, lines_of=area_lines(li, lj, ox, oy, ex, ey))
        plain[changed] = False
    ran = np.zeros(0, dtype=np.int64)
    if reach_ft is not None:
        # DESIGN.md step 10: areas whose chord falls short of the reach or the median take the water
        # beyond it that no other area holds (areas_run_out.py); what two of them both take is
        # split by nearness, as above. Areas whose lines cross their own shore keep their chord.
        lines = LineRays(li, lj, ox, oy, ex, ey, stop)
        kept = geoms.copy()
        may = ~invalid & ~closed_by_another(li, lj, ex, ey, plain)
        try:
            ran, changed = run_out_short_areas(shore, geoms, lines, piece, s0, ties.tie_xy[tl],
                                               ties.tie_xy[tr], stretch, reach_ft, land,
                                               np.c_[p_idx, ties.tie_a[tl], ties.tie_b[tr]], may,
                                               (p_idx, parcels, notes, messages), (plain, ~exact))
        except shapely.errors.GEOSException as exc:
            # GEOS could not build an outline on this shore: every area keeps its chord, and the
            # user is told rather than the whole construction failing
            geoms[:] = kept
            ran, changed = np.zeros(0, dtype=np.int64), []
            messages.append(note("warning", "run_out_failed", reason=str(exc)))
        plain[ran] = False
        plain[changed] = False
    # Neighbours share their line; after repairs the shared coordinates can differ in the last
    # bit, and overlay on such near-coincident edges is not robust (it can report a neighbour as
    # lying inside). Rounding every area to a micro-foot grid makes them identical again.
    # Repaired areas may hold slits that rounding would close up: round them topologically.
    # (Areas built rounded and left plain were valid Polygons when checked above.)
    drawn = plain & exact
    geoms[drawn] = shapely.set_precision(geoms[drawn], GRID_FT, mode="pointwise")
    geoms[~plain] = shapely.set_precision(geoms[~plain], GRID_FT)
    look = np.flatnonzero(~plain | exact)
    odd = look[~shapely.is_valid(geoms[look]) | (shapely.get_type_id(geoms[look]) != 3)]
    for k in odd:
        geoms[k] = _own_part(shapely.make_valid(geoms[k]), stretch[k])
    ran_out = np.zeros(n, dtype=bool)
    ran_out[ran] = True
    return AreaData(parcel=p_idx, geoms=geoms, left_line=li, right_line=lj, piece=piece, s0=s0, s1=s1,
                    plain=plain, ran_out=ran_out, notes=notes, messages=messages)


def _off_foreign_land(geoms: np.ndarray, li: np.ndarray, lj: np.ndarray, ex: np.ndarray, ey: np.ndarray,
                      p_idx: np.ndarray, ties: TieData, tl: np.ndarray, tr: np.ndarray,
                      land: tuple[np.ndarray, np.ndarray], stretch: Stretches,
                      as_drawn: Callable[[np.ndarray], None]) -> list[int]:
    """Areas whose far side crosses a parcel other than their own and their two neighbours
    (the far shore, where no MHW mark was drawn) lose that parcel's land. (Lines already stop
    at such land; only the far side can cross it.)"""
    parts, owner = land
    ax, ay, bx, by = ex[li], ey[li], ex[lj], ey[lj]
    far = shapely.linestrings(np.stack([np.c_[ax, ay], np.c_[bx, by]], axis=1))
    tree = shapely.STRtree(parts)
    ai, pi = tree.query(far, predicate="intersects")
    mine = np.c_[p_idx, ties.tie_a[tl], ties.tie_b[tr]]
    foreign = (owner[pi] != mine[ai, 0]) & (owner[pi] != mine[ai, 1]) & (owner[pi] != mine[ai, 2])
    cut = []
    reached = np.unique(ai[foreign])
    as_drawn(reached)
    for k in reached:
        # Every foreign parcel the area reaches, not only those its far side crosses.
        _, near = tree.query(np.array([geoms[k]]), predicate="intersects")
        others = near[(owner[near] != mine[k, 0]) & (owner[near] != mine[k, 1]) & (owner[near] != mine[k, 2])]
        if others.size:
            theirs = shapely.union_all(parts[others], grid_size=GRID_FT)
            geoms[k] = _own_part(shapely.difference(geoms[k], theirs,
                                                    grid_size=GRID_FT), stretch[k])
            cut.append(int(k))
    return cut


def closed_by_another(li: np.ndarray, lj: np.ndarray, ex: np.ndarray, ey: np.ndarray,
                      plain: np.ndarray) -> np.ndarray:
    """Areas built as drawn whose far side is, end for end, the far side of another area built as
    drawn (lines from across a bay met in pairs, zipper-wise). The other area holds all the water
    along that chord, so nothing beyond it can join this one: running it out would only give the
    area back unchanged (its own stretch keeps the part along the shore), at the cost of the
    whole run-out. Ends are matched on the micro-foot grid; a pair missed by rounding is only
    run out as before."""
    def end(lines: np.ndarray) -> np.ndarray:
        return np.round(np.c_[ex[lines], ey[lines]] / GRID_FT).astype(np.int64)

    left, right = end(li), end(lj)
    pairs = zip_strict(right.tolist(), left.tolist(), plain.tolist())
    far = {(tuple(a), tuple(b)) for a, b, ok in pairs if ok}
    out = np.zeros(li.size, dtype=bool)
    for k in np.flatnonzero(plain & np.any(left != right, axis=1)).tolist():
        out[k] = (tuple(left[k]), tuple(right[k])) in far
    return out


def _rounded_rings(coords: np.ndarray, ring_row: np.ndarray, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Polygons of the rings (coordinates sorted by row), repeated points dropped and then rounded
    to the grid; rows left too short for a ring by dropping come back unbuilt, marked True."""
    xy, row = drop_repeats(coords, ring_row)
    count = np.bincount(row, minlength=n)
    out = np.empty(n, dtype=object)
    ok = np.flatnonzero(count >= 4)
    keep = count[row] >= 4
    out[ok] = shapely.polygons(shapely.linearrings(snap_to_grid(xy[keep], GRID_FT),
                                                   indices=np.searchsorted(ok, row[keep])))
    return out, count < 4


def _float_rings(coords: np.ndarray, ring_row: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """The polygons of rows (sorted) as drawn: unrounded, repeated points removed by GEOS."""
    take = np.isin(ring_row, rows)
    rings = shapely.linearrings(coords[take], indices=np.searchsorted(rows, ring_row[take]))
    return shapely.remove_repeated_points(shapely.polygons(rings), 0.0)


def _chords_crossing(shore: Shoreline, li: np.ndarray, lj: np.ndarray, ox: np.ndarray, oy: np.ndarray,
                     ex: np.ndarray, ey: np.ndarray) -> np.ndarray:
    """Areas whose far side (from the end of one line to the end of the other, where they do not
    meet) crosses the mark, a water-rights line or another far side: the only ways two areas
    built from shared lines can overlap or take in land."""
    ax, ay, bx, by = ex[li], ey[li], ex[lj], ey[lj]
    open_ = np.hypot(bx - ax, by - ay) > 1e-6
    rows = np.flatnonzero(open_)
    out = np.zeros(li.size, dtype=bool)
    if rows.size == 0:
        return out
    cx0, cy0, cx1, cy1 = ax[rows], ay[rows], bx[rows], by[rows]
    chords = shapely.linestrings(np.stack([np.c_[cx0, cy0], np.c_[cx1, cy1]], axis=1))
    # Against the mark.
    ci, si = shore.query(chords)
    hit = _strict_cross(cx0[ci], cy0[ci], cx1[ci], cy1[ci],
                        shore.ax[si], shore.ay[si], shore.bx[si], shore.by[si])
    out[rows[ci[hit]]] = True
    # Against the water-rights lines and the other far sides.
    sx0 = np.r_[ox, cx0]
    sy0 = np.r_[oy, cy0]
    sx1 = np.r_[ex, cx1]
    sy1 = np.r_[ey, cy1]
    tree = shapely.STRtree(shapely.linestrings(np.stack([np.c_[sx0, sy0], np.c_[sx1, sy1]], axis=1)))
    ci, oi = tree.query(chords)
    own = oi == ox.size + ci
    ci, oi = ci[~own], oi[~own]
    hit = _strict_cross(cx0[ci], cy0[ci], cx1[ci], cy1[ci], sx0[oi], sy0[oi], sx1[oi], sy1[oi])
    out[rows[ci[hit]]] = True
    other_chord = oi[hit] - ox.size
    out[rows[other_chord[other_chord >= 0]]] = True
    return out


def _strict_cross(ax: np.ndarray, ay: np.ndarray, bx: np.ndarray, by: np.ndarray, cx: np.ndarray,
                  cy: np.ndarray, dx: np.ndarray, dy: np.ndarray, eps: float = 1e-7) -> np.ndarray:
    """Segments ab and cd cross at a point inside both (touching at an end does not count)."""
    rx, ry, sx, sy = bx - ax, by - ay, dx - cx, dy - cy
    den = rx * sy - ry * sx
    ok = np.abs(den) > 1e-12
    safe = np.where(ok, den, 1.0)
    t = ((cx - ax) * sy - (cy - ay) * sx) / safe
    u = ((cx - ax) * ry - (cy - ay) * rx) / safe
    return ok & (t > eps) & (t < 1 - eps) & (u > eps) & (u < 1 - eps)


def _holds_other_shore(shore: Shoreline, geoms: np.ndarray, piece: np.ndarray) -> np.ndarray:
    """Areas with a whole shoreline piece other than their own inside them (an island)."""
    out = np.zeros(geoms.size, dtype=bool)
    firsts = shore.piece_first
    pts = shapely.points(shore.ax[firsts], shore.ay[firsts])
    tree = shapely.STRtree(geoms)
    pi, ai = tree.query(pts, predicate="within")
    other = piece[ai] != pi
    out[ai[other]] = True
    return out
