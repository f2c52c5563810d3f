"""The QML styles of resources/styles/: each loads onto a layer of its output's geometry type,
draws its feature in its colour where the feature is, and labels say what the contract says."""
from __future__ import annotations

from typing import Any

import pytest
from qgis.core import (
    Qgis,
    QgsExpression,
    QgsExpressionContext,
    QgsExpressionContextUtils,
    QgsFeature,
    QgsGeometry,
    QgsMapRendererSequentialJob,
    QgsMapSettings,
    QgsRectangle,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QSize
from qgis.PyQt.QtGui import QColor, QImage

# style -> (memory layer definition, WKT, attributes, expected RGB drawn inside the feature)
CASES = {
    "tie_lines": ("LineString?field=parcel_id:string&field=length_ft:double",
                  "LINESTRING(0 50, 100 50)", ["P2", 100.0], (30, 30, 30)),
    "water_rights_lines": ("LineString?field=parcel_a:string&field=parcel_b:string"
                           "&field=azimuth_deg:double&field=waterside_angle_deg:double"
                           "&field=length_ft:double&field=modified:integer&field=note:string",
                           "LINESTRING(0 50, 100 50)", ["P1", "P2", 90.0, 180.0, 100.0, 0, None],
                           (110, 45, 170)),
    "reach_lines": ("LineString?field=parcel_id:string&field=reach_ft:double",
                    "LINESTRING(0 50, 100 50)", ["P2", 65.0], (0, 128, 128)),
    "shoreline": ("LineString?field=name:string", "LINESTRING(0 50, 100 50)", ["MHW"], (20, 90, 200)),
    "rights_areas": ("Polygon?field=parcel_id:string&field=area_sqft:double"
                     "&field=closes_at_ft:double&field=modified:integer&field=note:string"
                     "&field=shoreline_ft:double&field=law:string&field=law_key:string",
                     "POLYGON((0 0, 100 0, 100 100, 0 100, 0 0))",
                     ["P2", 1e4, None, 0, None, 100.0, "keuka", "0123456789ab"], None),
    "envelopes": ("Polygon?field=parcel_id:string&field=setback_ft:double&field=reach_ft:double"
                  "&field=area_sqft:double",
                  "POLYGON((0 0, 100 0, 100 100, 0 100, 0 0))", ["P2", 10.0, 65.0, 1e4], "green"),
    "violations": ("MultiPolygon?field=parcel_id:string&field=source_layer:string"
                   "&field=source_fid:long&field=rule:string&field=section:string"
                   "&field=severity:string&field=measured:double&field=limit:double"
                   "&field=unit:string&field=message:string",
                   "MULTIPOLYGON(((0 0, 100 0, 100 100, 0 100, 0 0)))",
                   ["P2", "structures", 3, "reach", "§160-123A(1)(b)[1]", "error", 70.0, 65.0, "ft",
                    "The dock reaches 70.0 ft from the MHW mark; the limit is 65 ft."], (220, 0, 0)),
    "parcels": ("Polygon?field=parcel_id:string", "POLYGON((0 0, 100 0, 100 100, 0 100, 0 0))",
                ["P2"], (246, 241, 226)),
    "structures": ("Polygon?field=kind:string", "POLYGON((0 0, 100 0, 100 100, 0 100, 0 0))",
                   ["dock"], (150, 105, 60)),
    "buoys": ("Point?field=vessel_length_ft:double", "POINT(50 50)", [20.0], (255, 210, 0)),
}


def styled_layer(style: str) -> QgsVectorLayer:
    from shoreline_layout.qgis_io.styles import apply_style

    definition, wkt, attrs, _rgb = CASES[style]
    layer = QgsVectorLayer(definition + "&crs=EPSG:2261", style, "memory")
    feature = QgsFeature(layer.fields())
    feature.setGeometry(QgsGeometry.fromWkt(wkt))
    feature.setAttributes(attrs)
    assert layer.dataProvider().addFeature(feature)
    layer.updateExtents()
    ok, message = apply_style(layer, style)
    assert ok, message
    return layer


def render(layer: QgsVectorLayer, labels: bool = False) -> QImage:
    settings = QgsMapSettings()
    settings.setLayers([layer])
    settings.setDestinationCrs(layer.crs())
    settings.setExtent(QgsRectangle(-20, -20, 120, 120))
    settings.setOutputSize(QSize(140, 140))
    settings.setBackgroundColor(QColor(255, 255, 255))
    settings.setFlag(Qgis.MapSettingsFlag.Antialiasing, False)   # exact colours, no blending
    if not labels:
        settings.setFlag(Qgis.MapSettingsFlag.DrawLabeling, False)
    job = QgsMapRendererSequentialJob(settings)
    job.start()
    job.waitForFinished()
    return job.renderedImage()


def colours(image: QImage, x0: int, y0: int, x1: int, y1: int) -> list[tuple[int, int, int]]:
    return [QColor(image.pixel(x, y)).getRgb()[:3] for x in range(x0, x1) for y in range(y0, y1)]


def near(c: tuple[int, int, int], want: tuple[int, int, int], tol: int = 40) -> bool:
    return all(abs(a - b) <= tol for a, b in zip(c, want, strict=True))


@pytest.mark.parametrize("style", sorted(CASES))
def test_style_draws_feature_in_its_colour(qgis_app: Any, style: str) -> None:
    layer = styled_layer(style)
    want = CASES[style][3]
    image = render(layer)
    # the feature occupies map x 0..100 (image x 20..120); its line runs along map y = 50
    inside = colours(image, 22, 22, 118, 118)
    outside = colours(image, 0, 0, 14, 140)
    assert all(c == (255, 255, 255) for c in outside), f"{style} draws outside its feature"
    if want is None:   # rights areas: a translucent blue wash, never opaque
        assert all(c[2] > c[0] and c != (255, 255, 255) and c[0] > 150 for c in inside)
    elif want == "green":   # envelopes: green hatching over a see-through ground
        hatch = [c for c in inside if c[1] > c[0] + 40 and c[1] > c[2] + 40]
        assert 0.2 * len(inside) < len(hatch) < 0.7 * len(inside)
        assert (255, 255, 255) in inside
    else:
        assert any(near(c, want) for c in inside), f"{style}: no pixel near {want}"


def test_a_road_ends_water_is_grey(qgis_app: Any) -> None:
    """A rights area without a parcel id (an unparcelled strip, its note says what) is nobody's:
    grey, not the parcels' blue."""
    layer = styled_layer("rights_areas")
    feature = next(layer.getFeatures())
    layer.dataProvider().changeAttributeValues({feature.id(): {0: None, 4: "Road end 1: lakeshore ..."}})
    inside = colours(render(layer), 22, 22, 118, 118)
    assert all(abs(c[0] - c[2]) <= 8 and 200 < c[0] < 255 for c in inside), inside[:3]


def label_text(layer: QgsVectorLayer) -> str:
    assert layer.labelsEnabled()
    expression = QgsExpression(layer.labeling().settings().fieldName)
    context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(layer))
    context.setFeature(next(layer.getFeatures()))
    value = expression.evaluate(context)
    assert not expression.hasEvalError(), expression.evalErrorString()
    return value


def test_water_rights_label_is_bearing_and_length(qgis_app: Any) -> None:
    layer = styled_layer("water_rights_lines")
    fid = next(layer.getFeatures()).id()
    layer.dataProvider().changeAttributeValues({fid: {2: 337.5, 4: 184.784}})
    assert label_text(layer) == "N 22°30'00\" W 184.8 ft"
    layer.dataProvider().changeAttributeValues({fid: {5: 1}})
    assert label_text(layer) == "N 22°30'00\" W 184.8 ft (200 ft rule)"


def test_violation_label_is_measure_limit_and_section(qgis_app: Any) -> None:
    layer = styled_layer("violations")
    assert label_text(layer) == "70.0 ft > 65 ft §160-123A(1)(b)[1]"
    fid = next(layer.getFeatures()).id()
    layer.dataProvider().changeAttributeValues({fid: {3: "setback", 6: 6.25, 7: 10.0,
                                                      4: "§160-122D"}})
    assert label_text(layer) == "6.3 ft < 10 ft §160-122D"
    layer.dataProvider().changeAttributeValues({fid: {3: "rights_line_modified", 6: 200.0,
                                                      7: 200.0, 4: "§160-122C(2)"}})
    assert label_text(layer) == "200.0 ft = 200 ft §160-122C(2)"
    layer.dataProvider().changeAttributeValues({fid: {6: None}})
    assert label_text(layer) == "rights line modified §160-122C(2)"


def test_violation_rules_by_severity(qgis_app: Any) -> None:
    from qgis.core import QgsPalLayerSettings

    layer = styled_layer("violations")
    settings = QgsPalLayerSettings(layer.labeling().settings())   # a copy: no dangling reference
    colour = settings.dataDefinedProperties().property(QgsPalLayerSettings.Property.Color)
    assert "severity" in colour.expressionString()
    fid = next(layer.getFeatures()).id()
    drawn = {}
    for severity in ("error", "warning", "info"):
        layer.dataProvider().changeAttributeValues({fid: {5: severity}})
        image = render(layer)
        drawn[severity] = colours(image, 20, 20, 121, 121)
    assert any(near(c, (220, 0, 0)) for c in drawn["error"])
    assert any(near(c, (255, 140, 0)) for c in drawn["warning"])
    assert not any(near(c, (220, 0, 0)) for c in drawn["warning"])
    assert any(near(c, (30, 110, 220)) for c in drawn["info"])


def test_violation_label_colour_follows_the_severity(qgis_app: Any) -> None:
    """#26: an info note of the 200 ft rule labelled in the violations' dark red reads as a
    violation; the label takes the severity's colour of the findings table."""
    from qgis.core import QgsExpression, QgsExpressionContext, QgsExpressionContextUtils, QgsPalLayerSettings

    from shoreline_layout.ui.violations_table import SEVERITY_BRUSH

    layer = styled_layer("violations")
    settings = QgsPalLayerSettings(layer.labeling().settings())   # a copy: no dangling reference
    colour = settings.dataDefinedProperties().property(QgsPalLayerSettings.Property.Color)
    assert colour.isActive()
    feature = next(layer.getFeatures())
    for severity in ("error", "warning", "info"):
        feature["severity"] = severity
        context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(layer))
        context.setFeature(feature)
        drawn = QColor(QgsExpression(colour.expressionString()).evaluate(context))
        assert drawn.isValid(), severity
        want = SEVERITY_BRUSH[severity]
        assert (drawn.red(), drawn.green(), drawn.blue()) == (want.red(), want.green(), want.blue()), severity


def test_a_count_violation_is_labelled_in_whole_numbers(qgis_app: Any) -> None:
    """#26: "3.0 > 2" for three docks where two are allowed: a count prints as a whole number."""
    layer = styled_layer("violations")
    fid = next(layer.getFeatures()).id()
    layer.dataProvider().changeAttributeValues({fid: {3: "dock_count", 4: "§160-123A(1)(a)", 6: 3.0, 7: 2.0,
                                                      8: "count"}})
    assert label_text(layer) == "3 > 2 §160-123A(1)(a)"


def test_water_rights_lines_are_not_drawn_in_the_violations_red(qgis_app: Any) -> None:
    """#26: a water-rights line in the same red as a violation reads as a finding."""
    lines = colours(render(styled_layer("water_rights_lines")), 22, 22, 118, 118)
    drawn = {c for c in lines if c != (255, 255, 255)}
    assert drawn and not any(near(c, (220, 0, 0), 80) for c in drawn)
    assert any(near(c, CASES["water_rights_lines"][3], 10) for c in drawn)
