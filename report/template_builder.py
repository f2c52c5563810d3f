"""Build resources/templates/siteplan_tabloid.qpt, the site plan's print-layout template.

The .qpt is what the report loads (and what a user may restyle in QGIS's layout designer); this
module is how it was drawn, kept so that it can be regenerated after a change:

    QT_QPA_PLATFORM=offscreen python -m shoreline_layout.report.template_builder

The report finds items by id (ITEM_IDS below) and fills text through layout variables
(`@sl_owner`, ...), so moving or restyling an item in the designer does not break it. Sheet:
ANSI B / tabloid (17 x 11 in) landscape, the size planning boards commonly ask for.
"""
from __future__ import annotations

import os
from pathlib import Path

from qgis.core import (
    Qgis,
    QgsApplication,
    QgsFillSymbol,
    QgsLayoutFrame,
    QgsLayoutItemLabel,
    QgsLayoutItemLegend,
    QgsLayoutItemManualTable,
    QgsLayoutItemMap,
    QgsLayoutItemMapGrid,
    QgsLayoutItemPage,
    QgsLayoutItemPicture,
    QgsLayoutItemScaleBar,
    QgsLayoutItemShape,
    QgsLayoutMeasurement,
    QgsLayoutMultiFrame,
    QgsLayoutPoint,
    QgsLayoutSize,
    QgsLayoutTable,
    QgsLegendStyle,
    QgsPrintLayout,
    QgsProject,
    QgsProperty,
    QgsReadWriteContext,
    QgsTableCell,
    QgsTextFormat,
)
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QColor, QFont

from ..qgis_io.styles import text_format
from ..qgis_io.translation import tr

TEMPLATE_PATH = Path(__file__).resolve().parent.parent / "resources" / "templates" / "siteplan_tabloid.qpt"

PAGE_W, PAGE_H = 431.8, 279.4          # tabloid landscape, mm
MARGIN = 8.0                            # sheet border inset
COL_X = 322.0                           # right column (legend, figures, title block)
COL_W = PAGE_W - MARGIN - 4.0 - COL_X   # 97.8 mm

# Ids the report relies on. Items whose id starts with "sheet_" are copied onto every extra
# findings sheet (page 3, 4, ...) when the findings run long.
ITEM_IDS = {
    "map": "site_map", "legend": "legend", "scalebar": "scalebar", "north": "north_arrow",
    "figures": "figures", "status": "compliance_status", "title_block_1": "title_block",
    "certification": "certification", "flow": "findings_area",
}


def text_fmt(size: float, bold: bool = False, color: str = "#000000") -> QgsTextFormat:
    """A sheet text: qgis_io/styles.text_format without the map labels' halo, markup off."""
    return no_ligatures(text_format(size, colour=color, bold=bold, buffer=False))


def no_ligatures(tf: QgsTextFormat) -> QgsTextFormat:
    """Markup off, and no "fi" ligature: text copied or searched in the PDF reads as typed."""
    tf.setAllowHtmlFormatting(False)
    font = tf.font()
    font.setStyleStrategy(QFont.StyleStrategy.PreferNoShaping)
    tf.setFont(font)
    return tf


def place(item, x: float, y: float, w: float, h: float, page: int) -> None:
    item.attemptResize(QgsLayoutSize(w, h))
    item.attemptMove(QgsLayoutPoint(x, y), page=page)


def add_label(layout, ident: str, text: str, x, y, w, h, page, size=8.0, bold=False,
              halign=Qt.AlignmentFlag.AlignLeft, valign=Qt.AlignmentFlag.AlignTop) -> QgsLayoutItemLabel:
    """A plain-text label of the document's own text: `text` may hold [% %] expressions of the
    layout's variables or the atlas feature's fields (their values print as they are); text from
    data goes through report/sheet_items.literal first."""
    lb = QgsLayoutItemLabel(layout)
    lb.setId(ident)
    lb.setText(text)
    tf = text_fmt(size, bold)
    lb.setTextFormat(tf)
    lb.setMode(QgsLayoutItemLabel.Mode.ModeFont)
    lb.setHAlign(halign)
    lb.setVAlign(valign)
    lb.setMargin(0.5)
    layout.addLayoutItem(lb)
    place(lb, x, y, w, h, page)
    return lb


def sheet_border(layout, ident: str, page: int) -> None:
    shape = QgsLayoutItemShape(layout)
    shape.setShapeType(QgsLayoutItemShape.Shape.Rectangle)
    shape.setId(ident)
    sym = QgsFillSymbol.createSimple({"color": "0,0,0,0", "style": "no", "outline_color": "0,0,0",
                                      "outline_width": "0.6", "outline_width_unit": "MM"})
    shape.setSymbol(sym)
    layout.addLayoutItem(shape)
    place(shape, MARGIN, MARGIN, PAGE_W - 2 * MARGIN, PAGE_H - 2 * MARGIN, page)
    # the rule between the drawing and the right column
    rule = QgsLayoutItemShape(layout)
    rule.setShapeType(QgsLayoutItemShape.Shape.Rectangle)
    rule.setId(ident + "_rule")
    rule.setSymbol(QgsFillSymbol.createSimple({"color": "0,0,0,255", "outline_style": "no"}))
    layout.addLayoutItem(rule)
    place(rule, COL_X - 4.0, MARGIN, 0.4, PAGE_H - 2 * MARGIN, page)


def area(layout, ident: str, x: float, y: float, w: float, h: float, page: int) -> QgsLayoutItemShape:
    """An invisible rectangle the report fills with labels and tables (and a user may move or
    resize in the designer): figures, compliance status, certification, the findings' flow."""
    shape = QgsLayoutItemShape(layout)
    shape.setShapeType(QgsLayoutItemShape.Shape.Rectangle)
    shape.setId(ident)
    shape.setSymbol(QgsFillSymbol.createSimple({"color": "0,0,0,0", "style": "no", "outline_style": "no"}))
    layout.addLayoutItem(shape)
    place(shape, x, y, w, h, page)
    return shape


TITLE_BLOCK_ROWS: list[tuple[str, str]] = [    # (key, expression of the layout's variables)
    ("OWNER", "@sl_owner"),
    ("ADDRESS", "@sl_address"),
    ("TAX MAP NO.", "@sl_tax_map_no || '  (parcel ' || @sl_parcel_id || ', ' || @sl_land_use || ')'"),
    ("LAKE", "@sl_lake"),
    ("LAW", "@sl_law_title || '\\nSite plan: ' || @sl_site_plan_section"),
    ("SCALE", "@sl_scale_text"),
    ("DATE", "@sl_date"),
    ("PREPARED BY", "@sl_preparer"),
    ("SHEET", "'1 of 2'"),
]
TITLE_BLOCK_TOP = 203.0                 # mm: the title block fills the right column below this
TITLE_HEADING_H = 5.5


def add_title_block(layout, ident: str, page: int, heading: str = "[% @sl_sheet_title %]",
                    rows: list[tuple[str, str]] | None = None) -> QgsLayoutItemManualTable:
    """The title block: a heading label `<ident>_heading`, then a manual table `ident` of
    (key, value) rows. A value is an expression of the document's own variables and fields (a
    QgsProperty: its result is printed as it is, never evaluated again) or a plain text."""
    top = TITLE_BLOCK_TOP
    lb = add_label(layout, f"{ident}_heading", heading, COL_X, top, COL_W, TITLE_HEADING_H, page,
                   size=9.0, bold=True, halign=Qt.AlignmentFlag.AlignHCenter,
                   valign=Qt.AlignmentFlag.AlignVCenter)
    lb.setFrameEnabled(True)
    lb.setFrameStrokeWidth(QgsLayoutMeasurement(0.2))
    lb.setBackgroundEnabled(True)
    lb.setBackgroundColor(QColor("#eeeeee"))
    table = QgsLayoutItemManualTable.create(layout)
    cells = []
    for key, value in (TITLE_BLOCK_ROWS if rows is None else rows):
        k = QgsTableCell(key)
        k.setTextFormat(text_fmt(6.5, color="#333333"))   # the values' size: read row by row
        v = QgsTableCell(QgsProperty.fromExpression(value) if isinstance(value, str) else value[0])
        v.setTextFormat(text_fmt(6.5, bold=True))
        cells.append([k, v])
    table.setTableContents(cells)
    table.setIncludeTableHeader(False)
    # the columns, their cell margins (0.6 mm each side) and the grid (3 lines of 0.2 mm) make
    # COL_W, the heading's width (they were 1 mm short of it)
    table.setColumnWidths([COL_W * 0.27 - 1.5, COL_W * 0.73 - 1.5])
    table.setContentTextFormat(text_fmt(7.0))
    table.setWrapBehavior(QgsLayoutTable.WrapBehavior.WrapText)
    table.setCellMargin(0.6)
    table.setGridStrokeWidth(0.2)
    table.setResizeMode(QgsLayoutMultiFrame.ResizeMode.UseExistingFrames)
    layout.addMultiFrame(table)
    frame = QgsLayoutFrame(layout, table)
    frame.setId(ident)
    frame.setFrameEnabled(False)
    place(frame, COL_X, top + TITLE_HEADING_H, COL_W, PAGE_H - MARGIN - 2.0 - top - TITLE_HEADING_H, page)
    table.addFrame(frame)
    return table


def add_map(layout, ident: str, x: float, y: float, w: float, h: float, page: int) -> QgsLayoutItemMap:
    """A framed map item with the state-plane grid: crosses, E/N annotations outside the frame."""
    m = QgsLayoutItemMap(layout)
    m.setId(ident)
    m.setFrameEnabled(True)
    m.setFrameStrokeWidth(QgsLayoutMeasurement(0.35))
    layout.addLayoutItem(m)
    place(m, x, y, w, h, page)
    grid = QgsLayoutItemMapGrid("State plane grid", m)
    grid.setStyle(QgsLayoutItemMapGrid.GridStyle.Cross)
    grid.setCrossLength(2.0)
    grid.setGridLineColor(QColor(120, 120, 120))
    grid.setGridLineWidth(0.15)
    grid.setIntervalX(100.0)
    grid.setIntervalY(100.0)
    grid.setFrameStyle(QgsLayoutItemMapGrid.FrameStyle.LineBorder)
    grid.setFramePenSize(0.3)
    grid.setAnnotationEnabled(True)
    grid.setAnnotationFormat(QgsLayoutItemMapGrid.AnnotationFormat.CustomFormat)
    grid.setAnnotationExpression(
        "CASE WHEN @grid_axis = 'x' THEN 'E ' ELSE 'N ' END || format_number(@grid_number, 0)")
    grid.setAnnotationTextFormat(text_fmt(6.0))
    grid.setAnnotationFrameDistance(1.0)
    for side in (QgsLayoutItemMapGrid.BorderSide.Left, QgsLayoutItemMapGrid.BorderSide.Right):
        grid.setAnnotationPosition(QgsLayoutItemMapGrid.AnnotationPosition.OutsideMapFrame, side)
        grid.setAnnotationDirection(QgsLayoutItemMapGrid.AnnotationDirection.VerticalDescending
                                    if side == QgsLayoutItemMapGrid.BorderSide.Right
                                    else QgsLayoutItemMapGrid.AnnotationDirection.Vertical, side)
    for side in (QgsLayoutItemMapGrid.BorderSide.Top, QgsLayoutItemMapGrid.BorderSide.Bottom):
        grid.setAnnotationPosition(QgsLayoutItemMapGrid.AnnotationPosition.OutsideMapFrame, side)
        grid.setAnnotationDirection(QgsLayoutItemMapGrid.AnnotationDirection.Horizontal, side)
    m.grids().addGrid(grid)
    return m


def add_scale_bar(layout, ident: str, m: QgsLayoutItemMap, x: float, y: float, page: int
                  ) -> QgsLayoutItemScaleBar:
    sb = QgsLayoutItemScaleBar(layout)
    sb.setId(ident)
    sb.setStyle("Single Box")
    sb.setLinkedMap(m)
    sb.setUnits(Qgis.DistanceUnit.Feet)
    sb.setUnitLabel("ft")
    sb.setNumberOfSegmentsLeft(0)
    sb.setNumberOfSegments(4)
    sb.setUnitsPerSegment(25.0)
    sb.setHeight(2.0)
    sb.setTextFormat(text_fmt(7.0))
    sb.setSegmentSizeMode(Qgis.ScaleBarSegmentSizeMode.Fixed)
    layout.addLayoutItem(sb)
    place(sb, x, y, 110.0, 12.0, page)
    return sb


def north_arrow_svg() -> str | None:
    """QGIS's own north arrow, wherever this installation keeps its SVGs."""
    for base in QgsApplication.svgPaths():
        path = os.path.join(base, "arrows", "NorthArrow_02.svg")
        if os.path.isfile(path):
            return path
    return None


def add_north_arrow(layout, ident: str, m: QgsLayoutItemMap, page: int) -> QgsLayoutItemPicture:
    """QGIS's north arrow (grid north) at the top right of the right column, "GRID N" below it."""
    north = QgsLayoutItemPicture(layout)
    north.setId(ident)
    north.setPicturePath(north_arrow_svg() or "arrows/NorthArrow_02.svg", Qgis.PictureFormat.SVG)
    north.setLinkedMap(m)
    north.setNorthMode(QgsLayoutItemPicture.NorthMode.GridNorth)
    layout.addLayoutItem(north)
    place(north, COL_X + COL_W - 18.0, 11.0, 16.0, 22.0, page)
    add_label(layout, f"north_note{'' if page == 0 else f'_{page + 1}'}", "GRID N",
              COL_X + COL_W - 20.0, 33.0, 20.0, 4.0, page, size=6.0, halign=Qt.AlignmentFlag.AlignHCenter)
    return north


def add_legend(layout, ident: str, m: QgsLayoutItemMap, x: float, y: float, w: float, h: float,
               page: int) -> QgsLayoutItemLegend:
    legend = QgsLayoutItemLegend(layout)
    legend.setId(ident)
    legend.setTitle(tr("LEGEND"))
    legend.setLinkedMap(m)
    legend.setAutoUpdateModel(False)
    legend.setResizeToContents(True)
    legend.setColumnCount(2)
    legend.setSplitLayer(True)
    legend.setEqualColumnWidth(True)
    legend.setSymbolWidth(7.0)
    legend.setSymbolHeight(3.5)
    legend.setBoxSpace(1.0)
    legend.setColumnSpace(2.0)
    legend_style = QgsLegendStyle.Style
    for style, size, bold in ((legend_style.Title, 8.0, True), (legend_style.Group, 7.0, True),
                              (legend_style.Subgroup, 6.5, True), (legend_style.SymbolLabel, 6.5, False)):
        legend.rstyle(style).setTextFormat(text_fmt(size, bold))
    legend.setFrameEnabled(False)
    layout.addLayoutItem(legend)
    place(legend, x, y, w, h, page)
    return legend


def tabloid_layout(project: QgsProject, name: str, pages: int) -> QgsPrintLayout:
    """An empty layout of `pages` tabloid landscape sheets."""
    layout = QgsPrintLayout(project)
    layout.initializeDefaults()
    layout.setName(name)
    collection = layout.pageCollection()
    collection.page(0).setPageSize(QgsLayoutSize(PAGE_W, PAGE_H))
    for _ in range(pages - 1):
        page = QgsLayoutItemPage(layout)
        page.setPageSize(QgsLayoutSize(PAGE_W, PAGE_H))
        collection.addPage(page)
    return layout


def build_template(path: Path = TEMPLATE_PATH) -> Path:
    layout = tabloid_layout(QgsProject.instance(), "Shoreline Layout site plan", 2)

    # ---------------------------------------------------------------- sheet 1: the plan
    sheet_border(layout, "sheet_border_1", 0)
    # the map's right edge leaves room for the grid annotations
    m = add_map(layout, ITEM_IDS["map"], 24.0, 14.0, COL_X - 4.0 - 24.0 - 12.0, 222.0, 0)
    add_scale_bar(layout, ITEM_IDS["scalebar"], m, 24.0, 246.0, 0)

    add_label(layout, "scale_statement", "[% @sl_scale_text %]", 140.0, 245.0, 160.0, 6.0, 0,
              size=10.0, bold=True)
    add_label(layout, "map_notes", "[% @sl_map_notes %]", 140.0, 251.5, COL_X - 8.0 - 140.0, 17.0, 0,
              size=6.5)

    add_label(layout, "plan_title", "SITE PLAN\n[% @sl_plan_subtitle %]", COL_X, 12.0, COL_W - 22.0, 22.0,
              0, size=13.0, bold=True)
    add_label(layout, "plan_lake", "[% @sl_lake %] \u2014 [% @sl_law_short %]", COL_X, 28.0,
              COL_W - 22.0, 8.0, 0, size=7.5)
    add_north_arrow(layout, ITEM_IDS["north"], m, 0)
    add_legend(layout, ITEM_IDS["legend"], m, COL_X, 38.0, COL_W, 60.0, 0)

    area(layout, ITEM_IDS["figures"], COL_X, 100.0, COL_W, 84.0, 0)
    area(layout, ITEM_IDS["status"], COL_X, 185.5, COL_W, 16.0, 0)
    add_title_block(layout, ITEM_IDS["title_block_1"], 0)

    # ---------------------------------------------------------------- sheet 2: findings
    sheet_border(layout, "sheet_border_2", 1)
    add_label(layout, "sheet_heading_2", "[% @sl_findings_heading %]", 12.0, 11.0, COL_X - 20.0, 8.0, 1,
              size=11.0, bold=True)
    # The findings flow through this rectangle in two columns (left, then right, then a new sheet).
    area(layout, ITEM_IDS["flow"], 12.0, 21.0, COL_X - 8.0 - 12.0, PAGE_H - MARGIN - 3.0 - 21.0, 1)
    area(layout, ITEM_IDS["certification"], COL_X, 11.0, COL_W, 190.0, 1)
    add_title_block(layout, "sheet_title_block_2", 1)

    layout.saveAsTemplate(str(path), QgsReadWriteContext())
    return path


if __name__ == "__main__":  # pragma: no cover - a maintenance tool
    app = QgsApplication([], False)
    app.initQgis()
    print(build_template())
