"""Build resources/templates/siteplan_tabloid.qpt, the site plan's print-layout template.

The .qpt is what the report loads (and what a user may restyle in QGIS's layout designer); this
module is how it was drawn, kept so that it can be regenerated after a change:

    QT_QPA_PLATFORM=offscreen python -m shoreline_layout.report.template_builder

The report finds items by id (ITEM_IDS below) and fills text through layout variables
(`@sl_owner`, ...), so moving or restyling an item in the designer does not break it. Sheet:
ANSI B / tabloid (17 x 11 in) landscape, the size planning boards commonly ask for.
"""
from __future__ import annotations

from pathlib import Path

from qgis.core import (
    Qgis,
    QgsFillSymbol,
    QgsLayoutFrame,
    QgsLayoutItemHtml,
    QgsLayoutItemLabel,
    QgsLayoutItemLegend,
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
    QgsLegendStyle,
    QgsPrintLayout,
    QgsProject,
    QgsReadWriteContext,
    QgsTextFormat,
)
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QColor

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


def _fmt(size: float, bold: bool = False) -> QgsTextFormat:
    """A sheet text: qgis_io/styles.text_format without the map labels' halo."""
    return text_format(size, bold=bold, buffer=False)


def _place(item, x: float, y: float, w: float, h: float, page: int) -> None:
    item.attemptResize(QgsLayoutSize(w, h))
    item.attemptMove(QgsLayoutPoint(x, y), page=page)


def _label(layout, ident: str, text: str, x, y, w, h, page, size=8.0, bold=False, html=False,
           halign=Qt.AlignmentFlag.AlignLeft, valign=Qt.AlignmentFlag.AlignTop) -> QgsLayoutItemLabel:
    lb = QgsLayoutItemLabel(layout)
    lb.setId(ident)
    lb.setText(text)
    lb.setTextFormat(_fmt(size, bold))
    lb.setMode(QgsLayoutItemLabel.Mode.ModeHtml if html else QgsLayoutItemLabel.Mode.ModeFont)
    lb.setHAlign(halign)
    lb.setVAlign(valign)
    lb.setMargin(0.5)
    layout.addLayoutItem(lb)
    _place(lb, x, y, w, h, page)
    return lb


def _border(layout, ident: str, page: int) -> None:
    shape = QgsLayoutItemShape(layout)
    shape.setShapeType(QgsLayoutItemShape.Shape.Rectangle)
    shape.setId(ident)
    sym = QgsFillSymbol.createSimple({"color": "0,0,0,0", "style": "no", "outline_color": "0,0,0",
                                      "outline_width": "0.6", "outline_width_unit": "MM"})
    shape.setSymbol(sym)
    layout.addLayoutItem(shape)
    _place(shape, MARGIN, MARGIN, PAGE_W - 2 * MARGIN, PAGE_H - 2 * MARGIN, page)
    # the rule between the drawing and the right column
    rule = QgsLayoutItemShape(layout)
    rule.setShapeType(QgsLayoutItemShape.Shape.Rectangle)
    rule.setId(ident + "_rule")
    rule.setSymbol(QgsFillSymbol.createSimple({"color": "0,0,0,255", "outline_style": "no"}))
    layout.addLayoutItem(rule)
    _place(rule, COL_X - 4.0, MARGIN, 0.4, PAGE_H - 2 * MARGIN, page)


def _html_frame(layout, ident: str, x, y, w, h, page) -> QgsLayoutItemHtml:
    html = QgsLayoutItemHtml(layout)
    html.setContentMode(QgsLayoutItemHtml.ContentMode.ManualHtml)
    html.setHtml("<html><body></body></html>")
    html.setResizeMode(QgsLayoutMultiFrame.ResizeMode.UseExistingFrames)
    frame = QgsLayoutFrame(layout, html)
    frame.setId(ident)
    frame.setFrameEnabled(False)
    _place(frame, x, y, w, h, page)
    html.addFrame(frame)
    layout.addMultiFrame(html)
    return html


TITLE_BLOCK_HTML = """<!DOCTYPE html><html><head><meta charset="utf-8"><style>
body { font-family: 'DejaVu Sans'; font-size: 7.5pt; margin: 0; color: #000; }
table { border-collapse: collapse; width: 100%; }
td { border: 0.6px solid #000; padding: 1.2px 3px; vertical-align: top; }
td.k { width: 27%; font-size: 6.5pt; color: #333; text-transform: uppercase; }
td.v { font-weight: bold; }
td.h { font-size: 9pt; font-weight: bold; text-align: center; background: #eee; }
</style></head><body><table>
<tr><td class="h" colspan="2">[% @sl_sheet_title %]</td></tr>
<tr><td class="k">Owner</td><td class="v">[% @sl_owner %]</td></tr>
<tr><td class="k">Address</td><td class="v">[% @sl_address %]</td></tr>
<tr><td class="k">Tax map no.</td><td class="v">[% @sl_tax_map_no %] &nbsp;<span
 style="font-weight:normal">(parcel [% @sl_parcel_id %], [% @sl_land_use %])</span></td></tr>
<tr><td class="k">Lake</td><td class="v">[% @sl_lake %]</td></tr>
<tr><td class="k">Law</td><td>[% @sl_law_title %]<br/>Site plan: [% @sl_site_plan_section %]</td></tr>
<tr><td class="k">Scale</td><td class="v">[% @sl_scale_text %]</td></tr>
<tr><td class="k">Date</td><td class="v">[% @sl_date %]</td></tr>
<tr><td class="k">Prepared by</td><td class="v">[% @sl_preparer %]</td></tr>
<tr><td class="k">Sheet</td><td class="v">[% @layout_page %] of [% @layout_numpages %]</td></tr>
</table></body></html>"""


def _title_block(layout, ident: str, page: int) -> None:
    # An HTML frame, not an HTML label: QGIS 3.40 turns HTML labels into unnamed HTML frames on
    # load, which would lose the id the report looks the item up by.
    mf = _html_frame(layout, ident, COL_X, 203.0, COL_W, PAGE_H - MARGIN - 2.0 - 203.0, page)
    mf.setHtml(TITLE_BLOCK_HTML)
    mf.setEvaluateExpressions(True)


def build_template(path: Path = TEMPLATE_PATH) -> Path:
    project = QgsProject.instance()
    layout = QgsPrintLayout(project)
    layout.initializeDefaults()
    layout.setName("Shoreline Layout site plan")
    pages = layout.pageCollection()
    pages.page(0).setPageSize(QgsLayoutSize(PAGE_W, PAGE_H))
    page2 = QgsLayoutItemPage(layout)
    page2.setPageSize(QgsLayoutSize(PAGE_W, PAGE_H))
    pages.addPage(page2)

    # ---------------------------------------------------------------- sheet 1: the plan
    _border(layout, "sheet_border_1", 0)
    m = QgsLayoutItemMap(layout)
    m.setId(ITEM_IDS["map"])
    m.setFrameEnabled(True)
    m.setFrameStrokeWidth(QgsLayoutMeasurement(0.35))
    layout.addLayoutItem(m)
    _place(m, 24.0, 14.0, COL_X - 4.0 - 24.0 - 12.0, 222.0, 0)   # room for the grid annotations
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
    grid.setAnnotationTextFormat(_fmt(6.0))
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

    sb = QgsLayoutItemScaleBar(layout)
    sb.setId(ITEM_IDS["scalebar"])
    sb.setStyle("Single Box")
    sb.setLinkedMap(m)
    sb.setUnits(Qgis.DistanceUnit.Feet)
    sb.setUnitLabel("ft")
    sb.setNumberOfSegmentsLeft(0)
    sb.setNumberOfSegments(4)
    sb.setUnitsPerSegment(25.0)
    sb.setHeight(2.0)
    sb.setTextFormat(_fmt(7.0))
    sb.setSegmentSizeMode(Qgis.ScaleBarSegmentSizeMode.Fixed)
    layout.addLayoutItem(sb)
    _place(sb, 24.0, 246.0, 110.0, 12.0, 0)

    _label(layout, "scale_statement", "[% @sl_scale_text %]", 140.0, 245.0, 160.0, 6.0, 0,
           size=10.0, bold=True)
    _label(layout, "map_notes", "[% @sl_map_notes %]", 140.0, 251.5, COL_X - 8.0 - 140.0, 17.0, 0,
           size=6.5)

    _label(layout, "plan_title", "SITE PLAN\n[% @sl_plan_subtitle %]", COL_X, 12.0, COL_W - 22.0, 22.0,
           0, size=13.0, bold=True)
    sub = _label(layout, "plan_lake", "[% @sl_lake %] \u2014 [% @sl_law_short %]", COL_X, 28.0,
                 COL_W - 22.0, 8.0, 0, size=7.5)
    sub.setId("plan_lake")

    north = QgsLayoutItemPicture(layout)
    north.setId(ITEM_IDS["north"])
    from .layout import north_arrow_svg  # stored as "arrows/NorthArrow_02.svg": QGIS's own SVG
    north.setPicturePath(north_arrow_svg() or "arrows/NorthArrow_02.svg", Qgis.PictureFormat.SVG)
    north.setLinkedMap(m)
    north.setNorthMode(QgsLayoutItemPicture.NorthMode.GridNorth)
    layout.addLayoutItem(north)
    _place(north, COL_X + COL_W - 18.0, 11.0, 16.0, 22.0, 0)
    _label(layout, "north_note", "GRID N", COL_X + COL_W - 20.0, 33.0, 20.0, 4.0, 0, size=6.0,
           halign=Qt.AlignmentFlag.AlignHCenter)

    legend = QgsLayoutItemLegend(layout)
    legend.setId(ITEM_IDS["legend"])
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
        legend.rstyle(style).setTextFormat(_fmt(size, bold))
    legend.setFrameEnabled(False)
    layout.addLayoutItem(legend)
    _place(legend, COL_X, 38.0, COL_W, 60.0, 0)

    _html_frame(layout, ITEM_IDS["figures"], COL_X, 100.0, COL_W, 84.0, 0)
    _html_frame(layout, ITEM_IDS["status"], COL_X, 185.5, COL_W, 16.0, 0)
    _title_block(layout, ITEM_IDS["title_block_1"], 0)

    # ---------------------------------------------------------------- sheet 2: findings
    _border(layout, "sheet_border_2", 1)
    _label(layout, "sheet_heading_2", "[% @sl_findings_heading %]", 12.0, 11.0, COL_X - 20.0, 8.0, 1,
           size=11.0, bold=True)
    # The findings flow through this rectangle in two columns (left, then right, then a new sheet).
    area = QgsLayoutItemShape(layout)
    area.setShapeType(QgsLayoutItemShape.Shape.Rectangle)
    area.setId(ITEM_IDS["flow"])
    area.setSymbol(QgsFillSymbol.createSimple({"color": "0,0,0,0", "style": "no", "outline_style": "no"}))
    layout.addLayoutItem(area)
    _place(area, 12.0, 21.0, COL_X - 8.0 - 12.0, PAGE_H - MARGIN - 3.0 - 21.0, 1)
    _html_frame(layout, ITEM_IDS["certification"], COL_X, 11.0, COL_W, 190.0, 1)
    _title_block(layout, "sheet_title_block_2", 1)

    layout.saveAsTemplate(str(path), QgsReadWriteContext())
    return path


if __name__ == "__main__":  # pragma: no cover - a maintenance tool
    from qgis.core import QgsApplication
    app = QgsApplication([], False)
    app.initQgis()
    print(build_template())
