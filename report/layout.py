"""Fill the site-plan print layout (resources/templates/siteplan_tabloid.qpt) and export it to PDF.

QGIS's own print layout engine does the drawing: the template's map item (with its state-plane
grid), legend, scale bar and north arrow, HTML frames for the text, QgsLayoutExporter for the
PDF. The text of sheet 2 flows through the template's `findings_area` in two columns; when it runs
long, a further sheet is added with the sheet border and title block copied from sheet 2.
"""
from __future__ import annotations

import html
import math
import os
from collections.abc import Sequence
from dataclasses import dataclass

from qgis.core import (
    Qgis,
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsExpressionContextUtils,
    QgsLayoutExporter,
    QgsLayoutFrame,
    QgsLayoutItem,
    QgsLayoutItemHtml,
    QgsLayoutItemLabel,
    QgsLayoutItemLegend,
    QgsLayoutItemMap,
    QgsLayoutItemPage,
    QgsLayoutItemPicture,
    QgsLayoutItemScaleBar,
    QgsLayoutMultiFrame,
    QgsLayoutPoint,
    QgsLayoutSize,
    QgsLegendRenderer,
    QgsLegendStyle,
    QgsPrintLayout,
    QgsProject,
    QgsReadWriteContext,
    QgsRectangle,
    QgsSingleSymbolRenderer,
    QgsVectorLayer,
)
from qgis.PyQt.QtXml import QDomDocument
from shapely.geometry.base import BaseGeometry

from ..pipeline import parse_scale  # noqa: F401 - the report's callers read scales with it

TEMPLATES_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                             "resources", "templates")
TEMPLATE = os.path.join(TEMPLATES_DIR, "siteplan_tabloid.qpt")
MM_PER_FT = 304.8006096          # US survey foot
# Engineering scales, 1 inch = N feet: the scales a surveyor's scale rule carries.
STANDARD_SCALES = (120, 240, 360, 480, 600, 720, 1200, 2400, 3600, 4800, 6000, 12000)
COLUMN_GAP_MM = 7.0
BLOCK_GAP_MM = 3.0


# ---------------------------------------------------------------- scale

def scale_words(scale: int) -> str:
    feet = scale / 12.0
    return f'1" = {feet:g}\'  (1:{scale:,})'.replace(",", ",")


def choose_scale(requested: int | None, width_ft: float, height_ft: float,
                 frame_w_mm: float, frame_h_mm: float) -> tuple[int, str]:
    """The requested scale if the area fits the map frame at it, else the next standard
    engineering scale that does (said in the note). None asks for the largest scale that fits."""
    def fits(s: float) -> bool:
        return (width_ft * MM_PER_FT / s <= frame_w_mm) and (height_ft * MM_PER_FT / s <= frame_h_mm)
    if requested is not None and fits(requested):
        return requested, ""
    start = requested or 0
    for s in STANDARD_SCALES:
        if s >= start and fits(s):
            note = (f"The requested scale 1:{requested:,} cannot hold the parcel and its water on "
                    f"the sheet; drawn at 1:{s:,}." if requested else "")
            return s, note
    need = max(width_ft * MM_PER_FT / frame_w_mm, height_ft * MM_PER_FT / frame_h_mm)
    s = int(math.ceil(need / 100.0) * 100)
    return s, f"Drawn at 1:{s:,}, smaller than the usual engineering scales, to hold the parcel."


def grid_interval(scale: int) -> float:
    """Grid spacing in feet: about two inches on paper, on a round number."""
    target = scale / 6.0
    for step in (10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000):
        if step >= target * 0.75:
            return float(step)
    return 10000.0


# ---------------------------------------------------------------- template

def load_template(project: QgsProject, path: str = TEMPLATE) -> QgsPrintLayout:
    layout = QgsPrintLayout(project)
    doc = QDomDocument()
    with open(path, encoding="utf-8") as fh:
        ok = doc.setContent(fh.read())
    if not (ok[0] if isinstance(ok, tuple) else ok):
        raise RuntimeError(f"the site-plan template {path} is not valid XML")
    _items, ok = layout.loadFromTemplate(doc, QgsReadWriteContext())
    if not ok:
        raise RuntimeError(f"the site-plan template {path} could not be loaded")
    return layout


def item(layout: QgsPrintLayout, ident: str):
    found = layout.itemById(ident)
    if found is None:
        raise RuntimeError(f"the site-plan template has no item '{ident}'")
    return found


def html_of(layout: QgsPrintLayout, frame_id: str) -> QgsLayoutItemHtml:
    frame = item(layout, frame_id)
    return frame.multiFrame()


def set_variables(layout: QgsPrintLayout, variables: dict[str, str]) -> None:
    """Layout variables @sl_* the template's labels print (escaped: the title block is HTML)."""
    for name, value in variables.items():
        QgsExpressionContextUtils.setLayoutVariable(layout, name, html.escape(str(value), quote=False))
    refresh_text(layout)


def refresh_text(layout: QgsPrintLayout) -> None:
    """HTML frames evaluate their [% %] expressions when loaded: reload them after the
    variables (or the page count) change."""
    for mf in layout.multiFrames():
        if isinstance(mf, QgsLayoutItemHtml) and mf.evaluateExpressions():
            mf.loadHtml()
    for it in layout.items():
        if isinstance(it, QgsLayoutItemLabel):
            it.refresh()


def fill_html(layout: QgsPrintLayout, frame_id: str, markup: str, sizes: Sequence[str] = ()) -> None:
    """Put HTML into a template frame; if it overflows, retry with the smaller variants given."""
    mf = html_of(layout, frame_id)
    frame = item(layout, frame_id)
    mf.setEvaluateExpressions(False)          # our text is text, not expressions
    for candidate in [markup, *sizes]:
        mf.setHtml(candidate)
        mf.loadHtml()
        if mf.totalSize().height() <= frame.rect().height() + 0.01:
            return


# ---------------------------------------------------------------- map

@dataclass
class MapFrame:
    """Where the map looks and at what scale (decided before the layers are built: the layers
    are clipped to it and the text states the scale)."""
    scale: int
    note: str                                   # why the scale is not the one asked for
    bounds: tuple[float, float, float, float]   # xmin, ymin, xmax, ymax in the working CRS

    def box(self) -> BaseGeometry:
        import shapely
        return shapely.box(*self.bounds)


def frame_map(layout: QgsPrintLayout, area: BaseGeometry, requested_scale: int | None,
              map_id: str = "site_map") -> MapFrame:
    """The scale (the requested one if `area` fits the template's map frame at it, else the next
    engineering scale) and the extent centred on `area` that fills the frame at that scale."""
    rect = item(layout, map_id).rect()
    return frame_for(rect.width(), rect.height(), area.bounds, requested_scale)


def frame_for(w_mm: float, h_mm: float, bounds: tuple[float, float, float, float],
              requested_scale: int | None) -> MapFrame:
    """frame_map for a map frame of w_mm x h_mm and an area's bounds (xmin, ymin, xmax, ymax)."""
    x0, y0, x1, y1 = bounds
    pad = 1.10                                    # a little air around what must be shown
    scale, note = choose_scale(requested_scale, (x1 - x0) * pad, (y1 - y0) * pad, w_mm, h_mm)
    cx, cy = (x0 + x1) / 2.0, (y0 + y1) / 2.0
    half_w = w_mm / MM_PER_FT * scale / 2.0
    half_h = h_mm / MM_PER_FT * scale / 2.0
    return MapFrame(scale, note, (cx - half_w, cy - half_h, cx + half_w, cy + half_h))


def north_arrow_svg() -> str | None:
    """QGIS's own north arrow, wherever this installation keeps its SVGs."""
    for base in QgsApplication.svgPaths():
        path = os.path.join(base, "arrows", "NorthArrow_02.svg")
        if os.path.isfile(path):
            return path
    return None


def setup_map(layout: QgsPrintLayout, layers: Sequence[QgsVectorLayer], crs: QgsCoordinateReferenceSystem,
              frame: MapFrame, map_id: str = "site_map", scalebar_id: str = "scalebar",
              north_id: str = "north_arrow") -> None:
    """Map item, grid, scale bar and north arrow for the frame."""
    m: QgsLayoutItemMap = item(layout, map_id)
    m.setCrs(crs)
    m.setLayers(list(layers))
    m.setKeepLayerSet(True)
    m.setExtent(QgsRectangle(*frame.bounds))
    m.setScale(frame.scale)
    grid = m.grid()
    if grid is not None:
        step = grid_interval(frame.scale)
        grid.setIntervalX(step)
        grid.setIntervalY(step)
        grid.setCrs(crs)
    sb: QgsLayoutItemScaleBar = item(layout, scalebar_id)
    sb.setLinkedMap(m)
    sb.setUnits(Qgis.DistanceUnit.FeetUSSurvey)
    sb.setUnitLabel("ft")
    sb.setUnitsPerSegment(frame.scale / 24.0)      # half an inch per segment
    sb.setNumberOfSegments(4)
    sb.setNumberOfSegmentsLeft(0)
    sb.update()
    north = layout.itemById(north_id)
    if isinstance(north, QgsLayoutItemPicture):
        north.setLinkedMap(m)
        svg = north_arrow_svg()
        if svg and not os.path.isfile(north.picturePath()):
            north.setPicturePath(svg)


def setup_legend(layout: QgsPrintLayout, layers: Sequence[QgsVectorLayer]) -> None:
    """The legend lists what is on the sheet: non-empty layers, rules filtered by the map. A layer
    whose style has several entries shows only the entries (their labels say what they are).
    Two columns if they fit the template's legend width, else one; the figures frame below it
    moves down to clear it."""
    legend: QgsLayoutItemLegend = item(layout, "legend")
    max_w = legend.rect().width()
    legend.setAutoUpdateModel(False)
    root = legend.model().rootGroup()
    root.clear()
    for lyr in layers:
        if lyr.featureCount() == 0:
            continue
        node = root.addLayer(lyr)
        if not isinstance(lyr.renderer(), QgsSingleSymbolRenderer):
            QgsLegendRenderer.setNodeLegendStyle(node, QgsLegendStyle.Style.Hidden)
    legend.setLegendFilterByMapEnabled(True)
    legend.setResizeToContents(True)
    legend.setColumnCount(2)
    legend.refresh()
    legend.adjustBoxSize()
    if legend.rect().width() > max_w + 0.1:
        legend.setColumnCount(1)
        legend.refresh()
        legend.adjustBoxSize()
    figures = layout.itemById("figures")
    if figures is not None:
        legend_bottom = legend.pagePositionWithUnits().y() + legend.rect().height()
        top = figures.pagePositionWithUnits().y()
        bottom = top + figures.rect().height()
        new_top = max(top, legend_bottom + 3.0)
        if new_top > top and bottom - new_top > 30.0:
            figures.attemptMove(QgsLayoutPoint(figures.pagePositionWithUnits().x(), new_top),
                                page=figures.page())
            figures.attemptResize(QgsLayoutSize(figures.rect().width(), bottom - new_top))


def stamp_sheet_numbers(layout: QgsPrintLayout) -> None:
    """"Sheet n of N" in every title block (HTML frames do not know which page they are on)."""
    total = layout.pageCollection().pageCount()
    for it in layout.items():
        if isinstance(it, QgsLayoutFrame) and "title_block" in str(it.id()):
            mf = it.multiFrame()
            text = (mf.html().replace("[% @layout_page %]", str(it.page() + 1))
                    .replace("[% @layout_numpages %]", str(total)))
            mf.setHtml(text)
            mf.loadHtml()


# ---------------------------------------------------------------- the findings sheet(s)

def _clone_sheet(layout: QgsPrintLayout, source_page: int) -> int:
    """Add a page and copy the 'sheet_' items of `source_page` onto it; returns its index."""
    pages = layout.pageCollection()
    src = pages.page(source_page)
    new = QgsLayoutItemPage(layout)
    new.setPageSize(src.pageSize())
    pages.addPage(new)
    index = pages.pageCount() - 1
    doc = QDomDocument()
    root = doc.createElement("items")
    doc.appendChild(root)
    ctx = QgsReadWriteContext()
    chosen = [it for it in layout.items()
              if isinstance(it, QgsLayoutItem) and str(it.id()).startswith("sheet_")
              and it.page() == source_page]
    for it in chosen:
        if isinstance(it, QgsLayoutFrame):
            # a frame cannot be pasted without its multi-frame: make a new HTML item like it
            src_mf = it.multiFrame()
            mf = QgsLayoutItemHtml(layout)
            mf.setContentMode(QgsLayoutItemHtml.ContentMode.ManualHtml)
            mf.setEvaluateExpressions(src_mf.evaluateExpressions())
            mf.setHtml(src_mf.html())
            layout.addMultiFrame(mf)
            frame = QgsLayoutFrame(layout, mf)
            frame.setFrameEnabled(False)
            frame.attemptResize(it.sizeWithUnits())
            frame.attemptMove(it.pagePositionWithUnits(), page=index)
            mf.addFrame(frame)
            mf.loadHtml()
        else:
            it.writeXml(root, doc, ctx)
    pasted = layout.addItemsFromXml(root, doc, ctx, None, False)
    originals = [c for c in chosen if not isinstance(c, QgsLayoutFrame)]
    for new_item, old in zip(pasted, originals):
        new_item.attemptMove(old.pagePositionWithUnits(), page=index)
    return index


def flow_blocks(layout: QgsPrintLayout, blocks: Sequence[tuple[str, str]]) -> int:
    """Place the HTML blocks through the findings area in two columns, adding sheets as needed.
    Returns the number of pages of the layout."""
    area = item(layout, "findings_area")
    pages = layout.pageCollection()
    first_page = area.page()
    pos = area.pagePositionWithUnits()
    top, left = pos.y(), pos.x()
    height = area.rect().height()
    col_w = (area.rect().width() - COLUMN_GAP_MM) / 2.0
    col, page, y = 0, first_page, 0.0

    def next_column() -> None:
        nonlocal col, page, y
        col += 1
        y = 0.0
        if col == 2:
            col = 0
            page = _clone_sheet(layout, first_page) if page + 1 >= pages.pageCount() else page + 1

    def add_frame(mf: QgsLayoutItemHtml, h: float) -> QgsLayoutFrame:
        frame = QgsLayoutFrame(layout, mf)
        frame.setFrameEnabled(False)
        frame.attemptResize(QgsLayoutSize(col_w, h))
        frame.attemptMove(QgsLayoutPoint(left + col * (col_w + COLUMN_GAP_MM), top + y), page=page)
        mf.addFrame(frame)
        return frame

    for _key, markup in blocks:
        mf = QgsLayoutItemHtml(layout)
        mf.setContentMode(QgsLayoutItemHtml.ContentMode.ManualHtml)
        mf.setResizeMode(QgsLayoutMultiFrame.ResizeMode.UseExistingFrames)
        mf.setUseSmartBreaks(True)
        layout.addMultiFrame(mf)
        probe = add_frame(mf, 10.0)
        mf.setHtml(markup)
        mf.loadHtml()
        need = mf.totalSize().height() + 0.5
        room = height - y
        if need > room and (room < 40.0 or need <= height):
            # does not fit here: start it at the top of the next column
            next_column()
            probe.attemptMove(QgsLayoutPoint(left + col * (col_w + COLUMN_GAP_MM), top + y), page=page)
            room = height
        if need <= room:
            probe.attemptResize(QgsLayoutSize(col_w, need))
            y += need + BLOCK_GAP_MM
            continue
        # taller than what is left: fill this column, then whole columns (smart breaks keep rows)
        probe.attemptResize(QgsLayoutSize(col_w, room))
        shown = room - 4.0
        while shown < need:
            next_column()
            h = min(height, need - shown + 4.0)
            add_frame(mf, h)
            shown += h - 4.0
            y = h + BLOCK_GAP_MM
        mf.recalculateFrameSizes()
    return pages.pageCount()


# ---------------------------------------------------------------- export

def pdf_settings(dpi: int = 300) -> QgsLayoutExporter.PdfExportSettings:
    """Vector output with real text (searchable, copyable) and the maps' georeference."""
    settings = QgsLayoutExporter.PdfExportSettings()
    settings.dpi = dpi
    settings.rasterizeWholeImage = False
    settings.forceVectorOutput = True
    settings.textRenderFormat = Qgis.TextRenderFormat.AlwaysText
    settings.appendGeoreference = True
    settings.exportMetadata = True
    return settings


def export_pdf(layout: QgsPrintLayout, path: str, dpi: int = 300) -> None:
    exporter = QgsLayoutExporter(layout)
    result = exporter.exportToPdf(path, pdf_settings(dpi))
    if result != QgsLayoutExporter.ExportResult.Success:
        raise RuntimeError(f"QGIS could not write the PDF {path} (exporter result {result}): "
                           f"{exporter.errorMessage()}")
