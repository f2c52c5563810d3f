"""Lakeshore parcels in shore order and the tie points between neighbours (DESIGN.md step 1-2).

Each lakeshore parcel has a stretch of the MHW mark between where its two lot lines meet it
(fronts.py). Ordered by chainage along each piece, consecutive parcels are neighbours; their tie
point is where their common lot line meets the mark. When the two parcels' lot lines do not
agree (a sliver or a gap between the tax-map polygons) by up to the snap tolerance, the tie
point is placed midway along the mark and the repair is reported. A wider gap is not bridged:
the parcels are treated as ends of the data on that side, with a warning.

A parcel that stands behind another one (its stretch lies mostly within its neighbour's and its
front is farther from the mark) is not a lakeshore parcel; neither is one that touches the mark
at a single point.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..model import Message, Parcel
from .fronts import LotLineEnds
from .shoreline import Shoreline

MIN_FRONT_FT = 0.5      # a stretch shorter than this is a touch, not a frontage
SAME_FT = 0.01          # two lot-line ends closer than this are the same point
BEHIND_FT = 0.5         # a front this much farther from the mark than its neighbour's stands behind it


@dataclass
class TieData:
    """Lakeshore parcels and tie points, as arrays (indices into the parcel list)."""
    parcels: np.ndarray         # lakeshore parcels in shore order (piece by piece)
    tie_xy: np.ndarray          # (n, 2) on the MHW mark
    tie_piece: np.ndarray
    tie_s: np.ndarray           # chainage in [0, L)
    tie_a: np.ndarray           # parcel before the tie point along the shore, -1 if none
    tie_b: np.ndarray           # parcel after it, -1 if none
    tie_note: list[str]
    tie_l: dict[int, int]       # parcel -> its "before" tie point
    tie_r: dict[int, int]       # parcel -> its "after" tie point
    stretch_ft: dict[int, float]    # MHW length between the parcel's tie points
    messages: list[Message] = field(default_factory=list)


def _repair_note(pid: str, repair: float, fallback: bool) -> str:
    if fallback:
        return (f"the lot line of {pid} does not reach the MHW mark along its last segment: "
                "the nearest point of the mark is used")
    if repair > 0:
        return f"the lot line of {pid} stopped {repair:.2f} ft short and was extended to the MHW mark"
    return f"the lot line of {pid} ran {-repair:.2f} ft into the lake and was cut at the MHW mark"


def build_tie_points(ends: LotLineEnds, parcels: list[Parcel], shore: Shoreline,
                     snap_ft: float) -> TieData:
    messages = list(ends.messages)
    ids = [p.parcel_id for p in parcels]
    front_len = ends.s_r - ends.s_l
    rows = np.flatnonzero(front_len >= MIN_FRONT_FT)
    with_front = set(ends.parcel[rows].tolist())
    for p in sorted(set(ends.parcel[front_len < MIN_FRONT_FT].tolist()) - with_front):
        pid = ids[p]
        messages.append(Message("info", "not_lakeshore",
                                f"Parcel {pid} touches the MHW mark only at a point: not a lakeshore parcel.",
                                pid))
    length = shore.piece_length
    closed = shore.piece_closed
    mid = ends.s_l + 0.5 * front_len
    mid = np.where(closed[ends.piece], np.mod(mid, length[ends.piece]), mid)
    # Shore order: piece, then chainage of the stretch's middle, then id (ties are rare).
    id_rank = np.argsort(np.argsort(np.array([ids[i] for i in ends.parcel], dtype=object)))
    rows = rows[np.lexsort((id_rank[rows], mid[rows], ends.piece[rows]))]
    rows = _drop_shadowed(rows, ends, ids, snap_ft, messages)
    rows = _one_front_per_parcel(rows, ends, ids, shore, snap_ft, messages)

    tie_xy: list[tuple[float, float]] = []
    tie_piece: list[int] = []
    tie_s: list[float] = []
    tie_a: list[int] = []
    tie_b: list[int] = []
    notes: list[str] = []
    tie_l: dict[int, int] = {}
    tie_r: dict[int, int] = {}
    # One pass per piece; bridged tie points are placed afterwards in one vectorised call.
    bridge_rows: list[int] = []
    bridge_s: list[float] = []

    def add(xy, piece, s, a, b, note) -> int:
        tie_xy.append(xy)
        tie_piece.append(piece)
        tie_s.append(s)
        tie_a.append(a)
        tie_b.append(b)
        notes.append(note)
        return len(notes) - 1

    def end_note(r: int, side: str) -> str:
        rep = ends.repair_l[r] if side == "l" else ends.repair_r[r]
        fb = ends.fallback_l[r] if side == "l" else ends.fallback_r[r]
        if rep == 0 and not fb:
            return ""
        pid = ids[ends.parcel[r]]
        note = _repair_note(pid, float(rep), bool(fb))
        messages.append(Message("warning" if fb else "info",
                                "lot_line_not_meeting_mhw" if fb else
                                ("lot_line_extended" if rep > 0 else "lot_line_cut"),
                                f"Parcel {pid}: {note}.", pid))
        return note

    def end_of_data(r: int, side: str, why: str) -> None:
        p = int(ends.parcel[r])
        pid = ids[p]
        if side == "l":
            t = add(tuple(ends.xy_l[r]), int(ends.piece[r]), float(ends.s_l[r]), -1, p, end_note(r, "l"))
            tie_l[p] = t
        else:
            t = add(tuple(ends.xy_r[r]), int(ends.piece[r]), float(ends.s_r[r]), p, -1, end_note(r, "r"))
            tie_r[p] = t
        where = "before it" if side == "l" else "after it"
        messages.append(Message("warning", "end_of_data",
                                f"Parcel {pid} has no neighbouring lakeshore parcel {where} along the shore "
                                f"({why}): no water-rights line is drawn on that side and its rights area "
                                "is not built. Add the neighbouring parcel to get it.", pid))

    for piece in np.unique(ends.piece[rows]):
        prow = rows[ends.piece[rows] == piece]
        ring = bool(closed[piece])
        L = float(length[piece])  # noqa: N806  (the ring's length, as in the docs)
        n = prow.size
        pairs = [(prow[i], prow[i + 1]) for i in range(n - 1)]
        if ring and n > 1:
            pairs.append((prow[-1], prow[0]))
        else:
            end_of_data(prow[0], "l", "end of the data" if not ring else "the only parcel on this ring")
            end_of_data(prow[-1], "r", "end of the data" if not ring else "the only parcel on this ring")
        for cur, nxt in pairs:
            gap = float(ends.s_l[nxt] - ends.s_r[cur])
            if ring:
                # Forward along the ring from cur's end to nxt's start, unless nxt starts within
                # cur's own stretch (an overlap).
                into = float(ends.s_l[nxt] - ends.s_l[cur]) % L
                front = float(ends.s_r[cur] - ends.s_l[cur])
                gap = into - front if into <= front else gap % L
            a, b = int(ends.parcel[cur]), int(ends.parcel[nxt])
            if gap > snap_ft:
                why = (f"a gap of {gap:.1f} ft along the MHW mark, wider than the {snap_ft:g} ft snap "
                       "tolerance")
                end_of_data(cur, "r", why)
                end_of_data(nxt, "l", why)
                continue
            note_parts = [x for x in (end_note(cur, "r"), end_note(nxt, "l")) if x]
            same = np.hypot(*(ends.xy_r[cur] - ends.xy_l[nxt])) <= SAME_FT
            if not same:
                if gap > 0:
                    text = (f"a gap of {gap:.2f} ft along the MHW mark between the lot lines of "
                            f"{ids[a]} and {ids[b]} was bridged: tie point midway")
                    code = "gap_bridged"
                else:
                    text = (f"the lot lines of {ids[a]} and {ids[b]} overlap by {-gap:.2f} ft along the "
                            "MHW mark (a sliver): tie point midway")
                    code = "sliver_bridged"
                level = "info"
                if gap < -snap_ft:
                    text += (f"; the overlap is wider than the {snap_ft:g} ft snap tolerance: check the "
                             "tax map")
                    level = "warning"
                note_parts.append(text)
                for pid in (ids[a], ids[b]):
                    messages.append(Message(level, code, f"Parcel {pid}: {text}.", pid))
            t = add((0.0, 0.0), int(piece), 0.0, a, b, "; ".join(note_parts))
            bridge_rows.append(t)
            s_mid = float(ends.s_r[cur]) + 0.5 * gap
            bridge_s.append(s_mid % L if ring else s_mid)
            tie_r[a] = t
            tie_l[b] = t

    if bridge_rows:
        bp = np.array([tie_piece[i] for i in bridge_rows])
        bx, by = shore.point_at(bp, np.array(bridge_s))
        for i, t in enumerate(bridge_rows):
            tie_xy[t] = (float(bx[i]), float(by[i]))
            tie_s[t] = bridge_s[i]

    xy = np.array(tie_xy, dtype=float).reshape(-1, 2)
    piece_arr = np.array(tie_piece, dtype=np.int64)
    s_arr = np.array(tie_s, dtype=float)
    s_arr = np.where(closed[piece_arr], np.mod(s_arr, length[piece_arr]), s_arr) if s_arr.size else s_arr
    # Number tie points along the shore: by piece, then chainage.
    order = np.lexsort((s_arr, piece_arr))
    renum = np.empty_like(order)
    renum[order] = np.arange(order.size)
    lake_parcels = ends.parcel[rows]
    stretch = {}
    for p in lake_parcels:
        p = int(p)
        tl, tr = tie_l[p], tie_r[p]
        ds = s_arr[tr] - s_arr[tl]
        if closed[piece_arr[tl]]:
            ds = ds % length[piece_arr[tl]]
        stretch[p] = float(ds)
    return TieData(
        parcels=lake_parcels, tie_xy=xy[order], tie_piece=piece_arr[order], tie_s=s_arr[order],
        tie_a=np.array(tie_a, dtype=np.int64)[order], tie_b=np.array(tie_b, dtype=np.int64)[order],
        tie_note=[notes[i] for i in order],
        tie_l={p: int(renum[t]) for p, t in tie_l.items()},
        tie_r={p: int(renum[t]) for p, t in tie_r.items()},
        stretch_ft=stretch, messages=messages)


def _drop_shadowed(rows: np.ndarray, ends: LotLineEnds, ids: list[str], snap_ft: float,
                   messages: list[Message]) -> np.ndarray:
    """Drop parcels whose stretch lies mostly within a neighbour's and whose front is farther
    from the mark: a lot behind the lakeshore lot, within the tolerance of the mark."""
    keep = list(rows)
    changed = True
    while changed and len(keep) > 1:
        changed = False
        r = np.array(keep)
        a, b = r[:-1], r[1:]
        same_piece = ends.piece[a] == ends.piece[b]
        overlap = np.minimum(ends.s_r[a], ends.s_r[b]) - np.maximum(ends.s_l[a], ends.s_l[b])
        shorter = np.minimum(ends.s_r[a] - ends.s_l[a], ends.s_r[b] - ends.s_l[b])
        # Behind means farther from the mark: two fronts on the mark that overlap are a tax-map
        # overlap, bridged (and warned about) like a sliver, not a lot behind another.
        behind_ft = np.abs(ends.setback_ft[a] - ends.setback_ft[b])
        hit = np.flatnonzero(same_piece & (overlap > snap_ft) & (overlap > 0.5 * shorter)
                             & (behind_ft > BEHIND_FT))
        if hit.size == 0:
            break
        drop = set()
        for k in hit:
            behind, front = (a[k], b[k]) if ends.setback_ft[a[k]] > ends.setback_ft[b[k]] else (b[k], a[k])
            if behind in drop or front in drop:
                continue
            drop.add(behind)
            pid = ids[ends.parcel[behind]]
            messages.append(Message(
                "info", "not_lakeshore",
                f"Parcel {pid} stands behind parcel {ids[ends.parcel[front]]} along the MHW mark: "
                "not a lakeshore parcel.", pid))
        keep = [x for x in keep if x not in drop]
        changed = True
    return np.array(keep, dtype=np.int64)


def _one_front_per_parcel(rows: np.ndarray, ends: LotLineEnds, ids: list[str], shore: Shoreline,
                          snap_ft: float, messages: list[Message]) -> np.ndarray:
    """A parcel may meet the mark in several places (the parts of a multipart parcel, a lot that
    dips away from the shore and back). It still has one front: fronts of one parcel that follow
    each other along the shore up to snap_ft apart are joined into one; if some remain apart, only
    the longest is used and a warning says so. Without this a parcel would appear twice, with a
    water-rights line between itself and itself."""
    parcel = ends.parcel[rows]
    _uniq, counts = np.unique(parcel, return_counts=True)
    if not (counts > 1).any():
        return rows
    keep = [int(r) for r in rows]
    closed, length = shore.piece_closed, shore.piece_length

    def gap(a: int, b: int) -> float:          # as build_tie_points measures it
        g = float(ends.s_l[b] - ends.s_r[a])
        if closed[ends.piece[a]]:
            L = float(length[ends.piece[a]])  # noqa: N806
            into = float(ends.s_l[b] - ends.s_l[a]) % L
            front = float(ends.s_r[a] - ends.s_l[a])
            g = into - front if into <= front else g % L
        return g

    joined: dict[int, int] = {}
    changed = True
    while changed:
        changed = False
        for i in range(len(keep)):
            a = keep[i]
            b = keep[(i + 1) % len(keep)]
            if a == b or ends.parcel[a] != ends.parcel[b] or ends.piece[a] != ends.piece[b]:
                continue
            if i + 1 == len(keep) and not closed[ends.piece[a]]:
                continue
            if gap(a, b) > snap_ft:
                continue
            # b's front continues a's: a now ends where b ends.
            s_r = float(ends.s_r[b])
            if closed[ends.piece[a]] and s_r < float(ends.s_l[a]):
                s_r += float(length[ends.piece[a]])
            ends.s_r[a] = max(s_r, float(ends.s_r[a]))
            ends.xy_r[a] = ends.xy_r[b]
            ends.repair_r[a] = ends.repair_r[b]
            ends.fallback_r[a] = ends.fallback_r[b]
            joined[int(ends.parcel[a])] = joined.get(int(ends.parcel[a]), 1) + 1
            keep.remove(b)
            changed = True
            break
    for p, n in sorted(joined.items()):
        messages.append(Message("info", "parcel_fronts_joined",
                                f"Parcel {ids[p]} meets the MHW mark in {n} places (parts of the parcel) "
                                f"up to {snap_ft:g} ft apart: taken as one frontage.", ids[p]))
    by_parcel: dict[int, list[int]] = {}
    for r in keep:
        by_parcel.setdefault(int(ends.parcel[r]), []).append(r)
    drop = set()
    for p, rs in by_parcel.items():
        if len(rs) < 2:
            continue
        best = max(rs, key=lambda r: float(ends.s_r[r] - ends.s_l[r]))
        drop.update(r for r in rs if r != best)
        messages.append(Message(
            "warning", "parcel_fronts_apart",
            f"Parcel {ids[p]} meets the MHW mark in {len(rs)} separate places (its parts, with other parcels "
            f"or more than {snap_ft:g} ft of shore between them): only its longest front "
            f"({float(ends.s_r[best] - ends.s_l[best]):.1f} ft) is used. Give each part its own parcel id "
            "to draw lines for all of them.", ids[p]))
    return np.array([r for r in keep if r not in drop], dtype=np.int64)
