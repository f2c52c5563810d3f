"""shorelinelayout:exportoverlays — the water-rights layers for other maps: a styled GeoPackage,
a layer definition (.qlr) and a DXF with one CAD layer per output and its labels as text."""
from __future__ import annotations

from qgis.core import (
    QgsProcessingAlgorithm,
    QgsProcessingException,
    QgsProcessingParameterFileDestination,
    QgsProcessingParameterNumber,
)

from ..qgis_io.translation import one_or_many
from .base_algorithm import ShorelineAlgorithm

OUTPUT_GPKG = "OUTPUT_GPKG"
OUTPUT_QLR = "OUTPUT_QLR"
OUTPUT_DXF = "OUTPUT_DXF"
DXF_SCALE = "DXF_SCALE"


class ExportOverlaysAlgorithm(ShorelineAlgorithm):

    def name(self) -> str:
        return "exportoverlays"

    def displayName(self) -> str:
        return self.tr("Export water-rights overlays (GeoPackage, QLR, DXF)")

    def flags(self):
        # Styles and layer trees are built with QObjects; keep them on the main thread.
        return super().flags() | QgsProcessingAlgorithm.Flag.FlagNoThreading

    def shortHelpString(self) -> str:
        return self.tr(
            "Computes the tie lines, water-rights lines, rights areas, reach lines and envelopes "
            "and writes them for use in other maps:\n"
            "- OUTPUT_GPKG: a GeoPackage with one table per output, each with its style saved in "
            "the file's layer_styles table as the default, so QGIS opens it styled;\n"
            "- OUTPUT_QLR (optional): a QGIS layer definition that loads those tables, styles "
            "included, as one group (paths relative to the .qlr: keep it beside the GeoPackage);\n"
            "- OUTPUT_DXF (optional): a DXF written by QGIS's DXF export, one CAD layer per output "
            "(tie_lines, water_rights_lines, rights_areas, reach_lines, envelopes), labels as TEXT; "
            "DXF_SCALE sets the scale symbols and label heights are drawn for.")

    def initAlgorithm(self, config=None) -> None:
        self.add_input_parameters()
        self.add_crs_parameter()
        self.addParameter(QgsProcessingParameterNumber(
            DXF_SCALE, self.tr("DXF symbology scale (1:n)"), QgsProcessingParameterNumber.Type.Double,
            defaultValue=1200.0, minValue=1.0))
        self.addParameter(QgsProcessingParameterFileDestination(
            OUTPUT_GPKG, self.tr("Styled GeoPackage"), "GeoPackage (*.gpkg)"))
        self.addParameter(QgsProcessingParameterFileDestination(
            OUTPUT_QLR, self.tr("Layer definition file"), "QGIS Layer Definition (*.qlr)",
            optional=True, createByDefault=True))
        self.addParameter(QgsProcessingParameterFileDestination(
            OUTPUT_DXF, self.tr("DXF"), "DXF (*.dxf)", optional=True, createByDefault=True))

    def processAlgorithm(self, parameters, context, feedback):
        from ..qgis_io.overlays import export_overlays

        profile = self.load_profile(parameters, context, feedback)
        crs = self.working_crs(parameters, context, profile, feedback)
        parcels = self.read_parcels(parameters, context, feedback, crs, profile)
        shoreline = self.read_shoreline(parameters, context, feedback, crs)
        wr = self.water_rights(parcels, shoreline, profile, feedback, 5, 60)
        gpkg = self.parameterAsFileOutput(parameters, OUTPUT_GPKG, context)
        qlr = self.parameterAsFileOutput(parameters, OUTPUT_QLR, context) or None
        dxf = self.parameterAsFileOutput(parameters, OUTPUT_DXF, context) or None
        if not gpkg:
            raise QgsProcessingException(self.tr("OUTPUT_GPKG: give a GeoPackage file to write."))
        try:
            written = export_overlays(wr, crs, gpkg, qlr, dxf,
                                      self.parameterAsDouble(parameters, DXF_SCALE, context))
        except RuntimeError as exc:
            raise QgsProcessingException(self.tr(
                "The overlays could not be written, and no partial file is left: {why}").format(
                why=str(exc).strip())) from None
        if written.dxf_escaped:
            shown = ", ".join(f"'{t}'" for t in written.dxf_escaped[:5])
            n = len(written.dxf_escaped)
            feedback.pushWarning(self.tr(
                "OUTPUT_DXF: {texts} hold characters the DXF's code page (Windows-1252) lacks, e.g. "
                "{shown}: they are written as \\U+XXXX escapes, which AutoCAD and most CAD programs show "
                "as the characters (some readers, GDAL among them, show the escape).").format(
                texts=one_or_many(n, self.tr("{n} text"), self.tr("{n} texts")).format(n=n), shown=shown))
        feedback.pushInfo(self.tr("Wrote {files}").format(files=", ".join(f for f in (gpkg, qlr, dxf) if f)))
        return {OUTPUT_GPKG: gpkg, OUTPUT_QLR: qlr, OUTPUT_DXF: dxf}
