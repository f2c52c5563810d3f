"""shorelinelayout:siteplanreport — the site plan the laws ask for (§160-124F(1)(b),
§44-7G(1)(b)) as a PDF drawn by QGIS's print layout engine, one per lakeshore parcel."""
from __future__ import annotations

from typing import Any

from qgis.core import (
    QgsProcessingAlgorithm,
    QgsProcessingException,
    QgsProcessingOutputNumber,
    QgsProcessingOutputVariant,
    QgsProcessingParameterDefinition,
    QgsProcessingParameterField,
    QgsProcessingParameterFolderDestination,
    QgsProcessingParameterScale,
    QgsProcessingParameterString,
)
from qgis.PyQt.QtCore import QT_TR_NOOP

from ..pipeline import (
    DEFAULT_SCALE,
    SitePlanRenderer,
    SitePlanRequest,
    lakeshore_ids,
    parse_scale,
    read_layout,
)
from ..qgis_io.field_guess import guess_identity_fields
from ..qgis_io.files import WriteError
from ..qgis_io.translation import one_or_many
from .base_algorithm import (
    BUOYS,
    FRONTAGE_FIELD,
    LAND_USE_FIELD,
    PARCEL_ID_FIELD,
    PARCELS,
    SEATING_FIELD,
    STEEP_SLOPE_FIELD,
    STRUCTURES,
    UPLAND_NEAR_MHW_FIELD,
    ShorelineAlgorithm,
    report,
)

OWNER_FIELD = "OWNER_FIELD"
ADDRESS_FIELD = "ADDRESS_FIELD"
TAX_MAP_FIELD = "TAX_MAP_FIELD"
PARCEL = "PARCEL"
PREPARER = "PREPARER"
SCALE = "SCALE"
OUTPUT_FOLDER = "OUTPUT_FOLDER"
PDF_PATHS = "PDF_PATHS"
PDF_COUNT = "PDF_COUNT"


def read_scale(value: Any) -> int | None:
    """SCALE's value -> the scale denominator, None to fit the parcel: a number (the scale
    widget's 600.0), or the text older scripts pass ("1:600", "1\"=50'", "auto")."""
    if value is None or (isinstance(value, str) and value.strip().lower() in ("", "auto", "fit")):
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if value != value or value <= 0:
            raise ValueError(f"scale {value!r} is not a positive number")
        return round(value)
    return parse_scale(value)


class ScaleParameter(QgsProcessingParameterScale):
    """QGIS's map scale parameter (the scale widget in the dialog) that also takes the text
    scripts written for the earlier text SCALE pass: "1:600", "1\"=50'", "auto"."""

    def clone(self) -> ScaleParameter:
        copy = ScaleParameter(self.name(), self.description(), self.defaultValue(),
                              bool(self.flags() & QgsProcessingParameterDefinition.Flag.FlagOptional))
        copy.setFlags(self.flags())
        copy.setHelp(self.help())
        return copy

    def checkValueIsAcceptable(self, value: Any, context: Any = None) -> bool:
        if isinstance(value, str):
            try:
                read_scale(value)
            except ValueError:
                return False
            return True
        return super().checkValueIsAcceptable(value, context)


class SitePlanReportAlgorithm(ShorelineAlgorithm):

    FIELD_PARAMETERS = (PARCEL_ID_FIELD, LAND_USE_FIELD, FRONTAGE_FIELD, SEATING_FIELD,
                        STEEP_SLOPE_FIELD, UPLAND_NEAR_MHW_FIELD)
    PARCEL_ATTRIBUTES = True   # the title block's owner, address and tax map number

    def __init__(self, render: SitePlanRenderer) -> None:
        """`render` draws the PDFs (report/siteplan.render_site_plans, handed over by plugin.py:
        processing/ never imports report/)."""
        super().__init__()
        self.render = render

    def createInstance(self) -> SitePlanReportAlgorithm:
        return type(self)(self.render)

    def name(self) -> str:
        return "siteplanreport"

    def displayName(self) -> str:
        return self.tr("Site plan report (PDF)")

    def flags(self):
        # The print layout is built and exported on the main thread, as QGIS's own layout exports.
        return super().flags() | QgsProcessingAlgorithm.Flag.FlagNoThreading

    def shortHelpString(self) -> str:
        return self.tr(
            "Draws the site plan the law asks for (Keuka §160-124F(1)(b), Canandaigua "
            "§44-7G(1)(b)) with QGIS's print layout engine: a map to a stated engineering scale "
            "(1\" = 50', 1:600 unless SCALE says otherwise; a smaller standard scale if the parcel "
            "does not fit) with the parcel and its neighbours, the MHW mark, tie line, water-rights "
            "lines with azimuths and lengths, setback and reach lines, the envelope, the proposed "
            "structures and buoys with their dimensions and, with BATHYMETRY, the depth of the lake "
            "bottom; a state-plane grid, scale bar, north arrow, legend and title block; and a "
            "second sheet with allowed vs proposed facilities, every violation with its section, "
            "measured value and limit (or the statement that the layout complies), the readings "
            "of the law applied, the 200 ft rule and the applicant's certification the law requires, "
            "ready to sign.\n\n"
            "PARCEL: one parcel id (or several, comma-separated); empty draws every lakeshore parcel, "
            "one PDF each, named siteplan_<parcel id>.pdf in OUTPUT_FOLDER. OWNER_FIELD, "
            "ADDRESS_FIELD and TAX_MAP_FIELD are guessed from common names when left empty.")

    def initAlgorithm(self, config=None) -> None:
        self.add_input_parameters()
        self.add_structures_parameter(QT_TR_NOOP("Structures (docks, hoists, ... polygons)"), optional=True)
        self.add_buoys_parameter()
        for name, label in ((OWNER_FIELD, QT_TR_NOOP("Owner name field (guessed if empty)")),
                            (ADDRESS_FIELD, QT_TR_NOOP("Address field (guessed if empty)")),
                            (TAX_MAP_FIELD, QT_TR_NOOP("Tax map number field (guessed if empty)"))):
            self.addParameter(QgsProcessingParameterField(
                name, self.tr(label), parentLayerParameterName=PARCELS,
                type=QgsProcessingParameterField.DataType.Any, optional=True))
        self.add_bathymetry_parameter()
        self.addParameter(QgsProcessingParameterString(
            PARCEL, self.tr("Parcel id (empty: every lakeshore parcel, one PDF each)"),
            defaultValue="", optional=True))
        self.addParameter(QgsProcessingParameterString(
            PREPARER, self.tr("Prepared by (name, licence)"), defaultValue="", optional=True))
        self.addParameter(ScaleParameter(
            SCALE, self.tr("Map scale (1:600 is 1\" = 50'; empty fits the parcel)"),
            defaultValue=DEFAULT_SCALE, optional=True))
        self.add_crs_parameter()
        self.addParameter(QgsProcessingParameterFolderDestination(
            OUTPUT_FOLDER, self.tr("Output folder for the PDFs")))
        self.addOutput(QgsProcessingOutputVariant(PDF_PATHS, self.tr("PDF files")))
        self.addOutput(QgsProcessingOutputNumber(PDF_COUNT, self.tr("Number of PDF files")))

    def processAlgorithm(self, parameters, context, feedback):
        try:
            scale = read_scale(parameters.get(SCALE, DEFAULT_SCALE))
        except ValueError as exc:
            raise QgsProcessingException(
                self.tr("SCALE: {exc}; write it as 1:600 or 1\"=50'.").format(exc=exc)) from None
        profile = self.load_profile(parameters, context, feedback)
        crs = self.working_crs(parameters, context, profile, feedback)
        tc = context.transformContext()
        parcels = self.read_parcels(parameters, context, feedback, crs, profile)
        shoreline = self.read_shoreline(parameters, context, feedback, crs)
        structures, buoys, messages = read_layout(
            self.source(parameters, STRUCTURES, context, required=False),
            self.source(parameters, BUOYS, context, required=False), crs, tc)
        report(messages, feedback)
        depth_at = self.depth_sampler(parameters, context, feedback, crs)

        names = self.source(parameters, PARCELS, context).fields().names()
        guessed = guess_identity_fields(names)
        fields = {}
        for param, key in ((OWNER_FIELD, "owner"), (ADDRESS_FIELD, "address"), (TAX_MAP_FIELD, "tax_map")):
            fields[key] = self.field(parameters, param, context) or guessed[key]
            if not fields[key]:
                feedback.pushInfo(self.tr("{param}: none found").format(param=param))
            elif self.field(parameters, param, context):
                feedback.pushInfo(f"{param}: {fields[key]}")
            else:
                feedback.pushInfo(
                    self.tr("{param}: {field} (guessed)").format(param=param, field=fields[key]))

        wr = self.water_rights(parcels, shoreline, profile, feedback, 5, 40)
        wanted = [p.strip() for p in (self.parameterAsString(parameters, PARCEL, context) or "").split(",")
                  if p.strip()]
        known = {p.parcel_id for p in parcels}
        for pid in wanted:
            if pid not in known:
                raise QgsProcessingException(self.tr(
                    "PARCEL: there is no parcel '{pid}' (ids come from PARCEL_ID_FIELD, else the feature "
                    "ids).").format(pid=pid))
            if pid not in wr.lakeshore_parcels:
                raise QgsProcessingException(self.tr(
                    "PARCEL: parcel '{pid}' does not meet the MHW mark; a site plan is drawn for lakeshore "
                    "parcels only.").format(pid=pid))
        ids = wanted or lakeshore_ids(wr, parcels)
        feedback.pushInfo(one_or_many(len(ids), self.tr("Drawing {n} site plan."),
                                      self.tr("Drawing {n} site plans.")).format(n=len(ids)))

        req = SitePlanRequest(
            profile=profile, crs=crs, parcels=parcels, wr=wr, structures=structures, buoys=buoys,
            depth_at=depth_at, owner_field=fields["owner"], address_field=fields["address"],
            tax_map_field=fields["tax_map"], id_field=self.field(parameters, PARCEL_ID_FIELD, context),
            preparer=self.parameterAsString(parameters, PREPARER, context) or "", scale=scale)
        folder = self.parameterAsString(parameters, OUTPUT_FOLDER, context)
        try:
            results = self.render(req, ids, folder, feedback)
        except WriteError as exc:
            raise QgsProcessingException(self.tr(
                "OUTPUT_FOLDER: {why}; that site plan was not written. Free space on the disk or choose "
                "another folder.").format(why=exc)) from None
        except OSError as exc:
            raise QgsProcessingException(self.tr(
                "OUTPUT_FOLDER: {folder} could not be written ({why}).").format(
                folder=folder, why=exc.strerror or exc)) from None
        except ValueError as exc:
            raise QgsProcessingException(str(exc)) from None
        paths = [r.path for r in results]
        return {OUTPUT_FOLDER: folder, PDF_PATHS: paths, PDF_COUNT: len(paths)}
