#!/usr/bin/env python3
"""Build the bundled sample lake: resources/sample/sample_lake.gpkg and bathymetry.tif.

A made-up but believable stretch of Keuka Lake's east shore just south of the outlet line of
§160-120B (Ice House point, N 966,392 E 690,745), in EPSG:2261 (NAD83 / New York Central, US
survey feet): the MHW mark with a headland, a cove and a ~90° inside corner; tax parcels with
the usual tax-map mess; a lake-bottom elevation raster with one shallow stretch; and a proposed
layout whose features each show one thing about the Keuka law (field `intent`).

Deterministic (fixed seed, fixed GeoPackage timestamps). Uses numpy, shapely and GDAL/OGR only
(no qgis), so it runs in the project venv:  .venv/bin/python scripts/make_sample.py
It checks its own output against its own water-rights approximation (tie-line bisectors) and
stops with an AssertionError if a deliberate feature does not sit where it should.
"""
from __future__ import annotations

import argparse
import itertools
import math
import random
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import shapely
from osgeo import gdal, ogr, osr
from shapely.geometry import LineString, Point, Polygon
from shapely.ops import substring

gdal.UseExceptions()
ogr.UseExceptions()

SEED = 20060920                       # the day Jerusalem added the Keuka law (L.L. No. 8-2006)
EPSG = 2261
OUT_DIR = Path(__file__).resolve().parent.parent / "resources" / "sample"
MHW_LEVEL = 715.3                     # §160-121 mean high water level
LAKE_LEVEL_DEPTH_REF = 712.55         # §160-123A(1)(b)[2] lake level for the 3 ft depth test
CELL = 5.0                            # raster cell size, ft
NODATA = -9999.0
ROUND = 2                             # coordinates to 0.01 ft

Vec = tuple[float, float]


# ------------------------------------------------------------------------- shoreline

def _turtle(start: Vec, azimuth: float, moves: list[tuple], marks: dict[str, float]) -> np.ndarray:
    """Dense (~0.5 ft) path from straight runs ("S", len), arcs ("A", turn_deg, radius; + = right)
    and sharp corners ("C", turn_deg). ("M", name) records the chainage reached so far."""
    pts = [np.array(start, float)]
    az = math.radians(azimuth)
    chain = 0.0
    for mv in moves:
        if mv[0] == "M":
            marks[mv[1]] = chain
            continue
        if mv[0] == "C":
            az += math.radians(mv[1])
            continue
        if mv[0] == "S":
            n = max(2, int(mv[1] / 0.5))
            d = np.array([math.sin(az), math.cos(az)])
            for _k in range(1, n + 1):
                pts.append(pts[-1] + d * (mv[1] / n))
            chain += mv[1]
            continue
        turn, radius = math.radians(mv[1]), mv[2]
        length = abs(turn) * radius
        n = max(4, int(length / 0.5))
        for _ in range(n):
            # chord of a small arc step: heading at the step's middle
            step = turn / n
            mid = az + step / 2
            chord = 2 * radius * math.sin(abs(step) / 2)
            pts.append(pts[-1] + np.array([math.sin(mid), math.cos(mid)]) * chord)
            az += step
        chain += length
    marks["end"] = chain
    return np.array(pts)


@dataclass
class Shore:
    line: LineString                  # the MHW mark, north to south (water on the right)
    marks: dict[str, float]           # chainages on `line` of the named places


def build_shoreline(rng: random.Random) -> Shore:
    marks: dict[str, float] = {}
    moves = [
        ("S", 300), ("A", 14, 1800), ("S", 400), ("A", -10, 1500), ("S", 400),
        ("M", "headland_start"),
        ("A", 60, 220), ("S", 230), ("M", "tip_start"), ("A", -112, 105), ("M", "tip_end"),
        ("S", 120), ("A", 64, 260),
        ("M", "headland_end"),
        ("S", 700), ("A", 8, 2000), ("S", 400),
        ("M", "cove_start"),
        ("A", -85, 110), ("M", "bay_start"), ("A", 170, 170), ("M", "bay_end"), ("A", -85, 110),
        ("M", "cove_end"),
        ("S", 600), ("A", -12, 2000),
        ("M", "flat_start"), ("S", 900), ("M", "flat_end"), ("S", 700),
        ("M", "corner"), ("C", 90), ("S", 320), ("M", "fill_tip_start"), ("A", -86, 40),
        ("M", "fill_tip_end"), ("S", 400), ("A", 6, 2000), ("S", 820),
    ]
    # Start ~140 ft south of Ice House point (§160-120B(1)), heading down the east shore.
    dense = _turtle((690770.0, 966250.0), 178.0, moves, marks)
    base = LineString(dense)
    L = base.length

    # Vertices every 10-20 ft; the inside corner is kept as an exact vertex.
    ks = [0.0]
    while ks[-1] < L:
        ks.append(ks[-1] + rng.uniform(10.0, 20.0))
    ks[-1] = L
    if ks[-1] - ks[-2] < 10.0:
        del ks[-2]
    k_corner = marks["corner"]
    ks = sorted(set([k for k in ks if abs(k - k_corner) > 6.0] + [k_corner]))

    # Gentle wander across the path (sum of long waves), faded out around the inside corner so
    # that its legs stay straight like DESIGN.md's worked example.
    waves = [(rng.uniform(7, 10), 1400.0, rng.uniform(0, 6.28)),
             (rng.uniform(3.5, 5.5), 530.0, rng.uniform(0, 6.28)),
             (rng.uniform(1.5, 2.5), 190.0, rng.uniform(0, 6.28))]

    def fade(c: float) -> float:
        d = abs(c - k_corner)
        return 0.0 if d < 260 else min(1.0, (d - 260) / 120)

    out = []
    for k in ks:
        p = np.array(base.interpolate(k).coords[0])
        a = np.array(base.interpolate(max(0.0, k - 1.0)).coords[0])
        b = np.array(base.interpolate(min(L, k + 1.0)).coords[0])
        t = (b - a) / np.linalg.norm(b - a)
        right = np.array([t[1], -t[0]])           # towards the water
        off = sum(amp * math.sin(2 * math.pi * k / lam + ph) for amp, lam, ph in waves)
        off = off * fade(k) * min(1.0, k / 150) + fade(k) * rng.uniform(-0.3, 0.3)
        q = p + right * off
        out.append((round(q[0], ROUND), round(q[1], ROUND)))
    line = LineString(out)
    assert line.is_simple, "MHW line crosses itself"
    # Chainages of the named places on the final line.
    fmarks = {name: line.project(base.interpolate(c)) for name, c in marks.items()}
    fmarks["end"] = line.length
    return Shore(line=line, marks=fmarks)


def lake_polygon(mhw: LineString) -> Polygon:
    """Water side of the MHW mark, closed far to the west; its north edge runs parallel to the
    outlet line of §160-120B so nothing of the outlet is lake."""
    c = list(mhw.coords)
    d = np.array([690588 - 690745, 966509 - 966392], float)
    d /= np.linalg.norm(d)
    north = np.array(c[0]) + d * 6000
    south = (c[-1][0] - 6000, c[-1][1])
    poly = Polygon([*c, south, (south[0], north[1]), tuple(north)])
    assert poly.is_valid
    return poly


def frame_at(mhw: LineString, c: float, half: float = 8.0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Point on the MHW at chainage c, unit tangent (along the chainage, over +-half ft) and unit
    normal to the water."""
    p = np.array(mhw.interpolate(c).coords[0])
    a = np.array(mhw.interpolate(max(0.0, c - half)).coords[0])
    b = np.array(mhw.interpolate(min(mhw.length, c + half)).coords[0])
    t = (b - a) / np.linalg.norm(b - a)
    return p, t, np.array([t[1], -t[0]])


# ------------------------------------------------------------------------- parcel plan

@dataclass
class Lot:
    frontage: float | None         # MHW length wanted (None: fill)
    land_use: str = "residential"
    tag: str = ""                     # which deliberate feature sits here
    center: float | None = None    # chainage to centre the lot on
    name: str = ""                    # business / park name (owner)


@dataclass
class ParcelRec:
    pid: str
    c0: float
    c1: float
    lot: Lot
    geom: Polygon = None
    attrs: dict = field(default_factory=dict)


def plan_lots(shore: Shore, rng: random.Random) -> list[tuple[float, float, Lot]]:
    """(c0, c1, lot) in shore order. Fixed lots go where the features need them, fill lots share
    what is left between the fixed ones."""
    m = shore.marks
    K = m["corner"]
    tip_mid = (m["tip_start"] + m["tip_end"]) / 2
    bay_mid = (m["bay_start"] + m["bay_end"]) / 2
    flat_mid = m["flat_start"] + 450
    F = Lot  # brevity
    seq: list = [
        ("at", 40.0),
        F(270, "municipal", "municipal_pier", name="Town of Milo"),
        F(None), F(None),
        F(88, tag="straight_dock_hoist"),
        F(None),
        F(124, tag="t_dock_float"),
        F(None), F(None),
        F(112, tag="dock_too_long"),
        F(None),
        F(34, tag="narrow_lot"),
        F(None),
        F(172, tag="buoy_far_out"),
        F(None),
        ("at", m["headland_start"] - 20),
        F(None), F(None),
        F(150, tag="point", center=tip_mid),
        F(None), F(None),
        ("at", m["headland_end"] + 90),
        F(97, tag="dock_too_big"),       # under 100 ft: one dock, so no consolidation reading
        F(None),
        F(99, tag="too_many_buoys"),
        F(None),
        F(96, tag="setback_dock"),
        F(None),
        F(102.6, tag="tax_frontage_under_100"),
        F(None),
        ("at", m["cove_start"] - 40),
        F(None), F(None),
        F(132, tag="cove", center=bay_mid),
        F(None), F(None),
        ("at", m["cove_end"] + 40),
        F(162, tag="docks_too_close"),
        F(None),
        F(118, tag="station_slips_pitch"),
        F(None),
        F(110, tag="station_height"),
        F(None),
        ("at", flat_mid - 450),
        F(None), F(None),
        F(122, tag="depth_exception", center=flat_mid),
        F(None), F(None),
        ("at", flat_mid + 450),
        F(132, tag="boathouse"),
        F(None),
        F(102, tag="buoy_crosses_line"),
        F(None),
        ("at", K - 200), F(100), F(200, tag="inside_corner", center=K), F(100),
        F(380, "marina", "marina", name="Crooked Lake Marina Inc."),
        F(182, "restaurant", "restaurant", name="Dockside Grill LLC"),
        F(None),
        F(188, tag="buoys_overlap"),
        F(166, "hotel", "hotel", name="East Branch Inn Corp."),
        F(None),
        F(262, "yacht_club", "yacht_club", name="Keuka East Branch Yacht Club"),
        F(None),
        ("at", m["end"] - 40),
    ]
    # Split into zones between "at" anchors; centred lots become anchors of their own.
    lots: list[tuple[float, float, Lot]] = []
    anchor = None
    zone: list[Lot] = []

    def close_zone(a: float, b: float, items: list[Lot]) -> None:
        fixed = sum(it.frontage for it in items if it.frontage is not None)
        n_fill = sum(1 for it in items if it.frontage is None)
        rest = b - a - fixed
        if n_fill == 0:
            assert abs(rest) < 0.5, f"zone {a:.0f}-{b:.0f} does not close: {rest:.1f}"
        else:
            assert rest > 45 * n_fill, f"zone {a:.0f}-{b:.0f} too short for its lots ({rest:.0f} ft)"
        weights = [rng.uniform(0.65, 1.45) for it in items if it.frontage is None]
        scale = rest / sum(weights) if weights else 0.0
        c = a
        wi = iter(weights)
        for it in items:
            f = it.frontage if it.frontage is not None else next(wi) * scale
            lots.append((c, c + f, it))
            c += f

    for item in seq:
        if isinstance(item, tuple):
            if anchor is not None:
                close_zone(anchor, item[1], zone)
            anchor, zone = item[1], []
        elif item.center is not None:
            a = item.center - item.frontage / 2
            close_zone(anchor, a, zone)
            lots.append((a, a + item.frontage, item))
            anchor, zone = a + item.frontage, []
        else:
            zone.append(item)
    for c0, c1, lot in lots:
        assert 25 <= c1 - c0 <= 400, (lot.tag, c1 - c0)
    return lots


# ------------------------------------------------------------------------- parcels

FIRST = ["James", "Mary", "Robert", "Patricia", "John", "Linda", "Michael", "Barbara", "David",
         "Susan", "William", "Karen", "Thomas", "Nancy", "Richard", "Carol", "Daniel", "Ruth",
         "Paul", "Sharon", "Mark", "Donna", "Steven", "Janet", "Kevin", "Ellen", "Gary", "Anne"]
LAST = ["Van Dusen", "Hollister", "Schuyler", "Dunning", "Castner", "Whitbeck", "Pratt", "Ostrander",
        "Haddock", "Lazenby", "Ebert", "Struble", "Kinney", "Bordwell", "Tomion", "Weinrich",
        "Gleason", "Hatmaker", "Spike", "Nutt", "Bauter", "Aldrich", "Kendall", "Mapes", "Switzer",
        "Crosby", "Lefler", "Gerber", "Holcomb", "Roesch", "Ketchum", "Beyea", "Stiles", "Sisson",
        "Farnham", "Merritt", "Fingar", "Drake", "Yates", "Bellis", "Coons", "Wixson", "Perrine"]

# Tax-map mess, by tie index (filled in by build_parcels once the ties are known):
#   short: the lot line stops this many ft inland of the MHW mark; overrun: runs this far into the
#   lake; the sliver tie has a 2 ft gap between the neighbours' side lines.
SHORT_FT = (7.5, 4.0, 9.2)
OVERRUN_FT = (3.5, 5.8, 2.4)


def _chaikin(coords: np.ndarray, rounds: int) -> np.ndarray:
    """Corner cutting: rounds the notches a union of disks leaves, keeps the ends."""
    for _ in range(rounds):
        q = coords[:-1] * 0.75 + coords[1:] * 0.25
        r = coords[:-1] * 0.25 + coords[1:] * 0.75
        mid = np.empty((2 * len(q), 2))
        mid[0::2], mid[1::2] = q, r
        coords = np.vstack([coords[:1], mid, coords[-1:]])
    return coords


def build_road(shore: Shore, lake: Polygon) -> LineString:
    """Rear lot line: East Lake Rd's right-of-way, ~200-300 ft inland. It is the edge of the lake
    grown by a slowly varying distance (a union of disks on the MHW mark), so it can never loop,
    then smoothed; it runs past the ends of the MHW mark so the end lots have a rear line."""
    mhw = shore.line
    L = mhw.length
    cs = np.arange(-600.0, L + 610, 10.0)
    pts = []
    for c in cs:
        p, t, _n = frame_at(mhw, min(max(c, 0.0), L))
        pts.append(p + t * (c - min(max(c, 0.0), L)))     # straight on past the ends
    pts = np.array(pts)
    radius = 245 + 40 * np.sin(cs / 1700 * 2 * math.pi + 0.7) + 18 * np.sin(cs / 610 * 2 * math.pi + 2.1)
    grown = shapely.union_all([*shapely.buffer(shapely.points(pts), radius, quad_segs=16), lake])
    grown = grown.buffer(160, quad_segs=16).buffer(-160, quad_segs=16)   # close the notches behind points
    ring = LineString(grown.exterior.coords)
    # the stretch of the grown edge between the points behind the two extended ends
    _p0, _, n0 = frame_at(mhw, 0.0)
    _p1, _, n1 = frame_at(mhw, L)
    a = ring.project(Point(*(pts[0] - n0 * radius[0])))
    b = ring.project(Point(*(pts[-1] - n1 * radius[-1])))
    part = substring(ring, min(a, b), max(a, b))
    coords = np.array(part.coords)
    if np.linalg.norm(coords[0] - pts[0]) > np.linalg.norm(coords[-1] - pts[0]):
        coords = coords[::-1]                            # north to south, like the MHW mark
    coarse = np.array(shapely.simplify(LineString(coords), 2.0).coords)
    road = shapely.simplify(LineString(_chaikin(coarse, 4)), 0.3)
    assert road.is_simple and not road.intersects(mhw)
    return road


def build_parcels(shore: Shore, lots: list[tuple[float, float, Lot]],
                  rng: random.Random) -> tuple[list[ParcelRec], dict]:
    mhw = shore.line
    road = build_road(shore, lake_polygon(mhw))
    ties = [lots[0][0]] + [c1 for _, c1, _ in lots]
    for (_a0, a1, _), (b0, _, _) in itertools.pairwise(lots):
        assert abs(a1 - b0) < 1e-6

    # Choose messy ties away from every tie of a parcel whose features sit near its lines.
    precise = {"setback_dock", "buoy_crosses_line", "too_many_buoys", "inside_corner", "cove", "point"}
    clean = {0, len(ties) - 1}
    for i, (_, _, lot) in enumerate(lots):
        if lot.tag in precise or (lot.land_use != "residential" and lot.tag not in ("municipal_pier",)):
            clean |= {i, i + 1}
        if lot.tag == "inside_corner":
            clean |= {i - 1, i + 2}
    candidates = [i for i in range(1, len(ties) - 1) if i not in clean]
    pick = rng.sample(candidates, len(SHORT_FT) + len(OVERRUN_FT) + 1)
    shift: dict[int, float] = {}
    for i, s in zip(pick, SHORT_FT, strict=False):
        shift[i] = s
    for i, s in zip(pick[len(SHORT_FT):], OVERRUN_FT, strict=False):
        shift[i] = -s
    sliver = pick[-1]

    # Rear corner of each lot line on the road: the nearest road point, nudged along the road so
    # lot lines meet the shore obliquely (a few by ~20-30°).
    oblique_big = set(rng.sample([i for i in candidates if i not in pick], 4))
    r = []
    for i, c in enumerate(ties):
        p = mhw.interpolate(c)
        ri = road.project(p)
        if i in oblique_big:
            ri += rng.choice((-1, 1)) * rng.uniform(95, 130)
        else:
            ri += rng.uniform(-35, 35)
        if r:
            ri = max(ri, r[-1] + 20)
        r.append(ri)

    def lot_line(i: int, side: float = 0.0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(shore end, rear end, unit direction inland) of lot line i; side shifts it along the
        shore and the road (the sliver)."""
        p = np.array(mhw.interpolate(ties[i] + side).coords[0])
        q = np.array(road.interpolate(r[i] + side).coords[0])
        u = (q - p) / np.linalg.norm(q - p)
        return p, q, u

    recs: list[ParcelRec] = []
    taper = 15.0
    info = {"short": [], "overrun": [], "sliver": None, "oblique": [], "lot_line_end": {}}
    for k, (c0, c1, lot) in enumerate(lots):
        i0, i1 = k, k + 1
        s0 = 1.0 if i0 == sliver else 0.0            # this lot starts 1 ft after the sliver tie
        s1 = -1.0 if i1 == sliver else 0.0           # ... or ends 1 ft before it
        p0, _q0, u0 = lot_line(i0, s0)
        p1, _q1, u1 = lot_line(i1, s1)
        start = p0 + u0 * shift.get(i0, 0.0)          # + inland (short) / - lake (overrun)
        end = p1 + u1 * shift.get(i1, 0.0)
        if i1 in shift:
            info["lot_line_end"][i1] = Point(*end)
        a = c0 + s0 + (taper if i0 in shift else 0.0)
        b = c1 + s1 - (taper if i1 in shift else 0.0)
        water = list(substring(mhw, a, b).coords)
        ring = [tuple(start), *water, tuple(end)]
        rear = substring(road, r[i0] + s0, r[i1] + s1)
        ring += list(rear.coords)[::-1]
        ring = [(round(x, ROUND), round(y, ROUND)) for x, y in ring]
        poly = Polygon(ring)
        if not poly.is_valid:
            poly = shapely.make_valid(poly)
            assert poly.geom_type == "Polygon", (lot.tag, poly.geom_type)
        recs.append(ParcelRec(pid=f"SL-{k + 1:03d}", c0=c0, c1=c1, lot=lot, geom=poly))

    for i in shift:
        (info["short"] if shift[i] > 0 else info["overrun"]).append((i, shift[i]))
    info["sliver"] = sliver
    for i in range(len(ties)):
        p, _q, u = lot_line(i)
        _, _t, n = frame_at(mhw, ties[i])
        inland = -n
        ang = math.degrees(math.acos(max(-1.0, min(1.0, float(np.dot(u, inland))))))
        info["oblique"].append(ang)
    info["ties"] = ties
    info["road"] = road
    return recs, info


def attribute_parcels(recs: list[ParcelRec], rng: random.Random) -> None:
    sections = [(2500, "128.07"), (5000, "128.11"), (7500, "128.15"), (1e9, "128.19")]
    lot_no: dict[str, int] = {}
    for rec in recs:
        mid = (rec.c0 + rec.c1) / 2
        sec = next(s for lim, s in sections if mid < lim)
        lot_no[sec] = lot_no.get(sec, 1) + rng.choice((1, 1, 1, 2))
        tax = f"{sec}-1-{lot_no[sec]}" + (".1" if rng.random() < 0.12 else "")
        mhw_len = rec.c1 - rec.c0
        # Tax maps list frontage a few feet off the survey (rarely exact).
        err = rng.choice((-1, 1)) * rng.uniform(0.8, 5.5)
        if math.floor((mhw_len + err) / 50) != math.floor(mhw_len / 50):
            err = -err                   # stay in the survey length's band (bands step at 50/100 ft)
        frontage = round(mhw_len + err, 1)
        assert math.floor(frontage / 50) == math.floor(mhw_len / 50), rec.pid
        if rec.lot.tag == "tax_frontage_under_100":
            # Survey length over 100 ft, tax map under: by the tax-map reading (§160-121 "lake
            # shoreline footage") the lot gets 1 dock and 4 moorings, not 2 and 6.
            frontage = 98.4
        if rec.lot.name:
            owner = rec.lot.name
        else:
            f1, f2 = rng.sample(FIRST, 2)
            owner = f"{f1} & {f2} {rng.choice(LAST)}" if rng.random() < 0.6 else f"{f1} {rng.choice(LAST)}"
            if rng.random() < 0.1:
                owner = f"{rng.choice(LAST)} Family Trust"
        number = 1301 + 2 * int(mid / 11)
        rec.attrs = {
            "parcel_id": rec.pid,
            "land_use": rec.lot.land_use,
            "frontage_ft": frontage,
            "owner": owner,
            "address": f"{number} East Lake Rd",
            "tax_map_no": tax,
            "seating": 140 if rec.lot.land_use == "restaurant" else None,
        }


# ------------------------------------------------------------------------- water-rights approximation

@dataclass
class RLine:
    tie: int
    origin: np.ndarray
    direction: np.ndarray
    line: LineString
    waterside_deg: float


def rights_lines(mhw: LineString, lake: Polygon, ties: list[float]) -> dict[int, RLine]:
    """DESIGN.md's construction without the 200 ft rule: bisect the waterside angle of the tie
    lines at each inner tie point. Only used here to place and check the sample features."""
    pts = [np.array(mhw.interpolate(c).coords[0]) for c in ties]
    out = {}
    for i in range(1, len(pts) - 1):
        a = pts[i - 1] - pts[i]
        b = pts[i + 1] - pts[i]
        a /= np.linalg.norm(a)
        b /= np.linalg.norm(b)
        ang = math.degrees(math.acos(max(-1.0, min(1.0, float(np.dot(a, b))))))
        s = a + b
        if np.linalg.norm(s) < 1e-9:
            s = np.array([b[1], -b[0]])
        s /= np.linalg.norm(s)
        if not lake.contains(Point(*(pts[i] + s * 2.0))):
            s = -s
            ang = 360 - ang
        out[i] = RLine(i, pts[i], s, LineString([tuple(pts[i]), tuple(pts[i] + s * 1500)]), ang)
    return out


def closes_at(l0: RLine, l1: RLine) -> float | None:
    x = l0.line.intersection(l1.line)
    if x.is_empty or x.geom_type != "Point":
        return None
    return max(Point(*l0.origin).distance(x), Point(*l1.origin).distance(x))


def rights_area(mhw: LineString, l0: RLine, l1: RLine, c0: float, c1: float) -> Polygon:
    far0, far1 = l0.line.coords[1], l1.line.coords[1]
    x = l0.line.intersection(l1.line)
    shore = list(substring(mhw, c0, c1).coords)
    if not x.is_empty and x.geom_type == "Point":
        poly = Polygon([*shore, x.coords[0]])
    else:
        poly = Polygon([*shore, far1, far0])
    return poly.buffer(0)


# ------------------------------------------------------------------------- layout

@dataclass
class Feat:
    geom: object
    attrs: dict


def _rect(o: np.ndarray, t: np.ndarray, n: np.ndarray, u0: float, u1: float, v0: float, v1: float,
          joins: tuple[float, ...] = ()) -> list:
    """Rectangle in the local frame (u along the shore, v out over the water). `joins` adds
    vertices on the shore-side edge where a walkway meets it, so dock parts share exact edges."""
    bottom = [(u, v0) for u in sorted((u0, *joins, u1))]
    return [tuple(o + t * u + n * v) for u, v in [*bottom, (u1, v1), (u0, v1)]]


def _poly(coords: list) -> Polygon:
    return Polygon([(round(x, ROUND), round(y, ROUND)) for x, y in coords])


def build_layout(mhw: LineString, marks: dict[str, float], recs: list[ParcelRec],
                 lines: dict[int, RLine]) -> tuple[list[Feat], list[Feat], dict]:
    by_tag = {r.lot.tag: (k, r) for k, r in enumerate(recs) if r.lot.tag}
    structures: list[Feat] = []
    buoys: list[Feat] = []
    expect: dict = {}

    def frame(tag: str) -> tuple[np.ndarray, np.ndarray, np.ndarray, str]:
        """Local frame at the middle of the lot: origin on the MHW, t along the tie line, n to water."""
        _k, rec = by_tag[tag]
        p0 = np.array(mhw.interpolate(rec.c0).coords[0])
        p1 = np.array(mhw.interpolate(rec.c1).coords[0])
        t = (p1 - p0) / np.linalg.norm(p1 - p0)
        n = np.array([t[1], -t[0]])
        o = np.array(mhw.interpolate(mhw.project(Point(*((p0 + p1) / 2)))).coords[0])
        return o, t, n, rec.pid

    def struct(tag: str, kind: str, coords: list, intent: str, **kw) -> None:
        pid = by_tag[tag][1].pid
        a = {"kind": kind, "dock_id": None, "part": None, "construction": "permanent", "height_ft": None,
             "roof_pitch": None, "slips": None, "parcel_id": pid, "enclosed_sides": 0, "second_floor": 0,
             "existing": 0, "shared_with": None, "intent": intent}
        a.update(kw)
        structures.append(Feat(_poly(coords), a))

    def buoy(tag: str, o, t, n, u: float, v: float, vessel: float, rode: float, intent: str) -> None:
        pid = by_tag[tag][1].pid
        p = o + t * u + n * v
        buoys.append(Feat(Point(round(p[0], ROUND), round(p[1], ROUND)),
                          {"vessel_length_ft": vessel, "rode_length_ft": rode, "parcel_id": pid,
                           "intent": intent}))

    C = "compliant"
    # Municipal pier: would break the reach if the parcel were regulated; it is not (§160-120D).
    o, t, n, pid = frame("municipal_pier")
    struct("municipal_pier", "dock", _rect(o, t, n, -5, 5, -2, 95),
           "compliant: municipal parcel, not regulated §160-120D (a regulated dock this long would break the "
           "65 ft reach)",
           dock_id=f"{pid}-D1", slips=4)
    # Compliant straight dock with a seasonal boat hoist structure beside it.
    o, t, n, pid = frame("straight_dock_hoist")
    struct("straight_dock_hoist", "dock", _rect(o, t, n, -14, -8, -2, 40), C + ": straight dock 6 x 42 ft",
           dock_id=f"{pid}-D1", slips=1)
    struct("straight_dock_hoist", "boat_hoist_structure", _rect(o, t, n, -4, 8, 10, 36),
           C + ": seasonal boat hoist structure, roof 2/12, open sides §160-122F",
           construction="seasonal", height_ft=11.0, roof_pitch=2.0, slips=1)
    # Compliant T dock (walkway + appendage) and a swim float.
    o, t, n, pid = frame("t_dock_float")
    struct("t_dock_float", "dock", _rect(o, t, n, -3, 3, -2, 34),
           C + ": T dock walkway (whole T dock 460 sq ft waterside)", dock_id=f"{pid}-D1", part="walkway",
           slips=2)
    struct("t_dock_float", "dock", _rect(o, t, n, -16, 16, 34, 42, (-3, 3)),
           C + ": T dock appendage §160-123A(1)(b)[3]", dock_id=f"{pid}-D1", part="appendage")
    struct("t_dock_float", "swim_float", _rect(o, t, n, 23, 33, 40, 50),
           C + ": swim float inside the water-rights lines §160-123A(1)(e)", construction="seasonal")
    # Too long: 75 ft out where the lake is deep.
    o, t, n, pid = frame("dock_too_long")
    struct("dock_too_long", "dock", _rect(o, t, n, -3, 3, -2, 75),
           "violates reach §160-123A(1)(b)[1]: 75 ft from MHW, limit 65", dock_id=f"{pid}-D1", slips=1)
    # Buoy more than 100 ft out: needs a state anchorage permit.
    o, t, n, pid = frame("buoy_far_out")
    buoy("buoy_far_out", o, t, n, 0, 135, 24, 26,
         "warning anchorage_permit §160-124F(3): buoy 135 ft from MHW (> 100 ft)")
    # Too big: one T-shaped polygon, 848 sq ft, on a lot allowed one dock (so it cannot be read
    # as two docks consolidated under §160-123A(1)(d)).
    o, t, n, pid = frame("dock_too_big")
    big = [tuple(o + t * u + n * v) for u, v in ((-4, -2), (4, -2), (4, 32), (18, 32), (18, 48), (-18, 48),
                                                 (-18, 32), (-4, 32))]
    struct("dock_too_big", "dock", big,
           "violates dock_area §160-123A(1)(b): 832 sq ft waterside > 720, on a lot allowed one dock",
           dock_id=f"{pid}-D1", slips=2)
    # Five small moorings on a lot allowed four (moorings = boats, §160-123A(1)(a)[1], §160-122M).
    o, t, n, pid = frame("too_many_buoys")
    for u, v in ((-20, 24), (20, 24), (0, 60), (-20, 96), (20, 96)):
        buoy("too_many_buoys", o, t, n, u, v, 11, 7,
             "violates boat_count/buoy_count §160-123A(1)(a)[1], §160-122M: 5 moorings on a lot allowed 4")
    # Setback: a dock 5 ft from the water-rights line at the lot's north tie, parallel to it.
    k, rec = by_tag["setback_dock"]
    ln = lines[k]
    d = ln.direction
    inward = np.array([d[1], -d[0]])               # right of the line looking out = this lot's side
    p1 = np.array(mhw.interpolate(rec.c1).coords[0])
    if np.dot(p1 - ln.origin, inward) < 0:
        inward = -inward
    sb = [tuple(ln.origin + d * v + inward * w) for w, v in ((5, -2), (11, -2), (11, 40), (5, 40))]
    struct("setback_dock", "dock", sb,
           "violates setback §160-122D: 5 ft from a water-rights line, 10 required", dock_id=f"{rec.pid}-D1",
           slips=1)
    # Two docks 6 ft apart on a lot allowed two.
    o, t, n, pid = frame("docks_too_close")
    struct("docks_too_close", "dock", _rect(o, t, n, -14, -8, -2, 40),
           "violates dock_separation §160-123A(1)(c): 6 ft from the other dock, 10 required",
           dock_id=f"{pid}-D1", slips=1)
    struct("docks_too_close", "dock", _rect(o, t, n, -2, 4, -2, 40),
           "violates dock_separation §160-123A(1)(c): 6 ft from the other dock, 10 required",
           dock_id=f"{pid}-D2", slips=1)
    # Boat station: 3 slips (residential limit 2) and roof pitch 4/12 (limit 3/12); with a dock.
    o, t, n, pid = frame("station_slips_pitch")
    struct("station_slips_pitch", "dock", _rect(o, t, n, -30, -24, -2, 40), C + ": straight dock",
           dock_id=f"{pid}-D1", slips=1)
    struct("station_slips_pitch", "boat_station", _rect(o, t, n, -4, 26, 6, 32),
           "violates station_slips §160-122G (3 > 2) and roof_pitch §160-122G (4/12 > 3/12)",
           height_ft=13.0, roof_pitch=4.0, slips=3)
    # Boat station 17 ft high (limit 15), roof at the 3/12 limit.
    o, t, n, pid = frame("station_height")
    struct("station_height", "dock", _rect(o, t, n, -22, -16, -2, 40), C + ": straight dock",
           dock_id=f"{pid}-D1", slips=1)
    struct("station_height", "boat_station", _rect(o, t, n, -6, 18, 6, 32),
           "violates height §160-122G: 17 ft above MHW, limit 15",
           height_ft=17.0, roof_pitch=3.0, slips=2)
    # Shallow stretch: the dock runs past 65 ft to (not beyond) the 3 ft depth point.
    o, t, n, pid = frame("depth_exception")
    struct("depth_exception", "dock", _rect(o, t, n, -3, 3, -2, 90),
           "compliant by depth exception §160-123A(1)(b)[2]: 90 ft out, "
           "3 ft depth at 712.55 reached ~96 ft out",
           dock_id=f"{pid}-D1", slips=1)
    # Boathouse: not permitted waterside on Keuka.
    o, t, n, pid = frame("boathouse")
    struct("boathouse", "boathouse", _rect(o, t, n, -13, 13, -2, 32),
           "violates structure_not_permitted §160-122H: boathouse",
           height_ft=14.0, roof_pitch=3.0, slips=1, enclosed_sides=3)
    # Buoy whose swing circle crosses the lot's south water-rights line.
    k, rec = by_tag["buoy_crosses_line"]
    ln = lines[k + 1]
    o, t, n, pid = frame("buoy_crosses_line")
    # Centre 60 ft out and 22 ft from the line: step along the shore until the distance fits.
    u = 0.0
    for _ in range(20):
        p = o + t * u + n * 60
        u += abs(float(np.cross(ln.direction, p - ln.origin))) - 22.0
    buoy("buoy_crosses_line", o, t, n, u, 60, 22, 18,
         "violates buoy_swing §160-122E: 40 ft swing circle crosses the water-rights line 22 ft away")
    expect["crossing_line_tie"] = k + 1
    # Two moorings whose swing circles overlap.
    o, t, n, pid = frame("buoys_overlap")
    buoy("buoys_overlap", o, t, n, -22, 65, 20, 14,
         "violates buoy_contact §160-122E: swing circles (34 ft) overlap, centres 44 ft apart")
    buoy("buoys_overlap", o, t, n, 22, 65, 20, 14,
         "violates buoy_contact §160-122E: swing circles (34 ft) overlap, centres 44 ft apart")
    # Other land uses, all compliant (20 ft setback §160-122D).
    # The marina wraps round the tip of the fill: its docks go on the straight west face.
    pid = by_tag["marina"][1].pid
    for j, c in enumerate((marks["fill_tip_end"] + 35, marks["fill_tip_end"] + 100)):
        o, t, n = frame_at(mhw, c, 25.0)
        struct("marina", "dock", _rect(o, t, n, -3, 3, -2, 52), C + ": marina dock walkway",
               dock_id=f"{pid}-D{j + 1}", part="walkway", slips=8)
        struct("marina", "dock", _rect(o, t, n, -18, 18, 52, 60, (-3, 3)), C + ": marina dock T head",
               dock_id=f"{pid}-D{j + 1}", part="appendage")
    o, t, n, pid = frame("restaurant")
    struct("restaurant", "dock", _rect(o, t, n, -4, 4, -2, 32), C + ": restaurant customer dock walkway",
           dock_id=f"{pid}-D1", part="walkway", slips=8)
    struct("restaurant", "dock", _rect(o, t, n, -25, 25, 32, 40, (-4, 4)),
           C + ": restaurant customer dock T head", dock_id=f"{pid}-D1", part="appendage")
    o, t, n, pid = frame("hotel")
    struct("hotel", "dock", _rect(o, t, n, -3, 3, -2, 44), C + ": hotel dock walkway", dock_id=f"{pid}-D1",
           part="walkway", slips=6)
    struct("hotel", "dock", _rect(o, t, n, -3, 37, 44, 50, (3,)), C + ": hotel dock L appendage",
           dock_id=f"{pid}-D1", part="appendage")
    o, t, n, pid = frame("yacht_club")
    struct("yacht_club", "dock", _rect(o, t, n, -3, 3, -2, 32), C + ": club dock walkway",
           dock_id=f"{pid}-D1", part="walkway", slips=2)
    struct("yacht_club", "dock", _rect(o, t, n, -15, 15, 32, 40, (-3, 3)), C + ": club dock T head",
           dock_id=f"{pid}-D1", part="appendage")
    for u in (-52, 50):
        buoy("yacht_club", o, t, n, u, 95, 26, 20,
             C + ": club mooring, 46 ft swing circle clear of lines and docks")
    return structures, buoys, expect


# ------------------------------------------------------------------------- bathymetry

def depth_normal(d: np.ndarray) -> np.ndarray:
    """Depth below MHW (ft) d ft offshore: ~0.23 ft/ft at the shore, 3 ft below 712.55 by ~27 ft."""
    return 75.0 * (1.0 - np.exp(-d / 320.0))


def depth_shallow(d: np.ndarray) -> np.ndarray:
    """A flat: 0.06 ft/ft (1.15 ft below 712.55 at 65 ft, 3 ft at ~95.8 ft), then the drop-off
    down to the normal bottom."""
    return np.minimum(np.maximum(0.06 * d, depth_normal(np.maximum(d - 130.0, 0.0))), depth_normal(d))


def shallow_weight(c: np.ndarray, core: tuple[float, float], ramp: float = 120.0) -> np.ndarray:
    a, b = core
    w = np.clip((c - (a - ramp)) / ramp, 0, 1) * np.clip(((b + ramp) - c) / ramp, 0, 1)
    return w


def bathymetry(mhw: LineString, lake: Polygon, core: tuple[float, float]) -> tuple[np.ndarray, tuple]:
    minx, miny, maxx, maxy = mhw.bounds
    x0 = math.floor((minx - 500) / CELL) * CELL
    x1 = math.ceil((maxx + 20) / CELL) * CELL
    y0 = math.floor((miny - 150) / CELL) * CELL
    y1 = math.ceil((maxy + 20) / CELL) * CELL
    nx, ny = int((x1 - x0) / CELL), int((y1 - y0) / CELL)
    xs = x0 + (np.arange(nx) + 0.5) * CELL
    ys = y1 - (np.arange(ny) + 0.5) * CELL
    X, Y = np.meshgrid(xs, ys)
    pts = shapely.points(X.ravel(), Y.ravel())
    shapely.prepare(lake)
    water = shapely.contains_xy(lake, X.ravel(), Y.ravel())
    z = np.full(X.size, NODATA, dtype=np.float64)
    wp = pts[water]
    # distance to the MHW mark through an index of its segments (a plain distance is slow here)
    xy = np.asarray(mhw.coords)
    segs = shapely.linestrings(np.stack([xy[:-1], xy[1:]], axis=1))
    _, d = shapely.STRtree(segs).query_nearest(wp, return_distance=True, all_matches=False)
    # chainage only matters next to the flat: where the nearest shore point is on it or its ramps
    ramp = 120.0
    lo, hi = core[0] - ramp, core[1] + ramp
    flat = substring(mhw, lo, hi)
    near = (shapely.distance(wp, flat) <= d + 1e-6) & (d < 350.0)
    c = np.full(len(wp), -1e9)
    c[near] = lo + shapely.line_locate_point(flat, wp[near])
    # the flat fades out 150-350 ft offshore, so far from shore the bottom is the same everywhere
    w = shallow_weight(c, core, ramp) * np.clip((350.0 - d) / 200.0, 0.0, 1.0)
    # gentle undulation of the bottom away from the flat (none on the flat itself)
    wx, wy = X.ravel()[water], Y.ravel()[water]
    bump = 0.3 * np.sin(wx / 173.0) * np.cos(wy / 241.0) * np.minimum(1.0, d / 40.0) * (1 - w)
    depth = w * depth_shallow(d) + (1 - w) * depth_normal(d) + bump
    z[water] = MHW_LEVEL - depth
    z = z.reshape(ny, nx).astype(np.float32)
    return z, (x0, CELL, 0.0, y1, 0.0, -CELL)


def depth_at(z: np.ndarray, gt: tuple, x: float, y: float) -> float:
    """Bilinear lake-bottom elevation at (x, y) from the raster grid (cell centres)."""
    fx = (x - gt[0]) / gt[1] - 0.5
    fy = (y - gt[3]) / gt[5] - 0.5
    i, j = math.floor(fy), math.floor(fx)
    a, b = fy - i, fx - j
    q = z[i:i + 2, j:j + 2].astype(float)
    assert (q > NODATA).all()
    return float(q[0, 0] * (1 - a) * (1 - b) + q[0, 1] * (1 - a) * b
                 + q[1, 0] * a * (1 - b) + q[1, 1] * a * b)


# ------------------------------------------------------------------------- writing

def _srs() -> osr.SpatialReference:
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(EPSG)
    srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    return srs


FIELD_TYPES = {str: ogr.OFTString, float: ogr.OFTReal, int: ogr.OFTInteger}


def write_layer(ds, name: str, gtype: int, schema: list[tuple[str, type]], feats: list[Feat],
                description: str) -> None:
    lyr = ds.CreateLayer(name, _srs(), gtype,
                         options=["FID=fid", "GEOMETRY_NAME=geom", f"DESCRIPTION={description}"])
    for fname, ftype in schema:
        lyr.CreateField(ogr.FieldDefn(fname, FIELD_TYPES[ftype]))
    defn = lyr.GetLayerDefn()
    lyr.StartTransaction()
    for f in feats:
        feat = ogr.Feature(defn)
        feat.SetGeometry(ogr.CreateGeometryFromWkb(shapely.to_wkb(f.geom)))
        for fname, ftype in schema:
            v = f.attrs.get(fname)
            if v is None:
                feat.SetFieldNull(fname)
            else:
                feat.SetField(fname, ftype(v))
        lyr.CreateFeature(feat)
    lyr.CommitTransaction()


def write_outputs(out: Path, mhw: LineString, recs: list[ParcelRec], structures: list[Feat],
                  buoys: list[Feat],
                  z: np.ndarray, gt: tuple) -> None:
    out.mkdir(parents=True, exist_ok=True)
    gpkg = out / "sample_lake.gpkg"
    if gpkg.exists():
        gpkg.unlink()
    gdal.SetConfigOption("OGR_CURRENT_DATE", "2026-01-01T00:00:00.000Z")  # stable gpkg_contents
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(gpkg))
    write_layer(ds, "mhw", ogr.wkbLineString, [("name", str), ("level_ft", float), ("source", str)],
                [Feat(mhw, {"name": "Keuka Lake MHW mark (sample)", "level_ft": MHW_LEVEL,
                            "source": "synthetic, scripts/make_sample.py"})],
                "Mean high water mark (715.3 ft, §160-121), north to south; water to the west")
    pschema = [("parcel_id", str), ("land_use", str), ("frontage_ft", float), ("owner", str),
               ("address", str), ("tax_map_no", str), ("seating", int)]
    write_layer(ds, "parcels", ogr.wkbPolygon, pschema, [Feat(r.geom, r.attrs) for r in recs],
                "Tax parcels (synthetic); frontage_ft is the tax-map lake frontage")
    sschema = [("kind", str), ("dock_id", str), ("part", str), ("construction", str), ("height_ft", float),
               ("roof_pitch", float), ("slips", int), ("parcel_id", str), ("enclosed_sides", int),
               ("second_floor", int), ("existing", int), ("shared_with", str), ("intent", str)]
    write_layer(ds, "structures", ogr.wkbPolygon, sschema, structures,
                "Sample proposed layout: waterside structures")
    bschema = [("vessel_length_ft", float), ("rode_length_ft", float), ("parcel_id", str), ("intent", str)]
    write_layer(ds, "buoys", ogr.wkbPoint, bschema, buoys, "Sample proposed layout: mooring buoys")
    ds = None
    gdal.SetConfigOption("OGR_CURRENT_DATE", None)

    tif = out / "bathymetry.tif"
    if tif.exists():
        tif.unlink()
    drv = gdal.GetDriverByName("GTiff")
    rs = drv.Create(str(tif), z.shape[1], z.shape[0], 1, gdal.GDT_Float32,
                    options=["COMPRESS=DEFLATE", "PREDICTOR=3", "TILED=YES", "ZLEVEL=9"])
    rs.SetGeoTransform(gt)
    rs.SetProjection(_srs().ExportToWkt())
    band = rs.GetRasterBand(1)
    band.SetNoDataValue(NODATA)
    band.SetDescription("lake-bottom elevation, ft above sea level "
                        "(levels of §160-121: MHW 715.3, MLW 712.55)")
    band.SetUnitType("ft")
    band.WriteArray(z)
    rs.SetMetadataItem("AREA_OR_POINT", "Area")
    rs.FlushCache()
    rs = None


# ------------------------------------------------------------------------- checks

def reach_of(geom, mhw: LineString) -> float:
    """Largest distance from any point of the feature to the MHW mark (DESIGN.md reading)."""
    pts = shapely.get_coordinates(shapely.segmentize(geom.boundary, 1.0))
    return float(shapely.distance(shapely.points(pts), mhw).max())


def check(mhw: LineString, lake: Polygon, recs: list[ParcelRec], lines: dict[int, RLine],
          structures: list[Feat],
          buoys: list[Feat], expect: dict, info: dict, z: np.ndarray, gt: tuple,
          core: tuple[float, float]) -> list[str]:
    """Assert the deliberate features sit where they should; return a report."""
    rep: list[str] = []
    idx = {r.pid: k for k, r in enumerate(recs)}

    # Parcels: valid, no overlaps, frontage ranges, depth.
    tree = shapely.STRtree([r.geom for r in recs])
    for k, r in enumerate(recs):
        assert r.geom.is_valid and r.geom.geom_type == "Polygon", r.pid
        for j in tree.query(r.geom):
            if j != k:
                ov = r.geom.intersection(recs[j].geom).area
                assert ov < 0.5, (r.pid, recs[j].pid, ov)
        assert r.geom.distance(mhw) < 0.5, f"{r.pid} does not reach the MHW mark"
    depths = []
    for r in recs:
        mid = mhw.interpolate((r.c0 + r.c1) / 2)
        depths.append(info["road"].distance(mid))
    rep.append(f"parcels: {len(recs)}; MHW frontage "
               f"{min(r.c1 - r.c0 for r in recs):.1f}-{max(r.c1 - r.c0 for r in recs):.1f} ft; "
               f"depth to the road {min(depths):.0f}-{max(depths):.0f} ft")
    assert len(recs) >= 40
    assert min(depths) >= 140 and max(depths) <= 420, (min(depths), max(depths))
    obl = info["oblique"]
    rep.append(f"lot lines vs shore normal: median {np.median(obl):.1f} deg, max {max(obl):.1f} deg, "
               f"{sum(a >= 20 for a in obl)} at >= 20 deg")
    assert sum(a >= 20 for a in obl) >= 3

    # Tax-map mess: measure it on the written polygons.
    for i, _s in info["short"]:
        near = mhw.distance(info["lot_line_end"][i])
        rep.append(f"lot line at tie {i} ({recs[i - 1].pid}|{recs[i].pid}) stops {near:.1f} ft short of MHW")
        assert 3.0 < near <= 10.0
    for i, _s in info["overrun"]:
        corners = list(recs[i - 1].geom.exterior.coords) + list(recs[i].geom.exterior.coords)
        over = max([mhw.distance(Point(q)) for q in corners if lake.contains(Point(q))] or [0.0])
        rep.append(f"lot line at tie {i} ({recs[i - 1].pid}|{recs[i].pid}) runs {over:.1f} ft into the lake")
        assert 1.5 < over <= 8.0
    sl = info["sliver"]
    gap = recs[sl - 1].geom.distance(recs[sl].geom)
    rep.append(f"sliver gap at tie {sl} ({recs[sl - 1].pid}|{recs[sl].pid}): {gap:.2f} ft")
    assert 1.5 < gap < 2.5

    # 200 ft rule places: where the plain bisectors of the cove and corner lots meet.
    for tag in ("cove", "inside_corner", "point"):
        k = next(j for j, r in enumerate(recs) if r.lot.tag == tag)
        ca = closes_at(lines[k], lines[k + 1])
        rep.append(f"{tag} {recs[k].pid}: water-rights lines meet "
                   f"{f'{ca:.1f} ft out' if ca else 'nowhere within 1,500 ft'}"
                   f" (waterside angles {lines[k].waterside_deg:.1f}/{lines[k + 1].waterside_deg:.1f} deg)")
        if tag in ("cove", "inside_corner"):
            assert ca is not None and ca < 200, (tag, ca)
        else:
            assert ca is None
    near = [recs[k].lot.tag for k in range(1, len(recs) - 1)
            if (ca := closes_at(lines[k], lines[k + 1])) is not None and ca < 200]
    assert sorted(near) == ["cove", "inside_corner"], near
    kc = next(j for j, r in enumerate(recs) if r.lot.tag == "inside_corner")
    az = [math.degrees(math.atan2(*lines[j].direction[:2])) % 360 for j in range(kc - 1, kc + 3)]
    rep.append("inside-corner line azimuths (ties K-200..K+200): " + ", ".join(f"{a:.1f}" for a in az))

    # Features against the approximate water-rights lines.
    def clearance(geom, k: int) -> float:
        return min(geom.distance(lines[k].line), geom.distance(lines[k + 1].line))

    def area_of(k: int) -> Polygon:
        r = recs[k]
        return rights_area(mhw, lines[k], lines[k + 1], r.c0, r.c1)

    def wet(g):
        return g.intersection(lake).buffer(-0.01)

    margins: dict[str, float] = {}
    for f in structures + buoys:
        k = idx[f.attrs["parcel_id"]]
        tag = recs[k].lot.tag
        g = (f.geom.buffer(f.attrs["vessel_length_ft"] + f.attrs["rode_length_ft"], 64)
             if "vessel_length_ft" in f.attrs else f.geom)
        if tag in ("municipal_pier",):
            continue
        cl = clearance(g, k)
        margins[recs[k].pid] = min(margins.get(recs[k].pid, 1e9), cl)
        intent = f.attrs["intent"]
        if tag == "setback_dock":
            rep.append(f"setback dock {recs[k].pid}: {cl:.1f} ft from the water-rights line")
            assert 4.0 < cl < 6.0 and area_of(k).buffer(0.01).contains(wet(g)), cl
        elif tag == "buoy_crosses_line":
            assert g.intersects(lines[expect["crossing_line_tie"]].line)
            assert 21.0 < f.geom.distance(lines[expect["crossing_line_tie"]].line) < 23.0
        elif tag == "too_many_buoys":
            assert cl >= 3.0 and area_of(k).contains(wet(g)), (tag, cl)
        else:
            assert cl >= 25.0, (tag, intent, cl)
            assert area_of(k).contains(wet(g)), (tag, intent)
    rep.append("features: every compliant one >= 25 ft from the approximate water-rights lines and inside "
               "its rights area; nearest approach per parcel: "
               + ", ".join(f"{p} {m:.0f} ft" for p, m in sorted(margins.items())))

    # Buoy geometry: contacts, distances from MHW.
    bys = [(f, f.geom.buffer(f.attrs["vessel_length_ft"] + f.attrs["rode_length_ft"], 64)) for f in buoys]
    for a in range(len(bys)):
        for b in range(a + 1, len(bys)):
            touch = bys[a][1].intersects(bys[b][1])
            tag_a = recs[idx[bys[a][0].attrs["parcel_id"]]].lot.tag
            both = tag_a == recs[idx[bys[b][0].attrs["parcel_id"]]].lot.tag == "buoys_overlap"
            assert touch == both, (bys[a][0].attrs, bys[b][0].attrs)
        for s in structures:
            assert not bys[a][1].intersects(s.geom), ("buoy touches a structure", bys[a][0].attrs, s.attrs)
        d = mhw.distance(bys[a][0].geom)
        far = recs[idx[bys[a][0].attrs["parcel_id"]]].lot.tag == "buoy_far_out"
        assert (d > 100) == far, d
        assert bys[a][1].difference(lake).area < 1.0, "swing circle over land"

    # Docks: reach and area.
    docks: dict[str, list] = {}
    for s in structures:
        if s.attrs["kind"] == "dock":
            docks.setdefault(s.attrs["dock_id"], []).append(s.geom)
    for did, parts in sorted(docks.items()):
        g = shapely.union_all(parts)
        assert g.geom_type == "Polygon", f"dock {did} parts do not join"
        reach = reach_of(g, mhw)
        tag = recs[idx[did.rsplit("-", 1)[0]]].lot.tag
        water = g.intersection(lake).area          # the law's area is the waterside part
        rep.append(f"dock {did} ({tag}): area {water:.0f} sq ft waterside ({g.area:.0f} drawn), reach "
                   f"{reach:.1f} ft")
        expected = {"dock_too_big": 832, "t_dock_float": 460}.get(tag)
        assert expected is None or abs(water - expected) < 3, (did, water)
        if tag == "dock_too_long":
            assert 73 < reach < 77
        elif tag == "depth_exception":
            assert 65 < reach < 95
        elif tag == "municipal_pier":
            assert reach > 65
        else:
            assert reach < 62, (did, reach)
        if tag == "dock_too_big":
            assert water > 720
        elif recs[idx[did.rsplit("-", 1)[0]]].lot.land_use == "residential":
            assert water < 700
    # Counts (Keuka §160-123A): only the too-many-buoys lot has more boats than allowed.
    for r in recs:
        f = r.attrs["frontage_ft"]
        mine_s = [s for s in structures if s.attrs["parcel_id"] == r.pid]
        mine_b = [b for b in buoys if b.attrs["parcel_id"] == r.pid]
        boats = sum(s.attrs["slips"] or 0 for s in mine_s) + len(mine_b)
        n_docks = len({s.attrs["dock_id"] for s in mine_s if s.attrs["kind"] == "dock"})
        use = r.attrs["land_use"]
        if use == "residential":
            allowed_boats = 4 if f < 100 else 6 + 3 * int((f - 100) // 100)
            allowed_docks = int(f // 100) + 1
        elif use in ("marina", "yacht_club"):
            allowed_boats, allowed_docks = 75 + 20 * math.ceil(max(0.0, f - 249.99) / 50), 99
        elif use == "restaurant":
            allowed_boats, allowed_docks = (20 if f < 150 else 30 + 10 * math.ceil(max(0.0,
                                                                                       f - 199.99) / 50)), 99
        elif use == "hotel":
            allowed_boats, allowed_docks = (10 if f < 150 else 15 + 5 * math.ceil(max(0.0,
                                                                                      f - 199.99) / 50)), 99
        else:
            continue
        if r.lot.tag == "too_many_buoys":
            assert boats > allowed_boats and len(mine_b) > allowed_boats
            rep.append(f"{r.pid}: {len(mine_b)} moorings, {allowed_boats} allowed (tax frontage {f} ft)")
        else:
            assert boats <= allowed_boats and n_docks <= allowed_docks, (r.pid, boats, n_docks)
    sep = [s.geom for s in structures if recs[idx[s.attrs["parcel_id"]]].lot.tag == "docks_too_close"]
    gap = sep[0].distance(sep[1])
    rep.append(f"docks_too_close: {gap:.1f} ft apart")
    assert 5 < gap < 7

    # Bathymetry along the depth-exception dock and on normal ground.
    k = next(j for j, r in enumerate(recs) if r.lot.tag == "depth_exception")
    r = recs[k]
    p0 = np.array(mhw.interpolate(r.c0).coords[0])
    p1 = np.array(mhw.interpolate(r.c1).coords[0])
    t = (p1 - p0) / np.linalg.norm(p1 - p0)
    n = np.array([t[1], -t[0]])
    o = np.array(mhw.interpolate(mhw.project(Point(*((p0 + p1) / 2)))).coords[0])

    def three_ft_point(o: np.ndarray, n: np.ndarray) -> float:
        for dd in np.arange(8.0, 400.0, 0.25):
            if LAKE_LEVEL_DEPTH_REF - depth_at(z, gt, *(o + n * dd)) >= 3.0:
                return float(dd)
        return float("inf")

    d65 = LAKE_LEVEL_DEPTH_REF - depth_at(z, gt, *(o + n * 65))
    d3 = three_ft_point(o, n)
    on_flat = [r.pid for r in recs if r.c1 > core[0] - 120 and r.c0 < core[1] + 120]
    rep.append(f"shallow stretch (chainage {core[0]:.0f}-{core[1]:.0f}, ramps 120 ft, parcels "
               f"{', '.join(on_flat)}): depth at 712.55 65 ft out {d65:.2f} ft, "
               f"3 ft depth reached {d3:.1f} ft out")
    assert d65 < 3.0 and 90 < d3 < 100
    worst = 0.0
    for c in np.arange(100.0, mhw.length - 100, 50.0):
        if core[0] - 130 < c < core[1] + 130:
            continue
        o, t, n = frame_at(mhw, c)
        if not lake.contains(Point(*(o + n * 30))) or mhw.distance(Point(*(o + n * 30))) < 25:
            continue
        worst = max(worst, three_ft_point(o, n))
    rep.append(f"elsewhere 3 ft depth (at 712.55) reached within {worst:.1f} ft of the MHW mark")
    assert worst <= 32
    return rep


# ------------------------------------------------------------------------- main

def build(out: Path) -> list[str]:
    rng = random.Random(SEED)
    shore = build_shoreline(rng)
    mhw = shore.line
    lake = lake_polygon(mhw)
    lots = plan_lots(shore, rng)
    recs, info = build_parcels(shore, lots, rng)
    attribute_parcels(recs, rng)
    lines = rights_lines(mhw, lake, info["ties"])
    structures, buoys, expect = build_layout(mhw, shore.marks, recs, lines)
    k = next(j for j, r in enumerate(recs) if r.lot.tag == "depth_exception")
    mid = (recs[k].c0 + recs[k].c1) / 2
    core = (mid - 300.0, mid + 300.0)
    z, gt = bathymetry(mhw, lake, core)
    rep = [f"MHW mark: {mhw.length:.0f} ft ({mhw.length / 5280:.2f} mi), {len(mhw.coords)} vertices, "
           f"x {mhw.bounds[0]:.0f}-{mhw.bounds[2]:.0f}, y {mhw.bounds[1]:.0f}-{mhw.bounds[3]:.0f}"]
    rep += check(mhw, lake, recs, lines, structures, buoys, expect, info, z, gt, core)
    write_outputs(out, mhw, recs, structures, buoys, z, gt)
    tags = {}
    for r in recs:
        if r.lot.tag:
            tags.setdefault(r.lot.tag, []).append(r.pid)
    rep.append("deliberate places: " + "; ".join(f"{t}={','.join(p)}" for t, p in tags.items()))
    rep.append("tax-map mess: short "
               + ", ".join(f"{recs[i - 1].pid}|{recs[i].pid} {s:.1f} ft" for i, s in info["short"])
               + "; overrun "
               + ", ".join(f"{recs[i - 1].pid}|{recs[i].pid} {-s:.1f} ft" for i, s in info["overrun"])
               + f"; sliver {recs[info['sliver'] - 1].pid}|{recs[info['sliver']].pid}")
    big = [k for k, a in enumerate(info["oblique"]) if a >= 20]
    rep.append("oblique lot lines (>= 20 deg): " + ", ".join(
        f"{recs[i - 1].pid if i > 0 else '-'}|{recs[i].pid if i < len(recs) else '-'} "
        f"{info['oblique'][i]:.0f} deg" for i in big))
    return rep


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=OUT_DIR, help="output folder (default resources/sample)")
    args = ap.parse_args()
    for line in build(args.out):
        print(line)


if __name__ == "__main__":
    main()
