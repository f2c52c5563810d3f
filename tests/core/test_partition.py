"""DESIGN.md "Water-rights lines" steps 8 and 10 (issue #22 items 3-4): rights areas share out the
water within the law's reach, running out to the 1,500 ft limit or the median round points of land
and islands (never a chord between their lines' ends), and a line ends where it enters water given
to another parcel. The whole lakes' counts are in `make bench` (scripts/bench_lib/partition.py);
here the same function on small lakes, and the built cases."""
from __future__ import annotations

import dataclasses
import math
import sys
from pathlib import Path

import numpy as np
import pytest
import shapely
from reallake import make_real_lake
from settings import keuka_settings, profile_settings
from shapely.geometry import LineString, MultiLineString, Point, Polygon, box

from shoreline_layout.core.compat import zip_strict
from shoreline_layout.core.geometry.areas_run_out import run_out, run_out_reference
from shoreline_layout.core.model import Buoy, ExcludedWater, Parcel
from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.check import check_layout
from shoreline_layout.core.water_rights import compute_water_rights

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))
from bench_lib.partition import partition_counts  # noqa: E402

pytestmark = pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")


def owners(r, pt: Point) -> list[str | None]:
    return [a.parcel_id for a in r.rights_areas + r.unparcelled if a.geometry.contains(pt)]


# ---------------------------------------------------------------- a point of land
def peninsula() -> tuple[Polygon, list[Parcel]]:
    """A lake with a square-ended peninsula (land x 4000-6000, y < 3000); 100 ft lots along its
    top and east side and a corner lot (5900-6000, 2900-3000) fronting both: the point of land."""
    lake = box(0, 0, 10_000, 10_000).difference(box(4000, -100, 6000, 3000))
    top = [Parcel(f"T{i}", box(x, 2900, x + 100, 3000)) for i, x in enumerate(range(5300, 5900, 100))]
    east = [Parcel(f"E{i}", box(5900, y - 100, 6000, y)) for i, y in enumerate(range(2900, 2300, -100))]
    return lake, [*top, Parcel("CORNER", box(5900, 2900, 6000, 3000)), *east]


@pytest.fixture(scope="module")
def point_of_land():
    lake, parcels = peninsula()
    return lake, compute_water_rights(parcels, lake, keuka_settings())


def test_point_of_land_area_runs_out_to_the_limit(point_of_land):
    """The corner lot's lines leave (5900, 3000) and (6000, 2900) at 22.5 deg off north and east;
    their ends are 1,500 ft out and the chord between them passes 1,315 ft from the point. Water
    1,450 ft straight out from the point (within the reach) is the corner lot's, and its area
    reaches the 1,500 ft limit all the way round (a quarter circle about the point)."""
    _lake, r = point_of_land
    corner = r.rights_area("CORNER")
    d = 1450.0 / math.sqrt(2.0)
    assert owners(r, Point(6000 + d, 3000 + d)) == ["CORNER"]
    assert "runs out to the limit of the law's reach" in corner.note
    for deg in (30, 45, 60):
        a = math.radians(deg)
        assert corner.geometry.contains(Point(6000 + 1495 * math.cos(a), 3000 + 1495 * math.sin(a))), deg
    far = max(math.hypot(x - 6000, y - 3000) for x, y in corner.geometry.exterior.coords)
    assert far == pytest.approx(1500.0, abs=0.5)
    # More than the area closed by the chord, by about the lens between it and a 1,500 ft arc of
    # 45 deg (1,500^2 / 2 * (pi/4 - sin(pi/4)) = 88,300 sq ft).
    chord = Polygon([(5900, 3000), (6000, 3000), (6000, 2900), corner_end(r, "E0"), corner_end(r, "T5")])
    assert chord.within(corner.geometry.buffer(0.01))
    lens = 1500.0 ** 2 / 2 * (math.pi / 4 - math.sin(math.pi / 4))
    assert 0.8 * lens < corner.area_sqft - chord.area < 2.5 * lens


def corner_end(r, other: str) -> tuple[float, float]:
    (ln,) = [x for x in r.lines if "CORNER" in (x.parcel_a, x.parcel_b) and other in (x.parcel_a, x.parcel_b)]
    assert ln.length_ft == pytest.approx(1500.0)
    return ln.geometry.coords[-1]


def test_point_of_land_partition_counts(point_of_land):
    """partition_counts on the peninsula: in front of the lots that have areas, no water within the
    reach is left to nobody; no line outside its areas, no crossings, overlaps or areas on land."""
    lake, r = point_of_land
    front = box(5400, 2400, 8000, 8000)        # past the data's two end lots' lines
    counts = partition_counts(r, lake, within=front)
    assert counts == {"lines_outside": 0, "lines_outside_ft": 0.0, "unowned_pieces": 0, "unowned_sqft": 0.0,
                      "lots_without_area": 2, "crossings": 0, "overlaps": 0, "on_land": 0}
    # The two lots at the data's ends have no area (end_of_data): the count sees them.
    ends = {m.parcel_id for m in r.messages if m.code == "end_of_data"}
    assert ends == {"T0", "E5"}


def test_partition_counts_see_what_is_missing(point_of_land):
    """The function is not blind: take the corner lot's area away and the water it held is an
    unowned piece; move a line off its areas and it is counted."""
    lake, r = point_of_land
    front = box(5400, 2400, 8000, 8000)
    less = dataclasses.replace(r, rights_areas=[a for a in r.rights_areas if a.parcel_id != "CORNER"])
    counts = partition_counts(less, lake, within=front)
    assert counts["unowned_pieces"] == 1
    # (the jurisdiction's arcs are drawn 8 segments a quarter circle: a little less than the area)
    assert counts["unowned_sqft"] == pytest.approx(r.rights_area("CORNER").area_sqft, rel=1e-2)
    ln = r.lines[3]             # T3 | T4, north from (5700, 3000): moved 250 ft east, into others' water
    assert (ln.parcel_a, ln.parcel_b) == ("T3", "T4")
    moved = dataclasses.replace(ln, geometry=shapely.affinity.translate(ln.geometry, 250.0, 0.0))
    off = dataclasses.replace(r, lines=[moved if x is ln else x for x in r.lines])
    counts = partition_counts(off, lake, within=front)
    assert counts["lines_outside"] == 1 and counts["lines_outside_ft"] == pytest.approx(1500.0, abs=0.1)


# ---------------------------------------------------------------- an island owned by a ring of lots
def ring_island() -> tuple[Polygon, list[Parcel]]:
    """A 4,000 ft square lake with a 400 ft square island in its middle (1,800 ft of water all
    round: the median with the main shore is 900 ft out from the island's sides); twelve lots
    round the island: four corner lots fronting two sides, two 100 ft lots on each side."""
    island = box(1800, 1800, 2200, 2200)
    lake = Polygon(box(0, 0, 4000, 4000).exterior.coords, [island.exterior.coords])
    lots = []
    for i, (x, y) in enumerate([(1800, 1800), (2100, 1800), (2100, 2100), (1800, 2100)]):
        lots.append(Parcel(f"C{i}", box(x, y, x + 100, y + 100)))
    for i, x in enumerate((1900, 2000)):
        lots += [Parcel(f"S{i}", box(x, 1800, x + 100, 1900)), Parcel(f"N{i}", box(x, 2100, x + 100, 2200))]
        lots += [Parcel(f"W{i}", box(1800, x, 1900, x + 100)), Parcel(f"E{i}", box(2100, x, 2200, x + 100))]
    return lake, lots


@pytest.fixture(scope="module")
def island():
    lake, parcels = ring_island()
    return lake, compute_water_rights(parcels, lake, keuka_settings())


def test_island_ring_areas_run_out_to_the_median(island):
    """Every lot on the island has its area; the corner lot's lines (22.5 deg off the sides) end
    on the median, and the chord between their ends passes about 830 ft from the island's corner:
    water 880 ft straight out from the corner (still nearer the island than the main shore,
    whose corner is 1,054 ft along the diagonal) is the corner lot's."""
    _lake, r = island
    assert len(r.rights_areas) == 12 and all(not a.geometry.is_empty for a in r.rights_areas)
    d = 880.0 / math.sqrt(2.0)
    assert owners(r, Point(2200 + d, 2200 + d)) == ["C2"]
    assert owners(r, Point(1800 - d, 1800 - d)) == ["C0"]
    # Out from the middle of a side the median is 900 ft off; the lot there owns 890 ft out.
    assert owners(r, Point(2000 - 0.5, 2200 + 890)) == ["N0"]


def test_island_ring_partition(island):
    """The water nearer the island than the main shore (within 880 ft of it: the median is at least
    900 ft out) belongs to the island's lots, all of it, once; nothing crosses or overlaps."""
    lake, r = island
    near = shapely.buffer(box(1800, 1800, 2200, 2200), 880.0)
    counts = partition_counts(r, lake, within=near)
    assert counts == {"lines_outside": 0, "lines_outside_ft": 0.0, "unowned_pieces": 0, "unowned_sqft": 0.0,
                      "lots_without_area": 0, "crossings": 0, "overlaps": 0, "on_land": 0}
    union = shapely.union_all([a.geometry for a in r.rights_areas])
    assert shapely.difference(shapely.difference(near, box(1800, 1800, 2200, 2200)), union).area < 5.0


# ---------------------------------------------------------------- the run-out outline, both ways
def test_run_out_agrees_with_its_plain_reference():
    """run_out (all areas at once) against run_out_reference (one area, plainly): a straight
    frontage with fanning rays, a bent one, rays that cross, an island lot wrapping round."""
    cases = [
        (LineString([(0, 0), (100, 0)]), (0, 0), (-0.3, 1.0), (100, 0), (0.3, 1.0)),
        (LineString([(0, 0), (60, 0), (100, -40)]), (0, 0), (-0.2, 1.0), (100, -40), (1.0, 0.2)),
        (LineString([(0, 0), (100, 0)]), (0, 0), (0.3, 1.0), (100, 0), (-0.3, 1.0)),
        (LineString([(math.cos(t) * 100, math.sin(t) * 100) for t in np.linspace(3.5, 3.5 + 4.0, 30)]),
         None, None, None, None),
    ]
    stretches, lo, lu, ro, ru = [], [], [], [], []
    for line, a, ua, b, ub in cases:
        if a is None:               # the island lot: rays out from the ends of its arc
            xy = np.asarray(line.coords)
            a, b = tuple(xy[0]), tuple(xy[-1])
            ua, ub = tuple(xy[0] / 100), tuple(xy[-1] / 100)
        n_a, n_b = math.hypot(*ua), math.hypot(*ub)
        stretches.append(line)
        lo.append(a)
        ro.append(b)
        lu.append((ua[0] / n_a, ua[1] / n_a))
        ru.append((ub[0] / n_b, ub[1] / n_b))
    fast = run_out(stretches, np.array(lo), np.array(lu), np.array(ro), np.array(ru), 1500.0)
    for k, line in enumerate(stretches):
        ref = run_out_reference(line, lo[k], lu[k], ro[k], ru[k], 1500.0)
        assert not ref.is_empty, k
        assert fast[k].symmetric_difference(ref).area < 1e-6 * ref.area, k
    # Rays that cross close at their crossing (the third case): 50 ft / 0.3 * 1 up.
    assert fast[2].bounds[3] == pytest.approx(50.0 / 0.3, rel=1e-6)
    # The island lot's outline turns the long way round with its shore (240 deg of arc).
    assert fast[3].area > 0.5 * math.pi * (1600.0 ** 2 - 100.0 ** 2) * 240 / 360
    # An area as drawn gains only beyond its chord: the first three cases with their lines drawn
    # 1,500, 1,500 and 100 ft (short of where the third's rays cross), only that part is built.
    reach = np.array([1500.0, 1500.0, 100.0])
    lo3, lu3, ro3, ru3 = (np.array(v[:3]) for v in (lo, lu, ro, ru))
    ends = (lo3 + reach[:, None] * lu3, ro3 + reach[:, None] * ru3)
    beyond = run_out(stretches[:3], lo3, lu3, ro3, ru3, 1500.0, chords=(np.ones(3, dtype=bool), *ends))
    for k in range(3):
        ref = run_out_reference(stretches[k], lo[k], lu[k], ro[k], ru[k], 1500.0,
                                chord=(tuple(ends[0][k]), tuple(ends[1][k])))
        assert ref.area > 100.0, k
        assert beyond[k].symmetric_difference(ref).area < 1e-6 * ref.area, k
        # with the area drawn up to the chord it makes the whole outline again
        drawn = Polygon([*stretches[k].coords, tuple(ends[1][k]), tuple(ends[0][k])])
        assert beyond[k].union(drawn).symmetric_difference(fast[k]).area < 1e-6 * fast[k].area, k
    # the third's water beyond its chord is the triangle up to where its rays cross
    assert beyond[2].bounds[3] == pytest.approx(50.0 / 0.3, rel=1e-6)


# ---------------------------------------------------------------- a bend where fans cross
@pytest.fixture(scope="module")
def bend():
    """About three miles of the real Keuka shore (GSHHG, generated tax map) round bends where the
    lines of two stretches of shore cross."""
    lake = make_real_lake("keuka", seed=1, s_range=(180_000.0, 196_000.0))
    return lake, compute_water_rights(lake.parcels, lake.lake, profile_settings("keuka"))


def test_lines_end_where_they_enter_water_given_to_another_parcel(bend):
    """Six lines here ran on (267 ft in all) through water the overlap split gave to a nearer
    shore; each now ends on that parcel's area, and says so."""
    _lake, r = bend
    areas = {a.parcel_id: a.geometry for a in r.rights_areas if not a.geometry.is_empty}
    cut = [ln for ln in r.lines if "where it enters water given to the rights area of" in ln.note]
    assert len(cut) >= 4
    for ln in cut:
        who = ln.note.split("rights area of ")[1].split(",")[0]
        end = Point(ln.geometry.coords[-1])
        assert areas[who].distance(end) < 0.02, (ln.tie_index, who)
        assert ln.length_ft == pytest.approx(ln.geometry.length, abs=1e-6)
        assert ln.length_ft < 1500.0
        mine = shapely.union_all([areas[p] for p in (ln.parcel_a, ln.parcel_b) if p in areas])
        assert ln.geometry.difference(mine.buffer(0.01)).length < 0.01, ln.tie_index


def test_bend_partition_counts(bend):
    lake, r = bend
    counts = partition_counts(r, lake.lake, within=Point(0, 0).buffer(1.0))
    assert counts["lines_outside"] == 0 and counts["lines_outside_ft"] == 0.0
    assert counts["crossings"] == counts["overlaps"] == counts["on_land"] == 0


def test_close_island_lot_water_reaches_the_median_and_a_buoy_there_swings_free():
    """The same ring of lots on an island 400 ft from the main shore (no lots there): the corner
    lot's lines end on the median 216.48 ft out and the chord between their ends passes 129 ft
    from the island's corner. A buoy 180 ft out from the corner (swing 30 ft) was outside the
    lot's area (buoy_swing); its water now reaches the median (234 ft out along the diagonal),
    and no farther although nobody's parcels are on the main shore."""
    lake, parcels = ring_island()
    lake = Polygon(box(1400, 1400, 2600, 2600).exterior.coords, [box(1800, 1800, 2200, 2200).exterior.coords])
    profile = load_profile("keuka")
    r = compute_water_rights(parcels, lake, profile.geometry_settings())
    for ln in r.lines:
        if "C2" in (ln.parcel_a, ln.parcel_b):
            assert ln.length_ft == pytest.approx(216.48, abs=0.01) and "median" in ln.note
    d = 180.0 / math.sqrt(2.0)
    buoy = Buoy(1, Point(2200 + d, 2200 + d), 20.0, 10.0, parcel_id="C2")
    vs = check_layout(profile, parcels, r, [], [buoy])
    assert "buoy_swing" not in {v.rule for v in vs}
    c2 = r.rights_area("C2").geometry
    median = 400.0 / (1.0 + 1.0 / math.sqrt(2.0))       # along the diagonal: as far from both corners
    reach = max(math.hypot(x - 2200, y - 2200) for x, y in c2.exterior.coords
                if abs((x - 2200) - (y - 2200)) < 30)
    assert reach == pytest.approx(median, abs=5.0)
    assert owners(r, Point(2200 + 0.7 * median / math.sqrt(2), 2200 + 0.7 * median / math.sqrt(2))) == ["C2"]


# ---------------------------------------------------------------- areas closed by another's chord
def test_areas_closed_by_another_are_not_run_out_and_lose_nothing(monkeypatch):
    """Across a bay, lines from the two shores meet in pairs (zipper-wise): an area's far side is
    then, end for end, the far side of an area on the other shore, which holds all the water
    along it. Such areas are left as built (areas.closed_by_another) instead of being run out:
    every area comes out as running them all out leaves it (within the grid's hairline), with
    the same notes."""
    from lakegen import make_lake

    import shoreline_layout.core.geometry.areas as areas

    lake = make_lake(400, 0, as_polygon=False)
    seen: dict[str, np.ndarray] = {}
    closed = areas.closed_by_another

    def spy(*args: np.ndarray) -> np.ndarray:
        seen["closed"] = closed(*args)
        return seen["closed"]

    monkeypatch.setattr(areas, "closed_by_another", spy)
    fast = compute_water_rights(lake.parcels, lake.shoreline, keuka_settings())
    monkeypatch.setattr(areas, "closed_by_another", lambda li, *_: np.zeros(li.size, dtype=bool))
    full = compute_water_rights(lake.parcels, lake.shoreline, keuka_settings())
    assert seen["closed"].sum() >= 20          # the lake has zipper bays
    for a, b in zip_strict(fast.rights_areas, full.rights_areas):
        assert a.parcel_id == b.parcel_id
        assert a.note == b.note          # (run out, they took nothing, so say nothing of it)
        assert shapely.area(shapely.symmetric_difference(a.geometry, b.geometry)) < 0.01, a.parcel_id
    assert [ln.geometry.wkb for ln in fast.lines] == [ln.geometry.wkb for ln in full.lines]


@pytest.mark.parametrize("lake_name", ["synthetic", "canandaigua"])
def test_chords_asked_in_stages_find_the_same_short_areas(monkeypatch, lake_name):
    """short_far_sides asks a chord's middle sample first and the others only of chords the
    middle did not find short: the same chords come out short as asking every sample at once,
    and so the same areas, bit for bit."""
    from lakegen import make_lake

    import shoreline_layout.core.geometry.areas_run_out as aro

    if lake_name == "synthetic":
        lake = make_lake(400, 1, as_polygon=False)
        args, settings = (lake.parcels, lake.shoreline), keuka_settings()
    else:
        real = make_real_lake(lake_name, 0)
        args, settings = (real.parcels, real.lake), profile_settings(lake_name)
    found: list[np.ndarray] = []
    short = aro.short_far_sides

    def spy(*a: object, **k: object) -> np.ndarray:
        found.append(short(*a, **k))
        return found[-1]

    monkeypatch.setattr(aro, "short_far_sides", spy)
    staged = compute_water_rights(*args, settings)
    monkeypatch.setattr(aro, "SAMPLE_STAGES", (aro.SAMPLES,))
    at_once = compute_water_rights(*args, settings)
    assert len(found) == 2 and found[0].sum() >= 20, [f.sum() for f in found]
    assert (found[0] == found[1]).all()
    assert [a.geometry.wkb for a in staged.rights_areas] == [a.geometry.wkb for a in at_once.rights_areas]


# ---------------------------------------------------------------- water cut off by a split
def test_water_cut_off_from_its_shore_goes_to_the_nearest_shore_it_adjoins():
    """_give_cut_off_water: of a piece an area let go of, what another area still holds stays
    there; the rest goes to the adjoining area whose own shore is nearest, never across one of
    that area's own lines; a piece no area adjoins is left."""
    from shoreline_layout.core.geometry.areas_overlaps import _give_cut_off_water

    geoms = np.array([box(0, 0, 10, 10), box(20, 0, 30, 10), box(10, 0, 20, 4), box(100, 100, 110, 110)],
                     dtype=object)
    stretch = [LineString([(0, 0), (10, 0)]), LineString([(20, -5), (30, -5)]),
               LineString([(10, -100), (20, -100)]), LineString([(100, 100), (110, 100)])]
    dropped = [box(10, 0, 20, 10), box(50, 50, 60, 60)]
    # each area's lines: its sides from the shore out (the first area's right side is x = 10)
    lines = [MultiLineString([[(0, 0), (0, 10)], [(10, 0), (10, 10)]]),
             MultiLineString([[(20, -5), (20, 10)], [(30, -5), (30, 10)]]),
             MultiLineString([[(10, -100), (10, 0)], [(20, -100), (20, 0)]]),
             MultiLineString([[(100, 100), (100, 110)], [(110, 100), (110, 110)]])]
    before = geoms.copy()
    # The first two areas adjoin the piece along their own lines (x = 10, x = 20): neither may
    # take it across that line; the third, whose water cut it off, does (its shore 107 ft away).
    given = _give_cut_off_water(geoms, np.arange(4), dropped, stretch, lines.__getitem__)  # type: ignore[arg-type]
    assert [(k, round(sqft, 6)) for k, sqft in given] == [(2, 60.0)]
    assert geoms[2].equals(box(10, 0, 20, 10))
    assert geoms[0].equals(before[0]) and geoms[1].equals(before[1])
    # Lines that leave the piece alone: the nearest shore (8.6 ft from (15, 7)) takes it.
    geoms = before.copy()
    lines[0] = MultiLineString([[(0, 0), (0, 10)], [(10, 0), (10, 4)]])
    given = _give_cut_off_water(geoms, np.arange(4), dropped, stretch, lines.__getitem__)  # type: ignore[arg-type]
    assert [(k, round(sqft, 6)) for k, sqft in given] == [(0, 60.0)]
    assert geoms[0].equals(box(0, 0, 10, 10).union(box(10, 4, 20, 10)))


@pytest.mark.parametrize("reverse", [False, True])
def test_no_water_is_nobodys_after_the_splits_in_either_order(monkeypatch, reverse):
    """A cove-heavy lake where splitting the overlaps of crossing lines cuts water off from the
    shore of the area that won it (seed 4: 9,027 sq ft nobody's as the pairs are settled, 135,612
    sq ft with the pairs in reverse order, before such water was given to the nearest shore it
    adjoins). Now none is nobody's in either order, and the areas that took it say so."""
    import builtins

    from lakegen import make_lake

    import shoreline_layout.core.geometry.areas_overlaps as ao

    if reverse:
        def backwards(items, key=None, reverse=False):
            return builtins.sorted(items, key=key, reverse=not reverse)
        monkeypatch.setattr(ao, "sorted", backwards, raising=False)
    lake = make_lake(400, 4, as_polygon=False)
    wr = compute_water_rights(lake.parcels, lake.shoreline, keuka_settings())
    counts = partition_counts(wr, lake.water, within=lake.water)
    assert (counts["unowned_pieces"], counts["overlaps"], counts["on_land"]) == (0, 0, 0), counts
    took = [a for a in wr.rights_areas if "cut off from the shores that claimed it" in a.note]
    assert len(took) >= 2, [a.note for a in wr.rights_areas if a.note][:5]


def test_opening_never_loses_a_polygon_to_geos():
    """GEOS 3.11's inward buffer returned nothing for this valid 42,131.7 sq ft triangle (edges
    of a few hundred-thousandths of a foot at two corners), so an overlap between two grown
    areas was left unsplit; _opened now keeps it (less nothing but hairlines)."""
    from shoreline_layout.core.geometry.areas_repair import OPEN_EPS_FT, _opened

    tri = shapely.from_wkt(
        "POLYGON ((716352.755808 969393.861899, 716417.451169 969113.241995, 716417.451169 969113.241994, "
        "716231.156812 968618.839435, 716231.156793 968618.83944, 716352.755806 969393.861899, "
        "716352.755808 969393.861899))")
    assert tri.is_valid
    once = _opened(tri)
    assert once.area == pytest.approx(tri.area, abs=2 * OPEN_EPS_FT * tri.length)
    both = _opened(np.array([tri, box(0, 0, 10, 10)], dtype=object))
    assert shapely.area(both) == pytest.approx([tri.area, 100.0], abs=2 * OPEN_EPS_FT * tri.length)
    # a hairline part still goes
    hair = shapely.union(box(0, 0, 10, 10), box(10, 0, 20, 1e-5))
    assert _opened(hair).bounds[2] == pytest.approx(10.0, abs=1e-4)


def test_a_run_out_geos_refuses_leaves_the_chords_and_says_so(monkeypatch):
    """Where GEOS cannot build the run-out on a shore, every area keeps its chord and the user is
    told why in one warning, instead of the whole construction failing."""
    import shoreline_layout.core.geometry.areas as areas

    def refuse(*_args, **_kw):
        raise shapely.errors.GEOSException("TopologyException: side location conflict at 6000 3000")

    monkeypatch.setattr(areas, "run_out_short_areas", refuse)
    lake, parcels = peninsula()
    r = compute_water_rights(parcels, lake, keuka_settings())
    (said,) = [m for m in r.messages if m.code == "run_out_failed"]
    assert said.level == "warning"
    assert "(TopologyException: side location conflict at 6000 3000)" in said.text
    assert said.text.endswith("those areas end at the straight line between their lines' far ends.")
    corner = r.rights_area("CORNER")
    chord = Polygon([(5900, 3000), (6000, 3000), (6000, 2900), corner_end(r, "E0"), corner_end(r, "T5")])
    assert corner.geometry.symmetric_difference(chord).area < 0.01
    d = 1450.0 / math.sqrt(2.0)
    assert owners(r, Point(6000 + d, 3000 + d)) == []


# ---------------------------------------------------------------- lots on excluded water (step 9)
def slanted_outlet():
    """100 ft lots along y = 0 (x 0-1000, water north) and an exclusion line x + y = 400 whose
    excluded side is the west: the tie points at x = 100, 200, 300 lie in excluded water, but
    their lines run north out of it (at y = 300, 200, 100) into water within the law."""
    lots = [Parcel(f"L{i}", box(x, -200, x + 100, 0)) for i, x in enumerate(range(0, 1000, 100))]
    w = ExcludedWater((400.0, 0.0), (0.0, 400.0), "west", 5000.0, "Test Outlet", "§T")
    s = keuka_settings(excluded_water=(w,))
    return lots, compute_water_rights(lots, LineString([(-100, 0), (1100, 0)]), s)


def test_lots_on_excluded_water_hold_the_water_their_lines_enclose_past_the_line():
    """DESIGN.md steps 9-10: a lot whose shore is excluded but whose lines run out past the
    excluded line keeps the water they enclose there: nothing within the law between x = 100 and
    900 is left to nobody."""
    _lots, r = slanted_outlet()
    for pid, x in (("L1", 100), ("L2", 200)):
        a = r.rights_area(pid)
        # the lot's strip of water, less the excluded triangle below x + y = 400
        cut = 400 * 100 - ((x + 100) ** 2 - x ** 2) / 2
        assert a.area_sqft == pytest.approx(100 * 1500 - cut, abs=0.5), pid
        assert a.geometry.within(r.jurisdiction.buffer(0.01)), pid
        assert "run out past that line" in a.note, pid
    for ln in r.lines:
        x0 = ln.geometry.coords[0][0]
        if 100 <= x0 <= 300:
            assert ln.length_ft == pytest.approx(1500.0), x0
            assert f"runs {400 - x0:.2f} ft beyond the line of Test Outlet" in ln.note, x0
    assert not r.jurisdiction.contains(Point(150, 200)) and owners(r, Point(150, 260)) == ["L1"]
    counts = partition_counts(r, None, within=box(100, 0, 900, 1500))
    assert counts["unowned_pieces"] == 0 and counts["lines_outside"] == 0
    assert counts["crossings"] == counts["overlaps"] == 0
    # (L0 and L9 end the data: no line on their outer side, no area)
    assert [a.parcel_id for a in r.rights_areas if a.geometry.is_empty] == ["L0", "L9"]


@pytest.mark.parametrize("seed", [0, 1])
def test_whole_keuka_leaves_no_water_within_the_law_to_nobody(seed):
    """Whole Keuka (GSHHG shore, generated tax map): no piece of water over 5,000 sq ft within
    the law's reach (excluded water aside) belongs to no rights area or strip. Round the Outlet's
    mouth the lines of the lots on the excluded shore run out past §160-120B's line; the water
    they enclose there is theirs (it was a piece of 107,000-120,000 sq ft nobody held). On seed 1,
    at the south end, the lots beside a road end whose lines met 862 ft out run out past their
    chords: a line stopped where it crossed another shore's line is carried on too (the wedge of
    17,030 sq ft there was nobody's)."""
    lake = make_real_lake("keuka", seed)
    s = profile_settings("keuka")
    r = compute_water_rights(lake.parcels, lake.lake, s)
    (outlet,) = s.excluded_water
    counts = partition_counts(r, lake.lake)
    assert counts["unowned_pieces"] == 0, counts
    assert counts["lines_outside"] == counts["crossings"] == counts["overlaps"] == counts["on_land"] == 0
    assert counts["lots_without_area"] == 0
    past = [a for a in r.rights_areas if "run out past that line" in a.note]
    assert len(past) >= 3
    for a in past:
        assert a.area_sqft > 0 and a.geometry.within(r.jurisdiction.buffer(0.01)), a.parcel_id
    # up the Outlet, lots whose lines never leave the excluded water have none, and are not told
    # that their lines fall short of the 200 ft rule (they stop where the law does)
    dry = {a.parcel_id for a in r.rights_areas if "outside the law's jurisdiction: no rights area" in a.note}
    assert len(dry) >= 20
    assert all(a.geometry.is_empty for a in r.rights_areas if a.parcel_id in dry)
    assert not {m.parcel_id for m in r.messages if m.code == "rule_200_unmet"} & dry
    for ln in r.lines:
        if ln.parcel_a in dry and ln.parcel_b in dry:
            assert ln.length_ft == 0.0 and "lies wholly beyond the line of Keuka Lake Outlet" in ln.note
    # each line from the excluded shore that runs out leaves the excluded water on the line itself
    (ax, ay), (bx, by) = outlet.a, outlet.b
    emerging = [ln for ln in r.lines if "beyond the line of Keuka Lake Outlet" in ln.note
                and "runs " in ln.note and ln.length_ft > 0]
    assert len(emerging) >= 3
    for ln in emerging:
        ft = float(ln.note.split("runs ")[1].split(" ft")[0])
        x, y = ln.geometry.interpolate(ft).coords[0]
        assert abs((bx - ax) * (y - ay) - (by - ay) * (x - ax)) / math.hypot(bx - ax, by - ay) < 0.01
    if seed == 1:
        # the wedge at (651188, 881499) beyond KE-00013's and KE-00014's chords is held now
        assert owners(r, Point(651188, 881499)) != []
        assert any("its water runs out" in r.rights_area(p).note for p in ("KE-00013", "KE-00014"))
