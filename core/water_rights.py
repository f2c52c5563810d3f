"""compute_water_rights: tie points, tie lines, water-rights lines, rights areas, reach lines and
envelopes for a whole lake (DESIGN.md "Water-rights lines"; §160-122C, §44-5C).

The steps live in core/geometry/, one module each; this module runs them in order, reports
progress, stops early when asked to, and turns their arrays into the model's dataclasses.
docs/water-rights-method.md describes the method and every message code.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, Optional

import numpy as np
import shapely
from shapely.geometry import LineString, MultiLineString, MultiPolygon, Polygon
from shapely.geometry.base import BaseGeometry

from .compat import zip_strict
from .gc_pause import no_gc_pauses
from .geometry.areas import AreaData, build_rights_areas
from .geometry.bisectors import Bisectors, waterside_bisectors
from .geometry.fronts import find_lot_line_ends, near_corners, parcel_parts
from .geometry.jurisdiction import clip_to_jurisdiction, excluded_entry, excluded_exit, jurisdiction_area
from .geometry.line_ends import cut_at_other_water
from .geometry.median import median_reach
from .geometry.planar import azimuth_deg
from .geometry.projection import CROSSING, LAND, LIMIT, MEDIAN, NEIGHBOUR, OUTSIDE, Projection, project_lines
from .geometry.reach import LineSet, ReachData, reach_and_envelopes
from .geometry.rule_200 import Rule200Result, apply_200ft_rule, closures
from .geometry.shoreline import Shoreline, normalise_pieces
from .geometry.tie_points import TieData, build_tie_points
from .model import (
    Envelope,
    GeometrySettings,
    Message,
    Parcel,
    ReachLine,
    RightsArea,
    TieLine,
    TiePoint,
    WaterRightsLine,
    WaterRightsResult,
)
from .notes import note
from .wording import agree

Progress = Optional[Callable[[float], None]]  # Python 3.9: no `X | Y` at run time
SHORT_TIE_LINE_FT = 1.0     # a tie line shorter than this is flagged (a tax-map sliver, most likely)
EMPTY_SQFT = 0.01           # a rights area clipped to less than this has no water under the law
Canceled = Optional[Callable[[], bool]]


def _one(n: int) -> str:
    """The note's variant for a count: "one" words it in the singular (NOTES[code:one])."""
    return "one" if n == 1 else ""


def _joined(rows: list[Any], join: Callable[[list[Any]], Any]) -> list[Any]:
    """rows with those of one parcel id made one by `join`, at the first one's place."""
    by_id: dict[Any, list[Any]] = {}
    for r in rows:
        by_id.setdefault(r.parcel_id, []).append(r)
    out = []
    for r in rows:
        group = by_id.pop(r.parcel_id, None)
        if group is not None:
            out.append(group[0] if len(group) == 1 else join(group))
    return out


class _Stop(Exception):  # noqa: N818  (not an error: the user asked to stop)
    """Raised inside the run when is_canceled() says so; never leaves this module."""


def compute_water_rights(parcels: Sequence[Parcel], shoreline: object, settings: GeometrySettings,
                         progress: Progress = None, is_canceled: Canceled = None) -> WaterRightsResult:
    """The water-rights construction for every lakeshore parcel.

    parcels: in the working CRS (US survey feet). shoreline: the MHW mark as a LineString,
    MultiLineString, Polygon/MultiPolygon (its boundary: the lake and its islands) or a sequence
    of those. progress gets 0..100; is_canceled is polled between steps, and when it returns True
    the result so far is returned with a "canceled" message.
    Raises ValueError when the shoreline has no usable line, or when parcel ids are missing or
    repeated (the results are keyed by parcel id).
    """
    parcels = list(parcels)
    _check_ids(parcels)
    # GEOS raises floating-point flags on degenerate input (a point on a vertex...); the results
    # are right, the warnings would only clutter QGIS's log.
    with np.errstate(invalid="ignore", divide="ignore"), no_gc_pauses():
        run = _Run(parcels, shoreline, settings, progress, is_canceled)
        try:
            run.all()
        except _Stop:
            run.messages.append(note("warning", "canceled"))
        return run.result()


def _check_ids(parcels: list[Parcel]) -> None:
    missing = [str(i) for i, p in enumerate(parcels)
               if not isinstance(p.parcel_id, str) or not p.parcel_id.strip()]
    if missing:
        raise ValueError(f"Every parcel needs a parcel id (text): the "
                         f"{agree(len(missing), 'parcel at position', 'parcels at positions')} "
                         f"{', '.join(missing[:12])} {agree(len(missing), 'has', 'have')} none.")
    seen: dict[str, int] = {}
    for p in parcels:
        seen[p.parcel_id] = seen.get(p.parcel_id, 0) + 1
    repeated = sorted(pid for pid, n in seen.items() if n > 1)
    if repeated:
        listed = ", ".join(f"'{pid}' ({seen[pid]} parcels)" for pid in repeated[:12])
        raise ValueError(f"Parcel ids must be unique; repeated: {listed}. Merge the parts of one parcel into "
                         "one (multi)polygon, or give each parcel its own id.")


def _crossings(shore: Shoreline) -> list[tuple[float, float]]:
    """Where the MHW mark crosses or touches itself (or one piece another): the points that end
    three or more pieces once the lines are noded."""
    lines = [LineString(p.coords) for p in shore.pieces]
    mark = lines[0] if len(lines) == 1 else MultiLineString(lines)
    if shapely.is_simple(mark):
        return []
    parts = shapely.get_parts(shapely.node(mark))
    ends = np.round(np.r_[shapely.get_coordinates(shapely.get_point(parts, 0)),
                          shapely.get_coordinates(shapely.get_point(parts, -1))], 6)
    pts, counts = np.unique(ends, axis=0, return_counts=True)
    return [(float(x), float(y)) for x, y in pts[counts >= 3]]


def _spread(values: np.ndarray, where: np.ndarray) -> np.ndarray:
    """values (one per True of where) put back at their places, False elsewhere."""
    out = np.zeros(where.size, dtype=bool)
    out[where] = values
    return out


class _Run:
    def __init__(self, parcels: list[Parcel], shoreline: object, settings: GeometrySettings,
                 progress: Progress, is_canceled: Canceled):
        self.parcels = parcels
        self.ids = [p.parcel_id for p in parcels]
        self.settings = settings
        self._progress = progress
        self._canceled = is_canceled
        self.messages: list[Message] = []
        self.shore = Shoreline(normalise_pieces(shoreline))
        self.shoreline_input = shoreline
        crossings = _crossings(self.shore)
        if crossings:
            where = ", ".join(f"({x:.1f}, {y:.1f})" for x, y in crossings[:6])
            self.messages.append(note("warning", "shoreline_crosses_itself", _one(len(crossings)),
                                      n=len(crossings), where=where,
                                      geometry=shapely.multipoints(crossings)))
        # the result's lists by name, filled by the _emit_* steps (result() makes them one)
        self.out: dict[str, Any] = dict(lakeshore=[], ties=[], tie_lines=[], lines=[], areas=[], reach=[],
                                        envelopes=[], stretch={}, strips=[])
        self.strip_no: dict[int, int] = {}        # parcel index of a stand-in strip -> its number
        self.piece_of: dict[int, int] = {}        # a wrapping lot's further front piece -> the lot
        self.wrap_note: dict[int, str] = {}       # a wrapping lot -> what its note says of its pieces
        # per line (set in all()): its tie point is in excluded water; how far it runs there;
        # it never leaves it
        self.starts_out = np.zeros(0, dtype=bool)
        self.through_ft = np.zeros(0)
        self.wholly_out = np.zeros(0, dtype=bool)
        self.no_water: set[int] = set()           # lots on excluded water enclosing none within the law

    def step(self, percent: float) -> None:
        if self._progress is not None:
            self._progress(percent)
        if self._canceled is not None and self._canceled():
            raise _Stop

    # ------------------------------------------------------------------ the steps
    def all(self) -> None:
        s = self.settings
        tol = s.lakeshore_tolerance_ft + s.snap_tolerance_ft
        self.step(0)
        parts, owner = parcel_parts(self.parcels, self.messages)
        corners = near_corners(parts, self.shore, tol)
        self.shore.vote_land(corners.vote_x, corners.vote_y, corners.vote_seg, corners.vote_u,
                             corners.vote_dist)
        unknown, renumber, was_reversed = self.shore.orient()
        corners.renumber(renumber, was_reversed)
        for k in unknown:
            self.messages.append(note("info", "water_side_unknown", piece=k,
                                      geometry=LineString(self.shore.pieces[k].coords)))
        self.step(10)
        ends = find_lot_line_ends(self.parcels, parts, owner, corners, self.shore, tol)
        self.step(25)
        ties = build_tie_points(ends, self.parcels, self.shore, s.snap_tolerance_ft, s.unparcelled_max_ft)
        self.ids = [p.parcel_id for p in self.parcels]         # with the strips' stand-in ids
        self.strip_no = {int(p): k for k, p in enumerate(ties.strips.tolist())}
        self.piece_of = dict(ties.pieces)
        self.messages.extend(ties.messages)
        if ties.strips.size:
            self.messages.append(note("info", "unparcelled_lakeshore", _one(ties.strips.size),
                                      n=ties.strips.size,
                                      low=f"{s.snap_tolerance_ft:g}", high=f"{s.unparcelled_max_ft:g}"))
        self._emit_ties(ties)
        if not self.out["lakeshore"] and len(parts):
            self._say_nothing_is_lakeshore(parts, owner, tol)
        self.step(35)
        bis = waterside_bisectors(ties, self.parcels)
        self.messages.extend(bis.messages)
        r200 = apply_200ft_rule(bis, s.min_intersection_ft, s.projection_ft)
        theta = bis.theta + r200.rotation
        self.step(45)
        # A line may pass over the ragged shore of its own two parcels, but stops at anyone
        # else's shore, or at another lakeshore parcel's land where no MHW mark was drawn.
        a, b = ties.tie_a[bis.tie], ties.tie_b[bis.tie]
        piece = ties.tie_piece[bis.tie]
        s0 = ties.tie_s[ties.left_tie(a)]
        s1 = ties.tie_s[ties.right_tie(b)]
        closed, length = self.shore.piece_closed[piece], self.shore.piece_length[piece]
        s1 = np.where(closed, s0 + np.mod(s1 - s0, np.where(closed, length, 1.0)), s1)
        # Land without a drawn mark in front of it: the lakeshore parcels (a parcel with no front
        # at all may be an underwater grant, and is not taken for land).
        lake_part = np.isin(owner, ties.parcels)
        land = (parts[lake_part], owner[lake_part])
        pair = np.c_[a, b]
        if ties.pieces:
            # a wrapping lot's further front pieces are the lot: its land is their own
            lot_of = np.arange(len(self.parcels), dtype=np.int64)
            lot_of[list(ties.pieces)] = list(ties.pieces.values())
            pair = np.where(pair >= 0, lot_of[np.maximum(pair, 0)], pair)
        median = median_reach(self.shore, bis.ox, bis.oy, np.cos(theta), np.sin(theta), piece,
                              ties.tie_s[bis.tie], np.full(bis.tie.size, float(s.projection_ft)))
        outside = self._excluded_stops(bis, theta, median)
        proj = project_lines(bis.ox, bis.oy, theta, bis.next_line, bis.prev_line, self.shore, s.projection_ft,
                             own_stretch=(piece, s0, s1), land=(*land, pair), median=median,
                             outside=outside)
        ex, ey = proj.ex, proj.ey
        # a line from the excluded shore that never leaves the excluded water lies wholly outside the law
        self.wholly_out = self.starts_out & (proj.length <= self.through_ft)
        self.step(60)
        line_of_tie = np.full(len(ties.tie_note), -1, dtype=np.int64)
        line_of_tie[bis.tie] = np.arange(bis.tie.size)
        areas = build_rights_areas(self.shore, ties, line_of_tie, bis.ox, bis.oy, ex, ey, proj, self.parcels,
                                   land=land, reach_ft=s.projection_ft)
        self.messages.extend(areas.messages)
        self.step(75)
        # the setback of each parcel's category (Parcel.land_use, read once with the parcel;
        # GeometrySettings.setback_for takes the profile's Profile.setback), asked once per use
        by_use: dict[str, float] = {}
        setback = np.array([by_use[u] if u in by_use else by_use.setdefault(u, s.setback_for(u))
                            for u in (self.parcels[p].land_use for p in areas.parcel.tolist())])
        ux, uy = np.cos(theta), np.sin(theta)

        def lineset(i: np.ndarray) -> LineSet:
            return LineSet(bis.ox[i], bis.oy[i], ux[i], uy[i], proj.length[i], i)
        reach = reach_and_envelopes(self.shore, areas.geoms, areas.piece, areas.s0, areas.s1, areas.plain,
                                    lineset(areas.left_line), lineset(areas.right_line), setback, s.reach_ft)
        self._clip_to_jurisdiction(areas, reach)
        cut = self._cut_lines(bis, ex, ey, areas)
        ex, ey = ex.copy(), ey.copy()
        for i, (t, _why) in cut.items():
            ex[i], ey[i] = bis.ox[i] + ux[i] * t, bis.oy[i] + uy[i] * t
        line_geoms = shapely.linestrings(np.stack([np.c_[bis.ox, bis.oy], np.c_[ex, ey]], axis=1))
        self._emit_lines(ties, bis, theta, r200, proj, line_geoms, cut)
        self.step(95)
        self._emit_areas(ties, bis, r200, proj, areas, reach, setback)
        self.step(100)

    def _excluded_stops(self, bis: Bisectors, theta: np.ndarray, median: np.ndarray) -> np.ndarray:
        """Per line, the distance to where it enters excluded water (project_lines' `outside`).
        A line whose tie point lies in excluded water (DESIGN.md step 9) is drawn as the law draws
        it, through that water: past the excluded line it bounds the lots' water like any other,
        and that water is within the law. Such lines (starts_out) and how far they run in the
        excluded water (through_ft) are kept for the clip and the notes.
        Only a line that cannot leave the excluded water (it leaves farther out than its reach or
        the median) between two lines that cannot either is stopped at once, as before: the lots
        beside it lie wholly in excluded water (up the Outlet), and building their areas would only
        cost time."""
        ux, uy = np.cos(theta), np.sin(theta)
        excluded = self.settings.excluded_water
        outside = excluded_entry(bis.ox, bis.oy, ux, uy, excluded)
        self.starts_out = outside == 0
        self.through_ft = np.where(self.starts_out, excluded_exit(bis.ox, bis.oy, ux, uy, excluded), 0.0)
        stays = self.starts_out & (self.through_ft >= np.minimum(float(self.settings.projection_ft), median))

        def stays_at(j: np.ndarray) -> np.ndarray:
            return (j < 0) | stays[np.maximum(j, 0)]
        walled = stays & stays_at(bis.prev_line) & stays_at(bis.next_line)
        return np.where(self.starts_out & ~walled, np.inf, outside)

    def _excluded_names(self) -> str:
        return ", ".join(f"{w.name or 'excluded water'} ({w.section})" for w in self.settings.excluded_water)

    def _jurisdiction(self) -> BaseGeometry:
        s = self.settings
        water = self.shoreline_input if isinstance(self.shoreline_input, (Polygon, MultiPolygon)) else None
        return jurisdiction_area(self.shore.geometry(), s.projection_ft, s.excluded_water, water)

    def _clip_to_jurisdiction(self, areas: AreaData, reach: ReachData) -> None:
        """DESIGN.md step 9: rights areas, reach lines and envelopes end where the law does
        (within projection_ft of the mark, never in excluded water); the area's note says so."""
        s = self.settings
        # Areas run out to the reach were drawn within it (areas_run_out.py): only excluded water
        # is cut from them (measuring every foot of their far sides against the limit is slow).
        ran = areas.ran_out if areas.ran_out is not None else np.zeros(areas.geoms.size, dtype=bool)
        geoms, excl, far = clip_to_jurisdiction(self.shore, areas.geoms[~ran], s.projection_ft,
                                                s.excluded_water)
        areas.geoms[~ran] = geoms
        excl, far = _spread(excl, ~ran), _spread(far, ~ran)
        geoms, excl[ran], _ = clip_to_jurisdiction(self.shore, areas.geoms[ran], s.projection_ft,
                                                   s.excluded_water, reach=False)
        areas.geoms[ran] = geoms
        reach.reach_lines = clip_to_jurisdiction(self.shore, reach.reach_lines, s.projection_ft,
                                                 s.excluded_water, reach=False)[0]
        reach.envelopes = clip_to_jurisdiction(self.shore, reach.envelopes, s.projection_ft,
                                               s.excluded_water, reach=False)[0]
        names = self._excluded_names()
        # A parcel on the excluded shore (a line starts in the excluded water) whose lines enclose
        # no water within the law has no water under the law at all: say that, not how its area
        # came out. One whose lines run out past the excluded line keeps the water they enclose.
        in_l, in_r = self.starts_out[areas.left_line], self.starts_out[areas.right_line]
        gone = (in_l | in_r) & (shapely.area(areas.geoms) < EMPTY_SQFT)
        outside_ids = []
        self.no_water = set(areas.parcel[gone].tolist())
        for k in np.flatnonzero(gone).tolist():
            p = int(areas.parcel[k])
            areas.geoms[k] = Polygon()
            reach.reach_lines[k] = LineString()
            reach.envelopes[k] = Polygon()
            what = "shore" if in_l[k] and in_r[k] else "water"
            areas.notes[p] = [f"its {what} lies beyond the line of {names}, outside the law's "
                              "jurisdiction: no rights area"]
            if p not in self.strip_no:
                outside_ids.append(self.ids[p])
        for k in np.flatnonzero(in_l & in_r & ~gone).tolist():
            areas.notes.setdefault(int(areas.parcel[k]), []).append(
                f"its shore lies beyond the line of {names}, but its water-rights lines run out past "
                "that line: the water they enclose there is within the law's jurisdiction")
        if outside_ids:
            shown = ", ".join(outside_ids[:12]) + (" ..." if len(outside_ids) > 12 else "")
            self.messages.append(note("info", "shore_outside_jurisdiction", _one(len(outside_ids)),
                                      n=len(outside_ids), names=names,
                                      shown=shown))
        excl &= ~gone
        far &= ~gone
        for k in np.flatnonzero(excl | far).tolist():
            why = []
            if excl[k]:
                why.append(f"the water beyond the line of {names} is outside the law")
            if far[k]:
                why.append(f"the law reaches {s.projection_ft:g} ft from the shore ({s.projection_section})")
            areas.notes.setdefault(int(areas.parcel[k]), []).append(
                "clipped to the jurisdiction: " + " and ".join(why))

    def _cut_lines(self, bis: Bisectors, ex: np.ndarray, ey: np.ndarray, areas: AreaData
                   ) -> dict[int, tuple[float, str]]:
        """DESIGN.md step 8: a line ends where it enters water given to another parcel (its new
        length and why, per line cut)."""
        # A line from the excluded shore is looked at from where it enters the jurisdiction (no
        # area holds the excluded water it crosses first).
        length = np.hypot(ex - bis.ox, ey - bis.oy)
        skip = np.minimum(self.through_ft, length)
        f = np.divide(skip, length, out=np.zeros_like(length), where=length > 0)
        ox, oy = bis.ox + (ex - bis.ox) * f, bis.oy + (ey - bis.oy) * f
        found = cut_at_other_water(ox, oy, ex, ey, areas.geoms, areas.left_line, areas.right_line,
                                   np.flatnonzero(~areas.plain))
        out = {}
        for i, t, k in zip_strict(found.line.tolist(), (found.length + skip[found.line]).tolist(),
                                  found.owner.tolist()):
            p = int(areas.parcel[k])
            who = f"the rights area of {self.ids[p]}" if p not in self.strip_no else self.strip_note(p)
            out[i] = (t, f"ends {t:.2f} ft out, where it enters water given to {who}, whose shore is nearer "
                         "(the lines of two stretches of shore cross here)")
        names = self._excluded_names()
        for i in np.flatnonzero(self.wholly_out).tolist():
            out[i] = (0.0, f"lies wholly beyond the line of {names}, outside the law's jurisdiction: drawn "
                           "with no length")
        return out

    def _say_nothing_is_lakeshore(self, parts: np.ndarray, owner: np.ndarray, tol: float) -> None:
        """No lakeshore parcel at all: name the nearest parcel and how far it is (the usual causes
        are a CRS mix-up or lot lines stopping well short of the MHW mark)."""
        d = shapely.distance(parts, self.shore.geometry())
        k = int(np.argmin(d))
        pid = self.ids[int(owner[k])]
        text = (f"No parcel is a lakeshore parcel: the nearest, {pid}, is {float(d[k]):,.1f} ft from the MHW "
                f"mark (a lakeshore parcel comes within {tol:g} ft of it)")
        near = bool(d[k] <= tol)        # on the mark: the parcels were there but unusable
        text += ("; see the messages above for why." if near else ". Check that the parcels and the "
                 "shoreline are the same place in the same CRS, and that the lot lines reach the MHW mark.")
        self.messages.append(Message("warning", "no_lakeshore_parcel", text, pid, facts={
            "nearest": pid, "distance_ft": float(d[k]), "within_ft": float(tol),
            "cause": "unusable" if near else "far"}))

    # ------------------------------------------------------------------ to dataclasses
    def out_id(self, p: int) -> str | None:
        """The parcel id the outputs show: none for an unparcelled strip or no parcel (-1); a
        wrapping lot's for each piece of its front."""
        p = self.piece_of.get(p, p)
        return None if p < 0 or p in self.strip_no else self.ids[p]

    def name(self, p: int) -> str:
        """How notes name parcel p (a front piece by its lot's id)."""
        return self.ids[self.piece_of.get(p, p)]

    def _say_wrapping(self, ties: TieData) -> None:
        """A lot met by the mark in several pieces (it wraps round smaller lots): say so in its
        note and the log, with the frontage as the sum of its pieces (DESIGN.md step 2)."""
        if not self.piece_of:
            return
        order = ties.parcels.tolist()
        for lot in sorted(set(self.piece_of.values())):
            mine = [p for p in order if self.piece_of.get(p, p) == lot]
            at = [order.index(p) for p in mine]
            inner = [self.ids[p] for p in order[min(at) + 1:max(at)]
                     if self.piece_of.get(p, p) != lot and p not in self.strip_no]
            lengths = [float(ties.stretch_ft.get(p, 0.0)) for p in mine]
            tie_len = [float(np.hypot(*(ties.tie_xy[ties.tie_r[p]] - ties.tie_xy[ties.tie_l[p]])))
                       for p in mine]
            pid = self.ids[lot]
            text = (f"it meets the MHW mark in {len(mine)} pieces, round {', '.join(inner) or 'other lots'}: "
                    "each piece has its own tie points, tie line and water-rights lines, and its frontage is "
                    f"the sum of its pieces (tie lines {' + '.join(f'{v:.2f}' for v in tie_len)} = "
                    f"{sum(tie_len):.2f} ft; MHW shoreline {' + '.join(f'{v:.2f}' for v in lengths)} = "
                    f"{sum(lengths):.2f} ft)")
            self.wrap_note[lot] = text
            self.messages.append(Message("info", "parcel_wraps", f"Parcel {pid}: {text}.", pid))

    def strip_note(self, p: int) -> str:
        """What an unparcelled strip is, for its notes and its neighbours' lines."""
        return (f"{self.ids[p][1:-1]}: lakeshore between two lakeshore parcels that no parcel covers "
                "(a road end or right-of-way, most likely)")

    def _emit_ties(self, ties: TieData) -> None:
        ids = self.ids
        a_ids = [self.out_id(k) for k in ties.tie_a.tolist()]
        b_ids = [self.out_id(k) for k in ties.tie_b.tolist()]
        notes = list(ties.tie_note)
        for t, (a, b) in enumerate(zip_strict(ties.tie_a.tolist(), ties.tie_b.tolist())):
            strip = a if a in self.strip_no else b if b in self.strip_no else -1
            if strip >= 0:
                notes[t] = "; ".join(n for n in (notes[t], f"edge of {ids[strip][1:-1]}") if n)
        pts = shapely.points(ties.tie_xy).tolist() if len(ties.tie_xy) else []
        rows = zip_strict(pts, a_ids, b_ids, ties.tie_piece.tolist(), ties.tie_s.tolist(), notes)
        self.out["ties"] = [TiePoint(k, pt, a, b, piece, s, note)
                            for k, (pt, a, b, piece, s, note) in enumerate(rows)]
        lake = [p for p in ties.parcels.tolist() if p not in self.strip_no]
        self.out["lakeshore"] = [ids[p] for p in lake if p not in self.piece_of]
        if lake:
            lake_a = np.array(lake, dtype=np.int64)
            a = ties.tie_xy[ties.left_tie(lake_a)]
            b = ties.tie_xy[ties.right_tie(lake_a)]
            geoms = shapely.linestrings(np.stack([a, b], axis=1))
            lengths = np.hypot(*(b - a).T)
            self.out["tie_lines"] = [TieLine(self.name(p), g, n)
                                     for p, g, n in zip_strict(lake, geoms.tolist(), lengths.tolist())]
            for k in np.flatnonzero((lengths > 0) & (lengths < SHORT_TIE_LINE_FT)):
                pid = self.name(lake[k])
                self.messages.append(note("warning", "short_tie_line", parcel_id=pid, geometry=geoms[k],
                                          parcel=pid, length=f"{lengths[k]:.2f}"))
        stretch: dict[str, float] = {}
        for p, v in ties.stretch_ft.items():
            if p not in self.strip_no:
                stretch[self.name(p)] = stretch.get(self.name(p), 0.0) + v     # a wrapping lot's pieces
        self.out["stretch"] = stretch
        self._say_wrapping(ties)

    def _emit_lines(self, ties: TieData, bis: Bisectors, theta: np.ndarray, r200: Rule200Result,
                    proj: Projection, line_geoms: np.ndarray, cut: dict[int, tuple[float, str]]) -> None:
        s = self.settings
        az = azimuth_deg(np.cos(theta), np.sin(theta)).tolist()
        az0 = bis.azimuth.tolist()
        wedge = np.degrees(bis.wedge).tolist()
        tie_no = bis.tie.tolist()
        a_par, b_par = ties.tie_a[bis.tie].tolist(), ties.tie_b[bis.tie].tolist()
        a_ids = [self.out_id(k) for k in a_par]
        b_ids = [self.out_id(k) for k in b_par]
        other = proj.stop_other.tolist()
        length = proj.length.tolist()
        for i, (t, _why) in cut.items():
            length[i] = t
        tie_notes = ties.tie_note
        lines = []
        rows = zip_strict(tie_no, line_geoms.tolist(), a_ids, b_ids, proj.stop)
        for i, (t, geom, a, b, stop) in enumerate(rows):
            notes = []
            strip = a_par[i] if a_par[i] in self.strip_no else b_par[i] if b_par[i] in self.strip_no else -1
            if strip >= 0:
                notes.append(f"at the edge of {self.strip_note(strip)}")
            modified = i in r200.reasons
            if modified:
                turn = math.degrees(r200.rotation[i])
                who = ", ".join(sorted(self.name(b_par[j]).strip("()") for j in r200.reasons[i]))
                notes.append(f"turned {abs(turn):.2f}° {'counter-clockwise' if turn > 0 else 'clockwise'} "
                             f"from the bisector (azimuth {az0[i]:.2f}°) so that the lines of {who} meet "
                             f"at least {s.min_intersection_ft:g} ft out ({s.min_intersection_section})")
            if self.through_ft[i] > 0 and not self.wholly_out[i]:
                names = self._excluded_names()
                notes.append(f"runs {self.through_ft[i]:.2f} ft beyond the line of {names} (outside the "
                             "law's jurisdiction) before it enters the jurisdiction")
            if i in cut:
                notes.append(cut[i][1])
            elif stop == NEIGHBOUR:
                notes.append(f"ends where it meets the line from tie point {tie_no[other[i]]}")
            elif stop == CROSSING:
                notes.append(f"ends where it crosses the line from tie point {tie_no[other[i]]}")
            elif stop == LAND:
                notes.append("ends where it reaches land")
            elif stop == OUTSIDE:
                names = self._excluded_names()
                notes.append(f"ends where it leaves the jurisdiction: the line of {names}")
            elif stop == MEDIAN:
                notes.append(f"ends {length[i]:.2f} ft out, on the median line between its shore and another "
                             "shore (narrow water)")
            else:
                assert stop == LIMIT
            lines.append(WaterRightsLine(t, geom, a, b, az[i], wedge[i], length[i], modified=modified,
                                         note="; ".join(notes), bisector_azimuth_deg=az0[i],
                                         repair_note=tie_notes[t]))
        self.out["lines"] = lines

    def _rule_200_notes(self, notes: list[str], p: int, i: int, j: int, k: int, modified: bool, closes: float,
                        pair_of: np.ndarray, proj: Projection, r200: Rule200Result, ties: TieData,
                        bis: Bisectors) -> None:
        """What the 200 ft rule did to parcel p's lines (i: its left line, j: its right, k: its area),
        put before (or, where it is still short, after) its area's notes, with its messages."""
        s = self.settings
        pid = self.name(p)
        if i in r200.fixed:
            old, new = r200.fixed[i]
            notes.insert(0, f"its water-rights lines met {old:.2f} ft out, less than "
                            f"{s.min_intersection_ft:g} ft: modified under the 200 ft rule "
                            f"({s.min_intersection_section}) to meet {new:.2f} ft out")
            self.messages.append(note("info", "rule_200_modified", parcel_id=pid, parcel=pid,
                                      old=f"{old:.2f}", min=f"{s.min_intersection_ft:g}",
                                      section=s.min_intersection_section, new=f"{new:.2f}"))
        elif i in r200.unmet:
            text = (f"its water-rights lines meet {r200.unmet[i]:.2f} ft out, less than "
                    f"{s.min_intersection_ft:g} ft, and no modification of the lines satisfies the "
                    "200 ft "
                    f"rule ({s.min_intersection_section}): the bisectors are kept")
            notes.insert(0, text)
            self.messages.append(note("warning", "rule_200_unmet", parcel_id=pid, parcel=pid,
                                      meet=f"{r200.unmet[i]:.2f}", min=f"{s.min_intersection_ft:g}",
                                      section=s.min_intersection_section))
        elif modified:
            notes.insert(0, "a water-rights line it shares was turned for a neighbour's 200 ft rule "
                            f"({s.min_intersection_section})")
        # (a lot with no water under the law is not short of it: its lines stop where the law does)
        short = self._still_short(k, i, j, closes, pair_of, proj, r200, ties, bis) \
            if modified and i not in r200.unmet and p not in self.no_water else ""
        if short:
            text = (f"{short}, less than {s.min_intersection_ft:g} ft: the 200 ft rule "
                    f"({s.min_intersection_section}) is not met for this parcel")
            notes.append(text)
            self.messages.append(note("warning", "rule_200_unmet", "still_short", parcel_id=pid,
                                      parcel=pid, short=short, min=f"{s.min_intersection_ft:g}",
                                      section=s.min_intersection_section))

    def _emit_areas(self, ties: TieData, bis: Bisectors, r200: Rule200Result, proj: Projection,
                    areas: AreaData, reach: ReachData, setback: np.ndarray) -> None:
        s = self.settings
        n_lines = bis.tie.size
        # Per line: where the plain bisectors met, the line it closed a parcel with, whether the
        # 200 ft rule turned it or fixed/gave up on the parcel it starts.
        i0, c0 = closures(bis, bis.theta, s.projection_ft)
        c_bis_of = np.full(n_lines, math.inf)
        c_bis_of[i0] = c0
        pair_of = np.full(n_lines, -1, dtype=np.int64)
        pair_of[list(proj.closed_pairs)] = list(proj.closed_pairs.values())
        turned = np.zeros(n_lines, dtype=bool)
        turned[list(r200.reasons)] = True
        ruled = np.zeros(n_lines, dtype=bool)
        ruled[[*r200.fixed, *r200.unmet]] = True
        li, lj = areas.left_line, areas.right_line
        closes = np.where(pair_of[li] == lj, np.minimum(proj.length[li], proj.length[lj]), np.nan).tolist()
        c_bis = c_bis_of[li].tolist()
        modified = (turned[li] | turned[lj]).tolist()
        plain = ~(turned[li] | turned[lj] | ruled[li])
        k_of = dict(zip_strict(areas.parcel.tolist(), range(areas.parcel.size)))
        lake = ties.parcels.tolist()
        area_note = [""] * areas.parcel.size
        # Notes (and the 200 ft rule's messages, in shore order) only where there is something to say.
        parcel = areas.parcel.tolist()
        said = [k for k in (k_of.get(p) for p in lake)
                if k is not None and (not plain[k] or parcel[k] in areas.notes)]
        for k in said:
            p, i = parcel[k], int(li[k])
            notes = list(areas.notes.get(p, []))
            self._rule_200_notes(notes, p, i, int(lj[k]), k, bool(modified[k]), closes[k], pair_of, proj,
                                 r200, ties, bis)
            area_note[k] = "; ".join(notes)
        geoms, reach_lines = areas.geoms.tolist(), reach.reach_lines.tolist()
        envelopes = reach.envelopes.tolist()
        area_sqft = shapely.area(areas.geoms).tolist()
        built = (~shapely.is_empty(areas.geoms)).tolist()
        env_sqft = shapely.area(reach.envelopes).tolist()
        setback = setback.tolist()
        out_areas, out_reach, out_env, strips = [], [], [], []
        for p in lake:
            pid = self.name(p)
            k = k_of.get(p)
            if p in self.strip_no:
                # Its own water, never given to a lot (DESIGN.md step 7); no reach line or envelope:
                # no parcel, so nobody's structures.
                text = "; ".join(n for n in (self.strip_note(p), area_note[k] if k is not None else "") if n)
                if k is None or not built[k]:
                    strips.append(RightsArea(None, Polygon(), 0.0, None, note=text))
                else:
                    strips.append(RightsArea(None, geoms[k], area_sqft[k],
                                             None if closes[k] != closes[k] else closes[k],
                                             modified=modified[k], note=text))
                continue
            if k is None:
                out_areas.append(RightsArea(pid, Polygon(), 0.0, None, modified=False,
                                            note="; ".join(areas.notes.get(p, []))))
                continue
            out_areas.append(RightsArea(
                pid, geoms[k], area_sqft[k], None if closes[k] != closes[k] else closes[k],
                modified=modified[k], note=area_note[k],
                closes_at_bisectors_ft=c_bis[k] if math.isfinite(c_bis[k]) else None))
            if built[k]:
                out_reach.append(ReachLine(pid, reach_lines[k], s.reach_ft))
                out_env.append(Envelope(pid, envelopes[k], setback[k], s.reach_ft, env_sqft[k]))
        out_areas, out_reach, out_env = self._join_pieces(out_areas, out_reach, out_env)
        self.out["areas"], self.out["reach"], self.out["envelopes"] = out_areas, out_reach, out_env
        self.out["strips"] = strips

    def _join_pieces(self, areas: list[RightsArea], reach: list[ReachLine], envelopes: list[Envelope]
                     ) -> tuple[list[RightsArea], list[ReachLine], list[Envelope]]:
        """A wrapping lot's pieces (DESIGN.md step 2) as one rights area, reach line and envelope
        of the lot, with its note on the pieces (the rows as they are when no lot wraps)."""
        if not self.piece_of:
            return areas, reach, envelopes
        notes = {self.ids[lot]: text for lot, text in self.wrap_note.items()}

        def join_areas(rows: list[RightsArea]) -> RightsArea:
            built = [r.geometry for r in rows if r.geometry is not None and not r.geometry.is_empty]
            closes = [r.closes_at_ft for r in rows if r.closes_at_ft is not None]
            text = "; ".join(dict.fromkeys(n for n in (notes.get(rows[0].parcel_id or "", ""),
                                                       *(r.note for r in rows)) if n))
            return RightsArea(rows[0].parcel_id, shapely.union_all(built) if built else Polygon(),
                              sum(r.area_sqft for r in rows), min(closes) if closes else None,
                              modified=any(r.modified for r in rows), note=text)

        out_areas = _joined(areas, join_areas)
        out_reach = _joined(reach, lambda rows: ReachLine(rows[0].parcel_id, shapely.union_all(
            [r.geometry for r in rows]), rows[0].reach_ft))
        out_env = _joined(envelopes, lambda rows: Envelope(rows[0].parcel_id, shapely.union_all(
            [e.geometry for e in rows]), rows[0].setback_ft, rows[0].reach_ft,
            sum(e.area_sqft for e in rows)))
        return out_areas, out_reach, out_env

    def _still_short(self, k: int, li: int, lj: int, closes: float, pair_of: np.ndarray, proj: Projection,
                     r200: Rule200Result, ties: TieData, bis: Bisectors) -> str:
        """Why a parcel whose lines were turned (for it or for a neighbour) still falls short of the
        200 ft rule as drawn: its lines meet too near (a neighbour's change closed it), or a line
        turned for it stops short of the meeting point (land, another line): "" if neither."""
        need = self.settings.min_intersection_ft - 0.01
        if closes == closes and closes < need:
            return f"its water-rights lines meet {closes:.2f} ft out after the 200 ft rule's changes"
        if li in r200.fixed and pair_of[li] != lj:
            for line in (li, lj):
                if proj.length[line] < need:
                    t = int(bis.tie[line])
                    return (f"its water-rights line from tie point {t}, turned for it, stops "
                            f"{float(proj.length[line]):.2f} ft out ({proj.stop[line]}) before the lines "
                            "meet")
        return ""

    def result(self) -> WaterRightsResult:
        o = self.out
        pieces = {self.ids[p]: self.ids[lot] for p, lot in self.piece_of.items()}
        for m in self.messages:           # a front piece is its lot
            if m.parcel_id in pieces:
                m.text = m.text.replace(m.parcel_id, pieces[m.parcel_id])
                m.parcel_id = pieces[m.parcel_id]
        stand_in = {self.ids[p] for p in self.strip_no}
        for m in self.messages:           # a strip has no parcel id: messages name it in words
            if m.parcel_id in stand_in:
                m.text = m.text.replace(f"Parcel {m.parcel_id}", m.parcel_id.strip("()").capitalize())
                m.parcel_id = None
        return WaterRightsResult(
            lakeshore_parcels=o["lakeshore"], tie_points=o["ties"], tie_lines=o["tie_lines"],
            lines=o["lines"],
            rights_areas=o["areas"], reach_lines=o["reach"], envelopes=o["envelopes"], messages=self.messages,
            shoreline=self.shore.geometry(), shoreline_length_in_parcel_ft=o["stretch"],
            unparcelled=o["strips"], jurisdiction_of=self._jurisdiction,
            units={p.parcel_id: tuple(p.units) for p in self.parcels if len(p.units) > 1})
