"""Writes the QML styles of resources/styles/ with PyQGIS (so that every file is one QGIS reads).

Run after changing a style here, then commit the .qml files (name styles to write only those):
    QT_QPA_PLATFORM=offscreen .venv/bin/python resources/styles/make_styles.py [rights_areas ...]
Colours: MHW blue, tie lines black, water-rights lines violet (dashed light violet where the 200 ft
rule changed them; red is the violations' alone, so a line is never read as a finding), rights
areas a pale translucent blue, reach lines dashed teal, envelopes green hatching, violations
red/orange/blue by severity, the lake audit's parcels green/amber/red by state.
"""
from __future__ import annotations

import os
import sys

from qgis.core import (
    Qgis,
    QgsApplication,
    QgsCategorizedSymbolRenderer,
    QgsCentroidFillSymbolLayer,
    QgsFillSymbol,
    QgsLabelLineSettings,
    QgsLinePatternFillSymbolLayer,
    QgsLineSymbol,
    QgsMapLayer,
    QgsMarkerSymbol,
    QgsPalLayerSettings,
    QgsProperty,
    QgsRendererCategory,
    QgsRuleBasedRenderer,
    QgsSingleSymbolRenderer,
    QgsTextBufferSettings,
    QgsTextFormat,
    QgsVectorLayer,
    QgsVectorLayerSimpleLabeling,
)
from qgis.PyQt.QtGui import QColor, QFont

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))     # the repository root: core/ is pure
from core.bearing import bearing_expression  # noqa: E402

# Labels that would crowd a whole-lake view are drawn from these scales in (1:N): at lake scale
# the lines alone, from a stretch of shore in the parcel ids, at a few parcels the bearings.
PARCEL_LABELS_FROM = 10000
BEARING_LABELS_FROM = 4000
CATEGORIES = QgsMapLayer.StyleCategory.Symbology | QgsMapLayer.StyleCategory.Labeling

# "70.0 ft > 65 ft §160-123A(1)(b)[1]" (the same text as the panel's live Violations layer)
_UNIT = ("CASE WHEN \"unit\" = 'ft' THEN ' ft' WHEN \"unit\" = 'sqft' THEN ' sq ft' "
         "WHEN \"unit\" = 'deg' THEN '°' WHEN \"unit\" IN ('in_per_ft', 'rise_per_12') THEN '/12' "
         "WHEN \"unit\" = 'count' THEN '' ELSE concat(' ', \"unit\") END")
VIOLATION_LABEL = (
    "CASE WHEN \"measured\" IS NULL OR \"limit\" IS NULL "
    "THEN concat(replace(\"rule\", '_', ' '), ' ', \"section\") "
    # a count is a whole number: "3 > 2", not "3.0 > 2" (as ui/violations_layer.py writes it)
    "ELSE concat(if(\"unit\" = 'count', format_number(\"measured\", 0), format_number(\"measured\", 1)), "
    f"{_UNIT}, ' ', "
    "CASE WHEN \"measured\" > \"limit\" THEN '>' WHEN \"measured\" < \"limit\" THEN '<' "
    "ELSE '=' END, ' ', "
    "if(\"limit\" = floor(\"limit\"), format_number(\"limit\", 0), format_number(\"limit\", 1)), "
    f"{_UNIT}, ' ', \"section\") END"
)
# "N 22°30'00\" W 184.8 ft" (the bearing as the site plan writes it), and a mark on lines the
# 200 ft rule changed
WATER_RIGHTS_LABEL = (
    f"concat({bearing_expression('azimuth_deg')}, ' ', format_number(\"length_ft\", 1), ' ft', "
    "if(\"modified\" = 1, ' (200 ft rule)', ''))"
)


def text_format(size: float, colour: str, bold: bool = False) -> QgsTextFormat:
    fmt = QgsTextFormat()
    font = QFont("Sans Serif")
    font.setBold(bold)
    fmt.setFont(font)
    fmt.setSize(size)
    fmt.setColor(QColor(colour))
    buf = QgsTextBufferSettings()
    buf.setEnabled(True)
    buf.setSize(0.8)
    buf.setColor(QColor("white"))
    fmt.setBuffer(buf)
    return fmt


def labels(expression: str, fmt: QgsTextFormat, placement: Qgis.LabelPlacement,
           line_anchor: float | None = None, priority: int = 5,
           from_scale: float = 0.0, overrun_mm: float = 0.0) -> QgsVectorLayerSimpleLabeling:
    """Labels that never overlap one another (a label that does not fit is left out) and keep
    off the features of other labelled layers; `from_scale` hides them when zoomed out further."""
    s = QgsPalLayerSettings()
    s.isExpression = True
    s.fieldName = expression
    s.setFormat(fmt)
    s.placement = placement
    s.priority = priority
    s.placementSettings().setOverlapHandling(Qgis.LabelOverlapHandling.PreventOverlap)
    s.obstacleSettings().setIsObstacle(True)
    if from_scale:
        s.scaleVisibility = True
        s.minimumScale = from_scale        # the most zoomed-out scale they are drawn at
        s.maximumScale = 0.0
    if placement == Qgis.LabelPlacement.Line:
        ls = s.lineSettings()
        ls.setPlacementFlags(Qgis.LabelLinePlacementFlag.AboveLine | Qgis.LabelLinePlacementFlag.OnLine)
        if line_anchor is not None:
            ls.setLineAnchorPercent(line_anchor)
            ls.setAnchorType(QgsLabelLineSettings.AnchorType.HintOnly)
        if overrun_mm:          # a label longer than its short line may run past its ends
            ls.setOverrunDistance(overrun_mm)
        s.setLineSettings(ls)
    return QgsVectorLayerSimpleLabeling(s)


def save(layer: QgsVectorLayer, name: str) -> None:
    path = os.path.join(HERE, f"{name}.qml")
    message, ok = layer.saveNamedStyle(path, CATEGORIES)
    if not ok:
        raise SystemExit(f"{name}: {message}")
    print("wrote", path)


def layer(geometry: str) -> QgsVectorLayer:
    return QgsVectorLayer(f"{geometry}?crs=EPSG:2261", "style", "memory")


def parcels() -> None:
    lyr = layer("Polygon")
    lyr.setRenderer(QgsSingleSymbolRenderer(QgsFillSymbol.createSimple(
        {"color": "246,241,226,255", "outline_color": "110,100,90,255", "outline_width": "0.35"})))
    lyr.setLabeling(labels("coalesce(attribute(@feature, 'parcel_id'), @id)",
                           text_format(8, "#5a4a3a", bold=True), Qgis.LabelPlacement.OverPoint,
                           priority=3))
    lyr.setLabelsEnabled(True)
    save(lyr, "parcels")


def shoreline() -> None:
    lyr = layer("LineString")
    lyr.setRenderer(QgsSingleSymbolRenderer(QgsLineSymbol.createSimple(
        {"line_color": "20,90,200,255", "line_width": "0.7", "capstyle": "round"})))
    save(lyr, "shoreline")


def tie_lines() -> None:
    lyr = layer("LineString")
    lyr.setRenderer(QgsSingleSymbolRenderer(QgsLineSymbol.createSimple(
        {"line_color": "30,30,30,255", "line_width": "0.4", "line_style": "dot"})))
    # the parcel id on its tie line, at the shore
    lyr.setLabeling(labels("\"parcel_id\"", text_format(7.5, "#3a3020", bold=True),
                           Qgis.LabelPlacement.Line, line_anchor=0.5, priority=6,
                           from_scale=PARCEL_LABELS_FROM, overrun_mm=20.0))
    lyr.setLabelsEnabled(True)
    save(lyr, "tie_lines")


def water_rights_lines() -> None:
    lyr = layer("LineString")
    root = QgsRuleBasedRenderer.Rule(None)
    root.appendChild(QgsRuleBasedRenderer.Rule(QgsLineSymbol.createSimple(
        {"line_color": "175,95,215,255", "line_width": "0.7", "line_style": "dash"}),
        0, 0, "\"modified\" = 1", "Water rights line, modified (200 ft rule)"))
    root.appendChild(QgsRuleBasedRenderer.Rule(QgsLineSymbol.createSimple(
        {"line_color": "110,45,170,255", "line_width": "0.6"}),
        0, 0, "ELSE", "Water rights line"))
    root.children()[1].setIsElse(True)
    lyr.setRenderer(QgsRuleBasedRenderer(root))
    lyr.setLabeling(labels(WATER_RIGHTS_LABEL, text_format(7.5, "#5a2590"),
                           Qgis.LabelPlacement.Line, line_anchor=0.35, priority=8,
                           from_scale=BEARING_LABELS_FROM))
    lyr.setLabelsEnabled(True)
    save(lyr, "water_rights_lines")


def rights_areas() -> None:
    lyr = layer("Polygon")
    root = QgsRuleBasedRenderer.Rule(None)
    # a road end's own water (no parcel id; what it is in `note`): grey, nobody's to build in
    root.appendChild(QgsRuleBasedRenderer.Rule(QgsFillSymbol.createSimple(
        {"color": "150,150,150,70", "outline_style": "no"}),
        0, 0, "\"parcel_id\" IS NULL", "Unparcelled strip (road end)"))
    root.appendChild(QgsRuleBasedRenderer.Rule(QgsFillSymbol.createSimple(
        {"color": "255,160,40,90", "outline_style": "no"}),
        0, 0, "\"modified\" = 1", "Rights area (lines modified)"))
    other = QgsRuleBasedRenderer.Rule(QgsFillSymbol.createSimple(
        {"color": "70,140,220,45", "outline_style": "no"}), 0, 0, "", "Rights area")
    other.setIsElse(True)
    root.appendChild(other)
    lyr.setRenderer(QgsRuleBasedRenderer(root))
    save(lyr, "rights_areas")


def reach_lines() -> None:
    lyr = layer("LineString")
    lyr.setRenderer(QgsSingleSymbolRenderer(QgsLineSymbol.createSimple(
        {"line_color": "0,128,128,255", "line_width": "0.45", "line_style": "dash"})))
    save(lyr, "reach_lines")


def envelopes() -> None:
    lyr = layer("Polygon")
    hatch = QgsLinePatternFillSymbolLayer()
    hatch.setLineAngle(45)
    hatch.setDistance(2.0)
    hatch.setSubSymbol(QgsLineSymbol.createSimple({"line_color": "40,150,60,255",
                                                   "line_width": "0.35"}))
    # appendSymbolLayer/insertSymbolLayer hand ownership to the symbol; the list constructor
    # does not, and a layer freed by Python crashes QGIS later.
    symbol = QgsFillSymbol.createSimple({"style": "no", "outline_color": "40,150,60,255",
                                         "outline_width": "0.35"})
    symbol.insertSymbolLayer(0, hatch)
    lyr.setRenderer(QgsSingleSymbolRenderer(symbol))
    save(lyr, "envelopes")


def violations() -> None:
    lyr = layer("MultiPolygon")
    root = QgsRuleBasedRenderer.Rule(None)
    for severity, colour, fill_alpha, label in (
            ("error", "220,0,0", 110, "Violation (error)"),
            ("warning", "255,140,0", 70, "Warning"),
            ("info", "30,110,220", 0, "Information")):
        symbol = QgsFillSymbol.createSimple({
            "color": f"{colour},{fill_alpha}", "outline_color": f"{colour},255",
            "outline_width": {"error": "0.7", "warning": "0.5", "info": "0.3"}[severity],
            "outline_style": "dash" if severity == "info" else "solid"})
        # A marker at each finding's centre keeps a 3 ft disc visible on an overview map.
        centre = QgsCentroidFillSymbolLayer()
        centre.setSubSymbol(QgsMarkerSymbol.createSimple({
            "name": "circle", "size": "2.2", "color": f"{colour},255",
            "outline_color": "255,255,255,255", "outline_width": "0.3"}))
        centre.setPointOnAllParts(False)
        symbol.appendSymbolLayer(centre)
        root.appendChild(QgsRuleBasedRenderer.Rule(symbol, 0, 0, f"\"severity\" = '{severity}'", label))
    lyr.setRenderer(QgsRuleBasedRenderer(root))
    # around the finding's centre: two findings on one small dock take two places, not one
    labeling = labels(VIOLATION_LABEL, text_format(8, "#c80000", bold=True),
                      Qgis.LabelPlacement.AroundPoint, priority=10)
    settings = labeling.settings()
    # the findings table's colours (ui/violations_table.py SEVERITY_BRUSH); QGIS knows only the
    # searched CASE: a simple CASE "severity" WHEN ... does not parse and left every label red
    settings.dataDefinedProperties().setProperty(
        QgsPalLayerSettings.Property.Color, QgsProperty.fromExpression(
            "CASE WHEN \"severity\" = 'warning' THEN '#c86e00' WHEN \"severity\" = 'info' "
            "THEN '#1e5ac8' ELSE '#c80000' END"))
    labeling.setSettings(QgsPalLayerSettings(settings))
    lyr.setLabeling(labeling)
    lyr.setLabelsEnabled(True)
    save(lyr, "violations")


def structures() -> None:
    lyr = layer("Polygon")
    lyr.setRenderer(QgsSingleSymbolRenderer(QgsFillSymbol.createSimple(
        {"color": "150,105,60,230", "outline_color": "70,45,20,255", "outline_width": "0.3"})))
    save(lyr, "structures")


def buoys() -> None:
    lyr = layer("Point")
    lyr.setRenderer(QgsSingleSymbolRenderer(QgsMarkerSymbol.createSimple(
        {"name": "circle", "size": "2.6", "color": "255,210,0,255",
         "outline_color": "60,60,60,255", "outline_width": "0.3"})))
    save(lyr, "buoys")


# The lake audit's states (pipeline.AUDIT_STATES): green, amber, red, as a reader expects.
AUDIT_COLOURS = (("compliant", "60,160,80", "Compliant"),
                 ("nonconforming", "240,170,0", "Nonconforming (may continue)"),
                 ("violation", "215,25,28", "Violation"))


def audit() -> None:
    lyr = layer("MultiPolygon")
    categories = [QgsRendererCategory(state, QgsFillSymbol.createSimple(
        {"color": f"{colour},150", "outline_color": "90,90,90,255", "outline_width": "0.2"}), label)
        for state, colour, label in AUDIT_COLOURS]
    lyr.setRenderer(QgsCategorizedSymbolRenderer("state", categories))
    lyr.setLabeling(labels("\"parcel_id\"", text_format(7, "#303030"), Qgis.LabelPlacement.OverPoint,
                           from_scale=PARCEL_LABELS_FROM))
    lyr.setLabelsEnabled(True)
    save(lyr, "audit")


STYLES = (parcels, shoreline, tie_lines, water_rights_lines, rights_areas, reach_lines,
          envelopes, violations, structures, buoys, audit)


def main(names: list[str]) -> None:
    app = QgsApplication([], False)
    app.initQgis()
    for make in STYLES:
        if not names or make.__name__ in names:     # e.g. make_styles.py rights_areas
            make()
    app.exitQgis()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
