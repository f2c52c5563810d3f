"""Memory layers for the Processing tests (imported by the other test_processing_* modules), the
provider fixture, and tests of processing/convert.py on its own.

The worked example of DESIGN.md: water north of a shore along y = 0 which turns north at
x = 300 (the water is the quadrant x < 300, y > 0), five parcels on the land around it, tie points
(100,0), (200,0), (300,100), (300,200). Coordinates are offsets from a point on Keuka Lake in
EPSG:2261 so that the same parcels can be handed over in other CRSs.
"""
from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from qgis.core import (
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsFeature,
    QgsField,
    QgsGeometry,
    QgsProcessingException,
    QgsProject,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QMetaType as T
from qgis.PyQt.QtCore import QVariant

ORIGIN = (739000.0, 978000.0)   # EPSG:2261 ftUS, about Keuka Lake's east shore
WORKING = "EPSG:2261"

# (parcel_id, land_use, frontage_ft, ring of local coordinates)
EXAMPLE_PARCELS = (
    ("P1", "residential", 100.0, [(0, -200), (100, -200), (100, 0), (0, 0)]),
    ("P2", "residential", 100.0, [(100, -200), (200, -200), (200, 0), (100, 0)]),
    ("P3", "residential", 200.0, [(200, -200), (500, -200), (500, 100), (300, 100), (300, 0), (200, 0)]),
    ("P4", "residential", 100.0, [(300, 100), (500, 100), (500, 200), (300, 200)]),
    ("P5", "residential", 100.0, [(300, 200), (500, 200), (500, 300), (300, 300)]),
)
EXAMPLE_SHORE = [(0, 0), (300, 0), (300, 300)]


def world(x: float, y: float) -> tuple[float, float]:
    return ORIGIN[0] + x, ORIGIN[1] + y


def local(x: float, y: float) -> tuple[float, float]:
    return x - ORIGIN[0], y - ORIGIN[1]


def _wkt_ring(ring: Sequence[tuple[float, float]]) -> str:
    pts = [world(*p) for p in [*ring, ring[0]]]
    return "POLYGON((" + ", ".join(f"{x:.6f} {y:.6f}" for x, y in pts) + "))"


def _wkt_line(line: Sequence[tuple[float, float]]) -> str:
    return "LINESTRING(" + ", ".join("{:.6f} {:.6f}".format(*world(*p)) for p in line) + ")"


def memory_layer(geometry: str, name: str, fields: Sequence[tuple[str, Any]],
                 rows: Sequence[tuple[str | None, Sequence[Any]]], crs: str = WORKING,
                 source_crs: str = WORKING) -> QgsVectorLayer:
    """A memory layer; rows are (wkt in `source_crs`, attributes), reprojected to `crs`."""
    layer = QgsVectorLayer(f"{geometry}?crs={crs}", name, "memory")
    assert layer.isValid()
    provider = layer.dataProvider()
    provider.addAttributes([QgsField(n, t) for n, t in fields])
    layer.updateFields()
    transform = None
    if crs != source_crs:
        transform = QgsCoordinateTransform(QgsCoordinateReferenceSystem(source_crs),
                                           QgsCoordinateReferenceSystem(crs), QgsProject.instance())
    features = []
    for wkt, attrs in rows:
        f = QgsFeature(layer.fields())
        if wkt is not None:
            g = QgsGeometry.fromWkt(wkt)
            if transform is not None:
                g.transform(transform)
            f.setGeometry(g)
        f.setAttributes(list(attrs))
        features.append(f)
    assert provider.addFeatures(features)[0]
    layer.updateExtents()
    return layer


PARCEL_FIELDS = (("parcel_id", T.QString), ("land_use", T.QString),
                 ("frontage_ft", T.Double), ("seating", T.Int),
                 ("owner", T.QString))


def example_parcels(crs: str = WORKING, parcels=EXAMPLE_PARCELS) -> QgsVectorLayer:
    rows = [(_wkt_ring(ring), [pid, use, front, None, f"Owner of {pid}"])
            for pid, use, front, ring in parcels]
    return memory_layer("Polygon", "parcels", PARCEL_FIELDS, rows, crs=crs)


def example_shore(crs: str = WORKING, line=EXAMPLE_SHORE) -> QgsVectorLayer:
    return memory_layer("LineString", "mhw", (("name", T.QString),),
                        [(_wkt_line(line), ["MHW"])], crs=crs)


def layer_fingerprint(layer: QgsVectorLayer) -> tuple[int, str]:
    """(feature count, hash of every geometry's WKB and attributes) to prove an input unchanged."""
    digest = hashlib.sha256()
    n = 0
    for f in layer.getFeatures():
        n += 1
        digest.update(bytes(f.geometry().asWkb()))
        digest.update(repr(f.attributes()).encode())
    return n, digest.hexdigest()


def rows(layer: QgsVectorLayer) -> list[dict[str, Any]]:
    """The layer's features as dicts (NULL -> None), geometry under '_geom' (EPSG:2261 WKT)."""
    out = []
    for f in layer.getFeatures():
        d = {name: (None if v is None or (isinstance(v, QVariant) and v.isNull()) else v)
             for name, v in zip(layer.fields().names(), f.attributes(), strict=True)}
        d["_geom"] = f.geometry()
        out.append(d)
    return out


@pytest.fixture(scope="module")
def provider(qgis_processing: None) -> Iterator[Any]:
    """The shorelinelayout provider, registered for this module unless the plugin already did."""
    from shoreline_layout.plugin import make_provider

    registry = QgsApplication.processingRegistry()
    added = None
    if registry.providerById("shorelinelayout") is None:
        added = make_provider()
        assert registry.addProvider(added)
    yield registry.providerById("shorelinelayout")
    if added is not None:
        registry.removeProvider(added)


# ---------------------------------------------------------------- convert.py on its own

def test_parcels_from_layer_reads_ids_uses_and_attrs(qgis_app: Any) -> None:
    from shoreline_layout.qgis_io.convert import parcels_from_layer

    layer = example_parcels()
    parcels, messages = parcels_from_layer(layer, "parcel_id", "land_use", "frontage_ft",
                                           "seating", QgsCoordinateReferenceSystem(WORKING))
    assert [p.parcel_id for p in parcels] == ["P1", "P2", "P3", "P4", "P5"]
    p3 = parcels[2]
    assert p3.geometry.area == pytest.approx(300 * 200 + 100 * 200, abs=1e-6)
    minx, _miny, _maxx, maxy = p3.geometry.bounds
    assert (minx, maxy) == pytest.approx(world(200, 100), abs=1e-6)
    assert p3.frontage_tax_ft == 200.0 and p3.seating is None and p3.land_use == "residential"
    assert p3.attrs == {"owner": "Owner of P3"}
    assert p3.source_fid is not None
    assert messages == []


def test_parcels_transform_to_working_crs(qgis_app: Any) -> None:
    from shoreline_layout.qgis_io.convert import parcels_from_layer

    layer = example_parcels(crs="EPSG:4326")
    parcels, _ = parcels_from_layer(layer, "parcel_id", None, None, None,
                                    QgsCoordinateReferenceSystem(WORKING))
    ring = list(parcels[1].geometry.exterior.coords)
    expected = [world(*p) for p in EXAMPLE_PARCELS[1][3]]
    for got, want in zip(ring, expected, strict=False):
        assert got == pytest.approx(want, abs=0.01)


def test_unknown_land_use_reported_and_read_as_other(qgis_app: Any) -> None:
    from shoreline_layout.qgis_io.convert import parcels_from_layer

    parcels = list(EXAMPLE_PARCELS)
    parcels[0] = ("P1", "Farm", 100.0, parcels[0][3])
    parcels[1] = ("P2", "Motel", 100.0, parcels[1][3])
    parcels[2] = ("P3", None, 100.0, parcels[2][3])
    out, messages = parcels_from_layer(example_parcels(parcels=parcels), "parcel_id", "land_use",
                                       None, None, None)
    assert [p.land_use for p in out] == ["other", "hotel", "residential", "residential", "residential"]
    unknown = [m for m in messages if m.code == "unknown_land_use"]
    assert len(unknown) == 1 and "'Farm'" in unknown[0].text and "P1" in unknown[0].text


def test_duplicate_and_empty_ids_are_errors_naming_them(qgis_app: Any) -> None:
    from shoreline_layout.qgis_io.convert import parcels_from_layer

    parcels = list(EXAMPLE_PARCELS)
    parcels[1] = ("P1", *parcels[1][1:])
    with pytest.raises(QgsProcessingException, match=r"repeats parcel ids: 'P1' \(features"):
        parcels_from_layer(example_parcels(parcels=parcels), "parcel_id")
    parcels[1] = (None, *parcels[1][1:])
    with pytest.raises(QgsProcessingException, match="is empty for feature"):
        parcels_from_layer(example_parcels(parcels=parcels), "parcel_id")


def test_feature_ids_used_without_id_field_and_empty_geometry_counted(qgis_app: Any) -> None:
    from shoreline_layout.qgis_io.convert import parcels_from_layer

    layer = example_parcels()
    layer.dataProvider().addFeature(QgsFeature(layer.fields()))   # no geometry
    parcels, messages = parcels_from_layer(layer)
    assert [p.parcel_id for p in parcels] == [str(p.source_fid) for p in parcels]
    assert len(parcels) == 5
    codes = {m.code: m.text for m in messages}
    assert "parcel_id_from_fid" in codes
    assert codes["empty_geometry_skipped"].startswith("1 feature of ")


def test_shoreline_from_lake_polygon_is_its_boundary(qgis_app: Any) -> None:
    from shoreline_layout.qgis_io.convert import shoreline_from_layer

    lake = memory_layer("Polygon", "lake", (("name", T.QString),),
                        [(_wkt_ring([(0, 0), (300, 0), (300, 300), (0, 300)]), ["lake"])])
    shore = shoreline_from_layer(lake, QgsCoordinateReferenceSystem(WORKING))
    assert shore.geom_type == "LineString" and shore.is_ring
    assert shore.length == pytest.approx(1200.0, abs=1e-6)
    line = shoreline_from_layer(example_shore(crs="EPSG:26918"), None)
    assert line.length == pytest.approx(600.0, abs=0.01)


def test_geographic_or_metric_working_crs_refused(qgis_app: Any) -> None:
    from shoreline_layout.qgis_io.convert import working_crs_from

    with pytest.raises(QgsProcessingException, match="geographic"):
        working_crs_from(QgsCoordinateReferenceSystem("EPSG:4326"))
    with pytest.raises(QgsProcessingException, match="not feet"):
        working_crs_from(QgsCoordinateReferenceSystem("EPSG:26918"))
    assert working_crs_from(None).authid() == "EPSG:2261"


def test_structures_and_buoys_from_layers(qgis_app: Any) -> None:
    from shoreline_layout.qgis_io.convert import buoys_from_layer, structures_from_layer

    structures = memory_layer(
        "Polygon", "structures",
        (("kind", T.QString), ("dock_id", T.QString), ("part", T.QString),
         ("height_ft", T.Double), ("slips", T.Int)),
        [(_wkt_ring([(140, 0), (146, 0), (146, 70), (140, 70)]), ["dock", "D1", "walkway", None, 2]),
         (_wkt_ring([(150, 10), (160, 10), (160, 20), (150, 20)]),
          ["Boat Hoist Structure", None, None, 4.5, None]),
         (_wkt_ring([(170, 10), (180, 10), (180, 20), (170, 20)]), ["gazebo", None, None, None, None])])
    out, messages = structures_from_layer(structures, None)
    assert [(s.kind, s.dock_id, s.part, s.construction, s.slips, s.height_ft) for s in out] == [
        ("dock", "D1", "walkway", "permanent", 2, None),
        ("boat_hoist_structure", None, None, "permanent", None, 4.5)]
    assert out[0].geometry.bounds == pytest.approx(world(140, 0) + world(146, 70), abs=1e-6)
    assert [m.code for m in messages] == ["unknown_structure_kind"]

    buoys = memory_layer("Point", "buoys",
                         (("vessel_length_ft", T.Double), ("rode_length_ft", T.Double)),
                         [("POINT({:f} {:f})".format(*world(150, 120)), [24.0, 30.0]),
                          ("POINT({:f} {:f})".format(*world(160, 120)), [None, 30.0])])
    out, messages = buoys_from_layer(buoys, None)
    assert [b.swing_radius_ft for b in out] == [54.0, 30.0]
    assert (out[0].geometry.x, out[0].geometry.y) == pytest.approx(world(150, 120))
    assert [m.code for m in messages] == ["buoy_length_missing"]
    with pytest.raises(QgsProcessingException,
                       match="BUOYS must be a point layer; 'structures' is a polygon"):
        buoys_from_layer(structures, None)
    bare = memory_layer("Point", "bare", (("rode_length_ft", T.Double),), [("POINT(0 0)", [3.0])])
    with pytest.raises(QgsProcessingException,
                       match=r"BUOYS: layer 'bare' has no field 'vessel_length_ft' \(its fields: "
                             r"rode_length_ft\)"):
        buoys_from_layer(bare, None)


def test_violation_geometry_marks_points_and_lines(qgis_app: Any) -> None:
    from shapely.geometry import LineString, Point, box

    from shoreline_layout.qgis_io.sinks import violation_geometry

    assert violation_geometry(box(0, 0, 10, 5)).area == pytest.approx(50.0)
    disc = violation_geometry(Point(3, 4))
    assert disc.geom_type == "MultiPolygon" and disc.centroid.distance(Point(3, 4)) < 1e-9
    assert disc.bounds == pytest.approx((0, 1, 6, 7), abs=1e-9)
    band = violation_geometry(LineString([(0, 0), (20, 0)]))
    assert band.area == pytest.approx(20 * 3.0)
    assert violation_geometry(None) is None


def test_geometry_bridge_works_with_the_geos_qgis_binds(tmp_path: Any) -> None:
    """Inside QGIS (desktop, qgis_process) the system GEOS is in the global symbol scope, so
    shapely's C calls go to it, not to the wheel's newer copy. Simulated with LD_PRELOAD: the
    QgsGeometry <-> shapely bridge must still round-trip (shapely >= 2.1 would otherwise ask
    GEOS 3.11 for 4-dimensional WKB and fail)."""
    import ctypes.util
    import os
    import subprocess
    import sys

    geos = ctypes.util.find_library("geos_c")
    if geos is None:
        pytest.skip("no system GEOS")
    script = (
        "from qgis.core import QgsApplication\n"
        "app = QgsApplication([], False); app.initQgis()\n"
        "from shapely.geometry import Polygon\n"
        "from shoreline_layout.qgis_io.convert import to_qgs, to_shapely\n"
        "g = to_qgs(Polygon([(0, 0), (10, 0), (10, 5)]))\n"
        "print(g.asWkt(0), to_shapely(g).area)\n"
    )
    env = dict(os.environ, LD_PRELOAD=geos, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    done = subprocess.run([sys.executable, "-P", "-c", script], env=env, capture_output=True,
                          text=True, timeout=120, stdin=subprocess.DEVNULL, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split("\n")[-2] == "Polygon ((0 0, 10 0, 10 5, 0 0)) 25.0"
