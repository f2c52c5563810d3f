"""shorelinelayout:suggestlayout — per lakeshore parcel, the largest dock the law allows (with
hoists and buoys), every suggestion checked by the real check: no error, ever."""
from __future__ import annotations

from qgis.core import (
    Qgis,
    QgsFeature,
    QgsProcessing,
    QgsProcessingException,
    QgsProcessingParameterBoolean,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterNumber,
    QgsProcessingParameterString,
)

from ..core.suggest.layout import Suggestion, SuggestOptions, suggest_layout
from ..qgis_io import convert, sinks
from ..qgis_io.translation import one_or_many
from .base_algorithm import (
    BUOYS,
    FRONTAGE_FIELD,
    LAND_USE_FIELD,
    PARCEL_ID_FIELD,
    SEATING_FIELD,
    STRUCTURES,
    ShorelineAlgorithm,
    scaled_progress,
)

PARCEL_IDS = "PARCEL_IDS"
REPORT = "REPORT"

REPORT_FIELDS = (
    ("parcel_id", "string"), ("land_use", "string"), ("shape", "string"), ("area_sqft", "double"),
    ("allowance_sqft", "double"), ("used_pct", "double"), ("consolidated", "int"),
    ("length_ft", "double"), ("walkway_width_ft", "double"), ("hoists", "int"), ("buoys", "int"),
    ("boats_allowed", "int"), ("stops_at", "string"), ("note", "string"),
)

# parameter -> (label, SuggestOptions field)
NUMBERS = (
    ("WALKWAY_WIDTH_FT", "Walkway width, ft (capped by the law's maximum)", "walkway_width_ft"),
    ("HOIST_WIDTH_FT", "Hoist width along the MHW mark, ft", "hoist_width_ft"),
    ("HOIST_LENGTH_FT", "Hoist length out from the MHW mark, ft", "hoist_length_ft"),
    ("VESSEL_LENGTH_FT", "Moored vessel length, ft", "vessel_length_ft"),
    ("RODE_LENGTH_FT", "Mooring rode length, ft", "rode_length_ft"),
)
FLAGS = (
    ("CONSOLIDATE", "Where two docks are allowed, suggest one consolidated dock", "consolidate"),
    ("HOISTS", "Suggest boat hoists", "hoists"),
    ("BUOYS_WANTED", "Suggest mooring buoys", "buoys"),
    ("BUOYS_BEYOND_ANCHORAGE", "Suggest buoys that need an anchorage permit or area",
     "beyond_anchorage"),
)


class SuggestLayoutAlgorithm(ShorelineAlgorithm):

    FIELD_PARAMETERS = (PARCEL_ID_FIELD, LAND_USE_FIELD, FRONTAGE_FIELD, SEATING_FIELD)

    def name(self) -> str:
        return "suggestlayout"

    def displayName(self) -> str:
        return self.tr("Suggest layout")

    def shortHelpString(self) -> str:
        return self.tr(
            "What is the most the law allows here? For each lakeshore parcel (or the PARCEL_IDS "
            "named), the largest dock it may have: a main walkway square to the MHW mark from the "
            "best point of the permanent-structure envelope, with a T or L bar or fingers where "
            "they add area, within the reach (past it, with BATHYMETRY, where the depth "
            "exception allows), the setbacks and the dock area limit (one consolidated dock "
            "where two docks are allowed, unless CONSOLIDATE is off); on Canandaigua the 8 ft "
            "walkway, its 50% share of the length and the 256 sq ft appendages. Boat hoists "
            "beside it and mooring buoys whose swing circles (vessel length + rode) clear the "
            "water-rights lines, the structures and each other, within the boats and buoys "
            "allowed.\n\nEvery suggestion is checked by checklayout's rules and shrunk or "
            "pruned until no error is left. STRUCTURES and BUOYS have the layout layers' fields; "
            "REPORT has one row per parcel: the dock area used against the allowance and why it "
            "stops there (area limit, reach, envelope width), or why nothing is suggested.")

    def initAlgorithm(self, config=None) -> None:
        self.add_input_parameters()
        self.addParameter(QgsProcessingParameterString(
            PARCEL_IDS, self.tr("Only these parcel ids (comma separated; empty: every lakeshore "
                                "parcel)"), optional=True))
        self.add_bathymetry_parameter()
        defaults = SuggestOptions()
        for name, label, attr in NUMBERS:
            self.addParameter(QgsProcessingParameterNumber(
                name, self.tr(label), type=QgsProcessingParameterNumber.Type.Double,
                defaultValue=getattr(defaults, attr), minValue=0.1))
        for name, label, attr in FLAGS:
            self.addParameter(QgsProcessingParameterBoolean(
                name, self.tr(label), defaultValue=getattr(defaults, attr)))
        self.add_crs_parameter()
        self.addParameter(QgsProcessingParameterFeatureSink(
            STRUCTURES, self.tr("Suggested structures"), QgsProcessing.SourceType.TypeVectorPolygon))
        self.addParameter(QgsProcessingParameterFeatureSink(
            BUOYS, self.tr("Suggested buoys"), QgsProcessing.SourceType.TypeVectorPoint))
        self.addParameter(QgsProcessingParameterFeatureSink(
            REPORT, self.tr("Suggestion report"), QgsProcessing.SourceType.TypeVector))

    def processAlgorithm(self, parameters, context, feedback):
        profile = self.load_profile(parameters, context, feedback)
        crs = self.working_crs(parameters, context, profile, feedback)
        try:
            options = SuggestOptions(
                **{attr: self.parameterAsDouble(parameters, name, context)
                   for name, _label, attr in NUMBERS if name in parameters},
                **{attr: self.parameterAsBoolean(parameters, name, context)
                   for name, _label, attr in FLAGS if name in parameters})
        except ValueError as exc:
            raise QgsProcessingException(str(exc)) from None
        parcels = self.read_parcels(parameters, context, feedback, crs, profile)
        shoreline = self.read_shoreline(parameters, context, feedback, crs)
        depth_at = self.depth_sampler(parameters, context, feedback, crs)
        result = self.water_rights(parcels, shoreline, profile, feedback, 5, 30)

        wanted = None
        text = (self.parameterAsString(parameters, PARCEL_IDS, context) or "").strip()
        if text:
            wanted = [t.strip() for t in text.split(",") if t.strip()]
            unknown = sorted(set(wanted) - set(result.lakeshore_parcels))
            if unknown:
                raise QgsProcessingException(self.tr(
                    "PARCEL_IDS: {unknown} is not a lakeshore parcel id of PARCELS (lakeshore parcels: "
                    "{shore}).").format(
                        unknown=", ".join(unknown),
                        shore=", ".join(result.lakeshore_parcels[:8])
                        + (", ..." if len(result.lakeshore_parcels) > 8 else "")))
        suggestions = suggest_layout(profile, parcels, result, options, wanted, depth_at,
                                     scaled_progress(feedback, 30, 95), feedback.isCanceled)
        if feedback.isCanceled():
            raise QgsProcessingException(self.tr("Canceled."))
        return self._write(parameters, context, feedback, crs, suggestions)

    def _write(self, parameters, context, feedback, crs, suggestions: list[Suggestion]) -> dict:
        out = {}
        s_fields = sinks.make_fields(sinks.LAYOUT_STRUCTURE_FIELDS)
        sink, out[STRUCTURES] = self.sink(parameters, STRUCTURES, context, s_fields,
                                          sinks.POLYGON, crs, "structures")
        for sug in suggestions:
            for s in sug.structures:
                f = QgsFeature(s_fields)
                f.setGeometry(convert.to_qgs(s.geometry))
                f.setAttributes([s.kind, s.dock_id, s.part, s.construction, s.height_ft,
                                 s.roof_pitch, s.slips, s.parcel_id, s.enclosed_sides,
                                 int(s.second_floor), int(s.existing), s.shared_with])
                sink.addFeature(f)
        b_fields = sinks.make_fields(sinks.LAYOUT_BUOY_FIELDS)
        sink, out[BUOYS] = self.sink(parameters, BUOYS, context, b_fields, Qgis.WkbType.Point,
                                     crs, "buoys")
        for sug in suggestions:
            for b in sug.buoys:
                f = QgsFeature(b_fields)
                f.setGeometry(convert.to_qgs(b.geometry))
                f.setAttributes([b.vessel_length_ft, b.rode_length_ft, b.parcel_id])
                sink.addFeature(f)
        r_fields = sinks.make_fields(REPORT_FIELDS)
        sink, out[REPORT] = self.sink(parameters, REPORT, context, r_fields, sinks.NO_GEOMETRY,
                                      crs)
        for sug in suggestions:
            f = QgsFeature(r_fields)
            f.setAttributes([
                sug.parcel_id, sug.land_use, sug.shape or None,
                round(sug.area_sqft, 2) if sug.shape else None,
                sug.allowance_sqft or None, round(100 * sug.used_share, 1) if sug.shape else None,
                int(sug.consolidated), round(sug.length_ft, 2) if sug.shape else None,
                sug.walkway_width_ft or None, sug.hoists, len(sug.buoys),
                _count(sug.allowance.law_number("boats_allowed")), sug.stops_at, sug.note])
            sink.addFeature(f)
            feedback.pushInfo(self.tr("{pid}: {note}").format(pid=sug.parcel_id, note=sug.note))
        docks = [s for s in suggestions if s.shape]
        d, p = len(docks), len(suggestions)
        h, b = sum(s.hoists for s in suggestions), sum(len(s.buoys) for s in suggestions)
        feedback.pushInfo(self.tr("{docks} suggested on {parcels}; {hoists}, {buoys}. Each was checked: "
                                  "no errors.").format(
            docks=one_or_many(d, self.tr("{n} dock"), self.tr("{n} docks")).format(n=d),
            parcels=one_or_many(p, self.tr("{n} lakeshore parcel"),
                                self.tr("{n} lakeshore parcels")).format(n=p),
            hoists=one_or_many(h, self.tr("{n} hoist"), self.tr("{n} hoists")).format(n=h),
            buoys=one_or_many(b, self.tr("{n} buoy"), self.tr("{n} buoys")).format(n=b)))
        feedback.setProgress(100)
        return out


def _count(value: float | None) -> int | None:
    """Allowance.law_number: NULL where the law gives no number (never -1)."""
    return None if value is None else int(value)
