"""shorelinelayout:waterrightslines — MHW tie lines, water-rights lines, rights areas, reach
lines and permanent-structure envelopes (§160-122C, §44-5C)."""
from __future__ import annotations

from qgis.core import QgsProcessingParameterFeatureSink

from ..qgis_io import sinks
from ..qgis_io.outputs import OUTPUTS
from ..qgis_io.rights_input import law_of
from ..qgis_io.translation import one_or_many
from .base_algorithm import ShorelineAlgorithm

# The output names (TIE_LINES, ...), fields, styles and writers: the one table, qgis_io/outputs.py.
TIE_LINES, WATER_RIGHTS_LINES, RIGHTS_AREAS, REACH_LINES, ENVELOPES = (o.parameter for o in OUTPUTS)
MAIN_OUTPUT = WATER_RIGHTS_LINES


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
            "meet too close to shore (changed lines have modified = 1 and a note).\n\n"
            "Writes WATER_RIGHTS_LINES (one line per tie point, the main output) and, unless "
            "skipped, TIE_LINES (one per lakeshore parcel), RIGHTS_AREAS (each parcel's area "
            "between its lines), REACH_LINES (65 ft Keuka, 60 ft Canandaigua, inside the rights "
            "area) and ENVELOPES (where a permanent structure may stand: rights area less the "
            "setback, within the reach); those four are created by default.\n\n"
            "PROFILE: keuka, canandaigua or the path of a profile TOML (or PROFILE_FILE). "
            "All lengths are US survey feet in the working CRS (CRS, else the law's, else "
            "EPSG:2261; the log says which). Input layers "
            "are never changed; every repair (lot lines extended, cut or bridged) is in the note "
            "field of the water-rights line at its tie point, and in the log (past 20 lot-line "
            "repairs: their count per code, then each of them in one entry).")

    def initAlgorithm(self, config=None) -> None:
        self.add_input_parameters()
        self.add_crs_parameter()
        # Every output but the main one is optional and created by default (DESIGN.md): a run
        # that names only WATER_RIGHTS_LINES writes the others to temporary layers; one that sets
        # an output to skip (None; "Skip output" in the dialog) does not write it.
        for o in OUTPUTS:
            main = o.parameter == MAIN_OUTPUT
            self.addParameter(QgsProcessingParameterFeatureSink(
                o.parameter, self.tr(o.name), o.layer_type, optional=not main, createByDefault=True))

    def processAlgorithm(self, parameters, context, feedback):
        profile = self.load_profile(parameters, context, feedback)
        crs = self.working_crs(parameters, context, profile, feedback)
        parcels = self.read_parcels(parameters, context, feedback, crs, profile)
        shoreline = self.read_shoreline(parameters, context, feedback, crs)
        feedback.setProgress(5)
        result = self.water_rights(parcels, shoreline, profile, feedback, 5, 90)

        results = {}
        law = law_of(profile)       # recorded in RIGHTS_AREAS: checklayout refuses another law's
        for o in OUTPUTS:
            if feedback.isCanceled():
                break
            fields = sinks.make_fields(o.fields)
            if o.parameter != MAIN_OUTPUT and self.skipped(parameters, o.parameter, context):
                continue
            sink, dest_id = self.sink(parameters, o.parameter, context, fields, o.wkb_type, crs, o.role)
            count = o.write(sink, fields, result, law)
            results[o.parameter] = dest_id
            said = one_or_many(count, self.tr("{output}: {n} feature."), self.tr("{output}: {n} features."))
            feedback.pushInfo(said.format(output=o.parameter, n=count))
        feedback.setProgress(100)
        modified = [ln for ln in result.lines if ln.modified]
        p, n = len(result.lakeshore_parcels), len(result.lines)
        feedback.pushInfo(self.tr("{parcels}, {lines}, {m} modified by the 200 ft rule.").format(
            parcels=one_or_many(p, self.tr("{n} lakeshore parcel"),
                                self.tr("{n} lakeshore parcels")).format(n=p),
            lines=one_or_many(n, self.tr("{n} water rights line"),
                              self.tr("{n} water rights lines")).format(n=n),
            m=len(modified)))
        return results
