"""Reach lines and envelopes inside each rights area.

The reach line is the line `reach_ft` out from the MHW mark and parallel to it ("this line or
curve ... parallel to the mean high water mark", §44-6A(1)(c)(ii); §160-123A(1)(b)[1]): the
offset of the mark by `reach_ft` over the water, between where the parcel's two water-rights
lines cross it.

The envelope is where a permanent structure may stand: the part of the rights area within
`reach_ft` of the mark, less the setback strip (`settings.setback_for(parcel.land_use)`, the
profile's, §160-122D, §44-5D) along both of the parcel's water-rights lines. It is bounded by
the mark, the two lines moved inward by the setback, and the reach line.

Fast path (almost every parcel): the offset of each shoreline piece is computed once (GEOS),
then every parcel's pieces are found by intersecting its lines with the offset and the mark on
arrays, and the polygons are assembled from coordinates. Parcels where that does not give a
clean result (an area repaired for land or an overlap, a line ending before the reach, a shore
that wiggles across a setback line, a cove pinched shut within the reach) take the exact path:
shapely buffer/intersection/difference on that parcel alone. Within `reach_ft` means within
reach of the parcel's own piece of shoreline on the fast path and of any MHW segment on the
exact path; they differ only where another piece (an island) comes within `reach_ft`.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import shapely
from shapely.geometry import LineString, Polygon

from ..compat import orient_polygons, zip_strict
from .array_ops import first_argmin
from .planar import assemble, group_argmin
from .shoreline import LINE, Piece, Shoreline, ring_is_ccw

QUAD_SEGS = 32           # arcs in quarter circles: the chord strays at most 0.02 ft at 65 ft
# A mark whose vertices lie closer than DENSE_SPACING_FT on average (a raster contour: a LiDAR
# `mhwfromdem` mark at 1 m cells steps round every cell) is simplified within DENSE_SIMPLIFY_FT
# before it is offset: GEOS's buffer of such a jagged ring nodes the loops every small step
# leaves in the raw offset curve, time growing far faster than the vertices (a 200,000-vertex
# Keuka 4.6 s, 500,000 vertices minutes). The reach curve moves by at most that much; the
# mark itself is known to no better than its cell. Marks drawn or surveyed (GSHHG at 10 ft,
# a tax map's) are never that dense and are offset as they are.
DENSE_SPACING_FT = 2.0
DENSE_SIMPLIFY_FT = 0.5
MAX_SLANT = 12.0          # how far (in setbacks) from its tie point a setback line may meet the mark


@dataclass
class ReachData:
    reach_lines: np.ndarray      # geometry per area (LineString / MultiLineString / empty)
    envelopes: np.ndarray        # geometry per area (Polygon / MultiPolygon / empty)
    exact: np.ndarray            # bool per area: computed on the exact (slow) path


@dataclass
class LineSet:
    """The two water-rights lines of every area: origin, unit direction, length."""
    ox: np.ndarray
    oy: np.ndarray
    ux: np.ndarray
    uy: np.ndarray
    length: np.ndarray
    line: np.ndarray | None = None      # which water-rights line (neighbours share theirs)


# One water-rights line per row, as arrays by name (ox, oy, ux, uy); places found along rays as
# (t, segment, parameter on the segment), t nan where there is none.
Lines = dict[str, np.ndarray]
Hits = tuple[np.ndarray, ...]


def offsets(shore: Shoreline, pieces: np.ndarray, reach_ft: float) -> tuple[Shoreline | None, np.ndarray]:
    """The curve reach_ft out over the water from each given piece, as a Shoreline of its own
    (running the same way as the mark, the farther water on its left), and the source piece of
    each of its pieces."""
    out: list[Piece] = []
    source: list[int] = []
    for k in pieces:
        piece = shore.pieces[int(k)]
        dense = shore.piece_length[int(k)] < DENSE_SPACING_FT * (len(piece.coords) - 1)
        if piece.closed:
            ring = Polygon(piece.coords)
            if dense:
                ring = shapely.simplify(ring, DENSE_SIMPLIFY_FT, preserve_topology=True)
            if ring_is_ccw(piece.coords):       # water inside: the inset lake
                far = orient_polygons(ring.buffer(-reach_ft, quad_segs=QUAD_SEGS), exterior_cw=False)
            else:                               # an island: the far water is outside the band
                far = orient_polygons(ring.buffer(reach_ft, quad_segs=QUAD_SEGS), exterior_cw=True)
            rings = []
            for poly in getattr(far, "geoms", [far]):
                if poly.is_empty:
                    continue
                rings.append(np.asarray(poly.exterior.coords))
                rings.extend(np.asarray(h.coords) for h in poly.interiors)
            out.extend(Piece(c, True, LINE) for c in rings if len(c) >= 4)
            source.extend([int(k)] * sum(len(c) >= 4 for c in rings))
        else:
            line = LineString(piece.coords)
            if dense:
                line = shapely.simplify(line, DENSE_SIMPLIFY_FT, preserve_topology=True)
            curve = shapely.offset_curve(line, reach_ft, quad_segs=QUAD_SEGS)
            for part in getattr(curve, "geoms", [curve]):
                c = np.asarray(part.coords)
                if len(c) >= 2:
                    closed = len(c) >= 4 and np.allclose(c[0], c[-1])
                    out.append(Piece(c, closed, LINE))
                    source.append(int(k))
    if not out:
        return None, np.zeros(0, dtype=np.int64)
    return Shoreline(out), np.array(source, dtype=np.int64)


def reach_and_envelopes(shore: Shoreline, areas: np.ndarray, piece: np.ndarray, s0: np.ndarray,
                        s1: np.ndarray, plain: np.ndarray, left: LineSet, right: LineSet,
                        setback: np.ndarray, reach_ft: float) -> ReachData:
    n = areas.size
    reach_lines = np.full(n, shapely.from_wkt("LINESTRING EMPTY"), dtype=object)
    envelopes = np.full(n, shapely.from_wkt("POLYGON EMPTY"), dtype=object)
    built = ~shapely.is_empty(areas)
    exact = np.zeros(n, dtype=bool)
    fast = np.flatnonzero(built)
    if fast.size:
        done = _fast(shore, fast, piece, s0, s1, left, right, setback, reach_ft, reach_lines, envelopes)
        exact[fast[~done]] = True
        # Areas cut back by a repair (land left out, an overlap given away), and areas whose far
        # side (the chord between their lines' ends) comes nearer the shore than the reach, keep
        # the part of the construction that lies in them.
        ok = fast[done]
        short = np.zeros(n, dtype=bool)
        short[ok] = _beyond_chord(reach_lines[ok], left, right, ok)
        cut = fast[done & (~plain[fast] | short[fast])]
        if cut.size:
            reach_lines[cut] = shapely.intersection(reach_lines[cut], areas[cut])
            envelopes[cut] = shapely.intersection(envelopes[cut], areas[cut])
    rows = np.flatnonzero(exact)
    if rows.size:
        _exact(shore, rows, areas, left, right, setback, reach_ft, reach_lines, envelopes)
    return ReachData(reach_lines, envelopes, exact)


def _beyond_chord(lines: np.ndarray, left: LineSet, right: LineSet, rows: np.ndarray) -> np.ndarray:
    """Per row: does its reach line cross the chord from the end of its left water-rights line to
    the end of its right one, the far side of a plain area (lines that stop at other parcels'
    lines, not at each other, on a shore bulging between them can leave the chord nearer the
    shore than the reach)? Lines that meet leave a chord of no length, which nothing crosses."""
    lx = left.ox[rows] + left.ux[rows] * left.length[rows]
    ly = left.oy[rows] + left.uy[rows] * left.length[rows]
    sx = right.ox[rows] + right.ux[rows] * right.length[rows] - lx
    sy = right.oy[rows] + right.uy[rows] * right.length[rows] - ly
    xy, k = shapely.get_coordinates(lines, return_index=True)
    if len(k) < 2:
        return np.zeros(rows.size, dtype=bool)
    seg = np.flatnonzero(k[:-1] == k[1:])          # consecutive vertices of one line
    k = k[seg]
    px, py = xy[seg, 0], xy[seg, 1]
    rx, ry = xy[seg + 1, 0] - px, xy[seg + 1, 1] - py
    den = rx * sy[k] - ry * sx[k]
    wx, wy = lx[k] - px, ly[k] - py
    with np.errstate(divide="ignore", invalid="ignore"):
        t = (wx * sy[k] - wy * sx[k]) / den        # along the reach segment
        u = (wx * ry - wy * rx) / den              # along the chord
    hit = (den != 0) & (t >= 0) & (t <= 1) & (u > 0) & (u < 1)
    return np.bincount(k[hit], minlength=rows.size) > 0


def _first_crossing(curve: Shoreline, src: np.ndarray, want_piece: np.ndarray, ox: np.ndarray,
                    oy: np.ndarray, ux: np.ndarray, uy: np.ndarray, t0: float | np.ndarray,
                    t1: float | np.ndarray, near: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """First place each ray (from t0 to t1) meets the offset of its own piece: (t, segment,
    parameter); t is nan where it does not. Looks within `near` of t0 first (short rays are cheap
    to query), then further only for the rays that found nothing."""
    n = ox.size
    t0 = np.broadcast_to(np.asarray(t0, dtype=float), (n,))
    t1 = np.broadcast_to(np.asarray(t1, dtype=float), (n,))
    short = np.minimum(t1, t0 + near)
    out = _first_crossing_within(curve, src, want_piece, ox, oy, ux, uy, t0, short)
    again = np.flatnonzero(np.isnan(out[0]) & (t1 > short))
    if again.size:
        more = _first_crossing_within(curve, src, want_piece[again], ox[again], oy[again], ux[again],
                                      uy[again], short[again], t1[again])
        for a, b in zip_strict(out, more):
            a[again] = b
    return out


def _first_crossing_within(curve: Shoreline, src: np.ndarray, want_piece: np.ndarray, ox: np.ndarray,
                           oy: np.ndarray, ux: np.ndarray, uy: np.ndarray, t0: np.ndarray,
                           t1: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    n = ox.size
    out_t = np.full(n, np.nan)
    seg = np.zeros(n, dtype=np.int64)
    par = np.zeros(n)
    long = t1 - t0 > 500.0          # matched by GEOS's predicate, not by box (see Shoreline.crossings)
    for rows, long_rays in ((np.flatnonzero(~long), False), (np.flatnonzero(long), True)):
        if rows.size == 0:
            continue
        every = rows.size == n

        def sub(a: np.ndarray, rows: np.ndarray = rows, every: bool = every) -> np.ndarray:
            return a if every else a[rows]

        ri, si, t, u, _ = curve.crossings(sub(ox), sub(oy), sub(ux), sub(uy), sub(t0), sub(t1), long_rays)
        mine = src[curve.seg_piece[si]] == sub(want_piece)[ri]
        ri, si, t, u = ri[mine], si[mine], t[mine], u[mine]
        pick = first_argmin(ri, t, rows.size)
        has = np.flatnonzero(pick >= 0)
        at = has if every else rows[has]
        out_t[at], seg[at], par[at] = t[pick[has]], si[pick[has]], u[pick[has]]
    return out_t, seg, par


def _unwrap(obj: Shoreline, piece: np.ndarray, s: np.ndarray, ref: np.ndarray) -> np.ndarray:
    """Chainage s on piece, moved by the piece length on rings to lie just after ref."""
    length = obj.piece_length[piece]
    closed = obj.piece_closed[piece]
    return np.where(closed, ref + np.mod(s - ref, np.where(closed, length, 1.0)), s)


def _fast(shore: Shoreline, rows: np.ndarray, piece: np.ndarray, s0: np.ndarray, s1: np.ndarray,
          left: LineSet, right: LineSet, setback: np.ndarray, reach_ft: float, reach_lines: np.ndarray,
          envelopes: np.ndarray) -> np.ndarray:
    """Coordinates-only construction for rows; returns which rows it could build."""
    curve, src = offsets(shore, np.unique(piece[rows]), reach_ft)
    ok = np.zeros(rows.size, dtype=bool)
    if curve is None:
        return ok
    pc = piece[rows]
    sb = setback[rows]
    # L, R: the left and the right lines of each row (as in the docs: left looking out over the water).
    L = {k: getattr(left, k)[rows] for k in ("ox", "oy", "ux", "uy", "length")}  # noqa: N806
    R = {k: getattr(right, k)[rows] for k in ("ox", "oy", "ux", "uy", "length")}  # noqa: N806
    m = rows.size
    both = {k: np.r_[L[k], R[k]] for k in L}          # left lines, then right lines
    # The setback lines: each line moved inward (toward its own area) by the setback; where each
    # passes from land onto the water near its tie point.
    sox = np.r_[L["ox"] + sb * L["uy"], R["ox"] - sb * R["uy"]]
    soy = np.r_[L["oy"] - sb * L["ux"], R["oy"] + sb * R["ux"]]
    back = MAX_SLANT * sb + 1.0
    on = _onto_water(shore, np.r_[pc, pc], sox, soy, both["ux"], both["uy"], np.r_[back, back],
                     np.r_[2.0 * sb + 1.0, 2.0 * sb + 1.0])
    sl, sr = tuple(a[:m] for a in on), tuple(a[m:] for a in on)
    lox, loy, rox, roy = sox[:m], soy[:m], sox[m:], soy[m:]
    # Where each line crosses the offset (the reach line runs between the left line's crossing
    # and the right one's; a line shared by two areas once), and each setback line beyond the water.
    if left.line is not None and right.line is not None:
        key = np.r_[left.line[rows], right.line[rows]] * (int(pc.max()) + 1) + np.r_[pc, pc]
        _k, first, again = np.unique(key, return_index=True, return_inverse=True)
    else:
        first, again = np.arange(2 * m), np.arange(2 * m)
    k = first.size
    pcs = np.r_[pc, pc]
    near = 1.5 * reach_ft           # almost every crossing is just beyond reach_ft; the rest look further
    t, s_seg, s_par = _first_crossing(
        curve, src, np.r_[pcs[first], pcs], np.r_[both["ox"][first], sox], np.r_[both["oy"][first], soy],
        np.r_[both["ux"][first], both["ux"]], np.r_[both["uy"][first], both["uy"]],
        np.r_[np.zeros(k), np.nan_to_num(on[0], nan=0.0)], np.r_[both["length"][first], both["length"]], near)
    line_hit = (t[:k][again], s_seg[:k][again], s_par[:k][again])
    tl, segl, ul = (a[:m] for a in line_hit)
    tr, segr, ur = (a[m:] for a in line_hit)
    el, er = tuple(a[k:k + m] for a in (t, s_seg, s_par)), tuple(a[k + m:] for a in (t, s_seg, s_par))
    c_piece_l, c_piece_r = curve.seg_piece[segl], curve.seg_piece[segr]
    e_piece_l, e_piece_r = curve.seg_piece[el[1]], curve.seg_piece[er[1]]
    good = ~np.isnan(tl) & ~np.isnan(tr) & (c_piece_l == c_piece_r)
    env_found = (~np.isnan(sl[0]) & ~np.isnan(sr[0]) & ~np.isnan(el[0]) & ~np.isnan(er[0])
                 & (e_piece_l == e_piece_r))
    # Chainage along the offset (tau) and along the mark (sigma), unwrapped on rings.
    tau_l = curve.chainage(segl, ul)
    tau_r = _unwrap(curve, c_piece_l, curve.chainage(segr, ur), tau_l)
    etau_l = curve.chainage(el[1], el[2])
    etau_r = _unwrap(curve, e_piece_l, curve.chainage(er[1], er[2]), etau_l)
    sig_l = _unwrap(shore, pc, shore.chainage(sl[1], sl[2]), s0[rows] - 0.25 * shore.piece_length[pc])
    sig_r = _unwrap(shore, pc, shore.chainage(sr[1], sr[2]), sig_l)
    half_c = 0.5 * curve.piece_length[c_piece_l]
    good &= (tau_r > tau_l) & ((tau_r - tau_l < half_c) | ~curve.piece_closed[c_piece_l])
    half_s = 0.5 * shore.piece_length[pc]
    env_ok = (env_found & (etau_r > etau_l) & (sig_r > sig_l)
              & ((sig_r - sig_l < half_s) | ~shore.piece_closed[pc]))
    env_ok &= (etau_r - etau_l < half_c) | ~curve.piece_closed[e_piece_l]

    # Reach lines (where the offset between the crossings stays between the lines).
    g = np.flatnonzero(good)
    if g.size:
        vid, owner = curve.interior_vertices(c_piece_l[g], tau_l[g], tau_r[g])
        inside = _between(curve.vx[vid], curve.vy[vid], g[owner], L, R, np.zeros(rows.size))
        stray = np.bincount(owner, weights=~inside, minlength=g.size) > 0
        good[g[stray]] = False
        g, keep = g[~stray], ~stray[owner]
        vid, owner = vid[keep], np.cumsum(~stray)[owner[keep]] - 1
        r = np.arange(g.size)
        pts_l = np.c_[L["ox"][g] + L["ux"][g] * tl[g], L["oy"][g] + L["uy"][g] * tl[g]]
        pts_r = np.c_[R["ox"][g] + R["ux"][g] * tr[g], R["oy"][g] + R["uy"][g] * tr[g]]
        xy, row = assemble([(pts_l, r, r), (np.c_[curve.vx[vid], curve.vy[vid]], owner, vid), (pts_r, r, r)])
        reach_lines[rows[g]] = shapely.linestrings(xy, indices=row)
    # Envelopes: the mark, the right setback boundary out, the offset back, the left one in.
    e = np.flatnonzero(good & env_ok)
    if e.size:
        ref = s0[rows][e] - 0.25 * shore.piece_length[pc[e]]
        polys, valid = _envelope_rings(shore, curve, e, pc, sb, L, R, lox, loy, rox, roy, sl, sr, el, er,
                                       e_piece_l, etau_l, etau_r, ref)
        envelopes[rows[e[valid]]] = polys[valid]
        env_ok[e[~valid]] = False
    return good & env_ok


def _between(px: np.ndarray, py: np.ndarray, row: np.ndarray, L: Lines, R: Lines,  # noqa: N803
             margin: np.ndarray) -> np.ndarray:
    """Points at least margin[row] inside both of their row's lines (the area lies right of the
    left line and left of the right line, looking out over the water)."""
    dl = (px - L["ox"][row]) * L["uy"][row] - (py - L["oy"][row]) * L["ux"][row]      # right of left line
    dr = (py - R["oy"][row]) * R["ux"][row] - (px - R["ox"][row]) * R["uy"][row]      # left of right line
    return (dl >= margin[row] - 1e-6) & (dr >= margin[row] - 1e-6)


def _envelope_rings(shore: Shoreline, curve: Shoreline, e: np.ndarray, pc: np.ndarray, sb: np.ndarray,
                    L: Lines, R: Lines, lox: np.ndarray, loy: np.ndarray,  # noqa: N803
                    rox: np.ndarray, roy: np.ndarray, sl: Hits, sr: Hits, el: Hits, er: Hits,
                    e_piece: np.ndarray, etau_l: np.ndarray, etau_r: np.ndarray,
                    ref: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Envelope polygons for rows e. Each side's boundary is the setback line from the offset down
    to the mark; where the setback line meets the mark behind its tie point, the boundary instead
    follows the circle of the setback round the tie point (the line starts there) down to the mark."""
    m = e.size
    r = np.arange(m)
    sides = []
    for ls, ox, oy, s_hit, e_hit, sign in ((L, lox, loy, sl, el, 1.0), (R, rox, roy, sr, er, -1.0)):
        ux, uy, tx, ty = ls["ux"][e], ls["uy"][e], ls["ox"][e], ls["oy"][e]
        t_s = s_hit[0][e]
        c_pt = np.c_[ox[e] + ux * e_hit[0][e], oy[e] + uy * e_hit[0][e]]
        s_pt = np.c_[ox[e] + ux * t_s, oy[e] + uy * t_s]
        sig = shore.chainage(s_hit[1][e], s_hit[2][e])
        behind = t_s < 0
        arc_xy = np.zeros((0, 2))
        arc_row = arc_key = np.zeros(0, dtype=np.int64)
        a0 = np.zeros((0, 2))
        a0_row = np.zeros(0, dtype=np.int64)
        ok = np.ones(m, dtype=bool)
        if behind.any():
            b = np.flatnonzero(behind)
            nx, ny = sign * uy[b], -sign * ux[b]            # toward the area
            circle = (tx[b], ty[b], sb[e[b]], nx, ny, ux[b], uy[b])
            k_cut, hit_xy, hit_sig, found = _arc_to_shore(shore, pc[e[b]], *circle)
            ok[b[~found]] = False
            s_pt[b[found]] = hit_xy[found]
            sig[b[found]] = hit_sig[found]
            # The arc's points after its start and before the crossing (rarely more than none).
            n_arc = np.where(found, np.maximum(k_cut - 1, 0), 0)
            rr = np.repeat(np.arange(b.size), n_arc)
            kk = 1 + np.arange(rr.size) - np.repeat(np.cumsum(n_arc) - n_arc, n_arc)
            arc_xy, arc_row, arc_key = _arc_points(*circle, rr, kk), b[rr], kk
            fb = np.flatnonzero(found)
            a0 = _arc_points(*circle, fb, np.zeros(fb.size, dtype=np.int64))
            a0_row = b[found]
        sides.append(dict(c_pt=c_pt, s_pt=s_pt, sig=sig, arc=(arc_xy, arc_row, arc_key), a0=(a0, a0_row),
                          ok=ok))
    left, right = sides
    ok = left["ok"] & right["ok"]
    sig_l = _unwrap(shore, pc[e], left["sig"], ref)
    sig_r = _unwrap(shore, pc[e], right["sig"], sig_l)
    ok &= sig_r > sig_l
    vid_s, own_s = shore.interior_vertices(pc[e], sig_l, sig_r)
    vid_c, own_c = curve.interior_vertices(e_piece[e], etau_l[e], etau_r[e])
    # The offset between the setback lines must keep the setback from both lines (in a narrow
    # inlet it can run back along a line).
    inside = _between(curve.vx[vid_c], curve.vy[vid_c], e[own_c], L, R, sb)
    ok &= np.bincount(own_c, weights=~inside, minlength=m) == 0
    ra_xy, ra_row, ra_key = right["arc"]
    la_xy, la_row, la_key = left["arc"]
    xy, row = assemble([
        (left["s_pt"], r, r),
        (np.c_[shore.vx[vid_s], shore.vy[vid_s]], own_s, vid_s),
        (right["s_pt"], r, r),
        (ra_xy, ra_row, -ra_key), (right["a0"][0], right["a0"][1], right["a0"][1]),
        (right["c_pt"], r, r),
        (np.c_[curve.vx[vid_c], curve.vy[vid_c]], own_c, -vid_c),
        (left["c_pt"], r, r),
        (left["a0"][0], left["a0"][1], left["a0"][1]), (la_xy, la_row, la_key),
        (left["s_pt"], r, r)])
    # Polygons straight from the coordinates (the rings are closed: they end where they start).
    ends = np.r_[0, np.cumsum(np.bincount(row, minlength=m))]
    polys = shapely.from_ragged_array(shapely.GeometryType.POLYGON, xy, (ends, np.arange(m + 1)))
    valid = ok & shapely.is_valid(polys)
    return polys, valid


_ARC_PHI = np.linspace(0.0, np.pi, 2 * QUAD_SEGS + 1)       # the arc's steps, half a circle
_ARC_COS, _ARC_SIN = np.cos(_ARC_PHI), np.sin(_ARC_PHI)


def _arc_points(cx: np.ndarray, cy: np.ndarray, radius: np.ndarray, nx: np.ndarray, ny: np.ndarray,
                ux: np.ndarray, uy: np.ndarray, row: np.ndarray, k: np.ndarray) -> np.ndarray:
    """Point k (0: the setback line's foot, centre + radius * n) of row's arc, turning away from
    the line's direction u."""
    cos, sin = _ARC_COS[k], _ARC_SIN[k]
    return np.c_[cx[row] + radius[row] * (cos * nx[row] - sin * ux[row]),
                 cy[row] + radius[row] * (cos * ny[row] - sin * uy[row])]


def _arc_to_shore(shore: Shoreline, piece: np.ndarray, cx: np.ndarray, cy: np.ndarray, radius: np.ndarray,
                  nx: np.ndarray, ny: np.ndarray, ux: np.ndarray,
                  uy: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The circle of `radius` round each tie point, from the setback line's foot (centre +
    radius * n) turning away from the line's direction u, until it first reaches the mark.
    Returns (number of its points, _arc_points, before the crossing; crossing xy; its chainage;
    found)."""
    m = cx.size
    phi = _ARC_PHI
    pad = radius * 1.01
    ri, si = shore.query_boxes(np.c_[cx - pad, cy - pad, cx + pad, cy + pad])
    keep = shore.seg_piece[si] == piece[ri]
    ri, si = ri[keep], si[keep]
    # |a + s (b - a) - c|^2 = r^2 for s in [0, 1]
    ax, ay = shore.ax[si] - cx[ri], shore.ay[si] - cy[ri]
    dx, dy = shore.bx[si] - shore.ax[si], shore.by[si] - shore.ay[si]
    qa = dx * dx + dy * dy
    qb = 2.0 * (ax * dx + ay * dy)
    qc = ax * ax + ay * ay - radius[ri] ** 2
    disc = qb * qb - 4.0 * qa * qc
    root = np.sqrt(np.maximum(disc, 0.0))
    hits_r, hits_s, hits_seg, hits_phi = [], [], [], []
    for sgn in (-1.0, 1.0):
        sp = (-qb + sgn * root) / (2.0 * np.where(qa > 0, qa, 1.0))
        ok = (disc >= 0) & (qa > 0) & (sp >= 0.0) & (sp <= 1.0)
        hx, hy = ax + sp * dx, ay + sp * dy                       # relative to the centre
        ang = np.arctan2(-(hx * ux[ri] + hy * uy[ri]), hx * nx[ri] + hy * ny[ri])
        ok &= ang > 1e-9
        hits_r.append(ri[ok])
        hits_s.append(sp[ok])
        hits_seg.append(si[ok])
        hits_phi.append(ang[ok])
    hr, hs, hg, hp = (np.concatenate(x) for x in (hits_r, hits_s, hits_seg, hits_phi))
    pick = group_argmin(hr, hp, m)
    found = pick >= 0
    k_cut = np.zeros(m, dtype=np.int64)
    hit_xy = np.zeros((m, 2))
    hit_sig = np.zeros(m)
    p = pick[found]
    # Arc points strictly before the crossing angle.
    k_cut[found] = np.searchsorted(phi, hp[p], side="left")
    g, sp = hg[p], hs[p]
    hit_xy[found] = np.c_[shore.ax[g] + sp * (shore.bx[g] - shore.ax[g]),
                          shore.ay[g] + sp * (shore.by[g] - shore.ay[g])]
    hit_sig[found] = shore.chainage(g, sp)
    return k_cut, hit_xy, hit_sig, found


def _onto_water(shore: Shoreline, piece: np.ndarray, ox: np.ndarray, oy: np.ndarray, ux: np.ndarray,
                uy: np.ndarray, back: np.ndarray, near: np.ndarray) -> Hits:
    """Where each setback line last passes from land onto the water near its tie point:
    (t, segment, parameter), t nan if it does not within +-back (+-near is tried first)."""
    out = _onto_water_within(shore, piece, ox, oy, ux, uy, near)
    again = np.flatnonzero(np.isnan(out[0]))
    if again.size:
        more = _onto_water_within(shore, piece[again], ox[again], oy[again], ux[again], uy[again],
                                  back[again])
        for a, b in zip_strict(out, more):
            a[again] = b
    return out


def _onto_water_within(shore: Shoreline, piece: np.ndarray, ox: np.ndarray, oy: np.ndarray,
                       ux: np.ndarray, uy: np.ndarray, back: np.ndarray) -> Hits:
    n = ox.size
    ri, si, t, u, onto = shore.crossings(ox, oy, ux, uy, -back, back)
    keep = onto & (shore.seg_piece[si] == piece[ri])
    ri, si, t, u = ri[keep], si[keep], t[keep], u[keep]
    pick = first_argmin(ri, -t, n)
    has = pick >= 0
    out_t = np.full(n, np.nan)
    seg = np.zeros(n, dtype=np.int64)
    par = np.zeros(n)
    out_t[has], seg[has], par[has] = t[pick[has]], si[pick[has]], u[pick[has]]
    return out_t, seg, par


def _open_runs(lines: np.ndarray) -> np.ndarray:
    """The (Multi)LineStrings with every closed part cut in two at its middle vertex."""
    out = lines.copy()
    for k, geom in enumerate(lines.tolist()):
        parts = shapely.get_parts(geom)
        closed = shapely.is_closed(parts) & (shapely.get_num_points(parts) >= 4)
        if not closed.any():
            continue
        pieces = []
        for part, shut in zip_strict(parts.tolist(), closed.tolist()):
            xy = shapely.get_coordinates(part)
            m = len(xy) // 2
            pieces.extend([xy[:m + 1], xy[m:]] if shut else [xy])
        out[k] = shapely.multilinestrings([shapely.linestrings(c) for c in pieces])
    return out


def _exact(shore: Shoreline, rows: np.ndarray, areas: np.ndarray, left: LineSet, right: LineSet,
           setback: np.ndarray, reach_ft: float, reach_lines: np.ndarray, envelopes: np.ndarray) -> None:
    """shapely on each area: the band within reach_ft of the MHW segments near it."""
    ai, seg = shore.query(areas[rows], predicate="dwithin", distance=reach_ft)
    have = np.unique(ai)
    if have.size == 0:
        return
    segs = shapely.linestrings(np.stack([np.c_[shore.ax[seg], shore.ay[seg]],
                                         np.c_[shore.bx[seg], shore.by[seg]]], axis=1))
    # Segments kept apart: GEOS's buffer of a closed line wider than the line's own inner room
    # leaves a spurious hole (2.1/3.13), which a set of separate segments does not.
    local = shapely.multilinestrings(segs, indices=np.searchsorted(have, ai))
    if shore.n_seg and float(shore.seg_len.sum()) < DENSE_SPACING_FT * shore.n_seg:
        # A raster contour: hundreds of steps near each area; its runs, simplified as offsets()
        # simplifies the mark (a run that closes is cut open first: see above).
        local = shapely.simplify(_open_runs(shapely.line_merge(local)), DENSE_SIMPLIFY_FT,
                                 preserve_topology=True)
    band = shapely.buffer(local, reach_ft, quad_segs=QUAD_SEGS)
    sel = rows[have]
    reach_lines[sel] = shapely.intersection(shapely.boundary(band), areas[sel])

    def line(ls: LineSet) -> np.ndarray:
        return shapely.linestrings(np.stack([np.c_[ls.ox[sel], ls.oy[sel]],
                                             np.c_[ls.ox[sel] + ls.ux[sel] * ls.length[sel],
                                                   ls.oy[sel] + ls.uy[sel] * ls.length[sel]]], axis=1))
    both = np.stack([line(left), line(right)], axis=1).ravel()
    strip = shapely.buffer(shapely.multilinestrings(both, indices=np.repeat(np.arange(sel.size), 2)),
                           setback[sel], quad_segs=QUAD_SEGS)
    envelopes[sel] = shapely.difference(shapely.intersection(areas[sel], band), strip)
