"""The water-rights engine's jurisdiction (core/geometry/jurisdiction.py, DESIGN step 9) reaches the
rule `outside_jurisdiction` (core/rules/jurisdiction.py) through check_layout's default, on the
real Keuka shore round Penn Yan: a dock in the Keuka Lake Outlet (north of §160-120B's line) is
outside the law, not a reach breach; a dock just south of the line is judged as usual."""
from __future__ import annotations

import pytest
from reallake import make_real_lake
from settings import profile_settings
from shapely.geometry import box

from shoreline_layout.core.model import Structure
from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.check import check_layout
from shoreline_layout.core.water_rights import compute_water_rights

pytestmark = pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")


@pytest.fixture(scope="module")
def penn_yan():
    lake = make_real_lake("keuka", seed=7, s_range=(95_000.0, 107_000.0))
    settings = profile_settings("keuka")
    (outlet,) = settings.excluded_water
    mid = ((outlet.a[0] + outlet.b[0]) / 2, (outlet.a[1] + outlet.b[1]) / 2)
    return lake, compute_water_rights(lake.parcels, lake.lake, settings), mid


def test_dock_in_the_outlet_is_outside_jurisdiction_not_a_reach_breach(penn_yan):
    lake, wr, (mx, my) = penn_yan
    dock = Structure(fid=1, kind="dock", geometry=box(mx - 3, my + 150, mx + 3, my + 250))
    assert lake.lake.contains(dock.geometry)                  # on the water, north of the line
    found = check_layout(load_profile("keuka"), lake.parcels, wr, [dock], [])
    mine = [v for v in found if v.source_fid == 1]
    assert [v.rule for v in mine] == ["outside_jurisdiction"]
    assert mine[0].severity == "info"
    assert "§160-120" in mine[0].section


def test_dock_south_of_the_outlet_line_is_judged(penn_yan):
    lake, wr, (mx, my) = penn_yan
    dock = Structure(fid=2, kind="dock", geometry=box(mx - 3, my - 250, mx + 3, my - 150))
    assert lake.lake.contains(dock.geometry)
    found = check_layout(load_profile("keuka"), lake.parcels, wr, [dock], [])
    rules = {v.rule for v in found if v.source_fid == 2}
    assert "outside_jurisdiction" not in rules
    assert rules            # 150-250 ft out in the mouth: judged (outside every area, or past the reach)
