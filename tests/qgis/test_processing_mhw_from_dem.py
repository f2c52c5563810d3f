"""shorelinelayout:mhwfromdem on DEMs made here (numpy + GDAL) with a known shoreline.

The ground rises southward through the level along y = 300 + 20 sin(2 pi x / 400) (local ft,
EPSG:2261, 2 ft cells); the lake lies north and runs off the DEM's north, east and west edges. An
island (a cone 30 ft in radius at the level) stands in it; noise: pits below the level on land
and spikes of 2 x 2 cells above it in the water. The recovered mark must lie within half a cell of the
known shore, keep the island, drop the noise, and run through waterrightslines as SHORELINE.
"""
from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from osgeo import gdal, osr
from qgis.core import QgsVectorLayer
from qgis.PyQt.QtCore import QMetaType as T
from shapely import wkt as shapely_wkt
from shapely.geometry import LineString, Point
from test_processing_layers import (  # noqa: F401 - provider is a fixture
    ORIGIN,
    _wkt_ring,
    example_shore,
    local,
    memory_layer,
    provider,
    rows,
)

CELL = 2.0
WIDTH, HEIGHT = 800.0, 700.0
KEUKA_MHW = 715.3
ISLAND = (400.0, 520.0, 30.0)           # centre x, y and radius at the level (local ft)
PITS = ((100.0, 150.0), (620.0, 90.0))  # on land: cells below the level
SPIKES = ((560.0, 450.0), (250.0, 600.0))  # in the water: 2 x 2 cells above the level
FT_PER_M = 3937.0 / 1200.0

# Every test runs with the shorelinelayout provider registered.
pytestmark = pytest.mark.usefixtures("provider")


def true_shore_y(x: np.ndarray | float) -> np.ndarray | float:
    return 300.0 + 20.0 * np.sin(2 * np.pi * np.asarray(x) / 400.0)


def true_shore() -> LineString:
    xs = np.linspace(0, WIDTH, 1601)
    return LineString(np.column_stack([xs, true_shore_y(xs)]))


def make_dem(path: Path, units: str = "ft", level: float = KEUKA_MHW) -> str:
    cols, nrows = int(WIDTH / CELL), int(HEIGHT / CELL)
    xs = (np.arange(cols) + 0.5) * CELL
    ys = HEIGHT - (np.arange(nrows) + 0.5) * CELL
    x, y = np.meshgrid(xs, ys)
    z = level + 0.1 * (true_shore_y(x) - y)                  # 1 ft per 10 ft, falling north
    r = np.hypot(x - ISLAND[0], y - ISLAND[1])
    z = np.maximum(z, level + 0.2 * (ISLAND[2] - r))          # the island's cone
    for px, py in PITS:
        z[(abs(x - px) < 3) & (abs(y - py) < 3)] = level - 5
    for sx, sy in SPIKES:
        z[(abs(x - sx) < 2) & (abs(y - sy) < 2)] = level + 5
    if units == "m":
        z = z / FT_PER_M
    ds = gdal.GetDriverByName("GTiff").Create(str(path), cols, nrows, 1, gdal.GDT_Float64)
    ds.SetGeoTransform((ORIGIN[0], CELL, 0, ORIGIN[1] + HEIGHT, 0, -CELL))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(2261)
    ds.SetProjection(srs.ExportToWkt())
    ds.GetRasterBand(1).WriteArray(z)
    ds.GetRasterBand(1).SetNoDataValue(-9999.0)
    ds.FlushCache()
    ds = None
    return str(path)


def run_mhw(dem: str, **extra: Any) -> dict[str, Any]:
    from qgis import processing

    params = {"DEM": dem, "PROFILE": "keuka", "OUTPUT": "TEMPORARY_OUTPUT", **extra}
    return processing.run("shorelinelayout:mhwfromdem", params)


def local_geoms(layer: QgsVectorLayer) -> list[tuple[dict[str, Any], LineString]]:
    out = []
    for row in rows(layer):
        geom = shapely_wkt.loads(row["_geom"].asWkt())
        out.append((row, LineString([local(*c[:2]) for c in geom.coords])))
    return out


@pytest.fixture(scope="module")
def dem_ft(tmp_path_factory: pytest.TempPathFactory) -> str:
    return make_dem(tmp_path_factory.mktemp("dem") / "dem_ft.tif")


@pytest.fixture(scope="module")
def keuka_mark(dem_ft: str) -> list[tuple[dict[str, Any], LineString]]:
    return local_geoms(run_mhw(dem_ft, DEM_DATUM="NGVD29")["OUTPUT"])


def test_the_shore_is_recovered_within_half_a_cell(keuka_mark: list) -> None:
    shores = [g for row, g in keuka_mark if row["kind"] == "shore"]
    assert len(shores) == 1, "one open shore line: the lake runs off the DEM's edges"
    shore = shores[0]
    truth = true_shore()
    coords = np.array(shore.coords)
    # Within half a cell of the known shore everywhere, and covering it end to end.
    assert max(truth.distance(Point(c)) for c in coords) <= CELL / 2
    assert shore.hausdorff_distance(truth) <= CELL / 2
    assert sorted([coords[0][0], coords[-1][0]]) == [pytest.approx(0, abs=CELL),
                                                     pytest.approx(WIDTH, abs=CELL)]


def test_the_island_is_kept_and_the_noise_dropped(keuka_mark: list) -> None:
    islands = [(row, g) for row, g in keuka_mark if row["kind"] == "island"]
    assert len(islands) == 1
    row, ring = islands[0]
    assert row["closed"] == 1 and ring.is_ring
    cx, cy, radius = ISLAND
    distances = [math.hypot(x - cx, y - cy) for x, y in ring.coords]
    assert max(abs(d - radius) for d in distances) <= CELL / 2
    assert row["encloses_sqft"] == pytest.approx(math.pi * radius ** 2, rel=0.03)
    # Nothing near the pits or the spikes.
    for x, y in PITS + SPIKES:
        assert min(g.distance(Point(x, y)) for _row, g in keuka_mark) > 10
    note = row["note"]
    assert "715.3 ft contour" in note and "§160-121" in note and "USGS" in note and "NGVD29" in note
    assert "2 other water bodies" in note and "2 islands under 500 sq ft" in note
    assert row["level_ft"] == KEUKA_MHW and row["dem_level"] == pytest.approx(KEUKA_MHW)


def test_a_dem_in_metres_gives_the_same_mark(tmp_path: Path, keuka_mark: list) -> None:
    dem_m = make_dem(tmp_path / "dem_m.tif", units="m")
    out = local_geoms(run_mhw(dem_m, VERTICAL_UNITS=1, DEM_DATUM="NGVD29 (m)")["OUTPUT"])
    assert sorted(r["kind"] for r, _g in out) == ["island", "shore"]
    feet = {r["kind"]: g for r, g in keuka_mark}
    for row, geom in out:
        assert geom.hausdorff_distance(feet[row["kind"]]) < 0.05
        assert row["dem_level"] == pytest.approx(KEUKA_MHW * 1200 / 3937)


def test_canandaigua_asks_for_the_level_and_a_set_level_is_never_replaced(dem_ft: str) -> None:
    from qgis.core import QgsProcessingException

    with pytest.raises(QgsProcessingException, match="leaves the mean high water level blank"):
        run_mhw(dem_ft, PROFILE="canandaigua")
    out = local_geoms(run_mhw(dem_ft, PROFILE="canandaigua", MHW_LEVEL=KEUKA_MHW)["OUTPUT"])
    assert "supplied by the user" in out[0][0]["note"] and "§44-4" in out[0][0]["note"]
    with pytest.raises(QgsProcessingException, match=r"sets the mean high water level at 715\.3"):
        run_mhw(dem_ft, MHW_LEVEL=716.0)
    with pytest.raises(QgsProcessingException, match=r"no contour at 2000\.0000 exists"):
        run_mhw(dem_ft, PROFILE="canandaigua", MHW_LEVEL=2000.0)


def test_the_mark_runs_through_waterrightslines_as_shoreline(dem_ft: str) -> None:
    from qgis import processing

    mark = run_mhw(dem_ft)["OUTPUT"]
    # Eight 100 ft lots whose fronts follow the known shore (tax maps do not match a DEM exactly).
    parcel_rows = []
    for i in range(8):
        xs = np.linspace(i * 100.0, (i + 1) * 100.0, 21)
        front = [(float(x), float(true_shore_y(x))) for x in xs]
        ring = [(i * 100.0, 0.0), ((i + 1) * 100.0, 0.0), *front[::-1]]
        parcel_rows.append((_wkt_ring(ring), [f"L{i + 1}"]))
    parcels = memory_layer("Polygon", "parcels", (("parcel_id", T.QString),), parcel_rows)
    out = processing.run("shorelinelayout:waterrightslines", {
        "PARCELS": parcels, "SHORELINE": mark, "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id",
        **{name: "TEMPORARY_OUTPUT" for name in ("TIE_LINES", "WATER_RIGHTS_LINES", "RIGHTS_AREAS",
                                                  "REACH_LINES", "ENVELOPES")}})
    lines = local_geoms(out["WATER_RIGHTS_LINES"])
    assert len(lines) == 7                                   # one per tie point between 8 lots
    truth = true_shore()
    for i, (row, line) in enumerate(sorted(lines, key=lambda rl: rl[1].coords[0][0]), start=1):
        x0, y0 = line.coords[0]
        assert x0 == pytest.approx(100.0 * i, abs=CELL / 2)
        assert truth.distance(Point(x0, y0)) <= CELL / 2
        assert {row["parcel_a"], row["parcel_b"]} == {f"L{i}", f"L{i + 1}"}
    assert out["TIE_LINES"].featureCount() == 8


def test_the_log_counts_the_pieces_with_their_noun(dem_ft: str) -> None:
    """#26 walk: "OUTPUT: 2 feature(s)." in the log: a count takes its noun."""
    from qgis import processing
    from qgis.core import QgsProcessingFeedback

    class Log(QgsProcessingFeedback):
        def __init__(self) -> None:
            super().__init__()
            self.said: list[str] = []

        def pushInfo(self, info: str) -> None:
            self.said.append(info)

    log = Log()
    params = {"DEM": dem_ft, "PROFILE": "keuka", "OUTPUT": "TEMPORARY_OUTPUT", "DEM_DATUM": "NGVD29"}
    n = processing.run("shorelinelayout:mhwfromdem", params, feedback=log)["OUTPUT"].featureCount()
    assert n == 2                                       # the shore and the island
    assert "OUTPUT: 2 features." in log.said, log.said
