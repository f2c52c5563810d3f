"""The one table of output layers: what the toolbox's waterrightslines writes, the layers the
panel adds, and the overlays exported for other maps — each with its Processing output name, its
role (= QML style name, GeoPackage table and layer role), its layer name, fields and writer.

Adding an output layer is one row here (with its help text), its QML in resources/styles/ and
its test; sinks.py gets its fields and writer only if it writes a new kind of feature.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from qgis.core import QgsProcessing, QgsVectorLayer
from qgis.PyQt.QtCore import QT_TR_NOOP, QT_TRANSLATE_NOOP

from ..core.audit import FIELDS as AUDIT_FIELDS
from ..core.model import WaterRightsResult
from . import sinks
from .styles import apply_style

ROLE_KEY = "shoreline_layout/role"   # the custom property that marks a layer as one of ours


@dataclass(frozen=True)
class OutputLayer:
    parameter: str                          # Processing output (the contract): WATER_RIGHTS_LINES
    role: str                               # style, table and role: water_rights_lines
    name: str                               # layer name, the same in the toolbox and the panel
    fields: tuple[tuple[str, str], ...]     # sinks.*_FIELDS
    geometry: str                           # "LineString" | "Polygon" | "MultiPolygon"
    writer: Callable[..., int]              # sinks.write_*
    attr: str                               # the WaterRightsResult attribute it writes ("": none)
    # the Processing parameter's help (dialog, qgis_process), under "ParameterHelp": translated
    # where it is set (processing/parameter_help.help_for)
    help: str = ""

    @property
    def wkb_type(self) -> Any:
        kinds = {"LineString": sinks.LINE, "MultiPolygon": sinks.MULTIPOLYGON}
        return kinds.get(self.geometry, sinks.POLYGON)

    @property
    def layer_type(self) -> Any:
        """The Processing sink's layer type."""
        return (QgsProcessing.SourceType.TypeVectorLine if self.geometry == "LineString"
                else QgsProcessing.SourceType.TypeVectorPolygon)

    def rows(self, wr: WaterRightsResult) -> Iterable[Any]:
        return getattr(wr, self.attr)

    def write(self, sink: Any, fields: Any, wr: WaterRightsResult,
              law: tuple[str, str] | None = None) -> int:
        """This output of `wr` into `sink`; RIGHTS_AREAS also gets each parcel's MHW length and the
        (law, law_key) it was computed under (qgis_io/rights_input.law_of), which checklayout
        reads back."""
        if self.writer is sinks.write_rights_areas:
            return self.writer(sink, fields, self.rows(wr), wr.shoreline_length_in_parcel_ft, law,
                               units=wr.units)
        if self.writer in (sinks.write_tie_lines, sinks.write_reach_lines, sinks.write_envelopes):
            return self.writer(sink, fields, self.rows(wr), units=wr.units)
        return self.writer(sink, fields, self.rows(wr))


# In the order of waterrightslines' parameters (the toolbox dialog, qgis_process help).
OUTPUTS: tuple[OutputLayer, ...] = (
    OutputLayer("TIE_LINES", "tie_lines", QT_TR_NOOP("MHW tie lines"), sinks.TIE_LINE_OUTPUT_FIELDS,
                "LineString", sinks.write_tie_lines, "tie_lines", QT_TRANSLATE_NOOP(
                    "ParameterHelp",
                    "MHW tie lines: one line per lakeshore parcel between its two tie points "
                    "(parcel_id, length_ft).")),
    OutputLayer("WATER_RIGHTS_LINES", "water_rights_lines", QT_TR_NOOP("Water rights lines"),
                sinks.WATER_RIGHTS_LINE_OUTPUT_FIELDS, "LineString", sinks.write_water_rights_lines, "lines",
                QT_TRANSLATE_NOOP(
                    "ParameterHelp",
                    "Water rights lines: one per tie point, starting on the MHW mark (parcel_a, "
                    "parcel_b, azimuth_deg, waterside_angle_deg, length_ft, modified, note, "
                    "repair_note). The main output.")),
    OutputLayer("RIGHTS_AREAS", "rights_areas", QT_TR_NOOP("Rights areas"), sinks.RIGHTS_AREA_LAYER_FIELDS,
                "Polygon", sinks.write_rights_areas, "all_rights_areas",      # with road ends' (no parcel id)
                QT_TRANSLATE_NOOP(
                    "ParameterHelp",
                    "Rights areas: one polygon per lakeshore parcel between its water rights lines, and "
                    "one per unparcelled strip of lakeshore (a road end: parcel_id empty, what it is in "
                    "note) (parcel_id, area_sqft, closes_at_ft, modified, note, shoreline_ft, law, "
                    "law_key). checklayout takes it with WATER_RIGHTS_LINES and TIE_LINES.")),
    OutputLayer("REACH_LINES", "reach_lines", QT_TR_NOOP("Reach lines"), sinks.REACH_LINE_OUTPUT_FIELDS,
                "LineString", sinks.write_reach_lines, "reach_lines", QT_TRANSLATE_NOOP(
                    "ParameterHelp",
                    "Reach lines: how far out a structure may reach, inside each rights area "
                    "(parcel_id, reach_ft).")),
    OutputLayer("ENVELOPES", "envelopes", QT_TR_NOOP("Permanent structure envelopes"),
                sinks.ENVELOPE_OUTPUT_FIELDS, "Polygon", sinks.write_envelopes, "envelopes",
                QT_TRANSLATE_NOOP(
                    "ParameterHelp",
                    "Permanent structure envelopes: where a permanent structure may stand, the rights "
                    "area less the setback, within the reach (parcel_id, setback_ft, reach_ft, "
                    "area_sqft).")),
)
BY_ROLE = {o.role: o for o in OUTPUTS}

# The other algorithms' output layers of this kind, each written from its own core model.
# lakeaudit (issue #16): one parcel polygon per lakeshore parcel, styled by state (audit.qml);
# its fields are pipeline.AUDIT_FIELDS (core/audit.FIELDS, held equal by a test).
AUDIT = OutputLayer(
    "AUDIT", "audit", QT_TR_NOOP("Lake audit"), AUDIT_FIELDS, "MultiPolygon", sinks.write_audit, "",
    QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Lake audit: one parcel polygon per lakeshore parcel (parcel_id, land_use, frontage_ft, "
        "docks_allowed, boats_allowed, buoys_allowed, docks, boats, buoys, state, errors, warnings, "
        "rules, citations); state is compliant, nonconforming (existing structures that may "
        "continue: warnings only) or violation (an error). Styled by state."))
# Top to bottom in a layer tree (lines over areas), and the order of exported tables and CAD layers.
DRAW_ORDER: tuple[OutputLayer, ...] = tuple(BY_ROLE[r] for r in (
    "water_rights_lines", "tie_lines", "reach_lines", "envelopes", "rights_areas"))


def memory_layer(output: OutputLayer, wr: WaterRightsResult, crs_authid: str,
                 name: str | None = None, law: tuple[str, str] | None = None) -> QgsVectorLayer:
    """`output` of `wr` as a styled memory layer (role property set), not yet in a project;
    `law`: rights_input.law_of(profile), recorded in RIGHTS_AREAS (NULL without it)."""
    layer = _empty_layer(output, crs_authid, name)
    output.write(layer.dataProvider(), layer.fields(), wr, law)
    return _finished(layer, output)


def rows_layer(output: OutputLayer, rows: Iterable[Any], crs_authid: str,
               name: str | None = None) -> QgsVectorLayer:
    """`rows` (what output.writer writes) as a styled memory layer of `output`."""
    layer = _empty_layer(output, crs_authid, name)
    output.writer(layer.dataProvider(), layer.fields(), rows)
    return _finished(layer, output)


def _empty_layer(output: OutputLayer, crs_authid: str, name: str | None) -> QgsVectorLayer:
    layer = QgsVectorLayer(f"{output.geometry}?crs={crs_authid}", name or output.name, "memory")
    layer.dataProvider().addAttributes(list(sinks.make_fields(output.fields)))
    layer.updateFields()
    return layer


def _finished(layer: QgsVectorLayer, output: OutputLayer) -> QgsVectorLayer:
    layer.updateExtents()
    layer.setCustomProperty(ROLE_KEY, output.role)
    apply_style(layer, output.role)
    return layer


def memory_layers(wr: WaterRightsResult, crs_authid: str,
                  law: tuple[str, str] | None = None) -> dict[str, QgsVectorLayer]:
    """Every output as a styled memory layer, keyed by role, in DRAW_ORDER."""
    return {o.role: memory_layer(o, wr, crs_authid, law=law) for o in DRAW_ORDER}
