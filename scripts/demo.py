"""`make demo`: run Shoreline Layout's Processing algorithms on the bundled sample lake, headless.

Writes out/shoreline_demo.gpkg (every output layer, each with its style stored in the
GeoPackage so QGIS opens it styled) and out/map.png (rendered by QGIS from the QML styles), and
prints a summary per lakeshore parcel and the table of violations.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/demo.py [--profile keuka] [--out out]
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
SAMPLE = REPO_ROOT / "resources" / "sample" / "sample_lake.gpkg"
QGIS_PLUGINS = "/usr/share/qgis/python/plugins"   # QGIS's own `processing` package (Debian)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PROJ_DATA", "/usr/share/proj")


def package_parent() -> Path:
    """build/pkg with build/pkg/shoreline_layout -> the repository root (as tests/conftest.py
    makes it): the repository root is the package, imported by its plugin-folder name."""
    parent = REPO_ROOT / "build" / "pkg"
    link = parent / "shoreline_layout"
    if not (link.is_symlink() and link.resolve() == REPO_ROOT):
        parent.mkdir(parents=True, exist_ok=True)
        staging = parent / f".shoreline_layout.{os.getpid()}"
        staging.unlink(missing_ok=True)
        staging.symlink_to(Path("..", ".."), target_is_directory=True)
        os.replace(staging, link)
    return parent


# The repository root must not be on sys.path: its processing/ would shadow QGIS's `processing`.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != REPO_ROOT]
sys.path.insert(0, str(package_parent()))
if os.path.isdir(QGIS_PLUGINS) and QGIS_PLUGINS not in sys.path:
    sys.path.append(QGIS_PLUGINS)

from qgis.core import (  # noqa: E402 - after the path set-up above
    Qgis,
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsMapRendererParallelJob,
    QgsMapSettings,
    QgsProcessingContext,
    QgsProcessingFeedback,
    QgsProject,
    QgsRasterLayer,
    QgsRectangle,
    QgsSymbolLayerUtils,
    QgsVectorFileWriter,
    QgsVectorLayer,
)
from qgis.PyQt.QtCore import QSize, Qt  # noqa: E402
from qgis.PyQt.QtGui import QColor, QFont, QImage, QPainter, QPen  # noqa: E402

WR_OUTPUTS = (   # output -> (gpkg table, style)
    ("TIE_LINES", "tie_lines", "tie_lines"),
    ("WATER_RIGHTS_LINES", "water_rights_lines", "water_rights_lines"),
    ("RIGHTS_AREAS", "rights_areas", "rights_areas"),
    ("REACH_LINES", "reach_lines", "reach_lines"),
    ("ENVELOPES", "envelopes", "envelopes"),
)


LEGEND_NAMES = {   # saved layer -> its name in the map legend
    "parcels": "Parcels (tax map)", "mhw": "Mean high water mark", "TIE_LINES": "MHW tie lines",
    "REACH_LINES": "Reach line (65 ft)", "ENVELOPES": "Permanent structure envelope",
    "structures": "Structures", "buoys": "Mooring buoys",
}


class QuietFeedback(QgsProcessingFeedback):
    """Keeps the algorithms' log for the end; prints warnings as they come."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []

    def pushInfo(self, info: str) -> None:
        self.lines.append(info)

    def pushWarning(self, warning: str) -> None:
        self.lines.append("WARNING " + warning)

    def reportError(self, error: str, fatalError: bool = False) -> None:  # noqa: N803
        print("ERROR", error, file=sys.stderr)


def sample_layer(gpkg: Path, name: str) -> QgsVectorLayer | None:
    layer = QgsVectorLayer(f"{gpkg}|layername={name}", name, "ogr")
    return layer if layer.isValid() else None


def field_or_none(layer: QgsVectorLayer, name: str) -> str | None:
    return name if layer.fields().lookupField(name) >= 0 else None


def save_layer(layer: QgsVectorLayer, gpkg: Path, table: str, style: str | None) -> QgsVectorLayer:
    """Write `layer` into the demo GeoPackage as `table` (replacing it), with its style stored."""
    from shoreline_layout.qgis_io.styles import apply_style

    options = QgsVectorFileWriter.SaveVectorOptions()
    options.driverName = "GPKG"
    options.layerName = table
    options.actionOnExistingFile = (QgsVectorFileWriter.CreateOrOverwriteLayer if gpkg.exists()
                                    else QgsVectorFileWriter.CreateOrOverwriteFile)
    error, message, _path, _name = QgsVectorFileWriter.writeAsVectorFormatV3(
        layer, str(gpkg), QgsProject.instance().transformContext(), options)
    if error != QgsVectorFileWriter.NoError:
        raise SystemExit(f"demo: writing {table} to {gpkg} failed: {message}")
    saved = QgsVectorLayer(f"{gpkg}|layername={table}", table, "ogr")
    if style:
        ok, why = apply_style(saved, style)
        if not ok:
            print(f"demo: style {style} not applied: {why}", file=sys.stderr)
        saved.saveStyleToDatabase(style, f"Shoreline Layout {style}", True, "")
    return saved


def run(alg: str, params: dict[str, Any], feedback: QuietFeedback) -> dict[str, Any]:
    from qgis import processing

    context = QgsProcessingContext()
    context.setProject(QgsProject.instance())
    return processing.run(alg, params, context=context, feedback=feedback)


def map_extent(layers: list[QgsVectorLayer | None], margin: float) -> QgsRectangle:
    extent = QgsRectangle()
    extent.setNull()
    for layer in layers:
        if layer is not None and layer.featureCount() > 0:
            extent.combineExtentWith(layer.extent())
    extent.grow(margin)
    return extent


def focus_parcels(rights_areas: QgsVectorLayer, violations: QgsVectorLayer | None,
                  focus: str | None, around: int = 3) -> list[str]:
    """The parcels the detail map shows: `focus` (default: the parcel where the 200 ft rule
    changed most with the most findings nearby) and `around` neighbours each side along the shore."""
    order = [r["parcel_id"] for r in attrs(rights_areas)]          # the core's shore order
    if not order:
        return []
    if focus not in order:
        found = [r["parcel_id"] for r in attrs(violations)] if violations is not None else []
        closed = [r["parcel_id"] for r in attrs(rights_areas)
                  if r["modified"] and r["closes_at_ft"] is not None] or order[:1]

        def nearby(pid: str) -> int:
            i = order.index(pid)
            window = set(order[max(0, i - around): i + around + 1])
            return sum(1 for f in found if f in window)
        focus = max(closed, key=nearby)
    i = order.index(focus)
    return order[max(0, i - around): i + around + 1]


def extent_of(layer: QgsVectorLayer, field: str, ids: list[str], margin: float) -> QgsRectangle:
    extent = QgsRectangle()
    extent.setNull()
    for feature in layer.getFeatures():
        if feature[field] in ids and not feature.geometry().isNull():
            extent.combineExtentWith(feature.geometry().boundingBox())
    extent.grow(margin)
    return extent


def render_image(layers: list[QgsVectorLayer | None], extent: QgsRectangle,
                 crs: QgsCoordinateReferenceSystem, size: tuple[int, int], dpi: int = 150,
                 labels: bool = True) -> tuple[QImage, QgsMapSettings]:
    """Render bottom-to-top `layers` with QGIS's parallel renderer (labels included)."""
    settings = QgsMapSettings()
    settings.setLayers(list(reversed([lyr for lyr in layers if lyr is not None])))  # top first
    settings.setDestinationCrs(crs)
    settings.setOutputSize(QSize(*size))
    settings.setOutputDpi(dpi)
    settings.setExtent(extent)
    settings.setBackgroundColor(QColor(190, 220, 240))   # the lake
    settings.setFlag(Qgis.MapSettingsFlag.DrawLabeling, labels)
    settings.setTransformContext(QgsProject.instance().transformContext())
    job = QgsMapRendererParallelJob(settings)
    job.start()
    job.waitForFinished()
    return job.renderedImage(), settings


def nice_length(width_ft: float) -> float:
    """A round scale-bar length about a fifth of the map's width."""
    for length in (10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000):
        if length >= width_ft / 5:
            return float(length)
    return 10000.0


def draw_panel(painter: QPainter, x: int, y: int, w: int, h: int) -> None:
    painter.setPen(QColor(120, 120, 120))
    painter.setBrush(QColor(255, 255, 255, 225))
    painter.drawRect(x, y, w, h)


def draw_legend(painter: QPainter, layers: list[QgsVectorLayer | None], x: int, y: int) -> None:
    """One entry per style class, the swatch drawn from the layer's own (QML) symbol."""
    entries = []
    for layer in layers:
        if not isinstance(layer, QgsVectorLayer) or layer.renderer() is None:
            continue                                  # a raster has no symbol items
        for item in layer.renderer().legendSymbolItems():
            if item.symbol() is None:
                continue
            label = item.label() or layer.name().replace("_", " ")
            entries.append((QgsSymbolLayerUtils.symbolPreviewPixmap(item.symbol(), QSize(44, 22)),
                            label))
    if not entries:
        return
    font = QFont("Sans Serif")
    font.setPixelSize(19)
    painter.setFont(font)
    width = 80 + max(painter.fontMetrics().horizontalAdvance(t) for _p, t in entries)
    draw_panel(painter, x, y, width, 14 + 30 * len(entries))
    for i, (pixmap, text) in enumerate(entries):
        top = y + 10 + 30 * i
        painter.drawPixmap(x + 10, top, pixmap)
        painter.setPen(QColor(30, 30, 30))
        painter.drawText(x + 64, top, width - 70, 24,
                         int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), text)


def render_map(detail: list[QgsVectorLayer | None], overview: list[QgsVectorLayer | None],
               extent: QgsRectangle, crs: QgsCoordinateReferenceSystem, path: Path, title: str,
               size: tuple[int, int] = (1800, 1350)) -> None:
    """The detail map with a title bar, a legend from the styles, a scale bar and an overview
    inset of the whole sample with the detail's frame on it."""
    image, settings = render_image(detail, extent, crs, size)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)

    font = QFont("Sans Serif")
    font.setPixelSize(30)
    font.setBold(True)
    painter.setFont(font)
    painter.fillRect(0, 0, image.width(), 52, QColor(255, 255, 255, 230))
    painter.setPen(QColor(30, 30, 30))
    painter.drawText(18, 0, image.width() - 36, 52,
                     int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft), title)

    # overview inset, top right
    full = map_extent([lyr for lyr in overview if lyr is not None], 150.0)
    inset_w = 380
    inset_h = int(inset_w * full.height() / max(full.width(), 1.0))
    inset_h = min(inset_h, 620)
    inset, inset_settings = render_image(overview, full, crs, (inset_w, inset_h), dpi=60,
                                         labels=False)
    ix, iy = image.width() - inset_w - 20, 70
    painter.drawImage(ix, iy, inset)
    painter.setPen(QColor(120, 120, 120))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(ix, iy, inset_w, inset_h)
    frame = settings.visibleExtent()
    to_px = inset_settings.mapToPixel()
    top_left = to_px.transform(frame.xMinimum(), frame.yMaximum())
    bottom_right = to_px.transform(frame.xMaximum(), frame.yMinimum())
    pen = QPen(QColor(200, 20, 30))
    pen.setWidth(3)
    painter.setPen(pen)
    painter.drawRect(int(ix + top_left.x()), int(iy + top_left.y()),
                     max(4, int(bottom_right.x() - top_left.x())),
                     max(4, int(bottom_right.y() - top_left.y())))

    draw_legend(painter, detail, 20, 70)

    # scale bar and north, bottom left (EPSG:2261 grid north)
    length = nice_length(settings.visibleExtent().width())
    px = int(length / settings.mapUnitsPerPixel())
    x0, y0 = 34, image.height() - 46
    draw_panel(painter, x0 - 14, y0 - 40, px + 330, 66)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.fillRect(x0, y0, px // 2, 10, QColor(30, 30, 30))
    painter.setPen(QColor(30, 30, 30))
    painter.drawRect(x0, y0, px, 10)
    font.setPixelSize(20)
    font.setBold(False)
    painter.setFont(font)
    painter.drawText(x0 + px + 12, y0 + 12, f"{length:,.0f} ft (US survey)")
    painter.drawText(x0, y0 - 12, f"{crs.authid()} {crs.description()} — grid north up")
    painter.end()
    path.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(path)):
        raise SystemExit(f"demo: cannot write {path}")


def attrs(layer: QgsVectorLayer) -> list[dict[str, Any]]:
    from shoreline_layout.qgis_io.convert import py_value

    names = layer.fields().names()
    return [{n: py_value(v) for n, v in zip(names, f.attributes(), strict=True)} for f in layer.getFeatures()]


def fmt(value: float | None, digits: int = 1) -> str:
    return "—" if value is None else f"{value:,.{digits}f}"


def count(value: int | None) -> str:
    """A count; NULL where the law sets no number (site plan review decides)."""
    return "—" if value is None else str(value)


def print_summary(results: dict[str, QgsVectorLayer], allowed: QgsVectorLayer | None) -> None:
    lines = attrs(results["WATER_RIGHTS_LINES"])
    areas = {r["parcel_id"]: r for r in attrs(results["RIGHTS_AREAS"])}
    ties = {r["parcel_id"]: r for r in attrs(results["TIE_LINES"])}
    allow = {r["parcel_id"]: r for r in attrs(allowed)} if allowed is not None else {}
    order = sorted(r["parcel_id"] for r in attrs(results["RIGHTS_AREAS"]))
    print("\nWater rights, per lakeshore parcel (US survey feet, grid azimuths)")
    header = (f"{'parcel':<10}{'frontage':>10} {'method':<9}{'tie line':>9}  {'lines (azimuth/length)':<34}"
              f"{'rights area':>13}{'closes at':>11}  modified")
    print(header)
    print("-" * len(header))
    for pid in dict.fromkeys(order):
        own = [ln for ln in lines if pid in (ln["parcel_a"], ln["parcel_b"])]
        text = ", ".join(f"{ln['azimuth_deg']:.1f}°/{ln['length_ft']:.0f}" for ln in own) or "none"
        a = allow.get(pid, {})
        ra = areas.get(pid, {})
        mod = "yes" if ra.get("modified") or any(ln["modified"] for ln in own) else "no"
        print(f"{pid:<10}{fmt(a.get('frontage_ft')):>10} {a.get('frontage_method') or ''!s:<9}"
              f"{fmt((ties.get(pid) or {}).get('length_ft')):>9}  {text:<34}"
              f"{fmt(ra.get('area_sqft'), 0):>13}{fmt(ra.get('closes_at_ft')):>11}  {mod}")
    notes = [ln for ln in lines if ln.get("note")]
    for ln in notes:
        print(f"  line {ln['parcel_a']}|{ln['parcel_b']}: {ln['note']}")
    if allow:
        print("\nAllowed facilities")
        print(f"{'parcel':<10}{'land use':<13}{'eligible':<9}{'docks':>6}{'boats':>6}{'buoys':>6}"
              f"{'max dock sq ft':>16}")
        for pid, a in sorted(allow.items()):
            print(f"{pid:<10}{a['land_use']!s:<13}{'yes' if a['eligible'] else 'no':<9}"
                  f"{count(a['docks_allowed']):>6}{count(a['boats_allowed']):>6}"
                  f"{count(a['buoys_allowed']):>6}{fmt(a['max_dock_area_sqft'], 0):>16}")


# A unit after a number as the Violations labels write it (resources/styles/violations.qml)
UNIT_TEXT = {"ft": " ft", "sqft": " sq ft", "deg": "°", "in_per_ft": "/12", "rise_per_12": "/12",
             "count": ""}


def with_unit(value: float | None, unit: str | None) -> str:
    """`value` and its unit as the map labels show it: 70.0 ft, 1,204.5 sq ft, 6.0/12 (a roof pitch)."""
    if value is None:
        return ""
    return fmt(value) + UNIT_TEXT.get(unit or "", f" {unit}" if unit else "")


def print_violations(layer: QgsVectorLayer) -> None:
    rows = attrs(layer)
    print(f"\nViolations: {len(rows)}" + ("  (the layout complies)" if not rows else ""))
    for r in sorted(rows, key=lambda r: (str(r["parcel_id"]), r["rule"])):
        measured = with_unit(r["measured"], r["unit"])
        limit = f"limit {with_unit(r['limit'], r['unit'])}" if r["limit"] is not None else ""
        print(f"  {r['parcel_id']!s:<8}{r['severity']:<8}{r['rule']:<24}{r['section']:<24}"
              f"{measured:>14} {limit:<14} {r['source_layer']}"
              + (f"#{r['source_fid']}" if r["source_fid"] is not None else ""))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=Path, default=SAMPLE)
    parser.add_argument("--out", type=Path, default=REPO_ROOT / "out")
    parser.add_argument("--profile", default="keuka")
    parser.add_argument("--focus", help="parcel id the map centres on (default: chosen)")
    parser.add_argument("-v", "--verbose", action="store_true", help="print the algorithms' log")
    args = parser.parse_args(argv)
    if not args.sample.exists():
        print(f"demo: the sample lake {args.sample} is missing (make sample builds it)", file=sys.stderr)
        return 1

    app = QgsApplication([], False)
    app.initQgis()
    try:
        return demo(args)
    finally:
        app.exitQgis()


def demo(args: argparse.Namespace) -> int:
    from processing.core.Processing import Processing

    from shoreline_layout.plugin import make_provider

    Processing.initialize()
    provider = make_provider()   # held: Python must keep the provider's algorithms alive
    QgsApplication.processingRegistry().addProvider(provider)

    parcels = sample_layer(args.sample, "parcels")
    shore = sample_layer(args.sample, "mhw")
    if parcels is None or shore is None:
        print(f"demo: {args.sample} needs layers 'parcels' and 'mhw'", file=sys.stderr)
        return 1
    structures = sample_layer(args.sample, "structures")
    buoys = sample_layer(args.sample, "buoys")
    bathymetry_path = args.sample.with_name("bathymetry.tif")
    bathymetry = QgsRasterLayer(str(bathymetry_path), "bathymetry") if bathymetry_path.exists() else None

    fields = {"PARCEL_ID_FIELD": field_or_none(parcels, "parcel_id"),
              "LAND_USE_FIELD": field_or_none(parcels, "land_use")}
    common = {"PARCELS": parcels, "SHORELINE": shore, "PROFILE": args.profile, **fields}
    feedback = QuietFeedback()

    wr = run("shorelinelayout:waterrightslines",
             {**common, **{name: "TEMPORARY_OUTPUT" for name, _t, _s in WR_OUTPUTS}}, feedback)
    allowed = run("shorelinelayout:allowedfacilities",
                  {**common, "FRONTAGE_FIELD": field_or_none(parcels, "frontage_ft"),
                   "SEATING_FIELD": field_or_none(parcels, "seating"), "OUTPUT": "TEMPORARY_OUTPUT"},
                  feedback)["OUTPUT"]
    violations = None
    if structures is not None:
        violations = run("shorelinelayout:checklayout",
                         {**common, "FRONTAGE_FIELD": field_or_none(parcels, "frontage_ft"),
                          "SEATING_FIELD": field_or_none(parcels, "seating"),
                          "STRUCTURES": structures, "BUOYS": buoys, "BATHYMETRY": bathymetry,
                          "VIOLATIONS": "TEMPORARY_OUTPUT"}, feedback)["VIOLATIONS"]

    args.out.mkdir(parents=True, exist_ok=True)
    gpkg = args.out / "shoreline_demo.gpkg"
    if gpkg.exists():
        gpkg.unlink()
    saved: dict[str, QgsVectorLayer] = {}
    saved["parcels"] = save_layer(parcels, gpkg, "parcels", "parcels")
    saved["mhw"] = save_layer(shore, gpkg, "mhw", "shoreline")
    for name, table, style in WR_OUTPUTS:
        saved[name] = save_layer(wr[name], gpkg, table, style)
    save_layer(allowed, gpkg, "allowed_facilities", None)
    if structures is not None:
        saved["structures"] = save_layer(structures, gpkg, "structures", "structures")
    if buoys is not None:
        saved["buoys"] = save_layer(buoys, gpkg, "buoys", "buoys")
    if violations is not None:
        saved["violations"] = save_layer(violations, gpkg, "violations", "violations")

    crs = QgsCoordinateReferenceSystem("EPSG:2261")
    shown = focus_parcels(saved["RIGHTS_AREAS"], saved.get("violations"), args.focus)
    extent = extent_of(saved["TIE_LINES"], "parcel_id", shown, 230.0)
    # bottom to top: findings over the structures they are about, the lines over the findings
    detail = ["parcels", "RIGHTS_AREAS", "ENVELOPES", "REACH_LINES", "TIE_LINES", "mhw",
              "structures", "violations", "WATER_RIGHTS_LINES", "buoys"]
    overview = ["parcels", "RIGHTS_AREAS", "mhw", "WATER_RIGHTS_LINES"]
    for key, layer in saved.items():
        layer.setName(LEGEND_NAMES.get(key, layer.name()))
        QgsProject.instance().addMapLayer(layer, False)
    title = (f"Shoreline Layout — {args.profile}: water rights lines and layout check, "
             f"parcels {min(shown)} to {max(shown)}" if shown else "Shoreline Layout")
    render_map([saved.get(k) for k in detail], [saved.get(k) for k in overview], extent, crs,
               args.out / "map.png", title)

    print_summary(wr, allowed)
    if violations is not None:
        print_violations(violations)
    # each algorithm repeats the water-rights warnings; findings are in the table above
    warnings = list(dict.fromkeys(ln for ln in feedback.lines if ln.startswith("WARNING [")))
    if args.verbose:
        print("\nLog:\n  " + "\n  ".join(feedback.lines))
    elif warnings:
        print("\nLog warnings:\n  " + "\n  ".join(warnings))
    print(f"\nWrote {gpkg} and {args.out / 'map.png'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
