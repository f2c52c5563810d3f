"""Metes-and-bounds descriptions of a parcel's tie line, water-rights lines and rights area.

A surveyor's description walks the boundary call by call: a bearing and a distance for a straight
line, radius, arc length, central angle and chord for a curve. This module turns the construction's
geometry (core/water_rights.py) into such calls and words; docs/legal-description.md explains the
method. No qgis: the Processing algorithm and the panel pass the CRS's name and the parcels' labels.

How the rights area is walked:
- from the point of beginning (the parcel's "before" tie point on the mean high water mark) out
  along the first water-rights line, round the far side and back along the other line, then along
  the mark to the point of beginning;
- the mark is a natural monument: its stretch is one call "along the mean high water mark" with the
  chord (the mark, not the chord, is the boundary; the chord lets COGO software close the figure);
- the far side is whatever the construction made (the two lines' meeting point, a chord, the
  1,500 ft limit, a median, a neighbour's line): runs of vertices equidistant from one centre are
  curves (the limit is a buffer of the mark: circular arcs round shore vertices), the rest lines;
- every call aims at the true next corner from where the calls as written (rounded to whole
  seconds and 0.01 ft) have got to, so rounding never accumulates: each corner is reached within
  one call's rounding, and the misclosure stated is that of the calls as written.
"""
from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from .compat import pairwise, zip_strict
from .model import Parcel, WaterRightsResult
from .profiles.profile import Profile

Point2 = tuple[float, float]              # (easting, northing)

ON_FT = 0.01            # a vertex this near a line or the mark is on it
COLLINEAR_FT = 0.005    # a vertex this near the chord of its neighbours is no corner of a line call
CIRCLE_FT = 0.005       # vertices this near one radius lie on one curve
OTHER_CURVE_VERTICES = 6  # a curve of another radius than the limit: this many vertices ...
OTHER_CURVE_DEG = 10.0    # ... turning through this much at least
MAX_CURVE_DEG = 179.0   # a curve call longer than this is split (a chord fixes a curve only below 180°)
LABEL_FIELDS = ("tax_map_no", "tax_map", "taxmap", "sbl", "print_key", "tax_id", "parcel_no")

# CSV columns (DESIGN.md CALLS; `along` and `description` extend it: numbers only in numeric columns)
CALL_COLUMNS = ("parcel_id", "seq", "kind", "bearing", "distance_ft", "radius_ft", "arc_ft", "chord_bearing",
                "chord_ft", "from_n", "from_e", "to_n", "to_e", "delta", "turn", "along", "part")


# ------------------------------------------------------------------ bearings and numbers
def quadrant_bearing(azimuth_deg: float) -> str:
    """Grid azimuth (clockwise from north) as a quadrant bearing to the whole second: N dd°mm'ss" E.
    Due north is N 00°00'00" E, due south S 00°00'00" E, due east N 90°00'00" E, due west
    N 90°00'00" W (one form each, so a bearing is never written two ways)."""
    total = round((azimuth_deg % 360.0) * 3600.0) % (360 * 3600)     # whole seconds
    if total <= 90 * 3600:
        ns, ew, angle = "N", "E", total
    elif total < 180 * 3600:
        ns, ew, angle = "S", "E", 180 * 3600 - total
    elif total == 180 * 3600:
        ns, ew, angle = "S", "E", 0
    elif total < 270 * 3600:
        ns, ew, angle = "S", "W", total - 180 * 3600
    else:
        ns, ew, angle = "N", "W", 360 * 3600 - total
    d, rest = divmod(angle, 3600)
    m, s = divmod(rest, 60)
    return f"{ns} {d:02d}°{m:02d}'{s:02d}\" {ew}"


def bearing_azimuth(bearing: str) -> float:
    """The azimuth (degrees) of a bearing written by quadrant_bearing."""
    ns, rest = bearing[0], bearing[1:].strip()
    ew = rest[-1]
    body = rest[:-1].strip()
    d, rest2 = body.split("°")
    m, rest3 = rest2.split("'")
    s = rest3.rstrip('"')
    angle = int(d) + int(m) / 60.0 + float(s) / 3600.0
    if ns == "N":
        return angle if ew == "E" else (360.0 - angle) % 360.0
    return 180.0 - angle if ew == "E" else 180.0 + angle


def angle_dms(deg: float) -> str:
    """An angle as dd°mm'ss" (central angles)."""
    total = round(abs(deg) * 3600.0)
    d, rest = divmod(total, 3600)
    m, s = divmod(rest, 60)
    return f"{d:02d}°{m:02d}'{s:02d}\""


def feet(x: float) -> str:
    return f"{round(x, 2) + 0.0:,.2f}"


def azimuth(a: Point2, b: Point2) -> float:
    return math.degrees(math.atan2(b[0] - a[0], b[1] - a[1])) % 360.0


def advance(p: Point2, azimuth_deg: float, distance: float) -> Point2:
    """The point distance ft from p on a grid azimuth."""
    t = math.radians(azimuth_deg)
    return (p[0] + distance * math.sin(t), p[1] + distance * math.cos(t))


def written_bearing_and_distance(a: Point2, b: Point2) -> tuple[str, float, Point2]:
    """The call from a to b as written (whole seconds, 0.01 ft) and where it really ends."""
    bearing = quadrant_bearing(azimuth(a, b))
    dist = round(math.dist(a, b), 2)
    return bearing, dist, advance(a, bearing_azimuth(bearing), dist)


def _r2(x: float) -> float:
    return round(x, 2) + 0.0          # + 0.0: never -0.0


def where(p: Point2) -> str:
    return f"N {feet(p[1])}, E {feet(p[0])}"


# ------------------------------------------------------------------ calls
@dataclass(frozen=True)
class Call:
    """One course of a description. start/end: the calls as written (end = start + the call)."""
    kind: str                      # line | curve
    along: str                     # rights_line | mark | limit | boundary | tie_line
    start: Point2
    end: Point2
    bearing: str = ""              # a line's bearing; a curve's (and the mark's) chord bearing
    distance_ft: float = 0.0       # a line's length; a curve's (and the mark's) chord
    radius_ft: float | None = None
    arc_ft: float | None = None
    delta_deg: float | None = None
    turn: str = ""                 # right | left (curves)
    mark_ft: float | None = None   # the length of the mark along the call (mark calls)
    what: str = ""                 # the words after the distance ("along the water-rights line ...")

    def sentence(self) -> str:
        if self.kind == "curve":
            return (f"along a curve to the {self.turn} having a radius of {feet(self.radius_ft or 0.0)} "
                    f"feet, "
                    f"a central angle of {angle_dms(self.delta_deg or 0.0)} and an arc length of "
                    f"{feet(self.arc_ft or 0.0)} feet, the chord of which bears {self.bearing} "
                    f"{feet(self.distance_ft)} feet{self.what}")
        if self.along == "mark":
            return (f"along the mean high water mark{self.what}, {feet(self.mark_ft or 0.0)} feet more or "
                    f"less along its windings, the chord of which bears {self.bearing} "
                    f"{feet(self.distance_ft)} feet")
        return f"{self.bearing} {feet(self.distance_ft)} feet{self.what}"


@dataclass(frozen=True)
class Closure:
    misclosure_ft: float
    perimeter_ft: float
    bearing: str                   # from where the calls end to the point of beginning

    @property
    def exact(self) -> bool:
        """Closes within what three decimals of a foot can say."""
        return self.misclosure_ft < 5e-4

    def ratio(self) -> str:
        """The precision ratio to three figures, "1:3,190,000" ("1:∞" when exact)."""
        if self.exact:
            return "1:\u221e"
        n = self.perimeter_ft / self.misclosure_ft
        digits = max(0, len(str(int(n))) - 3)
        return f"1:{round(n, -digits):,.0f}"


@dataclass
class Figure:
    """One closed figure (a rights area, or a part or an exception of it)."""
    beginning: Point2
    beginning_words: str
    calls: list[Call]
    closure: Closure
    area_sqft: float
    role: str = "area"             # area | part | exception


@dataclass
class ParcelDescription:
    parcel_id: str
    label: str
    text: str
    tie_lines: list[Call] = field(default_factory=list)
    rights_lines: list[tuple[Point2, list[Call]]] = field(default_factory=list)
    figures: list[Figure] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)     # what could not be described, in words

    def rows(self) -> list[dict[str, object]]:
        """The rights area's calls as CSV rows (CALL_COLUMNS): numbers as numbers, blanks as None."""
        out: list[dict[str, object]] = []
        seq = 0
        for k, fig in enumerate(self.figures, start=1):
            for c in fig.calls:
                seq += 1
                curve = c.kind == "curve"
                out.append({
                    "parcel_id": self.parcel_id, "seq": seq, "kind": c.kind,
                    "bearing": "" if curve else c.bearing, "distance_ft": None if curve else c.distance_ft,
                    "radius_ft": c.radius_ft, "arc_ft": c.arc_ft,
                    "chord_bearing": c.bearing if curve or c.along == "mark" else "",
                    "chord_ft": c.distance_ft if curve or c.along == "mark" else None,
                    "from_n": _r2(c.start[1]), "from_e": _r2(c.start[0]),
                    "to_n": _r2(c.end[1]), "to_e": _r2(c.end[0]),
                    "delta": angle_dms(c.delta_deg) if c.delta_deg is not None else "", "turn": c.turn,
                    "along": c.along, "part": k})
        return out


# ------------------------------------------------------------------ the words the law gives
@dataclass(frozen=True)
class LegalTerms:
    """The law's terms and citations (profile [legal_description] and [rights_lines])."""
    mark: str = "mean high water mark"
    mark_section: str = ""
    tie_line: str = "mean high water tie line"
    tie_line_section: str = ""
    rights_line: str = "water rights line"
    rights_line_section: str = ""
    method: str = ""
    method_section: str = ""
    limit_ft: float = 1500.0
    limit_section: str = ""
    rule_200_ft: float = 200.0
    rule_200_section: str = ""
    lake: str = ""
    law: str = ""

    @classmethod
    def from_profile(cls, profile: Profile) -> LegalTerms:
        def val(key: str, default: str) -> str:
            v = profile.value(key)
            return str(v) if v is not None else default

        def sec(key: str) -> str:
            return profile.section(key)

        meta = profile.meta
        return cls(mark=val("legal_description.mark_term", cls.mark),
                   mark_section=sec("legal_description.mark_term"),
                   tie_line=val("legal_description.tie_line_term", cls.tie_line),
                   tie_line_section=sec("legal_description.tie_line_term"),
                   rights_line=val("legal_description.rights_line_term", cls.rights_line),
                   rights_line_section=sec("legal_description.rights_line_term"),
                   method=val("legal_description.method", ""),
                   method_section=sec("legal_description.method"),
                   limit_ft=float(profile.value("rights_lines.projection_ft", 1500.0)),
                   limit_section=sec("rights_lines.projection_ft"),
                   rule_200_ft=float(profile.value("rights_lines.min_intersection_ft", 200.0)),
                   rule_200_section=sec("rights_lines.min_intersection_ft"),
                   lake=str(meta.get("lake", "")), law=str(meta.get("law", "")))


def cite(section: str) -> str:
    return f" ({section})" if section else ""


def file_stem(parcel_id: str) -> str:
    """A parcel id as a file name stem: letters, digits, '.', '-' and '_' only (legal_<stem>.txt)."""
    return re.sub(r"[^\w.-]+", "_", parcel_id, flags=re.ASCII).strip("._") or "parcel"


def parcel_label(parcel: Parcel, field: str | None = None) -> str:
    """How the description names a parcel: "tax parcel <number>" from `field` (or, without one, the
    first of LABEL_FIELDS the parcel has), else "parcel <id>"."""
    names = (field.lower(),) if field else LABEL_FIELDS
    for name in names:
        for key, value in parcel.attrs.items():
            if key.lower() == name and value not in (None, "") and str(value).strip():
                return f"tax parcel {one_line(value)}"
    return f"parcel {one_line(parcel.parcel_id)}"


# ------------------------------------------------------------------ the description
class LakeIndex:
    """A lake's construction by parcel, and its lines in a tree: built once for many descriptions
    (without it each description scans the whole lake)."""

    def __init__(self, result: WaterRightsResult) -> None:
        self.result = result
        self.lakeshore = set(result.lakeshore_parcels)
        self.ties: dict[str, list[Any]] = {}
        self.lines: dict[str, list[Any]] = {}
        for t in result.tie_points:
            for pid in {t.parcel_a, t.parcel_b} - {None}:
                self.ties.setdefault(str(pid), []).append(t)
        for ln in result.lines:
            for pid in {ln.parcel_a, ln.parcel_b} - {None}:
                self.lines.setdefault(str(pid), []).append(ln)
        self.tie_lines: dict[str, list[Any]] = {}
        for tl in result.tie_lines:
            self.tie_lines.setdefault(tl.parcel_id, []).append(tl)
        self.areas: dict[str, list[Any]] = {}
        for a in result.rights_areas:
            if a.parcel_id is not None and not a.geometry.is_empty:
                self.areas.setdefault(a.parcel_id, []).append(a)
        self.tree = shapely.STRtree([ln.geometry for ln in result.lines])

    def lines_near(self, bounds: tuple[float, float, float, float], parcel_id: str) -> list[Any]:
        """Other parcels' water-rights lines within 1 ft of the bounds."""
        x0, y0, x1, y1 = bounds
        hits = self.tree.query(shapely.box(x0 - 1.0, y0 - 1.0, x1 + 1.0, y1 + 1.0))
        return [ln for ln in (self.result.lines[int(i)] for i in sorted(hits))
                if parcel_id not in (ln.parcel_a, ln.parcel_b)]


def describe_parcel(result: WaterRightsResult, parcel_id: str, terms: LegalTerms, *,
                    labels: Mapping[str, str] | None = None, crs: str = "the working CRS",
                    index: LakeIndex | None = None) -> ParcelDescription:
    """The description of one lakeshore parcel. labels: parcel id -> "tax parcel 128.07-1-11" (default
    "parcel <id>"); crs: the coordinate system's name ("NAD83 / New York Central (ftUS), EPSG:2261");
    index: LakeIndex(result), when describing many parcels of one lake.
    Raises ValueError for a parcel that is not on the shore."""
    labels = labels or {}
    index = index if index is not None and index.result is result else LakeIndex(result)
    if parcel_id not in index.lakeshore:
        raise ValueError(f"Parcel {parcel_id} does not meet the mean high water mark: it has no tie line, "
                         "water rights lines or rights area to describe.")
    name = one_line(labels.get(parcel_id, f"parcel {parcel_id}"))
    d = ParcelDescription(parcel_id, name, "")
    ties = index.ties.get(parcel_id, [])

    def tie_words(p: Point2) -> str:
        best = min(ties, key=lambda t: math.dist((t.point.x, t.point.y), p), default=None)
        if best is None or math.dist((best.point.x, best.point.y), p) > ON_FT:
            return "a point"
        return f"the tie point between {_pair(best.parcel_a, best.parcel_b, labels)}"

    paragraphs = [_preamble(terms, name, crs)]
    for tl in index.tie_lines.get(parcel_id, []):
        a, b = _xy(tl.geometry.coords[0]), _xy(tl.geometry.coords[-1])
        bearing, dist, end = written_bearing_and_distance(a, b)
        call = Call("line", "tie_line", a, end, bearing, dist, what=f" to {tie_words(b)} at {where(b)}")
        d.tie_lines.append(call)
        paragraphs.append(f"{terms.tie_line.capitalize()}{cite(terms.tie_line_section)}: beginning at "
                          f"{tie_words(a)} at {where(a)}; thence {call.sentence()}. "
                          f"Its length is {feet(tl.length_ft)} feet.")
    for ln in index.lines.get(parcel_id, []):
        paragraphs.append(_rights_line_paragraph(ln, terms, labels, d))
    areas = index.areas.get(parcel_id, [])
    if not areas:
        d.missing.append(f"{name} has no rights area: it has a {terms.rights_line} on one side only, or none "
                         "(see the construction's messages).")
        paragraphs.append(d.missing[-1])
    for area in areas:
        paragraphs.append(_area_paragraphs(area.geometry, index, parcel_id, terms, tie_words, d))
    d.text = "\n\n".join(paragraphs) + "\n"
    return d


def one_line(text: object) -> str:
    """Field text on one line: a name or note with a line break would break the calls' lines."""
    return " ".join(str(text).split())


def _pair(a: str | None, b: str | None, labels: Mapping[str, str]) -> str:
    def one(pid: str | None) -> str:
        if pid is None:
            return "the unparcelled strip (a road end or other unparcelled shore)"
        return one_line(labels.get(pid, f"parcel {pid}"))
    return f"{one(a)} and {one(b)}"


def _xy(c: Sequence[float]) -> Point2:
    return (float(c[0]), float(c[1]))


def _preamble(terms: LegalTerms, name: str, crs: str) -> str:
    law = f" under {terms.law}" if terms.law else ""
    lake = f" of {terms.lake}" if terms.lake else ""
    method = f" {terms.method.rstrip('.')}{cite(terms.method_section)}." if terms.method else ""
    return (f"Description of the {terms.tie_line}, the {terms.rights_line}s and the rights area of "
            f"{name}{law}, "
            f"on the {terms.mark}{lake}. Coordinates are in {crs}, in US survey feet; the basis of bearings "
            f"is grid north of that system (bearings are grid bearings, not true or magnetic). Distances are "
            f"horizontal grid distances in US survey feet.{method} The water beyond "
            f"{feet(terms.limit_ft)} feet "
            f"from the shoreline is outside the law{cite(terms.limit_section)}.")


def _rights_line_paragraph(ln: object, terms: LegalTerms, labels: Mapping[str, str],
                           d: ParcelDescription) -> str:
    coords = [_xy(c) for c in ln.geometry.coords]          # type: ignore[attr-defined]
    pos = coords[0]
    calls: list[Call] = []
    for target in coords[1:]:
        bearing, dist, pos2 = written_bearing_and_distance(pos, target)
        calls.append(Call("line", "rights_line", pos, pos2, bearing, dist))
        pos = pos2
    d.rights_lines.append((coords[0], calls))
    courses = "; thence ".join(c.sentence() for c in calls)
    modified = ""
    if ln.modified:                                          # type: ignore[attr-defined]
        modified = (f" The line is modified from the bisector so that each line is at least "
                    f"{feet(terms.rule_200_ft)} feet long to the point of intersection"
                    f"{cite(terms.rule_200_section)}.")
    note = f" ({one_line(ln.note)})" if ln.note else ""      # type: ignore[attr-defined]
    pair = _pair(ln.parcel_a, ln.parcel_b, labels)           # type: ignore[attr-defined]
    return (f"The {terms.rights_line}{cite(terms.rights_line_section)} between {pair}: beginning at their "
            f"tie point on the {terms.mark} at {where(coords[0])}; thence {courses}, to its end at "
            f"{where(coords[-1])}"
            f"{note}.{modified}")


# ------------------------------------------------------------------ the rights area
def _area_paragraphs(geom: BaseGeometry, index: LakeIndex, parcel_id: str, terms: LegalTerms,
                     tie_words: object, d: ParcelDescription) -> str:
    polys = [g for g in shapely.get_parts(geom) if isinstance(g, Polygon) and g.area > 0.0]
    polys.sort(key=lambda g: -g.area)
    lines = index.lines.get(parcel_id, [])
    out: list[str] = []
    for k, poly in enumerate(polys):
        # only what lies near the figure: a whole lake's mark and lines make every test slow
        x0, y0, x1, y1 = poly.bounds
        mark = shapely.clip_by_rect(index.result.shoreline, x0 - 1.0, y0 - 1.0, x1 + 1.0, y1 + 1.0)
        others = index.lines_near(poly.bounds, parcel_id)
        role = "area" if len(polys) == 1 else "part"
        fig = describe_ring(list(poly.exterior.coords)[:-1], mark, lines, others, terms, tie_words,
                            find_pob=True, role=role, parcel_id=parcel_id)
        d.figures.append(fig)
        head = "The rights area" if role == "area" else f"Part {k + 1} of {len(polys)} of the rights area"
        out.append(figure_text(head, fig, terms))
        for hole in poly.interiors:
            ex = describe_ring(list(hole.coords)[:-1], mark, lines, others, terms, tie_words,
                               find_pob=False, role="exception")
            d.figures.append(ex)
            out.append(figure_text("Excepting therefrom", ex, terms))
    return "\n\n".join(out)


def figure_text(head: str, fig: Figure, terms: LegalTerms) -> str:
    """A figure's paragraph: the point of beginning, a call per line, the area and the closure."""
    calls = ";\nthence ".join(c.sentence() for c in fig.calls)
    c = fig.closure
    closing = (f"The calls above close on the point of beginning within {c.misclosure_ft:.3f} feet "
               f"({c.bearing}), a precision of {c.ratio()} over a perimeter of {feet(c.perimeter_ft)} feet."
               if not c.exact else
               f"The calls above close on the point of beginning exactly at the precision written (a "
               f"misclosure under 0.001 feet over a perimeter of {feet(c.perimeter_ft)} feet).")
    return (f"{head}: beginning at {fig.beginning_words} at {where(fig.beginning)};\n"
            f"thence {calls};\nto the point of beginning, containing {fig.area_sqft:,.0f} square feet "
            f"({fig.area_sqft / 43_560.0:,.3f} acres), more or less. {closing}")


@dataclass
class _Edge:
    a: Point2
    b: Point2
    cls: str          # rights_line:<k> | neighbour:<id> | mark | boundary


def describe_ring(ring: list[tuple[float, ...]], mark: BaseGeometry, lines: Sequence[object],
                  others: Sequence[object], terms: LegalTerms, tie_words: object, *,
                  find_pob: bool, role: str, parcel_id: str | None = None) -> Figure:
    """One closed ring as calls. find_pob: begin at a tie point of the parcel, going out along its
    water-rights line (else at the ring's first vertex)."""
    pts = _drop_repeats([_xy(c) for c in ring])
    if len(pts) < 3:
        raise ValueError("A figure needs three corners or more to be described.")
    start = _pob_index(pts, lines, parcel_id) if find_pob else 0
    pts = pts[start:] + pts[:start]
    edges = _classify(pts, mark, lines, others)
    if find_pob and edges and edges[0].cls == "mark":       # go out along the line, back along the mark
        pts = [pts[0], *pts[1:][::-1]]
        edges = _classify(pts, mark, lines, others)
    groups = _groups(edges)

    def named(p: Point2) -> str:
        return tie_words(p) if callable(tie_words) else "a point"

    calls = _calls(groups, terms, named)
    words = named(pts[0])
    pob = (_r2(pts[0][0]), _r2(pts[0][1]))        # as written: the calls start and end there
    return Figure(pts[0], words, calls, _closure(calls, pob), _area(pts, calls, groups), role)


def _drop_repeats(pts: list[Point2]) -> list[Point2]:
    out: list[Point2] = []
    for p in pts:
        if not out or math.dist(out[-1], p) > 1e-6:
            out.append(p)
    if len(out) > 1 and math.dist(out[0], out[-1]) <= 1e-6:
        out.pop()
    return out


def _pob_index(pts: list[Point2], lines: Sequence[object], parcel_id: str | None) -> int:
    """The vertex at the parcel's "before" tie point (the tie point with the parcel after it), where
    its first water-rights line leaves the shore; else the vertex nearest any of its lines' starts."""
    starts = [_xy(ln.geometry.coords[0]) for ln in lines]    # type: ignore[attr-defined]
    first = [s for ln, s in zip_strict(lines, starts) if getattr(ln, "parcel_b", None) == parcel_id]
    for group in (first, starts):
        best, best_d = 0, math.inf
        for i, p in enumerate(pts):
            for s in group:
                dd = math.dist(p, s)
                if dd < best_d:
                    best, best_d = i, dd
        if best_d <= ON_FT:
            return best
    return 0


def _classify(pts: list[Point2], mark: BaseGeometry, lines: Sequence[object],
              others: Sequence[object]) -> list[_Edge]:
    n = len(pts)
    geoms = [ln.geometry for ln in lines]                     # type: ignore[attr-defined]
    edges = []
    for i in range(n):
        a, b = pts[i], pts[(i + 1) % n]
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        probe = shapely.points([a, b, mid])
        cls = "boundary"
        for k, g in enumerate(geoms):
            if max(shapely.distance(probe, g)) <= ON_FT:
                cls = f"rights_line:{k}"
                break
        else:
            if max(shapely.distance(probe, mark)) <= ON_FT:
                cls = "mark"
            else:
                for o in others:
                    if max(shapely.distance(probe, o.geometry)) <= ON_FT:   # type: ignore[attr-defined]
                        cls = f"neighbour:{id(o)}"
                        break
        edges.append(_Edge(a, b, cls))
    return edges


def _groups(edges: list[_Edge]) -> list[list[_Edge]]:
    groups: list[list[_Edge]] = []
    for e in edges:
        if groups and groups[-1][0].cls == e.cls and e.cls != "boundary":
            groups[-1].append(e)
        else:
            groups.append([e])
    # boundary edges: one group per maximal run (split into lines and curves by _boundary_calls)
    merged: list[list[_Edge]] = []
    for g in groups:
        if merged and g[0].cls == "boundary" and merged[-1][0].cls == "boundary":
            merged[-1].extend(g)
        else:
            merged.append(g)
    return merged


def _calls(groups: list[list[_Edge]], terms: LegalTerms, named: Callable[[Point2], str]) -> list[Call]:
    """The calls of the groups of edges; named(p) is the words for a corner ("the tie point between ...")."""
    calls: list[Call] = []
    first = groups[0][0].a if groups else (0.0, 0.0)
    pos = (_r2(first[0]), _r2(first[1]))     # the point of beginning as written: the calls start there
    pob = pos                                 # ... and the last call ends there

    def aim(p: Point2) -> Point2:
        return pob if p == first else p
    for g in groups:
        cls = g[0].cls
        if cls == "mark":
            target = aim(g[-1].b)
            bearing, dist, end = written_bearing_and_distance(pos, target)
            length = sum(math.dist(e.a, e.b) for e in g)
            calls.append(Call("line", "mark", pos, end, bearing, dist, mark_ft=length,
                              what=f"{cite(terms.mark_section)}"))
            pos = end
            continue
        pts = [g[0].a] + [aim(e.b) for e in g]
        for piece in _pieces(pts, terms):
            pos = _emit(piece, pos, cls, terms, calls, named)
    return calls


def _pieces(pts: list[Point2], terms: LegalTerms) -> list[tuple[str, list[Point2], Point2 | None]]:
    """A run of vertices as (line | curve, its vertices, the curve's centre)."""
    out: list[tuple[str, list[Point2], Point2 | None]] = []
    i, n = 0, len(pts)
    while i < n - 1:
        run, centre = _curve_at(pts, i, terms)
        if centre is None and out and out[-1][0] == "curve":
            run, centre = _same_circle(pts, i, out[-1])
        if centre is not None:
            out.append(("curve", pts[i:i + run], centre))
            i += run - 1
            continue
        j = i + 1
        while j + 1 < n and _collinear(pts[i], pts[j], pts[j + 1]) and _curve_at(pts, j, terms)[1] is None:
            j += 1
        out.append(("line", [pts[i], pts[j]], None))
        i = j
    return out


def _same_circle(pts: list[Point2], i: int, previous: tuple[str, list[Point2], Point2 | None]
                 ) -> tuple[int, Point2 | None]:
    """The rest of the circle a curve was split from (at MAX_CURVE_DEG): the vertices from i on
    that lie on its circle, turning its way (a long curve's last few vertices are too few to be
    a curve on their own)."""
    _kind, prev, centre = previous
    if centre is None:
        return 0, None
    r = math.dist(centre, prev[0])
    sign = math.copysign(1.0, _turn(prev[0], prev[1], prev[2]))
    j = i
    while (j + 1 < len(pts) and abs(math.dist(centre, pts[j + 1]) - r) <= CIRCLE_FT
           and math.copysign(1.0, _turn(pts[j - 1], pts[j], pts[j + 1])) == sign):
        j += 1
    return (j - i + 1, centre) if j > i else (0, None)


def _collinear(a: Point2, b: Point2, c: Point2) -> bool:
    """b lies on the segment a-c (within COLLINEAR_FT), going the same way."""
    ac = math.dist(a, c)
    if ac == 0:
        return False
    cross = (c[0] - a[0]) * (b[1] - a[1]) - (c[1] - a[1]) * (b[0] - a[0])
    dot = (b[0] - a[0]) * (c[0] - a[0]) + (b[1] - a[1]) * (c[1] - a[1])
    return abs(cross) / ac <= COLLINEAR_FT and 0 < dot < ac * ac


def _circumcentre(a: Point2, b: Point2, c: Point2) -> Point2 | None:
    ax, ay = a
    bx, by = b[0] - ax, b[1] - ay
    cx, cy = c[0] - ax, c[1] - ay
    den = 2 * (bx * cy - by * cx)
    if abs(den) < 1e-9:
        return None
    b2, c2 = bx * bx + by * by, cx * cx + cy * cy
    return (ax + (cy * b2 - by * c2) / den, ay + (bx * c2 - cx * b2) / den)


def _turn(a: Point2, b: Point2, c: Point2) -> float:
    return (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])


def _curve_at(pts: list[Point2], i: int, terms: LegalTerms) -> tuple[int, Point2 | None]:
    """The longest curve starting at vertex i: (vertex count, centre), or (0, None). On the law's
    limit radius three vertices make a curve (the construction's arcs are buffers of the mark);
    on another radius only a long run does: a few vertices of a smooth line (a shore sampled
    every 10 ft, offset) lie within CIRCLE_FT of some circle by chance."""
    n = len(pts)
    if i + 2 >= n:
        return 0, None
    centre = _circumcentre(pts[i], pts[i + 1], pts[i + 2])
    if centre is None:
        return 0, None
    r = math.dist(centre, pts[i])
    if r > 100_000.0 or _collinear(pts[i], pts[i + 1], pts[i + 2]):
        return 0, None
    sign = math.copysign(1.0, _turn(pts[i], pts[i + 1], pts[i + 2]))
    j = i + 2
    swept = _swept(centre, pts[i], pts[j])
    while j + 1 < n:
        nxt = pts[j + 1]
        bends = math.copysign(1.0, _turn(pts[j - 1], pts[j], nxt))
        if abs(math.dist(centre, nxt) - r) > CIRCLE_FT or bends != sign:
            break
        more = _swept(centre, pts[j], nxt)
        if swept + more > MAX_CURVE_DEG:
            break
        swept += more
        j += 1
    count = j - i + 1
    if abs(r - terms.limit_ft) > ON_FT and (count < OTHER_CURVE_VERTICES or swept < OTHER_CURVE_DEG):
        return 0, None
    return count, centre


def _swept(c: Point2, a: Point2, b: Point2) -> float:
    a1 = math.atan2(a[1] - c[1], a[0] - c[0])
    a2 = math.atan2(b[1] - c[1], b[0] - c[0])
    return abs(math.degrees((a2 - a1 + math.pi) % (2 * math.pi) - math.pi))


def _emit(piece: tuple[str, list[Point2], Point2 | None], pos: Point2, cls: str, terms: LegalTerms,
          calls: list[Call], named: Callable[[Point2], str]) -> Point2:
    kind, pts, centre = piece
    target = pts[-1]
    along = "rights_line" if cls.startswith("rights_line") else "boundary"
    if cls.startswith("neighbour"):
        what = f" along the neighbouring {terms.rights_line}"
    elif along == "rights_line":
        what = f" along the {terms.rights_line}{cite(terms.rights_line_section)}"
    else:
        what = ""
    if kind == "line" or centre is None:
        bearing, dist, end = written_bearing_and_distance(pos, target)
        calls.append(Call("line", along, pos, end, bearing, dist,
                          what=f"{what} to {named(target)} at {where(target)}"))
        return end
    r = math.dist(centre, pts[0])
    on_limit = abs(r - terms.limit_ft) <= ON_FT
    bearing, chord, end = written_bearing_and_distance(pos, target)
    # the central angle at the true centre, from where the calls are to the corner (from the
    # chord, 2 asin(c / 2r) would be ill-conditioned near a half circle)
    delta = _swept(centre, pos, target)
    turn = "right" if _turn(pts[0], pts[1], pts[2]) < 0 else "left"
    limit = (f" along the limit {feet(terms.limit_ft)} feet from the {terms.mark}{cite(terms.limit_section)}"
             if on_limit else "")
    calls.append(Call("curve", "limit" if on_limit else "boundary", pos, end, bearing, chord,
                      radius_ft=round(r, 2), arc_ft=round(r * math.radians(delta), 2), delta_deg=delta,
                      turn=turn,
                      what=f"{limit} to {named(target)} at {where(target)}"))
    return end


def _closure(calls: list[Call], pob: Point2) -> Closure:
    end = calls[-1].end if calls else pob
    perimeter = sum((c.arc_ft if c.kind == "curve" and c.arc_ft else (c.mark_ft or c.distance_ft))
                    for c in calls)
    mis = math.dist(end, pob)
    return Closure(round(mis, 6), perimeter, quadrant_bearing(azimuth(end, pob)) if mis > 0 else "")


def _area(pts: list[Point2], calls: list[Call], groups: list[list[_Edge]]) -> float:
    """The area inside the boundary described: the ring's (the mark as it winds) plus, for every
    curve, the circular segments between its arc and the ring's chords."""
    signed = 0.0
    n = len(pts)
    for i in range(n):
        (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % n]
        signed += x1 * y2 - x2 * y1
    signed /= 2.0
    for c in calls:
        if c.kind != "curve" or not c.radius_ft:
            continue
        r = c.radius_ft
        # the polygon's chords along the arc are short: the segment between the arc and its chords
        # is the arc's segment less the polygon's chord segments; the polygon follows the arc's
        # vertices, so add the difference between the sector and the polygonal fan.
        seg = _arc_excess(pts, c, r)
        signed += seg if c.turn == "left" else -seg
    return abs(signed)


def _arc_excess(pts: list[Point2], c: Call, r: float) -> float:
    """The area between the arc and the ring's vertices along it (sum of each chord's segment)."""
    total = 0.0
    inside = [p for p in pts if _on_call_arc(p, c, r)]
    ordered = sorted(inside, key=lambda p: math.dist(p, c.start))
    chain = [c.start, *ordered, c.end]
    for a, b in pairwise(chain):
        ch = math.dist(a, b)
        if ch == 0:
            continue
        theta = 2 * math.asin(min(1.0, ch / (2 * r)))
        total += r * r / 2 * (theta - math.sin(theta))
    return total


def _on_call_arc(p: Point2, c: Call, r: float) -> bool:
    centre = curve_centre(c.start, c.end, r, c.turn, c.delta_deg or 0.0)
    if abs(math.dist(p, centre) - r) > 0.02 or math.dist(p, c.start) < 1e-6 or math.dist(p, c.end) < 1e-6:
        return False
    # between start and end on the arc's side
    slack = math.degrees(0.02 / r)          # the written start and radius are 0.01 ft from true
    return _swept(centre, c.start, p) + _swept(centre, p, c.end) <= (c.delta_deg or 0.0) + slack


def curve_centre(a: Point2, b: Point2, r: float, turn: str, delta_deg: float) -> Point2:
    """The centre of the curve of radius r and central angle delta from a to b turning right or
    left: r from a, (90° - delta/2) off the chord. (Not from the chord's length: near a half
    circle that is ill-conditioned, and 0.005 ft of rounding would move the centre a tenth.)"""
    turn_by = 90.0 - delta_deg / 2.0
    direction = azimuth(a, b) + (turn_by if turn == "right" else -turn_by)
    return advance(a, direction, r)


def describe_parcels(result: WaterRightsResult, parcel_ids: Sequence[str], terms: LegalTerms, *,
                     labels: Mapping[str, str] | None = None, crs: str = "the working CRS"
                     ) -> list[ParcelDescription]:
    """describe_parcel for several parcels (the lakeshore ones among parcel_ids, in shore order)."""
    wanted = set(parcel_ids)
    index = LakeIndex(result)
    return [describe_parcel(result, pid, terms, labels=labels, crs=crs, index=index)
            for pid in result.lakeshore_parcels if pid in wanted]


__all__ = ["CALL_COLUMNS", "Call", "Closure", "Figure", "LakeIndex", "LegalTerms", "ParcelDescription",
           "angle_dms", "bearing_azimuth", "curve_centre", "describe_parcel", "describe_parcels",
           "figure_text", "file_stem", "parcel_label", "quadrant_bearing"]
