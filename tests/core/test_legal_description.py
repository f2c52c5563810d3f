"""The legal description (issue #25 part 2, core/legal_description.py): its text and its CSV rows,
walked call by call by a reader of our own (legal_reparse.py), land on the rights area's corners
within 0.01 ft and close on the point of beginning; bearings in quadrant form."""
from __future__ import annotations

import math
import sqlite3
from pathlib import Path

import pytest
import shapely
from legal_reparse import centre, walk_paragraph, walk_rows
from reallake import make_real_lake
from settings import profile_settings
from shapely.geometry import LineString, Point, Polygon

from shoreline_layout.core.compat import pairwise, zip_strict
from shoreline_layout.core.legal_description import (
    Closure,
    LegalTerms,
    bearing_azimuth,
    describe_parcel,
    describe_ring,
    figure_text,
    parcel_label,
    quadrant_bearing,
)
from shoreline_layout.core.model import Parcel
from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.water_rights import compute_water_rights

pytestmark = pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")
SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "sample" / "sample_lake.gpkg"
CRS = "NAD83 / New York Central (ftUS), EPSG:2261"
TOL = 0.01


def _gpkg_geom(blob: bytes) -> object:
    """A GeoPackage geometry blob (header, envelope, WKB) as shapely."""
    envelope = {0: 0, 1: 32, 2: 48, 3: 48, 4: 64}[(blob[3] >> 1) & 7]
    return shapely.from_wkb(bytes(blob[8 + envelope:]))


@pytest.fixture(scope="module")
def terms():
    return LegalTerms.from_profile(load_profile("keuka"))


@pytest.fixture(scope="module")
def sample():
    con = sqlite3.connect(SAMPLE)
    try:
        parcels = [Parcel(pid, _gpkg_geom(g), land_use=lu or "residential", attrs={"tax_map_no": t})
                   for g, pid, lu, t in con.execute(
                       "select geom, parcel_id, land_use, tax_map_no from parcels")]
        (mhw,) = [_gpkg_geom(g) for (g,) in con.execute("select geom from mhw")]
    finally:
        con.close()
    return parcels, compute_water_rights(parcels, mhw, profile_settings("keuka"))


@pytest.fixture(scope="module")
def keuka_piece():
    lake = make_real_lake("keuka", seed=7, s_range=(95_000.0, 107_000.0))
    return lake, compute_water_rights(lake.parcels, lake.lake, profile_settings("keuka"))


def area_paragraphs(text: str) -> list[str]:
    return [p for p in text.split("\n\n") if p.startswith(("The rights area", "Part ", "Excepting"))]


def check_closes_on_area(d, result, pid: str) -> list[dict]:
    """Walk the text and the rows; every call ends on a corner of the rights area, every corner of
    the area is a call's end or lies on its call (line, curve, or the mark); the figure closes."""
    area = next(a for a in result.rights_areas if a.parcel_id == pid)
    rings = [list(ring.coords)[:-1] for g in shapely.get_parts(area.geometry)
             for ring in (g.exterior, *g.interiors)]
    walked_all = []
    paragraphs = area_paragraphs(d.text)
    assert len(paragraphs) == len(d.figures) >= 1
    for paragraph, fig in zip_strict(paragraphs, d.figures):
        pob, calls = walk_paragraph(paragraph)
        ring = next(r for r in rings if min(math.dist(pob, v) for v in r) <= TOL)
        # the point of beginning is written to 0.01 ft: within 0.005 ft each way of its corner
        assert min(math.dist(pob, v) for v in ring) <= 0.005 * math.sqrt(2) + 1e-9
        assert math.dist(calls[-1]["end"], pob) <= TOL                     # closes on it
        for c in calls[:-1]:                                                 # ends on corners
            assert min(math.dist(c["end"], v) for v in ring) <= TOL, c
        for v in ring:                                                       # corners on calls
            assert any(_on_call(v, c, result.shoreline) for c in calls), v
        rows = [r for r in d.rows() if r["part"] == d.figures.index(fig) + 1]
        ends = walk_rows(rows, (rows[0]["from_e"], rows[0]["from_n"]))
        assert [pytest.approx(c["end"], abs=TOL) for c in calls] == ends
        walked_all += calls
    return walked_all


def _on_call(v, c, mark) -> bool:
    if min(math.dist(v, c["start"]), math.dist(v, c["end"])) <= TOL:
        return True
    if c["kind"] == "line":
        return LineString([c["start"], c["end"]]).distance(Point(v)) <= TOL
    if c["kind"] == "mark":
        return Point(v).distance(mark) <= TOL
    o = centre(c["start"], c["end"], c["radius"], c["turn"], c["delta"])
    on_circle = abs(math.dist(o, v) - c["radius"]) <= TOL
    # between the ends: the angles from the ends add up to the central angle
    ang = [math.atan2(p[1] - o[1], p[0] - o[0]) for p in (c["start"], v, c["end"])]
    sweep = [abs((b - a + math.pi) % (2 * math.pi) - math.pi) for a, b in pairwise(ang)]
    return on_circle and math.degrees(sum(sweep)) <= c["delta"] + math.degrees(2 * TOL / c["radius"])


def closure_figures(text: str) -> list[float]:
    import re
    return [float(m) for m in re.findall(r"close on the point of beginning within (\d+\.\d{3}) feet", text)]


# ------------------------------------------------------------------ bearings
@pytest.mark.parametrize(("azimuth", "bearing"), [
    (0.0, "N 00°00'00\" E"), (90.0, "N 90°00'00\" E"), (180.0, "S 00°00'00\" E"), (270.0, "N 90°00'00\" W"),
    (360.0, "N 00°00'00\" E"), (45.5, "N 45°30'00\" E"), (95.840278, "S 84°09'35\" E"),
    (264.159722, "S 84°09'35\" W"), (275.840278, "N 84°09'35\" W"), (359.99999, "N 00°00'00\" E"),
    (179.99999, "S 00°00'00\" E"), (10.0 + 59 / 60 + 59.6 / 3600, "N 11°00'00\" E"),
])
def test_quadrant_bearings_at_the_four_quadrants_and_due_north_east_south_west(azimuth, bearing):
    assert quadrant_bearing(azimuth) == bearing
    expected = azimuth % 360.0 if azimuth < 359.9 else 0.0
    assert bearing_azimuth(bearing) == pytest.approx(expected, abs=1 / 3600)


# ------------------------------------------------------------------ the sample lake
def test_sample_lake_plain_parcel_text_and_rows_close_on_the_rights_area(sample, terms):
    parcels, r = sample
    labels = {p.parcel_id: parcel_label(p) for p in parcels}
    d = describe_parcel(r, "SL-053", terms, labels=labels, crs=CRS)
    calls = check_closes_on_area(d, r, "SL-053")
    assert [c["kind"] for c in calls] == ["line", "line", "line", "mark"]
    assert "tax parcel 128." in d.text and CRS in d.text and "US survey feet" in d.text
    assert "§160-122C" in d.text and "§160-120A" in d.text and "grid north" in d.text
    # the stated area is the rights area's (no curves: the ring's own area)
    area = next(a for a in r.rights_areas if a.parcel_id == "SL-053").area_sqft
    assert d.figures[0].area_sqft == pytest.approx(area, abs=0.5)
    assert f"containing {area:,.0f} square feet" in d.text
    (mis,) = closure_figures(d.text)
    assert mis == pytest.approx(d.figures[0].closure.misclosure_ft, abs=5e-4) and mis <= TOL


def test_sample_lake_200_ft_rule_parcel_is_described_with_its_modified_lines(sample, terms):
    _parcels, r = sample
    d = describe_parcel(r, "SL-049", terms)
    assert all(ln.modified for ln in r.lines if "SL-049" in (ln.parcel_a, ln.parcel_b))
    assert d.text.count("modified from the bisector") == 2 and "(§160-122C(2))" in d.text
    check_closes_on_area(d, r, "SL-049")


def test_every_sample_lake_parcel_with_a_rights_area_closes(sample, terms):
    _parcels, r = sample
    described = 0
    for a in r.rights_areas:
        if a.parcel_id is None or a.geometry.is_empty:
            continue
        d = describe_parcel(r, a.parcel_id, terms)
        check_closes_on_area(d, r, a.parcel_id)
        assert max(f.closure.misclosure_ft for f in d.figures) <= TOL
        described += 1
    assert described >= 50


def test_a_parcel_without_a_rights_area_says_so(sample, terms):
    _parcels, r = sample
    pid = next(a.parcel_id for a in r.rights_areas if a.geometry.is_empty)
    d = describe_parcel(r, pid, terms)
    assert d.figures == [] and d.missing and "has no rights area" in d.text


def test_a_parcel_off_the_shore_is_refused_in_a_sentence(sample, terms):
    _parcels, r = sample
    with pytest.raises(ValueError, match="does not meet the mean high water mark"):
        describe_parcel(r, "no-such-parcel", terms)


# ------------------------------------------------------------------ a real shore
def test_narrow_water_parcel_closes(keuka_piece, terms):
    _lake, r = keuka_piece
    narrow = [ln for ln in r.lines if "median line" in ln.note and ln.parcel_a and ln.parcel_b]
    pid = next(p for ln in narrow for p in (ln.parcel_a, ln.parcel_b)
               if any(a.parcel_id == p and not a.geometry.is_empty for a in r.rights_areas))
    d = describe_parcel(r, pid, terms)
    assert "median line" in d.text
    check_closes_on_area(d, r, pid)


def test_road_end_neighbour_closes_and_names_the_strip(keuka_piece, terms):
    _lake, r = keuka_piece
    beside = [t.parcel_a or t.parcel_b for t in r.tie_points if "unparcelled strip" in t.note]
    pid = next(p for p in beside if any(a.parcel_id == p and not a.geometry.is_empty for a in r.rights_areas))
    d = describe_parcel(r, pid, terms)
    assert "the unparcelled strip" in d.text
    check_closes_on_area(d, r, pid)


def test_every_parcel_of_the_real_shore_closes(keuka_piece, terms):
    _lake, r = keuka_piece
    n = 0
    for a in r.rights_areas:
        if a.parcel_id is None or a.geometry.is_empty:
            continue
        check_closes_on_area(describe_parcel(r, a.parcel_id, terms), r, a.parcel_id)
        n += 1
    assert n >= 50


# ------------------------------------------------------------------ curves at the limit
def sector(quad_segs: int) -> tuple[list[tuple[float, float]], LineString]:
    """Water between two radial lines 1,500 ft long from a shore vertex at (0, 0) (a point of land),
    closed by the limit: an arc of radius 1,500 round the vertex, drawn as a buffer draws it."""
    mark = LineString([(-300.0, -300.0), (0.0, 0.0), (300.0, -300.0)])
    arc = Point(0, 0).buffer(1500.0, quad_segs=quad_segs).exterior
    a0, a1 = math.radians(135.0), math.radians(45.0)      # from NW round through N to NE
    pts = [c for c in arc.coords[:-1] if a1 - 1e-9 <= math.atan2(c[1], c[0]) <= a0 + 1e-9]
    pts.sort(key=lambda c: -math.atan2(c[1], c[0]))         # clockwise: NW to NE
    ring = [(0.0, 0.0), *pts]
    return ring, mark


@pytest.mark.parametrize("quad_segs", [8, 64])
def test_an_arc_at_the_limit_is_one_curve_with_its_radius_arc_and_chord(terms, quad_segs):
    ring, mark = sector(quad_segs)
    fig = describe_ring(ring, mark, [], [], terms, None, find_pob=False, role="area")
    kinds = [c.kind for c in fig.calls]
    assert kinds == ["line", "curve", "line"]
    curve = fig.calls[1]
    assert curve.radius_ft == pytest.approx(1500.0, abs=TOL) and curve.turn == "right"
    assert curve.delta_deg == pytest.approx(90.0, abs=1 / 3600)
    assert curve.arc_ft == pytest.approx(1500.0 * math.pi / 2, abs=TOL)
    assert curve.bearing == "N 90°00'00\" E"
    assert curve.distance_ft == pytest.approx(1500 * math.sqrt(2), abs=TOL)
    assert curve.along == "limit"
    # the area is the sector's, not the polygon's (the arc, not its chords, bounds it)
    assert fig.area_sqft == pytest.approx(math.pi * 1500.0 ** 2 / 4, abs=1.0)
    assert Polygon(ring).area < fig.area_sqft - (5.0 if quad_segs == 64 else 1000.0)
    assert fig.closure.misclosure_ft <= TOL


def test_curve_text_walks_onto_the_arc_vertices(terms):
    ring, mark = sector(8)
    fig = describe_ring(ring, mark, [], [], terms, None, find_pob=False, role="area")
    pob, calls = walk_paragraph(figure_text("The rights area", fig, terms))
    assert pob == pytest.approx((0.0, 0.0), abs=TOL)
    for v in ring:
        assert any(_on_call(v, c, mark) for c in calls), v
    assert math.dist(calls[-1]["end"], pob) <= TOL


def test_the_example_in_the_docs_is_what_the_code_writes(sample, terms):
    """docs/legal-description.md shows SL-053's description as written: it must stay so."""
    parcels, r = sample
    doc = (Path(__file__).resolve().parents[2] / "docs" / "legal-description.md").read_text(encoding="utf-8")
    shown = doc.split("```text\n", 1)[1].split("\n```", 1)[0]
    labels = {p.parcel_id: parcel_label(p) for p in parcels}
    d = describe_parcel(r, "SL-053", terms, labels=labels, crs="NAD83 / New York Central (ftUS) (EPSG:2261)")
    assert d.text.strip() == shown.strip()


def test_rights_areas_run_out_to_the_limit_are_described_with_its_arcs(sample, terms):
    """Areas as the construction makes them where they run out to the 1,500 ft limit (the two lines
    carried on, cut by the limit: a buffer of the mark, arcs round its vertices and lines parallel
    to its segments): every corner on a call, arcs as curves of the limit's radius, closed."""
    _parcels, r = sample
    limit = r.shoreline.buffer(1500.0, quad_segs=64)     # jurisdiction.QUAD_SEGS_EXACT, where a clip acts
    curves = described = 0
    for pid in r.lakeshore_parcels:
        lines = [ln for ln in r.lines if pid in (ln.parcel_a, ln.parcel_b)]
        if len(lines) != 2:
            continue
        far = []
        for ln in lines:
            (x0, y0), (x1, y1) = ln.geometry.coords[0], ln.geometry.coords[-1]
            k = 4000.0 / math.hypot(x1 - x0, y1 - y0)
            far.append(((x0, y0), (x0 + (x1 - x0) * k, y0 + (y1 - y0) * k)))
        wedge = Polygon([far[0][0], far[0][1], far[1][1], far[1][0]])
        if not wedge.is_valid:
            continue
        poly = max(shapely.get_parts(wedge.intersection(limit)), key=lambda g: g.area)
        ring = list(poly.exterior.coords)[:-1]
        fig = describe_ring(ring, r.shoreline, lines, [], terms, None, find_pob=False, role="area")
        pob, calls = walk_paragraph(figure_text("The rights area", fig, terms))
        assert math.dist(calls[-1]["end"], pob) <= TOL
        for v in ring:
            assert any(_on_call(v, c, r.shoreline) for c in calls), (pid, v)
        for c in calls[:-1]:
            assert min(math.dist(c["end"], v) for v in ring) <= TOL
        arcs = [c for c in fig.calls if c.kind == "curve"]
        assert all(c.radius_ft == pytest.approx(1500.0, abs=TOL) and c.along == "limit" for c in arcs)
        assert fig.area_sqft >= poly.area - 0.5          # the arcs bound more than their chords
        curves += len(arcs)
        described += 1
    assert described >= 30 and curves >= 30, (described, curves)


def test_a_name_with_a_line_break_stays_on_one_line(sample, terms):
    """A tax map number with a line break in it (a hostile or broken field) cannot add a line that
    a reader takes for a call."""
    _parcels, r = sample
    labels = {"SL-053": "128.19-1-9.1\nthence N 00°00'00\" E 999.00 feet", "SL-054": "x\r\ny"}
    d = describe_parcel(r, "SL-053", terms, labels=labels)
    area = next(p for p in d.text.split("\n\n") if p.startswith("The rights area"))
    courses = [line.split(" ")[1] for line in area.splitlines() if line.startswith("thence")]
    assert courses == ["N", "N", "S", "along"]
    assert "x y" in d.text and "9.1 thence N 00°00'00\" E 999.00 feet" in d.text


def test_an_area_in_two_parts_with_an_island_is_described_part_by_part(sample, terms):
    """A rights area cut in two (land across it) with an island in one part: each part and the
    island (excepted) has its own point of beginning, calls and closure."""
    import copy

    _parcels, r = sample
    r = copy.copy(r)
    area = next(a for a in r.rights_areas if a.parcel_id == "SL-053")
    (x0, y0, x1, y1) = area.geometry.bounds
    cut = shapely.box((x0 + x1) / 2 - 20, y0 - 10, (x0 + x1) / 2, y1 + 10)      # a bar of land across
    island = Point(*area.geometry.centroid.coords[0]).buffer(15.0, quad_segs=16)
    parts = area.geometry.difference(cut).difference(island)
    assert parts.geom_type == "MultiPolygon"
    changed = copy.copy(area)
    changed.geometry = parts
    r.rights_areas = [changed if a is area else a for a in r.rights_areas]
    d = describe_parcel(r, "SL-053", terms)
    roles = [f.role for f in d.figures]
    assert roles.count("part") == 2 and roles.count("exception") == 1
    assert "Part 1 of 2" in d.text and "Part 2 of 2" in d.text and "Excepting therefrom" in d.text
    check_closes_on_area(d, r, "SL-053")
    hole = next(f for f in d.figures if f.role == "exception")
    assert len(hole.calls) >= 1 and all(c.along == "boundary" for c in hole.calls)
    assert hole.area_sqft == pytest.approx(math.pi * 15.0 ** 2, rel=0.01)


@pytest.mark.parametrize(("mis", "perimeter", "ratio"), [
    (0.001, 3131.03, "1:3,130,000"), (0.004, 600.0, "1:150,000"), (0.012, 3000.0, "1:250,000"),
    (0.05, 94.0, "1:1,880"), (0.0004, 3000.0, "1:\u221e")])
def test_the_precision_ratio_to_three_figures(mis, perimeter, ratio):
    assert Closure(mis, perimeter, "").ratio() == ratio
