"""The 200 ft rule (§160-122C(2), §44-5C): a parcel's lines must be 200 ft long where they meet.

Where a parcel's two water-rights lines meet less than `min_intersection_ft` from their tie
points, the lines are turned apart. The method (docs/water-rights-method.md):

- Each line may only turn about its own tie point, and stays inside its waterside angle (at
  least MIN_OFF_TIE_LINE off either tie line). A line is shared by two parcels, so turning it to
  open one parcel closes its neighbour: the neighbours' own meeting points must stay at least
  200 ft out too (or not meet at all).
- Among all turns that satisfy every parcel involved, the one with the smallest largest turn is
  taken (the two lines of a lone corner parcel turn apart by the same smallest angle); lines
  that need not turn stay on their bisectors.
- Only the violating parcel's own two lines are turned first; if that cannot work, the window
  of lines allowed to turn grows by one line on each side, up to MAX_WINDOW lines.
- If nothing works, the bisectors are kept and the parcel is reported: the law asks for the
  modification "if possible" (§160-122C(2)).

The constraint between two neighbouring lines is monotone: turning the left line of a parcel
counter-clockwise, or its right line clockwise, only ever opens it. That makes a greedy sweep
along the window an exact feasibility test for a given largest turn, and a bisection on that
turn finds the smallest one.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ..compat import pairwise, zip_strict
from .bisectors import Bisectors

MIN_OFF_TIE_LINE = math.radians(1.0)
MAX_WINDOW = 24          # lines a single fix may turn
FAR_PAIRS = 5            # the second pass keeps lines up to this many apart from meeting short
FAR_SLACK_FT = 0.01      # a far meeting this near the need is not short (robust to CRS round trips)
ANGLE_TOL = 1e-9         # radians: bisection precision
NO_MEETING = math.inf
VERIFY_SLACK_FT = 1e-6    # rounding allowed when a solution is checked against the exact distances


@dataclass
class Rule200Result:
    rotation: np.ndarray                     # radians, counter-clockwise, per line
    reasons: dict[int, set[int]] = field(default_factory=dict)     # line -> lines starting a violating parcel
    unmet: dict[int, float] = field(default_factory=dict)          # left line of parcel -> closure (ft)
    fixed: dict[int, tuple[float, float]] = field(default_factory=dict)  # left line -> (before, after)


def meeting(ox1: float, oy1: float, t1: float, ox2: float, oy2: float, t2: float) -> tuple[float, float]:
    """Distances along two rays (origin, direction angle) to where they meet; inf if they don't."""
    d1x, d1y = math.cos(t1), math.sin(t1)
    d2x, d2y = math.cos(t2), math.sin(t2)
    den = d1x * d2y - d1y * d2x
    if abs(den) < 1e-15:
        return NO_MEETING, NO_MEETING
    wx, wy = ox2 - ox1, oy2 - oy1
    a = (wx * d2y - wy * d2x) / den
    b = (wx * d1y - wy * d1x) / den
    if a <= 0 or b <= 0:
        return NO_MEETING, NO_MEETING
    return a, b


def closures(bis: Bisectors, theta: np.ndarray, limit_ft: float) -> tuple[np.ndarray, np.ndarray]:
    """For every parcel with two lines (left line i, right line next_line[i]): the shorter of the
    two distances to where they meet (inf if they do not within limit_ft). Returns (i, closure)."""
    i = np.flatnonzero(bis.next_line >= 0)
    j = bis.next_line[i]
    d1x, d1y = np.cos(theta[i]), np.sin(theta[i])
    d2x, d2y = np.cos(theta[j]), np.sin(theta[j])
    den = d1x * d2y - d1y * d2x
    safe = np.where(np.abs(den) < 1e-15, 1.0, den)
    wx, wy = bis.ox[j] - bis.ox[i], bis.oy[j] - bis.oy[i]
    a = (wx * d2y - wy * d2x) / safe
    b = (wx * d1y - wy * d1x) / safe
    meets = (np.abs(den) >= 1e-15) & (a > 0) & (b > 0) & (a <= limit_ft) & (b <= limit_ft)
    return i, np.where(meets, np.minimum(a, b), np.inf)


class _Chain:
    """The scalar geometry the window solver needs, for one set of lines."""

    def __init__(self, bis: Bisectors, theta0: np.ndarray, need: float, limit: float):
        self.ox, self.oy = bis.ox, bis.oy
        self.theta0 = theta0                          # bisector directions
        half = 0.5 * bis.wedge - MIN_OFF_TIE_LINE
        self.lo, self.hi = -np.maximum(half, 0.0), np.maximum(half, 0.0)
        self.need = need
        self.relaxed: dict[int, float] = {}     # left line -> lower need (parcels that cannot be helped)
        self.limit = limit
        self.prv, self.nxt = bis.prev_line, bis.next_line
        # The second pass (see apply_200ft_rule): lines up to FAR_PAIRS apart along the shore must
        # not meet each other less than the need out either.
        self.far = False

    def need_of(self, left: int) -> float:
        return self.relaxed.get(left, self.need)

    def closure(self, i: int, xi: float, j: int, xj: float) -> float:
        a, b = meeting(self.ox[i], self.oy[i], self.theta0[i] + xi,
                       self.ox[j], self.oy[j], self.theta0[j] + xj)
        c = min(a, b)
        return c if c <= self.limit else math.inf

    def ok(self, i: int, xi: float, j: int, xj: float, slack: float = 0.0) -> bool:
        return self.closure(i, xi, j, xj) >= self.need_of(i) - slack

    def _threshold_point(self, i: int, xi: float, j: int, need: float) -> tuple[float, float]:
        """The nearest point P on ray i with |P - T_i| >= need and |P - T_j| >= need beyond which
        every point qualifies."""
        t = self.theta0[i] + xi
        dx, dy = math.cos(t), math.sin(t)
        wx, wy = self.ox[i] - self.ox[j], self.oy[i] - self.oy[j]
        # |w + s d|^2 = need^2  ->  s^2 + 2 (w.d) s + |w|^2 - need^2 = 0
        bq = wx * dx + wy * dy
        cq = wx * wx + wy * wy - need * need
        disc = bq * bq - cq
        s = need
        if disc > 0:
            s = max(s, -bq + math.sqrt(disc))
        return self.ox[i] + s * dx, self.oy[i] + s * dy

    def far_need(self, chain: list[int], a: int, c: int) -> float:
        """The need between lines chain[a] and chain[c] (c > a + 1): the least of the parcels'
        between them (a parcel that cannot be helped asks less)."""
        return min(self.need_of(chain[k]) for k in range(a, c))

    def max_right(self, i: int, xi: float, j: int, need: float | None = None) -> float:
        """Largest rotation of line j (right line of the parcel) compatible with line i at xi."""
        px, py = self._threshold_point(i, xi, j, self.need_of(i) if need is None else need)
        phi = math.atan2(py - self.oy[j], px - self.ox[j])
        return _wrap(phi - self.theta0[j])

    def min_left(self, j: int, xj: float, i: int) -> float:
        """Smallest rotation of line i (left line) compatible with line j at xj."""
        px, py = self._threshold_point(j, xj, i, self.need_of(i))
        phi = math.atan2(py - self.oy[i], px - self.ox[i])
        return _wrap(phi - self.theta0[i])


def _wrap(a: float) -> float:
    return (a + math.pi) % (2.0 * math.pi) - math.pi


def _outer(ch: _Chain, win: list[int], before: int, after: int) -> tuple[list[int], int]:
    """The window with the held lines around it (FAR_PAIRS - 1 on each side in the far pass),
    and where the window starts in it."""
    head = [before] if before >= 0 else []
    tail = [after] if after >= 0 else []
    if ch.far:
        while head and len(head) < FAR_PAIRS - 1 and ch.prv[head[0]] >= 0 \
                and int(ch.prv[head[0]]) not in (*head, *win, *tail):
            head.insert(0, int(ch.prv[head[0]]))
        while tail and len(tail) < FAR_PAIRS - 1 and ch.nxt[tail[-1]] >= 0 \
                and int(ch.nxt[tail[-1]]) not in (*head, *win, *tail):
            tail.append(int(ch.nxt[tail[-1]]))
    return [*head, *win, *tail], len(head)


def _drawn(ch: _Chain, chain: list[int], vals: dict[int, float]) -> tuple[list[float], list[int]]:
    """The lines of `chain` drawn out (each stops where it first meets a line that is still
    running, lines 1..FAR_PAIRS apart): where each stops, and the position of the line that
    stopped it (-1: none)."""
    n = len(chain)
    events = []
    for a in range(n):
        for c in range(a + 1, min(a + FAR_PAIRS, n - 1) + 1):
            da, dc = _meet(ch, chain[a], vals[chain[a]], chain[c], vals[chain[c]])
            if da <= ch.limit and dc <= ch.limit:
                events.append((max(da, dc), a, c, da, dc))
    stop = [math.inf] * n
    by = [-1] * n
    for _t, a, c, da, dc in sorted(events):
        if stop[a] >= da and stop[c] >= dc:
            if da < stop[a]:
                stop[a], by[a] = da, c
            if dc < stop[c]:
                stop[c], by[c] = dc, a
    return stop, by


def _far_ok(ch: _Chain, chain: list[int], vals: dict[int, float], moved: set[int], slack: float,
            before: dict[int, float] | None = None) -> bool:
    """In the far pass: drawn out, no parcel of `chain` with a moved line has a line that stops
    short of its own lines' meeting and short of the need.

    With `before` (the rotations before the fix), only a short stop the fix made counts: one by
    or of a moved line, or shorter than the same line stopped before. Two lines the fix left
    alone that already met each other short are no fault of it: the rule never turns lines for
    that alone, so a fix beside them must not either."""
    if not ch.far:
        return True
    stop, by = _drawn(ch, chain, vals)
    old = _drawn(ch, chain, before)[0] if before is not None else None
    for a in range(len(chain) - 1):
        if chain[a] not in moved and chain[a + 1] not in moved:
            continue
        need = ch.need_of(chain[a]) - max(slack, FAR_SLACK_FT)
        da, db = _meet(ch, chain[a], vals[chain[a]], chain[a + 1], vals[chain[a + 1]])
        for k, d in ((a, da), (a + 1, db)):
            if stop[k] >= min(d - FAR_SLACK_FT, need):
                continue
            if old is None or chain[k] in moved or (by[k] >= 0 and chain[by[k]] in moved) \
                    or stop[k] < old[k] - FAR_SLACK_FT:
                return False
    return True


def _meet(ch: _Chain, i: int, xi: float, j: int, xj: float) -> tuple[float, float]:
    """Distances along lines i and j (turned by xi, xj) to where they meet; inf if they don't."""
    return meeting(ch.ox[i], ch.oy[i], ch.theta0[i] + xi, ch.ox[j], ch.oy[j], ch.theta0[j] + xj)


def _solve_window(ch: _Chain, win: list[int], before: int, after: int, x: np.ndarray
                  ) -> list[float] | None:
    """Rotations for the lines in win (a chain, left to right) with line `before` (or -1) and
    line `after` (or -1) held at their current rotation; None if no rotation works."""
    ext, w0 = _outer(ch, win, before, after)

    def sweep(m: float) -> list[float] | None:
        out: list[float] = []
        for k, i in enumerate(win):
            ub = min(ch.hi[i], m)
            lb = max(ch.lo[i], -m)
            left = win[k - 1] if k else before
            if left >= 0:
                ub = min(ub, ch.max_right(left, out[k - 1] if k else x[left], i))
            # the far pass: every line 2..FAR_PAIRS before it (each bound opens as it turns)
            for d in range(2, FAR_PAIRS + 1) if ch.far else ():
                e = w0 + k - d
                if e < 0:
                    break
                far = ext[e]
                ub = min(ub, ch.max_right(far, out[e - w0] if e >= w0 else x[far], i,
                                          ch.far_need(ext, e, w0 + k)))
            if ub < lb:
                return None
            out.append(ub)
        if after >= 0 and not ch.ok(win[-1], out[-1], after, x[after]):
            return None
        if ch.far:
            vals = {i: x[i] for i in ext}
            vals.update(dict(zip_strict(win, out)))
            if not _far_ok(ch, ext, vals, set(win), VERIFY_SLACK_FT):
                return None
        return out

    m_hi = max(max(ch.hi[i] for i in win), 0.0)
    if sweep(m_hi) is None:
        return None
    m_lo = 0.0
    if sweep(0.0) is None:
        while m_hi - m_lo > ANGLE_TOL:
            mid = 0.5 * (m_lo + m_hi)
            if sweep(mid) is None:
                m_lo = mid
            else:
                m_hi = mid
    else:
        m_hi = 0.0
    m = m_hi
    # Smallest turns within the bound: lower bounds from the right, then a sweep from the left
    # that keeps each line as near its bisector as the bounds allow.
    n = len(win)
    lower = [0.0] * n
    for k in range(n - 1, -1, -1):
        i = win[k]
        lb = max(ch.lo[i], -m)
        right = win[k + 1] if k + 1 < n else after
        if right >= 0:
            lb = max(lb, ch.min_left(right, lower[k + 1] if k + 1 < n else x[after], i))
        lower[k] = lb
    out: list[float] = []
    for k, i in enumerate(win):
        ub = min(ch.hi[i], m)
        left = win[k - 1] if k else before
        if left >= 0:
            ub = min(ub, ch.max_right(left, out[k - 1] if k else x[left], i))
        out.append(min(ub, max(0.0, lower[k])))
    # Check with the exact meeting distances (the bounds above are conservative approximations);
    # else fall back to the greedy solution, and check that too.
    chain = ([before] if before >= 0 else []) + win + ([after] if after >= 0 else [])
    for cand in (out, sweep(m)):
        if cand is None:
            continue
        vals = {i: x[i] for i in ext}
        vals.update(dict(zip_strict(win, cand)))
        if all(ch.ok(a, vals[a], b, vals[b], VERIFY_SLACK_FT) for a, b in pairwise(chain)) \
                and _far_ok(ch, ext, vals, set(win), VERIFY_SLACK_FT):
            return cand
    return None


def _turn_pair_apart(ch: _Chain, win: list[int], before: int, after: int,
                     x: np.ndarray) -> list[float] | None:
    """The common case, one parcel's two lines: turn both apart by the same smallest angle (the
    smallest largest turn), if that leaves both neighbours' meeting points far enough out.
    None sends the window to the general solver."""
    i, j = win
    if ch.far or x[i] != 0.0 or x[j] != 0.0 or before == j or after == i:
        return None
    m_hi = min(ch.hi[i], -ch.lo[j])
    if m_hi <= 0 or not ch.ok(i, m_hi, j, -m_hi):
        return None
    m_lo = 0.0
    while m_hi - m_lo > ANGLE_TOL:
        mid = 0.5 * (m_lo + m_hi)
        if ch.ok(i, mid, j, -mid):
            m_hi = mid
        else:
            m_lo = mid
    if before >= 0 and not ch.ok(before, x[before], i, m_hi, VERIFY_SLACK_FT):
        return None
    if after >= 0 and not ch.ok(j, -m_hi, after, x[after], VERIFY_SLACK_FT):
        return None
    return [m_hi, -m_hi]


def _grow(ch: _Chain, win: list[int], x: np.ndarray) -> tuple[list[int], list[float] | None]:
    """Solve the window, growing it by a line on each side until it works (or cannot grow)."""
    nxt, prv = ch.nxt, ch.prv
    sol = _turn_pair_apart(ch, win, int(prv[win[0]]), int(nxt[win[-1]]), x) if len(win) == 2 else None
    while sol is None:
        cyclic = nxt[win[-1]] == win[0]
        before = int(prv[win[0]]) if prv[win[0]] >= 0 and not cyclic else -1
        after = int(nxt[win[-1]]) if nxt[win[-1]] >= 0 and not cyclic else -1
        if not cyclic:
            sol = _solve_window(ch, win, before, after, x)
        if sol is not None or cyclic or len(win) >= MAX_WINDOW or (before < 0 and after < 0):
            break
        # Grow by a line on each side (on a ring, never round onto itself).
        if before >= 0 and before not in win:
            win.insert(0, before)
        if after >= 0 and after not in win:
            win.append(after)
    return win, sol


def _leaves_far_short(ch: _Chain, win: list[int], sol: list[float], x: np.ndarray) -> bool:
    """Does this solution turn lines so that two lines 2..FAR_PAIRS apart meet short (drawn, the
    nearer one stops the other before its parcel's lines meet)? A shortness that was there before
    the fix, between lines it leaves alone, is not its doing (see _far_ok)."""
    cyclic = ch.nxt[win[-1]] == win[0]
    before = int(ch.prv[win[0]]) if ch.prv[win[0]] >= 0 and not cyclic else -1
    after = int(ch.nxt[win[-1]]) if ch.nxt[win[-1]] >= 0 and not cyclic else -1
    ch.far = True
    ext, _w0 = _outer(ch, win, before, after)
    vals = {i: x[i] for i in ext}
    vals.update(dict(zip_strict(win, sol)))
    moved = {i for i, xi in zip_strict(win, sol) if abs(xi - x[i]) > ANGLE_TOL}
    short = not _far_ok(ch, ext, vals, moved, VERIFY_SLACK_FT, before={i: x[i] for i in ext})
    ch.far = False
    return short


def apply_200ft_rule(bis: Bisectors, need_ft: float, limit_ft: float) -> Rule200Result:
    """Rotations (radians, CCW) of every line so each parcel's lines meet >= need_ft out."""
    n = bis.tie.size
    x = np.zeros(n)
    res = Rule200Result(rotation=x)
    if n == 0 or need_ft <= 0:
        return res
    ch = _Chain(bis, bis.theta, need_ft * (1 + 1e-9) + 1e-9, limit_ft)
    left_lines, close = closures(bis, bis.theta, limit_ft)
    before_fix = {int(i): float(c) for i, c in zip_strict(left_lines, close) if c < need_ft}
    far_moved: set[int] = set()                 # lines a far-pass fix placed
    for start in sorted(before_fix):
        if _still_short(ch, start, x, far_moved):
            _fix(ch, start, x, before_fix, far_moved, res)
    _verdict(bis, x, need_ft, limit_ft, before_fix, res)
    return res


def _still_short(ch: _Chain, start: int, x: np.ndarray, far_moved: set[int]) -> bool:
    """Whether the parcel whose left line is `start` still falls short (an earlier fix may have
    taken care of it)."""
    j = int(ch.nxt[start])
    # (a far-pass fix leaves its neighbours' lines meeting at the need itself: within a
    # hair of it is met, so a CRS round trip's noise does not start another fix)
    slack = FAR_SLACK_FT if far_moved.intersection((start, j)) else 0.0
    return not ch.ok(start, x[start], j, x[j], slack)


def _first_window(ch: _Chain, start: int, before_fix: dict[int, float]) -> list[int]:
    """The initial window: this parcel's two lines plus any violating parcels chained to it."""
    nxt, prv = ch.nxt, ch.prv
    win = [start, int(nxt[start])]
    while nxt[win[-1]] >= 0 and int(win[-1]) in before_fix and int(nxt[win[-1]]) not in win:
        win.append(int(nxt[win[-1]]))
    while prv[win[0]] >= 0 and int(prv[win[0]]) in before_fix and int(prv[win[0]]) not in win:
        win.insert(0, int(prv[win[0]]))
    return win


def _fix(ch: _Chain, start: int, x: np.ndarray, before_fix: dict[int, float], far_moved: set[int],
         res: Rule200Result) -> None:
    """Turn the lines of a window round the short parcel `start` (x and res updated in place)."""
    nxt = ch.nxt
    first = _first_window(ch, start, before_fix)
    members = [i for i in first[:-1] if i in before_fix]
    win, sol = _solve(ch, first, x, far_moved)
    if sol is None:
        # Nothing works: keep these lines; never make such a parcel worse later on.
        for i in members:
            ch.relaxed[i] = ch.closure(i, x[i], int(nxt[i]), x[int(nxt[i])])
        return
    for i, xi in zip_strict(win, sol):
        x[i] = xi if abs(xi) > ANGLE_TOL else 0.0
        if x[i] != 0.0:
            res.reasons.setdefault(i, set()).update(members)
        else:
            res.reasons.pop(i, None)


def _solve(ch: _Chain, first: list[int], x: np.ndarray,
           far_moved: set[int]) -> tuple[list[int], list[float] | None]:
    """The window grown from `first` and its rotations (None: nothing works)."""
    win, sol = _grow(ch, list(first), x)
    if sol is not None and _leaves_far_short(ch, win, sol, x):
        # A solution that leaves no parcel short, when one exists, is preferred: the lines of
        # the parcels beside this one must not meet each other short either (the far pass).
        ch.far = True
        far_win, far_sol = _grow(ch, list(first), x)
        ch.far = False
        if far_sol is not None:
            win, sol = far_win, far_sol
            far_moved.update(win)
    return win, sol


def _verdict(bis: Bisectors, x: np.ndarray, need_ft: float, limit_ft: float, before_fix: dict[int, float],
             res: Rule200Result) -> None:
    """Each parcel that fell short: fixed (closure before, after) or still unmet."""
    theta = bis.theta + x
    left_lines, close = closures(bis, theta, limit_ft)
    after_fix = dict(zip_strict(left_lines.tolist(), close.tolist()))
    for i, c in before_fix.items():
        now = after_fix.get(i, math.inf)
        if now >= need_ft - VERIFY_SLACK_FT:
            res.fixed[i] = (c, now)
        else:
            res.unmet[i] = now
