"""shorelinelayout:lakeaudit — the whole lake at a glance: for a lake's parcels and the structures
and buoys standing there (existing = 1, digitized from aerial imagery, or proposed), one row per
lakeshore parcel with its allowance, what stands there and its state — compliant, nonconforming
(may continue) or violation — as a layer, a CSV and a PDF, and a summary in the log."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from qgis.core import (
    QgsFeature,
    QgsProcessing,
    QgsProcessingException,
    QgsProcessingOutputNumber,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFileDestination,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QT_TR_NOOP, QCoreApplication

from ..core.audit import STATES, Audit, audit_lake
from ..core.labels import layout_labels
from ..core.model import Buoy, Structure, Violation
from ..pipeline import AUDIT_FIELDS, AuditPdfRenderer, AuditPdfRequest, check, input_violations, read_layout
from ..qgis_io import convert, files, sinks
from ..qgis_io.files import WriteError
from ..qgis_io.outputs import AUDIT as AUDIT_OUTPUT
from ..qgis_io.outputs import BY_ROLE, memory_layer, rows_layer
from ..qgis_io.styles import apply_style
from ..qgis_io.translation import one_or_many
from .base_algorithm import (
    BUOYS,
    FRONTAGE_FIELD,
    LAND_USE_FIELD,
    PARCEL_ID_FIELD,
    SEATING_FIELD,
    STEEP_SLOPE_FIELD,
    STRUCTURES,
    UPLAND_NEAR_MHW_FIELD,
    ShorelineAlgorithm,
    report,
)

AUDIT = AUDIT_OUTPUT.parameter
VIOLATIONS = "VIOLATIONS"
CSV = "CSV"
PDF = "PDF"
PARCEL_COUNT = "PARCEL_COUNT"
FINDING_COUNT = "FINDING_COUNT"
# COMPLIANT_COUNT, NONCONFORMING_COUNT, VIOLATION_COUNT (not VIOLATION: VIOLATIONS is the layer)
STATE_OUTPUTS = {state: f"{state.upper()}_COUNT" for state in STATES}
STATE_LABELS = {"compliant": QT_TR_NOOP("Parcels compliant"),
                "nonconforming": QT_TR_NOOP("Parcels nonconforming (may continue)"),
                "violation": QT_TR_NOOP("Parcels in violation")}


class LakeAuditAlgorithm(ShorelineAlgorithm):

    FIELD_PARAMETERS = (PARCEL_ID_FIELD, LAND_USE_FIELD, FRONTAGE_FIELD, SEATING_FIELD,
                        STEEP_SLOPE_FIELD, UPLAND_NEAR_MHW_FIELD)

    def __init__(self, render_pdf: AuditPdfRenderer | None = None) -> None:
        """`render_pdf` draws the PDF (report/audit_pdf.render_audit_pdf, handed over by
        plugin.py: processing/ never imports report/); without it PDF is refused."""
        super().__init__()
        self.render_pdf = render_pdf

    def createInstance(self) -> LakeAuditAlgorithm:
        return type(self)(self.render_pdf)

    def name(self) -> str:
        return "lakeaudit"

    def displayName(self) -> str:
        return self.tr("Lake audit")

    def shortHelpString(self) -> str:
        return self.tr(
            "The whole lake at a glance, for planning and code-enforcement staff: every lakeshore "
            "parcel with what the law allows it (docks, boats, buoys), what stands there "
            "(STRUCTURES and BUOYS, existing = 1 for those digitized from aerial imagery, else "
            "proposed) and its state: compliant (no error or warning), nonconforming (warnings "
            "only: an existing structure that predates the law may continue, §160-126A / §44-9A) "
            "or violation (at least one error). Every rule is checklayout's.\n\n"
            "AUDIT is the parcels layer, coloured by state (parcel_id, land_use, frontage_ft, "
            "docks_allowed, boats_allowed, buoys_allowed, docks, boats, buoys, state, errors, "
            "warnings, rules, citations); CSV the same rows as a table; VIOLATIONS (optional) "
            "every finding, as checklayout writes it; PDF (optional) a summary page, a lake "
            "overview map coloured by state and a page per parcel with its findings. The summary "
            "(parcels in each state, by rule and by land use) goes to the log, and the counts to "
            "the results: PARCEL_COUNT, COMPLIANT_COUNT, NONCONFORMING_COUNT, VIOLATION_COUNT, "
            "FINDING_COUNT.")

    def initAlgorithm(self, config=None) -> None:
        self.add_input_parameters()
        self.add_structures_parameter(QT_TR_NOOP("Structures standing or proposed (polygons; existing = 1 "
                                                 "for those already there)"), optional=True)
        self.add_buoys_parameter()
        self.add_bathymetry_parameter()
        self.add_crs_parameter()
        self.addParameter(QgsProcessingParameterFeatureSink(
            AUDIT, self.tr(AUDIT_OUTPUT.name), AUDIT_OUTPUT.layer_type))
        self.addParameter(QgsProcessingParameterFeatureSink(
            VIOLATIONS, self.tr("Violations"), QgsProcessing.SourceType.TypeVectorPolygon, optional=True,
            createByDefault=False))
        self.addParameter(QgsProcessingParameterFileDestination(
            CSV, self.tr("Audit table (CSV)"), self.tr("CSV files (*.csv)"), optional=True,
            createByDefault=False))
        self.addParameter(QgsProcessingParameterFileDestination(
            PDF, self.tr("Audit report (PDF)"), self.tr("PDF files (*.pdf)"), optional=True,
            createByDefault=False))
        self.addOutput(QgsProcessingOutputNumber(PARCEL_COUNT, self.tr("Lakeshore parcels audited")))
        for state, name in STATE_OUTPUTS.items():
            self.addOutput(QgsProcessingOutputNumber(name, self.tr(STATE_LABELS[state])))
        self.addOutput(QgsProcessingOutputNumber(FINDING_COUNT, self.tr("Findings")))

    def processAlgorithm(self, parameters, context, feedback):
        pdf_path = self._file(parameters, PDF, context)
        if pdf_path and self.render_pdf is None:
            raise QgsProcessingException(self.tr(
                "PDF: the PDF renderer is not available here (the plugin is not loaded); leave PDF "
                "empty, or run the audit from QGIS with Shoreline Layout enabled."))
        profile = self.load_profile(parameters, context, feedback)
        crs = self.working_crs(parameters, context, profile, feedback)
        tc = context.transformContext()
        parcels = self.read_parcels(parameters, context, feedback, crs, profile)
        shoreline = self.read_shoreline(parameters, context, feedback, crs)

        # one layer at a time: each reading problem becomes a finding on its own layer's feature
        structures, _none, s_messages = read_layout(
            self.source(parameters, STRUCTURES, context, required=False), None, crs, tc)
        _none, buoys, b_messages = read_layout(
            None, self.source(parameters, BUOYS, context, required=False), crs, tc)
        report(s_messages + b_messages, feedback)
        old = sum(1 for s in structures if s.existing)
        s, b = len(structures), len(buoys)
        feedback.pushInfo(self.tr("{structures} ({old} existing), {buoys} read.").format(
            structures=one_or_many(s, self.tr("{n} structure"), self.tr("{n} structures")).format(n=s),
            old=old, buoys=one_or_many(b, self.tr("{n} buoy"), self.tr("{n} buoys")).format(n=b)))

        depth_at = self.depth_sampler(parameters, context, feedback, crs)

        result = self.water_rights(parcels, shoreline, profile, feedback, 5, 50)
        try:
            violations = check(profile, parcels, result, structures, buoys, depth_at=depth_at)
        except ValueError as exc:
            raise QgsProcessingException(str(exc)) from None
        violations += input_violations("structures", s_messages) + input_violations("buoys", b_messages)
        if feedback.isCanceled():
            raise QgsProcessingException(self.tr("Canceled."))
        feedback.setProgress(75)
        audit = audit_lake(profile, parcels, result, structures, buoys, violations)
        feedback.setProgress(80)

        out: dict[str, Any] = {}
        fields = sinks.make_fields(AUDIT_FIELDS)
        sink, out[AUDIT] = self.sink(parameters, AUDIT, context, fields, AUDIT_OUTPUT.wkb_type, crs,
                                     AUDIT_OUTPUT.role)
        AUDIT_OUTPUT.writer(sink, fields, audit.rows)
        if self._wanted(parameters, VIOLATIONS):
            v_fields = sinks.make_fields(sinks.VIOLATION_FIELDS)
            v_sink, out[VIOLATIONS] = self.sink(parameters, VIOLATIONS, context, v_fields,
                                                sinks.MULTIPOLYGON, crs, "violations")
            sinks.write_violations(v_sink, v_fields, violations)
        csv_path = self._file(parameters, CSV, context)
        if csv_path:
            write_csv(csv_path, audit)
            out[CSV] = csv_path
        feedback.setProgress(85)
        for line in audit.summary.lines():
            feedback.pushInfo(line)
        if pdf_path and self.render_pdf is not None:     # refused above when there is no renderer
            n = len(audit.rows)
            feedback.pushInfo(one_or_many(n, self.tr("Drawing the PDF ({n} parcel)..."),
                                          self.tr("Drawing the PDF ({n} parcels)...")).format(n=n))
            request = AuditPdfRequest(
                profile=profile, audit=rows_layer(AUDIT_OUTPUT, audit.rows, crs.authid()),
                violations=violations_layer(violations, crs.authid()),
                context_layers=context_layers(result, structures, buoys, crs.authid()), pdf_path=pdf_path)
            warnings = render_pdf_checked(self.render_pdf, request, feedback)
            for text in warnings:
                feedback.pushWarning(str(text))
            out[PDF] = pdf_path
        s = audit.summary
        out[PARCEL_COUNT] = s.parcels
        out.update({name: s.by_state[state] for state, name in STATE_OUTPUTS.items()})
        out[FINDING_COUNT] = s.findings
        feedback.setProgress(100)
        return out

    # ------------------------------------------------------------ helpers

    def _wanted(self, parameters: dict, name: str) -> bool:
        """An optional output named (the dialog passes None for one left unchecked)."""
        return not self.skipped(parameters, name, None) and name in parameters

    def _file(self, parameters: dict, name: str, context: Any) -> str:
        if not self._wanted(parameters, name):
            return ""
        return (self.parameterAsFileOutput(parameters, name, context) or "").strip()


def write_csv(path: str, audit: Audit) -> None:
    """The AUDIT rows as CSV (UTF-8 with a byte-order mark so that Excel keeps `§`, a header of
    AUDIT_FIELDS' names, empty where the layer has NULL, text cells neutralised against formula
    injection: qgis_io/files.py), whole or not at all; a file that cannot be written ends the
    run with a sentence."""
    names = [name for name, _kind in AUDIT_FIELDS]
    try:
        files.write_csv(path, names, ([row.record()[name] for name in names] for row in audit.rows))
    except OSError as exc:
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout", "CSV: {why}; nothing was written there. Choose another file or folder, "
            "or free space on the disk.").format(why=exc)) from None


def render_pdf_checked(render: AuditPdfRenderer, request: AuditPdfRequest, feedback: Any) -> list:
    """The audit PDF drawn under a temporary name in its folder, checked to be a whole PDF and
    only then renamed to request.pdf_path (a full disk leaves no truncated PDF behind)."""
    path = request.pdf_path
    try:
        with files.replaced_atomically(path) as temp:
            warnings = render(replace(request, pdf_path=temp), feedback) or []
            files.check_pdf(temp)
    except WriteError as exc:
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout", "PDF: {why}; nothing was written there. Choose another file or folder, "
            "or free space on the disk.").format(why=exc)) from None
    except (OSError, ValueError) as exc:
        raise QgsProcessingException(QCoreApplication.translate(
            "ShorelineLayout", "PDF: {path} could not be written: {why}").format(path=path, why=exc)
        ) from None
    return warnings


def violations_layer(violations: list[Violation], crs_authid: str) -> QgsVectorLayer:
    """The findings as a styled memory layer in the checklayout schema (the PDF's atlas pages)."""
    layer = QgsVectorLayer(f"MultiPolygon?crs={crs_authid}", "Violations", "memory")
    layer.dataProvider().addAttributes(list(sinks.make_fields(sinks.VIOLATION_FIELDS)))
    layer.updateFields()
    sinks.write_violations(layer.dataProvider(), layer.fields(), violations)
    layer.updateExtents()
    apply_style(layer, "violations")
    return layer


def context_layers(result: Any, structures: list[Structure], buoys: list[Buoy],
                   crs_authid: str) -> list[QgsVectorLayer]:
    """What the PDF's maps draw under the audit: the MHW mark, the water-rights lines, the
    structures and the buoys, each styled, in the working CRS; structures and buoys carry the
    site plan's stable labels (core/labels.py: D1-W, H1, B1) in a `label` field."""
    shore = _geometry_layer("MultiLineString", "MHW mark", [result.shoreline], crs_authid, "shoreline")
    lines = memory_layer(BY_ROLE["water_rights_lines"], result, crs_authid)
    s_labels, b_labels = layout_labels(structures, buoys)
    built = _geometry_layer("MultiPolygon", "Structures", [s.geometry for s in structures], crs_authid,
                            "structures", s_labels)
    moored = _geometry_layer("Point", "Mooring buoys", [b.geometry for b in buoys], crs_authid, "buoys",
                             b_labels)
    return [shore, lines, built, moored]


def _geometry_layer(kind: str, name: str, geoms: list, crs_authid: str, style: str,
                    labels: list[str] | None = None) -> QgsVectorLayer:
    layer = QgsVectorLayer(f"{kind}?crs={crs_authid}", name, "memory")
    if labels is not None:
        layer.dataProvider().addAttributes(list(sinks.make_fields((("label", "string"),))))
        layer.updateFields()
    features = []
    for i, g in enumerate(geoms):
        if g is None or g.is_empty:
            continue
        feature = QgsFeature(layer.fields())
        geometry = convert.to_qgs(g)
        if kind.startswith("Multi"):
            geometry.convertToMultiType()
        feature.setGeometry(geometry)
        if labels is not None:
            feature.setAttributes([labels[i]])
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    layer.updateExtents()
    apply_style(layer, style)
    return layer
