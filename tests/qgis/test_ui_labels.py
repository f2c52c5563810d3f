"""Map labels that read like a survey (issue #15 item 6): bearings as the site plan writes them
(one formatter: core/bearing.py, its QGIS expression tested to agree), parcel ids on the tie
lines, and labels kept apart: none overlap, the crowded ones wait for a closer scale."""
from __future__ import annotations

import random
from typing import Any

import pytest
from qgis.core import (
    Qgis,
    QgsExpression,
    QgsExpressionContext,
    QgsExpressionContextUtils,
    QgsFeature,
    QgsGeometry,
    QgsVectorLayer,
)

from shoreline_layout.core.bearing import bearing, bearing_expression


def _layer(style: str, definition: str, wkt: str, attrs: list) -> QgsVectorLayer:
    from shoreline_layout.qgis_io.styles import apply_style
    layer = QgsVectorLayer(definition + "&crs=EPSG:2261", style, "memory")
    f = QgsFeature(layer.fields())
    f.setGeometry(QgsGeometry.fromWkt(wkt))
    f.setAttributes(attrs)
    assert layer.dataProvider().addFeature(f)
    ok, message = apply_style(layer, style)
    assert ok, message
    return layer


def _evaluate(expression: str, layer: QgsVectorLayer) -> Any:
    exp = QgsExpression(expression)
    context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(layer))
    context.setFeature(next(layer.getFeatures()))
    value = exp.evaluate(context)
    assert not exp.hasEvalError(), exp.evalErrorString()
    return value


def test_the_map_bearing_is_the_site_plans_bearing_for_every_quadrant(qgis_app: Any) -> None:
    from qgis.core import QgsField, QgsFields
    from qgis.PyQt.QtCore import QMetaType
    fields = QgsFields()
    fields.append(QgsField("azimuth_deg", QMetaType.Type.Double))
    feature = QgsFeature(fields)        # not stored: a provider may round the double
    exp = QgsExpression(bearing_expression("azimuth_deg"))
    context = QgsExpressionContext()
    rng = random.Random(15)
    azimuths = [0.0, 90.0, 180.0, 270.0, 359.99999, 264.1597, 95.84, 337.5, -22.5, 405.0]
    azimuths += [rng.uniform(0.0, 360.0) for _ in range(200)]
    for az in azimuths:
        feature.setAttribute(0, az)
        context.setFeature(feature)
        assert exp.evaluate(context) == bearing(az), az
        assert not exp.hasEvalError(), exp.evalErrorString()
    assert bearing(264.1597) == "S 84°09'35\" W"


def test_water_rights_labels_show_the_bearing_and_wait_for_a_closer_scale(qgis_app: Any) -> None:
    layer = _layer("water_rights_lines",
                   "LineString?field=parcel_a:string&field=parcel_b:string&field=azimuth_deg:double"
                   "&field=waterside_angle_deg:double&field=length_ft:double&field=modified:integer"
                   "&field=note:string", "LINESTRING(0 0, -80 8)", ["P1", "P2", 275.84, 90.0, 1236.14, 0, ""])
    settings = layer.labeling().settings()
    assert _evaluate(settings.fieldName, layer) == "N 84°09'36\" W 1,236.1 ft"
    assert settings.scaleVisibility and settings.minimumScale == pytest.approx(4000.0)
    assert settings.placementSettings().overlapHandling() == Qgis.LabelOverlapHandling.PreventOverlap


def test_tie_lines_carry_the_parcel_id_from_a_stretch_of_shore_in(qgis_app: Any) -> None:
    layer = _layer("tie_lines", "LineString?field=parcel_id:string&field=length_ft:double",
                   "LINESTRING(0 0, 100 0)", ["SBL 123.45-1-6", 100.0])
    assert layer.labelsEnabled()
    settings = layer.labeling().settings()
    assert _evaluate(settings.fieldName, layer) == "SBL 123.45-1-6"
    assert settings.scaleVisibility and settings.minimumScale == pytest.approx(10000.0)


def test_two_findings_on_one_small_dock_are_placed_apart(qgis_app: Any) -> None:
    layer = _layer("violations",
                   "MultiPolygon?field=rule:string&field=severity:string&field=parcel_id:string"
                   "&field=measured:double&field=limit:double&field=unit:string&field=section:string"
                   "&field=message:string&field=source_layer:string&field=source_fid:integer",
                   "MULTIPOLYGON(((0 0, 6 0, 6 40, 0 40, 0 0)))",
                   ["reach", "error", "P1", 70.0, 65.0, "ft", "§160-123A(1)(b)[1]", "", "structures", 1])
    settings = layer.labeling().settings()
    assert settings.placement == Qgis.LabelPlacement.AroundPoint
    assert settings.placementSettings().overlapHandling() == Qgis.LabelOverlapHandling.PreventOverlap
    assert settings.priority == 10
