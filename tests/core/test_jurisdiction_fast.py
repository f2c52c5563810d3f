"""jurisdiction.beyond_reach (bounds first, the nearest MHW segment looked up only where a bound
leaves a test open) gives beyond_reach_reference's answer (every vertex and every sample of a
far side measured against its nearest segment), geometry for geometry: on the rights areas of
synthetic lakes with coves and points, of a piece of real Keuka, with the limit moved so that
many areas cross it, and on geometries made to sit right at it."""
from __future__ import annotations

import numpy as np
import pytest
import shapely
from lakegen import make_lake
from reallake import make_real_lake
from settings import keuka_settings, profile_settings
from shapely.geometry import Polygon

from shoreline_layout.core import water_rights
from shoreline_layout.core.geometry import jurisdiction
from shoreline_layout.core.geometry.jurisdiction import beyond_reach, beyond_reach_reference
from shoreline_layout.core.geometry.shoreline import Shoreline, normalise_pieces

pytestmark = pytest.mark.filterwarnings("ignore:invalid value encountered:RuntimeWarning")


def _areas_as_clipped(monkeypatch: pytest.MonkeyPatch, parcels: list, shoreline: object, settings: object
                      ) -> tuple[Shoreline, np.ndarray]:
    """The shoreline and rights areas exactly as the construction hands them to the clip."""
    seen: list[tuple[Shoreline, np.ndarray]] = []
    real = jurisdiction.clip_to_jurisdiction

    def spy(shore, geoms, *args, **kwargs):
        seen.append((shore, np.array(geoms, dtype=object, copy=True)))
        return real(shore, geoms, *args, **kwargs)

    monkeypatch.setattr(water_rights, "clip_to_jurisdiction", spy)
    water_rights.compute_water_rights(parcels, shoreline, settings)
    return seen[0]


LIMITS = [(1500.0, 1.0), (1450.0, 0.0), (1400.0, 3.0), (1300.0, -2.0), (1520.0, 1.0)]


@pytest.mark.parametrize("seed", [0, 3])
def test_agrees_on_synthetic_lakes(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    lake = make_lake(600, seed, coves=1.5)
    shore, areas = _areas_as_clipped(monkeypatch, lake.parcels, lake.shoreline, keuka_settings())
    crossed = 0
    for projection_ft, tol_ft in LIMITS:
        want = beyond_reach_reference(shore, areas, projection_ft, tol_ft)
        got = beyond_reach(shore, areas, projection_ft, tol_ft)
        assert np.array_equal(got, want), (projection_ft, tol_ft, np.flatnonzero(got != want)[:10])
        crossed += int(want.sum())
    # the limits moved in make areas reach past them (fewer since areas at points of land run out
    # to the reach itself and end there, issue #22: still dozens per lake)
    assert crossed > 30


def test_agrees_on_real_keuka(monkeypatch: pytest.MonkeyPatch) -> None:
    lake = make_real_lake("keuka", 0, s_range=(0.0, 60_000.0))
    shore, areas = _areas_as_clipped(monkeypatch, lake.parcels, lake.lake, profile_settings("keuka"))
    for projection_ft, tol_ft in LIMITS:
        want = beyond_reach_reference(shore, areas, projection_ft, tol_ft)
        assert np.array_equal(beyond_reach(shore, areas, projection_ft, tol_ft), want), projection_ft


def test_agrees_at_the_limit_itself() -> None:
    """A straight shore y = 0 (water north), boxes whose far side lies just inside, on and just
    beyond 1,501 ft, and a far side that dips back inside only between its vertices."""
    shore = Shoreline(normalise_pieces(shapely.linestrings([(x, 0.0) for x in range(0, 5001, 10)])))
    tops = [1500.999, 1501.0, 1501.000001, 1501.01, 1600.0]
    geoms = [Polygon([(1000 + 200 * k, 0), (1100 + 200 * k, 0), (1100 + 200 * k, t), (1000 + 200 * k, t)])
             for k, t in enumerate(tops)]
    # Far side from (4000, 1502) to (4400, 1502) through (4200, 1400): vertices beyond, middle not.
    geoms.append(Polygon([(4000, 0), (4400, 0), (4400, 1502), (4200, 1400), (4000, 1502)]))
    geoms.append(Polygon())
    arr = np.array(geoms, dtype=object)
    want = beyond_reach_reference(shore, arr, 1500.0)
    assert want.tolist() == [False, False, True, True, True, True, False]
    assert np.array_equal(beyond_reach(shore, arr, 1500.0), want)


def test_agrees_where_only_the_samples_reach_beyond() -> None:
    """A round cove (the shore a circle of 3,000 ft, water inside): the straight far side of an
    area whose corners lie within reach bulges beyond it between them when the corners are far
    enough apart; only the samples of that side see it."""
    t = np.linspace(0.0, 2 * np.pi, 2001)
    shore = Shoreline(normalise_pieces(shapely.linestrings(3000.0 * np.c_[np.cos(t), np.sin(t)])))
    geoms = []
    for half in (0.01, 0.02, 0.03, 0.06, 0.1):     # half the angle the area spans at the centre
        a = np.array([-half, half])
        near, far = 3000.0 * np.c_[np.cos(a), np.sin(a)], 1499.5 * np.c_[np.cos(a), np.sin(a)]
        geoms.append(Polygon([near[0], near[1], far[1], far[0]]))
    arr = np.array(geoms, dtype=object)
    want = beyond_reach_reference(shore, arr, 1500.0)
    assert want.tolist() == [False, False, True, True, True]
    assert np.array_equal(beyond_reach(shore, arr, 1500.0), want)
