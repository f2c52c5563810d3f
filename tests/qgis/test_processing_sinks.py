"""processing/sinks.py writes a batch of features per sink call and every geometry's WKB in one
shapely call: the features must be those a feature-by-feature writer gave, part for part.

Also the bulk reader of convert.py: per-feature messages before the skipped-feature counts, and
only the parameters' fields when the other attributes are not wanted.
"""
from __future__ import annotations

from typing import Any

import pytest
from qgis.core import QgsCoordinateReferenceSystem, QgsFeature, QgsGeometry, QgsVectorLayer
from qgis.PyQt.QtCore import QVariant
from shapely.geometry import GeometryCollection, LineString, MultiPolygon, Point, Polygon
from test_processing_layers import EXAMPLE_PARCELS, WORKING, example_parcels, world


def memory_sink(geometry: str, spec: Any) -> QgsVectorLayer:
    from shoreline_layout.qgis_io.sinks import make_fields

    layer = QgsVectorLayer(f"{geometry}?crs=EPSG:2261", "out", "memory")
    layer.dataProvider().addAttributes(list(make_fields(spec)))
    layer.updateFields()
    return layer


def features(layer: QgsVectorLayer) -> list[tuple[list[Any], str]]:
    """(attributes with NULL as None, geometry WKT with 2 decimals or '') per feature, in order."""
    out = []
    for f in layer.getFeatures():
        attrs = [None if v is None or (isinstance(v, QVariant) and v.isNull()) else v for v in f.attributes()]
        out.append((attrs, f.geometry().asWkt(2) if f.hasGeometry() else ""))
    return out


def square(x: float, y: float, size: float) -> Polygon:
    return Polygon([(x, y), (x + size, y), (x + size, y + size), (x, y + size)])


def rights_areas() -> list[Any]:
    from shoreline_layout.core.model import RightsArea

    two = MultiPolygon([square(0, 0, 10), square(20, 0, 20)])
    return [RightsArea("A", square(0, 0, 10), 100.0, 65.0, False),
            RightsArea("B", two, 500.0, None, True),                      # two parts: a feature each
            RightsArea("C", Polygon(), 0.0, None, False),                 # not built: no geometry
            RightsArea("D", None, 0.0, None, False),
            RightsArea("E", GeometryCollection([square(0, 0, 2), LineString([(0, 0), (5, 5)])]),
                       4.0, 12.5, False),                                 # the line part is dropped
            RightsArea("F", Polygon([(0, 0, 7), (3, 0, 7), (3, 3, 7)]), 4.5, None, False)]   # Z dropped


EXPECTED_AREAS = [
    (["A", 100.0, 65.0, 0], "Polygon ((0 0, 10 0, 10 10, 0 10, 0 0))"),
    (["B", 100.0, None, 1], "Polygon ((0 0, 10 0, 10 10, 0 10, 0 0))"),
    (["B", 400.0, None, 1], "Polygon ((20 0, 40 0, 40 20, 20 20, 20 0))"),
    (["C", 0.0, None, 0], ""),
    (["D", 0.0, None, 0], ""),
    (["E", 4.0, 12.5, 0], "Polygon ((0 0, 2 0, 2 2, 0 2, 0 0))"),
    (["F", 4.5, None, 0], "Polygon ((0 0, 3 0, 3 3, 0 0))"),
]


@pytest.mark.parametrize("batch_size", [4096, 2, 1])
def test_rights_areas_part_by_part_whatever_the_batch(qgis_app: Any, monkeypatch: pytest.MonkeyPatch,
                                                     batch_size: int) -> None:
    from shoreline_layout.qgis_io import sinks

    monkeypatch.setattr(sinks, "BATCH_SIZE", batch_size)
    layer = memory_sink("Polygon", sinks.RIGHTS_AREA_FIELDS)
    assert sinks.write_rights_areas(layer.dataProvider(), layer.fields(), rights_areas()) == 7
    assert features(layer) == EXPECTED_AREAS
    # the output's fields: each part also carries the note, the parcel's MHW length and the law
    layer = memory_sink("Polygon", sinks.RIGHTS_AREA_OUTPUT_FIELDS)
    areas = rights_areas()
    areas[1].note = "modified under the 200 ft rule"
    assert sinks.write_rights_areas(layer.dataProvider(), layer.fields(), areas, {"A": 98.5, "B": 120.0},
                                    ("keuka", "0123456789ab")) == 7
    extra = {"A": [None, 98.5], "B": ["modified under the 200 ft rule", 120.0]}
    assert features(layer) == [([*attrs, *extra.get(attrs[0], [None, None]), "keuka", "0123456789ab"], wkt)
                               for attrs, wkt in EXPECTED_AREAS]


def test_a_geometry_the_sink_refuses_does_not_stop_the_others(qgis_app: Any,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A memory layer (like QGIS's file writer) stops a batch at the first feature it refuses;
    a geometry not of the output's type is handed over alone, so it is the only one lost."""
    from shoreline_layout.core.model import TieLine
    from shoreline_layout.qgis_io import sinks

    rows = [TieLine(f"T{i}", LineString([(i, 0), (i + 1, 0)]), 1.0) for i in range(6)]
    rows[2] = TieLine("T2", GeometryCollection([LineString([(2, 0), (3, 0)]), Point(9, 9)]), 1.0)
    rows[4] = TieLine("T4", None, 0.0)
    for batch_size in (4096, 3):
        monkeypatch.setattr(sinks, "BATCH_SIZE", batch_size)
        layer = memory_sink("LineString", sinks.TIE_LINE_FIELDS)
        assert sinks.write_tie_lines(layer.dataProvider(), layer.fields(), iter(rows)) == 6
        assert features(layer) == [
            (["T0", 1.0], "LineString (0 0, 1 0)"), (["T1", 1.0], "LineString (1 0, 2 0)"),
            (["T3", 1.0], "LineString (3 0, 4 0)"), (["T4", 0.0], ""), (["T5", 1.0], "LineString (5 0, 6 0)")]


def test_violations_batched_as_marks(qgis_app: Any) -> None:
    from shoreline_layout.core.model import Violation
    from shoreline_layout.qgis_io import sinks

    found = [Violation("P1", "structures", 2 ** 40, "reach", "§160-122B", "error", 72.0, 65.0, "ft",
                       "past the reach", geometry=Polygon([(0, 0), (4, 0), (4, 5), (0, 5)])),
             Violation("P2", "buoys", 7, "buoy_count", "§160-123A(1)(b)[1]", "error", 3.0, 2.0, "count",
                       "too many buoys"),
             Violation("P3", "buoys", 8, "buoy_contact", "§160-125", "warning", 3.5, 0.0, "ft",
                       "buoys touch", geometry=Point(10, 10))]
    layer = memory_sink("MultiPolygon", sinks.VIOLATION_FIELDS)
    assert sinks.write_violations(layer.dataProvider(), layer.fields(), found) == 3
    got = list(layer.getFeatures())
    assert [f["source_fid"] for f in got] == [2 ** 40, 7, 8]
    assert got[0].geometry().asWkt(0) == "MultiPolygon (((0 0, 4 0, 4 5, 0 5, 0 0)))"
    assert not got[1].hasGeometry()
    disc = got[2].geometry()   # a point finding: the 3 ft disc around it
    assert disc.boundingBox().toString(2) == "7.00,7.00 : 13.00,13.00"
    assert [f["rule"] for f in got] == ["reach", "buoy_count", "buoy_contact"]


def test_reader_says_per_feature_problems_before_the_skipped_count(qgis_app: Any) -> None:
    from shoreline_layout.qgis_io.convert import parcels_from_layer

    parcels = list(EXAMPLE_PARCELS)
    # P2 drawn as a bow tie: repaired (a warning per parcel) while the layer is read
    parcels[1] = ("P2", "residential", 100.0, [(100, -200), (200, 0), (200, -200), (100, 0)])
    layer = example_parcels(parcels=parcels)
    empty = QgsFeature(layer.fields())
    empty.setAttributes(["P9", "residential", None, None, None])
    layer.dataProvider().addFeature(empty)   # no geometry: counted once, at the end
    out, messages = parcels_from_layer(layer, "parcel_id", "land_use")
    assert [p.parcel_id for p in out] == ["P1", "P2", "P3", "P4", "P5"]
    assert [m.code for m in messages] == ["geometry_repaired", "empty_geometry_skipped"]
    assert "Parcel P2: its polygon was invalid (Self-intersection" in messages[0].text
    assert out[1].geometry.area == pytest.approx(2 * 0.5 * 200 * 50, abs=1e-6)   # two triangles
    assert messages[1].text.startswith("1 feature of PARCELS layer 'parcels' has no geometry")


def test_parcels_without_their_other_attributes(qgis_app: Any) -> None:
    """What the water-rights, facilities and check algorithms read: the same parcels, with only
    the parameters' fields (a tax map's dozens of others are not fetched)."""
    from shoreline_layout.qgis_io.convert import parcels_from_layer

    crs = QgsCoordinateReferenceSystem(WORKING)
    fields = ("parcel_id", "land_use", "frontage_ft", None)
    full, messages = parcels_from_layer(example_parcels(), *fields, crs)
    bare, bare_messages = parcels_from_layer(example_parcels(), *fields, crs, other_attributes=False)
    assert [p.attrs for p in full] == [{"seating": None, "owner": f"Owner of P{i}"} for i in range(1, 6)]
    assert [p.attrs for p in bare] == [{}] * 5
    assert [(p.parcel_id, p.land_use, p.frontage_tax_ft, p.geometry.wkb, p.source_fid) for p in bare] == \
           [(p.parcel_id, p.land_use, p.frontage_tax_ft, p.geometry.wkb, p.source_fid) for p in full]
    assert bare[2].frontage_tax_ft == 200.0 and bare[2].geometry.bounds[3] == pytest.approx(world(0, 100)[1])
    assert messages == bare_messages == []


def test_z_and_infinite_coordinates_when_read_in_bulk(qgis_app: Any) -> None:
    from shoreline_layout.qgis_io.convert import parcels_from_layer

    layer = QgsVectorLayer("PolygonZ?crs=EPSG:4326&field=parcel_id:string", "lots", "memory")
    rows = [("A", "PolygonZ ((-77.05 42.5 3, -77.04 42.5 3, -77.04 42.51 3, -77.05 42.5 3))"),
            ("B", "PolygonZ ((700000 1000000 0, 700100 1000000 0, 700100 1000100 0, 700000 1000000 0))"),
            ("C", "PolygonZ ((-77.03 42.5 1, -77.02 42.5 1, -77.02 42.51 1, -77.03 42.5 1))")]
    feats = []
    for pid, wkt in rows:
        f = QgsFeature(layer.fields())
        f.setAttributes([pid])
        f.setGeometry(QgsGeometry.fromWkt(wkt))
        feats.append(f)
    layer.dataProvider().addFeatures(feats)
    out, messages = parcels_from_layer(layer, "parcel_id", None, None, None,
                                       QgsCoordinateReferenceSystem(WORKING))
    assert [p.parcel_id for p in out] == ["A", "C"]
    assert all(not p.geometry.has_z for p in out)
    assert 600_000 < out[0].geometry.bounds[0] < 900_000   # feet, in EPSG:2261
    assert [m.code for m in messages] == ["transform_failed"]
    assert "(feature ids: 2)" in messages[0].text
