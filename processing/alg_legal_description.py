"""shorelinelayout:legaldescription — metes-and-bounds descriptions of each parcel's tie line,
water-rights lines and rights area (issue #25 part 2; core/legal_description.py;
docs/legal-description.md)."""
from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsFeature,
    QgsProcessing,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeedback,
    QgsProcessingOutputNumber,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterField,
    QgsProcessingParameterFolderDestination,
    QgsProcessingParameterString,
)

from ..core.legal_description import (
    CALL_COLUMNS,
    LakeIndex,
    LegalTerms,
    ParcelDescription,
    describe_parcel,
    file_stem,
    parcel_label,
)
from ..core.model import Parcel
from ..qgis_io import sinks
from ..qgis_io.field_guess import guess_identity_fields
from ..qgis_io.files import WriteError, unique_file_names, write_text
from ..qgis_io.translation import one_or_many
from .base_algorithm import PARCELS, ShorelineAlgorithm, csv_safe

PARCEL_IDS = "PARCEL_IDS"
TAX_MAP_FIELD = "TAX_MAP_FIELD"
OUTPUT_FOLDER = "OUTPUT_FOLDER"
CALLS = "CALLS"
FILE_COUNT = "FILE_COUNT"

_NUMERIC = {"seq": "int", "part": "int", "distance_ft": "double", "radius_ft": "double", "arc_ft": "double",
            "chord_ft": "double", "from_n": "double", "from_e": "double", "to_n": "double", "to_e": "double"}
CALL_FIELDS = tuple((c, _NUMERIC.get(c, "string")) for c in CALL_COLUMNS)


class LegalDescriptionAlgorithm(ShorelineAlgorithm):
    PARCEL_ATTRIBUTES = True      # the tax map number names the parcels in the words

    def name(self) -> str:
        return "legaldescription"

    def displayName(self) -> str:
        return self.tr("Legal description (metes and bounds)")

    def shortHelpString(self) -> str:
        return self.tr(
            "Writes, for each lakeshore parcel, a metes-and-bounds description of its mean high water "
            "tie line, its two water rights lines and its rights area, for a deed, an easement or a "
            "permit file: a point of beginning on the mean high water mark, then a call per course "
            "(quadrant bearing to the second and distance to 0.01 ft; curves at the 1,500 ft limit with "
            "radius, central angle, arc length and chord; the mark itself as a natural monument with "
            "its chord), the area enclosed and the closure (misclosure and precision ratio). "
            "Coordinates, units (US survey feet), basis of bearings (grid north of the working CRS) and "
            "the law's method and sections are stated.\n\n"
            "OUTPUT_FOLDER: one plain UTF-8 text file per parcel, legal_<parcel id>.txt. CALLS: the "
            "rights area's calls as a table COGO software imports (numbers in numeric columns only). "
            "PARCEL_IDS: comma-separated parcel ids; empty describes every lakeshore parcel. "
            "TAX_MAP_FIELD names the parcels in the words (guessed from common names if empty).")

    def initAlgorithm(self, config: dict[str, Any] | None = None) -> None:
        self.add_input_parameters()
        self.addParameter(QgsProcessingParameterField(
            TAX_MAP_FIELD, self.tr("Tax map number field (guessed if empty)"),
            parentLayerParameterName=PARCELS,
            type=QgsProcessingParameterField.DataType.Any, optional=True))
        self.addParameter(QgsProcessingParameterString(
            PARCEL_IDS, self.tr("Parcel ids (comma-separated; empty: every lakeshore parcel)"),
            defaultValue="", optional=True))
        self.add_crs_parameter()
        self.addParameter(QgsProcessingParameterFolderDestination(
            OUTPUT_FOLDER, self.tr("Output folder for the descriptions")))
        self.addParameter(QgsProcessingParameterFeatureSink(
            CALLS, self.tr("Calls (table for COGO)"), QgsProcessing.SourceType.TypeVector, optional=True,
            createByDefault=True))
        self.addOutput(QgsProcessingOutputNumber(FILE_COUNT, self.tr("Number of descriptions")))

    def processAlgorithm(self, parameters: dict[str, Any], context: QgsProcessingContext,
                         feedback: QgsProcessingFeedback) -> dict[str, Any]:
        profile = self.load_profile(parameters, context, feedback)
        crs = self.working_crs(parameters, context, profile, feedback)
        parcels = self.read_parcels(parameters, context, feedback, crs, profile)
        shoreline = self.read_shoreline(parameters, context, feedback, crs)
        names = self.source(parameters, PARCELS, context).fields().names()
        tax_field = self.field(parameters, TAX_MAP_FIELD, context) or guess_identity_fields(names)["tax_map"]
        result = self.water_rights(parcels, shoreline, profile, feedback, 5, 60)
        ids = self.wanted(parameters, context, parcels, result.lakeshore_parcels)
        labels = {p.parcel_id: parcel_label(p, tax_field) for p in parcels}
        terms = LegalTerms.from_profile(profile)
        crs_name = f"{crs.description()} ({crs.authid()})"
        folder = self.parameterAsString(parameters, OUTPUT_FOLDER, context)
        names, collisions = unique_file_names(ids, file_stem, "legal_{}.txt")
        for group in collisions:
            feedback.pushWarning(self.tr(
                "Parcels {ids} have one file name after unsafe characters are replaced: their "
                "descriptions are {names}.").format(
                    ids=", ".join(f"'{pid}'" for pid in group), names=", ".join(names[pid] for pid in group)))
        self.refuse_inputs(parameters, context, [os.path.join(folder, n) for n in names.values()])
        descriptions = []
        index = LakeIndex(result)
        for k, pid in enumerate(ids):
            if feedback.isCanceled():
                raise QgsProcessingException(self.tr("Canceled."))
            d = describe_parcel(result, pid, terms, labels=labels, crs=crs_name, index=index)
            path = os.path.join(folder, names[pid])
            try:
                write_text(path, d.text)
            except WriteError as exc:
                raise QgsProcessingException(self.tr(
                    "OUTPUT_FOLDER: {why}; choose another folder or free space on the disk.").format(
                    why=exc)) from None
            for fig in d.figures:
                c = fig.closure
                feedback.pushInfo(one_or_many(
                    len(fig.calls),
                    self.tr("{pid}: {n} call, {area} sq ft, misclosure {mis} ft ({ratio}) over {per} ft."),
                    self.tr("{pid}: {n} calls, {area} sq ft, misclosure {mis} ft ({ratio}) over {per} ft."),
                ).format(
                    pid=pid, n=len(fig.calls), area=f"{fig.area_sqft:,.0f}", mis=f"{c.misclosure_ft:.3f}",
                    ratio=c.ratio(), per=f"{c.perimeter_ft:,.2f}"))
            if d.missing:
                feedback.pushWarning(self.tr(
                    "{pid}: no rights area (a water rights line on one side only, or none); its tie line "
                    "and lines are described.").format(pid=pid))
            descriptions.append(d)
            feedback.setProgress(60 + 35 * (k + 1) / max(1, len(ids)))
        results = {OUTPUT_FOLDER: folder, FILE_COUNT: len(descriptions)}
        if not self.skipped(parameters, CALLS, context):
            results[CALLS] = self.write_calls(parameters, context, descriptions, crs)
        feedback.setProgress(100)
        return results

    def refuse_inputs(self, parameters: dict[str, Any], context: QgsProcessingContext,
                      paths: list[str]) -> None:
        """A description is never written over a file this run reads (the base guard checks the
        layer outputs; a folder's files are known only now)."""
        read = {os.path.realpath(entry[2]): entry[0] for entry in self.input_files(parameters, context)}
        for path in paths:
            if os.path.realpath(path) in read:
                raise QgsProcessingException(self.tr(
                    "OUTPUT_FOLDER: {path} is the {param} input of this run; choose another folder.").format(
                    path=path, param=read[os.path.realpath(path)]))

    def wanted(self, parameters: dict[str, Any], context: QgsProcessingContext, parcels: Sequence[Parcel],
               lakeshore: list[str]) -> list[str]:
        """PARCEL_IDS as a list (every lakeshore parcel when empty); an unknown or inland id refused."""
        given = self.parameterAsString(parameters, PARCEL_IDS, context) or ""
        wanted = [p.strip() for p in given.split(",") if p.strip()]
        known = {p.parcel_id for p in parcels}
        for pid in wanted:
            if pid not in known:
                raise QgsProcessingException(self.tr(
                    "PARCEL_IDS: there is no parcel '{pid}' (ids come from PARCEL_ID_FIELD, else the feature "
                    "ids).").format(pid=pid))
            if pid not in lakeshore:
                raise QgsProcessingException(self.tr(
                    "PARCEL_IDS: parcel '{pid}' does not meet the MHW mark; only lakeshore parcels have a "
                    "tie line, water rights lines and a rights area.").format(pid=pid))
        return list(dict.fromkeys(wanted)) or list(lakeshore)

    def write_calls(self, parameters: dict[str, Any], context: QgsProcessingContext,
                    descriptions: Sequence[ParcelDescription], crs: QgsCoordinateReferenceSystem) -> str:
        fields = sinks.make_fields(CALL_FIELDS)
        sink, dest_id = self.sink(parameters, CALLS, context, fields, sinks.NO_GEOMETRY, crs)
        for d in descriptions:
            for row in d.rows():
                f = QgsFeature(fields)
                f.setAttributes([row[c] for c in CALL_COLUMNS])
                sink.addFeature(csv_safe(f))
        return dest_id
