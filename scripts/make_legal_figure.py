"""The picture of docs/legal-description.md, rendered by QGIS: the sample lake's parcel SL-053
(tax parcel 128.19-1-9.1), its rights area, water-rights lines and tie line, and the corners of
the description's calls numbered as shorelinelayout:legaldescription's CALLS table numbers them.

    QT_QPA_PLATFORM=offscreen .venv/bin/python -P scripts/make_legal_figure.py [--out docs]
"""
from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import demo
from qgis.core import (
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsFeature,
    QgsGeometry,
    QgsMarkerSymbol,
    QgsPalLayerSettings,
    QgsPointXY,
    QgsProject,
    QgsTextFormat,
    QgsVectorLayer,
    QgsVectorLayerSimpleLabeling,
)
from qgis.PyQt.QtGui import QColor, QFont

WORKING = "EPSG:2261"
PARCEL = "SL-053"


def corners(calls: QgsVectorLayer, pid: str) -> QgsVectorLayer:
    """The calls' corners as points labelled POB, 1, 2, ... (corner k is where call k ends)."""
    layer = QgsVectorLayer(f"Point?crs={WORKING}&field=label:string", "Corners of the calls", "memory")
    rows = sorted((f for f in calls.getFeatures() if f["parcel_id"] == pid), key=lambda f: f["seq"])
    # the point of beginning, then where each call but the last ends (the last ends on it)
    points = [("POB", rows[0]["from_n"], rows[0]["from_e"])] + [
        (str(f["seq"]), f["to_n"], f["to_e"]) for f in rows[:-1]]
    features = []
    for label, n, e in points:
        feature = QgsFeature(layer.fields())
        feature.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(e, n)))
        feature.setAttributes([label])
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    layer.renderer().setSymbol(QgsMarkerSymbol.createSimple(
        {"name": "circle", "color": "255,255,255", "outline_color": "20,20,20", "size": "2.4"}))
    settings = QgsPalLayerSettings()
    settings.fieldName = "label"
    text = QgsTextFormat()
    font = QFont("Sans Serif")
    font.setBold(True)
    text.setFont(font)
    text.setSize(11)
    text.setColor(QColor(20, 20, 20))
    buffer = text.buffer()
    buffer.setEnabled(True)
    buffer.setSize(1.2)
    text.setBuffer(buffer)
    settings.setFormat(text)
    settings.dist = 2.0
    layer.setLabeling(QgsVectorLayerSimpleLabeling(settings))
    layer.setLabelsEnabled(True)
    return layer


def legal_figure(out: Path, feedback: demo.QuietFeedback, tmp: Path) -> None:
    parcels = demo.sample_layer(demo.SAMPLE, "parcels")
    shore = demo.sample_layer(demo.SAMPLE, "mhw")
    common = {"PARCELS": parcels, "SHORELINE": shore, "PROFILE": "keuka",
              "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use"}
    wr = demo.run("shorelinelayout:waterrightslines",
                  {**common, **{n: "TEMPORARY_OUTPUT" for n, _t, _s in demo.WR_OUTPUTS}}, feedback)
    legal = demo.run("shorelinelayout:legaldescription",
                     {**common, "PARCEL_IDS": PARCEL, "OUTPUT_FOLDER": str(tmp),
                      "CALLS": "TEMPORARY_OUTPUT"}, feedback)
    from shoreline_layout.qgis_io.styles import apply_style
    layers = {"parcels": parcels, "mhw": shore, **{k: wr[k] for k, _t, _s in demo.WR_OUTPUTS}}
    for key, style in (("parcels", "parcels"), ("mhw", "shoreline"),
                       *((k, s) for k, _t, s in demo.WR_OUTPUTS)):
        apply_style(layers[key], style)
        layers[key].setName(demo.LEGEND_NAMES.get(key, layers[key].name()))
        QgsProject.instance().addMapLayer(layers[key], False)
    points = corners(legal["CALLS"], PARCEL)
    QgsProject.instance().addMapLayer(points, False)
    extent = demo.extent_of(wr["RIGHTS_AREAS"], "parcel_id", [PARCEL], 120.0)
    closure = next((line for line in feedback.lines if line.startswith(f"{PARCEL}:")), "")
    demo.render_map([layers["parcels"], layers["RIGHTS_AREAS"], layers["mhw"], layers["TIE_LINES"],
                     layers["WATER_RIGHTS_LINES"], points],
                    [layers["parcels"], layers["RIGHTS_AREAS"], layers["mhw"]], extent,
                    QgsCoordinateReferenceSystem(WORKING), out / "legal-description.png",
                    f"Legal description of {PARCEL}: {closure.split(': ', 1)[-1].split(' (')[0]}")


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
        provider = ShorelineLayoutProvider()        # kept: the registry holds no Python reference
        QgsApplication.processingRegistry().addProvider(provider)
        with tempfile.TemporaryDirectory() as tmp:
            legal_figure(args.out, demo.QuietFeedback(), Path(tmp))
        print(f"Wrote {args.out / 'legal-description.png'}")
        return 0
    finally:
        app.exitQgis()


if __name__ == "__main__":
    sys.exit(main())
