"""core/judged.py: which features a live re-check judges together (moved out of ui/)."""
from __future__ import annotations

from rules_fixtures import buoy, dock, rect, struct

from shoreline_layout.core.judged import BEYOND, JudgedTogether, dock_id_of, footprint, footprints


def test_footprint_is_the_swing_circle_of_a_buoy():
    b = buoy(1, 50, 50, 10, 5)
    assert footprint(b).area == footprints([b])[0].area
    assert abs(footprint(b).area - 3.14159 * 15 ** 2) < 3.0
    d = dock(2, rect(0, 0, 6, 20))
    assert footprints([d, b])[0] is d.geometry


def test_dock_parts_are_filed_under_every_parcel_of_the_dock():
    j = JudgedTogether()
    walk = dock(1, rect(90, 0, 6, 40), dock_id="D")
    finger = dock(2, rect(96, 30, 20, 6), dock_id="D")
    hoist = struct(3, "boat_hoist_structure", rect(150, 0, 10, 10), dock_id="D")   # not a dock part
    assert dock_id_of(hoist) is None and dock_id_of(walk) == "D"
    j.index_many([(("s", 1), walk), (("s", 2), finger), (("s", 3), hoist)], [{"P0"}, {"P1"}, {"P1"}])
    assert j.parcels_of[("s", 1)] == j.parcels_of[("s", 2)] == {"P0", "P1"}
    assert j.parcels_of[("s", 3)] == {"P1"}
    # an edit of P0 touches P1 through the dock, so its re-check needs P1's hoist as well
    assert j.judged_with({"P0"}) == {"P0", "P1"}
    assert j.keys_for({"P0"}, {"P0": set()}) == {("s", 1), ("s", 2), ("s", 3)}
    assert j.with_dock(walk, {"P0", BEYOND}) == {"P0", "P1"}
    # removing the finger leaves the walkway in P0 only
    assert j.unindex(("s", 2)) == {"P0", "P1"}
    assert j.parcels_of[("s", 1)] == {"P0"} and j.judged_with({"P1"}) == {"P1"}


def test_a_swing_circle_reaching_further_brings_that_parcels_features():
    j = JudgedTogether()
    j.index(("b", 1), buoy(1, 250, 60, 60, 20), {"P2", "P3", "P4"})
    j.index(("s", 9), dock(9, rect(450, 0, 6, 30)), {"P4"})
    # re-checking P2 (neighbours P1, P3) needs the P4 dock the buoy may touch
    assert j.keys_for({"P2"}, {"P2": {"P1", "P3"}}) == {("b", 1), ("s", 9)}
    j.clear()
    assert j.keys_for({"P2"}, {}) == set()


def test_a_buoy_whose_lengths_are_no_numbers_is_filed_at_its_point():
    """A NaN rode length made the buffer raise and stopped the live check of the whole layout;
    check_layout says invalid_value about such a buoy, and the index files it at its point."""
    from shoreline_layout.core.judged import MIN_SWING_FT
    nan = buoy(1, 50, 50, 10, float("nan"))
    inf = buoy(2, 80, 50, float("inf"), 5)
    ok = buoy(3, 120, 50, 10, 5)
    prints = footprints([nan, inf, ok])
    for g, b in ((prints[0], nan), (prints[1], inf), (footprint(nan), nan)):
        assert g.centroid.distance(b.geometry) < 1e-6 and 0 < g.area < 3.2 * MIN_SWING_FT ** 2
    assert abs(prints[2].area - 3.14159 * 15 ** 2) < 3.0
