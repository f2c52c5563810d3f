"""shorelinelayout:reviewsubmission — a surveyor's CAD site plan (DXF) read as a layout, placed on
the parcels, checked like checklayout, with a review memo PDF for the applicant and the board."""
from __future__ import annotations

import os

from qgis.core import (
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsProcessing,
    QgsProcessingException,
    QgsProcessingParameterCrs,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFile,
    QgsProcessingParameterFileDestination,
)

from ..core.submission import LayerMapError, default_layer_map, parse_layer_map
from ..core.verdict import parcel_verdicts, verdict_of
from ..pipeline import ReviewMemoRenderer, ReviewMemoRequest, review_submission
from ..qgis_io import convert, review_sinks, sinks
from ..qgis_io.finding_text import finding_text
from ..qgis_io.translation import one_or_many
from ..qgis_io.unread_text import unread_text
from .alg_check_layout import CheckLayoutAlgorithm

DRAWING, DRAWING_CRS, LAYER_MAP = "DRAWING", "DRAWING_CRS", "LAYER_MAP"
STRUCTURES, BUOYS, VIOLATIONS = "STRUCTURES", "BUOYS", "VIOLATIONS"
UNREAD, OUTPUT_PDF = "UNREAD", "OUTPUT_PDF"


class ReviewSubmissionAlgorithm(CheckLayoutAlgorithm):
    """checklayout's parameters and verdict, the layout read from a DXF instead of layers."""

    def __init__(self, render_review_memo: ReviewMemoRenderer | None = None) -> None:
        super().__init__()
        self.render_review_memo = render_review_memo

    def createInstance(self) -> ReviewSubmissionAlgorithm:
        return type(self)(self.render_review_memo)

    def name(self) -> str:
        return "reviewsubmission"

    def displayName(self) -> str:
        return self.tr("Review a submission (DXF site plan)")

    def shortHelpString(self) -> str:
        return self.tr(
            "Reads a surveyor's CAD site plan (a DXF file) as a layout and checks it like Check "
            "layout: closed polylines (arcs included) and hatches are structures, circles and "
            "points are mooring buoys (a circle's radius is the swing radius), block inserts are "
            "exploded, and a TEXT or MTEXT near a feature is its label. Each DXF layer is given a "
            "kind by its name (DOCK*, PIER*, HOIST*, LIFT*, BUOY*, MOOR*, ...; LAYER_MAP, a CSV of "
            "pattern,kind rows, replaces the table). A DXF holds no CRS: DRAWING_CRS says which it "
            "was drawn in (default EPSG:2261, New York State Plane Central, US feet); a drawing "
            "that does not lie on the parcels is refused.\n\n"
            "Outputs: STRUCTURES and BUOYS (the layout layers' fields, with the drawing's layer, "
            "label and entity handles), VIOLATIONS (Check layout's fields), UNREAD (every entity "
            "that was not read, and why) and OUTPUT_PDF, the review memo: the drawing's labels "
            "beside the findings, a map over the water rights lines, the allowance against what "
            "is proposed, what could not be read and the site-plan items the drawing lacks.")

    def initAlgorithm(self, config=None) -> None:
        self.add_input_parameters()
        self.addParameter(QgsProcessingParameterFile(
            DRAWING, self.tr("Submitted site plan (DXF)"), extension="dxf"))
        self.addParameter(QgsProcessingParameterCrs(
            DRAWING_CRS, self.tr("CRS the drawing was drawn in"), defaultValue=convert.DEFAULT_WORKING_CRS))
        self.addParameter(QgsProcessingParameterFile(
            LAYER_MAP, self.tr("Layer map (CSV of pattern,kind rows)"), extension="csv",
            optional=True))
        self.add_bathymetry_parameter()
        self.add_crs_parameter()
        outputs = ((STRUCTURES, self.tr("Structures read from the drawing"),
                    QgsProcessing.SourceType.TypeVectorPolygon),
                   (BUOYS, self.tr("Buoys read from the drawing"), QgsProcessing.SourceType.TypeVectorPoint),
                   (VIOLATIONS, self.tr("Violations"), QgsProcessing.SourceType.TypeVectorPolygon),
                   (UNREAD, self.tr("Not read from the drawing"), QgsProcessing.SourceType.TypeVectorPoint))
        # every layer output optional and created by default: a script names only the ones it wants
        for name, label, kind in outputs:
            self.addParameter(QgsProcessingParameterFeatureSink(name, label, kind, optional=True,
                                                                createByDefault=True))
        self.addParameter(QgsProcessingParameterFileDestination(
            OUTPUT_PDF, self.tr("Review memo (PDF)"), self.tr("PDF files (*.pdf)"), optional=True,
            createByDefault=False))

    def checkParameterValues(self, parameters, context):
        ok, message = super(CheckLayoutAlgorithm, self).checkParameterValues(parameters, context)
        if not ok:
            return ok, message
        if parameters.get(OUTPUT_PDF) not in (None, "") and self.render_review_memo is None:
            return False, self.tr("OUTPUT_PDF: the review memo is drawn by the plugin's report module, "
                                  "which is not loaded here; leave OUTPUT_PDF empty.")
        return True, ""

    def layer_map(self, parameters, context, feedback):
        path = (self.parameterAsFile(parameters, LAYER_MAP, context) or "").strip()
        if not path:
            return default_layer_map()
        try:
            with open(path, encoding="utf-8-sig") as handle:
                found = parse_layer_map(handle.read())
        except (OSError, UnicodeDecodeError) as exc:
            raise QgsProcessingException(self.tr("LAYER_MAP: '{path}' could not be read ({why}).").format(
                path=path, why=exc)) from None
        except LayerMapError as exc:
            raise QgsProcessingException(self.tr("LAYER_MAP: '{path}': {why}.").format(
                path=path, why=exc)) from None
        feedback.pushInfo(one_or_many(len(found.rules), self.tr("Layer map: {n} pattern from '{path}'."),
                                      self.tr("Layer map: {n} patterns from '{path}'.")).format(
            n=len(found.rules), path=path))
        return found

    def drawing_crs(self, parameters, context) -> QgsCoordinateReferenceSystem:
        crs = self.parameterAsCrs(parameters, DRAWING_CRS, context) if parameters.get(DRAWING_CRS) else None
        if crs is None or not crs.isValid():
            return QgsCoordinateReferenceSystem(convert.DEFAULT_WORKING_CRS)
        return crs

    def processAlgorithm(self, parameters, context, feedback):
        profile = self.load_profile(parameters, context, feedback)
        crs = self.working_crs(parameters, context, profile, feedback)
        parcels = self.read_parcels(parameters, context, feedback, crs, profile)
        shoreline = self.read_shoreline(parameters, context, feedback, crs)
        layer_map = self.layer_map(parameters, context, feedback)
        depth_at = self.depth_sampler(parameters, context, feedback, crs)
        result = self.water_rights(parcels, shoreline, profile, feedback, 5, 60)
        path = self.parameterAsFile(parameters, DRAWING, context)
        drawing_crs = self.drawing_crs(parameters, context)
        try:
            review = review_submission(path, profile, parcels, result, crs, drawing_crs,
                                       context.transformContext(), layer_map, depth_at)
        except ValueError as exc:
            raise QgsProcessingException(str(exc)) from None
        sub = review.submission
        s, b, u = len(sub.structures), len(sub.buoys), len(sub.unread)
        feedback.pushInfo(self.tr("Drawing '{name}' read in {crs}: {s}, {b}, {u} not read.").format(
            name=os.path.basename(path), crs=drawing_crs.authid(),
            s=one_or_many(s, self.tr("{n} structure"), self.tr("{n} structures")).format(n=s),
            b=one_or_many(b, self.tr("{n} buoy"), self.tr("{n} buoys")).format(n=b),
            u=one_or_many(u, self.tr("{n} entity"), self.tr("{n} entities")).format(n=u)))
        for u in sub.unread:
            feedback.pushInfo(self.tr("Not read: layer {layer}, {entity} {handle}: {why}").format(
                layer=u.layer, entity=u.entity, handle=u.handle, why=unread_text(u)))
        violations = review.violations
        feedback.setProgress(80)
        out = self.write_outputs(parameters, context, crs, review, violations)
        for v in violations:
            text = f"{v.severity.upper()} {v.rule} {v.section} parcel {v.parcel_id}: {finding_text(v)}"
            (feedback.pushWarning if v.severity == "error" else feedback.pushInfo)(text)
        self.log_verdict(feedback, verdict_of(violations),
                         parcel_verdicts(violations, result.lakeshore_parcels).values())
        if parameters.get(OUTPUT_PDF) not in (None, ""):
            out[OUTPUT_PDF] = self.memo(parameters, context, feedback, crs, profile, parcels, result,
                                        review, path)
        feedback.setProgress(100)
        return out

    def write_outputs(self, parameters, context, crs, review, violations) -> dict:
        sub, out = review.submission, {}
        specs = ((STRUCTURES, review_sinks.REVIEW_STRUCTURE_FIELDS, sinks.POLYGON, "structures",
                  lambda s, f: review_sinks.write_structures(s, f, review.structures, sub.structures)),
                 (BUOYS, review_sinks.REVIEW_BUOY_FIELDS, Qgis.WkbType.Point, "buoys",
                  lambda s, f: review_sinks.write_buoys(s, f, review.buoys, sub.buoys)),
                 (VIOLATIONS, sinks.VIOLATION_FIELDS, sinks.MULTIPOLYGON, "violations",
                  lambda s, f: sinks.write_violations(s, f, violations)),
                 (UNREAD, review_sinks.UNREAD_FIELDS, Qgis.WkbType.Point, None,
                  lambda s, f: review_sinks.write_unread(s, f, sub.unread)))
        for name, spec, wkb_type, style, write in specs:
            if self.skipped(parameters, name, context):
                continue
            fields = sinks.make_fields(spec)
            sink, out[name] = self.sink(parameters, name, context, fields, wkb_type, crs, style)
            write(sink, fields)
        return out

    def memo(self, parameters, context, feedback, crs, profile, parcels, result, review, path) -> str:
        pdf = self.parameterAsFileOutput(parameters, OUTPUT_PDF, context)
        request = ReviewMemoRequest(profile=profile, crs=crs, parcels=parcels, wr=result, review=review,
                                    drawing_name=os.path.basename(path), pdf_path=pdf)
        try:
            warnings = self.render_review_memo(request, feedback)
        except OSError as exc:
            raise QgsProcessingException(str(exc)) from None
        for w in warnings or ():
            feedback.pushWarning(w)
        feedback.pushInfo(self.tr("Review memo: {path}").format(path=pdf))
        return pdf
