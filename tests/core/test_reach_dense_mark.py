"""A raster-contour MHW mark (vertices under reach.DENSE_SPACING_FT apart, each step jagged) is
simplified within reach.DENSE_SIMPLIFY_FT before it is offset (issue #23: GEOS's buffer of such a
ring grew far faster than its vertices). Its reach lines and envelopes agree with those the
plain offset of the same jagged mark gives (the readable path, DENSE_SPACING_FT = 0) within that
tolerance, and a mark drawn coarser takes the plain path untouched."""
from __future__ import annotations

import numpy as np
import pytest
import shapely
from lakegen import make_lake
from settings import keuka_settings
from shapely.geometry import Polygon

from shoreline_layout.core.geometry import reach
from shoreline_layout.core.water_rights import compute_water_rights

pytestmark = pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")


def _dense(lake_polygon: Polygon, step_ft: float, jitter_ft: float, seed: int = 0) -> Polygon:
    xy = shapely.get_coordinates(shapely.segmentize(lake_polygon.exterior, step_ft))
    xy[1:-1] += np.random.default_rng(seed).uniform(-jitter_ft, jitter_ft, (len(xy) - 2, 2))
    return Polygon(xy)


def _by_parcel(items: list) -> dict[str, object]:
    return {x.parcel_id: x.geometry for x in items if not x.geometry.is_empty}


def test_dense_mark_agrees_with_the_plain_offset(monkeypatch: pytest.MonkeyPatch) -> None:
    lake = make_lake(40, 2)
    mark = _dense(lake.water, 1.0, 0.1)
    assert shapely.get_num_coordinates(mark) > 2 * lake.water.exterior.length / reach.DENSE_SPACING_FT
    settings = keuka_settings()
    fast = compute_water_rights(lake.parcels, mark, settings)
    monkeypatch.setattr(reach, "DENSE_SPACING_FT", 0.0)
    plain = compute_water_rights(lake.parcels, mark, settings)
    for name in ("reach_lines", "envelopes"):
        a, b = _by_parcel(getattr(fast, name)), _by_parcel(getattr(plain, name))
        assert a.keys() == b.keys() and len(a) >= 35, name
        far = {k: shapely.hausdorff_distance(a[k], b[k]) for k in a}
        worst = max(far.items(), key=lambda kv: kv[1])
        assert worst[1] <= reach.DENSE_SIMPLIFY_FT + 0.05, (name, worst)
    assert [ln.geometry.wkb for ln in fast.lines] == [ln.geometry.wkb for ln in plain.lines]


def test_a_drawn_mark_is_offset_as_it_is(monkeypatch: pytest.MonkeyPatch) -> None:
    lake = make_lake(40, 2)              # 8 vertices per 100 ft lot: 12.5 ft apart
    settings = keuka_settings()
    before = compute_water_rights(lake.parcels, lake.water, settings)
    monkeypatch.setattr(reach, "DENSE_SPACING_FT", 0.0)
    after = compute_water_rights(lake.parcels, lake.water, settings)
    for name in ("reach_lines", "envelopes"):
        a, b = _by_parcel(getattr(before, name)), _by_parcel(getattr(after, name))
        assert a.keys() == b.keys() and all(a[k].wkb == b[k].wkb for k in a), name
