"""The pictures of docs/suggest-layout.md, docs/mhw-from-dem.md and docs/lake-audit.md, rendered
by QGIS.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -P scripts/make_feature_figures.py [--out docs]

- suggest-layout.png: shorelinelayout:suggestlayout on parcels of the sample lake (the dock,
  hoists and buoys with their swing circles, over the rights areas and envelopes).
- mhw-from-dem.png: shorelinelayout:mhwfromdem on a synthetic DEM (a bay with an island, pits
  and spikes of noise): the DEM, the known shore and the mark drawn from it.
- lake-audit.png: shorelinelayout:lakeaudit on the sample lake, its violating docks of SL-009 to
  SL-033 taken as existing (existing = 1, as if digitized from aerial imagery): the parcels
  coloured by state.
All go through the same styles and renderer as `make demo` (scripts/demo.py).
"""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import demo
import numpy as np
from osgeo import gdal, osr
from qgis.core import (
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsFeature,
    QgsFeatureRequest,
    QgsFillSymbol,
    QgsGeometry,
    QgsLineSymbol,
    QgsProject,
    QgsRasterLayer,
    QgsRectangle,
    QgsSingleBandPseudoColorRenderer,
    QgsVectorLayer,
)

WORKING = "EPSG:2261"
ORIGIN = (739000.0, 978000.0)     # as the tests: about Keuka Lake's east shore, EPSG:2261 ft


def swing_circles(buoys: QgsVectorLayer) -> QgsVectorLayer:
    """The buoys' swing circles (vessel + rode) as a polygon layer, for the picture."""
    layer = QgsVectorLayer(f"Polygon?crs={WORKING}", "Swing circles", "memory")
    feats = []
    for b in buoys.getFeatures():
        f = QgsFeature()
        f.setGeometry(b.geometry().buffer(float(b["vessel_length_ft"]) + float(b["rode_length_ft"]), 48))
        feats.append(f)
    layer.dataProvider().addFeatures(feats)
    layer.setRenderer(layer.renderer().clone())
    layer.renderer().setSymbol(QgsFillSymbol.createSimple(
        {"color": "0,0,0,0", "outline_color": "20,90,170", "outline_width": "0.5",
         "outline_style": "dash"}))
    return layer


def suggest_figure(out: Path, feedback: demo.QuietFeedback) -> None:
    parcels = demo.sample_layer(demo.SAMPLE, "parcels")
    shore = demo.sample_layer(demo.SAMPLE, "mhw")
    common = {"PARCELS": parcels, "SHORELINE": shore, "PROFILE": "keuka",
              "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use"}
    wr = demo.run("shorelinelayout:waterrightslines",
                  {**common, **{n: "TEMPORARY_OUTPUT" for n, _t, _s in demo.WR_OUTPUTS}}, feedback)
    sug = demo.run("shorelinelayout:suggestlayout",
                   {**common, "STRUCTURES": "TEMPORARY_OUTPUT", "BUOYS": "TEMPORARY_OUTPUT",
                    "REPORT": "TEMPORARY_OUTPUT"}, feedback)
    layers = {"parcels": parcels, "mhw": shore, **{k: wr[k] for k, _t, _s in demo.WR_OUTPUTS},
              "structures": sug["STRUCTURES"], "buoys": sug["BUOYS"]}
    from shoreline_layout.qgis_io.styles import apply_style
    for key, style in (("parcels", "parcels"), ("mhw", "shoreline"), ("structures", "structures"),
                       ("buoys", "buoys"), *((k, s) for k, _t, s in demo.WR_OUTPUTS)):
        apply_style(layers[key], style)
        layers[key].setName(demo.LEGEND_NAMES.get(key, layers[key].name()))
        QgsProject.instance().addMapLayer(layers[key], False)
    circles = swing_circles(sug["BUOYS"])
    QgsProject.instance().addMapLayer(circles, False)
    shown = ["SL-033", "SL-034", "SL-035"]
    extent = demo.extent_of(wr["TIE_LINES"], "parcel_id", shown, 140.0)
    detail = [layers["parcels"], layers["RIGHTS_AREAS"], layers["ENVELOPES"], layers["REACH_LINES"],
              layers["mhw"], layers["structures"], circles, layers["WATER_RIGHTS_LINES"],
              layers["buoys"]]
    report = {f["parcel_id"]: f for f in sug["REPORT"].getFeatures()}
    used = ", ".join(f"{p} {report[p]['used_pct']:.1f}%" for p in shown
                     if p in report and report[p]["shape"])
    demo.render_map(detail, [layers["parcels"], layers["RIGHTS_AREAS"], layers["mhw"]], extent,
                    QgsCoordinateReferenceSystem(WORKING), out / "suggest-layout.png",
                    f"Suggest layout (Keuka), dock area used: {used}")


# The sample layout's structures taken as already there for the audit picture (fids 7-11: the
# over-long, over-size, too-close docks of SL-009, SL-020, SL-024 and SL-033).
EXISTING_FIDS = (7, 8, 9, 10, 11)


def existing_copy(structures: QgsVectorLayer) -> QgsVectorLayer:
    """The sample structures in memory, EXISTING_FIDS marked existing = 1."""
    copy = structures.materialize(QgsFeatureRequest())
    index = copy.fields().lookupField("existing")
    copy.startEditing()
    for f in copy.getFeatures():
        copy.changeAttributeValue(f.id(), index, 1 if f["fid"] in EXISTING_FIDS else 0)
    copy.commitChanges()
    return copy


def audit_figure(out: Path, feedback: demo.QuietFeedback) -> None:
    parcels = demo.sample_layer(demo.SAMPLE, "parcels")
    shore = demo.sample_layer(demo.SAMPLE, "mhw")
    structures = existing_copy(demo.sample_layer(demo.SAMPLE, "structures"))
    buoys = demo.sample_layer(demo.SAMPLE, "buoys")
    common = {"PARCELS": parcels, "SHORELINE": shore, "PROFILE": "keuka",
              "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use"}
    wr = demo.run("shorelinelayout:waterrightslines", {**common, "WATER_RIGHTS_LINES": "TEMPORARY_OUTPUT",
                                                       "RIGHTS_AREAS": "TEMPORARY_OUTPUT"}, feedback)
    bathymetry = str(demo.SAMPLE.parent / "bathymetry.tif")      # SL-041's dock: the depth exception
    audit = demo.run("shorelinelayout:lakeaudit", {**common, "STRUCTURES": structures, "BUOYS": buoys,
                                                   "BATHYMETRY": bathymetry, "AUDIT": "TEMPORARY_OUTPUT"},
                     feedback)
    from shoreline_layout.qgis_io.styles import apply_style
    layers = {"audit": audit["AUDIT"], "mhw": shore, "structures": structures, "buoys": buoys,
              "WATER_RIGHTS_LINES": wr["WATER_RIGHTS_LINES"], "parcels": parcels}
    for key, style in (("audit", "audit"), ("mhw", "shoreline"), ("structures", "structures"),
                       ("buoys", "buoys"), ("WATER_RIGHTS_LINES", "water_rights_lines"),
                       ("parcels", "parcels")):
        apply_style(layers[key], style)
        layers[key].setName(demo.LEGEND_NAMES.get(key, layers[key].name()))
        QgsProject.instance().addMapLayer(layers[key], False)
    layers["audit"].setName("Lake audit")
    # the stretch of shore with the sample's findings: SL-009 to SL-044
    shown = [f"SL-{i:03d}" for i in range(9, 45)]
    extent = demo.extent_of(layers["audit"], "parcel_id", shown, 60.0)
    counts = ", ".join(f"{audit[k]} {k.split('_')[0].lower()}" for k in
                       ("COMPLIANT_COUNT", "NONCONFORMING_COUNT", "VIOLATION_COUNT"))
    demo.render_map([layers["audit"], layers["mhw"], layers["WATER_RIGHTS_LINES"], layers["structures"],
                     layers["buoys"]], [layers["audit"], layers["mhw"]], extent,
                    QgsCoordinateReferenceSystem(WORKING), out / "lake-audit.png",
                    f"Lake audit (Keuka), sample lake: {counts}")


def synthetic_dem(path: Path) -> tuple[str, list[tuple[float, float]]]:
    """A bay: ground rising south of y = 260 + 60 exp(-((x - 450) / 150)^2) (local ft), an
    island in the water, pits on land and spikes in the water; 2 ft cells, EPSG:2261."""
    cell, width, height, level = 2.0, 900.0, 700.0, 715.3
    cols, rows = int(width / cell), int(height / cell)
    xs = (np.arange(cols) + 0.5) * cell
    ys = height - (np.arange(rows) + 0.5) * cell
    x, y = np.meshgrid(xs, ys)

    def shore_y(u):
        return 260.0 + 60.0 * np.exp(-((u - 450.0) / 150.0) ** 2)

    z = level + 0.08 * (shore_y(x) - y)
    z = np.maximum(z, level + 0.15 * (40.0 - np.hypot(x - 620.0, y - 520.0)))
    rng = np.random.default_rng(7)
    for px, py in rng.uniform((50, 20), (850, 200), size=(6, 2)):
        z[np.hypot(x - px, y - py) < 3] = level - 4
    for sx, sy in rng.uniform((50, 420), (850, 680), size=(6, 2)):
        z[np.hypot(x - sx, y - sy) < 1.5] = level + 4
    ds = gdal.GetDriverByName("GTiff").Create(str(path), cols, rows, 1, gdal.GDT_Float32)
    ds.SetGeoTransform((ORIGIN[0], cell, 0, ORIGIN[1] + height, 0, -cell))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(2261)
    ds.SetProjection(srs.ExportToWkt())
    ds.GetRasterBand(1).WriteArray(z.astype(np.float32))
    ds = None
    u = np.linspace(0, width, 400)
    return str(path), [(ORIGIN[0] + a, ORIGIN[1] + b) for a, b in zip(u, shore_y(u), strict=True)]


def mhw_figure(out: Path, feedback: demo.QuietFeedback, tmp: Path) -> None:
    path, truth = synthetic_dem(tmp / "dem.tif")
    dem = QgsRasterLayer(path, "DEM (ground elevation, ft)")
    from qgis.core import QgsColorRampShader, QgsRasterShader, QgsStyle
    ramp = QgsStyle.defaultStyle().colorRamp("Spectral")
    ramp.invert()
    shader = QgsColorRampShader(705.0, 730.0, ramp)
    shader.classifyColorRamp(8)
    raster_shader = QgsRasterShader()
    raster_shader.setRasterShaderFunction(shader)
    dem.setRenderer(QgsSingleBandPseudoColorRenderer(dem.dataProvider(), 1, raster_shader))
    mark = demo.run("shorelinelayout:mhwfromdem", {
        "DEM": dem, "PROFILE": "keuka", "DEM_DATUM": "NGVD29", "OUTPUT": "TEMPORARY_OUTPUT"},
        feedback)["OUTPUT"]
    from shoreline_layout.qgis_io.styles import apply_style
    apply_style(mark, "shoreline")
    mark.setName("MHW mark from the DEM (715.3 ft contour)")
    known = QgsVectorLayer(f"LineString?crs={WORKING}", "Known shore (the DEM's design)", "memory")
    f = QgsFeature()
    f.setGeometry(QgsGeometry.fromWkt("LINESTRING(" + ", ".join(f"{a} {b}" for a, b in truth) + ")"))
    known.dataProvider().addFeatures([f])
    known.renderer().setSymbol(QgsLineSymbol.createSimple(
        {"line_color": "255,255,255", "line_width": "0.6", "line_style": "dot"}))
    for layer in (dem, mark, known):
        QgsProject.instance().addMapLayer(layer, False)
    extent = QgsRectangle(ORIGIN[0], ORIGIN[1], ORIGIN[0] + 900, ORIGIN[1] + 700)
    demo.render_map([dem, mark, known], [mark], extent, QgsCoordinateReferenceSystem(WORKING),
                    out / "mhw-from-dem.png",
                    "MHW mark from a DEM: the 715.3 ft contour (Keuka §160-121), cleaned")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=demo.REPO_ROOT / "docs")
    args = parser.parse_args(argv)
    app = QgsApplication([], False)
    app.initQgis()
    try:
        from processing.core.Processing import Processing

        from shoreline_layout.processing.provider import ShorelineLayoutProvider
        Processing.initialize()
        provider = ShorelineLayoutProvider()
        QgsApplication.processingRegistry().addProvider(provider)
        feedback = demo.QuietFeedback()
        with tempfile.TemporaryDirectory() as tmp:
            suggest_figure(args.out, feedback)
            mhw_figure(args.out, feedback, Path(tmp))
            audit_figure(args.out, feedback)
        print(f"Wrote {args.out / 'suggest-layout.png'}, {args.out / 'mhw-from-dem.png'} and "
              f"{args.out / 'lake-audit.png'}")
        return 0
    finally:
        app.exitQgis()


if __name__ == "__main__":
    sys.exit(main())
