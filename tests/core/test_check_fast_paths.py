"""The check's fast paths (issue #23) against the readable way they stand in for, on the bench
layout of a seeded 300-parcel lake (scripts/bench_lib: lake seed 0, 3 structures and 2 buoys per
parcel), bit for bit:

- ShoreIndex.nearest: each point's candidate segments taken from its group's first look
  (`_looked_candidates`) against asking the tree point by point (`_candidates_reference`);
- ShoreIndex.distance_beyond (a dwithin screen, then only the rest measured) against
  `distance_beyond_reference` (every point measured);
- assign.rights_areas_met (each feature's rights areas asked once a check) against
  `intersecting`, the tree asked each time;
- Lake.parcel_cache (allowances kept for the next check with the same profile): a second check,
  and a check with another profile, say what a check on a fresh result says.
"""
from __future__ import annotations

import copy
import dataclasses
import sys
from pathlib import Path

import numpy as np
import pytest
import shapely

from shoreline_layout.core.profiles.loader import load_profile
from shoreline_layout.core.rules.assign import Item, intersecting, rights_areas_met
from shoreline_layout.core.rules.check import check_layout
from shoreline_layout.core.rules.measure import ShoreIndex, objarray, point_segment_distance
from shoreline_layout.core.session import lake_index
from shoreline_layout.core.water_rights import compute_water_rights

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"
PARCELS = 300


@pytest.fixture(scope="module")
def bench():
    """(lake, profile, water-rights result, layout, the check's Lake) of the bench's seeded lake."""
    if str(SCRIPTS) not in sys.path:
        sys.path.insert(0, str(SCRIPTS))
    from bench_lib import lakes, layout
    lake = lakes.make(PARCELS, 0)
    profile = load_profile("keuka")
    wr = compute_water_rights(lake.parcels, lake.shoreline, profile.geometry_settings())
    plan = layout.make_layout(wr)
    return lake, profile, wr, plan, lake_index(wr, lake.parcels)


@pytest.fixture
def per_point(monkeypatch):
    """Make ShoreIndex.nearest ask the tree point by point (the reference way)."""
    def reference(self, p, ub, g, by, looks):
        return self._candidates_reference(p, ub)

    def use() -> None:
        monkeypatch.setattr(ShoreIndex, "_looked_candidates", reference)
    return use


def _features(plan) -> tuple[np.ndarray, np.ndarray]:
    """The layout's structures, and (as the check measures them) a few shapes of every kind the
    nearest search meets: cut at the mark, far out, beyond the far look."""
    structs = objarray([s.geometry for s in plan.structures])
    grown = [*shapely.buffer(structs[::7], 40.0), *shapely.buffer(structs[::11], 400.0)]
    return structs, objarray([*structs, *grown])


def test_nearest_looked_candidates_match_the_tree_point_by_point(bench, per_point):
    _lake, _profile, _wr, plan, lk = bench
    _structs, geoms = _features(plan)
    buoys = objarray([b.geometry for b in plan.buoys])
    xy = shapely.get_coordinates(buoys)
    far = xy + 1900.0                                       # past the near look: the tree's nearest
    fast_max = lk.shore.max_distance(geoms)
    fast_pts = lk.shore.nearest(xy, geoms=buoys)
    fast_far = lk.shore.nearest(far)
    per_point()
    ref_max = lk.shore.max_distance(geoms)
    ref_pts = lk.shore.nearest(xy, geoms=buoys)
    ref_far = lk.shore.nearest(far)
    for fast, ref in ((fast_max, ref_max), (fast_pts, ref_pts), (fast_far, ref_far)):
        np.testing.assert_array_equal(fast[0], ref[0])
        np.testing.assert_array_equal(fast[1], ref[1])
    # and they are the nearest: no segment of the mark is nearer (the same arithmetic over all)
    d, seg = fast_pts
    every = np.array([point_segment_distance(np.repeat(p[None, :], len(lk.shore.a), axis=0),
                                             lk.shore.a, lk.shore.b).min() for p in xy[:200]])
    np.testing.assert_array_equal(d[:200], every)
    assert (seg >= 0).all() and np.isfinite(fast_max[0]).all()


def test_distance_beyond_matches_measuring_every_point(bench):
    _lake, _profile, _wr, plan, lk = bench
    buoys = objarray([b.geometry for b in plan.buoys])
    # the layout's buoys stand 60 and 90 ft out: limits below, between and beyond them
    out = shapely.get_coordinates(buoys) + np.array([0.0, 300.0])
    pts = objarray([*buoys, *shapely.points(out)])
    xy = shapely.get_coordinates(pts)
    for limit in (10.0, 75.0, 100.0, 250.0, 5000.0):
        far, dist = lk.shore.distance_beyond(xy, pts, limit)
        ref_far, ref_dist = lk.shore.distance_beyond_reference(xy, pts, limit)
        np.testing.assert_array_equal(far, ref_far)
        np.testing.assert_array_equal(dist, ref_dist)
        assert (dist > limit).all()
    assert 0 < len(lk.shore.distance_beyond(xy, pts, 75.0)[0]) < len(pts)


def test_rights_areas_met_matches_the_tree(bench):
    _lake, _profile, _wr, plan, lk = bench
    items = [Item(src=s, kind=s.kind, geom=s.geometry) for s in plan.structures] + \
        [Item(src=b, kind="buoy", geom=b.geometry) for b in plan.buoys]
    want = intersecting(lk.ra_tree, lk.ra_geoms, objarray([it.geom for it in items]))
    # some asked before (kept on them), the rest not yet: the same pairs in the same order
    first = rights_areas_met(lk, items[::3])
    np.testing.assert_array_equal(first[1], intersecting(lk.ra_tree, lk.ra_geoms,
                                                         objarray([it.geom for it in items[::3]]))[1])
    got = rights_areas_met(lk, items)
    np.testing.assert_array_equal(got[0], want[0])
    np.testing.assert_array_equal(got[1], want[1])
    assert len(set(want[0].tolist())) > len(items) // 2       # most meet a rights area
    assert (np.bincount(want[0]) > 1).any()                   # some meet two (the straddling hoists)


def _key(findings) -> list[tuple]:
    return [(v.rule, v.parcel_id, v.source_fid, v.measured, v.limit, v.message,
             None if v.geometry is None else v.geometry.wkb) for v in findings]


def test_kept_allowances_change_nothing(bench):
    lake, profile, wr, plan, _lk = bench
    first = check_layout(profile, lake.parcels, wr, plan.structures, plan.buoys)
    again = check_layout(profile, lake.parcels, wr, plan.structures, plan.buoys)
    assert _key(again) == _key(first) and len(first) > 100
    # another profile on the same lake starts afresh: as on a result of its own
    other = load_profile("canandaigua")
    on_same = check_layout(other, lake.parcels, wr, plan.structures, plan.buoys)
    on_own = check_layout(other, lake.parcels, copy.copy(wr), plan.structures, plan.buoys)
    assert _key(on_same) == _key(on_own)
    assert {v.rule for v in on_same} != {v.rule for v in first}        # it is another law
    # a parcel whose land use changed gets its own allowance, not the one kept for it
    pid = wr.lakeshore_parcels[5]
    before = check_layout(profile, lake.parcels, wr, plan.structures, plan.buoys, parcel_ids=[pid])
    parcels = [dataclasses.replace(p, land_use="marina") if p.parcel_id == pid else p
               for p in lake.parcels]
    changed = check_layout(profile, parcels, wr, plan.structures, plan.buoys, parcel_ids=[pid])
    fresh = check_layout(profile, parcels, copy.copy(wr), plan.structures, plan.buoys, parcel_ids=[pid])
    assert _key(changed) == _key(fresh)
    assert _key(changed) != _key(before)
