"""shorelinelayout:allowedfacilities — what each lakeshore parcel may have by law: docks,
boats (Keuka moorings / Canandaigua slips), buoys, dock area (§160-123, §44-4..6)."""
from __future__ import annotations

from qgis.core import QgsProcessing, QgsProcessingException, QgsProcessingParameterFeatureSink

from ..qgis_io import sinks
from .base_algorithm import (
    FRONTAGE_FIELD,
    LAND_USE_FIELD,
    PARCEL_ID_FIELD,
    SEATING_FIELD,
    STEEP_SLOPE_FIELD,
    UPLAND_NEAR_MHW_FIELD,
    ShorelineAlgorithm,
)

OUTPUT = "OUTPUT"


class AllowedFacilitiesAlgorithm(ShorelineAlgorithm):

    FIELD_PARAMETERS = (PARCEL_ID_FIELD, LAND_USE_FIELD, FRONTAGE_FIELD, SEATING_FIELD,
                        STEEP_SLOPE_FIELD, UPLAND_NEAR_MHW_FIELD)

    def name(self) -> str:
        return "allowedfacilities"

    def displayName(self) -> str:
        return self.tr("Allowed facilities")

    def shortHelpString(self) -> str:
        return self.tr(
            "Writes OUTPUT, a table with one row per lakeshore parcel: the lake frontage the "
            "law counts (Keuka: tax-map lake shoreline footage, else the MHW shoreline within "
            "the parcel; Canandaigua: the MHW tie line) and what the profile's law allows for "
            "the parcel's land use — docks, boats (Keuka: moorings for boats; Canandaigua: boat "
            "slips), mooring buoys, the largest dock area and the consolidated dock area.\n\n"
            "LAND_USE_FIELD values: residential, marina, yacht_club, restaurant, hotel (hotels, "
            "motels, camps, resorts, private clubs), municipal, other; empty means residential, "
            "an unknown value is reported and read as other.")

    def initAlgorithm(self, config=None) -> None:
        self.add_input_parameters()
        self.add_crs_parameter()
        self.addParameter(QgsProcessingParameterFeatureSink(
            OUTPUT, self.tr("Allowed facilities"), QgsProcessing.SourceType.TypeVector))

    def processAlgorithm(self, parameters, context, feedback):
        profile = self.load_profile(parameters, context, feedback)
        crs = self.working_crs(parameters, context, profile, feedback)
        parcels = self.read_parcels(parameters, context, feedback, crs, profile)
        shoreline = self.read_shoreline(parameters, context, feedback, crs)
        result = self.water_rights(parcels, shoreline, profile, feedback, 5, 70)

        from ..core.rules.allowance import allowed_facilities, frontage_problem
        by_id = {p.parcel_id: p for p in parcels}
        rows = []
        for i, pid in enumerate(result.lakeshore_parcels):
            if feedback.isCanceled():
                break
            problem = frontage_problem(profile, by_id[pid])
            if problem:      # also first in the row's note
                feedback.pushWarning(self.tr(
                    "[invalid_value] Parcel {pid}: {problem}; the MHW shoreline within the parcel was "
                    "measured instead.").format(pid=pid, problem=problem))
            try:
                rows.append(allowed_facilities(profile, by_id[pid], result))
            except ValueError as exc:
                raise QgsProcessingException(
                    self.tr("Parcel {pid}: {exc}").format(pid=pid, exc=exc)) from None
            feedback.setProgress(70 + 25 * (i + 1) / len(result.lakeshore_parcels))

        fields = sinks.make_fields(sinks.ALLOWANCE_OUTPUT_FIELDS)
        sink, dest_id = self.sink(parameters, OUTPUT, context, fields, sinks.NO_GEOMETRY, crs)
        sinks.write_allowances(sink, fields, rows)
        for a in rows:
            eligible = self.tr("eligible") if a.eligible else self.tr("NOT eligible")
            feedback.pushInfo(self.tr(
                "{pid}: {land_use}, {frontage:.1f} ft ({method}) -> {eligible}, docks {docks}, "
                "boats {boats}, buoys {buoys}, dock area {area}").format(
                pid=a.parcel_id, land_use=a.land_use, frontage=a.frontage_ft, method=a.frontage_method,
                eligible=eligible, docks=self.law_number(a, "docks_allowed"),
                boats=self.law_number(a, "boats_allowed"), buoys=self.law_number(a, "buoys_allowed"),
                area=self.law_number(a, "max_dock_area_sqft", " sq ft")))
        feedback.setProgress(100)
        return {OUTPUT: dest_id}

    def law_number(self, a, name: str, unit: str = "") -> str:
        """An allowance figure (Allowance.law_number), or the one wording of a number the law
        does not give (never -1)."""
        value = a.law_number(name)
        return self.tr("no number in the law (site plan review)") if value is None else f"{value:,.0f}{unit}"
