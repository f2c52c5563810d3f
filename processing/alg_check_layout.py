"""shorelinelayout:checklayout — every rule of the profile's law checked against proposed or
existing structures and mooring buoys; one VIOLATIONS feature per finding."""
from __future__ import annotations

from qgis.core import (
    QgsProcessing,
    QgsProcessingException,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
)
from qgis.PyQt.QtCore import QT_TR_NOOP

from ..core.verdict import VERDICTS, Verdict, parcel_verdicts, verdict_of
from ..pipeline import check, input_violations, read_layout
from ..qgis_io import sinks
from ..qgis_io.finding_text import finding_text
from ..qgis_io.rights_input import layer_problem, water_rights_from_layers
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

VIOLATIONS = "VIOLATIONS"
# A waterrightslines run's outputs, given as inputs so that a model computes the lines once:
# all three or none (parameter, what kind of layer).
RIGHTS_AREAS, WATER_RIGHTS_LINES, TIE_LINES = "RIGHTS_AREAS", "WATER_RIGHTS_LINES", "TIE_LINES"
PRECOMPUTED = ((RIGHTS_AREAS, "polygon"), (WATER_RIGHTS_LINES, "line"), (TIE_LINES, "line"))


class CheckLayoutAlgorithm(ShorelineAlgorithm):

    FIELD_PARAMETERS = (PARCEL_ID_FIELD, LAND_USE_FIELD, FRONTAGE_FIELD, SEATING_FIELD,
                        STEEP_SLOPE_FIELD, UPLAND_NEAR_MHW_FIELD)

    def name(self) -> str:
        return "checklayout"

    def displayName(self) -> str:
        return self.tr("Check layout")

    def shortHelpString(self) -> str:
        return self.tr(
            "Checks docks, boat hoists and stations, boathouses, swim floats, ice breakers, "
            "vessels and mooring buoys against the profile's law: setbacks from the water rights "
            "lines, the reach from the MHW mark (with the depth exception where a BATHYMETRY "
            "raster of lake-bottom elevation in feet is given), dock area and walkway rules, "
            "counts, separation, buoy swing circles, heights and roof pitch. One VIOLATIONS "
            "feature per finding with the rule code, the section of the law, the measured value "
            "and the limit. The verdict (in the log): violation if any finding is an error; else "
            "nonconforming if any is a warning; else compliant (info findings never change it); "
            "features with input problems are not checked.\n\n"
            "STRUCTURES fields: kind, dock_id, part, construction, height_ft, roof_pitch, slips, "
            "parcel_id. BUOYS fields: vessel_length_ft, rode_length_ft, parcel_id. VIOLATIONS is "
            "a polygon layer: a finding at a point or along a line is drawn as a small disc or "
            "band around it.") + "\n\n" + self.tr(
            "RIGHTS_AREAS, WATER_RIGHTS_LINES and TIE_LINES (optional, all three together): the "
            "outputs of a waterrightslines run on the same PARCELS, SHORELINE and PROFILE, used "
            "instead of computing the water rights lines again (a Graphical Modeler chain computes "
            "them once); layers of another lake, tax map or law are refused.")

    def initAlgorithm(self, config=None) -> None:
        self.add_input_parameters()
        self.add_structures_parameter(QT_TR_NOOP("Structures (docks, hoists, boathouses, ... polygons)"),
                                      optional=False)
        self.add_buoys_parameter()
        self.add_bathymetry_parameter()
        labels = {RIGHTS_AREAS: QT_TR_NOOP("Rights areas of a waterrightslines run (optional)"),
                  WATER_RIGHTS_LINES: QT_TR_NOOP("Water rights lines of that run (with rights areas)"),
                  TIE_LINES: QT_TR_NOOP("MHW tie lines of that run (with rights areas)")}
        for name, kind in PRECOMPUTED:
            layer_type = (QgsProcessing.SourceType.TypeVectorPolygon if kind == "polygon"
                          else QgsProcessing.SourceType.TypeVectorLine)
            self.addParameter(QgsProcessingParameterFeatureSource(
                name, self.tr(labels[name]), [layer_type], optional=True))
        self.add_crs_parameter()
        self.addParameter(QgsProcessingParameterFeatureSink(
            VIOLATIONS, self.tr("Violations"), QgsProcessing.SourceType.TypeVectorPolygon))

    def checkParameterValues(self, parameters, context):
        ok, message = super().checkParameterValues(parameters, context)
        if not ok:
            return ok, message
        problem = self.incomplete(parameters)
        for name, kind in PRECOMPUTED if self.given(parameters) and not problem else ():
            problem = layer_problem(name, self.parameterAsSource(parameters, name, context), kind)
            if problem:
                break
        return (False, problem) if problem else (True, "")

    def given(self, parameters) -> list[str]:
        return [name for name, _ in PRECOMPUTED if parameters.get(name) not in (None, "")]

    def incomplete(self, parameters) -> str:
        """Why the precomputed layers given are not the three of one run ('' when all or none)."""
        given = self.given(parameters)
        if not given or len(given) == len(PRECOMPUTED):
            return ""
        missing = [name for name, _ in PRECOMPUTED if name not in given]
        return self.tr(
            "{given} given without {missing}: the water rights of a waterrightslines run are read "
            "from its RIGHTS_AREAS, WATER_RIGHTS_LINES and TIE_LINES together. Give all three "
            "(from one run), or none to compute them.").format(
            given=", ".join(given), missing=", ".join(missing))

    def precomputed(self, parameters, context, feedback, parcels, shoreline, profile, crs):
        """The water rights read from a waterrightslines run's layers, or None when none are given."""
        problem = self.incomplete(parameters)        # also where checkParameterValues was not asked
        if problem:
            raise QgsProcessingException(problem)
        if not self.given(parameters):
            return None
        sources = [self.source(parameters, name, context) for name, _ in PRECOMPUTED]
        result = water_rights_from_layers(*sources, shoreline, parcels, profile, crs,
                                          context.transformContext())
        n, lines = len(result.lakeshore_parcels), len(result.lines)
        feedback.pushInfo(self.tr(
            "Water rights read from '{areas}' ({parcels}, {lines}): not computed again.").format(
            areas=sources[0].sourceName(),
            parcels=one_or_many(n, self.tr("{n} lakeshore parcel"),
                                self.tr("{n} lakeshore parcels")).format(n=n),
            lines=one_or_many(lines, self.tr("{n} water rights line"),
                              self.tr("{n} water rights lines")).format(n=lines)))
        return result

    def processAlgorithm(self, parameters, context, feedback):
        profile = self.load_profile(parameters, context, feedback)
        crs = self.working_crs(parameters, context, profile, feedback)
        tc = context.transformContext()
        parcels = self.read_parcels(parameters, context, feedback, crs, profile)
        shoreline = self.read_shoreline(parameters, context, feedback, crs)

        # one layer at a time: each reading problem becomes a finding on its own layer's feature
        structures, _none, s_messages = read_layout(self.source(parameters, STRUCTURES, context), None,
                                                    crs, tc)
        _none, buoys, b_messages = read_layout(None, self.source(parameters, BUOYS, context, required=False),
                                               crs, tc)
        report(s_messages + b_messages, feedback)
        s, b = len(structures), len(buoys)
        feedback.pushInfo(self.tr("{structures}, {buoys} read.").format(
            structures=one_or_many(s, self.tr("{n} structure"), self.tr("{n} structures")).format(n=s),
            buoys=one_or_many(b, self.tr("{n} buoy"), self.tr("{n} buoys")).format(n=b)))

        depth_at = self.depth_sampler(parameters, context, feedback, crs)

        result = (self.precomputed(parameters, context, feedback, parcels, shoreline, profile, crs)
                  or self.water_rights(parcels, shoreline, profile, feedback, 5, 60))
        try:
            violations = check(profile, parcels, result, structures, buoys, depth_at=depth_at)
        except ValueError as exc:
            raise QgsProcessingException(str(exc)) from None
        violations += input_violations("structures", s_messages) + input_violations("buoys", b_messages)
        feedback.setProgress(90)

        fields = sinks.make_fields(sinks.VIOLATION_FIELDS)
        sink, dest_id = self.sink(parameters, VIOLATIONS, context, fields, sinks.MULTIPOLYGON,
                                  crs, "violations")
        sinks.write_violations(sink, fields, violations)
        for v in violations:
            text = f"{v.severity.upper()} {v.rule} {v.section} parcel {v.parcel_id}: {finding_text(v)}"
            (feedback.pushWarning if v.severity == "error" else feedback.pushInfo)(text)
        self.log_verdict(feedback, verdict_of(violations),
                         parcel_verdicts(violations, result.lakeshore_parcels).values())
        feedback.setProgress(100)
        return {VIOLATIONS: dest_id}

    def log_verdict(self, feedback, verdict: Verdict, parcels) -> None:
        """core/verdict's verdict on the layout, and how many lakeshore parcels have each."""
        headline = {
            "compliant": self.tr("Verdict: compliant. No finding is an error or a warning."),
            "nonconforming": self.tr("Verdict: nonconforming. No error; {w}: an existing "
                                     "structure that may continue, or a finding the reviewer must judge."),
            "violation": self.tr("Verdict: violation. {e}, {w}."),
            "not_checked": self.tr("Verdict: not checked. {p}: those features could not be "
                                   "checked; no violation was found in what could be checked."),
        }[verdict.headline]
        e, w, p = verdict.errors, verdict.warnings, verdict.not_checked
        feedback.pushInfo(headline.format(
            e=one_or_many(e, self.tr("{n} error"), self.tr("{n} errors")).format(n=e),
            w=one_or_many(w, self.tr("{n} warning"), self.tr("{n} warnings")).format(n=w),
            p=one_or_many(p, self.tr("{n} input problem"), self.tr("{n} input problems")).format(n=p)))
        counts = {v: 0 for v in VERDICTS}
        for pv in parcels:
            counts[pv.headline] += 1
        feedback.pushInfo(self.tr(
            "Lakeshore parcels: {c} compliant, {nc} nonconforming, {v} violation, {x} not checked."
        ).format(c=counts["compliant"], nc=counts["nonconforming"], v=counts["violation"],
                 x=counts["not_checked"]))
