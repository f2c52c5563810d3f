"""Render the method page's figures of steps 7-9 with QGIS (docs/figures/*.png).

Runs the engine on the real Keuka shore (GSHHG, tests/data/finger_lakes/) with a generated tax
map (tests/core/reallake.py) and on the inside corner of tests/core/test_water_rights_real.py,
puts the outputs in memory layers and renders each place with QgsMapRendererParallelJob.

    QT_QPA_PLATFORM=offscreen PROJ_DATA=/usr/share/proj PYTHONPATH=build/pkg \\
        .venv/bin/python -P scripts/render_method_figures.py
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "tests" / "core"))
if "shoreline_layout" not in sys.modules:
    sys.path.insert(0, str(ROOT / "build" / "pkg"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PROJ_DATA", "/usr/share/proj")

from qgis.core import (  # noqa: E402
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsFeature,
    QgsFillSymbol,
    QgsGeometry,
    QgsLineSymbol,
    QgsMapRendererParallelJob,
    QgsMapSettings,
    QgsRectangle,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QSize  # noqa: E402
from qgis.PyQt.QtGui import QColor  # noqa: E402
from reallake import make_real_lake  # noqa: E402
from shapely.geometry import LineString  # noqa: E402
from test_water_rights_real import inside_corner  # noqa: E402

from shoreline_layout.core.profiles.loader import load_profile  # noqa: E402
from shoreline_layout.core.water_rights import compute_water_rights  # noqa: E402

OUT = ROOT / "docs" / "figures"
CRS = QgsCoordinateReferenceSystem("EPSG:2261")


def layer(kind: str, geoms: list, symbol) -> QgsVectorLayer:
    lyr = QgsVectorLayer(f"{kind}?crs=EPSG:2261", kind, "memory")
    feats = []
    for g in geoms:
        if g is None or g.is_empty:
            continue
        f = QgsFeature()
        f.setGeometry(QgsGeometry.fromWkt(g.wkt))
        feats.append(f)
    lyr.dataProvider().addFeatures(feats)
    lyr.renderer().setSymbol(symbol)
    return lyr


def fill(color: str, outline: str = "#555555", width: str = "0.2", style: str = "solid") -> QgsFillSymbol:
    return QgsFillSymbol.createSimple({"color": color, "outline_color": outline, "outline_width": width,
                                       "style": style})


def line(color: str, width: str = "0.4", style: str = "solid") -> QgsLineSymbol:
    return QgsLineSymbol.createSimple({"color": color, "width": width, "line_style": style})


def render(path: Path, layers: list[QgsVectorLayer], extent: tuple[float, float, float, float],
           size: tuple[int, int] = (900, 700)) -> None:
    ms = QgsMapSettings()
    ms.setLayers(layers)                  # the first in the list is drawn on top
    ms.setDestinationCrs(CRS)
    ms.setOutputSize(QSize(*size))
    ms.setBackgroundColor(QColor("white"))
    ms.setExtent(QgsRectangle(*extent))
    job = QgsMapRendererParallelJob(ms)
    job.start()
    job.waitForFinished()
    path.parent.mkdir(parents=True, exist_ok=True)
    job.renderedImage().save(str(path), "PNG")
    print(f"{path.relative_to(ROOT)}: {size[0]}x{size[1]}")


def outputs(r, lake_poly, parcels, highlight=(), extra=()) -> list[QgsVectorLayer]:
    areas = [a.geometry for a in r.rights_areas]
    strips = [a.geometry for a in r.unparcelled]
    turned = [ln.geometry for ln in r.lines if ln.modified]
    plain = [ln.geometry for ln in r.lines if not ln.modified]
    marked = [a.geometry for a in r.rights_areas if a.parcel_id in highlight]
    return [*extra,
            layer("LineString", turned, line("#d7301f", "0.6")),
            layer("LineString", plain, line("#08306b", "0.45")),
            layer("Polygon", marked, fill("0,0,0,0", "#d7301f", "0.8")),
            layer("Polygon", strips, fill("#fdae61", "#b35806", "0.3", "b_diagonal")),
            layer("Polygon", areas, fill("#c6dbef", "#6baed6", "0.2")),
            layer("Polygon", [p.geometry for p in parcels], fill("#edf8e9", "#74c476", "0.2")),
            layer("Polygon", [lake_poly], fill("#f7fbff", "#2171b5", "0.5"))]


def main() -> None:
    qgs = QgsApplication([], False)
    qgs.initQgis()
    try:
        settings = load_profile("keuka").geometry_settings()
        # Penn Yan: the Outlet's mouth and the narrow east branch below it; road ends along it.
        lake = make_real_lake("keuka", seed=7, s_range=(95_000.0, 107_000.0))
        r = compute_water_rights(lake.parcels, lake.lake, settings)
        (w,) = settings.excluded_water
        outlet = layer("LineString", [LineString([w.a, w.b])], line("#e31a1c", "1.0", "dash"))
        base = outputs(r, lake.lake, lake.parcels, extra=[outlet])
        render(OUT / "outlet.png", base, (689600, 964900, 692600, 968400), (800, 930))
        # A road end: the strip nearest the middle of the piece.
        strip = min(r.unparcelled, key=lambda a: abs(a.geometry.centroid.y - 960_000)
                    if not a.geometry.is_empty else 1e12)
        c = strip.geometry.boundary.interpolate(0.0)
        render(OUT / "road-end.png", base, (c.x - 450, c.y - 350, c.x + 450, c.y + 350))
        # Narrow water: lots on both shores of the east branch below Penn Yan; the lines that stop
        # at the median, where both shores have them.
        both = make_real_lake("keuka", seed=7, s_range=(84_000.0, 118_000.0))
        rb = compute_water_rights(both.parcels, both.lake, settings)
        med = sorted((ln for ln in rb.lines if "median line" in ln.note),
                     key=lambda ln: ln.geometry.coords[-1][1])
        mid = med[len(med) // 2].geometry.coords[-1]
        render(OUT / "narrow-water.png", outputs(rb, both.lake, both.parcels, extra=[outlet]),
               (mid[0] - 1900, mid[1] - 1500, mid[0] + 1900, mid[1] + 1500))
        # The inside corner with 50 ft lots.
        parcels, shore = inside_corner(50.0)
        plain = settings.__class__(**{**settings.__dict__, "excluded_water": ()})
        rc = compute_water_rights(parcels, shore, plain)
        unmet = {m.parcel_id for m in rc.messages if m.code == "rule_200_unmet"}
        water = LineString([(-500, 0), (300, 0), (300, 800)]).buffer(2000, single_sided=True)
        render(OUT / "inside-corner.png", outputs(rc, water, parcels, highlight=unmet),
               (-150, -120, 420, 330), (900, 710))
    finally:
        qgs.exitQgis()


if __name__ == "__main__":
    main()
