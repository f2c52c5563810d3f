"""Fill the site-plan print layout (resources/templates/siteplan_tabloid.qpt) and export it to PDF.

QGIS's own print layout engine does the drawing: the template's map item (with its state-plane
grid), legend, scale bar and north arrow, plain-text labels and manual tables for the text
(report/sheet_items.py: QGIS 4.0 has no HTML item), QgsLayoutExporter for the PDF. The text of
sheet 2 flows through the template's `findings_area` in two columns; when it runs
long, a further sheet is added with the sheet border and title block copied from sheet 2.
"""
from __future__ import annotations

import math
import os
from collections.abc import Sequence
from dataclasses import dataclass, replace

from qgis.core import (
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsExpressionContextUtils,
    QgsLayoutExporter,
    QgsLayoutFrame,
    QgsLayoutItem,
    QgsLayoutItemLabel,
    QgsLayoutItemLegend,
    QgsLayoutItemManualTable,
    QgsLayoutItemMap,
    QgsLayoutItemPage,
    QgsLayoutItemPicture,
    QgsLayoutItemScaleBar,
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
from . import sheet_items as si
from . import text_blocks as tx
from .template_builder import no_ligatures, north_arrow_svg

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
    plain_text_items(layout)
    return layout


def plain_text_items(layout: QgsPrintLayout) -> None:
    """The template's labels and tables print their text as typed: no markup, no ligature (a
    .qpt keeps neither setting of the font)."""
    for it in layout.items():
        if isinstance(it, QgsLayoutItemLabel):
            it.setMode(QgsLayoutItemLabel.Mode.ModeFont)
            it.setTextFormat(no_ligatures(it.textFormat()))
    for mf in layout.multiFrames():
        if isinstance(mf, QgsLayoutItemManualTable):
            rows = mf.tableContents()
            for row in rows:
                for cell in row:
                    if cell.textFormat().isValid():
                        cell.setTextFormat(no_ligatures(cell.textFormat()))
            mf.setTableContents(rows)
            mf.setContentTextFormat(no_ligatures(mf.contentTextFormat()))


def item(layout: QgsPrintLayout, ident: str):
    found = layout.itemById(ident)
    if found is None:
        raise RuntimeError(f"the site-plan template has no item '{ident}'")
    return found


def set_variables(layout: QgsPrintLayout, variables: dict[str, str]) -> None:
    """Layout variables @sl_* the template's labels and title block print. Plain values: a label
    or table cell prints an expression's result as it is, never evaluating or parsing it."""
    for name, value in variables.items():
        QgsExpressionContextUtils.setLayoutVariable(layout, name, str(value))
    refresh_text(layout)


def refresh_text(layout: QgsPrintLayout) -> None:
    """Labels and tables evaluate their variables when drawn: refresh them after the variables
    (or the page count) change."""
    for mf in layout.multiFrames():
        mf.refresh()
    for it in layout.items():
        if isinstance(it, QgsLayoutItemLabel):
            it.refresh()


def area_of(layout: QgsPrintLayout, ident: str) -> tuple[float, float, float, float, int]:
    """x, y, width, height (mm, on its page) and page of a template item."""
    it = item(layout, ident)
    pos = it.pagePositionWithUnits()
    return pos.x(), pos.y(), it.rect().width(), it.rect().height(), it.page()


def fill_area(layout: QgsPrintLayout, ident: str, parts: Sequence[tx.Part],
              sizes: Sequence[float] = (7.0,)) -> float:
    """Draw `parts` in the template's area `ident` at the largest of `sizes` that fits it."""
    x, y, w, h, page = area_of(layout, ident)
    size = si.fitting_size(layout, parts, w, h, sizes)
    si.draw_parts(layout, parts, x, y, w, page, size)
    return size


def fill_status(layout: QgsPrintLayout, ident: str, head: str, detail: str, colour: str,
                size: float = 7.5) -> None:
    """The compliance box: a coloured frame, the verdict in capitals, one line below."""
    x, y, w, _h, page = area_of(layout, ident)
    inner = w - 4.0
    a = si.add_text(layout, f"{ident}_head", head, x + 2.0, y + 1.2, inner, page,
                    si.fmt(size + 1.5, bold=True, colour=colour))
    b = si.add_text(layout, f"{ident}_detail", detail, x + 2.0, y + 1.2 + a.rect().height(), inner, page,
                    si.fmt(size))
    si.add_box(layout, f"{ident}_box", x, y, w, a.rect().height() + b.rect().height() + 2.4, page,
               outline=colour, width_mm=0.45)


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
        if lyr.featureCount() == 0 or lyr.customProperty("shoreline_layout/no_legend"):
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
    """"n of N" in the SHEET row of every title block (a table does not know its page)."""
    total = layout.pageCollection().pageCount()
    for it in layout.items():
        if isinstance(it, QgsLayoutFrame) and "title_block" in str(it.id()) \
                and isinstance(it.multiFrame(), QgsLayoutItemManualTable):
            table = it.multiFrame()
            rows = table.tableContents()
            for row in rows:
                if row and str(row[0].content()).upper() == "SHEET":
                    row[1].setContent(f"{it.page() + 1} of {total}")
            table.setTableContents(rows)


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
            # a frame cannot be pasted without its multi-frame: copy the table, give it a frame
            _clone_table(layout, it, index)
        else:
            it.writeXml(root, doc, ctx)
    pasted = layout.addItemsFromXml(root, doc, ctx, None, False)
    originals = [c for c in chosen if not isinstance(c, QgsLayoutFrame)]
    for new_item, old in zip(pasted, originals):
        new_item.attemptMove(old.pagePositionWithUnits(), page=index)
    return index


def _clone_table(layout: QgsPrintLayout, frame: QgsLayoutFrame, page: int) -> None:
    src = frame.multiFrame()
    doc = QDomDocument()
    elem = doc.createElement("table")
    ctx = QgsReadWriteContext()
    src.writeXml(elem, doc, ctx, False)
    table = QgsLayoutItemManualTable.create(layout)
    table.readXml(elem.firstChildElement(), doc, ctx, False)
    layout.addMultiFrame(table)
    copy = QgsLayoutFrame(layout, table)
    copy.setId(frame.id())
    copy.setFrameEnabled(False)
    copy.attemptResize(frame.sizeWithUnits())
    copy.attemptMove(frame.pagePositionWithUnits(), page=page)
    table.addFrame(copy)


def flow_blocks(layout: QgsPrintLayout, blocks: Sequence[tuple[str, Sequence[tx.Part]]],
                size: float = 7.0) -> int:
    """Place the blocks' parts through the findings area in two columns, adding sheets as
    needed: a heading stays with what follows it, a table too long for the room left goes on
    in the next column (its rows whole, its header repeated). Returns the number of pages."""
    x0, top, width, height, first_page = area_of(layout, "findings_area")
    pages = layout.pageCollection()
    col_w = (width - COLUMN_GAP_MM) / 2.0
    col, page, y = 0, first_page, 0.0

    def next_column() -> None:
        nonlocal col, page, y
        col += 1
        y = 0.0
        if col == 2:
            col = 0
            page = _clone_sheet(layout, first_page) if page + 1 >= pages.pageCount() else page + 1

    def left() -> float:
        return x0 + col * (col_w + COLUMN_GAP_MM)

    for _key, parts in blocks:
        if y > 0:
            y += BLOCK_GAP_MM
        for i, part in enumerate(parts):
            need = si.part_height(layout, part, col_w, size)
            if isinstance(part, tx.Heading):
                # keep the heading with what follows it: its paragraphs and a table's first rows
                for after in parts[i + 1:i + 3]:
                    if isinstance(after, tx.Table):
                        need += si.table_height(layout, replace(after, rows=after.rows[:1]), col_w, size)
                        break
                    need += si.part_height(layout, after, col_w, size)
                need = min(need, height)
            if isinstance(part, tx.Table) and need > height - y and len(part.rows) > 1:
                y = _split_table(layout, part, size, col_w, height, y, left, lambda: page, next_column, top)
                continue
            if need > height - y and y > 0:
                next_column()
            y += si.draw_part(layout, part, left(), top + y, col_w, page, size)
    return pages.pageCount()


def _split_table(layout, part: tx.Table, size: float, col_w: float, height: float, y: float,
                 left, page_of, next_column, top: float) -> float:
    """Draw a table over this column's room and the next columns, whole rows at a time, the
    header repeated; returns y in the column where it ends."""
    rows = list(part.rows)
    while rows:
        room = height - y
        n = si.rows_fitting(layout, replace(part, rows=rows), col_w, size, room)
        if n == 0 and y > 0:
            next_column()
            y = 0.0
            continue
        n = max(n, 1)
        y += si.draw_part(layout, replace(part, rows=rows[:n]), left(), top + y, col_w, page_of(), size)
        rows = rows[n:]
        if rows:
            next_column()
            y = 0.0
    return y


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
