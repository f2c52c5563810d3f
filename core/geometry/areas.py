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
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from ..model import Message, Parcel
from .planar import assemble
from .projection import CROSSING, LAND, Projection
from .shoreline import Shoreline
from .tie_points import TieData

OVERLAP_TOL_SQFT = 1e-3


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
    notes: dict[int, list[str]] = field(default_factory=dict)    # parcel index -> notes
    messages: list[Message] = field(default_factory=list)


def build_rights_areas(shore: Shoreline, ties: TieData, line_of_tie: np.ndarray,
                       ox: np.ndarray, oy: np.ndarray, ex: np.ndarray, ey: np.ndarray,
                       proj: Projection, parcels: list[Parcel]) -> AreaData:
    messages: list[Message] = []
    notes: dict[int, list[str]] = {}
    lake = ties.parcels
    tl = np.array([ties.tie_l[int(p)] for p in lake], dtype=np.int64)
    tr = np.array([ties.tie_r[int(p)] for p in lake], dtype=np.int64)
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
    geoms = shapely.remove_repeated_points(shapely.polygons(shapely.linearrings(coords, indices=ring_row)), 0.0)

    # Areas that may hold land or be malformed get the careful treatment.
    suspect = np.zeros(rows.size, dtype=bool)
    land_stop = np.array([s == LAND for s in proj.stop], dtype=bool)
    cross_stop = np.array([s == CROSSING for s in proj.stop], dtype=bool)
    suspect |= land_stop[li] | land_stop[lj]
    invalid = ~shapely.is_valid(geoms)
    suspect |= invalid
    suspect |= _holds_other_shore(shore, geoms, piece)
    plain = ~suspect
    for k in np.flatnonzero(suspect):
        geoms[k] = _water_part(shore, geoms[k], ties.tie_xy[tl[k]], ties.tie_xy[tr[k]])
        if invalid[k] or geoms[k].is_empty:
            notes.setdefault(int(p_idx[k]), []).append("rights area repaired (its lines cross the shore)")
        else:
            notes.setdefault(int(p_idx[k]), []).append("land inside the lines is left out of the rights area")
    # Overlaps: only where a line was stopped by one that is not its neighbour, or areas were cut.
    touched = set(np.flatnonzero(cross_stop).tolist()) | set(proj.stop_other[cross_stop].tolist())
    check = suspect | np.isin(li, list(touched)) | np.isin(lj, list(touched))
    if check.any():
        changed = _resolve_overlaps(geoms, np.flatnonzero(check), ties, tl, tr, p_idx, parcels, notes, messages)
        plain[changed] = False
    return AreaData(parcel=p_idx, geoms=geoms, left_line=li, right_line=lj, piece=piece, s0=s0, s1=s1,
                    plain=plain, notes=notes, messages=messages)


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


def _water_part(shore: Shoreline, geom: BaseGeometry, t_l: np.ndarray, t_r: np.ndarray) -> BaseGeometry:
    """The water inside geom that is connected to its own stretch of shore (a Polygon)."""
    if not geom.is_valid:
        geom = shapely.make_valid(geom)
    _, seg = shore.query(np.array([geom]), predicate="intersects")
    if seg.size:
        lines = shapely.multilinestrings(shapely.linestrings(
            np.stack([np.c_[shore.ax[seg], shore.ay[seg]], np.c_[shore.bx[seg], shore.by[seg]]], axis=1)))
        noded = shapely.union(shapely.boundary(geom), lines)
    else:
        noded = shapely.boundary(geom)
    faces = shapely.get_parts(shapely.polygonize(shapely.get_parts(noded)))
    if faces.size == 0:
        return Polygon()
    rp = shapely.point_on_surface(faces)
    inside = shapely.contains(geom, rp) if geom.geom_type != "GeometryCollection" else shapely.intersects(geom, rp)
    px, py = shapely.get_x(rp), shapely.get_y(rp)
    sg, dist, u = shore.nearest(px, py)
    water = shore.signed_distance(px, py, sg, u, dist) > 0
    kept = faces[inside & water]
    if kept.size == 0:
        return Polygon()
    merged = shapely.union_all(kept)
    parts = shapely.get_parts(merged)
    parts = parts[shapely.get_type_id(parts) == 3]
    if parts.size == 0:
        return Polygon()
    # The part along its own tie line (nearest to both tie points).
    tie = shapely.linestrings([t_l, t_r])
    d = shapely.distance(parts, tie)
    return parts[int(np.argmin(d - 1e-9 * shapely.area(parts)))]


def _resolve_overlaps(geoms: np.ndarray, rows: np.ndarray, ties: TieData, tl: np.ndarray, tr: np.ndarray,
                      p_idx: np.ndarray, parcels: list[Parcel], notes: dict[int, list[str]],
                      messages: list[Message]) -> list[int]:
    """Give each overlap between two areas to the one whose tie line is nearer; returns the
    areas that changed."""
    changed = []
    tree = shapely.STRtree(geoms)
    qi, oi = tree.query(geoms[rows], predicate="intersects")
    a, b = rows[qi], oi
    keep = a != b
    a, b = a[keep], b[keep]
    pairs = {(min(x, y), max(x, y)) for x, y in zip(a.tolist(), b.tolist())}
    for x, y in sorted(pairs):
        inter = shapely.intersection(geoms[x], geoms[y])
        if shapely.area(inter) <= OVERLAP_TOL_SQFT:
            continue
        c = shapely.point_on_surface(inter)
        tie_x = shapely.linestrings([ties.tie_xy[tl[x]], ties.tie_xy[tr[x]]])
        tie_y = shapely.linestrings([ties.tie_xy[tl[y]], ties.tie_xy[tr[y]]])
        loser, winner = (x, y) if shapely.distance(c, tie_x) > shapely.distance(c, tie_y) else (y, x)
        lost = shapely.area(inter)
        part = shapely.difference(geoms[loser], geoms[winner])
        polys = shapely.get_parts(part)
        polys = polys[shapely.get_type_id(polys) == 3]
        geoms[loser] = polys[int(np.argmax(shapely.area(polys)))] if polys.size else Polygon()
        changed.append(loser)
        pl, pw = parcels[int(p_idx[loser])].parcel_id, parcels[int(p_idx[winner])].parcel_id
        text = (f"{lost:.1f} sq ft where its lines cross those of {pw} (not a neighbour) "
                f"is left to {pw}, whose tie line is nearer")
        notes.setdefault(int(p_idx[loser]), []).append(text)
        messages.append(Message("info", "rights_area_overlap", f"Rights area of {pl}: {text}.", pl))
    return changed
