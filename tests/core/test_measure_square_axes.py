"""Width and length of a walkway on a bending shore (issue #15): a rectangle drawn square to the
MHW mark at its root reads its drawn width and length, although the mark's direction at the
walkway's centroid (where the checks take it) has turned; other shapes keep the mark's frame."""
from __future__ import annotations

import numpy as np
import pytest
import shapely
import shapely.affinity
from shapely.geometry import LineString, Point, Polygon

from shoreline_layout.core.rules.measure import ShoreIndex, extents_many, objarray

BEND_DEG = 12.0
SHORE = LineString([(-200.0, 0.0), (0.0, 0.0),
                    (200.0, 200.0 * np.tan(np.radians(BEND_DEG)))])


def walkway(index: ShoreIndex, root_x: float, width: float, length: float, turn_deg: float = 0.0
            ) -> Polygon:
    """A width x length rectangle out from the shore at x = root_x, square to the mark's
    direction there (as the panel's dock tool draws it), turned by turn_deg."""
    fr = index.frame(Point(root_x, 0.0))
    a = np.radians(turn_deg)
    rot = np.array([[np.cos(a), -np.sin(a)], [np.sin(a), np.cos(a)]])
    t, n = rot @ fr.tangent, rot @ fr.normal
    if n[1] < 0:
        n = -n
    o = fr.origin
    return Polygon([o - t * width / 2, o + t * width / 2, o + t * width / 2 + n * length,
                    o - t * width / 2 + n * length])


def measured(index: ShoreIndex, geom: Polygon) -> tuple[float, float]:
    geoms = objarray([geom])
    origin, tangent, normal = index.frames(geoms)
    w, ln = extents_many(geoms, origin, tangent, normal)
    return float(w[0]), float(ln[0])


@pytest.mark.parametrize("root_x", [-10.0, -4.0, 6.0, 15.0])
def test_a_walkway_drawn_square_at_its_root_reads_its_width_on_a_bending_shore(root_x: float) -> None:
    index = ShoreIndex(SHORE)
    w6 = walkway(index, root_x, 6.0, 60.0)
    # the mark's direction at the centroid differs from the root's: measured along it, the
    # walkway would read wider than drawn
    _o, tangent, _n = index.frames(objarray([w6]))
    along = shapely.get_coordinates(w6) @ tangent[0]
    assert along.max() - along.min() > 6.05
    assert measured(index, w6) == pytest.approx((6.0, 60.0), abs=0.005)
    assert index.frame(w6).extents(w6) == pytest.approx((6.0, 60.0), abs=0.005)
    # a wider one still reads wider: the rule sees 6.30 ft, not 6 ft
    assert measured(index, walkway(index, root_x, 6.3, 60.0))[0] == pytest.approx(6.3, abs=0.005)


def test_a_walkway_a_little_off_square_reads_its_own_width_a_skewed_one_the_marks() -> None:
    index = ShoreIndex(SHORE)
    assert measured(index, walkway(index, -60.0, 6.0, 40.0, turn_deg=7.0)) == pytest.approx(
        (6.0, 40.0), abs=0.005)
    skew = walkway(index, -60.0, 6.0, 40.0, turn_deg=30.0)
    # 30 degrees off: not "square to the mark"; parallel to the mark it covers 6 cos 30 + 40 sin 30
    assert measured(index, skew)[0] == pytest.approx(6.0 * np.cos(np.radians(30)) + 20.0, abs=0.05)


def test_a_t_dock_is_measured_in_the_marks_frame() -> None:
    index = ShoreIndex(LineString([(-200.0, 0.0), (200.0, 0.0)]))
    walk = shapely.box(-3, 0, 3, 40)
    t_dock = shapely.union_all([walk, shapely.box(-12, 40, 12, 46)])
    tilted = shapely.affinity.rotate(t_dock, 5.0, origin=(0, 0))
    w, ln = measured(index, tilted)
    xy = shapely.get_coordinates(tilted)
    assert (w, ln) == pytest.approx((np.ptp(xy[:, 0]), np.ptp(xy[:, 1])), abs=1e-6)
