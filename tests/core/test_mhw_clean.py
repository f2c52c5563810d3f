"""The DEM contour's cleaning to the lake's shore (core/mhw/clean.py) and the level it is drawn
at (core/mhw/level.py), on polygons built here: the contouring itself is GDAL's (tests/qgis)."""
from __future__ import annotations

import math

import pytest
from shapely.geometry import Point, Polygon, box

from shoreline_layout.core.mhw.clean import ShoreCleaning, clean_shore
from shoreline_layout.core.mhw.level import METRES_PER_FOOT, contour_level
from shoreline_layout.core.profiles import load_profile

FOOTPRINT = box(0, 0, 1000, 1000)


def _lake_with(holes=(), extra=()):
    """A 600 x 400 ft lake wholly inside the DEM, with holes (islands) and other water bodies."""
    lake = Polygon([(200, 300), (800, 300), (800, 700), (200, 700)],
                   [list(h.exterior.coords) for h in holes])
    return lake.union(Polygon()) if not extra else lake.union(extra[0]).union(
        *extra[1:]) if len(extra) > 1 else lake.union(extra[0])


def test_largest_water_body_is_the_lake_and_its_ring_is_the_shore():
    pit = Point(100, 100).buffer(8)        # a pit inland, below the level
    pond = box(850, 850, 950, 950)         # a pond: 10,000 sq ft, still not the lake
    water = _lake_with(extra=(pit, pond))
    out = clean_shore(water, FOOTPRINT, ShoreCleaning(simplify_ft=0))
    assert [p.kind for p in out.pieces] == ["shore"]
    shore = out.pieces[0]
    assert shore.closed and shore.line.is_ring
    assert shore.line.length == pytest.approx(2000.0)
    assert shore.encloses_sqft == pytest.approx(240_000.0)
    assert out.water_bodies_dropped == 2
    assert out.water_dropped_sqft == pytest.approx(10_000 + pit.area)
    assert "2 other water bodies" in out.summary()


def test_islands_over_the_threshold_are_kept_spikes_under_it_dropped():
    island = Point(400, 500).buffer(20)                  # 1,256 sq ft
    spike = box(600, 500, 603, 503)                      # one 3 ft cell: 9 sq ft
    water = _lake_with(holes=(island, spike))
    out = clean_shore(water, FOOTPRINT, ShoreCleaning(min_island_sqft=500, simplify_ft=0))
    kinds = sorted(p.kind for p in out.pieces)
    assert kinds == ["island", "shore"]
    kept = next(p for p in out.pieces if p.kind == "island")
    assert kept.encloses_sqft == pytest.approx(island.area)
    assert kept.line.distance(Point(400, 500)) == pytest.approx(20, abs=0.2)
    assert (out.islands_dropped, out.islands_dropped_sqft) == (1, pytest.approx(9.0))
    # The same island is noise under a stricter threshold.
    strict = clean_shore(water, FOOTPRINT, ShoreCleaning(min_island_sqft=2000, simplify_ft=0))
    assert [p.kind for p in strict.pieces] == ["shore"] and strict.islands_dropped == 2


def test_where_the_lake_runs_off_the_dem_its_edge_is_not_shore():
    # Water fills the north of the DEM: the shore is the line y = 400 plus a bay, open at both ends.
    water = Polygon([(0, 400), (450, 400), (500, 350), (550, 400), (1000, 400), (1000, 1000),
                     (0, 1000)])
    out = clean_shore(water, FOOTPRINT, ShoreCleaning(simplify_ft=0))
    assert out.edge_cut
    assert len(out.pieces) == 1
    shore = out.pieces[0]
    assert not shore.closed and shore.encloses_sqft == 0
    assert shore.line.length == pytest.approx(900 + 2 * math.hypot(50, 50), abs=0.05)
    xs = sorted(c[0] for c in (shore.line.coords[0], shore.line.coords[-1]))
    assert xs == [pytest.approx(0, abs=0.02), pytest.approx(1000, abs=0.02)]
    assert max(c[1] for c in shore.line.coords) == pytest.approx(400)
    assert "runs off the DEM" in out.summary()


def test_short_pieces_cut_by_the_edge_are_dropped_by_the_length_threshold():
    # The lake leaves the DEM's east edge, and a 10 ft nick of it shows between two edge stretches.
    water = Polygon([(0, 400), (1000, 400), (1000, 1000), (995, 1000), (990, 995), (985, 1000),
                     (0, 1000)])
    out = clean_shore(water, FOOTPRINT, ShoreCleaning(min_length_ft=20, simplify_ft=0))
    assert len(out.pieces) == 1 and out.pieces[0].line.length == pytest.approx(1000, abs=0.05)
    assert out.pieces_dropped == 1
    kept_nick = clean_shore(water, FOOTPRINT, ShoreCleaning(min_length_ft=5, simplify_ft=0))
    assert len(kept_nick.pieces) == 2 and kept_nick.pieces_dropped == 0


def test_simplification_tolerance_bounds_the_change():
    # A ragged contour along y = 400: a 0.4 ft zigzag, every 2 ft.
    zig = [(x, 400 + (0.2 if i % 2 else -0.2)) for i, x in enumerate(range(0, 1001, 2))]
    water = Polygon([*zig, (1000, 1000), (0, 1000)])
    raw = clean_shore(water, FOOTPRINT, ShoreCleaning(simplify_ft=0)).pieces[0].line
    simple = clean_shore(water, FOOTPRINT, ShoreCleaning(simplify_ft=0.5)).pieces[0].line
    assert len(simple.coords) < len(raw.coords) / 20
    assert simple.hausdorff_distance(raw) <= 0.5 + 1e-9
    finer = clean_shore(water, FOOTPRINT, ShoreCleaning(simplify_ft=0.1)).pieces[0].line
    assert len(finer.coords) == len(raw.coords)      # 0.4 ft swings survive a 0.1 ft tolerance


def test_no_water_and_water_only_at_the_edge_are_clear_errors():
    with pytest.raises(ValueError, match="No ground of the DEM lies below the MHW level"):
        clean_shore(Polygon(), FOOTPRINT)
    with pytest.raises(ValueError, match="does not reach the shore"):
        # The DEM covers only water: every side of the water is the data's edge.
        clean_shore(box(0, 995, 1000, 1000), box(0, 995, 1000, 1000))


def test_thresholds_must_be_numbers_of_at_least_zero():
    with pytest.raises(ValueError, match="min_island_sqft must be a number of at least 0"):
        ShoreCleaning(min_island_sqft=-1)
    with pytest.raises(ValueError, match="simplify_ft"):
        ShoreCleaning(simplify_ft=float("nan"))


# ------------------------------------------------------------------ the level

def test_keuka_level_is_the_laws_and_the_note_says_where_it_comes_from():
    profile = load_profile("keuka")
    q = profile.get("levels.mean_high_water_ft")
    datum = profile.value("levels.datum", "")
    level = contour_level(q.value, q.section, datum, None, "ft", "NGVD29")
    assert level.law_level_ft == 715.3 and level.from_law and level.dem_level == 715.3
    note = level.note()
    assert "715.3 ft contour" in note and "§160-121" in note and "USGS" in note
    assert "NGVD29" in note and "no shift" in note


def test_metre_dem_and_datum_shift():
    level = contour_level(715.3, "§160-121", "USGS datum", None, "m", "NAVD88", shift_ft=-0.5)
    assert level.dem_level == pytest.approx(714.8 * 1200 / 3937)
    assert level.dem_level == pytest.approx(217.8715, abs=1e-4)
    assert pytest.approx(0.3048006096) == METRES_PER_FOOT
    assert "-0.50 ft" in level.note() and "217.8715 m" in level.note()


def test_a_blank_level_must_be_supplied_and_a_set_one_is_never_overridden():
    profile = load_profile("canandaigua")
    q = profile.get("levels.mean_high_water_ft")
    assert not q.is_set
    with pytest.raises(ValueError, match="leaves the mean high water level blank"):
        contour_level(None, q.section, "", None, "ft", ask=q.ask)
    supplied = contour_level(None, q.section, "", 688.5, "ft")
    assert supplied.dem_level == 688.5 and not supplied.from_law
    assert "supplied by the user" in supplied.note()
    with pytest.raises(ValueError, match=r"sets the mean high water level at 715\.3 ft"):
        contour_level(715.3, "§160-121", "", 716.0, "ft")
    with pytest.raises(ValueError, match="vertical units"):
        contour_level(715.3, "§160-121", "", None, "yd")
