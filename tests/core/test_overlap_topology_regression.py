"""A generated lake on which GEOS's snap-rounded overlay failed while two rights areas' overlap
was split ("TopologyException: unable to assign free hole to a shell", found by the property
test in test_water_rights_properties.py): the run must finish, and its areas must still be valid,
on the water side of their own tie points and apart."""
from __future__ import annotations

import numpy as np
import shapely
from lakegen import make_lake
from settings import keuka_settings

from shoreline_layout.core.water_rights import compute_water_rights


def test_free_hole_lake_finishes_with_valid_separate_areas():
    lake = make_lake(20, seed=127, width_ft=60, miss_ft=0, gap_ft=0, coves=0.5, as_polygon=False)
    r = compute_water_rights(lake.parcels, lake.shoreline, keuka_settings())
    assert len(r.rights_areas) == 20
    geoms = np.array([a.geometry for a in r.rights_areas if not a.geometry.is_empty], dtype=object)
    assert len(geoms) >= 18
    assert all(shapely.is_valid(geoms))
    i, j = shapely.STRtree(geoms).query(geoms, predicate="intersects")
    keep = i < j
    overlap = shapely.area(shapely.intersection(geoms[i[keep]], geoms[j[keep]]))
    assert float(overlap.max(initial=0.0)) < 0.01
