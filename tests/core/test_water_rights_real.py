"""DESIGN.md "Water-rights lines" steps 7-9 (road ends, narrow water, jurisdiction), on built
cases and on a piece of a real shore (GSHHG Keuka, tests/data/finger_lakes/, a generated tax map:
tests/core/reallake.py). The whole real lakes run in `make bench` (scripts/bench_lib/lakes.py)."""
from __future__ import annotations

import math

import numpy as np
import pytest
import shapely
from reallake import make_real_lake, outline
from settings import keuka_settings, profile_settings
from shapely.geometry import LineString, Point, Polygon, box

from shoreline_layout.core.geometry.jurisdiction import excluded_half_plane, jurisdiction_area
from shoreline_layout.core.geometry.median import _along, is_other_shore, median_reach, median_reach_reference
from shoreline_layout.core.geometry.shoreline import Shoreline, normalise_pieces
from shoreline_layout.core.model import ExcludedWater, Parcel
from shoreline_layout.core.water_rights import compute_water_rights

pytestmark = pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")


def channel(width: float = 800.0) -> tuple[Polygon, list[Parcel]]:
    """A channel `width` ft wide and 6,000 ft long, lots of 100 ft on both shores away from its ends."""
    lake = box(0, 0, 6000, width)
    south = [Parcel(f"S{i:02d}", box(x, -200, x + 100, 0)) for i, x in enumerate(range(1000, 5000, 100))]
    north = [Parcel(f"N{i:02d}", box(x, width, x + 100, width + 200))
             for i, x in enumerate(range(1000, 5000, 100))]
    return lake, south + north


# ---------------------------------------------------------------- step 8: narrow water
def test_800_ft_channel_lines_and_areas_stop_at_400_ft():
    lake, parcels = channel(800.0)
    r = compute_water_rights(parcels, lake, keuka_settings())
    assert len(r.lines) == 2 * 39
    for ln in r.lines:
        assert ln.length_ft == pytest.approx(400.0, abs=0.01)
        assert ln.geometry.coords[-1][1] == pytest.approx(400.0, abs=0.01)
        assert "median line" in ln.note
    built = [a for a in r.rights_areas if not a.geometry.is_empty]
    assert len(built) == 2 * 38                  # the two end lots of each shore: end of data
    for a in built:
        y0, y1 = a.geometry.bounds[1], a.geometry.bounds[3]
        assert (y0, y1) in ((pytest.approx(0.0), pytest.approx(400.0, abs=0.01)),
                            (pytest.approx(400.0, abs=0.01), pytest.approx(800.0)))
        assert a.area_sqft == pytest.approx(100 * 400.0, abs=1.0)
    # The two shores' areas meet along the median without overlapping.
    south = shapely.union_all([a.geometry for a in built if a.parcel_id.startswith("S")])
    north = shapely.union_all([a.geometry for a in built if a.parcel_id.startswith("N")])
    assert south.intersection(north).area < 0.01
    assert south.intersection(north).length == pytest.approx(3800.0, abs=0.1)


def test_wide_water_is_unchanged_by_the_median():
    """A channel wider than twice the reach: the lines run their 1,500 ft."""
    lake, parcels = channel(3200.0)
    r = compute_water_rights(parcels, lake, keuka_settings())
    assert all(ln.length_ft == pytest.approx(1500.0) and "median" not in ln.note for ln in r.lines)


def test_median_fast_path_agrees_with_the_plain_reference():
    """median_reach (arrays, segment index) against median_reach_reference (shapely, step by
    step) on a bent channel, an island and an inside corner, for lines in every direction."""
    bent = Polygon([(0, 0), (3000, 0), (3000, 2500), (2200, 2500), (2200, 700), (0, 700)])
    lake = Polygon([(0, 0), (4000, 0), (4000, 3000), (0, 3000)], holes=[[(1500, 1000), (2500, 1000),
                                                                          (2500, 1400), (1500, 1400)]])
    rng = np.random.default_rng(3)
    met = 0
    for water in (bent, lake):
        shore = Shoreline(normalise_pieces(water))
        pieces = [LineString(p.coords) for p in shore.pieces]
        closed = [p.closed for p in shore.pieces]
        s = rng.uniform(0, shore.piece_length.sum(), 40)
        piece = np.searchsorted(np.cumsum(shore.piece_length), s, side="right")
        s = s - (np.cumsum(shore.piece_length) - shore.piece_length)[piece]
        tx, ty = shore.point_at(piece, s)
        theta = rng.uniform(0, 2 * math.pi, s.size)
        ux, uy = np.cos(theta), np.sin(theta)
        limit = np.full(s.size, 1500.0)
        fast = median_reach(shore, tx, ty, ux, uy, piece, s, limit)
        for k in range(s.size):
            ref = median_reach_reference(pieces, closed, (tx[k], ty[k]), int(piece[k]), (ux[k], uy[k]),
                                         1500.0)
            assert (fast[k] == ref == math.inf) or fast[k] == pytest.approx(ref, abs=0.01), k
        met += int(np.isfinite(fast).sum())
    assert met >= 15          # the cases do meet medians


# ---------------------------------------------------------------- step 9: jurisdiction
def test_outlet_line_clips_keuka_and_jurisdiction_area_excludes_it():
    lake = outline("keuka")
    s = profile_settings("keuka")
    (outlet,) = s.excluded_water
    region = jurisdiction_area(lake.exterior, s.projection_ft, s.excluded_water, water=lake)
    assert region.is_valid and region.within(lake.buffer(0.01))
    # North of the line (the Outlet's mouth at Penn Yan) is out; just south of it is in.
    mid = Point((outlet.a[0] + outlet.b[0]) / 2, (outlet.a[1] + outlet.b[1]) / 2)
    assert not region.contains(Point(mid.x, mid.y + 50)) and region.contains(Point(mid.x, mid.y - 50))
    # Open water farther than 1,500 ft from every shore is out.
    far = [Point(p) for p in shapely.get_coordinates(lake.buffer(-1600).representative_point())]
    assert all(not region.contains(p) for p in far)
    plane = excluded_half_plane(outlet, lake, 0.0)
    assert lake.intersection(plane).area == pytest.approx(lake.area - lake.difference(plane).area)
    assert 0 < lake.intersection(plane).area < 0.01 * lake.area


def test_lines_and_areas_stop_at_an_excluded_line():
    """A straight shore with an exclusion line across the water 300 ft out: lines end on it,
    areas are cut to it, and their notes say so."""
    lots = [Parcel(f"L{i}", box(x, -200, x + 100, 0)) for i, x in enumerate(range(0, 500, 100))]
    w = ExcludedWater((-1000.0, 300.0), (2000.0, 300.0), "north", 5000.0, "Test Outlet", "§T")
    s = keuka_settings(excluded_water=(w,))
    r = compute_water_rights(lots, LineString([(-100, 0), (600, 0)]), s)
    for ln in r.lines:
        assert ln.length_ft == pytest.approx(300.0) and "leaves the jurisdiction" in ln.note
    for a in r.rights_areas:
        if not a.geometry.is_empty:
            assert a.geometry.bounds[3] == pytest.approx(300.0) and "clipped to the jurisdiction" in a.note
    for env in r.envelopes:
        assert env.geometry.bounds[3] <= 300.0 + 1e-6
    assert not r.jurisdiction.contains(Point(250, 301)) and r.jurisdiction.contains(Point(250, 299))


def test_settings_refuse_an_exclusion_line_of_one_point():
    with pytest.raises(ValueError, match="are the same point"):
        keuka_settings(excluded_water=(ExcludedWater((1.0, 2.0), (1.0, 2.0), "north", 100.0),))


# ---------------------------------------------------------------- a piece of the real Keuka shore
@pytest.fixture(scope="module")
def keuka_piece():
    """About two miles of Keuka's shore round Penn Yan: the Outlet (beyond §160-120B's line) and
    the east branch where the GSHHG outline narrows (water under 3,000 ft wide)."""
    lake = make_real_lake("keuka", seed=7, s_range=(95_000.0, 107_000.0))
    settings = profile_settings("keuka")
    return lake, compute_water_rights(lake.parcels, lake.lake, settings), settings


def test_real_shore_every_lot_beside_a_road_end_has_its_area_and_both_lines(keuka_piece):
    lake, r, _s = keuka_piece
    assert len(lake.road_ends) >= 3 and len(r.unparcelled) == len(lake.road_ends)
    beside = {t.parcel_a or t.parcel_b for t in r.tie_points if "unparcelled strip" in t.note}
    assert len(beside) >= 2 * len(lake.road_ends) - 2      # (a strip may end the piece's data)
    ends = {m.parcel_id for m in r.messages if m.code == "end_of_data"}
    # The piece runs round Penn Yan: lots on the Outlet, beyond §160-120B's line, have no water.
    outside = {a.parcel_id for a in r.rights_areas if "outside the law's jurisdiction" in a.note}
    assert len(outside) >= 5
    assert any(m.code == "shore_outside_jurisdiction" for m in r.messages)
    for pid in beside - ends - outside:
        assert len(r.lines_of(pid)) == 2, pid
        assert not r.rights_area(pid).geometry.is_empty, pid
    for strip in r.unparcelled:
        assert strip.parcel_id is None and "road end" in strip.note
        assert not strip.geometry.is_empty or "outside the law's jurisdiction" in strip.note


def test_real_shore_areas_are_on_water_apart_and_within_the_jurisdiction(keuka_piece):
    lake, r, s = keuka_piece
    built = [a for a in r.rights_areas + r.unparcelled if not a.geometry.is_empty]
    geoms = np.array([a.geometry for a in built], dtype=object)
    assert all(shapely.is_valid(geoms))
    assert float(shapely.area(shapely.difference(geoms, lake.lake)).max()) < 0.01       # on the water
    i, j = shapely.STRtree(geoms).query(geoms, predicate="intersects")
    keep = i < j
    assert float(shapely.area(shapely.intersection(geoms[i[keep]], geoms[j[keep]])).max(initial=0)) < 0.01
    reach = shapely.buffer(lake.lake.exterior, s.projection_ft + 1.1, quad_segs=64)   # the clip spares 1 ft
    assert all(shapely.within(geoms, reach))
    # Every lakeshore lot has a rights area unless a message or its note says why.
    said = {m.parcel_id for m in r.messages if m.level == "warning"}
    for a in r.rights_areas:
        assert not a.geometry.is_empty or a.parcel_id in said or a.note, a.parcel_id


def test_real_shore_lines_lie_on_the_boundary_between_their_two_areas(keuka_piece):
    _lake, r, _s = keuka_piece
    areas = {a.parcel_id: a.geometry for a in r.rights_areas if not a.geometry.is_empty}
    checked = 0
    for ln in r.lines:
        for pid in (ln.parcel_a, ln.parcel_b):
            if pid in areas and "clipped" not in (r.rights_area(pid).note or ""):
                off = ln.geometry.difference(areas[pid].boundary.buffer(0.01)).length
                assert off < 0.01, (pid, ln.tie_index, off)
                checked += 1
    assert checked > 100


def test_real_shore_no_line_past_the_median(keuka_piece):
    """Just short of its end (0.02 ft back), every line is nearer its own shore than any other
    shore (a point of the mark a long detour away along it): no line runs past the median."""
    _lake, r, _s = keuka_piece
    shore = Shoreline(normalise_pieces(r.shoreline))
    starts = np.array([ln.geometry.coords[0] for ln in r.lines])
    ends = np.array([ln.geometry.coords[-1] for ln in r.lines])
    length = np.hypot(*(ends - starts).T)
    back = ends - (ends - starts) / np.maximum(length, 1e-9)[:, None] * np.minimum(0.02, length)[:, None]
    seg0, _d0, u0 = shore.nearest(starts[:, 0], starts[:, 1])
    seg, _d, u = shore.nearest(back[:, 0], back[:, 1])
    q = np.c_[shore.ax[seg] + u * shore.seg_dx[seg], shore.ay[seg] + u * shore.seg_dy[seg]]
    along = _along(shore, shore.seg_piece[seg0], shore.chainage(seg0, u0), shore.seg_piece[seg],
                   shore.chainage(seg, u))
    assert not is_other_shore(along, np.hypot(*(q - starts).T)).any()
    assert sum("median line" in ln.note for ln in r.lines) >= 20     # the narrow water


# ---------------------------------------------------------------- the 200 ft rule, never silent
def inside_corner(width: float = 50.0) -> tuple[list[Parcel], LineString]:
    """A right-angle inside corner: the shore runs east along y = 0 to (300, 0), then north along
    x = 300; water to the north-west; lots `width` ft wide on both legs, an L-shaped lot in the
    corner."""
    n = round(600 / width)
    south = [Parcel(f"S{k:02d}", box(300 - width * (k + 2), -200, 300 - width * (k + 1), 0))
             for k in range(n)]
    east = [Parcel(f"E{k:02d}", box(300, width * (k + 1), 500, width * (k + 2))) for k in range(n)]
    corner = Parcel("C", Polygon([(300 - width, 0), (300, 0), (300, width), (500, width), (500, -200),
                                  (300 - width, -200)]))
    return [*south[::-1], corner, *east], LineString([(-500, 0), (300, 0), (300, 800)])


@pytest.mark.parametrize("width", [50.0, 100.0])
def test_200_ft_rule_at_an_inside_corner_is_met_or_said_for_each_parcel(width):
    parcels, shore = inside_corner(width)
    r = compute_water_rights(parcels, shore, keuka_settings())
    unmet = {m.parcel_id for m in r.messages if m.code == "rule_200_unmet"}
    assert any(ln.modified for ln in r.lines)
    for a in r.rights_areas:
        if a.geometry.is_empty:
            continue
        if a.closes_at_ft is not None and a.closes_at_ft < 200.0 - 0.01:
            assert a.parcel_id in unmet and "200 ft rule" in a.note, (a.parcel_id, a.closes_at_ft)
    # Each lot-line repair and each 200 ft message is said once per parcel.
    codes = [(m.code, m.parcel_id) for m in r.messages if m.code.startswith("rule_200")]
    assert len(codes) == len(set(codes))
