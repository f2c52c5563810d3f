"""shorelinelayout:mhwfromdem — the MHW mark as the contour of a DEM at the law's mean high water
level (Keuka 715.3 ft, §160-121; where the law leaves it blank, as Canandaigua's text does, the
user gives it), cleaned to the lake's shore; a line layer waterrightslines takes as SHORELINE."""
from __future__ import annotations

from qgis.core import (
    QgsFeature,
    QgsProcessing,
    QgsProcessingException,
    QgsProcessingParameterBand,
    QgsProcessingParameterEnum,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterNumber,
    QgsProcessingParameterRasterLayer,
    QgsProcessingParameterString,
)

from ..core.mhw.clean import ShoreCleaning, clean_shore
from ..core.mhw.level import VERTICAL_UNITS, contour_level
from ..qgis_io import convert, sinks
from ..qgis_io.dem_contour import contour_polygons
from ..qgis_io.translation import one_or_many
from .base_algorithm import ShorelineAlgorithm

DEM = "DEM"
BAND = "BAND"
MHW_LEVEL = "MHW_LEVEL"
VERTICAL_UNITS_PARAM = "VERTICAL_UNITS"
DEM_DATUM = "DEM_DATUM"
DATUM_SHIFT_FT = "DATUM_SHIFT_FT"
MIN_ISLAND_SQFT = "MIN_ISLAND_SQFT"
MIN_LENGTH_FT = "MIN_LENGTH_FT"
SIMPLIFY_FT = "SIMPLIFY_FT"
OUTPUT = "OUTPUT"

MHW_FIELDS = (("kind", "string"), ("closed", "int"), ("level_ft", "double"),
              ("dem_level", "double"), ("length_ft", "double"), ("encloses_sqft", "double"),
              ("note", "string"))


class MhwFromDemAlgorithm(ShorelineAlgorithm):

    def name(self) -> str:
        return "mhwfromdem"

    def displayName(self) -> str:
        return self.tr("MHW mark from a DEM")

    def shortHelpString(self) -> str:
        return self.tr(
            "Draws the mean high water mark as the contour of a DEM (a LiDAR ground model, a "
            "survey surface) at the law's mean high water level: Keuka 715.3 ft (§160-121). "
            "Where the law leaves the level blank (the Canandaigua text, §44-4) enter it as MHW "
            "level; a level the law sets cannot be replaced. Give the DEM's vertical units (ft "
            "or m) and its vertical datum; if that is not the law's (the USGS survey datum), give "
            "the shift in ft that takes the law's level to the DEM's datum.\n\nGDAL's contouring "
            "(linear between cell centres) makes the contour; it is then cleaned to the lake's "
            "shore: the boundary of the largest water body below the level, its islands kept "
            "when they enclose at least MIN_ISLAND_SQFT, pits and ponds inland dropped, the "
            "DEM's edge (where the lake runs off it) cut away and pieces shorter than "
            "MIN_LENGTH_FT dropped, then simplified to SIMPLIFY_FT. OUTPUT is a line layer "
            "in the working CRS that waterrightslines takes as SHORELINE; every feature's note "
            "says the level, its datum and what was dropped.")

    def initAlgorithm(self, config=None) -> None:
        self.addParameter(QgsProcessingParameterRasterLayer(
            DEM, self.tr("DEM (ground elevation raster)")))
        self.addParameter(QgsProcessingParameterBand(
            BAND, self.tr("Band"), defaultValue=1, parentLayerParameterName=DEM))
        self.add_profile_parameters()
        self.addParameter(QgsProcessingParameterNumber(
            MHW_LEVEL, self.tr("MHW level, ft on the law's datum (only where the law leaves it "
                               "blank)"),
            type=QgsProcessingParameterNumber.Type.Double, optional=True))
        self.addParameter(QgsProcessingParameterEnum(
            VERTICAL_UNITS_PARAM, self.tr("DEM vertical units"), options=list(VERTICAL_UNITS),
            defaultValue=0))
        self.addParameter(QgsProcessingParameterString(
            DEM_DATUM, self.tr("DEM vertical datum (stated in the output, e.g. NAVD88)"),
            optional=True))
        self.addParameter(QgsProcessingParameterNumber(
            DATUM_SHIFT_FT, self.tr("Datum shift, ft (added to the law's level to express it on "
                                    "the DEM's datum)"),
            type=QgsProcessingParameterNumber.Type.Double, defaultValue=0.0))
        cleaning = ShoreCleaning()
        for name, label, default in (
                (MIN_ISLAND_SQFT, "Smallest island kept, sq ft", cleaning.min_island_sqft),
                (MIN_LENGTH_FT, "Shortest piece of open shore kept, ft", cleaning.min_length_ft),
                (SIMPLIFY_FT, "Simplification tolerance, ft (0 = as contoured)",
                 cleaning.simplify_ft)):
            self.addParameter(QgsProcessingParameterNumber(
                name, self.tr(label), type=QgsProcessingParameterNumber.Type.Double,
                defaultValue=default, minValue=0.0))
        self.add_crs_parameter()
        self.addParameter(QgsProcessingParameterFeatureSink(
            OUTPUT, self.tr("MHW mark"), QgsProcessing.SourceType.TypeVectorLine))

    def processAlgorithm(self, parameters, context, feedback):
        profile = self.load_profile(parameters, context, feedback)
        crs = self.working_crs(parameters, context, profile, feedback)
        dem = self.parameterAsRasterLayer(parameters, DEM, context)
        if dem is None:
            raise QgsProcessingException(self.tr("DEM: no raster layer was given."))
        law = profile.get("levels.mean_high_water_ft")
        given = parameters.get(MHW_LEVEL)
        user_level = (None if given in (None, "") else
                      self.parameterAsDouble(parameters, MHW_LEVEL, context))
        try:
            level = contour_level(
                law.value if law is not None and law.is_set else None,
                law.section if law is not None else "", str(profile.value("levels.datum", "")),
                user_level, VERTICAL_UNITS[self.parameterAsEnum(parameters, VERTICAL_UNITS_PARAM,
                                                                context)],
                (self.parameterAsString(parameters, DEM_DATUM, context) or "").strip(),
                self.parameterAsDouble(parameters, DATUM_SHIFT_FT, context),
                law.ask if law is not None else "")
            cleaning = ShoreCleaning(
                min_island_sqft=self.parameterAsDouble(parameters, MIN_ISLAND_SQFT, context),
                min_length_ft=self.parameterAsDouble(parameters, MIN_LENGTH_FT, context),
                simplify_ft=self.parameterAsDouble(parameters, SIMPLIFY_FT, context))
        except ValueError as exc:
            raise QgsProcessingException(str(exc)) from None
        feedback.pushInfo(level.note())

        polygons = contour_polygons(dem, self.parameterAsInt(parameters, BAND, context) or 1,
                                    level.dem_level, crs, context.transformContext(),
                                    feedback.isCanceled)
        feedback.setProgress(70)
        feedback.pushInfo(self.tr("DEM cell: {cell} ft in {crs}.").format(
            cell=f"{polygons.cell_ft:.2f}", crs=crs.authid()))
        try:
            shore = clean_shore(polygons.water, polygons.footprint, cleaning)
        except ValueError as exc:
            raise QgsProcessingException(str(exc)) from None
        feedback.pushInfo(shore.summary())

        fields = sinks.make_fields(MHW_FIELDS)
        sink, dest_id = self.sink(parameters, OUTPUT, context, fields, sinks.LINE, crs, "shoreline")
        note = f"{level.note()} {shore.summary()}"
        for piece in shore.pieces:
            feature = QgsFeature(fields)
            feature.setGeometry(convert.to_qgs(piece.line))
            feature.setAttributes([piece.kind, int(piece.closed), level.law_level_ft,
                                   level.dem_level, piece.line.length,
                                   piece.encloses_sqft if piece.closed else None, note])
            sink.addFeature(feature)
        feedback.setProgress(100)
        n = len(shore.pieces)
        said = one_or_many(n, self.tr("{output}: {n} feature."), self.tr("{output}: {n} features."))
        feedback.pushInfo(said.format(output=OUTPUT, n=n))
        return {OUTPUT: dest_id}
