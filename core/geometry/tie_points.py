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

from dataclasses import dataclass, field, replace

import numpy as np
from shapely.geometry import Point, Polygon

from ..compat import pairwise, zip_strict
from ..model import Message, Parcel
from ..notes import note
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
    # tie_l / tie_r as arrays over the parcel list (-1: not a lakeshore parcel), for lookups in bulk
    tie_l_of: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    tie_r_of: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    strips: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))   # stand-in parcels
    # A lot wrapping round a smaller one (DESIGN.md step 2): its second, third ... piece of front
    # is a stand-in parcel; stand-in -> the lot's index
    pieces: dict[int, int] = field(default_factory=dict)

    def left_tie(self, parcel: np.ndarray) -> np.ndarray:
        """tie_l of each given parcel (all lakeshore parcels)."""
        if self.tie_l_of.size:
            return self.tie_l_of[parcel]
        return np.array([self.tie_l[int(p)] for p in parcel], dtype=np.int64)

    def right_tie(self, parcel: np.ndarray) -> np.ndarray:
        """tie_r of each given parcel (all lakeshore parcels)."""
        if self.tie_r_of.size:
            return self.tie_r_of[parcel]
        return np.array([self.tie_r[int(p)] for p in parcel], dtype=np.int64)


def _repair_note(pid: str, repair: float, fallback: bool) -> str:
    if fallback:
        return (f"the lot line of {pid} does not reach the MHW mark along its last segment: "
                "the nearest point of the mark is used")
    if repair > 0:
        return f"the lot line of {pid} stopped {repair:.2f} ft short and was extended to the MHW mark"
    return f"the lot line of {pid} ran {-repair:.2f} ft into the lake and was cut at the MHW mark"


STRIP_LABEL = "unparcelled strip"     # how notes and messages name a strip (it has no parcel id)


def strip_id(k: int) -> str:
    """The stand-in id of the k-th unparcelled strip (0-based) inside the run; the outputs show
    no parcel id for it."""
    return f"({STRIP_LABEL} {k + 1})"


def build_tie_points(ends: LotLineEnds, parcels: list[Parcel], shore: Shoreline,
                     snap_ft: float, strip_max_ft: float = 0.0) -> TieData:
    """Tie points of the lakeshore parcels. A gap between two neighbours' lot lines wider than
    snap_ft and up to strip_max_ft is an unparcelled strip (DESIGN.md step 7: a road end): a
    stand-in parcel (id strip_id(k), no geometry) is appended to `parcels` for each, with the gap
    as its front, so its two edges become tie points shared with the lots beside it and
    everything after treats it as a lakeshore parcel. TieData.strips lists their indices."""
    messages = list(ends.messages)
    ids = [p.parcel_id for p in parcels]
    front_len = ends.s_r - ends.s_l
    rows = np.flatnonzero(front_len >= MIN_FRONT_FT)
    with_front = set(ends.parcel[rows].tolist())
    for p in sorted(set(ends.parcel[front_len < MIN_FRONT_FT].tolist()) - with_front):
        pid = ids[p]
        messages.append(note("info", "not_lakeshore", "point", parcel_id=pid, parcel=pid))
    length = shore.piece_length
    closed = shore.piece_closed
    mid = ends.s_l + 0.5 * front_len
    mid = np.where(closed[ends.piece], np.mod(mid, length[ends.piece]), mid)
    # Shore order: piece, then chainage of the stretch's middle, then id (ties are rare: the ids
    # are only ranked when there is one).
    rows = rows[np.lexsort((mid[rows], ends.piece[rows]))]
    if np.any((np.diff(ends.piece[rows]) == 0) & (np.diff(mid[rows]) == 0)):
        id_rank = np.argsort(np.argsort(np.array([ids[i] for i in ends.parcel], dtype=object)))
        rows = rows[np.lexsort((id_rank[rows], mid[rows], ends.piece[rows]))]
    rows = _drop_shadowed(rows, ends, parcels, snap_ft, messages)
    first_piece = len(parcels)
    ends, rows = _split_wrapping(rows, ends, parcels, shore, snap_ft)
    ids = [p.parcel_id for p in parcels]
    rows = _one_front_per_parcel(rows, ends, ids, shore, snap_ft, messages)
    first_strip = len(parcels)
    if strip_max_ft > snap_ft:
        ends, rows = _insert_strips(rows, ends, parcels, shore, snap_ft, strip_max_ft)
        ids = [p.parcel_id for p in parcels]

    ties = _tie_points(rows, ends, ids, shore, snap_ft, messages, strip_max_ft)
    ties.strips = np.arange(first_strip, len(parcels), dtype=np.int64)
    ties.pieces = {k: int(parcels[k].attrs[PIECE_OF]) for k in range(first_piece, first_strip)}
    ties.tie_l_of = np.full(len(parcels), -1, dtype=np.int64)
    ties.tie_r_of = np.full(len(parcels), -1, dtype=np.int64)
    ties.tie_l_of[ties.parcels] = [ties.tie_l[p] for p in ties.parcels.tolist()]
    ties.tie_r_of[ties.parcels] = [ties.tie_r[p] for p in ties.parcels.tolist()]
    return ties


PIECE_OF = "_front_piece_of"      # a front piece's stand-in parcel: attrs key of its lot's index


def piece_id(pid: str, k: int) -> str:
    """The stand-in id of the k-th piece (2, 3, ...) of a wrapping lot's front inside the run;
    the outputs show the lot's own id."""
    return f"({pid}, front piece {k})"


def _split_wrapping(rows: np.ndarray, ends: LotLineEnds, parcels: list[Parcel], shore: Shoreline,
                    snap_ft: float) -> tuple[LotLineEnds, np.ndarray]:
    """A lot that meets the mark in several places round smaller lots (DESIGN.md step 2): its
    front, from its outer lot lines, holds another lot's whole front (more than snap_ft inside
    both ends). The front is cut at that lot's lot lines, so every crossing of a lot line with
    the mark is a tie point: the first piece stays the lot's row, each further piece is a
    stand-in parcel (piece_id, appended to `parcels`) that the outputs give back to the lot."""
    if rows.size < 2:
        return ends, rows
    piece, s_l, s_r = ends.piece, ends.s_l, ends.s_r
    inner: dict[int, list[int]] = {}
    for k in range(rows.size):
        a = int(rows[k])
        for j in range(max(0, k - 3), min(rows.size, k + 4)):
            b = int(rows[j])
            if b == a or ends.parcel[b] == ends.parcel[a] or piece[b] != piece[a]:
                continue
            if s_l[a] + snap_ft < s_l[b] and s_r[b] + snap_ft < s_r[a]:
                inner.setdefault(a, []).append(b)
    if not inner:
        return ends, rows
    new: dict[str, list] = {f: [] for f in ("parcel", "piece", "s_l", "s_r", "xy_l", "xy_r", "repair_l",
                                            "repair_r", "fallback_l", "fallback_r", "setback_ft")}
    for a, bs in sorted(inner.items()):
        bs = sorted(set(bs), key=lambda b: float(s_l[b]))
        if any(s_l[c] < s_r[b] for b, c in pairwise(bs)):    # overlapping inner fronts: leave it
            continue
        lot = int(ends.parcel[a])
        end = (float(s_r[a]), ends.xy_r[a].copy(), float(ends.repair_r[a]), bool(ends.fallback_r[a]))
        # the lot's first piece: up to the first inner lot's left lot line
        s_r[a], ends.xy_r[a], ends.repair_r[a], ends.fallback_r[a] = s_l[bs[0]], ends.xy_l[bs[0]], 0.0, False
        for k, b in enumerate(bs):
            stop = (float(s_l[bs[k + 1]]), ends.xy_l[bs[k + 1]], 0.0, False) if k + 1 < len(bs) else end
            parcels.append(replace(parcels[lot], parcel_id=piece_id(parcels[lot].parcel_id, k + 2),
                                   geometry=Polygon(), attrs={PIECE_OF: lot}, units=()))
            for f, v in (("parcel", len(parcels) - 1), ("piece", piece[a]), ("s_l", s_r[b]), ("s_r", stop[0]),
                         ("xy_l", ends.xy_r[b]), ("xy_r", stop[1]), ("repair_l", 0.0), ("repair_r", stop[2]),
                         ("fallback_l", False), ("fallback_r", stop[3]), ("setback_ft", ends.setback_ft[a])):
                new[f].append(v)
    if not new["parcel"]:
        return ends, rows
    n0 = ends.parcel.size
    ends = replace(ends, **{f: np.r_[getattr(ends, f), np.asarray(v, dtype=getattr(ends, f).dtype)
                                     .reshape(-1, *getattr(ends, f).shape[1:])]
                            for f, v in new.items()})
    rows = np.r_[rows, n0 + np.arange(len(new["parcel"]))]
    pc = ends.piece[rows]
    mid = 0.5 * (ends.s_l[rows] + ends.s_r[rows])
    mid = np.where(shore.piece_closed[pc], np.mod(mid, shore.piece_length[pc]), mid)
    return ends, rows[np.lexsort((mid, pc))]


def _front_gaps(a: np.ndarray, b: np.ndarray, ends: LotLineEnds, shore: Shoreline) -> np.ndarray:
    """Gap along the mark from front a's end to front b's start (negative: they overlap), as
    _tie_points measures it (on a ring: forward, unless b starts within a's own stretch)."""
    closed, length = shore.piece_closed, shore.piece_length
    on_ring = closed[ends.piece[a]]
    big = np.where(on_ring, length[ends.piece[a]], 1.0)
    gap = ends.s_l[b] - ends.s_r[a]
    into = np.mod(ends.s_l[b] - ends.s_l[a], big)
    front = ends.s_r[a] - ends.s_l[a]
    return np.where(on_ring, np.where(into <= front, into - front, np.mod(gap, big)), gap)


def _insert_strips(rows: np.ndarray, ends: LotLineEnds, parcels: list[Parcel], shore: Shoreline,
                   snap_ft: float, strip_max_ft: float) -> tuple[LotLineEnds, np.ndarray]:
    """A front for each gap between consecutive fronts wider than snap_ft, up to strip_max_ft:
    from the first front's end to the next one's start, exactly, so both tie points are the lots'
    own lot-line ends (no bridging). Returns the extended ends and rows in shore order."""
    if rows.size < 2:
        return ends, rows
    piece = ends.piece[rows]
    nxt = np.r_[rows[1:], rows[:1]]
    same = piece == ends.piece[nxt]
    # The last front pairs with the first only round a ring with more than one front.
    starts = np.r_[True, piece[1:] != piece[:-1]]
    last = np.r_[starts[1:], True]
    first_of = np.maximum.accumulate(np.where(starts, np.arange(rows.size), 0))
    nxt = np.where(last, rows[first_of], nxt)
    same = np.where(last, shore.piece_closed[piece] & (rows != nxt), same)
    gap = _front_gaps(rows, nxt, ends, shore)
    at = np.flatnonzero(same & (gap > snap_ft) & (gap <= strip_max_ft))
    if at.size == 0:
        return ends, rows
    a, b = rows[at], nxt[at]
    n0, k0 = ends.parcel.size, len(parcels)
    parcels.extend(Parcel(strip_id(k), Polygon(), land_use="other") for k in range(at.size))
    new = n0 + np.arange(at.size)
    zeros, false = np.zeros(at.size), np.zeros(at.size, dtype=bool)
    ends = replace(
        ends, parcel=np.r_[ends.parcel, k0 + np.arange(at.size)], piece=np.r_[ends.piece, ends.piece[a]],
        s_l=np.r_[ends.s_l, ends.s_r[a]], s_r=np.r_[ends.s_r, ends.s_r[a] + gap[at]],
        xy_l=np.r_[ends.xy_l, ends.xy_r[a]], xy_r=np.r_[ends.xy_r, ends.xy_l[b]],
        repair_l=np.r_[ends.repair_l, zeros], repair_r=np.r_[ends.repair_r, zeros],
        fallback_l=np.r_[ends.fallback_l, false], fallback_r=np.r_[ends.fallback_r, false],
        setback_ft=np.r_[ends.setback_ft, zeros])
    # Each strip right after the front it follows (after a ring's last front: the pair round the
    # ring's start), which is all the walk along the shore needs.
    return ends, np.insert(rows, at + 1, new)


def _repair_notes(pid: list[str], repair: np.ndarray, fallback: np.ndarray) -> list[str]:
    """_repair_note of each lot-line end, "" where it needed no repair."""
    out = [""] * len(pid)
    rep, fb = repair.tolist(), fallback.tolist()
    for q in np.flatnonzero((repair != 0) | fallback).tolist():
        out[q] = _repair_note(pid[q], rep[q], fb[q])
    return out


def _tie_points(rows: np.ndarray, ends: LotLineEnds, ids: list[str], shore: Shoreline, snap_ft: float,
                messages: list[Message], strip_max_ft: float = 0.0) -> TieData:
    """Tie points of the lakeshore fronts `rows` (in shore order, piece by piece): along a piece
    each two consecutive fronts share one (on a ring the last and the first too), unless the gap
    between them is wider than snap_ft; the ends of an open piece and such gaps end the data.

    Computed on arrays. The walk along the shore is numbered in steps (a piece's ends, then each
    pair of neighbours): the tie points are made, and the messages said, in the walk's order."""
    closed, length = shore.piece_closed, shore.piece_length
    m = rows.size
    piece_of = ends.piece[rows]
    starts = np.flatnonzero(np.r_[True, piece_of[1:] != piece_of[:-1]]) if m else np.zeros(0, dtype=np.int64)
    counts = np.diff(np.r_[starts, m])
    ring = closed[piece_of[starts]]
    wrap = ring & (counts > 1)                          # the last front pairs with the first
    n_pairs = counts - 1 + wrap
    head = np.cumsum(n_pairs + 1) - (n_pairs + 1)      # step of a piece's ends; its pairs follow
    pj = np.repeat(np.arange(starts.size), n_pairs)
    i = np.arange(pj.size) - np.repeat(np.cumsum(n_pairs) - n_pairs, n_pairs)
    cur, nxt = starts[pj] + i, starts[pj] + (i + 1) % counts[pj]       # positions in rows
    step = head[pj] + 1 + i
    rc, rn = rows[cur], rows[nxt]
    on_ring = ring[pj]
    big = np.where(on_ring, length[piece_of[cur]], 1.0)
    gap = ends.s_l[rn] - ends.s_r[rc]
    # On a ring: forward from cur's end to nxt's start, unless nxt starts within cur's own
    # stretch (an overlap).
    into = np.mod(ends.s_l[rn] - ends.s_l[rc], big)
    front = ends.s_r[rc] - ends.s_l[rc]
    gap = np.where(on_ring, np.where(into <= front, into - front, np.mod(gap, big)), gap)
    split = gap > snap_ft

    pid = [ids[p] for p in ends.parcel[rows].tolist()]
    notes = {"l": _repair_notes(pid, ends.repair_l[rows], ends.fallback_l[rows]),
             "r": _repair_notes(pid, ends.repair_r[rows], ends.fallback_r[rows])}
    # Messages keyed by (step, order within the step): a piece's ends say the first front's
    # left note, its end of data, the last front's right note, its end of data; a pair says
    # cur's right note, then (shared) nxt's left note and the bridge for both parcels, or
    # (split) cur's end of data, nxt's left note, nxt's end of data.
    said: list[Message] = []
    said_at: list[int] = []            # each message's key
    note_key = {"l": np.repeat(head, counts) * 4 + 0, "r": np.repeat(head, counts) * 4 + 2}
    note_key["r"][cur] = step * 4
    note_key["l"][nxt] = step * 4 + np.where(split, 2, 1)
    # One lot line shared by two neighbours (their ends one point, repaired alike) is one repair:
    # said once, in the log and in its tie point's note, naming both parcels.
    sh0 = np.flatnonzero(~split)
    c0, n0 = cur[sh0], nxt[sh0]
    rep_r, rep_l = ends.repair_r[rows][c0], ends.repair_l[rows][n0]
    one = ((np.hypot(*(ends.xy_r[rows[c0]] - ends.xy_l[rows[n0]]).T) <= SAME_FT)
           & (rep_r != 0) & (np.abs(rep_r - rep_l) <= SAME_FT)
           & ~ends.fallback_r[rows][c0] & ~ends.fallback_l[rows][n0])
    skip_l = set(n0[one].tolist())
    both = {}
    for c, n in zip_strict(c0[one].tolist(), n0[one].tolist()):
        r = float(ends.repair_r[rows][c])
        what = (f"stopped {r:.2f} ft short and was extended to the MHW mark" if r > 0 else
                f"ran {-r:.2f} ft into the lake and was cut at the MHW mark")
        notes["r"][c] = f"the lot line between {pid[c]} and {pid[n]} {what}"
        notes["l"][n] = ""
        both[c] = pid[n]                # the neighbour the one lot line is shared with
    for side, repair, fallback in (("l", ends.repair_l[rows], ends.fallback_l[rows]),
                                   ("r", ends.repair_r[rows], ends.fallback_r[rows])):
        skip = skip_l if side == "l" else set()
        _say_repairs(pid, repair, fallback, note_key[side].tolist(), skip, both if side == "r" else {},
                     said, said_at)

    # Tie points, each with its key in the walk (step, then 0/1 for the two ends at one step).
    made: list[tuple] = []          # (key, xy, s, a, b, notes, rows whose side it is, side)

    def end_of_data(q: np.ndarray, side: str, why: list[str], key: np.ndarray, msg_key: np.ndarray) -> None:
        r = rows[q]
        p = ends.parcel[r]
        none = np.full(q.size, -1, dtype=np.int64)
        xy, s = (ends.xy_l[r], ends.s_l[r]) if side == "l" else (ends.xy_r[r], ends.s_r[r])
        made.append((key, xy, s, none if side == "l" else p, p if side == "l" else none,
                     [notes[side][k] for k in q.tolist()], q, side))
        where = "before" if side == "l" else "after"
        said_at.extend(msg_key.tolist())
        said.extend(note("warning", "end_of_data", where, parcel_id=pid[j], parcel=pid[j], why=w)
                    for j, w in zip_strict(q.tolist(), why))

    h = np.flatnonzero(~wrap)
    why = ["end of the data" if not rg else "the only parcel on this ring" for rg in ring[h].tolist()]
    end_of_data(starts[h], "l", why, head[h] * 2, head[h] * 4 + 1)
    end_of_data(starts[h] + counts[h] - 1, "r", why, head[h] * 2 + 1, head[h] * 4 + 3)
    sp = np.flatnonzero(split)
    longer = (f" and longer than the {strip_max_ft:g} ft an unparcelled strip (a road end) may be"
              if strip_max_ft > snap_ft else "")
    why = [f"a gap of {g:.1f} ft along the MHW mark, wider than the {snap_ft:g} ft snap tolerance{longer}"
           for g in gap[sp].tolist()]
    end_of_data(cur[sp], "r", why, step[sp] * 2, step[sp] * 4 + 1)
    end_of_data(nxt[sp], "l", why, step[sp] * 2 + 1, step[sp] * 4 + 3)

    sh = np.flatnonzero(~split)
    a, b = ends.parcel[rc[sh]], ends.parcel[rn[sh]]
    s_mid = ends.s_r[rc[sh]] + 0.5 * gap[sh]
    s_mid = np.where(on_ring[sh], np.mod(s_mid, big[sh]), s_mid)
    xy = np.c_[shore.point_at(piece_of[cur[sh]], s_mid)] if sh.size else np.zeros((0, 2))
    same = np.hypot(*(ends.xy_r[rc[sh]] - ends.xy_l[rn[sh]]).T) <= SAME_FT
    shared_notes = []
    pairs = zip_strict(cur[sh].tolist(), nxt[sh].tolist(), gap[sh].tolist(), step[sh].tolist(),
                       a.tolist(), b.tolist(), same.tolist())
    for c, n, g, k, pa, pb, same_k in pairs:
        parts = [x for x in (notes["r"][c], notes["l"][n]) if x]
        if not same_k:
            parts.append(_bridge(ids[pa], ids[pb], g, k, snap_ft, said, said_at))
        shared_notes.append("; ".join(parts))
    made.append((step[sh] * 2, xy, s_mid, a, b, shared_notes, np.stack([cur[sh], nxt[sh]]), "shared"))

    order = np.argsort(np.array(said_at, dtype=np.int64), kind="stable")
    messages.extend([said[i] for i in order.tolist()])
    return _number_ties(made, rows, ends, piece_of, shore, messages)


def _say_repairs(pid: list[str], repair: np.ndarray, fallback: np.ndarray, keys: list[int], skip: set[int],
                 both: dict[int, str], said: list[Message], said_at: list[int]) -> None:
    """The message of each repaired lot-line end on one side (not those in `skip`), with its key;
    `both`: ends whose one lot line is shared with that neighbour."""
    rep, fb = repair.tolist(), fallback.tolist()
    for q in np.flatnonzero((repair != 0) | fallback).tolist():
        if q in skip:
            continue
        # the same sentence as side_notes[q] (_repair_note), as a template for translation
        if fb[q]:
            said.append(note("warning", "lot_line_not_meeting_mhw", parcel_id=pid[q], parcel=pid[q]))
        else:
            code, d = "lot_line_extended" if rep[q] > 0 else "lot_line_cut", f"{abs(rep[q]):.2f}"
            if q in both:
                said.append(note("info", code, "shared", parcel_id=pid[q], a=pid[q], b=both[q], d=d))
            else:
                said.append(note("info", code, parcel_id=pid[q], parcel=pid[q], d=d))
        said_at.append(keys[q])


def _bridge(ia: str, ib: str, g: float, k: int, snap_ft: float, said: list[Message],
            said_at: list[int]) -> str:
    """The note of a tie point midway across a gap (g > 0) or a sliver (g <= 0) between the lot
    lines of ia and ib at walk step k; the message is said for both parcels."""
    if g > 0:
        text = (f"a gap of {g:.2f} ft along the MHW mark between the lot lines of {ia} and {ib} was "
                "bridged: tie point midway")
        code, variant = "gap_bridged", ""
    else:
        text = (f"the lot lines of {ia} and {ib} overlap by {-g:.2f} ft along the MHW mark "
                "(a sliver): tie point midway")
        code, variant = "sliver_bridged", ""
    level = "info"
    if g < -snap_ft:
        text += f"; the overlap is wider than the {snap_ft:g} ft snap tolerance: check the tax map"
        level, variant = "warning", "wide"
    said.extend(note(level, code, variant, parcel_id=p, parcel=p, a=ia, b=ib, d=f"{abs(g):.2f}",
                     snap=f"{snap_ft:g}") for p in (ia, ib))
    said_at.extend([k * 4 + 2, k * 4 + 3])
    return text


def _number_ties(made: list[tuple], rows: np.ndarray, ends: LotLineEnds, piece_of: np.ndarray,
                 shore: Shoreline, messages: list[Message]) -> TieData:
    """Tie points numbered along the shore (by piece, then chainage; the walk's order for equal
    chainages), each parcel's two tie points and the length of shore between them."""
    closed, length = shore.piece_closed, shore.piece_length
    m = rows.size
    key = np.concatenate([x[0] for x in made])
    walk = np.argsort(key, kind="stable")
    xy = np.concatenate([np.asarray(x[1], dtype=float).reshape(-1, 2) for x in made])[walk]
    s = np.concatenate([np.asarray(x[2], dtype=float) for x in made])[walk]
    a = np.concatenate([np.asarray(x[3], dtype=np.int64) for x in made])[walk]
    b = np.concatenate([np.asarray(x[4], dtype=np.int64) for x in made])[walk]
    all_notes = [n for x in made for n in x[5]]
    notes = [all_notes[k] for k in walk.tolist()]
    # Which tie point is each front's left (before) and right (after) one, in walk numbering.
    left = np.full(m, -1, dtype=np.int64)
    right = np.full(m, -1, dtype=np.int64)
    base = 0
    at = np.empty(key.size, dtype=np.int64)
    at[walk] = np.arange(key.size)
    for x in made:
        n = len(x[0])
        mine = at[base:base + n]
        if x[7] == "l":
            left[x[6]] = mine
        elif x[7] == "r":
            right[x[6]] = mine
        else:
            right[x[6][0]] = mine
            left[x[6][1]] = mine
        base += n
    piece = np.concatenate([piece_of[x[6]] if x[7] != "shared" else piece_of[x[6][0]] for x in made])[walk]
    s = np.where(closed[piece], np.mod(s, np.where(closed[piece], length[piece], 1.0)), s) if s.size else s
    # Number tie points along the shore: by piece, then chainage.
    order = np.lexsort((s, piece))
    renum = np.empty_like(order)
    renum[order] = np.arange(order.size)
    lake = ends.parcel[rows]
    ds = s[right] - s[left]
    ring = closed[piece[left]]
    ds = np.where(ring, np.mod(ds, np.where(ring, length[piece[left]], 1.0)), ds)
    lake_l, left_t, right_t = lake.tolist(), renum[left].tolist(), renum[right].tolist()
    return TieData(
        parcels=lake, tie_xy=xy[order], tie_piece=piece[order], tie_s=s[order],
        tie_a=a[order], tie_b=b[order], tie_note=[notes[i] for i in order.tolist()],
        tie_l=dict(zip_strict(lake_l, left_t)), tie_r=dict(zip_strict(lake_l, right_t)),
        stretch_ft=dict(zip_strict(lake_l, ds.tolist())), messages=messages)


def _drop_shadowed(rows: np.ndarray, ends: LotLineEnds, parcels: list[Parcel], snap_ft: float,
                   messages: list[Message]) -> np.ndarray:
    """Drop parcels whose stretch lies mostly within a neighbour's and whose front is farther
    from the mark: a lot behind the lakeshore lot, within the tolerance of the mark. Not a lot in
    a notch of a wrapping lot: there the wrapping lot is not in front of it (it is farther than
    the lot itself from the middle of the lot's stretch of mark)."""
    ids = [p.parcel_id for p in parcels]
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
            if behind in drop or front in drop or _in_a_notch(ends, parcels, int(behind), int(front)):
                continue
            drop.add(behind)
            pid = ids[ends.parcel[behind]]
            messages.append(note("info", "not_lakeshore", "behind", parcel_id=pid, parcel=pid,
                                 other=ids[ends.parcel[front]]))
        if not drop:                # every overlap was a lot in a notch: nothing behind
            break
        keep = [x for x in keep if x not in drop]
        changed = True
    return np.array(keep, dtype=np.int64)


def _in_a_notch(ends: LotLineEnds, parcels: list[Parcel], behind: int, front: int) -> bool:
    """Is the lot `behind` in a notch of lot `front` rather than behind it: is `front` farther
    than `behind` from the middle of behind's stretch of mark?"""
    mid = Point(*(0.5 * (ends.xy_l[behind] + ends.xy_r[behind])))
    g_front = parcels[int(ends.parcel[front])].geometry
    g_behind = parcels[int(ends.parcel[behind])].geometry
    if g_front is None or g_behind is None or g_front.is_empty or g_behind.is_empty:
        return False
    return bool(g_front.distance(mid) > g_behind.distance(mid) + BEHIND_FT)


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
        messages.append(note("info", "parcel_fronts_joined", parcel_id=ids[p], parcel=ids[p], n=n,
                             snap=f"{snap_ft:g}"))
    by_parcel: dict[int, list[int]] = {}
    for r in keep:
        by_parcel.setdefault(int(ends.parcel[r]), []).append(r)
    drop: set[int] = set()
    for p, rs in by_parcel.items():
        if len(rs) < 2:
            continue
        best = max(rs, key=lambda r: float(ends.s_r[r] - ends.s_l[r]))
        drop.update(r for r in rs if r != best)
        messages.append(note("warning", "parcel_fronts_apart", parcel_id=ids[p], parcel=ids[p], n=len(rs),
                             snap=f"{snap_ft:g}", front=f"{float(ends.s_r[best] - ends.s_l[best]):.1f}"))
    return np.array([r for r in keep if r not in drop], dtype=np.int64)
