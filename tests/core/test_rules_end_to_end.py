"""check_layout on rights areas built by the real geometry engine (core/water_rights.py)."""
from __future__ import annotations

import numpy as np
import pytest
import shapely
from lakegen import make_lake
from rules_fixtures import buoy, codes, dock, only, rect
from shapely.geometry import LineString, Point, Polygon, box

from shoreline_layout.core.model import Parcel
from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.check import check_layout
from shoreline_layout.core.water_rights import compute_water_rights

KEUKA = load_profile("keuka")
CANANDAIGUA = load_profile("canandaigua")


def straight(n: int = 5):
    parcels = [Parcel(f"P{i}", box(i * 100, -200, (i + 1) * 100, 0)) for i in range(n)]
    shore = LineString([(-20, 0), (n * 100 + 20, 0)])
    return parcels, shore


@pytest.mark.parametrize("profile", [KEUKA, CANANDAIGUA], ids=["keuka", "canandaigua"])
def test_straight_shore_through_the_engine(profile):
    parcels, shore = straight()
    wr = compute_water_rights(parcels, shore, profile.geometry_settings())
    ra = wr.rights_area("P2")
    assert ra is not None and ra.geometry.area > 0
    reach = float(profile.number("reach.reach_ft").value)
    S = [dock(1, rect(205, 0, 8, reach + 5)), dock(2, rect(260, 0, 8, 30))]
    vs = check_layout(profile, parcels, wr, S, [buoy(1, 150, 60, 20, 10)])
    v = only([v for v in vs if v.source_fid == 1], "reach")
    assert v.measured == pytest.approx(reach + 5, abs=0.01) and v.limit == pytest.approx(reach)
    s = only([v for v in vs if v.source_fid == 1], "setback")
    assert s.measured == pytest.approx(5, abs=0.01) and s.limit == pytest.approx(10)
    assert not [v for v in vs if v.source_fid == 2 and v.source_layer == "structures"]
    assert "buoy_swing" not in codes(vs)


def _docks_along_normals(lake, wr, length: float):
    """A 6 ft wide dock from each tie-line midpoint straight out into its rights area."""
    docks = []
    for k, tl in enumerate(wr.tie_lines):
        ra = wr.rights_area(tl.parcel_id)
        if ra is None or ra.geometry.is_empty:
            continue
        (x0, y0), (x1, y1) = tl.geometry.coords[0], tl.geometry.coords[-1]
        t = np.array([x1 - x0, y1 - y0]) / max(tl.length_ft, 1e-9)
        nrm = np.array([-t[1], t[0]])
        mid = np.array([(x0 + x1) / 2, (y0 + y1) / 2])
        if not lake.water.contains(Point(*(mid + 10 * nrm))):
            nrm = -nrm
        base = mid - 2 * nrm            # start on land, like a dock drawn from the shore
        ring = [base - 3 * t, base + 3 * t, base + 3 * t + (length + 2) * nrm,
                base - 3 * t + (length + 2) * nrm]
        docks.append(dock(k, Polygon(ring), parcel_id=tl.parcel_id))
    return docks


def test_wandering_lake_reach_matches_brute_force():
    lake = make_lake(40, seed=3)
    wr = compute_water_rights(lake.parcels, lake.shoreline, KEUKA.geometry_settings())
    docks = _docks_along_normals(lake, wr, 80.0)
    assert len(docks) >= 30
    vs = check_layout(KEUKA, lake.parcels, wr, docks, [])
    reach = {v.source_fid: v for v in vs if v.rule == "reach"}
    mark = lake.water.boundary
    checked = 0
    for d in docks:
        water = d.geometry.intersection(lake.water)
        if water.area < 100:
            continue                    # a tie line across a point of land: no dock drawn there
        pts = shapely.points(shapely.get_coordinates(shapely.segmentize(water.boundary, 0.01)))
        brute = float(shapely.distance(pts, mark).max())
        if d.fid in reach:
            # the engine's rights area may clip the dock; measure what the checker saw
            assert reach[d.fid].measured == pytest.approx(brute, abs=0.01)
            assert reach[d.fid].limit == pytest.approx(65)
            checked += 1
        else:
            assert brute <= 65 + 0.05
    assert checked >= 25


@pytest.mark.parametrize("profile", [KEUKA, CANANDAIGUA], ids=["keuka", "canandaigua"])
def test_wandering_lake_compliant_layout_is_clean(profile):
    lake = make_lake(30, seed=5)
    wr = compute_water_rights(lake.parcels, lake.shoreline, profile.geometry_settings())
    ras = {ra.parcel_id: ra.geometry for ra in wr.rights_areas
           if ra.geometry is not None and not ra.geometry.is_empty}
    S, B = [], []
    for i, (pid, g) in enumerate(sorted(ras.items())):
        # a small float well inside the setback envelope and the reach
        core = g.buffer(-25)
        near = core.intersection(lake.water.boundary.buffer(40))
        if near.is_empty or near.area < 200:
            continue
        p = near.representative_point()
        S.append(dock(i, box(p.x - 2, p.y - 2, p.x + 2, p.y + 2), parcel_id=pid, construction="seasonal"))
    vs = check_layout(profile, lake.parcels, wr, S, B)
    bad = [v for v in vs if v.rule not in ("rights_line_modified", "not_eligible", "dock_parts_unlabeled")]
    assert len(S) >= 10
    assert bad == [], [(v.rule, v.message) for v in bad[:5]]
