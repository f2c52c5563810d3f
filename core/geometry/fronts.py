"""Where each parcel meets the MHW mark: its front, and where its two side lot lines reach the mark.

A parcel's ring is split into its front (the corners within the tolerance of the MHW mark, or
beyond it in the lake) and its back (the rest; of several stretches, the longest one). The two
edges joining back to front are the last segments of its side lot lines, unless a lot line bends
within the tolerance band (a kink, an arc as chords): it is then followed on to the mark while it
keeps near its direction and heads for the mark (_follow_lot_line). Each lot line is then
brought to the MHW mark (DESIGN.md "Water-rights lines", step 2):

- a lot line that ends on the mark is used as it is;
- one that stops short is extended along its last segment;
- one that runs into the lake is cut where it crosses the mark;
- one that would need a long extension (it runs almost along the shore) is not trusted: the
  nearest point of the mark is used and a warning says so.

Parcel rings are oriented counter-clockwise; with the water on the shoreline's left, the land
parcel's front is then walked from its "after" end (R, higher chainage) to its "before" end (L).
Everything is computed for all parcels at once on numpy arrays.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.geometry.base import BaseGeometry

from ..compat import zip_strict
from ..model import Message, Parcel
from ..notes import note
from .array_ops import clip01, first_argmin
from .planar import polygons_of
from .shoreline import Shoreline

# A lot line may be extended along its last segment by up to this many times the tolerance;
# beyond that it runs nearly along the shore and its extension says nothing about the corner.
CHUNK_ROWS = 200_000      # corner-by-segment rows handled at once
MAX_EXTENSION_FACTOR = 2.0
EXACT_FT = 0.01     # a lot line ending within this of the MHW mark needs no repair
# A lot line that bends within the tolerance band (a kink, an arc as chords) is followed to the
# mark while it keeps within this much of its direction into the band; the front turns away more.
LOT_LINE_MAX_TURN_DEG = 45.0
COS_MAX_TURN = float(np.cos(np.radians(LOT_LINE_MAX_TURN_DEG)))


@dataclass
class LotLineEnds:
    """Per lakeshore parcel (one row each): where its two side lot lines meet the MHW mark."""
    parcel: np.ndarray          # index into the parcel list
    piece: np.ndarray
    s_l: np.ndarray             # chainage of the "before" end
    s_r: np.ndarray             # chainage of the "after" end (>= s_l; may exceed L on rings)
    xy_l: np.ndarray            # (n, 2) on the MHW mark
    xy_r: np.ndarray
    repair_l: np.ndarray        # signed repair length: + extended, - cut (ran into the lake), 0 exact
    repair_r: np.ndarray
    fallback_l: np.ndarray      # bool: nearest MHW point used instead of the lot line
    fallback_r: np.ndarray
    setback_ft: np.ndarray      # mean distance of the front corners inland of the MHW mark
    messages: list[Message] = field(default_factory=list)


def parcel_parts(parcels: list[Parcel], messages: list[Message]) -> tuple[np.ndarray, np.ndarray]:
    """Polygon parts of all parcels (invalid ones repaired) and the parcel each came from.

    A parcel with no geometry, no area, a line or point instead of a polygon, or coordinates that
    are not finite numbers is left out with a warning (GEOS would refuse NaN, and a silent drop
    would make its neighbours look like the end of the data)."""
    n = len(parcels)
    if n == 0:
        return np.array([], dtype=object), np.zeros(0, dtype=np.int64)
    # (fromiter: np.array would ask every geometry whether it is a sequence)
    geoms = np.fromiter((p.geometry if isinstance(p.geometry, BaseGeometry) else None for p in parcels),
                        dtype=object, count=n)
    missing = shapely.is_missing(geoms) | shapely.is_empty(geoms)
    not_polygon = ~missing & ~np.isin(shapely.get_type_id(geoms), (3, 6, 7))
    coords, idx = shapely.get_coordinates(geoms, return_index=True)
    not_finite = np.zeros(n, dtype=bool)
    not_finite[idx[~np.isfinite(coords).all(axis=1)]] = True
    not_finite &= ~missing & ~not_polygon
    usable = ~(missing | not_polygon | not_finite)
    bad = np.flatnonzero(usable & ~shapely.is_valid(geoms))
    for i in bad:
        reason = shapely.is_valid_reason(geoms[i])
        geoms[i] = shapely.multipolygons(polygons_of(shapely.make_valid(geoms[i])))
        messages.append(note("info", "parcel_repaired", parcel_id=parcels[i].parcel_id,
                             parcel=parcels[i].parcel_id, reason=reason))
    geoms[~usable] = None
    parts, owner = shapely.get_parts(geoms, return_index=True)
    keep = shapely.get_type_id(parts) == 3          # polygons only (repairs can leave lines/points)
    keep &= shapely.area(parts) > 0
    parts, owner = parts[keep], owner[keep]
    # Repeated points (within 1e-6 ft) removed: GEOS is asked only about the parts that have two
    # consecutive corners that near (it would give the others back unchanged).
    xy, at = shapely.get_coordinates(parts, return_index=True)
    near = (np.hypot(*np.diff(xy, axis=0).T) <= 2e-6) & (at[1:] == at[:-1])
    fix = np.unique(at[1:][near])
    if fix.size:
        parts[fix] = shapely.remove_repeated_points(parts[fix], 1e-6)
    no_area = usable & (np.bincount(owner, minlength=n) == 0)
    for i in np.flatnonzero(~usable | no_area):
        pid = parcels[i].parcel_id
        why = ("missing" if missing[i] else "not_polygon" if not_polygon[i]
               else "not_finite" if not_finite[i] else "no_area")
        messages.append(note("warning", "parcel_unusable", why, parcel_id=pid, parcel=pid))
    return parts, owner


@dataclass
class Corners:
    """The rings of parcel parts near the MHW mark, one row per corner, each with its nearest
    MHW segment among those near its part."""
    cand: np.ndarray            # part index of each ring
    ring: np.ndarray            # ring of each corner
    off: np.ndarray             # first corner of each ring
    n_ring: np.ndarray
    vx: np.ndarray
    vy: np.ndarray
    seg: np.ndarray             # nearest segment
    u: np.ndarray               # parameter of the nearest point on it
    dist: np.ndarray
    vote_x: np.ndarray          # a point inside each ring's part (land: it votes for the water side)
    vote_y: np.ndarray
    vote_seg: np.ndarray
    vote_u: np.ndarray
    vote_dist: np.ndarray

    def renumber(self, old_to_new: np.ndarray, was_reversed: np.ndarray) -> None:
        """Follow Shoreline.orient(): new segment numbers, parameters of reversed segments flip."""
        for seg, u in ((self.seg, self.u), (self.vote_seg, self.vote_u)):
            flip = was_reversed[seg]
            u[flip] = 1.0 - u[flip]
            seg[:] = old_to_new[seg]


def _bucket(size: np.ndarray, exact_to: int) -> np.ndarray:
    """Padded size of a block dimension: exact up to exact_to, then in steps of 4 up to 64, then
    powers of two (few distinct shapes, little padding)."""
    power = 2 ** np.ceil(np.log2(np.maximum(size, 1))).astype(np.int64)
    stepped = np.where(size <= 64, -(-size // 4) * 4, power)
    return np.where(size <= exact_to, size, stepped)


def _nearest_per_ring(px: np.ndarray, py: np.ndarray, pt_first: np.ndarray, n_pt: np.ndarray,
                      cand: np.ndarray, cand_first: np.ndarray, n_cand: np.ndarray,
                      shore: Shoreline) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For every point, the nearest of its ring's candidate segments (the first of equally near
    ones, in candidate order): segment, parameter and distance. Ring r holds the points
    pt_first[r]:+n_pt[r] and the candidates cand[cand_first[r]:+n_cand[r]].

    Rings of like size are stacked into (rings, points, candidates) blocks, the candidates padded
    with a point segment far away: arithmetic on whole blocks, each segment's terms worked out
    once per ring. (A whole lake is a million point-segment pairs.)"""
    seg = np.zeros(px.size, dtype=np.int64)
    u = np.zeros(px.size)
    dist = np.zeros(px.size)
    use = np.flatnonzero((n_pt > 0) & (n_cand > 0))
    if use.size == 0:
        return seg, u, dist
    big = int(n_cand.max()) * 2 + 1
    shapes, which = np.unique(_bucket(n_pt[use], 16) * big + _bucket(n_cand[use], 0), return_inverse=True)
    far = 1e150             # padding: a point segment this far (squared distances stay finite)
    for b, (bn, bm) in enumerate(zip_strict(*divmod(shapes, big))):
        bn, bm = int(bn), int(bm)
        in_b = use[which == b]
        step = max(1, CHUNK_ROWS // (bn * bm))
        i = np.arange(bn)[None, :]
        j = np.arange(bm)[None, :]
        for r in (in_b[k:k + step] for k in range(0, in_b.size, step)):
            sg_real = j < n_cand[r][:, None]
            sg = cand[cand_first[r][:, None] + np.minimum(j, n_cand[r][:, None] - 1)]
            ax = np.where(sg_real, shore.ax[sg], far)
            ay = np.where(sg_real, shore.ay[sg], far)
            dx = np.where(sg_real, shore.bx[sg], far) - ax
            dy = np.where(sg_real, shore.by[sg], far) - ay
            len2 = dx * dx + dy * dy
            len2 = np.where(len2 > 0, len2, 1.0)[:, None, :]
            ax, ay, dx, dy = ax[:, None, :], ay[:, None, :], dx[:, None, :], dy[:, None, :]
            pt_real = i < n_pt[r][:, None]
            pt = pt_first[r][:, None] + np.minimum(i, n_pt[r][:, None] - 1)
            wx, wy = px[pt][:, :, None] - ax, py[pt][:, :, None] - ay
            uu = clip01((wx * dx + wy * dy) / len2)
            ex, ey = wx - uu * dx, wy - uu * dy
            d2 = ex * ex + ey * ey
            best = np.argmin(d2, axis=2)[:, :, None]
            at = pt[pt_real]
            seg[at] = np.take_along_axis(sg, best[:, :, 0], axis=1)[pt_real]
            u[at] = np.take_along_axis(uu, best, axis=2)[:, :, 0][pt_real]
            dist[at] = np.sqrt(np.take_along_axis(d2, best, axis=2)[:, :, 0][pt_real])
    return seg, u, dist


def near_corners(parts: np.ndarray, shore: Shoreline, tol: float) -> Corners:
    """Every corner of every part whose box comes within tol of an MHW segment's box, with its
    nearest segment among the segments near that part (vertex by segment, on arrays)."""
    pair_part, pair_seg = shore.query_boxes(shapely.bounds(parts) + np.array([-tol, -tol, tol, tol]))
    if np.any(pair_part[1:] < pair_part[:-1]):        # (the index answers part by part already)
        order = np.argsort(pair_part, kind="stable")
        pair_part, pair_seg = pair_part[order], pair_seg[order]
    pstart = np.flatnonzero(np.r_[True, pair_part[1:] != pair_part[:-1]]) if pair_part.size else pair_part
    cand, m = pair_part[pstart], np.diff(np.r_[pstart, pair_part.size])
    rings = shapely.get_exterior_ring(parts[cand])
    ccw = shapely.is_ccw(rings)
    coords, ring = shapely.get_coordinates(rings, return_index=True)
    last = np.r_[ring[1:] != ring[:-1], True] if ring.size else np.zeros(0, dtype=bool)   # closing corners
    coords, ring = coords[~last], ring[~last]
    n_ring = np.bincount(ring, minlength=cand.size)
    off = np.cumsum(n_ring) - n_ring
    # Every ring counter-clockwise (shapely.orient_polygons is slow on GEOS 3.11).
    pos = np.arange(ring.size) - off[ring]
    coords = coords[off[ring] + np.where(ccw[ring], pos, n_ring[ring] - 1 - pos)]
    vx, vy = coords[:, 0].copy(), coords[:, 1].copy()
    # Each corner, and a point inside its part, against each of its ring's m[r] segments: ring
    # r's corners then its inside point, at off[r] + r on.
    inside = shapely.point_on_surface(parts[cand])
    ix, iy = shapely.get_x(inside), shapely.get_y(inside)
    at_corner = np.arange(vx.size) + ring
    at_inside = off + n_ring + np.arange(cand.size)
    px, py = np.empty(vx.size + cand.size), np.empty(vx.size + cand.size)
    px[at_corner], py[at_corner], px[at_inside], py[at_inside] = vx, vy, ix, iy
    near = _nearest_per_ring(px, py, off + np.arange(cand.size), n_ring + 1, pair_seg, pstart, m, shore)
    seg, u, dist = (a[at_corner] for a in near)
    vseg, vu, vdist = (a[at_inside] for a in near)
    return Corners(cand=cand, ring=ring, off=off, n_ring=n_ring, vx=vx, vy=vy, seg=seg, u=u, dist=dist,
                   vote_x=ix, vote_y=iy, vote_seg=vseg, vote_u=vu, vote_dist=vdist)


def find_lot_line_ends(parcels: list[Parcel], parts: np.ndarray, owner: np.ndarray, corners: Corners,
                       shore: Shoreline, tol: float) -> LotLineEnds:
    """Front and lot-line ends of every parcel part with a corner within tol of the MHW mark
    (or in the lake)."""
    messages: list[Message] = []
    c = corners
    cand, ring, off, n_ring, vx, vy = c.cand, c.ring, c.off, c.n_ring, c.vx, c.vy
    if cand.size == 0:
        return _empty(messages)
    d = shore.signed_distance(vx, vy, c.seg, c.u, c.dist)

    # Front corners: within tol inland, or in the lake. A shallow parcel (a shore strip) has its
    # back nearer than tol: there the front is the half nearer the mark.
    dmin = np.minimum.reduceat(d, off)
    threshold = np.maximum(-tol, 0.5 * dmin)[ring]
    front = d >= threshold
    n_front = np.bincount(ring, weights=front, minlength=cand.size).astype(np.int64)
    ok = (n_front > 0) & (n_front < n_ring) & (dmin <= 0)
    # Parts near only by their box, with no corner within tol: within tol at all (an edge)?
    quiet = np.flatnonzero(n_front == 0)
    if quiet.size:
        near, _ = shore.query(parts[cand[quiet]], predicate="dwithin", distance=tol)
        loud = np.zeros(cand.size, dtype=bool)
        loud[quiet[np.unique(near)]] = True
        ok_or_quiet = ok | ((n_front == 0) & ~loud)
    else:
        ok_or_quiet = ok
    for r in np.flatnonzero(~ok_or_quiet):
        pid = parcels[owner[cand[r]]].parcel_id
        code, variant = (("parcel_in_water", "") if dmin[r] > 0 else ("front_not_found", "no_corner")
                         if n_front[r] == 0 else ("front_not_found", "strip"))
        messages.append(note("warning", code, variant, parcel_id=pid, geometry=parts[cand[r]], parcel=pid,
                             tol=f"{tol:g}"))

    # Rotate each ring to start at a front corner, so no back stretch wraps around its start.
    first_front = np.full(cand.size, 0, dtype=np.int64)
    fi = np.flatnonzero(front)
    fr = ring[fi]
    firsts = np.r_[True, fr[1:] != fr[:-1]]
    first_front[fr[firsts]] = fi[firsts] - off[fr[firsts]]
    pos = np.arange(len(vx)) - off[ring]
    order = off[ring] + (pos + first_front[ring]) % n_ring[ring]
    f_rot = front[order]
    nxt_pos = np.where(pos + 1 < n_ring[ring], np.arange(len(vx)) + 1, off[ring])
    ex = vx[order[nxt_pos]] - vx[order]
    ey = vy[order[nxt_pos]] - vy[order]
    elen = np.hypot(ex, ey)                          # edge leaving each rotated position
    prev_pos = np.where(pos > 0, np.arange(len(vx)) - 1, off[ring] + n_ring[ring] - 1)
    starts = ~f_rot & f_rot[prev_pos]
    run = np.cumsum(starts) - 1                      # back-stretch label of each back corner
    back_pos = np.flatnonzero(~f_rot & ok[ring])
    if back_pos.size == 0:
        return _empty(messages)
    # The labels of back_pos come in order (positions ascend): each run is a block of them.
    label = run[back_pos]
    block = np.flatnonzero(np.r_[True, label[1:] != label[:-1]])
    n_run = block.size
    lab = np.repeat(np.arange(n_run), np.diff(np.r_[block, label.size]))
    run_len = np.bincount(lab, weights=elen[back_pos], minlength=n_run)
    run_first = back_pos[block]
    run_last = back_pos[np.r_[block[1:], label.size] - 1]
    run_len += elen[prev_pos[run_first]]             # the edge coming into the stretch
    run_ring = ring[run_first]
    best_run = first_argmin(run_ring, -run_len, cand.size)
    rings_ok = np.flatnonzero(best_run >= 0)
    b0 = run_first[best_run[rings_ok]]
    b1 = run_last[best_run[rings_ok]]
    # left lot line: inland corner -> front corner (walking the ring backwards from the back)
    p_l, e_l = _follow_lot_line(vx, vy, d, order, b0, prev_pos, f_rot)
    p_r, e_r = _follow_lot_line(vx, vy, d, order, b1, nxt_pos, f_rot)

    # Mean setback of the front from the mark (to tell a parcel behind another one).
    fw = front & ok[ring]
    setback = np.bincount(ring[fw], weights=np.maximum(-d[fw], 0.0), minlength=cand.size)
    setback = setback / np.maximum(n_front, 1)

    ends_p = np.r_[p_l, p_r]
    ends_e = np.r_[e_l, e_r]
    meet = _meet_mark(vx, vy, d, ends_p, ends_e, shore, tol)
    m = rings_ok.size
    seg, u, repair, fallback = meet
    s = shore.chainage(seg, u)
    piece = shore.seg_piece[seg]
    mx = shore.ax[seg] + u * (shore.bx[seg] - shore.ax[seg])
    my = shore.ay[seg] + u * (shore.by[seg] - shore.ay[seg])

    piece_l, piece_r = piece[:m], piece[m:]
    s_l, s_r = s[:m], s[m:]
    closed = shore.piece_closed[piece_l]
    length = shore.piece_length[piece_l]
    s_r = np.where(closed, s_l + np.mod(s_r - s_l, np.where(closed, length, 1.0)), s_r)
    good = piece_l == piece_r
    reversed_ = good & ~closed & (s_r < s_l - EXACT_FT)
    for k in np.flatnonzero(~good | reversed_):
        pid = parcels[owner[cand[rings_ok[k]]]].parcel_id
        messages.append(note("warning", "front_not_found", "pieces" if not good[k] else "order",
                             parcel_id=pid, geometry=parts[cand[rings_ok[k]]], parcel=pid))
    keep = good & ~reversed_
    s_r = np.maximum(s_r, s_l)
    rows = np.flatnonzero(keep)
    r_idx = rings_ok[rows]
    return LotLineEnds(
        parcel=owner[cand[r_idx]], piece=piece_l[rows], s_l=s_l[rows], s_r=s_r[rows],
        xy_l=np.c_[mx[:m], my[:m]][rows], xy_r=np.c_[mx[m:], my[m:]][rows],
        repair_l=repair[:m][rows], repair_r=repair[m:][rows],
        fallback_l=fallback[:m][rows], fallback_r=fallback[m:][rows],
        setback_ft=setback[r_idx], messages=messages)


def _follow_lot_line(vx: np.ndarray, vy: np.ndarray, d: np.ndarray, order: np.ndarray, last_back: np.ndarray,
                     step: np.ndarray, is_front: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The last segment of each lot line (inland corner, end corner; ring indices), from the
    back's last corner `last_back` (a rotated position; `step` the next position outward).

    Its first front corner ends the lot line unless the ring goes on from there toward the MHW
    mark as the same line (a bend or an arc within the tolerance band): while that corner is
    short of the mark, the next one is taken if the edge to it is within LOT_LINE_MAX_TURN_DEG
    of the lot line's direction into the band and heads for the mark at least as steeply as a
    line that may be extended (1 / MAX_EXTENSION_FACTOR ft nearer per ft along). A line that
    bends down to the mark thus meets it at its own corner (or crossing) and is neither extended
    nor cut; one that still stops short is extended along its true last segment."""
    p, e = last_back.copy(), step[last_back]
    a0, b0 = order[p], order[e]
    ix, iy = vx[b0] - vx[a0], vy[b0] - vy[a0]             # direction into the band
    i_len = np.hypot(ix, iy)
    live = np.flatnonzero(d[b0] < -EXACT_FT)
    while live.size:
        b = order[e[live]]
        nxt = step[e[live]]
        c = order[nxt]
        ox, oy = vx[c] - vx[b], vy[c] - vy[b]
        lo = np.hypot(ox, oy)
        go = (is_front[nxt] & (lo > 0)
              & (d[c] - d[b] >= lo / MAX_EXTENSION_FACTOR)
              & (ix[live] * ox + iy[live] * oy >= COS_MAX_TURN * i_len[live] * lo))
        live = live[go]
        p[live], e[live] = e[live], nxt[go]
        live = live[d[order[e[live]]] < -EXACT_FT]
    return order[p], order[e]


def _empty(messages: list[Message]) -> LotLineEnds:
    z = np.zeros(0)
    zi = np.zeros(0, dtype=np.int64)
    return LotLineEnds(zi, zi, z, z, np.zeros((0, 2)), np.zeros((0, 2)), z, z,
                       np.zeros(0, dtype=bool), np.zeros(0, dtype=bool), z, messages)


def _meet_mark(vx: np.ndarray, vy: np.ndarray, d: np.ndarray, p: np.ndarray, e: np.ndarray,
               shore: Shoreline, tol: float) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Where each lot line (inland corner p -> front corner e) meets the MHW mark.

    Returns (segment, parameter on it, repair, fallback): repair > 0 is the extension beyond e,
    repair < 0 the length cut off (the part in the lake), fallback marks the nearest-point rule.
    """
    ex, ey = vx[e], vy[e]
    dx, dy = ex - vx[p], ey - vy[p]
    ln = np.hypot(dx, dy)
    ux, uy = dx / np.where(ln > 0, ln, 1.0), dy / np.where(ln > 0, ln, 1.0)
    de = d[e]
    back = np.minimum(ln, np.maximum(de, 0.0) * 10.0 + tol)
    fwd = MAX_EXTENSION_FACTOR * tol
    q = shapely.linestrings(np.stack([np.c_[ex - ux * back, ey - uy * back],
                                      np.c_[ex + ux * fwd, ey + uy * fwd]], axis=1))
    qi, si = shore.query(q)
    n = len(e)
    seg = np.full(n, -1, dtype=np.int64)
    u_out = np.zeros(n)
    repair = np.zeros(n)
    if qi.size:
        t, useg, okp = shore.ray_params(ex, ey, ux, uy, qi, si)
        valid = okp & (useg >= -1e-9) & (useg <= 1 + 1e-9) & (t >= -back[qi] - 1e-9) & (t <= fwd + 1e-9)
        # Prefer the crossing on the side the corner says: behind it if the corner is in the lake,
        # ahead of it if the corner is on land; nearest to the corner first.
        wrong = np.where(de[qi] > 0, t > EXACT_FT, t < -EXACT_FT)
        score = np.abs(t) + np.where(wrong, 1e6, 0.0) + np.where(valid, 0.0, np.inf)
        pick = first_argmin(qi, score, n)
        has = pick >= 0
        has[has] = np.isfinite(score[pick[has]])
        seg[has] = si[pick[has]]
        u_out[has] = clip01(useg[pick[has]])
        repair[has] = t[pick[has]]
    fallback = seg < 0
    if fallback.any():
        fb = np.flatnonzero(fallback)
        sgn, _dist, uu = shore.nearest(ex[fb], ey[fb])
        seg[fb] = sgn
        u_out[fb] = uu
        repair[fb] = -de[fb]
    repair = np.where(np.abs(repair) < EXACT_FT, 0.0, repair)
    return seg, u_out, repair, fallback
