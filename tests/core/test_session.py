"""core/session.py: the check's lake-wide indexes are kept on their WaterRightsResult, never in a
module table keyed by id() (Python hands a freed object's id out again: a new result would then
find the old one's indexes and get a confident wrong answer)."""
from __future__ import annotations

import copy
import dataclasses
import gc
import weakref

import pytest
from rules_fixtures import buoy, lake

from shoreline_layout.core.profiles.loader import load_profile
from shoreline_layout.core.rules.check import check_layout
from shoreline_layout.core.session import lake_index


@pytest.fixture(scope="module")
def keuka():
    return load_profile("keuka")


def _rows(found) -> list[tuple]:
    return [(v.rule, v.parcel_id, v.source_fid, v.measured) for v in found]


def test_a_freed_results_id_handed_out_again_never_lends_its_index(keuka) -> None:
    # Result A (100 ft lots) is checked, so it has its indexes; then it is freed.
    parcels_a, wr_a = lake(3, width=100.0)
    check_layout(keuka, parcels_a, wr_a, [], [buoy(1, 120.0, 60.0)])
    freed_id = id(wr_a)
    del wr_a
    gc.collect()
    # Result B (50 ft lots): copies are made until one gets A's id, as CPython's allocator usually
    # does within a few tries (not always, in a long run of tests: then the last copy is checked,
    # and what is asserted below holds all the same; the index lives on the result, so a reused
    # id cannot matter).
    parcels_b, wr_b = lake(3, width=50.0)
    held = []
    candidate = dataclasses.replace(wr_b)
    for _ in range(10_000):
        if id(candidate) == freed_id:
            break
        held.append(candidate)
        candidate = dataclasses.replace(wr_b)
    index = lake_index(candidate, parcels_b)
    assert index.wr is candidate
    assert index.ra_ids == ["P0", "P1", "P2"]
    assert [g.bounds for g in index.ra_geoms] == [(0.0, 0.0, 50.0, 1500.0), (50.0, 0.0, 100.0, 1500.0),
                                                  (100.0, 0.0, 150.0, 1500.0)]
    # A buoy without a parcel_id at x = 120 lies in P2's water here (it was P1's on lake A), and
    # the check says so exactly as on a copy of B that was never checked before.
    stray = buoy(7, 120.0, 60.0)
    found = check_layout(keuka, parcels_b, candidate, [], [stray])
    fresh = check_layout(keuka, parcels_b, dataclasses.replace(wr_b), [], [buoy(7, 120.0, 60.0)])
    assert _rows(found) == _rows(fresh)
    assert {v.parcel_id for v in found if v.source_fid == 7} == {"P2"}


def test_the_indexes_die_with_their_result(keuka) -> None:
    parcels, wr = lake(3)
    check_layout(keuka, parcels, wr, [], [buoy(1, 150.0, 60.0)])
    gone = weakref.ref(wr)
    del wr
    gc.collect()
    assert gone() is None          # no module-level table keeps a checked result alive


def test_indexes_are_reused_for_the_same_result_and_rebuilt_for_another_parcel_list() -> None:
    parcels, wr = lake(3)
    first = lake_index(wr, parcels)
    assert lake_index(wr, parcels) is first                    # a re-check builds nothing again
    tree = first.parcel_tree
    other = list(parcels[:2])
    again = lake_index(wr, other)
    assert again is first and again.parcel_ids == ["P0", "P1"] and again.parcel_tree is not tree


def test_a_shallow_copy_builds_its_own_indexes() -> None:
    parcels, wr = lake(3)
    original = lake_index(wr, parcels)
    twin = copy.copy(wr)                # carries the original's instance dictionary along
    twin.rights_areas = wr.rights_areas[:2]
    assert lake_index(twin, parcels).ra_ids == ["P0", "P1"]
    assert lake_index(wr, parcels) is original and original.ra_ids == ["P0", "P1", "P2"]


def test_the_one_lake_model_answers_where_things_lie() -> None:
    """What the panel, its map tools and the live check ask (issue #21 item 4), answered from the
    one index check_layout reads: P0..P2 are 100 ft lots, their rights areas straight out."""
    from rules_fixtures import dock, rect

    from shoreline_layout.core.judged import BEYOND
    from shoreline_layout.core.session import filed_under, locate_many, parcel_at, parcels_touching, side
    parcels, wr = lake(3)
    idx = lake_index(wr, parcels)
    assert idx.neighbours == {"P0": {"P1"}, "P1": {"P0", "P2"}, "P2": {"P1"}}
    assert parcel_at(idx, 150.0, -10.0) == "P1" and parcel_at(idx, 250.0, 30.0) == "P2"
    assert parcel_at(idx, 150.0, 2000.0) is None
    assert (side(idx, 50.0, 10.0), side(idx, 50.0, -10.0), side(idx, -50.0, 10.0)) == (1, -1, 0)
    assert parcels_touching(idx, rect(95, 0, 10, 30)) == {"P0", "P1"}
    straddling, ashore = rect(95, 1, 10, 30), rect(140, -30, 6, 20)
    waters, lands, beyond = locate_many(idx, [straddling, ashore, rect(-60, 0, 40, 30)],
                                        beyond_when_dry=True)
    assert waters == [{"P0", "P1"}, set(), set()] and lands == [set(), {"P1"}, set()]
    assert beyond.tolist() == [False, False, True]
    # a buoy whose swing circle reaches past the end parcel is filed BEYOND; a dock named for P2
    # is filed under P2 as well as where it stands
    named = dock(7, rect(45, 0, 6, 20), parcel_id="P2")
    b = buoy(8, 280.0, 60.0, 30.0, 20.0)
    assert filed_under(idx, [named, b], [named.geometry, b.geometry.buffer(50.0)]) == [
        {"P0", "P2"}, {"P2", BEYOND}]
