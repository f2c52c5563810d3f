"""shorelinelayout:checklayout — every rule of the profile's law checked against proposed or
existing structures and mooring buoys; one VIOLATIONS feature per finding."""
from __future__ import annotations

from qgis.core import QgsProcessing, QgsProcessingException, QgsProcessingParameterFeatureSink
from qgis.PyQt.QtCore import QT_TR_NOOP

from ..pipeline import check, input_violations, read_layout
from ..qgis_io import sinks
from ..qgis_io.raster import raster_sampler
from .base_algorithm import (
    BATHYMETRY,
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
            "and the limit; an empty VIOLATIONS layer means the layout complies.\n\n"
            "STRUCTURES fields: kind, dock_id, part, construction, height_ft, roof_pitch, slips, "
            "parcel_id. BUOYS fields: vessel_length_ft, rode_length_ft, parcel_id. VIOLATIONS is "
            "a polygon layer: a finding at a point or along a line is drawn as a small disc or "
            "band around it.")

    def initAlgorithm(self, config=None) -> None:
        self.add_input_parameters()
        self.add_structures_parameter(QT_TR_NOOP("Structures (docks, hoists, boathouses, ... polygons)"),
                                      optional=False)
        self.add_buoys_parameter()
        self.add_bathymetry_parameter()
        self.add_crs_parameter()
        self.addParameter(QgsProcessingParameterFeatureSink(
            VIOLATIONS, self.tr("Violations"), QgsProcessing.SourceType.TypeVectorPolygon))

    def processAlgorithm(self, parameters, context, feedback):
        crs = self.working_crs(parameters, context)
        tc = context.transformContext()
        profile = self.load_profile(parameters, context, feedback)
        parcels = self.read_parcels(parameters, context, feedback, crs, profile)
        shoreline = self.read_shoreline(parameters, context, feedback, crs)

        # one layer at a time: each reading problem becomes a finding on its own layer's feature
        structures, _none, s_messages = read_layout(self.source(parameters, STRUCTURES, context), None,
                                                    crs, tc)
        _none, buoys, b_messages = read_layout(None, self.source(parameters, BUOYS, context, required=False),
                                               crs, tc)
        report(s_messages + b_messages, feedback)
        feedback.pushInfo(
            self.tr("{s} structure(s), {b} buoy(s) read.").format(s=len(structures), b=len(buoys)))

        depth_at = None
        raster = self.parameterAsRasterLayer(parameters, BATHYMETRY, context)
        if raster is not None:
            depth_at = raster_sampler(raster, crs, tc)
            feedback.pushInfo(self.tr("Bathymetry: band 1 of '{name}' (lake-bottom elevation, ft).").format(
                name=raster.name()))

        result = self.water_rights(parcels, shoreline, profile, feedback, 5, 60)
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
            text = f"{v.severity.upper()} {v.rule} {v.section} parcel {v.parcel_id}: {v.message}"
            (feedback.pushWarning if v.severity == "error" else feedback.pushInfo)(text)
        errors = sum(1 for v in violations if v.severity == "error")
        feedback.pushInfo(
            "The layout complies." if not violations else
            f"{len(violations)} finding(s), {errors} of them errors.")
        feedback.setProgress(100)
        return {VIOLATIONS: dest_id}
