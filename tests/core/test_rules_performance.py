"""A whole lake of 10,000 parcels with 3 structures and 2 buoys each: the lake-wide check finds
exactly the planted findings, and a live re-check of one parcel keeps to that parcel.

How fast both run is measured by `make bench` (scripts/bench.py prints the figures against the
targets: checklayout <= 3 s, live re-check median <= 50 ms), not asserted here: timed tests flake.
"""
from __future__ import annotations

from collections import Counter

import pytest
from rules_fixtures import buoy, dock, lake, rect, struct

from shoreline_layout.core.profiles import load_profile
from shoreline_layout.core.rules.check import check_layout

N = 10_000


@pytest.fixture(scope="module")
def big_lake():
    parcels, wr = lake(N)
    S, B = [], []
    for i in range(N):
        x = i * 100
        # every 100th dock reaches 70 ft: 100 reach findings under either law
        S.append(dock(3 * i, rect(x + 40, 0, 8, 70 if i % 100 == 0 else 50)))
        S.append(struct(3 * i + 1, "boat_hoist_structure", rect(x + 25, 10, 10, 12), height_ft=10))
        S.append(struct(3 * i + 2, "vessel", rect(x + 52, 20, 8, 20)))
        B.append(buoy(2 * i, x + 30, 80, 8, 4))
        B.append(buoy(2 * i + 1, x + 70, 80, 8, 4))
    return parcels, wr, S, B


@pytest.mark.parametrize("name", ["keuka", "canandaigua"])
def test_ten_thousand_parcels_find_exactly_the_planted_reach_findings(big_lake, name):
    parcels, wr, S, B = big_lake
    profile = load_profile(name)
    check_layout(profile, parcels, wr, S[:30], B[:20])      # warm the lake-wide indexes
    vs = check_layout(profile, parcels, wr, S, B)
    rules = Counter(v.rule for v in vs)
    assert rules["reach"] == N // 100
    assert set(rules) == {"reach"}


def test_live_recheck_of_one_parcel_keeps_to_that_parcel(big_lake):
    parcels, wr, S, B = big_lake
    profile = load_profile("keuka")
    check_layout(profile, parcels, wr, S, B, parcel_ids=["P1"])
    for pid in ("P0", "P4321", "P9999"):
        vs = check_layout(profile, parcels, wr, S, B, parcel_ids=[pid])
        assert {v.parcel_id for v in vs} <= {pid}
    only_p0 = check_layout(profile, parcels, wr, S, B, parcel_ids=["P0"])
    assert [v.rule for v in only_p0] == ["reach"]
