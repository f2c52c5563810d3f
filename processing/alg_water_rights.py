"""shorelinelayout:waterrightslines — MHW tie lines, water-rights lines, rights areas, reach
lines and permanent-structure envelopes (§160-122C, §44-5C)."""
from __future__ import annotations

from qgis.core import QgsProcessing, QgsProcessingParameterFeatureSink

from . import sinks
from .base_algorithm import ShorelineAlgorithm

TIE_LINES = "TIE_LINES"
WATER_RIGHTS_LINES = "WATER_RIGHTS_LINES"
RIGHTS_AREAS = "RIGHTS_AREAS"
REACH_LINES = "REACH_LINES"
ENVELOPES = "ENVELOPES"

# output -> (label, layer type, fields, geometry type, style, writer)
OUTPUTS = (
    (TIE_LINES, "MHW tie lines", QgsProcessing.TypeVectorLine, sinks.TIE_LINE_FIELDS,
     sinks.LINE, "tie_lines", sinks.write_tie_lines, "tie_lines"),
    (WATER_RIGHTS_LINES, "Water rights lines", QgsProcessing.TypeVectorLine,
     sinks.WATER_RIGHTS_LINE_FIELDS, sinks.LINE, "water_rights_lines",
     sinks.write_water_rights_lines, "lines"),
    (RIGHTS_AREAS, "Rights areas", QgsProcessing.TypeVectorPolygon, sinks.RIGHTS_AREA_FIELDS,
     sinks.POLYGON, "rights_areas", sinks.write_rights_areas, "rights_areas"),
    (REACH_LINES, "Reach lines", QgsProcessing.TypeVectorLine, sinks.REACH_LINE_FIELDS,
     sinks.LINE, "reach_lines", sinks.write_reach_lines, "reach_lines"),
    (ENVELOPES, "Permanent structure envelopes", QgsProcessing.TypeVectorPolygon,
     sinks.ENVELOPE_FIELDS, sinks.POLYGON, "envelopes", sinks.write_envelopes, "envelopes"),
)


class WaterRightsLinesAlgorithm(ShorelineAlgorithm):

    def name(self) -> str:
        return "waterrightslines"

    def displayName(self) -> str:
        return self.tr("Water rights lines")

    def shortHelpString(self) -> str:
        return self.tr(
            "Builds the mean-high-water tie lines and the water rights lines of every lakeshore "
            "parcel by the method of Keuka §160-122C / Canandaigua §44-5C: tie points where lot "
            "lines meet the MHW mark, the waterside angle between neighbouring tie lines bisected "
            "and projected over the water, and the 200 ft rule applied where a parcel's lines "
            "meet too close to shore (changed lines have modified = 1 and a note). Also writes "
            "each parcel's rights area, its reach line (65 ft Keuka, 60 ft Canandaigua) and the "
            "envelope where a permanent structure may stand (rights area less the setback, "
            "within the reach).\n\nPROFILE: keuka, canandaigua or the path of a profile TOML. "
            "All lengths are US survey feet in the working CRS (default EPSG:2261). Input layers "
            "are never changed; every repair (lot lines extended, cut or bridged) is in the note "
            "field of the water-rights line at its tie point, and in the log (past 20 lot-line "
            "repairs: their count per code, then each of them in one entry).")

    def initAlgorithm(self, config=None) -> None:
        self.add_input_parameters()
        self.add_crs_parameter()
        for name, label, layer_type, *_rest in OUTPUTS:
            self.addParameter(QgsProcessingParameterFeatureSink(name, self.tr(label), layer_type))

    def processAlgorithm(self, parameters, context, feedback):
        crs = self.working_crs(parameters, context)
        profile = self.load_profile(parameters, context, feedback)
        parcels = self.read_parcels(parameters, context, feedback, crs)
        shoreline = self.read_shoreline(parameters, context, feedback, crs)
        feedback.setProgress(5)
        result = self.water_rights(parcels, shoreline, profile, feedback, 5, 90)

        results = {}
        for name, _label, _type, fields_spec, wkb, style, writer, attr in OUTPUTS:
            if feedback.isCanceled():
                break
            fields = sinks.make_fields(fields_spec)
            sink, dest_id = self.sink(parameters, name, context, fields, wkb, crs, style)
            count = writer(sink, fields, getattr(result, attr))
            results[name] = dest_id
            feedback.pushInfo(f"{name}: {count} feature(s).")
        feedback.setProgress(100)
        modified = [ln for ln in result.lines if ln.modified]
        feedback.pushInfo(
            f"{len(result.lakeshore_parcels)} lakeshore parcel(s), {len(result.lines)} water "
            f"rights line(s), {len(modified)} modified by the 200 ft rule.")
        return results
